// Code shown in Documentation.docc/MigratingFromYunoSDK.md and MigratingFromEcommpay.md (kept identical by
// Scripts/check-snippets.py).

import Foundation
import YunoSDK
import YunoSandbox

// snippet: migration-yuno-result
@MainActor
func handle(_ result: Yuno.Result) {
    switch result {
    case .succeeded: print("paid")  // was .success
    case .userCancelled: print("cancelled")  // was .userCancell
    case .processing: print("pending")
    case .reject, .fail: print("not paid")
    case .internalError: print("integration or backend error")
    }
}
// end-snippet

// snippet: migration-ecommpay-result-codes
/// ecommpay's result code (0 Success, 100 Decline, 301 Cancelled, 501 Error) for a Yuno result, for code that
/// still reports those codes. `nil` for `.processing`: the payment is not final yet, ecommpay had no such code.
func ecommpayResultCode(for result: Yuno.Result) -> Int? {
    switch result {
    case .succeeded: 0
    case .reject, .fail: 100
    case .userCancelled: 301
    case .internalError: 501
    case .processing: nil
    }
}
// end-snippet

// snippet: migration-ecommpay-actions
/// ecommpay's action types, on your server. `MerchantBackend` stands in for your server here; in production the
/// same fields go in `POST /v1/payments` with your private key.
func createPayment(
    for action: String, merchant: MerchantBackend, checkoutSession: String, token: String
) async throws -> MerchantBackend.Payment? {
    switch action {
    case "Sale":  // one-step payment: authorize and capture
        return try await merchant.createPayment(
            checkoutSession: checkoutSession, token: token, amount: 1_999, currency: "USD", country: "US")
    case "Auth":  // two-step payment: authorize now, capture later
        return try await merchant.createPayment(
            checkoutSession: checkoutSession, token: token, amount: 1_999, currency: "USD", country: "US",
            capture: false)
    default:  // "Verify" and "Tokenize": save the card with an enrollment instead (no payment)
        return nil
    }
}
// end-snippet

// snippet: migration-ecommpay-theme
/// ecommpay's `ECPTheme` becomes `Yuno.Appearance`: platform-neutral hex colors and a font family.
func darkCheckoutConfig() -> YunoConfig {
    let appearance = Yuno.Appearance(
        fontFamily: "Inter", accentColor: "#8AB4F8", buttonBackgroundColor: "#1F1F1F", buttonTitleColor: "#FFFFFF")
    return YunoConfig(appearance: appearance)
}
// end-snippet

// snippet: migration-ecommpay-language
/// The language rules are ecommpay's, over 20 languages instead of 6.
func checkoutLanguages() -> [YunoLanguage] {
    [
        YunoLanguage.resolve(requested: "de"),  // supported → German
        YunoLanguage.resolve(requested: "pt-BR"),  // region dropped → Portuguese
        YunoLanguage.resolve(requested: "uk"),  // unsupported → English
        YunoLanguage.resolve(requested: nil, preferredLanguages: ["uk-UA", "fr-CA"]),  // none → device: French
    ]
}
// end-snippet
