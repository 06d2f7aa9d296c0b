import Observation

/// The payment-method list a UI shows and binds to: saved methods first, then preferred ones, then the rest.
///
/// Main-actor isolated (UI state) and observable through the Observation framework: a SwiftUI view (or any
/// `withObservationTracking` observer) sees every selection, unenrollment, replacement of the rows, load state and
/// pending removal. Selecting a row records it and tells the owner (in Full checkout, the delegate's
/// `yunoDidSelect(paymentMethod:)`); the list's height changes are reported the same way. The text a row shows and
/// says comes from the methods below, so no view decides it.
///
/// **Height.** ``height`` is what the list reports to its owner (in Full checkout, the delegate's
/// `yunoUpdatePaymentMethodsViewHeight(_:)`): the height the hosting view measured once it has drawn the list
/// (``reportMeasuredHeight(_:)``), and until then an estimate that counts every part of the list at the current text
/// size (``PaymentMethodListMetrics``). A change is reported once, and a measurement that differs from the last
/// report by less than ``heightTolerance`` (layout jitter) is not reported at all.
///
/// **Recovery.** A list filled by ``load(_:)`` is ``LoadState/loading`` first, then ``LoadState/loaded`` or
/// ``LoadState/failed``, which offers ``retry()``. Removing a saved method from the UI asks first:
/// ``requestRemoval(_:)`` sets ``pendingRemoval`` (the view shows a confirmation dialog), and ``confirmRemoval()``
/// or ``cancelRemoval()`` ends it; ``unenroll(_:)`` still removes at once for callers that asked themselves.
@MainActor
@Observable
public final class PaymentMethodList {
    /// Where the list's methods are: loading, loaded, or failed (with ``retry()``).
    public enum LoadState: Sendable, Hashable {
        /// The methods are being fetched; the list shows a spinner.
        case loading
        /// The methods arrived (there may be none: the empty state).
        case loaded
        /// The methods could not be fetched; the list shows why and a Retry button.
        case failed
    }

    /// The rows, in display order.
    public private(set) var items: [PaymentMethodItem]
    /// The selected row, if any.
    public private(set) var selected: PaymentMethodItem?
    /// The ids of the rows whose unenrollment is under way; their unenroll button is disabled meanwhile.
    public private(set) var unenrollingIDs: Set<PaymentMethodItem.ID> = []
    /// Whether the methods are loading, loaded or failed; a list made with rows is ``LoadState/loaded``.
    public private(set) var loadState: LoadState = .loaded
    /// The saved method whose removal waits for the shopper's confirmation, if any.
    public private(set) var pendingRemoval: PaymentMethodItem?
    /// The text size the estimate is for (the view passes the shopper's Dynamic Type size).
    public private(set) var textSize: YunoTextSize = .default
    /// The language the estimate measures the texts in (the view passes its language).
    public private(set) var layoutLanguage: YunoLanguage = .en
    /// The height the hosting view last measured, rounded up to a whole point, or `nil` before a measurement.
    public private(set) var measuredHeight: Double?
    /// The height last reported to the owner, or `nil` before the first report.
    public private(set) var reportedHeight: Double?
    /// The SF Symbol marking the selected row (hidden from VoiceOver: the row's label says "Selected").
    public static let selectedSymbolName = "checkmark.circle.fill"
    /// The height of a one-line row at the default text size, in points: 44 pt of content (the HIG's minimum tap
    /// target) and 8 pt of padding above and below. Kept for callers of earlier versions; the list's height is
    /// ``height``.
    public static let rowHeight: Double = 60
    /// How far, in points, a measurement may differ from the last report and still count as the same height.
    public static let heightTolerance: Double = 1
    @ObservationIgnored private let onSelect: @MainActor (PaymentMethodItem) -> Void
    @ObservationIgnored private let onHeightChange: @MainActor (Double) -> Void
    @ObservationIgnored private let onUnenroll: (@MainActor (PaymentMethodItem) async -> Bool)?
    @ObservationIgnored private var loader: (@MainActor () async -> [PaymentMethodItem]?)?
    /// Counts loads, so that the answer of a superseded load is dropped.
    @ObservationIgnored private var loadGeneration = 0
    /// The unrounded height behind the last report, which jitter is measured against.
    @ObservationIgnored private var heightBasis: Double?
    /// False while the owner sets the list up, before its first report.
    @ObservationIgnored var reportsHeightChanges = true

    /// Creates a list of `items` (re-ordered: saved first, then preferred, then the rest, stable otherwise).
    public init(
        items: [PaymentMethodItem], onSelect: @escaping @MainActor (PaymentMethodItem) -> Void = { _ in },
        onHeightChange: @escaping @MainActor (Double) -> Void = { _ in },
        onUnenroll: (@MainActor (PaymentMethodItem) async -> Bool)? = nil
    ) {
        self.items = Self.ordered(items)
        self.onSelect = onSelect
        self.onHeightChange = onHeightChange
        self.onUnenroll = onUnenroll
    }

    /// The list's height in points, as reported to the owner: the hosting view's measurement once there is one,
    /// else ``estimatedHeight``.
    public var height: Double { measuredHeight ?? estimatedHeight }

    /// The estimated height of the list as drawn at ``textSize`` in ``layoutLanguage`` (one line per text):
    /// ``PaymentMethodListMetrics/height``.
    public var estimatedHeight: Double {
        metrics(textSize: textSize, language: layoutLanguage).height
    }

    /// The layout numbers of the list as it stands, at `textSize`, in `language`, in `availableWidth` points
    /// (or one line per text when `nil`).
    public func metrics(
        textSize: YunoTextSize, language: YunoLanguage, availableWidth: Double? = nil
    ) -> PaymentMethodListMetrics {
        let text = YunoLocalizer(language: language)
        let content: PaymentMethodListMetrics.Content
        switch loadState {
        case .loading:
            content = .loading(messageLength: text.string(.loaderLoading).count)
        case .failed:
            content = .failed(
                messageLength: text.string(.methodsLoadFailed).count, retryTitleLength: text.string(.actionRetry).count)
        case .loaded:
            let removeLength = text.string(.methodsRemove).count
            content = .rows(
                items.map { item in
                    PaymentMethodListMetrics.Row(
                        titleLength: item.title.count, subtitleLength: item.subtitle(in: language)?.count,
                        hasRemoveButton: canUnenroll(item), removeTitleLength: removeLength)
                }, emptyMessageLength: text.string(.methodsEmpty).count)
        }
        return PaymentMethodListMetrics(
            content: content, headingLength: text.string(.methodsTitle).count, textSize: textSize,
            availableWidth: availableWidth)
    }

    /// The list's one-line summary in `language`, for a text front end: the "no methods" message when the methods
    /// loaded and there are none, else the heading ("Choose a payment method").
    public func heading(in language: YunoLanguage) -> String {
        YunoLocalizer(language: language).string(loadState == .loaded && items.isEmpty ? .methodsEmpty : .methodsTitle)
    }

    /// Selects `item`; ignored when it is not in the list.
    public func select(_ item: PaymentMethodItem) {
        guard items.contains(item) else { return }
        selected = item
        onSelect(item)
    }

    /// Whether `item` is the selected row.
    public func isSelected(_ item: PaymentMethodItem) -> Bool {
        selected == item
    }

    /// Whether `item`'s row shows an unenroll button: a saved method (it has a vaulted token) of this list, when
    /// the list has an unenroll handler.
    public func canUnenroll(_ item: PaymentMethodItem) -> Bool {
        onUnenroll != nil && item.vaultedToken != nil && items.contains(item)
    }

    /// Whether `item`'s unenroll button is enabled: it is shown and no unenrollment of the row is under way.
    public func isUnenrollEnabled(_ item: PaymentMethodItem) -> Bool {
        canUnenroll(item) && !unenrollingIDs.contains(item.id)
    }

    /// Removes a saved method (in Full checkout: through the backend, then the delegate's
    /// `yunoDidUnenrollSuccessfully(_:)`) at once, without asking; returns whether it was removed. Rows without a
    /// vaulted token, a list without an unenroll handler, and a row whose unenrollment is already under way return
    /// `false`. While the handler runs, the row is in ``unenrollingIDs``. The native views ask first
    /// (``requestRemoval(_:)``).
    public func unenroll(_ item: PaymentMethodItem) async -> Bool {
        guard isUnenrollEnabled(item), let onUnenroll else { return false }
        unenrollingIDs.insert(item.id)
        let removed = await onUnenroll(item)
        unenrollingIDs.remove(item.id)
        guard removed else { return false }
        update(items: items.filter { $0 != item })
        return true
    }

    /// Replaces the rows (for example after a card was unenrolled) and reports the new height.
    public func update(items newItems: [PaymentMethodItem]) {
        let previous = height
        items = Self.ordered(newItems)
        if let selected, !items.contains(selected) { self.selected = nil }
        if let pendingRemoval, !items.contains(pendingRemoval) { self.pendingRemoval = nil }
        reportEstimate(comparedWith: previous)
    }

    // MARK: Removal, confirmed first

    /// Asks to remove `item`: it becomes ``pendingRemoval`` (the view shows the confirmation) when its unenroll
    /// button is enabled; returns whether it did.
    @discardableResult
    public func requestRemoval(_ item: PaymentMethodItem) -> Bool {
        guard isUnenrollEnabled(item) else { return false }
        pendingRemoval = item
        return true
    }

    /// Removes ``pendingRemoval`` (as ``unenroll(_:)`` does) and clears it; returns whether a method was removed,
    /// `false` when nothing was pending.
    @discardableResult
    public func confirmRemoval() async -> Bool {
        guard let item = pendingRemoval else { return false }
        pendingRemoval = nil
        return await unenroll(item)
    }

    /// Keeps ``pendingRemoval``'s method and clears it.
    public func cancelRemoval() {
        pendingRemoval = nil
    }

    // MARK: Loading, with Retry

    /// Fills the list with what `loader` returns, `nil` meaning the methods could not be loaded: the list is
    /// ``LoadState/loading`` meanwhile, then ``LoadState/loaded`` with the rows or ``LoadState/failed``, where
    /// ``retry()`` runs `loader` again. Each change of height is reported. A later call supersedes an earlier one
    /// still under way (its answer is dropped).
    public func load(_ loader: @escaping @MainActor () async -> [PaymentMethodItem]?) async {
        self.loader = loader
        await runLoader()
    }

    /// Whether ``retry()`` would load again: the load failed and the list knows how to load.
    public var canRetry: Bool { loadState == .failed && loader != nil }

    /// Loads the methods again after a failed load; returns whether they loaded. Does nothing (and returns `false`)
    /// unless ``canRetry``, so a double tap runs one load.
    @discardableResult
    public func retry() async -> Bool {
        guard canRetry else { return false }
        await runLoader()
        return loadState == .loaded
    }

    /// Marks the list as loading without reporting a height (the owner reports the first height itself).
    func markLoading() {
        loadState = .loading
    }

    private func runLoader() async {
        guard let loader else { return }
        loadGeneration += 1
        let generation = loadGeneration
        let before = height
        loadState = .loading
        reportEstimate(comparedWith: before)
        let answer = await loader()
        // A newer load started while this one was suspended: its answer wins.
        guard generation == loadGeneration else { return }
        let previous = height
        if let answer {
            loadState = .loaded
            update(items: answer)
        } else {
            loadState = .failed
            reportEstimate(comparedWith: previous)
        }
    }

    // MARK: Height

    /// Tells the list the text size and language it is drawn with, so that its estimate counts them; reports the
    /// new estimate when it changed and nothing was measured yet.
    public func updateLayout(textSize newTextSize: YunoTextSize, language: YunoLanguage) {
        guard newTextSize != textSize || language != layoutLanguage else { return }
        let previous = height
        textSize = newTextSize
        layoutLanguage = language
        reportEstimate(comparedWith: previous)
    }

    /// Tells the list the height its hosting view measured, in points. The first measurement replaces the estimate
    /// for good; a measurement is reported (rounded up to a whole point) only when it differs from the last report
    /// by ``heightTolerance`` or more, so layout jitter is not. Non-positive and non-finite values (a view not laid
    /// out yet) are ignored.
    public func reportMeasuredHeight(_ measured: Double) {
        guard measured.isFinite, measured > 0 else { return }
        if let basis = heightBasis, abs(measured - basis) < Self.heightTolerance {
            // The same height as reported: the estimate is confirmed and no longer used.
            if measuredHeight == nil { measuredHeight = reportedHeight ?? basis.rounded(.up) }
            return
        }
        let rounded = measured.rounded(.up)
        measuredHeight = rounded
        heightBasis = measured
        send(rounded)
    }

    /// Reports the current ``height`` to the owner, whether or not it changed (the owner's first report).
    func reportHeight() {
        heightBasis = height
        reportedHeight = height
        onHeightChange(height)
    }

    /// Reports the estimate after a change of content, text size or language, when nothing was measured yet (the
    /// hosting view reports what it measures otherwise) and it differs from the last report (or, before any
    /// report, from `previous`).
    private func reportEstimate(comparedWith previous: Double) {
        guard reportsHeightChanges, measuredHeight == nil else { return }
        let estimate = estimatedHeight
        guard estimate != (reportedHeight ?? previous) else { return }
        heightBasis = estimate
        send(estimate)
    }

    private func send(_ newHeight: Double) {
        guard newHeight != reportedHeight else { return }
        reportedHeight = newHeight
        onHeightChange(newHeight)
    }

    // MARK: Row text

    /// What VoiceOver says for `item`'s row in `language`: its title (a saved card as "Visa, ending 0002", never
    /// "••••"), its subtitle ("Saved card · Expires 11/28", "Recommended") and "Selected" when it is selected,
    /// joined by commas.
    public func accessibilityLabel(for item: PaymentMethodItem, in language: YunoLanguage) -> String {
        let text = YunoLocalizer(language: language)
        var parts = [Self.spokenTitle(of: item, text: text)]
        if let subtitle = item.subtitle(in: language) { parts.append(subtitle.replacingMiddleDot()) }
        if isSelected(item) { parts.append(text.string(.accessibilitySelected)) }
        return parts.joined(separator: ", ")
    }

    /// The unenroll button's visible title in `language` ("Remove").
    public func unenrollTitle(in language: YunoLanguage) -> String {
        YunoLocalizer(language: language).string(.methodsRemove)
    }

    /// The unenroll button's VoiceOver label in `language` ("Remove Visa, ending 0002").
    public func unenrollAccessibilityLabel(for item: PaymentMethodItem, in language: YunoLanguage) -> String {
        let text = YunoLocalizer(language: language)
        return text.string(.methodsRemoveMethod, ["method": Self.spokenTitle(of: item, text: text)])
    }

    /// The SF Symbol a row shows for `item`'s category: a card, a QR code (PIX and other QR methods), a bank, a
    /// wallet, else a banknote. Names only; a front end without SF Symbols ignores them.
    public func symbolName(for item: PaymentMethodItem) -> String {
        if item.savedCard != nil || item.paymentMethodType.uppercased() == "CARD" { return "creditcard" }
        if item.paymentMethodType.uppercased() == "PIX" { return "qrcode" }
        switch item.category?.uppercased() {
        case "CARD": return "creditcard"
        case "BANK_TRANSFER": return "building.columns"
        case "WALLET": return "wallet.pass"
        default: return "banknote"
        }
    }

    /// A row's title as spoken: a saved card's brand and last four digits in words, else the title.
    static func spokenTitle(of item: PaymentMethodItem, text: YunoLocalizer) -> String {
        guard let card = item.savedCard else { return item.title }
        return text.string(
            .accessibilityCardEnding, ["brand": card.brand?.displayName ?? item.name, "lastFour": card.lastFour])
    }

    static func ordered(_ items: [PaymentMethodItem]) -> [PaymentMethodItem] {
        func rank(_ item: PaymentMethodItem) -> Int { item.vaultedToken != nil ? 0 : (item.isPreferred ? 1 : 2) }
        return items.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(
            \.element)
    }
}

extension String {
    /// The subtitle's " · " separator as a comma, which VoiceOver reads as a pause (it reads "·" as "dot").
    fileprivate func replacingMiddleDot() -> String {
        replacing(" · ", with: ", ")
    }
}
