#!/usr/bin/env bash
# Builds YunoSDK's DocC reference from the top-level Documentation.docc with the toolchain's own `docc`
# (no plugin, no package dependency) into OUTPUT_DIR (default .docs-out), as a static site.
#
# Fails (exit 1) on any DocC warning (--warnings-as-errors), on a public symbol without a documentation comment,
# and on a rendered symbol page without an abstract. Serve the result over HTTP (file:// renders a blank page):
#   python3 -m http.server 8765 --bind 127.0.0.1 --directory .docs-out   →  http://127.0.0.1:8765/documentation/yunosdk/
# Scripts/check-docs-render.sh loads it in headless Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$(dirname "$(readlink -f "$(command -v swift)")"):$PATH"

OUTPUT_DIR="${1:-.docs-out}"
SYMBOL_GRAPHS=.symbolgraphs
BUNDLE_ID=com.yuno.YunoSDK

echo "docs: building YunoSDK"
# The same flags as CI's build, so the build products are shared rather than rebuilt.
swift build --target YunoSDK -Xswiftc -warnings-as-errors

echo "docs: extracting the symbol graph"
rm -rf "$SYMBOL_GRAPHS"
mkdir -p "$SYMBOL_GRAPHS"
swift-symbolgraph-extract -module-name YunoSDK -I "$(swift build --show-bin-path)/Modules" \
    -output-dir "$SYMBOL_GRAPHS" -skip-synthesized-members -minimum-access-level public

echo "docs: checking that every public symbol has a documentation comment"
python3 Scripts/check-doc-coverage.py symbols "$SYMBOL_GRAPHS"

echo "docs: docc convert → $OUTPUT_DIR"
rm -rf "$OUTPUT_DIR"
docc convert Documentation.docc --additional-symbol-graph-dir "$SYMBOL_GRAPHS" \
    --fallback-display-name YunoSDK --fallback-bundle-identifier "$BUNDLE_ID" \
    --output-path "$OUTPUT_DIR" --transform-for-static-hosting --warnings-as-errors \
    --enable-inherited-docs --experimental-documentation-coverage --coverage-summary-level brief 2>&1 | tee "$SYMBOL_GRAPHS/docc.log"
status=${PIPESTATUS[0]}
if [ "$status" -ne 0 ]; then
    echo "docs: docc convert failed (exit $status)" >&2
    exit 1
fi
if grep -qiE "warning:|error:" "$SYMBOL_GRAPHS/docc.log"; then
    echo "docs: docc printed a warning" >&2
    exit 1
fi

echo "docs: checking that every rendered page has an abstract"
python3 Scripts/check-doc-coverage.py pages "$OUTPUT_DIR"
echo "docs: done — serve $OUTPUT_DIR over HTTP and open /documentation/yunosdk/"
