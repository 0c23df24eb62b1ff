#!/usr/bin/env bash
# Main job on the built-in default: record the demo traces with torch.profiler and report on them.
source "$(dirname "$0")/env.sh"
cd "$ROOT"
tb-attn demo --out "${1:-runs/demo}"
