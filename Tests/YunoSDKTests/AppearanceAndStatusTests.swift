import Foundation
import Testing

@testable import YunoSDK

@Suite("Appearance tokens and the status and method-list models", .timeLimit(.minutes(3)))
struct AppearanceAndStatusTests {
    @Test("Light and dark presets are complete and valid")
    func presets() throws {
        for preset in [Yuno.Appearance.light, .dark] {
            try preset.validate()
            #expect(preset.colorTokens.allSatisfy { $0.value != nil })
        }
        #expect(Yuno.Appearance.light != Yuno.Appearance.dark)
        try Yuno.Appearance().validate()
    }

    @Test("Hex colors parse in every accepted form")
    func parsing() {
        #expect(Yuno.Appearance.Color(hex: "#3E4EE8") == .init(red: 0x3E, green: 0x4E, blue: 0xE8))
        #expect(Yuno.Appearance.Color(hex: "#fff")?.hex == "#FFFFFFFF")
        #expect(Yuno.Appearance.Color(hex: " #00000080 ")?.alpha == 0x80)
    }

    @Test(
        "Invalid colors are rejected naming the field",
        arguments: ["3E4EE8", "#3E4EE", "#GGGGGG", "", "#", "red", "#12345", "#1234567890"])
    func invalidColor(value: String) {
        let appearance = Yuno.Appearance(buttonTitleColor: value)
        #expect(throws: Yuno.AppearanceError.invalidColor(field: "buttonTitleColor", value: value)) {
            try appearance.validate()
        }
        #expect(
            Yuno.AppearanceError.invalidColor(field: "buttonTitleColor", value: value).description.contains("#RRGGBB"))
    }

    @Test("Invalid font families are rejected")
    func invalidFont() {
        for font in ["", "   ", "Bad\u{0007}Font", String(repeating: "x", count: 129)] {
            #expect(throws: Yuno.AppearanceError.invalidFontFamily(font)) {
                try Yuno.Appearance(fontFamily: font).validate()
            }
        }
        #expect(throws: Never.self) {
            try Yuno.Appearance(fontFamily: "Inter-Regular", checkboxColor: "#0a0").validate()
        }
    }

    @Test(
        "Amounts use the currency's ISO 4217 minor units",
        arguments: [
            ("52000", "COP", "52000.00 COP"), ("1500", "CLP", "1500 CLP"), ("12.5", "KWD", "12.500 KWD"),
            ("9.999", "USD", "10.00 USD"), ("1000", "JPY", "1000 JPY"), ("0.5", "BRL", "0.50 BRL"),
        ])
    func minorUnits(amount: String, currency: String, expected: String) {
        let screen = PaymentStatusScreen(
            result: .succeeded, status: .succeeded, subStatus: nil, paymentID: "p", amount: Decimal(string: amount),
            currency: currency)
        #expect(screen.amountText == expected)
        #expect(screen.formattedAmount(in: .es) != nil)
    }

    @Test("Unknown currencies have no amount text")
    func unknownCurrency() {
        let screen = PaymentStatusScreen(
            result: .fail, status: nil, subStatus: nil, paymentID: nil, amount: 1, currency: "XYZ")
        #expect(screen.amountText == nil)
        #expect(screen.formattedAmount(in: .en) == nil)
    }

    @Test("The payment information lists amount, id, date and description in the chosen language")
    func paymentInformation() {
        let screen = PaymentStatusScreen(
            result: .succeeded, status: .succeeded, subStatus: "APPROVED", paymentID: "pay_1",
            amount: 52000, currency: "COP", date: TestSupport.now, paymentDescription: "Camiseta")
        #expect(screen.title(in: .es) == "Pago aprobado")
        let rows = screen.informationRows(in: .es)
        #expect(rows.map(\.label) == ["Monto", "ID del pago", "Fecha", "Descripción"])
        #expect(rows[0].value.contains("52"))
        #expect(rows[1].value == "pay_1")
        #expect(rows[2].value.contains("2025"))
        #expect(screen.informationRows(in: .ru).map(\.label).first == "Сумма")
        let bare = PaymentStatusScreen(
            result: .internalError, status: nil, subStatus: nil, paymentID: nil, amount: nil, currency: nil)
        #expect(bare.informationRows(in: .en).isEmpty)
    }

    @Test("Method rows: saved cards show brand + last four and expiry, preferred ones a badge; saved first")
    @MainActor
    func methodList() {
        let saved = PaymentMethodItem(
            name: "Card", paymentMethodType: "CARD", vaultedToken: "vt_1",
            savedCard: .init(brand: .visa, lastFour: "0002", expirationMonth: 3, expirationYear: 2028))
        let preferred = PaymentMethodItem(name: "PIX", paymentMethodType: "PIX", isPreferred: true)
        let plain = PaymentMethodItem(name: "Card", paymentMethodType: "CARD")
        let list = PaymentMethodList(items: [plain, preferred, saved])
        #expect(list.items.map(\.id) == ["vt_1", "PIX", "CARD"])
        #expect(saved.title == "Visa •••• 0002")
        #expect(saved.subtitle(in: .en) == "Saved card · Expires 03/28")
        #expect(saved.subtitle(in: .es) == "Tarjeta guardada · Vence 03/28")
        #expect(preferred.subtitle(in: .pt) == "Recomendado")
        #expect(plain.subtitle(in: .en) == nil)
        #expect(list.heading(in: .fr) == "Choisissez un moyen de paiement")
        #expect(PaymentMethodList(items: []).heading(in: .en) == "No payment methods are available.")
    }
}
