#!/usr/bin/env python3
"""Runs sgd-studio-mpi under mpirun and checks what the real processes recorded.

Usage: check_mpi_runs.py CASE MPI_EXE STUDIO_EXE SCHEMA_DIR
CASE: sync, async, staircase, gossip, failure, limits. Every run is started with
`mpirun --allow-run-as-root --oversubscribe -np P` (CI runs as root), must end in time, leave no
process of MPI_EXE behind and write a trace that validates against its scene's schema (the runner
itself reads each trace back with core's reader, as `sgd-studio --trace` does, before it reports
success). STUDIO_EXE gives the simulator's traces to compare with. Exit 0 when all is well, 1 otherwise.
"""
import json
import re
import signal
import os
import stat
import subprocess
import sys
import tempfile
import time

try:
    import jsonschema
except ImportError:
    print("python3-jsonschema is missing: apt-get install python3-jsonschema")
    sys.exit(1)

CASE, MPI_EXE, STUDIO, SCHEMAS = sys.argv[1:5]
TMP = tempfile.mkdtemp(prefix="sgd-mpi-")
failures = []


def check(ok, what):
    if not ok:
        failures.append(what)
        print("FAIL:", what)
    return ok


def leftovers():
    """Processes still running MPI_EXE (orphans of a run that should have ended)."""
    target = os.path.realpath(MPI_EXE)
    found = []
    for pid in os.listdir("/proc"):
        if pid.isdigit():
            try:
                if os.readlink("/proc/%s/exe" % pid) == target:
                    found.append(pid)
            except OSError:
                pass
    return found


def ours(p):
    """Our own lines in a run's stderr (mpirun adds its notices around them)."""
    return [l for l in p.stderr.splitlines() if l.startswith("sgd-studio-mpi:")]


def mpirun(np, args, timeout=90, expect_rc=0, export=None):
    """Runs and waits for the ranks to be gone; `export` sets variables for every rank (mpirun -x)."""
    exported = [a for name in (export or {}) for a in ("-x", name)]
    cmd = ["mpirun", "--allow-run-as-root", "--oversubscribe"] + exported + ["-np", str(np), MPI_EXE] + args
    start = time.time()
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, env=dict(os.environ, **(export or {})))
    took = time.time() - start
    if expect_rc is not None:
        check(p.returncode == expect_rc, "%s: exit %d, wanted %d: %s" % (" ".join(args), p.returncode, expect_rc, p.stderr[-600:]))
    deadline = time.time() + 5  # a busy machine may take a moment to reap the ranks
    while leftovers() and time.time() < deadline:
        time.sleep(0.1)
    check(not leftovers(), "%s: processes left behind: %s" % (" ".join(args), leftovers()))
    return p, took


def run_trace(np, design, sets, extra=(), name="run"):
    out = os.path.join(TMP, name + ".json")
    args = [design] + sum([["--set", s] for s in sets], []) + ["--out", out] + list(extra)
    mpirun(np, args)
    with open(out) as f:
        trace = json.load(f)
    validate(trace, out)
    return trace


def validate(trace, path):
    with open(os.path.join(SCHEMAS, trace["scene"] + ".schema.json")) as f:
        schema = json.load(f)
    try:
        jsonschema.validate(trace, schema)
    except jsonschema.ValidationError as e:
        check(False, "%s does not validate: %s" % (path, e.message))
    check(trace.get("source", {}).get("kind") == "mpi", "%s: no source of kind mpi" % path)


def counted(sets, key, np):
    """The runner's parameters: the count follows the processes unless the sets name it or data."""
    named = {s.split("=")[0] for s in sets}
    return sets if key in named or "data" in named else ["%s=%d" % (key, np - 1)] + sets


def simulated(scene, sets):
    args = [STUDIO, "trace", scene] + sum([["--set", s] for s in sets], [])
    p = subprocess.run(args, capture_output=True, text=True, timeout=120, env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    check(p.returncode == 0, "sgd-studio trace %s failed: %s" % (scene, p.stderr))
    return json.loads(p.stdout)


def case_sync():
    runs = [
        (5, ["rounds=6"], []),
        (4, ["workers=3", "aggregate=sum", "compute=1,1.4,1.8", "rounds=5"], []),
        (5, ["topology=ring", "aggregate=fedavg", "shard_sizes=1,2,3,4", "rounds=5"], []),
        (4, ["topology=ring", "workers=3", "rounds=5"], ["--allreduce", "mpi"]),
        (3, ["data=1:3,-2:5", "eta=0.05", "rounds=4"], []),
    ]
    for i, (np, sets, extra) in enumerate(runs):
        real = run_trace(np, "sync", sets, extra + ["--time-scale", "0.01"], "sync%d" % i)
        sim = simulated("sync", counted(sets, "workers", np))
        check(len(real["frames"]) == len(sim["frames"]), "sync %s: %d frames, simulator %d" % (sets, len(real["frames"]), len(sim["frames"])))
        for a, b in zip(real["frames"], sim["frames"]):
            for key in ("w", "w_next", "grads", "aggregated", "step_size", "loss"):
                check(a[key] == b[key], "sync %s round %d: %s %r, simulator %r" % (sets, a["round"], key, a[key], b[key]))
        check(real["summary"]["final_w"] == sim["summary"]["final_w"], "sync %s: final w differs" % sets)


def async_invariants(trace, sets, updates):
    frames = trace["frames"][1:]
    xs, ys = trace["data_x"], trace["data_y"]
    eta = trace["params"]["eta"]
    rule = trace["params"]["lr_rule"]
    check([f["update"] for f in frames] == list(range(1, updates + 1)), "async %s: updates %s" % (sets, [f["update"] for f in frames]))
    weights = [trace["frames"][0]["w_after"]] + [f["w_after"] for f in frames]
    applied = [iv for iv in trace["worker_intervals"] if iv["kind"] == "applied"]
    check(sorted(iv["update"] for iv in applied) == list(range(1, updates + 1)), "async %s: each gradient applied once" % sets)
    prev = trace["frames"][0]["w_after"]
    for f in frames:
        k = f["worker"] - 1
        tau = (f["update"] - 1) - f["read_version"]
        eta_used = eta / (1.0 + tau) if rule == "staleness" else eta
        check(f["staleness"] == tau, "async %s update %d: staleness %d, version gap %d" % (sets, f["update"], f["staleness"], tau))
        check(f["w_before"] == prev, "async %s update %d: w_before is not the last w" % (sets, f["update"]))
        check(f["w_read"] == weights[f["read_version"]], "async %s update %d: w_read is not the weight of version %d" % (sets, f["update"], f["read_version"]))
        check(f["grad"] == (f["w_read"] * xs[k] - ys[k]) * xs[k], "async %s update %d: gradient not g(w_read)" % (sets, f["update"]))
        check(f["w_after"] == f["w_before"] - eta_used * f["grad"], "async %s update %d: w_after != w_before - eta*g" % (sets, f["update"]))
        prev = f["w_after"]


def case_async():
    for i, (np, sets) in enumerate([(4, ["updates=15"]), (5, ["workers=4", "lr_rule=staleness", "updates=12"]),
                                    (4, ["pull=epoch", "updates=10"]), (4, ["ssp=1", "updates=10"]),
                                    (4, ["pull=quorum80", "updates=9"])]):
        trace = run_trace(np, "async", sets, ["--time-scale", "0.02"], "async%d" % i)
        updates = int([s for s in sets if s.startswith("updates=")][0].split("=")[1])
        async_invariants(trace, sets, updates)


def case_staircase():
    # Well separated delays (0.2 s per lecture second): the lecture's first updates, by real processes.
    trace = run_trace(4, "async", ["updates=4"], ["--time-scale", "0.2", "--chrome", os.path.join(TMP, "stair.chrome.json")], "stair")
    frames = trace["frames"][1:4]
    check([f["worker"] for f in frames] == [1, 2, 3], "staircase: workers %s" % [f["worker"] for f in frames])
    check([round(f["w_after"], 9) for f in frames] == [2.2, 2.8, 3.8], "staircase: %s" % [f["w_after"] for f in frames])
    check([f["staleness"] for f in frames] == [0, 1, 2], "staircase: staleness %s" % [f["staleness"] for f in frames])
    times = [f["time"] for f in frames]
    print("staircase times (lecture seconds; the lecture says 1.0, 1.4, 1.8):", times)
    check(times == sorted(times) and all(0.2 < b - a < 0.6 for a, b in zip(times, times[1:])), "staircase: times %s" % times)
    with open(os.path.join(TMP, "stair.chrome.json")) as f:
        chrome = json.load(f)
    check_timeline(chrome, 4, "stair")


def case_gossip():
    for i, (np, sets) in enumerate([(4, []), (6, ["topology=ring", "failed=2"]), (5, ["topology=star", "failed=1", "weights=1,5,2,8"]),
                                    (6, ["topology=complete", "rounds=6", "local_steps=1", "eta=0.01"])]):
        trace = run_trace(np, "gossip", sets, [], "gossip%d" % i)
        sim = simulated("decentralized", counted(sets, "nodes", np))
        mean0 = trace["frames"][0]["mean"]
        alive = [n["alive"] for n in trace["nodes"]]
        for a, b in zip(trace["frames"], sim["frames"]):
            check(a["weights"] == b["weights"], "gossip %s round %d: weights %s, simulator %s" % (sets, a["round"], a["weights"], b["weights"]))
            if "local_steps=1" not in sets:
                check(abs(a["mean"] - mean0) < 1e-12, "gossip %s round %d: mean %r, start %r" % (sets, a["round"], a["mean"], mean0))
        failed = [i for i, up in enumerate(alive) if not up]
        for k in failed:
            check(all(f["weights"][k] == trace["frames"][0]["weights"][k] for f in trace["frames"]), "gossip %s: failed node moved" % sets)
    gossip_compute()


def check_timeline(chrome, np, what):
    """The Trace Event Format as Perfetto reads it: one process per rank, named with its host, three
    threads each (compute, communication, rounds), spans and instants with times that make sense."""
    events = chrome.get("traceEvents")
    check(isinstance(events, list) and events, "%s timeline: no traceEvents array" % what)
    if not isinstance(events, list):
        return
    for e in events:
        ok = isinstance(e.get("name"), str) and e.get("ph") in ("M", "X", "i") and isinstance(e.get("pid"), int) and \
            isinstance(e.get("tid"), int)
        if e.get("ph") in ("X", "i"):
            ok = ok and isinstance(e.get("ts"), (int, float)) and e["ts"] >= 0
        if e.get("ph") == "X":
            ok = ok and isinstance(e.get("dur"), (int, float)) and e["dur"] > 0
        if e.get("ph") == "i":
            ok = ok and e.get("s") in ("t", "p", "g")
        if not ok:
            check(False, "%s timeline: malformed event %s" % (what, e))
            return
    names = {e["pid"]: e["args"]["name"] for e in events if e["ph"] == "M" and e["name"] == "process_name"}
    check(sorted(names) == list(range(np)) and all(re.fullmatch(r"rank %d on \S+" % r, n) for r, n in names.items()),
          "%s timeline: process names %s" % (what, names))
    threads = {(e["pid"], e["args"]["name"]) for e in events if e["ph"] == "M" and e["name"] == "thread_name"}
    check(all((r, t) in threads for r in range(np) for t in ("compute", "communication", "rounds")),
          "%s timeline: threads %s" % (what, sorted(threads)))
    tracks = {e["pid"] for e in events if e["ph"] in ("X", "i")}
    check(tracks == set(range(np)), "%s timeline: ranks with events %s" % (what, tracks))


def gossip_compute():
    # Each node's local steps take their compute time (--compute, lecture seconds per step, times
    # --time-scale): one compute span per node and round on the Chrome timeline, never shorter.
    chrome_path = os.path.join(TMP, "gossip-compute.chrome.json")
    run_trace(4, "gossip", ["local_steps=2", "rounds=4"], ["--compute", "1,1,3", "--time-scale", "0.01", "--chrome", chrome_path],
              "gossip-compute")
    with open(chrome_path) as f:
        chrome = json.load(f)
    spans = [e for e in chrome["traceEvents"] if e["ph"] == "X" and e["name"] == "compute"]
    by_node = {}
    for e in spans:
        by_node.setdefault(e["pid"], []).append(e["dur"])
    check(sorted(by_node) == [1, 2, 3] and all(len(v) == 4 for v in by_node.values()), "gossip compute: spans per node %s" % by_node)
    for node, want_us in ((1, 2 * 1 * 0.01e6), (2, 2 * 1 * 0.01e6), (3, 2 * 3 * 0.01e6)):
        check(all(d >= want_us * 0.999 for d in by_node.get(node, [])), "gossip compute: node %d spans %s, each at least %d us" %
              (node, by_node.get(node), want_us))
    out = os.path.join(TMP, "bad-compute.json")
    p, _ = mpirun(4, ["gossip", "--compute", "1,2", "--out", out], expect_rc=None)
    check(p.returncode != 0 and "one per node" in p.stderr and not os.path.exists(out), "--compute 1,2 on 3 nodes: %s" % p.stderr[-300:])
    p, _ = mpirun(4, ["async", "--model-bytes", "8", "--out", out], expect_rc=None)
    check(p.returncode == 2 and "--model-bytes is for sync" in p.stderr and not os.path.exists(out), "async --model-bytes: %s" %
          p.stderr[-300:])
    p, _ = mpirun(4, ["async", "--compute", "1", "--out", out], expect_rc=None)
    check(p.returncode != 0 and "--compute is for gossip" in p.stderr and not os.path.exists(out), "async --compute: %s" % p.stderr[-300:])


def case_failure():
    # A worker that fails (with and without rejoining) never hangs the server; the run still applies every update.
    for i, sets in enumerate([["fail=2@1", "updates=8"], ["fail=1@0.5", "rejoin=2", "ssp=1", "updates=10"], ["fail=3@0.2", "pull=quorum90", "updates=6"]]):
        trace = run_trace(4, "async", sets, ["--time-scale", "0.02", "--time-limit", "20"], "fail%d" % i)
        updates = int(sets[-1].split("=")[1])
        async_invariants(trace, sets, updates)
        kinds = {(iv["worker"], iv["kind"]) for iv in trace["worker_intervals"]}
        failed = int(sets[0].split("=")[1].split("@")[0])
        check((failed, "down") in kinds, "failure %s: no down interval for worker %d" % (sets, failed))


def case_limits():
    # A run longer than its limit ends by the limit, leaving no process; bad input is one line, no file.
    out = os.path.join(TMP, "long.json")

    # A run the simulator says cannot end by its limit is refused before any rank works: exit 2, one line.
    # (Without --time-limit the limit follows the run's planned length: case_lost runs such a run.)
    for args, what in [(["async", "--set", "updates=10000", "--time-limit", "2"], "too long for its limit"),
                       (["sync", "--set", "rounds=1000", "--time-limit", "30"], "1000 rounds at a 30 s limit"),
                       (["sync", "--time-scale", "2", "--time-limit", "5"], "a slow time scale")]:
        p, took = mpirun(4, args + ["--out", out], timeout=60, expect_rc=None)
        check(p.returncode == 2 and took < 15 and len(ours(p)) == 1 and "would not end within --time-limit" in ours(p)[0],
              "%s: exit %d after %.1f s: %s" % (what, p.returncode, took, p.stderr[-400:]))
        check(not os.path.exists(out), "%s: a trace was written" % what)
    # Limits and scales out of range are usage errors, whatever their spelling.
    for opt, value in [("--time-limit", "5e-324"), ("--time-limit", "0.5"), ("--time-limit", "3601"), ("--time-limit", "nan"),
                       ("--time-scale", "5e-324"), ("--time-scale", "61"), ("--time-scale", "inf"),
                       ("--model-bytes", "-1"), ("--model-bytes", "2e8"), ("--model-bytes", "nan")]:
        p, took = mpirun(3, ["sync", opt, value, "--out", out], timeout=60, expect_rc=None)
        check(p.returncode == 2 and len(ours(p)) == 1 and opt + " must be" in ours(p)[0] and took < 15,
              "%s %s: exit %d: %s" % (opt, value, p.returncode, p.stderr[-300:]))
    # bench beyond the scenes' 16 workers: refused up front, not after the first 16 rows and the limit.
    p, took = mpirun(18, ["bench", "--rounds", "1"], timeout=60, expect_rc=None)
    # (up front: no row of the table was printed; 18 processes on 2 cores take a while to start)
    check(p.returncode == 2 and len(ours(p)) == 1 and "at most 16 workers" in ours(p)[0] and "sync " not in p.stdout,
          "bench on 18 processes: exit %d after %.1f s: %s" % (p.returncode, took, p.stderr[-400:]))
    p, _ = mpirun(3, ["bench", "--rounds", "2"], timeout=60)
    check("sync " in p.stdout and "async " in p.stdout, "bench on 3 processes: %s" % p.stdout[-400:])
    # A rank that never answers (a lost process): the limit ends every rank, exit 1, one line from rank 0, no trace.
    p, took = mpirun(3, ["sync", "--out", out, "--time-limit", "2"], timeout=60, expect_rc=None,
                     export={"SGD_MPI_TEST_STALL_RANK": "2"})
    check(p.returncode == 1 and took < 25 and len(ours(p)) == 1 and "time limit of 2 s" in ours(p)[0],
          "stalled rank: exit %d after %.1f s: %s" % (p.returncode, took, p.stderr[-400:]))
    check(not os.path.exists(out), "stalled rank: a trace was written")
    p, _ = mpirun(3, ["sync", "--set", "eta=abc", "--out", out], expect_rc=None)
    check(p.returncode != 0 and "bad value for eta" in p.stderr and not os.path.exists(out), "bad eta: %s" % p.stderr[-300:])
    p, _ = mpirun(3, ["sync", "--set", "data=1:3,2:5,3:7", "--out", out], expect_rc=None)
    check(p.returncode != 0 and "mpirun -np 4" in p.stderr, "wrong process count: %s" % p.stderr[-300:])
    # Usage errors are one line of ours (mpirun may add its own notice after it); --help exits 0.
    for args, want in [(["sync", "--bogus", "1", "--out", out], "unknown option '--bogus'"),
                       (["sync", "--out", out, "--bogus"], "unknown option '--bogus'"),
                       (["sync", "--out", out, "--out", out], "option --out is given twice"),
                       (["sync", "--time-limit", "5", "--out", out, "--time-limit", "9"], "option --time-limit is given twice"),
                       (["sync", "--allreduce", "a\nb", "--out", out], "not 'a\\nb'")]:
        p, _ = mpirun(2, args, expect_rc=None)
        check(p.returncode == 2 and len(ours(p)) == 1 and want in ours(p)[0] and "usage:" not in p.stderr,
              "usage error %s: exit %d: %s" % (args, p.returncode, p.stderr[-300:]))
    p, _ = mpirun(2, ["--help"], expect_rc=0)
    check("usage: mpirun -np P sgd-studio-mpi" in p.stdout, "--help: %s" % p.stdout[-300:])
    # The manual page names every option the help names.
    with open(os.path.join(SCHEMAS, "..", "..", "docs", "sgd-studio-mpi.1")) as f:
        page = f.read().replace("\\-", "-")
    missing = sorted({o for o in re.findall(r"--[a-z-]+", p.stdout) if o not in page})
    check(not missing, "sgd-studio-mpi.1 lacks %s" % missing)
    # Never write through a device, a FIFO, a folder or a link to a device: exit 2 before any rank
    # works, and the special file stays what it was.
    specials = []
    fifo = os.path.join(TMP, "fifo")
    os.mkfifo(fifo)
    specials.append((fifo, "FIFO"))
    folder = os.path.join(TMP, "folder")
    os.mkdir(folder)
    specials.append((folder, "folder"))
    link = os.path.join(TMP, "null-link")
    os.symlink("/dev/null", link)
    specials.append((link, "link to /dev/null"))
    specials.append(("/dev/null", "/dev/null"))
    if os.geteuid() == 0:
        dev = os.path.join(TMP, "chardev")
        os.mknod(dev, 0o666 | stat.S_IFCHR, os.makedev(1, 3))
        specials.append((dev, "character device"))
    for path, what in specials:
        before = os.lstat(path)
        for opt in (["--out", path], ["--out", out, "--chrome", path]):
            p, took = mpirun(3, ["sync"] + opt, timeout=60, expect_rc=None)
            after = os.lstat(path)
            check(p.returncode == 2 and "not a regular file" in p.stderr and took < 30,
                  "%s as %s: exit %d: %s" % (what, opt[-2], p.returncode, p.stderr[-300:]))
            check(stat.S_IFMT(after.st_mode) == stat.S_IFMT(before.st_mode) and after.st_ino == before.st_ino,
                  "%s as %s: the file was replaced" % (what, opt[-2]))
            check(not os.path.exists(out), "%s as %s: a trace was written" % (what, opt[-2]))
    check(stat.S_ISCHR(os.stat("/dev/null").st_mode), "/dev/null is no longer a device")
    # --out and --chrome together: both files, or (when one cannot be written) neither.
    chrome = os.path.join(TMP, "pair.chrome.json")
    mpirun(3, ["sync", "--out", out, "--chrome", chrome])
    check(os.path.exists(out) and os.path.exists(chrome), "sync --out --chrome: a file is missing")
    os.remove(out)
    os.remove(chrome)
    p, _ = mpirun(3, ["sync", "--out", out, "--chrome", os.path.join(TMP, "no-such-folder", "c.json")], expect_rc=None)
    check(p.returncode == 1 and not os.path.exists(out), "chrome file unwritable: exit %d, trace written: %s" %
          (p.returncode, os.path.exists(out)))
    check(not [f for f in os.listdir(TMP) if f.startswith(".")], "temporary files left: %s" % os.listdir(TMP))


def rank_pids():
    """{rank: pid} of the runner's processes now running."""
    out = {}
    for pid in leftovers():
        try:
            with open("/proc/%s/environ" % pid, "rb") as f:
                env = dict(kv.split(b"=", 1) for kv in f.read().split(b"\0") if b"=" in kv)
            out[int(env[b"OMPI_COMM_WORLD_RANK"])] = int(pid)
        except (OSError, KeyError, ValueError):
            pass
    return out


def lose_a_rank(np, args, rank, sig, after, timeout=60):
    """Starts a run, sends `sig` to `rank` once the run has gone `after` seconds, waits for the end.
    Returns (process, seconds it took, the trace or None)."""
    out = os.path.join(TMP, "lost.json")
    if os.path.exists(out):
        os.remove(out)
    cmd = ["mpirun", "--allow-run-as-root", "--oversubscribe", "-np", str(np), MPI_EXE] + args + ["--out", out]
    start = time.time()
    p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    pids = {}
    while time.time() - start < 20 and len(pids) < np:
        pids = rank_pids()
        time.sleep(0.05)
    # Under way: rank 0 has written its first checkpoint (a busy machine may take a while to start).
    while time.time() - start < 30 and not os.path.exists(out) and p.poll() is None:
        time.sleep(0.05)
    time.sleep(after)
    try:
        os.kill(pids[rank], sig)
    except (KeyError, OSError):
        check(False, "%s: rank %d was not running %.1f s into the run (%s)" % (args, rank, after, pids))
    try:
        stdout, stderr = p.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        p.kill()
        stdout, stderr = p.communicate()
        check(False, "%s: still running %d s after rank %d got signal %d" % (args, timeout, rank, sig))
    took = time.time() - start
    for pid in rank_pids().values():  # a stopped rank outlives mpirun's SIGTERM until it is continued
        try:
            os.kill(pid, signal.SIGKILL)
        except OSError:
            pass
    deadline = time.time() + 5
    while leftovers() and time.time() < deadline:
        time.sleep(0.1)
    p.stdout, p.stderr = stdout, stderr
    trace = None
    if os.path.exists(out):
        with open(out) as f:
            trace = json.load(f)
        validate(trace, out)
    return p, took, trace


def check_partial(trace, what, total, frame_key="w_next"):
    """A partial trace: it says why it is incomplete, and what it holds is what the run recorded."""
    if not check(trace is not None, "%s: no trace was left" % what):
        return
    ended = trace["source"].get("ended_early", "")
    check(ended != "", "%s: the trace is not marked incomplete" % what)
    steps = len(trace["frames"]) - 1
    check(1 <= steps < total, "%s: %d of %d steps recorded" % (what, steps, total))
    check(trace["summary"]["message"].startswith("incomplete:"), "%s: summary says %r" % (what, trace["summary"]["message"]))
    # It opens where the trace of a whole run does.
    png = os.path.join(TMP, "lost.png")
    q = subprocess.run([STUDIO, "export", os.path.join(TMP, "lost.json"), "--out", png], capture_output=True, text=True,
                       timeout=120, env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    check(q.returncode == 0 and os.path.getsize(png) > 1000, "%s: sgd-studio export of the partial trace: %s" % (what, q.stderr))


def case_lost():
    # SIGKILL on a worker mid-run: mpirun ends the others; what was recorded is on disk, marked
    # incomplete, its rounds bit-identical to the simulator's, and a line names the rank.
    p, took, trace = lose_a_rank(5, ["sync", "--set", "rounds=100", "--time-scale", "0.05"], 2, signal.SIGKILL, 1.0)
    check(p.returncode != 0, "sync, rank 2 killed: exit 0")
    check_partial(trace, "sync, rank 2 killed", 100)
    check(re.search(r"rank 2 (on|with PID \d+ on node) \S+", p.stderr) is not None,
          "sync, rank 2 killed: no line names rank 2: %s" % p.stderr[-600:])
    if trace:
        sim = simulated("sync", ["workers=4", "rounds=100"])
        for a, b in zip(trace["frames"], sim["frames"]):
            check(a["w_next"] == b["w_next"], "sync, rank 2 killed: round %d w %r, simulator %r" % (a["round"], a["w_next"], b["w_next"]))
    # SIGSTOP: the rank is still there but silent; the time limit ends the run, rank 0 writes what it
    # has and names the stopped rank, with its host and process id.
    p, took, trace = lose_a_rank(5, ["sync", "--set", "rounds=100", "--time-scale", "0.05", "--time-limit", "6"], 3,
                                 signal.SIGSTOP, 1.0)
    lines = ours(p)
    check(p.returncode == 1 and took < 20, "sync, rank 3 stopped: exit %d after %.1f s" % (p.returncode, took))
    check(len(lines) == 1 and re.search(r"rank 3 on \S+ \(pid \d+\) is stopped", lines[0]) and "time limit of 6 s" in lines[0],
          "sync, rank 3 stopped: our lines %r; mpirun's stderr ends %s" % (lines, p.stderr[-600:]))
    check_partial(trace, "sync, rank 3 stopped", 100)
    if trace:
        check("rank 3" in trace["source"]["ended_early"], "sync, rank 3 stopped: ended_early %r" % trace["source"]["ended_early"])
    # A worker that stops taking the server's 1 MB messages (a rendezvous send: the server waited in
    # MPI_Send, and once missed the time limit that way, ending 5 s later without a trace): the limit
    # still ends the run with the rounds done and a line that names the worker.
    out = os.path.join(TMP, "lost.json")
    os.remove(out) if os.path.exists(out) else None
    p, took = mpirun(3, ["sync", "--set", "rounds=20", "--time-limit", "3", "--out", out], timeout=60, expect_rc=None,
                     export={"SGD_MPI_TEST_STALL_RANK": "2", "SGD_MPI_TEST_STALL_ROUND": "4"})
    lines = ours(p)
    check(p.returncode == 1 and took < 20 and len(lines) == 1 and "rank 2 on " in lines[0] and "after 3 of 20 rounds" in lines[0]
          and "time limit of 3 s" in lines[0], "sync, rank 2 stalls in round 4: exit %d after %.1f s, our lines %r; %s"
          % (p.returncode, took, lines, p.stderr[-300:]))
    trace = None
    if os.path.exists(out):
        with open(out) as f:
            trace = json.load(f)
        validate(trace, out)
    check_partial(trace, "sync, rank 2 stalls in round 4", 20)
    if trace:
        check(len(trace["frames"]) == 4 and "rank 2" in trace["source"]["ended_early"],
              "sync, rank 2 stalls in round 4: %d frames, ended_early %r" % (len(trace["frames"]), trace["source"]["ended_early"]))
    # Async and gossip keep what was recorded too.
    p, took, trace = lose_a_rank(5, ["async", "--set", "updates=400", "--time-scale", "0.05"], 1, signal.SIGKILL, 1.0)
    check_partial(trace, "async, rank 1 killed", 400)
    p, took, trace = lose_a_rank(5, ["gossip", "--set", "rounds=200", "--set", "local_steps=1", "--time-scale", "0.05"], 4, signal.SIGKILL, 1.0)
    check_partial(trace, "gossip, rank 4 killed", 200)
    # No --time-limit: a run longer than the old fixed 30 s is accepted (its limit follows its plan);
    # interrupted with SIGTERM to mpirun (as a terminal's Ctrl+C or the window's Cancel), it keeps
    # what it recorded.
    out = os.path.join(TMP, "lost.json")
    os.remove(out) if os.path.exists(out) else None
    q = subprocess.Popen(["mpirun", "--allow-run-as-root", "--oversubscribe", "-np", "3", MPI_EXE, "sync", "--set", "rounds=1000",
                          "--out", out], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    start = time.time()
    while time.time() - start < 30 and not os.path.exists(out) and q.poll() is None:
        time.sleep(0.05)
    time.sleep(1)
    q.send_signal(signal.SIGTERM)
    _, stderr = q.communicate(timeout=30)
    check("would not end within" not in stderr, "sync rounds=1000 without --time-limit was refused: %s" % stderr[-300:])
    trace = None
    if os.path.exists(out):
        with open(out) as f:
            trace = json.load(f)
    check_partial(trace, "sync rounds=1000, mpirun interrupted", 1000)


def case_stops():
    # Issue #55 item 9. SIGSTOP of rank 0: the workers cannot end the run through it, and it cannot
    # write; a worker on its host sees it stopped 1.5 s past the limit and ends the run with a line
    # naming rank 0 (the run used to go on until the workers' backstop, 10 s past the limit, and rank
    # 0, continued by mpirun, then blamed a worker that had ended meanwhile: "rank 1 ... is gone").
    p, took, trace = lose_a_rank(5, ["sync", "--set", "rounds=100", "--time-scale", "0.05", "--time-limit", "6"], 0,
                                 signal.SIGSTOP, 1.0)
    lines = ours(p)
    check(p.returncode == 1 and took < 13, "sync, rank 0 stopped: exit %d after %.1f s (limit 6 s)" % (p.returncode, took))
    check(lines and re.search(r"rank 0 on \S+ \(pid \d+\) (is|was itself) stopped", lines[0]) is not None
          and not [l for l in lines if re.search(r"rank [1-9]", l)],
          "sync, rank 0 stopped: our lines %r; mpirun's stderr ends %s" % (lines, p.stderr[-600:]))
    check_partial(trace, "sync, rank 0 stopped", 100)
    # Ctrl+C to mpirun, with its usual 1 s between SIGTERM and SIGKILL (the other cases set it to 0):
    # rank 0 writes what was recorded (its own final trace, not the last checkpoint) and blames no
    # rank, since none was lost; no temporary file is left beside the trace. The workers used to end
    # at once on mpirun's SIGTERM, which ended rank 0 within milliseconds, before it could write.
    out = os.path.join(TMP, "stopped.json")
    for design, sets, total in (("sync", ["rounds=100"], 100), ("async", ["updates=400"], 400)):
        if os.path.exists(out):
            os.remove(out)
        args = [design] + [a for kv in sets for a in ("--set", kv)] + ["--time-scale", "0.05", "--out", out]
        q = subprocess.Popen(["mpirun", "--allow-run-as-root", "--oversubscribe", "-np", "4", MPI_EXE] + args,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                             env=dict(os.environ, OMPI_MCA_odls_base_sigkill_timeout="1"))
        start = time.time()
        while time.time() - start < 30 and not os.path.exists(out) and q.poll() is None:
            time.sleep(0.05)
        time.sleep(1)
        q.send_signal(signal.SIGINT)
        _, stderr = q.communicate(timeout=30)
        lines = [l for l in stderr.splitlines() if l.startswith("sgd-studio-mpi:")]
        trace = None
        if os.path.exists(out):
            with open(out) as f:
                trace = json.load(f)
        check_partial(trace, "%s, mpirun interrupted" % design, total)
        ended = trace["source"].get("ended_early", "") if trace else ""
        check(ended.startswith("stopped after"), "%s, mpirun interrupted: the trace is %r, not rank 0's own" % (design, ended))
        check(not [l for l in lines if re.search(r"is gone|went silent|is stopped", l)],
              "%s, mpirun interrupted: a rank was blamed: %r" % (design, lines))
        check(not [f for f in os.listdir(TMP) if f.startswith(".")], "%s, mpirun interrupted: left %s" % (design, os.listdir(TMP)))
        deadline = time.time() + 5
        while leftovers() and time.time() < deadline:
            time.sleep(0.1)
        check(not leftovers(), "%s, mpirun interrupted: processes left behind: %s" % (design, leftovers()))


def case_workers():
    # Any worker count the runner accepts can be compared with the simulator: 7 workers on 8
    # processes, the default data (four pairs) giving way to seven points on the line, as in the
    # simulator; the trace reads back and its rounds are the simulator's, bit for bit.
    trace = run_trace(8, "sync", ["workers=7", "rounds=4"], ["--time-scale", "0.01", "--model-bytes", "0"], "seven")
    sim = simulated("sync", ["workers=7", "rounds=4"])
    check(len(trace["frames"]) == 5 and trace["workers"] == sim["workers"] == 7, "seven workers: %d frames, workers %s" %
          (len(trace["frames"]), trace.get("workers")))
    for a, b in zip(trace["frames"], sim["frames"]):
        check(a["w_next"] == b["w_next"] and a["grads"] == b["grads"], "seven workers, round %d differs" % a["round"])
    # What `sgd-studio --trace` does with it: read back, recompute the prediction, compare.
    q = subprocess.run([STUDIO, "export", os.path.join(TMP, "seven.json"), "--out", os.path.join(TMP, "seven.png"), "--step", "2"],
                       capture_output=True, text=True, timeout=120, env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    check(q.returncode == 0, "seven workers: export of the trace: %s" % q.stderr)
    # The timeline from the saved trace alone: one process per rank.
    timeline = os.path.join(TMP, "seven.timeline.json")
    q = subprocess.run([STUDIO, "export", os.path.join(TMP, "seven.json"), "--timeline", timeline], capture_output=True,
                       text=True, timeout=120, env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    check(q.returncode == 0, "seven workers: export --timeline: %s" % q.stderr)
    if q.returncode == 0:
        with open(timeline) as f:
            check_timeline(json.load(f), 8, "seven workers")
    # Bytes are counted per rank: the server sends each worker the weight and a stop (16 B each),
    # and takes one 16 B gradient from each worker per round.
    ranks = {r["rank"]: r for r in trace["source"].get("ranks", [])}
    check(sorted(ranks) == list(range(8)), "seven workers: ranks %s" % sorted(ranks))
    if 0 in ranks:
        check(ranks[0]["bytes_sent"] == 7 * (4 + 1) * 16 and ranks[0]["bytes_received"] == 7 * 4 * 16,
              "seven workers: server bytes %s" % ranks[0])
        check(all(ranks[w]["bytes_sent"] == 4 * 16 and ranks[w]["bytes_received"] == 5 * 16 for w in range(1, 8)),
              "seven workers: worker bytes %s" % [ranks[w] for w in range(1, 8)])
        # The rounds' bytes (what the views draw) add up to what was counted: each worker's pushes.
        per_worker = [sum(f["bytes_sent"][w] for f in trace["frames"][1:]) for w in range(7)]
        check(per_worker == [ranks[w + 1]["bytes_sent"] for w in range(7)], "seven workers: frames say %s" % per_worker)
    # A model on the wire: the ring all-reduces the K gradient slots and a model of --model-bytes
    # in K chunks, so each worker sends 2(K-1)/K of it per round, as counted; the star moves the
    # model each way. By default the model is the scene's model_mb, at most 1 MB.
    for np_, topology, model, per_round in [(5, "ring", 80000, 2 * 3 / 4 * (80000 + 4 * 8)), (4, "star", 80000, 80000 + 16),
                                            (5, "ring", None, 2 * 3 / 4 * (1e6 + 4 * 8))]:
        extra = ["--time-scale", "0.01"] + (["--model-bytes", str(model)] if model is not None else [])
        t = run_trace(np_, "sync", ["topology=" + topology, "rounds=3"], extra, "model-" + topology)
        k = np_ - 1
        check(t["model_bytes"] == (model if model is not None else 1e6), "%s: model_bytes %s" % (topology, t["model_bytes"]))
        check(all(f["bytes_sent"] == [per_round] * k for f in t["frames"][1:]), "%s model %s: bytes sent per round %s, rule %s" %
              (topology, model, t["frames"][1]["bytes_sent"], per_round))
        counted = {r["rank"]: r["bytes_sent"] for r in t["source"]["ranks"]}
        check(all(counted[w] == sum(f["bytes_sent"][w - 1] for f in t["frames"][1:]) for w in range(1, k + 1)),
              "%s model %s: counted %s" % (topology, model, counted))
        w = simulated("sync", ["workers=%d" % k, "topology=" + topology, "rounds=3"])
        check([f["w_next"] for f in t["frames"]] == [f["w_next"] for f in w["frames"]],
              "%s model %s: the weights are not the simulator's" % (topology, model))


def case_slurm():
    # The Slurm batch script the cluster guide gives, run as it runs outside Slurm (on this machine):
    # a trace of 4 processes and its timeline in the folder it was started from.
    script = os.path.join(SCHEMAS, "..", "..", "scripts", "slurm", "real-run.sbatch")
    out = os.path.join(TMP, "slurm.json")
    env = dict(os.environ, NTASKS="4", OUT=out, SGD_STUDIO_MPI=MPI_EXE, DESIGN="async",
               MPIRUN_ARGS="--allow-run-as-root --oversubscribe")
    p = subprocess.run(["bash", script, "--set", "updates=6", "--time-scale", "0.01"], capture_output=True, text=True,
                       timeout=120, env=env, cwd=TMP)
    check(p.returncode == 0, "real-run.sbatch: exit %d: %s" % (p.returncode, p.stderr[-400:]))
    if check(os.path.exists(out), "real-run.sbatch: no trace"):
        with open(out) as f:
            trace = json.load(f)
        validate(trace, out)
        check(trace["source"]["processes"] == 4 and len(trace["frames"]) == 7, "real-run.sbatch: %d processes, %d frames" %
              (trace["source"]["processes"], len(trace["frames"])))
    timeline = os.path.join(TMP, "slurm.timeline.json")
    if check(os.path.exists(timeline), "real-run.sbatch: no timeline"):
        with open(timeline) as f:
            check_timeline(json.load(f), 4, "real-run.sbatch")
    p = subprocess.run(["bash", script], capture_output=True, text=True, timeout=60,
                       env=dict(os.environ, SGD_STUDIO_MPI="/nonexistent/sgd-studio-mpi"), cwd=TMP)
    check(p.returncode == 2 and "sgd-studio-mpi not found" in p.stderr, "real-run.sbatch without the runner: %s" % p.stderr)


CASES = {"sync": case_sync, "async": case_async, "staircase": case_staircase, "gossip": case_gossip,
         "failure": case_failure, "limits": case_limits, "lost": case_lost, "stops": case_stops, "workers": case_workers,
         "slurm": case_slurm}
if CASE not in CASES:
    print("unknown case", CASE)
    sys.exit(1)
CASES[CASE]()
print("%s: %s" % (CASE, "ok" if not failures else "%d problems" % len(failures)))
sys.exit(1 if failures else 0)
