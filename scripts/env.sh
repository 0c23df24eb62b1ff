# Sourced by the other scripts: a project virtualenv with what tb-attn needs.
# TB_ATTN_VENV overrides where it lives; TB_ATTN_TORCH which torch to install.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="${TB_ATTN_VENV:-$ROOT/.venv}"
PY="${PYTHON:-python3}"
if [ ! -x "$VENV/bin/python" ]; then
  "$PY" -m venv "$VENV"
fi
PIP=("$VENV/bin/python" -m pip -q --disable-pip-version-check)
# torch is only for the demo recorder and the tests that record real traces.
# The pinned CPU wheel is what this project is tested with; an already installed torch is kept.
# Python 3.9 has no wheel of it: there the last torch with 3.9 wheels (2.8.0, a CUDA build of
# a few GB from the package index) is taken, unless TB_ATTN_TORCH names another.
TORCH_DEFAULT="torch==2.13.0"
if "$VENV/bin/python" -c 'import sys; sys.exit(sys.version_info >= (3, 10))'; then
  TORCH_DEFAULT="torch==2.8.0"
  echo "Python 3.9: the demo recorder takes ${TB_ATTN_TORCH:-$TORCH_DEFAULT} (TB_ATTN_TORCH names another)"
fi
if ! "$VENV/bin/python" -c "import torch" >/dev/null 2>&1; then
  "${PIP[@]}" install "${TB_ATTN_TORCH:-$TORCH_DEFAULT}"
fi
# TB_ATTN_EXTRAS: what else to install (the demo needs only "demo"; the tests "demo,test")
"${PIP[@]}" install -e "$ROOT[${TB_ATTN_EXTRAS:-demo,test}]"
export PATH="$VENV/bin:$PATH"
