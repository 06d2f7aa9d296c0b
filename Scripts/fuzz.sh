#!/usr/bin/env bash
# Builds every libFuzzer target in Fuzz/ (Fuzz*.swift) together with the YunoSDK sources, in one module so the
# targets reach internal API, and runs each for N seconds (default 30) from its committed seed corpus
# (Fuzz/corpus/<target>/, or the folder `seeds_of` names) and, when Fuzz/Fuzz<Name>.dict exists, its dictionary.
# Usage: Scripts/fuzz.sh [seconds] [target…]   (targets: decoders, deeplink, wiredifferential). A crash exits 1.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$(dirname "$(readlink -f "$(command -v swift)")"):$PATH"
# A trap must reach libFuzzer's own handler, which writes the crashing input; the Swift runtime's backtracer
# otherwise starts `swift-backtrace` on it (seen here to hang for minutes without finishing).
export SWIFT_BACKTRACE=enable=no

# The committed seed corpus of a target.
seeds_of() {
    case "$1" in
        wiredifferential) echo "Fuzz/corpus-wire" ;;
        *) echo "Fuzz/corpus/$1" ;;
    esac
}

seconds="${1:-30}"
shift || true
targets=("$@")
if [ "${#targets[@]}" -eq 0 ]; then
    for file in Fuzz/Fuzz*.swift; do
        name=$(basename "$file" .swift)
        name="${name#Fuzz}"
        targets+=("${name,,}")
    done
fi

mkdir -p .fuzz
mapfile -t sdk < <(find Sources/YunoSDK -name '*.swift' | sort)
# SwiftPM generates `Bundle.module` for the package's resources; plain swiftc does not. The fuzz targets never
# need the localized strings, so the main bundle stands in (the localizer then falls back to its keys).
cat > .fuzz/BundleModule.swift <<'SWIFT'
import Foundation

extension Bundle {
    static var module: Bundle { .main }
}
SWIFT
sdk+=(.fuzz/BundleModule.swift)
for target in "${targets[@]}"; do
    source=""
    for file in Fuzz/Fuzz*.swift; do
        name=$(basename "$file" .swift)
        name="${name#Fuzz}"
        if [ "${name,,}" = "$target" ]; then source="$file"; fi
    done
    [ -n "$source" ] || { echo "no fuzz target $target" >&2; exit 2; }
    binary=".fuzz/fuzz-$target"
    echo "== fuzz $target: building"
    # `-package-name` as SwiftPM passes it: the SDK has `package` declarations (RandomUUID, shared with YunoSandbox).
    swiftc -parse-as-library -module-name YunoSDK -package-name yunosdk -swift-version 6 \
        -sanitize=fuzzer,address -O -g \
        "${sdk[@]}" "$source" -o "$binary" 2>&1 | grep -v "Cannot export local symbol" || true
    [ -x "$binary" ] || { echo "fuzz target $target did not build" >&2; exit 1; }
    # Work on a copy of the seed corpus: new inputs the run finds stay out of git.
    rm -rf ".fuzz/corpus-$target" && mkdir -p ".fuzz/corpus-$target"
    cp "$(seeds_of "$target")/"* ".fuzz/corpus-$target/"
    options=()
    dictionary="${source%.swift}.dict"
    if [ -f "$dictionary" ]; then options+=("-dict=$dictionary"); fi
    # Only this run's crashes count: an earlier run's artifacts of this target are removed.
    rm -f ".fuzz/$target-"*-*
    echo "== fuzz $target: ${seconds}s"
    set +e
    "$binary" -max_total_time="$seconds" -artifact_prefix=".fuzz/$target-" -print_final_stats=1 "${options[@]}" \
        ".fuzz/corpus-$target" > ".fuzz/$target.log" 2>&1
    status=$?
    set -e
    grep -E "^(stat::number_of_executed_units|==[0-9]+==ERROR|SUMMARY|Test unit written)|Fatal error" ".fuzz/$target.log" || true
    if [ "$status" -ne 0 ] || compgen -G ".fuzz/$target-*-*" >/dev/null; then
        echo "fuzz target $target found a failure (exit $status); see .fuzz/$target.log and .fuzz/$target-*" >&2
        exit 1
    fi
done
echo "fuzzing passed: ${targets[*]}"
