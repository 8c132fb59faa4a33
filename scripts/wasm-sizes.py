#!/usr/bin/env python3
"""Code bytes of a Go WebAssembly build, by package.

Usage:
    GOOS=js GOARCH=wasm go build -o /tmp/game.wasm . && python3 scripts/wasm-sizes.py /tmp/game.wasm [N]

Build without -ldflags="-s -w": the function names come from the module's
"name" section, which stripping removes. Prints the size of each section,
then the N packages (30 by default) whose functions' bodies take the most
bytes of the code section, and the project's own packages together.
"""
import collections
import sys


def uleb(data, i):
    """Reads an unsigned LEB128 number at i; returns it and the next index."""
    value, shift = 0, 0
    while True:
        byte = data[i]
        i += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return value, i


def sections(data):
    if data[:4] != b"\0asm":
        sys.exit("not a WebAssembly module")
    i = 8
    while i < len(data):
        sid = data[i]
        size, i = uleb(data, i + 1)
        yield sid, i, size
        i += size


def imported_functions(data, off):
    """Counts the imported functions: they come first in the index space."""
    n, i = uleb(data, off)
    funcs = 0
    for _ in range(n):
        for _ in range(2):  # module and field names
            length, i = uleb(data, i)
            i += length
        kind = data[i]
        i += 1
        if kind == 0:  # function: a type index
            _, i = uleb(data, i)
            funcs += 1
        elif kind == 1:  # table: element type and limits
            i += 1
            flags, i = uleb(data, i)
            _, i = uleb(data, i)
            if flags & 1:
                _, i = uleb(data, i)
        elif kind == 2:  # memory: limits
            flags, i = uleb(data, i)
            _, i = uleb(data, i)
            if flags & 1:
                _, i = uleb(data, i)
        elif kind == 3:  # global: type and mutability
            i += 2
    return funcs


def function_names(data, off, size):
    names = {}
    length, i = uleb(data, off)
    if data[i:i + length] != b"name":
        return names
    i += length
    end = off + size
    while i < end:
        sub = data[i]
        sub_size, i = uleb(data, i + 1)
        if sub == 1:
            n, j = uleb(data, i)
            for _ in range(n):
                index, j = uleb(data, j)
                length, j = uleb(data, j)
                names[index] = data[j:j + length].decode("utf-8", "replace")
                j += length
        i += sub_size
    return names


def package(name):
    """The package of a Go function's name: path/to/pkg.Func, or as the
    name section writes it, github.com_owner_repo_pkg.Func (the host's own
    dot is not the package's end)."""
    start = name.rfind("/") + 1
    if start == 0:
        under = name.find("_")
        if under > 0 and "." in name[:under]:
            start = under
    dot = name.find(".", start)
    return name[:dot] if dot > 0 else name


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    data = open(sys.argv[1], "rb").read()
    top = int(sys.argv[2]) if len(sys.argv) > 2 else 30
    imports, code, names = 0, None, {}
    kinds = {1: "type", 2: "import", 3: "function", 6: "global", 7: "export", 9: "element", 10: "code", 11: "data"}
    for sid, off, size in sections(data):
        if sid == 0:
            names.update(function_names(data, off, size))
            continue
        print(f"section {kinds.get(sid, sid)}: {size:,} bytes")
        if sid == 2:
            imports = imported_functions(data, off)
        elif sid == 10:
            code = (off, size)
    if code is None or not names:
        sys.exit("no code or no names (build without -s -w)")
    by = collections.Counter()
    n, i = uleb(data, code[0])
    for f in range(n):
        body, j = uleb(data, i)
        by[package(names.get(imports + f, "?"))] += body + (j - i)
        i = j + body
    for pkg, size in by.most_common(top):
        print(f"{size:>10,} {pkg}")
    own = sum(v for k, v in by.items() if k.startswith(("github.com_plyyard_plyyard", "github.com/plyyard/plyyard")))
    print(f"{own:>10,} the project's own packages")


if __name__ == "__main__":
    main()
