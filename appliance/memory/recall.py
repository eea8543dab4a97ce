"""Questions about what was noted: "what did I note about the scope?" searches the notes for "the scope".

Such a question names the memory, not the topic: its words "what did I note" match no
note, and a manual that happens to say "note" would outrank the note itself. So the
topic is taken out and searched in the notes only (the global workspace's and the
mounted namespaces'); any other question searches the notes together with the documents.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

VERB = (r"(?:note|noted|write|wrote|written|jot|jotted|remember|remembered|save|saved|say|said|tell you|told you|"
        r"put down|record|recorded)(?:\s+down)?")
PATTERNS = [
    re.compile(rf"^\s*(?:what|anything|something)\s+(?:did|do|have|had)\s+(?:i|we)\s+{VERB}\s+"
               rf"(?:about|on|regarding|for|concerning)\s+(?P<topic>.+?)\s*[?.!]*\s*$", re.I),
    re.compile(rf"^\s*(?:did|have)\s+(?:i|we)\s+{VERB}\s+(?:anything\s+)?(?:about|on|regarding|concerning)\s+"
               rf"(?P<topic>.+?)\s*[?.!]*\s*$", re.I),
    re.compile(r"^\s*what\s+do\s+you\s+(?:remember|know)\s+(?:from\s+my\s+notes\s+)?(?:about|on|regarding)\s+"
               r"(?P<topic>.+?)\s*[?.!]*\s*$", re.I),
    re.compile(r"^\s*(?:what(?:'s|\s+is)\s+in\s+)?(?:my|our|the)\s+notes\s+(?:about|on|regarding|say\s+about)\s+"
               r"(?P<topic>.+?)\s*[?.!]*\s*$", re.I),
]


SPOKEN_OPENINGS = ["what did I note about", "what did I say about", "what did I write down about",
                   "did I say anything about", "what do you remember about", "what did we note about"]
"""How questions about the notes open, for the speech recogniser's language model (the topic comes from the documents' words)."""


@dataclass(frozen=True)
class Recall:
    question: str
    topic: str
    """What is searched for in the notes."""


def recall(question: str) -> Recall | None:
    """The topic when ``question`` asks what was noted about something; None for any other question."""
    for rx in PATTERNS:
        m = rx.match(question)
        if m and m.group("topic").strip():
            return Recall(question, m.group("topic").strip())
    return None
