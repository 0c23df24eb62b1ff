"""The rows of /traces kept between calls (listing.py): a cursor gets the rows changed after
it, found without going through the whole listing; a client following the cursors holds
what a whole listing says (the reference, checked over a random history of changes)."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from tb_attn_plugin.discovery.logdir import TraceFile
from tb_attn_plugin.report_types import JobState
from tb_attn_plugin.server.listing import ListingRows


@dataclass
class FakeJob:
    path: str
    future: object = None

    def may_change_by_itself(self):
        return False


class FakeService:
    """The part of AnalysisService that ListingRows reads: jobs, their states, the journal."""

    def __init__(self):
        self.generation = 0
        self.journal: list = []  # (generation, path)
        self.states: dict = {}  # path -> state
        self.running: set = set()
        self.journal_lost = False
        self.requests: Counter = Counter()
        self.jobs: dict = {}

    def request(self, trace, options):
        self.requests[trace.path] += 1
        return self.jobs.setdefault(trace.path, FakeJob(trace.path))

    def state(self, job, places):
        return JobState(**self.states.get(job.path, {"state": "queued", "progress": 0.0}))

    def changes_since(self, generation):
        if self.journal_lost:
            return None
        return self.generation, {p: at for at, p in self.journal if at > generation}

    def running_paths(self):
        return set(self.running)

    def queue_places(self):
        return {}

    def merged_into(self, trace):
        return []  # (no graph captures here: test_capture_merge lists one)

    def set(self, path, **state):
        self.states[path] = state
        self.generation += 1
        self.journal.append((self.generation, path))


def traces(n, size=100):
    return [
        TraceFile(f"{i:016x}", f"/logs/run/w{i}.pt.trace.json", "run", f"w{i}", "", size, 10**9 + i) for i in range(n)
    ]


def ids(answer):
    return [row.id for row in answer["traces"]]


def test_a_cursor_gets_only_the_rows_changed_since_without_going_through_the_listing():
    service, listed = FakeService(), traces(5)
    rows = ListingRows(service, options=None)
    first = rows.answer(listed)
    assert not first["partial"] and ids(first) == [t.id for t in listed] and first["removed"] == []
    assert all(service.requests[t.path] == 1 for t in listed)

    nothing = rows.answer(listed, first["cursor"])
    assert nothing["partial"] and nothing["traces"] == [] and nothing["removed"] == []
    assert sum(service.requests.values()) == 5  # nothing changed: no trace requested again

    service.set(listed[2].path, state="done", progress=1.0, seconds=0.25)
    delta = rows.answer(listed, nothing["cursor"])
    assert ids(delta) == [listed[2].id] and delta["traces"][0].state == "done"
    assert delta["traces"][0].seconds == 0.25 and delta["traces"][0].file == "w2.pt.trace.json"
    assert service.requests[listed[2].path] == 2 and sum(service.requests.values()) == 6
    # the older cursor still gets the change; the newest gets nothing
    assert ids(rows.answer(listed, first["cursor"])) == [listed[2].id]
    assert rows.answer(listed, delta["cursor"])["traces"] == []


def test_a_running_analysis_is_computed_again_at_each_call_its_progress_moving():
    service, listed = FakeService(), traces(3)
    rows = ListingRows(service, options=None)
    cursor = rows.answer(listed)["cursor"]
    service.running = {listed[1].path}
    for progress in (0.2, 0.4):
        service.states[listed[1].path] = {"state": "analysing", "progress": progress}  # (no journal entry)
        delta = rows.answer(listed, cursor)
        cursor = delta["cursor"]
        assert ids(delta) == [listed[1].id] and delta["traces"][0].progress == progress
    assert rows.answer(listed, cursor)["traces"] == []  # the same progress: not a change


def test_traces_gone_from_the_listing_are_named_and_new_ones_sent():
    service, listed = FakeService(), traces(4)
    rows = ListingRows(service, options=None)
    cursor = rows.answer(listed)["cursor"]
    relisted = [listed[0], listed[1], listed[3], *traces(6)[5:]]  # w2 gone, w5 new
    delta = rows.answer(relisted, cursor)
    assert delta["removed"] == [listed[2].id] and ids(delta) == [traces(6)[5].id]
    whole = rows.answer(relisted)
    assert ids(whole) == [t.id for t in relisted] and whole["removed"] == []


def test_a_cursor_not_of_these_rows_gets_the_whole_listing():
    service, listed = FakeService(), traces(3)
    rows = ListingRows(service, options=None)
    cursor = rows.answer(listed)["cursor"]
    token, count = cursor.split(".")
    other = ListingRows(FakeService(), options=None).answer(listed)["cursor"]
    for since in (other, "", "x", f"{token}.", f"{token}.abc", f"{token}.{int(count) + 1}", f"{token}." + "9" * 40):
        answer = rows.answer(listed, since)
        assert not answer["partial"] and len(answer["traces"]) == 3, since


def test_a_journal_that_no_longer_reaches_back_makes_a_full_pass():
    service, listed = FakeService(), traces(4)
    rows = ListingRows(service, options=None)
    cursor = rows.answer(listed)["cursor"]
    service.journal_lost = True
    service.states[listed[3].path] = {"state": "error", "progress": 1.0, "error": "x: bad"}
    delta = rows.answer(listed, cursor)
    assert ids(delta) == [listed[3].id] and all(service.requests[t.path] == 2 for t in listed)


def test_following_the_cursors_holds_what_a_whole_listing_says():
    """The reference: over a random history (jobs ending, analyses running, traces coming and
    going), the rows a client merges from the answers to its cursors equal, at every step,
    those of a whole listing made from scratch."""
    rng = random.Random(7)
    service, pool = FakeService(), traces(40)
    listed = pool[:25]
    rows = ListingRows(service, options=None)
    first = rows.answer(listed)
    held = {row.id: row for row in first["traces"]}
    cursor = first["cursor"]
    for step in range(300):
        action = rng.random()
        if action < 0.5:
            t = rng.choice(listed)
            state = rng.choice(["done", "error", "queued"])
            service.set(t.path, state=state, progress=1.0 if state != "queued" else 0.0)
            service.running.discard(t.path)
        elif action < 0.8:
            t = rng.choice(listed)
            service.running.add(t.path)
            service.states[t.path] = {"state": "analysing", "progress": round(rng.random(), 3)}
        else:
            listed = sorted(rng.sample(pool, rng.randint(15, 40)), key=lambda t: t.id)
        answer = rows.answer(listed, cursor)
        assert answer["partial"]
        cursor = answer["cursor"]
        for gone in answer["removed"]:
            held.pop(gone, None)
        held.update({row.id: row for row in answer["traces"]})
        reference = ListingRows(service, options=None).answer(listed)["traces"]
        assert held == {row.id: row for row in reference}, step


class CountingRows(dict):
    """A dict of rows that counts the rows read out of it (by key, or by a look at them all)."""

    def __init__(self, *args):
        super().__init__(*args)
        self.read = 0

    def __getitem__(self, key):
        self.read += 1
        return super().__getitem__(key)

    def items(self):
        self.read += len(self)
        return super().items()

    def values(self):
        self.read += len(self)
        return super().values()


def test_a_poll_reads_the_rows_changed_not_every_row():
    """Of 5,000 rows, a poll after two changes reads those two (in the listing's order), and
    one with nothing changed reads none: a poll's work follows what changed, not the listing."""
    service, listed = FakeService(), traces(5000)
    rows = ListingRows(service, options=None)
    cursor = rows.answer(listed)["cursor"]
    service.set(listed[4000].path, state="done", progress=1.0)
    service.set(listed[7].path, state="analysing", progress=0.5)
    rows._pass(listed)  # (the pass computes the two rows; the answer then reads them out)
    rows._rows = CountingRows(rows._rows)
    answer = rows.answer(listed, cursor)
    assert ids(answer) == [listed[7].id, listed[4000].id] and rows._rows.read == 2
    rows._rows.read = 0
    assert rows.answer(listed, answer["cursor"])["traces"] == [] and rows._rows.read == 0


def test_tabs_opening_at_once_share_one_whole_listing_and_its_cursor_keeps_them_exact(monkeypatch):
    """A whole listing of many traces made moments ago is given again (one made, not one per
    tab opening); its cursor then brings what changed since, so a client holds what a whole
    listing made now says. A reload (reuse=False) and a small listing always get a new one."""
    import tb_attn_plugin.server.listing as listing

    monkeypatch.setattr(listing, "WHOLE_LISTING_REUSE_SECONDS", 1e9)  # (any ask counts as "moments ago")
    service, listed = FakeService(), traces(1200)
    rows = ListingRows(service, options=None)
    first = rows.answer(listed)
    service.set(listed[5].path, state="done", progress=1.0)
    second = rows.answer(listed)
    assert second is first and second["traces"][5].state == "queued"  # (as it was made)
    delta = rows.answer(listed, second["cursor"])
    assert ids(delta) == [listed[5].id] and delta["traces"][0].state == "done"
    held = {row.id: row for row in second["traces"]} | {row.id: row for row in delta["traces"]}
    fresh = rows.answer(listed, reuse=False)
    assert fresh is not first and held == {row.id: row for row in fresh["traces"]}
    # a listing of another object (a rescan found a change) is never one made before it
    assert rows.answer(list(listed)) is not fresh
    small = ListingRows(service, options=None)
    few = traces(10)
    assert small.answer(few) is not small.answer(few)
