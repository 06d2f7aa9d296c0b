import Foundation
import YunoSDK

/// Installments in the sandbox (Yuno SDK 2.21's installments).
///
/// The rule, documented for tests: a checkout session offers installments only when its create request asks for
/// them ([ours]: the sandbox's account has no plan that applies by itself) —
/// - `installments.plan_id` naming ``YunoSandbox/installmentPlanID`` offers the account's plan: 1 payment, 3 and 6
///   installments without interest, 12 at rate 1.2; Visa and Mastercard only (a plan narrowed by brand, as "Create
///   Installments Plan" allows); any other id is refused with 400 INVALID_PARAMETERS;
/// - `installments.plan` (options `{installment, rate}`) offers that plan, for every brand, under a new plan id.
///
/// The one-time token may carry `payment_method.card.installment{id, value}`: it must name the session's plan and
/// one of its options, for a card the plan covers; otherwise 400 INVALID_PARAMETERS. The token's answer carries the
/// choice back (`installment{id, value, rate, amount}`), and the payment made with it records the number in
/// `payment_method.payment_method_detail.card.installments` (1 when none was chosen).
extension YunoSandbox {
    /// The id of the sandbox account's installment plan (see the rule above); pass it as
    /// `installmentsPlanID` to ``MerchantBackend/createCheckoutSession(amount:currency:country:workflow:customerID:callbackURL:merchantOrderID:description:installmentsPlanID:)``.
    public static let installmentPlanID = "3f2a9c4e-8b1d-4e6f-a7c2-5d9e0b1f4a63"

    /// The account's plan: 1, 3, 6 (rate 1) and 12 installments (rate 1.2), for Visa and Mastercard.
    static let accountInstallmentPlan = InstallmentPlanBody(
        planId: installmentPlanID,
        plan: [
            .init(installment: 1, rate: 1), .init(installment: 3, rate: 1), .init(installment: 6, rate: 1),
            .init(installment: 12, rate: Decimal(string: "1.2")!),
        ],
        brand: ["VISA", "MASTERCARD"])

    /// The plan a new session offers for its request's `installments`; `nil` when it asks for none.
    func sessionInstallments(_ request: InstallmentsRequest?) throws(APIFailure) -> InstallmentPlanBody? {
        guard let request else { return nil }
        if let planID = request.planId {
            guard planID.lowercased() == Self.installmentPlanID else {
                throw .invalidParameters("installments.plan_id does not match any installment plan of the account")
            }
            return Self.accountInstallmentPlan
        }
        guard let options = request.plan, !options.isEmpty else { return nil }
        var plan: [InstallmentPlanBody.Option] = []
        for option in options {
            guard let installment = option.installment else { throw .missingParameter("installments.plan.installment") }
            let rate = option.rate ?? 1
            guard (1...48).contains(installment), rate >= 1 else {
                throw .invalidParameters("installments.plan needs installments from 1 to 48 and a rate of at least 1")
            }
            plan.append(.init(installment: installment, rate: rate))
        }
        return InstallmentPlanBody(planId: generator.nextUUIDString(), plan: plan)
    }

    /// The installment a token request chose, checked against `session`'s plan for a card of `brand`; `nil` when it
    /// chose none.
    func validatedInstallment(
        _ input: InstallmentChoiceInput?, session: SessionBody, brand: String?
    ) throws(APIFailure) -> TokenBody.Installment? {
        guard let input else { return nil }
        guard let id = input.id else { throw .missingParameter("payment_method.card.installment.id") }
        guard let value = input.value else { throw .missingParameter("payment_method.card.installment.value") }
        guard let plan = session.installments, let planID = plan.planId, planID == id.lowercased() else {
            throw .invalidParameters("installment does not match the checkout session's installment plan")
        }
        guard let option = plan.option(value) else {
            throw .invalidParameters("installment value \(value) is not offered by the installment plan")
        }
        if let brand, !plan.covers(brand: brand) {
            throw .invalidParameters("the installment plan does not cover \(brand) cards")
        }
        return TokenBody.Installment(id: planID, value: option.installment, rate: option.rate)
    }
}
