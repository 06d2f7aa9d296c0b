// Code shown in Documentation.docc/GettingStarted.md. Scripts/check-snippets.py keeps the two identical: edit
// a region here, then run `python3 Scripts/check-snippets.py --write` to copy it into the article.
// Regions hold no imports (swift-format moves them to the top); an article may show the file's imports above.

import YunoSDK
import YunoSandbox

// snippet: getting-started-initialize
@MainActor
func configureYuno() {
    // Once, at start-up. The key's prefix (sandbox_, staging_, dev_, prod_) selects the environment.
    Yuno.initialize(apiKey: "sandbox_your_public_api_key", config: YunoConfig(saveCardEnabled: true)) { ready in
        print("Yuno ready:", ready)
    }
}
// end-snippet

// snippet: getting-started-first-payment
/// Pays a first order end to end, offline: the emulator plays the Yuno API, `MerchantBackend` plays your
/// server and `ScriptedCustomer` plays the shopper who types the approved Visa test card.
@MainActor
func payFirstOrder() async throws -> Yuno.Result {
    let sandbox = YunoSandbox()
    let merchant = MerchantBackend(sandbox: sandbox)

    // Your server: create a checkout session (workflow SDK_SEAMLESS) with the private key.
    let session = try await merchant.createCheckoutSession(amount: 52_000, currency: "COP", country: "CO")

    // Your app: a client with the public key, talking to the emulator instead of the network.
    let client = try YunoClient(apiKey: sandbox.publicAPIKey, transport: sandbox)
    let shopper = ScriptedCustomer.paying(with: .visaApproved)
    let params = SeamlessParams(
        checkoutSession: session.checkoutSession, countryCode: "CO", language: "en", viewController: shopper)

    return await client.startPaymentSeamlessLite(
        with: params, paymentSelected: SelectedPaymentMethod(paymentMethodType: "CARD"))
}
// end-snippet
