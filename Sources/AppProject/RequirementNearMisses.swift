import QuickActionKit
import SwiftSyntax

/// A member of a type that conforms to a protocol of `ProtocolRequirements` whose name or signature is a small edit
/// away from a defaulted requirement the type does not implement: it compiles, and the system never uses it
/// (issue 32, `near_miss_requirement`).
public struct RequirementNearMiss: Sendable, Hashable {
    public var typeName: String
    public var protocolName: String
    /// The member as declared: a property's name or a method's full name.
    public var member: String
    public var requirement: ProtocolRequirement
    public var location: QuickActionKit.SourceLocation
}

/// The members of the app's types and extensions, by simple type name, gathered from every parsed file, and the near
/// misses among them.
struct RequirementMembers {
    struct Member: Hashable {
        var name: String
        var isStatic: Bool
        var parameterTypes: [String]?
        var location: QuickActionKit.SourceLocation
    }

    /// A type's conformances, and its member blocks (declaration and extensions), read only when it conforms: most
    /// parsed types conform to none of these protocols (reading every type's members cost the lint benchmark 23%).
    struct TypeMembers {
        var protocols: Set<String> = []
        var blocks: [(members: MemberBlockSyntax, locator: SourceLocator)] = []
    }

    private(set) var types: [String: TypeMembers] = [:]
    /// Decides `#if` around declarations, as the compiler does for an iOS device build.
    let conditions: CompilationConditions

    init(conditions: CompilationConditions) { self.conditions = conditions }

    /// Adds the types and extensions of one file.
    mutating func add(_ tree: SourceFileSyntax, locator: SourceLocator) {
        for declaration in tree.statements.compactMap({ $0.item.as(DeclSyntax.self) }) {
            add(declaration, locator: locator)
        }
    }

    private mutating func add(_ declaration: DeclSyntax, locator: SourceLocator) {
        let parts: (name: String, clause: InheritanceClauseSyntax?, members: MemberBlockSyntax)?
        if let type = declaration.as(StructDeclSyntax.self) {
            parts = (type.name.text, type.inheritanceClause, type.memberBlock)
        } else if let type = declaration.as(ClassDeclSyntax.self) {
            parts = (type.name.text, type.inheritanceClause, type.memberBlock)
        } else if let type = declaration.as(EnumDeclSyntax.self) {
            parts = (type.name.text, type.inheritanceClause, type.memberBlock)
        } else if let type = declaration.as(ActorDeclSyntax.self) {
            parts = (type.name.text, type.inheritanceClause, type.memberBlock)
        } else if let type = declaration.as(ExtensionDeclSyntax.self) {
            let name = String(type.extendedType.trimmedDescription.split(separator: ".").last ?? "")
            parts = (name, type.inheritanceClause, type.memberBlock)
        } else if let block = declaration.as(IfConfigDeclSyntax.self) {
            // `#if` around whole declarations: the clause an iOS build compiles (not a Mac Catalyst delegate's).
            if case .decls(let items)? = conditions.activeClause(of: block)?.elements {
                for item in items { add(item.decl, locator: locator) }
            }
            parts = nil
        } else {
            parts = nil
        }
        guard let parts else { return }
        let protocols = AppShortcutsScanner.inheritedNames(parts.clause).compactMap(ProtocolRequirements.protocolName)
        types[parts.name, default: TypeMembers()].protocols.formUnion(protocols)
        types[parts.name, default: TypeMembers()].blocks.append((parts.members, locator))
    }

    private static func members(of block: MemberBlockSyntax, locator: SourceLocator) -> [Member] {
        block.members.flatMap { item -> [Member] in
            if let function = item.decl.as(FunctionDeclSyntax.self) {
                let parameters = function.signature.parameterClause.parameters
                let labels = parameters.map { ($0.firstName.text == "_" ? "_" : $0.firstName.text) + ":" }
                return [
                    Member(
                        name: function.name.text + "(" + labels.joined() + ")",
                        isStatic: isStatic(function.modifiers),
                        parameterTypes: parameters.map { normalizedType($0.type.trimmedDescription) },
                        location: locator.location(of: function.name))
                ]
            }
            if let variable = item.decl.as(VariableDeclSyntax.self) {
                return variable.bindings.compactMap { binding in
                    binding.pattern.as(IdentifierPatternSyntax.self).map {
                        Member(
                            name: $0.identifier.text, isStatic: isStatic(variable.modifiers), parameterTypes: nil,
                            location: locator.location(of: $0.identifier))
                    }
                }
            }
            return []
        }
    }

    private static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { ["static", "class"].contains($0.name.text) }
    }

    /// A type as compared with the SDK's: no spaces, attributes or module prefixes (`@escaping (Bool) -> Void` →
    /// `(Bool)->Void`, `UIKit.UIScene` → `UIScene`).
    static func normalizedType(_ written: String) -> String {
        var text = written
        for attribute in ["@escaping", "@Sendable", "@MainActor", "UIKit.", "Swift."] {
            text = text.replacingOccurrences(of: attribute, with: "")
        }
        return text.filter { !$0.isWhitespace }
    }

    /// The near misses of every conforming type, in file order.
    func nearMisses() -> [RequirementNearMiss] {
        var misses: [RequirementNearMiss] = []
        for (name, type) in types where !type.protocols.isEmpty {
            misses += Self.nearMisses(of: type, named: name)
        }
        return misses.sorted { ($0.location.file, $0.location.line ?? 0) < ($1.location.file, $1.location.line ?? 0) }
    }

    private static func nearMisses(of type: TypeMembers, named name: String) -> [RequirementNearMiss] {
        var requirements: [(protocolName: String, requirement: ProtocolRequirement)] = []
        for protocolName in type.protocols.sorted() {
            for requirement in ProtocolRequirements.byProtocol[protocolName] ?? [] {
                requirements.append((protocolName, requirement))
            }
        }
        let declared = type.blocks.flatMap { Self.members(of: $0.members, locator: $0.locator) }
        let implemented = Set(declared.map(\.name))
        var misses: [RequirementNearMiss] = []
        for member in declared where !requirements.contains(where: { $0.requirement.name == member.name }) {
            let missed = requirements.first { candidate in
                !implemented.contains(candidate.requirement.name) && isNearMiss(member, of: candidate.requirement)
            }
            guard let missed else { continue }
            misses.append(
                RequirementNearMiss(
                    typeName: name, protocolName: missed.protocolName, member: member.name,
                    requirement: missed.requirement, location: member.location))
        }
        return misses
    }

    /// A property within one edit of a short requirement name, two of a longer one; a method with as many
    /// parameters whose full name is within two edits, or that takes the requirement's parameter types under the
    /// same base name with other labels (`performActionWith:`).
    static func isNearMiss(_ member: Member, of requirement: ProtocolRequirement) -> Bool {
        guard member.isStatic == requirement.isStatic else { return false }
        switch (member.parameterTypes, requirement.parameterTypes) {
        case (nil, nil):
            let distance = EditDistance.between(member.name, requirement.name)
            return distance > 0 && distance <= (requirement.name.count >= 8 ? 2 : 1)
        case (let types?, let required?) where types.count == required.count:
            if EditDistance.between(member.name, requirement.name) <= 2 { return true }
            return member.name.prefix { $0 != "(" } == requirement.baseName && types == required
        default:
            return false
        }
    }
}
