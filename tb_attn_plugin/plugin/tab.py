"""The Attention tab: a TensorBoard plugin. Its ``*_impl`` functions return data or raise
``tensorboard.errors.*`` (400/404 with a message); the routes (routes.py) are thin wrappers
around them. Every route is documented in docs/http_api.md."""

from __future__ import annotations

import dataclasses
import re
import threading
from collections import OrderedDict
from typing import Optional

# (TensorBoard imports this module at its start: Ctrl+C then stops it without a traceback
# through the plugin's imports; TensorBoard's own import of itself may still print one)
try:
    import msgspec
    from tensorboard import errors
    from tensorboard.plugins import base_plugin

    from .. import settings
    from ..analysis import SCHEMA_VERSION, Options
    from ..analysis.passes import hardware
    from ..analysis.queries.memory import memory_window, scope_instances
    from ..analysis.queries.timeline import chrome_trace, timeline_window
    from ..core import metadata
    from ..core.metadata import VERSION
    from ..decide.compare import compare, unrelated
    from ..decide.trends import rank_part, ranks_of, trend_of, trend_points
    from ..names import patterns, user_patterns
    from ..pipeline import analysis_settings
    from ..report_types import (
        CompareAlone,
        CompareAloneBaseline,
        CompareAloneLeftOutItem,
        CompareLeftOutItem,
        CompareTracesItem,
        Config,
        JobState,
        Traces,
        Trends,
    )
    from ..server import contract
    from ..server.cache import ResultCache, default_cache_dir
    from ..server.listing import ListingRows
    from ..server.results import SharedResults, default_location
    from ..server.service import AnalysisService
    from .host_guard import allowed_hosts
    from .path_hiding import PathHider
    from .routes import int_param, plugin_apps, static_files, time_param
except KeyboardInterrupt:
    raise SystemExit(130) from None

_TRACE_ID = re.compile(r"^[0-9a-f]{16}$")
_DEVICE = re.compile(r"^[a-z0-9_]{1,32}(:\d{1,6})?$")  # (bounded: a 10,000-character device was echoed in a 404)
_CALL = re.compile(r"^(\d{1,9}|median|slowest|fastest)$")
MAX_REGEX_LENGTH = 500
MAX_SCOPE_NAME = 4096  # characters of a scope name asked for by name
# traces one compare takes at most, and spans one trend reads at most (a run of more spans
# shows its newest ones). The summaries are folded one at a time (trend_of, ranks_of), so the
# bound is the body's size: 10,000 one-step spans of a 24-layer model, about 10 MB of JSON.
MAX_COMPARE = 32
MAX_TREND_SPANS = 10_000
# runs whose last /trends body is kept, answered again while nothing in it changed (the
# body of 1,024 ranks: about 1 MB of JSON, 90 ms to make from the kept summaries)
MAX_TREND_BODIES = 2


class AttentionPlugin(base_plugin.TBPlugin):
    plugin_name = metadata.PLUGIN_NAME

    def __init__(self, context, service: Optional[AnalysisService] = None):
        flags = context.flags
        # (the one conversion of the settings, as the commands and the API make it; a bad
        # peaks file was checked in fix_flags: it stops TensorBoard with the reason)
        self.options, self.limits = analysis_settings(flags, prefix="attention_")
        workers = getattr(flags, "attention_workers", None) or 1
        cache_dir = getattr(flags, "attention_cache_dir", None)
        if cache_dir is None:
            cache_dir = default_cache_dir()
        self.cache_dir = cache_dir or None  # "" turns the cache off
        logdir = context.logdir or getattr(flags, "logdir", None) or ""
        results = getattr(flags, "attention_results", None)
        # shared results: the flag's location, else the default one next to the logdir
        shared = SharedResults(results or default_location(logdir)) if logdir else None
        self.service = service or AnalysisService(
            logdir, self.options, workers=workers, cache=ResultCache(self.cache_dir), limits=self.limits, shared=shared
        )
        self.rows = ListingRows(self.service, self.options)  # /traces
        self.allowed_hosts = allowed_hosts(flags)  # (None: any; plugin/host_guard.py)
        self.paths = PathHider(logdir)  # what the browser is told of where traces are
        self._runs: tuple = (None, [])  # (the listing, its runs sorted): made again when the listing changes
        # the last /traces body as sent: (its parts, its bytes). A whole listing given again
        # (listing.WHOLE_LISTING_REUSE_SECONDS) is sent again as it was written: fifty tabs
        # opening together wrote 1.3 MB of JSON each, 3 ms apiece on the server's GIL
        self.traces_sent: tuple = ((), b"")
        self.static_files = static_files()  # (routes.py)
        self._trend_bodies: OrderedDict = OrderedDict()  # (run, options key) -> (its spans' job keys and states, body)
        self._trend_lock = threading.Lock()
        # the report validator compiled while TensorBoard starts, not on the first request
        threading.Thread(target=contract.warm_up, name="tb-attn-warm-up", daemon=True).start()

    # --- TBPlugin ----------------------------------------------------------------------

    def get_plugin_apps(self):
        return plugin_apps(self)

    def is_active(self):
        # a cached scan: cheap, and a trace written while TensorBoard runs shows up
        return bool(self.service.traces())

    def frontend_metadata(self):
        return base_plugin.FrontendMetadata(es_module_path="/index.js", tab_name=metadata.TAB_NAME)

    # --- impl functions -----------------------------------------------------------------

    def config_impl(self) -> Config:
        return Config(
            version=VERSION,
            schema_version=SCHEMA_VERSION,
            plugin_name=metadata.PLUGIN_NAME,
            label_regex=self.options.label_regex,
            module_regex=self.options.module_regex,
            default_label_regex=patterns.DEFAULT_LABEL_REGEX,
            default_module_regex=patterns.DEFAULT_MODULE_REGEX,
            workers=self.service.workers,
            # (whether results are cached, not where: no path of the server's machine goes to
            # whoever reaches the port)
            cache=self.cache_dir is not None,
            max_trace_mb=self.limits.max_bytes / 2**20,
            max_events=self.limits.max_events,
            max_memory_mb=self.limits.max_memory / 2**20,
            timeout_s=self.limits.seconds,
        )

    def traces_impl(self, fresh=None, since=None) -> Traces:
        # the last listing, at once; a due rescan (or, with fresh=1 (TensorBoard's reload), one
        # now) runs in the background, and "rescanning" tells the tab to ask again shortly (a
        # forced scan on every call held /traces for seconds with thousands of traces)
        traces, rescanning = self.service.catalog.listing(fresh=fresh == "1")
        # the rows (listing.py): every trace queued with the server's patterns, the rows
        # changed since the client's cursor, or all of them
        out = self.rows.answer(traces, since, reuse=fresh != "1")
        runs = self._runs
        if runs[0] is not traces:  # (the listing is the same object while it is unchanged)
            runs = self._runs = (traces, sorted({t.run for t in traces}))
        return Traces(
            **out,
            runs=runs[1],
            notes=list(self.service.catalog.scan_notes),
            rescanning=rescanning,
            label_regex=self.options.label_regex,
            module_regex=self.options.module_regex,
        )

    def _trace(self, trace_id: Optional[str]):
        if not trace_id:
            raise errors.InvalidArgumentError("missing parameter: trace")
        if not _TRACE_ID.match(trace_id):
            raise errors.InvalidArgumentError("invalid trace id: expected 16 hex digits from /traces")
        trace = self.service.find(trace_id)
        if trace is None:
            raise errors.NotFoundError(f"no trace with id {trace_id} under the logdir")
        return trace

    def _options(self, label_regex: Optional[str], module_regex: Optional[str]) -> Options:
        options = dataclasses.replace(
            self.options,
            label_regex=label_regex if label_regex is not None else self.options.label_regex,
            module_regex=module_regex if module_regex is not None else self.options.module_regex,
        )
        for value, what in ((options.label_regex, "label"), (options.module_regex, "module")):
            if len(value) > MAX_REGEX_LENGTH:
                raise errors.InvalidArgumentError(f"{what} regex longer than {MAX_REGEX_LENGTH} characters")
        try:
            options.compiled()
        except ValueError as exc:
            raise errors.InvalidArgumentError(str(exc)) from None
        return options

    def report_impl(self, trace_id, label_regex=None, module_regex=None):
        """-> (HTTP status, body): 200 and the report entry (an unreadable file's says why),
        sent as the JSON the server holds (msgspec.Raw: never decoded here), or 202 and the
        job's state."""
        trace = self._trace(trace_id)
        outcome = self.service.result(trace, self._options(label_regex, module_regex), front=True)
        if outcome.report is not None:
            return 200, msgspec.Raw(outcome.report)
        return 202, msgspec.structs.replace(
            outcome.state, id=trace.id, run=trace.run, worker=trace.worker, span=trace.span
        )

    def _ready_entries(self, traces: list, options: Options, front: bool) -> tuple:
        """-> (the entries of the traces whose analysis is done, typed, None for the others; how
        many are not done). Entries come from memory or the cache: nothing done is analysed again."""
        outcomes = [self.service.result(trace, options, front=front) for trace in traces]
        return [o.entry() for o in outcomes], sum(o.status == "pending" for o in outcomes)

    def compare_impl(self, trace_ids, baseline=None, label_regex=None, module_regex=None, related=None):
        """-> (HTTP status, body): 200 and the compare of the traces, or 202 while some are
        being analysed. related ("1"): the traces are a suggestion, and those unrelated to the
        baseline (decisions.unrelated) are left out, named in left_out with why."""
        ids = [i for i in (trace_ids or "").split(",") if i]
        if not 2 <= len(ids) <= MAX_COMPARE:
            raise errors.InvalidArgumentError(f"traces: give 2 to {MAX_COMPARE} trace ids, comma-separated")
        if len(set(ids)) != len(ids):
            raise errors.InvalidArgumentError("traces: a trace id is given twice")
        if related not in (None, "0", "1"):
            raise errors.InvalidArgumentError("related: give 1 (the traces are a suggestion) or 0")
        traces = [self._trace(i) for i in ids]
        if baseline and baseline not in ids:
            raise errors.InvalidArgumentError("baseline: not one of the compared traces")
        base = ids.index(baseline) if baseline else 0
        entries, pending = self._ready_entries(traces, self._options(label_regex, module_regex), front=True)
        if pending:
            return 202, JobState(state="analysing", progress=round(1 - pending / len(ids), 3), pending=pending)
        unreadable = [
            f"{t.run}/{t.worker} {t.span}: {'; '.join(e.errors)}" for t, e in zip(traces, entries) if not e.ok
        ]
        if unreadable:
            raise errors.InvalidArgumentError("cannot compare unreadable traces: " + " | ".join(unreadable))
        labels = [" / ".join(x for x in (t.run, t.worker, t.span) if x) for t in traces]
        gone = unrelated(entries, base) if related == "1" else {}
        kept = [i for i in range(len(ids)) if i not in gone]
        left_out = [CompareAloneLeftOutItem(id=traces[i].id, label=labels[i], reason=why) for i, why in gone.items()]
        if len(kept) < 2:  # (a suggestion with nothing related to its baseline, said so)
            baseline_item = CompareAloneBaseline(id=traces[base].id, label=labels[base])
            return 200, CompareAlone(alone=True, baseline=baseline_item, left_out=left_out)
        result = compare([entries[i] for i in kept], kept.index(base), [labels[i] for i in kept])
        # (the tab names traces by id, run, worker and span: not by path)
        named = [
            CompareTracesItem(label=item.label, id=traces[i].id, gpu=item.gpu) for item, i in zip(result.traces, kept)
        ]
        out_items = [CompareLeftOutItem(id=x.id, label=x.label, reason=x.reason) for x in left_out]
        return 200, msgspec.structs.replace(result, traces=named, left_out=out_items)

    def trends_impl(self, run, label_regex=None, module_regex=None):
        """-> (200, the trend over the steps of every span of a run and the ranks of its
        workers, from the spans analysed so far; pending says how many are not yet)."""
        if not run:
            raise errors.InvalidArgumentError("missing parameter: run")
        traces = [t for t in self.service.traces() if t.run == run]
        if not traces:
            raise errors.NotFoundError("no run of that name under the logdir")
        traces = sorted(traces, key=lambda t: t.mtime_ns)[-MAX_TREND_SPANS:]  # the newest, for a run in progress
        options = self._options(label_regex, module_regex)
        job_states = self.service.summary_states(traces, options)
        versions = tuple((job.key, state.state) for job, state in job_states)
        memo = (run, options.key())
        with self._trend_lock:
            kept = self._trend_bodies.get(memo)
            if kept is not None and kept[0] == versions:
                self._trend_bodies.move_to_end(memo)
                return 200, kept[1]
        points, parts, pending = [], [], 0
        # (step summaries, a few KB each, not whole reports, folded one at a time: what is
        # held is each span's points and its ranks part, never the summaries together)
        for trace, outcome in zip(traces, self.service.summaries_of(job_states)):
            pending += outcome.status == "pending"
            if outcome.summary is not None:
                points.append((trace.worker, trend_points(trace.span, outcome.summary)))
                parts.append((trace.worker, rank_part(outcome.summary)))
        body = Trends(run=run, spans=len(traces), pending=pending, trend=trend_of(points), ranks=ranks_of(parts))
        with self._trend_lock:  # (made from these versions: a job that finished meanwhile changes them)
            self._trend_bodies[memo] = (versions, body)
            self._trend_bodies.move_to_end(memo)
            while len(self._trend_bodies) > MAX_TREND_BODIES:
                self._trend_bodies.popitem(last=False)
        return 200, body

    def _finished_extras(self, trace_id, label_regex, module_regex):
        trace = self._trace(trace_id)
        extras, state = self.service.extras_result(trace, self._options(label_regex, module_regex))
        return (extras, None) if extras is not None else (None, msgspec.structs.replace(state, id=trace.id))

    def memory_impl(
        self,
        trace_id,
        device=None,
        start=None,
        end=None,
        scope=None,
        label_regex=None,
        module_regex=None,
        allocations=None,
    ):
        """Allocator curve of one device, downsampled within [start, end], and the
        allocations inside that window (or inside one scope's instances; allocations=attention:
        only those made inside attention)."""
        start_us, end_us = time_param(start, "start"), time_param(end, "end")
        if start_us is not None and end_us is not None and start_us > end_us:  # (as /timeline)
            raise errors.InvalidArgumentError("invalid window: start after end")
        scope_id = int_param(scope, "scope")
        if allocations not in (None, "", "all", "attention"):
            raise errors.InvalidArgumentError("invalid allocations: expected attention or all")
        if device is not None and not _DEVICE.match(device):
            raise errors.InvalidArgumentError("invalid device: expected e.g. cuda:0 or cpu")
        extras, pending = self._finished_extras(trace_id, label_regex, module_regex)
        if extras is None:
            return 202, pending
        try:
            return 200, memory_window(extras, device, start_us, end_us, scope_id, allocations == "attention")
        except LookupError as exc:
            raise errors.NotFoundError(str(exc)) from None

    def instances_impl(self, trace_id, scope, label_regex=None, module_regex=None):
        scope_id = int_param(scope, "scope")
        if scope_id is None:
            raise errors.InvalidArgumentError("missing parameter: scope")
        extras, pending = self._finished_extras(trace_id, label_regex, module_regex)
        if extras is None:
            return 202, pending
        try:
            return 200, scope_instances(extras, scope_id)
        except LookupError as exc:
            raise errors.NotFoundError(str(exc)) from None

    def timeline_impl(
        self, trace_id, scope, call=None, fmt=None, label_regex=None, module_regex=None, name=None, start=None, end=None
    ):
        """One call's timeline (analysis/passes/timeline.py) of the scope with that id, or that name
        (Compare asks by name: ids differ between traces); fmt=chrome: the same window as a
        Chrome trace to download, only [start, end] of it where given (the Timeline zoomed in)."""
        start_us, end_us = time_param(start, "start"), time_param(end, "end")
        if (start_us is not None or end_us is not None) and fmt != "chrome":
            raise errors.InvalidArgumentError("start and end cut a chrome export: give format=chrome")
        if start_us is not None and end_us is not None and start_us > end_us:
            raise errors.InvalidArgumentError("invalid window: start after end")
        scope_id = int_param(scope, "scope")
        if scope_id is None and not name:
            raise errors.InvalidArgumentError("missing parameter: scope")
        if name is not None and len(name) > MAX_SCOPE_NAME:
            raise errors.InvalidArgumentError(f"invalid name: longer than {MAX_SCOPE_NAME} characters")
        if fmt not in (None, "", "json", "chrome"):
            raise errors.InvalidArgumentError("invalid format: expected json or chrome")
        if call not in (None, "") and not _CALL.match(call):
            raise errors.InvalidArgumentError("invalid call: expected a call number, median, slowest or fastest")
        extras, pending = self._finished_extras(trace_id, label_regex, module_regex)
        if extras is None:
            return 202, pending
        if extras.timeline is None:
            raise errors.NotFoundError("no timelines for this trace")
        if scope_id is None:
            if name not in extras.scope_names:
                raise errors.NotFoundError("no scope of that name in this trace")
            scope_id = extras.scope_names.index(name)
        try:
            window = timeline_window(extras.timeline, extras.scope_names, scope_id, call or None)
        except LookupError as exc:
            raise errors.NotFoundError(str(exc)) from None
        return 200, chrome_trace(window, start_us, end_us) if fmt == "chrome" else window


class AttentionLoader(base_plugin.TBLoader):
    """Flags of the Attention tab, and the plugin's constructor."""

    def define_flags(self, parser):
        # (one declaration of the settings, shared with the command line: settings.py)
        settings.add_flags(parser.add_argument_group("attention plugin (tb-attn)"))

    def fix_flags(self, flags):
        for name in ("attention_label_regex", "attention_module_regex"):
            value = getattr(flags, name, None)
            if value is not None:
                try:
                    user_patterns.compile_regex(value, name)
                except ValueError as exc:
                    raise base_plugin.FlagsError(f"--{name}: {exc}") from None
        peaks_file = getattr(flags, "attention_device_peaks", None)
        if peaks_file:
            try:
                hardware.load_table(peaks_file)
            except ValueError as exc:
                raise base_plugin.FlagsError(f"--attention_device_peaks: {exc}") from None
        workers = getattr(flags, "attention_workers", 1)
        if workers is not None and workers < 1:
            raise base_plugin.FlagsError("--attention_workers must be at least 1")
        for name in ("attention_max_trace_mb", "attention_max_events", "attention_max_memory_mb", "attention_timeout"):
            value = getattr(flags, name, None)
            if value is not None and value < 0:
                raise base_plugin.FlagsError(f"--{name} must not be negative")

    def load(self, context):
        try:
            return AttentionPlugin(context)
        except KeyboardInterrupt:  # (Ctrl+C while TensorBoard starts: stop without a traceback)
            raise SystemExit(130) from None
