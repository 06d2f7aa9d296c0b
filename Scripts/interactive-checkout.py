#!/usr/bin/env python3
"""Drives `yuno-checkout --interactive` in a real pseudo-terminal, as a shopper would, with wrong inputs on the way.

Usage: Scripts/interactive-checkout.py [path/to/yuno-checkout]   (default: the debug build's binary)
Runs an English checkout with a 3DS challenge and a Spanish checkout with an American Express card, checks every
localized message the wrong inputs must produce, checks that `--interactive` without a terminal exits 2, and exits 0
only when everything matched. Needs python3-pexpect.
"""
import subprocess
import sys
import time

import pexpect

TIMEOUT = 20


def binary():
    if len(sys.argv) > 1:
        return sys.argv[1]
    path = subprocess.run(["swift", "build", "--show-bin-path"], capture_output=True, text=True, check=True)
    return path.stdout.strip() + "/yuno-checkout"


def spawn(language):
    child = pexpect.spawn(
        binary(), ["--interactive", "--language", language], encoding="utf-8", timeout=TIMEOUT,
        env={"NO_COLOR": "1", "TERM": "dumb", "PATH": "/usr/bin:/bin"}, dimensions=(50, 160))
    child.logfile_read = sys.stdout
    return child


def answer(child, prompt, text, expect=None):
    child.expect_exact(prompt)
    child.sendline(text)
    if expect:
        child.expect_exact(expect)


def status_screen(child, title, information, close):
    """Checks the localized status screen, closes it and expects a successful exit."""
    child.expect_exact(title)
    child.expect_exact(information)
    answer(child, close, "")
    child.expect_exact("result: succeeded")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0, f"checkout ({title}) exited {child.exitstatus}"


def english():
    child = spawn("EN_us")  # normalized to English (SPEC §7)
    answer(child, "Choose an option (1–", "7", "That is not one of the options.")
    answer(child, "Choose an option (1–", "1")
    answer(child, "Card number", "4024 00ab", "The card number can only contain digits.")
    answer(child, "Card number", "4024007189449340 123456789", "The card number has too many digits.")
    answer(child, "Card number", "4024007189449341", "This card number is not valid. Check the digits.")
    answer(child, "Card number", " 4024-0071-8944-9340 ", "402400••••9340 · Visa")
    answer(child, "Expiration date", "13/30", "The month must be between 01 and 12.")
    answer(child, "Expiration date", "01/21", "This card has expired.")
    answer(child, "Expiration date", "1128", "11/28")
    answer(child, "Security code", "12a", "The security code can only contain digits.")
    answer(child, "Security code", "123")
    answer(child, "Cardholder name", "", "Enter the cardholder name.")
    answer(child, "Cardholder name", "John Doe", "Pay")
    child.expect_exact("Verify it's you")
    answer(child, "Choose an option (1–3)", "1")
    status_screen(child, "Payment approved", "Payment information", "[Close: Enter]")


def spanish():
    child = spawn("es-CO")
    answer(child, "Elige una opción (1–", "1")
    answer(child, "Número de tarjeta", "3700 000000 00002", "370000••••0002 · American Express")
    answer(child, "Fecha de vencimiento (MM/AA)", "11/2099", "La fecha de vencimiento es demasiado lejana.")
    answer(child, "Fecha de vencimiento", "11/28")
    answer(child, "Código de seguridad", "123", "El código de seguridad debe tener 4 dígitos.")
    answer(child, "Código de seguridad", "<")  # back to the expiry
    answer(child, "Fecha de vencimiento", "11/28")
    answer(child, "Código de seguridad", "1234")
    answer(child, "Nombre del titular", "12345", "El nombre no puede contener solo números.")
    answer(child, "Nombre del titular", "José Pérez", "Pagar")
    status_screen(child, "Pago aprobado", "Información del pago", "[Cerrar: Enter]")


def refuses_without_terminal():
    result = subprocess.run([binary(), "--interactive"], stdin=subprocess.DEVNULL, capture_output=True, text=True)
    assert result.returncode == 2, f"--interactive without a terminal exited {result.returncode}"
    assert "needs a terminal" in result.stderr, result.stderr


def main():
    start = time.monotonic()
    refuses_without_terminal()
    english()
    spanish()
    print(f"\ninteractive checkout: English and Spanish passed in {time.monotonic() - start:.1f} s")


if __name__ == "__main__":
    main()
