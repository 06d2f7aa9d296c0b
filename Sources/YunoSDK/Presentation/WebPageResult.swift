import Foundation

/// How a web page the checkout opened (a 3DS challenge, a bank's redirect page) ended.
///
/// A plain value, usable from any isolation domain.
enum WebPageResult: Sendable, Equatable {
    /// The page navigated to a URL of the callback scheme: the shopper finished there.
    case returned(URL)
    /// The shopper closed the page (or the system refused to open it).
    case closed
}
