"""python -m appliance: the openclaw command."""

from .cli import main

main()
