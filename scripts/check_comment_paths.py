#!/usr/bin/env python3
"""Comments that name a file of the tree name one that exists.

A comment (// in C++ and CUDA, # in CMake, Python and shell) that names a path under one of the
product folders (core/sim/quantizer.cpp, ui/render/chart_view.h, gpu/bench) must name a file or folder
of the tree, or the stem of one (gpu/bench for gpu/bench.h and gpu/bench.cpp). A bare source file
name (async_server.h, mpi_async.cpp) must be the name of some file of the tree. A file moved or
renamed without its mentions leaves them pointing nowhere: this finds them.

Not checked: includes (the compiler does), names with a placeholder in them (<id>, *, my-scene,
x/), and the few generated or system files named on purpose (IGNORED).

Prints one line per finding and exits 1 if there is any, else 0.

usage: scripts/check_comment_paths.py [REPO_ROOT]
       scripts/check_comment_paths.py --self-test
"""
import os
import re
import sys

TOPS = ("app", "cmake", "core", "docs", "gpu", "resources", "scripts", "tests", "ui")
SOURCES = (".cpp", ".h", ".cu", ".cuh")
HASH_COMMENTS = (".cmake", ".py", ".sh", ".sbatch")
PATH = re.compile(r"(?<![\w/.-])((?:" + "|".join(TOPS) + r")/[\w/.-]*\w)")
BARE = re.compile(r"(?<![\w/.<>*-])(\w+\.(?:h|cpp|cu|cuh|py))\b(?![/-])")
RELATIVE = re.compile(r"(?<![\w/.-])((?:[\w-]+/)+\w+\.(?:h|cpp|cu|cuh|py|cmake))\b")
PLACEHOLDER = re.compile(r"[<>*]|my-scene|(?:^|/)[xyz](?:/|$)|_$")
# Named on purpose though not in the tree: Qt's and CMake's generated or system files.
IGNORED = {"mocs_compilation.cpp", "qobjectdefs.h"}


def tree(root):
    """The tree's files and folders, relative to root (build folders and hidden ones left out)."""
    files, dirs = set(), set()
    for top in TOPS:
        for folder, subdirs, names in os.walk(os.path.join(root, top)):
            subdirs[:] = sorted(d for d in subdirs if not d.startswith(".") and not d.startswith("build"))
            rel = os.path.relpath(folder, root).replace(os.sep, "/")
            dirs.add(rel)
            files.update(rel + "/" + n for n in names)
    for n in os.listdir(root):
        if os.path.isfile(os.path.join(root, n)):
            files.add(n)
    return files, dirs


def comment(line, path):
    """The comment part of one line ('' if none); an #include line has none."""
    stripped = line.lstrip()
    if path.endswith(SOURCES):
        if stripped.startswith("#"):
            return ""
        at = line.find("//")
        return "" if at < 0 or line[:at].count('"') % 2 else line[at + 2:]
    if path.endswith(HASH_COMMENTS) or os.path.basename(path) == "CMakeLists.txt":
        at = line.find("#")
        return "" if at < 0 or line[:at].count('"') % 2 or line[:at].count("'") % 2 else line[at + 1:]
    return ""


def findings(root):
    files, dirs = tree(root)
    basenames = {f.rsplit("/", 1)[-1] for f in files}
    stems = {f.rsplit(".", 1)[0] for f in files if "." in f.rsplit("/", 1)[-1]}
    for path in sorted(files):
        if not (path.endswith(SOURCES + HASH_COMMENTS) or os.path.basename(path) == "CMakeLists.txt"):
            continue
        with open(os.path.join(root, path), encoding="utf-8", errors="replace") as fh:
            for number, line in enumerate(fh, 1):
                text = comment(line, path)
                if not text:
                    continue
                for match in PATH.finditer(text):
                    name = match.group(1).rstrip("/.")
                    if text[match.end():match.end() + 2].lstrip("/")[:1] in ("<", "*") or PLACEHOLDER.search(name):
                        continue
                    if name not in files and name not in dirs and name not in stems:
                        yield f"{path}:{number}: names {name}, which is not in the tree"
                text = PATH.sub("", text)
                for name in RELATIVE.findall(text):  # a path from some folder: the end of a file's path
                    if not PLACEHOLDER.search(name) and not any(f.endswith("/" + name) for f in files):
                        yield f"{path}:{number}: names {name}, which no file of the tree ends with"
                text = RELATIVE.sub("", text)
                for name in BARE.findall(text):
                    if name in basenames or name in IGNORED or PLACEHOLDER.search(name):
                        continue
                    yield f"{path}:{number}: names {name}, which no file of the tree is called"


def self_test():
    import tempfile
    cases = {
        "core/sim/quantizer.cpp": ("// the quantizer (core/sim/quantizer.h), as before\n", 0),
        "core/sim/quantizer.h": ("#pragma once\n#include \"core/scenes/old/gone.h\"\n", 0),  # an include: not a comment
        "gpu/bench.cpp": ("// see gpu/bench and core/sim/ and core/scenes/<id>/<id>_trace.h\n", 0),
        "ui/render/chart.h": ("// drawn by (painters/chart.h), hovered by sim/quantizer.h\n", 1),  # a folder gone
        "ui/render/draw.cpp": ("// what core/scenes/quantized/quantizer.cpp did (moved)\n"  # a moved file
                            "const char *s = \"// core/gone.h in a string\";\n"
                            "int x = 1; // async.cpp and quantizer.cpp\n"  # one bare name gone, one there
                            "// mocs_compilation.cpp is CMake's\n", 2),
        "tests/CMakeLists.txt": ("add_test(NAME a) # runs scripts/run.py and scripts/gone.py\n", 1),
        "scripts/run.py": ("# reads ui/old_window.h\nx = '#core/not_a_comment.h'\n", 1),
    }
    with tempfile.TemporaryDirectory() as root:
        for path, (text, _) in cases.items():
            os.makedirs(os.path.join(root, os.path.dirname(path)), exist_ok=True)
            with open(os.path.join(root, path), "w") as fh:
                fh.write(text)
        found = {}
        for line in findings(root):
            found[line.split(":")[0]] = found.get(line.split(":")[0], 0) + 1
        want = {p: n for p, (_, n) in cases.items() if n}
        if found != want:
            print(f"check_comment_paths self-test: found {found}, expected {want}")
            return 1
    print(f"check_comment_paths self-test: {sum(want.values())} findings in {len(cases)} files, as expected")
    return 0


def main():
    if sys.argv[1:] == ["--self-test"]:
        return self_test()
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    bad = list(findings(root))
    for line in bad:
        print(line)
    if bad:
        return 1
    print("check_comment_paths: every file a comment names is in the tree")
    return 0


if __name__ == "__main__":
    sys.exit(main())
