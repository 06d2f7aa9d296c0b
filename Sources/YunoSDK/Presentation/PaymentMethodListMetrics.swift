/// The payment-method list's layout, as numbers: the spacing the native view draws with and an estimate of the
/// height it takes, counting every part (padding, heading, each row of one or two lines, the dividers between rows,
/// the empty-state message, the loading line, the failed-load message and its Retry button) at a text size.
///
/// A pure value type, so the estimate is tested on Linux; the native view (`PaymentMethodListView`) reads its
/// spacing from here, so the estimate and the drawing agree. The estimate is what the list reports before the
/// hosting view has measured what it drew (``PaymentMethodList/reportMeasuredHeight(_:)``); a measurement always
/// wins, because wrapping, fonts and images are only known on the device.
///
/// Text is estimated at one line per text unless ``availableWidth`` is given; then a text wraps when its characters
/// (at ``averageCharacterWidth`` of the font's size each) exceed the width left for it.
public struct PaymentMethodListMetrics: Sendable, Hashable {
    /// One row's content, as the estimate needs it: how long its texts are and what it shows.
    public struct Row: Sendable, Hashable {
        /// The title's length in characters ("Visa •••• 0002").
        public var titleLength: Int
        /// The subtitle's length in characters, or `nil` for a one-line row.
        public var subtitleLength: Int?
        /// Whether the row shows a "Remove" button (a saved method of a list that can unenroll).
        public var hasRemoveButton: Bool
        /// The "Remove" button's title length in characters.
        public var removeTitleLength: Int

        /// A row with these texts.
        public init(
            titleLength: Int, subtitleLength: Int? = nil, hasRemoveButton: Bool = false, removeTitleLength: Int = 6
        ) {
            self.titleLength = titleLength
            self.subtitleLength = subtitleLength
            self.hasRemoveButton = hasRemoveButton
            self.removeTitleLength = removeTitleLength
        }
    }

    /// What the list shows under its heading.
    public enum Content: Sendable, Hashable {
        /// The methods are loading: a spinner and "Loading…" (the text's length in characters).
        case loading(messageLength: Int)
        /// The rows, in order; no rows is the empty state, whose message has `emptyMessageLength` characters.
        case rows([Row], emptyMessageLength: Int)
        /// The methods could not be loaded: the message and a Retry button (their lengths in characters).
        case failed(messageLength: Int, retryTitleLength: Int)
    }

    /// The padding around the whole list, on each edge, in points.
    public static let padding: Double = 16
    /// The space between the heading and what follows it, in points.
    public static let sectionSpacing: Double = 8
    /// The padding above and below each row's content, in points.
    public static let rowVerticalPadding: Double = 8
    /// The horizontal space between a row's icon, texts and buttons, in points.
    public static let rowSpacing: Double = 12
    /// The space between a row's title and subtitle, and above a stacked "Remove" button, in points.
    public static let lineSpacing: Double = 2
    /// The height of the divider between two rows, in points (a hairline, counted as a whole point so that the
    /// estimate errs on the tall side).
    public static let dividerHeight: Double = 1
    /// The smallest height of anything tappable (a row, "Remove", "Retry"): the HIG's 44 × 44 pt minimum hit
    /// target (https://developer.apple.com/design/human-interface-guidelines/accessibility#Buttons-and-controls).
    public static let minimumTapHeight: Double = 44
    /// A row icon's side at the default text size, in points; it scales like body text.
    public static let defaultIconSide: Double = 24
    /// The average advance of a character, as a fraction of the font's point size (San Francisco's Latin text
    /// averages about half an em; a little more keeps the estimate on the tall side).
    public static let averageCharacterWidth: Double = 0.55

    /// What the list shows under its heading.
    public var content: Content
    /// The heading's length in characters ("Choose a payment method").
    public var headingLength: Int
    /// The text size the estimate is for.
    public var textSize: YunoTextSize
    /// The width the list is laid out in, in points, or `nil` to count one line per text.
    public var availableWidth: Double?

    /// The metrics of a list showing `content` under a heading of `headingLength` characters, at `textSize`, laid
    /// out in `availableWidth` points (or one line per text when `nil`).
    public init(
        content: Content, headingLength: Int = 23, textSize: YunoTextSize = .default, availableWidth: Double? = nil
    ) {
        self.content = content
        self.headingLength = headingLength
        self.textSize = textSize
        self.availableWidth = availableWidth
    }

    // MARK: Decisions the view follows

    /// A row icon's side at ``textSize``: ``defaultIconSide`` scaled like body text.
    public var iconSide: Double { (Self.defaultIconSide * textSize.scale(.body)).rounded() }

    /// Whether a row's "Remove" button goes under its texts instead of beside them: at the accessibility sizes, where
    /// the HIG asks for stacked layouts so that large text keeps its width.
    public var stacksRemoveButton: Bool { textSize.isAccessibilitySize }

    // MARK: The estimate

    /// The estimated height of the whole list, in points, rounded up to a whole point: the padding, the heading, the
    /// space under it and the content.
    public var height: Double {
        (2 * Self.padding + headingHeight + Self.sectionSpacing + contentHeight).rounded(.up)
    }

    /// The heading's height: its lines of headline text.
    public var headingHeight: Double {
        lines(headingLength, .headline, width: contentWidth) * textSize.lineHeight(.headline)
    }

    /// The height under the heading: the rows and the dividers between them, the empty-state message, the loading
    /// line, or the failed-load message and the Retry button under it.
    public var contentHeight: Double {
        switch content {
        case .loading(let messageLength):
            return max(Self.minimumTapHeight, textHeight(messageLength, .body, width: contentWidth))
        case .rows(let rows, let emptyMessageLength):
            guard !rows.isEmpty else { return textHeight(emptyMessageLength, .body, width: contentWidth) }
            return rows.reduce(0) { $0 + rowHeight($1) } + Double(rows.count - 1) * Self.dividerHeight
        case .failed(let messageLength, let retryTitleLength):
            return textHeight(messageLength, .body, width: contentWidth) + Self.sectionSpacing
                + max(Self.minimumTapHeight, textHeight(retryTitleLength, .body, width: contentWidth))
        }
    }

    /// The height of `row`: its padding and the tallest of its icon, its texts and the 44 pt tap target, plus a
    /// stacked "Remove" button at the accessibility sizes.
    public func rowHeight(_ row: Row) -> Double {
        let texts = textBlockHeight(row)
        var height = max(Self.minimumTapHeight, iconSide, texts)
        if row.hasRemoveButton && stacksRemoveButton {
            let button = max(Self.minimumTapHeight, textHeight(row.removeTitleLength, .caption, width: textWidth(row)))
            height = max(Self.minimumTapHeight, iconSide, texts + Self.lineSpacing + button)
        }
        return height + 2 * Self.rowVerticalPadding
    }

    /// The height of a row's title and subtitle.
    func textBlockHeight(_ row: Row) -> Double {
        let width = textWidth(row)
        let title = textHeight(row.titleLength, .body, width: width)
        guard let subtitle = row.subtitleLength else { return title }
        return title + Self.lineSpacing + textHeight(subtitle, .caption, width: width)
    }

    /// The width inside the padding, or `nil` when unknown.
    var contentWidth: Double? { availableWidth.map { max(0, $0 - 2 * Self.padding) } }

    /// The width a row's texts get: the content width less the icon, the selection mark and, beside them, the
    /// "Remove" button.
    func textWidth(_ row: Row) -> Double? {
        guard let contentWidth else { return nil }
        var width = contentWidth - 2 * (iconSide + Self.rowSpacing)
        if row.hasRemoveButton && !stacksRemoveButton {
            width -=
                Double(row.removeTitleLength) * Self.averageCharacterWidth * textSize.pointSize(.caption)
                + Self.rowSpacing
        }
        return max(width, textSize.pointSize(.body))
    }

    /// The height of a text of `length` characters in `style`.
    func textHeight(_ length: Int, _ style: YunoTextSize.Style, width: Double?) -> Double {
        lines(length, style, width: width) * textSize.lineHeight(style)
    }

    /// How many lines a text of `length` characters takes in `style` within `width` (one when `width` is `nil`).
    func lines(_ length: Int, _ style: YunoTextSize.Style, width: Double?) -> Double {
        guard let width, width > 0, length > 0 else { return 1 }
        let textWidth = Double(length) * Self.averageCharacterWidth * textSize.pointSize(style)
        return max(1, (textWidth / width).rounded(.up))
    }
}
