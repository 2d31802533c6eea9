"""`make bench`: speed ratios measured in one run, on one thread for every library.

First the per-op workloads beside PyTorch, NumPy by hand, HIPS autograd and
mygrad (bench_peers), then the C extension (bench_c), the function transforms
(bench_func), the nn training loops (bench_nn), the sequence layers (bench_seq), tp.compile
with gradients (bench_compile) and the summary of the per-op table (per_op; `make bench-ops`
writes the whole table). Absolute times depend on the machine; the ratios, measured in the same run, are what the targets refer to.
benchmarks/README.md explains where the time of an op goes.
"""

from __future__ import annotations

import os

for var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ[var] = "1"

import sys
from importlib import metadata

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
sys.path.insert(0, HERE)
import tensorplay as tp

MODULES = ("bench_peers", "bench_c", "bench_func", "bench_nn", "bench_seq", "bench_compile", "per_op")


def main() -> None:
    import bench_peers

    versions = [f"tensorplay {tp.__version__}", f"numpy {np.__version__}"]
    for lib in ("torch", "autograd", "mygrad"):
        versions.append(f"{lib} {metadata.version(lib)}" if bench_peers.AVAILABLE[lib]
                        else f"{lib} not installed")
    print("; ".join(versions) + "; one thread\n")
    for name in MODULES:
        __import__(name).main()
        print()


if __name__ == "__main__":
    main()
