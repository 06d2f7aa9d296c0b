import Foundation

/// A payment method that continues outside the app (a bank or wallet page) and returns through a deep link.
public struct RedirectAction: Sendable, Hashable {
    /// The payment waiting for the shopper.
    public let paymentID: String
    /// The page to open.
    public let url: URL
    /// The URL scheme the return deep link uses (the checkout session's `callback_url` scheme).
    public let returnScheme: String?

    /// Creates a redirect model.
    public init(paymentID: String, url: URL, returnScheme: String?) {
        self.paymentID = paymentID
        self.url = url
        self.returnScheme = returnScheme
    }
}
