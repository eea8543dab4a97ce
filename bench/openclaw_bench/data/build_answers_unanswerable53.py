"""Fifty-third held-out set of questions the documentation cannot answer.

Prints ``answer_unanswerable_heldout53.jsonl`` (20 rows) on standard output, in
the form of ``answer_unanswerable_heldout2.jsonl``: ``answer`` null,
``relevant`` empty, ``corpus`` the domain the question belongs to (10
PostgreSQL-flavoured rows with ``corpus`` "pg", 10 kernel-flavoured rows with
``corpus`` "kernel"), ``kind`` the kind of fact asked for.

How it was written (blind): plausible questions from the same lab bench,
with subjects taken only from products, tools and projects whose names start
with a letter from A to M (the other author of this round took N to Z) --
the Akkoma option that sizes its database connection pool, the environment
variable that gives AppFlowy Cloud its PostgreSQL connection string, the key
of Atuin's server.toml that holds the database URI, the PostgreSQL
extensions Cal.com needs, the Docmost command that runs its migrations by
hand, the variable that turns on SSL for Firezone's database connection,
the command that applies Ghostfolio's schema migrations, the DB_DRIVER value
for PostgreSQL in Kanboard's config.php, what Linkwarden recommends for
faster full-text search, the variables Mealie needs for PostgreSQL; the
asusctl command for an 80% charge limit, tying a CoreCtrl profile to an
application, the SoC of the GL.iNet Flint 2, the shared memory size Frigate
wants for four cameras, where k3OS lists modules to load at boot, the SoC of
the Fairphone 5, adding an out-of-tree module on Endless OS, the Hyprland
variable for an invisible cursor on NVIDIA, the gamescope option for the
output resolution, the kernel module AmneziaWG builds -- whose key terms
were checked by grepping both corpora (PostgreSQL 15 HTML pages and Linux
6.1 ``.rst.txt`` sources, the raw files and the appliance parser's text of
them, ignoring case, as whole words) to be absent (Akkoma, AppFlowy,
"AppFlowy Cloud", Atuin, server.toml, Cal.com, Docmost, Firezone,
Ghostfolio, Prisma, Kanboard, DB_DRIVER, config.php, Linkwarden, Mealie,
asusctl, CoreCtrl, GL.iNet, "Flint 2", Frigate, k3OS, Fairphone,
"Fairphone 5", "Endless OS", Hyprland, gamescope and AmneziaWG not at all;
ROG, which the hwmon pages for ASUS boards use, was left out of the asusctl
question, and shm_size, which an ia64 page uses, out of the Frigate one),
and checked against the questions of every earlier set (the builders
``build_answers_unanswerable2.py`` to ``build_answers_unanswerable52.py``
and the answerable builders were grepped for each subject name; Metabase,
Keycloak, Hasura, Directus, Baserow, Immich, Armbian, Milk-V, Hailo and a
few more were dropped because earlier sets had asked about them; the
fifty-fourth unanswerable set and the fifty-sixth sets of this round,
written at the same time by another author, were not seen), so that none
repeats an earlier subject. The subjects are named in different ways on
purpose: capitalised product names (Akkoma, AppFlowy Cloud, Atuin, Cal.com,
Docmost, Firezone, Ghostfolio, Kanboard, Linkwarden, Mealie, CoreCtrl,
GL.iNet Flint 2, Frigate, Fairphone 5, Endless OS, Hyprland, AmneziaWG),
lower-case tool names (asusctl, gamescope, k3OS), acronyms and file names
(NVIDIA, SoC, DPI, SSL, DB_DRIVER, config.php, server.toml) and ordinary
words (the reading group's links, the gaming laptop of the field logger,
the classroom laptops).

Most questions (15 of the 20) are written the way a user tells the
situation first and then asks ("<what is going on at the bench, naming the
product, setting, tool or version>; <the question>?"): ids
``u53-akkoma-pool-size``, ``u53-appflowy-database-url``,
``u53-atuin-db-uri``, ``u53-docmost-migrations``,
``u53-firezone-database-ssl``, ``u53-kanboard-db-driver``,
``u53-linkwarden-search``, ``u53-asusctl-charge-limit``,
``u53-corectrl-app-profile``, ``u53-frigate-shared-memory``,
``u53-k3os-boot-modules``, ``u53-fairphone5-soc``,
``u53-endless-os-module``, ``u53-hyprland-nvidia-cursor`` and
``u53-amneziawg-module``. In six of them the thing the documents lack is
named only in the situation part and the question part refers to it
indirectly: ``u53-appflowy-database-url`` ("it"), ``u53-atuin-db-uri``
("its server.toml"), ``u53-firezone-database-ssl`` ("that database
connection"), ``u53-fairphone5-soc`` ("the phone"),
``u53-endless-os-module`` ("there") and ``u53-amneziawg-module`` ("that
fork"); in the other nine it is named in the question as well. The other
five (``u53-calcom-extensions``, ``u53-ghostfolio-migrations``,
``u53-mealie-postgres-variables``, ``u53-glinet-flint2-soc``,
``u53-gamescope-resolution``) are plain questions without a situation.

The fifty-first set's builder (``build_answers_unanswerable51.py``) was read
as a template for format and rules. Nothing of the answer code, of its search
or answer output, of the appliance's documentation or tests, or of the
benchmark results was opened while writing it; no git command was used; the
questions were not run through the appliance.

Usage::

    python3 build_answers_unanswerable53.py > answer_unanswerable_heldout53.jsonl
    python3 validate_answers.py answer_unanswerable_heldout53.jsonl  # with a Python that has the appliance installed

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
    # --- PostgreSQL-flavoured ------------------------------------------
    ("u53-akkoma-pool-size",
     "The lab's small fediverse server runs Akkoma with its database on db02, and under load it keeps running out of database connections; which Akkoma config option sets the size of its connection pool?",
     "setting", "pg"),
    ("u53-appflowy-database-url",
     "We're self-hosting AppFlowy Cloud for the group's shared notes and want it on our PostgreSQL 15 instead of the bundled database container; which environment variable gives it the connection string?",
     "setting", "pg"),
    ("u53-atuin-db-uri",
     "Everyone's shell history should sync through an Atuin server on the lab box, stored in the PostgreSQL on db01; which key in its server.toml holds the database URI?",
     "setting", "pg"),
    ("u53-calcom-extensions",
     "Which PostgreSQL extensions does Cal.com need installed in its database?",
     "value", "pg"),
    ("u53-docmost-migrations",
     "After upgrading Docmost on the wiki VM the pages table is missing a column; which Docmost command runs its database migrations by hand?",
     "command", "pg"),
    ("u53-firezone-database-ssl",
     "Our Firezone VPN portal keeps its data in the lab PostgreSQL, and the auditors want that traffic encrypted; which environment variable turns on SSL for that database connection?",
     "setting", "pg"),
    ("u53-ghostfolio-migrations",
     "Which command applies Ghostfolio's database schema migrations?",
     "command", "pg"),
    ("u53-kanboard-db-driver",
     "The group's task board runs Kanboard on SQLite and we're moving it to PostgreSQL on db02; which DB_DRIVER value goes into Kanboard's config.php?",
     "setting", "pg"),
    ("u53-linkwarden-search",
     "Linkwarden keeps the reading group's links and archived pages in our PostgreSQL, and searching the archived text has become slow; what does Linkwarden recommend to speed up its search?",
     "procedure", "pg"),
    ("u53-mealie-postgres-variables",
     "Which environment variables does Mealie need to use PostgreSQL instead of SQLite?",
     "setting", "pg"),
    # --- kernel-flavoured -----------------------------------------------
    ("u53-asusctl-charge-limit",
     "The gaming laptop that runs the field data logger stays plugged in all the time and should stop charging at 80% to spare its battery; which asusctl command sets that charge limit?",
     "command", "kernel"),
    ("u53-corectrl-app-profile",
     "CoreCtrl manages the fan curve and power limit of the Radeon in the render box, and it should switch to a quiet profile whenever the analysis program runs; how do I tie a CoreCtrl profile to an application?",
     "procedure", "kernel"),
    ("u53-glinet-flint2-soc",
     "Which SoC is in the GL.iNet Flint 2 router?",
     "value", "kernel"),
    ("u53-frigate-shared-memory",
     "Frigate records the four bench cameras on the NVR box and its log warns that shared memory is too small; how much shared memory does Frigate want for four 1080p cameras?",
     "value", "kernel"),
    ("u53-k3os-boot-modules",
     "The edge nodes in the greenhouse run k3OS and need the wireguard and br_netfilter modules loaded at every boot; where in the k3OS configuration do I list them?",
     "setting", "kernel"),
    ("u53-fairphone5-soc",
     "The field team wants to run a mainline kernel on their Fairphone 5 for the sensor app; which SoC does the phone use?",
     "value", "kernel"),
    ("u53-endless-os-module",
     "The classroom laptops run Endless OS, and a USB Wi-Fi stick needs an out-of-tree driver; how do I get an extra kernel module onto a system with a read-only /usr there?",
     "procedure", "kernel"),
    ("u53-hyprland-nvidia-cursor",
     "On the NVIDIA workstation we switched to Hyprland and now the mouse cursor is invisible; which environment variable does the Hyprland wiki suggest for that?",
     "setting", "kernel"),
    ("u53-gamescope-resolution",
     "Which gamescope option sets the output resolution of the nested session?",
     "command", "kernel"),
    ("u53-amneziawg-module",
     "The remote site's VPN has to get through a DPI firewall, so we're trying AmneziaWG on the gateway; which kernel module does that fork build instead of wireguard?",
     "value", "kernel"),
]


if __name__ == "__main__":
    sys.exit(unanswerable_main(UNANSWERABLE))
