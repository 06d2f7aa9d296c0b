#!/usr/bin/env python3
"""Layer check (issue 37's structure point): no file of Sources/YunoSDK names a type declared in a higher layer.

The SDK's folders are layers, lowest first (a folder may name the types of its own layer and of those below it):

  Support       general helpers with no payment meaning (log redaction, timeouts, random ids)
  Model         the public vocabulary: results, errors, configuration, delegates, the `Yuno` namespace
  API           the wire: transport, middlewares, request and response models, the API client
  Checkout      the card's data and rules, countries, currencies, languages and their strings
  Presentation  the screens' models (card form, method list, QR code, status, theme, accessibility identifiers)
  Flow          the payment flow: its actor, state machine and presentation handoff
  Client, Headless   the entry points of an SDK instance
  Facade        the static `Yuno` API over a shared client
  NativeUI      the SwiftUI and UIKit views, which draw the screens' models

A type belongs to the folder of the file that declares it at the top level (a nested type to its outer type's).
Names are matched as whole words in code, with comments and string literals removed. `EXCEPTIONS` lists the few
upward names the design keeps on purpose, each with its reason; a new upward name fails the check, and so does an
exception that no longer occurs (the list only shrinks).

Usage: Scripts/check-layers.py            (exit 1 on a violation, naming the file, the type and both layers)
       Scripts/check-layers.py --graph    (also print the folder graph)
"""
import os
import re
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Sources", "YunoSDK")
LAYERS = [
    ["Support"],
    ["Model"],
    ["API"],
    ["Checkout"],
    ["Presentation"],
    ["Flow"],
    ["Client", "Headless"],
    ["Facade"],
    ["NativeUI"],
]
# (file's folder, file name, type named): why the upward name stays.
EXCEPTIONS = {
    ("Model", "YunoError+Reason.swift", "CardFormError"):
        "an invalid card's error carries the form's field errors",
    ("Model", "YunoError+Details.swift", "CardFormError"):
        "an invalid card's error carries the form's field errors",
    ("Model", "YunoError+Members.swift", "CardFormError"):
        "an invalid card's error carries the form's field errors",
    ("API", "TokenRequest.swift", "CardDetails"):
        "the token body is built from the validated card (CardDetails is the card rules' output)",
}

DECLARATION = re.compile(
    r"^(?:@[\w().,: ]+\s+)*(?:(?:public|package|internal|private|fileprivate|final|nonisolated|indirect)\s+)*"
    r"(?:class|struct|enum|protocol|actor|typealias)\s+([A-Z]\w*)", re.M)
COMMENT = re.compile(r"//[^\n]*|/\*.*?\*/", re.S)
STRING = re.compile(r'#?"""(?:.|\n)*?"""#?|#?"(?:\\.|[^"\\\n])*"#?')


def layer_of(folder):
    for index, folders in enumerate(LAYERS):
        if folder in folders:
            return index
    return None


def main():
    files = {}
    for directory, _, names in os.walk(ROOT):
        for name in names:
            if name.endswith(".swift"):
                path = os.path.join(directory, name)
                relative = os.path.relpath(path, ROOT).split(os.sep)
                files[path] = (relative[0] if len(relative) > 1 else ".", name, open(path, encoding="utf-8").read())
    problems = []
    folders = {folder for folder, _, _ in files.values()}
    unknown = sorted(f for f in folders if layer_of(f) is None)
    if unknown:
        problems.append("folders in no layer (add them to LAYERS): " + ", ".join(unknown))
    owner = {}
    for folder, _, text in files.values():
        for match in DECLARATION.finditer(text):
            owner.setdefault(match.group(1), folder)
    seen_exceptions = set()
    graph = {}
    for folder, name, text in files.values():
        code = STRING.sub('""', COMMENT.sub("", text))
        words = set(re.findall(r"\b[A-Z]\w*\b", code))
        here = layer_of(folder)
        for word in sorted(words):
            declared = owner.get(word)
            if declared is None or declared == folder or here is None or layer_of(declared) is None:
                continue
            graph.setdefault((folder, declared), set()).add(word)
            if layer_of(declared) <= here:
                continue
            key = (folder, name, word)
            if key in EXCEPTIONS:
                seen_exceptions.add(key)
                continue
            problems.append(f"{folder}/{name} names {word} ({declared}/, a higher layer than {folder}/)")
    for key in sorted(set(EXCEPTIONS) - seen_exceptions):
        problems.append(f"exception no longer needed, remove it from EXCEPTIONS: {key}")
    if "--graph" in sys.argv:
        for (source, target), words in sorted(graph.items()):
            print(f"  {source} -> {target}: {len(words)}")
    if problems:
        print("layer check failed:", *problems, sep="\n  ", file=sys.stderr)
        return 1
    print(f"layers: {len(files)} files in {len(LAYERS)} layers; no lower layer names a higher one "
          f"({len(EXCEPTIONS)} documented exceptions)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
