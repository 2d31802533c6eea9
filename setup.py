"""Builds the optional C extension; everything else lives in pyproject.toml.

The extension is an accelerator, never a requirement: `optional=True` lets an
install without a C compiler succeed and run on NumPy alone.
"""

import os

import numpy
from setuptools import Extension, setup

source = os.path.join("tensorplay", "_C", "_ops.c")
ext_modules = []
if os.path.exists(source):
    ext_modules.append(
        Extension(
            "tensorplay._C._ops",
            [source],
            include_dirs=[numpy.get_include()],
            extra_compile_args=["-O3", "-std=c99"],
            optional=True,
        )
    )

setup(ext_modules=ext_modules)
