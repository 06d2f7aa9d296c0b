#!/usr/bin/env bash
# Allocation gate (CI): runs the seamless-flow benchmarks and the card form's (typed and submitted on the main
# actor) briefly and fails when a malloc count rises more than 10 % above the committed baseline
# (Benchmarks/Baselines/allocations.json). Allocation counts only: wall time is never gated on shared machines.
# `--update` rewrites the baseline from this run. Then the frame gate (Benchmarks/frame-sizes.py): the async frames of a flow's deepest path in the release build, against
# Benchmarks/Baselines/frames.json (the pin of PERFORMANCE.md's "Hot paths").
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$(dirname "$(readlink -f "$(command -v swift)")"):$PATH"
BASELINE=Benchmarks/Baselines/allocations.json
OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT

YUNO_BENCH_SMOKE=1 swift package --package-path Benchmarks --allow-writing-to-package-directory benchmark \
    --filter 'Seamless flow.*' --filter 'Card form typed and submitted' --metric mallocCountTotal --no-progress \
    --format jsonSmallerIsBetter --path "$OUT" > "$OUT/log.txt" 2>&1 || { cat "$OUT/log.txt"; exit 1; }

python3 - "$OUT/Current_run.json" "$BASELINE" "${1:-}" <<'PY'
import json, sys
current_path, baseline_path, mode = sys.argv[1], sys.argv[2], sys.argv[3]
current = {e["name"]: e["value"] for e in json.load(open(current_path))}
if not current:
    sys.exit("no allocation figures were produced")
if mode == "--update":
    entries = [{"name": n, "unit": "#", "value": v} for n, v in sorted(current.items())]
    json.dump(entries, open(baseline_path, "w"), indent=2)
    open(baseline_path, "a").write("\n")
    print(f"baseline updated: {baseline_path}")
    sys.exit(0)
baseline = {e["name"]: e["value"] for e in json.load(open(baseline_path))}
failed = False
print(f"{'benchmark':60} {'baseline':>9} {'now':>9} {'change':>8}")
for name in sorted(baseline):
    if name not in current:
        print(f"{name:60} {baseline[name]:>9} {'missing':>9}")
        failed = True
        continue
    change = (current[name] - baseline[name]) / baseline[name] * 100
    flag = "  > +10 %: FAIL" if change > 10 else ""
    failed |= change > 10
    print(f"{name:60} {baseline[name]:>9} {current[name]:>9} {change:>+7.1f}%{flag}")
if failed:
    sys.exit("allocation gate failed: a flow allocates more than 10 % above the baseline "
             "(if intended, run Scripts/benchmarks-gate.sh --update and commit the baseline)")
print("allocation gate passed")
PY
python3 Benchmarks/frame-sizes.py
