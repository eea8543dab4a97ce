"""The scanner sense: camera or file -> OpenCV -> tesseract -> searchable drawing text.

A drawing held under the bench camera (or an image file, or an image-only PDF)
is captured, cleaned, OCRed, its words grouped into blocks (title block,
callouts, notes, captions) and published as ``scanner.scanned``; the kernel's
ingest (:mod:`appliance.kernel.ingest`) stores each block as one slice whose
locator bbox points at the exact box on the stored original image.
"""

from __future__ import annotations

from ...errors import Failed


class ScanError(Failed):
    """A user-visible scan failure: the message is one clear line, nothing was stored."""
