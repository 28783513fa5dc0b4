#!/usr/bin/env python3
"""The house's layers, checked on every #include of the tree:

  core/       the engine: includes only core/ (never Qt GUI or Widgets headers, never gpu/, ui/, app/)
  gpu/        the compute backends: core/ and gpu/
  ui/render/  the pictures, QtGui only: core/ and ui/render/ (never Qt Widgets headers, never the rest
              of ui/ or app/)
  ui/         the window: anything but app/
  ui/render/scenes/<id>/*_parts.h and core/scenes/<id>/*_parts.h are private to their folder: only
  ui/session/  the session without a widget: core/, ui/render/ and ui/session/ only, never a Qt Widgets
              (or Qt Charts) header; the window, the class server and the tests build on it
  files in the same folder include them (a scene's tests use its *_layout.h).
  A scene's folder never includes another scene's folder: what several scenes share is a simulator
  in core/sim/ (the async server, the synchronous rounds, the sharded servers, the gossip graph, the
  quantizers); core/sim/ itself includes no scene folder.

And the painters' views are typed (ui/render/scene_views.h): in ui/render/scenes/ no view is compared by
its name. One of the folder's view names (a row `{XView::Loss, "loss"}` of its view table) compared
with == or !=, anything called view compared with a string literal or tested with isEmpty(), and viewOf() (the
raw name) are findings: read the view with viewIn<XView>() and compare enums. View toggles are read
with toggleOn(options, kToggle) only, so a lookup in the options map (options.value(...),
options[...], options.contains(...)) is a finding too: the key and its default live in the
toggle's declaration.

Prints one line per finding and exits 1 if there is any, else 0.

usage: scripts/check_layers.py [REPO_ROOT]
       scripts/check_layers.py --self-test
"""
import os
import re
import sys

INCLUDE = re.compile(r'^\s*#\s*include\s*([<"])([^">]+)[">]')
SOURCES = (".cpp", ".h", ".cu", ".cuh")
# Each layer's folder and what it may include; a file belongs to the first folder its path starts with.
ALLOWED = {
    "ui/render": ("core/", "ui/render/"),
    "core": ("core/",),
    "gpu": ("core/", "gpu/"),
    "ui": ("core/", "gpu/", "ui/"),
}
RENDER = "ui/render"
QT_GUI = re.compile(r"^(QtGui/|QtWidgets/|QtSvg/|QtCharts/|Q(Painter|Image|Color|Font|Pixmap|Widget|Application|GuiApplication|Pen|Brush|PainterPath|Svg\w*|PdfWriter|TextDocument)\b)")
VIEW_ROW = re.compile(r'\{\s*\w+::\w+\s*,\s*"([^"\\]+)"\s*\}')
LITERAL = r'(?:(?:QLatin1String|QStringLiteral|QStringView|QLatin1StringView|QString)\s*\(\s*)?u?"((?:[^"\\]|\\.)*)"'
COMPARED_LITERAL = re.compile(r'(?:==|!=)\s*' + LITERAL + r'|' + LITERAL + r'\s*\)?\s*(?:==|!=)')
VIEW_VS_LITERAL = re.compile(r'\b\w*[vV]iew\b(?:\([^()]*\))?\s*(?:==|!=)\s*' + LITERAL + r'|'
                             + LITERAL + r'\s*\)?\s*(?:==|!=)\s*[\w.>-]*\b\w*[vV]iew\b')
VIEW_EMPTY = re.compile(r'\bview\s*\.\s*isEmpty\s*\(')
RAW_VIEW = re.compile(r'\bviewOf\s*\(')
OPTION_LOOKUP = re.compile(r'\boptions\s*(?:\.\s*(?:value|contains)\s*\(|\[)')
SCENE_DIR = re.compile(r"^(?:core|ui/render)/scenes/([^/]+)/")
QT_WIDGETS = re.compile(r"^(QtWidgets/|QtCharts/|Q(Widget|Application|MainWindow|Dialog|Label|PushButton|ComboBox|Menu|Action|Style|AbstractItemView|TableView)\b)")
SESSION_DIR = "ui/session/"
SESSION_ALLOWED = ("core/", "ui/render/", "ui/session/")
# Where Qt's headers are not installed: the prefixes and the widgets most likely met (QAction and
# QUndoStack are QtGui's in Qt 6, allowed).
SESSION_WIDGETS = re.compile(r"^(QtWidgets/|QtCharts/|Q(Widget|Application|MainWindow|Dialog|MessageBox|FileDialog|Label|"
                             r"PushButton|ComboBox|Menu|MenuBar|StatusBar|ToolBar|Style|AbstractItemView|TableView|UndoView)\b)")


def widgets_headers():
    """Every class header of Qt Widgets and Qt Charts installed here (<QUndoView>, <QFileDialog>, ...),
    beside QT_WIDGETS' prefixes: the session library links neither."""
    names = set()
    for base in ("/usr/include/x86_64-linux-gnu/qt6", "/usr/include/aarch64-linux-gnu/qt6", "/usr/include/qt6"):
        for module in ("QtWidgets", "QtCharts"):
            folder = os.path.join(base, module)
            if os.path.isdir(folder):
                names.update(f for f in os.listdir(folder) if f.startswith("Q") and "." not in f)
    return names


WIDGETS_HEADERS = widgets_headers()


def session_finding(name, kind):
    """Why the include `name` (kind '<' or '"') does not belong in ui/session/, or None."""
    if kind == "<":
        if SESSION_WIDGETS.match(name) or name in WIDGETS_HEADERS:
            return f"the session library includes the Widgets header <{name}>"
        return None
    if "/" in name and not name.startswith(SESSION_ALLOWED):
        return f'the session library includes "{name}" (allowed: {", ".join(SESSION_ALLOWED)})'
    return None


def layer_of(rel):
    rel = rel.replace(os.sep, "/")
    return next((top for top in ALLOWED if rel.startswith(top + "/")), None)


def findings(root):
    for top in ("core", "gpu", "ui"):
        for folder, dirs, files in os.walk(os.path.join(root, top)):
            dirs.sort()
            for f in sorted(files):
                if not f.endswith(SOURCES):
                    continue
                path = os.path.join(folder, f)
                rel = os.path.relpath(path, root)
                top = layer_of(rel)
                allowed = ALLOWED[top]
                here = os.path.dirname(rel)
                with open(path, encoding="utf-8") as fh:
                    for number, line in enumerate(fh, 1):
                        m = INCLUDE.match(line)
                        if not m:
                            continue
                        kind, name = m.groups()
                        where = f"{rel}:{number}"
                        if rel.replace(os.sep, "/").startswith(SESSION_DIR) and (why := session_finding(name, kind)):
                            yield f"{where}: {why}"
                        if kind == "<":
                            if top == "core" and QT_GUI.match(name):
                                yield f"{where}: core includes the GUI header <{name}>"
                            if top == RENDER and QT_WIDGETS.match(name):
                                yield f"{where}: ui/render includes the Widgets header <{name}>"
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
                        own, other = SCENE_DIR.match(rel.replace(os.sep, "/")), SCENE_DIR.match(target)
                        if own and other and own.group(1) != other.group(1):
                            yield (f'{where}: scene {own.group(1)} includes scene {other.group(1)}\'s "{name}" '
                                   "(shared code belongs in core/sim/)")
                        if rel.replace(os.sep, "/").startswith("core/sim/") and other:
                            yield f'{where}: the shared simulators include scene {other.group(1)}\'s "{name}"'
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
    yield from view_findings(root)
    yield from scene_id_findings(root)
    yield from settings_findings(root)


def settings_findings(root):
    """QSettings read or written anywhere but ui/session/settings.h, where every key is declared once with its type."""
    for top in ("app", "core", "gpu", "ui"):
        for folder, dirs, files in os.walk(os.path.join(root, top)):
            dirs.sort()
            for f in sorted(files):
                rel = os.path.relpath(os.path.join(folder, f), root)
                if not f.endswith(SOURCES) or rel == os.path.join("ui", "session", "settings.h"):
                    continue
                for number, code in code_lines(os.path.join(root, rel)):
                    if re.search(r"\bQSettings\b", code) and not code.lstrip().startswith("#include"):
                        yield f"{rel}:{number}: QSettings outside ui/session/settings.h (declare the setting there): {code.strip()[:90]}"


# Scene ids written outside their scenes' folders that are not the scene: each with its reason. A new
# entry needs one; a branch on a scene id belongs in the scene's registration (core/scenes.h hooks,
# ScenePainter's virtuals), not here.
SCENE_ID_WORDS = {
    ("app/mpi/", "sync"): "sgd-studio-mpi's design names (its command line) are the words sync, async and gossip",
    ("app/mpi/", "async"): "the same: a design name of the runner",
    ("app/mpi/", "decentralized"): "the gossip design records the decentralized scene's trace",
    ("core/sim/sync_rounds.cpp", "sync"): "the simulator's trace when a test runs it directly (runScene sets the id)",
    ("core/sim/async_server.cpp", "async"): "the same for the asynchronous server",
    ("core/sim/sharded_servers.cpp", "sharded-servers"): "the same for the sharded servers",
    ("core/trace_docs.cpp", "sync"): "the trace reference's example of a file",
    ("ui/render/layout_audit.cpp", "overlap"): "a layout problem's kind: text over text",
    ("app/cli/window_command.cpp", "sync"): "Qt's own -sync option, refused on the command line",
    ("app/cli/class_bench.cpp", "sync"): "bench --class measures the sync scene unless --scene says otherwise (the figures quoted)",
}
PLAIN_LITERAL = re.compile(r'"((?:[^"\\]|\\.)*)"')


def scene_id_findings(root):
    """A scene's id as a string literal in code outside its two folders (comments aside)."""
    scenes_dir = os.path.join(root, "core", "scenes")
    ids = {d for d in os.listdir(scenes_dir) if os.path.isdir(os.path.join(scenes_dir, d))} if os.path.isdir(scenes_dir) else set()
    for top in ("app", "core", "gpu", "ui"):
        for folder, dirs, files in os.walk(os.path.join(root, top)):
            dirs.sort()
            for f in sorted(files):
                if not f.endswith(SOURCES):
                    continue
                rel = os.path.relpath(os.path.join(folder, f), root)
                if SCENE_DIR.match(rel) or rel == os.path.join("core", "scenes", "scene_list.h"):
                    continue
                for number, code in code_lines(os.path.join(root, rel)):
                    for word in PLAIN_LITERAL.findall(code):
                        if word in ids and not any(rel.startswith(place) and word == w for place, w in SCENE_ID_WORDS):
                            yield (f'{rel}:{number}: the scene id "{word}" outside its folders (give the scene a hook in its '
                                   f'registration, or add a reasoned entry to SCENE_ID_WORDS): {code.strip()[:90]}')


def code_lines(path):
    """(line number, the line without its comments) for every line of `path`."""
    block = False
    with open(path, encoding="utf-8") as fh:
        for number, line in enumerate(fh, 1):
            text, out, i, inside = line, "", 0, False
            while i < len(text):
                if block:
                    end = text.find("*/", i)
                    if end < 0:
                        break
                    block, i = False, end + 2
                    continue
                c = text[i]
                if inside and c == "\\":
                    out += text[i:i + 2]
                    i += 2
                    continue
                if c == '"':
                    inside = not inside
                elif not inside and text.startswith("//", i):
                    break
                elif not inside and text.startswith("/*", i):
                    block, i = True, i + 2
                    continue
                out += c
                i += 1
            yield number, out


def scene_sources(root):
    for folder, dirs, files in os.walk(os.path.join(root, "ui", "render", "scenes")):
        dirs.sort()
        for f in sorted(files):
            if f.endswith(SOURCES):
                yield os.path.join(folder, f)


def view_findings(root):
    """View names compared as strings, and toggles read from the options map, in ui/render/scenes/."""
    names = {}  # a scene folder's view names (another scene's "staleness" may be a rule's name here)
    for path in scene_sources(root):
        with open(path, encoding="utf-8") as fh:
            names.setdefault(os.path.dirname(path), set()).update(VIEW_ROW.findall(fh.read()))
    for path in scene_sources(root):
        rel = os.path.relpath(path, root)
        for number, code in code_lines(path):
            compared = {a or b for a, b in COMPARED_LITERAL.findall(code)} & names[os.path.dirname(path)]
            if compared:
                why = f'the view name "{sorted(compared)[0]}" compared as a string'
            elif VIEW_VS_LITERAL.search(code) or VIEW_EMPTY.search(code):
                why = "a view compared as a string"
            elif RAW_VIEW.search(code):
                why = "viewOf() reads the view's name"
            elif OPTION_LOOKUP.search(code):
                why = "a view toggle read from the options by its key"
            else:
                continue
            yield f"{rel}:{number}: {why} (use viewIn<...>() and enums, toggleOn(options, kToggle)): {code.strip()[:100]}"


def self_test():
    import tempfile
    cases = {
        "core/a.cpp": ('#include "core/trace.h"\n#include <QString>\n', 0),
        "core/b.cpp": ('#include "ui/render/draw.h"\n#include <QPainter>\n', 2),
        "ui/render/c.cpp": ('#include "core/trace.h"\n#include "ui/render/draw.h"\n#include <QPainter>\n', 0),
        "ui/render/d.cpp": ('#include "ui/main_window.h"\n#include <QWidget>\n', 2),
        "ui/render/scenes/x/x_painter.cpp": ('#include "x_parts.h"\n', 0),
        "ui/render/scenes/y/y_painter.cpp": ('#include "ui/render/scenes/x/x_parts.h"\n', 2),  # private, and another scene's
        "tests/ui/t.cpp": ('#include "ui/render/scenes/x/x_layout.h"\n#include "ui/render/scenes/x/x_parts.h"\n', 1),
        "gpu/g.cpp": ('#include "core/compute_backend.h"\n#include "ui/theme.h"\n', 1),
        "core/scenes/y/y.cpp": ('#include "core/scenes/x/x.h"\n#include "core/sim/quantizer.h"\n#include "core/scenes/y/y.h"\n', 1),
        "ui/render/scenes/z/z.cpp": ('#include "core/sim/async_server.h"\n#include "ui/render/scenes/x/x_layout.h"\n', 1),
        "core/sim/s.cpp": ('#include "core/sim/gossip_graph.h"\n#include "core/scenes/x/x_trace.h"\n', 1),
        # typed views: the table and a toggle declared, then compared or read right and wrong
        "ui/render/scenes/x/x_layout.h": (
            'enum class XView { Scene, Loss, WChart };\n'
            'inline constexpr ViewName<XView> kXViews[] = {{XView::Scene, "scene"}, {XView::Loss, "loss"},\n'
            '                                              {XView::WChart, "w-chart"}};\n'
            'inline constexpr ViewToggle kBytes{"bytes", "Loss against bytes", "The x axis in bytes.", false};\n', 0),
        "ui/render/scenes/x/x_views.cpp": (
            'if (ctx.view == QLatin1String("loss"))\n'                       # a view name compared
            'if (u"w-chart" != mode)\n'                                      # the same, the other way round
            'if (viewOf(options) == QLatin1String("surface"))\n'            # anything called view against a literal
            'const bool all = view.isEmpty() || single;\n'                  # "" as the default view
            'const QString v = viewOf(options);\n'                          # the raw name
            'const bool b = options.value(QStringLiteral("bytes"), false).toBool();\n'  # a toggle by its key
            'const bool c = ctx.options[QStringLiteral("bytes")].toBool();\n'
            'if (viewIn<XView>(ctx) == XView::Loss)\n'                      # fine: enums
            'const bool d = toggleOn(ctx.options, kBytes);\n'               # fine: the declared toggle
            'const QString t = QStringLiteral("loss of the three");\n'     # fine: not compared
            'if (s.name == QLatin1String("dark"))\n'                        # fine: a style, not a view
            '// if (ctx.view == QLatin1String("loss")) in a comment\n'
            'p.drawText(r, QStringLiteral("/* not a comment */ loss"));\n', 7),
        "ui/render/exporter.cpp": ('if (view == QLatin1String("loss"))\n', 0),  # outside the painters
        # a scene's id outside its folders: y is a scene (core/scenes/y/)
        "ui/w.cpp": ('QSettings().setValue(QStringLiteral("theme"), t);\n#include <QSettings>\n', 1),
        "ui/session/settings.h": ('QSettings().value(QLatin1String(m_key));\n', 0),
        # the session library: QtCore and QtGui (QUndoStack, QAction are QtGui's in Qt 6), never Widgets
        "ui/session/s.cpp": ('#include "ui/session/transport.h"\n#include "core/trace.h"\n#include "ui/render/language.h"\n'
                             '#include "transport.h"\n#include <QUndoStack>\n#include <QAction>\n#include <QTimer>\n', 0),
        "ui/session/t.cpp": ('#include <QWidget>\n#include <QtWidgets/QMessageBox>\n#include <QMainWindow>\n'
                             '#include "ui/main_window.h"\n#include "gpu/backend_factory.h"\n', 5),
        "ui/u.cpp": ('if (id == "y")\nconst char *c = "y-not";\n// if (id == "y") in a comment\n'
                     'openScene(QStringLiteral("y"));\n', 2),
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
    print("check_layers: every include keeps to its layer; scene parts stay in their folders; views are typed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
