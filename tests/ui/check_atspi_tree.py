#!/usr/bin/env python3
"""The window as Orca meets it, from outside the process (issue #53, item 1).

Starts the real sgd-studio under its own Xvfb, with its own D-Bus session bus (which starts the
AT-SPI bus, at-spi2-core's at-spi-bus-launcher, when asked), and Qt's AT-SPI bridge forced on
(QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1). Then, through python3-pyatspi, the way a screen reader does:

1. walks the application's accessibility tree and fails on any element that is showing and
   focusable but has no name, listing each with its role and its path in the tree;
2. presses the step key (xdotool, Right) and then the Step button (its AT-SPI action), and after
   each reads the canvas: its name says the scene and the new step, its description the step's
   narration, and the bridge sent the name and description changes a screen reader speaks;
3. opens, by their keys as a keyboard user does, the export and animation export dialogs, the
   parameter sweep dialog, the help cards, the class session dialog and the compare window (both
   its pages): in each every focusable object has a name, every input (list box, spin box, text
   box, slider, check box) a label relation or a name that is more than the value it shows, and
   Esc closes it; then starts a class session on a free port and reads the Class session panel
   the same way, and its Stop button ends it. One start of the app walks them all.

Exit 77 (CTest's SKIP_RETURN_CODE) only when the AT-SPI packages are not installed
(python3-pyatspi or at-spi2-core); anything else missing is a failure. Every process started here
is ended here, whatever happens.

Usage: check_atspi_tree.py PATH/TO/sgd-studio
"""

import importlib.util
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

SKIP = 77
BUS_LAUNCHERS = ["/usr/libexec/at-spi-bus-launcher", "/usr/lib/at-spi2-core/at-spi-bus-launcher"]
SCENE_TITLE = "One weight"  # single-weight's English title
# The single-weight preset's narration at steps 1 and 2 (w from 2 moves to 3.2, then to 3.32).
STEP_WORDS = {1: "= 3.2.", 2: "= 3.32."}

started = []  # (Popen, whole process group?) in start order; ended in reverse
main_window = []  # the X window id of sgd-studio's main window, once found


def log(*args):
    print("[atspi]", *args, flush=True)


def start(cmd, group=False, **kw):
    p = subprocess.Popen(cmd, start_new_session=group, **kw)
    started.append((p, group))
    return p


def stop_all():
    for p, group in reversed(started):
        if p.poll() is not None:
            continue
        try:
            if group:  # its own process group, made by start(): the bus and what it started
                os.killpg(p.pid, signal.SIGTERM)
            else:
                p.terminate()
            p.wait(timeout=5)
        except (subprocess.TimeoutExpired, ProcessLookupError, PermissionError):
            try:
                if group:
                    os.killpg(p.pid, signal.SIGKILL)
                else:
                    p.kill()
                p.wait(timeout=5)
            except (subprocess.TimeoutExpired, ProcessLookupError, PermissionError):
                pass


def read_line(fd, timeout):
    """One line from a pipe the child writes, within `timeout` seconds."""
    import select

    data = b""
    deadline = time.monotonic() + timeout
    while not data.endswith(b"\n"):
        left = deadline - time.monotonic()
        if left <= 0 or not select.select([fd], [], [], left)[0]:
            raise RuntimeError("no answer within %d s" % timeout)
        chunk = os.read(fd, 256)
        if not chunk:
            break
        data += chunk
    return data.decode().strip()


def start_xvfb():
    r, w = os.pipe()
    start(["Xvfb", "-displayfd", str(w), "-screen", "0", "1600x1000x24", "-nolisten", "tcp"], group=True,
          pass_fds=[w], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(w)
    number = read_line(r, 30)
    os.close(r)

    def accepts():
        import socket

        with socket.socket(socket.AF_UNIX) as so:
            try:
                so.connect("/tmp/.X11-unix/X" + number)
                return True
            except OSError:
                return False

    wait_for("Xvfb to accept connections", accepts, 30)
    return ":" + number


def start_session_bus():
    r, w = os.pipe()
    start(["dbus-daemon", "--session", "--nofork", "--nopidfile", "--print-address=%d" % w], group=True, pass_fds=[w],
          stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(w)
    address = read_line(r, 30)
    os.close(r)
    return address


def wait_for(what, probe, timeout, pump=None):
    deadline = time.monotonic() + timeout
    while True:
        if pump:
            pump()
        value = probe()
        if value:
            return value
        if time.monotonic() > deadline:
            raise RuntimeError("timed out after %d s waiting for %s" % (timeout, what))
        time.sleep(0.1)


def main():
    if len(sys.argv) != 2:
        print(__doc__)
        return 2
    exe = os.path.abspath(sys.argv[1])
    if importlib.util.find_spec("pyatspi") is None:
        log("SKIP: python3-pyatspi is not installed (scripts/lib.sh installs it)")
        return SKIP
    if not any(os.access(p, os.X_OK) for p in BUS_LAUNCHERS):
        log("SKIP: at-spi2-core's at-spi-bus-launcher is not installed (scripts/lib.sh installs it)")
        return SKIP
    for tool in ("Xvfb", "dbus-daemon", "xdotool"):
        if not shutil.which(tool):
            log("FAIL: %s not found (scripts/lib.sh installs it)" % tool)
            return 1
    tmp = tempfile.mkdtemp(prefix="sgd-atspi-")
    try:
        return run(exe, tmp)
    finally:
        stop_all()
        shutil.rmtree(tmp, ignore_errors=True)


def run(exe, tmp):
    runtime = os.path.join(tmp, "run")
    os.mkdir(runtime, 0o700)
    os.environ.update({
        "DISPLAY": start_xvfb(),
        "XDG_RUNTIME_DIR": runtime,  # the AT-SPI bus's socket
        "XDG_CONFIG_HOME": os.path.join(tmp, "config"),  # the app's settings: a first start
        "XDG_CACHE_HOME": os.path.join(tmp, "cache"),
        "HOME": tmp,
        "QT_QPA_PLATFORM": "xcb",
        "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1",
        "QT_ACCESSIBILITY": "1",
        "LANGUAGE": "en",
        "LANG": "C.UTF-8",
        "LC_ALL": "C.UTF-8",
    })
    os.environ.pop("AT_SPI_BUS_ADDRESS", None)
    os.environ["DBUS_SESSION_BUS_ADDRESS"] = start_session_bus()
    log("display", os.environ["DISPLAY"], "session bus", os.environ["DBUS_SESSION_BUS_ADDRESS"])

    import pyatspi  # connects to the AT-SPI bus of the session bus set above
    from gi.repository import GLib

    events = []
    app_log = open(os.path.join(tmp, "app.log"), "w")
    app = start([exe, "--scene", "single-weight", "--lang", "en"], stdout=app_log, stderr=subprocess.STDOUT)
    starts = [app]

    def on_event(e):
        try:
            if e.source.get_process_id() == starts[-1].pid:
                value = e.source.name if e.type.endswith("accessible-name") else e.source.description
                events.append((e.type.split(":")[-1], e.source, value))
        except Exception:  # the source may be gone already
            pass

    pyatspi.Registry.registerEventListener(on_event, "object:property-change:accessible-name",
                                           "object:property-change:accessible-description")
    context = GLib.MainContext.default()

    def pump():
        for _ in range(200):
            if not context.iteration(False):
                break

    def find_app():
        app = starts[-1]
        if app.poll() is not None:
            # Now and then a fresh Xvfb refuses the first client though it said it was ready:
            # the app says so in one line and exits 1; it is started again, twice at most.
            app_log.flush()
            with open(os.path.join(tmp, "app.log")) as f:
                refused = "could not start on the display" in f.read()
            if not refused or len(starts) == 3:
                raise RuntimeError("sgd-studio exited with %d before its window showed" % app.returncode)
            log("the display refused sgd-studio; starting it again")
            time.sleep(1)
            starts.append(start([exe, "--scene", "single-weight", "--lang", "en"], stdout=app_log, stderr=subprocess.STDOUT))
            return None
        desktop = pyatspi.Registry.getDesktop(0)
        for a in desktop:
            try:
                if a is not None and a.get_process_id() == app.pid and a.childCount > 0:
                    return a
            except Exception:
                continue
        return None

    failures = []
    try:
        root = wait_for("sgd-studio on the AT-SPI bus", find_app, 60, pump)
        canvas = wait_for("the canvas named after the scene", lambda: find_canvas(root), 30, pump)
        failures = check_names(root)
        failures += check_steps(root, canvas, starts[-1], events, pump)
        # Each opened by its keys as a keyboard user does (a menu item's AT-SPI action would wait on a
        # dialog's own event loop): a menu's letter, or its last item by Up.
        for keys, what, least in ((["ctrl+e"], "the export dialog", 3), (["F1"], "the keyboard sheet", 1),
                                  (["shift+F1"], "what to look for", 1),
                                  (["alt+f", "a"], "the animation export dialog", 6),
                                  (["alt+c", "s"], "the parameter sweep dialog", 5),
                                  (["alt+l", "Up", "Return"], "the class session dialog", 3)):
            failures += check_dialog(root, pump, keys, what, least)
        failures += check_compare_window(root, pump)
        failures += check_class_panel(root, pump)
    except RuntimeError as e:
        failures.append(str(e))
    finally:
        app_log.close()
    if failures:
        for f in failures:
            log("FAIL:", f)
        with open(os.path.join(tmp, "app.log")) as f:
            tail = f.read()[-3000:]
        if tail.strip():
            log("sgd-studio said:\n" + tail)
        return 1
    log("PASS")
    return 0


def walk(node, path=(), depth=0, out=None, limit=4000):
    """Every node below `node` with its path of role names; a table's cells beyond its first 40 rows
    are left out (the same kind of cell, and each is a D-Bus call)."""
    if out is None:
        out = []
    if node is None or depth > 40 or len(out) >= limit:
        return out
    try:
        role = node.getRoleName()
        count = node.childCount
    except Exception:
        return out
    here = path + (role,)
    out.append((node, here))
    if role in ("table", "tree table", "list", "tree") and count > 40 * 6:
        count = 40 * 6
    for i in range(count):
        try:
            child = node.getChildAtIndex(i)
        except Exception:
            continue
        walk(child, here, depth + 1, out, limit)
    return out


def find_canvas(root):
    for node, _ in walk(root):
        try:
            if node.name.startswith(SCENE_TITLE + ",") and node.description:
                return node
        except Exception:
            continue
    return None


def hint(node):
    """What may tell a nameless object apart: its text, its description, its size."""
    parts = []
    try:
        text = node.queryText()
        parts.append("text %r" % text.getText(0, min(text.characterCount, 60)))
    except Exception:
        pass
    try:
        if node.description:
            parts.append("description %r" % node.description[:60])
        ext = node.queryComponent().getExtents(0)
        parts.append("at %d,%d size %dx%d" % (ext.x, ext.y, ext.width, ext.height))
    except Exception:
        pass
    return ": " + ", ".join(parts) if parts else ""


def check_names(root, what="the window", least=20):
    import pyatspi

    nodes = walk(root)
    log("%s: %d accessible objects" % (what, len(nodes)))
    nameless = []
    focusable = 0
    for node, path in nodes:
        try:
            states = node.getState()
            if not (states.contains(pyatspi.STATE_FOCUSABLE) and states.contains(pyatspi.STATE_SHOWING)):
                continue
            focusable += 1
            if not node.name.strip():
                nameless.append("%s (%s)%s" % (path[-1], " > ".join(path), hint(node)))
        except Exception:
            continue
    log("%s: %d focusable, showing objects" % (what, focusable))
    if focusable < least:
        return ["%s: only %d focusable objects: the tree was not read" % (what, focusable)]
    if nameless:
        return ["%s: %d focusable objects without a name:\n  %s" % (what, len(nameless), "\n  ".join(nameless))]
    return []


def step_counter(canvas):
    """The canvas's step, from its name ('One weight, Step 3 / 12'); -1 if it says none."""
    m = re.search(r"(\d+) / \d+$", canvas.name)
    return int(m.group(1)) if m else -1


def check_canvas_after(canvas, step, events, pump, how):
    """The canvas, `step` steps in: its name says the step, its description the words, and the
    bridge announced both."""
    failures = []
    want = "Step %d / " % step
    try:
        wait_for("the canvas at step %d" % step, lambda: want in canvas.name and STEP_WORDS[step] in canvas.description, 15, pump)
    except RuntimeError:
        failures.append("after %s the canvas says %r, described as %r (wanted %r and %r)" %
                        (how, canvas.name, canvas.description[:200], want, STEP_WORDS[step]))
        return failures
    # Said once: one name change and one description change of the canvas (a screen reader speaks
    # each event it gets; two would say the step twice).
    time.sleep(1.0)
    pump()
    names = [v for t, src, v in events if t == "accessible-name" and src == canvas]
    words = [v for t, src, v in events if t == "accessible-description" and src == canvas]
    if len(names) != 1 or want not in names[0]:
        failures.append("after %s the canvas's name changes announced: %r (wanted one, with %r)" % (how, names, want))
    if len(words) != 1 or STEP_WORDS[step] not in words[0]:
        failures.append("after %s the canvas's description changes announced: %r (wanted one, with %r)" %
                        (how, [w[:60] for w in words], STEP_WORDS[step]))
    log("after %s: %r / %r" % (how, canvas.name, canvas.description[:120]))
    return failures


def check_steps(root, canvas, app, events, pump):
    import pyatspi

    failures = []
    if step_counter(canvas) != 0:
        return ["the canvas does not start at step 0: %r" % canvas.name]
    # 1. The step key, typed into the window (Xvfb has no window manager: the focus is set directly).
    xdo = subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--pid", str(app.pid), "--name", "SGD Studio"],
                         capture_output=True, text=True, timeout=30)
    window = xdo.stdout.split()
    if not window:
        return ["xdotool found no window of sgd-studio: %s" % xdo.stderr.strip()]
    main_window.append(window[-1])
    events.clear()
    subprocess.run(["xdotool", "windowfocus", "--sync", window[-1]], timeout=30, check=False)
    subprocess.run(["xdotool", "key", "--window", window[-1], "Escape"], timeout=30, check=False)  # the first-start card
    time.sleep(0.3)
    subprocess.run(["xdotool", "key", "Right"], timeout=30, check=True)
    failures += check_canvas_after(canvas, 1, events, pump, "the Right key")
    # 2. The Step button, pressed through its AT-SPI action as a screen reader user does.
    step_button = None
    for node, _ in walk(root):
        try:
            if node.getRoleName() == "push button" and node.name == "Step":
                step_button = node
                break
        except Exception:
            continue
    if step_button is None:
        return failures + ["no push button named 'Step' in the tree"]
    events.clear()
    action = step_button.queryAction()
    names = [action.getName(i) for i in range(action.nActions)]
    press = next((i for i, n in enumerate(names) if n in ("Press", "press", "click")), 0 if names else None)
    if press is None:
        return failures + ["the Step button offers no action"]
    action.doAction(press)
    failures += check_canvas_after(canvas, 2, events, pump, "the Step button's action %r" % names[press])
    del pyatspi
    return failures


def showing(node):
    import pyatspi

    try:
        return node.getState().contains(pyatspi.STATE_SHOWING)
    except Exception:
        return False


def dialogs(root):
    found = []
    for i in range(root.childCount):
        try:
            child = root.getChildAtIndex(i)
            if child is not None and child.getRoleName() in ("dialog", "file chooser"):
                found.append(child)
        except Exception:
            continue
    return found


def menu_open(root):
    """A menu of the menu bar is showing (its popup)."""
    for i in range(root.childCount):
        frame = root.getChildAtIndex(i)
        if frame is None or frame.getRoleName() != "frame":
            continue
        for j in range(frame.childCount):
            bar = frame.getChildAtIndex(j)
            if bar is None or bar.getRoleName() != "menu bar":
                continue
            for item in bar:
                if item is not None and any(showing(menu) for menu in item if menu is not None):
                    return True
    return False


def main_active(root):
    import pyatspi

    for i in range(root.childCount):
        frame = root.getChildAtIndex(i)
        if frame is not None and frame.getRoleName() == "frame" and frame.name.startswith("SGD Studio"):
            return frame.getState().contains(pyatspi.STATE_ACTIVE)
    return False


def press(keys, root=None, pump=None):
    """`keys` typed into the main window, one after another (the focus back to it first: a closed
    dialog leaves the focus nowhere without a window manager). After Alt+letter, the next key waits
    for the menu to show (typed sooner, it reaches the window, not the menu)."""
    if main_window:
        subprocess.run(["xdotool", "windowfocus", "--sync", main_window[0]], timeout=30, check=False)
        if root is not None:  # Qt takes the X focus a moment later; its shortcuts work only then
            wait_for("the main window to be active", lambda: main_active(root), 10, pump)
    for key in keys:
        subprocess.run(["xdotool", "key", key], timeout=30, check=True)
        if key.startswith("alt+") and root is not None:
            # Under Xvfb, with no window manager and two busy cores, now and then the first Alt+letter
            # after a dialog closed opens nothing: typed again (twice at most), and said so.
            for attempt in range(3):
                try:
                    wait_for("the menu of %s to open" % key, lambda: menu_open(root), 4, pump)
                    break
                except RuntimeError:
                    if attempt == 2:
                        raise
                    log("%s opened no menu; typed again" % key)
                    subprocess.run(["xdotool", "key", "Escape", key], timeout=30, check=True)
        time.sleep(0.1)


def check_dialog(root, pump, keys, what, least):
    """`keys` open a dialog (the export dialog, a help card): every focusable thing in it has a
    name, every input a label, and Esc closes it."""
    press(keys, root, pump)
    try:
        dialog = wait_for(what, lambda: next((d for d in dialogs(root) if showing(d)), None), 15, pump)
    except RuntimeError as e:
        return [str(e)]
    failures = check_names(dialog, "%s %r" % (what, dialog.name), least=least)
    failures += check_inputs(dialog, what)
    failures += check_escape(root, pump, what, lambda: any(showing(d) for d in dialogs(root)))
    return failures


def check_escape(root, pump, what, is_open):
    subprocess.run(["xdotool", "key", "Escape"], timeout=30, check=True)
    try:
        wait_for("%s to close on Esc" % what, lambda: not is_open(), 10, pump)
    except RuntimeError as e:
        return [str(e)]
    return []


INPUT_ROLES = ("combo box", "spin button", "text", "entry", "password text", "slider", "check box", "radio button")


def labels_of(node):
    """The names of the objects `node` is labelled by (AT-SPI's labelled-by relation)."""
    import pyatspi

    names = []
    for rel in node.getRelationSet():
        if rel.getRelationType() == pyatspi.RELATION_LABELLED_BY:
            names += [rel.getTarget(i).name for i in range(rel.getNTargets()) if rel.getTarget(i) is not None]
    return [n for n in names if n and n.strip()]


def shown_value(node):
    """What an input shows, which a name must not merely repeat: a list box's chosen entry, a box's
    text."""
    values = set()
    try:
        text = node.queryText()
        values.add(text.getText(0, text.characterCount).strip())
    except Exception:
        pass
    try:
        for i in range(node.childCount):  # a combo box's list: its selected entry
            child = node.getChildAtIndex(i)
            sel = child.querySelection() if child is not None else None
            for j in range(sel.nSelectedChildren if sel else 0):
                values.add(sel.getSelectedChild(j).name.strip())
    except Exception:
        pass
    return values - {""}


def check_inputs(node, what):
    """Every showing input says what it sets: a label relation, or a name of its own that is more
    than the value it shows (Qt names a list box without a label after its chosen entry)."""
    unlabelled = []
    for n, path in walk(node):
        try:
            if n.getRoleName() not in INPUT_ROLES or not showing(n):
                continue
            if labels_of(n):
                continue
            name = n.name.strip()
            if not name or name in shown_value(n):
                unlabelled.append("%s named %r (%s)%s" % (path[-1], name, " > ".join(path), hint(n)))
        except Exception:
            continue
    if unlabelled:
        return ["%s: %d inputs with neither a label nor a name of their own:\n  %s" %
                (what, len(unlabelled), "\n  ".join(unlabelled))]
    return []


def find_named(root, role, name):
    for node, _ in walk(root):
        try:
            if node.getRoleName() == role and node.name == name:
                return node
        except Exception:
            continue
    return None


def act(node, *names):
    """Does the node's first action among `names` (a button's Press, a tab's Switch)."""
    action = node.queryAction()
    known = [action.getName(i) for i in range(action.nActions)]
    index = next((i for i, n in enumerate(known) if n in names), None)
    if index is None:
        raise RuntimeError("%r offers no action among %r (it has %r)" % (node.name, names, known))
    action.doAction(index)


def compare_window(root):
    for i in range(root.childCount):
        try:
            child = root.getChildAtIndex(i)
            if child is not None and child.name.startswith("Compare runs") and showing(child):
                return child
        except Exception:
            continue
    return None


def check_compare_window(root, pump):
    """Compare > Compare pinned runs (Alt+C, C): a window of its own; both its pages read, each
    page's inputs labelled; Esc closes it."""
    what = "the compare window"
    press(["alt+c", "c"], root, pump)
    try:
        window = wait_for(what, lambda: compare_window(root), 15, pump)
    except RuntimeError as e:
        return [str(e)]
    failures = []
    if window.getRoleName() != "frame":
        failures.append("%s is a %r to a screen reader, not a window (frame)" % (what, window.getRoleName()))
    failures += check_names(window, "%s, pinned runs" % what, least=6)
    failures += check_inputs(window, "%s, pinned runs" % what)
    tab = find_named(window, "page tab", "Sweep")
    if tab is None:
        failures.append("%s has no page tab named 'Sweep'" % what)
    else:
        act(tab, "Switch", "Press")
        sweep = lambda: find_named(window, "push button", "Sweep a parameter…")
        try:
            wait_for("the sweep page", lambda: sweep() is not None and showing(sweep()), 10, pump)
            failures += check_names(window, "%s, sweep" % what, least=6)
        except RuntimeError as e:
            failures.append(str(e))
    return failures + check_escape(root, pump, what, lambda: compare_window(root) is not None)


def free_port():
    import socket

    with socket.socket() as so:
        so.bind(("127.0.0.1", 0))
        return so.getsockname()[1]


def check_class_panel(root, pump):
    """Lessons > Start class session… started on a free port: the Class session panel's buttons and
    texts are named; its Stop button ends the session and hides it."""
    press(["alt+l", "Up", "Return"], root, pump)
    try:
        dialog = wait_for("the class session dialog", lambda: next((d for d in dialogs(root) if showing(d)), None), 15, pump)
    except RuntimeError as e:
        return [str(e)]
    port = find_named(dialog, "spin button", "Port")
    if port is None:
        return ["the class session dialog has no spin button named 'Port'"]
    port.queryValue().currentValue = free_port()
    act(find_named(dialog, "push button", "Start"), "Press")
    panel = lambda: next((n for n, _ in walk(root) if n.name == "Class session" and showing(n)), None)
    try:
        dock = wait_for("the Class session panel", panel, 15, pump)
    except RuntimeError as e:
        return [str(e)]
    failures = check_names(dock, "the Class session panel", least=4) + check_inputs(dock, "the Class session panel")
    stop = find_named(dock, "push button", "Stop class session")
    if stop is None:
        return failures + ["the Class session panel has no button named 'Stop class session'"]
    act(stop, "Press")
    try:
        wait_for("the Class session panel to close after Stop", lambda: panel() is None, 10, pump)
    except RuntimeError as e:
        failures.append(str(e))
    return failures


if __name__ == "__main__":
    try:
        sys.exit(main())
    except RuntimeError as e:
        log("FAIL:", e)
        stop_all()
        sys.exit(1)
