import QuickActionKit
import SwiftParser
import SwiftSyntax

/// Reads a Tuist `Project.swift` into a `ProjectModel` without running Tuist: the manifest is parsed with SwiftParser
/// and only its literal parts are evaluated (ProjectDescription's `Project`, `Target`, `InfoPlist`, `Settings`,
/// `Product` in tuist/tuist). A value computed in Swift (a variable, a helper's call, string interpolation) is named
/// in `ProjectModel.notes` with its line and column and left out; the other keys are still read.
public enum TuistReader {
    /// - Parameter path: the `Project.swift`, as the user's path spells it; files are named relative to its folder.
    /// - Throws: `ProjectReadError` at the first syntax error, or when the manifest has no `Project(…)` call.
    public static func read(projectFile path: String) throws(ProjectReadError) -> ProjectModel {
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
        guard let call = ProjectCallFinder.find(in: tree) else {
            throw ProjectReadError(
                file: path,
                "there is no Project(…) call in this manifest (a project made by a helper function cannot be read "
                    + "without running Tuist); run `tuist generate` and read the .xcodeproj instead")
        }
        var reader = TuistProject(literals: literals, sourceRoot: ProjectPath.standardize(ProjectPath.folder(of: path)))
        return reader.read(call)
    }
}

/// Finds the manifest's `Project(…)` call (the first one, wherever it is written).
private final class ProjectCallFinder: SyntaxVisitor {
    private var found: TuistCall?

    static func find(in tree: SourceFileSyntax) -> TuistCall? {
        let finder = ProjectCallFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.found
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard found == nil else { return .skipChildren }
        if let call = TuistCall(ExprSyntax(node)), call.name == "Project",
            node.calledExpression.is(DeclReferenceExprSyntax.self)
        {
            found = call
            return .skipChildren
        }
        return .visitChildren
    }
}
