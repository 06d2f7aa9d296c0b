import Foundation

/// Builds PIX "copia e cola" strings: EMV BR Codes (TLV fields, CRC16/CCITT-FALSE checksum in field 63).
///
/// The sandbox derives the key and transaction id from its seeded generator, so the same seed and requests produce
/// the same codes.
enum PixCode {
    /// The EMV BR Code for a payment of `amount` to the PIX `key`, with transaction id `transactionID`
    /// (non-alphanumerics dropped, at most 25 characters).
    static func make(key: String, amount: Decimal, transactionID: String) -> String {
        let account = field("00", "br.gov.bcb.pix") + field("01", key)
        let txid = String(transactionID.filter { $0.isASCII && ($0.isLetter || $0.isNumber) }.prefix(25))
        let payload =
            field("00", "01") + field("01", "12") + field("26", account) + field("52", "0000") + field("53", "986")
            + field("54", format(amount)) + field("58", "BR") + field("59", "YUNO SANDBOX") + field("60", "SAO PAULO")
            + field("62", field("05", txid.isEmpty ? "***" : txid)) + "6304"
        return payload + String(format: "%04X", crc16(payload))
    }

    /// One TLV field: id, two-digit length, value.
    private static func field(_ id: String, _ value: String) -> String {
        id + String(format: "%02d", value.utf8.count) + value
    }

    /// The amount with exactly two decimals.
    private static func format(_ amount: Decimal) -> String {
        var input = amount
        var rounded = Decimal()
        NSDecimalRound(&rounded, &input, 2, .plain)
        let cents = NSDecimalNumber(decimal: rounded * 100).int64Value
        return "\(cents / 100)." + String(format: "%02d", Int(cents % 100))
    }

    /// CRC16/CCITT-FALSE (polynomial 0x1021, initial value 0xFFFF) of the UTF-8 bytes of `text`.
    private static func crc16(_ text: String) -> UInt16 {
        var crc: UInt16 = 0xFFFF
        for byte in text.utf8 {
            crc ^= UInt16(byte) << 8
            for _ in 0..<8 {
                crc = crc & 0x8000 != 0 ? (crc << 1) ^ 0x1021 : crc << 1
            }
        }
        return crc
    }
}
