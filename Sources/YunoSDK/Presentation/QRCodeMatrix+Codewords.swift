// The codeword sequence of a QR code symbol: the byte-mode bit stream, its split into error-correction blocks, the
// Reed–Solomon codewords of each block and their interleaving (ISO/IEC 18004:2015, 7.4 to 7.6).

extension QRCodeMatrix {
    /// The smallest version whose data capacity at `errorCorrection` holds `byteCount` bytes, or `nil` if none does.
    static func smallestVersion(holding byteCount: Int, errorCorrection: ErrorCorrection) -> Int? {
        (1...40).first { byteCapacity(version: $0, errorCorrection: errorCorrection) >= byteCount }
    }

    /// How many bytes a byte-mode segment can carry in a symbol of `version` at `errorCorrection`.
    static func byteCapacity(version: Int, errorCorrection: ErrorCorrection) -> Int {
        let dataBits = 8 * dataCodewordCount(version: version, errorCorrection: errorCorrection)
        // The mode indicator and the character count come first; the terminator may be cut short, so it needs no room.
        return (dataBits - 4 - characterCountBits(version: version)) / 8
    }

    /// The width of the byte-mode character count: 8 bits up to version 9, 16 bits from version 10 (Table 3).
    static func characterCountBits(version: Int) -> Int {
        version <= 9 ? 8 : 16
    }

    /// The number of data codewords (all codewords less the error-correction ones) of a symbol.
    static func dataCodewordCount(version: Int, errorCorrection: ErrorCorrection) -> Int {
        let blocks = errorCorrectionBlocks(version: version, errorCorrection: errorCorrection)
        return totalCodewords[version - 1] - blocks.count * blocks.errorCorrectionCodewords
    }

    /// The final codeword sequence of a symbol: data codewords, then error-correction codewords, both interleaved
    /// across the blocks.
    static func codewords(for bytes: [UInt8], version: Int, errorCorrection: ErrorCorrection) -> [UInt8] {
        let data = dataCodewords(for: bytes, version: version, errorCorrection: errorCorrection)
        let layout = errorCorrectionBlocks(version: version, errorCorrection: errorCorrection)

        // The first blocks hold one data codeword fewer than the last ones when the data does not divide evenly.
        let shortBlockLength = data.count / layout.count
        let longBlockCount = data.count % layout.count
        var dataBlocks: [[UInt8]] = []
        var start = 0
        for index in 0..<layout.count {
            let length = index < layout.count - longBlockCount ? shortBlockLength : shortBlockLength + 1
            dataBlocks.append(Array(data[start..<start + length]))
            start += length
        }
        let generator = ReedSolomon.generator(degree: layout.errorCorrectionCodewords)
        let errorCorrectionBlocks = dataBlocks.map { ReedSolomon.remainder(of: $0, dividedBy: generator) }

        // Interleaving spreads a local damage (a stain, a fold) over many blocks, each of which can then recover.
        var result: [UInt8] = []
        for position in 0...shortBlockLength {
            for block in dataBlocks where position < block.count {
                result.append(block[position])
            }
        }
        for position in 0..<layout.errorCorrectionCodewords {
            for block in errorCorrectionBlocks {
                result.append(block[position])
            }
        }
        return result
    }

    /// The data codewords of a symbol: one byte-mode segment, the terminator, and pad codewords up to capacity.
    static func dataCodewords(for bytes: [UInt8], version: Int, errorCorrection: ErrorCorrection) -> [UInt8] {
        let capacity = dataCodewordCount(version: version, errorCorrection: errorCorrection)
        var bits = BitStream()
        bits.append(0b0100, count: 4)  // byte mode
        bits.append(bytes.count, count: characterCountBits(version: version))
        for byte in bytes {
            bits.append(Int(byte), count: 8)
        }
        bits.append(0, count: min(4, 8 * capacity - bits.count))  // terminator, shorter when the symbol is full
        bits.append(0, count: (8 - bits.count % 8) % 8)  // up to a codeword boundary

        var codewords = bits.bytes
        // The standard's pad codewords, alternated: 11101100 and 00010001.
        var padIndex = 0
        while codewords.count < capacity {
            codewords.append(padIndex.isMultiple(of: 2) ? 0xEC : 0x11)
            padIndex += 1
        }
        return codewords
    }

    /// A sequence of bits, most significant first, as the standard writes the data.
    struct BitStream {
        private(set) var bits: [Bool] = []

        var count: Int { bits.count }

        /// Appends the low `count` bits of `value`, most significant first.
        mutating func append(_ value: Int, count: Int) {
            for shift in stride(from: count - 1, through: 0, by: -1) {
                bits.append((value >> shift) & 1 == 1)
            }
        }

        /// The bits grouped by eight; the count must be a multiple of 8.
        var bytes: [UInt8] {
            stride(from: 0, to: bits.count, by: 8).map { start in
                bits[start..<start + 8].reduce(0) { byte, bit in byte << 1 | (bit ? 1 : 0) }
            }
        }
    }

    /// Reed–Solomon error correction over GF(256) with the QR code's field polynomial x⁸ + x⁴ + x³ + x² + 1.
    enum ReedSolomon {
        /// The product of two field elements: carry-less multiplication reduced by the field polynomial.
        static func multiply(_ left: UInt8, _ right: UInt8) -> UInt8 {
            var product: UInt8 = 0
            var left = left
            var right = right
            while right != 0 {
                if right & 1 == 1 {
                    product ^= left
                }
                // Multiplying by x: shift, and reduce by the field polynomial (0x11D) when x⁸ appears.
                let overflows = left & 0x80 != 0
                left <<= 1
                if overflows {
                    left ^= 0x1D
                }
                right >>= 1
            }
            return product
        }

        /// The generator polynomial (x − α⁰)(x − α¹)…(x − α^(degree−1)), coefficients from the highest power; the
        /// leading coefficient is 1.
        static func generator(degree: Int) -> [UInt8] {
            var polynomial: [UInt8] = [1]
            var root: UInt8 = 1  // α⁰
            for _ in 0..<degree {
                // Multiply by (x + root); in GF(2⁸) subtraction is addition (XOR).
                var next = polynomial + [0]
                for (index, coefficient) in polynomial.enumerated() {
                    next[index + 1] ^= multiply(coefficient, root)
                }
                polynomial = next
                root = multiply(root, 2)  // α is 2
            }
            return polynomial
        }

        /// The error-correction codewords of a block: the remainder of data × x^degree divided by the generator.
        static func remainder(of data: [UInt8], dividedBy generator: [UInt8]) -> [UInt8] {
            let degree = generator.count - 1
            var remainder = [UInt8](repeating: 0, count: degree)
            for codeword in data {
                let factor = codeword ^ remainder[0]
                remainder.removeFirst()
                remainder.append(0)
                for index in 0..<degree {
                    remainder[index] ^= multiply(generator[index + 1], factor)
                }
            }
            return remainder
        }
    }

    /// How a symbol's codewords are split for error correction: `count` blocks, each with
    /// `errorCorrectionCodewords` error-correction codewords.
    struct BlockLayout: Equatable {
        let count: Int
        let errorCorrectionCodewords: Int
    }

    /// The block layout of a version at a level (ISO/IEC 18004:2015, Table 9).
    static func errorCorrectionBlocks(version: Int, errorCorrection: ErrorCorrection) -> BlockLayout {
        let index = version - 1
        return switch errorCorrection {
        case .low: BlockLayout(count: blockCountLow[index], errorCorrectionCodewords: codewordsPerBlockLow[index])
        case .medium:
            BlockLayout(count: blockCountMedium[index], errorCorrectionCodewords: codewordsPerBlockMedium[index])
        case .quartile:
            BlockLayout(count: blockCountQuartile[index], errorCorrectionCodewords: codewordsPerBlockQuartile[index])
        case .high: BlockLayout(count: blockCountHigh[index], errorCorrectionCodewords: codewordsPerBlockHigh[index])
        }
    }

    /// All codewords of each version, 1 to 40 (Table 1): the modules left by the function patterns, divided by 8.
    static let totalCodewords = [
        26, 44, 70, 100, 134, 172, 196, 242, 292, 346, 404, 466, 532, 581, 655, 733, 815, 901, 991, 1085,
        1156, 1258, 1364, 1474, 1588, 1706, 1828, 1921, 2051, 2185, 2323, 2465, 2611, 2761, 2876, 3034, 3196, 3362,
        3532, 3706,
    ]

    // Table 9, per version 1 to 40: the number of blocks, and the error-correction codewords in each block.
    private static let blockCountLow = [
        1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8, 8, 9, 9, 10, 12, 12, 12, 13, 14, 15, 16, 17, 18,
        19, 19, 20, 21, 22, 24, 25,
    ]
    private static let codewordsPerBlockLow = [
        7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28, 28, 28, 30, 30, 26, 28, 30,
        30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
    ]
    private static let blockCountMedium = [
        1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31,
        33, 35, 37, 38, 40, 43, 45, 47, 49,
    ]
    private static let codewordsPerBlockMedium = [
        10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28, 28, 28, 28, 28,
        28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28,
    ]
    private static let blockCountQuartile = [
        1, 1, 2, 2, 4, 4, 6, 6, 8, 8, 8, 10, 12, 16, 12, 17, 16, 18, 21, 20, 23, 23, 25, 27, 29, 34, 34, 35, 38, 40,
        43, 45, 48, 51, 53, 56, 59, 62, 65, 68,
    ]
    private static let codewordsPerBlockQuartile = [
        13, 22, 18, 26, 18, 24, 18, 22, 20, 24, 28, 26, 24, 20, 30, 24, 28, 28, 26, 30, 28, 30, 30, 30, 30, 28, 30,
        30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
    ]
    private static let blockCountHigh = [
        1, 1, 2, 4, 4, 4, 5, 6, 8, 8, 11, 11, 16, 16, 18, 16, 19, 21, 25, 25, 25, 34, 30, 32, 35, 37, 40, 42, 45, 48,
        51, 54, 57, 60, 63, 66, 70, 74, 77, 81,
    ]
    private static let codewordsPerBlockHigh = [
        17, 28, 22, 16, 22, 28, 26, 26, 24, 28, 24, 28, 22, 24, 24, 30, 28, 28, 26, 28, 30, 24, 30, 30, 30, 30, 30,
        30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
    ]
}
