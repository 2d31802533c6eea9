"""Keywords PyTorch takes that TensorPlay refuses or reads differently today: each is a strict
xfail in test_keyword_parity.py, so an entry fails loudly once fixed and must then be removed.
Regenerate the list after a fix by running the probe; never add an entry to silence a new gap."""

KNOWN_MISSING: dict[str, str] = {
}
