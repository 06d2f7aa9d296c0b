import Foundation
import Testing

@testable import YunoSandbox

/// The emulator's decoder reads keys as Foundation's `.convertFromSnakeCase` does: `SnakeCaseKey` converts every key
/// Foundation's strategy would, to the same name.
@Suite("Snake-case keys read as Foundation's .convertFromSnakeCase reads them", .timeLimit(.minutes(3)))
struct SnakeCaseKeyTests {
    /// Foundation's decoder with the strategy the emulator used before it had its own.
    private static let reference: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return decoder
    }()

    /// The names a decoder gives an object's keys: the names `allKeys` reports, each with the key it was read from
    /// (a key's value is its own wire spelling).
    private struct KeyNames: Decodable {
        var names: [String: String] = [:]

        init(from decoder: any Decoder) throws {
            let object = try decoder.container(keyedBy: SnakeCaseKey.self)
            for key in object.allKeys { names[key.stringValue] = try object.decode(String.self, forKey: key) }
        }
    }

    /// `keys` as one object, each key's value its own spelling.
    private static func document(_ keys: [String]) throws -> Data {
        try JSONSerialization.data(withJSONObject: Dictionary(keys.map { ($0, $0) }, uniquingKeysWith: { $1 }))
    }

    /// What Foundation's strategy names `key`.
    private static func foundationName(_ key: String) throws -> String {
        let names = try reference.decode(KeyNames.self, from: document([key])).names
        try #require(names.count == 1)
        return names.keys.first!
    }

    @Test("The wire's keys and the edge cases: underscores at the ends, runs, capitals, digits, accents")
    func namedKeys() throws {
        let keys = [
            "", "_", "__", "id", "vaulted_token", "three_d_secure", "payment_method_detail", "sdk_action_required",
            "x_3ds", "a1_b2", "card_data_", "_private_key", "__a__b__", "A_BC", "aB_cD", "URL_path", "é_à", "a_é",
            "_\u{301}a_b", "a_\u{301}b", "snake__case", "a_b_", "1_2_3", "a-b_c d",
        ]
        for key in keys {
            #expect(SnakeCaseKey.camelCase(key) == (try Self.foundationName(key)), "key \(key.debugDescription)")
        }
        #expect(SnakeCaseKey.camelCase("three_d_secure") == "threeDSecure")
        #expect(SnakeCaseKey.camelCase("_private_key_") == "_privateKey_")
    }

    @Test("20,000 seeded keys over underscores, letters of both cases, digits and non-ASCII text")
    func seededKeys() throws {
        let alphabet: [Character] = [
            "_", "_", "_", "a", "b", "q", "z", "A", "Q", "Z", "0", "7", "é", "\u{301}", "-", " ",
        ]
        var generator = SeededKeys(seed: 0x5EED_CA5E)
        for _ in 0..<20_000 {
            let key = String(
                (0..<generator.next(below: 13)).map { _ in alphabet[generator.next(below: alphabet.count)] })
            #expect(SnakeCaseKey.camelCase(key) == (try Self.foundationName(key)), "key \(key.debugDescription)")
        }
    }

    @Test("The emulator's shared decoder names keys through SnakeCaseKey, as Foundation's strategy did")
    func sharedDecoderUsesTheConversion() throws {
        // Foundation's `.convertFromSnakeCase` names the keys the same: only the strategy tells them apart.
        guard case .custom = WireCoding.decoder().keyDecodingStrategy else {
            Issue.record("the shared decoder converts keys with Foundation's strategy again (PERFORMANCE.md)")
            return
        }
        let keys = ["vaulted_token", "three_d_secure", "x_3ds", "_a_b_", "id"]
        let names = try WireCoding.decode(KeyNames.self, from: Self.document(keys)).names
        #expect(names == (try Self.reference.decode(KeyNames.self, from: Self.document(keys)).names))
        #expect(names["vaultedToken"] == "vaulted_token")
    }

    /// SplitMix64: the same keys on every run.
    private struct SeededKeys {
        var state: UInt64
        init(seed: UInt64) { state = seed }

        mutating func next(below bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var mixed = state
            mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
            mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((mixed ^ (mixed >> 31)) % UInt64(bound))
        }
    }
}
