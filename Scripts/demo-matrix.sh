#!/usr/bin/env bash
# Runs every `yuno-checkout` mode × method × scenario that matters, each with a time limit, and checks the final
# localized line and the exit status; then the bad-input paths (an invalid --card, an unsupported --language).
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
run 1 "result: Payment in process (processing)" --scenario decline --method PIX
run 1 "result: Payment cancelled (userCancelled)" --scenario cancel
run 1 "résultat: Paiement refusé (reject)" --scenario challenge-fail --language fr
run 0 "result: Payment approved (succeeded)" --scenario challenge
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
if ! "$BIN" --help | grep -q "zh-TW (Chinese, Traditional)"; then
    echo "demo: FAIL --help does not list the languages" >&2
    failures=$((failures + 1))
fi

if [ "$failures" -ne 0 ]; then
    echo "demo: $failures run(s) failed" >&2
    exit 1
fi
echo "demo: every mode, method and scenario finished with its localized final line${EXTRA:+ (${EXTRA[*]})}"
