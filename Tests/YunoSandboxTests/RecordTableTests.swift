import Testing

@testable import YunoSandbox

/// The emulator's boxed record tables keep value semantics: a record read out is a copy, and only a write changes
/// what the table holds.
@Suite("Record table: boxed records with value semantics", .timeLimit(.minutes(3)))
struct RecordTableTests {
    struct Record: Sendable, Equatable {
        var status: String
        var attempts: Int
    }

    @Test func aRecordReadOutIsACopyAndOnlyAWriteChangesTheTable() {
        var table = RecordTable<Record>()
        table["a"] = Record(status: "PENDING", attempts: 0)
        var copy = table["a"]
        copy?.status = "SUCCEEDED"
        #expect(table["a"] == Record(status: "PENDING", attempts: 0))
        table["a"] = copy
        #expect(table["a"] == Record(status: "SUCCEEDED", attempts: 0))
        table["a"]?.attempts += 1
        #expect(table["a"] == Record(status: "SUCCEEDED", attempts: 1))
    }

    @Test func aCopiedTableIsIndependentOfItsOriginal() {
        var original = RecordTable<Record>()
        original["a"] = Record(status: "PENDING", attempts: 0)
        var copy = original
        copy["a"]?.status = "REJECTED"
        copy["b"] = Record(status: "PENDING", attempts: 0)
        #expect(original["a"]?.status == "PENDING")
        #expect(original["b"] == nil)
        #expect(copy.values.count == 2)
    }

    @Test func settingNilRemovesTheRecordAndUnknownIdsReadNil() {
        var table = RecordTable<Record>()
        table["a"] = Record(status: "PENDING", attempts: 0)
        table["a"] = nil
        #expect(table["a"] == nil)
        #expect(table["missing"] == nil)
        #expect(table.values.isEmpty)
    }
}

/// Record ids are keyed by their UUID bits, in any case; other text stays text.
@Suite("Record keys: UUID ids by their bits, any case", .timeLimit(.minutes(3)))
struct RecordKeyTests {
    let id = "0f8e7d6c-5b4a-4392-8170-a1b2c3d4e5f6"

    @Test func aUUIDIsFoundInEitherCase() {
        var table = RecordTable<Int>()
        table[id] = 1
        #expect(table[id.uppercased()] == 1)
        #expect(RecordKey(id) == RecordKey(id.uppercased()))
        #expect(RecordKey(id).isUUID)
        #expect(RecordKey(id) == .uuid(0x0f8e_7d6c_5b4a_4392, 0x8170_a1b2_c3d4_e5f6))
        table[id.uppercased()] = nil
        #expect(table[id] == nil)
    }

    @Test(
        "Near-UUIDs are text keys, lowercased",
        arguments: [
            "0f8e7d6c-5b4a-4392-8170-a1b2c3d4e5f", "0f8e7d6c-5b4a-4392-8170-a1b2c3d4e5f60",
            "0f8e7d6c5b4a-4392-8170-a1b2c3d4e5f6-", "0f8e7d6c-5b4a-4392-8170-a1b2c3d4e5fg", "",
            "0F8E7D6C_5B4A_4392_8170_A1B2C3D4E5F6", "0f8e7d6c-5b4a-4392-8170-a1b2c3d4e5f\u{E9}",
        ])
    func nearUUIDsAreText(text: String) {
        #expect(RecordKey(text) == .text(text.lowercased()))
        #expect(RecordKey(text) != RecordKey(id))
    }

    @Test func differentUUIDsAreDifferentKeys() {
        let other = "0f8e7d6c-5b4a-4392-8170-a1b2c3d4e5f7"
        var table = RecordTable<Int>()
        table[id] = 1
        table[other] = 2
        #expect(table[id] == 1 && table[other] == 2)
        #expect(table.values.sorted() == [1, 2])
    }
}
