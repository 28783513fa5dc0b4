#!/usr/bin/env python3
"""Trace field names live in one place: the field tables (core/scenes/<id>/*_trace.cpp,
core/run_source.cpp).

Reads every name from those tables (`field(&S::member, "name", ...)`) and looks through ui/,
ui/render/, app/ and gpu/ for code that still spells one as a string to look a value up:
  - a field name with an underscore ("w_next", "bytes_sent") as any string literal: such a name
    means nothing but the field;
  - any field name as the key of a record lookup or write: .num("w"), .vec("grads"), .str(...),
    .matrix(...), .has(...), .find(...), .set("design", ...), ["loss"].
Short names that are also ordinary words, view names or parameter keys ("loss", "round",
"workers") are allowed elsewhere: a view called "loss" is not a lookup of the field loss, and
.set("workers", ...) on a scene's parameters (a key declared by a *Param("workers", ...) in core)
is not a write of the field.
Parameter keys live in one place too: each scene's parameter table (core/param_table.h, rows
`param(&P::member, numberParam("key", ...))`). Code in core/, ui/, ui/render/, app/ and gpu/ that reads
a parameter by a literal key (.number("eta"), .integer(...), .text(...), .numbers(...),
.integers(...), .pairs(...), .isSet(...), rejectParam(p, "eta", ...), scenePerWorker(p, "compute", ...))
is a finding: read the scene's typed struct (readParams<P>(set).eta) and name a key with
paramKey(&P::eta). Writing a value by key (.set("workers", "8"): a preset, a benchmark's setting) is
input, as on the command line, and allowed.
Comments are skipped. Prints one line per finding and exits 1 if there is any, else 0.

usage: scripts/check_field_names.py [REPO_ROOT]
       scripts/check_field_names.py --self-test
"""
import os
import re
import sys

TABLE_FILES = re.compile(r"^([a-z_]+_trace|run_source)\.cpp$")
FIELD = re.compile(r'field\(\s*&\s*[A-Za-z_][A-Za-z0-9_:]*\s*,\s*"([^"]+)"')
STRING = re.compile(r'"((?:[^"\\\n]|\\.)*)"')
LOOKUP = re.compile(r'(?:\.(?:num|vec|str|matrix|has|find|set)\s*\(\s*|\[\s*)"((?:[^"\\\n]|\\.)*)"')
PARAM = re.compile(r'[a-z]+Param\(\s*(?:ParamKind::\w+\s*,\s*)?"([^"]+)"')
SET = re.compile(r'\.set\s*\(\s*"((?:[^"\\\n]|\\.)*)"')
PARAM_KEY = re.compile(r'\.key\s*=\s*"([^"]+)"')
PARAM_READ = re.compile(r'(?:\.(?:number|integer|text|numbers|integers|pairs|isSet)\s*\(\s*|'
                        r'\b(?:rejectParam|scenePerWorker)\s*\(\s*\w+\s*,\s*)"((?:[^"\\\n]|\\.)*)"')
SOURCES = (".cpp", ".h", ".cu", ".cuh")
SCANNED = ("ui", "app", "gpu")  # ui/ holds ui/render/


def core_files(root, match):
    """Every file under core/ (scene folders included) whose name satisfies `match`, in a fixed order."""
    out = []
    for folder, dirs, files in os.walk(os.path.join(root, "core")):
        dirs.sort()
        out += [os.path.join(folder, f) for f in sorted(files) if match(f)]
    return out


def field_names(root):
    names = set()
    for path in core_files(root, TABLE_FILES.match):
        with open(path, encoding="utf-8") as fh:
            names.update(FIELD.findall(fh.read()))
    return names


def code_lines(path):
    """(line number, the line without its comment) for every line of code in `path`."""
    block = False
    with open(path, encoding="utf-8") as fh:
        for number, line in enumerate(fh, 1):
            text = line
            if block:
                if "*/" not in text:
                    continue
                text, block = text.split("*/", 1)[1], False
            if text.lstrip().startswith("/*") and "*/" not in text:
                block = True
                continue
            # A // outside a string literal ends the code of the line.
            cut, inside, i = len(text), False, 0
            while i < len(text):
                c = text[i]
                if c == "\\" and inside:
                    i += 2
                    continue
                if c == '"':
                    inside = not inside
                elif not inside and text.startswith("//", i):
                    cut = i
                    break
                i += 1
            yield number, text[:cut]


def param_keys(root):
    keys = set()
    for path in core_files(root, lambda f: f.endswith(".cpp")):
        with open(path, encoding="utf-8") as fh:
            text = fh.read()
            keys.update(PARAM.findall(text))
            keys.update(PARAM_KEY.findall(text))
    return keys


def findings(root, names):
    distinctive = {n for n in names if "_" in n}
    params = param_keys(root)
    for top in SCANNED:
        for folder, dirs, files in os.walk(os.path.join(root, top)):
            dirs.sort()
            for f in sorted(files):
                if not f.endswith(SOURCES):
                    continue
                path = os.path.join(folder, f)
                rel = os.path.relpath(path, root)
                for number, code in code_lines(path):
                    hits = {m for m in STRING.findall(code) if m in distinctive}
                    lookups = SET.sub(lambda m: "" if m.group(1) in params and m.group(1) not in distinctive else m.group(0), code)
                    hits |= {m for m in LOOKUP.findall(lookups) if m in names}
                    for name in sorted(hits):
                        yield f'{rel}:{number}: the trace field "{name}" spelled as a string: {code.strip()[:120]}'
    for top in ("core",) + SCANNED:
        for folder, dirs, files in os.walk(os.path.join(root, top)):
            dirs.sort()
            for f in sorted(files):
                if not f.endswith(SOURCES):
                    continue
                path = os.path.join(folder, f)
                rel = os.path.relpath(path, root)
                for number, code in code_lines(path):
                    for key in sorted({k for k in PARAM_READ.findall(code) if k in params}):
                        yield f'{rel}:{number}: the parameter "{key}" read by its key: {code.strip()[:120]}'


def self_test():
    """The checker on a small made-up tree: what it must find and what it must leave alone."""
    import tempfile
    with tempfile.TemporaryDirectory() as root:
        os.makedirs(os.path.join(root, "core"))
        os.makedirs(os.path.join(root, "ui"))
        table = "".join(f'field(&S::m{i}, "f{i}", "", "x"),\n' for i in range(60))
        table += 'field(&S::w_next, "w_next", "", "x"), field(&S::workers, "workers", "", "x"), field(&S::loss, "loss", "", "x"),\n'
        with open(os.path.join(root, "core", "demo_trace.cpp"), "w") as fh:
            fh.write(table)
        with open(os.path.join(root, "core", "scenes.cpp"), "w") as fh:
            fh.write('integerParam("workers", "4", 1, 64, "workers", "How many."),\n')
        code = {
            'double a = f.num("w_next");': True,               # a lookup
            'QString c = QStringLiteral("w_next");': True,     # a distinctive name anywhere
            'double b = r.vec("loss")[0];': True,              # a short name as a lookup key
            'r.set("loss", 1.0);': True,                       # a write
            'double d = r["workers"];': True,                  # an index
            'views << QStringLiteral("loss");': False,         # a view called loss
            'p.set("workers", "8");': False,                   # a scene parameter
            '// f.num("w_next") in a comment': False,
            'double e = f.w_next; // not "w_next"': False,
            'const int k = p.integer("workers");': True,         # a parameter read by its key
            'rejectParam(p, "workers", "1 to 64");': True,      # a message naming it by its key
            'const int k2 = readParams<P>(p).workers;': False,  # the typed read
            'rejectParam(p, paramKey(&P::workers), "1 to 64");': False,
            'double g = p.number(key);': False,                 # a key from a table
        }
        with open(os.path.join(root, "ui", "demo.cpp"), "w") as fh:
            fh.write("\n".join(code) + "\n")
        found = {int(line.split(":")[1]) for line in findings(root, field_names(root))}
        want = {i + 1 for i, hit in enumerate(code.values()) if hit}
        if found != want:
            print(f"check_field_names self-test: found lines {sorted(found)}, expected {sorted(want)}")
            return 1
    print(f"check_field_names self-test: {len(want)} findings of {len(code)} lines, as expected")
    return 0


def main():
    if sys.argv[1:] == ["--self-test"]:
        return self_test()
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    names = field_names(root)
    if len(names) < 50:
        print(f"check_field_names: only {len(names)} field names found in the tables under {root}/core: is this the repository?")
        return 2
    found = list(findings(root, names))
    for line in found:
        print(line)
    if found:
        print(f"{len(found)} place(s) name a trace field or a parameter by string; read the typed trace's or "
              "parameters' member instead (typedTrace<...>, fieldName(&Struct::member), readParams<P>, paramKey(&P::member)).")
        return 1
    print(f"check_field_names: {len(names)} field names, none spelled as a string in {', '.join(SCANNED)}; "
          f"{len(param_keys(root))} parameter keys, none read by a literal key")
    return 0


if __name__ == "__main__":
    sys.exit(main())
