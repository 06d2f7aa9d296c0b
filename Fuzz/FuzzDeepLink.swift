// libFuzzer target: the deep-link parser (SPEC §8). Compiled into the YunoSDK module by Scripts/fuzz.sh.
//
// Input: the bytes of a URL string, parsed as a deep link arriving at `receiveDeeplink(_:)`.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDeepLink(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let url = URL(string: text) else { return 0 }
    if let link = DeepLink(url) {
        // A parsed link always names a well-formed, normalized session and a lowercase scheme.
        precondition(link.checkoutSession.count == 36 && link.checkoutSession == link.checkoutSession.lowercased())
        precondition(link.scheme == link.scheme.lowercased() && !link.scheme.isEmpty)
    }
    return 0
}
