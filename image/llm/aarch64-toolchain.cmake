# CMake toolchain for cross-building llama-cpp-python's libraries on an x86-64 Debian host for the
# image (arm64, Debian bookworm, glibc 2.36): Debian's cross compilers (gcc-aarch64-linux-gnu,
# g++-aarch64-linux-gnu) and their sysroot /usr/aarch64-linux-gnu. Used by image/llm-wheel.sh.
set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR aarch64)
set(CMAKE_C_COMPILER aarch64-linux-gnu-gcc)
set(CMAKE_CXX_COMPILER aarch64-linux-gnu-g++)
set(CMAKE_FIND_ROOT_PATH /usr/aarch64-linux-gnu)
# programs (git, python) from the host; headers and libraries only from the target's sysroot
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
