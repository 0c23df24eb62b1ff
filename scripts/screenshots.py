"""README screenshots: each view of the real tab, in headless Chromium, on the demo logdir,
in TensorBoard's light theme and (as <name>-dark.png) in its dark theme.

python scripts/screenshots.py [LOGDIR]     (default runs/demo; records it when missing)
"""

import os
import shutil
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tests"))

from tb_harness import ensure_chromium, launch, plugin_frame, tensorboard, wait_for_selector  # noqa: E402

SHOTS = [  # (file, run, view, scope name, selector that says the view is drawn)
    ("overview.png", "train", "overview", None, "[data-testid=overview-cpu-us]"),
    ("scopes.png", "train", "scopes", None, "[data-testid=scope-table] tbody td"),
    ("timeline.png", "train", "timeline", None, "[data-testid=timeline-status][data-state=ready]"),
    ("kernels.png", "train", "kernels", "attention/layer0/sdpa", "[data-testid=kernel-table] tbody td"),
    ("memory.png", "train", "memory", None, "[data-testid=memory-status][data-state=ready]"),
    ("sdpa.png", "sdpa_math", "sdpa", None, "[data-testid=sdpa-table] tbody td"),
    ("compare.png", "naive", "compare", None, "[data-testid=compare-variants] tbody td"),
    ("trends.png", "train", "trends", None, "[data-testid=trend-share-chart] canvas"),
]


def main() -> int:
    logdir = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "runs", "demo")
    if not os.path.isdir(logdir):
        from tb_attn_plugin.record.demo import record_demo

        record_demo(logdir)
    chromium = ensure_chromium()
    if chromium is None:
        print("screenshots need Debian's chromium", file=sys.stderr)
        return 1
    final = os.path.join(ROOT, "docs", "screenshots")
    os.makedirs(final, exist_ok=True)
    from playwright.sync_api import sync_playwright

    # (every shot is taken into a scratch folder and moved into place only when all were
    # taken: a view that fails leaves the committed screenshots as they were)
    with (
        tempfile.TemporaryDirectory() as cache,
        tempfile.TemporaryDirectory() as out,
        tensorboard(logdir, cache) as url,
        sync_playwright() as p,
    ):
        browser = launch(p, chromium)
        for (name, run, view, scope_name, ready), dark in [(shot, dark) for dark in (False, True) for shot in SHOTS]:
            # the dark shots: the OS prefers dark, and TensorBoard's default theme follows it
            context = browser.new_context(
                viewport={"width": 1400, "height": 900}, color_scheme="dark" if dark else "light"
            )
            page = context.new_page()
            page.goto(f"{url}/#attention&p.attention.run={run}&p.attention.view={view}")
            frame = plugin_frame(page)
            wait_for_selector(frame, ready, page, 120)
            if scope_name:
                select = frame.query_selector("[data-testid=kernel-scope-select]")
                value = next(
                    o.get_attribute("value")
                    for o in select.query_selector_all("option")
                    if o.inner_text().strip() == scope_name
                )
                select.select_option(value)
                wait_for_selector(frame, ready, page, 60)
            page.wait_for_timeout(1500)  # chart animations
            file = name.replace(".png", "-dark.png") if dark else name
            page.screenshot(path=os.path.join(out, file))
            context.close()
        browser.close()
        for file in sorted(os.listdir(out)):
            shutil.move(os.path.join(out, file), os.path.join(final, file))
            print("wrote", os.path.join("docs", "screenshots", file))
    return 0


if __name__ == "__main__":
    sys.exit(main())
