extension PaymentMethodList {
    /// The list's heading in `language` ("Choose a payment method"), shown in every state.
    public func title(in language: YunoLanguage) -> String {
        YunoLocalizer(language: language).string(.methodsTitle)
    }

    /// The message the list shows under its heading in `language` instead of rows: "Loading…" while loading, the
    /// failed-load message after a failure, the "no methods" message when the methods loaded and there are none;
    /// `nil` when there are rows.
    public func message(in language: YunoLanguage) -> String? {
        let text = YunoLocalizer(language: language)
        switch loadState {
        case .loading: return text.string(.loaderLoading)
        case .failed: return text.string(.methodsLoadFailed)
        case .loaded: return items.isEmpty ? text.string(.methodsEmpty) : nil
        }
    }

    /// The Retry button's title in `language` ("Retry"), or `nil` when the list offers no retry (``canRetry``).
    public func retryTitle(in language: YunoLanguage) -> String? {
        canRetry ? YunoLocalizer(language: language).string(.actionRetry) : nil
    }

    /// The removal confirmation's title in `language` ("Remove Visa, ending 0002?"), or `nil` when no removal is
    /// pending.
    public func removalConfirmationTitle(in language: YunoLanguage) -> String? {
        guard let item = pendingRemoval else { return nil }
        let text = YunoLocalizer(language: language)
        return text.string(.methodsRemoveConfirmTitle, ["method": Self.spokenTitle(of: item, text: text)])
    }

    /// The removal confirmation's message in `language` (what removing means for the shopper).
    public func removalConfirmationMessage(in language: YunoLanguage) -> String {
        YunoLocalizer(language: language).string(.methodsRemoveConfirmMessage)
    }

    /// The confirmation's destructive button in `language` ("Remove").
    public func removalConfirmTitle(in language: YunoLanguage) -> String {
        YunoLocalizer(language: language).string(.methodsRemove)
    }

    /// The confirmation's cancel button in `language` ("Cancel").
    public func removalCancelTitle(in language: YunoLanguage) -> String {
        YunoLocalizer(language: language).string(.actionCancel)
    }

    /// What `item`'s row shows as its icon: the backend's icon when its address is acceptable
    /// (``PaymentMethodIcon/acceptableURL(_:)``) over the category's SF Symbol (``symbolName(for:)``), hidden from
    /// VoiceOver (the row's label names the method) and labelled with the method's spoken name in `language`.
    public func icon(for item: PaymentMethodItem, in language: YunoLanguage) -> PaymentMethodIcon {
        PaymentMethodIcon(
            remoteURL: PaymentMethodIcon.acceptableURL(item.iconID), symbolName: symbolName(for: item),
            accessibilityLabel: Self.spokenTitle(of: item, text: YunoLocalizer(language: language)))
    }
}
