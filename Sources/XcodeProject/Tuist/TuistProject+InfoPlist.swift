import QuickActionKit
import SwiftSyntax

extension TuistProject {
    /// The target's `infoPlist` (ProjectDescription's `InfoPlist`): `.file(path:)` or a path string names the file;
    /// `.extendingDefault(with:)`, `.default` (also when the argument is left out, Tuist's default) and
    /// `.dictionary(…)` make Tuist write `Derived/InfoPlists/<target>-Info.plist` (`GenerateInfoPlistProjectMapper`),
    /// whose keys are returned as properties; `nil` means none.
    mutating func infoPlist(
        _ call: ManifestCall, target: String, product: String, productType: ProductType, destinations: Set<String>
    ) -> (file: BuildSettingAssignment?, properties: PlistNode?) {
        let expression = call["infoPlist"]
        let location = expression.map { literals.location(of: $0) } ?? literals.location(of: call.syntax)
        if expression?.is(NilLiteralExprSyntax.self) == true { return (nil, nil) }
        let derived = BuildSettingAssignment(
            name: "INFOPLIST_FILE", value: "Derived/InfoPlists/\(target)-Info.plist", location: location)
        let defaults = {
            if product == "staticLibrary" || product == "dynamicLibrary" { return [PlistEntry]() }
            return TuistInfoPlistDefaults.entries(
                product: product, productType: productType,
                isIOS: TuistProduct.sdkRoot(destinations: destinations)
                    == "iphoneos" || destinations.isEmpty, supportsIPad: destinations.contains("iPad"), at: location)
        }
        guard let expression else {
            return (derived, PlistNode(location: location, kind: .dictionary(defaults())))
        }
        if expression.is(StringLiteralExprSyntax.self) {
            return (literals.string(expression, what: "the Info.plist path").map { file($0, at: location) }, nil)
        }
        if let access = expression.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "default" {
            return (derived, PlistNode(location: location, kind: .dictionary(defaults())))
        }
        guard let inner = ManifestCall(expression) else {
            literals.note(expression, what: "the Info.plist")
            return (nil, nil)
        }
        switch inner.name {
        case "file":
            let path = (inner["path"] ?? inner[nil]).flatMap { literals.string($0, what: "the Info.plist path") }
            return (path.map { file($0, at: location) }, nil)
        case "extendingDefault", "dictionary":
            var entries = inner.name == "extendingDefault" ? defaults() : []
            let stated = (inner["with"] ?? inner[nil]).flatMap { literals.plistValue($0, what: "the Info.plist") }
            if case .dictionary(let statedEntries)? = stated?.kind {
                for entry in statedEntries {
                    entries.removeAll { $0.key == entry.key }
                    entries.append(entry)
                }
            }
            return (derived, PlistNode(location: location, kind: .dictionary(entries)))
        default:
            literals.note(expression, what: "the Info.plist")
            return (nil, nil)
        }
    }

    private func file(_ path: String, at location: QuickActionKit.SourceLocation) -> BuildSettingAssignment {
        BuildSettingAssignment(name: "INFOPLIST_FILE", value: path, location: location)
    }
}
