#!/usr/bin/env bash
# Runs every `yuno-checkout` mode × method × scenario that matters, each with a time limit, and checks the final
# localized line and the exit status; then the bad-input paths (an invalid --card, an unsupported --language, a flag
# that cannot apply, a bad --country or --currency) and the localized lines before the last.
#
#   Scripts/demo-matrix.sh BINARY [--base-url URL]
#
# With --base-url (the HTTP emulator of Sandbox/) every run pays over HTTP, the shopper's bank included.
set -euo pipefail
BIN="$1"
shift
EXTRA=("$@")
LIMIT=30
failures=0
log="$(mktemp)"
trap 'rm -f "$log"' EXIT

run() { # expected-status expected-last-line-fragment args…
    local want="$1" line="$2"
    shift 2
    local status=0
    timeout "$LIMIT" "$BIN" "${EXTRA[@]}" "$@" >"$log" 2>&1 || status=$?
    local last
    last="$(tail -n 1 "$log")"
    if [ "$status" -ne "$want" ] || [[ "$last" != *"$line"* ]]; then
        echo "demo: FAIL yuno-checkout ${EXTRA[*]} $*: exit $status (want $want), last line: $last" >&2
        failures=$((failures + 1))
    fi
}

for mode in seamless full lite render; do
    for method in CARD PIX APPLE_PAY NU_PAY; do
        run 0 "result: Payment approved (succeeded)" --mode "$mode" --method "$method"
    done
done
for method in PIX NU_PAY; do
    run 0 "resultado: Pago aprobado (succeeded)" --method "$method" --language es
    run 0 "結果: お支払いが承認されました (succeeded)" --mode full --method "$method" --language ja
done
run 1 "result: Payment declined (reject)" --scenario decline
run 1 "result: Payment declined (reject)" --scenario decline --method NU_PAY
run 1 "result: Payment cancelled (userCancelled)" --scenario cancel
# Every scenario applies truthfully where it is accepted: the shopper closes the merchant's own form (render), leaves
# the bank's page without answering (NuPay: the payment stays pending), closes the QR window (PIX).
run 1 "result: Payment cancelled (userCancelled)" --mode render --scenario cancel
run 1 "result: Payment in process (processing)" --scenario cancel --method NU_PAY
run 1 "result: Payment in process (processing)" --scenario cancel --method PIX
run 1 "result: Payment cancelled (userCancelled)" --scenario cancel --method APPLE_PAY
# No scenario is silently ignored: one that makes the payment fail either does (exit 1) or is refused (exit 2).
for mode in seamless full lite render enroll; do
    for method in CARD PIX APPLE_PAY NU_PAY; do
        for scenario in decline cancel challenge-fail challenge-abandon; do
            status=0
            timeout "$LIMIT" "$BIN" "${EXTRA[@]}" --mode "$mode" --method "$method" --scenario "$scenario" \
                >/dev/null 2>&1 || status=$?
            if [ "$status" -ne 1 ] && [ "$status" -ne 2 ]; then
                echo "demo: FAIL yuno-checkout --mode $mode --method $method --scenario $scenario: exit $status" \
                    "(the scenario was ignored: want 1, or 2 for a refusal)" >&2
                failures=$((failures + 1))
            fi
        done
    done
done
# An unsupported language pays in English (it is said on standard error), whatever the tag looks like.
run 0 "result: Payment approved (succeeded)" --language klingon
run 0 "result: Payment approved (succeeded)" --language klingon --mode full --method NU_PAY
run 1 "résultat: Paiement refusé (reject)" --scenario challenge-fail --language fr
# 3-D Secure (issue 35): the shopper answers the BANK's page (approve with the code it sent, decline, or cancel there);
# the bank decides and the SDK reads the payment — in every mode, embedded and over HTTP alike.
for mode in seamless full lite render; do
    run 0 "result: Payment approved (succeeded)" --mode "$mode" --scenario challenge
    run 1 "result: Payment declined (reject)" --mode "$mode" --scenario challenge-fail
    run 1 "result: Payment failed (fail)" --mode "$mode" --scenario challenge-abandon
done
run 0 "result: Payment approved (succeeded)" --scenario frictionless
run 0 "result: Payment approved (succeeded)" --facade --scenario challenge
run 0 "result: Payment approved (succeeded)" --facade --mode full --method NU_PAY
run 0 "(succeeded)" --mode enroll
# Per-brand security codes: Diners Club and JCB take 3 digits, American Express 4.
run 0 "(succeeded)" --card 36000000000008
run 0 "(succeeded)" --card 3530111333300000
run 0 "(succeeded)" --card "3700 000000 00002"

# Bad card input: the card form's own message, in the chosen language, exit 2, before any flow.
expect_stderr() { # status fragment args…
    local want="$1" fragment="$2"
    shift 2
    local status=0
    timeout "$LIMIT" "$BIN" "${EXTRA[@]}" "$@" >/dev/null 2>"$log" || status=$?
    if [ "$status" -ne "$want" ] || ! grep -qF "$fragment" "$log"; then
        echo "demo: FAIL yuno-checkout $*: exit $status (want $want), stderr: $(cat "$log")" >&2
        failures=$((failures + 1))
    fi
}
expect_stderr 2 "Card number: The card number is incomplete." --card 1234
expect_stderr 2 "Número de tarjeta: El número de la tarjeta no es válido. Revisa los dígitos." --card 4507990000000003 --language es
expect_stderr 2 "Card number: The card number can only contain digits." --card 4507abc
expect_stderr 0 'language "ar" is not supported; using English (en)' --language ar
expect_stderr 0 'language "klingon" is not supported; using English (en)' --language klingon

# A flag that cannot apply is refused before any flow: exit 2 and one line, the reason in the chosen language, the
# value and the reason apart.
expect_stderr 2 "yuno-checkout: --scenario decline: PIX has no bank decline" --method PIX --scenario decline
# Apple Pay in Yuno's order: the sheet's token is tokenized, and the processor may decline it.
run 1 "result: Payment declined (reject)" --method APPLE_PAY --scenario decline
expect_stderr 2 "yuno-checkout: --scenario decline: PIX no tiene rechazo del banco" --method PIX --scenario decline --language es
expect_stderr 2 "yuno-checkout: --scenario challenge: 3-D Secure applies to card payments only" --method NU_PAY --scenario challenge
expect_stderr 2 "yuno-checkout: --scenario challenge-fail: saving a card asks for no 3-D Secure" --mode enroll --scenario challenge-fail
expect_stderr 2 "yuno-checkout: --method PIX: enrollment saves cards only" --mode enroll --method PIX
expect_stderr 2 "yuno-checkout: --mode render: --facade drives the seamless and full modes only" --facade --mode render
expect_stderr 2 "yuno-checkout: --scenario cancel: mit --interactive bist du der Käufer" --interactive --scenario cancel --language de
expect_stderr 2 "yuno-checkout: --scenario decline: with --interactive you are the shopper" --interactive --scenario decline
expect_stderr 2 "yuno-checkout: --card …: with --interactive you type the card yourself" --interactive --card 4507990000000002
expect_stderr 2 "yuno-checkout: --mode lite: --facade drives the seamless and full modes only" --interactive --facade --mode lite
expect_stderr 2 "yuno-checkout: --country XX: not an ISO 3166-1 alpha-2 country code" --country XX
expect_stderr 2 "yuno-checkout: --currency XYZ: ISO 4217 の通貨コードではありません" --currency XYZ --language ja
# --shopper browser: only a challenge over the HTTP emulator, not --interactive (one line, exit 2).
expect_stderr 2 'invalid value "bogus" for --shopper' --shopper bogus
expect_stderr 2 "yuno-checkout: --shopper browser: with --interactive you answer the bank's page in this terminal" \
    --interactive --shopper browser
if [[ " ${EXTRA[*]-} " == *" --base-url "* ]]; then
    expect_stderr 2 "yuno-checkout: --shopper browser: a browser answers a 3-D Secure challenge: use it with --scenario" \
        --shopper browser
    expect_stderr 2 "yuno-checkout: --shopper browser: un navegador responde un desafío 3-D Secure" \
        --shopper browser --scenario challenge-fail --language es
else
    expect_stderr 2 "yuno-checkout: --shopper browser: a browser opens the bank's page on the HTTP emulator only" \
        --scenario challenge --shopper browser
fi
for refused in "--method PIX --scenario decline" "--mode enroll --method PIX" "--country 1X"; do
    # shellcheck disable=SC2086
    if timeout "$LIMIT" "$BIN" "${EXTRA[@]}" $refused 2>&1 >/dev/null | grep -q '"'; then
        echo "demo: FAIL yuno-checkout $refused: the refusal quotes its value with the reason inside" >&2
        failures=$((failures + 1))
    fi
done

# Lines before the last: the reason line is localized; a QR code shows how long it is valid, never the clock time
# of its expiry (that is the server's clock: the emulator's starts on 2026-01-01).
expect_stdout() { # status fragment args…
    local want="$1" fragment="$2"
    shift 2
    local status=0
    timeout "$LIMIT" "$BIN" "${EXTRA[@]}" "$@" >"$log" 2>/dev/null || status=$?
    if [ "$status" -ne "$want" ] || ! grep -qF -- "$fragment" "$log"; then
        echo "demo: FAIL yuno-checkout $*: exit $status (want $want), no line with: $fragment" >&2
        failures=$((failures + 1))
    fi
}
expect_stdout 1 "motivo: el flujo fue cancelado" --scenario cancel --language es
expect_stdout 1 "理由: フローはキャンセルされました" --scenario cancel --method APPLE_PAY --language ja
expect_stdout 0 "QR code shown, valid for 30 minutes" --method PIX
# The narration says the bank decided and the app read the payment afterwards; no request ever carries a 3DS result.
expect_stdout 0 "bank: authenticates the shopper, tells Yuno and sends the page back to yunocheckout://return" \
    --scenario challenge
expect_stdout 0 "app: the bank decided; the app reads the payment: SUCCEEDED/APPROVED" --scenario challenge
expect_stdout 1 "app: the bank decided; the app reads the payment: CANCELED/THREE_D_SECURE_ABANDONED" \
    --scenario challenge-abandon
expect_stdout 1 "banco: registra una autenticación fallida" --scenario challenge-fail --language es
expect_stdout 1 "the app reads the payment: REJECTED/AUTHENTICATION_FAILED" --mode render --scenario challenge-fail
status=0
timeout "$LIMIT" "$BIN" "${EXTRA[@]}" --verbose --scenario challenge >"$log" 2>&1 || status=$?
if [ "$status" -ne 0 ] || grep -qiE "three-d-secure|three_d_secure/|payment/3ds" "$log" \
    || ! grep -q "3DS challenge .*: the page returned; reading the payment" "$log"; then
    echo "demo: FAIL --verbose --scenario challenge: exit $status, or a 3DS result was sent, or no read-back logged" >&2
    failures=$((failures + 1))
fi
expect_stdout 0 "código QR en pantalla, válido por 30 minutos" --method PIX --language es
if ! "$BIN" --help | grep -q "zh-TW (Chinese, Traditional)"; then
    echo "demo: FAIL --help does not list the languages" >&2
    failures=$((failures + 1))
fi

# --shopper browser over HTTP, the browser played by Python's urllib: the demo prints CHALLENGE_URL= and waits; the
# "browser" reads the bank's page and posts its form (approve with the code on the page); the SDK's poll sees the
# bank's decision, closes the page, and the demo ends with what the backend holds. (Chromium does the same in
# Scripts/check-3ds-browser.py.)
if [[ " ${EXTRA[*]-} " == *" --base-url "* ]]; then
    out="$(mktemp)"
    timeout "$LIMIT" "$BIN" "${EXTRA[@]}" --scenario challenge --shopper browser >"$out" 2>&1 &
    demo=$!
    answered=0
    python3 - "$out" <<'PY' || answered=$?
import re, sys, time, urllib.parse, urllib.request
deadline = time.monotonic() + 20
url = None
while url is None and time.monotonic() < deadline:
    found = re.search(r"^CHALLENGE_URL=(\S+)$", open(sys.argv[1], encoding="utf-8").read(), re.M)
    url = found.group(1) if found else time.sleep(0.1)
if url is None:
    sys.exit("no CHALLENGE_URL= line")
page = urllib.request.urlopen(url, timeout=10).read().decode()
code = re.search(r'id="sandbox-code">(\d+)<', page).group(1)
form = urllib.parse.urlencode({"action": "approve", "code": code}).encode()
back = urllib.request.urlopen(urllib.request.Request(url, data=form), timeout=10)  # follows the 303
if not back.geturl().endswith("/sandbox/return") or "Back to the app" not in back.read().decode():
    sys.exit("the bank's page did not send the browser to the callback_url: %s" % back.geturl())
PY
    status=0
    wait "$demo" || status=$?
    if [ "$answered" -ne 0 ] || [ "$status" -ne 0 ] || [[ "$(tail -n 1 "$out")" != *"(succeeded)"* ]] \
        || ! grep -q "app: the SDK closed the bank's page" "$out"; then
        echo "demo: FAIL --shopper browser over HTTP: browser $answered, exit $status: $(tail -n 3 "$out")" >&2
        failures=$((failures + 1))
    fi
    rm -f "$out"
fi

# The HTTP emulator's own command line (when Sandbox/ is built): an unknown flag is named as one, exit 2.
sandbox="${YUNO_SANDBOX:-$(dirname "$0")/../Sandbox/.build/debug/yuno-sandbox}"
if [ -x "$sandbox" ]; then
    for args in "--bogus" "--bogus 5"; do
        status=0
        # shellcheck disable=SC2086
        "$sandbox" $args >/dev/null 2>"$log" || status=$?
        if [ "$status" -ne 2 ] || [ "$(head -n 1 "$log")" != "yuno-sandbox: unknown flag --bogus" ]; then
            echo "demo: FAIL yuno-sandbox $args: exit $status, first line: $(head -n 1 "$log")" >&2
            failures=$((failures + 1))
        fi
    done
fi

if [ "$failures" -ne 0 ]; then
    echo "demo: $failures run(s) failed" >&2
    exit 1
fi
echo "demo: every mode, method and scenario finished with its localized final line${EXTRA:+ (${EXTRA[*]})}"
