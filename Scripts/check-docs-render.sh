#!/usr/bin/env bash
# Loads the built DocC site in headless Chromium, over HTTP on 127.0.0.1, and fails when a page renders blank.
#
#   Scripts/check-docs-render.sh [DOCS_DIR] [SCREENSHOT_DIR]     (defaults: .docs-out and DOCS_DIR/../.docs-screenshots)
#
# DocC's static site is one index.html whose content JavaScript renders from data/*.json, so text that appears in
# the rendered DOM proves the page rendered. Each page's <main> content is checked for the words it must show (the landing page's
# topics, `startPaymentSeamlessLite` on the `Yuno` page, an article's code), and a screenshot is written for a
# human to look at. Needs Chromium: `apt-get install -y --no-install-recommends chromium fonts-dejavu-core`.
set -euo pipefail
cd "$(dirname "$0")/.."

DOCS_DIR="${1:-.docs-out}"
SHOTS="${2:-$(dirname "$DOCS_DIR")/.docs-screenshots}"
[ -f "$DOCS_DIR/index.html" ] || { echo "render: $DOCS_DIR/index.html not found; run Scripts/build-docs.sh first" >&2; exit 1; }
CHROMIUM="$(command -v chromium || command -v chromium-browser || true)"
[ -n "$CHROMIUM" ] || { echo "render: chromium is not installed (apt-get install -y --no-install-recommends chromium fonts-dejavu-core)" >&2; exit 1; }
mkdir -p "$SHOTS"

PORT="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
python3 -m http.server "$PORT" --bind 127.0.0.1 --directory "$DOCS_DIR" >"$SHOTS/http.log" 2>&1 &
SERVER=$!
PROFILE="$(mktemp -d)"
trap 'kill "$SERVER" 2>/dev/null || true; rm -rf "$PROFILE"' EXIT
for _ in $(seq 1 50); do
    python3 -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:$PORT/index.html', timeout=1)" 2>/dev/null && break
    sleep 0.2
done

chromium_run() {
    timeout 90 "$CHROMIUM" --headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run \
        --user-data-dir="$PROFILE" --window-size=1280,1000 --virtual-time-budget=15000 "$@" 2>/dev/null
}

failed=0
# page path | screenshot name | words the rendered page must show (| separated)
while IFS='|' read -r path name words; do
    url="http://127.0.0.1:$PORT$path"
    chromium_run --dump-dom "$url" >"$SHOTS/$name.html" || true
    chromium_run --screenshot="$SHOTS/$name.png" "$url" >/dev/null || true
    if python3 - "$SHOTS/$name.html" "$words" <<'PY'; then echo "render: ok   $path"; else failed=1; fi
import html, re, sys
dom = open(sys.argv[1], encoding="utf-8", errors="replace").read()
# Only the page's own content counts (not the navigator sidebar): DocC renders it inside <main>.
main = re.search(r"(?is)<main\b.*?</main>", dom)
body = re.sub(r"(?is)<(script|style|noscript)\b.*?</\1>", " ", main.group(0) if main else "")
# DocC splits symbol names into inline pieces (<wbr>, <span>): inline tags join, other tags separate.
body = re.sub(r"(?i)</?(wbr|span|a|code|em|strong|b|i)\b[^>]*>", "", body)
text = html.unescape(re.sub(r"(?s)<[^>]+>", " ", body))
text = re.sub(r"\s+", " ", text).strip()
missing = [w for w in sys.argv[2].split("|") if w and w not in text]
if len(text) < 300 or missing:
    print("render: FAIL %s: %d characters of text, missing %s" % (sys.argv[1], len(text), missing or "nothing"), file=sys.stderr)
    sys.exit(1)
PY
done <<'PAGES'
/documentation/yunosdk/|landing|YunoSDK|Getting Started|Swift 6 concurrency|Essentials|YunoClient
/documentation/yunosdk/yuno|yuno|startPaymentSeamlessLite|Seamless Lite|receiveDeeplink|initialize
/documentation/yunosdk/swift6concurrency|concurrency|MainActor.assumeIsolated|final class PaymentService|defaultIsolation
/documentation/yunosdk/yunoclient/startpaymentseamlesslite(with:paymentselected:showpaymentstatus:)|symbol|userCancelled|cancelling that task
PAGES
[ "$failed" -eq 0 ] || { echo "render: a page rendered blank or incomplete; see $SHOTS" >&2; exit 1; }
echo "render: 4 pages rendered in headless Chromium; screenshots in $SHOTS"
