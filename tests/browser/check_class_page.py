#!/usr/bin/env python3
"""The live class page in a real browser (issue #33): Debian's Chromium, headless, through
chromedriver, against `sgd-studio class sync` on the loopback address, driven line by line as a
teacher drives it from the terminal.

    check_class_page.py SGD_STUDIO CHROMEDRIVER [SHOTS_DIR]

Two students join: a laptop (the code in the address, from the QR code) and a phone-sized window
(typing the code, after a wrong one is refused). Both see step 0; the teacher steps and both see
step 1; the laptop steps back on its own and returns to live; the teacher asks, both answer, the
terminal's tally counts them, the reveal tells each whether they were right; an oversized message
closes its connection; a silent network is noticed. With SHOTS_DIR, screenshots of both pages are left there (for the manual).
Exit 0 when all is well, 1 otherwise (each problem on one line).
"""
import os
import signal
import subprocess
import sys
import time

from webdriver import KEYS, Browser, Checks, Driver, Teacher

STUDIO, DRIVER = sys.argv[1:3]
SHOTS = sys.argv[3] if len(sys.argv) > 3 else None
check = Checks()
failures = check.failures


def main():
    teacher = Teacher(STUDIO)
    check(teacher.url.startswith("http://127.0.0.1:") and len(teacher.code) == 6,
          "teacher: address %r, code %r" % (teacher.url, teacher.code))
    base = teacher.url.split("?")[0]
    driver = Driver(DRIVER)
    laptop = Browser(driver, (1280, 900))
    phone = Browser(driver, (390, 844), phone=True)
    try:
        # The laptop came from the QR code: the code is in the address; one click joins.
        laptop.open(teacher.url)
        check(laptop.wait("document.body.getAttribute('data-ready') === '1'"), "laptop: the page's script did not run")
        check(laptop.js("return document.getElementById('code').value;") == teacher.code, "laptop: the code is not filled in")
        laptop.click(laptop.find("#join-button"))
        check(laptop.wait("document.body.getAttribute('data-step') === '0'"), "laptop: step 0 never came")
        check(laptop.js("return document.getElementById('join').hidden;"), "laptop: the join form is still shown")
        check(laptop.js("return document.getElementById('counter').textContent;") == "Round 0 / 8", "laptop: counter %r" %
              laptop.js("return document.getElementById('counter').textContent;"))
        check(laptop.wait("(function () { var i = document.querySelector('section.step:not([hidden]) img'); "
                          "return i && i.src.indexOf('blob:') === 0 && i.complete && i.naturalWidth > 0; })()"),
              "laptop: the picture did not show from its SVG text")
        check(laptop.js("var i = document.querySelector('section.step:not([hidden]) img'); return i.complete && i.naturalWidth > 0;"),
              "laptop: the step's picture did not load")

        # The phone typed a wrong code first: refused, named; then the right one, with a nickname.
        phone.open(base)
        code = phone.find("#code")
        phone.type(code, "ZZZZZZ")
        phone.click(phone.find("#join-button"))
        refused = phone.wait("document.getElementById('join-status').textContent.indexOf('not this session') >= 0")
        check(refused, "phone: a wrong code was not refused (%r)" % phone.js("return document.getElementById('join-status').textContent;"))
        check(phone.js("return document.body.getAttribute('data-step');") is None, "phone: a wrong code saw a step")
        phone.clear(code)
        phone.type(code, teacher.code.lower())
        phone.type(phone.find("#nick"), "Ada")
        phone.type(code, KEYS["Enter"])
        check(phone.wait("document.body.getAttribute('data-step') === '0'"), "phone: step 0 never came after the right code")
        width = phone.js("return window.innerWidth;")
        check(width == 390, "phone: the viewport is %r pixels wide, not 390" % width)
        # Nothing wider than the phone: the page scrolls down, never sideways.
        check(phone.js("return document.documentElement.scrollWidth;") <= 390, "phone: the page is wider than the phone")
        students = teacher.say("students")[0]
        check(students.startswith("students: 2 joined now") and "1 wrong code," in students, "teacher: %r" % students)

        # The teacher steps: both follow, within a fraction of a second.
        started = time.time()
        check(teacher.say("next") == ["step 1: Round 1 / 8"], "teacher: next")
        both = laptop.wait("document.body.getAttribute('data-step') === '1'", 5) and \
            phone.wait("document.body.getAttribute('data-step') === '1'", 5)
        check(both, "students: step 1 never came")
        print("both students had step 1 %.2f s after the teacher's line" % (time.time() - started))
        check(phone.js("return document.getElementById('counter').textContent;") == "Round 1 / 8", "phone: counter after next")
        # Each page its layout: the phone's picture is laid out 390 pixels wide (its labels keep their size), the laptop's not.
        box = "var i = document.querySelector('section.step:not([hidden]) img'); return i ? [i.naturalWidth, i.clientWidth] : null;"
        check(phone.wait("(document.querySelector('section.step:not([hidden]) img') || {}).naturalWidth > 0"),
              "phone: the picture never loaded")
        got = phone.js(box)
        check(got is not None and got[0] == 390 and got[1] <= 390, "phone: picture %r, not laid out 390 wide" % got)
        got = laptop.js(box)
        check(got is not None and got[0] > 390, "laptop: picture %r, the phone's layout" % got)

        # The laptop steps back on its own; the teacher's next step does not pull it along; End returns to live.
        laptop.press("Left")
        check(laptop.js("return document.getElementById('counter').textContent;") == "Round 0 / 8", "laptop: Left did not step back")
        check(laptop.js("return document.body.getAttribute('data-live');") == "0", "laptop: still live after stepping back")
        check(teacher.say("next") == ["step 2: Round 2 / 8"], "teacher: second next")
        check(laptop.wait("document.body.getAttribute('data-step') === '2'"), "laptop: step 2 never came")
        check(laptop.js("return document.getElementById('counter').textContent;") == "Round 0 / 8",
              "laptop: a new step pulled a student who stepped back")
        check(phone.wait("document.getElementById('counter').textContent === 'Round 2 / 8'"), "phone: live did not follow")
        laptop.press("End")
        check(laptop.js("return document.getElementById('counter').textContent;") == "Round 2 / 8", "laptop: End did not return to live")
        # The teacher steps back: live follows; the steps kept stay in step order (Right goes to 2).
        check(teacher.say("back") == ["step 1: Round 1 / 8"], "teacher: back")
        check(laptop.wait("document.getElementById('counter').textContent === 'Round 1 / 8'"), "laptop: live did not follow back")
        laptop.press("Right")
        check(laptop.js("return document.getElementById('counter').textContent;") == "Round 2 / 8", "laptop: Right from step 1")
        laptop.press("End")
        check(laptop.js("return document.getElementById('counter').textContent;") == "Round 1 / 8", "laptop: End returns to step 1")
        check(teacher.say("next") == ["step 2: Round 2 / 8"], "teacher: next again")
        check(laptop.wait("document.getElementById('counter').textContent === 'Round 2 / 8'"), "laptop: step 2 again")
        check(laptop.js("return document.querySelectorAll('section.step').length;") == 3, "laptop: a step kept twice")

        # The question: both see it, both answer; the terminal counts them; the reveal grades each.
        asked = teacher.say("ask")[0]
        check(asked.startswith("asked: What is the global w after round 3?"), "teacher: %r" % asked)
        for who, b in (("laptop", laptop), ("phone", phone)):
            check(b.wait("!document.getElementById('ask').hidden"), who + ": the question never showed")
            prompt = b.js("return document.querySelector('#ask .prompt').textContent;")
            check(prompt == asked[len("asked: "):], "%s: prompt %r" % (who, prompt))
        check(laptop.js("return document.querySelector('section.step:not([hidden])').textContent.indexOf(\"This step's numbers\");") == -1,
              "laptop: the numbers (with the answer) show while the question is open")
        laptop.type(laptop.find("#ask input"), "2.3203125" + KEYS["Enter"])  # the lecture's round 3
        # Text that is no number is sent back, and the student answers again (a decimal comma reads).
        phone.type(phone.find("#ask input"), "zwei")
        phone.click(phone.find("#ask .send"))
        check(phone.wait("document.querySelector('#ask .verdict').textContent.indexOf('Type one number') === 0"),
              "phone: an unreadable answer was not sent back")
        check(not phone.js("return document.querySelector('#ask input').disabled;"), "phone: an unreadable answer used up the answer")
        phone.js("document.querySelector('#ask input').value = '';")
        phone.type(phone.find("#ask input"), "2,28125")                     # where it stood before, with a decimal comma
        phone.click(phone.find("#ask .send"))
        check(laptop.wait("document.body.getAttribute('data-answered') === '1'"), "laptop: the answer was not acknowledged")
        check(phone.wait("document.body.getAttribute('data-answered') === '1'"), "phone: the answer was not acknowledged")
        tally = teacher.say("answers", 3)
        check(tally[0] == "answers: 2 of 2 answered, 1 right", "teacher: %r" % tally)
        check(any("2.28125: 1 (Slip: that is global w before the step" in line for line in tally),  # the value, read
              "teacher: the slip is not named: %r" % tally)
        revealed = teacher.say("reveal")[0]
        check(revealed.startswith("revealed: global w = 2.32") and revealed.endswith("(2 of 2 answered, 1 right)"), "teacher: %r" % revealed)
        check(laptop.wait("document.body.getAttribute('data-revealed') === '1'"), "laptop: no reveal")
        check(phone.wait("document.body.getAttribute('data-revealed') === '1'"), "phone: no reveal")
        check(laptop.js("return document.querySelector('#ask .verdict').className;") == "verdict right", "laptop: not graded right")
        phone_verdict = phone.js("return document.querySelector('#ask .verdict').textContent;")
        check(phone.js("return document.querySelector('#ask .verdict').className;") == "verdict wrong" and "before the step" in phone_verdict,
              "phone: verdict %r" % phone_verdict)
        if SHOTS:
            os.makedirs(SHOTS, exist_ok=True)
            phone.screenshot(os.path.join(SHOTS, "class-phone.png"))
            laptop.screenshot(os.path.join(SHOTS, "class-laptop.png"))

        # A message far over the size limit closes its connection (1009), and only that one.
        code = laptop.js_async("""
            var done = arguments[arguments.length - 1];
            var ws = new WebSocket('ws://' + location.host + '/ws');
            ws.onopen = function () { ws.send('x'.repeat(10000)); };
            ws.onclose = function (e) { done(e.code); };
            setTimeout(function () { done('open'); }, 5000);""")
        check(code == 1009, "an oversized message: close code %r" % code)
        students = teacher.say("students")[0]
        check("2 joined now" in students and "1 closed for bad messages" in students, "teacher: %r" % students)

        # The teacher's network goes silent (the process stopped: its connections stay open and
        # say nothing, as when the Wi-Fi drops): within 12 s of the last beat the page says the
        # session lost its network; when it speaks again the page rejoins and follows.
        teacher.p.send_signal(signal.SIGSTOP)
        try:
            lost = laptop.wait("document.body.getAttribute('data-network') === 'lost'", 20)
            check(lost, "laptop: a silent network was not noticed")
            state = laptop.js("return document.getElementById('state').textContent;")
            check("lost its network" in state, "laptop: the page said %r" % state)
        finally:
            teacher.p.send_signal(signal.SIGCONT)
        check(laptop.wait("document.body.getAttribute('data-network') === 'ok'", 20),
              "laptop: the page did not come back when the network did")

        # The teacher ends the session: each page says so.
        teacher.quit()
        check(phone.wait("document.body.getAttribute('data-ended') === '1'"), "phone: the end was not shown")
    finally:
        for b in (laptop, phone):
            try:
                b.close()
            except OSError:
                pass
        driver.close()
        if teacher.p.poll() is None:
            teacher.p.kill()
    print("class page: %s" % ("ok" if not failures else "%d problems" % len(failures)))
    return 1 if failures else 0


sys.exit(main())
