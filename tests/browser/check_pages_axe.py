#!/usr/bin/env python3
"""The pages against WCAG 2.1 A and AA, as axe-core (the npm package) finds it in Debian's Chromium:

    check_pages_axe.py SGD_STUDIO CHROMEDRIVER AXE_MIN_JS

Every scene's take-home page (its first steps, in English, and sync's in German and Chinese) and the
class page in each of its states (join, following, a question open, revealed) must have no axe
violation at the wcag2a, wcag2aa, wcag21a and wcag21aa tags. Beside axe: every step picture has a
text alternative that starts with its step and, where the page shows the step's words, carries them;
the pages reflow at 320 CSS pixels (a phone, and 1280 at 400 % zoom) and at 640 (1280 at 200 %)
without a sideways scroll. Exit 0 when all is well, 1 otherwise (each problem on one line).
"""
import json
import os
import subprocess
import sys
import tempfile

from webdriver import Browser, Checks, Driver, Teacher

STUDIO, DRIVER, AXE = sys.argv[1:4]
TMP = tempfile.mkdtemp(prefix="sgd-axe-")
TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]
check = Checks()
RUN_AXE = ("var done = arguments[arguments.length - 1];"
           "axe.run(document, {runOnly: {type: 'tag', values: %s}}).then(function (r) {"
           "  done(r.violations.map(function (v) { return v.id + ' (' + v.impact + '): ' + v.nodes.length + ' element(s), first '"
           "    + v.nodes[0].target.join(' '); })); }, function (e) { done(['axe failed: ' + e]); });" % json.dumps(TAGS))


def axe(browser, what, source):
    browser.js(source)
    violations = browser.js_async(RUN_AXE)
    check(violations == [], "%s: %s" % (what, "; ".join(violations or ["no answer from axe"])))
    return len(violations or [])


def export(scene, extra=()):
    path = os.path.join(TMP, scene + "-" + "-".join(extra).replace("/", "_") + ".html")
    p = subprocess.run([STUDIO, "export", scene, "--to", "2", "--out", path] + list(extra), capture_output=True, text=True,
                       timeout=300, env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    check(p.returncode == 0, "export %s: %s" % (scene, p.stderr))
    return path


def alternatives(browser, what):
    """Every step picture's alt starts with its step; a step whose words show carries them too."""
    rows = browser.js("return Array.prototype.map.call(document.querySelectorAll('section.step'), function (s) {"
                      "  var i = s.querySelector('img'), n = s.querySelector('.narration:not([hidden])');"
                      "  return [s.getAttribute('data-counter'), i ? i.getAttribute('alt') : null, n ? n.textContent : ''];"
                      "});")
    for counter, alt, words in rows:
        check(alt is not None and alt.startswith(counter), "%s: the picture of %r has the text %r" % (what, counter, alt))
        if words.strip() and alt:
            check(" ".join(words.split())[:40] in alt, "%s: %r's picture text leaves out its words" % (what, counter))


def reflows(driver, url, what):
    for width in (320, 640):
        narrow = Browser(driver, size=(width, 800), phone=True)
        try:
            narrow.open(url)
            narrow.wait("document.body.getAttribute('data-ready') === '1'")
            wide = narrow.js("return document.documentElement.scrollWidth;")
            check(wide <= width, "%s at %d CSS px: the page is %r wide (scrolls sideways)" % (what, width, wide))
        finally:
            narrow.close()


def main():
    source = open(AXE, encoding="utf-8").read()
    scenes = json.loads(subprocess.run([STUDIO, "scenes", "--format", "json"], capture_output=True, text=True,
                                       env=dict(os.environ, QT_QPA_PLATFORM="offscreen")).stdout)["scenes"]
    driver = Driver(DRIVER)
    b = Browser(driver)
    found = 0
    try:
        pages = [(s["id"], export(s["id"])) for s in scenes]
        pages += [("sync (de)", export("sync", ["--lang", "de"])), ("sync (zh_CN)", export("sync", ["--lang", "zh_CN"]))]
        for what, path in pages:
            b.open(path)
            found += axe(b, what, source)
            alternatives(b, what)
        reflows(driver, pages[2][1], "sync's page")

        teacher = Teacher(STUDIO)
        try:
            b.open(teacher.url.split("?")[0])
            found += axe(b, "class page, join", source)
            b.js("document.getElementById('code').value = arguments[0];"
                 "document.getElementById('join-form').requestSubmit();", teacher.code)
            check(b.wait("document.body.getAttribute('data-step') === '0'"), "class page: never joined")
            found += axe(b, "class page, following", source)
            alternatives(b, "class page")
            reflows(driver, teacher.url, "class page")
            teacher.say("ask")
            check(b.wait("document.body.getAttribute('data-question') !== null"), "class page: the question never came")
            found += axe(b, "class page, question", source)
            teacher.say("reveal")
            check(b.wait("document.body.getAttribute('data-revealed') !== null"), "class page: the reveal never came")
            found += axe(b, "class page, revealed", source)
        finally:
            teacher.quit()
    finally:
        b.close()
        driver.close()
    print("axe-core over %d pages and 4 class page states: %d violations" % (len(pages), found))
    return 1 if check.failures else 0


sys.exit(main())
