extension ScreenAnnouncement {
    /// The errors a card form shows at one moment, as VoiceOver reads them: a view keeps the last one and asks the
    /// new one for ``announcement(since:)`` when it changes.
    ///
    /// A plain value type, usable from any isolation domain. It holds the reasons (``CardFieldError``), never the
    /// input, so neither it nor its announcements contain card data.
    public struct FieldErrors: Sendable, Hashable {
        /// The language the announcements are in.
        public let language: YunoLanguage
        /// The error shown under each field that shows one.
        public let errors: [CardForm.Field: CardFieldError]
        /// A message about the whole form shown above the fields (a decline's reason), or `nil`.
        public let notice: String?

        /// The errors shown under the fields, and a `notice` about the whole form, in `language`.
        public init(_ errors: [CardForm.Field: CardFieldError], notice: String? = nil, language: YunoLanguage) {
            self.errors = errors
            self.notice = notice
            self.language = language
        }

        /// What `form` shows now: each visible field's ``CardForm/visibleError(for:)`` (so never an error while the
        /// shopper types in its field), a `notice` about the whole form (a decline's reason), in the form's
        /// language.
        @MainActor
        public init(form: CardForm, notice: String? = nil) {
            var errors: [CardForm.Field: CardFieldError] = [:]
            for field in form.visibleFields {
                if let error = form.visibleError(for: field) { errors[field] = error }
            }
            self.init(errors, notice: notice, language: form.configuration.language)
        }

        /// What VoiceOver says when the form appears showing `self`: everything is new then (a decline's notice
        /// when the form comes back after a declined card, errors kept from before); `nil` when it shows nothing.
        public var announcementOnAppear: ScreenAnnouncement? {
            announcement(since: FieldErrors([:], language: language))
        }

        /// What VoiceOver says now that the form shows `self` instead of `previous`: only what is new, each once —
        /// a notice that changed, then each field whose error appeared or changed (in the form's order), as
        /// "Error in Card number. Enter the card number.", in one announcement (VoiceOver would cut short the
        /// earlier of two posted together); `nil` when nothing new appeared (an error fixed, or the same errors).
        public func announcement(since previous: FieldErrors) -> ScreenAnnouncement? {
            var sentences: [String] = []
            if let notice, notice != previous.notice { sentences.append(notice) }
            let text = YunoLocalizer(language: language)
            for field in CardForm.Field.allCases {
                guard let error = errors[field], previous.errors[field] != error else { continue }
                sentences.append(
                    text.string(
                        .accessibilityFieldError,
                        ["field": text.label(for: field), "message": text.message(for: error)]
                    ))
            }
            return sentences.isEmpty ? nil : ScreenAnnouncement(sentences.joined(separator: " "))
        }
    }
}
