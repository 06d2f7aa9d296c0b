import Foundation

extension YunoSandbox {
    /// What the shopper does on the bank's 3-D Secure page (the access control server the sandbox plays).
    ///
    /// The answer goes to the bank, never to the SDK: the bank tells the backend, which moves the payment to its final
    /// status; the SDK reads that status.
    public enum ChallengeAnswer: Sendable, Hashable {
        /// Types the one-time code and approves: the payment gets the card's own outcome (SUCCEEDED / APPROVED for the
        /// challenge test card). A wrong code changes nothing.
        case approve(code: String)
        /// Declines at the bank: the authentication failed, the payment is REJECTED / AUTHENTICATION_FAILED.
        case decline
        /// Presses the bank page's cancel button: the bank records the challenge as abandoned, the payment is
        /// CANCELED / THREE_D_SECURE_ABANDONED.
        case cancel
    }

    /// What the bank's challenge page shows for one 3DS transaction.
    public struct ChallengePage: Sendable, Hashable {
        /// The 3DS transaction (the last path component of the challenge URL).
        public let transactionID: String
        /// The payment being authenticated.
        public let paymentID: String
        /// The amount to authenticate.
        public let amount: Decimal
        /// The amount's ISO 4217 currency.
        public let currency: String
        /// The card, as a bank shows it: brand and last four digits, never the number.
        public let cardLabel: String
        /// The one-time code the bank "sent" the shopper: the sandbox shows it on the page as a hint.
        public let code: String
        /// Where the page sends the browser once answered: the payment's `callback_url`, if it has one.
        public let callbackURL: URL?
        /// Whether the challenge still waits for an answer (false once answered, expired or otherwise settled).
        public let isOpen: Bool
    }

    /// Serves the bank's pages at `baseURL` from now on (the HTTP emulator's own address once it listens): challenge
    /// URLs of later payments are `<baseURL>/3ds/challenge/<transaction id>`. A trailing `/` is dropped.
    ///
    /// Actor-isolated.
    public func servePages(at baseURL: String) {
        pageBaseURL = baseURL.hasSuffix("/") ? String(baseURL.dropLast()) : baseURL
    }

    /// The bank's page for the 3DS transaction `transactionID`; reading it changes nothing.
    ///
    /// Actor-isolated.
    /// - Throws: ``SandboxError/unknownChallenge(_:)`` when the sandbox's bank never opened that transaction.
    public func challengePage(transactionID: String) throws(SandboxError) -> ChallengePage {
        expireChallenges()
        let record = try challengeRecord(transactionID)
        let card = record.card
        return ChallengePage(
            transactionID: transactionID.lowercased(), paymentID: record.body.id, amount: record.body.amount.value,
            currency: record.body.amount.currency,
            cardLabel: card.map { "\($0.brand.rawValue) •••• \($0.lfd)" } ?? "CARD",
            code: record.challengeCode ?? "", callbackURL: record.body.callbackUrl.flatMap(URL.init(string:)),
            isOpen: record.pending == .threeDSecure(transactionId: transactionID.lowercased()))
    }

    /// Plays the shopper answering the bank's page for `transactionID`: the bank decides and moves the payment to
    /// its final status on the backend side, as a real access control server does through Yuno.
    ///
    /// Actor-isolated. Returns where the page then sends the browser: the payment's `callback_url` (`nil` without
    /// one).
    /// - Throws: ``SandboxError/unknownChallenge(_:)`` for a transaction the bank never opened;
    ///   ``SandboxError/noPendingAction(paymentID:action:status:)`` when the challenge was already answered or is
    ///   over (a second submission changes nothing); ``SandboxError/wrongChallengeCode(transactionID:)`` when the
    ///   code does not match (nothing changes: the shopper may try again).
    @discardableResult
    public func answerChallenge(transactionID: String, _ answer: ChallengeAnswer) throws(SandboxError) -> URL? {
        expireChallenges()
        let transaction = transactionID.lowercased()
        var record = try challengeRecord(transaction)
        guard record.pending == .threeDSecure(transactionId: transaction) else {
            throw .noPendingAction(paymentID: record.body.id, action: "THREE_D_SECURE", status: record.body.status)
        }
        let final: (status: String, subStatus: String, pares: String)
        switch answer {
        case .approve(let code):
            guard code.trimmingCharacters(in: .whitespaces) == record.challengeCode else {
                throw .wrongChallengeCode(transactionID: transaction)
            }
            let outcome = record.card?.outcome ?? .approved
            final = (outcome.status, outcome.subStatus, "Y")
        case .decline:
            final = ("REJECTED", "AUTHENTICATION_FAILED", "N")
        case .cancel:
            final = ("CANCELED", "THREE_D_SECURE_ABANDONED", "U")
        }
        // The authentication's own result, as the 3DS server records it on the card data.
        if var secure = record.body.paymentMethod.paymentMethodDetail?.card?.cardData.threeDSecure {
            secure.paresStatus = final.pares
            secure.electronicCommerceIndicator = final.pares == "Y" ? "05" : "07"
            secure.cryptogram = final.pares == "Y" ? "AAABBEg0VhI0VniQEjRWAAAAAAA=" : ""
            record.body.paymentMethod.paymentMethodDetail?.card?.cardData.threeDSecure = secure
        }
        let body = finishPayment(record, status: final.status, subStatus: final.subStatus, at: clock)
        return body.callbackUrl.flatMap(URL.init(string:))
    }

    /// The payment of the 3DS transaction `transactionID`.
    private func challengeRecord(_ transactionID: String) throws(SandboxError) -> PaymentRecord {
        guard let id = paymentByChallenge[transactionID.lowercased()], let record = payments[id] else {
            throw .unknownChallenge(transactionID)
        }
        return record
    }

    /// A six-digit one-time code drawn from the sandbox's seeded generator.
    static func oneTimeCode(_ draw: UInt64) -> String {
        let digits = String(draw % 1_000_000)
        return String(repeating: "0", count: 6 - digits.count) + digits
    }
}
