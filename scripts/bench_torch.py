#!/usr/bin/python3
"""The scale lab's gradient round in PyTorch on the CPU: the peer of `sgd-studio bench`.

Same data (written by `sgd-studio bench --emit-data FILE`, read here), same round: for every worker
shard r_k = X_k @ w - y_k, g_k = X_k.T @ r_k / n_k, loss_k = 1/2 mean r_k^2, then the mean over k.
Median of --repeats timed rounds after a warm-up, torch threads = the core count. --storage bf16
keeps X (and w) as torch.bfloat16, as `sgd-studio bench --storage bf16` keeps X: half the bytes;
the residuals and the gradient come back in float32. Then runs `sgd-studio bench` on the same N,
d, K and storage and prints our time over PyTorch's.

Run with Debian's interpreter and without OpenBLAS overrides:
    env -u OPENBLAS_CORETYPE -u OPENBLAS_L2_SIZE /usr/bin/python3 scripts/bench_torch.py --studio build/app/sgd-studio
As root, missing python3-torch / libopenblas0-pthread are installed with apt-get (see
shared/spec/benchmarks.md: without OpenBLAS Debian's torch uses the reference BLAS, which would
flatter us).
"""
import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time


def ensure_packages():
    missing = []
    for pkg in ("python3-torch", "libopenblas0-pthread"):
        if subprocess.run(["dpkg", "-s", pkg], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode != 0:
            missing.append(pkg)
    if not missing:
        return
    if os.geteuid() != 0 or shutil.which("apt-get") is None:
        sys.exit("bench_torch: please install " + " ".join(missing) + " (apt-get install " + " ".join(missing) + ")")
    print("bench_torch: installing " + " ".join(missing), file=sys.stderr)
    subprocess.run(["apt-get", "install", "-y", "--no-install-recommends"] + missing, check=True,
                   env=dict(os.environ, DEBIAN_FRONTEND="noninteractive"))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--studio", default=os.environ.get("SGD_STUDIO_EXE", "build/app/sgd-studio"),
                    help="the sgd-studio executable (anything that understands `bench`)")
    ap.add_argument("--rows", type=int, default=2_000_000)
    ap.add_argument("--features", type=int, default=64)
    ap.add_argument("--workers", type=int, default=16)
    ap.add_argument("--repeats", type=int, default=7)
    ap.add_argument("--storage", choices=("f32", "bf16"), default="f32",
                    help="how X is kept: float32, or bfloat16 (torch's bf16 matmul on the CPU)")
    ap.add_argument("--skip-ours", action="store_true", help="time PyTorch only")
    args = ap.parse_args()

    # OpenBLAS reads these when it loads: start again without them.
    if any(v in os.environ for v in ("OPENBLAS_CORETYPE", "OPENBLAS_L2_SIZE")):
        env = {k: v for k, v in os.environ.items() if k not in ("OPENBLAS_CORETYPE", "OPENBLAS_L2_SIZE")}
        print("bench_torch: OPENBLAS_CORETYPE/OPENBLAS_L2_SIZE are set; restarting without them", file=sys.stderr)
        os.execve(sys.executable, [sys.executable] + sys.argv, env)

    ensure_packages()
    import numpy as np
    import torch

    threads = os.cpu_count() or 1
    torch.set_num_threads(threads)
    repeats = max(5, args.repeats)

    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "data.bin")
        subprocess.run([args.studio, "bench", "--emit-data", path, "--rows", str(args.rows), "--features",
                        str(args.features), "--workers", str(args.workers)], check=True, stdout=subprocess.DEVNULL)
        with open(path, "rb") as f:
            n = int(np.frombuffer(f.read(8), dtype=np.int64)[0])
            d, k = (int(v) for v in np.frombuffer(f.read(8), dtype=np.int32))
            offsets = np.frombuffer(f.read(8 * (k + 1)), dtype=np.int64).tolist()
            x = np.frombuffer(f.read(4 * n * d), dtype=np.float32).reshape(n, d)
            y = np.frombuffer(f.read(4 * n), dtype=np.float32)
    dtype = torch.bfloat16 if args.storage == "bf16" else torch.float32
    X = torch.from_numpy(x.copy()).to(dtype)
    Y = torch.from_numpy(y.copy())
    w = torch.tensor([0.01 * (j % 7) for j in range(d)], dtype=torch.float32).to(dtype)
    shards = [(X[offsets[i]:offsets[i + 1]], Y[offsets[i]:offsets[i + 1]]) for i in range(k)]

    def round_():
        grads, losses = [], []
        for xk, yk in shards:
            r = (xk @ w).float() - yk
            grads.append((xk.T @ r.to(dtype)).float() / xk.shape[0])
            losses.append(0.5 * torch.mean(r * r))
        return torch.stack(grads).mean(0), torch.stack(losses).mean()

    with torch.no_grad():
        round_()  # warm-up
        times = []
        for _ in range(repeats):
            t0 = time.perf_counter()
            round_()
            times.append(time.perf_counter() - t0)
    med = statistics.median(times)
    # Debian's torch calls the system BLAS (BLAS_INFO=generic): name what libblas.so.3 resolves to.
    blas = os.path.realpath("/usr/lib/x86_64-linux-gnu/libblas.so.3")
    value_bytes = 2 if args.storage == "bf16" else 4
    print(f"torch  {n}  {d}  {k}  {args.storage}  median_ms {med * 1e3:.2f}  rows_per_s {n / med:.4g}"
          f"  GB_per_s {n * d * value_bytes / med / 1e9:.2f}"
          f"  (torch {torch.__version__}, {threads} threads, BLAS {blas})")
    if args.skip_ours:
        return
    out = subprocess.run([args.studio, "bench", "--rows", str(n), "--features", str(d), "--workers", str(k),
                          "--repeats", str(repeats), "--backend", "cpu", "--storage", args.storage], check=True,
                         capture_output=True, text=True).stdout
    sys.stdout.write(out)
    m = re.search(rf"^cpu\s+{n}\s+{d}\s+{k}\s+([0-9.]+)", out, re.M)
    if not m:
        sys.exit("bench_torch: could not read our median from sgd-studio bench")
    ours = float(m.group(1))
    print(f"ours / torch = {ours:.2f} ms / {med * 1e3:.2f} ms = {ours / (med * 1e3):.3f}"
          f" ({med * 1e3 / ours:.2f}x {'faster' if ours < med * 1e3 else 'slower'})")


if __name__ == "__main__":
    main()
