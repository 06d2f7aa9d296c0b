#if canImport(PassKit) && canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
    import Foundation
    import PassKit

    /// Draws the Apple Pay sheet (`PKPaymentAuthorizationController`) for an ``ApplePayRequest`` and reports how it
    /// ended, once.
    ///
    /// Main-actor isolated. It decides nothing: ``ApplePayRoute`` chose to draw and what, ``ApplePaySheetSession``
    /// says what the sheet is told and when the ending is given, and ``ApplePaySheetEnding/outcome`` what the flow
    /// hears. The wallet's token is never logged or described.
    @MainActor
    final class ApplePaySheet: NSObject, ApplePaySheetPresenting, PKPaymentAuthorizationControllerDelegate {
        private var controller: PKPaymentAuthorizationController?
        private var session = ApplePaySheetSession()
        /// The pending ``present(_:)``: one continuation, resumed once, by the session's single ending.
        private var waiter: CheckedContinuation<ApplePaySheetEnding, Never>?

        /// A sheet drawer with nothing presented; made where the presenter is resolved, off the main actor.
        nonisolated override init() {
            super.init()
        }

        var canMakePayments: Bool { PKPaymentAuthorizationController.canMakePayments() }

        /// The app's name as the shopper sees it on the home screen: the business the sheet's total is paid to.
        var merchantName: String? {
            (Bundle.main.object(forInfoDictionaryKey: "CFBundleDisplayName") as? String)
                ?? (Bundle.main.object(forInfoDictionaryKey: "CFBundleName") as? String)
        }

        func present(_ request: ApplePayRequest) async -> ApplePaySheetEnding {
            dismiss()  // Never two sheets: an earlier one (none in a flow) ends first, answered.
            session = ApplePaySheetSession()
            let controller = PKPaymentAuthorizationController(paymentRequest: Self.paymentRequest(request))
            controller.delegate = self
            self.controller = controller
            let shown = ObjectIdentifier(controller)
            return await withCheckedContinuation { waiter in
                self.waiter = waiter
                controller.present { presented in
                    Task { @MainActor in self.presentation(of: shown, succeeded: presented) }
                }
            }
        }

        func dismiss() {
            guard let controller else { return }
            self.controller = nil
            controller.dismiss()
            resume(with: session.finish())
        }

        // MARK: PKPaymentAuthorizationControllerDelegate

        func paymentAuthorizationController(
            _ controller: PKPaymentAuthorizationController, didAuthorizePayment payment: PKPayment,
            handler completion: @escaping (PKPaymentAuthorizationResult) -> Void
        ) {
            let isCurrent = ObjectIdentifier(controller) == self.controller.map(ObjectIdentifier.init)
            let accepted = isCurrent && session.authorize(paymentData: payment.token.paymentData)
            completion(PKPaymentAuthorizationResult(status: accepted ? .success : .failure, errors: nil))
        }

        func paymentAuthorizationControllerDidFinish(_ controller: PKPaymentAuthorizationController) {
            controller.dismiss()
            guard ObjectIdentifier(controller) == self.controller.map(ObjectIdentifier.init) else { return }
            self.controller = nil
            resume(with: session.finish())
        }

        // MARK: Glue

        private func presentation(of shown: ObjectIdentifier, succeeded: Bool) {
            guard !succeeded, shown == controller.map(ObjectIdentifier.init) else { return }
            controller = nil
            resume(with: session.failToPresent())
        }

        private func resume(with ending: ApplePaySheetEnding?) {
            guard let ending, let waiter else { return }
            self.waiter = nil
            waiter.resume(returning: ending)
        }

        /// PassKit's request, field by field from `request`.
        private static func paymentRequest(_ request: ApplePayRequest) -> PKPaymentRequest {
            let payment = PKPaymentRequest()
            payment.merchantIdentifier = request.merchantIdentifier.rawValue
            payment.countryCode = request.countryCode
            payment.currencyCode = request.currencyCode
            payment.supportedNetworks = request.supportedNetworks.map(network)
            payment.merchantCapabilities = request.merchantCapabilities.reduce(into: []) { $0.insert(capability($1)) }
            payment.paymentSummaryItems = request.summaryItems.map {
                PKPaymentSummaryItem(label: $0.label, amount: NSDecimalNumber(string: $0.amount))
            }
            return payment
        }

        private static func network(_ network: ApplePayRequest.Network) -> PKPaymentNetwork {
            switch network {
            case .visa: .visa
            case .masterCard: .masterCard
            case .amex: .amex
            case .discover: .discover
            case .jcb: .JCB
            case .elo: .elo
            case .maestro: .maestro
            }
        }

        private static func capability(_ capability: ApplePayRequest.Capability) -> PKMerchantCapability {
            switch capability {
            case .threeDSecure: .threeDSecure
            }
        }
    }
#endif
