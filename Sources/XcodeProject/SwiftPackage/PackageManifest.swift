import Foundation
import QuickActionKit
import SwiftParser
import SwiftSyntax

/// The products and targets of a local Swift package's `Package.swift`, read from its literal parts without running
/// SwiftPM (PackageDescription's `Package(products:targets:)`, `.library(name:targets:)`, `.target(name:
/// dependencies:path:)`): enough to tell which source folders a linked product builds (issue 31, what the target
/// links). A manifest that cannot be read that way gives nil, and the caller takes every source folder.
public struct PackageManifest: Sendable, Hashable {
    /// One target: its folder (relative to the package) and the targets of this package it depends on.
    public struct Target: Sendable, Hashable {
        public var folder: String
        public var dependencies: [String]
    }

    /// Product name → the targets it builds.
    public var products: [String: [String]]
    public var targets: [String: Target]

    /// The manifest of the package in `folder`, nil when it is missing, over the parsing budget, or not literal
    /// enough to read: a product's or a target's list that is neither written out nor a top-level constant
    /// (`let libraryTargets = [...]`) leaves the caller to take every source folder rather than miss some.
    public static func read(packageFolder folder: String) -> PackageManifest? {
        guard let data = ProjectFile.read(ProjectPath.join(folder, "Package.swift")),
            case .parsed(let tree) = BoundedSwiftParser.parse(data), !tree.hasError,
            let package = ManifestCallFinder.first(named: "Package", in: tree)
        else { return nil }
        let values = ManifestConstants(tree)
        var products: [String: [String]] = [:]
        for element in values.array(package["products"]) ?? [] {
            guard let call = ManifestCall(element), let name = values.string(call["name"]) else { continue }
            guard let targets = values.strings(call["targets"]) else { return nil }
            products[name] = targets
        }
        var targets: [String: Target] = [:]
        for element in values.array(package["targets"]) ?? [] {
            guard let call = ManifestCall(element), ["target", "executableTarget"].contains(call.name),
                let name = values.string(call["name"])
            else { continue }
            var dependencies: [String] = []
            if let list = call["dependencies"] {
                guard let elements = values.array(list) else { return nil }
                dependencies = elements.compactMap { dependency($0, values: values) }
            }
            targets[name] = Target(
                folder: values.string(call["path"]) ?? "Sources/" + name, dependencies: dependencies)
        }
        guard !products.isEmpty, !targets.isEmpty else { return nil }
        return PackageManifest(products: products, targets: targets)
    }

    public init(products: [String: [String]], targets: [String: Target]) {
        self.products = products
        self.targets = targets
    }

    /// The folders (relative to the package) of the targets `product` builds and the targets they depend on in
    /// this package; nil when the manifest has no such product.
    public func folders(building product: String) -> [String]? {
        guard let roots = products[product] else { return nil }
        var seen: Set<String> = []
        var pending = roots
        var folders: [String] = []
        while let name = pending.popLast() {
            guard seen.insert(name).inserted, let target = targets[name] else { continue }
            folders.append(target.folder)
            pending += target.dependencies
        }
        return folders.sorted()
    }

    /// The folders a project's link to `product` of the local package at `package` builds (issue 31): its targets'
    /// folders, else (a manifest not literal enough) the package's whole `Sources` folder. A product the manifest
    /// does not declare is another package's: no folder of this one.
    public static func sourceFolders(of package: String, product: String?) -> [String] {
        if let product, let manifest = read(packageFolder: package) {
            return manifest.folders(building: product)?.map { ProjectPath.join(package, $0) } ?? []
        }
        return [ProjectPath.join(package, "Sources")]
    }

    /// `"Name"`, `.target(name: "Name")`, `.byName(name: "Name")`: a name that may be a target of this package.
    private static func dependency(_ expression: ExprSyntax, values: ManifestConstants) -> String? {
        if let name = values.string(expression) { return name }
        guard let call = ManifestCall(expression), ["target", "byName"].contains(call.name) else { return nil }
        return values.string(call["name"])
    }
}

/// The values a manifest writes out, through its top-level constants: `targets: libraryTargets` where `let
/// libraryTargets = ["A", "B"]`, and lists joined with `+`. A name bound more than once, to anything else, or
/// through more than a few constants is not a value.
struct ManifestConstants {
    private var initializers: [String: ExprSyntax] = [:]

    init(_ tree: SourceFileSyntax) {
        var seen: Set<String> = []
        for statement in tree.statements {
            guard let variable = statement.item.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                if seen.insert(name).inserted, variable.bindingSpecifier.tokenKind == .keyword(.let) {
                    initializers[name] = binding.initializer?.value
                } else {
                    initializers[name] = nil
                }
            }
        }
    }

    /// A string literal without interpolation, or a constant bound to one.
    func string(_ expression: ExprSyntax?) -> String? {
        guard let expression = resolved(expression, depth: 0) else { return nil }
        return expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
    }

    /// The elements of an array literal, a constant bound to one, or such lists joined with `+`.
    func array(_ expression: ExprSyntax?, depth: Int = 0) -> [ExprSyntax]? {
        guard let expression = resolved(expression, depth: depth) else { return nil }
        if let array = expression.as(ArrayExprSyntax.self) { return array.elements.map(\.expression) }
        // `a + ["X"]`, unfolded: operands at even places, `+` between them.
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        var elements: [ExprSyntax] = []
        for (offset, part) in sequence.elements.enumerated() {
            if offset % 2 == 1 {
                guard part.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" else { return nil }
            } else {
                guard let operand = array(part, depth: depth + 1) else { return nil }
                elements += operand
            }
        }
        return elements
    }

    /// The names of an array of string literals (or constants); nil when any element is something else.
    func strings(_ expression: ExprSyntax?) -> [String]? {
        guard let elements = array(expression) else { return nil }
        var names: [String] = []
        for element in elements {
            guard let name = string(element) else { return nil }
            names.append(name)
        }
        return names
    }

    /// The expression itself, or what the constant it names is bound to (a few steps at most: a cycle ends).
    private func resolved(_ expression: ExprSyntax?, depth: Int) -> ExprSyntax? {
        guard var expression, depth < 4 else { return nil }
        for _ in depth..<4 {
            guard let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil else {
                return expression
            }
            guard let value = initializers[reference.baseName.text] else { return nil }
            expression = value
        }
        return nil
    }
}
