#!/usr/bin/env bash
# Runs every `yuno-checkout` mode × method × scenario that matters, each with a time limit, and checks the final
# localized line and the exit status; then the bad-input paths (an invalid --card, an unsupported --language, a flag
# that cannot apply or another flag would override — one line, exit 2 —, a bad value, flag or missing value — one
# line and a one-line hint) and the localized lines before the last (enrollment's words, the trace, render's
# additional views, the PIX code on one line; over HTTP, the refused key named).
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
# Enrollment is said as enrollment (issue 38): the button saves the card, the status and result say whether it was.
run 0 "result: Card saved (succeeded)" --mode enroll
run 1 "result: Card not saved (userCancelled)" --mode enroll --scenario cancel
run 1 "result: Card not saved (reject)" --mode enroll --scenario decline
run 0 "resultado: Tarjeta guardada (succeeded)" --mode enroll --language es
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
expect_stderr 2 "yuno-checkout: --shopper bogus: not one of scripted, browser" --shopper bogus
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
# Output piped into grep is matched with `> /dev/null`, not `grep -q`: under pipefail, grep -q exits at its first
# match and the writer dies of SIGPIPE, which turns a match into a failed pipeline when the machine is slow.
for refused in "--method PIX --scenario decline" "--mode enroll --method PIX" "--country 1X"; do
    # shellcheck disable=SC2086
    if timeout "$LIMIT" "$BIN" "${EXTRA[@]}" $refused 2>&1 >/dev/null | grep '"' > /dev/null; then
        echo "demo: FAIL yuno-checkout $refused: the refusal quotes its value with the reason inside" >&2
        failures=$((failures + 1))
    fi
done

# Refused, never ignored (issue 38): a flag that another flag would override, or that cannot apply with the others,
# is one line on standard error — the flag, its value (never a card number or a private key) and why, in the chosen
# language — and exit 2, whatever order the flags come in.
expect_refusal() { # the-one-line args…
    local want="$1"
    shift
    local status=0
    timeout "$LIMIT" "$BIN" "${EXTRA[@]}" "$@" >/dev/null 2>"$log" || status=$?
    if [ "$status" -ne 2 ] || [ "$(wc -l <"$log")" -ne 1 ] || [ "$(cat "$log")" != "$want" ]; then
        echo "demo: FAIL yuno-checkout $*: exit $status (want 2 and the one line: $want), stderr: $(cat "$log")" >&2
        failures=$((failures + 1))
    fi
}
card_refused="yuno-checkout: --card …: only with --scenario approve"
expect_refusal "$card_refused (decline plays its own test card, or none)" --card 4507990000000002 --scenario decline
expect_refusal "$card_refused (decline plays its own test card, or none)" --scenario decline --card 4507990000000002
expect_refusal "$card_refused (challenge-fail plays its own test card, or none)" \
    --card 4507990000000002 --scenario challenge-fail
expect_refusal "$card_refused (cancel plays its own test card, or none)" --card 4507990000000002 --scenario cancel
expect_refusal "yuno-checkout: --card …: solo con --scenario approve (decline usa su propia tarjeta de prueba, o ninguna)" \
    --card 4507990000000002 --scenario decline --language es
expect_refusal "yuno-checkout: --card …: only with --method CARD (NU_PAY is paid without a card)" \
    --card 4507990000000002 --method NU_PAY
expect_refusal "yuno-checkout: --card …: only with --method CARD (PIX is paid without a card)" \
    --method PIX --card 4507990000000002
expect_refusal "yuno-checkout: --amount 5: saving a card charges nothing: --mode enroll takes no amount or currency" \
    --amount 5 --mode enroll
expect_refusal "yuno-checkout: --currency USD: saving a card charges nothing: --mode enroll takes no amount or currency" \
    --mode enroll --currency USD
expect_refusal "yuno-checkout: --amount 5: enregistrer une carte ne débite rien : --mode enroll ne prend ni montant ni devise" \
    --mode enroll --amount 5 --language fr
expect_refusal "yuno-checkout: --country CO: --method PIX pays in Brazil only (--country BR, --currency BRL)" \
    --method PIX --country CO
expect_refusal "yuno-checkout: --country CO: --method PIX pays in Brazil only (--country BR, --currency BRL)" \
    --country co --method PIX
expect_refusal "yuno-checkout: --currency COP: --method PIX pays in Brazil only (--country BR, --currency BRL)" \
    --method PIX --currency COP
expect_refusal "yuno-checkout: --currency COP: --method PIX paga só no Brasil (--country BR, --currency BRL)" \
    --currency COP --method PIX --language pt
expect_refusal "yuno-checkout: --amount 1000.5: JPY has 0 decimal places (ISO 4217)" --currency JPY --amount 1000.5
expect_refusal "yuno-checkout: --amount 1000.5: JPY has 0 decimal places (ISO 4217)" --amount 1000.5 --currency JPY
expect_refusal "yuno-checkout: --amount 10.555: BRL has 2 decimal places (ISO 4217)" --method PIX --amount 10.555
expect_refusal "yuno-checkout: --amount 1000.5: JPY の小数部は 0 桁です（ISO 4217）" \
    --amount 1000.5 --currency JPY --language ja
run 0 "(succeeded)" --currency JPY --amount 1000.00
if [[ " ${EXTRA[*]-} " != *" --base-url "* ]]; then
    expect_refusal "yuno-checkout: --api-key sandbox_pk_mine: only with --base-url (the embedded emulator uses its own keys)" \
        --api-key sandbox_pk_mine
    expect_refusal "yuno-checkout: --private-key …: only with --base-url (the embedded emulator uses its own keys)" \
        --private-key s3cret
    expect_refusal "yuno-checkout: --private-key …: nur mit --base-url (der eingebettete Emulator nutzt eigene Schlüssel)" \
        --language de --private-key s3cret
    # The client refuses plain http off loopback: the flag named is --base-url (not the key), before any narration.
    expect_refusal "yuno-checkout: --base-url http://example.com: Base URL http://example.com must be HTTPS (plain HTTP only on loopback addresses)." \
        --base-url http://example.com
else
    # Over HTTP a refused key is named: the flag that gave it, in the chosen language (exit 1: the server refused).
    run 1 "yuno-checkout: the server answered 401 INVALID_CREDENTIALS: it refused the key of --api-key" \
        --api-key sandbox_pk_not_the_emulators
    run 1 "yuno-checkout: the server answered 401 INVALID_CREDENTIALS: it refused the key of --private-key" \
        --private-key not-the-emulators
    run 1 "yuno-checkout: el servidor respondió 401 INVALID_CREDENTIALS: rechazó la clave de --private-key" \
        --mode enroll --private-key not-the-emulators --language es
fi
for secret in "--card 4507990000000002 --scenario decline" "--private-key s3cret" "--method PIX --card 4507990000000002"; do
    # shellcheck disable=SC2086
    if timeout "$LIMIT" "$BIN" $secret 2>&1 >/dev/null | grep -E "4507990000000002|s3cret" > /dev/null; then
        echo "demo: FAIL yuno-checkout $secret: the refusal printed the card number or the private key" >&2
        failures=$((failures + 1))
    fi
done

# A bad value, an unknown flag or a missing value: one line naming the flag, the value and what is accepted, in the
# chosen language (wherever --language comes), then a one-line hint at --help — never the whole usage text.
expect_bad_value() { # the-first-line the-hint args…
    local want="$1" hint="$2"
    shift 2
    local status=0
    timeout "$LIMIT" "$BIN" "${EXTRA[@]}" "$@" >/dev/null 2>"$log" || status=$?
    if [ "$status" -ne 2 ] || [ "$(wc -l <"$log")" -ne 2 ] || [ "$(head -n 1 "$log")" != "$want" ] \
        || [ "$(tail -n 1 "$log")" != "yuno-checkout: $hint" ]; then
        echo "demo: FAIL yuno-checkout $*: exit $status (want 2, \"$want\" and the hint), stderr: $(cat "$log")" >&2
        failures=$((failures + 1))
    fi
}
hint="run yuno-checkout --help for usage"
expect_bad_value "yuno-checkout: --amount -5: not a positive decimal number (such as 52000 or 149.90)" "$hint" --amount -5
expect_bad_value "yuno-checkout: --amount 1,000: not a positive decimal number (such as 52000 or 149.90)" "$hint" \
    --amount 1,000
expect_bad_value "yuno-checkout: --method BITCOIN: not one of CARD, PIX, APPLE_PAY, NU_PAY" "$hint" --method BITCOIN
expect_bad_value "yuno-checkout: --mode x: not one of seamless, full, lite, render, enroll" "$hint" --mode x
expect_bad_value "yuno-checkout: --scenario maybe: not one of approve, challenge, challenge-fail, challenge-abandon, frictionless, decline, cancel" \
    "$hint" --scenario maybe
expect_bad_value "yuno-checkout: --base-url ftp://example.com: not an http or https URL with a host" "$hint" \
    --base-url ftp://example.com
expect_bad_value "yuno-checkout: --bogus: not an option of yuno-checkout" "$hint" --bogus
expect_bad_value "yuno-checkout: --amount: needs a value" "$hint" --amount
expect_bad_value "yuno-checkout: --amount: needs a value" "$hint" --amount --mode full
expect_bad_value "yuno-checkout: --method BITCOIN: no es uno de CARD, PIX, APPLE_PAY, NU_PAY" \
    "ejecuta yuno-checkout --help para ver el uso" --method BITCOIN --language es
expect_bad_value "yuno-checkout: --mode x: seamless, full, lite, render, enroll のいずれでもありません" \
    "使い方は yuno-checkout --help を実行してください" --language ja --mode x
expect_bad_value "yuno-checkout: --bogus: keine Option von yuno-checkout" "yuno-checkout --help zeigt die Verwendung" \
    --bogus --language de

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
# The trace is in the narration's language; render mode names its additional views in words (never a type's dump);
# the enrollment's button saves the card.
expect_stdout 0 "READY_TO_PAY/CREATED (SDK-Aktion erforderlich)" --method PIX --language de
expect_stdout 0 "app: additional view: Pay with Apple Pay" --mode render --method APPLE_PAY
expect_stdout 0 "shopper: Apple Pay: Authorize the payment" --mode render --method APPLE_PAY
expect_stdout 0 "app: additional view: Scan the QR code to pay" --mode render --method PIX
expect_stdout 0 "shopper: enters Visa 450799••••0002 and presses “Save card”" --mode enroll
expect_stdout 0 "app: status screen: Card saved" --mode enroll
status=0
timeout "$LIMIT" "$BIN" "${EXTRA[@]}" --mode render --method APPLE_PAY >"$log" 2>&1 || status=$?
if [ "$status" -ne 0 ] || grep -q "YunoSDK\." "$log"; then
    echo "demo: FAIL --mode render --method APPLE_PAY: exit $status, or a type's dump: $(grep "YunoSDK\." "$log")" >&2
    failures=$((failures + 1))
fi
# The PIX copy-and-paste code on one unbroken line (EMV: from 000201 to its CRC), so copying it copies all of it.
status=0
timeout "$LIMIT" "$BIN" "${EXTRA[@]}" --method PIX >"$log" 2>&1 || status=$?
if [ "$status" -ne 0 ] || ! grep -qE "^  000201.*br\.gov\.bcb\.pix.*6304[0-9A-F]{4}$" "$log"; then
    echo "demo: FAIL --method PIX: exit $status, or the PIX code is not on one line" >&2
    failures=$((failures + 1))
fi
if ! "$BIN" --help | grep "zh-TW (Chinese, Traditional)" > /dev/null; then
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
