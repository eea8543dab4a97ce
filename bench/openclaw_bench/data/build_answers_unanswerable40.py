"""Fortieth held-out set of questions the documentation cannot answer.

Prints ``answer_unanswerable_heldout40.jsonl`` (20 rows) on standard output, in
the form of ``answer_unanswerable_heldout2.jsonl``: ``answer`` null,
``relevant`` empty, ``corpus`` the domain the question belongs to (10
PostgreSQL-flavoured rows with ``corpus`` "pg", 10 kernel-flavoured rows with
``corpus`` "kernel"), ``kind`` the kind of fact asked for.

How it was written (blind): plausible questions from the same lab bench,
with subjects taken only from products, tools and projects whose names start
with the letters N to Z (the round-41 author, writing at the same time, took
A to M) -- the osm2pgsql option that sizes its node cache, the default port
of the Steampipe service, the Wireshark display filter for PostgreSQL
messages, the PostgreSQL version of Rocky Linux 9's AppStream, the value of
load_balance_hosts (PostgreSQL 16's libpq) that picks a host at random, the
plugin_name of HashiCorp Vault's database secrets engine for PostgreSQL, the
PostgreSQL wire port of QuestDB, the URL scheme of r2dbc-postgresql, the
timescaledb function that schedules refreshes of a continuous aggregate,
the environment variable that makes Spilo back up with WAL-G; the
environment variable that gives Qt's eglfs platform a KMS output
configuration, the weston.ini key that rotates an output, the ykman command
that switches the OTP application off, the key that quits pyserial's
miniterm, the kernel of openSUSE Leap 15.6, the default port of Xilinx
hw_server, the rkdeveloptool command that writes an image, the sunxi-fel
command that loads U-Boot over USB, the obmcutil command that powers the
host on from OpenBMC, the platformio.ini option for the serial monitor's
baud rate -- whose key terms were checked by grepping both corpora
(PostgreSQL 15 HTML pages with the release notes, Linux 6.1 ``.rst.txt``
sources, ignoring case) to be absent or present only as an ordinary word or
in passing without the asked-for fact ("Weston" only in passing in the GPU
to-do list, "Vivado" only in the CTU CAN FD driver's page without hw_server,
"Wireshark" only in passing in three networking pages, "YubiKey" only in
the maintainers' PGP guide without ykman, "sunxi", "Allwinner", "Rockchip"
and "U-Boot" only for SoC lists and boot loaders in general, "openSUSE"
without Leap 15.6, "BMC" without OpenBMC; osm2pgsql, OpenStreetMap,
Steampipe, "display filter", Rocky Linux, AppStream, load_balance_hosts,
HashiCorp, "secrets engine", postgresql-database-plugin, QuestDB, R2DBC,
timescaledb, hypertable, "continuous aggregate",
add_continuous_aggregate_policy, Spilo, WAL-G, WAL-E, eglfs, QT_QPA, ykman,
miniterm, serial.tools, hw_server, rkdeveloptool, maskrom, RK3588,
sunxi-fel, OpenBMC, obmcutil, PlatformIO's monitor_speed and ESP32 not at
all). The subjects are named in different ways on purpose: capitalised
product names (Steampipe, Wireshark, Rocky Linux, HashiCorp Vault, QuestDB,
Spilo, Qt, Weston, YubiKey, Xilinx, Rockchip, OpenBMC, PlatformIO),
lower-case tool, setting and package names (osm2pgsql, load_balance_hosts,
r2dbc-postgresql, timescaledb, weston.ini, ykman, miniterm, hw_server,
rkdeveloptool, sunxi-fel, obmcutil, platformio.ini), acronyms (R2DBC,
WAL-G, OTP, FEL, BMC, KMS) and version numbers (Rocky Linux 9, PostgreSQL
16, openSUSE Leap 15.6, one question each) and ordinary words (the node
cache, the continuous aggregate, the display filter).

Most questions (16 of the 20) are written the way a user tells the
situation first and then asks ("<what is going on at the bench, naming the
product, setting, tool or version>; <the question>?"): ids
``u40-osm2pgsql-node-cache``, ``u40-steampipe-service-port``,
``u40-wireshark-pgsql-filter``, ``u40-rocky9-appstream-postgresql``,
``u40-pg16-load-balance-hosts``, ``u40-vault-database-plugin``,
``u40-r2dbc-url-scheme``, ``u40-timescaledb-cagg-policy``,
``u40-qt-eglfs-kms-config``, ``u40-weston-output-transform``,
``u40-ykman-otp-off``, ``u40-miniterm-exit``,
``u40-rkdeveloptool-write-image``, ``u40-sunxi-fel-uboot``,
``u40-obmcutil-poweron`` and ``u40-platformio-monitor-speed``. In six of
them the thing the documents lack is named only in the situation part and
the question part refers to it indirectly or not at all:
``u40-osm2pgsql-node-cache`` ("which option sets how much memory it
takes"), ``u40-steampipe-service-port`` ("on which port does that
service listen"), ``u40-wireshark-pgsql-filter`` ("which display filter"),
``u40-timescaledb-cagg-policy`` ("which function schedules the refresh"),
``u40-qt-eglfs-kms-config`` ("which environment variable") and
``u40-miniterm-exit`` ("which key combination quits it"); in the other ten
it is named in the question as well. The other four
(``u40-questdb-pg-wire-port``, ``u40-spilo-walg``,
``u40-leap156-kernel``, ``u40-xilinx-hw-server-port``) are plain
one-clause questions. None repeats a topic of the earlier unanswerable sets
(``answer_unanswerable_tune``, ``answer_unanswerable_heldout`` to
``answer_unanswerable_heldout38``) or of the other answer sets, which were
read only for that purpose (their question words were grepped for each new
subject; some products, such as TimescaleDB, PlatformIO, YugabyteDB and
PostgreSQL 16, appear in earlier sets for other facts); the thirty-seventh
and thirty-eighth sets' builders (``build_answers_unanswerable37.py``,
``build_answers_unanswerable38.py``) were read as templates for format and
rules; the thirty-ninth set and the round-41 sets, written at the same time
by another author, were not seen. Nothing of the answer code, of its
output, of the appliance's documentation or tests, or of the benchmark
results was opened while writing it; no git command was used for it; the
questions were not run through the appliance.

Usage::

    python3 build_answers_unanswerable40.py > answer_unanswerable_heldout40.jsonl
    python3 validate_answers.py answer_unanswerable_heldout40.jsonl  # with a Python that has the appliance installed

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
    ("u40-osm2pgsql-node-cache",
     "We import the state's OpenStreetMap extract into the gis database on db02 with osm2pgsql, and the machine starts swapping halfway through; which option sets how much memory it takes for its node cache?",
     "setting", "pg"),
    ("u40-steampipe-service-port",
     "A colleague runs Steampipe on the analysis laptop to query our cloud accounts with SQL, and I want to point psql at its embedded database after steampipe service start; on which port does that service listen by default?",
     "value", "pg"),
    ("u40-wireshark-pgsql-filter",
     "I captured the traffic between the ingest box and db01 on port 5432 with Wireshark to see which statements the driver really sends; which display filter keeps only the PostgreSQL protocol messages?",
     "command", "pg"),
    ("u40-rocky9-appstream-postgresql",
     "The new acquisition server runs Rocky Linux 9 and I'd rather install PostgreSQL from the distribution than from the PGDG repository; which PostgreSQL major version does Rocky Linux 9's AppStream install by default?",
     "value", "pg"),
    ("u40-pg16-load-balance-hosts",
     "The reporting app lists db03, db04 and db05 in its libpq connection string and always ends up on db03; which value of load_balance_hosts, new in PostgreSQL 16's libpq, makes it pick one of the hosts at random?",
     "setting", "pg"),
    ("u40-vault-database-plugin",
     "We want HashiCorp Vault to hand out short-lived logins for the lab database through its database secrets engine; which plugin_name goes into the connection configuration for PostgreSQL?",
     "command", "pg"),
    ("u40-questdb-pg-wire-port",
     "On which port does QuestDB's PostgreSQL wire protocol endpoint listen by default?",
     "value", "pg"),
    ("u40-r2dbc-url-scheme",
     "Our Spring WebFlux service should talk to the lab database without blocking, through the r2dbc-postgresql driver; what does an R2DBC connection URL for PostgreSQL start with?",
     "command", "pg"),
    ("u40-timescaledb-cagg-policy",
     "The hourly averages of the readings hypertable are a continuous aggregate in timescaledb, and they go stale unless somebody refreshes them by hand; which function schedules the refresh automatically?",
     "command", "pg"),
    ("u40-spilo-walg",
     "Which environment variable makes the Spilo container image take its backups with WAL-G instead of WAL-E?",
     "setting", "pg"),
    # --- kernel-flavoured -----------------------------------------------
    ("u40-qt-eglfs-kms-config",
     "The touchscreen GUI of the spectrometer is a Qt app running on eglfs, and it comes up on the wrong HDMI connector of the i.MX8 board; which environment variable points it at a JSON file that picks the output?",
     "setting", "kernel"),
    ("u40-weston-output-transform",
     "The display panel on the incubator controller is mounted in portrait and the UI runs under Weston; which key in the [output] section of weston.ini rotates it by 90 degrees?",
     "setting", "kernel"),
    ("u40-ykman-otp-off",
     "The lab's YubiKey 5 types an OTP string into the terminal whenever someone brushes against it on the bench PC; which ykman command switches the OTP application off over USB?",
     "command", "kernel"),
    ("u40-miniterm-exit",
     "I'm on the STM32 board's console with python -m serial.tools.miniterm /dev/ttyACM0 115200 and can't get out again; which key combination quits it?",
     "command", "kernel"),
    ("u40-leap156-kernel",
     "Which kernel version does openSUSE Leap 15.6 ship?",
     "value", "kernel"),
    ("u40-xilinx-hw-server-port",
     "On which TCP port does Xilinx hw_server listen by default for the Vivado hardware manager?",
     "value", "kernel"),
    ("u40-rkdeveloptool-write-image",
     "The Rockchip RK3588 board is in maskrom mode on the USB cable and I want to write the new Debian image to its eMMC from the Linux PC; which rkdeveloptool command writes the image starting at sector 0?",
     "command", "kernel"),
    ("u40-sunxi-fel-uboot",
     "Our Allwinner H3 board drops into FEL mode when the SD card is out; which sunxi-fel command loads U-Boot over USB and starts it?",
     "command", "kernel"),
    ("u40-obmcutil-poweron",
     "The rack server in the lab runs OpenBMC and I'm logged into the BMC over SSH; which obmcutil command powers the host on?",
     "command", "kernel"),
    ("u40-platformio-monitor-speed",
     "The ESP32 sensor node prints at 115200 baud but pio device monitor shows garbage at its default speed; which option in platformio.ini sets the serial monitor's baud rate?",
     "setting", "kernel"),
]


if __name__ == "__main__":
    sys.exit(unanswerable_main(UNANSWERABLE))
