import Foundation
import YunoSDK

extension YunoSandbox {
    /// `POST /v1/checkout/sessions/{cs}/token`.
    func createToken(_ checkoutSession: String, body: Data?) throws(APIFailure) -> YunoHTTPResponse {
        let session = try activeSession(checkoutSession, missingStatus: 404)
        let request = try decode(TokenRequest.self, from: body)
        guard let method = request.paymentMethod else { throw .missingParameter("payment_method") }
        guard let type = method.type else { throw .missingParameter("payment_method.type") }
        guard Self.offeredTypes(for: session).contains(type) else {
            throw .invalidParameters("payment method type \(type) is not offered for this checkout session")
        }
        var card: CardProfile?
        var vaultedToken: String?
        if let requested = method.vaultedToken {
            guard type == "CARD" else { throw .invalidParameters("vaulted_token requires type CARD") }
            guard let vaulted = vaultedCard(requested, ofCustomer: session.customerId) else {
                throw .invalidParameters("vaulted_token does not belong to the checkout session's customer")
            }
            card = vaulted.card
            vaultedToken = vaulted.vaultedToken
        } else if type == "CARD" {
            guard let input = method.card else { throw .missingParameter("payment_method.card") }
            card = try CardProfile.validated(input, now: clock)
        }
        var walletPaymentData: String?
        if Self.walletTypes.contains(type) {
            guard let data = method.wallet?.paymentData, !data.isEmpty else {
                throw .missingParameter("payment_method.wallet.payment_data")
            }
            walletPaymentData = data
        }
        let vaultOnSuccess = method.vaultOnSuccess ?? false
        let installment = try validatedInstallment(
            method.card?.installment, session: session, brand: card?.brand.rawValue)
        let record = TokenRecord(
            token: generator.nextUUIDString(),
            checkoutSession: session.checkoutSession,
            type: type,
            vaultOnSuccess: vaultOnSuccess,
            vaultedToken: vaultedToken,
            card: card,
            walletPaymentData: walletPaymentData,
            used: false,
            installment: installment
        )
        tokens[record.token] = record
        var response = TokenBody(
            token: record.token,
            vaultedToken: vaultedToken,
            vaultOnSuccess: vaultOnSuccess,
            type: type,
            cardData: card.map { CardDataBody($0, country: session.country, withExpiry: false) },
            country: session.country
        )
        response.installment = installment
        return Self.json(201, response)
    }

    /// The wallets whose one-time token carries the wallet sheet's payment token (Yuno's Apple Pay order, 2.14.0 on).
    static let walletTypes: Set<String> = ["APPLE_PAY", "GOOGLE_PAY"]

    /// The vaulted card `vaultedToken` of `customer`, if it is (still) enrolled.
    func vaultedCard(_ vaultedToken: String, ofCustomer customer: String?) -> VaultedCardRecord? {
        guard let customer else { return nil }
        let token = vaultedToken.lowercased()
        return vaultedCards[customer]?.first { $0.vaultedToken == token }
    }

    /// Stores `card` for `customer` (reusing an identical vaulted card) and returns the vaulted token.
    func vault(_ card: CardProfile, forCustomer customer: String) -> String {
        if let existing = vaultedCards[customer]?.first(where: {
            $0.card.iin == card.iin && $0.card.lfd == card.lfd
                && $0.card.expirationMonth == card.expirationMonth && $0.card.expirationYear == card.expirationYear
        }) {
            return existing.vaultedToken
        }
        let record = VaultedCardRecord(vaultedToken: generator.nextUUIDString(), customerID: customer, card: card)
        vaultedCards[customer, default: []].append(record)
        return record.vaultedToken
    }
}
