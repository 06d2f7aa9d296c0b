#!/usr/bin/env python3
"""Checks YunoSDK's privacy manifest (Sources/YunoSDK/Resources/PrivacyInfo.xcprivacy) against the code.

Apple requires a third-party SDK to ship a `PrivacyInfo.xcprivacy` that lists the data it collects and, with an
approved reason, each "required reason API" category it uses
(https://developer.apple.com/documentation/bundleresources/describing-use-of-required-reason-api). Xcode merges it
into the app's privacy report, so a manifest that drifts from the code misleads every merchant's App Store label.

The check fails (exit 1) when:
1. the manifest is not a well-formed property list of the documented shape: `NSPrivacyTracking` (a boolean),
   `NSPrivacyTrackingDomains` (strings; at least one when tracking), `NSPrivacyCollectedDataTypes` (each a known data
   type with `…Linked`, `…Tracking` booleans and at least one known purpose) and `NSPrivacyAccessedAPITypes` (each a
   known category with at least one of that category's approved reasons), no category or data type twice;
2. the YunoSDK target's Swift code (comments and string literals aside) uses an API of a category the manifest
   does not declare (`systemUptime`, `mach_absolute_time`, `creationDate`, `attributesOfItem`,
   `volumeAvailableCapacity…`, `UserDefaults`, `@AppStorage`, `activeInputModes`, … : API_CATEGORIES below);
3. the manifest declares a category no code uses any more (a stale reason is a false statement to Apple);
4. the code sends a field on the wire that is collected data (`holder_name` → Name, `security_code` → Payment
   Info, … : WIRE_DATA below) and the manifest does not list its data type, or the manifest lists a data type no
   such field explains.

Only the YunoSDK target is scanned: the manifest ships in its bundle and speaks for it alone (YunoSandbox, the
emulator, and the yuno-checkout demo never ship in a merchant's app). `--self-test` first checks the scanner on
samples. Usage: python3 Scripts/check-privacy-manifest.py [--manifest PATH] [--sources DIR] [--self-test]
"""

import argparse
import plistlib
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MANIFEST = ROOT / "Sources/YunoSDK/Resources/PrivacyInfo.xcprivacy"
SOURCES = ROOT / "Sources/YunoSDK"

# Apple's required reason API categories: the APIs of each (as Swift code names them) and its approved reasons
# (https://developer.apple.com/documentation/bundleresources/describing-use-of-required-reason-api).
API_CATEGORIES = {
    "NSPrivacyAccessedAPICategoryFileTimestamp": {
        "apis": [r"\bcreationDate\b", r"\bmodificationDate\b", r"\bfileModificationDate\b",
                 r"\bcontentModificationDate(Key)?\b", r"\bcreationDateKey\b", r"\battributesOfItem\b",
                 r"\bNSFile(Creation|Modification)Date\b", r"\bNSURL(ContentModification|Creation)DateKey\b",
                 r"\bgetattrlist(bulk|at)?\s*\(", r"\bfgetattrlist\s*\(", r"\b(f|l)?stat\s*\(", r"\bfstatat\s*\("],
        "reasons": {"DDA9.1", "C617.1", "3B52.1", "0A2A.1"},
    },
    "NSPrivacyAccessedAPICategorySystemBootTime": {
        "apis": [r"\bsystemUptime\b", r"\bmach_absolute_time\s*\("],
        "reasons": {"35F9.1", "8FFB.1", "3D61.1"},
    },
    "NSPrivacyAccessedAPICategoryDiskSpace": {
        "apis": [r"\bvolumeAvailableCapacity(ForImportantUsage|ForOpportunisticUsage)?(Key)?\b",
                 r"\bvolumeTotalCapacity(Key)?\b", r"\bsystem(Free)?Size\b", r"\bNSFileSystem(Free)?Size\b",
                 r"\battributesOfFileSystem\b", r"\b(f)?statv?fs\s*\("],
        "reasons": {"85F4.1", "E174.1", "7D9E.1", "B728.1"},
    },
    "NSPrivacyAccessedAPICategoryActiveKeyboards": {
        "apis": [r"\bactiveInputModes\b"],
        "reasons": {"3EC4.1", "54BD.1"},
    },
    "NSPrivacyAccessedAPICategoryUserDefaults": {
        "apis": [r"\b(NS)?UserDefaults\b", r"@AppStorage\b"],
        "reasons": {"CA92.1", "1C8F.1", "C56D.1", "AC6B.1"},
    },
}

# What the SDK sends that Apple counts as collected data: a wire key (as the request models spell it) -> the data type
# it makes the SDK collect (https://developer.apple.com/documentation/bundleresources/describing-data-use-in-privacy-manifests).
WIRE_DATA = {
    '"security_code"': "NSPrivacyCollectedDataTypePaymentInfo",  # the card (number, expiry, CVC) to tokenize
    '"expiration_month"': "NSPrivacyCollectedDataTypePaymentInfo",
    '"payment_data"': "NSPrivacyCollectedDataTypePaymentInfo",  # an Apple Pay token
    '"holder_name"': "NSPrivacyCollectedDataTypeName",  # the cardholder's name
    '"email"': "NSPrivacyCollectedDataTypeEmailAddress",
    '"phone"': "NSPrivacyCollectedDataTypePhoneNumber",
    '"device_fingerprint"': "NSPrivacyCollectedDataTypeDeviceID",
}

DATA_TYPES = {"NSPrivacyCollectedDataType" + name for name in (
    "Name EmailAddress PhoneNumber PhysicalAddress OtherUserContactInfo Health Fitness PaymentInfo CreditInfo "
    "OtherFinancialInfo PreciseLocation CoarseLocation SensitiveInfo Contacts EmailsOrTextMessages PhotosorVideos "
    "AudioData GameplayContent CustomerSupport OtherUserContent BrowsingHistory SearchHistory UserID DeviceID "
    "PurchaseHistory ProductInteraction AdvertisingData OtherUsageData CrashData PerformanceData "
    "OtherDiagnosticData EnvironmentScanning Hands Head OtherDataTypes").split()}
PURPOSES = {"NSPrivacyCollectedDataTypePurpose" + name for name in (
    "ThirdPartyAdvertising DeveloperAdvertising Analytics ProductPersonalization AppFunctionality Other").split()}

COMMENT_OR_STRING = re.compile(r'//[^\n]*|/\*.*?\*/|"""[\s\S]*?"""|"(?:\\.|[^"\\\n])*"', re.S)


def code_only(text, keep_strings=False):
    """`text` with comments (and, unless `keep_strings`, string literals) blanked, newlines kept for line numbers."""
    def blank(match):
        token = match.group(0)
        if keep_strings and token.startswith('"'):
            return token
        return re.sub(r"[^\n]", " ", token)
    return COMMENT_OR_STRING.sub(blank, text)


def uses(files):
    """category -> [(path, line, API)] and data type -> [(path, line, wire key)] found in `files`."""
    apis, data = {}, {}
    for path in files:
        text = path.read_text(encoding="utf-8")
        code, with_strings = code_only(text), code_only(text, keep_strings=True)
        for category, spec in API_CATEGORIES.items():
            for pattern in spec["apis"]:
                for match in re.finditer(pattern, code):
                    line = code.count("\n", 0, match.start()) + 1
                    apis.setdefault(category, []).append((path, line, match.group(0).strip()))
        for key, data_type in WIRE_DATA.items():
            for match in re.finditer(re.escape(key), with_strings):
                line = with_strings.count("\n", 0, match.start()) + 1
                data.setdefault(data_type, []).append((path, line, key))
    return apis, data


def read_manifest(path):
    """The manifest's declared categories and data types, or raises ValueError naming what is malformed."""
    try:
        with open(path, "rb") as handle:
            plist = plistlib.load(handle)
    except (OSError, plistlib.InvalidFileException, ValueError) as error:
        raise ValueError(f"not a readable property list: {error}") from None
    if not isinstance(plist, dict):
        raise ValueError("the root is not a dictionary")
    known = {"NSPrivacyTracking", "NSPrivacyTrackingDomains", "NSPrivacyCollectedDataTypes",
             "NSPrivacyAccessedAPITypes"}
    if set(plist) != known:
        raise ValueError(f"the root's keys must be exactly {sorted(known)}, not {sorted(plist)}")
    if not isinstance(plist["NSPrivacyTracking"], bool):
        raise ValueError("NSPrivacyTracking is not a boolean")
    domains = plist["NSPrivacyTrackingDomains"]
    if not isinstance(domains, list) or not all(isinstance(d, str) and d for d in domains):
        raise ValueError("NSPrivacyTrackingDomains is not a list of domains")
    if plist["NSPrivacyTracking"] and not domains:
        raise ValueError("NSPrivacyTracking is true but NSPrivacyTrackingDomains is empty")

    collected = {}
    entries = plist["NSPrivacyCollectedDataTypes"]
    if not isinstance(entries, list):
        raise ValueError("NSPrivacyCollectedDataTypes is not an array")
    for entry in entries:
        if not isinstance(entry, dict):
            raise ValueError("an NSPrivacyCollectedDataTypes entry is not a dictionary")
        kind = entry.get("NSPrivacyCollectedDataType")
        if kind not in DATA_TYPES:
            raise ValueError(f"unknown collected data type {kind!r}")
        if kind in collected:
            raise ValueError(f"{kind} is listed twice")
        for flag in ("NSPrivacyCollectedDataTypeLinked", "NSPrivacyCollectedDataTypeTracking"):
            if not isinstance(entry.get(flag), bool):
                raise ValueError(f"{kind}: {flag} is missing or not a boolean")
        purposes = entry.get("NSPrivacyCollectedDataTypePurposes")
        if not isinstance(purposes, list) or not purposes or not set(purposes) <= PURPOSES:
            raise ValueError(f"{kind}: NSPrivacyCollectedDataTypePurposes must list known purposes, not {purposes!r}")
        if entry["NSPrivacyCollectedDataTypeTracking"] and not plist["NSPrivacyTracking"]:
            raise ValueError(f"{kind} is used for tracking but NSPrivacyTracking is false")
        collected[kind] = entry

    declared = {}
    entries = plist["NSPrivacyAccessedAPITypes"]
    if not isinstance(entries, list):
        raise ValueError("NSPrivacyAccessedAPITypes is not an array")
    for entry in entries:
        if not isinstance(entry, dict):
            raise ValueError("an NSPrivacyAccessedAPITypes entry is not a dictionary")
        category = entry.get("NSPrivacyAccessedAPIType")
        if category not in API_CATEGORIES:
            raise ValueError(f"unknown required reason API category {category!r}")
        if category in declared:
            raise ValueError(f"{category} is declared twice")
        reasons = entry.get("NSPrivacyAccessedAPITypeReasons")
        allowed = API_CATEGORIES[category]["reasons"]
        if not isinstance(reasons, list) or not reasons or not set(reasons) <= allowed:
            raise ValueError(f"{category}: reasons must be some of {sorted(allowed)}, not {reasons!r}")
        declared[category] = reasons
    return declared, collected


def problems_of(manifest, files):
    """Every mismatch between the manifest at `manifest` and the Swift `files`, as sentences."""
    try:
        declared, collected = read_manifest(manifest)
    except ValueError as error:
        return [f"{manifest}: malformed: {error}"], {}, {}
    apis, data = uses(files)
    problems = []
    for category, found in sorted(apis.items()):
        if category not in declared:
            where = ", ".join(f"{p.relative_to(ROOT) if p.is_relative_to(ROOT) else p}:{n} ({api})"
                              for p, n, api in found[:5])
            problems.append(f"{category} is used but not declared: {where}")
    for category in sorted(declared):
        if category not in apis:
            problems.append(f"{category} is declared but no code in the target uses its APIs any more")
    for data_type, found in sorted(data.items()):
        if data_type not in collected:
            path, line, key = found[0]
            problems.append(f"{data_type} is collected ({key} sent at {path.name}:{line}) but not listed")
    for data_type in sorted(collected):
        if data_type not in data:
            problems.append(f"{data_type} is listed but no field the SDK sends explains it")
    return problems, apis, data


def self_test(work):
    """The scanner finds each category's APIs in code, ignores comments and strings, and flags drift both ways."""
    work.mkdir(parents=True, exist_ok=True)
    sample = work / "Sample.swift"
    sample.write_text(
        '// UserDefaults in a comment does not count, nor does "systemUptime" in a string.\n'
        'let t = ProcessInfo.processInfo.systemUptime\n'
        'let d = try FileManager.default.attributesOfItem(atPath: p)[.modificationDate]\n'
        'let keyboards = UITextInputMode.activeInputModes\n'
        'let free = try url.resourceValues(forKeys: [.volumeAvailableCapacityForImportantUsageKey])\n'
        'let body = ["holder_name": name]\n', encoding="utf-8")
    apis, data = uses([sample])
    expected = {"NSPrivacyAccessedAPICategorySystemBootTime", "NSPrivacyAccessedAPICategoryFileTimestamp",
                "NSPrivacyAccessedAPICategoryActiveKeyboards", "NSPrivacyAccessedAPICategoryDiskSpace"}
    assert set(apis) == expected, f"self-test: found {sorted(apis)}"
    assert set(data) == {"NSPrivacyCollectedDataTypeName"}, f"self-test: data {sorted(data)}"
    manifest = work / "PrivacyInfo.xcprivacy"
    plist = {"NSPrivacyTracking": False, "NSPrivacyTrackingDomains": [], "NSPrivacyCollectedDataTypes": [],
             "NSPrivacyAccessedAPITypes": [{"NSPrivacyAccessedAPIType": "NSPrivacyAccessedAPICategoryUserDefaults",
                                            "NSPrivacyAccessedAPITypeReasons": ["CA92.1"]}]}
    manifest.write_bytes(plistlib.dumps(plist))
    problems, _, _ = problems_of(manifest, [sample])
    text = "\n".join(problems)
    for needle in ("SystemBootTime is used but not declared", "UserDefaults is declared but no code",
                   "NSPrivacyCollectedDataTypeName is collected"):
        assert needle in text, f"self-test: expected {needle!r} in {problems}"
    manifest.write_text("<plist><dict><key>NSPrivacyTracking</key></dict>", encoding="utf-8")
    problems, _, _ = problems_of(manifest, [sample])
    assert problems and "malformed" in problems[0], f"self-test: a broken plist passed: {problems}"
    plist["NSPrivacyAccessedAPITypes"][0]["NSPrivacyAccessedAPITypeReasons"] = ["35F9.1"]
    manifest.write_bytes(plistlib.dumps(plist))
    problems, _, _ = problems_of(manifest, [sample])
    assert problems and "reasons must be some of" in problems[0], f"self-test: a wrong reason passed: {problems}"
    print("self-test: the scanner finds every category, ignores comments and strings, and flags drift both ways")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--manifest", type=Path, default=MANIFEST)
    parser.add_argument("--sources", type=Path, default=SOURCES)
    parser.add_argument("--self-test", action="store_true", help="check the scanner on samples first")
    args = parser.parse_args()
    if args.self_test:
        import tempfile
        with tempfile.TemporaryDirectory() as work:
            self_test(Path(work))
    files = sorted(args.sources.rglob("*.swift"))
    if not files:
        print(f"check-privacy-manifest: no Swift files under {args.sources}", file=sys.stderr)
        return 1
    problems, apis, data = problems_of(args.manifest, files)
    if problems:
        print("check-privacy-manifest: the privacy manifest does not match the code:", file=sys.stderr)
        for problem in problems:
            print(f"  {problem}", file=sys.stderr)
        return 1
    categories = ", ".join(sorted(c.replace("NSPrivacyAccessedAPICategory", "") for c in apis)) or "none"
    collected = ", ".join(sorted(d.replace("NSPrivacyCollectedDataType", "") for d in data)) or "nothing"
    shown = args.sources.relative_to(ROOT) if args.sources.is_relative_to(ROOT) else args.sources
    print(f"privacy manifest matches {len(files)} files of {shown}: required reason APIs "
          f"used: {categories}; data collected: {collected}; no tracking")
    return 0


if __name__ == "__main__":
    sys.exit(main())
