import Foundation

// The hand-written writers of the hot response bodies (keys in sorted order). WireJSONWriterTests encodes each body,
// in every shape the emulator answers with, through both this writer and the generic encoder and compares the bytes.

extension PaymentBody: WireJSONWritable {
    func write(to writer: inout WireJSONWriter) {
        writer.beginObject()
        writer.field("account_id", accountId)
        writer.field("amount", amount)
        writer.field("callback_url", callbackUrl)
        writer.field("checkout", checkout)
        writer.field("country", country)
        writer.field("created_at", createdAt)
        writer.field("description", description)
        writer.field("id", id)
        writer.field("merchant_order_id", merchantOrderId)
        writer.field("payment_method", paymentMethod)
        writer.field("status", status)
        writer.field("sub_status", subStatus)
        writer.field("updated_at", updatedAt)
        writer.field("workflow", workflow)
        writer.endObject()
    }
}

extension PaymentBody.Amount: WireJSONWritable {
    func write(to writer: inout WireJSONWriter) {
        writer.beginObject()
        writer.field("captured", captured)
        writer.field("currency", currency)
        writer.field("refunded", refunded)
        writer.field("value", value)
        writer.endObject()
    }
}

extension PaymentBody.Checkout: WireJSONWritable {
    func write(to writer: inout WireJSONWriter) {
        writer.beginObject()
        writer.field("sdk_action_required", sdkActionRequired)
        writer.field("session", session)
        writer.endObject()
    }
}

extension PaymentBody.PaymentMethod: WireJSONWritable {
    func write(to writer: inout WireJSONWriter) {
        writer.beginObject()
        writer.field("payment_method_detail", paymentMethodDetail)
        writer.field("token", token)
        writer.field("type", type)
        writer.field("vault_on_success", vaultOnSuccess)
        writer.field("vaulted_token", vaultedToken)
        writer.endObject()
    }
}

extension PaymentBody.Detail: WireJSONWritable {
    func write(to writer: inout WireJSONWriter) {
        writer.beginObject()
        writer.field("bank_transfer", bankTransfer)
        writer.field("card", card)
        writer.field("wallet", wallet)
        writer.endObject()
    }
}

extension PaymentBody.CardDetail: WireJSONWritable {
    func write(to writer: inout WireJSONWriter) {
        writer.beginObject()
        writer.field("capture", capture)
        writer.field("card_data", cardData)
        writer.field("installments", installments)
        writer.field("redirect_url", redirectUrl)
        writer.field("verify", verify)
        writer.endObject()
    }
}

extension PaymentBody.BankTransfer: WireJSONWritable {
    func write(to writer: inout WireJSONWriter) {
        writer.beginObject()
        writer.field("expires_at", expiresAt)
        writer.field("payment_instruction", paymentInstruction)
        writer.field("provider_image", providerImage)
        writer.field("qr_code", qrCode)
        writer.field("redirect_url", redirectUrl)
        writer.endObject()
    }
}

extension PaymentBody.Wallet: WireJSONWritable {
    func write(to writer: inout WireJSONWriter) {
        writer.beginObject()
        writer.field("capture", capture)
        writer.field("redirect_url", redirectUrl)
        writer.field("verify", verify)
        writer.endObject()
    }
}

extension CardDataBody: WireJSONWritable {
    func write(to writer: inout WireJSONWriter) {
        writer.beginObject()
        writer.field("brand", brand)
        writer.field("category", category)
        writer.field("country_code", countryCode)
        writer.field("expiration_month", expirationMonth)
        writer.field("expiration_year", expirationYear)
        writer.field("fingerprint", fingerprint)
        writer.field("holder_name", holderName)
        writer.field("iin", iin)
        writer.field("issuer_code", issuerCode)
        writer.field("issuer_name", issuerName)
        writer.field("lfd", lfd)
        writer.field("number_length", numberLength)
        writer.field("security_code_length", securityCodeLength)
        writer.field("three_d_secure", threeDSecure)
        writer.field("type", type)
        writer.endObject()
    }
}

extension CardDataBody.ThreeDSecure: WireJSONWritable {
    func write(to writer: inout WireJSONWriter) {
        writer.beginObject()
        writer.field("acs_id", acsId)
        writer.field("cryptogram", cryptogram)
        writer.field("directory_server_transaction_id", directoryServerTransactionId)
        writer.field("electronic_commerce_indicator", electronicCommerceIndicator)
        writer.field("pares_status", paresStatus)
        writer.field("transaction_id", transactionId)
        writer.field("version", version)
        writer.endObject()
    }
}

extension TokenBody: WireJSONWritable {
    func write(to writer: inout WireJSONWriter) {
        writer.beginObject()
        writer.fieldOrNull("card_data", cardData)
        writer.field("country", country)
        writer.fieldOrNull("customer", customer)
        writer.fieldOrNull("customer_session", customerSession)
        writer.fieldOrNull("installment", installment)
        writer.field("token", token)
        writer.field("type", type)
        writer.field("vault_on_success", vaultOnSuccess)
        writer.fieldOrNull("vaulted_token", vaultedToken)
        writer.endObject()
    }
}

extension PaymentMethodBody: WireJSONWritable {
    func write(to writer: inout WireJSONWriter) {
        writer.beginObject()
        writer.field("card_data", cardData)
        writer.field("category", category)
        writer.field("checkout", checkout)
        writer.field("description", description)
        writer.field("icon", icon)
        writer.field("last_successfully_used", lastSuccessfullyUsed)
        writer.field("name", name)
        writer.field("preferred", preferred)
        writer.field("type", type)
        writer.field("vaulted_token", vaultedToken)
        writer.endObject()
    }
}

extension PaymentMethodBody.Checkout: WireJSONWritable {
    func write(to writer: inout WireJSONWriter) {
        writer.beginObject()
        writer.field("conditions", conditions)
        writer.field("sdk_required_action", sdkRequiredAction)
        writer.field("session", session)
        writer.endObject()
    }
}

extension PaymentMethodBody.Checkout.Conditions: WireJSONWritable {
    func write(to writer: inout WireJSONWriter) {
        writer.beginObject()
        writer.field("enabled", enabled)
        writer.endObject()
    }
}

extension ErrorBody: WireJSONWritable {
    func write(to writer: inout WireJSONWriter) {
        writer.beginObject()
        writer.field("code", code)
        writer.field("messages", messages)
        writer.endObject()
    }
}
