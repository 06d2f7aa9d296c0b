#!/usr/bin/env python3
"""Drives `yuno-checkout --interactive` in tmux sessions, as a person at a terminal would, and checks every screen.

Usage: Scripts/tmux-checkout.py [path/to/yuno-checkout]   (default: the debug build's binary)

- English (`EN_us`): wrong inputs in every card field (each localized message checked), a 3DS challenge card,
  the amount on the pay button; at the bank's 3-D Secure page a wrong one-time code (refused, nothing changes),
  then the code the bank "sent by SMS": the bank authenticates, the SDK reads SUCCEEDED; the status screen, exit 0.
- 3-D Secure at the bank: Decline there → declined (the retry offer, q); Cancel there → failed; closing the page
  without answering → the payment still waits on the bank, reported in process; q at the code prompt cancels.
- Spanish (`es-CO`): a declined card, the retry offer, then an American Express card (4-digit CVV, `<` back a field),
  approved, exit 0.
- German: NuPay (approve the redirect at the emulated bank → deep link) and PIX (pay the QR code, its code on one
  unbroken line) both approved.
- `<` at the card form's first field goes back to the method list (seamless, full, facade); after a NuPay decline
  the retry offer says "Try again", not "another card".
- `q` cancels at every interactive step — method list, card form, 3DS challenge, QR code, wallet sheet, redirect,
  retry offer — with a localized final line and exit 1, and never hangs.
- Colour: red field errors and a green approval in a terminal; none with NO_COLOR. Without a terminal: exit 2.
- Every mode: `--mode enroll` saves the card ("Save card", "Card saved"; no checkout session, no payment), `--mode full` lets the merchant's
  server create the chosen method's payment, `--mode render` embeds the form and shows the 3DS and QR views,
  `--mode lite --method APPLE_PAY` pays the given method, `--facade --mode full` pays through the static facade.
- Over HTTP (`--base-url`, the HTTP emulator of Sandbox/, when its `yuno-sandbox` is built or named by
  YUNO_SANDBOX): no HTTP trace, and the PIX QR code's status polls leave the "Choose an option" prompt alone; a
  3-D Secure card approved on the emulator's bank page (read and posted over HTTP like a browser).
Exits 0 only when everything matched. Needs tmux (`apt-get install -y tmux`).
"""
import os
import re
import shlex
import subprocess
import sys
import tempfile
import time
import uuid

TIMEOUT = 20
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")


def clean(text):
    """The screen as plain text: no colour codes, and the no-break spaces of formatted amounts as spaces."""
    return ANSI.sub("", text).replace("\u00a0", " ").replace("\u202f", " ")


def binary():
    if len(sys.argv) > 1:
        return os.path.abspath(sys.argv[1])
    path = subprocess.run(["swift", "build", "--show-bin-path"], capture_output=True, text=True, check=True)
    return path.stdout.strip() + "/yuno-checkout"


def tmux(*args):
    return subprocess.run(["tmux", *args], capture_output=True, text=True)


class Checkout:
    """One `yuno-checkout --interactive` in its own detached tmux session (160×50)."""

    def __init__(self, language, *extra, color=False):
        self.name = "yuno-%s" % uuid.uuid4().hex[:8]
        self.offset = 0
        env = "TERM=xterm-256color" if color else "NO_COLOR=1 TERM=xterm-256color"
        command = "env %s %s --interactive --language %s %s; s=$?; echo; echo \"EXIT:$s\"; sleep 3600" % (
            env, shlex.quote(binary()), shlex.quote(language), " ".join(shlex.quote(e) for e in extra))
        # A tmux server that is still shutting down (its last session just closed) can refuse a new session with
        # "server exited unexpectedly"; main() keeps an anchor session open, and a refused start is retried.
        for attempt in range(5):
            result = tmux("new-session", "-d", "-s", self.name, "-x", "160", "-y", "50", command)
            if result.returncode == 0:
                break
            time.sleep(0.2 * (attempt + 1))
        assert result.returncode == 0, result.stderr
        tmux("set-option", "-t", self.name, "history-limit", "20000")
        self.label = "%s %s" % (language, " ".join(extra))

    def screen(self, escapes=False):
        args = ["capture-pane", "-p", "-J", "-S", "-", "-t", self.name]
        if escapes:
            args.insert(2, "-e")
        return tmux(*args).stdout

    def expect(self, text, timeout=TIMEOUT):
        """Waits until `text` appears after everything matched so far; fails with the screen otherwise."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            found = clean(self.screen()).find(text, self.offset)
            if found >= 0:
                self.offset = found + len(text)
                return
            time.sleep(0.05)
        self.fail("did not show %r within %d s" % (text, timeout))

    def send(self, text):
        if text:
            tmux("send-keys", "-t", self.name, "-l", text)
        tmux("send-keys", "-t", self.name, "Enter")

    def answer(self, prompt, text, expect=None):
        self.expect(prompt)
        self.send(text)
        if expect:
            self.expect(expect)

    def finish(self, last_line, status):
        """Expects the final localized line and the exit status, then closes the session."""
        self.expect(last_line)
        self.expect("EXIT:%d" % status)
        self.close()

    def absent(self, text):
        """Fails when `text` is anywhere on the screen so far."""
        if text in clean(self.screen()):
            self.fail("showed %r" % text)

    def fail(self, why):
        screen = clean(self.screen())
        self.close()
        lines = [line for line in screen.splitlines() if line.strip()]
        sys.exit("tmux checkout (%s) %s. Last lines:\n%s" % (self.label, why, "\n".join(lines[-30:])))

    def close(self):
        tmux("kill-session", "-t", self.name)


def pay_with_challenge_card(c, option):
    """Types the 3DS challenge card, then picks `option` (1 approve, 2 decline, 3 cancel, 4 close) on the bank's page."""
    for prompt, text in (("Card number", "4024007189449340"), ("Expiration date", "11/28"),
                         ("Security code", "123"), ("Cardholder name", "John Doe")):
        c.answer(prompt, text)
    c.expect("Verify it's you")
    c.expect("Your bank asks you to confirm this payment.")
    c.expect("Type the code and approve at the bank (emulated)")
    c.expect("Close the page without answering")
    c.answer("Choose an option (1–4)", option)


def sms_code(c):
    """The one-time code the (emulated) bank sent, as the terminal shows it."""
    c.expect("The bank sent a one-time code by SMS (sandbox): ")
    found = re.search(r"by SMS \(sandbox\): (\d{6})", clean(c.screen()))
    if not found:
        c.fail("showed no six-digit code")
    return found.group(1)


def approve_at_the_bank(c):
    """Approves on the bank's page with the code it sent (after one wrong code, which changes nothing)."""
    code = sms_code(c)
    wrong = "000000" if code != "000000" else "111111"
    c.answer("One-time code:", wrong, "That is not the code the bank sent. Nothing changed: try again.")
    c.answer("One-time code:", code, "bank: authenticates the shopper, tells Yuno and sends the page back to")


def english_three_ds():
    c = Checkout("EN_us")  # normalized to English (SPEC §7)
    c.expect("Choose a payment method")
    c.answer("Choose an option (1–", "7", "That is not one of the options.")
    c.answer("Choose an option (1–", "1")
    c.expect("Card details")
    c.answer("Card number", "4024 00ab", "The card number can only contain digits.")
    c.answer("Card number", "4024007189449340 123456789", "The card number has too many digits.")
    c.answer("Card number", "4024007189449341", "This card number is not valid. Check the digits.")
    c.answer("Card number", " 4024-0071-8944-9340 ", "402400••••9340 · Visa")
    c.answer("Expiration date", "13/30", "The month must be between 01 and 12.")
    c.answer("Expiration date", "01/21", "This card has expired.")
    c.answer("Expiration date", "1128", "11/28")
    c.answer("Security code", "12a", "The security code can only contain digits.")
    c.answer("Security code", "1234", "The security code must have 3 digits.")
    c.answer("Security code", "123")
    c.answer("Cardholder name", "", "Enter the cardholder name.")
    c.answer("Cardholder name", "John Doe", "Pay COP 52,000.00")
    c.expect("Verify it's you")
    c.answer("Choose an option (1–4)", "1")
    approve_at_the_bank(c)
    c.expect("Payment approved")
    c.expect("Payment information")
    c.answer("[Close: Enter]", "")
    c.finish("result: Payment approved (succeeded)", 0)


def three_ds_at_the_bank():
    c = Checkout("en")  # Decline on the bank's page: the bank fails the authentication
    c.answer("Choose an option (1–", "1")
    pay_with_challenge_card(c, "2")
    c.expect("shopper: presses Decline on the bank's page")
    c.expect("bank: records a failed authentication, tells Yuno and sends the page back to yunocheckout://return")
    c.expect("Payment declined")
    c.answer("[Close: Enter]", "")
    c.answer("Try again with another card? [yes/no]", "q")
    c.finish("result: Payment declined (reject)", 1)

    c = Checkout("es")  # Cancel on the bank's page: the bank records it abandoned
    c.answer("Elige una opción (1–", "1")
    for prompt, text in (("Número de tarjeta", "4024007189449340"), ("Fecha de vencimiento", "11/28"),
                         ("Código de seguridad", "123"), ("Nombre del titular", "Ana Gómez")):
        c.answer(prompt, text)
    c.expect("Cancelar en la página del banco (emulado)")
    c.answer("Elige una opción (1–4)", "3")
    c.expect("banco: registra el desafío como abandonado")
    c.answer("[Cerrar: Enter]", "")
    c.answer("Intentar de nuevo con otra tarjeta? [sí/no]", "no")
    c.finish("resultado: El pago falló (fail)", 1)

    c = Checkout("en")  # the page closed without answering: the payment still waits on the bank
    c.answer("Choose an option (1–", "1")
    pay_with_challenge_card(c, "4")
    c.expect("shopper: closes the bank's page without answering")
    c.expect("Payment in process")
    c.answer("[Close: Enter]", "")
    c.finish("result: Payment in process (processing)", 1)

    c = Checkout("en")  # q at the one-time code
    c.answer("Choose an option (1–", "1")
    pay_with_challenge_card(c, "1")
    sms_code(c)
    c.answer("One-time code:", "q")
    c.finish("result: Payment cancelled (userCancelled)", 1)


def spanish_decline_then_retry():
    c = Checkout("es-CO")
    c.answer("Elige una opción (1–", "1")
    c.answer("Número de tarjeta", "4507990000000010")
    c.answer("Fecha de vencimiento", "11/28")
    c.answer("Código de seguridad", "123")
    c.answer("Nombre del titular", "Ana Gómez", "Pagar 52.000,00 COP")
    c.expect("Pago rechazado")
    c.answer("[Cerrar: Enter]", "")
    c.answer("Intentar de nuevo con otra tarjeta? [sí/no]", "sí")
    c.expect("comercio: crea una sesión de checkout")
    c.answer("Elige una opción (1–", "1")
    c.answer("Número de tarjeta", "3700 000000 00002", "370000••••0002 · American Express")
    c.answer("Fecha de vencimiento (MM/AA)", "11/2099", "La fecha de vencimiento es demasiado lejana.")
    c.answer("Fecha de vencimiento", "11/28")
    c.answer("Código de seguridad", "123", "El código de seguridad debe tener 4 dígitos.")
    c.answer("Código de seguridad", "<")  # back to the expiry
    c.answer("Fecha de vencimiento", "11/28")
    c.answer("Código de seguridad", "1234")
    c.answer("Nombre del titular", "12345", "El nombre no puede contener solo números.")
    c.answer("Nombre del titular", "José Pérez", "Pagar")
    c.expect("Pago aprobado")
    c.answer("[Cerrar: Enter]", "")
    c.finish("resultado: Pago aprobado (succeeded)", 0)


def german_redirect_and_qr_code():
    c = Checkout("de")
    c.expect("Zahlungsart wählen")
    c.expect("NuPay")
    c.answer("Wähle eine Option (1–", "3")  # CARD, APPLE_PAY, NU_PAY in Colombia
    c.expect("Du wirst auf der Seite des Anbieters fortfahren.")
    c.answer("Wähle eine Option (1–2)", "1")  # approve at the bank
    c.expect("Zahlung genehmigt")
    c.answer("[Schließen: Enter]", "")
    c.finish("Ergebnis: Zahlung genehmigt (succeeded)", 0)

    c = Checkout("de", "--method", "PIX")  # Brazil, BRL
    c.answer("Wähle eine Option (1–", "2")
    c.expect("Scanne den QR-Code, um zu bezahlen")
    c.expect("Der Code ist 30 Minuten gültig.")
    # The copy-and-paste code on one unbroken line (tmux joins the terminal's own wrapping), never cut in a box.
    if not re.search(r"^000201\S*br\.gov\.bcb\.pix.*6304[0-9A-F]{4}$", clean(c.screen()), re.M):
        c.fail("did not show the PIX code on one line")
    c.absent("│ 000201")
    c.answer("Wähle eine Option (1–2)", "1")  # pay it from the bank app
    c.expect("Zahlung genehmigt")
    c.answer("[Schließen: Enter]", "")
    c.finish("Ergebnis: Zahlung genehmigt (succeeded)", 0)


def q_everywhere():
    cancelled = "result: Payment cancelled (userCancelled)"
    c = Checkout("en")  # the method list
    c.answer("Choose an option (1–", "q")
    c.finish(cancelled, 1)

    c = Checkout("en")  # the card form, at the second field
    c.answer("Choose an option (1–", "1")
    c.answer("Card number", "4507990000000002")
    c.answer("Expiration date", "q")
    c.finish(cancelled, 1)

    c = Checkout("en")  # the 3DS challenge
    c.answer("Choose an option (1–", "1")
    pay_with_challenge_card(c, "q")
    c.finish(cancelled, 1)

    c = Checkout("en")  # the wallet sheet
    c.answer("Choose an option (1–", "2")
    c.expect("Pay with Apple Pay")
    c.answer("Choose an option (1–2)", "q")
    c.finish(cancelled, 1)

    c = Checkout("en")  # the redirect (NuPay)
    c.answer("Choose an option (1–", "3")
    c.expect("You will continue on the provider's page.")
    c.answer("Choose an option (1–2)", "q")
    c.finish(cancelled, 1)

    c = Checkout("en", "--method", "PIX")  # the QR code
    c.answer("Choose an option (1–", "2")
    c.expect("Scan the QR code to pay")
    c.answer("Choose an option (1–2)", "q")
    c.finish(cancelled, 1)

    c = Checkout("en")  # the retry offer after a decline
    c.answer("Choose an option (1–", "1")
    for prompt, text in (("Card number", "4507990000000028"), ("Expiration date", "11/28"),
                         ("Security code", "123"), ("Cardholder name", "John Doe")):
        c.answer(prompt, text)
    c.expect("Payment declined")
    c.answer("[Close: Enter]", "")
    c.answer("Try again with another card? [yes/no]", "q")
    c.finish("result: Payment declined (reject)", 1)


def back_to_the_list_and_retry():
    c = Checkout("en")  # `<` at the card form's first field goes back to the method list (same session)
    c.expect("Choose a payment method")
    c.answer("Choose an option (1–", "1")
    c.expect("Card details")
    c.answer("Card number", "<", "Choose a payment method")
    c.answer("Choose an option (1–", "3")  # NuPay, rejected at the bank
    c.expect("You will continue on the provider's page.")
    c.answer("Choose an option (1–2)", "2")
    c.expect("Payment declined")
    c.answer("[Close: Enter]", "")
    c.answer("Try again? [yes/no]", "no")  # not "another card": the shopper paid with NuPay
    c.absent("another card")
    c.absent("Payment cancelled")
    c.finish("result: Payment declined (reject)", 1)

    c = Checkout("es", "--mode", "full")  # the same in full mode: back to the list, then NuPay approved
    c.answer("Elige una opción (1–", "1")
    c.answer("Número de tarjeta", "4507990000000002")
    c.answer("Fecha de vencimiento", "<")  # back one field, then back to the list
    c.answer("Número de tarjeta", "<", "Elige un método de pago")
    c.answer("Elige una opción (1–", "3")
    c.expect("comercio: crea el pago")
    c.answer("Elige una opción (1–2)", "1")
    c.expect("Pago aprobado")
    c.answer("[Cerrar: Enter]", "")
    c.finish("resultado: Pago aprobado (succeeded)", 0)

    c = Checkout("de", "--facade")  # and through the static facade
    c.answer("Wähle eine Option (1–", "1")
    c.answer("Kartennummer", "<", "Zahlungsart wählen")
    c.answer("Wähle eine Option (1–", "2")  # Apple Pay
    c.answer("Wähle eine Option (1–2)", "1")
    c.expect("Zahlung genehmigt")
    c.answer("[Schließen: Enter]", "")
    c.finish("Ergebnis: Zahlung genehmigt (succeeded)", 0)


def every_mode():
    c = Checkout("en", "--mode", "enroll")  # saves the card: a customer session, no checkout session, no payment
    c.expect("customer session")
    c.expect("Card details")
    for prompt, text in (("Card number", "4507990000000002"), ("Expiration date", "11/28"),
                         ("Security code", "123"), ("Cardholder name", "Ana Gomez")):
        c.answer(prompt, text)
    c.expect("▶ Save card")  # the button saves the card: nothing is paid
    c.expect("Card saved")  # the status screen
    c.answer("[Close: Enter]", "")
    c.expect("card saved (vaulted token")
    c.expect("enrollment: ENROLLED")
    c.expect("result: Card saved (succeeded)")
    c.absent("checkout session")
    c.absent("COP")
    c.absent("Pay")
    c.absent("Payment")
    c.finish("", 0)

    c = Checkout("es", "--mode", "enroll")  # no list before the form: `<` at the first field says how to leave
    c.expect("Datos de la tarjeta")
    c.answer("Número de tarjeta", "<", "Escribe q y presiona Enter para cancelar.")
    c.answer("Número de tarjeta", "q")
    c.finish("resultado: Tarjeta no guardada (userCancelled)", 1)

    c = Checkout("es", "--mode", "full")  # the merchant's server creates the chosen method's payment
    c.expect("Elige un método de pago")
    c.answer("Elige una opción (1–", "3")  # NuPay
    c.expect("comercio: crea el pago")
    c.answer("Elige una opción (1–2)", "1")  # approve at the bank
    c.expect("Pago aprobado")
    c.answer("[Cerrar: Enter]", "")
    c.finish("resultado: Pago aprobado (succeeded)", 0)

    c = Checkout("en", "--mode", "render")  # the app embeds the form (asked like the SDK's), then the 3DS view
    for prompt, text in (("Card number", "4024007189449340"), ("Expiration date", "11/28"),
                         ("Security code", "123"), ("Cardholder name", "John Doe")):
        c.answer(prompt, text)
    c.expect("Pay COP 52,000.00")
    c.expect("merchant: creates payment")
    c.expect("Verify it's you")
    c.answer("Choose an option (1–4)", "1")
    approve_at_the_bank(c)
    c.finish("result: Payment approved (succeeded)", 0)

    c = Checkout("en", "--mode", "render", "--method", "PIX")  # the QR view; the paid code closes itself
    c.expect("The code is valid for 30 minutes.")
    c.answer("Choose an option (1–2)", "1")
    c.finish("result: Payment approved (succeeded)", 0)

    c = Checkout("en", "--facade", "--mode", "full")  # the static facade: Yuno.startPayment, Yuno.continuePayment
    c.answer("Choose an option (1–", "2")  # Apple Pay
    c.answer("Choose an option (1–2)", "1")  # authorize: the sheet comes before the token and the payment
    c.expect("merchant: creates payment")
    c.answer("[Close: Enter]", "")
    c.finish("result: Payment approved (succeeded)", 0)

    c = Checkout("en", "--mode", "lite", "--method", "APPLE_PAY")  # the given method, no list
    c.expect("Pay with Apple Pay")
    c.answer("Choose an option (1–2)", "1")
    c.answer("[Close: Enter]", "")
    c.absent("Choose a payment method")
    c.finish("result: Payment approved (succeeded)", 0)


def sandbox_binary():
    path = os.environ.get("YUNO_SANDBOX") or os.path.join(
        os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "Sandbox", ".build", "debug", "yuno-sandbox")
    return path if os.access(path, os.X_OK) else None


def over_http():
    server_binary = sandbox_binary()
    if server_binary is None and os.environ.get("YUNO_SANDBOX"):
        raise AssertionError("YUNO_SANDBOX=%s is not an executable" % os.environ["YUNO_SANDBOX"])
    if server_binary is None:
        print("tmux checkout: over_http SKIPPED (build Sandbox/ or set YUNO_SANDBOX to run it)")
        return False
    log = tempfile.NamedTemporaryFile(mode="w+", suffix=".log")  # the server logs every request: never a full pipe
    server = subprocess.Popen([server_binary, "--port", "0"], stdout=log, stderr=subprocess.STDOUT)
    try:
        url = None
        deadline = time.monotonic() + TIMEOUT
        while url is None and time.monotonic() < deadline:
            found = re.search(r"listening on (http://\S+)", open(log.name).read())
            url = found.group(1).rstrip("/.") if found else time.sleep(0.1)
        assert url, "yuno-sandbox did not say where it listens"
        c = Checkout("en", "--method", "PIX", "--base-url", url)
        c.answer("Choose an option (1–", "2")  # CARD, PIX, … in Brazil
        c.expect("Scan the QR code to pay")
        c.expect("The code is valid for 30 minutes.")
        c.expect("Choose an option (1–2):")
        time.sleep(2.5)  # five status polls at 500 ms
        lines = [line for line in clean(c.screen()).splitlines() if line.strip()]
        if not lines[-1].rstrip().endswith("Choose an option (1–2):"):
            c.fail("let something write over the prompt")
        c.absent("GET /v1")
        c.absent("expires at")
        c.send("1")  # pay it from the bank app
        c.expect("Payment approved")
        c.answer("[Close: Enter]", "")
        c.finish("result: Payment approved (succeeded)", 0)

        c = Checkout("en", "--base-url", url)  # 3-D Secure on the emulator's own bank page, over HTTP
        c.answer("Choose an option (1–", "1")
        pay_with_challenge_card(c, "1")
        if "Verification page: %s/3ds/challenge/" % url not in clean(c.screen()):
            c.fail("did not open the emulator's own bank page")
        approve_at_the_bank(c)
        c.expect("Payment approved")
        c.answer("[Close: Enter]", "")
        c.finish("result: Payment approved (succeeded)", 0)
        if "POST /3ds/challenge/" not in open(log.name).read():
            raise AssertionError("the bank's page was never posted over HTTP")
    finally:
        server.send_signal(2)
        server.wait(timeout=10)
        log.close()
    return True


def colours():
    c = Checkout("en", color=True)
    c.answer("Choose an option (1–", "1")
    c.answer("Card number", "1234", "The card number is incomplete.")
    # tmux re-encodes attributes: bold and red may come as one sequence or two.
    if not re.search(r"\x1b\[[0-9;]*31m(\x1b\[[0-9;]*m)*  ✗ The card number is incomplete", c.screen(escapes=True)):
        c.fail("showed the field error without colour")
    c.close()
    c = Checkout("en")
    c.answer("Choose an option (1–", "1")
    c.answer("Card number", "1234", "The card number is incomplete.")
    if re.search(r"\x1b\[[0-9;]*3[0-9;]*m", c.screen(escapes=True)):
        c.fail("used colour although NO_COLOR is set")
    c.close()


def refuses_without_terminal():
    result = subprocess.run([binary(), "--interactive"], stdin=subprocess.DEVNULL, capture_output=True, text=True)
    assert result.returncode == 2, "--interactive without a terminal exited %d" % result.returncode
    assert "needs a terminal" in result.stderr, result.stderr


def main():
    start = time.monotonic()
    refuses_without_terminal()
    # One idle session for the whole run keeps the tmux server alive between checkouts: otherwise closing the last
    # checkout's session stops the server, and the next `new-session` can race its shutdown.
    anchor = "yuno-anchor-%s" % uuid.uuid4().hex[:8]
    tmux("new-session", "-d", "-s", anchor, "sleep 3600")
    try:
        for check in (english_three_ds, three_ds_at_the_bank, spanish_decline_then_retry, german_redirect_and_qr_code, q_everywhere,
                      back_to_the_list_and_retry, every_mode, over_http, colours):
            began = time.monotonic()
            if check() is False:  # skipped, and said so
                continue
            print("tmux checkout: %-28s passed in %.1f s" % (check.__name__, time.monotonic() - began))
    finally:
        tmux("kill-session", "-t", anchor)
    print("tmux checkout: English, Spanish and German checkouts, 3-D Secure at the bank, q at every step, every mode,"
          " HTTP and colours"
          " passed in %.1f s" % (time.monotonic() - start))


if __name__ == "__main__":
    main()
