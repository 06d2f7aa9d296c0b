import Foundation

/// What the QR-code screen (PIX and other QR methods) shows: the symbol to draw, its text in the shopper's language,
/// the expiry in the shopper's local time and the amount.
///
/// A plain value type, usable from any isolation domain; built once per code, so drawing it decides nothing. Its
/// `description` and `dump` show the payment id, the code's length and the expiry, never the code (it identifies a
/// payment). Creating one refuses a code that must not be drawn (see ``Refusal``).
public struct QRCodeScreen: Sendable, Hashable, CustomStringConvertible, CustomReflectable {
    /// Why a QR code is not drawn.
    ///
    /// A plain value type, usable from any isolation domain; neither a case nor its ``description`` contains the
    /// code.
    public enum Refusal: Error, Sendable, Hashable, CustomStringConvertible {
        /// The code is empty or only whitespace.
        case emptyCode
        /// The code has `length` characters, more than ``QRCodeScreen/maximumCodeLength``.
        case codeTooLong(length: Int)
        /// The code contains a control character (a PIX "copia e cola" code is printable text).
        case controlCharacter
        /// The code expired before the screen was built.
        case expired
        /// The code, `utf8Length` bytes in UTF-8, could not be encoded as a QR symbol (more than the largest symbol
        /// holds at the SDK's error-correction level).
        case notEncodable(utf8Length: Int)

        /// A fixed English sentence for logs, with lengths but never the code.
        public var description: String {
            switch self {
            case .emptyCode: "The QR code is empty."
            case .codeTooLong(let length):
                "The QR code has \(length) characters; at most \(QRCodeScreen.maximumCodeLength) are drawn."
            case .controlCharacter: "The QR code contains a control character."
            case .expired: "The QR code has already expired."
            case .notEncodable(let length): "The QR code (\(length) UTF-8 bytes) cannot be encoded as a QR symbol."
            }
        }
    }

    /// A dark run of modules, in points: where a view fills a rectangle.
    ///
    /// A plain value type, usable from any isolation domain.
    public struct ModuleRect: Sendable, Hashable {
        /// The left edge.
        public let x: Double
        /// The top edge.
        public let y: Double
        /// The width.
        public let width: Double
        /// The height.
        public let height: Double
    }

    /// The longest code drawn, in characters (a PIX "copia e cola" code is far shorter).
    public static let maximumCodeLength = 512
    /// The light margin around the symbol, in modules, that scanners need (ISO/IEC 18004 asks for 4).
    public static let quietZone = 4

    /// The payment waiting for the scan.
    public let paymentID: String
    /// The language of the screen's text, in which the time left (``timeLeftText(at:)``) is written too.
    public let language: YunoLanguage
    /// The code: what the symbol encodes and what the copy button copies. Shown as text but never spoken.
    public let code: String
    /// When the code expires.
    public let expiresAt: Date
    /// The symbol to draw (the SDK's own encoder: implementation, not API; ``darkRectangles(side:)`` is what a
    /// view draws).
    package let matrix: QRCodeMatrix
    /// The screen's title ("Scan the QR code to pay").
    public let title: String
    /// How to pay with the code.
    public let instructions: String
    /// The line before the code's text ("Or copy this code into your bank's app:").
    public let copyInstructions: String
    /// The expiry in the shopper's local time ("The code expires at 3:30 PM."; with the date when it is not today).
    public let expiryText: String
    /// The amount to pay ("Amount to pay: R$ 52,00"), or `nil` when the amount or currency is unknown.
    public let amountText: String?
    /// Shown while the SDK waits for the payment.
    public let waitingText: String
    /// The copy button's title.
    public let copyButtonTitle: String
    /// The close button's title.
    public let closeButtonTitle: String
    /// The symbol's VoiceOver label ("QR code to pay"); the code itself is never spoken.
    public let imageAccessibilityLabel: String

    /// Builds the screen of `qrCode` in `language`.
    ///
    /// - Parameters:
    ///   - qrCode: The code the flow received.
    ///   - language: The language of the text.
    ///   - now: The current time: a code expired at or before it is refused.
    ///   - timeZone: The shopper's time zone, in which the expiry is written; the device's by default.
    /// - Throws: ``Refusal``: an empty code, one longer than ``maximumCodeLength`` characters or with a control
    ///   character, an expired one, or one the encoder refuses. Nonisolated.
    public init(
        _ qrCode: QRCodePayment, language: YunoLanguage, now: Date, timeZone: TimeZone = .current
    ) throws(Refusal) {
        let code = qrCode.code
        guard !code.trimmingWhitespace().isEmpty else { throw .emptyCode }
        let length = code.count
        guard length <= Self.maximumCodeLength else { throw .codeTooLong(length: length) }
        guard !code.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw .controlCharacter
        }
        guard qrCode.expiresAt > now else { throw .expired }
        do {
            matrix = try QRCodeMatrix(encoding: code)
        } catch {
            throw .notEncodable(utf8Length: code.utf8.count)
        }
        let text = YunoLocalizer(language: language)
        paymentID = qrCode.paymentID
        self.language = language
        self.code = code
        expiresAt = qrCode.expiresAt
        title = text.string(.qrTitle)
        instructions = text.string(.qrInstructions)
        copyInstructions = text.string(.qrCopyCode)
        expiryText = text.string(
            .qrExpires, ["time": Self.time(qrCode.expiresAt, now: now, timeZone: timeZone, locale: text.locale)])
        let amount = PaymentStatusScreen(
            result: .processing, status: nil, subStatus: nil, paymentID: nil, amount: qrCode.amount,
            currency: qrCode.currency
        ).formattedAmount(in: language)
        amountText = amount.map { text.string(.walletAmount, ["amount": $0]) }
        waitingText = text.string(.qrWaiting)
        copyButtonTitle = text.string(.qrCopy)
        closeButtonTitle = text.string(.actionClose)
        imageAccessibilityLabel = text.string(.qrImageLabel)
    }

    /// The number of modules on each side of the drawn square: the symbol and its quiet zone on both sides.
    public var modulesPerSide: Int {
        matrix.size + 2 * Self.quietZone
    }

    /// The dark modules of a square `side` points wide (quiet zone included), as one rectangle per horizontal run
    /// of dark modules, row by row: what a view fills (with a `Path`) to draw the symbol. Empty when `side` is not
    /// positive.
    public func darkRectangles(side: Double) -> [ModuleRect] {
        guard side > 0 else { return [] }
        let unit = side / Double(modulesPerSide)
        var rectangles: [ModuleRect] = []
        for row in 0..<matrix.size {
            var column = 0
            while column < matrix.size {
                guard matrix[row, column] else {
                    column += 1
                    continue
                }
                let start = column
                while column < matrix.size, matrix[row, column] { column += 1 }
                rectangles.append(
                    ModuleRect(
                        x: Double(start + Self.quietZone) * unit, y: Double(row + Self.quietZone) * unit,
                        width: Double(column - start) * unit, height: unit))
            }
        }
        return rectangles
    }

    /// `QRCodeScreen(paymentID: …, code: <n characters>, expiresAt: …)`: never the code.
    public var description: String {
        "QRCodeScreen(paymentID: \(paymentID), code: <\(code.count) characters>, expiresAt: \(expiresAt))"
    }

    /// What `dump` shows: the payment id, the expiry and the symbol's size; never the code.
    public var customMirror: Mirror {
        Mirror(
            self, children: ["paymentID": paymentID, "expiresAt": expiresAt, "size": matrix.size],
            displayStyle: .struct)
    }

    /// `date` as the shopper reads it in `timeZone`: the time alone when it falls on the same day as `now`, else
    /// the date and the time.
    static func time(_ date: Date, now: Date, timeZone: TimeZone, locale: Locale) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let sameDay = calendar.isDate(date, inSameDayAs: now)
        var style = Date.FormatStyle(date: sameDay ? .omitted : .abbreviated, time: .shortened)
        style.locale = locale
        style.timeZone = timeZone
        return date.formatted(style)
    }
}
