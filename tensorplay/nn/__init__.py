"""tensorplay.nn: neural-network building blocks."""

from . import functional  # noqa: F401
