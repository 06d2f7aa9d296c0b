// libFuzzer target: the deep-link parser (SPEC §8). Compiled into the YunoSDK module by Scripts/fuzz.sh.
//
// Input: the bytes of a URL string. Until the deep-link parser of issue 4 is merged this target parses the URL the
// way a deep link arrives (URL, URLComponents, the checkout-session query item and its validation); once it is,
// replace the line marked PARSER with `_ = DeepLink(url)`.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDeepLink(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let url = URL(string: text) else { return 0 }
    _ = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.map { try? InputValidation.checkoutSession($0.value ?? "") }  // PARSER
    return 0
}
