import Foundation
import Testing
import YunoSandbox

@_spi(Benchmarks) @testable import YunoSDK

/// Yuno's published example bodies (``PublishedExamples``, yuno-docs@a6cb7de6) decoded through the SDK's models and
/// turned into the SDK actions they ask for.
@Suite("Published wire format: Yuno's example bodies decode and become the right SDK action", .timeLimit(.minutes(3)))
struct PublishedWireFormatTests {
    static func payment(_ json: String) throws -> Payment {
        try Payment(json: Data(json.utf8))
    }

    /// `json` with `edit` applied to its object.
    static func edited(_ json: String, _ edit: (inout [String: Any]) throws -> Void) throws -> String {
        var object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        try edit(&object)
        return String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
    }

    @Test("3DS (docs/payment-features/3ds-standalone.mdx): the card's redirect_url is the challenge")
    func threeDSChallenge() throws {
        let payment = try Self.payment(PublishedExamples.threeDSChallenge)
        #expect(payment.status == .pending)
        #expect(payment.subStatus == "WAITING_ADDITIONAL_STEP")
        // The amount decodes with its captured and refunded fields.
        #expect(payment.amount?.currency == "COP" && payment.amount?.value == Decimal(27500))
        #expect(payment.amount?.captured == 0 && payment.amount?.refunded == 0)
        #expect(payment.needsSDKAction)
        let card = try #require(payment.paymentMethod?.detail?.card)
        #expect(card.cardData?.iin == "49169940")
        #expect(card.cardData?.threeDSecure?.version == "2.3.1")
        let action = try SDKAction(of: payment)
        #expect(
            action
                == .threeDSecure(
                    transactionID: "4994ff4e-eadd-431f-bb21-cc0269afb12e",
                    url: URL(
                        string:
                            "https://checkout.sandbox.y.uno/payment?session=2e42a863-54e7-4607-8391-e504a2166b3e&3ds=true"
                    )!, callback: URL(string: "https://www.example.com")!))
    }

    @Test("A finished payment keeps its payment method and detail: nothing the API sends is dropped for its status")
    func finishedPaymentKeepsItsMethod() throws {
        let succeeded = try Self.payment(
            Self.edited(PublishedExamples.threeDSChallenge) { object in
                object["status"] = "SUCCEEDED"
                object["sub_status"] = "APPROVED"
            })
        #expect(succeeded.status == .succeeded)
        #expect(!succeeded.needsSDKAction, "a final payment runs no action")
        #expect(succeeded.paymentMethod?.type == "CARD")
        #expect(succeeded.paymentMethod?.detail?.card?.cardData?.iin == "49169940")
    }

    @Test("PIX (bank-transfer.mdx): READY_TO_PAY/CREATED; without a QR string it is the hosted redirect_url")
    func pix() throws {
        let payment = try Self.payment(PublishedExamples.pix)
        #expect(payment.status == .readyToPay)
        #expect(payment.needsSDKAction)
        let transfer = try #require(payment.paymentMethod?.detail?.bankTransfer)
        #expect(transfer.providerImage?.hasPrefix("https://mock-institution.spinpay.com.br/") == true)
        #expect(transfer.qrCode == nil)
        #expect(transfer.expiresAt == nil)
        // The published example carries no callback_url: a redirect with no way back is refused, not opened.
        #expect(throws: YunoError.missingCallbackURL) { try SDKAction(of: payment) }
        let withCallback = try Self.payment(
            Self.edited(PublishedExamples.pix) { $0["callback_url"] = "myshop://return" })
        #expect(
            try SDKAction(of: withCallback)
                == .redirect(
                    url: URL(
                        string: "https://checkout.sandbox.y.uno/payment?session=8af24a53-11d8-4c59-afdc-2b87736765f6")!,
                    returnScheme: "myshop"))
        // With the [ours] qr_code and the documented expires_at, the app draws the QR screen.
        let withCode = try Self.payment(
            Self.edited(PublishedExamples.pix) { object in
                var method = try #require(object["payment_method"] as? [String: Any])
                var detail = try #require(method["payment_method_detail"] as? [String: Any])
                var transfer = try #require(detail["bank_transfer"] as? [String: Any])
                transfer["qr_code"] = "00020126580014br.gov.bcb.pix"
                transfer["expires_at"] = "2026-05-09T20:46:54.786342Z"
                detail["bank_transfer"] = transfer
                method["payment_method_detail"] = detail
                object["payment_method"] = method
            })
        guard case .qrCode(let code, let expiresAt) = try SDKAction(of: withCode) else {
            Issue.record("expected a QR code")
            return
        }
        #expect(code == "00020126580014br.gov.bcb.pix")
        #expect(expiresAt == WireDate.parse("2026-05-09T20:46:54Z")?.addingTimeInterval(0.786342))
    }

    @Test(
        "NuPay, ticket and BNPL examples: their redirect_url, back through the payment's callback_url",
        arguments: [
            (
                PublishedExamples.nuPay,
                "https://checkout.sandbox.y.uno/payment?session=6ec58229-d200-4616-ba97-427687744e2a"
            ),
            (
                PublishedExamples.cashTicket,
                "https://checkout.sandbox.y.uno/payment?session=278f85d1-71f4-4d9a-bc02-e34421302097"
            ),
            (
                PublishedExamples.acuotazBNPL,
                "https://checkout.sandbox.y.uno/payment?session=ddc821e0-1dc0-497f-a304-32c6a99d7103"
            ),
        ])
    func hostedRedirects(json: String, url: String) throws {
        let payment = try Self.payment(Self.edited(json) { $0["callback_url"] = "myshop://return" })
        #expect(payment.status == .readyToPay)
        #expect(try SDKAction(of: payment) == .redirect(url: URL(string: url)!, returnScheme: "myshop"))
        // The ticket example's own callback_url is "www.y.uno": no scheme, so no way back.
        let published = try Self.payment(json)
        #expect(throws: YunoError.missingCallbackURL) { try SDKAction(of: published) }
    }

    @Test("One-time token (create-one-time-use-token-sdk-checkout.json): the published card_data")
    func token() throws {
        let token = try TokenResponse(json: Data(PublishedExamples.oneTimeToken.utf8))
        #expect(token.token == "dab106a6-9067-4418-ae43-6045663531dc")
        #expect(token.country == "BR")
        let card = try #require(token.cardData)
        #expect(card.iin == "41111111")
        #expect(card.numberLength == 16)
        #expect(card.securityCodeLength == 3)
        #expect(card.type == "DEBIT")
        #expect(card.category == "CLASSIC")
        #expect(card.countryCode == "PL")
    }

    @Test("Payment methods of a checkout session (retrieve-payment-methods-for-checkout.json)")
    func checkoutPaymentMethods() throws {
        let methods = try [PaymentMethodInfo](json: Data(PublishedExamples.checkoutPaymentMethods.utf8))
        #expect(methods.map(\.type) == ["CARD", "CARD", "BANK_TRANSFER"])
        #expect(methods[0].vaultedToken == "de00c1bd-624b-4e7b-ae28-47d86c94b15f")
        #expect(methods[0].cardData?.iin == "41111111")
        #expect(methods[0].cardData?.numberLength == 16)
        #expect(methods[1].checkout?.sdkRequiredAction == true)
    }

    @Test("403 AUTHORIZATION_REQUIRED (create-checkout-session.json) is a typed error")
    func authorizationRequired() throws {
        let response = YunoHTTPResponse(status: 403, body: Data(PublishedExamples.authorizationRequired.utf8))
        #expect(throws: YunoError.authorizationRequired) {
            try YunoAPIClient.decode(Payment.self, from: response, operation: "payment status")
        }
    }

    @Test("Methods to enroll (retrieve-payment-methods-to-enroll-checkout.json): card brands count as cards")
    func methodsToEnroll() throws {
        let list = try EnrollableMethods(json: Data(PublishedExamples.methodsToEnroll.utf8))
        #expect(list.paymentMethods.map(\.type) == ["VISA", "MASTERCARD", "PAYPAL"])
        #expect(list.paymentMethods.map(\.isCard) == [true, true, false])
    }

    @Test(
        "The payment-method object: enroll (READY_TO_ENROLL), retrieve by id (ENROLLED), unenroll (UNENROLLED)",
        arguments: [
            (PublishedExamples.enrolled, "0395199e-a99c-4a85-acac-6c916f43fa74", EnrollmentStatus.readyToEnroll),
            (PublishedExamples.paymentMethodEnrolled, "77ee4a02-da3e-4a11-ac15-ba69e1813475", .enrolled),
            (PublishedExamples.unenrolled, "77ee4a02-da3e-4a11-ac15-ba69e1813475", .unenrolled),
        ])
    func paymentMethodObject(json: String, id: String, status: EnrollmentStatus) throws {
        let method = try EnrollmentResponse(json: Data(json.utf8))
        #expect(method.id == id)
        #expect(method.status == status)
        #expect(method.vaultedToken == nil, "Yuno's payment-method object carries no vaulted_token")
        if status == .enrolled {
            #expect(method.cardData?.iin == "41111111")
            #expect(method.cardData?.lfd == "1111")
        }
    }

    @Test("The merchant's enrolled methods (retrieve-enrolled-payment-methods-api.json) through MerchantBackend")
    func customerPaymentMethods() async throws {
        let backend = MerchantBackend(
            transport: CannedTransport(body: PublishedExamples.customerPaymentMethods), baseURL: Self.base,
            publicAPIKey: "pk", privateSecretKey: "sk", accountID: "acc")
        let methods = try await backend.customerPaymentMethods(customerID: "a577ad8f-08f1-4590-9cf1-e7679b15ee84")
        #expect(
            methods == [
                MerchantBackend.EnrolledMethod(
                    vaultedToken: "46adcbc0-aa26-4867-a4e7-28a5ad9100ae", type: "CARD", status: "ENROLLED",
                    iin: "41111111", lfd: "1111", brand: "VISA", expirationMonth: 3, expirationYear: 27)
            ])
    }

    @Test("Checkout and customer session creation (create-checkout-session.json, create-customer-session.json)")
    func sessionCreation() async throws {
        let checkout = try await MerchantBackend(
            transport: CannedTransport(body: PublishedExamples.checkoutSession), baseURL: Self.base,
            publicAPIKey: "pk", privateSecretKey: "sk", accountID: "acc"
        ).createCheckoutSession(amount: 520, currency: "USD", country: "US")
        #expect(checkout.checkoutSession == "d313047b-4f96-44ef-bbad-caf1d7ba4c2b")
        #expect(checkout.checkoutID == "6822f80c-684e-41a3-8628-78963d3d60f7")
        #expect(checkout.amount == 520)
        #expect(checkout.workflow == "SDK_CHECKOUT")
        #expect(checkout.callbackURL == "https://www.example.com/callback")
        let customer = try await MerchantBackend(
            transport: CannedTransport(body: PublishedExamples.customerSession, status: 201), baseURL: Self.base,
            publicAPIKey: "pk", privateSecretKey: "sk", accountID: "acc"
        ).createCustomerSession(customerID: "ae106483-65ee-463b-8782-9794022b3112", country: "US")
        #expect(customer.customerSession == "7dd71f21-9e4c-439a-9c6d-58f240bd28df")
        #expect(customer.checkoutID == "6822f80c-684e-41a3-8628-78963d3d60f7")
        #expect(customer.callbackURL?.hasPrefix("https://www.google.com/") == true)
    }

    static let base = URL(string: "https://api-sandbox.y.uno")!

    /// Answers every request with one published body.
    struct CannedTransport: YunoTransport {
        let body: String
        var status = 200

        func send(_ request: YunoHTTPRequest, baseURL: URL) async throws -> YunoHTTPResponse {
            YunoHTTPResponse(status: status, body: Data(body.utf8))
        }
    }
}
