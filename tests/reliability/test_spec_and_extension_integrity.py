"""Spec and extension integrity: a broken spec never generates code, and a C extension
built from other sources than those on disk is never used.

Each spec case mutates one line of a copy of the real spec (the way a slip of the keyboard
would) and expects the house error `tensorplay/ops/<family>/ops.yaml:<line>: <op>: <field>:
<what is wrong>`; the extension
cases copy the package to a scratch folder and change its C source after the build."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from codegen.spec import ROOT, SpecError, load
from codegen.spec_yaml import FAMILIES, SPEC_DIR
from tensorplay._C.source_hash import committed_hash, source_hash, stamp
from tensorplay.backends import c

EXP = "  c_kernel: {forward: exp(x)}\n"
# (name, original text, replacement, expected start of the message: line found at run time)
MUTATIONS = [
    ("c_kernel_unbalanced", EXP, "  c_kernel: {forward: 'exp(x'}\n", "exp: c_kernel: forward: 'exp(x' ends early"),
    ("c_kernel_power", EXP, "  c_kernel: {forward: 'x ** 2'}\n", "exp: c_kernel: forward: 'x ** 2' expected an operand"),
    ("c_kernel_statement", EXP, "  c_kernel: {forward: 'exp(x); system(0)'}\n",
     "exp: c_kernel: forward: 'exp(x); system(0)' is not a plain C expression"),
    ("c_kernel_unknown_function", EXP, "  c_kernel: {forward: 'expq(x)'}\n", "exp: c_kernel: forward: 'expq(x)' uses unknown name"),
    ("variants_int", "  variants: [function, method, inplace]\n  category: pointwise\n  dtype: float\n  kernel: np.exp(self)",
     "  variants: 5\n  category: pointwise\n  dtype: float\n  kernel: np.exp(self)", "exp: variants: must be a list"),
    ("category_list", "  category: pointwise\n  dtype: float\n  kernel: np.exp(self)",
     "  category: [pointwise]\n  dtype: float\n  kernel: np.exp(self)", "exp: category: must be one category name"),
    ("vmap_dim_list", "  jvp: {self: self_t * result}\n  vmap: elementwise\n",
     "  jvp: {self: self_t * result}\n  vmap: {dim: [1]}\n", "exp: vmap: dim: [1] must name an argument"),
    ("tests_samples_int", "  tests: {samples: [{self: [3, 4]}, {self: []}], domain: {self: [-3, 3]}}",
     "  tests: {samples: 5}", "exp: tests: samples: must be a list"),
    ("tests_skip_list", "  tests: {samples: [{self: [3, 4]}, {self: []}], domain: {self: [-3, 3]}}",
     "  tests: {samples: [{self: [3, 4]}], skip: [vmap]}", "exp: tests: skip: must be a map"),
    ("formula_too_many_args", "  backward: {self: grad * result}\n  # No fused",
     "  backward: {self: 'mul(grad, result, result)'}\n  # No fused", "exp: backward: mul() takes at most 2"),
    ("formula_too_few_args", "  backward: {self: grad * result}\n  # No fused",
     "  backward: {self: 'mul(grad)'}\n  # No fused", "exp: backward: mul() is missing"),
    ("formula_wrong_op_arity", "  backward: {self: grad * result}\n  # No fused",
     "  backward: {self: 'exp(grad, result)'}\n  # No fused", "exp: backward: exp() takes at most 1"),
    ("custom_rule_misspelt", "  vmap: {custom: permute}\n", "  vmap: {custom: permut}\n",
     "permute: vmap: custom: no batching rule is registered as 'permut'"),
]


def _spec_copy(tmp_path: Path) -> Path:
    """The real spec folder (every family's ops.yaml), copied under tmp_path/tensorplay/ops."""
    spec = tmp_path / "tensorplay" / "ops"
    for family in FAMILIES:
        (spec / family).mkdir(parents=True)
        shutil.copy(SPEC_DIR / family / "ops.yaml", spec / family / "ops.yaml")
    return spec


def _family_of(text: str | bytes) -> str:
    """The first family whose ops.yaml contains `text` (the one the loader reads first)."""
    for family in FAMILIES:
        data = (SPEC_DIR / family / "ops.yaml").read_bytes()
        if (text if isinstance(text, bytes) else text.encode()) in data:
            return family
    raise AssertionError(f"no family has {text!r}")


def _mutated(tmp_path: Path, old: str, new: str) -> tuple[Path, str]:
    """A spec copy with the first `old` replaced by `new`; the error prefix `<file>:<line>`."""
    family = _family_of(old)
    spec = _spec_copy(tmp_path)
    path = spec / family / "ops.yaml"
    text = path.read_text()
    at = text.index(old)
    path.write_text(text[:at] + new + text[at + len(old):])
    changed = next(i for i, (a, b) in enumerate(zip(old, new)) if a != b)
    return spec, f"tensorplay/ops/{family}/ops.yaml:{text[:at + changed].count(chr(10)) + 1}"


@pytest.mark.parametrize("name,old,new,expected", MUTATIONS, ids=[m[0] for m in MUTATIONS])
def test_a_mutated_spec_names_line_op_and_field(tmp_path, name, old, new, expected):
    spec, where = _mutated(tmp_path, old, new)
    with pytest.raises(SpecError) as info:
        load(spec)
    assert str(info.value).startswith(f"{where}: {expected}"), str(info.value)


def test_a_non_utf8_byte_is_reported_at_its_line(tmp_path):
    family = _family_of(b"- name: exp\n")
    spec = _spec_copy(tmp_path)
    path = spec / family / "ops.yaml"
    text = path.read_bytes()
    at = text.index(b"- name: exp\n")
    path.write_bytes(text[:at] + b"# caf\xe9\n" + text[at:])
    line = text[:at].count(b"\n") + 1
    with pytest.raises(SpecError, match=rf"^tensorplay/ops/{family}/ops.yaml:{line}: \?: file: byte 0xe9"):
        load(spec)


def test_an_entry_written_as_a_list_is_reported_at_its_line(tmp_path):
    family = _family_of("- name: exp\n")
    spec = _spec_copy(tmp_path)
    path = spec / family / "ops.yaml"
    text = path.read_text()
    at = text.index("- name: exp\n")
    path.write_text(text[:at] + "- [name, foo]\n\n" + text[at:])
    line = text[:at].count("\n") + 1
    with pytest.raises(SpecError, match=rf"^tensorplay/ops/{family}/ops.yaml:{line}: \?: entry: must be a map"):
        load(spec)


def test_a_broken_c_kernel_is_rejected_at_generate_time(tmp_path):
    """`python -m codegen --spec` on a spec whose C expression does not parse: the error,
    exit status 1, and no file written (so no C source reaches the compiler)."""
    spec, where = _mutated(tmp_path, EXP, "  c_kernel: {forward: 'exp(x'}\n")
    out = tmp_path / "out"
    proc = subprocess.run([sys.executable, "-m", "codegen", "--spec", str(spec), "--out", str(out)],
                          cwd=ROOT, capture_output=True, text=True)
    assert proc.returncode == 1
    assert proc.stderr.startswith(f"{where}: exp: c_kernel: forward: 'exp(x' ends early"), proc.stderr
    assert not out.exists()


def test_the_committed_c_source_carries_its_own_hash():
    text = (ROOT / "tensorplay" / "_C" / "_ops.c").read_text()
    assert stamp(text) == text, "run `make generate`: _ops.c's TP_SOURCE_HASH is out of date"
    assert source_hash(text) == committed_hash()
    assert source_hash(text + "// an edit\n") != committed_hash()


@pytest.mark.skipif(c._ext is None, reason=f"C extension unavailable: {c._import_error}")
def test_the_loaded_extension_was_built_from_the_sources_on_disk():
    assert c._ext.SOURCE_HASH == committed_hash()
    assert c._stale_build(c._ext) is None


def test_an_extension_without_the_current_hash_is_stale():
    class Old:
        SOURCE_HASH = "0" * 64
        __file__ = "_ops.so"

    class Unhashed:
        __file__ = "_ops.so"

    assert "stale build: _ops.so was compiled from sources with hash 000000000000" in c._stale_build(Old)
    assert "unhashed sources" in c._stale_build(Unhashed)


def _scratch_with_edited_source(tmp_path: Path) -> Path:
    """A copy of the package whose _ops.c changed after its extension was built."""
    scratch = tmp_path / "scratch"
    shutil.copytree(ROOT / "tensorplay", scratch / "tensorplay",
                    ignore=shutil.ignore_patterns("__pycache__"))
    ops_c = scratch / "tensorplay" / "_C" / "_ops.c"
    ops_c.write_text(ops_c.read_text() + "// edited after the build\n")
    return scratch


def _run(scratch: Path, code: str, **env) -> subprocess.CompletedProcess:
    environ = {k: v for k, v in os.environ.items() if not k.startswith("TENSORPLAY_")}
    environ.update(PYTHONPATH=str(scratch), **env)
    return subprocess.run([sys.executable, "-c", code], cwd=scratch, env=environ,
                          capture_output=True, text=True)


@pytest.mark.skipif(c._ext is None, reason=f"C extension unavailable: {c._import_error}")
def test_a_stale_extension_falls_back_to_numpy_with_one_warning(tmp_path):
    scratch = _scratch_with_edited_source(tmp_path)
    code = ("import warnings\n"
            "with warnings.catch_warnings(record=True) as w:\n"
            "    warnings.simplefilter('always')\n"
            "    import tensorplay as tp\n"
            "    tp.exp(tp.ones(10000)).sum().item()\n"
            "from tensorplay.backends import c\n"
            f"assert tp.__file__.startswith({str(scratch)!r}), tp.__file__\n"
            "stale = [x for x in w if 'stale build' in str(x.message)]\n"
            "print(len(stale), c.is_available(), c.why_unavailable())\n")
    proc = _run(scratch, code)
    assert proc.returncode == 0, proc.stderr
    count, available, why = proc.stdout.strip().split(" ", 2)
    assert (count, available) == ("1", "False"), proc.stdout
    assert why.startswith("stale build:")


@pytest.mark.skipif(c._ext is None, reason=f"C extension unavailable: {c._import_error}")
def test_a_stale_extension_fails_the_import_when_c_is_required(tmp_path):
    scratch = _scratch_with_edited_source(tmp_path)
    proc = _run(scratch, "import tensorplay", TENSORPLAY_REQUIRE_C="1")
    assert proc.returncode == 1
    assert "ImportError: TENSORPLAY_REQUIRE_C=1 but the C extension" in proc.stderr
    assert "stale build" in proc.stderr
