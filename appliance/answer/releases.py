"""Releases: what a release number looks like, the question that asks in which release something arrived, the
sentence that can answer it, and the question about what newer releases are said to do.

The documents of one release describe that release. A question about another one ("PostgreSQL 17"), about
when a feature came ("from which kernel release on ...?") or about what newer releases are said to have ("newer
kernels can ...") is answered by them only where they say so; these tests are what :mod:`.names` and
:mod:`.picking` decide "not found" with.
"""

from __future__ import annotations

import re

RELEASE_NUMBER = re.compile(r"\d{1,2}(?:\.\d+)*")
"""A release number as projects write them ("16", "6.7", "9.3.1"), not a model number ("630", "865G", "53c8xx")."""


_ASKS_RELEASE = re.compile(
    r"\b(?:from|since|in)\s+which\s+(?:\w+\s+)?(?:release|version)\b"
    r"|\bwhich\s+(?:\w+\s+)?(?:release|version)\s+(?:first|added|introduced|merged|gained|got)\b", re.I)
"""A question that asks when something arrived ("from which kernel release on ...?", "which kernel release first
supports ...?"), not which version a thing reports ("with which version and cipher")."""
_NAMES_RELEASE = re.compile(
    r"\b(?:Linux|kernels?|PostgreSQL|version|release|v)\s*\d+\.\d+(?:\.\d+)?\b"
    r"|\b(?:PostgreSQL|version|release)\s+\d{1,2}\b|\b\d+\.\d+(?:\.\d+)?(?:-rc\d+)?\s+(?:kernels?|release)\b", re.I)
"""A sentence that names a release ("since Linux 4.5", "kernel 2.6.39", "v5.10", "PostgreSQL 9.6", "the 4.13 kernel")."""


_NEWER_RELEASES = re.compile(
    r"\b(?:newer|more\s+recent|recent|latest)\s+(?:\w+\s+)?(?:kernels|releases|versions)\b", re.I)
"""A question that places what it asks about in releases after the user's own ("newer kernels are said to ...",
"newer PgBouncer releases can ..."), not one release the user names ("the 5.10 kernel")."""


def tells_of_newer_releases(question: str) -> bool:
    """Whether ``question`` says that what it asks about came in newer releases: documents of one release
    describe that release, and a feature the user has only heard newer ones have is one they do not."""
    return bool(_NEWER_RELEASES.search(question))


def asks_for_release(question: str) -> bool:
    """Whether ``question`` asks in which release something arrived: only a sentence that names a release answers
    it, so documents of one release that never say when a feature came cannot (:func:`names_release`)."""
    return bool(_ASKS_RELEASE.search(question))


def names_release(text: str) -> bool:
    """Whether ``text`` names a release (:data:`_NAMES_RELEASE`)."""
    return bool(_NAMES_RELEASE.search(text))
