/// One thing a flow's checkout UI did, in the order the shopper saw it: a screen presented or closed, the loader
/// shown or hidden, a payment method selected in the SDK's list, the flow's result.
///
/// Read from ``YunoClient/uiEvents()`` (or ``Yuno/uiEvents()`` for the facade's flows). Events are made on the main
/// actor in the same turn as the presenter call or delegate call they report, so their order is the order of those
/// calls: for one flow, ``Kind/result`` comes after the loader was hidden and in the same main-actor turn as the
/// delegate's `yunoPaymentResult(_:)`. An event never carries card data: only the screen's kind, a payment-method
/// type and the result.
///
/// [ours] Yuno's iOS pages publish no such stream; merchants ask every peer SDK for "was the checkout presented or
/// closed" (adyen-react-native #692, Adyen iOS #1866).
public struct YunoUIEvent: Sendable, Hashable, CustomStringConvertible {
    /// The flow's checkout session (for an enrollment, its customer session), lowercased as the SDK keys it.
    public let checkoutSession: String
    /// What happened.
    public let kind: Kind
    /// The screen presented or closed (``Kind/presented`` and ``Kind/closed``); `nil` for the other kinds.
    public let screen: Screen?
    /// The payment-method type selected (``Kind/methodSelected``), such as `CARD` or `PIX`; `nil` otherwise.
    public let paymentMethodType: String?
    /// The flow's result (``Kind/result``); `nil` otherwise.
    public let result: Yuno.Result?

    init(
        _ kind: Kind, session: String, screen: Screen? = nil, paymentMethodType: String? = nil,
        result: Yuno.Result? = nil
    ) {
        self.checkoutSession = session
        self.kind = kind
        self.screen = screen
        self.paymentMethodType = paymentMethodType
        self.result = result
    }

    /// `presented cardForm [session]`: the kind, its detail and the session; never card data.
    public var description: String {
        let detail = screen?.description ?? paymentMethodType ?? result.map { "\($0)" }
        return [kind.description, detail, "[\(checkoutSession)]"].compactMap { $0 }.joined(separator: " ")
    }

    /// The kind of a ``YunoUIEvent``. New kinds may be added in a minor version, so a `switch` over it needs a
    /// `default:`.
    public struct Kind: Sendable, Hashable, CustomStringConvertible {
        /// The kind's name, as spelled by its static member.
        public let description: String

        private init(_ name: String) {
            description = name
        }

        /// A screen was presented (``YunoUIEvent/screen`` names it).
        public static let presented = Kind("presented")
        /// A screen was closed: the shopper finished with it, closed it, or the flow dismissed it.
        public static let closed = Kind("closed")
        /// The loader was shown (only when it was not showing already).
        public static let loaderShown = Kind("loaderShown")
        /// The loader was hidden (only when it was showing).
        public static let loaderHidden = Kind("loaderHidden")
        /// The shopper selected a payment method in the SDK's list (``YunoUIEvent/paymentMethodType``).
        public static let methodSelected = Kind("methodSelected")
        /// The flow ended with ``YunoUIEvent/result``; the flow's last event.
        public static let result = Kind("result")
    }

    /// A screen of the checkout UI. New screens may be added in a minor version, so a `switch` over it needs a
    /// `default:`.
    public struct Screen: Sendable, Hashable, CustomStringConvertible {
        /// The screen's name, as spelled by its static member.
        public let description: String

        private init(_ name: String) {
            description = name
        }

        /// The card form.
        public static let cardForm = Screen("cardForm")
        /// The bank's 3-D Secure challenge page.
        public static let threeDSChallenge = Screen("threeDSChallenge")
        /// A QR code to pay (PIX and other QR methods).
        public static let qrCode = Screen("qrCode")
        /// A wallet's payment sheet (Apple Pay, Google Pay).
        public static let walletSheet = Screen("walletSheet")
        /// A provider's page the shopper is redirected to.
        public static let redirect = Screen("redirect")
        /// The payment status screen.
        public static let paymentStatus = Screen("paymentStatus")
    }
}
