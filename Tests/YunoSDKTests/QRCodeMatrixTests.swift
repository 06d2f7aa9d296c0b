import Testing

@testable import YunoSDK

/// QRCodeMatrix against reference symbols from two independent encoders (Python's segno and qrcode, see
/// Scripts/generate-qr-fixtures.py and QRCodeMatrixFixtures.swift), and its documented failures.
@Suite("QR code matrix", .timeLimit(.minutes(3)))
struct QRCodeMatrixTests {
    @Test("Matches the reference symbol: version, mask chosen by penalty, every module", arguments: references)
    func matchesReference(_ reference: Reference) throws {
        let matrix = try QRCodeMatrix(encoding: reference.text, errorCorrection: reference.level)
        #expect(matrix.version == reference.version)
        #expect(matrix.mask == reference.mask)
        #expect(matrix.size == 17 + 4 * reference.version)
        let expected = Self.modules(fromHex: reference.matrix, size: matrix.size)
        var mismatches: [String] = []
        for row in 0..<matrix.size {
            for column in 0..<matrix.size where matrix[row, column] != expected[row * matrix.size + column] {
                mismatches.append("(\(row), \(column))")
            }
        }
        let mismatchCount = mismatches.count
        #expect(mismatchCount == 0, "modules differ at \(mismatches.prefix(20).joined(separator: " "))")
    }

    @Test("Each of the 8 masks, forced, draws the reference encoder's symbol", arguments: references)
    func everyMaskMatchesReference(_ reference: Reference) throws {
        for mask in 0...7 {
            let matrix = try QRCodeMatrix(encoding: reference.text, errorCorrection: reference.level, mask: mask)
            #expect(matrix.mask == mask)
            #expect(Self.digest(matrix) == reference.maskDigests[mask], "mask \(mask)")
        }
    }

    @Test(
        "Every version and level: a text of the version's byte capacity takes that version and matches the reference",
        arguments: capacityReferences)
    func capacity(_ reference: CapacityReference) throws {
        let levelIndex = QRCodeMatrix.ErrorCorrection.allCases.firstIndex(of: reference.level)!
        let text = Self.pseudoText(length: reference.length, seed: reference.version * 4 + levelIndex)
        // The reference's mask is forced: scoring 8 masks of up to 177 × 177 modules for 160 symbols would make this
        // the slowest suite (CI also runs it under ThreadSanitizer); the mask choice is compared up to version 10.
        let matrix = try QRCodeMatrix(encoding: text, errorCorrection: reference.level, mask: reference.mask)
        #expect(matrix.version == reference.version)
        #expect(matrix.size == 17 + 4 * reference.version)
        #expect(Self.digest(matrix) == reference.digest)
        if reference.version <= 10 {
            #expect(try QRCodeMatrix(encoding: text, errorCorrection: reference.level).mask == reference.mask)
        }
        let capacity = QRCodeMatrix.byteCapacity(version: reference.version, errorCorrection: reference.level)
        #expect(capacity == reference.length)
        // One byte more needs the next version.
        let larger = QRCodeMatrix.smallestVersion(holding: reference.length + 1, errorCorrection: reference.level)
        #expect(larger == (reference.version < 40 ? reference.version + 1 : nil))
    }

    @Test("Empty text fails with .empty", arguments: QRCodeMatrix.ErrorCorrection.allCases)
    func empty(_ level: QRCodeMatrix.ErrorCorrection) {
        #expect(throws: QRCodeMatrix.EncodingError.empty) {
            try QRCodeMatrix(encoding: "", errorCorrection: level)
        }
    }

    @Test(
        "Text longer than version 40 holds fails with .tooLong and the level's maximum, in UTF-8 bytes",
        arguments: zip(QRCodeMatrix.ErrorCorrection.allCases, [2953, 2331, 1663, 1273]))
    func tooLong(_ level: QRCodeMatrix.ErrorCorrection, maximum: Int) throws {
        let longestText = String(repeating: "a", count: maximum)
        let longest = try QRCodeMatrix(encoding: longestText, errorCorrection: level, mask: 0)
        #expect(longest.version == 40)
        #expect(longest.size == 177)
        #expect(throws: QRCodeMatrix.EncodingError.tooLong(length: maximum + 1, maximum: maximum)) {
            try QRCodeMatrix(encoding: String(repeating: "a", count: maximum + 1), errorCorrection: level)
        }
        // "é" is 2 UTF-8 bytes: the length counts bytes, not characters.
        let accented = String(repeating: "é", count: maximum / 2 + 1)
        #expect(throws: QRCodeMatrix.EncodingError.tooLong(length: 2 * (maximum / 2 + 1), maximum: maximum)) {
            try QRCodeMatrix(encoding: accented, errorCorrection: level)
        }
    }

    @Test("The default level is medium")
    func defaultLevel() throws {
        let pix = Self.pixCopiaECola
        #expect(try QRCodeMatrix(encoding: pix) == QRCodeMatrix(encoding: pix, errorCorrection: .medium))
        #expect(try QRCodeMatrix(encoding: pix) != QRCodeMatrix(encoding: pix, errorCorrection: .high))
    }

    @Test("The three finder patterns and their separators are in the corners", arguments: references)
    func finderPatterns(_ reference: Reference) throws {
        let matrix = try QRCodeMatrix(encoding: reference.text, errorCorrection: reference.level, mask: reference.mask)
        let last = matrix.size - 1
        // (top, left) of each 8×8 finder-with-separator square, and on which sides its separator lies.
        let corners = [(0, 0), (0, last - 7), (last - 7, 0)]
        for (top, left) in corners {
            for row in top...top + 7 {
                for column in left...left + 7 {
                    // Position within the 7×7 finder; the separator row or column is the one outside it.
                    let finderRow = top == 0 ? row : row - 1
                    let finderColumn = left == 0 ? column : column - 1
                    let inFinder = (0...6).contains(finderRow - top) && (0...6).contains(finderColumn - left)
                    let ring = max(abs(finderRow - top - 3), abs(finderColumn - left - 3))
                    let dark = inFinder && ring != 2
                    #expect(matrix[row, column] == dark, "module (\(row), \(column))")
                }
            }
        }
    }

    @Test("Errors never contain the text")
    func errorsDoNotEchoText() {
        let secret = String(repeating: "secretPIXkey", count: 300)
        for text in ["", secret] {
            do {
                _ = try QRCodeMatrix(encoding: text, errorCorrection: .high)
                Issue.record("expected an error")
            } catch {
                for description in [String(describing: error), String(reflecting: error), "\(error)"] {
                    #expect(!description.contains("secret"))
                    #expect(!description.isEmpty)
                }
            }
        }
    }

    @Test("The codeword table equals the modules the function patterns leave, for every version")
    func codewordTable() {
        for version in 1...40 {
            let grid = QRCodeMatrix.Grid(version: version)
            let dataModules = grid.isFunction.count(where: { !$0 })
            #expect(dataModules / 8 == QRCodeMatrix.totalCodewords[version - 1], "version \(version)")
            // The remainder bits of Table 1: 0, 7, 3 or 4 depending on the version.
            #expect([0, 3, 4, 7].contains(dataModules % 8), "version \(version)")
        }
    }

    @Test("Format and version information bits match the standard's examples")
    func formatAndVersionBits() {
        // ISO/IEC 18004:2015, 7.9.1 example: level M, mask 5 → 100000011001110.
        #expect(QRCodeMatrix.Grid.formatBits(errorCorrection: .medium, mask: 5) == 0b100_0000_1100_1110)
        // 7.10 example: version 7 → 000111110010010100.
        #expect(QRCodeMatrix.Grid.versionBits(version: 7) == 0b00_0111_1100_1001_0100)
    }

    @Test("Usable from any isolation domain")
    func nonisolated() async throws {
        let pix = Self.pixCopiaECola
        let fromDetachedTask = try await Task.detached { try QRCodeMatrix(encoding: pix) }.value
        #expect(try fromDetachedTask == QRCodeMatrix(encoding: pix))
    }
}

extension QRCodeMatrixTests {
    /// A symbol of a text exactly as long as its version's byte capacity, from the reference encoders.
    struct CapacityReference: Sendable, CustomTestStringConvertible {
        let version: Int
        let level: QRCodeMatrix.ErrorCorrection
        let length: Int
        let mask: Int
        let digest: UInt64

        var testDescription: String { "version \(version), \(level)" }
    }

    /// Printable ASCII from a linear congruential generator; Scripts/generate-qr-fixtures.py has the same function.
    static func pseudoText(length: Int, seed: Int) -> String {
        var state = seed
        var scalars = String.UnicodeScalarView()
        for _ in 0..<length {
            state = (state * 1_103_515_245 + 12345) % (1 << 31)
            scalars.append(Unicode.Scalar(UInt8(33 + (state >> 16) % 94)))
        }
        return String(scalars)
    }

    /// FNV-1a (64-bit) of the modules in row-major order, one byte (0 or 1) each, as the fixture script computes it.
    static func digest(_ matrix: QRCodeMatrix) -> UInt64 {
        var value: UInt64 = 0xCBF2_9CE4_8422_2325
        for row in 0..<matrix.size {
            for column in 0..<matrix.size {
                value ^= matrix[row, column] ? 1 : 0
                value = value &* 0x0000_0100_0000_01B3
            }
        }
        return value
    }

    /// The modules of a fixture: row-major, 8 to a hex byte, most significant bit first.
    static func modules(fromHex hex: String, size: Int) -> [Bool] {
        let digits = hex.compactMap { $0.hexDigitValue }
        let bits = digits.flatMap { digit in (0..<4).map { digit >> (3 - $0) & 1 == 1 } }
        return Array(bits.prefix(size * size))
    }
}
