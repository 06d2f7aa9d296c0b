import Foundation

extension Yuno.Appearance {
    /// A color parsed from a hex token: red, green, blue and alpha components in 0…255.
    ///
    /// A plain value type, usable from any isolation domain.
    public struct Color: Sendable, Hashable {
        /// The red component.
        public let red: UInt8
        /// The green component.
        public let green: UInt8
        /// The blue component.
        public let blue: UInt8
        /// The alpha component (255 = opaque).
        public let alpha: UInt8

        /// Creates a color from components.
        public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }

        /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (hex digits in either case, surrounding whitespace ignored);
        /// `nil` for anything else (missing `#`, other lengths, non-hex characters). Never throws.
        public init?(hex: String) {
            let text = hex.trimmingCharacters(in: .whitespaces)
            guard text.hasPrefix("#") else { return nil }
            var nibbles: [UInt8] = []
            for scalar in text.unicodeScalars.dropFirst() {
                guard let value = Self.nibble(scalar) else { return nil }
                nibbles.append(value)
            }
            switch nibbles.count {
            case 3: nibbles = nibbles.flatMap { [$0, $0] } + [15, 15]
            case 6: nibbles += [15, 15]
            case 8: break
            default: return nil
            }
            self.init(
                red: nibbles[0] << 4 | nibbles[1], green: nibbles[2] << 4 | nibbles[3],
                blue: nibbles[4] << 4 | nibbles[5], alpha: nibbles[6] << 4 | nibbles[7])
        }

        /// The color as `#RRGGBBAA`, uppercase.
        public var hex: String {
            "#"
                + [red, green, blue, alpha].map { byte in
                    let digits = Array("0123456789ABCDEF")
                    return String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
                }.joined()
        }

        private static func nibble(_ scalar: Unicode.Scalar) -> UInt8? {
            switch scalar {
            case "0"..."9": UInt8(scalar.value - 48)
            case "a"..."f": UInt8(scalar.value - 87)
            case "A"..."F": UInt8(scalar.value - 55)
            default: nil
            }
        }
    }
}
