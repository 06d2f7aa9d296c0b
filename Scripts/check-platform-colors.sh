#!/usr/bin/env bash
# Type-checks and runs the Apple-only `Yuno.Appearance(UIColor…)` initializer on Linux, against a minimal stand-in
# UIKit (a `UIColor` with `getRed`): the file compiles in Swift 6 mode, `Appearance()` and hex calls still pick the
# hex initializer, a `UIColor` picks this one, and orange becomes #FF8000FF. Nothing here is shipped.
set -euo pipefail
cd "$(dirname "$0")/.."
model=Sources/YunoSDK/Model
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cat > "$work/UIKit.swift" <<'SWIFT'
@_exported import Foundation
open class UIColor: @unchecked Sendable {
    let rgba: (CGFloat, CGFloat, CGFloat, CGFloat)
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { rgba = (red, green, blue, alpha) }
    public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = rgba.0
        green?.pointee = rgba.1
        blue?.pointee = rgba.2
        alpha?.pointee = rgba.3
        return true
    }
}
SWIFT
cat > "$work/main.swift" <<'SWIFT'
import UIKit
public enum Yuno {}
let checks: [(String?, String?)] = [
    (Yuno.Appearance(accentColor: .orange).accentColor, "#FF8000FF"),
    (Yuno.Appearance().accentColor, nil),
    (Yuno.Appearance(accentColor: "#FFF").accentColor, "#FFF"),
    (Yuno.Appearance(fontFamily: "Inter", buttonBackgroundColor: UIColor.orange).buttonBackgroundColor, "#FF8000FF"),
]
for (index, (got, want)) in checks.enumerated() where got != want {
    print("check \(index): got \(got ?? "nil"), want \(want ?? "nil")")
    exit(1)
}
print("Yuno.Appearance from UIColor: \(checks.count) checks passed")
SWIFT
sed 's/#if canImport(UIKit) \&\& !os(Linux)/#if canImport(UIKit)/' "$model/YunoAppearance+PlatformColors.swift" \
    > "$work/Colors.swift"
(cd "$work" && swiftc -swift-version 6 -parse-as-library -emit-library -emit-module -module-name UIKit UIKit.swift \
    -o libUIKit.so)
swiftc -swift-version 6 -warnings-as-errors -I "$work" -L "$work" -lUIKit "$work/main.swift" "$work/Colors.swift" \
    "$model/YunoAppearance.swift" "$model/YunoAppearanceColor.swift" "$model/YunoAppearanceError.swift" -o "$work/check"
LD_LIBRARY_PATH="$work" "$work/check"
