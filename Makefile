# Two entry points (README quick start): `make demo` and `make test`.
# Each creates (once) and reuses a local virtual environment in .venv.
PY ?= python3.11
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: setup demo demo-runtime test test-all bench clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PY) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q -e '.[test,models]'
	touch $(STAMP)

setup: $(STAMP)

# The main job: compile a transformer block (attention + MLP + norms + residuals) on spyre, check it
# against the CPU, print the artifact summary and the simulated time per kernel.
demo: $(STAMP)
	HF_HUB_OFFLINE=1 $(BIN)/python -m spyre_inductor.compiler.demo_transformer

# The runtime alone (no torch): allocate, transfer, two streams with an event, the timeline.
demo-runtime: $(STAMP)
	$(BIN)/python -m spyre_runtime.demo

test: $(STAMP)
	$(BIN)/python -m pytest -q

test-all: $(STAMP)
	$(BIN)/python -m pytest -q -m ''

bench: $(STAMP)
	$(BIN)/python bench/bench_launch.py
	$(BIN)/python bench/bench_runtime.py
	$(BIN)/python bench/bench_eager.py
	$(BIN)/python -m spyre_runtime.card.bench

clean:
	rm -rf $(VENV) build *.egg-info
