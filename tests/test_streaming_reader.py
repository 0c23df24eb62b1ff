"""The streaming reader (pieces cut at event boundaries, folded in columns, some in a forked
helper process) must give exactly what the careful whole-file read gives.

Blocks are made tiny here so that small traces are cut into many pieces, cuts land inside
labels that look like event boundaries, and the helper process takes part."""

from __future__ import annotations

import gzip
import json
import os
import tracemalloc

import numpy as np
import pytest
from conftest import SHARED_TRACES
from tracebuilder import TraceBuilder

from tb_attn_plugin import reader
from tb_attn_plugin.core.limits import Limits
from tb_attn_plugin.pipeline import analyze_file
from tb_attn_plugin.reader import (
    TraceData,
    by_category,
    fold,
    helper,
    progress,
    read_bytes,
    read_trace,
    schema,
    streaming,
)
from tb_attn_plugin.reader import careful as careful_read


def careful(path: str) -> TraceData:
    return careful_read.read_from_bytes(path, read_bytes(path))


def same(a: TraceData, b: TraceData) -> None:
    """Equal columns (names compared as text), lists, devices, warnings and counts."""
    for part in ("cpu", "gpu", "memory", "fwdbwd"):
        x, y = getattr(a, part), getattr(b, part)
        for name in x.__dataclass_fields__:
            u, v = getattr(x, name), getattr(y, name)
            if name == "name":
                assert [a.strings[i] for i in u] == [b.strings[i] for i in v], (part, name)
            elif name in ("launch_kernel", "annotation", "collective"):  # (name ids too, or NONE_ID)
                assert [a.strings[i] if i >= 0 else None for i in u] == [b.strings[i] if i >= 0 else None for i in v]
            elif name == "device" and part == "memory":
                assert [x.device_names[i] for i in u] == [y.device_names[i] for i in v]
            elif name == "device_names":
                continue
            elif isinstance(u, np.ndarray):
                assert u.dtype == v.dtype and np.array_equal(u, v, equal_nan=True), (part, name)
            else:
                assert u == v, (part, name)
    for name in ("gpu_labels", "devices", "warnings", "event_count", "distributed", "torch_threads"):
        assert getattr(a, name) == getattr(b, name), name


@pytest.fixture
def tiny_blocks(monkeypatch):
    """Pieces of about 2 KB, the helper from the third piece on."""
    monkeypatch.setattr(streaming, "BLOCK_BYTES", 2048)
    monkeypatch.setattr(helper, "HELPER_FROM_PIECE", 3)


def tricky_trace() -> TraceBuilder:
    """Labels that contain what a cut looks for, quotes, backslashes and non-ASCII text."""
    t = TraceBuilder()
    names = [
        'a},{"ph":"X","cat":"cpu_op","name":"fake","ts":1,"dur":1},{',
        "},\n  {",
        'q"uote\\"},{',
        "}, {",
        "注意力 },{ \u202e",
        "x" * 3000 + "},{" + "y" * 3000,
    ]
    ts = 0.0
    for step in range(40):
        for i, name in enumerate(names):
            scope = t.label(f"attention/{name}/{step}", ts, 50)
            t.op(
                "aten::_scaled_dot_product_flash_attention",
                ts + 1,
                40,
                seq=step * 10 + i,
                dims=[[2, 4, 128, 64], [2, 4, 128, 64], [2, 4, 128, 64]],
                types=["c10::BFloat16"] * 3,
                concrete=["", "", "", "0.", "True"],
            )
            corr = t.launch(ts + 2)
            t.kernel("flash_fwd_kernel", ts + 10, 20, corr)
            t.memory(ts + 3, 4096, total_allocated=4096 * (i + 1), total_reserved=1 << 20)
            assert scope["name"].startswith("attention/")
            ts += 60
    return t


@pytest.mark.parametrize("helper", [True, False], ids=["helper", "one-process"])
@pytest.mark.parametrize("layout", ["compact", "indented", "gzip"])
def test_cuts_inside_labels_change_nothing(tmp_path, tiny_blocks, helper, layout):
    t = tricky_trace()
    doc = t.trace()
    path = tmp_path / ("t.pt.trace.json" + (".gz" if layout == "gzip" else ""))
    text = json.dumps(doc, indent=2 if layout == "indented" else None, ensure_ascii=False).encode()
    path.write_bytes(gzip.compress(text) if layout == "gzip" else text)
    streamed = streaming.read_streaming(str(path), Limits(read_helper=helper), None)
    same(streamed, careful(str(path)))
    # and the labels themselves survive as written
    assert sum(1 for s in streamed.strings if s.startswith("attention/a},{")) == 40
    assert len(streamed.cpu) == 40 * 6 * 3 and len(streamed.gpu) == 40 * 6 and len(streamed.memory) == 40 * 6


def test_trace_events_after_other_keys_and_device_properties_at_the_end(tmp_path, tiny_blocks):
    t = tricky_trace()
    doc = {
        "traceName": 'has "traceEvents" in it',
        "schemaVersion": 1,
        "traceEvents": t.events,
        "deviceProperties": t.device_properties,
        "distributedInfo": {"rank": 0},
    }
    path = tmp_path / "t.pt.trace.json"
    path.write_text(json.dumps(doc))
    got = read_trace(str(path))
    same(got, careful(str(path)))
    assert got.devices and got.devices[0]["name"] == "NVIDIA A100-SXM4-80GB"


@pytest.mark.parametrize(
    ("where", "value", "threads"),
    [("head", {"torch_threads": 3}, 3), ("tail", {"torch_threads": 3}, 3), ("head", {"torch_threads": 0}, None),
     ("tail", {"torch_threads": True}, None), ("head", {"torch_threads": "4"}, None), ("head", [4], None),
     (None, None, None)],
)  # fmt: skip
def test_the_recorders_threads_before_or_after_the_events(tmp_path, tiny_blocks, where, value, threads):
    """#60 item 4: tb-attn's recorder writes torch's CPU threads in the trace's "tb_attn"
    metadata (Kineto puts it before the events; a writer may put it after): both reads keep
    a positive count, anything else is no count."""
    t = tricky_trace()
    doc: dict = {"schemaVersion": 1}
    if where == "head":
        doc["tb_attn"] = value
    doc["traceEvents"] = t.events
    if where == "tail":
        doc["tb_attn"] = value
    path = tmp_path / "t.pt.trace.json"
    path.write_text(json.dumps(doc))
    got = read_trace(str(path))
    same(got, careful(str(path)))
    assert got.torch_threads == threads
    assert analyze_file(str(path))["torch_threads"] == threads


def test_a_helper_that_dies_is_replaced_by_this_process(tmp_path, tiny_blocks, monkeypatch):
    path = tricky_trace().write(tmp_path / "t.pt.trace.json")
    expected = careful(path)

    def dies(conn, *_):
        conn.recv_bytes()
        os._exit(3)

    monkeypatch.setattr(helper, "_helper_main", dies)
    same(streaming.read_streaming(path, Limits(), None), expected)


def test_a_helper_that_fails_on_its_pieces_changes_nothing(tmp_path, tiny_blocks, monkeypatch):
    path = tricky_trace().write(tmp_path / "t.pt.trace.json")
    expected = careful(path)
    sent = []

    def fails(conn, *_):
        while True:
            data = conn.recv_bytes()
            if not data:
                conn.send(("rss", None, 0))
                return
            sent.append(len(data))
            conn.send(("error", "RuntimeError('boom')", 0))

    monkeypatch.setattr(helper, "_helper_main", fails)
    same(streaming.read_streaming(path, Limits(), None), expected)


def test_the_helper_takes_pieces_and_reports_its_memory(tmp_path, tiny_blocks):
    path = tricky_trace().write(tmp_path / "t.pt.trace.json")
    helper.LAST_HELPER_PEAK_RSS = 0
    folded = []
    original = helper.PieceFolder.fold

    def counting(self, view):
        original(self, view)
        folded.append(self.proc is not None)

    helper.PieceFolder.fold = counting
    try:
        streaming.read_streaming(path, Limits(), None)
    finally:
        helper.PieceFolder.fold = original
    assert sum(folded) > 10  # the helper was up for most pieces
    assert helper.LAST_HELPER_PEAK_RSS > 0


def test_event_limit_counts_every_piece(tmp_path, tiny_blocks):
    path = tricky_trace().write(tmp_path / "t.pt.trace.json")
    entry = analyze_file(path, limits=Limits(max_events=500))
    assert not entry["ok"] and "more than the limit of 500" in entry["errors"][0]
    assert analyze_file(path, limits=Limits(max_events=10_000))["ok"]


@pytest.mark.parametrize("gzipped", [False, True], ids=["plain", "gzip"])
def test_the_read_tells_how_far_it_has_come_in_the_files_bytes(tmp_path, tiny_blocks, gzipped):
    """progress.py's hook hears (bytes of the file read, its size) after every piece: never
    going back, never past the size, and the whole file at the end (for a gzipped file, its
    compressed bytes); without a hook the read is the same."""
    path = tricky_trace().write(tmp_path / ("t.pt.trace.json" + (".gz" if gzipped else "")), gz=gzipped)
    size = os.path.getsize(path)
    told: list = []
    progress.set_hook(lambda done, total: told.append((done, total)))
    try:
        data = streaming.read_streaming(path, Limits(), None)
    finally:
        progress.set_hook(None)
    assert len(told) > 10  # (tiny blocks: many pieces)
    assert {total for _, total in told} == {size}
    done = [d for d, _ in told]
    assert done == sorted(done) and done[0] > 0 and done[-1] == size
    if not gzipped:  # (gzip's reader takes this small a file's compressed bytes in one go)
        assert done[0] < size
    same(data, streaming.read_streaming(path, Limits(), None))


# One step of a large generated trace: a label, an op with its args, the Python frames the
# reader drops (most of a real trace's bytes with stacks), a memory instant and a flow's ends.
_STEP = (
    '{{"ph": "X", "cat": "user_annotation", "name": "attention", "pid": 1, "tid": 1, "ts": {t}, "dur": 50}},\n'
    '{{"ph": "X", "cat": "cpu_op", "name": "aten::bmm", "pid": 1, "tid": 1, "ts": {t1}, "dur": 20, '
    '"args": {{"External id": {i}, "Sequence number": {i}, "Fwd thread id": 0, "Record function id": 0}}}},\n'
    + "".join(
        '{{"ph": "X", "cat": "python_function", "name": "site-packages/torch/nn/modules/module.py(1501): '
        f'_call_impl_{k}", "pid": 1, "tid": 1, "ts": {{t}}, "dur": 49, '
        '"args": {{"Python parent id": {i}, "Python id": {i}, "Python thread": 0}}}},\n'
        for k in range(2)
    )
    + '{{"ph": "i", "cat": "cpu_instant_event", "s": "t", "name": "[memory]", "pid": 1, "tid": 1, "ts": {t2}, '
    '"args": {{"Bytes": 1024, "Device Type": 0, "Device Id": -1, "Total Allocated": {i}, "Total Reserved": 0, '
    '"Addr": 1234}}}},\n'
    '{{"ph": "s", "cat": "fwdbwd", "name": "fwdbwd", "id": {i}, "pid": 1, "tid": 1, "ts": {t1}}},\n'
)


def write_large_trace(path, target_bytes: int) -> str:
    with open(path, "w") as f:
        f.write('{"schemaVersion": 1, "traceEvents": [\n')
        written, i = 0, 0
        while written < target_bytes:
            chunk = "".join(_STEP.format(i=k, t=100 * k, t1=100 * k + 1, t2=100 * k + 2) for k in range(i, i + 2000))
            f.write(chunk)
            written += len(chunk)
            i += 2000
        f.write('{"ph": "X", "cat": "cpu_op", "name": "end", "pid": 1, "tid": 1, "ts": 0, "dur": 1}\n]}\n')
    return str(path)


@pytest.mark.slow
def test_a_large_read_holds_its_columns_once_not_its_file(tmp_path):
    """The pieces of a large read are folded and dropped, and each column is joined from its
    pieces with those pieces freed as it goes: the read's peak (every allocation Python and
    NumPy make, tracemalloc) stays within a bound proportional to the columns it keeps, not
    to the file, which is five times larger (its dropped frames and args). Joining every
    column at once, as the reader did, peaked at twice the columns."""
    path = write_large_trace(tmp_path / "large.pt.trace.json", 120 << 20)
    tracemalloc.start()
    try:
        data = read_trace(path, Limits())
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    columns = sum(
        a.nbytes for part in (data.cpu, data.memory, data.fwdbwd) for a in vars(part).values() if hasattr(a, "nbytes")
    )
    size = os.path.getsize(path)
    assert len(data.cpu) > 200_000 and columns < size / 4
    assert peak < 1.6 * columns + (16 << 20), (peak, columns, size)


def shared_files(max_bytes: int = 8 << 20):
    """The shared traces under max_bytes on disk, one pytest param each (named by path)."""
    if not SHARED_TRACES.is_dir():
        return []
    files = sorted(p for p in SHARED_TRACES.rglob("*.json*") if p.stat().st_size < max_bytes)
    return [pytest.param(str(p), id=str(p.relative_to(SHARED_TRACES))) for p in files]


@pytest.mark.slow
@pytest.mark.skipif(not SHARED_TRACES.is_dir(), reason="../shared/traces absent")
@pytest.mark.parametrize("path", shared_files())
def test_real_traces_read_the_same_streamed_and_careful(path, monkeypatch):
    monkeypatch.setattr(streaming, "BLOCK_BYTES", 64 << 10)
    try:
        streamed = streaming.read_streaming(path, Limits(), None)
    except fold.NotStreamable:
        pytest.skip("not a Kineto trace the streaming reader takes (the careful read words why)")
    same(streamed, careful(path))


def kernel_trace() -> TraceBuilder:
    """Kernels, copies and sets with launch configurations well and badly formed, and the odd
    event that the vectorised fold hands to the per-event fold (ids as strings, no args)."""
    t = TraceBuilder()
    ts = 0.0
    grids = [[120, 1, 1], [4, 2], {"x": 1}, [1, 2, 3, 4], [-1, 1, 1], "[1,1,1]", None, [2**63, 1, 1]]
    for step in range(30):
        for i, grid in enumerate(grids):
            corr = t.launch(ts)
            extra = {
                "grid": grid,
                "block": [128, 1, 1],
                "registers per thread": 64 + i,
                "shared memory": 1024 * i,
                "blocks per SM": 1.5,
                "warps per SM": 12,
                "est. achieved occupancy %": 50 if i % 2 else None,
            }
            t.kernel(f"kernel_{i % 3}", ts + 5, 3, corr, **extra)
            if i == 2:
                t.memcpy(ts + 9, 1, t.launch(ts + 1))
            if i == 5:
                t.memset(ts + 9, 1, t.launch(ts + 1))
            ts += 10
        if step % 7 == 3:  # a device named by a string: this piece goes event by event
            t.kernel("kernel_named", ts, 2, t.launch(ts), device="0")
        # replayed kernels with PyTorch's CUDA graph annotations (and rows that have none)
        node = (5 << 32) + step
        for i, args in enumerate(
            [
                {"graph node id": node, "name": f"attention/{step % 3}"},
                {"graph node id": node, "name": "attention/0", "autograd_phase": "backward"},
                {"graph node id": 0, "name": "not a graph node"},
                {"graph node id": node, "name": ["not", "text"]},
            ]
        ):
            t.kernel("replayed", ts + i, 1, t.launch(ts), more_args=args)
        # collectives with PyTorch's "Collective name", bare, quoted once more, and not text
        for i, name in enumerate(["allreduce", f'"all_to_allv_{step % 2}"', 3]):
            t.kernel("ncclDevKernel_Generic", ts + i, 1, t.launch(ts), more_args={"Collective name": name})
        if step % 11 == 5:  # a kernel without args
            t.events.append({"ph": "X", "cat": "kernel", "name": "bare", "pid": 0, "tid": 7, "ts": ts, "dur": 1})
        ts += 10
    return t


@pytest.mark.parametrize("helper", [True, False], ids=["helper", "one-process"])
def test_kernels_and_launch_configurations_fold_the_same_both_ways(tmp_path, tiny_blocks, helper):
    path = kernel_trace().write(tmp_path / "k.pt.trace.json")
    streamed = streaming.read_streaming(path, Limits(read_helper=helper), None)
    same(streamed, careful(path))
    gpu = streamed.gpu
    rows = [r for r in range(len(gpu)) if streamed.strings[gpu.name[r]] == "kernel_0"]
    # the first kernel: every field as written, numbers as floats
    assert gpu.config.get(rows[0]) == {
        "grid": [120, 1, 1],
        "block": [128, 1, 1],
        "registers_per_thread": 64.0,
        "shared_memory": 0.0,
        "blocks_per_sm": 1.5,
        "warps_per_sm": 12.0,
        "occupancy": None,
    }
    # the fourth of the step (i = 3): a grid of four numbers is no launch dimension
    assert gpu.config.get(rows[1])["grid"] is None and gpu.config.get(rows[1])["occupancy"] == 50.0
    bad = [r for r in range(len(gpu)) if streamed.strings[gpu.name[r]] in ("kernel_1", "kernel_2")]
    assert {str(gpu.config.get(r)["grid"]) for r in bad} == {"[4, 2]", "None"}
    copies = [r for r in range(len(gpu)) if gpu.kind[r] != reader.KERNEL]
    assert len(copies) == 60 and all(gpu.config.get(r) is None for r in copies)
    bare = [r for r in range(len(gpu)) if streamed.strings[gpu.name[r]] == "bare"]
    assert len(bare) == 3 and all(gpu.config.get(r) is None for r in bare)
    assert gpu.config.get(len(gpu)) is None and gpu.config.get(-1) is None
    replayed = [r for r in range(len(gpu)) if streamed.strings[gpu.name[r]] == "replayed"]
    said = [
        (streamed.strings[gpu.annotation[r]] if gpu.annotation[r] >= 0 else None, int(gpu.annotation_phase[r]))
        for r in replayed[:8]
    ]
    # per step: its annotation, the backward one, then a row that is no graph node and one
    # whose name is not text (neither is annotated)
    expected = [[(f"attention/{step % 3}", 0), ("attention/0", 1), (None, -1), (None, -1)] for step in (0, 1)]
    assert said == expected[0] + expected[1]
    generic = [r for r in range(len(gpu)) if streamed.strings[gpu.name[r]] == "ncclDevKernel_Generic"]
    recorded = [streamed.strings[gpu.collective[r]] if gpu.collective[r] >= 0 else None for r in generic[:6]]
    assert recorded == ["allreduce", "all_to_allv_0", None, "allreduce", "all_to_allv_1", None]
    others = [r for r in range(len(gpu)) if r not in set(generic)]
    assert (gpu.collective[others] == reader.NONE_ID).all()
    # a returned configuration is the caller's to change
    gpu.config.get(rows[0])["grid"].append(7)
    assert gpu.config.get(rows[0])["grid"] == [120, 1, 1]


def test_module_calls_are_found_where_a_name_starts():
    names = [
        "nn.Module: Attention_0",
        "torch/nn/modules/module.py(1736): _call_impl",
        "x nn.Module: y",
        "a\0nn.Module: b",
        "nn.Module: ",
        "nn.Modul",
        "",
        "nn.Module: nn.Module: z",
    ]
    assert fold.module_calls(names).tolist() == [0, 4, 7]
    assert fold.module_calls(["threading.py(1030): _bootstrap"] * 5).tolist() == []
    assert fold.module_calls(["", "nn.Module: M"]).tolist() == [1]


def test_pieces_shrink_towards_the_end_of_a_file_of_known_size(tmp_path):
    block = streaming.BLOCK_BYTES
    assert streaming.piece_target(0, None) == block
    assert streaming.piece_target(0, 100 * block) == block
    assert streaming.piece_target(100 * block - 3 * block, 100 * block) == block // 2
    assert streaming.piece_target(100 * block - 1, 100 * block) == block // 8
    assert streaming.piece_target(200 * block, 100 * block) == block  # the size was wrong: whole blocks
    text = json.dumps(tricky_trace().trace()).encode()
    plain, gz = tmp_path / "t.json", tmp_path / "t.json.gz"
    plain.write_bytes(text)
    gz.write_bytes(gzip.compress(text))
    for path, gzipped in ((plain, False), (gz, True)):
        with open(path, "rb") as f:
            assert streaming.expected_size(f, gzipped) == len(text)
            assert f.tell() == 0
    # a trailer that has wrapped (over 4 GiB uncompressed) says less than the compressed size:
    # that size is the better guess, and large enough for the helper to start at once
    wrapped = tmp_path / "w.json.gz"
    data = gzip.compress(text)
    wrapped.write_bytes(data[:-4] + (5).to_bytes(4, "little"))
    with open(wrapped, "rb") as f:
        assert streaming.expected_size(f, True) == len(data) and f.tell() == 0


def test_a_large_file_gets_its_helper_before_the_first_piece(tmp_path, monkeypatch):
    monkeypatch.setattr(streaming, "BLOCK_BYTES", 2048)
    monkeypatch.setattr(helper, "HELPER_MIN_BYTES", 3 * 2048)
    path = tricky_trace().write(tmp_path / "t.pt.trace.json")
    started = []
    original = helper.PieceFolder._start

    def start(self):
        started.append(self.pieces)
        original(self)

    monkeypatch.setattr(helper.PieceFolder, "_start", start)
    same(streaming.read_streaming(path, Limits(), None), careful(path))
    assert started == [0]
    # a small one reads its first pieces alone
    started.clear()
    monkeypatch.setattr(helper, "HELPER_MIN_BYTES", 1 << 30)
    same(streaming.read_streaming(path, Limits(), None), careful(path))
    assert started == [helper.HELPER_FROM_PIECE]


def category_trace() -> TraceBuilder:
    """Python frames and ac2g flows (decoded by category) among events the union does not
    fit: a category it does not know, an event without one, a frame that is not "X" and is
    named like a memory event, an ac2g flow that is an "X" event with a bad duration."""
    t = TraceBuilder()
    ts = 0.0
    for step in range(60):
        with_module = step % 3 == 0
        if with_module:
            t.module("MultiheadAttention_0", ts, 40)
        t.events.append(
            {
                "ph": "X",
                "cat": "python_function",
                "name": f"model.py({step}): forward",
                "pid": 1,
                "tid": 1,
                "ts": ts + 1,
                "dur": 30,
                "args": {"Python id": step, "Python parent id": None},
            }
        )
        t.label(f"attn/{step}", ts + 2, 20)
        corr = t.launch(ts + 3)
        t.kernel("flash_fwd_kernel", ts + 5, 10, corr)
        t.events.append({"ph": "s", "id": corr, "pid": 1, "tid": 1, "ts": ts + 3, "cat": "ac2g", "name": "ac2g"})
        t.events.append(
            {"ph": "f", "id": corr, "pid": 0, "tid": 7, "ts": ts + 5, "cat": "ac2g", "name": "ac2g", "bp": "e"}
        )
        if step == 20:
            t.events.append({"ph": "X", "cat": "my_category", "name": "custom", "pid": 1, "tid": 1, "ts": ts, "dur": 1})
        if step == 30:
            t.events.append(
                {
                    "ph": "i",
                    "s": "g",
                    "name": "Iteration Start: PyTorch Profiler",
                    "pid": "Traces",
                    "tid": "Trace PyTorch Profiler",
                    "ts": ts,
                }
            )
        if step == 40:
            t.events.append(
                {
                    "ph": "i",
                    "cat": "python_function",
                    "name": "[memory]",
                    "pid": 1,
                    "tid": 1,
                    "ts": ts,
                    "args": {
                        "Bytes": 512,
                        "Device Type": 1,
                        "Device Id": 0,
                        "Total Allocated": 512,
                        "Total Reserved": 2048,
                    },
                }
            )
        if step == 50:
            t.events.append({"ph": "X", "cat": "ac2g", "name": "odd", "pid": 1, "tid": 1, "ts": ts, "dur": -1})
        if step == 10:  # an op that is not "X" (the narrow op struct takes "X" only), named like memory
            t.events.append(
                {
                    "ph": "i",
                    "cat": "cpu_op",
                    "name": "[memory]",
                    "pid": 1,
                    "tid": 1,
                    "ts": ts,
                    "args": {"Bytes": 64, "Device Type": 0, "Device Id": -1},
                }
            )
        if step == 12:  # a label with the 2021 key for its external id, a launch with args it is not read for
            t.events.append(
                {
                    "ph": "X",
                    "cat": "user_annotation",
                    "name": "old_style",
                    "pid": 1,
                    "tid": 1,
                    "ts": ts,
                    "dur": 3,
                    "args": {"external id": 77},
                }
            )
            t.events.append(
                {
                    "ph": "X",
                    "cat": "cuda_runtime",
                    "name": "cudaMemcpyAsync",
                    "pid": 1,
                    "tid": 1,
                    "ts": ts + 1,
                    "dur": 1,
                    "args": {"External id": 5, "correlation": 9000, "Sequence number": 3, "device": 0},
                }
            )
        ts += 50
    return t


@pytest.mark.parametrize("helper", [True, False], ids=["helper", "one-process"])
def test_decoding_by_category_changes_nothing(tmp_path, tiny_blocks, monkeypatch, helper):
    path = category_trace().write(tmp_path / "c.pt.trace.json")
    tagged = []
    original = by_category.PieceDecoder.decode

    def decode(self, piece):
        events = original(self, piece)
        tagged.append(any(e.__class__ is not schema.FastEvent for e in events))
        return events

    monkeypatch.setattr(by_category.PieceDecoder, "decode", decode)
    monkeypatch.setattr(by_category.PieceDecoder, "MISSES", 1000)  # keep trying: every odd event is met
    monkeypatch.setenv("TB_ATTN_NATIVE_SCAN", "0")  # (the decoder itself, which the native scan stands in for)
    streamed = streaming.read_streaming(path, Limits(read_helper=helper), None)
    same(streamed, careful(path))
    if not helper:  # (the helper's pieces are decoded in the other process)
        assert sum(tagged) > 20 and not all(tagged)
    assert len(streamed.memory) == 2  # the frame and the op named like memory events are ones
    label = streamed.strings.index("old_style")
    assert streamed.cpu.ext_id[streamed.cpu.name == label].tolist() == [77]
    launch = streamed.cpu.name == streamed.strings.index("cudaMemcpyAsync")
    assert streamed.cpu.corr[launch].tolist() == [9000] and streamed.cpu.seq[launch].tolist() == [reader.NONE_ID]
    assert "skipped 1 event" in " ".join(streamed.warnings)  # the ac2g "X" with a negative duration
    modules = [s for s in streamed.strings if s.startswith("nn.Module: ")]
    assert modules == ["nn.Module: MultiheadAttention_0"] and (streamed.cpu.kind == reader.MODULE).sum() == 20


def test_piece_decoder_learns_categories_and_gives_up_on_misfits():
    d = by_category.PieceDecoder()
    frame = b'{"ph": "X", "cat": "python_function", "name": "f", "pid": 1, "tid": 1, "ts": 1, "dur": 2}'
    events = d.decode(b"[" + frame + b"]")
    assert events[0].cat == "python_function" and events[0].args is None and events[0].__class__ is not schema.FastEvent
    new = b'{"ph": "X", "cat": "mine", "name": "m", "ts": 1, "dur": 1}'
    assert d.decode(b"[" + new + b"]")[0].__class__ is schema.FastEvent  # learnt here...
    assert "mine" in d.categories and d.decode(b"[" + new + b"]")[0].cat == "mine"  # ...and known after
    assert d.decode(b"[" + new + b"]")[0].__class__ is not schema.FastEvent
    catless = b'[{"ph": "i", "name": "Record Window End", "ts": 5}]'
    for _ in range(by_category.PieceDecoder.MISSES):
        assert d.tagged is not None
        d.decode(catless)
    assert d.tagged is None and d.decode(b"[" + frame + b"]")[0].__class__ is schema.FastEvent


def test_narrow_category_structs_read_like_the_full_args():
    """The commonest categories decode only the args they are read for; every other field of
    StrictArgs reads as absent, so the per-event fold takes them as it takes FastEvent."""
    d = by_category.PieceDecoder()
    op = (
        b'{"ph": "X", "cat": "cpu_op", "name": "aten::mm", "pid": 1, "tid": 2, "ts": 1.5, "dur": 2, "args": '
        b'{"External id": 4, "Sequence number": 9, "Fwd thread id": 1, "Input Dims": [[2, 3]], "correlation": 8}}'
    )
    kernel = (
        b'{"ph": "X", "cat": "kernel", "name": "k", "pid": 0, "tid": 7, "ts": 3, "dur": 1, "args": {"device": 0, '
        b'"stream": 7, "correlation": 8, "grid": [1, 2, 3], "block": [32, 1, 1], "registers per thread": 40}}'
    )
    ev_op, ev_kernel = d.decode(b"[" + op + b"," + kernel + b"]")
    full_op, full_kernel = schema.FAST_DECODER.decode(b"[" + op + b"," + kernel + b"]")
    assert ev_op.__class__ is not schema.FastEvent and ev_kernel.__class__ is not schema.FastEvent
    for narrow, full, read in (
        (ev_op, full_op, ("sequence_number", "fwd_thread_id", "input_dims")),
        (ev_kernel, full_kernel, by_category.GPU_ARGS),
    ):
        assert (narrow.name, narrow.pid, narrow.tid, narrow.ts, narrow.dur) == (
            full.name,
            full.pid,
            full.tid,
            full.ts,
            full.dur,
        )
        for attr, _, kind in schema.ARG_FIELDS:
            value = getattr(narrow.args, attr)
            if attr in read:
                assert (
                    bytes(value) == bytes(getattr(full.args, attr))
                    if kind == "raw"
                    else value == getattr(full.args, attr)
                )
            else:  # not decoded: absent, whatever the event says
                assert value is (schema.NULL if kind == "raw" else None), attr
    assert full_op.args.external_id == 4 and full_op.args.correlation == 8  # (the op is not read for them)
    assert ev_kernel.args.registers == 40 and bytes(ev_kernel.args.grid) == b"[1, 2, 3]"
    # an op that is not "X" does not fit: the piece is decoded as FastEvent
    instant = b'{"ph": "i", "cat": "cpu_op", "name": "[memory]", "pid": 1, "tid": 2, "ts": 1, "args": {"Bytes": 8}}'
    assert d.decode(b"[" + instant + b"]")[0].__class__ is schema.FastEvent


def bytes_searched_for_cuts(monkeypatch) -> list:
    """The bytes each search for a cut looks through, as the streaming read makes them."""
    scanned: list = []
    original = streaming.find_cut

    def counting(buf, start, end, fill, lowest=0):
        scanned.append(end - max(start, lowest))
        return original(buf, start, end, fill, lowest)

    monkeypatch.setattr(streaming, "find_cut", counting)
    return scanned


def test_a_long_run_of_whitespace_between_events_is_read_in_linear_work(tmp_path, monkeypatch):
    """64 MB of spaces between two events (65 KB gzipped) took a minute: every block read made
    the run longer and every search for a cut scanned all of it again."""
    head = b'{"traceEvents": [{"ph": "X", "cat": "user_annotation", "name": "attn", "pid": 1, "tid": 1, '
    head += b'"ts": 0, "dur": 10, "args": {}},'
    tail = b'{"ph": "X", "cat": "cpu_op", "name": "aten::mm", "pid": 1, "tid": 1, "ts": 1, "dur": 5, "args": {}}]}'
    run = 64 << 20
    path = tmp_path / "blank.pt.trace.json.gz"
    path.write_bytes(gzip.compress(head + b" " * run + tail, 1))
    scanned = bytes_searched_for_cuts(monkeypatch)
    data = streaming.read_streaming(str(path), Limits(read_helper=False), None)
    assert data.strings[:2] == ["attn", "aten::mm"] and len(data.cpu) == 2 and data.event_count == 2
    assert sum(scanned) < 4 * run, f"looked through {sum(scanned) / run:.0f}x the run"


def test_one_very_long_event_is_read_in_linear_work(tmp_path, monkeypatch):
    """An event of 64 MB (a label that long) has no cut for 16 blocks: each block used to
    search all of it again for one (time in the square of its length); it is searched once."""
    run = 64 << 20
    head = b'{"traceEvents": [{"ph": "X", "cat": "user_annotation", "name": "attn_'
    tail = b'", "pid": 1, "tid": 1, "ts": 0, "dur": 10, "args": {}},'
    tail += b'{"ph": "X", "cat": "cpu_op", "name": "aten::mm", "pid": 1, "tid": 1, "ts": 1, "dur": 5, "args": {}}]}'
    path = tmp_path / "long.pt.trace.json.gz"
    path.write_bytes(gzip.compress(head + b"a" * run + tail, 1))
    scanned = bytes_searched_for_cuts(monkeypatch)
    data = streaming.read_streaming(str(path), Limits(read_helper=False), None)
    assert len(data.cpu) == 2 and data.event_count == 2
    assert data.strings[1] == "aten::mm" and data.strings[0].startswith("attn_aaaa")  # (names are kept to 1 MiB)
    assert sum(scanned) < 4 * run, f"looked through {sum(scanned) / run:.0f}x the event"


def test_whitespace_inside_a_string_is_kept(tmp_path):
    name = "attn}," + " " * (200 << 10) + "x"
    t = TraceBuilder()
    t.label(name, 0, 10)
    t.label("attn_fwd", 20, 10)
    path = t.write(tmp_path / "t.pt.trace.json")
    streamed = streaming.read_streaming(str(path), Limits(read_helper=False), None)
    assert name in streamed.strings
    same(streamed, careful(str(path)))


@pytest.mark.parametrize("where", ["before", "after"])
def test_distributed_info_is_read_wherever_it_stands(tmp_path, where):
    info = {"backend": "gloo", "rank": 1, "world_size": 2, "pg_count": 1, "pg_config": [{"ranks": [0, 1]}]}
    trace = TraceBuilder().trace()
    events = trace.pop("traceEvents")
    doc = (
        {"distributedInfo": info, "traceEvents": events}
        if where == "before"
        else {"traceEvents": events, "distributedInfo": info}
    )
    path = tmp_path / "rank1.pt.trace.json"
    path.write_text(json.dumps(dict(trace, **doc)))
    streamed = streaming.read_streaming(str(path), Limits(read_helper=False), None)
    assert streamed.distributed == {"rank": 1, "world_size": 2, "backend": "gloo"}
    same(streamed, careful(str(path)))


def test_odd_distributed_info_gives_none_or_what_is_usable(tmp_path):
    for info, expected in (
        ("nccl", None),
        ({"rank": "0", "world_size": True, "backend": 7}, None),
        ({"rank": 3, "backend": "x" * 500}, {"rank": 3, "world_size": None, "backend": "x" * 100}),
    ):
        path = tmp_path / "t.json"
        path.write_text(json.dumps(dict(TraceBuilder().trace(), distributedInfo=info)))
        assert read_trace(str(path)).distributed == expected


@pytest.mark.parametrize("events_each", [3, 40_000])  # all in the tail; across many pieces
def test_a_repeated_events_key_keeps_the_last_array_on_both_paths_with_a_warning(tmp_path, monkeypatch, events_each):
    """One rule for a file holding two traceEvents arrays, whatever its size: the last one
    is read, as JSON parsers do, and a warning says so (the streaming read used to keep both
    once the first array spanned pieces)."""

    def events(prefix: str) -> list:
        t = TraceBuilder()
        for i in range(events_each):
            t.label(f"{prefix}_{i % 7}", 10 * i, 5)
        return t.trace()["traceEvents"]

    first, last = events("first"), events("attn_last")
    body = json.dumps({"traceEvents": first})[:-1] + ', "traceEvents": ' + json.dumps(last) + "}"
    path = tmp_path / "twice.pt.trace.json"
    path.write_text(body)
    # by hand: the labels of the last array, and only those
    expected = sorted({e["name"] for e in last if e.get("cat") == "user_annotation"})
    results = []
    for careful_env in ("0", "1"):
        monkeypatch.setenv("TB_ATTN_CAREFUL_READ", careful_env)
        data = read_trace(str(path))
        labels = sorted({data.strings[n] for n in data.cpu.name.tolist()})
        assert labels == expected and len(data.cpu) == events_each
        assert data.warnings == [
            f"{path}: 2 traceEvents keys at the top level: only the last one is read, as JSON parsers do "
            "(a trace written twice into one file?)"
        ]
        results.append(data)
    same(*results)


def test_a_lone_surrogate_costs_one_character_not_the_trace(tmp_path, monkeypatch):
    t = TraceBuilder()
    t.label("attn_fwd", 0, 50)
    t.label("attn_SURROGATE", 100, 50)
    t.kernel("flash_fwd_kernel", 110, 10.0, t.launch(105))
    path = tmp_path / "s.pt.trace.json"
    text = json.dumps(t.trace()).replace("SURROGATE", "\\ud800x")
    assert "\\ud800x" in text
    path.write_text(text)
    for careful_env in ("0", "1"):
        monkeypatch.setenv("TB_ATTN_CAREFUL_READ", careful_env)
        entry = analyze_file(str(path))
        assert entry["ok"], entry["errors"]
        assert sorted(s["name"] for s in entry["scopes"]) == ["attn_fwd", "attn_\ufffdx"]
        assert entry["attention"]["kernel_us"] == 10.0
        assert entry["warnings"] == [
            f"{path}: 1 lone UTF-16 surrogate escape (half of a character, which no JSON decoder takes) read as U+FFFD"
        ]


def test_name_hits_equal_a_test_of_every_row_and_the_sorting_reference():
    from tb_attn_plugin.reader.columns import name_hits, name_hits_reference

    strings = ["aten::mm", "attn_fwd", "aten::softmax", "flash_fwd", "ProfilerStep#1", "unused"]
    rng = np.random.default_rng(7)
    test = lambda s: "attn" in s or s.startswith("flash")  # noqa: E731
    calls = []

    def counted(s):
        calls.append(s)
        return test(s)

    for n in (0, 1, 5, 1000):
        ids = rng.integers(0, 5, size=n)  # (never id 5: a string no row names)
        calls.clear()
        got = name_hits(strings, ids, counted)
        assert got.tolist() == [test(strings[i]) for i in ids.tolist()]  # each row by hand
        assert got.tolist() == name_hits_reference(strings, ids, test).tolist()
        assert sorted(calls) == sorted({strings[i] for i in ids.tolist()})  # once per distinct name
    # ids that are not string ids (never made by the reader) go the reference's way
    odd = np.array([-1, 2, 1], dtype=np.int64)
    assert name_hits(strings, odd, test).tolist() == name_hits_reference(strings, odd, test).tolist()
