#!/usr/bin/env python3
"""Builds the manual (and the rest of docs/) into plain HTML pages that open with no network.

    scripts/manual_html.py DOCS_DIR OUT_DIR

Every DOCS_DIR/**/*.md becomes OUT_DIR/**/*.html (links to .md pages point to their .html), and
DOCS_DIR/images is copied to OUT_DIR/images. Only Python's standard library: a small converter for
the Markdown these pages use (headings, paragraphs, lists, tables, code blocks, links, pictures,
`code`, **bold**, *italics*). The build runs it into build/manual/; the package installs that in
/usr/share/doc/sgd-studio/html/, and Help > Manual opens manual/index.html there.
"""
import html
import os
import re
import shutil
import sys

STYLE = ("body{font-family:sans-serif;max-width:52em;margin:2em auto;padding:0 1em;line-height:1.5;color:#1b1f24}"
         "code,pre{font-family:monospace;background:#f3f4f6}pre{padding:.6em;overflow-x:auto}"
         "table{border-collapse:collapse}td,th{border:1px solid #ccd;padding:.25em .5em;vertical-align:top}"
         "img{max-width:100%}a{color:#1a56a0}")


def slug(text):
    text = re.sub(r"[`*_]", "", text).strip().lower()
    return re.sub(r"[^\w\- ]", "", text).replace(" ", "-")


def inline(text):
    parts = re.split(r"(`[^`]+`)", text)
    out = []
    for part in parts:
        if part.startswith("`") and part.endswith("`") and len(part) > 1:
            out.append("<code>%s</code>" % html.escape(part[1:-1]))
            continue
        s = html.escape(part, quote=False)

        def link(m, image=False):
            label, url = m.group(1), m.group(2)
            if not re.match(r"^[a-z]+:", url):
                url = re.sub(r"\.md(#|$)", r".html\1", url)
            if image:
                return '<img src="%s" alt="%s">' % (html.escape(url), label)
            return '<a href="%s">%s</a>' % (html.escape(url), label)

        s = re.sub(r"!\[([^\]]*)\]\(([^)\s]+)\)", lambda m: link(m, True), s)
        s = re.sub(r"\[([^\]]+)\]\(([^)\s]+)\)", link, s)
        s = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", s)
        s = re.sub(r"(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?![\w*])", r"<i>\1</i>", s)
        out.append(s)
    return "".join(out)


def convert(md):
    lines = md.split("\n")
    out, i, title = [], 0, None
    while i < len(lines):
        line = lines[i]
        stripped = line.strip()
        if stripped.startswith("```"):
            code = []
            i += 1
            while i < len(lines) and not lines[i].strip().startswith("```"):
                code.append(lines[i])
                i += 1
            out.append("<pre><code>%s</code></pre>" % html.escape("\n".join(code)))
            i += 1
        elif re.match(r"^<!--.*-->$", stripped) or not stripped:
            i += 1
        elif re.match(r"^#{1,6}\s", stripped):
            level = len(stripped) - len(stripped.lstrip("#"))
            text = stripped[level:].strip()
            title = title or re.sub(r"[`*]", "", text)
            out.append('<h%d id="%s">%s</h%d>' % (level, slug(text), inline(text), level))
            i += 1
        elif stripped.startswith("|"):
            rows = []
            while i < len(lines) and lines[i].strip().startswith("|"):
                rows.append(lines[i].strip())
                i += 1
            out.append("<table>")
            for n, row in enumerate(rows):
                if re.match(r"^\|[\s:|-]+\|$", row):
                    continue
                cells = [c.strip() for c in re.split(r"(?<!\\)\|", row.strip("|"))]
                tag = "th" if n == 0 else "td"
                out.append("<tr>%s</tr>" % "".join("<%s>%s</%s>" % (tag, inline(c.replace("\\|", "|")), tag)
                                                     for c in cells))
            out.append("</table>")
        elif re.match(r"^(-|\d+\.)\s", stripped):
            ordered = stripped[0].isdigit()
            items = []
            while i < len(lines) and (re.match(r"^(-|\d+\.)\s", lines[i].strip()) and not lines[i].startswith("   ")
                                      or (lines[i].startswith("  ") and lines[i].strip())):
                if re.match(r"^(-|\d+\.)\s", lines[i].strip()) and not lines[i].startswith("  "):
                    items.append(re.sub(r"^(-|\d+\.)\s+", "", lines[i].strip()))
                else:
                    items[-1] += " " + lines[i].strip()
                i += 1
            tag = "ol" if ordered else "ul"
            out.append("<%s>%s</%s>" % (tag, "".join("<li>%s</li>" % inline(t) for t in items), tag))
        else:
            para = []
            while i < len(lines) and lines[i].strip() and not re.match(r"^(```|#{1,6}\s|\||- |\d+\.\s)",
                                                                         lines[i].strip()):
                para.append(lines[i].strip())
                i += 1
            out.append("<p>%s</p>" % inline(" ".join(para)))
    return title or "SGD Studio", "\n".join(out)


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    docs, out = sys.argv[1], sys.argv[2]
    for folder, _, files in os.walk(docs):
        for name in files:
            src = os.path.join(folder, name)
            rel = os.path.relpath(src, docs)
            if rel.split(os.sep)[0] == "images":
                continue
            if name.endswith(".md"):
                title, body = convert(open(src, encoding="utf-8").read())
                dst = os.path.join(out, rel[:-3] + ".html")
                os.makedirs(os.path.dirname(dst), exist_ok=True)
                with open(dst, "w", encoding="utf-8") as f:
                    f.write('<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
                            "<title>%s</title><style>%s</style></head><body>\n%s\n</body></html>\n"
                            % (html.escape(title), STYLE, body))
    if os.path.isdir(os.path.join(docs, "images")):
        shutil.copytree(os.path.join(docs, "images"), os.path.join(out, "images"), dirs_exist_ok=True)


if __name__ == "__main__":
    main()
