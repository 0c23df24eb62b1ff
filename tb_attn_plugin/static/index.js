// \0rolldown/runtime.js
var e = Object.defineProperty, t = (t, n) => {
	let r = {};
	for (var i in t) e(r, i, {
		get: t[i],
		enumerable: !0
	});
	return n || e(r, Symbol.toStringTag, { value: "Module" }), r;
}, n = class extends Error {
	constructor(e, t) {
		super(t), this.status = e;
	}
};
function r(e) {
	return e instanceof n ? e.status >= 500 || e.status === 429 : e instanceof TypeError;
}
function i(e, t = {}) {
	return a(e, t);
}
async function a(e, t = {}) {
	let r = new URLSearchParams();
	for (let [e, n] of Object.entries(t)) n !== void 0 && n !== "" && r.set(e, n);
	let i = r.toString() ? `${e}?${r}` : e, a = await fetch(i, { headers: { Accept: "application/json" } }), o = await a.text();
	if (a.status === 202) {
		let e = JSON.parse(o);
		return {
			pending: !0,
			state: e.state,
			progress: e.progress ?? 0,
			error: e.error,
			detail: e.detail
		};
	}
	if (!a.ok) throw new n(a.status, o.slice(0, 500) || a.statusText);
	return JSON.parse(o);
}
function o(e) {
	return !!e && typeof e == "object" && e.pending === !0;
}
var s = class extends Error {};
async function c(e, t, n, r = 1e3) {
	for (;;) {
		let i = await e();
		if (n()) return null;
		if (!o(i)) return i;
		if (i.state === "error") throw new s(`the analysis failed: ${i.error ?? "no reason given"}`);
		if (t(i), await new Promise((e) => setTimeout(e, r)), n()) return null;
	}
}
function l(e) {
	return e.some((e) => e.merged_into) ? e.filter((e) => !e.merged_into) : e;
}
function u(e, t) {
	if (!t.partial) return t.traces;
	if (!t.traces.length && !t.removed.length) return e;
	let n = new Map(t.traces.map((e) => [e.id, e])), r = new Set(t.removed), i = [];
	for (let t of e) r.has(t.id) || (i.push(n.get(t.id) ?? t), n.delete(t.id));
	return i.concat([...n.values()]);
}
// src/dom.ts
function d(e, t = {}, ...n) {
	let r = document.createElement(e);
	for (let [e, n] of Object.entries(t)) n != null && n !== !1 && (e.startsWith("on") && typeof n == "function" ? r.addEventListener(e.slice(2), n) : e === "class" ? r.className = String(n) : e === "text" ? r.textContent = String(n) : n === !0 ? r.setAttribute(e, "") : r.setAttribute(e, String(n)));
	return f(r, n), r;
}
function f(e, t) {
	for (let n of t.flat()) n != null && n !== !1 && e.appendChild(typeof n == "object" ? n : document.createTextNode(String(n)));
}
function p(e) {
	for (; e.firstChild;) e.removeChild(e.firstChild);
}
// src/model/state.ts
var m = [
	"overview",
	"scopes",
	"timeline",
	"kernels",
	"memory",
	"sdpa",
	"compare",
	"trends"
], h = {
	run: "",
	worker: "",
	span: "",
	view: "overview",
	scope: "",
	kfilter: "",
	cmp: "",
	base: "",
	sort: "",
	q: "",
	zoom: "",
	alloc: "",
	label: "",
	module: "",
	device: "",
	call: "",
	cols: ""
}, g = Object.keys(h);
function _(e) {
	let t = { ...h };
	for (let n of g) {
		let r = e[n];
		typeof r == "string" && (t[n] = r);
	}
	return m.includes(t.view) || (t.view = "overview"), /^\d{0,9}$/.test(t.scope) || (t.scope = ""), /^-?\d+(\.\d+)?,-?\d+(\.\d+)?$/.test(t.zoom) || (t.zoom = ""), t.alloc !== "all" && (t.alloc = ""), /^(\d{1,9}|median|slowest|fastest)$/.test(t.call) || (t.call = ""), /^[\w,]{0,400}$/.test(t.cols) || (t.cols = ""), t;
}
function v(e) {
	let t = {};
	for (let n of g) e[n] !== h[n] && (t[n] = e[n]);
	return t;
}
function y(e, t, n) {
	let r = `p.${t}.`, i = e.replace(/^#/, "").split("&").filter((e) => e && !e.startsWith(r));
	for (let [e, t] of Object.entries(n)) i.push(`${r}${encodeURIComponent(e)}=${encodeURIComponent(t)}`);
	return i.join("&");
}
function b(e, t) {
	let n = `p.${t}.`, r = {};
	for (let t of e.replace(/^#/, "").split("&")) {
		if (!t.startsWith(n)) continue;
		let e = t.indexOf("=");
		if (!(e < 0)) try {
			r[decodeURIComponent(t.slice(n.length, e))] = decodeURIComponent(t.slice(e + 1));
		} catch {}
	}
	return r;
}
function x(e) {
	return {
		sort: e.sort,
		q: e.q,
		zoom: e.zoom,
		cols: e.cols
	};
}
function S(e, t, n) {
	let { [n]: r, ...i } = {
		...e,
		[t.view]: x(t)
	};
	return {
		opened: r,
		records: i
	};
}
var C = {
	memory: [
		"run",
		"worker",
		"span",
		"device"
	],
	timeline: [
		"run",
		"worker",
		"span",
		"label",
		"module",
		"scope",
		"call"
	]
};
function w(e, t, n) {
	let r = { ...e }, i = n, a = t.view ?? e.view;
	if (a !== e.view) {
		let t = S(n, e, a);
		i = t.records, r = {
			...r,
			...t.opened ?? x(h)
		};
	}
	t.scope !== void 0 && t.scope !== e.scope && (r.call = ""), r = {
		...r,
		...t
	};
	let o = (t) => t.some((t) => r[t] !== e[t]);
	for (let [e, n] of Object.entries(C)) {
		if (!o(n)) continue;
		e === r.view && t.zoom === void 0 && (r.zoom = "");
		let a = i[e];
		a && a.zoom && (i = {
			...i,
			[e]: {
				...a,
				zoom: ""
			}
		});
	}
	return {
		state: r,
		records: i
	};
}
// src/host.ts
var T = "attention", E = class {
	constructor(e) {
		if (this.onReload = e, this.port = null, this.nextId = 1, this.waits = /* @__PURE__ */ new Map(), this.embedded = window.parent !== window, !this.embedded) return;
		let t = new MessageChannel();
		this.port = t.port1, this.port.onmessage = (e) => this.receive(e), window.parent.postMessage("experimental.bootstrap", window.location.origin, [t.port2]);
	}
	receive(e) {
		let t;
		try {
			t = JSON.parse(e.data);
		} catch {
			return;
		}
		if (t && typeof t == "object") {
			if (t.isReply) {
				let e = this.waits.get(t.id);
				this.waits.delete(t.id), e?.(t.error ? null : t.payload);
			} else this.port?.postMessage(JSON.stringify({
				type: t.type,
				id: t.id,
				payload: null,
				error: null,
				isReply: !0
			})), t.type === "experimental.DataReloaded" && this.onReload();
		}
	}
	send(e, t, n = 1500) {
		if (!this.port) return Promise.resolve(null);
		let r = this.nextId++;
		return this.port.postMessage(JSON.stringify({
			type: e,
			id: r,
			payload: t,
			error: null,
			isReply: !1
		})), new Promise((e) => {
			this.waits.set(r, e), setTimeout(() => {
				this.waits.delete(r) && e(null);
			}, n);
		});
	}
	async getUrlData() {
		if (!this.embedded) return b(window.location.hash, T);
		let e = D(), t = e ? b(e.location.hash, T) : {}, n = await this.send("experimental.GetURLPluginData", null);
		return {
			...n && typeof n == "object" ? n : {},
			...t
		};
	}
	watchUrl(e) {
		let t = this.embedded ? D() : window;
		t?.addEventListener("hashchange", () => e()), t?.addEventListener("popstate", () => e());
	}
	setUrlData(e, t = !1) {
		let n = this.embedded ? D() : window;
		if (n) try {
			let r = n.location, i = y(r.hash, T, e), a = `${r.pathname}${r.search}${i ? "#" + i : ""}`;
			t && a !== `${r.pathname}${r.search}${r.hash}` ? n.history.pushState(n.history.state, "", a) : n.history.replaceState(n.history.state, "", a);
		} catch {}
	}
};
function D() {
	try {
		return window.parent.location.href, window.parent;
	} catch {
		return null;
	}
}
// src/style.ts
var O = "\n/* room for the scrollbar kept from the start: content that grows (a table of 200 rows under a\n   chart) does not narrow the page and resize the charts under the user's drag */\nhtml { scrollbar-gutter: stable; }\n/* the gutter and scrollbar are the root's: dark with the tab (else a white stripe down its right edge) */\nhtml:has(body.tb-attn.dark) { color-scheme: dark; background: #303030; }\n:root, body.tb-attn {\n  --fg: #202124; --bg: #fff; --muted: #5f6368; --border: #dadce0; --surface: #f8f9fa; --hover: #eef0f2;\n  --subtle: #f1f3f4; --warn-bg: #fef7e0; --info-bg: #e8f0fe; --selected: #fce8d5; --alarm-bg: #fce8e6;\n  --warn-fg: #b06000; --good-fg: #188038; --accent: #e8710a; --accent-fg: #c25e00; --control-line: #9aa0a6;\n  color-scheme: light;\n}\n/* TensorBoard's dark theme (its body.dark-mode, followed from the host page), or the OS's when\n   the tab runs on its own */\nbody.tb-attn.dark {\n  --fg: #e8eaed; --bg: #303030; --muted: #9aa0a6; --border: #5f6368; --surface: #3c4043; --hover: #494c50;\n  --subtle: #3a3b3d; --warn-bg: #4d3f10; --info-bg: #1f3a5a; --selected: #5a3d22; --alarm-bg: #5c2b29;\n  --warn-fg: #fdd663; --good-fg: #81c995; --accent-fg: #ffb74d; --control-line: #80868b; color-scheme: dark;\n}\nbody.tb-attn.dark a { color: #8ab4f8; }\n\nbody.tb-attn { margin: 0; font: 13px/1.4 Roboto, \"Helvetica Neue\", Arial, sans-serif; color: var(--fg); background: var(--bg); }\n.app { padding: 12px 16px; }\n.header { display: flex; flex-wrap: wrap; gap: 10px 24px; align-items: center; margin-bottom: 8px; }\n.selectors, .patterns, .toolbar { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }\n/* form controls as TensorBoard draws its own (Angular Material): a select or a text field is\n   an underlined line with no box, its caret drawn, the line thicker and orange on focus; a\n   button is a stroked one, its text in the accent colour; the same in dark, from the colours\n   above. (Drawn here, not by the OS: a native box looked out of place in TensorBoard.) */\nselect, input, button { font: inherit; color: var(--fg); }\nselect, input[type=text], input[type=search] { background-color: transparent; border: none;\n  border-bottom: 1px solid var(--control-line); border-radius: 0; padding: 4px 2px; min-height: 26px; box-sizing: border-box; }\nselect:not([multiple]) { appearance: none; -webkit-appearance: none; padding-right: 18px; cursor: pointer;\n  background-image: linear-gradient(45deg, transparent 50%, var(--muted) 50%), linear-gradient(135deg, var(--muted) 50%, transparent 50%);\n  background-position: calc(100% - 10px) 55%, calc(100% - 6px) 55%; background-size: 4px 4px; background-repeat: no-repeat; }\nselect option { background: var(--bg); color: var(--fg); }\nselect[multiple] { border: 1px solid var(--control-line); border-radius: 4px; padding: 2px; }\nselect:focus, input[type=text]:focus, input[type=search]:focus { outline: none; border-bottom: 2px solid var(--accent);\n  padding-bottom: 3px; }\nselect[multiple]:focus { border: 1px solid var(--accent); padding: 2px; }\nselect { max-width: 420px; }\n/* the span's list names each span's state (\"analysing 40%\", \"done\"): a width of its own, so\n   that the header does not move when an analysis ends */\nselect[data-testid=span-select] { width: 24em; }\nbutton { padding: 4px 12px; min-height: 28px; border: 1px solid var(--control-line); border-radius: 4px;\n  background: transparent; color: var(--accent-fg); font-weight: 500; cursor: pointer; }\nbutton:hover { background: var(--hover); }\nbutton:focus-visible { outline: 2px solid var(--accent); outline-offset: 1px; }\nbutton:disabled { color: var(--muted); cursor: default; background: transparent; }\n.tabs { display: flex; gap: 2px; border-bottom: 1px solid var(--border); margin: 6px 0 12px; }\n.tab { border: none; border-bottom: 3px solid transparent; border-radius: 0; background: none; padding: 8px 14px;\n  color: var(--fg); font-weight: 400; }\n.tab.active { border-bottom-color: #e8710a; font-weight: 500; }\n.cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(230px, 1fr)); gap: 10px; margin-bottom: 12px; }\n.card { border: 1px solid var(--border); border-radius: 8px; padding: 10px 12px; }\n.card-title { color: var(--muted); font-size: 12px; }\n.card-value { font-size: 22px; font-weight: 500; margin: 2px 0; overflow-wrap: anywhere; }\n.card-sub { color: var(--muted); font-size: 12px; overflow-wrap: anywhere; }\n.card-more summary { cursor: pointer; }\n.notes { display: flex; flex-direction: column; gap: 6px; margin-bottom: 12px; }\n.note { padding: 8px 10px; border-radius: 6px; white-space: pre-wrap; overflow-wrap: anywhere; }\n.note.warning { background: var(--warn-bg); border-left: 4px solid #f9ab00; }\n.note.info { background: var(--info-bg); border-left: 4px solid #1a73e8; }\npre.howto { background: var(--subtle); padding: 10px; border-radius: 6px; overflow: auto; }\n.row2 { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 16px; margin-bottom: 12px; }\n@media (max-width: 1000px) { .row2 { grid-template-columns: minmax(0, 1fr); } }\n.chart { height: 320px; min-width: 0; }\n.chart.tall { height: 380px; }\n.chart.roofline { height: 380px; margin-bottom: 12px; }\nul.summary { margin: 0 0 12px; padding-left: 18px; }\n.verdict { margin: 0 0 14px; overflow-wrap: anywhere; }\n.verdict p { margin: 2px 0 6px; }\n.verdict-sentence { font-size: 16px; font-weight: 500; }\n.verdict-device { color: var(--muted); }\n.verdict-changes { margin: 6px 0 0; padding-left: 20px; }\n.verdict-changes li { margin: 3px 0; }\n.verdict-changes .saves { font-weight: 500; white-space: nowrap; }\n.summary-mismatch { color: var(--warn-fg); font-weight: 500; }\n.kname button.copy { border: none; background: none; padding: 0 0 0 4px; min-height: 0; font-weight: 400; color: var(--muted); cursor: pointer; font-size: 11px; visibility: hidden; }\ntr:hover .kname button.copy, .kname button.copy:focus { visibility: visible; }\nbutton.link { border: none; background: none; padding: 0; min-height: 0; color: inherit; font: inherit; text-decoration: underline; cursor: pointer; }\ndetails.notes-fold { margin: 12px 0; border-top: 1px solid var(--border); padding-top: 8px; }\ndetails.notes-fold > summary { cursor: pointer; font-weight: 500; margin-bottom: 8px; }\ndetails.notes-fold h4 { margin: 6px 0 2px; font-size: 13px; color: var(--muted); font-weight: 500; }\ndetails.notes-fold pre.command { margin: 4px 0 2px; padding: 4px 8px; background: var(--code-bg, rgba(127,127,127,.12)); border-radius: 4px; white-space: pre-wrap; word-break: break-all; font-size: 12px; }\nul.summary li { margin: 2px 0; overflow-wrap: anywhere; }\nul.summary li.summary-mismatch { color: var(--warn-fg); font-weight: 500; }\n.filter-note { color: var(--muted); }\n.memory-legend { margin: -4px 0 8px; }\n.swatch { display: inline-block; width: 12px; height: 10px; vertical-align: middle; border: 1px solid var(--border); }\n.swatch.forward { background: rgba(232,113,10,0.3); }\n.swatch.backward { background: rgba(26,115,232,0.3); }\ntable.data.compare { width: auto; margin-bottom: 12px; }\ntable.data.compare td { max-width: 360px; }\ntr.straggler td { background: var(--alarm-bg); }\nli.gone, span.gone { color: var(--good-fg); }\nli.new, span.new { color: var(--warn-fg); }\nul.roof-points { margin: 0 0 12px; padding-left: 0; list-style: none; font-size: 12px; color: var(--muted); }\nul.roof-points li { margin: 2px 0; overflow-wrap: anywhere; }\nul.roof-points button { padding: 0 6px; margin-right: 4px; min-height: 0; }\n.table-wrap { margin-bottom: 12px; }\n.table-wrap .toolbar { margin-bottom: 4px; }\n.column-chooser { position: relative; }\n.column-chooser summary { cursor: pointer; color: var(--muted); font-size: 12px; }\n.column-chooser .column-list { position: absolute; z-index: 3; background: var(--bg); border: 1px solid var(--border);\n  border-radius: 6px; padding: 6px 10px; display: flex; flex-direction: column; max-height: 320px; overflow: auto; white-space: nowrap; }\n.viewport { overflow: auto; border: 1px solid var(--border); border-radius: 6px; }\n.scroll-x { overflow-x: auto; max-width: 100%; }\ntable.data { border-collapse: collapse; width: 100%; }\ntable.data th { position: sticky; top: 0; background: var(--surface); text-align: left; padding: 4px 8px; cursor: pointer;\n  white-space: nowrap; border-bottom: 1px solid var(--border); user-select: none; z-index: 1; }\ntable.data td { padding: 0 8px; height: 26px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; max-width: 340px;\n  border-bottom: 1px solid var(--subtle); }\ntable.data .num { text-align: right; font-variant-numeric: tabular-nums; }\ntable.data tr.clickable { cursor: pointer; }\ntable.data tr.clickable:hover td { background: var(--subtle); }\ntable.data tr.selected td { background: var(--selected); }\ntable.data tr.spacer td { padding: 0; border: none; }\n.muted { color: var(--muted); }\n.small { font-size: 12px; }\n.pager { display: inline-flex; align-items: center; gap: 2px; white-space: nowrap; }\n.pager button { padding: 0 6px; min-height: 0; }\n.tip { max-width: 520px; white-space: normal; overflow-wrap: anywhere; }\n.tip-title { font-weight: 500; margin-bottom: 2px; }\n.progress-box { padding: 24px; }\nprogress { width: 320px; }\n.empty { max-width: 760px; padding: 24px; }\n/* expected → observed */\ntable.data.expected td.mismatch { background: var(--alarm-bg); font-weight: 500; }\ntable.data.expected td.match { color: var(--good-fg); }\ntable.data.expected td.differs { color: var(--warn-fg); }\ntable.data.expected td.unknown { color: var(--muted); }\n/* the Timeline view */\n.timeline-box { position: relative; border: 1px solid var(--border); border-radius: 6px; }\n.timeline-canvas { display: block; cursor: grab; border-radius: 6px; }\n.timeline-canvas:focus-visible { outline: 2px solid var(--accent); outline-offset: 1px; }\n.timeline-tip { position: absolute; pointer-events: none; background: var(--bg); border: 1px solid var(--border);\n  border-radius: 4px; padding: 6px 8px; box-shadow: 0 2px 6px rgba(0,0,0,0.2); z-index: 2; box-sizing: border-box;\n  overflow-wrap: anywhere; }\n.timeline-summary p { margin: 2px 0; }\n.timeline .toolbar { margin: 6px 0; }\n.compare-picker { display: flex; flex-direction: column; max-height: 190px; overflow: auto; border: 1px solid var(--border); padding: 4px 8px; min-width: 260px; max-width: 100%; }\n/* (flex-shrink 0: a column of labels in a box of bounded height shrank each label below its\n   text, clipping an underscore and the lower half of the baseline's ◆) */\n.compare-pick { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; flex-shrink: 0; line-height: 1.6; }\nbutton.active { border-color: var(--accent); font-weight: 500; }\na.button-link { padding: 4px 12px; border: 1px solid var(--control-line); border-radius: 4px; text-decoration: none;\n  color: var(--accent-fg); font-weight: 500; }\nh3 { font-size: 14px; font-weight: 500; margin: 8px 0; }\n", k = function(e, t) {
	return k = Object.setPrototypeOf || { __proto__: [] } instanceof Array && function(e, t) {
		e.__proto__ = t;
	} || function(e, t) {
		for (var n in t) Object.prototype.hasOwnProperty.call(t, n) && (e[n] = t[n]);
	}, k(e, t);
};
function A(e, t) {
	if (typeof t != "function" && t !== null) throw TypeError("Class extends value " + String(t) + " is not a constructor or null");
	k(e, t);
	function n() {
		this.constructor = e;
	}
	e.prototype = t === null ? Object.create(t) : (n.prototype = t.prototype, new n());
}
var j = "12px sans-serif", ee = 20, te = 100, ne = "007LLmW'55;N0500LLLLLLLLLL00NNNLzWW\\\\WQb\\0FWLg\\bWb\\WQ\\WrWWQ000CL5LLFLL0LL**F*gLLLL5F0LF\\FFF5.5N";
function re(e) {
	var t = {};
	if (typeof JSON > "u") return t;
	for (var n = 0; n < e.length; n++) {
		var r = String.fromCharCode(n + 32);
		t[r] = (e.charCodeAt(n) - ee) / te;
	}
	return t;
}
var ie = re(ne), M = {
	createCanvas: function() {
		return typeof document < "u" && document.createElement("canvas");
	},
	measureText: (function() {
		var e, t;
		return function(n, r) {
			if (!e) {
				var i = M.createCanvas();
				e = i && i.getContext("2d");
			}
			if (e) return t !== r && (t = e.font = r || "12px sans-serif"), e.measureText(n);
			n = n || "", r = r || "12px sans-serif";
			var a = /((?:\d+)?\.?\d*)px/.exec(r), o = a && +a[1] || 12, s = 0;
			if (r.indexOf("mono") >= 0) s = o * n.length;
			else for (var c = 0; c < n.length; c++) {
				var l = ie[n[c]];
				s += l == null ? o : l * o;
			}
			return { width: s };
		};
	})(),
	loadImage: function(e, t, n) {
		var r = new Image();
		return r.onload = t, r.onerror = n, r.src = e, r;
	},
	getTime: function() {
		return Date.now ? Date.now() : +/* @__PURE__ */ new Date();
	}
}, ae = we([
	"Function",
	"RegExp",
	"Date",
	"Error",
	"CanvasGradient",
	"CanvasPattern",
	"Image",
	"Canvas"
], function(e, t) {
	return e["[object " + t + "]"] = !0, e;
}, {}), oe = we([
	"Int8",
	"Uint8",
	"Uint8Clamped",
	"Int16",
	"Uint16",
	"Int32",
	"Uint32",
	"Float32",
	"Float64"
], function(e, t) {
	return e["[object " + t + "Array]"] = !0, e;
}, {}), se = Object.prototype.toString, ce = Array.prototype, le = ce.forEach, ue = ce.filter, de = ce.slice, fe = ce.map, N = function() {}.constructor, pe = N ? N.prototype : null, me = "__proto__", he = 2311, ge = 2 ** 53 - 1;
function _e() {
	return he >= ge && (he = 0), he++;
}
function ve() {
	var e = [...arguments];
	typeof console < "u" && console.error.apply(console, e);
}
function P(e) {
	if (typeof e != "object" || !e) return e;
	var t = e, n = se.call(e);
	if (n === "[object Array]") {
		if (!Ge(e)) {
			t = [];
			for (var r = 0, i = e.length; r < i; r++) t[r] = P(e[r]);
		}
	} else if (oe[n]) {
		if (!Ge(e)) {
			var a = e.constructor;
			if (a.from) t = a.from(e);
			else {
				t = new a(e.length);
				for (var r = 0, i = e.length; r < i; r++) t[r] = e[r];
			}
		}
	} else if (!ae[n] && !Ge(e) && !Ne(e)) for (var o in t = {}, e) e.hasOwnProperty(o) && o !== me && (t[o] = P(e[o]));
	return t;
}
function F(e, t, n) {
	if (!K(t) || !K(e)) return n ? P(t) : e;
	for (var r in t) if (t.hasOwnProperty(r) && r !== me) {
		var i = e[r], a = t[r];
		K(a) && K(i) && !U(a) && !U(i) && !Ne(a) && !Ne(i) && !je(a) && !je(i) && !Ge(a) && !Ge(i) ? F(i, a, n) : (n || !(r in e)) && (e[r] = P(t[r]));
	}
	return e;
}
function ye(e, t) {
	for (var n = e[0], r = 1, i = e.length; r < i; r++) n = F(n, e[r], t);
	return n;
}
function I(e, t) {
	if (Object.assign) Object.assign(e, t);
	else for (var n in t) t.hasOwnProperty(n) && n !== me && (e[n] = t[n]);
	return e;
}
function be(e, t, n) {
	e = e || {};
	for (var r = 0; r < n.length; r++) {
		var i = n[r];
		e[i] = t[i];
	}
	return e;
}
function L(e, t, n) {
	for (var r = De(t), i = 0, a = r.length; i < a; i++) {
		var o = r[i];
		(n ? t[o] != null : e[o] == null) && (e[o] = t[o]);
	}
	return e;
}
M.createCanvas;
function R(e, t) {
	if (e) {
		if (e.indexOf) return e.indexOf(t);
		for (var n = 0, r = e.length; n < r; n++) if (e[n] === t) return n;
	}
	return -1;
}
function xe(e, t) {
	var n = e.prototype;
	function r() {}
	for (var i in r.prototype = t.prototype, e.prototype = new r(), n) n.hasOwnProperty(i) && (e.prototype[i] = n[i]);
	e.prototype.constructor = e, e.superClass = t;
}
function Se(e, t, n) {
	if (e = "prototype" in e ? e.prototype : e, t = "prototype" in t ? t.prototype : t, Object.getOwnPropertyNames) for (var r = Object.getOwnPropertyNames(t), i = 0; i < r.length; i++) {
		var a = r[i];
		a !== "constructor" && (n ? t[a] != null : e[a] == null) && (e[a] = t[a]);
	}
	else L(e, t, n);
}
function Ce(e) {
	return !e || typeof e == "string" ? !1 : typeof e.length == "number";
}
function z(e, t, n) {
	if (e && t) {
		if (e.forEach && e.forEach === le) e.forEach(t, n);
		else if (e.length === +e.length) for (var r = 0, i = e.length; r < i; r++) t.call(n, e[r], r, e);
		else for (var a in e) e.hasOwnProperty(a) && t.call(n, e[a], a, e);
	}
}
function B(e, t, n) {
	if (!e) return [];
	if (!t) return ze(e);
	if (e.map && e.map === fe) return e.map(t, n);
	for (var r = [], i = 0, a = e.length; i < a; i++) r.push(t.call(n, e[i], i, e));
	return r;
}
function we(e, t, n, r) {
	if (e && t) {
		for (var i = 0, a = e.length; i < a; i++) n = t.call(r, n, e[i], i, e);
		return n;
	}
}
function Te(e, t, n) {
	if (!e) return [];
	if (!t) return ze(e);
	if (e.filter && e.filter === ue) return e.filter(t, n);
	for (var r = [], i = 0, a = e.length; i < a; i++) t.call(n, e[i], i, e) && r.push(e[i]);
	return r;
}
function Ee(e, t, n) {
	if (e && t) {
		for (var r = 0, i = e.length; r < i; r++) if (t.call(n, e[r], r, e)) return e[r];
	}
}
function De(e) {
	if (!e) return [];
	if (Object.keys) return Object.keys(e);
	var t = [];
	for (var n in e) e.hasOwnProperty(n) && t.push(n);
	return t;
}
function Oe(e, t) {
	var n = [...arguments].slice(2);
	return function() {
		return e.apply(t, n.concat(de.call(arguments)));
	};
}
var V = pe && W(pe.bind) ? pe.call.bind(pe.bind) : Oe;
function H(e) {
	var t = [...arguments].slice(1);
	return function() {
		return e.apply(this, t.concat(de.call(arguments)));
	};
}
function U(e) {
	return Array.isArray ? Array.isArray(e) : se.call(e) === "[object Array]";
}
function W(e) {
	return typeof e == "function";
}
function G(e) {
	return typeof e == "string";
}
function ke(e) {
	return se.call(e) === "[object String]";
}
function Ae(e) {
	return typeof e == "number";
}
function K(e) {
	var t = typeof e;
	return t === "function" || !!e && t === "object";
}
function je(e) {
	return !!ae[se.call(e)];
}
function Me(e) {
	return !!oe[se.call(e)];
}
function Ne(e) {
	return typeof e == "object" && typeof e.nodeType == "number" && typeof e.ownerDocument == "object";
}
function Pe(e) {
	return e.colorStops != null;
}
function Fe(e) {
	return e.image != null;
}
function Ie(e) {
	return e !== e;
}
function Le() {
	for (var e = [...arguments], t = 0, n = e.length; t < n; t++) if (e[t] != null) return e[t];
}
function q(e, t) {
	return e ?? t;
}
function Re(e, t, n) {
	return e ?? t ?? n;
}
function ze(e) {
	var t = [...arguments].slice(1);
	return de.apply(e, t);
}
function Be(e) {
	if (typeof e == "number") return [
		e,
		e,
		e,
		e
	];
	var t = e.length;
	return t === 2 ? [
		e[0],
		e[1],
		e[0],
		e[1]
	] : t === 3 ? [
		e[0],
		e[1],
		e[2],
		e[1]
	] : e;
}
function Ve(e, t) {
	if (!e) throw Error(t);
}
function He(e) {
	return e == null ? null : typeof e.trim == "function" ? e.trim() : e.replace(/^[\s\uFEFF\xA0]+|[\s\uFEFF\xA0]+$/g, "");
}
var Ue = "__ec_primitive__";
function We(e) {
	e[Ue] = !0;
}
function Ge(e) {
	return e[Ue];
}
var Ke = function() {
	function e() {
		this.data = {};
	}
	return e.prototype.delete = function(e) {
		var t = this.has(e);
		return t && delete this.data[e], t;
	}, e.prototype.has = function(e) {
		return this.data.hasOwnProperty(e);
	}, e.prototype.get = function(e) {
		return this.data[e];
	}, e.prototype.set = function(e, t) {
		return this.data[e] = t, this;
	}, e.prototype.keys = function() {
		return De(this.data);
	}, e.prototype.forEach = function(e) {
		var t = this.data;
		for (var n in t) t.hasOwnProperty(n) && e(t[n], n);
	}, e;
}(), qe = typeof Map == "function";
function Je() {
	return qe ? /* @__PURE__ */ new Map() : new Ke();
}
var Ye = function() {
	function e(t) {
		var n = U(t);
		this.data = Je();
		var r = this;
		t instanceof e ? t.each(i) : t && z(t, i);
		function i(e, t) {
			n ? r.set(e, t) : r.set(t, e);
		}
	}
	return e.prototype.hasKey = function(e) {
		return this.data.has(e);
	}, e.prototype.get = function(e) {
		return this.data.get(e);
	}, e.prototype.set = function(e, t) {
		return this.data.set(e, t), t;
	}, e.prototype.each = function(e, t) {
		this.data.forEach(function(n, r) {
			e.call(t, n, r);
		});
	}, e.prototype.keys = function() {
		var e = this.data.keys();
		return qe ? Array.from(e) : e;
	}, e.prototype.removeKey = function(e) {
		this.data.delete(e);
	}, e;
}();
function J(e) {
	return new Ye(e);
}
function Xe(e, t) {
	for (var n = new e.constructor(e.length + t.length), r = 0; r < e.length; r++) n[r] = e[r];
	for (var i = e.length, r = 0; r < t.length; r++) n[r + i] = t[r];
	return n;
}
function Ze(e, t) {
	var n;
	if (Object.create) n = Object.create(e);
	else {
		var r = function() {};
		r.prototype = e, n = new r();
	}
	return t && I(n, t), n;
}
function Qe(e) {
	var t = e.style;
	t.webkitUserSelect = "none", t.userSelect = "none", t.webkitTapHighlightColor = "rgba(0,0,0,0)", t["-webkit-touch-callout"] = "none";
}
function $e(e, t) {
	return e.hasOwnProperty(t);
}
function et() {}
var tt = 180 / Math.PI, nt = function() {
	function e() {
		this.firefox = !1, this.ie = !1, this.edge = !1, this.newEdge = !1, this.weChat = !1;
	}
	return e;
}(), Y = new (function() {
	function e() {
		this.browser = new nt(), this.node = !1, this.wxa = !1, this.worker = !1, this.svgSupported = !1, this.touchEventsSupported = !1, this.pointerEventsSupported = !1, this.domSupported = !1, this.transformSupported = !1, this.transform3dSupported = !1, this.hasGlobalWindow = typeof window < "u";
	}
	return e;
}())();
typeof wx == "object" && typeof wx.getSystemInfoSync == "function" ? (Y.wxa = !0, Y.touchEventsSupported = !0) : typeof document > "u" && typeof self < "u" ? Y.worker = !0 : !Y.hasGlobalWindow || "Deno" in window || typeof navigator < "u" && typeof navigator.userAgent == "string" && navigator.userAgent.indexOf("Node.js") > -1 ? (Y.node = !0, Y.svgSupported = !0) : rt(navigator.userAgent, Y);
function rt(e, t) {
	var n = t.browser, r = e.match(/Firefox\/([\d.]+)/), i = e.match(/MSIE\s([\d.]+)/) || e.match(/Trident\/.+?rv:(([\d.]+))/), a = e.match(/Edge?\/([\d.]+)/), o = /micromessenger/i.test(e);
	if (r && (n.firefox = !0, n.version = r[1]), i && (n.ie = !0, n.version = i[1]), a && (n.edge = !0, n.version = a[1], n.newEdge = +a[1].split(".")[0] > 18), o && (n.weChat = !0), t.svgSupported = typeof SVGRect < "u", t.touchEventsSupported = "ontouchstart" in window && !n.ie && !n.edge, t.pointerEventsSupported = "onpointerdown" in window && (n.edge || n.ie && +n.version >= 11), t.domSupported = typeof document < "u") {
		var s = document.documentElement.style;
		t.transform3dSupported = (n.ie && "transition" in s || n.edge || "WebKitCSSMatrix" in window && "m11" in new WebKitCSSMatrix() || "MozPerspective" in s) && !("OTransition" in s), t.transformSupported = t.transform3dSupported || n.ie && +n.version >= 9;
	}
}
// node_modules/echarts/lib/util/clazz.js
var it = ".", at = "___EC__COMPONENT__CONTAINER___", ot = "___EC__EXTENDED_CLASS___";
function st(e) {
	var t = {
		main: "",
		sub: ""
	};
	if (e) {
		var n = e.split(it);
		t.main = n[0] || "", t.sub = n[1] || "";
	}
	return t;
}
function ct(e) {
	Ve(/^[a-zA-Z0-9_]+([.][a-zA-Z0-9_]+)?$/.test(e), "componentType \"" + e + "\" illegal");
}
function lt(e) {
	return !!(e && e[ot]);
}
function ut(e, t) {
	e.$constructor = e, e.extend = function(e) {
		var t = this, n;
		return dt(t) ? n = function(e) {
			A(t, e);
			function t() {
				return e.apply(this, arguments) || this;
			}
			return t;
		}(t) : (n = function() {
			(e.$constructor || t).apply(this, arguments);
		}, xe(n, this)), I(n.prototype, e), n[ot] = !0, n.extend = this.extend, n.superCall = ht, n.superApply = gt, n.superClass = t, n;
	};
}
function dt(e) {
	return W(e) && /^class\s/.test(Function.prototype.toString.call(e));
}
function ft(e, t) {
	e.extend = t.extend;
}
var pt = Math.round(Math.random() * 10);
function mt(e) {
	var t = ["__\0is_clz", pt++].join("_");
	e.prototype[t] = !0, e.isInstance = function(e) {
		return !!(e && e[t]);
	};
}
function ht(e, t) {
	var n = [...arguments].slice(2);
	return this.superClass.prototype[t].apply(e, n);
}
function gt(e, t, n) {
	return this.superClass.prototype[t].apply(e, n);
}
function _t(e) {
	var t = {};
	e.registerClass = function(e) {
		var r = e.type || e.prototype.type;
		if (r) {
			ct(r), e.prototype.type = r;
			var i = st(r);
			if (!i.sub) t[i.main] = e;
			else if (i.sub !== at) {
				var a = n(i);
				a[i.sub] = e;
			}
		}
		return e;
	}, e.getClass = function(e, n, r) {
		var i = t[e];
		if (i && i[at] && (i = n ? i[n] : null), r && !i) throw Error(n ? "Component " + e + "." + (n || "") + " is used but not imported." : e + ".type should be specified.");
		return i;
	}, e.getClassesByMainType = function(e) {
		var n = st(e), r = [], i = t[n.main];
		return i && i[at] ? z(i, function(e, t) {
			t !== at && r.push(e);
		}) : r.push(i), r;
	}, e.hasClass = function(e) {
		return !!t[st(e).main];
	}, e.getAllClassMainTypes = function() {
		var e = [];
		return z(t, function(t, n) {
			e.push(n);
		}), e;
	}, e.hasSubTypes = function(e) {
		var n = t[st(e).main];
		return n && n[at];
	};
	function n(e) {
		var n = t[e.main];
		return n && n[at] || (n = t[e.main] = {}, n[at] = !0), n;
	}
}
// node_modules/echarts/lib/model/mixin/makeStyleMapper.js
function vt(e, t) {
	for (var n = 0; n < e.length; n++) e[n][1] || (e[n][1] = e[n][0]);
	return t = t || !1, function(n, r, i) {
		for (var a = {}, o = 0; o < e.length; o++) {
			var s = e[o][1];
			if (!(r && R(r, s) >= 0 || i && R(i, s) < 0)) {
				var c = n.getShallow(s, t);
				c != null && (a[e[o][0]] = c);
			}
		}
		return a;
	};
}
var yt = vt([
	["fill", "color"],
	["shadowBlur"],
	["shadowOffsetX"],
	["shadowOffsetY"],
	["opacity"],
	["shadowColor"]
]), bt = function() {
	function e() {}
	return e.prototype.getAreaStyle = function(e, t) {
		return yt(this, e, t);
	}, e;
}(), xt = function() {
	function e(e) {
		this.value = e;
	}
	return e;
}(), St = function() {
	function e() {
		this._len = 0;
	}
	return e.prototype.insert = function(e) {
		var t = new xt(e);
		return this.insertEntry(t), t;
	}, e.prototype.insertEntry = function(e) {
		this.head ? (this.tail.next = e, e.prev = this.tail, e.next = null, this.tail = e) : this.head = this.tail = e, this._len++;
	}, e.prototype.remove = function(e) {
		var t = e.prev, n = e.next;
		t ? t.next = n : this.head = n, n ? n.prev = t : this.tail = t, e.next = e.prev = null, this._len--;
	}, e.prototype.len = function() {
		return this._len;
	}, e.prototype.clear = function() {
		this.head = this.tail = null, this._len = 0;
	}, e;
}(), Ct = function() {
	function e(e) {
		this._list = new St(), this._maxSize = 10, this._map = {}, this._maxSize = e;
	}
	return e.prototype.put = function(e, t) {
		var n = this._list, r = this._map, i = null;
		if (r[e] == null) {
			var a = n.len(), o = this._lastRemovedEntry;
			if (a >= this._maxSize && a > 0) {
				var s = n.head;
				n.remove(s), delete r[s.key], i = s.value, this._lastRemovedEntry = s;
			}
			o ? o.value = t : o = new xt(t), o.key = e, n.insertEntry(o), r[e] = o;
		}
		return i;
	}, e.prototype.get = function(e) {
		var t = this._map[e], n = this._list;
		if (t != null) return t !== n.tail && (n.remove(t), n.insertEntry(t)), t.value;
	}, e.prototype.clear = function() {
		this._list.clear(), this._map = {};
	}, e.prototype.len = function() {
		return this._list.len();
	}, e;
}(), wt = new Ct(50);
function Tt(e) {
	if (typeof e == "string") {
		var t = wt.get(e);
		return t && t.image;
	}
	return e;
}
function Et(e, t, n, r, i) {
	if (!e) return t;
	if (typeof e == "string") {
		if (t && t.__zrImageSrc === e || !n) return t;
		var a = wt.get(e), o = {
			hostEl: n,
			cb: r,
			cbPayload: i
		};
		return a ? (t = a.image, !Ot(t) && a.pending.push(o)) : (t = M.loadImage(e, Dt, Dt), t.__zrImageSrc = e, wt.put(e, t.__cachedImgObj = {
			image: t,
			pending: [o]
		})), t;
	}
	return e;
}
function Dt() {
	var e = this.__cachedImgObj;
	this.onload = this.onerror = this.__cachedImgObj = null;
	for (var t = 0; t < e.pending.length; t++) {
		var n = e.pending[t], r = n.cb;
		r && r(this, n.cbPayload), n.hostEl.dirty();
	}
	e.pending.length = 0;
}
function Ot(e) {
	return e && e.width && e.height;
}
// node_modules/zrender/lib/core/matrix.js
function kt() {
	return [
		1,
		0,
		0,
		1,
		0,
		0
	];
}
function At(e) {
	return e[0] = 1, e[1] = 0, e[2] = 0, e[3] = 1, e[4] = 0, e[5] = 0, e;
}
function jt(e, t) {
	return e[0] = t[0], e[1] = t[1], e[2] = t[2], e[3] = t[3], e[4] = t[4], e[5] = t[5], e;
}
function Mt(e, t, n) {
	var r = t[0] * n[0] + t[2] * n[1], i = t[1] * n[0] + t[3] * n[1], a = t[0] * n[2] + t[2] * n[3], o = t[1] * n[2] + t[3] * n[3], s = t[0] * n[4] + t[2] * n[5] + t[4], c = t[1] * n[4] + t[3] * n[5] + t[5];
	return e[0] = r, e[1] = i, e[2] = a, e[3] = o, e[4] = s, e[5] = c, e;
}
function Nt(e, t, n) {
	return e[0] = t[0], e[1] = t[1], e[2] = t[2], e[3] = t[3], e[4] = t[4] + n[0], e[5] = t[5] + n[1], e;
}
function Pt(e, t, n, r) {
	r === void 0 && (r = [0, 0]);
	var i = t[0], a = t[2], o = t[4], s = t[1], c = t[3], l = t[5], u = Math.sin(n), d = Math.cos(n);
	return e[0] = i * d + s * u, e[1] = -i * u + s * d, e[2] = a * d + c * u, e[3] = -a * u + d * c, e[4] = d * (o - r[0]) + u * (l - r[1]) + r[0], e[5] = d * (l - r[1]) - u * (o - r[0]) + r[1], e;
}
function Ft(e, t, n) {
	var r = n[0], i = n[1];
	return e[0] = t[0] * r, e[1] = t[1] * i, e[2] = t[2] * r, e[3] = t[3] * i, e[4] = t[4] * r, e[5] = t[5] * i, e;
}
function It(e, t) {
	var n = t[0], r = t[2], i = t[4], a = t[1], o = t[3], s = t[5], c = n * o - a * r;
	return c ? (c = 1 / c, e[0] = o * c, e[1] = -a * c, e[2] = -r * c, e[3] = n * c, e[4] = (r * s - o * i) * c, e[5] = (a * i - n * s) * c, e) : null;
}
// node_modules/zrender/lib/core/vector.js
function Lt(e, t) {
	return e ?? (e = 0), t ?? (t = 0), [e, t];
}
function Rt(e, t) {
	return e[0] = t[0], e[1] = t[1], e;
}
function zt(e) {
	return [e[0], e[1]];
}
function Bt(e, t, n) {
	return e[0] = t, e[1] = n, e;
}
function Vt(e, t, n) {
	return e[0] = t[0] + n[0], e[1] = t[1] + n[1], e;
}
function Ht(e, t, n) {
	return e[0] = t[0] - n[0], e[1] = t[1] - n[1], e;
}
function Ut(e) {
	return Math.sqrt(Wt(e));
}
function Wt(e) {
	return e[0] * e[0] + e[1] * e[1];
}
function Gt(e, t, n) {
	return e[0] = t[0] * n, e[1] = t[1] * n, e;
}
function Kt(e, t) {
	var n = Ut(t);
	return n === 0 ? (e[0] = 0, e[1] = 0) : (e[0] = t[0] / n, e[1] = t[1] / n), e;
}
function qt(e, t) {
	return Math.sqrt((e[0] - t[0]) * (e[0] - t[0]) + (e[1] - t[1]) * (e[1] - t[1]));
}
var Jt = qt;
function Yt(e, t) {
	return (e[0] - t[0]) * (e[0] - t[0]) + (e[1] - t[1]) * (e[1] - t[1]);
}
var Xt = Yt;
function Zt(e, t, n) {
	var r = t[0], i = t[1];
	return e[0] = n[0] * r + n[2] * i + n[4], e[1] = n[1] * r + n[3] * i + n[5], e;
}
function Qt(e, t, n) {
	return e[0] = Math.min(t[0], n[0]), e[1] = Math.min(t[1], n[1]), e;
}
function $t(e, t, n) {
	return e[0] = Math.max(t[0], n[0]), e[1] = Math.max(t[1], n[1]), e;
}
// node_modules/zrender/lib/core/Point.js
var en = function() {
	function e(e, t) {
		this.x = e || 0, this.y = t || 0;
	}
	return e.prototype.copy = function(e) {
		return this.x = e.x, this.y = e.y, this;
	}, e.prototype.clone = function() {
		return new e(this.x, this.y);
	}, e.prototype.set = function(e, t) {
		return this.x = e, this.y = t, this;
	}, e.prototype.equal = function(e) {
		return e.x === this.x && e.y === this.y;
	}, e.prototype.add = function(e) {
		return this.x += e.x, this.y += e.y, this;
	}, e.prototype.scale = function(e) {
		this.x *= e, this.y *= e;
	}, e.prototype.scaleAndAdd = function(e, t) {
		this.x += e.x * t, this.y += e.y * t;
	}, e.prototype.sub = function(e) {
		return this.x -= e.x, this.y -= e.y, this;
	}, e.prototype.dot = function(e) {
		return this.x * e.x + this.y * e.y;
	}, e.prototype.len = function() {
		return Math.sqrt(this.x * this.x + this.y * this.y);
	}, e.prototype.lenSquare = function() {
		return this.x * this.x + this.y * this.y;
	}, e.prototype.normalize = function() {
		var e = this.len();
		return this.x /= e, this.y /= e, this;
	}, e.prototype.distance = function(e) {
		var t = this.x - e.x, n = this.y - e.y;
		return Math.sqrt(t * t + n * n);
	}, e.prototype.distanceSquare = function(e) {
		var t = this.x - e.x, n = this.y - e.y;
		return t * t + n * n;
	}, e.prototype.negate = function() {
		return this.x = -this.x, this.y = -this.y, this;
	}, e.prototype.transform = function(e) {
		if (e) {
			var t = this.x, n = this.y;
			return this.x = e[0] * t + e[2] * n + e[4], this.y = e[1] * t + e[3] * n + e[5], this;
		}
	}, e.prototype.toArray = function(e) {
		return e[0] = this.x, e[1] = this.y, e;
	}, e.prototype.fromArray = function(e) {
		this.x = e[0], this.y = e[1];
	}, e.set = function(e, t, n) {
		e.x = t, e.y = n;
	}, e.copy = function(e, t) {
		e.x = t.x, e.y = t.y;
	}, e.len = function(e) {
		return Math.sqrt(e.x * e.x + e.y * e.y);
	}, e.lenSquare = function(e) {
		return e.x * e.x + e.y * e.y;
	}, e.dot = function(e, t) {
		return e.x * t.x + e.y * t.y;
	}, e.add = function(e, t, n) {
		e.x = t.x + n.x, e.y = t.y + n.y;
	}, e.sub = function(e, t, n) {
		e.x = t.x - n.x, e.y = t.y - n.y;
	}, e.scale = function(e, t, n) {
		e.x = t.x * n, e.y = t.y * n;
	}, e.scaleAndAdd = function(e, t, n, r) {
		e.x = t.x + n.x * r, e.y = t.y + n.y * r;
	}, e.lerp = function(e, t, n, r) {
		var i = 1 - r;
		e.x = i * t.x + r * n.x, e.y = i * t.y + r * n.y;
	}, e;
}(), tn = Math.min, nn = Math.max, rn = Math.abs, an = ["x", "y"], on = ["width", "height"], sn = new en(), cn = new en(), ln = new en(), un = new en(), dn = Tn(), fn = dn.minTv, pn = dn.maxTv, mn = [0, 0], X = function() {
	function e(e, t, n, r) {
		gn(this, e, t, n, r);
	}
	return e.set = function(e, t, n, r, i) {
		return r < 0 && (t += r, r = -r), i < 0 && (n += i, i = -i), e.x = t, e.y = n, e.width = r, e.height = i, e;
	}, e.prototype.union = function(e) {
		var t = tn(e.x, this.x), n = tn(e.y, this.y);
		this.width = isFinite(this.x) && isFinite(this.width) ? nn(e.x + e.width, this.x + this.width) - t : e.width, this.height = isFinite(this.y) && isFinite(this.height) ? nn(e.y + e.height, this.y + this.height) - n : e.height, this.x = t, this.y = n;
	}, e.prototype.applyTransform = function(t) {
		e.applyTransform(this, this, t);
	}, e.prototype.calculateTransform = function(e) {
		return vn(kt(), this, e);
	}, e.prototype.intersect = function(t, n, r) {
		return e.intersect(this, t, n, r);
	}, e.intersect = function(t, n, r, i) {
		r && en.set(r, 0, 0);
		var a = i && i.outIntersectRect || null, o = i && i.clamp;
		if (a && (a.x = a.y = a.width = a.height = NaN), !t || !n) return !1;
		t instanceof e || (t = gn(xn, t.x, t.y, t.width, t.height)), n instanceof e || (n = gn(Sn, n.x, n.y, n.width, n.height));
		var s = !!r;
		dn.reset(i, s);
		var c = dn.touchThreshold, l = t.x + c, u = t.x + t.width - c, d = t.y + c, f = t.y + t.height - c, p = n.x + c, m = n.x + n.width - c, h = n.y + c, g = n.y + n.height - c;
		if (l > u || d > f || p > m || h > g) return !1;
		var _ = !(u < p || m < l || f < h || g < d);
		return (s || a) && (mn[0] = Infinity, mn[1] = 0, wn(l, u, p, m, 0, s, a, o), wn(d, f, h, g, 1, s, a, o), s && en.copy(r, _ ? dn.useDir ? dn.dirMinTv : fn : pn)), _;
	}, e.contain = function(e, t, n) {
		return t >= e.x && t <= e.x + e.width && n >= e.y && n <= e.y + e.height;
	}, e.prototype.contain = function(t, n) {
		return e.contain(this, t, n);
	}, e.prototype.clone = function() {
		return new e(this.x, this.y, this.width, this.height);
	}, e.prototype.copy = function(e) {
		_n(this, e);
	}, e.prototype.plain = function() {
		return {
			x: this.x,
			y: this.y,
			width: this.width,
			height: this.height
		};
	}, e.prototype.isFinite = function() {
		return isFinite(this.x) && isFinite(this.y) && isFinite(this.width) && isFinite(this.height);
	}, e.prototype.isZero = function() {
		return this.width === 0 || this.height === 0;
	}, e.create = function(t) {
		return new e(t ? t.x : 0, t ? t.y : 0, t ? t.width : 0, t ? t.height : 0);
	}, e.copy = function(e, t) {
		return e.x = t.x, e.y = t.y, e.width = t.width, e.height = t.height, e;
	}, e.applyTransform = function(e, t, n) {
		if (!n) e !== t && _n(e, t);
		else if (n[1] < 1e-5 && n[1] > -1e-5 && n[2] < 1e-5 && n[2] > -1e-5) {
			var r = n[0], i = n[3], a = n[4], o = n[5];
			e.x = t.x * r + a, e.y = t.y * i + o, e.width = t.width * r, e.height = t.height * i, e.width < 0 && (e.x += e.width, e.width = -e.width), e.height < 0 && (e.y += e.height, e.height = -e.height);
		} else {
			sn.x = ln.x = t.x, sn.y = un.y = t.y, cn.x = un.x = t.x + t.width, cn.y = ln.y = t.y + t.height, sn.transform(n), un.transform(n), cn.transform(n), ln.transform(n), e.x = tn(sn.x, cn.x, ln.x, un.x), e.y = tn(sn.y, cn.y, ln.y, un.y);
			var s = nn(sn.x, cn.x, ln.x, un.x), c = nn(sn.y, cn.y, ln.y, un.y);
			e.width = s - e.x, e.height = c - e.y;
		}
	}, e.calculateTransform = function(e, t, n) {
		var r = n.width / t.width, i = n.height / t.height;
		return e = At(e || []), Nt(e, e, Bt(Cn, -t.x, -t.y)), Ft(e, e, Bt(Cn, r, i)), Nt(e, e, Bt(Cn, n.x, n.y)), e;
	}, e;
}(), hn = X.create, gn = X.set, _n = X.copy, vn = X.calculateTransform, yn = X.applyTransform, bn = X.contain, xn = new X(0, 0, 0, 0), Sn = new X(0, 0, 0, 0), Cn = [];
function wn(e, t, n, r, i, a, o, s) {
	var c = rn(t - n), l = rn(r - e), u = tn(c, l), d = an[i], f = an[1 - i], p = on[i];
	t < n || r < e ? c < l ? (a && (pn[d] = -c), s && (o[d] = t, o[p] = 0)) : (a && (pn[d] = l), s && (o[d] = e, o[p] = 0)) : (o && (o[d] = nn(e, n), o[p] = tn(t, r) - o[d]), a && (u < mn[0] || dn.useDir) && (mn[0] = tn(u, mn[0]), (c < l || !dn.bidirectional) && (fn[d] = c, fn[f] = 0, dn.useDir && dn.calcDirMTV()), (c >= l || !dn.bidirectional) && (fn[d] = -l, fn[f] = 0, dn.useDir && dn.calcDirMTV())));
}
function Tn() {
	var e = 0, t = new en(), n = new en(), r = {
		minTv: new en(),
		maxTv: new en(),
		useDir: !1,
		dirMinTv: new en(),
		touchThreshold: 0,
		bidirectional: !0,
		negativeSize: !1,
		reset: function(i, a) {
			r.touchThreshold = 0, i && i.touchThreshold != null && (r.touchThreshold = nn(0, i.touchThreshold)), r.negativeSize = !1, a && (r.minTv.set(Infinity, Infinity), r.maxTv.set(0, 0), r.useDir = !1, i && i.direction != null && (r.useDir = !0, r.dirMinTv.copy(r.minTv), n.copy(r.minTv), e = i.direction, r.bidirectional = i.bidirectional == null || !!i.bidirectional, r.bidirectional || t.set(Math.cos(e), Math.sin(e))));
		},
		calcDirMTV: function() {
			var a = r.minTv, o = r.dirMinTv, s = a.y * a.y + a.x * a.x, c = Math.sin(e), l = Math.cos(e), u = c * a.y + l * a.x;
			i(u) ? i(a.x) && i(a.y) && o.set(0, 0) : (n.x = s * l / u, n.y = s * c / u, i(n.x) && i(n.y) ? o.set(0, 0) : (r.bidirectional || t.dot(n) > 0) && n.len() < o.len() && o.copy(n));
		}
	};
	function i(e) {
		return rn(e) < 1e-10;
	}
	return r;
}
// node_modules/zrender/lib/contain/text.js
function En(e) {
	Dn || (Dn = new Ct(100)), e = e || "12px sans-serif";
	var t = Dn.get(e);
	return t || (t = {
		font: e,
		strWidthCache: new Ct(500),
		asciiWidthMap: null,
		asciiWidthMapTried: !1,
		stWideCharWidth: M.measureText("国", e).width,
		asciiCharWidth: M.measureText("a", e).width
	}, Dn.put(e, t)), t;
}
var Dn;
function On(e) {
	if (!(kn >= An)) {
		e = e || "12px sans-serif";
		for (var t = [], n = +/* @__PURE__ */ new Date(), r = 0; r <= 127; r++) t[r] = M.measureText(String.fromCharCode(r), e).width;
		var i = +/* @__PURE__ */ new Date() - n;
		return i > 16 ? kn = An : i > 2 && kn++, t;
	}
}
var kn = 0, An = 5;
function jn(e, t) {
	return e.asciiWidthMapTried || (e.asciiWidthMap = On(e.font), e.asciiWidthMapTried = !0), 0 <= t && t <= 127 ? e.asciiWidthMap == null ? e.asciiCharWidth : e.asciiWidthMap[t] : e.stWideCharWidth;
}
function Mn(e, t) {
	var n = e.strWidthCache, r = n.get(t);
	return r ?? (r = M.measureText(t, e.font).width, n.put(t, r)), r;
}
function Nn(e, t, n, r) {
	var i = Mn(En(t), e), a = Ln(t);
	return new X(Fn(0, i, n), In(0, a, r), i, a);
}
function Pn(e, t, n, r) {
	var i = ((e || "") + "").split("\n");
	if (i.length === 1) return Nn(i[0], t, n, r);
	for (var a = new X(0, 0, 0, 0), o = 0; o < i.length; o++) {
		var s = Nn(i[o], t, n, r);
		o === 0 ? a.copy(s) : a.union(s);
	}
	return a;
}
function Fn(e, t, n, r) {
	return n === "right" ? r ? e += t : e -= t : n === "center" && (r ? e += t / 2 : e -= t / 2), e;
}
function In(e, t, n, r) {
	return n === "middle" ? r ? e += t / 2 : e -= t / 2 : n === "bottom" && (r ? e += t : e -= t), e;
}
function Ln(e) {
	return En(e).stWideCharWidth;
}
function Rn(e, t) {
	return typeof e == "string" ? e.lastIndexOf("%") >= 0 ? parseFloat(e) / 100 * t : parseFloat(e) : e;
}
function zn(e, t, n) {
	var r = t.position || "inside", i = t.distance == null ? 5 : t.distance, a = n.height, o = n.width, s = a / 2, c = n.x, l = n.y, u = "left", d = "top";
	if (r instanceof Array) c += Rn(r[0], n.width), l += Rn(r[1], n.height), u = null, d = null;
	else switch (r) {
		case "left":
			c -= i, l += s, u = "right", d = "middle";
			break;
		case "right":
			c += i + o, l += s, d = "middle";
			break;
		case "top":
			c += o / 2, l -= i, u = "center", d = "bottom";
			break;
		case "bottom":
			c += o / 2, l += a + i, u = "center";
			break;
		case "inside":
			c += o / 2, l += s, u = "center", d = "middle";
			break;
		case "insideLeft":
			c += i, l += s, d = "middle";
			break;
		case "insideRight":
			c += o - i, l += s, u = "right", d = "middle";
			break;
		case "insideTop":
			c += o / 2, l += i, u = "center";
			break;
		case "insideBottom":
			c += o / 2, l += a - i, u = "center", d = "bottom";
			break;
		case "insideTopLeft":
			c += i, l += i;
			break;
		case "insideTopRight":
			c += o - i, l += i, u = "right";
			break;
		case "insideBottomLeft":
			c += i, l += a - i, d = "bottom";
			break;
		case "insideBottomRight": c += o - i, l += a - i, u = "right", d = "bottom";
	}
	return e = e || {}, e.x = c, e.y = l, e.align = u, e.verticalAlign = d, e;
}
// node_modules/zrender/lib/graphic/helper/parseText.js
var Bn = /\{([a-zA-Z0-9_]+)\|([^}]*)\}/g;
function Vn(e, t, n, r, i, a) {
	if (!n) e.text = "", e.isTruncated = !1;
	else {
		var o = (t + "").split("\n");
		a = Hn(n, r, i, a);
		for (var s = !1, c = {}, l = 0, u = o.length; l < u; l++) Un(c, o[l], a), o[l] = c.textLine, s = s || c.isTruncated;
		e.text = o.join("\n"), e.isTruncated = s;
	}
}
function Hn(e, t, n, r) {
	r = r || {};
	var i = I({}, r);
	n = q(n, "..."), i.maxIterations = q(r.maxIterations, 2);
	var a = i.minChar = q(r.minChar, 0), o = i.fontMeasureInfo = En(t), s = o.asciiCharWidth;
	i.placeholder = q(r.placeholder, "");
	for (var c = e = Math.max(0, e - 1), l = 0; l < a && c >= s; l++) c -= s;
	var u = Mn(o, n);
	return u > c && (n = "", u = 0), c = e - u, i.ellipsis = n, i.ellipsisWidth = u, i.contentWidth = c, i.containerWidth = e, i;
}
function Un(e, t, n) {
	var r = n.containerWidth, i = n.contentWidth, a = n.fontMeasureInfo;
	if (!r) e.textLine = "", e.isTruncated = !1;
	else {
		var o = Mn(a, t);
		if (o <= r) e.textLine = t, e.isTruncated = !1;
		else {
			for (var s = 0;; s++) {
				if (o <= i || s >= n.maxIterations) {
					t += n.ellipsis;
					break;
				}
				var c = s === 0 ? Wn(t, i, a) : o > 0 ? Math.floor(t.length * i / o) : 0;
				t = t.substr(0, c), o = Mn(a, t);
			}
			t === "" && (t = n.placeholder), e.textLine = t, e.isTruncated = !0;
		}
	}
}
function Wn(e, t, n) {
	for (var r = 0, i = 0, a = e.length; i < a && r < t; i++) r += jn(n, e.charCodeAt(i));
	return i;
}
function Gn(e, t, n, r) {
	var i = ir(e), a = t.overflow, o = t.padding, s = o ? o[1] + o[3] : 0, c = o ? o[0] + o[2] : 0, l = t.font, u = a === "truncate", d = Ln(l), f = q(t.lineHeight, d), p = t.lineOverflow === "truncate", m = !1, h = t.width;
	h == null && n != null && (h = n - s);
	var g = t.height;
	g == null && r != null && (g = r - c);
	var _ = h != null && (a === "break" || a === "breakAll") ? i ? er(i, t.font, h, a === "breakAll", 0).lines : [] : i ? i.split("\n") : [], v = _.length * f;
	if (g ?? (g = v), v > g && p) {
		var y = Math.floor(g / f);
		m = m || _.length > y, _ = _.slice(0, y), v = _.length * f;
	}
	if (i && u && h != null) for (var b = Hn(h, l, t.ellipsis, {
		minChar: t.truncateMinChar,
		placeholder: t.placeholder
	}), x = {}, S = 0; S < _.length; S++) Un(x, _[S], b), _[S] = x.textLine, m = m || x.isTruncated;
	for (var C = g, w = 0, T = En(l), S = 0; S < _.length; S++) w = Math.max(Mn(T, _[S]), w);
	h ?? (h = w);
	var E = h;
	return C += c, E += s, {
		lines: _,
		height: g,
		outerWidth: E,
		outerHeight: C,
		lineHeight: f,
		calculatedLineHeight: d,
		contentWidth: w,
		contentHeight: v,
		width: h,
		isTruncated: m
	};
}
var Kn = function() {
	function e() {}
	return e;
}(), qn = function() {
	function e(e) {
		this.tokens = [], e && (this.tokens = e);
	}
	return e;
}(), Jn = function() {
	function e() {
		this.width = 0, this.height = 0, this.contentWidth = 0, this.contentHeight = 0, this.outerWidth = 0, this.outerHeight = 0, this.lines = [], this.isTruncated = !1;
	}
	return e;
}();
function Yn(e, t, n, r, i) {
	var a = new Jn(), o = ir(e);
	if (!o) return a;
	var s = t.padding, c = s ? s[1] + s[3] : 0, l = s ? s[0] + s[2] : 0, u = t.width;
	u == null && n != null && (u = n - c);
	var d = t.height;
	d == null && r != null && (d = r - l);
	for (var f = t.overflow, p = (f === "break" || f === "breakAll") && u != null ? {
		width: u,
		accumWidth: 0,
		breakAll: f === "breakAll"
	} : null, m = Bn.lastIndex = 0, h; (h = Bn.exec(o)) != null;) {
		var g = h.index;
		g > m && Xn(a, o.substring(m, g), t, p), Xn(a, h[2], t, p, h[1]), m = Bn.lastIndex;
	}
	m < o.length && Xn(a, o.substring(m, o.length), t, p);
	var _ = [], v = 0, y = 0, b = f === "truncate", x = t.lineOverflow === "truncate", S = {};
	function C(e, t, n) {
		e.width = t, e.lineHeight = n, v += n, y = Math.max(y, t);
	}
	outer: for (var w = 0; w < a.lines.length; w++) {
		for (var T = a.lines[w], E = 0, D = 0, O = 0; O < T.tokens.length; O++) {
			var k = T.tokens[O], A = k.styleName && t.rich[k.styleName] || {}, j = k.textPadding = A.padding, ee = j ? j[1] + j[3] : 0, te = k.font = A.font || t.font;
			k.contentHeight = Ln(te);
			var ne = q(A.height, k.contentHeight);
			if (k.innerHeight = ne, j && (ne += j[0] + j[2]), k.height = ne, k.lineHeight = Re(A.lineHeight, t.lineHeight, ne), k.align = A && A.align || i, k.verticalAlign = A && A.verticalAlign || "middle", x && d != null && v + k.lineHeight > d) {
				var re = a.lines.length;
				O > 0 ? (T.tokens = T.tokens.slice(0, O), C(T, D, E), a.lines = a.lines.slice(0, w + 1)) : a.lines = a.lines.slice(0, w), a.isTruncated = a.isTruncated || a.lines.length < re;
				break outer;
			}
			var ie = A.width, M = ie == null || ie === "auto";
			if (typeof ie == "string" && ie.charAt(ie.length - 1) === "%") k.percentWidth = ie, _.push(k), k.contentWidth = Mn(En(te), k.text);
			else {
				if (M) {
					var ae = A.backgroundColor, oe = ae && ae.image;
					oe && (oe = Tt(oe), Ot(oe) && (k.width = Math.max(k.width, oe.width * ne / oe.height)));
				}
				var se = b && u != null ? u - D : null;
				se != null && se < k.width ? !M || se < ee ? (k.text = "", k.width = k.contentWidth = 0) : (Vn(S, k.text, se - ee, te, t.ellipsis, { minChar: t.truncateMinChar }), k.text = S.text, a.isTruncated = a.isTruncated || S.isTruncated, k.width = k.contentWidth = Mn(En(te), k.text)) : k.contentWidth = Mn(En(te), k.text);
			}
			k.width += ee, D += k.width, A && (E = Math.max(E, k.lineHeight));
		}
		C(T, D, E);
	}
	a.outerWidth = a.width = q(u, y), a.outerHeight = a.height = q(d, v), a.contentHeight = v, a.contentWidth = y, a.outerWidth += c, a.outerHeight += l;
	for (var w = 0; w < _.length; w++) {
		var k = _[w], ce = k.percentWidth;
		k.width = parseInt(ce, 10) / 100 * a.width;
	}
	return a;
}
function Xn(e, t, n, r, i) {
	var a = t === "", o = i && n.rich[i] || {}, s = e.lines, c = o.font || n.font, l = !1, u, d;
	if (r) {
		var f = o.padding, p = f ? f[1] + f[3] : 0;
		if (o.width != null && o.width !== "auto") {
			var m = Rn(o.width, r.width) + p;
			s.length > 0 && m + r.accumWidth > r.width && (u = t.split("\n"), l = !0), r.accumWidth = m;
		} else {
			var h = er(t, c, r.width, r.breakAll, r.accumWidth);
			r.accumWidth = h.accumWidth + p, d = h.linesWidths, u = h.lines;
		}
	}
	u || (u = t.split("\n"));
	for (var g = En(c), _ = 0; _ < u.length; _++) {
		var v = u[_], y = new Kn();
		if (y.styleName = i, y.text = v, y.isLineHolder = !v && !a, y.width = typeof o.width == "number" ? o.width : d ? d[_] : Mn(g, v), !_ && !l) {
			var b = (s[s.length - 1] || (s[0] = new qn())).tokens, x = b.length;
			x === 1 && b[0].isLineHolder ? b[0] = y : (v || !x || a) && b.push(y);
		} else s.push(new qn([y]));
	}
}
function Zn(e) {
	var t = e.charCodeAt(0);
	return t >= 32 && t <= 591 || t >= 880 && t <= 4351 || t >= 4608 && t <= 5119 || t >= 7680 && t <= 8303;
}
var Qn = we(",&?/;] ".split(""), function(e, t) {
	return e[t] = !0, e;
}, {});
function $n(e) {
	return !Zn(e) || !!Qn[e];
}
function er(e, t, n, r, i) {
	for (var a = [], o = [], s = "", c = "", l = 0, u = 0, d = En(t), f = 0; f < e.length; f++) {
		var p = e.charAt(f);
		if (p === "\n") c && (s += c, u += l), a.push(s), o.push(u), s = "", c = "", l = 0, u = 0;
		else {
			var m = jn(d, p.charCodeAt(0)), h = !r && !$n(p);
			(a.length ? u + m > n : i + u + m > n) ? u ? (s || c) && (h ? (s || (s = c, c = "", l = 0, u = l), a.push(s), o.push(u - l), c += p, l += m, s = "", u = l) : (c && (s += c, c = "", l = 0), a.push(s), o.push(u), s = p, u = m)) : h ? (a.push(c), o.push(l), c = p, l = m) : (a.push(p), o.push(m)) : (u += m, h ? (c += p, l += m) : (c && (s += c, c = "", l = 0), s += p));
		}
	}
	return c && (s += c), s && (a.push(s), o.push(u)), a.length === 1 && (u += i), {
		accumWidth: u,
		lines: a,
		linesWidths: o
	};
}
function tr(e, t, n, r, i, a) {
	if (e.baseX = n, e.baseY = r, e.outerWidth = e.outerHeight = null, t) {
		var o = t.width * 2, s = t.height * 2;
		X.set(nr, Fn(n, o, i), In(r, s, a), o, s), X.intersect(t, nr, null, rr);
		var c = rr.outIntersectRect;
		e.outerWidth = c.width, e.outerHeight = c.height, e.baseX = Fn(c.x, c.width, i, !0), e.baseY = In(c.y, c.height, a, !0);
	}
}
var nr = new X(0, 0, 0, 0), rr = {
	outIntersectRect: {},
	clamp: !0
};
function ir(e) {
	return e == null ? e = "" : e += "";
}
function ar(e) {
	var t = ir(e.text), n = e.font;
	return or(e, Mn(En(n), t), Ln(n), null);
}
function or(e, t, n, r) {
	var i = new X(Fn(e.x || 0, t, e.textAlign), In(e.y || 0, n, e.textBaseline), t, n), a = r ?? (sr(e) ? e.lineWidth : 0);
	return a > 0 && (i.x -= a / 2, i.y -= a / 2, i.width += a, i.height += a), i;
}
function sr(e) {
	var t = e.stroke;
	return t != null && t !== "none" && e.lineWidth > 0;
}
// node_modules/zrender/lib/core/Transformable.js
var cr = At, lr = 5e-5;
function ur(e) {
	return e > lr || e < -lr;
}
var dr = [], fr = [], pr = kt(), mr = Math.abs, hr = function() {
	function e() {}
	return e.prototype.getLocalTransform = function(e) {
		return gr(this, e);
	}, e.prototype.setPosition = function(e) {
		this.x = e[0], this.y = e[1];
	}, e.prototype.setScale = function(e) {
		this.scaleX = e[0], this.scaleY = e[1];
	}, e.prototype.setSkew = function(e) {
		this.skewX = e[0], this.skewY = e[1];
	}, e.prototype.setOrigin = function(e) {
		this.originX = e[0], this.originY = e[1];
	}, e.prototype.needLocalTransform = function() {
		return ur(this.rotation) || ur(this.x) || ur(this.y) || ur(this.scaleX - 1) || ur(this.scaleY - 1) || ur(this.skewX) || ur(this.skewY);
	}, e.prototype.updateTransform = function() {
		var e = this.parent && this.parent.transform, t = this.needLocalTransform(), n = this.transform;
		t || e ? (n = n || kt(), t ? this.getLocalTransform(n) : cr(n), e && (t ? Mt(n, e, n) : jt(n, e)), this.transform = n, this._resolveGlobalScaleRatio(n), this.invTransform = this.invTransform || kt(), It(this.invTransform, n)) : n && (cr(n), this.invTransform = null);
	}, e.prototype._resolveGlobalScaleRatio = function(e) {
		var t = this.globalScaleRatio;
		if (t != null && t !== 1) {
			this.getGlobalScale(dr);
			var n = dr[0] < 0 ? -1 : 1, r = dr[1] < 0 ? -1 : 1, i = ((dr[0] - n) * t + n) / dr[0] || 0, a = ((dr[1] - r) * t + r) / dr[1] || 0;
			e[0] *= i, e[1] *= i, e[2] *= a, e[3] *= a;
		}
	}, e.prototype.getComputedTransform = function() {
		for (var e = this, t = []; e;) t.push(e), e = e.parent;
		for (; e = t.pop();) e.updateTransform();
		return this.transform;
	}, e.prototype.setLocalTransform = function(e) {
		if (e) {
			var t = e[0] * e[0] + e[1] * e[1], n = e[2] * e[2] + e[3] * e[3], r = Math.atan2(e[1], e[0]), i = Math.PI / 2 + r - Math.atan2(e[3], e[2]);
			n = Math.sqrt(n) * Math.cos(i), t = Math.sqrt(t), this.skewX = i, this.skewY = 0, this.rotation = -r, this.x = +e[4], this.y = +e[5], this.scaleX = t, this.scaleY = n, this.originX = 0, this.originY = 0;
		}
	}, e.prototype.decomposeTransform = function() {
		if (this.transform) {
			var e = this.parent, t = this.transform;
			e && e.transform && (e.invTransform = e.invTransform || kt(), Mt(fr, e.invTransform, t), t = fr);
			var n = this.originX, r = this.originY;
			(n || r) && (pr[4] = n, pr[5] = r, Mt(fr, t, pr), fr[4] -= n, fr[5] -= r, t = fr), this.setLocalTransform(t);
		}
	}, e.prototype.getGlobalScale = function(e) {
		var t = this.transform;
		return e = e || [], t ? (e[0] = Math.sqrt(t[0] * t[0] + t[1] * t[1]), e[1] = Math.sqrt(t[2] * t[2] + t[3] * t[3]), t[0] < 0 && (e[0] = -e[0]), t[3] < 0 && (e[1] = -e[1]), e) : (e[0] = 1, e[1] = 1, e);
	}, e.prototype.transformCoordToLocal = function(e, t) {
		var n = [e, t], r = this.invTransform;
		return r && Zt(n, n, r), n;
	}, e.prototype.transformCoordToGlobal = function(e, t) {
		var n = [e, t], r = this.transform;
		return r && Zt(n, n, r), n;
	}, e.prototype.getLineScale = function() {
		var e = this.transform;
		return e && mr(e[0] - 1) > 1e-10 && mr(e[3] - 1) > 1e-10 ? Math.sqrt(mr(e[0] * e[3] - e[2] * e[1])) : 1;
	}, e.prototype.copyTransform = function(e) {
		yr(this, e);
	}, e.getLocalTransform = function(e, t) {
		t = t || [];
		var n = e.originX || 0, r = e.originY || 0, i = e.scaleX, a = e.scaleY, o = e.anchorX, s = e.anchorY, c = e.rotation || 0, l = e.x, u = e.y, d = e.skewX ? Math.tan(e.skewX) : 0, f = e.skewY ? Math.tan(-e.skewY) : 0;
		if (n || r || o || s) {
			var p = n + o, m = r + s;
			t[4] = -p * i - d * m * a, t[5] = -m * a - f * p * i;
		} else t[4] = t[5] = 0;
		return t[0] = i, t[3] = a, t[1] = f * i, t[2] = d * a, c && Pt(t, t, c), t[4] += n + l, t[5] += r + u, t;
	}, e.initDefaultProps = (function() {
		var t = e.prototype;
		t.scaleX = t.scaleY = t.globalScaleRatio = 1, t.x = t.y = t.originX = t.originY = t.skewX = t.skewY = t.rotation = t.anchorX = t.anchorY = 0;
	})(), e;
}(), gr = hr.getLocalTransform;
function _r() {
	return new hr();
}
var vr = [
	"x",
	"y",
	"originX",
	"originY",
	"anchorX",
	"anchorY",
	"rotation",
	"scaleX",
	"scaleY",
	"skewX",
	"skewY"
];
function yr(e, t) {
	return be(e, t, vr);
}
// node_modules/zrender/lib/animation/easing.js
var br = {
	linear: function(e) {
		return e;
	},
	quadraticIn: function(e) {
		return e * e;
	},
	quadraticOut: function(e) {
		return e * (2 - e);
	},
	quadraticInOut: function(e) {
		return (e *= 2) < 1 ? .5 * e * e : -.5 * (--e * (e - 2) - 1);
	},
	cubicIn: function(e) {
		return e * e * e;
	},
	cubicOut: function(e) {
		return --e * e * e + 1;
	},
	cubicInOut: function(e) {
		return (e *= 2) < 1 ? .5 * e * e * e : .5 * ((e -= 2) * e * e + 2);
	},
	quarticIn: function(e) {
		return e * e * e * e;
	},
	quarticOut: function(e) {
		return 1 - --e * e * e * e;
	},
	quarticInOut: function(e) {
		return (e *= 2) < 1 ? .5 * e * e * e * e : -.5 * ((e -= 2) * e * e * e - 2);
	},
	quinticIn: function(e) {
		return e * e * e * e * e;
	},
	quinticOut: function(e) {
		return --e * e * e * e * e + 1;
	},
	quinticInOut: function(e) {
		return (e *= 2) < 1 ? .5 * e * e * e * e * e : .5 * ((e -= 2) * e * e * e * e + 2);
	},
	sinusoidalIn: function(e) {
		return 1 - Math.cos(e * Math.PI / 2);
	},
	sinusoidalOut: function(e) {
		return Math.sin(e * Math.PI / 2);
	},
	sinusoidalInOut: function(e) {
		return .5 * (1 - Math.cos(Math.PI * e));
	},
	exponentialIn: function(e) {
		return e === 0 ? 0 : 1024 ** (e - 1);
	},
	exponentialOut: function(e) {
		return e === 1 ? 1 : 1 - 2 ** (-10 * e);
	},
	exponentialInOut: function(e) {
		return e === 0 ? 0 : e === 1 ? 1 : (e *= 2) < 1 ? .5 * 1024 ** (e - 1) : .5 * (-(2 ** (-10 * (e - 1))) + 2);
	},
	circularIn: function(e) {
		return 1 - Math.sqrt(1 - e * e);
	},
	circularOut: function(e) {
		return Math.sqrt(1 - --e * e);
	},
	circularInOut: function(e) {
		return (e *= 2) < 1 ? -.5 * (Math.sqrt(1 - e * e) - 1) : .5 * (Math.sqrt(1 - (e -= 2) * e) + 1);
	},
	elasticIn: function(e) {
		var t, n = .1, r = .4;
		return e === 0 ? 0 : e === 1 ? 1 : (!n || n < 1 ? (n = 1, t = r / 4) : t = r * Math.asin(1 / n) / (2 * Math.PI), -(n * 2 ** (10 * --e) * Math.sin((e - t) * (2 * Math.PI) / r)));
	},
	elasticOut: function(e) {
		var t, n = .1, r = .4;
		return e === 0 ? 0 : e === 1 ? 1 : (!n || n < 1 ? (n = 1, t = r / 4) : t = r * Math.asin(1 / n) / (2 * Math.PI), n * 2 ** (-10 * e) * Math.sin((e - t) * (2 * Math.PI) / r) + 1);
	},
	elasticInOut: function(e) {
		var t, n = .1, r = .4;
		return e === 0 ? 0 : e === 1 ? 1 : (!n || n < 1 ? (n = 1, t = r / 4) : t = r * Math.asin(1 / n) / (2 * Math.PI), (e *= 2) < 1 ? -.5 * (n * 2 ** (10 * --e) * Math.sin((e - t) * (2 * Math.PI) / r)) : n * 2 ** (-10 * --e) * Math.sin((e - t) * (2 * Math.PI) / r) * .5 + 1);
	},
	backIn: function(e) {
		var t = 1.70158;
		return e * e * ((t + 1) * e - t);
	},
	backOut: function(e) {
		var t = 1.70158;
		return --e * e * ((t + 1) * e + t) + 1;
	},
	backInOut: function(e) {
		var t = 2.5949095;
		return (e *= 2) < 1 ? .5 * (e * e * ((t + 1) * e - t)) : .5 * ((e -= 2) * e * ((t + 1) * e + t) + 2);
	},
	bounceIn: function(e) {
		return 1 - br.bounceOut(1 - e);
	},
	bounceOut: function(e) {
		return e < 1 / 2.75 ? 7.5625 * e * e : e < 2 / 2.75 ? 7.5625 * (e -= 1.5 / 2.75) * e + .75 : e < 2.5 / 2.75 ? 7.5625 * (e -= 2.25 / 2.75) * e + .9375 : 7.5625 * (e -= 2.625 / 2.75) * e + .984375;
	},
	bounceInOut: function(e) {
		return e < .5 ? br.bounceIn(e * 2) * .5 : br.bounceOut(e * 2 - 1) * .5 + .5;
	}
}, xr = Math.pow, Sr = Math.sqrt, Cr = 1e-8, wr = 1e-4, Tr = Sr(3), Er = 1 / 3, Dr = Lt(), Or = Lt(), kr = Lt();
function Ar(e) {
	return e > -Cr && e < Cr;
}
function jr(e) {
	return e > Cr || e < -Cr;
}
function Mr(e, t, n, r, i) {
	var a = 1 - i;
	return a * a * (a * e + 3 * i * t) + i * i * (i * r + 3 * a * n);
}
function Nr(e, t, n, r, i) {
	var a = 1 - i;
	return 3 * (((t - e) * a + 2 * (n - t) * i) * a + (r - n) * i * i);
}
function Pr(e, t, n, r, i, a) {
	var o = r + 3 * (t - n) - e, s = 3 * (n - t * 2 + e), c = 3 * (t - e), l = e - i, u = s * s - 3 * o * c, d = s * c - 9 * o * l, f = c * c - 3 * s * l, p = 0;
	if (Ar(u) && Ar(d)) {
		if (Ar(s)) a[0] = 0;
		else {
			var m = -c / s;
			m >= 0 && m <= 1 && (a[p++] = m);
		}
	} else {
		var h = d * d - 4 * u * f;
		if (Ar(h)) {
			var g = d / u, m = -s / o + g, _ = -g / 2;
			m >= 0 && m <= 1 && (a[p++] = m), _ >= 0 && _ <= 1 && (a[p++] = _);
		} else if (h > 0) {
			var v = Sr(h), y = u * s + 1.5 * o * (-d + v), b = u * s + 1.5 * o * (-d - v);
			y = y < 0 ? -xr(-y, Er) : xr(y, Er), b = b < 0 ? -xr(-b, Er) : xr(b, Er);
			var m = (-s - (y + b)) / (3 * o);
			m >= 0 && m <= 1 && (a[p++] = m);
		} else {
			var x = (2 * u * s - 3 * o * d) / (2 * Sr(u * u * u)), S = Math.acos(x) / 3, C = Sr(u), w = Math.cos(S), m = (-s - 2 * C * w) / (3 * o), _ = (-s + C * (w + Tr * Math.sin(S))) / (3 * o), T = (-s + C * (w - Tr * Math.sin(S))) / (3 * o);
			m >= 0 && m <= 1 && (a[p++] = m), _ >= 0 && _ <= 1 && (a[p++] = _), T >= 0 && T <= 1 && (a[p++] = T);
		}
	}
	return p;
}
function Fr(e, t, n, r, i) {
	var a = 6 * n - 12 * t + 6 * e, o = 9 * t + 3 * r - 3 * e - 9 * n, s = 3 * t - 3 * e, c = 0;
	if (Ar(o)) {
		if (jr(a)) {
			var l = -s / a;
			l >= 0 && l <= 1 && (i[c++] = l);
		}
	} else {
		var u = a * a - 4 * o * s;
		if (Ar(u)) i[0] = -a / (2 * o);
		else if (u > 0) {
			var d = Sr(u), l = (-a + d) / (2 * o), f = (-a - d) / (2 * o);
			l >= 0 && l <= 1 && (i[c++] = l), f >= 0 && f <= 1 && (i[c++] = f);
		}
	}
	return c;
}
function Ir(e, t, n, r, i, a) {
	var o = (t - e) * i + e, s = (n - t) * i + t, c = (r - n) * i + n, l = (s - o) * i + o, u = (c - s) * i + s, d = (u - l) * i + l;
	a[0] = e, a[1] = o, a[2] = l, a[3] = d, a[4] = d, a[5] = u, a[6] = c, a[7] = r;
}
function Lr(e, t, n, r, i, a, o, s, c, l, u) {
	var d, f = .005, p = Infinity, m, h, g, _;
	Dr[0] = c, Dr[1] = l;
	for (var v = 0; v < 1; v += .05) Or[0] = Mr(e, n, i, o, v), Or[1] = Mr(t, r, a, s, v), g = Xt(Dr, Or), g < p && (d = v, p = g);
	p = Infinity;
	for (var y = 0; y < 32 && !(f < wr); y++) m = d - f, h = d + f, Or[0] = Mr(e, n, i, o, m), Or[1] = Mr(t, r, a, s, m), g = Xt(Or, Dr), m >= 0 && g < p ? (d = m, p = g) : (kr[0] = Mr(e, n, i, o, h), kr[1] = Mr(t, r, a, s, h), _ = Xt(kr, Dr), h <= 1 && _ < p ? (d = h, p = _) : f *= .5);
	return u && (u[0] = Mr(e, n, i, o, d), u[1] = Mr(t, r, a, s, d)), Sr(p);
}
function Rr(e, t, n, r, i, a, o, s, c) {
	for (var l = e, u = t, d = 0, f = 1 / c, p = 1; p <= c; p++) {
		var m = p * f, h = Mr(e, n, i, o, m), g = Mr(t, r, a, s, m), _ = h - l, v = g - u;
		d += Math.sqrt(_ * _ + v * v), l = h, u = g;
	}
	return d;
}
function zr(e, t, n, r) {
	var i = 1 - r;
	return i * (i * e + 2 * r * t) + r * r * n;
}
function Br(e, t, n, r) {
	return 2 * ((1 - r) * (t - e) + r * (n - t));
}
function Vr(e, t, n, r, i) {
	var a = e - 2 * t + n, o = 2 * (t - e), s = e - r, c = 0;
	if (Ar(a)) {
		if (jr(o)) {
			var l = -s / o;
			l >= 0 && l <= 1 && (i[c++] = l);
		}
	} else {
		var u = o * o - 4 * a * s;
		if (Ar(u)) {
			var l = -o / (2 * a);
			l >= 0 && l <= 1 && (i[c++] = l);
		} else if (u > 0) {
			var d = Sr(u), l = (-o + d) / (2 * a), f = (-o - d) / (2 * a);
			l >= 0 && l <= 1 && (i[c++] = l), f >= 0 && f <= 1 && (i[c++] = f);
		}
	}
	return c;
}
function Hr(e, t, n) {
	var r = e + n - 2 * t;
	return r === 0 ? .5 : (e - t) / r;
}
function Ur(e, t, n, r, i) {
	var a = (t - e) * r + e, o = (n - t) * r + t, s = (o - a) * r + a;
	i[0] = e, i[1] = a, i[2] = s, i[3] = s, i[4] = o, i[5] = n;
}
function Wr(e, t, n, r, i, a, o, s, c) {
	var l, u = .005, d = Infinity;
	Dr[0] = o, Dr[1] = s;
	for (var f = 0; f < 1; f += .05) {
		Or[0] = zr(e, n, i, f), Or[1] = zr(t, r, a, f);
		var p = Xt(Dr, Or);
		p < d && (l = f, d = p);
	}
	d = Infinity;
	for (var m = 0; m < 32 && !(u < wr); m++) {
		var h = l - u, g = l + u;
		Or[0] = zr(e, n, i, h), Or[1] = zr(t, r, a, h);
		var p = Xt(Or, Dr);
		if (h >= 0 && p < d) l = h, d = p;
		else {
			kr[0] = zr(e, n, i, g), kr[1] = zr(t, r, a, g);
			var _ = Xt(kr, Dr);
			g <= 1 && _ < d ? (l = g, d = _) : u *= .5;
		}
	}
	return c && (c[0] = zr(e, n, i, l), c[1] = zr(t, r, a, l)), Sr(d);
}
function Gr(e, t, n, r, i, a, o) {
	for (var s = e, c = t, l = 0, u = 1 / o, d = 1; d <= o; d++) {
		var f = d * u, p = zr(e, n, i, f), m = zr(t, r, a, f), h = p - s, g = m - c;
		l += Math.sqrt(h * h + g * g), s = p, c = m;
	}
	return l;
}
// node_modules/zrender/lib/animation/cubicEasing.js
var Kr = /cubic-bezier\(([0-9,\.e ]+)\)/;
function qr(e) {
	var t = e && Kr.exec(e);
	if (t) {
		var n = t[1].split(","), r = +He(n[0]), i = +He(n[1]), a = +He(n[2]), o = +He(n[3]);
		if (isNaN(r + i + a + o)) return;
		var s = [];
		return function(e) {
			return e <= 0 ? 0 : e >= 1 ? 1 : Pr(0, r, a, 1, e, s) && Mr(0, i, o, 1, s[0]);
		};
	}
}
// node_modules/zrender/lib/animation/Clip.js
var Jr = function() {
	function e(e) {
		this._inited = !1, this._startTime = 0, this._pausedTime = 0, this._paused = !1, this._life = e.life || 1e3, this._delay = e.delay || 0, this.loop = e.loop || !1, this.onframe = e.onframe || et, this.ondestroy = e.ondestroy || et, this.onrestart = e.onrestart || et, e.easing && this.setEasing(e.easing);
	}
	return e.prototype.step = function(e, t) {
		if (this._inited || (this._startTime = e + this._delay, this._inited = !0), this._paused) this._pausedTime += t;
		else {
			var n = this._life, r = e - this._startTime - this._pausedTime, i = r / n;
			i < 0 && (i = 0), i = Math.min(i, 1);
			var a = this.easingFunc, o = a ? a(i) : i;
			if (this.onframe(o), i === 1) {
				if (this.loop) {
					var s = r % n;
					this._startTime = e - s, this._pausedTime = 0, this.onrestart();
				} else return !0;
			}
			return !1;
		}
	}, e.prototype.pause = function() {
		this._paused = !0;
	}, e.prototype.resume = function() {
		this._paused = !1;
	}, e.prototype.setEasing = function(e) {
		this.easing = e, this.easingFunc = W(e) ? e : br[e] || qr(e);
	}, e;
}(), Yr = {
	transparent: [
		0,
		0,
		0,
		0
	],
	aliceblue: [
		240,
		248,
		255,
		1
	],
	antiquewhite: [
		250,
		235,
		215,
		1
	],
	aqua: [
		0,
		255,
		255,
		1
	],
	aquamarine: [
		127,
		255,
		212,
		1
	],
	azure: [
		240,
		255,
		255,
		1
	],
	beige: [
		245,
		245,
		220,
		1
	],
	bisque: [
		255,
		228,
		196,
		1
	],
	black: [
		0,
		0,
		0,
		1
	],
	blanchedalmond: [
		255,
		235,
		205,
		1
	],
	blue: [
		0,
		0,
		255,
		1
	],
	blueviolet: [
		138,
		43,
		226,
		1
	],
	brown: [
		165,
		42,
		42,
		1
	],
	burlywood: [
		222,
		184,
		135,
		1
	],
	cadetblue: [
		95,
		158,
		160,
		1
	],
	chartreuse: [
		127,
		255,
		0,
		1
	],
	chocolate: [
		210,
		105,
		30,
		1
	],
	coral: [
		255,
		127,
		80,
		1
	],
	cornflowerblue: [
		100,
		149,
		237,
		1
	],
	cornsilk: [
		255,
		248,
		220,
		1
	],
	crimson: [
		220,
		20,
		60,
		1
	],
	cyan: [
		0,
		255,
		255,
		1
	],
	darkblue: [
		0,
		0,
		139,
		1
	],
	darkcyan: [
		0,
		139,
		139,
		1
	],
	darkgoldenrod: [
		184,
		134,
		11,
		1
	],
	darkgray: [
		169,
		169,
		169,
		1
	],
	darkgreen: [
		0,
		100,
		0,
		1
	],
	darkgrey: [
		169,
		169,
		169,
		1
	],
	darkkhaki: [
		189,
		183,
		107,
		1
	],
	darkmagenta: [
		139,
		0,
		139,
		1
	],
	darkolivegreen: [
		85,
		107,
		47,
		1
	],
	darkorange: [
		255,
		140,
		0,
		1
	],
	darkorchid: [
		153,
		50,
		204,
		1
	],
	darkred: [
		139,
		0,
		0,
		1
	],
	darksalmon: [
		233,
		150,
		122,
		1
	],
	darkseagreen: [
		143,
		188,
		143,
		1
	],
	darkslateblue: [
		72,
		61,
		139,
		1
	],
	darkslategray: [
		47,
		79,
		79,
		1
	],
	darkslategrey: [
		47,
		79,
		79,
		1
	],
	darkturquoise: [
		0,
		206,
		209,
		1
	],
	darkviolet: [
		148,
		0,
		211,
		1
	],
	deeppink: [
		255,
		20,
		147,
		1
	],
	deepskyblue: [
		0,
		191,
		255,
		1
	],
	dimgray: [
		105,
		105,
		105,
		1
	],
	dimgrey: [
		105,
		105,
		105,
		1
	],
	dodgerblue: [
		30,
		144,
		255,
		1
	],
	firebrick: [
		178,
		34,
		34,
		1
	],
	floralwhite: [
		255,
		250,
		240,
		1
	],
	forestgreen: [
		34,
		139,
		34,
		1
	],
	fuchsia: [
		255,
		0,
		255,
		1
	],
	gainsboro: [
		220,
		220,
		220,
		1
	],
	ghostwhite: [
		248,
		248,
		255,
		1
	],
	gold: [
		255,
		215,
		0,
		1
	],
	goldenrod: [
		218,
		165,
		32,
		1
	],
	gray: [
		128,
		128,
		128,
		1
	],
	green: [
		0,
		128,
		0,
		1
	],
	greenyellow: [
		173,
		255,
		47,
		1
	],
	grey: [
		128,
		128,
		128,
		1
	],
	honeydew: [
		240,
		255,
		240,
		1
	],
	hotpink: [
		255,
		105,
		180,
		1
	],
	indianred: [
		205,
		92,
		92,
		1
	],
	indigo: [
		75,
		0,
		130,
		1
	],
	ivory: [
		255,
		255,
		240,
		1
	],
	khaki: [
		240,
		230,
		140,
		1
	],
	lavender: [
		230,
		230,
		250,
		1
	],
	lavenderblush: [
		255,
		240,
		245,
		1
	],
	lawngreen: [
		124,
		252,
		0,
		1
	],
	lemonchiffon: [
		255,
		250,
		205,
		1
	],
	lightblue: [
		173,
		216,
		230,
		1
	],
	lightcoral: [
		240,
		128,
		128,
		1
	],
	lightcyan: [
		224,
		255,
		255,
		1
	],
	lightgoldenrodyellow: [
		250,
		250,
		210,
		1
	],
	lightgray: [
		211,
		211,
		211,
		1
	],
	lightgreen: [
		144,
		238,
		144,
		1
	],
	lightgrey: [
		211,
		211,
		211,
		1
	],
	lightpink: [
		255,
		182,
		193,
		1
	],
	lightsalmon: [
		255,
		160,
		122,
		1
	],
	lightseagreen: [
		32,
		178,
		170,
		1
	],
	lightskyblue: [
		135,
		206,
		250,
		1
	],
	lightslategray: [
		119,
		136,
		153,
		1
	],
	lightslategrey: [
		119,
		136,
		153,
		1
	],
	lightsteelblue: [
		176,
		196,
		222,
		1
	],
	lightyellow: [
		255,
		255,
		224,
		1
	],
	lime: [
		0,
		255,
		0,
		1
	],
	limegreen: [
		50,
		205,
		50,
		1
	],
	linen: [
		250,
		240,
		230,
		1
	],
	magenta: [
		255,
		0,
		255,
		1
	],
	maroon: [
		128,
		0,
		0,
		1
	],
	mediumaquamarine: [
		102,
		205,
		170,
		1
	],
	mediumblue: [
		0,
		0,
		205,
		1
	],
	mediumorchid: [
		186,
		85,
		211,
		1
	],
	mediumpurple: [
		147,
		112,
		219,
		1
	],
	mediumseagreen: [
		60,
		179,
		113,
		1
	],
	mediumslateblue: [
		123,
		104,
		238,
		1
	],
	mediumspringgreen: [
		0,
		250,
		154,
		1
	],
	mediumturquoise: [
		72,
		209,
		204,
		1
	],
	mediumvioletred: [
		199,
		21,
		133,
		1
	],
	midnightblue: [
		25,
		25,
		112,
		1
	],
	mintcream: [
		245,
		255,
		250,
		1
	],
	mistyrose: [
		255,
		228,
		225,
		1
	],
	moccasin: [
		255,
		228,
		181,
		1
	],
	navajowhite: [
		255,
		222,
		173,
		1
	],
	navy: [
		0,
		0,
		128,
		1
	],
	oldlace: [
		253,
		245,
		230,
		1
	],
	olive: [
		128,
		128,
		0,
		1
	],
	olivedrab: [
		107,
		142,
		35,
		1
	],
	orange: [
		255,
		165,
		0,
		1
	],
	orangered: [
		255,
		69,
		0,
		1
	],
	orchid: [
		218,
		112,
		214,
		1
	],
	palegoldenrod: [
		238,
		232,
		170,
		1
	],
	palegreen: [
		152,
		251,
		152,
		1
	],
	paleturquoise: [
		175,
		238,
		238,
		1
	],
	palevioletred: [
		219,
		112,
		147,
		1
	],
	papayawhip: [
		255,
		239,
		213,
		1
	],
	peachpuff: [
		255,
		218,
		185,
		1
	],
	peru: [
		205,
		133,
		63,
		1
	],
	pink: [
		255,
		192,
		203,
		1
	],
	plum: [
		221,
		160,
		221,
		1
	],
	powderblue: [
		176,
		224,
		230,
		1
	],
	purple: [
		128,
		0,
		128,
		1
	],
	red: [
		255,
		0,
		0,
		1
	],
	rosybrown: [
		188,
		143,
		143,
		1
	],
	royalblue: [
		65,
		105,
		225,
		1
	],
	saddlebrown: [
		139,
		69,
		19,
		1
	],
	salmon: [
		250,
		128,
		114,
		1
	],
	sandybrown: [
		244,
		164,
		96,
		1
	],
	seagreen: [
		46,
		139,
		87,
		1
	],
	seashell: [
		255,
		245,
		238,
		1
	],
	sienna: [
		160,
		82,
		45,
		1
	],
	silver: [
		192,
		192,
		192,
		1
	],
	skyblue: [
		135,
		206,
		235,
		1
	],
	slateblue: [
		106,
		90,
		205,
		1
	],
	slategray: [
		112,
		128,
		144,
		1
	],
	slategrey: [
		112,
		128,
		144,
		1
	],
	snow: [
		255,
		250,
		250,
		1
	],
	springgreen: [
		0,
		255,
		127,
		1
	],
	steelblue: [
		70,
		130,
		180,
		1
	],
	tan: [
		210,
		180,
		140,
		1
	],
	teal: [
		0,
		128,
		128,
		1
	],
	thistle: [
		216,
		191,
		216,
		1
	],
	tomato: [
		255,
		99,
		71,
		1
	],
	turquoise: [
		64,
		224,
		208,
		1
	],
	violet: [
		238,
		130,
		238,
		1
	],
	wheat: [
		245,
		222,
		179,
		1
	],
	white: [
		255,
		255,
		255,
		1
	],
	whitesmoke: [
		245,
		245,
		245,
		1
	],
	yellow: [
		255,
		255,
		0,
		1
	],
	yellowgreen: [
		154,
		205,
		50,
		1
	]
};
function Xr(e) {
	return e = Math.round(e), e < 0 ? 0 : e > 255 ? 255 : e;
}
function Zr(e) {
	return e = Math.round(e), e < 0 ? 0 : e > 360 ? 360 : e;
}
function Qr(e) {
	return e < 0 ? 0 : e > 1 ? 1 : e;
}
function $r(e) {
	var t = e;
	return t.length && t.charAt(t.length - 1) === "%" ? Xr(parseFloat(t) / 100 * 255) : Xr(parseInt(t, 10));
}
function ei(e) {
	var t = e;
	return t.length && t.charAt(t.length - 1) === "%" ? Qr(parseFloat(t) / 100) : Qr(parseFloat(t));
}
function ti(e, t, n) {
	return n < 0 ? n += 1 : n > 1 && --n, n * 6 < 1 ? e + (t - e) * n * 6 : n * 2 < 1 ? t : n * 3 < 2 ? e + (t - e) * (2 / 3 - n) * 6 : e;
}
function ni(e, t, n) {
	return e + (t - e) * n;
}
function ri(e, t, n, r, i) {
	return e[0] = t, e[1] = n, e[2] = r, e[3] = i, e;
}
function ii(e, t) {
	return e[0] = t[0], e[1] = t[1], e[2] = t[2], e[3] = t[3], e;
}
var ai = new Ct(20), oi = null;
function si(e, t) {
	oi && ii(oi, t), oi = ai.put(e, oi || t.slice());
}
function ci(e, t) {
	if (e) {
		t = t || [];
		var n = ai.get(e);
		if (n) return ii(t, n);
		e += "";
		var r = e.replace(/ /g, "").toLowerCase();
		if (r in Yr) return ii(t, Yr[r]), si(e, t), t;
		var i = r.length;
		if (r.charAt(0) === "#") {
			if (i === 4 || i === 5) {
				var a = parseInt(r.slice(1, 4), 16);
				if (!(a >= 0 && a <= 4095)) {
					ri(t, 0, 0, 0, 1);
					return;
				}
				return ri(t, (a & 3840) >> 4 | (a & 3840) >> 8, a & 240 | (a & 240) >> 4, a & 15 | (a & 15) << 4, i === 5 ? parseInt(r.slice(4), 16) / 15 : 1), si(e, t), t;
			}
			if (i === 7 || i === 9) {
				var a = parseInt(r.slice(1, 7), 16);
				if (!(a >= 0 && a <= 16777215)) {
					ri(t, 0, 0, 0, 1);
					return;
				}
				return ri(t, (a & 16711680) >> 16, (a & 65280) >> 8, a & 255, i === 9 ? parseInt(r.slice(7), 16) / 255 : 1), si(e, t), t;
			}
		} else {
			var o = r.indexOf("("), s = r.indexOf(")");
			if (o !== -1 && s + 1 === i) {
				var c = r.substr(0, o), l = r.substr(o + 1, s - (o + 1)).split(","), u = 1;
				switch (c) {
					case "rgba":
						if (l.length !== 4) return l.length === 3 ? ri(t, +l[0], +l[1], +l[2], 1) : ri(t, 0, 0, 0, 1);
						u = ei(l.pop());
					case "rgb":
						if (l.length >= 3) return ri(t, $r(l[0]), $r(l[1]), $r(l[2]), l.length === 3 ? u : ei(l[3])), si(e, t), t;
						ri(t, 0, 0, 0, 1);
						return;
					case "hsla":
						if (l.length !== 4) {
							ri(t, 0, 0, 0, 1);
							return;
						}
						return l[3] = ei(l[3]), li(l, t), si(e, t), t;
					case "hsl":
						if (l.length !== 3) {
							ri(t, 0, 0, 0, 1);
							return;
						}
						return li(l, t), si(e, t), t;
					default: return;
				}
			}
			ri(t, 0, 0, 0, 1);
		}
	}
}
function li(e, t) {
	var n = (parseFloat(e[0]) % 360 + 360) % 360 / 360, r = ei(e[1]), i = ei(e[2]), a = i <= .5 ? i * (r + 1) : i + r - i * r, o = i * 2 - a;
	return t = t || [], ri(t, Xr(ti(o, a, n + 1 / 3) * 255), Xr(ti(o, a, n) * 255), Xr(ti(o, a, n - 1 / 3) * 255), 1), e.length === 4 && (t[3] = e[3]), t;
}
function ui(e) {
	if (e) {
		var t = e[0] / 255, n = e[1] / 255, r = e[2] / 255, i = Math.min(t, n, r), a = Math.max(t, n, r), o = a - i, s = (a + i) / 2, c, l;
		if (o === 0) c = 0, l = 0;
		else {
			l = s < .5 ? o / (a + i) : o / (2 - a - i);
			var u = ((a - t) / 6 + o / 2) / o, d = ((a - n) / 6 + o / 2) / o, f = ((a - r) / 6 + o / 2) / o;
			t === a ? c = f - d : n === a ? c = 1 / 3 + u - f : r === a && (c = 2 / 3 + d - u), c < 0 && (c += 1), c > 1 && --c;
		}
		var p = [
			c * 360,
			l,
			s
		];
		return e[3] != null && p.push(e[3]), p;
	}
}
function di(e, t) {
	var n = ci(e);
	if (n) {
		for (var r = 0; r < 3; r++) t < 0 ? n[r] = n[r] * (1 - t) | 0 : n[r] = (255 - n[r]) * t + n[r] | 0, n[r] > 255 ? n[r] = 255 : n[r] < 0 && (n[r] = 0);
		return hi(n, n.length === 4 ? "rgba" : "rgb");
	}
}
function fi(e, t, n) {
	if (t && t.length && e >= 0 && e <= 1) {
		var r = e * (t.length - 1), i = Math.floor(r), a = Math.ceil(r), o = ci(t[i]), s = ci(t[a]), c = r - i, l = hi([
			Xr(ni(o[0], s[0], c)),
			Xr(ni(o[1], s[1], c)),
			Xr(ni(o[2], s[2], c)),
			Qr(ni(o[3], s[3], c))
		], "rgba");
		return n ? {
			color: l,
			leftIndex: i,
			rightIndex: a,
			value: r
		} : l;
	}
}
function pi(e, t, n, r) {
	var i = ci(e);
	if (e) return i = ui(i), t != null && (i[0] = Zr(W(t) ? t(i[0]) : t)), n != null && (i[1] = ei(W(n) ? n(i[1]) : n)), r != null && (i[2] = ei(W(r) ? r(i[2]) : r)), hi(li(i), "rgba");
}
function mi(e, t) {
	var n = ci(e);
	if (n && t != null) return n[3] = Qr(t), hi(n, "rgba");
}
function hi(e, t) {
	if (e && e.length) {
		var n = e[0] + "," + e[1] + "," + e[2];
		return (t === "rgba" || t === "hsva" || t === "hsla") && (n += "," + e[3]), t + "(" + n + ")";
	}
}
function gi(e, t) {
	var n = ci(e);
	return n ? (.299 * n[0] + .587 * n[1] + .114 * n[2]) * n[3] / 255 + (1 - n[3]) * t : 0;
}
var _i = new Ct(100);
function vi(e) {
	if (G(e)) {
		var t = _i.get(e);
		return t || (t = di(e, -.1), _i.put(e, t)), t;
	}
	if (Pe(e)) {
		var n = I({}, e);
		return n.colorStops = B(e.colorStops, function(e) {
			return {
				offset: e.offset,
				color: di(e.color, -.1)
			};
		}), n;
	}
	return e;
}
// node_modules/zrender/lib/svg/helper.js
function yi(e) {
	return e.type === "linear";
}
function bi(e) {
	return e.type === "radial";
}
(function() {
	return typeof Buffer < "u" && typeof Buffer.from == "function" ? function(e) {
		return Buffer.from(e).toString("base64");
	} : typeof btoa == "function" && typeof unescape == "function" && typeof encodeURIComponent == "function" ? function(e) {
		return btoa(unescape(encodeURIComponent(e)));
	} : function(e) {
		return null;
	};
})();
// node_modules/zrender/lib/animation/Animator.js
var xi = Array.prototype.slice;
function Si(e, t, n) {
	return (t - e) * n + e;
}
function Ci(e, t, n, r) {
	for (var i = t.length, a = 0; a < i; a++) e[a] = Si(t[a], n[a], r);
	return e;
}
function wi(e, t, n, r) {
	for (var i = t.length, a = i && t[0].length, o = 0; o < i; o++) {
		e[o] || (e[o] = []);
		for (var s = 0; s < a; s++) e[o][s] = Si(t[o][s], n[o][s], r);
	}
	return e;
}
function Ti(e, t, n, r) {
	for (var i = t.length, a = 0; a < i; a++) e[a] = t[a] + n[a] * r;
	return e;
}
function Ei(e, t, n, r) {
	for (var i = t.length, a = i && t[0].length, o = 0; o < i; o++) {
		e[o] || (e[o] = []);
		for (var s = 0; s < a; s++) e[o][s] = t[o][s] + n[o][s] * r;
	}
	return e;
}
function Di(e, t) {
	for (var n = e.length, r = t.length, i = n > r ? t : e, a = Math.min(n, r), o = i[a - 1] || {
		color: [
			0,
			0,
			0,
			0
		],
		offset: 0
	}, s = a; s < Math.max(n, r); s++) i.push({
		offset: o.offset,
		color: o.color.slice()
	});
}
function Oi(e, t, n) {
	var r = e, i = t;
	if (r.push && i.push) {
		var a = r.length, o = i.length;
		if (a !== o) {
			if (a > o) r.length = o;
			else for (var s = a; s < o; s++) r.push(n === 1 ? i[s] : xi.call(i[s]));
		}
		for (var c = r[0] && r[0].length, s = 0; s < r.length; s++) if (n === 1) isNaN(r[s]) && (r[s] = i[s]);
		else for (var l = 0; l < c; l++) isNaN(r[s][l]) && (r[s][l] = i[s][l]);
	}
}
function ki(e) {
	if (Ce(e)) {
		var t = e.length;
		if (Ce(e[0])) {
			for (var n = [], r = 0; r < t; r++) n.push(xi.call(e[r]));
			return n;
		}
		return xi.call(e);
	}
	return e;
}
function Ai(e) {
	return e[0] = Math.floor(e[0]) || 0, e[1] = Math.floor(e[1]) || 0, e[2] = Math.floor(e[2]) || 0, e[3] = e[3] == null ? 1 : e[3], "rgba(" + e.join(",") + ")";
}
function ji(e) {
	return Ce(e && e[0]) ? 2 : 1;
}
var Mi = 0, Ni = 1, Pi = 2, Fi = 3, Ii = 4, Li = 5, Ri = 6;
function zi(e) {
	return e === Ii || e === Li;
}
function Bi(e) {
	return e === Ni || e === Pi;
}
var Vi = [
	0,
	0,
	0,
	0
], Hi = function() {
	function e(e) {
		this.keyframes = [], this.discrete = !1, this._invalid = !1, this._needsSort = !1, this._lastFr = 0, this._lastFrP = 0, this.propName = e;
	}
	return e.prototype.isFinished = function() {
		return this._finished;
	}, e.prototype.setFinished = function() {
		this._finished = !0, this._additiveTrack && this._additiveTrack.setFinished();
	}, e.prototype.needsAnimate = function() {
		return this.keyframes.length >= 1;
	}, e.prototype.getAdditiveTrack = function() {
		return this._additiveTrack;
	}, e.prototype.addKeyframe = function(e, t, n) {
		this._needsSort = !0;
		var r = this.keyframes, i = r.length, a = !1, o = Ri, s = t;
		if (Ce(t)) {
			var c = ji(t);
			o = c, (c === 1 && !Ae(t[0]) || c === 2 && !Ae(t[0][0])) && (a = !0);
		} else if (Ae(t) && !Ie(t)) o = Mi;
		else if (G(t)) {
			if (!isNaN(+t)) o = Mi;
			else {
				var l = ci(t);
				l && (s = l, o = Fi);
			}
		} else if (Pe(t)) {
			var u = I({}, s);
			u.colorStops = B(t.colorStops, function(e) {
				return {
					offset: e.offset,
					color: ci(e.color)
				};
			}), yi(t) ? o = Ii : bi(t) && (o = Li), s = u;
		}
		i === 0 ? this.valType = o : (o !== this.valType || o === Ri) && (a = !0), this.discrete = this.discrete || a;
		var d = {
			time: e,
			value: s,
			rawValue: t,
			percent: 0
		};
		return n && (d.easing = n, d.easingFunc = W(n) ? n : br[n] || qr(n)), r.push(d), d;
	}, e.prototype.prepare = function(e, t) {
		var n = this.keyframes;
		this._needsSort && n.sort(function(e, t) {
			return e.time - t.time;
		});
		for (var r = this.valType, i = n.length, a = n[i - 1], o = this.discrete, s = Bi(r), c = zi(r), l = 0; l < i; l++) {
			var u = n[l], d = u.value, f = a.value;
			u.percent = u.time / e, o || (s && l !== i - 1 ? Oi(d, f, r) : c && Di(d.colorStops, f.colorStops));
		}
		if (!o && r !== Li && t && this.needsAnimate() && t.needsAnimate() && r === t.valType && !t._finished) {
			this._additiveTrack = t;
			for (var p = n[0].value, l = 0; l < i; l++) r === Mi ? n[l].additiveValue = n[l].value - p : r === Fi ? n[l].additiveValue = Ti([], n[l].value, p, -1) : Bi(r) && (n[l].additiveValue = r === Ni ? Ti([], n[l].value, p, -1) : Ei([], n[l].value, p, -1));
		}
	}, e.prototype.step = function(e, t) {
		if (!this._finished) {
			this._additiveTrack && this._additiveTrack._finished && (this._additiveTrack = null);
			var n = this._additiveTrack != null, r = n ? "additiveValue" : "value", i = this.valType, a = this.keyframes, o = a.length, s = this.propName, c = i === Fi, l, u = this._lastFr, d = Math.min, f, p;
			if (o === 1) f = p = a[0];
			else {
				if (t < 0) l = 0;
				else if (t < this._lastFrP) {
					for (l = d(u + 1, o - 1); l >= 0 && !(a[l].percent <= t); l--);
					l = d(l, o - 2);
				} else {
					for (l = u; l < o && !(a[l].percent > t); l++);
					l = d(l - 1, o - 2);
				}
				p = a[l + 1], f = a[l];
			}
			if (f && p) {
				this._lastFr = l, this._lastFrP = t;
				var m = p.percent - f.percent, h = m === 0 ? 1 : d((t - f.percent) / m, 1);
				p.easingFunc && (h = p.easingFunc(h));
				var g = n ? this._additiveValue : c ? Vi : e[s];
				if ((Bi(i) || c) && !g && (g = this._additiveValue = []), this.discrete) e[s] = h < 1 ? f.rawValue : p.rawValue;
				else if (Bi(i)) i === Ni ? Ci(g, f[r], p[r], h) : wi(g, f[r], p[r], h);
				else if (zi(i)) {
					var _ = f[r], v = p[r], y = i === Ii;
					e[s] = {
						type: y ? "linear" : "radial",
						x: Si(_.x, v.x, h),
						y: Si(_.y, v.y, h),
						colorStops: B(_.colorStops, function(e, t) {
							var n = v.colorStops[t];
							return {
								offset: Si(e.offset, n.offset, h),
								color: Ai(Ci([], e.color, n.color, h))
							};
						}),
						global: v.global
					}, y ? (e[s].x2 = Si(_.x2, v.x2, h), e[s].y2 = Si(_.y2, v.y2, h)) : e[s].r = Si(_.r, v.r, h);
				} else if (c) Ci(g, f[r], p[r], h), n || (e[s] = Ai(g));
				else {
					var b = Si(f[r], p[r], h);
					n ? this._additiveValue = b : e[s] = b;
				}
				n && this._addToTarget(e);
			}
		}
	}, e.prototype._addToTarget = function(e) {
		var t = this.valType, n = this.propName, r = this._additiveValue;
		t === Mi ? e[n] = e[n] + r : t === Fi ? (ci(e[n], Vi), Ti(Vi, Vi, r, 1), e[n] = Ai(Vi)) : t === Ni ? Ti(e[n], e[n], r, 1) : t === Pi && Ei(e[n], e[n], r, 1);
	}, e;
}(), Ui = function() {
	function e(e, t, n, r) {
		this._tracks = {}, this._trackKeys = [], this._maxTime = 0, this._started = 0, this._clip = null, this._target = e, this._loop = t, t && r ? ve("Can' use additive animation on looped animation.") : (this._additiveAnimators = r, this._allowDiscrete = n);
	}
	return e.prototype.getMaxTime = function() {
		return this._maxTime;
	}, e.prototype.getDelay = function() {
		return this._delay;
	}, e.prototype.getLoop = function() {
		return this._loop;
	}, e.prototype.getTarget = function() {
		return this._target;
	}, e.prototype.changeTarget = function(e) {
		this._target = e;
	}, e.prototype.when = function(e, t, n) {
		return this.whenWithKeys(e, t, De(t), n);
	}, e.prototype.whenWithKeys = function(e, t, n, r) {
		for (var i = this._tracks, a = 0; a < n.length; a++) {
			var o = n[a], s = i[o];
			if (!s) {
				s = i[o] = new Hi(o);
				var c = void 0, l = this._getAdditiveTrack(o);
				if (l) {
					var u = l.keyframes, d = u[u.length - 1];
					c = d && d.value, l.valType === Fi && c && (c = Ai(c));
				} else c = this._target[o];
				if (c == null) continue;
				e > 0 && s.addKeyframe(0, ki(c), r), this._trackKeys.push(o);
			}
			s.addKeyframe(e, ki(t[o]), r);
		}
		return this._maxTime = Math.max(this._maxTime, e), this;
	}, e.prototype.pause = function() {
		this._clip.pause(), this._paused = !0;
	}, e.prototype.resume = function() {
		this._clip.resume(), this._paused = !1;
	}, e.prototype.isPaused = function() {
		return !!this._paused;
	}, e.prototype.duration = function(e) {
		return this._maxTime = e, this._force = !0, this;
	}, e.prototype._doneCallback = function() {
		this._setTracksFinished(), this._clip = null;
		var e = this._doneCbs;
		if (e) for (var t = e.length, n = 0; n < t; n++) e[n].call(this);
	}, e.prototype._abortedCallback = function() {
		this._setTracksFinished();
		var e = this.animation, t = this._abortedCbs;
		if (e && e.removeClip(this._clip), this._clip = null, t) for (var n = 0; n < t.length; n++) t[n].call(this);
	}, e.prototype._setTracksFinished = function() {
		for (var e = this._tracks, t = this._trackKeys, n = 0; n < t.length; n++) e[t[n]].setFinished();
	}, e.prototype._getAdditiveTrack = function(e) {
		var t, n = this._additiveAnimators;
		if (n) for (var r = 0; r < n.length; r++) {
			var i = n[r].getTrack(e);
			i && (t = i);
		}
		return t;
	}, e.prototype.start = function(e) {
		if (!(this._started > 0)) {
			this._started = 1;
			for (var t = this, n = [], r = this._maxTime || 0, i = 0; i < this._trackKeys.length; i++) {
				var a = this._trackKeys[i], o = this._tracks[a], s = this._getAdditiveTrack(a), c = o.keyframes, l = c.length;
				if (o.prepare(r, s), o.needsAnimate()) {
					if (!this._allowDiscrete && o.discrete) {
						var u = c[l - 1];
						u && (t._target[o.propName] = u.rawValue), o.setFinished();
					} else n.push(o);
				}
			}
			if (n.length || this._force) {
				var d = new Jr({
					life: r,
					loop: this._loop,
					delay: this._delay || 0,
					onframe: function(e) {
						t._started = 2;
						var r = t._additiveAnimators;
						if (r) {
							for (var i = !1, a = 0; a < r.length; a++) if (r[a]._clip) {
								i = !0;
								break;
							}
							i || (t._additiveAnimators = null);
						}
						for (var a = 0; a < n.length; a++) n[a].step(t._target, e);
						var o = t._onframeCbs;
						if (o) for (var a = 0; a < o.length; a++) o[a](t._target, e);
					},
					ondestroy: function() {
						t._doneCallback();
					}
				});
				this._clip = d, this.animation && this.animation.addClip(d), e && d.setEasing(e);
			} else this._doneCallback();
			return this;
		}
	}, e.prototype.stop = function(e) {
		if (this._clip) {
			var t = this._clip;
			e && t.onframe(1), this._abortedCallback();
		}
	}, e.prototype.delay = function(e) {
		return this._delay = e, this;
	}, e.prototype.during = function(e) {
		return e && (this._onframeCbs || (this._onframeCbs = []), this._onframeCbs.push(e)), this;
	}, e.prototype.done = function(e) {
		return e && (this._doneCbs || (this._doneCbs = []), this._doneCbs.push(e)), this;
	}, e.prototype.aborted = function(e) {
		return e && (this._abortedCbs || (this._abortedCbs = []), this._abortedCbs.push(e)), this;
	}, e.prototype.getClip = function() {
		return this._clip;
	}, e.prototype.getTrack = function(e) {
		return this._tracks[e];
	}, e.prototype.getTracks = function() {
		var e = this;
		return B(this._trackKeys, function(t) {
			return e._tracks[t];
		});
	}, e.prototype.stopTracks = function(e, t) {
		if (!e.length || !this._clip) return !0;
		for (var n = this._tracks, r = this._trackKeys, i = 0; i < e.length; i++) {
			var a = n[e[i]];
			a && !a.isFinished() && (t ? a.step(this._target, 1) : this._started === 1 && a.step(this._target, 0), a.setFinished());
		}
		for (var o = !0, i = 0; i < r.length; i++) if (!n[r[i]].isFinished()) {
			o = !1;
			break;
		}
		return o && this._abortedCallback(), o;
	}, e.prototype.saveTo = function(e, t, n) {
		if (e) {
			t = t || this._trackKeys;
			for (var r = 0; r < t.length; r++) {
				var i = t[r], a = this._tracks[i];
				if (a && !a.isFinished()) {
					var o = a.keyframes, s = o[n ? 0 : o.length - 1];
					s && (e[i] = ki(s.rawValue));
				}
			}
		}
	}, e.prototype.__changeFinalValue = function(e, t) {
		t = t || De(e);
		for (var n = 0; n < t.length; n++) {
			var r = t[n], i = this._tracks[r];
			if (i) {
				var a = i.keyframes;
				if (a.length > 1) {
					var o = a.pop();
					i.addKeyframe(o.time, e[r]), i.prepare(this._maxTime, i.getAdditiveTrack());
				}
			}
		}
	}, e;
}(), Wi = function() {
	function e(e) {
		e && (this._$eventProcessor = e);
	}
	return e.prototype.on = function(e, t, n, r) {
		this._$handlers || (this._$handlers = {});
		var i = this._$handlers;
		if (typeof t == "function" && (r = n, n = t, t = null), !n || !e) return this;
		var a = this._$eventProcessor;
		t != null && a && a.normalizeQuery && (t = a.normalizeQuery(t)), i[e] || (i[e] = []);
		for (var o = 0; o < i[e].length; o++) if (i[e][o].h === n) return this;
		var s = {
			h: n,
			query: t,
			ctx: r || this,
			callAtLast: n.zrEventfulCallAtLast
		}, c = i[e].length - 1, l = i[e][c];
		return l && l.callAtLast ? i[e].splice(c, 0, s) : i[e].push(s), this;
	}, e.prototype.isSilent = function(e) {
		var t = this._$handlers;
		return !t || !t[e] || !t[e].length;
	}, e.prototype.off = function(e, t) {
		var n = this._$handlers;
		if (!n) return this;
		if (!e) return this._$handlers = {}, this;
		if (t) {
			if (n[e]) {
				for (var r = [], i = 0, a = n[e].length; i < a; i++) n[e][i].h !== t && r.push(n[e][i]);
				n[e] = r;
			}
			n[e] && n[e].length === 0 && delete n[e];
		} else delete n[e];
		return this;
	}, e.prototype.trigger = function(e) {
		var t = [...arguments].slice(1);
		if (!this._$handlers) return this;
		var n = this._$handlers[e], r = this._$eventProcessor;
		if (n) for (var i = t.length, a = n.length, o = 0; o < a; o++) {
			var s = n[o];
			if (!(r && r.filter && s.query != null && !r.filter(e, s.query))) switch (i) {
				case 0:
					s.h.call(s.ctx);
					break;
				case 1:
					s.h.call(s.ctx, t[0]);
					break;
				case 2:
					s.h.call(s.ctx, t[0], t[1]);
					break;
				default: s.h.apply(s.ctx, t);
			}
		}
		return r && r.afterTrigger && r.afterTrigger(e), this;
	}, e.prototype.triggerWithContext = function(e) {
		var t = [...arguments].slice(1);
		if (!this._$handlers) return this;
		var n = this._$handlers[e], r = this._$eventProcessor;
		if (n) for (var i = t.length, a = t[i - 1], o = n.length, s = 0; s < o; s++) {
			var c = n[s];
			if (!(r && r.filter && c.query != null && !r.filter(e, c.query))) switch (i) {
				case 0:
					c.h.call(a);
					break;
				case 1:
					c.h.call(a, t[0]);
					break;
				case 2:
					c.h.call(a, t[0], t[1]);
					break;
				default: c.h.apply(a, t.slice(1, i - 1));
			}
		}
		return r && r.afterTrigger && r.afterTrigger(e), this;
	}, e;
}(), Gi = 1;
Y.hasGlobalWindow && (Gi = Math.max(window.devicePixelRatio || window.screen && window.screen.deviceXDPI / window.screen.logicalXDPI || 1, 1));
var Ki = Gi, qi = .4, Ji = "#333", Yi = "#ccc", Xi = "#eee", Zi = "__zr_normal__", Qi = vr.concat(["ignore"]), $i = we(vr, function(e, t) {
	return e[t] = !0, e;
}, { ignore: !1 }), ea = {}, ta = new X(0, 0, 0, 0), na = [], ra = function() {
	function e(e) {
		this.id = _e(), this.animators = [], this.currentStates = [], this.states = {}, this._init(e);
	}
	return e.prototype._init = function(e) {
		this.attr(e);
	}, e.prototype.drift = function(e, t, n) {
		switch (this.draggable) {
			case "horizontal":
				t = 0;
				break;
			case "vertical": e = 0;
		}
		var r = this.transform;
		r || (r = this.transform = [
			1,
			0,
			0,
			1,
			0,
			0
		]), r[4] += e, r[5] += t, this.decomposeTransform(), this.markRedraw();
	}, e.prototype.beforeUpdate = function() {}, e.prototype.afterUpdate = function() {}, e.prototype.update = function() {
		this.updateTransform(), this.__dirty && this.updateInnerText();
	}, e.prototype.updateInnerText = function(e) {
		var t = this._textContent;
		if (t && (!t.ignore || e)) {
			this.textConfig || (this.textConfig = {});
			var n = this.textConfig, r = n.local, i = t.innerTransformable, a = void 0, o = void 0, s = !1;
			i.parent = r ? this : null;
			var c = !1;
			i.copyTransform(t);
			var l = n.position != null, u = n.autoOverflowArea, d = void 0;
			if ((u || l) && (d = ta, n.layoutRect ? d.copy(n.layoutRect) : d.copy(this.getBoundingRect()), r || d.applyTransform(this.transform)), l) {
				this.calculateTextPosition ? this.calculateTextPosition(ea, n, d) : zn(ea, n, d), i.x = ea.x, i.y = ea.y, a = ea.align, o = ea.verticalAlign;
				var f = n.origin;
				if (f && n.rotation != null) {
					var p = void 0, m = void 0;
					f === "center" ? (p = d.width * .5, m = d.height * .5) : (p = Rn(f[0], d.width), m = Rn(f[1], d.height)), c = !0, i.originX = -i.x + p + (r ? 0 : d.x), i.originY = -i.y + m + (r ? 0 : d.y);
				}
			}
			n.rotation != null && (i.rotation = n.rotation);
			var h = n.offset;
			h && (i.x += h[0], i.y += h[1], c || (i.originX = -h[0], i.originY = -h[1]));
			var g = this._innerTextDefaultStyle || (this._innerTextDefaultStyle = {});
			if (u) {
				var _ = g.overflowRect = g.overflowRect || new X(0, 0, 0, 0);
				i.getLocalTransform(na), It(na, na), X.copy(_, d), _.applyTransform(na);
			} else g.overflowRect = null;
			var v = n.inside == null ? typeof n.position == "string" && n.position.indexOf("inside") >= 0 : n.inside, y = void 0, b = void 0, x = void 0;
			v && this.canBeInsideText() ? (y = n.insideFill, b = n.insideStroke, (y == null || y === "auto") && (y = this.getInsideTextFill()), (b == null || b === "auto") && (b = this.getInsideTextStroke(y), x = !0)) : (y = n.outsideFill, b = n.outsideStroke, (y == null || y === "auto") && (y = this.getOutsideFill()), (b == null || b === "auto") && (b = this.getOutsideStroke(y), x = !0)), y = y || "#000", (y !== g.fill || b !== g.stroke || x !== g.autoStroke || a !== g.align || o !== g.verticalAlign) && (s = !0, g.fill = y, g.stroke = b, g.autoStroke = x, g.align = a, g.verticalAlign = o, t.setDefaultTextStyle(g)), t.__dirty |= 1, s && t.dirtyStyle(!0);
		}
	}, e.prototype.canBeInsideText = function() {
		return !0;
	}, e.prototype.getInsideTextFill = function() {
		return "#fff";
	}, e.prototype.getInsideTextStroke = function(e) {
		return "#000";
	}, e.prototype.getOutsideFill = function() {
		return this.__zr && this.__zr.isDarkMode() ? Yi : Ji;
	}, e.prototype.getOutsideStroke = function(e) {
		var t = this.__zr && this.__zr.getBackgroundColor(), n = typeof t == "string" && ci(t);
		n || (n = [
			255,
			255,
			255,
			1
		]);
		for (var r = n[3], i = this.__zr.isDarkMode(), a = 0; a < 3; a++) n[a] = n[a] * r + (i ? 0 : 255) * (1 - r);
		return n[3] = 1, hi(n, "rgba");
	}, e.prototype.traverse = function(e, t) {}, e.prototype.attrKV = function(e, t) {
		e === "textConfig" ? this.setTextConfig(t) : e === "textContent" ? this.setTextContent(t) : e === "clipPath" ? this.setClipPath(t) : e === "extra" ? (this.extra = this.extra || {}, I(this.extra, t)) : this[e] = t;
	}, e.prototype.hide = function() {
		this.ignore = !0, this.markRedraw();
	}, e.prototype.show = function() {
		this.ignore = !1, this.markRedraw();
	}, e.prototype.attr = function(e, t) {
		if (typeof e == "string") this.attrKV(e, t);
		else if (K(e)) for (var n = De(e), r = 0; r < n.length; r++) {
			var i = n[r];
			this.attrKV(i, e[i]);
		}
		return this.markRedraw(), this;
	}, e.prototype.saveCurrentToNormalState = function(e) {
		this._innerSaveToNormal(e);
		for (var t = this._normalState, n = 0; n < this.animators.length; n++) {
			var r = this.animators[n], i = r.__fromStateTransition;
			if (!(r.getLoop() || i && i !== "__zr_normal__")) {
				var a = r.targetName, o = a ? t[a] : t;
				r.saveTo(o);
			}
		}
	}, e.prototype._innerSaveToNormal = function(e) {
		var t = this._normalState;
		t || (t = this._normalState = {}), e.textConfig && !t.textConfig && (t.textConfig = this.textConfig), this._savePrimaryToNormal(e, t, Qi);
	}, e.prototype._savePrimaryToNormal = function(e, t, n) {
		for (var r = 0; r < n.length; r++) {
			var i = n[r];
			e[i] != null && !(i in t) && (t[i] = this[i]);
		}
	}, e.prototype.hasState = function() {
		return this.currentStates.length > 0;
	}, e.prototype.getState = function(e) {
		return this.states[e];
	}, e.prototype.ensureState = function(e) {
		var t = this.states;
		return t[e] || (t[e] = {}), t[e];
	}, e.prototype.clearStates = function(e) {
		this.useState(Zi, !1, e);
	}, e.prototype.useState = function(e, t, n, r) {
		var i = e === Zi;
		if (this.hasState() || !i) {
			var a = this.currentStates, o = this.stateTransition;
			if (!(R(a, e) >= 0 && (t || a.length === 1))) {
				var s;
				if (this.stateProxy && !i && (s = this.stateProxy(e)), s || (s = this.states && this.states[e]), !s && !i) ve("State " + e + " not exists.");
				else {
					i || this.saveCurrentToNormalState(s);
					var c = this._textContent, l = da(this, c, s, r);
					l && !this.__inHover && (this.__inHover = l), this._applyStateObj(e, s, this._normalState, t, pa(this, n, o), o);
					var u = this._textGuide;
					return c && c.useState(e, t, n, !!l), u && u.useState(e, t, n, !!l), i ? (this.currentStates = [], this._normalState = {}) : t ? this.currentStates.push(e) : this.currentStates = [e], this._updateAnimationTargets(), this.markRedraw(), !l && this.__inHover && (this.__inHover = 0, this.__dirty &= -2), s;
				}
			}
		}
	}, e.prototype.useStates = function(e, t, n) {
		if (!e.length) this.clearStates();
		else {
			var r = [], i = this.currentStates, a = e.length, o = a === i.length;
			if (o) {
				for (var s = 0; s < a; s++) if (e[s] !== i[s]) {
					o = !1;
					break;
				}
			}
			if (o) return;
			for (var s = 0; s < a; s++) {
				var c = e[s], l = void 0;
				this.stateProxy && (l = this.stateProxy(c, e)), l || (l = this.states[c]), l && r.push(l);
			}
			var u = r[a - 1], d = this._textContent, f = da(this, d, u, n);
			f && !this.__inHover && (this.__inHover = f);
			var p = this._mergeStates(r), m = this.stateTransition;
			this.saveCurrentToNormalState(p), this._applyStateObj(e.join(","), p, this._normalState, !1, pa(this, t, m), m);
			var h = this._textGuide;
			d && d.useStates(e, t, !!f), h && h.useStates(e, t, !!f), this._updateAnimationTargets(), this.currentStates = e.slice(), this.markRedraw(), !f && this.__inHover && (this.__inHover = 0, this.__dirty &= -2);
		}
	}, e.prototype.isSilent = function() {
		for (var e = this; e;) {
			if (e.silent) return !0;
			var t = e.__hostTarget;
			e = t ? e.ignoreHostSilent ? null : t : e.parent;
		}
		return !1;
	}, e.prototype._updateAnimationTargets = function() {
		for (var e = 0; e < this.animators.length; e++) {
			var t = this.animators[e];
			t.targetName && t.changeTarget(this[t.targetName]);
		}
	}, e.prototype.removeState = function(e) {
		var t = R(this.currentStates, e);
		if (t >= 0) {
			var n = this.currentStates.slice();
			n.splice(t, 1), this.useStates(n);
		}
	}, e.prototype.replaceState = function(e, t, n) {
		var r = this.currentStates.slice(), i = R(r, e), a = R(r, t) >= 0;
		i >= 0 ? a ? r.splice(i, 1) : r[i] = t : n && !a && r.push(t), this.useStates(r);
	}, e.prototype.toggleState = function(e, t) {
		t ? this.useState(e, !0) : this.removeState(e);
	}, e.prototype._mergeStates = function(e) {
		for (var t = {}, n, r = 0; r < e.length; r++) {
			var i = e[r];
			I(t, i), i.textConfig && (n = n || {}, I(n, i.textConfig));
		}
		return n && (t.textConfig = n), t;
	}, e.prototype._applyStateObj = function(e, t, n, r, i, a) {
		if (this.__inHover !== 1) {
			var o = !(t && r);
			t && t.textConfig ? (this.textConfig = I({}, r ? this.textConfig : n.textConfig), I(this.textConfig, t.textConfig)) : o && n.textConfig && (this.textConfig = n.textConfig);
			for (var s = {}, c = !1, l = 0; l < Qi.length; l++) {
				var u = Qi[l], d = i && $i[u];
				t && t[u] != null ? d ? (c = !0, s[u] = t[u]) : this[u] = t[u] : o && n[u] != null && (d ? (c = !0, s[u] = n[u]) : this[u] = n[u]);
			}
			if (!i) for (var l = 0; l < this.animators.length; l++) {
				var f = this.animators[l], p = f.targetName;
				f.getLoop() || f.__changeFinalValue(p ? (t || n)[p] : t || n);
			}
			c && this._transitionState(e, s, a);
		}
	}, e.prototype._attachComponent = function(e) {
		if ((!e.__zr || e.__hostTarget) && e !== this) {
			var t = this.__zr;
			t && e.addSelfToZr(t), e.__zr = t, e.__hostTarget = this;
		}
	}, e.prototype._detachComponent = function(e) {
		e.__zr && e.removeSelfFromZr(e.__zr), e.__zr = null, e.__hostTarget = null;
	}, e.prototype.getClipPath = function() {
		return this._clipPath;
	}, e.prototype.setClipPath = function(e) {
		this._clipPath && this._clipPath !== e && this.removeClipPath(), this._attachComponent(e), this._clipPath = e, this.markRedraw();
	}, e.prototype.removeClipPath = function() {
		var e = this._clipPath;
		e && (this._detachComponent(e), this._clipPath = null, this.markRedraw());
	}, e.prototype.getTextContent = function() {
		return this._textContent;
	}, e.prototype.setTextContent = function(e) {
		var t = this._textContent;
		t !== e && (t && t !== e && this.removeTextContent(), e.innerTransformable = new hr(), this._attachComponent(e), this._textContent = e, this.markRedraw());
	}, e.prototype.setTextConfig = function(e) {
		this.textConfig || (this.textConfig = {}), I(this.textConfig, e), this.markRedraw();
	}, e.prototype.removeTextConfig = function() {
		this.textConfig = null, this.markRedraw();
	}, e.prototype.removeTextContent = function() {
		var e = this._textContent;
		e && (e.innerTransformable = null, this._detachComponent(e), this._textContent = null, this._innerTextDefaultStyle = null, this.markRedraw());
	}, e.prototype.getTextGuideLine = function() {
		return this._textGuide;
	}, e.prototype.setTextGuideLine = function(e) {
		this._textGuide && this._textGuide !== e && this.removeTextGuideLine(), this._attachComponent(e), this._textGuide = e, this.markRedraw();
	}, e.prototype.removeTextGuideLine = function() {
		var e = this._textGuide;
		e && (this._detachComponent(e), this._textGuide = null, this.markRedraw());
	}, e.prototype.markRedraw = function() {
		this.__dirty |= 1;
		var e = this.__zr;
		e && (this.__inHover ? e.refreshHover() : e.refresh()), this.__hostTarget && this.__hostTarget.markRedraw();
	}, e.prototype.dirty = function() {
		this.markRedraw();
	}, e.prototype.addSelfToZr = function(e) {
		if (this.__zr !== e) {
			this.__zr = e;
			var t = this.animators;
			if (t) for (var n = 0; n < t.length; n++) e.animation.addAnimator(t[n]);
			this._clipPath && this._clipPath.addSelfToZr(e), this._textContent && this._textContent.addSelfToZr(e), this._textGuide && this._textGuide.addSelfToZr(e);
		}
	}, e.prototype.removeSelfFromZr = function(e) {
		if (this.__zr) {
			this.__zr = null;
			var t = this.animators;
			if (t) for (var n = 0; n < t.length; n++) e.animation.removeAnimator(t[n]);
			this._clipPath && this._clipPath.removeSelfFromZr(e), this._textContent && this._textContent.removeSelfFromZr(e), this._textGuide && this._textGuide.removeSelfFromZr(e);
		}
	}, e.prototype.animate = function(e, t, n) {
		var r = new Ui(e ? this[e] : this, t, n);
		return e && (r.targetName = e), this.addAnimator(r, e), r;
	}, e.prototype.addAnimator = function(e, t) {
		var n = this.__zr, r = this;
		e.during(function() {
			r.updateDuringAnimation(t);
		}).done(function() {
			var t = r.animators, n = R(t, e);
			n >= 0 && t.splice(n, 1);
		}), this.animators.push(e), n && n.animation.addAnimator(e), n && n.wakeUp();
	}, e.prototype.updateDuringAnimation = function(e) {
		this.markRedraw();
	}, e.prototype.stopAnimation = function(e, t) {
		for (var n = this.animators, r = n.length, i = [], a = 0; a < r; a++) {
			var o = n[a];
			!e || e === o.scope ? o.stop(t) : i.push(o);
		}
		return this.animators = i, this;
	}, e.prototype.animateTo = function(e, t, n) {
		ia(this, e, t, n);
	}, e.prototype.animateFrom = function(e, t, n) {
		ia(this, e, t, n, !0);
	}, e.prototype._transitionState = function(e, t, n, r) {
		for (var i = ia(this, t, n, r), a = 0; a < i.length; a++) i[a].__fromStateTransition = e;
	}, e.prototype.getBoundingRect = function() {
		return null;
	}, e.prototype.getPaintRect = function() {
		return null;
	}, e.initDefaultProps = (function() {
		var t = e.prototype;
		t.type = "element", t.name = "", t.ignore = t.silent = t.ignoreHostSilent = t.isGroup = t.draggable = t.dragging = t.ignoreClip = !1, t.__inHover = 0, t.__dirty = 1;
		function n(e, n, r, i) {
			Object.defineProperty(t, e, {
				get: function() {
					if (!this[n]) {
						var e = this[n] = [];
						a(this, e);
					}
					return this[n];
				},
				set: function(e) {
					this[r] = e[0], this[i] = e[1], this[n] = e, a(this, e);
				}
			});
			function a(e, t) {
				Object.defineProperty(t, 0, {
					get: function() {
						return e[r];
					},
					set: function(t) {
						e[r] = t;
					}
				}), Object.defineProperty(t, 1, {
					get: function() {
						return e[i];
					},
					set: function(t) {
						e[i] = t;
					}
				});
			}
		}
		Object.defineProperty && (n("position", "_legacyPos", "x", "y"), n("scale", "_legacyScale", "scaleX", "scaleY"), n("origin", "_legacyOrigin", "originX", "originY"));
	})(), e;
}();
Se(ra, Wi), Se(ra, hr);
function ia(e, t, n, r, i) {
	n = n || {};
	var a = [];
	ua(e, "", e, t, n, r, a, i);
	var o = a.length, s = !1, c = n.done, l = n.aborted, u = function() {
		s = !0, o--, o <= 0 && (s ? c && c() : l && l());
	}, d = function() {
		o--, o <= 0 && (s ? c && c() : l && l());
	};
	o || c && c(), a.length > 0 && n.during && a[0].during(function(e, t) {
		n.during(t);
	});
	for (var f = 0; f < a.length; f++) {
		var p = a[f];
		u && p.done(u), d && p.aborted(d), n.force && p.duration(n.duration), p.start(n.easing);
	}
	return a;
}
function aa(e, t, n) {
	for (var r = 0; r < n; r++) e[r] = t[r];
}
function oa(e) {
	return Ce(e[0]);
}
function sa(e, t, n) {
	if (Ce(t[n])) {
		if (Ce(e[n]) || (e[n] = []), Me(t[n])) {
			var r = t[n].length;
			e[n].length !== r && (e[n] = new t[n].constructor(r), aa(e[n], t[n], r));
		} else {
			var i = t[n], a = e[n], o = i.length;
			if (oa(i)) for (var s = i[0].length, c = 0; c < o; c++) a[c] ? aa(a[c], i[c], s) : a[c] = Array.prototype.slice.call(i[c]);
			else aa(a, i, o);
			a.length = i.length;
		}
	} else e[n] = t[n];
}
function ca(e, t) {
	return e === t || Ce(e) && Ce(t) && la(e, t);
}
function la(e, t) {
	var n = e.length;
	if (n !== t.length) return !1;
	for (var r = 0; r < n; r++) if (e[r] !== t[r]) return !1;
	return !0;
}
function ua(e, t, n, r, i, a, o, s) {
	for (var c = De(r), l = i.duration, u = i.delay, d = i.additive, f = i.setToFinal, p = !K(a), m = e.animators, h = [], g = 0; g < c.length; g++) {
		var _ = c[g], v = r[_];
		if (v != null && n[_] != null && (p || a[_])) {
			if (K(v) && !Ce(v) && !Pe(v)) {
				if (t) {
					s || (n[_] = v, e.updateDuringAnimation(t));
					continue;
				}
				ua(e, _, n[_], v, i, a && a[_], o, s);
			} else h.push(_);
		} else s || (n[_] = v, e.updateDuringAnimation(t), h.push(_));
	}
	var y = h.length;
	if (!d && y) for (var b = 0; b < m.length; b++) {
		var x = m[b];
		if (x.targetName === t && x.stopTracks(h)) {
			var S = R(m, x);
			m.splice(S, 1);
		}
	}
	if (i.force || (h = Te(h, function(e) {
		return !ca(r[e], n[e]);
	}), y = h.length), y > 0 || i.force && !o.length) {
		var C = void 0, w = void 0, T = void 0;
		if (s) {
			w = {}, f && (C = {});
			for (var b = 0; b < y; b++) {
				var _ = h[b];
				w[_] = n[_], f ? C[_] = r[_] : n[_] = r[_];
			}
		} else if (f) {
			T = {};
			for (var b = 0; b < y; b++) {
				var _ = h[b];
				T[_] = ki(n[_]), sa(n, r, _);
			}
		}
		var x = new Ui(n, !1, !1, d ? Te(m, function(e) {
			return e.targetName === t;
		}) : null);
		x.targetName = t, i.scope && (x.scope = i.scope), f && C && x.whenWithKeys(0, C, h), T && x.whenWithKeys(0, T, h), x.whenWithKeys(l ?? 500, s ? w : r, h).delay(u || 0), e.addAnimator(x, t), o.push(x);
	}
}
function da(e, t, n, r) {
	return !(n && n.hoverLayer || r) || fa(e) || t && fa(t) ? 0 : 1;
}
function fa(e) {
	return e.type === "text" || e.type === "tspan";
}
function pa(e, t, n) {
	return !t && !e.__inHover && n && n.duration > 0;
}
// node_modules/zrender/lib/graphic/Displayable.js
var ma = "__zr_style_" + Math.round(Math.random() * 10), ha = {
	shadowBlur: 0,
	shadowOffsetX: 0,
	shadowOffsetY: 0,
	shadowColor: "#000",
	opacity: 1,
	blend: "source-over"
}, ga = { style: {
	shadowBlur: !0,
	shadowOffsetX: !0,
	shadowOffsetY: !0,
	shadowColor: !0,
	opacity: !0
} };
ha[ma] = !0;
var _a = [
	"z",
	"z2",
	"invisible"
], va = ["invisible"], ya = function(e) {
	A(t, e);
	function t(t) {
		return e.call(this, t) || this;
	}
	return t.prototype._init = function(t) {
		for (var n = De(t), r = 0; r < n.length; r++) {
			var i = n[r];
			i === "style" ? this.useStyle(t[i]) : e.prototype.attrKV.call(this, i, t[i]);
		}
		this.style || this.useStyle({});
	}, t.prototype.beforeBrush = function(e) {}, t.prototype.afterBrush = function() {}, t.prototype.innerBeforeBrush = function() {}, t.prototype.innerAfterBrush = function() {}, t.prototype.shouldBePainted = function(e, t, n, r) {
		var i = this.transform;
		if (this.ignore || this.invisible || this.style.opacity === 0 || this.culling && Sa(this, e, t) || i && !i[0] && !i[3]) return !1;
		if (n && this.__clipPaths && this.__clipPaths.length) {
			for (var a = 0; a < this.__clipPaths.length; ++a) if (this.__clipPaths[a].isZeroArea()) return !1;
		}
		if (r && this.parent) for (var o = this.parent; o;) {
			if (o.ignore) return !1;
			o = o.parent;
		}
		return !0;
	}, t.prototype.contain = function(e, t) {
		return this.rectContain(e, t);
	}, t.prototype.traverse = function(e, t) {
		e.call(t, this);
	}, t.prototype.rectContain = function(e, t) {
		var n = this.transformCoordToLocal(e, t);
		return this.getBoundingRect().contain(n[0], n[1]);
	}, t.prototype.getPaintRect = function() {
		var e = this._paintRect;
		if (!this._paintRect || this.__dirty) {
			var t = this.transform, n = this.getBoundingRect(), r = this.style, i = r.shadowBlur || 0, a = r.shadowOffsetX || 0, o = r.shadowOffsetY || 0;
			e = this._paintRect || (this._paintRect = new X(0, 0, 0, 0)), t ? X.applyTransform(e, n, t) : e.copy(n), (i || a || o) && (e.width += i * 2 + Math.abs(a), e.height += i * 2 + Math.abs(o), e.x = Math.min(e.x, e.x + a - i), e.y = Math.min(e.y, e.y + o - i));
			var s = this.dirtyRectTolerance;
			e.isZero() || (e.x = Math.floor(e.x - s), e.y = Math.floor(e.y - s), e.width = Math.ceil(e.width + 1 + s * 2), e.height = Math.ceil(e.height + 1 + s * 2));
		}
		return e;
	}, t.prototype.setPrevPaintRect = function(e) {
		e ? (this._prevPaintRect = this._prevPaintRect || new X(0, 0, 0, 0), this._prevPaintRect.copy(e)) : this._prevPaintRect = null;
	}, t.prototype.getPrevPaintRect = function() {
		return this._prevPaintRect;
	}, t.prototype.animateStyle = function(e) {
		return this.animate("style", e);
	}, t.prototype.updateDuringAnimation = function(e) {
		e === "style" ? this.dirtyStyle() : this.markRedraw();
	}, t.prototype.attrKV = function(t, n) {
		t === "style" ? this.style ? this.setStyle(n) : this.useStyle(n) : e.prototype.attrKV.call(this, t, n);
	}, t.prototype.setStyle = function(e, t) {
		return typeof e == "string" ? this.style[e] = t : I(this.style, e), this.dirtyStyle(), this;
	}, t.prototype.dirtyStyle = function(e) {
		e || this.markRedraw(), this.__dirty |= 2, this._rect && (this._rect = null);
	}, t.prototype.dirty = function() {
		this.dirtyStyle();
	}, t.prototype.styleChanged = function() {
		return !!(this.__dirty & 2);
	}, t.prototype.styleUpdated = function() {
		this.__dirty &= -3;
	}, t.prototype.createStyle = function(e) {
		return Ze(ha, e);
	}, t.prototype.useStyle = function(e) {
		e[ma] || (e = this.createStyle(e)), this.style = e, this.dirtyStyle();
	}, t.prototype._useHoverStyle = function(e) {
		this.__hoverStyle = e;
	}, t.prototype.isStyleObject = function(e) {
		return e[ma];
	}, t.prototype._innerSaveToNormal = function(t) {
		e.prototype._innerSaveToNormal.call(this, t);
		var n = this._normalState;
		t.style && !n.style && (n.style = this._mergeStyle(this.createStyle(), this.style)), this._savePrimaryToNormal(t, n, _a);
	}, t.prototype._applyStateObj = function(t, n, r, i, a, o) {
		e.prototype._applyStateObj.call(this, t, n, r, i, a, o);
		var s = !(n && i), c = this.__inHover === 1, l;
		if (n && n.style ? a ? i ? l = n.style : (l = this._mergeStyle(this.createStyle(), r.style), this._mergeStyle(l, n.style)) : (l = this._mergeStyle(this.createStyle(), i ? this.style : r.style), this._mergeStyle(l, n.style)) : s && (l = r.style), l) {
			if (a) {
				var u = this.style;
				if (this.style = this.createStyle(s ? {} : u), s) for (var d = De(u), f = 0; f < d.length; f++) {
					var p = d[f];
					p in l && (l[p] = l[p], this.style[p] = u[p]);
				}
				for (var m = De(l), f = 0; f < m.length; f++) {
					var p = m[f];
					this.style[p] = this.style[p];
				}
				this._transitionState(t, { style: l }, o, this.getAnimationStyleProps());
			} else c ? this._useHoverStyle(l) : this.useStyle(l);
		}
		if (!c) for (var h = this.__inHover ? va : _a, f = 0; f < h.length; f++) {
			var p = h[f];
			n && n[p] != null ? this[p] = n[p] : s && r[p] != null && (this[p] = r[p]);
		}
	}, t.prototype._mergeStates = function(t) {
		for (var n = e.prototype._mergeStates.call(this, t), r, i = 0; i < t.length; i++) {
			var a = t[i];
			a.style && (r = r || {}, this._mergeStyle(r, a.style));
		}
		return r && (n.style = r), n;
	}, t.prototype._mergeStyle = function(e, t) {
		return I(e, t), e;
	}, t.prototype.getAnimationStyleProps = function() {
		return ga;
	}, t.initDefaultProps = (function() {
		var e = t.prototype;
		e.type = "displayable", e.invisible = !1, e.z = 0, e.z2 = 0, e.zlevel = 0, e.culling = !1, e.cursor = "pointer", e.rectHover = !1, e.incremental = 0, e._rect = null, e.dirtyRectTolerance = 0, e.__dirty = 3;
	})(), t;
}(ra), ba = new X(0, 0, 0, 0), xa = new X(0, 0, 0, 0);
function Sa(e, t, n) {
	return ba.copy(e.getBoundingRect()), e.transform && ba.applyTransform(e.transform), xa.width = t, xa.height = n, !ba.intersect(xa);
}
// node_modules/zrender/lib/core/bbox.js
var Ca = Math.min, wa = Math.max, Ta = Math.sin, Ea = Math.cos, Da = Math.PI * 2, Oa = Lt(), ka = Lt(), Aa = Lt();
function ja(e, t, n, r, i, a) {
	i[0] = Ca(e, n), i[1] = Ca(t, r), a[0] = wa(e, n), a[1] = wa(t, r);
}
var Ma = [], Na = [];
function Pa(e, t, n, r, i, a, o, s, c, l) {
	var u = Fr, d = Mr, f = u(e, n, i, o, Ma);
	c[0] = Infinity, c[1] = Infinity, l[0] = -Infinity, l[1] = -Infinity;
	for (var p = 0; p < f; p++) {
		var m = d(e, n, i, o, Ma[p]);
		c[0] = Ca(m, c[0]), l[0] = wa(m, l[0]);
	}
	f = u(t, r, a, s, Na);
	for (var p = 0; p < f; p++) {
		var h = d(t, r, a, s, Na[p]);
		c[1] = Ca(h, c[1]), l[1] = wa(h, l[1]);
	}
	c[0] = Ca(e, c[0]), l[0] = wa(e, l[0]), c[0] = Ca(o, c[0]), l[0] = wa(o, l[0]), c[1] = Ca(t, c[1]), l[1] = wa(t, l[1]), c[1] = Ca(s, c[1]), l[1] = wa(s, l[1]);
}
function Fa(e, t, n, r, i, a, o, s) {
	var c = Hr, l = zr, u = wa(Ca(c(e, n, i), 1), 0), d = wa(Ca(c(t, r, a), 1), 0), f = l(e, n, i, u), p = l(t, r, a, d);
	o[0] = Ca(e, i, f), o[1] = Ca(t, a, p), s[0] = wa(e, i, f), s[1] = wa(t, a, p);
}
function Ia(e, t, n, r, i, a, o, s, c) {
	var l = Qt, u = $t, d = Math.abs(i - a);
	if (d % Da < 1e-4 && d > 1e-4) s[0] = e - n, s[1] = t - r, c[0] = e + n, c[1] = t + r;
	else {
		if (Oa[0] = Ea(i) * n + e, Oa[1] = Ta(i) * r + t, ka[0] = Ea(a) * n + e, ka[1] = Ta(a) * r + t, l(s, Oa, ka), u(c, Oa, ka), i %= Da, i < 0 && (i += Da), a %= Da, a < 0 && (a += Da), i > a && !o ? a += Da : i < a && o && (i += Da), o) {
			var f = a;
			a = i, i = f;
		}
		for (var p = 0; p < a; p += Math.PI / 2) p > i && (Aa[0] = Ea(p) * n + e, Aa[1] = Ta(p) * r + t, l(s, Aa, s), u(c, Aa, c));
	}
}
// node_modules/zrender/lib/core/PathProxy.js
var La = {
	M: 1,
	L: 2,
	C: 3,
	Q: 4,
	A: 5,
	Z: 6,
	R: 7
}, Ra = [], za = [], Ba = [], Va = [], Ha = [], Ua = [], Wa = Math.min, Ga = Math.max, Ka = Math.cos, qa = Math.sin, Ja = Math.abs, Ya = Math.PI, Xa = Ya * 2, Za = typeof Float32Array < "u", Qa = [];
function $a(e) {
	return Math.round(e / Ya * 1e8) / 1e8 % 2 * Ya;
}
function eo(e, t) {
	var n = $a(e[0]);
	n < 0 && (n += Xa);
	var r = n - e[0], i = e[1];
	i += r, !t && i - n >= Xa ? i = n + Xa : t && n - i >= Xa ? i = n - Xa : !t && n > i ? i = n + (Xa - $a(n - i)) : t && n < i && (i = n - (Xa - $a(i - n))), e[0] = n, e[1] = i;
}
var to = function() {
	function e(e) {
		this.dpr = 1, this._xi = 0, this._yi = 0, this._x0 = 0, this._y0 = 0, this._len = 0, e && (this._saveData = !1), this._saveData && (this.data = []);
	}
	return e.prototype.increaseVersion = function() {
		this._version++;
	}, e.prototype.getVersion = function() {
		return this._version;
	}, e.prototype.setScale = function(e, t, n) {
		n = n || 0, n > 0 && (this._ux = Ja(n / Ki / e) || 0, this._uy = Ja(n / Ki / t) || 0);
	}, e.prototype.setDPR = function(e) {
		this.dpr = e;
	}, e.prototype.setContext = function(e) {
		this._ctx = e;
	}, e.prototype.getContext = function() {
		return this._ctx;
	}, e.prototype.beginPath = function() {
		return this._ctx && this._ctx.beginPath(), this.reset(), this;
	}, e.prototype.reset = function() {
		this._saveData && (this._len = 0), this._pathSegLen && (this._pathSegLen = null, this._pathLen = 0), this._version++;
	}, e.prototype.moveTo = function(e, t) {
		return this._drawPendingPt(), this.addData(La.M, e, t), this._ctx && this._ctx.moveTo(e, t), this._x0 = e, this._y0 = t, this._xi = e, this._yi = t, this;
	}, e.prototype.lineTo = function(e, t) {
		var n = Ja(e - this._xi), r = Ja(t - this._yi), i = n > this._ux || r > this._uy;
		if (this.addData(La.L, e, t), this._ctx && i && this._ctx.lineTo(e, t), i) this._xi = e, this._yi = t, this._pendingPtDist = 0;
		else {
			var a = n * n + r * r;
			a > this._pendingPtDist && (this._pendingPtX = e, this._pendingPtY = t, this._pendingPtDist = a);
		}
		return this;
	}, e.prototype.bezierCurveTo = function(e, t, n, r, i, a) {
		return this._drawPendingPt(), this.addData(La.C, e, t, n, r, i, a), this._ctx && this._ctx.bezierCurveTo(e, t, n, r, i, a), this._xi = i, this._yi = a, this;
	}, e.prototype.quadraticCurveTo = function(e, t, n, r) {
		return this._drawPendingPt(), this.addData(La.Q, e, t, n, r), this._ctx && this._ctx.quadraticCurveTo(e, t, n, r), this._xi = n, this._yi = r, this;
	}, e.prototype.arc = function(e, t, n, r, i, a) {
		this._drawPendingPt(), Qa[0] = r, Qa[1] = i, eo(Qa, a), r = Qa[0], i = Qa[1];
		var o = i - r;
		return this.addData(La.A, e, t, n, n, r, o, 0, +!a), this._ctx && this._ctx.arc(e, t, n, r, i, a), this._xi = Ka(i) * n + e, this._yi = qa(i) * n + t, this;
	}, e.prototype.arcTo = function(e, t, n, r, i) {
		return this._drawPendingPt(), this._ctx && this._ctx.arcTo(e, t, n, r, i), this;
	}, e.prototype.rect = function(e, t, n, r) {
		return this._drawPendingPt(), this._ctx && this._ctx.rect(e, t, n, r), this.addData(La.R, e, t, n, r), this;
	}, e.prototype.closePath = function() {
		this._drawPendingPt(), this.addData(La.Z);
		var e = this._ctx, t = this._x0, n = this._y0;
		return e && e.closePath(), this._xi = t, this._yi = n, this;
	}, e.prototype.fill = function(e) {
		e && e.fill(), this.toStatic();
	}, e.prototype.stroke = function(e) {
		e && e.stroke(), this.toStatic();
	}, e.prototype.len = function() {
		return this._len;
	}, e.prototype.setData = function(e) {
		if (this._saveData) {
			var t = e.length;
			!(this.data && this.data.length === t) && Za && (this.data = new Float32Array(t));
			for (var n = 0; n < t; n++) this.data[n] = e[n];
			this._len = t;
		}
	}, e.prototype.appendPath = function(e) {
		if (this._saveData) {
			e instanceof Array || (e = [e]);
			for (var t = e.length, n = 0, r = this._len, i = 0; i < t; i++) n += e[i].len();
			var a = this.data;
			if (Za && (a instanceof Float32Array || !a) && (this.data = new Float32Array(r + n), r > 0 && a)) for (var o = 0; o < r; o++) this.data[o] = a[o];
			for (var i = 0; i < t; i++) for (var s = e[i].data, o = 0; o < s.length; o++) this.data[r++] = s[o];
			this._len = r;
		}
	}, e.prototype.addData = function(e, t, n, r, i, a, o, s, c) {
		if (this._saveData) {
			var l = this.data;
			this._len + arguments.length > l.length && (this._expandData(), l = this.data);
			for (var u = 0; u < arguments.length; u++) l[this._len++] = arguments[u];
		}
	}, e.prototype._drawPendingPt = function() {
		this._pendingPtDist > 0 && (this._ctx && this._ctx.lineTo(this._pendingPtX, this._pendingPtY), this._pendingPtDist = 0);
	}, e.prototype._expandData = function() {
		if (!(this.data instanceof Array)) {
			for (var e = [], t = 0; t < this._len; t++) e[t] = this.data[t];
			this.data = e;
		}
	}, e.prototype.toStatic = function() {
		if (this._saveData) {
			this._drawPendingPt();
			var e = this.data;
			e instanceof Array && (e.length = this._len, Za && this._len > 11 && (this.data = new Float32Array(e)));
		}
	}, e.prototype.getBoundingRect = function() {
		Ba[0] = Ba[1] = Ha[0] = Ha[1] = Number.MAX_VALUE, Va[0] = Va[1] = Ua[0] = Ua[1] = -Number.MAX_VALUE;
		for (var e = this.data, t = 0, n = 0, r = 0, i = 0, a = 0; a < this._len;) {
			var o = e[a++], s = a === 1;
			switch (s && (t = e[a], n = e[a + 1], r = t, i = n), o) {
				case La.M:
					t = r = e[a++], n = i = e[a++], Ha[0] = r, Ha[1] = i, Ua[0] = r, Ua[1] = i;
					break;
				case La.L:
					ja(t, n, e[a], e[a + 1], Ha, Ua), t = e[a++], n = e[a++];
					break;
				case La.C:
					Pa(t, n, e[a++], e[a++], e[a++], e[a++], e[a], e[a + 1], Ha, Ua), t = e[a++], n = e[a++];
					break;
				case La.Q:
					Fa(t, n, e[a++], e[a++], e[a], e[a + 1], Ha, Ua), t = e[a++], n = e[a++];
					break;
				case La.A:
					var c = e[a++], l = e[a++], u = e[a++], d = e[a++], f = e[a++], p = e[a++] + f;
					a += 1;
					var m = !e[a++];
					s && (r = Ka(f) * u + c, i = qa(f) * d + l), Ia(c, l, u, d, f, p, m, Ha, Ua), t = Ka(p) * u + c, n = qa(p) * d + l;
					break;
				case La.R:
					r = t = e[a++], i = n = e[a++];
					var h = e[a++], g = e[a++];
					ja(r, i, r + h, i + g, Ha, Ua);
					break;
				case La.Z: t = r, n = i;
			}
			Qt(Ba, Ba, Ha), $t(Va, Va, Ua);
		}
		return a === 0 && (Ba[0] = Ba[1] = Va[0] = Va[1] = 0), new X(Ba[0], Ba[1], Va[0] - Ba[0], Va[1] - Ba[1]);
	}, e.prototype._calculateLength = function() {
		var e = this.data, t = this._len, n = this._ux, r = this._uy, i = 0, a = 0, o = 0, s = 0;
		this._pathSegLen || (this._pathSegLen = []);
		for (var c = this._pathSegLen, l = 0, u = 0, d = 0; d < t;) {
			var f = e[d++], p = d === 1;
			p && (i = e[d], a = e[d + 1], o = i, s = a);
			var m = -1;
			switch (f) {
				case La.M:
					i = o = e[d++], a = s = e[d++];
					break;
				case La.L:
					var h = e[d++], g = e[d++], _ = h - i, v = g - a;
					(Ja(_) > n || Ja(v) > r || d === t - 1) && (m = Math.sqrt(_ * _ + v * v), i = h, a = g);
					break;
				case La.C:
					var y = e[d++], b = e[d++], h = e[d++], g = e[d++], x = e[d++], S = e[d++];
					m = Rr(i, a, y, b, h, g, x, S, 10), i = x, a = S;
					break;
				case La.Q:
					var y = e[d++], b = e[d++], h = e[d++], g = e[d++];
					m = Gr(i, a, y, b, h, g, 10), i = h, a = g;
					break;
				case La.A:
					var C = e[d++], w = e[d++], T = e[d++], E = e[d++], D = e[d++], O = e[d++], k = O + D;
					d += 1, p && (o = Ka(D) * T + C, s = qa(D) * E + w), m = Ga(T, E) * Wa(Xa, Math.abs(O)), i = Ka(k) * T + C, a = qa(k) * E + w;
					break;
				case La.R:
					o = i = e[d++], s = a = e[d++];
					var A = e[d++], j = e[d++];
					m = A * 2 + j * 2;
					break;
				case La.Z:
					var _ = o - i, v = s - a;
					m = Math.sqrt(_ * _ + v * v), i = o, a = s;
			}
			m >= 0 && (c[u++] = m, l += m);
		}
		return this._pathLen = l, l;
	}, e.prototype.rebuildPath = function(e, t) {
		var n = this.data, r = this._ux, i = this._uy, a = this._len, o, s, c, l, u, d, f = t < 1, p, m, h = 0, g = 0, _, v = 0, y, b;
		if (!(f && (this._pathSegLen || this._calculateLength(), p = this._pathSegLen, m = this._pathLen, _ = t * m, !_))) lo: for (var x = 0; x < a;) {
			var S = n[x++], C = x === 1;
			switch (C && (c = n[x], l = n[x + 1], o = c, s = l), S !== La.L && v > 0 && (e.lineTo(y, b), v = 0), S) {
				case La.M:
					o = c = n[x++], s = l = n[x++], e.moveTo(c, l);
					break;
				case La.L:
					u = n[x++], d = n[x++];
					var w = Ja(u - c), T = Ja(d - l);
					if (w > r || T > i) {
						if (f) {
							var E = p[g++];
							if (h + E > _) {
								var D = (_ - h) / E;
								e.lineTo(c * (1 - D) + u * D, l * (1 - D) + d * D);
								break lo;
							}
							h += E;
						}
						e.lineTo(u, d), c = u, l = d, v = 0;
					} else {
						var O = w * w + T * T;
						O > v && (y = u, b = d, v = O);
					}
					break;
				case La.C:
					var k = n[x++], A = n[x++], j = n[x++], ee = n[x++], te = n[x++], ne = n[x++];
					if (f) {
						var E = p[g++];
						if (h + E > _) {
							var D = (_ - h) / E;
							Ir(c, k, j, te, D, Ra), Ir(l, A, ee, ne, D, za), e.bezierCurveTo(Ra[1], za[1], Ra[2], za[2], Ra[3], za[3]);
							break lo;
						}
						h += E;
					}
					e.bezierCurveTo(k, A, j, ee, te, ne), c = te, l = ne;
					break;
				case La.Q:
					var k = n[x++], A = n[x++], j = n[x++], ee = n[x++];
					if (f) {
						var E = p[g++];
						if (h + E > _) {
							var D = (_ - h) / E;
							Ur(c, k, j, D, Ra), Ur(l, A, ee, D, za), e.quadraticCurveTo(Ra[1], za[1], Ra[2], za[2]);
							break lo;
						}
						h += E;
					}
					e.quadraticCurveTo(k, A, j, ee), c = j, l = ee;
					break;
				case La.A:
					var re = n[x++], ie = n[x++], M = n[x++], ae = n[x++], oe = n[x++], se = n[x++], ce = n[x++], le = !n[x++], ue = M > ae ? M : ae, de = Ja(M - ae) > .001, fe = oe + se, N = !1;
					if (f) {
						var E = p[g++];
						h + E > _ && (fe = oe + se * (_ - h) / E, N = !0), h += E;
					}
					if (de && e.ellipse ? e.ellipse(re, ie, M, ae, ce, oe, fe, le) : e.arc(re, ie, ue, oe, fe, le), N) break lo;
					C && (o = Ka(oe) * M + re, s = qa(oe) * ae + ie), c = Ka(fe) * M + re, l = qa(fe) * ae + ie;
					break;
				case La.R:
					o = c = n[x], s = l = n[x + 1], u = n[x++], d = n[x++];
					var pe = n[x++], me = n[x++];
					if (f) {
						var E = p[g++];
						if (h + E > _) {
							var he = _ - h;
							e.moveTo(u, d), e.lineTo(u + Wa(he, pe), d), he -= pe, he > 0 && e.lineTo(u + pe, d + Wa(he, me)), he -= me, he > 0 && e.lineTo(u + Ga(pe - he, 0), d + me), he -= pe, he > 0 && e.lineTo(u, d + Ga(me - he, 0));
							break lo;
						}
						h += E;
					}
					e.rect(u, d, pe, me);
					break;
				case La.Z:
					if (f) {
						var E = p[g++];
						if (h + E > _) {
							var D = (_ - h) / E;
							e.lineTo(c * (1 - D) + o * D, l * (1 - D) + s * D);
							break lo;
						}
						h += E;
					}
					e.closePath(), c = o, l = s;
			}
		}
	}, e.prototype.clone = function() {
		var t = new e(), n = this.data;
		return t.data = n.slice ? n.slice() : Array.prototype.slice.call(n), t._len = this._len, t;
	}, e.prototype.canSave = function() {
		return !!this._saveData;
	}, e.CMD = La, e.initDefaultProps = (function() {
		var t = e.prototype;
		t._saveData = !0, t._ux = 0, t._uy = 0, t._pendingPtDist = 0, t._version = 0;
	})(), e;
}();
// node_modules/zrender/lib/contain/line.js
function no(e, t, n, r, i, a, o) {
	if (i === 0) return !1;
	var s = i, c = 0, l = e;
	if (o > t + s && o > r + s || o < t - s && o < r - s || a > e + s && a > n + s || a < e - s && a < n - s) return !1;
	if (e !== n) c = (t - r) / (e - n), l = (e * r - n * t) / (e - n);
	else return Math.abs(a - e) <= s / 2;
	var u = c * a - o + l;
	return u * u / (c * c + 1) <= s / 2 * s / 2;
}
// node_modules/zrender/lib/contain/cubic.js
function ro(e, t, n, r, i, a, o, s, c, l, u) {
	if (c === 0) return !1;
	var d = c;
	return u > t + d && u > r + d && u > a + d && u > s + d || u < t - d && u < r - d && u < a - d && u < s - d || l > e + d && l > n + d && l > i + d && l > o + d || l < e - d && l < n - d && l < i - d && l < o - d ? !1 : Lr(e, t, n, r, i, a, o, s, l, u, null) <= d / 2;
}
// node_modules/zrender/lib/contain/quadratic.js
function io(e, t, n, r, i, a, o, s, c) {
	if (o === 0) return !1;
	var l = o;
	return c > t + l && c > r + l && c > a + l || c < t - l && c < r - l && c < a - l || s > e + l && s > n + l && s > i + l || s < e - l && s < n - l && s < i - l ? !1 : Wr(e, t, n, r, i, a, s, c, null) <= l / 2;
}
// node_modules/zrender/lib/contain/util.js
var ao = Math.PI * 2;
function oo(e) {
	return e %= ao, e < 0 && (e += ao), e;
}
// node_modules/zrender/lib/contain/arc.js
var so = Math.PI * 2;
function co(e, t, n, r, i, a, o, s, c) {
	if (o === 0) return !1;
	var l = o;
	s -= e, c -= t;
	var u = Math.sqrt(s * s + c * c);
	if (u - l > n || u + l < n) return !1;
	if (Math.abs(r - i) % so < 1e-4) return !0;
	if (a) {
		var d = r;
		r = oo(i), i = oo(d);
	} else r = oo(r), i = oo(i);
	r > i && (i += so);
	var f = Math.atan2(c, s);
	return f < 0 && (f += so), f >= r && f <= i || f + so >= r && f + so <= i;
}
// node_modules/zrender/lib/contain/windingLine.js
function lo(e, t, n, r, i, a) {
	if (a > t && a > r || a < t && a < r || r === t) return 0;
	var o = (a - t) / (r - t), s = r < t ? 1 : -1;
	(o === 1 || o === 0) && (s = r < t ? .5 : -.5);
	var c = o * (n - e) + e;
	return c === i ? Infinity : c > i ? s : 0;
}
// node_modules/zrender/lib/contain/path.js
var uo = to.CMD, fo = Math.PI * 2, po = 1e-4;
function mo(e, t) {
	return Math.abs(e - t) < po;
}
var ho = [
	-1,
	-1,
	-1
], go = [-1, -1];
function _o() {
	var e = go[0];
	go[0] = go[1], go[1] = e;
}
function vo(e, t, n, r, i, a, o, s, c, l) {
	if (l > t && l > r && l > a && l > s || l < t && l < r && l < a && l < s) return 0;
	var u = Pr(t, r, a, s, l, ho);
	if (u === 0) return 0;
	for (var d = 0, f = -1, p = void 0, m = void 0, h = 0; h < u; h++) {
		var g = ho[h], _ = g === 0 || g === 1 ? .5 : 1;
		Mr(e, n, i, o, g) < c || (f < 0 && (f = Fr(t, r, a, s, go), go[1] < go[0] && f > 1 && _o(), p = Mr(t, r, a, s, go[0]), f > 1 && (m = Mr(t, r, a, s, go[1]))), f === 2 ? g < go[0] ? d += p < t ? _ : -_ : g < go[1] ? d += m < p ? _ : -_ : d += s < m ? _ : -_ : g < go[0] ? d += p < t ? _ : -_ : d += s < p ? _ : -_);
	}
	return d;
}
function yo(e, t, n, r, i, a, o, s) {
	if (s > t && s > r && s > a || s < t && s < r && s < a) return 0;
	var c = Vr(t, r, a, s, ho);
	if (c === 0) return 0;
	var l = Hr(t, r, a);
	if (l >= 0 && l <= 1) {
		for (var u = 0, d = zr(t, r, a, l), f = 0; f < c; f++) {
			var p = ho[f] === 0 || ho[f] === 1 ? .5 : 1, m = zr(e, n, i, ho[f]);
			m < o || (ho[f] < l ? u += d < t ? p : -p : u += a < d ? p : -p);
		}
		return u;
	}
	var p = ho[0] === 0 || ho[0] === 1 ? .5 : 1, m = zr(e, n, i, ho[0]);
	return m < o ? 0 : a < t ? p : -p;
}
function bo(e, t, n, r, i, a, o, s) {
	if (s -= t, s > n || s < -n) return 0;
	var c = Math.sqrt(n * n - s * s);
	ho[0] = -c, ho[1] = c;
	var l = Math.abs(r - i);
	if (l < 1e-4) return 0;
	if (l >= fo - 1e-4) {
		r = 0, i = fo;
		var u = a ? 1 : -1;
		return o >= ho[0] + e && o <= ho[1] + e ? u : 0;
	}
	if (r > i) {
		var d = r;
		r = i, i = d;
	}
	r < 0 && (r += fo, i += fo);
	for (var f = 0, p = 0; p < 2; p++) {
		var m = ho[p];
		if (m + e > o) {
			var h = Math.atan2(s, m), u = a ? 1 : -1;
			h < 0 && (h = fo + h), (h >= r && h <= i || h + fo >= r && h + fo <= i) && (h > Math.PI / 2 && h < Math.PI * 1.5 && (u = -u), f += u);
		}
	}
	return f;
}
function xo(e, t, n, r, i) {
	for (var a = e.data, o = e.len(), s = 0, c = 0, l = 0, u = 0, d = 0, f, p, m = 0; m < o;) {
		var h = a[m++], g = m === 1;
		switch (h === uo.M && m > 1 && (n || (s += lo(c, l, u, d, r, i))), g && (c = a[m], l = a[m + 1], u = c, d = l), h) {
			case uo.M:
				u = a[m++], d = a[m++], c = u, l = d;
				break;
			case uo.L:
				if (n) {
					if (no(c, l, a[m], a[m + 1], t, r, i)) return !0;
				} else s += lo(c, l, a[m], a[m + 1], r, i) || 0;
				c = a[m++], l = a[m++];
				break;
			case uo.C:
				if (n) {
					if (ro(c, l, a[m++], a[m++], a[m++], a[m++], a[m], a[m + 1], t, r, i)) return !0;
				} else s += vo(c, l, a[m++], a[m++], a[m++], a[m++], a[m], a[m + 1], r, i) || 0;
				c = a[m++], l = a[m++];
				break;
			case uo.Q:
				if (n) {
					if (io(c, l, a[m++], a[m++], a[m], a[m + 1], t, r, i)) return !0;
				} else s += yo(c, l, a[m++], a[m++], a[m], a[m + 1], r, i) || 0;
				c = a[m++], l = a[m++];
				break;
			case uo.A:
				var _ = a[m++], v = a[m++], y = a[m++], b = a[m++], x = a[m++], S = a[m++];
				m += 1;
				var C = !!(1 - a[m++]);
				f = Math.cos(x) * y + _, p = Math.sin(x) * b + v, g ? (u = f, d = p) : s += lo(c, l, f, p, r, i);
				var w = (r - _) * b / y + _;
				if (n) {
					if (co(_, v, b, x, x + S, C, t, w, i)) return !0;
				} else s += bo(_, v, b, x, x + S, C, w, i);
				c = Math.cos(x + S) * y + _, l = Math.sin(x + S) * b + v;
				break;
			case uo.R:
				u = c = a[m++], d = l = a[m++];
				var T = a[m++], E = a[m++];
				if (f = u + T, p = d + E, n) {
					if (no(u, d, f, d, t, r, i) || no(f, d, f, p, t, r, i) || no(f, p, u, p, t, r, i) || no(u, p, u, d, t, r, i)) return !0;
				} else s += lo(f, d, f, p, r, i), s += lo(u, p, u, d, r, i);
				break;
			case uo.Z:
				if (n) {
					if (no(c, l, u, d, t, r, i)) return !0;
				} else s += lo(c, l, u, d, r, i);
				c = u, l = d;
		}
	}
	return !n && !mo(l, d) && (s += lo(c, l, u, d, r, i) || 0), s !== 0;
}
function So(e, t, n) {
	return xo(e, 0, !1, t, n);
}
function Co(e, t, n, r) {
	return xo(e, t, !0, n, r);
}
// node_modules/zrender/lib/graphic/Path.js
var wo = L({
	fill: "#000",
	stroke: null,
	strokePercent: 1,
	fillOpacity: 1,
	strokeOpacity: 1,
	lineDashOffset: 0,
	lineWidth: 1,
	lineCap: "butt",
	miterLimit: 10,
	strokeNoScale: !1,
	strokeFirst: !1
}, ha), To = { style: L({
	fill: !0,
	stroke: !0,
	strokePercent: !0,
	fillOpacity: !0,
	strokeOpacity: !0,
	lineDashOffset: !0,
	lineWidth: !0,
	miterLimit: !0
}, ga.style) }, Eo = vr.concat([
	"invisible",
	"culling",
	"z",
	"z2",
	"zlevel",
	"parent"
]), Do = function(e) {
	A(t, e);
	function t(t) {
		return e.call(this, t) || this;
	}
	return t.prototype.update = function() {
		var n = this;
		e.prototype.update.call(this);
		var r = this.style;
		if (r.decal) {
			var i = this._decalEl = this._decalEl || new t();
			i.buildPath === t.prototype.buildPath && (i.buildPath = function(e) {
				n.buildPath(e, n.shape);
			}), i.silent = !0;
			var a = i.style;
			for (var o in r) a[o] !== r[o] && (a[o] = r[o]);
			a.fill = r.fill ? r.decal : null, a.decal = null, a.shadowColor = null, r.strokeFirst && (a.stroke = null);
			for (var s = 0; s < Eo.length; ++s) i[Eo[s]] = this[Eo[s]];
			i.__dirty |= 1;
		} else this._decalEl && (this._decalEl = null);
	}, t.prototype.getDecalElement = function() {
		return this._decalEl;
	}, t.prototype._init = function(t) {
		var n = De(t);
		this.shape = this.getDefaultShape();
		var r = this.getDefaultStyle();
		r && this.useStyle(r);
		for (var i = 0; i < n.length; i++) {
			var a = n[i], o = t[a];
			a === "style" ? this.style ? I(this.style, o) : this.useStyle(o) : a === "shape" ? I(this.shape, o) : e.prototype.attrKV.call(this, a, o);
		}
		this.style || this.useStyle({});
	}, t.prototype.getDefaultStyle = function() {
		return null;
	}, t.prototype.getDefaultShape = function() {
		return {};
	}, t.prototype.canBeInsideText = function() {
		return this.hasFill();
	}, t.prototype.getInsideTextFill = function() {
		var e = this.style.fill;
		if (e !== "none") {
			if (G(e)) {
				var t = gi(e, 0);
				return t > .5 ? Ji : t > .2 ? Xi : Yi;
			}
			if (e) return Yi;
		}
		return Ji;
	}, t.prototype.getInsideTextStroke = function(e) {
		var t = this.style.fill;
		if (G(t)) {
			var n = this.__zr;
			if (!!(n && n.isDarkMode()) == gi(e, 0) < .4) return t;
		}
	}, t.prototype.buildPath = function(e, t, n) {}, t.prototype.pathUpdated = function() {
		this.__dirty &= -5;
	}, t.prototype.getUpdatedPathProxy = function(e) {
		return !this.path && this.createPathProxy(), this.path.beginPath(), this.buildPath(this.path, this.shape, e), this.path;
	}, t.prototype.createPathProxy = function() {
		this.path = new to(!1);
	}, t.prototype.hasStroke = function() {
		var e = this.style, t = e.stroke;
		return !(t == null || t === "none" || !(e.lineWidth > 0));
	}, t.prototype.hasFill = function() {
		var e = this.style.fill;
		return e != null && e !== "none";
	}, t.prototype.getBoundingRect = function() {
		var e = this._rect, t = this.style, n = !e;
		if (n) {
			var r = !1;
			this.path || (r = !0, this.createPathProxy());
			var i = this.path;
			(r || this.__dirty & 4) && (i.beginPath(), this.buildPath(i, this.shape, !1), this.pathUpdated()), e = i.getBoundingRect();
		}
		if (this._rect = e, this.hasStroke() && this.path && this.path.len() > 0) {
			var a = this._rectStroke || (this._rectStroke = e.clone());
			if (this.__dirty || n) {
				a.copy(e);
				var o = t.strokeNoScale ? this.getLineScale() : 1, s = t.lineWidth;
				if (!this.hasFill()) {
					var c = this.strokeContainThreshold;
					s = Math.max(s, c ?? 4);
				}
				o > 1e-10 && (a.width += s / o, a.height += s / o, a.x -= s / o / 2, a.y -= s / o / 2);
			}
			return a;
		}
		return e;
	}, t.prototype.contain = function(e, t) {
		var n = this.transformCoordToLocal(e, t), r = this.getBoundingRect(), i = this.style;
		if (e = n[0], t = n[1], r.contain(e, t)) {
			var a = this.path;
			if (this.hasStroke()) {
				var o = i.lineWidth, s = i.strokeNoScale ? this.getLineScale() : 1;
				if (s > 1e-10 && (this.hasFill() || (o = Math.max(o, this.strokeContainThreshold)), Co(a, o / s, e, t))) return !0;
			}
			if (this.hasFill()) return So(a, e, t);
		}
		return !1;
	}, t.prototype.dirtyShape = function() {
		this.__dirty |= 4, this._rect && (this._rect = null), this._decalEl && this._decalEl.dirtyShape(), this.markRedraw();
	}, t.prototype.dirty = function() {
		this.dirtyStyle(), this.dirtyShape();
	}, t.prototype.animateShape = function(e) {
		return this.animate("shape", e);
	}, t.prototype.updateDuringAnimation = function(e) {
		e === "style" ? this.dirtyStyle() : e === "shape" ? this.dirtyShape() : this.markRedraw();
	}, t.prototype.attrKV = function(t, n) {
		t === "shape" ? this.setShape(n) : e.prototype.attrKV.call(this, t, n);
	}, t.prototype.setShape = function(e, t) {
		var n = this.shape;
		return n || (n = this.shape = {}), typeof e == "string" ? n[e] = t : I(n, e), this.dirtyShape(), this;
	}, t.prototype.shapeChanged = function() {
		return !!(this.__dirty & 4);
	}, t.prototype.createStyle = function(e) {
		return Ze(wo, e);
	}, t.prototype._innerSaveToNormal = function(t) {
		e.prototype._innerSaveToNormal.call(this, t);
		var n = this._normalState;
		t.shape && !n.shape && (n.shape = I({}, this.shape));
	}, t.prototype._applyStateObj = function(t, n, r, i, a, o) {
		if (e.prototype._applyStateObj.call(this, t, n, r, i, a, o), this.__inHover !== 1) {
			var s = !(n && i), c;
			if (n && n.shape ? a ? i ? c = n.shape : (c = I({}, r.shape), I(c, n.shape)) : (c = I({}, i ? this.shape : r.shape), I(c, n.shape)) : s && (c = r.shape), c) {
				if (a) {
					this.shape = I({}, this.shape);
					for (var l = {}, u = De(c), d = 0; d < u.length; d++) {
						var f = u[d];
						typeof c[f] == "object" ? this.shape[f] = c[f] : l[f] = c[f];
					}
					this._transitionState(t, { shape: l }, o);
				} else this.shape = c, this.dirtyShape();
			}
		}
	}, t.prototype._mergeStates = function(t) {
		for (var n = e.prototype._mergeStates.call(this, t), r, i = 0; i < t.length; i++) {
			var a = t[i];
			a.shape && (r = r || {}, this._mergeStyle(r, a.shape));
		}
		return r && (n.shape = r), n;
	}, t.prototype.getAnimationStyleProps = function() {
		return To;
	}, t.prototype.isZeroArea = function() {
		return !1;
	}, t.extend = function(e) {
		var n = function(t) {
			A(n, t);
			function n(n) {
				var r = t.call(this, n) || this;
				return e.init && e.init.call(r, n), r;
			}
			return n.prototype.getDefaultStyle = function() {
				return P(e.style);
			}, n.prototype.getDefaultShape = function() {
				return P(e.shape);
			}, n;
		}(t);
		for (var r in e) typeof e[r] == "function" && (n.prototype[r] = e[r]);
		return n;
	}, t.initDefaultProps = (function() {
		var e = t.prototype;
		e.type = "path", e.strokeContainThreshold = 5, e.segmentIgnoreThreshold = 0, e.subPixelOptimize = !1, e.autoBatch = !1, e.__dirty = 7;
	})(), t;
}(ya), Oo = L({
	strokeFirst: !0,
	font: j,
	x: 0,
	y: 0,
	textAlign: "left",
	textBaseline: "top",
	miterLimit: 2
}, wo), ko = function(e) {
	A(t, e);
	function t() {
		return e !== null && e.apply(this, arguments) || this;
	}
	return t.prototype.hasStroke = function() {
		return sr(this.style);
	}, t.prototype.hasFill = function() {
		var e = this.style.fill;
		return e != null && e !== "none";
	}, t.prototype.createStyle = function(e) {
		return Ze(Oo, e);
	}, t.prototype.setBoundingRect = function(e) {
		this._rect = e;
	}, t.prototype.getBoundingRect = function() {
		return this._rect || (this._rect = ar(this.style)), this._rect;
	}, t.initDefaultProps = (function() {
		var e = t.prototype;
		e.dirtyRectTolerance = 10;
	})(), t;
}(ya);
ko.prototype.type = "tspan";
// node_modules/zrender/lib/graphic/Image.js
var Ao = L({
	x: 0,
	y: 0
}, ha), jo = { style: L({
	x: !0,
	y: !0,
	width: !0,
	height: !0,
	sx: !0,
	sy: !0,
	sWidth: !0,
	sHeight: !0
}, ga.style) };
function Mo(e) {
	return !!(e && typeof e != "string" && e.width && e.height);
}
var No = function(e) {
	A(t, e);
	function t() {
		return e !== null && e.apply(this, arguments) || this;
	}
	return t.prototype.createStyle = function(e) {
		return Ze(Ao, e);
	}, t.prototype._getSize = function(e) {
		var t = this.style, n = t[e];
		if (n != null) return n;
		var r = Mo(t.image) ? t.image : this.__image;
		if (!r) return 0;
		var i = e === "width" ? "height" : "width", a = t[i];
		return a == null ? r[e] : r[e] / r[i] * a;
	}, t.prototype.getWidth = function() {
		return this._getSize("width");
	}, t.prototype.getHeight = function() {
		return this._getSize("height");
	}, t.prototype.getAnimationStyleProps = function() {
		return jo;
	}, t.prototype.getBoundingRect = function() {
		var e = this.style;
		return this._rect || (this._rect = new X(e.x || 0, e.y || 0, this.getWidth(), this.getHeight())), this._rect;
	}, t;
}(ya);
No.prototype.type = "image";
// node_modules/zrender/lib/graphic/helper/roundRect.js
function Po(e, t) {
	var n = t.x, r = t.y, i = t.width, a = t.height, o = t.r, s, c, l, u;
	i < 0 && (n += i, i = -i), a < 0 && (r += a, a = -a), typeof o == "number" ? s = c = l = u = o : o instanceof Array ? o.length === 1 ? s = c = l = u = o[0] : o.length === 2 ? (s = l = o[0], c = u = o[1]) : o.length === 3 ? (s = o[0], c = u = o[1], l = o[2]) : (s = o[0], c = o[1], l = o[2], u = o[3]) : s = c = l = u = 0;
	var d;
	s + c > i && (d = s + c, s *= i / d, c *= i / d), l + u > i && (d = l + u, l *= i / d, u *= i / d), c + l > a && (d = c + l, c *= a / d, l *= a / d), s + u > a && (d = s + u, s *= a / d, u *= a / d), e.moveTo(n + s, r), e.lineTo(n + i - c, r), c !== 0 && e.arc(n + i - c, r + c, c, -Math.PI / 2, 0), e.lineTo(n + i, r + a - l), l !== 0 && e.arc(n + i - l, r + a - l, l, 0, Math.PI / 2), e.lineTo(n + u, r + a), u !== 0 && e.arc(n + u, r + a - u, u, Math.PI / 2, Math.PI), e.lineTo(n, r + s), s !== 0 && e.arc(n + s, r + s, s, Math.PI, Math.PI * 1.5), e.closePath();
}
// node_modules/zrender/lib/graphic/helper/subPixelOptimize.js
var Fo = Math.round;
function Io(e, t, n) {
	if (t) {
		var r = t.x1, i = t.x2, a = t.y1, o = t.y2;
		e.x1 = r, e.x2 = i, e.y1 = a, e.y2 = o;
		var s = n && n.lineWidth;
		return s && (Fo(r * 2) === Fo(i * 2) && (e.x1 = e.x2 = Ro(r, s, !0)), Fo(a * 2) === Fo(o * 2) && (e.y1 = e.y2 = Ro(a, s, !0))), e;
	}
}
function Lo(e, t, n) {
	if (t) {
		var r = t.x, i = t.y, a = t.width, o = t.height;
		e.x = r, e.y = i, e.width = a, e.height = o;
		var s = n && n.lineWidth;
		return s && (e.x = Ro(r, s, !0), e.y = Ro(i, s, !0), e.width = Math.max(Ro(r + a, s, !1) - e.x, a === 0 ? 0 : 1), e.height = Math.max(Ro(i + o, s, !1) - e.y, o === 0 ? 0 : 1)), e;
	}
}
function Ro(e, t, n) {
	if (!t) return e;
	var r = Fo(e * 2);
	return (r + Fo(t)) % 2 == 0 ? r / 2 : (r + (n ? 1 : -1)) / 2;
}
// node_modules/zrender/lib/graphic/shape/Rect.js
var zo = function() {
	function e() {
		this.x = 0, this.y = 0, this.width = 0, this.height = 0;
	}
	return e;
}(), Bo = {}, Vo = function(e) {
	A(t, e);
	function t(t) {
		return e.call(this, t) || this;
	}
	return t.prototype.getDefaultShape = function() {
		return new zo();
	}, t.prototype.buildPath = function(e, t) {
		var n, r, i, a;
		if (this.subPixelOptimize) {
			var o = Lo(Bo, t, this.style);
			n = o.x, r = o.y, i = o.width, a = o.height, o.r = t.r, t = o;
		} else n = t.x, r = t.y, i = t.width, a = t.height;
		t.r ? Po(e, t) : e.rect(n, r, i, a);
	}, t.prototype.isZeroArea = function() {
		return !this.shape.width || !this.shape.height;
	}, t;
}(Do);
Vo.prototype.type = "rect";
// node_modules/zrender/lib/graphic/Text.js
var Ho = { fill: "#000" }, Uo = 2, Wo = {}, Go = { style: L({
	fill: !0,
	stroke: !0,
	fillOpacity: !0,
	strokeOpacity: !0,
	lineWidth: !0,
	fontSize: !0,
	lineHeight: !0,
	width: !0,
	height: !0,
	textShadowColor: !0,
	textShadowBlur: !0,
	textShadowOffsetX: !0,
	textShadowOffsetY: !0,
	backgroundColor: !0,
	padding: !0,
	borderColor: !0,
	borderWidth: !0,
	borderRadius: !0
}, ga.style) }, Ko = function(e) {
	A(t, e);
	function t(t) {
		var n = e.call(this) || this;
		return n.type = "text", n._children = [], n._defaultStyle = Ho, n.attr(t), n;
	}
	return t.prototype.childrenRef = function() {
		return this._children;
	}, t.prototype.update = function() {
		e.prototype.update.call(this), this.styleChanged() && this._updateSubTexts();
		for (var t = 0; t < this._children.length; t++) {
			var n = this._children[t];
			n.zlevel = this.zlevel, n.z = this.z, n.z2 = this.z2, n.culling = this.culling, n.cursor = this.cursor, n.invisible = this.invisible;
		}
	}, t.prototype.updateTransform = function() {
		var t = this.innerTransformable;
		t ? (t.updateTransform(), t.transform && (this.transform = t.transform)) : e.prototype.updateTransform.call(this);
	}, t.prototype.getLocalTransform = function(t) {
		var n = this.innerTransformable;
		return n ? n.getLocalTransform(t) : e.prototype.getLocalTransform.call(this, t);
	}, t.prototype.getComputedTransform = function() {
		return this.__hostTarget && (this.__hostTarget.getComputedTransform(), this.__hostTarget.updateInnerText(!0)), e.prototype.getComputedTransform.call(this);
	}, t.prototype._updateSubTexts = function() {
		this._childCursor = 0, $o(this.style), this.style.rich ? this._updateRichTexts() : this._updatePlainTexts(), this._children.length = this._childCursor, this.styleUpdated();
	}, t.prototype.addSelfToZr = function(t) {
		e.prototype.addSelfToZr.call(this, t);
		for (var n = 0; n < this._children.length; n++) this._children[n].__zr = t;
	}, t.prototype.removeSelfFromZr = function(t) {
		e.prototype.removeSelfFromZr.call(this, t);
		for (var n = 0; n < this._children.length; n++) this._children[n].__zr = null;
	}, t.prototype.getBoundingRect = function() {
		if (this.styleChanged() && this._updateSubTexts(), !this._rect) {
			for (var e = new X(0, 0, 0, 0), t = this._children, n = [], r = null, i = 0; i < t.length; i++) {
				var a = t[i], o = a.getBoundingRect(), s = a.getLocalTransform(n);
				s ? (e.copy(o), e.applyTransform(s), r = r || e.clone(), r.union(e)) : (r = r || o.clone(), r.union(o));
			}
			this._rect = r || e;
		}
		return this._rect;
	}, t.prototype.setDefaultTextStyle = function(e) {
		this._defaultStyle = e || Ho;
	}, t.prototype.setTextContent = function(e) {}, t.prototype._mergeStyle = function(e, t) {
		if (!t) return e;
		var n = t.rich, r = e.rich || n && {};
		return I(e, t), n && r ? (this._mergeRich(r, n), e.rich = r) : r && (e.rich = r), e;
	}, t.prototype._mergeRich = function(e, t) {
		for (var n = De(t), r = 0; r < n.length; r++) {
			var i = n[r];
			e[i] = e[i] || {}, I(e[i], t[i]);
		}
	}, t.prototype.getAnimationStyleProps = function() {
		return Go;
	}, t.prototype._getOrCreateChild = function(e) {
		var t = this._children[this._childCursor];
		return t && t instanceof e || (t = new e()), this._children[this._childCursor++] = t, t.__zr = this.__zr, t.parent = this, t;
	}, t.prototype._updatePlainTexts = function() {
		var e = this.style, t = e.font || "12px sans-serif", n = e.padding, r = this._defaultStyle, i = e.x || 0, a = e.y || 0, o = e.align || r.align || "left", s = e.verticalAlign || r.verticalAlign || "top";
		tr(Wo, r.overflowRect, i, a, o, s), i = Wo.baseX, a = Wo.baseY;
		var c = Gn(is(e), e, Wo.outerWidth, Wo.outerHeight), l = as(e), u = !!e.backgroundColor, d = c.outerHeight, f = c.outerWidth, p = c.lines, m = c.lineHeight;
		this.isTruncated = !!c.isTruncated;
		var h = i, g = In(a, c.contentHeight, s);
		if (l || n) {
			var _ = Fn(i, f, o), v = In(a, d, s);
			l && this._renderBackground(e, e, _, v, f, d);
		}
		g += m / 2, n && (h = rs(i, o, n), s === "top" ? g += n[0] : s === "bottom" && (g -= n[2]));
		for (var y = 0, b = !1, x = !1, S = ns("fill" in e ? e.fill : (x = !0, r.fill)), C = ts("stroke" in e ? e.stroke : !u && (!r.autoStroke || x) ? (y = Uo, b = !0, r.stroke) : null), w = e.textShadowBlur > 0, T = 0; T < p.length; T++) {
			var E = this._getOrCreateChild(ko), D = E.createStyle();
			E.useStyle(D), D.text = p[T], D.x = h, D.y = g, o && (D.textAlign = o), D.textBaseline = "middle", D.opacity = e.opacity, D.strokeFirst = !0, w && (D.shadowBlur = e.textShadowBlur || 0, D.shadowColor = e.textShadowColor || "transparent", D.shadowOffsetX = e.textShadowOffsetX || 0, D.shadowOffsetY = e.textShadowOffsetY || 0), D.stroke = C, D.fill = S, C && (D.lineWidth = e.lineWidth || y, D.lineDash = e.lineDash, D.lineDashOffset = e.lineDashOffset || 0), D.font = t, Zo(D, e), g += m, E.setBoundingRect(or(D, c.contentWidth, c.calculatedLineHeight, b ? 0 : null));
		}
	}, t.prototype._updateRichTexts = function() {
		var e = this.style, t = this._defaultStyle, n = e.align || t.align, r = e.verticalAlign || t.verticalAlign, i = e.x || 0, a = e.y || 0;
		tr(Wo, t.overflowRect, i, a, n, r), i = Wo.baseX, a = Wo.baseY;
		var o = Yn(is(e), e, Wo.outerWidth, Wo.outerHeight, n), s = o.width, c = o.outerWidth, l = o.outerHeight, u = e.padding;
		this.isTruncated = !!o.isTruncated;
		var d = Fn(i, c, n), f = In(a, l, r), p = d, m = f;
		u && (p += u[3], m += u[0]);
		var h = p + s;
		as(e) && this._renderBackground(e, e, d, f, c, l);
		for (var g = !!e.backgroundColor, _ = 0; _ < o.lines.length; _++) {
			for (var v = o.lines[_], y = v.tokens, b = y.length, x = v.lineHeight, S = v.width, C = 0, w = p, T = h, E = b - 1, D = void 0; C < b && (D = y[C], !D.align || D.align === "left");) this._placeToken(D, e, x, m, w, "left", g), S -= D.width, w += D.width, C++;
			for (; E >= 0 && (D = y[E], D.align === "right");) this._placeToken(D, e, x, m, T, "right", g), S -= D.width, T -= D.width, E--;
			for (w += (s - (w - p) - (h - T) - S) / 2; C <= E;) D = y[C], this._placeToken(D, e, x, m, w + D.width / 2, "center", g), w += D.width, C++;
			m += x;
		}
	}, t.prototype._placeToken = function(e, t, n, r, i, a, o) {
		var s = t.rich[e.styleName] || {};
		s.text = e.text;
		var c = e.verticalAlign, l = r + n / 2;
		c === "top" ? l = r + e.height / 2 : c === "bottom" && (l = r + n - e.height / 2), !e.isLineHolder && as(s) && this._renderBackground(s, t, a === "right" ? i - e.width : a === "center" ? i - e.width / 2 : i, l - e.height / 2, e.width, e.height);
		var u = !!s.backgroundColor, d = e.textPadding;
		d && (i = rs(i, a, d), l -= e.height / 2 - d[0] - e.innerHeight / 2);
		var f = this._getOrCreateChild(ko), p = f.createStyle();
		f.useStyle(p);
		var m = this._defaultStyle, h = !1, g = 0, _ = !1, v = ns("fill" in s ? s.fill : "fill" in t ? t.fill : (h = !0, m.fill)), y = ts("stroke" in s ? s.stroke : "stroke" in t ? t.stroke : !u && !o && (!m.autoStroke || h) ? (g = Uo, _ = !0, m.stroke) : null), b = s.textShadowBlur > 0 || t.textShadowBlur > 0;
		p.text = e.text, p.x = i, p.y = l, b && (p.shadowBlur = s.textShadowBlur || t.textShadowBlur || 0, p.shadowColor = s.textShadowColor || t.textShadowColor || "transparent", p.shadowOffsetX = s.textShadowOffsetX || t.textShadowOffsetX || 0, p.shadowOffsetY = s.textShadowOffsetY || t.textShadowOffsetY || 0), p.textAlign = a, p.textBaseline = "middle", p.font = e.font || "12px sans-serif", p.opacity = Re(s.opacity, t.opacity, 1), Zo(p, s), y && (p.lineWidth = Re(s.lineWidth, t.lineWidth, g), p.lineDash = q(s.lineDash, t.lineDash), p.lineDashOffset = t.lineDashOffset || 0, p.stroke = y), v && (p.fill = v), f.setBoundingRect(or(p, e.contentWidth, e.contentHeight, _ ? 0 : null));
	}, t.prototype._renderBackground = function(e, t, n, r, i, a) {
		var o = e.backgroundColor, s = e.borderWidth, c = e.borderColor, l = o && o.image, u = o && !l, d = e.borderRadius, f = this, p, m;
		if (u || e.lineHeight || s && c) {
			p = this._getOrCreateChild(Vo), p.useStyle(p.createStyle()), p.style.fill = null;
			var h = p.shape;
			h.x = n, h.y = r, h.width = i, h.height = a, h.r = d, p.dirtyShape();
		}
		if (u) {
			var g = p.style;
			g.fill = o || null, g.fillOpacity = q(e.fillOpacity, 1);
		} else if (l) {
			m = this._getOrCreateChild(No), m.onload = function() {
				f.dirtyStyle();
			};
			var _ = m.style;
			_.image = o.image, _.x = n, _.y = r, _.width = i, _.height = a;
		}
		if (s && c) {
			var g = p.style;
			g.lineWidth = s, g.stroke = c, g.strokeOpacity = q(e.strokeOpacity, 1), g.lineDash = e.borderDash, g.lineDashOffset = e.borderDashOffset || 0, p.strokeContainThreshold = 0, p.hasFill() && p.hasStroke() && (g.strokeFirst = !0, g.lineWidth *= 2);
		}
		var v = (p || m).style;
		v.shadowBlur = e.shadowBlur || 0, v.shadowColor = e.shadowColor || "transparent", v.shadowOffsetX = e.shadowOffsetX || 0, v.shadowOffsetY = e.shadowOffsetY || 0, v.opacity = Re(e.opacity, t.opacity, 1);
	}, t.makeFont = function(e) {
		var t = "";
		return Qo(e) && (t = [
			e.fontStyle,
			e.fontWeight,
			Xo(e.fontSize),
			e.fontFamily || "sans-serif"
		].join(" ")), t && He(t) || e.textFont || e.font;
	}, t;
}(ya), qo = {
	left: !0,
	right: 1,
	center: 1
}, Jo = {
	top: 1,
	bottom: 1,
	middle: 1
}, Yo = [
	"fontStyle",
	"fontWeight",
	"fontSize",
	"fontFamily"
];
function Xo(e) {
	return typeof e == "string" && (e.indexOf("px") !== -1 || e.indexOf("rem") !== -1 || e.indexOf("em") !== -1) ? e : isNaN(+e) ? "12px" : e + "px";
}
function Zo(e, t) {
	for (var n = 0; n < Yo.length; n++) {
		var r = Yo[n], i = t[r];
		i != null && (e[r] = i);
	}
}
function Qo(e) {
	return e.fontSize != null || e.fontFamily || e.fontWeight;
}
function $o(e) {
	return es(e), z(e.rich, es), e;
}
function es(e) {
	if (e) {
		e.font = Ko.makeFont(e);
		var t = e.align;
		t === "middle" && (t = "center"), e.align = t == null || qo[t] ? t : "left";
		var n = e.verticalAlign;
		n === "center" && (n = "middle"), e.verticalAlign = n == null || Jo[n] ? n : "top", e.padding && (e.padding = Be(e.padding));
	}
}
function ts(e, t) {
	return e == null || t <= 0 || e === "transparent" || e === "none" ? null : e.image || e.colorStops ? "#000" : e;
}
function ns(e) {
	return e == null || e === "none" ? null : e.image || e.colorStops ? "#000" : e;
}
function rs(e, t, n) {
	return t === "right" ? e - n[1] : t === "center" ? e + n[3] / 2 - n[1] / 2 : e + n[3];
}
function is(e) {
	var t = e.text;
	return t != null && (t += ""), t;
}
function as(e) {
	return !!(e.backgroundColor || e.lineHeight || e.borderWidth && e.borderColor);
}
// node_modules/echarts/lib/util/number.js
var os = 1e-4, ss = 20;
function cs(e) {
	return e.replace(/^\s+|\s+$/g, "");
}
var ls = Math.min, us = Math.max, ds = Math.abs, fs = Math.round, ps = Math.floor, ms = Math.ceil, hs = Math.pow, gs = Math.log, _s = Math.LN10, vs = Math.PI, ys = Math.random;
function bs(e, t, n, r) {
	var i = t[0], a = t[1], o = n[0], s = n[1], c = a - i, l = s - o;
	if (c === 0) return l === 0 ? o : (o + s) / 2;
	if (r) {
		if (c > 0) {
			if (e <= i) return o;
			if (e >= a) return s;
		} else if (e >= i) return o;
		else if (e <= a) return s;
	} else {
		if (e === i) return o;
		if (e === a) return s;
	}
	return (e - i) / c * l + o;
}
var xs = Ss;
function Ss(e, t, n) {
	switch (e) {
		case "center":
		case "middle":
			e = "50%";
			break;
		case "left":
		case "top":
			e = "0%";
			break;
		case "right":
		case "bottom": e = "100%";
	}
	return Cs(e, t, n);
}
function Cs(e, t, n) {
	return G(e) ? ws(e) ? parseFloat(e) / 100 * t + (n || 0) : parseFloat(e) : e == null ? NaN : +e;
}
function ws(e) {
	return !!cs(e).match(/%$/);
}
function Z(e, t, n) {
	return isNaN(t) ? n ? "" + e : +e : (t = ls(us(0, t), ss), e = (+e).toFixed(t), n ? e : +e);
}
function Ts(e) {
	return e.sort(function(e, t) {
		return e - t;
	}), e;
}
function Es(e) {
	if (e = +e, isNaN(e)) return 0;
	if (e > 1e-14) {
		for (var t = 1, n = 0; n < 15; n++, t *= 10) if (fs(e * t) / t === e) return n;
	}
	return Ds(e);
}
function Ds(e) {
	var t = e.toString().toLowerCase(), n = t.indexOf("e"), r = n > 0 ? +t.slice(n + 1) : 0, i = n > 0 ? n : t.length, a = t.indexOf(".");
	return us(0, (a < 0 ? 0 : i - 1 - a) - r);
}
function Os(e, t, n) {
	var r = ds(e[1] - e[0]);
	if (!isFinite(r) || r === 0) return NaN;
	var i = gs(2 * ds(n || 1) * ds(r)) / _s, a = gs(ds(t)) / _s, o = us(0, ms(-i + a));
	return isFinite(o) || (o = NaN), o;
}
function ks(e, t) {
	var n = us(Es(e), Es(t)), r = e + t;
	return n > ss ? r : Z(r, n);
}
var As = hs(2, 53) - 1;
function js(e) {
	var t = vs * 2;
	return (e % t + t) % t;
}
function Ms(e) {
	return e > -os && e < os;
}
var Ns = /^(?:(\d{4})(?:[-\/](\d{1,2})(?:[-\/](\d{1,2})(?:[T ](\d{1,2})(?::(\d{1,2})(?::(\d{1,2})(?:[.,](\d+))?)?)?(Z|[\+\-]\d\d:?\d\d)?)?)?)?)?$/;
function Ps(e) {
	if (e instanceof Date) return e;
	if (G(e)) {
		var t = Ns.exec(e);
		if (!t) return /* @__PURE__ */ new Date(NaN);
		if (t[8]) {
			var n = +t[4] || 0;
			return t[8].toUpperCase() !== "Z" && (n -= +t[8].slice(0, 3)), new Date(Date.UTC(+t[1], (t[2] || 1) - 1, +t[3] || 1, n, +(t[5] || 0), +t[6] || 0, t[7] ? +t[7].substring(0, 3) : 0));
		}
		return new Date(+t[1], (t[2] || 1) - 1, +t[3] || 1, +t[4] || 0, +(t[5] || 0), +t[6] || 0, t[7] ? +t[7].substring(0, 3) : 0);
	}
	return e == null ? /* @__PURE__ */ new Date(NaN) : new Date(fs(e));
}
function Fs(e) {
	return hs(10, Is(e));
}
function Is(e) {
	if (e === 0) return 0;
	var t = ps(gs(e) / _s);
	return e / hs(10, t) >= 10 && t++, t;
}
function Ls(e, t) {
	var n = Is(e), r = hs(10, n), i = e / r;
	return e = (t === 2 ? 1 : t ? i < 1.5 ? 1 : i < 2.5 ? 2 : i < 4 ? 3 : i < 7 ? 5 : 10 : i < 1 ? 1 : i < 2 ? 2 : i < 3 ? 3 : i < 5 ? 5 : 10) * r, Z(e, -n);
}
function Rs(e) {
	var t = parseFloat(e);
	return t == e && (t !== 0 || !G(e) || e.indexOf("x") <= 0) ? t : NaN;
}
function zs(e) {
	return !isNaN(Rs(e));
}
function Bs() {
	return fs(ys() * 9);
}
function Vs(e, t) {
	return t === 0 ? e : Vs(t, e % t);
}
function Hs(e, t) {
	return e == null ? t : t == null ? e : e * t / Vs(e, t);
}
function Us(e) {
	return e != null && isFinite(e);
}
// node_modules/echarts/lib/util/log.js
var Ws = "[ECharts] ", Gs = {}, Ks = typeof console < "u" && console.warn && console.log;
function qs(e, t, n) {
	if (Ks) {
		if (n) {
			if (Gs[t]) return;
			Gs[t] = !0;
		}
		console[e](Ws + t);
	}
}
function Js(e, t) {
	qs("error", e, t);
}
function Ys(e) {
	throw Error(e);
}
// node_modules/echarts/lib/util/model.js
function Xs(e, t, n) {
	return (t - e) * n + e;
}
var Zs = "series\0", Qs = "\0_ec_\0";
function $s(e) {
	return e instanceof Array ? e : e == null ? [] : [e];
}
function ec(e, t, n) {
	if (e) {
		e[t] = e[t] || {}, e.emphasis = e.emphasis || {}, e.emphasis[t] = e.emphasis[t] || {};
		for (var r = 0, i = n.length; r < i; r++) {
			var a = n[r];
			!e.emphasis[t].hasOwnProperty(a) && e[t].hasOwnProperty(a) && (e.emphasis[t][a] = e[t][a]);
		}
	}
}
var tc = /* @__PURE__ */ "fontStyle.fontWeight.fontSize.fontFamily.rich.tag.color.textBorderColor.textBorderWidth.width.height.lineHeight.align.verticalAlign.baseline.shadowColor.shadowBlur.shadowOffsetX.shadowOffsetY.textShadowColor.textShadowBlur.textShadowOffsetX.textShadowOffsetY.backgroundColor.borderColor.borderWidth.borderRadius.padding".split(".");
function nc(e) {
	return K(e) && !U(e) && !(e instanceof Date) ? e.value : e;
}
function rc(e) {
	return K(e) && !(e instanceof Array);
}
function ic(e, t, n) {
	var r = n === "normalMerge", i = n === "replaceMerge", a = n === "replaceAll";
	e = e || [], t = (t || []).slice();
	var o = J();
	z(t, function(e, n) {
		K(e) || (t[n] = null);
	});
	var s = ac(e, o, n);
	return (r || i) && oc(s, e, o, t), r && sc(s, t), r || i ? cc(s, t, i) : a && lc(s, t), uc(s), s;
}
function ac(e, t, n) {
	var r = [];
	if (n === "replaceAll") return r;
	for (var i = 0; i < e.length; i++) {
		var a = e[i];
		a && a.id != null && t.set(a.id, i), r.push({
			existing: n === "replaceMerge" || hc(a) ? null : a,
			newOption: null,
			keyInfo: null,
			brandNew: null
		});
	}
	return r;
}
function oc(e, t, n, r) {
	z(r, function(i, a) {
		if (i && i.id != null) {
			var o = fc(i.id), s = n.get(o);
			if (s != null) {
				var c = e[s];
				Ve(!c.newOption, "Duplicated option on id \"" + o + "\"."), c.newOption = i, c.existing = t[s], r[a] = null;
			}
		}
	});
}
function sc(e, t) {
	z(t, function(n, r) {
		if (n && n.name != null) for (var i = 0; i < e.length; i++) {
			var a = e[i].existing;
			if (!e[i].newOption && a && (a.id == null || n.id == null) && !hc(n) && !hc(a) && dc("name", a, n)) {
				e[i].newOption = n, t[r] = null;
				return;
			}
		}
	});
}
function cc(e, t, n) {
	z(t, function(t) {
		if (t) {
			for (var r, i = 0; (r = e[i]) && (r.newOption || hc(r.existing) || r.existing && t.id != null && !dc("id", t, r.existing));) i++;
			r ? (r.newOption = t, r.brandNew = n) : e.push({
				newOption: t,
				brandNew: n,
				existing: null,
				keyInfo: null
			}), i++;
		}
	});
}
function lc(e, t) {
	z(t, function(t) {
		e.push({
			newOption: t,
			brandNew: !0,
			existing: null,
			keyInfo: null
		});
	});
}
function uc(e) {
	var t = J();
	z(e, function(e) {
		var n = e.existing;
		n && t.set(n.id, e);
	}), z(e, function(e) {
		var n = e.newOption;
		Ve(!n || n.id == null || !t.get(n.id) || t.get(n.id) === e, "id duplicates: " + (n && n.id)), n && n.id != null && t.set(n.id, e), !e.keyInfo && (e.keyInfo = {});
	}), z(e, function(e, n) {
		var r = e.existing, i = e.newOption, a = e.keyInfo;
		if (K(i)) {
			if (a.name = i.name == null ? r ? r.name : Zs + n : fc(i.name), r) a.id = fc(r.id);
			else if (i.id != null) a.id = fc(i.id);
			else {
				var o = 0;
				do
					a.id = "\0" + a.name + "\0" + o++;
				while (t.get(a.id));
			}
			t.set(a.id, e);
		}
	});
}
function dc(e, t, n) {
	var r = pc(t[e], null), i = pc(n[e], null);
	return r != null && i != null && r === i;
}
function fc(e) {
	return pc(e, "");
}
function pc(e, t) {
	return e == null ? t : G(e) ? e : Ae(e) || ke(e) ? e + "" : t;
}
function mc(e) {
	var t = e.name;
	return !!(t && t.indexOf(Zs));
}
function hc(e) {
	return e && e.id != null && fc(e.id).indexOf(Qs) === 0;
}
function gc(e) {
	return Qs + e;
}
function _c(e, t, n) {
	z(e, function(e) {
		var r = e.newOption;
		K(r) && (e.keyInfo.mainType = t, e.keyInfo.subType = vc(t, r, e.existing, n));
	});
}
function vc(e, t, n, r) {
	return t.type ? t.type : n ? n.subType : r.determineSubType(e, t);
}
function yc(e, t) {
	if (t.dataIndexInside != null) return t.dataIndexInside;
	if (t.dataIndex != null) return U(t.dataIndex) ? B(t.dataIndex, function(t) {
		return e.indexOfRawIndex(t);
	}) : e.indexOfRawIndex(t.dataIndex);
	if (t.name != null) return U(t.name) ? B(t.name, function(t) {
		return e.indexOfName(t);
	}) : e.indexOfName(t.name);
}
function bc() {
	var e = "__ec_inner_" + xc++;
	return function(t) {
		return t[e] || (t[e] = {});
	};
}
var xc = Bs();
function Sc(e, t, n) {
	var r = Cc(t, n), i = r.mainTypeSpecified, a = r.queryOptionMap, o = r.others, s = n ? n.defaultMainType : null;
	return !i && s && a.set(s, {}), a.each(function(t, r) {
		var i = Ec(e, r, t, {
			useDefault: s === r,
			enableAll: n && n.enableAll != null ? n.enableAll : !0,
			enableNone: n && n.enableNone != null ? n.enableNone : !0
		});
		o[r + "Models"] = i.models, o[r + "Model"] = i.models[0];
	}), o;
}
function Cc(e, t) {
	var n;
	if (G(e)) {
		var r = {};
		r[e + "Index"] = 0, n = r;
	} else n = e;
	var i = J(), a = {}, o = !1;
	return z(n, function(e, n) {
		if (n === "dataIndex" || n === "dataIndexInside") a[n] = e;
		else {
			var r = n.match(/^(\w+)(Index|Id|Name)$/) || [], s = r[1], c = (r[2] || "").toLowerCase();
			if (!(!s || !c || t && t.includeMainTypes && R(t.includeMainTypes, s) < 0)) {
				o = o || !!s;
				var l = i.get(s) || i.set(s, {});
				l[c] = e;
			}
		}
	}), {
		mainTypeSpecified: o,
		queryOptionMap: i,
		others: a
	};
}
var wc = {
	useDefault: !0,
	enableAll: !1,
	enableNone: !1
}, Tc = {
	useDefault: !1,
	enableAll: !0,
	enableNone: !0
};
function Ec(e, t, n, r) {
	r = r || wc;
	var i = n.index, a = n.id, o = n.name, s = {
		models: null,
		specified: i != null || a != null || o != null
	};
	if (!s.specified) {
		var c = void 0;
		return s.models = r.useDefault && (c = e.getComponent(t)) ? [c] : [], s;
	}
	if (i === "none" || i === !1) {
		if (r.enableNone) return s.models = [], s;
		i = -1;
	}
	return i === "all" && (i = r.enableAll ? a = o = null : -1), s.models = e.queryComponents({
		mainType: t,
		index: i,
		id: a,
		name: o
	}), s;
}
function Dc(e, t, n) {
	var r = {};
	r[t + "Id"] = e[t + "Id"], r[t + "Index"] = e[t + "Index"], r[t + "Name"] = e[t + "Name"];
	var i = {
		mainType: t,
		query: r
	};
	return n && (i.subType = n), i;
}
function Oc(e, t, n) {
	e.setAttribute ? e.setAttribute(t, n) : e[t] = n;
}
function kc(e, t) {
	return e.getAttribute ? e.getAttribute(t) : e[t];
}
function Ac(e) {
	return e === "auto" ? Y.domSupported ? "html" : "richText" : e || "html";
}
function jc(e, t, n, r, i) {
	var a = t == null || t === "auto";
	if (r == null) return r;
	if (Ae(r)) {
		var o = Xs(n || 0, r, i);
		return Z(o, a ? Math.max(Es(n || 0), Es(r)) : t);
	}
	if (G(r)) return i < 1 ? n : r;
	for (var s = [], c = n, l = r, u = Math.max(c ? c.length : 0, l.length), d = 0; d < u; ++d) {
		var f = e.getDimensionInfo(d);
		if (f && f.type === "ordinal") s[d] = (i < 1 && c ? c : l)[d];
		else {
			var p = c && c[d] ? c[d] : 0, m = l[d], o = Xs(p, m, i);
			s[d] = Z(o, a ? Math.max(Es(p), Es(m)) : t);
		}
	}
	return s;
}
(function() {
	function e() {}
	return e.prototype.reset = function(e, t, n, r) {
		return this._list = e, this._step = r = r || 1, this._idx = t, this._end = n ?? (r > 0 ? e.length : 0), this.item = null, this.key = NaN, this;
	}, e.prototype.next = function() {
		return (this._step > 0 ? this._idx < this._end : this._idx >= this._end) && (this.item = this._list[this._idx], this.key = this._idx += this._step, !0);
	}, e;
})();
function Mc() {
	return [Infinity, -Infinity];
}
function Nc(e, t) {
	Lc(t) && (t < e[0] && (e[0] = t), t > e[1] && (e[1] = t));
}
function Pc(e, t) {
	Lc(t) && t < e[0] && (e[0] = t);
}
function Fc(e, t) {
	Lc(t) && t > e[1] && (e[1] = t);
}
function Ic(e, t) {
	Rc(t[0], t[1]) && (t[0] < e[0] && (e[0] = t[0]), t[1] > e[1] && (e[1] = t[1]));
}
function Lc(e) {
	return e != null && isFinite(e);
}
function Rc(e, t) {
	return Lc(e) && Lc(t) && e <= t;
}
function zc(e) {
	var t = e[1] - e[0];
	return isFinite(t) && t >= 0;
}
function Bc(e) {
	Rc(e[0], e[1]) && e[0] > e[1] && (e[0] = e[1]);
}
function Vc() {
	var e = "__ec_once_" + Hc++;
	return function(t, n) {
		$e(t, e) || (t[e] = 1, n());
	};
}
var Hc = Bs();
function Uc(e, t, n) {
	var r = J(), i = 0;
	z(e, function(a) {
		var o = t(a), s = r.get(o) || 0;
		n && n(a, s), !s && !n && (e[i++] = a), r.set(o, s + 1);
	}), n || (e.length = i);
}
function Wc(e) {
	return e.value + "";
}
function Gc(e) {
	return e + "";
}
function Kc(e, t) {
	return q(t, !0) ? e.seriesIndex + 2 : 0;
}
function qc(e, t, n) {
	var r = e.getData().count();
	return {
		progressiveRender: n.progressiveEnabled && t.incrementalPrepareRender && r >= n.threshold,
		large: e.get("large") && r >= e.get("largeThreshold"),
		modDataCount: e.get("progressiveChunkMode") === "mod" ? e.getData().count() : null
	};
}
function Jc(e) {
	return { overallReset: e };
}
// node_modules/echarts/lib/util/innerStore.js
var Yc = bc(), Xc = function(e, t, n, r) {
	if (r) {
		var i = Yc(r);
		i.dataIndex = n, i.dataType = t, i.seriesIndex = e, i.ssrType = "chart", r.type === "group" && r.traverse(function(r) {
			var i = Yc(r);
			i.seriesIndex = e, i.dataIndex = n, i.dataType = t, i.ssrType = "chart";
		});
	}
}, Zc = J([
	"tooltip",
	"label",
	"itemName",
	"itemId",
	"itemGroupId",
	"itemChildGroupId",
	"seriesName"
]), Qc = "original", $c = "arrayRows", el = "objectRows", tl = "keyedColumns", nl = "typedArray", rl = "unknown", il = "column", al = [
	"getDom",
	"getZr",
	"getWidth",
	"getHeight",
	"getDevicePixelRatio",
	"dispatchAction",
	"isSSR",
	"isDisposed",
	"on",
	"off",
	"getDataURL",
	"getConnectedDataURL",
	"getOption",
	"getId",
	"updateLabelLayout"
], ol = function() {
	function e(e) {
		z(al, function(t) {
			this[t] = V(e[t], e);
		}, this);
	}
	return e;
}();
function sl(e, t) {
	return t.mainType === "series" ? e.getViewOfSeriesModel(t) : e.getViewOfComponentModel(t);
}
// node_modules/echarts/lib/util/states.js
var cl = 1, ll = {}, ul = bc(), dl = bc(), fl = [
	"emphasis",
	"blur",
	"select"
], pl = [
	"normal",
	"emphasis",
	"blur",
	"select"
], ml = "highlight", hl = "downplay", gl = "select", _l = "unselect", vl = "toggleSelect", yl = "selectchanged";
function bl(e) {
	return e != null && e !== "none";
}
function xl(e, t, n) {
	e.onHoverStateChange && (e.hoverState || 0) !== n && e.onHoverStateChange(t), e.hoverState = n;
}
function Sl(e) {
	xl(e, "emphasis", 2);
}
function Cl(e) {
	e.hoverState === 2 && xl(e, "normal", 0);
}
function wl(e) {
	xl(e, "blur", 1);
}
function Tl(e) {
	e.hoverState === 1 && xl(e, "normal", 0);
}
function El(e) {
	e.selected = !0;
}
function Dl(e) {
	e.selected = !1;
}
function Ol(e, t, n) {
	t(e, n);
}
function kl(e, t, n) {
	Ol(e, t, n), e.isGroup && e.traverse(function(e) {
		Ol(e, t, n);
	});
}
function Al(e, t) {
	switch (t) {
		case "emphasis":
			e.hoverState = 2;
			break;
		case "normal":
			e.hoverState = 0;
			break;
		case "blur":
			e.hoverState = 1;
			break;
		case "select": e.selected = !0;
	}
}
function jl(e, t, n, r) {
	for (var i = e.style, a = {}, o = 0; o < t.length; o++) {
		var s = t[o];
		a[s] = i[s] ?? (r && r[s]);
	}
	for (var o = 0; o < e.animators.length; o++) {
		var c = e.animators[o];
		c.__fromStateTransition && c.__fromStateTransition.indexOf(n) < 0 && c.targetName === "style" && c.saveTo(a, t);
	}
	return a;
}
function Ml(e, t, n, r) {
	var i = n && R(n, "select") >= 0, a = !1;
	if (e instanceof Do) {
		var o = ul(e), s = i && o.selectFill || o.normalFill, c = i && o.selectStroke || o.normalStroke;
		if (bl(s) || bl(c)) {
			r = r || {};
			var l = r.style || {};
			l.fill === "inherit" ? (a = !0, r = I({}, r), l = I({}, l), l.fill = s) : !bl(l.fill) && bl(s) ? (a = !0, r = I({}, r), l = I({}, l), l.fill = vi(s)) : !bl(l.stroke) && bl(c) && (a || (r = I({}, r), l = I({}, l)), l.stroke = vi(c)), r.style = l;
		}
	}
	if (r && r.z2 == null) {
		a || (r = I({}, r));
		var u = e.z2EmphasisLift;
		r.z2 = e.z2 + (u ?? 10);
	}
	return r;
}
function Nl(e, t, n) {
	if (n && n.z2 == null) {
		n = I({}, n);
		var r = e.z2SelectLift;
		n.z2 = e.z2 + (r ?? 9);
	}
	return n;
}
function Pl(e, t, n) {
	var r = R(e.currentStates, t) >= 0, i = e.style.opacity, a = r ? null : jl(e, ["opacity"], t, { opacity: 1 });
	n = n || {};
	var o = n.style || {};
	return o.opacity ?? (n = I({}, n), o = I({ opacity: r ? i : a.opacity * .1 }, o), n.style = o), n;
}
function Fl(e, t) {
	var n = this.states[e];
	if (this.style) {
		if (e === "emphasis") return Ml(this, e, t, n);
		if (e === "blur") return Pl(this, e, n);
		if (e === "select") return Nl(this, e, n);
	}
	return n;
}
function Il(e) {
	e.stateProxy = Fl;
	var t = e.getTextContent(), n = e.getTextGuideLine();
	t && (t.stateProxy = Fl), n && (n.stateProxy = Fl);
}
function Ll(e, t) {
	!Gl(e, t) && !e.__highByOuter && kl(e, Sl);
}
function Rl(e, t) {
	!Gl(e, t) && !e.__highByOuter && kl(e, Cl);
}
function zl(e, t) {
	e.__highByOuter |= 1 << (t || 0), kl(e, Sl);
}
function Bl(e, t) {
	!(e.__highByOuter &= ~(1 << (t || 0))) && kl(e, Cl);
}
function Vl(e) {
	kl(e, wl);
}
function Hl(e) {
	kl(e, Tl);
}
function Ul(e) {
	kl(e, El);
}
function Wl(e) {
	kl(e, Dl);
}
function Gl(e, t) {
	return e.__highDownSilentOnTouch && t.zrByTouch;
}
function Kl(e) {
	var t = e.getModel(), n = [], r = [];
	t.eachComponent(function(t, i) {
		var a = dl(i), o = sl(e, i), s = t === "series";
		!s && r.push(o), a.isBlured && (o.group.traverse(function(e) {
			Tl(e);
		}), s && n.push(i)), a.isBlured = !1;
	}), z(r, function(e) {
		e && e.toggleBlurSeries && e.toggleBlurSeries(n, !1, t);
	});
}
function ql(e, t, n, r) {
	var i = r.getModel();
	n = n || "coordinateSystem";
	function a(e, t) {
		for (var n = 0; n < t.length; n++) {
			var r = e.getItemGraphicEl(t[n]);
			r && Hl(r);
		}
	}
	if (e != null && t && t !== "none") {
		var o = i.getSeriesByIndex(e), s = o.coordinateSystem;
		s && s.master && (s = s.master);
		var c = [];
		i.eachSeries(function(e) {
			var i = o === e, l = e.coordinateSystem;
			if (l && l.master && (l = l.master), !(n === "series" && !i || n === "coordinateSystem" && !(l && s ? l === s : i) || t === "series" && i)) {
				if (r.getViewOfSeriesModel(e).group.traverse(function(e) {
					e.__highByOuter && i && t === "self" || wl(e);
				}), Ce(t)) a(e.getData(), t);
				else if (K(t)) for (var u = De(t), d = 0; d < u.length; d++) a(e.getData(u[d]), t[u[d]]);
				c.push(e), dl(e).isBlured = !0;
			}
		}), i.eachComponent(function(e, t) {
			if (e !== "series") {
				var n = r.getViewOfComponentModel(t);
				n && n.toggleBlurSeries && n.toggleBlurSeries(c, !0, i);
			}
		});
	}
}
function Jl(e, t, n) {
	if (e != null && t != null) {
		var r = n.getModel().getComponent(e, t);
		if (r) {
			dl(r).isBlured = !0;
			var i = n.getViewOfComponentModel(r);
			i && i.focusBlurEnabled && i.group.traverse(function(e) {
				wl(e);
			});
		}
	}
}
function Yl(e, t, n) {
	var r = e.seriesIndex, i = e.getData(t.dataType);
	if (i) {
		var a = yc(i, t);
		a = (U(a) ? a[0] : a) || 0;
		var o = i.getItemGraphicEl(a);
		if (!o) for (var s = i.count(), c = 0; !o && c < s;) o = i.getItemGraphicEl(c++);
		if (o) {
			var l = Yc(o);
			ql(r, l.focus, l.blurScope, n);
		} else {
			var u = e.get(["emphasis", "focus"]), d = e.get(["emphasis", "blurScope"]);
			u != null && ql(r, u, d, n);
		}
	}
}
function Xl(e, t, n, r) {
	var i = {
		focusSelf: !1,
		dispatchers: null
	};
	if (e == null || e === "series" || t == null || n == null) return i;
	var a = r.getModel().getComponent(e, t);
	if (!a) return i;
	var o = r.getViewOfComponentModel(a);
	if (!o || !o.findHighDownDispatchers) return i;
	for (var s = o.findHighDownDispatchers(n), c, l = 0; l < s.length; l++) if (Yc(s[l]).focus === "self") {
		c = !0;
		break;
	}
	return {
		focusSelf: c,
		dispatchers: s
	};
}
function Zl(e, t, n) {
	var r = Yc(e), i = Xl(r.componentMainType, r.componentIndex, r.componentHighDownName, n), a = i.dispatchers, o = i.focusSelf;
	a ? (o && Jl(r.componentMainType, r.componentIndex, n), z(a, function(e) {
		return Ll(e, t);
	})) : (ql(r.seriesIndex, r.focus, r.blurScope, n), r.focus === "self" && Jl(r.componentMainType, r.componentIndex, n), Ll(e, t));
}
function Ql(e, t, n) {
	Kl(n);
	var r = Yc(e), i = Xl(r.componentMainType, r.componentIndex, r.componentHighDownName, n).dispatchers;
	i ? z(i, function(e) {
		return Rl(e, t);
	}) : Rl(e, t);
}
function $l(e, t, n) {
	if (fu(t)) {
		var r = t.dataType, i = yc(e.getData(r), t);
		U(i) || (i = [i]), e[t.type === "toggleSelect" ? "toggleSelect" : t.type === "select" ? "select" : "unselect"](i, r);
	}
}
function eu(e) {
	z(e.getAllData(), function(t) {
		var n = t.data, r = t.type;
		n.eachItemGraphicEl(function(t, n) {
			e.isSelected(n, r) ? Ul(t) : Wl(t);
		});
	});
}
function tu(e) {
	var t = [];
	return e.eachSeries(function(e) {
		z(e.getAllData(), function(n) {
			n.data;
			var r = n.type, i = e.getSelectedDataIndices();
			if (i.length > 0) {
				var a = {
					dataIndex: i,
					seriesIndex: e.seriesIndex
				};
				r != null && (a.dataType = r), t.push(a);
			}
		});
	}), t;
}
function nu(e, t, n) {
	lu(e, !0), kl(e, Il), au(e, t, n);
}
function ru(e) {
	lu(e, !1);
}
function iu(e, t, n, r) {
	r ? ru(e) : nu(e, t, n);
}
function au(e, t, n) {
	var r = Yc(e);
	t == null ? r.focus && (r.focus = null) : (r.focus = t, r.blurScope = n);
}
var ou = [
	"emphasis",
	"blur",
	"select"
], su = {
	itemStyle: "getItemStyle",
	lineStyle: "getLineStyle",
	areaStyle: "getAreaStyle"
};
function cu(e, t, n, r) {
	n = n || "itemStyle";
	for (var i = 0; i < ou.length; i++) {
		var a = ou[i], o = t.getModel([a, n]), s = e.ensureState(a);
		s.style = r ? r(o) : o[su[n]]();
	}
}
function lu(e, t) {
	var n = t === !1, r = e;
	e.highDownSilentOnTouch && (r.__highDownSilentOnTouch = e.highDownSilentOnTouch), (!n || r.__highDownDispatcher) && (r.__highByOuter = r.__highByOuter || 0, r.__highDownDispatcher = !n);
}
function uu(e) {
	return !!(e && e.__highDownDispatcher);
}
function du(e) {
	var t = ll[e];
	return t == null && cl <= 32 && (t = ll[e] = cl++), t;
}
function fu(e) {
	var t = e.type;
	return t === "select" || t === "unselect" || t === "toggleSelect";
}
function pu(e) {
	var t = e.type;
	return t === "highlight" || t === "downplay";
}
function mu(e) {
	var t = ul(e);
	t.normalFill = e.style.fill, t.normalStroke = e.style.stroke;
	var n = e.states.select || {};
	t.selectFill = n.style && n.style.fill || null, t.selectStroke = n.style && n.style.stroke || null;
}
// node_modules/zrender/lib/tool/transformPath.js
var hu = to.CMD, gu = [
	[],
	[],
	[]
], _u = Math.sqrt, vu = Math.atan2;
function yu(e, t) {
	if (t) {
		var n = e.data, r = e.len(), i, a, o, s, c, l, u = hu.M, d = hu.C, f = hu.L, p = hu.R, m = hu.A, h = hu.Q;
		for (o = 0, s = 0; o < r;) {
			switch (i = n[o++], s = o, a = 0, i) {
				case u:
					a = 1;
					break;
				case f:
					a = 1;
					break;
				case d:
					a = 3;
					break;
				case h:
					a = 2;
					break;
				case m:
					var g = t[4], _ = t[5], v = _u(t[0] * t[0] + t[1] * t[1]), y = _u(t[2] * t[2] + t[3] * t[3]), b = vu(-t[1] / y, t[0] / v);
					n[o] *= v, n[o++] += g, n[o] *= y, n[o++] += _, n[o++] *= v, n[o++] *= y, n[o++] += b, n[o++] += b, o += 2, s = o;
					break;
				case p: l[0] = n[o++], l[1] = n[o++], Zt(l, l, t), n[s++] = l[0], n[s++] = l[1], l[0] += n[o++], l[1] += n[o++], Zt(l, l, t), n[s++] = l[0], n[s++] = l[1];
			}
			for (c = 0; c < a; c++) {
				var x = gu[c];
				x[0] = n[o++], x[1] = n[o++], Zt(x, x, t), n[s++] = x[0], n[s++] = x[1];
			}
		}
		e.increaseVersion();
	}
}
// node_modules/zrender/lib/tool/path.js
var bu = Math.sqrt, xu = Math.sin, Su = Math.cos, Cu = Math.PI;
function wu(e) {
	return Math.sqrt(e[0] * e[0] + e[1] * e[1]);
}
function Tu(e, t) {
	return (e[0] * t[0] + e[1] * t[1]) / (wu(e) * wu(t));
}
function Eu(e, t) {
	return (e[0] * t[1] < e[1] * t[0] ? -1 : 1) * Math.acos(Tu(e, t));
}
function Du(e, t, n, r, i, a, o, s, c, l, u) {
	var d = Cu / 180 * c, f = Su(d) * (e - n) / 2 + xu(d) * (t - r) / 2, p = -1 * xu(d) * (e - n) / 2 + Su(d) * (t - r) / 2, m = f * f / (o * o) + p * p / (s * s);
	m > 1 && (o *= bu(m), s *= bu(m));
	var h = (i === a ? -1 : 1) * bu((o * o * (s * s) - o * o * (p * p) - s * s * (f * f)) / (o * o * (p * p) + s * s * (f * f))) || 0, g = h * o * p / s, _ = h * -s * f / o, v = (e + n) / 2 + Su(d) * g - xu(d) * _, y = (t + r) / 2 + xu(d) * g + Su(d) * _, b = Eu([1, 0], [(f - g) / o, (p - _) / s]), x = [(f - g) / o, (p - _) / s], S = [(-1 * f - g) / o, (-1 * p - _) / s], C = Eu(x, S);
	if (Tu(x, S) <= -1 && (C = Cu), Tu(x, S) >= 1 && (C = 0), C < 0) {
		var w = Math.round(C / Cu * 1e6) / 1e6;
		C = Cu * 2 + w % 2 * Cu;
	}
	u.addData(l, v, y, o, s, b, C, d, a);
}
var Ou = /([mlvhzcqtsa])([^mlvhzcqtsa]*)/gi, ku = /-?([0-9]*\.)?[0-9]+([eE]-?[0-9]+)?/g;
function Au(e) {
	var t = new to();
	if (!e) return t;
	var n = 0, r = 0, i = n, a = r, o, s = to.CMD, c = e.match(Ou);
	if (!c) return t;
	for (var l = 0; l < c.length; l++) {
		for (var u = c[l], d = u.charAt(0), f = void 0, p = u.match(ku) || [], m = p.length, h = 0; h < m; h++) p[h] = parseFloat(p[h]);
		for (var g = 0; g < m;) {
			var _ = void 0, v = void 0, y = void 0, b = void 0, x = void 0, S = void 0, C = void 0, w = n, T = r, E = void 0, D = void 0;
			switch (d) {
				case "l":
					n += p[g++], r += p[g++], f = s.L, t.addData(f, n, r);
					break;
				case "L":
					n = p[g++], r = p[g++], f = s.L, t.addData(f, n, r);
					break;
				case "m":
					n += p[g++], r += p[g++], f = s.M, t.addData(f, n, r), i = n, a = r, d = "l";
					break;
				case "M":
					n = p[g++], r = p[g++], f = s.M, t.addData(f, n, r), i = n, a = r, d = "L";
					break;
				case "h":
					n += p[g++], f = s.L, t.addData(f, n, r);
					break;
				case "H":
					n = p[g++], f = s.L, t.addData(f, n, r);
					break;
				case "v":
					r += p[g++], f = s.L, t.addData(f, n, r);
					break;
				case "V":
					r = p[g++], f = s.L, t.addData(f, n, r);
					break;
				case "C":
					f = s.C, t.addData(f, p[g++], p[g++], p[g++], p[g++], p[g++], p[g++]), n = p[g - 2], r = p[g - 1];
					break;
				case "c":
					f = s.C, t.addData(f, p[g++] + n, p[g++] + r, p[g++] + n, p[g++] + r, p[g++] + n, p[g++] + r), n += p[g - 2], r += p[g - 1];
					break;
				case "S":
					_ = n, v = r, E = t.len(), D = t.data, o === s.C && (_ += n - D[E - 4], v += r - D[E - 3]), f = s.C, w = p[g++], T = p[g++], n = p[g++], r = p[g++], t.addData(f, _, v, w, T, n, r);
					break;
				case "s":
					_ = n, v = r, E = t.len(), D = t.data, o === s.C && (_ += n - D[E - 4], v += r - D[E - 3]), f = s.C, w = n + p[g++], T = r + p[g++], n += p[g++], r += p[g++], t.addData(f, _, v, w, T, n, r);
					break;
				case "Q":
					w = p[g++], T = p[g++], n = p[g++], r = p[g++], f = s.Q, t.addData(f, w, T, n, r);
					break;
				case "q":
					w = p[g++] + n, T = p[g++] + r, n += p[g++], r += p[g++], f = s.Q, t.addData(f, w, T, n, r);
					break;
				case "T":
					_ = n, v = r, E = t.len(), D = t.data, o === s.Q && (_ += n - D[E - 4], v += r - D[E - 3]), n = p[g++], r = p[g++], f = s.Q, t.addData(f, _, v, n, r);
					break;
				case "t":
					_ = n, v = r, E = t.len(), D = t.data, o === s.Q && (_ += n - D[E - 4], v += r - D[E - 3]), n += p[g++], r += p[g++], f = s.Q, t.addData(f, _, v, n, r);
					break;
				case "A":
					y = p[g++], b = p[g++], x = p[g++], S = p[g++], C = p[g++], w = n, T = r, n = p[g++], r = p[g++], f = s.A, Du(w, T, n, r, S, C, y, b, x, f, t);
					break;
				case "a": y = p[g++], b = p[g++], x = p[g++], S = p[g++], C = p[g++], w = n, T = r, n += p[g++], r += p[g++], f = s.A, Du(w, T, n, r, S, C, y, b, x, f, t);
			}
		}
		(d === "z" || d === "Z") && (f = s.Z, t.addData(f), n = i, r = a), o = f;
	}
	return t.toStatic(), t;
}
var ju = function(e) {
	A(t, e);
	function t() {
		return e !== null && e.apply(this, arguments) || this;
	}
	return t.prototype.applyTransform = function(e) {}, t;
}(Do);
function Mu(e) {
	return e.setData != null;
}
function Nu(e, t) {
	var n = Au(e), r = I({}, t);
	return r.buildPath = function(e) {
		var t = Mu(e);
		if (t && e.canSave()) {
			e.appendPath(n);
			var r = e.getContext();
			r && e.rebuildPath(r, 1);
		} else {
			var r = t ? e.getContext() : e;
			r && n.rebuildPath(r, 1);
		}
	}, r.applyTransform = function(e) {
		yu(n, e), this.dirtyShape();
	}, r;
}
function Pu(e, t) {
	return new ju(Nu(e, t));
}
function Fu(e, t) {
	var n = Nu(e, t);
	return function(e) {
		A(t, e);
		function t(t) {
			var r = e.call(this, t) || this;
			return r.applyTransform = n.applyTransform, r.buildPath = n.buildPath, r;
		}
		return t;
	}(ju);
}
function Iu(e, t) {
	for (var n = [], r = e.length, i = 0; i < r; i++) {
		var a = e[i];
		n.push(a.getUpdatedPathProxy(!0));
	}
	var o = new Do(t);
	return o.createPathProxy(), o.buildPath = function(e) {
		if (Mu(e)) {
			e.appendPath(n);
			var t = e.getContext();
			t && e.rebuildPath(t, 1);
		}
	}, o;
}
// node_modules/zrender/lib/graphic/Group.js
var Lu = function(e) {
	A(t, e);
	function t(t) {
		var n = e.call(this) || this;
		return n.isGroup = !0, n._children = [], n.attr(t), n;
	}
	return t.prototype.childrenRef = function() {
		return this._children;
	}, t.prototype.children = function() {
		return this._children.slice();
	}, t.prototype.childAt = function(e) {
		return this._children[e];
	}, t.prototype.childOfName = function(e) {
		for (var t = this._children, n = 0; n < t.length; n++) if (t[n].name === e) return t[n];
	}, t.prototype.childCount = function() {
		return this._children.length;
	}, t.prototype.add = function(e) {
		return e && e !== this && e.parent !== this && (this._children.push(e), this._doAdd(e)), this;
	}, t.prototype.addBefore = function(e, t) {
		if (e && e !== this && e.parent !== this && t && t.parent === this) {
			var n = this._children, r = n.indexOf(t);
			r >= 0 && (n.splice(r, 0, e), this._doAdd(e));
		}
		return this;
	}, t.prototype.replace = function(e, t) {
		var n = R(this._children, e);
		return n >= 0 && this.replaceAt(t, n), this;
	}, t.prototype.replaceAt = function(e, t) {
		var n = this._children, r = n[t];
		if (e && e !== this && e.parent !== this && e !== r) {
			n[t] = e, r.parent = null;
			var i = this.__zr;
			i && r.removeSelfFromZr(i), this._doAdd(e);
		}
		return this;
	}, t.prototype._doAdd = function(e) {
		e.parent && e.parent.remove(e), e.parent = this;
		var t = this.__zr;
		t && t !== e.__zr && e.addSelfToZr(t), t && t.refresh();
	}, t.prototype.remove = function(e) {
		var t = this.__zr, n = this._children, r = R(n, e);
		return r < 0 || (n.splice(r, 1), e.parent = null, t && e.removeSelfFromZr(t), t && t.refresh()), this;
	}, t.prototype.removeAll = function() {
		for (var e = this._children, t = this.__zr, n = 0; n < e.length; n++) {
			var r = e[n];
			t && r.removeSelfFromZr(t), r.parent = null;
		}
		return e.length = 0, this;
	}, t.prototype.eachChild = function(e, t) {
		for (var n = this._children, r = 0; r < n.length; r++) {
			var i = n[r];
			e.call(t, i, r);
		}
		return this;
	}, t.prototype.traverse = function(e, t) {
		for (var n = 0; n < this._children.length; n++) {
			var r = this._children[n], i = e.call(t, r);
			r.isGroup && !i && r.traverse(e, t);
		}
		return this;
	}, t.prototype.addSelfToZr = function(t) {
		e.prototype.addSelfToZr.call(this, t);
		for (var n = 0; n < this._children.length; n++) this._children[n].addSelfToZr(t);
	}, t.prototype.removeSelfFromZr = function(t) {
		e.prototype.removeSelfFromZr.call(this, t);
		for (var n = 0; n < this._children.length; n++) this._children[n].removeSelfFromZr(t);
	}, t.prototype.getBoundingRect = function(e) {
		for (var t = new X(0, 0, 0, 0), n = e || this._children, r = [], i = null, a = 0; a < n.length; a++) {
			var o = n[a];
			if (!(o.ignore || o.invisible)) {
				var s = o.getBoundingRect(), c = o.getLocalTransform(r);
				c ? (X.applyTransform(t, s, c), i = i || t.clone(), i.union(t)) : (i = i || s.clone(), i.union(s));
			}
		}
		return i || t;
	}, t;
}(ra);
Lu.prototype.type = "group";
// node_modules/zrender/lib/graphic/shape/Circle.js
var Ru = function() {
	function e() {
		this.cx = 0, this.cy = 0, this.r = 0;
	}
	return e;
}(), zu = function(e) {
	A(t, e);
	function t(t) {
		return e.call(this, t) || this;
	}
	return t.prototype.getDefaultShape = function() {
		return new Ru();
	}, t.prototype.buildPath = function(e, t) {
		e.moveTo(t.cx + t.r, t.cy), e.arc(t.cx, t.cy, t.r, 0, Math.PI * 2);
	}, t;
}(Do);
zu.prototype.type = "circle";
// node_modules/zrender/lib/graphic/shape/Ellipse.js
var Bu = function() {
	function e() {
		this.cx = 0, this.cy = 0, this.rx = 0, this.ry = 0;
	}
	return e;
}(), Vu = function(e) {
	A(t, e);
	function t(t) {
		return e.call(this, t) || this;
	}
	return t.prototype.getDefaultShape = function() {
		return new Bu();
	}, t.prototype.buildPath = function(e, t) {
		var n = .5522848, r = t.cx, i = t.cy, a = t.rx, o = t.ry, s = a * n, c = o * n;
		e.moveTo(r - a, i), e.bezierCurveTo(r - a, i - c, r - s, i - o, r, i - o), e.bezierCurveTo(r + s, i - o, r + a, i - c, r + a, i), e.bezierCurveTo(r + a, i + c, r + s, i + o, r, i + o), e.bezierCurveTo(r - s, i + o, r - a, i + c, r - a, i), e.closePath();
	}, t;
}(Do);
Vu.prototype.type = "ellipse";
// node_modules/zrender/lib/graphic/helper/roundSector.js
var Hu = Math.PI, Uu = Hu * 2, Wu = Math.sin, Gu = Math.cos, Ku = Math.acos, qu = Math.atan2, Ju = Math.abs, Yu = Math.sqrt, Xu = Math.max, Zu = Math.min, Qu = 1e-4;
function $u(e, t, n, r, i, a, o, s) {
	var c = n - e, l = r - t, u = o - i, d = s - a, f = d * c - u * l;
	if (!(f * f < Qu)) return f = (u * (t - a) - d * (e - i)) / f, [e + f * c, t + f * l];
}
function ed(e, t, n, r, i, a, o) {
	var s = e - n, c = t - r, l = (o ? a : -a) / Yu(s * s + c * c), u = l * c, d = -l * s, f = e + u, p = t + d, m = n + u, h = r + d, g = (f + m) / 2, _ = (p + h) / 2, v = m - f, y = h - p, b = v * v + y * y, x = i - a, S = f * h - m * p, C = (y < 0 ? -1 : 1) * Yu(Xu(0, x * x * b - S * S)), w = (S * y - v * C) / b, T = (-S * v - y * C) / b, E = (S * y + v * C) / b, D = (-S * v + y * C) / b, O = w - g, k = T - _, A = E - g, j = D - _;
	return O * O + k * k > A * A + j * j && (w = E, T = D), {
		cx: w,
		cy: T,
		x0: -u,
		y0: -d,
		x1: w * (i / x - 1),
		y1: T * (i / x - 1)
	};
}
function td(e) {
	var t;
	if (U(e)) {
		var n = e.length;
		if (!n) return e;
		t = n === 1 ? [
			e[0],
			e[0],
			0,
			0
		] : n === 2 ? [
			e[0],
			e[0],
			e[1],
			e[1]
		] : n === 3 ? e.concat(e[2]) : e;
	} else t = [
		e,
		e,
		e,
		e
	];
	return t;
}
function nd(e, t) {
	var n, r = Xu(t.r, 0), i = Xu(t.r0 || 0, 0), a = r > 0;
	if (a || i > 0) {
		if (a || (r = i, i = 0), i > r) {
			var o = r;
			r = i, i = o;
		}
		var s = t.startAngle, c = t.endAngle;
		if (!(isNaN(s) || isNaN(c))) {
			var l = t.cx, u = t.cy, d = !!t.clockwise, f = Ju(c - s), p = f > Uu && f % Uu;
			if (p > Qu && (f = p), !(r > Qu)) e.moveTo(l, u);
			else if (f > Uu - Qu) e.moveTo(l + r * Gu(s), u + r * Wu(s)), e.arc(l, u, r, s, c, !d), i > Qu && (e.moveTo(l + i * Gu(c), u + i * Wu(c)), e.arc(l, u, i, c, s, d));
			else {
				var m = void 0, h = void 0, g = void 0, _ = void 0, v = void 0, y = void 0, b = void 0, x = void 0, S = void 0, C = void 0, w = void 0, T = void 0, E = void 0, D = void 0, O = void 0, k = void 0, A = r * Gu(s), j = r * Wu(s), ee = i * Gu(c), te = i * Wu(c), ne = f > Qu;
				if (ne) {
					var re = t.cornerRadius;
					re && (n = td(re), m = n[0], h = n[1], g = n[2], _ = n[3]);
					var ie = Ju(r - i) / 2;
					if (v = Zu(ie, g), y = Zu(ie, _), b = Zu(ie, m), x = Zu(ie, h), w = S = Xu(v, y), T = C = Xu(b, x), (S > Qu || C > Qu) && (E = r * Gu(c), D = r * Wu(c), O = i * Gu(s), k = i * Wu(s), f < Hu)) {
						var M = $u(A, j, O, k, E, D, ee, te);
						if (M) {
							var ae = A - M[0], oe = j - M[1], se = E - M[0], ce = D - M[1], le = 1 / Wu(Ku((ae * se + oe * ce) / (Yu(ae * ae + oe * oe) * Yu(se * se + ce * ce))) / 2), ue = Yu(M[0] * M[0] + M[1] * M[1]);
							w = Zu(S, (r - ue) / (le + 1)), T = Zu(C, (i - ue) / (le - 1));
						}
					}
				}
				if (!ne) e.moveTo(l + A, u + j);
				else if (w > Qu) {
					var de = Zu(g, w), fe = Zu(_, w), N = ed(O, k, A, j, r, de, d), pe = ed(E, D, ee, te, r, fe, d);
					e.moveTo(l + N.cx + N.x0, u + N.cy + N.y0), w < S && de === fe ? e.arc(l + N.cx, u + N.cy, w, qu(N.y0, N.x0), qu(pe.y0, pe.x0), !d) : (de > 0 && e.arc(l + N.cx, u + N.cy, de, qu(N.y0, N.x0), qu(N.y1, N.x1), !d), e.arc(l, u, r, qu(N.cy + N.y1, N.cx + N.x1), qu(pe.cy + pe.y1, pe.cx + pe.x1), !d), fe > 0 && e.arc(l + pe.cx, u + pe.cy, fe, qu(pe.y1, pe.x1), qu(pe.y0, pe.x0), !d));
				} else e.moveTo(l + A, u + j), e.arc(l, u, r, s, c, !d);
				if (!(i > Qu) || !ne) e.lineTo(l + ee, u + te);
				else if (T > Qu) {
					var de = Zu(m, T), fe = Zu(h, T), N = ed(ee, te, E, D, i, -fe, d), pe = ed(A, j, O, k, i, -de, d);
					e.lineTo(l + N.cx + N.x0, u + N.cy + N.y0), T < C && de === fe ? e.arc(l + N.cx, u + N.cy, T, qu(N.y0, N.x0), qu(pe.y0, pe.x0), !d) : (fe > 0 && e.arc(l + N.cx, u + N.cy, fe, qu(N.y0, N.x0), qu(N.y1, N.x1), !d), e.arc(l, u, i, qu(N.cy + N.y1, N.cx + N.x1), qu(pe.cy + pe.y1, pe.cx + pe.x1), d), de > 0 && e.arc(l + pe.cx, u + pe.cy, de, qu(pe.y1, pe.x1), qu(pe.y0, pe.x0), !d));
				} else e.lineTo(l + ee, u + te), e.arc(l, u, i, c, s, d);
			}
			e.closePath();
		}
	}
}
// node_modules/zrender/lib/graphic/shape/Sector.js
var rd = function() {
	function e() {
		this.cx = 0, this.cy = 0, this.r0 = 0, this.r = 0, this.startAngle = 0, this.endAngle = Math.PI * 2, this.clockwise = !0, this.cornerRadius = 0;
	}
	return e;
}(), id = function(e) {
	A(t, e);
	function t(t) {
		return e.call(this, t) || this;
	}
	return t.prototype.getDefaultShape = function() {
		return new rd();
	}, t.prototype.buildPath = function(e, t) {
		nd(e, t);
	}, t.prototype.isZeroArea = function() {
		return this.shape.startAngle === this.shape.endAngle || this.shape.r === this.shape.r0;
	}, t;
}(Do);
id.prototype.type = "sector";
// node_modules/zrender/lib/graphic/shape/Ring.js
var ad = function() {
	function e() {
		this.cx = 0, this.cy = 0, this.r = 0, this.r0 = 0;
	}
	return e;
}(), od = function(e) {
	A(t, e);
	function t(t) {
		return e.call(this, t) || this;
	}
	return t.prototype.getDefaultShape = function() {
		return new ad();
	}, t.prototype.buildPath = function(e, t) {
		var n = t.cx, r = t.cy, i = Math.PI * 2;
		e.moveTo(n + t.r, r), e.arc(n, r, t.r, 0, i, !1), e.moveTo(n + t.r0, r), e.arc(n, r, t.r0, 0, i, !0);
	}, t;
}(Do);
od.prototype.type = "ring";
// node_modules/zrender/lib/graphic/helper/smoothBezier.js
function sd(e, t, n, r) {
	var i = [], a = [], o = [], s = [], c, l, u, d;
	if (r) {
		u = [Infinity, Infinity], d = [-Infinity, -Infinity];
		for (var f = 0, p = e.length; f < p; f++) Qt(u, u, e[f]), $t(d, d, e[f]);
		Qt(u, u, r[0]), $t(d, d, r[1]);
	}
	for (var f = 0, p = e.length; f < p; f++) {
		var m = e[f];
		if (n) c = e[f ? f - 1 : p - 1], l = e[(f + 1) % p];
		else if (f === 0 || f === p - 1) {
			i.push(zt(e[f]));
			continue;
		} else c = e[f - 1], l = e[f + 1];
		Ht(a, l, c), Gt(a, a, t);
		var h = qt(m, c), g = qt(m, l), _ = h + g;
		_ !== 0 && (h /= _, g /= _), Gt(o, a, -h), Gt(s, a, g);
		var v = Vt([], m, o), y = Vt([], m, s);
		r && ($t(v, v, u), Qt(v, v, d), $t(y, y, u), Qt(y, y, d)), i.push(v), i.push(y);
	}
	return n && i.push(i.shift()), i;
}
// node_modules/zrender/lib/graphic/helper/poly.js
function cd(e, t, n) {
	var r = t.smooth, i = t.points;
	if (i && i.length >= 2) {
		if (r) {
			var a = sd(i, r, n, t.smoothConstraint);
			e.moveTo(i[0][0], i[0][1]);
			for (var o = i.length, s = 0; s < (n ? o : o - 1); s++) {
				var c = a[s * 2], l = a[s * 2 + 1], u = i[(s + 1) % o];
				e.bezierCurveTo(c[0], c[1], l[0], l[1], u[0], u[1]);
			}
		} else {
			e.moveTo(i[0][0], i[0][1]);
			for (var s = 1, d = i.length; s < d; s++) e.lineTo(i[s][0], i[s][1]);
		}
		n && e.closePath();
	}
}
// node_modules/zrender/lib/graphic/shape/Polygon.js
var ld = function() {
	function e() {
		this.points = null, this.smooth = 0, this.smoothConstraint = null;
	}
	return e;
}(), ud = function(e) {
	A(t, e);
	function t(t) {
		return e.call(this, t) || this;
	}
	return t.prototype.getDefaultShape = function() {
		return new ld();
	}, t.prototype.buildPath = function(e, t) {
		cd(e, t, !0);
	}, t;
}(Do);
ud.prototype.type = "polygon";
// node_modules/zrender/lib/graphic/shape/Polyline.js
var dd = function() {
	function e() {
		this.points = null, this.percent = 1, this.smooth = 0, this.smoothConstraint = null;
	}
	return e;
}(), fd = function(e) {
	A(t, e);
	function t(t) {
		return e.call(this, t) || this;
	}
	return t.prototype.getDefaultStyle = function() {
		return {
			stroke: "#000",
			fill: null
		};
	}, t.prototype.getDefaultShape = function() {
		return new dd();
	}, t.prototype.buildPath = function(e, t) {
		cd(e, t, !1);
	}, t;
}(Do);
fd.prototype.type = "polyline";
// node_modules/zrender/lib/graphic/shape/Line.js
var pd = {}, md = function() {
	function e() {
		this.x1 = 0, this.y1 = 0, this.x2 = 0, this.y2 = 0, this.percent = 1;
	}
	return e;
}(), hd = function(e) {
	A(t, e);
	function t(t) {
		return e.call(this, t) || this;
	}
	return t.prototype.getDefaultStyle = function() {
		return {
			stroke: "#000",
			fill: null
		};
	}, t.prototype.getDefaultShape = function() {
		return new md();
	}, t.prototype.buildPath = function(e, t) {
		var n, r, i, a;
		if (this.subPixelOptimize) {
			var o = Io(pd, t, this.style);
			n = o.x1, r = o.y1, i = o.x2, a = o.y2;
		} else n = t.x1, r = t.y1, i = t.x2, a = t.y2;
		var s = t.percent;
		s !== 0 && (e.moveTo(n, r), s < 1 && (i = n * (1 - s) + i * s, a = r * (1 - s) + a * s), e.lineTo(i, a));
	}, t.prototype.pointAt = function(e) {
		var t = this.shape;
		return [t.x1 * (1 - e) + t.x2 * e, t.y1 * (1 - e) + t.y2 * e];
	}, t;
}(Do);
hd.prototype.type = "line";
// node_modules/zrender/lib/graphic/shape/BezierCurve.js
var gd = [], _d = function() {
	function e() {
		this.x1 = 0, this.y1 = 0, this.x2 = 0, this.y2 = 0, this.cpx1 = 0, this.cpy1 = 0, this.percent = 1;
	}
	return e;
}();
function vd(e, t, n) {
	var r = e.cpx2, i = e.cpy2;
	return r != null || i != null ? [(n ? Nr : Mr)(e.x1, e.cpx1, e.cpx2, e.x2, t), (n ? Nr : Mr)(e.y1, e.cpy1, e.cpy2, e.y2, t)] : [(n ? Br : zr)(e.x1, e.cpx1, e.x2, t), (n ? Br : zr)(e.y1, e.cpy1, e.y2, t)];
}
var yd = function(e) {
	A(t, e);
	function t(t) {
		return e.call(this, t) || this;
	}
	return t.prototype.getDefaultStyle = function() {
		return {
			stroke: "#000",
			fill: null
		};
	}, t.prototype.getDefaultShape = function() {
		return new _d();
	}, t.prototype.buildPath = function(e, t) {
		var n = t.x1, r = t.y1, i = t.x2, a = t.y2, o = t.cpx1, s = t.cpy1, c = t.cpx2, l = t.cpy2, u = t.percent;
		u !== 0 && (e.moveTo(n, r), c == null || l == null ? (u < 1 && (Ur(n, o, i, u, gd), o = gd[1], i = gd[2], Ur(r, s, a, u, gd), s = gd[1], a = gd[2]), e.quadraticCurveTo(o, s, i, a)) : (u < 1 && (Ir(n, o, c, i, u, gd), o = gd[1], c = gd[2], i = gd[3], Ir(r, s, l, a, u, gd), s = gd[1], l = gd[2], a = gd[3]), e.bezierCurveTo(o, s, c, l, i, a)));
	}, t.prototype.pointAt = function(e) {
		return vd(this.shape, e, !1);
	}, t.prototype.tangentAt = function(e) {
		var t = vd(this.shape, e, !0);
		return Kt(t, t);
	}, t;
}(Do);
yd.prototype.type = "bezier-curve";
// node_modules/zrender/lib/graphic/shape/Arc.js
var bd = function() {
	function e() {
		this.cx = 0, this.cy = 0, this.r = 0, this.startAngle = 0, this.endAngle = Math.PI * 2, this.clockwise = !0;
	}
	return e;
}(), xd = function(e) {
	A(t, e);
	function t(t) {
		return e.call(this, t) || this;
	}
	return t.prototype.getDefaultStyle = function() {
		return {
			stroke: "#000",
			fill: null
		};
	}, t.prototype.getDefaultShape = function() {
		return new bd();
	}, t.prototype.buildPath = function(e, t) {
		var n = t.cx, r = t.cy, i = Math.max(t.r, 0), a = t.startAngle, o = t.endAngle, s = t.clockwise, c = Math.cos(a), l = Math.sin(a);
		e.moveTo(c * i + n, l * i + r), e.arc(n, r, i, a, o, !s);
	}, t;
}(Do);
xd.prototype.type = "arc";
// node_modules/zrender/lib/graphic/CompoundPath.js
var Sd = function(e) {
	A(t, e);
	function t() {
		var t = e !== null && e.apply(this, arguments) || this;
		return t.type = "compound", t;
	}
	return t.prototype._updatePathDirty = function() {
		for (var e = this.shape.paths, t = this.shapeChanged(), n = 0; n < e.length; n++) t = t || e[n].shapeChanged();
		t && this.dirtyShape();
	}, t.prototype.beforeBrush = function() {
		this._updatePathDirty();
		for (var e = this.shape.paths || [], t = this.getGlobalScale(), n = 0; n < e.length; n++) e[n].path || e[n].createPathProxy(), e[n].path.setScale(t[0], t[1], e[n].segmentIgnoreThreshold);
	}, t.prototype.buildPath = function(e, t) {
		for (var n = t.paths || [], r = 0; r < n.length; r++) n[r].buildPath(e, n[r].shape, !0);
	}, t.prototype.afterBrush = function() {
		for (var e = this.shape.paths || [], t = 0; t < e.length; t++) e[t].pathUpdated();
	}, t.prototype.getBoundingRect = function() {
		return this._updatePathDirty.call(this), Do.prototype.getBoundingRect.call(this);
	}, t;
}(Do), Cd = function() {
	function e(e) {
		this.colorStops = e || [];
	}
	return e.prototype.addColorStop = function(e, t) {
		this.colorStops.push({
			offset: e,
			color: t
		});
	}, e;
}(), wd = function(e) {
	A(t, e);
	function t(t, n, r, i, a, o) {
		var s = e.call(this, a) || this;
		return s.x = t ?? 0, s.y = n ?? 0, s.x2 = r ?? 1, s.y2 = i ?? 0, s.type = "linear", s.global = o || !1, s;
	}
	return t;
}(Cd), Td = function(e) {
	A(t, e);
	function t(t, n, r, i, a) {
		var o = e.call(this, i) || this;
		return o.x = t ?? .5, o.y = n ?? .5, o.r = r ?? .5, o.type = "radial", o.global = a || !1, o;
	}
	return t;
}(Cd), Ed = Math.min, Dd = Math.max, Od = Math.abs, kd = [0, 0], Ad = [0, 0], jd = Tn(), Md = jd.minTv, Nd = jd.maxTv, Pd = function() {
	function e(e, t) {
		this._corners = [], this._axes = [], this._origin = [0, 0];
		for (var n = 0; n < 4; n++) this._corners[n] = new en();
		for (var n = 0; n < 2; n++) this._axes[n] = new en();
		e && this.fromBoundingRect(e, t);
	}
	return e.prototype.fromBoundingRect = function(e, t) {
		var n = this._corners, r = this._axes, i = e.x, a = e.y, o = i + e.width, s = a + e.height;
		if (n[0].set(i, a), n[1].set(o, a), n[2].set(o, s), n[3].set(i, s), t) for (var c = 0; c < 4; c++) n[c].transform(t);
		en.sub(r[0], n[1], n[0]), en.sub(r[1], n[3], n[0]), r[0].normalize(), r[1].normalize();
		for (var c = 0; c < 2; c++) this._origin[c] = r[c].dot(n[0]);
	}, e.prototype.intersect = function(e, t, n) {
		var r = !0, i = !t;
		return t && en.set(t, 0, 0), jd.reset(n, !i), !this._intersectCheckOneSide(this, e, i, 1) && (r = !1, i) || !this._intersectCheckOneSide(e, this, i, -1) && (r = !1, i) || !i && !jd.negativeSize && en.copy(t, r ? jd.useDir ? jd.dirMinTv : Md : Nd), r;
	}, e.prototype._intersectCheckOneSide = function(e, t, n, r) {
		for (var i = !0, a = 0; a < 2; a++) {
			var o = e._axes[a];
			if (e._getProjMinMaxOnAxis(a, e._corners, kd), e._getProjMinMaxOnAxis(a, t._corners, Ad), jd.negativeSize || kd[1] < Ad[0] || kd[0] > Ad[1]) {
				if (i = !1, jd.negativeSize || n) return i;
				var s = Od(Ad[0] - kd[1]), c = Od(kd[0] - Ad[1]);
				Ed(s, c) > Nd.len() && (s < c ? en.scale(Nd, o, -s * r) : en.scale(Nd, o, c * r));
			} else if (!n) {
				var s = Od(Ad[0] - kd[1]), c = Od(kd[0] - Ad[1]);
				(jd.useDir || Ed(s, c) < Md.len()) && ((s < c || !jd.bidirectional) && (en.scale(Md, o, s * r), jd.useDir && jd.calcDirMTV()), (s >= c || !jd.bidirectional) && (en.scale(Md, o, -c * r), jd.useDir && jd.calcDirMTV()));
			}
		}
		return i;
	}, e.prototype._getProjMinMaxOnAxis = function(e, t, n) {
		for (var r = this._axes[e], i = this._origin, a = t[0].dot(r) + i[e], o = a, s = a, c = 1; c < t.length; c++) {
			var l = t[c].dot(r) + i[e];
			o = Ed(l, o), s = Dd(l, s);
		}
		n[0] = o + jd.touchThreshold, n[1] = s - jd.touchThreshold, jd.negativeSize = n[1] < n[0];
	}, e;
}(), Fd = [], Id = function(e) {
	A(t, e);
	function t() {
		var t = e !== null && e.apply(this, arguments) || this;
		return t.notClear = !0, t.incremental = 1, t._displayables = [], t._temporaryDisplayables = [], t._cursor = 0, t;
	}
	return t.prototype.traverse = function(e, t) {
		e.call(t, this);
	}, t.prototype.useStyle = function() {
		this.style = {};
	}, t.prototype._useHoverStyle = function() {
		this.__hoverStyle = null;
	}, t.prototype.getCursor = function() {
		return this._cursor;
	}, t.prototype.innerAfterBrush = function() {
		this._cursor = this._displayables.length;
	}, t.prototype.clearDisplaybles = function() {
		this._displayables = [], this._temporaryDisplayables = [], this._cursor = 0, this.markRedraw(), this.notClear = !1;
	}, t.prototype.clearTemporalDisplayables = function() {
		this._temporaryDisplayables = [];
	}, t.prototype.addDisplayable = function(e, t) {
		t ? this._temporaryDisplayables.push(e) : this._displayables.push(e), this.markRedraw();
	}, t.prototype.addDisplayables = function(e, t) {
		t = t || !1;
		for (var n = 0; n < e.length; n++) this.addDisplayable(e[n], t);
	}, t.prototype.getDisplayables = function() {
		return this._displayables;
	}, t.prototype.getTemporalDisplayables = function() {
		return this._temporaryDisplayables;
	}, t.prototype.eachPendingDisplayable = function(e) {
		for (var t = this._cursor; t < this._displayables.length; t++) e && e(this._displayables[t]);
		for (var t = 0; t < this._temporaryDisplayables.length; t++) e && e(this._temporaryDisplayables[t]);
	}, t.prototype.update = function() {
		this.updateTransform();
		for (var e = this._cursor; e < this._displayables.length; e++) {
			var t = this._displayables[e];
			t.parent = this, t.update(), t.parent = null;
		}
		for (var e = 0; e < this._temporaryDisplayables.length; e++) {
			var t = this._temporaryDisplayables[e];
			t.parent = this, t.update(), t.parent = null;
		}
	}, t.prototype.getBoundingRect = function() {
		if (!this._rect) {
			for (var e = new X(Infinity, Infinity, -Infinity, -Infinity), t = 0; t < this._displayables.length; t++) {
				var n = this._displayables[t], r = n.getBoundingRect().clone();
				n.needLocalTransform() && r.applyTransform(n.getLocalTransform(Fd)), e.union(r);
			}
			this._rect = e;
		}
		return this._rect;
	}, t.prototype.contain = function(e, t) {
		var n = this.transformCoordToLocal(e, t);
		if (this.getBoundingRect().contain(n[0], n[1])) {
			for (var r = 0; r < this._displayables.length; r++) if (this._displayables[r].contain(e, t)) return !0;
		}
		return !1;
	}, t;
}(ya), Ld = bc();
function Rd(e, t, n, r, i) {
	var a;
	if (t && t.ecModel) {
		var o = t.ecModel.getUpdatePayload();
		a = o && o.animation;
	}
	var s = t && t.isAnimationEnabled(), c = e === "update";
	if (s) {
		var l = void 0, u = void 0, d = void 0;
		return r ? (l = q(r.duration, 200), u = q(r.easing, "cubicOut"), d = 0) : (l = t.getShallow(c ? "animationDurationUpdate" : "animationDuration"), u = t.getShallow(c ? "animationEasingUpdate" : "animationEasing"), d = t.getShallow(c ? "animationDelayUpdate" : "animationDelay")), a && (a.duration != null && (l = a.duration), a.easing != null && (u = a.easing), a.delay != null && (d = a.delay)), W(d) && (d = d(n, i)), W(l) && (l = l(n)), {
			duration: l || 0,
			delay: d,
			easing: u
		};
	}
	return null;
}
function zd(e, t, n, r, i, a, o) {
	var s = !1, c;
	W(i) ? (o = a, a = i, i = null) : K(i) && (a = i.cb, o = i.during, s = i.isFrom, c = i.removeOpt, i = i.dataIndex);
	var l = e === "leave";
	l || t.stopAnimation("leave");
	var u = Rd(e, r, i, l ? c || {} : null, r && r.getAnimationDelayParams ? r.getAnimationDelayParams(t, i) : null);
	if (u && u.duration > 0) {
		var d = u.duration, f = u.delay, p = u.easing, m = {
			duration: d,
			delay: f || 0,
			easing: p,
			done: a,
			force: !!a || !!o,
			setToFinal: !l,
			scope: e,
			during: o
		};
		s ? t.animateFrom(n, m) : t.animateTo(n, m);
	} else t.stopAnimation(), !s && t.attr(n), o && o(1), a && a();
}
function Bd(e, t, n, r, i, a) {
	zd("update", e, t, n, r, i, a);
}
function Vd(e, t, n, r, i, a) {
	zd("enter", e, t, n, r, i, a);
}
function Hd(e) {
	if (!e.__zr) return !0;
	for (var t = 0; t < e.animators.length; t++) if (e.animators[t].scope === "leave") return !0;
	return !1;
}
function Ud(e, t, n, r, i, a) {
	Hd(e) || zd("leave", e, t, n, r, i, a);
}
function Wd(e, t, n, r) {
	e.removeTextContent(), e.removeTextGuideLine(), Ud(e, { style: { opacity: 0 } }, t, n, r);
}
function Gd(e, t, n) {
	function r() {
		e.parent && e.parent.remove(e);
	}
	e.isGroup ? e.traverse(function(e) {
		e.isGroup || Wd(e, t, n, r);
	}) : Wd(e, t, n, r);
}
function Kd(e) {
	Ld(e).oldStyle = e.style;
}
// node_modules/echarts/lib/util/graphic.js
var qd = /* @__PURE__ */ t({
	Arc: () => xd,
	BezierCurve: () => yd,
	BoundingRect: () => X,
	Circle: () => zu,
	CompoundPath: () => Sd,
	Ellipse: () => Vu,
	Group: () => Lu,
	HOVER_LAYER_FOR_INCREMENTAL: () => 2,
	HOVER_LAYER_FROM_THRESHOLD: () => 1,
	HOVER_LAYER_NO: () => 0,
	Image: () => No,
	IncrementalDisplayable: () => Id,
	Line: () => hd,
	LinearGradient: () => wd,
	OrientedBoundingRect: () => Pd,
	Path: () => Do,
	Point: () => en,
	Polygon: () => ud,
	Polyline: () => fd,
	RadialGradient: () => Td,
	Rect: () => Vo,
	Ring: () => od,
	Sector: () => id,
	Text: () => Ko,
	WH: () => Xd,
	XY: () => Yd,
	applyTransform: () => ff,
	calcZ2Range: () => Ff,
	clipPointsByRect: () => _f,
	clipRectByRect: () => vf,
	createIcon: () => yf,
	decomposeTransform: () => zf,
	ensureCopyRect: () => Mf,
	ensureCopyTransform: () => Nf,
	expandOrShrinkRect: () => wf,
	extendPath: () => $d,
	extendShape: () => Zd,
	getCurrentCanvasPainter: () => Vf,
	getShapeClass: () => tf,
	getTransform: () => df,
	groupTransition: () => gf,
	initProps: () => Vd,
	isBoundingRectAxisAligned: () => Af,
	isElementRemoved: () => Hd,
	lineLineIntersect: () => xf,
	linePolygonIntersect: () => bf,
	makeImage: () => rf,
	makePath: () => nf,
	mergePath: () => of,
	payloadDisableAnimation: () => Rf,
	registerShape: () => ef,
	removeElement: () => Ud,
	removeElementWithFadeOut: () => Gd,
	resizePath: () => sf,
	retrieveZInfo: () => Pf,
	setTooltipConfig: () => Df,
	subPixelOptimize: () => uf,
	subPixelOptimizeLine: () => cf,
	subPixelOptimizeRect: () => lf,
	transformDirection: () => pf,
	traverseElements: () => kf,
	traverseUpdateZ: () => If,
	updateProps: () => Bd
}), Jd = {}, Yd = ["x", "y"], Xd = ["width", "height"];
function Zd(e) {
	return Do.extend(e);
}
var Qd = Fu;
function $d(e, t) {
	return Qd(e, t);
}
function ef(e, t) {
	Jd[e] = t;
}
function tf(e) {
	if (Jd.hasOwnProperty(e)) return Jd[e];
}
function nf(e, t, n, r) {
	var i = Pu(e, t);
	return n && (r === "center" && (n = af(n, i.getBoundingRect())), sf(i, n)), i;
}
function rf(e, t, n) {
	var r = new No({
		style: {
			image: e,
			x: t.x,
			y: t.y,
			width: t.width,
			height: t.height
		},
		onload: function(e) {
			if (n === "center") {
				var i = {
					width: e.width,
					height: e.height
				};
				r.setStyle(af(t, i));
			}
		}
	});
	return r;
}
function af(e, t) {
	var n = t.width / t.height, r = e.height * n, i;
	r <= e.width ? i = e.height : (r = e.width, i = r / n);
	var a = e.x + e.width / 2, o = e.y + e.height / 2;
	return {
		x: a - r / 2,
		y: o - i / 2,
		width: r,
		height: i
	};
}
var of = Iu;
function sf(e, t) {
	if (e.applyTransform) {
		var n = e.getBoundingRect().calculateTransform(t);
		e.applyTransform(n);
	}
}
function cf(e, t) {
	return Io(e, e, { lineWidth: t }), e;
}
function lf(e, t) {
	return Lo(e, e, t), e;
}
var uf = Ro;
function df(e, t) {
	for (var n = At([]); e && e !== t;) Mt(n, e.getLocalTransform(), n), e = e.parent;
	return n;
}
function ff(e, t, n) {
	return t && !Ce(t) && (t = hr.getLocalTransform(t)), n && (t = It([], t)), Zt([], e, t);
}
function pf(e, t, n) {
	var r = t[4] === 0 || t[5] === 0 || t[0] === 0 ? 1 : ds(2 * t[4] / t[0]), i = t[4] === 0 || t[5] === 0 || t[2] === 0 ? 1 : ds(2 * t[4] / t[2]), a = [e === "left" ? -r : e === "right" ? r : 0, e === "top" ? -i : e === "bottom" ? i : 0];
	return a = ff(a, t, n), ds(a[0]) > ds(a[1]) ? a[0] > 0 ? "right" : "left" : a[1] > 0 ? "bottom" : "top";
}
function mf(e) {
	return !e.isGroup;
}
function hf(e) {
	return e.shape != null;
}
function gf(e, t, n) {
	if (!e || !t) return;
	function r(e) {
		var t = {};
		return e.traverse(function(e) {
			mf(e) && e.anid && (t[e.anid] = e);
		}), t;
	}
	function i(e) {
		var t = {
			x: e.x,
			y: e.y,
			rotation: e.rotation
		};
		return hf(e) && (t.shape = P(e.shape)), t;
	}
	var a = r(e);
	t.traverse(function(e) {
		if (mf(e) && e.anid) {
			var t = a[e.anid];
			if (t) {
				var r = i(e);
				e.attr(i(t)), Bd(e, r, n, Yc(e).dataIndex);
			}
		}
	});
}
function _f(e, t) {
	return B(e, function(e) {
		var n = e[0];
		n = us(n, t.x), n = ls(n, t.x + t.width);
		var r = e[1];
		return r = us(r, t.y), r = ls(r, t.y + t.height), [n, r];
	});
}
function vf(e, t) {
	var n = us(e.x, t.x), r = ls(e.x + e.width, t.x + t.width), i = us(e.y, t.y), a = ls(e.y + e.height, t.y + t.height);
	if (r >= n && a >= i) return {
		x: n,
		y: i,
		width: r - n,
		height: a - i
	};
}
function yf(e, t, n) {
	var r = I({ rectHover: !0 }, t), i = r.style = { strokeNoScale: !0 };
	if (n = n || {
		x: -1,
		y: -1,
		width: 2,
		height: 2
	}, e) return e.indexOf("image://") === 0 ? (i.image = e.slice(8), L(i, n), new No(r)) : nf(e.replace("path://", ""), r, n, "center");
}
function bf(e, t, n, r, i) {
	for (var a = 0, o = i[i.length - 1]; a < i.length; a++) {
		var s = i[a];
		if (xf(e, t, n, r, s[0], s[1], o[0], o[1])) return !0;
		o = s;
	}
}
function xf(e, t, n, r, i, a, o, s) {
	var c = n - e, l = r - t, u = o - i, d = s - a, f = Sf(u, d, c, l);
	if (Cf(f)) return !1;
	var p = e - i, m = t - a, h = Sf(p, m, c, l) / f;
	if (h < 0 || h > 1) return !1;
	var g = Sf(p, m, u, d) / f;
	return !(g < 0 || g > 1);
}
function Sf(e, t, n, r) {
	return e * r - n * t;
}
function Cf(e) {
	return e <= 1e-6 && e >= -1e-6;
}
function wf(e, t, n, r, i) {
	return t == null || (Ae(t) ? Tf[0] = Tf[1] = Tf[2] = Tf[3] = t : (Tf[0] = t[0], Tf[1] = t[1], Tf[2] = t[2], Tf[3] = t[3]), r && (Tf[0] = us(0, Tf[0]), Tf[1] = us(0, Tf[1]), Tf[2] = us(0, Tf[2]), Tf[3] = us(0, Tf[3])), n && (Tf[0] = -Tf[0], Tf[1] = -Tf[1], Tf[2] = -Tf[2], Tf[3] = -Tf[3]), Ef(e, Tf, "x", "width", 3, 1, i && i[0] || 0), Ef(e, Tf, "y", "height", 0, 2, i && i[1] || 0)), e;
}
var Tf = [
	0,
	0,
	0,
	0
];
function Ef(e, t, n, r, i, a, o) {
	var s = t[a] + t[i], c = e[r];
	e[r] += s, o = us(0, ls(o, c)), e[r] < o ? (e[r] = o, e[n] += t[i] >= 0 ? -t[i] : t[a] >= 0 ? c + t[a] : ds(s) > 1e-8 ? (c - o) * t[i] / s : 0) : e[n] -= t[i];
}
function Df(e) {
	var t = e.itemTooltipOption, n = e.componentModel, r = e.itemName, i = G(t) ? { formatter: t } : t, a = n.mainType, o = n.componentIndex, s = {
		componentType: a,
		name: r,
		$vars: ["name"]
	};
	s[a + "Index"] = o;
	var c = e.formatterParamsExtra;
	c && z(De(c), function(e) {
		$e(s, e) || (s[e] = c[e], s.$vars.push(e));
	});
	var l = Yc(e.el);
	l.componentMainType = a, l.componentIndex = o, l.tooltipConfig = {
		name: r,
		option: L({
			content: r,
			encodeHTMLContent: !0,
			formatterParams: s
		}, i)
	};
}
function Of(e, t) {
	var n;
	e.isGroup && (n = t(e)), n || e.traverse(t);
}
function kf(e, t) {
	if (e) {
		if (U(e)) for (var n = 0; n < e.length; n++) Of(e[n], t);
		else Of(e, t);
	}
}
function Af(e) {
	return !e || ds(e[1]) < jf && ds(e[2]) < jf || ds(e[0]) < jf && ds(e[3]) < jf;
}
var jf = 1e-5;
function Mf(e, t) {
	return e ? X.copy(e, t) : t.clone();
}
function Nf(e, t) {
	return t ? jt(e || kt(), t) : void 0;
}
function Pf(e) {
	return {
		z: e.get("z") || 0,
		zlevel: e.get("zlevel") || 0
	};
}
function Ff(e) {
	var t = -Infinity, n = Infinity;
	Of(e, function(e) {
		r(e), r(e.getTextContent()), r(e.getTextGuideLine());
	});
	function r(e) {
		if (e && !e.isGroup) {
			var t = e.currentStates;
			if (t.length) for (var n = 0; n < t.length; n++) i(e.states[t[n]]);
			i(e);
		}
	}
	function i(e) {
		if (e) {
			var r = e.z2;
			r > t && (t = r), r < n && (n = r);
		}
	}
	return n > t && (n = t = 0), {
		min: n,
		max: t
	};
}
function If(e, t, n) {
	Lf(e, t, n, -Infinity);
}
function Lf(e, t, n, r) {
	if (e.ignoreModelZ) return r;
	var i = e.getTextContent(), a = e.getTextGuideLine();
	if (e.isGroup) for (var o = e.childrenRef(), s = 0; s < o.length; s++) r = us(Lf(o[s], t, n, r), r);
	else e.z = t, e.zlevel = n, r = us(e.z2 || 0, r);
	if (i && (i.z = t, i.zlevel = n, isFinite(r) && (i.z2 = r + 2)), a) {
		var c = e.textGuideLineConfig;
		a.z = t, a.zlevel = n, isFinite(r) && (a.z2 = r + (c && c.showAbove ? 1 : -1));
	}
	return r;
}
function Rf(e) {
	return e.animation = { duration: 0 }, e;
}
function zf(e, t) {
	return t ? jt(Bf.transform, t) : At(Bf.transform), Bf.decomposeTransform(), yr(e, Bf), e;
}
var Bf = new hr();
Bf.transform = kt();
function Vf(e) {
	var t = e.getZr().painter;
	return t.getType() === "canvas" ? t : null;
}
ef("circle", zu), ef("ellipse", Vu), ef("sector", id), ef("ring", od), ef("polygon", ud), ef("polyline", fd), ef("rect", Vo), ef("line", hd), ef("bezierCurve", yd), ef("arc", xd);
// node_modules/echarts/lib/label/labelStyle.js
var Hf = {};
function Uf(e, t) {
	for (var n = 0; n < fl.length; n++) {
		var r = fl[n], i = t[r], a = e.ensureState(r);
		a.style = a.style || {}, a.style.text = i;
	}
	var o = e.currentStates.slice();
	e.clearStates(!0), e.setStyle({ text: t.normal }), e.useStates(o, !0);
}
function Wf(e, t, n) {
	var r = e.labelFetcher, i = e.labelDataIndex, a = e.labelDimIndex, o = t.normal, s;
	r && (s = r.getFormattedLabel(i, "normal", null, a, o && o.get("formatter"), n == null ? null : { interpolatedValue: n })), s ?? (s = W(e.defaultText) ? e.defaultText(i, e, n) : e.defaultText);
	for (var c = { normal: s }, l = 0; l < fl.length; l++) {
		var u = fl[l], d = t[u];
		c[u] = q(r ? r.getFormattedLabel(i, u, null, a, d && d.get("formatter")) : null, s);
	}
	return c;
}
function Gf(e, t, n, r) {
	n = n || Hf;
	for (var i = e instanceof Ko, a = !1, o = 0; o < pl.length; o++) {
		var s = t[pl[o]];
		if (s && s.getShallow("show")) {
			a = !0;
			break;
		}
	}
	var c = i ? e : e.getTextContent();
	if (a) {
		i || (c || (c = new Ko(), e.setTextContent(c)), e.stateProxy && (c.stateProxy = e.stateProxy));
		var l = Wf(n, t), u = t.normal, d = !!u.getShallow("show"), f = qf(u, r && r.normal, n, !1, !i);
		f.text = l.normal, i || e.setTextConfig(Jf(u, n, !1));
		for (var o = 0; o < fl.length; o++) {
			var p = fl[o], s = t[p];
			if (s) {
				var m = c.ensureState(p), h = !!q(s.getShallow("show"), d);
				if (h !== d && (m.ignore = !h), m.style = qf(s, r && r[p], n, !0, !i), m.style.text = l[p], !i) {
					var g = e.ensureState(p);
					g.textConfig = Jf(s, n, !0);
				}
			}
		}
		c.silent = !!u.getShallow("silent"), c.style.x != null && (f.x = c.style.x), c.style.y != null && (f.y = c.style.y), c.ignore = !d, c.useStyle(f), c.dirty(), n.enableTextSetter && (np(c).setLabelText = function(e) {
			var r = Wf(n, t, e);
			Uf(c, r);
		});
	} else c && (c.ignore = !0);
	e.dirty();
}
function Kf(e, t) {
	t = t || "label";
	for (var n = { normal: e.getModel(t) }, r = 0; r < fl.length; r++) {
		var i = fl[r];
		n[i] = e.getModel([i, t]);
	}
	return n;
}
function qf(e, t, n, r, i) {
	var a = {};
	return Yf(a, e, n, r, i), t && I(a, t), a;
}
function Jf(e, t, n) {
	t = t || {};
	var r = {}, i, a = e.getShallow("rotate"), o = q(e.getShallow("distance"), n ? null : 5), s = e.getShallow("offset");
	return i = e.getShallow("position") || (n ? null : "inside"), i === "outside" && (i = t.defaultOutsidePosition || "top"), i != null && (r.position = i), s != null && (r.offset = s), a != null && (a *= Math.PI / 180, r.rotation = a), o != null && (r.distance = o), r.outsideFill = e.get("color") === "inherit" ? t.inheritColor || null : "auto", t.autoOverflowArea != null && (r.autoOverflowArea = t.autoOverflowArea), t.layoutRect != null && (r.layoutRect = t.layoutRect), r;
}
function Yf(e, t, n, r, i) {
	n = n || Hf;
	var a = t.ecModel, o = a && a.option.textStyle, s = Xf(t), c;
	if (s) {
		c = {};
		var l = "richInheritPlainLabel", u = q(t.get(l), a ? a.get(l) : void 0);
		for (var d in s) if (s.hasOwnProperty(d)) {
			var f = t.getModel(["rich", d]);
			ep(c[d] = {}, f, o, t, u, n, r, i, !1, !0);
		}
	}
	c && (e.rich = c);
	var p = t.get("overflow");
	p && (e.overflow = p);
	var m = t.get("lineOverflow");
	m && (e.lineOverflow = m);
	var h = e, g = t.get("minMargin");
	if (g != null) g = Ae(g) ? g / 2 : 0, h.margin = [
		g,
		g,
		g,
		g
	], h.__marginType = ip.minMargin;
	else {
		var _ = t.get("textMargin");
		_ != null && (h.margin = Be(_), h.__marginType = ip.textMargin);
	}
	ep(e, t, o, null, null, n, r, i, !0, !1);
}
function Xf(e) {
	for (var t; e && e !== e.ecModel;) {
		var n = (e.option || Hf).rich;
		if (n) {
			t = t || {};
			for (var r = De(n), i = 0; i < r.length; i++) {
				var a = r[i];
				t[a] = 1;
			}
		}
		e = e.parentModel;
	}
	return t;
}
var Zf = [
	"fontStyle",
	"fontWeight",
	"fontSize",
	"fontFamily",
	"textShadowColor",
	"textShadowBlur",
	"textShadowOffsetX",
	"textShadowOffsetY"
], Qf = [
	"align",
	"lineHeight",
	"width",
	"height",
	"tag",
	"verticalAlign",
	"ellipsis"
], $f = [
	"padding",
	"borderWidth",
	"borderRadius",
	"borderDashOffset",
	"backgroundColor",
	"borderColor",
	"shadowColor",
	"shadowBlur",
	"shadowOffsetX",
	"shadowOffsetY"
];
function ep(e, t, n, r, i, a, o, s, c, l) {
	n = !o && n || Hf;
	var u = a && a.inheritColor, d = t.getShallow("color"), f = t.getShallow("textBorderColor"), p = q(t.getShallow("opacity"), n.opacity);
	(d === "inherit" || d === "auto") && (d = u || null), (f === "inherit" || f === "auto") && (f = u || null), s || (d = d || n.color, f = f || n.textBorderColor), d != null && (e.fill = d), f != null && (e.stroke = f);
	var m = q(t.getShallow("textBorderWidth"), n.textBorderWidth);
	m != null && (e.lineWidth = m);
	var h = q(t.getShallow("textBorderType"), n.textBorderType);
	h != null && (e.lineDash = h);
	var g = q(t.getShallow("textBorderDashOffset"), n.textBorderDashOffset);
	g != null && (e.lineDashOffset = g), !o && p == null && !l && (p = a && a.defaultOpacity), p != null && (e.opacity = p), !o && !s && e.fill == null && a.inheritColor && (e.fill = a.inheritColor);
	for (var _ = 0; _ < Zf.length; _++) {
		var v = Zf[_], y = i !== !1 && r ? Re(t.getShallow(v), r.getShallow(v), n[v]) : q(t.getShallow(v), n[v]);
		y != null && (e[v] = y);
	}
	for (var _ = 0; _ < Qf.length; _++) {
		var v = Qf[_], y = t.getShallow(v);
		y != null && (e[v] = y);
	}
	if (e.verticalAlign == null) {
		var b = t.getShallow("baseline");
		b != null && (e.verticalAlign = b);
	}
	if (!c || !a.disableBox) {
		for (var _ = 0; _ < $f.length; _++) {
			var v = $f[_], y = t.getShallow(v);
			y != null && (e[v] = y);
		}
		var x = t.getShallow("borderType");
		x != null && (e.borderDash = x), (e.backgroundColor === "auto" || e.backgroundColor === "inherit") && u && (e.backgroundColor = u), (e.borderColor === "auto" || e.borderColor === "inherit") && u && (e.borderColor = u);
	}
}
function tp(e, t) {
	var n = t && t.getModel("textStyle");
	return He([
		e.fontStyle || n && n.getShallow("fontStyle") || "",
		e.fontWeight || n && n.getShallow("fontWeight") || "",
		(e.fontSize || n && n.getShallow("fontSize") || 12) + "px",
		e.fontFamily || n && n.getShallow("fontFamily") || "sans-serif"
	].join(" "));
}
var np = bc();
function rp(e, t, n, r) {
	if (e) {
		var i = np(e);
		i.prevValue = i.value, i.value = n;
		var a = t.normal;
		i.valueAnimation = a.get("valueAnimation"), i.valueAnimation && (i.precision = a.get("precision"), i.defaultInterpolatedText = r, i.statesModels = t);
	}
}
var ip = {
	minMargin: 1,
	textMargin: 2
}, ap = ["textStyle", "color"], op = [
	"fontStyle",
	"fontWeight",
	"fontSize",
	"fontFamily",
	"padding",
	"lineHeight",
	"rich",
	"width",
	"height",
	"overflow"
], sp = new Ko(), cp = function() {
	function e() {}
	return e.prototype.getTextColor = function(e) {
		var t = this.ecModel;
		return this.getShallow("color") || (!e && t ? t.get(ap) : null);
	}, e.prototype.getFont = function() {
		return tp({
			fontStyle: this.getShallow("fontStyle"),
			fontWeight: this.getShallow("fontWeight"),
			fontSize: this.getShallow("fontSize"),
			fontFamily: this.getShallow("fontFamily")
		}, this.ecModel);
	}, e.prototype.getTextRect = function(e) {
		for (var t = {
			text: e,
			verticalAlign: this.getShallow("verticalAlign") || this.getShallow("baseline")
		}, n = 0; n < op.length; n++) t[op[n]] = this.getShallow(op[n]);
		return sp.useStyle(t), sp.update(), sp.getBoundingRect();
	}, e;
}(), lp = [
	["lineWidth", "width"],
	["stroke", "color"],
	["opacity"],
	["shadowBlur"],
	["shadowOffsetX"],
	["shadowOffsetY"],
	["shadowColor"],
	["lineDash", "type"],
	["lineDashOffset", "dashOffset"],
	["lineCap", "cap"],
	["lineJoin", "join"],
	["miterLimit"]
], up = vt(lp), dp = function() {
	function e() {}
	return e.prototype.getLineStyle = function(e) {
		return up(this, e);
	}, e;
}(), fp = [
	["fill", "color"],
	["stroke", "borderColor"],
	["lineWidth", "borderWidth"],
	["opacity"],
	["shadowBlur"],
	["shadowOffsetX"],
	["shadowOffsetY"],
	["shadowColor"],
	["lineDash", "borderType"],
	["lineDashOffset", "borderDashOffset"],
	["lineCap", "borderCap"],
	["lineJoin", "borderJoin"],
	["miterLimit", "borderMiterLimit"]
], pp = vt(fp), mp = function() {
	function e() {}
	return e.prototype.getItemStyle = function(e, t) {
		return pp(this, e, t);
	}, e;
}(), hp = function() {
	function e(e, t, n) {
		this.parentModel = t, this.ecModel = n, this.option = e;
	}
	return e.prototype.init = function(e, t, n) {}, e.prototype.mergeOption = function(e, t) {
		F(this.option, e, !0);
	}, e.prototype.get = function(e, t) {
		return e == null ? this.option : this._doGet(this.parsePath(e), !t && this.parentModel);
	}, e.prototype.getShallow = function(e, t) {
		var n = this.option, r = n == null ? n : n[e];
		if (r == null && !t) {
			var i = this.parentModel;
			i && (r = i.getShallow(e));
		}
		return r;
	}, e.prototype.getModel = function(t, n) {
		var r = t != null, i = r ? this.parsePath(t) : null, a = r ? this._doGet(i) : this.option;
		return n = n || this.parentModel && this.parentModel.getModel(this.resolveParentPath(i)), new e(a, n, this.ecModel);
	}, e.prototype.isEmpty = function() {
		return this.option == null;
	}, e.prototype.restoreData = function() {}, e.prototype.clone = function() {
		var e = this.constructor;
		return new e(P(this.option));
	}, e.prototype.parsePath = function(e) {
		return typeof e == "string" ? e.split(".") : e;
	}, e.prototype.resolveParentPath = function(e) {
		return e;
	}, e.prototype.isAnimationEnabled = function() {
		if (!Y.node && this.option) {
			if (this.option.animation != null) return !!this.option.animation;
			if (this.parentModel) return this.parentModel.isAnimationEnabled();
		}
	}, e.prototype._doGet = function(e, t) {
		var n = this.option;
		if (!e) return n;
		for (var r = 0; r < e.length && !(e[r] && (n = n && typeof n == "object" ? n[e[r]] : null, n == null)); r++);
		return n == null && t && (n = t._doGet(this.resolveParentPath(e), t.parentModel)), n;
	}, e;
}();
ut(hp), mt(hp), Se(hp, dp), Se(hp, mp), Se(hp, bt), Se(hp, cp);
// node_modules/echarts/lib/data/DataDiffer.js
function gp(e) {
	return e == null ? 0 : e.length || 1;
}
function _p(e) {
	return e;
}
var vp = function() {
	function e(e, t, n, r, i, a) {
		this._old = e, this._new = t, this._oldKeyGetter = n || _p, this._newKeyGetter = r || _p, this.context = i, this._diffModeMultiple = a === "multiple";
	}
	return e.prototype.add = function(e) {
		return this._add = e, this;
	}, e.prototype.update = function(e) {
		return this._update = e, this;
	}, e.prototype.updateManyToOne = function(e) {
		return this._updateManyToOne = e, this;
	}, e.prototype.updateOneToMany = function(e) {
		return this._updateOneToMany = e, this;
	}, e.prototype.updateManyToMany = function(e) {
		return this._updateManyToMany = e, this;
	}, e.prototype.remove = function(e) {
		return this._remove = e, this;
	}, e.prototype.execute = function() {
		this[this._diffModeMultiple ? "_executeMultiple" : "_executeOneToOne"]();
	}, e.prototype._executeOneToOne = function() {
		var e = this._old, t = this._new, n = {}, r = Array(e.length), i = Array(t.length);
		this._initIndexMap(e, null, r, "_oldKeyGetter"), this._initIndexMap(t, n, i, "_newKeyGetter");
		for (var a = 0; a < e.length; a++) {
			var o = r[a], s = n[o], c = gp(s);
			if (c > 1) {
				var l = s.shift();
				s.length === 1 && (n[o] = s[0]), this._update && this._update(l, a);
			} else c === 1 ? (n[o] = null, this._update && this._update(s, a)) : this._remove && this._remove(a);
		}
		this._performRestAdd(i, n);
	}, e.prototype._executeMultiple = function() {
		var e = this._old, t = this._new, n = {}, r = {}, i = [], a = [];
		this._initIndexMap(e, n, i, "_oldKeyGetter"), this._initIndexMap(t, r, a, "_newKeyGetter");
		for (var o = 0; o < i.length; o++) {
			var s = i[o], c = n[s], l = r[s], u = gp(c), d = gp(l);
			if (u > 1 && d === 1) this._updateManyToOne && this._updateManyToOne(l, c), r[s] = null;
			else if (u === 1 && d > 1) this._updateOneToMany && this._updateOneToMany(l, c), r[s] = null;
			else if (u === 1 && d === 1) this._update && this._update(l, c), r[s] = null;
			else if (u > 1 && d > 1) this._updateManyToMany && this._updateManyToMany(l, c), r[s] = null;
			else if (u > 1) for (var f = 0; f < u; f++) this._remove && this._remove(c[f]);
			else this._remove && this._remove(c);
		}
		this._performRestAdd(a, r);
	}, e.prototype._performRestAdd = function(e, t) {
		for (var n = 0; n < e.length; n++) {
			var r = e[n], i = t[r], a = gp(i);
			if (a > 1) for (var o = 0; o < a; o++) this._add && this._add(i[o]);
			else a === 1 && this._add && this._add(i);
			t[r] = null;
		}
	}, e.prototype._initIndexMap = function(e, t, n, r) {
		for (var i = this._diffModeMultiple, a = 0; a < e.length; a++) {
			var o = "_ec_" + this[r](e[a], a);
			if (i || (n[a] = o), t) {
				var s = t[o], c = gp(s);
				c === 0 ? (t[o] = a, i && n.push(o)) : c === 1 ? t[o] = [s, a] : s.push(a);
			}
		}
	}, e;
}(), yp = {
	Must: 1,
	Might: 2,
	Not: 3
}, bp = bc();
function xp(e) {
	bp(e).datasetMap = J();
}
function Sp(e, t, n) {
	var r = {}, i = Cp(t);
	if (!i || !e) return r;
	var a = [], o = [], s = t.ecModel, c = bp(s).datasetMap, l = i.uid + "_" + n.seriesLayoutBy, u, d;
	e = e.slice(), z(e, function(t, n) {
		var i = K(t) ? t : e[n] = { name: t };
		i.type === "ordinal" && u == null && (u = n, d = m(i)), r[i.name] = [];
	});
	var f = c.get(l) || c.set(l, {
		categoryWayDim: d,
		valueWayDim: 0
	});
	z(e, function(e, t) {
		var n = e.name, i = m(e);
		if (u == null) {
			var s = f.valueWayDim;
			p(r[n], s, i), p(o, s, i), f.valueWayDim += i;
		} else if (u === t) p(r[n], 0, i), p(a, 0, i);
		else {
			var s = f.categoryWayDim;
			p(r[n], s, i), p(o, s, i), f.categoryWayDim += i;
		}
	});
	function p(e, t, n) {
		for (var r = 0; r < n; r++) e.push(t + r);
	}
	function m(e) {
		var t = e.dimsDef;
		return t ? t.length : 1;
	}
	return a.length && (r.itemName = a), o.length && (r.seriesName = o), r;
}
function Cp(e) {
	if (!e.get("data", !0)) return Ec(e.ecModel, "dataset", {
		index: e.get("datasetIndex", !0),
		id: e.get("datasetId", !0)
	}, wc).models[0];
}
function wp(e) {
	return !e.get("transform", !0) && !e.get("fromTransformResult", !0) ? [] : Ec(e.ecModel, "dataset", {
		index: e.get("fromDatasetIndex", !0),
		id: e.get("fromDatasetId", !0)
	}, wc).models;
}
function Tp(e, t) {
	return Ep(e.data, e.sourceFormat, e.seriesLayoutBy, e.dimensionsDefine, e.startIndex, t);
}
function Ep(e, t, n, r, i, a) {
	var o, s = 5;
	if (Me(e)) return yp.Not;
	var c, l;
	if (r) {
		var u = r[a];
		K(u) ? (c = u.name, l = u.type) : G(u) && (c = u);
	}
	if (l != null) return l === "ordinal" ? yp.Must : yp.Not;
	if (t === "arrayRows") {
		var d = e;
		if (n === "row") {
			for (var f = d[a], p = 0; p < (f || []).length && p < s; p++) if ((o = b(f[i + p])) != null) return o;
		} else for (var p = 0; p < d.length && p < s; p++) {
			var m = d[i + p];
			if (m && (o = b(m[a])) != null) return o;
		}
	} else if (t === "objectRows") {
		var h = e;
		if (!c) return yp.Not;
		for (var p = 0; p < h.length && p < s; p++) {
			var g = h[p];
			if (g && (o = b(g[c])) != null) return o;
		}
	} else if (t === "keyedColumns") {
		var _ = e;
		if (!c) return yp.Not;
		var f = _[c];
		if (!f || Me(f)) return yp.Not;
		for (var p = 0; p < f.length && p < s; p++) if ((o = b(f[p])) != null) return o;
	} else if (t === "original") for (var v = e, p = 0; p < v.length && p < s; p++) {
		var g = v[p], y = nc(g);
		if (!U(y)) return yp.Not;
		if ((o = b(y[a])) != null) return o;
	}
	function b(e) {
		var t = G(e);
		if (e != null && isFinite(Number(e)) && e !== "") return t ? yp.Might : yp.Not;
		if (t && e !== "-") return yp.Must;
	}
	return yp.Not;
}
// node_modules/echarts/lib/data/Source.js
var Dp = function() {
	function e(e) {
		this.data = e.data || (e.sourceFormat === "keyedColumns" ? {} : []), this.sourceFormat = e.sourceFormat || "unknown", this.seriesLayoutBy = e.seriesLayoutBy || "column", this.startIndex = e.startIndex || 0, this.dimensionsDetectedCount = e.dimensionsDetectedCount, this.metaRawOption = e.metaRawOption;
		var t = this.dimensionsDefine = e.dimensionsDefine;
		if (t) for (var n = 0; n < t.length; n++) {
			var r = t[n];
			r.type == null && Tp(this, n) === yp.Must && (r.type = "ordinal");
		}
	}
	return e;
}();
function Op(e) {
	return e instanceof Dp;
}
function kp(e, t, n) {
	n = n || Mp(e);
	var r = t.seriesLayoutBy, i = Np(e, n, r, t.sourceHeader, t.dimensions);
	return new Dp({
		data: e,
		sourceFormat: n,
		seriesLayoutBy: r,
		dimensionsDefine: i.dimensionsDefine,
		startIndex: i.startIndex,
		dimensionsDetectedCount: i.dimensionsDetectedCount,
		metaRawOption: P(t)
	});
}
function Ap(e) {
	return new Dp({
		data: e,
		sourceFormat: Me(e) ? nl : Qc
	});
}
function jp(e) {
	return new Dp({
		data: e.data,
		sourceFormat: e.sourceFormat,
		seriesLayoutBy: e.seriesLayoutBy,
		dimensionsDefine: P(e.dimensionsDefine),
		startIndex: e.startIndex,
		dimensionsDetectedCount: e.dimensionsDetectedCount
	});
}
function Mp(e) {
	var t = rl;
	if (Me(e)) t = nl;
	else if (U(e)) {
		e.length === 0 && (t = $c);
		for (var n = 0, r = e.length; n < r; n++) {
			var i = e[n];
			if (i != null) {
				if (U(i) || Me(i)) {
					t = $c;
					break;
				}
				if (K(i)) {
					t = el;
					break;
				}
			}
		}
	} else if (K(e)) {
		for (var a in e) if ($e(e, a) && Ce(e[a])) {
			t = tl;
			break;
		}
	}
	return t;
}
function Np(e, t, n, r, i) {
	var a, o;
	if (!e) return {
		dimensionsDefine: Fp(i),
		startIndex: o,
		dimensionsDetectedCount: a
	};
	if (t === "arrayRows") {
		var s = e;
		r === "auto" || r == null ? Ip(function(e) {
			e != null && e !== "-" && (G(e) ? o ?? (o = 1) : o = 0);
		}, n, s, 10) : o = Ae(r) ? r : +!!r, !i && o === 1 && (i = [], Ip(function(e, t) {
			i[t] = e == null ? "" : e + "";
		}, n, s, Infinity)), a = i ? i.length : n === "row" ? s.length : s[0] ? s[0].length : null;
	} else if (t === "objectRows") i || (i = Pp(e));
	else if (t === "keyedColumns") i || (i = [], z(e, function(e, t) {
		i.push(t);
	}));
	else if (t === "original") {
		var c = nc(e[0]);
		a = U(c) && c.length || 1;
	}
	return {
		startIndex: o,
		dimensionsDefine: Fp(i),
		dimensionsDetectedCount: a
	};
}
function Pp(e) {
	for (var t = 0, n; t < e.length && !(n = e[t++]););
	if (n) return De(n);
}
function Fp(e) {
	if (e) {
		var t = J();
		return B(e, function(e, n) {
			e = K(e) ? e : { name: e };
			var r = {
				name: e.name,
				displayName: e.displayName,
				type: e.type
			};
			if (r.name == null) return r;
			r.name += "", r.displayName ?? (r.displayName = r.name);
			var i = t.get(r.name);
			return i ? r.name += "-" + i.count++ : t.set(r.name, { count: 1 }), r;
		});
	}
}
function Ip(e, t, n, r) {
	if (t === "row") for (var i = 0; i < n.length && i < r; i++) e(n[i] ? n[i][0] : null, i);
	else for (var a = n[0] || [], i = 0; i < a.length && i < r; i++) e(a[i], i);
}
function Lp(e) {
	var t = e.sourceFormat;
	return t === "objectRows" || t === "keyedColumns";
}
// node_modules/echarts/lib/data/helper/dataProvider.js
var Rp, zp, Bp, Vp, Hp, Up, Wp = function() {
	function e(e, t) {
		var n = Op(e) ? e : Ap(e);
		this._source = n;
		var r = this._data = n.data, i = n.sourceFormat;
		n.seriesLayoutBy, i === "typedArray" && (this._offset = 0, this._dimSize = t, this._data = r), Up(this, r, n);
	}
	return e.prototype.getSource = function() {
		return this._source;
	}, e.prototype.count = function() {
		return 0;
	}, e.prototype.getItem = function(e, t) {}, e.prototype.appendData = function(e) {}, e.prototype.clean = function() {}, e.protoInitialize = function() {
		var t = e.prototype;
		t.pure = !1, t.persistent = !0;
	}(), e.internalField = function() {
		var e;
		Up = function(e, i, a) {
			var o = a.sourceFormat, s = a.seriesLayoutBy, c = a.startIndex, l = a.dimensionsDefine, u = Hp[tm(o, s)];
			I(e, u), o === "typedArray" ? (e.getItem = t, e.count = r, e.fillStorage = n) : (e.getItem = V(Jp(o, s), null, i, c, l), e.count = V(Zp(o, s), null, i, c, l));
		};
		var t = function(e, t) {
			e -= this._offset, t = t || [];
			for (var n = this._data, r = this._dimSize, i = r * e, a = 0; a < r; a++) t[a] = n[i + a];
			return t;
		}, n = function(e, t, n, r) {
			for (var i = this._data, a = this._dimSize, o = 0; o < a; o++) {
				for (var s = r[o], c = s[0] == null ? Infinity : s[0], l = s[1] == null ? -Infinity : s[1], u = t - e, d = n[o], f = 0; f < u; f++) {
					var p = i[f * a + o];
					d[e + f] = p, p < c && (c = p), p > l && (l = p);
				}
				s[0] = c, s[1] = l;
			}
		}, r = function() {
			return this._data ? this._data.length / this._dimSize : 0;
		};
		Hp = (e = {}, e[$c + "_" + il] = {
			pure: !0,
			appendData: i
		}, e[$c + "_row"] = {
			pure: !0,
			appendData: function() {
				throw Error("Do not support appendData when set seriesLayoutBy: \"row\".");
			}
		}, e[el] = {
			pure: !0,
			appendData: i
		}, e[tl] = {
			pure: !0,
			appendData: function(e) {
				var t = this._data;
				z(e, function(e, n) {
					for (var r = t[n] || (t[n] = []), i = 0; i < (e || []).length; i++) r.push(e[i]);
				});
			}
		}, e[Qc] = { appendData: i }, e[nl] = {
			persistent: !1,
			pure: !0,
			appendData: function(e) {
				this._data = e;
			},
			clean: function() {
				this._offset += this.count(), this._data = null;
			}
		}, e);
		function i(e) {
			for (var t = 0; t < e.length; t++) this._data.push(e[t]);
		}
	}(), e;
}(), Gp = function(e) {
	U(e) || Js("series.data or dataset.source must be an array.");
};
Rp = {}, Rp[$c + "_" + il] = Gp, Rp[$c + "_row"] = Gp, Rp[el] = Gp, Rp[tl] = function(e, t) {
	for (var n = 0; n < t.length; n++) t[n].name ?? Js("dimension name must not be null/undefined.");
}, Rp[Qc] = Gp;
var Kp = function(e, t, n, r) {
	return e[r];
}, qp = (zp = {}, zp[$c + "_" + il] = function(e, t, n, r) {
	return e[r + t];
}, zp[$c + "_row"] = function(e, t, n, r, i) {
	r += t;
	for (var a = i || [], o = e, s = 0; s < o.length; s++) {
		var c = o[s];
		a[s] = c ? c[r] : null;
	}
	return a;
}, zp[el] = Kp, zp[tl] = function(e, t, n, r, i) {
	for (var a = i || [], o = 0; o < n.length; o++) {
		var s = n[o].name, c = s == null ? null : e[s];
		a[o] = c ? c[r] : null;
	}
	return a;
}, zp[Qc] = Kp, zp);
function Jp(e, t) {
	return qp[tm(e, t)];
}
var Yp = function(e, t, n) {
	return e.length;
}, Xp = (Bp = {}, Bp[$c + "_" + il] = function(e, t, n) {
	return Math.max(0, e.length - t);
}, Bp[$c + "_row"] = function(e, t, n) {
	var r = e[0];
	return r ? Math.max(0, r.length - t) : 0;
}, Bp[el] = Yp, Bp[tl] = function(e, t, n) {
	var r = n[0].name, i = r == null ? null : e[r];
	return i ? i.length : 0;
}, Bp[Qc] = Yp, Bp);
function Zp(e, t) {
	return Xp[tm(e, t)];
}
var Qp = function(e, t, n) {
	return e[t];
}, $p = (Vp = {}, Vp[$c] = Qp, Vp[el] = function(e, t, n) {
	return e[n];
}, Vp[tl] = Qp, Vp[Qc] = function(e, t, n) {
	var r = nc(e);
	return r instanceof Array ? r[t] : r;
}, Vp[nl] = Qp, Vp);
function em(e) {
	return $p[e];
}
function tm(e, t) {
	return e === "arrayRows" ? e + "_" + t : e;
}
function nm(e, t, n) {
	if (e) {
		var r = e.getRawDataItem(t);
		if (r != null) {
			var i = e.getStore(), a = i.getSource().sourceFormat;
			if (n != null) {
				var o = e.getDimensionIndex(n), s = i.getDimensionProperty(o);
				return em(a)(r, o, s);
			}
			var c = r;
			return a === "original" && (c = nc(r)), c;
		}
	}
}
// node_modules/echarts/lib/data/helper/dimensionHelper.js
var rm = function() {
	function e(e, t) {
		this._encode = e, this._schema = t;
	}
	return e.prototype.get = function() {
		return {
			fullDimensions: this._getFullDimensionNames(),
			encode: this._encode
		};
	}, e.prototype._getFullDimensionNames = function() {
		return this._cachedDimNames || (this._cachedDimNames = this._schema ? this._schema.makeOutputDimensionNames() : []), this._cachedDimNames;
	}, e;
}();
function im(e, t) {
	var n = {}, r = n.encode = {}, i = J(), a = [], o = [], s = {};
	z(e.dimensions, function(t) {
		var n = e.getDimensionInfo(t), c = n.coordDim;
		if (c) {
			var l = n.coordDimIndex;
			am(r, c)[l] = t, n.isExtraCoord || (i.set(c, 1), sm(n.type) && (a[0] = t), am(s, c)[l] = e.getDimensionIndex(n.name)), n.defaultTooltip && o.push(t);
		}
		Zc.each(function(e, t) {
			var i = am(r, t), a = n.otherDims[t];
			a != null && a !== !1 && (i[a] = n.name);
		});
	});
	var c = [], l = {};
	i.each(function(e, t) {
		var n = r[t];
		l[t] = n[0], c = c.concat(n);
	}), n.dataDimsOnCoord = c, n.dataDimIndicesOnCoord = B(c, function(t) {
		return e.getDimensionInfo(t).storeDimIndex;
	}), n.encodeFirstDimNotExtra = l;
	var u = r.label;
	u && u.length && (a = u.slice());
	var d = r.tooltip;
	return d && d.length ? o = d.slice() : o.length || (o = a.slice()), r.defaultedLabel = a, r.defaultedTooltip = o, n.userOutput = new rm(s, t), n;
}
function am(e, t) {
	return e.hasOwnProperty(t) || (e[t] = []), e[t];
}
function om(e) {
	return e === "category" ? "ordinal" : e === "time" ? "time" : "float";
}
function sm(e) {
	return e !== "ordinal" && e !== "time";
}
// node_modules/echarts/lib/data/SeriesDimensionDefine.js
var cm = function() {
	function e(e) {
		this.otherDims = {}, e != null && I(this, e);
	}
	return e;
}();
// node_modules/echarts/lib/data/helper/dataValueHelper.js
function lm(e, t) {
	var n = t && t.type;
	return n === "ordinal" ? e : (n === "time" && !Ae(e) && e != null && e !== "-" && (e = +Ps(e)), e == null || e === "" ? NaN : Number(e));
}
J({
	number: function(e) {
		return parseFloat(e);
	},
	time: function(e) {
		return +Ps(e);
	},
	trim: function(e) {
		return G(e) ? He(e) : e;
	}
});
var um = {
	lt: function(e, t) {
		return e < t;
	},
	lte: function(e, t) {
		return e <= t;
	},
	gt: function(e, t) {
		return e > t;
	},
	gte: function(e, t) {
		return e >= t;
	}
};
(function() {
	function e(e, t) {
		Ae(t) || Ys(""), this._opFn = um[e], this._rvalFloat = Rs(t);
	}
	return e.prototype.evaluate = function(e) {
		return Ae(e) ? this._opFn(e, this._rvalFloat) : this._opFn(Rs(e), this._rvalFloat);
	}, e;
})();
var dm = function() {
	function e(e, t) {
		var n = e === "desc";
		this._resultLT = n ? 1 : -1, t ?? (t = n ? "min" : "max"), this._incomparable = t === "min" ? -Infinity : Infinity;
	}
	return e.prototype.evaluate = function(e, t) {
		var n = Ae(e) ? e : Rs(e), r = Ae(t) ? t : Rs(t), i = isNaN(n), a = isNaN(r);
		if (i && (n = this._incomparable), a && (r = this._incomparable), i && a) {
			var o = G(e), s = G(t);
			o && (n = s ? e : 0), s && (r = o ? t : 0);
		}
		return n < r ? this._resultLT : n > r ? -this._resultLT : 0;
	}, e;
}();
(function() {
	function e(e, t) {
		this._rval = t, this._isEQ = e, this._rvalTypeof = typeof t, this._rvalFloat = Rs(t);
	}
	return e.prototype.evaluate = function(e) {
		var t = e === this._rval;
		if (!t) {
			var n = typeof e;
			n !== this._rvalTypeof && (n === "number" || this._rvalTypeof === "number") && (t = Rs(e) === this._rvalFloat);
		}
		return this._isEQ ? t : !t;
	}, e;
})();
function fm(e) {
	var t = "", n = -Infinity, r = -Infinity, i = Infinity, a = Infinity;
	return e && (e.g != null && (t += "G" + e.g, n = e.g), e.ge != null && (t += "GE" + e.ge, r = e.ge), e.l != null && (t += "L" + e.l, i = e.l), e.le != null && (t += "LE" + e.le, a = e.le)), {
		key: t,
		g: n,
		ge: r,
		l: i,
		le: a
	};
}
function pm(e, t) {
	return t > e.g && t >= e.ge && t < e.l && t <= e.le;
}
// node_modules/echarts/lib/data/DataStore.js
var mm = typeof Uint32Array > "u" ? Array : Uint32Array, hm = typeof Uint16Array > "u" ? Array : Uint16Array, gm = typeof Int32Array > "u" ? Array : Int32Array, _m = typeof Float64Array > "u" ? Array : Float64Array, vm = {
	float: _m,
	int: gm,
	ordinal: Array,
	number: Array,
	time: _m
}, ym;
function bm(e) {
	return e > 65535 ? mm : hm;
}
function xm(e) {
	var t = e.constructor;
	return t === Array ? e.slice() : new t(e);
}
function Sm(e, t, n, r, i) {
	var a = vm[n || "float"];
	if (i) {
		var o = e[t], s = o && o.length;
		if (s !== r) {
			for (var c = new a(r), l = 0; l < s; l++) c[l] = o[l];
			e[t] = c;
		}
	} else e[t] = new a(r);
}
var Cm = function() {
	function e() {
		this._chunks = [], this._rawExtent = [], this._extent = [], this._count = 0, this._rawCount = 0, this._calcDimNameToIdx = J();
	}
	return e.prototype.initData = function(e, t, n) {
		this._provider = e, this._chunks = [], this._indices = null, this.getRawIndex = this._getRawIdxIdentity;
		var r = e.getSource(), i = this.defaultDimValueGetter = ym[r.sourceFormat];
		this._dimValueGetter = n || i, this._rawExtent = [], Lp(r), this._dimensions = B(t, function(e) {
			return {
				type: e.type,
				property: e.property
			};
		}), this._initDataFromProvider(0, e.count());
	}, e.prototype.getProvider = function() {
		return this._provider;
	}, e.prototype.getSource = function() {
		return this._provider.getSource();
	}, e.prototype.ensureCalculationDimension = function(e, t) {
		var n = this._calcDimNameToIdx, r = this._dimensions, i = n.get(e);
		if (i != null) {
			if (r[i].type === t) return i;
		} else i = r.length;
		return r[i] = { type: t }, n.set(e, i), this._chunks[i] = new vm[t || "float"](this._rawCount), this._rawExtent[i] = Mc(), i;
	}, e.prototype.collectOrdinalMeta = function(e, t) {
		var n = this._chunks[e], r = this._dimensions[e], i = this._rawExtent, a = r.ordinalOffset || 0, o = n.length;
		a === 0 && (i[e] = Mc());
		for (var s = i[e], c = a; c < o; c++) {
			var l = n[c] = t.parseAndCollect(n[c]);
			isNaN(l) || (s[0] = Math.min(l, s[0]), s[1] = Math.max(l, s[1]));
		}
		r.ordinalMeta = t, r.ordinalOffset = o, r.type = "ordinal";
	}, e.prototype.getOrdinalMeta = function(e) {
		return this._dimensions[e].ordinalMeta;
	}, e.prototype.getDimensionProperty = function(e) {
		var t = this._dimensions[e];
		return t && t.property;
	}, e.prototype.appendData = function(e) {
		var t = this._provider, n = this.count();
		t.appendData(e);
		var r = t.count();
		return t.persistent || (r += n), n < r && this._initDataFromProvider(n, r, !0), [n, r];
	}, e.prototype.appendValues = function(e, t) {
		for (var n = this._chunks, r = this._dimensions, i = r.length, a = this._rawExtent, o = this.count(), s = o + Math.max(e.length, t || 0), c = 0; c < i; c++) {
			var l = r[c];
			Sm(n, c, l.type, s, !0);
		}
		for (var u = [], d = o; d < s; d++) for (var f = d - o, p = 0; p < i; p++) {
			var l = r[p], m = ym.arrayRows.call(this, e[f] || u, l.property, f, p);
			n[p][d] = m;
			var h = a[p];
			m < h[0] && (h[0] = m), m > h[1] && (h[1] = m);
		}
		return this._rawCount = this._count = s, {
			start: o,
			end: s
		};
	}, e.prototype._initDataFromProvider = function(e, t, n) {
		for (var r = this._provider, i = this._chunks, a = this._dimensions, o = a.length, s = this._rawExtent, c = B(a, function(e) {
			return e.property;
		}), l = 0; l < o; l++) {
			var u = a[l];
			s[l] || (s[l] = Mc()), Sm(i, l, u.type, t, n);
		}
		if (r.fillStorage) r.fillStorage(e, t, i, s);
		else for (var d = [], f = e; f < t; f++) {
			d = r.getItem(f, d);
			for (var p = 0; p < o; p++) {
				var m = i[p], h = this._dimValueGetter(d, c[p], f, p);
				m[f] = h;
				var g = s[p];
				h < g[0] && (g[0] = h), h > g[1] && (g[1] = h);
			}
		}
		!r.persistent && r.clean && r.clean(), this._rawCount = this._count = t, this._extent = [];
	}, e.prototype.count = function() {
		return this._count;
	}, e.prototype.get = function(e, t) {
		if (!(t >= 0 && t < this._count)) return NaN;
		var n = this._chunks[e];
		return n ? n[this.getRawIndex(t)] : NaN;
	}, e.prototype.getValues = function(e, t) {
		var n = [], r = [];
		if (t == null) {
			t = e, e = [];
			for (var i = 0; i < this._dimensions.length; i++) r.push(i);
		} else r = e;
		for (var i = 0, a = r.length; i < a; i++) n.push(this.get(r[i], t));
		return n;
	}, e.prototype.getByRawIndex = function(e, t) {
		if (!(t >= 0 && t < this._rawCount)) return NaN;
		var n = this._chunks[e];
		return n ? n[t] : NaN;
	}, e.prototype.getSum = function(e) {
		var t = this._chunks[e], n = 0;
		if (t) for (var r = 0, i = this.count(); r < i; r++) {
			var a = this.get(e, r);
			isNaN(a) || (n += a);
		}
		return n;
	}, e.prototype.getMedian = function(e) {
		var t = [];
		this.each([e], function(e) {
			isNaN(e) || t.push(e);
		}), Ts(t);
		var n = this.count();
		return n === 0 ? 0 : n % 2 == 1 ? t[(n - 1) / 2] : (t[n / 2] + t[n / 2 - 1]) / 2;
	}, e.prototype.indexOfRawIndex = function(e) {
		if (e >= this._rawCount || e < 0) return -1;
		if (!this._indices) return e;
		var t = this._indices, n = t[e];
		if (n != null && n < this._count && n === e) return e;
		for (var r = 0, i = this._count - 1; r <= i;) {
			var a = (r + i) / 2 | 0;
			if (t[a] < e) r = a + 1;
			else if (t[a] > e) i = a - 1;
			else return a;
		}
		return -1;
	}, e.prototype.getIndices = function() {
		var e, t = this._indices;
		if (t) {
			var n = t.constructor, r = this._count;
			if (n === Array) {
				e = new n(r);
				for (var i = 0; i < r; i++) e[i] = t[i];
			} else e = new n(t.buffer, 0, r);
		} else {
			var n = bm(this._rawCount);
			e = new n(this.count());
			for (var i = 0; i < e.length; i++) e[i] = i;
		}
		return e;
	}, e.prototype.filter = function(e, t) {
		if (!this._count) return this;
		for (var n = this.clone(), r = n.count(), i = new (bm(n._rawCount))(r), a = [], o = e.length, s = 0, c = e[0], l = n._chunks, u = 0; u < r; u++) {
			var d = void 0, f = n.getRawIndex(u);
			if (o === 0) d = t(u);
			else if (o === 1) {
				var p = l[c][f];
				d = t(p, u);
			} else {
				for (var m = 0; m < o; m++) a[m] = l[e[m]][f];
				a[m] = u, d = t.apply(null, a);
			}
			d && (i[s++] = f);
		}
		return s < r && (n._indices = i), n._count = s, n._extent = [], n._updateGetRawIdx(), n;
	}, e.prototype.selectRange = function(e) {
		var t = this.clone(), n = t._count;
		if (!n) return this;
		var r = De(e), i = r.length;
		if (!i) return this;
		var a = t.count(), o = new (bm(t._rawCount))(a), s = 0, c = r[0], l = e[c][0], u = e[c][1], d = t._chunks, f = !1;
		if (!t._indices) {
			var p = 0;
			if (i === 1) {
				for (var m = d[r[0]], h = 0; h < n; h++) {
					var g = m[h];
					(g >= l && g <= u || isNaN(g)) && (o[s++] = p), p++;
				}
				f = !0;
			} else if (i === 2) {
				for (var m = d[r[0]], _ = d[r[1]], v = e[r[1]][0], y = e[r[1]][1], h = 0; h < n; h++) {
					var g = m[h], b = _[h];
					(g >= l && g <= u || isNaN(g)) && (b >= v && b <= y || isNaN(b)) && (o[s++] = p), p++;
				}
				f = !0;
			}
		}
		if (!f) {
			if (i === 1) for (var h = 0; h < a; h++) {
				var x = t.getRawIndex(h), g = d[r[0]][x];
				(g >= l && g <= u || isNaN(g)) && (o[s++] = x);
			}
			else for (var h = 0; h < a; h++) {
				for (var S = !0, x = t.getRawIndex(h), C = 0; C < i; C++) {
					var w = r[C], g = d[w][x];
					(g < e[w][0] || g > e[w][1]) && (S = !1);
				}
				S && (o[s++] = t.getRawIndex(h));
			}
		}
		return s < a && (t._indices = o), t._count = s, t._extent = [], t._updateGetRawIdx(), t;
	}, e.prototype.map = function(e, t) {
		var n = this.clone(e);
		return this._updateDims(n, e, t), n;
	}, e.prototype.modify = function(e, t) {
		this._updateDims(this, e, t);
	}, e.prototype._updateDims = function(e, t, n) {
		for (var r = e._chunks, i = [], a = t.length, o = e.count(), s = [], c = e._rawExtent, l = 0; l < t.length; l++) c[t[l]] = Mc();
		for (var u = 0; u < o; u++) {
			for (var d = e.getRawIndex(u), f = 0; f < a; f++) s[f] = r[t[f]][d];
			s[a] = u;
			var p = n && n.apply(null, s);
			if (p != null) {
				typeof p != "object" && (i[0] = p, p = i);
				for (var l = 0; l < p.length; l++) {
					var m = t[l], h = p[l], g = c[m], _ = r[m];
					_ && (_[d] = h), h < g[0] && (g[0] = h), h > g[1] && (g[1] = h);
				}
			}
		}
	}, e.prototype.lttbDownSample = function(e, t) {
		var n = this.clone([e], !0), r = n._chunks[e], i = this.count(), a = 0, o = Math.floor(1 / t), s = this.getRawIndex(0), c, l, u, d = new (bm(this._rawCount))(Math.min((Math.ceil(i / o) + 2) * 2, i));
		d[a++] = s;
		for (var f = 1; f < i - 1; f += o) {
			for (var p = Math.min(f + o, i - 1), m = Math.min(f + o * 2, i), h = (m + p) / 2, g = 0, _ = p; _ < m; _++) {
				var v = this.getRawIndex(_), y = r[v];
				isNaN(y) || (g += y);
			}
			g /= m - p;
			var b = f, x = Math.min(f + o, i), S = f - 1, C = r[s];
			c = -1, u = b;
			for (var w = -1, T = 0, _ = b; _ < x; _++) {
				var v = this.getRawIndex(_), y = r[v];
				isNaN(y) ? (T++, w < 0 && (w = v)) : (l = Math.abs((S - h) * (y - C) - (S - _) * (g - C)), l > c && (c = l, u = v));
			}
			T > 0 && T < x - b && (d[a++] = Math.min(w, u), u = Math.max(w, u)), d[a++] = u, s = u;
		}
		return d[a++] = this.getRawIndex(i - 1), n._count = a, n._indices = d, n.getRawIndex = this._getRawIdx, n;
	}, e.prototype.minmaxDownSample = function(e, t) {
		for (var n = this.clone([e], !0), r = n._chunks, i = Math.floor(1 / t), a = r[e], o = this.count(), s = new (bm(this._rawCount))(Math.ceil(o / i) * 2), c = 0, l = 0; l < o; l += i) {
			var u = l, d = a[this.getRawIndex(u)], f = l, p = a[this.getRawIndex(f)], m = i;
			l + i > o && (m = o - l);
			for (var h = 0; h < m; h++) {
				var g = a[this.getRawIndex(l + h)];
				g < d && (d = g, u = l + h), g > p && (p = g, f = l + h);
			}
			var _ = this.getRawIndex(u), v = this.getRawIndex(f);
			u < f ? (s[c++] = _, s[c++] = v) : (s[c++] = v, s[c++] = _);
		}
		return n._count = c, n._indices = s, n._updateGetRawIdx(), n;
	}, e.prototype.downSample = function(e, t, n, r) {
		for (var i = this.clone([e], !0), a = i._chunks, o = [], s = Math.floor(1 / t), c = a[e], l = this.count(), u = i._rawExtent[e] = Mc(), d = new (bm(this._rawCount))(Math.ceil(l / s)), f = 0, p = 0; p < l; p += s) {
			s > l - p && (s = l - p, o.length = s);
			for (var m = 0; m < s; m++) {
				var h = this.getRawIndex(p + m);
				o[m] = c[h];
			}
			var g = n(o), _ = this.getRawIndex(Math.min(p + r(o, g) || 0, l - 1));
			c[_] = g, g < u[0] && (u[0] = g), g > u[1] && (u[1] = g), d[f++] = _;
		}
		return i._count = f, i._indices = d, i._updateGetRawIdx(), i;
	}, e.prototype.each = function(e, t) {
		if (this._count) for (var n = e.length, r = this._chunks, i = 0, a = this.count(); i < a; i++) {
			var o = this.getRawIndex(i);
			switch (n) {
				case 0:
					t(i);
					break;
				case 1:
					t(r[e[0]][o], i);
					break;
				case 2:
					t(r[e[0]][o], r[e[1]][o], i);
					break;
				default:
					for (var s = 0, c = []; s < n; s++) c[s] = r[e[s]][o];
					c[s] = i, t.apply(null, c);
			}
		}
	}, e.prototype.getDataExtent = function(e, t) {
		var n = this._chunks[e], r = Mc();
		if (!n) return r;
		var i = this.count();
		if (!this._indices && !t) return this._rawExtent[e].slice();
		var a = this._extent, o = a[e] || (a[e] = {}), s = fm(t), c = s.key, l = o[c];
		if (l) return l.slice();
		for (var u = r[0], d = r[1], f = 0; f < i; f++) {
			var p = n[this.getRawIndex(f)];
			(!t || pm(s, p)) && (p < u && (u = p), p > d && (d = p));
		}
		return o[c] = [u, d];
	}, e.prototype.getRawDataItem = function(e) {
		var t = this.getRawIndex(e);
		if (this._provider.persistent) return this._provider.getItem(t);
		for (var n = [], r = this._chunks, i = 0; i < r.length; i++) n.push(r[i][t]);
		return n;
	}, e.prototype.clone = function(t, n) {
		var r = new e(), i = this._chunks, a = t && we(t, function(e, t) {
			return e[t] = !0, e;
		}, {});
		if (a) for (var o = 0; o < i.length; o++) r._chunks[o] = a[o] ? xm(i[o]) : i[o];
		else r._chunks = i;
		return this._copyCommonProps(r), n || (r._indices = this._cloneIndices()), r._updateGetRawIdx(), r;
	}, e.prototype._copyCommonProps = function(e) {
		e._count = this._count, e._rawCount = this._rawCount, e._provider = this._provider, e._dimensions = this._dimensions, e._extent = P(this._extent), e._rawExtent = P(this._rawExtent);
	}, e.prototype._cloneIndices = function() {
		if (this._indices) {
			var e = this._indices.constructor, t = void 0;
			if (e === Array) {
				var n = this._indices.length;
				t = new e(n);
				for (var r = 0; r < n; r++) t[r] = this._indices[r];
			} else t = new e(this._indices);
			return t;
		}
		return null;
	}, e.prototype._getRawIdxIdentity = function(e) {
		return e;
	}, e.prototype._getRawIdx = function(e) {
		return e < this._count && e >= 0 ? this._indices[e] : -1;
	}, e.prototype._updateGetRawIdx = function() {
		this.getRawIndex = this._indices ? this._getRawIdx : this._getRawIdxIdentity;
	}, e.internalField = function() {
		function e(e, t, n, r) {
			return lm(e[r], this._dimensions[r]);
		}
		ym = {
			arrayRows: e,
			objectRows: function(e, t, n, r) {
				return lm(e[t], this._dimensions[r]);
			},
			keyedColumns: e,
			original: function(e, t, n, r) {
				var i = e && (e.value == null ? e : e.value);
				return lm(i instanceof Array ? i[r] : i, this._dimensions[r]);
			},
			typedArray: function(e, t, n, r) {
				return e[r];
			}
		};
	}(), e;
}(), wm = bc(), Tm = {
	float: "f",
	int: "i",
	ordinal: "o",
	number: "n",
	time: "t"
}, Em = function() {
	function e(e) {
		this.dimensions = e.dimensions, this._dimOmitted = e.dimensionOmitted, this.source = e.source, this._fullDimCount = e.fullDimensionCount, this._updateDimOmitted(e.dimensionOmitted);
	}
	return e.prototype.isDimensionOmitted = function() {
		return this._dimOmitted;
	}, e.prototype._updateDimOmitted = function(e) {
		this._dimOmitted = e, e && (this._dimNameMap || (this._dimNameMap = km(this.source)));
	}, e.prototype.getSourceDimensionIndex = function(e) {
		return q(this._dimNameMap.get(e), -1);
	}, e.prototype.getSourceDimension = function(e) {
		var t = this.source.dimensionsDefine;
		if (t) return t[e];
	}, e.prototype.makeStoreSchema = function() {
		for (var e = this._fullDimCount, t = Lp(this.source), n = !Am(e), r = "", i = [], a = 0, o = 0; a < e; a++) {
			var s = void 0, c = void 0, l = void 0, u = this.dimensions[o];
			if (u && u.storeDimIndex === a) s = t ? u.name : null, c = u.type, l = u.ordinalMeta, o++;
			else {
				var d = this.getSourceDimension(a);
				d && (s = t ? d.name : null, c = d.type);
			}
			i.push({
				property: s,
				type: c,
				ordinalMeta: l
			}), !t || s == null || u && u.isCalculationCoord || (r += n ? s.replace(/\`/g, "`1").replace(/\$/g, "`2") : s), r += "$", r += Tm[c] || "f", l && (r += l.uid), r += "$";
		}
		var f = this.source;
		return {
			dimensions: i,
			hash: [
				f.seriesLayoutBy,
				f.startIndex,
				r
			].join("$$")
		};
	}, e.prototype.makeOutputDimensionNames = function() {
		for (var e = [], t = 0, n = 0; t < this._fullDimCount; t++) {
			var r = void 0, i = this.dimensions[n];
			if (i && i.storeDimIndex === t) i.isCalculationCoord || (r = i.name), n++;
			else {
				var a = this.getSourceDimension(t);
				a && (r = a.name);
			}
			e.push(r);
		}
		return e;
	}, e.prototype.appendCalculationDimension = function(e) {
		this.dimensions.push(e), e.isCalculationCoord = !0, this._fullDimCount++, this._updateDimOmitted(!0);
	}, e;
}();
function Dm(e) {
	return e instanceof Em;
}
function Om(e) {
	for (var t = J(), n = 0; n < (e || []).length; n++) {
		var r = e[n], i = K(r) ? r.name : r;
		i != null && t.get(i) == null && t.set(i, n);
	}
	return t;
}
function km(e) {
	var t = wm(e);
	return t.dimNameMap || (t.dimNameMap = Om(e.dimensionsDefine));
}
function Am(e) {
	return e > 30;
}
// node_modules/echarts/lib/data/SeriesData.js
var jm = K, Mm = B, Nm = typeof Int32Array > "u" ? Array : Int32Array, Pm = "e\0\0", Fm = -1, Im = [
	"hasItemOption",
	"_nameList",
	"_idList",
	"_invertedIndicesMap",
	"_dimSummary",
	"userOutput",
	"_rawData",
	"_dimValueGetter",
	"_nameDimIdx",
	"_idDimIdx",
	"_nameRepeatCount"
], Lm = ["_approximateExtent"], Rm, zm, Bm, Vm, Hm, Um, Wm, Gm = function() {
	function e(e, t) {
		this.type = "list", this._dimOmitted = !1, this._nameList = [], this._idList = [], this._visual = {}, this._layout = {}, this._itemVisuals = [], this._itemLayouts = [], this._graphicEls = [], this._approximateExtent = {}, this._calculationInfo = {}, this.hasItemOption = !1, this.TRANSFERABLE_METHODS = [
			"cloneShallow",
			"downSample",
			"minmaxDownSample",
			"lttbDownSample",
			"map"
		], this.CHANGABLE_METHODS = ["filterSelf", "selectRange"], this.DOWNSAMPLE_METHODS = [
			"downSample",
			"minmaxDownSample",
			"lttbDownSample"
		];
		var n, r = !1;
		Dm(e) ? (n = e.dimensions, this._dimOmitted = e.isDimensionOmitted(), this._schema = e) : (r = !0, n = e), n = n || ["x", "y"];
		for (var i = {}, a = [], o = {}, s = !1, c = {}, l = 0; l < n.length; l++) {
			var u = n[l], d = G(u) ? new cm({ name: u }) : u instanceof cm ? u : new cm(u), f = d.name;
			d.type = d.type || "float", d.coordDim || (d.coordDim = f, d.coordDimIndex = 0);
			var p = d.otherDims = d.otherDims || {};
			a.push(f), i[f] = d, c[f] != null && (s = !0), d.createInvertedIndices && (o[f] = []), r && (d.storeDimIndex = l), p.itemName === 0 && (this._nameDimIdx = d.storeDimIndex), p.itemId === 0 && (this._idDimIdx = d.storeDimIndex);
		}
		if (this.dimensions = a, this._dimInfos = i, this._initGetDimensionInfo(s), this.hostModel = t, this._invertedIndicesMap = o, this._dimOmitted) {
			var m = this._dimIdxToName = J();
			z(a, function(e) {
				m.set(i[e].storeDimIndex, e);
			});
		}
	}
	return e.prototype.getDimension = function(e) {
		var t = this._recognizeDimIndex(e);
		if (t == null) return e;
		if (t = e, !this._dimOmitted) return this.dimensions[t];
		var n = this._dimIdxToName.get(t);
		if (n != null) return n;
		var r = this._schema.getSourceDimension(t);
		if (r) return r.name;
	}, e.prototype.getDimensionIndex = function(e) {
		var t = this._recognizeDimIndex(e);
		if (t != null) return t;
		if (e == null) return -1;
		var n = this._getDimInfo(e);
		return n ? n.storeDimIndex : this._dimOmitted ? this._schema.getSourceDimensionIndex(e) : -1;
	}, e.prototype._recognizeDimIndex = function(e) {
		if (Ae(e) || e != null && !isNaN(e) && !this._getDimInfo(e) && (!this._dimOmitted || this._schema.getSourceDimensionIndex(e) < 0)) return +e;
	}, e.prototype._getStoreDimIndex = function(e) {
		return this.getDimensionIndex(e);
	}, e.prototype.getDimensionInfo = function(e) {
		return this._getDimInfo(this.getDimension(e));
	}, e.prototype._initGetDimensionInfo = function(e) {
		var t = this._dimInfos;
		this._getDimInfo = e ? function(e) {
			return t.hasOwnProperty(e) ? t[e] : void 0;
		} : function(e) {
			return t[e];
		};
	}, e.prototype.getDimensionsOnCoord = function() {
		return this._dimSummary.dataDimsOnCoord.slice();
	}, e.prototype.mapDimension = function(e, t) {
		var n = this._dimSummary;
		if (t == null) return n.encodeFirstDimNotExtra[e];
		var r = n.encode[e];
		return r ? r[t] : null;
	}, e.prototype.mapDimensionsAll = function(e) {
		return (this._dimSummary.encode[e] || []).slice();
	}, e.prototype.getStore = function() {
		return this._store;
	}, e.prototype.initData = function(e, t, n) {
		var r = this, i;
		if (e instanceof Cm && (i = e), !i) {
			var a = this.dimensions, o = Op(e) || Ce(e) ? new Wp(e, a.length) : e;
			i = new Cm();
			var s = Mm(a, function(e) {
				return {
					type: r._dimInfos[e].type,
					property: e
				};
			});
			i.initData(o, s, n);
		}
		this._store = i, this._nameList = (t || []).slice(), this._idList = [], this._nameRepeatCount = {}, this._doInit(0, i.count()), this._dimSummary = im(this, this._schema), this.userOutput = this._dimSummary.userOutput;
	}, e.prototype.appendData = function(e) {
		var t = this._store.appendData(e);
		this._doInit(t[0], t[1]);
	}, e.prototype.appendValues = function(e, t) {
		var n = this._store.appendValues(e, t && t.length), r = n.start, i = n.end, a = this._shouldMakeIdFromName();
		if (this._updateOrdinalMeta(), t) for (var o = r; o < i; o++) {
			var s = o - r;
			this._nameList[o] = t[s], a && Wm(this, o);
		}
	}, e.prototype._updateOrdinalMeta = function() {
		for (var e = this._store, t = this.dimensions, n = 0; n < t.length; n++) {
			var r = this._dimInfos[t[n]];
			r.ordinalMeta && e.collectOrdinalMeta(r.storeDimIndex, r.ordinalMeta);
		}
	}, e.prototype._shouldMakeIdFromName = function() {
		var e = this._store.getProvider();
		return this._idDimIdx == null && e.getSource().sourceFormat !== "typedArray" && !e.fillStorage;
	}, e.prototype._doInit = function(e, t) {
		if (!(e >= t)) {
			var n = this._store.getProvider();
			this._updateOrdinalMeta();
			var r = this._nameList, i = this._idList;
			if (n.getSource().sourceFormat === "original" && !n.pure) for (var a = [], o = e; o < t; o++) {
				var s = n.getItem(o, a);
				if (!this.hasItemOption && rc(s) && (this.hasItemOption = !0), s) {
					var c = s.name;
					r[o] == null && c != null && (r[o] = pc(c, null));
					var l = s.id;
					i[o] == null && l != null && (i[o] = pc(l, null));
				}
			}
			if (this._shouldMakeIdFromName()) for (var o = e; o < t; o++) Wm(this, o);
			Rm(this);
		}
	}, e.prototype.getApproximateExtent = function(e, t) {
		return this._approximateExtent[e] || this._store.getDataExtent(this._getStoreDimIndex(e), t);
	}, e.prototype.setApproximateExtent = function(e, t) {
		t = this.getDimension(t), this._approximateExtent[t] = e.slice();
	}, e.prototype.getCalculationInfo = function(e) {
		return this._calculationInfo[e];
	}, e.prototype.setCalculationInfo = function(e, t) {
		jm(e) ? I(this._calculationInfo, e) : this._calculationInfo[e] = t;
	}, e.prototype.getName = function(e) {
		var t = this.getRawIndex(e), n = this._nameList[t];
		return n == null && this._nameDimIdx != null && (n = Bm(this, this._nameDimIdx, t)), n ?? (n = ""), n;
	}, e.prototype._getCategory = function(e, t) {
		var n = this._store.get(e, t), r = this._store.getOrdinalMeta(e);
		return r ? r.categories[n] : n;
	}, e.prototype.getId = function(e) {
		return zm(this, this.getRawIndex(e));
	}, e.prototype.count = function() {
		return this._store.count();
	}, e.prototype.get = function(e, t) {
		var n = this._store, r = this._dimInfos[e];
		if (r) return n.get(r.storeDimIndex, t);
	}, e.prototype.getByRawIndex = function(e, t) {
		var n = this._store, r = this._dimInfos[e];
		if (r) return n.getByRawIndex(r.storeDimIndex, t);
	}, e.prototype.getIndices = function() {
		return this._store.getIndices();
	}, e.prototype.getDataExtent = function(e) {
		return this._store.getDataExtent(this._getStoreDimIndex(e), null);
	}, e.prototype.getSum = function(e) {
		return this._store.getSum(this._getStoreDimIndex(e));
	}, e.prototype.getMedian = function(e) {
		return this._store.getMedian(this._getStoreDimIndex(e));
	}, e.prototype.getValues = function(e, t) {
		var n = this, r = this._store;
		return U(e) ? r.getValues(Mm(e, function(e) {
			return n._getStoreDimIndex(e);
		}), t) : r.getValues(e);
	}, e.prototype.hasValue = function(e) {
		for (var t = this._dimSummary.dataDimIndicesOnCoord, n = 0, r = t.length; n < r; n++) if (isNaN(this._store.get(t[n], e))) return !1;
		return !0;
	}, e.prototype.indexOfName = function(e) {
		for (var t = 0, n = this._store.count(); t < n; t++) if (this.getName(t) === e) return t;
		return -1;
	}, e.prototype.getRawIndex = function(e) {
		return this._store.getRawIndex(e);
	}, e.prototype.indexOfRawIndex = function(e) {
		return this._store.indexOfRawIndex(e);
	}, e.prototype.rawIndexOf = function(e, t) {
		var n = e && this._invertedIndicesMap[e], r = n && n[t];
		return r == null || isNaN(r) ? Fm : r;
	}, e.prototype.each = function(e, t, n) {
		W(e) && (n = t, t = e, e = []);
		var r = n || this, i = Mm(Vm(e), this._getStoreDimIndex, this);
		this._store.each(i, r ? V(t, r) : t);
	}, e.prototype.filterSelf = function(e, t, n) {
		W(e) && (n = t, t = e, e = []);
		var r = n || this, i = Mm(Vm(e), this._getStoreDimIndex, this);
		return this._store = this._store.filter(i, r ? V(t, r) : t), this;
	}, e.prototype.selectRange = function(e) {
		var t = this, n = {}, r = De(e), i = [];
		return z(r, function(r) {
			var a = t._getStoreDimIndex(r);
			n[a] = e[r], i.push(a);
		}), this._store = this._store.selectRange(n), this;
	}, e.prototype.mapArray = function(e, t, n) {
		W(e) && (n = t, t = e, e = []), n = n || this;
		var r = [];
		return this.each(e, function() {
			r.push(t && t.apply(this, arguments));
		}, n), r;
	}, e.prototype.map = function(e, t, n, r) {
		var i = n || r || this, a = Mm(Vm(e), this._getStoreDimIndex, this), o = Um(this);
		return o._store = this._store.map(a, i ? V(t, i) : t), o;
	}, e.prototype.modify = function(e, t, n, r) {
		var i = n || r || this, a = Mm(Vm(e), this._getStoreDimIndex, this);
		this._store.modify(a, i ? V(t, i) : t);
	}, e.prototype.downSample = function(e, t, n, r) {
		var i = Um(this);
		return i._store = this._store.downSample(this._getStoreDimIndex(e), t, n, r), i;
	}, e.prototype.minmaxDownSample = function(e, t) {
		var n = Um(this);
		return n._store = this._store.minmaxDownSample(this._getStoreDimIndex(e), t), n;
	}, e.prototype.lttbDownSample = function(e, t) {
		var n = Um(this);
		return n._store = this._store.lttbDownSample(this._getStoreDimIndex(e), t), n;
	}, e.prototype.getRawDataItem = function(e) {
		return this._store.getRawDataItem(e);
	}, e.prototype.getItemModel = function(e) {
		var t = this.hostModel;
		return new hp(this.getRawDataItem(e), t, t && t.ecModel);
	}, e.prototype.diff = function(e) {
		var t = this;
		return new vp(e ? e.getStore().getIndices() : [], this.getStore().getIndices(), function(t) {
			return zm(e, t);
		}, function(e) {
			return zm(t, e);
		});
	}, e.prototype.getVisual = function(e) {
		var t = this._visual;
		return t && t[e];
	}, e.prototype.setVisual = function(e, t) {
		this._visual = this._visual || {}, jm(e) ? I(this._visual, e) : this._visual[e] = t;
	}, e.prototype.getItemVisual = function(e, t) {
		var n = this._itemVisuals[e];
		return (n && n[t]) ?? this.getVisual(t);
	}, e.prototype.hasItemVisual = function() {
		return this._itemVisuals.length > 0;
	}, e.prototype.ensureUniqueItemVisual = function(e, t) {
		var n = this._itemVisuals, r = n[e];
		r || (r = n[e] = {});
		var i = r[t];
		return i ?? (i = this.getVisual(t), U(i) ? i = i.slice() : jm(i) && (i = I({}, i)), r[t] = i), i;
	}, e.prototype.setItemVisual = function(e, t, n) {
		var r = this._itemVisuals[e] || {};
		this._itemVisuals[e] = r, jm(t) ? I(r, t) : r[t] = n;
	}, e.prototype.clearAllVisual = function() {
		this._visual = {}, this._itemVisuals = [];
	}, e.prototype.setLayout = function(e, t) {
		jm(e) ? I(this._layout, e) : this._layout[e] = t;
	}, e.prototype.getLayout = function(e) {
		return this._layout[e];
	}, e.prototype.getItemLayout = function(e) {
		return this._itemLayouts[e];
	}, e.prototype.setItemLayout = function(e, t, n) {
		this._itemLayouts[e] = n ? I(this._itemLayouts[e] || {}, t) : t;
	}, e.prototype.clearItemLayouts = function() {
		this._itemLayouts.length = 0;
	}, e.prototype.setItemGraphicEl = function(e, t) {
		Xc(this.hostModel && this.hostModel.seriesIndex, this.dataType, e, t), this._graphicEls[e] = t;
	}, e.prototype.getItemGraphicEl = function(e) {
		return this._graphicEls[e];
	}, e.prototype.eachItemGraphicEl = function(e, t) {
		z(this._graphicEls, function(n, r) {
			n && e && e.call(t, n, r);
		});
	}, e.prototype.cloneShallow = function(t) {
		return t || (t = new e(this._schema ? this._schema : Mm(this.dimensions, this._getDimInfo, this), this.hostModel)), Hm(t, this), t._store = this._store, t;
	}, e.prototype.wrapMethod = function(e, t) {
		var n = this[e];
		W(n) && (this.__wrappedMethods = this.__wrappedMethods || [], this.__wrappedMethods.push(e), this[e] = function() {
			var e = n.apply(this, arguments);
			return t.apply(this, [e].concat(ze(arguments)));
		});
	}, e.internalField = function() {
		Rm = function(e) {
			var t = e._invertedIndicesMap;
			z(t, function(n, r) {
				var i = e._dimInfos[r], a = i.ordinalMeta, o = e._store;
				if (a) {
					n = t[r] = new Nm(a.categories.length);
					for (var s = 0; s < n.length; s++) n[s] = Fm;
					for (var s = 0; s < o.count(); s++) n[o.get(i.storeDimIndex, s)] = s;
				}
			});
		}, Bm = function(e, t, n) {
			return pc(e._getCategory(t, n), null);
		}, zm = function(e, t) {
			var n = e._idList[t];
			return n == null && e._idDimIdx != null && (n = Bm(e, e._idDimIdx, t)), n ?? (n = Pm + t), n;
		}, Vm = function(e) {
			return U(e) || (e = e == null ? [] : [e]), e;
		}, Um = function(t) {
			var n = new e(t._schema ? t._schema : Mm(t.dimensions, t._getDimInfo, t), t.hostModel);
			return Hm(n, t), n;
		}, Hm = function(e, t) {
			z(Im.concat(t.__wrappedMethods || []), function(n) {
				t.hasOwnProperty(n) && (e[n] = t[n]);
			}), e.__wrappedMethods = t.__wrappedMethods, z(Lm, function(n) {
				e[n] = P(t[n]);
			}), e._calculationInfo = I({}, t._calculationInfo);
		}, Wm = function(e, t) {
			var n = e._nameList, r = e._idList, i = e._nameDimIdx, a = e._idDimIdx, o = n[t], s = r[t];
			if (o == null && i != null && (n[t] = o = Bm(e, i, t)), s == null && a != null && (r[t] = s = Bm(e, a, t)), s == null && o != null) {
				var c = e._nameRepeatCount, l = c[o] = (c[o] || 0) + 1;
				s = o, l > 1 && (s += "__ec__" + l), r[t] = s;
			}
		};
	}(), e;
}();
// node_modules/echarts/lib/data/helper/createDimensions.js
function Km(e, t) {
	Op(e) || (e = Ap(e)), t = t || {};
	var n = t.coordDimensions || [], r = t.dimensionsDefine || e.dimensionsDefine || [], i = J(), a = [], o = qm(e, n, r, t.dimensionsCount), s = t.canOmitUnusedDimensions && Am(o), c = r === e.dimensionsDefine, l = c ? km(e) : Om(r), u = t.encodeDefine;
	!u && t.encodeDefaulter && (u = t.encodeDefaulter(e, o));
	for (var d = J(u), f = new gm(o), p = 0; p < f.length; p++) f[p] = -1;
	function m(e) {
		var t = f[e];
		if (t < 0) {
			var n = r[e], i = K(n) ? n : { name: n }, o = new cm(), s = i.name;
			return s != null && l.get(s) != null && (o.name = o.displayName = s), i.type != null && (o.type = i.type), i.displayName != null && (o.displayName = i.displayName), f[e] = a.length, o.storeDimIndex = e, a.push(o), o;
		}
		return a[t];
	}
	if (!s) for (var p = 0; p < o; p++) m(p);
	d.each(function(e, t) {
		var n = $s(e).slice();
		if (n.length === 1 && !G(n[0]) && n[0] < 0) d.set(t, !1);
		else {
			var r = d.set(t, []);
			z(n, function(e, n) {
				var i = G(e) ? l.get(e) : e;
				i != null && i < o && (r[n] = i, g(m(i), t, n));
			});
		}
	});
	var h = 0;
	z(n, function(e) {
		var t, n, r, i;
		if (G(e)) t = e, i = {};
		else {
			i = e, t = i.name;
			var a = i.ordinalMeta;
			i.ordinalMeta = null, i = I({}, i), i.ordinalMeta = a, n = i.dimsDef, r = i.otherDims, i.name = i.coordDim = i.coordDimIndex = i.dimsDef = i.otherDims = null;
		}
		var s = d.get(t);
		if (s !== !1) {
			if (s = $s(s), !s.length) for (var l = 0; l < (n && n.length || 1); l++) {
				for (; h < o && m(h).coordDim != null;) h++;
				h < o && s.push(h++);
			}
			z(s, function(e, a) {
				var o = m(e);
				if (c && i.type != null && (o.type = i.type), g(L(o, i), t, a), o.name == null && n) {
					var s = n[a];
					!K(s) && (s = { name: s }), o.name = o.displayName = s.name, o.defaultTooltip = s.defaultTooltip;
				}
				r && L(o.otherDims, r);
			});
		}
	});
	function g(e, t, n) {
		Zc.get(t) == null ? (e.coordDim = t, e.coordDimIndex = n, i.set(t, !0)) : e.otherDims[t] = n;
	}
	var _ = t.generateCoord, v = t.generateCoordCount, y = v != null;
	v = _ ? v || 1 : 0;
	var b = _ || "value";
	function x(e) {
		e.name ?? (e.name = e.coordDim);
	}
	if (s) z(a, function(e) {
		x(e);
	}), a.sort(function(e, t) {
		return e.storeDimIndex - t.storeDimIndex;
	});
	else for (var S = 0; S < o; S++) {
		var C = m(S);
		C.coordDim ?? (C.coordDim = Jm(b, i, y), C.coordDimIndex = 0, (!_ || v <= 0) && (C.isExtraCoord = !0), v--), x(C), C.type == null && (Tp(e, S) === yp.Must || C.isExtraCoord && (C.otherDims.itemName != null || C.otherDims.seriesName != null)) && (C.type = "ordinal");
	}
	return Uc(a, function(e) {
		return e.name;
	}, function(e, t) {
		t > 0 && (e.name += t - 1);
	}), new Em({
		source: e,
		dimensions: a,
		fullDimensionCount: o,
		dimensionOmitted: s
	});
}
function qm(e, t, n, r) {
	var i = Math.max(e.dimensionsDetectedCount || 1, t.length, n.length, r || 0);
	return z(t, function(e) {
		var t;
		K(e) && (t = e.dimsDef) && (i = Math.max(i, t.length));
	}), i;
}
function Jm(e, t, n) {
	if (n || t.hasKey(e)) {
		for (var r = 0; t.hasKey(e + r);) r++;
		e += r;
	}
	return t.set(e, !0), e;
}
// node_modules/echarts/lib/core/CoordinateSystem.js
var Ym = {}, Xm = {}, Zm = function() {
	function e() {
		this._normalMasterList = [], this._nonSeriesBoxMasterList = [];
	}
	return e.prototype.create = function(e, t) {
		this._nonSeriesBoxMasterList = n(Ym, !0), this._normalMasterList = n(Xm, !1);
		function n(n, r) {
			var i = [];
			return z(n, function(n, r) {
				var a = n.create(e, t);
				i = i.concat(a || []);
			}), i;
		}
	}, e.prototype.update = function(e, t) {
		z(this._normalMasterList, function(n) {
			n.update && n.update(e, t);
		});
	}, e.prototype.getCoordinateSystems = function() {
		return this._normalMasterList.concat(this._nonSeriesBoxMasterList);
	}, e.register = function(e, t) {
		e === "matrix" || e === "calendar" ? Ym[e] = t : Xm[e] = t;
	}, e.get = function(e) {
		return Xm[e] || Ym[e];
	}, e;
}();
function Qm(e) {
	return !!Ym[e];
}
var $m = J();
function eh(e) {
	var t = e.getShallow("coord", !0), n = 1;
	if (t == null) {
		var r = $m.get(e.type);
		r && r.getCoord2 && (n = 2, t = r.getCoord2(e));
	}
	return {
		coord: t,
		from: n
	};
}
function th(e, t) {
	var n = e.getShallow("coordinateSystem"), r = e.getShallow("coordinateSystemUsage", !0), i = 0;
	if (n) {
		var a = e.mainType === "series";
		r ?? (r = a ? "data" : "box"), r === "data" ? (i = 1, a || (i = 0)) : r === "box" && (i = 2, !a && !Qm(n) && (i = 0));
	}
	return {
		coordSysType: n,
		kind: i
	};
}
function nh(e) {
	var t = e.targetModel, n = e.coordSysType, r = e.coordSysProvider, i = e.isDefaultDataCoordSys;
	e.allowNotFound;
	var a = th(t, !0), o = a.kind, s = a.coordSysType;
	if (i && o !== 1 && (o = 1, s = n), o === 0 || s !== n) return 0;
	var c = r(n, t);
	return c ? (o === 1 ? t.coordinateSystem = c : t.boxCoordinateSystem = c, o) : 0;
}
// node_modules/echarts/lib/model/referHelper.js
var rh = function() {
	function e(e) {
		this.coordSysDims = [], this.axisMap = J(), this.categoryAxisMap = J(), this.coordSysName = e;
	}
	return e;
}();
function ih(e) {
	var t = e.get("coordinateSystem"), n = new rh(t), r = ah[t];
	if (r) return r(e, n, n.axisMap, n.categoryAxisMap), n;
}
var ah = {
	cartesian2d: function(e, t, n, r) {
		var i = e.getReferringComponents("xAxis", wc).models[0], a = e.getReferringComponents("yAxis", wc).models[0];
		t.coordSysDims = ["x", "y"], n.set("x", i), n.set("y", a), oh(i) && (r.set("x", i), t.firstCategoryDimIndex = 0), oh(a) && (r.set("y", a), t.firstCategoryDimIndex ?? (t.firstCategoryDimIndex = 1));
	},
	singleAxis: function(e, t, n, r) {
		var i = e.getReferringComponents("singleAxis", wc).models[0];
		t.coordSysDims = ["single"], n.set("single", i), oh(i) && (r.set("single", i), t.firstCategoryDimIndex = 0);
	},
	polar: function(e, t, n, r) {
		var i = e.getReferringComponents("polar", wc).models[0], a = i.findAxisModel("radiusAxis"), o = i.findAxisModel("angleAxis");
		t.coordSysDims = ["radius", "angle"], n.set("radius", a), n.set("angle", o), oh(a) && (r.set("radius", a), t.firstCategoryDimIndex = 0), oh(o) && (r.set("angle", o), t.firstCategoryDimIndex ?? (t.firstCategoryDimIndex = 1));
	},
	geo: function(e, t, n, r) {
		t.coordSysDims = ["lng", "lat"];
	},
	parallel: function(e, t, n, r) {
		var i = e.ecModel, a = i.getComponent("parallel", e.get("parallelIndex")), o = t.coordSysDims = a.dimensions.slice();
		z(a.parallelAxisIndex, function(e, a) {
			var s = i.getComponent("parallelAxis", e), c = o[a];
			n.set(c, s), oh(s) && (r.set(c, s), t.firstCategoryDimIndex ?? (t.firstCategoryDimIndex = a));
		});
	},
	matrix: function(e, t, n, r) {
		var i = e.getReferringComponents("matrix", wc).models[0];
		t.coordSysDims = ["x", "y"];
		var a = i.getDimensionModel("x"), o = i.getDimensionModel("y");
		n.set("x", a), n.set("y", o), r.set("x", a), r.set("y", o);
	}
};
function oh(e) {
	return e.get("type") === "category";
}
// node_modules/echarts/lib/data/helper/dataStackHelper.js
function sh(e, t, n) {
	n = n || {};
	var r = n.byIndex, i = n.stackedCoordDimension, a, o, s;
	ch(t) ? a = t : (o = t.schema, a = o.dimensions, s = t.store);
	var c = !!(e && e.get("stack")), l, u, d, f, p = !0;
	function m(e) {
		return e.type !== "ordinal" && e.type !== "time";
	}
	if (z(a, function(e, t) {
		G(e) && (a[t] = e = { name: e }), m(e) || (p = !1);
	}), z(a, function(e, t) {
		c && !e.isExtraCoord && (!r && !l && e.ordinalMeta && (l = e), u || !m(e) || p && (e.coordDim === "x" || e.coordDim === "angle") || i && i !== e.coordDim || (u = e));
	}), u && !r && !l && (r = !0), u) {
		d = "__\0ecstackresult_" + e.id, f = "__\0ecstackedover_" + e.id, l && (l.createInvertedIndices = !0);
		var h = u.coordDim, g = u.type, _ = 0;
		z(a, function(e) {
			e.coordDim === h && _++;
		});
		var v = {
			name: d,
			coordDim: h,
			coordDimIndex: _,
			type: g,
			isExtraCoord: !0,
			isCalculationCoord: !0,
			storeDimIndex: a.length
		}, y = {
			name: f,
			coordDim: f,
			coordDimIndex: _ + 1,
			type: g,
			isExtraCoord: !0,
			isCalculationCoord: !0,
			storeDimIndex: a.length + 1
		};
		o ? (s && (v.storeDimIndex = s.ensureCalculationDimension(f, g), y.storeDimIndex = s.ensureCalculationDimension(d, g)), o.appendCalculationDimension(v), o.appendCalculationDimension(y)) : (a.push(v), a.push(y));
	}
	return {
		stackedDimension: u && u.name,
		stackedByDimension: l && l.name,
		isStackedByIndex: r,
		stackedOverDimension: f,
		stackResultDimension: d
	};
}
function ch(e) {
	return !Dm(e.schema);
}
function lh(e, t) {
	return !!t && t === e.getCalculationInfo("stackedDimension");
}
function uh(e, t) {
	return lh(e, t) ? e.getCalculationInfo("stackResultDimension") : t;
}
// node_modules/echarts/lib/chart/helper/createSeriesData.js
function dh(e, t) {
	var n = e.get("coordinateSystem"), r = Zm.get(n), i;
	return t && t.coordSysDims && (i = B(t.coordSysDims, function(e) {
		var n = { name: e }, r = t.axisMap.get(e);
		return r && (n.type = om(r.get("type"))), n;
	})), i || (i = r && (r.getDimensionsInfo ? r.getDimensionsInfo() : r.dimensions.slice()) || ["x", "y"]), i;
}
function fh(e, t, n) {
	var r, i;
	return n && z(e, function(e, a) {
		var o = e.coordDim, s = n.categoryAxisMap.get(o);
		s && (r ?? (r = a), e.ordinalMeta = s.getOrdinalMeta(), t && (e.createInvertedIndices = !0)), e.otherDims.itemName != null && (i = !0);
	}), !i && r != null && (e[r].otherDims.itemName = 0), r;
}
function ph(e, t, n) {
	n = n || {};
	var r = t.getSourceManager(), i, a = !1;
	e ? (a = !0, i = Ap(e)) : (i = r.getSource(), a = i.sourceFormat === Qc);
	var o = ih(t), s = dh(t, o), c = n.useEncodeDefaulter, l = W(c) ? c : c ? H(Sp, s, t) : null, u = {
		coordDimensions: s,
		generateCoord: n.generateCoord,
		encodeDefine: t.getEncode(),
		encodeDefaulter: l,
		canOmitUnusedDimensions: !a
	}, d = Km(i, u), f = fh(d.dimensions, n.createInvertedIndices, o), p = a ? null : r.getSharedDataStore(d), m = sh(t, {
		schema: d,
		store: p
	}), h = new Gm(d, t);
	h.setCalculationInfo(m);
	var g = f != null && mh(i) ? function(e, t, n, r) {
		return r === f ? n : this.defaultDimValueGetter(e, t, n, r);
	} : null;
	return h.hasItemOption = !1, h.initData(a ? i : p, null, g), h;
}
function mh(e) {
	if (e.sourceFormat === "original") return !U(nc(hh(e.data || [])));
}
function hh(e) {
	for (var t = 0; t < e.length && e[t] == null;) t++;
	return e[t];
}
// node_modules/echarts/lib/util/component.js
var gh = Math.round(Math.random() * 10);
function _h(e) {
	return [e || "", gh++].join("_");
}
function vh(e) {
	var t = {};
	e.registerSubTypeDefaulter = function(e, n) {
		var r = st(e);
		t[r.main] = n;
	}, e.determineSubType = function(n, r) {
		var i = r.type;
		if (!i) {
			var a = st(n).main;
			e.hasSubTypes(n) && t[a] && (i = t[a](r));
		}
		return i;
	};
}
function yh(e, t) {
	e.topologicalTravel = function(e, t, r, i) {
		if (!e.length) return;
		var a = n(t), o = a.graph, s = a.noEntryList, c = {};
		for (z(e, function(e) {
			c[e] = !0;
		}); s.length;) {
			var l = s.pop(), u = o[l], d = !!c[l];
			d && (r.call(i, l, u.originalDeps.slice()), delete c[l]), z(u.successor, d ? p : f);
		}
		z(c, function() {
			throw Error("");
		});
		function f(e) {
			o[e].entryCount--, o[e].entryCount === 0 && s.push(e);
		}
		function p(e) {
			c[e] = !0, f(e);
		}
	};
	function n(e) {
		var n = {}, a = [];
		return z(e, function(o) {
			var s = r(n, o), c = i(s.originalDeps = t(o), e);
			s.entryCount = c.length, s.entryCount === 0 && a.push(o), z(c, function(e) {
				R(s.predecessor, e) < 0 && s.predecessor.push(e);
				var t = r(n, e);
				R(t.successor, e) < 0 && t.successor.push(o);
			});
		}), {
			graph: n,
			noEntryList: a
		};
	}
	function r(e, t) {
		return e[t] || (e[t] = {
			predecessor: [],
			successor: []
		}), e[t];
	}
	function i(e, t) {
		var n = [];
		return z(e, function(e) {
			R(t, e) >= 0 && n.push(e);
		}), n;
	}
}
function bh(e, t) {
	return F(F({}, e, !0), t, !0);
}
// node_modules/zrender/lib/core/fourPointsTransform.js
var xh = Math.log(2);
function Sh(e, t, n, r, i, a) {
	var o = r + "-" + i, s = e.length;
	if (a.hasOwnProperty(o)) return a[o];
	if (t === 1) {
		var c = Math.round(Math.log((1 << s) - 1 & ~i) / xh);
		return e[n][c];
	}
	for (var l = r | 1 << n, u = n + 1; r & 1 << u;) u++;
	for (var d = 0, f = 0, p = 0; f < s; f++) {
		var m = 1 << f;
		m & i || (d += (p % 2 ? -1 : 1) * e[n][f] * Sh(e, t - 1, u, l, i | m, a), p++);
	}
	return a[o] = d, d;
}
function Ch(e, t) {
	var n = [
		[
			e[0],
			e[1],
			1,
			0,
			0,
			0,
			-t[0] * e[0],
			-t[0] * e[1]
		],
		[
			0,
			0,
			0,
			e[0],
			e[1],
			1,
			-t[1] * e[0],
			-t[1] * e[1]
		],
		[
			e[2],
			e[3],
			1,
			0,
			0,
			0,
			-t[2] * e[2],
			-t[2] * e[3]
		],
		[
			0,
			0,
			0,
			e[2],
			e[3],
			1,
			-t[3] * e[2],
			-t[3] * e[3]
		],
		[
			e[4],
			e[5],
			1,
			0,
			0,
			0,
			-t[4] * e[4],
			-t[4] * e[5]
		],
		[
			0,
			0,
			0,
			e[4],
			e[5],
			1,
			-t[5] * e[4],
			-t[5] * e[5]
		],
		[
			e[6],
			e[7],
			1,
			0,
			0,
			0,
			-t[6] * e[6],
			-t[6] * e[7]
		],
		[
			0,
			0,
			0,
			e[6],
			e[7],
			1,
			-t[7] * e[6],
			-t[7] * e[7]
		]
	], r = {}, i = Sh(n, 8, 0, 0, 0, r);
	if (i !== 0) {
		for (var a = [], o = 0; o < 8; o++) for (var s = 0; s < 8; s++) a[s] ?? (a[s] = 0), a[s] += ((o + s) % 2 ? -1 : 1) * Sh(n, 7, +(o === 0), 1 << o, 1 << s, r) / i * t[o];
		return function(e, t, n) {
			var r = t * a[6] + n * a[7] + 1;
			e[0] = (t * a[0] + n * a[1] + a[2]) / r, e[1] = (t * a[3] + n * a[4] + a[5]) / r;
		};
	}
}
// node_modules/zrender/lib/core/dom.js
var wh = "___zrEVENTSAVED", Th = [];
function Eh(e, t, n, r, i) {
	return Oh(Th, t, r, i, !0) && Oh(e, n, Th[0], Th[1]);
}
function Dh(e, t) {
	e && n(e), t && n(t);
	function n(e) {
		var t = e[wh];
		t && (t.clearMarkers && t.clearMarkers(), delete e[wh]);
	}
}
function Oh(e, t, n, r, i) {
	if (t.getBoundingClientRect && Y.domSupported && !jh(t)) {
		var a = t[wh] || (t[wh] = {}), o = Ah(kh(t, a), a, i);
		if (o) return o(e, n, r), !0;
	}
	return !1;
}
function kh(e, t) {
	var n = t.markers;
	if (n) return n;
	n = t.markers = [];
	for (var r = ["left", "right"], i = ["top", "bottom"], a = 0; a < 4; a++) {
		var o = document.createElement("div"), s = o.style, c = a % 2, l = (a >> 1) % 2;
		s.cssText = [
			"position: absolute",
			"visibility: hidden",
			"padding: 0",
			"margin: 0",
			"border-width: 0",
			"user-select: none",
			"width:0",
			"height:0",
			r[c] + ":0",
			i[l] + ":0",
			r[1 - c] + ":auto",
			i[1 - l] + ":auto",
			""
		].join("!important;"), e.appendChild(o), n.push(o);
	}
	return t.clearMarkers = function() {
		z(n, function(e) {
			e.parentNode && e.parentNode.removeChild(e);
		});
	}, n;
}
function Ah(e, t, n) {
	for (var r = n ? "invTrans" : "trans", i = t[r], a = t.srcCoords, o = [], s = [], c = !0, l = 0; l < 4; l++) {
		var u = e[l].getBoundingClientRect(), d = 2 * l, f = u.left, p = u.top;
		o.push(f, p), c = c && a && f === a[d] && p === a[d + 1], s.push(e[l].offsetLeft, e[l].offsetTop);
	}
	return c && i ? i : (t.srcCoords = o, t[r] = n ? Ch(s, o) : Ch(o, s));
}
function jh(e) {
	return e.nodeName.toUpperCase() === "CANVAS";
}
var Mh = /([&<>"'])/g, Nh = {
	"&": "&amp;",
	"<": "&lt;",
	">": "&gt;",
	"\"": "&quot;",
	"'": "&#39;"
};
function Ph(e) {
	return e == null ? "" : (e + "").replace(Mh, function(e, t) {
		return Nh[t];
	});
}
// node_modules/echarts/lib/i18n/langEN.js
var Fh = {
	time: {
		month: [
			"January",
			"February",
			"March",
			"April",
			"May",
			"June",
			"July",
			"August",
			"September",
			"October",
			"November",
			"December"
		],
		monthAbbr: [
			"Jan",
			"Feb",
			"Mar",
			"Apr",
			"May",
			"Jun",
			"Jul",
			"Aug",
			"Sep",
			"Oct",
			"Nov",
			"Dec"
		],
		dayOfWeek: [
			"Sunday",
			"Monday",
			"Tuesday",
			"Wednesday",
			"Thursday",
			"Friday",
			"Saturday"
		],
		dayOfWeekAbbr: [
			"Sun",
			"Mon",
			"Tue",
			"Wed",
			"Thu",
			"Fri",
			"Sat"
		]
	},
	legend: { selector: {
		all: "All",
		inverse: "Inv"
	} },
	toolbox: {
		brush: { title: {
			rect: "Box Select",
			polygon: "Lasso Select",
			lineX: "Horizontally Select",
			lineY: "Vertically Select",
			keep: "Keep Selections",
			clear: "Clear Selections"
		} },
		dataView: {
			title: "Data View",
			lang: [
				"Data View",
				"Close",
				"Refresh"
			]
		},
		dataZoom: { title: {
			zoom: "Zoom",
			back: "Zoom Reset"
		} },
		magicType: { title: {
			line: "Switch to Line Chart",
			bar: "Switch to Bar Chart",
			stack: "Stack",
			tiled: "Tile"
		} },
		restore: { title: "Restore" },
		saveAsImage: {
			title: "Save as Image",
			lang: ["Right Click to Save Image"]
		}
	},
	series: { typeNames: {
		pie: "Pie chart",
		bar: "Bar chart",
		line: "Line chart",
		scatter: "Scatter plot",
		effectScatter: "Ripple scatter plot",
		radar: "Radar chart",
		tree: "Tree",
		treemap: "Treemap",
		boxplot: "Boxplot",
		candlestick: "Candlestick",
		k: "K line chart",
		heatmap: "Heat map",
		map: "Map",
		parallel: "Parallel coordinate map",
		lines: "Line graph",
		graph: "Relationship graph",
		sankey: "Sankey diagram",
		funnel: "Funnel chart",
		gauge: "Gauge",
		pictorialBar: "Pictorial bar",
		themeRiver: "Theme River Map",
		sunburst: "Sunburst",
		custom: "Custom chart",
		chart: "Chart"
	} },
	aria: {
		general: {
			withTitle: "This is a chart about \"{title}\"",
			withoutTitle: "This is a chart"
		},
		series: {
			single: {
				prefix: "",
				withName: " with type {seriesType} named {seriesName}.",
				withoutName: " with type {seriesType}."
			},
			multiple: {
				prefix: ". It consists of {seriesCount} series count.",
				withName: " The {seriesId} series is a {seriesType} representing {seriesName}.",
				withoutName: " The {seriesId} series is a {seriesType}.",
				separator: {
					middle: "",
					end: ""
				}
			}
		},
		data: {
			allData: "The data is as follows: ",
			partialData: "The first {displayCnt} items are: ",
			withName: "the data for {name} is {value}",
			withoutName: "{value}",
			separator: {
				middle: ", ",
				end: ". "
			}
		}
	}
}, Ih = {
	time: {
		month: [
			"一月",
			"二月",
			"三月",
			"四月",
			"五月",
			"六月",
			"七月",
			"八月",
			"九月",
			"十月",
			"十一月",
			"十二月"
		],
		monthAbbr: [
			"1月",
			"2月",
			"3月",
			"4月",
			"5月",
			"6月",
			"7月",
			"8月",
			"9月",
			"10月",
			"11月",
			"12月"
		],
		dayOfWeek: [
			"星期日",
			"星期一",
			"星期二",
			"星期三",
			"星期四",
			"星期五",
			"星期六"
		],
		dayOfWeekAbbr: [
			"日",
			"一",
			"二",
			"三",
			"四",
			"五",
			"六"
		]
	},
	legend: { selector: {
		all: "全选",
		inverse: "反选"
	} },
	toolbox: {
		brush: { title: {
			rect: "矩形选择",
			polygon: "圈选",
			lineX: "横向选择",
			lineY: "纵向选择",
			keep: "保持选择",
			clear: "清除选择"
		} },
		dataView: {
			title: "数据视图",
			lang: [
				"数据视图",
				"关闭",
				"刷新"
			]
		},
		dataZoom: { title: {
			zoom: "区域缩放",
			back: "区域缩放还原"
		} },
		magicType: { title: {
			line: "切换为折线图",
			bar: "切换为柱状图",
			stack: "切换为堆叠",
			tiled: "切换为平铺"
		} },
		restore: { title: "还原" },
		saveAsImage: {
			title: "保存为图片",
			lang: ["右键另存为图片"]
		}
	},
	series: { typeNames: {
		pie: "饼图",
		bar: "柱状图",
		line: "折线图",
		scatter: "散点图",
		effectScatter: "涟漪散点图",
		radar: "雷达图",
		tree: "树图",
		treemap: "矩形树图",
		boxplot: "箱型图",
		candlestick: "K线图",
		k: "K线图",
		heatmap: "热力图",
		map: "地图",
		parallel: "平行坐标图",
		lines: "线图",
		graph: "关系图",
		sankey: "桑基图",
		funnel: "漏斗图",
		gauge: "仪表盘图",
		pictorialBar: "象形柱图",
		themeRiver: "主题河流图",
		sunburst: "旭日图",
		custom: "自定义图表",
		chart: "图表"
	} },
	aria: {
		general: {
			withTitle: "这是一个关于“{title}”的图表。",
			withoutTitle: "这是一个图表，"
		},
		series: {
			single: {
				prefix: "",
				withName: "图表类型是{seriesType}，表示{seriesName}。",
				withoutName: "图表类型是{seriesType}。"
			},
			multiple: {
				prefix: "它由{seriesCount}个图表系列组成。",
				withName: "第{seriesId}个系列是一个表示{seriesName}的{seriesType}，",
				withoutName: "第{seriesId}个系列是一个{seriesType}，",
				separator: {
					middle: "；",
					end: "。"
				}
			}
		},
		data: {
			allData: "其数据是——",
			partialData: "其中，前{displayCnt}项是——",
			withName: "{name}的数据是{value}",
			withoutName: "{value}",
			separator: {
				middle: "，",
				end: ""
			}
		}
	}
}, Lh = "ZH", Rh = "EN", zh = Rh, Bh = {}, Vh = {}, Hh = Y.domSupported ? function() {
	return (document.documentElement.lang || navigator.language || navigator.browserLanguage || zh).toUpperCase().indexOf(Lh) > -1 ? Lh : zh;
}() : zh;
function Uh(e, t) {
	e = e.toUpperCase(), Vh[e] = new hp(t), Bh[e] = t;
}
function Wh(e) {
	if (G(e)) {
		var t = Bh[e.toUpperCase()] || {};
		return e === Lh || e === Rh ? P(t) : F(P(t), P(Bh[zh]), !1);
	}
	return F(P(e), P(Bh[zh]), !1);
}
function Gh(e) {
	return Vh[e];
}
function Kh() {
	return Vh[zh];
}
Uh(Rh, Fh), Uh(Lh, Ih);
// node_modules/echarts/lib/scale/break.js
var qh = null;
function Jh() {
	return qh;
}
function Yh(e, t) {
	var n = Jh(), r = t.breakOption, i = t.breakParsed;
	return !i && n && (i = n.parseAxisBreakOption(r, e)), i;
}
function Xh(e) {
	var t = e.brk;
	return t ? t.breaks : [];
}
function Zh(e) {
	var t = e.brk;
	return t ? t.hasBreaks() : !1;
}
// node_modules/echarts/lib/util/time.js
var Qh = 1e3, $h = Qh * 60, eg = $h * 60, tg = eg * 24, ng = tg * 365, rg = {
	year: /({yyyy}|{yy})/,
	month: /({MMMM}|{MMM}|{MM}|{M})/,
	day: /({dd}|{d})/,
	hour: /({HH}|{H}|{hh}|{h})/,
	minute: /({mm}|{m})/,
	second: /({ss}|{s})/,
	millisecond: /({SSS}|{S})/
}, ig = {
	year: "{yyyy}",
	month: "{MMM}",
	day: "{d}",
	hour: "{HH}:{mm}",
	minute: "{HH}:{mm}",
	second: "{HH}:{mm}:{ss}",
	millisecond: "{HH}:{mm}:{ss} {SSS}"
}, ag = "{yyyy}-{MM}-{dd} {HH}:{mm}:{ss} {SSS}", og = "{yyyy}-{MM}-{dd}", sg = {
	year: "{yyyy}",
	month: "{yyyy}-{MM}",
	day: og,
	hour: og + " " + ig.hour,
	minute: og + " " + ig.minute,
	second: og + " " + ig.second,
	millisecond: ag
}, cg = [
	"year",
	"month",
	"day",
	"hour",
	"minute",
	"second",
	"millisecond"
], lg = [
	"year",
	"half-year",
	"quarter",
	"month",
	"week",
	"half-week",
	"day",
	"half-day",
	"quarter-day",
	"hour",
	"minute",
	"second",
	"millisecond"
];
function ug(e) {
	return !G(e) && !W(e) ? dg(e) : e;
}
function dg(e) {
	e = e || {};
	var t = {}, n = !0;
	return z(cg, function(t) {
		n && (n = e[t] == null);
	}), z(cg, function(r, i) {
		var a = e[r];
		t[r] = {};
		for (var o = null, s = i; s >= 0; s--) {
			var c = cg[s], l = K(a) && !U(a) ? a[c] : a, u = void 0;
			U(l) ? (u = l.slice(), o = u[0] || "") : G(l) ? (o = l, u = [o]) : (o == null ? o = ig[r] : rg[c].test(o) || (o = t[c][c][0] + " " + o), u = [o], n && (u[1] = "{primary|" + o + "}")), t[r][c] = u;
		}
	}), t;
}
function fg(e, t) {
	return e += "", "0000".substr(0, t - e.length) + e;
}
function pg(e) {
	switch (e) {
		case "half-year":
		case "quarter": return "month";
		case "week":
		case "half-week": return "day";
		case "half-day":
		case "quarter-day": return "hour";
		default: return e;
	}
}
function mg(e) {
	return e === pg(e);
}
function hg(e) {
	switch (e) {
		case "year":
		case "month": return "day";
		case "millisecond": return "millisecond";
		default: return "second";
	}
}
function gg(e, t, n, r) {
	var i = Ps(e), a = i[bg(n)](), o = i[xg(n)]() + 1, s = Math.floor((o - 1) / 3) + 1, c = i[Sg(n)](), l = i["get" + (n ? "UTC" : "") + "Day"](), u = i[Cg(n)](), d = (u - 1) % 12 + 1, f = i[wg(n)](), p = i[Tg(n)](), m = i[Eg(n)](), h = u >= 12 ? "pm" : "am", g = h.toUpperCase(), _ = (r instanceof hp ? r : Gh(r || Hh) || Kh()).getModel("time"), v = _.get("month"), y = _.get("monthAbbr"), b = _.get("dayOfWeek"), x = _.get("dayOfWeekAbbr");
	return (t || "").replace(/{a}/g, h + "").replace(/{A}/g, g + "").replace(/{yyyy}/g, a + "").replace(/{yy}/g, fg(a % 100 + "", 2)).replace(/{Q}/g, s + "").replace(/{MMMM}/g, v[o - 1]).replace(/{MMM}/g, y[o - 1]).replace(/{MM}/g, fg(o, 2)).replace(/{M}/g, o + "").replace(/{dd}/g, fg(c, 2)).replace(/{d}/g, c + "").replace(/{eeee}/g, b[l]).replace(/{ee}/g, x[l]).replace(/{e}/g, l + "").replace(/{HH}/g, fg(u, 2)).replace(/{H}/g, u + "").replace(/{hh}/g, fg(d + "", 2)).replace(/{h}/g, d + "").replace(/{mm}/g, fg(f, 2)).replace(/{m}/g, f + "").replace(/{ss}/g, fg(p, 2)).replace(/{s}/g, p + "").replace(/{SSS}/g, fg(m, 3)).replace(/{S}/g, m + "");
}
function _g(e, t, n, r, i) {
	var a = null;
	if (G(n)) a = n;
	else if (W(n)) {
		var o = {
			time: e.time,
			level: e.time ? e.time.level : 0
		}, s = Jh();
		s && s.makeAxisLabelFormatterParamBreak(o, e.break), a = n(e.value, t, o);
	} else {
		var c = e.time;
		if (c) {
			var l = n[c.lowerTimeUnit][c.upperTimeUnit];
			a = l[Math.min(c.level, l.length - 1)] || "";
		} else {
			var u = vg(e.value, i);
			a = n[u][u][0];
		}
	}
	return gg(new Date(e.value), a, i, r);
}
function vg(e, t) {
	var n = Ps(e), r = n[xg(t)]() + 1, i = n[Sg(t)](), a = n[Cg(t)](), o = n[wg(t)](), s = n[Tg(t)](), c = n[Eg(t)]() === 0, l = c && s === 0, u = l && o === 0, d = u && a === 0, f = d && i === 1;
	return f && r === 1 ? "year" : f ? "month" : d ? "day" : u ? "hour" : l ? "minute" : c ? "second" : "millisecond";
}
function yg(e, t, n) {
	switch (t) {
		case "year": e[Og(n)](0);
		case "month": e[kg(n)](1);
		case "day": e[Ag(n)](0);
		case "hour": e[jg(n)](0);
		case "minute": e[Mg(n)](0);
		case "second": e[Ng(n)](0);
	}
	return e;
}
function bg(e) {
	return e ? "getUTCFullYear" : "getFullYear";
}
function xg(e) {
	return e ? "getUTCMonth" : "getMonth";
}
function Sg(e) {
	return e ? "getUTCDate" : "getDate";
}
function Cg(e) {
	return e ? "getUTCHours" : "getHours";
}
function wg(e) {
	return e ? "getUTCMinutes" : "getMinutes";
}
function Tg(e) {
	return e ? "getUTCSeconds" : "getSeconds";
}
function Eg(e) {
	return e ? "getUTCMilliseconds" : "getMilliseconds";
}
function Dg(e) {
	return e ? "setUTCFullYear" : "setFullYear";
}
function Og(e) {
	return e ? "setUTCMonth" : "setMonth";
}
function kg(e) {
	return e ? "setUTCDate" : "setDate";
}
function Ag(e) {
	return e ? "setUTCHours" : "setHours";
}
function jg(e) {
	return e ? "setUTCMinutes" : "setMinutes";
}
function Mg(e) {
	return e ? "setUTCSeconds" : "setSeconds";
}
function Ng(e) {
	return e ? "setUTCMilliseconds" : "setMilliseconds";
}
// node_modules/echarts/lib/util/format.js
function Pg(e) {
	if (!zs(e)) return G(e) ? e : "-";
	var t = (e + "").split(".");
	return t[0].replace(/(\d{1,3})(?=(?:\d{3})+(?!\d))/g, "$1,") + (t.length > 1 ? "." + t[1] : "");
}
function Fg(e, t) {
	return e = (e || "").toLowerCase().replace(/-(.)/g, function(e, t) {
		return t.toUpperCase();
	}), t && e && (e = e.charAt(0).toUpperCase() + e.slice(1)), e;
}
var Ig = Be;
function Lg(e, t, n) {
	var r = "{yyyy}-{MM}-{dd} {HH}:{mm}:{ss}";
	function i(e) {
		return e && He(e) ? e : "-";
	}
	function a(e) {
		return Us(e);
	}
	var o = t === "time", s = e instanceof Date;
	if (o || s) {
		var c = o ? Ps(e) : e;
		if (!isNaN(+c)) return gg(c, r, n);
		if (s) return "-";
	}
	if (t === "ordinal") return ke(e) ? i(e) : Ae(e) && a(e) ? e + "" : "-";
	var l = Rs(e);
	return a(l) ? Pg(l) : ke(e) ? i(e) : typeof e == "boolean" ? e + "" : "-";
}
var Rg = [
	"a",
	"b",
	"c",
	"d",
	"e",
	"f",
	"g"
], zg = function(e, t) {
	return "{" + e + (t ?? "") + "}";
};
function Bg(e, t, n) {
	U(t) || (t = [t]);
	var r = t.length;
	if (!r) return "";
	for (var i = t[0].$vars || [], a = 0; a < i.length; a++) {
		var o = Rg[a];
		e = e.replace(zg(o), zg(o, 0));
	}
	for (var s = 0; s < r; s++) for (var c = 0; c < i.length; c++) {
		var l = t[s][i[c]];
		e = e.replace(zg(Rg[c], s), n ? Ph(l) : l);
	}
	return e;
}
function Vg(e, t) {
	var n = G(e) ? {
		color: e,
		extraCssText: t
	} : e || {}, r = n.color, i = n.type;
	t = n.extraCssText;
	var a = n.renderMode || "html";
	return r ? a === "html" ? i === "subItem" ? "<span style=\"display:inline-block;vertical-align:middle;margin-right:8px;margin-left:3px;border-radius:4px;width:4px;height:4px;background-color:" + Ph(r) + ";" + (t || "") + "\"></span>" : "<span style=\"display:inline-block;margin-right:4px;border-radius:10px;width:10px;height:10px;background-color:" + Ph(r) + ";" + (t || "") + "\"></span>" : {
		renderMode: a,
		content: "{" + (n.markerId || "markerX") + "|}  ",
		style: i === "subItem" ? {
			width: 4,
			height: 4,
			borderRadius: 2,
			backgroundColor: r
		} : {
			width: 10,
			height: 10,
			borderRadius: 5,
			backgroundColor: r
		}
	} : "";
}
function Hg(e, t) {
	return t = t || "transparent", G(e) ? e : K(e) && e.colorStops && (e.colorStops[0] || {}).color || t;
}
function Ug(e, t) {
	if (t === "_blank" || t === "blank") {
		var n = window.open();
		n.opener = null, n.location.href = e;
	} else window.open(e, t);
}
// node_modules/echarts/lib/util/layout.js
var Wg = z, Gg = [
	"left",
	"right",
	"top",
	"bottom",
	"width",
	"height"
], Kg = [[
	"width",
	"left",
	"right"
], [
	"height",
	"top",
	"bottom"
]];
function qg(e, t, n, r, i) {
	var a = 0, o = 0;
	r ?? (r = Infinity), i ?? (i = Infinity);
	var s = 0;
	t.eachChild(function(c, l) {
		var u = c.getBoundingRect(), d = t.childAt(l + 1), f = d && d.getBoundingRect(), p, m;
		if (e === "horizontal") {
			var h = u.width + (f ? -f.x + u.x : 0);
			p = a + h, p > r || c.newline ? (a = 0, p = h, o += s + n, s = u.height) : s = Math.max(s, u.height);
		} else {
			var g = u.height + (f ? -f.y + u.y : 0);
			m = o + g, m > i || c.newline ? (a += s + n, o = 0, m = g, s = u.width) : s = Math.max(s, u.width);
		}
		c.newline || (c.x = a, c.y = o, c.markRedraw(), e === "horizontal" ? a = p + n : o = m + n);
	});
}
var Jg = qg;
H(qg, "vertical"), H(qg, "horizontal");
function Yg(e, t) {
	return {
		left: e.getShallow("left", t),
		top: e.getShallow("top", t),
		right: e.getShallow("right", t),
		bottom: e.getShallow("bottom", t),
		width: e.getShallow("width", t),
		height: e.getShallow("height", t)
	};
}
function Xg(e, t, n) {
	n = Ig(n || 0);
	var r = t.width, i = t.height, a = xs(e.left, r), o = xs(e.top, i), s = xs(e.right, r), c = xs(e.bottom, i), l = xs(e.width, r), u = xs(e.height, i), d = n[2] + n[0], f = n[1] + n[3], p = e.aspect;
	switch (isNaN(l) && (l = r - s - f - a), isNaN(u) && (u = i - c - d - o), p != null && (isNaN(l) && isNaN(u) && (p > r / i ? l = r * .8 : u = i * .8), isNaN(l) && (l = p * u), isNaN(u) && (u = l / p)), isNaN(a) && (a = r - s - l - f), isNaN(o) && (o = i - c - u - d), e.left || e.right) {
		case "center":
			a = r / 2 - l / 2 - n[3];
			break;
		case "right": a = r - l - f;
	}
	switch (e.top || e.bottom) {
		case "middle":
		case "center":
			o = i / 2 - u / 2 - n[0];
			break;
		case "bottom": o = i - u - d;
	}
	a = a || 0, o = o || 0, isNaN(l) && (l = r - f - a - (s || 0)), isNaN(u) && (u = i - d - o - (c || 0));
	var m = new X((t.x || 0) + a + n[3], (t.y || 0) + o + n[0], l, u);
	return m.margin = n, m;
}
var Zg = {
	rect: 1,
	point: 2
};
function Qg(e, t, n) {
	var r, i, a, o = e.boxCoordinateSystem, s;
	if (o) {
		var c = eh(e), l = c.coord, u = c.from;
		if (o.dataToLayout) {
			a = Zg.rect, s = u;
			var d = o.dataToLayout(l);
			r = d.contentRect || d.rect;
		} else n && n.enableLayoutOnlyByCenter && o.dataToPoint && (a = Zg.point, s = u, i = o.dataToPoint(l));
	}
	return a ?? (a = Zg.rect), a === Zg.rect && (r || (r = {
		x: 0,
		y: 0,
		width: t.getWidth(),
		height: t.getHeight()
	}), i = [r.x + r.width / 2, r.y + r.height / 2]), {
		type: a,
		refContainer: r,
		refPoint: i,
		boxCoordFrom: s
	};
}
function $g(e, t, n, r, i, a) {
	var o = !i || !i.hv || i.hv[0], s = !i || !i.hv || i.hv[1], c = i && i.boundingMode || "all";
	if (a = a || e, a.x = e.x, a.y = e.y, !o && !s) return !1;
	var l;
	if (c === "raw") l = e.type === "group" ? new X(0, 0, +t.width || 0, +t.height || 0) : e.getBoundingRect();
	else if (l = e.getBoundingRect(), e.needLocalTransform()) {
		var u = e.getLocalTransform();
		l = l.clone(), l.applyTransform(u);
	}
	var d = Xg(L({
		width: l.width,
		height: l.height
	}, t), n, r), f = o ? d.x - l.x : 0, p = s ? d.y - l.y : 0;
	return c === "raw" ? (a.x = f, a.y = p) : (a.x += f, a.y += p), a === e && e.markRedraw(), !0;
}
function e_(e) {
	var t = e.layoutMode || e.constructor.layoutMode;
	return K(t) ? t : t ? { type: t } : null;
}
function t_(e, t, n) {
	var r = n && n.ignoreSize;
	!U(r) && (r = [r, r]);
	var i = o(Kg[0], 0), a = o(Kg[1], 1);
	c(Kg[0], e, i), c(Kg[1], e, a);
	function o(n, i) {
		var a = {}, o = 0, c = {}, l = 0, u = 2;
		if (Wg(n, function(t) {
			c[t] = e[t];
		}), Wg(n, function(e) {
			$e(t, e) && (a[e] = c[e] = t[e]), s(a, e) && o++, s(c, e) && l++;
		}), r[i]) return s(t, n[1]) ? c[n[2]] = null : s(t, n[2]) && (c[n[1]] = null), c;
		if (l === u || !o) return c;
		if (o >= u) return a;
		for (var d = 0; d < n.length; d++) {
			var f = n[d];
			if (!$e(a, f) && $e(e, f)) {
				a[f] = e[f];
				break;
			}
		}
		return a;
	}
	function s(e, t) {
		return e[t] != null && e[t] !== "auto";
	}
	function c(e, t, n) {
		Wg(e, function(e) {
			t[e] = n[e];
		});
	}
}
function n_(e) {
	return r_({}, e);
}
function r_(e, t) {
	return t && e && Wg(Gg, function(n) {
		$e(t, n) && (e[n] = t[n]);
	}), e;
}
// node_modules/echarts/lib/model/Component.js
var i_ = bc(), a_ = function(e) {
	A(t, e);
	function t(t, n, r) {
		var i = e.call(this, t, n, r) || this;
		return i.uid = _h("ec_cpt_model"), i;
	}
	return t.prototype.init = function(e, t, n) {
		this.mergeDefaultAndTheme(e, n);
	}, t.prototype.mergeDefaultAndTheme = function(e, t) {
		var n = e_(this), r = n ? n_(e) : {};
		F(e, t.getTheme().get(this.mainType)), F(e, this.getDefaultOption()), n && t_(e, r, n);
	}, t.prototype.mergeOption = function(e, t) {
		F(this.option, e, !0);
		var n = e_(this);
		n && t_(this.option, e, n);
	}, t.prototype.optionUpdated = function(e, t) {}, t.prototype.getDefaultOption = function() {
		var e = this.constructor;
		if (!lt(e)) return e.defaultOption;
		var t = i_(this);
		if (!t.defaultOption) {
			for (var n = [], r = e; r;) {
				var i = r.prototype.defaultOption;
				i && n.push(i), r = r.superClass;
			}
			for (var a = {}, o = n.length - 1; o >= 0; o--) a = F(a, n[o], !0);
			t.defaultOption = a;
		}
		return t.defaultOption;
	}, t.prototype.getReferringComponents = function(e, t) {
		var n = e + "Index", r = e + "Id";
		return Ec(this.ecModel, e, {
			index: this.get(n, !0),
			id: this.get(r, !0)
		}, t);
	}, t.prototype.getBoxLayoutParams = function() {
		return Yg(this, !1);
	}, t.prototype.getZLevelKey = function() {
		return "";
	}, t.prototype.setZLevel = function(e) {
		this.option.zlevel = e;
	}, t.protoInitialize = function() {
		var e = t.prototype;
		e.type = "component", e.id = "", e.name = "", e.mainType = "", e.subType = "", e.componentIndex = 0;
	}(), t;
}(hp);
ft(a_, hp), _t(a_), vh(a_), yh(a_, o_);
function o_(e) {
	var t = [];
	return z(a_.getClassesByMainType(e), function(e) {
		t = t.concat(e.dependencies || e.prototype.dependencies || []);
	}), t = B(t, function(e) {
		return st(e).main;
	}), e !== "dataset" && R(t, "dataset") <= 0 && t.unshift("dataset"), t;
}
// node_modules/echarts/lib/model/mixin/palette.js
var s_ = bc();
bc();
var c_ = function() {
	function e() {}
	return e.prototype.getColorFromPalette = function(e, t, n) {
		var r = $s(this.get("color", !0)), i = this.get("colorLayer", !0);
		return u_(this, s_, r, i, e, t, n);
	}, e.prototype.clearColorPalette = function() {
		d_(this, s_);
	}, e;
}();
function l_(e, t) {
	for (var n = e.length, r = 0; r < n; r++) if (e[r].length > t) return e[r];
	return e[n - 1];
}
function u_(e, t, n, r, i, a, o) {
	a = a || e;
	var s = t(a), c = s.paletteIdx || 0, l = s.paletteNameMap = s.paletteNameMap || {};
	if (l.hasOwnProperty(i)) return l[i];
	var u = o == null || !r ? n : l_(r, o);
	if (u = u || n, u && u.length) {
		var d = u[c];
		return i && (l[i] = d), s.paletteIdx = (c + 1) % u.length, d;
	}
}
function d_(e, t) {
	t(e).paletteIdx = 0, t(e).paletteNameMap = {};
}
// node_modules/echarts/lib/model/mixin/dataFormat.js
var f_ = /\{@(.+?)\}/g, p_ = function() {
	function e() {}
	return e.prototype.getDataParams = function(e, t) {
		var n = this.getData(t), r = this.getRawValue(e, t), i = n.getRawIndex(e), a = n.getName(e), o = n.getRawDataItem(e), s = n.getItemVisual(e, "style"), c = s && s[n.getItemVisual(e, "drawType") || "fill"], l = s && s.stroke, u = this.mainType, d = u === "series", f = n.userOutput && n.userOutput.get();
		return {
			componentType: u,
			componentSubType: this.subType,
			componentIndex: this.componentIndex,
			seriesType: d ? this.subType : null,
			seriesIndex: this.seriesIndex,
			seriesId: d ? this.id : null,
			seriesName: d ? this.name : null,
			name: a,
			dataIndex: i,
			data: o,
			dataType: t,
			value: r,
			color: c,
			borderColor: l,
			dimensionNames: f ? f.fullDimensions : null,
			encode: f ? f.encode : null,
			$vars: [
				"seriesName",
				"name",
				"value"
			]
		};
	}, e.prototype.getFormattedLabel = function(e, t, n, r, i, a) {
		t = t || "normal";
		var o = this.getData(n), s = this.getDataParams(e, n);
		if (a && (s.value = a.interpolatedValue), r != null && U(s.value) && (s.value = s.value[r]), i || (i = o.getItemModel(e).get(t === "normal" ? ["label", "formatter"] : [
			t,
			"label",
			"formatter"
		])), W(i)) return s.status = t, s.dimensionIndex = r, i(s);
		if (G(i)) return Bg(i, s).replace(f_, function(t, n) {
			var r = n.length, i = n;
			i.charAt(0) === "[" && i.charAt(r - 1) === "]" && (i = +i.slice(1, r - 1));
			var s = nm(o, e, i);
			if (a && U(a.interpolatedValue)) {
				var c = o.getDimensionIndex(i);
				c >= 0 && (s = a.interpolatedValue[c]);
			}
			return s == null ? "" : s + "";
		});
	}, e.prototype.getRawValue = function(e, t) {
		return nm(this.getData(t), e);
	}, e.prototype.formatTooltip = function(e, t, n) {}, e;
}();
function m_(e) {
	var t, n;
	return K(e) ? e.type && (n = e) : t = e, {
		text: t,
		frag: n
	};
}
// node_modules/echarts/lib/core/task.js
function h_(e) {
	return new g_(e);
}
var g_ = function() {
	function e(e) {
		e = e || {}, this._reset = e.reset, this._plan = e.plan, this._count = e.count, this._onDirty = e.onDirty, this._dirty = !0;
	}
	return e.prototype.perform = function(e) {
		var t = this._upstream, n = e && e.skip;
		if (this._dirty && t) {
			var r = this.context;
			r.data = r.outputData = t.context.outputData;
		}
		this.__pipeline && (this.__pipeline.currentTask = this);
		var i;
		this._plan && !n && (i = this._plan(this.context));
		var a = l(this._modBy), o = this._modDataCount || 0, s = l(e && e.modBy), c = e && e.modDataCount || 0;
		(a !== s || o !== c) && (i = "reset");
		function l(e) {
			return !(e >= 1) && (e = 1), e;
		}
		var u;
		(this._dirty || i === "reset") && (this._dirty = !1, u = this._doReset(n)), this._modBy = s, this._modDataCount = c;
		var d = e && e.step;
		if (this._dueEnd = t ? t._outputDueEnd : this._count ? this._count(this.context) : Infinity, this._progress) {
			var f = this._dueIndex, p = Math.min(d == null ? Infinity : this._dueIndex + d, this._dueEnd);
			if (!n && (u || f < p)) {
				var m = this._progress;
				if (U(m)) for (var h = 0; h < m.length; h++) this._doProgress(m[h], f, p, s, c);
				else this._doProgress(m, f, p, s, c);
			}
			this._dueIndex = p;
			var g = this._settedOutputEnd == null ? p : this._settedOutputEnd;
			this._outputDueEnd = g;
		} else this._dueIndex = this._outputDueEnd = this._settedOutputEnd == null ? this._dueEnd : this._settedOutputEnd;
		return this.unfinished();
	}, e.prototype.dirty = function() {
		this._dirty = !0, this._onDirty && this._onDirty(this.context);
	}, e.prototype._doProgress = function(e, t, n, r, i) {
		__.reset(t, n, r, i), this._callingProgress = e, this._callingProgress({
			start: t,
			end: n,
			count: n - t,
			next: __.next
		}, this.context);
	}, e.prototype._doReset = function(e) {
		this._dueIndex = this._outputDueEnd = this._dueEnd = 0, this._settedOutputEnd = null;
		var t, n;
		!e && this._reset && (t = this._reset(this.context), t && t.progress && (n = t.forceFirstProgress, t = t.progress), U(t) && !t.length && (t = null)), this._progress = t, this._modBy = this._modDataCount = null;
		var r = this._downstream;
		return r && r.dirty(), n;
	}, e.prototype.unfinished = function() {
		return this._progress && this._dueIndex < this._dueEnd;
	}, e.prototype.pipe = function(e) {
		(this._downstream !== e || this._dirty) && (this._downstream = e, e._upstream = this, e.dirty());
	}, e.prototype.dispose = function() {
		this._disposed || (this._upstream && (this._upstream._downstream = null), this._downstream && (this._downstream._upstream = null), this._dirty = !1, this._disposed = !0);
	}, e.prototype.getUpstream = function() {
		return this._upstream;
	}, e.prototype.getDownstream = function() {
		return this._downstream;
	}, e.prototype.setOutputEnd = function(e) {
		this._outputDueEnd = this._settedOutputEnd = e;
	}, e;
}(), __ = function() {
	var e, t, n, r, i, a = { reset: function(c, l, u, d) {
		t = c, e = l, n = u, r = d, i = Math.ceil(r / n), a.next = n > 1 && r > 0 ? s : o;
	} };
	return a;
	function o() {
		return t < e ? t++ : null;
	}
	function s() {
		var a = t % i * n + Math.ceil(t / i), o = t >= e ? null : a < r ? a : t;
		return t++, o;
	}
}(), v_ = function() {
	function e() {}
	return e.prototype.getRawData = function() {
		throw Error("not supported");
	}, e.prototype.getRawDataItem = function(e) {
		throw Error("not supported");
	}, e.prototype.cloneRawData = function() {}, e.prototype.getDimensionInfo = function(e) {}, e.prototype.cloneAllDimensionInfo = function() {}, e.prototype.count = function() {}, e.prototype.retrieveValue = function(e, t) {}, e.prototype.retrieveValueFromItem = function(e, t) {}, e.prototype.convertValue = function(e, t) {
		return lm(e, t);
	}, e;
}();
function y_(e, t) {
	var n = new v_(), r = e.data, i = n.sourceFormat = e.sourceFormat, a = e.startIndex;
	e.seriesLayoutBy !== "column" && Ys("");
	var o = [], s = {}, c = e.dimensionsDefine;
	if (c) z(c, function(e, t) {
		var n = e.name, r = {
			index: t,
			name: n,
			displayName: e.displayName
		};
		o.push(r), n != null && ($e(s, n) && Ys(""), s[n] = r);
	});
	else for (var l = 0; l < e.dimensionsDetectedCount; l++) o.push({ index: l });
	var u = Jp(i, il);
	t.__isBuiltIn && (n.getRawDataItem = function(e) {
		return u(r, a, o, e);
	}, n.getRawData = V(b_, null, e)), n.cloneRawData = V(x_, null, e), n.count = V(Zp(i, il), null, r, a, o);
	var d = em(i);
	n.retrieveValue = function(e, t) {
		return f(u(r, a, o, e), t);
	};
	var f = n.retrieveValueFromItem = function(e, t) {
		if (e != null) {
			var n = o[t];
			if (n) return d(e, t, n.name);
		}
	};
	return n.getDimensionInfo = V(S_, null, o, s), n.cloneAllDimensionInfo = V(C_, null, o), n;
}
function b_(e) {
	var t = e.sourceFormat;
	return O_(t) || Ys(""), e.data;
}
function x_(e) {
	var t = e.sourceFormat, n = e.data;
	if (O_(t) || Ys(""), t === "arrayRows") {
		for (var r = [], i = 0, a = n.length; i < a; i++) r.push(n[i].slice());
		return r;
	}
	if (t === "objectRows") {
		for (var r = [], i = 0, a = n.length; i < a; i++) r.push(I({}, n[i]));
		return r;
	}
}
function S_(e, t, n) {
	if (n != null) {
		if (Ae(n) || !isNaN(n) && !$e(t, n)) return e[n];
		if ($e(t, n)) return t[n];
	}
}
function C_(e) {
	return P(e);
}
var w_ = J();
function T_(e) {
	e = P(e);
	var t = e.type, n = "";
	t || Ys(n);
	var r = t.split(":");
	r.length !== 2 && Ys(n);
	var i = !1;
	r[0] === "echarts" && (t = r[1], i = !0), e.__isBuiltIn = i, w_.set(t, e);
}
function E_(e, t, n) {
	var r = $s(e), i = r.length;
	i || Ys("");
	for (var a = 0, o = i; a < o; a++) {
		var s = r[a];
		t = D_(s, t, n, i === 1 ? null : a), a !== o - 1 && (t.length = Math.max(t.length, 1));
	}
	return t;
}
function D_(e, t, n, r) {
	var i = "";
	t.length || Ys(i), K(e) || Ys(i);
	var a = e.type, o = w_.get(a);
	o || Ys(i);
	var s = B(t, function(e) {
		return y_(e, o);
	});
	return B($s(o.transform({
		upstream: s[0],
		upstreamList: s,
		config: P(e.config)
	})), function(e, n) {
		var r = "";
		K(e) || Ys(r), e.data || Ys(r), O_(Mp(e.data)) || Ys(r);
		var i, a = t[0];
		if (a && n === 0 && !e.dimensions) {
			var o = a.startIndex;
			o && (e.data = a.data.slice(0, o).concat(e.data)), i = {
				seriesLayoutBy: il,
				sourceHeader: o,
				dimensions: a.metaRawOption.dimensions
			};
		} else i = {
			seriesLayoutBy: il,
			sourceHeader: 0,
			dimensions: e.dimensions
		};
		return kp(e.data, i, null);
	});
}
function O_(e) {
	return e === "arrayRows" || e === "objectRows";
}
// node_modules/echarts/lib/data/helper/sourceManager.js
var k_ = function() {
	function e(e) {
		this._sourceList = [], this._storeList = [], this._upstreamSignList = [], this._versionSignBase = 0, this._dirty = !0, this._sourceHost = e;
	}
	return e.prototype.dirty = function() {
		this._setLocalSource([], []), this._storeList = [], this._dirty = !0;
	}, e.prototype._setLocalSource = function(e, t) {
		this._sourceList = e, this._upstreamSignList = t, this._versionSignBase++, this._versionSignBase > 9e10 && (this._versionSignBase = 0);
	}, e.prototype._getVersionSign = function() {
		return this._sourceHost.uid + "_" + this._versionSignBase;
	}, e.prototype.prepareSource = function() {
		this._isDirty() && (this._createSource(), this._dirty = !1);
	}, e.prototype._createSource = function() {
		this._setLocalSource([], []);
		var e = this._sourceHost, t = this._getUpstreamSourceManagers(), n = !!t.length, r, i;
		if (A_(e)) {
			var a = e, o = void 0, s = void 0, c = void 0;
			if (n) {
				var l = t[0];
				l.prepareSource(), c = l.getSource(), o = c.data, s = c.sourceFormat, i = [l._getVersionSign()];
			} else o = a.get("data", !0), s = Me(o) ? nl : Qc, i = [];
			var u = this._getSourceMetaRawOption() || {}, d = c && c.metaRawOption || {}, f = q(u.seriesLayoutBy, d.seriesLayoutBy) || null, p = q(u.sourceHeader, d.sourceHeader), m = q(u.dimensions, d.dimensions);
			r = f !== d.seriesLayoutBy || !!p != !!d.sourceHeader || m ? [kp(o, {
				seriesLayoutBy: f,
				sourceHeader: p,
				dimensions: m
			}, s)] : [];
		} else {
			var h = e;
			if (n) {
				var g = this._applyTransform(t);
				r = g.sourceList, i = g.upstreamSignList;
			} else r = [kp(h.get("source", !0), this._getSourceMetaRawOption(), null)], i = [];
		}
		this._setLocalSource(r, i);
	}, e.prototype._applyTransform = function(e) {
		var t = this._sourceHost, n = t.get("transform", !0), r = t.get("fromTransformResult", !0);
		r != null && e.length !== 1 && j_("");
		var i, a = [], o = [];
		return z(e, function(e) {
			e.prepareSource();
			var t = e.getSource(r || 0);
			r != null && !t && j_(""), a.push(t), o.push(e._getVersionSign());
		}), n ? i = E_(n, a, { datasetIndex: t.componentIndex }) : r != null && (i = [jp(a[0])]), {
			sourceList: i,
			upstreamSignList: o
		};
	}, e.prototype._isDirty = function() {
		if (this._dirty) return !0;
		for (var e = this._getUpstreamSourceManagers(), t = 0; t < e.length; t++) {
			var n = e[t];
			if (n._isDirty() || this._upstreamSignList[t] !== n._getVersionSign()) return !0;
		}
	}, e.prototype.getSource = function(e) {
		e = e || 0;
		var t = this._sourceList[e];
		if (!t) {
			var n = this._getUpstreamSourceManagers();
			return n[0] && n[0].getSource(e);
		}
		return t;
	}, e.prototype.getSharedDataStore = function(e) {
		var t = e.makeStoreSchema();
		return this._innerGetDataStore(t.dimensions, e.source, t.hash);
	}, e.prototype._innerGetDataStore = function(e, t, n) {
		var r = 0, i = this._storeList, a = i[r];
		a || (a = i[r] = {});
		var o = a[n];
		if (!o) {
			var s = this._getUpstreamSourceManagers()[0];
			A_(this._sourceHost) && s ? o = s._innerGetDataStore(e, t, n) : (o = new Cm(), o.initData(new Wp(t, e.length), e)), a[n] = o;
		}
		return o;
	}, e.prototype._getUpstreamSourceManagers = function() {
		var e = this._sourceHost;
		if (A_(e)) {
			var t = Cp(e);
			return t ? [t.getSourceManager()] : [];
		}
		return B(wp(e), function(e) {
			return e.getSourceManager();
		});
	}, e.prototype._getSourceMetaRawOption = function() {
		var e = this._sourceHost, t, n, r;
		if (A_(e)) t = e.get("seriesLayoutBy", !0), n = e.get("sourceHeader", !0), r = e.get("dimensions", !0);
		else if (!this._getUpstreamSourceManagers().length) {
			var i = e;
			t = i.get("seriesLayoutBy", !0), n = i.get("sourceHeader", !0), r = i.get("dimensions", !0);
		}
		return {
			seriesLayoutBy: t,
			sourceHeader: n,
			dimensions: r
		};
	}, e;
}();
function A_(e) {
	return e.mainType === "series";
}
function j_(e) {
	throw Error(e);
}
// node_modules/echarts/lib/visual/tokens.js
var Q = {
	color: {},
	darkColor: {},
	size: {}
}, M_ = Q.color = {
	theme: [
		"#5070dd",
		"#b6d634",
		"#505372",
		"#ff994d",
		"#0ca8df",
		"#ffd10a",
		"#fb628b",
		"#785db0",
		"#3fbe95"
	],
	neutral00: "#fff",
	neutral05: "#f4f7fd",
	neutral10: "#e8ebf0",
	neutral15: "#dbdee4",
	neutral20: "#cfd2d7",
	neutral25: "#c3c5cb",
	neutral30: "#b7b9be",
	neutral35: "#aaacb2",
	neutral40: "#9ea0a5",
	neutral45: "#929399",
	neutral50: "#86878c",
	neutral55: "#797b7f",
	neutral60: "#6d6e73",
	neutral65: "#616266",
	neutral70: "#54555a",
	neutral75: "#48494d",
	neutral80: "#3c3c41",
	neutral85: "#303034",
	neutral90: "#232328",
	neutral95: "#17171b",
	neutral99: "#000",
	accent05: "#eff1f9",
	accent10: "#e0e4f2",
	accent15: "#d0d6ec",
	accent20: "#c0c9e6",
	accent25: "#b1bbdf",
	accent30: "#a1aed9",
	accent35: "#91a0d3",
	accent40: "#8292cc",
	accent45: "#7285c6",
	accent50: "#6578ba",
	accent55: "#5c6da9",
	accent60: "#536298",
	accent65: "#4a5787",
	accent70: "#404c76",
	accent75: "#374165",
	accent80: "#2e3654",
	accent85: "#252b43",
	accent90: "#1b2032",
	accent95: "#121521",
	transparent: "rgba(0,0,0,0)",
	highlight: "rgba(255,231,130,0.8)"
};
for (var N_ in I(M_, {
	primary: M_.neutral80,
	secondary: M_.neutral70,
	tertiary: M_.neutral60,
	quaternary: M_.neutral50,
	disabled: M_.neutral20,
	border: M_.neutral30,
	borderTint: M_.neutral20,
	borderShade: M_.neutral40,
	background: M_.neutral05,
	backgroundTint: "rgba(234,237,245,0.5)",
	backgroundTransparent: "rgba(255,255,255,0)",
	backgroundShade: M_.neutral10,
	shadow: "rgba(0,0,0,0.2)",
	shadowTint: "rgba(129,130,136,0.2)",
	axisLine: M_.neutral70,
	axisLineTint: M_.neutral40,
	axisTick: M_.neutral70,
	axisTickMinor: M_.neutral60,
	axisLabel: M_.neutral70,
	axisSplitLine: M_.neutral15,
	axisMinorSplitLine: M_.neutral05
}), M_) if (M_.hasOwnProperty(N_)) {
	var P_ = M_[N_];
	N_ === "theme" ? Q.darkColor.theme = M_.theme.slice() : N_ === "highlight" ? Q.darkColor.highlight = "rgba(255,231,130,0.4)" : N_.indexOf("accent") === 0 ? Q.darkColor[N_] = pi(P_, null, function(e) {
		return e * .5;
	}, function(e) {
		return Math.min(1, 1.3 - e);
	}) : Q.darkColor[N_] = pi(P_, null, function(e) {
		return e * .9;
	}, function(e) {
		return 1 - e ** 1.5;
	});
}
Q.size = {
	xxs: 2,
	xs: 5,
	s: 10,
	m: 15,
	l: 20,
	xl: 30,
	xxl: 40,
	xxxl: 50
};
// node_modules/echarts/lib/component/tooltip/tooltipMarkup.js
var F_ = "line-height:1";
function I_(e) {
	var t = e.lineHeight;
	return t == null ? F_ : "line-height:" + Ph(t + "") + "px";
}
function L_(e, t) {
	var n = e.color || Q.color.tertiary, r = e.fontSize || 12, i = e.fontWeight || "400", a = e.color || Q.color.secondary, o = e.fontSize || 14, s = e.fontWeight || "900";
	return t === "html" ? {
		nameStyle: "font-size:" + Ph(r + "") + "px;color:" + Ph(n) + ";font-weight:" + Ph(i + ""),
		valueStyle: "font-size:" + Ph(o + "") + "px;color:" + Ph(a) + ";font-weight:" + Ph(s + "")
	} : {
		nameStyle: {
			fontSize: r,
			fill: n,
			fontWeight: i
		},
		valueStyle: {
			fontSize: o,
			fill: a,
			fontWeight: s
		}
	};
}
var R_ = [
	0,
	10,
	20,
	30
], z_ = [
	"",
	"\n",
	"\n\n",
	"\n\n\n"
];
function B_(e, t) {
	return t.type = e, t;
}
function V_(e) {
	return e.type === "section";
}
function H_(e) {
	return V_(e) ? W_ : G_;
}
function U_(e) {
	if (V_(e)) {
		var t = 0, n = e.blocks.length, r = n > 1 || n > 0 && !e.noHeader;
		return z(e.blocks, function(e) {
			var n = U_(e);
			n >= t && (t = n + +(r && (!n || V_(e) && !e.noHeader)));
		}), t;
	}
	return 0;
}
function W_(e, t, n, r) {
	var i = t.noHeader, a = q_(U_(t)), o = [], s = t.blocks || [];
	Ve(!s || U(s)), s = s || [];
	var c = e.orderMode;
	if (t.sortBlocks && c) {
		s = s.slice();
		var l = {
			valueAsc: "asc",
			valueDesc: "desc"
		};
		if ($e(l, c)) {
			var u = new dm(l[c], null);
			s.sort(function(e, t) {
				return u.evaluate(e.sortParam, t.sortParam);
			});
		} else c === "seriesDesc" && s.reverse();
	}
	z(s, function(n, i) {
		var s = t.valueFormatter, c = H_(n)(s ? I(I({}, e), { valueFormatter: s }) : e, n, i > 0 ? a.html : 0, r);
		c != null && o.push(c);
	});
	var d = e.renderMode === "richText" ? o.join(a.richText) : J_(r, o.join(""), i ? n : a.html);
	if (i) return d;
	var f = Lg(t.header, "ordinal", e.useUTC), p = L_(r, e.renderMode).nameStyle, m = I_(r);
	return e.renderMode === "richText" ? Z_(e, f, p) + a.richText + d : J_(r, "<div style=\"" + p + ";" + m + ";\">" + Ph(f) + "</div>" + d, n);
}
function G_(e, t, n, r) {
	var i = e.renderMode, a = t.noName, o = t.noValue, s = !t.markerType, c = t.name, l = e.useUTC, u = t.valueFormatter || e.valueFormatter || function(e) {
		return e = U(e) ? e : [e], B(e, function(e, t) {
			return Lg(e, U(p) ? p[t] : p, l);
		});
	};
	if (!(a && o)) {
		var d = s ? "" : e.markupStyleCreator.makeTooltipMarker(t.markerType, t.markerColor || Q.color.secondary, i), f = a ? "" : Lg(c, "ordinal", l), p = t.valueType, m = o ? [] : u(t.value, t.rawDataIndex), h = !s || !a, g = !s && a, _ = L_(r, i), v = _.nameStyle, y = _.valueStyle;
		return i === "richText" ? (s ? "" : d) + (a ? "" : Z_(e, f, v)) + (o ? "" : Q_(e, m, h, g, y)) : J_(r, (s ? "" : d) + (a ? "" : Y_(f, !s, v)) + (o ? "" : X_(m, h, g, y)), n);
	}
}
function K_(e, t, n, r, i, a) {
	if (e) return H_(e)({
		useUTC: i,
		renderMode: n,
		orderMode: r,
		markupStyleCreator: t,
		valueFormatter: e.valueFormatter
	}, e, 0, a);
}
function q_(e) {
	return {
		html: R_[e],
		richText: z_[e]
	};
}
function J_(e, t, n) {
	var r = "<div style=\"clear:both\"></div>", i = "margin: " + n + "px 0 0", a = I_(e);
	return "<div style=\"" + i + ";" + a + ";\">" + t + r + "</div>";
}
function Y_(e, t, n) {
	var r = t ? "margin-left:2px" : "";
	return "<span style=\"" + n + ";" + r + "\">" + Ph(e) + "</span>";
}
function X_(e, t, n, r) {
	var i = t ? "float:right;margin-left:" + (n ? "10px" : "20px") : "";
	return e = U(e) ? e : [e], "<span style=\"" + i + ";" + r + "\">" + B(e, function(e) {
		return Ph(e);
	}).join("&nbsp;&nbsp;") + "</span>";
}
function Z_(e, t, n) {
	return e.markupStyleCreator.wrapRichTextStyle(t, n);
}
function Q_(e, t, n, r, i) {
	var a = [i], o = r ? 10 : 20;
	return n && a.push({
		padding: [
			0,
			0,
			0,
			o
		],
		align: "right"
	}), e.markupStyleCreator.wrapRichTextStyle(U(t) ? t.join("  ") : t, a);
}
function $_(e, t) {
	var n = e.getData().getItemVisual(t, "style")[e.visualDrawType];
	return Hg(n);
}
function ev(e, t) {
	return e.get("padding") ?? (t === "richText" ? [8, 10] : 10);
}
var tv = function() {
	function e() {
		this.richTextStyles = {}, this._nextStyleNameId = Bs();
	}
	return e.prototype._generateStyleName = function() {
		return "__EC_aUTo_" + this._nextStyleNameId++;
	}, e.prototype.makeTooltipMarker = function(e, t, n) {
		var r = n === "richText" ? this._generateStyleName() : null, i = Vg({
			color: t,
			type: e,
			renderMode: n,
			markerId: r
		});
		return G(i) ? i : (this.richTextStyles[r] = i.style, i.content);
	}, e.prototype.wrapRichTextStyle = function(e, t) {
		var n = {};
		U(t) ? z(t, function(e) {
			return I(n, e);
		}) : I(n, t);
		var r = this._generateStyleName();
		return this.richTextStyles[r] = n, "{" + r + "|" + e + "}";
	}, e;
}();
// node_modules/echarts/lib/component/tooltip/seriesFormatTooltip.js
function nv(e) {
	var t = e.series, n = e.dataIndex, r = e.multipleSeries, i = t.getData(), a = i.mapDimensionsAll("defaultedTooltip"), o = a.length, s = t.getRawValue(n), c = U(s), l = $_(t, n), u, d, f, p;
	if (o > 1 || c && !o) {
		var m = rv(s, t, n, a, l);
		u = m.inlineValues, d = m.inlineValueTypes, f = m.blocks, p = m.inlineValues[0];
	} else if (o) {
		var h = i.getDimensionInfo(a[0]);
		p = u = nm(i, n, a[0]), d = h.type;
	} else p = u = c ? s[0] : s;
	var g = mc(t), _ = g && t.name || "", v = i.getName(n), y = r ? _ : v;
	return B_("section", {
		header: _,
		noHeader: r || !g,
		sortParam: p,
		blocks: [B_("nameValue", {
			markerType: "item",
			markerColor: l,
			name: y,
			noName: !He(y),
			value: u,
			valueType: d,
			rawDataIndex: i.getRawIndex(n)
		})].concat(f || [])
	});
}
function rv(e, t, n, r, i) {
	var a = t.getData(), o = we(e, function(e, t, n) {
		var r = a.getDimensionInfo(n);
		return e = e || r && r.tooltip !== !1 && r.displayName != null;
	}, !1), s = [], c = [], l = [];
	r.length ? z(r, function(e) {
		u(nm(a, n, e), e);
	}) : z(e, u);
	function u(e, t) {
		var n = a.getDimensionInfo(t);
		n && n.otherDims.tooltip !== !1 && (o ? l.push(B_("nameValue", {
			markerType: "subItem",
			markerColor: i,
			name: n.displayName,
			value: e,
			valueType: n.type
		})) : (s.push(e), c.push(n.type)));
	}
	return {
		inlineValues: s,
		inlineValueTypes: c,
		blocks: l
	};
}
// node_modules/echarts/lib/model/Series.js
var iv = bc();
function av(e, t) {
	return e.getName(t) || e.getId(t);
}
var ov = function(e) {
	A(t, e);
	function t() {
		var t = e !== null && e.apply(this, arguments) || this;
		return t._selectedDataIndicesMap = {}, t;
	}
	return t.prototype.init = function(e, t, n) {
		this.seriesIndex = this.componentIndex, this.dataTask = h_({
			count: lv,
			reset: uv
		}), this.dataTask.context = { model: this }, this.mergeDefaultAndTheme(e, n), (iv(this).sourceManager = new k_(this)).prepareSource();
		var r = this.getInitialData(e, n);
		fv(r, this), this.dataTask.context.data = r, iv(this).dataBeforeProcessed = r, sv(this), this._initSelectedMapFromData(r);
	}, t.prototype.mergeDefaultAndTheme = function(e, t) {
		var n = e_(this), r = n ? n_(e) : {}, i = this.subType;
		a_.hasClass(i) && (i += "Series"), F(e, t.getTheme().get(this.subType)), F(e, this.getDefaultOption()), ec(e, "label", ["show"]), this.fillDataTextStyle(e.data), n && t_(e, r, n);
	}, t.prototype.mergeOption = function(e, t) {
		e = F(this.option, e, !0), this.fillDataTextStyle(e.data);
		var n = e_(this);
		n && t_(this.option, e, n);
		var r = iv(this).sourceManager;
		r.dirty(), r.prepareSource();
		var i = this.getInitialData(e, t);
		fv(i, this), this.dataTask.dirty(), this.dataTask.context.data = i, iv(this).dataBeforeProcessed = i, sv(this), this._initSelectedMapFromData(i);
	}, t.prototype.fillDataTextStyle = function(e) {
		if (e && !Me(e)) for (var t = ["show"], n = 0; n < e.length; n++) e[n] && e[n].label && ec(e[n], "label", t);
	}, t.prototype.getInitialData = function(e, t) {}, t.prototype.appendData = function(e) {
		this.getRawData().appendData(e.data);
	}, t.prototype.getData = function(e) {
		var t = mv(this);
		if (t) {
			var n = t.context.data;
			return e == null || !n.getLinkedData ? n : n.getLinkedData(e);
		}
		return iv(this).data;
	}, t.prototype.getAllData = function() {
		var e = this.getData();
		return e && e.getLinkedDataAll ? e.getLinkedDataAll() : [{ data: e }];
	}, t.prototype.setData = function(e) {
		var t = mv(this);
		if (t) {
			var n = t.context;
			n.outputData = e, t !== this.dataTask && (n.data = e);
		}
		iv(this).data = e;
	}, t.prototype.getEncode = function() {
		var e = this.get("encode", !0);
		if (e) return J(e);
	}, t.prototype.getSourceManager = function() {
		return iv(this).sourceManager;
	}, t.prototype.getSource = function() {
		return this.getSourceManager().getSource();
	}, t.prototype.getRawData = function() {
		return iv(this).dataBeforeProcessed;
	}, t.prototype.getColorBy = function() {
		return this.get("colorBy") || "series";
	}, t.prototype.isColorBySeries = function() {
		return this.getColorBy() === "series";
	}, t.prototype.getBaseAxis = function() {
		var e = this.coordinateSystem;
		return e && e.getBaseAxis && e.getBaseAxis();
	}, t.prototype.indicesOfNearest = function(e, t, n, r) {
		var i = this.getData(), a = this.coordinateSystem, o = a && a.getAxis(e);
		if (!a || !o) return [];
		var s = o.dataToCoord(n);
		r ?? (r = Infinity);
		for (var c = [], l = Infinity, u = -1, d = 0, f = i.getDimensionIndex(t), p = i.getStore(), m = 0, h = p.count(); m < h; m++) {
			var g = p.get(f, m), _ = s - o.dataToCoord(g), v = Math.abs(_);
			v <= r && ((v < l || v === l && _ >= 0 && u < 0) && (l = v, u = _, d = 0), _ === u && (c[d++] = m));
		}
		return c.length = d, c;
	}, t.prototype.formatTooltip = function(e, t, n) {
		return nv({
			series: this,
			dataIndex: e,
			multipleSeries: t
		});
	}, t.prototype.isAnimationEnabled = function() {
		var e = this.ecModel;
		if (Y.node && !(e && e.ssr)) return !1;
		var t = this.getShallow("animation");
		return t && this.getData().count() > this.getShallow("animationThreshold") && (t = !1), !!t;
	}, t.prototype.restoreData = function() {
		this.dataTask.dirty();
	}, t.prototype.getColorFromPalette = function(e, t, n) {
		var r = this.ecModel, i = c_.prototype.getColorFromPalette.call(this, e, t, n);
		return i || (i = r.getColorFromPalette(e, t, n)), i;
	}, t.prototype.coordDimToDataDim = function(e) {
		return this.getRawData().mapDimensionsAll(e);
	}, t.prototype.getProgressive = function() {
		return this.get("progressive");
	}, t.prototype.getProgressiveThreshold = function() {
		return this.get("progressiveThreshold");
	}, t.prototype.select = function(e, t) {
		this._innerSelect(this.getData(t), e);
	}, t.prototype.unselect = function(e, t) {
		var n = this.option.selectedMap;
		if (n) {
			var r = this.option.selectedMode, i = this.getData(t);
			if (r === "series" || n === "all") this.option.selectedMap = {}, this._selectedDataIndicesMap = {};
			else for (var a = 0; a < e.length; a++) {
				var o = e[a], s = av(i, o);
				n[s] = !1, this._selectedDataIndicesMap[s] = -1;
			}
		}
	}, t.prototype.toggleSelect = function(e, t) {
		for (var n = [], r = 0; r < e.length; r++) n[0] = e[r], this.isSelected(e[r], t) ? this.unselect(n, t) : this.select(n, t);
	}, t.prototype.getSelectedDataIndices = function() {
		if (this.option.selectedMap === "all") return [].slice.call(this.getData().getIndices());
		for (var e = this._selectedDataIndicesMap, t = De(e), n = [], r = 0; r < t.length; r++) {
			var i = e[t[r]];
			i >= 0 && n.push(i);
		}
		return n;
	}, t.prototype.isSelected = function(e, t) {
		var n = this.option.selectedMap;
		if (!n) return !1;
		var r = this.getData(t);
		return (n === "all" || n[av(r, e)]) && !r.getItemModel(e).get(["select", "disabled"]);
	}, t.prototype.isUniversalTransitionEnabled = function() {
		if (this.__universalTransitionEnabled) return !0;
		var e = this.option.universalTransition;
		return e ? e === !0 || e && e.enabled : !1;
	}, t.prototype._innerSelect = function(e, t) {
		var n, r, i = this.option, a = i.selectedMode, o = t.length;
		if (a && o) {
			if (a === "series") i.selectedMap = "all";
			else if (a === "multiple") {
				K(i.selectedMap) || (i.selectedMap = {});
				for (var s = i.selectedMap, c = 0; c < o; c++) {
					var l = t[c], u = av(e, l);
					s[u] = !0, this._selectedDataIndicesMap[u] = e.getRawIndex(l);
				}
			} else if (a === "single" || a === !0) {
				var d = t[o - 1], u = av(e, d);
				i.selectedMap = (n = {}, n[u] = !0, n), this._selectedDataIndicesMap = (r = {}, r[u] = e.getRawIndex(d), r);
			}
		}
	}, t.prototype._initSelectedMapFromData = function(e) {
		if (!this.option.selectedMap) {
			var t = [];
			e.hasItemOption && e.each(function(n) {
				var r = e.getRawDataItem(n);
				r && r.selected && t.push(n);
			}), t.length > 0 && this._innerSelect(e, t);
		}
	}, t.registerClass = function(e) {
		return a_.registerClass(e);
	}, t.protoInitialize = function() {
		var e = t.prototype;
		e.type = "series.__base__", e.seriesIndex = 0, e.ignoreStyleOnData = !1, e.hasSymbolVisual = !1, e.defaultSymbol = "circle", e.visualStyleAccessPath = "itemStyle", e.visualDrawType = "fill";
	}(), t;
}(a_);
Se(ov, p_), Se(ov, c_), ft(ov, a_);
function sv(e) {
	var t = e.name;
	mc(e) || (e.name = cv(e) || t);
}
function cv(e) {
	var t = e.getRawData(), n = t.mapDimensionsAll("seriesName"), r = [];
	return z(n, function(e) {
		var n = t.getDimensionInfo(e);
		n.displayName && r.push(n.displayName);
	}), r.join(" ");
}
function lv(e) {
	return e.model.getRawData().count();
}
function uv(e) {
	var t = e.model;
	return t.setData(t.getRawData().cloneShallow()), dv;
}
function dv(e, t) {
	t.outputData && e.end > t.outputData.count() && t.model.getRawData().cloneShallow(t.outputData);
}
function fv(e, t) {
	z(Xe(e.CHANGABLE_METHODS, e.DOWNSAMPLE_METHODS), function(n) {
		e.wrapMethod(n, H(pv, t));
	});
}
function pv(e, t) {
	var n = mv(e);
	return n && n.setOutputEnd((t || this).count()), t;
}
function mv(e) {
	var t = (e.ecModel || {}).scheduler, n = t && t.getPipeline(e.uid);
	if (n) {
		var r = n.currentTask;
		if (r) {
			var i = r.agentStubMap;
			i && (r = i.get(e.uid));
		}
		return r;
	}
}
// node_modules/echarts/lib/util/symbol.js
var hv = Do.extend({
	type: "triangle",
	shape: {
		cx: 0,
		cy: 0,
		width: 0,
		height: 0
	},
	buildPath: function(e, t) {
		var n = t.cx, r = t.cy, i = t.width / 2, a = t.height / 2;
		e.moveTo(n, r - a), e.lineTo(n + i, r + a), e.lineTo(n - i, r + a), e.closePath();
	}
}), gv = {
	line: hd,
	rect: Vo,
	roundRect: Vo,
	square: Vo,
	circle: zu,
	diamond: Do.extend({
		type: "diamond",
		shape: {
			cx: 0,
			cy: 0,
			width: 0,
			height: 0
		},
		buildPath: function(e, t) {
			var n = t.cx, r = t.cy, i = t.width / 2, a = t.height / 2;
			e.moveTo(n, r - a), e.lineTo(n + i, r), e.lineTo(n, r + a), e.lineTo(n - i, r), e.closePath();
		}
	}),
	pin: Do.extend({
		type: "pin",
		shape: {
			x: 0,
			y: 0,
			width: 0,
			height: 0
		},
		buildPath: function(e, t) {
			var n = t.x, r = t.y, i = t.width / 5 * 3, a = Math.max(i, t.height), o = i / 2, s = o * o / (a - o), c = r - a + o + s, l = Math.asin(s / o), u = Math.cos(l) * o, d = Math.sin(l), f = Math.cos(l), p = o * .6, m = o * .7;
			e.moveTo(n - u, c + s), e.arc(n, c, o, Math.PI - l, Math.PI * 2 + l), e.bezierCurveTo(n + u - d * p, c + s + f * p, n, r - m, n, r), e.bezierCurveTo(n, r - m, n - u + d * p, c + s + f * p, n - u, c + s), e.closePath();
		}
	}),
	arrow: Do.extend({
		type: "arrow",
		shape: {
			x: 0,
			y: 0,
			width: 0,
			height: 0
		},
		buildPath: function(e, t) {
			var n = t.height, r = t.width, i = t.x, a = t.y, o = r / 3 * 2;
			e.moveTo(i, a), e.lineTo(i + o, a + n), e.lineTo(i, a + n / 4 * 3), e.lineTo(i - o, a + n), e.lineTo(i, a), e.closePath();
		}
	}),
	triangle: hv
}, _v = {
	line: function(e, t, n, r, i) {
		i.x1 = e, i.y1 = t + r / 2, i.x2 = e + n, i.y2 = t + r / 2;
	},
	rect: function(e, t, n, r, i) {
		i.x = e, i.y = t, i.width = n, i.height = r;
	},
	roundRect: function(e, t, n, r, i) {
		i.x = e, i.y = t, i.width = n, i.height = r, i.r = Math.min(n, r) / 4;
	},
	square: function(e, t, n, r, i) {
		var a = Math.min(n, r);
		i.x = e, i.y = t, i.width = a, i.height = a;
	},
	circle: function(e, t, n, r, i) {
		i.cx = e + n / 2, i.cy = t + r / 2, i.r = Math.min(n, r) / 2;
	},
	diamond: function(e, t, n, r, i) {
		i.cx = e + n / 2, i.cy = t + r / 2, i.width = n, i.height = r;
	},
	pin: function(e, t, n, r, i) {
		i.x = e + n / 2, i.y = t + r / 2, i.width = n, i.height = r;
	},
	arrow: function(e, t, n, r, i) {
		i.x = e + n / 2, i.y = t + r / 2, i.width = n, i.height = r;
	},
	triangle: function(e, t, n, r, i) {
		i.cx = e + n / 2, i.cy = t + r / 2, i.width = n, i.height = r;
	}
}, vv = {};
z(gv, function(e, t) {
	vv[t] = new e();
});
var yv = Do.extend({
	type: "symbol",
	shape: {
		symbolType: "",
		x: 0,
		y: 0,
		width: 0,
		height: 0
	},
	calculateTextPosition: function(e, t, n) {
		var r = zn(e, t, n), i = this.shape;
		return i && i.symbolType === "pin" && t.position === "inside" && (r.y = n.y + n.height * .4), r;
	},
	buildPath: function(e, t, n) {
		var r = t.symbolType;
		if (r !== "none") {
			var i = vv[r];
			i || (r = "rect", i = vv[r]), _v[r](t.x, t.y, t.width, t.height, i.shape), i.buildPath(e, i.shape, n);
		}
	}
});
function bv(e, t) {
	if (this.type !== "image") {
		var n = this.style;
		this.__isEmptyBrush ? (n.stroke = e, n.fill = t || Q.color.neutral00, n.lineWidth = 2) : this.shape.symbolType === "line" ? n.stroke = e : n.fill = e, this.markRedraw();
	}
}
function xv(e, t, n, r, i, a, o) {
	var s = e.indexOf("empty") === 0;
	s && (e = e.substr(5, 1).toLowerCase() + e.substr(6));
	var c = e.indexOf("image://") === 0 ? rf(e.slice(8), new X(t, n, r, i), o ? "center" : "cover") : e.indexOf("path://") === 0 ? nf(e.slice(7), {}, new X(t, n, r, i), o ? "center" : "cover") : new yv({ shape: {
		symbolType: e,
		x: t,
		y: n,
		width: r,
		height: i
	} });
	return c.__isEmptyBrush = s, c.setColor = bv, a && c.setColor(a), c;
}
function Sv(e) {
	return U(e) || (e = [+e, +e]), [e[0] || 0, e[1] || 0];
}
function Cv(e, t) {
	if (e != null) return U(e) || (e = [e, e]), [xs(e[0], t[0]) || 0, xs(q(e[1], e[0]), t[1]) || 0];
}
// node_modules/echarts/lib/chart/line/LineSeries.js
var wv = function(e) {
	A(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n.hasSymbolVisual = !0, n;
	}
	return t.prototype.getInitialData = function(e) {
		return ph(null, this, { useEncodeDefaulter: !0 });
	}, t.prototype.getLegendIcon = function(e) {
		var t = new Lu(), n = xv("line", 0, e.itemHeight / 2, e.itemWidth, 0, e.lineStyle.stroke, !1);
		t.add(n), n.setStyle(e.lineStyle);
		var r = this.getData().getVisual("symbol"), i = this.getData().getVisual("symbolRotate"), a = r === "none" ? "circle" : r, o = e.itemHeight * .8, s = xv(a, (e.itemWidth - o) / 2, (e.itemHeight - o) / 2, o, o, e.itemStyle.fill);
		return t.add(s), s.setStyle(e.itemStyle), s.rotation = (e.iconRotate === "inherit" ? i : e.iconRotate || 0) * Math.PI / 180, s.setOrigin([e.itemWidth / 2, e.itemHeight / 2]), a.indexOf("empty") > -1 && (s.style.stroke = s.style.fill, s.style.fill = Q.color.neutral00, s.style.lineWidth = 2), t;
	}, t.type = "series.line", t.dependencies = ["grid", "polar"], t.defaultOption = {
		z: 3,
		coordinateSystem: "cartesian2d",
		legendHoverLink: !0,
		clip: !0,
		label: { position: "top" },
		endLabel: {
			show: !1,
			valueAnimation: !0,
			distance: 8
		},
		lineStyle: {
			width: 2,
			type: "solid"
		},
		emphasis: { scale: !0 },
		step: !1,
		smooth: !1,
		smoothMonotone: null,
		symbol: "emptyCircle",
		symbolSize: 6,
		symbolRotate: null,
		showSymbol: !0,
		showAllSymbol: "auto",
		connectNulls: !1,
		sampling: "none",
		animationEasing: "linear",
		progressive: 0,
		hoverLayerThreshold: Infinity,
		universalTransition: { divideShape: "clone" },
		triggerLineEvent: !1,
		triggerEvent: !1
	}, t;
}(ov);
// node_modules/echarts/lib/chart/helper/labelHelper.js
function Tv(e, t) {
	var n = e.mapDimensionsAll("defaultedLabel"), r = n.length;
	if (r === 1) {
		var i = nm(e, t, n[0]);
		return i == null ? null : i + "";
	}
	if (r) {
		for (var a = [], o = 0; o < n.length; o++) a.push(nm(e, t, n[o]));
		return a.join(" ");
	}
}
function Ev(e, t) {
	var n = e.mapDimensionsAll("defaultedLabel");
	if (!U(t)) return t + "";
	for (var r = [], i = 0; i < n.length; i++) {
		var a = e.getDimensionIndex(n[i]);
		a >= 0 && r.push(t[a]);
	}
	return r.join(" ");
}
// node_modules/echarts/lib/chart/helper/Symbol.js
var Dv = function(e) {
	A(t, e);
	function t(t, n, r, i) {
		var a = e.call(this) || this;
		return a.updateData(t, n, r, i), a;
	}
	return t.prototype._createSymbol = function(e, t, n, r, i, a) {
		this.removeAll();
		var o = xv(e, -1, -1, 2, 2, null, a);
		o.attr({
			z2: q(i, 100),
			culling: !0,
			scaleX: r[0] / 2,
			scaleY: r[1] / 2
		}), o.drift = Ov, this._symbolType = e, this.add(o);
	}, t.prototype.stopSymbolAnimation = function(e) {
		this.childAt(0).stopAnimation(null, e);
	}, t.prototype.getSymbolType = function() {
		return this._symbolType;
	}, t.prototype.getSymbolPath = function() {
		return this.childAt(0);
	}, t.prototype.highlight = function() {
		zl(this.childAt(0));
	}, t.prototype.downplay = function() {
		Bl(this.childAt(0));
	}, t.prototype.setZ = function(e, t) {
		var n = this.childAt(0);
		n.zlevel = e, n.z = t;
	}, t.prototype.setDraggable = function(e, t) {
		var n = this.childAt(0);
		n.draggable = e, n.cursor = !t && e ? "move" : n.cursor;
	}, t.prototype.updateData = function(e, n, r, i) {
		this.silent = !1;
		var a = e.getItemVisual(n, "symbol") || "circle", o = e.hostModel, s = t.getSymbolSize(e, n), c = t.getSymbolZ2(e, n), l = a !== this._symbolType, u = i && i.disableAnimation;
		if (l) {
			var d = e.getItemVisual(n, "symbolKeepAspect");
			this._createSymbol(a, e, n, s, c, d);
		} else {
			var f = this.childAt(0);
			f.silent = !1;
			var p = {
				scaleX: s[0] / 2,
				scaleY: s[1] / 2
			};
			u ? f.attr(p) : Bd(f, p, o, n), Kd(f);
		}
		if (this._updateCommon(e, n, s, r, i), l) {
			var f = this.childAt(0);
			if (!u) {
				var p = {
					scaleX: this._sizeX,
					scaleY: this._sizeY,
					style: { opacity: f.style.opacity }
				};
				f.scaleX = f.scaleY = 0, f.style.opacity = 0, Vd(f, p, o, n);
			}
		}
		u && this.childAt(0).stopAnimation("leave");
	}, t.prototype._updateCommon = function(e, t, n, r, i) {
		var a = this.childAt(0), o = e.hostModel, s, c, l, u, d, f, p, m, h;
		if (r && (s = r.emphasisItemStyle, c = r.blurItemStyle, l = r.selectItemStyle, u = r.focus, d = r.blurScope, p = r.labelStatesModels, m = r.hoverScale, h = r.cursorStyle, f = r.emphasisDisabled), !r || e.hasItemOption) {
			var g = r && r.itemModel ? r.itemModel : e.getItemModel(t), _ = g.getModel("emphasis");
			s = _.getModel("itemStyle").getItemStyle(), l = g.getModel(["select", "itemStyle"]).getItemStyle(), c = g.getModel(["blur", "itemStyle"]).getItemStyle(), u = _.get("focus"), d = _.get("blurScope"), f = _.get("disabled"), p = Kf(g), m = _.getShallow("scale"), h = g.getShallow("cursor");
		}
		var v = e.getItemVisual(t, "symbolRotate");
		a.attr("rotation", (v || 0) * Math.PI / 180 || 0);
		var y = Cv(e.getItemVisual(t, "symbolOffset"), n);
		y && (a.x = y[0], a.y = y[1]), h && a.attr("cursor", h);
		var b = e.getItemVisual(t, "style"), x = b.fill;
		if (a instanceof No) {
			var S = a.style;
			a.useStyle(I({
				image: S.image,
				x: S.x,
				y: S.y,
				width: S.width,
				height: S.height
			}, b));
		} else a.__isEmptyBrush ? a.useStyle(I({}, b)) : a.useStyle(b), a.style.decal = null, a.setColor(x, i && i.symbolInnerColor), a.style.strokeNoScale = !0;
		var C = e.getItemVisual(t, "liftZ"), w = this._z2;
		C == null ? w != null && (a.z2 = w, this._z2 = null) : w ?? (this._z2 = a.z2, a.z2 += C);
		var T = i && i.useNameLabel;
		Gf(a, p, {
			labelFetcher: o,
			labelDataIndex: t,
			defaultText: E,
			inheritColor: x,
			defaultOpacity: b.opacity
		});
		function E(t) {
			return T ? e.getName(t) : Tv(e, t);
		}
		this._sizeX = n[0] / 2, this._sizeY = n[1] / 2;
		var D = a.ensureState("emphasis");
		D.style = s, a.ensureState("select").style = l, a.ensureState("blur").style = c;
		var O = m == null || m === !0 ? Math.max(1.1, 3 / this._sizeY) : isFinite(m) && m > 0 ? +m : 1;
		D.scaleX = this._sizeX * O, D.scaleY = this._sizeY * O, this.setSymbolScale(1), iu(this, u, d, f);
	}, t.prototype.setSymbolScale = function(e) {
		this.scaleX = this.scaleY = e;
	}, t.prototype.fadeOut = function(e, t, n) {
		var r = this.childAt(0), i = Yc(this).dataIndex, a = n && n.animation;
		if (this.silent = r.silent = !0, n && n.fadeLabel) {
			var o = r.getTextContent();
			o && Ud(o, { style: { opacity: 0 } }, t, {
				dataIndex: i,
				removeOpt: a,
				cb: function() {
					r.removeTextContent();
				}
			});
		} else r.removeTextContent();
		Ud(r, {
			style: { opacity: 0 },
			scaleX: 0,
			scaleY: 0
		}, t, {
			dataIndex: i,
			cb: e,
			removeOpt: a
		});
	}, t.getSymbolSize = function(e, t) {
		return Sv(e.getItemVisual(t, "symbolSize"));
	}, t.getSymbolZ2 = function(e, t) {
		return e.getItemVisual(t, "z2");
	}, t;
}(Lu);
function Ov(e, t) {
	this.parent.drift(e, t);
}
// node_modules/echarts/lib/chart/helper/SymbolDraw.js
function kv(e, t, n, r) {
	return t && !isNaN(t[0]) && !isNaN(t[1]) && !(r && r.isIgnore && r.isIgnore(n)) && !(r && r.clipShape && !r.clipShape.contain(t[0], t[1])) && e.getItemVisual(n, "symbol") !== "none";
}
function Av(e) {
	return e != null && !K(e) && (e = { isIgnore: e }), e || {};
}
function jv(e) {
	var t = e.hostModel, n = t.getModel("emphasis");
	return {
		emphasisItemStyle: n.getModel("itemStyle").getItemStyle(),
		blurItemStyle: t.getModel(["blur", "itemStyle"]).getItemStyle(),
		selectItemStyle: t.getModel(["select", "itemStyle"]).getItemStyle(),
		focus: n.get("focus"),
		blurScope: n.get("blurScope"),
		emphasisDisabled: n.get("disabled"),
		hoverScale: n.get("scale"),
		labelStatesModels: Kf(t),
		cursorStyle: t.get("cursor")
	};
}
function Mv(e, t, n, r, i, a, o) {
	var s = new e(t, n, r, i);
	return s.setPosition(a), t.setItemGraphicEl(n, s), o.add(s), s;
}
var Nv = function() {
	function e(e) {
		this.group = new Lu(), this._SymbolCtor = e || Dv;
	}
	return e.prototype.updateData = function(e, t) {
		this._progressiveEls = null, t = Av(t);
		var n = this.group, r = e.hostModel, i = this._data, a = this._SymbolCtor, o = t.disableAnimation, s = this._seriesScope = jv(e), c = { disableAnimation: o }, l = t.getSymbolPoint || function(t) {
			return e.getItemLayout(t);
		};
		i || n.removeAll(), e.diff(i).add(function(r) {
			var i = l(r);
			kv(e, i, r, t) && Mv(a, e, r, s, c, i, n);
		}).update(function(u, d) {
			var f = i.getItemGraphicEl(d), p = l(u);
			if (!kv(e, p, u, t)) n.remove(f);
			else {
				var m = e.getItemVisual(u, "symbol") || "circle", h = f && f.getSymbolType && f.getSymbolType();
				if (!f || h && h !== m) n.remove(f), f = new a(e, u, s, c), f.setPosition(p);
				else {
					f.updateData(e, u, s, c);
					var g = {
						x: p[0],
						y: p[1]
					};
					o ? f.attr(g) : Bd(f, g, r);
				}
				n.add(f), e.setItemGraphicEl(u, f);
			}
		}).remove(function(e) {
			var t = i.getItemGraphicEl(e);
			t && t.fadeOut(function() {
				n.remove(t);
			}, r);
		}).execute(), this._getSymbolPoint = l, this._data = e;
	}, e.prototype.updateLayout = function(e) {
		var t = this._data;
		if (t) for (var n = this, r = t.getStore(), i = 0, a = r.count(); i < a; i++) {
			var o = t.getItemGraphicEl(i), s = n._getSymbolPoint(i);
			kv(t, s, i, e) ? (o = o || Mv(n._SymbolCtor, t, i, n._seriesScope, { disableAnimation: !0 }, s, n.group), o.stopAnimation(), o.setPosition(s), o.markRedraw()) : o && (n.group.remove(o), t.setItemGraphicEl(i, null));
		}
	}, e.prototype.incrementalPrepareUpdate = function(e) {
		this._seriesScope = jv(e), this._data = null, this.group.removeAll();
	}, e.prototype.incrementalUpdate = function(e, t, n, r) {
		this._progressiveEls = [], r = Av(r);
		function i(e) {
			e.isGroup || (e.incremental = n, e.ensureState("emphasis").hoverLayer = 2);
		}
		for (var a = e.start; a < e.end; a++) {
			var o = t.getItemLayout(a);
			if (kv(t, o, a, r)) {
				var s = new this._SymbolCtor(t, a, this._seriesScope);
				s.traverse(i), s.setPosition(o), this.group.add(s), t.setItemGraphicEl(a, s), this._progressiveEls.push(s);
			}
		}
	}, e.prototype.eachRendered = function(e) {
		kf(this._progressiveEls || this.group, e);
	}, e.prototype.remove = function(e) {
		var t = this.group, n = this._data;
		n && e ? n.eachItemGraphicEl(function(e) {
			e.fadeOut(function() {
				t.remove(e);
			}, n.hostModel);
		}) : t.removeAll();
	}, e;
}();
// node_modules/echarts/lib/chart/line/helper.js
function Pv(e, t, n) {
	var r = e.getBaseAxis(), i = e.getOtherAxis(r), a = Fv(i, n), o = r.dim, s = i.dim, c = t.mapDimension(s), l = t.mapDimension(o), u = +(s === "x" || s === "radius"), d = B(e.dimensions, function(e) {
		return t.mapDimension(e);
	}), f = !1, p = t.getCalculationInfo("stackResultDimension");
	return lh(t, d[0]) && (f = !0, d[0] = p), lh(t, d[1]) && (f = !0, d[1] = p), {
		dataDimsForPoint: d,
		valueStart: a,
		valueAxisDim: s,
		baseAxisDim: o,
		stacked: !!f,
		valueDim: c,
		baseDim: l,
		baseDataOffset: u,
		stackedOverDimension: t.getCalculationInfo("stackedOverDimension")
	};
}
function Fv(e, t) {
	var n = 0, r = e.scale.getExtent();
	return t === "start" ? n = r[0] : t === "end" ? n = r[1] : Ae(t) && !isNaN(t) ? n = t : r[0] > 0 ? n = r[0] : r[1] < 0 && (n = r[1]), n;
}
function Iv(e, t, n, r) {
	var i = NaN;
	e.stacked && (i = n.get(n.getCalculationInfo("stackedOverDimension"), r)), isNaN(i) && (i = e.valueStart);
	var a = e.baseDataOffset, o = [];
	return o[a] = n.get(e.baseDim, r), o[1 - a] = i, t.dataToPoint(o);
}
function Lv(e, t) {
	return !isFinite(e) || !isFinite(t);
}
// node_modules/echarts/lib/util/vendor.js
var Rv = typeof Float32Array < "u" ? Float32Array : void 0, zv = typeof Float64Array < "u" ? Float64Array : void 0;
function Bv(e) {
	return Vv({ ctor: Rv }, e).arr;
}
function Vv(e, t) {
	var n = e.arr, r = e.ctor;
	if (t > As && (t = As), !n || e.typed && n.length < t) {
		var i = void 0;
		if (r) try {
			i = new r(t), e.typed = !0, n && i.set(n);
		} catch {}
		if (!i && (i = [], e.typed = !1, n)) for (var a = 0, o = n.length; a < o; a++) i[a] = n[a];
		e.arr = i;
	}
	return e;
}
// node_modules/echarts/lib/chart/line/lineAnimationDiff.js
function Hv(e, t) {
	var n = [];
	return t.diff(e).add(function(e) {
		n.push({
			cmd: "+",
			idx: e
		});
	}).update(function(e, t) {
		n.push({
			cmd: "=",
			idx: t,
			idx1: e
		});
	}).remove(function(e) {
		n.push({
			cmd: "-",
			idx: e
		});
	}).execute(), n;
}
function Uv(e, t, n, r, i, a, o, s) {
	for (var c = Hv(e, t), l = [], u = [], d = [], f = [], p = [], m = [], h = [], g = Pv(i, t, o), _ = e.getLayout("points") || [], v = t.getLayout("points") || [], y = 0; y < c.length; y++) {
		var b = c[y], x = !0, S = void 0, C = void 0;
		switch (b.cmd) {
			case "=":
				S = b.idx * 2, C = b.idx1 * 2;
				var w = _[S], T = _[S + 1], E = v[C], D = v[C + 1];
				(isNaN(w) || isNaN(T)) && (w = E, T = D), l.push(w, T), u.push(E, D), d.push(n[S], n[S + 1]), f.push(r[C], r[C + 1]), h.push(t.getRawIndex(b.idx1));
				break;
			case "+":
				var O = b.idx, k = g.dataDimsForPoint, A = i.dataToPoint([t.get(k[0], O), t.get(k[1], O)]);
				C = O * 2, l.push(A[0], A[1]), u.push(v[C], v[C + 1]);
				var j = Iv(g, i, t, O);
				d.push(j[0], j[1]), f.push(r[C], r[C + 1]), h.push(t.getRawIndex(O));
				break;
			case "-": x = !1;
		}
		x && (p.push(b), m.push(m.length));
	}
	m.sort(function(e, t) {
		return h[e] - h[t];
	});
	for (var ee = l.length, te = Bv(ee), ne = Bv(ee), re = Bv(ee), ie = Bv(ee), M = [], y = 0; y < m.length; y++) {
		var ae = m[y], oe = y * 2, se = ae * 2;
		te[oe] = l[se], te[oe + 1] = l[se + 1], ne[oe] = u[se], ne[oe + 1] = u[se + 1], re[oe] = d[se], re[oe + 1] = d[se + 1], ie[oe] = f[se], ie[oe + 1] = f[se + 1], M[y] = p[ae];
	}
	return {
		current: te,
		next: ne,
		stackedOnCurrent: re,
		stackedOnNext: ie,
		status: M
	};
}
// node_modules/echarts/lib/chart/line/poly.js
var Wv = Math.min, Gv = Math.max;
function Kv(e, t, n, r, i, a, o, s, c) {
	for (var l, u, d, f, p, m, h = n, g = 0; g < r; g++) {
		var _ = t[h * 2], v = t[h * 2 + 1];
		if (h >= i || h < 0) break;
		if (Lv(_, v)) {
			if (c) {
				h += a;
				continue;
			}
			break;
		}
		if (h === n) e[a > 0 ? "moveTo" : "lineTo"](_, v), d = _, f = v;
		else {
			var y = _ - l, b = v - u;
			if (y * y + b * b < .5) {
				h += a;
				continue;
			}
			if (o > 0) {
				for (var x = h + a, S = t[x * 2], C = t[x * 2 + 1]; S === _ && C === v && g < r;) g++, x += a, h += a, S = t[x * 2], C = t[x * 2 + 1], _ = t[h * 2], v = t[h * 2 + 1], y = _ - l, b = v - u;
				var w = g + 1;
				if (c) for (; Lv(S, C) && w < r;) w++, x += a, S = t[x * 2], C = t[x * 2 + 1];
				var T = .5, E = 0, D = 0, O = void 0, k = void 0;
				if (w >= r || Lv(S, C)) p = _, m = v;
				else {
					E = S - l, D = C - u;
					var A = _ - l, j = S - _, ee = v - u, te = C - v, ne = void 0, re = void 0;
					if (s === "x") {
						ne = Math.abs(A), re = Math.abs(j);
						var ie = E > 0 ? 1 : -1;
						p = _ - ie * ne * o, m = v, O = _ + ie * re * o, k = v;
					} else if (s === "y") {
						ne = Math.abs(ee), re = Math.abs(te);
						var M = D > 0 ? 1 : -1;
						p = _, m = v - M * ne * o, O = _, k = v + M * re * o;
					} else ne = Math.sqrt(A * A + ee * ee), re = Math.sqrt(j * j + te * te), T = re / (re + ne), p = _ - E * o * (1 - T), m = v - D * o * (1 - T), O = _ + E * o * T, k = v + D * o * T, O = Wv(O, Gv(S, _)), k = Wv(k, Gv(C, v)), O = Gv(O, Wv(S, _)), k = Gv(k, Wv(C, v)), E = O - _, D = k - v, p = _ - E * ne / re, m = v - D * ne / re, p = Wv(p, Gv(l, _)), m = Wv(m, Gv(u, v)), p = Gv(p, Wv(l, _)), m = Gv(m, Wv(u, v)), E = _ - p, D = v - m, O = _ + E * re / ne, k = v + D * re / ne;
				}
				e.bezierCurveTo(d, f, p, m, _, v), d = O, f = k;
			} else e.lineTo(_, v);
		}
		l = _, u = v, h += a;
	}
	return g;
}
var qv = function() {
	function e() {
		this.smooth = 0, this.smoothConstraint = !0;
	}
	return e;
}(), Jv = function(e) {
	A(t, e);
	function t(t) {
		var n = e.call(this, t) || this;
		return n.type = "ec-polyline", n;
	}
	return t.prototype.getDefaultStyle = function() {
		return {
			stroke: Q.color.neutral99,
			fill: null
		};
	}, t.prototype.getDefaultShape = function() {
		return new qv();
	}, t.prototype.buildPath = function(e, t) {
		var n = t.points, r = 0, i = n.length / 2;
		if (t.connectNulls) {
			for (; i > 0 && Lv(n[i * 2 - 2], n[i * 2 - 1]); i--);
			for (; r < i && Lv(n[r * 2], n[r * 2 + 1]); r++);
		}
		for (; r < i;) r += Kv(e, n, r, i, i, 1, t.smooth, t.smoothMonotone, t.connectNulls) + 1;
	}, t.prototype.getPointOn = function(e, t) {
		this.path || (this.createPathProxy(), this.buildPath(this.path, this.shape));
		for (var n = this.path.data, r = to.CMD, i, a, o = t === "x", s = [], c = 0; c < n.length;) {
			var l = n[c++], u = void 0, d = void 0, f = void 0, p = void 0, m = void 0, h = void 0, g = void 0;
			switch (l) {
				case r.M:
					i = n[c++], a = n[c++];
					break;
				case r.L:
					if (u = n[c++], d = n[c++], g = o ? (e - i) / (u - i) : (e - a) / (d - a), g <= 1 && g >= 0) {
						var _ = o ? (d - a) * g + a : (u - i) * g + i;
						return o ? [e, _] : [_, e];
					}
					i = u, a = d;
					break;
				case r.C:
					u = n[c++], d = n[c++], f = n[c++], p = n[c++], m = n[c++], h = n[c++];
					var v = o ? Pr(i, u, f, m, e, s) : Pr(a, d, p, h, e, s);
					if (v > 0) for (var y = 0; y < v; y++) {
						var b = s[y];
						if (b <= 1 && b >= 0) {
							var _ = o ? Mr(a, d, p, h, b) : Mr(i, u, f, m, b);
							return o ? [e, _] : [_, e];
						}
					}
					i = m, a = h;
			}
		}
	}, t;
}(Do), Yv = function(e) {
	A(t, e);
	function t() {
		return e !== null && e.apply(this, arguments) || this;
	}
	return t;
}(qv), Xv = function(e) {
	A(t, e);
	function t(t) {
		var n = e.call(this, t) || this;
		return n.type = "ec-polygon", n;
	}
	return t.prototype.getDefaultShape = function() {
		return new Yv();
	}, t.prototype.buildPath = function(e, t) {
		var n = t.points, r = t.stackedOnPoints, i = 0, a = n.length / 2, o = t.smoothMonotone;
		if (t.connectNulls) {
			for (; a > 0 && Lv(n[a * 2 - 2], n[a * 2 - 1]); a--);
			for (; i < a && Lv(n[i * 2], n[i * 2 + 1]); i++);
		}
		for (; i < a;) {
			var s = Kv(e, n, i, a, a, 1, t.smooth, o, t.connectNulls);
			Kv(e, r, i + s - 1, s, a, -1, t.stackedOnSmooth, o, t.connectNulls), i += s + 1, e.closePath();
		}
	}, t;
}(Do);
// node_modules/echarts/lib/chart/helper/createRenderPlanner.js
function Zv() {
	var e = bc();
	return function(t) {
		var n = e(t), r = t.pipelineContext, i = !!n.large, a = !!n.progressiveRender, o = n.large = !!(r && r.large), s = n.progressiveRender = !!(r && r.progressiveRender);
		return (i !== o || a !== s) && "reset";
	};
}
// node_modules/echarts/lib/view/Chart.js
var Qv = bc(), $v = Zv(), ey = function() {
	function e() {
		this.group = new Lu(), this.uid = _h("viewChart"), this.renderTask = h_({
			plan: ry,
			reset: iy
		}), this.renderTask.context = { view: this };
	}
	return e.prototype.init = function(e, t) {}, e.prototype.render = function(e, t, n, r) {}, e.prototype.highlight = function(e, t, n, r) {
		var i = e.getData(r && r.dataType);
		i && ny(i, r, "emphasis");
	}, e.prototype.downplay = function(e, t, n, r) {
		var i = e.getData(r && r.dataType);
		i && ny(i, r, "normal");
	}, e.prototype.remove = function(e, t) {
		this.group.removeAll();
	}, e.prototype.dispose = function(e, t) {}, e.prototype.updateView = function(e, t, n, r) {
		this.render(e, t, n, r);
	}, e.prototype.updateVisual = function(e, t, n, r) {
		this.render(e, t, n, r);
	}, e.prototype.eachRendered = function(e) {
		kf(this.group, e);
	}, e.markUpdateMethod = function(e, t) {
		Qv(e).updateMethod = t;
	}, e.protoInitialize = function() {
		var t = e.prototype;
		t.type = "chart";
	}(), e;
}();
function ty(e, t, n) {
	e && uu(e) && (t === "emphasis" ? zl : Bl)(e, n);
}
function ny(e, t, n) {
	var r = yc(e, t), i = t && t.highlightKey != null ? du(t.highlightKey) : null;
	r == null ? e.eachItemGraphicEl(function(e) {
		ty(e, n, i);
	}) : z($s(r), function(t) {
		ty(e.getItemGraphicEl(t), n, i);
	});
}
ut(ey, ["dispose"]), _t(ey);
function ry(e) {
	return $v(e.model);
}
function iy(e) {
	var t = e.model, n = e.ecModel, r = e.api, i = e.payload, a = t.pipelineContext.progressiveRender, o = e.view, s = i && Qv(i).updateMethod, c = a ? "incrementalPrepareRender" : s && o[s] ? s : "render";
	return c !== "render" && o[c](t, n, r, i), ay[c];
}
var ay = {
	incrementalPrepareRender: { progress: function(e, t) {
		t.view.incrementalRender(e, t.model, t.ecModel, t.api, t.payload);
	} },
	render: {
		forceFirstProgress: !0,
		progress: function(e, t) {
			t.view.render(t.model, t.ecModel, t.api, t.payload);
		}
	}
};
// node_modules/echarts/lib/chart/helper/createClipPathFromCoordSys.js
function oy(e, t, n, r, i) {
	var a = e.getArea(), o = a.x, s = a.y, c = a.width, l = a.height, u = n.get(["lineStyle", "width"]) || 0;
	o -= u / 2, s -= u / 2, c += u, l += u, c = Math.ceil(c), o !== Math.floor(o) && (o = Math.floor(o), c++);
	var d = new Vo({ shape: {
		x: o,
		y: s,
		width: c,
		height: l
	} });
	if (t) {
		var f = e.getBaseAxis(), p = f.isHorizontal(), m = f.inverse;
		p ? (m && (d.shape.x += c), d.shape.width = 0) : (m || (d.shape.y += l), d.shape.height = 0);
		var h = W(i) ? function(e) {
			i(e, d);
		} : null;
		Vd(d, { shape: {
			width: c,
			height: l,
			x: o,
			y: s
		} }, n, null, r, h);
	}
	return d;
}
function sy(e, t, n) {
	var r = e.getArea(), i = Z(r.r0, 1), a = Z(r.r, 1), o = new id({ shape: {
		cx: Z(e.cx, 1),
		cy: Z(e.cy, 1),
		r0: i,
		r: a,
		startAngle: r.startAngle,
		endAngle: r.endAngle,
		clockwise: r.clockwise
	} });
	return t && (e.getBaseAxis().dim === "angle" ? o.shape.endAngle = r.startAngle : o.shape.r = i, Vd(o, { shape: {
		endAngle: r.endAngle,
		r: a
	} }, n)), o;
}
function cy(e, t, n, r, i) {
	return e ? e.type === "polar" ? sy(e, t, n) : e.type === "cartesian2d" ? oy(e, t, n, r, i) : null : null;
}
function ly(e) {
	var t = e.coordinateSystem;
	if (e.get("clip", !0) && t && (!t.shouldClip || t.shouldClip())) return t.getArea && t.getArea(.1);
}
// node_modules/echarts/lib/coord/CoordinateSystem.js
function uy(e, t) {
	return e.type === t;
}
// node_modules/echarts/lib/scale/Scale.js
var dy = function() {
	function e() {}
	return e.prototype.isBlank = function() {
		return this._isBlank;
	}, e.prototype.setBlank = function(e) {
		this._isBlank = e;
	}, e;
}();
_t(dy);
// node_modules/echarts/lib/data/OrdinalMeta.js
var fy = 0, py = function() {
	function e(e) {
		this.categories = e.categories || [], this._needCollect = e.needCollect, this._deduplication = e.deduplication, this.uid = ++fy, this._onCollect = e.onCollect;
	}
	return e.createByAxisModel = function(t) {
		var n = t.option, r = n.data, i = r && B(r, my);
		return new e({
			categories: i,
			needCollect: !i,
			deduplication: n.dedplication !== !1
		});
	}, e.prototype.getOrdinal = function(e) {
		return this._getOrCreateMap().get(e);
	}, e.prototype.parseAndCollect = function(e) {
		var t, n = this._needCollect;
		if (!G(e) && !n) return e;
		if (n && !this._deduplication) return t = this.categories.length, this.categories[t] = e, this._onCollect && this._onCollect(e, t), t;
		var r = this._getOrCreateMap();
		return t = r.get(e), t ?? (n ? (t = this.categories.length, this.categories[t] = e, r.set(e, t), this._onCollect && this._onCollect(e, t)) : t = NaN), t;
	}, e.prototype._getOrCreateMap = function() {
		return this._map || (this._map = J(this.categories));
	}, e;
}();
function my(e) {
	return K(e) && e.value != null ? e.value : e + "";
}
var hy = De({
	needTransform: 1,
	normalize: 1,
	scale: 1,
	transformIn: 1,
	transformOut: 1,
	contain: 1,
	getExtent: 1,
	getExtentUnsafe: 1,
	setExtent: 1,
	setExtent2: 1,
	getFilter: 1,
	sanitize: 1,
	getDefaultStartValue: 1,
	freeze: 1
});
function gy(e, t, n) {
	var r;
	e = e || {};
	var i = Jh();
	if (i) {
		var a = i.createBreakScaleMapper(t, n);
		a.hasBreaks() && (z(hy, function(t) {
			a[t] && (e[t] = V(a[t], a));
		}), r = a);
	}
	return r ?? Cy(e, n), {
		brk: r,
		mapper: e
	};
}
function _y(e, t) {
	z(hy, function(n) {
		e[n] = t[n];
	});
}
function vy(e, t) {
	e.freeze = et;
}
function yy(e) {
	return e.getExtentUnsafe(0, 2);
}
function by(e, t) {
	return e.getExtentUnsafe(1, t) || e.getExtentUnsafe(0, t);
}
function xy(e) {
	var t = by(e, 3);
	return t[1] - t[0];
}
function Sy(e) {
	var t = e.getExtentUnsafe(0, 3);
	return t[1] - t[0];
}
function Cy(e, t) {
	var n = e || {}, r = [];
	return n._extents = r, r[0] = t ? t.slice() : Mc(), I(n, wy), n;
}
var wy = {
	needTransform: function() {
		return !1;
	},
	normalize: function(e) {
		var t = this._extents[1] || this._extents[0];
		return t[1] === t[0] ? .5 : (e - t[0]) / (t[1] - t[0]);
	},
	scale: function(e) {
		var t = this._extents[1] || this._extents[0];
		return e * (t[1] - t[0]) + t[0];
	},
	transformIn: function(e) {
		return e;
	},
	transformOut: function(e) {
		return e;
	},
	contain: function(e) {
		var t = by(this, null);
		return e >= t[0] && e <= t[1];
	},
	getExtent: function() {
		return this._extents[0].slice();
	},
	getExtentUnsafe: function(e) {
		return this._extents[e];
	},
	setExtent: function(e, t) {
		Ty(this._extents, 0, e, t);
	},
	setExtent2: function(e, t, n) {
		var r = this._extents;
		r[e] || (r[e] = r[0].slice()), Ty(r, e, t, n);
	},
	freeze: function() {}
};
function Ty(e, t, n, r) {
	Rc(n, r) && (e[t][0] = n, e[t][1] = r);
}
// node_modules/echarts/lib/scale/helper.js
function Ey(e) {
	return Dy(e) || ky(e);
}
function Dy(e) {
	return e.type === "interval";
}
function Oy(e) {
	return e.type === "time";
}
function ky(e) {
	return e.type === "log";
}
function Ay(e) {
	return e.type === "ordinal";
}
function jy(e) {
	var t = Is(e), n = hs(10, t), r = fs(e / n);
	return r ? r === 2 ? r = 3 : r === 3 ? r = 5 : r *= 2 : r = 1, Z(r * n, -t);
}
function My(e) {
	return Es(e) + 2;
}
function Ny(e, t) {
	return gs(e) / gs(t);
}
function Py(e, t, n) {
	var r = n && n.lookup;
	if (r) {
		for (var i = 0; i < r.from.length; i++) if (e === r.from[i]) return r.to[i];
	}
	return hs(t, e);
}
function Fy(e, t, n) {
	var r = e.slice();
	if (r[0] === r[1]) {
		var i = n && n.ctnShp;
		if (r[0] !== 0) {
			var a = ds(r[0]);
			t[1] || (r[1] += a / 2), r[0] -= a / 2;
		} else i && (r[0] = -1), r[1] = 1;
	}
	return Lc(r[0]) && Lc(r[1]) || (r[0] = 0, r[1] = 1), r[1] < r[0] && r.reverse(), r;
}
function Iy(e, t) {
	return [e[0] !== t[0], e[1] !== t[1]];
}
function Ly(e, t) {
	return e = e || t, fs(us(e, 1));
}
function Ry(e, t, n) {
	var r = yy(e), i = r[0], a = e.count(), o = Math.max((t || 0) + 1, 1);
	i !== 0 && o > 1 && a / o > 2 && (i = Math.round(Math.ceil(i / o) * o)), i !== r[0] && c(r[0], !0, !0);
	for (var s = i; s <= r[1]; s += o) c(s, !1, s === r[0] || s === r[1]);
	s - o !== r[1] && c(r[1], !0, !0);
	function c(e, t, r) {
		n({
			value: e,
			offInterval: t
		}, r);
	}
}
// node_modules/echarts/lib/scale/Ordinal.js
var zy = function(e) {
	A(t, e);
	function t(n) {
		var r = e.call(this) || this;
		r.type = "ordinal", r.parse = t.parse, _y(r, t.decoratedMethods);
		var i = n.ordinalMeta;
		i || (i = new py({})), U(i) && (i = new py({ categories: B(i, function(e) {
			return K(e) ? e.value : e;
		}) })), r._ordinalMeta = i;
		var a = gy(null, null, n.extent || [0, i.categories.length - 1]);
		return r._mapper = a.mapper, vy(r, a.mapper), r;
	}
	return t.parse = function(e) {
		return e == null ? e = NaN : G(e) ? (e = this._ordinalMeta.getOrdinal(e), e ?? (e = NaN)) : e = fs(e), e;
	}, t.prototype.getTicks = function() {
		var e = [];
		return Ry(this, 0, function(t) {
			e.push(t);
		}), e;
	}, t.prototype.getMinorTicks = function(e) {}, t.prototype.setSortInfo = function(e) {
		if (e == null) this._ordinalNumbersByTick = this._ticksByOrdinalNumber = null;
		else {
			for (var t = e.ordinalNumbers, n = this._ordinalNumbersByTick = [], r = this._ticksByOrdinalNumber = [], i = 0, a = this._ordinalMeta.categories.length, o = ls(a, t.length); i < o; ++i) {
				var s = n[i] = t[i];
				r[s] = i;
			}
			for (var c = 0; i < a; ++i) {
				for (; r[c] != null;) c++;
				n[i] = c, r[c] = i;
			}
		}
	}, t.prototype._getTickNumber = function(e) {
		var t = this._ticksByOrdinalNumber;
		return t && e >= 0 && e < t.length ? t[e] : e;
	}, t.prototype.getRawOrdinalNumber = function(e) {
		var t = this._ordinalNumbersByTick;
		return t && e >= 0 && e < t.length ? t[e] : e;
	}, t.prototype.getLabel = function(e) {
		if (!this.isBlank()) {
			var t = this.getRawOrdinalNumber(e.value), n = this._ordinalMeta.categories[t];
			return n == null ? "" : n + "";
		}
	}, t.prototype.count = function() {
		var e = yy(this._mapper);
		return e[1] - e[0] + 1;
	}, t.prototype.getOrdinalMeta = function() {
		return this._ordinalMeta;
	}, t.type = "ordinal", t.decoratedMethods = {
		needTransform: function() {
			return this._mapper.needTransform();
		},
		contain: function(e) {
			return this._mapper.contain(this._getTickNumber(e)) && e >= 0 && e < this._ordinalMeta.categories.length;
		},
		normalize: function(e) {
			return this._mapper.normalize(this._getTickNumber(e));
		},
		scale: function(e) {
			return this.getRawOrdinalNumber(fs(this._mapper.scale(e)));
		},
		transformIn: function(e, t) {
			return this._mapper.transformIn(this._getTickNumber(e), t);
		},
		transformOut: function(e, t) {
			return this.getRawOrdinalNumber(this._mapper.transformOut(e, t));
		},
		getExtent: function() {
			return this._mapper.getExtent();
		},
		getExtentUnsafe: function(e, t) {
			return this._mapper.getExtentUnsafe(e, t);
		},
		setExtent: function(e, t) {
			return this._mapper.setExtent(e, t);
		},
		setExtent2: function(e, t, n) {
			return this._mapper.setExtent2(e, t, n);
		}
	}, t;
}(dy);
dy.registerClass(zy);
// node_modules/echarts/lib/scale/minorTicks.js
function By(e, t, n, r) {
	for (var i = e.getTicks({ expandToNicedExtent: !0 }), a = [], o = e.getExtent(), s = 1; s < i.length; s++) {
		var c = i[s], l = i[s - 1];
		if (!(l.break || c.break)) {
			for (var u = 0, d = [], f = (c.value - l.value) / t, p = My(f); u < t - 1;) {
				var m = Z(l.value + (u + 1) * f, p);
				m > o[0] && m < o[1] && d.push(m), u++;
			}
			var h = Jh();
			h && h.pruneTicksByBreak("auto", d, n, function(e) {
				return e;
			}, r, o), a.push(d);
		}
	}
	return a;
}
// node_modules/echarts/lib/scale/Interval.js
var Vy = function(e) {
	A(t, e);
	function t(n) {
		var r = e.call(this) || this;
		return r.type = "interval", r.parse = t.parse, n = n || {}, r.brk = gy(r, Yh(r, n), null).brk, r._cfg = {
			interval: 0,
			intervalPrecision: 2,
			intervalCount: void 0,
			niceExtent: void 0
		}, r;
	}
	return t.parse = function(e) {
		return e == null || e === "" ? NaN : Number(e);
	}, t.prototype.getConfig = function() {
		return P(this._cfg);
	}, t.prototype.setConfig = function(e) {
		var t = yy(this);
		this._cfg = e = P(e), e.niceExtent ?? (e.niceExtent = t.slice()), e.intervalPrecision ?? (e.intervalPrecision = My(e.interval));
	}, t.prototype.getTicks = function(e) {
		e = e || {};
		var t = this._cfg, n = t.interval, r = yy(this), i = t.niceExtent, a = t.intervalPrecision, o = Jh(), s = this.brk, c = o && s, l = [];
		if (!n) return l;
		if (e.breakTicks === "only_break" && c) return o.addBreaksToTicks(l, s.breaks, r), l;
		var u = 3e3;
		r[0] < i[0] && l.push({ value: e.expandToNicedExtent ? Z(i[0] - n, a) : r[0] });
		for (var d = function(e, t) {
			return fs((t - e) / n);
		}, f = t.intervalCount, p = i[0], m = 0;; m++) {
			if (f == null) {
				if (p > i[1] || !isFinite(p) || !isFinite(i[1])) break;
			} else {
				if (m > f) break;
				p = ls(p, i[1]), m === f && (p = i[1]);
			}
			if (l.push({ value: p }), p = Z(p + n, a), s) {
				var h = s.calcNiceTickMultiple(p, d);
				h >= 0 && (p = Z(p + h * n, a));
			}
			if (l.length > 0 && p === l[l.length - 1].value) break;
			if (l.length > u) return [];
		}
		var g = l.length ? l[l.length - 1].value : i[1];
		return r[1] > g && l.push({ value: e.expandToNicedExtent ? Z(g + n, a) : r[1] }), c && o.pruneTicksByBreak(e.pruneByBreak, l, s.breaks, function(e) {
			return e.value;
		}, t.interval, r), c && e.breakTicks !== "none" && o.addBreaksToTicks(l, s.breaks, r), l;
	}, t.prototype.getMinorTicks = function(e) {
		return By(this, e, Xh(this), this._cfg.interval);
	}, t.prototype.getLabel = function(e, t) {
		if (e == null) return "";
		var n = t && t.precision;
		return n == null ? n = Es(e.value) || 0 : n === "auto" && (n = this._cfg.intervalPrecision), Pg(Z(e.value, n, !0));
	}, t.type = "interval", t;
}(dy);
dy.registerClass(Vy);
// node_modules/echarts/lib/scale/Time.js
var Hy = function(e, t, n, r) {
	for (; n < r;) {
		var i = n + r >>> 1;
		e[i][1] < t ? n = i + 1 : r = i;
	}
	return n;
}, Uy = function(e) {
	A(t, e);
	function t(n) {
		var r = e.call(this) || this;
		return r.type = "time", r.parse = t.parse, r._locale = n.locale, r._useUTC = n.useUTC, r._interval = 0, r.brk = gy(r, Yh(r, n), null).brk, r;
	}
	return t.prototype.getLabel = function(e) {
		return gg(e.value, sg[hg(pg(this._minLevelUnit))] || sg.second, this._useUTC, this._locale);
	}, t.prototype.getFormattedLabel = function(e, t, n) {
		return _g(e, t, n, this._locale, this._useUTC);
	}, t.prototype.getTicks = function(e) {
		e = e || {};
		var t = this._interval, n = yy(this), r = Jh(), i = this.brk, a = r && i, o = [];
		if (!t) return o;
		var s = this._useUTC;
		if (a && e.breakTicks === "only_break") return Jh().addBreaksToTicks(o, i.breaks, n), o;
		o = $y(this._minLevelUnit, this._approxInterval, s, n, Sy(this), i);
		var c = cg.length - 1, l = 0;
		return z(o, function(e) {
			e.time && (c = Math.min(c, R(cg, e.time.upperTimeUnit)), l = Math.max(l, e.time.level));
		}), a && Jh().pruneTicksByBreak(e.pruneByBreak, o, i.breaks, function(e) {
			return e.value;
		}, this._approxInterval, n), a && e.breakTicks !== "none" && Jh().addBreaksToTicks(o, i.breaks, n, function(e) {
			for (var t = Math.max(R(cg, vg(e.vmin, s)), R(cg, vg(e.vmax, s))), n = 0, r = 0; r < cg.length; r++) if (!Gy(cg[r], e.vmin, e.vmax, s)) {
				n = r;
				break;
			}
			var i = Math.min(n, c);
			return {
				level: l,
				lowerTimeUnit: cg[Math.max(i, t)],
				upperTimeUnit: cg[i]
			};
		}), o;
	}, t.prototype.getMinorTicks = function(e) {
		return By(this, e, Xh(this), this._interval);
	}, t.prototype.setTimeInterval = function(e) {
		this._interval = e.interval, this._approxInterval = e.approxInterval, this._minLevelUnit = e.minLevelUnit;
	}, t.parse = function(e) {
		return Ae(e) ? Math.round(e) : +Ps(e);
	}, t.type = "time", t;
}(dy), Wy = [
	["second", Qh],
	["minute", $h],
	["hour", eg],
	["quarter-day", eg * 6],
	["half-day", eg * 12],
	["day", tg * 1.2],
	["half-week", tg * 3.5],
	["week", tg * 7],
	["month", tg * 31],
	["quarter", tg * 95],
	["half-year", ng / 2],
	["year", ng]
];
function Gy(e, t, n, r) {
	return yg(new Date(t), e, r).getTime() === yg(new Date(n), e, r).getTime();
}
function Ky(e, t) {
	return e /= tg, e > 16 ? 16 : e > 7.5 ? 7 : e > 3.5 ? 4 : e > 1.5 ? 2 : 1;
}
function qy(e) {
	var t = 30 * tg;
	return e /= t, e > 6 ? 6 : e > 3 ? 3 : e > 2 ? 2 : 1;
}
function Jy(e) {
	return e /= eg, e > 12 ? 12 : e > 6 ? 6 : e > 3.5 ? 4 : e > 2 ? 2 : 1;
}
function Yy(e, t) {
	return e /= t ? $h : Qh, e > 30 ? 30 : e > 20 ? 20 : e > 15 ? 15 : e > 10 ? 10 : e > 5 ? 5 : e > 2 ? 2 : 1;
}
function Xy(e) {
	return us(Ls(e, !0), 1);
}
function Zy(e, t, n) {
	var r = Math.max(0, R(cg, t) - 1);
	return yg(new Date(e), cg[r], n).getTime();
}
function Qy(e, t) {
	var n = /* @__PURE__ */ new Date(0);
	n[e](1);
	var r = n.getTime();
	n[e](1 + t);
	var i = n.getTime() - r;
	return function(e, t) {
		return Math.max(0, Math.round((t - e) / i));
	};
}
function $y(e, t, n, r, i, a) {
	var o = lg, s = 0;
	function c(e, t, n, i, o, c, l) {
		for (var u = Qy(o, e), d = t, f = new Date(d); d < n && d <= r[1] && (l.push({ value: d }), !(s++ > 3e3));) if (f[o](f[i]() + e), d = f.getTime(), a) {
			var p = a.calcNiceTickMultiple(d, u);
			p > 0 && (f[o](f[i]() + p * e), d = f.getTime());
		}
		l.push({
			value: d,
			notAdd: d > r[1]
		});
	}
	function l(e, i, a) {
		var o = [], s = !i.length;
		if (!Gy(pg(e), r[0], r[1], n)) {
			s && (i = [{ value: Zy(r[0], e, n) }, { value: r[1] }]);
			for (var l = 0; l < i.length - 1; l++) {
				var u = i[l].value, d = i[l + 1].value;
				if (u !== d) {
					var f = void 0, p = void 0, m = void 0, h = !1;
					switch (e) {
						case "year":
							f = Math.max(1, Math.round(t / tg / 365)), p = bg(n), m = Dg(n);
							break;
						case "half-year":
						case "quarter":
						case "month":
							f = qy(t), p = xg(n), m = Og(n);
							break;
						case "week":
						case "half-week":
						case "day":
							f = Ky(t, 31), p = Sg(n), m = kg(n), h = !0;
							break;
						case "half-day":
						case "quarter-day":
						case "hour":
							f = Jy(t), p = Cg(n), m = Ag(n);
							break;
						case "minute":
							f = Yy(t, !0), p = wg(n), m = jg(n);
							break;
						case "second":
							f = Yy(t, !1), p = Tg(n), m = Mg(n);
							break;
						case "millisecond": f = Xy(t), p = Eg(n), m = Ng(n);
					}
					d >= r[0] && u <= r[1] && c(f, u, d, p, m, h, o), e === "year" && a.length > 1 && l === 0 && a.unshift({ value: a[0].value - f });
				}
			}
			for (var l = 0; l < o.length; l++) a.push(o[l]);
		}
	}
	for (var u = [], d = [], f = 0, p = 0, m = 0; m < o.length; ++m) {
		var h = pg(o[m]);
		if (mg(o[m]) && (l(o[m], u[u.length - 1] || [], d), h !== (o[m + 1] ? pg(o[m + 1]) : null))) {
			if (d.length) {
				p = f, d.sort(function(e, t) {
					return e.value - t.value;
				});
				for (var g = [], _ = 0; _ < d.length; ++_) {
					var v = d[_].value;
					(_ === 0 || d[_ - 1].value !== v) && (g.push(d[_]), v >= r[0] && v <= r[1] && f++);
				}
				var y = i / t;
				if (f > y * 1.5 && p > y / 1.5 || (u.push(g), f > y || e === o[m])) break;
			}
			d = [];
		}
	}
	for (var b = Te(B(u, function(e) {
		return Te(e, function(e) {
			return e.value >= r[0] && e.value <= r[1] && !e.notAdd;
		});
	}), function(e) {
		return e.length > 0;
	}), x = b.length - 1, S = [], m = 0; m < b.length; ++m) for (var C = b[m], w = 0; w < C.length; ++w) {
		var T = vg(C[w].value, n);
		S.push({
			value: C[w].value,
			time: {
				level: x - m,
				upperTimeUnit: T,
				lowerTimeUnit: T
			}
		});
	}
	Uc(S, Wc, null), S.sort(function(e, t) {
		return e.value - t.value;
	});
	var E = S[0], D = S[S.length - 1], O = vg(r[0], n), k = vg(r[1], n);
	return (!E || E.value > r[0]) && S.unshift({
		value: r[0],
		time: {
			level: 0,
			upperTimeUnit: O,
			lowerTimeUnit: O
		},
		notNice: !0
	}), (!D || D.value < r[1]) && S.push({
		value: r[1],
		time: {
			level: 0,
			upperTimeUnit: k,
			lowerTimeUnit: k
		},
		notNice: !0
	}), S;
}
var eb = function(e, t) {
	var n = e.getExtent();
	if (n[0] === n[1] && (n[0] -= tg, n[1] += tg), n[1] === -Infinity && n[0] === Infinity) {
		var r = /* @__PURE__ */ new Date();
		n[1] = +new Date(r.getFullYear(), r.getMonth(), r.getDate()), n[0] = n[1] - tg;
	}
	e.setExtent(n[0], n[1]);
	var i = Ly(t.splitNumber, 10), a = Sy(e) / i, o = t.minInterval, s = t.maxInterval;
	o != null && a < o && (a = o), s != null && a > s && (a = s);
	var c = Wy.length, l = Math.min(Hy(Wy, a, 0, c), c - 1), u = Wy[l][1], d = Wy[Math.max(l - 1, 0)][0];
	e.setTimeInterval({
		approxInterval: a,
		interval: u,
		minLevelUnit: d
	});
};
dy.registerClass(Uy);
// node_modules/echarts/lib/scale/Log.js
var tb = 0, nb = 1, rb = 2, ib = function(e) {
	A(t, e);
	function t(n) {
		var r = e.call(this) || this;
		r.type = "log", r.parse = Vy.parse, r.base = n.logBase || 10;
		var i = [], a = [], o = r._lookup = {
			from: i,
			to: a
		};
		i[tb] = i[nb] = a[tb] = a[nb] = NaN, _y(r, t.mapperMethods);
		var s = Jh(), c = n.breakOption, l = { lookup: o };
		return s && s.parseAxisBreakOptionInwardTransform(c, r, { noNegative: !0 }, rb, l), r.powStub = new Vy({ breakParsed: l.original }), r.intervalStub = new Vy({ breakParsed: l.transformed }), vy(r, r.intervalStub), r;
	}
	return t.prototype.getTicks = function(e) {
		var t = this.base, n = this.powStub, r = Jh(), i = this.intervalStub, a = { lookup: {
			from: i.getExtent(),
			to: n.getExtent()
		} };
		return B(i.getTicks(e || {}), function(e) {
			var i = e.value, o = Py(i, t, a), s;
			if (r) {
				var c = r.getTicksBreakOutwardTransform(this, e, Xh(n), this._lookup);
				c && (s = c.vBreak, o = c.tickVal);
			}
			return {
				value: o,
				break: s
			};
		}, this);
	}, t.prototype.getMinorTicks = function(e) {
		return By(this, e, Xh(this.powStub), this.intervalStub.getConfig().interval);
	}, t.prototype.getLabel = function(e, t) {
		return this.intervalStub.getLabel(e, t);
	}, t.type = "log", t.mapperMethods = {
		needTransform: function() {
			return !0;
		},
		normalize: function(e) {
			return this.intervalStub.normalize(Ny(e, this.base));
		},
		scale: function(e) {
			return Py(this.intervalStub.scale(e), this.base, null);
		},
		transformIn: function(e, t) {
			return e = Ny(e, this.base), t && t.depth === 2 ? e : this.intervalStub.transformIn(e, t);
		},
		transformOut: function(e, t) {
			var n = t ? t.depth : null;
			return ab.depth = n, ob.lookup = this._lookup, Py(n === 2 ? e : this.intervalStub.transformOut(e, ab), this.base, ob);
		},
		contain: function(e) {
			return this.powStub.contain(e);
		},
		setExtent: function(e, t) {
			this.setExtent2(0, e, t);
		},
		setExtent2: function(e, t, n) {
			if (!(!Rc(t, n) || t <= 0 || n <= 0)) {
				var r = sb, i = sb;
				if (e === 0) {
					var a = this._lookup;
					r = a.to, i = a.from;
				}
				this.powStub.setExtent2(e, r[tb] = t, r[nb] = n);
				var o = this.base;
				this.intervalStub.setExtent2(e, i[tb] = Ny(t, o), i[nb] = Ny(n, o));
			}
		},
		getFilter: function() {
			return { g: 0 };
		},
		sanitize: function(e, t) {
			return Rc(t[0], t[1]) && Us(e) && e <= 0 && (e = t[0]), e;
		},
		getDefaultStartValue: function() {
			return 1;
		},
		getExtent: function() {
			return this.powStub.getExtent();
		},
		getExtentUnsafe: function(e, t) {
			return t === null ? this.powStub.getExtentUnsafe(e, null) : this.intervalStub.getExtentUnsafe(e, t);
		}
	}, t;
}(dy);
dy.registerClass(ib);
var ab = {}, ob = {}, sb = [], cb = {
	value: 1,
	category: 1,
	time: 1,
	log: 1
}, lb = bc();
function ub(e) {
	var t = e.get("type");
	return (t == null || !$e(cb, t) && !dy.getClass(t)) && (t = "value"), t;
}
function db(e, t, n) {
	var r = Jh(), i;
	switch (r && (i = Sb(e, t, n)), t) {
		case "category": return new zy({
			ordinalMeta: e.getOrdinalMeta ? e.getOrdinalMeta() : e.getCategories(),
			extent: Mc()
		});
		case "time": return new Uy({
			locale: e.ecModel.getLocaleModel(),
			useUTC: e.ecModel.get("useUTC"),
			breakOption: i
		});
		case "log": return new ib({
			logBase: e.get("logBase"),
			breakOption: i
		});
		case "value": return new Vy({ breakOption: i });
		default: return new ((dy.getClass(t)) || Vy)({});
	}
}
function fb(e, t, n) {
	var r = n ? by(e, null) : e.getExtentUnsafe(0, null), i = r[0], a = r[1];
	return Rc(i, a) ? i === t || a === t ? 2 : i < t && a > t ? 1 : 3 : 3;
}
function pb(e) {
	lb(e).noOnMyZero = !0;
}
function mb(e) {
	return lb(e).noOnMyZero;
}
function hb(e) {
	var t = e.getLabelModel().get("formatter");
	if (e.type === "time") {
		var n = ug(t);
		return function(t, r) {
			return e.scale.getFormattedLabel(t, r, n);
		};
	}
	if (G(t)) return function(n) {
		var r = e.scale.getLabel(n);
		return t.replace("{value}", r ?? "");
	};
	if (W(t)) {
		if (e.type === "category") return function(n, r) {
			return t(gb(e, n), n.value - e.scale.getExtent()[0], null);
		};
		var r = Jh();
		return function(n, i) {
			var a = null;
			return r && (a = r.makeAxisLabelFormatterParamBreak(a, n.break)), t(gb(e, n), i, a);
		};
	}
	return function(t) {
		return e.scale.getLabel(t);
	};
}
function gb(e, t) {
	var n = e.scale;
	return Ay(n) ? n.getLabel(t) : t.value;
}
function _b(e) {
	return e.get("interval") ?? "auto";
}
function vb(e) {
	return e.type === "category" && _b(e.getLabelModel()) === 0;
}
function yb(e, t) {
	var n = {};
	return z(e.mapDimensionsAll(t), function(t) {
		n[uh(e, t)] = !0;
	}), De(n);
}
function bb(e) {
	return e === "middle" || e === "center";
}
function xb(e) {
	return e.getShallow("show");
}
function Sb(e, t, n) {
	var r = e.get("breaks", !0);
	if (r != null) return !Jh() || !n || !Cb(t) ? void 0 : r;
}
function Cb(e) {
	return e !== "category";
}
function wb(e, t, n, r, i, a) {
	var o = ky(e), s = o ? e.intervalStub : e;
	if (s.setExtent(r[0], r[1]), o) {
		var c = e.powStub, l = { depth: 2 }, u = e.transformOut(r[0], l), d = e.transformOut(r[1], l), f = Iy(n, r);
		t[0] && !f[0] && (u = i[0]), t[1] && !f[1] && (d = i[1]), c.setExtent(u, d);
	}
	s.setConfig(a);
}
function Tb(e, t) {
	return Ay(e) ? e.getRawOrdinalNumber(t.value) : t.value;
}
function Eb(e, t) {
	return Ay(e) && !!t.get("boundaryGap");
}
// node_modules/echarts/lib/chart/line/LineView.js
function Db(e, t) {
	if (e.length === t.length) {
		for (var n = 0; n < e.length; n++) if (e[n] !== t[n]) return;
		return !0;
	}
}
function Ob(e) {
	for (var t = Mc(), n = Mc(), r = 0; r < e.length;) {
		var i = e[r++], a = e[r++];
		Lv(i, a) || (Nc(t, i), Nc(n, a));
	}
	return [t, n];
}
function kb(e, t) {
	var n = Ob(e), r = n[0], i = n[1], a = Ob(t), o = a[0], s = a[1];
	return Math.max(Math.abs(r[0] - o[0]), Math.abs(i[0] - s[0]), Math.abs(r[1] - o[1]), Math.abs(i[1] - s[1]));
}
function Ab(e) {
	return Ae(e) ? e : e ? .5 : 0;
}
function jb(e, t, n) {
	if (n.valueDim == null) return [];
	for (var r = t.count(), i = Bv(r * 2), a = 0; a < r; a++) {
		var o = Iv(n, e, t, a);
		i[a * 2] = o[0], i[a * 2 + 1] = o[1];
	}
	return i;
}
function Mb(e, t, n, r, i) {
	var a = n.getBaseAxis(), o = a.dim === "x" || a.dim === "radius" ? 0 : 1, s = [], c = 0, l = [], u = [], d = [], f = [];
	if (i) {
		for (c = 0; c < e.length; c += 2) {
			var p = t || e;
			Lv(p[c], p[c + 1]) || f.push(e[c], e[c + 1]);
		}
		e = f;
	}
	for (c = 0; c < e.length - 2; c += 2) switch (d[0] = e[c + 2], d[1] = e[c + 3], u[0] = e[c], u[1] = e[c + 1], s.push(u[0], u[1]), r) {
		case "end":
			l[o] = d[o], l[1 - o] = u[1 - o], s.push(l[0], l[1]);
			break;
		case "middle":
			var m = (u[o] + d[o]) / 2, h = [];
			l[o] = h[o] = m, l[1 - o] = u[1 - o], h[1 - o] = d[1 - o], s.push(l[0], l[1]), s.push(h[0], h[1]);
			break;
		default: l[o] = u[o], l[1 - o] = d[1 - o], s.push(l[0], l[1]);
	}
	return s.push(e[c++], e[c++]), s;
}
function Nb(e, t) {
	var n = [], r = e.length, i, a;
	function o(e, t, n) {
		var r = e.coord;
		return {
			coord: n,
			color: fi((n - r) / (t.coord - r), [e.color, t.color])
		};
	}
	for (var s = 0; s < r; s++) {
		var c = e[s], l = c.coord;
		if (l < 0) i = c;
		else if (l > t) {
			a ? n.push(o(a, c, t)) : i && n.push(o(i, c, 0), o(i, c, t));
			break;
		} else i && (n.push(o(i, c, 0)), i = null), n.push(c), a = c;
	}
	return n;
}
function Pb(e, t, n) {
	var r = e.getVisual("visualMeta");
	if (r && r.length && e.count() && t.type === "cartesian2d") {
		for (var i, a, o = r.length - 1; o >= 0; o--) {
			var s = e.getDimensionInfo(r[o].dimension);
			if (i = s && s.coordDim, i === "x" || i === "y") {
				a = r[o];
				break;
			}
		}
		if (a) {
			var c = t.getAxis(i), l = B(a.stops, function(e) {
				return {
					coord: c.toGlobalCoord(c.dataToCoord(e.value)),
					color: e.color
				};
			}), u = l.length, d = a.outerColors.slice();
			u && l[0].coord > l[u - 1].coord && (l.reverse(), d.reverse());
			var f = Nb(l, i === "x" ? n.getWidth() : n.getHeight()), p = f.length;
			if (!p && u) return l[0].coord < 0 ? d[1] ? d[1] : l[u - 1].color : d[0] ? d[0] : l[0].color;
			var m = 10, h = f[0].coord - m, g = f[p - 1].coord + m, _ = g - h;
			if (_ < .001) return "transparent";
			z(f, function(e) {
				e.offset = (e.coord - h) / _;
			}), f.push({
				offset: p ? f[p - 1].offset : .5,
				color: d[1] || "transparent"
			}), f.unshift({
				offset: p ? f[0].offset : .5,
				color: d[0] || "transparent"
			});
			var v = new wd(0, 0, 0, 0, f, !0);
			return v[i] = h, v[i + "2"] = g, v;
		}
	}
}
function Fb(e, t, n) {
	var r = e.get("showAllSymbol"), i = r === "auto";
	if (!r || i) {
		var a = n.getAxesByScale("ordinal")[0];
		if (a && !(i && Ib(a, t))) {
			var o = t.mapDimension(a.dim), s = {};
			return z(a.getViewLabels(), function(e) {
				e.tick.offInterval || (s[Tb(a.scale, e.tick)] = 1);
			}), function(e) {
				return !s.hasOwnProperty(t.get(o, e));
			};
		}
	}
}
function Ib(e, t) {
	var n = e.getExtent(), r = Math.abs(n[1] - n[0]) / e.scale.count();
	isNaN(r) && (r = 0);
	for (var i = t.count(), a = Math.max(1, Math.round(i / 5)), o = 0; o < i; o += a) if (Dv.getSymbolSize(t, o)[+!!e.isHorizontal()] * 1.5 > r) return !1;
	return !0;
}
function Lb(e) {
	for (var t = e.length / 2; t > 0 && Lv(e[t * 2 - 2], e[t * 2 - 1]); t--);
	return t - 1;
}
function Rb(e, t) {
	return [e[t * 2], e[t * 2 + 1]];
}
function zb(e, t, n) {
	for (var r = e.length / 2, i = n === "x" ? 0 : 1, a, o, s = 0, c = -1, l = 0; l < r; l++) if (o = e[l * 2 + i], !Lv(o, e[l * 2 + 1 - i])) {
		if (l === 0) a = o;
		else {
			if (a <= t && o >= t || a >= t && o <= t) {
				c = l;
				break;
			}
			s = l, a = o;
		}
	}
	return {
		range: [s, c],
		t: (t - a) / (o - a)
	};
}
function Bb(e) {
	if (e.get(["endLabel", "show"])) return !0;
	for (var t = 0; t < fl.length; t++) if (e.get([
		fl[t],
		"endLabel",
		"show"
	])) return !0;
	return !1;
}
function Vb(e, t, n, r) {
	if (uy(t, "cartesian2d")) {
		var i = r.getModel("endLabel"), a = i.get("valueAnimation"), o = r.getData(), s = { lastFrameIndex: 0 }, c = Bb(r) ? function(n, r) {
			e._endLabelOnDuring(n, r, o, s, a, i, t);
		} : null, l = t.getBaseAxis().isHorizontal(), u = oy(t, n, r, function() {
			var t = e._endLabel;
			t && n && s.originalX != null && t.attr({
				x: s.originalX,
				y: s.originalY
			});
		}, c);
		if (!r.get("clip", !0)) {
			var d = u.shape, f = Math.max(d.width, d.height);
			l ? (d.y -= f, d.height += f * 2) : (d.x -= f, d.width += f * 2);
		}
		return c && c(1, u), u;
	}
	return sy(t, n, r);
}
function Hb(e, t) {
	var n = t.getBaseAxis(), r = n.isHorizontal(), i = n.inverse, a = r ? i ? "right" : "left" : "center", o = r ? "middle" : i ? "top" : "bottom";
	return { normal: {
		align: e.get("align") || a,
		verticalAlign: e.get("verticalAlign") || o
	} };
}
var Ub = function(e) {
	A(t, e);
	function t() {
		return e !== null && e.apply(this, arguments) || this;
	}
	return t.prototype.init = function() {
		var e = new Lu(), t = new Nv();
		this.group.add(t.group), this._symbolDraw = t, this._lineGroup = e, this._changePolyState = V(this._changePolyState, this);
	}, t.prototype.render = function(e, t, n) {
		var r = e.coordinateSystem, i = this.group, a = e.getData(), o = e.getModel("lineStyle"), s = e.getModel("areaStyle"), c = a.getLayout("points") || [], l = r.type === "polar", u = this._coordSys, d = this._symbolDraw, f = this._polyline, p = this._polygon, m = this._lineGroup, h = !t.ssr && e.get("animation"), g = !s.isEmpty(), _ = s.get("origin"), v = Pv(r, a, _), y = g && jb(r, a, v), b = e.get("showSymbol"), x = e.get("connectNulls"), S = b && !l && Fb(e, a, r), C = this._data;
		C && C.eachItemGraphicEl(function(e, t) {
			e.__temp && (i.remove(e), C.setItemGraphicEl(t, null));
		}), b || d.remove(), i.add(m);
		var w = !l && e.get("step"), T;
		r && r.getArea && e.get("clip", !0) && (T = r.getArea(), T.width == null ? T.r0 && (T.r0 -= .5, T.r += .5) : (T.x -= .1, T.y -= .1, T.width += .2, T.height += .2)), this._clipShapeForSymbol = T;
		var E = Pb(a, r, n) || a.getVisual("style")[a.getVisual("drawType")];
		if (!(f && u.type === r.type && w === this._step)) b && d.updateData(a, {
			isIgnore: S,
			clipShape: T,
			disableAnimation: !0,
			getSymbolPoint: function(e) {
				return [c[e * 2], c[e * 2 + 1]];
			}
		}), h && this._initSymbolLabelAnimation(a, r, T), w && (y && (y = Mb(y, c, r, w, x)), c = Mb(c, null, r, w, x)), f = this._newPolyline(c), g ? p = this._newPolygon(c, y) : p && (m.remove(p), p = this._polygon = null), l || this._initOrUpdateEndLabel(e, r, Hg(E)), m.setClipPath(Vb(this, r, !0, e));
		else {
			g && !p ? p = this._newPolygon(c, y) : p && !g && (m.remove(p), p = this._polygon = null), l || this._initOrUpdateEndLabel(e, r, Hg(E));
			var D = m.getClipPath();
			D ? Vd(D, { shape: Vb(this, r, !1, e).shape }, e) : m.setClipPath(Vb(this, r, !0, e)), b && d.updateData(a, {
				isIgnore: S,
				clipShape: T,
				disableAnimation: !0,
				getSymbolPoint: function(e) {
					return [c[e * 2], c[e * 2 + 1]];
				}
			}), Db(this._stackedOnPoints, y) && Db(this._points, c) || (h ? this._doUpdateAnimation(a, y, r, n, w, _, x) : (w && (y && (y = Mb(y, c, r, w, x)), c = Mb(c, null, r, w, x)), f.setShape({ points: c }), p && p.setShape({
				points: c,
				stackedOnPoints: y
			})));
		}
		var O = e.getModel("emphasis"), k = O.get("focus"), A = O.get("blurScope"), j = O.get("disabled");
		if (f.useStyle(L(o.getLineStyle(), {
			fill: "none",
			stroke: E,
			lineJoin: "bevel"
		})), cu(f, e, "lineStyle"), f.style.lineWidth > 0 && e.get([
			"emphasis",
			"lineStyle",
			"width"
		]) === "bolder") {
			var ee = f.getState("emphasis").style;
			ee.lineWidth = +f.style.lineWidth + 1;
		}
		Yc(f).seriesIndex = e.seriesIndex, iu(f, k, A, j);
		var te = Ab(e.get("smooth")), ne = e.get("smoothMonotone");
		if (f.setShape({
			smooth: te,
			smoothMonotone: ne,
			connectNulls: x
		}), p) {
			var re = a.getCalculationInfo("stackedOnSeries"), ie = 0;
			p.useStyle(L(s.getAreaStyle(), {
				fill: E,
				opacity: .7,
				lineJoin: "bevel",
				decal: a.getVisual("style").decal
			})), re && (ie = Ab(re.get("smooth"))), p.setShape({
				smooth: te,
				stackedOnSmooth: ie,
				smoothMonotone: ne,
				connectNulls: x
			}), cu(p, e, "areaStyle"), Yc(p).seriesIndex = e.seriesIndex, iu(p, k, A, j);
		}
		var M = this._changePolyState;
		a.eachItemGraphicEl(function(e) {
			e && (e.onHoverStateChange = M);
		}), this._polyline.onHoverStateChange = M, this._data = a, this._coordSys = r, this._stackedOnPoints = y, this._points = c, this._step = w, this._valueOrigin = _;
		var ae = e.get("triggerEvent"), oe = e.get("triggerLineEvent"), se = oe === !0 || ae === !0 || ae === "line", ce = oe === !0 || ae === !0 || ae === "area";
		this.packEventData(e, f, se), p && this.packEventData(e, p, ce);
	}, t.prototype.packEventData = function(e, t, n) {
		Yc(t).eventData = n ? {
			componentType: "series",
			componentSubType: "line",
			componentIndex: e.componentIndex,
			seriesIndex: e.seriesIndex,
			seriesName: e.name,
			seriesType: "line",
			selfType: t === this._polygon ? "area" : "line"
		} : null;
	}, t.prototype.highlight = function(e, t, n, r) {
		var i = e.getData(), a = yc(i, r);
		if (this._changePolyState("emphasis"), !(a instanceof Array) && a != null && a >= 0) {
			var o = i.getLayout("points"), s = i.getItemGraphicEl(a);
			if (!s) {
				var c = o[a * 2], l = o[a * 2 + 1];
				if (Lv(c, l) || this._clipShapeForSymbol && !this._clipShapeForSymbol.contain(c, l)) return;
				var u = e.get("zlevel") || 0, d = e.get("z") || 0;
				s = new Dv(i, a), s.x = c, s.y = l, s.setZ(u, d);
				var f = s.getSymbolPath().getTextContent();
				f && (f.zlevel = u, f.z = d, f.z2 = this._polyline.z2 + 1), s.__temp = !0, i.setItemGraphicEl(a, s), s.stopSymbolAnimation(!0), this.group.add(s);
			}
			s.highlight();
		} else ey.prototype.highlight.call(this, e, t, n, r);
	}, t.prototype.downplay = function(e, t, n, r) {
		var i = e.getData(), a = yc(i, r);
		if (this._changePolyState("normal"), a != null && a >= 0) {
			var o = i.getItemGraphicEl(a);
			o && (o.__temp ? (i.setItemGraphicEl(a, null), this.group.remove(o)) : o.downplay());
		} else ey.prototype.downplay.call(this, e, t, n, r);
	}, t.prototype._changePolyState = function(e) {
		var t = this._polygon;
		Al(this._polyline, e), t && Al(t, e);
	}, t.prototype._newPolyline = function(e) {
		var t = this._polyline;
		return t && this._lineGroup.remove(t), t = new Jv({
			shape: { points: e },
			segmentIgnoreThreshold: 2,
			z2: 10
		}), this._lineGroup.add(t), this._polyline = t, t;
	}, t.prototype._newPolygon = function(e, t) {
		var n = this._polygon;
		return n && this._lineGroup.remove(n), n = new Xv({
			shape: {
				points: e,
				stackedOnPoints: t
			},
			segmentIgnoreThreshold: 2
		}), this._lineGroup.add(n), this._polygon = n, n;
	}, t.prototype._initSymbolLabelAnimation = function(e, t, n) {
		var r, i, a = t.getBaseAxis(), o = a.inverse;
		t.type === "cartesian2d" ? (r = a.isHorizontal(), i = !1) : t.type === "polar" && (r = a.dim === "angle", i = !0);
		var s = e.hostModel, c = s.get("animationDuration");
		W(c) && (c = c(null));
		var l = s.get("animationDelay") || 0, u = W(l) ? l(null) : l;
		e.eachItemGraphicEl(function(e, a) {
			var s = e;
			if (s) {
				var d = [e.x, e.y], f = void 0, p = void 0, m = void 0;
				if (n) {
					if (i) {
						var h = n, g = t.pointToCoord(d);
						r ? (f = h.startAngle, p = h.endAngle, m = -g[1] / 180 * Math.PI) : (f = h.r0, p = h.r, m = g[0]);
					} else {
						var _ = n;
						r ? (f = _.x, p = _.x + _.width, m = e.x) : (f = _.y + _.height, p = _.y, m = e.y);
					}
				}
				var v = p === f ? 0 : (m - f) / (p - f);
				o && (v = 1 - v);
				var y = W(l) ? l(a) : c * v + u, b = s.getSymbolPath(), x = b.getTextContent();
				s.attr({
					scaleX: 0,
					scaleY: 0
				}), s.animateTo({
					scaleX: 1,
					scaleY: 1
				}, {
					duration: 200,
					setToFinal: !0,
					delay: y
				}), x && x.animateFrom({ style: { opacity: 0 } }, {
					duration: 300,
					delay: y
				}), b.disableLabelAnimation = !0;
			}
		});
	}, t.prototype._initOrUpdateEndLabel = function(e, t, n) {
		var r = e.getModel("endLabel");
		if (Bb(e)) {
			var i = e.getData(), a = this._polyline, o = i.getLayout("points");
			if (!o) {
				a.removeTextContent(), this._endLabel = null;
				return;
			}
			var s = this._endLabel;
			s || (s = this._endLabel = new Ko({ z2: 200 }), s.ignoreClip = !0, a.setTextContent(this._endLabel), a.disableLabelAnimation = !0);
			var c = Lb(o);
			c >= 0 && (Gf(a, Kf(e, "endLabel"), {
				inheritColor: n,
				labelFetcher: e,
				labelDataIndex: c,
				defaultText: function(e, t, n) {
					return n == null ? Tv(i, e) : Ev(i, n);
				},
				enableTextSetter: !0
			}, Hb(r, t)), a.textConfig.position = null);
		} else this._endLabel && (this._polyline.removeTextContent(), this._endLabel = null);
	}, t.prototype._endLabelOnDuring = function(e, t, n, r, i, a, o) {
		var s = this._endLabel, c = this._polyline;
		if (s) {
			e < 1 && r.originalX == null && (r.originalX = s.x, r.originalY = s.y);
			var l = n.getLayout("points"), u = n.hostModel, d = u.get("connectNulls"), f = a.get("precision"), p = a.get("distance") || 0, m = o.getBaseAxis(), h = m.isHorizontal(), g = m.inverse, _ = t.shape, v = g ? h ? _.x : _.y + _.height : h ? _.x + _.width : _.y, y = (h ? p : 0) * (g ? -1 : 1), b = (h ? 0 : -p) * (g ? -1 : 1), x = h ? "x" : "y", S = zb(l, v, x), C = S.range, w = C[1] - C[0], T = void 0;
			if (w >= 1) {
				if (w > 1 && !d) {
					var E = Rb(l, C[0]);
					s.attr({
						x: E[0] + y,
						y: E[1] + b
					}), i && (T = u.getRawValue(C[0]));
				} else {
					var E = c.getPointOn(v, x);
					E && s.attr({
						x: E[0] + y,
						y: E[1] + b
					});
					var D = u.getRawValue(C[0]), O = u.getRawValue(C[1]);
					i && (T = jc(n, f, D, O, S.t));
				}
				r.lastFrameIndex = C[0];
			} else {
				var k = e === 1 || r.lastFrameIndex > 0 ? C[0] : 0, E = Rb(l, k);
				i && (T = u.getRawValue(k)), s.attr({
					x: E[0] + y,
					y: E[1] + b
				});
			}
			if (i) {
				var A = np(s);
				typeof A.setLabelText == "function" && A.setLabelText(T);
			}
		}
	}, t.prototype._doUpdateAnimation = function(e, t, n, r, i, a, o) {
		var s = this._polyline, c = this._polygon, l = e.hostModel, u = Uv(this._data, e, this._stackedOnPoints, t, this._coordSys, n, this._valueOrigin, a), d = u.current, f = u.stackedOnCurrent, p = u.next, m = u.stackedOnNext;
		if (i && (f = Mb(u.stackedOnCurrent, u.current, n, i, o), d = Mb(u.current, null, n, i, o), m = Mb(u.stackedOnNext, u.next, n, i, o), p = Mb(u.next, null, n, i, o)), kb(d, p) > 3e3 || c && kb(f, m) > 3e3) s.stopAnimation(), s.setShape({ points: p }), c && (c.stopAnimation(), c.setShape({
			points: p,
			stackedOnPoints: m
		}));
		else {
			s.shape.__points = u.current, s.shape.points = d;
			var h = { shape: { points: p } };
			u.current !== d && (h.shape.__points = u.next), s.stopAnimation(), Bd(s, h, l), c && (c.setShape({
				points: d,
				stackedOnPoints: f
			}), c.stopAnimation(), Bd(c, { shape: { stackedOnPoints: m } }, l), s.shape.points !== c.shape.points && (c.shape.points = s.shape.points));
			for (var g = [], _ = u.status, v = 0; v < _.length; v++) if (_[v].cmd === "=") {
				var y = e.getItemGraphicEl(_[v].idx1);
				y && g.push({
					el: y,
					ptIdx: v
				});
			}
			s.animators && s.animators.length && s.animators[0].during(function() {
				c && c.dirtyShape();
				for (var e = s.shape.__points, t = 0; t < g.length; t++) {
					var n = g[t].el, r = g[t].ptIdx * 2;
					n.x = e[r], n.y = e[r + 1], n.markRedraw();
				}
			});
		}
	}, t.prototype.remove = function(e) {
		var t = this.group, n = this._data;
		this._lineGroup.removeAll(), this._symbolDraw.remove(!0), n && n.eachItemGraphicEl(function(e, r) {
			e.__temp && (t.remove(e), n.setItemGraphicEl(r, null));
		}), this._polyline = this._polygon = this._coordSys = this._points = this._stackedOnPoints = this._endLabel = this._data = null;
	}, t.type = "line", t;
}(ey);
// node_modules/echarts/lib/layout/points.js
function Wb(e, t) {
	return {
		seriesType: e,
		plan: Zv(),
		reset: function(e) {
			var n = e.getData(), r = e.coordinateSystem, i = e.pipelineContext, a = t || i.large;
			if (r) {
				var o = B(r.dimensions, function(e) {
					return n.mapDimension(e);
				}).slice(0, 2), s = o.length, c = n.getCalculationInfo("stackResultDimension");
				lh(n, o[0]) && (o[0] = c), lh(n, o[1]) && (o[1] = c);
				var l = n.getStore(), u = n.getDimensionIndex(o[0]), d = n.getDimensionIndex(o[1]);
				return s && { progress: function(e, t) {
					for (var n = e.end - e.start, i = a && Bv(n * s), o = [], c = [], f = e.start, p = 0; f < e.end; f++) {
						var m = void 0;
						if (s === 1) {
							var h = l.get(u, f);
							m = r.dataToPoint(h, null, c);
						} else o[0] = l.get(u, f), o[1] = l.get(d, f), m = r.dataToPoint(o, null, c);
						a ? (i[p++] = m[0], i[p++] = m[1]) : t.setItemLayout(f, m.slice());
					}
					a && (t.setLayout("points", i), t.setLayout("pointsRange", {
						start: e.start,
						end: e.end
					}));
				} };
			}
		}
	};
}
// node_modules/echarts/lib/processor/dataSample.js
var Gb = {
	average: function(e) {
		for (var t = 0, n = 0, r = 0; r < e.length; r++) isNaN(e[r]) || (t += e[r], n++);
		return n === 0 ? NaN : t / n;
	},
	sum: function(e) {
		for (var t = 0, n = 0; n < e.length; n++) t += e[n] || 0;
		return t;
	},
	max: function(e) {
		for (var t = -Infinity, n = 0; n < e.length; n++) e[n] > t && (t = e[n]);
		return isFinite(t) ? t : NaN;
	},
	min: function(e) {
		for (var t = Infinity, n = 0; n < e.length; n++) e[n] < t && (t = e[n]);
		return isFinite(t) ? t : NaN;
	},
	nearest: function(e) {
		return e[0];
	}
}, Kb = function(e) {
	return Math.round(e.length / 2);
};
function qb(e) {
	return {
		seriesType: e,
		reset: function(e, t, n) {
			var r = e.getData(), i = e.get("sampling"), a = e.coordinateSystem, o = r.count();
			if (o > 10 && a.type === "cartesian2d" && i) {
				var s = a.getBaseAxis(), c = a.getOtherAxis(s), l = s.getExtent(), u = n.getDevicePixelRatio(), d = Math.abs(l[1] - l[0]) * (u || 1), f = Math.round(o / d);
				if (isFinite(f) && f > 1) {
					i === "lttb" ? e.setData(r.lttbDownSample(r.mapDimension(c.dim), 1 / f)) : i === "minmax" && e.setData(r.minmaxDownSample(r.mapDimension(c.dim), 1 / f));
					var p = void 0;
					G(i) ? p = Gb[i] : W(i) && (p = i), p && e.setData(r.downSample(r.mapDimension(c.dim), 1 / f, p, Kb));
				}
			}
		}
	};
}
// node_modules/echarts/lib/chart/line/install.js
function Jb(e) {
	e.registerChartView(Ub), e.registerSeriesModel(wv), e.registerLayout(Wb("line", !0)), e.registerVisual({
		seriesType: "line",
		reset: function(e) {
			var t = e.getData(), n = e.getModel("lineStyle").getLineStyle();
			n && !n.stroke && (n.stroke = t.getVisual("style").fill), t.setVisual("legendLineStyle", n);
		}
	}), e.registerProcessor(e.PRIORITY.PROCESSOR.STATISTIC, qb("line"));
}
// node_modules/echarts/lib/coord/axisTickLabelBuilder.js
var Yb = bc(), Xb = bc(), Zb = {
	estimate: 1,
	determine: 2
};
function Qb(e) {
	return {
		out: { noPxChangeTryDetermine: [] },
		kind: e
	};
}
function $b(e, t) {
	var n = e.getLabelModel().get("customValues");
	if (n) {
		var r = e.scale;
		return { labels: B(tx(n, r), function(t, n) {
			return {
				formattedLabel: hb(e)(t, n),
				rawLabel: r.getLabel(t),
				tick: t
			};
		}) };
	}
	return e.type === "category" ? nx(e, t) : ax(e);
}
function ex(e, t, n) {
	var r = e.scale, i = e.getTickModel().get("customValues");
	return i ? { ticks: tx(i, r) } : e.type === "category" ? ix(e, t) : { ticks: r.getTicks(n) };
}
function tx(e, t) {
	var n = t.getExtent(), r = [];
	return z(e, function(e) {
		e = t.parse(e), e >= n[0] && e <= n[1] && r.push(e);
	}), Uc(r, Gc, null), Ts(r), B(r, function(e) {
		return { value: e };
	});
}
function nx(e, t) {
	var n = e.getLabelModel(), r = rx(e, n, t);
	return !n.get("show") || e.scale.isBlank() ? { labels: [] } : r;
}
function rx(e, t, n) {
	var r = sx(e), i = _b(t), a = n.kind === Zb.estimate;
	if (!a) {
		var o = lx(r, i);
		if (o) return o;
	}
	var s, c;
	W(i) ? s = gx(e, i, !1) : (c = i === "auto" ? dx(e, n) : i, s = gx(e, c, !1));
	var l = {
		labels: s,
		labelCategoryInterval: c
	};
	return a ? n.out.noPxChangeTryDetermine.push(function() {
		return ux(r, i, l), !0;
	}) : ux(r, i, l), l;
}
function ix(e, t) {
	var n = ox(e), r = _b(t), i = lx(n, r);
	if (i) return i;
	var a, o;
	if ((!t.get("show") || e.scale.isBlank()) && (a = []), W(r)) a = gx(e, r, !0);
	else if (r === "auto") {
		var s = rx(e, e.getLabelModel(), Qb(Zb.determine));
		o = s.labelCategoryInterval, a = B(s.labels, function(e) {
			return e.tick;
		});
	} else o = r, a = gx(e, o, !0);
	return ux(n, r, {
		ticks: a,
		tickCategoryInterval: o
	});
}
function ax(e) {
	var t = e.scale.getTicks(), n = hb(e);
	return { labels: B(t, function(t, r) {
		return {
			formattedLabel: n(t, r),
			rawLabel: e.scale.getLabel(t),
			tick: t
		};
	}) };
}
var ox = cx("axisTick"), sx = cx("axisLabel");
function cx(e) {
	return function(t) {
		return Xb(t)[e] || (Xb(t)[e] = { list: [] });
	};
}
function lx(e, t) {
	for (var n = 0; n < e.list.length; n++) if (e.list[n].key === t) return e.list[n].value;
}
function ux(e, t, n) {
	return e.list.push({
		key: t,
		value: n
	}), n;
}
function dx(e, t) {
	if (t.kind === Zb.estimate) {
		var n = e.calculateCategoryInterval(t);
		return t.out.noPxChangeTryDetermine.push(function() {
			return Xb(e).autoInterval = n, !0;
		}), n;
	}
	return Xb(e).autoInterval ?? (Xb(e).autoInterval = e.calculateCategoryInterval(t));
}
function fx(e, t) {
	var n = t.kind, r = hx(e), i = hb(e), a = (r.axisRotate - r.labelRotate) / 180 * Math.PI, o = e.scale, s = o.getExtent(), c = o.count();
	if (s[1] - s[0] < 1) return 0;
	var l = 1, u = 40;
	c > u && (l = Math.max(1, Math.floor(c / u)));
	for (var d = s[0], f = e.dataToCoord(d + 1) - e.dataToCoord(d), p = Math.abs(f * Math.cos(a)), m = Math.abs(f * Math.sin(a)), h = 0, g = 0; d <= s[1]; d += l) {
		var _ = 0, v = 0, y = Pn(i({ value: d }), r.font, "center", "top");
		_ = y.width * 1.3, v = y.height * 1.3, h = Math.max(h, _, 7), g = Math.max(g, v, 7);
	}
	var b = h / p, x = g / m;
	isNaN(b) && (b = Infinity), isNaN(x) && (x = Infinity);
	var S = Math.max(0, Math.floor(Math.min(b, x)));
	return n === Zb.estimate ? (t.out.noPxChangeTryDetermine.push(V(px, null, e, S, c)), S) : mx(e, S, c) ?? S;
}
function px(e, t, n) {
	return mx(e, t, n) == null;
}
function mx(e, t, n) {
	var r = Yb(e.model), i = e.getExtent(), a = r.lastAutoInterval, o = r.lastTickCount;
	if (a != null && o != null && Math.abs(a - t) <= 1 && Math.abs(o - n) <= 1 && a > t && r.axisExtent0 === i[0] && r.axisExtent1 === i[1]) return a;
	r.lastTickCount = n, r.lastAutoInterval = t, r.axisExtent0 = i[0], r.axisExtent1 = i[1];
}
function hx(e) {
	var t = e.getLabelModel();
	return {
		axisRotate: e.getRotate ? e.getRotate() : e.isHorizontal && !e.isHorizontal() ? 90 : 0,
		labelRotate: t.get("rotate") || 0,
		font: t.getFont()
	};
}
function gx(e, t, n) {
	var r = hb(e), i = e.scale, a = [], o = W(t);
	return Ry(i, o ? 0 : t, function(e, s) {
		var c = i.getLabel(e);
		if (o) {
			var l = !!t(e.value, c);
			if (e.offInterval = !l, !l && !s) return;
		}
		a.push(n ? e : {
			formattedLabel: r(e),
			rawLabel: c,
			tick: e
		});
	}), a;
}
// node_modules/echarts/lib/util/cycleCache.js
var _x = bc();
function vx(e) {
	_x(e).prepare = {};
}
function yx(e) {
	_x(e).fullUpdate = {};
}
function bx(e) {
	return _x(e).prepare;
}
function xx(e) {
	return _x(e).fullUpdate;
}
// node_modules/echarts/lib/coord/axisStatistics.js
var Sx = Vc(), Cx = bc(), Tx = bc();
function Ex(e, t) {
	var n = e.model, r = Cx(xx(n.ecModel)).keyed, i = r && r.get(t);
	return i && i.get(n.uid);
}
function Dx(e, t) {
	return Ax(Ex(e, t));
}
function Ox(e, t) {
	var n = [];
	return kx(e.model.ecModel, function(e) {
		for (var r = 0; r < t.length; r++) t[r] && e.serByIdx[t[r].seriesIndex] && n.push(Ax(e));
	}), n;
}
function kx(e, t) {
	var n = Cx(xx(e)).keyed;
	n && n.each(function(e, n) {
		e.each(function(e, r) {
			t(e, n, r);
		});
	});
}
function Ax(e) {
	return { liPosMinGap: e ? e.liPosMinGap : void 0 };
}
function jx(e, t) {
	var n = e.model.ecModel, r = Cx(xx(n)).axSer;
	r && Nx(n, r.get(e.model.uid), t);
}
function Mx(e, t, n) {
	var r = Ex(e, t);
	r && Nx(e.model.ecModel, r.sers, n);
}
function Nx(e, t, n) {
	if (t) for (var r = 0; r < t.length; r++) {
		var i = t[r];
		e.isSeriesFiltered(i) || n(i);
	}
}
function Px(e, t, n) {
	var r = Cx(xx(e)).keyed, i = r && r.get(t);
	i && i.each(function(e) {
		n(e.axis);
	});
}
function Fx(e, t) {
	var n = e.model, r = Cx(xx(n.ecModel)).keys;
	r && z(r.get(n.uid), function(e) {
		t(e);
	});
}
function Ix(e) {
	var t = Tx(bx(e)), n = t.keyed || (t.keyed = J());
	kx(e, function(t, r, i) {
		var a = n.get(r) || n.set(r, J()), o = a.get(i) || a.set(i, {});
		t.metrics.liPosMinGap && Rx.liPosMinGap(e, t, o);
	});
}
function Lx(e, t) {
	Rx[e] = t;
}
var Rx = {};
function zx(e, t, n) {
	if (e) {
		var r = t.ecModel, i = Cx(xx(r)), a = e.model.uid, o = i.axSer || (i.axSer = J());
		(o.get(a) || o.set(a, [])).push(t);
		var s = t.subType, c = t.getBaseAxis() === e, l = Hx.get(Bx(s, c, n)) || Hx.get(Bx(s, c, null));
		if (l) {
			var u = i.keyed || (i.keyed = J()), d = i.keys || (i.keys = J()), f = l.key, p = u.get(f) || u.set(f, J()), m = p.get(a);
			m || (m = p.set(a, {
				axis: e,
				sers: [],
				serByIdx: []
			}), m.metrics = l.getMetrics(e), (d.get(a) || d.set(a, [])).push(f)), m.sers.push(t), m.serByIdx[t.seriesIndex] = t;
		}
	}
}
function Bx(e, t, n) {
	return e + "|&" + q(t, !0) + "|&" + (n || "");
}
function Vx(e, t) {
	var n = Bx(t.seriesType, t.baseAxis, t.coordSysType);
	Hx.set(n, t), Sx(e, function() {
		e.registerProcessor(e.PRIORITY.PROCESSOR.AXIS_STATISTICS, { overallReset: Ix });
	});
}
var Hx = J(), Ux = .8;
function Wx(e, t) {
	t = t || {};
	var n = {
		w: NaN,
		w2: NaN
	}, r = e.scale, i = t.fromStat, a = t.min, o = xy(r);
	Us(o) || (o = NaN);
	var s = e.getExtent(), c = ds(s[1] - s[0]);
	return Ay(r) ? Gx(n, e, o, c) : i && Kx(n, e, o, c, i), a != null && (n.w = Us(n.w) ? us(a, n.w) : a), n;
}
function Gx(e, t, n, r) {
	var i = t.onBand, a = n + +!!i;
	a === 0 && (a = 1), e.w = r / a, !i && n && r && (e.w2 = e.w * n / r);
}
function Kx(e, t, n, r, i) {
	var a = !1, o = -Infinity;
	z(i.key ? [Dx(t, i.key)] : Ox(t, i.sers || []), function(e) {
		var t = e.liPosMinGap;
		t != null && (t > 0 ? (t > o && (o = t), a = !1) : t === -2 && (a = !0));
	}), Us(n) && n > 0 && Us(o) ? (e.w = r / n * o, e.w2 = o) : a && (e.w = r * Ux, e.w2 = e.w * n / r);
}
// node_modules/echarts/lib/coord/Axis.js
var qx = [0, 1], Jx = function() {
	function e(e, t, n) {
		this.onBand = !1, this.inverse = !1, this.dim = e, this.scale = t, this._extent = n || [0, 0];
	}
	return e.prototype.contain = function(e) {
		var t = this._extent, n = Math.min(t[0], t[1]), r = Math.max(t[0], t[1]);
		return e >= n && e <= r;
	}, e.prototype.containData = function(e) {
		return this.scale.contain(this.scale.parse(e));
	}, e.prototype.getExtent = function() {
		return this._extent.slice();
	}, e.prototype.setExtent = function(e, t) {
		var n = this._extent;
		n[0] = e, n[1] = t;
	}, e.prototype.dataToCoord = function(e, t) {
		var n = this.scale;
		return e = n.normalize(n.parse(e)), bs(e, qx, Yx(this), t);
	}, e.prototype.coordToData = function(e, t) {
		var n = bs(e, Yx(this), qx, t);
		return this.scale.scale(n);
	}, e.prototype.pointToData = function(e, t) {}, e.prototype.getTicksCoords = function(e) {
		e = e || {};
		var t = e.tickModel || this.getTickModel(), n = B(ex(this, t, {
			breakTicks: e.breakTicks,
			pruneByBreak: e.pruneByBreak
		}).ticks, function(e) {
			return {
				coord: this.dataToCoord(Tb(this.scale, e)),
				tick: e
			};
		}, this), r = t.get("alignWithLabel"), i = Xx(this, n, r);
		return B(n, function(e) {
			return {
				coord: e.coord,
				tickValue: e.tick.value,
				onBand: i
			};
		});
	}, e.prototype.getMinorTicksCoords = function() {
		if (Ay(this.scale)) return [];
		var e = this.model.getModel("minorTick").get("splitNumber");
		return e > 0 && e < 100 || (e = 5), B(this.scale.getMinorTicks(e), function(e) {
			return B(e, function(e) {
				return {
					coord: this.dataToCoord(e),
					tickValue: e
				};
			}, this);
		}, this);
	}, e.prototype.getViewLabels = function(e) {
		return e = e || Qb(Zb.determine), $b(this, e).labels;
	}, e.prototype.getLabelModel = function() {
		return this.model.getModel("axisLabel");
	}, e.prototype.getTickModel = function() {
		return this.model.getModel("axisTick");
	}, e.prototype.getBandWidth = function() {
		return Wx(this, { min: 1 }).w;
	}, e.prototype.calculateCategoryInterval = function(e) {
		return e = e || Qb(Zb.determine), fx(this, e);
	}, e;
}();
function Yx(e) {
	var t = e.getExtent();
	if (e.onBand) {
		var n = (t[1] - t[0]) / e.scale.count() / 2;
		t[0] += n, t[1] -= n;
	}
	return t;
}
function Xx(e, t, n) {
	var r = t.length;
	if (!e.onBand || n || !r) return !1;
	var i = Wx(e).w;
	if (!i) return !1;
	z(t, function(e) {
		e.coord -= i / 2;
	});
	var a = e.scale.getExtent(), o = t[r - 1];
	return o.tick.offInterval && t.pop(), t.push({
		coord: o.coord + i,
		tick: { value: a[1] + 1 }
	}), !0;
}
// node_modules/echarts/lib/coord/cartesian/Axis2D.js
var Zx = function(e) {
	A(t, e);
	function t(t, n, r, i, a) {
		var o = e.call(this, t, n, r) || this;
		return o.index = 0, o.type = i || "value", o.position = a || "bottom", o;
	}
	return t.prototype.isHorizontal = function() {
		var e = this.position;
		return e === "top" || e === "bottom";
	}, t.prototype.getGlobalExtent = function(e) {
		var t = this.getExtent();
		return t[0] = this.toGlobalCoord(t[0]), t[1] = this.toGlobalCoord(t[1]), e && t[0] > t[1] && t.reverse(), t;
	}, t.prototype.pointToData = function(e, t) {
		return this.coordToData(this.toLocalCoord(e[this.dim === "x" ? 0 : 1]), t);
	}, t.prototype.setCategorySortInfo = function(e) {
		if (this.type !== "category") return !1;
		this.model.option.categorySortInfo = e, this.scale.setSortInfo(e);
	}, t;
}(Jx), Qx = [
	"label",
	"labelLine",
	"layoutOption",
	"priority",
	"defaultAttr",
	"marginForce",
	"minMarginForce",
	"marginDefault",
	"suggestIgnore"
], $x = 1, eS = 2, tS = $x | eS;
function nS(e, t, n) {
	n = n || tS, t ? e.dirty |= n : e.dirty &= ~n;
}
function rS(e, t) {
	return t = t || tS, e.dirty == null || !!(e.dirty & t);
}
function iS(e) {
	if (e) return rS(e) && aS(e, e.label, e), e;
}
function aS(e, t, n) {
	var r = t.getComputedTransform();
	e.transform = Nf(e.transform, r);
	var i = e.localRect = Mf(e.localRect, t.getBoundingRect()), a = t.style, o = a.margin, s = n && n.marginForce, c = n && n.minMarginForce, l = n && n.marginDefault, u = a.__marginType;
	u == null && l && (o = l, u = ip.textMargin);
	for (var d = 0; d < 4; d++) oS[d] = u === ip.minMargin && c && c[d] != null ? c[d] : s && s[d] != null ? s[d] : o ? o[d] : 0;
	u === ip.textMargin && wf(i, oS, !1, !1);
	var f = e.rect = Mf(e.rect, i);
	return r && f.applyTransform(r), u === ip.minMargin && wf(f, oS, !1, !1), e.axisAligned = Af(r), (e.label = e.label || {}).ignore = t.ignore, nS(e, !1), nS(e, !0, eS), e;
}
var oS = [
	0,
	0,
	0,
	0
];
function sS(e, t, n) {
	return e.transform = Nf(e.transform, n), e.localRect = Mf(e.localRect, t), e.rect = Mf(e.rect, t), n && e.rect.applyTransform(n), e.axisAligned = Af(n), e.obb = void 0, (e.label = e.label || {}).ignore = !1, e;
}
function cS(e, t) {
	if (e) {
		e.label.x += t.x, e.label.y += t.y, e.label.markRedraw();
		var n = e.transform;
		n && (n[4] += t.x, n[5] += t.y);
		var r = e.rect;
		r && (r.x += t.x, r.y += t.y);
		var i = e.obb;
		i && i.fromBoundingRect(e.localRect, n);
	}
}
function lS(e, t) {
	for (var n = 0; n < Qx.length; n++) {
		var r = Qx[n];
		e[r] ?? (e[r] = t[r]);
	}
	return iS(e);
}
function uS(e) {
	var t = e.obb;
	return (!t || rS(e, eS)) && (e.obb = t = t || new Pd(), t.fromBoundingRect(e.localRect, e.transform), nS(e, !1, eS)), t;
}
function dS(e) {
	var t = [];
	e.sort(function(e, t) {
		return +!!t.suggestIgnore - !!e.suggestIgnore || t.priority - e.priority;
	});
	function n(e) {
		if (!e.ignore) {
			var t = e.ensureState("emphasis");
			t.ignore ?? (t.ignore = !1);
		}
		e.ignore = !0;
	}
	for (var r = 0; r < e.length; r++) {
		var i = iS(e[r]);
		if (!i.label.ignore) {
			for (var a = i.label, o = i.labelLine, s = !1, c = 0; c < t.length; c++) if (fS(i, t[c], null, { touchThreshold: .05 })) {
				s = !0;
				break;
			}
			s ? (n(a), o && n(o)) : t.push(i);
		}
	}
}
function fS(e, t, n, r) {
	return !e || !t || e.label && e.label.ignore || t.label && t.label.ignore || !e.rect.intersect(t.rect, n, r) ? !1 : e.axisAligned && t.axisAligned ? !0 : uS(e).intersect(uS(t), n, r);
}
// node_modules/echarts/lib/component/axis/axisBreakHelper.js
var pS = null;
function mS() {
	return pS;
}
// node_modules/echarts/lib/component/axis/axisAction.js
var hS = "expandAxisBreak", gS = Math.PI, _S = [
	[
		1,
		2,
		1,
		2
	],
	[
		5,
		3,
		5,
		3
	],
	[
		8,
		3,
		8,
		3
	]
], vS = [
	[
		0,
		1,
		0,
		1
	],
	[
		0,
		3,
		0,
		3
	],
	[
		0,
		3,
		0,
		3
	]
], yS = bc(), bS = bc(), xS = function() {
	function e(e) {
		this.recordMap = {}, this.resolveAxisNameOverlap = e;
	}
	return e.prototype.ensureRecord = function(e) {
		var t = e.axis.dim, n = e.componentIndex, r = this.recordMap, i = r[t] || (r[t] = []);
		return i[n] || (i[n] = { ready: {} });
	}, e;
}();
function SS(e, t, n, r) {
	var i = n.axis, a = t.ensureRecord(n), o = [], s, c = KS(e.axisName) && bb(e.nameLocation);
	z(r, function(e) {
		var t = iS(e);
		if (t && !t.label.ignore) {
			o.push(t);
			var n = a.transGroup;
			c && (n.transform ? It(CS, n.transform) : At(CS), t.transform && Mt(CS, CS, t.transform), X.copy(wS, t.localRect), wS.applyTransform(CS), s ? s.union(wS) : X.copy(s = new X(0, 0, 0, 0), wS));
		}
	});
	var l = Math.abs(a.dirVec.x) > .1 ? "x" : "y", u = a.transGroup[l];
	if (o.sort(function(e, t) {
		return Math.abs(e.label[l] - u) - Math.abs(t.label[l] - u);
	}), c && s) {
		var d = i.getExtent(), f = Math.min(d[0], d[1]), p = Math.max(d[0], d[1]) - f;
		s.union(new X(f, 0, p, 1));
	}
	a.stOccupiedRect = s, a.labelInfoList = o;
}
var CS = kt(), wS = new X(0, 0, 0, 0), TS = function(e, t, n, r, i, a) {
	if (bb(e.nameLocation)) {
		var o = a.stOccupiedRect;
		o && ES(sS({}, o, a.transGroup.transform), r, i);
	} else DS(a.labelInfoList, a.dirVec, r, i);
};
function ES(e, t, n) {
	var r = new en();
	fS(e, t, r, {
		direction: Math.atan2(n.y, n.x),
		bidirectional: !1,
		touchThreshold: .05
	}) && cS(t, r);
}
function DS(e, t, n, r) {
	for (var i = en.dot(r, t) >= 0, a = 0, o = e.length; a < o; a++) {
		var s = e[i ? a : o - 1 - a];
		s.label.ignore || ES(s, n, r);
	}
}
var OS = function() {
	function e(e, t, n, r) {
		this.group = new Lu(), this._axisModel = e, this._api = t, this._local = {}, this._shared = r || new xS(TS), this._resetCfgDetermined(n);
	}
	return e.prototype.updateCfg = function(e) {
		var t = this._cfg.raw;
		t.position = e.position, t.labelOffset = e.labelOffset, this._resetCfgDetermined(t);
	}, e.prototype.__getRawCfg = function() {
		return this._cfg.raw;
	}, e.prototype._resetCfgDetermined = function(e) {
		var t = this._axisModel, n = t.getDefaultOption ? t.getDefaultOption() : {}, r = q(e.axisName, t.get("name")), i = t.get("nameMoveOverlap");
		(i == null || i === "auto") && (i = q(e.defaultNameMoveOverlap, !0));
		var a = {
			raw: e,
			position: e.position,
			rotation: e.rotation,
			nameDirection: q(e.nameDirection, 1),
			tickDirection: q(e.tickDirection, 1),
			labelDirection: q(e.labelDirection, 1),
			labelOffset: q(e.labelOffset, 0),
			silent: q(e.silent, !0),
			axisName: r,
			nameLocation: Re(t.get("nameLocation"), n.nameLocation, "end"),
			shouldNameMoveOverlap: KS(r) && i,
			optionHideOverlap: t.get(["axisLabel", "hideOverlap"]),
			showMinorTicks: t.get(["minorTick", "show"])
		};
		this._cfg = a;
		var o = new Lu({
			x: a.position[0],
			y: a.position[1],
			rotation: a.rotation
		});
		o.updateTransform(), this._transformGroup = o;
		var s = this._shared.ensureRecord(t);
		s.transGroup = this._transformGroup, s.dirVec = new en(Math.cos(-a.rotation), Math.sin(-a.rotation));
	}, e.prototype.build = function(e, t) {
		var n = this;
		return e || (e = {
			axisLine: !0,
			axisTickLabelEstimate: !1,
			axisTickLabelDetermine: !0,
			axisName: !0
		}), z(kS, function(r) {
			e[r] && AS[r](n._cfg, n._local, n._shared, n._axisModel, n.group, n._transformGroup, n._api, t || {});
		}), this;
	}, e.innerTextLayout = function(e, t, n) {
		var r = js(t - e), i, a;
		return Ms(r) ? (a = n > 0 ? "top" : "bottom", i = "center") : Ms(r - gS) ? (a = n > 0 ? "bottom" : "top", i = "center") : (a = "middle", i = r > 0 && r < gS ? n > 0 ? "right" : "left" : n > 0 ? "left" : "right"), {
			rotation: r,
			textAlign: i,
			textVerticalAlign: a
		};
	}, e.makeAxisEventDataBase = function(e) {
		var t = {
			componentType: e.mainType,
			componentIndex: e.componentIndex
		};
		return t[e.mainType + "Index"] = e.componentIndex, t;
	}, e.isLabelSilent = function(e) {
		var t = e.get("tooltip");
		return e.get("silent") || !(e.get("triggerEvent") || t && t.show);
	}, e;
}(), kS = [
	"axisLine",
	"axisTickLabelEstimate",
	"axisTickLabelDetermine",
	"axisName"
], AS = {
	axisLine: function(e, t, n, r, i, a, o) {
		var s = r.get(["axisLine", "show"]);
		if (s === "auto" && (s = !0, e.raw.axisLineAutoShow != null && (s = !!e.raw.axisLineAutoShow)), s) {
			var c = r.axis.getExtent(), l = a.transform, u = [c[0], 0], d = [c[1], 0], f = u[0] > d[0];
			l && (Zt(u, u, l), Zt(d, d, l));
			var p = I({ lineCap: "round" }, r.getModel(["axisLine", "lineStyle"]).getLineStyle()), m = {
				strokeContainThreshold: e.raw.strokeContainThreshold || 5,
				silent: !0,
				z2: 1,
				style: p
			};
			if (r.get(["axisLine", "breakLine"]) && Zh(r.axis.scale)) mS().buildAxisBreakLine(r, i, a, m);
			else {
				var h = new hd(I({ shape: {
					x1: u[0],
					y1: u[1],
					x2: d[0],
					y2: d[1]
				} }, m));
				cf(h.shape, h.style.lineWidth), h.anid = "line", i.add(h);
			}
			var g = r.get(["axisLine", "symbol"]);
			if (g != null) {
				var _ = r.get(["axisLine", "symbolSize"]);
				G(g) && (g = [g, g]), (G(_) || Ae(_)) && (_ = [_, _]);
				var v = Cv(r.get(["axisLine", "symbolOffset"]) || 0, _), y = _[0], b = _[1];
				z([{
					rotate: e.rotation + Math.PI / 2,
					offset: v[0],
					r: 0
				}, {
					rotate: e.rotation - Math.PI / 2,
					offset: v[1],
					r: Math.sqrt((u[0] - d[0]) * (u[0] - d[0]) + (u[1] - d[1]) * (u[1] - d[1]))
				}], function(t, n) {
					if (g[n] !== "none" && g[n] != null) {
						var r = xv(g[n], -y / 2, -b / 2, y, b, p.stroke, !0), a = t.r + t.offset, o = f ? d : u;
						r.attr({
							rotation: t.rotate,
							x: o[0] + a * Math.cos(e.rotation),
							y: o[1] - a * Math.sin(e.rotation),
							silent: !0,
							z2: 11
						}), i.add(r);
					}
				});
			}
		}
	},
	axisTickLabelEstimate: function(e, t, n, r, i, a, o, s) {
		zS(t, i, s) && jS(e, t, n, r, i, a, o, Zb.estimate);
	},
	axisTickLabelDetermine: function(e, t, n, r, i, a, o, s) {
		zS(t, i, s) && jS(e, t, n, r, i, a, o, Zb.determine);
		var c = LS(e, i, a, r);
		PS(e, t.labelLayoutList, c), RS(e, i, a, r, e.tickDirection);
	},
	axisName: function(e, t, n, r, i, a, o, s) {
		var c = n.ensureRecord(r);
		t.nameEl && (i.remove(t.nameEl), t.nameEl = c.nameLayout = c.nameLocation = null);
		var l = e.axisName;
		if (KS(l)) {
			var u = e.nameLocation, d = e.nameDirection, f = r.getModel("nameTextStyle"), p = r.get("nameGap") || 0, m = r.axis.getExtent(), h = r.axis.inverse ? -1 : 1, g = new en(0, 0), _ = new en(0, 0);
			u === "start" ? (g.x = m[0] - h * p, _.x = -h) : u === "end" ? (g.x = m[1] + h * p, _.x = h) : (g.x = (m[0] + m[1]) / 2, g.y = e.labelOffset + d * p, _.y = d);
			var v = kt();
			_.transform(Pt(v, v, e.rotation));
			var y = r.get("nameRotate");
			y != null && (y = y * gS / 180);
			var b, x;
			bb(u) ? b = OS.innerTextLayout(e.rotation, y ?? e.rotation, d) : (b = MS(e.rotation, u, y || 0, m), x = e.raw.axisNameAvailableWidth, x != null && (x = Math.abs(x / Math.sin(b.rotation)), !isFinite(x) && (x = null)));
			var S = f.getFont(), C = r.get("nameTruncate", !0) || {}, w = C.ellipsis, T = Le(e.raw.nameTruncateMaxWidth, C.maxWidth, x), E = s.nameMarginLevel || 0, D = new Ko({
				x: g.x,
				y: g.y,
				rotation: b.rotation,
				silent: OS.isLabelSilent(r),
				style: qf(f, {
					text: l,
					font: S,
					overflow: "truncate",
					width: T,
					ellipsis: w,
					fill: f.getTextColor() || r.get([
						"axisLine",
						"lineStyle",
						"color"
					]),
					align: f.get("align") || b.textAlign,
					verticalAlign: f.get("verticalAlign") || b.textVerticalAlign
				}),
				z2: 1
			});
			if (Df({
				el: D,
				componentModel: r,
				itemName: l
			}), D.__fullText = l, D.anid = "name", r.get("triggerEvent")) {
				var O = OS.makeAxisEventDataBase(r);
				O.targetType = "axisName", O.name = l, Yc(D).eventData = O;
			}
			a.add(D), D.updateTransform(), t.nameEl = D;
			var k = c.nameLayout = iS({
				label: D,
				priority: D.z2,
				defaultAttr: { ignore: D.ignore },
				marginDefault: bb(u) ? _S[E] : vS[E]
			});
			if (c.nameLocation = u, i.add(D), D.decomposeTransform(), e.shouldNameMoveOverlap && k) {
				var A = n.ensureRecord(r);
				n.resolveAxisNameOverlap(e, n, r, k, _, A);
			}
		}
	}
};
function jS(e, t, n, r, i, a, o, s) {
	VS(t) || BS(e, t, i, s, r, o);
	var c = t.labelLayoutList;
	US(e, r, c, a), JS(r, e.rotation, c);
	var l = e.optionHideOverlap;
	NS(r, c, l), l && dS(Te(c, function(e) {
		return e && !e.label.ignore;
	})), SS(e, n, r, c);
}
function MS(e, t, n, r) {
	var i = js(n - e), a, o, s = r[0] > r[1], c = t === "start" && !s || t !== "start" && s;
	return Ms(i - gS / 2) ? (o = c ? "bottom" : "top", a = "center") : Ms(i - gS * 1.5) ? (o = c ? "top" : "bottom", a = "center") : (o = "middle", a = i < gS * 1.5 && i > gS / 2 ? c ? "left" : "right" : c ? "right" : "left"), {
		rotation: i,
		textAlign: a,
		textVerticalAlign: o
	};
}
function NS(e, t, n) {
	var r = e.axis, i = e.get(["axisLabel", "customValues"]);
	if (vb(r)) return;
	function a(e, a, o) {
		var s = iS(t[a]), c = iS(t[o]), l = r.scale;
		if (s && c) {
			if (e == null) {
				if (!n && i) return;
				var u = yS(s.label).labelInfo.tick;
				if (Oy(l) && u.notNice || Ay(l) && u.offInterval) {
					FS(s.label);
					return;
				}
			}
			if (e === !1 || s.suggestIgnore) FS(s.label);
			else if (c.suggestIgnore) FS(c.label);
			else {
				var d = .1;
				if (!n) {
					var f = [
						0,
						0,
						0,
						0
					];
					s = lS({ marginForce: f }, s), c = lS({ marginForce: f }, c);
				}
				fS(s, c, null, { touchThreshold: d }) && FS(e ? c.label : s.label);
			}
		}
	}
	var o = e.get(["axisLabel", "showMinLabel"]), s = e.get(["axisLabel", "showMaxLabel"]), c = t.length;
	a(o, 0, 1), a(s, c - 1, c - 2);
}
function PS(e, t, n) {
	e.showMinorTicks || z(t, function(e) {
		if (e && e.label.ignore) for (var t = 0; t < n.length; t++) {
			var r = n[t], i = bS(r), a = yS(e.label);
			if (i.tickValue != null && !i.onBand && i.tickValue === a.labelInfo.tick.value) {
				FS(r);
				return;
			}
		}
	});
}
function FS(e) {
	e && (e.ignore = !0);
}
function IS(e, t, n, r, i) {
	for (var a = [], o = [], s = [], c = 0; c < e.length; c++) {
		var l = e[c].coord;
		o[0] = l, o[1] = 0, s[0] = l, s[1] = n, t && (Zt(o, o, t), Zt(s, s, t));
		var u = new hd({
			shape: {
				x1: o[0],
				y1: o[1],
				x2: s[0],
				y2: s[1]
			},
			style: r,
			z2: 2,
			autoBatch: !0,
			silent: !0
		});
		cf(u.shape, u.style.lineWidth), u.anid = i + "_" + e[c].tickValue, a.push(u);
		var d = bS(u);
		d.onBand = !!e[c].onBand, d.tickValue = e[c].tickValue;
	}
	return a;
}
function LS(e, t, n, r) {
	var i = r.axis, a = r.getModel("axisTick"), o = a.get("show");
	if (o === "auto" && (o = !0, e.raw.axisTickAutoShow != null && (o = !!e.raw.axisTickAutoShow)), !o || i.scale.isBlank()) return [];
	for (var s = a.getModel("lineStyle"), c = e.tickDirection * a.get("length"), l = IS(i.getTicksCoords(), n.transform, c, L(s.getLineStyle(), { stroke: r.get([
		"axisLine",
		"lineStyle",
		"color"
	]) }), "ticks"), u = 0; u < l.length; u++) t.add(l[u]);
	return l;
}
function RS(e, t, n, r, i) {
	var a = r.axis, o = r.getModel("minorTick");
	if (e.showMinorTicks && !a.scale.isBlank()) {
		var s = a.getMinorTicksCoords();
		if (s.length) for (var c = o.getModel("lineStyle"), l = i * o.get("length"), u = L(c.getLineStyle(), L(r.getModel("axisTick").getLineStyle(), { stroke: r.get([
			"axisLine",
			"lineStyle",
			"color"
		]) })), d = 0; d < s.length; d++) for (var f = IS(s[d], n.transform, l, u, "minorticks_" + d), p = 0; p < f.length; p++) t.add(f[p]);
	}
}
function zS(e, t, n) {
	if (VS(e)) {
		var r = e.axisLabelsCreationContext.out.noPxChangeTryDetermine;
		if (n.noPxChange) {
			for (var i = !0, a = 0; a < r.length; a++) i = i && r[a]();
			if (i) return !1;
		}
		r.length && (t.remove(e.labelGroup), HS(e, null, null, null));
	}
	return !0;
}
function BS(e, t, n, r, i, a) {
	var o = i.axis, s = Le(e.raw.axisLabelShow, i.get(["axisLabel", "show"])), c = new Lu();
	n.add(c);
	var l = Qb(r);
	if (!s || o.scale.isBlank()) HS(t, [], c, l);
	else {
		var u = i.getModel("axisLabel"), d = o.getViewLabels(l), f = (Le(e.raw.labelRotate, u.get("rotate")) || 0) * gS / 180, p = OS.innerTextLayout(e.rotation, f, e.labelDirection), m = i.getCategories && i.getCategories(!0), h = [], g = i.get("triggerEvent"), _ = Infinity, v = -Infinity;
		z(d, function(e, t) {
			var n = e.tick, r = e.formattedLabel, s = e.rawLabel, l = u, f = Tb(o.scale, n);
			if (m && m[f]) {
				var y = m[f];
				K(y) && y.textStyle && (l = new hp(y.textStyle, u, i.ecModel));
			}
			var b = l.getTextColor() || i.get([
				"axisLine",
				"lineStyle",
				"color"
			]), x = l.getShallow("align", !0) || p.textAlign, S = q(l.getShallow("alignMinLabel", !0), x), C = q(l.getShallow("alignMaxLabel", !0), x), w = l.getShallow("verticalAlign", !0) || l.getShallow("baseline", !0) || p.textVerticalAlign, T = q(l.getShallow("verticalAlignMinLabel", !0), w), E = q(l.getShallow("verticalAlignMaxLabel", !0), w), D = 10 + (n.time?.level || 0);
			_ = Math.min(_, D), v = Math.max(v, D);
			var O = new Ko({
				x: 0,
				y: 0,
				rotation: 0,
				silent: OS.isLabelSilent(i),
				z2: D,
				style: qf(l, {
					text: r,
					align: t === 0 ? S : t === d.length - 1 ? C : x,
					verticalAlign: t === 0 ? T : t === d.length - 1 ? E : w,
					fill: W(b) ? b(o.type === "category" ? s : o.type === "value" ? f + "" : f, t) : b
				})
			});
			O.anid = "label_" + f;
			var k = yS(O);
			if (k.labelInfo = e, k.layoutRotation = p.rotation, Df({
				el: O,
				componentModel: i,
				itemName: r,
				formatterParamsExtra: {
					isTruncated: function() {
						return O.isTruncated;
					},
					value: s,
					tickIndex: t
				}
			}), g) {
				var A = OS.makeAxisEventDataBase(i);
				A.targetType = "axisLabel", A.value = s, A.tickIndex = t;
				var j = e.tick.break;
				if (j) {
					var ee = j.parsedBreak;
					A.break = {
						start: ee.vmin,
						end: ee.vmax
					};
				}
				o.type === "category" && (A.dataIndex = f), Yc(O).eventData = A, j && qS(i, a, O, j);
			}
			h.push(O), c.add(O);
		}), HS(t, B(h, function(e) {
			return {
				label: e,
				priority: yS(e).labelInfo.tick.break ? e.z2 + (v - _ + 1) : e.z2,
				defaultAttr: { ignore: e.ignore }
			};
		}), c, l);
	}
}
function VS(e) {
	return !!e.labelLayoutList;
}
function HS(e, t, n, r) {
	e.labelLayoutList = t, e.labelGroup = n, e.axisLabelsCreationContext = r;
}
function US(e, t, n, r) {
	var i = t.get(["axisLabel", "margin"]);
	z(n, function(n, a) {
		var o = iS(n);
		if (o) {
			var s = o.label, c = yS(s);
			o.suggestIgnore = s.ignore, s.ignore = !1, yr(WS, GS);
			var l = t.axis;
			WS.x = l.dataToCoord(Tb(l.scale, c.labelInfo.tick)), WS.y = e.labelOffset + e.labelDirection * i, WS.rotation = c.layoutRotation, r.add(WS), WS.updateTransform(), r.remove(WS), WS.decomposeTransform(), yr(s, WS), s.markRedraw(), nS(o, !0), iS(o);
		}
	});
}
var WS = new Vo(), GS = new Vo();
function KS(e) {
	return !!e;
}
function qS(e, t, n, r) {
	n.on("click", function(n) {
		var i = {
			type: hS,
			breaks: [{
				start: r.parsedBreak.breakOption.start,
				end: r.parsedBreak.breakOption.end
			}]
		};
		i[e.axis.dim + "AxisIndex"] = e.componentIndex, t.dispatchAction(i);
	});
}
function JS(e, t, n) {
	var r = Jh();
	if (r) {
		var i = r.retrieveAxisBreakPairs(n, function(e) {
			return e && yS(e.label).labelInfo.tick.break;
		}, !0), a = e.get(["breakLabelLayout", "moveOverlap"], !0);
		(a === !0 || a === "auto") && z(i, function(r) {
			mS().adjustBreakLabelPair(e.axis.inverse, t, [iS(n[r[0]]), iS(n[r[1]])]);
		});
	}
}
// node_modules/echarts/lib/coord/cartesian/cartesianAxisHelper.js
function YS(e, t, n) {
	n = n || {};
	var r = t.axis, i = {}, a = r.getAxesOnZeroOf()[0], o = r.position, s = a ? "onZero" : o, c = r.dim, l = [
		e.x,
		e.x + e.width,
		e.y,
		e.y + e.height
	], u = {
		left: 0,
		right: 1,
		top: 0,
		bottom: 1,
		onZero: 2
	}, d = t.get("offset") || 0, f = c === "x" ? [l[2] - d, l[3] + d] : [l[0] - d, l[1] + d];
	if (a) {
		var p = a.toGlobalCoord(a.dataToCoord(0));
		f[u.onZero] = Math.max(Math.min(p, f[1]), f[0]);
	}
	i.position = [c === "y" ? f[u[s]] : l[0], c === "x" ? f[u[s]] : l[3]], i.rotation = Math.PI / 2 * (c === "x" ? 0 : 1), i.labelDirection = i.tickDirection = i.nameDirection = {
		top: -1,
		bottom: 1,
		left: -1,
		right: 1
	}[o], i.labelOffset = a ? f[u[o]] - f[u.onZero] : 0, t.get(["axisTick", "inside"]) && (i.tickDirection = -i.tickDirection), Le(n.labelInside, t.get(["axisLabel", "inside"])) && (i.labelDirection = -i.labelDirection);
	var m = t.get(["axisLabel", "rotate"]);
	return i.labelRotate = s === "top" ? -m : m, i.z2 = 1, i;
}
function XS(e) {
	return e.coordinateSystem && e.coordinateSystem.type === "cartesian2d";
}
function ZS(e) {
	var t = {
		xAxisModel: null,
		yAxisModel: null
	};
	return z(t, function(n, r) {
		var i = r.replace(/Model$/, "");
		t[r] = e.getReferringComponents(i, wc).models[0];
	}), t;
}
function QS(e, t, n, r, i, a) {
	for (var o = YS(e, n), s = !1, c = !1, l = 0; l < t.length; l++) Ey(t[l].getOtherAxis(n.axis).scale) && (s = c = !0, n.axis.type === "category" && n.axis.onBand && (c = !1));
	return o.axisLineAutoShow = s, o.axisTickAutoShow = c, o.defaultNameMoveOverlap = a, new OS(n, r, o, i);
}
function $S(e, t, n) {
	var r = YS(t, n);
	e.updateCfg(r);
}
function eC(e) {
	return e.dim + "_" + e.index;
}
// node_modules/echarts/lib/coord/scaleRawExtentInfo.js
var tC = bc(), nC = 3, rC = function() {
	function e(e, t, n, r, i) {
		var a = Ay(e), o = a ? t.getCategories().length : null, s;
		if (a) {
			var c = t.getCategories(!0);
			s = c && !c.length;
		}
		var l = n.slice();
		(Dy(e) || ky(e) || Oy(e)) && (Pc(l, aC(e, t.get("dataMin", !0))), Fc(l, aC(e, t.get("dataMax", !0)))), zc(l) || (l[0] = l[1] = NaN);
		var u = [], d = [!1, !1], f = t.get("min", !0);
		f === "dataMin" ? (u[0] = l[0], d[0] = !0) : (u[0] = aC(e, W(f) ? f({
			min: l[0],
			max: l[1]
		}) : f), d[0] = u[0] != null);
		var p = t.get("max", !0);
		p === "dataMax" ? (u[1] = l[1], d[1] = !0) : (u[1] = aC(e, W(p) ? p({
			min: l[0],
			max: l[1]
		}) : p), d[1] = u[1] != null);
		var m = oC(e, t), h = a ? null : l[1] - l[0] || Math.abs(l[0]);
		u[0] ?? (u[0] = a ? s ? l[0] : o ? 0 : NaN : l[0] - m[0] * h), u[1] ?? (u[1] = a ? s ? l[1] : o ? o - 1 : NaN : l[1] + m[1] * h), !Lc(u[0]) && (u[0] = NaN), !Lc(u[1]) && (u[1] = NaN);
		var g = s || Ie(u[0]) || Ie(u[1]) || a && !o, _ = Dy(e), v = _ && t.needIncludeZero && t.needIncludeZero();
		v && (u[0] > 0 && u[1] > 0 && !d[0] && (u[0] = 0), u[0] < 0 && u[1] < 0 && !d[1] && (u[1] = 0));
		var y = !1;
		u[0] > u[1] && (u.reverse(), y = !0);
		var b = aC(e, t.get("startValue", !0)), x = b != null;
		!Us(b) && r && (b = e.getDefaultStartValue ? e.getDefaultStartValue() : 0), Us(b) && (x || !_ || v) && (b < u[0] && !d[0] ? (u[0] = b, d[0] = !0) : b > u[1] && !d[1] && (u[1] = b, d[1] = !0)), iC(this._i = {
			scale: e,
			dataMM: l,
			noZoomEffMM: u,
			zoomMM: [],
			fixMM: d,
			zoomFixMM: [!1, !1],
			startValue: b,
			isBlank: g,
			incl0: v,
			tggAxInv: y,
			ctnShp: i
		}, u);
	}
	return e.prototype.makeNoZoom = function() {
		return this._i.noZoomEffMM.slice();
	}, e.prototype.makeFinal = function() {
		var e = this._i, t = e.zoomMM, n = e.noZoomEffMM, r = e.zoomFixMM, i = e.fixMM, a = {
			fixMM: i,
			zoomFixMM: r,
			isBlank: e.isBlank,
			incl0: e.incl0,
			tggAxInv: e.tggAxInv,
			ctnShp: e.ctnShp,
			effMM: n.slice()
		}, o = a.effMM;
		return t[0] != null && (o[0] = t[0], i[0] = r[0] = !0), t[1] != null && (o[1] = t[1], i[1] = r[1] = !0), iC(e, o), a;
	}, e.prototype.makeRenderInfo = function() {
		return { startValue: this._i.startValue };
	}, e.prototype.setZoomMM = function(e, t) {
		this._i.zoomMM[e] = t;
	}, e;
}();
function iC(e, t) {
	var n = e.scale, r = e.dataMM;
	n.sanitize && (t[0] = n.sanitize(t[0], r), t[1] = n.sanitize(t[1], r), Bc(t));
}
function aC(e, t) {
	return t == null ? null : Ie(t) ? NaN : e.parse(t);
}
function oC(e, t) {
	var n;
	if (Ay(e)) n = [0, 0];
	else {
		var r = t.get("boundaryGap");
		typeof r == "boolean" && (r = null), n = U(r) ? r : [r, r];
	}
	return [sC(n[0]), sC(n[1])];
}
function sC(e) {
	return Rn(typeof e == "boolean" ? 0 : e, 1) || 0;
}
function cC(e) {
	var t = tC(e.scale);
	return t.extent || (t.extent = Mc()), t;
}
function lC(e, t) {
	cC(e).dimIdxInCoord = t.get(e.dim);
}
function uC(e, t) {
	var n = e.scale, r = e.model, i = e.dim;
	n.rawExtentInfo || dC(n, e, i, r, t);
}
function dC(e, t, n, r, i) {
	var a = cC(t), o = a.extent, s = !1;
	jx(t, function(r) {
		if (r.boxCoordinateSystem) {
			var i = eh(r).coord, c = a.dimIdxInCoord;
			if (c >= 0 && U(i)) {
				var l = i[c];
				l != null && !U(l) && Nc(o, e.parse(l));
			}
		} else if (r.coordinateSystem) {
			var u = r.getData();
			if (u) {
				var d = e.getFilter ? e.getFilter() : null;
				z(yb(u, n), function(e) {
					Ic(o, u.getApproximateExtent(e, d));
				});
			}
			r.__requireStartValue && r.__requireStartValue(t) && (s = !0);
		}
	});
	var c = _C(e, t, r);
	pC(e, new rC(e, r, o, s, c), i), a.extent = null;
}
function fC(e, t) {
	var n = e.scale;
	pC(n, new rC(n, e.model, t, !1, !1), nC);
}
function pC(e, t, n) {
	e.rawExtentInfo = t, t.from = n;
}
function mC(e, t) {
	hC.set(e, t);
}
var hC = J();
function gC(e, t, n, r, i) {
	e.rawExtentInfo || fC({
		scale: e,
		model: t
	}, i || Mc());
	var a = e.rawExtentInfo.makeFinal(), o = a.effMM;
	return e.setExtent(o[0], o[1]), e.setBlank(a.isBlank), r && a.tggAxInv && n && !n.get("legacyMinMaxDontInverseAxis") && (r.inverse = !r.inverse), a;
}
function _C(e, t, n) {
	var r = Eb(e, n), i = n.get("containShape", !0);
	if (i == null && !r && (i = !0), !i) return !1;
	var a = !1;
	return Fx(t, function(e) {
		a = !!hC.get(e) || a;
	}), a;
}
function vC(e, t, n, r) {
	if (n.ctnShp) {
		var i;
		if (Fx(e, function(t) {
			var n = hC.get(t);
			if (n) {
				var a = n(e, r);
				a && (i = i || [0, 0], Pc(i, a[0]), Fc(i, a[1]), pb(e));
			}
		}), i) {
			var a = t.getExtent();
			if (Ay(t)) e.onBand || t.setExtent2(1, ls(a[0], a[0] + i[0]), us(a[1], a[1] + i[1]));
			else {
				var o = a.slice();
				n.zoomFixMM[0] || (o[0] = ls(o[0], t.transformOut(t.transformIn(o[0], null) + i[0], null))), n.zoomFixMM[1] || (o[1] = us(o[1], t.transformOut(t.transformIn(o[1], null) + i[1], null))), (o[0] < a[0] || o[1] > a[1]) && t.setExtent2(1, o[0], o[1]);
			}
		}
	}
}
// node_modules/echarts/lib/coord/axisStatisticsMetricsImpl.js
function yC() {
	Lx("liPosMinGap", bC);
}
function bC(e, t, n) {
	var r = J(), i = n.serUids, a = n.liPosMinGap, o, s = t.axis, c = s.scale, l = c.needTransform(), u = c.getFilter ? c.getFilter() : null, d = fm(u);
	function f(n) {
		Nx(e, t.sers, function(e) {
			var t = e.getRawData(), r = t.getDimensionIndex(t.mapDimension(s.dim));
			r >= 0 && n(r, e, t.getStore());
		});
	}
	var p = 0;
	if (f(function(e, t, n) {
		r.set(t.uid, 1), i && i.hasKey(t.uid) || (o = !0), p += n.count();
	}), i && i.keys().length === r.keys().length || (o = !0), !o && a != null) t.liPosMinGap = a;
	else {
		Vv(xC, p);
		var m = 0;
		f(function(e, t, n) {
			for (var r = 0, i = n.count(); r < i; ++r) {
				var a = n.get(e, r);
				isFinite(a) && (!u || pm(d, a)) && (l && (a = c.transformIn(a, null)), xC.arr[m++] = a);
			}
		});
		var h = xC.typed ? xC.arr.subarray(0, m) : (xC.arr.length = m, xC.arr);
		xC.typed ? h.sort() : Ts(h);
		for (var g = Infinity, _ = 1; _ < m; ++_) {
			var v = h[_] - h[_ - 1];
			v > 0 && v < g && (g = v);
		}
		n.liPosMinGap = t.liPosMinGap = Us(g) ? g : m > 0 ? -2 : -1, n.serUids = r;
	}
}
var xC = Vv({ ctor: zv }, 50);
// node_modules/echarts/lib/chart/helper/axisSnippets.js
function SC(e) {
	return function(t, n) {
		var r = Wx(t, { fromStat: { key: e } });
		if (Us(r.w2)) return [-r.w2 / 2, r.w2 / 2];
	};
}
function CC(e, t) {
	return e + "|&" + t;
}
function wC(e) {
	return yC(), { liPosMinGap: !Ay(e.scale) };
}
// node_modules/echarts/lib/layout/barCommon.js
function TC(e, t, n, r) {
	Vx(e, {
		key: t,
		seriesType: n,
		coordSysType: r,
		getMetrics: wC
	});
}
function EC(e) {
	return e.scale.rawExtentInfo.makeRenderInfo().startValue;
}
// node_modules/echarts/lib/coord/cartesian/GridModel.js
var DC = {
	left: 0,
	right: 0,
	top: 0,
	bottom: 0
}, OC = ["25%", "25%"], kC = "cartesian2d", AC = function(e) {
	A(t, e);
	function t() {
		return e !== null && e.apply(this, arguments) || this;
	}
	return t.prototype.mergeDefaultAndTheme = function(t, n) {
		var r = n_(t.outerBounds);
		e.prototype.mergeDefaultAndTheme.apply(this, arguments), r && t.outerBounds && t_(t.outerBounds, r);
	}, t.prototype.mergeOption = function(t, n) {
		e.prototype.mergeOption.apply(this, arguments), this.option.outerBounds && t.outerBounds && t_(this.option.outerBounds, t.outerBounds);
	}, t.type = "grid", t.dependencies = ["xAxis", "yAxis"], t.layoutMode = "box", t.defaultOption = {
		show: !1,
		z: 0,
		left: "15%",
		top: 65,
		right: "10%",
		bottom: 80,
		containLabel: !1,
		outerBoundsMode: "auto",
		outerBounds: DC,
		outerBoundsContain: "all",
		outerBoundsClampWidth: OC[0],
		outerBoundsClampHeight: OC[1],
		backgroundColor: Q.color.transparent,
		borderWidth: 1,
		borderColor: Q.color.neutral30
	}, t;
}(a_), jC = Vc(), MC = "__ec_stack_";
function NC(e) {
	return e.get("stack") || MC + e.seriesIndex;
}
function PC(e, t) {
	var n = FC(e, t);
	return n.columnMap = IC(n), n;
}
function FC(e, t) {
	var n = CC(t, kC), r = [], i = Wx(e, {
		fromStat: { key: n },
		min: 1
	});
	return Mx(e, n, function(e) {
		r.push({
			barWidth: xs(e.get("barWidth"), i.w),
			barMaxWidth: xs(e.get("barMaxWidth"), i.w),
			barMinWidth: xs(e.get("barMinWidth") || (zC(e) ? .5 : 1), i.w),
			barGap: e.get("barGap"),
			barCategoryGap: e.get("barCategoryGap"),
			defaultBarGap: e.get("defaultBarGap"),
			stackId: NC(e)
		});
	}), {
		bandWidthResult: i,
		seriesInfo: r
	};
}
function IC(e) {
	var t = e.bandWidthResult.w, n = t, r = 0, i, a, o = [], s = {};
	z(e.seriesInfo, function(e, t) {
		t || (a = e.defaultBarGap || 0);
		var c = e.stackId;
		$e(s, c) || r++;
		var l = s[c];
		l || (l = s[c] = {
			width: 0,
			maxWidth: 0
		}, o.push(c));
		var u = e.barWidth;
		u && !l.width && (l.width = u, u = ls(n, u), n -= u);
		var d = e.barMaxWidth;
		d && (l.maxWidth = d);
		var f = e.barMinWidth;
		f && (l.minWidth = f);
		var p = e.barGap;
		p != null && (a = p);
		var m = e.barCategoryGap;
		m != null && (i = m);
	}), i ?? (i = us(35 - o.length * 4, 15) + "%");
	var c = xs(i, t), l = xs(a, 1), u = (n - c) / (r + (r - 1) * l);
	u = us(u, 0), z(o, function(e) {
		var t = s[e], i = t.maxWidth, a = t.minWidth;
		if (t.width) {
			var o = t.width;
			i && (o = ls(o, i)), a && (o = us(o, a)), t.width = o, n -= o + l * o, r--;
		} else {
			var o = u;
			i && i < o && (o = ls(i, n)), a && a > o && (o = a), o !== u && (t.width = o, n -= o + l * o, r--);
		}
	}), u = (n - c) / (r + (r - 1) * l), u = us(u, 0);
	var d = 0, f;
	z(o, function(e) {
		var t = s[e];
		t.width || (t.width = u), f = t, d += t.width * (1 + l);
	}), f && (d -= f.width * l);
	var p = {}, m = -d / 2;
	return z(o, function(e) {
		var n = s[e];
		p[e] = p[e] || {
			bandWidth: t,
			offset: m,
			width: n.width
		}, m += n.width * (1 + l);
	}), p;
}
function LC(e) {
	return {
		seriesType: e,
		overallReset: function(t) {
			var n = CC(e, kC);
			Px(t, n, function(t) {
				var r = PC(t, e);
				Mx(t, n, function(e) {
					var t = r.columnMap[NC(e)];
					e.getData().setLayout({
						bandWidth: t.bandWidth,
						offset: t.offset,
						size: t.width
					});
				});
			});
		}
	};
}
function RC(e) {
	return {
		seriesType: e,
		plan: Zv(),
		reset: function(e) {
			if (XS(e)) {
				var t = e.getData(), n = e.coordinateSystem, r = n.getBaseAxis(), i = n.getOtherAxis(r), a = t.getDimensionIndex(t.mapDimension(i.dim)), o = t.getDimensionIndex(t.mapDimension(r.dim)), s = e.get("showBackground", !0), c = t.mapDimension(i.dim), l = t.getCalculationInfo("stackResultDimension"), u = lh(t, c) && !!t.getCalculationInfo("stackedOnSeries"), d = i.isHorizontal(), f = i.toGlobalCoord(i.dataToCoord(EC(i))), p = zC(e), m = e.get("barMinHeight") || 0, h = l && t.getDimensionIndex(l), g = t.getLayout("size"), _ = t.getLayout("offset");
				return { progress: function(e, t) {
					for (var r = e.count, i = p && Bv(r * 3), c = p && s && Bv(r * 3), l = p && Bv(r), v = n.master.getRect(), y = d ? v.width : v.height, b, x = t.getStore(), S = 0; (b = e.next()) != null;) {
						var C = x.get(u ? h : a, b), w = x.get(o, b), T = f, E = void 0;
						u && (E = +C - x.get(a, b));
						var D = void 0, O = void 0, k = void 0, A = void 0;
						if (d) {
							var j = n.dataToPoint([C, w]);
							u && (T = n.dataToPoint([E, w])[0]), D = T, O = j[1] + _, k = j[0] - T, A = g, ds(k) < m && (k = (k < 0 ? -1 : 1) * m);
						} else {
							var j = n.dataToPoint([w, C]);
							u && (T = n.dataToPoint([w, E])[1]), D = j[0] + _, O = T, k = g, A = j[1] - T, ds(A) < m && (A = (A <= 0 ? -1 : 1) * m);
						}
						p ? (i[S] = D, i[S + 1] = O, i[S + 2] = d ? k : A, c && (c[S] = d ? v.x : D, c[S + 1] = d ? O : v.y, c[S + 2] = y), l[b] = b) : t.setItemLayout(b, {
							x: D,
							y: O,
							width: k,
							height: A
						}), S += 3;
					}
					p && t.setLayout({
						largePoints: i,
						largeDataIndices: l,
						largeBackgroundPoints: c,
						valueAxisHorizontal: d
					});
				} };
			}
		}
	};
}
function zC(e) {
	return e.pipelineContext && e.pipelineContext.large;
}
function BC(e) {
	return SC(CC(e, kC));
}
function VC(e) {
	jC(e, function() {
		function t(t) {
			var n = CC(t, kC);
			TC(e, n, t, kC), mC(n, BC(t));
		}
		t("bar"), t("pictorialBar");
	});
}
// node_modules/echarts/lib/chart/bar/BaseBarSeries.js
var HC = function(e) {
	A(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.prototype.getInitialData = function(e, t) {
		return ph(null, this, { useEncodeDefaulter: !0 });
	}, t.prototype.getMarkerPosition = function(e, t, n) {
		var r = this.coordinateSystem;
		if (r && r.clampData) {
			var i = r.clampData(e), a = r.dataToPoint(i);
			if (n) z(r.getAxes(), function(e, n) {
				if (e.type === "category" && t != null) {
					var r = e.getTicksCoords(), o = e.getTickModel().get("alignWithLabel"), s = i[n], c = t[n] === "x1" || t[n] === "y1";
					if (c && !o && (s += 1), r.length < 2) return;
					if (r.length === 2) {
						a[n] = e.toGlobalCoord(e.getExtent()[+!!c]);
						return;
					}
					for (var l = void 0, u = void 0, d = 1, f = 0; f < r.length; f++) {
						var p = r[f].coord, m = f === r.length - 1 ? r[f - 1].tickValue + d : r[f].tickValue;
						if (m === s) {
							u = p;
							break;
						}
						if (m < s) l = p;
						else if (l != null && m > s) {
							u = (p + l) / 2;
							break;
						}
						f === 1 && (d = m - r[0].tickValue);
					}
					u ?? (l ? l && (u = r[r.length - 1].coord) : u = r[0].coord), a[n] = e.toGlobalCoord(u);
				}
			});
			else {
				var o = this.getData(), s = o.getLayout("offset"), c = o.getLayout("size"), l = +!r.getBaseAxis().isHorizontal();
				a[l] += s + c / 2;
			}
			return a;
		}
		return [NaN, NaN];
	}, t.prototype.__requireStartValue = function(e) {
		return this.getBaseAxis() !== e;
	}, t.type = "series.__base_bar__", t.defaultOption = {
		z: 2,
		coordinateSystem: "cartesian2d",
		legendHoverLink: !0,
		barMinHeight: 0,
		barMinAngle: 0,
		large: !1,
		largeThreshold: 400,
		progressive: 3e3,
		progressiveChunkMode: "mod",
		defaultBarGap: "10%"
	}, t;
}(ov);
ov.registerClass(HC);
// node_modules/echarts/lib/chart/bar/BarSeries.js
var UC = function(e) {
	A(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.prototype.getInitialData = function() {
		return ph(null, this, {
			useEncodeDefaulter: !0,
			createInvertedIndices: !!this.get("realtimeSort", !0) || null
		});
	}, t.prototype.getProgressive = function() {
		return this.get("large") ? this.get("progressive") : !1;
	}, t.prototype.__preparePipelineContext = function(e, t) {
		var n = qc(this, e, t);
		return n.progressiveRender && (n.large = !0), n;
	}, t.prototype.brushSelector = function(e, t, n) {
		return n.rect(t.getItemLayout(e));
	}, t.type = "series.bar", t.dependencies = ["grid", "polar"], t.defaultOption = bh(HC.defaultOption, {
		clip: !0,
		roundCap: !1,
		showBackground: !1,
		backgroundStyle: {
			color: "rgba(180, 180, 180, 0.2)",
			borderColor: null,
			borderWidth: 0,
			borderType: "solid",
			borderRadius: 0,
			shadowBlur: 0,
			shadowColor: null,
			shadowOffsetX: 0,
			shadowOffsetY: 0,
			opacity: 1
		},
		select: { itemStyle: {
			borderColor: Q.color.primary,
			borderWidth: 2
		} },
		realtimeSort: !1
	}), t;
}(HC), WC = "\0__throttleOriginMethod", GC = "\0__throttleRate", KC = "\0__throttleType";
function qC(e, t, n) {
	var r, i = 0, a = 0, o = null, s, c, l, u;
	t = t || 0;
	function d() {
		a = (/* @__PURE__ */ new Date()).getTime(), o = null, e.apply(c, l || []);
	}
	var f = function() {
		var e = [...arguments];
		r = (/* @__PURE__ */ new Date()).getTime(), c = this, l = e;
		var f = u || t, p = u || n;
		u = null, s = r - (p ? i : a) - f, clearTimeout(o), p ? o = setTimeout(d, f) : s >= 0 ? d() : o = setTimeout(d, -s), i = r;
	};
	return f.clear = function() {
		o && (clearTimeout(o), o = null);
	}, f.debounceNextCall = function(e) {
		u = e;
	}, f;
}
function JC(e, t, n, r) {
	var i = e[t];
	if (i) {
		var a = i[WC] || i, o = i[KC];
		if (i[GC] !== n || o !== r) {
			if (n == null || !r) return e[t] = a;
			i = e[t] = qC(a, n, r === "debounce"), i[WC] = a, i[KC] = r, i[GC] = n;
		}
		return i;
	}
}
function YC(e, t) {
	var n = e[t];
	n && n[WC] && (n.clear && n.clear(), e[t] = n[WC]);
}
// node_modules/echarts/lib/util/shape/sausage.js
var XC = function() {
	function e() {
		this.cx = 0, this.cy = 0, this.r0 = 0, this.r = 0, this.startAngle = 0, this.endAngle = Math.PI * 2, this.clockwise = !0;
	}
	return e;
}(), ZC = function(e) {
	A(t, e);
	function t(t) {
		var n = e.call(this, t) || this;
		return n.type = "sausage", n;
	}
	return t.prototype.getDefaultShape = function() {
		return new XC();
	}, t.prototype.buildPath = function(e, t) {
		var n = t.cx, r = t.cy, i = Math.max(t.r0 || 0, 0), a = Math.max(t.r, 0), o = (a - i) * .5, s = i + o, c = t.startAngle, l = t.endAngle, u = t.clockwise, d = Math.PI * 2, f = u ? l - c < d : c - l < d;
		f || (c = l - (u ? d : -d));
		var p = Math.cos(c), m = Math.sin(c), h = Math.cos(l), g = Math.sin(l);
		f ? (e.moveTo(p * i + n, m * i + r), e.arc(p * s + n, m * s + r, o, -Math.PI + c, c, !u)) : e.moveTo(p * a + n, m * a + r), e.arc(n, r, a, c, l, !u), e.arc(h * s + n, g * s + r, o, l - Math.PI * 2, l - Math.PI, !u), i !== 0 && e.arc(n, r, i, l, c, u);
	}, t;
}(Do);
// node_modules/echarts/lib/label/sectorLabel.js
function QC(e, t) {
	t = t || {};
	var n = t.isRoundCap;
	return function(t, r, i) {
		var a = r.position;
		if (!a || a instanceof Array) return zn(t, r, i);
		var o = e(a), s = r.distance == null ? 5 : r.distance, c = this.shape, l = c.cx, u = c.cy, d = c.r, f = c.r0, p = (d + f) / 2, m = c.startAngle, h = c.endAngle, g = (m + h) / 2, _ = n ? Math.abs(d - f) / 2 : 0, v = Math.cos, y = Math.sin, b = l + d * v(m), x = u + d * y(m), S = "left", C = "top";
		switch (o) {
			case "startArc":
				b = l + (f - s) * v(g), x = u + (f - s) * y(g), S = "center", C = "top";
				break;
			case "insideStartArc":
				b = l + (f + s) * v(g), x = u + (f + s) * y(g), S = "center", C = "bottom";
				break;
			case "startAngle":
				b = l + p * v(m) + ew(m, s + _, !1), x = u + p * y(m) + tw(m, s + _, !1), S = "right", C = "middle";
				break;
			case "insideStartAngle":
				b = l + p * v(m) + ew(m, -s + _, !1), x = u + p * y(m) + tw(m, -s + _, !1), S = "left", C = "middle";
				break;
			case "middle":
				b = l + p * v(g), x = u + p * y(g), S = "center", C = "middle";
				break;
			case "endArc":
				b = l + (d + s) * v(g), x = u + (d + s) * y(g), S = "center", C = "bottom";
				break;
			case "insideEndArc":
				b = l + (d - s) * v(g), x = u + (d - s) * y(g), S = "center", C = "top";
				break;
			case "endAngle":
				b = l + p * v(h) + ew(h, s + _, !0), x = u + p * y(h) + tw(h, s + _, !0), S = "left", C = "middle";
				break;
			case "insideEndAngle":
				b = l + p * v(h) + ew(h, -s + _, !0), x = u + p * y(h) + tw(h, -s + _, !0), S = "right", C = "middle";
				break;
			default: return zn(t, r, i);
		}
		return t = t || {}, t.x = b, t.y = x, t.align = S, t.verticalAlign = C, t;
	};
}
function $C(e, t, n, r) {
	if (Ae(r)) e.setTextConfig({ rotation: r });
	else if (U(t)) e.setTextConfig({ rotation: 0 });
	else {
		var i = e.shape, a = i.clockwise ? i.startAngle : i.endAngle, o = i.clockwise ? i.endAngle : i.startAngle, s = (a + o) / 2, c, l = n(t);
		switch (l) {
			case "startArc":
			case "insideStartArc":
			case "middle":
			case "insideEndArc":
			case "endArc":
				c = s;
				break;
			case "startAngle":
			case "insideStartAngle":
				c = a;
				break;
			case "endAngle":
			case "insideEndAngle":
				c = o;
				break;
			default:
				e.setTextConfig({ rotation: 0 });
				return;
		}
		var u = Math.PI * 1.5 - c;
		l === "middle" && u > Math.PI / 2 && u < Math.PI * 1.5 && (u -= Math.PI), e.setTextConfig({ rotation: u });
	}
}
function ew(e, t, n) {
	return t * Math.sin(e) * (n ? -1 : 1);
}
function tw(e, t, n) {
	return t * Math.cos(e) * (n ? 1 : -1);
}
// node_modules/echarts/lib/chart/helper/sectorHelper.js
function nw(e, t, n) {
	var r = e.get("borderRadius");
	if (r == null) return n ? { cornerRadius: 0 } : null;
	U(r) || (r = [
		r,
		r,
		r,
		r
	]);
	var i = Math.abs(t.r || 0 - t.r0 || 0);
	return { cornerRadius: B(r, function(e) {
		return Rn(e, i);
	}) };
}
// node_modules/echarts/lib/chart/bar/BarView.js
var rw = Math.max, iw = Math.min, aw = function(e) {
	A(t, e);
	function t() {
		var t = e.call(this) || this;
		return t.type = "bar", t._isFirstFrame = !0, t;
	}
	return t.prototype.render = function(e, t, n, r) {
		this._model = e, this._removeOnRenderedListener(n), this._updateDrawMode(e);
		var i = e.get("coordinateSystem");
		(i === "cartesian2d" || i === "polar") && (this._progressiveEls = null, this._isLargeDraw ? this._renderLarge(e, t, n) : this._renderNormal(e, t, n, r));
	}, t.prototype.incrementalPrepareRender = function(e) {
		this._clear(), this._updateDrawMode(e), this._updateLargeClip(e);
	}, t.prototype.incrementalRender = function(e, t) {
		this._progressiveEls = [], this._incrementalRenderLarge(e, t);
	}, t.prototype.eachRendered = function(e) {
		kf(this._progressiveEls || this.group, e);
	}, t.prototype._updateDrawMode = function(e) {
		var t = e.pipelineContext.large;
		(this._isLargeDraw == null || t !== this._isLargeDraw) && (this._isLargeDraw = t, this._clear());
	}, t.prototype._renderNormal = function(e, t, n, r) {
		var i = this.group, a = e.getData(), o = this._data, s = e.coordinateSystem, c = s.getBaseAxis(), l;
		s.type === "cartesian2d" ? l = c.isHorizontal() : s.type === "polar" && (l = c.dim === "angle");
		var u = e.isAnimationEnabled() ? e : null, d = cw(e, s);
		d && this._enableRealtimeSort(d, a, n);
		var f = e.get("clip", !0) || d, p = s.getArea();
		i.removeClipPath();
		var m = e.get("roundCap", !0), h = e.get("showBackground", !0), g = e.getModel("backgroundStyle"), _ = g.get("borderRadius") || 0, v = [], y = this._backgroundEls, b = r && r.isInitSort, x = r && r.type === "changeAxisOrder";
		function S(e) {
			var t = mw[s.type](a, e);
			if (!t) return null;
			var n = Tw(s, l, t);
			return n.useStyle(g.getItemStyle()), s.type === "cartesian2d" ? n.setShape("r", _) : n.setShape("cornerRadius", _), v[e] = n, n;
		}
		a.diff(o).add(function(t) {
			var n = a.getItemModel(t), r = mw[s.type](a, t, n);
			if (r && (h && S(t), a.hasValue(t) && pw[s.type](r))) {
				var o = !1;
				f && (o = ow[s.type](p, r));
				var g = sw[s.type](e, a, t, r, l, u, c.model, !1, m);
				d && (g.forceLabelAnimation = !0), _w(g, a, t, n, r, e, l, s.type === "polar"), b ? g.attr({ shape: r }) : d ? lw(d, u, g, r, t, l, !1, !1) : Vd(g, { shape: r }, e, t), a.setItemGraphicEl(t, g), i.add(g), g.ignore = o;
			}
		}).update(function(t, n) {
			var r = a.getItemModel(t), C = mw[s.type](a, t, r);
			if (C) {
				if (h) {
					var w = void 0;
					y.length === 0 ? w = S(n) : (w = y[n], w.useStyle(g.getItemStyle()), s.type === "cartesian2d" ? w.setShape("r", _) : w.setShape("cornerRadius", _), v[t] = w);
					var T = mw[s.type](a, t), E = ww(l, T, s);
					Bd(w, { shape: E }, u, t);
				}
				var D = o.getItemGraphicEl(n);
				if (!a.hasValue(t) || !pw[s.type](C)) i.remove(D);
				else {
					var O = !1;
					if (f && (O = ow[s.type](p, C), O && i.remove(D)), D && (D.type === "sector" && m || D.type === "sausage" && !m) && (D && Gd(D, e, n), D = null), D ? Kd(D) : D = sw[s.type](e, a, t, C, l, u, c.model, !0, m), d && (D.forceLabelAnimation = !0), x) {
						var k = D.getTextContent();
						if (k) {
							var A = np(k);
							A.prevValue != null && (A.prevValue = A.value);
						}
					} else _w(D, a, t, r, C, e, l, s.type === "polar");
					b ? D.attr({ shape: C }) : d ? lw(d, u, D, C, t, l, !0, x) : Bd(D, { shape: C }, e, t, null), a.setItemGraphicEl(t, D), D.ignore = O, i.add(D);
				}
			}
		}).remove(function(t) {
			var n = o.getItemGraphicEl(t);
			n && Gd(n, e, t);
		}).execute();
		var C = this._backgroundGroup || (this._backgroundGroup = new Lu());
		C.removeAll();
		for (var w = 0; w < v.length; ++w) C.add(v[w]);
		i.add(C), this._backgroundEls = v, this._data = a;
	}, t.prototype._renderLarge = function(e, t, n) {
		this._clear(), xw(e, this.group), this._updateLargeClip(e);
	}, t.prototype._incrementalRenderLarge = function(e, t) {
		this._removeBackground(), xw(t, this.group, this._progressiveEls, !0);
	}, t.prototype._updateLargeClip = function(e) {
		var t = e.get("clip", !0) && cy(e.coordinateSystem, !1, e), n = this.group;
		t ? n.setClipPath(t) : n.removeClipPath();
	}, t.prototype._enableRealtimeSort = function(e, t, n) {
		var r = this;
		if (t.count()) {
			var i = e.baseAxis;
			if (this._isFirstFrame) this._dispatchInitSort(t, e, n), this._isFirstFrame = !1;
			else {
				var a = function(e) {
					var n = t.getItemGraphicEl(e), r = n && n.shape;
					return r && Math.abs(i.isHorizontal() ? r.height : r.width) || 0;
				};
				this._onRendered = function() {
					r._updateSortWithinSameData(t, a, i, n);
				}, n.getZr().on("rendered", this._onRendered);
			}
		}
	}, t.prototype._dataSort = function(e, t, n) {
		var r = [];
		return e.each(e.mapDimension(t.dim), function(e, t) {
			var i = n(t);
			i = i ?? NaN, r.push({
				dataIndex: t,
				mappedValue: i,
				ordinalNumber: e
			});
		}), r.sort(function(e, t) {
			return t.mappedValue - e.mappedValue;
		}), { ordinalNumbers: B(r, function(e) {
			return e.ordinalNumber;
		}) };
	}, t.prototype._isOrderChangedWithinSameData = function(e, t, n) {
		for (var r = n.scale, i = e.mapDimension(n.dim), a = Number.MAX_VALUE, o = 0, s = r.getOrdinalMeta().categories.length; o < s; ++o) {
			var c = e.rawIndexOf(i, r.getRawOrdinalNumber(o)), l = c < 0 ? Number.MIN_VALUE : t(e.indexOfRawIndex(c));
			if (l > a) return !0;
			a = l;
		}
		return !1;
	}, t.prototype._isOrderDifferentInView = function(e, t) {
		for (var n = t.scale, r = n.getExtent(), i = Math.max(0, r[0]), a = Math.min(r[1], n.getOrdinalMeta().categories.length - 1); i <= a; ++i) if (e.ordinalNumbers[i] !== n.getRawOrdinalNumber(i)) return !0;
	}, t.prototype._updateSortWithinSameData = function(e, t, n, r) {
		if (this._isOrderChangedWithinSameData(e, t, n)) {
			var i = this._dataSort(e, n, t);
			this._isOrderDifferentInView(i, n) && (this._removeOnRenderedListener(r), r.dispatchAction({
				type: "changeAxisOrder",
				componentType: n.dim + "Axis",
				axisId: n.index,
				sortInfo: i
			}));
		}
	}, t.prototype._dispatchInitSort = function(e, t, n) {
		var r = t.baseAxis, i = this._dataSort(e, r, function(n) {
			return e.get(e.mapDimension(t.otherAxis.dim), n);
		});
		n.dispatchAction({
			type: "changeAxisOrder",
			componentType: r.dim + "Axis",
			isInitSort: !0,
			axisId: r.index,
			sortInfo: i
		});
	}, t.prototype.remove = function(e, t) {
		this._clear(this._model), this._removeOnRenderedListener(t);
	}, t.prototype.dispose = function(e, t) {
		this._removeOnRenderedListener(t);
	}, t.prototype._removeOnRenderedListener = function(e) {
		this._onRendered && (e.getZr().off("rendered", this._onRendered), this._onRendered = null);
	}, t.prototype._clear = function(e) {
		var t = this.group, n = this._data;
		e && e.isAnimationEnabled() && n && !this._isLargeDraw ? (this._removeBackground(), this._backgroundEls = [], n.eachItemGraphicEl(function(t) {
			Gd(t, e, Yc(t).dataIndex);
		})) : t.removeAll(), this._data = null, this._isFirstFrame = !0;
	}, t.prototype._removeBackground = function() {
		this.group.remove(this._backgroundGroup), this._backgroundGroup = null;
	}, t.type = "bar", t;
}(ey), ow = {
	cartesian2d: function(e, t) {
		var n = t.width < 0 ? -1 : 1, r = t.height < 0 ? -1 : 1;
		n < 0 && (t.x += t.width, t.width = -t.width), r < 0 && (t.y += t.height, t.height = -t.height);
		var i = e.x + e.width, a = e.y + e.height, o = rw(t.x, e.x), s = iw(t.x + t.width, i), c = rw(t.y, e.y), l = iw(t.y + t.height, a), u = s < o, d = l < c;
		return t.x = u && o > i ? s : o, t.y = d && c > a ? l : c, t.width = u ? 0 : s - o, t.height = d ? 0 : l - c, n < 0 && (t.x += t.width, t.width = -t.width), r < 0 && (t.y += t.height, t.height = -t.height), u || d;
	},
	polar: function(e, t) {
		var n = t.r0 <= t.r ? 1 : -1;
		if (n < 0) {
			var r = t.r;
			t.r = t.r0, t.r0 = r;
		}
		var i = iw(t.r, e.r), a = rw(t.r0, e.r0);
		t.r = i, t.r0 = a;
		var o = i - a < 0;
		if (n < 0) {
			var r = t.r;
			t.r = t.r0, t.r0 = r;
		}
		return o;
	}
}, sw = {
	cartesian2d: function(e, t, n, r, i, a, o, s, c) {
		var l = new Vo({
			shape: I({}, r),
			z2: 1
		});
		if (l.__dataIndex = n, l.name = "item", a) {
			var u = l.shape, d = i ? "height" : "width";
			u[d] = 0;
		}
		return l;
	},
	polar: function(e, t, n, r, i, a, o, s, c) {
		var l = !i && c ? ZC : id, u = new l({
			shape: r,
			z2: 1
		});
		if (u.name = "item", u.calculateTextPosition = QC(gw(i), { isRoundCap: l === ZC }), a) {
			var d = u.shape, f = i ? "r" : "endAngle", p = {};
			d[f] = i ? r.r0 : r.startAngle, p[f] = r[f], (s ? Bd : Vd)(u, { shape: p }, a);
		}
		return u;
	}
};
function cw(e, t) {
	var n = e.get("realtimeSort", !0), r = t.getBaseAxis();
	if (n && r.type === "category" && t.type === "cartesian2d") return {
		baseAxis: r,
		otherAxis: t.getOtherAxis(r)
	};
}
function lw(e, t, n, r, i, a, o, s) {
	var c, l;
	a ? (l = {
		x: r.x,
		width: r.width
	}, c = {
		y: r.y,
		height: r.height
	}) : (l = {
		y: r.y,
		height: r.height
	}, c = {
		x: r.x,
		width: r.width
	}), s || (o ? Bd : Vd)(n, { shape: c }, t, i, null);
	var u = t ? e.baseAxis.model : null;
	(o ? Bd : Vd)(n, { shape: l }, u, i);
}
function uw(e, t) {
	for (var n = 0; n < t.length; n++) if (!isFinite(e[t[n]])) return !0;
	return !1;
}
var dw = [
	"x",
	"y",
	"width",
	"height"
], fw = [
	"cx",
	"cy",
	"r",
	"startAngle",
	"endAngle"
], pw = {
	cartesian2d: function(e) {
		return !uw(e, dw);
	},
	polar: function(e) {
		return !uw(e, fw);
	}
}, mw = {
	cartesian2d: function(e, t, n) {
		var r = e.getItemLayout(t);
		if (!r) return null;
		var i = n ? vw(n, r) : 0, a = r.width > 0 ? 1 : -1, o = r.height > 0 ? 1 : -1;
		return {
			x: r.x + a * i / 2,
			y: r.y + o * i / 2,
			width: r.width - a * i,
			height: r.height - o * i
		};
	},
	polar: function(e, t, n) {
		var r = e.getItemLayout(t);
		return {
			cx: r.cx,
			cy: r.cy,
			r0: r.r0,
			r: r.r,
			startAngle: r.startAngle,
			endAngle: r.endAngle,
			clockwise: r.clockwise
		};
	}
};
function hw(e) {
	return e.startAngle != null && e.endAngle != null && e.startAngle === e.endAngle;
}
function gw(e) {
	return function(e) {
		var t = e ? "Arc" : "Angle";
		return function(e) {
			switch (e) {
				case "start":
				case "insideStart":
				case "end":
				case "insideEnd": return e + t;
				default: return e;
			}
		};
	}(e);
}
function _w(e, t, n, r, i, a, o, s) {
	var c = t.getItemVisual(n, "style");
	if (!s) {
		var l = r.get(["itemStyle", "borderRadius"]) || 0;
		e.setShape("r", l);
	} else if (!a.get("roundCap")) {
		var u = e.shape;
		I(u, nw(r.getModel("itemStyle"), u, !0)), e.setShape(u);
	}
	e.useStyle(c);
	var d = r.getShallow("cursor");
	d && e.attr("cursor", d);
	var f = s ? o ? i.r >= i.r0 ? "endArc" : "startArc" : i.endAngle >= i.startAngle ? "endAngle" : "startAngle" : o ? Ew(i, a.coordinateSystem) : Dw(i, a.coordinateSystem), p = Kf(r);
	Gf(e, p, {
		labelFetcher: a,
		labelDataIndex: n,
		defaultText: Tv(a.getData(), n),
		inheritColor: c.fill,
		defaultOpacity: c.opacity,
		defaultOutsidePosition: f
	});
	var m = e.getTextContent();
	if (s && m) {
		var h = r.get(["label", "position"]);
		e.textConfig.inside = h === "middle" || null, $C(e, h === "outside" ? f : h, gw(o), r.get(["label", "rotate"]));
	}
	rp(m, p, a.getRawValue(n), function(e) {
		return Ev(t, e);
	});
	var g = r.getModel(["emphasis"]);
	iu(e, g.get("focus"), g.get("blurScope"), g.get("disabled")), cu(e, r), hw(i) && (e.style.fill = "none", e.style.stroke = "none", z(e.states, function(e) {
		e.style && (e.style.fill = e.style.stroke = "none");
	}));
}
function vw(e, t) {
	var n = e.get(["itemStyle", "borderColor"]);
	if (!n || n === "none") return 0;
	var r = e.get(["itemStyle", "borderWidth"]) || 0, i = isNaN(t.width) ? Number.MAX_VALUE : Math.abs(t.width), a = isNaN(t.height) ? Number.MAX_VALUE : Math.abs(t.height);
	return Math.min(r, i, a);
}
var yw = function() {
	function e() {}
	return e;
}(), bw = function(e) {
	A(t, e);
	function t(t) {
		var n = e.call(this, t) || this;
		return n.type = "largeBar", n;
	}
	return t.prototype.getDefaultShape = function() {
		return new yw();
	}, t.prototype.buildPath = function(e, t) {
		for (var n = t.points, r = this.baseDimIdx, i = 1 - this.baseDimIdx, a = [], o = [], s = this.barWidth, c = 0; c < n.length; c += 3) o[r] = s, o[i] = n[c + 2], a[r] = n[c + r], a[i] = n[c + i], e.rect(a[0], a[1], o[0], o[1]);
	}, t;
}(Do);
function xw(e, t, n, r) {
	var i = e.getData(), a = +!!i.getLayout("valueAxisHorizontal"), o = i.getLayout("largeDataIndices"), s = i.getLayout("size"), c = e.getModel("backgroundStyle"), l = i.getLayout("largeBackgroundPoints"), u = r ? Kc(e) : 0;
	if (l) {
		var d = new bw({
			shape: { points: l },
			incremental: u,
			silent: !0,
			z2: 0
		});
		d.baseDimIdx = a, d.largeDataIndices = o, d.barWidth = s, d.useStyle(c.getItemStyle()), t.add(d), n && n.push(d);
	}
	var f = new bw({
		shape: { points: i.getLayout("largePoints") },
		incremental: u,
		ignoreCoarsePointer: !0,
		z2: 1
	});
	f.baseDimIdx = a, f.largeDataIndices = o, f.barWidth = s, t.add(f), f.useStyle(i.getVisual("style")), f.style.stroke = null, Yc(f).seriesIndex = e.seriesIndex, e.get("silent") || (f.on("mousedown", Sw), f.on("mousemove", Sw)), n && n.push(f);
}
var Sw = qC(function(e) {
	var t = this, n = Cw(t, e.offsetX, e.offsetY);
	Yc(t).dataIndex = n >= 0 ? n : null;
}, 30, !1);
function Cw(e, t, n) {
	for (var r = e.baseDimIdx, i = 1 - r, a = e.shape.points, o = e.largeDataIndices, s = [], c = [], l = e.barWidth, u = 0, d = a.length / 3; u < d; u++) {
		var f = u * 3;
		if (c[r] = l, c[i] = a[f + 2], s[r] = a[f + r], s[i] = a[f + i], c[i] < 0 && (s[i] += c[i], c[i] = -c[i]), t >= s[0] && t <= s[0] + c[0] && n >= s[1] && n <= s[1] + c[1]) return o[u];
	}
	return -1;
}
function ww(e, t, n) {
	if (uy(n, "cartesian2d")) {
		var r = t, i = n.getArea();
		return {
			x: e ? r.x : i.x,
			y: e ? i.y : r.y,
			width: e ? r.width : i.width,
			height: e ? i.height : r.height
		};
	}
	var i = n.getArea(), a = t;
	return {
		cx: i.cx,
		cy: i.cy,
		r0: e ? i.r0 : a.r0,
		r: e ? i.r : a.r,
		startAngle: e ? a.startAngle : 0,
		endAngle: e ? a.endAngle : Math.PI * 2
	};
}
function Tw(e, t, n) {
	return new (e.type === "polar" ? id : Vo)({
		shape: ww(t, n, e),
		silent: !0,
		z2: 0
	});
}
function Ew(e, t) {
	return e.height === 0 ? t.getOtherAxis(t.getBaseAxis()).inverse ? "bottom" : "top" : e.height > 0 ? "bottom" : "top";
}
function Dw(e, t) {
	return e.width === 0 ? t.getOtherAxis(t.getBaseAxis()).inverse ? "left" : "right" : e.width >= 0 ? "right" : "left";
}
// node_modules/echarts/lib/chart/bar/install.js
function Ow(e) {
	e.registerChartView(aw), e.registerSeriesModel(UC), e.registerLayout(e.PRIORITY.VISUAL.LAYOUT, LC("bar")), e.registerLayout(e.PRIORITY.VISUAL.PROGRESSIVE_LAYOUT, RC("bar")), e.registerProcessor(e.PRIORITY.PROCESSOR.STATISTIC, qb("bar")), e.registerAction({
		type: "changeAxisOrder",
		event: "changeAxisOrder",
		update: "update"
	}, function(e, t) {
		var n = e.componentType || "series";
		t.eachComponent({
			mainType: n,
			query: e
		}, function(t) {
			e.sortInfo && t.axis.setCategorySortInfo(e.sortInfo);
		});
	}), VC(e);
}
// node_modules/echarts/lib/legacy/dataSelectAction.js
function kw(e, t, n, r, i) {
	var a = e + t;
	n.isSilent(a) || r.eachComponent({
		mainType: "series",
		subType: "pie"
	}, function(e) {
		for (var t = e.seriesIndex, r = e.option.selectedMap, o = i.selected, s = 0; s < o.length; s++) if (o[s].seriesIndex === t) {
			var c = e.getData(), l = yc(c, i.fromActionPayload);
			n.trigger(a, {
				type: a,
				seriesId: e.id,
				name: U(l) ? c.getName(l[0]) : c.getName(l),
				selected: G(r) ? r : I({}, r)
			});
		}
	});
}
function Aw(e, t, n) {
	e.on("selectchanged", function(e) {
		var r = n.getModel();
		e.isFromClick ? (kw("map", "selectchanged", t, r, e), kw("pie", "selectchanged", t, r, e)) : e.fromAction === "select" ? (kw("map", "selected", t, r, e), kw("pie", "selected", t, r, e)) : e.fromAction === "unselect" && (kw("map", "unselected", t, r, e), kw("pie", "unselected", t, r, e));
	});
}
// node_modules/zrender/lib/mixin/Draggable.js
var jw = function() {
	function e(e, t) {
		this.target = e, this.topTarget = t && t.topTarget;
	}
	return e;
}(), Mw = function() {
	function e(e) {
		this.handler = e, e.on("mousedown", this._dragStart, this), e.on("mousemove", this._drag, this), e.on("mouseup", this._dragEnd, this);
	}
	return e.prototype._dragStart = function(e) {
		for (var t = e.target; t && !t.draggable;) t = t.parent || t.__hostTarget;
		t && (this._draggingTarget = t, t.dragging = !0, this._x = e.offsetX, this._y = e.offsetY, this.handler.dispatchToElement(new jw(t, e), "dragstart", e.event));
	}, e.prototype._drag = function(e) {
		var t = this._draggingTarget;
		if (t) {
			var n = e.offsetX, r = e.offsetY, i = n - this._x, a = r - this._y;
			this._x = n, this._y = r, t.drift(i, a, e), this.handler.dispatchToElement(new jw(t, e), "drag", e.event);
			var o = this.handler.findHover(n, r, t).target, s = this._dropTarget;
			this._dropTarget = o, t !== o && (s && o !== s && this.handler.dispatchToElement(new jw(s, e), "dragleave", e.event), o && o !== s && this.handler.dispatchToElement(new jw(o, e), "dragenter", e.event));
		}
	}, e.prototype._dragEnd = function(e) {
		var t = this._draggingTarget;
		t && (t.dragging = !1), this.handler.dispatchToElement(new jw(t, e), "dragend", e.event), this._dropTarget && this.handler.dispatchToElement(new jw(this._dropTarget, e), "drop", e.event), this._draggingTarget = null, this._dropTarget = null;
	}, e;
}(), Nw = /^(?:mouse|pointer|contextmenu|drag|drop)|click/, Pw = [], Fw = Y.browser.firefox && +Y.browser.version.split(".")[0] < 39;
function Iw(e, t, n, r) {
	return n = n || {}, r ? Lw(e, t, n) : Fw && t.layerX != null && t.layerX !== t.offsetX ? (n.zrX = t.layerX, n.zrY = t.layerY) : t.offsetX == null ? Lw(e, t, n) : (n.zrX = t.offsetX, n.zrY = t.offsetY), n;
}
function Lw(e, t, n) {
	if (Y.domSupported && e.getBoundingClientRect) {
		var r = t.clientX, i = t.clientY;
		if (jh(e)) {
			var a = e.getBoundingClientRect();
			n.zrX = r - a.left, n.zrY = i - a.top;
			return;
		}
		if (Oh(Pw, e, r, i)) {
			n.zrX = Pw[0], n.zrY = Pw[1];
			return;
		}
	}
	n.zrX = n.zrY = 0;
}
function Rw(e) {
	return e || window.event;
}
function zw(e, t, n) {
	if (t = Rw(t), t.zrX != null) return t;
	var r = t.type;
	if (r && r.indexOf("touch") >= 0) {
		var i = r === "touchend" ? t.changedTouches[0] : t.targetTouches[0];
		i && Iw(e, i, t, n);
	} else {
		Iw(e, t, t, n);
		var a = Bw(t);
		t.zrDelta = a ? a / 120 : -(t.detail || 0) / 3;
	}
	var o = t.button;
	return t.which == null && o !== void 0 && Nw.test(t.type) && (t.which = o & 1 ? 1 : o & 2 ? 3 : o & 4 ? 2 : 0), t;
}
function Bw(e) {
	var t = e.wheelDelta;
	if (t) return t;
	var n = e.deltaX, r = e.deltaY;
	if (n == null || r == null) return t;
	var i = Math.abs(r === 0 ? n : r), a = r > 0 ? -1 : r < 0 ? 1 : n > 0 ? -1 : 1;
	return 3 * i * a;
}
function Vw(e, t, n, r) {
	e.addEventListener(t, n, r);
}
function Hw(e, t, n, r) {
	e.removeEventListener(t, n, r);
}
var Uw = function(e) {
	e.preventDefault(), e.stopPropagation(), e.cancelBubble = !0;
};
function Ww(e) {
	return e.which === 2 || e.which === 3;
}
// node_modules/zrender/lib/core/GestureMgr.js
var Gw = function() {
	function e() {
		this._track = [];
	}
	return e.prototype.recognize = function(e, t, n) {
		return this._doTrack(e, t, n), this._recognize(e);
	}, e.prototype.clear = function() {
		return this._track.length = 0, this;
	}, e.prototype._doTrack = function(e, t, n) {
		var r = e.touches;
		if (r) {
			for (var i = {
				points: [],
				touches: [],
				target: t,
				event: e
			}, a = 0, o = r.length; a < o; a++) {
				var s = r[a], c = Iw(n, s, {});
				i.points.push([c.zrX, c.zrY]), i.touches.push(s);
			}
			this._track.push(i);
		}
	}, e.prototype._recognize = function(e) {
		for (var t in Jw) if (Jw.hasOwnProperty(t)) {
			var n = Jw[t](this._track, e);
			if (n) return n;
		}
	}, e;
}();
function Kw(e) {
	var t = e[1][0] - e[0][0], n = e[1][1] - e[0][1];
	return Math.sqrt(t * t + n * n);
}
function qw(e) {
	return [(e[0][0] + e[1][0]) / 2, (e[0][1] + e[1][1]) / 2];
}
var Jw = { pinch: function(e, t) {
	var n = e.length;
	if (n) {
		var r = (e[n - 1] || {}).points, i = (e[n - 2] || {}).points || r;
		if (i && i.length > 1 && r && r.length > 1) {
			var a = Kw(r) / Kw(i);
			!isFinite(a) && (a = 1), t.pinchScale = a;
			var o = qw(r);
			return t.pinchX = o[0], t.pinchY = o[1], {
				type: "pinch",
				target: e[0].target,
				event: t
			};
		}
	}
} }, Yw = "silent";
function Xw(e, t, n) {
	return {
		type: e,
		event: n,
		target: t.target,
		topTarget: t.topTarget,
		cancelBubble: !1,
		offsetX: n.zrX,
		offsetY: n.zrY,
		gestureEvent: n.gestureEvent,
		pinchX: n.pinchX,
		pinchY: n.pinchY,
		pinchScale: n.pinchScale,
		wheelDelta: n.zrDelta,
		zrByTouch: n.zrByTouch,
		which: n.which,
		stop: Zw
	};
}
function Zw() {
	Uw(this.event);
}
var Qw = function(e) {
	A(t, e);
	function t() {
		var t = e !== null && e.apply(this, arguments) || this;
		return t.handler = null, t;
	}
	return t.prototype.dispose = function() {}, t.prototype.setCursor = function() {}, t;
}(Wi), $w = function() {
	function e(e, t) {
		this.x = e, this.y = t;
	}
	return e;
}(), eT = [
	"click",
	"dblclick",
	"mousewheel",
	"mouseout",
	"mouseup",
	"mousedown",
	"mousemove",
	"contextmenu"
], tT = new X(0, 0, 0, 0), nT = function(e) {
	A(t, e);
	function t(t, n, r, i, a) {
		var o = e.call(this) || this;
		return o._hovered = new $w(0, 0), o.storage = t, o.painter = n, o.painterRoot = i, o._pointerSize = a, r = r || new Qw(), o.proxy = null, o.setHandlerProxy(r), o._draggingMgr = new Mw(o), o;
	}
	return t.prototype.setHandlerProxy = function(e) {
		this.proxy && this.proxy.dispose(), e && (z(eT, function(t) {
			e.on && e.on(t, this[t], this);
		}, this), e.handler = this), this.proxy = e;
	}, t.prototype.mousemove = function(e) {
		var t = e.zrX, n = e.zrY, r = aT(this, t, n), i = this._hovered, a = i.target;
		a && !a.__zr && (i = this.findHover(i.x, i.y), a = i.target);
		var o = this._hovered = r ? new $w(t, n) : this.findHover(t, n), s = o.target, c = this.proxy;
		c.setCursor && c.setCursor(s ? s.cursor : "default"), a && s !== a && this.dispatchToElement(i, "mouseout", e), this.dispatchToElement(o, "mousemove", e), s && s !== a && this.dispatchToElement(o, "mouseover", e);
	}, t.prototype.mouseout = function(e) {
		var t = e.zrEventControl;
		t !== "only_globalout" && this.dispatchToElement(this._hovered, "mouseout", e), t !== "no_globalout" && this.trigger("globalout", {
			type: "globalout",
			event: e
		});
	}, t.prototype.resize = function() {
		this._hovered = new $w(0, 0);
	}, t.prototype.dispatch = function(e, t) {
		var n = this[e];
		n && n.call(this, t);
	}, t.prototype.dispose = function() {
		this.proxy.dispose(), this.storage = null, this.proxy = null, this.painter = null;
	}, t.prototype.setCursorStyle = function(e) {
		var t = this.proxy;
		t.setCursor && t.setCursor(e);
	}, t.prototype.dispatchToElement = function(e, t, n) {
		e = e || {};
		var r = e.target;
		if (!(r && r.silent)) {
			for (var i = "on" + t, a = Xw(t, e, n); r && (r[i] && (a.cancelBubble = !!r[i].call(r, a)), r.trigger(t, a), r = r.__hostTarget ? r.__hostTarget : r.parent, !a.cancelBubble););
			a.cancelBubble || (this.trigger(t, a), this.painter && this.painter.eachOtherLayer && this.painter.eachOtherLayer(function(e) {
				typeof e[i] == "function" && e[i].call(e, a), e.trigger && e.trigger(t, a);
			}));
		}
	}, t.prototype.findHover = function(e, t, n) {
		var r = this.storage.getDisplayList(), i = new $w(e, t);
		if (iT(r, i, e, t, n), this._pointerSize && !i.target) {
			for (var a = [], o = this._pointerSize, s = o / 2, c = new X(e - s, t - s, o, o), l = r.length - 1; l >= 0; l--) {
				var u = r[l];
				u === n || u.ignore || u.ignoreCoarsePointer || u.parent && u.parent.ignoreCoarsePointer || (tT.copy(u.getBoundingRect()), u.transform && tT.applyTransform(u.transform), tT.intersect(c) && a.push(u));
			}
			if (a.length) {
				for (var d = 4, f = Math.PI / 12, p = Math.PI * 2, m = 0; m < s; m += d) for (var h = 0; h < p; h += f) if (iT(a, i, e + m * Math.cos(h), t + m * Math.sin(h), n), i.target) return i;
			}
		}
		return i;
	}, t.prototype.processGesture = function(e, t) {
		this._gestureMgr || (this._gestureMgr = new Gw());
		var n = this._gestureMgr;
		t === "start" && n.clear();
		var r = n.recognize(e, this.findHover(e.zrX, e.zrY, null).target, this.proxy.dom);
		if (t === "end" && n.clear(), r) {
			var i = r.type;
			e.gestureEvent = i;
			var a = new $w();
			a.target = r.target, this.dispatchToElement(a, i, r.event);
		}
	}, t;
}(Wi);
z([
	"click",
	"mousedown",
	"mouseup",
	"mousewheel",
	"dblclick",
	"contextmenu"
], function(e) {
	nT.prototype[e] = function(t) {
		var n = t.zrX, r = t.zrY, i = aT(this, n, r), a, o;
		if (e === "mouseup" && i || (a = this.findHover(n, r), o = a.target), e === "mousedown") this._downEl = o, this._downPoint = [t.zrX, t.zrY], this._upEl = o;
		else if (e === "mouseup") this._upEl = o;
		else if (e === "click") {
			if (this._downEl !== this._upEl || !this._downPoint || Jt(this._downPoint, [t.zrX, t.zrY]) > 4) return;
			this._downPoint = null;
		}
		this.dispatchToElement(a, e, t);
	};
});
function rT(e, t, n) {
	if (e[e.rectHover ? "rectContain" : "contain"](t, n)) {
		for (var r = e, i = void 0, a = !1; r;) {
			if (r.ignoreClip && (a = !0), !a) {
				var o = r.getClipPath();
				if (o && !o.contain(t, n)) return !1;
			}
			r.silent && (i = !0);
			var s = r.__hostTarget;
			r = s ? r.ignoreHostSilent ? null : s : r.parent;
		}
		return !i || Yw;
	}
	return !1;
}
function iT(e, t, n, r, i) {
	for (var a = e.length - 1; a >= 0; a--) {
		var o = e[a], s = void 0;
		if (o !== i && !o.ignore && (s = rT(o, n, r)) && (!t.topTarget && (t.topTarget = o), s !== Yw)) {
			t.target = o;
			break;
		}
	}
}
function aT(e, t, n) {
	var r = e.painter;
	return t < 0 || t > r.getWidth() || n < 0 || n > r.getHeight();
}
// node_modules/zrender/lib/core/timsort.js
var oT = 32, sT = 7;
function cT(e) {
	for (var t = 0; e >= oT;) t |= e & 1, e >>= 1;
	return e + t;
}
function lT(e, t, n, r) {
	var i = t + 1;
	if (i === n) return 1;
	if (r(e[i++], e[t]) < 0) {
		for (; i < n && r(e[i], e[i - 1]) < 0;) i++;
		uT(e, t, i);
	} else for (; i < n && r(e[i], e[i - 1]) >= 0;) i++;
	return i - t;
}
function uT(e, t, n) {
	for (n--; t < n;) {
		var r = e[t];
		e[t++] = e[n], e[n--] = r;
	}
}
function dT(e, t, n, r, i) {
	for (r === t && r++; r < n; r++) {
		for (var a = e[r], o = t, s = r, c; o < s;) c = o + s >>> 1, i(a, e[c]) < 0 ? s = c : o = c + 1;
		var l = r - o;
		switch (l) {
			case 3: e[o + 3] = e[o + 2];
			case 2: e[o + 2] = e[o + 1];
			case 1:
				e[o + 1] = e[o];
				break;
			default: for (; l > 0;) e[o + l] = e[o + l - 1], l--;
		}
		e[o] = a;
	}
}
function fT(e, t, n, r, i, a) {
	var o = 0, s = 0, c = 1;
	if (a(e, t[n + i]) > 0) {
		for (s = r - i; c < s && a(e, t[n + i + c]) > 0;) o = c, c = (c << 1) + 1, c <= 0 && (c = s);
		c > s && (c = s), o += i, c += i;
	} else {
		for (s = i + 1; c < s && a(e, t[n + i - c]) <= 0;) o = c, c = (c << 1) + 1, c <= 0 && (c = s);
		c > s && (c = s);
		var l = o;
		o = i - c, c = i - l;
	}
	for (o++; o < c;) {
		var u = o + (c - o >>> 1);
		a(e, t[n + u]) > 0 ? o = u + 1 : c = u;
	}
	return c;
}
function pT(e, t, n, r, i, a) {
	var o = 0, s = 0, c = 1;
	if (a(e, t[n + i]) < 0) {
		for (s = i + 1; c < s && a(e, t[n + i - c]) < 0;) o = c, c = (c << 1) + 1, c <= 0 && (c = s);
		c > s && (c = s);
		var l = o;
		o = i - c, c = i - l;
	} else {
		for (s = r - i; c < s && a(e, t[n + i + c]) >= 0;) o = c, c = (c << 1) + 1, c <= 0 && (c = s);
		c > s && (c = s), o += i, c += i;
	}
	for (o++; o < c;) {
		var u = o + (c - o >>> 1);
		a(e, t[n + u]) < 0 ? c = u : o = u + 1;
	}
	return c;
}
function mT(e, t) {
	var n = sT, r, i, a = 0, o = [];
	r = [], i = [];
	function s(e, t) {
		r[a] = e, i[a] = t, a += 1;
	}
	function c() {
		for (; a > 1;) {
			var e = a - 2;
			if (e >= 1 && i[e - 1] <= i[e] + i[e + 1] || e >= 2 && i[e - 2] <= i[e] + i[e - 1]) i[e - 1] < i[e + 1] && e--;
			else if (i[e] > i[e + 1]) break;
			u(e);
		}
	}
	function l() {
		for (; a > 1;) {
			var e = a - 2;
			e > 0 && i[e - 1] < i[e + 1] && e--, u(e);
		}
	}
	function u(n) {
		var o = r[n], s = i[n], c = r[n + 1], l = i[n + 1];
		i[n] = s + l, n === a - 3 && (r[n + 1] = r[n + 2], i[n + 1] = i[n + 2]), a--;
		var u = pT(e[c], e, o, s, 0, t);
		o += u, s -= u, s !== 0 && (l = fT(e[o + s - 1], e, c, l, l - 1, t), l !== 0 && (s <= l ? d(o, s, c, l) : f(o, s, c, l)));
	}
	function d(r, i, a, s) {
		var c = 0;
		for (c = 0; c < i; c++) o[c] = e[r + c];
		var l = 0, u = a, d = r;
		if (e[d++] = e[u++], --s === 0) for (c = 0; c < i; c++) e[d + c] = o[l + c];
		else if (i === 1) {
			for (c = 0; c < s; c++) e[d + c] = e[u + c];
			e[d + s] = o[l];
		} else {
			for (var f = n, p, m, h;;) {
				p = 0, m = 0, h = !1;
				do
					if (t(e[u], o[l]) < 0) {
						if (e[d++] = e[u++], m++, p = 0, --s === 0) {
							h = !0;
							break;
						}
					} else if (e[d++] = o[l++], p++, m = 0, --i === 1) {
						h = !0;
						break;
					}
				while ((p | m) < f);
				if (h) break;
				do {
					if (p = pT(e[u], o, l, i, 0, t), p !== 0) {
						for (c = 0; c < p; c++) e[d + c] = o[l + c];
						if (d += p, l += p, i -= p, i <= 1) {
							h = !0;
							break;
						}
					}
					if (e[d++] = e[u++], --s === 0) {
						h = !0;
						break;
					}
					if (m = fT(o[l], e, u, s, 0, t), m !== 0) {
						for (c = 0; c < m; c++) e[d + c] = e[u + c];
						if (d += m, u += m, s -= m, s === 0) {
							h = !0;
							break;
						}
					}
					if (e[d++] = o[l++], --i === 1) {
						h = !0;
						break;
					}
					f--;
				} while (p >= sT || m >= sT);
				if (h) break;
				f < 0 && (f = 0), f += 2;
			}
			if (n = f, n < 1 && (n = 1), i === 1) {
				for (c = 0; c < s; c++) e[d + c] = e[u + c];
				e[d + s] = o[l];
			} else if (i === 0) throw Error();
			else for (c = 0; c < i; c++) e[d + c] = o[l + c];
		}
	}
	function f(r, i, a, s) {
		var c = 0;
		for (c = 0; c < s; c++) o[c] = e[a + c];
		var l = r + i - 1, u = s - 1, d = a + s - 1, f = 0, p = 0;
		if (e[d--] = e[l--], --i === 0) for (f = d - (s - 1), c = 0; c < s; c++) e[f + c] = o[c];
		else if (s === 1) {
			for (d -= i, l -= i, p = d + 1, f = l + 1, c = i - 1; c >= 0; c--) e[p + c] = e[f + c];
			e[d] = o[u];
		} else {
			for (var m = n;;) {
				var h = 0, g = 0, _ = !1;
				do
					if (t(o[u], e[l]) < 0) {
						if (e[d--] = e[l--], h++, g = 0, --i === 0) {
							_ = !0;
							break;
						}
					} else if (e[d--] = o[u--], g++, h = 0, --s === 1) {
						_ = !0;
						break;
					}
				while ((h | g) < m);
				if (_) break;
				do {
					if (h = i - pT(o[u], e, r, i, i - 1, t), h !== 0) {
						for (d -= h, l -= h, i -= h, p = d + 1, f = l + 1, c = h - 1; c >= 0; c--) e[p + c] = e[f + c];
						if (i === 0) {
							_ = !0;
							break;
						}
					}
					if (e[d--] = o[u--], --s === 1) {
						_ = !0;
						break;
					}
					if (g = s - fT(e[l], o, 0, s, s - 1, t), g !== 0) {
						for (d -= g, u -= g, s -= g, p = d + 1, f = u + 1, c = 0; c < g; c++) e[p + c] = o[f + c];
						if (s <= 1) {
							_ = !0;
							break;
						}
					}
					if (e[d--] = e[l--], --i === 0) {
						_ = !0;
						break;
					}
					m--;
				} while (h >= sT || g >= sT);
				if (_) break;
				m < 0 && (m = 0), m += 2;
			}
			if (n = m, n < 1 && (n = 1), s === 1) {
				for (d -= i, l -= i, p = d + 1, f = l + 1, c = i - 1; c >= 0; c--) e[p + c] = e[f + c];
				e[d] = o[u];
			} else if (s === 0) throw Error();
			else for (f = d - (s - 1), c = 0; c < s; c++) e[f + c] = o[c];
		}
	}
	return {
		mergeRuns: c,
		forceMergeRuns: l,
		pushRun: s
	};
}
function hT(e, t, n, r) {
	n || (n = 0), r || (r = e.length);
	var i = r - n;
	if (!(i < 2)) {
		var a = 0;
		if (i < oT) a = lT(e, n, r, t), dT(e, n, r, n + a, t);
		else {
			var o = mT(e, t), s = cT(i);
			do {
				if (a = lT(e, n, r, t), a < s) {
					var c = i;
					c > s && (c = s), dT(e, n, n + c, n + a, t), a = c;
				}
				o.pushRun(n, a), o.mergeRuns(), i -= a, n += a;
			} while (i !== 0);
			o.forceMergeRuns();
		}
	}
}
// node_modules/zrender/lib/Storage.js
var gT = !1;
function _T() {
	gT || (gT = !0, console.warn("z / z2 / zlevel of displayable is invalid, which may cause unexpected errors"));
}
function vT(e, t) {
	return e.zlevel === t.zlevel ? e.z === t.z ? e.z2 - t.z2 : e.z - t.z : e.zlevel - t.zlevel;
}
var yT = function() {
	function e() {
		this._roots = [], this._displayList = [], this._displayListLen = 0, this.displayableSortFunc = vT;
	}
	return e.prototype.traverse = function(e, t) {
		for (var n = 0; n < this._roots.length; n++) this._roots[n].traverse(e, t);
	}, e.prototype.getDisplayList = function(e, t) {
		t = t || !1;
		var n = this._displayList;
		return (e || !n.length) && this.updateDisplayList(t), n;
	}, e.prototype.updateDisplayList = function(e) {
		this._displayListLen = 0;
		for (var t = this._roots, n = this._displayList, r = 0, i = t.length; r < i; r++) this._updateAndAddDisplayable(t[r], null, e);
		n.length = this._displayListLen, hT(n, vT);
	}, e.prototype._updateAndAddDisplayable = function(e, t, n) {
		if (!e.ignore || n) {
			e.beforeUpdate(), e.update(), e.afterUpdate();
			var r = e.getClipPath(), i = t && t.length, a = 0, o = e.__clipPaths;
			if (!e.ignoreClip && (i || r)) {
				if (o || (o = e.__clipPaths = []), i) for (var s = 0; s < t.length; s++) o[a++] = t[s];
				for (var c = r, l = e; c;) c.parent = l, c.updateTransform(), o[a++] = c, l = c, c = c.getClipPath();
			}
			if (o && (o.length = a), e.childrenRef) {
				for (var u = e.childrenRef(), d = 0; d < u.length; d++) {
					var f = u[d];
					e.__dirty && (f.__dirty |= 1), this._updateAndAddDisplayable(f, o, n);
				}
				e.__dirty = 0;
			} else {
				var p = e;
				isNaN(p.z) && (_T(), p.z = 0), isNaN(p.z2) && (_T(), p.z2 = 0), isNaN(p.zlevel) && (_T(), p.zlevel = 0), this._displayList[this._displayListLen++] = p;
			}
			var m = e.getDecalElement && e.getDecalElement();
			m && this._updateAndAddDisplayable(m, o, n);
			var h = e.getTextGuideLine();
			h && this._updateAndAddDisplayable(h, o, n);
			var g = e.getTextContent();
			g && this._updateAndAddDisplayable(g, o, n);
		}
	}, e.prototype.addRoot = function(e) {
		e.__zr && e.__zr.storage === this || this._roots.push(e);
	}, e.prototype.delRoot = function(e) {
		if (e instanceof Array) for (var t = 0, n = e.length; t < n; t++) this.delRoot(e[t]);
		else {
			var r = R(this._roots, e);
			r >= 0 && this._roots.splice(r, 1);
		}
	}, e.prototype.delAllRoots = function() {
		this._roots = [], this._displayList = [], this._displayListLen = 0;
	}, e.prototype.getRoots = function() {
		return this._roots;
	}, e.prototype.dispose = function() {
		this._displayList = null, this._roots = null;
	}, e;
}(), bT = Y.hasGlobalWindow && (window.requestAnimationFrame && window.requestAnimationFrame.bind(window) || window.msRequestAnimationFrame && window.msRequestAnimationFrame.bind(window) || window.mozRequestAnimationFrame || window.webkitRequestAnimationFrame) || function(e) {
	return setTimeout(e, 16);
};
// node_modules/zrender/lib/animation/Animation.js
function xT() {
	return (/* @__PURE__ */ new Date()).getTime();
}
var ST = function(e) {
	A(t, e);
	function t(t) {
		var n = e.call(this) || this;
		return n._running = !1, n._time = 0, n._pausedTime = 0, n._pauseStart = 0, n._paused = !1, t = t || {}, n.stage = t.stage || {}, n;
	}
	return t.prototype.addClip = function(e) {
		e.animation && this.removeClip(e), this._head ? (this._tail.next = e, e.prev = this._tail, e.next = null, this._tail = e) : this._head = this._tail = e, e.animation = this;
	}, t.prototype.addAnimator = function(e) {
		e.animation = this;
		var t = e.getClip();
		t && this.addClip(t);
	}, t.prototype.removeClip = function(e) {
		if (e.animation) {
			var t = e.prev, n = e.next;
			t ? t.next = n : this._head = n, n ? n.prev = t : this._tail = t, e.next = e.prev = e.animation = null;
		}
	}, t.prototype.removeAnimator = function(e) {
		var t = e.getClip();
		t && this.removeClip(t), e.animation = null;
	}, t.prototype.update = function(e) {
		for (var t = xT() - this._pausedTime, n = t - this._time, r = this._head; r;) {
			var i = r.next;
			r.step(t, n) && (r.ondestroy(), this.removeClip(r)), r = i;
		}
		this._time = t, e || (this.trigger("frame", n), this.stage.update && this.stage.update());
	}, t.prototype._startLoop = function() {
		var e = this;
		this._running = !0;
		function t() {
			e._running && (bT(t), !e._paused && e.update());
		}
		bT(t);
	}, t.prototype.start = function() {
		this._running || (this._time = xT(), this._pausedTime = 0, this._startLoop());
	}, t.prototype.stop = function() {
		this._running = !1;
	}, t.prototype.pause = function() {
		this._paused || (this._pauseStart = xT(), this._paused = !0);
	}, t.prototype.resume = function() {
		this._paused && (this._pausedTime += xT() - this._pauseStart, this._paused = !1);
	}, t.prototype.clear = function() {
		for (var e = this._head; e;) {
			var t = e.next;
			e.prev = e.next = e.animation = null, e = t;
		}
		this._head = this._tail = null;
	}, t.prototype.isFinished = function() {
		return this._head == null;
	}, t.prototype.animate = function(e, t) {
		t = t || {}, this.start();
		var n = new Ui(e, t.loop);
		return this.addAnimator(n), n;
	}, t;
}(Wi), CT = 300, wT = Y.domSupported, TT = (function() {
	var e = [
		"click",
		"dblclick",
		"mousewheel",
		"wheel",
		"mouseout",
		"mouseup",
		"mousedown",
		"mousemove",
		"contextmenu"
	], t = [
		"touchstart",
		"touchend",
		"touchmove"
	], n = {
		pointerdown: 1,
		pointerup: 1,
		pointermove: 1,
		pointerout: 1
	};
	return {
		mouse: e,
		touch: t,
		pointer: B(e, function(e) {
			var t = e.replace("mouse", "pointer");
			return n.hasOwnProperty(t) ? t : e;
		})
	};
})(), ET = {
	mouse: ["mousemove", "mouseup"],
	pointer: ["pointermove", "pointerup"]
}, DT = !1;
function OT(e) {
	var t = e.pointerType;
	return t === "pen" || t === "touch";
}
function kT(e) {
	e.touching = !0, e.touchTimer != null && (clearTimeout(e.touchTimer), e.touchTimer = null), e.touchTimer = setTimeout(function() {
		e.touching = !1, e.touchTimer = null;
	}, 700);
}
function AT(e) {
	e && (e.zrByTouch = !0);
}
function jT(e, t) {
	return zw(e.dom, new NT(e, t), !0);
}
function MT(e, t) {
	for (var n = t, r = !1; n && n.nodeType !== 9 && !(r = n.domBelongToZr || n !== t && n === e.painterRoot);) n = n.parentNode;
	return r;
}
var NT = function() {
	function e(e, t) {
		this.stopPropagation = et, this.stopImmediatePropagation = et, this.preventDefault = et, this.type = t.type, this.target = this.currentTarget = e.dom, this.pointerType = t.pointerType, this.clientX = t.clientX, this.clientY = t.clientY;
	}
	return e;
}(), PT = {
	mousedown: function(e) {
		e = zw(this.dom, e), this.__mayPointerCapture = [e.zrX, e.zrY], this.trigger("mousedown", e);
	},
	mousemove: function(e) {
		e = zw(this.dom, e);
		var t = this.__mayPointerCapture;
		t && (e.zrX !== t[0] || e.zrY !== t[1]) && this.__togglePointerCapture(!0), this.trigger("mousemove", e);
	},
	mouseup: function(e) {
		e = zw(this.dom, e), this.__togglePointerCapture(!1), this.trigger("mouseup", e);
	},
	mouseout: function(e) {
		e = zw(this.dom, e);
		var t = e.toElement || e.relatedTarget;
		MT(this, t) || (this.__pointerCapturing && (e.zrEventControl = "no_globalout"), this.trigger("mouseout", e));
	},
	wheel: function(e) {
		DT = !0, e = zw(this.dom, e), this.trigger("mousewheel", e);
	},
	mousewheel: function(e) {
		DT || (e = zw(this.dom, e), this.trigger("mousewheel", e));
	},
	touchstart: function(e) {
		e = zw(this.dom, e), AT(e), this.__lastTouchMoment = /* @__PURE__ */ new Date(), this.handler.processGesture(e, "start"), PT.mousemove.call(this, e), PT.mousedown.call(this, e);
	},
	touchmove: function(e) {
		e = zw(this.dom, e), AT(e), this.handler.processGesture(e, "change"), PT.mousemove.call(this, e);
	},
	touchend: function(e) {
		e = zw(this.dom, e), AT(e), this.handler.processGesture(e, "end"), PT.mouseup.call(this, e), +/* @__PURE__ */ new Date() - this.__lastTouchMoment < CT && PT.click.call(this, e);
	},
	pointerdown: function(e) {
		PT.mousedown.call(this, e);
	},
	pointermove: function(e) {
		OT(e) || PT.mousemove.call(this, e);
	},
	pointerup: function(e) {
		PT.mouseup.call(this, e);
	},
	pointerout: function(e) {
		OT(e) || PT.mouseout.call(this, e);
	}
};
z([
	"click",
	"dblclick",
	"contextmenu"
], function(e) {
	PT[e] = function(t) {
		t = zw(this.dom, t), this.trigger(e, t);
	};
});
var FT = {
	pointermove: function(e) {
		OT(e) || FT.mousemove.call(this, e);
	},
	pointerup: function(e) {
		FT.mouseup.call(this, e);
	},
	mousemove: function(e) {
		this.trigger("mousemove", e);
	},
	mouseup: function(e) {
		var t = this.__pointerCapturing;
		this.__togglePointerCapture(!1), this.trigger("mouseup", e), t && (e.zrEventControl = "only_globalout", this.trigger("mouseout", e));
	}
};
function IT(e, t) {
	var n = t.domHandlers;
	Y.pointerEventsSupported ? z(TT.pointer, function(r) {
		RT(t, r, function(t) {
			n[r].call(e, t);
		});
	}) : (Y.touchEventsSupported && z(TT.touch, function(r) {
		RT(t, r, function(i) {
			n[r].call(e, i), kT(t);
		});
	}), z(TT.mouse, function(r) {
		RT(t, r, function(i) {
			i = Rw(i), t.touching || n[r].call(e, i);
		});
	}));
}
function LT(e, t) {
	Y.pointerEventsSupported ? z(ET.pointer, n) : Y.touchEventsSupported || z(ET.mouse, n);
	function n(n) {
		function r(r) {
			r = Rw(r), MT(e, r.target) || (r = jT(e, r), t.domHandlers[n].call(e, r));
		}
		RT(t, n, r, { capture: !0 });
	}
}
function RT(e, t, n, r) {
	e.mounted[t] = n, e.listenerOpts[t] = r, Vw(e.domTarget, t, n, r);
}
function zT(e) {
	var t = e.mounted;
	for (var n in t) t.hasOwnProperty(n) && Hw(e.domTarget, n, t[n], e.listenerOpts[n]);
	e.mounted = {};
}
var BT = function() {
	function e(e, t) {
		this.mounted = {}, this.listenerOpts = {}, this.touching = !1, this.domTarget = e, this.domHandlers = t;
	}
	return e;
}(), VT = function(e) {
	A(t, e);
	function t(t, n) {
		var r = e.call(this) || this;
		return r.__pointerCapturing = !1, r.dom = t, r.painterRoot = n, r._localHandlerScope = new BT(t, PT), wT && (r._globalHandlerScope = new BT(document, FT)), IT(r, r._localHandlerScope), r;
	}
	return t.prototype.dispose = function() {
		zT(this._localHandlerScope), wT && zT(this._globalHandlerScope);
	}, t.prototype.setCursor = function(e) {
		this.dom.style && (this.dom.style.cursor = e || "default");
	}, t.prototype.__togglePointerCapture = function(e) {
		if (this.__mayPointerCapture = null, wT && +this.__pointerCapturing ^ e) {
			this.__pointerCapturing = e;
			var t = this._globalHandlerScope;
			e ? LT(this, t) : zT(t);
		}
	}, t;
}(Wi), HT = {}, UT = {};
function WT(e) {
	delete UT[e];
}
function GT(e) {
	if (!e) return !1;
	if (typeof e == "string") return gi(e, 1) < qi;
	if (e.colorStops) {
		for (var t = e.colorStops, n = 0, r = t.length, i = 0; i < r; i++) n += gi(t[i].color, 1);
		return n /= r, n < qi;
	}
	return !1;
}
var KT = function() {
	function e(e, t, n) {
		var r = this;
		this._sleepAfterStill = 10, this._stillFrameAccum = 0, this._needsRefresh = !0, this._needsRefreshHover = !1, this._darkMode = !1, n = n || {}, this.dom = t, this.id = e;
		var i = new yT(), a = n.renderer || "canvas";
		HT[a] || (a = De(HT)[0]), n.useDirtyRect = n.useDirtyRect != null && n.useDirtyRect;
		var o = new HT[a](t, i, n, e), s = n.ssr || o.ssrOnly;
		this.storage = i, this.painter = o;
		var c = !Y.node && !Y.worker && !s ? new VT(o.getViewportRoot(), o.root) : null, l = n.useCoarsePointer, u = l == null || l === "auto" ? Y.touchEventsSupported : !!l, d = 44, f;
		u && (f = q(n.pointerSize, d)), this.handler = new nT(i, o, c, o.root, f), this.animation = new ST({ stage: { update: s ? null : function() {
			return r._flush(!1);
		} } }), s || this.animation.start();
	}
	return e.prototype.add = function(e) {
		!this._disposed && e && (this.storage.addRoot(e), e.addSelfToZr(this), this.refresh());
	}, e.prototype.remove = function(e) {
		!this._disposed && e && (this.storage.delRoot(e), e.removeSelfFromZr(this), this.refresh());
	}, e.prototype.configLayer = function(e, t) {
		this._disposed || (this.painter.configLayer && this.painter.configLayer(e, t), this.refresh());
	}, e.prototype.setBackgroundColor = function(e) {
		this._disposed || (this.painter.setBackgroundColor && this.painter.setBackgroundColor(e), this.refresh(), this._backgroundColor = e, this._darkMode = GT(e));
	}, e.prototype.getBackgroundColor = function() {
		return this._backgroundColor;
	}, e.prototype.setDarkMode = function(e) {
		this._darkMode = e;
	}, e.prototype.isDarkMode = function() {
		return this._darkMode;
	}, e.prototype.refreshImmediately = function(e) {
		this._disposed || this._refresh({
			animUpdate: !e,
			refresh: !0,
			refreshHover: !1
		});
	}, e.prototype._refresh = function(e) {
		e.animUpdate && this.animation.update(!0), this._needsRefresh = this._needsRefreshHover = !1, this.painter.refresh({
			refresh: e.refresh,
			refreshHover: e.refreshHover
		}), this._needsRefresh = this._needsRefreshHover = !1;
	}, e.prototype.refresh = function() {
		this._disposed || (this._needsRefresh = !0, this.animation.start());
	}, e.prototype.flush = function() {
		this._disposed || this._flush(!0);
	}, e.prototype._flush = function(e) {
		var t, n = xT(), r = this._needsRefresh, i = this._needsRefreshHover;
		(r || i) && (t = !0, this._refresh({
			animUpdate: e,
			refresh: r,
			refreshHover: i
		}));
		var a = xT();
		t ? (this._stillFrameAccum = 0, this.trigger("rendered", { elapsedTime: a - n })) : this._sleepAfterStill > 0 && (this._stillFrameAccum++, this._stillFrameAccum > this._sleepAfterStill && this.animation.stop());
	}, e.prototype.setSleepAfterStill = function(e) {
		this._sleepAfterStill = e;
	}, e.prototype.wakeUp = function() {
		this._disposed || (this.animation.start(), this._stillFrameAccum = 0);
	}, e.prototype.refreshHover = function() {
		this._needsRefreshHover = !0;
	}, e.prototype.refreshHoverImmediately = function() {
		this._disposed || this._refresh({
			animUpdate: !1,
			refresh: !1,
			refreshHover: !0
		});
	}, e.prototype.resize = function(e) {
		this._disposed || (e = e || {}, this.painter.resize(e.width, e.height), this.handler.resize());
	}, e.prototype.clearAnimation = function() {
		this._disposed || this.animation.clear();
	}, e.prototype.getWidth = function() {
		if (!this._disposed) return this.painter.getWidth();
	}, e.prototype.getHeight = function() {
		if (!this._disposed) return this.painter.getHeight();
	}, e.prototype.setCursorStyle = function(e) {
		this._disposed || this.handler.setCursorStyle(e);
	}, e.prototype.findHover = function(e, t) {
		if (!this._disposed) return this.handler.findHover(e, t);
	}, e.prototype.on = function(e, t, n) {
		return this._disposed || this.handler.on(e, t, n), this;
	}, e.prototype.off = function(e, t) {
		this._disposed || this.handler.off(e, t);
	}, e.prototype.trigger = function(e, t) {
		this._disposed || this.handler.trigger(e, t);
	}, e.prototype.clear = function() {
		if (!this._disposed) {
			for (var e = this.storage.getRoots(), t = 0; t < e.length; t++) e[t] instanceof Lu && e[t].removeSelfFromZr(this);
			this.storage.delAllRoots(), this.painter.clear();
		}
	}, e.prototype.dispose = function() {
		this._disposed || (this.animation.stop(), this.clear(), this.storage.dispose(), this.painter.dispose(), this.handler.dispose(), this.animation = this.storage = this.painter = this.handler = null, this._disposed = !0, WT(this.id));
	}, e;
}();
function qT(e, t) {
	var n = new KT(_e(), e, t);
	return UT[n.id] = n, n;
}
function JT(e, t) {
	HT[e] = t;
}
// node_modules/echarts/lib/model/globalDefault.js
var YT = "";
typeof navigator < "u" && (YT = navigator.platform || "");
var XT = "rgba(0, 0, 0, 0.2)", ZT = Q.color.theme[0], QT = pi(ZT, null, null, .9), $T = {
	darkMode: "auto",
	colorBy: "series",
	color: Q.color.theme,
	gradientColor: [QT, ZT],
	aria: { decal: { decals: [
		{
			color: XT,
			dashArrayX: [1, 0],
			dashArrayY: [2, 5],
			symbolSize: 1,
			rotation: Math.PI / 6
		},
		{
			color: XT,
			symbol: "circle",
			dashArrayX: [[8, 8], [
				0,
				8,
				8,
				0
			]],
			dashArrayY: [6, 0],
			symbolSize: .8
		},
		{
			color: XT,
			dashArrayX: [1, 0],
			dashArrayY: [4, 3],
			rotation: -Math.PI / 4
		},
		{
			color: XT,
			dashArrayX: [[6, 6], [
				0,
				6,
				6,
				0
			]],
			dashArrayY: [6, 0]
		},
		{
			color: XT,
			dashArrayX: [[1, 0], [1, 6]],
			dashArrayY: [
				1,
				0,
				6,
				0
			],
			rotation: Math.PI / 4
		},
		{
			color: XT,
			symbol: "triangle",
			dashArrayX: [[9, 9], [
				0,
				9,
				9,
				0
			]],
			dashArrayY: [7, 2],
			symbolSize: .75
		}
	] } },
	textStyle: {
		fontFamily: YT.match(/^Win/) ? "Microsoft YaHei" : "sans-serif",
		fontSize: 12,
		fontStyle: "normal",
		fontWeight: "normal"
	},
	blendMode: null,
	stateAnimation: {
		duration: 300,
		easing: "cubicOut"
	},
	animation: "auto",
	animationDuration: 1e3,
	animationDurationUpdate: 500,
	animationEasing: "cubicInOut",
	animationEasingUpdate: "cubicInOut",
	animationThreshold: 2e3,
	progressiveThreshold: 3e3,
	progressive: 400,
	hoverLayerThreshold: 3e3,
	useUTC: !1
}, eE = J();
function tE(e, t) {
	Ve(eE.get(e) == null && t), eE.set(e, t);
}
function nE(e, t, n) {
	var r = eE.get(t);
	if (!r) return n;
	var i = r(e);
	return i ? n.concat(i) : n;
}
// node_modules/echarts/lib/model/Global.js
var rE, iE, aE, oE = "\0_ec_inner", sE = 1, cE = function(e) {
	A(t, e);
	function t() {
		return e !== null && e.apply(this, arguments) || this;
	}
	return t.prototype.init = function(e, t, n, r, i, a) {
		r = r || {}, this.option = null, this._theme = new hp(r), this._locale = new hp(i), this._optionManager = a;
	}, t.prototype.setOption = function(e, t, n) {
		var r = pE(t);
		this._optionManager.setOption(e, n, r), this._resetOption(null, r);
	}, t.prototype.resetOption = function(e, t) {
		return this._resetOption(e, pE(t));
	}, t.prototype._resetOption = function(e, t) {
		var n = !1, r = this._optionManager;
		if (!e || e === "recreate") {
			var i = r.mountOption(e === "recreate");
			!this.option || e === "recreate" ? aE(this, i) : (this.restoreData(), this._mergeOption(i, t)), n = !0;
		}
		if ((e === "timeline" || e === "media") && this.restoreData(), !e || e === "recreate" || e === "timeline") {
			var a = r.getTimelineOption(this);
			a && (n = !0, this._mergeOption(a, t));
		}
		if (!e || e === "recreate" || e === "media") {
			var o = r.getMediaOption(this);
			o.length && z(o, function(e) {
				n = !0, this._mergeOption(e, t);
			}, this);
		}
		return n;
	}, t.prototype.mergeOption = function(e) {
		this._mergeOption(e, null);
	}, t.prototype._mergeOption = function(e, t) {
		var n = this.option, r = this._componentsMap, i = this._componentsCount, a = [], o = J(), s = t && t.replaceMergeMainTypeMap;
		xp(this), z(e, function(e, t) {
			e != null && (a_.hasClass(t) ? t && (a.push(t), o.set(t, !0)) : n[t] = n[t] == null ? P(e) : F(n[t], e, !0));
		}), s && s.each(function(e, t) {
			a_.hasClass(t) && !o.get(t) && (a.push(t), o.set(t, !0));
		}), a_.topologicalTravel(a, a_.getAllClassMainTypes(), c, this);
		function c(t) {
			var a = nE(this, t, $s(e[t])), o = r.get(t), c = ic(o, a, o ? s && s.get(t) ? "replaceMerge" : "normalMerge" : "replaceAll");
			_c(c, t, a_), n[t] = null, r.set(t, null), i.set(t, 0);
			var l = [], u = [], d = 0, f;
			z(c, function(e, n) {
				var r = e.existing, i = e.newOption;
				if (!i) r && (r.mergeOption({}, this), r.optionUpdated({}, !1));
				else {
					var a = t === "series", o = a_.getClass(t, e.keyInfo.subType, !a);
					if (!o) return;
					if (t === "tooltip") {
						if (f) return;
						f = !0;
					}
					if (r && r.constructor === o) r.name = e.keyInfo.name, r.mergeOption(i, this), r.optionUpdated(i, !1);
					else {
						var s = I({ componentIndex: n }, e.keyInfo);
						r = new o(i, this, this, s), I(r, s), e.brandNew && (r.__requireNewView = !0), r.init(i, this, this), r.optionUpdated(null, !0);
					}
				}
				r ? (l.push(r.option), u.push(r), d++) : (l.push(void 0), u.push(void 0));
			}, this), n[t] = l, r.set(t, u), i.set(t, d), t === "series" && rE(this);
		}
		this._seriesIndices || rE(this);
	}, t.prototype.getOption = function() {
		var e = P(this.option);
		return z(e, function(t, n) {
			if (a_.hasClass(n)) {
				for (var r = $s(t), i = r.length, a = !1, o = i - 1; o >= 0; o--) r[o] && !hc(r[o]) ? a = !0 : (r[o] = null, !a && i--);
				r.length = i, e[n] = r;
			}
		}), delete e[oE], e;
	}, t.prototype.setTheme = function(e) {
		this._theme = new hp(e), this._resetOption("recreate", null);
	}, t.prototype.getTheme = function() {
		return this._theme;
	}, t.prototype.getLocaleModel = function() {
		return this._locale;
	}, t.prototype.setUpdatePayload = function(e) {
		this._payload = e;
	}, t.prototype.getUpdatePayload = function() {
		return this._payload;
	}, t.prototype.getComponent = function(e, t) {
		var n = this._componentsMap.get(e);
		if (n) {
			var r = n[t || 0];
			if (r) return r;
			if (t == null) {
				for (var i = 0; i < n.length; i++) if (n[i]) return n[i];
			}
		}
	}, t.prototype.queryComponents = function(e) {
		var t = e.mainType;
		if (!t) return [];
		var n = e.index, r = e.id, i = e.name, a = this._componentsMap.get(t);
		if (!a || !a.length) return [];
		var o;
		return n == null ? o = r == null ? i == null ? Te(a, function(e) {
			return !!e;
		}) : dE("name", i, a) : dE("id", r, a) : (o = [], z($s(n), function(e) {
			a[e] && o.push(a[e]);
		})), fE(o, e);
	}, t.prototype.findComponents = function(e) {
		var t = e.query, n = e.mainType, r = i(t);
		return a(fE(r ? this.queryComponents(r) : Te(this._componentsMap.get(n), function(e) {
			return !!e;
		}), e));
		function i(e) {
			var t = n + "Index", r = n + "Id", i = n + "Name";
			return e && (e[t] != null || e[r] != null || e[i] != null) ? {
				mainType: n,
				index: e[t],
				id: e[r],
				name: e[i]
			} : null;
		}
		function a(t) {
			return e.filter ? Te(t, e.filter) : t;
		}
	}, t.prototype.eachComponent = function(e, t, n) {
		var r = this._componentsMap;
		if (W(e)) {
			var i = t, a = e;
			r.each(function(e, t) {
				for (var n = 0; e && n < e.length; n++) {
					var r = e[n];
					r && a.call(i, t, r, r.componentIndex);
				}
			});
		} else for (var o = G(e) ? r.get(e) : K(e) ? this.findComponents(e) : null, s = 0; o && s < o.length; s++) {
			var c = o[s];
			c && t.call(n, c, c.componentIndex);
		}
	}, t.prototype.getSeriesByName = function(e) {
		var t = pc(e, null);
		return Te(this._componentsMap.get("series"), function(e) {
			return !!e && t != null && e.name === t;
		});
	}, t.prototype.getSeriesByIndex = function(e) {
		return this._componentsMap.get("series")[e];
	}, t.prototype.getSeriesByType = function(e) {
		return Te(this._componentsMap.get("series"), function(t) {
			return !!t && t.subType === e;
		});
	}, t.prototype.getSeries = function() {
		return Te(this._componentsMap.get("series"), function(e) {
			return !!e;
		});
	}, t.prototype.getSeriesCount = function() {
		return this._componentsCount.get("series");
	}, t.prototype.eachSeries = function(e, t) {
		iE(this), z(this._seriesIndices, function(n) {
			var r = this._componentsMap.get("series")[n];
			e.call(t, r, n);
		}, this);
	}, t.prototype.eachRawSeries = function(e, t) {
		z(this._componentsMap.get("series"), function(n) {
			n && e.call(t, n, n.componentIndex);
		});
	}, t.prototype.eachSeriesByType = function(e, t, n) {
		iE(this), z(this._seriesIndices, function(r) {
			var i = this._componentsMap.get("series")[r];
			i.subType === e && t.call(n, i, r);
		}, this);
	}, t.prototype.eachRawSeriesByType = function(e, t, n) {
		return z(this.getSeriesByType(e), t, n);
	}, t.prototype.isSeriesFiltered = function(e) {
		return iE(this), this._seriesIndicesMap.get(e.componentIndex) == null;
	}, t.prototype.getCurrentSeriesIndices = function() {
		return (this._seriesIndices || []).slice();
	}, t.prototype.filterSeries = function(e, t) {
		iE(this);
		var n = [];
		z(this._seriesIndices, function(r) {
			var i = this._componentsMap.get("series")[r];
			e.call(t, i, r) && n.push(r);
		}, this), this._seriesIndices = n, this._seriesIndicesMap = J(n);
	}, t.prototype.restoreData = function(e) {
		rE(this);
		var t = this._componentsMap, n = [];
		t.each(function(e, t) {
			a_.hasClass(t) && n.push(t);
		}), a_.topologicalTravel(n, a_.getAllClassMainTypes(), function(n) {
			z(t.get(n), function(t) {
				t && (n !== "series" || !lE(t, e)) && t.restoreData();
			});
		});
	}, t.internalField = function() {
		rE = function(e) {
			var t = e._seriesIndices = [];
			z(e._componentsMap.get("series"), function(e) {
				e && t.push(e.componentIndex);
			}), e._seriesIndicesMap = J(t);
		}, iE = function(e) {}, aE = function(e, t) {
			e.option = {}, e.option[oE] = sE, e._componentsMap = J({ series: [] }), e._componentsCount = J();
			var n = t.aria;
			K(n) && n.enabled == null && (n.enabled = !0), uE(t, e._theme.option), F(t, $T, !1), e._mergeOption(t, null);
		};
	}(), t;
}(hp);
function lE(e, t) {
	if (t) {
		var n = t.seriesIndex, r = t.seriesId, i = t.seriesName;
		return n != null && e.componentIndex !== n || r != null && e.id !== r || i != null && e.name !== i;
	}
}
function uE(e, t) {
	var n = e.color && !e.colorLayer;
	z(t, function(t, r) {
		r === "colorLayer" && n || r === "color" && e.color || a_.hasClass(r) || (typeof t == "object" ? e[r] = e[r] ? F(e[r], t, !1) : P(t) : e[r] ?? (e[r] = t));
	});
}
function dE(e, t, n) {
	if (U(t)) {
		var r = J();
		return z(t, function(e) {
			e != null && pc(e, null) != null && r.set(e, !0);
		}), Te(n, function(t) {
			return t && r.get(t[e]);
		});
	}
	var i = pc(t, null);
	return Te(n, function(t) {
		return t && i != null && t[e] === i;
	});
}
function fE(e, t) {
	return t.hasOwnProperty("subType") ? Te(e, function(e) {
		return e && e.subType === t.subType;
	}) : e;
}
function pE(e) {
	var t = J();
	return e && z($s(e.replaceMerge), function(e) {
		t.set(e, !0);
	}), { replaceMergeMainTypeMap: t };
}
Se(cE, c_);
// node_modules/echarts/lib/model/OptionManager.js
var mE = /^(min|max)?(.+)$/, hE = function() {
	function e(e) {
		this._timelineOptions = [], this._mediaList = [], this._currentMediaIndices = [], this._api = e;
	}
	return e.prototype.setOption = function(e, t, n) {
		e && (z($s(e.series), function(e) {
			e && e.data && Me(e.data) && We(e.data);
		}), z($s(e.dataset), function(e) {
			e && e.source && Me(e.source) && We(e.source);
		})), e = P(e);
		var r = this._optionBackup, i = gE(e, t, !r);
		this._newBaseOption = i.baseOption, r ? (i.timelineOptions.length && (r.timelineOptions = i.timelineOptions), i.mediaList.length && (r.mediaList = i.mediaList), i.mediaDefault && (r.mediaDefault = i.mediaDefault)) : this._optionBackup = i;
	}, e.prototype.mountOption = function(e) {
		var t = this._optionBackup;
		return this._timelineOptions = t.timelineOptions, this._mediaList = t.mediaList, this._mediaDefault = t.mediaDefault, this._currentMediaIndices = [], P(e ? t.baseOption : this._newBaseOption);
	}, e.prototype.getTimelineOption = function(e) {
		var t, n = this._timelineOptions;
		if (n.length) {
			var r = e.getComponent("timeline");
			r && (t = P(n[r.getCurrentIndex()]));
		}
		return t;
	}, e.prototype.getMediaOption = function(e) {
		var t = this._api.getWidth(), n = this._api.getHeight(), r = this._mediaList, i = this._mediaDefault, a = [], o = [];
		if (!r.length && !i) return o;
		for (var s = 0, c = r.length; s < c; s++) _E(r[s].query, t, n) && a.push(s);
		return !a.length && i && (a = [-1]), a.length && !yE(a, this._currentMediaIndices) && (o = B(a, function(e) {
			return P(e === -1 ? i.option : r[e].option);
		})), this._currentMediaIndices = a, o;
	}, e;
}();
function gE(e, t, n) {
	var r = [], i, a, o = e.baseOption, s = e.timeline, c = e.options, l = e.media, u = !!e.media, d = !!(c || s || o && o.timeline);
	o ? (a = o, a.timeline || (a.timeline = s)) : ((d || u) && (e.options = e.media = null), a = e), u && U(l) && z(l, function(e) {
		e && e.option && (e.query ? r.push(e) : i || (i = e));
	}), f(a), z(c, function(e) {
		return f(e);
	}), z(r, function(e) {
		return f(e.option);
	});
	function f(e) {
		z(t, function(t) {
			t(e, n);
		});
	}
	return {
		baseOption: a,
		timelineOptions: c || [],
		mediaDefault: i,
		mediaList: r
	};
}
function _E(e, t, n) {
	var r = {
		width: t,
		height: n,
		aspectratio: t / n
	}, i = !0;
	return z(e, function(e, t) {
		var n = t.match(mE);
		if (n && n[1] && n[2]) {
			var a = n[1];
			vE(r[n[2].toLowerCase()], e, a) || (i = !1);
		}
	}), i;
}
function vE(e, t, n) {
	return n === "min" ? e >= t : n === "max" ? e <= t : e === t;
}
function yE(e, t) {
	return e.join(",") === t.join(",");
}
// node_modules/echarts/lib/preprocessor/helper/compatStyle.js
var bE = z, xE = K, SE = [
	"areaStyle",
	"lineStyle",
	"nodeStyle",
	"linkStyle",
	"chordStyle",
	"label",
	"labelLine"
];
function CE(e) {
	var t = e && e.itemStyle;
	if (t) for (var n = 0, r = SE.length; n < r; n++) {
		var i = SE[n], a = t.normal, o = t.emphasis;
		a && a[i] && (e[i] = e[i] || {}, e[i].normal ? F(e[i].normal, a[i]) : e[i].normal = a[i], a[i] = null), o && o[i] && (e[i] = e[i] || {}, e[i].emphasis ? F(e[i].emphasis, o[i]) : e[i].emphasis = o[i], o[i] = null);
	}
}
function wE(e, t, n) {
	if (e && e[t] && (e[t].normal || e[t].emphasis)) {
		var r = e[t].normal, i = e[t].emphasis;
		r && (n ? (e[t].normal = e[t].emphasis = null, L(e[t], r)) : e[t] = r), i && (e.emphasis = e.emphasis || {}, e.emphasis[t] = i, i.focus && (e.emphasis.focus = i.focus), i.blurScope && (e.emphasis.blurScope = i.blurScope));
	}
}
function TE(e) {
	wE(e, "itemStyle"), wE(e, "lineStyle"), wE(e, "areaStyle"), wE(e, "label"), wE(e, "labelLine"), wE(e, "upperLabel"), wE(e, "edgeLabel");
}
function EE(e, t) {
	var n = xE(e) && e[t], r = xE(n) && n.textStyle;
	if (r) for (var i = 0, a = tc.length; i < a; i++) {
		var o = tc[i];
		r.hasOwnProperty(o) && (n[o] = r[o]);
	}
}
function DE(e) {
	e && (TE(e), EE(e, "label"), e.emphasis && EE(e.emphasis, "label"));
}
function OE(e) {
	if (xE(e)) {
		CE(e), TE(e), EE(e, "label"), EE(e, "upperLabel"), EE(e, "edgeLabel"), e.emphasis && (EE(e.emphasis, "label"), EE(e.emphasis, "upperLabel"), EE(e.emphasis, "edgeLabel"));
		var t = e.markPoint;
		t && (CE(t), DE(t));
		var n = e.markLine;
		n && (CE(n), DE(n));
		var r = e.markArea;
		r && DE(r);
		var i = e.data;
		if (e.type === "graph") {
			i = i || e.nodes;
			var a = e.links || e.edges;
			if (a && !Me(a)) for (var o = 0; o < a.length; o++) DE(a[o]);
			z(e.categories, function(e) {
				TE(e);
			});
		}
		if (i && !Me(i)) for (var o = 0; o < i.length; o++) DE(i[o]);
		if (t = e.markPoint, t && t.data) for (var s = t.data, o = 0; o < s.length; o++) DE(s[o]);
		if (n = e.markLine, n && n.data) for (var c = n.data, o = 0; o < c.length; o++) U(c[o]) ? (DE(c[o][0]), DE(c[o][1])) : DE(c[o]);
		e.type === "gauge" ? (EE(e, "axisLabel"), EE(e, "title"), EE(e, "detail")) : e.type === "treemap" ? (wE(e.breadcrumb, "itemStyle"), z(e.levels, function(e) {
			TE(e);
		})) : e.type === "tree" && TE(e.leaves);
	}
}
function kE(e) {
	return U(e) ? e : e ? [e] : [];
}
function AE(e) {
	return (U(e) ? e[0] : e) || {};
}
function jE(e, t) {
	bE(kE(e.series), function(e) {
		xE(e) && OE(e);
	});
	var n = [
		"xAxis",
		"yAxis",
		"radiusAxis",
		"angleAxis",
		"singleAxis",
		"parallelAxis",
		"radar"
	];
	t && n.push("valueAxis", "categoryAxis", "logAxis", "timeAxis"), bE(n, function(t) {
		bE(kE(e[t]), function(e) {
			e && (EE(e, "axisLabel"), EE(e.axisPointer, "label"));
		});
	}), bE(kE(e.parallel), function(e) {
		var t = e && e.parallelAxisDefault;
		EE(t, "axisLabel"), EE(t && t.axisPointer, "label");
	}), bE(kE(e.calendar), function(e) {
		wE(e, "itemStyle"), EE(e, "dayLabel"), EE(e, "monthLabel"), EE(e, "yearLabel");
	}), bE(kE(e.radar), function(e) {
		EE(e, "name"), e.name && e.axisName == null && (e.axisName = e.name, delete e.name), e.nameGap != null && e.axisNameGap == null && (e.axisNameGap = e.nameGap, delete e.nameGap);
	}), bE(kE(e.geo), function(e) {
		xE(e) && (DE(e), bE(kE(e.regions), function(e) {
			DE(e);
		}));
	}), bE(kE(e.timeline), function(e) {
		DE(e), wE(e, "label"), wE(e, "itemStyle"), wE(e, "controlStyle", !0);
		var t = e.data;
		U(t) && z(t, function(e) {
			K(e) && (wE(e, "label"), wE(e, "itemStyle"));
		});
	}), bE(kE(e.toolbox), function(e) {
		wE(e, "iconStyle"), bE(e.feature, function(e) {
			wE(e, "iconStyle");
		});
	}), EE(AE(e.axisPointer), "label"), EE(AE(e.tooltip).axisPointer, "label");
}
// node_modules/echarts/lib/preprocessor/backwardCompat.js
function ME(e, t) {
	for (var n = t.split(","), r = e, i = 0; i < n.length && (r = r && r[n[i]], r != null); i++);
	return r;
}
function NE(e, t, n, r) {
	for (var i = t.split(","), a = e, o, s = 0; s < i.length - 1; s++) o = i[s], a[o] ?? (a[o] = {}), a = a[o];
	(r || a[i[s]] == null) && (a[i[s]] = n);
}
function PE(e) {
	e && z(FE, function(t) {
		t[0] in e && !(t[1] in e) && (e[t[1]] = e[t[0]]);
	});
}
var FE = [
	["x", "left"],
	["y", "top"],
	["x2", "right"],
	["y2", "bottom"]
], IE = [
	"grid",
	"geo",
	"parallel",
	"legend",
	"toolbox",
	"title",
	"visualMap",
	"dataZoom",
	"timeline"
], LE = [
	["borderRadius", "barBorderRadius"],
	["borderColor", "barBorderColor"],
	["borderWidth", "barBorderWidth"]
];
function RE(e) {
	var t = e && e.itemStyle;
	if (t) for (var n = 0; n < LE.length; n++) {
		var r = LE[n][1], i = LE[n][0];
		t[r] != null && (t[i] = t[r]);
	}
}
function zE(e) {
	e && e.alignTo === "edge" && e.margin != null && e.edgeDistance == null && (e.edgeDistance = e.margin);
}
function BE(e) {
	e && e.downplay && !e.blur && (e.blur = e.downplay);
}
function VE(e) {
	e && e.focusNodeAdjacency != null && (e.emphasis = e.emphasis || {}, e.emphasis.focus ?? (e.emphasis.focus = "adjacency"));
}
function HE(e, t) {
	if (e) for (var n = 0; n < e.length; n++) t(e[n]), e[n] && HE(e[n].children, t);
}
function UE(e, t) {
	jE(e, t), e.series = $s(e.series), z(e.series, function(e) {
		if (K(e)) {
			var t = e.type;
			if (t === "line") e.clipOverflow != null && (e.clip = e.clipOverflow);
			else if (t === "pie" || t === "gauge") {
				e.clockWise != null && (e.clockwise = e.clockWise), zE(e.label);
				var n = e.data;
				if (n && !Me(n)) for (var r = 0; r < n.length; r++) zE(n[r]);
				e.hoverOffset != null && (e.emphasis = e.emphasis || {}, (e.emphasis.scaleSize = null) && (e.emphasis.scaleSize = e.hoverOffset));
			} else if (t === "gauge") {
				var i = ME(e, "pointer.color");
				i != null && NE(e, "itemStyle.color", i);
			} else if (t === "bar") {
				RE(e), RE(e.backgroundStyle), RE(e.emphasis);
				var n = e.data;
				if (n && !Me(n)) for (var r = 0; r < n.length; r++) typeof n[r] == "object" && (RE(n[r]), RE(n[r] && n[r].emphasis));
			} else if (t === "sunburst") {
				var a = e.highlightPolicy;
				a && (e.emphasis = e.emphasis || {}, e.emphasis.focus || (e.emphasis.focus = a)), BE(e), HE(e.data, BE);
			} else t === "graph" || t === "sankey" ? VE(e) : t === "map" && (e.mapType && !e.map && (e.map = e.mapType), e.mapLocation && L(e, e.mapLocation));
			e.hoverAnimation != null && (e.emphasis = e.emphasis || {}, e.emphasis && e.emphasis.scale == null && (e.emphasis.scale = e.hoverAnimation)), PE(e);
		}
	}), e.dataRange && (e.visualMap = e.dataRange), z(IE, function(t) {
		var n = e[t];
		n && (U(n) || (n = [n]), z(n, function(e) {
			PE(e);
		}));
	});
}
// node_modules/echarts/lib/processor/dataStack.js
var WE = Jc(GE);
function GE(e) {
	var t = J();
	e.eachSeries(function(e) {
		var n = e.get("stack");
		if (n) {
			var r = t.get(n) || t.set(n, []), i = e.getData(), a = {
				stackResultDimension: i.getCalculationInfo("stackResultDimension"),
				stackedOverDimension: i.getCalculationInfo("stackedOverDimension"),
				stackedDimension: i.getCalculationInfo("stackedDimension"),
				stackedByDimension: i.getCalculationInfo("stackedByDimension"),
				isStackedByIndex: i.getCalculationInfo("isStackedByIndex"),
				data: i,
				seriesModel: e
			};
			if (!a.stackedDimension || !(a.isStackedByIndex || a.stackedByDimension)) return;
			r.push(a);
		}
	}), t.each(function(e) {
		e.length !== 0 && ((e[0].seriesModel.get("stackOrder") || "seriesAsc") === "seriesDesc" && e.reverse(), z(e, function(t, n) {
			t.data.setCalculationInfo("stackedOnSeries", n > 0 ? e[n - 1].seriesModel : null);
		}), KE(e));
	});
}
function KE(e) {
	z(e, function(t, n) {
		var r = [], i = [NaN, NaN], a = [t.stackResultDimension, t.stackedOverDimension], o = t.data, s = t.isStackedByIndex, c = t.seriesModel.get("stackStrategy") || "samesign";
		o.modify(a, function(a, l, u) {
			var d = o.get(t.stackedDimension, u);
			if (isNaN(d)) return i;
			var f, p;
			s ? p = o.getRawIndex(u) : f = o.get(t.stackedByDimension, u);
			for (var m = NaN, h = n - 1; h >= 0; h--) {
				var g = e[h];
				if (s || (p = g.data.rawIndexOf(g.stackedByDimension, f)), p >= 0) {
					var _ = g.data.getByRawIndex(g.stackResultDimension, p);
					if (c === "all" || c === "positive" && _ > 0 || c === "negative" && _ < 0 || c === "samesign" && d >= 0 && _ > 0 || c === "samesign" && d <= 0 && _ < 0) {
						d = ks(d, _), m = _;
						break;
					}
				}
			}
			return r[0] = d, r[1] = m, r;
		});
	});
}
// node_modules/echarts/lib/view/Component.js
var qE = function() {
	function e() {
		this.group = new Lu(), this.uid = _h("viewComponent");
	}
	return e.prototype.init = function(e, t) {}, e.prototype.render = function(e, t, n, r) {}, e.prototype.dispose = function(e, t) {}, e.prototype.updateView = function(e, t, n, r) {}, e.prototype.updateLayout = function(e, t, n, r) {}, e.prototype.updateVisual = function(e, t, n, r) {}, e.prototype.toggleBlurSeries = function(e, t, n) {}, e.prototype.eachRendered = function(e) {
		var t = this.group;
		t && t.traverse(e);
	}, e;
}();
ut(qE), _t(qE);
// node_modules/echarts/lib/visual/style.js
var JE = bc(), YE = {
	itemStyle: vt(fp, !0),
	lineStyle: vt(lp, !0)
}, XE = {
	lineStyle: "stroke",
	itemStyle: "fill"
};
function ZE(e, t) {
	return e.visualStyleMapper || YE[t] || (console.warn("Unknown style type '" + t + "'."), YE.itemStyle);
}
function QE(e, t) {
	return e.visualDrawType || XE[t] || (console.warn("Unknown style type '" + t + "'."), "fill");
}
var $E = {
	createOnAllSeries: !0,
	performRawSeries: !0,
	reset: function(e, t) {
		var n = e.getData(), r = e.visualStyleAccessPath || "itemStyle", i = e.getModel(r), a = ZE(e, r)(i), o = i.getShallow("decal");
		o && (n.setVisual("decal", o), o.dirty = !0);
		var s = QE(e, r), c = a[s], l = W(c) ? c : null, u = a.fill === "auto" || a.stroke === "auto";
		if (!a[s] || l || u) {
			var d = e.getColorFromPalette(e.name, null, t.getSeriesCount());
			a[s] || (a[s] = d, n.setVisual("colorFromPalette", !0)), a.fill = a.fill === "auto" || W(a.fill) ? d : a.fill, a.stroke = a.stroke === "auto" || W(a.stroke) ? d : a.stroke;
		}
		if (n.setVisual("style", a), n.setVisual("drawType", s), !t.isSeriesFiltered(e) && l) return n.setVisual("colorFromPalette", !1), { dataEach: function(t, n) {
			var r = e.getDataParams(n), i = I({}, a);
			i[s] = l(r), t.setItemVisual(n, "style", i);
		} };
	}
}, eD = new hp(), tD = {
	createOnAllSeries: !0,
	reset: function(e, t) {
		if (!e.ignoreStyleOnData) {
			var n = e.getData(), r = e.visualStyleAccessPath || "itemStyle", i = ZE(e, r), a = n.getVisual("drawType");
			return { dataEach: n.hasItemOption ? function(e, t) {
				var n = e.getRawDataItem(t);
				if (n && n[r]) {
					eD.option = n[r];
					var o = i(eD);
					I(e.ensureUniqueItemVisual(t, "style"), o), eD.option.decal && (e.setItemVisual(t, "decal", eD.option.decal), eD.option.decal.dirty = !0), a in o && e.setItemVisual(t, "colorFromPalette", !1);
				}
			} : null };
		}
	}
}, nD = {
	performRawSeries: !0,
	overallReset: function(e) {
		var t = J();
		e.eachSeries(function(e) {
			if (!e.isColorBySeries()) {
				var n = e.type + "-" + e.getColorBy();
				JE(e).scope = t.get(n) || t.set(n, {});
			}
		}), e.eachSeries(function(e) {
			if (!e.isColorBySeries()) {
				var t = e.getRawData(), n = {}, r = e.getData(), i = JE(e).scope, a = QE(e, e.visualStyleAccessPath || "itemStyle");
				r.each(function(e) {
					var t = r.getRawIndex(e);
					n[t] = e;
				}), t.each(function(o) {
					var s = n[o];
					if (r.getItemVisual(s, "colorFromPalette")) {
						var c = r.ensureUniqueItemVisual(s, "style"), l = t.getName(o) || o + "", u = t.count();
						c[a] = e.getColorFromPalette(l, i, u);
					}
				});
			}
		});
	}
}, rD = Math.PI;
function iD(e, t) {
	t = t || {}, L(t, {
		text: "loading",
		textColor: Q.color.primary,
		fontSize: 12,
		fontWeight: "normal",
		fontStyle: "normal",
		fontFamily: "sans-serif",
		maskColor: "rgba(255,255,255,0.8)",
		showSpinner: !0,
		color: Q.color.theme[0],
		spinnerRadius: 10,
		lineWidth: 5,
		zlevel: 0
	});
	var n = new Lu(), r = new Vo({
		style: { fill: t.maskColor },
		zlevel: t.zlevel,
		z: 1e4
	});
	n.add(r);
	var i = new Ko({
		style: {
			text: t.text,
			fill: t.textColor,
			fontSize: t.fontSize,
			fontWeight: t.fontWeight,
			fontStyle: t.fontStyle,
			fontFamily: t.fontFamily
		},
		zlevel: t.zlevel,
		z: 10001
	}), a = new Vo({
		style: { fill: "none" },
		textContent: i,
		textConfig: {
			position: "right",
			distance: 10
		},
		zlevel: t.zlevel,
		z: 10001
	});
	n.add(a);
	var o;
	return t.showSpinner && (o = new xd({
		shape: {
			startAngle: -rD / 2,
			endAngle: -rD / 2 + .1,
			r: t.spinnerRadius
		},
		style: {
			stroke: t.color,
			lineCap: "round",
			lineWidth: t.lineWidth
		},
		zlevel: t.zlevel,
		z: 10001
	}), o.animateShape(!0).when(1e3, { endAngle: rD * 3 / 2 }).start("circularInOut"), o.animateShape(!0).when(1e3, { startAngle: rD * 3 / 2 }).delay(300).start("circularInOut"), n.add(o)), n.resize = function() {
		var n = i.getBoundingRect().width, s = t.showSpinner ? t.spinnerRadius : 0, c = (e.getWidth() - s * 2 - (t.showSpinner && n ? 10 : 0) - n) / 2 - (t.showSpinner && n ? 0 : 5 + n / 2) + (t.showSpinner ? 0 : n / 2) + (n ? 0 : s), l = e.getHeight() / 2;
		t.showSpinner && o.setShape({
			cx: c,
			cy: l
		}), a.setShape({
			x: c - s,
			y: l - s,
			width: s * 2,
			height: s * 2
		}), r.setShape({
			x: 0,
			y: 0,
			width: e.getWidth(),
			height: e.getHeight()
		});
	}, n.resize(), n;
}
// node_modules/echarts/lib/core/Scheduler.js
var aD = function() {
	function e(e, t, n, r) {
		this._stageTaskMap = J(), this.ecInstance = e, this.api = t, n = this._dataProcessorHandlers = n.slice(), r = this._visualHandlers = r.slice(), this._allHandlers = n.concat(r);
	}
	return e.prototype.restoreData = function(e, t) {
		e.restoreData(t), this._stageTaskMap.each(function(e) {
			var t = e.overallTask;
			t && t.dirty();
		});
	}, e.prototype.getPerformArgs = function(e, t) {
		if (e.__pipeline) {
			var n = this._pipelineMap.get(e.__pipeline.id), r = n.context, i = !t && n.progressiveEnabled && (!r || r.progressiveRender) && e.__idxInPipeline > n.blockIndex ? n.step : null, a = r && r.modDataCount;
			return {
				step: i,
				modBy: a == null ? null : Math.ceil(a / i),
				modDataCount: a
			};
		}
	}, e.prototype.getPipeline = function(e) {
		return this._pipelineMap.get(e);
	}, e.prototype.updateStreamModes = function(e, t) {
		var n = this._pipelineMap.get(e.uid);
		e.pipelineContext = n.context = e.__preparePipelineContext ? e.__preparePipelineContext(t, n) : qc(e, t, n);
	}, e.prototype.restorePipelines = function(e, t) {
		var n = this, r = n._pipelineMap = J();
		t.eachSeries(function(t) {
			var i = e.painter.type === "canvas" && t.getProgressive(), a = t.uid;
			r.set(a, {
				id: a,
				head: null,
				tail: null,
				threshold: t.getProgressiveThreshold(),
				progressiveEnabled: i && !(t.preventIncremental && t.preventIncremental()),
				blockIndex: -1,
				step: Math.round(i || 700),
				count: 0
			}), n._pipe(t, t.dataTask);
		});
	}, e.prototype.prepareStageTasks = function() {
		var e = this._stageTaskMap, t = this.api.getModel(), n = this.api;
		z(this._allHandlers, function(r) {
			var i = e.get(r.uid) || e.set(r.uid, {});
			Ve(!(r.reset && r.overallReset), ""), r.reset && this._createSeriesStageTask(r, i, t, n), r.overallReset && this._createOverallStageTask(r, i, t, n);
		}, this);
	}, e.prototype.prepareView = function(e, t, n, r) {
		var i = e.renderTask, a = i.context;
		a.model = t, a.ecModel = n, a.api = r, i.__block = !e.incrementalPrepareRender, this._pipe(t, i);
	}, e.prototype.performDataProcessorTasks = function(e, t) {
		this._performStageTasks(this._dataProcessorHandlers, e, t, { block: !0 });
	}, e.prototype.performVisualTasks = function(e, t, n) {
		this._performStageTasks(this._visualHandlers, e, t, n);
	}, e.prototype._performStageTasks = function(e, t, n, r) {
		r = r || {};
		var i = !1, a = this;
		z(e, function(e, s) {
			if (!(r.visualType && r.visualType !== e.visualType)) {
				var c = a._stageTaskMap.get(e.uid), l = c.seriesTaskMap, u = c.overallTask;
				if (u) {
					var d, f = u.agentStubMap;
					f.each(function(e) {
						o(r, e) && (e.dirty(), d = !0);
					}), d && u.dirty(), a.updatePayload(u, n);
					var p = a.getPerformArgs(u, r.block);
					f.each(function(e) {
						e.perform(p);
					}), u.perform(p) && (i = !0);
				} else l && l.each(function(s, c) {
					o(r, s) && s.dirty();
					var l = a.getPerformArgs(s, r.block);
					l.skip = !e.performRawSeries && t.isSeriesFiltered(s.context.model), a.updatePayload(s, n), s.perform(l) && (i = !0);
				});
			}
		});
		function o(e, t) {
			return e.setDirty && (!e.dirtyMap || e.dirtyMap.get(t.__pipeline.id));
		}
		this.unfinished = i || this.unfinished;
	}, e.prototype.performSeriesTasks = function(e) {
		var t;
		e.eachSeries(function(e) {
			t = e.dataTask.perform() || t;
		}), this.unfinished = t || this.unfinished;
	}, e.prototype.plan = function() {
		this._pipelineMap.each(function(e) {
			var t = e.tail;
			do {
				if (t.__block) {
					e.blockIndex = t.__idxInPipeline;
					break;
				}
				t = t.getUpstream();
			} while (t);
		});
	}, e.prototype.updatePayload = function(e, t) {
		t !== "remain" && (e.context.payload = t);
	}, e.prototype._createSeriesStageTask = function(e, t, n, r) {
		var i = this, a = t.seriesTaskMap, o = t.seriesTaskMap = J(), s = e.seriesType, c = e.getTargetSeries;
		e.createOnAllSeries ? n.eachRawSeries(l) : s ? n.eachRawSeriesByType(s, l) : c && c(n, r).each(l);
		function l(t) {
			var s = t.uid, c = o.set(s, a && a.get(s) || h_({
				plan: uD,
				reset: dD,
				count: mD
			}));
			c.context = {
				model: t,
				ecModel: n,
				api: r,
				useClearVisual: e.isVisual && !e.isLayout,
				plan: e.plan,
				reset: e.reset,
				scheduler: i
			}, i._pipe(t, c);
		}
	}, e.prototype._createOverallStageTask = function(e, t, n, r) {
		var i = this, a = t.overallTask = t.overallTask || h_({ reset: oD });
		a.context = {
			ecModel: n,
			api: r,
			overallReset: e.overallReset,
			scheduler: i
		};
		var o = a.agentStubMap, s = a.agentStubMap = J(), c = e.seriesType, l = e.getTargetSeries, u = e.dirtyOnOverallProgress, d = !1;
		Ve(!e.createOnAllSeries, ""), c ? n.eachRawSeriesByType(c, f) : l ? l(n, r).each(f) : z(n.getSeries(), f);
		function f(e) {
			var t = e.uid, n = s.set(t, o && o.get(t) || (d = !0, h_({
				reset: sD,
				onDirty: lD
			})));
			n.context = {
				model: e,
				dirtyOnOverallProgress: u
			}, n.agent = a, n.__block = u, i._pipe(e, n);
		}
		d && a.dirty();
	}, e.prototype._pipe = function(e, t) {
		var n = e.uid, r = this._pipelineMap.get(n);
		!r.head && (r.head = t), r.tail && r.tail.pipe(t), r.tail = t, t.__idxInPipeline = r.count++, t.__pipeline = r;
	}, e.wrapStageHandler = function(e, t) {
		return W(e) && (e = {
			overallReset: e,
			seriesType: hD(e)
		}), e.uid = _h("stageHandler"), t && (e.visualType = t), e;
	}, e;
}();
function oD(e) {
	e.overallReset(e.ecModel, e.api, e.payload);
}
function sD(e) {
	return e.dirtyOnOverallProgress && cD;
}
function cD() {
	this.agent.dirty(), this.getDownstream().dirty();
}
function lD() {
	this.agent && this.agent.dirty();
}
function uD(e) {
	return e.plan ? e.plan(e.model, e.ecModel, e.api, e.payload) : null;
}
function dD(e) {
	e.useClearVisual && e.data.clearAllVisual();
	var t = e.resetDefines = $s(e.reset(e.model, e.ecModel, e.api, e.payload));
	return t.length > 1 ? B(t, function(e, t) {
		return pD(t);
	}) : fD;
}
var fD = pD(0);
function pD(e) {
	return function(t, n) {
		var r = n.data, i = n.resetDefines[e];
		if (i && i.dataEach) for (var a = t.start; a < t.end; a++) i.dataEach(r, a);
		else i && i.progress && i.progress(t, r);
	};
}
function mD(e) {
	return e.data.count();
}
function hD(e) {
	vD = null;
	try {
		e(gD, _D);
	} catch {}
	return vD;
}
var gD = {}, _D = {}, vD;
yD(gD, cE), yD(_D, ol), gD.eachSeriesByType = gD.eachRawSeriesByType = function(e) {
	vD = e;
}, gD.eachComponent = function(e) {
	e.mainType === "series" && e.subType && (vD = e.subType);
};
function yD(e, t) {
	for (var n in t.prototype) e[n] = et;
}
// node_modules/echarts/lib/theme/dark.js
var $ = Q.darkColor, bD = $.background, xD = function() {
	return {
		axisLine: { lineStyle: { color: $.axisLine } },
		splitLine: { lineStyle: { color: $.axisSplitLine } },
		splitArea: { areaStyle: { color: [$.backgroundTint, $.backgroundTransparent] } },
		minorSplitLine: { lineStyle: { color: $.axisMinorSplitLine } },
		axisLabel: { color: $.axisLabel },
		axisName: {}
	};
}, SD = {
	label: { color: $.secondary },
	itemStyle: { borderColor: $.borderTint },
	dividerLineStyle: { color: $.border }
}, CD = {
	darkMode: !0,
	color: $.theme,
	backgroundColor: bD,
	axisPointer: {
		lineStyle: { color: $.border },
		crossStyle: { color: $.borderShade },
		label: { color: $.tertiary }
	},
	legend: {
		textStyle: { color: $.secondary },
		pageTextStyle: { color: $.tertiary }
	},
	textStyle: { color: $.secondary },
	title: {
		textStyle: { color: $.primary },
		subtextStyle: { color: $.quaternary }
	},
	toolbox: {
		iconStyle: { borderColor: $.accent50 },
		feature: { dataView: {
			backgroundColor: bD,
			textColor: $.primary,
			textareaColor: $.background,
			textareaBorderColor: $.border,
			buttonColor: $.accent50,
			buttonTextColor: $.neutral00
		} }
	},
	tooltip: {
		backgroundColor: $.neutral20,
		defaultBorderColor: $.border,
		textStyle: { color: $.tertiary }
	},
	dataZoom: {
		borderColor: $.accent10,
		textStyle: { color: $.tertiary },
		brushStyle: { color: $.backgroundTint },
		handleStyle: {
			color: $.neutral00,
			borderColor: $.accent20
		},
		moveHandleStyle: { color: $.accent40 },
		emphasis: { handleStyle: { borderColor: $.accent50 } },
		dataBackground: {
			lineStyle: { color: $.accent30 },
			areaStyle: { color: $.accent20 }
		},
		selectedDataBackground: {
			lineStyle: { color: $.accent50 },
			areaStyle: { color: $.accent30 }
		}
	},
	visualMap: {
		textStyle: { color: $.secondary },
		handleStyle: { borderColor: $.neutral30 }
	},
	timeline: {
		lineStyle: { color: $.accent10 },
		label: { color: $.tertiary },
		controlStyle: {
			color: $.accent30,
			borderColor: $.accent30
		}
	},
	calendar: {
		itemStyle: {
			color: $.neutral00,
			borderColor: $.neutral20
		},
		dayLabel: { color: $.tertiary },
		monthLabel: { color: $.secondary },
		yearLabel: { color: $.secondary }
	},
	matrix: {
		x: SD,
		y: SD,
		backgroundColor: { borderColor: $.axisLine },
		body: { itemStyle: { borderColor: $.borderTint } }
	},
	timeAxis: xD(),
	logAxis: xD(),
	valueAxis: xD(),
	categoryAxis: xD(),
	line: { symbol: "circle" },
	graph: { color: $.theme },
	gauge: {
		title: { color: $.secondary },
		axisLine: { lineStyle: { color: [[1, $.neutral05]] } },
		axisLabel: { color: $.axisLabel },
		detail: { color: $.primary }
	},
	candlestick: { itemStyle: {
		color: "#f64e56",
		color0: "#54ea92",
		borderColor: "#f64e56",
		borderColor0: "#54ea92"
	} },
	funnel: { itemStyle: { borderColor: $.background } },
	radar: function() {
		var e = xD();
		return e.axisName = { color: $.axisLabel }, e.axisLine.lineStyle.color = $.neutral20, e;
	}(),
	treemap: { breadcrumb: {
		itemStyle: {
			color: $.neutral20,
			textStyle: { color: $.secondary }
		},
		emphasis: { itemStyle: { color: $.neutral30 } }
	} },
	sunburst: { itemStyle: { borderColor: $.background } },
	map: {
		itemStyle: {
			borderColor: $.border,
			areaColor: $.neutral10
		},
		label: { color: $.tertiary },
		emphasis: {
			label: { color: $.primary },
			itemStyle: { areaColor: $.highlight }
		},
		select: {
			label: { color: $.primary },
			itemStyle: { areaColor: $.highlight }
		}
	},
	geo: {
		itemStyle: {
			borderColor: $.border,
			areaColor: $.neutral10
		},
		emphasis: {
			label: { color: $.primary },
			itemStyle: { areaColor: $.highlight }
		},
		select: {
			label: { color: $.primary },
			itemStyle: { color: $.highlight }
		}
	}
};
CD.categoryAxis.splitLine.show = !1;
// node_modules/echarts/lib/util/ECEventProcessor.js
var wD = function() {
	function e() {}
	return e.prototype.normalizeQuery = function(e) {
		var t = {}, n = {}, r = {};
		if (G(e)) {
			var i = st(e);
			t.mainType = i.main || null, t.subType = i.sub || null;
		} else {
			var a = [
				"Index",
				"Name",
				"Id"
			], o = {
				name: 1,
				dataIndex: 1,
				dataType: 1
			};
			z(e, function(e, i) {
				for (var s = !1, c = 0; c < a.length; c++) {
					var l = a[c], u = i.lastIndexOf(l);
					if (u > 0 && u === i.length - l.length) {
						var d = i.slice(0, u);
						d !== "data" && (t.mainType = d, t[l.toLowerCase()] = e, s = !0);
					}
				}
				o.hasOwnProperty(i) && (n[i] = e, s = !0), s || (r[i] = e);
			});
		}
		return {
			cptQuery: t,
			dataQuery: n,
			otherQuery: r
		};
	}, e.prototype.filter = function(e, t) {
		var n = this.eventInfo;
		if (!n) return !0;
		var r = n.targetEl, i = n.packedEvent, a = n.model, o = n.view;
		if (!a || !o) return !0;
		var s = t.cptQuery, c = t.dataQuery;
		return l(s, a, "mainType") && l(s, a, "subType") && l(s, a, "index", "componentIndex") && l(s, a, "name") && l(s, a, "id") && l(c, i, "name") && l(c, i, "dataIndex") && l(c, i, "dataType") && (!o.filterForExposedEvent || o.filterForExposedEvent(e, t.otherQuery, r, i));
		function l(e, t, n, r) {
			return e[n] == null || t[r || n] === e[n];
		}
	}, e.prototype.afterTrigger = function() {
		this.eventInfo = null;
	}, e;
}(), TD = [
	"symbol",
	"symbolSize",
	"symbolRotate",
	"symbolOffset"
], ED = TD.concat(["symbolKeepAspect"]), DD = {
	createOnAllSeries: !0,
	performRawSeries: !0,
	reset: function(e, t) {
		var n = e.getData();
		if (e.legendIcon && n.setVisual("legendIcon", e.legendIcon), !e.hasSymbolVisual) return;
		for (var r = {}, i = {}, a = !1, o = 0; o < TD.length; o++) {
			var s = TD[o], c = e.get(s);
			W(c) ? (a = !0, i[s] = c) : r[s] = c;
		}
		if (r.symbol = r.symbol || e.defaultSymbol, n.setVisual(I({
			legendIcon: e.legendIcon || r.symbol,
			symbolKeepAspect: e.get("symbolKeepAspect")
		}, r)), t.isSeriesFiltered(e)) return;
		var l = De(i);
		function u(t, n) {
			for (var r = e.getRawValue(n), a = e.getDataParams(n), o = 0; o < l.length; o++) {
				var s = l[o];
				t.setItemVisual(n, s, i[s](r, a));
			}
		}
		return { dataEach: a ? u : null };
	}
}, OD = {
	createOnAllSeries: !0,
	performRawSeries: !0,
	reset: function(e, t) {
		if (!e.hasSymbolVisual || t.isSeriesFiltered(e)) return;
		var n = e.getData();
		function r(e, t) {
			for (var n = e.getItemModel(t), r = 0; r < ED.length; r++) {
				var i = ED[r], a = n.getShallow(i, !0);
				a != null && e.setItemVisual(t, i, a);
			}
		}
		return { dataEach: n.hasItemOption ? r : null };
	}
};
// node_modules/echarts/lib/visual/helper.js
function kD(e, t, n) {
	switch (n) {
		case "color": return e.getItemVisual(t, "style")[e.getVisual("drawType")];
		case "opacity": return e.getItemVisual(t, "style").opacity;
		case "symbol":
		case "symbolSize":
		case "liftZ": return e.getItemVisual(t, n);
	}
}
function AD(e, t) {
	switch (t) {
		case "color": return e.getVisual("style")[e.getVisual("drawType")];
		case "opacity": return e.getVisual("style").opacity;
		case "symbol":
		case "symbolSize":
		case "liftZ": return e.getVisual(t);
	}
}
// node_modules/echarts/lib/util/event.js
function jD(e, t, n) {
	for (var r; e && !(t(e) && (r = e, n));) e = e.__hostTarget || e.parent;
	return r;
}
// node_modules/echarts/lib/core/lifecycle.js
var MD = new Wi(), ND = {};
function PD(e, t) {
	ND[e] = t;
}
function FD(e) {
	return ND[e];
}
// node_modules/echarts/lib/chart/custom/customSeriesRegister.js
var ID = {};
function LD(e, t) {
	ID[e] = t;
}
// node_modules/zrender/lib/core/WeakMap.js
var RD = Math.round(Math.random() * 9), zD = typeof Object.defineProperty == "function", BD = function() {
	function e() {
		this._id = "__ec_inner_" + RD++;
	}
	return e.prototype.get = function(e) {
		return this._guard(e)[this._id];
	}, e.prototype.set = function(e, t) {
		var n = this._guard(e);
		return zD ? Object.defineProperty(n, this._id, {
			value: t,
			enumerable: !1,
			configurable: !0
		}) : n[this._id] = t, this;
	}, e.prototype.delete = function(e) {
		return this.has(e) ? (delete this._guard(e)[this._id], !0) : !1;
	}, e.prototype.has = function(e) {
		return !!this._guard(e)[this._id];
	}, e.prototype._guard = function(e) {
		if (e !== Object(e)) throw TypeError("Value of WeakMap is not a non-null object.");
		return e;
	}, e;
}();
// node_modules/zrender/lib/canvas/helper.js
function VD(e) {
	return isFinite(e);
}
function HD(e, t, n) {
	var r = t.x == null ? 0 : t.x, i = t.x2 == null ? 1 : t.x2, a = t.y == null ? 0 : t.y, o = t.y2 == null ? 0 : t.y2;
	return t.global || (r = r * n.width + n.x, i = i * n.width + n.x, a = a * n.height + n.y, o = o * n.height + n.y), r = VD(r) ? r : 0, i = VD(i) ? i : 1, a = VD(a) ? a : 0, o = VD(o) ? o : 0, e.createLinearGradient(r, a, i, o);
}
function UD(e, t, n) {
	var r = n.width, i = n.height, a = Math.min(r, i), o = t.x == null ? .5 : t.x, s = t.y == null ? .5 : t.y, c = t.r == null ? .5 : t.r;
	return t.global || (o = o * r + n.x, s = s * i + n.y, c *= a), o = VD(o) ? o : .5, s = VD(s) ? s : .5, c = c >= 0 && VD(c) ? c : .5, e.createRadialGradient(o, s, 0, o, s, c);
}
function WD(e, t, n) {
	for (var r = t.type === "radial" ? UD(e, t, n) : HD(e, t, n), i = t.colorStops, a = 0; a < i.length; a++) r.addColorStop(i[a].offset, i[a].color);
	return r;
}
function GD(e, t) {
	if (e === t || !e && !t) return !1;
	if (!e || !t || e.length !== t.length) return !0;
	for (var n = 0; n < e.length; n++) if (e[n] !== t[n]) return !0;
	return !1;
}
function KD(e) {
	return parseInt(e, 10);
}
function qD(e, t, n) {
	var r = ["width", "height"][t], i = ["clientWidth", "clientHeight"][t], a = ["paddingLeft", "paddingTop"][t], o = ["paddingRight", "paddingBottom"][t];
	if (n[r] != null && n[r] !== "auto") return parseFloat(n[r]);
	var s = document.defaultView.getComputedStyle(e);
	return (e[i] || KD(s[r]) || KD(e.style[r])) - (KD(s[a]) || 0) - (KD(s[o]) || 0) || 0;
}
// node_modules/zrender/lib/canvas/dashStyle.js
function JD(e, t) {
	return !e || e === "solid" || !(t > 0) ? null : e === "dashed" ? [4 * t, 2 * t] : e === "dotted" ? [t] : Ae(e) ? [e] : U(e) ? e : null;
}
function YD(e) {
	var t = e.style, n = t.lineDash && t.lineWidth > 0 && JD(t.lineDash, t.lineWidth), r = t.lineDashOffset;
	if (n) {
		var i = t.strokeNoScale && e.getLineScale ? e.getLineScale() : 1;
		i && i !== 1 && (n = B(n, function(e) {
			return e / i;
		}), r /= i);
	}
	return [n, r];
}
// node_modules/zrender/lib/canvas/graphic.js
var XD = new to(!0);
function ZD(e) {
	var t = e.stroke;
	return !(t == null || t === "none" || !(e.lineWidth > 0));
}
function QD(e) {
	return typeof e == "string" && e !== "none";
}
function $D(e) {
	var t = e.fill;
	return t != null && t !== "none";
}
function eO(e, t) {
	if (t.fillOpacity != null && t.fillOpacity !== 1) {
		var n = e.globalAlpha;
		e.globalAlpha = t.fillOpacity * t.opacity, e.fill(), e.globalAlpha = n;
	} else e.fill();
}
function tO(e, t) {
	if (t.strokeOpacity != null && t.strokeOpacity !== 1) {
		var n = e.globalAlpha;
		e.globalAlpha = t.strokeOpacity * t.opacity, e.stroke(), e.globalAlpha = n;
	} else e.stroke();
}
function nO(e, t, n) {
	var r = Et(t.image, t.__image, n);
	if (Ot(r)) {
		var i = e.createPattern(r, t.repeat || "repeat");
		if (typeof DOMMatrix == "function" && i && i.setTransform) {
			var a = new DOMMatrix();
			a.translateSelf(t.x || 0, t.y || 0), a.rotateSelf(0, 0, (t.rotation || 0) * tt), a.scaleSelf(t.scaleX || 1, t.scaleY || 1), i.setTransform(a);
		}
		return i;
	}
}
function rO(e, t, n, r, i) {
	var a, o = ZD(n), s = $D(n), c = n.strokePercent, l = c < 1, u = !t.path;
	(!t.silent || l) && u && t.createPathProxy();
	var d = t.path || XD, f = t.__dirty;
	if (!r) {
		var p = n.fill, m = n.stroke, h = s && !!p.colorStops, g = o && !!m.colorStops, _ = s && !!p.image, v = o && !!m.image, y = void 0, b = void 0, x = void 0, S = void 0, C = void 0;
		(h || g) && (C = t.getBoundingRect()), h && (y = f ? WD(e, p, C) : t.__canvasFillGradient, t.__canvasFillGradient = y), g && (b = f ? WD(e, m, C) : t.__canvasStrokeGradient, t.__canvasStrokeGradient = b), _ && (x = f || !t.__canvasFillPattern ? nO(e, p, t) : t.__canvasFillPattern, t.__canvasFillPattern = x), v && (S = f || !t.__canvasStrokePattern ? nO(e, m, t) : t.__canvasStrokePattern, t.__canvasStrokePattern = S), h ? e.fillStyle = y : _ && (x ? e.fillStyle = x : s = !1), g ? e.strokeStyle = b : v && (S ? e.strokeStyle = S : o = !1);
	}
	var w = t.getGlobalScale();
	d.setScale(w[0], w[1], t.segmentIgnoreThreshold);
	var T, E;
	e.setLineDash && n.lineDash && (a = YD(t), T = a[0], E = a[1]);
	var D = !0;
	(u || f & 4) && (d.setDPR(e.dpr), l ? d.setContext(null) : (d.setContext(e), D = !1), d.reset(), t.buildPath(d, t.shape, r), d.toStatic(), t.pathUpdated()), D && d.rebuildPath(e, l ? c : 1), T && (e.setLineDash(T), e.lineDashOffset = E), r ? (i.batchFill = s, i.batchStroke = o) : n.strokeFirst ? (o && tO(e, n), s && eO(e, n)) : (s && eO(e, n), o && tO(e, n)), T && e.setLineDash([]);
}
function iO(e, t, n) {
	var r = t.__image = Et(n.image, t.__image, t, t.onload);
	if (r && Ot(r)) {
		var i = n.x || 0, a = n.y || 0, o = t.getWidth(), s = t.getHeight(), c = r.width / r.height;
		if (o == null && s != null ? o = s * c : s == null && o != null ? s = o / c : o == null && s == null && (o = r.width, s = r.height), n.sWidth && n.sHeight) {
			var l = n.sx || 0, u = n.sy || 0;
			e.drawImage(r, l, u, n.sWidth, n.sHeight, i, a, o, s);
		} else if (n.sx && n.sy) {
			var l = n.sx, u = n.sy, d = o - l, f = s - u;
			e.drawImage(r, l, u, d, f, i, a, o, s);
		} else e.drawImage(r, i, a, o, s);
	}
}
function aO(e, t, n) {
	var r, i = n.text;
	if (i != null && (i += ""), i) {
		e.font = n.font || "12px sans-serif", e.textAlign = n.textAlign, e.textBaseline = n.textBaseline;
		var a = void 0, o = void 0;
		e.setLineDash && n.lineDash && (r = YD(t), a = r[0], o = r[1]), a && (e.setLineDash(a), e.lineDashOffset = o), n.strokeFirst ? (ZD(n) && e.strokeText(i, n.x, n.y), $D(n) && e.fillText(i, n.x, n.y)) : ($D(n) && e.fillText(i, n.x, n.y), ZD(n) && e.strokeText(i, n.x, n.y)), a && e.setLineDash([]);
	}
}
var oO = [
	"shadowBlur",
	"shadowOffsetX",
	"shadowOffsetY"
], sO = [
	["lineCap", "butt"],
	["lineJoin", "miter"],
	["miterLimit", 10]
];
function cO(e, t, n, r, i) {
	var a = !1;
	if (!r && (n = n || {}, t === n)) return !1;
	if (r || t.opacity !== n.opacity) {
		yO(e, i), a = !0;
		var o = Math.max(Math.min(t.opacity, 1), 0);
		e.globalAlpha = isNaN(o) ? ha.opacity : o;
	}
	(r || t.blend !== n.blend) && (a || (yO(e, i), a = !0), e.globalCompositeOperation = t.blend || ha.blend);
	for (var s = 0; s < oO.length; s++) {
		var c = oO[s];
		(r || t[c] !== n[c]) && (a || (yO(e, i), a = !0), e[c] = e.dpr * (t[c] || 0));
	}
	return (r || t.shadowColor !== n.shadowColor) && (a || (yO(e, i), a = !0), e.shadowColor = t.shadowColor || ha.shadowColor), a;
}
function lO(e, t, n, r, i) {
	var a = t.style, o = r ? null : n && n.style || {};
	if (a === o) return !1;
	var s = cO(e, a, o, r, i);
	if ((r || a.fill !== o.fill) && (s || (yO(e, i), s = !0), QD(a.fill) && (e.fillStyle = a.fill)), (r || a.stroke !== o.stroke) && (s || (yO(e, i), s = !0), QD(a.stroke) && (e.strokeStyle = a.stroke)), (r || a.opacity !== o.opacity) && (s || (yO(e, i), s = !0), e.globalAlpha = a.opacity == null ? 1 : a.opacity), t.hasStroke()) {
		var c = a.lineWidth / (a.strokeNoScale && t.getLineScale ? t.getLineScale() : 1);
		e.lineWidth !== c && (s || (yO(e, i), s = !0), e.lineWidth = c);
	}
	for (var l = 0; l < sO.length; l++) {
		var u = sO[l], d = u[0];
		(r || a[d] !== o[d]) && (s || (yO(e, i), s = !0), e[d] = a[d] || u[1]);
	}
	return s;
}
function uO(e, t, n, r, i) {
	return cO(e, t.style, n && n.style, r, i);
}
function dO(e, t) {
	var n = t.transform, r = e.dpr || 1;
	n ? e.setTransform(r * n[0], r * n[1], r * n[2], r * n[3], r * n[4], r * n[5]) : e.setTransform(r, 0, 0, r, 0, 0);
}
function fO(e, t, n) {
	for (var r = !1, i = 0; i < e.length; i++) {
		var a = e[i];
		r = r || a.isZeroArea(), dO(t, a), t.beginPath(), a.buildPath(t, a.shape), t.clip();
	}
	n.allClipped = r;
}
function pO(e, t) {
	return e && t ? e[0] !== t[0] || e[1] !== t[1] || e[2] !== t[2] || e[3] !== t[3] || e[4] !== t[4] || e[5] !== t[5] : !(!e && !t);
}
var mO = 1, hO = 2, gO = 3, _O = 4;
function vO(e) {
	var t = $D(e), n = ZD(e);
	return !(e.lineDash || !(+t ^ n) || t && typeof e.fill != "string" || n && typeof e.stroke != "string" || e.strokePercent < 1 || e.strokeOpacity < 1 || e.fillOpacity < 1);
}
function yO(e, t) {
	t.batchFill && (t.batchFill = !1, e.fill()), t.batchStroke && (t.batchStroke = !1, e.stroke());
}
function bO(e, t) {
	var n = {
		inHover: !1,
		viewWidth: 0,
		viewHeight: 0,
		beforeBrushParam: {}
	};
	xO(e, t, n), SO(e, n);
}
function xO(e, t, n) {
	var r = t.transform;
	if (!t.shouldBePainted(n.viewWidth, n.viewHeight, !1, !1)) t.__dirty &= -2, t.__isRendered = !1;
	else {
		var i = t.__clipPaths, a = n.prevElClipPaths, o = t.style, s = !1, c = !1;
		if ((!a || GD(i, a)) && (a && (yO(e, n), e.restore(), c = s = !0, n.prevElClipPaths = null, n.allClipped = !1, n.prevEl = null), i && i.length && (yO(e, n), e.save(), fO(i, e, n), s = !0, n.prevElClipPaths = i)), n.allClipped) t.__dirty &= -2, t.__isRendered = !1;
		else {
			t.beforeBrush && t.beforeBrush(n.beforeBrushParam), t.innerBeforeBrush();
			var l = n.prevEl;
			l || (c = s = !0);
			var u = t instanceof Do && t.autoBatch && vO(o);
			s || pO(r, l.transform) ? (yO(e, n), dO(e, t)) : u || yO(e, n), t instanceof Do ? (n.lastDrawType !== mO && (c = !0, n.lastDrawType = mO), lO(e, t, l, c, n), u && (n.batchFill || n.batchStroke) || e.beginPath(), rO(e, t, o, u, n)) : t instanceof ko ? (n.lastDrawType !== gO && (c = !0, n.lastDrawType = gO), lO(e, t, l, c, n), aO(e, t, o)) : t instanceof No ? (n.lastDrawType !== hO && (c = !0, n.lastDrawType = hO), uO(e, t, l, c, n), iO(e, t, o)) : t.getTemporalDisplayables && (n.lastDrawType !== _O && (c = !0, n.lastDrawType = _O), CO(e, t, n)), t.innerAfterBrush(), t.afterBrush && (u && yO(e, n), t.afterBrush()), n.prevEl = t, t.__dirty = 0, t.__isRendered = !0;
		}
	}
}
function SO(e, t) {
	yO(e, t), t.prevElClipPaths && e.restore();
}
function CO(e, t, n) {
	var r = t.getDisplayables(), i = t.getTemporalDisplayables();
	e.save();
	for (var a = {
		prevElClipPaths: null,
		prevEl: null,
		allClipped: !1,
		viewWidth: n.viewWidth,
		viewHeight: n.viewHeight,
		inHover: n.inHover,
		beforeBrushParam: {}
	}, o = t.getCursor(), s = r.length; o < s; o++) {
		var c = r[o];
		c.beforeBrush && c.beforeBrush(n.beforeBrushParam), c.innerBeforeBrush(), xO(e, c, a), c.innerAfterBrush(), c.afterBrush && c.afterBrush(), a.prevEl = c;
	}
	SO(e, a);
	for (var l = 0, u = i.length; l < u; l++) {
		var c = i[l];
		c.beforeBrush && c.beforeBrush(n.beforeBrushParam), c.innerBeforeBrush(), xO(e, c, a), c.innerAfterBrush(), c.afterBrush && c.afterBrush(), a.prevEl = c;
	}
	SO(e, a), t.clearTemporalDisplayables(), t.notClear = !0, e.restore();
}
// node_modules/echarts/lib/util/decal.js
var wO = new BD(), TO = new Ct(100), EO = [
	"symbol",
	"symbolSize",
	"symbolKeepAspect",
	"color",
	"backgroundColor",
	"dashArrayX",
	"dashArrayY",
	"maxTileWidth",
	"maxTileHeight"
];
function DO(e, t) {
	if (e === "none") return null;
	var n = t.getDevicePixelRatio(), r = t.getZr(), i = r.painter.type === "svg";
	e.dirty && wO.delete(e);
	var a = wO.get(e);
	if (a) return a;
	var o = L(e, {
		symbol: "rect",
		symbolSize: 1,
		symbolKeepAspect: !0,
		color: "rgba(0, 0, 0, 0.2)",
		backgroundColor: null,
		dashArrayX: 5,
		dashArrayY: 5,
		rotation: 0,
		maxTileWidth: 512,
		maxTileHeight: 512
	});
	o.backgroundColor === "none" && (o.backgroundColor = null);
	var s = { repeat: "repeat" };
	return c(s), s.rotation = o.rotation, s.scaleX = s.scaleY = i ? 1 : 1 / n, wO.set(e, s), e.dirty = !1, s;
	function c(e) {
		for (var t = [n], a = !0, s = 0; s < EO.length; ++s) {
			var c = o[EO[s]];
			if (c != null && !U(c) && !G(c) && !Ae(c) && typeof c != "boolean") {
				a = !1;
				break;
			}
			t.push(c);
		}
		var l;
		if (a) {
			l = t.join(",") + (i ? "-svg" : "");
			var u = TO.get(l);
			u && (i ? e.svgElement = u : e.image = u);
		}
		var d = kO(o.dashArrayX), f = AO(o.dashArrayY), p = OO(o.symbol), m = jO(d), h = MO(f), g = !i && M.createCanvas(), _ = i && {
			tag: "g",
			attrs: {},
			key: "dcl",
			children: []
		}, v = b(), y;
		g && (g.width = v.width * n, g.height = v.height * n, y = g.getContext("2d")), x(), a && TO.put(l, g || _), e.image = g, e.svgElement = _, e.svgWidth = v.width, e.svgHeight = v.height;
		function b() {
			for (var e = 1, t = 0, n = m.length; t < n; ++t) e = Hs(e, m[t]);
			for (var r = 1, t = 0, n = p.length; t < n; ++t) r = Hs(r, p[t].length);
			e *= r;
			var i = h * m.length * p.length;
			return {
				width: Math.max(1, Math.min(e, o.maxTileWidth)),
				height: Math.max(1, Math.min(i, o.maxTileHeight))
			};
		}
		function x() {
			y && (y.clearRect(0, 0, g.width, g.height), o.backgroundColor && (y.fillStyle = o.backgroundColor, y.fillRect(0, 0, g.width, g.height)));
			for (var e = 0, t = 0; t < f.length; ++t) e += f[t];
			if (e <= 0) return;
			for (var a = -h, s = 0, c = 0, l = 0; a < v.height;) {
				if (s % 2 == 0) {
					for (var u = c / 2 % p.length, m = 0, b = 0, x = 0; m < v.width * 2;) {
						for (var S = 0, t = 0; t < d[l].length; ++t) S += d[l][t];
						if (S <= 0) break;
						if (b % 2 == 0) {
							var C = (1 - o.symbolSize) * .5, w = m + d[l][b] * C, T = a + f[s] * C, E = d[l][b] * o.symbolSize, D = f[s] * o.symbolSize, O = x / 2 % p[u].length;
							k(w, T, E, D, p[u][O]);
						}
						m += d[l][b], ++x, ++b, b === d[l].length && (b = 0);
					}
					++l, l === d.length && (l = 0);
				}
				a += f[s], ++c, ++s, s === f.length && (s = 0);
			}
			function k(e, t, a, s, c) {
				var l = i ? 1 : n, u = xv(c, e * l, t * l, a * l, s * l, o.color, o.symbolKeepAspect);
				if (i) {
					var d = r.painter.renderOneToVNode(u);
					d && _.children.push(d);
				} else bO(y, u);
			}
		}
	}
}
function OO(e) {
	if (!e || e.length === 0) return [["rect"]];
	if (G(e)) return [[e]];
	for (var t = !0, n = 0; n < e.length; ++n) if (!G(e[n])) {
		t = !1;
		break;
	}
	if (t) return OO([e]);
	for (var r = [], n = 0; n < e.length; ++n) G(e[n]) ? r.push([e[n]]) : r.push(e[n]);
	return r;
}
function kO(e) {
	if (!e || e.length === 0) return [[0, 0]];
	if (Ae(e)) {
		var t = Math.ceil(e);
		return [[t, t]];
	}
	for (var n = !0, r = 0; r < e.length; ++r) if (!Ae(e[r])) {
		n = !1;
		break;
	}
	if (n) return kO([e]);
	for (var i = [], r = 0; r < e.length; ++r) if (Ae(e[r])) {
		var t = Math.ceil(e[r]);
		i.push([t, t]);
	} else {
		var t = B(e[r], function(e) {
			return Math.ceil(e);
		});
		t.length % 2 == 1 ? i.push(t.concat(t)) : i.push(t);
	}
	return i;
}
function AO(e) {
	if (!e || typeof e == "object" && e.length === 0) return [0, 0];
	if (Ae(e)) {
		var t = Math.ceil(e);
		return [t, t];
	}
	var n = B(e, function(e) {
		return Math.ceil(e);
	});
	return e.length % 2 ? n.concat(n) : n;
}
function jO(e) {
	return B(e, function(e) {
		return MO(e);
	});
}
function MO(e) {
	for (var t = 0, n = 0; n < e.length; ++n) t += e[n];
	return e.length % 2 == 1 ? t * 2 : t;
}
// node_modules/echarts/lib/visual/decal.js
var NO = Jc(PO);
function PO(e, t) {
	e.eachRawSeries(function(n) {
		if (!e.isSeriesFiltered(n)) {
			var r = n.getData();
			r.hasItemVisual() && r.each(function(e) {
				var n = r.getItemVisual(e, "decal");
				if (n) {
					var i = r.ensureUniqueItemVisual(e, "style");
					i.decal = DO(n, t);
				}
			});
			var i = r.getVisual("decal");
			if (i) {
				var a = r.getVisual("style");
				a.decal = DO(i, t);
			}
		}
	});
}
// node_modules/echarts/lib/core/echarts.js
var FO = 1, IO = 800, LO = 900, RO = 920, zO = 1e3, BO = 2e3, VO = 5e3, HO = 1e3, UO = 1100, WO = 2e3, GO = 3e3, KO = 4e3, qO = 4500, JO = 4600, YO = 5e3, XO = 6e3, ZO = 7e3, QO = {
	PROCESSOR: {
		SERIES_FILTER: IO,
		AXIS_STATISTICS: RO,
		FILTER: zO,
		STATISTIC: VO,
		STATISTICS: VO
	},
	VISUAL: {
		LAYOUT: HO,
		PROGRESSIVE_LAYOUT: UO,
		GLOBAL: WO,
		CHART: GO,
		POST_CHART_LAYOUT: JO,
		COMPONENT: KO,
		BRUSH: YO,
		CHART_ITEM: qO,
		ARIA: XO,
		DECAL: ZO
	}
}, $O = "__flagInMainProcess", ek = "__mainProcessVersion", tk = "__pendingUpdate", nk = "__needsUpdateStatus", rk = /^[a-zA-Z0-9_]+$/, ik = "__connectUpdateStatus", ak = 0, ok = 1, sk = 2;
function ck(e) {
	return function() {
		var t = [...arguments];
		if (this.isDisposed()) this.id;
		else return uk(this, e, t);
	};
}
function lk(e) {
	return function() {
		var t = [...arguments];
		return uk(this, e, t);
	};
}
function uk(e, t, n) {
	return n[0] = n[0] && n[0].toLowerCase(), Wi.prototype[t].apply(e, n);
}
var dk = function(e) {
	A(t, e);
	function t() {
		return e !== null && e.apply(this, arguments) || this;
	}
	return t;
}(Wi), fk = dk.prototype;
fk.on = lk("on"), fk.off = lk("off");
var pk, mk, hk, gk, _k, vk, yk, bk, xk, Sk, Ck, wk, Tk, Ek, Dk, Ok, kk, Ak, jk, Mk = function(e) {
	A(t, e);
	function t(t, n, r) {
		var i = e.call(this, new wD()) || this;
		i._chartsViews = [], i._chartsMap = {}, i._componentsViews = [], i._componentsMap = {}, i._pendingActions = [], r = r || {}, i.__v_skip = !0, i._dom = t;
		var a = "canvas", o = "auto", s = !1;
		i[ek] = 1, r.ssr;
		var c = i._zr = qT(t, {
			renderer: r.renderer || a,
			devicePixelRatio: r.devicePixelRatio,
			width: r.width,
			height: r.height,
			ssr: r.ssr,
			useDirtyRect: q(r.useDirtyRect, s),
			useCoarsePointer: q(r.useCoarsePointer, o),
			pointerSize: r.pointerSize
		});
		i._ssr = r.ssr, i._throttledZrFlush = qC(V(c.flush, c), 17), i._updateTheme(n), i._locale = Wh(r.locale || Hh), i._coordSysMgr = new Zm();
		var l = i._api = Dk(i);
		function u(e, t) {
			return e.__prio - t.__prio;
		}
		return hT(Bk, u), hT(Rk, u), i._scheduler = new aD(i, l, Rk, Bk), i._messageCenter = new dk(), i._initEvents(), i.resize = V(i.resize, i), c.animation.on("frame", i._onframe, i), Sk(c, i), Ck(c, i), We(i), i;
	}
	return t.prototype._onframe = function() {
		if (!this._disposed) {
			var e = this._scheduler, t = this._model, n = this._api;
			if (Ak(this), this[tk]) {
				var r = this[tk].silent;
				this[$O] = !0, jk(this);
				try {
					pk(this), gk.update.call(this, null, this[tk].updateParams);
				} catch (e) {
					throw this[$O] = !1, this[tk] = null, e;
				}
				this._zr.flush(), this[$O] = !1, this[tk] = null, bk.call(this, r), xk.call(this, r);
			} else if (e.unfinished) {
				var i = FO;
				do {
					e.unfinished = !1;
					var a = M.getTime();
					e.performSeriesTasks(t), e.performDataProcessorTasks(t), vk(this, t), e.performVisualTasks(t), Ek(this, this._model, n, "remain", {}), i -= M.getTime() - a;
				} while (i > 0 && e.unfinished);
				e.unfinished || this._zr.flush();
			}
		}
	}, t.prototype.getDom = function() {
		return this._dom;
	}, t.prototype.getId = function() {
		return this.id;
	}, t.prototype.getZr = function() {
		return this._zr;
	}, t.prototype.isSSR = function() {
		return this._ssr;
	}, t.prototype.setOption = function(e, t, n) {
		if (!this[$O]) {
			if (this._disposed) this.id;
			else {
				var r, i, a;
				if (K(t) && (n = t.lazyUpdate, r = t.silent, i = t.replaceMerge, a = t.transition, t = t.notMerge), this[$O] = !0, jk(this), !this._model || t) {
					var o = new hE(this._api), s = this._theme, c = this._model = new cE();
					c.scheduler = this._scheduler, c.ssr = this._ssr, c.init(null, null, null, s, this._locale, o);
				}
				this._model.setOption(e, { replaceMerge: i }, zk);
				var l = {
					seriesTransition: a,
					optionChanged: !0
				};
				if (n) this[tk] = {
					silent: r,
					updateParams: l
				}, this[$O] = !1, this.getZr().wakeUp();
				else {
					try {
						pk(this), gk.update.call(this, null, l);
					} catch (e) {
						throw this[tk] = null, this[$O] = !1, e;
					}
					this._ssr || this._zr.flush(), this[tk] = null, this[$O] = !1, bk.call(this, r), xk.call(this, r);
				}
			}
		}
	}, t.prototype.setTheme = function(e, t) {
		if (!this[$O]) {
			if (this._disposed) this.id;
			else {
				var n = this._model;
				if (n) {
					var r = t && t.silent, i = null;
					this[tk] && (r ?? (r = this[tk].silent), i = this[tk].updateParams, this[tk] = null), this[$O] = !0, jk(this);
					try {
						this._updateTheme(e), n.setTheme(this._theme), pk(this), gk.update.call(this, { type: "setTheme" }, i);
					} catch (e) {
						throw this[$O] = !1, e;
					}
					this[$O] = !1, bk.call(this, r), xk.call(this, r);
				}
			}
		}
	}, t.prototype._updateTheme = function(e) {
		G(e) && (e = Vk[e]), e && (e = P(e), e && UE(e, !0), this._theme = e);
	}, t.prototype.getModel = function() {
		return this._model;
	}, t.prototype.getOption = function() {
		return this._model && this._model.getOption();
	}, t.prototype.getWidth = function() {
		return this._zr.getWidth();
	}, t.prototype.getHeight = function() {
		return this._zr.getHeight();
	}, t.prototype.getDevicePixelRatio = function() {
		return this._zr.painter.dpr || Y.hasGlobalWindow && window.devicePixelRatio || 1;
	}, t.prototype.getRenderedCanvas = function(e) {
		return this.renderToCanvas(e);
	}, t.prototype.renderToCanvas = function(e) {
		return e = e || {}, this._zr.painter.getRenderedCanvas({
			backgroundColor: e.backgroundColor || this._model.get("backgroundColor"),
			pixelRatio: e.pixelRatio || this.getDevicePixelRatio()
		});
	}, t.prototype.renderToSVGString = function(e) {
		return e = e || {}, this._zr.painter.renderToString({ useViewBox: e.useViewBox });
	}, t.prototype.getSvgDataURL = function() {
		var e = this._zr;
		return z(e.storage.getDisplayList(), function(e) {
			e.stopAnimation(null, !0);
		}), e.painter.toDataURL();
	}, t.prototype.getDataURL = function(e) {
		if (this._disposed) this.id;
		else {
			e = e || {};
			var t = e.excludeComponents, n = this._model, r = [], i = this;
			z(t, function(e) {
				n.eachComponent({ mainType: e }, function(e) {
					var t = i._componentsMap[e.__viewId];
					t.group.ignore || (r.push(t), t.group.ignore = !0);
				});
			});
			var a = this._zr.painter.getType() === "svg" ? this.getSvgDataURL() : this.renderToCanvas(e).toDataURL("image/" + (e && e.type || "png"));
			return z(r, function(e) {
				e.group.ignore = !1;
			}), a;
		}
	}, t.prototype.getConnectedDataURL = function(e) {
		if (this._disposed) this.id;
		else {
			var t = e.type === "svg", n = this.group, r = Math.min, i = Math.max, a = Infinity;
			if (Wk[n]) {
				var o = a, s = a, c = -a, l = -a, u = [], d = e && e.pixelRatio || this.getDevicePixelRatio();
				z(Uk, function(a, d) {
					if (a.group === n) {
						var f = t ? a.getZr().painter.getSvgDom().innerHTML : a.renderToCanvas(P(e)), p = a.getDom().getBoundingClientRect();
						o = r(p.left, o), s = r(p.top, s), c = i(p.right, c), l = i(p.bottom, l), u.push({
							dom: f,
							left: p.left,
							top: p.top
						});
					}
				}), o *= d, s *= d, c *= d, l *= d;
				var f = c - o, p = l - s, m = M.createCanvas(), h = qT(m, { renderer: t ? "svg" : "canvas" });
				if (h.resize({
					width: f,
					height: p
				}), t) {
					var g = "";
					return z(u, function(e) {
						var t = e.left - o, n = e.top - s;
						g += "<g transform=\"translate(" + t + "," + n + ")\">" + e.dom + "</g>";
					}), h.painter.getSvgRoot().innerHTML = g, e.connectedBackgroundColor && h.painter.setBackgroundColor(e.connectedBackgroundColor), h.refreshImmediately(), h.painter.toDataURL();
				}
				return e.connectedBackgroundColor && h.add(new Vo({
					shape: {
						x: 0,
						y: 0,
						width: f,
						height: p
					},
					style: { fill: e.connectedBackgroundColor }
				})), z(u, function(e) {
					var t = new No({ style: {
						x: e.left * d - o,
						y: e.top * d - s,
						image: e.dom
					} });
					h.add(t);
				}), h.refreshImmediately(), m.toDataURL("image/" + (e && e.type || "png"));
			}
			return this.getDataURL(e);
		}
	}, t.prototype.convertToPixel = function(e, t, n) {
		return _k(this, "convertToPixel", e, t, n);
	}, t.prototype.convertToLayout = function(e, t, n) {
		return _k(this, "convertToLayout", e, t, n);
	}, t.prototype.convertFromPixel = function(e, t, n) {
		return _k(this, "convertFromPixel", e, t, n);
	}, t.prototype.containPixel = function(e, t) {
		if (this._disposed) this.id;
		else {
			var n = this._model, r;
			return z(Sc(n, e), function(e, n) {
				n.indexOf("Models") >= 0 && z(e, function(e) {
					var i = e.coordinateSystem;
					if (i && i.containPoint) r = r || !!i.containPoint(t);
					else if (n === "seriesModels") {
						var a = this._chartsMap[e.__viewId];
						a && a.containPoint && (r = r || a.containPoint(t, e));
					}
				}, this);
			}, this), !!r;
		}
	}, t.prototype.getVisual = function(e, t) {
		var n = this._model, r = Sc(n, e, { defaultMainType: "series" }), i = r.seriesModel.getData(), a = r.hasOwnProperty("dataIndexInside") ? r.dataIndexInside : r.hasOwnProperty("dataIndex") ? i.indexOfRawIndex(r.dataIndex) : null;
		return a == null ? AD(i, t) : kD(i, a, t);
	}, t.prototype.getViewOfComponentModel = function(e) {
		return this._componentsMap[e.__viewId];
	}, t.prototype.getViewOfSeriesModel = function(e) {
		return this._chartsMap[e.__viewId];
	}, t.prototype._initEvents = function() {
		var e = this;
		z(Pk, function(t) {
			var n = function(n) {
				var r = e.getModel(), i = n.target, a;
				if (t === "globalout" ? a = {} : i && jD(i, function(e) {
					var t = Yc(e);
					if (t && t.dataIndex != null) {
						var n = t.dataModel || r.getSeriesByIndex(t.seriesIndex);
						return a = n && n.getDataParams(t.dataIndex, t.dataType, i) || {}, !0;
					}
					if (t.eventData) return a = I({}, t.eventData), !0;
				}, !0), a) {
					var o = a.componentType, s = a.componentIndex;
					(o === "markLine" || o === "markPoint" || o === "markArea") && (o = "series", s = a.seriesIndex);
					var c = o && s != null && r.getComponent(o, s), l = c && e[c.mainType === "series" ? "_chartsMap" : "_componentsMap"][c.__viewId];
					a.event = n, a.type = t, e._$eventProcessor.eventInfo = {
						targetEl: i,
						packedEvent: a,
						model: c,
						view: l
					}, e.trigger(t, a);
				}
			};
			n.zrEventfulCallAtLast = !0, e._zr.on(t, n, e);
		});
		var t = this._messageCenter;
		z(Lk, function(n, r) {
			t.on(r, function(t) {
				e.trigger(r, t);
			});
		}), Aw(t, this, this._api);
	}, t.prototype.isDisposed = function() {
		return this._disposed;
	}, t.prototype.clear = function() {
		this._disposed ? this.id : this.setOption({ series: [] }, !0);
	}, t.prototype.dispose = function() {
		if (this._disposed) this.id;
		else {
			this._disposed = !0, this.getDom() && Oc(this.getDom(), Kk, "");
			var e = this, t = e._api, n = e._model;
			z(e._componentsViews, function(e) {
				e.dispose(n, t);
			}), z(e._chartsViews, function(e) {
				e.dispose(n, t);
			}), e._zr.dispose(), e._dom = e._model = e._chartsMap = e._componentsMap = e._chartsViews = e._componentsViews = e._scheduler = e._api = e._zr = e._throttledZrFlush = e._theme = e._coordSysMgr = e._messageCenter = null, delete Uk[e.id];
		}
	}, t.prototype.resize = function(e) {
		if (!this[$O]) {
			if (this._disposed) this.id;
			else {
				this._zr.resize(e);
				var t = this._model;
				if (this._loadingFX && this._loadingFX.resize(), t) {
					var n = t.resetOption("media"), r = e && e.silent;
					this[tk] && (r ?? (r = this[tk].silent), n = !0, this[tk] = null), this[$O] = !0, jk(this);
					try {
						n && pk(this), gk.update.call(this, {
							type: "resize",
							animation: I({ duration: 0 }, e && e.animation)
						});
					} catch (e) {
						throw this[$O] = !1, e;
					}
					this[$O] = !1, bk.call(this, r), xk.call(this, r);
				}
			}
		}
	}, t.prototype.showLoading = function(e, t) {
		if (this._disposed) this.id;
		else if (K(e) && (t = e, e = ""), e = e || "default", this.hideLoading(), Hk[e]) {
			var n = Hk[e](this._api, t), r = this._zr;
			this._loadingFX = n, r.add(n);
		}
	}, t.prototype.hideLoading = function() {
		this._disposed ? this.id : (this._loadingFX && this._zr.remove(this._loadingFX), this._loadingFX = null);
	}, t.prototype.makeActionFromEvent = function(e) {
		var t = I({}, e);
		return t.type = Ik[e.type], t;
	}, t.prototype.dispatchAction = function(e, t) {
		if (this._disposed) this.id;
		else if (K(t) || (t = { silent: !!t }), Fk[e.type] && this._model) {
			if (this[$O]) this._pendingActions.push(e);
			else {
				var n = t.silent;
				yk.call(this, e, n);
				var r = t.flush;
				r ? this._zr.flush() : r !== !1 && Y.browser.weChat && this._throttledZrFlush(), bk.call(this, n), xk.call(this, n);
			}
		}
	}, t.prototype.updateLabelLayout = function() {
		MD.trigger("series:layoutlabels", this._model, this._api, { updatedSeries: [] });
	}, t.prototype.appendData = function(e) {
		if (this._disposed) this.id;
		else {
			var t = e.seriesIndex;
			this.getModel().getSeriesByIndex(t).appendData(e), this._scheduler.unfinished = !0, this.getZr().wakeUp();
		}
	}, t.internalField = function() {
		pk = function(e) {
			vx(e._model);
			var t = e._scheduler;
			t.restorePipelines(e._zr, e._model), t.prepareStageTasks(), mk(e, !0), mk(e, !1), t.plan();
		}, mk = function(e, t) {
			for (var n = e._model, r = e._scheduler, i = t ? e._componentsViews : e._chartsViews, a = t ? e._componentsMap : e._chartsMap, o = e._zr, s = e._api, c = 0; c < i.length; c++) i[c].__alive = !1;
			t ? n.eachComponent(function(e, t) {
				e !== "series" && l(t);
			}) : n.eachSeries(l);
			function l(e) {
				var c = e.__requireNewView;
				e.__requireNewView = !1;
				var l = "_ec_" + e.id + "_" + e.type, u = !c && a[l];
				if (!u) {
					var d = st(e.type);
					u = new (t ? qE.getClass(d.main, d.sub) : ey.getClass(d.sub))(), u.init(n, s), a[l] = u, i.push(u), o.add(u.group);
				}
				e.__viewId = u.__id = l, u.__alive = !0, u.__model = e, u.group.__ecComponentInfo = {
					mainType: e.mainType,
					index: e.componentIndex
				}, !t && r.prepareView(u, e, n, s);
			}
			for (var c = 0; c < i.length;) {
				var u = i[c];
				u.__alive ? c++ : (!t && u.renderTask.dispose(), o.remove(u.group), u.dispose(n, s), i.splice(c, 1), a[u.__id] === u && delete a[u.__id], u.__id = u.group.__ecComponentInfo = null);
			}
		}, hk = function(e, t, n, r, i) {
			var a = e._model;
			if (a.setUpdatePayload(n), !r) {
				z([].concat(e._componentsViews, e._chartsViews), l);
				return;
			}
			var o = Dc(n, r, i), s = n.excludeSeriesId, c;
			s != null && (c = J(), z($s(s), function(e) {
				var t = pc(e, null);
				t != null && c.set(t, !0);
			})), a && a.eachComponent(o, function(t) {
				if (!(c && c.get(t.id) != null)) {
					if (pu(n)) {
						if (t instanceof ov) n.type === "highlight" && !n.notBlur && !t.get(["emphasis", "disabled"]) && Yl(t, n, e._api);
						else {
							var r = Xl(t.mainType, t.componentIndex, n.name, e._api), i = r.focusSelf, a = r.dispatchers;
							n.type === "highlight" && i && !n.notBlur && Jl(t.mainType, t.componentIndex, e._api), a && z(a, function(e) {
								n.type === "highlight" ? zl(e) : Bl(e);
							});
						}
					} else fu(n) && t instanceof ov && ($l(t, n, e._api), eu(t), kk(e));
				}
			}, e), a && a.eachComponent(o, function(t) {
				c && c.get(t.id) != null || l(e[r === "series" ? "_chartsMap" : "_componentsMap"][t.__viewId]);
			}, e);
			function l(r) {
				r && r.__alive && r[t] && r[t](r.__model, a, e._api, n);
			}
		}, gk = {
			prepareAndUpdate: function(e) {
				pk(this), gk.update.call(this, e, e && { optionChanged: e.newOption != null });
			},
			update: function(e, n) {
				var r = this._model, i = this._api, a = this._zr, o = this._coordSysMgr, s = this._scheduler;
				if (r) {
					yx(r), r.setUpdatePayload(e), s.restoreData(r, e), s.performSeriesTasks(r), o.create(r, i), MD.trigger("coordsys:aftercreate", r, i), s.performDataProcessorTasks(r, e), vk(this, r), o.update(r, i), t(r), s.performVisualTasks(r, e);
					var c = r.get("backgroundColor") || "transparent";
					a.setBackgroundColor(c);
					var l = r.get("darkMode");
					l != null && l !== "auto" && a.setDarkMode(l), wk(this, r, i, e, n), MD.trigger("afterupdate", r, i);
				}
			},
			updateTransform: function(e) {
				var t = this, n = t._model, r = t._api;
				if (n) {
					n.setUpdatePayload(e);
					var i = [];
					n.eachComponent(function(a, o) {
						if (a !== "series") {
							var s = t.getViewOfComponentModel(o);
							if (s && s.__alive) {
								if (s.updateTransform) {
									var c = s.updateTransform(o, n, r, e);
									c && c.update && i.push(s);
								} else i.push(s);
							}
						}
					});
					var a = J();
					n.eachSeries(function(i) {
						var o = t._chartsMap[i.__viewId], s = i.pipelineContext;
						if (o.updateTransform && !s.progressiveRender) {
							var c = o.updateTransform(i, n, r, e);
							c && c.update && a.set(i.uid, 1);
						} else a.set(i.uid, 1);
					}), t._scheduler.performVisualTasks(n, e, {
						setDirty: !0,
						dirtyMap: a
					}), Ek(t, n, r, e, {}, a), MD.trigger("afterupdate", n, r);
				}
			},
			updateView: function(e) {
				var n = this._model;
				n && (n.setUpdatePayload(e), ey.markUpdateMethod(e, "updateView"), t(n), this._scheduler.performVisualTasks(n, e, { setDirty: !0 }), wk(this, n, this._api, e, {}), MD.trigger("afterupdate", n, this._api));
			},
			updateVisual: function(e) {
				var n = this, r = this._model;
				r && (r.setUpdatePayload(e), r.eachSeries(function(e) {
					e.getData().clearAllVisual();
				}), ey.markUpdateMethod(e, "updateVisual"), t(r), this._scheduler.performVisualTasks(r, e, {
					visualType: "visual",
					setDirty: !0
				}), r.eachComponent(function(t, i) {
					if (t !== "series") {
						var a = n.getViewOfComponentModel(i);
						a && a.__alive && a.updateVisual(i, r, n._api, e);
					}
				}), r.eachSeries(function(t) {
					n._chartsMap[t.__viewId].updateVisual(t, r, n._api, e);
				}), MD.trigger("afterupdate", r, this._api));
			},
			updateLayout: function(e) {
				gk.update.call(this, e);
			}
		};
		function e(e, t, n, r, i) {
			if (e._disposed) e.id;
			else for (var a = e._model, o = e._coordSysMgr.getCoordinateSystems(), s, c = Sc(a, n), l = 0; l < o.length; l++) {
				var u = o[l];
				if (u[t] && (s = u[t](a, c, r, i)) != null) return s;
			}
		}
		_k = e, vk = function(e, t) {
			var n = e._chartsMap, r = e._scheduler;
			t.eachSeries(function(e) {
				r.updateStreamModes(e, n[e.__viewId]);
			});
		}, yk = function(e, t) {
			var n = this, r = this.getModel(), i = e.type, a = e.escapeConnect, o = Fk[i], s = (o.update || "update").split(":"), c = s.pop(), l = s[0] != null && st(s[0]);
			this[$O] = !0, jk(this);
			var u = [e], d = !1;
			e.batch && (d = !0, u = B(e.batch, function(t) {
				return t = L(I({}, t), e), t.batch = null, t;
			}));
			var f = [], p, m = [], h = o.nonRefinedEventType, g = fu(e), _ = pu(e);
			if (_ && Kl(this._api), z(u, function(t) {
				var i = o.action(t, r, n._api);
				if (o.refineEvent ? m.push(i) : p = i, p = p || I({}, t), p.type = h, f.push(p), _) {
					var a = Cc(e), s = a.queryOptionMap, u = a.mainTypeSpecified ? s.keys()[0] : "series";
					hk(n, c, t, u), kk(n);
				} else g ? (hk(n, c, t, "series"), kk(n)) : l && hk(n, c, t, l.main, l.sub);
			}), c !== "none" && !_ && !g && !l) try {
				this[tk] ? (pk(this), gk.update.call(this, e), this[tk] = null) : gk[c].call(this, e);
			} catch (e) {
				throw this[$O] = !1, e;
			}
			if (p = d ? {
				type: h,
				escapeConnect: a,
				batch: f
			} : f[0], this[$O] = !1, !t) {
				var v = void 0;
				if (o.refineEvent) {
					var y = o.refineEvent(m, e, r, this._api).eventContent;
					Ve(K(y)), v = L({ type: o.refinedEventType }, y), v.fromAction = e.type, v.fromActionPayload = e, v.escapeConnect = !0;
				}
				var b = this._messageCenter;
				b.trigger(p.type, p), v && b.trigger(v.type, v);
			}
		}, bk = function(e) {
			for (var t = this._pendingActions; t.length;) {
				var n = t.shift();
				yk.call(this, n, e);
			}
		}, xk = function(e) {
			!e && this.trigger("updated");
		}, Sk = function(e, t) {
			e.on("rendered", function(n) {
				t.trigger("rendered", n), e.animation.isFinished() && !t[tk] && !t._scheduler.unfinished && !t._pendingActions.length ? t.trigger("finished") : e.refresh();
			});
		}, Ck = function(e, t) {
			e.on("mouseover", function(e) {
				var n = e.target, r = jD(n, uu);
				r && (Zl(r, e, t._api), kk(t));
			}).on("mouseout", function(e) {
				var n = e.target, r = jD(n, uu);
				r && (Ql(r, e, t._api), kk(t));
			}).on("click", function(e) {
				var n = e.target, r = jD(n, function(e) {
					return Yc(e).dataIndex != null;
				}, !0);
				if (r) {
					var i = r.selected ? "unselect" : "select", a = Yc(r);
					t._api.dispatchAction({
						type: i,
						dataType: a.dataType,
						dataIndexInside: a.dataIndex,
						seriesIndex: a.seriesIndex,
						isFromClick: !0
					});
				}
			});
		};
		function t(e) {
			e.clearColorPalette(), e.eachSeries(function(e) {
				e.clearColorPalette();
			});
		}
		function n(e) {
			var t = [], n = [], r = !1;
			if (e.eachComponent(function(e, i) {
				var a = i.get("zlevel") || 0, o = i.get("z") || 0, s = i.getZLevelKey();
				r = r || !!s, (e === "series" ? n : t).push({
					zlevel: a,
					z: o,
					idx: i.componentIndex,
					type: e,
					key: s
				});
			}), r) {
				var i = t.concat(n), a, o;
				hT(i, function(e, t) {
					return e.zlevel === t.zlevel ? e.z - t.z : e.zlevel - t.zlevel;
				}), z(i, function(t) {
					var n = e.getComponent(t.type, t.idx), r = t.zlevel, i = t.key;
					a != null && (r = Math.max(a, r)), i ? (r === a && i !== o && r++, o = i) : o && (r === a && r++, o = ""), a = r, n.setZLevel(r);
				});
			}
		}
		wk = function(e, t, r, i, a) {
			n(t), Tk(e, t, r, i, a), z(e._chartsViews, function(e) {
				e.__alive = !1;
			}), Ek(e, t, r, i, a), z(e._chartsViews, function(e) {
				e.__alive || e.remove(t, r);
			});
		}, Tk = function(e, t, n, r, i, a) {
			z(a || e._componentsViews, function(e) {
				var i = e.__model;
				s(i, e), e.render(i, t, n, r), o(i, e), c(i, e);
			});
		}, Ek = function(e, t, n, r, l, u) {
			var d = e._scheduler;
			l = I(l || {}, { updatedSeries: t.getSeries() }), MD.trigger("series:beforeupdate", t, n, l);
			var f = !1;
			t.eachSeries(function(t) {
				var n = e._chartsMap[t.__viewId];
				n.__alive = !0;
				var i = n.renderTask;
				d.updatePayload(i, r), s(t, n), u && u.get(t.uid) && i.dirty(), i.perform(d.getPerformArgs(i)) && (f = !0), n.group.silent = !!t.get("silent"), a(t, n), eu(t);
			}), d.unfinished = f || d.unfinished, MD.trigger("series:layoutlabels", t, n, l), MD.trigger("series:transition", t, n, l), t.eachSeries(function(t) {
				var n = e._chartsMap[t.__viewId];
				o(t, n), c(t, n);
			}), i(e, t), MD.trigger("series:afterupdate", t, n, l);
		}, kk = function(e) {
			e[nk] = !0, e.getZr().wakeUp();
		}, jk = function(e) {
			e[ek] = (e[ek] + 1) % 1e6;
		}, Ak = function(e) {
			e[nk] && (e.getZr().storage.traverse(function(e) {
				Hd(e) || r(e);
			}), e[nk] = !1);
		};
		function r(e) {
			for (var t = [], n = e.currentStates, r = 0; r < n.length; r++) {
				var i = n[r];
				i !== "emphasis" && i !== "blur" && i !== "select" && t.push(i);
			}
			e.selected && e.states.select && t.push("select"), e.hoverState === 2 && e.states.emphasis ? t.push("emphasis") : e.hoverState === 1 && e.states.blur && t.push("blur"), e.useStates(t);
		}
		function i(e, t) {
			var n = e._zr;
			if (n.painter.type === "canvas") {
				var r = n.storage, i = 0;
				r.traverse(function(e) {
					e.isGroup || i++;
				});
				var a = i > q(t.get("hoverLayerThreshold"), $T.hoverLayerThreshold) && !Y.node && !Y.worker;
				(e._usingTHL || a) && (t.eachSeries(function(t) {
					if (!t.preventUsingHoverLayer) {
						var n = e._chartsMap[t.__viewId];
						n.__alive && n.eachRendered(function(e) {
							var t = e.states.emphasis;
							t && t.hoverLayer !== 2 && (t.hoverLayer = +!!a);
						});
					}
				}), e._usingTHL = a);
			}
		}
		function a(e, t) {
			var n = e.get("blendMode") || null;
			t.eachRendered(function(e) {
				e.isGroup || (e.style.blend = n);
			});
		}
		function o(e, t) {
			if (!e.preventAutoZ) {
				var n = Pf(e);
				t.eachRendered(function(e) {
					return If(e, n.z, n.zlevel), !0;
				});
			}
		}
		function s(e, t) {
			t.eachRendered(function(e) {
				if (!Hd(e)) {
					var t = e.getTextContent(), n = e.getTextGuideLine();
					e.stateTransition && (e.stateTransition = null), t && t.stateTransition && (t.stateTransition = null), n && n.stateTransition && (n.stateTransition = null), e.hasState() ? (e.prevStates = e.currentStates, e.clearStates()) : e.prevStates && (e.prevStates = null);
				}
			});
		}
		function c(e, t) {
			var n = e.getModel("stateAnimation"), i = e.isAnimationEnabled(), a = n.get("duration"), o = a > 0 ? {
				duration: a,
				delay: n.get("delay"),
				easing: n.get("easing")
			} : null;
			t.eachRendered(function(e) {
				if (e.states && e.states.emphasis) {
					if (Hd(e)) return;
					if (e instanceof Do && mu(e), e.__dirty) {
						var t = e.prevStates;
						t && e.useStates(t);
					}
					if (i) {
						e.stateTransition = o;
						var n = e.getTextContent(), a = e.getTextGuideLine();
						n && (n.stateTransition = o), a && (a.stateTransition = o);
					}
					e.__dirty && r(e);
				}
			});
		}
		Dk = function(e) {
			return new (function(t) {
				A(n, t);
				function n() {
					return t !== null && t.apply(this, arguments) || this;
				}
				return n.prototype.getCoordinateSystems = function() {
					return e._coordSysMgr.getCoordinateSystems();
				}, n.prototype.getComponentByElement = function(t) {
					for (; t;) {
						var n = t.__ecComponentInfo;
						if (n != null) return e._model.getComponent(n.mainType, n.index);
						t = t.parent;
					}
				}, n.prototype.enterEmphasis = function(t, n) {
					zl(t, n), kk(e);
				}, n.prototype.leaveEmphasis = function(t, n) {
					Bl(t, n), kk(e);
				}, n.prototype.enterBlur = function(t) {
					Vl(t), kk(e);
				}, n.prototype.leaveBlur = function(t) {
					Hl(t), kk(e);
				}, n.prototype.enterSelect = function(t) {
					Ul(t), kk(e);
				}, n.prototype.leaveSelect = function(t) {
					Wl(t), kk(e);
				}, n.prototype.getModel = function() {
					return e.getModel();
				}, n.prototype.getViewOfComponentModel = function(t) {
					return e.getViewOfComponentModel(t);
				}, n.prototype.getViewOfSeriesModel = function(t) {
					return e.getViewOfSeriesModel(t);
				}, n.prototype.getECUpdateCycleVersion = function() {
					return e[ek];
				}, n.prototype.usingTHL = function() {
					return e._usingTHL;
				}, n;
			}(ol))(e);
		}, Ok = function(e) {
			function t(e, t) {
				for (var n = 0; n < e.length; n++) {
					var r = e[n];
					r[ik] = t;
				}
			}
			z(Ik, function(n, r) {
				e._messageCenter.on(r, function(n) {
					if (Wk[e.group] && e[ik] !== ak) {
						if (n && n.escapeConnect) return;
						var r = e.makeActionFromEvent(n), i = [];
						z(Uk, function(t) {
							t !== e && t.group === e.group && i.push(t);
						}), t(i, ak), z(i, function(e) {
							e[ik] !== ok && e.dispatchAction(r);
						}), t(i, sk);
					}
				});
			});
		};
	}(), t;
}(Wi), Nk = Mk.prototype;
Nk.on = ck("on"), Nk.off = ck("off"), Nk.one = function(e, t, n) {
	var r = this;
	function i() {
		var n = [...arguments];
		t && t.apply && t.apply(this, n), r.off(e, i);
	}
	this.on.call(this, e, i, n);
};
var Pk = [
	"click",
	"dblclick",
	"mouseover",
	"mouseout",
	"mousemove",
	"mousedown",
	"mouseup",
	"globalout",
	"contextmenu"
], Fk = {}, Ik = {}, Lk = {}, Rk = [], zk = [], Bk = [], Vk = {}, Hk = {}, Uk = {}, Wk = {}, Gk = /* @__PURE__ */ new Date() - 0;
/* @__PURE__ */ new Date() - 0;
var Kk = "_echarts_instance_";
function qk(e, t, n) {
	var r = !(n && n.ssr);
	if (r) {
		var i = Jk(e);
		if (i) return i;
	}
	var a = new Mk(e, t, n);
	return a.id = "ec_" + Gk++, Uk[a.id] = a, r && Oc(e, Kk, a.id), Ok(a), MD.trigger("afterinit", a), a;
}
function Jk(e) {
	return Uk[kc(e, Kk)];
}
function Yk(e, t) {
	Vk[e] = t;
}
function Xk(e) {
	R(zk, e) < 0 && zk.push(e);
}
function Zk(e, t) {
	oA(Rk, e, t, BO);
}
function Qk(e) {
	eA("afterinit", e);
}
function $k(e) {
	eA("afterupdate", e);
}
function eA(e, t) {
	MD.on(e, t);
}
function tA(e, t, n) {
	var r, i, a, o, s;
	W(t) && (n = t, t = ""), K(e) ? (r = e.type, i = e.event, o = e.update, s = e.publishNonRefinedEvent, n || (n = e.action), a = e.refineEvent) : (r = e, i = t);
	function c(e) {
		return e.toLowerCase();
	}
	i = c(i || r);
	var l = a ? c(r) : i;
	Fk[r] || (Ve(rk.test(r) && rk.test(i)), a && Ve(i !== r), Fk[r] = {
		actionType: r,
		refinedEventType: i,
		nonRefinedEventType: l,
		update: o,
		action: n,
		refineEvent: a
	}, Lk[i] = 1, a && s && (Lk[l] = 1), Ik[l] = r);
}
function nA(e, t) {
	Zm.register(e, t);
}
function rA(e, t) {
	oA(Bk, e, t, HO, "layout", !0);
}
function iA(e, t) {
	oA(Bk, e, t, GO, "visual", !0);
}
var aA = [];
function oA(e, t, n, r, i, a) {
	if ((W(t) || K(t)) && (n = t, t = r), !(R(aA, n) >= 0)) {
		aA.push(n);
		var o = aD.wrapStageHandler(n, i);
		o.__prio = t, o.__raw = n, e.push(o);
	}
}
function sA(e, t) {
	Hk[e] = t;
}
function cA(e, t, n) {
	var r = FD("registerMap");
	r && r(e, t, n);
}
var lA = T_;
iA(WO, $E), iA(qO, tD), iA(qO, nD), iA(WO, DD), iA(qO, OD), iA(ZO, NO), Xk(UE), Zk(LO, WE), sA("default", iD), tA({
	type: ml,
	event: ml,
	update: ml
}, et), tA({
	type: hl,
	event: hl,
	update: hl
}, et), tA({
	type: gl,
	event: yl,
	update: gl,
	action: et,
	refineEvent: uA,
	publishNonRefinedEvent: !0
}), tA({
	type: _l,
	event: yl,
	update: _l,
	action: et,
	refineEvent: uA,
	publishNonRefinedEvent: !0
}), tA({
	type: vl,
	event: yl,
	update: vl,
	action: et,
	refineEvent: uA,
	publishNonRefinedEvent: !0
});
function uA(e, t, n, r) {
	return { eventContent: {
		selected: tu(n),
		isFromClick: t.isFromClick || !1
	} };
}
Yk("default", {}), Yk("dark", CD);
// node_modules/echarts/lib/extension.js
var dA = [], fA = {
	registerPreprocessor: Xk,
	registerProcessor: Zk,
	registerPostInit: Qk,
	registerPostUpdate: $k,
	registerUpdateLifecycle: eA,
	registerAction: tA,
	registerCoordinateSystem: nA,
	registerLayout: rA,
	registerVisual: iA,
	registerTransform: lA,
	registerLoading: sA,
	registerMap: cA,
	registerImpl: PD,
	PRIORITY: QO,
	ComponentModel: a_,
	ComponentView: qE,
	SeriesModel: ov,
	ChartView: ey,
	registerComponentModel: function(e) {
		a_.registerClass(e);
	},
	registerComponentView: function(e) {
		qE.registerClass(e);
	},
	registerSeriesModel: function(e) {
		ov.registerClass(e);
	},
	registerChartView: function(e) {
		ey.registerClass(e);
	},
	registerCustomSeries: function(e, t) {
		LD(e, t);
	},
	registerSubTypeDefaulter: function(e, t) {
		a_.registerSubTypeDefaulter(e, t);
	},
	registerPainter: function(e, t) {
		JT(e, t);
	}
};
function pA(e) {
	U(e) ? z(e, function(e) {
		pA(e);
	}) : R(dA, e) >= 0 || (dA.push(e), W(e) && (e = { install: e }), e.install(fA));
}
// node_modules/echarts/lib/chart/scatter/ScatterSeries.js
var mA = function(e) {
	A(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n.hasSymbolVisual = !0, n;
	}
	return t.prototype.getInitialData = function(e, t) {
		return ph(null, this, { useEncodeDefaulter: !0 });
	}, t.prototype.getProgressive = function() {
		return this.option.progressive ?? (this.option.large ? 5e3 : this.get("progressive"));
	}, t.prototype.getProgressiveThreshold = function() {
		return this.option.progressiveThreshold ?? (this.option.large ? 1e4 : this.get("progressiveThreshold"));
	}, t.prototype.brushSelector = function(e, t, n) {
		return n.point(t.getItemLayout(e));
	}, t.prototype.getZLevelKey = function() {
		return this.getData().count() > this.getProgressiveThreshold() ? this.id : "";
	}, t.type = "series.scatter", t.dependencies = [
		"grid",
		"polar",
		"geo",
		"singleAxis",
		"calendar",
		"matrix"
	], t.defaultOption = {
		coordinateSystem: "cartesian2d",
		z: 2,
		legendHoverLink: !0,
		symbolSize: 10,
		large: !1,
		largeThreshold: 2e3,
		itemStyle: { opacity: .8 },
		emphasis: { scale: !0 },
		clip: !0,
		select: { itemStyle: { borderColor: Q.color.primary } },
		universalTransition: { divideShape: "clone" }
	}, t;
}(ov), hA = 4, gA = function() {
	function e() {}
	return e;
}(), _A = function(e) {
	A(t, e);
	function t(t) {
		var n = e.call(this, t) || this;
		return n._off = 0, n.hoverDataIdx = -1, n;
	}
	return t.prototype.getDefaultShape = function() {
		return new gA();
	}, t.prototype.reset = function() {
		this.notClear = !1, this._off = 0;
	}, t.prototype.beforeBrush = function(e) {
		e && !e.contentRetained && this.reset();
	}, t.prototype.buildPath = function(e, t) {
		var n = t.points, r = t.size, i = this.symbolProxy, a = i.shape, o = e.getContext ? e.getContext() : e, s = o && r[0] < hA, c = this.softClipShape, l;
		if (s) this._ctx = o;
		else {
			for (this._ctx = null, l = this._off; l < n.length;) {
				var u = n[l++], d = n[l++];
				isNaN(u) || isNaN(d) || (!c || c.contain(u, d)) && (a.x = u - r[0] / 2, a.y = d - r[1] / 2, a.width = r[0], a.height = r[1], i.buildPath(e, a, !0));
			}
			this.incremental && (this._off = l, this.notClear = !0);
		}
	}, t.prototype.afterBrush = function() {
		var e = this.shape, t = e.points, n = e.size, r = this._ctx, i = this.softClipShape, a;
		if (r) {
			for (a = this._off; a < t.length;) {
				var o = t[a++], s = t[a++];
				isNaN(o) || isNaN(s) || (!i || i.contain(o, s)) && r.fillRect(o - n[0] / 2, s - n[1] / 2, n[0], n[1]);
			}
			this.incremental && (this._off = a, this.notClear = !0);
		}
	}, t.prototype.findDataIndex = function(e, t) {
		for (var n = this.shape, r = n.points, i = n.size, a = Math.max(i[0], 4), o = Math.max(i[1], 4), s = r.length / 2 - 1; s >= 0; s--) {
			var c = s * 2, l = r[c] - a / 2, u = r[c + 1] - o / 2;
			if (e >= l && t >= u && e <= l + a && t <= u + o) return s;
		}
		return -1;
	}, t.prototype.contain = function(e, t) {
		var n = this.transformCoordToLocal(e, t), r = this.getBoundingRect();
		return e = n[0], t = n[1], r.contain(e, t) ? (this.hoverDataIdx = this.findDataIndex(e, t)) >= 0 : (this.hoverDataIdx = -1, !1);
	}, t.prototype.getBoundingRect = function() {
		var e = this._rect;
		if (!e) {
			for (var t = this.shape, n = t.points, r = t.size, i = r[0], a = r[1], o = Infinity, s = Infinity, c = -Infinity, l = -Infinity, u = 0; u < n.length;) {
				var d = n[u++], f = n[u++];
				o = Math.min(d, o), c = Math.max(d, c), s = Math.min(f, s), l = Math.max(f, l);
			}
			e = this._rect = new X(o - i / 2, s - a / 2, c - o + i, l - s + a);
		}
		return e;
	}, t;
}(Do), vA = function() {
	function e() {
		this.group = new Lu();
	}
	return e.prototype.updateData = function(e, t) {
		this._clear(), this._data = e;
		var n = this._create();
		n.setShape({ points: e.getLayout("points") }), this._setCommon(n, e, t);
	}, e.prototype.updateLayout = function(e) {
		var t = this._data;
		if (t) {
			var n = t.getLayout("points");
			this.group.eachChild(function(e) {
				if (e.startIndex != null) {
					var t = (e.endIndex - e.startIndex) * 2, r = e.startIndex * 4 * 2;
					n = new Float32Array(n.buffer, r, t);
				}
				e.setShape("points", n), e.reset(), e.stopAnimation();
			});
		}
	}, e.prototype.incrementalPrepareUpdate = function(e) {
		this._clear();
	}, e.prototype.incrementalUpdate = function(e, t, n, r) {
		var i = this._newAdded[0], a = t.getLayout("points"), o = i && i.shape.points;
		if (o && o.length < 2e4) {
			var s = o.length, c = new Float32Array(s + a.length);
			c.set(o), c.set(a, s), i.endIndex = e.end, i.setShape({ points: c });
		} else {
			this._newAdded = [];
			var l = this._create();
			l.startIndex = e.start, l.endIndex = e.end, l.incremental = n, l.setShape({ points: a }), this._setCommon(l, t, r);
		}
	}, e.prototype.eachRendered = function(e) {
		this._newAdded[0] && e(this._newAdded[0]);
	}, e.prototype._create = function() {
		var e = new _A({ cursor: "default" });
		return e.ignoreCoarsePointer = !0, this.group.add(e), this._newAdded.push(e), e;
	}, e.prototype._setCommon = function(e, t, n) {
		var r = t.hostModel;
		n = n || {};
		var i = t.getVisual("symbolSize");
		e.setShape("size", i instanceof Array ? i : [i, i]), e.softClipShape = n.clipShape || null, e.symbolProxy = xv(t.getVisual("symbol"), 0, 0, 0, 0), e.setColor = e.symbolProxy.setColor;
		var a = e.shape.size[0] < hA;
		e.useStyle(r.getModel("itemStyle").getItemStyle(a ? [
			"color",
			"shadowBlur",
			"shadowColor"
		] : ["color"]));
		var o = t.getVisual("style"), s = o && o.fill;
		s && e.setColor(s);
		var c = Yc(e);
		c.seriesIndex = r.seriesIndex, e.on("mousemove", function(t) {
			c.dataIndex = null;
			var n = e.hoverDataIdx;
			n >= 0 && (c.dataIndex = n + (e.startIndex || 0));
		});
	}, e.prototype.remove = function() {
		this._clear();
	}, e.prototype._clear = function() {
		this._newAdded = [], this.group.removeAll();
	}, e;
}(), yA = function(e) {
	A(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.prototype.render = function(e, t, n) {
		var r = e.getData();
		this._updateSymbolDraw(r, e).updateData(r, bA(e)), this._finished = !0;
	}, t.prototype.incrementalPrepareRender = function(e, t, n) {
		var r = e.getData();
		this._updateSymbolDraw(r, e).incrementalPrepareUpdate(r), this._finished = !1;
	}, t.prototype.incrementalRender = function(e, t, n) {
		this._symbolDraw.incrementalUpdate(e, t.getData(), Kc(t), bA(t)), this._finished = e.end === t.getData().count();
	}, t.prototype.updateTransform = function(e, t, n) {
		var r = e.getData();
		if (this.group.dirty(), this._finished) {
			var i = Wb("").reset(e, t, n);
			i.progress && i.progress({
				start: 0,
				end: r.count(),
				count: r.count()
			}, r), this._symbolDraw.updateLayout(bA(e));
		} else return { update: !0 };
	}, t.prototype.eachRendered = function(e) {
		this._symbolDraw && this._symbolDraw.eachRendered(e);
	}, t.prototype._updateSymbolDraw = function(e, t) {
		var n = this._symbolDraw, r = t.pipelineContext.large;
		return n && r === this._isLargeDraw || (n && n.remove(), n = this._symbolDraw = r ? new vA() : new Nv(), this._isLargeDraw = r, this.group.removeAll()), this.group.add(n.group), n;
	}, t.prototype.remove = function(e, t) {
		this._symbolDraw && this._symbolDraw.remove(!0), this._symbolDraw = null;
	}, t.prototype.dispose = function() {}, t.type = "scatter", t;
}(ey);
function bA(e) {
	return { clipShape: ly(e) };
}
// node_modules/echarts/lib/coord/axisModelCommonMixin.js
var xA = function() {
	function e() {}
	return e.prototype.needIncludeZero = function() {
		return !this.option.scale;
	}, e.prototype.getCoordSysModel = function() {}, e;
}(), SA = function(e) {
	A(t, e);
	function t() {
		return e !== null && e.apply(this, arguments) || this;
	}
	return t.prototype.getCoordSysModel = function() {
		return this.getReferringComponents("grid", wc).models[0];
	}, t.type = "cartesian2dAxis", t;
}(a_);
Se(SA, xA);
// node_modules/echarts/lib/coord/axisDefault.js
var CA = {
	show: !0,
	z: 0,
	inverse: !1,
	name: "",
	nameLocation: "end",
	nameRotate: null,
	nameTruncate: {
		maxWidth: null,
		ellipsis: "...",
		placeholder: "."
	},
	nameTextStyle: {},
	nameGap: 15,
	silent: !1,
	triggerEvent: !1,
	tooltip: { show: !1 },
	axisPointer: {},
	axisLine: {
		show: !0,
		onZero: "auto",
		onZeroAxisIndex: null,
		lineStyle: {
			color: Q.color.axisLine,
			width: 1,
			type: "solid"
		},
		symbol: ["none", "none"],
		symbolSize: [10, 15],
		breakLine: !0
	},
	axisTick: {
		show: !0,
		inside: !1,
		length: 5,
		lineStyle: { width: 1 }
	},
	axisLabel: {
		show: !0,
		inside: !1,
		rotate: 0,
		showMinLabel: null,
		showMaxLabel: null,
		margin: 8,
		fontSize: 12,
		color: Q.color.axisLabel,
		textMargin: [0, 3]
	},
	splitLine: {
		show: !0,
		showMinLine: !0,
		showMaxLine: !0,
		lineStyle: {
			color: Q.color.axisSplitLine,
			width: 1,
			type: "solid"
		}
	},
	splitArea: {
		show: !1,
		areaStyle: { color: [Q.color.backgroundTint, Q.color.backgroundTransparent] }
	},
	breakArea: {
		show: !0,
		itemStyle: {
			color: Q.color.neutral00,
			borderColor: Q.color.border,
			borderWidth: 1,
			borderType: [3, 3],
			opacity: .6
		},
		zigzagAmplitude: 4,
		zigzagMinSpan: 4,
		zigzagMaxSpan: 20,
		zigzagZ: 100,
		expandOnClick: !0
	},
	breakLabelLayout: { moveOverlap: "auto" }
}, wA = F({
	boundaryGap: !0,
	deduplication: null,
	jitter: 0,
	jitterOverlap: !0,
	jitterMargin: 2,
	splitLine: { show: !1 },
	axisTick: {
		alignWithLabel: !1,
		interval: "auto",
		show: "auto"
	},
	axisLabel: { interval: "auto" }
}, CA), TA = F({
	boundaryGap: [0, 0],
	axisLine: { show: "auto" },
	axisTick: { show: "auto" },
	splitNumber: 5,
	minorTick: {
		show: !1,
		splitNumber: 5,
		length: 3,
		lineStyle: {}
	},
	minorSplitLine: {
		show: !1,
		lineStyle: {
			color: Q.color.axisMinorSplitLine,
			width: 1
		}
	}
}, CA), EA = {
	category: wA,
	value: TA,
	time: F({
		splitNumber: 6,
		axisLabel: { rich: { primary: { fontWeight: "bold" } } },
		splitLine: { show: !1 }
	}, TA),
	log: L({ logBase: 10 }, TA)
};
// node_modules/echarts/lib/coord/axisModelCreator.js
function DA(e, t, n, r) {
	z(cb, function(i, a) {
		var o = F(F({}, EA[a], !0), r, !0), s = function(e) {
			A(n, e);
			function n() {
				var n = e !== null && e.apply(this, arguments) || this;
				return n.type = t + "Axis." + a, n;
			}
			return n.prototype.mergeDefaultAndTheme = function(e, t) {
				var n = e_(this), r = n ? n_(e) : {};
				F(e, t.getTheme().get(a + "Axis")), F(e, this.getDefaultOption()), e.type = OA(e), n && t_(e, r, n);
			}, n.prototype.optionUpdated = function() {
				this.option.type === "category" && (this.__ordinalMeta = py.createByAxisModel(this));
			}, n.prototype.getCategories = function(e) {
				var t = this.option;
				if (t.type === "category") return e ? t.data : this.__ordinalMeta.categories;
			}, n.prototype.getOrdinalMeta = function() {
				return this.__ordinalMeta;
			}, n.prototype.updateAxisBreaks = function(e) {
				var t = mS();
				return t ? t.updateModelAxisBreak(this, e) : { breaks: [] };
			}, n.type = t + "Axis." + a, n.defaultOption = o, n;
		}(n);
		e.registerComponentModel(s);
	}), e.registerSubTypeDefaulter(t + "Axis", OA);
}
function OA(e) {
	return e.type || (e.data ? "category" : "value");
}
// node_modules/echarts/lib/coord/cartesian/Cartesian.js
var kA = function() {
	function e(e) {
		this.type = "cartesian", this._dimList = [], this._axes = {}, this.name = e || "";
	}
	return e.prototype.getAxis = function(e) {
		return this._axes[e];
	}, e.prototype.getAxes = function() {
		return B(this._dimList, function(e) {
			return this._axes[e];
		}, this);
	}, e.prototype.getAxesByScale = function(e) {
		return e = e.toLowerCase(), Te(this.getAxes(), function(t) {
			return t.scale.type === e;
		});
	}, e.prototype.addAxis = function(e) {
		var t = e.dim;
		this._axes[t] = e, this._dimList.push(t);
	}, e;
}(), AA = ["x", "y"];
function jA(e) {
	return (e.type === "interval" || e.type === "time") && !Zh(e);
}
var MA = function(e) {
	A(t, e);
	function t() {
		var t = e !== null && e.apply(this, arguments) || this;
		return t.type = kC, t.dimensions = AA, t;
	}
	return t.prototype.calcAffineTransform = function() {
		this._transform = this._invTransform = null;
		var e = this.getAxis("x").scale, t = this.getAxis("y").scale;
		if (jA(e) && jA(t)) {
			var n = by(e, null), r = by(t, null), i = this.dataToPoint([n[0], r[0]]), a = this.dataToPoint([n[1], r[1]]), o = n[1] - n[0], s = r[1] - r[0];
			if (o && s) {
				var c = (a[0] - i[0]) / o, l = (a[1] - i[1]) / s, u = i[0] - n[0] * c, d = i[1] - r[0] * l, f = this._transform = [
					c,
					0,
					0,
					l,
					u,
					d
				];
				this._invTransform = It([], f);
			}
		}
	}, t.prototype.getBaseAxis = function() {
		return this.getAxesByScale("ordinal")[0] || this.getAxesByScale("time")[0] || this.getAxis("x");
	}, t.prototype.containPoint = function(e) {
		var t = this.getAxis("x"), n = this.getAxis("y");
		return t.contain(t.toLocalCoord(e[0])) && n.contain(n.toLocalCoord(e[1]));
	}, t.prototype.containData = function(e) {
		return this.getAxis("x").containData(e[0]) && this.getAxis("y").containData(e[1]);
	}, t.prototype.containZone = function(e, t) {
		var n = this.dataToPoint(e), r = this.dataToPoint(t), i = this.getArea(), a = new X(n[0], n[1], r[0] - n[0], r[1] - n[1]);
		return i.intersect(a);
	}, t.prototype.dataToPoint = function(e, t, n) {
		n = n || [];
		var r = e[0], i = e[1];
		if (this._transform && r != null && isFinite(r) && i != null && isFinite(i)) return Zt(n, e, this._transform);
		var a = this.getAxis("x"), o = this.getAxis("y");
		return n[0] = a.toGlobalCoord(a.dataToCoord(r, t)), n[1] = o.toGlobalCoord(o.dataToCoord(i, t)), n;
	}, t.prototype.clampData = function(e, t) {
		var n = this.getAxis("x").scale, r = this.getAxis("y").scale, i = n.getExtent(), a = r.getExtent(), o = n.parse(e[0]), s = r.parse(e[1]);
		return t = t || [], t[0] = Math.min(Math.max(Math.min(i[0], i[1]), o), Math.max(i[0], i[1])), t[1] = Math.min(Math.max(Math.min(a[0], a[1]), s), Math.max(a[0], a[1])), t;
	}, t.prototype.pointToData = function(e, t, n) {
		if (n = n || [], this._invTransform) return Zt(n, e, this._invTransform);
		var r = this.getAxis("x"), i = this.getAxis("y");
		return n[0] = r.coordToData(r.toLocalCoord(e[0]), t), n[1] = i.coordToData(i.toLocalCoord(e[1]), t), n;
	}, t.prototype.getOtherAxis = function(e) {
		return this.getAxis(e.dim === "x" ? "y" : "x");
	}, t.prototype.getArea = function(e) {
		e = e || 0;
		var t = this.getAxis("x").getGlobalExtent(), n = this.getAxis("y").getGlobalExtent(), r = Math.min(t[0], t[1]) - e, i = Math.min(n[0], n[1]) - e;
		return new X(r, i, Math.max(t[0], t[1]) - r + e, Math.max(n[0], n[1]) - i + e);
	}, t;
}(kA);
// node_modules/echarts/lib/coord/axisAlignTicks.js
function NA(e, t) {
	var n = e.scale, r = e.model, i = gC(n, r, r.ecModel, e, null), a = ky(n), o = ky(t) ? t.intervalStub : t, s = a ? n.intervalStub : n, c = n.base, l = o.getTicks(), u = o.getTicks({ expandToNicedExtent: !0 }), d = l.length - 1, f, p, m;
	if (d === 1) f = p = 0, m = 1;
	else if (d === 2) {
		var h = ds(l[0].value - l[1].value), g = ds(l[1].value - l[2].value);
		f = p = 0, h === g ? m = 2 : (m = 1, h < g ? f = h / g : p = g / h);
	} else {
		var _ = o.getConfig().interval;
		f = (1 - (l[0].value - u[0].value) / _) % 1, p = (1 - (u[d].value - l[d].value) / _) % 1, m = d - +!!f - !!p;
	}
	var v = i.zoomFixMM, y = v[0] || v[1], b = [i.fixMM[0] || y, i.fixMM[1] || y], x = n.getExtent(), S = s.getExtent(), C = Fy(S, b), w, T, E, D, O, k;
	function A(e) {
		for (var t = 50, n = 0; n < t && !e(); n++) E = a ? E * us(c, 2) : jy(E), D = My(E);
	}
	function j() {
		w = Z(k - E * f, D);
	}
	function ee() {
		T = Z(O + E * p, D);
	}
	function te() {
		k = f ? Z(w + E * f, D) : w;
	}
	function ne() {
		O = p ? Z(T - E * p, D) : T;
	}
	if (b[0] && b[1]) {
		w = C[0], T = C[1], E = (T - w) / (m + f + p);
		var re = e.getExtent(), ie = ds(re[1] - re[0]);
		D = Os([T, w], ie, .5 / m), te(), ne(), Us(D) && (E = Z(E, D));
	} else {
		var M = C[1] - C[0];
		E = a ? us(Fs(M), 1) : Ls(M / m, 2), D = My(E), b[0] ? (w = C[0], A(function() {
			if (te(), O = Z(k + E * m, D), ee(), T >= C[1]) return !0;
		})) : b[1] ? (T = C[1], A(function() {
			if (ne(), k = Z(O - E * m, D), j(), w <= C[0]) return !0;
		})) : A(function() {
			k = Z(ms(C[0] / E) * E, D), O = Z(ps(C[1] / E) * E, D);
			var e = fs((O - k) / E);
			if (e <= m) {
				var t = m - e, n = void 0, r = i.incl0 || a;
				if (r && C[0] === 0) n = [0, t];
				else if (r && C[1] === 0) n = [t, 0];
				else {
					var o = ps(t / 2);
					n = t % 2 == 0 ? [o, o] : w + T < C[0] + C[1] ? [o, o + 1] : [o + 1, o];
				}
				if (k = Z(k - E * n[0], D), O = Z(O + E * n[1], D), j(), ee(), w <= C[0] && T >= C[1]) return !0;
			}
		});
	}
	wb(n, b, S, [w, T], x, {
		interval: E,
		intervalCount: m,
		intervalPrecision: D,
		niceExtent: [k, O]
	});
}
// node_modules/echarts/lib/coord/axisNiceTicks.js
function PA(e, t) {
	var n = ky(e), r = n ? e.intervalStub : e, i = t.fixMinMax || [], a = n ? e.getExtent() : null, o = r.getExtent(), s = Fy(o, i, t.rawExtentResult);
	r.setExtent(s[0], s[1]), s = r.getExtent();
	var c = n ? IA(r, t) : FA(r, t), l = c.intervalPrecision, u = c.interval, d = t.userInterval;
	d != null && (c.interval = d, c.intervalPrecision = My(d)), i[0] || (s[0] = Z(ps(s[0] / u) * u, l)), i[1] || (s[1] = Z(ms(s[1] / u) * u, l)), d != null && (c.niceExtent = s.slice()), wb(e, i, o, s, a, c);
}
function FA(e, t) {
	var n = Ly(t.splitNumber, 5), r = Sy(e), i = t.minInterval, a = t.maxInterval, o = Ls(r / n, !0);
	i != null && o < i && (o = i), a != null && o > a && (o = a);
	var s = My(o), c = e.getExtent(), l = [Z(ms(c[0] / o) * o, s), Z(ps(c[1] / o) * o, s)];
	return {
		interval: o,
		intervalPrecision: s,
		niceExtent: l
	};
}
function IA(e, t) {
	var n = Ly(t.splitNumber, 10), r = e.getExtent(), i = Sy(e), a = us(Fs(i), 1);
	n / i * a <= .5 && (a *= 10);
	var o = My(a), s = [Z(ms(r[0] / a) * a, o), Z(ps(r[1] / a) * a, o)];
	return {
		intervalPrecision: o,
		interval: a,
		niceExtent: s
	};
}
function LA(e) {
	var t = e.scale, n = e.model, r = n.axis, i = n.ecModel;
	RA(t, n, r, i, null);
}
function RA(e, t, n, r, i) {
	var a = gC(e, t, r, n, i), o = Dy(e) || Oy(e);
	zA(e, {
		splitNumber: t.get("splitNumber"),
		fixMinMax: a.fixMM,
		userInterval: t.get("interval"),
		minInterval: o ? t.get("minInterval") : null,
		maxInterval: o ? t.get("maxInterval") : null,
		rawExtentResult: a
	}), n && r && vC(n, e, a, r);
}
function zA(e, t) {
	BA[e.type](e, t);
}
var BA = {
	interval: PA,
	log: PA,
	time: eb,
	ordinal: et
}, VA = [[3, 1], [0, 2]], HA = function() {
	function e(e, t, n) {
		this.type = "grid", this._coordsMap = {}, this._coordsList = [], this._axesMap = {}, this._axesList = [], this.axisPointerEnabled = !0, this.dimensions = AA, this._initCartesian(e, t, n), this.model = e;
	}
	return e.prototype.getRect = function() {
		return this._rect;
	}, e.prototype.update = function(e, t) {
		var n = this._axesMap;
		z(this._axesList, function(e) {
			uC(e, 1);
			var t = e.scale;
			Ay(t) && t.setSortInfo(e.model.get("categorySortInfo"));
		});
		function r(e) {
			for (var t = De(e), n = [], r = t.length - 1; r >= 0; r--) {
				var i = e[+t[r]];
				i.__alignTo ? n.push(i) : LA(i);
			}
			z(n, function(e) {
				qA(e, e.__alignTo) ? LA(e) : NA(e, e.__alignTo.scale);
			});
		}
		r(n.x), r(n.y);
		var i = {};
		z(n.x, function(e) {
			WA(n, "y", e, i);
		}), z(n.y, function(e) {
			WA(n, "x", e, i);
		}), this.resize(this.model, t);
	}, e.prototype.resize = function(e, t, n) {
		var r = Qg(e, t), i = this._rect = Xg(e.getBoxLayoutParams(), r.refContainer), a = this._axesMap, o = this._coordsList, s = e.get("containLabel");
		if (YA(a, i), !n) {
			var c = $A(i, o, a, s, t), l = void 0;
			if (s) ZA ? (ZA(this._axesList, i), YA(a, i)) : l = QA(i.clone(), "axisLabel", null, i, a, c, r);
			else {
				var u = tj(e, i, r), d = u.outerBoundsRect, f = u.parsedOuterBoundsContain, p = u.outerBoundsClamp;
				d && (l = QA(d, f, p, i, a, c, r));
			}
			ej(i, a, Zb.determine, null, l, r), z(this._coordsList, function(e) {
				e.calcAffineTransform();
			});
		}
	}, e.prototype.getAxis = function(e, t) {
		var n = this._axesMap[e];
		if (n != null) return n[t || 0];
	}, e.prototype.getAxes = function() {
		return this._axesList.slice();
	}, e.prototype.getCartesian = function(e, t) {
		if (e != null && t != null) {
			var n = "x" + e + "y" + t;
			return this._coordsMap[n];
		}
		K(e) && (t = e.yAxisIndex, e = e.xAxisIndex);
		for (var r = 0, i = this._coordsList; r < i.length; r++) if (i[r].getAxis("x").index === e || i[r].getAxis("y").index === t) return i[r];
	}, e.prototype.getCartesians = function() {
		return this._coordsList.slice();
	}, e.prototype.convertToPixel = function(e, t, n) {
		var r = this._findConvertTarget(t);
		return r.cartesian ? r.cartesian.dataToPoint(n) : r.axis ? r.axis.toGlobalCoord(r.axis.dataToCoord(n)) : null;
	}, e.prototype.convertFromPixel = function(e, t, n) {
		var r = this._findConvertTarget(t);
		return r.cartesian ? r.cartesian.pointToData(n) : r.axis ? r.axis.coordToData(r.axis.toLocalCoord(n)) : null;
	}, e.prototype._findConvertTarget = function(e) {
		var t = e.seriesModel, n = e.xAxisModel || t && t.getReferringComponents("xAxis", wc).models[0], r = e.yAxisModel || t && t.getReferringComponents("yAxis", wc).models[0], i = e.gridModel, a = this._coordsList, o, s;
		return t ? (o = t.coordinateSystem, R(a, o) < 0 && (o = null)) : n && r ? o = this.getCartesian(n.componentIndex, r.componentIndex) : n ? s = this.getAxis("x", n.componentIndex) : r ? s = this.getAxis("y", r.componentIndex) : i && i.coordinateSystem === this && (o = this._coordsList[0]), {
			cartesian: o,
			axis: s
		};
	}, e.prototype.containPoint = function(e) {
		var t = this._coordsList[0];
		if (t) return t.containPoint(e);
	}, e.prototype._initCartesian = function(e, t, n) {
		var r = this, i = this, a = {
			left: !1,
			right: !1,
			top: !1,
			bottom: !1
		}, o = {
			x: {},
			y: {}
		}, s = {
			x: 0,
			y: 0
		};
		if (t.eachComponent("xAxis", c("x"), this), t.eachComponent("yAxis", c("y"), this), !s.x || !s.y) {
			this._axesMap = {}, this._axesList = [];
			return;
		}
		this._axesMap = o, z(o.x, function(t, n) {
			z(o.y, function(i, a) {
				var o = "x" + n + "y" + a, s = new MA(o);
				s.master = r, s.model = e, r._coordsMap[o] = s, r._coordsList.push(s), s.addAxis(t), s.addAxis(i);
			});
		}), KA(o.x), KA(o.y);
		function c(t) {
			return function(n, r) {
				if (UA(n, e)) {
					var c = n.get("position");
					t === "x" ? c !== "top" && c !== "bottom" && (c = a.bottom ? "top" : "bottom") : c !== "left" && c !== "right" && (c = a.left ? "right" : "left"), a[c] = !0;
					var l = ub(n), u = new Zx(t, db(n, l, !0), [0, 0], l, c);
					u.onBand = Eb(u.scale, n), u.inverse = n.get("inverse"), n.axis = u, u.model = n, u.grid = i, u.index = r, i._axesList.push(u), o[t][r] = u, s[t]++;
				}
			};
		}
	}, e.prototype.getTooltipAxes = function(e) {
		var t = [], n = [];
		return z(this.getCartesians(), function(r) {
			var i = e != null && e !== "auto" ? r.getAxis(e) : r.getBaseAxis(), a = r.getOtherAxis(i);
			R(t, i) < 0 && t.push(i), R(n, a) < 0 && n.push(a);
		}), {
			baseAxes: t,
			otherAxes: n
		};
	}, e.create = function(t, n) {
		var r = [];
		return t.eachComponent("grid", function(i, a) {
			var o = new e(i, t, n);
			o.name = "grid_" + a, o.resize(i, n, !0), i.coordinateSystem = o, r.push(o), z(o._axesList, function(t) {
				lC(t, e.dimIdxMap);
			});
		}), t.eachSeries(function(e) {
			var t, n;
			nh({
				targetModel: e,
				coordSysType: kC,
				coordSysProvider: r
			});
			function r() {
				var r = ZS(e), i = r.xAxisModel, a = r.yAxisModel;
				return t = i.axis, n = a.axis, i.getCoordSysModel().coordinateSystem.getCartesian(i.componentIndex, a.componentIndex);
			}
			t && n && (zx(t, e, kC), zx(n, e, kC));
		}, this), r;
	}, e.dimensions = AA, e.dimIdxMap = Om(AA), e;
}();
function UA(e, t) {
	return e.getCoordSysModel() === t;
}
function WA(e, t, n, r) {
	n.getAxesOnZeroOf = function() {
		return a ? [a] : [];
	};
	var i = e[t], a, o = n.model, s = o.get(["axisLine", "onZero"]), c = o.get(["axisLine", "onZeroAxisIndex"]);
	if (!s) return;
	if (c != null) GA(s, i[c]) && (a = i[c]);
	else for (var l in i) if ($e(i, l) && GA(s, i[l]) && !r[u(i[l])]) {
		a = i[l];
		break;
	}
	a && (r[u(a)] = !0);
	function u(e) {
		return e.dim + "_" + e.index;
	}
}
function GA(e, t) {
	if (!t) return !1;
	var n = t.scale, r = fb(n, 0, !1), i = t && t.type !== "category" && t.type !== "time" && r !== 3;
	return i && e === "auto" && mb(t) && (i = !1), i;
}
function KA(e) {
	for (var t = De(e), n, r = [], i = t.length - 1; i >= 0; i--) {
		var a = e[+t[i]];
		Ey(a.scale) && Sb(a.model, a.type, !0) == null && (a.model.get("alignTicks") && a.model.get("interval") == null ? r.push(a) : n = a);
	}
	n || (n = r.pop()), n && z(r, function(e) {
		e.__alignTo = n;
	});
}
function qA(e, t) {
	return Zh(e.scale) || Zh(t.scale) || t.scale.getTicks().length < 2;
}
function JA(e, t) {
	var n = e.getExtent(), r = n[0] + n[1];
	e.toGlobalCoord = e.dim === "x" ? function(e) {
		return e + t;
	} : function(e) {
		return r - e + t;
	}, e.toLocalCoord = e.dim === "x" ? function(e) {
		return e - t;
	} : function(e) {
		return r - e + t;
	};
}
function YA(e, t) {
	z(e.x, function(e) {
		return XA(e, t.x, t.width);
	}), z(e.y, function(e) {
		return XA(e, t.y, t.height);
	});
}
function XA(e, t, n) {
	var r = [0, n], i = +!!e.inverse;
	e.setExtent(r[i], r[1 - i]), JA(e, t);
}
var ZA;
function QA(e, t, n, r, i, a, o) {
	ej(r, i, Zb.estimate, t, !1, o);
	var s = [
		0,
		0,
		0,
		0
	];
	l(0), l(1), u(r, 0, NaN), u(r, 1, NaN);
	var c = Ee(s, function(e) {
		return e > 0;
	}) == null;
	return wf(r, s, !0, !0, n), YA(i, r), c;
	function l(e) {
		z(i[Yd[e]], function(t) {
			if (xb(t.model)) {
				var n = a.ensureRecord(t.model), r = n.labelInfoList;
				if (r) for (var i = 0; i < r.length; i++) {
					var o = r[i], s = t.scale.normalize(Tb(t.scale, yS(o.label).labelInfo.tick));
					s = e === 1 ? 1 - s : s, u(o.rect, e, s), u(o.rect, 1 - e, NaN);
				}
				var c = n.nameLayout;
				if (c) {
					var s = bb(n.nameLocation) ? .5 : NaN;
					u(c.rect, e, s), u(c.rect, 1 - e, NaN);
				}
			}
		});
	}
	function u(t, n, r) {
		var i = e[Yd[n]] - t[Yd[n]], a = t[Xd[n]] + t[Yd[n]] - (e[Xd[n]] + e[Yd[n]]);
		i = d(i, 1 - r), a = d(a, r);
		var o = VA[n][0], c = VA[n][1];
		s[o] = us(s[o], i), s[c] = us(s[c], a);
	}
	function d(e, t) {
		return e > 0 && !Ie(t) && t > 1e-4 && (e /= t), e;
	}
}
function $A(e, t, n, r, i) {
	var a = new xS(nj);
	return z(n, function(n) {
		return z(n, function(n) {
			if (xb(n.model)) {
				var o = !r;
				n.axisBuilder = QS(e, t, n.model, i, a, o);
			}
		});
	}), a;
}
function ej(e, t, n, r, i, a) {
	var o = n === Zb.determine;
	z(t, function(t) {
		return z(t, function(t) {
			xb(t.model) && ($S(t.axisBuilder, e, t.model), t.axisBuilder.build(o ? { axisTickLabelDetermine: !0 } : { axisTickLabelEstimate: !0 }, { noPxChange: i }));
		});
	});
	var s = {
		x: 0,
		y: 0
	};
	c(0), c(1);
	function c(t) {
		s[Yd[1 - t]] = e[Xd[t]] <= a.refContainer[Xd[t]] * .5 ? 0 : 1 - t == 1 ? 2 : 1;
	}
	z(t, function(e, t) {
		return z(e, function(e) {
			xb(e.model) && ((r === "all" || o) && e.axisBuilder.build({ axisName: !0 }, { nameMarginLevel: s[t] }), o && e.axisBuilder.build({ axisLine: !0 }));
		});
	});
}
function tj(e, t, n) {
	var r, i = e.get("outerBoundsMode", !0);
	i === "same" ? r = t.clone() : (i == null || i === "auto") && (r = Xg(e.get("outerBounds", !0) || DC, n.refContainer));
	var a = e.get("outerBoundsContain", !0), o = a == null || a === "auto" || R(["all", "axisLabel"], a) < 0 ? "all" : a, s = [Cs(q(e.get("outerBoundsClampWidth", !0), OC[0]), t.width), Cs(q(e.get("outerBoundsClampHeight", !0), OC[1]), t.height)];
	return {
		outerBoundsRect: r,
		parsedOuterBoundsContain: o,
		outerBoundsClamp: s
	};
}
var nj = function(e, t, n, r, i, a) {
	var o = n.axis.dim === "x" ? "y" : "x";
	TS(e, t, n, r, i, a), bb(e.nameLocation) || z(t.recordMap[o], function(e) {
		e && e.labelInfoList && e.dirVec && DS(e.labelInfoList, e.dirVec, r, i);
	});
};
// node_modules/echarts/lib/component/axisPointer/modelHelper.js
function rj(e, t) {
	var n = {
		axesInfo: {},
		seriesInvolved: !1,
		coordSysAxesInfo: {},
		coordSysMap: {}
	};
	return ij(n, e, t), n.seriesInvolved && oj(n, e), n;
}
function ij(e, t, n) {
	var r = t.getComponent("tooltip"), i = t.getComponent("axisPointer"), a = i.get("link", !0) || [], o = [];
	z(n.getCoordinateSystems(), function(n) {
		if (!n.axisPointerEnabled) return;
		var s = pj(n.model), c = e.coordSysAxesInfo[s] = {};
		e.coordSysMap[s] = n;
		var l = n.model.getModel("tooltip", r);
		if (z(n.getAxes(), H(p, !1, null)), n.getTooltipAxes && r && l.get("show")) {
			var u = l.get("trigger") === "axis", d = l.get(["axisPointer", "type"]) === "cross", f = n.getTooltipAxes(l.get(["axisPointer", "axis"]));
			(u || d) && z(f.baseAxes, H(p, !d || "cross", u)), d && z(f.otherAxes, H(p, "cross", !1));
		}
		function p(r, s, u) {
			var d = u.model.getModel("axisPointer", i), f = d.get("show");
			if (f && (f !== "auto" || r || fj(d))) {
				s ?? (s = d.get("triggerTooltip")), d = r ? aj(u, l, i, t, r, s) : d;
				var p = d.get("snap"), m = d.get("triggerEmphasis"), h = pj(u.model), g = s || p || u.type === "category", _ = e.axesInfo[h] = {
					key: h,
					axis: u,
					coordSys: n,
					axisPointerModel: d,
					triggerTooltip: s,
					triggerEmphasis: m,
					involveSeries: g,
					snap: p,
					useHandle: fj(d),
					seriesModels: [],
					linkGroup: null
				};
				c[h] = _, e.seriesInvolved = e.seriesInvolved || g;
				var v = sj(a, u);
				if (v != null) {
					var y = o[v] || (o[v] = { axesInfo: {} });
					y.axesInfo[h] = _, y.mapper = a[v].mapper, _.linkGroup = y;
				}
			}
		}
	});
}
function aj(e, t, n, r, i, a) {
	var o = t.getModel("axisPointer"), s = [
		"type",
		"snap",
		"lineStyle",
		"shadowStyle",
		"label",
		"animation",
		"animationDurationUpdate",
		"animationEasingUpdate",
		"z"
	], c = {};
	z(s, function(e) {
		c[e] = P(o.get(e));
	}), c.snap = e.type !== "category" && !!a, o.get("type") === "cross" && (c.type = "line");
	var l = c.label || (c.label = {});
	if (l.show ?? (l.show = !1), i === "cross" && (l.show = o.get(["label", "show"]) ?? !0, !a)) {
		var u = c.lineStyle = o.get("crossStyle");
		u && L(l, u.textStyle);
	}
	return e.model.getModel("axisPointer", new hp(c, n, r));
}
function oj(e, t) {
	t.eachSeries(function(t) {
		var n = t.coordinateSystem, r = t.get(["tooltip", "trigger"], !0), i = t.get(["tooltip", "show"], !0);
		n && n.model && r !== "none" && r !== !1 && r !== "item" && i !== !1 && t.get(["axisPointer", "show"], !0) !== !1 && z(e.coordSysAxesInfo[pj(n.model)], function(e) {
			var r = e.axis;
			n.getAxis(r.dim) === r && (e.seriesModels.push(t), e.seriesDataCount ?? (e.seriesDataCount = 0), e.seriesDataCount += t.getData().count());
		});
	});
}
function sj(e, t) {
	for (var n = t.model, r = t.dim, i = 0; i < e.length; i++) {
		var a = e[i] || {};
		if (cj(a[r + "AxisId"], n.id) || cj(a[r + "AxisIndex"], n.componentIndex) || cj(a[r + "AxisName"], n.name)) return i;
	}
}
function cj(e, t) {
	return e === "all" || U(e) && R(e, t) >= 0 || e === t;
}
function lj(e) {
	var t = uj(e);
	if (t) {
		var n = t.axisPointerModel, r = t.axis.scale, i = n.option, a = n.get("status"), o = n.get("value");
		o != null && (o = r.parse(o));
		var s = fj(n);
		a ?? (i.status = s ? "show" : "hide");
		var c = r.getExtent();
		(o == null || o > c[1]) && (o = c[1]), o < c[0] && (o = c[0]), i.value = o, s && (i.status = t.axis.scale.isBlank() ? "hide" : "show");
	}
}
function uj(e) {
	var t = (e.ecModel.getComponent("axisPointer") || {}).coordSysAxesInfo;
	return t && t.axesInfo[pj(e)];
}
function dj(e) {
	var t = uj(e);
	return t && t.axisPointerModel;
}
function fj(e) {
	return !!e.get(["handle", "show"]);
}
function pj(e) {
	return e.type + "||" + e.id;
}
// node_modules/echarts/lib/component/axis/AxisView.js
var mj = {}, hj = function(e) {
	A(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.prototype.render = function(t, n, r, i) {
		this.axisPointerClass && lj(t), e.prototype.render.apply(this, arguments), this._doUpdateAxisPointerClass(t, r, !0);
	}, t.prototype.updateAxisPointer = function(e, t, n, r) {
		this._doUpdateAxisPointerClass(e, n, !1);
	}, t.prototype.remove = function(e, t) {
		var n = this._axisPointer;
		n && n.remove(t);
	}, t.prototype.dispose = function(t, n) {
		this._disposeAxisPointer(n), e.prototype.dispose.apply(this, arguments);
	}, t.prototype._doUpdateAxisPointerClass = function(e, n, r) {
		var i = t.getAxisPointerClass(this.axisPointerClass);
		if (i) {
			var a = dj(e);
			a ? (this._axisPointer || (this._axisPointer = new i())).render(e, a, n, r) : this._disposeAxisPointer(n);
		}
	}, t.prototype._disposeAxisPointer = function(e) {
		this._axisPointer && this._axisPointer.dispose(e), this._axisPointer = null;
	}, t.registerAxisPointerClass = function(e, t) {
		mj[e] = t;
	}, t.getAxisPointerClass = function(e) {
		return e && mj[e];
	}, t.type = "axis", t;
}(qE), gj = bc();
function _j(e, t, n, r) {
	var i = n.axis;
	if (!i.scale.isBlank()) {
		var a = n.getModel("splitArea"), o = a.getModel("areaStyle"), s = o.get("color"), c = r.coordinateSystem.getRect(), l = i.getTicksCoords({
			tickModel: a,
			breakTicks: "none",
			pruneByBreak: "preserve_extent_bound"
		});
		if (l.length) {
			var u = s.length, d = gj(e).splitAreaColors, f = J(), p = 0;
			if (d) for (var m = 0; m < l.length; m++) {
				var h = d.get(l[m].tickValue);
				if (h != null) {
					p = (h + (u - 1) * m) % u;
					break;
				}
			}
			var g = i.toGlobalCoord(l[0].coord), _ = o.getAreaStyle();
			s = U(s) ? s : [s];
			for (var m = 1; m < l.length; m++) {
				var v = i.toGlobalCoord(l[m].coord), y = void 0, b = void 0, x = void 0, S = void 0;
				i.isHorizontal() ? (y = g, b = c.y, x = v - y, S = c.height, g = y + x) : (y = c.x, b = g, x = c.width, S = v - b, g = b + S);
				var C = l[m - 1].tickValue;
				C != null && f.set(C, p), t.add(new Vo({
					anid: C == null ? null : "area_" + C,
					shape: {
						x: y,
						y: b,
						width: x,
						height: S
					},
					style: L({ fill: s[p] }, _),
					autoBatch: !0,
					silent: !0
				})), p = (p + 1) % u;
			}
			gj(e).splitAreaColors = f;
		}
	}
}
function vj(e) {
	gj(e).splitAreaColors = null;
}
// node_modules/echarts/lib/component/axis/CartesianAxisView.js
var yj = [
	"splitArea",
	"splitLine",
	"minorSplitLine",
	"breakArea"
], bj = function(e) {
	A(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n.axisPointerClass = "CartesianAxisPointer", n;
	}
	return t.prototype.render = function(t, n, r, i) {
		this.group.removeAll();
		var a = this._axisGroup;
		this._axisGroup = new Lu(), this.group.add(this._axisGroup), xb(t) && (this._axisGroup.add(t.axis.axisBuilder.group), z(yj, function(e) {
			t.get([e, "show"]) && xj[e](this, this._axisGroup, t, t.getCoordSysModel(), r);
		}, this), i && i.type === "changeAxisOrder" && i.isInitSort || gf(a, this._axisGroup, t), e.prototype.render.call(this, t, n, r, i));
	}, t.prototype.remove = function() {
		vj(this);
	}, t.type = "cartesianAxis", t;
}(hj), xj = {
	splitLine: function(e, t, n, r, i) {
		var a = n.axis;
		if (!a.scale.isBlank()) {
			var o = n.getModel("splitLine"), s = o.getModel("lineStyle"), c = s.get("color"), l = o.get("showMinLine") !== !1, u = o.get("showMaxLine") !== !1;
			c = U(c) ? c : [c];
			for (var d = r.coordinateSystem.getRect(), f = a.isHorizontal(), p = 0, m = a.getTicksCoords({
				tickModel: o,
				breakTicks: "none",
				pruneByBreak: "preserve_extent_bound"
			}), h = [], g = [], _ = s.getLineStyle(), v = 0; v < m.length; v++) {
				var y = a.toGlobalCoord(m[v].coord);
				if (!(v === 0 && !l || v === m.length - 1 && !u)) {
					var b = m[v].tickValue;
					f ? (h[0] = y, h[1] = d.y, g[0] = y, g[1] = d.y + d.height) : (h[0] = d.x, h[1] = y, g[0] = d.x + d.width, g[1] = y);
					var x = p++ % c.length, S = new hd({
						anid: b == null ? null : "line_" + b,
						autoBatch: !0,
						shape: {
							x1: h[0],
							y1: h[1],
							x2: g[0],
							y2: g[1]
						},
						style: L({ stroke: c[x] }, _),
						silent: !0
					});
					cf(S.shape, _.lineWidth), t.add(S);
				}
			}
		}
	},
	minorSplitLine: function(e, t, n, r, i) {
		var a = n.axis, o = n.getModel("minorSplitLine").getModel("lineStyle"), s = r.coordinateSystem.getRect(), c = a.isHorizontal(), l = a.getMinorTicksCoords();
		if (l.length) for (var u = [], d = [], f = o.getLineStyle(), p = 0; p < l.length; p++) for (var m = 0; m < l[p].length; m++) {
			var h = a.toGlobalCoord(l[p][m].coord);
			c ? (u[0] = h, u[1] = s.y, d[0] = h, d[1] = s.y + s.height) : (u[0] = s.x, u[1] = h, d[0] = s.x + s.width, d[1] = h);
			var g = new hd({
				anid: "minor_line_" + l[p][m].tickValue,
				autoBatch: !0,
				shape: {
					x1: u[0],
					y1: u[1],
					x2: d[0],
					y2: d[1]
				},
				style: f,
				silent: !0
			});
			cf(g.shape, f.lineWidth), t.add(g);
		}
	},
	splitArea: function(e, t, n, r, i) {
		_j(e, t, n, r);
	},
	breakArea: function(e, t, n, r, i) {
		var a = mS(), o = n.axis.scale;
		a && o.type !== "ordinal" && a.rectCoordBuildBreakAxis(t, e, n, r.coordinateSystem.getRect(), i);
	}
}, Sj = function(e) {
	A(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.type = "xAxis", t;
}(bj), Cj = function(e) {
	A(t, e);
	function t() {
		var t = e !== null && e.apply(this, arguments) || this;
		return t.type = Sj.type, t;
	}
	return t.type = "yAxis", t;
}(bj), wj = function(e) {
	A(t, e);
	function t() {
		var t = e !== null && e.apply(this, arguments) || this;
		return t.type = "grid", t;
	}
	return t.prototype.render = function(e, t) {
		this.group.removeAll(), e.get("show") && this.group.add(new Vo({
			shape: e.coordinateSystem.getRect(),
			style: L({ fill: e.get("backgroundColor") }, e.getItemStyle()),
			silent: !0,
			z2: -1
		}));
	}, t.type = "grid", t;
}(qE), Tj = { offset: 0 };
function Ej(e) {
	e.registerComponentView(wj), e.registerComponentModel(AC), e.registerCoordinateSystem("cartesian2d", HA), DA(e, "x", SA, Tj), DA(e, "y", SA, Tj), e.registerComponentView(Sj), e.registerComponentView(Cj), e.registerPreprocessor(function(e) {
		e.xAxis && e.yAxis && !e.grid && (e.grid = {});
	});
}
// node_modules/echarts/lib/chart/scatter/install.js
function Dj(e) {
	pA(Ej), e.registerSeriesModel(mA), e.registerChartView(yA), e.registerLayout(Wb("scatter"));
}
// node_modules/echarts/lib/component/helper/interactionMutex.js
var Oj = bc();
function kj(e, t, n) {
	Oj(e)[t] = n;
}
function Aj(e, t, n) {
	var r = Oj(e);
	r[t] === n && (r[t] = null);
}
function jj(e, t) {
	return !!Oj(e)[t];
}
tA({
	type: "takeGlobalCursor",
	event: "globalCursorTaken",
	update: "update"
}, et);
// node_modules/echarts/lib/component/helper/cursorHelper.js
var Mj = {
	axisPointer: 1,
	tooltip: 1,
	brush: 1
};
function Nj(e, t, n) {
	var r = t.getComponentByElement(e.topTarget);
	if (!r || r === n || Mj.hasOwnProperty(r.mainType)) return !1;
	var i = r.coordinateSystem;
	if (!i || i.model === n) return !1;
	var a = Pf(r), o = Pf(n);
	return !((a.zlevel - o.zlevel || a.z - o.z) <= 0);
}
// node_modules/echarts/lib/component/helper/RoamController.js
var Pj = function(e) {
	A(t, e);
	function t(t) {
		var n = e.call(this) || this;
		n._zr = t;
		var r = V(n._mousedownHandler, n), i = V(n._mousemoveHandler, n), a = V(n._mouseupHandler, n), o = V(n._mousewheelHandler, n), s = V(n._pinchHandler, n);
		return n.enable = function(e, n) {
			var c = n.zInfo, l = Pf(c.component), u = l.z, d = l.zlevel, f = {
				component: c.component,
				z: u,
				zlevel: d,
				z2: q(c.z2, -Infinity)
			}, p = I({}, n.triggerInfo);
			this._opt = L(I({}, n), {
				zoomOnMouseWheel: !0,
				moveOnMouseMove: !0,
				moveOnMouseWheel: !1,
				preventDefaultMouseMove: !0,
				zInfoParsed: f,
				triggerInfo: p,
				cursorGrab: "grab",
				cursorGrabbing: "grabbing"
			}), e ?? (e = !0), this._enabled && this._controlType === e || (this.disable(), this._enabled = !0, (e === !0 || e === "move" || e === "pan") && (Rj(t, "mousedown", r, f), Rj(t, "mousemove", i, f), Rj(t, "mouseup", a, f)), (e === !0 || e === "scale" || e === "zoom") && (Rj(t, "mousewheel", o, f), Rj(t, "pinch", s, f)));
		}, n.disable = function() {
			this._enabled && (this._enabled = !1, zj(t, "mousedown", r), zj(t, "mousemove", i), zj(t, "mouseup", a), zj(t, "mousewheel", o), zj(t, "pinch", s));
		}, n;
	}
	return t.prototype.isDragging = function() {
		return this._dragging;
	}, t.prototype.isPinching = function() {
		return this._pinching;
	}, t.prototype._checkPointer = function(e, t, n) {
		var r = this._opt, i = r.zInfoParsed;
		if (Nj(e, r.api, i.component)) return !1;
		var a = r.triggerInfo, o = a.roamTrigger, s = !1;
		return o === "global" && (s = !0), s || (s = a.isInSelf(e, t, n)), s && a.isInClip && !a.isInClip(e, t, n) && (s = !1), s;
	}, t.prototype._decideCursorStyle = function(e, t, n, r) {
		var i = e.target;
		if (!i && this._checkPointer(e, t, n)) return this._opt.cursorGrab;
		if (r) return i && i.cursor || "default";
	}, t.prototype.dispose = function() {
		this.disable();
	}, t.prototype._mousedownHandler = function(e) {
		if (!(Ww(e) || Fj(e))) {
			for (var t = e.target; t;) {
				if (t.draggable) return;
				t = t.__hostTarget || t.parent;
			}
			var n = e.offsetX, r = e.offsetY;
			this._checkPointer(e, n, r) && (this._x = n, this._y = r, this._dragging = !0);
		}
	}, t.prototype._mousemoveHandler = function(e) {
		var t = this._zr;
		if (!(e.gestureEvent === "pinch" || jj(t, "globalPan") || Fj(e))) {
			var n = e.offsetX, r = e.offsetY;
			if (!this._dragging || !Uj("moveOnMouseMove", e, this._opt)) {
				var i = this._decideCursorStyle(e, n, r, !1);
				i && t.setCursorStyle(i);
			} else {
				t.setCursorStyle(this._opt.cursorGrabbing);
				var a = this._x, o = this._y, s = n - a, c = r - o;
				this._x = n, this._y = r, this._opt.preventDefaultMouseMove && Uw(e.event), e.__ecRoamConsumed = !0, Hj(this, "pan", "moveOnMouseMove", e, {
					dx: s,
					dy: c,
					oldX: a,
					oldY: o,
					newX: n,
					newY: r,
					isAvailableBehavior: null
				});
			}
		}
	}, t.prototype._mouseupHandler = function(e) {
		if (!Fj(e)) {
			var t = this._zr;
			if (!Ww(e)) {
				this._dragging = !1;
				var n = this._decideCursorStyle(e, e.offsetX, e.offsetY, !0);
				n && t.setCursorStyle(n);
			}
		}
	}, t.prototype._mousewheelHandler = function(e) {
		if (!Fj(e)) {
			var t = Uj("zoomOnMouseWheel", e, this._opt), n = Uj("moveOnMouseWheel", e, this._opt), r = e.wheelDelta, i = Math.abs(r), a = e.offsetX, o = e.offsetY;
			if (r !== 0 && (t || n)) {
				if (t) {
					var s = i > 3 ? 1.4 : i > 1 ? 1.2 : 1.1, c = r > 0 ? s : 1 / s;
					this._checkTriggerMoveZoom(this, "zoom", "zoomOnMouseWheel", e, {
						scale: c,
						originX: a,
						originY: o,
						isAvailableBehavior: null
					});
				}
				if (n) {
					var l = Math.abs(r), u = (r > 0 ? 1 : -1) * (l > 3 ? .4 : l > 1 ? .15 : .05);
					this._checkTriggerMoveZoom(this, "scrollMove", "moveOnMouseWheel", e, {
						scrollDelta: u,
						originX: a,
						originY: o,
						isAvailableBehavior: null
					});
				}
			}
		}
	}, t.prototype._pinchHandler = function(e) {
		if (!(jj(this._zr, "globalPan") || Fj(e))) {
			var t = e.pinchScale > 1 ? 1.1 : 1 / 1.1;
			this._checkTriggerMoveZoom(this, "zoom", null, e, {
				scale: t,
				originX: e.pinchX,
				originY: e.pinchY,
				isAvailableBehavior: null
			});
		}
	}, t.prototype._checkTriggerMoveZoom = function(e, t, n, r, i) {
		e._checkPointer(r, i.originX, i.originY) && (Uw(r.event), r.__ecRoamConsumed = !0, Hj(e, t, n, r, i));
	}, t;
}(Wi);
function Fj(e) {
	return e.__ecRoamConsumed;
}
var Ij = bc();
function Lj(e) {
	var t = Ij(e);
	return t.roam = t.roam || {}, t.uniform = t.uniform || {}, t;
}
function Rj(e, t, n, r) {
	for (var i = Lj(e).roam, a = i[t] = i[t] || [], o = 0; o < a.length; o++) {
		var s = a[o].zInfoParsed;
		if ((s.zlevel - r.zlevel || s.z - r.z || s.z2 - r.z2) <= 0) break;
	}
	a.splice(o, 0, {
		listener: n,
		zInfoParsed: r
	}), Bj(e, t);
}
function zj(e, t, n) {
	for (var r = Lj(e).roam[t] || [], i = 0; i < r.length; i++) if (r[i].listener === n) {
		r.splice(i, 1), r.length || Vj(e, t);
		return;
	}
}
function Bj(e, t) {
	var n = Lj(e);
	n.uniform[t] || e.on(t, n.uniform[t] = function(e) {
		var r = n.roam[t];
		if (r) for (var i = 0; i < r.length; i++) r[i].listener(e);
	});
}
function Vj(e, t) {
	var n = Lj(e).uniform;
	n[t] && (e.off(t, n[t]), n[t] = null);
}
function Hj(e, t, n, r, i) {
	i.isAvailableBehavior = V(Uj, null, n, r), e.trigger(t, i);
}
function Uj(e, t, n) {
	var r = n[e];
	return !e || r && (!G(r) || t.event[r + "Key"]);
}
function Wj(e) {
	return e;
}
var Gj = "view";
(function(e) {
	A(t, e);
	function t(t, n, r) {
		var i = e.call(this) || this;
		i.type = Gj, i.dimensions = ["x", "y"];
		var a = Wj(i);
		a.invertY = t, a.lgCt = n, a.lgGeo = r;
		var o = a.trans = [];
		return o[0] = _r(), o[1] = _r(), o[2] = _r(), a.mtRaw = kt(), a.mtRawInv = kt(), a.mtOverall = kt(), a.mtOverallInv = kt(), a.zoom = 1, i;
	}
	return t.prototype.getBoundingRect = function() {
		return Jj(null, this);
	}, t.prototype.getViewRect = function() {
		return Yj(null, this);
	}, t.prototype.getRoamTransform = function() {
		return gr(Wj(this).trans[1]);
	}, t.prototype.dataToPoint = function(e, t, n) {
		var r = t ? Wj(this).mtRaw : Wj(this).mtOverall;
		return n = n || [], r ? Zt(n, e, r) : Rt(n, e);
	}, t.prototype.pointToData = function(e, t, n) {
		n = n || [];
		var r = Wj(this).mtOverallInv;
		return r ? Zt(n, e, r) : Rt(n, e);
	}, t.prototype.convertToPixel = function(e, t, n) {
		var r = Xj(t);
		return r === this ? r.dataToPoint(n) : null;
	}, t.prototype.convertFromPixel = function(e, t, n) {
		var r = Xj(t);
		return r === this ? r.pointToData(n) : null;
	}, t.prototype.containPoint = function(e) {
		var t = Wj(this);
		return _n(Kj, t.dataRect), yn(Kj, Kj, t.mtOverall), bn(Kj, e[0], e[1]);
	}, t.dimensions = ["x", "y"], t;
})(hr);
var Kj = hn();
function qj(e, t) {
	return jt(e || [], Wj(t).mtOverall);
}
function Jj(e, t) {
	return _n(e || hn(), Wj(t).dataRect);
}
function Yj(e, t) {
	return _n(e || hn(), Wj(t).viewRect);
}
hn();
function Xj(e) {
	var t = e.seriesModel;
	return t ? t.coordinateSystem : null;
}
_r(), _r();
// node_modules/echarts/lib/component/helper/sliderMove.js
function Zj(e, t, n, r, i, a) {
	e = e || 0;
	var o = ks(n[1], -n[0]);
	if (i != null && (i = $j(i, [0, o])), a != null && (a = Math.max(a, i ?? 0)), r === "all") {
		var s = Math.abs(ks(t[1], -t[0]));
		s = $j(s, [0, o]), i = a = $j(s, [i, a]), r = 0;
	}
	t[0] = $j(t[0], n), t[1] = $j(t[1], n);
	var c = Qj(t, r);
	t[r] += e;
	var l = i || 0, u = n.slice();
	c.sign < 0 ? u[0] = ks(u[0], l) : u[1] = ks(u[1], -l), t[r] = $j(t[r], u);
	var d = Qj(t, r);
	return i != null && (d.sign !== c.sign || d.span < i) && (t[1 - r] = ks(t[r], c.sign * i)), d = Qj(t, r), a != null && d.span > a && (t[1 - r] = ks(t[r], d.sign * a)), t;
}
function Qj(e, t) {
	var n = e[t] - e[1 - t];
	return {
		span: Math.abs(n),
		sign: n > 0 ? -1 : n < 0 ? 1 : t ? -1 : 1
	};
}
function $j(e, t) {
	return Math.min(t[1] == null ? Infinity : t[1], Math.max(t[0] == null ? -Infinity : t[0], e));
}
// node_modules/echarts/lib/component/helper/BrushController.js
var eM = !0, tM = Math.min, nM = Math.max, rM = Math.pow, iM = 1e4, aM = 6, oM = 6, sM = "globalPan", cM = {
	w: [0, 0],
	e: [0, 1],
	n: [1, 0],
	s: [1, 1]
}, lM = {
	w: "ew",
	e: "ew",
	n: "ns",
	s: "ns",
	ne: "nesw",
	sw: "nesw",
	nw: "nwse",
	se: "nwse"
}, uM = {
	brushStyle: {
		lineWidth: 2,
		stroke: Q.color.backgroundTint,
		fill: Q.color.borderTint
	},
	transformable: !0,
	brushMode: "single",
	removeOnClick: !1
}, dM = 0, fM = function(e) {
	A(t, e);
	function t(t) {
		var n = e.call(this) || this;
		return n._track = [], n._covers = [], n._handlers = {}, n._zr = t, n.group = new Lu(), n._uid = "brushController_" + dM++, z(WM, function(e, t) {
			this._handlers[t] = V(e, this);
		}, n), n;
	}
	return t.prototype.enableBrush = function(e) {
		return this._brushType && this._doDisableBrush(), e.brushType && this._doEnableBrush(e), this;
	}, t.prototype._doEnableBrush = function(e) {
		var t = this._zr;
		this._enableGlobalPan || kj(t, sM, this._uid), z(this._handlers, function(e, n) {
			t.on(n, e);
		}), this._brushType = e.brushType, this._brushOption = F(P(uM), e, !0);
	}, t.prototype._doDisableBrush = function() {
		var e = this._zr;
		Aj(e, sM, this._uid), z(this._handlers, function(t, n) {
			e.off(n, t);
		}), this._brushType = this._brushOption = null;
	}, t.prototype.setPanels = function(e) {
		if (e && e.length) {
			var t = this._panels = {};
			z(e, function(e) {
				t[e.panelId] = P(e);
			});
		} else this._panels = null;
		return this;
	}, t.prototype.mount = function(e) {
		e = e || {}, this._enableGlobalPan = e.enableGlobalPan;
		var t = this.group;
		return this._zr.add(t), t.attr({
			x: e.x || 0,
			y: e.y || 0,
			rotation: e.rotation || 0,
			scaleX: e.scaleX || 1,
			scaleY: e.scaleY || 1
		}), this._transform = t.getLocalTransform(), this;
	}, t.prototype.updateCovers = function(e) {
		e = B(e, function(e) {
			return F(P(uM), e, !0);
		});
		var t = "\0-brush-index-", n = this._covers, r = this._covers = [], i = this, a = this._creatingCover;
		return new vp(n, e, s, o).add(c).update(c).remove(l).execute(), this;
		function o(e, n) {
			return (e.id == null ? t + n : e.id) + "-" + e.brushType;
		}
		function s(e, t) {
			return o(e.__brushOption, t);
		}
		function c(t, o) {
			var s = e[t];
			o != null && n[o] === a ? r[t] = n[o] : _M(i, r[t] = o == null ? mM(i, pM(i, s)) : (n[o].__brushOption = s, n[o]));
		}
		function l(e) {
			n[e] !== a && i.group.remove(n[e]);
		}
	}, t.prototype.unmount = function() {
		return this.enableBrush(!1), xM(this), this._zr.remove(this.group), this;
	}, t.prototype.dispose = function() {
		this.unmount(), this.off();
	}, t;
}(Wi);
function pM(e, t) {
	var n = qM[t.brushType].createCover(e, t);
	return n.__brushOption = t, gM(n, t), e.group.add(n), n;
}
function mM(e, t) {
	var n = vM(t);
	return n.endCreating && (n.endCreating(e, t), gM(t, t.__brushOption)), t;
}
function hM(e, t) {
	var n = t.__brushOption;
	vM(t).updateCoverShape(e, t, n.range, n);
}
function gM(e, t) {
	var n = t.z;
	n ?? (n = iM), e.traverse(function(e) {
		e.z = n, e.z2 = n;
	});
}
function _M(e, t) {
	vM(t).updateCommon(e, t), hM(e, t);
}
function vM(e) {
	return qM[e.__brushOption.brushType];
}
function yM(e, t, n) {
	var r = e._panels;
	if (!r) return eM;
	var i, a = e._transform;
	return z(r, function(e) {
		e.isTargetByCursor(t, n, a) && (i = e);
	}), i;
}
function bM(e, t) {
	var n = e._panels;
	if (!n) return eM;
	var r = t.__brushOption.panelId;
	return r == null ? eM : n[r];
}
function xM(e) {
	var t = e._covers, n = t.length;
	return z(t, function(t) {
		e.group.remove(t);
	}, e), t.length = 0, !!n;
}
function SM(e, t) {
	var n = B(e._covers, function(e) {
		var t = e.__brushOption, n = P(t.range);
		return {
			brushType: t.brushType,
			panelId: t.panelId,
			range: n
		};
	});
	e.trigger("brush", {
		areas: n,
		isEnd: !!t.isEnd,
		removeOnClick: !!t.removeOnClick
	});
}
function CM(e) {
	var t = e._track;
	if (!t.length) return !1;
	var n = t[t.length - 1], r = t[0], i = n[0] - r[0], a = n[1] - r[1];
	return rM(i * i + a * a, .5) > aM;
}
function wM(e) {
	var t = e.length - 1;
	return t < 0 && (t = 0), [e[0], e[t]];
}
function TM(e, t, n, r) {
	var i = new Lu();
	return i.add(new Vo({
		name: "main",
		style: kM(n),
		silent: !0,
		draggable: !0,
		cursor: "move",
		drift: H(PM, e, t, i, [
			"n",
			"s",
			"w",
			"e"
		]),
		ondragend: H(SM, t, { isEnd: !0 })
	})), z(r, function(n) {
		i.add(new Vo({
			name: n.join(""),
			style: { opacity: 0 },
			draggable: !0,
			silent: !0,
			invisible: !0,
			drift: H(PM, e, t, i, n),
			ondragend: H(SM, t, { isEnd: !0 })
		}));
	}), i;
}
function EM(e, t, n, r) {
	var i = r.brushStyle.lineWidth || 0, a = nM(i, oM), o = n[0][0], s = n[1][0], c = o - i / 2, l = s - i / 2, u = n[0][1], d = n[1][1], f = u - a + i / 2, p = d - a + i / 2, m = u - o, h = d - s, g = m + i, _ = h + i;
	OM(e, t, "main", o, s, m, h), r.transformable && (OM(e, t, "w", c, l, a, _), OM(e, t, "e", f, l, a, _), OM(e, t, "n", c, l, g, a), OM(e, t, "s", c, p, g, a), OM(e, t, "nw", c, l, a, a), OM(e, t, "ne", f, l, a, a), OM(e, t, "sw", c, p, a, a), OM(e, t, "se", f, p, a, a));
}
function DM(e, t) {
	var n = t.__brushOption, r = n.transformable, i = t.childAt(0);
	i.useStyle(kM(n)), i.attr({
		silent: !r,
		cursor: r ? "move" : "default"
	}), z([
		["w"],
		["e"],
		["n"],
		["s"],
		["s", "e"],
		["s", "w"],
		["n", "e"],
		["n", "w"]
	], function(n) {
		var i = t.childOfName(n.join("")), a = n.length === 1 ? MM(e, n[0]) : NM(e, n);
		i && i.attr({
			silent: !r,
			invisible: !r,
			cursor: r ? lM[a] + "-resize" : null
		});
	});
}
function OM(e, t, n, r, i, a, o) {
	var s = t.childOfName(n);
	s && s.setShape(RM(LM(e, t, [[r, i], [r + a, i + o]])));
}
function kM(e) {
	return L({ strokeNoScale: !0 }, e.brushStyle);
}
function AM(e, t, n, r) {
	var i = [tM(e, n), tM(t, r)], a = [nM(e, n), nM(t, r)];
	return [[i[0], a[0]], [i[1], a[1]]];
}
function jM(e) {
	return df(e.group);
}
function MM(e, t) {
	return {
		left: "w",
		right: "e",
		top: "n",
		bottom: "s"
	}[pf({
		w: "left",
		e: "right",
		n: "top",
		s: "bottom"
	}[t], jM(e))];
}
function NM(e, t) {
	var n = [MM(e, t[0]), MM(e, t[1])];
	return (n[0] === "e" || n[0] === "w") && n.reverse(), n.join("");
}
function PM(e, t, n, r, i, a) {
	var o = n.__brushOption, s = e.toRectRange(o.range), c = IM(t, i, a);
	z(r, function(e) {
		var t = cM[e];
		s[t[0]][t[1]] += c[t[0]];
	}), o.range = e.fromRectRange(AM(s[0][0], s[1][0], s[0][1], s[1][1])), _M(t, n), SM(t, { isEnd: !1 });
}
function FM(e, t, n, r) {
	var i = t.__brushOption.range, a = IM(e, n, r);
	z(i, function(e) {
		e[0] += a[0], e[1] += a[1];
	}), _M(e, t), SM(e, { isEnd: !1 });
}
function IM(e, t, n) {
	var r = e.group, i = r.transformCoordToLocal(t, n), a = r.transformCoordToLocal(0, 0);
	return [i[0] - a[0], i[1] - a[1]];
}
function LM(e, t, n) {
	var r = bM(e, t);
	return r && r !== eM ? r.clipPath(n, e._transform) : P(n);
}
function RM(e) {
	var t = tM(e[0][0], e[1][0]), n = tM(e[0][1], e[1][1]), r = nM(e[0][0], e[1][0]), i = nM(e[0][1], e[1][1]);
	return {
		x: t,
		y: n,
		width: r - t,
		height: i - n
	};
}
function zM(e, t, n) {
	if (e._brushType && !KM(e, t.offsetX, t.offsetY)) {
		var r = e._zr, i = e._covers, a = yM(e, t, n);
		if (!e._dragging) for (var o = 0; o < i.length; o++) {
			var s = i[o].__brushOption;
			if (a && (a === eM || s.panelId === a.panelId) && qM[s.brushType].contain(i[o], n[0], n[1])) return;
		}
		a && r.setCursorStyle("crosshair");
	}
}
function BM(e) {
	var t = e.event;
	t.preventDefault && t.preventDefault();
}
function VM(e, t, n) {
	return e.childOfName("main").contain(t, n);
}
function HM(e, t, n, r) {
	var i = e._creatingCover, a = e._creatingPanel, o = e._brushOption, s;
	if (e._track.push(n.slice()), CM(e) || i) {
		if (a && !i) {
			o.brushMode === "single" && xM(e);
			var c = P(o);
			c.brushType = UM(c.brushType, a), c.panelId = a === eM ? null : a.panelId, i = e._creatingCover = pM(e, c), e._covers.push(i);
		}
		if (i) {
			var l = qM[UM(e._brushType, a)], u = i.__brushOption;
			u.range = l.getCreatingRange(LM(e, i, e._track)), r && (mM(e, i), l.updateCommon(e, i)), hM(e, i), s = { isEnd: r };
		}
	} else r && o.brushMode === "single" && o.removeOnClick && yM(e, t, n) && xM(e) && (s = {
		isEnd: r,
		removeOnClick: !0
	});
	return s;
}
function UM(e, t) {
	return e === "auto" ? t.defaultBrushType : e;
}
var WM = {
	mousedown: function(e) {
		if (this._dragging) GM(this, e);
		else if (!e.target || !e.target.draggable) {
			BM(e);
			var t = this.group.transformCoordToLocal(e.offsetX, e.offsetY);
			this._creatingCover = null, (this._creatingPanel = yM(this, e, t)) && (this._dragging = !0, this._track = [t.slice()]);
		}
	},
	mousemove: function(e) {
		var t = e.offsetX, n = e.offsetY, r = this.group.transformCoordToLocal(t, n);
		if (zM(this, e, r), this._dragging) {
			BM(e);
			var i = HM(this, e, r, !1);
			i && SM(this, i);
		}
	},
	mouseup: function(e) {
		GM(this, e);
	}
};
function GM(e, t) {
	if (e._dragging) {
		BM(t);
		var n = t.offsetX, r = t.offsetY, i = HM(e, t, e.group.transformCoordToLocal(n, r), !0);
		e._dragging = !1, e._track = [], e._creatingCover = null, i && SM(e, i);
	}
}
function KM(e, t, n) {
	var r = e._zr;
	return t < 0 || t > r.getWidth() || n < 0 || n > r.getHeight();
}
var qM = {
	lineX: JM(0),
	lineY: JM(1),
	rect: {
		createCover: function(e, t) {
			function n(e) {
				return e;
			}
			return TM({
				toRectRange: n,
				fromRectRange: n
			}, e, t, [
				["w"],
				["e"],
				["n"],
				["s"],
				["s", "e"],
				["s", "w"],
				["n", "e"],
				["n", "w"]
			]);
		},
		getCreatingRange: function(e) {
			var t = wM(e);
			return AM(t[1][0], t[1][1], t[0][0], t[0][1]);
		},
		updateCoverShape: function(e, t, n, r) {
			EM(e, t, n, r);
		},
		updateCommon: DM,
		contain: VM
	},
	polygon: {
		createCover: function(e, t) {
			var n = new Lu();
			return n.add(new fd({
				name: "main",
				style: kM(t),
				silent: !0
			})), n;
		},
		getCreatingRange: function(e) {
			return e;
		},
		endCreating: function(e, t) {
			t.remove(t.childAt(0)), t.add(new ud({
				name: "main",
				draggable: !0,
				drift: H(FM, e, t),
				ondragend: H(SM, e, { isEnd: !0 })
			}));
		},
		updateCoverShape: function(e, t, n, r) {
			t.childAt(0).setShape({ points: LM(e, t, n) });
		},
		updateCommon: DM,
		contain: VM
	}
};
function JM(e) {
	return {
		createCover: function(t, n) {
			return TM({
				toRectRange: function(t) {
					var n = [t, [0, 100]];
					return e && n.reverse(), n;
				},
				fromRectRange: function(t) {
					return t[e];
				}
			}, t, n, [[["w"], ["e"]], [["n"], ["s"]]][e]);
		},
		getCreatingRange: function(t) {
			var n = wM(t);
			return [tM(n[0][e], n[1][e]), nM(n[0][e], n[1][e])];
		},
		updateCoverShape: function(t, n, r, i) {
			var a, o = bM(t, n);
			if (o !== eM && o.getLinearBrushOtherExtent) a = o.getLinearBrushOtherExtent(e);
			else {
				var s = t._zr;
				a = [0, [s.getWidth(), s.getHeight()][1 - e]];
			}
			var c = [r, a];
			e && c.reverse(), EM(t, n, c, i);
		},
		updateCommon: DM,
		contain: VM
	};
}
// node_modules/echarts/lib/component/helper/brushHelper.js
function YM(e) {
	return e = QM(e), function(t) {
		return _f(t, e);
	};
}
function XM(e, t) {
	return e = QM(e), function(n) {
		var r = t ?? n, i = r ? e.width : e.height, a = r ? e.x : e.y;
		return [a, a + (i || 0)];
	};
}
function ZM(e, t, n) {
	var r = QM(e);
	return function(e, i) {
		return r.contain(i[0], i[1]) && !Nj(e, t, n);
	};
}
function QM(e) {
	return X.create(e);
}
// node_modules/echarts/lib/component/axisPointer/BaseAxisPointer.js
var $M = bc(), eN = P, tN = V, nN = function() {
	function e() {
		this._dragging = !1, this.animationThreshold = 15;
	}
	return e.prototype.render = function(e, t, n, r) {
		var i = t.get("value"), a = t.get("status");
		if (this._axisModel = e, this._axisPointerModel = t, this._api = n, r || this._lastValue !== i || this._lastStatus !== a) {
			this._lastValue = i, this._lastStatus = a;
			var o = this._group, s = this._handle;
			if (!a || a === "hide") o && o.hide(), s && s.hide();
			else {
				o && o.show(), s && s.show();
				var c = {};
				this.makeElOption(c, i, e, t, n);
				var l = c.graphicKey;
				l !== this._lastGraphicKey && this.clear(n), this._lastGraphicKey = l;
				var u = this._moveAnimation = this.determineAnimation(e, t);
				if (!o) o = this._group = new Lu(), this.createPointerEl(o, c, e, t), this.createLabelEl(o, c, e, t), n.getZr().add(o);
				else {
					var d = H(rN, t, u);
					this.updatePointerEl(o, c, d), this.updateLabelEl(o, c, d, t);
				}
				sN(o, t, !0), this._renderHandle(i);
			}
		}
	}, e.prototype.remove = function(e) {
		this.clear(e);
	}, e.prototype.dispose = function(e) {
		this.clear(e);
	}, e.prototype.determineAnimation = function(e, t) {
		var n = t.get("animation"), r = e.axis, i = r.type === "category", a = t.get("snap");
		if (!a && !i) return !1;
		if (n === "auto" || n == null) {
			var o = this.animationThreshold;
			if (i && Wx(r).w > o) return !0;
			if (a) {
				var s = uj(e).seriesDataCount, c = r.getExtent();
				return Math.abs(c[0] - c[1]) / s > o;
			}
			return !1;
		}
		return n === !0;
	}, e.prototype.makeElOption = function(e, t, n, r, i) {}, e.prototype.createPointerEl = function(e, t, n, r) {
		var i = t.pointer;
		if (i) {
			var a = $M(e).pointerEl = new qd[i.type](eN(t.pointer));
			e.add(a);
		}
	}, e.prototype.createLabelEl = function(e, t, n, r) {
		if (t.label) {
			var i = $M(e).labelEl = new Ko(eN(t.label));
			e.add(i), aN(i, r);
		}
	}, e.prototype.updatePointerEl = function(e, t, n) {
		var r = $M(e).pointerEl;
		r && t.pointer && (r.setStyle(t.pointer.style), n(r, { shape: t.pointer.shape }));
	}, e.prototype.updateLabelEl = function(e, t, n, r) {
		var i = $M(e).labelEl;
		i && (i.setStyle(t.label.style), n(i, {
			x: t.label.x,
			y: t.label.y
		}), aN(i, r));
	}, e.prototype._renderHandle = function(e) {
		if (!this._dragging && this.updateHandleTransform) {
			var t = this._axisPointerModel, n = this._api.getZr(), r = this._handle, i = t.getModel("handle"), a = t.get("status");
			if (!i.get("show") || !a || a === "hide") r && n.remove(r), this._handle = null;
			else {
				var o;
				this._handle || (o = !0, r = this._handle = yf(i.get("icon"), {
					cursor: "move",
					draggable: !0,
					onmousemove: function(e) {
						Uw(e.event);
					},
					onmousedown: tN(this._onHandleDragMove, this, 0, 0),
					drift: tN(this._onHandleDragMove, this),
					ondragend: tN(this._onHandleDragEnd, this)
				}), n.add(r)), sN(r, t, !1), r.setStyle(i.getItemStyle(null, [
					"color",
					"borderColor",
					"borderWidth",
					"opacity",
					"shadowColor",
					"shadowBlur",
					"shadowOffsetX",
					"shadowOffsetY"
				]));
				var s = i.get("size");
				U(s) || (s = [s, s]), r.scaleX = s[0] / 2, r.scaleY = s[1] / 2, JC(this, "_doDispatchAxisPointer", i.get("throttle") || 0, "fixRate"), this._moveHandleToValue(e, o);
			}
		}
	}, e.prototype._moveHandleToValue = function(e, t) {
		rN(this._axisPointerModel, !t && this._moveAnimation, this._handle, oN(this.getHandleTransform(e, this._axisModel, this._axisPointerModel)));
	}, e.prototype._onHandleDragMove = function(e, t) {
		var n = this._handle;
		if (n) {
			this._dragging = !0;
			var r = this.updateHandleTransform(oN(n), [e, t], this._axisModel, this._axisPointerModel);
			this._payloadInfo = r, n.stopAnimation(), n.attr(oN(r)), $M(n).lastProp = null, this._doDispatchAxisPointer();
		}
	}, e.prototype._doDispatchAxisPointer = function() {
		if (this._handle) {
			var e = this._payloadInfo, t = this._axisModel;
			this._api.dispatchAction({
				type: "updateAxisPointer",
				x: e.cursorPoint[0],
				y: e.cursorPoint[1],
				tooltipOption: e.tooltipOption,
				axesInfo: [{
					axisDim: t.axis.dim,
					axisIndex: t.componentIndex
				}]
			});
		}
	}, e.prototype._onHandleDragEnd = function() {
		if (this._dragging = !1, this._handle) {
			var e = this._axisPointerModel.get("value");
			this._moveHandleToValue(e), this._api.dispatchAction({ type: "hideTip" });
		}
	}, e.prototype.clear = function(e) {
		this._lastValue = null, this._lastStatus = null;
		var t = e.getZr(), n = this._group, r = this._handle;
		t && n && (this._lastGraphicKey = null, n && t.remove(n), r && t.remove(r), this._group = null, this._handle = null, this._payloadInfo = null), YC(this, "_doDispatchAxisPointer");
	}, e.prototype.doClear = function() {}, e.prototype.buildLabel = function(e, t, n) {
		return n = n || 0, {
			x: e[n],
			y: e[1 - n],
			width: t[n],
			height: t[1 - n]
		};
	}, e;
}();
function rN(e, t, n, r) {
	iN($M(n).lastProp, r) || ($M(n).lastProp = r, t ? Bd(n, r, e) : (n.stopAnimation(), n.attr(r)));
}
function iN(e, t) {
	if (K(e) && K(t)) {
		var n = !0;
		return z(t, function(t, r) {
			n = n && iN(e[r], t);
		}), !!n;
	}
	return e === t;
}
function aN(e, t) {
	e[t.get(["label", "show"]) ? "show" : "hide"]();
}
function oN(e) {
	return {
		x: e.x || 0,
		y: e.y || 0,
		rotation: e.rotation || 0
	};
}
function sN(e, t, n) {
	var r = t.get("z"), i = t.get("zlevel");
	e && e.traverse(function(e) {
		e.type !== "group" && (r != null && (e.z = r), i != null && (e.zlevel = i), e.silent = n);
	});
}
// node_modules/echarts/lib/component/axisPointer/viewHelper.js
function cN(e) {
	var t = e.get("type"), n = e.getModel(t + "Style"), r;
	return t === "line" ? (r = n.getLineStyle(), r.fill = null) : t === "shadow" && (r = n.getAreaStyle(), r.stroke = null), r;
}
function lN(e, t, n, r, i) {
	var a = dN(n.get("value"), t.axis, t.ecModel, n.get("seriesDataIndices"), {
		precision: n.get(["label", "precision"]),
		formatter: n.get(["label", "formatter"])
	}), o = n.getModel("label"), s = Ig(o.get("padding") || 0), c = o.getFont(), l = Pn(a, c), u = i.position, d = l.width + s[1] + s[3], f = l.height + s[0] + s[2], p = i.align;
	p === "right" && (u[0] -= d), p === "center" && (u[0] -= d / 2);
	var m = i.verticalAlign;
	m === "bottom" && (u[1] -= f), m === "middle" && (u[1] -= f / 2), uN(u, d, f, r);
	var h = o.get("backgroundColor");
	h && h !== "auto" || (h = t.get([
		"axisLine",
		"lineStyle",
		"color"
	])), e.label = {
		x: u[0],
		y: u[1],
		style: qf(o, {
			text: a,
			font: c,
			fill: o.getTextColor(),
			padding: s,
			backgroundColor: h
		}),
		z2: 10
	};
}
function uN(e, t, n, r) {
	var i = r.getWidth(), a = r.getHeight();
	e[0] = Math.min(e[0] + t, i) - t, e[1] = Math.min(e[1] + n, a) - n, e[0] = Math.max(e[0], 0), e[1] = Math.max(e[1], 0);
}
function dN(e, t, n, r, i) {
	e = t.scale.parse(e);
	var a = t.scale.getLabel({ value: e }, { precision: i.precision }), o = i.formatter;
	if (o) {
		var s = {
			value: gb(t, { value: e }),
			axisDimension: t.dim,
			axisIndex: t.index,
			seriesData: []
		};
		z(r, function(e) {
			var t = n.getSeriesByIndex(e.seriesIndex), r = e.dataIndexInside, i = t && t.getDataParams(r);
			i && s.seriesData.push(i);
		}), G(o) ? a = o.replace("{value}", a) : W(o) && (a = o(s));
	}
	return a;
}
function fN(e, t, n) {
	var r = kt();
	return Pt(r, r, n.rotation), Nt(r, r, n.position), ff([e.dataToCoord(t), (n.labelOffset || 0) + (n.labelDirection || 1) * (n.labelMargin || 0)], r);
}
function pN(e, t, n, r, i, a) {
	var o = OS.innerTextLayout(n.rotation, 0, n.labelDirection);
	n.labelMargin = i.get(["label", "margin"]), lN(t, r, i, a, {
		position: fN(r.axis, e, n),
		align: o.textAlign,
		verticalAlign: o.textVerticalAlign
	});
}
function mN(e, t, n) {
	return n = n || 0, {
		x1: e[n],
		y1: e[1 - n],
		x2: t[n],
		y2: t[1 - n]
	};
}
function hN(e, t, n) {
	return n = n || 0, {
		x: e[n],
		y: e[1 - n],
		width: t[n],
		height: t[1 - n]
	};
}
function gN(e, t, n) {
	return Wx(e, {
		fromStat: { sers: B(t, function(e) {
			return n.getSeriesByIndex(e.seriesIndex);
		}) },
		min: 1
	}).w;
}
function _N(e, t, n) {
	return [us(ls(t[0], t[1]), e - n / 2), ls(e + n / 2, us(t[0], t[1]))];
}
// node_modules/echarts/lib/component/axisPointer/CartesianAxisPointer.js
var vN = function(e) {
	A(t, e);
	function t() {
		return e !== null && e.apply(this, arguments) || this;
	}
	return t.prototype.makeElOption = function(e, t, n, r, i) {
		var a = n.axis, o = a.grid, s = r.get("type"), c = a.getGlobalExtent(), l = yN(o, a).getOtherAxis(a).getGlobalExtent(), u = a.toGlobalCoord(a.dataToCoord(t, !0));
		if (s && s !== "none") {
			var d = cN(r), f = bN[s](a, u, c, l, r.get("seriesDataIndices"), r.ecModel);
			f.style = d, e.graphicKey = f.type, e.pointer = f;
		}
		pN(t, e, YS(o.getRect(), n), n, r, i);
	}, t.prototype.getHandleTransform = function(e, t, n) {
		var r = YS(t.axis.grid.getRect(), t, { labelInside: !1 });
		r.labelMargin = n.get(["handle", "margin"]);
		var i = fN(t.axis, e, r);
		return {
			x: i[0],
			y: i[1],
			rotation: r.rotation + (r.labelDirection < 0 ? Math.PI : 0)
		};
	}, t.prototype.updateHandleTransform = function(e, t, n, r) {
		var i = n.axis, a = i.grid, o = i.getGlobalExtent(!0), s = yN(a, i).getOtherAxis(i).getGlobalExtent(), c = i.dim === "x" ? 0 : 1, l = [e.x, e.y];
		l[c] += t[c], l[c] = ls(o[1], l[c]), l[c] = us(o[0], l[c]);
		var u = (s[1] + s[0]) / 2, d = [u, u];
		return d[c] = l[c], {
			x: l[0],
			y: l[1],
			rotation: e.rotation,
			cursorPoint: d,
			tooltipOption: [{ verticalAlign: "middle" }, { align: "center" }][c]
		};
	}, t;
}(nN);
function yN(e, t) {
	var n = {};
	return n[t.dim + "AxisIndex"] = t.index, e.getCartesian(n);
}
var bN = {
	line: function(e, t, n, r) {
		return {
			type: "Line",
			subPixelOptimize: !0,
			shape: mN([t, r[0]], [t, r[1]], xN(e))
		};
	},
	shadow: function(e, t, n, r, i, a) {
		var o = gN(e, i, a), s = r[1] - r[0], c = _N(t, n, o), l = c[0], u = c[1];
		return {
			type: "Rect",
			shape: hN([l, r[0]], [u - l, s], xN(e))
		};
	}
};
function xN(e) {
	return e.dim === "x" ? 0 : 1;
}
// node_modules/echarts/lib/component/axisPointer/AxisPointerModel.js
var SN = function(e) {
	A(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.type = "axisPointer", t.defaultOption = {
		show: "auto",
		z: 50,
		type: "line",
		snap: !1,
		triggerTooltip: !0,
		triggerEmphasis: !0,
		value: null,
		status: null,
		link: [],
		animation: null,
		animationDurationUpdate: 200,
		lineStyle: {
			color: Q.color.border,
			width: 1,
			type: "dashed"
		},
		shadowStyle: { color: Q.color.shadowTint },
		label: {
			show: !0,
			formatter: null,
			precision: "auto",
			margin: 3,
			color: Q.color.neutral00,
			padding: [
				5,
				7,
				5,
				7
			],
			backgroundColor: Q.color.accent60,
			borderColor: null,
			borderWidth: 0,
			borderRadius: 3
		},
		handle: {
			show: !1,
			icon: "M10.7,11.9v-1.3H9.3v1.3c-4.9,0.3-8.8,4.4-8.8,9.4c0,5,3.9,9.1,8.8,9.4h1.3c4.9-0.3,8.8-4.4,8.8-9.4C19.5,16.3,15.6,12.2,10.7,11.9z M13.3,24.4H6.7v-1.2h6.6z M13.3,22H6.7v-1.2h6.6z M13.3,19.6H6.7v-1.2h6.6z",
			size: 45,
			margin: 50,
			color: Q.color.accent40,
			throttle: 40
		}
	}, t;
}(a_), CN = bc(), wN = z;
function TN(e, t, n) {
	if (!Y.node) {
		var r = t.getZr();
		CN(r).records || (CN(r).records = {}), EN(r, t);
		var i = CN(r).records[e] || (CN(r).records[e] = {});
		i.handler = n;
	}
}
function EN(e, t) {
	if (CN(e).initialized) return;
	CN(e).initialized = !0, n("click", H(kN, "click")), n("mousemove", H(kN, "mousemove")), n("mousewheel", H(kN, "mousewheel")), n("globalout", ON);
	function n(n, r) {
		e.on(n, function(n) {
			var i = AN(t);
			wN(CN(e).records, function(e) {
				e && r(e, n, i.dispatchAction);
			}), DN(i.pendings, t);
		});
	}
}
function DN(e, t) {
	var n = e.showTip.length, r = e.hideTip.length, i;
	n ? i = e.showTip[n - 1] : r && (i = e.hideTip[r - 1]), i && (i.dispatchAction = null, t.dispatchAction(i));
}
function ON(e, t, n) {
	e.handler("leave", null, n);
}
function kN(e, t, n, r) {
	t.handler(e, n, r);
}
function AN(e) {
	var t = {
		showTip: [],
		hideTip: []
	}, n = function(r) {
		var i = t[r.type];
		i ? i.push(r) : (r.dispatchAction = n, e.dispatchAction(r));
	};
	return {
		dispatchAction: n,
		pendings: t
	};
}
function jN(e, t) {
	if (!Y.node) {
		var n = t.getZr();
		(CN(n).records || {})[e] && (CN(n).records[e] = null);
	}
}
// node_modules/echarts/lib/component/axisPointer/AxisPointerView.js
var MN = function(e) {
	A(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.prototype.render = function(e, t, n) {
		var r = t.getComponent("tooltip"), i = e.get("triggerOn") || r && r.get("triggerOn") || "mousemove|click|mousewheel";
		TN("axisPointer", n, function(e, t, n) {
			i !== "none" && (e === "leave" || i.indexOf(e) >= 0) && n({
				type: "updateAxisPointer",
				currTrigger: e,
				x: t && t.offsetX,
				y: t && t.offsetY
			});
		});
	}, t.prototype.remove = function(e, t) {
		jN("axisPointer", t);
	}, t.prototype.dispose = function(e, t) {
		jN("axisPointer", t);
	}, t.type = "axisPointer", t;
}(qE);
// node_modules/echarts/lib/component/axisPointer/findPointFromSeries.js
function NN(e, t) {
	var n = [], r = e.seriesIndex, i;
	if (r == null || !(i = t.getSeriesByIndex(r))) return { point: [] };
	var a = i.getData(), o = yc(a, e);
	if (o == null || o < 0 || U(o)) return { point: [] };
	var s = a.getItemGraphicEl(o), c = i.coordinateSystem;
	if (i.getTooltipPosition) n = i.getTooltipPosition(o) || [];
	else if (c && c.dataToPoint) {
		if (e.isStacked) {
			var l = c.getBaseAxis(), u = c.getOtherAxis(l).dim, d = l.dim, f = +(u === "x" || u === "radius"), p = a.mapDimension(d), m = [];
			m[f] = a.get(p, o), m[1 - f] = a.get(a.getCalculationInfo("stackResultDimension"), o), n = c.dataToPoint(m) || [];
		} else n = c.dataToPoint(a.getValues(B(c.dimensions, function(e) {
			return a.mapDimension(e);
		}), o)) || [];
	} else if (s) {
		var h = s.getBoundingRect().clone();
		h.applyTransform(s.transform), n = [h.x + h.width / 2, h.y + h.height / 2];
	}
	return {
		point: n,
		el: s
	};
}
// node_modules/echarts/lib/component/axisPointer/axisTrigger.js
var PN = bc();
function FN(e, t, n) {
	var r = e.currTrigger, i = [e.x, e.y], a = e, o = e.dispatchAction || V(n.dispatchAction, n), s = t.getComponent("axisPointer").coordSysAxesInfo;
	if (s) {
		GN(i) && (i = NN({
			seriesIndex: a.seriesIndex,
			dataIndex: a.dataIndex
		}, t).point);
		var c = GN(i), l = a.axesInfo, u = s.axesInfo, d = r === "leave" || GN(i), f = {}, p = {}, m = {
			list: [],
			map: {}
		}, h = {
			showPointer: H(RN, p),
			showTooltip: H(zN, m)
		};
		z(s.coordSysMap, function(e, t) {
			var n = c || e.containPoint(i);
			z(s.coordSysAxesInfo[t], function(e, t) {
				var r = e.axis, a = UN(l, e);
				if (!d && n && (!l || a)) {
					var o = a && a.value;
					o == null && !c && (o = r.pointToData(i)), o != null && IN(e, o, h, !1, f);
				}
			});
		});
		var g = {};
		return z(u, function(e, t) {
			var n = e.linkGroup;
			n && !p[t] && z(n.axesInfo, function(t, r) {
				var i = p[r];
				if (t !== e && i) {
					var a = i.value;
					n.mapper && (a = e.axis.scale.parse(n.mapper(a, WN(t), WN(e)))), g[e.key] = a;
				}
			});
		}), z(g, function(e, t) {
			IN(u[t], e, h, !0, f);
		}), BN(p, u, f), VN(m, i, e, o), HN(u, o, n), f;
	}
}
function IN(e, t, n, r, i) {
	var a = e.axis;
	if (!a.scale.isBlank() && a.containData(t)) {
		if (!e.involveSeries) n.showPointer(e, t);
		else {
			var o = LN(t, e), s = o.payloadBatch, c = o.snapToValue;
			s[0] && i.seriesIndex == null && I(i, s[0]), !r && e.snap && a.containData(c) && c != null && (t = c), n.showPointer(e, t, s), n.showTooltip(e, o, c);
		}
	}
}
function LN(e, t) {
	var n = t.axis, r = n.dim, i = e, a = [], o = Number.MAX_VALUE, s = -1;
	return z(t.seriesModels, function(t, c) {
		var l = t.getData().mapDimensionsAll(r), u, d;
		if (t.getAxisTooltipData) {
			var f = t.getAxisTooltipData(l, e, n);
			d = f.dataIndices, u = f.nestestValue;
		} else {
			if (d = t.indicesOfNearest(r, l[0], e, n.type === "category" ? .5 : null), !d.length) return;
			u = t.getData().get(l[0], d[0]);
		}
		if (Us(u)) {
			var p = e - u, m = Math.abs(p);
			m <= o && ((m < o || p >= 0 && s < 0) && (o = m, s = p, i = u, a.length = 0), z(d, function(e) {
				a.push({
					seriesIndex: t.seriesIndex,
					dataIndexInside: e,
					dataIndex: t.getData().getRawIndex(e)
				});
			}));
		}
	}), {
		payloadBatch: a,
		snapToValue: i
	};
}
function RN(e, t, n, r) {
	e[t.key] = {
		value: n,
		payloadBatch: r
	};
}
function zN(e, t, n, r) {
	var i = n.payloadBatch, a = t.axis, o = a.model, s = t.axisPointerModel;
	if (t.triggerTooltip && i.length) {
		var c = t.coordSys.model, l = pj(c), u = e.map[l];
		u || (u = e.map[l] = {
			coordSysId: c.id,
			coordSysIndex: c.componentIndex,
			coordSysType: c.type,
			coordSysMainType: c.mainType,
			dataByAxis: []
		}, e.list.push(u)), u.dataByAxis.push({
			axisDim: a.dim,
			axisIndex: o.componentIndex,
			axisType: o.type,
			axisId: o.id,
			value: r,
			valueLabelOpt: {
				precision: s.get(["label", "precision"]),
				formatter: s.get(["label", "formatter"])
			},
			seriesDataIndices: i.slice()
		});
	}
}
function BN(e, t, n) {
	var r = n.axesInfo = [];
	z(t, function(t, n) {
		var i = t.axisPointerModel.option, a = e[n];
		a ? (!t.useHandle && (i.status = "show"), i.value = a.value, i.seriesDataIndices = (a.payloadBatch || []).slice()) : !t.useHandle && (i.status = "hide"), i.status === "show" && r.push({
			axisDim: t.axis.dim,
			axisIndex: t.axis.model.componentIndex,
			value: i.value
		});
	});
}
function VN(e, t, n, r) {
	if (GN(t) || !e.list.length) r({ type: "hideTip" });
	else {
		var i = ((e.list[0].dataByAxis[0] || {}).seriesDataIndices || [])[0] || {};
		r({
			type: "showTip",
			escapeConnect: !0,
			x: t[0],
			y: t[1],
			tooltipOption: n.tooltipOption,
			position: n.position,
			dataIndexInside: i.dataIndexInside,
			dataIndex: i.dataIndex,
			seriesIndex: i.seriesIndex,
			dataByCoordSys: e.list
		});
	}
}
function HN(e, t, n) {
	var r = n.getZr(), i = "axisPointerLastHighlights", a = PN(r)[i] || {}, o = PN(r)[i] = {};
	z(e, function(e, t) {
		var n = e.axisPointerModel.option;
		n.status === "show" && e.triggerEmphasis && z(n.seriesDataIndices, function(e) {
			o[e.seriesIndex + "|" + e.dataIndex] = e;
		});
	});
	var s = [], c = [];
	function l(e) {
		return {
			seriesIndex: e.seriesIndex,
			dataIndex: e.dataIndex
		};
	}
	z(a, function(e, t) {
		!o[t] && c.push(l(e));
	}), z(o, function(e, t) {
		!a[t] && s.push(l(e));
	}), c.length && n.dispatchAction({
		type: "downplay",
		escapeConnect: !0,
		notBlur: !0,
		batch: c
	}), s.length && n.dispatchAction({
		type: "highlight",
		escapeConnect: !0,
		notBlur: !0,
		batch: s
	});
}
function UN(e, t) {
	for (var n = 0; n < (e || []).length; n++) {
		var r = e[n];
		if (t.axis.dim === r.axisDim && t.axis.model.componentIndex === r.axisIndex) return r;
	}
}
function WN(e) {
	var t = e.axis.model, n = {}, r = n.axisDim = e.axis.dim;
	return n.axisIndex = n[r + "AxisIndex"] = t.componentIndex, n.axisName = n[r + "AxisName"] = t.name, n.axisId = n[r + "AxisId"] = t.id, n;
}
function GN(e) {
	return !e || e[0] == null || isNaN(e[0]) || e[1] == null || isNaN(e[1]);
}
// node_modules/echarts/lib/component/axisPointer/install.js
function KN(e) {
	hj.registerAxisPointerClass("CartesianAxisPointer", vN), e.registerComponentModel(SN), e.registerComponentView(MN), e.registerPreprocessor(function(e) {
		if (e) {
			e.axisPointer && e.axisPointer.length !== 0 || (e.axisPointer = {});
			var t = e.axisPointer.link;
			t && !U(t) && (e.axisPointer.link = [t]);
		}
	}), e.registerProcessor(e.PRIORITY.PROCESSOR.STATISTIC, { overallReset: function(e, t) {
		e.getComponent("axisPointer").coordSysAxesInfo = rj(e, t);
	} }), e.registerAction({
		type: "updateAxisPointer",
		event: "updateAxisPointer",
		update: ":updateAxisPointer"
	}, FN);
}
// node_modules/echarts/lib/component/grid/install.js
function qN(e) {
	pA(Ej), pA(KN);
}
// node_modules/echarts/lib/component/dataZoom/helper.js
var JN = [
	"x",
	"y",
	"radius",
	"angle",
	"single"
], YN = bc(), XN = [
	"cartesian2d",
	"polar",
	"singleAxis"
];
function ZN(e) {
	return R(XN, e.get("coordinateSystem")) >= 0;
}
function QN(e) {
	return e + "Axis";
}
function $N(e, t) {
	var n = J(), r = [], i = J();
	e.eachComponent({
		mainType: "dataZoom",
		query: t
	}, function(e) {
		i.get(e.uid) || s(e);
	});
	var a;
	do
		a = !1, e.eachComponent("dataZoom", o);
	while (a);
	function o(e) {
		!i.get(e.uid) && c(e) && (s(e), a = !0);
	}
	function s(e) {
		i.set(e.uid, !0), r.push(e), l(e);
	}
	function c(e) {
		var t = !1;
		return e.eachTargetAxis(function(e, r) {
			var i = n.get(e);
			i && i[r] && (t = !0);
		}), t;
	}
	function l(e) {
		e.eachTargetAxis(function(e, t) {
			(n.get(e) || n.set(e, []))[t] = !0;
		});
	}
	return r;
}
function eP(e) {
	var t = e.ecModel, n = {
		infoList: [],
		infoMap: J()
	};
	return e.eachTargetAxis(function(e, r) {
		var i = t.getComponent(QN(e), r);
		if (i) {
			var a = i.getCoordSysModel();
			if (a) {
				var o = a.uid, s = n.infoMap.get(o);
				s || (s = {
					model: a,
					axisModels: []
				}, n.infoList.push(s), n.infoMap.set(o, s)), s.axisModels.push(i);
			}
		}
	}), n;
}
function tP(e) {
	var t = YN(bx(e));
	return t.axisProxyMap || (t.axisProxyMap = J());
}
function nP(e) {
	if (e) return tP(e.ecModel).get(e.uid);
}
function rP(e, t) {
	tP(e.ecModel).set(e.uid, t);
}
function iP(e, t) {
	var n = t.getAxisModel().axis.__alignTo;
	return n && e.getAxisProxy(n.dim, n.model.componentIndex) ? nP(n.model) : null;
}
// node_modules/echarts/lib/component/dataZoom/DataZoomModel.js
var aP = function() {
	function e() {
		this.indexList = [], this.indexMap = [];
	}
	return e.prototype.add = function(e) {
		this.indexMap[e] || (this.indexList.push(e), this.indexMap[e] = !0);
	}, e;
}(), oP = function(e) {
	A(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n._autoThrottle = !0, n._noTarget = !0, n._rangePropMode = ["percent", "percent"], n;
	}
	return t.prototype.init = function(e, t, n) {
		var r = sP(e);
		this.settledOption = r, this.mergeDefaultAndTheme(e, n), this._doInit(r);
	}, t.prototype.mergeOption = function(e) {
		var t = sP(e);
		F(this.option, e, !0), F(this.settledOption, t, !0), this._doInit(t);
	}, t.prototype._doInit = function(e) {
		var t = this.option;
		this._setDefaultThrottle(e), this._updateRangeUse(e);
		var n = this.settledOption;
		z([["start", "startValue"], ["end", "endValue"]], function(e, r) {
			this._rangePropMode[r] === "value" && (t[e[0]] = n[e[0]] = null);
		}, this), this._resetTarget();
	}, t.prototype._resetTarget = function() {
		var e = this.get("orient", !0), t = this._targetAxisInfoMap = J();
		this._fillSpecifiedTargetAxis(t) ? this._orient = e || this._makeAutoOrientByTargetAxis() : (this._orient = e || "horizontal", this._fillAutoTargetAxisByOrient(t, this._orient)), this._noTarget = !0, t.each(function(e) {
			e.indexList.length && (this._noTarget = !1);
		}, this);
	}, t.prototype._fillSpecifiedTargetAxis = function(e) {
		var t = !1;
		return z(JN, function(n) {
			var r = this.getReferringComponents(QN(n), Tc);
			if (r.specified) {
				t = !0;
				var i = new aP();
				z(r.models, function(e) {
					i.add(e.componentIndex);
				}), e.set(n, i);
			}
		}, this), t;
	}, t.prototype._fillAutoTargetAxisByOrient = function(e, t) {
		var n = this.ecModel, r = !0;
		if (r) {
			var i = t === "vertical" ? "y" : "x", a = n.findComponents({ mainType: i + "Axis" });
			o(a, i);
		}
		if (r) {
			var a = n.findComponents({
				mainType: "singleAxis",
				filter: function(e) {
					return e.get("orient", !0) === t;
				}
			});
			o(a, "single");
		}
		function o(t, n) {
			var i = t[0];
			if (i) {
				var a = new aP();
				if (a.add(i.componentIndex), e.set(n, a), r = !1, n === "x" || n === "y") {
					var o = i.getReferringComponents("grid", wc).models[0];
					o && z(t, function(e) {
						i.componentIndex !== e.componentIndex && o === e.getReferringComponents("grid", wc).models[0] && a.add(e.componentIndex);
					});
				}
			}
		}
		r && z(JN, function(t) {
			if (r) {
				var i = n.findComponents({
					mainType: QN(t),
					filter: function(e) {
						return e.get("type", !0) === "category";
					}
				});
				if (i[0]) {
					var a = new aP();
					a.add(i[0].componentIndex), e.set(t, a), r = !1;
				}
			}
		}, this);
	}, t.prototype._makeAutoOrientByTargetAxis = function() {
		var e;
		return this.eachTargetAxis(function(t) {
			!e && (e = t);
		}, this), e === "y" ? "vertical" : "horizontal";
	}, t.prototype._setDefaultThrottle = function(e) {
		if (e.hasOwnProperty("throttle") && (this._autoThrottle = !1), this._autoThrottle) {
			var t = this.ecModel.option;
			this.option.throttle = t.animation && t.animationDurationUpdate > 0 ? 100 : 20;
		}
	}, t.prototype._updateRangeUse = function(e) {
		var t = this._rangePropMode, n = this.get("rangeMode");
		z([["start", "startValue"], ["end", "endValue"]], function(r, i) {
			var a = e[r[0]] != null, o = e[r[1]] != null;
			a && !o ? t[i] = "percent" : !a && o ? t[i] = "value" : n ? t[i] = n[i] : a && (t[i] = "percent");
		});
	}, t.prototype.noTarget = function() {
		return this._noTarget;
	}, t.prototype.getFirstTargetAxisModel = function() {
		var e;
		return this.eachTargetAxis(function(t, n) {
			e ?? (e = this.ecModel.getComponent(QN(t), n));
		}, this), e;
	}, t.prototype.eachTargetAxis = function(e, t) {
		this._targetAxisInfoMap.each(function(n, r) {
			z(n.indexList, function(n) {
				e.call(t, r, n);
			});
		});
	}, t.prototype.getAxisProxy = function(e, t) {
		return nP(this.getAxisModel(e, t));
	}, t.prototype.getAxisModel = function(e, t) {
		var n = this._targetAxisInfoMap.get(e);
		if (n && n.indexMap[t]) return this.ecModel.getComponent(QN(e), t);
	}, t.prototype.setRawRange = function(e) {
		var t = this.option, n = this.settledOption;
		z([["start", "startValue"], ["end", "endValue"]], function(r) {
			(e[r[0]] != null || e[r[1]] != null) && (t[r[0]] = n[r[0]] = e[r[0]], t[r[1]] = n[r[1]] = e[r[1]]);
		}, this), this._updateRangeUse(e);
	}, t.prototype.setCalculatedRange = function(e) {
		var t = this.option;
		z([
			"start",
			"startValue",
			"end",
			"endValue"
		], function(n) {
			t[n] = e[n];
		});
	}, t.prototype.getPercentRange = function() {
		var e = this.findRepresentativeAxisProxy();
		if (e) return e.getWindow().percent;
	}, t.prototype.getValueRange = function(e, t) {
		if (e == null && t == null) {
			var n = this.findRepresentativeAxisProxy();
			if (n) return n.getWindow().value;
		} else return this.getAxisProxy(e, t).getWindow().value;
	}, t.prototype.findRepresentativeAxisProxy = function(e) {
		if (e) return nP(e);
		for (var t, n = this._targetAxisInfoMap.keys(), r = 0; r < n.length; r++) for (var i = n[r], a = this._targetAxisInfoMap.get(i), o = 0; o < a.indexList.length; o++) {
			var s = this.getAxisProxy(i, a.indexList[o]);
			if (s.hostedBy(this)) return s;
			t || (t = s);
		}
		return t;
	}, t.prototype.getRangePropMode = function() {
		return this._rangePropMode.slice();
	}, t.prototype.getOrient = function() {
		return this._orient;
	}, t.type = "dataZoom", t.dependencies = [
		"xAxis",
		"yAxis",
		"radiusAxis",
		"angleAxis",
		"singleAxis",
		"series",
		"toolbox"
	], t.defaultOption = {
		z: 4,
		filterMode: "filter",
		start: 0,
		end: 100
	}, t;
}(a_);
function sP(e) {
	var t = {};
	return z([
		"start",
		"end",
		"startValue",
		"endValue",
		"throttle"
	], function(n) {
		e.hasOwnProperty(n) && (t[n] = e[n]);
	}), t;
}
// node_modules/echarts/lib/component/dataZoom/SelectZoomModel.js
var cP = function(e) {
	A(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.type = "dataZoom.select", t;
}(oP), lP = function(e) {
	A(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.prototype.render = function(e, t, n, r) {
		this.dataZoomModel = e, this.ecModel = t, this.api = n;
	}, t.type = "dataZoom", t;
}(qE), uP = function(e) {
	A(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.type = "dataZoom.select", t;
}(lP), dP = function() {
	function e(e, t, n, r) {
		this._dimName = e, this._axisIndex = t, this.ecModel = r, this._dataZoomModel = n;
	}
	return e.prototype.hostedBy = function(e) {
		return this._dataZoomModel === e;
	}, e.prototype.getWindow = function() {
		return P(this._window);
	}, e.prototype.getTargetSeriesModels = function() {
		var e = [];
		return this.ecModel.eachSeries(function(t) {
			if (ZN(t)) {
				var n = QN(this._dimName), r = t.getReferringComponents(n, wc).models[0];
				r && this._axisIndex === r.componentIndex && e.push(t);
			}
		}, this), e;
	}, e.prototype.getAxisModel = function() {
		return this.ecModel.getComponent(this._dimName + "Axis", this._axisIndex);
	}, e.prototype.getMinMaxSpan = function() {
		return P(this._minMaxSpan);
	}, e.prototype.calculateDataWindow = function(e) {
		var t = this._extent, n = this.getAxisModel().axis, r = n.scale, i = this._dataZoomModel.getRangePropMode(), a = [0, 100], o = [], s = [], c, l = [!1, !1];
		z(["start", "end"], function(n, u) {
			var d = e[n], f = e[n + "Value"];
			i[u] === "percent" ? (d ?? (d = a[u]), f = bs(d, a, t), l[u] = !0) : (c = !0, f == null ? f = t[u] : (f = r.parse(f), r.sanitize && (f = r.sanitize(f, t))), d = bs(f, t, a)), s[u] = f == null || isNaN(f) ? t[u] : f, o[u] = d == null || isNaN(d) ? a[u] : d;
		}), Ts(s), Ts(o);
		var u = this._minMaxSpan;
		c ? d(s, o, t, a, !1) : d(o, s, a, t, !0);
		function d(e, t, n, r, i) {
			var a = i ? "Span" : "ValueSpan";
			Zj(0, e, n, "all", u["min" + a], u["max" + a]);
			for (var o = 0; o < 2; o++) t[o] = bs(e[o], n, r, !0), i && (t[o] = t[o], l[o] = !0);
			Bc(t);
		}
		var f = Ay(r) || Oy(r), p = n.getExtent(), m = ds(p[1] - p[0]), h = f ? 0 : Os(s, m, .5);
		z([[0, ms], [1, ps]], function(e) {
			var n = e[0], r = e[1];
			l[n] && isFinite(h) && (s[n] = Z(s[n], h), s[n] = ls(t[1], us(t[0], s[n])), o[n] === a[n] && (s[n] = t[n], f && (s[n] = r(s[n]))));
		}), Bc(s);
		var g = [bs(s[0], t, a, !0), bs(s[1], t, a, !0)];
		return Bc(g), {
			value: s,
			percent: o,
			percentInverted: g,
			valuePrecision: h
		};
	}, e.prototype.reset = function(e, t) {
		if (this.hostedBy(e)) {
			var n = this.getAxisModel().axis;
			uC(n, 2);
			var r = n.scale.rawExtentInfo;
			this._extent = r.makeNoZoom(), this._updateMinMaxSpan();
			var i = e.settledOption;
			t && (i = L({
				start: t[0],
				end: t[1]
			}, i));
			var a = this._window = this.calculateDataWindow(i), o = a.percent, s = a.value;
			o[0] !== 0 && r.setZoomMM(0, s[0]), o[1] !== 100 && r.setZoomMM(1, s[1]);
		}
	}, e.prototype.filterData = function(e, t) {
		if (!this.hostedBy(e)) return;
		var n = this._dimName, r = this.getTargetSeriesModels(), i = e.get("filterMode"), a = this._window.value;
		if (i === "none") return;
		z(r, function(e) {
			var t = e.getData(), r = t.mapDimensionsAll(n);
			if (r.length) {
				if (i === "weakFilter") {
					var s = t.getStore(), c = B(r, function(e) {
						return t.getDimensionIndex(e);
					}, t);
					t.filterSelf(function(e) {
						for (var t, n, i, o = 0; o < r.length; o++) {
							var l = s.get(c[o], e), u = !isNaN(l), d = l < a[0], f = l > a[1];
							if (u && !d && !f) return !0;
							u && (i = !0), d && (t = !0), f && (n = !0);
						}
						return i && t && n;
					});
				} else z(r, function(n) {
					if (i === "empty") e.setData(t = t.map(n, function(e) {
						return o(e) ? e : NaN;
					}));
					else {
						var r = {};
						r[n] = a, t.selectRange(r);
					}
				});
				z(r, function(e) {
					t.setApproximateExtent(a, e);
				});
			}
		});
		function o(e) {
			return e >= a[0] && e <= a[1];
		}
	}, e.prototype._updateMinMaxSpan = function() {
		var e = this._minMaxSpan = {}, t = this._dataZoomModel, n = this._extent;
		z(["min", "max"], function(r) {
			var i = t.get(r + "Span"), a = t.get(r + "ValueSpan");
			a != null && (a = this.getAxisModel().axis.scale.parse(a)), a == null ? i != null && (a = bs(i, [0, 100], n, !0) - n[0]) : i = bs(n[0] + a, n, [0, 100], !0), e[r + "Span"] = i, e[r + "ValueSpan"] = a;
		}, this);
	}, e;
}(), fP = {
	dirtyOnOverallProgress: !0,
	getTargetSeries: function(e) {
		function t(t) {
			e.eachComponent("dataZoom", function(n) {
				n.eachTargetAxis(function(r, i) {
					t(r, i, e.getComponent(QN(r), i), n);
				});
			});
		}
		var n = [];
		t(function(t, r, i, a) {
			if (!nP(i)) {
				var o = new dP(t, r, a, e);
				n.push(o), rP(i, o);
			}
		});
		var r = J();
		return z(n, function(e) {
			z(e.getTargetSeriesModels(), function(e) {
				r.set(e.uid, e);
			});
		}), r;
	},
	overallReset: function(e, t) {
		e.eachComponent("dataZoom", function(e) {
			var n = [];
			e.eachTargetAxis(function(t, r) {
				var i = e.getAxisProxy(t, r), a = iP(e, i);
				a ? n.push([i, a]) : i.reset(e, null);
			}), z(n, function(t) {
				t[0].reset(e, t[1].getWindow().percentInverted);
			}), e.eachTargetAxis(function(n, r) {
				e.getAxisProxy(n, r).filterData(e, t);
			});
		}), e.eachComponent("dataZoom", function(e) {
			var t = e.findRepresentativeAxisProxy();
			if (t) {
				var n = t.getWindow(), r = n.percent, i = n.value;
				e.setCalculatedRange({
					start: r[0],
					end: r[1],
					startValue: i[0],
					endValue: i[1]
				});
			}
		});
	}
};
// node_modules/echarts/lib/component/dataZoom/dataZoomAction.js
function pP(e) {
	e.registerAction("dataZoom", function(e, t) {
		z($N(t, e), function(t) {
			t.setRawRange({
				start: e.start,
				end: e.end,
				startValue: e.startValue,
				endValue: e.endValue
			});
		});
	});
}
// node_modules/echarts/lib/component/dataZoom/installCommon.js
var mP = Vc();
function hP(e) {
	mP(e, function() {
		e.registerProcessor(e.PRIORITY.PROCESSOR.FILTER, fP), pP(e), e.registerSubTypeDefaulter("dataZoom", function() {
			return "slider";
		});
	});
}
// node_modules/echarts/lib/component/dataZoom/installDataZoomSelect.js
function gP(e) {
	e.registerComponentModel(cP), e.registerComponentView(uP), hP(e);
}
// node_modules/echarts/lib/component/toolbox/featureManager.js
var _P = function() {
	function e() {}
	return e;
}(), vP = {};
function yP(e, t) {
	vP[e] = t;
}
function bP(e) {
	return vP[e];
}
// node_modules/echarts/lib/component/toolbox/ToolboxModel.js
var xP = function(e) {
	A(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.prototype.init = function(t, n, r) {
		var i = r.getTheme().get("toolbox"), a = i ? i.feature : null;
		a && (this._themeFeatureOption = I({}, a), i.feature = {}), e.prototype.init.call(this, t, n, r), a && (i.feature = a);
	}, t.prototype.optionUpdated = function() {
		z(this.option.feature, function(e, t) {
			var n = this._themeFeatureOption, r = bP(t);
			r && (r.getDefaultOption && (r.defaultOption = r.getDefaultOption(this.ecModel)), n && n[t] && (F(e, n[t]), n[t] = null), F(e, r.defaultOption));
		}, this);
	}, t.type = "toolbox", t.layoutMode = {
		type: "box",
		ignoreSize: !0
	}, t.defaultOption = {
		show: !0,
		z: 6,
		orient: "horizontal",
		left: "right",
		top: "top",
		backgroundColor: "transparent",
		borderColor: Q.color.border,
		borderRadius: 0,
		borderWidth: 0,
		padding: Q.size.m,
		itemSize: 15,
		itemGap: Q.size.s,
		showTitle: !0,
		iconStyle: {
			borderColor: Q.color.accent50,
			color: "none"
		},
		emphasis: { iconStyle: { borderColor: Q.color.accent70 } },
		tooltip: {
			show: !1,
			position: "bottom"
		}
	}, t;
}(a_);
// node_modules/echarts/lib/component/helper/listComponent.js
function SP(e, t) {
	var n = Ig(t.get("padding")), r = t.getItemStyle(["color", "opacity"]);
	return r.fill = t.get("backgroundColor"), new Vo({
		shape: {
			x: e.x - n[3],
			y: e.y - n[0],
			width: e.width + n[1] + n[3],
			height: e.height + n[0] + n[2],
			r: t.get("borderRadius")
		},
		style: r,
		silent: !0,
		z2: -1
	});
}
// node_modules/echarts/lib/component/toolbox/ToolboxView.js
var CP = function(e) {
	A(t, e);
	function t() {
		return e !== null && e.apply(this, arguments) || this;
	}
	return t.prototype.render = function(e, t, n, r) {
		var i = this.group;
		if (i.removeAll(), !e.get("show")) return;
		var a = +e.get("itemSize"), o = e.get("orient") === "vertical", s = e.get("feature") || {}, c = this._features || (this._features = J()), l = [];
		z(s, function(e, t) {
			l.push(t);
		}), new vp(this._featureNames || [], l).add(u).update(u).remove(H(u, null)).execute(), this._featureNames = Te(l, function(e) {
			return c.hasKey(e);
		});
		function u(i, a) {
			var o = i != null && a == null, u = i != null && a != null, f = i == null, p = o || u ? l[i] : l[a], m = s[p], h = o || u ? new hp(m, e, t) : null, g = h && h.get("show"), _;
			if (o) {
				if (!g) return;
				if (wP(p)) _ = {
					onclick: h.option.onclick,
					featureName: p
				};
				else {
					var v = bP(p);
					if (!v) return;
					_ = new v();
				}
				c.set(p, _);
			} else _ = c.get(p);
			f || !g ? (TP(_) && _.dispose && _.dispose(t, n), c.removeKey(p)) : (r && r.newTitle != null && r.featureName === p && (m.title = r.newTitle), o && (_.uid = _h("toolbox-feature")), _.model = h, _.ecModel = t, _.api = n, d(h, _, p), h.setIconStatus = function(e, t) {
				var n = this.option, r = this.iconPaths;
				n.iconStatus = n.iconStatus || {}, n.iconStatus[e] = t, r[e] && (t === "emphasis" ? zl : Bl)(r[e]);
			}, TP(_) && _.render && _.render(h, t, n, r));
		}
		function d(r, s, c) {
			var l = r.getModel("iconStyle"), u = r.getModel(["emphasis", "iconStyle"]), d = s instanceof _P && s.getIcons ? s.getIcons() : r.get("icon"), f = r.get("title") || {}, p, m;
			G(d) ? (p = {}, p[c] = d) : p = d, G(f) ? (m = {}, m[c] = f) : m = f;
			var h = r.iconPaths = {};
			z(p, function(c, d) {
				var f = yf(c, {}, {
					x: -a / 2,
					y: -a / 2,
					width: a,
					height: a
				});
				f.setStyle(l.getItemStyle());
				var p = f.ensureState("emphasis");
				p.style = u.getItemStyle();
				var g = new Ko({
					style: {
						text: m[d],
						align: u.get("textAlign"),
						borderRadius: u.get("textBorderRadius"),
						padding: u.get("textPadding"),
						fill: null,
						font: tp({
							fontStyle: u.get("textFontStyle"),
							fontFamily: u.get("textFontFamily"),
							fontSize: u.get("textFontSize"),
							fontWeight: u.get("textFontWeight")
						}, t)
					},
					ignore: !0
				});
				f.setTextContent(g), Df({
					el: f,
					componentModel: e,
					itemName: d,
					formatterParamsExtra: { title: m[d] }
				}), f.__title = m[d], f.on("mouseover", function() {
					var t = u.getItemStyle(), r = o ? e.get("right") == null && e.get("left") !== "right" ? "right" : "left" : e.get("bottom") == null && e.get("top") !== "bottom" ? "bottom" : "top";
					g.setStyle({
						fill: u.get("textFill") || t.fill || t.stroke || Q.color.neutral99,
						backgroundColor: u.get("textBackgroundColor")
					}), f.setTextConfig({ position: u.get("textPosition") || r }), g.ignore = !e.get("showTitle"), n.enterEmphasis(this);
				}).on("mouseout", function() {
					r.get(["iconStatus", d]) !== "emphasis" && n.leaveEmphasis(this), g.hide();
				}), (r.get(["iconStatus", d]) === "emphasis" ? zl : Bl)(f), i.add(f), f.on("click", V(s.onclick, s, t, n, d)), h[d] = f;
			});
		}
		var f = Qg(e, n).refContainer, p = e.getBoxLayoutParams(), m = e.get("padding"), h = Xg(p, f, m);
		Jg(e.get("orient"), i, e.get("itemGap"), h.width, h.height), $g(i, p, f, m), i.add(SP(i.getBoundingRect(), e)), o || i.eachChild(function(e) {
			var t = e.__title, r = e.ensureState("emphasis"), o = r.textConfig || (r.textConfig = {}), s = e.getTextContent(), c = s && s.ensureState("emphasis");
			if (c && !W(c) && t) {
				var l = c.style || (c.style = {}), u = Pn(t, Ko.makeFont(l)), d = e.x + i.x, f = e.y + i.y + a, p = !1;
				f + u.height > n.getHeight() && (o.position = "top", p = !0);
				var m = p ? -5 - u.height : a + 10;
				d + u.width / 2 > n.getWidth() ? (o.position = ["100%", m], l.align = "right") : d - u.width / 2 < 0 && (o.position = [0, m], l.align = "left");
			}
		});
	}, t.prototype.updateView = function(e, t, n, r) {
		z(this._features, function(e) {
			e && e instanceof _P && e.updateView && e.updateView(e.model, t, n, r);
		});
	}, t.prototype.dispose = function(e, t) {
		z(this._features, function(n) {
			n && n instanceof _P && n.dispose && n.dispose(e, t);
		});
	}, t.type = "toolbox", t;
}(qE);
function wP(e) {
	return e.indexOf("my") === 0;
}
function TP(e) {
	return e instanceof _P;
}
// node_modules/echarts/lib/component/toolbox/feature/SaveAsImage.js
var EP = function(e) {
	A(t, e);
	function t() {
		return e !== null && e.apply(this, arguments) || this;
	}
	return t.prototype.onclick = function(e, t) {
		var n = this.model, r = n.get("name") || e.get("title.0.text") || "echarts", i = t.getZr().painter.getType() === "svg", a = i ? "svg" : n.get("type", !0) || "png", o = t.getConnectedDataURL({
			type: a,
			backgroundColor: n.get("backgroundColor", !0) || e.get("backgroundColor") || Q.color.neutral00,
			connectedBackgroundColor: n.get("connectedBackgroundColor"),
			excludeComponents: n.get("excludeComponents"),
			pixelRatio: n.get("pixelRatio")
		}), s = Y.browser;
		if (typeof MouseEvent == "function" && (s.newEdge || !s.ie && !s.edge)) {
			var c = document.createElement("a");
			c.download = r + "." + a, c.target = "_blank", c.href = o;
			var l = new MouseEvent("click", {
				view: document.defaultView,
				bubbles: !0,
				cancelable: !1
			});
			c.dispatchEvent(l);
		} else if (window.navigator.msSaveOrOpenBlob || i) {
			var u = o.split(","), d = u[0].indexOf("base64") > -1, f = i ? decodeURIComponent(u[1]) : u[1];
			d && (f = window.atob(f));
			var p = r + "." + a;
			if (window.navigator.msSaveOrOpenBlob) {
				for (var m = f.length, h = new Uint8Array(m); m--;) h[m] = f.charCodeAt(m);
				var g = new Blob([h]);
				window.navigator.msSaveOrOpenBlob(g, p);
			} else {
				var _ = document.createElement("iframe");
				document.body.appendChild(_);
				var v = _.contentWindow, y = v.document;
				y.open("image/svg+xml", "replace"), y.write(f), y.close(), v.focus(), y.execCommand("SaveAs", !0, p), document.body.removeChild(_);
			}
		} else {
			var b = n.get("lang"), x = "<body style=\"margin:0;\"><img src=\"" + o + "\" style=\"max-width:100%;\" title=\"" + (b && b[0] || "") + "\" /></body>", S = window.open();
			S.document.write(x), S.document.title = r;
		}
	}, t.getDefaultOption = function(e) {
		return {
			show: !0,
			icon: "M4.7,22.9L29.3,45.5L54.7,23.4M4.6,43.6L4.6,58L53.8,58L53.8,43.6M29.2,45.1L29.2,0",
			title: e.getLocaleModel().get([
				"toolbox",
				"saveAsImage",
				"title"
			]),
			type: "png",
			connectedBackgroundColor: Q.color.neutral00,
			name: "",
			excludeComponents: ["toolbox"],
			lang: e.getLocaleModel().get([
				"toolbox",
				"saveAsImage",
				"lang"
			])
		};
	}, t;
}(_P), DP = "__ec_magicType_stack__", OP = [["line", "bar"], ["stack"]], kP = function(e) {
	A(t, e);
	function t() {
		return e !== null && e.apply(this, arguments) || this;
	}
	return t.prototype.getIcons = function() {
		var e = this.model, t = e.get("icon"), n = {};
		return z(e.get("type"), function(e) {
			t[e] && (n[e] = t[e]);
		}), n;
	}, t.getDefaultOption = function(e) {
		return {
			show: !0,
			type: [],
			icon: {
				line: "M4.1,28.9h7.1l9.3-22l7.4,38l9.7-19.7l3,12.8h14.9M4.1,58h51.4",
				bar: "M6.7,22.9h10V48h-10V22.9zM24.9,13h10v35h-10V13zM43.2,2h10v46h-10V2zM3.1,58h53.7",
				stack: "M8.2,38.4l-8.4,4.1l30.6,15.3L60,42.5l-8.1-4.1l-21.5,11L8.2,38.4z M51.9,30l-8.1,4.2l-13.4,6.9l-13.9-6.9L8.2,30l-8.4,4.2l8.4,4.2l22.2,11l21.5-11l8.1-4.2L51.9,30z M51.9,21.7l-8.1,4.2L35.7,30l-5.3,2.8L24.9,30l-8.4-4.1l-8.3-4.2l-8.4,4.2L8.2,30l8.3,4.2l13.9,6.9l13.4-6.9l8.1-4.2l8.1-4.1L51.9,21.7zM30.4,2.2L-0.2,17.5l8.4,4.1l8.3,4.2l8.4,4.2l5.5,2.7l5.3-2.7l8.1-4.2l8.1-4.2l8.1-4.1L30.4,2.2z"
			},
			title: e.getLocaleModel().get([
				"toolbox",
				"magicType",
				"title"
			]),
			option: {},
			seriesIndex: {}
		};
	}, t.prototype.onclick = function(e, t, n) {
		var r = this.model, i = r.get(["seriesIndex", n]);
		if (AP[n]) {
			var a = { series: [] };
			z(OP, function(e) {
				R(e, n) >= 0 && z(e, function(e) {
					r.setIconStatus(e, "normal");
				});
			}), r.setIconStatus(n, "emphasis"), e.eachComponent({
				mainType: "series",
				query: i == null ? null : { seriesIndex: i }
			}, function(e) {
				var t = e.subType, i = e.id, o = AP[n](t, i, e, r);
				o && (L(o, e.option), a.series.push(o));
				var s = e.coordinateSystem;
				if (s && s.type === "cartesian2d" && (n === "line" || n === "bar")) {
					var c = s.getAxesByScale("ordinal")[0];
					if (c) {
						var l = c.dim + "Axis", u = e.getReferringComponents(l, wc).models[0].componentIndex;
						a[l] = a[l] || [];
						for (var d = 0; d <= u; d++) a[l][u] = a[l][u] || {};
						a[l][u].boundaryGap = n === "bar";
					}
				}
			});
			var o, s = n;
			n === "stack" && (o = F({
				stack: r.option.title.tiled,
				tiled: r.option.title.stack
			}, r.option.title), r.get(["iconStatus", n]) !== "emphasis" && (s = "tiled")), t.dispatchAction({
				type: "changeMagicType",
				currentType: s,
				newOption: a,
				newTitle: o,
				featureName: "magicType"
			});
		}
	}, t;
}(_P), AP = {
	line: function(e, t, n, r) {
		if (e === "bar") return F({
			id: t,
			type: "line",
			data: n.get("data"),
			stack: n.get("stack"),
			markPoint: n.get("markPoint"),
			markLine: n.get("markLine")
		}, r.get(["option", "line"]) || {}, !0);
	},
	bar: function(e, t, n, r) {
		if (e === "line") return F({
			id: t,
			type: "bar",
			data: n.get("data"),
			stack: n.get("stack"),
			markPoint: n.get("markPoint"),
			markLine: n.get("markLine")
		}, r.get(["option", "bar"]) || {}, !0);
	},
	stack: function(e, t, n, r) {
		var i = n.get("stack") === DP;
		if (e === "line" || e === "bar") return r.setIconStatus("stack", i ? "normal" : "emphasis"), F({
			id: t,
			stack: i ? "" : DP
		}, r.get(["option", "stack"]) || {}, !0);
	}
};
tA({
	type: "changeMagicType",
	event: "magicTypeChanged",
	update: "prepareAndUpdate"
}, function(e, t) {
	t.mergeOption(e.newOption);
});
// node_modules/echarts/lib/component/toolbox/feature/DataView.js
var jP = Array(60).join("-"), MP = "	";
function NP(e) {
	var t = {}, n = [], r = [];
	return e.eachRawSeries(function(e) {
		var i = e.coordinateSystem;
		if (i && (i.type === "cartesian2d" || i.type === "polar")) {
			var a = i.getBaseAxis();
			if (a.type === "category") {
				var o = eC(a);
				t[o] || (t[o] = {
					categoryAxis: a,
					valueAxis: i.getOtherAxis(a),
					series: []
				}, r.push({
					axisDim: a.dim,
					axisIndex: a.index
				})), t[o].series.push(e);
			} else n.push(e);
		} else n.push(e);
	}), {
		seriesGroupByCategoryAxis: t,
		other: n,
		meta: r
	};
}
function PP(e) {
	var t = [];
	return z(e, function(e, n) {
		var r = e.categoryAxis, i = e.valueAxis.dim, a = [" "].concat(B(e.series, function(e) {
			return e.name;
		})), o = [r.model.getCategories()];
		z(e.series, function(e) {
			var t = e.getRawData();
			o.push(e.getRawData().mapArray(t.mapDimension(i), function(e) {
				return e;
			}));
		});
		for (var s = [a.join(MP)], c = 0; c < o[0].length; c++) {
			for (var l = [], u = 0; u < o.length; u++) l.push(o[u][c]);
			s.push(l.join(MP));
		}
		t.push(s.join("\n"));
	}), t.join("\n\n" + jP + "\n\n");
}
function FP(e) {
	return B(e, function(e) {
		var t = e.getRawData(), n = [e.name], r = [];
		return t.each(t.dimensions, function() {
			for (var e = arguments.length, i = arguments[e - 1], a = t.getName(i), o = 0; o < e - 1; o++) r[o] = arguments[o];
			n.push((a ? a + MP : "") + r.join(MP));
		}), n.join("\n");
	}).join("\n\n" + jP + "\n\n");
}
function IP(e) {
	var t = NP(e);
	return {
		value: Te([PP(t.seriesGroupByCategoryAxis), FP(t.other)], function(e) {
			return !!e.replace(/[\n\t\s]/g, "");
		}).join("\n\n" + jP + "\n\n"),
		meta: t.meta
	};
}
function LP(e) {
	return e.replace(/^\s\s*/, "").replace(/\s\s*$/, "");
}
function RP(e) {
	if (e.slice(0, e.indexOf("\n")).indexOf(MP) >= 0) return !0;
}
var zP = RegExp("[" + MP + "]+", "g");
function BP(e) {
	for (var t = e.split(/\n+/g), n = LP(t.shift()).split(zP), r = [], i = B(n, function(e) {
		return {
			name: e,
			data: []
		};
	}), a = 0; a < t.length; a++) {
		var o = LP(t[a]).split(zP);
		r.push(o.shift());
		for (var s = 0; s < o.length; s++) i[s] && (i[s].data[a] = o[s]);
	}
	return {
		series: i,
		categories: r
	};
}
function VP(e) {
	for (var t = e.split(/\n+/g), n = LP(t.shift()), r = [], i = 0; i < t.length; i++) {
		var a = LP(t[i]);
		if (a) {
			var o = a.split(zP), s = "", c = void 0, l = !1;
			isNaN(o[0]) ? (l = !0, s = o[0], o = o.slice(1), r[i] = {
				name: s,
				value: []
			}, c = r[i].value) : c = r[i] = [];
			for (var u = 0; u < o.length; u++) c.push(+o[u]);
			c.length === 1 && (l ? r[i].value = c[0] : r[i] = c[0]);
		}
	}
	return {
		name: n,
		data: r
	};
}
function HP(e, t) {
	var n = e.split(RegExp("\n*" + jP + "\n*", "g")), r = { series: [] };
	return z(n, function(e, n) {
		if (RP(e)) {
			var i = BP(e), a = t[n], o = a.axisDim + "Axis";
			a && (r[o] = r[o] || [], r[o][a.axisIndex] = { data: i.categories }, r.series = r.series.concat(i.series));
		} else {
			var i = VP(e);
			r.series.push(i);
		}
	}), r;
}
var UP = function(e) {
	A(t, e);
	function t() {
		return e !== null && e.apply(this, arguments) || this;
	}
	return t.prototype.onclick = function(e, t) {
		setTimeout(function() {
			t.dispatchAction({ type: "hideTip" });
		});
		var n = t.getDom(), r = this.model;
		this._dom && n.removeChild(this._dom);
		var i = document.createElement("div");
		i.style.cssText = "position:absolute;top:0;bottom:0;left:0;right:0;padding:5px", i.style.backgroundColor = r.get("backgroundColor") || Q.color.neutral00;
		var a = document.createElement("h4"), o = r.get("lang") || [];
		a.innerHTML = o[0] || r.get("title"), a.style.cssText = "margin:10px 20px", a.style.color = r.get("textColor");
		var s = document.createElement("div"), c = document.createElement("textarea");
		s.style.cssText = "overflow:auto";
		var l = r.get("optionToContent"), u = r.get("contentToOption"), d = IP(e);
		if (W(l)) {
			var f = l(t.getOption());
			G(f) ? s.innerHTML = f : Ne(f) && s.appendChild(f);
		} else {
			c.readOnly = r.get("readOnly");
			var p = c.style;
			p.cssText = "display:block;width:100%;height:100%;font-family:monospace;font-size:14px;line-height:1.6rem;resize:none;box-sizing:border-box;outline:none", p.color = r.get("textColor"), p.borderColor = r.get("textareaBorderColor"), p.backgroundColor = r.get("textareaColor"), c.value = d.value, s.appendChild(c);
		}
		var m = d.meta, h = document.createElement("div");
		h.style.cssText = "position:absolute;bottom:5px;left:0;right:0";
		var g = "float:right;margin-right:20px;border:none;cursor:pointer;padding:2px 5px;font-size:12px;border-radius:3px", _ = document.createElement("div"), v = document.createElement("div");
		g += ";background-color:" + r.get("buttonColor"), g += ";color:" + r.get("buttonTextColor");
		var y = this;
		function b() {
			n.removeChild(i), y._dom = null;
		}
		Vw(_, "click", b), Vw(v, "click", function() {
			if (u == null && l != null || u != null && l == null) b();
			else {
				var e;
				try {
					e = W(u) ? u(s, t.getOption()) : HP(c.value, m);
				} catch (e) {
					throw b(), Error("Data view format error " + e);
				}
				e && t.dispatchAction({
					type: "changeDataView",
					newOption: e
				}), b();
			}
		}), _.innerHTML = o[1], v.innerHTML = o[2], v.style.cssText = _.style.cssText = g, !r.get("readOnly") && h.appendChild(v), h.appendChild(_), i.appendChild(a), i.appendChild(s), i.appendChild(h), s.style.height = n.clientHeight - 80 + "px", n.appendChild(i), this._dom = i;
	}, t.prototype.dispose = function(e, t) {
		this._dom && t.getDom().removeChild(this._dom);
	}, t.getDefaultOption = function(e) {
		return {
			show: !0,
			readOnly: !1,
			optionToContent: null,
			contentToOption: null,
			icon: "M17.5,17.3H33 M17.5,17.3H33 M45.4,29.5h-28 M11.5,2v56H51V14.8L38.4,2H11.5z M38.4,2.2v12.7H51 M45.4,41.7h-28",
			title: e.getLocaleModel().get([
				"toolbox",
				"dataView",
				"title"
			]),
			lang: e.getLocaleModel().get([
				"toolbox",
				"dataView",
				"lang"
			]),
			backgroundColor: Q.color.background,
			textColor: Q.color.primary,
			textareaColor: Q.color.background,
			textareaBorderColor: Q.color.border,
			buttonColor: Q.color.accent50,
			buttonTextColor: Q.color.neutral00
		};
	}, t;
}(_P);
function WP(e, t) {
	return B(e, function(e, n) {
		var r = t && t[n];
		if (K(r) && !U(r)) {
			(!K(e) || U(e)) && (e = { value: e });
			var i = r.name != null && e.name == null;
			return e = L(e, r), i && delete e.name, e;
		}
		return e;
	});
}
tA({
	type: "changeDataView",
	event: "dataViewChanged",
	update: "prepareAndUpdate"
}, function(e, t) {
	var n = [];
	z(e.newOption.series, function(e) {
		var r = t.getSeriesByName(e.name)[0];
		if (!r) n.push(I({ type: "scatter" }, e));
		else {
			var i = r.get("data");
			n.push({
				name: e.name,
				data: WP(e.data, i)
			});
		}
	}), t.mergeOption(L({ series: n }, e.newOption));
});
// node_modules/echarts/lib/component/dataZoom/history.js
var GP = z, KP = bc();
function qP(e, t) {
	var n = ZP(e);
	GP(t, function(t, r) {
		for (var i = n.length - 1; i >= 0 && !n[i][r]; i--);
		if (i < 0) {
			var a = e.queryComponents({
				mainType: "dataZoom",
				subType: "select",
				id: r
			})[0];
			if (a) {
				var o = a.getPercentRange();
				n[0][r] = {
					dataZoomId: r,
					start: o[0],
					end: o[1]
				};
			}
		}
	}), n.push(t);
}
function JP(e) {
	var t = ZP(e), n = t[t.length - 1];
	t.length > 1 && t.pop();
	var r = {};
	return GP(n, function(e, n) {
		for (var i = t.length - 1; i >= 0; i--) if (e = t[i][n], e) {
			r[n] = e;
			break;
		}
	}), r;
}
function YP(e) {
	KP(e).snapshots = null;
}
function XP(e) {
	return ZP(e).length;
}
function ZP(e) {
	var t = KP(e);
	return t.snapshots || (t.snapshots = [{}]), t.snapshots;
}
// node_modules/echarts/lib/component/toolbox/feature/Restore.js
var QP = function(e) {
	A(t, e);
	function t() {
		return e !== null && e.apply(this, arguments) || this;
	}
	return t.prototype.onclick = function(e, t) {
		YP(e), t.dispatchAction({
			type: "restore",
			from: this.uid
		});
	}, t.getDefaultOption = function(e) {
		return {
			show: !0,
			icon: "M3.8,33.4 M47,18.9h9.8V8.7 M56.3,20.1 C52.1,9,40.5,0.6,26.8,2.1C12.6,3.7,1.6,16.2,2.1,30.6 M13,41.1H3.1v10.2 M3.7,39.9c4.2,11.1,15.8,19.5,29.5,18 c14.2-1.6,25.2-14.1,24.7-28.5",
			title: e.getLocaleModel().get([
				"toolbox",
				"restore",
				"title"
			])
		};
	}, t;
}(_P);
tA({
	type: "restore",
	event: "restore",
	update: "prepareAndUpdate"
}, function(e, t) {
	t.resetOption("recreate");
});
// node_modules/echarts/lib/component/helper/BrushTargetManager.js
var $P = [
	"grid",
	"xAxis",
	"yAxis",
	"geo",
	"graph",
	"polar",
	"radiusAxis",
	"angleAxis",
	"bmap"
], eF = function() {
	function e(e, t, n) {
		var r = this;
		this._targetInfoList = [];
		var i = nF(t, e);
		z(rF, function(e, t) {
			(!n || !n.include || R(n.include, t) >= 0) && e(i, r._targetInfoList);
		});
	}
	return e.prototype.setOutputRanges = function(e, t) {
		return this.matchOutputRanges(e, t, function(e, t, n) {
			if ((e.coordRanges || (e.coordRanges = [])).push(t), !e.coordRange) {
				e.coordRange = t;
				var r = oF[e.brushType](0, n, t);
				e.__rangeOffset = {
					offset: cF[e.brushType](r.values, e.range, [1, 1]),
					xyMinMax: r.xyMinMax
				};
			}
		}), e;
	}, e.prototype.matchOutputRanges = function(e, t, n) {
		z(e, function(e) {
			var r = this.findTargetInfo(e, t);
			r && r !== !0 && z(r.coordSyses, function(r) {
				n(e, oF[e.brushType](1, r, e.range, !0).values, r, t);
			});
		}, this);
	}, e.prototype.setInputRanges = function(e, t) {
		z(e, function(e) {
			var n = this.findTargetInfo(e, t);
			if (e.range = e.range || [], n && n !== !0) {
				e.panelId = n.panelId;
				var r = oF[e.brushType](0, n.coordSys, e.coordRange), i = e.__rangeOffset;
				e.range = i ? cF[e.brushType](r.values, i.offset, uF(r.xyMinMax, i.xyMinMax)) : r.values;
			}
		}, this);
	}, e.prototype.makePanelOpts = function(e, t) {
		return B(this._targetInfoList, function(n) {
			var r = n.getPanelRect();
			return {
				panelId: n.panelId,
				defaultBrushType: t ? t(n) : null,
				clipPath: YM(r),
				isTargetByCursor: ZM(r, e, n.coordSysModel),
				getLinearBrushOtherExtent: XM(r)
			};
		});
	}, e.prototype.controlSeries = function(e, t, n) {
		var r = this.findTargetInfo(e, n);
		return r === !0 || r && R(r.coordSyses, t.coordinateSystem) >= 0;
	}, e.prototype.findTargetInfo = function(e, t) {
		for (var n = this._targetInfoList, r = nF(t, e), i = 0; i < n.length; i++) {
			var a = n[i], o = e.panelId;
			if (o) {
				if (a.panelId === o) return a;
			} else for (var s = 0; s < iF.length; s++) if (iF[s](r, a)) return a;
		}
		return !0;
	}, e;
}();
function tF(e) {
	return e[0] > e[1] && e.reverse(), e;
}
function nF(e, t) {
	return Sc(e, t, { includeMainTypes: $P });
}
var rF = {
	grid: function(e, t) {
		var n = e.xAxisModels, r = e.yAxisModels, i = e.gridModels, a = J(), o = {}, s = {};
		(n || r || i) && (z(n, function(e) {
			var t = e.axis.grid.model;
			a.set(t.id, t), o[t.id] = !0;
		}), z(r, function(e) {
			var t = e.axis.grid.model;
			a.set(t.id, t), s[t.id] = !0;
		}), z(i, function(e) {
			a.set(e.id, e), o[e.id] = !0, s[e.id] = !0;
		}), a.each(function(e) {
			var i = e.coordinateSystem, a = [];
			z(i.getCartesians(), function(e, t) {
				(R(n, e.getAxis("x").model) >= 0 || R(r, e.getAxis("y").model) >= 0) && a.push(e);
			}), t.push({
				panelId: "grid--" + e.id,
				gridModel: e,
				coordSysModel: e,
				coordSys: a[0],
				coordSyses: a,
				getPanelRect: aF.grid,
				xAxisDeclared: o[e.id],
				yAxisDeclared: s[e.id]
			});
		}));
	},
	geo: function(e, t) {
		z(e.geoModels, function(e) {
			var n = e.coordinateSystem;
			t.push({
				panelId: "geo--" + e.id,
				geoModel: e,
				coordSysModel: e,
				coordSys: n,
				coordSyses: [n],
				getPanelRect: aF.geo
			});
		});
	}
}, iF = [function(e, t) {
	var n = e.xAxisModel, r = e.yAxisModel, i = e.gridModel;
	return !i && n && (i = n.axis.grid.model), !i && r && (i = r.axis.grid.model), i && i === t.gridModel;
}, function(e, t) {
	var n = e.geoModel;
	return n && n === t.geoModel;
}], aF = {
	grid: function() {
		return this.coordSys.master.getRect().clone();
	},
	geo: function() {
		var e = this.coordSys.view, t = Jj(null, e);
		return yn(t, t, qj(null, e)), t;
	}
}, oF = {
	lineX: H(sF, 0),
	lineY: H(sF, 1),
	rect: function(e, t, n, r) {
		var i = e ? t.pointToData([n[0][0], n[1][0]], r) : t.dataToPoint([n[0][0], n[1][0]], r), a = e ? t.pointToData([n[0][1], n[1][1]], r) : t.dataToPoint([n[0][1], n[1][1]], r), o = [tF([i[0], a[0]]), tF([i[1], a[1]])];
		return {
			values: o,
			xyMinMax: o
		};
	},
	polygon: function(e, t, n, r) {
		var i = [Mc(), Mc()];
		return {
			values: B(n, function(n) {
				var a = e ? t.pointToData(n, r) : t.dataToPoint(n, r);
				return i[0][0] = Math.min(i[0][0], a[0]), i[1][0] = Math.min(i[1][0], a[1]), i[0][1] = Math.max(i[0][1], a[0]), i[1][1] = Math.max(i[1][1], a[1]), a;
			}),
			xyMinMax: i
		};
	}
};
function sF(e, t, n, r) {
	var i = n.getAxis(["x", "y"][e]), a = tF(B([0, 1], function(e) {
		return t ? i.coordToData(i.toLocalCoord(r[e]), !0) : i.toGlobalCoord(i.dataToCoord(r[e]));
	})), o = [];
	return o[e] = a, o[1 - e] = [NaN, NaN], {
		values: a,
		xyMinMax: o
	};
}
var cF = {
	lineX: H(lF, 0),
	lineY: H(lF, 1),
	rect: function(e, t, n) {
		return [[e[0][0] - n[0] * t[0][0], e[0][1] - n[0] * t[0][1]], [e[1][0] - n[1] * t[1][0], e[1][1] - n[1] * t[1][1]]];
	},
	polygon: function(e, t, n) {
		return B(e, function(e, r) {
			return [e[0] - n[0] * t[r][0], e[1] - n[1] * t[r][1]];
		});
	}
};
function lF(e, t, n, r) {
	return [t[0] - r[e] * n[0], t[1] - r[e] * n[1]];
}
function uF(e, t) {
	var n = dF(e), r = dF(t), i = [n[0] / r[0], n[1] / r[1]];
	return isNaN(i[0]) && (i[0] = 1), isNaN(i[1]) && (i[1] = 1), i;
}
function dF(e) {
	return e ? [e[0][1] - e[0][0], e[1][1] - e[1][0]] : [NaN, NaN];
}
// node_modules/echarts/lib/component/toolbox/feature/DataZoom.js
var fF = z, pF = gc("toolbox-dataZoom_"), mF = {
	x: "width",
	y: "height"
}, hF = function(e) {
	A(t, e);
	function t() {
		return e !== null && e.apply(this, arguments) || this;
	}
	return t.prototype.render = function(e, t, n, r) {
		this._brushController || (this._brushController = new fM(n.getZr()), this._brushController.on("brush", V(this._onBrush, this)).mount()), yF(e, t, this, r, n), vF(e, t);
	}, t.prototype.onclick = function(e, t, n) {
		gF[n].call(this);
	}, t.prototype.dispose = function(e, t) {
		this._brushController && this._brushController.dispose();
	}, t.prototype._onBrush = function(e) {
		var t = e.areas;
		if (!e.isEnd || !t.length) return;
		var n = {}, r = this.ecModel;
		this._brushController.updateCovers([]), new eF(_F(this.model), r, { include: ["grid"] }).matchOutputRanges(t, r, function(e, t, n) {
			if (n.type === "cartesian2d") {
				var r = n.master.getRect().clone(), a = e.brushType;
				a === "rect" ? (i("x", n, r, t[0]), i("y", n, r, t[1])) : i({
					lineX: "x",
					lineY: "y"
				}[a], n, r, t);
			}
		}), qP(r, n), this._dispatchZoomAction(n);
		function i(e, t, i, o) {
			var s = t.getAxis(e), c = s.model, l = a(e, c, r), u = l.findRepresentativeAxisProxy(c).getMinMaxSpan(), d = s.scale.getExtent();
			(u.minValueSpan != null || u.maxValueSpan != null) && (o = Zj(0, o.slice(), d, 0, u.minValueSpan, u.maxValueSpan));
			var f = Os(d, i[mF[e]], .5);
			l && (n[l.id] = {
				dataZoomId: l.id,
				startValue: isFinite(f) ? Z(o[0], f) : o[0],
				endValue: isFinite(f) ? Z(o[1], f) : o[1]
			});
		}
		function a(e, t, n) {
			var r;
			return n.eachComponent({
				mainType: "dataZoom",
				subType: "select"
			}, function(n) {
				n.getAxisModel(e, t.componentIndex) && (r = n);
			}), r;
		}
	}, t.prototype._dispatchZoomAction = function(e) {
		var t = [];
		fF(e, function(e, n) {
			t.push(P(e));
		}), t.length && this.api.dispatchAction({
			type: "dataZoom",
			from: this.uid,
			batch: t
		});
	}, t.getDefaultOption = function(e) {
		return {
			show: !0,
			filterMode: "filter",
			icon: {
				zoom: "M0,13.5h26.9 M13.5,26.9V0 M32.1,13.5H58V58H13.5 V32.1",
				back: "M22,1.4L9.9,13.5l12.3,12.3 M10.3,13.5H54.9v44.6 H10.3v-26"
			},
			title: e.getLocaleModel().get([
				"toolbox",
				"dataZoom",
				"title"
			]),
			brushStyle: {
				borderWidth: 0,
				color: Q.color.backgroundTint
			}
		};
	}, t;
}(_P), gF = {
	zoom: function() {
		var e = !this._isZoomActive;
		this.api.dispatchAction({
			type: "takeGlobalCursor",
			key: "dataZoomSelect",
			dataZoomSelectActive: e
		});
	},
	back: function() {
		this._dispatchZoomAction(JP(this.ecModel));
	}
};
function _F(e) {
	var t = {
		xAxisIndex: e.get("xAxisIndex", !0),
		yAxisIndex: e.get("yAxisIndex", !0),
		xAxisId: e.get("xAxisId", !0),
		yAxisId: e.get("yAxisId", !0)
	};
	return t.xAxisIndex == null && t.xAxisId == null && (t.xAxisIndex = "all"), t.yAxisIndex == null && t.yAxisId == null && (t.yAxisIndex = "all"), t;
}
function vF(e, t) {
	e.setIconStatus("back", XP(t) > 1 ? "emphasis" : "normal");
}
function yF(e, t, n, r, i) {
	var a = n._isZoomActive;
	r && r.type === "takeGlobalCursor" && (a = r.key === "dataZoomSelect" && r.dataZoomSelectActive), n._isZoomActive = a, e.setIconStatus("zoom", a ? "emphasis" : "normal");
	var o = new eF(_F(e), t, { include: ["grid"] }).makePanelOpts(i, function(e) {
		return e.xAxisDeclared && !e.yAxisDeclared ? "lineX" : !e.xAxisDeclared && e.yAxisDeclared ? "lineY" : "rect";
	});
	n._brushController.setPanels(o).enableBrush(a && o.length ? {
		brushType: "auto",
		brushStyle: e.getModel("brushStyle").getItemStyle()
	} : !1);
}
tE("dataZoom", function(e) {
	var t = e.getComponent("toolbox", 0), n = ["feature", "dataZoom"];
	if (!t || t.get(n) == null) return;
	var r = t.getModel(n), i = [], a = Sc(e, _F(r));
	fF(a.xAxisModels, function(e) {
		return o(e, "xAxis", "xAxisIndex");
	}), fF(a.yAxisModels, function(e) {
		return o(e, "yAxis", "yAxisIndex");
	});
	function o(e, t, n) {
		var a = e.componentIndex, o = {
			type: "select",
			$fromToolbox: !0,
			filterMode: r.get("filterMode", !0) || "filter",
			id: pF + t + a
		};
		o[n] = a, i.push(o);
	}
	return i;
});
// node_modules/echarts/lib/component/toolbox/install.js
function bF(e) {
	e.registerComponentModel(xP), e.registerComponentView(CP), yP("saveAsImage", EP), yP("magicType", kP), yP("dataView", UP), yP("dataZoom", hF), yP("restore", QP), pA(gP);
}
// node_modules/echarts/lib/component/tooltip/TooltipModel.js
var xF = function(e) {
	A(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.type = "tooltip", t.dependencies = ["axisPointer"], t.defaultOption = {
		z: 60,
		show: !0,
		showContent: !0,
		trigger: "item",
		triggerOn: "mousemove|click|mousewheel",
		alwaysShowContent: !1,
		renderMode: "auto",
		confine: null,
		showDelay: 0,
		hideDelay: 100,
		transitionDuration: .4,
		displayTransition: !0,
		enterable: !1,
		backgroundColor: Q.color.neutral00,
		shadowBlur: 10,
		shadowColor: "rgba(0, 0, 0, .2)",
		shadowOffsetX: 1,
		shadowOffsetY: 2,
		borderRadius: 4,
		borderWidth: 1,
		defaultBorderColor: Q.color.border,
		padding: null,
		extraCssText: "",
		axisPointer: {
			type: "line",
			axis: "auto",
			animation: "auto",
			animationDurationUpdate: 200,
			animationEasingUpdate: "exponentialOut",
			crossStyle: {
				color: Q.color.borderShade,
				width: 1,
				type: "dashed",
				textStyle: {}
			}
		},
		textStyle: {
			color: Q.color.tertiary,
			fontSize: 14
		}
	}, t;
}(a_);
// node_modules/echarts/lib/component/tooltip/helper.js
function SF(e) {
	var t = e.get("confine");
	return t == null ? e.get("renderMode") === "richText" : !!t;
}
function CF(e) {
	if (Y.domSupported) {
		for (var t = document.documentElement.style, n = 0, r = e.length; n < r; n++) if (e[n] in t) return e[n];
	}
}
var wF = CF([
	"transform",
	"webkitTransform",
	"OTransform",
	"MozTransform",
	"msTransform"
]), TF = CF([
	"webkitTransition",
	"transition",
	"OTransition",
	"MozTransition",
	"msTransition"
]);
function EF(e, t) {
	if (!e) return t;
	t = Fg(t, !0);
	var n = e.indexOf(t);
	return e = n === -1 ? t : "-" + e.slice(0, n) + "-" + t, e.toLowerCase();
}
function DF(e, t) {
	var n = e.currentStyle || document.defaultView && document.defaultView.getComputedStyle(e);
	return n ? t ? n[t] : n : null;
}
// node_modules/echarts/lib/component/tooltip/TooltipHTMLContent.js
var OF = EF(TF, "transition"), kF = EF(wF, "transform"), AF = "position:absolute;display:block;border-style:solid;white-space:nowrap;z-index:9999999;" + (Y.transform3dSupported ? "will-change:transform;" : "");
function jF(e) {
	return e = e === "left" ? "right" : e === "right" ? "left" : e === "top" ? "bottom" : "top", e;
}
function MF(e, t, n) {
	if (!G(n) || n === "inside") return "";
	var r = e.get("backgroundColor"), i = e.get("borderWidth");
	t = Hg(t);
	var a = jF(n), o = Math.max(Math.round(i) * 1.5, 6), s = "", c = kF + ":", l;
	R(["left", "right"], a) > -1 ? (s += "top:50%", c += "translateY(-50%) rotate(" + (l = a === "left" ? -225 : -45) + "deg)") : (s += "left:50%", c += "translateX(-50%) rotate(" + (l = a === "top" ? 225 : 45) + "deg)");
	var u = l * Math.PI / 180, d = o + i, f = d * Math.abs(Math.cos(u)) + d * Math.abs(Math.sin(u)), p = Math.round(((f - Math.SQRT2 * i) / 2 + Math.SQRT2 * i - (f - d) / 2) * 100) / 100;
	s += ";" + a + ":-" + p + "px";
	var m = t + " solid " + i + "px;";
	return "<div style=\"" + [
		"position:absolute;width:" + o + "px;height:" + o + "px;z-index:-1;",
		s + ";" + c + ";",
		"border-bottom:" + m,
		"border-right:" + m,
		"background-color:" + r + ";"
	].join("") + "\"></div>";
}
function NF(e, t, n) {
	var r = "cubic-bezier(0.23,1,0.32,1)", i = "", a = "";
	return n && (i = " " + e / 2 + "s " + r, a = "opacity" + i + ",visibility" + i), t || (i = " " + e + "s " + r, a += (a.length ? "," : "") + (Y.transformSupported ? "" + kF + i : ",left" + i + ",top" + i)), OF + ":" + a;
}
function PF(e, t, n) {
	var r = e.toFixed(0) + "px", i = t.toFixed(0) + "px";
	if (!Y.transformSupported) return n ? "top:" + i + ";left:" + r + ";" : [["top", i], ["left", r]];
	var a = Y.transform3dSupported, o = "translate" + (a ? "3d" : "") + "(" + r + "," + i + (a ? ",0" : "") + ")";
	return n ? "top:0;left:0;" + kF + ":" + o + ";" : [
		["top", 0],
		["left", 0],
		[wF, o]
	];
}
function FF(e) {
	var t = [], n = e.get("fontSize"), r = e.getTextColor();
	r && t.push("color:" + r), t.push("font:" + e.getFont());
	var i = q(e.get("lineHeight"), Math.round(n * 3 / 2));
	n && t.push("line-height:" + i + "px");
	var a = e.get("textShadowColor"), o = e.get("textShadowBlur") || 0, s = e.get("textShadowOffsetX") || 0, c = e.get("textShadowOffsetY") || 0;
	return a && o && t.push("text-shadow:" + s + "px " + c + "px " + o + "px " + a), z(["decoration", "align"], function(n) {
		var r = e.get(n);
		r && t.push("text-" + n + ":" + r);
	}), t.join(";");
}
function IF(e, t, n, r) {
	var i = [], a = e.get("transitionDuration"), o = e.get("backgroundColor"), s = e.get("shadowBlur"), c = e.get("shadowColor"), l = e.get("shadowOffsetX"), u = e.get("shadowOffsetY"), d = e.getModel("textStyle"), f = ev(e, "html"), p = l + "px " + u + "px " + s + "px " + c;
	return i.push("box-shadow:" + p), t && a > 0 && i.push(NF(a, n, r)), o && i.push("background-color:" + o), z([
		"width",
		"color",
		"radius"
	], function(t) {
		var n = "border-" + t, r = Fg(n), a = e.get(r);
		a != null && i.push(n + ":" + a + (t === "color" ? "" : "px"));
	}), i.push(FF(d)), f != null && i.push("padding:" + Ig(f).join("px ") + "px"), i.join(";") + ";";
}
function LF(e, t, n, r, i) {
	var a = t && t.painter;
	if (n) {
		var o = a && a.getViewportRoot();
		o && Eh(e, o, n, r, i);
	} else {
		e[0] = r, e[1] = i;
		var s = a && a.getViewportRootOffset();
		s && (e[0] += s.offsetLeft, e[1] += s.offsetTop);
	}
	e[2] = e[0] / t.getWidth(), e[3] = e[1] / t.getHeight();
}
var RF = function() {
	function e(e, t) {
		if (this._show = !1, this._styleCoord = [
			0,
			0,
			0,
			0
		], this._enterable = !0, this._alwaysShowContent = !1, this._firstShow = !0, this._longHide = !0, Y.wxa) return null;
		var n = document.createElement("div");
		n.domBelongToZr = !0, this.el = n;
		var r = this._zr = e.getZr(), i = t.appendTo, a = i && (G(i) ? document.querySelector(i) : Ne(i) ? i : W(i) && i(e.getDom()));
		LF(this._styleCoord, r, a, e.getWidth() / 2, e.getHeight() / 2), (a || e.getDom()).appendChild(n), this._api = e, this._container = a;
		var o = this;
		n.onmouseenter = function() {
			o._enterable && (clearTimeout(o._hideTimeout), o._show = !0), o._inContent = !0;
		}, n.onmousemove = function(e) {
			if (e = e || window.event, !o._enterable) {
				var t = r.handler;
				zw(r.painter.getViewportRoot(), e, !0), t.dispatch("mousemove", e);
			}
		}, n.onmouseleave = function() {
			o._inContent = !1, o._enterable && o._show && o.hideLater(o._hideDelay);
		};
	}
	return e.prototype.update = function(e) {
		if (!this._container) {
			var t = this._api.getDom(), n = DF(t, "position"), r = t.style;
			r.position !== "absolute" && n !== "absolute" && (r.position = "relative");
		}
		var i = e.get("alwaysShowContent");
		i && this._moveIfResized(), this._alwaysShowContent = i, this._enableDisplayTransition = e.get("displayTransition") && e.get("transitionDuration") > 0, this.el.className = e.get("className") || "";
	}, e.prototype.show = function(e, t) {
		clearTimeout(this._hideTimeout), clearTimeout(this._longHideTimeout);
		var n = this.el, r = n.style, i = this._styleCoord;
		n.innerHTML ? r.cssText = AF + IF(e, !this._firstShow, this._longHide, this._enableDisplayTransition) + PF(i[0], i[1], !0) + ("border-color:" + Hg(t) + ";") + (e.get("extraCssText") || "") + (";pointer-events:" + (this._enterable ? "auto" : "none")) : r.display = "none", this._show = !0, this._firstShow = !1, this._longHide = !1;
	}, e.prototype.setContent = function(e, t, n, r, i) {
		var a = this.el;
		if (e == null) a.innerHTML = "";
		else {
			var o = "";
			if (G(i) && n.get("trigger") === "item" && !SF(n) && (o = MF(n, r, i)), G(e)) a.innerHTML = e + o;
			else if (e) {
				a.innerHTML = "", U(e) || (e = [e]);
				for (var s = 0; s < e.length; s++) Ne(e[s]) && e[s].parentNode !== a && a.appendChild(e[s]);
				if (o && a.childNodes.length) {
					var c = document.createElement("div");
					c.innerHTML = o, a.appendChild(c);
				}
			}
		}
	}, e.prototype.setEnterable = function(e) {
		this._enterable = e;
	}, e.prototype.getSize = function() {
		var e = this.el;
		return e ? [e.offsetWidth, e.offsetHeight] : [0, 0];
	}, e.prototype.moveTo = function(e, t) {
		if (this.el) {
			var n = this._styleCoord;
			if (LF(n, this._zr, this._container, e, t), n[0] != null && n[1] != null) {
				var r = this.el.style;
				z(PF(n[0], n[1]), function(e) {
					r[e[0]] = e[1];
				});
			}
		}
	}, e.prototype._moveIfResized = function() {
		var e = this._styleCoord[2], t = this._styleCoord[3];
		this.moveTo(e * this._zr.getWidth(), t * this._zr.getHeight());
	}, e.prototype.hide = function() {
		var e = this, t = this.el.style;
		this._enableDisplayTransition ? (t.visibility = "hidden", t.opacity = "0") : t.display = "none", Y.transform3dSupported && (t.willChange = ""), this._show = !1, this._longHideTimeout = setTimeout(function() {
			return e._longHide = !0;
		}, 500);
	}, e.prototype.hideLater = function(e) {
		this._show && !(this._inContent && this._enterable) && !this._alwaysShowContent && (e ? (this._hideDelay = e, this._show = !1, this._hideTimeout = setTimeout(V(this.hide, this), e)) : this.hide());
	}, e.prototype.isShow = function() {
		return this._show;
	}, e.prototype.dispose = function() {
		clearTimeout(this._hideTimeout), clearTimeout(this._longHideTimeout);
		var e = this._zr;
		Dh(e && e.painter && e.painter.getViewportRoot(), this._container);
		var t = this.el;
		if (t) {
			t.onmouseenter = t.onmousemove = t.onmouseleave = null;
			var n = t.parentNode;
			n && n.removeChild(t);
		}
		this.el = this._container = null;
	}, e;
}(), zF = function() {
	function e(e) {
		this._show = !1, this._styleCoord = [
			0,
			0,
			0,
			0
		], this._alwaysShowContent = !1, this._enterable = !0, this._zr = e.getZr(), HF(this._styleCoord, this._zr, e.getWidth() / 2, e.getHeight() / 2);
	}
	return e.prototype.update = function(e) {
		var t = e.get("alwaysShowContent");
		t && this._moveIfResized(), this._alwaysShowContent = t;
	}, e.prototype.show = function() {
		this._hideTimeout && clearTimeout(this._hideTimeout), this.el.show(), this._show = !0;
	}, e.prototype.setContent = function(e, t, n, r, i) {
		var a = this;
		K(e) && Ys(""), this.el && this._zr.remove(this.el);
		var o = n.getModel("textStyle");
		this.el = new Ko({
			style: {
				rich: t.richTextStyles,
				text: e,
				lineHeight: 22,
				borderWidth: 1,
				borderColor: r,
				textShadowColor: o.get("textShadowColor"),
				fill: n.get(["textStyle", "color"]),
				padding: ev(n, "richText"),
				verticalAlign: "top",
				align: "left"
			},
			z: n.get("z")
		}), z([
			"backgroundColor",
			"borderRadius",
			"shadowColor",
			"shadowBlur",
			"shadowOffsetX",
			"shadowOffsetY"
		], function(e) {
			a.el.style[e] = n.get(e);
		}), z([
			"textShadowBlur",
			"textShadowOffsetX",
			"textShadowOffsetY"
		], function(e) {
			a.el.style[e] = o.get(e) || 0;
		}), this._zr.add(this.el);
		var s = this;
		this.el.on("mouseover", function() {
			s._enterable && (clearTimeout(s._hideTimeout), s._show = !0), s._inContent = !0;
		}), this.el.on("mouseout", function() {
			s._enterable && s._show && s.hideLater(s._hideDelay), s._inContent = !1;
		});
	}, e.prototype.setEnterable = function(e) {
		this._enterable = e;
	}, e.prototype.getSize = function() {
		var e = this.el, t = this.el.getBoundingRect(), n = VF(e.style);
		return [t.width + n.left + n.right, t.height + n.top + n.bottom];
	}, e.prototype.moveTo = function(e, t) {
		var n = this.el;
		if (n) {
			var r = this._styleCoord;
			HF(r, this._zr, e, t), e = r[0], t = r[1];
			var i = n.style, a = BF(i.borderWidth || 0), o = VF(i);
			n.x = e + a + o.left, n.y = t + a + o.top, n.markRedraw();
		}
	}, e.prototype._moveIfResized = function() {
		var e = this._styleCoord[2], t = this._styleCoord[3];
		this.moveTo(e * this._zr.getWidth(), t * this._zr.getHeight());
	}, e.prototype.hide = function() {
		this.el && this.el.hide(), this._show = !1;
	}, e.prototype.hideLater = function(e) {
		this._show && !(this._inContent && this._enterable) && !this._alwaysShowContent && (e ? (this._hideDelay = e, this._show = !1, this._hideTimeout = setTimeout(V(this.hide, this), e)) : this.hide());
	}, e.prototype.isShow = function() {
		return this._show;
	}, e.prototype.dispose = function() {
		this._zr.remove(this.el);
	}, e;
}();
function BF(e) {
	return Math.max(0, e);
}
function VF(e) {
	var t = BF(e.shadowBlur || 0), n = BF(e.shadowOffsetX || 0), r = BF(e.shadowOffsetY || 0);
	return {
		left: BF(t - n),
		right: BF(t + n),
		top: BF(t - r),
		bottom: BF(t + r)
	};
}
function HF(e, t, n, r) {
	e[0] = n, e[1] = r, e[2] = e[0] / t.getWidth(), e[3] = e[1] / t.getHeight();
}
// node_modules/echarts/lib/component/tooltip/TooltipView.js
var UF = new Vo({ shape: {
	x: -1,
	y: -1,
	width: 2,
	height: 2
} }), WF = function(e) {
	A(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.prototype.init = function(e, t) {
		if (!Y.node && t.getDom()) {
			var n = e.getComponent("tooltip"), r = this._renderMode = Ac(n.get("renderMode"));
			this._tooltipContent = r === "richText" ? new zF(t) : new RF(t, { appendTo: n.get("appendToBody", !0) ? "body" : n.get("appendTo", !0) });
		}
	}, t.prototype.render = function(e, t, n) {
		if (!Y.node && n.getDom()) {
			this.group.removeAll(), this._tooltipModel = e, this._ecModel = t, this._api = n;
			var r = this._tooltipContent;
			r.update(e), r.setEnterable(e.get("enterable")), this._initGlobalListener(), this._keepShow(), this._renderMode !== "richText" && e.get("transitionDuration") ? JC(this, "_updatePosition", 50, "fixRate") : YC(this, "_updatePosition");
		}
	}, t.prototype._initGlobalListener = function() {
		var e = this._tooltipModel.get("triggerOn");
		TN("itemTooltip", this._api, V(function(t, n, r) {
			e !== "none" && (e.indexOf(t) >= 0 ? this._tryShow(n, r) : t === "leave" && this._hide(r));
		}, this));
	}, t.prototype._keepShow = function() {
		var e = this._tooltipModel, t = this._ecModel, n = this._api, r = e.get("triggerOn");
		if (e.get("trigger") !== "axis" && (this._lastDataByCoordSys = null, this._cbParamsList = null), this._lastX != null && this._lastY != null && r !== "none" && r !== "click") {
			var i = this;
			clearTimeout(this._refreshUpdateTimeout), this._refreshUpdateTimeout = setTimeout(function() {
				!n.isDisposed() && i.manuallyShowTip(e, t, n, {
					x: i._lastX,
					y: i._lastY,
					dataByCoordSys: i._lastDataByCoordSys
				});
			});
		}
	}, t.prototype.manuallyShowTip = function(e, t, n, r) {
		if (r.from !== this.uid && !Y.node && n.getDom()) {
			var i = KF(r, n);
			this._ticket = "";
			var a = r.dataByCoordSys, o = ZF(r, t, n);
			if (o) {
				var s = o.el.getBoundingRect().clone();
				s.applyTransform(o.el.transform), this._tryShow({
					offsetX: s.x + s.width / 2,
					offsetY: s.y + s.height / 2,
					target: o.el,
					position: r.position,
					positionDefault: "bottom"
				}, i);
			} else if (r.tooltip && r.x != null && r.y != null) {
				var c = UF;
				c.x = r.x, c.y = r.y, c.update(), Yc(c).tooltipConfig = {
					name: null,
					option: r.tooltip
				}, this._tryShow({
					offsetX: r.x,
					offsetY: r.y,
					target: c
				}, i);
			} else if (a) this._tryShow({
				offsetX: r.x,
				offsetY: r.y,
				position: r.position,
				dataByCoordSys: a,
				tooltipOption: r.tooltipOption
			}, i);
			else if (r.seriesIndex != null) {
				if (this._manuallyAxisShowTip(e, t, n, r)) return;
				var l = NN(r, t), u = l.point[0], d = l.point[1];
				u != null && d != null && this._tryShow({
					offsetX: u,
					offsetY: d,
					target: l.el,
					position: r.position,
					positionDefault: "bottom"
				}, i);
			} else r.x != null && r.y != null && (n.dispatchAction({
				type: "updateAxisPointer",
				x: r.x,
				y: r.y
			}), this._tryShow({
				offsetX: r.x,
				offsetY: r.y,
				position: r.position,
				target: n.getZr().findHover(r.x, r.y).target
			}, i));
		}
	}, t.prototype.manuallyHideTip = function(e, t, n, r) {
		var i = this._tooltipContent;
		this._tooltipModel && i.hideLater(this._tooltipModel.get("hideDelay")), this._lastX = this._lastY = this._lastDataByCoordSys = null, this._cbParamsList = null, r.from !== this.uid && this._hide(KF(r, n));
	}, t.prototype._manuallyAxisShowTip = function(e, t, n, r) {
		var i = r.seriesIndex, a = r.dataIndex, o = t.getComponent("axisPointer").coordSysAxesInfo;
		if (i != null && a != null && o != null) {
			var s = t.getSeriesByIndex(i);
			if (s && GF([
				s.getData().getItemModel(a),
				s,
				(s.coordinateSystem || {}).model
			], this._tooltipModel).get("trigger") === "axis") return n.dispatchAction({
				type: "updateAxisPointer",
				seriesIndex: i,
				dataIndex: a,
				position: r.position
			}), !0;
		}
	}, t.prototype._tryShow = function(e, t) {
		var n = e.target;
		if (this._tooltipModel) {
			this._lastX = e.offsetX, this._lastY = e.offsetY;
			var r = e.dataByCoordSys;
			if (r && r.length) this._showAxisTooltip(r, e);
			else if (n) {
				if (Yc(n).ssrType === "legend") return;
				this._lastDataByCoordSys = null, this._cbParamsList = null;
				var i, a;
				jD(n, function(e) {
					if (e.tooltipDisabled) return i = a = null, !0;
					i || a || (Yc(e).dataIndex == null ? Yc(e).tooltipConfig != null && (a = e) : i = e);
				}, !0), i ? this._showSeriesItemTooltip(e, i, t) : a ? this._showComponentItemTooltip(e, a, t) : this._hide(t);
			} else this._lastDataByCoordSys = null, this._cbParamsList = null, this._hide(t);
		}
	}, t.prototype._showOrMove = function(e, t) {
		var n = e.get("showDelay");
		t = V(t, this), clearTimeout(this._showTimout), n > 0 ? this._showTimout = setTimeout(t, n) : t();
	}, t.prototype._showAxisTooltip = function(e, t) {
		var n = this._ecModel, r = this._tooltipModel, i = [t.offsetX, t.offsetY], a = GF([t.tooltipOption], r), o = this._renderMode, s = [], c = B_("section", {
			blocks: [],
			noHeader: !0
		}), l = [], u = new tv();
		z(e, function(e) {
			z(e.dataByAxis, function(e) {
				var t = n.getComponent(e.axisDim + "Axis", e.axisIndex), i = e.value, a = t.axis, d = a.scale.parse(i);
				if (t && i != null) {
					var f = dN(i, a, n, e.seriesDataIndices, e.valueLabelOpt), p = B_("section", {
						header: f,
						noHeader: !He(f),
						sortBlocks: !0,
						blocks: []
					});
					c.blocks.push(p), z(e.seriesDataIndices, function(i) {
						var a = n.getSeriesByIndex(i.seriesIndex), c = i.dataIndexInside, m = a.getDataParams(c);
						if (!(m.dataIndex < 0)) {
							m.axisDim = e.axisDim, m.axisIndex = e.axisIndex, m.axisType = e.axisType, m.axisId = e.axisId, m.axisValue = gb(t.axis, { value: d }), m.axisValueLabel = f, m.marker = u.makeTooltipMarker("item", Hg(m.color), o);
							var h = m_(a.formatTooltip(c, !0, null)), g = h.frag;
							if (g) {
								var _ = GF([a], r).get("valueFormatter");
								p.blocks.push(_ ? I({ valueFormatter: _ }, g) : g);
							}
							h.text && l.push(h.text), s.push(m);
						}
					});
				}
			});
		}), c.blocks.reverse(), l.reverse();
		var d = t.position, f = K_(c, u, o, a.get("order"), n.get("useUTC"), a.get("textStyle"));
		f && l.unshift(f);
		var p = o === "richText" ? "\n\n" : "<br/>", m = l.join(p);
		this._showOrMove(a, function() {
			this._updateContentNotChangedOnAxis(e, s) ? this._updatePosition(a, d, i[0], i[1], this._tooltipContent, s) : this._showTooltipContent(a, m, s, Math.random() + "", i[0], i[1], d, null, u);
		});
	}, t.prototype._showSeriesItemTooltip = function(e, t, n) {
		var r = this._ecModel, i = Yc(t), a = i.seriesIndex, o = r.getSeriesByIndex(a), s = i.dataModel || o, c = i.dataIndex, l = i.dataType, u = s.getData(l), d = this._renderMode, f = e.positionDefault, p = GF([
			u.getItemModel(c),
			s,
			o && (o.coordinateSystem || {}).model
		], this._tooltipModel, f ? { position: f } : null), m = p.get("trigger");
		if (m == null || m === "item") {
			var h = s.getDataParams(c, l), g = new tv();
			h.marker = g.makeTooltipMarker("item", Hg(h.color), d);
			var _ = m_(s.formatTooltip(c, !1, l)), v = p.get("order"), y = p.get("valueFormatter"), b = _.frag, x = b ? K_(y ? I({ valueFormatter: y }, b) : b, g, d, v, r.get("useUTC"), p.get("textStyle")) : _.text, S = "item_" + s.name + "_" + c;
			this._showOrMove(p, function() {
				this._showTooltipContent(p, x, h, S, e.offsetX, e.offsetY, e.position, e.target, g);
			}), n({
				type: "showTip",
				dataIndexInside: c,
				dataIndex: u.getRawIndex(c),
				seriesIndex: a,
				from: this.uid
			});
		}
	}, t.prototype._showComponentItemTooltip = function(e, t, n) {
		var r = this._renderMode === "html", i = Yc(t), a = i.tooltipConfig.option || {}, o = a.encodeHTMLContent;
		if (G(a)) {
			var s = a;
			a = {
				content: s,
				formatter: s
			}, o = !0;
		}
		o && r && a.content && (a = P(a), a.content = Ph(a.content));
		var c = [a], l = this._ecModel.getComponent(i.componentMainType, i.componentIndex);
		l && c.push(l), c.push({ formatter: a.content });
		var u = e.positionDefault, d = GF(c, this._tooltipModel, u ? { position: u } : null), f = d.get("content"), p = Math.random() + "", m = new tv();
		this._showOrMove(d, function() {
			var n = P(d.get("formatterParams") || {});
			this._showTooltipContent(d, f, n, p, e.offsetX, e.offsetY, e.position, t, m);
		}), n({
			type: "showTip",
			from: this.uid
		});
	}, t.prototype._showTooltipContent = function(e, t, n, r, i, a, o, s, c) {
		if (this._ticket = "", e.get("showContent") && e.get("show")) {
			var l = this._tooltipContent;
			l.setEnterable(e.get("enterable"));
			var u = e.get("formatter");
			o = o || e.get("position");
			var d = t, f = this._getNearestPoint([i, a], n, e.get("trigger"), e.get("borderColor"), e.get("defaultBorderColor", !0)).color;
			if (u) {
				if (G(u)) {
					var p = e.ecModel.get("useUTC"), m = U(n) ? n[0] : n, h = m && m.axisType && m.axisType.indexOf("time") >= 0;
					d = u, h && (d = gg(m.axisValue, d, p)), d = Bg(d, n, !0);
				} else if (W(u)) {
					var g = V(function(t, r) {
						t === this._ticket && (l.setContent(r, c, e, f, o), this._updatePosition(e, o, i, a, l, n, s));
					}, this);
					this._ticket = r, d = u(n, r, g);
				} else d = u;
			}
			l.setContent(d, c, e, f, o), l.show(e, f), this._updatePosition(e, o, i, a, l, n, s);
		}
	}, t.prototype._getNearestPoint = function(e, t, n, r, i) {
		if (n === "axis" || U(t)) return { color: r || i };
		if (!U(t)) return { color: r || t.color || t.borderColor };
	}, t.prototype._updatePosition = function(e, t, n, r, i, a, o) {
		var s = this._api.getWidth(), c = this._api.getHeight();
		t = t || e.get("position");
		var l = i.getSize(), u = e.get("align"), d = e.get("verticalAlign"), f = o && o.getBoundingRect().clone();
		if (o && f.applyTransform(o.transform), W(t) && (t = t([n, r], a, i.el, f, {
			viewSize: [s, c],
			contentSize: l.slice()
		})), U(t)) n = xs(t[0], s), r = xs(t[1], c);
		else if (K(t)) {
			var p = t;
			p.width = l[0], p.height = l[1];
			var m = Xg(p, {
				width: s,
				height: c
			});
			n = m.x, r = m.y, u = null, d = null;
		} else if (G(t) && o) {
			var h = YF(t, f, l, e.get("borderWidth"));
			n = h[0], r = h[1];
		} else {
			var h = qF(n, r, i, s, c, u ? null : 20, d ? null : 20);
			n = h[0], r = h[1];
		}
		if (u && (n -= XF(u) ? l[0] / 2 : u === "right" ? l[0] : 0), d && (r -= XF(d) ? l[1] / 2 : d === "bottom" ? l[1] : 0), SF(e)) {
			var h = JF(n, r, i, s, c);
			n = h[0], r = h[1];
		}
		i.moveTo(n, r);
	}, t.prototype._updateContentNotChangedOnAxis = function(e, t) {
		var n = this._lastDataByCoordSys, r = this._cbParamsList, i = !!n && n.length === e.length;
		return i && z(n, function(n, a) {
			var o = n.dataByAxis || [], s = (e[a] || {}).dataByAxis || [];
			i = i && o.length === s.length, i && z(o, function(e, n) {
				var a = s[n] || {}, o = e.seriesDataIndices || [], c = a.seriesDataIndices || [];
				i = i && e.value === a.value && e.axisType === a.axisType && e.axisId === a.axisId && o.length === c.length, i && z(o, function(e, t) {
					var n = c[t];
					i = i && e.seriesIndex === n.seriesIndex && e.dataIndex === n.dataIndex;
				}), r && z(e.seriesDataIndices, function(e) {
					var n = e.seriesIndex, a = t[n], o = r[n];
					a && o && o.data !== a.data && (i = !1);
				});
			});
		}), this._lastDataByCoordSys = e, this._cbParamsList = t, !!i;
	}, t.prototype._hide = function(e) {
		this._lastDataByCoordSys = null, this._cbParamsList = null, e({
			type: "hideTip",
			from: this.uid
		});
	}, t.prototype.dispose = function(e, t) {
		!Y.node && t.getDom() && (YC(this, "_updatePosition"), this._tooltipContent.dispose(), jN("itemTooltip", t), this._tooltipContent = null, this._tooltipModel = null, this._lastDataByCoordSys = null, this._cbParamsList = null);
	}, t.type = "tooltip", t;
}(qE);
function GF(e, t, n) {
	var r = t.ecModel, i;
	n ? (i = new hp(n, r, r), i = new hp(t.option, i, r)) : i = t;
	for (var a = e.length - 1; a >= 0; a--) {
		var o = e[a];
		o && (o instanceof hp && (o = o.get("tooltip", !0)), G(o) && (o = { formatter: o }), o && (i = new hp(o, i, r)));
	}
	return i;
}
function KF(e, t) {
	return e.dispatchAction || V(t.dispatchAction, t);
}
function qF(e, t, n, r, i, a, o) {
	var s = n.getSize(), c = s[0], l = s[1];
	return a != null && (e + c + a + 2 > r ? e -= c + a : e += a), o != null && (t + l + o > i ? t -= l + o : t += o), [e, t];
}
function JF(e, t, n, r, i) {
	var a = n.getSize(), o = a[0], s = a[1];
	return e = Math.min(e + o, r) - o, t = Math.min(t + s, i) - s, e = Math.max(e, 0), t = Math.max(t, 0), [e, t];
}
function YF(e, t, n, r) {
	var i = n[0], a = n[1], o = Math.ceil(Math.SQRT2 * r) + 8, s = 0, c = 0, l = t.width, u = t.height;
	switch (e) {
		case "inside":
			s = t.x + l / 2 - i / 2, c = t.y + u / 2 - a / 2;
			break;
		case "top":
			s = t.x + l / 2 - i / 2, c = t.y - a - o;
			break;
		case "bottom":
			s = t.x + l / 2 - i / 2, c = t.y + u + o;
			break;
		case "left":
			s = t.x - i - o, c = t.y + u / 2 - a / 2;
			break;
		case "right": s = t.x + l + o, c = t.y + u / 2 - a / 2;
	}
	return [s, c];
}
function XF(e) {
	return e === "center" || e === "middle";
}
function ZF(e, t, n) {
	var r = Cc(e).queryOptionMap, i = r.keys()[0];
	if (i && i !== "series") {
		var a = Ec(t, i, r.get(i), {
			useDefault: !1,
			enableAll: !1,
			enableNone: !1
		}).models[0];
		if (a) {
			var o = n.getViewOfComponentModel(a), s;
			if (o.group.traverse(function(t) {
				var n = Yc(t).tooltipConfig;
				if (n && n.name === e.name) return s = t, !0;
			}), s) return {
				componentMainType: i,
				componentIndex: a.componentIndex,
				el: s
			};
		}
	}
}
// node_modules/echarts/lib/component/tooltip/install.js
function QF(e) {
	pA(KN), e.registerComponentModel(xF), e.registerComponentView(WF), e.registerAction({
		type: "showTip",
		event: "showTip",
		update: "tooltip:manuallyShowTip"
	}, et), e.registerAction({
		type: "hideTip",
		event: "hideTip",
		update: "tooltip:manuallyHideTip"
	}, et);
}
// node_modules/echarts/lib/component/title/install.js
var $F = function(e) {
	A(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n.layoutMode = {
			type: "box",
			ignoreSize: !0
		}, n;
	}
	return t.type = "title", t.defaultOption = {
		z: 6,
		show: !0,
		text: "",
		target: "blank",
		subtext: "",
		subtarget: "blank",
		left: "center",
		top: Q.size.m,
		backgroundColor: Q.color.transparent,
		borderColor: Q.color.primary,
		borderWidth: 0,
		padding: 5,
		itemGap: 10,
		textStyle: {
			fontSize: 18,
			fontWeight: "bold",
			color: Q.color.primary
		},
		subtextStyle: {
			fontSize: 12,
			color: Q.color.quaternary
		}
	}, t;
}(a_), eI = function(e) {
	A(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.prototype.render = function(e, t, n) {
		if (this.group.removeAll(), e.get("show")) {
			var r = this.group, i = e.getModel("textStyle"), a = e.getModel("subtextStyle"), o = e.get("textAlign"), s = q(e.get("textBaseline"), e.get("textVerticalAlign")), c = new Ko({
				style: qf(i, {
					text: e.get("text"),
					fill: i.getTextColor()
				}, { disableBox: !0 }),
				z2: 10
			}), l = c.getBoundingRect(), u = e.get("subtext"), d = new Ko({
				style: qf(a, {
					text: u,
					fill: a.getTextColor(),
					y: l.height + e.get("itemGap"),
					verticalAlign: "top"
				}, { disableBox: !0 }),
				z2: 10
			}), f = e.get("link"), p = e.get("sublink"), m = e.get("triggerEvent", !0);
			c.silent = !f && !m, d.silent = !p && !m, f && c.on("click", function() {
				Ug(f, "_" + e.get("target"));
			}), p && d.on("click", function() {
				Ug(p, "_" + e.get("subtarget"));
			}), Yc(c).eventData = Yc(d).eventData = m ? {
				componentType: "title",
				componentIndex: e.componentIndex
			} : null, r.add(c), u && r.add(d);
			var h = r.getBoundingRect(), g = e.getBoxLayoutParams();
			g.width = h.width, g.height = h.height;
			var _ = Xg(g, Qg(e, n).refContainer, e.get("padding"));
			o || (o = e.get("left") || e.get("right"), o === "middle" && (o = "center"), o === "right" ? _.x += _.width : o === "center" && (_.x += _.width / 2)), s || (s = e.get("top") || e.get("bottom"), s === "center" && (s = "middle"), s === "bottom" ? _.y += _.height : s === "middle" && (_.y += _.height / 2), s = s || "top"), r.x = _.x, r.y = _.y, r.markRedraw();
			var v = {
				align: o,
				verticalAlign: s
			};
			c.setStyle(v), d.setStyle(v), h = r.getBoundingRect();
			var y = _.margin, b = e.getItemStyle(["color", "opacity"]);
			b.fill = e.get("backgroundColor");
			var x = new Vo({
				shape: {
					x: h.x - y[3],
					y: h.y - y[0],
					width: h.width + y[1] + y[3],
					height: h.height + y[0] + y[2],
					r: e.get("borderRadius")
				},
				style: b,
				subPixelOptimize: !0,
				silent: !0
			});
			r.add(x);
		}
	}, t.type = "title", t;
}(qE);
function tI(e) {
	e.registerComponentModel($F), e.registerComponentView(eI);
}
// node_modules/echarts/lib/component/marker/checkMarkerInSeries.js
function nI(e, t) {
	if (!e) return !1;
	for (var n = U(e) ? e : [e], r = 0; r < n.length; r++) if (n[r] && n[r][t]) return !0;
	return !1;
}
// node_modules/echarts/lib/component/marker/MarkerModel.js
function rI(e) {
	ec(e, "label", ["show"]);
}
var iI = bc(), aI = function(e) {
	A(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n.createdBySelf = !1, n.preventAutoZ = !0, n;
	}
	return t.prototype.init = function(e, t, n) {
		this.mergeDefaultAndTheme(e, n), this._mergeOption(e, n, !1, !0);
	}, t.prototype.isAnimationEnabled = function() {
		if (Y.node) return !1;
		var e = this.__hostSeries;
		return this.getShallow("animation") && e && e.isAnimationEnabled();
	}, t.prototype.mergeOption = function(e, t) {
		this._mergeOption(e, t, !1, !1);
	}, t.prototype._mergeOption = function(e, t, n, r) {
		var i = this.mainType;
		n || t.eachSeries(function(e) {
			var n = e.get(this.mainType, !0), a = iI(e)[i];
			!n || !n.data ? iI(e)[i] = null : (a ? a._mergeOption(n, t, !0) : (r && rI(n), z(n.data, function(e) {
				e instanceof Array ? (rI(e[0]), rI(e[1])) : rI(e);
			}), a = this.createMarkerModelFromSeries(n, this, t), I(a, {
				mainType: this.mainType,
				seriesIndex: e.seriesIndex,
				name: e.name,
				createdBySelf: !0
			}), a.__hostSeries = e), iI(e)[i] = a);
		}, this);
	}, t.prototype.formatTooltip = function(e, t, n) {
		var r = this.getData(), i = this.getRawValue(e), a = r.getName(e);
		return B_("section", {
			header: this.name,
			blocks: [B_("nameValue", {
				name: a,
				value: i,
				noName: !a,
				noValue: i == null
			})]
		});
	}, t.prototype.getData = function() {
		return this._data;
	}, t.prototype.setData = function(e) {
		this._data = e;
	}, t.prototype.getDataParams = function(e, t) {
		var n = p_.prototype.getDataParams.call(this, e, t), r = this.__hostSeries;
		return r && (n.seriesId = r.id, n.seriesName = r.name, n.seriesType = r.subType), n;
	}, t.getMarkerModelFromSeries = function(e, t) {
		return iI(e)[t];
	}, t.type = "marker", t.dependencies = [
		"series",
		"grid",
		"polar",
		"geo"
	], t;
}(a_);
Se(aI, p_.prototype);
// node_modules/echarts/lib/component/marker/markerHelper.js
function oI(e) {
	return !(isNaN(parseFloat(e.x)) && isNaN(parseFloat(e.y)));
}
function sI(e) {
	return !isNaN(parseFloat(e.x)) && !isNaN(parseFloat(e.y));
}
function cI(e, t, n, r, i, a, o) {
	var s = [], c = lh(t, i) ? t.getCalculationInfo("stackResultDimension") : i, l = hI(t, c, e), u = t.hostModel.indicesOfNearest(n, c, l)[0];
	s[a] = t.get(r, u), s[o] = t.get(c, u);
	var d = t.get(i, u), f = Es(t.get(i, u));
	return f = Math.min(f, 20), f >= 0 && (s[o] = +s[o].toFixed(f)), [s, d];
}
var lI = {
	min: H(cI, "min"),
	max: H(cI, "max"),
	average: H(cI, "average"),
	median: H(cI, "median")
};
function uI(e, t) {
	if (t) {
		var n = e.getData(), r = e.coordinateSystem, i = r && r.dimensions;
		if (!sI(t) && !U(t.coord) && U(i)) {
			var a = dI(t, n, r, e);
			if (t = P(t), t.type && lI[t.type] && a.baseAxis && a.valueAxis) {
				var o = R(i, a.baseAxis.dim), s = R(i, a.valueAxis.dim), c = lI[t.type](n, a.valueAxis.dim, a.baseDataDim, a.valueDataDim, o, s);
				t.coord = c[0], t.value = c[1];
			} else t.coord = [t.xAxis == null ? t.radiusAxis : t.xAxis, t.yAxis == null ? t.angleAxis : t.yAxis];
		}
		if (t.coord == null || !U(i)) {
			t.coord = [];
			var l = e.getBaseAxis();
			if (l && t.type && lI[t.type]) {
				var u = r.getOtherAxis(l);
				u && (t.value = hI(n, n.mapDimension(u.dim), t.type));
			}
		} else for (var d = t.coord, f = 0; f < 2; f++) lI[d[f]] && (d[f] = hI(n, n.mapDimension(i[f]), d[f]));
		return t;
	}
}
function dI(e, t, n, r) {
	var i = {};
	return e.valueIndex != null || e.valueDim != null ? (i.valueDataDim = e.valueIndex == null ? e.valueDim : t.getDimension(e.valueIndex), i.valueAxis = n.getAxis(fI(r, i.valueDataDim)), i.baseAxis = n.getOtherAxis(i.valueAxis), i.baseDataDim = t.mapDimension(i.baseAxis.dim)) : (i.baseAxis = r.getBaseAxis(), i.valueAxis = n.getOtherAxis(i.baseAxis), i.baseDataDim = t.mapDimension(i.baseAxis.dim), i.valueDataDim = t.mapDimension(i.valueAxis.dim)), i;
}
function fI(e, t) {
	var n = e.getData().getDimensionInfo(t);
	return n && n.coordDim;
}
function pI(e, t) {
	return e && e.containData && t.coord && !oI(t) ? e.containData(t.coord) : !0;
}
function mI(e, t, n) {
	return e && e.containZone && t.coord && n.coord && !oI(t) && !oI(n) ? e.containZone(t.coord, n.coord) : !0;
}
function hI(e, t, n) {
	if (n === "average") {
		var r = 0, i = 0;
		return e.each(t, function(e, t) {
			isNaN(e) || (r += e, i++);
		}), r / i;
	}
	return n === "median" ? e.getMedian(t) : e.getDataExtent(t)[+(n === "max")];
}
// node_modules/echarts/lib/component/marker/MarkerView.js
var gI = bc(), _I = function(e) {
	A(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.prototype.init = function() {
		this.markerGroupMap = J();
	}, t.prototype.render = function(e, t, n) {
		var r = this, i = this.markerGroupMap;
		i.each(function(e) {
			gI(e).keep = !1;
		}), t.eachSeries(function(e) {
			var i = aI.getMarkerModelFromSeries(e, r.type);
			i && r.renderSeries(e, i, t, n);
		}), i.each(function(e) {
			!gI(e).keep && r.group.remove(e.group);
		}), vI(t, i, this.type);
	}, t.prototype.markKeep = function(e) {
		gI(e).keep = !0;
	}, t.prototype.toggleBlurSeries = function(e, t) {
		var n = this;
		z(e, function(e) {
			var r = aI.getMarkerModelFromSeries(e, n.type);
			r && r.getData().eachItemGraphicEl(function(e) {
				e && (t ? Vl(e) : Hl(e));
			});
		});
	}, t.type = "marker", t;
}(qE);
function vI(e, t, n) {
	e.eachSeries(function(e) {
		var r = aI.getMarkerModelFromSeries(e, n), i = t.get(e.id);
		if (r && i && i.group) {
			var a = Pf(r), o = a.z, s = a.zlevel;
			If(i.group, o, s);
		}
	});
}
// node_modules/echarts/lib/component/marker/MarkAreaModel.js
var yI = function(e) {
	A(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.prototype.createMarkerModelFromSeries = function(e, n, r) {
		return new t(e, n, r);
	}, t.type = "markArea", t.defaultOption = {
		z: 1,
		tooltip: { trigger: "item" },
		animation: !1,
		label: {
			show: !0,
			position: "top"
		},
		itemStyle: { borderWidth: 0 },
		emphasis: { label: {
			show: !0,
			position: "top"
		} }
	}, t;
}(aI), bI = bc(), xI = function(e, t, n, r) {
	var i = r[0], a = r[1];
	if (i && a) {
		var o = uI(e, i), s = uI(e, a), c = o.coord, l = s.coord;
		c[0] = Le(c[0], -Infinity), c[1] = Le(c[1], -Infinity), l[0] = Le(l[0], Infinity), l[1] = Le(l[1], Infinity);
		var u = ye([
			{},
			o,
			s
		]);
		return u.coord = [o.coord, s.coord], u.x0 = o.x, u.y0 = o.y, u.x1 = s.x, u.y1 = s.y, u;
	}
};
function SI(e) {
	return !isNaN(e) && !isFinite(e);
}
function CI(e, t, n, r) {
	var i = 1 - e;
	return SI(t[i]) && SI(n[i]);
}
function wI(e, t) {
	var n = t.coord[0], r = t.coord[1], i = {
		coord: n,
		x: t.x0,
		y: t.y0
	}, a = {
		coord: r,
		x: t.x1,
		y: t.y1
	};
	return uy(e, "cartesian2d") ? n && r && (CI(1, n, r, e) || CI(0, n, r, e)) ? !0 : mI(e, i, a) : pI(e, i) || pI(e, a);
}
function TI(e, t, n, r, i) {
	var a = r.coordinateSystem, o = e.getItemModel(t), s, c = xs(o.get(n[0]), i.getWidth()), l = xs(o.get(n[1]), i.getHeight());
	if (!isNaN(c) && !isNaN(l)) s = [c, l];
	else {
		if (r.getMarkerPosition) {
			var u = e.getValues(["x0", "y0"], t), d = e.getValues(["x1", "y1"], t), f = a.clampData(u), p = a.clampData(d), m = [];
			m[0] = n[0] === "x0" ? f[0] > p[0] ? d[0] : u[0] : f[0] > p[0] ? u[0] : d[0], m[1] = n[1] === "y0" ? f[1] > p[1] ? d[1] : u[1] : f[1] > p[1] ? u[1] : d[1], s = r.getMarkerPosition(m, n, !0);
		} else {
			var h = e.get(n[0], t), g = e.get(n[1], t), _ = [h, g];
			a.clampData && a.clampData(_, _), s = a.dataToPoint(_, !0);
		}
		if (uy(a, "cartesian2d")) {
			var v = a.getAxis("x"), y = a.getAxis("y"), h = e.get(n[0], t), g = e.get(n[1], t);
			SI(h) ? s[0] = v.toGlobalCoord(v.getExtent()[n[0] === "x0" ? 0 : 1]) : SI(g) && (s[1] = y.toGlobalCoord(y.getExtent()[n[1] === "y0" ? 0 : 1]));
		}
		isNaN(c) || (s[0] = c), isNaN(l) || (s[1] = l);
	}
	return s;
}
var EI = [
	["x0", "y0"],
	["x1", "y0"],
	["x1", "y1"],
	["x0", "y1"]
], DI = function(e) {
	A(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.prototype.updateTransform = function(e, t, n) {
		t.eachSeries(function(e) {
			var t = aI.getMarkerModelFromSeries(e, "markArea");
			if (t) {
				var r = t.getData();
				r.each(function(t) {
					var i = B(EI, function(i) {
						return TI(r, t, i, e, n);
					});
					r.setItemLayout(t, i), r.getItemGraphicEl(t).setShape("points", i);
				});
			}
		}, this);
	}, t.prototype.renderSeries = function(e, t, n, r) {
		var i = e.coordinateSystem, a = e.id, o = e.getData(), s = this.markerGroupMap, c = s.get(a) || s.set(a, { group: new Lu() });
		this.group.add(c.group), this.markKeep(c);
		var l = OI(i, e, t);
		t.setData(l), l.each(function(t) {
			var n = B(EI, function(n) {
				return TI(l, t, n, e, r);
			}), a = i.getAxis("x").scale, s = i.getAxis("y").scale, c = a.getExtent(), u = s.getExtent(), d = [a.parse(l.get("x0", t)), a.parse(l.get("x1", t))], f = [s.parse(l.get("y0", t)), s.parse(l.get("y1", t))];
			Ts(d), Ts(f);
			var p = c[0] > d[1] || c[1] < d[0] || u[0] > f[1] || u[1] < f[0];
			l.setItemLayout(t, {
				points: n,
				allClipped: p
			});
			var m = l.getItemModel(t), h = m.getModel("itemStyle").getItemStyle(), g = m.get("z2"), _ = AD(o, "color");
			h.fill || (h.fill = _, G(h.fill) && (h.fill = mi(h.fill, .4))), h.stroke || (h.stroke = _), l.setItemVisual(t, "style", h), l.setItemVisual(t, "z2", q(g, 0));
		}), l.diff(bI(c).data).add(function(e) {
			var t = l.getItemLayout(e), n = l.getItemVisual(e, "z2");
			if (!t.allClipped) {
				var r = new ud({
					z2: q(n, 0),
					shape: { points: t.points }
				});
				l.setItemGraphicEl(e, r), c.group.add(r);
			}
		}).update(function(e, n) {
			var r = bI(c).data.getItemGraphicEl(n), i = l.getItemLayout(e), a = l.getItemVisual(e, "z2");
			i.allClipped ? r && c.group.remove(r) : (r ? Bd(r, {
				z2: q(a, 0),
				shape: { points: i.points }
			}, t, e) : r = new ud({ shape: { points: i.points } }), l.setItemGraphicEl(e, r), c.group.add(r));
		}).remove(function(e) {
			var t = bI(c).data.getItemGraphicEl(e);
			c.group.remove(t);
		}).execute(), l.eachItemGraphicEl(function(e, n) {
			var r = l.getItemModel(n), i = l.getItemVisual(n, "style");
			e.useStyle(l.getItemVisual(n, "style")), Gf(e, Kf(r), {
				labelFetcher: t,
				labelDataIndex: n,
				defaultText: l.getName(n) || "",
				inheritColor: G(i.fill) ? mi(i.fill, 1) : Q.color.neutral99
			}), cu(e, r), iu(e, null, null, r.get(["emphasis", "disabled"])), Yc(e).dataModel = t;
		}), bI(c).data = l, c.group.silent = t.get("silent") || e.get("silent");
	}, t.type = "markArea", t;
}(_I);
function OI(e, t, n) {
	var r, i, a = [
		"x0",
		"y0",
		"x1",
		"y1"
	];
	if (e) {
		var o = B(e && e.dimensions, function(e) {
			var n = t.getData();
			return I(I({}, n.getDimensionInfo(n.mapDimension(e)) || {}), {
				name: e,
				ordinalMeta: null
			});
		});
		i = B(a, function(e, t) {
			return {
				name: e,
				type: o[t % 2].type
			};
		}), r = new Gm(i, n);
	} else i = [{
		name: "value",
		type: "float"
	}], r = new Gm(i, n);
	var s = B(n.get("data"), H(xI, t, e, n));
	e && (s = Te(s, H(wI, e)));
	var c = e ? function(e, t, n, r) {
		var a = e.coord[Math.floor(r / 2)][r % 2];
		return lm(a, i[r]);
	} : function(e, t, n, r) {
		return lm(e.value, i[r]);
	};
	return r.initData(s, null, c), r.hasItemOption = !0, r;
}
// node_modules/echarts/lib/component/marker/installMarkArea.js
function kI(e) {
	e.registerComponentModel(yI), e.registerComponentView(DI), e.registerPreprocessor(function(e) {
		nI(e.series, "markArea") && (e.markArea = e.markArea || {});
	});
}
// node_modules/echarts/lib/component/legend/LegendModel.js
var AI = function(e, t) {
	if (t === "all") return {
		type: "all",
		title: e.getLocaleModel().get([
			"legend",
			"selector",
			"all"
		])
	};
	if (t === "inverse") return {
		type: "inverse",
		title: e.getLocaleModel().get([
			"legend",
			"selector",
			"inverse"
		])
	};
}, jI = function(e) {
	A(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n.layoutMode = {
			type: "box",
			ignoreSize: !0
		}, n;
	}
	return t.prototype.init = function(e, t, n) {
		this.mergeDefaultAndTheme(e, n), e.selected = e.selected || {}, this._updateSelector(e);
	}, t.prototype.mergeOption = function(t, n) {
		e.prototype.mergeOption.call(this, t, n), this._updateSelector(t);
	}, t.prototype._updateSelector = function(e) {
		var t = e.selector, n = this.ecModel;
		t === !0 && (t = e.selector = ["all", "inverse"]), U(t) && z(t, function(e, r) {
			G(e) && (e = { type: e }), t[r] = F(e, AI(n, e.type));
		});
	}, t.prototype.optionUpdated = function() {
		this._updateData(this.ecModel);
		var e = this._data;
		if (e[0] && this.get("selectedMode") === "single") {
			for (var t = !1, n = 0; n < e.length; n++) {
				var r = e[n].get("name");
				if (this.isSelected(r)) {
					this.select(r), t = !0;
					break;
				}
			}
			!t && this.select(e[0].get("name"));
		}
	}, t.prototype._updateData = function(e) {
		var t = [], n = [];
		e.eachRawSeries(function(r) {
			var i = r.name;
			n.push(i);
			var a;
			if (r.legendVisualProvider) {
				var o = r.legendVisualProvider.getAllNames();
				e.isSeriesFiltered(r) || (n = n.concat(o)), o.length ? t = t.concat(o) : a = !0;
			} else a = !0;
			a && mc(r) && t.push(r.name);
		}), this._availableNames = n;
		var r = this.get("data") || t, i = J(), a = B(r, function(e) {
			return (G(e) || Ae(e)) && (e = { name: e }), i.get(e.name) ? null : (i.set(e.name, !0), new hp(e, this, this.ecModel));
		}, this);
		this._data = Te(a, function(e) {
			return !!e;
		});
	}, t.prototype.getData = function() {
		return this._data;
	}, t.prototype.select = function(e) {
		var t = this.option.selected;
		if (this.get("selectedMode") === "single") {
			var n = this._data;
			z(n, function(e) {
				t[e.get("name")] = !1;
			});
		}
		t[e] = !0;
	}, t.prototype.unSelect = function(e) {
		this.get("selectedMode") !== "single" && (this.option.selected[e] = !1);
	}, t.prototype.toggleSelected = function(e) {
		var t = this.option.selected;
		t.hasOwnProperty(e) || (t[e] = !0), this[t[e] ? "unSelect" : "select"](e);
	}, t.prototype.allSelect = function() {
		var e = this._data, t = this.option.selected;
		z(e, function(e) {
			t[e.get("name", !0)] = !0;
		});
	}, t.prototype.inverseSelect = function() {
		var e = this._data, t = this.option.selected;
		z(e, function(e) {
			var n = e.get("name", !0);
			t.hasOwnProperty(n) || (t[n] = !0), t[n] = !t[n];
		});
	}, t.prototype.isSelected = function(e) {
		var t = this.option.selected;
		return !(t.hasOwnProperty(e) && !t[e]) && R(this._availableNames, e) >= 0;
	}, t.prototype.getOrient = function() {
		return this.get("orient") === "vertical" ? {
			index: 1,
			name: "vertical"
		} : {
			index: 0,
			name: "horizontal"
		};
	}, t.type = "legend.plain", t.dependencies = ["series"], t.defaultOption = {
		z: 4,
		show: !0,
		orient: "horizontal",
		left: "center",
		bottom: Q.size.m,
		align: "auto",
		backgroundColor: Q.color.transparent,
		borderColor: Q.color.border,
		borderRadius: 0,
		borderWidth: 0,
		padding: 5,
		itemGap: 8,
		itemWidth: 25,
		itemHeight: 14,
		symbolRotate: "inherit",
		symbolKeepAspect: !0,
		inactiveColor: Q.color.disabled,
		inactiveBorderColor: Q.color.disabled,
		inactiveBorderWidth: "auto",
		itemStyle: {
			color: "inherit",
			opacity: "inherit",
			borderColor: "inherit",
			borderWidth: "auto",
			borderCap: "inherit",
			borderJoin: "inherit",
			borderDashOffset: "inherit",
			borderMiterLimit: "inherit"
		},
		lineStyle: {
			width: "auto",
			color: "inherit",
			inactiveColor: Q.color.disabled,
			inactiveWidth: 2,
			opacity: "inherit",
			type: "inherit",
			cap: "inherit",
			join: "inherit",
			dashOffset: "inherit",
			miterLimit: "inherit"
		},
		textStyle: { color: Q.color.secondary },
		selectedMode: !0,
		selector: !1,
		selectorLabel: {
			show: !0,
			borderRadius: 10,
			padding: [
				3,
				5,
				3,
				5
			],
			fontSize: 12,
			fontFamily: "sans-serif",
			color: Q.color.tertiary,
			borderWidth: 1,
			borderColor: Q.color.border
		},
		emphasis: { selectorLabel: {
			show: !0,
			color: Q.color.quaternary
		} },
		selectorPosition: "auto",
		selectorItemGap: 7,
		selectorButtonGap: 10,
		tooltip: { show: !1 },
		triggerEvent: !1
	}, t;
}(a_), MI = H, NI = z, PI = Lu, FI = function(e) {
	A(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n.newlineDisabled = !1, n;
	}
	return t.prototype.init = function() {
		this.group.add(this._contentGroup = new PI()), this.group.add(this._selectorGroup = new PI()), this._isFirstRender = !0;
	}, t.prototype.getContentGroup = function() {
		return this._contentGroup;
	}, t.prototype.getSelectorGroup = function() {
		return this._selectorGroup;
	}, t.prototype.render = function(e, t, n) {
		var r = this._isFirstRender;
		if (this._isFirstRender = !1, this.resetInner(), e.get("show", !0)) {
			var i = e.get("align"), a = e.get("orient");
			i && i !== "auto" || (i = e.get("left") === "right" && a === "vertical" ? "right" : "left");
			var o = e.get("selector", !0), s = e.get("selectorPosition", !0);
			o && (!s || s === "auto") && (s = a === "horizontal" ? "end" : "start"), this.renderInner(i, e, t, n, o, a, s);
			var c = Qg(e, n).refContainer, l = e.getBoxLayoutParams(), u = e.get("padding"), d = Xg(l, c, u), f = this.layoutInner(e, i, d, r, o, s), p = Xg(L({
				width: f.width,
				height: f.height
			}, l), c, u);
			this.group.x = p.x - f.x, this.group.y = p.y - f.y, this.group.markRedraw(), this.group.add(this._backgroundEl = SP(f, e));
		}
	}, t.prototype.resetInner = function() {
		this.getContentGroup().removeAll(), this._backgroundEl && this.group.remove(this._backgroundEl), this.getSelectorGroup().removeAll();
	}, t.prototype.renderInner = function(e, t, n, r, i, a, o) {
		var s = this.getContentGroup(), c = J(), l = t.get("selectedMode"), u = t.get("triggerEvent"), d = [];
		n.eachRawSeries(function(e) {
			!e.get("legendHoverLink") && d.push(e.id);
		}), NI(t.getData(), function(i, a) {
			var o = this, f = i.get("name");
			if (!this.newlineDisabled && (f === "" || f === "\n")) {
				var p = new PI();
				p.newline = !0, s.add(p);
			} else {
				var m = n.getSeriesByName(f)[0];
				if (!c.get(f)) {
					if (m) {
						var h = m.getData(), g = h.getVisual("legendLineStyle") || {}, _ = h.getVisual("legendIcon"), v = h.getVisual("style"), y = this._createItem(m, f, a, i, t, e, g, v, _, l, r);
						y.on("click", MI(RI, f, null, r, d)).on("mouseover", MI(zI, m.name, null, r, d)).on("mouseout", MI(BI, m.name, null, r, d)), n.ssr && y.eachChild(function(e) {
							var t = Yc(e);
							t.seriesIndex = m.seriesIndex, t.dataIndex = a, t.ssrType = "legend";
						}), u && y.eachChild(function(e) {
							o.packEventData(e, t, m, a, f);
						}), c.set(f, !0);
					} else n.eachRawSeries(function(o) {
						var s = this;
						if (!c.get(f) && o.legendVisualProvider) {
							var p = o.legendVisualProvider;
							if (!p.containName(f)) return;
							var m = p.indexOfName(f), h = p.getItemVisual(m, "style"), g = p.getItemVisual(m, "legendIcon"), _ = ci(h.fill);
							_ && _[3] === 0 && (_[3] = .2, h = I(I({}, h), { fill: hi(_, "rgba") }));
							var v = this._createItem(o, f, a, i, t, e, {}, h, g, l, r);
							v.on("click", MI(RI, null, f, r, d)).on("mouseover", MI(zI, null, f, r, d)).on("mouseout", MI(BI, null, f, r, d)), n.ssr && v.eachChild(function(e) {
								var t = Yc(e);
								t.seriesIndex = o.seriesIndex, t.dataIndex = a, t.ssrType = "legend";
							}), u && v.eachChild(function(e) {
								s.packEventData(e, t, o, a, f);
							}), c.set(f, !0);
						}
					}, this);
				}
			}
		}, this), i && this._createSelector(i, t, r, a, o);
	}, t.prototype.packEventData = function(e, t, n, r, i) {
		var a = {
			componentType: "legend",
			componentIndex: t.componentIndex,
			dataIndex: r,
			value: i,
			seriesIndex: n.seriesIndex
		};
		Yc(e).eventData = a;
	}, t.prototype._createSelector = function(e, t, n, r, i) {
		var a = this.getSelectorGroup();
		NI(e, function(e) {
			var r = e.type, i = new Ko({
				style: {
					x: 0,
					y: 0,
					align: "center",
					verticalAlign: "middle"
				},
				onclick: function() {
					n.dispatchAction({
						type: r === "all" ? "legendAllSelect" : "legendInverseSelect",
						legendId: t.id
					});
				}
			});
			a.add(i), Gf(i, {
				normal: t.getModel("selectorLabel"),
				emphasis: t.getModel(["emphasis", "selectorLabel"])
			}, { defaultText: e.title }), nu(i);
		});
	}, t.prototype._createItem = function(e, t, n, r, i, a, o, s, c, l, u) {
		var d = e.visualDrawType, f = i.get("itemWidth"), p = i.get("itemHeight"), m = i.isSelected(t), h = r.get("symbolRotate"), g = r.get("symbolKeepAspect"), _ = r.get("icon");
		c = _ || c || "roundRect";
		var v = II(c, r, o, s, d, m, u), y = new PI(), b = r.getModel("textStyle");
		if (W(e.getLegendIcon) && (!_ || _ === "inherit")) y.add(e.getLegendIcon({
			itemWidth: f,
			itemHeight: p,
			icon: c,
			iconRotate: h,
			itemStyle: v.itemStyle,
			lineStyle: v.lineStyle,
			symbolKeepAspect: g
		}));
		else {
			var x = _ === "inherit" && e.getData().getVisual("symbol") ? h === "inherit" ? e.getData().getVisual("symbolRotate") : h : 0;
			y.add(LI({
				itemWidth: f,
				itemHeight: p,
				icon: c,
				iconRotate: x,
				itemStyle: v.itemStyle,
				lineStyle: v.lineStyle,
				symbolKeepAspect: g
			}));
		}
		var S = a === "left" ? f + 5 : -5, C = a, w = i.get("formatter"), T = t;
		G(w) && w ? T = w.replace("{name}", t ?? "") : W(w) && (T = w(t));
		var E = m ? b.getTextColor() : r.get("inactiveColor");
		y.add(new Ko({ style: qf(b, {
			text: T,
			x: S,
			y: p / 2,
			fill: E,
			align: C,
			verticalAlign: "middle"
		}, { inheritColor: E }) }));
		var D = new Vo({
			shape: y.getBoundingRect(),
			style: { fill: "transparent" }
		}), O = r.getModel("tooltip");
		return O.get("show") && Df({
			el: D,
			componentModel: i,
			itemName: t,
			itemTooltipOption: O.option
		}), y.add(D), y.eachChild(function(e) {
			e.silent = !0;
		}), D.silent = !l, this.getContentGroup().add(y), nu(y), y.__legendDataIndex = n, y;
	}, t.prototype.layoutInner = function(e, t, n, r, i, a) {
		var o = this.getContentGroup(), s = this.getSelectorGroup();
		Jg(e.get("orient"), o, e.get("itemGap"), n.width, n.height);
		var c = o.getBoundingRect(), l = [-c.x, -c.y];
		if (s.markRedraw(), o.markRedraw(), i) {
			Jg("horizontal", s, e.get("selectorItemGap", !0));
			var u = s.getBoundingRect(), d = [-u.x, -u.y], f = e.get("selectorButtonGap", !0), p = e.getOrient().index, m = p === 0 ? "width" : "height", h = p === 0 ? "height" : "width", g = p === 0 ? "y" : "x";
			a === "end" ? d[p] += c[m] + f : l[p] += u[m] + f, d[1 - p] += c[h] / 2 - u[h] / 2, s.x = d[0], s.y = d[1], o.x = l[0], o.y = l[1];
			var _ = {
				x: 0,
				y: 0
			};
			return _[m] = c[m] + f + u[m], _[h] = Math.max(c[h], u[h]), _[g] = Math.min(0, u[g] + d[1 - p]), _;
		}
		return o.x = l[0], o.y = l[1], this.group.getBoundingRect();
	}, t.prototype.remove = function() {
		this.getContentGroup().removeAll(), this._isFirstRender = !0;
	}, t.type = "legend.plain", t;
}(qE);
function II(e, t, n, r, i, a, o) {
	function s(e, t) {
		e.lineWidth === "auto" && (e.lineWidth = t.lineWidth > 0 ? 2 : 0), NI(e, function(n, r) {
			e[r] === "inherit" && (e[r] = t[r]);
		});
	}
	var c = t.getModel("itemStyle"), l = c.getItemStyle(), u = e.lastIndexOf("empty", 0) === 0 ? "fill" : "stroke", d = c.getShallow("decal");
	l.decal = !d || d === "inherit" ? r.decal : DO(d, o), l.fill === "inherit" && (l.fill = r[i]), l.stroke === "inherit" && (l.stroke = r[u]), l.opacity === "inherit" && (l.opacity = (i === "fill" ? r : n).opacity), s(l, r);
	var f = t.getModel("lineStyle"), p = f.getLineStyle();
	if (s(p, n), l.fill === "auto" && (l.fill = r.fill), l.stroke === "auto" && (l.stroke = r.fill), p.stroke === "auto" && (p.stroke = r.fill), !a) {
		var m = t.get("inactiveBorderWidth"), h = l[u];
		l.lineWidth = m === "auto" ? r.lineWidth > 0 && h ? 2 : 0 : l.lineWidth, l.fill = t.get("inactiveColor"), l.stroke = t.get("inactiveBorderColor"), p.stroke = f.get("inactiveColor"), p.lineWidth = f.get("inactiveWidth");
	}
	return {
		itemStyle: l,
		lineStyle: p
	};
}
function LI(e) {
	var t = e.icon || "roundRect", n = xv(t, 0, 0, e.itemWidth, e.itemHeight, e.itemStyle.fill, e.symbolKeepAspect);
	return n.setStyle(e.itemStyle), n.rotation = (e.iconRotate || 0) * Math.PI / 180, n.setOrigin([e.itemWidth / 2, e.itemHeight / 2]), t.indexOf("empty") > -1 && (n.style.stroke = n.style.fill, n.style.fill = Q.color.neutral00, n.style.lineWidth = 2), n;
}
function RI(e, t, n, r) {
	BI(e, t, n, r), n.dispatchAction({
		type: "legendToggleSelect",
		name: e ?? t
	}), zI(e, t, n, r);
}
function zI(e, t, n, r) {
	n.usingTHL() || n.dispatchAction({
		type: "highlight",
		seriesName: e,
		name: t,
		excludeSeriesId: r
	});
}
function BI(e, t, n, r) {
	n.usingTHL() || n.dispatchAction({
		type: "downplay",
		seriesName: e,
		name: t,
		excludeSeriesId: r
	});
}
// node_modules/echarts/lib/component/legend/legendAction.js
function VI(e, t, n) {
	var r = e === "allSelect" || e === "inverseSelect", i = {}, a = [];
	n.eachComponent({
		mainType: "legend",
		query: t
	}, function(n) {
		r ? n[e]() : n[e](t.name), HI(n, i), a.push(n.componentIndex);
	});
	var o = {};
	return n.eachComponent("legend", function(e) {
		z(i, function(t, n) {
			e[t ? "select" : "unSelect"](n);
		}), HI(e, o);
	}), r ? {
		selected: o,
		legendIndex: a
	} : {
		name: t.name,
		selected: o
	};
}
function HI(e, t) {
	var n = t || {};
	return z(e.getData(), function(t) {
		var r = t.get("name");
		if (r !== "\n" && r !== "") {
			var i = e.isSelected(r);
			n[r] = $e(n, r) ? n[r] && i : i;
		}
	}), n;
}
function UI(e) {
	e.registerAction("legendToggleSelect", "legendselectchanged", H(VI, "toggleSelected")), e.registerAction("legendAllSelect", "legendselectall", H(VI, "allSelect")), e.registerAction("legendInverseSelect", "legendinverseselect", H(VI, "inverseSelect")), e.registerAction("legendSelect", "legendselected", H(VI, "select")), e.registerAction("legendUnSelect", "legendunselected", H(VI, "unSelect"));
}
// node_modules/echarts/lib/component/legend/legendFilter.js
var WI = Jc(GI);
function GI(e) {
	var t = e.findComponents({ mainType: "legend" });
	t && t.length && e.filterSeries(function(e) {
		for (var n = 0; n < t.length; n++) if (!t[n].isSelected(e.name)) return !1;
		return !0;
	});
}
// node_modules/echarts/lib/component/legend/installLegendPlain.js
function KI(e) {
	e.registerComponentModel(jI), e.registerComponentView(FI), e.registerProcessor(e.PRIORITY.PROCESSOR.SERIES_FILTER, WI), e.registerSubTypeDefaulter("legend", function() {
		return "plain";
	}), UI(e);
}
// node_modules/echarts/lib/component/legend/ScrollableLegendModel.js
var qI = function(e) {
	A(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.prototype.setScrollDataIndex = function(e) {
		this.option.scrollDataIndex = e;
	}, t.prototype.init = function(t, n, r) {
		var i = n_(t);
		e.prototype.init.call(this, t, n, r), JI(this, t, i);
	}, t.prototype.mergeOption = function(t, n) {
		e.prototype.mergeOption.call(this, t, n), JI(this, this.option, t);
	}, t.type = "legend.scroll", t.defaultOption = bh(jI.defaultOption, {
		scrollDataIndex: 0,
		pageButtonItemGap: 5,
		pageButtonGap: null,
		pageButtonPosition: "end",
		pageFormatter: "{current}/{total}",
		pageIcons: {
			horizontal: ["M0,0L12,-10L12,10z", "M0,0L-12,-10L-12,10z"],
			vertical: ["M0,0L20,0L10,-20z", "M0,0L20,0L10,20z"]
		},
		pageIconColor: Q.color.accent50,
		pageIconInactiveColor: Q.color.accent10,
		pageIconSize: 15,
		pageTextStyle: { color: Q.color.tertiary },
		animationDurationUpdate: 800
	}), t;
}(jI);
function JI(e, t, n) {
	var r = e.getOrient(), i = [1, 1];
	i[r.index] = 0, t_(t, n, {
		type: "box",
		ignoreSize: !!i
	});
}
// node_modules/echarts/lib/component/legend/ScrollableLegendView.js
var YI = Lu, XI = ["width", "height"], ZI = ["x", "y"], QI = function(e) {
	A(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n.newlineDisabled = !0, n._currentIndex = 0, n;
	}
	return t.prototype.init = function() {
		e.prototype.init.call(this), this.group.add(this._containerGroup = new YI()), this._containerGroup.add(this.getContentGroup()), this.group.add(this._controllerGroup = new YI());
	}, t.prototype.resetInner = function() {
		e.prototype.resetInner.call(this), this._controllerGroup.removeAll(), this._containerGroup.removeClipPath(), this._containerGroup.__rectSize = null;
	}, t.prototype.renderInner = function(t, n, r, i, a, o, s) {
		var c = this;
		e.prototype.renderInner.call(this, t, n, r, i, a, o, s);
		var l = this._controllerGroup, u = n.get("pageIconSize", !0), d = U(u) ? u : [u, u];
		p("pagePrev", 0);
		var f = n.getModel("pageTextStyle");
		l.add(new Ko({
			name: "pageText",
			style: {
				text: "xx/xx",
				fill: f.getTextColor(),
				font: f.getFont(),
				verticalAlign: "middle",
				align: "center"
			},
			silent: !0
		})), p("pageNext", 1);
		function p(e, t) {
			var r = e + "DataIndex", a = yf(n.get("pageIcons", !0)[n.getOrient().name][t], { onclick: V(c._pageGo, c, r, n, i) }, {
				x: -d[0] / 2,
				y: -d[1] / 2,
				width: d[0],
				height: d[1]
			});
			a.name = e, l.add(a);
		}
	}, t.prototype.layoutInner = function(e, t, n, r, i, a) {
		var o = this.getSelectorGroup(), s = e.getOrient().index, c = XI[s], l = ZI[s], u = XI[1 - s], d = ZI[1 - s];
		i && Jg("horizontal", o, e.get("selectorItemGap", !0));
		var f = e.get("selectorButtonGap", !0), p = o.getBoundingRect(), m = [-p.x, -p.y], h = P(n);
		i && (h[c] = n[c] - p[c] - f);
		var g = this._layoutContentAndController(e, r, h, s, c, u, d, l);
		if (i) {
			if (a === "end") m[s] += g[c] + f;
			else {
				var _ = p[c] + f;
				m[s] -= _, g[l] -= _;
			}
			g[c] += p[c] + f, m[1 - s] += g[d] + g[u] / 2 - p[u] / 2, g[u] = Math.max(g[u], p[u]), g[d] = Math.min(g[d], p[d] + m[1 - s]), o.x = m[0], o.y = m[1], o.markRedraw();
		}
		return g;
	}, t.prototype._layoutContentAndController = function(e, t, n, r, i, a, o, s) {
		var c = this.getContentGroup(), l = this._containerGroup, u = this._controllerGroup;
		Jg(e.get("orient"), c, e.get("itemGap"), r ? n.width : null, r ? null : n.height), Jg("horizontal", u, e.get("pageButtonItemGap", !0));
		var d = c.getBoundingRect(), f = u.getBoundingRect(), p = this._showController = d[i] > n[i], m = [-d.x, -d.y];
		t || (m[r] = c[s]);
		var h = [0, 0], g = [-f.x, -f.y], _ = q(e.get("pageButtonGap", !0), e.get("itemGap", !0));
		p && (e.get("pageButtonPosition", !0) === "end" ? g[r] += n[i] - f[i] : h[r] += f[i] + _), g[1 - r] += d[a] / 2 - f[a] / 2, c.setPosition(m), l.setPosition(h), u.setPosition(g);
		var v = {
			x: 0,
			y: 0
		};
		if (v[i] = p ? n[i] : d[i], v[a] = Math.max(d[a], f[a]), v[o] = Math.min(0, f[o] + g[1 - r]), l.__rectSize = n[i], p) {
			var y = {
				x: 0,
				y: 0
			};
			y[i] = Math.max(n[i] - f[i] - _, 0), y[a] = v[a], l.setClipPath(new Vo({ shape: y })), l.__rectSize = y[i];
		} else u.eachChild(function(e) {
			e.attr({
				invisible: !0,
				silent: !0
			});
		});
		var b = this._getPageInfo(e);
		return b.pageIndex != null && Bd(c, {
			x: b.contentPosition[0],
			y: b.contentPosition[1]
		}, p ? e : null), this._updatePageInfoView(e, b), v;
	}, t.prototype._pageGo = function(e, t, n) {
		var r = this._getPageInfo(t)[e];
		r != null && n.dispatchAction({
			type: "legendScroll",
			scrollDataIndex: r,
			legendId: t.id
		});
	}, t.prototype._updatePageInfoView = function(e, t) {
		var n = this._controllerGroup;
		z(["pagePrev", "pageNext"], function(r) {
			var i = t[r + "DataIndex"] != null, a = n.childOfName(r);
			a && (a.setStyle("fill", i ? e.get("pageIconColor", !0) : e.get("pageIconInactiveColor", !0)), a.cursor = i ? "pointer" : "default");
		});
		var r = n.childOfName("pageText"), i = e.get("pageFormatter"), a = t.pageIndex, o = a == null ? 0 : a + 1, s = t.pageCount;
		r && i && r.setStyle("text", G(i) ? i.replace("{current}", o == null ? "" : o + "").replace("{total}", s == null ? "" : s + "") : i({
			current: o,
			total: s
		}));
	}, t.prototype._getPageInfo = function(e) {
		var t = e.get("scrollDataIndex", !0), n = this.getContentGroup(), r = this._containerGroup.__rectSize, i = e.getOrient().index, a = XI[i], o = ZI[i], s = this._findTargetItemIndex(t), c = n.children(), l = c[s], u = c.length, d = +!!u, f = {
			contentPosition: [n.x, n.y],
			pageCount: d,
			pageIndex: d - 1,
			pagePrevDataIndex: null,
			pageNextDataIndex: null
		};
		if (!l) return f;
		var p = v(l);
		f.contentPosition[i] = -p.s;
		for (var m = s + 1, h = p, g = p, _ = null; m <= u; ++m) _ = v(c[m]), (!_ && g.e > h.s + r || _ && !y(_, h.s)) && (h = g.i > h.i ? g : _, h && (f.pageNextDataIndex ?? (f.pageNextDataIndex = h.i), ++f.pageCount)), g = _;
		for (var m = s - 1, h = p, g = p, _ = null; m >= -1; --m) _ = v(c[m]), (!_ || !y(g, _.s)) && h.i < g.i && (g = h, f.pagePrevDataIndex ?? (f.pagePrevDataIndex = h.i), ++f.pageCount, ++f.pageIndex), h = _;
		return f;
		function v(e) {
			if (e) {
				var t = e.getBoundingRect(), n = t[o] + e[o];
				return {
					s: n,
					e: n + t[a],
					i: e.__legendDataIndex
				};
			}
		}
		function y(e, t) {
			return e.e >= t && e.s <= t + r;
		}
	}, t.prototype._findTargetItemIndex = function(e) {
		if (!this._showController) return 0;
		var t, n = this.getContentGroup(), r;
		return n.eachChild(function(n, i) {
			var a = n.__legendDataIndex;
			r == null && a != null && (r = i), a === e && (t = i);
		}), t ?? r;
	}, t.type = "legend.scroll", t;
}(FI);
// node_modules/echarts/lib/component/legend/scrollableLegendAction.js
function $I(e) {
	e.registerAction("legendScroll", "legendscroll", function(e, t) {
		var n = e.scrollDataIndex;
		n != null && t.eachComponent({
			mainType: "legend",
			subType: "scroll",
			query: e
		}, function(e) {
			e.setScrollDataIndex(n);
		});
	});
}
// node_modules/echarts/lib/component/legend/installLegendScroll.js
function eL(e) {
	pA(KI), e.registerComponentModel(qI), e.registerComponentView(QI), $I(e);
}
// node_modules/echarts/lib/component/legend/install.js
function tL(e) {
	pA(KI), pA(eL);
}
// node_modules/echarts/lib/component/dataZoom/InsideZoomModel.js
var nL = function(e) {
	A(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.type = "dataZoom.inside", t.defaultOption = bh(oP.defaultOption, {
		disabled: !1,
		zoomLock: !1,
		zoomOnMouseWheel: !0,
		moveOnMouseMove: !0,
		moveOnMouseWheel: !1,
		preventDefaultMouseMove: !0
	}), t;
}(oP), rL = bc();
function iL(e, t, n) {
	rL(e).coordSysRecordMap.each(function(e) {
		var r = e.dataZoomInfoMap.get(t.uid);
		r && (r.getRange = n);
	});
}
function aL(e, t) {
	for (var n = rL(e).coordSysRecordMap, r = n.keys(), i = 0; i < r.length; i++) {
		var a = r[i], o = n.get(a), s = o.dataZoomInfoMap;
		if (s) {
			var c = t.uid;
			s.get(c) && (s.removeKey(c), s.keys().length || oL(n, o));
		}
	}
}
function oL(e, t) {
	if (t) {
		e.removeKey(t.model.uid);
		var n = t.controller;
		n && n.dispose();
	}
}
function sL(e, t) {
	var n = {
		model: t,
		containsPoint: H(lL, t),
		dispatchAction: H(cL, e),
		dataZoomInfoMap: null,
		controller: null
	}, r = n.controller = new Pj(e.getZr());
	return z([
		"pan",
		"zoom",
		"scrollMove"
	], function(e) {
		r.on(e, function(t) {
			var r = [];
			n.dataZoomInfoMap.each(function(i) {
				if (t.isAvailableBehavior(i.model.option)) {
					var a = (i.getRange || {})[e], o = a && a(i.dzReferCoordSysInfo, n.model.mainType, n.controller, t);
					!i.model.get("disabled", !0) && o && r.push({
						dataZoomId: i.model.id,
						start: o[0],
						end: o[1]
					});
				}
			}), r.length && n.dispatchAction(r);
		});
	}), n;
}
function cL(e, t) {
	e.isDisposed() || e.dispatchAction({
		type: "dataZoom",
		animation: {
			easing: "cubicOut",
			duration: 100
		},
		batch: t
	});
}
function lL(e, t, n, r) {
	return e.coordinateSystem.containPoint([n, r]);
}
function uL(e, t, n) {
	var r, i = "type_", a = {
		type_true: 2,
		type_move: 1,
		type_false: 0,
		type_undefined: -1
	}, o = !0, s, c;
	return e.each(function(e) {
		var t = e.model, n = t.get("disabled", !0) ? !1 : !t.get("zoomLock", !0) || "move";
		a[i + n] > a[i + r] && (r = n), o = o && t.get("preventDefaultMouseMove", !0), s = q(t.get("cursorGrab", !0), s), c = q(t.get("cursorGrabbing", !0), c);
	}), {
		controlType: r,
		opt: {
			zoomOnMouseWheel: !0,
			moveOnMouseMove: !0,
			moveOnMouseWheel: !0,
			preventDefaultMouseMove: !!o,
			api: n,
			zInfo: { component: t.model },
			triggerInfo: {
				roamTrigger: null,
				isInSelf: t.containsPoint
			},
			cursorGrab: s,
			cursorGrabbing: c
		}
	};
}
function dL(e) {
	e.registerUpdateLifecycle("coordsys:aftercreate", function(e, t) {
		var n = rL(t), r = n.coordSysRecordMap || (n.coordSysRecordMap = J());
		r.each(function(e) {
			e.dataZoomInfoMap = null;
		}), e.eachComponent({
			mainType: "dataZoom",
			subType: "inside"
		}, function(e) {
			z(eP(e).infoList, function(n) {
				var i = n.model.uid, a = r.get(i) || r.set(i, sL(t, n.model));
				(a.dataZoomInfoMap || (a.dataZoomInfoMap = J())).set(e.uid, {
					dzReferCoordSysInfo: n,
					model: e,
					getRange: null
				});
			});
		}), r.each(function(e) {
			var n = e.controller, i, a = e.dataZoomInfoMap;
			if (a) {
				var o = a.keys()[0];
				o != null && (i = a.get(o));
			}
			if (!i) oL(r, e);
			else {
				var s = uL(a, e, t);
				n.enable(s.controlType, s.opt), JC(e, "dispatchAction", i.model.get("throttle", !0), "fixRate");
			}
		});
	});
}
// node_modules/echarts/lib/component/dataZoom/InsideZoomView.js
var fL = function(e) {
	A(t, e);
	function t() {
		var t = e !== null && e.apply(this, arguments) || this;
		return t.type = "dataZoom.inside", t;
	}
	return t.prototype.render = function(t, n, r) {
		e.prototype.render.apply(this, arguments), t.noTarget() ? this._clear() : (this.range = t.getPercentRange(), iL(r, t, {
			pan: V(pL.pan, this),
			zoom: V(pL.zoom, this),
			scrollMove: V(pL.scrollMove, this)
		}));
	}, t.prototype.dispose = function() {
		this._clear(), e.prototype.dispose.apply(this, arguments);
	}, t.prototype._clear = function() {
		aL(this.api, this.dataZoomModel), this.range = null;
	}, t.type = "dataZoom.inside", t;
}(lP), pL = {
	zoom: function(e, t, n, r) {
		var i = this.range, a = i.slice(), o = e.axisModels[0];
		if (o) {
			var s = hL[t](null, [r.originX, r.originY], o, n, e), c = (s.signal > 0 ? s.pixelStart + s.pixelLength - s.pixel : s.pixel - s.pixelStart) / s.pixelLength * (a[1] - a[0]) + a[0], l = Math.max(1 / r.scale, 0);
			a[0] = (a[0] - c) * l + c, a[1] = (a[1] - c) * l + c;
			var u = this.dataZoomModel.findRepresentativeAxisProxy().getMinMaxSpan();
			if (Zj(0, a, [0, 100], 0, u.minSpan, u.maxSpan), this.range = a, i[0] !== a[0] || i[1] !== a[1]) return a;
		}
	},
	pan: mL(function(e, t, n, r, i, a) {
		var o = hL[r]([a.oldX, a.oldY], [a.newX, a.newY], t, i, n);
		return o.signal * (e[1] - e[0]) * o.pixel / o.pixelLength;
	}),
	scrollMove: mL(function(e, t, n, r, i, a) {
		return hL[r]([0, 0], [a.scrollDelta, a.scrollDelta], t, i, n).signal * (e[1] - e[0]) * a.scrollDelta;
	})
};
function mL(e) {
	return function(t, n, r, i) {
		var a = this.range, o = a.slice(), s = t.axisModels[0];
		if (s && (Zj(e(o, s, t, n, r, i), o, [0, 100], "all"), this.range = o, a[0] !== o[0] || a[1] !== o[1])) return o;
	};
}
var hL = {
	grid: function(e, t, n, r, i) {
		var a = n.axis, o = {}, s = i.model.coordinateSystem.getRect();
		return e = e || [0, 0], a.dim === "x" ? (o.pixel = t[0] - e[0], o.pixelLength = s.width, o.pixelStart = s.x, o.signal = a.inverse ? 1 : -1) : (o.pixel = t[1] - e[1], o.pixelLength = s.height, o.pixelStart = s.y, o.signal = a.inverse ? -1 : 1), o;
	},
	polar: function(e, t, n, r, i) {
		var a = n.axis, o = {}, s = i.model.coordinateSystem, c = s.getRadiusAxis().getExtent(), l = s.getAngleAxis().getExtent();
		return e = e ? s.pointToCoord(e) : [0, 0], t = s.pointToCoord(t), n.mainType === "radiusAxis" ? (o.pixel = t[0] - e[0], o.pixelLength = c[1] - c[0], o.pixelStart = c[0], o.signal = a.inverse ? 1 : -1) : (o.pixel = t[1] - e[1], o.pixelLength = l[1] - l[0], o.pixelStart = l[0], o.signal = a.inverse ? -1 : 1), o;
	},
	singleAxis: function(e, t, n, r, i) {
		var a = n.axis, o = i.model.coordinateSystem.getRect(), s = {};
		return e = e || [0, 0], a.orient === "horizontal" ? (s.pixel = t[0] - e[0], s.pixelLength = o.width, s.pixelStart = o.x, s.signal = a.inverse ? 1 : -1) : (s.pixel = t[1] - e[1], s.pixelLength = o.height, s.pixelStart = o.y, s.signal = a.inverse ? -1 : 1), s;
	}
};
// node_modules/echarts/lib/component/dataZoom/installDataZoomInside.js
function gL(e) {
	hP(e), e.registerComponentModel(nL), e.registerComponentView(fL), dL(e);
}
// node_modules/echarts/lib/component/dataZoom/SliderZoomModel.js
var _L = function(e) {
	A(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n;
	}
	return t.type = "dataZoom.slider", t.layoutMode = "box", t.defaultOption = bh(oP.defaultOption, {
		show: !0,
		right: "ph",
		top: "ph",
		width: "ph",
		height: "ph",
		left: null,
		bottom: null,
		borderColor: Q.color.accent10,
		borderRadius: 0,
		backgroundColor: Q.color.transparent,
		dataBackground: {
			lineStyle: {
				color: Q.color.accent30,
				width: .5
			},
			areaStyle: {
				color: Q.color.accent20,
				opacity: .2
			}
		},
		selectedDataBackground: {
			lineStyle: {
				color: Q.color.accent40,
				width: .5
			},
			areaStyle: {
				color: Q.color.accent20,
				opacity: .3
			}
		},
		fillerColor: "rgba(135,175,274,0.2)",
		handleIcon: "path://M-9.35,34.56V42m0-40V9.5m-2,0h4a2,2,0,0,1,2,2v21a2,2,0,0,1-2,2h-4a2,2,0,0,1-2-2v-21A2,2,0,0,1-11.35,9.5Z",
		handleSize: "100%",
		handleStyle: {
			color: Q.color.neutral00,
			borderColor: Q.color.accent20
		},
		moveHandleSize: 7,
		moveHandleIcon: "path://M-320.9-50L-320.9-50c18.1,0,27.1,9,27.1,27.1V85.7c0,18.1-9,27.1-27.1,27.1l0,0c-18.1,0-27.1-9-27.1-27.1V-22.9C-348-41-339-50-320.9-50z M-212.3-50L-212.3-50c18.1,0,27.1,9,27.1,27.1V85.7c0,18.1-9,27.1-27.1,27.1l0,0c-18.1,0-27.1-9-27.1-27.1V-22.9C-239.4-41-230.4-50-212.3-50z M-103.7-50L-103.7-50c18.1,0,27.1,9,27.1,27.1V85.7c0,18.1-9,27.1-27.1,27.1l0,0c-18.1,0-27.1-9-27.1-27.1V-22.9C-130.9-41-121.8-50-103.7-50z",
		moveHandleStyle: {
			color: Q.color.accent40,
			opacity: .5
		},
		showDetail: !0,
		showDataShadow: "auto",
		realtime: !0,
		zoomLock: !1,
		textStyle: { color: Q.color.tertiary },
		brushSelect: !0,
		brushStyle: {
			color: Q.color.accent30,
			opacity: .3
		},
		emphasis: {
			handleLabel: { show: !0 },
			handleStyle: { borderColor: Q.color.accent40 },
			moveHandleStyle: { opacity: .8 }
		},
		defaultLocationEdgeGap: 15
	}), t;
}(oP), vL = Vo, yL = 1, bL = 30, xL = 7, SL = "horizontal", CL = "vertical", wL = 5, TL = [
	"line",
	"bar",
	"candlestick",
	"scatter"
], EL = {
	easing: "cubicOut",
	duration: 100,
	delay: 0
}, DL = function(e) {
	A(t, e);
	function t() {
		var n = e !== null && e.apply(this, arguments) || this;
		return n.type = t.type, n._displayables = {}, n;
	}
	return t.prototype.init = function(e, t) {
		this.api = t, this._onBrush = V(this._onBrush, this), this._onBrushEnd = V(this._onBrushEnd, this);
	}, t.prototype.render = function(t, n, r, i) {
		e.prototype.render.apply(this, arguments), JC(this, "_dispatchZoomAction", t.get("throttle"), "fixRate"), this._orient = t.getOrient(), t.get("show") === !1 ? this.group.removeAll() : t.noTarget() ? (this._clear(), this.group.removeAll()) : (i && i.type === "dataZoom" && i.from === this.uid || this._buildView(), this._updateView());
	}, t.prototype.dispose = function() {
		this._clear(), e.prototype.dispose.apply(this, arguments);
	}, t.prototype._clear = function() {
		YC(this, "_dispatchZoomAction");
		var e = this.api.getZr();
		e.off("mousemove", this._onBrush), e.off("mouseup", this._onBrushEnd);
	}, t.prototype._buildView = function() {
		var e = this.group;
		e.removeAll(), this._brushing = !1, this._displayables.brushRect = null, this._resetLocation(), this._resetInterval();
		var t = this._displayables.sliderGroup = new Lu();
		this._renderBackground(), this._renderHandle(), this._renderDataShadow(), e.add(t), this._positionGroup();
	}, t.prototype._resetLocation = function() {
		var e = this.dataZoomModel, t = this.api, n = e.get("brushSelect") ? xL : 0, r = Qg(e, t).refContainer, i = this._findCoordRect(), a = e.get("defaultLocationEdgeGap", !0) || 0, o = this._orient === SL ? {
			right: r.width - i.x - i.width,
			top: r.height - bL - a - n,
			width: i.width,
			height: bL
		} : {
			right: a,
			top: i.y,
			width: bL,
			height: i.height
		}, s = n_(e.option);
		z([
			"right",
			"top",
			"width",
			"height"
		], function(e) {
			s[e] === "ph" && (s[e] = o[e]);
		});
		var c = Xg(s, r);
		this._location = {
			x: c.x,
			y: c.y
		}, this._size = [c.width, c.height], this._orient === CL && this._size.reverse();
	}, t.prototype._positionGroup = function() {
		var e = this.group, t = this._location, n = this._orient, r = this.dataZoomModel.getFirstTargetAxisModel(), i = r && r.get("inverse"), a = this._displayables.sliderGroup, o = (this._dataShadowInfo || {}).otherAxisInverse;
		a.attr(n === SL && !i ? {
			scaleY: o ? 1 : -1,
			scaleX: 1
		} : n === SL && i ? {
			scaleY: o ? 1 : -1,
			scaleX: -1
		} : n === CL && !i ? {
			scaleY: o ? -1 : 1,
			scaleX: 1,
			rotation: Math.PI / 2
		} : {
			scaleY: o ? -1 : 1,
			scaleX: -1,
			rotation: Math.PI / 2
		});
		var s = e.getBoundingRect([a]), c = isNaN(s.x) ? 0 : s.x, l = isNaN(s.y) ? 0 : s.y;
		e.x = t.x - c, e.y = t.y - l, e.markRedraw();
	}, t.prototype._getViewExtent = function() {
		return [0, this._size[0]];
	}, t.prototype._renderBackground = function() {
		var e = this.dataZoomModel, t = this._size, n = this._displayables.sliderGroup, r = e.get("brushSelect");
		n.add(new vL({
			silent: !0,
			shape: {
				x: 0,
				y: 0,
				width: t[0],
				height: t[1]
			},
			style: { fill: e.get("backgroundColor") },
			z2: -40
		}));
		var i = new vL({
			shape: {
				x: 0,
				y: 0,
				width: t[0],
				height: t[1]
			},
			style: { fill: "transparent" },
			z2: 0,
			onclick: V(this._onClickPanel, this)
		}), a = this.api.getZr();
		r ? (i.on("mousedown", this._onBrushStart, this), i.cursor = "crosshair", a.on("mousemove", this._onBrush), a.on("mouseup", this._onBrushEnd)) : (a.off("mousemove", this._onBrush), a.off("mouseup", this._onBrushEnd)), n.add(i);
	}, t.prototype._renderDataShadow = function() {
		var e = this._dataShadowInfo = this._prepareDataShadowInfo();
		if (this._displayables.dataShadowSegs = [], !e) return;
		var t = this._size, n = this._shadowSize || [], r = e.series, i = r.getRawData(), a = r.getShadowDim && r.getShadowDim(), o = a && i.getDimensionInfo(a) ? r.getShadowDim() : e.otherDim;
		if (o == null) return;
		var s = this._shadowPolygonPts, c = this._shadowPolylinePts;
		if (i !== this._shadowData || o !== this._shadowDim || t[0] !== n[0] || t[1] !== n[1]) {
			var l = i.getDataExtent(e.thisDim), u = i.getDataExtent(o), d = (u[1] - u[0]) * .3;
			u = [u[0] - d, u[1] + d];
			var f = [0, t[1]], p = [0, t[0]], m = [[t[0], 0], [0, 0]], h = [], g = p[1] / Math.max(1, i.count() - 1), _ = t[0] / (l[1] - l[0]), v = e.thisAxis.type === "time", y = -g, b = Math.round(i.count() / t[0]), x;
			i.each([e.thisDim, o], function(e, t, n) {
				if (b > 0 && n % b) v || (y += g);
				else {
					y = v ? (+e - l[0]) * _ : y + g;
					var r = t == null || isNaN(t) || t === "", i = r ? 0 : bs(t, u, f, !0);
					r && !x && n ? (m.push([m[m.length - 1][0], 0]), h.push([h[h.length - 1][0], 0])) : !r && x && (m.push([y, 0]), h.push([y, 0])), r || (m.push([y, i]), h.push([y, i])), x = r;
				}
			}), s = this._shadowPolygonPts = m, c = this._shadowPolylinePts = h;
		}
		this._shadowData = i, this._shadowDim = o, this._shadowSize = [t[0], t[1]];
		var S = this.dataZoomModel;
		function C(e) {
			var t = S.getModel(e ? "selectedDataBackground" : "dataBackground"), n = new Lu(), r = new ud({
				shape: { points: s },
				segmentIgnoreThreshold: 1,
				style: t.getModel("areaStyle").getAreaStyle(),
				silent: !0,
				z2: -20
			}), i = new fd({
				shape: { points: c },
				segmentIgnoreThreshold: 1,
				style: t.getModel("lineStyle").getLineStyle(),
				silent: !0,
				z2: -19
			});
			return n.add(r), n.add(i), n;
		}
		for (var w = 0; w < 3; w++) {
			var T = C(w === 1);
			this._displayables.sliderGroup.add(T), this._displayables.dataShadowSegs.push(T);
		}
	}, t.prototype._prepareDataShadowInfo = function() {
		var e = this.dataZoomModel, t = e.get("showDataShadow");
		if (t !== !1) {
			var n, r = this.ecModel;
			return e.eachTargetAxis(function(i, a) {
				z(e.getAxisProxy(i, a).getTargetSeriesModels(), function(e) {
					if (!n && !(t !== !0 && R(TL, e.get("type")) < 0)) {
						var o = r.getComponent(QN(i), a).axis, s = kL(i), c, l = e.coordinateSystem;
						s != null && l.getOtherAxis && (c = l.getOtherAxis(o).inverse), s = e.getData().mapDimension(s), n = {
							thisAxis: o,
							series: e,
							thisDim: e.getData().mapDimension(i),
							otherDim: s,
							otherAxisInverse: c
						};
					}
				}, this);
			}, this), n;
		}
	}, t.prototype._renderHandle = function() {
		var e = this.group, t = this._displayables, n = t.handles = [null, null], r = t.handleLabels = [null, null], i = this._displayables.sliderGroup, a = this._size, o = this.dataZoomModel, s = this.api, c = o.get("borderRadius") || 0, l = o.get("brushSelect"), u = t.filler = new vL({
			silent: l,
			style: { fill: o.get("fillerColor") },
			textConfig: { position: "inside" }
		});
		i.add(u), i.add(new vL({
			silent: !0,
			subPixelOptimize: !0,
			shape: {
				x: 0,
				y: 0,
				width: a[0],
				height: a[1],
				r: c
			},
			style: {
				stroke: o.get("dataBackgroundColor") || o.get("borderColor"),
				lineWidth: yL,
				fill: Q.color.transparent
			}
		})), z([0, 1], function(t) {
			var a = o.get("handleIcon");
			!vv[a] && a.indexOf("path://") < 0 && a.indexOf("image://") < 0 && (a = "path://" + a);
			var s = xv(a, -1, 0, 2, 2, null, !0);
			s.attr({
				cursor: AL(this._orient),
				draggable: !0,
				drift: V(this._onDragMove, this, t),
				ondragend: V(this._onDragEnd, this),
				onmouseover: V(this._onOverDataInfoTriggerArea, this, !0),
				onmouseout: V(this._onOverDataInfoTriggerArea, this, !1),
				z2: 5
			});
			var c = s.getBoundingRect(), l = o.get("handleSize");
			this._handleHeight = xs(l, this._size[1]), this._handleWidth = c.width / c.height * this._handleHeight, s.setStyle(o.getModel("handleStyle").getItemStyle()), s.style.strokeNoScale = !0, s.rectHover = !0, s.ensureState("emphasis").style = o.getModel(["emphasis", "handleStyle"]).getItemStyle(), nu(s);
			var u = o.get("handleColor");
			u != null && (s.style.fill = u), i.add(n[t] = s);
			var d = o.getModel("textStyle"), f = (o.get("handleLabel") || {}).show || !1;
			e.add(r[t] = new Ko({
				silent: !0,
				invisible: !f,
				style: qf(d, {
					x: 0,
					y: 0,
					text: "",
					verticalAlign: "middle",
					align: "center",
					fill: d.getTextColor(),
					font: d.getFont()
				}),
				z2: 10
			}));
		}, this);
		var d = u;
		if (l) {
			var f = xs(o.get("moveHandleSize"), a[1]), p = t.moveHandle = new Vo({
				style: o.getModel("moveHandleStyle").getItemStyle(),
				silent: !0,
				shape: {
					r: [
						0,
						0,
						2,
						2
					],
					y: a[1] - .5,
					height: f
				}
			}), m = f * .8, h = t.moveHandleIcon = xv(o.get("moveHandleIcon"), -m / 2, -m / 2, m, m, Q.color.neutral00, !0);
			h.silent = !0, h.y = a[1] + f / 2 - .5, p.ensureState("emphasis").style = o.getModel(["emphasis", "moveHandleStyle"]).getItemStyle();
			var g = Math.min(a[1] / 2, Math.max(f, 10));
			d = t.moveZone = new Vo({
				invisible: !0,
				shape: {
					y: a[1] - g,
					height: f + g
				}
			}), d.on("mouseover", function() {
				s.enterEmphasis(p);
			}).on("mouseout", function() {
				s.leaveEmphasis(p);
			}), i.add(p), i.add(h), i.add(d);
		}
		d.attr({
			draggable: !0,
			cursor: "grab",
			drift: V(this._onActualMoveZoneDrift, this),
			ondragstart: V(this._onActualMoveZoneDragStart, this),
			ondragend: V(this._onActualMoveZoneDragEnd, this),
			onmouseover: V(this._onOverDataInfoTriggerArea, this, !0),
			onmouseout: V(this._onOverDataInfoTriggerArea, this, !1)
		});
	}, t.prototype._resetInterval = function() {
		var e = this._range = this.dataZoomModel.getPercentRange(), t = this._getViewExtent();
		this._handleEnds = [bs(e[0], [0, 100], t, !0), bs(e[1], [0, 100], t, !0)];
	}, t.prototype._updateInterval = function(e, t) {
		var n = this.dataZoomModel, r = this._handleEnds, i = this._getViewExtent(), a = n.findRepresentativeAxisProxy().getMinMaxSpan(), o = [0, 100];
		Zj(t, r, i, n.get("zoomLock") ? "all" : e, a.minSpan == null ? null : bs(a.minSpan, o, i, !0), a.maxSpan == null ? null : bs(a.maxSpan, o, i, !0));
		var s = this._range, c = this._range = Ts([bs(r[0], i, o, !0), bs(r[1], i, o, !0)]);
		return !s || s[0] !== c[0] || s[1] !== c[1];
	}, t.prototype._updateView = function(e) {
		var t = this._displayables, n = this._handleEnds, r = Ts(n.slice()), i = this._size;
		z([0, 1], function(e) {
			var r = t.handles[e], a = this._handleHeight;
			r.attr({
				scaleX: a / 2,
				scaleY: a / 2,
				x: n[e] + (e ? -1 : 1),
				y: i[1] / 2 - a / 2
			});
		}, this), t.filler.setShape({
			x: r[0],
			y: 0,
			width: r[1] - r[0],
			height: i[1]
		});
		var a = {
			x: r[0],
			width: r[1] - r[0]
		};
		t.moveHandle && (t.moveHandle.setShape(a), t.moveZone.setShape(a), t.moveZone.getBoundingRect(), t.moveHandleIcon && t.moveHandleIcon.attr("x", a.x + a.width / 2));
		for (var o = t.dataShadowSegs, s = [
			0,
			r[0],
			r[1],
			i[0]
		], c = 0; c < o.length; c++) {
			var l = o[c], u = l.getClipPath();
			u || (u = new Vo(), l.setClipPath(u)), u.setShape({
				x: s[c],
				y: 0,
				width: s[c + 1] - s[c],
				height: i[1]
			});
		}
		this._updateDataInfo(e);
	}, t.prototype._updateDataInfo = function(e) {
		var t = this.dataZoomModel, n = this._displayables, r = n.handleLabels, i = this._orient, a = ["", ""];
		if (t.get("showDetail")) {
			var o = t.findRepresentativeAxisProxy(), s = o.getAxisModel().axis.scale;
			if (o) {
				var c = this._range, l;
				if (e) {
					var u = {
						start: c[0],
						end: c[1]
					}, d = iP(t, o);
					if (d) {
						var f = d.calculateDataWindow(u).percentInverted;
						u = {
							start: f[0],
							end: f[1]
						};
					}
					l = o.calculateDataWindow(u);
				} else l = o.getWindow();
				a = [OL(t, 0, l, s), OL(t, 1, l, s)];
			}
		}
		var p = Ts(this._handleEnds.slice());
		m.call(this, 0), m.call(this, 1);
		function m(e) {
			var t = df(n.handles[e].parent, this.group), o = pf(e === 0 ? "right" : "left", t), s = this._handleWidth / 2 + wL, c = ff([p[e] + (e === 0 ? -s : s), this._size[1] / 2], t);
			r[e].setStyle({
				x: c[0],
				y: c[1],
				verticalAlign: i === SL ? "middle" : o,
				align: i === SL ? o : "center",
				text: a[e]
			});
		}
	}, t.prototype._onOverDataInfoTriggerArea = function(e) {
		this._isOverDataInfoTriggerArea = e, this._showDataInfo(e);
	}, t.prototype._showDataInfo = function(e) {
		var t = (this.dataZoomModel.get("handleLabel") || {}).show || !1, n = this.dataZoomModel.getModel(["emphasis", "handleLabel"]).get("show") || !1, r = e || this._dragging ? n : t, i = this._displayables, a = i.handleLabels;
		a[0].attr("invisible", !r), a[1].attr("invisible", !r), i.moveHandle && this.api[r ? "enterEmphasis" : "leaveEmphasis"](i.moveHandle, 1);
	}, t.prototype._onActualMoveZoneDrift = function(e, t, n) {
		this.api.getZr().setCursorStyle("grabbing"), this._onDragMove("all", e, t, n);
	}, t.prototype._onActualMoveZoneDragStart = function(e) {
		e.target.attr("cursor", "grabbing"), this._showDataInfo(!0);
	}, t.prototype._onActualMoveZoneDragEnd = function(e) {
		e.target.attr("cursor", "grab"), this._onDragEnd();
	}, t.prototype._onDragMove = function(e, t, n, r) {
		this._dragging = !0, Uw(r.event);
		var i = this._displayables.sliderGroup.getLocalTransform(), a = ff([t, n], i, !0), o = this._updateInterval(e, a[0]), s = this.dataZoomModel.get("realtime");
		this._updateView(!s), o && s && this._dispatchZoomAction(!0);
	}, t.prototype._onDragEnd = function() {
		this._dragging = !1, this._isOverDataInfoTriggerArea || this._showDataInfo(!1), !this.dataZoomModel.get("realtime") && this._dispatchZoomAction(!1);
	}, t.prototype._onClickPanel = function(e) {
		var t = this._size, n = this._displayables.sliderGroup.transformCoordToLocal(e.offsetX, e.offsetY);
		if (!(n[0] < 0 || n[0] > t[0] || n[1] < 0 || n[1] > t[1])) {
			var r = this._handleEnds, i = (r[0] + r[1]) / 2, a = this._updateInterval("all", n[0] - i);
			this._updateView(), a && this._dispatchZoomAction(!1);
		}
	}, t.prototype._onBrushStart = function(e) {
		var t = e.offsetX, n = e.offsetY;
		this._brushStart = new en(t, n), this._brushing = !0, this._brushStartTime = +/* @__PURE__ */ new Date();
	}, t.prototype._onBrushEnd = function(e) {
		if (this._brushing) {
			var t = this._displayables.brushRect;
			if (this._brushing = !1, t) {
				t.attr("ignore", !0);
				var n = t.shape;
				if (!(+/* @__PURE__ */ new Date() - this._brushStartTime < 200 && Math.abs(n.width) < 5)) {
					var r = this._getViewExtent(), i = [0, 100], a = this._handleEnds = [n.x, n.x + n.width], o = this.dataZoomModel.findRepresentativeAxisProxy().getMinMaxSpan();
					Zj(0, a, r, 0, o.minSpan == null ? null : bs(o.minSpan, i, r, !0), o.maxSpan == null ? null : bs(o.maxSpan, i, r, !0)), this._range = Ts([bs(a[0], r, i, !0), bs(a[1], r, i, !0)]), this._updateView(), this._dispatchZoomAction(!1);
				}
			}
		}
	}, t.prototype._onBrush = function(e) {
		this._brushing && (Uw(e.event), this._updateBrushRect(e.offsetX, e.offsetY));
	}, t.prototype._updateBrushRect = function(e, t) {
		var n = this._displayables, r = this.dataZoomModel, i = n.brushRect;
		i || (i = n.brushRect = new vL({
			silent: !0,
			style: r.getModel("brushStyle").getItemStyle()
		}), n.sliderGroup.add(i)), i.attr("ignore", !1);
		var a = this._brushStart, o = this._displayables.sliderGroup, s = o.transformCoordToLocal(e, t), c = o.transformCoordToLocal(a.x, a.y), l = this._size;
		s[0] = Math.max(Math.min(l[0], s[0]), 0), i.setShape({
			x: c[0],
			y: 0,
			width: s[0] - c[0],
			height: l[1]
		});
	}, t.prototype._dispatchZoomAction = function(e) {
		var t = this._range;
		this.api.dispatchAction({
			type: "dataZoom",
			from: this.uid,
			dataZoomId: this.dataZoomModel.id,
			animation: e ? EL : null,
			start: t[0],
			end: t[1]
		});
	}, t.prototype._findCoordRect = function() {
		var e, t = eP(this.dataZoomModel).infoList;
		if (!e && t.length) {
			var n = t[0].model.coordinateSystem;
			e = n.getRect && n.getRect();
		}
		if (!e) {
			var r = this.api.getWidth(), i = this.api.getHeight();
			e = {
				x: r * .2,
				y: i * .2,
				width: r * .6,
				height: i * .6
			};
		}
		return e;
	}, t.type = "dataZoom.slider", t;
}(lP);
function OL(e, t, n, r) {
	var i = e.get("labelFormatter"), a = e.get("labelPrecision");
	(a == null || a === "auto") && (a = n.valuePrecision);
	var o = n.value[t], s = o == null || isNaN(o) ? "" : Ay(r) || Oy(r) ? r.getLabel({ value: Math.round(o) }) : isFinite(a) ? Z(o, a, !0) : o + "";
	return W(i) ? i(o, s) : G(i) ? i.replace("{value}", s) : s;
}
function kL(e) {
	return {
		x: "y",
		y: "x",
		radius: "angle",
		angle: "radius"
	}[e];
}
function AL(e) {
	return e === "vertical" ? "ns-resize" : "ew-resize";
}
// node_modules/echarts/lib/component/dataZoom/installDataZoomSlider.js
function jL(e) {
	e.registerComponentModel(_L), e.registerComponentView(DL), hP(e);
}
// node_modules/echarts/lib/component/dataZoom/install.js
function ML(e) {
	pA(gL), pA(jL);
}
// node_modules/zrender/lib/canvas/Layer.js
function NL(e, t, n) {
	var r = M.createCanvas(), i = t.getWidth(), a = t.getHeight(), o = r.style;
	return o && (o.position = "absolute", o.left = "0", o.top = "0", o.width = i + "px", o.height = a + "px", r.setAttribute("data-zr-dom-id", e)), r.width = i * n, r.height = a * n, r;
}
function PL(e) {
	return !e.__cursors.get(0);
}
function FL(e) {
	var t = e.__cursors.get(0);
	return {
		startIdx: t ? t.startIdx : 0,
		endIdx: t ? t.endIdx : 0
	};
}
var IL = function(e) {
	A(t, e);
	function t(t, n, r) {
		var i = e.call(this) || this;
		i.motionBlur = !1, i.lastFrameAlpha = .7, i.dpr = 1, i.virtual = !1, i.config = {}, i.zlevel = 0, i.zlevel2 = 0, i.maxRepaintRectCount = 5, i.__dirty = !0, i.__firstTimePaint = !0, i.__prevIdx = {
			startIdx: 0,
			endIdx: 0
		};
		var a;
		r = r || Ki, typeof t == "string" ? a = NL(t, n, r) : K(t) && (a = t, t = a.id), i.id = t, i.dom = a;
		var o = a.style;
		return o && (Qe(a), a.onselectstart = function() {
			return !1;
		}, o.padding = "0", o.margin = "0", o.borderWidth = "0"), i.painter = n, i.dpr = r, i;
	}
	return t.prototype.afterBrush = function() {
		this.__prevIdx = FL(this);
	}, t.prototype.initContext = function() {
		this.ctx = this.dom.getContext("2d"), this.ctx.dpr = this.dpr;
	}, t.prototype.setUnpainted = function() {
		this.__firstTimePaint = !0;
	}, t.prototype.createBackBuffer = function() {
		var e = this.dpr;
		this.domBack = NL("back-" + this.id, this.painter, e), this.ctxBack = this.domBack.getContext("2d"), e !== 1 && this.ctxBack.scale(e, e);
	}, t.prototype.createRepaintRects = function(e, t, n, r) {
		if (this.__firstTimePaint) return this.__firstTimePaint = !1, null;
		var i = [], a = this.maxRepaintRectCount, o = !1, s = new X(0, 0, 0, 0);
		function c(e) {
			if (e.isFinite() && !e.isZero()) {
				if (i.length === 0) {
					var t = new X(0, 0, 0, 0);
					t.copy(e), i.push(t);
				} else {
					for (var n = !1, r = Infinity, c = 0, l = 0; l < i.length; ++l) {
						var u = i[l];
						if (u.intersect(e)) {
							var d = new X(0, 0, 0, 0);
							d.copy(u), d.union(e), i[l] = d, n = !0;
							break;
						}
						if (o) {
							s.copy(e), s.union(u);
							var f = e.width * e.height, p = u.width * u.height, m = s.width * s.height - f - p;
							m < r && (r = m, c = l);
						}
					}
					if (o && (i[c].union(e), n = !0), !n) {
						var t = new X(0, 0, 0, 0);
						t.copy(e), i.push(t);
					}
					o || (o = i.length >= a);
				}
			}
		}
		for (var l = FL(this), u = l.startIdx; u < l.endIdx; ++u) {
			var d = e[u];
			if (d) {
				var f = d.shouldBePainted(n, r, !0, !0), p = d.__isRendered && (d.__dirty & 1 || !f) ? d.getPrevPaintRect() : null;
				p && c(p);
				var m = f && (d.__dirty & 1 || !d.__isRendered) ? d.getPaintRect() : null;
				m && c(m);
			}
		}
		for (var h = this.__prevIdx, u = h.startIdx; u < h.endIdx; ++u) {
			var d = t[u], f = d && d.shouldBePainted(n, r, !0, !0);
			if (d && (!f || !d.__zr) && d.__isRendered) {
				var p = d.getPrevPaintRect();
				p && c(p);
			}
		}
		var g;
		do {
			g = !1;
			for (var u = 0; u < i.length;) if (i[u].isZero()) i.splice(u, 1);
			else {
				for (var _ = u + 1; _ < i.length;) i[u].intersect(i[_]) ? (g = !0, i[u].union(i[_]), i.splice(_, 1)) : _++;
				u++;
			}
		} while (g);
		return this._paintRects = i, i;
	}, t.prototype.debugGetPaintRects = function() {
		return (this._paintRects || []).slice();
	}, t.prototype.resize = function(e, t) {
		var n = this.dpr, r = this.dom, i = r.style, a = this.domBack;
		i && (i.width = e + "px", i.height = t + "px"), r.width = e * n, r.height = t * n, a && (a.width = e * n, a.height = t * n, n !== 1 && this.ctxBack.scale(n, n));
	}, t.prototype.clear = function(e, t, n) {
		var r = this.dom, i = this.ctx, a = r.width, o = r.height;
		t = t || this.clearColor;
		var s = this.motionBlur && !e, c = this.lastFrameAlpha, l = this.dpr, u = this;
		s && (this.domBack || this.createBackBuffer(), this.ctxBack.globalCompositeOperation = "copy", this.ctxBack.drawImage(r, 0, 0, a / l, o / l));
		var d = this.domBack;
		function f(e, n, r, a) {
			if (i.clearRect(e, n, r, a), t && t !== "transparent") {
				var o = void 0;
				Pe(t) ? (o = (t.global || t.__width === r && t.__height === a) && t.__canvasGradient || WD(i, t, {
					x: 0,
					y: 0,
					width: r,
					height: a
				}), t.__canvasGradient = o, t.__width = r, t.__height = a) : Fe(t) && (t.scaleX = t.scaleX || l, t.scaleY = t.scaleY || l, o = nO(i, t, { dirty: function() {
					u.setUnpainted(), u.painter.refresh();
				} })), i.save(), i.fillStyle = o || t, i.fillRect(e, n, r, a), i.restore();
			}
			s && (i.save(), i.globalAlpha = c, i.drawImage(d, e, n, r, a), i.restore());
		}
		!n || s ? f(0, 0, a, o) : n.length && z(n, function(e) {
			f(e.x * l, e.y * l, e.width * l, e.height * l);
		});
	}, t;
}(Wi), LL = 1e5, RL = 314159, zL = void 0, BL = 1, VL = 2;
function HL(e) {
	return e ? e.__builtin__ ? !0 : typeof e.resize == "function" && typeof e.refresh == "function" : !1;
}
function UL(e, t) {
	var n = document.createElement("div");
	return n.style.cssText = [
		"position:relative",
		"width:" + e + "px",
		"height:" + t + "px",
		"padding:0",
		"margin:0",
		"border-width:0"
	].join(";") + ";", n;
}
function WL(e, t, n, r) {
	var i = new IL(e, t, t.dpr);
	return i.zlevel = n, i.zlevel2 = r, i.__builtin__ = !0, GL(i), i;
}
function GL(e) {
	e.__cursorStack = [], e.__cursors = J();
}
function KL(e) {
	return e.startIdx = e.drawIdx = e.endIdx = e.endIdxNew = 0, e.used = !1, e.first = e.last = NaN, e.notClearIdx = -1, e;
}
function qL(e, t) {
	var n = e.__cursors, r = +t;
	return n.get(r) || (e.__cursorStack.push(r), n.set(r, KL({ key: r })));
}
function JL(e, t) {
	for (var n = e.__cursorStack, r = 0; r < n.length; r++) t(e.__cursors.get(n[r]));
}
function YL(e, t) {
	var n = e.layers;
	return n[t] || (n[t] = [
		,
		,
		,
	]);
}
function XL(e, t, n) {
	for (var r = e.layerStack, i = 0; i < r.length; i++) {
		var a = r[i].zl, o = r[i].zl2, s = e.layers[a][o];
		n && (n & ZL && !s.__builtin__ || n & QL && s.__builtin__ || n & $L && s === e.hoverlayer) || t(s, a, o, i);
	}
}
var ZL = 1, QL = 2, $L = 4, eR = ZL | $L, tR = function() {
	function e(e, t, n, r) {
		this.type = "canvas", this._prevDisplayList = [], this._layerConfig = {}, this._needsManuallyCompositing = !1, this.type = "canvas", this._i = {
			layerStack: [],
			layers: []
		};
		var i = !e.nodeName || e.nodeName.toUpperCase() === "CANVAS";
		if (this._opts = n = I({}, n || {}), this.dpr = n.devicePixelRatio || Ki, this._singleCanvas = i, this.root = e, e.style && (Qe(e), e.innerHTML = ""), this.storage = t, this._prevDisplayList = [], i) {
			var a = e, o = a.width, s = a.height;
			n.width != null && (o = n.width), n.height != null && (s = n.height), this.dpr = n.devicePixelRatio || 1, a.width = o * this.dpr, a.height = s * this.dpr, this._width = o, this._height = s;
			var c = WL(a, this, RL, 0);
			c.initContext(), this._insertLayer(c, RL, 0, !0), this._domRoot = e;
		} else {
			this._width = qD(e, 0, n), this._height = qD(e, 1, n);
			var l = this._domRoot = UL(this._width, this._height);
			e.appendChild(l);
		}
	}
	return e.prototype.getType = function() {
		return "canvas";
	}, e.prototype.isSingleCanvas = function() {
		return this._singleCanvas;
	}, e.prototype.getViewportRoot = function() {
		return this._domRoot;
	}, e.prototype.getViewportRootOffset = function() {
		var e = this.getViewportRoot();
		if (e) return {
			offsetLeft: e.offsetLeft || 0,
			offsetTop: e.offsetTop || 0
		};
	}, e.prototype.refresh = function(e) {
		var t = e && !K(e) ? { paintAll: !!e } : e || {}, n = q(t.refresh, !0), r = q(t.refreshHover, !1);
		if (r && (this._hoverLayerDirty = VL), !n) return r && this._paintHoverList(this.storage.getDisplayList(!1)), this;
		var i = this.storage.getDisplayList(!0);
		this._updateLayerStatus(i, t.paintAll), this._redrawId = Math.random();
		var a = this._prevDisplayList;
		this._paintList(i, a, this._redrawId);
		var o = this._backgroundColor;
		return XL(this._i, function(e, t, n, r) {
			e.refresh && e.refresh(r === 0 ? o : null);
		}, QL), this._opts.useDirtyRect && (this._prevDisplayList = i.slice()), this;
	}, e.prototype._paintHoverList = function(e) {
		var t = this._i.hoverlayer, n = this._hoverLayerDirty;
		if (this._hoverLayerDirty = zL, n !== zL && (!t && n === VL && (t = this._i.hoverlayer = this._ensureLayer(LL)), t)) {
			t.clear();
			for (var r = {
				inHover: !0,
				viewWidth: this._width,
				viewHeight: this._height,
				beforeBrushParam: {}
			}, i, a = 0, o = e.length; a < o; a++) {
				var s = e[a];
				if (s.__inHover) {
					i || (i = t.ctx, i.save());
					var c = s.__hoverStyle, l = void 0;
					c && (l = s.style, s.style = c), xO(i, s, r), c && (s.style = l);
				}
			}
			i && (SO(i, r), i.restore());
		}
	}, e.prototype.getHoverLayer = function() {
		return this._ensureLayer(LL);
	}, e.prototype.paintOne = function(e, t) {
		bO(e, t);
	}, e.prototype._paintList = function(e, t, n) {
		if (this._redrawId === n) {
			var r = this._doPaintList(e, t);
			if (this._needsManuallyCompositing && this._compositeManually(), r) XL(this._i, function(e) {
				e.afterBrush && e.afterBrush();
			}, eR), this._paintHoverList(e);
			else {
				var i = this;
				bT(function() {
					i._paintList(e, t, n);
				});
			}
		}
	}, e.prototype._compositeManually = function() {
		var e = this._ensureLayer(RL).ctx, t = this._domRoot.width, n = this._domRoot.height;
		e.clearRect(0, 0, t, n), XL(this._i, function(r) {
			r.virtual && e.drawImage(r.dom, 0, 0, t, n);
		}, ZL);
	}, e.prototype._doPaintList = function(e, t) {
		var n = this, r = !0;
		return XL(this._i, function(i) {
			var a = !1;
			if (JL(i, function(e) {
				(e.drawIdx < e.endIdx || e.notClearIdx >= 0) && (a = !0);
			}), a || i.__dirty) {
				var o = n._opts.useDirtyRect && !PL(i) ? i.createRepaintRects(e, t, n._width, n._height) : null, s = n._i.layerStack[0], c = !0;
				if (i.__dirty) {
					c = !1, i.__dirty = !1;
					var l = i.zlevel === s.zl && i.zlevel2 === s.zl2 ? n._backgroundColor : null;
					i.clear(!1, l, o);
				}
				JL(i, function(t) {
					var a = n._paintPerCursor(i, t, e, o, c);
					r = r && a;
				});
			}
		}, eR), Y.wxa && XL(this._i, function(e) {
			e && e.ctx && e.ctx.draw && e.ctx.draw();
		}), r;
	}, e.prototype._paintPerCursor = function(e, t, n, r, i) {
		var a = e.ctx;
		if (r) {
			if (!r.length) t.drawIdx = t.endIdx;
			else for (var o = this.dpr, s = 0; s < r.length; ++s) {
				var c = r[s];
				a.save(), a.beginPath(), a.rect(c.x * o, c.y * o, c.width * o, c.height * o), a.clip(), this._paintPerCursorInRect(e, t, n, c, i), a.restore();
			}
		} else a.save(), this._paintPerCursorInRect(e, t, n, null, i), a.restore();
		return t.drawIdx >= t.endIdx;
	}, e.prototype._paintPerCursorInRect = function(e, t, n, r, i) {
		for (var a = {
			inHover: !1,
			allClipped: !1,
			prevEl: null,
			viewWidth: this._width,
			viewHeight: this._height,
			beforeBrushParam: { contentRetained: i }
		}, o = e.ctx, s = PL(e), c = s && M.getTime(), l = t.drawIdx, u = t.notClearIdx, d = u >= 0 ? Math.min(u, l) : l; d < t.endIdx; d++) {
			var f = n[d];
			if (!(d < l && !f.notClear)) {
				if (f.__inHover && (this._hoverLayerDirty = VL), r != null) {
					var p = f.getPaintRect();
					p && p.intersect(r) && (xO(o, f, a), f.setPrevPaintRect(p));
				} else xO(o, f, a);
				if (s && M.getTime() - c > 15) {
					d++;
					break;
				}
			}
		}
		SO(o, a), t.drawIdx = Math.max(d, l);
	}, e.prototype.getLayer = function(e, t) {
		return this._ensureLayer(e, 0, t);
	}, e.prototype._ensureLayer = function(e, t, n) {
		t = t || 0;
		var r = this._singleCanvas;
		r && !this._needsManuallyCompositing && (e = RL, t = 0);
		var i = YL(this._i, e)[t];
		return i || (i = WL("zr_" + e + "." + t, this, e, t), this._layerConfig[e] && F(i, this._layerConfig[e], !0), (n || r && e !== RL) && (i.virtual = !0), this._insertLayer(i, e, t, !1), i.initContext()), i;
	}, e.prototype.insertLayer = function(e, t) {
		this._insertLayer(t, e, 0, !1);
	}, e.prototype._insertLayer = function(e, t, n, r) {
		var i = this._i, a = i.layers, o = i.layerStack, s = this._domRoot, c = null;
		if (!(a[t] && a[t][n]) && HL(e)) {
			for (var l = o.length, u = 0; u < l && (o[u].zl < t || o[u].zl === t && o[u].zl2 < n);) u++;
			if (u > 0 && (c = YL(i, o[u - 1].zl)[o[u - 1].zl2]), o.splice(u, 0, {
				zl: t,
				zl2: n
			}), YL(i, t)[n] = e, !r && !e.virtual) {
				if (c) {
					var d = c.dom;
					d.nextSibling ? s.insertBefore(e.dom, d.nextSibling) : s.appendChild(e.dom);
				} else s.firstChild ? s.insertBefore(e.dom, s.firstChild) : s.appendChild(e.dom);
			}
			e.painter || (e.painter = this);
		}
	}, e.prototype.eachLayer = function(e, t) {
		return XL(this._i, function(n, r) {
			e.call(t, n, r);
		});
	}, e.prototype.eachBuiltinLayer = function(e, t) {
		return XL(this._i, function(n, r) {
			e.call(t, n, r);
		}, ZL);
	}, e.prototype.eachOtherLayer = function(e, t) {
		return XL(this._i, function(n, r) {
			e.call(t, n, r);
		}, QL);
	}, e.prototype.getLayers = function() {
		var e = {};
		return XL(this._i, function(t, n, r) {
			e[t.id] = t;
		}), e;
	}, e.prototype._updateLayerStatus = function(e, t) {
		var n = this;
		if (n._singleCanvas) for (var r = 1; r < e.length; r++) {
			var i = e[r];
			if (i.zlevel !== e[r - 1].zlevel || i.incremental) {
				n._needsManuallyCompositing = !0;
				break;
			}
		}
		XL(n._i, function(e) {
			e.__dirty = !1, JL(e, function(e) {
				e.used = !1, e.endIdxNew = 0, e.notClearIdx = -1;
			});
		}, eR);
		for (var a, o = null, s = null, c = !1, l = 0, u = e.length; l < u; l++) {
			var i = e[l], d = i.zlevel, f = i.incremental, p = void 0;
			if (a !== d && (a = d, c = !1), f ? (c = !0, p = 1) : p = c ? 2 : 0, (!o || d !== o.zlevel || p !== o.zlevel2) && (o = n._ensureLayer(d, p), s = null, !o.__builtin__)) ve("ZLevel " + d + " has been used by unknown layer " + o.id);
			else {
				if ((!s || f !== s.key) && (s = qL(o, f), !s.used)) {
					if (s.used = !0, !t && s.first === i.id) {
						var m = l - s.startIdx;
						s.startIdx = l, s.drawIdx += m, s.endIdx += m;
					} else o.__dirty = !0, s.first = i.id, s.startIdx = s.drawIdx = l, s.endIdx = l + 1;
				}
				s.endIdxNew = l + 1, i.__dirty & 1 && !i.__inHover && ((!f || !i.notClear && l < s.drawIdx) && (o.__dirty = !0), f && i.notClear && s.notClearIdx < 0 && (s.notClearIdx = l));
			}
		}
		XL(n._i, function(t) {
			for (var r = t.__cursorStack, i = t.__cursors, a = r.length - 1; a >= 0; a--) {
				var o = i.get(r[a]);
				if (!o.used) t.__dirty = !0, i.removeKey(r[a]), r.splice(a, 1);
				else {
					var s = o.endIdxNew;
					(PL(t) ? s < o.drawIdx : s !== o.endIdx || !s || e[s - 1].id !== o.last) && (t.__dirty = !0), o.endIdx = o.endIdxNew, o.last = s ? e[s - 1].id : NaN;
				}
			}
			t.__dirty && (JL(t, function(e) {
				e.drawIdx = e.startIdx;
			}), n._hoverLayerDirty === zL && (n._hoverLayerDirty = BL));
		}, eR);
	}, e.prototype.clear = function() {
		return XL(this._i, function(e) {
			e.clear(), GL(e);
		}, ZL), this;
	}, e.prototype.setBackgroundColor = function(e) {
		this._backgroundColor = e, XL(this._i, function(e) {
			e.setUnpainted();
		});
	}, e.prototype.configLayer = function(e, t) {
		if (t) {
			var n = this._layerConfig;
			n[e] ? F(n[e], t, !0) : n[e] = t, XL(this._i, function(e, t) {
				F(e, n[t], !0);
			});
		}
	}, e.prototype.delLayer = function(e) {
		for (var t = this._i.layerStack, n = this._i.layers, r = t.length - 1; r >= 0; r--) {
			var i = t[r];
			if (i.zl === e) {
				var a = n[e][i.zl2];
				if (a.__builtin__) continue;
				if (t.splice(r, 1), n[e][i.zl2] = void 0, !a.virtual) {
					var o = a.dom.parentNode;
					o && o.removeChild(a.dom);
				}
			}
		}
	}, e.prototype.resize = function(e, t) {
		if (this._domRoot.style) {
			var n = this._domRoot;
			n.style.display = "none";
			var r = this._opts, i = this.root;
			e != null && (r.width = e), t != null && (r.height = t), e = qD(i, 0, r), t = qD(i, 1, r), n.style.display = "", (this._width !== e || t !== this._height) && (n.style.width = e + "px", n.style.height = t + "px", XL(this._i, function(n) {
				n.resize(e, t);
			}), this.refresh({ paintAll: !0 })), this._width = e, this._height = t;
		} else {
			if (e == null || t == null) return;
			this._width = e, this._height = t, this._ensureLayer(RL).resize(e, t);
		}
		return this;
	}, e.prototype.clearLayer = function(e) {
		z(this._i.layers[e], function(e) {
			e && !e.__builtin__ && e.clear();
		});
	}, e.prototype.dispose = function() {
		this.root.innerHTML = "", this.root = this.storage = this._domRoot = this._i = null;
	}, e.prototype.getRenderedCanvas = function(e) {
		if (e = e || {}, this._singleCanvas && !this._compositeManually) return this._i.layers[RL][0].dom;
		var t = new IL("image", this, e.pixelRatio || this.dpr);
		t.initContext(), t.clear(!1, e.backgroundColor || this._backgroundColor);
		var n = t.ctx;
		if (e.pixelRatio <= this.dpr) {
			this.refresh();
			var r = t.dom.width, i = t.dom.height;
			XL(this._i, function(e) {
				e.__builtin__ ? n.drawImage(e.dom, 0, 0, r, i) : e.renderToCanvas && (n.save(), e.renderToCanvas(n), n.restore());
			});
		} else {
			for (var a = {
				inHover: !1,
				viewWidth: this._width,
				viewHeight: this._height,
				beforeBrushParam: {}
			}, o = this.storage.getDisplayList(!0), s = 0, c = o.length; s < c; s++) {
				var l = o[s];
				xO(n, l, a);
			}
			SO(n, a);
		}
		return t.dom;
	}, e.prototype.getWidth = function() {
		return this._width;
	}, e.prototype.getHeight = function() {
		return this._height;
	}, e;
}();
// node_modules/echarts/lib/renderer/installCanvasRenderer.js
function nR(e) {
	e.registerPainter("canvas", tR);
}
// src/charts.ts
pA([
	Ow,
	Jb,
	Dj,
	qN,
	QF,
	tL,
	ML,
	kI,
	tI,
	bF,
	nR
]);
function rR(e, t) {
	return d("div", { class: "tip" }, d("div", { class: "tip-title" }, e), ...t.map(([e, t]) => d("div", {}, d("span", { class: "muted" }, e + ": "), t)));
}
function iR(e) {
	return typeof HTMLElement < "u" && e instanceof HTMLElement ? e : d("div", { class: "tip" }, String(e ?? ""));
}
var aR = (e) => String(e?.name ?? e?.axisValueLabel ?? e?.axisValue ?? ""), oR = (e) => Array.isArray(e?.value) ? e.value.join(", ") : String(e?.value ?? "");
function sR(e, t) {
	return e.replace(/\{([abc])\}/g, (e, n) => n === "a" ? String(t?.seriesName ?? "") : n === "b" ? aR(t) : oR(t));
}
function cR(e) {
	return (t) => {
		let n = Array.isArray(t) ? t : [t];
		return typeof e == "function" ? iR(e(t)) : typeof e == "string" ? iR(n.map((t) => sR(e, t)).join("\n")) : rR(aR(n[0]), n.map((e) => [String(e?.seriesName ?? ""), oR(e)]));
	};
}
function lR(e) {
	let t = (e) => {
		if (Array.isArray(e)) {
			let n = e.map(t);
			return n.every((t, n) => t === e[n]) ? e : n;
		}
		if (typeof e != "object" || !e || Object.getPrototypeOf(e) !== Object.prototype) return e;
		let n = !1, r = {};
		for (let [i, a] of Object.entries(e)) r[i] = i === "tooltip" && typeof a == "object" && a && !Array.isArray(a) ? {
			...t(a),
			formatter: cR(a.formatter)
		} : t(a), n || (n = r[i] !== a);
		return n ? r : e;
	};
	return t(e);
}
function uR(e, t, n = !1) {
	return {
		trigger: "axis",
		...n ? { axisPointer: { type: "shadow" } } : {},
		formatter: (n) => {
			let r = Array.isArray(n) ? n : [n];
			return rR(e(r), r.map((e) => [String(e.seriesName), t(e)]));
		}
	};
}
var dR = (e) => String(e[0]?.name ?? ""), fR;
function pR(e) {
	fR = e ? "dark" : void 0;
}
function mR(e) {
	let t = qk(e, fR, { renderer: "canvas" }), n = t.setOption.bind(t);
	return t.setOption = (e, ...t) => n(lR(e), ...t), fR && t.setOption({ backgroundColor: "transparent" }), new ResizeObserver(() => t.resize()).observe(e), t;
}
var hR = {
	top: 26,
	left: 0,
	type: "scroll",
	width: "95%"
};
function gR(e) {
	return {
		...e,
		outerBounds: {
			left: 3,
			right: 3,
			top: 3,
			bottom: 3
		}
	};
}
function _R(e, t = 42) {
	return {
		name: e,
		nameLocation: "middle",
		nameGap: t,
		nameRotate: 90
	};
}
function vR(e, t, n) {
	let r = [...new Set(t.map((e) => e.category))], i = (e, n) => t.find((t) => t.category === e && t.phase === n)?.total_us ?? 0;
	return {
		title: {
			text: e,
			subtext: "forward solid, backward faded",
			textStyle: { fontSize: 13 },
			subtextStyle: { fontSize: 11 }
		},
		tooltip: {
			trigger: "item",
			formatter: (e) => rR(`${e.seriesName} · ${e.name}`, [["time", n.text(e.value)]])
		},
		grid: gR({
			left: 110,
			right: 30,
			top: 64,
			bottom: 30
		}),
		xAxis: {
			type: "value",
			name: n.unit,
			axisLabel: { formatter: n.axis }
		},
		yAxis: {
			type: "category",
			data: r
		},
		series: ["forward", "backward"].map((e) => ({
			name: e,
			type: "bar",
			stack: "phase",
			data: r.map((t) => ({
				value: i(t, e),
				itemStyle: {
					color: yR[t] ?? "#999",
					opacity: e === "forward" ? 1 : .55
				}
			}))
		}))
	};
}
var yR = {
	attention: "#e8710a",
	gemm: "#1a73e8",
	softmax: "#9334e6",
	elementwise: "#12b5cb",
	reduction: "#f9ab00",
	memcpy: "#d93025",
	memset: "#a50e0e",
	communication: "#188038",
	other: "#80868b"
};
// src/theme.ts
function bR() {
	try {
		return window.parent === window ? null : window.parent.document.body;
	} catch {
		return null;
	}
}
function xR() {
	let e = bR();
	return e ? e.classList.contains("dark-mode") ? "dark" : "light" : window.matchMedia?.("(prefers-color-scheme: dark)").matches ? "dark" : "light";
}
function SR(e) {
	let t = xR();
	e(t);
	let n = () => {
		let n = xR();
		n !== t && (t = n, e(n));
	}, r = bR();
	if (r) {
		let e = new MutationObserver(n);
		return e.observe(r, {
			attributes: !0,
			attributeFilter: ["class"]
		}), () => e.disconnect();
	}
	let i = window.matchMedia?.("(prefers-color-scheme: dark)");
	return i?.addEventListener("change", n), () => i?.removeEventListener("change", n);
}
// src/model/format.ts
function CR(e, t = 1) {
	return e == null || !Number.isFinite(e) ? "–" : Math.abs(e) >= 1e6 ? `${(e / 1e6).toFixed(2)} s` : Math.abs(e) >= 1e3 ? `${(e / 1e3).toFixed(2)} ms` : `${e.toFixed(t)} µs`;
}
function wR(e, t = 1) {
	return e == null || !Number.isFinite(e) ? "–" : `${(100 * e).toFixed(t)}%`;
}
function TR(e) {
	if (e == null || !Number.isFinite(e)) return "–";
	let t = e < 0 ? "-" : "", n = Math.abs(e), r = [
		"B",
		"KiB",
		"MiB",
		"GiB",
		"TiB"
	], i = 0;
	for (; n >= 1024 && i < r.length - 1;) n /= 1024, i++;
	return i === 0 ? `${t}${n} B` : `${t}${n.toFixed(1)} ${r[i]}`;
}
function ER(e, t = 2) {
	return e == null || !Number.isFinite(e) ? "–" : Number.isInteger(e) ? e.toLocaleString("en-US") : e.toLocaleString("en-US", { maximumFractionDigits: t });
}
function DR(e) {
	return Number.isFinite(e) ? e === 0 ? "0" : Number(e.toPrecision(3)).toLocaleString("en-US", { maximumFractionDigits: 20 }) : "";
}
function OR(e, t = 90) {
	return e.length <= t ? e : e.slice(0, t - 1) + "…";
}
function kR(e) {
	let t = e.replace(/^void\s+/, ""), n = AR(t);
	n > 0 && (t = t.slice(0, n));
	let r = 0, i = "";
	for (let e of t) e === "<" ? (r === 0 && (i += "<…"), r += 1) : e === ">" && r > 0 ? (--r, r === 0 && (i += ">")) : r === 0 && (i += e);
	return i.trim() || e;
}
function AR(e) {
	if (!e.endsWith(")")) return -1;
	let t = 0;
	for (let n = e.length - 1; n >= 0; n--) if (e[n] === ")") t += 1;
	else if (e[n] === "(" && --t === 0) return n;
	return -1;
}
var jR = /[A-Za-z_][A-Za-z0-9_]{2,}/g, MR = [
	/\b(\w+_kernel_cuda)\b/,
	/\b(\w+_kernel_impl)\b/,
	/\b(\w*Functor\w*)\b/g,
	/\b(\w+Ops)\b/
];
function NR(e) {
	let t = e.replace(/^void\s+/, ""), n = t.indexOf("<");
	if (n < 0) return null;
	let r = AR(t), i = t.slice(n, r > n ? r : t.length);
	for (let e of MR) if (e.global) {
		let t = [...i.matchAll(e)].map((e) => e[1]).filter((e) => !/^(Binary|Unary)Functor$/.test(e));
		if (t.length) return t[t.length - 1];
	} else {
		let t = i.match(e);
		if (t) return t[1];
	}
	return null;
}
function PR(e) {
	let t = kR(e), n = t.lastIndexOf("::", t.indexOf("<") < 0 ? t.length : t.indexOf("<")), r = n >= 0 ? t.slice(n + 2) : t, i = r.includes("<") ? NR(e) : null;
	return i ? `${r} · ${i}` : r;
}
function FR(e, t = 60) {
	let n = /* @__PURE__ */ new Map();
	for (let t of new Set(e)) {
		let e = PR(t), r = n.get(e);
		r ? r.push(t) : n.set(e, [t]);
	}
	let r = /* @__PURE__ */ new Map();
	for (let [e, i] of n) {
		if (i.length === 1) {
			r.set(i[0], OR(e, t));
			continue;
		}
		let n = i.map((e) => new Set(e.match(jR) ?? []));
		i.forEach((i, a) => {
			let o = [...i.match(jR) ?? []].find((e) => n.every((t, n) => n === a || !t.has(e))) ?? `#${a + 1}`;
			r.set(i, `${OR(e, Math.max(10, t - o.length - 3))} · ${o}`);
		});
	}
	return r;
}
function IR(e) {
	let [t, n] = e >= 1e6 ? ["s", 1e6] : e >= 1e3 ? ["ms", 1e3] : ["µs", 1], r = n === 1 ? 1 : 3, i = (e) => (e / n).toLocaleString("en-US", {
		minimumFractionDigits: r,
		maximumFractionDigits: r
	});
	return {
		unit: t,
		div: n,
		digits: r,
		axis: (e) => (e / n).toLocaleString("en-US", { maximumFractionDigits: 2 }),
		text: (e) => `${(e / n).toLocaleString("en-US", {
			minimumFractionDigits: n === 1 ? 1 : 2,
			maximumFractionDigits: n === 1 ? 1 : 2
		})} ${t}`,
		figure: i,
		exact: (e) => `${i(e)} ${t}`
	};
}
function LR(e) {
	if (!/^\d{13,19}$/.test(e)) return e;
	let t = e.length >= 19 ? Number(e.slice(0, 13)) : Number(e), n = new Date(t);
	return Number.isFinite(n.getTime()) ? n.toISOString().replace("T", " ").slice(0, 19) : e;
}
function RR(e) {
	return [
		e.run,
		e.worker,
		LR(e.span)
	].filter((e) => e).join(" / ");
}
function zR(e) {
	let t = e.map((e) => [
		e.run,
		e.worker,
		LR(e.span)
	]), n = (e) => e.filter((e) => e).join(" / ");
	if (e.length < 2) return t.map(n);
	for (let e of [
		[0],
		[1],
		[2],
		[0, 1],
		[0, 2],
		[1, 2]
	]) {
		let n = t.map((t) => e.map((e) => t[e]).filter((e) => e).join(" / "));
		if (n.every((e) => e) && new Set(n).size === n.length) return n;
	}
	return t.map(n);
}
function BR(e, t, n = 48) {
	let r = t.traces.map((t) => e.traces.find((e) => e.id === t.id)), i = r.every((e) => e) ? zR(r.map((e) => e)) : null;
	return (e) => OR(i ? i[e] : r[e] ? RR(r[e]) : t.traces[e].label, n);
}
function VR(e) {
	if (!(e > 0)) return;
	let t = 1;
	for (; e / t > 6;) t *= 2;
	return t;
}
function HR(e, t, n = `${t}s`) {
	return e === 1 ? t : n;
}
function UR(e, t, n) {
	return e === 1 ? t : n;
}
function WR(e, t, n = `${t}s`) {
	return `${e.toLocaleString("en-US")} ${HR(e, t, n)}`;
}
// src/views/progress.ts
var GR = {
	queued: "waiting for an analysis worker",
	analysing: "analysing",
	being_written: "being written (the profiler has not finished this file); it is analysed once complete"
};
function KR(e, t) {
	let { state: n, progress: r, error: i, detail: a } = t;
	return d("div", {
		class: "progress-box",
		"data-testid": "progress"
	}, d("p", {}, `${e.run} / ${e.worker} ${e.span}: ${GR[n] ?? n} (${TR(e.size)})`), d("progress", {
		max: 100,
		value: Math.round(100 * r)
	}), a ? d("p", {
		class: "small",
		"data-testid": "progress-detail"
	}, a) : null, i ? d("p", { class: "muted small" }, i) : null);
}
// src/csv.ts
function qR(e) {
	if (e == null) return "";
	let t = typeof e == "object" ? JSON.stringify(e) : String(e);
	return typeof e == "string" && /^[=+\-@\t\r]/.test(t) && (t = "'" + t), /[",\r\n]/.test(t) && (t = "\"" + t.replace(/"/g, "\"\"") + "\""), t;
}
function JR(e, t) {
	return [t.map((e) => qR(e.label)).join(","), ...e.map((e) => t.map((t) => qR(t.value ? t.value(e) : e[t.key])).join(","))].join("\r\n") + "\r\n";
}
function YR(e, t) {
	let n = new Blob([t], { type: "text/csv;charset=utf-8" }), r = URL.createObjectURL(n), i = document.createElement("a");
	i.href = r, i.download = e, document.body.appendChild(i), i.click(), i.remove(), setTimeout(() => URL.revokeObjectURL(r), 1e3);
}
// src/table.ts
function XR(e, t, n, r, i, a) {
	return {
		key: e,
		label: `${t} ${n.unit}`,
		numeric: !0,
		digits: n.digits,
		title: i,
		field: a,
		value: (e) => {
			let t = r(e);
			return t == null ? null : Math.round(t / n.div * 1e6) / 1e6;
		}
	};
}
function ZR(e, t) {
	return e.map((e) => !e.numeric || e.render ? null : t.some((t) => {
		let n = tz(e, t);
		return typeof n == "number" && Number.isFinite(n) && !Number.isInteger(n);
	}) ? e.digits ?? 1 : null);
}
function QR(e, t) {
	let [n, r] = e.split(":");
	return !n || !t.some((e) => e.key === n) ? null : {
		key: n,
		desc: r === "desc"
	};
}
var $R = 10;
function ez(e, t) {
	let n = e;
	for (let e of t.split(".")) {
		if (typeof n != "object" || !n) return;
		n = n[e];
	}
	return n;
}
function tz(e, t) {
	return e.value ? e.value(t) : t[e.key];
}
function nz(e, t) {
	let n = e == null || typeof e == "number" && Number.isNaN(e), r = t == null || typeof t == "number" && Number.isNaN(t);
	return n || r ? n === r ? 0 : n ? 1 : -1 : typeof e == "number" && typeof t == "number" ? e - t : String(e).localeCompare(String(t));
}
function rz(e, t, n, r, i, a) {
	let o = n.trim().toLowerCase(), s = (e) => !o || t.some((t) => String(tz(t, e) ?? "").toLowerCase().includes(o)), c = r ? t.find((e) => e.key === r.key) : void 0, l = (e) => e == null || typeof e == "number" && Number.isNaN(e), u = (e, t) => {
		if (!c || !r) return 0;
		let n = tz(c, e), i = tz(c, t);
		if (l(n) || l(i)) return nz(n, i);
		let a = nz(n, i);
		return r.desc ? -a : a;
	};
	if (!a || !i) {
		let t = e.filter(s);
		return c && t.sort(u), t.map((e) => ({
			row: e,
			depth: 0
		}));
	}
	let d = new Map(e.map((e) => [i(e), e])), f = /* @__PURE__ */ new Map();
	for (let t of e) {
		let e = a(t);
		e !== null && !d.has(e) && (e = null), f.has(e) || f.set(e, []), f.get(e).push(t);
	}
	let p = /* @__PURE__ */ new Set();
	for (let t of e) {
		if (!s(t)) continue;
		let e = i(t), n = /* @__PURE__ */ new Set();
		for (; e !== null && !n.has(e);) {
			n.add(e), p.add(e);
			let t = d.get(e);
			e = t ? a(t) : null;
		}
	}
	let m = [], h = /* @__PURE__ */ new Set(), g = (e, t) => {
		let n = (f.get(e) || []).filter((e) => p.has(i(e)));
		c && n.sort(u);
		for (let e of n) {
			let n = i(e);
			h.has(n) || (h.add(n), m.push({
				row: e,
				depth: t
			}), g(n, t + 1));
		}
	};
	return g(null, 0), m;
}
var iz = class {
	constructor(e) {
		this.opts = e, this.filter = "", this.arranged = [], this.digits = [], this.columns = [], this.indexOf = /* @__PURE__ */ new Map(), this.sort = (e.keep && QR(e.keep.sort, e.columns)) ?? e.sort ?? null, this.filter = e.keep?.filter ?? "", this.chosen = new Set((e.keep?.columns ?? "").split(",").filter((t) => e.columns.some((e) => e.key === t)));
		let t = d("input", {
			type: "search",
			placeholder: "filter…",
			class: "filter",
			"aria-label": "filter rows",
			value: this.filter,
			"data-testid": `${e.testId ?? "table"}-filter`,
			oninput: (e) => {
				this.filter = e.target.value, this.refresh(), this.save();
			}
		});
		this.countLabel = d("span", { class: "muted" });
		let n = d("button", {
			class: "csv",
			"data-testid": `${e.testId ?? "table"}-csv`,
			onclick: () => this.download()
		}, "CSV");
		this.thead = d("thead"), this.tbody = d("tbody");
		let r = d("table", {
			class: `data ${e.tableClass ?? ""}`.trim(),
			"data-testid": e.testId ?? null
		}, this.thead, this.tbody);
		this.viewport = d("div", { class: "viewport" }, r), this.viewport.style.maxHeight = `${e.maxHeight ?? 520}px`, this.viewport.addEventListener("scroll", () => this.paint()), this.el = d("div", { class: "table-wrap" }, d("div", { class: "toolbar" }, t, this.countLabel, this.chooser(), n), this.viewport), this.refresh();
	}
	chooser() {
		let e = this.opts.columns.filter((e) => e.secondary);
		if (!e.length) return null;
		let t = d("summary", {}), n = () => {
			t.textContent = `columns (${this.chosen.size} of ${e.length} more shown)`;
		};
		return n(), d("details", {
			class: "column-chooser",
			"data-testid": `${this.opts.testId ?? "table"}-columns`
		}, t, d("div", { class: "column-list" }, ...e.map((e) => {
			let t = d("input", {
				type: "checkbox",
				value: e.key,
				onchange: (t) => {
					t.target.checked ? this.chosen.add(e.key) : this.chosen.delete(e.key), n(), this.refresh(), this.save();
				}
			});
			return t.checked = this.chosen.has(e.key), d("label", { title: e.title ?? "" }, t, ` ${e.label}`);
		})));
	}
	setRows(e, t) {
		this.opts.rows = e, t !== void 0 && (this.opts.selectedKey = t), this.refresh();
	}
	header() {
		p(this.thead);
		let e = d("tr");
		for (let t of this.columns) {
			let n = this.sort?.key === t.key ? this.sort.desc ? " ▼" : " ▲" : "";
			e.appendChild(d("th", {
				class: t.numeric ? "num" : "",
				title: t.title ?? null,
				"data-key": t.key,
				onclick: () => {
					this.sort = this.sort?.key === t.key ? {
						key: t.key,
						desc: !this.sort.desc
					} : {
						key: t.key,
						desc: !!t.numeric
					}, this.refresh(), this.save();
				}
			}, t.label + n));
		}
		this.thead.appendChild(e);
	}
	save() {
		this.opts.keep?.save(this.sort ? `${this.sort.key}${this.sort.desc ? ":desc" : ""}` : "", this.filter, this.opts.columns.filter((e) => this.chosen.has(e.key)).map((e) => e.key).join(","));
	}
	refresh() {
		this.columns = this.opts.columns.filter((e) => !e.secondary || this.chosen.has(e.key)), this.indexOf = this.opts.rowField ? new Map(this.opts.rows.map((e, t) => [e, t])) : /* @__PURE__ */ new Map(), this.header(), this.arranged = rz(this.opts.rows, this.opts.columns, this.filter, this.sort, this.opts.rowKey, this.opts.parentKey), this.digits = ZR(this.columns, this.opts.rows), this.countLabel.textContent = `${this.arranged.length.toLocaleString("en-US")} of ${this.opts.rows.length.toLocaleString("en-US")} rows`, this.paint();
	}
	paint() {
		let e = this.arranged.length, t = this.viewport.clientHeight || this.opts.maxHeight || 520, n = Math.max(0, Math.floor(this.viewport.scrollTop / 26) - $R), r = Math.min(e, n + Math.ceil(t / 26) + 20);
		p(this.tbody);
		let i = this.columns.length;
		n > 0 && this.tbody.appendChild(oz(n * 26, i));
		for (let e = n; e < r; e++) {
			let { row: t, depth: n } = this.arranged[e], r = this.opts.rowKey ? this.opts.rowKey(t) : null, i = d("tr", {
				class: r !== null && r === this.opts.selectedKey ? "selected" : "",
				"data-key": r,
				onclick: this.opts.onSelect ? () => this.opts.onSelect(t) : null
			});
			this.opts.onSelect && i.classList.add("clickable"), az(i, this.opts.rowData?.(t));
			let a = this.opts.rowField?.(t, this.indexOf.get(t) ?? -1);
			this.columns.forEach((e, r) => {
				let o = e.render ? e.render(t) : sz(tz(e, t), this.digits[r]), s = d("td", { class: e.numeric ? "num" : "" }, o);
				e.field !== void 0 && a !== void 0 && (s.dataset.field = `${a}.${e.field}`, s.dataset.value = String(ez(t, e.field) ?? "")), typeof o == "string" && (s.title = o), az(s, e.cell?.(t)), r === 0 && n > 0 && (s.style.paddingLeft = `${6 + n * 16}px`), i.appendChild(s);
			}), this.tbody.appendChild(i);
		}
		r < e && this.tbody.appendChild(oz((e - r) * 26, i)), e === 0 && this.tbody.appendChild(d("tr", {}, d("td", {
			colspan: i,
			class: "muted"
		}, "no rows")));
	}
	download() {
		let e = ZR(this.opts.columns, this.opts.rows), t = this.opts.columns.map((t, n) => ({
			key: t.key,
			label: t.label,
			value: (r) => {
				let i = tz(t, r.row), a = e[n];
				return typeof i == "number" && a !== null && Number.isFinite(i) ? Number(i.toFixed(a)) : i;
			}
		}));
		YR(this.opts.filename, JR(this.arranged, t));
	}
	visibleRows() {
		return this.arranged.map((e) => e.row);
	}
};
function az(e, t) {
	for (let [n, r] of Object.entries(t ?? {})) r !== null && (n === "class" ? e.classList.add(...r.split(" ").filter((e) => e)) : e.setAttribute(n, r));
}
function oz(e, t) {
	let n = d("tr", { class: "spacer" }, d("td", { colspan: t }));
	return n.style.height = `${e}px`, n;
}
function sz(e, t = null) {
	return e == null ? "–" : typeof e == "number" ? t !== null && Number.isFinite(e) ? e.toLocaleString("en-US", {
		minimumFractionDigits: t,
		maximumFractionDigits: t
	}) : Number.isInteger(e) ? e.toLocaleString("en-US") : e.toLocaleString("en-US", { maximumFractionDigits: 3 }) : Array.isArray(e) ? e.join("×") : String(e);
}
// src/model/device.ts
function cz(e) {
	return /\bAMD\b|Instinct|\bHIP\b|\bMI\d{3}/.test(e.device ?? "") || /^MI\d/.test(e.hardware?.matched ?? "");
}
function lz(e, t) {
	return e === "tensor" ? t ? "matrix cores" : "Tensor Cores" : e === "cuda" ? t ? "vector units" : "CUDA cores" : e === "unknown" ? "unknown" : "";
}
// src/views/expected.ts
var uz = {
	kernels_per_call: {
		view: "kernels",
		what: "its kernels"
	},
	tensor_cores: {
		view: "kernels",
		what: "its kernels and their cores"
	},
	score_matrix: {
		view: "memory",
		what: "its memory"
	},
	copies_per_call: {
		view: "timeline",
		what: "a call as it ran (the copies)"
	}
}, dz = (e, t) => e ? t : t.replace("kernels", "CPU ops");
function fz(e, t) {
	return (e.scope_calls ?? []).find((e) => e.scope_id === t)?.calls ?? 0;
}
function pz(e, t) {
	return e.attention_ops.filter((e) => fz(e, t) > 0);
}
var mz = {
	match: "as expected",
	mismatch: "a mismatch",
	differs: "differs from the kind’s picture, which allows it",
	unknown: "the trace does not say"
};
function hz(e, t) {
	return {
		kernels_per_call: "kernels / call",
		tensor_cores: t,
		score_matrix: "Lq×Lkv score matrix",
		copies_per_call: "copies / call",
		ops_per_call: "CPU ops / call"
	}[e];
}
function gz(e) {
	return e.shape ? [
		"B",
		"H",
		"Lq",
		"Lkv",
		"D"
	].map((t) => e.shape?.[t] ?? "?").join("×") + (e.shape.T !== void 0 && e.shape.T !== null ? ` (T ${e.shape.T})` : "") : null;
}
function _z(e) {
	let { e: t, rows: n, scopeId: r, go: i, gpu: a } = e, o = lz("tensor", cz(t)), s = n[0].expectation.aspects.map((e) => e.key), c = (e) => t.scopes.find((t) => t.id === e)?.name ?? String(e), l = IR(Math.max(0, ...n.flatMap((e) => [e.kernel_us_per_call ?? 0, e.cpu_us_per_call ?? 0]))), u = new Set(n.map((e) => e.op)).size < n.length, f = (e) => `attention_ops[${t.attention_ops.indexOf(e)}]`, p = (e, t, n) => {
		let o = uz[t], s = r ?? (e.scope_ids ?? [])[0];
		return !i || !o || s === void 0 ? n : d("button", {
			class: "link",
			"data-evidence": o.view,
			title: `see ${dz(a, o.what)} in ${c(s)}`,
			onclick: () => i({
				view: o.view,
				scope: String(s),
				kfilter: "",
				call: ""
			})
		}, n);
	}, m = (e, t) => e.expectation.aspects.find((e) => e.key === t), h = (e, t, n, r) => ({
		key: e,
		label: `${t} ${l.unit} / call`,
		numeric: !0,
		secondary: r,
		value: (e) => n(e),
		render: (e) => n(e) === null ? "–" : l.figure(n(e)),
		field: e
	}), g = (e) => r === void 0 ? e.count : fz(e, r), _ = (e) => r === void 0 ? `${f(e)}.count` : `${f(e)}.scope_calls[${(e.scope_calls ?? []).findIndex((e) => e.scope_id === r)}].calls`;
	return [
		{
			key: "op",
			label: "attention op",
			value: (e) => e.op,
			render: (e) => OR(e.op, 60),
			cell: (e) => ({ title: e.op })
		},
		{
			key: "shape",
			label: "B×H×Lq×Lkv×D",
			value: (e) => gz(e),
			secondary: !u,
			title: "the call’s shape: shown where two rows are of one op"
		},
		{
			key: "backend",
			label: "backend",
			secondary: !0
		},
		{
			key: "calls",
			label: "calls",
			numeric: !0,
			value: g,
			cell: (e) => ({
				"data-testid": "expected-calls",
				"data-field": _(e),
				"data-value": String(g(e))
			})
		},
		...s.map((e) => ({
			key: e,
			label: hz(e, o),
			value: (t) => m(t, e).observed,
			render: (t) => {
				let n = m(t, e);
				return d("span", {}, d("span", { class: "muted" }, `${n.expected} → `), n.differs ? p(t, n.key, n.observed) : n.observed);
			},
			cell: (t) => {
				let n = m(t, e);
				return {
					class: n.state,
					title: n.why ?? mz[n.state],
					"data-differs": String(n.differs),
					"data-state": n.state,
					"data-aspect": n.key
				};
			}
		})),
		{
			key: "dtype",
			label: "dtype",
			secondary: !0
		},
		...a ? [{
			key: "launch",
			label: "launch",
			secondary: !0,
			value: (e) => (e.expectation.observed.launch_apis ?? []).join(", ") || null
		}] : [],
		...a ? [h("kernel_us_per_call", "kernel", (e) => e.kernel_us_per_call, !1)] : [],
		h("cpu_us_per_call", "CPU", (e) => e.cpu_us_per_call, a),
		...r === void 0 ? [{
			key: "scopes",
			label: "scopes",
			value: (e) => (e.scope_ids ?? []).map(c).join(", "),
			render: (e) => yz(e, c, i),
			cell: (e) => ({
				"data-testid": "expected-scopes",
				title: (e.scope_ids ?? []).map(c).join(", ") || null
			})
		}] : []
	];
}
function vz(e, t, n) {
	let r = (n === void 0 ? e.attention_ops : pz(e, n)).filter((e) => e.count > 0), i = n === void 0 ? -1 : e.scopes.findIndex((e) => e.id === n), a = n === void 0 ? e.expected : e.scopes[i]?.expected ?? null, o = n === void 0 ? "expected" : `scopes[${i}].expected`;
	if (!r.length) return null;
	let s = e.breakdown_unit === "gpu", c = r.filter((e) => e.expectation), l = (t) => e.scopes.find((e) => e.id === t)?.name ?? String(t), u = n === void 0 ? "Expected → observed, per attention op" : `Expected → observed, the attention ops in ${OR(l(n), 60)}`, f = n === void 0 ? "overview-expected" : "scope-expected", p = d("div", { "data-testid": f }, d("h3", {}, u));
	if (c.length) {
		let r = new iz({
			columns: _z({
				e,
				rows: c,
				scopeId: n,
				go: t,
				gpu: s
			}),
			rows: c,
			filename: `${f}.csv`,
			testId: `${f}-table`,
			tableClass: "compare expected",
			rowField: (t) => `attention_ops[${e.attention_ops.indexOf(t)}]`,
			rowData: (e) => ({ "data-op": e.op }),
			maxHeight: 360
		}), i = (r) => {
			let i = n ?? (e.attention_ops[r].scope_ids ?? [])[0];
			return !t || i === void 0 ? null : d("button", {
				class: "link",
				"data-evidence": "kernels",
				title: `see ${dz(s, "its kernels")} in ${l(i)}`,
				onclick: () => t({
					view: "kernels",
					scope: String(i),
					kfilter: "",
					call: ""
				})
			}, dz(s, "see the kernels"));
		};
		p.append(d("div", { "data-testid": `${f}-scroll` }, r.el), d("ul", {
			class: "summary",
			"data-testid": `${f}-mismatches`
		}, ...(a?.mismatch_lines ?? []).map((e) => {
			let t = i(e.row);
			return d("li", { class: "summary-mismatch" }, e.text, ...t ? [" — ", t] : []);
		}))), a?.matching_line && p.append(d("p", {
			class: "muted small",
			"data-testid": `${f}-matches`,
			"data-field": `${o}.matching`,
			"data-value": String(a.matching)
		}, a.matching_line));
	} else p.append(d("p", { class: "muted small" }, s ? (e.attention?.kernel_us ?? 0) > 0 ? "No attention call here has a picture to check: its kernels ran with no attention op around them (a graph replay, or kernels found by their names)." : "No attention op launched kernels in this trace: there is no picture to check." : "No attention op here has a picture to check; per call: " + r.map((e) => `${OR(e.op, 50)} ${e.cpu_us_per_call === null ? "not measured" : CR(e.cpu_us_per_call)} CPU`).join(", ") + "."));
	return p;
}
function yz(e, t, n) {
	let r = e.scope_ids ?? [];
	if (!r.length) return d("span", {}, "–");
	let i = r[0], a = OR(t(i), 28);
	return d("span", {}, n ? d("button", {
		class: "link",
		"data-scope": String(i),
		title: `the kernels of ${t(i)}`,
		onclick: () => n({
			view: "kernels",
			scope: String(i),
			kfilter: ""
		})
	}, a) : a, r.length > 1 ? ` +${r.length - 1}` : "");
}
// src/views/serving.ts
var bz = {
	prefill: "#1a73e8",
	decode: "#e8710a",
	shared: "#9334e6"
};
function xz(e) {
	let t = e.judged_by === "bandwidth" ? e.pct_of_peak_bandwidth : e.judged_by === "compute" ? e.pct_of_peak_compute : null;
	return t === null ? "–" : `${t.toFixed(1)}% of ${e.judged_by === "bandwidth" ? "memory bandwidth" : "peak compute"}`;
}
var Sz = (e) => e === null ? "?" : String(e);
function Cz(e, t) {
	return {
		title: {
			text: "Attention per engine step, by phase",
			textStyle: { fontSize: 13 }
		},
		tooltip: uR((e) => `step ${e[0]?.axisValue ?? ""}`, (e) => t.text(e.value), !0),
		legend: { ...hR },
		grid: gR({
			left: 60,
			right: 20,
			top: 56,
			bottom: 30
		}),
		xAxis: {
			type: "category",
			name: "step",
			data: e.map((e) => String(e.index))
		},
		yAxis: {
			type: "value",
			..._R(t.unit),
			axisLabel: { formatter: t.axis }
		},
		series: [
			"prefill",
			"decode",
			"shared"
		].map((t) => ({
			name: t === "shared" ? "one kernel for both" : t,
			type: "bar",
			stack: "phase",
			itemStyle: { color: bz[t] },
			data: e.map((e) => e[`${t}_kernel_us`])
		}))
	};
}
function wz(e, t) {
	let n = e.serving;
	if (!n) return null;
	let r = IR(Math.max(0, ...n.phases.map((e) => e.attention_kernel_us))), i = d("table", {
		class: "plain",
		"data-testid": "serving-phases"
	}, d("thead", {}, d("tr", {}, ...[
		"phase",
		"steps",
		"prefill tokens",
		"decode tokens",
		"attention",
		"µs per token",
		"prefill · decode · shared"
	].map((e) => d("th", {}, e)))), d("tbody", {}, ...n.phases.map((e) => d("tr", { "data-phase": e.phase }, d("td", {}, e.phase), d("td", { class: "num" }, String(e.steps)), d("td", { class: "num" }, Sz(e.prefill_tokens)), d("td", { class: "num" }, Sz(e.decode_tokens)), d("td", {
		class: "num",
		"data-value": String(e.attention_kernel_us)
	}, r.text(e.attention_kernel_us)), d("td", {
		class: "num",
		"data-value": String(e.attention_us_per_token ?? "")
	}, ER(e.attention_us_per_token, 3)), d("td", { class: "num" }, [
		e.prefill_kernel_us,
		e.decode_kernel_us,
		e.shared_kernel_us
	].map((e) => r.text(e)).join(" · ")))))), a = [];
	n.overall && a.push(["whole trace", n.overall]), n.steady && a.push(["steady window", n.steady]);
	let o = IR(Math.max(0, ...a.map(([, e]) => e.attention_kernel_us))), s = d("table", {
		class: "plain",
		"data-testid": "serving-windows"
	}, d("thead", {}, d("tr", {}, ...[
		"window",
		"steps",
		"phase",
		"requests",
		"tokens",
		"attention",
		"µs per token",
		"held to"
	].map((e) => d("th", {}, e)))), d("tbody", {}, ...a.map(([e, t]) => d("tr", { "data-window": e }, d("td", {}, e), d("td", { class: "num" }, `${t.first_step}–${t.last_step}`), d("td", {}, t.phase), d("td", { class: "num" }, t.requests_min === t.requests_max ? String(t.requests_min) : `${t.requests_min}–${t.requests_max}`), d("td", { class: "num" }, String(t.tokens)), d("td", {
		class: "num",
		"data-value": String(t.attention_kernel_us)
	}, o.text(t.attention_kernel_us)), d("td", {
		class: "num",
		"data-value": String(t.attention_us_per_token ?? "")
	}, ER(t.attention_us_per_token, 3)), d("td", {}, xz(t)))))), c = n.steady_note ? d("p", {
		class: "muted small",
		"data-testid": "serving-steady-note"
	}, `No steady window: ${n.steady_note}.`) : null, l = IR(Math.max(0, ...n.steps.map((e) => e.attention_kernel_us))), u = n.steps.length > 1 ? d("div", {
		class: "chart",
		"data-testid": "serving-step-chart"
	}) : null;
	u && requestAnimationFrame(() => {
		let e = mR(u);
		t(() => e.dispose()), e.setOption(Cz(n.steps, l));
	});
	let f = new iz({
		columns: [
			{
				key: "index",
				label: "step",
				numeric: !0
			},
			{
				key: "phase",
				label: "phase"
			},
			{
				key: "prefill_tokens",
				label: "prefill tokens",
				numeric: !0
			},
			{
				key: "decode_tokens",
				label: "decode tokens",
				numeric: !0
			},
			XR("attention_kernel_us", "attention", l, (e) => e.attention_kernel_us),
			{
				key: "attention_us_per_token",
				label: "µs / token",
				numeric: !0,
				digits: 3
			},
			{
				key: "attention_calls",
				label: "calls",
				numeric: !0
			},
			{
				key: "tflops",
				label: "TFLOP/s",
				numeric: !0
			},
			{
				key: "tbps",
				label: "TB/s",
				numeric: !0,
				digits: 3
			},
			{
				key: "held",
				label: "held to",
				value: xz,
				title: "decode: the memory bandwidth; prefill: peak compute; mixed: by the roofline"
			},
			XR("kv_cache_write_us", "KV write", l, (e) => e.kv_cache_write_us),
			XR("rotary_us", "rotary", l, (e) => e.rotary_us),
			XR("fused_rotary_kv_us", "fused rotary + KV write", l, (e) => e.fused_rotary_kv_us),
			XR("gpu_idle_us", "GPU idle", l, (e) => e.gpu_idle_us, "the step’s GPU range less the union of what it ran")
		],
		rows: n.steps,
		filename: "serving_steps.csv",
		testId: "serving-steps",
		sort: {
			key: "index",
			desc: !1
		},
		maxHeight: 260
	}), p = n.kv_cache_dtype ? `KV cache ${n.kv_cache_dtype} (from ${n.kv_cache_dtype_from})` : "KV cache dtype not in the trace (taken as the query’s)", m = n.steps_total > n.steps.length ? ` (the first ${n.steps.length} listed)` : "";
	return d("div", { "data-testid": "serving" }, d("h3", {}, `Serving engine steps: ${n.steps_total}${m}`), d("p", { class: "muted small" }, `From the engine’s ${n.source.join(" and ")} ${HR(n.source.length, "label")}; ${p}. ${n.flops_note}.`), i, s, c, u, f.el);
}
function Tz(e) {
	return e.tokens ? e.forward_kernel_us / e.tokens : null;
}
// src/views/context.ts
function Ez(e) {
	return {
		sort: e.state.sort,
		filter: e.state.q,
		columns: e.state.cols,
		save: (t, n, r) => e.remember({
			sort: t,
			q: n,
			cols: r
		})
	};
}
// src/views/kernels.ts
function Dz(e) {
	let t = () => {
		let t = d("textarea", {
			style: "position:fixed;left:-9999px",
			"aria-hidden": "true"
		});
		t.value = e, document.body.appendChild(t), t.select();
		try {
			document.execCommand("copy");
		} finally {
			t.remove();
		}
	};
	navigator.clipboard?.writeText ? navigator.clipboard.writeText(e).catch(t) : t();
}
function Oz(e, t) {
	return d("span", {
		class: "kname",
		title: e,
		"data-full": e
	}, OR(t, 90), d("button", {
		type: "button",
		class: "copy",
		title: "copy the full name",
		"aria-label": "copy the full name",
		onclick: (t) => {
			t.stopPropagation(), Dz(e);
		}
	}, "⧉"));
}
var kz = {
	reported: "reported by the profiler (CUPTI's estimate from the launch); 0 where the kernel was launched through the driver API (cuLaunchKernelEx, cudaLaunchKernelExC: cuBLAS, cuDNN, nvjet), which CUPTI does not estimate: a gap in the measurement, not an idle SM",
	theoretical: "resident warps over the SM's maximum, from registers per thread, threads per block and shared memory against the device's limits (the occupancy calculator's rule); empty where the trace lacks one of them",
	resident: "blocks of this launch one SM holds at once, by the same limits",
	grid: "the grid's blocks over the device's SMs: how many each SM gets over the launch, not how many it holds at once"
}, Az = (e, t, n) => XR(e, t, n, (t) => t[e], void 0, e);
function jz(e, t = !1, n, r = IR(0)) {
	let i = [
		{
			key: "name",
			label: e ? "kernel" : "CPU op",
			render: (t) => Oz(t.name, e ? n?.get(t.name) ?? PR(t.name) : t.name)
		},
		Az("total_us", "total", r),
		{
			key: "share",
			label: "share %",
			numeric: !0,
			field: "share",
			value: (e) => Math.round(e.share * 1e5) / 1e3,
			render: (e) => wR(e.share)
		},
		{
			key: "count",
			label: "count",
			numeric: !0,
			field: "count"
		},
		Az("mean_us", "mean", r),
		...e ? [
			{
				key: "cores",
				label: "cores",
				value: (e) => lz(e.cores, t),
				title: `GEMM and attention kernels: ${lz("tensor", t)} or FP32 by the kernel name, or "unknown" where the name does not say; other kernels run on the ${t ? "vector units" : "CUDA cores"}`
			},
			{
				key: "occupancy_reported",
				label: "occupancy %",
				numeric: !0,
				field: "occupancy_reported",
				title: kz.reported,
				render: (e) => e.occupancy_unmeasured ? d("span", {
					class: "muted",
					title: e.occupancy_unmeasured,
					"data-testid": "not-measured"
				}, "not measured") : sz(e.occupancy_reported, 1)
			},
			{
				key: "occupancy_theoretical",
				label: "theor. occ. %",
				numeric: !0,
				field: "occupancy_theoretical",
				title: kz.theoretical,
				secondary: !0
			},
			{
				key: "occupancy_limits",
				label: "limited by",
				value: (e) => e.occupancy_limits?.limited_by.join(", ") ?? null,
				title: "what limits the kernel's occupancy, as the trace records it (Kineto's occupancy object)",
				render: (e) => Nz(e)
			}
		] : [],
		{
			key: "backend",
			label: "backend"
		},
		{
			key: "phase",
			label: "phase"
		},
		{
			key: "category",
			label: "category",
			secondary: !0
		},
		{
			...Az("min_us", "min", r),
			secondary: !0
		},
		{
			...Az("max_us", "max", r),
			secondary: !0
		}
	];
	return e ? i.concat([
		{
			key: "resident_blocks_per_sm",
			label: "resident blocks/SM",
			numeric: !0,
			field: "resident_blocks_per_sm",
			title: kz.resident
		},
		{
			key: "blocks_per_sm",
			label: "grid blocks/SM",
			numeric: !0,
			field: "blocks_per_sm",
			title: kz.grid
		},
		{
			key: "warps_per_sm",
			label: "grid warps/SM",
			numeric: !0,
			field: "warps_per_sm",
			title: "the launch's warps over the device's SMs, as blocks/SM"
		},
		{
			key: "registers_per_thread",
			label: "regs/thread",
			numeric: !0,
			field: "registers_per_thread"
		},
		{
			key: "shared_memory",
			label: "smem B",
			numeric: !0,
			field: "shared_memory"
		},
		{
			key: "grid",
			label: "grid",
			value: (e) => e.grid ? e.grid.join("×") : null
		},
		{
			key: "block",
			label: "block",
			value: (e) => e.block ? e.block.join("×") : null
		},
		{
			key: "launch_api",
			label: "launch"
		},
		{
			key: "name_says",
			label: "name says",
			value: (e) => Mz(e),
			title: "what the kernel’s readable name says: direction, dtype, head dim, causal, tile"
		}
	].map((e) => ({
		...e,
		secondary: !0
	}))) : i;
}
function Mz(e) {
	let t = e.name_says;
	if (!t) return null;
	let n = t.causal === null ? null : t.causal ? "causal" : "not causal";
	return [
		t.direction,
		t.dtype,
		t.head_dim === null ? null : `hd${t.head_dim}`,
		n,
		t.tile?.join("×") ?? null
	].filter((e) => e !== null).join(" ");
}
function Nz(e) {
	let t = e.occupancy_limits;
	return t ? d("span", {
		title: [
			["active blocks/SM", t.active_blocks_per_sm],
			["registers", t.registers],
			["shared memory", t.shared_memory],
			["warps", t.warps],
			["blocks", t.blocks],
			["barriers", t.barriers]
		].filter(([, e]) => e !== null).map(([e, t]) => `${e}: ${t}`).join("\n"),
		"data-testid": "occupancy-limits"
	}, t.limited_by.join(", ")) : "";
}
function Pz(e) {
	let t = e.entry, n = t.breakdown_unit === "gpu", r = e.state.scope === "" ? null : t.scopes.find((t) => String(t.id) === e.state.scope) ?? null, i = e.state.kfilter.toLowerCase(), a = r ? r.kernels : t.attention.kernels, o = i ? a.filter((e) => [
		e.name,
		e.backend ?? "",
		e.category
	].some((e) => e.toLowerCase().includes(i))) : a, s = Fz(e), c = (r ?? t.attention).categories, l = /* @__PURE__ */ new Map();
	for (let e of c) l.set(e.category, (l.get(e.category) ?? 0) + e.total_us);
	let u = IR(Math.max(0, ...l.values(), ...o.map((e) => e.total_us))), f = d("div", {
		class: "chart",
		"data-testid": "kernel-category-chart"
	}), p = d("div", {
		class: "chart",
		"data-testid": "kernel-name-chart"
	});
	requestAnimationFrame(() => {
		let t = mR(f), n = mR(p);
		e.onDispose(() => {
			t.dispose(), n.dispose();
		}), t.setOption(vR(i ? "By category (all its kernels, unfiltered)" : "By category", c, u));
		let r = [...o].sort((e, t) => t.total_us - e.total_us).slice(0, 15).reverse(), a = FR(r.map((e) => e.name), 40);
		n.setOption(Iz(r, a, u));
	});
	let m = r ? `scopes[${t.scopes.indexOf(r)}]` : "attention", h = new Map(a.map((e, t) => [e, t])), g = new iz({
		columns: jz(n, cz(e.entry), FR(o.map((e) => e.name), 90), u),
		rows: o,
		filename: `kernels_${r ? r.name : "attention"}.csv`.replace(/[^\w.-]+/g, "_"),
		testId: "kernel-table",
		keep: Ez(e),
		sort: {
			key: "total_us",
			desc: !0
		},
		rowField: (e) => `${m}.kernels[${h.get(e)}]`
	}), _ = Lz(t, r, m), v = i ? d("span", {
		class: "filter-note",
		"data-testid": "kernel-filter"
	}, ` only “${e.state.kfilter}” `, d("button", {
		type: "button",
		onclick: () => e.setState({ kfilter: "" })
	}, "show all")) : null;
	return d("div", {
		class: "view",
		"data-testid": "kernels-view",
		"data-unit": u.unit
	}, d("div", { class: "toolbar" }, d("label", {}, "Scope ", s), v), d("p", { "data-testid": "kernel-summary" }, ..._), r ? vz(t, e.setState, r.id) : null, d("div", { class: "row2" }, f, p), g.el, n ? d("details", {
		class: "muted small",
		"data-testid": "occupancy-words"
	}, d("summary", {}, "What the occupancy columns say"), d("ul", {}, d("li", {}, `occupancy %: ${kz.reported}.`), d("li", {}, `theor. occ. %: ${kz.theoretical}.`), d("li", {}, `resident blocks/SM: ${kz.resident}.`), d("li", {}, `grid blocks/SM: ${kz.grid}.`), d("li", {}, "A fused attention kernel runs at low occupancy by design: many registers and much shared memory a block leave room for few blocks, each doing much work."))) : null);
}
function Fz(e) {
	let t = d("select", {
		"data-testid": "kernel-scope-select",
		"aria-label": "scope",
		onchange: (t) => e.setState({ scope: t.target.value })
	}, d("option", { value: "" }, "All attention")), n = /* @__PURE__ */ new Map();
	for (let r of e.entry.scopes) {
		let i = r.parent_id === null ? 0 : (n.get(r.parent_id) ?? 0) + 1;
		n.set(r.id, i);
		let a = d("option", { value: String(r.id) }, `${" ".repeat(2 * i)}${r.name}`);
		String(r.id) === e.state.scope && (a.selected = !0), t.appendChild(a);
	}
	return t;
}
function Iz(e, t, n) {
	return {
		title: {
			text: `Top ${e.length} by total time`,
			textStyle: { fontSize: 13 }
		},
		tooltip: {
			trigger: "item",
			formatter: (t) => {
				let r = e[t.dataIndex];
				return rR(OR(r.name, 160), [
					["phase", r.phase],
					["category", r.category],
					["count", ER(r.count)],
					["total", n.text(r.total_us)],
					["mean", n.text(r.mean_us)]
				]);
			}
		},
		grid: gR({
			left: 260,
			right: 20,
			top: 30,
			bottom: 30
		}),
		xAxis: {
			type: "value",
			name: n.unit,
			axisLabel: { formatter: n.axis }
		},
		yAxis: {
			type: "category",
			data: e.map((e) => `${t.get(e.name) ?? OR(e.name, 40)} (${e.phase[0]})`),
			axisLabel: {
				width: 250,
				overflow: "truncate"
			}
		},
		series: [{
			type: "bar",
			data: e.map((e) => ({
				value: e.total_us,
				itemStyle: { color: yR[e.category] ?? "#999" }
			}))
		}]
	};
}
function Lz(e, t, n) {
	let r = e.breakdown_unit === "gpu", i = IR(Math.max(t?.kernel_us_per_instance ?? 0, t?.cpu_us_per_instance ?? 0)), a = (e, t, r) => d("span", {
		"data-field": `${n}.${e}`,
		"data-value": String(t ?? "")
	}, r);
	return t ? [
		`${t.name}: `,
		a("count", t.count, String(t.count)),
		` ${HR(t.count, "instance")}; per instance `,
		a("kernels_per_instance", t.kernels_per_instance, ER(t.kernels_per_instance)),
		` ${HR(t.kernels_per_instance, "kernel")}, `,
		a("gpu_ops_per_instance", t.gpu_ops_per_instance, ER(t.gpu_ops_per_instance)),
		` ${HR(t.gpu_ops_per_instance, "GPU op")} incl. copies, `,
		a("cpu_ops_per_instance", t.cpu_ops_per_instance, ER(t.cpu_ops_per_instance)),
		` ${HR(t.cpu_ops_per_instance, "CPU op")}, `,
		a("kernel_us_per_instance", t.kernel_us_per_instance, i.text(t.kernel_us_per_instance)),
		" GPU and ",
		a("cpu_us_per_instance", t.cpu_us_per_instance, i.text(t.cpu_us_per_instance)),
		" CPU time"
	] : [
		"All attention: ",
		a("kernels_total", e.attention.kernels_total, String(e.attention.kernels_total)),
		` distinct ${HR(e.attention.kernels_total, r ? "kernel" : "CPU op")}`,
		...e.attention.kernels_total > e.attention.kernels.length ? [
			" (the largest ",
			a("kernels.length", e.attention.kernels.length, String(e.attention.kernels.length)),
			" listed)"
		] : []
	];
}
// src/views/verdict.ts
function Rz(e) {
	return e.verdict;
}
function zz(e) {
	return d("div", {
		class: "verdict",
		"data-testid": "overview-verdict"
	}, d("p", {
		class: "verdict-sentence",
		"data-testid": "verdict-sentence"
	}, e.sentence), d("p", {
		class: "verdict-device",
		"data-testid": "verdict-device"
	}, e.device), e.mismatches ? d("p", {
		class: "summary-mismatch",
		"data-testid": "verdict-mismatches"
	}, d("button", {
		class: "link",
		type: "button",
		onclick: () => document.querySelector("[data-testid=overview-expected]")?.scrollIntoView({ block: "start" })
	}, `${WR(e.mismatches, "attention op")} ${UR(e.mismatches, "differs", "differ")} from the picture ${UR(e.mismatches, "its", "their")} kind should show`), " (expected → observed, below).") : null, e.changes.length ? d("ol", {
		class: "verdict-changes",
		"data-testid": "verdict-changes"
	}, ...e.changes.map((e) => d("li", {
		"data-code": e.code,
		"data-saves-us": String(e.saves_us)
	}, e.message, " ", d("span", { class: "saves" }, `Could save about ${e.saves}.`)))) : d("p", {
		class: "muted",
		"data-testid": "verdict-no-changes"
	}, "No change with a time estimate: the notes below say what the trace shows."));
}
function Bz(e, t, n) {
	let r = e.notes.reduce((e, t) => e + t.notes.length, 0);
	if (!r && !t.some(Boolean)) return null;
	let i = d("details", {
		class: "notes-fold",
		"data-testid": "overview-notes"
	}, d("summary", {}, `Notes and evidence (${r})`), ...e.notes.map((e) => d("div", {
		class: "notes",
		"data-group": e.group
	}, d("h4", {}, e.title), ...e.notes.map((e) => d("div", {
		class: `note ${e.level}`,
		"data-code": e.code ?? ""
	}, e.text, e.command ? d("pre", {
		class: "command",
		"data-testid": "note-command"
	}, d("code", {}, e.command)) : null)))), ...t);
	return n && i.setAttribute("open", ""), i;
}
// src/views/overview.ts
var Vz = [
	"name",
	"total_us",
	"share",
	"count",
	"mean_us",
	"cores",
	"occupancy_reported",
	"backend"
], Hz = "with torch.profiler.profile(\n        schedule=torch.profiler.schedule(wait=1, warmup=1, active=3),\n        on_trace_ready=torch.profiler.tensorboard_trace_handler(\"runs/exp1\"),\n        record_shapes=True, profile_memory=True, with_stack=True) as prof:\n    for step, batch in enumerate(loader):\n        with torch.profiler.record_function(\"attention/layer0\"):\n            out = attention(q, k, v)\n        ...\n        prof.step()";
function Uz(e, t, n, r, i) {
	return d("div", {
		class: "card",
		"data-testid": e
	}, d("div", { class: "card-title" }, t), d("div", {
		class: "card-value",
		"data-value": r === null ? "" : String(r)
	}, n), d("div", { class: "card-sub" }, ...i));
}
function Wz(e) {
	let t = e.parts, n = t?.backward_without_forward;
	if (!t || !t.outside_labels.count && !t.found_by_kernel.count && !n?.count) return [];
	let r = IR(Math.max(t.scopes.kernel_us, t.outside_labels.kernel_us, t.found_by_kernel.kernel_us, n?.kernel_us ?? 0)), i = [], a = (e, t, n) => {
		i.length && i.push(" · "), i.push(d("span", {
			"data-testid": e,
			"data-value": String(t)
		}, n));
	};
	return (t.scopes.kernel_us || !e.scope_source.startsWith("none")) && a("overview-part-scopes", t.scopes.kernel_us, `in your scopes ${r.text(t.scopes.kernel_us)}`), t.outside_labels.count && a("overview-part-outside", t.outside_labels.kernel_us, `outside them ${r.text(t.outside_labels.kernel_us)} (${WR(t.outside_labels.count, "call")})`), t.found_by_kernel.count && a("overview-part-found", t.found_by_kernel.kernel_us, `found by kernel ${r.text(t.found_by_kernel.kernel_us)} (${WR(t.found_by_kernel.count, "kernel")}, no scope)`), n?.count && a("overview-part-unlinked", n.kernel_us, `backward without its forward ${r.text(n.kernel_us)} (${WR(n.count, "call")})`), [d("br"), ...i];
}
function Gz(e, t) {
	if (!e.length) return [];
	let n = e[0] instanceof HTMLElement && e[0].tagName === "BR" ? e.slice(1) : e;
	return [d("details", {
		class: "card-more",
		"data-testid": "overview-card-more"
	}, d("summary", {}, t), ...n)];
}
function Kz(e) {
	let t = e.cpu_threads;
	if (t.threads.length < 2) return [];
	let n = IR(Math.max(...t.threads.map((e) => Math.max(e.forward_us, e.backward_us)), t.wall_us)), r = t.threads.map((e) => {
		let t = [["forward", e.forward_us], ["backward", e.backward_us]].filter(([, e]) => e > 0).map(([e, t]) => `${e} ${n.text(t)}`);
		return d("div", {
			"data-testid": "overview-cpu-thread",
			"data-value": String(e.forward_us + e.backward_us)
		}, `thread ${e.thread}: ${t.join(" · ")}`);
	}), i = `on the clock ${n.text(t.wall_us)}` + (t.overlap_us > 0 ? ` (${n.text(t.overlap_us)} of the sum ran beside other attention work)` : "");
	return [...r, d("div", {
		"data-testid": "overview-cpu-wall",
		"data-value": String(t.wall_us)
	}, i)];
}
function qz(e) {
	let t = e.graph_replays;
	if (!t) return [];
	let n = IR(t.kernel_us);
	return [
		d("br"),
		d("span", {
			"data-testid": "overview-graph-replays",
			"data-value": String(t.attention_kernel_us)
		}, `graph replays: ${t.launches} ${HR(t.launches, "launch", "launches")} ran ${t.kernels} kernels (${n.text(t.kernel_us)}), attention ${IR(t.attention_kernel_us).text(t.attention_kernel_us)} of them (${WR(t.attention_kernels, "kernel")})`),
		...Jz(t),
		...Yz(t)
	];
}
function Jz(e) {
	if (!e.annotations.length) return [];
	let t = e.annotations.filter((e) => e.attention), n = IR(Math.max(...e.annotations.map((e) => e.kernel_us))), r = `graph annotations: ${e.annotations.length}` + (t.length ? `; attention by the label pattern: ${t.map((e) => `${e.name} (${WR(e.kernels, "kernel")}, ${n.text(e.kernel_us)})`).join(", ")}` : "; none matches the label pattern");
	return [d("br"), d("span", {
		"data-testid": "overview-graph-annotations",
		"data-value": String(t.length)
	}, r)];
}
function Yz(e) {
	let t = e.capture_merge;
	return t ? [d("br"), d("span", {
		"data-testid": "overview-capture-merge",
		"data-value": String(t.gpu_rows_matched),
		class: t.mismatch ? "summary-mismatch" : ""
	}, t.line)] : [];
}
function Xz(e) {
	let t = e.entry, n = t.attention, r = t.breakdown_unit === "gpu", i = n.backends_in_use, a = IR(Math.max(n.forward_kernel_us, n.backward_kernel_us)), o = IR(Math.max(n.cpu_us, n.forward_cpu_us, n.backward_cpu_us)), s = IR(Math.max(n.kernel_us, t.total_kernel_us)), c = d("div", { class: "cards" }, r ? Uz("overview-kernel-share", "Attention share of GPU kernel time", wR(n.kernel_share), n.kernel_share, [
		d("span", {
			"data-testid": "overview-kernel-us",
			"data-value": String(n.kernel_us)
		}, `${s.text(n.kernel_us)} of ${s.text(t.total_kernel_us)}`),
		d("br"),
		d("span", {
			"data-testid": "overview-forward-kernel-us",
			"data-value": String(n.forward_kernel_us)
		}, `forward ${a.text(n.forward_kernel_us)}`),
		" · ",
		d("span", {
			"data-testid": "overview-backward-kernel-us",
			"data-value": String(n.backward_kernel_us)
		}, `backward ${a.text(n.backward_kernel_us)}`),
		...Gz([...Wz(n), ...qz(t)], t.graph_replays ? "graph replays, where it comes from" : "where it comes from")
	]) : Uz("overview-kernel-share", "GPU kernels", "none in this trace", null, ["CPU-only trace: breakdowns are over CPU ops"]), Uz("overview-cpu-share", "Attention share of step time on CPU", wR(n.cpu_share), n.cpu_share, [
		d("span", {
			"data-testid": "overview-cpu-us",
			"data-value": String(n.cpu_us)
		}, o.text(n.cpu_us)),
		` (forward ${o.text(n.forward_cpu_us)} · backward ${o.text(n.backward_cpu_us)})`,
		d("br"),
		`${WR(t.steps.count, "profiled step")}`,
		...Gz(Kz(n), "by thread")
	]), Uz("overview-backends", i.title, i.names.join(", ") || "no attention op", null, [i.kernels]), Uz("overview-peak-memory", "Peak memory while attention runs", n.peak_allocated === null ? n.peak_memory_note ?? "–" : TR(n.peak_allocated), n.peak_allocated, n.peak_memory.map((e) => d("div", {}, `${e.device} ${e.phase}: ${TR(e.peak_allocated)}`))), r ? Uz("overview-unattributed", "Unattributed kernels", String(t.unattributed_kernels), t.unattributed_kernels, [`${CR(t.unattributed_kernel_us)} launched before the profiled window`]) : null), l = Rz(t), u = eB(e), f = t.advice.some((e) => e.code === "no_label") ? d("pre", { class: "howto" }, Hz) : null, p = !n.categories.length, m = p ? d("div", {
		class: "note info",
		"data-testid": "overview-no-attention"
	}, "No attention time in this trace: no label, module or attention op matched. Label the attention code with record_function (below), record with with_stack=True for nn.Module scopes, or change the patterns above.") : d("div", {
		class: "chart",
		"data-testid": "overview-category-chart"
	}), h = [...new Set(n.categories.map((e) => e.category))], g = (e) => h.map((t) => n.categories.find((n) => n.category === t && n.phase === e)?.total_us ?? 0), _ = IR(Math.max(0, ...h.map((e, t) => g("forward")[t] + g("backward")[t])));
	p || requestAnimationFrame(() => {
		let t = mR(m);
		e.onDispose(() => t.dispose()), t.setOption(vR(r ? "Attention GPU time by category" : "Attention CPU self time by category", n.categories, _));
	});
	let v = n.kernels.slice(0, 10), y = new iz({
		columns: jz(r, cz(t), FR(v.map((e) => e.name), 90), _).filter((e) => Vz.includes(e.key)),
		rows: v,
		filename: "top_kernels.csv",
		testId: "overview-top-kernels",
		sort: {
			key: "total_us",
			desc: !0
		},
		maxHeight: 300
	});
	return d("div", { class: "view" }, t.errors.length ? d("div", { class: "note warning" }, t.errors.join("\n")) : null, zz(l), c, vz(t, e.setState), wz(t, (t) => e.onDispose(t)), u, m, d("div", {}, d("h3", {}, r ? "Top attention kernels" : "Top attention CPU ops (self time)"), y.el), Bz(l, [f], p), d("p", { class: "muted small" }, `Trace: ${OR(t.path, 200)} · device: ${t.device ?? "CPU only"} · scopes by ${n.scope_source}`));
}
function Zz(e, t = !1) {
	let n = e.layers;
	if (!n) return null;
	let r = new Map(e.scopes.map((e) => [e.id, e])), i = n.sorted_by_time && !t;
	return {
		scopes: (i ? n.scope_ids_by_time : n.scope_ids).map((e) => r.get(e)).filter((e) => e !== void 0),
		sorted: i
	};
}
function Qz(e) {
	let t = e.outliers.map((e) => `${OR(e.name, 40)} ${IR(e.us).text(e.us)} (${e.ratio}× the median)`), n = t.length - 5;
	return d("div", {
		class: "muted small",
		"data-testid": "overview-layer-outliers",
		title: t.join("\n")
	}, `Outliers (the median layer: ${IR(e.median_us).text(e.median_us)}):`, d("ul", { class: "summary" }, ...t.slice(0, 5).map((e) => d("li", {}, e)), ...n > 0 ? [d("li", {}, `and ${n} more (hover for all)`)] : []));
}
function $z(e, t, n, r, i, a) {
	let o = t ? `${e.length} layers, sorted by time; the outliers named` : "per layer (top-level scope)";
	return {
		title: {
			text: `Attention ${n ? "GPU" : "CPU"} time ${o}`,
			textStyle: { fontSize: 13 }
		},
		tooltip: uR(dR, (e) => a.text(e.value), !0),
		legend: { ...hR },
		grid: gR({
			left: 60,
			right: 20,
			top: 64,
			bottom: 60
		}),
		xAxis: {
			type: "category",
			data: e.map((e) => OR(e.name, 40)),
			axisLabel: t ? { show: !1 } : {
				rotate: 45,
				fontSize: 10
			}
		},
		yAxis: {
			type: "value",
			..._R(a.unit),
			axisLabel: { formatter: a.axis }
		},
		series: [{
			name: "forward",
			type: "bar",
			stack: "phase",
			data: r,
			itemStyle: { color: "#1a73e8" }
		}, ...i.some((e) => e > 0) ? [{
			name: "backward",
			type: "bar",
			stack: "phase",
			data: i,
			itemStyle: { color: "#8ab4f8" }
		}] : []]
	};
}
function eB(e) {
	let t = e.entry, n = t.breakdown_unit === "gpu", r = Zz(t);
	if (!r || !t.layers) return null;
	let { scopes: i, sorted: a } = r, o = d("div", {
		class: "chart",
		"data-testid": "overview-layer-chart"
	}), s = null, c = t.layers.sorted_by_time ? d("button", {
		class: "small",
		"data-testid": "overview-layer-order",
		onclick: () => {
			let e = o.dataset.sorted === "true", r = Zz(t, e);
			o.dataset.sorted = String(r.sorted), c.textContent = r.sorted ? "in the order they run" : "sorted by time";
			let i = r.scopes.map((e) => n ? e.forward_kernel_us : e.cpu_us), a = r.scopes.map((e) => n ? e.backward_kernel_us : e.backward_cpu_us);
			s?.setOption($z(r.scopes, r.sorted, n, i, a, f), { notMerge: !0 });
		}
	}, "in the order they run") : null, l = i.map((e) => n ? e.forward_kernel_us : e.cpu_us), u = i.map((e) => n ? e.backward_kernel_us : e.backward_cpu_us);
	o.dataset.layers = String(i.length), o.dataset.sorted = String(a);
	let f = IR(Math.max(0, ...l.map((e, t) => e + u[t]))), p = t.layers.outside, m = p.calls ? d("p", {
		class: "muted small",
		"data-testid": "overview-layers-outside",
		"data-value": String(p.us)
	}, `Outside every layer: ${WR(p.calls, "attention call")} of ${WR(p.scopes, "op scope")}, ${IR(p.us).text(p.us)} (not a layer: drawn in no bar)`) : null, h = a && t.layers.outliers.length ? Qz(t.layers) : null;
	requestAnimationFrame(() => {
		let t = mR(o);
		s = t, e.onDispose(() => t.dispose()), t.setOption($z(i, a, n, l, u, f));
	});
	let g = t.layers.share_of_attention;
	return d("div", {}, c, o, g === null ? null : d("p", {
		class: "muted small",
		"data-testid": "overview-layers-share",
		"data-value": String(g)
	}, `The ${i.length} layers' bars hold ${wR(g)} of attention's time.`), h, m);
}
// src/views/call-sites.ts
function tB(e) {
	if (!e) return "";
	let t = e.lastIndexOf("/", e.indexOf(".py("));
	return t >= 0 ? e.slice(t + 1) : e;
}
function nB(e) {
	if (!e.length) return "";
	let t = e[0], n = tB(t.user ?? t.library) + (e.length > 1 ? ` (+${e.length - 1})` : "");
	return d("span", {
		title: e.map((e) => `${[e.user, e.library].filter((e) => e).join(" → ")}: ${ER(e.calls)} ${HR(e.calls, "call")}`).join("\n"),
		"data-testid": "call-site"
	}, n);
}
function rB(e) {
	let t = e.entry.call_sites;
	if (!t) return d("div");
	if (t.note) return d("p", {
		class: "muted",
		"data-testid": "call-sites-note"
	}, t.note);
	let n = t.sites;
	if (!n.length) return d("div");
	let r = e.entry.attention?.kernel_sites ?? [], i = e.entry.breakdown_unit === "gpu", a = IR(Math.max(0, ...n.map((e) => e.us))), o = new iz({
		columns: [
			{
				key: "user",
				label: "your code",
				value: (e) => e.user ?? "",
				render: (e) => d("span", { title: e.user ?? "" }, tB(e.user))
			},
			{
				key: "library",
				label: "library",
				value: (e) => e.library ?? "",
				render: (e) => d("span", { title: e.library ?? "" }, tB(e.library))
			},
			{
				key: "calls",
				label: "calls",
				numeric: !0,
				field: "calls"
			},
			XR("us", i ? "kernel" : "CPU", a, (e) => e.us, void 0, "us"),
			{
				key: "ops",
				label: "ops",
				value: (e) => e.ops.join(", ")
			}
		],
		rows: n,
		filename: "attention_call_sites.csv",
		testId: "call-sites-table",
		sort: {
			key: "us",
			desc: !0
		},
		rowField: (e, t) => `call_sites.sites[${t}]`
	});
	return d("div", { "data-testid": "call-sites" }, d("h3", {}, "Where in your code"), d("p", { class: "muted" }, "From the Python frames (with_stack=True): your innermost frame around each call, and the library frame it called. A frame’s line is its function’s first line."), o.el, r.length ? iB(r) : null);
}
function iB(e) {
	let t = new iz({
		columns: [
			{
				key: "site",
				label: "line",
				value: (e) => e.site,
				render: (e) => d("span", { title: e.site }, tB(e.site))
			},
			{
				key: "category",
				label: "kernels",
				value: (e) => e.category
			},
			{
				key: "kernels",
				label: "count",
				numeric: !0,
				field: "kernels"
			},
			XR("us", "kernel", IR(Math.max(0, ...e.map((e) => e.us))), (e) => e.us, void 0, "us"),
			{
				key: "ops",
				label: "ops",
				value: (e) => e.ops.join(", ")
			},
			{
				key: "change",
				label: "change",
				value: (e) => e.change
			}
		],
		rows: e,
		filename: "attention_kernel_sites.csv",
		testId: "kernel-sites-table",
		sort: {
			key: "us",
			desc: !0
		},
		rowField: (e, t) => `attention.kernel_sites[${t}]`
	});
	return d("div", { "data-testid": "kernel-sites" }, d("h3", {}, "Where the elementwise and copy kernels were launched"), t.el);
}
// src/views/attention-ops.ts
function aB(e, t, n, r, i, a) {
	return {
		...XR(e, t, n, (e) => a(e) ? null : i(e), void 0, r),
		render: (e) => {
			let t = a(e), r = i(e);
			return t ? d("span", {
				class: "muted",
				"data-testid": "unmeasured"
			}, t) : sz(r === null ? null : Math.round(r / n.div * 1e6) / 1e6, n.digits);
		}
	};
}
function oB(e) {
	let t = e.entry, n = t.attention_ops ?? [], r = (e) => (t) => t.shape?.[e] ?? null, i = t.breakdown_unit === "gpu", a = IR(Math.max(0, ...n.flatMap((e) => [
		e.kernel_us,
		e.backward_kernel_us,
		e.cpu_us
	]))), o = (e, t, n, r) => XR(e, t, a, n, void 0, r), s = [
		{
			key: "op",
			label: "op"
		},
		{
			key: "backend",
			label: "backend"
		},
		{
			key: "count",
			label: "calls",
			numeric: !0,
			field: "count"
		},
		{
			key: "tflops",
			label: "TFLOP/s",
			numeric: !0,
			digits: 3,
			value: (e) => i ? e.tflops : e.cpu_tflops,
			field: i ? "tflops" : "cpu_tflops",
			render: (e) => {
				let t = i ? e.tflops : e.cpu_tflops, n = t === null ? "" : ER(t, 3);
				return i && e.tflops_note ? d("span", {
					title: e.tflops_note,
					"data-testid": "tflops-note"
				}, `${n}*`) : n;
			},
			title: "over the kernels each call launched (CPU-only: its CPU time); see “FLOPs are”; *: its kernels hold other GEMMs (hover)"
		},
		i ? aB("kernel_us", "kernel", a, "kernel_us", (e) => e.kernel_us, (e) => e.kernel_unmeasured) : o("cpu_us", "CPU", (e) => e.cpu_us, "cpu_us"),
		{
			key: "best",
			label: "% of best",
			numeric: !0,
			digits: 1,
			field: "best_published.0.share_of_best",
			value: (e) => (e.best_published[0]?.share_of_best ?? null) === null ? null : 100 * e.best_published[0].share_of_best,
			render: (e) => sB(e),
			title: "the row’s rate as % of the best published figure for its device, dtype and kind (docs/devices.md); the figure and its source on hover"
		},
		i ? aB("mean", "per call", a, "kernel_us_per_call", (e) => e.kernel_us_per_call, (e) => e.kernel_unmeasured) : o("mean", "per call", (e) => e.cpu_us_per_call, "cpu_us_per_call"),
		aB("backward_kernel_us", "bwd kernel", a, "backward_kernel_us", (e) => e.backward_kernel_us, (e) => e.backward_kernel_unmeasured),
		{
			key: "shape",
			label: "B×H×Lq×Lkv×D",
			title: "the call’s shape (each part in the columns list too; T: tokens of a paged or packed call)",
			value: (e) => gz(e)
		},
		{
			key: "dtype",
			label: "dtype"
		},
		{
			key: "family",
			label: "family"
		},
		{
			key: "serving_phase",
			label: "serving phase",
			value: (e) => e.serving_phase ?? "",
			title: "a serving call’s phase: its engine step’s, or decode for one query token per sequence"
		},
		{
			key: "B",
			label: "B",
			numeric: !0,
			value: r("B"),
			field: "shape.B"
		},
		{
			key: "T",
			label: "tokens",
			numeric: !0,
			value: r("T"),
			field: "shape.T"
		},
		{
			key: "H",
			label: "heads",
			numeric: !0,
			value: r("H"),
			field: "shape.H"
		},
		{
			key: "Hkv",
			label: "KV heads",
			numeric: !0,
			value: r("Hkv"),
			field: "shape.Hkv"
		},
		{
			key: "Lq",
			label: "Lq",
			numeric: !0,
			value: r("Lq"),
			field: "shape.Lq"
		},
		{
			key: "Lkv",
			label: "Lkv",
			numeric: !0,
			value: r("Lkv"),
			field: "shape.Lkv"
		},
		{
			key: "D",
			label: "head dim",
			numeric: !0,
			value: r("D"),
			field: "shape.D"
		},
		{
			key: "causal",
			label: "causal",
			value: (e) => e.causal === null ? "?" : e.causal ? "yes" : "no",
			title: "?: the trace does not record the flag (an SDPA call records is_causal with record_shapes=True; an eager chain has none, its mask being ops of its own)"
		},
		{
			key: "gflop",
			label: "GFLOP/call",
			numeric: !0,
			digits: 3,
			field: "flops_per_call",
			value: (e) => e.flops_per_call === null ? null : e.flops_per_call / 1e9
		},
		{
			key: "flops_note",
			label: "FLOPs are",
			value: (e) => e.flops_note === null ? "the count" : e.flops_note
		},
		{
			key: "score_matrix_bytes",
			label: "L×L bytes",
			numeric: !0,
			field: "score_matrix_bytes",
			value: (e) => e.score_matrix_bytes,
			render: (e) => e.score_matrix_bytes === null ? "" : TR(e.score_matrix_bytes),
			title: "eager chains: one Lq×Lkv score matrix per call"
		},
		...i ? [o("cpu_us", "CPU", (e) => e.cpu_us, "cpu_us")] : [],
		{
			key: "kernel_backends",
			label: "kernels",
			value: (e) => e.kernel_backends.join(", ")
		},
		{
			key: "call_sites",
			label: "op called at",
			value: (e) => e.call_sites.map((e) => e.user ?? e.library).join("; "),
			render: (e) => nB(e.call_sites),
			title: "where the attention op was called: your innermost frame around the op’s calls (with_stack=True; the Scopes view’s is the frame around the label or module); all of them on hover"
		}
	], c = /* @__PURE__ */ new Set([
		"op",
		"backend",
		"count",
		"tflops",
		"best",
		"kernel_us",
		"cpu_us",
		"mean",
		"backward_kernel_us",
		"shape",
		"dtype",
		"gflop"
	]);
	for (let e of s) e.secondary = !c.has(e.key) || i && e.key === "cpu_us";
	let l = new iz({
		columns: s,
		rows: n,
		filename: "attention_ops.csv",
		testId: "sdpa-table",
		keep: Ez(e),
		sort: {
			key: i ? "kernel_us" : "cpu_us",
			desc: !0
		},
		rowField: (e, t) => `attention_ops[${t}]`
	});
	return n.length ? d("div", {
		class: "view",
		"data-testid": "attention-ops-view",
		"data-unit": a.unit
	}, pB(e), d("p", { class: "muted" }, d("span", {
		"data-field": "attention.op_calls",
		"data-value": String(t.attention.op_calls)
	}, ER(t.attention.op_calls)), ` attention ${HR(t.attention.op_calls, "call")}. FLOPs: 4·B·H·Lq·Lkv·D per call, halved when causal; FlexAttention gives the dense upper bound, variable-length calls an estimate, paged calls none (see “FLOPs are”); TFLOP/s over the kernels each call launched${i ? "" : " (CPU-only trace: over the op’s CPU time)"}.`, i && t.hardware ? d("span", { "data-testid": "hardware-convention" }, ` ${t.hardware.convention}`) : null), l.el, rB(e)) : d("div", {
		class: "view",
		"data-testid": "attention-ops-view",
		"data-unit": a.unit
	}, d("p", {
		class: "muted",
		"data-testid": "attention-ops-empty"
	}, "No attention op ran in this trace (no scaled_dot_product_attention, FlexAttention, FlashAttention or serving-engine attention op, and no eager Q·Kᵀ, softmax, ·V chain found). Record with record_shapes=True to see their shapes."));
}
function sB(e) {
	let t = e.best_published;
	if (!t.length) return "";
	let n = t[0].share_of_best;
	return d("span", {
		title: t.map((e) => `${e.line} (${e.source})`).join("\n"),
		"data-testid": "best-published"
	}, n === null ? "–" : `${ER(100 * n, 1)}%`);
}
function cB(e) {
	let t = e.breakdown_unit === "gpu", n = [], r = (e, t, n) => ({
		intensity: `${e}.flops_per_byte`,
		tflops: `${e}.${t}`,
		us: `${e}.${n}`
	});
	return (e.attention_ops ?? []).forEach((e, i) => {
		let a = t ? e.tflops : e.cpu_tflops;
		if (e.flops_per_byte === null || a === null || a <= 0) return;
		let o = e.shape ? [
			"B",
			"H",
			"Lq",
			"Lkv",
			"D"
		].map((t) => e.shape[t] ?? "?").join("×") : "";
		n.push({
			name: `${e.op} ${o}`,
			kind: "attention op",
			dtype: e.dtype,
			intensity: e.flops_per_byte,
			tflops: a,
			us: t ? e.kernel_us : e.cpu_us,
			filter: e.kernel_backends[0] ?? "attention",
			fields: r(`attention_ops[${i}]`, t ? "tflops" : "cpu_tflops", t ? "kernel_us" : "cpu_us")
		});
	}), (e.attention_gemms ?? []).forEach((e, i) => {
		e.flops_per_byte === null || e.tflops === null || e.tflops <= 0 || n.push({
			name: `${e.op} ${e.M}×${e.N}×${e.K}${e.B > 1 ? ` ×${e.B}` : ""} (${e.phase})`,
			kind: "GEMM",
			dtype: e.dtype,
			intensity: e.flops_per_byte,
			tflops: e.tflops,
			us: t ? e.kernel_us : e.cpu_us,
			filter: "gemm",
			fields: r(`attention_gemms[${i}]`, "tflops", t ? "kernel_us" : "cpu_us")
		});
	}), (e.serving?.steps ?? []).forEach((e, t) => {
		e.flops_per_byte === null || e.tflops === null || e.tflops <= 0 || n.push({
			name: `engine step ${e.index} (${e.phase}, ${e.tokens} tokens)`,
			kind: `${e.phase} step`,
			dtype: e.dtype,
			intensity: e.flops_per_byte,
			tflops: e.tflops,
			us: e.attention_kernel_us,
			filter: "attention",
			fields: r(`serving.steps[${t}]`, "tflops", "attention_kernel_us")
		});
	}), n;
}
var lB = {
	"attention op": "#e8710a",
	GEMM: "#1a73e8",
	"prefill step": "#188038",
	"decode step": "#d93025",
	"mixed step": "#9334e6"
}, uB = {
	float32: "fp32",
	bfloat16: "bf16",
	float16: "fp16",
	float8_e4m3fn: "fp8",
	float8_e5m2: "fp8"
}, dB = (e, t, n) => d("span", {
	"data-field": e,
	"data-value": String(t)
}, n);
function fB(e, t, n, r, i) {
	let a = Math.max(...e.map((e) => e.us), 1), o = [...new Set(e.map((e) => e.kind))];
	return {
		title: {
			text: `Roofline${t ? `: ${t}` : " (no peak known for this device)"}`,
			textStyle: { fontSize: 13 }
		},
		tooltip: {
			trigger: "item",
			formatter: (t) => {
				let n = t.seriesType === "scatter" ? e[t.data?.index] : void 0;
				return t.seriesType !== "scatter" || !n ? rR(String(t.seriesName), []) : rR(OR(n.name, 80), [
					["kind", n.kind],
					["dtype", n.dtype ?? "?"],
					["FLOPs/byte", n.intensity.toFixed(1)],
					["TFLOP/s", String(n.tflops)],
					["time", CR(n.us)]
				]);
			}
		},
		legend: { ...hR },
		grid: gR({
			left: 60,
			right: 30,
			top: 74,
			bottom: 40
		}),
		xAxis: {
			type: "log",
			name: "FLOPs/byte",
			nameLocation: "middle",
			nameGap: 25,
			min: n,
			max: r,
			axisLabel: { formatter: DR }
		},
		yAxis: {
			type: "log",
			name: "TFLOP/s",
			axisLabel: { formatter: DR }
		},
		series: [...o.map((t) => ({
			name: `${t}s`,
			type: "scatter",
			data: e.flatMap((e, n) => e.kind === t ? [{
				value: [e.intensity, e.tflops],
				index: n
			}] : []),
			symbolSize: (t, n) => 6 + 24 * Math.sqrt(e[n.data.index].us / a),
			itemStyle: {
				color: lB[t],
				opacity: .8
			}
		})), ...i]
	};
}
function pB(e) {
	let t = e.entry, n = cB(t);
	if (!n.length) return d("p", {
		class: "muted",
		"data-testid": "roofline-empty"
	}, "No roofline: no attention op or GEMM here has both FLOPs and bytes (record with record_shapes=True).");
	let r = d("div", {
		class: "chart roofline",
		"data-testid": "roofline-chart"
	});
	r.dataset.points = String(n.length);
	let i = t.hardware, a = i?.memory_tbps ?? null, o = [...new Set(n.map((e) => uB[e.dtype ?? ""] ?? ""))].filter((e) => e), s = n.map((e) => e.intensity), c = Math.max(Math.min(...s) / 4, .01), l = Math.max(...s) * 4, u = o.flatMap((e) => {
		let t = i?.peak_tflops?.[e];
		if (!t) return [];
		let n = a ? t / a : null, r = a ? [
			[c, c * a],
			...n && n > c && n < l ? [[n, t]] : [],
			[l, Math.min(l * a, t)]
		] : [[c, t], [l, t]];
		return [{
			name: `${e.toUpperCase()} roof (${t} TFLOP/s${a ? `, ${a} TB/s` : ""})`,
			type: "line",
			data: r,
			showSymbol: !1,
			lineStyle: {
				type: "dashed",
				width: 1
			},
			silent: !0
		}];
	});
	requestAnimationFrame(() => {
		let t = mR(r);
		e.onDispose(() => t.dispose()), t.setOption(fB(n, i?.matched ?? null, c, l, u)), t.on("click", (e) => {
			let t = e.seriesType === "scatter" ? n[e.data?.index] : void 0;
			t && f(t);
		});
	});
	let f = (t) => e.setState({
		view: "kernels",
		scope: "",
		kfilter: t.filter
	});
	return d("div", {}, r, d("ul", {
		class: "roof-points",
		"data-testid": "roofline-points"
	}, ...n.map((e) => d("li", {}, d("button", {
		type: "button",
		"data-testid": "roofline-point",
		onclick: () => f(e)
	}, "kernels"), ` ${OR(e.name, 90)}: `, dB(e.fields.intensity, e.intensity, e.intensity.toFixed(1)), " FLOPs/byte, ", dB(e.fields.tflops, e.tflops, String(e.tflops)), " TFLOP/s, ", dB(e.fields.us, e.us, CR(e.us))))));
}
// src/model/timeline-layout.ts
function mB(e, t, n) {
	let r = e.find((e) => e.track === t);
	return !r || n <= r.x0 ? n : n >= r.x1 ? n + r.shift : r.x0 + (n - r.x0) * r.us / (r.x1 - r.x0);
}
function hB(e, t, n) {
	let r = e.find((e) => e.track === t);
	return !r || n <= r.x0 ? n : n >= r.x0 + r.us ? n - r.shift : r.x0 + (n - r.x0) * (r.x1 - r.x0) / r.us;
}
var gB = [
	[/flash|fmha|attention|attn|sdpa|paged|unified_attention/i, "#e8710a"],
	[/gemm|xmma|cutlass|matmul|cublas|hipblas|\bmm\b|wmma|mfma/i, "#1a73e8"],
	[/softmax/i, "#188038"],
	[/elementwise|copy|transpose|cat|index|reduce/i, "#80868b"]
], _B = {
	label: "#f29900",
	module: "#9334e6",
	op: "#4285f4",
	launch: "#9aa0a6"
};
function vB(e) {
	if (e.kind === "memcpy") return "#d93025";
	if (e.kind === "memset") return "#a142f4";
	for (let [t, n] of gB) if (t.test(e.name)) return n;
	return "#12b5cb";
}
function yB(e) {
	return _B[e.kind];
}
function bB(e) {
	let t = [], n = [], r = [], i = [], a = [], o = 0;
	e.forEach((e, s) => {
		let c = e.window, l = c.start ?? 0, u = c.queued ?? c.idle ?? null, d = u ? (c.end ?? l) - l - u.us : 0, f = u ? Math.max(d * .1, 1) : 0, p = u ? Math.max(u.us - f, 0) : 0, m = (e) => u && e >= u.end ? p : 0, h = (e) => e - l - m(e);
		u && a.push({
			track: s,
			kind: c.queued ? "queued" : "idle",
			x0: u.start - l,
			x1: u.start - l + f,
			us: u.us,
			shift: p
		}), o = Math.max(o, (c.end ?? l) - l - p);
		let g = [], _ = /* @__PURE__ */ new Map();
		for (let e of c.cpu) {
			let t = `${e.pid}/${e.tid}`;
			_.has(t) || g.push(t), _.set(t, Math.max(_.get(t) ?? 0, e.depth + 1));
		}
		let v = /* @__PURE__ */ new Map();
		for (let e of g) {
			v.set(e, t.length);
			for (let n = 0; n < (_.get(e) ?? 0); n++) t.push({
				label: n === 0 ? `CPU ${e.split("/")[1]}` : "",
				track: s,
				gpu: !1
			});
		}
		let y = [];
		for (let e = 0; e < c.cpu.length; e++) {
			let t = c.cpu[e];
			y.push(n.length), n.push({
				x0: h(t.ts),
				x1: h(t.ts) + t.dur,
				row: (v.get(`${t.pid}/${t.tid}`) ?? 0) + t.depth,
				track: s,
				gpu: !1,
				index: e,
				color: yB(t),
				shift: m(t.ts)
			});
		}
		let b = [...new Set(c.gpu.map((e) => `${e.device}/${e.stream}`))].sort((e, t) => {
			let [n, r] = e.split("/").map(Number), [i, a] = t.split("/").map(Number);
			return n - i || r - a;
		}), x = t.length, S = /* @__PURE__ */ new Map();
		for (let e of b) {
			S.set(e, t.length);
			let [n, r] = e.split("/");
			t.push({
				label: `GPU ${n} stream ${r}`,
				track: s,
				gpu: !0
			});
		}
		for (let e = 0; e < c.gpu.length; e++) {
			let t = c.gpu[e], i = n.length;
			n.push({
				x0: h(t.ts),
				x1: h(t.ts) + t.dur,
				row: S.get(`${t.device}/${t.stream}`) ?? x,
				track: s,
				gpu: !0,
				index: e,
				color: vB(t),
				shift: m(t.ts)
			}), t.launched_by >= 0 && t.launched_by < y.length && r.push([y[t.launched_by], i]);
		}
		if (b.length) for (let e of c.projection) for (let [n, r] of e.gaps) i.push({
			x0: h(n),
			x1: h(n) + (r - n),
			rowFrom: x,
			rowTo: t.length - 1
		});
	});
	let s = t.map(() => []);
	n.forEach((e, t) => s[e.row].push(t));
	for (let e of s) e.sort((e, t) => n[e].x0 - n[t].x0);
	return {
		rows: t,
		boxes: n,
		arrows: r,
		gaps: i,
		cuts: a,
		span: o,
		byRow: s
	};
}
function xB(e, t, n, r = 0) {
	let i = e.byRow[t];
	if (!i) return -1;
	let a = 0, o = i.length;
	for (; a < o;) {
		let t = a + o >> 1;
		e.boxes[i[t]].x0 <= n + r ? a = t + 1 : o = t;
	}
	for (let t = a - 1; t >= 0 && t >= a - 64; t--) if (e.boxes[i[t]].x1 + r >= n) return i[t];
	return -1;
}
function SB(e, t, n, r, i) {
	let a = [], o = -Infinity;
	for (let s of e.byRow[t] ?? []) {
		let t = e.boxes[s];
		if (t.x1 < n || t.x0 > r) continue;
		let c = Math.floor((t.x0 - n) * i);
		!((t.x1 - t.x0) * i >= 1) && c <= o || (a.push(s), o = Math.floor((t.x1 - n) * i));
	}
	return a;
}
function CB(e, t, n = 8) {
	let r = Math.max(t - e, .001), i = r / n, a = 10 ** Math.floor(Math.log10(i)), o = [
		1,
		2,
		5,
		10
	].map((e) => e * a).find((e) => e >= i) ?? 10 * a, s = [];
	for (let n = Math.ceil(e / o) * o; n <= t + 1e-9; n += o) s.push(Number(n.toFixed(6)));
	let c = r < 2e3 ? "µs" : "ms", l = (e) => Math.max(0, -Math.floor(Math.log10(e)));
	return {
		ticks: s,
		unit: c,
		label: c === "µs" ? (e) => e.toFixed(Math.min(3, l(o))) : (e) => (e / 1e3).toFixed(Math.min(3, l(o / 1e3)))
	};
}
var wB = "W/S: zoom · A/D: pan · 0: whole call";
function TB(e, t, n, r, i) {
	let a = Math.max(n - t, .001), o = -r * .05, s = r * 1.05, c = e.length === 1 ? e.toLowerCase() : e;
	if (c === "0" || c === "Home") return "whole";
	if (c === "w" || c === "s" || c === "+" || c === "=" || c === "-") {
		let e = c === "w" || c === "+" || c === "=" ? .8 : 1.25, r = i !== void 0 && i >= t && i <= n ? i : (t + n) / 2, l = Math.min(Math.max(a * e, .001), s - o), u = Math.max(o, r - (r - t) / a * l);
		return [u, Math.min(s, u + l)];
	}
	if (c === "a" || c === "d" || c === "ArrowLeft" || c === "ArrowRight") {
		let e = (c === "a" || c === "ArrowLeft" ? -1 : 1) * a * .2, n = Math.min(Math.max(t + e, o), Math.max(o, s - a));
		return [n, n + a];
	}
	return null;
}
// src/timeline-canvas.ts
var EB = 18, DB = 22, OB = 132, kB = 64, AB = 18;
function jB(e, t, n, r, i, a) {
	return [e + 12 + n <= i ? e + 12 : Math.max(0, Math.min(e - 12 - n, i - n)), t + 14 + r <= a ? t + 14 : Math.max(0, Math.min(t - 8 - r, a - r))];
}
var MB = class {
	constructor(e) {
		this.opts = e, this.t0 = 0, this.t1 = 1, this.width = 800, this.rowTop = [], this.memTop = [], this.height = 0, this.observer = null, this.dragging = null, this.pointerT = void 0, this.layout = bB(e.tracks), this.t1 = Math.max(this.layout.span, .001);
		let t = e.view;
		t && Number.isFinite(t[0]) && Number.isFinite(t[1]) && t[1] > t[0] && ([this.t0, this.t1] = t), this.canvas = d("canvas", {
			class: "timeline-canvas",
			"data-testid": "timeline-canvas",
			tabindex: "0",
			"aria-label": `timeline of the call: ${wB}`
		}), this.canvas.dataset.view = `${this.t0},${this.t1}`, this.tip = d("div", {
			class: "timeline-tip",
			"data-testid": "timeline-tip"
		}), this.tip.hidden = !0;
		let n = (e) => () => this.zoomAt((this.t0 + this.t1) / 2, e), r = d("div", { class: "toolbar small" }, d("button", {
			class: "small",
			"data-testid": "timeline-zoom-in",
			title: "zoom in",
			onclick: n(.5)
		}, "+"), d("button", {
			class: "small",
			"data-testid": "timeline-zoom-out",
			title: "zoom out",
			onclick: n(2)
		}, "−"), d("button", {
			class: "small",
			"data-testid": "timeline-reset",
			onclick: () => this.reset()
		}, "whole call"), d("span", { class: "muted" }, `wheel: zoom · drag: pan · double click: whole call · ${wB} · hover: details`));
		this.el = d("div", { class: "timeline" }, r, d("div", { class: "timeline-box" }, this.canvas, this.tip)), this.layoutRows();
		let i = this.layout;
		this.canvas.dataset.cpuBoxes = String(i.boxes.filter((e) => !e.gpu).length), this.canvas.dataset.gpuBoxes = String(i.boxes.filter((e) => e.gpu).length), this.canvas.dataset.arrows = String(i.arrows.length), this.canvas.dataset.gaps = String(i.gaps.length), this.canvas.dataset.cuts = String(i.cuts.length), this.canvas.dataset.rows = String(i.rows.length), this.canvas.dataset.tracks = String(e.tracks.length), this.bind();
	}
	attach() {
		this.observer = new ResizeObserver(() => this.draw()), this.observer.observe(this.el), this.draw();
	}
	dispose() {
		this.observer?.disconnect();
	}
	layoutRows() {
		let e = DB, t = -1;
		this.rowTop = [], this.memTop = [], this.layout.rows.forEach((n, r) => {
			n.track !== t && (t >= 0 && (e = this.closeTrack(t, e)), t = n.track, this.opts.tracks.length > 1 && (e += AB)), this.rowTop[r] = e, e += EB;
		}), t >= 0 && (e = this.closeTrack(t, e)), this.height = e + 4;
	}
	closeTrack(e, t) {
		return this.opts.memory?.[e] ? (this.memTop[e] = t + 4, t + 4 + kB) : t + 6;
	}
	reset() {
		this.t0 = 0, this.t1 = Math.max(this.layout.span, .001), this.draw(), this.viewChanged(!0);
	}
	viewChanged(e = !1) {
		this.canvas.dataset.view = `${this.t0},${this.t1}`, this.opts.onView?.(e ? null : [this.t0, this.t1]);
	}
	realOffset(e) {
		return mB(this.layout.cuts, 0, e);
	}
	pxPerUs() {
		return (this.width - OB) / (this.t1 - this.t0);
	}
	timeAt(e) {
		return this.t0 + (e - OB) / this.pxPerUs();
	}
	zoomAt(e, t) {
		let n = Math.max((this.t1 - this.t0) * t, .001), r = Math.max(this.layout.span, .001), i = (e - this.t0) / (this.t1 - this.t0);
		this.t0 = Math.max(-r * .05, e - i * n), this.t1 = Math.min(r * 1.05, this.t0 + n), this.draw(), this.viewChanged();
	}
	bind() {
		let e = this.canvas;
		e.addEventListener("wheel", (t) => {
			t.preventDefault();
			let n = e.getBoundingClientRect();
			this.zoomAt(this.timeAt(t.clientX - n.left), t.deltaY > 0 ? 1.25 : .8);
		}, { passive: !1 }), e.addEventListener("mousedown", (e) => {
			this.dragging = {
				x: e.clientX,
				t0: this.t0,
				t1: this.t1
			};
		}), window.addEventListener("mouseup", () => {
			let e = this.dragging && this.dragging.t0 !== this.t0;
			this.dragging = null, e && this.viewChanged();
		}), e.addEventListener("mousemove", (t) => {
			let n = e.getBoundingClientRect();
			if (this.dragging) {
				let e = (t.clientX - this.dragging.x) / this.pxPerUs();
				this.t0 = this.dragging.t0 - e, this.t1 = this.dragging.t1 - e, this.draw();
			} else this.pointerT = t.clientX - n.left >= OB ? this.timeAt(t.clientX - n.left) : void 0, this.hover(t.clientX - n.left, t.clientY - n.top);
		}), e.addEventListener("mouseleave", () => {
			this.tip.hidden = !0, this.pointerT = void 0;
		}), e.addEventListener("dblclick", () => this.reset()), e.addEventListener("keydown", (e) => {
			if (e.ctrlKey || e.metaKey || e.altKey) return;
			let t = TB(e.key, this.t0, this.t1, Math.max(this.layout.span, .001), this.pointerT);
			t !== null && (e.preventDefault(), t === "whole" ? this.reset() : ([this.t0, this.t1] = t, this.draw(), this.viewChanged()));
		});
	}
	boxUnder(e, t) {
		let n = this.rowTop.findIndex((e) => t >= e && t < e + EB);
		return n < 0 || e < OB ? -1 : xB(this.layout, n, this.timeAt(e), 2 / this.pxPerUs());
	}
	hover(e, t) {
		let n = this.boxUnder(e, t);
		if (n < 0) {
			this.tip.hidden = !0;
			return;
		}
		let r = this.layout.boxes[n], i = this.opts.tracks[r.track].window, a = [], o;
		if (r.gpu) {
			let e = i.gpu[r.index];
			o = e.name, a.push(["kind", e.kind], ["duration", CR(e.dur)], ["stream", `GPU ${e.device} stream ${e.stream}`]);
			let t = i.cpu[e.launched_by];
			t && a.push(["launched by", `${t.name} (${CR(e.ts - t.ts)} before it ran)`]);
			let n = e.config ?? {}, s = (e) => Array.isArray(e) ? e.join("×") : String(e);
			for (let [e, t] of [
				["grid", "grid"],
				["block", "block"],
				["registers_per_thread", "registers/thread"],
				["shared_memory", "shared memory"],
				["occupancy", "occupancy (reported) %"]
			]) {
				let r = n[e];
				r != null && a.push([t, e === "shared_memory" ? TR(Number(r)) : s(r)]);
			}
			n.occupancy_unmeasured && a.push(["occupancy (reported) %", n.occupancy_unmeasured]);
		} else {
			let e = i.cpu[r.index];
			o = e.name, a.push(["kind", e.kind], ["duration", CR(e.dur)], ["phase", e.phase], ["thread", String(e.tid)]), e.input_dims && a.push(["input dims", e.input_dims]), e.depth === 0 && e.phase === "forward" && (i.stack ?? []).forEach((e, t) => a.push([t ? "" : "called from", e]));
		}
		a.push(["starts at", `${CR(r.x0 + r.shift)} into the call`]), this.tip.replaceChildren(rR(o, a)), this.tip.hidden = !1, this.tip.style.maxWidth = `${Math.max(160, Math.min(560, this.width - 16))}px`;
		let [s, c] = jB(e, t, this.tip.offsetWidth, this.tip.offsetHeight, this.width, this.height);
		this.tip.style.left = `${s}px`, this.tip.style.top = `${c}px`;
	}
	draw() {
		let e = Math.max(this.el.clientWidth || 800, 320);
		this.width = e;
		let t = window.devicePixelRatio || 1, n = this.canvas;
		n.width = Math.round(e * t), n.height = Math.round(this.height * t), n.style.width = `${e}px`, n.style.height = `${this.height}px`;
		let r = n.getContext("2d");
		if (!r) return;
		r.setTransform(t, 0, 0, t, 0, 0);
		let i = getComputedStyle(document.body), a = i.getPropertyValue("--fg").trim() || "#202124", o = i.getPropertyValue("--muted").trim() || "#5f6368", s = i.getPropertyValue("--border").trim() || "#dadce0";
		r.fillStyle = i.getPropertyValue("--bg").trim() || "#fff", r.fillRect(0, 0, e, this.height), r.font = "11px Roboto, Arial, sans-serif", r.textBaseline = "middle";
		let c = this.pxPerUs(), l = (e) => OB + (e - this.t0) * c, u = {
			fg: a,
			muted: o,
			border: s
		};
		this.drawAxis(r, l, u), this.drawLabels(r, u), r.save(), r.beginPath(), r.rect(OB, 0, e - OB, this.height), r.clip(), this.drawGapsAndCuts(r, l, u), this.drawBoxes(r, l, c), this.drawArrows(r, l, u), this.drawMemory(r, l, u), r.restore();
	}
	drawAxis(e, t, n) {
		let { muted: r, border: i } = n, a = this.layout, o = this.width, { ticks: s, unit: c, label: l } = CB(this.t0, this.t1);
		e.strokeStyle = i, e.fillStyle = r, e.lineWidth = 1;
		for (let n of s) {
			let r = Math.round(t(n)) + .5;
			e.beginPath(), e.moveTo(r, 18), e.lineTo(r, this.height), e.globalAlpha = .35, e.stroke(), e.globalAlpha = 1;
			let i = l(this.opts.tracks.length === 1 ? mB(a.cuts, 0, n) : n), s = e.measureText(i).width;
			e.fillText(i, r + 2 + s > o - 2 ? r - 2 - s : r + 2, 9);
		}
		e.fillText(`time into the call (${c})`, 4, 9);
	}
	drawLabels(e, t) {
		let { fg: n, muted: r } = t, i = this.layout, a = -1;
		i.rows.forEach((t, i) => {
			t.track !== a && this.opts.tracks.length > 1 && (e.fillStyle = n, e.fillText(this.opts.tracks[t.track].title, 4, this.rowTop[i] - AB / 2)), a = t.track, t.label && (e.fillStyle = r, e.fillText(t.label, 4, this.rowTop[i] + EB / 2));
		});
	}
	drawGapsAndCuts(e, t, n) {
		let { muted: r } = n, i = this.layout, a = this.width;
		for (let n of i.gaps) {
			let r = t(n.x0), i = t(n.x1);
			if (i < OB || r > a) continue;
			let o = this.rowTop[n.rowFrom], s = this.rowTop[n.rowTo] + EB;
			e.fillStyle = "rgba(217,48,37,0.12)", e.fillRect(r, o, Math.max(i - r, 1), s - o);
		}
		for (let n of i.cuts) {
			let o = i.rows.map((e, t) => e.track === n.track ? t : -1).filter((e) => e >= 0);
			if (!o.length) continue;
			let s = t(n.x0), c = t(n.x1);
			if (c < OB || s > a) continue;
			let l = this.rowTop[o[0]], u = this.rowTop[o[o.length - 1]] + EB;
			e.fillStyle = "rgba(128,134,139,0.18)", e.fillRect(s, l, Math.max(c - s, 2), u - l), e.fillStyle = r, e.font = "11px Roboto, sans-serif", e.textBaseline = "middle", e.fillText(`⋯ ${CR(n.us)} ${n.kind === "queued" ? "queued" : "nothing runs"} ⋯`, Math.max(s, OB) + 3, l + (u - l) / 2);
		}
	}
	drawBoxes(e, t, n) {
		let r = this.layout;
		for (let i = 0; i < r.rows.length; i++) {
			let a = this.rowTop[i];
			for (let o of SB(r, i, this.t0, this.t1, n)) {
				let i = r.boxes[o], s = t(i.x0), c = Math.max((i.x1 - i.x0) * n, 1);
				if (e.fillStyle = i.color, e.fillRect(s, a + 1, c, 15), c > 30) {
					let t = this.opts.tracks[i.track].window, n = i.gpu ? t.gpu[i.index].name : t.cpu[i.index].name;
					e.fillStyle = "#fff", e.save(), e.beginPath(), e.rect(s, a, c, EB), e.clip(), e.fillText(kR(n), Math.max(s, OB) + 3, a + EB / 2), e.restore();
				}
			}
		}
	}
	drawArrows(e, t, n) {
		let { fg: r } = n, i = this.layout, a = this.width;
		e.strokeStyle = r, e.fillStyle = r, e.globalAlpha = i.arrows.length > 400 ? .25 : .55;
		for (let [n, r] of i.arrows) {
			let o = i.boxes[n], s = i.boxes[r], c = t(o.x0), l = t(s.x0);
			if (c < OB && l < OB || c > a && l > a) continue;
			let u = this.rowTop[o.row] + EB - 2, d = this.rowTop[s.row] + 1;
			e.beginPath(), e.moveTo(c, u), e.lineTo(l, d), e.stroke(), e.beginPath(), e.moveTo(l, d), e.lineTo(l - 3, d - 5), e.lineTo(l + 3, d - 5), e.closePath(), e.fill();
		}
		e.globalAlpha = 1;
	}
	drawMemory(e, t, n) {
		let { muted: r } = n, i = this.layout, a = this.width;
		this.opts.memory?.forEach((n, o) => {
			if (!n || !n.ts.length) return;
			let s = this.memTop[o], c = this.opts.tracks[o].window.start ?? 0, l = Math.min(...n.allocated), u = Math.max(...n.allocated), d = (e) => s + kB - 8 - (e - l) / Math.max(u - l, 1) * 48;
			e.strokeStyle = "#e8710a", e.beginPath(), n.ts.forEach((r, a) => {
				let s = t(hB(i.cuts, o, r - c)), l = d(n.allocated[a]);
				a === 0 ? e.moveTo(s, l) : (e.lineTo(s, d(n.allocated[a - 1])), e.lineTo(s, l));
			}), e.stroke(), e.restore(), e.save(), e.fillStyle = r, e.fillText(`${n.device} memory`, 4, s + 10), e.fillText(`${TR(l)} – ${TR(u)}`, 4, s + 26), e.beginPath(), e.rect(OB, 0, a - OB, this.height), e.clip();
		});
	}
};
// src/views/compare-timelines.ts
function NB(e, t) {
	let r = d("div", { "data-testid": "compare-timelines" }), a = t.timeline_scope ?? t.scopes[0]?.key ?? null;
	if (a === null) return r;
	t.timeline_scope === null && r.appendChild(d("p", {
		class: "muted small",
		"data-testid": "compare-timeline-none-shared"
	}, "No scope is in every compared trace: pick one; the traces without it say so."));
	let o = d("select", {
		"data-testid": "compare-timeline-scope",
		"aria-label": "scope"
	});
	for (let e of t.scopes) {
		let t = d("option", { value: e.key }, OR(e.key, 80));
		e.key === a && (t.selected = !0), o.appendChild(t);
	}
	let s = d("p", {
		class: "muted",
		"data-testid": "compare-timeline-status"
	}, "loading the calls…"), l = d("ul", {
		class: "summary",
		"data-testid": "compare-timeline-lines"
	}), u = d("div");
	r.append(d("div", { class: "toolbar" }, d("label", {}, "Scope ", o), d("span", { class: "muted small" }, "the median call of each trace, each from its own start")), s, l, u);
	let f = 0, m = null, h = !1;
	e.onDispose(() => {
		h = !0, m?.dispose();
	});
	let g = async (r) => {
		let a = t.scopes.find((e) => e.key === r)?.names ?? [], o = ++f;
		s.textContent = "loading the calls…", delete s.dataset.state, p(l), p(u), m?.dispose();
		let g = await Promise.all(t.traces.map(async (t, r) => {
			let s = a[r];
			if (!s) return "no such scope in this trace";
			try {
				return await c(() => i("timeline", {
					trace: t.id,
					name: s,
					...e.patternParams()
				}), () => void 0, () => h || o !== f);
			} catch (e) {
				return e instanceof n ? e.message : String(e);
			}
		}));
		if (h || o !== f) return;
		let _ = [], v = BR(e, t, 60), y = IR(Math.max(0, ...g.map((e) => e && typeof e != "string" ? e.durations[e.call] ?? 0 : 0)));
		for (let e = 0; e < t.traces.length; e++) {
			let n = g[e], r = v(e);
			if (n === null) return;
			if (typeof n == "string") {
				l.appendChild(d("li", { class: "muted" }, `${r}: ${n}`));
				continue;
			}
			_.push({
				title: `${r} · call ${n.call + 1} of ${n.count}`,
				window: n
			});
			let i = n.counts, a = i.copy_ops.map((e) => e.name), o = [`${y.exact(n.durations[n.call] ?? 0)}`, `${i.cpu_ops} CPU ops`];
			i.gpu_events && o.push(`${i.kernels} kernels`), i.memcpy && o.push(`${i.memcpy} memcpy (${y.exact(i.memcpy_us)})`), o.push(a.length ? `copy ops: ${a.join(", ")}` : "no copy op"), l.appendChild(d("li", {
				"data-trace": t.traces[e].id,
				"data-unit": y.unit,
				"data-kernels": String(i.kernels),
				"data-copy-ops": a.join(",")
			}, `${r}: ${o.join(" · ")}`));
		}
		s.textContent = "", s.dataset.state = "ready", _.length && (m = new MB({ tracks: _ }), u.appendChild(m.el), m.attach());
	};
	return o.addEventListener("change", () => void g(o.value)), g(a), r;
}
// src/views/compare.ts
var PB = 600, FB = (e) => e.replace(/[_.-]\d+$/, ""), IB = (e) => e.includes("/") ? e.slice(0, e.lastIndexOf("/")) : ".", LB = (e, t) => {
	let n = new Set(e.map((e) => e.id));
	return t.split(",").filter((e) => n.has(e));
}, RB = (e, t) => LB(e, t).length < 2;
function zB(e, t, n) {
	let r = LB(e, n);
	if (r.length >= 2) return r;
	let i = [t.id], a = FB(t.worker), o = IB(t.run);
	for (let n of [...new Set(e.map((e) => e.run))]) {
		if (n === t.run || IB(n) !== o) continue;
		let r = e.find((e) => e.run === n && FB(e.worker) === a);
		r && i.length < 8 && i.push(r.id);
	}
	if (i.length > 1) return i;
	let s = e.find((e) => e.run === t.run && e.worker !== t.worker && e.span === t.span);
	if (s) return [t.id, s.id];
	let c = e.filter((e) => e.run === t.run && e.worker === t.worker && e.id !== t.id).sort((e, n) => Math.abs(e.mtime - t.mtime) - Math.abs(n.mtime - t.mtime))[0];
	return c ? [t.id, c.id] : i;
}
var BB = (e) => [e.us_per_call ?? e.us, e.copy_us_per_call ?? 0];
function VB(e) {
	return IR(Math.max(0, ...e.flatMap(BB)));
}
function HB(e, t = VB([e])) {
	let n = e.us_per_call === null ? `${t.exact(e.us)}` : `${t.exact(e.us_per_call)} a call`, r = e.copy_us_per_call ? `, and the copies it made ${t.exact(e.copy_us_per_call)} a call` : "";
	return `${ER(e.count)} ${HR(e.count, "call")}, ${n}${r}`;
}
function UB(e) {
	return `${e !== 0 && Math.abs(e) < .01 ? Number(e.toPrecision(2)) : e.toFixed(2)}×`;
}
function WB(e, t) {
	let n = e.unit === "µs" ? IR(Math.max(0, ...e.values.map((e) => Math.abs(e ?? 0)))) : null, r = (t) => e.unit === "bytes" ? TR(t) : n ? n.exact(t) : ER(t);
	return e.values.map((i, a) => {
		if (i === null) return "–";
		let o = e.spreads?.[a], s = (e) => n ? n.figure(e) : r(e), c = r(i) + (o ? ` [${s(o[0])}–${s(o[1])}]` : ""), l = e.ratios[a], u = e.within_noise?.[a] ? ", within noise" : "";
		return a === t || l === null ? c : `${c} (${UB(l)}${u})`;
	});
}
function GB(e, t, n, r) {
	let i = new Map(e.map((e) => [e, WB(e, t.baseline)]));
	return new iz({
		columns: [{
			key: "metric",
			label: "metric",
			value: (e) => e.what
		}, ...t.traces.map((e, n) => ({
			key: `trace${n}`,
			label: `${n === t.baseline ? "◆ " : ""}${r(n)}`,
			title: e.label,
			numeric: !0,
			value: (e) => e.values[n],
			render: (e) => i.get(e)[n],
			cell: (e) => ({ "data-value": String(e.values[n] ?? "") }),
			secondary: n >= 4 && n !== t.baseline
		}))],
		rows: e,
		filename: `${n}.csv`,
		testId: n,
		tableClass: "compare",
		maxHeight: 360
	}).el;
}
function KB(e) {
	let t = e.traces, n = zB(t, e.current, e.state.cmp), r = n.includes(e.state.base) ? e.state.base : n[0], a = d("select", {
		"data-testid": "compare-baseline",
		"aria-label": "baseline",
		onchange: (t) => e.setState({ base: t.target.value })
	});
	for (let e of n) {
		let n = t.find((t) => t.id === e), i = d("option", { value: e }, RR(n));
		e === r && (i.selected = !0), a.appendChild(i);
	}
	let s = d("div", {
		class: "compare-picker",
		"data-testid": "compare-traces",
		role: "group",
		"aria-label": "traces to compare"
	}), c = (e) => e === r ? 0 : n.includes(e) ? 1 : 2;
	for (let e of [...t].sort((e, t) => c(e.id) - c(t.id))) {
		let t = d("input", {
			type: "checkbox",
			value: e.id
		});
		t.checked = n.includes(e.id), s.appendChild(d("label", { class: "compare-pick" }, t, ` ${e.id === r ? "◆ " : ""}${RR(e)}`));
	}
	let l = d("button", {
		type: "button",
		"data-testid": "compare-apply",
		onclick: () => {
			let t = [...s.querySelectorAll("input:checked")].map((e) => e.value);
			e.setState({
				cmp: t.join(","),
				base: t.includes(r) ? r : t[0] ?? ""
			});
		}
	}, "Compare"), u = [r, ...n.filter((e) => e !== r)], f = d("div", { "data-testid": "compare-result" }, d("p", { class: "muted" }, "comparing…")), m = !0;
	e.onDispose(() => {
		m = !1;
	});
	let h = async (c) => {
		if (!m) return;
		if (n.length < 2) {
			p(f), f.appendChild(d("p", {
				class: "muted",
				"data-testid": "compare-empty"
			}, "Choose two traces or more (runs, variants, workers or spans) to compare."));
			return;
		}
		let l;
		try {
			l = await i("compare", {
				traces: u.join(","),
				baseline: r,
				...RB(t, e.state.cmp) ? { related: "1" } : {},
				...e.patternParams()
			});
		} catch (e) {
			p(f), f.appendChild(d("div", { class: "note warning" }, `Could not compare: ${e.message}`));
			return;
		}
		if (m) {
			if (o(l)) {
				p(f);
				let e = c >= PB;
				f.appendChild(d("p", {
					class: "muted",
					"data-testid": "compare-waiting",
					"data-state": e ? "stopped" : "waiting"
				}, e ? `some traces are still analysing after ten minutes (${Math.round(100 * l.progress)}% done): press Compare to ask again.` : `analysing the traces to compare (${Math.round(100 * l.progress)}%)…`)), e || setTimeout(() => void h(c + 1), 1e3);
			} else {
				p(f);
				for (let e of l.left_out) {
					let t = s.querySelector(`input[value="${e.id}"]`);
					t && (t.checked = !1), a.querySelector(`option[value="${e.id}"]`)?.remove();
				}
				f.appendChild("alone" in l ? JB(e, l) : YB(e, l));
			}
		}
	};
	return h(0), d("div", { class: "view" }, d("div", { class: "toolbar" }, d("label", {}, "Baseline ", a), d("label", {}, "compared with ", s), l), d("p", {
		class: "muted small",
		"data-testid": "compare-how"
	}, "The baseline (◆, first column) is what the others are held to. Tick the traces, then Compare; the variants are ranked by their calls’ median time. It starts with the trace in view and what is related to it: the other runs of its folder recorded on the same machine (variants), else the other workers of its step (ranks), else its nearest step; a training step is left out beside variants that run the forward only, and the other way round."), f);
}
function qB(e, t) {
	let n = e.traces.find((e) => e.id === t);
	return n ? RR(n) : null;
}
function JB(e, t) {
	return d("div", { "data-testid": "compare-alone" }, d("p", {}, `Nothing here runs as ${OR(qB(e, t.baseline.id) ?? t.baseline.label, 100)} does: no trace to compare it with.`), d("ul", {
		class: "summary muted",
		"data-testid": "compare-left-out"
	}, ...t.left_out.map((t) => d("li", { "data-id": t.id }, `${OR(qB(e, t.id) ?? t.label, 100)} is left out: it ${t.reason}. Tick it and press Compare to add it.`))));
}
function YB(e, t) {
	let n = t.unit === "gpu", r = BR(e, t), i = XB(t, r), a = ZB(t, r), o = d("ul", {
		class: "summary",
		"data-testid": "compare-explanations"
	}, ...t.variants.flatMap((e) => e.explanations.map((t) => d("li", {}, `${r(e.trace)}: ${t}`)))), s = QB(t, r), c = eV(e, t, r);
	return d("div", {}, t.left_out.length ? d("ul", {
		class: "summary muted",
		"data-testid": "compare-left-out"
	}, ...t.left_out.map((t) => d("li", { "data-id": t.id }, `${OR(qB(e, t.id) ?? t.label, 100)} is left out: it ${t.reason}. Tick it and press Compare to add it.`))) : null, d("h3", {}, `What changed against ${r(t.baseline)}, largest first`), a, d("h3", {}, "Variants"), i, o, d("h3", {}, "Timelines side by side"), NB(e, t), d("h3", {}, "Overall (per call of the top-level scopes)"), GB(t.overall, t, "compare-overall", r), c, d("h3", {}, n ? "Kernels that appear or disappear" : "CPU ops that appear or disappear"), s, d("h3", {}, "By category"), GB(t.categories, t, "compare-categories", r), t.scopes.length ? d("details", { "data-testid": "compare-scopes" }, d("summary", {}, `Per scope (${t.scopes.length}${t.scopes.length > 40 ? ", the first 40 shown" : ""})`), ...t.scopes.slice(0, 40).map((e) => d("div", {}, d("h4", {}, `scope ${OR(e.key, 80)}`), GB(e.metrics, t, "compare-scope", r)))) : null);
}
function XB(e, t) {
	let n = e.unit === "gpu", r = IR(Math.max(0, ...e.variants.flatMap((e) => [
		n ? e.gpu_us_median : 0,
		e.cpu_us_median,
		e.copy_us_per_forward
	].map((e) => e ?? 0)))), i = (e) => e == null ? "–" : r.figure(e), a = (e, t) => e === null ? "–" : `${r.figure(e)}${t ? ` (${r.figure(t[0])}–${r.figure(t[1])})` : ""}`, o = (e, t, n, r, i = !1) => ({
		key: e,
		label: t,
		numeric: !0,
		value: n,
		render: r,
		secondary: i
	}), s = new iz({
		columns: [
			{
				key: "trace",
				label: "trace",
				value: (e) => t(e.trace),
				cell: (t) => ({ title: e.traces[t.trace].label }),
				render: (n) => `${n.trace === e.baseline ? "◆ " : ""}${t(n.trace)}${n.within_noise ? " (within noise)" : ""}`
			},
			...n ? [o("kernels", "kernels / fwd", (e) => e.kernels_per_forward, (e) => ER(e.kernels_per_forward)), o("gpu", `GPU busy ${r.unit} / call, median (p25–p75)`, (e) => e.gpu_us_median, (e) => a(e.gpu_us_median, e.gpu_us_spread))] : [o("ops", "CPU ops / fwd", (e) => e.ops_per_forward, (e) => ER(e.ops_per_forward))],
			o("cpu", `CPU ${r.unit} / call, median (p25–p75)`, (e) => e.cpu_us_median, (e) => a(e.cpu_us_median, e.cpu_us_spread)),
			...n ? [{
				key: "cores",
				label: "GEMM cores",
				secondary: !0,
				value: (e) => e.gemm_cores.join(", ") || null
			}] : [],
			o("copies", "copies / fwd", (e) => e.copies_per_forward, (e) => ER(e.copies_per_forward)),
			o("copy_us", `copy ${r.unit} / fwd`, (e) => e.copy_us_per_forward, (e) => i(e.copy_us_per_forward), !0),
			{
				key: "backend",
				label: "backend",
				value: (e) => e.backend ?? null
			},
			o("peak", "peak memory", (e) => e.peak_memory, (e) => TR(e.peak_memory), !0)
		],
		rows: [...e.variants].sort((e, t) => e.rank - t.rank),
		filename: "compare-variants.csv",
		testId: "compare-variants",
		tableClass: "compare",
		maxHeight: 360,
		rowData: (n) => ({
			"data-trace": String(n.trace),
			"data-rank": String(n.rank),
			class: n.within_noise ? "muted" : null,
			title: n.within_noise ? `its median is within ${t(e.baseline)}'s spread: no change beyond the noise` : null
		})
	});
	return s.el.querySelector("table").dataset.unit = r.unit, s.el;
}
function ZB(e, t) {
	let n = /* @__PURE__ */ new Map();
	for (let t of e.changes) n.set(t.trace, [...n.get(t.trace) ?? [], t]);
	return d("ul", {
		class: "summary",
		"data-testid": "compare-changes"
	}, ...[...n].map(([e, n]) => d("li", { "data-trace": String(e) }, d("b", {}, t(e)), ": ", ...n.flatMap((e, t) => {
		let n = IR(Math.max(Math.abs(e.base), Math.abs(e.value)));
		return [t ? "; " : "", d("span", {
			class: e.delta < 0 ? "gone" : "new",
			"data-delta": String(e.delta)
		}, `${e.what} ${n.text(e.base)} → ${n.text(e.value)} (${e.delta < 0 ? "−" : "+"}${n.text(Math.abs(e.delta))})`)];
	}))));
}
function QB(e, t) {
	let n = e.unit === "gpu", r = VB(e.kernels.flatMap((e) => [...e.disappeared, ...e.appeared]));
	return d("div", {
		"data-testid": "compare-kernels",
		"data-unit": r.unit
	}, ...e.kernels.map((i) => d("div", {}, d("h4", {}, `${t(i.trace)} against ${t(e.baseline)}`), i.disappeared.length || i.appeared.length ? d("ul", { class: "summary" }, ...i.disappeared.map((e) => d("li", {
		class: "gone",
		"data-name": e.name
	}, `− ${n ? "kernel" : "CPU op"} gone: ${OR(e.name, 100)} (in the baseline: ${HB(e, r)})`)), ...i.appeared.map((e) => d("li", {
		class: "new",
		"data-name": e.name
	}, `+ ${n ? "kernel" : "CPU op"} new: ${OR(e.name, 100)} (${HB(e, r)})`))) : d("p", { class: "muted" }, `the same ${n ? "kernels" : "CPU ops"}`))));
}
function $B(e, t, n, r) {
	let i = e.unit === "gpu", a = i ? "gpu_us_per_instance" : "cpu_us_per_instance";
	return {
		title: {
			text: `${i ? "Forward kernel" : "CPU"} time per call, by scope`,
			textStyle: { fontSize: 13 }
		},
		tooltip: uR(dR, (e) => r.text(e.value), !0),
		legend: { ...hR },
		grid: gR({
			left: 60,
			right: 20,
			top: 64,
			bottom: 70
		}),
		xAxis: {
			type: "category",
			data: t.map((e) => OR(e.key, 30)),
			axisLabel: {
				rotate: 30,
				fontSize: 10
			}
		},
		yAxis: {
			type: "value",
			..._R(r.unit),
			axisLabel: { formatter: r.axis }
		},
		series: e.traces.map((e, r) => ({
			name: n(r),
			type: "bar",
			data: t.map((e) => e.metrics.find((e) => e.metric === a)?.values[r] ?? 0)
		}))
	};
}
function eV(e, t, n) {
	let r = t.unit === "gpu", i = d("div", {
		class: "chart",
		"data-testid": "compare-chart"
	}), a = r ? "gpu_us_per_instance" : "cpu_us_per_instance", o = t.scopes.filter((e) => e.metrics.some((e) => e.metric === a)).slice(0, 40), s = IR(Math.max(0, ...o.flatMap((e) => e.metrics.find((e) => e.metric === a)?.values ?? []).map((e) => e ?? 0)));
	return requestAnimationFrame(() => {
		let r = mR(i);
		e.onDispose(() => r.dispose()), r.setOption($B(t, o, n, s));
	}), i;
}
// src/views/memory.ts
var tV = 400;
function nV(e) {
	let t = d("p", {
		class: "muted",
		"data-testid": "memory-status"
	}, "loading memory events…"), n = d("select", {
		"data-testid": "memory-device",
		"aria-label": "device",
		onchange: (t) => e.setState({ device: t.target.value })
	}), r = d("select", {
		"data-testid": "memory-scope",
		"aria-label": "scope",
		onchange: (t) => e.setState({
			scope: t.target.value,
			zoom: ""
		})
	}, d("option", { value: "" }, "any scope"));
	for (let t of e.entry.scopes) {
		let n = d("option", { value: String(t.id) }, t.name);
		String(t.id) === e.state.scope && (n.selected = !0), r.appendChild(n);
	}
	let i = d("input", {
		type: "checkbox",
		"data-testid": "memory-outside",
		checked: e.state.alloc === "all",
		onchange: (t) => e.setState({ alloc: t.target.checked ? "all" : "" })
	}), a = d("div", {
		class: "chart tall",
		"data-testid": "memory-chart"
	}), o = d("div"), s = d("span", { class: "muted" }), c = d("div", {
		class: "memory-legend muted small",
		"data-testid": "memory-legend"
	}, d("span", { class: "swatch forward" }), " forward scope instance ", d("span", { class: "swatch backward" }), " its backward; the slider below always shows the whole trace"), l = d("div", {}, d("div", { class: "toolbar" }, d("label", {}, "Device ", n), d("label", {}, "Allocations in ", r), d("label", {}, i, " outside attention too"), s), a, c, d("h3", {}, "Allocations in the window"), o);
	return l.hidden = !0, {
		status: t,
		deviceSelect: n,
		chartBox: a,
		listBox: o,
		windowLabel: s,
		detail: l,
		root: d("div", { class: "view" }, t, l)
	};
}
function rV(e) {
	let { status: t, deviceSelect: n, chartBox: r, listBox: i, windowLabel: a, detail: o, root: s } = nV(e), c = dV(e, () => u);
	i.appendChild(c.el);
	let l = null, u = 0, d = !1, f;
	e.onDispose(() => {
		d = !0, f && clearTimeout(f), l?.dispose();
	});
	let p = (n, r) => fV(e, t, () => d, n, r), m = null, h = (i, s, d = !1) => {
		if (t.dataset.state = "ready", !i.curve) {
			t.textContent = "This trace has no memory events. Profile with profile_memory=True (torch.profiler.profile(..., profile_memory=True)) to see allocated and reserved memory over time.", t.setAttribute("data-testid", "memory-empty");
			return;
		}
		o.hidden = !1, s && (pV(n, i), u = i.curve.ts[0] ?? 0, m = {
			ts: i.curve.ts,
			allocated: i.curve.allocated
		}), t.textContent = hV(i);
		let p = (e) => (e - u) / 1e3, h = sV(i, m, p);
		c.setRows(i.allocations), a.textContent = i.allocation_count > i.allocations.length ? ` ${i.allocations.length} largest of ${i.allocation_count} allocations` : "";
		let _ = [...i.curve.allocated, ...(i.curve.reserved ?? []).map((e) => e ?? 0)];
		if (l && !s) {
			l.setOption({
				series: h,
				yAxis: { ...iV(_, !d) }
			}, { replaceMerge: ["series"] });
			return;
		}
		l = mR(r), l.on("datazoom", () => {
			f && clearTimeout(f), f = setTimeout(() => void g(), 300);
		});
		let v = lV(l);
		l.setOption(uV(_, h, () => l?.getOption()?.series ?? [], v)), l.dispatchAction({
			type: "takeGlobalCursor",
			key: "dataZoomSelect",
			dataZoomSelectActive: !0
		});
		let y = aV(e.state.zoom) ?? oV(i, e.state.scope, p);
		y && (l.dispatchAction({
			type: "dataZoom",
			startValue: y[0],
			endValue: y[1]
		}), r.dataset.window = `${y[0].toFixed(3)},${y[1].toFixed(3)}`);
	}, g = async () => {
		if (!l || d) return;
		let t = l.getOption().dataZoom?.[0];
		if (!t || t.startValue === void 0 || t.endValue === void 0) return;
		let { start: n, end: i, zoomedIn: a, kept: o } = mV(Number(t.startValue), Number(t.endValue), u, m);
		e.remember({ zoom: a ? o : "" }), r.dataset.window = o;
		let s = await p(n, i);
		s && h(s, !1, a);
	};
	return (async () => {
		let e = await p();
		e && h(e, !0);
	})(), s;
}
function iV(e, t) {
	let n = e.filter((e) => Number.isFinite(e));
	if (!n.length) return;
	let r = Math.max(...n), i = t ? 0 : Math.min(...n), a = VR(Math.max(r - i, 1)) ?? 1, o = Math.floor(i / a) * a;
	return {
		min: o,
		max: Math.max(Math.ceil(r / a) * a, o + a),
		interval: a
	};
}
function aV(e) {
	let t = /^(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)$/.exec(e);
	if (!t) return null;
	let n = Number(t[1]), r = Number(t[2]);
	return r > n ? [n, r] : null;
}
function oV(e, t, n) {
	if (t === "") return null;
	let r = e.instances.find((e) => String(e.scope_id) === t);
	if (!r) return null;
	let i = n(r.start), a = n(r.end), o = Math.max((a - i) / 10, .001);
	return [i - o, a + o];
}
function sV(e, t, n) {
	let r = e.curve, i = e.instances.slice(0, tV).map((e) => [{
		xAxis: n(e.start),
		name: e.scope,
		itemStyle: { color: e.phase === "forward" ? "rgba(232,113,10,0.12)" : "rgba(26,115,232,0.12)" }
	}, { xAxis: n(e.end) }]), a = [{
		name: "whole trace",
		type: "line",
		step: "end",
		showSymbol: !1,
		silent: !0,
		sampling: "lttb",
		lineStyle: { opacity: .25 },
		tooltip: { show: !1 },
		data: t.ts.map((e, r) => [n(e), t.allocated[r]])
	}, {
		name: "allocated",
		type: "line",
		step: "end",
		showSymbol: !1,
		sampling: "lttb",
		data: r.ts.map((e, t) => [n(e), r.allocated[t]]),
		markArea: {
			silent: !0,
			label: { show: !1 },
			data: i
		}
	}];
	return r.reserved && r.reserved.some((e) => e !== null && e > 0) && a.push({
		name: "reserved",
		type: "line",
		step: "end",
		showSymbol: !1,
		lineStyle: { type: "dashed" },
		data: r.ts.map((e, t) => [n(e), r.reserved[t]])
	}), a;
}
function cV(e, t) {
	let n = [];
	for (let r of t) {
		let t = r.data ?? [];
		if (r.name === "whole trace" || !t.length) continue;
		let i = 0, a = t.length - 1, o = -1;
		for (; i <= a;) {
			let n = i + a >> 1;
			t[n][0] <= e ? (o = n, i = n + 1) : a = n - 1;
		}
		if (o < 0 || o === t.length - 1 && e > t[o][0]) continue;
		let s = t[o][1];
		s !== null && Number.isFinite(s) && n.push([String(r.name), s]);
	}
	return n;
}
function lV(e) {
	let t = null, n = e.getZr();
	return n.on("mousemove", (n) => {
		let r = e.convertFromPixel({ xAxisIndex: 0 }, n.offsetX);
		t = typeof r == "number" && Number.isFinite(r) ? r : null;
	}), n.on("globalout", () => {
		t = null;
	}), () => t;
}
function uV(e, t, n = () => t, r = () => null) {
	return {
		animation: !1,
		tooltip: {
			trigger: "axis",
			axisPointer: {
				type: "line",
				snap: !1
			},
			formatter: (e) => {
				let t = Array.isArray(e) ? e : [e], i = r() ?? Number(t[0]?.axisValue);
				return Number.isFinite(i) ? rR(`${i.toFixed(3)} ms`, cV(i, n()).map(([e, t]) => [e, TR(t)])) : rR(String(t[0]?.axisValue ?? ""), []);
			}
		},
		legend: { ...hR },
		grid: gR({
			left: 80,
			right: 30,
			top: 54,
			bottom: 70
		}),
		xAxis: {
			type: "value",
			name: "ms",
			scale: !0,
			axisLabel: { formatter: (e) => String(Number(e.toFixed(3))) }
		},
		yAxis: {
			type: "value",
			...iV(e, !0),
			axisLabel: { formatter: (e) => TR(e) }
		},
		dataZoom: [{
			type: "inside",
			xAxisIndex: 0,
			filterMode: "none",
			zoomOnMouseWheel: !0,
			moveOnMouseMove: !1
		}, {
			type: "slider",
			xAxisIndex: 0,
			filterMode: "none"
		}],
		toolbox: {
			right: 20,
			feature: { dataZoom: {
				yAxisIndex: "none",
				title: {
					zoom: "brush to zoom",
					back: "zoom out"
				}
			} }
		},
		series: t
	};
}
function dV(e, t) {
	return new iz({
		columns: [
			{
				key: "ts",
				label: "time (ms)",
				numeric: !0,
				value: (e) => Number(((e.ts - t()) / 1e3).toFixed(3))
			},
			{
				key: "bytes",
				label: "bytes",
				numeric: !0,
				render: (e) => TR(e.bytes)
			},
			{
				key: "allocated_after",
				label: "allocated after",
				numeric: !0,
				render: (e) => TR(e.allocated_after)
			},
			{
				key: "op",
				label: "op",
				title: "the CPU op the allocation was made in (its innermost enclosing op)"
			},
			{
				key: "scope",
				label: "scope"
			},
			{
				key: "phase",
				label: "phase"
			}
		],
		rows: [],
		filename: "allocations.csv",
		testId: "memory-allocations",
		keep: Ez(e),
		sort: {
			key: "bytes",
			desc: !0
		},
		maxHeight: 360
	});
}
async function fV(e, t, n, r, a) {
	let o = {
		trace: e.traceId,
		device: e.state.device || void 0,
		scope: e.state.scope || void 0,
		allocations: e.state.alloc === "all" ? "all" : "attention",
		start: r === void 0 ? void 0 : String(r),
		end: a === void 0 ? void 0 : String(a),
		...e.patternParams()
	};
	try {
		return await c(() => i("memory", o), (e) => {
			t.textContent = `memory events: ${e.state}…`, t.dataset.state = "waiting";
		}, n);
	} catch (e) {
		return t.textContent = `memory: ${e.message}`, t.dataset.state = "failed", null;
	}
}
function pV(e, t) {
	p(e);
	for (let n of t.devices) {
		let r = d("option", { value: n }, n);
		n === t.device && (r.selected = !0), e.appendChild(r);
	}
}
function mV(e, t, n, r) {
	let i = r && r.ts.length ? [0, (r.ts[r.ts.length - 1] - n) / 1e3] : null;
	return {
		start: n + e * 1e3,
		end: n + t * 1e3,
		zoomedIn: !i || e > i[0] + 1e-9 || t < i[1] - 1e-9,
		kept: `${e.toFixed(3)},${t.toFixed(3)}`
	};
}
function hV(e) {
	let t = e.curve;
	return `${t.points.toLocaleString("en-US")} ${HR(t.points, "allocator event")} in view` + (t.reconstructed ? " (allocated rebuilt from allocation sizes: this trace has no totals)" : "") + `; ${WR(e.instance_count, "scope instance")} shaded. Drag across the chart (or the slider) to zoom in.`;
}
// src/views/scopes.ts
function gV(e) {
	let t = e.entry, n = t.breakdown_unit === "gpu", r = IR(Math.max(0, ...t.scopes.flatMap((e) => [
		e.cpu_us,
		e.backward_cpu_us,
		...n ? [e.forward_kernel_us, e.backward_kernel_us] : []
	]))), i = (e, t, n, i, a = e) => XR(e, t, r, n, i, a), a = [
		{
			key: "name",
			label: "scope"
		},
		{
			key: "source",
			label: "source"
		},
		{
			key: "count",
			label: "count",
			numeric: !0,
			field: "count"
		},
		i("cpu_us_per_instance", "CPU / inst", (e) => e.cpu_us_per_instance),
		i("cpu_us", "CPU", (e) => e.cpu_us),
		i("backward_cpu_us", "bwd CPU", (e) => e.backward_cpu_us)
	];
	n && a.push(i("forward_kernel_us", "fwd GPU", (e) => e.forward_kernel_us), i("backward_kernel_us", "bwd GPU", (e) => e.backward_kernel_us), i("kernel_us_per_instance", "GPU / inst", (e) => e.kernel_us_per_instance), {
		key: "kernels_per_instance",
		label: "kernels/inst",
		numeric: !0,
		field: "kernels_per_instance"
	}, {
		key: "gpu_ops_per_instance",
		label: "GPU ops/inst",
		numeric: !0,
		title: "kernels + memcpy + memset",
		field: "gpu_ops_per_instance"
	}, i("gpu_range", "GPU range / inst", (e) => e.gpu_projection?.range_us, "the GPU under a call, as Nsight projects a range: first start to last end of what the call launched", "gpu_projection.range_us"), i("gpu_idle", "GPU idle / inst", (e) => e.gpu_projection?.idle_us, "inside that range, the time no kernel, memcpy or memset of the call ran (range − the union of their times)", "gpu_projection.idle_us")), a.push({
		key: "cpu_ops_per_instance",
		label: "CPU ops/inst",
		numeric: !0,
		field: "cpu_ops_per_instance"
	}, {
		key: "peak",
		label: "peak mem",
		numeric: !0,
		field: "forward_peak_allocated",
		value: (e) => e.forward_peak_allocated,
		render: (e) => TR(e.forward_peak_allocated)
	}, {
		key: "net",
		label: "net alloc",
		numeric: !0,
		field: "forward_net_bytes",
		value: (e) => e.forward_net_bytes,
		render: (e) => TR(e.forward_net_bytes)
	}, {
		key: "call_sites",
		label: "scope called at",
		value: (e) => e.call_sites.map((e) => e.user ?? e.library).join("; "),
		render: (e) => nB(e.call_sites),
		title: "where the scope was called: your innermost frame around the label or module (with_stack=True; the Attention ops view’s is the frame around the op itself); all of them on hover"
	}, {
		key: "timeline",
		label: "timeline",
		value: () => null,
		render: (t) => d("button", {
			class: "small",
			"data-testid": "scope-timeline",
			title: "see its median call as a timeline",
			onclick: (n) => {
				n.stopPropagation(), e.setState({
					scope: String(t.id),
					view: "timeline",
					call: ""
				});
			}
		}, "timeline")
	});
	let o = /* @__PURE__ */ new Set([
		"name",
		"count",
		"cpu_us_per_instance",
		"cpu_us",
		"timeline",
		...n ? [
			"forward_kernel_us",
			"kernel_us_per_instance",
			"gpu_range",
			"gpu_idle"
		] : ["backward_cpu_us", "cpu_ops_per_instance"]
	]);
	for (let e of a) e.secondary = !o.has(e.key);
	let s = new iz({
		columns: a,
		rows: t.scopes,
		filename: "attention_scopes.csv",
		testId: "scope-table",
		keep: Ez(e),
		rowKey: (e) => String(e.id),
		parentKey: (e) => e.parent_id === null ? null : String(e.parent_id),
		selectedKey: e.state.scope || null,
		sort: {
			key: n ? "forward_kernel_us" : "cpu_us",
			desc: !0
		},
		rowField: (e) => `scopes[${e.id}]`,
		onSelect: (t) => e.setState({
			scope: String(t.id),
			view: "kernels",
			kfilter: ""
		})
	});
	return d("div", {
		class: "view",
		"data-testid": "scopes-view",
		"data-unit": r.unit
	}, d("p", { class: "muted" }, `${WR(t.scopes.length, "scope")}, found by ${t.attention?.scope_source}. Numbers include nested scopes; click a scope for its kernels, or its timeline button to see a call as it ran.`), s.el);
}
// src/views/timeline.ts
var _V = [
	"median",
	"slowest",
	"fastest"
], vV = 500;
function yV(e, t) {
	let n = null;
	for (let r of e) (t ? r.forward_kernel_us : r.cpu_us) > (n ? t ? n.forward_kernel_us : n.cpu_us : -1) && (n = r);
	return n;
}
function bV(e, t, n) {
	return {
		trace: e.traceId,
		scope: t,
		call: n || void 0,
		...e.patternParams()
	};
}
function xV(e) {
	let [t, n] = e.split(",").map(Number);
	return e && Number.isFinite(t) && Number.isFinite(n) && n > t ? [t, n] : null;
}
function SV(e, t, n) {
	let r = n && t !== null ? {
		start: (t + n[0]).toFixed(3),
		end: (t + n[1]).toFixed(3)
	} : {}, i = {
		...e,
		format: "chrome",
		...r
	};
	return `timeline?${new URLSearchParams(Object.entries(i).filter((e) => e[1] !== void 0 && e[1] !== ""))}`;
}
function CV(e) {
	let t = e.entry, n = t.breakdown_unit === "gpu", r = d("p", {
		class: "muted",
		"data-testid": "timeline-status"
	}, "loading the call…"), a = d("div", { class: "view" });
	if (!t.scopes.length) return a.append(d("p", {
		class: "muted",
		"data-testid": "timeline-status"
	}, "No attention scope in this trace: no call to show.")), a;
	let o = t.scopes.find((t) => String(t.id) === e.state.scope) ?? yV(t.scopes, n) ?? t.scopes[0], s = String(o.id), l = wV(e, o.id), u = _V.map((t) => d("button", {
		class: e.state.call === t || !e.state.call && t === "median" ? "small active" : "small",
		"data-testid": `timeline-${t}`,
		onclick: () => e.setState({ call: t })
	}, t)), f = d("select", {
		"data-testid": "timeline-call",
		"aria-label": "call",
		onchange: (t) => e.setState({ call: t.target.value })
	}), m = bV(e, s, e.state.call), h = d("a", {
		class: "button-link small",
		"data-testid": "timeline-export",
		href: SV(m, null, null),
		download: "",
		title: "what is shown as a Chrome trace (the range zoomed to, when zoomed in): open it in Perfetto or chrome://tracing"
	}, "export window (.json)"), g = d("div", {
		class: "timeline-summary",
		"data-testid": "timeline-summary"
	}), _ = d("div");
	a.append(d("div", { class: "toolbar" }, d("label", {}, "Scope ", l), ...u, d("label", {}, "call ", f), h), r, g, _);
	let v = !1, y = null;
	return e.onDispose(() => {
		v = !0, y?.dispose();
	}), (async () => {
		let t;
		try {
			t = await c(() => i("timeline", bV(e, s, e.state.call)), (e) => {
				r.textContent = `analysing… ${Math.round(100 * e.progress)}%`, r.dataset.state = "waiting";
			}, () => v);
		} catch (e) {
			r.textContent = e.message, r.dataset.state = "failed";
			return;
		}
		if (!t || v) return;
		EV(f, t);
		let n = await TV(e, t);
		if (v) return;
		r.textContent = "", r.dataset.state = "ready", p(g), g.append(...DV(t));
		let a = t.start, o = xV(e.state.zoom), l = (e) => e && y ? [y.realOffset(e[0]), y.realOffset(e[1])] : e;
		y = new MB({
			tracks: [{
				title: `${t.scope} call ${t.call + 1}`,
				window: t
			}],
			memory: [n],
			view: o,
			onView: (t) => {
				e.remember({ zoom: t ? `${t[0].toFixed(3)},${t[1].toFixed(3)}` : "" }), h.setAttribute("href", SV(m, a, l(t)));
			}
		}), h.setAttribute("href", SV(m, a, l(o))), _.appendChild(y.el), y.attach();
	})(), a;
}
function wV(e, t) {
	let n = d("select", {
		"data-testid": "timeline-scope",
		"aria-label": "scope",
		onchange: (t) => e.setState({
			scope: t.target.value,
			call: ""
		})
	});
	for (let r of e.entry.scopes) {
		let e = d("option", { value: String(r.id) }, `${r.name} (${r.count} ${HR(r.count, "call")})`);
		r.id === t && (e.selected = !0), n.appendChild(e);
	}
	return n;
}
async function TV(e, t) {
	if (t.start === null || t.end === null) return null;
	try {
		let n = await i("memory", {
			trace: e.traceId,
			start: String(t.start),
			end: String(t.end),
			...e.patternParams()
		});
		return !("pending" in n) && n.curve ? {
			ts: n.curve.ts,
			allocated: n.curve.allocated,
			device: n.curve.device
		} : null;
	} catch {
		return null;
	}
}
function EV(e, t) {
	p(e);
	let n = t.kept.slice(0, vV);
	n.includes(t.call) || n.unshift(t.call);
	let r = IR(Math.max(0, ...n.map((e) => t.durations[e] ?? 0)));
	for (let i of n) {
		let n = t.durations[i], a = d("option", { value: String(i) }, `${i + 1}${n === void 0 ? "" : ` (${r.exact(n)})`}`);
		i === t.call && (a.selected = !0), e.appendChild(a);
	}
}
function DV(e) {
	let t = Object.entries(e.picks).filter(([, t]) => t === e.call).map(([e]) => e), n = e.counts, r = e.durations[e.call] ?? (e.end ?? 0) - (e.start ?? 0), i = IR(Math.max(r, (e.end ?? 0) - (e.start ?? 0), ...e.projection.map((e) => (e.end ?? 0) - (e.start ?? 0)))), a = i.exact, o = e.start !== null && e.end !== null ? e.end - e.start : r, s = o > r + .001 ? `; the window, with its backward, spans ${a(o)}` : "", c = [d("p", {
		"data-testid": "timeline-which",
		"data-unit": i.unit
	}, `${e.scope}: call ${e.call + 1} of ${e.count}${t.length ? ` (${t.join(", ")})` : ""}, ${a(r)} from its start to its last forward work${s}.`)], l = d("p", {
		class: "small",
		"data-testid": "timeline-facts",
		"data-cpu-events": String(n.cpu_events),
		"data-kernels": String(n.kernels),
		"data-gpu-events": String(n.gpu_events),
		"data-kernel-us": n.kernel_us.toFixed(3),
		"data-memcpy": String(n.memcpy)
	}), u = [`${n.cpu_events} CPU events`];
	n.gpu_events && u.push(`${n.kernels} kernels (${a(n.kernel_us)})`), n.memcpy && u.push(`${n.memcpy} memcpy (${a(n.memcpy_us)})`), n.memset && u.push(`${n.memset} memset`), l.textContent = u.join(" · "), c.push(l), e.stack?.length && c.push(d("p", {
		class: "small",
		"data-testid": "timeline-stack",
		title: e.stack.join("\n")
	}, `this call of the scope called from ${e.stack[0]}${e.stack.length > 1 ? ` (${WR(e.stack.length - 1, "frame")} out; hover the call for all)` : ""}`));
	let f = n.copy_ops;
	c.push(d("p", {
		class: "small",
		"data-testid": "timeline-copies",
		"data-copy-ops": f.map((e) => e.name).join(",")
	}, f.length ? `copy ops in this call: ${f.map((e) => `${e.name} ×${e.count}`).join(", ")}` : "no copy op in this call"));
	for (let t of e.projection) {
		let n = e.phases.find((e) => e.phase === t.phase), r = n ? n.end - n.start : 0;
		c.push(d("p", {
			class: "small",
			"data-testid": `timeline-projection-${t.phase}`
		}, t.start === null || t.end === null ? `${t.phase}: CPU ${a(r)}, nothing launched on a GPU` : `${t.phase}: CPU ${a(r)}; on the GPU ${a(t.end - t.start)} from first to last (busy ${a(t.busy_us)}, idle ${a(t.idle_us)} in ${t.gaps.length} ${HR(t.gaps.length, "gap")}, hatched)`));
	}
	return e.dropped && c.push(d("p", { class: "note warning small" }, `This call has ${e.dropped.toLocaleString("en-US")} more events than a stored timeline keeps; the first are shown.`)), c;
}
function OV(e, t = 600) {
	if (e.length <= t || t < 4) return e;
	let n = Math.floor((t - 2) / 2), r = e.slice(1, -1), i = [e[0]];
	for (let e = 0; e < n; e++) {
		let t = Math.floor(e * r.length / n), a = Math.floor((e + 1) * r.length / n), o = -1, s = -1;
		for (let e = t; e < a; e++) {
			let t = r[e][1];
			t !== null && ((o < 0 || t < r[o][1]) && (o = e), (s < 0 || t > r[s][1]) && (s = e));
		}
		if (!(o < 0)) for (let e of o === s ? [o] : [Math.min(o, s), Math.max(o, s)]) i.push(r[e]);
	}
	return i.push(e[e.length - 1]), i;
}
function kV(e) {
	let t = e.length >> 1;
	return e.length % 2 ? e[t] : (e[t - 1] + e[t]) / 2;
}
function AV(e) {
	let t = /* @__PURE__ */ new Map();
	for (let n of e) for (let [e, r] of n) {
		if (r === null) continue;
		let n = t.get(e);
		n ? n.push(r) : t.set(e, [r]);
	}
	let n = [...t.keys()].sort((e, t) => e - t), r = {
		median: [],
		low: [],
		high: []
	};
	for (let e of n) {
		let n = t.get(e).sort((e, t) => e - t);
		r.median.push([e, kV(n)]), r.low.push([e, n[0]]), r.high.push([e, n[n.length - 1]]);
	}
	return r;
}
function jV(e, t = [], n = 8, r = 600) {
	if (e.length <= n) return e.map((e) => ({
		name: e.name,
		data: OV(e.data, r),
		role: "worker"
	}));
	let i = AV(e.map((e) => e.data)), a = e.length, o = new Set(t.slice(0, n));
	return [
		{
			name: `median of ${a} workers`,
			data: OV(i.median, r),
			role: "median"
		},
		{
			name: `lowest of ${a}`,
			data: OV(i.low, r),
			role: "low"
		},
		{
			name: `highest of ${a}`,
			data: OV(i.high, r),
			role: "high"
		},
		...e.filter((e) => o.has(e.name)).map((e) => ({
			name: e.name,
			data: OV(e.data, r),
			role: "worker"
		}))
	];
}
// src/views/trends.ts
function MV(e) {
	let t = d("div", { "data-testid": "trends-result" }, d("p", { class: "muted" }, "loading the run’s steps…")), n = !0;
	e.onDispose(() => {
		n = !1;
	});
	let a = e.entry.breakdown_unit === "gpu", s = async (c) => {
		if (!n) return;
		let l = () => c >= 300 ? !1 : (setTimeout(() => void s(c + 1), 2e3), !0), u;
		try {
			u = await i("trends", {
				run: e.current.run,
				...e.patternParams()
			});
		} catch (e) {
			if (!n) return;
			let i = r(e) && l();
			t.querySelector("[data-testid=trends-error]")?.remove(), t.prepend(d("div", {
				class: "note warning",
				"data-testid": "trends-error"
			}, `Could not load the trend: ${e.message}${i ? " (asking again)" : ""}`));
			return;
		}
		n && !o(u) && (p(t), t.appendChild(FV(e, u, a)), u.pending > 0 && l());
	};
	return s(0), d("div", { class: "view" }, t);
}
function NV(e, t, n = "", r = () => !0) {
	let i = e.ranks.workers.filter((e) => e.straggler).map((e) => e.worker);
	return jV(e.trend.workers.map((e) => ({
		name: e.worker,
		data: e.points.filter(r).map((e) => [e.step, t(e)])
	})), i).map((e) => ({
		name: `${e.role === "worker" ? OR(e.name, 24) : e.name}${n}`,
		type: "line",
		showSymbol: e.data.length <= 60,
		data: e.data,
		lineStyle: e.role === "low" || e.role === "high" ? {
			type: "dashed",
			width: 1
		} : void 0
	}));
}
function PV(e) {
	return e.reduce((e, t) => e + t.data.length, 0);
}
function FV(e, t, n) {
	let r = t.trend.workers.reduce((e, t) => e + t.points.length, 0), i = d("p", {
		class: "muted",
		"data-testid": "trends-head"
	}, `${t.run}: ${WR(r, "step")} from ${(t.spans - t.pending).toLocaleString("en-US")} of ${WR(t.spans, "span")}` + (t.pending ? ` (${t.pending} still being analysed)` : "") + ".");
	if (!r) return d("div", {}, i, d("p", {
		class: "muted",
		"data-testid": "trends-empty"
	}, "No profiler steps in this run: record with torch.profiler.schedule(...) and call prof.step() each step; repeat=N writes one span per cycle, and the trend follows them."));
	let a = d("p", {
		class: "muted small",
		"data-testid": "trends-share-note"
	}, n ? "Share per step: attention's kernel time over all kernel time launched in the step. The Overview's share is over every kernel of the trace, the ones launched between steps or before the first included, so the two differ." : "Share per step: attention's CPU time over the step's time. The Overview's share is over all the steps together."), o = d("div", {
		class: "chart",
		"data-testid": "trend-share-chart"
	}), s = d("div", {
		class: "chart",
		"data-testid": "trend-time-chart"
	});
	o.dataset.points = String(r);
	let c = NV(t, (e) => e.share);
	o.dataset.drawn = String(PV(c)), o.dataset.lines = String(c.length);
	let l = t.trend.workers.some((e) => e.points.some((e) => e.attention_peak_allocated !== null)), u = qV(t, 8), f = l ? d("div", {
		class: "chart",
		"data-testid": "trend-memory-chart"
	}) : null, p = u.length ? d("div", {
		class: "chart",
		"data-testid": "trend-layer-chart"
	}) : null;
	p && (p.dataset.layers = String(u.length));
	let m = [
		"prefill",
		"decode",
		"mixed"
	].filter((e) => t.trend.workers.some((t) => t.points.some((t) => t.phase === e))), h = m.length ? d("div", {
		class: "chart",
		"data-testid": "trend-token-chart"
	}) : null;
	requestAnimationFrame(() => BV(e, t, n, c, m, u, {
		shareBox: o,
		timeBox: s,
		memoryBox: f,
		tokenBox: h,
		layerBox: p
	}));
	let g = t.ranks.workers.length > 1 ? XV(e, t) : null;
	return d("div", {}, i, a, d("div", { class: "row2" }, o, s), f || p ? d("div", { class: "row2" }, f, p) : null, h ? d("div", { class: "row2" }, h) : null, g);
}
var IV = (e) => (t) => `${e} ${t[0]?.axisValue ?? ""}`, LV = () => ({
	type: "value",
	name: "step",
	minInterval: 1,
	scale: !0
}), RV = (e) => ({
	text: e,
	textStyle: { fontSize: 13 }
});
function zV(e, t, n) {
	let r = mR(t);
	e.onDispose(() => r.dispose()), r.setOption(n);
}
function BV(e, t, n, r, i, a, o) {
	let s = VV(t, n);
	zV(e, o.shareBox, HV(n, r)), zV(e, o.timeBox, UV(t, n, s)), o.memoryBox && zV(e, o.memoryBox, GV(t)), o.tokenBox && zV(e, o.tokenBox, KV(t, i)), o.layerBox && zV(e, o.layerBox, WV(t, a, s));
}
function VV(e, t) {
	let n = e.trend.workers.flatMap((e) => e.points.flatMap((e) => t ? [e.forward_kernel_us, e.backward_kernel_us] : [e.attention_cpu_us]));
	return IR(Math.max(0, ...n));
}
function HV(e, t) {
	return {
		title: RV(`Attention share of ${e ? "GPU kernel" : "step (CPU)"} time per step`),
		tooltip: uR(IV("share at step"), (e) => wR(e.value[1])),
		legend: { ...hR },
		grid: gR({
			left: 60,
			right: 20,
			top: 64,
			bottom: 30
		}),
		xAxis: LV(),
		yAxis: {
			type: "value",
			axisLabel: { formatter: (e) => wR(e, 0) }
		},
		series: t
	};
}
function UV(e, t, n) {
	return {
		title: RV(t ? "Attention kernel time per step" : "Attention CPU time per step"),
		tooltip: uR(IV("at step"), (e) => n.text(e.value[1])),
		legend: { ...hR },
		grid: gR({
			left: 60,
			right: 20,
			top: 64,
			bottom: 30
		}),
		xAxis: LV(),
		yAxis: {
			type: "value",
			..._R(n.unit),
			axisLabel: { formatter: n.axis }
		},
		series: t ? [...NV(e, (e) => e.forward_kernel_us, " forward"), ...NV(e, (e) => e.backward_kernel_us, " backward")] : NV(e, (e) => e.attention_cpu_us, " CPU")
	};
}
function WV(e, t, n) {
	let r = e.trend.workers[0];
	return {
		title: RV(`Time per layer per step (${OR(r.worker, 30)}; the ${t.length} longest)`),
		tooltip: uR(IV("at step"), (e) => n.text(e.value[1])),
		legend: { ...hR },
		grid: gR({
			left: 60,
			right: 20,
			top: 60,
			bottom: 30
		}),
		xAxis: LV(),
		yAxis: {
			type: "value",
			..._R(n.unit),
			axisLabel: { formatter: n.axis }
		},
		series: t.map((e) => ({
			name: OR(e, 30),
			type: "line",
			showSymbol: !0,
			data: r.points.map((t) => [t.step, t.layers?.[e] ?? null])
		}))
	};
}
function GV(e) {
	let t = Math.max(0, ...e.trend.workers.flatMap((e) => e.points.map((e) => e.attention_peak_allocated ?? 0)));
	return {
		title: RV("Peak memory allocated inside attention per step"),
		tooltip: uR(IV("at step"), (e) => TR(e.value[1])),
		legend: { ...hR },
		grid: gR({
			left: 80,
			right: 20,
			top: 64,
			bottom: 30
		}),
		xAxis: LV(),
		yAxis: {
			type: "value",
			interval: VR(t),
			axisLabel: { formatter: (e) => TR(e) }
		},
		series: NV(e, (e) => e.attention_peak_allocated ?? null, "", (e) => e.attention_peak_allocated !== null)
	};
}
function KV(e, t) {
	return {
		title: RV("Attention kernel time per token, per engine step"),
		tooltip: uR(IV("at step"), (e) => `${ER(e.value[1], 3)} µs`),
		legend: { ...hR },
		grid: gR({
			left: 60,
			right: 20,
			top: 60,
			bottom: 30
		}),
		xAxis: LV(),
		yAxis: {
			type: "value",
			..._R("µs / token")
		},
		series: t.flatMap((t) => NV(e, (e) => Tz(e), ` ${t}`, (e) => e.phase === t))
	};
}
function qV(e, t) {
	let n = e.trend.workers[0];
	if (!n) return [];
	let r = /* @__PURE__ */ new Map();
	for (let e of n.points) for (let [t, n] of Object.entries(e.layers ?? {})) r.set(t, (r.get(t) ?? 0) + n);
	return [...r.entries()].sort((e, t) => t[1] - e[1]).slice(0, t).map(([e]) => e);
}
function JV(e, t = 100) {
	return [...e].sort((e, t) => Number(t.straggler) - Number(e.straggler) || t.us_per_step - e.us_per_step || e.worker.localeCompare(t.worker)).slice(0, t);
}
function YV(e, t, n) {
	let r = e.filter((e) => e.straggler).length;
	return {
		title: {
			text: `Attention per step of each of the ${e.length} workers, sorted (${WR(r, "straggler")})`,
			textStyle: { fontSize: 13 }
		},
		tooltip: {
			trigger: "item",
			formatter: (n) => {
				let r = e[n.dataIndex];
				return rR(r ? OR(r.worker, 80) : "", [["attention a step", t.text(n.value)]]);
			}
		},
		grid: gR({
			left: 60,
			right: 20,
			top: 40,
			bottom: 30
		}),
		xAxis: {
			type: "category",
			name: "workers",
			data: e.map((e) => e.worker),
			axisLabel: { show: e.length <= 32 }
		},
		yAxis: {
			type: "value",
			..._R(t.unit),
			axisLabel: { formatter: t.axis }
		},
		series: [{
			type: "bar",
			barCategoryGap: e.length > 200 ? 0 : "20%",
			data: e.map((e) => ({
				value: e.us_per_step,
				itemStyle: { color: e.straggler ? "#d93025" : "#1a73e8" }
			})),
			markLine: n === null ? void 0 : {
				symbol: "none",
				silent: !0,
				label: { formatter: "median" },
				data: [{ yAxis: n }]
			}
		}]
	};
}
function XV(e, t) {
	let n = [...t.ranks.workers].sort((e, t) => e.us_per_step - t.us_per_step || e.worker.localeCompare(t.worker)), r = n.filter((e) => e.straggler).length, i = d("div", {
		class: "chart",
		"data-testid": "ranks-strip"
	});
	i.dataset.workers = String(n.length), i.dataset.stragglers = String(r);
	let a = (t) => e.setState({
		worker: t,
		span: "",
		scope: "",
		view: "overview"
	}), o = IR(Math.max(0, ...n.map((e) => e.us_per_step)));
	requestAnimationFrame(() => {
		let r = mR(i);
		e.onDispose(() => r.dispose()), r.setOption(YV(n, o, t.ranks.median_us_per_step)), r.on("click", (e) => {
			let t = n[e.dataIndex];
			t && a(t.worker);
		});
	});
	let s = JV(t.ranks.workers), c = t.ranks.workers.length - s.length;
	return d("div", {}, d("h3", {}, `Ranks (median ${t.ranks.median_us_per_step === null ? "–" : o.exact(t.ranks.median_us_per_step)} of attention a step; over ${t.ranks.threshold}× is a straggler)`), i, d("table", {
		class: "data compare",
		"data-testid": "ranks-table",
		"data-unit": o.unit
	}, d("thead", {}, d("tr", {}, ...[
		"worker",
		"rank",
		`attention ${o.unit} / step`,
		"straggler",
		"the difference"
	].map((e) => d("th", {}, e)))), d("tbody", {}, ...s.map((e) => d("tr", { class: e.straggler ? "straggler" : "" }, d("td", {}, d("button", {
		type: "button",
		class: "link",
		"data-testid": "rank-open",
		"data-worker": e.worker,
		onclick: () => a(e.worker)
	}, OR(e.worker, 50))), d("td", { class: "num" }, e.rank === null ? "–" : String(e.rank)), d("td", { class: "num" }, o.figure(e.us_per_step)), d("td", {}, e.straggler ? "yes" : ""), d("td", {}, e.difference ? `${e.difference.scope}: +${o.exact(e.difference.us_per_step_over_median)} a step` : ""))))), c > 0 ? d("p", {
		class: "muted small",
		"data-testid": "ranks-more"
	}, `${c} more ${HR(c, "worker")} in the strip above (the table lists the stragglers, then the slowest).`) : null);
}
// src/views/registry.ts
var ZV = [
	{
		id: "overview",
		title: "Overview",
		render: Xz,
		keys: []
	},
	{
		id: "scopes",
		title: "Scopes",
		render: gV,
		keys: [
			"sort",
			"q",
			"cols"
		]
	},
	{
		id: "timeline",
		title: "Timeline",
		render: CV,
		keys: ["call", "zoom"]
	},
	{
		id: "kernels",
		title: "Kernels",
		render: Pz,
		keys: [
			"kfilter",
			"sort",
			"q",
			"cols"
		]
	},
	{
		id: "memory",
		title: "Memory",
		render: rV,
		keys: [
			"device",
			"zoom",
			"alloc",
			"sort",
			"q"
		]
	},
	{
		id: "sdpa",
		title: "Attention ops",
		render: oB,
		keys: [
			"sort",
			"q",
			"cols"
		]
	},
	{
		id: "compare",
		title: "Compare",
		render: KB,
		keys: ["cmp", "base"]
	},
	{
		id: "trends",
		title: "Trends & ranks",
		render: MV,
		keys: []
	}
];
function QV(e) {
	return ZV.find((t) => t.id === e) ?? ZV[0];
}
// src/index.ts
var $V = 1e3;
function eH(e, t) {
	if (!e.length) return null;
	let n = [...new Set(e.map((e) => e.run))], r = n.includes(t.run) ? t.run : n[0], i = e.filter((e) => e.run === r), a = [...new Set(i.map((e) => e.worker))], o = a.includes(t.worker) ? t.worker : a[0], s = i.filter((e) => e.worker === o);
	return s.find((e) => e.span === t.span) ?? s[s.length - 1];
}
var tH = class {
	constructor(e) {
		this.state = { ...h }, this.viewRecords = {}, this.traces = [], this.cursor = "", this.defaults = {
			label: "",
			module: ""
		}, this.entry = null, this.entryKey = "", this.header = d("div", { class: "header" }), this.tabs = d("nav", {
			class: "tabs",
			"data-testid": "view-tabs"
		}), this.body = d("main", { class: "body" }), this.disposers = [], this.loadSeq = 0, this.drawnKey = "", this.keptScroll = null, this.draws = 0, this.listSearch = "", this.listPages = {
			worker: null,
			span: null
		}, this.remember = (e) => {
			this.state = {
				...this.state,
				...e
			}, this.host.setUrlData(v(this.state));
		}, this.setState = (e) => {
			let t = this.state;
			({state: this.state, records: this.viewRecords} = w(t, e, this.viewRecords)), this.host.setUrlData(v(this.state), [
				"view",
				"scope",
				"call",
				"run",
				"worker",
				"span",
				"cmp",
				"base"
			].some((e) => t[e] !== this.state[e]));
			let n = [
				"run",
				"worker",
				"span",
				"label",
				"module"
			].some((e) => t[e] !== this.state[e]);
			this.renderHeader(), n ? this.loadReport() : this.renderBody();
		}, this.patternParams = () => ({
			label_regex: this.state.label || void 0,
			module_regex: this.state.module || void 0
		}), this.host = new E(() => void this.refresh(!0)), e.append(d("style", {}, O), this.header, this.tabs, this.body);
	}
	async start() {
		SR((e) => {
			document.body.classList.toggle("dark", e === "dark"), document.body.dataset.theme = e, pR(e === "dark"), this.entry && this.renderBody();
		}), this.state = _(await this.host.getUrlData()), this.host.watchUrl(() => void this.followUrl()), await this.refresh();
	}
	async followUrl() {
		let e = _(await this.host.getUrlData());
		Object.keys(e).every((t) => e[t] === this.state[t]) || (e.view !== this.state.view && (this.viewRecords = S(this.viewRecords, this.state, e.view).records), this.state = e, this.entryKey = "", this.renderHeader(), await this.loadReport());
	}
	async refresh(e = !1) {
		let t;
		try {
			let n = await i("traces", e || !this.cursor ? { fresh: e ? "1" : void 0 } : { since: this.cursor });
			if (o(n)) return;
			t = n;
		} catch (e) {
			let t = r(e);
			this.showError(`Could not list traces: ${e.message}${t ? " (asking again)" : ""}`), t && (this.entry = null, this.tracesTimer && clearTimeout(this.tracesTimer), this.tracesTimer = setTimeout(() => void this.refresh(), 2 * $V));
			return;
		}
		let n = this.current();
		this.traces = l(u(this.traces, t)), this.cursor = t.cursor, this.defaults = {
			label: t.label_regex,
			module: t.module_regex
		}, this.tracesTimer && clearTimeout(this.tracesTimer), t.rescanning ? this.tracesTimer = setTimeout(() => void this.refresh(), $V) : this.traces.some((e) => e.state === "queued" || e.state === "analysing") && (this.tracesTimer = setTimeout(() => void this.refresh(), 2 * $V));
		let a = this.current(), s = !n || !a || n.id !== a.id || n.size !== a.size || n.mtime !== a.mtime;
		s && (this.entryKey = ""), this.renderHeader(), (s || !this.entry) && await this.loadReport();
	}
	current() {
		return eH(this.traces, this.state);
	}
	renderHeader() {
		p(this.header), p(this.tabs);
		let e = this.current();
		if (!e) return;
		let t = [...new Set(this.traces.map((e) => e.run))], n = this.traces.filter((t) => t.run === e.run), r = [...new Set(n.map((e) => e.worker))], i = n.filter((t) => t.worker === e.worker), a = d("input", {
			type: "search",
			"data-testid": "list-search",
			"aria-label": "search workers and spans",
			placeholder: "search workers, spans…",
			size: 18,
			value: this.listSearch
		});
		a.addEventListener("input", () => {
			this.listSearch = a.value, this.listPages = {
				worker: null,
				span: null
			}, this.renderHeader();
			let e = this.header.querySelector("[data-testid=list-search]");
			e?.focus(), e?.setSelectionRange(e.value.length, e.value.length);
		});
		let o = rH(r.map((e) => [e, e]), e.worker, this.listSearch, this.listPages.worker), s = rH(i.map((e) => [e.span, oH(e)]), e.span, this.listSearch, this.listPages.span), c = r.length > nH / 4 || i.length > nH / 4 || this.listSearch !== "";
		this.header.append(d("div", { class: "selectors" }, this.selector("run-select", "Run", t.map((e) => [e, e]), e.run, "run"), this.selector("worker-select", "Worker", o.items, e.worker, "worker"), this.listPager("worker", o), this.selector("span-select", "Span", s.items, e.span, "span"), this.listPager("span", s), c ? a : null), this.patternControls());
		for (let e of ZV) this.tabs.appendChild(d("button", {
			class: e.id === this.state.view ? "tab active" : "tab",
			"data-view": e.id,
			onclick: () => this.setState({ view: e.id })
		}, e.title));
	}
	selector(e, t, n, r, i) {
		let a = d("select", {
			"data-testid": e,
			"aria-label": t,
			onchange: (e) => {
				let t = { [i]: e.target.value };
				i === "run" && Object.assign(t, {
					worker: "",
					span: "",
					scope: ""
				}), i === "worker" && Object.assign(t, {
					span: "",
					scope: ""
				}), i === "run" && (this.listPages = {
					worker: null,
					span: null
				}), i === "worker" && (this.listPages.span = null), i === "span" && Object.assign(t, { scope: "" }), this.setState(t);
			}
		});
		for (let [e, t] of n) {
			let n = d("option", { value: e }, t);
			e === r && (n.selected = !0), a.appendChild(n);
		}
		return d("label", {}, t + " ", a);
	}
	listPager(e, t) {
		if (t.pages <= 1) return null;
		let n = (t) => () => {
			this.listPages[e] = t, this.renderHeader();
		};
		return d("span", {
			class: "pager muted small",
			"data-testid": `${e}-pager`
		}, d("button", {
			class: "small",
			"data-testid": `${e}-page-prev`,
			disabled: t.page === 0,
			title: `the ${nH} ${e}s before`,
			onclick: n(t.page - 1)
		}, "‹"), d("span", { "data-testid": `${e}-page` }, ` ${e}s ${t.first.toLocaleString("en-US")}–${t.last.toLocaleString("en-US")} of ${t.matching.toLocaleString("en-US")}${t.matching < t.total ? " matching" : ""} `), d("button", {
			class: "small",
			"data-testid": `${e}-page-next`,
			disabled: t.page >= t.pages - 1,
			title: `the next ${nH} ${e}s`,
			onclick: n(t.page + 1)
		}, "›"));
	}
	patternControls() {
		let e = d("input", {
			type: "text",
			"data-testid": "label-regex",
			"aria-label": "label regex",
			size: 28,
			value: this.state.label || this.defaults.label
		}), t = d("input", {
			type: "text",
			"data-testid": "module-regex",
			"aria-label": "module regex",
			size: 16,
			value: this.state.module || this.defaults.module
		}), n = () => this.setState({
			label: e.value === this.defaults.label ? "" : e.value,
			module: t.value === this.defaults.module ? "" : t.value
		}), r = (e) => {
			e.key === "Enter" && n();
		};
		e.addEventListener("keydown", r), t.addEventListener("keydown", r);
		let i = this.entry?.ok ? this.entry.patterns : void 0;
		return d("div", { class: "patterns" }, d("label", {}, "Labels ", e), d("label", {}, "Modules ", t), d("button", {
			onclick: n,
			"data-testid": "apply-patterns"
		}, "Apply"), d("button", {
			onclick: () => this.setState({
				label: "",
				module: ""
			}),
			title: "the server's patterns"
		}, "Reset"), d("span", {
			class: "muted small",
			"data-testid": "effective-patterns"
		}, `effective: labels /${i ? i.label_regex : this.state.label || this.defaults.label}/i, modules /${i ? i.module_regex : this.state.module || this.defaults.module}/i`));
	}
	async loadReport() {
		this.reportTimer && clearTimeout(this.reportTimer);
		let e = this.current();
		if (!e) {
			this.entry = null, this.renderEmpty();
			return;
		}
		let t = `${e.id}|${this.state.label}|${this.state.module}`;
		if (t === this.entryKey && this.entry) {
			this.renderBody();
			return;
		}
		let a = ++this.loadSeq, s;
		try {
			s = await i("report", {
				trace: e.id,
				...this.patternParams()
			});
		} catch (e) {
			if (a !== this.loadSeq) return;
			let t = e instanceof n ? e.message : String(e), i = r(e);
			this.showError(`Could not load the report: ${t}${i ? " (asking again)" : ""}`), i && (this.reportTimer = setTimeout(() => void this.loadReport(), 2 * $V));
			return;
		}
		a === this.loadSeq && (o(s) ? (this.entry = null, !this.state.label && !this.state.module && (this.traces = this.traces.map((t) => t.id === e.id ? {
			...t,
			state: s.state,
			progress: s.progress,
			detail: s.detail ?? void 0
		} : t), this.renderHeader()), this.showProgress(e, s), this.reportTimer = setTimeout(() => void this.loadReport(), $V)) : (this.entry = s, this.entryKey = t, s.ok && !this.state.label && !this.state.module && e.state !== "done" && (this.traces = this.traces.map((t) => t.id === e.id ? {
			...t,
			state: "done",
			progress: 1
		} : t)), this.renderHeader(), this.renderBody()));
	}
	dispose() {
		for (let e of this.disposers.splice(0)) e();
	}
	viewKey() {
		let e = this.current();
		return `${this.state.view}|${e?.run ?? ""}|${e?.worker ?? ""}`;
	}
	keepScroll() {
		let e = (document.scrollingElement ?? document.documentElement).scrollTop;
		this.drawnKey && this.drawnKey === this.viewKey() && e > 0 && (this.keptScroll = {
			key: this.drawnKey,
			y: e
		}), this.drawnKey = "";
	}
	restoreScroll() {
		let e = this.viewKey();
		this.drawnKey = e, this.body.dataset.draws = String(++this.draws);
		let t = this.keptScroll;
		this.keptScroll = null, t && t.key === e && ((document.scrollingElement ?? document.documentElement).scrollTop = t.y);
	}
	renderBody() {
		this.dispose(), this.keepScroll(), p(this.body);
		let e = this.entry, t = this.current();
		if (!e || !t) return;
		if (!e.ok || !e.attention) {
			this.body.appendChild(d("div", {
				class: "note warning",
				"data-testid": "trace-error"
			}, `This trace could not be read: ${e.errors.join("; ")}`));
			return;
		}
		let n = {
			entry: e,
			traceId: t.id,
			traces: this.traces,
			current: t,
			state: this.state,
			setState: this.setState,
			remember: this.remember,
			patternParams: this.patternParams,
			onDispose: (e) => this.disposers.push(e)
		}, r = QV(this.state.view).render;
		try {
			this.body.appendChild(r(n));
		} catch (e) {
			this.body.appendChild(d("div", { class: "note warning" }, `This view failed: ${e.message}`));
		}
		this.restoreScroll();
	}
	showProgress(e, t) {
		this.dispose(), this.keepScroll(), p(this.body), this.body.appendChild(KR(e, t));
	}
	showError(e) {
		this.dispose(), p(this.body), this.body.appendChild(d("div", {
			class: "note warning",
			"data-testid": "load-error"
		}, e));
	}
	renderEmpty() {
		this.dispose(), p(this.header), p(this.tabs), p(this.body), this.body.appendChild(d("div", {
			class: "empty",
			"data-testid": "empty-state"
		}, d("h2", {}, "No PyTorch profiler traces found"), d("p", {}, "This tab reads *.pt.trace.json[.gz] files under --logdir. Record one with torch.profiler and tensorboard_trace_handler, and label attention with record_function:"), d("pre", { class: "howto" }, Hz), d("p", { class: "muted" }, "Or try it on the demo traces: tb-attn demo --out runs/demo")));
	}
}, nH = 200;
function rH(e, t, n, r) {
	let i = n.trim().toLowerCase(), a = i ? e.filter(([e, n]) => e === t || n.toLowerCase().includes(i)) : e, o = Math.max(1, Math.ceil(a.length / nH)), s = a.findIndex(([e]) => e === t), c = Math.min(o - 1, Math.max(0, r ?? (s >= 0 ? Math.floor(s / nH) : 0))), l = a.slice(c * nH, (c + 1) * nH), u = e.find(([e]) => e === t);
	return u && !l.includes(u) && l.unshift(u), {
		items: l,
		page: c,
		pages: o,
		first: a.length ? c * nH + 1 : 0,
		last: Math.min(a.length, (c + 1) * nH),
		matching: a.length,
		total: e.length
	};
}
function iH(e) {
	return e.state === "analysing" ? e.detail ?? `analysing ${Math.round(100 * e.progress)}%` : e.state === "being_written" ? "being written" : e.state;
}
async function aH() {
	document.body.classList.add("tb-attn");
	let e = d("div", {
		class: "app",
		"data-testid": "tb-attn"
	});
	document.body.appendChild(e), await new tH(e).start();
}
function oH(e) {
	return `${(e.span && /^\d{13,}$/.test(e.span) ? new Date(Number(e.span.slice(0, 13))).toISOString().replace("T", " ").slice(0, 19) : e.span) || e.file} — ${iH(e)}`;
}
export { rH as pageOfList, aH as render, eH as selectTrace };
