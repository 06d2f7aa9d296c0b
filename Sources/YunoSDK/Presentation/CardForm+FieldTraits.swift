/// The keyboard a card-form field asks for. The native UI maps it to UIKit's `UIKeyboardType`; other front ends
/// may ignore it.
///
/// A plain value type, usable from any isolation domain.
public enum CardFieldKeyboard: String, Sendable, Hashable, CaseIterable {
    /// Digits only (card number, expiry, security code): `UIKeyboardType.numberPad`.
    case numberPad
    /// The shopper's own keyboard, any script (the cardholder name, which may have accents or non-Latin letters):
    /// `UIKeyboardType.default`.
    case text
}

/// What a card-form field holds, so the system can offer AutoFill from the shopper's saved cards. The native UI
/// maps it to UIKit's `UITextContentType` (the iOS 17 names).
///
/// A plain value type, usable from any isolation domain.
public enum CardFieldContentType: String, Sendable, Hashable, CaseIterable {
    /// `UITextContentType.creditCardNumber`.
    case creditCardNumber
    /// `UITextContentType.creditCardExpiration`.
    case creditCardExpiration
    /// `UITextContentType.creditCardSecurityCode`.
    case creditCardSecurityCode
    /// `UITextContentType.creditCardName`.
    case creditCardName
}

/// How a card-form field capitalizes what the shopper types. The native UI maps it to SwiftUI's
/// `TextInputAutocapitalization`.
///
/// A plain value type, usable from any isolation domain.
public enum CardFieldCapitalization: String, Sendable, Hashable, CaseIterable {
    /// No automatic capitals (digits).
    case never
    /// The first letter of each word (the cardholder name).
    case words
}

/// The return key of a card-form field's keyboard. The native UI maps it to SwiftUI's `SubmitLabel`.
///
/// A plain value type, usable from any isolation domain.
public enum CardFieldSubmitLabel: String, Sendable, Hashable, CaseIterable {
    /// Another field follows: the return key moves on.
    case next
    /// The form's last field: the return key closes the keyboard (it never pays).
    case done
}
