#!/usr/bin/env bash
# Measures YunoSDK's cost against its floor, concurrency scaling, parked-flow memory and the hot pieces, side by side
# in one run, and prints one compact Markdown table (PERFORMANCE.md; the README quotes a few of its rows), then the
# code-size table (Scripts/code-size.sh: the first run builds -Osize and the stand-in native UI, a few minutes).
#   Scripts/benchmarks.sh           full run (100,000 concurrent flows; several minutes)
#   Scripts/benchmarks.sh --quick   shorter run (up to 10,000 flows)
# Allocation counts and per-benchmark wall/CPU histograms: `swift package --package-path Benchmarks benchmark`.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$(dirname "$(readlink -f "$(command -v swift)")"):$PATH"
# Every product: the report spawns yuno-cold-start and yuno-emulator-throughput, built next to it.
swift build --package-path Benchmarks -c release > /dev/null
set +e
Benchmarks/.build/release/yuno-bench-report "$@"
status=$?
set -e
# The SDK's code size beside the figures (Scripts/code-size.sh; its -O objects are the release build above). The
# report's exit status stands; a failure of the size table alone fails the run too.
set +e
Scripts/code-size.sh --reuse-build Benchmarks/.build
size_status=$?
set -e
[ "$status" -ne 0 ] || status=$size_status
exit "$status"
