import Foundation
import YunoSDK

extension YunoSandbox {
    /// `POST /v1/checkout/sessions/{cs}/payments` (seamless).
    func createSeamlessPayment(_ checkoutSession: String, body: Data?, key: String) throws(APIFailure)
        -> YunoHTTPResponse
    {
        _ = try existingSession(checkoutSession, missingStatus: 404)
        let request = try decode(SeamlessPaymentRequest.self, from: body)
        guard let method = request.paymentMethod else { throw .missingParameter("payment_method") }
        guard let token = method.token else { throw .missingParameter("payment_method.token") }
        let input = PaymentInput(
            checkoutSession: checkoutSession,
            token: token,
            vaultedToken: nil,
            type: method.type,
            vaultOnSuccess: method.vaultOnSuccess,
            capture: true,
            amount: nil,
            description: nil,
            merchantOrderId: nil,
            idempotencyKey: key,
            origin: .sdk
        )
        return Self.json(201, try makePayment(input))
    }

    /// `POST /v1/payments` (merchant).
    func createMerchantPayment(_ body: Data?, key: String) throws(APIFailure) -> YunoHTTPResponse {
        let request = try decode(MerchantPaymentRequest.self, from: body)
        try validateAccount(request.accountId)
        guard let checkoutSession = request.checkout?.session else { throw .missingParameter("checkout.session") }
        let session = try existingSession(checkoutSession, missingStatus: 400)
        let country = try Self.validatedCountry(request.country, field: "country")
        guard country == session.country else {
            throw .invalidParameters("country does not match the checkout session")
        }
        guard let rawAmount = request.amount else { throw .missingParameter("amount") }
        let amount = try Self.validatedAmount(rawAmount, field: "amount")
        guard amount.currency == session.amount.currency else {
            throw .invalidParameters("amount.currency does not match the checkout session")
        }
        guard let method = request.paymentMethod else { throw .missingParameter("payment_method") }
        guard method.token != nil || method.vaultedToken != nil else {
            throw .missingParameter("payment_method.token")
        }
        let input = PaymentInput(
            checkoutSession: checkoutSession,
            token: method.token,
            vaultedToken: method.token == nil ? method.vaultedToken : nil,
            type: method.type,
            vaultOnSuccess: method.vaultOnSuccess,
            capture: method.detail?.card?.capture ?? true,
            amount: amount.value,
            description: request.description,
            merchantOrderId: request.merchantOrderId,
            idempotencyKey: key,
            origin: .merchant
        )
        return Self.json(201, try makePayment(input))
    }

    /// `GET /v1/checkout/sessions/{cs}/payment`.
    func getPayment(_ checkoutSession: String) throws(APIFailure) -> YunoHTTPResponse {
        let session = try existingSession(checkoutSession, missingStatus: 404)
        guard let id = paymentBySession[RecordKey(session.checkoutSession)], let record = payments[id] else {
            throw APIFailure(404, "PAYMENT_NOT_FOUND", "the checkout session has no payment")
        }
        return Self.json(200, record.body)
    }

    /// Expires open 3DS challenges whose lifetime has passed on the sandbox clock (status EXPIRED), earliest
    /// deadline first; a challenge answered before its deadline left a stale entry, skipped here.
    func expireChallenges() {
        while let due = challengeDeadlines.popFirst(dueBy: clock) {
            guard let record = payments[due.paymentID], record.challengeExpiresAt == due.deadline else { continue }
            finishPayment(record, status: "EXPIRED", subStatus: "EXPIRED", at: clock)
        }
    }

    /// Moves a pending payment to a final status: clears its SDK step (and a card's challenge URL) and deadlines, settles it (capture, vaulting on
    /// success) and stores it. Returns the updated Payment object.
    @discardableResult
    func finishPayment(_ record: PaymentRecord, status: String, subStatus: String, at date: Date) -> PaymentBody {
        var record = record
        record.body.status = status
        record.body.subStatus = subStatus
        record.pending = nil
        record.body.checkout.sdkActionRequired = false
        record.body.paymentMethod.paymentMethodDetail?.card?.redirectUrl = nil
        record.body.updatedAt = date
        record.challengeExpiresAt = nil
        record.challengeCode = nil
        record.qrCodeExpiresAt = nil
        if let session = sessions[record.body.checkout.session] { settle(&record, session: session) }
        payments[record.body.id] = record
        return record.body
    }

    /// Creates the payment of a session after checking the session, the token and the one-payment rule.
    private func makePayment(_ input: PaymentInput) throws(APIFailure) -> PaymentBody {
        let missingStatus = input.origin == .sdk ? 404 : 400
        let session = try activeSession(input.checkoutSession, missingStatus: missingStatus)
        guard paymentBySession[RecordKey(session.checkoutSession)] == nil else {
            throw .invalidRequest("checkout session already has a payment")
        }
        var card: CardProfile?
        var type: String
        var vaultOnSuccess: Bool
        var vaultedToken: String?
        var tokenValue: String?
        var walletPaymentData: String?
        var installments = 1
        if let token = input.token {
            guard var record = tokens[token] else { throw .invalidRequest("token not found") }
            guard record.checkoutSession == session.checkoutSession else {
                throw .invalidRequest("token belongs to another checkout session")
            }
            guard !record.used else { throw .invalidRequest("token was already used") }
            if let requested = input.type, requested != record.type {
                throw .invalidParameters("payment_method.type does not match the token")
            }
            record.used = true
            tokens[record.token] = record
            card = record.card
            type = record.type
            vaultOnSuccess = record.vaultOnSuccess || (input.vaultOnSuccess ?? false)
            vaultedToken = record.vaultedToken
            tokenValue = record.token
            walletPaymentData = record.walletPaymentData
            installments = record.installment?.value ?? 1
        } else if let requested = input.vaultedToken {
            guard let vaulted = vaultedCard(requested, ofCustomer: session.customerId) else {
                throw .invalidParameters("vaulted_token does not belong to the checkout session's customer")
            }
            card = vaulted.card
            type = "CARD"
            vaultOnSuccess = false
            vaultedToken = vaulted.vaultedToken
        } else {
            throw .missingParameter("payment_method.token")
        }
        var outcome = card?.outcome ?? .approved
        if let walletPaymentData {
            let decided = Self.walletOutcome(paymentData: walletPaymentData)
            outcome = CardOutcome(status: decided.status, subStatus: decided.subStatus, threeDS: .none)
        }
        let value = input.amount ?? session.amount.value ?? 0
        var body = PaymentBody(
            id: generator.nextUUIDString(),
            accountId: configuration.accountID,
            description: input.description ?? session.paymentDescription,
            country: session.country,
            merchantOrderId: input.merchantOrderId ?? session.merchantOrderId,
            status: outcome.status,
            subStatus: outcome.subStatus,
            createdAt: clock,
            updatedAt: clock,
            amount: PaymentBody.Amount(
                currency: session.amount.currency ?? "",
                value: value,
                captured: 0,
                refunded: 0
            ),
            checkout: PaymentBody.Checkout(session: session.checkoutSession, sdkActionRequired: false),
            paymentMethod: PaymentBody.PaymentMethod(
                type: type,
                token: tokenValue,
                vaultedToken: vaultedToken,
                vaultOnSuccess: vaultOnSuccess,
                paymentMethodDetail: card.map {
                    PaymentBody.Detail(
                        card: PaymentBody.CardDetail(
                            verify: false,
                            capture: input.capture,
                            installments: installments,
                            cardData: CardDataBody($0, country: session.country, withExpiry: true)
                        )
                    )
                }
            ),
            callbackUrl: session.callbackUrl,
            workflow: session.workflow
        )
        if walletPaymentData != nil {
            body.paymentMethod.paymentMethodDetail = PaymentBody.Detail(
                wallet: PaymentBody.Wallet(verify: false, capture: input.capture))
        }
        var pending: PendingStep?
        var challengeExpiresAt: Date?
        var challenge: (transactionID: String, code: String)?
        var qrCodeExpiresAt: Date?
        if outcome.threeDS == .challenge {
            let transactionId = generator.nextUUIDString()
            body.requireAction(status: "PENDING", subStatus: "WAITING_ADDITIONAL_STEP")
            body.paymentMethod.paymentMethodDetail?.card?.redirectUrl =
                "\(pageBaseURL)/3ds/challenge/\(transactionId)"
            body.paymentMethod.paymentMethodDetail?.card?.cardData.threeDSecure = Self.challenge(transactionId)
            pending = .threeDSecure(transactionId: transactionId)
            challengeExpiresAt = clock.addingTimeInterval(configuration.challengeLifetime)
            challenge = (transactionId, Self.oneTimeCode(generator.next()))
        } else if let (step, detail) = alternativeAction(for: type, paymentID: body.id, amount: value) {
            body.requireAction(status: "READY_TO_PAY", subStatus: "CREATED")
            body.paymentMethod.paymentMethodDetail = detail
            pending = step
            qrCodeExpiresAt = detail.bankTransfer?.qrCode == nil ? nil : detail.bankTransfer?.expiresAt
        }
        var record = PaymentRecord(
            body: body,
            idempotencyKey: input.idempotencyKey,
            origin: input.origin,
            card: card,
            vaultOnSuccess: vaultOnSuccess,
            capture: input.capture,
            pending: pending,
            challengeExpiresAt: challengeExpiresAt,
            challengeCode: challenge?.code,
            qrCodeExpiresAt: qrCodeExpiresAt
        )
        settle(&record, session: session)
        payments[body.id] = record
        paymentOrder.append(body.id)
        paymentBySession[RecordKey(session.checkoutSession)] = body.id
        if let qrCodeExpiresAt { qrCodeDeadlines.insert(qrCodeExpiresAt, paymentID: body.id) }
        if let challengeExpiresAt { challengeDeadlines.insert(challengeExpiresAt, paymentID: body.id) }
        if let challenge { paymentByChallenge[challenge.transactionID.lowercased()] = body.id }
        return record.body
    }

    /// Applies the consequences of a final status: captured amount and vaulting on success.
    private func settle(_ record: inout PaymentRecord, session: SessionBody) {
        guard record.body.status == "SUCCEEDED" else { return }
        if record.capture { record.body.amount.captured = record.body.amount.value }
        if record.vaultOnSuccess, record.body.paymentMethod.vaultedToken == nil, let card = record.card,
            let customer = session.customerId
        {
            record.body.paymentMethod.vaultedToken = vault(card, forCustomer: customer)
        }
    }

    /// The `card_data.three_d_secure` of an open challenge: the 3DS server transaction it runs in.
    private static func challenge(_ transactionId: String) -> CardDataBody.ThreeDSecure {
        CardDataBody.ThreeDSecure(
            version: "2.2.0",
            electronicCommerceIndicator: "",
            cryptogram: "",
            transactionId: transactionId,
            directoryServerTransactionId: "",
            paresStatus: "C",
            acsId: ""
        )
    }
}
