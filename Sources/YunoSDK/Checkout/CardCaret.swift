/// Where the caret goes when a card-form field is reformatted as the shopper types (issue 37): formatting inserts
/// and drops separators (`4111 1111 …`, `11/28`), and the caret must stay after the same digit rather than jump
/// to the end.
///
/// Every offset is in UTF-16 code units (what UIKit's `NSRange` and `String.Index(utf16Offset:in:)` use); a value
/// outside the text is clamped to it. Pure, nonisolated functions; nothing fails.
enum CardCaret {
    /// The text a shopper typed, reformatted, with the caret mapped from `typed` to the result.
    ///
    /// The caret goes right after the same number of digits as it followed in `typed`, and past as many
    /// separators as it followed there (so `4111 |` typed between groups keeps its place after the space when the
    /// result has one). When formatting leaves the text unchanged (input that is not digits and separators), the
    /// caret stays where it is.
    ///
    /// - Parameters:
    ///   - typed: The field's whole text after the shopper's edit.
    ///   - caret: The caret in `typed`, in UTF-16 code units.
    ///   - format: The field's formatting (``CardForm/formatNumber(_:)`` or ``CardForm/formatExpiry(_:)``).
    static func reformat(
        _ typed: String, caret: Int, format: (String) -> String
    ) -> (text: String, caret: Int) {
        let formatted = format(typed)
        let caret = clamped(caret, in: typed)
        guard formatted != typed else { return (typed, caret) }
        let (digits, separators) = digitsAndSeparators(before: caret, in: typed)
        return (formatted, offset(afterDigits: digits, thenSeparators: separators, in: formatted))
    }

    /// The caret after an edit that turned `old` into `new`, when the platform tells only the new text: the end of
    /// what changed, found from the longest common prefix and suffix of the two texts.
    ///
    /// Where a run of equal characters makes the edit ambiguous (a `4` typed among `4444`), `previousCaret` (the
    /// caret before the edit, in `old`) decides: an edit never starts after it (a deletion with the caret there
    /// removes the character before it). Without it the edit is taken as late as the texts allow. When the texts
    /// are equal (a platform echoing the text it was given), nothing was edited and the caret stays at
    /// `previousCaret`.
    static func caretAfterEdit(from old: String, to new: String, previousCaret: Int? = nil) -> Int {
        if old == new, let previousCaret { return clamped(previousCaret, in: new) }
        let oldUnits = Array(old.utf16)
        let newUnits = Array(new.utf16)
        let shorter = min(oldUnits.count, newUnits.count)
        var prefix = 0
        while prefix < shorter, oldUnits[prefix] == newUnits[prefix] { prefix += 1 }
        if let previousCaret {
            let start = newUnits.count < oldUnits.count ? previousCaret - 1 : previousCaret
            prefix = min(prefix, max(0, start))
        }
        var suffix = 0
        while suffix < shorter - prefix,
            oldUnits[oldUnits.count - 1 - suffix] == newUnits[newUnits.count - 1 - suffix]
        {
            suffix += 1
        }
        return newUnits.count - suffix
    }

    /// How many ASCII digits precede `caret` in `text`, and how many other characters follow the last of them up
    /// to the caret.
    static func digitsAndSeparators(before caret: Int, in text: String) -> (digits: Int, separators: Int) {
        var digits = 0
        var separators = 0
        var offset = 0
        for scalar in text.unicodeScalars {
            offset += scalar.utf16.count
            guard offset <= caret else { break }
            if isDigit(scalar) {
                digits += 1
                separators = 0
            } else {
                separators += 1
            }
        }
        return (digits, separators)
    }

    /// The offset right after the `digits`-th ASCII digit of `text` (0 for none), then past at most `separators`
    /// characters that are not digits.
    static func offset(afterDigits digits: Int, thenSeparators separators: Int = 0, in text: String) -> Int {
        var offset = 0
        var seen = 0
        var scalars = text.unicodeScalars.makeIterator()
        var pending: Unicode.Scalar?
        while seen < digits, let scalar = scalars.next() {
            offset += scalar.utf16.count
            if isDigit(scalar) { seen += 1 }
        }
        pending = scalars.next()
        var skipped = 0
        while skipped < separators, let scalar = pending, !isDigit(scalar) {
            offset += scalar.utf16.count
            skipped += 1
            pending = scalars.next()
        }
        return offset
    }

    /// `text` without its `ordinal`-th ASCII digit (1-based), and the offset where that digit was.
    static func removingDigit(_ ordinal: Int, from text: String) -> (text: String, caret: Int) {
        var result = String.UnicodeScalarView()
        var offset = 0
        var caret = 0
        var seen = 0
        for scalar in text.unicodeScalars {
            if isDigit(scalar) {
                seen += 1
                if seen == ordinal {
                    caret = offset
                    continue
                }
            }
            result.append(scalar)
            offset += scalar.utf16.count
        }
        return (String(result), caret)
    }

    /// `caret` limited to `0...text.utf16.count`.
    static func clamped(_ caret: Int, in text: String) -> Int {
        min(max(0, caret), text.utf16.count)
    }

    /// Whether `scalar` is `0`–`9`.
    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar >= "0" && scalar <= "9"
    }
}
