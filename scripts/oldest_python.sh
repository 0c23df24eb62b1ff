#!/usr/bin/env bash
# The oldest Python the package names (setup.py's python_requires): install the package there,
# in a virtualenv of its own, from a copy of the tree; import every module of it (TensorBoard
# imports the plugin at its start: a module that fails there stops TensorBoard itself); run
# `tb-attn --version`, and `tb-attn report --json` on the demo's fixtures, whose entries must
# equal this Python's (analysis times apart).
#   scripts/oldest_python.sh SOURCE WORKDIR
# SOURCE: a copy of the tree (its build leaves build/ and *.egg-info there); WORKDIR: a folder
# for the virtualenv. The interpreter: TB_ATTN_OLDEST_PYTHON, else python3.9 on the PATH, else
# pyenv's 3.9; none found: a line says so and it exits 0 (the machine cannot check it).
set -euo pipefail
SOURCE="$1"
WORK="$2"
# (the first candidate that runs and is 3.9: a pyenv shim named python3.9 may not be)
PY39=""
for candidate in "${TB_ATTN_OLDEST_PYTHON:-}" "$(command -v python3.9 || true)" \
  "${PYENV_ROOT:-$HOME/.pyenv}"/versions/3.9*/bin/python; do
  if [ -n "$candidate" ] && [ -x "$candidate" ] \
    && "$candidate" -c 'import sys; assert sys.version_info[:2] == (3, 9)' >/dev/null 2>&1; then
    PY39="$candidate"
    break
  fi
done
if [ -z "$PY39" ]; then
  echo "no Python 3.9 here (TB_ATTN_OLDEST_PYTHON names one): the oldest Python named is not checked"
  exit 0
fi
echo "the package on the oldest Python named: $("$PY39" --version 2>&1) ($PY39)"
"$PY39" -m venv "$WORK/venv39"
"$WORK/venv39/bin/python" -m pip -q --disable-pip-version-check install "$SOURCE" 2>&1 \
  | { grep -v "^WARNING: Location" || true; }
"$WORK/venv39/bin/tb-attn" --version
"$WORK/venv39/bin/python" - <<'EOF'
import importlib
import pkgutil

import tb_attn_plugin
from tb_attn_plugin.plugin.tab import AttentionLoader  # what TensorBoard loads at its start

failed = []
for m in pkgutil.walk_packages(tb_attn_plugin.__path__, "tb_attn_plugin."):
    try:
        importlib.import_module(m.name)
    except Exception as e:  # every module, each failure named
        failed.append(f"{m.name}: {e!r}")
assert AttentionLoader is not None
if failed:
    raise SystemExit("modules that do not import on this Python:\n" + "\n".join(failed))
EOF
FIXTURES=("$SOURCE"/tests/fixtures/demo/*.pt.trace.json.gz)
"$WORK/venv39/bin/tb-attn" report --json "${FIXTURES[@]}" > "$WORK/report39.json"
tb-attn report --json "${FIXTURES[@]}" > "$WORK/report.json"
python - "$WORK/report39.json" "$WORK/report.json" <<'EOF'
import json
import sys


def entries(path):
    # (how long each analysis took is the machine's, not the report's)
    traces = json.load(open(path, encoding="utf-8"))["traces"]
    return [{k: v for k, v in t.items() if k != "analysis_seconds"} for t in traces]


old, new = entries(sys.argv[1]), entries(sys.argv[2])
if not all(t["ok"] for t in new) or old != new:
    raise SystemExit("the oldest Python's report differs from this Python's, or a trace was not analysed")
print(f"the same report on both Pythons: {len(new)} traces")
EOF
