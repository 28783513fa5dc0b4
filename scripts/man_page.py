#!/usr/bin/env python3
"""Writes the manual page docs/sgd-studio.1 from the program's own help, so the two never disagree.

    scripts/man_page.py build/app/sgd-studio docs/sgd-studio.1           # regenerate
    scripts/man_page.py build/app/sgd-studio docs/sgd-studio.1 --check   # exit 1 when it drifted (CTest cli_man_page)

The synopsis and every subcommand's options come from `sgd-studio --help` and `sgd-studio help
SUBCOMMAND`; the prose around them (description, exit status, files, examples) is written here.
"""
import os
import re
import subprocess
import sys

DESCRIPTION = r"""SGD Studio teaches distributed stochastic gradient descent: a single weight, mini-batches, synchronous
and asynchronous parameter servers, decentralized gossip, overlapping communication with
computation, quantized gradients and a scale lab. Each scene computes a trace, a list of frames
with every number the lecture needs, and every view is a drawing of one frame.
.PP
With no subcommand,
.B sgd-studio
opens the window. The subcommands run without a display: they print or write traces, pictures,
handouts, animations for slides, the trace files' JSON Schemas, and benchmarks."""

PROSE_AFTER = r""".SH EXIT STATUS
.TP
.B 0
success
.TP
.B 1
a failure at run time (an unwritable path, a full disk, a missing
.BR ffmpeg );
one line on standard error says why
.TP
.B 2
bad usage or bad input; one line on standard error names the option, the value given and what is allowed
.TP
.BR 130 ", " 143
stopped by Ctrl+C or SIGTERM; nothing was written
.SH FILES
Every output file is written to a temporary file next to it and renamed over the old one only when
all of it reached the disk: a failure or a stop leaves the old file as it was.
Animations (\fB.mp4\fR, \fB.webm\fR, \fB.gif\fR) need the
.BR ffmpeg (1)
program on
.BR PATH .
.PP
.I $XDG_CACHE_HOME/sgd\-studio/cpu\-kernels.txt
(else
.IR ~/.cache/... )
keeps the CPU kernel each shape of data was measured fastest with on this processor and build;
it is safe to delete (the next start measures again, at most about 200 ms), and a corrupt file or
one from another processor or build is ignored with one line in Help > Diagnostics.
.B SGD_CPU_MEASURE=0
keeps to the built-in first guess;
.B bench \-\-kernels
shows every candidate side by side.
.SH EXAMPLES
.nf
sgd-studio scenes
sgd-studio trace sync \-\-set aggregate=sum \-\-steps 5 \-\-format csv
sgd-studio export single\-weight \-\-out step3.svg \-\-step 3
sgd-studio export async \-\-handout async.pdf
sgd-studio export async \-\-out staircase.mp4 \-\-from 0 \-\-to 4
sgd-studio \-\-scene decentralized
.fi
.SH SEE ALSO
.BR ffmpeg (1),
.BR mpirun (1)"""


def run(exe, *args):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.run([exe, *args], check=True, capture_output=True, text=True, env=env).stdout


def roff(text):
    """Plain text as roff: backslashes and hyphens escaped, no line starting with a control character."""
    text = text.replace("\\", "\\e").replace("-", "\\-")
    return "\\&" + text if text.startswith((".", "'")) else text


def parse_help(text):
    """(usage lines, [(summary, [(option, description)])]) of one --help text."""
    usage, forms = [], []
    option = None
    for line in text.splitlines():
        if line.startswith(("usage: ", "       ")) and not forms:
            usage.append(line[7:].strip())
        elif line and not line.startswith(" ") and not line.startswith("subcommands"):
            forms.append((line, []))
            option = None
        elif line.startswith("subcommands"):
            break
        elif line.startswith("  ") and forms:
            if line.startswith(" " * 26) and option is not None:  # a long option's description, on its own line
                forms[-1][1][-1] = (option, line.strip())
                continue
            match = re.match(r"  (\S.*?)(?:\s{2,}(.*))?$", line)
            option = match.group(1).strip()
            forms[-1][1].append((option, (match.group(2) or "").strip()))
    return usage, forms


def option_term(option):
    """`--out FILE` as bold name and italic value; `-h, --help` as two bold names."""
    words = []
    for word in option.split(" "):
        if word.startswith("-"):
            words.append("\\fB" + roff(word) + "\\fR")
        elif word == "...":
            words.append(word)
        else:
            words.append("\\fI" + roff(word) + "\\fR")
    return " ".join(words)


def synopsis_line(usage):
    """`sgd-studio trace ID ...` with the program's name in bold."""
    name, _, rest = usage.partition(" ")
    return "\\fB" + roff(name) + "\\fR " + roff(rest)


def section(lines, forms):
    for summary, options in forms:
        lines.append(".PP")
        lines.append(roff(summary))
        for option, description in options:
            lines += [".TP", option_term(option), roff(description)]


def subcommands(exe):
    names = []
    text = run(exe, "--help")
    listing = text.split("subcommands", 1)[1].splitlines()[1:]
    for line in listing:
        name = line.split()[0] if line.strip() else ""
        if name and name not in names:
            names.append(name)
    return names


def man_page(exe):
    version = run(exe, "--version").splitlines()[0].split()[-1]
    usage, forms = parse_help(run(exe, "--help"))
    lines = [
        '.\\" Generated by scripts/man_page.py from the program\'s --help; do not edit (CTest cli_man_page checks it).',
        f'.TH SGD\\-STUDIO 1 "" "sgd\\-studio {roff(version)}" "User Commands"',
        ".SH NAME",
        "sgd\\-studio \\- a classroom studio for distributed stochastic gradient descent",
        ".SH SYNOPSIS",
        ".nf",
    ]
    lines += [synopsis_line(u) for u in usage]
    names = subcommands(exe)
    for name in names:
        lines += [synopsis_line(u) for u in parse_help(run(exe, "help", name))[0]]
    lines += [".fi", ".SH DESCRIPTION", DESCRIPTION, ".SH OPTIONS"]
    section(lines, forms)
    lines.append(".SH SUBCOMMANDS")
    for name in names:
        lines += [".SS " + roff(name)]
        sub_usage, sub_forms = parse_help(run(exe, "help", name))
        lines += [".nf"] + [synopsis_line(u) for u in sub_usage] + [".fi"]
        section(lines, sub_forms)
    lines.append(PROSE_AFTER)
    return "\n".join(lines) + "\n"


def main():
    if len(sys.argv) not in (3, 4) or (len(sys.argv) == 4 and sys.argv[3] != "--check"):
        sys.exit("usage: man_page.py SGD_STUDIO OUT.1 [--check]")
    exe, out = sys.argv[1], sys.argv[2]
    text = man_page(exe)
    if len(sys.argv) == 4:
        with open(out, encoding="utf-8") as f:
            if f.read() != text:
                sys.exit(f"{out} differs from the program's --help: regenerate it with scripts/man_page.py {exe} {out}")
        print(f"{out} matches the program's --help")
        return
    with open(out, "w", encoding="utf-8") as f:
        f.write(text)


if __name__ == "__main__":
    main()
