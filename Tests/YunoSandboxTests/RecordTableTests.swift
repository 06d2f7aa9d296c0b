import Testing

@testable import YunoSandbox

/// The emulator's boxed record tables keep value semantics: a record read out is a copy, and only a write changes
/// what the table holds.
@Suite("Record table: boxed records with value semantics")
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
