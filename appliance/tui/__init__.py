"""The Textual TUI for the attached screen (``openclaw tui``)."""
