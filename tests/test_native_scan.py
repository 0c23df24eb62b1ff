"""The native scan (reader/_scan.c, reader/scan.py) against its reference, the typed decode and
the vectorised fold: every piece it takes folds into the same part, every piece it is unsure of
is left to the reference untouched, and no input makes it read outside its piece."""

from __future__ import annotations

import json
import random

import msgspec
import numpy as np
import pytest
from conftest import SHARED_TRACES
from test_streaming_reader import same, shared_files

from tb_attn_plugin.reader import by_category, fold, read_trace, scan, scanner, streaming
from tb_attn_plugin.reader.fold import Collector, NotStreamable

pytestmark = pytest.mark.skipif(
    scanner.scan_piece is None, reason="the native scan is not built (no C compiler at install)"
)


def ev(**fields) -> dict:
    return fields


def op(name, ts, dur, **args):
    return ev(ph="X", cat="cpu_op", name=name, pid=7, tid=8, ts=ts, dur=dur, args=args)


def frame(name, ts, dur, tid=8):
    return ev(ph="X", cat="python_function", name=name, pid=7, tid=tid, ts=ts, dur=dur, args={"Python id": 3})


def memory(ts, nbytes, **extra):
    args = {
        "Total Reserved": 4096,
        "Total Allocated": 1024.5,
        "Bytes": nbytes,
        "Addr": 1,
        "Device Type": 1,
        "Device Id": 0,
    }
    args.update(extra)
    return ev(ph="i", cat="cpu_instant_event", s="t", name="[memory]", pid=7, tid=8, ts=ts, args=args)


def plain_events() -> list:
    """One of each kind of event the native scan takes, written as Kineto writes them."""
    return [
        ev(ph="M", name="process_name", pid=7, tid=0, args={"name": "python"}),
        ev(ph="M", name="process_sort_index", pid="Spans", tid=0, args={"sort_index": 5}),
        ev(ph="X", cat="user_annotation", name="attention", pid=7, tid=8, ts=10, dur=50.5, args={"External id": 3}),
        ev(ph="X", cat="user_annotation", name="old", pid=7, tid=8, ts=11, dur=1, args={"external id": 4}),
        op(
            "aten::scaled_dot_product_attention",
            12,
            30.25,
            **{
                "External id": 5,
                "Sequence number": 9,
                "Fwd thread id": 0,
                "Record function id": 0,
                "Concrete Inputs": ["", "", "", "0.0", "True"],
                "Input type": ["float", "float", "float", "Scalar", "Scalar"],
                "Input Strides": [[1, 2], []],
                "Input Dims": [[2, 4, 16, 8], [2, 4, 16, 8], [2, 4, 16, 8], [], []],
                "Ev Idx": 4,
            },
        ),
        op("aten::empty", 13, 1.5e0, **{"External id": 6, "Input Dims": [[]], "Ev Idx": 5}),
        op(
            "aten::mm",
            14,
            2,
            **{"External id": 7, "Sequence number": 10, "Fwd thread id": 1, "Input Dims": [[4, 8], [8, 4]]},
        ),
        op("aten::add_", 15, 0.001, **{"Sequence number": None}),
        frame("nn.Module: MultiheadAttention_0", 9, 60),
        frame("model.py(42): forward", 9.5, 55),
        frame("torch/nn/modules/module.py(1751): _call_impl", 9.6, 54),
        frame("caf\u00e9.py(1): f\u00fcr \U0001f600", 9.7, 1),
        frame('esc\\"aped\\n \u00e9', 9.8, 1),
        ev(
            ph="X",
            cat="cuda_runtime",
            name="cudaLaunchKernel",
            pid=7,
            tid=8,
            ts=20,
            dur=3,
            args={"correlation": 44, "cbid": 211},
        ),
        ev(ph="X", cat="cuda_driver", name="cuLaunchKernel", pid=7, tid=8, ts=21, dur=3, args={"correlation": 45}),
        memory(16, 512),
        memory(17, -512.25, **{"Device Type": 0, "Device Id": -1}),
        ev(ph="i", cat="cpu_instant_event", s="t", name="[memory]", pid=7, tid=8, ts=18, args={"Bytes": 8}),
        ev(ph="i", cat="cpu_instant_event", s="t", name="[OutOfMemory]", pid=7, tid=8, ts=19, args={"Bytes": 8}),
        ev(ph="s", id=109, pid=7, tid=8, ts=12, cat="fwdbwd", name="fwdbwd"),
        ev(ph="f", id=109, pid=7, tid=9, ts=80, cat="fwdbwd", name="fwdbwd", bp="e"),
        ev(ph="s", id=1, pid=7, tid=8, ts=20, cat="ac2g", name="ac2g"),
        ev(ph="f", id="x", pid="gpu", tid=8, cat="ac2g", name="ac2g"),
        ev(
            ph="X",
            cat="Trace",
            name="PyTorch Profiler (0)",
            pid="Spans",
            tid="PyTorch Profiler",
            ts=1,
            dur=100,
            args={"Op count": 0},
        ),
        ev(ph="i", s="g", name="Iteration Start: PyTorch Profiler", pid="Traces", tid="Trace PyTorch Profiler", ts=1),
        ev(ph="X", cat="python_function", name="no args", pid=7, tid=8, ts=9.9, dur=0),
    ]


def piece(events: list, indent: bool = False) -> bytes:
    return ("[" + (",\n" if indent else ",").join(json.dumps(e, ensure_ascii=False) for e in events) + "]").encode()


def exported(c: Collector) -> dict:
    return {**c.export(), "strings": c.strings, "idents": c.idents, "device_names": c.device_names}


def equal(a, b) -> bool:
    if isinstance(a, np.ndarray):
        return isinstance(b, np.ndarray) and a.dtype == b.dtype and np.array_equal(a, b, equal_nan=a.dtype.kind == "f")
    if isinstance(a, tuple) and hasattr(a, "_fields"):
        return type(a) is type(b) and all(equal(x, y) for x, y in zip(a, b))
    if isinstance(a, (list, tuple)):
        return isinstance(b, (list, tuple)) and len(a) == len(b) and all(equal(x, y) for x, y in zip(a, b))
    if isinstance(a, dict):
        return isinstance(b, dict) and a.keys() == b.keys() and all(equal(a[k], b[k]) for k in a)
    return a == b


def both_ways(data: bytes, decoder_state=None):
    """-> (the native fold's collector or None where it did not take the piece, the reference's
    collector or the exception it raised), each from a fresh collector and decoder."""
    native_decoder, reference_decoder = by_category.PieceDecoder(), by_category.PieceDecoder()
    if decoder_state:
        decoder_state(native_decoder)
        decoder_state(reference_decoder)
    native_decoder.scratch = scanner.Scratch()
    native = Collector("p")
    taken = scan.fold_scanned(native, data, native_decoder)
    if taken is None:
        assert equal(exported(native), exported(Collector("p"))), "a piece not taken changed the collector"
    reference = Collector("p")
    try:
        events = reference_decoder.decode(data)
        reference.add_piece(events, None)
        result = reference
    except (msgspec.ValidationError, msgspec.DecodeError, RecursionError) as exc:
        result = exc
    if taken is not None:
        assert not isinstance(result, Exception), "the native fold took a piece the reference cannot decode"
        assert taken == len(events)
        assert (native_decoder.tagged is None) == (reference_decoder.tagged is None)
        assert native_decoder.misses == reference_decoder.misses
    return (native if taken is not None else None), result


def test_plain_events_fold_natively_into_the_reference_part():
    native, reference = both_ways(piece(plain_events()))
    assert native is not None, "the native scan refused plain Kineto events"
    assert equal(exported(native), exported(reference))
    # worked out by hand: 2 labels, 4 ops, 1 module call, 2 launches; 3 memory instants (the
    # third with no device, so the CPU's; the fourth is no [memory]); one fwdbwd flow pair
    assert native.n_cpu == 9 and native.n_mem == 3
    (cpu,) = native.cpu_parts
    assert [native.strings[i] for i in cpu.name] == [
        "attention",
        "old",
        "aten::scaled_dot_product_attention",
        "aten::empty",
        "aten::mm",
        "aten::add_",
        "nn.Module: MultiheadAttention_0",
        "cudaLaunchKernel",
        "cuLaunchKernel",
    ]
    assert cpu.ext_id[:2].tolist() == [3, 4] and cpu.corr[-2:].tolist() == [44, 45]
    assert cpu.seq[2:6].tolist() == [9, fold.NONE_ID, 10, fold.NONE_ID] and cpu.fwd_tid[4] == 1
    assert cpu.dur.tolist()[2:6] == [30.25, 1.5, 2.0, 0.001]
    (mem,) = native.mem_parts
    assert mem.bytes.tolist() == [512.0, -512.25, 8.0] and np.isnan(mem.total_allocated[2])
    assert [native.device_names[d] for d in mem.device] == ["cuda:0", "cpu", "cpu"]
    (flows,) = native.flow_parts
    assert flows.id.tolist() == [109, 109] and flows.start.tolist() == [True, False]
    (frames,) = native.frame_parts
    assert [frames.names[i] for i in frames.name] == ["model.py(42): forward", "caf\u00e9.py(1): f\u00fcr \U0001f600"]
    sdpa = native.strings.index("aten::scaled_dot_product_attention")
    assert native.shapes[2] == (
        [[2, 4, 16, 8]] * 3 + [[], []],
        ["float"] * 3 + ["Scalar"] * 2,
        ["", "", "", "0.0", "True"],
    )
    assert native.shapes_kept[sdpa]


def test_kernels_copies_and_sets_fold_natively_into_the_reference_part():
    """The device's rows: the event from the scan, the args (launch configurations, occupancy,
    graph annotations, collectives) decoded from their spans as the tagged decoder decodes them."""
    kernel = {
        "device": 0,
        "stream": 7,
        "correlation": 44,
        "registers per thread": 128,
        "shared memory": 49152,
        "blocks per SM": 1.5,
        "warps per SM": 12,
        "grid": [132, 1, 1],
        "block": [128, 1, 1],
        "est. achieved occupancy %": 25,
        "queued": 0,
        "External id": 5,
    }
    events = [
        *plain_events(),
        ev(
            ph="X",
            cat="kernel",
            name="flash_fwd_kernel<Flash_fwd_kernel_traits<128, 128>>",
            pid=0,
            tid=7,
            ts=22,
            dur=40.5,
            args=kernel,
        ),
        ev(
            ph="X",
            cat="kernel",
            name="ncclDevKernel_Generic",
            pid=0,
            tid=9,
            ts=70,
            dur=5,
            args={
                "device": 0,
                "stream": 9,
                "correlation": 46,
                "grid": [1],
                "block": [64, 1, 1],
                "Collective name": '"allreduce"',
                "occupancy": {"limitingFactors": "REGS|SMEM", "blockLimitRegs": 2},
            },
        ),
        ev(
            ph="X",
            cat="kernel",
            name="replayed",
            pid=0,
            tid=7,
            ts=80,
            dur=1,
            args={
                "device": 0,
                "stream": 7,
                "correlation": 47,
                "graph node id": 12,
                "name": "attention",
                "autograd_phase": "backward",
                "grid": "bad",
            },
        ),
        ev(
            ph="X",
            cat="gpu_memcpy",
            name="Memcpy HtoD (Pageable -> Device)",
            pid=0,
            tid=7,
            ts=21,
            dur=1,
            args={"device": 0, "stream": 7, "correlation": 43, "bytes": 64},
        ),
        ev(
            ph="X",
            cat="gpu_memset",
            name="Memset (Device)",
            pid=0,
            tid=7,
            ts=20.5,
            dur=0.5,
            args={"device": 0, "stream": 7, "correlation": 42},
        ),
    ]
    native, reference = both_ways(piece(events))
    assert native is not None
    assert equal(exported(native), exported(reference))
    (gpu,) = native.gpu_parts
    assert native.n_gpu == 5 and gpu.kind.tolist() == [0, 0, 0, 1, 2]
    assert gpu.stream.tolist() == [7, 9, 7, 7, 7] and gpu.corr.tolist() == [44, 46, 47, 43, 42]
    assert [native.dims[i] for i in gpu.grid[:3]] == [(132, 1, 1), (1,), None]
    assert gpu.numbers[0, :5].tolist() == [128.0, 49152.0, 1.5, 12.0, 25.0]
    assert native.strings[gpu.collective[1]] == "allreduce"
    assert native.strings[gpu.annotation[2]] == "attention" and gpu.annotation_phase[2] == 1


def test_launches_naming_their_kernel_fold_natively_into_the_reference_part():
    """ROCm's launches name their kernel ("kernel" in their args): the name is the launch's
    launched kernel, its text as decoded, none where it is not text (every runtime or driver
    call is a launch row, as the reference makes it: a copy's named kernel is kept too)."""

    def launch(name, ts, **args):
        return ev(ph="X", cat="cuda_runtime", name=name, pid=7, tid=8, ts=ts, dur=1, args=args)

    events = [
        launch("hipLaunchKernel", 1, correlation=1, kernel="void at::native::k<16, long>(char*)"),
        launch("hipLaunchKernel", 2, correlation=2, kernel="void at::native::k<16, long>(char*)"),
        launch("hipModuleLaunchKernel", 3, correlation=3, kernel='fmha_fwd "d128" \u00e9'),
        launch("hipLaunchKernel", 4, correlation=4, kernel=None),
        launch("hipLaunchKernel", 5, correlation=5, kernel=7),
        launch("hipLaunchKernel", 6, correlation=6),
        launch("hipMemcpyAsync", 7, correlation=7, kernel="not launched"),
        ev(ph="X", cat="cuda_driver", name="cuLaunchKernel", pid=7, tid=8, ts=8, dur=1, args={"kernel": "drv"}),
    ]
    native, reference = both_ways(piece(events))
    assert native is not None, "the native scan refused launches naming their kernel"
    assert equal(exported(native), exported(reference))
    (cpu,) = native.cpu_parts
    launched = [None if i == fold.NONE_ID else native.strings[i] for i in cpu.launch_kernel]
    assert launched == [
        "void at::native::k<16, long>(char*)",
        "void at::native::k<16, long>(char*)",
        'fmha_fwd "d128" \u00e9',
        None,
        None,
        None,
        "not launched",
        "drv",
    ]


def test_a_name_absent_reads_as_the_empty_name_written():
    """An event without a name reads as "", as an event named "" does: one name, not two."""
    events = [frame("", 1, 1), ev(ph="X", cat="python_function", pid=7, tid=8, ts=2, dur=1), frame("x.py(1): f", 3, 1)]
    events += [ev(ph="X", cat="cpu_op", pid=7, tid=8, ts=4, dur=1, args={}), op("", 5, 1)]
    native, reference = both_ways(piece(events))
    assert native is not None and equal(exported(native), exported(reference))
    assert native.strings.count("") == 1 and native.n_cpu == 2


def test_pieces_of_tiny_events_are_refused_without_rows_for_each():
    """A piece of events too small to be taken gets no more rows than one per 8 bytes."""
    d = by_category.PieceDecoder()
    d.scratch = scanner.Scratch()
    data = b"[" + b",".join([b"{}"] * 100_000) + b"]"
    assert scan.fold_scanned(Collector("p"), data, d) is None
    assert d.scratch.rows <= len(data) // 8 * 2


def test_events_without_a_category_count_as_the_tagged_decoder_counts_them():
    """A piece with metadata events has no category to tag: the reference decodes it as
    FastEvent and counts a miss; the native fold takes it and counts the same miss."""
    data = piece(plain_events())
    native, _ = both_ways(data)
    assert native is not None
    both_ways(data, decoder_state=lambda d: setattr(d, "misses", by_category.PieceDecoder.MISSES - 1))
    without = piece([e for e in plain_events() if "cat" in e])
    d = by_category.PieceDecoder()
    d.scratch = scanner.Scratch()
    assert scan.fold_scanned(Collector("p"), without, d) is not None and d.misses == 0


@pytest.mark.parametrize(
    "change",
    [
        pytest.param(
            lambda es: es.append(ev(ph="X", cat="gpu_user_annotation", name="k", pid=0, tid=7, ts=1, dur=1, args={})),
            id="a GPU-side label",
        ),
        pytest.param(
            lambda es: es.append(
                ev(ph="X", cat="kernel", name="k", pid=0, tid=7, ts=1, dur=1, args={"device": 0, "stream": "7"})
            ),
            id="a kernel's stream as text",
        ),
        pytest.param(
            lambda es: es.append(ev(ph="X", cat="kernel", name="k", pid=0, tid=7, ts=1, dur=1)),
            id="a kernel without args",
        ),
        pytest.param(
            lambda es: es.append(ev(ph="X", cat="mine", name="m", pid=1, tid=1, ts=1, dur=1)),
            id="a category it does not know",
        ),
        pytest.param(
            lambda es: es.append(ev(ph="B", cat="cpu_op", name="m", pid=1, tid=1, ts=1)),
            id="a narrow category in another phase",
        ),
        pytest.param(lambda es: es[4].update(pid="7"), id="a thread id written as text"),
        pytest.param(lambda es: es[4].update(ts="12"), id="a time written as text"),
        pytest.param(lambda es: es[4].update(dur=-1), id="a negative duration"),
        pytest.param(lambda es: es[4].update(args=None), id="an op without args"),
        pytest.param(lambda es: es[4]["args"].update({"Sequence number": 9.0}), id="an id written as a float"),
        pytest.param(lambda es: es[4]["args"].update({"Sequence number": 2**60}), id="an id past 2^53"),
        pytest.param(lambda es: es[15]["args"].update(Bytes=None), id="a memory instant without a size"),
        pytest.param(lambda es: es[15]["args"].update({"device": [1]}), id="an arg FastEvent types, of the wrong type"),
        pytest.param(lambda es: es[2].update(name=7), id="a name that is no string"),
        pytest.param(
            lambda es: es.append(ev(ph="i", name="[memory]", pid=7, tid="t", ts=1, args={"Bytes": 1})),
            id="memory without a category, thread as text",
        ),
        pytest.param(
            lambda es: es.append(ev(ph="s", cat="fwdbwd", id="a", pid=1, tid=1, ts=1)), id="a flow id as text"
        ),
        pytest.param(
            lambda es: es.extend([frame("a.py(1): f", 1, 1), frame("a.py(1): \\u0066", 1, 1)]),
            id="one name written two ways",
        ),
    ],
)
def test_what_it_does_not_take_is_left_to_the_reference(change):
    events = plain_events()
    change(events)
    data = piece(events).replace(b"\\\\u0066", b"\\u0066")
    native, reference = both_ways(data)
    assert native is None
    assert not isinstance(reference, Exception) or isinstance(reference, msgspec.ValidationError)


@pytest.mark.parametrize(
    "text",
    [
        b'[{"ph":"X","cat":"cpu_op","name":"a","pid":1,"tid":1,"ts":01,"dur":1,"args":{}}]',  # leading zero
        b'[{"ph":"X","cat":"cpu_op","name":"a","pid":1,"tid":1,"ts":1.,"dur":1,"args":{}}]',
        b'[{"ph":"X","cat":"cpu_op","name":"a","pid":1,"tid":1,"ts":+1,"dur":1,"args":{}}]',
        b'[{"ph":"X","cat":"cpu_op","name":"a","pid":1,"tid":1,"ts":1e,"dur":1,"args":{}}]',
        b'[{"ph":"X","cat":"cpu_op","name":"a\x01","pid":1,"tid":1,"ts":1,"dur":1,"args":{}}]',  # a control character
        b'[{"ph":"X","cat":"cpu_op","name":"a\\x","pid":1,"tid":1,"ts":1,"dur":1,"args":{}}]',  # an invalid escape
        b'[{"ph":"X","cat":"cpu_op","name":"\\ud800","pid":1,"tid":1,"ts":1,"dur":1,"args":{}}]',  # a lone surrogate
        b'[{"ph":"X","cat":"cpu_op","name":"\xff","pid":1,"tid":1,"ts":1,"dur":1,"args":{}}]',  # not UTF-8
        b'[{"ph":"X","cat":"cpu_op","name":"\xc0\xaf","pid":1,"tid":1,"ts":1,"dur":1,"args":{}}]',  # overlong
        b'[{"ph":"X","cat":"cpu_op","name":"\xed\xa0\x80","pid":1,"tid":1,"ts":1,"dur":1,"args":{}}]',  # a surrogate
        b'[{"ph":"X","cat":"cpu_op","name":"a","pid":1,"tid":1,"ts":1,"dur":1,"args":{"x":[1,,2]}}]',
        b'[{"ph":"X","cat":"cpu_op","name":"a","pid":1,"tid":1,"ts":1,"dur":1,"args":{"x":tru}}]',
        b'[{"ph":"X","cat":"cpu_op","name":"a","pid":1,"tid":1,"ts":1,"dur":1,"args":{}},]',  # a trailing comma
        b'[{"ph":"X","cat":"cpu_op","name":"a","pid":1,"tid":1,"ts":1,"dur":1,"args":{}}] x',
        b'[{"ph":"X","cat":"cpu_op","name":"a","name":"b","pid":1,"tid":1,"ts":1,"dur":1,"args":{}}]',  # a key twice
        b'[{"ph":"X","c\\u0061t":"cpu_op","name":"a","pid":1,"tid":1,"ts":1,"dur":1,"args":{}}]',  # a key escaped
        b'[{"ph":"X","cat":"cpu_op","name":"a","pid":1,"tid":1,"ts":1,"dur":1,"args":{"x":'
        + b"[" * 70
        + b"]" * 70
        + b"}}]",
        b'[{"ph":"X","cat":"cpu_op","name":"a","pid":1,"tid":1,"ts":1e400,"dur":1,"args":{}}]',
        b'[{"ph":"X","cat":"cpu_op","name":"a","pid":1234567890123456789012,"tid":1,"ts":1,"dur":1,"args":{}}]',
        b"[1]",
        b"[",
        b"",
    ],
)
def test_anything_not_strict_json_of_that_shape_is_left_to_the_reference(text):
    native, _ = both_ways(text)
    assert native is None


def test_numbers_read_as_the_json_decoder_reads_them():
    """Times with many digits, exponents and the fast path's edges: each the float msgspec gives."""
    rng = random.Random(5)
    values = [
        "5699173187409.827",
        "0.1",
        "1e-7",
        "123456789012345678e-3",
        "9007199254740993.5",
        "4.9e-324",
        "1.7976931348623157e308",
        "0.000000000000000000000000001",
        "-0.0",
        "2.2250738585072011e-308",
        "3.14159265358979323846264338327950288",
        "1E+2",
        "100e-2",
    ]
    values += [
        f"{rng.randint(0, 10 ** rng.randint(1, 17))}.{rng.randint(0, 10 ** rng.randint(0, 6))}" for _ in range(300)
    ]
    values += [f"{rng.random() * 10 ** rng.randint(-30, 30)!r}" for _ in range(300)]
    events = [
        f'{{"ph":"X","cat":"python_function","name":"a.py(1): f","pid":1,"tid":1,"ts":{v},"dur":1}}' for v in values
    ]
    data = ("[" + ",".join(events) + "]").encode()
    native, reference = both_ways(data)
    assert native is not None
    expected = [msgspec.json.decode(v.encode(), type=float) for v in values]
    (frames,) = native.frame_parts
    assert frames.ts.tolist() == expected
    assert equal(exported(native), exported(reference))


def test_mutated_pieces_fold_the_same_or_are_left_to_the_reference():
    """Every piece made from a plain one by changing, dropping or doubling a byte (seeded, so the
    same cases on every machine): where the native fold takes it, its part is the reference's,
    and where the reference cannot decode it, the native fold never takes it."""
    base = piece(plain_events(), indent=True)
    rng = random.Random(63)
    alphabet = b'{}[],:"\\ -.0123456789eEtrufalsnXic\x00\xc3\xa9\xff'
    taken = 0
    for _ in range(3000):
        data = bytearray(base)
        for _ in range(rng.randint(1, 3)):
            at = rng.randrange(len(data))
            what = rng.random()
            if what < 0.6:
                data[at] = alphabet[rng.randrange(len(alphabet))]
            elif what < 0.8:
                del data[at]
            else:
                data.insert(at, data[at])
        native, reference = both_ways(bytes(data))
        if native is not None:
            taken += 1
            assert not isinstance(reference, Exception), bytes(data)
            assert equal(exported(native), exported(reference)), bytes(data)
    assert taken > 100  # (many mutations fall in a value's digits or a name: still plain)


def test_every_prefix_of_a_piece_is_read_within_its_bytes():
    """Cut anywhere, a piece ends where its buffer ends: the scan stops there (no read past it)."""
    base = piece(plain_events())
    for end in range(len(base)):
        native, _ = both_ways(memoryview(base)[:end])
        assert native is None or end == len(base)


@pytest.mark.slow
@pytest.mark.skipif(not SHARED_TRACES.is_dir(), reason="../shared/traces absent")
@pytest.mark.parametrize("path", shared_files())
def test_real_traces_read_the_same_with_the_native_scan_and_without(path, monkeypatch):
    monkeypatch.setattr(streaming, "BLOCK_BYTES", 256 << 10)
    monkeypatch.setenv(scanner.NATIVE_SCAN_ENV, "0")
    try:
        reference = streaming.read_streaming(path, fold_limits(), None)
    except NotStreamable:
        pytest.skip("not a Kineto trace the streaming reader takes")
    monkeypatch.setenv(scanner.NATIVE_SCAN_ENV, "1")
    same(read_trace_streamed(path), reference)


def fold_limits():
    from tb_attn_plugin.core.limits import Limits

    return Limits(read_helper=False)


def read_trace_streamed(path):
    return streaming.read_streaming(path, fold_limits(), None)


def test_the_demo_trace_is_read_natively_and_the_same(tmp_path, monkeypatch):
    """The committed demo recordings (CPU, with stacks, shapes and memory): every piece but the
    first (metadata) and those with the profiler's own spans taken natively, and the same columns."""
    import glob
    import os

    paths = sorted(glob.glob(os.path.join(os.path.dirname(__file__), "fixtures", "demo", "*.json*")))
    assert paths
    monkeypatch.setattr(streaming, "BLOCK_BYTES", 64 << 10)
    for path in paths:
        monkeypatch.setenv(scanner.NATIVE_SCAN_ENV, "0")
        reference = read_trace(path, fold_limits())
        monkeypatch.setenv(scanner.NATIVE_SCAN_ENV, "1")
        counts = [0, 0]
        original = scan.fold_scanned

        def counting(*args, counts=counts, original=original):
            result = original(*args)
            counts[result is None] += 1
            return result

        monkeypatch.setattr(scan, "fold_scanned", counting)
        same(read_trace(path, fold_limits()), reference)
        monkeypatch.setattr(scan, "fold_scanned", original)
        assert counts[0] >= 1 and counts[0] >= counts[1], (path, counts)


def test_a_file_whose_pieces_it_does_not_take_is_no_longer_scanned(tmp_path, monkeypatch):
    """Where the scan took none of a file's first NATIVE_REFUSALS pieces (here: each holds an
    event of a category it does not know), the rest of the file is decoded without scanning
    each piece first; a file of which it took a piece is scanned to its end, whatever it
    refuses after. The same columns."""
    monkeypatch.setattr(streaming, "BLOCK_BYTES", 16 << 10)
    unknown = ev(ph="X", cat="mine", name="m", pid=7, tid=8, ts=1, dur=1)
    refusals = by_category.PieceDecoder.NATIVE_REFUSALS
    for name, every in (("all.json", 1), ("some.json", 40)):
        # 24,000 events of about 140 bytes, a piece (16 KB) of about 120: an event of its own
        # category every `every` events (each piece refused), or every 40 (some taken, some not)
        events = []
        for j in range(24_000):
            events.append(op(f"aten::op{j % 50}", j, 1.0, **{"External id": j}))
            if j % 120 == 0 and (every == 1 or j % (120 * 3) == 0):
                events.append(unknown)
        path = tmp_path / name
        path.write_text(json.dumps({"schemaVersion": 1, "traceEvents": events}))
        monkeypatch.setenv(scanner.NATIVE_SCAN_ENV, "0")
        reference = read_trace_streamed(str(path))
        monkeypatch.setenv(scanner.NATIVE_SCAN_ENV, "1")
        taken: list = []
        original = scan.fold_scanned
        monkeypatch.setattr(
            scan,
            "fold_scanned",
            lambda *a, original=original, taken=taken: taken.append(original(*a)) or taken[-1],
        )
        same(read_trace_streamed(str(path)), reference)
        monkeypatch.setattr(scan, "fold_scanned", original)
        if name == "all.json":
            assert taken == [None] * refusals
        else:  # (one piece in three refused, the first among them: every piece scanned)
            assert taken[0] is None and len(taken) > 150 and 50 < taken.count(None) < 100
