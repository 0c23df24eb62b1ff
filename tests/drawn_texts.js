// Every text a canvas draws, recorded where it lands: added to a page before the tab loads
// (Playwright's add_init_script, so in TensorBoard's plugin iframe too). For each fillText the
// box comes from measureText under the transform in force, as four corners in CSS pixels of
// its canvas (a rotated axis label stays a rotated box), cut to the clip in force (a scroll
// legend clips the items it pages out). A full clear of a canvas (a redraw) starts its list
// anew (as does a fill of all of it), so canvas.__texts.items is what the canvas shows now.
(() => {
  const P = CanvasRenderingContext2D.prototype;
  const {fillText, clearRect, fillRect, save, restore, beginPath, rect, clip} = P;
  const scale = (c) => (c.clientWidth ? c.width / c.clientWidth : 1); // device pixels per CSS pixel
  const fresh = (c) => ({width: c.width, height: c.height, items: []});
  const corners = (m, s, x0, y0, x1, y1) =>
    [[x0, y0], [x1, y0], [x1, y1], [x0, y1]].map(([x, y]) => [(m.a * x + m.c * y + m.e) / s, (m.b * x + m.d * y + m.f) / s]);
  const bounds = (pts) => {
    const xs = pts.map((p) => p[0]), ys = pts.map((p) => p[1]);
    return {left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys)};
  };
  const state = (ctx) => (ctx.__clipState ??= {clip: null, stack: [], rects: []});

  P.save = function () {
    const st = state(this);
    st.stack.push(st.clip);
    return save.call(this);
  };
  P.restore = function () {
    const st = state(this);
    st.clip = st.stack.length ? st.stack.pop() : null;
    return restore.call(this);
  };
  P.beginPath = function () {
    state(this).rects = [];
    return beginPath.call(this);
  };
  P.rect = function (x, y, w, h) {
    state(this).rects.push(bounds(corners(this.getTransform(), scale(this.canvas), x, y, x + w, y + h)));
    return rect.call(this, x, y, w, h);
  };
  P.clip = function (...args) {
    const st = state(this);
    if (st.rects.length) { // (a clip by rectangles, as zrender's are; another path leaves the clip as it was)
      const r = bounds(st.rects.flatMap((b) => [[b.left, b.top], [b.right, b.bottom]]));
      st.clip = st.clip
        ? {left: Math.max(r.left, st.clip.left), right: Math.min(r.right, st.clip.right),
          top: Math.max(r.top, st.clip.top), bottom: Math.min(r.bottom, st.clip.bottom)}
        : r;
    }
    return clip.apply(this, args);
  };
  // (zrender clears a layer whole before drawing it again; the Timeline paints its background)
  const whole = (ctx, x, y, w, h) => {
    const c = ctx.canvas, m = ctx.getTransform();
    return x <= 0 && y <= 0 && Math.max(w, w * m.a) >= c.width && Math.max(h, h * m.d) >= c.height;
  };
  P.clearRect = function (x, y, w, h) {
    if (whole(this, x, y, w, h)) this.canvas.__texts = fresh(this.canvas);
    return clearRect.call(this, x, y, w, h);
  };
  P.fillRect = function (x, y, w, h) {
    if (whole(this, x, y, w, h)) this.canvas.__texts = fresh(this.canvas);
    return fillRect.call(this, x, y, w, h);
  };
  P.fillText = function (text, x, y, maxWidth) {
    const c = this.canvas;
    if (!c.__texts || c.__texts.width !== c.width || c.__texts.height !== c.height) c.__texts = fresh(c);
    const mt = this.measureText(text);
    let quad = corners(this.getTransform(), scale(c), x - mt.actualBoundingBoxLeft, y - mt.actualBoundingBoxAscent,
      x + mt.actualBoundingBoxRight, y + mt.actualBoundingBoxDescent);
    const box = bounds(quad), cl = state(this).clip;
    let shown = true;
    if (cl) {
      const cut = {left: Math.max(box.left, cl.left), right: Math.min(box.right, cl.right),
        top: Math.max(box.top, cl.top), bottom: Math.min(box.bottom, cl.bottom)};
      shown = cut.right - cut.left > 0.5 && cut.bottom - cut.top > 0.5;
      // an axis-aligned text cut by the clip: what is left of it (a rotated one keeps its corners)
      const upright = Math.abs(quad[0][1] - quad[1][1]) < 0.01;
      if (shown && upright) quad = [[cut.left, cut.top], [cut.right, cut.top], [cut.right, cut.bottom], [cut.left, cut.bottom]];
    }
    if (shown && String(text).trim()) c.__texts.items.push({text: String(text), quad});
    return fillText.call(this, text, x, y, maxWidth);
  };
})();
