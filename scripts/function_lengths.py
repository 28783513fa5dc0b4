#!/usr/bin/env python3
"""Lists C++ function bodies longer than a limit (default 80 lines), found by brace matching with strings
and comments skipped: a body is a '{' after ')' (and qualifiers) at namespace or class level. Exit 1 if any."""
import re, sys

def strip(src):
    out, i, n = [], 0, len(src)
    while i < n:
        c = src[i]
        if src.startswith('//', i):
            j = src.find('\n', i); j = n if j < 0 else j
            out.append(' ' * (j - i)); i = j
        elif src.startswith('/*', i):
            j = src.find('*/', i + 2); j = n if j < 0 else j + 2
            out.append(re.sub(r'[^\n]', ' ', src[i:j])); i = j
        elif c in '"\'':
            if c == '"' and i > 0 and src[i-1] == 'R':
                m = re.match(r'R"([^(]*)\(', src[i-1:])
                end = src.find(')' + m.group(1) + '"', i) + len(m.group(1)) + 2
                out.append(re.sub(r'[^\n]', ' ', src[i:end])); i = end; continue
            j = i + 1
            while j < n and src[j] != c:
                j += 2 if src[j] == '\\' else 1
            out.append(c + ' ' * (j - i - 1) + c); i = j + 1
        else:
            out.append(c); i += 1
    return ''.join(out)

def functions(path):
    src = strip(open(path, encoding='utf-8').read())
    stack = []  # kinds: 'scope' (namespace/class/struct/enum/extern) or 'func' or 'block'
    res = []
    for m in re.finditer(r'[{}]', src):
        pos = m.start()
        if m.group() == '{':
            before = src[:pos].rstrip()
            inside_func = any(k[0] == 'func' for k in stack)
            head = before[max(0, before.rfind(';'), before.rfind('}'), before.rfind('{')) :]
            if inside_func:
                stack.append(('block', pos))
            elif re.search(r'\b(namespace|class|struct|union|enum)\b[^()]*$', head) or re.search(r'extern\s+"C"\s*$', before):
                stack.append(('scope', pos))
            elif re.search(r'\)\s*(const|override|final|noexcept|mutable|->[^{;]*|\s)*$', before) or re.search(r'\)\s*:\s*[^;{]*$', head):
                name = re.search(r'([~\w:<>=+\-*/!\[\]]+)\s*\([^()]*(\([^()]*\)[^()]*)*\)[^()]*$', head)
                stack.append(('func', pos, name.group(1) if name else '?'))
            else:
                stack.append(('block', pos))
        else:
            if not stack:
                continue
            top = stack.pop()
            if top[0] == 'func':
                l0 = src.count('\n', 0, top[1]) + 1
                l1 = src.count('\n', 0, pos) + 1
                res.append((l1 - l0 + 1, l0, top[2]))
    return res

if __name__ == '__main__':
    limit = 80
    args = sys.argv[1:]
    if args and args[0].startswith('--limit='):
        limit = int(args[0].split('=')[1]); args = args[1:]
    bad = 0
    for p in args:
        for length, line, name in functions(p):
            if length > limit:
                print(f'{p}:{line}: {name} is {length} lines (limit {limit})'); bad += 1
    sys.exit(1 if bad else 0)
