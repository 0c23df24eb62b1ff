#!/usr/bin/env bash
# The whole test suite, from a fresh clone.
source "$(dirname "$0")/env.sh"
cd "$ROOT"
python -m pytest -q "$@"
