#!/usr/bin/env python3
"""Frame gate: the async frames of a flow's deepest path, read from the release build, against a baseline.

A Swift async function's "async function pointer" (its mangled name ends in `Tu`) stores the size of the frame the
task allocator gives it: {int32 relative address, uint32 frame size}. A flow parked at a 3DS challenge keeps the
task-allocator slabs of the deepest point it reached, so these sizes are what PERFORMANCE.md's "Hot paths" buy.
Undoing one of them (recheck() inlined, a wire answer held as a struct, YunoError without `indirect`) grows some of
these frames two- to fourfold; this fails when one grows more than 25 % over `Benchmarks/Baselines/frames.json`.

Usage (after `swift build --package-path Benchmarks -c release`): frame-sizes.py [--update] [--all]
"""
import glob
import json
import os
import struct
import subprocess
import sys

ROOT = os.path.dirname(os.path.abspath(__file__))
OBJECTS = os.path.join(ROOT, ".build", "release", "YunoSDK.build")
# The emulator's request path too: its `send` frame is what every request in flight holds (PERFORMANCE.md,
# "Hot paths").
SANDBOX_OBJECTS = os.path.join(ROOT, ".build", "release", "YunoSandbox.build")
BASELINE = os.path.join(ROOT, "Baselines", "frames.json")
TOLERANCE = 0.25


def frame_sizes():
    """Every async function of YunoSDK's and YunoSandbox's release objects: simplified demangled name -> frame bytes."""
    sizes = {}
    paths = glob.glob(os.path.join(OBJECTS, "*.o")) + glob.glob(os.path.join(SANDBOX_OBJECTS, "*.o"))
    for path in sorted(paths):
        data = open(path, "rb").read()
        offsets = {}
        for line in subprocess.run(["readelf", "-SW", path], capture_output=True, text=True, errors="replace").stdout.splitlines():
            parts = line.replace("[ ", "[").split()
            if parts and parts[0].startswith("[") and parts[0].endswith("]") and parts[0][1:-1].isdigit():
                offsets[int(parts[0][1:-1])] = int(parts[4], 16)
        symbols = []
        for line in subprocess.run(["readelf", "-sW", path], capture_output=True, text=True, errors="replace").stdout.splitlines():
            parts = line.split()
            if len(parts) >= 8 and parts[7].endswith("Tu") and parts[6].isdigit() and int(parts[6]) in offsets:
                symbols.append((offsets[int(parts[6])] + int(parts[1], 16), parts[7]))
        if not symbols:
            continue
        names = subprocess.run(
            ["swift-demangle", "--simplified"], input="\n".join(s for _, s in symbols), capture_output=True, text=True
        ).stdout.splitlines()
        for (offset, _), name in zip(symbols, names):
            name = name.removeprefix("async function pointer to ")
            sizes[name] = max(sizes.get(name, 0), struct.unpack_from("<iI", data, offset)[1])
    return sizes


def main():
    if not glob.glob(os.path.join(OBJECTS, "*.o")):
        sys.exit(f"no release objects in {OBJECTS}: run `swift build --package-path Benchmarks -c release` first")
    sizes = frame_sizes()
    if "--all" in sys.argv:
        for name, size in sorted(sizes.items(), key=lambda item: -item[1]):
            print(f"{size:6} {name}")
        return
    baseline = json.load(open(BASELINE))
    if "--update" in sys.argv:
        missing = [name for name in baseline if name not in sizes]
        if missing:
            sys.exit(f"not in the build: {missing}")
        json.dump({name: sizes[name] for name in baseline}, open(BASELINE, "w"), indent=2)
        open(BASELINE, "a").write("\n")
        print(f"baseline updated: {BASELINE}")
        return
    failed = False
    print(f"{'async frame (bytes)':64} {'baseline':>8} {'now':>8}")
    for name, expected in baseline.items():
        now = sizes.get(name)
        grew = now is None or now > expected * (1 + TOLERANCE)
        failed |= grew
        print(f"{name:64} {expected:>8} {now if now is not None else 'missing':>8}{'  FAIL' if grew else ''}")
    if failed:
        sys.exit("frame gate failed: a frame on a flow's deepest path grew more than 25 % (see PERFORMANCE.md's "
                 "'Hot paths'; if intended, run Benchmarks/frame-sizes.py --update and commit the baseline)")
    print("frame gate passed")


main()
