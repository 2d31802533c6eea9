"""Which of several equal elements PyTorch's CPU kernels pick, for sort (stable=False), topk,
kthvalue and mode.

Those kernels use std::sort (sort, mode) or quickselect (PyTorch's own `quick_select_template`
for kthvalue, libstdc++'s `std::nth_element` then `std::sort` for topk), none of them stable:
among tied values the index returned depends on the algorithm's swaps. The kernels in kernels.py compute the
values with a stable NumPy sort and, only for rows that contain ties, replay the algorithm
here on (value, index) pairs so the indices are PyTorch's too. Rows without ties (the usual
float case) never reach this pure-Python code.
"""

from __future__ import annotations

import math


def isnan(v) -> bool:
    return v != v


def lt_nan_last(a, b) -> bool:
    """a < b where NaN is larger than every number (and equal to NaN)."""
    return a < b or (isnan(b) and not isnan(a))


def gt_nan_first(a, b) -> bool:
    """PyTorch's `gt_or_nan`: a > b, or a is NaN and b is not."""
    return (isnan(a) and not isnan(b)) or a > b


def quick_select(pairs: list, k: int, gt) -> None:
    """PyTorch's `quick_select_template` (aten/native/SortingUtils.h) on [value, index] pairs,
    in place: afterwards pairs[k] is the k-th smallest under `gt`."""
    lo, hi = 0, len(pairs) - 1
    while True:
        if hi <= lo:
            return
        if hi == lo + 1:
            if gt(pairs[lo][0], pairs[hi][0]):
                pairs[lo], pairs[hi] = pairs[hi], pairs[lo]
            return
        p = lo + (hi - lo) // 2
        pairs[p], pairs[lo + 1] = pairs[lo + 1], pairs[p]
        if gt(pairs[lo + 1][0], pairs[hi][0]):
            pairs[lo + 1], pairs[hi] = pairs[hi], pairs[lo + 1]
        if gt(pairs[lo][0], pairs[hi][0]):
            pairs[lo], pairs[hi] = pairs[hi], pairs[lo]
        if gt(pairs[lo + 1][0], pairs[lo][0]):
            pairs[lo + 1], pairs[lo] = pairs[lo], pairs[lo + 1]
        i, j, piv = lo + 1, hi, pairs[lo][0]
        while True:
            i += 1
            while gt(piv, pairs[i][0]):
                i += 1
            j -= 1
            while gt(pairs[j][0], piv):
                j -= 1
            if j < i:
                break
            pairs[i], pairs[j] = pairs[j], pairs[i]
        pairs[lo], pairs[j] = pairs[j], pairs[lo]
        if j <= k:
            lo = i
        if j >= k:
            hi = j - 1


# ---- libstdc++ <bits/stl_algo.h>: std::nth_element and std::sort (less(a, b) on items) ----

def _insertion_sort(a: list, lo: int, hi: int, less) -> None:
    for i in range(lo + 1, hi):
        v = a[i]
        if less(v, a[lo]):
            a[lo + 1:i + 1] = a[lo:i]
            a[lo] = v
            continue
        j = i
        while less(v, a[j - 1]):
            a[j] = a[j - 1]
            j -= 1
        a[j] = v


def _partition_pivot(a: list, lo: int, hi: int, less) -> int:
    """__unguarded_partition_pivot: median of three moved to a[lo], then Hoare partition."""
    x, y, z = lo + 1, lo + (hi - lo) // 2, hi - 1
    if less(a[x], a[y]):
        m = y if less(a[y], a[z]) else z if less(a[x], a[z]) else x
    else:
        m = x if less(a[x], a[z]) else z if less(a[y], a[z]) else y
    a[lo], a[m] = a[m], a[lo]
    first, last = lo + 1, hi
    while True:
        while less(a[first], a[lo]):
            first += 1
        last -= 1
        while less(a[lo], a[last]):
            last -= 1
        if not first < last:
            return first
        a[first], a[last] = a[last], a[first]
        first += 1


def _sift_down(a: list, lo: int, hole: int, length: int, value, less) -> None:
    """__adjust_heap: move the hole down to a leaf along the larger children, then push
    `value` up from there (a max-heap under `less`, rooted at a[lo])."""
    top = hole
    child = hole
    while child < (length - 1) // 2:
        child = 2 * (child + 1)
        if less(a[lo + child], a[lo + child - 1]):
            child -= 1
        a[lo + hole] = a[lo + child]
        hole = child
    if length % 2 == 0 and child == (length - 2) // 2:
        child = 2 * (child + 1)
        a[lo + hole] = a[lo + child - 1]
        hole = child - 1
    parent = (hole - 1) // 2
    while hole > top and less(a[lo + parent], value):
        a[lo + hole] = a[lo + parent]
        hole = parent
        parent = (hole - 1) // 2
    a[lo + hole] = value


def _make_heap(a: list, lo: int, hi: int, less) -> None:
    length = hi - lo
    if length < 2:
        return
    for parent in range((length - 2) // 2, -1, -1):
        _sift_down(a, lo, parent, length, a[lo + parent], less)


def _pop_heap(a: list, lo: int, hi: int, result: int, less) -> None:
    """__pop_heap: the top goes to a[result], a[result]'s value sifts into the heap."""
    value = a[result]
    a[result] = a[lo]
    _sift_down(a, lo, 0, hi - lo, value, less)


def _sort_heap(a: list, lo: int, hi: int, less) -> None:
    while hi - lo > 1:
        hi -= 1
        _pop_heap(a, lo, hi, hi, less)


def partial_sort(a: list, k: int, less) -> None:
    """std::partial_sort(first, first + k, last): heap-select the k smallest, then heap-sort them."""
    _make_heap(a, 0, k, less)
    for i in range(k, len(a)):
        if less(a[i], a[0]):
            _pop_heap(a, 0, k, i, less)
    _sort_heap(a, 0, k, less)


def _fallback_sort(a: list, lo: int, hi: int, less) -> None:
    """Past its depth limit libstdc++ heapsorts the range (std::partial_sort of all of it)."""
    _make_heap(a, lo, hi, less)
    _sort_heap(a, lo, hi, less)


def nth_element(a: list, nth: int, less) -> None:
    lo, hi = 0, len(a)
    if hi == 0 or nth >= hi:
        return
    depth = 2 * int(math.log2(hi))
    while hi - lo > 3:
        if depth == 0:
            _fallback_sort(a, lo, hi, less)
            return
        depth -= 1
        cut = _partition_pivot(a, lo, hi, less)
        if cut <= nth:
            lo = cut
        else:
            hi = cut
    _insertion_sort(a, lo, hi, less)


def sort(a: list, lo: int, hi: int, less) -> None:
    """std::sort of a[lo:hi]: introsort down to runs of 16, then one insertion sort."""
    if hi - lo < 2:
        return
    _introsort(a, lo, hi, 2 * int(math.log2(hi - lo)), less)
    _insertion_sort(a, lo, hi, less)


def _introsort(a: list, lo: int, hi: int, depth: int, less) -> None:
    while hi - lo > 16:
        if depth == 0:
            _fallback_sort(a, lo, hi, less)
            return
        depth -= 1
        cut = _partition_pivot(a, lo, hi, less)
        _introsort(a, cut, hi, depth, less)
        hi = cut


def last_of_longest_run(pairs: list):
    """PyTorch's mode scan over sorted (value, index) pairs: the last pair of the first run of
    equal values that is longer than every run before it."""
    best, best_run, run = pairs[0], 0, 0
    for k, pair in enumerate(pairs):
        run += 1
        if k == len(pairs) - 1 or pair[0] != pairs[k + 1][0]:
            if run > best_run:
                best, best_run = pair, run
            run = 0
    return best
