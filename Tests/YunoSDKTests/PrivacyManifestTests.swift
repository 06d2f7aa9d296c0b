import Foundation
import Testing

@testable import YunoSDK

/// The privacy manifest (issue 37, item 11) ships in YunoSDK's resource bundle, where Xcode finds it, and says what
/// Scripts/check-privacy-manifest.py checks against the code: payment info and the cardholder's name collected for
/// the app's function, no tracking, no required reason API.
@Suite("Privacy manifest", .timeLimit(.minutes(1)))
struct PrivacyManifestTests {
    static func manifest() throws -> [String: Any] {
        let url = try #require(Bundle.module.url(forResource: "PrivacyInfo", withExtension: "xcprivacy"))
        let data = try Data(contentsOf: url)
        let plist = try PropertyListSerialization.propertyList(from: data, format: nil)
        return try #require(plist as? [String: Any])
    }

    @Test("PrivacyInfo.xcprivacy is in the built YunoSDK bundle and is a property list")
    func inTheBundle() throws {
        let url = try #require(Bundle.module.url(forResource: "PrivacyInfo", withExtension: "xcprivacy"))
        #expect(url.lastPathComponent == "PrivacyInfo.xcprivacy")
        #expect(
            Set(try Self.manifest().keys)
                == [
                    "NSPrivacyTracking", "NSPrivacyTrackingDomains", "NSPrivacyCollectedDataTypes",
                    "NSPrivacyAccessedAPITypes",
                ])
    }

    @Test("It declares no tracking and no required reason API")
    func noTrackingNoRequiredReasonAPI() throws {
        let manifest = try Self.manifest()
        #expect(manifest["NSPrivacyTracking"] as? Bool == false)
        #expect((manifest["NSPrivacyTrackingDomains"] as? [Any])?.isEmpty == true)
        #expect((manifest["NSPrivacyAccessedAPITypes"] as? [Any])?.isEmpty == true)
    }

    @Test("It lists payment info and the cardholder's name, linked, not for tracking, for the app's function")
    func collectedData() throws {
        let entries = try #require(try Self.manifest()["NSPrivacyCollectedDataTypes"] as? [[String: Any]])
        let types = entries.compactMap { $0["NSPrivacyCollectedDataType"] as? String }
        #expect(Set(types) == ["NSPrivacyCollectedDataTypePaymentInfo", "NSPrivacyCollectedDataTypeName"])
        for entry in entries {
            #expect(entry["NSPrivacyCollectedDataTypeLinked"] as? Bool == true)
            #expect(entry["NSPrivacyCollectedDataTypeTracking"] as? Bool == false)
            #expect(
                entry["NSPrivacyCollectedDataTypePurposes"] as? [String]
                    == ["NSPrivacyCollectedDataTypePurposeAppFunctionality"])
        }
    }
}
