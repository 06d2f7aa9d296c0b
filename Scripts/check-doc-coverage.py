#!/usr/bin/env python3
"""Documentation-coverage checks used by Scripts/build-docs.sh.

  check-doc-coverage.py symbols SYMBOL_GRAPH_DIR   every public YunoSDK symbol has a documentation comment
  check-doc-coverage.py pages   DOCS_OUTPUT_DIR    every rendered symbol page, article and the landing page has an
                                                 abstract (DocC's automatic "… Implementations" groups have none)

  check-doc-coverage.py cross-module DOCC_LOG SYMBOL_GRAPH_DIR
                                                 a second module's docc log holds no warning except links to
                                                 symbols of the module whose graphs are in SYMBOL_GRAPH_DIR

Exits 1 and lists the offenders when a check fails.
"""
import glob
import json
import os
import re
import sys


def symbols(directory):
    missing, total = [], 0
    for path in sorted(glob.glob(os.path.join(directory, "*.symbols.json"))):
        graph = json.load(open(path))
        for symbol in graph.get("symbols", []):
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            total += 1
            lines = (symbol.get("docComment") or {}).get("lines", [])
            if not "".join(line.get("text", "") for line in lines).strip():
                location = symbol.get("location", {})
                where = "%s:%s" % (
                    os.path.basename(location.get("uri", "?")),
                    location.get("position", {}).get("line", 0) + 1,
                )
                missing.append("%s (%s) at %s" % (".".join(symbol["pathComponents"]), symbol["kind"]["identifier"], where))
    if total == 0:
        sys.exit("check-doc-coverage: no public symbols found in %s" % directory)
    for item in missing:
        print("undocumented public symbol: " + item, file=sys.stderr)
    print("documentation comments: %d of %d public symbols" % (total - len(missing), total))
    return not missing


def text_of(inline):
    parts = []
    for item in inline or []:
        parts.append(item.get("text", "") or item.get("code", "") or item.get("identifier", ""))
        parts.append(text_of(item.get("inlineContent")))
    return "".join(parts)


def pages(directory):
    root = os.path.join(directory, "data", "documentation")
    missing, total, kinds = [], 0, {}
    for path in sorted(glob.glob(os.path.join(root, "**", "*.json"), recursive=True)):
        page = json.load(open(path))
        kind = page.get("kind", "?")
        role = page.get("metadata", {}).get("role", "?")
        kinds[role] = kinds.get(role, 0) + 1
        if role == "collectionGroup":
            # DocC's automatic groups ("CustomStringConvertible Implementations"): no symbol, no abstract to write.
            continue
        total += 1
        if not text_of(page.get("abstract")).strip():
            missing.append("%s (%s)" % (os.path.relpath(path, root), role or kind))
    if total == 0:
        sys.exit("check-doc-coverage: no rendered pages in %s" % root)
    for item in missing:
        print("page without an abstract: " + item, file=sys.stderr)
    summary = ", ".join("%d %s" % (count, role) for role, count in sorted(kinds.items()) if role != "collectionGroup")
    if "collectionGroup" in kinds:
        summary += "; %d automatic groups not counted" % kinds["collectionGroup"]
    print("abstracts: %d of %d pages (%s)" % (total - len(missing), total, summary))
    return not missing


def cross_module(log, directory):
    names = set()
    for path in glob.glob(os.path.join(directory, "*.symbols.json")):
        for symbol in json.load(open(path)).get("symbols", []):
            names.add(symbol["pathComponents"][0])
    allowed, problems = 0, []
    for line in open(log, encoding="utf-8", errors="replace"):
        if not re.match(r"^(warning|error):", line):
            continue
        link = re.match(r"^(?:warning|error): '([\w.]+)' doesn't exist at ", line)
        if link and link.group(1).split(".")[0] in names:
            allowed += 1
        else:
            problems.append(line.rstrip())
    for problem in problems:
        print("docc: " + problem, file=sys.stderr)
    print("docc: %d links to the other module's symbols shown as code; %d other warnings" % (allowed, len(problems)))
    return not problems


if __name__ == "__main__":
    if len(sys.argv) == 4 and sys.argv[1] == "cross-module":
        sys.exit(0 if cross_module(sys.argv[2], sys.argv[3]) else 1)
    if len(sys.argv) != 3 or sys.argv[1] not in ("symbols", "pages"):
        sys.exit(__doc__)
    ok = symbols(sys.argv[2]) if sys.argv[1] == "symbols" else pages(sys.argv[2])
    sys.exit(0 if ok else 1)
