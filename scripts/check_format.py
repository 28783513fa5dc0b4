#!/usr/bin/env python3
"""House format: every tracked C++/CUDA source is as clang-format (.clang-format at the root) writes it.

    scripts/check_format.py ROOT          fails (exit 1) naming each file clang-format would change
    scripts/check_format.py --fix ROOT    rewrites those files in place
    scripts/check_format.py --self-test   proves the check fails on a badly formatted file

The tree was formatted once with Debian 12's clang-format 14; other major versions break some lines
differently, so with another version only the hard rule is checked (no line over the column limit)
and the output says so. Set CLANG_FORMAT to choose the program.
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

SUFFIXES = (".cpp", ".h", ".cu", ".cuh")
HOUSE_MAJOR = 14


def clang_format():
    for name in (os.environ.get("CLANG_FORMAT"), f"clang-format-{HOUSE_MAJOR}", "clang-format"):
        if name and shutil.which(name):
            return shutil.which(name)
    return None


def major_version(program):
    out = subprocess.run([program, "--version"], capture_output=True, text=True).stdout
    m = re.search(r"version (\d+)", out)
    return int(m.group(1)) if m else 0


def column_limit(root):
    with open(os.path.join(root, ".clang-format"), encoding="utf-8") as f:
        m = re.search(r"^ColumnLimit:\s*(\d+)", f.read(), re.M)
    return int(m.group(1)) if m else 80


# Generated files, written by their scripts (resources/translations/core_strings.cpp: translations.py).
GENERATED = ("resources/translations/",)


def sources(root):
    return [f for f in all_sources(root) if not f.startswith(GENERATED)]


def all_sources(root):
    try:
        out = subprocess.run(["git", "-C", root, "ls-files", "-z"], capture_output=True, check=True).stdout
        files = [p for p in out.decode().split("\0") if p.endswith(SUFFIXES)]
    except (OSError, subprocess.CalledProcessError):
        files = []
        for d, _, names in os.walk(root):
            if "/build" in d or "/." in d:
                continue
            files += [os.path.relpath(os.path.join(d, n), root) for n in names if n.endswith(SUFFIXES)]
    return sorted(files)


def long_lines(path, limit):
    bad = []
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if len(line.rstrip("\n")) > limit:
                bad.append(n)
    return bad


def check(root, fix=False):
    program = clang_format()
    if not program:
        print("check_format: clang-format not found (scripts/lib.sh installs it); set CLANG_FORMAT")
        return 1
    files = sources(root)
    exact = major_version(program) == HOUSE_MAJOR
    limit = column_limit(root)
    bad = []
    if exact:
        for i in range(0, len(files), 64):
            chunk = [os.path.join(root, p) for p in files[i:i + 64]]
            if fix:
                subprocess.run([program, "-i", "--style=file"] + chunk, check=True)
                continue
            res = subprocess.run([program, "--dry-run", "--style=file"] + chunk, capture_output=True, text=True)
            for line in res.stderr.splitlines():
                m = re.match(r"(.+?):(\d+):\d+: (warning|error):", line)
                if m:
                    rel = os.path.relpath(m.group(1), root)
                    if not bad or bad[-1][0] != rel:
                        bad.append((rel, m.group(2)))
    else:
        for p in files:
            lines = long_lines(os.path.join(root, p), limit)
            if lines:
                bad.append((p, str(lines[0])))
    if fix:
        print(f"check_format: formatted {len(files)} files")
        return 0
    if bad:
        for p, line in bad:
            print(f"{p}:{line}: not as clang-format writes it" if exact else f"{p}:{line}: longer than {limit} columns")
        print(f"check_format: {len(bad)} of {len(files)} files need formatting; run scripts/check_format.py --fix .")
        return 1
    how = "as clang-format 14 writes them" if exact else \
        f"no line over {limit} columns (clang-format {major_version(program)}, not {HOUSE_MAJOR}: only the limit is checked)"
    print(f"check_format: {len(files)} files, all {how}")
    return 0


def self_test():
    with tempfile.TemporaryDirectory() as d:
        root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
        shutil.copy(os.path.join(root, ".clang-format"), d)
        good = "int f(int a)\n{\n    return a + 1;\n}\n"
        with open(os.path.join(d, "good.cpp"), "w", encoding="utf-8") as f:
            f.write(good)
        if check(d) != 0:
            print("self-test: a well-formatted file was refused")
            return 1
        with open(os.path.join(d, "bad.cpp"), "w", encoding="utf-8") as f:
            f.write("int g(int a) { int b = a; return " + " + ".join(["b"] * 60) + "; }\n")
        if check(d) != 1:
            print("self-test: a line of 200+ columns passed")
            return 1
        check(d, fix=True)
        if check(d) != 0:
            print("self-test: --fix did not make the file pass")
            return 1
    print("check_format self-test: passes a formatted file, fails a long line, --fix repairs it")
    return 0


if __name__ == "__main__":
    args = sys.argv[1:]
    if args == ["--self-test"]:
        sys.exit(self_test())
    fix = "--fix" in args
    args = [a for a in args if a != "--fix"]
    sys.exit(check(args[0] if args else ".", fix))
