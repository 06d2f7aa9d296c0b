#!/usr/bin/env python3
"""Finishes the static DocC site that Scripts/build-docs.sh wrote.

  finish-docs-site.py DOCS_OUTPUT_DIR

- The site root (/) redirects to the YunoSDK landing page, /documentation/yunosdk/ (DocC's app shows "page not
  found" at /). The root index.html is replaced by a redirect page; every other page keeps its own index.html.
- Code listings wrap long lines instead of clipping them (DocC keeps `white-space: pre` and hides the overflow in
  narrow content columns): a small style sheet is added to every page's index.html.
"""
import glob
import os
import sys

TARGET = "/documentation/yunosdk/"
STYLE = (
    '<style id="yuno-wrap-code">'
    ".code-listing pre, .code-listing code, pre.code-listing, pre code "
    "{ white-space: pre-wrap !important; overflow-wrap: anywhere; word-break: normal; }"
    ".code-listing pre { overflow-x: visible !important; }"
    "</style>"
)
REDIRECT = """<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>YunoSDK documentation</title>
<meta http-equiv="refresh" content="0; url={target}">
<link rel="canonical" href="{target}">
<script>window.location.replace("{target}" + window.location.search + window.location.hash);</script>
</head>
<body><p>The documentation is at <a href="{target}">{target}</a>.</p></body>
</html>
"""


def main(root):
    pages = 0
    for path in glob.glob(os.path.join(root, "**", "index.html"), recursive=True):
        if os.path.abspath(path) == os.path.abspath(os.path.join(root, "index.html")):
            continue
        text = open(path, encoding="utf-8").read()
        if 'id="yuno-wrap-code"' not in text:
            text = text.replace("</head>", STYLE + "</head>", 1)
            open(path, "w", encoding="utf-8").write(text)
        pages += 1
    open(os.path.join(root, "index.html"), "w", encoding="utf-8").write(REDIRECT.format(target=TARGET))
    print("finish-docs-site: %d pages wrap code; / redirects to %s" % (pages, TARGET))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else ".docs-out")
