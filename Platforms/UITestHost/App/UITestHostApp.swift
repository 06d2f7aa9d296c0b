import SwiftUI

/// The host app of the SDK's UI tests (Platforms/UITestHost/README.md): one screen, one scenario per launch, every
/// checkout against the package's in-process emulator (`YunoSandbox`), no network.
@main
struct UITestHostApp: App {
    var body: some Scene {
        WindowGroup {
            HostScreen(model: HostModel(arguments: ProcessInfo.processInfo.arguments))
        }
    }
}
