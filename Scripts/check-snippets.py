#!/usr/bin/env python3
"""Keeps the Swift code in the documentation identical to code that is compiled and run.

Every ```swift block of an article (Documentation.docc and YunoSandbox.docc) and of a `///` doc comment in Sources/
must be preceded (on the line before, blank lines allowed; in a doc comment, inside the same comment) by one of
  <!-- snippet: NAME -->          the block must equal the region NAME of a test source, or
  <!-- not-compiled: REASON -->   a block that cannot compile here (the old SDKs' code, a Package.swift excerpt).
A region in Tests/DocumentationSnippets*/ is the lines between `// snippet: NAME` and `// end-snippet`; regions
hold no imports (swift-format moves imports to the top of the file), but an article's block may start with
`import` lines that the region's file has. Regions with the same name (the concurrency snippets are compiled in two
isolation modes) must be identical, and every region must appear in an article or a doc comment. DocC drops HTML
comments, so the markers never show in the rendered pages.

  python3 Scripts/check-snippets.py           check; exit 1 with a diff on any mismatch
  python3 Scripts/check-snippets.py --write   copy the test regions into the articles and doc comments
"""
import difflib
import glob
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
START = re.compile(r"^\s*// snippet: ([\w-]+)\s*$")
END = re.compile(r"^\s*// end-snippet\s*$")
MARK = re.compile(r"^<!-- (snippet|not-compiled): ?(.*?) -->\s*$")
FENCE = re.compile(r"^(\s*)```(\w*)\s*$")
DOC = re.compile(r"^(\s*)/// ?(.*)$")


def imports_of(path):
    return {line.strip() for line in open(path) if re.match(r"^import \w+\s*$", line)}


def split_imports(body):
    """The article block's leading `import` lines (and the blank line after them), and the rest."""
    lines = body.split("\n")
    count = 0
    while count < len(lines) and re.match(r"^import \w+\s*$", lines[count]):
        count += 1
    if count and count < len(lines) and not lines[count].strip():
        count += 1
    return lines[:count], "\n".join(lines[count:])


def regions():
    found, errors = {}, []
    for path in sorted(glob.glob(os.path.join(ROOT, "Tests", "DocumentationSnippets*", "**", "*.swift"), recursive=True)):
        name, body = None, []
        for number, line in enumerate(open(path).read().split("\n"), 1):
            start = START.match(line)
            if start:
                if name:
                    errors.append("%s:%d: snippet %s opened inside %s" % (path, number, start.group(1), name))
                name, body = start.group(1), []
            elif END.match(line):
                if not name:
                    errors.append("%s:%d: end-snippet without snippet" % (path, number))
                    continue
                text = "\n".join(body).strip("\n")
                if name in found and found[name][0] != text:
                    errors.append("snippet %s differs between %s and %s" % (name, found[name][1], path))
                found.setdefault(name, (text, path, imports_of(path)))
                name = None
            elif name:
                body.append(line)
        if name:
            errors.append("%s: snippet %s is not closed" % (path, name))
    return found, errors


def check_blocks(lines, label, first, snippets, used, errors, write):
    """Checks (or, with write, rewrites) the code blocks of `lines`, an article's lines or a doc comment's text
    without its `///`; `first` is the file line number of lines[0]. Returns the lines and whether they changed."""
    output, index, changed = [], 0, False
    while index < len(lines):
        line = lines[index]
        fence = FENCE.match(line)
        if not fence:
            output.append(line)
            index += 1
            continue
        close = next((j for j in range(index + 1, len(lines)) if lines[j].strip() == "```"), None)
        if close is None:
            errors.append("%s:%d: unclosed code block" % (label, first + index))
            break
        body = "\n".join(lines[index + 1 : close])
        previous = next((l for l in reversed(output) if l.strip()), "")
        mark = MARK.match(previous)
        where = "%s:%d" % (label, first + index)
        if fence.group(2) == "swift":
            if not mark:
                errors.append("%s: a swift block needs <!-- snippet: NAME --> or <!-- not-compiled: WHY -->" % where)
            elif mark.group(1) == "snippet":
                name = mark.group(2).strip()
                used.add(name)
                if name not in snippets:
                    errors.append("%s: no test region named %s" % (where, name))
                else:
                    header, code = split_imports(body)
                    foreign = [l for l in header if l.strip() and l.strip() not in snippets[name][2]]
                    if foreign:
                        errors.append("%s: %s is shown above snippet %s but not in %s" % (
                            where, ", ".join(foreign), name, os.path.relpath(snippets[name][1], ROOT)))
                if name in snippets and split_imports(body)[1] != snippets[name][0]:
                    header, code = split_imports(body)
                    if write:
                        body, changed = "\n".join(header + [snippets[name][0]]), True
                    else:
                        diff = difflib.unified_diff(
                            code.split("\n"), snippets[name][0].split("\n"), "documentation", snippets[name][1],
                            lineterm="")
                        errors.append(
                            "%s: snippet %s differs from the compiled code:\n%s" % (where, name, "\n".join(diff)))
        output.append(line)
        output.extend(body.split("\n") if body else [])
        output.append(lines[close])
        index = close + 1
    return output, changed


def check_doc_comments(path, snippets, used, errors, write):
    """The same check for the code blocks of a source file's `///` doc comments, one comment at a time."""
    lines = open(path).read().split("\n")
    output, index, changed = [], 0, False
    while index < len(lines):
        if not DOC.match(lines[index]):
            output.append(lines[index])
            index += 1
            continue
        end = index
        while end < len(lines) and DOC.match(lines[end]):
            end += 1
        indent = DOC.match(lines[index]).group(1)
        text = [DOC.match(line).group(2) for line in lines[index:end]]
        checked, rewritten = check_blocks(
            text, os.path.relpath(path, ROOT), index + 1, snippets, used, errors, write)
        if rewritten:
            output.extend((indent + "/// " + line).rstrip() if line else indent + "///" for line in checked)
            changed = True
        else:
            output.extend(lines[index:end])
        index = end
    if write and changed:
        open(path, "w").write("\n".join(output))
        print("updated", os.path.relpath(path, ROOT))


def main():
    write = "--write" in sys.argv[1:]
    snippets, errors = regions()
    used = set()
    articles = glob.glob(os.path.join(ROOT, "Documentation.docc", "**", "*.md"), recursive=True)
    articles += glob.glob(os.path.join(ROOT, "YunoSandbox.docc", "**", "*.md"), recursive=True)
    for article in sorted(articles):
        lines = open(article).read().split("\n")
        output, changed = check_blocks(lines, os.path.relpath(article, ROOT), 1, snippets, used, errors, write)
        if write and changed:
            open(article, "w").write("\n".join(output))
            print("updated", os.path.relpath(article, ROOT))
    for source in sorted(glob.glob(os.path.join(ROOT, "Sources", "**", "*.swift"), recursive=True)):
        check_doc_comments(source, snippets, used, errors, write)
    for name in sorted(set(snippets) - used):
        errors.append("snippet %s (%s) appears in no article or doc comment" % (
            name, os.path.relpath(snippets[name][1], ROOT)))
    for error in errors:
        print(error, file=sys.stderr)
    if errors:
        return 1
    print("snippets: %d compiled snippets match the articles and doc comments" % len(used))
    return 0


if __name__ == "__main__":
    sys.exit(main())
