/// What every Yuno delegate tells the SDK about the screen it runs on: the language and where the UI is presented.
///
/// ``YunoPaymentDelegate`` and ``YunoEnrollmentDelegate`` both refine it, so one class can adopt both (as Yuno's
/// example apps do) and inherit one default of each property instead of two colliding ones.
///
/// Not `@MainActor`; the SDK reads both properties on the main actor.
public protocol YunoPresentationDelegate: AnyObject, Sendable {
    /// The checkout language (one of the 20 supported, any case or region), or `nil` for the device's preferred
    /// language. Default: `nil`.
    var language: String? { get }
    /// Where the checkout UI is presented: a `UIViewController` on UIKit platforms (used when it also conforms to
    /// ``YunoPresenter``), a ``YunoPresenter`` elsewhere. Default: `nil` (the client's default presenter, if any).
    @MainActor var viewController: YunoViewController? { get }
}

extension YunoPresentationDelegate {
    /// No language: the device's preferred language is used.
    public var language: String? { nil }
    /// No presenter.
    @MainActor public var viewController: YunoViewController? { nil }
}
