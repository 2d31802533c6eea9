"""Attention in `tp.nn.functional`: scaled_dot_product_attention and the multi-head
attention forward that `nn.MultiheadAttention` runs, both compositions of matmul,
softmax, masked_fill and dropout."""

from __future__ import annotations

import math

from ...core.dtype import bool_
from ._common import ops


def _dropout(x, p: float):
    return ops.native_dropout(x, p, True)[0] if p > 0.0 else x


def _safe_softmax(scores):
    """softmax over the last dim, with rows that are -inf everywhere (fully masked) giving 0
    instead of NaN, as PyTorch's attention does: one op (torch._safe_softmax)."""
    return ops._safe_softmax(scores, -1)


def _bias_from_mask(attn_mask, dtype):
    """A boolean mask (True = may attend) as an additive bias of 0 / -inf; a float one as is."""
    if attn_mask.dtype.is_floating_point:
        return attn_mask
    return ops.masked_fill(ops.zeros(list(attn_mask.shape), dtype=dtype),
                           ops.logical_not(attn_mask), float("-inf"))


def scaled_dot_product_attention(query, key, value, attn_mask=None, dropout_p: float = 0.0,
                                 is_causal: bool = False, scale: float | None = None,
                                 enable_gqa: bool = False):
    """softmax(query @ keyᵀ · scale + bias) @ value over the last two dims, scale defaulting to
    1/sqrt(E). `attn_mask` is boolean (True = may attend) or a float bias; `is_causal` masks
    the future (then attn_mask must be None); dropout_p drops attention weights."""
    if is_causal and attn_mask is not None:
        raise RuntimeError("_scaled_dot_product_attention: Explicit attn_mask should not be set "
                           "when is_causal=True")
    L, S = query.shape[-2], key.shape[-2]
    if enable_gqa and query.dim() >= 3 and key.shape[-3] != query.shape[-3]:
        groups = query.shape[-3] // key.shape[-3]
        key = _repeat_heads(key, groups)
        value = _repeat_heads(value, groups)
    factor = 1.0 / math.sqrt(query.shape[-1]) if scale is None else scale
    scores = ops.matmul(query, ops.transpose(key, -2, -1)) * factor
    if is_causal:
        future = ops.triu(ops.ones([L, S], dtype=_bool()), 1)
        scores = ops.masked_fill(scores, future, float("-inf"))
    if attn_mask is not None:
        scores = scores + _bias_from_mask(attn_mask, scores.dtype)
    weights = _dropout(_safe_softmax(scores), dropout_p)
    return ops.matmul(weights, value)


def _bool():
    return bool_


def _repeat_heads(x, groups: int):
    """Each head of x (dim -3) repeated `groups` times in place (grouped-query attention)."""
    shape = list(x.shape)
    expanded = ops.expand(ops.unsqueeze(x, -3), shape[:-3] + [shape[-3], groups] + shape[-2:])
    return ops.reshape(expanded, shape[:-3] + [shape[-3] * groups] + shape[-2:])


def _canonical_mask(mask, name: str, dtype):
    """A key padding or attention mask as a float bias: boolean True (= masked out) becomes
    -inf, a float mask is kept."""
    if mask is None:
        return None
    if mask.dtype.is_floating_point:
        return mask
    if mask.dtype is not _bool():
        raise AssertionError(f"only bool and floating types of {name} are supported")
    return ops.masked_fill(ops.zeros(list(mask.shape), dtype=dtype), mask, float("-inf"))


def _pad_last(mask):
    return None if mask is None else ops.pad(mask, [0, 1])


def multi_head_attention_forward(query, key, value, embed_dim_to_check: int, num_heads: int,
                                 in_proj_weight, in_proj_bias, bias_k, bias_v,
                                 add_zero_attn: bool, dropout_p: float, out_proj_weight,
                                 out_proj_bias, training: bool = True, key_padding_mask=None,
                                 need_weights: bool = True, attn_mask=None,
                                 use_separate_proj_weight: bool = False, q_proj_weight=None,
                                 k_proj_weight=None, v_proj_weight=None, static_k=None,
                                 static_v=None, average_attn_weights: bool = True,
                                 is_causal: bool = False):
    """Multi-head attention on sequence-first inputs (L, N, E) or unbatched (L, E):
    project, split into heads, attend, merge heads, project out. Returns (output, weights),
    the weights (N, L, S) averaged over heads (or (N, H, L, S)) when need_weights."""
    batched = query.dim() == 3
    if not batched:
        query, key, value = (ops.unsqueeze(t, 1) for t in (query, key, value))
        if key_padding_mask is not None:
            key_padding_mask = ops.unsqueeze(key_padding_mask, 0)
    tgt_len, bsz, embed_dim = query.shape
    if embed_dim != embed_dim_to_check:
        raise AssertionError(f"was expecting embedding dimension of {embed_dim_to_check}, "
                             f"but got {embed_dim}")
    head_dim = embed_dim // num_heads
    if head_dim * num_heads != embed_dim:
        raise AssertionError(f"embed_dim {embed_dim} not divisible by num_heads {num_heads}")
    if tuple(key.shape[:2]) != tuple(value.shape[:2]):
        raise AssertionError(f"key shape {tuple(key.shape)} does not match value shape "
                             f"{tuple(value.shape)}")
    if is_causal and attn_mask is None:
        raise RuntimeError("Need attn_mask if specifying the is_causal hint. You may use the "
                           "Transformer module method `generate_square_subsequent_mask` to "
                           "create this mask.")
    dtype = query.dtype
    key_padding_mask = _canonical_mask(key_padding_mask, "key_padding_mask", dtype)
    attn_mask = _canonical_mask(attn_mask, "attn_mask", dtype)

    if use_separate_proj_weight:
        weights = (q_proj_weight, k_proj_weight, v_proj_weight)
    else:
        weights = ops.chunk(in_proj_weight, 3, 0)
    biases = (None, None, None) if in_proj_bias is None else ops.chunk(in_proj_bias, 3, 0)
    q = ops.linear(query, weights[0], biases[0])
    k = ops.linear(key, weights[1], biases[1])
    v = ops.linear(value, weights[2], biases[2])

    if attn_mask is not None:
        src = key.shape[0]
        if attn_mask.dim() == 2:
            if tuple(attn_mask.shape) != (tgt_len, src):
                raise RuntimeError(f"The shape of the 2D attn_mask is {tuple(attn_mask.shape)}, "
                                   f"but should be {(tgt_len, src)}.")
            attn_mask = ops.unsqueeze(attn_mask, 0)
        elif attn_mask.dim() == 3:
            if tuple(attn_mask.shape) != (bsz * num_heads, tgt_len, src):
                raise RuntimeError(f"The shape of the 3D attn_mask is {tuple(attn_mask.shape)}, "
                                   f"but should be {(bsz * num_heads, tgt_len, src)}.")
        else:
            raise RuntimeError(f"attn_mask's dimension {attn_mask.dim()} is not supported")
    if bias_k is not None and bias_v is not None:
        if static_k is not None or static_v is not None:
            raise AssertionError("bias cannot be added to static key or value.")
        k = ops.cat([k, ops.expand(bias_k, [1, bsz, embed_dim])], 0)
        v = ops.cat([v, ops.expand(bias_v, [1, bsz, embed_dim])], 0)
        attn_mask, key_padding_mask = _pad_last(attn_mask), _pad_last(key_padding_mask)

    def heads(t):  # (len, N, E) -> (N * H, len, head_dim)
        return ops.transpose(ops.reshape(t, [t.shape[0], bsz * num_heads, head_dim]), 0, 1)

    def static(t, what):  # given projected heads (N * H, S, head_dim) replace the computed ones
        if t.shape[0] != bsz * num_heads or t.shape[2] != head_dim:
            raise AssertionError(f"expecting static_{what} of shape ({bsz * num_heads}, S, "
                                 f"{head_dim}), but got {tuple(t.shape)}")
        return t

    q = heads(q)
    k = heads(k) if static_k is None else static(static_k, "k")
    v = heads(v) if static_v is None else static(static_v, "v")
    if add_zero_attn:
        zeros = ops.zeros([bsz * num_heads, 1, head_dim], dtype=k.dtype)
        k, v = ops.cat([k, zeros], 1), ops.cat([v, zeros], 1)
        attn_mask, key_padding_mask = _pad_last(attn_mask), _pad_last(key_padding_mask)
    src_len = k.shape[1]
    if key_padding_mask is not None:
        if tuple(key_padding_mask.shape) != (bsz, src_len):
            raise AssertionError(f"expecting key_padding_mask shape of {(bsz, src_len)}, but got "
                                 f"{tuple(key_padding_mask.shape)}")
        kpm = ops.reshape(ops.expand(ops.reshape(key_padding_mask, [bsz, 1, 1, src_len]),
                                     [bsz, num_heads, 1, src_len]), [bsz * num_heads, 1, src_len])
        attn_mask = kpm if attn_mask is None else attn_mask + kpm
    if not training:
        dropout_p = 0.0

    scores = ops.matmul(q * math.sqrt(1.0 / head_dim), ops.transpose(k, -2, -1))
    if attn_mask is not None:
        scores = scores + attn_mask
    if need_weights:
        weights = _dropout(ops.softmax(scores, -1), dropout_p)
    else:
        weights = _dropout(_safe_softmax(scores), dropout_p)
    out = ops.matmul(weights, v)
    out = ops.reshape(ops.transpose(out, 0, 1), [tgt_len * bsz, embed_dim])
    out = ops.reshape(ops.linear(out, out_proj_weight, out_proj_bias), [tgt_len, bsz, embed_dim])
    if not batched:
        out = ops.squeeze(out, 1)
    if not need_weights:
        return out, None
    weights = ops.reshape(weights, [bsz, num_heads, tgt_len, src_len])
    if average_attn_weights:
        weights = ops.mean(weights, 1)
    if not batched:
        weights = ops.squeeze(weights, 0)
    return out, weights


__all__ = ["multi_head_attention_forward", "scaled_dot_product_attention"]
