import Foundation
import Testing

@testable import YunoSDK

/// Issue 37, items 1 and 5 (rows): the list's estimated height counts every part at the shopper's text size, the
/// measured height is reported once per real change, and a row's icon loads only from an acceptable address.
@Suite("Payment-method list layout: estimate, measured height, icons")
@MainActor
struct PaymentMethodListLayoutTests {
    typealias Metrics = PaymentMethodListMetrics

    static let visa = PaymentMethodItem(
        name: "Card", paymentMethodType: "CARD", category: "CARD", vaultedToken: "vt-visa",
        savedCard: .init(brand: .visa, lastFour: "0002", expirationMonth: 11, expirationYear: 2028))
    static let pix = PaymentMethodItem(
        name: "PIX", paymentMethodType: "PIX", iconID: "https://icons.example.com/pix.png", isPreferred: true)
    static let card = PaymentMethodItem(name: "Card", paymentMethodType: "CARD")

    static func rows(_ count: Int, subtitle: Bool = false, remove: Bool = false) -> Metrics.Content {
        .rows(
            Array(
                repeating: Metrics.Row(titleLength: 10, subtitleLength: subtitle ? 20 : nil, hasRemoveButton: remove),
                count: count), emptyMessageLength: 33)
    }

    // MARK: Text size

    @Test("the default text size is Large, at scale 1; AX5 body text is 53 pt, 62 pt a line (HIG table)")
    func textSizeTable() {
        #expect(YunoTextSize.default == .large)
        #expect(YunoTextSize.large.scale(.body) == 1)
        #expect(YunoTextSize.large.pointSize(.body) == 17 && YunoTextSize.large.lineHeight(.body) == 22)
        #expect(YunoTextSize.accessibility5.pointSize(.body) == 53)
        #expect(YunoTextSize.accessibility5.lineHeight(.body) == 62)
        #expect(YunoTextSize.xSmall.pointSize(.caption) == 11)
        #expect(YunoTextSize.allCases.count == 12)
        #expect(YunoTextSize.allCases == YunoTextSize.allCases.sorted())
        for style in YunoTextSize.Style.allCases {
            let sizes = YunoTextSize.allCases.map { $0.pointSize(style) }
            #expect(sizes == sizes.sorted(), "\(style) never shrinks as the text size grows")
        }
        #expect(!YunoTextSize.xxxLarge.isAccessibilitySize && YunoTextSize.accessibility1.isAccessibilitySize)
    }

    // MARK: The estimate, part by part

    @Test("an empty list is not 0 pt: padding, heading, spacing and the empty-state message")
    func emptyListEstimate() {
        let metrics = Metrics(content: Self.rows(0))
        #expect(metrics.height == 2 * 16 + 22 + 8 + 22)
        #expect(PaymentMethodList(items: []).height == metrics.height)
        #expect(PaymentMethodList(items: []).height > 0)
    }

    @Test("one one-line row: the 44 pt tap target and 8 pt above and below it, no divider")
    func oneRowEstimate() {
        let metrics = Metrics(content: Self.rows(1))
        #expect(metrics.contentHeight == 44 + 2 * 8)
        #expect(metrics.height == 2 * 16 + 22 + 8 + 60)
        #expect(PaymentMethodList.rowHeight == 60)
    }

    @Test("many rows: each row and each divider between two rows counts")
    func manyRowsEstimate() {
        let one = Metrics(content: Self.rows(1)).height
        let five = Metrics(content: Self.rows(5)).height
        #expect(five - one == 4 * (60 + Metrics.dividerHeight))
        let list = PaymentMethodList(items: [Self.visa, Self.pix, Self.card])
        #expect(list.height == list.metrics(textSize: .default, language: .en).height)
        #expect(list.height > 3 * 56, "more than the old 56 pt × rows")
    }

    @Test("a subtitle makes the row two lines: title + 2 pt + caption line when taller than the tap target")
    func subtitleCounts() {
        let plain = Metrics(content: Self.rows(1), textSize: .xxxLarge)
        let twoLines = Metrics(content: Self.rows(1, subtitle: true), textSize: .xxxLarge)
        #expect(twoLines.contentHeight - plain.contentHeight == 29 + 2 + 23 - 44)
    }

    @Test("the heading and the padding count")
    func headingAndPaddingCount() {
        let metrics = Metrics(content: Self.rows(1))
        #expect(metrics.headingHeight == 22)
        #expect(
            metrics.height
                == (2 * Metrics.padding + metrics.headingHeight + Metrics.sectionSpacing
                + metrics.contentHeight).rounded(.up))
        let wrapped = Metrics(content: Self.rows(1), headingLength: 60, availableWidth: 320)
        #expect(wrapped.headingHeight == 2 * 22, "a heading wider than the list wraps to a second line")
    }

    @Test("loading: one line at least the tap target; failed: the message, 8 pt, and the Retry button")
    func loadingAndFailedCount() {
        #expect(Metrics(content: .loading(messageLength: 8)).contentHeight == 44)
        let failed = Metrics(content: .failed(messageLength: 41, retryTitleLength: 5))
        #expect(failed.contentHeight == 22 + 8 + 44)
        let failedLarge = Metrics(content: .failed(messageLength: 41, retryTitleLength: 5), textSize: .accessibility5)
        #expect(failedLarge.contentHeight == 62 + 8 + 62)
    }

    @Test("at AX5 every row, the heading and the message grow with the text, and 0, 1 and many rows stay ordered")
    func largestAccessibilitySize() {
        for count in [0, 1, 6] {
            let regular = Metrics(content: Self.rows(count, subtitle: true), textSize: .default)
            let largest = Metrics(content: Self.rows(count, subtitle: true), textSize: .accessibility5)
            #expect(largest.height > regular.height, "\(count) rows")
        }
        let empty = Metrics(content: Self.rows(0), textSize: .accessibility5)
        #expect(empty.height == 2 * 16 + 62 + 8 + 62)
        let one = Metrics(content: Self.rows(1, subtitle: true), textSize: .accessibility5)
        #expect(one.contentHeight == 62 + 2 + 51 + 2 * 8)
        let six = Metrics(content: Self.rows(6, subtitle: true), textSize: .accessibility5)
        #expect(six.contentHeight == 6 * one.contentHeight + 5 * Metrics.dividerHeight)
        #expect(one.iconSide == (24 * 53.0 / 17).rounded())
    }

    @Test("at the accessibility sizes Remove goes under the texts and its line counts; beside them it does not")
    func removeButtonCounts() {
        let beside = Metrics(content: Self.rows(1, remove: true), textSize: .xxxLarge)
        #expect(!beside.stacksRemoveButton)
        #expect(beside.contentHeight == Metrics(content: Self.rows(1), textSize: .xxxLarge).contentHeight)
        let stacked = Metrics(content: Self.rows(1, remove: true), textSize: .accessibility5)
        #expect(stacked.stacksRemoveButton)
        let without = Metrics(content: Self.rows(1), textSize: .accessibility5)
        #expect(without.contentHeight == 75 + 2 * 8, "the 75 pt icon is the row's tallest part")
        #expect(stacked.contentHeight == 62 + 2 + 51 + 2 * 8, "title line, 2 pt, the Remove line, padding")
    }

    @Test("with a width, a title too long for it wraps and the row grows by a line")
    func wrappingCounts() {
        let short = Metrics(content: Self.rows(1, subtitle: true), textSize: .accessibility5, availableWidth: 375)
        let longRow = Metrics.Row(titleLength: 40, subtitleLength: 20)
        let long = Metrics(
            content: .rows([longRow], emptyMessageLength: 33), textSize: .accessibility5, availableWidth: 375)
        #expect(long.contentHeight > short.contentHeight)
        #expect((long.contentHeight - short.contentHeight).truncatingRemainder(dividingBy: 62) == 0)
    }

    @Test("the list's estimate follows the text size and language it is told")
    func estimateFollowsTextSize() {
        var heights: [Double] = []
        let list = PaymentMethodList(items: [Self.visa, Self.pix], onHeightChange: { heights.append($0) })
        let regular = list.height
        list.updateLayout(textSize: .accessibility5, language: .en)
        #expect(list.estimatedHeight == list.metrics(textSize: .accessibility5, language: .en).height)
        #expect(list.height > regular)
        #expect(heights == [list.height], "the new estimate is reported once")
        list.updateLayout(textSize: .accessibility5, language: .en)
        #expect(heights.count == 1, "no change, no report")
    }

    // MARK: Measured height

    @Test("the estimate is used until a measurement arrives; then the measurement, rounded up, is the height")
    func estimateBeforeMeasurement() {
        var heights: [Double] = []
        let list = PaymentMethodList(items: [Self.visa, Self.pix], onHeightChange: { heights.append($0) })
        list.reportHeight()
        #expect(list.measuredHeight == nil)
        #expect(heights == [list.estimatedHeight])
        list.reportMeasuredHeight(412.3)
        #expect(list.measuredHeight == 413)
        #expect(list.height == 413)
        #expect(heights == [list.estimatedHeight, 413])
        list.update(items: [Self.visa])
        #expect(heights.count == 2, "after a measurement, the view's next measurement reports, not the estimate")
        list.updateLayout(textSize: .accessibility3, language: .en)
        #expect(heights.count == 2)
    }

    @Test("one report per real change of the measured height; none for sub-point jitter")
    func measuredReportsOncePerChange() {
        var heights: [Double] = []
        let list = PaymentMethodList(items: [Self.card], onHeightChange: { heights.append($0) })
        list.reportMeasuredHeight(200)
        list.reportMeasuredHeight(200)
        list.reportMeasuredHeight(200.4)
        list.reportMeasuredHeight(199.7)
        #expect(heights == [200])
        list.reportMeasuredHeight(260.5)
        list.reportMeasuredHeight(260.9)
        #expect(heights == [200, 261])
        list.reportMeasuredHeight(200)
        #expect(heights == [200, 261, 200])
    }

    @Test("a measurement within a point of the reported estimate confirms it without a second report")
    func measurementConfirmsEstimate() {
        var heights: [Double] = []
        let list = PaymentMethodList(items: [Self.card], onHeightChange: { heights.append($0) })
        list.reportHeight()
        let estimate = list.estimatedHeight
        list.reportMeasuredHeight(estimate - 0.4)
        #expect(heights == [estimate])
        #expect(list.measuredHeight == estimate)
        list.updateLayout(textSize: .accessibility5, language: .en)
        #expect(heights == [estimate], "the estimate is no longer used")
    }

    @Test("a view not laid out yet (0, negative, not finite) is not a measurement")
    func invalidMeasurementsIgnored() {
        var heights: [Double] = []
        let list = PaymentMethodList(items: [Self.card], onHeightChange: { heights.append($0) })
        for value in [0, -3, Double.nan, Double.infinity] { list.reportMeasuredHeight(value) }
        #expect(heights.isEmpty)
        #expect(list.measuredHeight == nil)
    }

    // MARK: Icons

    @Test("an icon loads only from an absolute https address with a host and no credentials")
    func iconURLAcceptability() {
        #expect(
            PaymentMethodIcon.acceptableURL("https://icons.y.uno/pix.png")?.absoluteString
                == "https://icons.y.uno/pix.png")
        #expect(PaymentMethodIcon.acceptableURL("  HTTPS://icons.y.uno/card.svg\n") != nil)
        for refused in [
            nil, "", "   ", "card_icon", "http://icons.y.uno/pix.png", "data:image/png;base64,AAAA",
            "file:///etc/passwd", "javascript:alert(1)", "https://", "https:///pix.png",
            "https://user:secret@icons.y.uno/pix.png", "//icons.y.uno/pix.png",
            "https://icons.y.uno/" + String(repeating: "a", count: 2100),
        ] {
            #expect(PaymentMethodIcon.acceptableURL(refused) == nil, "\(refused ?? "nil")")
        }
    }

    @Test("a row's icon: the backend's URL over the category symbol, hidden from VoiceOver, named after the method")
    func rowIcon() {
        let list = PaymentMethodList(items: [Self.visa, Self.pix, Self.card])
        let pix = list.icon(for: Self.pix, in: .en)
        #expect(pix.remoteURL?.absoluteString == "https://icons.example.com/pix.png")
        #expect(pix.symbolName == "qrcode")
        #expect(pix.isAccessibilityHidden)
        #expect(pix.accessibilityLabel == "PIX")
        let visa = list.icon(for: Self.visa, in: .en)
        #expect(visa.remoteURL == nil, "no icon: the symbol only")
        #expect(visa.symbolName == "creditcard")
        #expect(visa.accessibilityLabel == "Visa, ending 0002")
        let insecure = PaymentMethodItem(
            name: "Nequi", paymentMethodType: "NEQUI", category: "WALLET", iconID: "http://x.co/n.png")
        #expect(list.icon(for: insecure, in: .en).remoteURL == nil)
        #expect(list.icon(for: insecure, in: .en).symbolName == "wallet.pass")
    }

    @Test("a row's icon address comes from the published icon field of the method list")
    func iconFromWire() throws {
        let info = PaymentMethodInfo(name: "PIX", type: "PIX", icon: "https://icons.y.uno/pix.png")
        #expect(PaymentMethodItem(info).iconID == "https://icons.y.uno/pix.png")
    }
}
