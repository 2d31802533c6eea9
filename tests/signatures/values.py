"""Representative arguments for the keyword probe, built identically on either library.

Every value is a function `lib -> object`, so each call gets fresh tensors (in-place methods
cannot leak into the next call) holding the same numbers on tensorplay and on torch. Which base
call and which value is used for a keyword is decided by PyTorch: the first it accepts.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

Value = Callable[[object], object]

_rng = np.random.default_rng(7)
_A = {
    "x": _rng.uniform(0.1, 0.9, (2, 3)),
    "y": _rng.uniform(0.1, 0.9, (2, 3)),
    "z": _rng.uniform(0.1, 0.9, (2, 3)),
    "sq": np.eye(3) * 2 + _rng.uniform(-0.3, 0.3, (3, 3)),
    "v3": _rng.uniform(0.1, 0.9, 3),
    "v2": _rng.uniform(0.1, 0.9, 2),
    "b3": _rng.uniform(0.1, 0.9, (2, 3, 3)),
    "x3": _rng.uniform(0.1, 0.9, (2, 3, 4)),
    "img": _rng.uniform(-1, 1, (1, 2, 5, 5)),
    "w4": _rng.uniform(-1, 1, (3, 2, 3, 3)),
    "w4t": _rng.uniform(-1, 1, (2, 3, 3, 3)),
    "seq": _rng.uniform(-1, 1, (4, 2, 3)),
    "emb": _rng.uniform(-1, 1, (5, 3)),
    "sorted": np.array([0.1, 0.3, 0.5, 0.7]),
    "sig": _rng.uniform(-1, 1, (1, 2, 5)),
    "w3t": _rng.uniform(-1, 1, (2, 3, 3)),
    "cols": _rng.uniform(-1, 1, (1, 8, 4)),
    "ps": _rng.uniform(-1, 1, (1, 4, 2, 2)),
    "h2": _rng.uniform(-1, 1, (2, 2)),
    "c2": _rng.uniform(-1, 1, (2, 2)),
    "w_ih": _rng.uniform(-1, 1, (8, 3)),
    "w_hh": _rng.uniform(-1, 1, (8, 2)),
    "b8": _rng.uniform(-1, 1, 8),
    "q": _rng.uniform(-1, 1, (4, 2, 6)),
    "in_w": _rng.uniform(-0.5, 0.5, (18, 6)),
    "in_b": _rng.uniform(-0.5, 0.5, 18),
    "out_w": _rng.uniform(-0.5, 0.5, (6, 6)),
    "out_b": _rng.uniform(-0.5, 0.5, 6),
    "kv": _rng.uniform(-1, 1, (4, 4, 3)),
    "qw": _rng.uniform(-0.5, 0.5, (6, 6)),
    "kw": _rng.uniform(-0.5, 0.5, (6, 6)),
    "vw": _rng.uniform(-0.5, 0.5, (6, 6)),
    "bk": _rng.uniform(-0.5, 0.5, (1, 1, 6)),
    "bv": _rng.uniform(-0.5, 0.5, (1, 1, 6)),
}
_I = {
    "idx2": np.array([1, 0]),
    "idx23": np.array([[0, 1, 2], [2, 0, 1]]),
    "label": np.array([0, 2]),
    "ids": np.array([[0, 4, 2], [1, 1, 3]]),
    "dup": np.array([[0, 0, 2], [1, 1, 1]]),
    "rows": np.array([1, 1, 0]),
    "pad": np.array([[False, False, True, False], [False, True, False, False]]),
    "causal": np.triu(np.ones((4, 4)), 1).astype(bool),
}


def arr(key: str, dtype: str = "float64") -> Value:
    return lambda lib: lib.tensor(_A[key].copy(), dtype=getattr(lib, dtype))


def idx(key: str) -> Value:
    return lambda lib: lib.tensor(_I[key].copy())


def bools(key: str) -> Value:
    return lambda lib: lib.tensor(_I[key].copy())


def index_tuple(*keys: str) -> Value:
    return lambda lib: tuple(lib.tensor(_I[k].copy()) for k in keys)


# The leaf of the graph() value, per library, for Tensor.backward's inputs= and results.
LEAVES: dict[str, object] = {}


def graph() -> Value:
    """A non-leaf tensor (x**2 * 3 of a leaf x that requires grad), its leaf kept in LEAVES."""
    def make(lib):
        leaf = lib.tensor(_A["x"].copy(), requires_grad=True)
        LEAVES[lib.__name__] = leaf
        return leaf ** 2 * 3
    return make


def leaf_list() -> Value:
    return lambda lib: [LEAVES[lib.__name__]]


def const(v) -> Value:
    return lambda lib: v


def dtype(name: str) -> Value:
    return lambda lib: getattr(lib, name)


def mask() -> Value:
    return lambda lib: lib.tensor(_A["x"] > 0.5)


def generator() -> Value:
    return lambda lib: lib.Generator().manual_seed(0)


def tensors(*keys: str) -> Value:
    return lambda lib: [lib.tensor(_A[k].copy()) for k in keys]


X, Y, Z, SQ, V3, V2, B3, X3 = (arr(k) for k in ("x", "y", "z", "sq", "v3", "v2", "b3", "x3"))
IMG, W4, SEQ, EMB = arr("img"), arr("w4"), arr("seq"), arr("emb")

# Positional calls tried for a function or method (the first argument is `self` for a method).
BASES: list[list[Value]] = [
    [X], [X, Y], [X, const(1)], [X, const(0)], [X, Y, Z], [X, const(2)], [SQ], [SQ, SQ],
    [SQ, V3], [V3, V3], [V3], [B3, B3], [X, idx("label")], [X, const(0), idx("idx2")],
    [X, const(1), idx("idx23")], [X, const(0), idx("idx23")], [X, const(1), idx("idx23"), Y],
    [X, const(0), idx("idx2"), Y], [X, const(0), idx("idx2"), const(1.5)], [X, mask(), const(1.5)],
    [X, mask(), Y], [X, mask()], [mask(), X, Y], [X, const((3, 2))], [X, const((1, 0))],
    [X, const(1), const(0)], [X, const(0), const(1)], [X, const(1), const(0), const(2)],
    [const(2), const(3)], [const((2, 3))], [const(3)], [const(0), const(3)], [const(3), const(3)],
    [const([[0.5, 1.0], [2.0, 3.0]])], [tensors("x", "y")], [X, V3], [X3], [X3, X3], [IMG],
    [IMG, W4], [idx("ids"), EMB], [X, const(2), const(1)], [X, const(2), const(0)],
    [X, idx("idx2"), const(0)], [arr("sorted"), X], [X, X, X], [V3, V3, V3], [SEQ],
    [X, const((2, 3))], [X, const(1.5)], [X, const(3.0)], [X, const(0.0), const(1.0)],
    [X, const(1), const(1)], [const("ij,jk->ik"), X, SQ], [X, X, SQ], [B3, B3, B3],
    [IMG, const(2)], [IMG, arr("w4t")], [X, V3, V3], [idx("idx23"), idx("ids")],
    [const((2, 3)), const(1.5)], [const(0), const(1), const(5)], [const(5), const((2, 3))],
    [X, const(1), const((3, 1))], [idx("label")], [X, const((2, 2)), const((1, 2))],
    [X3, const(2)], [idx("ids"), const(0), idx("idx23"), idx("ids")],
    [X, const((2, 2)), const(1.5)], [const(0.0), const(1.0), const((2, 3))], [const(1), X],
    [arr("ps"), const(2)], [const(1), const(5), const((2, 3))], [const(2.5), X],
    [X, const(1), idx("idx23"), const(1.5)], [X, const(0.5)], [X3, const([1, 3])],
]

MHA = [arr("q"), arr("q"), arr("q"), const(6), const(2), arr("in_w"), arr("in_b"), const(None),
       const(None), const(False), const(0.0), arr("out_w"), arr("out_b")]
SCATTER = [X, const(1), idx("dup"), Y, const("amax")]  # repeated indices: the reduction shows
INDEX_PUT = [X, index_tuple("rows"), SQ]  # row 1 twice: accumulate shows
DROPOUT = [X, const(0.5), const(True)]
MHA_SEPARATE = [*MHA, const(True), const(None), const(True), const(None), const(True), arr("qw"),
                arr("kw"), arr("vw")]  # use_separate_proj_weight=True and its three weights
MHA_BIAS_KV = [*MHA[:7], arr("bk"), arr("bv"), *MHA[9:]]
MHA_ZERO_ATTN = [*MHA[:9], const(True), *MHA[10:]]
MHA_DROPOUT = [*MHA[:10], const(0.5), *MHA[11:]]  # training=False must switch it off
CONV1 = [const(2), const(3), const(3), const(1), const(1)]  # padding=1: padding_mode shows

# Base calls for one name, in place of BASES (each still accepted by torch on its own).
NAME_BASES: dict[str, list[list[Value]]] = {
    "F.multi_head_attention_forward": [MHA],
    "torch.batch_norm": [[X3, V3, V3, V3, V3, const(True), const(0.3), const(1e-5), const(True)]],
    "torch.scatter_reduce": [SCATTER], "Tensor.scatter_reduce": [SCATTER],
    "Tensor.scatter_reduce_": [SCATTER],
    "torch.index_put": [INDEX_PUT], "Tensor.index_put": [INDEX_PUT], "Tensor.index_put_": [INDEX_PUT],
    "torch.lstm_cell": [[X, lambda lib: (arr("h2")(lib), arr("c2")(lib)), arr("w_ih"), arr("w_hh"),
                         arr("b8"), arr("b8")]],
    "F.conv_transpose1d": [[arr("sig"), arr("w3t")]],
    "F.fold": [[arr("cols"), const((3, 3)), const(2)]],
    "F.cosine_embedding_loss": [[X, Y, arr("pm")]],
    "torch.native_dropout": [DROPOUT], "torch.alpha_dropout": [DROPOUT],
    "torch.feature_dropout": [DROPOUT], "torch.feature_alpha_dropout": [DROPOUT],
    "Tensor.backward": [[graph(), Y]],
    "Tensor.register_hook": [[graph(), const(lambda g: g * 2)]],
    "torch.vmap": [[const(lambda t: t * 2 + t.sum())]],
}
# Base calls for one keyword, tried first and without the keyword-less check: the keyword's
# non-default value needs them (fold's blocks must still tile the output) or torch takes the
# call only with the keyword (view(dtype=)).
KEYWORD_BASES: dict[str, list[list[Value]]] = {
    "F.fold:dilation": [[arr("cols"), const((4, 4)), const(2), const(2)]],
    "F.fold:stride": [[arr("cols"), const((4, 4)), const(2), const(1), const(0), const(2)]],
    "F.fold:padding": [[arr("cols"), const((1, 1)), const(2), const(1), const(1)]],
    "F.conv_transpose1d:groups": [[arr("sig"), arr("w3t"), const(None), const(1), const(0),
                                   const(0), const(2)]],
    "F.conv_transpose1d:output_padding": [[arr("sig"), arr("w3t"), const(None), const(2)]],
    "Tensor.view:dtype": [[X]],
    **{f"F.multi_head_attention_forward:{k}": [MHA_SEPARATE] for k in (
        "use_separate_proj_weight", "q_proj_weight", "k_proj_weight", "v_proj_weight")},
    "F.multi_head_attention_forward:bias_k": [MHA_BIAS_KV],
    "F.multi_head_attention_forward:bias_v": [MHA_BIAS_KV],
    "F.multi_head_attention_forward:add_zero_attn": [MHA_ZERO_ATTN],
    "F.multi_head_attention_forward:training": [MHA_DROPOUT],
    "F.multi_head_attention_forward:is_causal": [[*MHA, const(True), const(None), const(True),
                                                  bools("causal")]],
    "torch.vmap:randomness": [[lambda lib: (lambda t: t * 0 + lib.rand(()))]],
    **{f"nn.{m}:padding_mode": [CONV1] for m in ("Conv1d", "Conv2d", "ConvTranspose1d", "ConvTranspose2d")},
}
# Forward inputs for one module keyword, in place of those torch's module took without it:
# ignore_index applies to class-index targets (torch refuses it with probability targets).
KEYWORD_INPUTS: dict[str, list[tuple]] = {
    "nn.CrossEntropyLoss:ignore_index": [(arr("x", "float32"), idx("label"))],
}

# Values tried for a keyword, by name, before the generic pool.
NAMED: dict[str, list[Value]] = {
    "dim": [const(1), const(0), const(-1), const((0, 1))], "dims": [const((0, 1)), const(1)],
    "keepdim": [const(True)], "dtype": [dtype("float32"), dtype("float64"), dtype("int64")],
    "out_dtype": [dtype("float32")], "device": [const("cpu")], "requires_grad": [const(True)],
    "generator": [generator()], "reduction": [const("sum"), const("none")],
    "reduce": [const("amax"), const("add"), const("multiply"), const("mean")],
    "rounding_mode": [const("trunc"), const("floor")], "alpha": [const(2), const(0.5)],
    "value": [const(2), const(0.5)], "other": [Y, const(2)], "eps": [const(1e-3)],
    "p": [const(3), const(1), const(0.5)], "inplace": [const(True)],
    "correction": [const(0), const(2)], "unbiased": [const(False)], "descending": [const(True)],
    "stable": [const(True)], "largest": [const(False)], "sorted": [const(False)],
    "diagonal": [const(1), const(-1)], "offset": [const(1), const(-1)],
    "approximate": [const("tanh")], "interpolation": [const("lower"), const("nearest")],
    "side": [const("right")], "right": [const(True)], "out_int32": [const(True)],
    "training": [const(False)], "bias": [const(False), V3, arr("v3")], "weight": [V3, X, W4, EMB],
    "index": [idx("idx2"), idx("idx23")], "indices": [idx("idx2"), idx("idx23")],
    "mask": [mask()], "src": [Y, X], "source": [Y, X], "target": [idx("label"), Y],
    "input": [X, SQ, V3, IMG], "tensor": [X], "tensors": [tensors("x", "y")],
    "padding": [const(1)], "stride": [const(2)], "dilation": [const(2)], "groups": [const(1)],
    "kernel_size": [const(2)], "size": [const((2, 3)), const(3)], "shape": [const((3, 2))],
    "memory_format": [], "equal_nan": [const(True)], "rtol": [const(0.5)], "atol": [const(0.5)],
    "nan": [const(7.0)], "posinf": [const(9.0)], "neginf": [const(-9.0)], "decimals": [const(1)],
    "min": [const(0.3), Y], "max": [const(0.6), Y], "exponent": [const(2), Y],
    "weights_only": [const(True)], "betas": [const((0.8, 0.9))], "momentum": [const(0.9)], "include_self": [const(False)],
    "mode": [const("sum"), const("linear"), const("reflect"), const("max")],
    "accumulate": [const(True)], "num_classes": [const(4)], "margin": [const(0.2)],
    "padding_mode": [const("reflect"), const("circular"), const("zeros")],
    "nonlinearity": [const("relu")], "activation": [const("gelu")],
    "anneal_strategy": [const("linear")], "threshold_mode": [const("abs")],
    "key_padding_mask": [bools("pad")], "attn_mask": [bools("causal")],
    "static_k": [arr("kv")], "static_v": [arr("kv")], "need_weights": [const(False)],
    "average_attn_weights": [const(False)], "retain_graph": [const(True)],
    "create_graph": [const(True)], "inputs": [leaf_list()], "gradient": [Y],
    "randomness": [const("different"), const("same")], "is_causal": [const(True)],
}

POOL: list[Value] = [const(2), const(1), const(0.5), const(True), const(False), X, Y, V3,
                     const(0), const((1,)), const("sum"), const(None), dtype("float32"),
                     const(-1)]  # last: a scheduler's last_epoch (>= 0 resumes a loaded state)


def values_for(keyword: str) -> list[Value]:
    """Candidates for `keyword`: the named ones first (non-default where it matters), then
    the generic pool."""
    return [*NAMED.get(keyword, []), *POOL]
