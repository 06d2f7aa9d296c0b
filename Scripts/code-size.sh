#!/usr/bin/env bash
# The SDK's code size (issue 39, item 3), as the stand-in for what it adds to an iOS app, with a CI budget.
#
# Per library module, in release with -O (`swift build -c release`, SwiftPM's default) and with -Osize
# (`-Xswiftc -Osize`), each in its own scratch path (.build-size, .build-size-osize) so it never waits on other builds:
# the module's object files (those its output-file-map names, so no stale object of a deleted file counts, in the
# order of their names: the order moves the alignment padding by a few dozen bytes) are linked into one relocatable
# object (`ld -r`: duplicate COMDAT copies of shared helpers are kept once, as the final link keeps them; the sum of
# the separate objects would count them again), `strip --strip-debug` is run on it, and `size` reads its text, data
# and bss (Berkeley format: text = code + read-only data + unwind tables + Swift metadata, data = writable data and
# relocated pointers, bss = zeroed data, which takes no room in the binary). Why --strip-debug: it removes the DWARF
# (7.5 MB of the core's 11.9 MB object), as an App Store binary has none, and keeps the symbol table the relocations
# need, so the result is still a valid object (--strip-all gains nothing on a relocatable object). `size` counts
# allocated sections only, so the strip moves no figure; debug info and the `.swift1_autolink_entries` section (not
# allocated, SHF_EXCLUDE: read by the Linux link step, never copied into a binary) are out either way.
#
#   YunoSDK                         the core: what Linux compiles. The native UI (Sources/YunoSDK/NativeUI and the
#                                   `#if canImport(SwiftUI)` / `canImport(UIKit)` branches of 7 other files) is
#                                   compiled out on Linux, so it is not in this figure.
#   YunoSDK + native UI (stand-in)  the same module compiled with swiftc and SwiftPM's flags, but with the Apple
#                                   branches active against Platforms/StandIns (as Scripts/check-apple-ui.sh
#                                   type-checks them: `os(Linux)` read as false in `#if` lines). The stand-ins are
#                                   built without optimization, as in check-apple-ui.sh, so none of their stub bodies
#                                   is inlined: the SDK's code keeps every call into SwiftUI/UIKit. x86-64 ELF code
#                                   against non-resilient stubs, not arm64 Mach-O against Apple's resilient SwiftUI:
#                                   a stand-in figure (PERFORMANCE.md, "Size").
#   native UI (stand-in)            the difference of the two rows above.
#   YunoSandbox                     the emulator library (tests only, never in an app): for information.
#
# Goals (issue 39): core ≤ 1.0 MB, core + native UI ≤ 2.0 MB (text + data, MB = 1,000,000 bytes).
#
# Usage:
#   Scripts/code-size.sh                      build, measure, print the Markdown table
#   Scripts/code-size.sh --check              ... and exit 1 when a gated module's text + data grew more than 5 %
#                                             over Benchmarks/Baselines/code-size.json
#   Scripts/code-size.sh --update "reason"    ... and rewrite the baseline, appending the reason, the date and the
#                                             sizes to its "log": a growth passes the check only with a reason on record
#   --baseline FILE                           another baseline (tests of the gate); also YUNO_CODE_SIZE_BASELINE
#   --reuse-build DIR                         take the -O objects from the SwiftPM scratch path DIR (e.g.
#                                             Benchmarks/.build, which builds YunoSDK and YunoSandbox with the same
#                                             flags) when its release build compiled both modules with exactly
#                                             `swift build -c release`'s flags and is newer than their sources;
#                                             otherwise build in .build-size as usual
#   --json FILE                               also write this run's figures to FILE
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$(dirname "$(readlink -f "$(command -v swift)")"):$PATH"

mode=table
reason=""
baseline="${YUNO_CODE_SIZE_BASELINE:-Benchmarks/Baselines/code-size.json}"
reuse=""
json_out=""
while [ $# -gt 0 ]; do
    case "$1" in
        --check) mode=check ;;
        --update)
            mode=update
            reason="${2:-}"
            [ -n "$reason" ] || { echo "code-size: --update needs a reason: --update \"why the SDK grew\"" >&2; exit 2; }
            shift
            ;;
        --baseline) baseline="$2"; shift ;;
        --reuse-build) reuse="$2"; shift ;;
        --json) json_out="$2"; shift ;;
        -h | --help) sed -n '2,/^set -euo/p' "$0" | sed -e '$d' -e 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "code-size: unknown argument $1 (--help)" >&2; exit 2 ;;
    esac
    shift
done

started=$SECONDS
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
triple=$(swiftc -print-target-info | python3 -c 'import json,sys; print(json.load(sys.stdin)["target"]["unversionedTriple"])')
toolchain=$(swiftc --version 2>&1 | head -n 1)
figures="$work/figures.tsv" # module <tab> mode <tab> text <tab> data <tab> bss
: >"$figures"

# The objects a module's output-file-map names (per source file under -num-threads, else the module's one object).
module_objects() {
    python3 - "$1/output-file-map.json" <<'PY'
import json, os, sys
entries = json.load(open(sys.argv[1]))
per_file = [v["object"] for k, v in entries.items() if k and "object" in v]
whole = [entries.get("", {}).get("object")]
chosen = per_file if per_file and all(os.path.exists(o) for o in per_file) else whole
chosen.sort(key=lambda o: (os.path.basename(o or ""), o or ""))
missing = [o for o in chosen if not o or not os.path.exists(o)]
if missing:
    sys.exit(f"code-size: missing objects in {sys.argv[1]}: {missing[:3]}")
print("\n".join(chosen))
PY
}

# measure NAME MODE OBJECT... : ld -r, strip, size; appends a row to $figures.
measure() {
    local name="$1" opt="$2"
    shift 2
    local out="$work/$(tr -c 'A-Za-z0-9' '_' <<<"$name-$opt").o"
    ld -r -o "$out" "$@"
    strip --strip-debug "$out"
    size "$out" | awk -v n="$name" -v o="$opt" 'NR == 2 { printf "%s\t%s\t%s\t%s\t%s\n", n, o, $1, $2, $3 }' >>"$figures"
}

measure_module_dir() { # NAME MODE DIR
    local objects=()
    mapfile -t objects < <(module_objects "$3")
    measure "$1" "$2" "${objects[@]}"
}

# Whether DIR's release build of YunoSDK and YunoSandbox has exactly `swift build -c release`'s flags and is fresh.
reusable() {
    python3 - "$1" "$triple" <<'PY'
import json, os, re, sys
scratch, triple = sys.argv[1], sys.argv[2]
manifest = os.path.join(scratch, "release.yaml")
release = os.path.join(scratch, triple, "release")
if not os.path.exists(manifest):
    sys.exit(f"no {manifest}")
text = open(manifest).read()
# The flags SwiftPM 6 passes a library module in `swift build -c release` (values and paths are not flags).
allowed = {"-module-name", "-emit-dependencies", "-emit-module", "-emit-module-path", "-output-file-map",
           "-parse-as-library", "-whole-module-optimization", "-num-threads", "-c", "-I", "-target",
           "-serialize-diagnostics", "-O", "-jN", "-DSWIFT_PACKAGE", "-DSWIFT_MODULE_RESOURCE_BUNDLE_AVAILABLE",
           "-DSWIFT_MODULE_RESOURCE_BUNDLE_UNAVAILABLE",
           "-module-cache-path", "-parseable-output", "-emit-objc-header", "-emit-objc-header-path",
           "-swift-version", "-g", "-Xcc", "-fPIC", "-package-name", "-fno-omit-frame-pointer"}
for module, sources in (("YunoSDK", "Sources/YunoSDK"), ("YunoSandbox", "Sources/YunoSandbox")):
    match = re.search(r"description: \"Compiling Swift Module '%s' [^\n]*\n\s*args: (\[[^\n]*\])" % module, text)
    if not match:
        sys.exit(f"{module} is not compiled in {manifest}")
    flags = {re.sub(r"^-j\d+$", "-jN", a) for a in json.loads(match.group(1)) if a.startswith("-")}
    unexpected = sorted(flags - allowed)
    if unexpected or "-O" not in flags:
        sys.exit(f"{module} was compiled with other flags: {' '.join(unexpected) or 'no -O'}")
    build = os.path.join(release, f"{module}.build")
    entries = json.load(open(os.path.join(build, "output-file-map.json")))
    objects = [v["object"] for k, v in entries.items() if k and "object" in v]
    if not objects or not all(os.path.exists(o) for o in objects):
        sys.exit(f"{module}'s objects are missing in {build}")
    oldest = min(os.path.getmtime(o) for o in objects)
    inputs = [os.path.join(d, f) for d, _, fs in os.walk(sources) for f in fs] + ["Package.swift"]
    newer = [p for p in inputs if os.path.getmtime(p) > oldest]
    if newer:
        sys.exit(f"{module}'s objects are older than {newer[0]}")
    if sorted(os.path.realpath(k) for k in entries if k.endswith(".swift") and "/DerivedSources/" not in k) != \
            sorted(os.path.realpath(p) for p in inputs if p.endswith(".swift") and p != "Package.swift"):
        sys.exit(f"{module}'s build compiled another set of sources")
PY
}

# 1. The SwiftPM builds: -O (or a reused build with the same flags) and -Osize.
declare -A scratch=([O]=.build-size [Osize]=.build-size-osize)
declare -A extra=([O]="" [Osize]="-Xswiftc -Osize")
reused=""
if [ -n "$reuse" ]; then
    if why=$(reusable "$reuse" 2>&1); then
        scratch[O]="$reuse"
        reused=O
        echo "code-size: -O objects reused from $reuse (same flags as swift build -c release, newer than the sources)"
    else
        echo "code-size: not reusing $reuse ($why); building -O in .build-size"
    fi
fi
for opt in O Osize; do
    if [ "$opt" != "$reused" ]; then
        t=$SECONDS
        # shellcheck disable=SC2086
        swift build -c release --target YunoSandbox --scratch-path "${scratch[$opt]}" ${extra[$opt]} \
            >"$work/build-$opt.log" 2>&1 || { cat "$work/build-$opt.log"; exit 1; }
        echo "code-size: swift build -c release ${extra[$opt]:+${extra[$opt]} }(YunoSDK, YunoSandbox)" \
            "in ${scratch[$opt]}: $((SECONDS - t)) s"
    fi
    release="${scratch[$opt]}/$triple/release"
    measure_module_dir "YunoSDK" "$opt" "$release/YunoSDK.build"
    measure_module_dir "YunoSandbox" "$opt" "$release/YunoSandbox.build"
done

# 2. YunoSDK with the Apple branches, against the stand-ins, with SwiftPM's flags for YunoSDK (and its generated
#    resource accessor, so the core and this figure differ by the Apple branches alone). Cached by a digest of every
#    input, so a second run on the same sources compiles nothing.
standin() { # MODULE DEPENDENCY... (as Scripts/check-apple-ui.sh builds them: no optimization, so nothing inlines)
    local module="$1" links=()
    shift
    for dependency in "$@"; do links+=(-l"$dependency"); done
    swiftc -swift-version 6 -parse-as-library -emit-module -emit-library -module-name "$module" \
        -emit-module-path "$modules/$module.swiftmodule" -I "$modules" -L "$modules" "${links[@]}" \
        Platforms/StandIns/"$module"/*.swift -o "$modules/lib$module.so"
}
package_name=$(python3 - ".build-size-osize/release.yaml" <<'PY'
import re, sys
m = re.search(r"\"-package-name\",\"([^\"]+)\"", open(sys.argv[1]).read())
print(m.group(1) if m else "yunosdk")
PY
)
threads=$(nproc)
for opt in O Osize; do
    out=".build-size/apple-ui-$opt"
    accessor="${scratch[$opt]}/$triple/release/YunoSDK.build/DerivedSources/resource_bundle_accessor.swift"
    flags=(-module-name YunoSDK -parse-as-library -whole-module-optimization -num-threads "$threads" -c -target
        "$triple" -O -DSWIFT_PACKAGE -DSWIFT_MODULE_RESOURCE_BUNDLE_AVAILABLE -swift-version 6 -g)
    [ "$opt" = Osize ] && flags+=(-Osize)
    flags+=(-Xcc -fPIC -Xcc -g -package-name "$package_name" -Xcc -fno-omit-frame-pointer)
    digest=$( {
        echo "objects v1 $toolchain ${flags[*]}" # v1: the naming of the objects; change it with the naming
        find Sources/YunoSDK Platforms/StandIns -type f | LC_ALL=C sort | xargs sha256sum
        sha256sum "$accessor"
    } | sha256sum | cut -d' ' -f1)
    if [ "$(cat "$out/digest" 2>/dev/null)" != "$digest" ]; then
        t=$SECONDS
        rm -rf "$out"
        mkdir -p "$out/modules" "$out/sdk" "$out/obj"
        modules="$out/modules"
        {
            standin UIKit
            standin Combine
            standin AuthenticationServices UIKit
            standin SafariServices UIKit
            standin SwiftUI UIKit Combine
        } >"$work/standins.log" 2>&1 || { cat "$work/standins.log"; exit 1; }
        sources=()
        while IFS= read -r file; do
            if grep -qE '^[[:space:]]*#(if|elseif).*os\(Linux\)' "$file"; then
                mkdir -p "$out/sdk/$(dirname "$file")"
                sed -E '/^[[:space:]]*#(if|elseif)/ s/os\(Linux\)/false/g' "$file" >"$out/sdk/$file"
                sources+=("$out/sdk/$file")
            else
                sources+=("$file")
            fi
        done < <(find Sources/YunoSDK -name '*.swift' | LC_ALL=C sort)
        sources+=("$accessor")
        python3 - "$out/obj" "${sources[@]}" >"$out/output-file-map.json" <<'PY'
import json, os, sys
out, sources = sys.argv[1], sys.argv[2:]
# Objects named as SwiftPM names them (<file>.swift.o), so they link in the same order as the core's.
names = [os.path.basename(s) for s in sources]
objects = {s: os.path.join(out, f"{n}.o" if names.count(n) == 1 else f"{n}.{i}.o") for i, (s, n) in enumerate(zip(sources, names))}
print(json.dumps({s: {"object": o} for s, o in objects.items()}, indent=1))
PY
        swiftc "${flags[@]}" -I "$modules" -output-file-map "$out/output-file-map.json" "${sources[@]}" \
            >"$work/apple-$opt.log" 2>&1 || { cat "$work/apple-$opt.log"; echo "code-size: the stand-in compile failed" >&2; exit 1; }
        echo "$digest" >"$out/digest"
        echo "code-size: YunoSDK with the Apple branches against the stand-ins (-$opt): $((SECONDS - t)) s"
    fi
    measure_module_dir "YunoSDK + native UI (stand-in)" "$opt" "$out"
done

# 3. The table, the baseline and the gate.
status=0
python3 - "$figures" "$mode" "$baseline" "$reason" "$toolchain" "$json_out" <<'PY' || status=$?
import datetime, json, os, sys
figures_path, mode, baseline_path, reason, toolchain, json_out = sys.argv[1:7]
TOLERANCE = 5.0
GATED = ["YunoSDK", "YunoSDK + native UI (stand-in)", "YunoSandbox"]
CORE, FULL, UI = "YunoSDK", "YunoSDK + native UI (stand-in)", "native UI (stand-in)"
sizes = {}
for line in open(figures_path):
    name, opt, text, data, bss = line.rstrip("\n").split("\t")
    sizes.setdefault(name, {})[opt] = {"text": int(text), "data": int(data), "bss": int(bss)}
sizes[UI] = {opt: {k: sizes[FULL][opt][k] - sizes[CORE][opt][k] for k in ("text", "data", "bss")}
             for opt in ("O", "Osize")}
total = lambda s: s["text"] + s["data"]
mb = lambda b: f"{b / 1e6:.2f} MB"
goals = {CORE: 1_000_000, FULL: 2_000_000}
labels = {CORE: "YunoSDK (core; native UI compiled out on Linux)", FULL: "YunoSDK + native UI (stand-in)",
          UI: "native UI alone (stand-in, the difference)", "YunoSandbox": "YunoSandbox (tests only)"}

def verdict(name):
    if name not in goals:
        return "—", "(no goal)"
    met = [total(sizes[name][o]) <= goals[name] for o in ("O", "Osize")]
    word = lambda m: "met" if m else "NOT met"
    return f"≤ {mb(goals[name])}", f"-O {word(met[0])}, -Osize {word(met[1])}"

print()
print(f"Code size, {datetime.date.today().isoformat()}, {toolchain} (x86-64 Linux; text + data of the stripped"
      " relocatable object, bytes)")
print()
print("| Module | -O text | -O data | -Osize text | -Osize data | Goal (text + data) | |")
print("|---|---:|---:|---:|---:|---|---|")
for name in (CORE, UI, FULL, "YunoSandbox"):
    o, s = sizes[name]["O"], sizes[name]["Osize"]
    goal, met = verdict(name)
    print(f"| {labels[name]} | {o['text']:,} | {o['data']:,} | {s['text']:,} | {s['data']:,} | {goal} | {met} |")
print()
for name in (CORE, FULL):
    o, s = total(sizes[name]["O"]), total(sizes[name]["Osize"])
    print(f"{labels[name]}: {mb(o)} with -O, {mb(s)} with -Osize ({(s - o) / o * 100:+.1f} %)")

if json_out:
    json.dump({"toolchain": toolchain, "modules": sizes}, open(json_out, "w"), indent=2)

def figures_for_baseline():
    return {name: {opt: dict(sizes[name][opt]) for opt in ("O", "Osize")} for name in GATED}

if mode == "update":
    old = json.load(open(baseline_path)) if os.path.exists(baseline_path) else {}
    log = old.get("log", [])
    log.append({"date": datetime.date.today().isoformat(), "reason": reason, "toolchain": toolchain,
                "text+data": {n: {o: total(sizes[n][o]) for o in ("O", "Osize")} for n in GATED}})
    document = {
        "about": "Scripts/code-size.sh --check fails when a module's text + data grows more than tolerance_percent "
                 "over these figures; only `Scripts/code-size.sh --update \"reason\"` rewrites them, appending the "
                 "reason to the log.",
        "tolerance_percent": TOLERANCE,
        "unit": "bytes: size(1) text, data, bss of the module's objects linked with ld -r, after strip --strip-debug; the gate reads text + data",
        "toolchain": toolchain,
        "modules": figures_for_baseline(),
        "log": log,
    }
    with open(baseline_path, "w") as f:
        json.dump(document, f, indent=2, ensure_ascii=False)
        f.write("\n")
    print(f"\ncode-size: baseline updated: {baseline_path} (reason on record: {reason!r})")
elif mode == "check":
    base = json.load(open(baseline_path))
    tolerance = float(base.get("tolerance_percent", TOLERANCE))
    if base.get("toolchain") != toolchain:
        print(f"\nnote: the baseline was measured with {base.get('toolchain')!r}; sizes move between toolchains")
    print(f"\n{'module':34} {'mode':6} {'baseline':>10} {'now':>10} {'change':>8}")
    failed = []
    for name, modes in base["modules"].items():
        for opt, figure in modes.items():
            if name not in sizes or opt not in sizes[name]:
                print(f"{name:34} {opt:6} {total(figure):>10,} {'missing':>10}")
                failed.append(f"{name} {opt}")
                continue
            before, now = total(figure), total(sizes[name][opt])
            change = (now - before) / before * 100
            flag = f"  > +{tolerance:g} %: FAIL" if change > tolerance else ""
            if change > tolerance:
                failed.append(f"{name} -{opt}")
            print(f"{name:34} -{opt:5} {before:>10,} {now:>10,} {change:>+7.1f}%{flag}")
    if failed:
        print(f"\ncode-size gate failed: {', '.join(failed)} grew more than {tolerance:g} % over {baseline_path}. "
              "If the growth is wanted, record why: Scripts/code-size.sh --update \"reason\" (and commit the "
              "baseline with its log).", file=sys.stderr)
        sys.exit(1)
    print(f"code-size gate passed (text + data within +{tolerance:g} % of {baseline_path})")
PY
echo "code-size: $((SECONDS - started)) s"
exit "$status"
