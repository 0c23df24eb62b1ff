#!/usr/bin/env bash
# The whole test suite, from a fresh clone: frontend build check and unit tests, then pytest
# (engine, routes, real tensorboard + Chromium end to end).
source "$(dirname "$0")/env.sh"
cd "$ROOT"

# Browser tests drive Debian's Chromium (never a downloaded browser).
# (another apt-get may be running on a fresh machine: wait for its locks, and try again)
if [ ! -x /usr/bin/chromium ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "installing Debian's chromium for the browser tests"
  APT=(apt-get -o DPkg::Lock::Timeout=600 -qq)
  for try in 1 2 3; do
    if DEBIAN_FRONTEND=noninteractive "${APT[@]}" update >/dev/null \
      && DEBIAN_FRONTEND=noninteractive "${APT[@]}" install -y chromium >/dev/null; then
      break
    fi
    [ -x /usr/bin/chromium ] && break
    [ "$try" = 3 ] && { echo "could not install chromium with apt-get" >&2; exit 1; }
    sleep 20
  done
fi

# Lint, format and types of the Python package (settings in pyproject.toml).
echo "ruff, mypy"
ruff check --quiet .
ruff format --check --quiet .
mypy --no-error-summary

# The committed report types and bundle must be what the schema and the frontend source
# make; the frontend is linted and unit-tested.
(
  cd frontend
  npm ci --no-audit --no-fund --loglevel=error
  npm run --silent types
  npm run --silent lint
  npm run --silent build >/dev/null
  npx vitest run --reporter=dot
)
if [ -d .git ] && [ -n "$(git status --porcelain -- tb_attn_plugin/static frontend/src/report-schema.ts)" ]; then
  echo "tb_attn_plugin/static or frontend/src/report-schema.ts differs from what docs/report-schema.json and" \
       "frontend/ make: run 'npm run types' and 'npm run build' in frontend/ and commit" >&2
  git status --short -- tb_attn_plugin/static frontend/src/report-schema.ts >&2
  exit 1
fi

# Everything else, the report schema validation included (tests/conftest.py).
# (in a temporary directory of its own: pytest's clean-up of its shared one recurses into
# whatever an interrupted earlier run left there)
BASETEMP="$(mktemp -d -t tb-attn-pytest-XXXXXX)"
trap 'rm -rf "$BASETEMP"' EXIT
status=0
python -m pytest -q --basetemp="$BASETEMP/t" "$@" || status=$?

# The quick tier again, from a copy of the tree in a temporary folder with no ../shared beside
# it, as a clone made anywhere else is: every test that needs the shared traces must skip
# there with its reason, never fail. Then the package on the oldest Python named, installed
# from that copy (scripts/oldest_python.sh). TB_ATTN_NO_FRESH_COPY=1 leaves both out; so does
# running a part of the suite (arguments given).
if [ "${TB_ATTN_NO_FRESH_COPY:-0}" != 1 ] && [ "$#" = 0 ]; then
  FRESH="$BASETEMP/fresh/tb-attn"
  mkdir -p "$FRESH"
  tar -C "$ROOT" --exclude=./.venv --exclude=./.git --exclude=./frontend/node_modules --exclude=./runs \
    --exclude='*/__pycache__' -cf - . | tar -C "$FRESH" -xf -
  echo "the quick tier again, from a copy with no ../shared beside it ($FRESH)"
  (cd "$FRESH" && env -u TB_ATTN_SHARED_TRACES python -m pytest -q -m "not slow" -p no:cacheprovider \
    --basetemp="$BASETEMP/f") || status=$?
  bash "$ROOT/scripts/oldest_python.sh" "$FRESH" "$BASETEMP" || status=$?
fi

# No process of the project may outlive the suite (servers, analysis processes, helpers).
left=""
for _ in $(seq 40); do
  left="$(ps -eo pid=,ppid=,args= | awk -v venv="$VENV/bin/" 'index($0, venv) && !/awk -v venv/')"
  [ -z "$left" ] && break
  sleep 0.25
done
if [ -n "$left" ]; then
  echo "processes of the project left running after the test suite:" >&2
  echo "$left" >&2
  status=1
fi
exit "$status"
