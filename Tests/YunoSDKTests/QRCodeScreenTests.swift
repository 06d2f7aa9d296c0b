import Foundation
import Testing

@testable import YunoSDK

/// The QR-code screen's model: what it refuses, its text in the shopper's time zone, the symbol's rectangles, and
/// that the code is never spoken or logged.
@Suite("Native screens: QR code", .timeLimit(.minutes(3)))
struct QRCodeScreenTests {
    static let pix =
        "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de "
        + "Tal6008BRASILIA62070503***63041D3D"
    static let now = TestSupport.now  // 2025-06-15 12:00 UTC
    static let utc = TimeZone(identifier: "UTC")!

    static func payment(
        _ code: String = pix, expiresIn seconds: TimeInterval = 3_600 * 3.5, amount: Decimal? = 52,
        currency: String? = "BRL"
    ) -> QRCodePayment {
        QRCodePayment(
            paymentID: "pay-1", code: code, expiresAt: now.addingTimeInterval(seconds), amount: amount,
            currency: currency)
    }

    @Test(
        "Codes that must not be drawn are refused",
        arguments: [
            ("", QRCodeScreen.Refusal.emptyCode), ("  \t ", .emptyCode),
            (String(repeating: "a", count: 513), .codeTooLong(length: 513)), ("0002\u{0}01", .controlCharacter),
            ("line\nbreak", .controlCharacter), ("del\u{7F}", .controlCharacter), ("c1\u{85}", .controlCharacter),
        ])
    func refusals(code: String, refusal: QRCodeScreen.Refusal) {
        #expect(throws: refusal) { try QRCodeScreen(Self.payment(code), language: .en, now: Self.now) }
    }

    @Test("An expired code is refused; one expiring later is drawn; 512 characters are accepted")
    func expiryAndLength() throws {
        #expect(throws: QRCodeScreen.Refusal.expired) {
            try QRCodeScreen(Self.payment(expiresIn: 0), language: .en, now: Self.now)
        }
        #expect(throws: QRCodeScreen.Refusal.expired) {
            try QRCodeScreen(Self.payment(expiresIn: -60), language: .en, now: Self.now)
        }
        _ = try QRCodeScreen(Self.payment(expiresIn: 1), language: .en, now: Self.now)
        let longest = try QRCodeScreen(
            Self.payment(String(repeating: "é", count: 512)), language: .en, now: Self.now)
        #expect(longest.matrix == (try QRCodeMatrix(encoding: String(repeating: "é", count: 512))))
    }

    @Test("The screen's text in English and Portuguese; the amount formatted as the status screen does")
    func text() throws {
        let screen = try QRCodeScreen(Self.payment(), language: .en, now: Self.now, timeZone: Self.utc)
        #expect(screen.title == "Scan the QR code to pay")
        #expect(screen.instructions.hasPrefix("Open your bank's app"))
        #expect(screen.copyButtonTitle == "Copy code")
        #expect(screen.closeButtonTitle == "Close")
        #expect(screen.imageAccessibilityLabel == "QR code to pay")
        #expect(screen.amountText == "Amount to pay: R$52.00")
        #expect(screen.matrix == (try QRCodeMatrix(encoding: Self.pix)))
        #expect(screen.code == Self.pix)
        let portuguese = try QRCodeScreen(Self.payment(), language: .pt, now: Self.now, timeZone: Self.utc)
        #expect(portuguese.copyButtonTitle == "Copiar código")
        #expect(portuguese.amountText?.hasPrefix("Valor a pagar: R$") == true)
        #expect(portuguese.amountText?.hasSuffix("52,00") == true)
        let unknown = try QRCodeScreen(Self.payment(amount: nil), language: .en, now: Self.now)
        #expect(unknown.amountText == nil)
    }

    @Test("The expiry is written in the shopper's time zone, with the date when it is not today there")
    func expiryInLocalTime() throws {
        // Expires 15:30 UTC: 12:30 in São Paulo, 00:30 the next day in Tokyo.
        let utc = try QRCodeScreen(Self.payment(), language: .en, now: Self.now, timeZone: Self.utc)
        #expect(utc.expiryText.hasPrefix("The code expires at 3:30"))
        #expect(!utc.expiryText.contains("Jun"))
        let saoPaulo = try QRCodeScreen(
            Self.payment(), language: .pt, now: Self.now, timeZone: TimeZone(identifier: "America/Sao_Paulo")!)
        #expect(saoPaulo.expiryText == "O código expira às 12:30.")
        let tokyo = try QRCodeScreen(
            Self.payment(), language: .en, now: Self.now, timeZone: TimeZone(identifier: "Asia/Tokyo")!)
        #expect(tokyo.expiryText.contains("Jun 16"))
        #expect(tokyo.expiryText.contains("12:30"))
    }

    @Test("The rectangles cover exactly the dark modules, inside the quiet zone")
    func rectangles() throws {
        let screen = try QRCodeScreen(Self.payment(), language: .en, now: Self.now)
        let side = 300.0
        let unit = side / Double(screen.modulesPerSide)
        #expect(screen.modulesPerSide == screen.matrix.size + 8)
        var dark = 0
        for row in 0..<screen.matrix.size {
            for column in 0..<screen.matrix.size where screen.matrix[row, column] { dark += 1 }
        }
        let rectangles = screen.darkRectangles(side: side)
        let area = rectangles.reduce(0) { $0 + $1.width * $1.height }
        #expect(abs(area - Double(dark) * unit * unit) < 1e-6)
        for rectangle in rectangles {
            #expect(rectangle.x >= 4 * unit - 1e-9 && rectangle.y >= 4 * unit - 1e-9)
            #expect(rectangle.x + rectangle.width <= side - 4 * unit + 1e-9)
            #expect(rectangle.y + rectangle.height <= side - 4 * unit + 1e-9)
        }
        #expect(rectangles.count < dark, "runs are merged")
        #expect(screen.darkRectangles(side: 0).isEmpty)
    }

    @Test("Neither the text, the description, dump nor a refusal contains the code", arguments: YunoLanguage.allCases)
    func codeNeverSpoken(language: YunoLanguage) throws {
        let screen = try QRCodeScreen(Self.payment(), language: language, now: Self.now)
        let texts = [
            screen.title, screen.instructions, screen.copyInstructions, screen.expiryText, screen.amountText ?? "",
            screen.waitingText, screen.copyButtonTitle, screen.closeButtonTitle, screen.imageAccessibilityLabel,
            screen.description, TestSupport.dumped(screen),
        ]
        for text in texts {
            #expect(!text.contains("br.gov.bcb.pix") && !text.contains("63041D3D"), "\(text)")
        }
        #expect(screen.description.contains("<\(Self.pix.count) characters>"))
    }
}
