"""einsum as tensorplay ops: parse the equation, take diagonals for repeated subscripts, sum
out subscripts no one else needs, then contract the operands pairwise from left to right, each
pair as one (batched) matmul. Every step is a tensorplay op, so gradients, tangents and vmap
follow from the ops it calls.

Subscripts are letters; `...` stands for the dims no letter names (broadcast across operands
and aligned from the right). Each dim is labelled by its letter, or by ('...', k) for the k-th
of the ellipsis dims.
"""

from __future__ import annotations

from .core import optable as _ops

_ELL = "..."


def _fail(message: str):
    raise RuntimeError(f"einsum(): {message}")


def _terms(text: str) -> list:
    """One operand's subscripts: letters and at most one ellipsis, in order."""
    out, i = [], 0
    while i < len(text):
        if text.startswith(_ELL, i):
            if _ELL in out:
                _fail("found '.' for operand that is not part of any ellipsis")
            out.append(_ELL)
            i += 3
        elif text[i].isalpha():
            out.append(text[i])
            i += 1
        else:
            _fail(f"invalid subscript given at index {i} in the equation string, subscripts "
                  "must be in [a-zA-Z]")
    return out


def parse(equation: str, ndims: list) -> tuple:
    """(per-operand label lists, output label list, ellipsis rank) for `equation`."""
    eq = equation.replace(" ", "")
    lhs, arrow, rhs = eq.partition("->")
    specs = [_terms(t) for t in lhs.split(",")]
    if len(specs) > len(ndims):
        _fail("fewer operands were provided than specified in the equation")
    if len(specs) < len(ndims):
        _fail("more operands were provided than specified in the equation")
    labels, ell = [], 0
    for k, (spec, nd) in enumerate(zip(specs, ndims)):
        letters = [s for s in spec if s != _ELL]
        if _ELL in spec:
            if len(letters) > nd:
                _fail(f"the number of subscripts in the equation ({len(letters)}) is more than the "
                      f"number of dimensions ({nd}) for operand {k}")
            n = nd - len(letters)
            ell = max(ell, n)
            at = spec.index(_ELL)
            labels.append(spec[:at] + [(_ELL, n - j) for j in range(n)] + spec[at + 1:])
        else:
            if len(letters) != nd:
                _fail(f"the number of subscripts in the equation ({len(letters)}) does not match the "
                      f"number of dimensions ({nd}) for operand {k} and no ellipsis was given")
            labels.append(letters)
    seen = [lab for lab_list in labels for lab in lab_list]
    ell_out = [(_ELL, ell - j) for j in range(ell)]
    if arrow:
        out_spec = _terms(rhs)
        output = []
        for s in out_spec:
            if s == _ELL:
                output += ell_out
            elif s in output:
                _fail(f"output subscript {s} appears more than once in the output")
            elif s not in seen:
                _fail(f"output subscript {s} does not appear in the equation for any input operand")
            else:
                output.append(s)
    else:
        once = sorted(s for s in set(seen) if isinstance(s, str) and seen.count(s) == 1)
        output = ell_out + once
    return labels, output, ell


def _take_diagonals(x, labels: list, k: int):
    """Repeated labels of one operand become one dim (its diagonal, moved last)."""
    labels = list(labels)
    while True:
        dup = next((lab for lab in labels if labels.count(lab) > 1), None)
        if dup is None:
            return x, labels
        i = labels.index(dup)
        j = labels.index(dup, i + 1)
        if x.shape[i] != x.shape[j]:
            _fail(f"subscript {dup} is repeated for operand {k} but the sizes don't match, "
                  f"{x.shape[j]} != {x.shape[i]}")
        x = _ops.diagonal(x, 0, i, j)
        labels = [lab for k, lab in enumerate(labels) if k not in (i, j)] + [dup]


def _sum_out(x, labels: list, keep: set):
    """Sum over the dims whose label is in no other operand nor the output."""
    drop = [k for k, lab in enumerate(labels) if lab not in keep]
    if not drop:
        return x, labels
    return _ops.sum(x, drop), [lab for lab in labels if lab in keep]


def _numel(shape) -> int:
    n = 1
    for s in shape:
        n *= s
    return n


def _contract(a, la: list, b, lb: list, keep: set):
    """a and b contracted over their shared labels not in `keep` (one matmul of
    [batch, free a, shared] by [batch, shared, free b]); shared labels in `keep` are batch dims."""
    size = {}
    for x, labels in ((a, la), (b, lb)):
        for lab, n in zip(labels, x.shape):
            old = size.get(lab, 1)
            if n != 1 and old != 1 and n != old:
                _fail(f"subscript {lab if isinstance(lab, str) else '...'} has size {n} which does "
                      f"not broadcast with previously seen size {old}")
            size[lab] = max(n, old) if min(n, old) else 0
    batch = [lab for lab in la if lab in lb and lab in keep]
    summed = [lab for lab in la if lab in lb and lab not in keep]
    free_a = [lab for lab in la if lab not in lb]
    free_b = [lab for lab in lb if lab not in la]

    if not summed:  # no contraction: a broadcast product (as PyTorch, which promotes dtypes here)
        a = _ops.permute(a, [la.index(lab) for lab in batch + free_a])
        b = _ops.permute(b, [lb.index(lab) for lab in batch + free_b])
        a = _ops.reshape(a, list(a.shape) + [1] * len(free_b))
        b = _ops.reshape(b, list(b.shape[:len(batch)]) + [1] * len(free_a) + list(b.shape[len(batch):]))
        return a * b, batch + free_a + free_b

    def arrange(x, labels, order):
        x = _ops.permute(x, [labels.index(lab) for lab in order])
        return _ops.expand(x, [size[lab] if lab in batch or lab in summed else n
                               for lab, n in zip(order, x.shape)])

    a = arrange(a, la, batch + free_a + summed)
    b = arrange(b, lb, batch + summed + free_b)
    nb = [size[lab] for lab in batch]
    fa, fb = [a.shape[len(batch) + k] for k in range(len(free_a))], list(b.shape[len(batch) + len(summed):])
    k = _numel(size[lab] for lab in summed)
    a3 = _ops.reshape(a, [_numel(nb), _numel(fa), k])
    b3 = _ops.reshape(b, [_numel(nb), k, _numel(fb)])
    out = _ops.reshape(_ops.matmul(a3, b3), nb + fa + fb)
    return out, batch + free_a + free_b


def einsum(equation: str, operands) -> object:
    """tp.einsum(equation, *operands) — see the op's doc in ops.yaml."""
    if len(operands) == 1 and isinstance(operands[0], list | tuple):
        operands = tuple(operands[0])
    if not operands:
        _fail("must provide at least one operand")
    labels, output, _ = parse(equation, [t.ndim for t in operands])
    items = []
    for k, (x, lab) in enumerate(zip(operands, labels)):
        x, lab = _take_diagonals(x, lab, k)
        items.append((x, lab))
    for k in range(len(items)):
        others = {lab for j, (_, labs) in enumerate(items) if j != k for lab in labs}
        items[k] = _sum_out(*items[k], others | set(output))
    x, lab = items[0]
    for k in range(1, len(items)):
        keep = {lb for _, labs in items[k + 1:] for lb in labs} | set(output)
        x, lab = _contract(x, lab, *items[k], keep)
    # ellipsis dims of a lower-rank operand and size-1 dims not met again: broadcast to the output
    missing = [o for o in output if o not in lab]
    for o in missing:
        x, lab = _ops.unsqueeze(x, 0), [o] + lab
    x = _ops.permute(x, [lab.index(o) for o in output]) if output else x
    return x
