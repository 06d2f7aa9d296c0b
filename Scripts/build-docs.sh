#!/usr/bin/env bash
# Builds the DocC reference of both libraries with the toolchain's own `docc` (no plugin, no package dependency)
# into OUTPUT_DIR (default .docs-out), as one static site:
#   /documentation/yunosdk/      YunoSDK, from the top-level Documentation.docc
#   /documentation/yunosandbox/  YunoSandbox (the emulator), from YunoSandbox.docc
#   /documentation/              a combined landing page listing both modules (docc merge)
#   /                            redirects to /documentation/yunosdk/
#
# Fails (exit 1) on any DocC warning (--warnings-as-errors), on a public symbol without a documentation comment,
# and on a rendered symbol page without an abstract. Serve the result over HTTP (file:// renders a blank page):
#   python3 -m http.server 8765 --bind 127.0.0.1 --directory .docs-out   →  http://127.0.0.1:8765/
# Scripts/check-docs-render.sh loads it in headless Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$(dirname "$(readlink -f "$(command -v swift)")"):$PATH"

OUTPUT_DIR="${1:-.docs-out}"
SYMBOL_GRAPHS=.symbolgraphs
ARCHIVES=.symbolgraphs/archives

echo "docs: building YunoSDK and YunoSandbox"
# The same flags as CI's build, so the build products are shared rather than rebuilt.
swift build --target YunoSandbox -Xswiftc -warnings-as-errors

rm -rf "$SYMBOL_GRAPHS"
mkdir -p "$ARCHIVES"
# One module's symbol graphs per folder: a folder with other modules' graphs documents them too.
for module in YunoSDK YunoSandbox; do
    echo "docs: extracting the $module symbol graph"
    mkdir -p "$SYMBOL_GRAPHS/$module"
    swift-symbolgraph-extract -module-name "$module" -I "$(swift build --show-bin-path)/Modules" \
        -output-dir "$SYMBOL_GRAPHS/$module" -skip-synthesized-members -minimum-access-level public
    echo "docs: checking that every public $module symbol has a documentation comment"
    python3 Scripts/check-doc-coverage.py symbols "$SYMBOL_GRAPHS/$module"
done

convert() { # catalog module bundle-id
    echo "docs: docc convert $2"
    docc convert "$1" --additional-symbol-graph-dir "$SYMBOL_GRAPHS/$2" \
        --fallback-display-name "$2" --fallback-bundle-identifier "$3" \
        --output-path "$ARCHIVES/$2.doccarchive" --transform-for-static-hosting --warnings-as-errors \
        --enable-inherited-docs --experimental-documentation-coverage --coverage-summary-level brief 2>&1 \
        | tee "$SYMBOL_GRAPHS/docc-$2.log"
    local status=${PIPESTATUS[0]}
    if [ "$status" -ne 0 ]; then
        echo "docs: docc convert $2 failed (exit $status)" >&2
        exit 1
    fi
    if grep -qiE "warning:|error:" "$SYMBOL_GRAPHS/docc-$2.log"; then
        echo "docs: docc printed a warning for $2" >&2
        exit 1
    fi
}
# YunoSandbox's comments link YunoSDK's types (``YunoTransport``), which a second archive cannot resolve: those
# links, and only those, are allowed (rendered as code). Any other warning fails the build.
convert_sandbox() {
    echo "docs: docc convert YunoSandbox"
    set +e
    docc convert YunoSandbox.docc --additional-symbol-graph-dir "$SYMBOL_GRAPHS/YunoSandbox" \
        --fallback-display-name YunoSandbox --fallback-bundle-identifier com.yuno.YunoSandbox \
        --output-path "$ARCHIVES/YunoSandbox.doccarchive" --transform-for-static-hosting \
        --enable-inherited-docs > "$SYMBOL_GRAPHS/docc-YunoSandbox.log" 2>&1
    local status=$?
    set -e
    if [ "$status" -ne 0 ]; then
        cat "$SYMBOL_GRAPHS/docc-YunoSandbox.log"
        echo "docs: docc convert YunoSandbox failed (exit $status)" >&2
        exit 1
    fi
    python3 Scripts/check-doc-coverage.py cross-module "$SYMBOL_GRAPHS/docc-YunoSandbox.log" "$SYMBOL_GRAPHS/YunoSDK"
}
convert Documentation.docc YunoSDK com.yuno.YunoSDK
convert_sandbox

echo "docs: docc merge → $OUTPUT_DIR"
rm -rf "$OUTPUT_DIR"
docc merge "$ARCHIVES/YunoSDK.doccarchive" "$ARCHIVES/YunoSandbox.doccarchive" \
    --synthesized-landing-page-name "YunoSDK packages" --synthesized-landing-page-kind Package \
    --synthesized-landing-page-topics-style list --output-path "$OUTPUT_DIR" 2>&1 | tee "$SYMBOL_GRAPHS/docc-merge.log"
if grep -qiE "warning:|error:" "$SYMBOL_GRAPHS/docc-merge.log"; then
    echo "docs: docc merge printed a warning" >&2
    exit 1
fi

echo "docs: site root → /documentation/yunosdk/; code listings wrap instead of clipping"
python3 Scripts/finish-docs-site.py "$OUTPUT_DIR"

echo "docs: checking that every rendered page has an abstract"
python3 Scripts/check-doc-coverage.py pages "$OUTPUT_DIR"
echo "docs: done — serve $OUTPUT_DIR over HTTP and open / (→ /documentation/yunosdk/)"
