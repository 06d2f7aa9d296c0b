import Foundation
import YunoSDK
@_spi(Guarantees) import YunoSandbox

/// Second starts of a session, fired by its first flow's presenter at the session's windows (right after its
/// claim; between its release and its delivery). Each runs from a task of its own, tagged with a flow number of its
/// own, and owes one result like any start.
@MainActor
final class SecondStarts {
    /// Where a second start is made from and how it hears its result.
    enum Kind {
        /// From a detached background task; the result is the call's return value.
        case detachedReturnValue
        /// From a detached background task; the result comes through a main-actor callback.
        case detachedCallback
        /// From a main-actor task (an app's button handler); the result comes through a delegate. Its task runs
        /// right after the main-actor turn that fired it.
        case mainActorDelegate
    }

    let client: YunoClient
    let recorder: GuaranteeRecorder
    let counter: PresentationCounter
    /// Every second start's task, in the order they were fired.
    private(set) var tasks: [Task<Void, Never>] = []

    init(client: YunoClient, recorder: GuaranteeRecorder, counter: PresentationCounter) {
        self.client = client
        self.recorder = recorder
        self.counter = counter
    }

    /// Starts one flow of each kind on `session`, now (each in its own task), every one paying by card.
    func fire(_ session: String, _ kinds: [Kind]) {
        let (client, card) = (client, SelectedPaymentMethod(paymentMethodType: "CARD"))
        for kind in kinds {
            let tag = GuaranteeTag(recorder: recorder, flow: recorder.newFlow(), session: session)
            let presenter = CountingPresenter(.paying(with: .visaApproved), counter: counter, guarantees: tag)
            let params = SeamlessParams(
                checkoutSession: session, countryCode: "CO", language: "es", viewController: presenter)
            switch kind {
            case .detachedReturnValue:
                tasks.append(
                    Task.detached {
                        await GuaranteeRecorder.$flow.withValue(tag.flow) {
                            tag.recorder.record(.started(flow: tag.flow, session: session, channel: .returnValue))
                            let outcome = await client.seamlessPayment(with: params, paymentSelected: card)
                            tag.recorder.result(tag.flow, outcome.result, onMainActor: false, outcome: outcome)
                            tag.returned()
                        }
                    })
            case .detachedCallback:
                tasks.append(
                    Task.detached {
                        await GuaranteeRecorder.$flow.withValue(tag.flow) {
                            tag.recorder.record(.started(flow: tag.flow, session: session, channel: .mainActor))
                            let flow = client.startPaymentSeamlessLite(with: params, paymentSelected: card) { result in
                                tag.delivered(result)
                            }
                            await flow.value
                            tag.returned()
                        }
                    })
            case .mainActorDelegate:
                let delegate = StressDelegate(
                    checkoutSession: session, presenter: presenter, record: StressRecord(), guarantees: tag)
                tasks.append(
                    Task {
                        await GuaranteeRecorder.$flow.withValue(tag.flow) {
                            tag.recorder.record(.started(flow: tag.flow, session: session, channel: .mainActor))
                            _ = await client.startPaymentSeamlessLite(delegate: delegate, paymentSelected: card)
                            tag.returned()
                        }
                    })
            }
        }
    }
}

/// A delegate handed to the static facade by one caller's call number `call.order`: its first main-actor
/// interaction (a property read, its result) is that call's effect (``FacadeCallsInOrder``). Every interaction
/// asserts the main actor (`MainActor.assumeIsolated`, as ``RecordingDelegate``) and is recorded as a delegate call.
@MainActor
final class FacadeDelegate: YunoPaymentDelegate {
    nonisolated let guarantees: GuaranteeTag
    nonisolated let call: (caller: Int, order: Int)
    nonisolated let presenter: CountingPresenter
    nonisolated let results: AsyncStream<Void>.Continuation
    private var touched = false

    init(
        presenter: CountingPresenter, guarantees: GuaranteeTag, call: (caller: Int, order: Int),
        results: AsyncStream<Void>.Continuation
    ) {
        self.presenter = presenter
        self.guarantees = guarantees
        self.call = call
        self.results = results
    }

    nonisolated var checkoutSession: String {
        touch("checkoutSession")
        return guarantees.session
    }

    nonisolated var countryCode: String {
        touch("countryCode")
        return "CO"
    }

    nonisolated var language: String? {
        touch("language")
        return "es"
    }

    var viewController: YunoViewController? {
        touched("viewController")
        return presenter
    }

    nonisolated func yunoCreatePayment(with token: String) { touch("yunoCreatePayment") }

    nonisolated func yunoPaymentResult(_ result: Yuno.Result) {
        MainActor.assumeIsolated {
            touched("yunoPaymentResult")
            guarantees.delivered(result)
        }
        results.yield()
    }

    private nonisolated func touch(_ what: String) {
        MainActor.assumeIsolated { touched(what) }
    }

    private func touched(_ what: String) {
        guarantees.delegate(what)
        guard !touched else { return }
        touched = true
        guarantees.recorder.record(.facadeEffect(caller: call.caller, order: call.order))
    }
}
