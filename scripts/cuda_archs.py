#!/usr/bin/env python3
"""The CUDA code a built program carries, read from its .nv_fatbin section (no cuobjdump needed).

    scripts/cuda_archs.py PROGRAM [--expect "75-real;80-real;...;120"]

Prints one line: the SASS capabilities and the PTX ones ("sass 7.5 8.0 ... ptx 12.0"). With
--expect (CMAKE_CUDA_ARCHITECTURES), exits 1 naming each expected one that is missing.
"""
import struct
import subprocess
import sys
import tempfile


def fatbin_entries(program):
    with tempfile.NamedTemporaryFile() as out:
        subprocess.run(["objcopy", "-O", "binary", "--only-section=.nv_fatbin", program, out.name], check=True)
        data = open(out.name, "rb").read()
    entries, off = [], 0
    while off + 16 <= len(data):
        magic, _version, header, size = struct.unpack_from("<IHHQ", data, off)
        if magic != 0xBA55ED50:
            off += 8  # padding between the fat binaries of several objects
            continue
        entry, end = off + header, off + header + size
        while entry + 32 <= end:
            kind, _u, entry_header, payload = struct.unpack_from("<HHIQ", data, entry)
            arch = struct.unpack_from("<I", data, entry + 28)[0]
            entries.append(("ptx" if kind == 1 else "sass", arch))
            entry += entry_header + payload
        off = end
    return entries


def main():
    args = sys.argv[1:]
    if not args:
        print(__doc__)
        return 2
    expect = args[args.index("--expect") + 1] if "--expect" in args else None
    entries = fatbin_entries(args[0])
    sass = sorted({a for k, a in entries if k == "sass"})
    ptx = sorted({a for k, a in entries if k == "ptx"})
    cap = lambda a: "%d.%d" % (a // 10, a % 10)
    print("sass " + " ".join(cap(a) for a in sass) + " · ptx " + " ".join(cap(a) for a in ptx))
    missing = []
    for item in (expect or "").replace(",", ";").split(";"):
        if not item:
            continue
        cc = int(item.split("-")[0])
        if not item.endswith("-virtual") and cc not in sass:
            missing.append("SASS " + cap(cc))
        if not item.endswith("-real") and cc not in ptx:
            missing.append("PTX " + cap(cc))
    if missing:
        print("missing from %s: %s" % (args[0], ", ".join(missing)))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
