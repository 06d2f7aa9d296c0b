#!/usr/bin/env bash
# Loads the built DocC site in headless Chromium, over HTTP on 127.0.0.1, and fails when a page renders blank.
#
#   Scripts/check-docs-render.sh [DOCS_DIR] [SCREENSHOT_DIR]     (defaults: .docs-out and DOCS_DIR/../.docs-screenshots)
#
# DocC's static site is one index.html whose content JavaScript renders from data/*.json, so text that appears in
# the rendered DOM proves the page rendered. Each page's <main> content is checked for the words it must show (the
# landing page's topics, `startPaymentSeamlessLite` on the `Yuno` page, a method page's parameters and example, an
# article's code, the YunoSandbox module's pages), and a screenshot is written for a human to look at. The site
# root must redirect to /documentation/yunosdk/, and at a 1400 px wide window no article code block may clip
# (a probe script, added to a copy of the site, counts code blocks whose content is wider than the block). Needs Chromium: `apt-get install -y --no-install-recommends chromium fonts-dejavu-core`.
set -euo pipefail
cd "$(dirname "$0")/.."

DOCS_DIR="${1:-.docs-out}"
SHOTS="${2:-$(dirname "$DOCS_DIR")/.docs-screenshots}"
[ -f "$DOCS_DIR/index.html" ] || { echo "render: $DOCS_DIR/index.html not found; run Scripts/build-docs.sh first" >&2; exit 1; }
CHROMIUM="$(command -v chromium || command -v chromium-browser || true)"
[ -n "$CHROMIUM" ] || { echo "render: chromium is not installed (apt-get install -y --no-install-recommends chromium fonts-dejavu-core)" >&2; exit 1; }
mkdir -p "$SHOTS"

# A copy of the site with a probe in the articles checked for clipped code (the real site is left untouched).
SITE="$(mktemp -d)"
cp -r "$DOCS_DIR/." "$SITE/"
PROBE='<script>addEventListener("load",()=>setTimeout(()=>{const m=document.querySelector("main");if(!m)return;const b=[...m.querySelectorAll("pre")];const c=b.filter(p=>p.scrollWidth>p.clientWidth+1).length;const d=document.createElement("p");d.textContent="code-blocks:"+b.length+" clipped:"+c;m.appendChild(d)},4000))</script>'
for article in gettingstarted seamlesslite swift6concurrency testingwiththeemulator fullcheckout; do
    page="$SITE/documentation/yunosdk/$article/index.html"
    [ -f "$page" ] && python3 - "$page" "$PROBE" <<'PY'
import sys
path, probe = sys.argv[1], sys.argv[2]
text = open(path, encoding="utf-8").read()
open(path, "w", encoding="utf-8").write(text.replace("</body>", probe + "</body>", 1))
PY
done

PORT="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
python3 -m http.server "$PORT" --bind 127.0.0.1 --directory "$SITE" >"$SHOTS/http.log" 2>&1 &
SERVER=$!
PROFILE="$(mktemp -d)"
trap 'kill "$SERVER" 2>/dev/null || true; rm -rf "$PROFILE" "$SITE"' EXIT
for _ in $(seq 1 50); do
    python3 -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:$PORT/index.html', timeout=1)" 2>/dev/null && break
    sleep 0.2
done

chromium_run() {
    timeout 90 "$CHROMIUM" --headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run \
        --user-data-dir="$PROFILE" --window-size="${WINDOW:-1280,1000}" --virtual-time-budget=15000 "$@" 2>/dev/null
}

failed=0
pages=0
# page path | screenshot name | words the rendered page must show (| separated)
while IFS='|' read -r path name words; do
    pages=$((pages + 1))
    url="http://127.0.0.1:$PORT$path"
    WINDOW=1400,1000 chromium_run --dump-dom "$url" >"$SHOTS/$name.html" || true
    WINDOW=1400,1000 chromium_run --screenshot="$SHOTS/$name.png" "$url" >/dev/null || true
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
/|root|YunoSDK|Getting Started|Essentials
/documentation/yunosdk/|landing|YunoSDK|Getting Started|Swift 6 concurrency|Essentials|YunoClient
/documentation/yunosdk/yuno|yuno|startPaymentSeamlessLite|Seamless Lite|receiveDeeplink|initialize
/documentation/yunosdk/yuno/startpaymentseamlesslite(with:paymentselected:showpaymentstatus:)|yuno-seamless|Parameters|paymentSelected|showPaymentStatus|Return Value|Example|SeamlessParams(
/documentation/yunosdk/yunoclient/init(apikey:config:transport:logger:options:)|client-init|Parameters|transport|Example|YunoClient.Options(
/documentation/yunosdk/yunopresenter/presentcardform(_:)|presenter|Parameters|form|Return Value|Example|ConsolePresenter
/documentation/yunosdk/yunopaymentdelegate/yunocreatepayment(with:information:)|delegate|Parameters|information|Example|OrderPaymentDelegate
/documentation/yunosdk/swift6concurrency|concurrency|MainActor.assumeIsolated|final class PaymentService|defaultIsolation|clipped:0
/documentation/yunosdk/gettingstarted|gettingstarted|.package(path:|branch: "main"|clipped:0
/documentation/yunosdk/seamlesslite|seamlesslite|startPaymentSeamlessLite|clipped:0
/documentation/yunosdk/testingwiththeemulator|testing|ScriptedCustomer|clipped:0
/documentation/yunosdk/fullcheckout|fullcheckout|getPaymentMethodViewAsync|clipped:0
/documentation/yunosdk/yunoclient/startpaymentseamlesslite(with:paymentselected:showpaymentstatus:)|symbol|userCancelled|cancelling that task
/documentation/yunosandbox|sandbox|YunoSandbox|MerchantBackend|ScriptedCustomer|TestCard|shopper
/documentation/yunosandbox/merchantbackend|merchant|createCheckoutSession|createPayment
/documentation/yunosandbox/yunosandbox|sandbox-actor|payQRCode|completeRedirect
/documentation|combined|YunoSDK|YunoSandbox
PAGES
[ "$failed" -eq 0 ] || { echo "render: a page rendered blank or incomplete; see $SHOTS" >&2; exit 1; }
echo "render: $pages pages rendered in headless Chromium with their key content; screenshots in $SHOTS"
