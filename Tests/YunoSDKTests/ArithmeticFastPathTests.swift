import Foundation
import Testing

@testable import YunoSDK
@testable import YunoSandbox

/// The per-flow fast paths added for issue 12 (idempotency keys without `UUID()`, brand lengths without a `Set`,
/// method types read as bytes) against the general code they
/// replace: the same answer for every input tried, with seeded random inputs that fail again when they fail once.
@Suite("Flow-start fast paths agree with the general code", .timeLimit(.minutes(3)))
struct ArithmeticFastPathTests {
    @Test("An injected calendar is still the one asked: São Paulo is still in May when UTC is in June")
    @MainActor func injectedCalendarIsUsed() throws {
        var saoPaulo = Calendar(identifier: .gregorian)
        saoPaulo.timeZone = try #require(TimeZone(identifier: "America/Sao_Paulo"))
        let firstHourOfJune = TestSupport.date(2025, 6, 1, hour: 1)
        #expect(CalendarMonth.of(firstHourOfJune, in: nil) == CalendarMonth(year: 2025, month: 6))
        #expect(CalendarMonth.of(firstHourOfJune, in: saoPaulo) == CalendarMonth(year: 2025, month: 5))
        let form = CardForm(now: { firstHourOfJune }, calendar: saoPaulo)
        form.expiry = "05/25"
        #expect(form.error(for: .expiry) == nil, "May is still current in São Paulo")
        let utcForm = CardForm(now: { firstHourOfJune })
        utcForm.expiry = "05/25"
        #expect(utcForm.error(for: .expiry) == .expiryInPast, "June has begun in UTC")
    }

    @Test(
        "Idempotency keys: 10,000 seeded keys spell their bytes as Foundation does, with version 4 and the RFC variant")
    func uuidKeysCarryVersionAndVariant() {
        var random = SplitMix64(seed: 5)
        for _ in 0..<10_000 {
            var replay = random
            let text = RandomUUID.lowercased(using: &random)
            // The generator's 128 bits, big-endian, but for the version (4) and the variant (binary 10).
            let high = replay.next() & 0xFFFF_FFFF_FFFF_0FFF | 0x0000_0000_0000_4000
            let low = replay.next() & 0x3FFF_FFFF_FFFF_FFFF | 0x8000_0000_0000_0000
            let hex = [high, low].map {
                String(repeating: "0", count: 16 - String($0, radix: 16).count) + String($0, radix: 16)
            }
            .joined()
            guard text.replacingOccurrences(of: "-", with: "") == hex, InputValidation.isStrictUUID(text),
                UUID(uuidString: text)?.uuidString.lowercased() == text  // Foundation spells it the same.
            else {
                Issue.record("\(text) does not spell \(hex)")
                return
            }
            #expect(Array(text)[14] == "4" && "89ab".contains(Array(text)[19]), "\(text)")
            let parsed = RandomUUID.bits(of: text.uppercased())
            #expect(parsed?.high == high && parsed?.low == low, "the parse inverts the spelling, in either case")
        }
    }

    @Test(
        "Strict UUIDs: near-UUIDs are refused, by the SDK's check and by the parse",
        arguments: [
            "{0f8e7d6c-5b4a-4392-8170-a1b2c3d4e5f6}", " 0f8e7d6c-5b4a-4392-8170-a1b2c3d4e5f6",
            "0f8e7d6c-5b4a-4392-8170-a1b2c3d4e5f", "0f8e7d6c-5b4a-4392-8170-a1b2c3d4e5f60",
            "0f8e7d6c5b4a-4392-8170-a1b2c3d4e5f6-", "0f8e7d6c-5b4a-4392-8170-a1b2c3d4e5fg",
            "0f8e7d6c-5b4a-4392-8170-a1b2c3d4e5f\u{E9}", "+f8e7d6c-5b4a-4392-8170-a1b2c3d4e5f6", "",
        ])
    func nearUUIDsAreRefused(text: String) {
        #expect(!InputValidation.isStrictUUID(text))
        #expect(RandomUUID.bits(of: text) == nil)
    }

    @Test("The UUID parse, on its bytes: every byte at every digit position read as its meaning says")
    func uuidDigitsReadByMeaning() throws {
        let template = Array("0f8e7d6c-5b4a-4392-8170-a1b2c3d4e5f6".utf8)
        let hyphens = [8, 13, 18, 23]
        let base = try #require(RandomUUID.bits(of: String(decoding: template, as: UTF8.self)))
        for position in template.indices where !hyphens.contains(position) {
            let digit = position - hyphens.filter { $0 < position }.count  // 0–31, high digits first
            let shift = UInt64(4 * (15 - digit % 16))
            for byte in UInt8.min...UInt8.max {
                var bytes = template
                bytes[position] = byte
                let parsed = RandomUUID.bits(of: String(decoding: bytes, as: UTF8.self))
                guard let value = Int(String(UnicodeScalar(byte)), radix: 16), byte < 0x80 else {
                    #expect(parsed == nil, "byte \(byte) at \(position) is no hex digit")
                    continue
                }
                let mask = ~(UInt64(0xF) << shift)
                let expected =
                    digit < 16
                    ? (base.high & mask | UInt64(value) << shift, base.low)
                    : (base.high, base.low & mask | UInt64(value) << shift)
                #expect(parsed?.high == expected.0 && parsed?.low == expected.1, "byte \(byte) at \(position)")
            }
        }
    }

    @Test("Idempotency keys from the system source: 10,000 distinct, each a strict lowercase version 4 UUID")
    func systemKeysAreDistinctUUIDs() {
        let keys = (0..<10_000).map { _ in RandomUUID.lowercased() }
        #expect(Set(keys).count == keys.count)
        #expect(keys.allSatisfy { InputValidation.isStrictUUID($0) && $0 == $0.lowercased() })
        #expect(keys.allSatisfy { Array($0)[14] == "4" && "89ab".contains(Array($0)[19]) }, "version 4, RFC variant")
        #expect(YunoClient.Options().makeIdempotencyKey() != YunoClient.Options().makeIdempotencyKey())
    }

    @Test("Brand lengths: acceptsLength and maximumLength agree with validLengths for every brand and length 0–25")
    func brandLengthsMatchTheSets() {
        for brand in CardBrand.allCases {
            #expect(brand.maximumLength == brand.validLengths.max(), "\(brand)")
            for length in 0...25 {
                #expect(brand.acceptsLength(length) == brand.validLengths.contains(length), "\(brand) \(length)")
            }
        }
    }

    @Test("Payment-method types: the byte check agrees with the character rule on every string of up to 3 symbols")
    func methodTypeBytesMatchCharacters() {
        let symbols = ["A", "Z", "a", "0", "9", "_", "-", " ", "É", "\r\n", "Ａ", "٣"]
        var texts = [""]
        var frontier = [""]
        for _ in 1...3 {
            frontier = frontier.flatMap { prefix in symbols.map { prefix + $0 } }
            texts += frontier
        }
        texts += [String(repeating: "A", count: 64), String(repeating: "A", count: 65), "CARD", "BANK_TRANSFER"]
        let reference = { (type: String) in
            (2...64).contains(type.count)
                && type.allSatisfy { ($0.isASCII && ($0.isUppercase || $0.isNumber)) || $0 == "_" }
        }
        let mismatches = texts.filter { PaymentMethodCatalog.isWellFormed($0) != reference($0) }
        #expect(mismatches.isEmpty, "first mismatches: \(mismatches.prefix(5).map(\.debugDescription))")
    }
}
