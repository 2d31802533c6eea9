"""Tutorials 08 and 09 end by running their own code on PyTorch with only the import lines
swapped (tutorials/_swap.py). Here that swap runs with the tests' small sizes, and the
PyTorch run must really be PyTorch, train (its loss falls; 08 reaches a useful accuracy) and,
in 09, agree with nn.TransformerEncoderLayer there as it does here."""

from __future__ import annotations

import pytest
from _docs_fences import REPO


@pytest.fixture
def swap(torch, monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("TENSORPLAY_TUTORIAL_FAST", "1")
    monkeypatch.setenv("MPLBACKEND", "Agg")
    monkeypatch.syspath_prepend(str(REPO))
    import matplotlib

    matplotlib.use("Agg")
    from tutorials import _swap

    return _swap


def test_swap_changes_only_import_lines(swap):
    for page, session in (("08-sequences-lstm.md", "08"), ("09-tiny-transformer.md", "09")):
        changed = swap.changed_lines(page, session)
        assert ("import tensorplay as tp", "import torch as tp") in changed
        for code in swap.fences(page, session):
            before, after = code.splitlines(), swap.swapped(code).splitlines()
            assert len(before) == len(after)
            diff = [(b.strip(), a.strip()) for b, a in zip(before, after) if b != a]
            assert all(b in swap.SWAPS and swap.SWAPS[b] == a for b, a in diff)


def test_lstm_tutorial_trains_on_torch(swap, torch):
    ns = swap.run_swapped("08-sequences-lstm.md", "08")
    assert ns["tp"] is torch and isinstance(ns["model"].lstm, torch.nn.LSTM)
    history = ns["history"]
    assert history["loss"][-1] < 0.5 * history["loss"][0]
    assert history["test_acc"][-1] > 0.6  # 10 classes: chance is 0.1


def test_transformer_tutorial_trains_on_torch(swap, torch):
    ns = swap.run_swapped("09-tiny-transformer.md", "09")
    assert ns["tp"] is torch and isinstance(ns["twin"].blocks[0], torch.nn.TransformerEncoderLayer)
    losses = ns["losses"]
    assert sum(losses[-10:]) < 0.9 * sum(losses[:10])
    assert ns["gap"] < 1e-4  # the hand-written block and nn.TransformerEncoderLayer agree
