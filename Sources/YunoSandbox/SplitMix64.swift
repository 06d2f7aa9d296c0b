import Foundation
import YunoSDK

/// A SplitMix64 pseudo-random generator: tiny, fast and fully determined by its seed.
///
/// Every id the sandbox hands out comes from one of these, so the same seed and the same requests produce the same
/// ids. A value type owned by the ``YunoSandbox`` actor.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    /// Creates a generator whose sequence is determined by `seed`.
    init(seed: UInt64) {
        state = seed
    }

    /// The next 64 pseudo-random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A lowercase version-4 UUID string built from the next 128 bits (spelled by the SDK's `RandomUUID`).
    mutating func nextUUIDString() -> String {
        RandomUUID.lowercased(using: &self)
    }
}
