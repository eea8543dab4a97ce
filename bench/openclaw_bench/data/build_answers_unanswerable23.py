"""Twenty-third held-out set of questions the documentation cannot answer.

Prints ``answer_unanswerable_heldout23.jsonl`` (20 rows) on standard output, in
the form of ``answer_unanswerable_heldout2.jsonl``: ``answer`` null,
``relevant`` empty, ``corpus`` the domain the question belongs to (10
PostgreSQL-flavoured rows with ``corpus`` "pg", 10 kernel-flavoured rows with
``corpus`` "kernel"), ``kind`` the kind of fact asked for.

How it was written (blind): plausible questions from the same lab bench -- the
read call of the pgmq message queue, running a GraphQL query with
pg_graphql, installing plv8 for JavaScript functions, the command line tools
of Postgres.app on a Mac, moving old partitions to object storage by
themselves, a login event trigger in PostgreSQL 17, checking input without
an error in PostgreSQL 16, the require_auth option of libpq 16, sorting an
array in place in PostgreSQL 18, what EAV stands for; the driver package of
a Hailo-8 accelerator, what HAMR stands for, the amd_3d_vcache driver of
Linux 6.13, Ubuntu's apparmor_restrict_unprivileged_userns sysctl, the I2C
address of a Sensirion SCD41, a CPU fan that keeps running after shutdown,
sorting by memory in nvtop, Arrow Lake support in intel_pstate, a fixed fan
speed on a Steam Deck, a firmware update of a Flipper Zero with qFlipper --
whose key terms were checked by grepping both corpora (PostgreSQL 15 HTML
pages, Linux 6.1 ``.rst.txt`` sources, as whole words, ignoring case) to be
absent or present only as a name or an ordinary word without the asked-for
fact ("S3" only as an example standby name in the replication settings and
as the ACPI sleep state, "EAV" only as the End of Active Video code of the
vivid test driver, "Sensirion" only as the maker of humidity sensors whose
hwmon drivers are documented, "AppArmor" only as a security module with no
word on Ubuntu's user namespace restriction, "intel_pstate" only without
any word on Arrow Lake, "Raspberry Pi" only as boards named by other
drivers, "fan" only for fan inputs, fan control and cooling devices, never
as a fan that runs on after the machine is off). The subjects are named in
different ways on purpose: distinctive product names, ordinary English
words, version numbers, acronyms, third-party tools and settings or features
that PostgreSQL 15 and Linux 6.1 do not have. None repeats a topic of the
earlier unanswerable sets (``answer_unanswerable_tune``,
``answer_unanswerable_heldout`` to ``answer_unanswerable_heldout22``) or of
the other answer sets, which were read only for that purpose; the
twenty-second set's builder (``build_answers_unanswerable22.py``) was read as
the template for format and rules. Nothing of the answer code, of its
output, of the appliance's documentation or tests, or of the benchmark
results was opened while writing it; no git command was run; the questions
were not run through the appliance.

Usage::

    python3 build_answers_unanswerable23.py > answer_unanswerable_heldout23.jsonl
    python3 validate_answers.py answer_unanswerable_heldout23.jsonl  # with a Python that has the appliance installed

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
    ("u23-pgmq-read",
     "Which pgmq function reads the next message from our sample_jobs queue and hides it from the other workers for 30 seconds?",
     "command", "pg"),
    ("u23-pg-graphql-resolve",
     "Which pg_graphql function do I call from SQL to run a GraphQL query against the tables of our inventory schema?",
     "command", "pg"),
    ("u23-plv8-install",
     "How do I install plv8 on the lab server so colleagues can write their stored functions in JavaScript?",
     "procedure", "pg"),
    ("u23-postgres-app-path",
     "How do I put the command line tools of Postgres.app on my PATH so that psql works in Terminal on my Mac?",
     "procedure", "pg"),
    ("u23-old-partitions-object-storage",
     "Can the server move partitions of the readings table that are older than a year to cheap object storage such as S3 by itself, and which setting turns that on?",
     "setting", "pg"),
    ("u23-pg17-login-event-trigger",
     "With PostgreSQL 17, how do I create an event trigger that fires on every login, so we record who connects to the lab database?",
     "procedure", "pg"),
    ("u23-pg16-input-is-valid",
     "Which PostgreSQL 16 function tells me whether a string like '12.5x' from the CSV import would be accepted as numeric, without raising an error?",
     "command", "pg"),
    ("u23-libpq16-require-auth",
     "Which value of require_auth, new in libpq 16, makes our loader refuse to connect unless the server authenticates it with SCRAM?",
     "setting", "pg"),
    ("u23-pg18-array-sort",
     "Which function in PostgreSQL 18 sorts the elements of our tags array column directly, without unnest and array_agg?",
     "command", "pg"),
    ("u23-eav-acronym",
     "A consultant looked at our sample_metadata table and called it a classic EAV design; what does EAV stand for?",
     "definition", "pg"),
    # --- kernel-flavoured -----------------------------------------------
    ("u23-hailo8-driver",
     "Which package installs the driver for the Hailo-8 M.2 AI accelerator on the Raspberry Pi 5 that runs our camera trap?",
     "command", "kernel"),
    ("u23-hamr-acronym",
     "The new archive disks the vendor offered use HAMR recording; what does HAMR stand for?",
     "definition", "kernel"),
    ("u23-amd-3d-vcache-613",
     "Which sysfs file of the amd_3d_vcache driver in Linux 6.13 makes the scheduler prefer the CCD with the extra cache on our Ryzen 9 9950X3D workstation?",
     "setting", "kernel"),
    ("u23-apparmor-userns-ubuntu",
     "Why does our sandboxed image viewer fail to start on Ubuntu 24.04 since kernel.apparmor_restrict_unprivileged_userns is set to 1?",
     "reason", "kernel"),
    ("u23-scd41-address",
     "At which I2C address does the Sensirion SCD41 CO2 sensor in the greenhouse logger answer?",
     "value", "kernel"),
    ("u23-fan-after-shutdown",
     "Why does the CPU fan of the lab PC keep running at full speed after I have shut the machine down?",
     "reason", "kernel"),
    ("u23-nvtop-sort-memory",
     "Which key in nvtop sorts the process list of the analysis box's GPUs by memory use?",
     "command", "kernel"),
    ("u23-arrow-lake-pstate",
     "From which kernel release does intel_pstate support the Arrow Lake CPUs of our new workstations?",
     "value", "kernel"),
    ("u23-steam-deck-fan",
     "How do I keep the fan of the Steam Deck we use as a portable data viewer at a fixed speed from Linux?",
     "procedure", "kernel"),
    ("u23-qflipper-update",
     "Which qFlipper command updates the firmware of our Flipper Zero from the Linux lab PC?",
     "command", "kernel"),
]


if __name__ == "__main__":
    sys.exit(unanswerable_main(UNANSWERABLE))
