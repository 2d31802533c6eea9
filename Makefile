# TensorPlay — every target sets up .venv on first use, so `make demo` and
# `make test` work on a fresh machine with Python 3 alone: a C compiler is optional
# (without one the library runs on NumPy) and so is PyTorch (`make test-torch` installs it).
SHELL := bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
PYTEST_ARGS ?=

.PHONY: help venv oracle generate check-generated build-ext test test-torch test-numpy lint format bench bench-ops bench-check demo docs docs-test serve clean fuzz

help: ## list the targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | sed -E 's/:.*## /\t/'
	@echo 'Needs: Python 3. A C compiler is optional (the extension only speeds up hot ops);'
	@echo 'PyTorch is optional for `make test` (the oracle tests skip) and installed by `make test-torch`.'

# setuptools >= 77 in the venv: `setup.py build_ext` reads pyproject.toml with it. The one
# warning filtered is setuptools' note that every editable install is an editable install.
$(VENV)/.installed: pyproject.toml setup.py
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip 'setuptools>=77'
	PYTHONWARNINGS='ignore:Editable installation' $(PY) -m pip install --quiet -e '.[dev]'
	touch $@

venv: $(VENV)/.installed ## create .venv with the library and its dev tools (no PyTorch)

generate: venv ## render the op spec (tensorplay/ops/*/ops.yaml) into tensorplay/ops/*/_generated.py, the C source, test tables and docs/reference/ops.md
	$(PY) -m codegen
	$(MAKE) --no-print-directory build-ext

check-generated: venv ## fail if the committed generated files differ from the spec + templates
	$(PY) -m codegen --check

build-ext: venv ## build the C extension in place; a failed build is shown (and fails under TENSORPLAY_REQUIRE_C=1)
	$(PY) setup.py --quiet build_ext --inplace 2>&1 | { grep -vE '^(running|copying|creating)' || true; }
	@$(PY) -W ignore -c "from tensorplay.backends import c; why = c.why_unavailable(); \
	print('build-ext: C extension in use' if why is None else f'build-ext: C extension NOT in use ({why}); tensorplay runs on NumPy')"

test: generate ## regenerate, then run the whole suite; without PyTorch the oracle tests skip (the browser test runs in `make docs-test`)
	$(PY) -m pytest -q -m "not browser" $(PYTEST_ARGS)

oracle: venv ## install PyTorch (CPU, pinned), the test-only oracle
	$(PY) -m pip install --quiet -e '.[oracle]'

test-torch: oracle ## install the oracle, then the whole suite with it required (a missing torch fails)
	TENSORPLAY_REQUIRE_TORCH=1 $(MAKE) --no-print-directory test

test-numpy: venv ## run the suite with the C extension disabled
	TENSORPLAY_DISABLE_C=1 $(PY) -m pytest -q -m "not browser" $(PYTEST_ARGS)

FUZZ_CASES ?= 200000
FUZZ_SEED ?= 1
fuzz: oracle ## differential fuzzer against PyTorch (FUZZ_CASES=..., FUZZ_SEED=...): report of mismatch signatures
	$(PY) -m tests.fuzz --cases $(FUZZ_CASES) --seed $(FUZZ_SEED)

lint: venv ## ruff over the whole tree
	$(PY) -m ruff check .

format: venv ## ruff format the hand-written code
	$(PY) -m ruff format codegen tensorplay tests benchmarks tutorials

bench: generate ## speed ratios against PyTorch, NumPy, HIPS autograd and mygrad (installs the bench extra)
	$(PY) -m pip install --quiet -e '.[bench]'
	$(PY) benchmarks/run.py

bench-ops: generate oracle ## per-op speed table against PyTorch (16 and 1M elements, forward and backward): writes docs/reference/op-speed.md
	$(PY) benchmarks/per_op.py --write docs/reference/op-speed.md

bench-check: generate oracle ## quick speed gate (< 1 min): ratios to PyTorch against benchmarks/baseline.json; fails if a row is > 10% worse
	$(PY) benchmarks/check.py

demo: generate ## run the flagship tutorial end to end
	$(PY) tutorials/demo.py

docs: generate ## build the site strictly (every code block runs)
	$(PY) -m pip install --quiet -e '.[docs]'
	NO_MKDOCS_2_WARNING=1 $(PY) -m mkdocs build --strict

docs-test: venv ## strict build + the headless-browser test of every page (installs chromium if missing)
	bash .ci/docs

serve: generate ## serve the site on 127.0.0.1:8000 (one build; rebuilds on edits to docs/, tutorials/, tensorplay/)
	$(PY) -m pip install --quiet -e '.[docs]'
	NO_MKDOCS_2_WARNING=1 $(PY) -m mkdocs serve -a 127.0.0.1:8000

clean: ## remove the venv, build products and caches
	rm -rf $(VENV) build site .pytest_cache .ruff_cache .hypothesis *.egg-info
	find . -name __pycache__ -prune -exec rm -rf {} +
	find tensorplay -name '*.so' -delete
