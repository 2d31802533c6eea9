"""`tp.accelerator`: PyTorch's device-agnostic accelerator queries, answered for the CPU.

PyTorch's tutorials pick a device with
`torch.accelerator.current_accelerator().type if torch.accelerator.is_available() else "cpu"`;
TensorPlay has no accelerator, so that expression yields "cpu".
"""

from __future__ import annotations


def is_available() -> bool:
    """False: the CPU is TensorPlay's only device."""
    return False


def current_accelerator(check_available: bool = False):
    """None: there is no accelerator."""
    return None


def device_count() -> int:
    """0: there are no accelerator devices."""
    return 0
