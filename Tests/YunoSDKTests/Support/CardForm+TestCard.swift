import YunoSandbox

@testable import YunoSDK

extension CardForm {
    /// Types `card` into the form as a shopper would: number, expiry, security code and holder.
    func type(_ card: TestCard) {
        (number, expiry, securityCode, holderName) = (card.number, card.expiry, card.securityCode, card.holderName)
    }
}
