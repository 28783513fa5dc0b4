#!/usr/bin/env python3
"""CTest docs_kept_true: the README and the manual say what the program does.

    scripts/docs_kept_true.py SGD_STUDIO [ROOT]     # check; one line per problem, exit 1 on any
    scripts/docs_kept_true.py SGD_STUDIO --self-test  # shows that a broken command, link, key and picture fail

1. Every `sgd-studio ...` line in a code block of README.md and docs/manual/ runs: the headless
   commands for real, in a scratch folder per page (files one line writes are there for the next),
   with "quit" on stdin; the window with SGD_STUDIO_SHORTCUTS_REPORT=1 (it opens offscreen, lists
   its keys and closes). A block after `<!-- docs-check: synopsis -->` is a usage synopsis: its
   subcommands must exist and every --option it names must be in that subcommand's --help. A block
   after `<!-- docs-check: skip (reason) -->` is not run (needs mpirun, a GPU, minutes).
2. Every relative link and picture of README.md and docs/ resolves (a #fragment to a heading of it).
3. Every key in the table under "## Keys" of docs/manual/teach.md is bound in the window, and every
   key of the window (its F1 sheet, ui/help_sheets.h) is in that table.
4. Every picture of docs/images/ that README.md or docs/manual/ shows is made by scripts/doc-figures,
   and the scene pages' facts are the program's (scripts/manual_scenes.py --check).
"""
import concurrent.futures
import glob
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
EXE_NAMES = {"sgd-studio", "build/app/sgd-studio", "scripts/run", "./build/app/sgd-studio"}
FENCE = re.compile(r"^\s*```")
MARK = re.compile(r"<!--\s*docs-check:\s*(skip|synopsis)\b[^>]*-->")
LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)|<img\s[^>]*src=\"([^\"]+)\"")
TIMEOUT_S = 40


def rel(path, root):
    return os.path.relpath(path, root)


def blocks(path):
    """(first line number, lines, mark) of each fenced code block; mark: None, 'skip' or 'synopsis'."""
    out, lines, start, mark, pending = [], None, 0, None, None
    for n, line in enumerate(open(path, encoding="utf-8"), 1):
        line = line.rstrip("\n")
        if lines is None:
            m = MARK.search(line)
            if m:
                pending = m.group(1)
            elif FENCE.match(line):
                lines, start, mark, pending = [], n + 1, pending, None
            elif line.strip():
                pending = None
        elif FENCE.match(line):
            out.append((start, lines, mark))
            lines = None
        else:
            lines.append(line)
    return out


def command_lines(lines, start):
    """(line number, text) of each command, backslash continuations joined, comments dropped."""
    out, held, at = [], "", 0
    for i, line in enumerate(lines):
        if not held:
            at = start + i
        held += line
        if held.endswith("\\"):
            held = held[:-1] + " "
            continue
        text = re.sub(r"(^|\s)#\s.*$", "", held).strip()
        held = ""
        if text:
            out.append((at, text))
    return out


def studio_words(segment):
    """The words after the program when `segment` runs sgd-studio, else None."""
    try:
        words = shlex.split(segment)
    except ValueError:
        return None
    while words and (words[0] in ("xvfb-run", "-a", "env") or re.match(r"^[A-Z_]+=", words[0])):
        words = words[1:]
    return words[1:] if words and words[0] in EXE_NAMES else None


class Checker:
    def __init__(self, exe, root):
        self.exe, self.root, self.problems, self.helps = os.path.abspath(exe), root, [], {}
        self.scratch = tempfile.mkdtemp(prefix="docs-kept-true-")
        self.env = dict(os.environ, QT_QPA_PLATFORM="offscreen", SGD_STUDIO_SHORTCUTS_REPORT="1",
                        QT_LOGGING_RULES="qt.qpa.*=false", XDG_CONFIG_HOME=self.scratch, XDG_DATA_HOME=self.scratch,
                        XDG_CACHE_HOME=self.scratch, LANG="C.UTF-8", LC_ALL="C.UTF-8")
        self.env.pop("SGD_STUDIO_EXE", None)

    def fail(self, where, what):
        self.problems.append("%s: %s" % (where, what))

    def run(self, args, cwd):
        try:
            return subprocess.run([self.exe] + args, cwd=cwd, env=self.env, input="quit\n", text=True,
                                  stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=TIMEOUT_S)
        except subprocess.TimeoutExpired:
            return subprocess.CompletedProcess(args, 124, "ran over %d s (shorten it or mark the block skip)" % TIMEOUT_S)

    def help_of(self, sub):
        if sub not in self.helps:
            self.helps[sub] = self.run(([sub] if sub else []) + ["--help"], self.scratch).stdout
        return self.helps[sub]

    # 1. commands
    def page_commands(self, path):
        """Runs one page's commands in order in a folder of its own; returns its problems."""
        problems = []
        cwd = tempfile.mkdtemp(dir=self.scratch)
        for start, lines, mark in blocks(path):
            if mark == "skip":
                continue
            for n, text in command_lines(lines, start):
                for segment in re.split(r"&&|;|\|\|?", text):
                    words = studio_words(segment.strip())
                    where = "%s:%d" % (rel(path, self.root), n)
                    if words is None:
                        if re.search(r"(^|[\s/])sgd-studio(\s|$)", segment):
                            problems.append("%s: sgd-studio not at the start of a command, cannot check it: %s"
                                            % (where, segment.strip()))
                        continue
                    if mark == "synopsis":
                        problems += self.synopsis(where, words)
                        continue
                    r = self.run(words, cwd)
                    if r.returncode != 0:
                        last = (r.stdout.strip().splitlines() or ["(no output)"])[-1]
                        problems.append("%s: `sgd-studio %s` exited %d: %s" % (where, " ".join(words), r.returncode, last))
        return problems

    def synopsis(self, where, words):
        sub = words[0] if words and re.match(r"^[a-z]+$", words[0]) else ""
        text = self.help_of(sub)
        if sub and not text.startswith("usage: sgd-studio " + sub):
            return ["%s: no subcommand '%s'" % (where, sub)]
        named = set(re.findall(r"--[a-z][a-z-]*", " ".join(words)))
        return ["%s: sgd-studio %s has no option %s" % (where, sub or "(window)", o) for o in sorted(named)
                if o not in text]

    def commands(self, pages):
        with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
            for problems in pool.map(self.page_commands, pages):
                self.problems += problems

    # 2. links and pictures
    def links(self, pages):
        for path in pages:
            inside = False
            for n, line in enumerate(open(path, encoding="utf-8"), 1):
                if FENCE.match(line):
                    inside = not inside
                    continue
                if inside:
                    continue
                for m in LINK.finditer(re.sub(r"`[^`]*`", "", line)):
                    target = m.group(1) or m.group(2)
                    if re.match(r"^[a-z]+:", target):
                        continue
                    where = "%s:%d" % (rel(path, self.root), n)
                    file, _, frag = target.partition("#")
                    full = os.path.normpath(os.path.join(os.path.dirname(path), file)) if file else path
                    if not os.path.exists(full):
                        self.fail(where, "link to %s: no such file" % target)
                    elif frag and full.endswith(".md") and frag not in anchors(full):
                        self.fail(where, "link to %s: no heading #%s there" % (target, frag))

    # 3. keys
    def keys(self):
        teach = os.path.join(self.root, "docs", "manual", "teach.md")
        named = manual_keys(teach)
        if not named:
            self.fail(rel(teach, self.root), "no keys table under '## Keys'")
            return
        r = self.run(["--scene", "single-weight", "--lang", "en"], self.scratch)
        try:
            rows = json.loads([line for line in r.stdout.splitlines() if line.startswith("[")][0])
        except (ValueError, IndexError):
            self.fail("the window", "no list of keys from SGD_STUDIO_SHORTCUTS_REPORT=1 (exit %d): %s"
                      % (r.returncode, r.stdout.strip()[-300:]))
            return
        bound = {k.strip(): row["what"] for row in rows for k in row["keys"].split(", ") if k.strip()}
        for key, n in sorted(named.items()):
            if key not in bound:
                self.fail("%s:%d" % (rel(teach, self.root), n), "the key %s is bound to nothing in the window" % key)
        for key in sorted(set(bound) - set(named)):
            self.fail(rel(teach, self.root), "the window binds %s (%s) but the keys table does not name it"
                      % (key, bound[key]))

    # 4. pictures and scene pages
    def pictures(self, pages, figures):
        made = set(subprocess.run([sys.executable, figures, "--list"], check=True, stdout=subprocess.PIPE,
                                  text=True).stdout.split())
        images = os.path.join(self.root, "docs", "images")
        for path in pages:
            for n, line in enumerate(open(path, encoding="utf-8"), 1):
                for m in LINK.finditer(line):
                    target = os.path.normpath(os.path.join(os.path.dirname(path), m.group(1) or m.group(2) or ""))
                    if os.path.dirname(target) == images and os.path.basename(target) not in made:
                        self.fail("%s:%d" % (rel(path, self.root), n),
                                  "the picture %s is not made by scripts/doc-figures" % os.path.basename(target))


def anchors(md):
    out = set()
    for line in open(md, encoding="utf-8"):
        m = re.match(r"^#{1,6}\s+(.*)$", line)
        if m:
            text = re.sub(r"[`*_]", "", m.group(1)).strip().lower()
            out.add(re.sub(r"[^\w\- ]", "", text).replace(" ", "-"))
    return out


def manual_keys(teach):
    """{key: line} of the backticked keys in the first column of the table under '## Keys'."""
    named, inside = {}, False
    for n, line in enumerate(open(teach, encoding="utf-8"), 1):
        if line.startswith("## "):
            inside = line.strip() == "## Keys"
        elif inside and line.startswith("|") and not re.match(r"^\|\s*-", line):
            for key in re.findall(r"`([^`]+)`", line.split("|")[1]):
                named.setdefault(key, n)
    return named


def check(exe, root):
    c = Checker(exe, root)
    try:
        manual = sorted(glob.glob(os.path.join(root, "docs", "manual", "**", "*.md"), recursive=True))
        readme = [os.path.join(root, "README.md")]
        c.commands(readme + manual)
        c.links(readme + sorted(glob.glob(os.path.join(root, "docs", "**", "*.md"), recursive=True)))
        c.keys()
        c.pictures(readme + manual, os.path.join(root, "scripts", "doc-figures"))
        if os.path.isdir(os.path.join(root, "docs", "manual", "scenes")):
            r = subprocess.run([sys.executable, os.path.join(root, "scripts", "manual_scenes.py"), exe, "--check"],
                               stdout=subprocess.PIPE, text=True)
            c.problems += r.stdout.split("\n")[:-1]
    finally:
        shutil.rmtree(c.scratch, ignore_errors=True)
    return c.problems


def self_test(exe):
    """A copy of the docs with one broken command, link, key and picture: each must be found."""
    root = os.path.dirname(HERE)
    with tempfile.TemporaryDirectory() as t:
        # A small copy (the keys table's page, the pictures, the figure list) keeps this quick; its
        # links to the pages left out fail too, which is not what is counted below.
        for part in ("docs/manual/teach.md", "docs/images", "scripts/doc-figures"):
            src, dst = os.path.join(root, part), os.path.join(t, part)
            os.makedirs(os.path.dirname(dst), exist_ok=True)
            (shutil.copytree if os.path.isdir(src) else shutil.copyfile)(src, dst)
        open(os.path.join(t, "README.md"), "w").write("# README\n\n```sh\nsgd-studio scenes\n```\n")
        with open(os.path.join(t, "docs", "manual", "broken.md"), "w") as f:
            f.write("# Broken\n\n```sh\nsgd-studio trace sync --no-such-option\n```\n\n<!-- docs-check: synopsis -->\n"
                    "```sh\nsgd-studio export ID --gone FILE\n```\n\n[a link](nowhere.md) and [a heading](teach.md#nowhere)\n\n"
                    "![a picture](../images/hand-made.png)\n")
        open(os.path.join(t, "docs", "images", "hand-made.png"), "w").close()
        teach = os.path.join(t, "docs", "manual", "teach.md")
        header = "| Key | What it does |\n| --- | --- |\n"
        text = open(teach).read()
        assert header in text, "teach.md: the keys table's header changed"
        open(teach, "w").write(text.replace(header, header + "| `Ctrl+F12` | nothing |\n", 1))
        problems = "\n".join(check(exe, t))
    wanted = {"a broken command": "--no-such-option` exited 2", "a gone option": "has no option --gone",
              "a broken link": "nowhere.md: no such file", "a broken fragment": "no heading #nowhere",
              "an unbound key": "Ctrl+F12 is bound to nothing", "a hand-made picture": "hand-made.png is not made"}
    missed = [what for what, text in wanted.items() if text not in problems]
    print(problems)
    for what in missed:
        print("self-test: %s was not found" % what)
    return 1 if missed else 0


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    if "--self-test" in sys.argv[2:]:
        sys.exit(self_test(sys.argv[1]))
    root = sys.argv[2] if len(sys.argv) > 2 else os.path.dirname(HERE)
    problems = check(sys.argv[1], root)
    for p in problems:
        print(p)
    print("docs_kept_true: %d problem(s)" % len(problems) if problems else "docs_kept_true: README and manual agree with the program")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
