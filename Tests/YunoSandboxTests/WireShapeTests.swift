import Foundation
import Testing
import YunoSDK

@testable import YunoSandbox

/// The exact bytes the emulator answers with, from its one Codable path (``WireCoding``): snake_case keys in sorted
/// order, absent optionals left out except the token's published `null`s, amounts as plain JSON numbers, whole-second
/// UTC ISO 8601 dates, slashes and non-ASCII text unescaped. Clients (the SDK, the benchmark's floor, recorded
/// canned answers) decode these bytes; a change here is a change of the wire.
@Suite("Wire shape of the emulator's answers", .timeLimit(.minutes(3)))
struct WireShapeTests {
    /// 2026-01-01T00:00:00Z.
    static let created = Date(timeIntervalSince1970: 1_767_225_600)

    /// What the emulator sends for `value`.
    private static func emitted(_ value: some Encodable) -> String {
        String(decoding: YunoSandbox.json(200, value).body, as: UTF8.self)
    }

    private static func card(_ number: String = Harness.visa) throws -> CardProfile {
        try CardProfile.validated(
            number: number, expirationMonth: 11, expirationYear: 28, securityCode: nil, checkSecurityCode: false,
            holderName: "John Doe", now: created)
    }

    private static func payment(
        amount: PaymentBody.Amount, detail: PaymentBody.Detail, status: String = "SUCCEEDED",
        subStatus: String = "APPROVED", updated: Date = created, callbackURL: String? = nil
    ) -> PaymentBody {
        PaymentBody(
            id: "pay-1", accountId: "acc-1", description: "Test order", country: "US", merchantOrderId: "order-1",
            status: status, subStatus: subStatus, createdAt: created, updatedAt: updated, amount: amount,
            checkout: .init(session: "cs-1", sdkActionRequired: status != "SUCCEEDED"),
            paymentMethod: .init(
                type: "CARD", token: "tok-1", vaultedToken: nil, vaultOnSuccess: false, paymentMethodDetail: detail),
            callbackUrl: callbackURL, workflow: "SDK_SEAMLESS")
    }

    @Test func anApprovedCardPaymentIsSentInThePublishedShape() throws {
        let detail = PaymentBody.Detail(
            card: .init(
                verify: false, capture: true, installments: 1, redirectUrl: nil,
                cardData: CardDataBody(try Self.card(), country: "US", withExpiry: true)))
        let body = Self.payment(
            amount: .init(currency: "USD", value: 100.5, captured: 100.5, refunded: 0), detail: detail)
        let expected =
            #"{"account_id":"acc-1","amount":{"captured":100.5,"currency":"USD","refunded":0,"value":100.5},"#
            + #""checkout":{"sdk_action_required":false,"session":"cs-1"},"country":"US","#
            + #""created_at":"2026-01-01T00:00:00Z","description":"Test order","id":"pay-1","#
            + #""merchant_order_id":"order-1","payment_method":{"payment_method_detail":{"card":{"capture":true,"#
            + #""card_data":{"brand":"VISA","category":"CLASSIC","country_code":"US","expiration_month":11,"#
            + #""expiration_year":28,"fingerprint":"2c4412ce-1f3f-d4c7-f909-fffee6559d3a","holder_name":"John Doe","#
            + #""iin":"45079900","issuer_name":"Yuno Sandbox Bank","lfd":"0002","number_length":16,"#
            + #""security_code_length":3,"type":"CREDIT"},"installments":1,"verify":false}},"token":"tok-1","#
            + #""type":"CARD","vault_on_success":false},"status":"SUCCEEDED","sub_status":"APPROVED","#
            + #""updated_at":"2026-01-01T00:00:00Z","workflow":"SDK_SEAMLESS"}"#
        #expect(Self.emitted(body) == expected)
    }

    /// An open 3DS challenge: `redirect_url` and `three_d_secure` present; a fractional update time is written in
    /// whole seconds, rounded down.
    @Test func anOpenChallengeCarriesItsRedirectAndThreeDSecure() throws {
        var cardData = CardDataBody(try Self.card(Harness.challengeCard), country: "US", withExpiry: false)
        cardData.threeDSecure = .init(
            version: "2.2.0", electronicCommerceIndicator: "", cryptogram: "", transactionId: "tx-1",
            directoryServerTransactionId: "", paresStatus: "C", acsId: "")
        let detail = PaymentBody.Detail(
            card: .init(
                verify: false, capture: true, installments: 1,
                redirectUrl: "https://sandbox.y.uno/3ds/challenge/tx-1", cardData: cardData))
        let body = Self.payment(
            amount: .init(currency: "USD", value: 100.5, captured: 0, refunded: 0), detail: detail, status: "PENDING",
            subStatus: "WAITING_ADDITIONAL_STEP", updated: Self.created.addingTimeInterval(59.999))
        let expected =
            #"{"account_id":"acc-1","amount":{"captured":0,"currency":"USD","refunded":0,"value":100.5},"#
            + #""checkout":{"sdk_action_required":true,"session":"cs-1"},"country":"US","#
            + #""created_at":"2026-01-01T00:00:00Z","description":"Test order","id":"pay-1","#
            + #""merchant_order_id":"order-1","payment_method":{"payment_method_detail":{"card":{"capture":true,"#
            + #""card_data":{"brand":"VISA","category":"CLASSIC","country_code":"US","#
            + #""fingerprint":"8f34ec54-484f-e54c-258f-a25e4f9c6d35","holder_name":"John Doe","iin":"40240071","#
            + #""issuer_name":"Yuno Sandbox Bank","lfd":"9340","number_length":16,"security_code_length":3,"#
            + #""three_d_secure":{"acs_id":"","cryptogram":"","directory_server_transaction_id":"","#
            + #""electronic_commerce_indicator":"","pares_status":"C","transaction_id":"tx-1","version":"2.2.0"},"#
            + #""type":"CREDIT"},"installments":1,"redirect_url":"https://sandbox.y.uno/3ds/challenge/tx-1","#
            + #""verify":false}},"token":"tok-1","type":"CARD","vault_on_success":false},"status":"PENDING","#
            + #""sub_status":"WAITING_ADDITIONAL_STEP","updated_at":"2026-01-01T00:00:59Z","workflow":"SDK_SEAMLESS"}"#
        #expect(Self.emitted(body) == expected)
    }

    /// A PIX payment: `bank_transfer` with the QR code, its expiry and the hosted page; the callback URL's `?` and
    /// `&` and every `/` unescaped.
    @Test func aPixPaymentCarriesItsQRCodeAndExpiry() {
        let detail = PaymentBody.Detail(
            bankTransfer: .init(
                providerImage: "https://sandbox.y.uno/pix/qrcode/pay-1.png", paymentInstruction: nil,
                redirectUrl: "https://sandbox.y.uno/payment?payment=pay-1",
                expiresAt: Self.created.addingTimeInterval(1_800), qrCode: "000201 SAO PAULO6304FF14"))
        let body = Self.payment(
            amount: .init(currency: "BRL", value: 12.3, captured: 0, refunded: 0), detail: detail,
            status: "READY_TO_PAY", subStatus: "CREATED", callbackURL: "https://shop.example/back?a=1&b=2")
        let expected =
            #"{"account_id":"acc-1","amount":{"captured":0,"currency":"BRL","refunded":0,"value":12.3},"#
            + #""callback_url":"https://shop.example/back?a=1&b=2","#
            + #""checkout":{"sdk_action_required":true,"session":"cs-1"},"country":"US","#
            + #""created_at":"2026-01-01T00:00:00Z","description":"Test order","id":"pay-1","#
            + #""merchant_order_id":"order-1","payment_method":{"payment_method_detail":{"bank_transfer":{"#
            + #""expires_at":"2026-01-01T00:30:00Z","provider_image":"https://sandbox.y.uno/pix/qrcode/pay-1.png","#
            + #""qr_code":"000201 SAO PAULO6304FF14","redirect_url":"https://sandbox.y.uno/payment?payment=pay-1"}},"#
            + #""token":"tok-1","type":"CARD","vault_on_success":false},"status":"READY_TO_PAY","#
            + #""sub_status":"CREATED","updated_at":"2026-01-01T00:00:00Z","workflow":"SDK_SEAMLESS"}"#
        #expect(Self.emitted(body) == expected)
    }

    /// Amounts are plain JSON numbers: no trailing zeros, no exponent, no quotes.
    @Test(arguments: [
        ("100.50", "100.5"), ("0.01", "0.01"), ("1234.56", "1234.56"), ("25", "25"), ("1000000", "1000000"),
        ("0", "0"), ("99999999.99", "99999999.99"),
    ])
    func amountsAreWrittenAsPlainNumbers(_ value: String, _ written: String) throws {
        let decimal = try #require(Decimal(string: value))
        let amount = PaymentBody.Amount(currency: "USD", value: decimal, captured: 0, refunded: 0)
        #expect(Self.emitted(amount) == #"{"captured":0,"currency":"USD","refunded":0,"value":\#(written)}"#)
    }

    /// The token answer writes its published optional members as `null` when unset.
    @Test func aTokenWritesItsUnsetMembersAsNull() throws {
        let pix = TokenBody(
            token: "tok-1", vaultedToken: nil, vaultOnSuccess: false, type: "PIX", cardData: nil, country: "BR")
        #expect(
            Self.emitted(pix)
                == #"{"card_data":null,"country":"BR","customer":null,"customer_session":null,"installment":null,"#
                + #""token":"tok-1","type":"PIX","vault_on_success":false,"vaulted_token":null}"#)
        let card = TokenBody(
            token: "tok-2", vaultedToken: "vt-1", vaultOnSuccess: true, type: "CARD",
            cardData: CardDataBody(try Self.card(), country: "US", withExpiry: false), country: "US")
        #expect(
            Self.emitted(card)
                == #"{"card_data":{"brand":"VISA","category":"CLASSIC","country_code":"US","#
                + #""fingerprint":"2c4412ce-1f3f-d4c7-f909-fffee6559d3a","holder_name":"John Doe","iin":"45079900","#
                + #""issuer_name":"Yuno Sandbox Bank","lfd":"0002","number_length":16,"security_code_length":3,"#
                + #""type":"CREDIT"},"country":"US","customer":null,"customer_session":null,"installment":null,"#
                + #""token":"tok-2","type":"CARD","vault_on_success":true,"vaulted_token":"vt-1"}"#)
    }

    /// The payment-method list: a saved card (its `vaulted_token` and card data without the holder) and an offered
    /// method (no `vaulted_token`, no `card_data`, no `last_successfully_used`).
    @Test func aPaymentMethodListCarriesSavedCardsAndOfferedMethods() async throws {
        let harness = Harness()
        let customer = try await harness.customer()
        let session = try await harness.session(customerID: customer)
        _ = try await harness.sandbox.vaultCard(
            number: Harness.visa, expirationMonth: 11, expirationYear: 28, holderName: "John Doe",
            forCustomer: customer)
        let stored = try #require(await harness.sandbox.sessions[session])
        let saved = try #require(await harness.sandbox.vaultedCards[customer]?.first)
        let methods = [
            YunoSandbox.vaultedMethod(saved, session: stored),
            YunoSandbox.method("Card", "CARD", "CARD", "Credit and debit cards", session: stored, preferred: true),
        ]
        let expected =
            #"[{"card_data":{"brand":"VISA","category":"CLASSIC","country_code":"US","expiration_month":11,"#
            + #""expiration_year":28,"fingerprint":"2c4412ce-1f3f-d4c7-f909-fffee6559d3a","iin":"45079900","#
            + #""issuer_name":"Yuno Sandbox Bank","lfd":"0002","number_length":16,"security_code_length":3,"#
            + #""type":"CREDIT"},"category":"CARD","checkout":{"conditions":{"enabled":true},"#
            + #""sdk_required_action":false,"session":"\#(session)"},"description":"\#(saved.card.savedName)","#
            + #""icon":"https://icons.sandbox.y.uno/visa.png","last_successfully_used":false,"#
            + #""name":"\#(saved.card.savedName)","preferred":false,"type":"CARD","vaulted_token":"\#(saved.vaultedToken)"},"#
            + #"{"category":"CARD","checkout":{"conditions":{"enabled":true},"sdk_required_action":true,"#
            + #""session":"\#(session)"},"description":"Credit and debit cards","#
            + #""icon":"https://icons.sandbox.y.uno/card.png","name":"Card","preferred":true,"type":"CARD"}]"#
        #expect(Self.emitted(methods) == expected)
        // The listing the emulator answers starts with the same two entries.
        let listed = try await harness.send(.get, "/v1/checkout/sessions/\(session)/payment-methods")
        let prefix = String(expected.dropLast())
        #expect(listed.text.hasPrefix(prefix + ","))
    }

    /// Error bodies: quotes, backslashes and control characters escaped; slashes, non-ASCII text, U+007F and U+2028
    /// written as they are; absent messages left out.
    @Test func errorBodiesEscapeOnlyWhatJSONRequires() {
        let error = ErrorBody(
            code: "A/B",
            messages: ["\u{0}\u{8}\t\n\u{C}\r\u{1F}", #"quote " backslash \ slash / "#, "ñandú 💳 \u{7F} \u{2028}", ""])
        let expected =
            #"{"code":"A/B","messages":["\u0000\b\t\n\f\r\u001f","quote \" backslash \\ slash / ","#
            + "\"ñandú 💳 \u{7F} \u{2028}\",\"\"]}"
        #expect(Self.emitted(error) == expected)
        #expect(Self.emitted(ErrorBody(code: "X", messages: nil)) == #"{"code":"X"}"#)
    }
}
