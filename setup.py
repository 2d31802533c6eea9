"""Builds the optional C extension; everything else lives in pyproject.toml.

The extension is an accelerator, not a requirement: the build is optional, so an
install without a C compiler succeeds and runs on NumPy alone — unless
TENSORPLAY_REQUIRE_C=1, when a failed build fails the install.

Before compiling, `build_ext` probes the compiler: GCC/Clang get
-fno-math-errno (lets -O3 vectorize loops that call libm; values, NaN and inf
are unchanged) and -fno-trapping-math (lets branches become vector blends; it
only changes floating-point exception flags, never a value), and on glibc x86-64 the vector math library libmvec is linked
with TP_LIBMVEC defined, and TP_CLONES when the compiler supports
`target_clones` (each kernel built for AVX-512, AVX2 and baseline x86-64, picked
at load time; see tensorplay/_C/tp_simd.h). A failed probe only drops that
option.
"""

import os
import tempfile

import numpy
from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

source = os.path.join("tensorplay", "_C", "_ops.c")
ext_modules = []
if os.path.exists(source):
    ext_modules.append(
        Extension(
            "tensorplay._C._ops",
            [source],
            include_dirs=[numpy.get_include(), os.path.join("tensorplay", "_C")],
            depends=[os.path.join("tensorplay", "_C", h) for h in ("tp_simd.h", "tp_rowwise.h", "tp_special.h")],
            extra_compile_args=["-O3", "-std=c99"],
            # a failed build is an error when the extension is required
            optional=os.environ.get("TENSORPLAY_REQUIRE_C", "") in ("", "0"),
        )
    )

_PROBE = r"""
#include <math.h>
#ifdef TP_CLONES_PROBE
__attribute__((target_clones("arch=x86-64-v4", "arch=x86-64-v3", "default")))
static void f(float *x, int n) { for (int i = 0; i < n; i++) x[i] = x[i] * x[i] + 1.0f; }
#else
__attribute__((simd("notinbranch"))) float expf(float);
void f(float *x, int n) { for (int i = 0; i < n; i++) x[i] = expf(x[i]); }
#endif
int main(void) { float x[8] = {0}; f(x, 8); return (int)x[0] - 1; }
"""


class BuildExt(build_ext):
    def _works(self, compile_args, libraries=()) -> bool:
        with tempfile.TemporaryDirectory() as tmp:
            src = os.path.join(tmp, "probe.c")
            with open(src, "w") as f:
                f.write(_PROBE)
            try:
                objs = self.compiler.compile([src], output_dir=tmp, extra_postargs=compile_args)
                self.compiler.link_executable(objs, "probe", output_dir=tmp,
                                              libraries=list(libraries) + ["m"])
            except Exception:  # CompileError, LinkError, a missing compiler...
                return False
        return True

    def build_extensions(self):
        if self.compiler.compiler_type == "unix":
            for ext in self.extensions:
                if self._works(["-O3", "-fno-math-errno"]):
                    ext.extra_compile_args.append("-fno-math-errno")
                if self._works(["-O3", "-fno-trapping-math"]):
                    ext.extra_compile_args.append("-fno-trapping-math")
                if self._works(["-O3", "-fno-math-errno"], ["mvec"]):
                    ext.define_macros.append(("TP_LIBMVEC", "1"))
                    ext.libraries.append("mvec")
                if self._works(["-O3", "-DTP_CLONES_PROBE"]):
                    ext.define_macros.append(("TP_CLONES", "1"))
        super().build_extensions()


setup(ext_modules=ext_modules, cmdclass={"build_ext": BuildExt})
