extension TokenResponse {
    /// The token response as the `information` dictionary of `yunoCreatePayment(with:information:)`: the keys of
    /// the API's JSON (`token`, `vaulted_token`, `vault_on_success`, `type`, `card_data{…}`). A fresh dictionary on
    /// every read: `[String: Any]` is not `Sendable`, so it is built where it is used (the delegate's main actor, or
    /// the headless caller).
    var information: [String: Any] {
        var information: [String: Any] = ["token": token, "type": type]
        if let vaultedToken { information["vaulted_token"] = vaultedToken }
        if let vaultOnSuccess { information["vault_on_success"] = vaultOnSuccess }
        if let cardData {
            var card: [String: Any] = [:]
            card["iin"] = cardData.iin
            card["lfd"] = cardData.lfd
            card["brand"] = cardData.brand
            card["type"] = cardData.type
            card["category"] = cardData.category
            card["issuer_name"] = cardData.issuerName
            card["country_code"] = cardData.countryCode
            information["card_data"] = card
        }
        return information
    }
}
