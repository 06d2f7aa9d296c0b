#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
    import SwiftUI
    import UIKit

    // The card form's platform-neutral field traits, spelled as UIKit and SwiftUI take them.

    extension CardFieldKeyboard {
        /// The UIKit keyboard.
        var uiKeyboardType: UIKeyboardType {
            switch self {
            case .numberPad: .numberPad
            case .text: .default
            }
        }
    }

    extension CardFieldContentType {
        /// The UIKit content type (iOS 17 names), which turns on AutoFill from the shopper's saved cards.
        var uiTextContentType: UITextContentType {
            switch self {
            case .creditCardNumber: .creditCardNumber
            case .creditCardExpiration: .creditCardExpiration
            case .creditCardSecurityCode: .creditCardSecurityCode
            case .creditCardName: .creditCardName
            }
        }
    }

    extension CardFieldCapitalization {
        /// The SwiftUI capitalization.
        var textInputAutocapitalization: TextInputAutocapitalization {
            switch self {
            case .never: .never
            case .words: .words
            }
        }
    }

    extension CardFieldSubmitLabel {
        /// The SwiftUI return key.
        var submitLabel: SubmitLabel {
            switch self {
            case .next: .next
            case .done: .done
            }
        }
    }
#endif
