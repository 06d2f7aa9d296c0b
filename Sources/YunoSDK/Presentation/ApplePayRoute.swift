/// How the SDK's own screens answer a wallet sheet: draw Apple Pay, or keep today's documented answer
/// (``WalletSheetOutcome/cancelled``: the flow ends ``Yuno/Result/userCancelled`` with nothing created).
///
/// The whole decision, so it is tested on Linux: ``CheckoutScreenPresenter`` asks for a route and the PassKit glue
/// only draws the request it is given.
enum ApplePayRoute: Sendable, Equatable {
    /// Draw the Apple Pay sheet with this request.
    case sheet(ApplePayRequest)
    /// Answer ``WalletSheetOutcome/cancelled``, for this reason.
    case todaysAnswer(Reason)

    /// Why the sheet is not drawn.
    enum Reason: Sendable, Equatable {
        /// The platform has no Apple Pay sheet (Linux, tvOS, watchOS) or the app's own presenter draws wallets.
        case noSheet
        /// ``YunoConfig/applePayMerchantIdentifier`` is not set.
        case noMerchantIdentifier
        /// ``YunoConfig/applePayMerchantIdentifier`` is set but refused, for this reason.
        case invalidMerchantIdentifier(ApplePayMerchantIdentifier.Invalid)
        /// The device cannot pay with Apple Pay (`canMakePayments()` is false: hardware or parental controls).
        case cannotMakePayments
        /// The wallet sheet cannot become an Apple Pay request.
        case refused(ApplePayRequest.Refusal)

        /// The log line that explains a configured Apple Pay not drawn; `nil` where nothing was configured or the
        /// platform has no sheet (today's documented answer, nothing to explain). No card or wallet data.
        var logLine: String? {
            switch self {
            case .noSheet, .noMerchantIdentifier, .refused(.notApplePay): nil
            case .invalidMerchantIdentifier(let reason): "Apple Pay sheet not drawn: \(reason)"
            case .cannotMakePayments: "Apple Pay sheet not drawn: this device cannot pay with Apple Pay."
            case .refused(let refusal): "Apple Pay sheet not drawn: \(refusal)"
            }
        }
    }

    /// The route for `sheet`: Apple Pay when the method is `APPLE_PAY`, the merchant identifier is configured and
    /// valid, the device can pay, and the amount, currency and country can be shown as they are.
    ///
    /// - Parameters:
    ///   - merchantIdentifier: The configured text (``YunoConfig/applePayMerchantIdentifier``), checked here.
    ///   - merchantName: The total's label (the app's display name), or `nil`.
    ///   - canMakePayments: Whether a sheet exists and the device can pay; `nil` when there is no sheet at all.
    static func decide(
        for sheet: WalletSheet, merchantIdentifier: String?, merchantName: String?, canMakePayments: Bool?
    ) -> ApplePayRoute {
        guard sheet.paymentMethodType == ApplePayRequest.paymentMethodType else {
            return .todaysAnswer(.refused(.notApplePay(sheet.paymentMethodType)))
        }
        guard let canMakePayments else { return .todaysAnswer(.noSheet) }
        guard let merchantIdentifier else { return .todaysAnswer(.noMerchantIdentifier) }
        let identifier: ApplePayMerchantIdentifier
        do throws(ApplePayMerchantIdentifier.Invalid) {
            identifier = try ApplePayMerchantIdentifier(validating: merchantIdentifier)
        } catch {
            return .todaysAnswer(.invalidMerchantIdentifier(error))
        }
        guard canMakePayments else { return .todaysAnswer(.cannotMakePayments) }
        do throws(ApplePayRequest.Refusal) {
            return .sheet(
                try ApplePayRequest(sheet: sheet, merchantIdentifier: identifier, merchantName: merchantName))
        } catch {
            return .todaysAnswer(.refused(error))
        }
    }
}
