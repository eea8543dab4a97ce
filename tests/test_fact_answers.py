"""Answers that carry the asked-for fact first: the fact picker over a real index of real documents.

A few real pages (PostgreSQL's lock settings, the kernel's squashfs and kref docs) are
indexed with the real embedder; questions go through the conversation service as any
face asks them. The ``words`` picker (the earlier one) answers the same questions on the
same index, so each test also shows what the change is about.
"""

from __future__ import annotations

import shutil
import time
from dataclasses import replace
from pathlib import Path
from typing import Iterator

import pytest

from appliance.answer.facts import asks_for, offer, span, term_of
from appliance.answer.grounding import NOT_FOUND_TEXT, QUOTES_LABEL
from appliance.answer.picking import NEAREST_LABEL, first_line, rest_of
from appliance.answer.pipeline import Answerer
from appliance.config import Settings
from appliance.config.settings import Invalid
from appliance.conversation import ConversationService
from appliance.conversation.routing import Origin
from appliance.events import Event, EventBus
from appliance.kernel.anchors import citations
from appliance.kernel.indexer import index
from appliance.mounts import MountManager
from appliance.text import name_phrases, proper_terms

PG = Path("/usr/share/doc/postgresql-doc-15/html")
KERNEL = Path("/usr/share/doc/linux-doc-6.1/html/_sources")
FILES = [PG / "runtime-config-locks.html", KERNEL / "filesystems/squashfs.rst.txt", KERNEL / "core-api/kref.rst.txt",
         KERNEL / "admin-guide/cgroup-v2.rst.txt"]


def _settings(picker: str = "fact", entry_meaning: bool | None = None, reader: bool | None = None) -> Settings:
    """The default settings but for the picker (and entry meaning and the reader, when given)."""
    s = Settings()
    meaning = s.answer.entry_meaning if entry_meaning is None else entry_meaning
    reads = s.answer.reader if reader is None else reader
    return replace(s, answer=replace(s.answer, picker=picker, entry_meaning=meaning, reader=reads))


@pytest.fixture(scope="module")
def mounts(tmp_path_factory: pytest.TempPathFactory) -> Iterator[MountManager]:
    missing = [str(f) for f in FILES if not f.is_file()]
    if missing:
        pytest.skip(f"documentation packages not installed: {', '.join(missing)}")
    home = tmp_path_factory.mktemp("fact-home")
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("OPENCLAW_HOME", str(home))
        assert index(FILES, "docs", Settings()).count("indexed") == len(FILES)
        manager = MountManager(Settings(), EventBus()).start()
        manager.mount("docs", "hand")
        manager.pin("docs")  # spoken questions search the preferred namespace
        yield manager
        manager.close()


def _service(mounts: MountManager, picker: str = "fact", bus: EventBus | None = None,
             entry_meaning: bool | None = None, reader: bool | None = None) -> ConversationService:
    settings = _settings(picker, entry_meaning, reader)
    return ConversationService(settings, bus or EventBus(), mounts, Answerer(settings, use_llm=False))


def _ask(service: ConversationService, question: str):  # noqa: ANN202 -- AnswerResult
    return service.ask(question, namespace="docs", use_llm=False, origin="test")


def test_the_answer_leads_with_the_setting_its_entry_names(mounts: MountManager) -> None:
    """The description of deadlock_timeout never says its name: the definition-list line above it does.
    The fact picker leads with that name, anchored to the slice it came from."""
    q = "Which setting decides how long to wait on a lock before checking for a deadlock?"
    r = _ask(_service(mounts), q)
    head = first_line(r.answer)
    assert r.path == "extractive" and "deadlock_timeout" in head
    assert r.answer.startswith(QUOTES_LABEL) and citations(head) == [r.cited[0]]
    assert set(r.cited) <= set(r.context_ids)
    before = _ask(_service(mounts, "words"), q)
    assert "deadlock_timeout" not in first_line(before.answer)


def test_a_sentence_of_an_entry_that_never_names_it_leads_with_the_entry(mounts: MountManager) -> None:
    """A question that asks for no kind of fact, answered by a setting's description that never says the
    setting's name: the name of its definition-list entry leads, anchored to the sentence's slice, then the
    sentence itself."""
    r = _ask(_service(mounts), "Can the server give up sooner on a lock wait and look for a deadlock, or does that "
                               "cost a lot?")
    head, rest = first_line(r.answer), rest_of(r.answer)
    assert head.startswith('> "deadlock_timeout"') and citations(head) == [r.cited[0]]
    assert "deadlock_timeout" not in rest.splitlines()[0]  # the sentence follows, and does not say the name


def test_the_entry_leads_only_where_no_span_carries_the_fact_and_the_question_does_not_name_it() -> None:
    from appliance.answer.evidence import Evidence
    from appliance.answer.picking import Weights, pick
    from appliance.kernel.search import Hit
    from appliance.kernel.slices import Locator, Slice

    text = ("temp_file_limit (integer)\n\nSpecifies the maximum amount of disk space that a process can use for "
            "temporary files, such as sort and hash temporary files.")
    hit = Hit(Slice("t", "runtime-config-resource.html", "text/html", text,
                    Locator("runtime-config-resource.html", lines=(1, 2))), 1.0, {}, "", namespace="docs")
    ev = [Evidence.of(hit)]
    q = "a runaway query filled the disk with temp sort files, can I cap the temporary file space one process uses?"
    assert pick(q, ev).lead == "temp_file_limit"
    assert pick(q, ev, weights=Weights(entry_lead=False)).lead is None
    assert pick("what does temp_file_limit cap for temporary files of a process?", ev).lead is None


def test_the_program_the_question_asks_for_leads(mounts: MountManager) -> None:
    r = _ask(_service(mounts), "Which program creates a squashfs image?")
    assert "mksquashfs" in first_line(r.answer) and len(first_line(r.answer)) < 60
    assert len([line for line in r.answer.splitlines() if line.startswith("> ")]) <= 4  # the span, then <= 3 sentences


@pytest.mark.parametrize("question, words_lead, meaning_lead", [
    ("Which cgroup v2 file sets the CPU bandwidth a group may use?", "cpu.stat", "cpu.max"),
    ("Which setting limits how many locks one transaction may hold?", "max_pred_locks_per_relation",
     "max_locks_per_transaction"),
])
def test_with_entry_meaning_the_entry_closest_in_meaning_leads(mounts: MountManager, question: str, words_lead: str,
                                                               meaning_lead: str) -> None:
    """Words alone lead with an entry that shares the question's words (cpu.stat's "usage_usec ...
    bandwidth"; the per-relation predicate-lock limit, whose sentence "negative values mean
    max_pred_locks_per_transaction divided by ..." shares most); the search embedder on the best
    entries whole finds the one whose description means what is asked. The answer reader is off: this is entry meaning alone (the
    reader, on by default, moves the predicate-lock limit back to the top for the second question)."""
    on = _ask(_service(mounts, entry_meaning=True, reader=False), question)
    head = first_line(on.answer)
    assert on.path == "extractive" and f'"{meaning_lead}"' in head
    assert citations(head) == [on.cited[0]] and set(on.cited) <= set(on.context_ids)
    assert f'"{words_lead}"' in first_line(_ask(_service(mounts, entry_meaning=False, reader=False), question).answer)


def test_an_entry_is_its_name_and_all_its_units() -> None:
    from appliance.answer.entries import entry_text
    from appliance.answer.evidence import Evidence
    from appliance.kernel.search import Hit
    from appliance.kernel.slices import Locator, Slice

    text = "work_mem (integer)\n\nSets the memory of a sort. It is per operation.\n\ntemp_buffers (integer)\n\nSets buffers."
    ev = Evidence.of(Hit(Slice("s1", "a.html", "text/html", text, Locator("a.html", lines=(1, 7))), 1.0, {}, ""))
    assert entry_text(ev, "work_mem") == "work_mem work_mem (integer) Sets the memory of a sort. It is per operation."
    assert entry_text(ev, "temp_buffers").endswith("Sets buffers.") and "sort" not in entry_text(ev, "temp_buffers")


def test_an_english_question_is_not_answered_with_a_translation() -> None:
    """The kernel docs carry Chinese translations of English pages; both share the identifiers."""
    from appliance.answer.evidence import Evidence
    from appliance.answer.picking import pick
    from appliance.kernel.search import Hit
    from appliance.kernel.slices import Locator, Slice

    zh = "通常，Oops文本由klogd从内核缓冲区读取，然后交给 ``syslogd`` ，后者将其写入 syslog文件。"
    en = "Sometimes ``klogd`` dies, in which case you can run ``dmesg > file`` to read the kernel buffers."
    hits = [Hit(Slice(i, f"{i}.rst.txt", "text/plain", t, Locator(f"{i}.rst.txt", lines=(1, 1))), 1.0, {}, "")
            for i, t in (("zh", zh), ("en", en))]
    picked = pick("Which daemon writes the Oops text to the syslog file after klogd reads it?",
                  [Evidence.of(h) for h in hits])
    assert picked.quotes and all(q.slice.id == "en" for q in picked.quotes)
    assert pick("klogd 从内核缓冲区读取什么？", [Evidence.of(h) for h in hits]).quotes[0].slice.id == "zh"


def test_a_question_about_something_the_documents_never_name_is_not_found(mounts: MountManager) -> None:
    """bcachefs occurs nowhere in the evidence: "not found", and the nearest sections to open, anchored;
    the earlier picker quotes loosely related sentences instead."""
    q = "How do I convert a squashfs image into a bcachefs filesystem?"
    r = _ask(_service(mounts), q)
    assert r.path == "not-found" and "bcachefs" in r.reason
    lines = r.answer.splitlines()
    assert lines[0] == NOT_FOUND_TEXT and lines[1] == NEAREST_LABEL and len(lines) >= 3
    assert r.cited and set(r.cited) <= set(r.context_ids) and citations(r.answer) == r.cited
    assert _ask(_service(mounts, "words"), q).path == "extractive"


def test_voice_reads_the_first_line_and_more_reads_the_rest(mounts: MountManager) -> None:
    """A spoken answer is its first line and the offer of more; "more" from the same voice session reads the rest."""
    if not shutil.which("espeak-ng"):
        pytest.skip("apt-get install espeak-ng")
    from appliance.faces.speech import OFFER_MORE, Speaker, SpeechOutput

    bus = EventBus()
    spoken: list[Event] = []
    bus.subscribe(spoken.append, "speech.started")
    face = SpeechOutput(bus, Speaker()).attach()
    service = _service(mounts, bus=bus)
    try:
        turn = service.handle("Which program creates a squashfs image?", Origin("voice"))
        _wait(lambda: len(spoken) == 1)
        more = service.handle("tell me more", Origin("voice"))
        _wait(lambda: len(spoken) == 2)
    finally:
        face.close()
    answer = turn.result.answer
    assert spoken[0].data["text"].startswith("mksquashfs") and spoken[0].data["text"].endswith(OFFER_MORE)
    assert more.kind == "intent" and more.command["name"] == "more"
    assert more.result.answer == rest_of(answer) and rest_of(answer)
    assert "mksquashfs program must be used" in spoken[1].data["text"]


def _wait(cond, timeout: float = 60.0) -> None:  # noqa: ANN001
    deadline = time.monotonic() + timeout
    while not cond():
        assert time.monotonic() < deadline
        time.sleep(0.05)


def test_what_a_question_asks_for_and_what_a_sentence_offers() -> None:
    assert asks_for("Which setting limits how many clients can connect?") == "setting"
    assert asks_for("Which tool sets the I/O priority of a process?") == "command"
    assert asks_for("How big can the payload of a NOTIFY message be?") == "value"
    assert asks_for("Why is it dangerous to turn fsync off?") == "reason"
    assert term_of("work_mem (integer)") == "work_mem" and term_of("The default is 4MB.") is None
    q = "What values can vm.swappiness take?"
    s = "At 100, the VM assumes equal IO cost; it accepts values between 0 and 200."
    assert span(asks_for(q), s, offer(s, q)) == "it accepts values between 0 and 200"
    assert proper_terms("Which mount option does bcachefs use on a PowerEdge R740, and isn't vacuum enough?") == [
        "bcachefs", "PowerEdge", "R740"]


def test_a_how_do_i_question_about_an_amount_asks_for_a_way() -> None:
    """"How do I find out how much ..." wants the function that tells, not a number; "how much" alone wants one."""
    assert asks_for("How do I find out how much disk space a table uses?") == "procedure"
    assert asks_for("How much disk space does a table use?") == "value"
    s = "pg_total_relation_size ( regclass ) computes the total disk space used by the specified table."
    q = "How do I find out how much disk space a table uses?"
    assert span(asks_for(q), s, offer(s, q)) == "pg_total_relation_size"


def test_a_value_keeps_the_parenthesis_that_restates_it_and_a_list_number_is_no_value() -> None:
    q = "What is the default autovacuum scale factor?"
    s = "The default is 0.2 (20% of table size)."
    assert span(asks_for(q), s, offer(s, q)) == "The default is 0.2 (20% of table size)"
    long_aside = "The default is 0.2 (which most sites never change, because it works well enough for them)."
    assert span(asks_for(q), long_aside, offer(long_aside, q)) == "The default is 0.2"
    # the list's "1." numbers an item; "three modes" is what the question counts
    assert offer("KASAN has three modes:\n1.", "How many modes does KASAN have?").numbers == ["three modes"]


def test_a_value_in_parentheses_keeps_the_words_it_restates_and_a_bound_stays_with_its_value() -> None:
    q = "How often does autovacuum look at each database by default?"
    s = "The default is one minute (1min)."
    assert span(asks_for(q), s, offer(s, q)) == "The default is one minute (1min)"
    q = "How long does the kernel have to loop in kernel mode before it counts as a soft lockup?"
    s = ("A 'softlockup' is defined as a bug that causes the kernel to loop in kernel mode for more than 20 seconds "
         "(see \"Implementation\" below for details), without giving other tasks a chance to run.")
    assert span(asks_for(q), s, offer(s, q)) == "more than 20 seconds"
    s = "Each \"watch\" costs roughly 90 bytes on a 32bit kernel, and roughly 160 bytes on a 64bit one, as a rule of thumb."
    assert span("value", s, offer(s, "How much does a watch cost?")) == "Each \"watch\" costs roughly 90 bytes on a 32bit kernel"


@pytest.mark.parametrize("question, sentence, lead", [
    ("If I initialize pgbench with -s 100, how many rows end up in pgbench_accounts?",
     "For example, -s 100 will create 10,000,000 rows in the pgbench_accounts table.",
     "-s 100 will create 10,000,000 rows in the pgbench_accounts table"),
    ("With default settings, how long does TCP keep retransmitting to a dead peer?",
     "The default value of 15 yields a hypothetical timeout of 924.6 seconds and is a lower bound for the effective "
     "timeout.", "924.6 seconds"),
    ("How big can one large object get?", "One remaining advantage of the large object facility is that it allows "
     "values up to 4 TB in size, whereas TOASTed fields can be at most 1 GB.", "up to 4 TB"),
    ("How many columns can one table have at most?", "For example, excluding the tuple header, a tuple made up of "
     "1,600 int columns would consume 6400 bytes and could be stored in a heap page.", "1,600 int"),
    ("How many connection slots are kept back for superusers by default?", "The default value is three connections.",
     "The default value is three connections"),
    ("How many bits long is a uuid value?", "This identifier is a 128-bit quantity that is generated by an algorithm "
     "chosen to make it very unlikely that the same identifier will be generated by anyone else.", "128-bit"),
])
def test_a_value_is_a_number_of_what_the_question_measures(question: str, sentence: str, lead: str) -> None:
    """A time for "how long", a size for "how big", a count of what "how many" counts (in digits or in words),
    before a number that is merely next to "default"; among those, the one said about the question's subject."""
    assert span(asks_for(question), sentence, offer(sentence, question)) == lead


def test_a_number_the_question_states_is_not_offered() -> None:
    q = "Files written by a uid above 65535 onto a filesystem that stores 16-bit uids are owned by which uid?"
    assert offer("Some filesystems only support 16-bit UIDs and GIDs.", q).numbers == []
    assert offer("The float4 type has 6 decimal digits precision.", "How precise is float4?").numbers == ["6 decimal"]


@pytest.mark.parametrize("question, sentence, lead", [
    ("At what high_watermark does writeback start by default?", "high_watermark n\t(default: 50)",
     "high_watermark n\t(default: 50)"),
    ("How long does the pool wait by default before erroring the writes?", "The module parameter can be used to change "
     "this timeout -- it defaults to 60 seconds but may be disabled using a value of 0.", "defaults to 60 seconds"),
    ("On which port does the server expect the client's ident server?", "Virtually every Unix-like operating system "
     "ships with an ident server that listens on TCP port 113 by default.", "TCP port 113"),
    ("From how many FROM items on does the genetic optimizer take over?",
     "(Note that a FULL OUTER JOIN construct counts as only one FROM item.) The default is 12.", "The default is 12"),
    ("How many subdirectories can one ext4 directory hold?", "With the DIR_NLINK feature enabled, ext4 supports more "
     "than 64,998 subdirectories by setting this field to 1 to indicate that the number of hard links is not known.",
     "more than 64,998 subdirectories"),
])
def test_what_leads_into_a_value_stays_with_it(question: str, sentence: str, lead: str) -> None:
    """A default's label, a bound, and the acronym and name before a number in a long sentence are part of
    the value; a comma inside a number and a closing parenthesis before the clause cut nothing wrongly."""
    assert span(asks_for(question), sentence, offer(sentence, question)) == lead


@pytest.mark.parametrize("question, sentence, value", [
    ("Which range of periods can a PWM channel run with?", "The each PWM channel can operate with a period between "
     "27us and 384 seconds and has a 9 bit resolution of the duty cycle.", "between 27us and 384 seconds"),
    ("In what range is the over-voltage limit offset from the commanded voltage?", "The limits are set as a positive "
     "or negative offset in the interval 50mV to 400mV in 50mV steps.", "50mV to 400mV"),
    ("How large may a journal embedded in an ext4 filesystem be at most?",
     "The maximum size of a journal embedded in an ext4 filesystem is 2^32 blocks.", "2^32 blocks"),
])
def test_a_range_keeps_both_ends_with_their_units_and_a_power_stays_whole(question: str, sentence: str,
                                                                          value: str) -> None:
    """"between 27us and 384 seconds" is one value, not "384 seconds"; "2^32 blocks" is not "32 blocks"."""
    o = offer(sentence, question)
    assert o.numbers[0] == value
    assert value in span(asks_for(question), sentence, o)


@pytest.mark.parametrize("question, sentence, lead", [
    ("In the manual's clusterdb example, how do I recluster only the table foo in the database xyzzy?",
     "$ clusterdb --table=foo xyzzy", "clusterdb --table=foo xyzzy"),
    ("Which command creates a trace policy that uses the SyS-T protocol?", "Specify it in the policy name: "
     "# mkdir /config/stp-policy/dummy_stm.0:p_sys-t.my-policy/", "mkdir /config/stp-policy/dummy_stm.0:p_sys-t.my-policy/"),
    ("What command counts L3 cache read hits for five seconds with perf?", "$# perf stat -a -e "
     "hisi_sccl3_l3c0/rd_hit_cpipe/ sleep 5 $# perf stat -a -e hisi_sccl3_l3c0/config=0x02/ sleep 5",
     "perf stat -a -e hisi_sccl3_l3c0/rd_hit_cpipe/ sleep 5"),
    ("Which devlink command sets the MAC address of the VF's port function?", "A user may set the hardware address "
     "of the function using 'devlink port function set hw_addr' command.", "devlink port function set hw_addr"),
    ("What tar command backs up the data directory?", "tar -cf backup.tar /usr/local/pgsql/data",
     "tar -cf backup.tar /usr/local/pgsql/data"),
])
def test_a_command_after_a_prompt_or_quoted_in_prose_leads_whole(question: str, sentence: str, lead: str) -> None:
    """What follows a shell prompt (up to the next one) and a command quoted in prose are commands, whatever
    program they run; so is a line that runs a common tool."""
    assert span(asks_for(question), sentence, offer(sentence, question)) == lead


@pytest.mark.parametrize("question, sentence, lead", [
    ("Which boot parameter lets me hand-construct the IRQ entries?", "You can use the pirq= boot parameter to "
     "'hand-construct' IRQ entries.", "pirq="),
    ("Which emc2103 module parameter hides that fourth channel?", 'The module parameter "apd=0" can be used to '
     "suppress this 4th channel when anti-parallel diodes are not fitted.", "apd=0"),
])
def test_a_parameter_written_with_its_equals_sign_leads_with_it(question: str, sentence: str, lead: str) -> None:
    """A boot or module parameter is written with its "=" (and its value): that is what the user types."""
    assert span(asks_for(question), sentence, offer(sentence, question)) == lead


def test_a_keyword_the_sentence_calls_what_the_question_asks_for_leads() -> None:
    q = "A worker waits with LISTEN for new jobs; which command does the producer run to wake it up?"
    s = ("Background workers can send asynchronous notification messages, either by using the NOTIFY command via "
         "SPI, or directly via Async_Notify().")
    assert span(asks_for(q), s, offer(s, q)) == "NOTIFY"
    q = "Which clause of CREATE TABLE splits a big table into partitions?"
    s = "The PARTITION BY clause is a PostgreSQL extension."
    assert span(asks_for(q), s, offer(s, q)) == "PARTITION BY"
    # only the noun itself: "the SQL command REINDEX" is no answer to "which program"
    q = "Which shell program rebuilds all the indexes of a database?"
    assert offer("reindexdb is a wrapper around the SQL command REINDEX.", q).new_identifiers == []


def test_an_entrys_own_name_leads_where_the_question_asks_for_a_setting_or_file() -> None:
    """A sentence in the entry of one setting that names another in passing answers with its own entry's name
    for "which setting" or "which file"; for "which tool" the name next to that noun still leads."""
    s = ("This is a soft limit; WAL size can exceed max_wal_size under special circumstances, such as heavy load, a "
         "failing archive_command or archive_library, or a high wal_keep_size setting.")
    q = "The log keeps warning that checkpoints occur too frequently; which setting should I raise?"
    assert span(asks_for(q), s, offer(s, q, "max_wal_size")) == "max_wal_size"
    assert span(asks_for(q), s, offer(s, q)) == "wal_keep_size"  # no entry: the name next to "setting"
    s = ("In a threaded cgroup, writing this file fails with EOPNOTSUPP as killing cgroups is a process directed "
         "operation.")
    q = "In cgroup v2, which file do I write 1 to so every process in the group is killed?"
    assert span(asks_for(q), s, offer(s, q, "cgroup.kill")) == "cgroup.kill"


def test_british_spellings_and_prefixed_words_are_english() -> None:
    """"summarises", "initialised", "behaviour" and "defragments" are ordinary words in a question, not names
    the documents must hold; a product name stays one."""
    q = "Which tool summarises the page flags, defragments the archive files and changes the initialised behaviour?"
    assert proper_terms(q) == []
    assert proper_terms("Does pgBackRest or labgrid do this?") == ["pgBackRest", "labgrid"]


def test_the_picker_is_a_named_setting() -> None:
    with pytest.raises(Invalid, match="picker"):
        replace(Settings().answer, picker="best")
    with pytest.raises(Invalid, match="not_found_common"):
        replace(Settings().answer, not_found_common=-1)


def test_names_of_several_words_or_with_a_version() -> None:
    """Products named in words that are each English, versions and hyphenated names are names; a sentence's
    first word, SQL keywords, "I" and sizes are not part of one, and acronyms side by side are two things."""
    assert name_phrases("How do I run a Cypher query with the Apache AGE extension?") == ["Apache AGE"]
    assert name_phrases("Which kernel version does Red Hat Enterprise Linux 9.3 ship?") == [
        "Red Hat Enterprise Linux 9.3"]
    assert name_phrases("What is the write endurance of a Samsung 990 Pro 2 TB SSD?") == ["Samsung 990 Pro"]
    assert name_phrases("Which WAL-G variable sets the bucket of a NEO-M8N logger?") == ["WAL-G", "NEO-M8N"]
    assert name_phrases('I made a table "Samples" and SELECT * FROM Samples fails') == []
    assert name_phrases("Which address do I Cc on a fix? Show it as 12 MB.") == []
    assert name_phrases("talking to an SPI ADC from user space; our DS18B20 1-wire sensor") == []
    assert name_phrases("See Memory Ownership. Dell PowerEdge R740 fans") == ["Memory Ownership", "PowerEdge R740"]


def test_a_name_the_documents_use_often_is_not_a_reason_for_not_found(mounts: MountManager) -> None:
    """"not found" for a name the hits lack only when the searched documents rarely or never name it:
    the index counts the slices that name a phrase, and the picker asks it about the hits' namespaces."""
    from appliance.answer.evidence import Evidence
    from appliance.answer.names import unnamed
    from appliance.answer.picking import Weights, pick
    from appliance.kernel.search import Hit
    from appliance.kernel.slices import Locator, Slice

    assert mounts.named("cgroup", ["docs"]) >= 10 and mounts.named("cgroup", ["docs"], limit=3) == 3
    assert mounts.named("deadlock_timeout", ["docs"]) >= 1
    assert mounts.named("bcachefs", ["docs"]) == 0 and mounts.named("cgroup", ["no-such-namespace"]) == 0
    assert mounts.named('"unbalanced quote', ["docs"]) == 0
    assert mounts.named('', ["docs"]) == mounts.named('NEAR(a b)', ["docs"]) == 0  # any text is a valid phrase

    text = "The memory.max file sets a hard limit on how much memory the processes of a group may use."
    hit = Hit(Slice("s", "cgroup-v2.rst.txt", "text/plain", text, Locator("cgroup-v2.rst.txt", lines=(1, 2))),
              1.0, {}, "", namespace="docs")
    ev = [Evidence.of(hit)]
    q = "Which cgroup file sets a hard memory limit for a group of processes in Kubernetes?"
    assert unnamed(q, ev) == ["cgroup", "Kubernetes"]  # the hits alone
    assert unnamed(q, ev, mounts.named) == ["Kubernetes"]  # cgroup is the documents' own word
    assert pick(q, ev, named=mounts.named).not_found  # Kubernetes: never named
    q2 = "Which cgroup file sets a hard memory limit for a group of processes?"
    assert pick(q2, ev).not_found and not pick(q2, ev, named=mounts.named).not_found
    assert pick(q2, ev, named=mounts.named, weights=Weights(common_name=0)).not_found


def test_a_device_instance_counts_as_its_documented_stem() -> None:
    """``event7`` or ``nvme0n1`` is the user's own device of a kind the documents describe (``eventX``,
    ``nvme``): its stem decides whether the documents name it; a product with a number inside it does not
    reduce to a stem."""
    from appliance.answer.evidence import Evidence
    from appliance.answer.names import documented_forms, unnamed
    from appliance.kernel.search import Hit
    from appliance.kernel.slices import Locator, Slice

    assert documented_forms("event7") == ["event7", "event"]
    assert documented_forms("mmcblk1boot0") == ["mmcblk1boot0", "mmcblk"]
    assert documented_forms("nvme0n1") == ["nvme0n1", "nvme"]
    assert documented_forms("nbdX") == ["nbdX", "nbd"] and documented_forms("loopN") == ["loopN", "loop"]
    assert documented_forms("IPv6-only") == ["IPv6-only", "IPv6"]  # a documented word, hyphenated to English
    for name in ("WAL-G", "firewall-cmd", "HID-BPF", "systemd-boot"):
        assert documented_forms(name) == [name]
    for product in ("ser2net", "R740", "i9-13900K", "pg_repack", "journald.conf", "NVMe", "macOS", "iX"):
        assert documented_forms(product) == [product]
    counts = {"event": 40, "evtest": 12}
    text = "evtest prints the events a device under /dev/input sends."
    hit = Hit(Slice("s", "input.rst.txt", "text/plain", text, Locator("input.rst.txt", lines=(1, 1))), 1.0, {}, "",
              namespace="docs")
    q = "a foot pedal shows up as a new input device; which utility shows the events /dev/input/event7 sends?"
    assert unnamed(q, [Evidence.of(hit)], lambda w, ns: counts.get(w, 0)) == []
    assert unnamed(q, [Evidence.of(hit)]) == ["event7"]  # the hits alone lack it
    assert unnamed("which utility shows what ser2net sends?", [Evidence.of(hit)], lambda w, ns: counts.get(w, 0)) == [
        "ser2net"]


@pytest.mark.parametrize("question, own", [
    ("WHERE id NOT IN (SELECT batch_id FROM runs) returns no rows; why?", ["batch_id"]),
    ("only members of the labdb group on the host may connect through the socket; which setting?", ["labdb"]),
    ("our C functions live in /opt/lab/pglib and the server cannot load them; what do I set?", ["pglib"]),
    ("what does writing 1 to /proc/sys/vm/drop_caches do?", []),
    ("which privileges does the Grafana group need?", []),
    ("a unique constraint on (sample_id, channel) lets two rows through; why?", ["sample_id"]),
    ("DROP DATABASE labdata fails from a session opened on it; why?", ["labdata"]),
    ("the OS user jsmith should log in as the database role john; where do I map them?", ["jsmith"]),
    ("our sample_state enum needs a new state; how do I extend it?", ["sample_state", "enum"]),
    ("students keep setting passwords like 'lab123'; which module rejects weak ones?", ["lab123"]),
    ("our codes look like LAB-2023-0042; which function splits them at the dashes?", ["LAB-2023-0042"]),
    ("I select the newest run id into :run_id; which backslash command stores it?", ["run_id"]),
    ("a script runs SELECT ... ORDER BY valid_from FOR UPDATE; why are rows out of order?", ["valid_from"]),
    ("which function shows the file system path our fast_ssd tablespace lives in?", ["fast_ssd"]),
    ("I built a unique index on serial_no concurrently; how do I make it the primary key?", ["serial_no"]),
    ("our sample_overview view joins two tables; how can INSERTs into it work?", ["sample_overview"]),
    ("my audit trigger tests OLD.status <> NEW.status and misses NULLs; which comparison do I use?",
     ["OLD.status", "NEW.status"]),
    ("the deploy script should load seed data only with -v with_seed=true; which meta-command branches?",
     ["with_seed"]),
    # a name that stands only in the situation the question describes, not where it asks, is the user's context
    ("I want a second logical slot at the position of our production slot etl_slot; which function copies a slot?",
     ["etl_slot"]),
    ("building a GiST index on the 300 million rows of survey_points takes ages. Which parameter forces buffering?",
     ["survey_points"]),
    ("Someone told me to lower vm.dirty_throttle_percent; what is that sysctl set to out of the box?", []),
    ("our test server runs the new release; what does debug_io_direct do?", []),  # named where it asks: the topic
    ("values come in e.g. raw_val; which setting?", ["raw_val"]),  # "e.g." ends no clause
    # an ask that says "its" is about a product its situation names, not about the user's host or slot there
    ("SonarQube on the build server keeps its results in db02; which property in its configuration file holds the URL?",
     ["db02"]),
    ("SonarQube on the build server keeps its results in db02; which property holds the JDBC URL?", ["SonarQube", "db02"]),
    ("our slot etl_slot lags behind; how do I see its lag?", ["etl_slot"]),
    ("our LPC-attached chip uses ISA DMA; which symbol does its Kconfig entry depend on?", ["LPC-attached"]),
    ("Which view of the pg_wait_sampling extension shows the wait history?", []),
    ("How do I read per-backend-type I/O statistics from the pg_stat_io view?", []),  # pg_ is PostgreSQL's own
    # what a question is about stays: products, extensions, settings, acronyms explained in parentheses
    ("How do I create a columnar table with the Hydra extension?", []),
    ("Which trigger function of the temporal_tables extension copies old rows?", []),
    ("What is the default value of io_method in PostgreSQL 18?", []),
    ("Which kernel release added multi-link operation (MLO) for Wi-Fi 7?", []),
    ("Which WAL-G environment variable sets the S3 bucket?", []),
])
def test_the_users_own_names_are_no_reason_for_not_found(question: str, own: list[str]) -> None:
    """Example values, names in the user's code and the tables, columns, databases and users they name are
    theirs: no manual names them. The names a question is about (a product, an extension, a setting) stay."""
    from appliance.answer.names import own_names

    assert own_names(question) == own


def test_a_question_about_the_users_own_table_is_answered(mounts: MountManager) -> None:
    """The documents never name ``lock_events``; the question is still about lock waits, which they answer."""
    from appliance.answer.evidence import Evidence
    from appliance.answer.names import unnamed
    from appliance.answer.picking import pick

    q = "queries on our lock_events table keep waiting on locks; which setting says how long before checking for a deadlock?"
    hits = mounts.search("how long to wait on a lock before checking for a deadlock", 5, namespaces=["docs"]).hits
    ev = [Evidence.of(h) for h in hits]
    assert mounts.named("lock_events", ["docs"]) == 0
    assert unnamed(q, ev, mounts.named) == []
    assert not pick(q, ev, named=mounts.named).not_found
    assert unnamed(q.replace("which setting", "which Grafana panel"), ev, mounts.named)


def test_a_name_of_several_words_the_documents_never_use_is_not_found(mounts: MountManager) -> None:
    """A product named in common words ("Red Hat Enterprise Linux 9.3") that the hits lack and the
    documents never name makes the answer "not found"; a phrase the documents do use ("Memory
    Interface Files", a heading of the cgroup page) does not, though these hits lack it."""
    from appliance.answer.evidence import Evidence
    from appliance.answer.names import unnamed
    from appliance.answer.picking import Weights, pick
    from appliance.kernel.search import Hit
    from appliance.kernel.slices import Locator, Slice

    text = "The memory.max file sets a hard limit on how much memory the processes of a group may use."
    hit = Hit(Slice("s", "cgroup-v2.rst.txt", "text/plain", text, Locator("cgroup-v2.rst.txt", lines=(1, 2))),
              1.0, {}, "", namespace="docs")
    ev = [Evidence.of(hit)]
    q = "Which file sets a hard memory limit for a group of processes on Red Hat Enterprise Linux?"
    assert proper_terms(q) == [] and mounts.named("Red Hat Enterprise Linux", ["docs"]) == 0
    assert unnamed(q, ev, mounts.named, phrases=True) == ["Red Hat Enterprise Linux"]
    assert pick(q, ev, named=mounts.named, weights=Weights(phrases=True)).not_found
    assert not pick(q, ev, named=mounts.named).not_found  # off by default
    assert not pick(q, ev, weights=Weights(phrases=True)).not_found  # without the index nothing says it is foreign
    q2 = "Which of the Memory Interface Files sets a hard memory limit for a group of processes?"
    assert mounts.named("Memory Interface Files", ["docs"]) >= 1
    assert unnamed(q2, ev, mounts.named, phrases=True) == []
    assert not pick(q2, ev, named=mounts.named, weights=Weights(phrases=True)).not_found


def test_a_release_the_documents_never_name_is_not_found(mounts: MountManager) -> None:
    """A name that ends in a version ("Linux 6.9") the hits lack and the documents never name makes the
    answer "not found" by default; a name in common words without a version does not (it may be the
    user's own), nor a release the documents do name."""
    from appliance.answer.evidence import Evidence
    from appliance.answer.names import unnamed
    from appliance.answer.picking import Weights, pick
    from appliance.kernel.search import Hit
    from appliance.kernel.slices import Locator, Slice

    text = "The memory.max file sets a hard limit on how much memory the processes of a group may use (Linux 4.5)."
    hit = Hit(Slice("s", "cgroup-v2.rst.txt", "text/plain", text, Locator("cgroup-v2.rst.txt", lines=(1, 2))),
              1.0, {}, "", namespace="docs")
    ev = [Evidence.of(hit)]
    q = "Which file sets a hard memory limit for a group of processes on Linux 6.9?"
    assert mounts.named("Linux 6.9", ["docs"]) == 0
    assert unnamed(q, ev, mounts.named, versions=True) == ["Linux 6.9"] and unnamed(q, ev, mounts.named) == []
    assert pick(q, ev, named=mounts.named).not_found
    assert not pick(q, ev, named=mounts.named, weights=Weights(versions=False)).not_found
    assert not pick(q.replace("6.9", "4.5"), ev, named=mounts.named).not_found  # the release the hits name
    own = "Which file sets a hard memory limit for a group of processes on the Jane Doe Rig?"
    assert unnamed(own, ev, mounts.named, versions=True) == []
    assert unnamed(own, ev, mounts.named, phrases=True) == ["Jane Doe Rig"]


def test_a_release_the_documents_name_only_in_passing_is_not_found(mounts: MountManager) -> None:
    """The documents of one release name the next only in passing (PostgreSQL 15's release notes: "does not work
    in PostgreSQL 16.0 and later"), so a release named in fewer than ``answer.not_found_release_slices`` slices
    is one they do not describe; the release they are about, named on many pages, is theirs."""
    from appliance.answer.evidence import Evidence
    from appliance.answer.names import unnamed
    from appliance.answer.picking import Weights, pick
    from appliance.kernel.search import Hit
    from appliance.kernel.slices import Locator, Slice

    text = "The memory.max file sets a hard limit on how much memory the processes of a group may use."
    hit = Hit(Slice("s", "cgroup-v2.rst.txt", "text/plain", text, Locator("cgroup-v2.rst.txt", lines=(1, 2))),
              1.0, {}, "", namespace="docs")
    ev = [Evidence.of(hit)]
    counts = {"Linux 6.9": 2, "Linux 6.1": 40}
    named = lambda phrase, namespaces: counts.get(phrase, 0)  # noqa: E731 -- a fixed count per phrase
    q = "Which file sets a hard memory limit for a group of processes on Linux 6.9?"
    assert unnamed(q, ev, named, versions=True, release_slices=3) == ["Linux 6.9"]
    assert unnamed(q, ev, named, versions=True, release_slices=2) == []  # two slices name it
    assert unnamed(q, ev, named, versions=True) == []  # named at all: the documents' own (the earlier rule)
    assert pick(q, ev, named=named).not_found  # the default counts a release named in passing as foreign
    assert not pick(q, ev, named=named, weights=Weights(release_slices=1)).not_found
    assert Weights.of(Settings().answer) == Weights()  # the picker's defaults are the settings' defaults
    assert not pick(q.replace("6.9", "6.1"), ev, named=named).not_found
    model = "Which file sets a hard memory limit for a group of processes on the Intel 865G?"  # a model, not a release
    counts["Intel 865G"] = 1
    assert unnamed(model, ev, named, versions=True, release_slices=3) == []


def test_a_question_that_asks_in_which_release_needs_a_sentence_that_names_one() -> None:
    """Documents of one release seldom say when a feature came: asked "from which kernel release on ...?", hits
    that name no release answer "not found"; a sentence that does ("since Linux 4.5") is quoted. Asking which
    version a thing reports is no such question."""
    from appliance.answer.evidence import Evidence
    from appliance.answer.releases import asks_for_release
    from appliance.answer.picking import pick
    from appliance.kernel.search import Hit
    from appliance.kernel.slices import Locator, Slice

    def evidence(text: str) -> list[Evidence]:
        return [Evidence.of(Hit(Slice("s", "cgroup-v2.rst.txt", "text/plain", text,
                                      Locator("cgroup-v2.rst.txt", lines=(1, 2))), 1.0, {}, "", namespace="docs"))]

    q = "From which kernel release on does the memory controller support the memory.max file?"
    assert asks_for_release(q) and asks_for_release("Which kernel release first supports the memory.max file?")
    assert not asks_for_release("which system view shows whether SSL is used, and with which version and cipher?")
    assert not asks_for_release("which control file parameter says which version gets installed by default?")
    plain = "The memory.max file sets a hard limit on how much memory the processes of a memory controller group may use."
    res = pick(q, evidence(plain))
    assert res.not_found and "release" in res.why
    dated = plain + " The memory controller supports the memory.max file since Linux 4.5."
    assert not pick(q, evidence(dated)).not_found
    assert not pick("Which file sets a hard limit on the memory of a memory controller group?", evidence(plain)).not_found


def _plain_evidence(text: str) -> list:
    from appliance.answer.evidence import Evidence
    from appliance.kernel.search import Hit
    from appliance.kernel.slices import Locator, Slice

    return [Evidence.of(Hit(Slice("s", "doc.rst.txt", "text/plain", text, Locator("doc.rst.txt", lines=(1, 2))),
                            1.0, {}, "", namespace="docs"))]


def test_a_model_number_in_capitals_is_no_device_instance() -> None:
    """``event7`` is the user's instance of a kind the documents describe, but ``MCP3008`` or ``PAM3`` names one chip
    or one scheme: the documents naming other MCP chips or PAM modules do not describe it."""
    from appliance.answer.names import documented_forms, unnamed

    for model in ("MCP3008", "ADS1115", "PAM3"):
        assert documented_forms(model) == [model]
    assert documented_forms("event7") == ["event7", "event"] and documented_forms("ttyUSB0") == ["ttyUSB0", "ttyUSB"]
    counts = {"MCP": 12, "SPI": 90, "ADC": 80, "event": 40}
    named = lambda phrase, namespaces: counts.get(phrase, 0)  # noqa: E731 -- a fixed count per phrase
    ev = _plain_evidence("The MCP3021 is an ADC read over I2C.")
    q = "What is the highest SPI clock the MCP3008 ADC on our sensor board accepts?"
    assert unnamed(q, ev, named) == ["MCP3008"]
    counts["MCP3008"] = 1
    assert unnamed(q, ev, named) == []


def test_a_release_inside_a_name_phrase_counts_by_its_head() -> None:
    """"since Linux 6.7 Landlock is said to ..." names the release Linux 6.7 with the thing after it: the release is
    what the documents must describe, so the head up to the version counts under the release floor."""
    from appliance.answer.names import unnamed, versioned_heads

    assert versioned_heads("Linux 6.7 Landlock") == ["Linux 6.7"]
    assert versioned_heads("PostgreSQL 17") == ["PostgreSQL 17"]
    assert versioned_heads("USB PD 3.1 Extended Power Range") == ["USB PD 3.1"]
    assert versioned_heads("Samsung 990 Pro") == ["Samsung 990"] and versioned_heads("Apache AGE") == []
    counts = {"Linux 6.1": 40, "Landlock": 9, "TCP": 100}
    named = lambda phrase, namespaces: counts.get(phrase, 0)  # noqa: E731 -- a fixed count per phrase
    ev = _plain_evidence("Landlock restricts the file system access of a process.")
    q = "Our helper uses Landlock, and since Linux 6.7 Landlock is said to restrict TCP ports; which access right?"
    assert unnamed(q, ev, named, versions=True, release_slices=3) == ["Linux 6.7"]
    assert unnamed(q, ev, named) == []  # versions off
    assert unnamed(q.replace("6.7", "6.1"), ev, named, versions=True, release_slices=3) == []  # the documents' release


def test_a_question_about_newer_releases_is_not_found() -> None:
    """A user who says newer kernels (or releases) have the feature asks about releases after the documents' own: "not
    found", however well the hits match its words. One release the user names, or their own upgrade, is no such
    question."""
    from appliance.answer.picking import pick
    from appliance.answer.releases import tells_of_newer_releases

    q = ("The build server swaps to zram, and newer kernels can recompress idle pages with a stronger algorithm; which "
         "zram sysfs attribute sets that algorithm?")
    assert tells_of_newer_releases(q)
    assert tells_of_newer_releases("newer PgBouncer releases can track prepared statements; which setting enables it?")
    assert not tells_of_newer_releases("we upgraded to a newer kernel and the zram device vanished; which module?")
    assert not tells_of_newer_releases("which zram sysfs attribute sets the compression algorithm?")
    ev = _plain_evidence("The comp_algorithm attribute of a zram device in sysfs selects the compression algorithm.")
    res = pick(q, ev)
    assert res.not_found and "newer releases" in res.why
    assert not pick("which zram sysfs attribute selects the compression algorithm of a zram device?", ev).not_found


def test_a_catalog_column_written_with_its_table_is_the_documents_own() -> None:
    """A catalog's page lists its columns in a table of their own, so ``pg_inherits.inhseqno`` never stands in the
    text as one phrase: when the documents name both the catalog and the column it is theirs, and so for a view
    written with its schema (``information_schema.collations``). A file's name with a dot (``NetworkManager.conf``)
    is no column."""
    from appliance.answer.names import unnamed

    counts = {"pg_inherits": 6, "inhseqno": 1, "NetworkManager": 1, "conf": 100, "CustomPath": 4, "flags": 100,
              "information_schema": 100, "collations": 40}
    named = lambda phrase, namespaces: counts.get(phrase, 0)  # noqa: E731 -- a fixed count per phrase
    ev = _plain_evidence("The catalog records inheritance hierarchies between tables.")
    assert unnamed("at what number does pg_inherits.inhseqno start counting the parents?", ev, named) == []
    assert unnamed("which flag in CustomPath.flags announces mark and restore?", ev, named) == []
    assert unnamed("which setting in NetworkManager.conf leaves a device alone?", ev, named) == ["NetworkManager.conf"]
    assert unnamed("what does the pad_attribute column of information_schema.collations say?", ev, named) == []
    counts["collations"] = 0
    assert unnamed("what does information_schema.collations hold?", ev, named) == ["information_schema.collations"]
    counts["inhseqno"] = 0
    assert unnamed("at what number does pg_inherits.inhseqno start counting the parents?", ev,
                   named) == ["pg_inherits.inhseqno"]


def test_a_product_named_by_an_english_word_counts_when_written_with_a_capital() -> None:
    """"Which Marten setting ...", "with Flyway": a product whose name English has too is written with a capital
    inside the sentence, and a name the documents never use is what the question is about; the same word opening
    the sentence, a compound ("Debezium-style") or a name only in the user's situation is not."""
    from appliance.answer.names import unnamed
    from appliance.text import capitalised_words

    assert capitalised_words("Which Marten setting lets our .NET document store create its tables?") == ["Marten"]
    assert capitalised_words("Atlas applies the schema. Then Flyway runs") == ["Flyway"]
    assert capitalised_words("our Debezium-style consumer speaks to pgoutput") == []
    counts = {"PostgreSQL": 100, "tables": 100}
    named = lambda phrase, namespaces: counts.get(phrase, 0)  # noqa: E731 -- a fixed count per phrase
    ev = _plain_evidence("CREATE TABLE creates a new table in PostgreSQL.")
    q = "Which Marten setting lets our document store create its tables in PostgreSQL by itself?"
    assert unnamed(q, ev, named) == ["Marten"]
    counts["Marten"] = 1
    assert unnamed(q, ev, named) == []
    lab = "The Zurich lab runs the import every night; which setting lets a role create tables?"
    assert unnamed(lab, ev, named) == []  # named only in the situation: the user's own context


def test_a_pg_name_is_the_documents_own_when_one_slice_names_it() -> None:
    """With ``answer.not_found_common`` above 1 (10 here): ``pg_stat_user_tables`` named by 4 slices is a documented
    view the hits happen to lack; a product or extension named in passing (``PgBouncer``, ``plpgsql_check``) is still
    what an unanswerable question is about. At the default, 1, only a name no slice uses counts."""
    from appliance.answer.evidence import Evidence
    from appliance.answer.names import unnamed
    from appliance.kernel.search import Hit
    from appliance.kernel.slices import Locator, Slice

    text = "The statistics views show one row for each table in the current database."
    hit = Hit(Slice("s", "monitoring-stats.html", "text/html", text, Locator("monitoring-stats.html", lines=(1, 1))),
              1.0, {}, "", namespace="docs")
    counts = {"pg_stat_user_tables": 4, "PgBouncer": 4, "plpgsql_check": 1, "io_method": 0}
    named = lambda w, ns: counts.get(w, 0)  # noqa: E731
    ev = [Evidence.of(hit)]
    assert unnamed("why does pg_stat_user_tables show every table as busy?", ev, named, 10) == []
    assert unnamed("why does PgBouncer show every table as busy?", ev, named, 10) == ["PgBouncer"]
    assert unnamed("what does plpgsql_check say of each table?", ev, named, 10) == ["plpgsql_check"]
    assert unnamed("what does io_method do to each table?", ev, named, 10) == ["io_method"]
    assert unnamed("why does PgBouncer show every table as busy?", ev, named) == []
    assert unnamed("what does plpgsql_check say of each table?", ev, named) == []
    assert unnamed("what does io_method do to each table?", ev, named) == ["io_method"]


def test_words_only_the_situation_has_count_less_than_the_words_that_ask() -> None:
    """A sentence that restates the situation ("our nightly import runs for hours") shares more of the question's
    words than the one that answers what it asks; the situation's words count half, so the answer ranks first."""
    from appliance.answer.evidence import Evidence
    from appliance.answer.grounding import scored_units
    from appliance.answer.picking import Weights, pick, render
    from appliance.kernel.search import Hit
    from appliance.kernel.slices import Locator, Slice

    q = "our nightly import runs for hours; which setting caps the memory a sort may use?"
    text = "A nightly import can run for hours.\n\nwork_mem sets the memory a sort may use before it writes to disk."
    ev = Evidence.of(Hit(Slice("r1", "r.html", "text/html", text, Locator("r.html", lines=(1, 3))), 1.0, {}, ""))

    def best(situation: float) -> str:
        return max(scored_units(q, [ev], situation), key=lambda c: c.score).text

    assert best(1.0).startswith("A nightly import")
    assert best(Weights().situation).startswith("work_mem")
    assert "work_mem" in first_line(render(pick(q, [ev])))


def test_a_product_the_documents_never_name_counts_when_the_evidence_answers_weakly() -> None:
    """A product the question names only in its situation ("Our Dagster deployment ...") or in a name phrase ("the
    Steam Deck's fan") that the documents never name is often the user's context; but when no sentence answers the ask
    well either, the question is about that product and the answer is "not found". A strong sentence, the user's host
    written as code, or an acronym in capitals keeps the quotes; an ask that says "it" or "there" is about the
    situation's thing, so a weaker bar applies."""
    from appliance.answer.names import ask_points_back, unnamed_products
    from appliance.answer.picking import Weights, pick

    counts = {"storage": 100, "PostgreSQL": 100}
    named = lambda phrase, namespaces: counts.get(phrase, 0)  # noqa: E731 -- a fixed count per phrase
    q = ("Our Dagster deployment keeps its run history in local files on db02; which key of the instance file "
         "configures the run storage?")
    weak = _plain_evidence("The storage parameter of a table sets its fill factor.")
    assert unnamed_products(q, weak, named) == ["Dagster"]  # db02 is written as code: the user's host
    res = pick(q, weak, named=named)
    assert res.not_found and "Dagster" in res.why
    off = Weights(weak_score=0.0, weak_lexical=0.0, pointed_lexical=0.0)
    assert not pick(q, weak, named=named, weights=off).not_found  # without the rule: quotes
    strong = _plain_evidence("The run_storage key of the instance file configures the run storage of a deployment: "
                             "which class keeps the run history.")
    assert not pick(q, strong, named=named).not_found
    assert unnamed_products("which sysfs file sets the Steam Deck's fan speed?", weak, named) == ["Steam Deck"]
    assert ask_points_back("The uConsole is our serial terminal; which display panel does it use?")
    assert ask_points_back("The team shares dashboards through Redash; how do I add the database there?")
    assert not ask_points_back("It runs on db02; which setting logs slow statements?")  # "it" only in the situation
    counts["Dagster"] = 1  # a product the documents name somewhere is theirs to describe
    assert unnamed_products(q, weak, named) == []
    assert unnamed_products("our ETL job runs at night on db02; which setting logs slow statements?", weak,
                            named) == []  # an acronym in capitals: a kind of job, not a product
    assert unnamed_products("the Ory Kratos service keeps identities on db02; which variable holds the DSN?",
                            weak, named) == ["Ory Kratos"]
