import Foundation
import YunoSDK

/// ANSI colour and emphasis for the demo's output: the accent from a `Yuno.Appearance` (24-bit), green for
/// success, red for errors, bold headings and dim hints — or plain text when standard output is not a terminal,
/// `NO_COLOR` is set (any non-empty value, no-color.org) or `TERM` is `dumb`.
struct TerminalStyle: Sendable {
    let enabled: Bool
    let accent: Yuno.Appearance.Color?

    init(appearance: Yuno.Appearance, enabled: Bool) {
        self.enabled = enabled
        accent = try? appearance.color(appearance.accentColor)
    }

    /// Whether colours are wanted for standard output in this environment.
    static func colorsWanted(environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        isatty(1) == 1 && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }

    /// The accent colour, bold: choices and the pay button.
    func accented(_ text: String) -> String {
        guard enabled else { return text }
        guard let accent else { return sgr("1;36", text) }
        return sgr("1;38;2;\(accent.red);\(accent.green);\(accent.blue)", text)
    }

    /// Red: validation errors, declines, failures.
    func failure(_ text: String) -> String { sgr("1;31", text) }
    /// Green: accepted fields, approvals.
    func success(_ text: String) -> String { sgr("1;32", text) }
    /// Bold: titles.
    func bold(_ text: String) -> String { sgr("1", text) }
    /// Dim: hints and secondary lines.
    func dim(_ text: String) -> String { sgr("2", text) }

    private func sgr(_ code: String, _ text: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
