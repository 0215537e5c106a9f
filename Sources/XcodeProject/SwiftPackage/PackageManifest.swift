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
    /// enough to read.
    public static func read(packageFolder folder: String) -> PackageManifest? {
        guard let data = ProjectFile.read(ProjectPath.join(folder, "Package.swift")),
            case .parsed(let tree) = BoundedSwiftParser.parse(data), !tree.hasError,
            let package = ManifestCallFinder.first(named: "Package", in: tree)
        else { return nil }
        var products: [String: [String]] = [:]
        for element in package["products"]?.as(ArrayExprSyntax.self)?.elements ?? [] {
            guard let call = ManifestCall(element.expression), let name = literal(call["name"]) else { continue }
            products[name] = (call["targets"]?.as(ArrayExprSyntax.self)?.elements ?? []).compactMap {
                literal($0.expression)
            }
        }
        var targets: [String: Target] = [:]
        for element in package["targets"]?.as(ArrayExprSyntax.self)?.elements ?? [] {
            guard let call = ManifestCall(element.expression), ["target", "executableTarget"].contains(call.name),
                let name = literal(call["name"])
            else { continue }
            let dependencies = (call["dependencies"]?.as(ArrayExprSyntax.self)?.elements ?? []).compactMap {
                dependency($0.expression)
            }
            targets[name] = Target(folder: literal(call["path"]) ?? "Sources/" + name, dependencies: dependencies)
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

    private static func literal(_ expression: ExprSyntax?) -> String? {
        expression?.as(StringLiteralExprSyntax.self)?.representedLiteralValue
    }

    /// `"Name"`, `.target(name: "Name")`, `.byName(name: "Name")`: a name that may be a target of this package.
    private static func dependency(_ expression: ExprSyntax) -> String? {
        if let name = literal(expression) { return name }
        guard let call = ManifestCall(expression), ["target", "byName"].contains(call.name) else { return nil }
        return literal(call["name"])
    }
}
