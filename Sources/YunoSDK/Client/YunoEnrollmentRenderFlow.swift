/// The render-mode enrollment `startEnrollmentRender(with:)` returns: the merchant embeds its form and submits it.
///
/// Main-actor isolated. The enrollment runs from creation (reading the customer session, loading the methods to
/// enroll), hands the card form to ``formView(with:)``, enrolls the card after a valid ``submitForm()`` and delivers
/// its single result to the delegate's `yunoEnrollmentResult(_:)`. Cancel ``task`` (or call
/// ``YunoClient/cancelFlow(checkoutSession:)`` with the customer session) to abandon it.
@MainActor
public final class YunoEnrollmentRenderFlow: YunoEnrollmentRenderFlowProtocol {
    let client: YunoClient?
    private let presenter: RenderPresenter
    /// The task running the enrollment; its value is the detailed outcome (enrollment status, vaulted token).
    public private(set) var task: Task<PaymentOutcome, Never>?

    init(client: YunoClient?, refusal: YunoError?, delegate: any YunoEnrollmentDelegate) {
        self.client = client
        let presenter = RenderPresenter()
        self.presenter = presenter
        let session = delegate.customerSession
        task = Task { @MainActor in
            guard let client, refusal == nil else {
                presenter.end()
                delegate.yunoEnrollmentResult(.internalError)
                return PaymentOutcome(
                    result: .internalError, checkoutSession: session, error: refusal ?? .notInitialized)
            }
            let outcome = await client.runEnrollment(with: delegate, showPaymentStatus: false, presenter: presenter)
            presenter.end()
            return outcome
        }
    }

    /// The card form model to embed, or `nil` when the enrollment ended without one. On every platform; where the
    /// SDK draws its own screens, ``formView(with:)`` wraps it in the SDK's card form view.
    public func cardForm(with delegate: any YunoEnrollmentDelegate) async -> CardForm? {
        await presenter.awaitForm()
    }

    #if !(canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS))
        /// The card form to embed (the model: this platform has no SwiftUI), or `nil` when the enrollment ended
        /// without one; the same as ``cardForm(with:)``.
        public func formView(with delegate: any YunoEnrollmentDelegate) async -> CardForm? {
            await cardForm(with: delegate)
        }
    #endif

    /// True while the shown form waits for the merchant's ``submitForm()``.
    public var needSubmit: Bool { presenter.isAwaitingSubmit }

    /// The merchant's "save": validates the form and, when valid, lets the enrollment send it. Invalid fields keep
    /// their errors (``CardForm/error(for:)``) and nothing is sent.
    public func submitForm() {
        if !presenter.submit() {
            client?.context.logger.log(.debug, "[render] enrollment submitForm ignored: no valid form is waiting")
        }
    }
}
