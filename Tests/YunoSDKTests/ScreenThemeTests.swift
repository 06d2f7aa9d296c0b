import Testing

@testable import YunoSDK

/// The native screens' theme: Yuno's defaults meet WCAG contrast in both schemes, a merchant's colors are used,
/// and unset foregrounds stay readable on a merchant's backgrounds.
@Suite("Native screens: theme", .timeLimit(.minutes(3)))
struct ScreenThemeTests {
    typealias RGBA = ScreenTheme.RGBA

    /// (foreground, background, minimum ratio) pairs the screens draw.
    static let pairs: [(ScreenTheme.Role, ScreenTheme.Role, Double)] = [
        (.text, .background, 4.5), (.secondaryText, .background, 4.5), (.error, .background, 4.5),
        (.buttonTitle, .buttonBackground, 4.5), (.secondaryButtonTitle, .secondaryButtonBackground, 4.5),
        (.accent, .background, 3), (.checkbox, .background, 3), (.fieldBorder, .background, 3),
        (.buttonBackground, .background, 3), (.qrForeground, .qrBackground, 21),
    ]

    @Test("Yuno's defaults meet WCAG contrast in both schemes", arguments: ScreenTheme.Scheme.allCases)
    func defaultContrast(scheme: ScreenTheme.Scheme) {
        let theme = ScreenTheme()
        for (foreground, background, minimum) in Self.pairs {
            let ratio = theme.contrastRatio(of: foreground, on: background, in: scheme)
            #expect(ratio >= minimum, "\(scheme) \(foreground) on \(background): \(ratio)")
        }
        #expect(theme.fontFamily == nil)
        #expect(theme.typography(.body) == .init(family: nil, size: 17, style: .body))
    }

    @Test("The defaults are Yuno's light and dark presets")
    func presets() {
        let theme = ScreenTheme()
        #expect(theme.color(.background, in: .light) == RGBA(red: 1, green: 1, blue: 1))
        #expect(theme.color(.accent, in: .light) == RGBA(Yuno.Appearance.Color(hex: "#3E4EE8")!))
        #expect(theme.color(.background, in: .dark) == RGBA(Yuno.Appearance.Color(hex: "#0D0E12")!))
        #expect(theme.color(.text, in: .dark) == RGBA(Yuno.Appearance.Color(hex: "#F2F3F5")!))
        #expect(
            theme.color(.qrBackground, in: .dark) == RGBA(red: 1, green: 1, blue: 1), "QR codes stay black on white")
    }

    @Test("A merchant's colors apply in both schemes; the accent carries to buttons, checkbox and secondary titles")
    func merchantColors() {
        let orange = RGBA(Yuno.Appearance.Color(hex: "#B34700")!)
        let theme = ScreenTheme(appearance: Yuno.Appearance(accentColor: "#B34700"))
        for scheme in ScreenTheme.Scheme.allCases {
            #expect(theme.color(.accent, in: scheme) == orange)
            #expect(theme.color(.buttonBackground, in: scheme) == orange)
            #expect(theme.color(.buttonBorder, in: scheme) == orange)
            #expect(theme.color(.checkbox, in: scheme) == orange)
            #expect(theme.color(.secondaryButtonTitle, in: scheme) == orange)
            #expect(theme.contrastRatio(of: .buttonTitle, on: .buttonBackground, in: scheme) >= 4.5)
        }
        let set = ScreenTheme(appearance: Yuno.Appearance(buttonTitleColor: "#FFFF00", checkboxColor: "#00FF00"))
        #expect(set.color(.buttonTitle, in: .light) == RGBA(red: 1, green: 1, blue: 0), "the merchant's choice is kept")
        #expect(set.color(.checkbox, in: .dark) == RGBA(red: 0, green: 1, blue: 0))
    }

    @Test("Unset foregrounds stay readable on a merchant's background or button")
    func readableForegrounds() {
        let white = ScreenTheme(appearance: Yuno.Appearance(backgroundColor: "#FFFFFF"))
        #expect(white.color(.background, in: .dark) == RGBA(red: 1, green: 1, blue: 1))
        for (foreground, background, minimum) in Self.pairs where minimum == 4.5 {
            #expect(white.contrastRatio(of: foreground, on: background, in: .dark) >= minimum, "\(foreground)")
        }
        let yellow = ScreenTheme(appearance: Yuno.Appearance(buttonBackgroundColor: "#FFD600"))
        #expect(yellow.contrastRatio(of: .buttonTitle, on: .buttonBackground, in: .light) >= 4.5)
        let grey = ScreenTheme(appearance: Yuno.Appearance(backgroundColor: "#777777"))
        for scheme in ScreenTheme.Scheme.allCases {
            #expect(grey.contrastRatio(of: .text, on: .background, in: scheme) >= 4.5)
        }
    }

    @Test("Malformed colors and font families take the defaults; a family is trimmed")
    func malformed() {
        let theme = ScreenTheme(appearance: Yuno.Appearance(fontFamily: "  ", accentColor: "orange"))
        #expect(theme.color(.accent, in: .light) == ScreenTheme().color(.accent, in: .light))
        #expect(theme.fontFamily == nil)
        let inter = ScreenTheme(appearance: Yuno.Appearance(fontFamily: " Inter "))
        #expect(inter.fontFamily == "Inter")
        #expect(inter.typography(.title2) == .init(family: "Inter", size: 22, style: .title2))
        #expect(inter.typography(.caption).size == 12)
        #expect(ScreenTheme(appearance: .init(fontFamily: "Bad\u{7}Font")).fontFamily == nil)
    }

    @Test("Each button kind draws with its own roles; primary and secondary titles are readable")
    func buttonKinds() {
        let theme = ScreenTheme()
        let kinds = ScreenTheme.ButtonKind.allCases
        #expect(Set(kinds.map(\.backgroundRole)).count == kinds.count)
        #expect(Set(kinds.map(\.titleRole)).count == kinds.count)
        for scheme in ScreenTheme.Scheme.allCases {
            for kind in [ScreenTheme.ButtonKind.primary, .secondary] {
                #expect(theme.contrastRatio(of: kind.titleRole, on: kind.backgroundRole, in: scheme) >= 4.5)
            }
        }
    }

    @Test("Translucent colors are composited before contrast is measured")
    func translucent() {
        let black = RGBA(red: 0, green: 0, blue: 0)
        let white = RGBA(red: 1, green: 1, blue: 1)
        #expect(abs(black.contrastRatio(with: white) - 21) < 1e-9)
        #expect(abs(white.relativeLuminance - 1) < 1e-12)
        let halfBlack = RGBA(red: 0, green: 0, blue: 0, opacity: 0.5)
        #expect(halfBlack.composited(over: white) == RGBA(red: 0.5, green: 0.5, blue: 0.5))
        #expect(halfBlack.contrastRatio(with: white) < 5)
        #expect(RGBA(red: 2, green: -1, blue: 0.5).red == 1)
        let veiled = ScreenTheme(appearance: Yuno.Appearance(backgroundColor: "#00000000"))
        #expect(veiled.color(.background, in: .light) == white, "a clear background shows the scheme's")
    }
}
