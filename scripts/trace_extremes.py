#!/usr/bin/env python3
"""Paints traces whose numbers were pushed to extremes (issue #55), one field at a time.

For each trace given (a file written by `sgd-studio trace ... --format json`, or a recorded run),
every numeric value of one frame, of the scene data, of the summary and of the "source" is set in
turn to each extreme (1e308, -1e308, 2e9, -1, 1e12) and the trace is exported to a PNG. A run
passes when it ends within the time limit, does not crash, exits 0 (drawn) or 2 (refused, one
line on stderr) and stays under the memory limit.

    scripts/trace_extremes.py build/app/sgd-studio TRACE.json... [--timeout 20] [--jobs 2]

Prints one line per failure and a count; exits 1 when any probe failed.
"""
import argparse
import concurrent.futures
import copy
import json
import os
import re
import subprocess
import sys
import tempfile

EXTREMES = [1e308, -1e308, 2e9, -1.0, 1e12]


def places(trace, step):
    """(label, getter-path) of every number: top-level scene data, frame `step`, summary, source."""
    out = []

    def walk(value, path, label):
        if isinstance(value, bool):
            return
        if isinstance(value, (int, float)):
            out.append((label, path))
        elif isinstance(value, list) and value:
            # one element stands for the array (the first; a matrix's first cell)
            walk(value[0], path + [0], label + "[0]")
        elif isinstance(value, dict):
            for k, v in value.items():
                walk(v, path + [k], label + "." + k if label else k)

    for k, v in trace.items():
        if k in ("format", "scene", "params", "frames"):
            continue
        walk(v, [k], k)
    frames = trace.get("frames", [])
    if frames:
        walk(frames[step], ["frames", step], "frames[%d]" % step)
    return out


def set_at(trace, path, value):
    t = copy.deepcopy(trace)
    node = t
    for p in path[:-1]:
        node = node[p]
    node[path[-1]] = value
    return t


def views_of(exe, trace_path):
    """The views `export` draws for the trace's scene, read from its answer to an unknown view."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    p = subprocess.run([exe, "export", trace_path, "--view", "?", "--out", os.devnull + ".png"], capture_output=True,
                       text=True, errors="replace", env=env)
    m = re.search(r"allowed: ([^)]*)\)", p.stderr)
    return [v.strip() for v in m.group(1).split(",")] if m else [None]


def probe(exe, trace, label, path, value, step, view, workdir, timeout, tag):
    forged = set_at(trace, path, value)
    src = os.path.join(workdir, tag + ".json")
    png = os.path.join(workdir, tag + ".png")
    with open(src, "w") as f:
        json.dump(forged, f)
    cmd = ["/usr/bin/time", "-v", "timeout", "-s", "KILL", str(timeout), exe, "export", src, "--step", str(step), "--out", png]
    if view:
        cmd += ["--view", view]
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    p = subprocess.run(cmd, capture_output=True, text=True, errors="replace", env=env)
    rss = 0
    m = re.search(r"Maximum resident set size \(kbytes\): (\d+)", p.stderr)
    if m:
        rss = int(m.group(1)) // 1024
    secs = 0.0
    m = re.search(r"Elapsed \(wall clock\) time.*: (?:(\d+):)?(\d+):([\d.]+)", p.stderr)
    if m:
        secs = int(m.group(1) or 0) * 3600 + int(m.group(2)) * 60 + float(m.group(3))
    errs = [l for l in p.stderr.splitlines() if l.strip() and not l.startswith("\t") and "Command" not in l]
    rc = p.returncode
    for f in (src, png):
        if os.path.exists(f):
            os.remove(f)
    return (label + (" @" + view if view else "")), value, rc, secs, rss, errs


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("exe")
    ap.add_argument("traces", nargs="+")
    ap.add_argument("--timeout", type=int, default=20)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--max-rss-mb", type=int, default=1024)
    ap.add_argument("--slow-s", type=float, default=10.0)
    ap.add_argument("--verbose", action="store_true")
    ap.add_argument("--all-views", action="store_true", help="every view of the scene, not only the first")
    ap.add_argument("--extremes", default=",".join(repr(x) for x in EXTREMES), help="comma-separated values")
    a = ap.parse_args()
    failures = 0
    total = 0
    with tempfile.TemporaryDirectory() as workdir, concurrent.futures.ThreadPoolExecutor(a.jobs) as pool:
        for tpath in a.traces:
            with open(tpath) as f:
                trace = json.load(f)
            step = 1 if len(trace.get("frames", [])) > 1 else 0
            jobs = []
            views = views_of(a.exe, tpath) if a.all_views else [None]
            extremes = [float(x) for x in a.extremes.split(",")]
            for i, (label, path) in enumerate(places(trace, step)):
                for j, v in enumerate(extremes):
                    for k, view in enumerate(views):
                        tag = "p%d_%d_%d_%s" % (i, j, k, os.path.basename(tpath).replace(".", "_"))
                        jobs.append(pool.submit(probe, a.exe, trace, label, path, v, step, view, workdir, a.timeout, tag))
            for job in jobs:
                label, value, rc, secs, rss, errs = job.result()
                total += 1
                bad = []
                if rc not in (0, 2):
                    bad.append("exit %d" % rc + (" (killed at the time limit)" if rc in (137, -9) else ""))
                if rc == 2 and len(errs) != 1:
                    bad.append("%d stderr lines" % len(errs))
                if secs > a.slow_s:
                    bad.append("%.1f s" % secs)
                if rss > a.max_rss_mb:
                    bad.append("%d MB" % rss)
                line = "%s %s = %g: exit %d, %.1f s, %d MB" % (os.path.basename(tpath), label, value, rc, secs, rss)
                if bad:
                    failures += 1
                    print("FAIL " + line + " -- " + ", ".join(bad) + ((" | " + errs[-1][:160]) if errs else ""))
                elif a.verbose:
                    print("ok   " + line + ((" | " + errs[-1][:160]) if errs else ""))
                sys.stdout.flush()
    print("%d of %d probes failed" % (failures, total))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
