#!/usr/bin/env python3
"""Validates every scene's trace against its committed JSON Schema with a real validator.

Usage: validate_traces.py SGD_STUDIO_EXE SCHEMA_DIR LESSON_DIR

For each scene that `sgd-studio scenes --format json` lists: its default trace, the trace of each
lesson preset for it and the variants below must validate against resources/schemas/<id>.schema.json
(draft 2020-12, Debian's python3-jsonschema); a trace with a field removed or added must not. A
scene without a schema file yet is skipped with a message. Exit 0 when all is well, 1 otherwise.
"""
import copy
import glob
import json
import os
import subprocess
import sys

try:
    import jsonschema
except ImportError:
    print("python3-jsonschema is missing: apt-get install python3-jsonschema (scripts/test installs it as root)")
    sys.exit(1)

# More runs per scene: other branches of the scenes' code write other fields (optional ones too).
VARIANTS = {
    "single-weight": [["eta=0.7"], ["eta=2", "steps=8"]],
    "mini-batch": [["leftover=drop", "batch=30"], ["leftover=pad", "batch=30", "shuffle=off"]],
    "sync": [["topology=ring"], ["aggregate=fedavg", "shard_sizes=1,2,3,4"], ["compute=1,1,1,3"]],
    "async": [["lr_rule=staleness", "pull=epoch"], ["ssp=1", "fail=2@3", "rejoin=6"], ["pull=quorum80"]],
    "decentralized": [["topology=ring", "nodes=5", "failed=2"], ["topology=star", "local_steps=2"],
                      ["topology=threshold", "nodes=6"]],
    "overlap": [["layers=3", "bucket_mb=100"], ["compute_ms=1,2,3", "layers=3", "layer_mb=30"]],
    "quantized": [["bits=1"], ["rounding=stochastic", "error_feedback=on", "bits=2"], ["scheme=qsgd"], ["bits=32"]],
}


# Sanitizer builds run several times slower: their presets scale every limit (SGD_TEST_TIME_SCALE).
TIME_SCALE = max(1, int(os.environ.get("SGD_TEST_TIME_SCALE", "1") or "1"))


def run(exe, args):
    p = subprocess.run([exe] + args, capture_output=True, text=True, timeout=240 * TIME_SCALE)
    if p.returncode != 0:
        raise RuntimeError("sgd-studio %s failed (%d): %s" % (" ".join(args), p.returncode, p.stderr.strip()))
    return p.stdout


def lessons_by_scene(lesson_dir):
    out = {}
    for path in sorted(glob.glob(os.path.join(lesson_dir, "*.json"))):
        with open(path) as f:
            lesson = json.load(f)
        # Format 2: a list of slides; the first form (no "version") is one scene.
        slides = lesson["slides"] if "version" in lesson else [lesson]
        for i, slide in enumerate(slides):
            sets = ["%s=%s" % (k, v) for k, v in slide.get("params", {}).items()]
            name = os.path.basename(path) + ("" if len(slides) == 1 else " slide %d" % (i + 1))
            out.setdefault(slide["scene"], []).append((name, sets))
    return out


def broken_copies(trace):
    """Traces the schema must refuse: a required frame field gone, an unknown field, a bad format."""
    missing = copy.deepcopy(trace)
    del missing["frames"][0]["step"]
    unknown = copy.deepcopy(trace)
    unknown["frames"][-1]["not_a_field"] = 1
    version = copy.deepcopy(trace)
    version["format"] = 1
    return [("frame 0 without step", missing), ("an unknown frame field", unknown), ("format 1", version)]


def check_scene(exe, scene, schema, runs):
    validator = jsonschema.Draft202012Validator(schema, format_checker=None)
    failures = []
    for label, sets in runs:
        args = ["trace", scene]
        for s in sets:
            args += ["--set", s]
        trace = json.loads(run(exe, args))
        errors = sorted(validator.iter_errors(trace), key=lambda e: list(e.absolute_path))
        for e in errors[:3]:
            failures.append("%s (%s): %s at %s" % (scene, label, e.message, "/".join(map(str, e.absolute_path))))
        if label == "defaults":
            for what, bad in broken_copies(trace):
                if validator.is_valid(bad):
                    failures.append("%s: the schema accepts a trace with %s" % (scene, what))
    return failures


def main():
    exe, schema_dir, lesson_dir = sys.argv[1:4]
    print("validator: jsonschema from %s" % os.path.dirname(jsonschema.__file__))
    scenes = [s["id"] for s in json.loads(run(exe, ["scenes", "--format", "json"]))["scenes"]]
    lessons = lessons_by_scene(lesson_dir)
    failures, checked, skipped = [], 0, []
    for path in sorted(glob.glob(os.path.join(schema_dir, "*.schema.json"))):
        if os.path.basename(path)[: -len(".schema.json")] not in scenes:
            failures.append("%s: a schema for a scene that does not exist" % path)
    for scene in scenes:
        path = os.path.join(schema_dir, scene + ".schema.json")
        if not os.path.exists(path):
            skipped.append(scene)
            print("SKIP %s: no schema yet (%s is missing)" % (scene, path))
            continue
        with open(path) as f:
            schema = json.load(f)
        jsonschema.Draft202012Validator.check_schema(schema)
        runs = [("defaults", [])] + [(" ".join(v), v) for v in VARIANTS.get(scene, [])] + lessons.get(scene, [])
        failures += check_scene(exe, scene, schema, runs)
        checked += len(runs)
        print("ok   %s: %d traces" % (scene, len(runs)))
    for f in failures:
        print("FAIL " + f)
    print("%d traces validated, %d scenes skipped, %d failures" % (checked, len(skipped), len(failures)))
    return 1 if failures or checked == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
