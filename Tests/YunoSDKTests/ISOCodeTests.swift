import Testing

@testable import YunoSDK

@Suite("ISO country and currency codes", .timeLimit(.minutes(3)))
struct ISOCodeTests {
    @Test("All 249 ISO 3166-1 alpha-2 codes, uppercase only")
    func countryCount() {
        #expect(ISOCountry.codes.count == 249)
        for code in ISOCountry.codes {
            #expect(code.count == 2 && code.allSatisfy { $0.isASCII && $0.isUppercase })
            #expect(ISOCountry.isValid(code))
            #expect(!ISOCountry.isValid(code.lowercased()))
        }
    }

    @Test("The letter table answers as the code set for every two-byte ASCII string, and longer or non-ASCII text")
    func tableMatchesTheSet() {
        for first in UInt8(0)...127 {
            for second in UInt8(0)...127 {
                let code = String(decoding: [first, second], as: UTF8.self)
                #expect(ISOCountry.isValid(code) == ISOCountry.codes.contains(code), "\(first) \(second)")
            }
        }
        for code in ["COL", "C", "ÇO", "CÖ", "C\u{0301}O", "CO\u{0}", "\u{FF21}\u{FF22}"] {
            #expect(!ISOCountry.isValid(code), "\(code)")
        }
    }

    @Test("Country input: upper case is kept, lower and mixed case are upper-cased, the rest refused")
    func countryInput() throws {
        #expect(try InputValidation.countryCode("CO") == "CO")
        #expect(try InputValidation.countryCode("co") == "CO")
        #expect(try InputValidation.countryCode("bR") == "BR")
        #expect(throws: YunoError.self) { try InputValidation.countryCode("UK") }
        #expect(throws: YunoError.self) { try InputValidation.countryCode("C0") }
    }

    @Test("Valid countries", arguments: ["BR", "CO", "MX", "US", "GB", "AQ", "SS", "BQ", "AX"])
    func validCountries(code: String) {
        #expect(ISOCountry.isValid(code))
    }

    @Test(
        "Invalid countries", arguments: ["XX", "UK", "uk", "gb", "Gb", "", "G", "GBR", " GB", "GB ", "XK", "EU", "AN"])
    func invalidCountries(code: String) {
        #expect(!ISOCountry.isValid(code))
    }

    @Test(
        "Minor units",
        arguments: [
            ("USD", Int?.some(2)), ("EUR", 2), ("BRL", 2), ("COP", 2), ("MXN", 2), ("CLP", 0), ("JPY", 0),
            ("KRW", 0), ("VND", 0), ("XOF", 0), ("UYI", 0), ("KWD", 3), ("BHD", 3), ("TND", 3), ("CLF", 4),
            ("UYW", 4), ("XCG", 2), ("SLE", 2), ("ZWG", 2), ("VED", 2),
        ])
    func minorUnits(code: String, expected: Int?) {
        #expect(ISOCurrency.minorUnits(for: code) == expected)
    }

    @Test(
        "Unknown, withdrawn and non-monetary codes have no minor units",
        arguments: ["ABC", "usd", "", "US", "USDD", "HRK", "VEF", "XXX", "XTS", "XAU", "XDR", "ZZZ"])
    func unknownCurrencies(code: String) {
        #expect(ISOCurrency.minorUnits(for: code) == nil)
    }

    @Test("The table is the full active list, without overlaps")
    func currencyTable() {
        let groups = [
            ISOCurrency.zeroDecimal, ISOCurrency.twoDecimal, ISOCurrency.threeDecimal, ISOCurrency.fourDecimal,
        ]
        #expect(groups.map(\.count).reduce(0, +) == ISOCurrency.allCodes.count)
        #expect(ISOCurrency.allCodes.count >= 150)
        for code in ISOCurrency.allCodes {
            #expect(code.count == 3 && code.allSatisfy { $0.isASCII && $0.isUppercase })
        }
    }
}
