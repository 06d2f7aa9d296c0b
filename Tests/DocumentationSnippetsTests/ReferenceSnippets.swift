// Code shown on the reference pages of `Yuno` and `YunoClient` (Documentation.docc/Extensions/*.md), kept
// identical by Scripts/check-snippets.py and run by ReferenceSnippetsTests.

import Foundation
import YunoSDK
import YunoSandbox

// snippet: ref-yuno-initialize-async
@MainActor
func startYuno() async {
    do {
        try await Yuno.initialize(apiKey: "sandbox_your_public_api_key").get()
    } catch {
        print("Yuno is not ready:", error)  // for example: an API key without a known prefix
    }
}
// end-snippet

// snippet: ref-yuno-initialize-client
/// Makes a client you configured yourself (here: talking to the emulator) the facade's shared client.
@MainActor
func useClientForTheFacade(sandbox: YunoSandbox) throws {
    let client = try YunoClient(apiKey: sandbox.publicAPIKey, transport: sandbox)
    Yuno.initialize(client: client)
}
// end-snippet

// snippet: ref-yuno-lite
/// Lite through the facade: your app chose the method, the delegate receives the token and the result.
@MainActor
func payLiteWithFacade(delegate: any YunoPaymentDelegate) {
    Yuno.startPaymentLite(
        with: delegate, paymentSelected: SelectedPaymentMethod(paymentMethodType: "CARD"), showPaymentStatus: true)
    // …after your server created the payment with the token from yunoCreatePayment:
    Yuno.continuePayment(showPaymentStatus: true)
}
// end-snippet

// snippet: ref-yuno-start-checkout
/// Code written for Yuno's older SDK keeps compiling (with a deprecation warning).
@available(*, deprecated, message: "use getPaymentMethodViewAsync(delegate:) then startPayment()")
@MainActor
func startLegacyCheckout(delegate: any YunoPaymentFullDelegate) {
    Yuno.startCheckout(with: delegate)
    Yuno.startPayment()
}
// end-snippet

// snippet: ref-yuno-render
/// Render mode through the facade: you embed the form the flow hands out.
@MainActor
func renderWithFacade(delegate: any YunoPaymentDelegate) async {
    let card = SelectedPaymentMethod(paymentMethodType: "CARD")
    let flow = await Yuno.startPaymentRenderFlow(paymentMethodSelected: card, with: delegate)
    if let form = await flow.formView(paymentMethodSelected: card, with: delegate) {
        print("Embed a form with", form.visibleFields.count, "fields")
        flow.submitForm()
    }
    // The synchronous variant returns the same kind of flow object at once:
    _ = Yuno.startPaymentRender(paymentMethodSelected: card, with: delegate)
}
// end-snippet

// snippet: ref-yuno-enroll
/// Saves a card for later through the facade; the delegate's yunoEnrollmentResult receives the result.
@MainActor
func saveCardWithFacade(delegate: any YunoEnrollmentDelegate) {
    Yuno.enrollPayment(with: delegate, showPaymentStatus: true)
}
// end-snippet

// snippet: ref-yuno-hide-loader
/// With `keepLoader`, the loader stays after tokenization until you hide it (or continue the payment).
@MainActor
func keepTheLoaderWhileTheServerWorks() {
    Yuno.config.keepLoader = true
    // …yunoCreatePayment(with:information:) ran and your server is creating the payment…
    Yuno.hideLoader()
}
// end-snippet

// snippet: ref-client-init
/// A client for the emulator, with a faster status poll than the default 3 seconds.
func makeClient(sandbox: YunoSandbox) throws(YunoError) -> YunoClient {
    try YunoClient(
        apiKey: sandbox.publicAPIKey, config: YunoConfig(cardFormType: .stepByStep), transport: sandbox,
        logger: .disabled, options: YunoClient.Options(statusPollInterval: .seconds(1)))
}
// end-snippet

// snippet: ref-client-seamless-callback
/// The callback variant: returns the flow's task at once; `callback` runs once, on the main actor.
func payInBackground(client: YunoClient, params: SeamlessParams) {
    client.startPaymentSeamlessLite(
        with: params, paymentSelected: SelectedPaymentMethod(paymentMethodType: "CARD"), showPaymentStatus: false
    ) { result in
        print("Paid?", result == .succeeded)
    }
}
// end-snippet

// snippet: ref-client-seamless-delegate
/// Seamless Lite driven by a delegate: the SDK reads session, country and presenter from it and also calls
/// its yunoPaymentResult.
func payWithDelegate(client: YunoClient, delegate: any YunoPaymentDelegate) async -> Yuno.Result {
    await client.startPaymentSeamlessLite(
        delegate: delegate, paymentSelected: SelectedPaymentMethod(paymentMethodType: "CARD"))
}
// end-snippet

// snippet: ref-client-continue
/// Your server answered `yunoCreatePayment`: continue the flow, or end it when the payment could not be created.
func paymentCreated(client: YunoClient, checkoutSession: String, created: Bool) async {
    guard created else {
        await client.cancelFlow(checkoutSession: checkoutSession)  // the flow ends with .userCancelled
        return
    }
    await client.hideLoader(checkoutSession: checkoutSession)  // only needed with keepLoader
    do {
        try await client.continuePayment(checkoutSession: checkoutSession)
    } catch {
        print("No flow waits for this session:", error)
    }
}
// end-snippet

// snippet: ref-client-render-flow
/// Render mode with a client: the flow object, its form, then the additional view after payment creation.
@MainActor
func renderWithClient(client: YunoClient, delegate: any YunoPaymentDelegate) async -> YunoRenderFlow {
    let pix = SelectedPaymentMethod(paymentMethodType: "PIX")
    let flow = await client.startPaymentRenderFlow(paymentMethodSelected: pix, with: delegate)
    if await flow.formView(paymentMethodSelected: pix, with: delegate) == nil {
        flow.submitForm()  // PIX needs no form: this tokenizes at once
    }
    return flow
}
// end-snippet

// snippet: ref-client-deeplink
/// Hands a URL the app was opened with to the client that runs the redirect flow.
@MainActor
func open(_ url: URL, client: YunoClient) -> Bool {
    client.receiveDeeplink(url, showStatusView: true)
}
// end-snippet

// snippet: ref-client-payment-methods
/// Lists the session's payment methods, saved cards first, with names in the shopper's language.
@MainActor
func listPaymentMethods(client: YunoClient, checkoutSession: String) async throws(YunoError) -> [String] {
    let list = try await client.paymentMethods(forCheckoutSession: checkoutSession) { item in
        print("Selected", item.paymentMethodType)
    }
    let text = YunoLocalizer(language: .es)
    return list.items.map { item in
        item.savedCard == nil ? text.paymentMethodName(for: item.paymentMethodType) : item.title
    }
}
// end-snippet

// snippet: ref-client-inspect
/// Whether a session is being paid right now, and how its last flow ended.
func describe(client: YunoClient, checkoutSession: String) async -> String {
    if let flow = await client.activeFlow(forCheckoutSession: checkoutSession) {
        return "in progress: \(await flow.state)"
    }
    guard let outcome = await client.outcome(forCheckoutSession: checkoutSession) else { return "never paid here" }
    return "ended: \(outcome.result), payment \(outcome.paymentID ?? "none")"
}
// end-snippet

// snippet: sandbox-overview
/// A 3DS card payment, offline: the emulator, your server's part and a scripted shopper.
@MainActor
func payOffline() async throws -> PaymentOutcome {
    let sandbox = YunoSandbox()
    let merchant = MerchantBackend(sandbox: sandbox)
    let session = try await merchant.createCheckoutSession(
        amount: 52_000, currency: "COP", country: "CO", callbackURL: "merchantapp://payment")
    let client = try YunoClient(apiKey: sandbox.publicAPIKey, transport: sandbox)
    // The shopper approves the 3DS challenge at the bank the sandbox plays; the SDK reads the result.
    let shopper = ScriptedCustomer.paying(with: .threeDSChallenge, bank: sandbox)
    return await client.seamlessPayment(
        with: SeamlessParams(checkoutSession: session.checkoutSession, countryCode: "CO", viewController: shopper),
        paymentSelected: SelectedPaymentMethod(paymentMethodType: "CARD"))
}
// end-snippet
