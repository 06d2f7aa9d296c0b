import Foundation

/// The demo's own narration phrases in one language (the SDK's screens use ``YunoLocalizer``). Placeholders
/// are written `{name}`; ``fill(_:_:)`` replaces them. See `DemoPhrases+Languages.swift` for the 20 tables.
struct DemoPhrases {
    /// The merchant's server, as a narration prefix.
    let merchant: String
    /// The shopper, as a narration prefix.
    let shopper: String
    /// The merchant's app, as a narration prefix.
    let app: String
    /// The HTTP endpoint in use; `{url}`.
    let apiAt: String
    /// The embedded emulator in use; `{key}` is its public key.
    let emulator: String
    /// The merchant creates a session; `{amount}`, `{country}`.
    let creatingSession: String
    /// The session was created; `{id}`.
    let sessionCreated: String
    /// The session could not be created; `{error}`.
    let sessionFailed: String
    /// The session's payment methods; `{list}`.
    let methodList: String
    /// The card form is on screen; `{fields}`.
    let formShown: String
    /// The shopper typed a card; `{card}`, `{button}`.
    let entered: String
    /// The shopper closed the card form.
    let closedForm: String
    /// A QR code is on screen; `{duration}`: how long it stays valid.
    let qrShown: String
    /// The shopper pays the QR code from the bank app.
    let qrPays: String
    /// The shopper closed the QR window.
    let qrClosed: String
    /// The wallet sheet and the shopper's answer; `{wallet}`, `{answer}`.
    let walletAnswer: String
    /// The app opens the provider's page; `{url}`.
    let redirectOpened: String
    /// The shopper approves at the bank.
    let bankApproves: String
    /// The shopper rejects at the bank.
    let bankRejects: String
    /// The app receives the deep link; `{link}`, `{answer}`.
    let deepLink: String
    /// The SDK's status screen; `{title}`.
    let statusScreen: String
    /// The merchant created the payment; `{id}`, `{status}`.
    let paymentCreated: String
    /// The merchant could not create the payment; `{error}`.
    let paymentFailed: String
    /// Enrollment: the customer and its session; `{id}`, `{session}`.
    let customerCreated: String
    /// Enrollment: the card was saved; `{token}`.
    let cardSaved: String
    /// Nobody can play the shopper's bank at an HTTP endpoint; `{url}`.
    let noBank: String
    /// The session does not offer the method; `{method}`.
    let notOffered: String
    /// Render mode: the app embeds the card form.
    let embedsForm: String
    /// Render mode: no form is needed.
    let noFormNeeded: String
    /// Render mode: the additional view; `{kind}`.
    let additionalView: String
    /// Render mode: no additional view.
    let noAdditionalView: String
    /// The final line's label.
    let resultLabel: String
    /// The payment id line's label.
    let paymentLabel: String
    /// The backend status line's label.
    let statusLabel: String
    /// The enrollment status line's label.
    let enrollmentLabel: String
    /// The failure reason line's label.
    let reasonLabel: String
    /// Interactive: pay the shown QR code from the (emulated) bank app.
    let payQROption: String
    /// Interactive: approve the redirect at the (emulated) bank.
    let approveAtBank: String
    /// Interactive: reject the redirect at the (emulated) bank.
    let rejectAtBank: String
    /// Interactive: the shopper pressed q.
    let cancelled: String
    /// Interactive: how long the QR code stays valid; `{duration}`.
    let qrValidFor: String
    /// The shopper leaves the provider's page without answering (`--scenario cancel`).
    let bankLeaves: String
    /// Refused: enrollment with a method other than CARD.
    let refusedEnrollCards: String
    /// Refused: `--facade` with a mode the facade does not drive.
    let refusedFacadeModes: String
    /// Refused: a 3-D Secure scenario with a method other than CARD.
    let refusedThreeDS: String
    /// Refused: a 3-D Secure scenario in enrollment.
    let refusedThreeDSEnroll: String
    /// Refused: `--scenario decline` with a method no bank declines; `{method}`.
    let refusedDecline: String
    /// Refused: `--scenario` with `--interactive`.
    let refusedInteractiveScenario: String
    /// Refused: `--card` with `--interactive`.
    let refusedInteractiveCard: String
    /// Refused: a `--country` that is not an ISO 3166-1 alpha-2 code.
    let refusedCountry: String
    /// Refused: a `--currency` that is not an ISO 4217 code.
    let refusedCurrency: String
    /// The reason line: the flow was cancelled.
    let reasonCancelled: String
    /// The reason line: the server's error answer; `{status}`, `{code}`.
    let reasonServer: String
    /// The reason line: no answer from the server.
    let reasonNoAnswer: String
    /// The reason line: the payment's outcome is unknown; `{reason}`.
    let reasonUnknown: String
    /// The reason line: any other SDK error; `{error}` is its case name.
    let reasonOther: String
    /// The shopper's bank (its 3-D Secure page), as a narration prefix.
    let bank: String
    /// The shopper types the bank's one-time code and presses Approve on the bank's page.
    let challengeApproves: String
    /// The shopper presses Decline on the bank's page.
    let challengeDeclines: String
    /// The shopper presses Cancel on the bank's page.
    let challengeCancels: String
    /// The shopper closes the bank's page without answering.
    let challengeCloses: String
    /// The bank authenticated the shopper and sends the page back; `{url}`: the callback URL.
    let bankAuthenticates: String
    /// The bank recorded a failed authentication and sends the page back; `{url}`.
    let bankFailsAuthentication: String
    /// The bank recorded the challenge as abandoned and sends the page back; `{url}`.
    let bankAbandons: String
    /// After the bank's page the app reads the payment; `{status}`: what the backend holds.
    let readAfterChallenge: String
    /// `--shopper browser`: the app waits while a browser answers the bank's page.
    let browserWaits: String
    /// `--shopper browser`: the SDK closed the bank's page.
    let challengeDismissed: String
    /// Refused: `--shopper browser` without `--base-url`.
    let refusedBrowserHTTP: String
    /// Refused: `--shopper browser` without `--scenario challenge`.
    let refusedBrowserScenario: String
    /// Refused: `--shopper browser` with `--interactive`.
    let refusedBrowserInteractive: String
    /// Interactive: type the bank's code and approve on the (emulated) bank's page.
    let approveChallengeOption: String
    /// Interactive: decline on the (emulated) bank's page.
    let declineChallengeOption: String
    /// Interactive: cancel on the (emulated) bank's page.
    let cancelChallengeOption: String
    /// Interactive: close the bank's page without answering.
    let closeChallengeOption: String
    /// Interactive: the one-time code the (emulated) bank sent by SMS; `{code}`.
    let smsCode: String
    /// Interactive: the one-time code field's label.
    let codePrompt: String
    /// The bank refused the code; nothing changed.
    let wrongCode: String
    /// Refused: `--card` with a scenario that plays its own card (or none); `{scenario}`.
    let refusedCardScenario: String
    /// Refused: `--card` with a method paid without a card; `{method}`.
    let refusedCardMethod: String
    /// Refused: `--api-key` or `--private-key` without `--base-url`.
    let refusedNeedsBaseURL: String
    /// Refused: `--amount` or `--currency` with `--mode enroll`.
    let refusedEnrollAmount: String
    /// Refused: `--method PIX` with a country other than BR or a currency other than BRL.
    let refusedPixBrazil: String
    /// Refused: an amount with more decimals than its currency has; `{currency}`, `{digits}`.
    let refusedMinorUnits: String
    /// A bad value: what is accepted; `{list}`.
    let invalidOneOf: String
    /// A bad `--amount`: what is accepted.
    let invalidAmount: String
    /// A bad `--base-url`: what is accepted.
    let invalidURL: String
    /// An argument that is no option.
    let unknownFlag: String
    /// An option given without its value.
    let missingValue: String
    /// The one-line hint after a bad argument.
    let usageHint: String
    /// The trace: the payment waits for the SDK (a QR code, a redirect, a 3-D Secure page).
    let sdkActionRequired: String
    /// The server refused a key; `{status}`, `{code}`, `{flag}`: `--api-key` or `--private-key`.
    let keyRefused: String

    /// `template` with each `{name}` replaced by `arguments[name]`.
    func fill(_ template: KeyPath<DemoPhrases, String>, _ arguments: [String: String] = [:]) -> String {
        arguments.reduce(self[keyPath: template]) { text, argument in
            text.replacingOccurrences(of: "{\(argument.key)}", with: argument.value)
        }
    }
}
