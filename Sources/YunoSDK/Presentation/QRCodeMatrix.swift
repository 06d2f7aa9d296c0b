/// A QR code symbol for a string: a square of dark and light modules, ready to be drawn by any UI toolkit.
///
/// The encoder follows ISO/IEC 18004 (QR Code model 2): the text is encoded as UTF-8 in byte mode, in the smallest
/// of versions 1–40 that holds it at the requested error-correction level, with Reed–Solomon error correction over
/// GF(256), the data mask of lowest penalty and the format and version information. The SDK's PIX screen draws the
/// "copia e cola" string with it instead of CoreImage, so what is drawn is decided by a model tested on every platform.
///
/// Implementation, not API (`package`): the SDK's screens draw it through ``QRCodeScreen/darkRectangles(side:)``.
/// A nonisolated value type: create and read it from any isolation domain. Creating one fails only with
/// ``EncodingError`` (empty text, or more bytes than a version-40 symbol holds at the level).
package struct QRCodeMatrix: Sendable, Hashable {
    /// How much of the symbol can be damaged or hidden and still be read; a higher level makes a larger symbol.
    ///
    /// A plain value type, usable from any isolation domain.
    package enum ErrorCorrection: Sendable, Hashable, CaseIterable {
        /// Recovers about 7 % of the codewords.
        case low
        /// Recovers about 15 % of the codewords (the default).
        case medium
        /// Recovers about 25 % of the codewords.
        case quartile
        /// Recovers about 30 % of the codewords.
        case high
    }

    /// Why a string could not be encoded as a QR code.
    ///
    /// A plain value type, usable from any isolation domain. Neither the case nor its ``description`` contains the
    /// encoded text (a PIX code identifies a payment), only its length.
    package enum EncodingError: Error, Sendable, Hashable, CustomStringConvertible {
        /// The text is empty: a QR code of nothing would scan as nothing.
        case empty
        /// The text's UTF-8 form has `length` bytes, more than the `maximum` a version-40 symbol holds at the
        /// requested error-correction level.
        case tooLong(length: Int, maximum: Int)

        /// A fixed English sentence for logs and diagnostics, with lengths but never the text.
        package var description: String {
            switch self {
            case .empty:
                "QR code text is empty."
            case .tooLong(let length, let maximum):
                "QR code text is \(length) UTF-8 bytes; at most \(maximum) fit at this error-correction level."
            }
        }
    }

    /// The number of modules on each side, without the quiet zone: `17 + 4 × version`.
    ///
    /// Draw a light margin of at least 4 modules around the symbol so that scanners find it.
    package let size: Int

    /// The QR code version (1–40): the smallest that holds the text at the error-correction level.
    package let version: Int

    /// The error-correction level the symbol was encoded with.
    let errorCorrection: ErrorCorrection

    /// The data mask pattern (0–7) applied to the symbol.
    let mask: Int

    /// The modules in row-major order; `true` is dark.
    private let modules: [Bool]

    /// Encodes `text` (as UTF-8, in byte mode) into a QR code symbol.
    ///
    /// Nonisolated and synchronous: call it from any isolation domain. The result depends only on the arguments.
    ///
    /// - Parameters:
    ///   - text: The text to encode, such as a PIX "copia e cola" string.
    ///   - errorCorrection: The error-correction level; `.medium` unless the symbol may be damaged or covered.
    /// - Throws: ``EncodingError/empty`` when `text` is empty; ``EncodingError/tooLong(length:maximum:)`` when its
    ///   UTF-8 form is longer than a version-40 symbol holds at `errorCorrection` (2,953 bytes at `.low`, 2,331 at
    ///   `.medium`, 1,663 at `.quartile`, 1,273 at `.high`).
    package init(encoding text: String, errorCorrection: ErrorCorrection = .medium) throws(EncodingError) {
        try self.init(encoding: text, errorCorrection: errorCorrection, mask: nil)
    }

    /// Encodes `text` with a given data mask (0–7) instead of the one of lowest penalty, or with the lowest-penalty
    /// one when `mask` is `nil`. Tests use it to compare every mask with a reference encoder.
    init(encoding text: String, errorCorrection: ErrorCorrection, mask forcedMask: Int?) throws(EncodingError) {
        precondition(forcedMask.map { (0...7).contains($0) } ?? true, "A QR code mask is 0–7.")
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty else { throw .empty }
        guard let version = Self.smallestVersion(holding: bytes.count, errorCorrection: errorCorrection) else {
            let maximum = Self.byteCapacity(version: 40, errorCorrection: errorCorrection)
            throw .tooLong(length: bytes.count, maximum: maximum)
        }

        let codewords = Self.codewords(for: bytes, version: version, errorCorrection: errorCorrection)
        var unmasked = Grid(version: version)
        unmasked.placeData(codewords)

        // The standard masks and evaluates the symbol before the format and version information are written
        // (ISO/IEC 18004:2015, 7.1 steps 6 and 7), so the candidates are compared with those areas still light.
        let mask = forcedMask ?? unmasked.lowestPenaltyMask()
        var grid = unmasked.masked(with: mask)
        grid.drawFormatAndVersionInformation(errorCorrection: errorCorrection, mask: mask)

        self.size = grid.size
        self.version = version
        self.errorCorrection = errorCorrection
        self.mask = mask
        self.modules = grid.modules
    }

    /// Whether the module at `row` and `column` (both counted from 0 at the top-left corner) is dark.
    ///
    /// - Precondition: `row` and `column` are in `0..<size`; other positions trap, like an array index. The quiet
    ///   zone around the symbol is not part of the matrix: it is always light.
    package subscript(row: Int, column: Int) -> Bool {
        precondition((0..<size).contains(row) && (0..<size).contains(column), "QR code module out of range.")
        return modules[row * size + column]
    }
}
