#!/bin/sh
# Build llama-cpp-python (the `llm` extra; PyPI has only its sdist) as an aarch64 wheel for the
# image, cross-compiled on this x86-64 host, into OUT_DIR (a cache: a second build reuses the wheel).
#   1. the sdist at the version LLM_LOCK pins, checked against the lock's sha256 (refused otherwise)
#   2. a build venv from llm/build.lock (scikit-build-core, wheel; hash-checked, offline after)
#   3. `pip wheel` with llm/aarch64-toolchain.cmake and Debian's aarch64 cross compilers: no
#      -march=native, the Cortex-A76 baseline (GGML_CPU_ARM_ARCH), OpenMP from the cross libgomp
#      (the image has libgomp1); the multimodal library (mtmd) is not built: the appliance is text-only
#   4. the wheel retagged py3-none-linux_aarch64 (it holds no CPython extension: the Python part
#      loads libllama.so / libggml*.so through ctypes), every .so checked to be aarch64 code
#   5. OUT_DIR/requirements-llm.lock (llm-lock.sh): LLM_LOCK with llama-cpp-python's sdist hash
#      replaced by the built wheel's sha256, so the image installs it with `pip --require-hashes`
# Usage: llm-wheel.sh LLM_LOCK OUT_DIR
set -eu
lock=$1; out=$2
here=$(cd "$(dirname "$0")" && pwd)
arch=${LLM_ARM_ARCH:-armv8.2-a+dotprod+fp16}
cmake_args="-DCMAKE_TOOLCHAIN_FILE=$here/llm/aarch64-toolchain.cmake -DGGML_NATIVE=OFF -DGGML_CPU_ARM_ARCH=$arch -DGGML_OPENMP=ON -DLLAVA_BUILD=OFF"

# the pin: `llama-cpp-python==VERSION \` then its `--hash=sha256:...` lines
version=$(sed -n 's/^llama-cpp-python==\([^ ]*\) .*/\1/p' "$lock")
[ -n "$version" ] || { echo "error: llm-wheel: $lock pins no llama-cpp-python (run make lock)" >&2; exit 1; }
hashes=$(awk '/^llama-cpp-python==/ { on = 1; next } /^[A-Za-z0-9]/ { on = 0 } on && /--hash=sha256:/ { sub(/.*--hash=sha256:/, ""); sub(/[ \\]*$/, ""); print }' "$lock")
wheel=$out/llama_cpp_python-$version-py3-none-linux_aarch64.whl
sdist=$out/llama_cpp_python-$version.tar.gz
key=$(printf '%s\n' "$hashes" "$cmake_args" | sed "s|$here|image|g" | sha256sum | cut -c1-64)

tools=$out/tools
build_venv() {  # the build backend, from llm/build.lock (hash-checked), once
    if [ "$(cat "$tools/.lock-sha256" 2>/dev/null)" != "$(sha256sum < "$here/llm/build.lock")" ]; then
        rm -rf "$tools"
        python3 -m venv "$tools"
        "$tools/bin/pip" install --isolated --disable-pip-version-check -q --require-hashes --only-binary=:all: -r "$here/llm/build.lock"
        sha256sum < "$here/llm/build.lock" > "$tools/.lock-sha256"
    fi
}

mkdir -p "$out"
out=$(cd "$out" && pwd)
wheel=$out/$(basename "$wheel"); sdist=$out/$(basename "$sdist"); tools=$out/tools
if [ -e "$wheel" ] && [ "$(cat "$wheel.key" 2>/dev/null)" = "$key" ]; then
    "$here/llm-lock.sh" "$lock" "$wheel" > "$out/requirements-llm.lock"
    echo "llm-wheel: $(basename "$wheel") cached ($(du -h "$wheel" | cut -f1))"
    exit 0
fi

if [ ! -e "$sdist" ]; then
    build_venv
    printf 'llama-cpp-python==%s%s\n' "$version" "$(printf ' --hash=sha256:%s' $hashes)" > "$out/sdist.req"
    "$tools/bin/pip" download --isolated --disable-pip-version-check -q --no-deps --no-binary :all: \
        --require-hashes -r "$out/sdist.req" -d "$out"
fi
got=$(sha256sum "$sdist" | cut -c1-64)
if ! printf '%s\n' $hashes | grep -qx "$got"; then
    echo "error: llm-wheel: $sdist has sha256 $got, not the one $lock pins: delete it and run again" >&2
    exit 1
fi

for tool in aarch64-linux-gnu-gcc aarch64-linux-gnu-g++ cmake file; do
    command -v "$tool" >/dev/null || { echo "error: llm-wheel: $tool not found (apt-get install gcc-aarch64-linux-gnu g++-aarch64-linux-gnu cmake file)" >&2; exit 1; }
done
build_venv

work=$(mktemp -d "$out/work.XXXXXX")
trap 'rm -rf "$work"' EXIT
# the sources at one path, so that the kept CMake build folder still matches them
rm -rf "$out/src"
mkdir "$out/src"
tar -xzf "$sdist" -C "$out/src"
# the CMake build folder is kept until a wheel comes out: a failed run resumes where it stopped
CMAKE_ARGS=$cmake_args CMAKE_BUILD_PARALLEL_LEVEL=${CMAKE_BUILD_PARALLEL_LEVEL:-2} \
    "$tools/bin/pip" wheel --isolated --disable-pip-version-check -q --no-deps --no-build-isolation --no-index \
    --config-settings=build-dir="$out/cmake-build" -w "$work/dist" "$out/src/llama_cpp_python-$version"
built=$(ls "$work"/dist/llama_cpp_python-"$version"-*.whl)
tagged=$("$tools/bin/python" -m wheel tags --remove --platform-tag linux_aarch64 "$built")
[ "$tagged" = "$(basename "$wheel")" ] || { echo "error: llm-wheel: built $(basename "$built"), tagged $tagged, not $(basename "$wheel")" >&2; exit 1; }
mkdir "$work/check"
(cd "$work/check" && python3 -m zipfile -e "$work/dist/$(basename "$wheel")" .)
libs=$(find "$work/check" -name '*.so*' -type f)
[ -n "$libs" ] || { echo "error: llm-wheel: the built wheel holds no shared library" >&2; exit 1; }
for so in $libs; do
    file -b "$so" | grep -q 'ARM aarch64' || { echo "error: llm-wheel: $(basename "$so") is not aarch64: $(file -b "$so")" >&2; exit 1; }
done
rm -f "$out"/llama_cpp_python-*.whl "$out"/llama_cpp_python-*.whl.key
mv "$work/dist/$(basename "$wheel")" "$wheel"
echo "$key" > "$wheel.key"
"$here/llm-lock.sh" "$lock" "$wheel" > "$out/requirements-llm.lock"
rm -rf "$out/cmake-build" "$out/src"
echo "llm-wheel: $(basename "$wheel") built ($(du -h "$wheel" | cut -f1); $(echo "$libs" | wc -l) aarch64 libraries: $(for so in $libs; do basename "$so"; done | paste -sd' ' -))"
