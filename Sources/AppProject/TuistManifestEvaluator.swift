import Foundation
import QuickActionKit
import SwiftSyntax
import XcodeProject

/// Evaluates a Tuist manifest's `let project = …` with the one Swift evaluator (issue 30), so that a project made by
/// a helper (`Project.app(name:…)` in `Tuist/ProjectDescriptionHelpers`, a local function, `Module.allCases.map(
/// \.target)`) is read like a literal one. ProjectDescription's own types are outside the files read: their calls
/// are kept as written with their arguments evaluated (`Value.external`) and written back for `TuistReader`.
public struct TuistManifestEvaluator: TuistManifestEvaluating {
    /// At most this many helper files are read (Tuist compiles them all into one module).
    static let maximumHelperFiles = 200

    public init() {}

    public func evaluatedProject(manifest tree: SourceFileSyntax, file: String) -> EvaluatedTuistProject? {
        guard let binding = Self.projectBinding(in: tree), let expression = binding.initializer?.value else {
            return nil
        }
        let locator = SourceLocator(converter: SourceLocationConverter(fileName: file, tree: tree), file: file)
        let index = SymbolIndex()
        index.add(tree, locator: locator)
        for helper in Self.helperFiles(near: file) {
            guard let data = ProjectFile.read(helper), case .parsed(let helperTree) = BoundedSwiftParser.parse(data)
            else { continue }
            index.add(
                helperTree,
                locator: SourceLocator(
                    converter: SourceLocationConverter(fileName: helper, tree: helperTree), file: helper))
        }
        let session = EvaluationSession(index: index)
        session.keepsExternalCalls = true
        let evaluator = SwiftEvaluator(session: session, frame: Frame(locator: locator))
        let value = evaluator.evaluate(expression, expecting: "Project")
        guard case .external = value else { return nil }
        return EvaluatedTuistProject(source: value.swiftSource, location: locator.location(of: binding))
    }

    /// The manifest's top-level `let project = …` (Tuist loads the value of that name).
    static func projectBinding(in tree: SourceFileSyntax) -> PatternBindingSyntax? {
        for statement in tree.statements {
            guard let variable = statement.item.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings
            where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "project" {
                return binding
            }
        }
        return nil
    }

    /// The Swift files of `Tuist/ProjectDescriptionHelpers` at the repository's Tuist root, sorted.
    static func helperFiles(near manifest: String) -> [String] {
        guard let root = TuistRoot.folder(of: manifest) else { return [] }
        let helpers = ProjectPath.join(root, "Tuist/ProjectDescriptionHelpers")
        let found = FileManager.default.enumerator(atPath: helpers)?.compactMap { $0 as? String } ?? []
        return Array(
            found.filter { $0.hasSuffix(".swift") }.sorted().prefix(maximumHelperFiles).map {
                ProjectPath.join(helpers, $0)
            })
    }
}
