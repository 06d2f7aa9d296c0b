// libFuzzer target: the SDK's response decoding (`YunoAPIClient.decode(_:from:operation:)`) over every model the
// SDK reads, `WireDocument` over any body, plus the retry policy's reading of a response. Compiled into the YunoSDK module by Scripts/fuzz.sh
// (internal access, no @testable), so it cannot be part of the SwiftPM package.
//
// Input: byte 0 picks the model, byte 1 the HTTP status, byte 2 whether a Retry-After header is sent (its value
// is the next bytes up to a newline); the rest is the body. Any crash, trap or sanitizer report fails the run.
import Foundation

private let statuses = [200, 201, 204, 400, 401, 404, 409, 429, 500, 502, 503, 504]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDecoders(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard bytes.count >= 3 else { return 0 }
    var body = Data(bytes[3...])
    var headers: YunoHTTPHeaders = ["Content-Type": "application/json"]
    if bytes[2] & 1 == 1, let newline = body.firstIndex(of: 0x0A) {
        headers["Retry-After"] = String(decoding: body[body.startIndex..<newline], as: UTF8.self)
        body = body[(newline + 1)...]
    }
    let response = YunoHTTPResponse(
        status: statuses[Int(bytes[1]) % statuses.count], headers: headers, body: Data(body))

    do {
        switch bytes[0] % 8 {
        case 0: _ = try YunoAPIClient.decode([PaymentMethodInfo].self, from: response, operation: "payment methods")
        case 1: _ = try YunoAPIClient.decode(TokenResponse.self, from: response, operation: "tokenization")
        case 2:
            let payment = try YunoAPIClient.decode(Payment.self, from: response, operation: "payment creation")
            _ = payment.needsSDKAction
            _ = payment.status.result
        case 3: _ = try YunoAPIClient.decode(APIErrorBody.self, from: response, operation: "error")
        case 4: _ = try YunoAPIClient.decode(Amount.self, from: response, operation: "amount")
        case 5:
            let list = try YunoAPIClient.decode(EnrollableMethods.self, from: response, operation: "enrollment methods")
            _ = list.paymentMethods.contains(where: \.isCard)
        case 6:
            let method = try YunoAPIClient.decode(EnrollmentResponse.self, from: response, operation: "enrollment")
            _ = method.status.result
        default:
            // The reader itself, over any document: every string and number it holds read as the models read them.
            let document = try WireDocument(response.body)
            for index in document.tokens.indices {
                let value = WireValue(document: document, index: index)
                _ = try? value.string()
                _ = try? value.int()
                _ = try? value.decimal()
                _ = try? value.object(keyedBy: PaymentMethodInfo.StoredCard.Keys.self).decodeIfPresent(Int.self, .iin)
            }
        }
    } catch let error as YunoError {
        _ = error.description
        _ = error.leavesOutcomeUnknown
    } catch {
        _ = String(describing: error)
    }
    _ = RetryMiddleware.isRetryable(response)
    _ = RetryMiddleware.retryAfter(response)
    return 0
}
