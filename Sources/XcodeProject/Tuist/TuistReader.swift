import Foundation
import QuickActionKit
import SwiftParser
import SwiftSyntax

/// Reads a Tuist `Project.swift` into a `ProjectModel` without running Tuist: the manifest is parsed with SwiftParser
/// and its literal parts are read (ProjectDescription's `Project`, `Target`, `InfoPlist`, `Settings`, `Product` in
/// tuist/tuist). A manifest whose project is computed (targets from a helper function, `Module.allCases.map(\.target)`,
/// `Project.app(…)` from the project's description helpers) is evaluated by the `TuistManifestEvaluating` given (the
/// app reader's Swift evaluator) and its value read the same way. What neither tells (an environment variable) is
/// named in `ProjectModel.notes` with its line and column and left out; the other keys are still read.
public enum TuistReader {
    /// - Parameters:
    ///   - path: the `Project.swift`, as the user's path spells it; files are named relative to its folder.
    ///   - evaluator: evaluates the computed parts of the manifest; without one, only its literal parts are read.
    /// - Throws: `ProjectReadError` at the first syntax error, or when the manifest has no `Project(…)` call and the
    ///   evaluator finds no project either.
    public static func read(
        projectFile path: String, evaluator: (any TuistManifestEvaluating)? = nil
    ) throws(ProjectReadError) -> ProjectModel {
        let tree: SourceFileSyntax
        switch BoundedSwiftParser.parse(try ProjectFile.contents(of: path)) {
        case .parsed(let parsed): tree = parsed
        case .overBudget(let excess):
            throw ProjectReadError(file: path, line: excess.line, "Project.swift cannot be read: \(excess.message)")
        }
        let literals = TuistLiterals(file: path, tree: tree)
        if tree.hasError, let error = TuistSyntaxError.first(in: tree) {
            throw ProjectReadError(
                literals.location(of: error.node), "Project.swift is not valid Swift: \(error.message)")
        }
        let sourceRoot = ProjectPath.standardize(ProjectPath.folder(of: path))
        let literal = ManifestCallFinder.first(named: "Project", in: tree).map { call in
            var reader = TuistProject(literals: literals, sourceRoot: sourceRoot)
            return reader.read(call)
        }
        if let literal, literal.notes.isEmpty { return literal }
        // The evaluated project places every note at `let project`: it is read only where the literal reading misses
        // targets, which keeps the literal reading's exact positions for the common manifest.
        if let evaluated = evaluated(path, tree, evaluator, sourceRoot: sourceRoot),
            literal.map({ evaluated.targets.count > $0.targets.count }) ?? true
        {
            return evaluated
        }
        guard let literal else {
            throw ProjectReadError(
                file: path,
                "there is no Project(…) call in this manifest and its `let project` could not be evaluated "
                    + "without running Tuist; run `tuist generate` and read the .xcodeproj instead")
        }
        return literal
    }

    /// The manifest's project as the evaluator gives it, read by the literal reader with every note placed where
    /// the project was evaluated from.
    private static func evaluated(
        _ path: String, _ tree: SourceFileSyntax, _ evaluator: (any TuistManifestEvaluating)?, sourceRoot: String
    ) -> ProjectModel? {
        guard let project = evaluator?.evaluatedProject(manifest: tree, file: path),
            case .parsed(let written) = BoundedSwiftParser.parse(Data(project.source.utf8)), !written.hasError,
            let call = ManifestCallFinder.first(named: "Project", in: written)
        else { return nil }
        var reader = TuistProject(
            literals: TuistLiterals(file: path, tree: written, evaluatedAt: project.location), sourceRoot: sourceRoot)
        var model = reader.read(call)
        // Every note is at `let project`: a helper that makes two targets gives the same note twice.
        var seen: Set<String> = []
        model.notes = model.notes.filter { seen.insert($0.message).inserted }
        return model
    }
}

/// Evaluates a Tuist manifest's computed project (AppProject's Swift evaluator, which XcodeProject sits below).
public protocol TuistManifestEvaluating {
    /// The value of the manifest's `let project = …`, written back as Swift whose ProjectDescription calls have
    /// literal arguments wherever the source tells them; nil when the manifest declares no project to evaluate.
    func evaluatedProject(manifest: SourceFileSyntax, file: String) -> EvaluatedTuistProject?
}

/// A manifest's project, evaluated and written back as Swift.
public struct EvaluatedTuistProject: Sendable, Hashable {
    /// A `Project(…)` call.
    public var source: String
    /// Where in the manifest the project was evaluated from (its `let project`).
    public var location: QuickActionKit.SourceLocation

    public init(source: String, location: QuickActionKit.SourceLocation) {
        self.source = source
        self.location = location
    }
}
