#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
    import SwiftUI
#endif

/// An enrollment whose UI the merchant renders (render mode), as Yuno's `YunoEnrollmentRenderFlowProtocol`: the SDK
/// hands out the card form, the merchant embeds it and shows its own "save" button.
///
/// Main-actor isolated, like the UI that drives it. Returned by ``Yuno/startEnrollmentRender(with:)`` and
/// ``YunoClient/startEnrollmentRender(with:)``. Where the SDK draws its own screens (iOS, iPadOS, Mac Catalyst,
/// visionOS) the form is a SwiftUI `AnyView`; elsewhere it is the ``CardForm`` model (offered on every platform by
/// ``YunoEnrollmentRenderFlow/cardForm(with:)``).
@MainActor
public protocol YunoEnrollmentRenderFlowProtocol: AnyObject {
    #if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
        /// The card form to embed, once the enrollment shows it; `nil` when the enrollment ended first (bad input,
        /// a refused start, no card method for the customer — the delegate receives the result).
        func formView(with delegate: any YunoEnrollmentDelegate) async -> AnyView?
    #else
        /// The card form to embed, once the enrollment shows it; `nil` when the enrollment ended first (bad input,
        /// a refused start, no card method for the customer — the delegate receives the result).
        func formView(with delegate: any YunoEnrollmentDelegate) async -> CardForm?
    #endif
    /// Whether the merchant must offer its own submit button: true while the enrollment waits for
    /// ``submitForm()``, false before the form exists and after the enrollment ended.
    var needSubmit: Bool { get }
    /// Validates the form; when it is valid, enrolls the card. Invalid fields show their errors and nothing is sent;
    /// a call with no form waiting does nothing.
    func submitForm()
}
