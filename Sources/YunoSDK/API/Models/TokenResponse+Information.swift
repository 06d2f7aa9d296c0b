extension TokenResponse {
    /// The token response as the `information` dictionary of `yunoCreatePayment(with:information:)`: the keys of
    /// the API's JSON (`token`, `vaulted_token`, `vault_on_success`, `type`, `country`, `customer_session`,
    /// `card_data{…}`), absent keys left out. A fresh dictionary on every read: `[String: Any]` is not `Sendable`,
    /// so it is built where it is used (the delegate's main actor, or the headless caller).
    var information: [String: Any] {
        var information: [String: Any] = ["token": token, "type": type]
        if let vaultedToken { information["vaulted_token"] = vaultedToken }
        if let vaultOnSuccess { information["vault_on_success"] = vaultOnSuccess }
        if let country { information["country"] = country }
        if let customerSession { information["customer_session"] = customerSession }
        if let cardData {
            var card: [String: Any] = [:]
            card["holder_name"] = cardData.holderName
            card["iin"] = cardData.iin
            card["lfd"] = cardData.lfd
            card["number_length"] = cardData.numberLength
            card["security_code_length"] = cardData.securityCodeLength
            card["brand"] = cardData.brand
            card["type"] = cardData.type
            card["category"] = cardData.category
            card["issuer_name"] = cardData.issuerName
            card["issuer_code"] = cardData.issuerCode
            card["fingerprint"] = cardData.fingerprint
            card["country_code"] = cardData.countryCode
            information["card_data"] = card
        }
        return information
    }
}
