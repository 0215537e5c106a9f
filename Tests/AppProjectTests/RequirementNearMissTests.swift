import QuickActionKit
import Testing

@testable import AppProject

/// Issue 32: how close a member must be to a defaulted requirement to be its near miss.
@Suite("Near misses of protocol requirements")
struct RequirementNearMissTests {
    @Test("Near misses: one edit for a short name, two for a long one; labels under the same types")
    func nearMissDistances() {
        func property(_ name: String) -> RequirementMembers.Member {
            RequirementMembers.Member(
                name: name, isStatic: true, parameterTypes: nil, location: SourceLocation(file: "A.swift"))
        }
        let tileColor = ProtocolRequirement.property("shortcutTileColor", "")
        let summary = ProtocolRequirement.property("description", "")
        #expect(RequirementMembers.isNearMiss(property("shortcutTileColour"), of: tileColor))
        #expect(RequirementMembers.isNearMiss(property("shortcutTilecolor"), of: tileColor))
        #expect(!RequirementMembers.isNearMiss(property("shortcutTileColor"), of: tileColor))
        #expect(!RequirementMembers.isNearMiss(property("tileColor"), of: tileColor))
        #expect(RequirementMembers.isNearMiss(property("descripton"), of: summary))
        #expect(!RequirementMembers.isNearMiss(property("subscription"), of: summary))
        let handler = ProtocolRequirement.method(
            "windowScene(_:performActionFor:completionHandler:)",
            ["UIWindowScene", "UIApplicationShortcutItem", "(Bool)->Void"], "")
        func method(_ name: String, _ types: [String]) -> RequirementMembers.Member {
            RequirementMembers.Member(
                name: name, isStatic: false, parameterTypes: types, location: SourceLocation(file: "A.swift"))
        }
        let types = [
            "UIWindowScene", "UIApplicationShortcutItem", RequirementMembers.normalizedType("@escaping (Bool) -> Void"),
        ]
        #expect(
            RequirementMembers.isNearMiss(
                method("windowScene(_:performActionWith:completionHandler:)", types), of: handler))
        #expect(
            RequirementMembers.isNearMiss(method("windowScene(_:performActionFor:completion:)", types), of: handler))
        #expect(
            !RequirementMembers.isNearMiss(
                method("windowScene(_:open:completion:)", ["UIWindowScene", "URL", "(Bool)->Void"]), of: handler))
        #expect(
            !RequirementMembers.isNearMiss(
                method("windowScene(_:performActionFor:)", types.dropLast() + []), of: handler))
    }
}
