#!/usr/bin/env python3
"""A real browser answers the bank's 3-D Secure page; the SDK reads what the bank decided (issue 35).

Usage: Scripts/check-3ds-browser.py [--checkout BIN] [--sandbox BIN] [--screenshot PNG] [--chromium BIN]

Starts `yuno-sandbox --port 0` (the HTTP emulator, which serves the bank's pages), then three times runs
`yuno-checkout --base-url <emulator> --scenario challenge --shopper browser`, reads the `CHALLENGE_URL=` line it
prints, and drives headless Chromium through the DevTools protocol over `--remote-debugging-pipe` (commands on the
browser's fd 3, events and answers on its fd 4, NUL-separated JSON; no Python packages):

1. opens the page, reads the one-time code the page shows (the sandbox's hint), types it into `#code`
   (`Input.insertText`) and clicks Approve (`Input.dispatchMouseEvent`): the demo must exit 0 with `(succeeded)` and
   the browser must end on the payment's `callback_url` (the emulator's `/sandbox/return`, "Back to the app");
2. clicks Decline: the demo must exit 1 with `(reject)`, the browser again on the `callback_url`;
3. types the code, clicks Approve, and closes the tab (`Target.closeTarget`) as soon as the bank's 303 arrives,
   before the redirect is followed (`Fetch` pauses it): the demo must still exit 0 with `(succeeded)` — the SDK reads
   the payment, and the bank's answer stands.

It also saves a PNG of the challenge page with the code typed (`Page.captureScreenshot`; default
Documentation.docc/Resources/3ds-challenge-page.png). Every wait is bounded; any mismatch exits 1 with the reason
and the demo's last lines. Prints one summary line on success. Defaults: the debug builds' binaries
(`swift build --show-bin-path`, Sandbox/.build/debug/yuno-sandbox or $YUNO_SANDBOX), `chromium` on PATH.
"""
import argparse
import base64
import fcntl
import json
import os
import re
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STEP = 20  # seconds any single browser step may take
DEMO_LIMIT = 90  # seconds a demo run may take after the bank answered (the SDK's poll backs off up to 15 s)


class Failure(Exception):
    pass


def fail(reason):
    raise Failure(reason)


class DevTools:
    """The DevTools protocol over Chromium's pipe: commands out on its fd 3, answers and events in from its fd 4."""

    def __init__(self, chromium, profile):
        to_browser_read, self.to_browser = os.pipe()
        self.from_browser, from_browser_write = os.pipe()
        # The browser's ends go above 9 first, so that moving them to 3 and 4 cannot close one another.
        to_browser_read, from_browser_write = (_above_nine(to_browser_read), _above_nine(from_browser_write))
        self.log = open(os.path.join(profile, "chromium.log"), "w", encoding="utf-8")
        command = [
            chromium, "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
            "--remote-debugging-pipe", "--user-data-dir=" + os.path.join(profile, "profile"), "--no-first-run",
            "--no-default-browser-check", "--hide-scrollbars", "--window-size=480,760", "about:blank",
        ]
        # bash (dash takes one-digit descriptors only) moves the pipe ends to the descriptors Chromium expects
        # (3 in, 4 out), then becomes Chromium.
        shell = "exec %s 3<&%d 4>&%d %d<&- %d>&-" % (
            " ".join(_quote(part) for part in command), to_browser_read, from_browser_write, to_browser_read,
            from_browser_write)
        self.process = subprocess.Popen(
            ["bash", "-c", shell], pass_fds=(to_browser_read, from_browser_write), stdin=subprocess.DEVNULL,
            stdout=self.log, stderr=subprocess.STDOUT, start_new_session=True)
        os.close(to_browser_read)
        os.close(from_browser_write)
        self.buffer = b""
        self.next_id = 0
        self.events = []

    def send(self, method, params=None, session=None, timeout=STEP):
        """Sends a command and returns its result; fails on a protocol error or after `timeout` seconds."""
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self.to_browser, json.dumps(message).encode() + b"\0")
        deadline = time.monotonic() + timeout
        while True:
            answer = self._read(deadline, "%s to answer" % method)
            if answer.get("id") == self.next_id:
                if "error" in answer:
                    fail("%s failed: %s" % (method, answer["error"].get("message")))
                return answer.get("result", {})
            if "method" in answer:
                self.events.append(answer)

    def wait_event(self, method, session=None, timeout=STEP, where=lambda params: True):
        """The first (queued or coming) event `method` of `session` that `where` accepts; fails after `timeout`."""
        deadline = time.monotonic() + timeout
        while True:
            for index, event in enumerate(self.events):
                if event["method"] == method and event.get("sessionId") == session and where(event["params"]):
                    del self.events[index]
                    return event["params"]
            message = self._read(deadline, "the event %s" % method)
            if "method" in message:
                self.events.append(message)

    def _read(self, deadline, what):
        while b"\0" not in self.buffer:
            left = deadline - time.monotonic()
            if left <= 0:
                fail("Chromium did not send %s within %d s" % (what, STEP))
            ready, _, _ = select.select([self.from_browser], [], [], left)
            if ready:
                chunk = os.read(self.from_browser, 1 << 16)
                if not chunk:
                    fail("Chromium closed its DevTools pipe (see its log)")
                self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def close(self):
        try:
            os.write(self.to_browser, json.dumps({"id": 0, "method": "Browser.close"}).encode() + b"\0")
            self.process.wait(timeout=5)
        except (OSError, subprocess.TimeoutExpired):
            stop(self.process)
        for fd in (self.to_browser, self.from_browser):
            try:
                os.close(fd)
            except OSError:
                pass
        self.log.close()


class Tab:
    """One page (target) of the browser, attached with its own DevTools session."""

    def __init__(self, tools):
        self.tools = tools
        self.target = tools.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = tools.send("Target.attachToTarget", {"targetId": self.target, "flatten": True})["sessionId"]
        self.send("Page.enable")
        self.send("Runtime.enable")
        self.send("Emulation.setDeviceMetricsOverride",
                  {"width": 480, "height": 760, "deviceScaleFactor": 1, "mobile": False})

    def send(self, method, params=None):
        return self.tools.send(method, params, session=self.session)

    def open(self, url):
        """Navigates to `url` and waits until it is loaded; fails on a navigation error."""
        result = self.send("Page.navigate", {"url": url})
        if result.get("errorText"):
            fail("the browser could not open %s: %s" % (url, result["errorText"]))
        self.wait_for_location(url)

    def wait_for_location(self, url):
        """Waits until the tab shows `url`, completely loaded; fails after STEP seconds with where it is."""
        deadline = time.monotonic() + STEP
        location = None
        while time.monotonic() < deadline:
            try:
                location = self.evaluate("document.readyState === 'complete' ? location.href : ''")
            except Failure:
                location = None  # the tab is between two documents
            if location == url:
                return
            time.sleep(0.05)
        fail("the browser shows %r, not %s, after %d s" % (location, url, STEP))

    def evaluate(self, expression):
        result = self.send("Runtime.evaluate", {"expression": expression, "returnByValue": True})
        if "exceptionDetails" in result:
            fail("the page could not evaluate %s: %s" % (expression, result["exceptionDetails"].get("text")))
        return result["result"].get("value")

    def type_into(self, selector, text):
        """Focuses `selector` and types `text` as keyboard input."""
        if not self.evaluate("(() => { const e = document.querySelector(%s); if (!e) return false; e.focus(); "
                             "return document.activeElement === e; })()" % json.dumps(selector)):
            fail("the page has no %s to type into" % selector)
        self.send("Input.insertText", {"text": text})

    def click(self, selector):
        """Clicks the middle of `selector` with the mouse."""
        box = self.evaluate("(() => { const e = document.querySelector(%s); if (!e) return null; "
                            "const r = e.getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; })()"
                            % json.dumps(selector))
        if not box:
            fail("the page has no %s to click" % selector)
        for kind in ("mousePressed", "mouseReleased"):
            self.send("Input.dispatchMouseEvent",
                      {"type": kind, "x": box[0], "y": box[1], "button": "left", "clickCount": 1})

    def close(self):
        self.tools.send("Target.closeTarget", {"targetId": self.target})


class Demo:
    """`yuno-checkout … --shopper browser`, its output collected line by line."""

    def __init__(self, checkout, base_url):
        self.command = [checkout, "--base-url", base_url, "--scenario", "challenge", "--shopper", "browser",
                        "--language", "en"]
        env = dict(os.environ, NO_COLOR="1")
        self.process = subprocess.Popen(self.command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                        stdin=subprocess.DEVNULL, env=env, encoding="utf-8", errors="replace",
                                        start_new_session=True)
        self.lines = []
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self):
        for line in self.process.stdout:
            self.lines.append(line.rstrip("\n"))

    def challenge_url(self):
        deadline = time.monotonic() + STEP
        while time.monotonic() < deadline:
            for line in list(self.lines):
                found = re.fullmatch(r"CHALLENGE_URL=(http://\S+)", line)
                if found:
                    return found.group(1)
            if self.process.poll() is not None and not self.reader.is_alive():
                break
            time.sleep(0.05)
        fail("yuno-checkout printed no CHALLENGE_URL= line within %d s" % STEP)

    def finish(self, status, fragment):
        """Waits for the demo's exit; fails unless it is `status` with `fragment` on its last line."""
        try:
            code = self.process.wait(timeout=DEMO_LIMIT)
        except subprocess.TimeoutExpired:
            fail("yuno-checkout did not end within %d s after the bank's answer" % DEMO_LIMIT)
        self.reader.join(timeout=5)
        last = self.lines[-1] if self.lines else ""
        if code != status or fragment not in last:
            fail("yuno-checkout exited %d with last line %r (want %d and %r)" % (code, last, status, fragment))
        if any("three-d-secure" in line for line in self.lines):
            fail("a request carried a 3DS result (three-d-secure)")

    def tail(self):
        return "\n".join(self.lines[-15:])

    def stop(self):
        stop(self.process)


def stop(process):
    """Ends a process this script started (its own session): SIGTERM, then SIGKILL after 5 s."""
    if process.poll() is not None:
        return
    try:
        os.killpg(process.pid, signal.SIGTERM)
        process.wait(timeout=5)
    except (OSError, subprocess.TimeoutExpired):
        try:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait(timeout=5)
        except (OSError, subprocess.TimeoutExpired):
            pass


def _above_nine(fd):
    """A copy of `fd` numbered 10 or more (the original is closed)."""
    copy = fcntl.fcntl(fd, fcntl.F_DUPFD, 10)
    os.close(fd)
    return copy


def _quote(text):
    return "'" + text.replace("'", "'\\''") + "'"


def start_sandbox(binary, log_path):
    log = open(log_path, "w", encoding="utf-8")
    server = subprocess.Popen([binary, "--port", "0"], stdout=log, stderr=subprocess.STDOUT,
                              stdin=subprocess.DEVNULL, start_new_session=True)
    deadline = time.monotonic() + STEP
    while time.monotonic() < deadline:
        found = re.search(r"listening on (http://\S+)", open(log_path, encoding="utf-8").read())
        if found:
            return server, log, found.group(1).rstrip("/.")
        if server.poll() is not None:
            break
        time.sleep(0.05)
    stop(server)
    log.close()
    said = open(log_path, encoding="utf-8").read()[-400:]
    fail("yuno-sandbox did not say where it listens within %d s: %s" % (STEP, said))


def approve_and_follow(tools, demo, base_url, screenshot):
    """Run 1: the code, Approve, the redirect followed to the callback URL; the screenshot on the way."""
    url = demo.challenge_url()
    if not url.startswith(base_url + "/3ds/challenge/"):
        fail("the challenge URL %s is not the emulator's bank page" % url)
    tab = Tab(tools)
    tab.open(url)
    code = tab.evaluate("document.getElementById('sandbox-code')?.textContent.trim()")
    if not code or not re.fullmatch(r"\d{6}", code):
        fail("the bank's page shows no six-digit code (got %r)" % code)
    for label in ("#approve", "#decline", "#cancel"):
        if not tab.evaluate("!!document.querySelector(%s)" % json.dumps(label)):
            fail("the bank's page has no %s button" % label)
    tab.type_into("#code", code)
    if tab.evaluate("document.getElementById('code').value") != code:
        fail("typing into #code did not fill it")
    # The typed code without a blinking caret (the same picture every run), down to the page's footer.
    tab.evaluate("document.activeElement.blur()")
    bottom = tab.evaluate("Math.ceil(document.querySelector('footer').getBoundingClientRect().bottom) + 16")
    shot = tab.send("Page.captureScreenshot",
                    {"format": "png", "clip": {"x": 0, "y": 0, "width": 480, "height": bottom, "scale": 1}})
    os.makedirs(os.path.dirname(os.path.abspath(screenshot)), exist_ok=True)
    with open(screenshot, "wb") as png:
        png.write(base64.b64decode(shot["data"]))
    tab.click("#approve")
    follow_to_callback(tab, base_url)
    tab.close()
    demo.finish(0, "(succeeded)")


def decline_and_follow(tools, demo, base_url):
    """Run 2: Decline (no code), the redirect followed to the callback URL."""
    tab = Tab(tools)
    tab.open(demo.challenge_url())
    tab.click("#decline")
    follow_to_callback(tab, base_url)
    tab.close()
    demo.finish(1, "(reject)")


def approve_then_close(tools, demo, sandbox_log):
    """Run 3: the code, Approve, and the tab closed once the bank's 303 arrived — the redirect never followed."""
    url = demo.challenge_url()
    tab = Tab(tools)
    tab.open(url)
    code = tab.evaluate("document.getElementById('sandbox-code')?.textContent.trim()")
    tab.type_into("#code", code or "")
    # The bank's answer is paused at its response: it reached the bank, and the browser has not followed it yet.
    tab.send("Fetch.enable", {"patterns": [{"urlPattern": "*/3ds/challenge/*", "requestStage": "Response"}]})
    tab.click("#approve")
    paused = tools.wait_event("Fetch.requestPaused", tab.session,
                              where=lambda params: params.get("request", {}).get("method") == "POST")
    if paused.get("responseStatusCode") != 303:
        fail("the bank answered the approval %s, not 303" % paused.get("responseStatusCode"))
    tab.close()
    transaction = url.rsplit("/", 1)[1]
    if "POST /3ds/challenge/%s → 303" % transaction not in open(sandbox_log, encoding="utf-8").read():
        fail("the emulator's log has no 303 for the approval of %s" % transaction)
    demo.finish(0, "(succeeded)")


def follow_to_callback(tab, base_url):
    """Waits until the tab shows the payment's callback URL (the emulator's return page) after the bank's 303."""
    tab.wait_for_location(base_url + "/sandbox/return")
    if "Back to the app" not in (tab.evaluate("document.body.innerText") or ""):
        fail("the callback page does not say Back to the app")


def default_checkout():
    path = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, capture_output=True, text=True, check=True)
    return os.path.join(path.stdout.strip(), "yuno-checkout")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--checkout", help="yuno-checkout (default: the debug build's)")
    parser.add_argument("--sandbox", help="yuno-sandbox (default: $YUNO_SANDBOX or Sandbox/.build/debug/yuno-sandbox)")
    parser.add_argument("--screenshot", default=os.path.join(ROOT, "Documentation.docc", "Resources",
                                                             "3ds-challenge-page.png"))
    parser.add_argument("--chromium", default=shutil.which("chromium") or shutil.which("chromium-browser"))
    args = parser.parse_args()
    checkout = os.path.abspath(args.checkout or default_checkout())
    sandbox = os.path.abspath(args.sandbox or os.environ.get("YUNO_SANDBOX")
                              or os.path.join(ROOT, "Sandbox", ".build", "debug", "yuno-sandbox"))
    for name, path in (("yuno-checkout", checkout), ("yuno-sandbox", sandbox), ("chromium", args.chromium)):
        if not path or not os.access(path, os.X_OK):
            print("check-3ds-browser: FAIL: %s is not an executable (%s)" % (name, path), file=sys.stderr)
            return 1

    started = time.monotonic()
    work = tempfile.mkdtemp(prefix="yuno-3ds-")
    sandbox_log = os.path.join(work, "yuno-sandbox.log")
    server = tools = demo = None
    try:
        server, log, base_url = start_sandbox(sandbox, sandbox_log)
        tools = DevTools(args.chromium, work)
        tools.send("Browser.getVersion")
        for run in (lambda: approve_and_follow(tools, demo, base_url, args.screenshot),
                    lambda: decline_and_follow(tools, demo, base_url),
                    lambda: approve_then_close(tools, demo, sandbox_log)):
            demo = Demo(checkout, base_url)
            run()
        demo = None
    except Failure as failure:
        print("check-3ds-browser: FAIL: %s" % failure, file=sys.stderr)
        chromium_log = os.path.join(work, "chromium.log")
        if "Chromium" in str(failure) and os.path.exists(chromium_log):
            print("chromium, last lines:\n%s" % "".join(open(chromium_log, encoding="utf-8",
                                                              errors="replace").readlines()[-10:]), file=sys.stderr)
        if demo is not None:
            print("yuno-checkout (%s), last lines:\n%s" % (" ".join(demo.command[1:]), demo.tail()), file=sys.stderr)
        return 1
    finally:
        if demo is not None:
            demo.stop()
        if tools is not None:
            tools.close()
        if server is not None:
            server.send_signal(signal.SIGINT)
            try:
                server.wait(timeout=10)
            except subprocess.TimeoutExpired:
                stop(server)
            log.close()
        shutil.rmtree(work, ignore_errors=True)
    print("check-3ds-browser: Chromium answered the bank's page: approve → succeeded (back at the callback_url), "
          "decline → reject (back at the callback_url), approve + tab closed before the redirect → succeeded; "
          "screenshot %s (%.1f s)" % (os.path.relpath(args.screenshot, ROOT), time.monotonic() - started))
    return 0


if __name__ == "__main__":
    sys.exit(main())
