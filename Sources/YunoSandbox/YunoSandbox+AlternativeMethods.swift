import Foundation
import YunoSDK

extension YunoSandbox {
    /// The SDK step a new payment of a non-card `type` waits on and its published detail object: PIX under
    /// `bank_transfer` (provider QR image, hosted `redirect_url`, `expires_at`, and the [ours] `qr_code`), NuPay under
    /// `bank_transfer` with a
    /// `redirect_url` (as Yuno's NuPay example, reference/payments/payment-examples/bank-transfer.mdx); `nil` for
    /// cards (whose only action is a 3DS challenge).
    func alternativeAction(for type: String, paymentID: String, amount: Decimal) -> (PendingStep, PaymentBody.Detail)? {
        let hosted = "https://sandbox.y.uno/payment?payment=\(paymentID)"
        switch type {
        case "PIX":
            let code = PixCode.make(key: generator.nextUUIDString(), amount: amount, transactionID: paymentID)
            let transfer = PaymentBody.BankTransfer(
                providerImage: "https://sandbox.y.uno/pix/qrcode/\(paymentID).png",
                redirectUrl: hosted,
                expiresAt: clock.addingTimeInterval(configuration.qrCodeLifetime),
                qrCode: code
            )
            return (.qrCode, PaymentBody.Detail(bankTransfer: transfer))
        case "NU_PAY":
            let transfer = PaymentBody.BankTransfer(redirectUrl: "https://sandbox.y.uno/redirect/\(paymentID)")
            return (.redirect, PaymentBody.Detail(bankTransfer: transfer))
        default:
            return nil
        }
    }

    /// A wallet payment's outcome, decided by the processor from the wallet's payment token (the sheet came before
    /// the token, as Yuno publishes for Apple Pay): ``walletPaymentData(approved:)``'s declined token is declined,
    /// any other token approved. The client never says how a payment ended.
    static func walletOutcome(paymentData: String) -> (status: String, subStatus: String) {
        paymentData == walletPaymentData(approved: false) ? ("DECLINED", "DECLINED_BY_BANK") : ("SUCCEEDED", "APPROVED")
    }

    /// A sandbox wallet payment token, as a wallet sheet hands it to the SDK: `approved` false gives the token the
    /// sandbox's processor declines. Nonisolated; never fails.
    public nonisolated static func walletPaymentData(approved: Bool) -> String {
        approved ? "sandbox_wallet_token_approved" : "sandbox_wallet_token_declined"
    }

    /// Expires PIX payments whose QR code lifetime has passed on the sandbox clock: EXPIRED / EXPIRED, no action,
    /// `updated_at` = the QR code's expiry. Called lazily before every request and every inspection: O(1) when
    /// nothing is due (the earliest deadline is in the future), whatever the number of open QR codes. A QR code paid
    /// before its deadline left a stale entry, skipped here.
    func expireDueQRCodes() {
        while let due = qrCodeDeadlines.popFirst(dueBy: clock) {
            guard let record = payments[due.paymentID], record.qrCodeExpiresAt == due.deadline else { continue }
            finishPayment(record, status: "EXPIRED", subStatus: "EXPIRED", at: due.deadline)
        }
    }

    // MARK: - Shopper-side test controls

    /// Plays the shopper paying the PIX QR code of payment `paymentID` in their bank app: the payment becomes
    /// SUCCEEDED / APPROVED (captured).
    ///
    /// Actor-isolated. The QR code's expiry is judged against the sandbox clock first.
    /// - Throws: ``SandboxError/unknownPayment(_:)`` when no such payment exists;
    ///   ``SandboxError/qrCodeExpired(paymentID:)`` when its QR code expired;
    ///   ``SandboxError/noPendingAction(paymentID:action:status:)`` when it is not a pending PIX payment.
    public func payQRCode(paymentID: String) throws(SandboxError) {
        expireDueQRCodes()
        let record = try pendingPayment(paymentID, step: .qrCode)
        finishPayment(record, status: "SUCCEEDED", subStatus: "APPROVED", at: clock)
    }

    /// Plays the shopper finishing the redirect page of payment `paymentID` (NuPay): approved → SUCCEEDED / APPROVED
    /// (captured); declined → REJECTED / REJECTED_BY_SHOPPER. The SDK learns the result by reading the payment after
    /// the deep link to the session's `callback_url`.
    ///
    /// Actor-isolated.
    /// - Throws: ``SandboxError/unknownPayment(_:)`` when no such payment exists;
    ///   ``SandboxError/noPendingAction(paymentID:action:status:)`` when it is not a pending redirect payment.
    public func completeRedirect(paymentID: String, approved: Bool) throws(SandboxError) {
        let record = try pendingPayment(paymentID, step: .redirect)
        if approved {
            finishPayment(record, status: "SUCCEEDED", subStatus: "APPROVED", at: clock)
        } else {
            finishPayment(record, status: "REJECTED", subStatus: "REJECTED_BY_SHOPPER", at: clock)
        }
    }

    /// The payment `paymentID` if it waits on `step`.
    private func pendingPayment(_ paymentID: String, step: PendingStep) throws(SandboxError) -> PaymentRecord {
        guard let record = payments[paymentID] else { throw .unknownPayment(paymentID) }
        if step == .qrCode && record.body.paymentMethod.type == "PIX" && record.body.status == "EXPIRED" {
            throw .qrCodeExpired(paymentID: record.body.id)
        }
        guard record.pending == step else {
            throw .noPendingAction(paymentID: record.body.id, action: step.label, status: record.body.status)
        }
        return record
    }
}
