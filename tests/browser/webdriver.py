"""A W3C WebDriver client over plain HTTP (no client library): Debian's Chromium, headless, through
chromedriver. Shared by the browser tests (the take-home page, the live class page)."""
import json
import os
import socket
import subprocess
import time
import urllib.request

KEYS = {"Right": "\ue014", "Left": "\ue012", "Home": "\ue011", "End": "\ue010", "Space": " ", "Enter": "\ue007"}


def free_port():
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return port


class Checks:
    """Each failed check prints one line and is kept; the script exits 1 when any failed."""

    def __init__(self):
        self.failures = []

    def __call__(self, ok, what):
        if not ok:
            self.failures.append(what)
            print("FAIL:", what)
        return ok


class Driver:
    """One chromedriver; each Browser is a session of it (its own window and storage)."""

    def __init__(self, path):
        self.port = free_port()
        self.process = subprocess.Popen([path, "--port=%d" % self.port], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.time() + 20
        while time.time() < deadline:
            try:
                self.call("GET", "/status")
                break
            except OSError:
                time.sleep(0.1)

    def call(self, method, path, body=None):
        data = json.dumps(body).encode() if body is not None else None
        req = urllib.request.Request("http://127.0.0.1:%d%s" % (self.port, path), data=data, method=method,
                                     headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(req, timeout=60) as r:
            return json.loads(r.read().decode()).get("value")

    def close(self):
        self.process.terminate()
        self.process.wait(10)


class Browser:
    def __init__(self, driver, size=(1280, 900), phone=False):
        """`phone`: a phone's viewport of `size` CSS pixels at 3 device pixels each, with touch
        (headless windows are at least 500 pixels wide, so a phone is emulated)."""
        self.driver = driver
        options = {"binary": "/usr/bin/chromium",
                   "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                            "--window-size=%d,%d" % (max(size[0], 500), size[1])]}
        if phone:
            options["mobileEmulation"] = {"deviceMetrics": {"width": size[0], "height": size[1], "pixelRatio": 3.0, "touch": True}}
        caps = {"capabilities": {"alwaysMatch": {"browserName": "chrome", "goog:chromeOptions": options}}}
        self.session = driver.call("POST", "/session", caps)["sessionId"]

    def s(self, method, path, body=None):
        return self.driver.call(method, "/session/%s%s" % (self.session, path), body)

    def open(self, url):
        self.s("POST", "/url", {"url": url if "://" in url else "file://" + url})

    def js(self, script, *args):
        return self.s("POST", "/execute/sync", {"script": script, "args": list(args)})

    def js_async(self, script, *args):
        """`script` calls its last argument with the result."""
        return self.s("POST", "/execute/async", {"script": script, "args": list(args)})

    def find(self, css):
        found = self.s("POST", "/element", {"using": "css selector", "value": css})
        return list(found.values())[0]

    def type(self, element, text):
        self.s("POST", "/element/%s/value" % element, {"text": text})

    def clear(self, element):
        self.s("POST", "/element/%s/clear" % element, {})

    def click(self, element):
        self.s("POST", "/element/%s/click" % element, {})

    def press(self, key):
        """A real key press (WebDriver actions) on whatever has the focus."""
        self.s("POST", "/actions", {"actions": [{"type": "key", "id": "keyboard", "actions": [
            {"type": "keyDown", "value": KEYS[key]}, {"type": "keyUp", "value": KEYS[key]}]}]})
        self.s("DELETE", "/actions")

    def screenshot(self, path):
        import base64
        with open(path, "wb") as f:
            f.write(base64.b64decode(self.s("GET", "/screenshot")))

    def wait(self, script, timeout=10.0):
        """Polls `script` (a JS expression) until it is truthy; its last value."""
        deadline = time.time() + timeout
        while True:
            value = self.js("return (" + script + ");")
            if value or time.time() > deadline:
                return value
            time.sleep(0.02)

    def close(self):
        self.s("DELETE", "")


class Teacher:
    """`sgd-studio class` with a pipe for the teacher's lines."""

    def __init__(self, studio, lang="en"):
        self.p = subprocess.Popen([studio, "class", "sync", "--bind", "127.0.0.1", "--port", "0", "--lang", lang], stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, bufsize=1,
                                  env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
        first = self.p.stdout.readline()
        self.url = first.strip().split(" at ")[-1]
        self.code = self.p.stdout.readline().strip().split(": ")[-1]
        self.p.stdout.readline()  # the commands

    def say(self, line, replies=1):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()
        return [self.p.stdout.readline().rstrip("\n") for _ in range(replies)]

    def quit(self):
        try:
            self.p.stdin.write("quit\n")
            self.p.stdin.flush()
            self.p.wait(20)
        except (BrokenPipeError, subprocess.TimeoutExpired):
            self.p.kill()
        return self.p.returncode
