#!/usr/bin/env python3
"""The house's layers, checked on every #include of the tree:

  core/    the engine: includes only core/ (never Qt GUI or Widgets headers, never gpu/, render/, ui/, app/)
  gpu/     the compute backends: core/ and gpu/
  render/  the pictures, QtGui only: core/ and render/ (never Qt Widgets headers, never ui/ or app/)
  ui/      the window: anything but app/
  render/scenes/<id>/*_parts.h and core/scenes/<id>/*_parts.h are private to their folder: only
  files in the same folder include them (a scene's tests use its *_layout.h).

Prints one line per finding and exits 1 if there is any, else 0.

usage: scripts/check_layers.py [REPO_ROOT]
       scripts/check_layers.py --self-test
"""
import os
import re
import sys

INCLUDE = re.compile(r'^\s*#\s*include\s*([<"])([^">]+)[">]')
SOURCES = (".cpp", ".h", ".cu", ".cuh")
ALLOWED = {
    "core": ("core/",),
    "gpu": ("core/", "gpu/"),
    "render": ("core/", "render/"),
    "ui": ("core/", "gpu/", "render/", "ui/"),
}
QT_GUI = re.compile(r"^(QtGui/|QtWidgets/|QtSvg/|QtCharts/|Q(Painter|Image|Color|Font|Pixmap|Widget|Application|GuiApplication|Pen|Brush|PainterPath|Svg\w*|PdfWriter|TextDocument)\b)")
QT_WIDGETS = re.compile(r"^(QtWidgets/|QtCharts/|Q(Widget|Application|MainWindow|Dialog|Label|PushButton|ComboBox|Menu|Action|Style|AbstractItemView|TableView)\b)")


def findings(root):
    for top, allowed in ALLOWED.items():
        for folder, dirs, files in os.walk(os.path.join(root, top)):
            dirs.sort()
            for f in sorted(files):
                if not f.endswith(SOURCES):
                    continue
                path = os.path.join(folder, f)
                rel = os.path.relpath(path, root)
                here = os.path.dirname(rel)
                with open(path, encoding="utf-8") as fh:
                    for number, line in enumerate(fh, 1):
                        m = INCLUDE.match(line)
                        if not m:
                            continue
                        kind, name = m.groups()
                        where = f"{rel}:{number}"
                        if kind == "<":
                            if top == "core" and QT_GUI.match(name):
                                yield f"{where}: core includes the GUI header <{name}>"
                            if top == "render" and QT_WIDGETS.match(name):
                                yield f"{where}: render includes the Widgets header <{name}>"
                            continue
                        target = os.path.normpath(os.path.join(here, name)) if "/" not in name or name.startswith("..") else name
                        if "/" not in name:
                            continue  # a header of the same folder
                        if name.startswith(".."):
                            continue  # tests' shared helpers, never in these folders
                        if not target.startswith(allowed):
                            yield f'{where}: {top}/ includes "{name}" (allowed: {", ".join(allowed)})'
                        if target.endswith("_parts.h") and "/scenes/" in target and os.path.dirname(target) != here:
                            yield f'{where}: "{name}" is private to {os.path.dirname(target)}/'
    # tests and app: private headers stay private there too
    for top in ("tests", "app"):
        for folder, dirs, files in os.walk(os.path.join(root, top)):
            dirs.sort()
            for f in sorted(files):
                if not f.endswith(SOURCES):
                    continue
                path = os.path.join(folder, f)
                rel = os.path.relpath(path, root)
                with open(path, encoding="utf-8") as fh:
                    for number, line in enumerate(fh, 1):
                        m = INCLUDE.match(line)
                        if m and m.group(1) == '"' and m.group(2).endswith("_parts.h") and "/scenes/" in m.group(2):
                            yield f'{rel}:{number}: "{m.group(2)}" is private to {os.path.dirname(m.group(2))}/'


def self_test():
    import tempfile
    cases = {
        "core/a.cpp": ('#include "core/trace.h"\n#include <QString>\n', 0),
        "core/b.cpp": ('#include "render/draw.h"\n#include <QPainter>\n', 2),
        "render/c.cpp": ('#include "core/trace.h"\n#include "render/draw.h"\n#include <QPainter>\n', 0),
        "render/d.cpp": ('#include "ui/main_window.h"\n#include <QWidget>\n', 2),
        "render/scenes/x/x_painter.cpp": ('#include "x_parts.h"\n', 0),
        "render/scenes/y/y_painter.cpp": ('#include "render/scenes/x/x_parts.h"\n', 1),
        "tests/ui/t.cpp": ('#include "render/scenes/x/x_layout.h"\n#include "render/scenes/x/x_parts.h"\n', 1),
        "gpu/g.cpp": ('#include "core/compute_backend.h"\n#include "ui/theme.h"\n', 1),
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
            print(f"check_layers self-test: found {found}, expected {want}")
            return 1
    print(f"check_layers self-test: {sum(want.values())} findings in {len(cases)} files, as expected")
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
    print("check_layers: every include keeps to its layer; scene parts stay in their folders")
    return 0


if __name__ == "__main__":
    sys.exit(main())
