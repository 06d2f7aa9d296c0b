// The module layout of a QR code symbol: function patterns, codeword placement, data masks, and the format and
// version information (ISO/IEC 18004:2015, 6.3 and 7.7 to 7.10).

extension QRCodeMatrix {
    /// A symbol being built: its modules, and which of them belong to function patterns (never data, never masked).
    struct Grid {
        let version: Int
        let size: Int
        private(set) var modules: [Bool]
        private(set) var isFunction: [Bool]

        /// A symbol of `version` with its function patterns drawn, and the format and version information areas
        /// reserved (light until ``drawFormatAndVersionInformation(errorCorrection:mask:)``).
        init(version: Int) {
            self.version = version
            self.size = 17 + 4 * version
            self.modules = Array(repeating: false, count: size * size)
            self.isFunction = Array(repeating: false, count: size * size)

            // Timing patterns first: the finder patterns then overwrite their ends.
            for index in 0..<size {
                setFunction(row: 6, column: index, dark: index.isMultiple(of: 2))
                setFunction(row: index, column: 6, dark: index.isMultiple(of: 2))
            }
            drawFinderPattern(centerRow: 3, centerColumn: 3)
            drawFinderPattern(centerRow: 3, centerColumn: size - 4)
            drawFinderPattern(centerRow: size - 4, centerColumn: 3)

            let positions = Self.alignmentPatternPositions[version - 1]
            let first = positions.first
            let last = positions.last
            for row in positions {
                for column in positions {
                    // The three corners with a finder pattern get no alignment pattern.
                    let overlapsFinder =
                        (row == first && column == first) || (row == first && column == last)
                        || (row == last && column == first)
                    if !overlapsFinder {
                        drawAlignmentPattern(centerRow: row, centerColumn: column)
                    }
                }
            }

            drawFormatBits(0)
            setFunction(row: size - 8, column: 8, dark: false)  // the dark module, drawn with the format bits
            if version >= 7 {
                drawVersionBits(0)
            }
        }

        subscript(row: Int, column: Int) -> Bool {
            modules[row * size + column]
        }

        private mutating func setFunction(row: Int, column: Int, dark: Bool) {
            modules[row * size + column] = dark
            isFunction[row * size + column] = true
        }

        /// A 7×7 finder pattern and its light separator, clipped at the symbol's edge.
        private mutating func drawFinderPattern(centerRow: Int, centerColumn: Int) {
            for rowOffset in -4...4 {
                for columnOffset in -4...4 {
                    let row = centerRow + rowOffset
                    let column = centerColumn + columnOffset
                    guard (0..<size).contains(row) && (0..<size).contains(column) else { continue }
                    // Rings by distance from the center: 3×3 dark core, light ring, dark ring, light separator.
                    let ring = max(abs(rowOffset), abs(columnOffset))
                    setFunction(row: row, column: column, dark: ring != 2 && ring != 4)
                }
            }
        }

        /// A 5×5 alignment pattern: dark center, light ring, dark ring.
        private mutating func drawAlignmentPattern(centerRow: Int, centerColumn: Int) {
            for rowOffset in -2...2 {
                for columnOffset in -2...2 {
                    let ring = max(abs(rowOffset), abs(columnOffset))
                    setFunction(row: centerRow + rowOffset, column: centerColumn + columnOffset, dark: ring != 1)
                }
            }
        }

        /// Writes the 15 format bits twice (around the top-left finder, and split between the other two), bit 0
        /// being the least significant (Figure 25).
        private mutating func drawFormatBits(_ bits: Int) {
            func bit(_ index: Int) -> Bool { (bits >> index) & 1 == 1 }
            // First copy: down column 8 (skipping the timing row), then left along row 8 (skipping the timing column).
            for index in 0...5 {
                setFunction(row: index, column: 8, dark: bit(index))
            }
            setFunction(row: 7, column: 8, dark: bit(6))
            setFunction(row: 8, column: 8, dark: bit(7))
            setFunction(row: 8, column: 7, dark: bit(8))
            for index in 9...14 {
                setFunction(row: 8, column: 14 - index, dark: bit(index))
            }
            // Second copy: right to left along row 8 under the top-right finder, then down column 8 beside the
            // bottom-left one.
            for index in 0...7 {
                setFunction(row: 8, column: size - 1 - index, dark: bit(index))
            }
            for index in 8...14 {
                setFunction(row: size - 15 + index, column: 8, dark: bit(index))
            }
        }

        /// Writes the 18 version bits twice: a 6×3 block above the bottom-left finder and its transpose left of the
        /// top-right one (Figure 27).
        private mutating func drawVersionBits(_ bits: Int) {
            for index in 0..<18 {
                let dark = (bits >> index) & 1 == 1
                let near = index / 3
                let far = size - 11 + index % 3
                setFunction(row: near, column: far, dark: dark)
                setFunction(row: far, column: near, dark: dark)
            }
        }

        /// Places the codewords' bits, most significant first, in two-module columns from the bottom-right corner,
        /// alternately upwards and downwards, skipping function modules (7.7.3). Modules left over (the remainder
        /// bits) stay light.
        mutating func placeData(_ codewords: [UInt8]) {
            var bits = BitStream()
            for codeword in codewords {
                bits.append(Int(codeword), count: 8)
            }
            var bitIndex = 0
            var upward = true
            var right = size - 1
            while right > 0 {
                // The vertical timing pattern takes a whole column: the pairs left of it shift by one.
                if right == 6 {
                    right = 5
                }
                for step in 0..<size {
                    let row = upward ? size - 1 - step : step
                    for column in [right, right - 1] where !isFunction[row * size + column] {
                        if bitIndex < bits.count {
                            modules[row * size + column] = bits.bits[bitIndex]
                            bitIndex += 1
                        }
                    }
                }
                upward.toggle()
                right -= 2
            }
        }

        /// This grid with data mask `mask` (0–7) applied: every non-function module where the mask's condition
        /// holds is inverted (Table 10; `i` is the row, `j` the column).
        func masked(with mask: Int) -> Grid {
            var result = self
            for row in 0..<size {
                for column in 0..<size where !isFunction[row * size + column] {
                    if Self.maskCondition(mask, row: row, column: column) {
                        result.modules[row * size + column].toggle()
                    }
                }
            }
            return result
        }

        static func maskCondition(_ mask: Int, row i: Int, column j: Int) -> Bool {
            switch mask {
            case 0: (i + j) % 2 == 0
            case 1: i % 2 == 0
            case 2: j % 3 == 0
            case 3: (i + j) % 3 == 0
            case 4: (i / 2 + j / 3) % 2 == 0
            case 5: (i * j) % 2 + (i * j) % 3 == 0
            case 6: ((i * j) % 2 + (i * j) % 3) % 2 == 0
            default: ((i + j) % 2 + (i * j) % 3) % 2 == 0
            }
        }

        /// Writes the format information (level and mask), the dark module and, from version 7, the version
        /// information, once the mask is chosen.
        mutating func drawFormatAndVersionInformation(errorCorrection: ErrorCorrection, mask: Int) {
            drawFormatBits(Self.formatBits(errorCorrection: errorCorrection, mask: mask))
            setFunction(row: size - 8, column: 8, dark: true)
            if version >= 7 {
                drawVersionBits(Self.versionBits(version: version))
            }
        }

        /// The 15 format bits: 2 level bits and 3 mask bits, a BCH(15,5) code, then XOR 101010000010010 so that the
        /// bits are never all light (7.9.1).
        static func formatBits(errorCorrection: ErrorCorrection, mask: Int) -> Int {
            let levelBits =
                switch errorCorrection {
                case .low: 0b01
                case .medium: 0b00
                case .quartile: 0b11
                case .high: 0b10
                }
            let data = levelBits << 3 | mask
            return (data << 10 | bchRemainder(data << 10, generator: 0b101_0011_0111)) ^ 0b101_0100_0001_0010
        }

        /// The 18 version bits: 6 version bits and a BCH(18,6) code (7.10).
        static func versionBits(version: Int) -> Int {
            version << 12 | bchRemainder(version << 12, generator: 0b1_1111_0010_0101)
        }

        /// The remainder of the polynomial `value` divided by `generator`, both over GF(2).
        static func bchRemainder(_ value: Int, generator: Int) -> Int {
            // The degree of a polynomial over GF(2) is the position of its highest set bit (-1 for zero).
            func degree(_ polynomial: Int) -> Int { Int.bitWidth - 1 - polynomial.leadingZeroBitCount }
            var remainder = value
            while degree(remainder) >= degree(generator) {
                remainder ^= generator << (degree(remainder) - degree(generator))
            }
            return remainder
        }

        /// The row and column coordinates of alignment pattern centers, per version 1 to 40 (Annex E, Table E.1).
        static let alignmentPatternPositions: [[Int]] = [
            [], [6, 18], [6, 22], [6, 26], [6, 30], [6, 34],
            [6, 22, 38], [6, 24, 42], [6, 26, 46], [6, 28, 50], [6, 30, 54], [6, 32, 58], [6, 34, 62],
            [6, 26, 46, 66], [6, 26, 48, 70], [6, 26, 50, 74], [6, 30, 54, 78], [6, 30, 56, 82], [6, 30, 58, 86],
            [6, 34, 62, 90],
            [6, 28, 50, 72, 94], [6, 26, 50, 74, 98], [6, 30, 54, 78, 102], [6, 28, 54, 80, 106],
            [6, 32, 58, 84, 110], [6, 30, 58, 86, 114], [6, 34, 62, 90, 118],
            [6, 26, 50, 74, 98, 122], [6, 30, 54, 78, 102, 126], [6, 26, 52, 78, 104, 130],
            [6, 30, 56, 82, 108, 134], [6, 34, 60, 86, 112, 138], [6, 30, 58, 86, 114, 142],
            [6, 34, 62, 90, 118, 146],
            [6, 30, 54, 78, 102, 126, 150], [6, 24, 50, 76, 102, 128, 154], [6, 28, 54, 80, 106, 132, 158],
            [6, 32, 58, 84, 110, 136, 162], [6, 26, 54, 82, 110, 138, 166], [6, 30, 58, 86, 114, 142, 170],
        ]
    }
}
