/// How showing a QR code ended: the payment settled while it was shown, or the shopper closed it first.
enum QRCodeRace: Sendable {
    case settled(Payment)
    case closedByShopper
}
