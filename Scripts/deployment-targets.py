#!/usr/bin/env python3
"""Derives the package's minimum deployment targets from the toolchain and checks Package.swift's `platforms:`.

The compiler cannot check Apple availability on Linux, so the script asks it for what the sources *use* and looks
that up in what the toolchain's own modules *declare*:

1. Uses. Each main target (the non-test targets of `swift package dump-package`) is type-checked with
   `swift-frontend -dump-ast -dump-ast-format json`, with macros expanded (so `@Observable` counts as the
   `ObservationRegistrar` calls it expands to). Every referenced declaration is read by USR (`decl_usr`), every
   protocol a conformance names, and every type the AST carries (mangled, demangled with `swift-demangle`), with its
   file and line. Dependencies between main targets get a `-emit-module` with function bodies skipped.
2. Declarations. `swift-symbolgraph-extract` reads the toolchain's modules (Swift, _Concurrency, Synchronization,
   Observation, Foundation…: the compiler loads them from their `.swiftinterface`, or the binary module built from
   the same source), and gives each public symbol its `@available(macOS …, iOS …, …)` with availability macros such
   as `SwiftStdlib 5.7` already expanded and the enclosing extension's or type's availability merged in.
   visionOS, when a declaration names only iOS, inherits iOS's (visionOS 1.0 for iOS up to 17, then iOS − 16), as
   the compiler does (swift/lib/AST/PlatformKind.cpp, `inheritsAvailabilityFromPlatform`).
3. Language features with a runtime requirement but no symbol: LANGUAGE_FEATURES below, each with its source.

The minimum per platform is the maximum over all of them, never below SwiftPM's oldest supported version (read
from PackageDescription's deprecation messages). The script fails (exit 1) when Package.swift's `platforms:`
claims lower (an Apple build would fail) or higher (users excluded for nothing) than derived.

What it cannot see: code inside inactive `#if` branches (`#if canImport(UIKit)`: UIKit is not on Linux; they are
listed), and Apple-only Foundation availability: swift-corelibs-foundation (`Foundation`, `FoundationNetworking`)
carries no `@available` for most of its API; swift-foundation (`FoundationEssentials`,
`FoundationInternationalization`) does. `--verbose` lists the unannotated Foundation symbols used. Also unchecked:
a conformance declared later than its type and protocol (only the type and the protocol are looked up), and
declarations absent from the public symbol graphs (underscored ones: counted through the types that qualify them).
Where the compiler would pick an older declaration at a lower target, the newer one is not counted: `for await`'s
`next(isolation:)` (IMPLICIT_FALLBACKS) and a protocol requirement newer than its default implementation
(`Declarations.older_default`); `--verbose` lists both.

Apple-only code (`--apple-ui MODULES`, run by Scripts/check-apple-ui.sh): the blind spot above, closed with the
stand-in Apple modules of Platforms/StandIns (built into MODULES, each declaration carrying the availability of its
developer.apple.com page). The YunoSDK target is dumped again with those modules importable, so its
`#if canImport(UIKit)` / `canImport(SwiftUI)` branches are active (and `os(Linux)` in `#if` lines reads `false`, as
on an Apple platform); the stand-ins' symbol graphs join the toolchain's. The platforms that code builds for are
checked: iOS (Mac Catalyst follows it) and visionOS. It fails when a declaration or feature it uses needs more than
Package.swift claims, when one is unavailable there, and when one is deprecated at or below Package.swift's minimum
(Swift warns about a deprecation only from the deployment target it names on); a later deprecation is listed as a
note, marked when APPLE_SDK (the SDK `.github/workflows/apple.yml` builds with) already carries it.

Usage: python3 Scripts/deployment-targets.py [--verbose] [--explain REGEX] [--apple-ui MODULES]
  --verbose         every platform's highest requirements, the features, fallbacks and blind spots
  --explain REGEX   every referenced declaration/type whose name matches, with its availability
  --apple-ui DIR    check the Apple-only code against the stand-in modules built in DIR (see above)
"""

import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PLATFORMS = ["macOS", "iOS", "tvOS", "watchOS", "visionOS"]
# --apple-ui: the platforms the Apple-only code (`#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) &&
# !os(watchOS)`) builds for, and the SDK version CI builds it with (Xcode 26's iOS and visionOS SDKs).
APPLE_UI_PLATFORMS = ["iOS", "visionOS"]
APPLE_SDK = {"iOS": (26,), "visionOS": (26,)}
STANDIN_MODULES = ["UIKit", "Combine", "AuthenticationServices", "SafariServices", "SwiftUI", "PassKit"]
# Temporary copies (os(Linux) read as false) -> the files they stand for, in messages.
DISPLAY_PATHS = {}
FLOOR = (0,)

# Swift runtime version -> first OS release shipping it: swiftlang/swift utils/availability-macros.def
# (`SwiftStdlib 5.1:macOS 10.15, iOS 13.0, watchOS 6.0, tvOS 13.0` …; visionOS 1.0 shipped the 5.9 runtime,
# visionOS 2.0 the 6.0 one).
SWIFT_RUNTIME_OS = {
    (5, 1): {"macOS": (10, 15), "iOS": (13, 0), "tvOS": (13, 0), "watchOS": (6, 0), "visionOS": (1, 0)},
    (5, 7): {"macOS": (13, 0), "iOS": (16, 0), "tvOS": (16, 0), "watchOS": (9, 0), "visionOS": (1, 0)},
    (5, 9): {"macOS": (14, 0), "iOS": (17, 0), "tvOS": (17, 0), "watchOS": (10, 0), "visionOS": (1, 0)},
    (6, 0): {"macOS": (15, 0), "iOS": (18, 0), "tvOS": (18, 0), "watchOS": (11, 0), "visionOS": (2, 0)},
}

# Language features whose runtime support has no symbol to look up. Runtime versions: swiftlang/swift
# include/swift/AST/FeatureAvailability.def (FEATURE(BackDeployedConcurrency, (5, 1)), FEATURE(TypedThrows, (6, 0)),
# FEATURE(IsolatedAny, (6, 0)), FEATURE(ParameterizedExistential, (5, 7)), FEATURE(VariadicGenericType, (5, 9)),
# FEATURE(NoncopyableGenerics, (6, 0))). When they apply: lib/Sema/TypeCheckAvailability.cpp,
# `checkTypeMetadataAvailability`: only when the *metadata* of such a type is needed, i.e. the type is a generic
# argument, is converted to an existential (`Any`, `any P`) or is dynamically cast. A function declared
# `throws(E)`, a closure passed where `throws(E)` is expected, or an `@isolated(any)` parameter such as `Task.init`'s
# need nothing. Features with no runtime requirement at all (no FeatureAvailability.def entry): `sending`,
# `isolated` parameters and `#isolation`, `nonisolated(nonsending)`, region isolation, `consuming`/`borrowing`.
# Custom executors, `Mutex`, `Atomic`, discarding task groups, `Clock` are symbols (SerialExecutor,
# UnownedSerialExecutor.init(ordinary:), Synchronization.Mutex, …) and counted as such.
LANGUAGE_FEATURES = [
    # (name, runtime version, where it is detected)
    ("concurrency (async functions, actors, tasks)", (5, 1), "any type containing 'async'"),
    ("typed-throws function type metadata", (6, 0), "a `throws(E)` function type as generic argument/existential/cast"),
    ("@isolated(any) function type metadata", (6, 0), "an `@isolated(any)` type as generic argument/existential/cast"),
    ("parameterized existential metadata", (5, 7), "an `any P<T>` as generic argument/existential/cast"),
    ("variadic generic type metadata", (5, 9), "a generic type instantiated with a parameter pack"),
    ("noncopyable generics casts", (6, 0), "a `~Copyable`/`~Escapable` type in a generic argument"),
]

# Compiler-synthesised references the compiler swaps for an older declaration when the deployment target is
# lower: `for await` calls `next(isolation:)` (SwiftStdlib 6.0) only when available, else `next()`
# (swiftlang/swift test/Concurrency/async_for_each_back_deploy.swift: `CHECK-NOT: next(isolation:)`).
IMPLICIT_FALLBACKS = {"next(isolation:)": "for-await falls back to next() below the 6.0 runtime"}

NOMINAL_KINDS = {"swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.typealias", "swift.actor"}
UNANNOTATED_MODULES = {"Foundation", "FoundationNetworking", "FoundationXML", "Dispatch"}
QUALIFIED = re.compile(r"\b([A-Za-z_]\w*)((?:\.[A-Za-z_]\w*)+)")


def version_text(v):
    v = list(v)
    while len(v) > 1 and v[-1] == 0:
        v.pop()
    return ".".join(str(x) for x in (v if len(v) > 1 else v + [0]))


def normalized(v):
    v = list(v)
    while v and v[-1] == 0:
        v.pop()
    return tuple(v)


def run(cmd, **kw):
    return subprocess.run(cmd, check=False, capture_output=True, text=True, **kw)


def fail(message):
    print(f"deployment-targets: {message}", file=sys.stderr)
    sys.exit(2)


class Toolchain:
    def __init__(self):
        swiftc = shutil.which("swiftc")
        if not swiftc:
            fail("swiftc is not on PATH")
        self.bin = Path(os.path.realpath(swiftc)).parent
        self.version = run([str(self.bin / "swiftc"), "--version"]).stdout.strip()
        self.target = run([str(self.bin / "swiftc"), "-print-target-info"])
        info = json.loads(self.target.stdout)
        self.triple = info["target"]["triple"]
        self.resource_dir = Path(info["paths"]["runtimeResourcePath"])
        # The plugin flags the driver would give the frontend (macros such as @Observable need them).
        with tempfile.TemporaryDirectory() as tmp:
            probe = Path(tmp) / "probe.swift"
            probe.write_text("")
            jobs = run([str(self.bin / "swiftc"), "-###", "-typecheck", str(probe)]).stdout.split()
        self.plugin_flags = []
        for i, arg in enumerate(jobs):
            if arg in ("-plugin-path", "-external-plugin-path", "-in-process-plugin-server-path", "-load-plugin-library"):
                self.plugin_flags += [arg, jobs[i + 1]]

    def tool(self, name):
        return str(self.bin / name)


def demangle(toolchain, names):
    """Demangles `$s…` manglings (types, and USRs written with `$s` for `s:`); order preserved."""
    names = list(names)
    if not names:
        return {}
    out = run([toolchain.tool("swift-demangle"), "-compact"], input="\n".join(names) + "\n").stdout.split("\n")
    return dict(zip(names, out))


# MARK: - Symbol graphs (the toolchain's declarations)


def symbol_graphs(toolchain, modules, cache, standins=None):
    cache.mkdir(parents=True, exist_ok=True)
    fresh = Path(tempfile.mkdtemp(prefix="standin-symbolgraphs-", dir=cache)) if standins else None

    def extract(module):
        search = []
        out = cache / module
        if standins and (standins / f"{module}.swiftmodule").exists():
            # A stand-in changes with its sources: read afresh each run (it is small), into this run's own folder.
            search = ["-I", str(standins)]
            out = fresh / module
        if not (out / ".done").exists():
            shutil.rmtree(out, ignore_errors=True)
            out.mkdir(parents=True)
            result = run([toolchain.tool("swift-symbolgraph-extract"), "-module-name", module, "-target",
                          toolchain.triple, "-output-dir", str(out), "-minimum-access-level", "public"] + search)
            if result.returncode != 0:
                return module, []
            (out / ".done").write_text("")
        return module, sorted(out.glob("*.symbols.json"))

    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        return dict(pool.map(extract, sorted(modules)))


def parse_availability(entries):
    result, unavailable = {}, set()
    for entry in entries or []:
        domain = entry.get("domain")
        if domain not in PLATFORMS:
            continue
        if entry.get("isUnconditionallyUnavailable"):
            unavailable.add(domain)
        introduced = entry.get("introduced")
        if introduced:
            result[domain] = (introduced.get("major", 0), introduced.get("minor", 0), introduced.get("patch", 0))
    if "iOS" in result and "visionOS" not in result:
        result["visionOS"] = vision_from_ios(result["iOS"])
    return result, unavailable


def parse_deprecation(entries):
    """Platform -> the version a declaration is deprecated in (visionOS inheriting iOS's, as for introductions)."""
    result = {}
    for entry in entries or []:
        domain = entry.get("domain")
        deprecated = entry.get("deprecated")
        if domain in PLATFORMS and deprecated:
            result[domain] = (deprecated.get("major", 0), deprecated.get("minor", 0), deprecated.get("patch", 0))
    if "iOS" in result and "visionOS" not in result:
        result["visionOS"] = vision_from_ios(result["iOS"])
    return result


def vision_from_ios(ios):
    if ios[0] >= 26:
        return ios
    if ios[0] >= 17:
        return (ios[0] - 16,) + tuple(ios[1:])
    return (1, 0)


class Declarations:
    """USR -> (availability, module, title), and demangled nominal type name -> USR."""

    def older_default(self, usr):
        """A protocol requirement added later than its default implementation: the type checker does not pick a
        declaration the deployment target lacks when an equally good one is available, so a use resolves to the
        default implementation below the requirement's version (how `FixedWidthInteger.&*`, a requirement since
        Swift 6.0, stays usable on older OSes). Returns the lower availability, or None."""
        own = self.by_usr[usr][0]
        best = None
        for impl in self.default_impls.get(usr, []):
            if impl in self.by_usr:
                candidate = self.by_usr[impl][0]
                if all(candidate.get(p, FLOOR) <= own.get(p, FLOOR) for p in PLATFORMS) and candidate != own:
                    best = candidate if best is None else {p: min(best.get(p, FLOOR), candidate.get(p, FLOOR))
                                                           for p in PLATFORMS if p in best and p in candidate}
        return best

    def __init__(self, toolchain, graphs):
        self.by_usr, self.type_usrs, self.default_impls, self.deprecated = {}, [], {}, {}
        parents = {}
        for module, files in graphs.items():
            for path in files:
                data = json.loads(path.read_text())
                for symbol in data.get("symbols", []):
                    usr = symbol["identifier"]["precise"]
                    availability, unavailable = parse_availability(symbol.get("availability"))
                    title = ".".join(symbol.get("pathComponents", [])) or usr
                    self.by_usr[usr] = (availability, module, title, unavailable)
                    deprecated = parse_deprecation(symbol.get("availability"))
                    if deprecated:
                        self.deprecated[usr] = deprecated
                    if symbol["kind"]["identifier"] in NOMINAL_KINDS:
                        self.type_usrs.append(usr)
                for rel in data.get("relationships", []):
                    if rel.get("kind") in ("memberOf", "requirementOf", "optionalRequirementOf"):
                        parents.setdefault(rel["source"], rel["target"])
                    elif rel.get("kind") == "defaultImplementationOf":
                        self.default_impls.setdefault(rel["target"], []).append(rel["source"])
        # Merge enclosing availability in (the symbol graph already does for extension members; this is a net).
        for usr in list(self.by_usr):
            availability, module, title, unavailable = self.by_usr[usr]
            seen, parent = {usr}, parents.get(usr)
            while parent and parent not in seen and parent in self.by_usr:
                seen.add(parent)
                for platform, version in self.by_usr[parent][0].items():
                    if version > availability.get(platform, FLOOR):
                        availability = dict(availability, **{platform: version})
                parent = parents.get(parent)
            self.by_usr[usr] = (availability, module, title, unavailable)
        names = demangle(toolchain, ["$s" + u[2:] for u in self.type_usrs if u.startswith("s:")])
        self.by_type_name = {}
        for usr in self.type_usrs:
            name = names.get("$s" + usr[2:], "")
            name = re.sub(r"^\(extension in [^)]*\):", "", name)
            if name:
                self.by_type_name.setdefault(name, usr)


# MARK: - The sources' uses


class Uses:
    def __init__(self):
        self.decls = {}  # usr -> (location, implicit)
        self.types = {}  # mangled type -> location
        self.metadata_types = {}  # mangled type whose metadata is needed -> location
        self.imports = set()

    def note(self, table, key, location, implicit=False):
        # Keep the first explicit use in file order.
        if key not in table or (table[key][1], table[key][0]) > (implicit, location):
            table[key] = (location, implicit)


METADATA_NODE_KINDS = ("erasure_expr", "conditional_checked_cast_expr", "forced_checked_cast_expr", "is_expr")


def collect(stream_text, uses, line_of):
    decoder = json.JSONDecoder()
    i, n = 0, len(stream_text)
    while i < n:
        while i < n and stream_text[i].isspace():
            i += 1
        if i >= n:
            break
        tree, i = decoder.raw_decode(stream_text, i)
        filename = tree.get("filename", "?")
        stack = [(tree, False, 0, False)]
        while stack:
            node, implicit, offset, metadata = stack.pop()
            if isinstance(node, list):
                stack.extend((child, implicit, offset, metadata) for child in node)
                continue
            if not isinstance(node, dict):
                continue
            kind = node.get("_kind", "")
            implicit = implicit or bool(node.get("implicit"))
            span = node.get("range")
            if isinstance(span, dict) and "buffer_id" not in span and "start" in span:
                offset = span["start"]
            location = (filename, offset)
            if kind == "import_decl":
                uses.imports.add(node.get("module_path", ["?"])[0])
            if kind == "decl_ref" and node.get("decl_usr", "").startswith("s:"):
                uses.note(uses.decls, node["decl_usr"], location, implicit)
            is_metadata_node = kind in METADATA_NODE_KINDS
            for key, value in node.items():
                if isinstance(value, str):
                    if key == "protocol" and value.startswith("s:"):
                        uses.note(uses.decls, value, location, implicit)
                    elif value.startswith("$s") and value.endswith("D"):
                        uses.note(uses.types, value, location, implicit)
                        if key == "replacement_type" or (metadata and key == "type") or (
                                is_metadata_node and key == "type"):
                            uses.note(uses.metadata_types, value, location, implicit)
                elif isinstance(value, (dict, list)):
                    child_metadata = is_metadata_node and key == "sub_expr"
                    stack.append((value, implicit, offset, child_metadata))
    return uses


# `<<opaque return type of F(…) -> some>>.0` names an opaque type by the function that returns it: F's parameter
# types (an `@isolated(any)` closure parameter, say) are not types of the value, so features are not read there.
OPAQUE_ORIGIN = re.compile(r"<<opaque return type of .*?>>(?=\.\d)")


def without_opaque_origins(text):
    return OPAQUE_ORIGIN.sub("<<opaque>>", text)


def line_number(cache, filename, offset):
    if filename not in cache:
        try:
            text = Path(filename).read_bytes()
        except OSError:
            text = b""
        cache[filename] = text
    return cache[filename][:offset].count(b"\n") + 1


# MARK: - Building the ASTs


def package_description(toolchain):
    result = run([toolchain.tool("swift"), "package", "dump-package"], cwd=ROOT)
    if result.returncode != 0:
        fail("swift package dump-package failed:\n" + result.stderr)
    return json.loads(result.stdout)


def main_targets(package):
    targets = [t for t in package["targets"] if t["type"] in ("regular", "executable")]
    names = {t["name"] for t in targets}
    order, done = [], set()

    def visit(target):
        if target["name"] in done:
            return
        done.add(target["name"])
        for dep in target.get("dependencies", []):
            for key in ("byName", "target"):
                if key in dep and dep[key][0] in names:
                    visit(next(t for t in targets if t["name"] == dep[key][0]))
        order.append(target)

    for target in targets:
        visit(target)
    return order


def sources_of(target):
    path = ROOT / (target.get("path") or f"Sources/{target['name']}")
    excluded = [path / e for e in target.get("exclude", [])]
    return sorted(p for p in path.rglob("*.swift") if not any(p.is_relative_to(e) for e in excluded))


def module_name(target):
    return re.sub(r"[^A-Za-z0-9_]", "_", target["name"])


def apple_branch_copy(path, work):
    """`path` itself, or, when a `#if` line tests `os(Linux)`, a copy reading it as `false` (an Apple platform)."""
    text = Path(path).read_text()
    pattern = re.compile(r"^(\s*#(?:if|elseif)\b.*)$", re.M)
    if not any("os(Linux)" in m.group(1) for m in pattern.finditer(text)):
        return path
    copy = work / "apple-ui-sources" / os.path.relpath(path, ROOT)
    copy.parent.mkdir(parents=True, exist_ok=True)
    copy.write_text(pattern.sub(lambda m: m.group(1).replace("os(Linux)", "false"), text))
    DISPLAY_PATHS[str(copy)] = path
    return str(copy)


def dump_asts(toolchain, package, work, standins=None):
    targets = main_targets(package)
    modules = work / "modules"
    modules.mkdir(parents=True, exist_ok=True)
    if standins:
        # The Apple-only code is YunoSDK's (and whatever it depends on).
        keep, stack = set(), ["YunoSDK"]
        while stack:
            name = stack.pop()
            if name in keep:
                continue
            keep.add(name)
            target = next(t for t in targets if t["name"] == name)
            stack += [d[k][0] for d in target.get("dependencies", []) for k in ("byName", "target") if k in d]
        targets = [t for t in targets if t["name"] in keep]
    needed = {d[k][0] for t in targets for d in t.get("dependencies", []) for k in ("byName", "target") if k in d}
    package_name = re.sub(r"[^A-Za-z0-9_]", "_", package["name"]).lower()
    common = ["-swift-version", "6", "-package-name", package_name, "-D", "SWIFT_PACKAGE", "-I", str(modules)]
    if standins:
        common += ["-I", str(standins)]
    jobs, inactive = [], []
    for target in targets:
        files = [str(p) for p in sources_of(target)]
        if standins:
            files = [apple_branch_copy(f, work) for f in files]
        for path in files:
            text = Path(path).read_text()
            for match in re.finditer(r"^\s*#if\s+(canImport\((UIKit|AppKit|SwiftUI|WatchKit)\)|os\([^)]*\))", text, re.M):
                inactive.append(f"{os.path.relpath(path, ROOT)}: #if {match.group(1)}")
        if target.get("resources"):
            accessor = work / f"{target['name']}-resource-accessor.swift"
            accessor.write_text("import Foundation\nextension Foundation.Bundle {\n"
                                "    static let module: Bundle = Bundle(path: \"\") ?? Bundle.main\n}\n")
            files.append(str(accessor))
        library = not any(Path(f).name == "main.swift" for f in files)
        name = module_name(target)
        flags = common + (["-parse-as-library"] if library else []) + ["-module-name", name]
        if target["name"] in needed:
            result = run([toolchain.tool("swiftc"), "-emit-module", "-wmo", "-emit-module-path",
                          str(modules / f"{name}.swiftmodule"), "-experimental-skip-non-inlinable-function-bodies"]
                         + flags + files, cwd=ROOT)
            if result.returncode != 0:
                fail(f"emitting module {name} failed:\n{result.stderr}")
        primaries = [arg for f in files for arg in ("-primary-file", f)]
        jobs.append((name, [toolchain.tool("swift-frontend"), "-frontend", "-dump-ast", "-dump-ast-format", "json",
                            "-target", toolchain.triple] + toolchain.plugin_flags + flags + primaries))

    def dump(job):
        name, cmd = job
        result = run(cmd, cwd=ROOT)
        if result.returncode != 0:
            fail(f"type-checking {name} failed:\n{result.stderr[-4000:]}")
        return name, result.stdout

    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        return list(pool.map(dump, jobs)), inactive


# MARK: - Package.swift


def declared_platforms():
    text = (ROOT / "Package.swift").read_text()
    match = re.search(r"platforms:\s*\[(.*?)\]", text, re.S)
    declared = {}
    if match:
        for platform, dotted, quoted in re.findall(r"\.(\w+)\(\s*(?:\.v([\d_]+)|\"([\d.]+)\")\s*\)", match.group(1)):
            raw = dotted.replace("_", ".") if dotted else quoted
            declared[platform] = tuple(int(x) for x in raw.split("."))
    return declared


def swiftpm_floors(toolchain, cache):
    """SwiftPM's oldest supported version per platform and its named constants, from PackageDescription."""
    manifest_api = toolchain.resource_dir / "pm" / "ManifestAPI"
    out = cache / "PackageDescription"
    if not (out / ".done").exists():
        shutil.rmtree(out, ignore_errors=True)
        out.mkdir(parents=True)
        run([toolchain.tool("swift-symbolgraph-extract"), "-module-name", "PackageDescription", "-target",
             toolchain.triple, "-I", str(manifest_api), "-output-dir", str(out), "-minimum-access-level", "public"])
        (out / ".done").write_text("")
    floors, constants = {}, {p: set() for p in PLATFORMS}
    kinds = {"MacOSVersion": "macOS", "IOSVersion": "iOS", "TVOSVersion": "tvOS", "WatchOSVersion": "watchOS",
             "VisionOSVersion": "visionOS"}
    for path in out.glob("*.symbols.json"):
        for symbol in json.loads(path.read_text()).get("symbols", []):
            components = symbol.get("pathComponents", [])
            if len(components) == 3 and components[1] in kinds and re.fullmatch(r"v[\d_]+", components[2]):
                platform = kinds[components[1]]
                constants[platform].add(normalized(int(x) for x in components[2][1:].split("_")))
                for entry in symbol.get("availability", []):
                    oldest = re.search(r"([\d.]+) is the oldest supported version", entry.get("message", ""))
                    if oldest:
                        floors[platform] = normalized(int(x) for x in oldest.group(1).split("."))
    for platform in PLATFORMS:
        if platform not in floors and constants[platform]:
            floors[platform] = min(constants[platform])
        if platform not in floors:
            fail(f"no SupportedPlatform version constants for {platform} in {manifest_api}")
    return floors, constants


def spelled(platform, version, constants):
    version = normalized(version)
    if version in constants.get(platform, ()):
        return f".{platform}(.v{'_'.join(str(x) for x in version)})"
    return f'.{platform}("{version_text(version)}")'


# MARK: - Main


def main():
    arguments = sys.argv[1:]
    verbose = "--verbose" in arguments
    explain = arguments[arguments.index("--explain") + 1] if "--explain" in arguments else None
    standins = Path(arguments[arguments.index("--apple-ui") + 1]).resolve() if "--apple-ui" in arguments else None
    if standins and not all((standins / f"{m}.swiftmodule").exists() for m in STANDIN_MODULES):
        fail(f"--apple-ui {standins}: build the stand-in modules there first (Scripts/check-apple-ui.sh does)")
    started = time.monotonic()
    toolchain = Toolchain()
    work = ROOT / ".build" / ("deployment-targets-apple-ui" if standins else "deployment-targets")
    cache = ROOT / ".build" / "deployment-targets" / (
        "symbolgraphs-" + hashlib.sha256(toolchain.version.encode()).hexdigest()[:12])
    work.mkdir(parents=True, exist_ok=True)
    shutil.rmtree(work / "apple-ui-sources", ignore_errors=True)

    package = package_description(toolchain)
    streams, inactive = dump_asts(toolchain, package, work, standins)
    uses = Uses()
    for _, stream in streams:
        collect(stream, uses, None)

    # The toolchain modules to read: every one named in a USR or type (`<length><name>` in a mangling), the
    # imported ones, and the standard library's (whose manglings use substitutions such as `s`, `Sc`).
    module_root = toolchain.resource_dir / ("linux" if "linux" in toolchain.triple else "")
    available_modules = {p.name.split(".")[0] for p in module_root.glob("*.swiftmodule")}
    blob = " ".join(list(uses.decls) + list(uses.types))
    modules = {"Swift", "_Concurrency", "_StringProcessing"} | (uses.imports & available_modules)
    modules |= {m for m in available_modules if f"{len(m)}{m}" in blob}
    if standins:
        modules |= {m for m in STANDIN_MODULES if f"{len(m)}{m}" in blob or m in uses.imports}
    graphs = symbol_graphs(toolchain, modules, cache, standins)
    declarations = Declarations(toolchain, graphs)
    for module in STANDIN_MODULES if standins else []:
        for path in graphs.get(module, []):
            shutil.rmtree(path.parent.parent, ignore_errors=True)  # this run's stand-in graphs, read

    lines = {}

    def where(location):
        filename, offset = location
        shown = DISPLAY_PATHS.get(filename, filename)
        return f"{os.path.relpath(shown, ROOT)}:{line_number(lines, filename, offset)}"

    requirements = {p: {} for p in PLATFORMS}  # platform -> version -> [(what, location)]
    fallbacks, unannotated, unresolved, explained = [], set(), set(), []

    def require(availability, what, location):
        for platform, version in availability.items():
            if location and is_guarded(location, platform, version):
                continue  # inside `if #available(…)` or an `@available(…)` declaration that covers it
            requirements[platform].setdefault(normalized(version), []).append((what, location))

    names = demangle(toolchain, list(uses.types) + ["$s" + u[2:] for u in uses.decls])
    for usr, (location, implicit) in uses.decls.items():
        if usr in declarations.by_usr:
            availability, module, title, _ = declarations.by_usr[usr]
            last = title.split(".")[-1]
            if implicit and last in IMPLICIT_FALLBACKS:
                fallbacks.append((f"{module}.{title}", IMPLICIT_FALLBACKS[last], where(location)))
                continue
            older = declarations.older_default(usr)
            if older is not None:
                fallbacks.append((f"{module}.{title}", "a requirement newer than its default implementation, which "
                                  f"is used below it (iOS {version_text(older.get('iOS', (0,)))})", where(location)))
                availability = older
            explained.append((f"{module}.{title}", availability, where(location)))
            if not availability and module in UNANNOTATED_MODULES:
                unannotated.add(f"{module}.{title}")
            require(availability, f"{module}.{title}", location)
        else:
            # Not public in a symbol graph (our own code, or an underscored declaration): count the types its
            # demangled name is qualified by.
            text = names.get("$s" + usr[2:], "")
            if text.split(".")[0] in modules or text.startswith("Swift.") or text.startswith("(extension in"):
                unresolved.add(text)
                uses.types.setdefault("$s" + usr[2:], (location, implicit))
                names.setdefault("$s" + usr[2:], text)

    for mangled, (location, _) in uses.types.items():
        text = names.get(mangled, "")
        for module, path in QUALIFIED.findall(text):
            components = path.strip(".").split(".")
            for k in range(len(components), 0, -1):
                name = module + "." + ".".join(components[:k])
                usr = declarations.by_type_name.get(name)
                if usr:
                    availability, module_name_, title, _ = declarations.by_usr[usr]
                    require(availability, f"{module_name_}.{title}", location)
                    explained.append((f"{module_name_}.{title}", availability, where(location)))
                    break

    # Language features.
    features = []
    all_type_text = {m: names.get(m, "") for m in uses.types}
    metadata_text = {m: all_type_text.get(m) or demangle(toolchain, [m])[m] for m in uses.metadata_types}
    detectors = {
        LANGUAGE_FEATURES[0][0]: (all_type_text, re.compile(r"\basync\b")),
        LANGUAGE_FEATURES[1][0]: (metadata_text, re.compile(r"throws\((?!any Swift\.Error\))")),
        LANGUAGE_FEATURES[2][0]: (metadata_text, re.compile(r"@isolated\(any\)")),
        LANGUAGE_FEATURES[3][0]: (metadata_text, re.compile(r"\bany [\w.]+<")),
        LANGUAGE_FEATURES[4][0]: (all_type_text, re.compile(r"Pack\{|\brepeat\b")),
        LANGUAGE_FEATURES[5][0]: (metadata_text, re.compile(r"~Swift\.(Copyable|Escapable)")),
    }
    table = uses.metadata_types
    for name, runtime, _ in LANGUAGE_FEATURES:
        texts, pattern = detectors[name]
        hits = [m for m, text in texts.items() if text and pattern.search(without_opaque_origins(text))]
        if hits:
            location = min((table.get(h) or uses.types[h])[0] for h in hits)
            features.append((name, runtime, where(location)))
            require(SWIFT_RUNTIME_OS[runtime], f"language feature: {name} (Swift {version_text(runtime)} runtime)",
                    location)

    if standins:
        return apple_ui_report(declarations, uses, requirements, features, where, started)

    floors, constants = swiftpm_floors(toolchain, cache)
    derived = {}
    for platform in PLATFORMS:
        versions = requirements[platform]
        top = max(versions) if versions else FLOOR
        floor = floors.get(platform, FLOOR)
        if top <= floor:
            derived[platform] = (floor, [(f"nothing higher than SwiftPM's oldest supported {platform}", None)])
        else:
            first = {}
            for what, loc in sorted(versions[top], key=lambda entry: (entry[0], entry[1])):
                first.setdefault(what, where(loc))
            derived[platform] = (top, sorted(first.items()))

    elapsed = time.monotonic() - started
    if verbose:
        print(f"Toolchain: {toolchain.version.splitlines()[0]}")
        print(f"Read {len(uses.decls)} referenced declarations and {len(uses.types)} types from "
              f"{', '.join(n for n, _ in streams)}; symbol graphs of {', '.join(sorted(modules))}.")
        for platform in PLATFORMS:
            print(f"\n{platform}:")
            for version in sorted(requirements[platform], reverse=True)[:4]:
                entries = sorted({(w, where(l)) for w, l in requirements[platform][version]})
                print(f"  {version_text(version)}: {len(entries)} use(s)")
                for what, loc in entries[:12]:
                    print(f"      {what}  ({loc})")
                if len(entries) > 12:
                    print(f"      … {len(entries) - 12} more")
        print("\nLanguage features with a runtime requirement found:")
        for name, runtime, loc in features:
            print(f"  {name}: Swift {version_text(runtime)} runtime ({loc})")
        for name, runtime, detail in LANGUAGE_FEATURES:
            if name not in {f[0] for f in features}:
                print(f"  not used: {name} (Swift {version_text(runtime)} runtime when {detail})")
        print("\nCompiler-synthesised references with an older fallback (not counted):")
        for what, why, loc in sorted(set(fallbacks)):
            print(f"  {what}: {why} ({loc})")
        print("\nNot visible here (code in inactive #if branches on Linux):")
        for entry in inactive or ["none"]:
            print(f"  {entry}")
        print(f"\nFoundation symbols used that carry no availability in swift-corelibs-foundation "
              f"({len(unannotated)}; Apple's Foundation availability for them is not in this toolchain):")
        print("  " + ", ".join(sorted(unannotated)))
        print()

    if explain:
        pattern = re.compile(explain)
        print(f"References matching {explain!r} (first use; availability as the toolchain declares it):")
        for what, availability, loc in sorted({(w, tuple(sorted(a.items())), l) for w, a, l in explained}):
            if pattern.search(what):
                spelled_out = ", ".join(f"{p} {version_text(v)}" for p, v in availability) or "no annotation"
                print(f"  {what}: {spelled_out}  ({loc})")
        print()

    declared = declared_platforms()
    problems = []
    for platform in PLATFORMS:
        version, forcing = derived[platform]
        have = declared.get(platform)
        because = "; ".join(f"{w} ({l})" if l else w for w, l in forcing[:4])
        if len(forcing) > 4:
            because += f"; and {len(forcing) - 4} more declaration(s)"
        if have is None:
            problems.append(f"{platform}: Package.swift does not name it (SwiftPM would assume its oldest), "
                            f"the sources need {version_text(version)}, forced by {because}")
        elif normalized(have) < normalized(version):
            problems.append(f"{platform}: Package.swift says {version_text(have)} but the sources need "
                            f"{version_text(version)} (an Apple build would fail), forced by {because}")
        elif normalized(have) > normalized(version):
            problems.append(f"{platform}: Package.swift says {version_text(have)} but the sources need only "
                            f"{version_text(version)} ({platform} {version_text(version)} up to {version_text(have)} excluded for "
                            f"nothing), forced by {because}")
    summary = ", ".join(f"{p} {version_text(derived[p][0])}" for p in PLATFORMS)
    if problems:
        print("deployment-targets: Package.swift's platforms: differ from the derived minima:", file=sys.stderr)
        for problem in problems:
            print(f"  {problem}", file=sys.stderr)
        line = ", ".join(spelled(p, derived[p][0], constants) for p in PLATFORMS)
        print(f"  Set: platforms: [{line}]", file=sys.stderr)
        return 1
    what, loc = derived["iOS"][1][0]
    more = len(derived["iOS"][1]) - 1
    ios_because = f"{what} ({loc})" + (f" and {more} more" if more else "") if loc else what
    print(f"deployment targets derived from the toolchain's availability match Package.swift: {summary} "
          f"(iOS forced by {ios_because}) [{elapsed:.0f} s]")
    return 0


GUARD = re.compile(r"(?:\bif\s+#available|@available)\s*\(([^)]*)\)")
_guard_cache = {}


def guard_scopes(filename):
    """The `if #available(…) { … }` blocks and `@available(…)`-annotated declarations of `filename`: a list of
    (start, end, {platform: version}) byte ranges. Braces are matched by counting, outside string literals."""
    if filename in _guard_cache:
        return _guard_cache[filename]
    scopes = []
    try:
        data = open(filename, "rb").read()
    except OSError:
        _guard_cache[filename] = scopes
        return scopes
    text = data.decode("utf-8", "replace")
    for match in GUARD.finditer(text):
        versions = {}
        for part in match.group(1).split(","):
            words = part.split()
            if len(words) == 2 and words[0] in PLATFORMS and re.fullmatch(r"[0-9.]+", words[1]):
                versions[words[0]] = tuple(int(n) for n in words[1].split("."))
        if not versions:
            continue
        start = text.find("{", match.end())
        if start < 0:
            continue
        depth, index, in_string = 0, start, False
        while index < len(text):
            char = text[index]
            if char == '"' and text[index - 1] != "\\":
                in_string = not in_string
            elif not in_string and char == "{":
                depth += 1
            elif not in_string and char == "}":
                depth -= 1
                if depth == 0:
                    break
            index += 1
        # Byte offsets, as the AST's locations are.
        scopes.append((len(text[: match.start()].encode()), len(text[: index + 1].encode()), versions))
    _guard_cache[filename] = scopes
    return scopes


def is_guarded(location, platform, version):
    """Whether the use at `location` (file, byte offset) sits in a scope whose availability covers `platform`
    `version`: an `if #available` block or a declaration marked `@available`, naming that platform (Mac Catalyst
    follows iOS; `*` alone covers nothing, as the compiler reads it for the deployment target)."""
    filename, offset = location
    for start, end, versions in guard_scopes(filename):
        if start <= offset <= end and platform in versions:
            if normalized(versions[platform]) >= normalized(version):
                return True
    return False


def apple_ui_report(declarations, uses, requirements, features, where, started):
    """--apple-ui: the Apple-only code needs no more than Package.swift's iOS and visionOS, and uses nothing
    unavailable there or deprecated at those minimums."""
    declared = declared_platforms()
    problems, notes = [], []
    for platform in APPLE_UI_PLATFORMS:
        have = declared.get(platform)
        for version in sorted(requirements[platform], reverse=True):
            if have is not None and normalized(version) <= normalized(have):
                break
            uses_of = {}
            for what, loc in sorted({(w, where(l)) for w, l in requirements[platform][version]}):
                uses_of.setdefault(what, []).append(loc)
            for what, locations in uses_of.items():
                more = f" and {len(locations) - 1} more" if len(locations) > 1 else ""
                problems.append(f"{platform}: {what} needs {platform} {version_text(version)}, Package.swift says "
                                f"{version_text(have) if have else 'nothing'} ({locations[0]}{more})")
    standin_usrs = set()
    for usr, (location, _) in uses.decls.items():
        if usr not in declarations.by_usr:
            continue
        availability, module, title, unavailable = declarations.by_usr[usr]
        if module not in STANDIN_MODULES:
            continue
        standin_usrs.add(usr)
        for platform in APPLE_UI_PLATFORMS:
            if platform in unavailable:
                problems.append(f"{platform}: {module}.{title} is unavailable there ({where(location)})")
            deprecated = declarations.deprecated.get(usr, {}).get(platform)
            if deprecated is None:
                continue
            text = f"{module}.{title} is deprecated in {platform} {version_text(deprecated)} ({where(location)})"
            have = declared.get(platform)
            if have is None or normalized(deprecated) <= normalized(have):
                problems.append(f"{platform}: {text}, at or below Package.swift's minimum: Xcode warns")
            elif normalized(deprecated) <= normalized(APPLE_SDK[platform]):
                notes.append(f"{text}: in the {platform} {version_text(APPLE_SDK[platform])} SDK CI builds with, "
                             f"silent until the minimum reaches {version_text(deprecated)}")
            else:
                notes.append(f"{text}: in a later SDK than CI builds with")
    needed = {}
    for platform in APPLE_UI_PLATFORMS:
        versions = requirements[platform]
        needed[platform] = max(versions) if versions else FLOOR
    summary = ", ".join(f"{p} {version_text(needed[p])}" for p in APPLE_UI_PLATFORMS)
    claimed = ", ".join(f"{p} {version_text(declared[p])}" for p in APPLE_UI_PLATFORMS if p in declared)
    for note in sorted(set(notes)):
        print(f"note: {note}")
    elapsed = time.monotonic() - started
    if problems:
        print("deployment-targets --apple-ui: the Apple-only code does not fit Package.swift's platforms:",
              file=sys.stderr)
        for problem in sorted(set(problems)):
            print(f"  {problem}", file=sys.stderr)
        return 1
    print(f"Apple-only code: needs {summary} (Package.swift: {claimed}); {len(standin_usrs)} stand-in declarations "
          f"used, none unavailable there or deprecated at those minimums [{elapsed:.0f} s]")
    return 0


if __name__ == "__main__":
    sys.exit(main())
