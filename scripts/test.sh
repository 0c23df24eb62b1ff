#!/usr/bin/env bash
# The whole test suite, from a fresh clone: frontend build check and unit tests, then pytest
# (engine, routes, real tensorboard + Chromium end to end).
source "$(dirname "$0")/env.sh"
cd "$ROOT"

# Browser tests drive Debian's Chromium (never a downloaded browser).
if [ ! -x /usr/bin/chromium ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "installing Debian's chromium for the browser tests"
  DEBIAN_FRONTEND=noninteractive apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi

# The committed bundle must be what the frontend source builds.
(
  cd frontend
  npm ci --no-audit --no-fund --loglevel=error
  npm run --silent build >/dev/null
  npx vitest run --reporter=dot
)
if [ -d .git ] && [ -n "$(git status --porcelain -- tb_attn_plugin/static)" ]; then
  echo "tb_attn_plugin/static differs from what frontend/ builds: run 'npm run build' in frontend/ and commit" >&2
  git status --short -- tb_attn_plugin/static >&2
  exit 1
fi

python -m pytest -q "$@"
