#!/usr/bin/env bash
# Main job on the built-in default: record the demo traces with torch.profiler, print their
# report, and open them in TensorBoard's Attention tab on 127.0.0.1.
# TB_ATTN_PORT picks the port (default 6006); TB_ATTN_NO_SERVE=1 stops after the report.
TB_ATTN_EXTRAS="${TB_ATTN_EXTRAS:-demo}"  # not the test tools (about 0.7 GB more)
source "$(dirname "$0")/env.sh"
cd "$ROOT"
LOGDIR="${1:-runs/demo}"
tb-attn demo --out "$LOGDIR"
if [ "${TB_ATTN_NO_SERVE:-0}" = 1 ]; then
  exit 0
fi
PORT="${TB_ATTN_PORT:-6006}"
echo
echo "Attention tab: http://127.0.0.1:${PORT}/#attention   (Ctrl+C stops TensorBoard)"
exec tensorboard --logdir "$LOGDIR" --host 127.0.0.1 --port "$PORT" --load_fast=false
