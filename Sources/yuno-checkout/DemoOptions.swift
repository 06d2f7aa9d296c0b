import Foundation
import YunoSDK
import YunoSandbox

/// The command line of `yuno-checkout`, parsed by hand (the package has no dependencies).
struct DemoOptions {
    enum ParseError: Error, CustomStringConvertible {
        case unknownFlag(String)
        case missingValue(String)
        /// A value the flag does not take; ``Accepted`` says what it takes, in the narration's language.
        case invalidValue(flag: String, value: String, accepted: Accepted)
        /// A well-formed flag that cannot apply here; ``Refusal`` says why, in the narration's language.
        case refused(flag: String, value: String, reason: Refusal)
        case help

        var description: String { message(in: .of(.en)) }

        /// One line: what was refused, and why (the reason in `phrases`' language; flags and values are code).
        func message(in phrases: DemoPhrases) -> String {
            switch self {
            case .unknownFlag(let flag): "\(flag): \(phrases.unknownFlag)"
            case .missingValue(let flag): "\(flag): \(phrases.missingValue)"
            case .invalidValue(let flag, let value, let accepted): "\(flag) \(value): \(accepted.sentence(in: phrases))"
            case .refused(let flag, let value, let reason):
                "\(flag) \(value): \(reason.sentence(in: phrases))"
            case .help: "help"
            }
        }

        /// Whether a one-line hint at `--help` follows the message: for arguments that are not understood (a flag, a
        /// value); a refusal is understood and says all there is in its one line.
        var wantsUsageHint: Bool {
            switch self {
            case .unknownFlag, .missingValue, .invalidValue: true
            case .refused, .help: false
            }
        }
    }

    /// What a flag takes, said after a value it does not take.
    enum Accepted: Equatable {
        case oneOf([String])
        case positiveAmount
        case httpURL

        func sentence(in phrases: DemoPhrases) -> String {
            switch self {
            case .oneOf(let values): phrases.fill(\.invalidOneOf, ["list": values.joined(separator: ", ")])
            case .positiveAmount: phrases.invalidAmount
            case .httpURL: phrases.invalidURL
            }
        }
    }

    /// Why a flag cannot apply to the chosen mode, method or interactive run.
    enum Refusal: Equatable {
        case enrollmentSavesCards
        case facadeModes
        case threeDSCardsOnly
        case threeDSNotInEnrollment
        case noDecline(method: String)
        case interactiveScenario
        case interactiveCard
        case notACountry
        case notACurrency
        case browserNeedsHTTP
        case browserNeedsChallenge
        case browserNotInteractive
        /// `--card` with a scenario that plays its own test card (or none): the card would decide instead.
        case cardWithScenario(String)
        /// `--card` with a method paid without a card.
        case cardWithMethod(String)
        /// `--api-key` or `--private-key` without `--base-url`: the embedded emulator has its own keys.
        case keyWithoutBaseURL
        /// `--amount` or `--currency` when saving a card: nothing is paid.
        case enrollmentHasNoAmount
        /// PIX in a country other than Brazil or a currency other than BRL.
        case pixBrazilOnly
        /// An amount with more decimal places than its currency's minor units.
        case tooManyDecimals(currency: String, digits: Int)

        func sentence(in phrases: DemoPhrases) -> String {
            switch self {
            case .enrollmentSavesCards: phrases.refusedEnrollCards
            case .facadeModes: phrases.refusedFacadeModes
            case .threeDSCardsOnly: phrases.refusedThreeDS
            case .threeDSNotInEnrollment: phrases.refusedThreeDSEnroll
            case .noDecline(let method): phrases.fill(\.refusedDecline, ["method": method])
            case .interactiveScenario: phrases.refusedInteractiveScenario
            case .interactiveCard: phrases.refusedInteractiveCard
            case .notACountry: phrases.refusedCountry
            case .notACurrency: phrases.refusedCurrency
            case .browserNeedsHTTP: phrases.refusedBrowserHTTP
            case .browserNeedsChallenge: phrases.refusedBrowserScenario
            case .browserNotInteractive: phrases.refusedBrowserInteractive
            case .cardWithScenario(let scenario): phrases.fill(\.refusedCardScenario, ["scenario": scenario])
            case .cardWithMethod(let method): phrases.fill(\.refusedCardMethod, ["method": method])
            case .keyWithoutBaseURL: phrases.refusedNeedsBaseURL
            case .enrollmentHasNoAmount: phrases.refusedEnrollAmount
            case .pixBrazilOnly: phrases.refusedPixBrazil
            case .tooManyDecimals(let currency, let digits):
                phrases.fill(\.refusedMinorUnits, ["currency": currency, "digits": String(digits)])
            }
        }
    }

    var scenario: DemoScenario = .approve
    var scenarioWasSet = false
    var mode: DemoMode = .seamless
    var method = "CARD"
    var countryWasSet = false
    var currencyWasSet = false
    var amountWasSet = false
    /// The `--card` argument as typed; validated with the SDK's card validation before any flow starts
    /// (see ``card()``).
    var cardNumber: String?
    var baseURL: URL?
    var apiKey: String?
    var privateKey: String?
    var country = "CO"
    var currency = "COP"
    var amount = Decimal(string: "52000")!
    /// `--amount` as typed (its decimal places are checked against the currency's once every flag is read).
    var amountText: String?
    var language = "en"
    var verbose = false
    var facade = false
    var interactive = false
    /// Who answers the bank's 3-D Secure page: the demo itself (`scripted`) or a browser (`--shopper browser`).
    var shopper: DemoShopper = .scripted

    static let usage = """
        usage: yuno-checkout [options]

        Runs a complete Seamless Lite checkout against the embedded Yuno API emulator (default) or an HTTP endpoint.

          --mode MODE         \(DemoMode.allCases.map(\.rawValue).joined(separator: " | ")) (default seamless)
          --method TYPE       \(methods.joined(separator: " | ")) (default CARD; PIX switches to BR / BRL and
                              pays there only: another --country or --currency is refused)
          --scenario NAME     \(DemoScenario.allCases.map(\.rawValue).joined(separator: " | ")) (default approve)
                              challenge…/frictionless: CARD only (not enroll); decline: CARD, NU_PAY or
                              APPLE_PAY; a scenario that cannot apply is refused (exit 2)
          --card NUMBER       pay (or, with --mode enroll, save) this card number (expiry 11/28; CVV 123, or 1234
                              for American Express); --method CARD and --scenario approve only: the other
                              scenarios play their own test card (or none), so --card is refused with them
          --country CC        ISO 3166-1 alpha-2 country (default CO)
          --currency CODE     ISO 4217 currency (default COP); not with --mode enroll (nothing is paid)
          --amount VALUE      a positive decimal number (default 52000) with no more decimal places than the
                              currency has (JPY none, COP 2, BHD 3); not with --mode enroll (nothing is paid)
          --language TAG      language of the checkout and of this narration (default en), one of:
        \(languageList)
                              other tags fall back to English (said on standard error)
          --base-url URL      use the Yuno API (or the HTTP emulator) at URL instead of the embedded emulator
          --api-key KEY       public API key for --base-url (default: the emulator's test key); only with
                              --base-url (the embedded emulator has its own keys)
          --private-key KEY   private secret key the merchant backend uses; only with --base-url
          --shopper WHO       who answers the bank's 3-D Secure page: scripted (default; the demo presses the
                              scenario's button on the page, over HTTP as a browser would) or browser (the demo
                              prints "CHALLENGE_URL=<url>" on a line of its own and waits: open the URL in any
                              browser and answer the bank; the SDK polls the payment, closes the page once the
                              bank decided and reports the payment). browser needs --base-url (the HTTP
                              emulator) and --scenario challenge, and not --interactive (refused otherwise)
          --facade            drive the static Yuno facade (Yuno.initialize, Yuno.startPayment…) instead of a YunoClient
          --interactive       you are the shopper: choose a method and type the card in this terminal
                              (q cancels at any prompt, < goes back a field, and from the card number back to
                              the method list); honours every --mode (lite and render pay --method; enroll
                              saves the card) and --facade; refuses --scenario and --card (you answer every
                              screen and type the card yourself)
          --verbose           print the SDK's debug log
          --help              show this help

        Colour is used when standard output is a terminal, unless NO_COLOR is set.
        A flag is never ignored: a flag that cannot apply with the others is refused before anything runs, in one
        line on standard error in the chosen --language; a value, flag or missing value not understood is said
        the same way, followed by a one-line hint at --help.
        Exit status: 0 when the payment SUCCEEDED (or the card was enrolled), 1 otherwise, 2 for bad arguments
        (an invalid --card included).
        """

    /// The values `--method` takes.
    static let methods = ["CARD", "PIX", "APPLE_PAY", "NU_PAY"]

    /// The language tag the arguments ask for (the last `--language`'s value), read before they are parsed: a bad
    /// argument is said in it too; `en` without one.
    static func requestedLanguage(in arguments: [String]) -> YunoLanguage {
        let requested = arguments.lastIndex(of: "--language").flatMap { arguments.dropFirst($0 + 1).first } ?? "en"
        return YunoLanguage.resolve(requested: requested)
    }

    /// The 20 supported language tags with their English names, for the usage text (one per ``YunoLanguage``).
    static var languageList: String {
        let names: [YunoLanguage: String] = [
            .es: "Spanish", .en: "English", .pt: "Portuguese", .fil: "Filipino", .id: "Indonesian", .ms: "Malay",
            .th: "Thai", .zhTW: "Chinese, Traditional", .zhCN: "Chinese, Simplified", .vi: "Vietnamese",
            .fr: "French", .pl: "Polish", .it: "Italian", .de: "German", .ru: "Russian", .tr: "Turkish",
            .nl: "Dutch", .sv: "Swedish", .ko: "Korean", .ja: "Japanese",
        ]
        let entries = YunoLanguage.allCases.map { "\($0.rawValue) (\(names[$0] ?? $0.rawValue))" }
        return stride(from: 0, to: entries.count, by: 5).map { start in
            "                      " + entries[start..<min(start + 5, entries.count)].joined(separator: ", ")
        }.joined(separator: ",\n")
    }

    /// The language of the checkout and the narration: `--language` resolved by the SDK's rules (SPEC §7).
    var resolvedLanguage: YunoLanguage { YunoLanguage.resolve(requested: language) }

    /// Whether `--language` names a supported language (else English is used, and said on standard error).
    var languageIsSupported: Bool { YunoLanguage(normalizing: language) != nil }

    /// The language the SDK is given: `--language` as typed when supported (the SDK normalizes `EN_us` itself),
    /// else the English it falls back to — an unsupported tag such as `klingon` is not even a language tag, and
    /// the SDK would refuse the flow.
    var sdkLanguage: String { languageIsSupported ? language : resolvedLanguage.rawValue }

    /// The test card to pay with: `--card` validated by the SDK (``CardValidation``), with the security-code
    /// length of its brand (4 for American Express, 3 for every other brand); `nil` without `--card`.
    ///
    /// - Throws: The field error the card form would show for this number.
    func card() throws(CardFieldError) -> TestCard? {
        guard let cardNumber else { return nil }
        let (digits, brand) = try CardValidation.validateNumber(cardNumber)
        return TestCard(number: digits, securityCode: String("1234".prefix(brand.securityCodeLength)))
    }

    static func parse(_ arguments: [String]) throws(ParseError) -> DemoOptions {
        var options = DemoOptions()
        var iterator = arguments.makeIterator()
        while let flag = iterator.next() {
            func value() throws(ParseError) -> String {
                guard let value = iterator.next(), !value.hasPrefix("--") else { throw .missingValue(flag) }
                return value
            }
            switch flag {
            case "--help", "-h": throw .help
            case "--verbose": options.verbose = true
            case "--facade": options.facade = true
            case "--interactive": options.interactive = true
            case "--shopper":
                let name = try value()
                guard let shopper = DemoShopper(rawValue: name) else {
                    throw .invalidValue(flag: flag, value: name, accepted: .oneOf(DemoShopper.allCases.map(\.rawValue)))
                }
                options.shopper = shopper
            case "--mode":
                let name = try value()
                guard let mode = DemoMode(rawValue: name) else {
                    throw .invalidValue(flag: flag, value: name, accepted: .oneOf(DemoMode.allCases.map(\.rawValue)))
                }
                options.mode = mode
            case "--method":
                let name = try value().uppercased()
                guard methods.contains(name) else {
                    throw .invalidValue(flag: flag, value: name, accepted: .oneOf(methods))
                }
                options.method = name
            case "--scenario":
                let name = try value()
                guard let scenario = DemoScenario(rawValue: name) else {
                    throw .invalidValue(
                        flag: flag, value: name, accepted: .oneOf(DemoScenario.allCases.map(\.rawValue)))
                }
                options.scenario = scenario
                options.scenarioWasSet = true
            case "--card":
                options.cardNumber = try value()
            case "--base-url":
                let text = try value()
                guard let url = URL(string: text), url.scheme == "http" || url.scheme == "https", url.host != nil
                else { throw .invalidValue(flag: flag, value: text, accepted: .httpURL) }
                options.baseURL = url
            case "--api-key": options.apiKey = try value()
            case "--private-key": options.privateKey = try value()
            case "--country":
                let code = try value()
                guard let country = Self.country(code) else {
                    throw .refused(flag: flag, value: code, reason: .notACountry)
                }
                options.country = country
                options.countryWasSet = true
            case "--currency":
                let code = try value()
                guard let currency = Self.currency(code) else {
                    throw .refused(flag: flag, value: code, reason: .notACurrency)
                }
                options.currency = currency
                options.currencyWasSet = true
            case "--language": options.language = try value()
            case "--amount":
                let text = try value()
                guard let amount = Self.amount(text) else {
                    throw .invalidValue(flag: flag, value: text, accepted: .positiveAmount)
                }
                options.amount = amount
                options.amountText = text
                options.amountWasSet = true
            default: throw .unknownFlag(flag)
            }
        }
        if options.method == "PIX" {
            if !options.countryWasSet { options.country = "BR" }
            if !options.currencyWasSet { options.currency = "BRL" }
            if !options.amountWasSet { options.amount = 150 }
        }
        try options.refuseWhatCannotApply()
        return options
    }

    /// Refuses a combination of flags in which one flag would be silently ignored: the first such flag, with why.
    private func refuseWhatCannotApply() throws(ParseError) {
        if mode == .enroll && method != "CARD" {
            throw .refused(flag: "--method", value: method, reason: .enrollmentSavesCards)
        }
        if interactive {
            if scenarioWasSet {
                throw .refused(flag: "--scenario", value: scenario.rawValue, reason: .interactiveScenario)
            }
            if cardNumber != nil { throw .refused(flag: "--card", value: "…", reason: .interactiveCard) }
        }
        if shopper == .browser {
            if interactive { throw .refused(flag: "--shopper", value: "browser", reason: .browserNotInteractive) }
            if baseURL == nil { throw .refused(flag: "--shopper", value: "browser", reason: .browserNeedsHTTP) }
        }
        if facade && ![.seamless, .full].contains(mode) {
            throw .refused(flag: "--mode", value: mode.rawValue, reason: .facadeModes)
        }
        if let refusal = scenario.refusal(method: method, mode: mode) {
            throw .refused(flag: "--scenario", value: scenario.rawValue, reason: refusal)
        }
        if shopper == .browser && scenario != .challenge {
            throw .refused(flag: "--shopper", value: "browser", reason: .browserNeedsChallenge)
        }
        if baseURL == nil {
            if let apiKey { throw .refused(flag: "--api-key", value: apiKey, reason: .keyWithoutBaseURL) }
            // A secret: never echoed.
            if privateKey != nil { throw .refused(flag: "--private-key", value: "…", reason: .keyWithoutBaseURL) }
        }
        if mode == .enroll {
            if amountWasSet {
                throw .refused(flag: "--amount", value: amountText ?? "\(amount)", reason: .enrollmentHasNoAmount)
            }
            if currencyWasSet { throw .refused(flag: "--currency", value: currency, reason: .enrollmentHasNoAmount) }
        }
        if method == "PIX" {
            if country != "BR" { throw .refused(flag: "--country", value: country, reason: .pixBrazilOnly) }
            if currency != "BRL" { throw .refused(flag: "--currency", value: currency, reason: .pixBrazilOnly) }
        }
        if let amountText, let digits = ISOCurrency.minorUnits(for: currency), Self.decimalPlaces(amountText) > digits {
            throw .refused(
                flag: "--amount", value: amountText, reason: .tooManyDecimals(currency: currency, digits: digits))
        }
        // The card is never echoed (``ParseError/refused(flag:value:reason:)`` is printed).
        if cardNumber != nil {
            if method != "CARD" { throw .refused(flag: "--card", value: "…", reason: .cardWithMethod(method)) }
            if scenario != .approve {
                throw .refused(flag: "--card", value: "…", reason: .cardWithScenario(scenario.rawValue))
            }
        }
    }

    /// `text` as a positive amount: digits with an optional `.` and decimals (`52000`, `149.90`); `nil` for anything
    /// else — a sign, an exponent, a thousands separator or trailing text are not read as part of a number.
    static func amount(_ text: String) -> Decimal? {
        guard text.wholeMatch(of: /[0-9]+(\.[0-9]+)?/) != nil,
            let amount = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")), amount > 0
        else { return nil }
        return amount
    }

    /// The decimal places `text` (a valid ``amount(_:)``) really uses: `1000.50` uses 1, `1000.0` none.
    static func decimalPlaces(_ text: String) -> Int {
        guard let point = text.firstIndex(of: ".") else { return 0 }
        return text[text.index(after: point)...].reversed().drop { $0 == "0" }.count
    }

    /// `code` upper-cased when it is an ISO 3166-1 alpha-2 country the SDK accepts (`co` → `CO`); `nil` otherwise.
    static func country(_ code: String) -> String? {
        let upper = code.uppercased()
        return ISOCountry.isValid(upper) ? upper : nil
    }

    /// `code` upper-cased when it is an ISO 4217 currency a payment can be made in (`brl` → `BRL`; not `XXX`);
    /// `nil` otherwise.
    static func currency(_ code: String) -> String? {
        let upper = code.uppercased()
        return ISOCurrency.minorUnits(for: upper) != nil ? upper : nil
    }
}
