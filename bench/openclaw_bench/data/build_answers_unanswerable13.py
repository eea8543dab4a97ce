"""Thirteenth held-out set of questions the documentation cannot answer.

Prints ``answer_unanswerable_heldout13.jsonl`` (20 rows) on standard output, in
the form of ``answer_unanswerable_heldout2.jsonl``: ``answer`` null,
``relevant`` empty, ``corpus`` the domain the question belongs to (10
PostgreSQL-flavoured rows with ``corpus`` "pg", 10 kernel-flavoured rows with
``corpus`` "kernel"), ``kind`` the kind of fact asked for.

How it was written (blind): plausible questions from the same lab bench --
setting up Bucardo multi-master sync, pg_activity's blocking-queries view,
what PGDG stands for, the md5_password_warnings setting of PostgreSQL 18,
an autovacuum_vacuum_max_threshold setting that PostgreSQL 15 does not
have, requiring SSL in Tableau Desktop's connection dialog, a sqlfluff capitalisation rule,
a pg_timetable chain, the server posting to a Slack channel by itself, a
psql key to clear the screen, an nvidia-smi power limit, a
vm.swap_readahead_kb sysctl that does not exist, the BPF token of Linux
6.9, what SBAT stands for in shim, undoing powertop --auto-tune, USB boot
order in rpi-eeprom-config, a TLP setting for USB autosuspend, the lazy
preemption mode of later kernels, Wi-Fi dropping while the microwave runs,
and the sample rate of a Measurement Computing DAQ -- whose key terms were
checked by grepping both corpora (PostgreSQL 15 HTML pages, Linux 6.1
``.rst.txt`` sources) to be absent or present only as a name or an ordinary
word without the asked-for fact (Bucardo is only named as an example of a
replication type, powertop only in a quoted mail, "slack" and "TLP" only
in other senses). The subjects are named in different ways on purpose:
distinctive product names, ordinary English words, version numbers,
acronyms, third-party tools and settings or features that PostgreSQL 15
and Linux 6.1 do not have. None repeats a topic of the earlier
unanswerable sets (``answer_unanswerable_tune``,
``answer_unanswerable_heldout`` to ``answer_unanswerable_heldout12``), which
were read only for that purpose; the twelfth set's builder
(``build_answers_unanswerable12.py``) was read as the template for format
and rules. Nothing of the answer code, of its output, of the appliance's
documentation or tests, or of the benchmark results was opened while
writing it; the questions were not run through the appliance.

Usage::

    python3 build_answers_unanswerable13.py > answer_unanswerable_heldout13.jsonl
    python3 validate_answers.py answer_unanswerable_heldout13.jsonl  # with a Python that has the appliance installed

The validator must exit 0. A held-out set: score it once.
"""

from __future__ import annotations

import os
import sys

# Importing the shared rows must not leave a __pycache__ beside the data.
sys.dont_write_bytecode = True
# The shared module sits beside this script; find it from any directory.
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from answer_set_rows import Unanswerable, unanswerable_main  # noqa: E402

# (id, query, kind, corpus)
UNANSWERABLE: list[Unanswerable] = [
    # --- PostgreSQL-flavoured -------------------------------------------
    ("u13-bucardo-setup",
     "How do I set up Bucardo so that both lab servers accept writes and sync their changes to each other?",
     "procedure", "pg"),
    ("u13-pg-activity-blocking",
     "Which key in pg_activity switches the screen to show only the queries that are blocking others?",
     "command", "pg"),
    ("u13-pgdg-acronym",
     "The package versions from apt.postgresql.org end in pgdg; what does PGDG stand for?",
     "definition", "pg"),
    ("u13-pg18-md5-warnings",
     "After we move to PostgreSQL 18, what does md5_password_warnings do when a role still has an MD5 password?",
     "definition", "pg"),
    ("u13-autovacuum-max-threshold",
     "What is the default of autovacuum_vacuum_max_threshold, and will it cap the scale factor on our billion-row readings table?",
     "value", "pg"),
    ("u13-tableau-ssl",
     "The analysts use Tableau Desktop on their laptops; where in Tableau's connection dialog do I make it insist on SSL when it talks to the lab database?",
     "procedure", "pg"),
    ("u13-sqlfluff-capitalisation",
     "Which sqlfluff rule complains about our lowercase keywords, and how do I make it want upper case for the postgres dialect?",
     "setting", "pg"),
    ("u13-pg-timetable-chain",
     "How do I schedule a nightly chain of three SQL tasks with pg_timetable?",
     "procedure", "pg"),
    ("u13-slack-notify",
     "Can the database post a message to our Slack channel by itself when the nightly import fails, and where do I put the webhook?",
     "procedure", "pg"),
    ("u13-psql-clear-screen",
     "Which key combination or backslash command clears the screen in psql without leaving the session?",
     "command", "pg"),
    # --- kernel-flavoured -----------------------------------------------
    ("u13-nvidia-smi-power-limit",
     "Which nvidia-smi option lowers the power limit of the GPU in the analysis workstation to 250 W?",
     "command", "kernel"),
    ("u13-swap-readahead-kb",
     "What does vm.swap_readahead_kb default to, and should we lower it now that swap is on an SSD?",
     "value", "kernel"),
    ("u13-bpf-token",
     "How do I hand a container limited BPF rights with the BPF token that came in Linux 6.9?",
     "procedure", "kernel"),
    ("u13-sbat-acronym",
     "The shim update talks about SBAT revocations for Secure Boot; what does SBAT stand for?",
     "definition", "kernel"),
    ("u13-powertop-undo",
     "Which tunables does powertop --auto-tune change, and how do I undo them so the USB instruments stop dropping out?",
     "procedure", "kernel"),
    ("u13-rpi-eeprom-boot-order",
     "Which BOOT_ORDER value in rpi-eeprom-config makes our Raspberry Pi 4 try the USB SSD before the SD card?",
     "setting", "kernel"),
    ("u13-tlp-usb-denylist",
     "Which TLP setting keeps our USB spectrometer out of USB autosuspend on the field laptop?",
     "setting", "kernel"),
    ("u13-preempt-lazy",
     "Which boot option selects the lazy preemption mode, and from which kernel release is it available?",
     "setting", "kernel"),
    ("u13-wifi-microwave",
     "Why does the Wi-Fi on the lab laptop drop every time someone uses the microwave in the kitchen next door?",
     "reason", "kernel"),
    ("u13-mcc-daq-rate",
     "What is the maximum sample rate of the Measurement Computing USB-1608G DAQ when it runs under Linux?",
     "value", "kernel"),
]


if __name__ == "__main__":
    sys.exit(unanswerable_main(UNANSWERABLE))
