extension StringProtocol {
    /// The text without leading and trailing whitespace: the scalars of Foundation's `whitespacesAndNewlines`
    /// (Unicode's White_Space property, plus U+200B ZERO WIDTH SPACE as CoreFoundation keeps it), or of its
    /// `whitespaces` (the same without line and paragraph breaks) when `newlines` is false. Scalar by scalar, as
    /// Foundation trims.
    ///
    /// Foundation's `trimmingCharacters(in:)` bridges through `NSString` on Linux, a few microseconds per field on
    /// every card form submit; this stays in Swift. Nonisolated; never fails.
    func trimmingWhitespace(newlines: Bool = true) -> SubSequence {
        // Nothing to trim when both ends are printable ASCII other than a space (what a form usually holds). Read as
        // scalars, as trimming works, not as characters (no grapheme breaking).
        if let first = unicodeScalars.first?.value, let last = unicodeScalars.last?.value,
            (0x21...0x7E).contains(first), (0x21...0x7E).contains(last)
        {
            return self[startIndex..<endIndex]
        }
        let scalars = unicodeScalars
        var start = scalars.startIndex
        var end = scalars.endIndex
        while start < end, Self.isTrimmed(scalars[start], newlines: newlines) { start = scalars.index(after: start) }
        while start < end {
            let last = scalars.index(before: end)
            guard Self.isTrimmed(scalars[last], newlines: newlines) else { break }
            end = last
        }
        return self[start..<end]
    }

    private static func isTrimmed(_ scalar: Unicode.Scalar, newlines: Bool) -> Bool {
        if scalar == " " { return true }  // The common case, without a property lookup.
        guard scalar.properties.isWhitespace || scalar == "\u{200B}" else { return false }
        return newlines || !isLineBreak(scalar)
    }

    /// The line and paragraph breaks of Foundation's `newlines`: U+000A–U+000D, U+0085, U+2028, U+2029.
    private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }
}
