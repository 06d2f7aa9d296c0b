import Foundation
import YunoSDK

/// ANSI styling for the terminal checkout, taken from a `Yuno.Appearance` (24-bit colors), or plain text when
/// standard output is not a terminal or `NO_COLOR` is set.
struct TerminalStyle {
    let enabled: Bool
    let accent: Yuno.Appearance.Color?
    let error: Yuno.Appearance.Color?
    let success: Yuno.Appearance.Color?

    init(appearance: Yuno.Appearance, enabled: Bool) {
        self.enabled = enabled
        accent = try? appearance.color(appearance.accentColor)
        error = try? appearance.color(appearance.errorColor)
        success = try? appearance.color(appearance.checkboxColor)
    }

    static func colorsWanted() -> Bool {
        isatty(1) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
    }

    func accented(_ text: String) -> String { paint(text, accent, bold: true) }
    func failure(_ text: String) -> String { paint(text, error, bold: false) }
    func bold(_ text: String) -> String { enabled ? "\u{1B}[1m\(text)\u{1B}[0m" : text }
    func dim(_ text: String) -> String { enabled ? "\u{1B}[2m\(text)\u{1B}[0m" : text }

    private func paint(_ text: String, _ color: Yuno.Appearance.Color?, bold: Bool) -> String {
        guard enabled, let color else { return text }
        return "\u{1B}[\(bold ? "1;" : "")38;2;\(color.red);\(color.green);\(color.blue)m\(text)\u{1B}[0m"
    }
}
