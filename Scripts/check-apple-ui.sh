#!/usr/bin/env bash
# Type-checks the SDK's Apple-only code on Linux (issue 24): the `#if canImport(SwiftUI)` / `canImport(UIKit)` branches
# of Sources/YunoSDK, against the stand-in SwiftUI, UIKit, AuthenticationServices, SafariServices and Combine modules
# of Platforms/StandIns (each declaration transcribed from its developer.apple.com page), then the client code of
# Platforms/ClientCode against the SDK built that way, in Swift 5 mode (as Yuno's merchants compile) and in Swift 6
# mode, then the iOS UI-test host app of Platforms/UITestHost (with Sources/YunoSandbox) in Swift 6 mode and its
# XCUITest files against a stand-in XCTest (Platforms/StandIns/XCTest, searched by that compile only), and last
# checks that no Apple API the SDK uses is newer than Package.swift's iOS and visionOS minimums
# (Scripts/deployment-targets.py --apple-ui). Warnings are errors throughout. Nothing here is shipped or run.
#
# On Linux `os(Linux)` is true, so a `#if … && !os(Linux)` branch would stay inactive: the SDK's files are compiled
# with `os(Linux)` read as `false` in `#if` lines (copies in a temporary folder; diagnostics name the real files).
# Usage: Scripts/check-apple-ui.sh          (exit 1 on any error, with the compiler's diagnostics)
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$(dirname "$(readlink -f "$(command -v swift)")"):$PATH"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
modules="$work/modules"
mkdir -p "$modules" "$work/sdk"
started=$SECONDS

# Runs a compile, printing its diagnostics with the temporary copies' paths replaced by the real ones; on failure,
# names the stage and exits 1.
compile() {
    local stage="$1"
    shift
    local log="$work/log"
    if ! "$@" >"$log" 2>&1; then
        sed -e "s|$work/sdk/||g" "$log" | grep -v '^error: emit-module command failed' >&2 || true
        echo "check-apple-ui: FAILED: $stage" >&2
        exit 1
    fi
    sed -e "s|$work/sdk/||g" "$log"
}

# 1. The stand-in modules, in dependency order (module, then the stand-ins it imports).
standin() {
    local module="$1"
    shift
    local links=()
    for dependency in "$@"; do links+=(-l"$dependency"); done
    compile "stand-in $module" swiftc -swift-version 6 -parse-as-library -warnings-as-errors -emit-module \
        -emit-library -module-name "$module" -emit-module-path "$modules/$module.swiftmodule" \
        -I "$modules" -L "$modules" "${links[@]}" Platforms/StandIns/"$module"/*.swift -o "$modules/lib$module.so"
}
standin UIKit
standin Combine
standin AuthenticationServices UIKit
standin SafariServices UIKit
standin SwiftUI UIKit Combine
standin PassKit
echo "stand-in modules built: UIKit, Combine, AuthenticationServices, SafariServices, SwiftUI, PassKit"

# 2. Sources/YunoSDK with the Apple branches active.
sdk=()
while IFS= read -r file; do
    if grep -qE '^[[:space:]]*#(if|elseif).*os\(Linux\)' "$file"; then
        mkdir -p "$work/sdk/$(dirname "$file")"
        sed -E '/^[[:space:]]*#(if|elseif)/ s/os\(Linux\)/false/g' "$file" >"$work/sdk/$file"
        sdk+=("$work/sdk/$file")
    else
        sdk+=("$file")
    fi
done < <(find Sources/YunoSDK -name '*.swift' | sort)
# SwiftPM generates `Bundle.module` for the package's resources; plain swiftc does not (as in Scripts/fuzz.sh).
printf 'import Foundation\n\nextension Bundle {\n    static var module: Bundle { .main }\n}\n' >"$work/BundleModule.swift"
sdk+=("$work/BundleModule.swift")
apple_files=$(grep -lE '^[[:space:]]*#(if|elseif).*canImport\((UIKit|SwiftUI)\)' "${sdk[@]}" | wc -l)
# `package` declarations need the package's name, as SwiftPM passes it (Scripts/fuzz.sh, deployment-targets.py).
sdk_flags=(-swift-version 6 -parse-as-library -warnings-as-errors -module-name YunoSDK -package-name yunosdk
    -D SWIFT_PACKAGE -I "$modules")
compile "type-check Sources/YunoSDK (Swift 6, Apple branches)" swiftc -typecheck "${sdk_flags[@]}" "${sdk[@]}"
compile "emit the YunoSDK module" swiftc -emit-module -wmo -experimental-skip-non-inlinable-function-bodies \
    -emit-module-path "$modules/YunoSDK.swiftmodule" "${sdk_flags[@]}" "${sdk[@]}"
echo "Sources/YunoSDK type-checks against the stand-ins in Swift 6 mode (${#sdk[@]} files, $apple_files with Apple branches)"

# 3. Client code, as a merchant's app compiles it: another module, no package access, Swift 5 and Swift 6 mode.
client=(Platforms/ClientCode/*.swift)
for mode in 5 6; do
    compile "type-check Platforms/ClientCode (Swift $mode)" swiftc -typecheck -swift-version "$mode" \
        -warnings-as-errors -parse-as-library -module-name MerchantApp -I "$modules" "${client[@]}"
done
echo "Platforms/ClientCode type-checks against YunoSDK in Swift 5 and Swift 6 mode (${#client[@]} files)"

# 4. The UI-test host app (Platforms/UITestHost), as Xcode compiles it from project.yml: Swift 6 mode, importing
# YunoSDK and YunoSandbox (built here the way step 2 builds YunoSDK, in a folder of their own so that step 5 reads
# only the stand-ins), then its XCUITest files against the stand-in XCTest, whose folder only this compile searches
# (Linux's own XCTest has no XCUIApplication; the stand-in shadows it here and nowhere else).
host_modules="$work/host-modules"
uitest_modules="$work/uitest-modules"
mkdir -p "$host_modules" "$uitest_modules"
sandbox=()
while IFS= read -r file; do sandbox+=("$file"); done < <(find Sources/YunoSandbox -name '*.swift' | sort)
compile "emit the YunoSandbox module" swiftc -emit-module -wmo -experimental-skip-non-inlinable-function-bodies \
    -emit-module-path "$host_modules/YunoSandbox.swiftmodule" -swift-version 6 -parse-as-library -warnings-as-errors \
    -module-name YunoSandbox -package-name yunosdk -D SWIFT_PACKAGE -I "$modules" "${sandbox[@]}"
host_app=(Platforms/UITestHost/App/*.swift Platforms/UITestHost/Shared/*.swift)
compile "type-check Platforms/UITestHost/App (Swift 6)" swiftc -typecheck -swift-version 6 -warnings-as-errors \
    -parse-as-library -module-name YunoUITestHost -I "$modules" -I "$host_modules" "${host_app[@]}"
compile "stand-in XCTest" swiftc -swift-version 6 -parse-as-library -warnings-as-errors -emit-module \
    -module-name XCTest -emit-module-path "$uitest_modules/XCTest.swiftmodule" Platforms/StandIns/XCTest/*.swift
ui_tests=(Platforms/UITestHost/UITests/*.swift Platforms/UITestHost/Shared/*.swift)
compile "type-check Platforms/UITestHost/UITests (Swift 6)" swiftc -typecheck -swift-version 6 -warnings-as-errors \
    -parse-as-library -module-name YunoUITestHostUITests -I "$uitest_modules" -I "$modules" -I "$host_modules" \
    "${ui_tests[@]}"
echo "Platforms/UITestHost type-checks in Swift 6 mode: the app (${#host_app[@]} files) against YunoSDK and" \
    "YunoSandbox, the UI tests (${#ui_tests[@]} files) against the stand-in XCTest"

# 5. Deployment targets of the Apple-only code, from the stand-ins' availability.
availability=$(python3 Scripts/deployment-targets.py --apple-ui "$modules") || {
    echo "$availability"
    echo "check-apple-ui: FAILED: Apple API newer than Package.swift's platforms (see above)" >&2
    exit 1
}
echo "$availability"

echo "check-apple-ui: OK: stand-ins, Sources/YunoSDK (Swift 6), Platforms/ClientCode (Swift 5, 6) and" \
    "Platforms/UITestHost (Swift 6) type-check;" \
    "Apple API within Package.swift's platforms [$((SECONDS - started)) s]"
