import YunoSDK

/// One thing that happened around a payment flow, as the app and the backend see it: what the app called, what the
/// SDK showed or sent, what reached the app. The guarantee checkers (``GuaranteeMonitor``) read a run as a sequence
/// of these, in the order they happened, and say at which event a promise broke.
///
/// Nothing here names the SDK's internals: the deterministic simulator (`Simulator/`) and the stress suite record the
/// same events from outside the SDK (its presenter, delegate, transport and the app's own calls), so a defect is
/// judged by what an app would see. `flow` is the recorder's own number for a start; `session` the checkout (or
/// customer) session it runs on. A plain value; safe to share across isolation domains.
@_spi(Guarantees)
public enum FlowEvent: Sendable, Hashable {
    /// The app called a start for `flow` on `session`; its result arrives through `channel`.
    case started(flow: Int, session: String, channel: ResultChannel)
    /// The app could not start `flow` after all (no start call was made): nothing is owed.
    case withdrawn(flow: Int)
    /// `flow` showed a screen or asked its presenter for something (`what`): it holds its session.
    case screen(flow: Int, session: String, what: String)
    /// A request was sent by a task of `flow` (`nil`: a task that names no flow, such as a detached read-back).
    case request(flow: Int?, method: String, path: String)
    /// The answer to a request sent by a task of `flow`: its HTTP status, or `nil` when none arrived (a fault, a lost
    /// connection, a cancellation) or the sender was cancelled meanwhile.
    case answer(flow: Int?, method: String, path: String, status: Int?)
    /// A delegate property or method, or a presenter call (`what`) ran; `onMainActor`: whether it ran there.
    case delegateCall(flow: Int?, what: String, onMainActor: Bool)
    /// `flow`'s result reached the app; `unknownOutcome`: the outcome said the backend could not be read.
    case result(flow: Int, result: Yuno.Result, onMainActor: Bool, unknownOutcome: Bool)
    /// `flow`'s detailed outcome became known (a start's task value, after its result); `unknownOutcome`: it says
    /// the backend could not be read (`outcomeUnknown`).
    case outcome(flow: Int, unknownOutcome: Bool)
    /// The call or task that started `flow` returned (or finished).
    case returned(flow: Int)
    /// A deep link for `session` reached the SDK; `accepted`: the SDK's answer; `awaited`: a flow of that session
    /// could be waiting for one (a redirect or 3-D Secure page was open).
    case deepLink(session: String, accepted: Bool, awaited: Bool)
    /// Caller `caller` made its facade call number `order` (numbered from 0 in the order it made them).
    case facadeCall(caller: Int, order: Int)
    /// The main-actor effect of caller `caller`'s facade call `order` was seen (its delegate was first read or told).
    case facadeEffect(caller: Int, order: Int)

    /// How a flow's result reaches the app.
    public enum ResultChannel: Sendable, Hashable {
        /// A delegate method or a callback, on the main actor: delivered in the turn that released the session.
        case mainActor
        /// An `async` call's return value or a task's value: the caller resumes some turns after the release.
        case returnValue
    }
}
