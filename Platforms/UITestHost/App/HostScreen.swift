import SwiftUI
import YunoSDK

/// The app's one screen: the start button, what the checkout ended with (for the UI tests to read), and — in the
/// saved-cards scenario — the Full checkout's payment-method list, as a SwiftUI merchant embeds it.
struct HostScreen: View {
    @State private var model: HostModel

    init(model: HostModel) {
        _model = State(initialValue: model)
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Text(verbatim: "Scenario: \(model.scenario?.rawValue ?? "none (pass \(HostLaunch.scenarioArgument))")")
                Button("Start checkout") { model.start() }
                    .accessibilityIdentifier(HostIdentifier.start)
                Text(verbatim: model.state)
                    .accessibilityIdentifier(HostIdentifier.state)
                Text(verbatim: model.result)
                    .accessibilityIdentifier(HostIdentifier.result)
                Text(verbatim: model.heard)
                    .accessibilityIdentifier(HostIdentifier.heard)
                Text(verbatim: model.ledger)
                    .accessibilityIdentifier(HostIdentifier.ledger)
                Text(verbatim: model.bank)
                    .accessibilityIdentifier(HostIdentifier.bank)
                if let list = model.list {
                    Text(verbatim: model.listLastRow)
                        .accessibilityIdentifier(HostIdentifier.listLastRow)
                    Text(verbatim: model.listLastRemove)
                        .accessibilityIdentifier(HostIdentifier.listLastRemove)
                    Text(verbatim: "\(model.listSavedCount)")
                        .accessibilityIdentifier(HostIdentifier.listSavedCount)
                    PaymentMethodListView(list: list)
                    Text(verbatim: "End of the payment methods")
                        .accessibilityIdentifier(HostIdentifier.listFooter)
                }
            }
            .padding()
        }
    }
}
