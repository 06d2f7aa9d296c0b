import Foundation
import Testing

@_spi(Benchmarks) @testable import YunoSDK

/// Issue 37, item 10 (Yuno SDK 2.21's installments): which options a card gets, which is the default, and what the
/// delegate hears — once for the default, on each change, `nil` once when the selection stops applying, never the
/// same value twice in a row — decided by ``InstallmentSelection`` and forwarded by the card form in the same turn.
@Suite("Installments: the options for a card and the selection the delegate hears")
@MainActor
struct InstallmentSelectionTests {
    static let planID = "3f2a9c4e-8b1d-4e6f-a7c2-5d9e0b1f4a63"
    static let amount = Decimal(string: "120.50")!
    static let visa = "4507990000000002"
    static let mastercard = "5252440000000002"

    /// 1, 3, 6 installments at rate 1 and 12 at rate 1.2, for Visa only unless told otherwise.
    static func plan(brands: [String]? = ["VISA"], amount: InstallmentPlan.AmountRange? = nil) -> InstallmentPlan {
        InstallmentPlan(
            planID: planID,
            options: [
                .init(installment: 1), .init(installment: 3), .init(installment: 6),
                .init(installment: 12, rate: Decimal(string: "1.2")!),
            ],
            brands: brands, amount: amount)
    }

    static func selection(_ plan: InstallmentPlan = plan()) -> InstallmentSelection {
        InstallmentSelection(plan: plan, amount: amount, currency: "COP", language: .en)
    }

    static func option(_ installment: Int, each: String, total: String) -> YunoInstallmentSelected {
        let shown = ISOCurrency.formatted(Decimal(string: each)!, currency: "COP", in: .en)!
        let localizer = YunoLocalizer(language: .en)
        let label =
            installment == 1
            ? localizer.string(.cardInstallmentSingle, ["amount": shown])
            : localizer.string(.cardInstallmentMultiple, ["count": "\(installment)", "amount": shown])
        return YunoInstallmentSelected(
            installment: installment, label: label,
            amount: YunoInstallmentAmount(currency: "COP", value: each, totalValue: total))
    }

    static let one = option(1, each: "120.50", total: "120.50")
    static let three = option(3, each: "40.17", total: "120.50")
    static let six = option(6, each: "20.08", total: "120.50")
    static let twelve = option(12, each: "12.05", total: "144.60")

    @Test("Once the IIN is typed, the plan's options appear in order and the first is reported once, as the default")
    func defaultOnce() {
        var selection = Self.selection()
        #expect(selection.cardChanged(digits: "45079", brand: .visa) == [], "five digits: no card known yet")
        #expect(selection.options == [])
        #expect(selection.cardChanged(digits: "450799", brand: .visa) == [Self.one])
        #expect(selection.options == [Self.one, Self.three, Self.six, Self.twelve])
        #expect(selection.selected == Self.one)
        #expect(selection.cardChanged(digits: "4507990000", brand: .visa) == [], "same options: nothing new")
        #expect(Self.one.label == "1 payment of \(ISOCurrency.formatted(Self.amount, currency: "COP", in: .en)!)")
    }

    @Test("A pick is reported once; the same pick again, or a number of installments not offered, is not")
    func changeNoDuplicates() {
        var selection = Self.selection()
        _ = selection.cardChanged(digits: Substring(Self.visa), brand: .visa)
        #expect(selection.select(installment: 3) == [Self.three])
        #expect(selection.select(installment: 3) == [])
        #expect(selection.select(installment: 5) == [])
        #expect(selection.selected == Self.three)
        #expect(selection.select(installment: 12) == [Self.twelve], "rate 1.2: 144.60 in 12 payments of 12.05")
        #expect(selection.choice == TokenRequest.Installment(id: Self.planID, value: 12))
    }

    @Test("A BIN change to a card the plan does not cover reports nil once; back to a covered card, the default again")
    func binChange() {
        var selection = Self.selection()
        _ = selection.cardChanged(digits: Substring(Self.visa), brand: .visa)
        _ = selection.select(installment: 6)
        #expect(selection.cardChanged(digits: Substring(Self.mastercard), brand: .mastercard) == [nil])
        #expect(selection.options == [] && selection.selected == nil && selection.choice == nil)
        #expect(selection.cardChanged(digits: "525244", brand: .mastercard) == [], "nil is reported once")
        #expect(selection.cardChanged(digits: "", brand: nil) == [])
        #expect(selection.cardChanged(digits: Substring(Self.visa), brand: .visa) == [Self.one])
    }

    @Test("A BIN change between two covered cards keeps the selection, and reports nothing")
    func binChangeKeepsSelection() {
        var selection = Self.selection(Self.plan(brands: ["VISA", "MASTERCARD"]))
        _ = selection.cardChanged(digits: Substring(Self.visa), brand: .visa)
        _ = selection.select(installment: 6)
        #expect(selection.cardChanged(digits: Substring(Self.mastercard), brand: .mastercard) == [])
        #expect(selection.selected == Self.six)
    }

    @Test("Clearing the number reports nil once; a plan without brand filter covers every card")
    func clearedNumber() {
        var selection = Self.selection(Self.plan(brands: nil))
        #expect(selection.cardChanged(digits: "370000", brand: .amex) == [Self.one])
        #expect(selection.cardChanged(digits: "37", brand: .amex) == [nil])
        #expect(selection.cardChanged(digits: "", brand: nil) == [])
    }

    @Test("An amount outside the plan's range, or another currency, gets no options; no plan, no reports at all")
    func amountAndNoPlan() {
        var outside = Self.selection(
            Self.plan(brands: nil, amount: .init(currency: "COP", minValue: 500, maxValue: nil)))
        #expect(outside.cardChanged(digits: Substring(Self.visa), brand: .visa) == [])
        var currency = Self.selection(Self.plan(brands: nil, amount: .init(currency: "USD")))
        #expect(currency.cardChanged(digits: Substring(Self.visa), brand: .visa) == [])
        var inside = Self.selection(
            Self.plan(brands: nil, amount: .init(currency: "cop", minValue: 100, maxValue: 200)))
        #expect(inside.cardChanged(digits: Substring(Self.visa), brand: .visa) == [Self.one])
        var none = InstallmentSelection()
        #expect(none.cardChanged(digits: Substring(Self.visa), brand: .visa) == [])
        #expect(none.select(installment: 1) == [])
    }

    @Test("The card form reports to its delegate in order, in the turn of each change, as the number is typed")
    func cardFormReportsInOrder() {
        let form = CardForm(now: { Date(timeIntervalSince1970: 1_779_000_000) })
        var heard: [YunoInstallmentSelected?] = []
        form.offerInstallments(
            Self.plan(), amount: Self.amount, currency: "COP", reporter: { selection in heard.append(selection) })
        #expect(form.installmentOptions == [] && heard.isEmpty)
        for length in 1...Self.visa.count {
            form.number = String(Self.visa.prefix(length))
            #expect(heard.count == (length >= 6 ? 1 : 0), "after \(length) digits")
        }
        #expect(form.installmentOptions.map(\.installment) == [1, 3, 6, 12])
        #expect(form.selectedInstallment == Self.one)
        form.selectInstallment(3)
        #expect(heard == [Self.one, Self.three])
        form.number = Self.mastercard
        #expect(heard == [Self.one, Self.three, nil])
        form.number = ""
        form.number = Self.visa
        #expect(heard == [Self.one, Self.three, nil, Self.one])
        #expect(form.chosenInstallment == TokenRequest.Installment(id: Self.planID, value: 1))
        #expect(form.installmentsTitle == "Installments")
    }

    @Test("A card form offered no plan shows no options and reports nothing")
    func noPlanNoReports() {
        let form = CardForm()
        var heard: [YunoInstallmentSelected?] = []
        form.offerInstallments(nil, amount: Self.amount, currency: "COP", reporter: { heard.append($0) })
        form.number = Self.visa
        form.selectInstallment(1)
        #expect(form.installmentOptions == [] && heard.isEmpty && form.chosenInstallment == nil)
    }

    @Test("The session's installments decode from the published shape; null or empty plans offer none")
    func sessionDecodes() throws {
        func summary(_ json: String) throws -> CheckoutSessionSummary {
            try CheckoutSessionSummary(json: Data(json.utf8))
        }
        let published = try summary(PublishedExamples.checkoutSession)
        #expect(published.installments == nil && published.amount?.value == 520)
        let offered = try summary(
            #"{"amount": {"currency": "COP", "value": 120.5}, "installments": {"plan_id": "p-1", "#
                + #""plan": [{"installment": 1, "rate": 1}, {"installment": 3, "rate": 1.5}], "brand": ["VISA"]}}"#)
        #expect(offered.installments?.planID == "p-1")
        #expect(offered.installments?.options == [.init(installment: 1), .init(installment: 3, rate: 1.5)])
        #expect(offered.installments?.brands == ["VISA"])
        let damaged = try summary(#"{"amount": {"currency": "COP", "value": 1}, "installments": {"plan": "x"}}"#)
        #expect(damaged.installments == nil && damaged.amount?.value == 1, "a damaged plan costs nothing else")
    }

    @Test("The token request carries the choice in the card as installment{id, value}; no choice, no key")
    func tokenWire() throws {
        var card = TokenRequest.Card(
            number: Self.visa, expirationMonth: 11, expirationYear: 28, securityCode: "123", holderName: "J D")
        let without = String(
            decoding: try TokenRequest(
                paymentMethod: .init(type: "CARD", vaultOnSuccess: false, vaultedToken: nil, card: card)
            ).json(), as: UTF8.self)
        #expect(!without.contains("installment"))
        card.installment = .init(id: Self.planID, value: 6)
        let with = String(
            decoding: try TokenRequest(
                paymentMethod: .init(type: "CARD", vaultOnSuccess: false, vaultedToken: nil, card: card)
            ).json(), as: UTF8.self)
        #expect(with.contains(#""installment":{"id":"\#(Self.planID)","value":6}"#))
    }

    @Test("A headless card's installment (CardData(installment:)) goes into the token's card, as the form's does")
    func headlessInstallment() throws {
        let detail = CardData.Detail(
            number: "4507990000000002", expirationMonth: 11, expirationYear: 28, securityCode: "123",
            holderName: "John Doe")
        let chosen = try HeadlessCard.validated(
            CardData(detail: detail, installment: .init(id: "plan-1", value: 3)), now: TestSupport.now)
        #expect(chosen.installment == TokenRequest.Installment(id: "plan-1", value: 3))
        let none = try HeadlessCard.validated(CardData(detail: detail), now: TestSupport.now)
        #expect(none.installment == nil)
    }
}
