"""What an acronym stands for: the question that asks it, the words that spell it out, and the answer's lead."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from appliance.answer.acronyms import asked_acronym, expansion
from appliance.answer.evidence import Evidence
from appliance.answer.facts import asks_for, offer, span
from appliance.answer.picking import first_line, pick, render
from appliance.answer.pipeline import Answerer
from appliance.config import Settings
from appliance.conversation import ConversationService
from appliance.events import EventBus
from appliance.kernel.indexer import index
from appliance.kernel.search import Hit
from appliance.kernel.slices import Locator, Slice
from appliance.mounts import MountManager


@pytest.mark.parametrize("question, acronym", [
    ("our new workstation builds on CPPC; what does CPPC stand for?", "CPPC"),
    ("the x86 docs have a page on TDX guests; what is TDX?", "TDX"),
    ("trusted keys can be sealed by a TEE on our ARM board; what is a TEE?", "TEE"),
    ("what does RAS stand for in the admin guide?", "RAS"),
    ("/proc/cpuinfo lists sve among the features; what does sve stand for?", "sve"),
    ("the concurrency chapter keeps saying MVCC; what does it stand for?", "MVCC"),
    ("the backup chapter talks about PITR; what does that abbreviation mean?", "PITR"),
    ("What is the default port?", None),
    ("what is Smack?", None),  # one capital: a name, not an acronym
    ("the 6.1 debugging options include KMSAN; what is it?", None),
    ("MVCC keeps old rows around; how do I reclaim their space?", None),
])
def test_the_acronym_a_question_asks_to_have_spelled_out(question: str, acronym: str | None) -> None:
    assert asked_acronym(question) == acronym


@pytest.mark.parametrize("acronym, sentence, spelled", [
    ("TDX", "Intel's Trust Domain Extensions (TDX) protect confidential guest VMs.", "Trust Domain Extensions"),
    ("MITM", "Man-in-the-middle (MITM)", "Man-in-the-middle"),
    ("SGX", "Software Guard eXtensions (SGX) is a hardware feature.", "Software Guard eXtensions"),
    ("RAS", "Reliability, Availability and Serviceability (RAS) is a concept used on servers.",
     "Reliability, Availability and Serviceability"),
    ("ASoC", "ASoC stands for ALSA System on Chip.", "ALSA System on Chip"),
    ("CXL", "Compute Express Link (CXL) is an interconnect.", "Compute Express Link"),
    ("UBI", 'UBI stands for "Unsorted Block Images".', "Unsorted Block Images"),
    # initials that happen to fit, in lower-case prose far from the acronym, spell nothing out
    ("TT", "The target takes the tag from the table.", None),
    ("IMA", "Device mapper plays a role in integrity measurement and attestation.", None),
    ("TDX", "TDX guests run under the TDX module.", None),
    ("DST", "Time zones such as EST5EDT, CST6CDT, MST7MDT are built in.", None),  # capitals inside capitals
])
def test_the_words_that_spell_out_an_acronym(acronym: str, sentence: str, spelled: str | None) -> None:
    assert expansion(acronym, sentence) == spelled


def test_the_expansion_leads_the_answer() -> None:
    q = "perf on our arm64 board offers a TRBE sink for CPU trace; what is TRBE?"
    s = "The Trace Buffer Extension (TRBE) is a percpu hardware which captures in system memory the CPU traces."
    o = offer(s, q)
    assert o.expansion == "Trace Buffer Extension"
    assert span(asks_for(q), s, o) == "Trace Buffer Extension"


def test_the_sentence_that_spells_it_out_is_quoted_first() -> None:
    """Among sentences that all name the acronym, the one that spells it out leads, although the others share
    more of the question's words."""
    q = "the DRM docs keep talking about GEM objects and GEM handles; what does GEM stand for?"
    text = ("To create a GEM object, a driver allocates memory for an instance of its specific GEM object type. "
            "GEM handles are local to a DRM file. "
            "The Graphics Execution Manager (GEM) is a memory manager for the DRM subsystem.")
    ev = Evidence.of(Hit(Slice("a1", "drm-mm.rst.txt", "text/plain", text, Locator("drm-mm.rst.txt", lines=(1, 3))),
                         1.0, {}, ""))
    answer = render(pick(q, [ev]))
    assert "Graphics Execution Manager" in first_line(answer)


KERNEL = Path("/usr/share/doc/linux-doc-6.1/html/_sources")
PECI_FILES = [KERNEL / "hwmon/peci-cputemp.rst.txt", KERNEL / "hwmon/peci-dimmtemp.rst.txt", KERNEL / "peci/peci.rst.txt"]


def test_the_page_that_spells_it_out_is_found_though_the_situation_points_elsewhere(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The question's situation (a hwmon driver, temperatures) matches the hwmon pages best; the PECI page that
    spells the acronym out shares little else with it. Reading only the best three hits, the answer finds the
    expansion because the acronym is also looked up alone."""
    missing = [str(f) for f in PECI_FILES if not f.is_file()]
    if missing:
        pytest.skip(f"documentation packages not installed: {', '.join(missing)}")
    monkeypatch.setenv("OPENCLAW_HOME", str(tmp_path))
    assert index(PECI_FILES, "docs", Settings()).count("indexed") == len(PECI_FILES)
    s = Settings()
    s = replace(s, answer=replace(s.answer, quote_hits=3))
    q = "the hwmon driver for our Xeon's temperatures talks over PECI; what does PECI stand for?"
    manager = MountManager(s, EventBus()).start()
    try:
        manager.mount("docs", "hand")
        found = manager.search(q, 3, namespaces=["docs"])
        assert "peci.rst.txt" not in {Path(h.slice.source_path).name for h in found.hits}
        r = ConversationService(s, EventBus(), manager, Answerer(s, use_llm=False)).ask(
            q, namespace="docs", use_llm=False, origin="test", k=3)
    finally:
        manager.close()
    assert "Platform Environment Control Interface" in first_line(r.answer)
    assert set(r.cited) <= set(r.context_ids)
