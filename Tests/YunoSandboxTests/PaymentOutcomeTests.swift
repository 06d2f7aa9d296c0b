import Foundation
import Testing
import YunoSDK
import YunoSandbox

@Suite("Test-card outcomes", .timeLimit(.minutes(3)))
struct PaymentOutcomeTests {
    static let suffixes: [(String, String, String)] = [
        ("002", "SUCCEEDED", "APPROVED"),
        ("010", "DECLINED", "INSUFFICIENT_FUNDS"),
        ("028", "DECLINED", "DECLINED_BY_BANK"),
        ("036", "DECLINED", "DO_NOT_HONOR"),
        ("044", "DECLINED", "INVALID_SECURITY_CODE"),
        ("051", "REJECTED", "INVALID_CARD_DATA"),
        ("069", "REJECTED", "REPORTED_STOLEN"),
        ("077", "ERROR", "ERROR"),
    ]

    static let cases: [(String, String, String, String)] = [
        ("4507990000000", "123"), ("5252440000000", "123"), ("370000000000", "1234"),
    ].flatMap { prefix, cvc in suffixes.map { (prefix + $0.0, cvc, $0.1, $0.2) } }

    @Test(arguments: cases)
    func cardOutcome(number: String, cvc: String, status: String, subStatus: String) async throws {
        let harness = Harness()
        let reply = try await harness.payWithCard(number, cvc: cvc)
        #expect(reply.status == 201)
        #expect(reply.string("status") == status)
        #expect(reply.string("sub_status") == subStatus)
        #expect(reply.bool("checkout", "sdk_action_required") == false)
        #expect(reply.value("action") == nil)
        let captured = reply.decimal("amount", "captured")
        #expect(captured == (status == "SUCCEEDED" ? Decimal(string: "100.5") : 0))
        #expect(reply.decimal("amount", "refunded") == 0)
        #expect(
            reply.string("payment_method", "payment_method_detail", "card", "card_data", "lfd")
                == String(number.suffix(4)))
        #expect(!reply.text.contains(number))
        let ledger = await harness.sandbox.ledger()
        #expect(ledger.map(\.status) == [status])
        #expect(ledger.map(\.subStatus) == [subStatus])
    }

    @Test func paymentObjectShape() async throws {
        let harness = Harness()
        let session = try await harness.session()
        let token = try await harness.token(session)
        let reply = try await harness.pay(session, token: token)
        #expect(UUID(uuidString: reply.string("id") ?? "") != nil)
        #expect(reply.string("account_id") == YunoSandbox.Configuration.defaultAccountID)
        #expect(reply.string("description") == "Test order")
        #expect(reply.string("country") == "US")
        #expect(reply.string("merchant_order_id") == "order-1")
        #expect(reply.string("created_at") == "2026-01-01T00:00:00Z")
        #expect(reply.string("updated_at") == "2026-01-01T00:00:00Z")
        #expect(reply.string("amount", "currency") == "USD")
        #expect(reply.decimal("amount", "value") == Decimal(string: "100.5"))
        #expect(reply.string("checkout", "session") == session)
        #expect(reply.string("payment_method", "type") == "CARD")
        #expect(reply.string("payment_method", "token") == token)
        #expect(reply.bool("payment_method", "vault_on_success") == false)
        let card: [Any] = ["payment_method", "payment_method_detail", "card"]
        #expect(reply.string(card[0], card[1], card[2], "card_data", "iin") == "45079900")
        #expect(reply.value(card[0], card[1], card[2], "card_data", "number_length") as? Int == 16)
        #expect(reply.value(card[0], card[1], card[2], "card_data", "security_code_length") as? Int == 3)
        #expect(reply.string(card[0], card[1], card[2], "card_data", "brand") == "VISA")
        #expect(reply.string(card[0], card[1], card[2], "card_data", "category") == "CLASSIC")
        #expect(reply.bool(card[0], card[1], card[2], "capture") == true)
        #expect(reply.value(card[0], card[1], card[2], "installments") as? Int == 1)
        #expect(reply.string(card[0], card[1], card[2], "card_data", "type") == "CREDIT")
        #expect(reply.string("workflow") == "SDK_SEAMLESS")
        let read = try await harness.send(.get, "/v1/checkout/sessions/\(session)/payment")
        #expect(read.status == 200)
        #expect(read.body == reply.body)
    }

    @Test func frictionlessThreeDSSucceedsDirectly() async throws {
        let reply = try await Harness().payWithCard(Harness.frictionlessCard)
        #expect(reply.string("status") == "SUCCEEDED")
        #expect(reply.string("sub_status") == "APPROVED")
        #expect(reply.bool("checkout", "sdk_action_required") == false)
        #expect(reply.value("action") == nil)
    }

    @Test func anyOtherValidCardIsApproved() async throws {
        let reply = try await Harness().payWithCard("4111111111111111")
        #expect(reply.string("status") == "SUCCEEDED")
        #expect(reply.string("sub_status") == "APPROVED")
    }

    @Test func noPaymentYetIsNotFound() async throws {
        let harness = Harness()
        let session = try await harness.session()
        let reply = try await harness.send(.get, "/v1/checkout/sessions/\(session)/payment")
        #expect(reply.status == 404)
        #expect(reply.code == "PAYMENT_NOT_FOUND")
    }

    @Test func onePaymentPerSession() async throws {
        let harness = Harness()
        let session = try await harness.session()
        let first = try await harness.token(session)
        let second = try await harness.token(session)
        #expect(try await harness.pay(session, token: first).status == 201)
        let again = try await harness.pay(session, token: second)
        #expect(again.status == 400)
        #expect(again.code == "INVALID_REQUEST")
        #expect(again.string("messages", 0) == "checkout session already has a payment")
        #expect(await harness.sandbox.ledger().count == 1)
    }

    @Test func concurrentPaymentsForOneSessionYieldExactlyOne() async throws {
        let harness = Harness()
        let session = try await harness.session()
        let tokens = [try await harness.token(session), try await harness.token(session)]
        await harness.sandbox.setLatency(.milliseconds(20))
        let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
            for token in tokens {
                group.addTask { try await harness.pay(session, token: token).status }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(statuses.sorted() == [201, 400])
        #expect(await harness.sandbox.ledger().count == 1)
    }
}
