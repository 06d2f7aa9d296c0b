import Foundation
import Observation
import Synchronization
import Testing

@testable import YunoSDK

/// The native screens' platform-neutral models: accessibility identifiers, the observable payment-method list, the
/// loader and the status screen's controls.
@Suite("Native screens: identifiers, method list, loader, status", .timeLimit(.minutes(3)))
@MainActor
struct NativeScreenModelTests {
    @Test("Accessibility identifiers keep their published spellings")
    func identifierSpellings() {
        let expected: [(String, String)] = [
            (YunoAccessibilityIdentifier.cardNumber, "yuno.cardForm.number"),
            (YunoAccessibilityIdentifier.expiry, "yuno.cardForm.expiry"),
            (YunoAccessibilityIdentifier.securityCode, "yuno.cardForm.securityCode"),
            (YunoAccessibilityIdentifier.holderName, "yuno.cardForm.holderName"),
            (YunoAccessibilityIdentifier.cardNumberError, "yuno.cardForm.number.error"),
            (YunoAccessibilityIdentifier.saveCard, "yuno.cardForm.saveCard"),
            (YunoAccessibilityIdentifier.pay, "yuno.cardForm.pay"),
            (YunoAccessibilityIdentifier.next, "yuno.cardForm.next"),
            (YunoAccessibilityIdentifier.back, "yuno.cardForm.back"),
            (YunoAccessibilityIdentifier.cancel, "yuno.cardForm.cancel"),
            (YunoAccessibilityIdentifier.methodsList, "yuno.methods.list"),
            (YunoAccessibilityIdentifier.loader, "yuno.loader"),
            (YunoAccessibilityIdentifier.statusTitle, "yuno.status.title"),
            (YunoAccessibilityIdentifier.statusDone, "yuno.status.done"),
            (YunoAccessibilityIdentifier.statusRetry, "yuno.status.retry"),
            (YunoAccessibilityIdentifier.cardFormDeclineNotice, "yuno.cardForm.declineNotice"),
            (YunoAccessibilityIdentifier.qrImage, "yuno.qr.image"),
            (YunoAccessibilityIdentifier.qrCopy, "yuno.qr.copy"),
            (YunoAccessibilityIdentifier.qrClose, "yuno.qr.close"),
        ]
        for (value, spelling) in expected { #expect(value == spelling) }
        let card = PaymentMethodItem(name: "Card", paymentMethodType: "CARD")
        let saved = PaymentMethodItem(name: "Card", paymentMethodType: "CARD", vaultedToken: "vt-1")
        #expect(YunoAccessibilityIdentifier.methodRow(card) == "yuno.methods.row.CARD")
        #expect(YunoAccessibilityIdentifier.methodRow(saved) == "yuno.methods.row.vt-1")
        #expect(YunoAccessibilityIdentifier.unenrollButton(saved) == "yuno.methods.unenroll.vt-1")
    }

    @Test("Accessibility identifiers are unique, prefixed, and cover every field and its error line")
    func identifiersUnique() {
        let fields = CardForm.Field.allCases
        let all =
            YunoAccessibilityIdentifier.all + fields.map(YunoAccessibilityIdentifier.field)
            + fields.map(YunoAccessibilityIdentifier.error(for:))
        #expect(Set(YunoAccessibilityIdentifier.all).count == YunoAccessibilityIdentifier.all.count)
        #expect(Set(all) == Set(YunoAccessibilityIdentifier.all), "field identifiers are among the fixed ones")
        #expect(Set(fields.map(YunoAccessibilityIdentifier.field)).count == fields.count)
        for identifier in all {
            #expect(identifier.hasPrefix("yuno."))
            #expect(!identifier.hasPrefix(YunoAccessibilityIdentifier.methodRowPrefix))
            #expect(!identifier.hasPrefix(YunoAccessibilityIdentifier.unenrollButtonPrefix))
            #expect(identifier.allSatisfy { $0.isASCII && ($0.isLetter || $0 == ".") })
        }
    }

    static let visa = PaymentMethodItem(
        name: "Card", paymentMethodType: "CARD", category: "CARD", vaultedToken: "vt-visa",
        savedCard: .init(brand: .visa, lastFour: "0002", expirationMonth: 11, expirationYear: 2028))
    static let pix = PaymentMethodItem(name: "PIX", paymentMethodType: "PIX", isPreferred: true)
    static let card = PaymentMethodItem(name: "Card", paymentMethodType: "CARD", category: "CARD")

    @Test("Rows: saved first, spoken without bullets, 'Selected' when selected; unenroll only for saved rows")
    func rows() {
        let list = PaymentMethodList(items: [Self.card, Self.pix, Self.visa], onUnenroll: { _ in true })
        #expect(list.items == [Self.visa, Self.pix, Self.card])
        #expect(list.accessibilityLabel(for: Self.visa, in: .en) == "Visa, ending 0002, Saved card, Expires 11/28")
        #expect(list.accessibilityLabel(for: Self.pix, in: .en) == "PIX, Recommended")
        list.select(Self.card)
        #expect(list.isSelected(Self.card))
        #expect(list.accessibilityLabel(for: Self.card, in: .en) == "Card, Selected")
        #expect(list.accessibilityLabel(for: Self.card, in: .es) == "Card, Seleccionado")
        #expect(list.canUnenroll(Self.visa))
        #expect(!list.canUnenroll(Self.pix))
        #expect(list.unenrollTitle(in: .en) == "Remove")
        #expect(list.unenrollAccessibilityLabel(for: Self.visa, in: .en) == "Remove Visa, ending 0002")
        #expect(list.unenrollAccessibilityLabel(for: Self.visa, in: .pt) == "Remover Visa, final 0002")
        #expect([Self.visa, Self.pix, Self.card].map(list.symbolName(for:)) == ["creditcard", "qrcode", "creditcard"])
        #expect(!PaymentMethodList(items: [Self.visa]).canUnenroll(Self.visa), "no handler, no button")
        for language in YunoLanguage.allCases {
            let label = list.accessibilityLabel(for: Self.visa, in: language)
            #expect(!label.contains("•") && !label.contains("·"), "\(language.rawValue): \(label)")
        }
    }

    @Test("A row's description never shows the saved card's expiry")
    func descriptionHidesExpiry() {
        for text in [Self.visa.description, Self.visa.debugDescription, TestSupport.dumped(Self.visa)] {
            #expect(!text.contains("2028") && !text.contains("11/28"))
            #expect(text.contains("0002"))
        }
    }

    /// Runs `change` and reports whether reading `read` before it was invalidated.
    static func notifies(_ read: () -> Void, _ change: () async -> Void) async -> Bool {
        let changed = Mutex(false)
        withObservationTracking(read, onChange: { changed.withLock { $0 = true } })
        await change()
        return changed.withLock { $0 }
    }

    @Test("The list is observable: selecting, unenrolling and replacing rows notify")
    func observable() async {
        let list = PaymentMethodList(items: [Self.visa, Self.card], onUnenroll: { _ in true })
        #expect(await Self.notifies({ _ = list.selected }, { list.select(Self.card) }))
        #expect(await Self.notifies({ _ = list.items }, { _ = await list.unenroll(Self.visa) }))
        #expect(list.items == [Self.card])
        #expect(await Self.notifies({ _ = list.items }, { list.update(items: [Self.pix]) }))
        #expect(list.selected == nil, "the selected row left the list")
        list.select(Self.pix)
        #expect(await Self.notifies({ _ = list.isSelected(Self.pix) }, { list.update(items: []) }))
        #expect(list.selected == nil)
        #expect(!(await Self.notifies({ _ = list.items }, { list.select(Self.card) })), "not in the list: ignored")
    }

    @Test("While a row is unenrolled its button is disabled and a second press is ignored")
    func unenrollInFlight() async {
        let gate = Gate()
        let list = PaymentMethodList(
            items: [Self.visa], onUnenroll: { _ in await withCheckedContinuation { gate.waiter = $0 } })
        #expect(list.isUnenrollEnabled(Self.visa))
        let first = Task { await list.unenroll(Self.visa) }
        while gate.waiter == nil { await Task.yield() }
        #expect(list.unenrollingIDs == ["vt-visa"])
        #expect(!list.isUnenrollEnabled(Self.visa))
        #expect(await list.unenroll(Self.visa) == false)
        gate.waiter?.resume(returning: false)
        #expect(await first.value == false, "the backend refused: the row stays")
        #expect(list.items == [Self.visa])
        #expect(list.isUnenrollEnabled(Self.visa))
    }

    @Test("Loader and status screen text and symbols")
    func loaderAndStatus() {
        #expect(LoaderScreen(language: .en).text == "Loading…")
        #expect(LoaderScreen(language: .ja).accessibilityIdentifier == "yuno.loader")
        let approved = PaymentStatusScreen(
            result: .succeeded, status: nil, subStatus: nil, paymentID: "p", amount: nil, currency: nil)
        #expect(approved.doneButtonTitle(in: .en) == "Done")
        #expect(approved.doneButtonTitle(in: .fr) == "Terminé")
        #expect(approved.symbolName == "checkmark.circle.fill")
        #expect(approved.symbolRole == .accent)
        var symbols: Set<String> = []
        for result in Yuno.Result.allCases {
            let screen = PaymentStatusScreen(
                result: result, status: nil, subStatus: nil, paymentID: nil, amount: nil, currency: nil)
            symbols.insert(screen.symbolName)
            #expect(result != .reject || screen.symbolRole == .error)
        }
        #expect(symbols.count == 4)
        #expect(approved.informationHeading(in: .en) == "Payment information")
        let bare = PaymentStatusScreen(
            result: .fail, status: nil, subStatus: nil, paymentID: nil, amount: nil, currency: nil)
        #expect(bare.informationHeading(in: .en) == nil, "no rows, no heading")
        #expect(PaymentMethodList.selectedSymbolName == "checkmark.circle.fill")
    }
}

/// The backend's answer to an unenrollment, held until the test gives it.
@MainActor
private final class Gate {
    var waiter: CheckedContinuation<Bool, Never>?
}
