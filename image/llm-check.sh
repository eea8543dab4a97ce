#!/bin/sh
# Check in the arm64 tree, under qemu-user, that the image's llama-cpp-python really runs: import it,
# load the responder's model the way the daemon finds it (models.lock's answer.model, size and sha256
# checked) and generate a few tokens. The times it prints are qemu-user emulation, not a Pi 5's.
# Usage: llm-check.sh ROOT
set -eu
root=$1
chroot "$root" env -i PATH=/usr/bin:/bin LANG=C.UTF-8 OMP_WAIT_POLICY=PASSIVE \
    /opt/openclaw/.venv/bin/python - <<'PY'
import sys
import time

t0 = time.perf_counter()
try:
    import llama_cpp
    from llama_cpp import Llama
except Exception as exc:  # noqa: BLE001 - one line, whatever broke the import
    sys.exit(f"error: llm-check: import llama_cpp failed in the image: {type(exc).__name__}: {exc}")
from appliance.config import AnswerSettings
from appliance.models import verified_path

a = AnswerSettings()
path = verified_path(a.model, a.model_profile)
t1 = time.perf_counter()
llm = Llama(model_path=str(path), n_ctx=256, n_threads=1, verbose=False)
t2 = time.perf_counter()
out = llm.create_completion("The capital of France is", max_tokens=8, temperature=0.0)
t3 = time.perf_counter()
text, n = out["choices"][0]["text"], out["usage"]["completion_tokens"]
if n < 1 or not text.strip():
    sys.exit(f"error: llm-check: {path.name} generated nothing")
print(f"llm-check: llama-cpp-python {llama_cpp.__version__} ({llama_cpp.llama_print_system_info().decode().strip()})")
print(f"llm-check: {path.name}: {n} tokens {text.strip()!r}; import {t1 - t0:.1f} s, load {t2 - t1:.1f} s, "
      f"generate {t3 - t2:.1f} s (qemu-user emulation)")
PY
