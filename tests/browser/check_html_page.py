#!/usr/bin/env python3
"""The take-home web page in a real browser: Debian's Chromium, headless, driven by chromedriver
over the W3C WebDriver protocol (plain HTTP, no client library).

    check_html_page.py SGD_STUDIO CHROMEDRIVER QUIZ_TABLE_TEST

For every scene, `sgd-studio export ID --out ID.html` opens from a file and its script runs to the
end. For sync, real key presses step it (Right, Left, Home, Space plays), the counter follows, and
the question grades a typed answer: the right one exact, the weight before the step named as such,
and Reveal gives the answer. For every scene, the answers of core's grading table (written by the test
ui_quiz_surfaces: right, each named slip, close, far, a decimal comma, a plus, a unicode minus,
unreadable) typed into the page's question get core's verdict and words, and the page carries the
same grading table; until Reveal the section's words and numbers stay hidden.
Exit 0 when all is well, 1 otherwise (each problem on one line).
"""
import json
import os
import subprocess
import sys
import tempfile
import time

from webdriver import KEYS, Browser, Checks, Driver

STUDIO, DRIVER, QUIZ_TABLE_TEST = sys.argv[1:4]
TMP = tempfile.mkdtemp(prefix="sgd-html-")
failures = []



def check(ok, what):
    if not ok:
        failures.append(what)
        print("FAIL:", what)
    return ok


def export(scene, extra=()):
    path = os.path.join(TMP, scene + ("-part" if extra else "") + ".html")
    p = subprocess.run([STUDIO, "export", scene, "--out", path] + list(extra), capture_output=True, text=True, timeout=300,
                       env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    check(p.returncode == 0, "export %s: %s" % (scene, p.stderr))
    return path


def main():
    scenes = json.loads(subprocess.run([STUDIO, "scenes", "--format", "json"], capture_output=True, text=True,
                                       env=dict(os.environ, QT_QPA_PLATFORM="offscreen")).stdout)["scenes"]
    driver = Driver(DRIVER)
    b = Browser(driver)
    try:
        for s in scenes:  # the first steps of each (a whole run is the same page, longer)
            b.open(export(s["id"], ["--to", "2"]))
            ready = b.js("return document.body.getAttribute('data-ready');")
            shown = b.js("return document.querySelectorAll('section.step:not([hidden])').length;")
            check(ready == "1" and shown == 1, "%s: script ready %r, %r steps showing" % (s["id"], ready, shown))

        table_path = os.path.join(TMP, "quiz-table.json")
        p = subprocess.run([QUIZ_TABLE_TEST, "oneVerdictPerAnswer"], capture_output=True, text=True, timeout=300,
                           env=dict(os.environ, QT_QPA_PLATFORM="offscreen", SGD_QUIZ_TABLE=table_path))
        check(p.returncode == 0 and os.path.exists(table_path), "quiz table: %s" % p.stdout[-2000:])
        table = json.load(open(table_path)) if os.path.exists(table_path) else []
        check(len(table) == 15, "quiz table has %d scenes" % len(table))
        graded = 0
        for row in table:
            scene = row["scene"]
            page = os.path.join(TMP, scene + "-graded.html")
            p = subprocess.run([STUDIO, "export", row["trace"], "--out", page, "--to", str(row["step"] + 1)],
                               capture_output=True, text=True, timeout=300, env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
            check(p.returncode == 0, "export %s: %s" % (row["trace"], p.stderr))
            b.open(page)
            for _ in range(row["step"]):
                b.press("Right")
            quiz = "section.step:not([hidden]) .quiz"
            rubric = b.js("var q = document.querySelector('%s'); return q ? JSON.parse(q.getAttribute('data-rubric')) : null;" % quiz)
            check(rubric == row["rubric"], "%s: the page's grading table differs from core's: %r" % (scene, rubric))
            hidden = b.js("return Array.prototype.every.call(document.querySelectorAll('section.step:not([hidden]) .after-reveal'),"
                          " function (e) { return e.hidden; });")
            check(hidden, "%s: words or numbers show before the reveal" % scene)
            for a in row["answers"]:
                got = b.js("var q = document.querySelector('%s'), i = q.querySelector('input');"
                           "i.value = arguments[0]; q.querySelector('.check').click();"
                           "var v = q.querySelector('.verdict'); return [v.getAttribute('data-verdict'), v.textContent];" % quiz,
                           a["typed"])
                check(got == [a["verdict"], a["words"]],
                      "%s: %r graded %r on the page, %r by core" % (scene, a["typed"], got, [a["verdict"], a["words"]]))
                graded += 1
            b.click(b.find(quiz + " .reveal"))
            shown = b.js("return Array.prototype.every.call(document.querySelectorAll('section.step:not([hidden]) .after-reveal'),"
                         " function (e) { return !e.hidden; });")
            check(shown, "%s: Reveal did not show the step's words and numbers" % scene)
            said = b.js("return document.querySelector('%s .verdict').textContent;" % quiz)
            check(row["rubric"]["reveal"] in said, "%s: reveal says %r" % (scene, said))
        check(graded >= 15 * 6, "only %d answers graded" % graded)

        b.open(export("sync"))
        counter = lambda: b.js("return document.getElementById('counter').textContent;")
        check(counter() == "Round 0 / 8", "sync: counter at the start %r" % counter())
        b.press("Right")
        check(counter() == "Round 1 / 8", "sync: after Right %r" % counter())
        b.press("Right")
        b.press("Left")
        check(counter() == "Round 1 / 8", "sync: after Right, Left %r" % counter())
        b.press("Home")
        check(counter() == "Round 0 / 8", "sync: after Home %r" % counter())
        b.press("Space")  # plays: a step every 1.6 s
        time.sleep(2.2)
        b.press("Space")
        playing = counter()
        check(playing in ("Round 1 / 8", "Round 2 / 8"), "sync: after playing 2.2 s %r" % playing)
        b.press("Home")
        # Round 0's question: w after round 1 is 2.125 (the lecture's worked example); 1.5 is where it stood.
        quiz = "section.step:not([hidden]) .quiz"
        answer = b.find(quiz + " input")
        b.type(answer, "2.125")
        b.click(b.find(quiz + " .check"))
        verdict = b.js("return document.querySelector('%s .verdict').textContent;" % quiz)
        check(verdict == "Exact!", "sync: 2.125 graded %r" % verdict)
        b.js("document.querySelector('%s input').value = '';" % quiz)
        b.type(answer, "1.5" + KEYS["Enter"])
        verdict = b.js("return document.querySelector('%s .verdict').textContent;" % quiz)
        check("before the step" in verdict, "sync: 1.5 graded %r" % verdict)
        b.click(b.find(quiz + " .reveal"))
        verdict = b.js("return document.querySelector('%s .verdict').textContent;" % quiz)
        check("2.125" in verdict, "sync: reveal says %r" % verdict)
        # Keys typed into the answer stay there: the page does not step under the reader.
        check(counter() == "Round 0 / 8", "sync: typing stepped the page to %r" % counter())
        # After Enter has checked an answer, the arrows step again (the verdict has the focus).
        b.js("document.querySelector('%s input').disabled = false; document.querySelector('%s input').value = '';" % (quiz, quiz))
        b.type(b.find(quiz + " input"), "2" + KEYS["Enter"])
        b.press("Right")
        check(counter() == "Round 1 / 8", "sync: Right after Enter in the answer box left the page at %r" % counter())
        # A page exported in Chinese says what its script writes in Chinese too: Play and Pause, the reveal.
        b.open(export("sync", ["--lang", "zh_CN", "--to", "3"]))
        play = lambda: b.js("return document.getElementById('play').textContent;")
        check(play() == "播放", "zh_CN: the play button says %r" % play())
        b.press("Space")
        check(play() == "暂停", "zh_CN: playing, the button says %r" % play())
        b.press("Space")
        check(play() == "播放", "zh_CN: stopped, the button says %r" % play())
        b.press("Home")
        b.click(b.find(quiz + " .reveal"))
        said = b.js("return document.querySelector('%s .verdict').textContent;" % quiz)
        check(said.startswith("答案是") and "2.125" in said, "zh_CN: reveal says %r" % said)
        # On a wide screen the wide picture; a phone held upright shows the one laid out for it
        # (390 CSS pixels, drawn at twice that), whose labels keep their size.
        b.open(export("sync", ["--to", "2"]))
        wide = b.js("var i = document.querySelector('section.step:not([hidden]) img'); return [i.naturalWidth, i.clientWidth];")
        check(wide[0] == 1280, "wide screen: the picture is %r pixels wide" % wide[0])
        phone = Browser(driver, size=(390, 844), phone=True)
        try:
            phone.open(export("sync", ["--to", "2"]))
            got = phone.js("var i = document.querySelector('section.step:not([hidden]) img');"
                           "return [i.naturalWidth, i.clientWidth, document.documentElement.scrollWidth];")
            check(got[0] == 780, "phone: the picture is %r pixels wide, not the phone's 780" % got[0])
            check(got[1] <= 390 and got[2] <= 390, "phone: the picture (%r) or the page (%r) is wider than the screen" % (got[1], got[2]))
        finally:
            phone.close()
    finally:
        b.close()
        driver.close()
    print("html page: %s" % ("ok" if not failures else "%d problems" % len(failures)))
    return 1 if failures else 0


sys.exit(main())
