"""Pinned model files: models.lock (:mod:`.lock`), fetching the URL-pinned ones (:mod:`.fetch`), the CLI (:mod:`.cli`)."""

from .lock import (LOCK_NAME, ModelError, ModelFile, find, load_lock, lock_path, pypi_requirements, sha256_file,
                   verified_path)

__all__ = ["LOCK_NAME", "ModelError", "ModelFile", "find", "load_lock", "lock_path", "pypi_requirements",
           "sha256_file", "verified_path"]
