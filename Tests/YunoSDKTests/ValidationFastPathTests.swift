import Testing

@testable import YunoSDK
@testable import YunoSandbox

/// The card form's fast paths (a number's lead read once for every IIN row, ASCII names) against
/// the general code they skip: the same answer for every input, not only the common ones. Random inputs come from
/// the sandbox's seeded generator, so a failure names an input that fails again.
@Suite("Card validation's fast paths agree with the general code", .timeLimit(.minutes(3)))
struct ValidationFastPathTests {
    /// The brand detection the lead replaced: each row parses the number's prefix itself.
    static func referenceBrand(_ digits: String) -> CardBrand? {
        let utf8 = Array(digits.utf8)
        var best: IINRange?
        var possible: Set<CardBrand> = []
        for row in IINRange.table {
            let prefix = utf8.prefix(row.prefixLength)
            guard !prefix.isEmpty else { continue }
            let value = prefix.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
            if prefix.count == row.prefixLength {
                if (row.low...row.high).contains(value), row.prefixLength > (best?.prefixLength ?? 0) { best = row }
            } else {
                var scale = 1
                for _ in prefix.count..<row.prefixLength { scale *= 10 }
                if value * scale <= row.high, (value + 1) * scale - 1 >= row.low { possible.insert(row.brand) }
            }
        }
        if let best { return best.brand }
        return possible.count == 1 ? possible.first : nil
    }

    @Test("Brand detection: all numbers of up to 4 digits, each table bound ± 1 at 6, 7, 16, 19 digits, 20,000 random")
    func brandDetectionMatchesPerRowParsing() {
        var numbers: [String] = []
        for length in 1...4 {
            for value in 0..<power(of: 10, length) { numbers.append(padded(value, to: length)) }
        }
        var random = SplitMix64(seed: 12)
        for row in IINRange.table {
            for bound in [row.low - 1, row.low, row.high, row.high + 1] where bound >= 0 {
                let prefix = padded(bound, to: row.prefixLength)
                for length in [row.prefixLength, 6, 7, 16, 19] where length >= prefix.count {
                    numbers.append(prefix + digits(length - prefix.count, using: &random))
                }
            }
        }
        for _ in 0..<20_000 { numbers.append(digits(Int.random(in: 1...19, using: &random), using: &random)) }
        let mismatches = numbers.filter { CardBrand.detect(fromDigits: $0) != Self.referenceBrand($0) }
        #expect(mismatches.isEmpty, "first mismatches: \(mismatches.prefix(5))")
    }

    @Test("Cardholder names: every ASCII character inside and around a name, judged as by its Unicode category")
    func asciiNamesMatchCategories() {
        for value in UInt8(0)...UInt8(127) {
            let scalar = Unicode.Scalar(value)
            for name in ["Ana\(scalar)Lu", "\(scalar)", "\(scalar)\(scalar)"] {
                #expect(
                    accepts(name) == referenceAccepts(name), "U+\(String(value, radix: 16)) in \(name.debugDescription)"
                )
            }
        }
    }

    private func accepts(_ name: String) -> Bool { (try? CardValidation.validateHolderName(name)) != nil }

    /// The categories `validateHolderName` documents, scalar by scalar, after Foundation-equal trimming.
    private func referenceAccepts(_ raw: String) -> Bool {
        let name = String(raw.trimmingWhitespace())
        guard !name.isEmpty else { return false }
        var hasLetter = false
        for scalar in name.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: hasLetter = true
            case .nonspacingMark, .spacingMark, .enclosingMark, .spaceSeparator, .decimalNumber: break
            default: guard "'\u{2019}\u{02BC}-\u{2010}\u{2011}.,".unicodeScalars.contains(scalar) else { return false }
            }
        }
        return hasLetter
    }

    private func power(of base: Int, _ exponent: Int) -> Int { (0..<exponent).reduce(1) { value, _ in value * base } }

    private func padded(_ value: Int, to length: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, length - text.count)) + text
    }

    private func digits(_ count: Int, using random: inout SplitMix64) -> String {
        String((0..<count).map { _ in Character(String(Int.random(in: 0...9, using: &random))) })
    }
}
