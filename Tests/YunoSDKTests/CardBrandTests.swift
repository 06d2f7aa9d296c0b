import Foundation
import Testing

@testable import YunoSDK

@Suite("Card brand", .timeLimit(.minutes(3)))
struct CardBrandTests {
    /// Every row of the SPEC §7 table, with both ends of each range.
    static let tableRows: [(prefix: String, brand: CardBrand)] = [
        ("4", .visa),
        ("51", .mastercard), ("55", .mastercard), ("2221", .mastercard), ("2720", .mastercard),
        ("34", .amex), ("37", .amex),
        ("300", .diners), ("305", .diners), ("36", .diners), ("38", .diners), ("39", .diners),
        ("6011", .discover), ("644", .discover), ("649", .discover), ("65", .discover),
        ("3528", .jcb), ("3589", .jcb),
        ("62", .unionPay), ("81", .unionPay),
        ("401178", .elo), ("401179", .elo), ("438935", .elo), ("457631", .elo), ("457632", .elo),
        ("431274", .elo), ("451416", .elo), ("457393", .elo), ("504175", .elo), ("506699", .elo),
        ("506778", .elo), ("509000", .elo), ("509999", .elo), ("627780", .elo), ("636297", .elo),
        ("636368", .elo), ("650031", .elo), ("650033", .elo), ("650035", .elo), ("650051", .elo),
        ("650405", .elo), ("650439", .elo), ("650485", .elo), ("650538", .elo), ("650541", .elo),
        ("650598", .elo), ("650700", .elo), ("650718", .elo), ("650720", .elo), ("650727", .elo),
        ("650901", .elo), ("650978", .elo), ("651652", .elo), ("651679", .elo), ("655000", .elo),
        ("655019", .elo), ("655021", .elo), ("655058", .elo),
        ("606282", .hipercard), ("384100", .hipercard), ("384140", .hipercard), ("384160", .hipercard),
        ("5018", .maestro), ("5020", .maestro), ("5038", .maestro), ("5893", .maestro), ("6304", .maestro),
        ("6759", .maestro), ("6761", .maestro), ("6762", .maestro), ("6763", .maestro),
    ]

    @Test("Every table row is detected and validates at the brand's lengths", arguments: tableRows)
    func tableRow(prefix: String, brand: CardBrand) throws {
        #expect(CardBrand.detect(fromDigits: prefix) == brand)
        for length in brand.validLengths.sorted() {
            let number = TestSupport.pan(prefix: prefix, length: length)
            #expect(CardBrand.detect(fromDigits: number) == brand)
            let result = try CardValidation.validateNumber(number)
            #expect(result.brand == brand)
            #expect(result.digits == number)
        }
    }

    @Test(
        "Prefixes just outside a range are not that brand",
        arguments: [
            ("2721", CardBrand.mastercard), ("2220", .mastercard), ("50", .mastercard), ("56", .mastercard),
            ("3527", .jcb), ("3590", .jcb), ("306", .diners), ("6010", .discover), ("643", .discover),
            ("650034", .elo), ("650030", .elo), ("506698", .elo), ("606283", .hipercard), ("384101", .hipercard),
            ("5019", .maestro), ("6760", .maestro),
        ])
    func outsideRange(prefix: String, brand: CardBrand) {
        let number = prefix + String(repeating: "0", count: 16 - prefix.count)
        #expect(CardBrand.detect(fromDigits: number) != brand)
    }

    @Test(
        "The longest prefix wins",
        arguments: [
            ("4011780000000000", CardBrand.elo), ("4011770000000000", .visa), ("4389350000000000", .elo),
            ("6362970000457013", .elo), ("5067224275805500", .elo), ("6277800000000000", .elo),
            ("6200000000000000", .unionPay), ("6500310000000000", .elo), ("6500340000000000", .discover),
            ("3841000000000000", .hipercard), ("3842000000000000", .diners), ("6062825624254001", .hipercard),
        ])
    func precedence(number: String, brand: CardBrand) {
        #expect(CardBrand.detect(fromDigits: number) == brand)
    }

    @Test(
        "Partial input",
        arguments: [
            ("4", CardBrand?.some(.visa)), ("40117", .visa), ("401178", .elo), ("35", .jcb), ("2", .mastercard),
            ("22", .mastercard), ("27", .mastercard), ("30", .diners), ("8", .unionPay), ("3", nil), ("5", nil),
            ("6", nil), ("", nil), ("1", nil), ("9", nil), ("4a", nil), ("4 5", nil),
        ])
    func partial(digits: String, brand: CardBrand?) {
        #expect(CardBrand.detect(fromDigits: digits) == brand)
    }

    @Test("Rows of the same prefix length never overlap between brands")
    func tableIsUnambiguous() {
        let table = IINRange.table
        for (index, row) in table.enumerated() {
            for other in table[(index + 1)...] where other.prefixLength == row.prefixLength {
                let overlaps = row.low <= other.high && other.low <= row.high
                #expect(!overlaps || row.brand == other.brand, "\(row) overlaps \(other)")
            }
            #expect(row.low <= row.high)
        }
    }

    @Test("Security code length, Luhn and lengths per brand")
    func attributes() {
        for brand in CardBrand.allCases {
            #expect(brand.securityCodeLength == (brand == .amex ? 4 : 3))
            #expect(brand.usesLuhn == (brand != .unionPay))
            #expect(!brand.displayName.isEmpty)
        }
        #expect(CardBrand.visa.validLengths == [13, 16, 19])
        #expect(CardBrand.mastercard.validLengths == [16])
        #expect(CardBrand.amex.validLengths == [15])
        #expect(CardBrand.diners.validLengths == Set(14...19))
        #expect(CardBrand.elo.validLengths == [16])
        #expect(CardBrand.hipercard.validLengths == [16, 19])
        #expect(CardBrand.maestro.validLengths == Set(12...19))
    }

    @Test("Group patterns")
    func groupPatterns() {
        #expect(CardBrand.amex.groupPattern == [4, 6, 5])
        #expect(CardBrand.diners.groupPattern == [4, 6, 4])
        #expect(CardBrand.visa.groupPattern == [4, 4, 4, 4])
        #expect(CardBrand.diners.groupPattern(forLength: 16) == [4, 4, 4, 4])
        #expect(CardBrand.visa.groupPattern(forLength: 19) == [4, 4, 4, 4, 3])
        #expect(CardBrand.visa.groupPattern(forLength: 13) == [4, 4, 5])
        #expect(CardBrand.maestro.groupPattern(forLength: 12) == [4, 4, 4])
        #expect(CardBrand.visa.groupPattern(forLength: 0) == [])
        for brand in CardBrand.allCases {
            for length in brand.validLengths {
                #expect(brand.groupPattern(forLength: length).reduce(0, +) == length)
            }
        }
    }

    @Test("Codable uses the API's brand names")
    func codable() throws {
        let data = try JSONEncoder().encode([CardBrand.amex, .unionPay])
        #expect(String(decoding: data, as: UTF8.self) == #"["AMERICAN_EXPRESS","UNIONPAY"]"#)
        #expect(try JSONDecoder().decode(CardBrand.self, from: Data(#""ELO""#.utf8)) == .elo)
    }
}
