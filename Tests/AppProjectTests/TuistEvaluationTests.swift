import AppProject
import Foundation
import QuickActionKit
import Testing
import XcodeProject

/// Tuist manifests whose project is computed in Swift, read through the one evaluator (issue 30): the shapes of
/// `tuist init`'s template helpers and of a module enum whose cases make the targets.
@Suite("Tuist manifests evaluated")
struct TuistEvaluationTests {
    typealias Fixture = XcodeProjectFixtures

    @Test("Project.app(…) from Tuist/ProjectDescriptionHelpers: its targets, bundle id and Info.plist items")
    func templateHelpers() throws {
        let folder = Fixture.path("TuistTemplate/Projects/Pantry")
        let app = try ProjectReader().readApp(at: folder)
        #expect(app.name == "Pantry Shelf", "CFBundleDisplayName from an xcconfig named .relativeToRoot")
        #expect(app.origin.reader == .tuist)
        #expect(app.origin.target == "Pantry")
        #expect(app.staticTypes == ["org.example.pantry.add"])
        #expect(app.staticItems.first?.item?.localizedTitle == "Add Groceries")
        #expect(app.staticItems.first?.item?.icon == .system(.add))
        #expect(app.bundleIdentifier == "org.example.Pantry")

        let project = try TuistReader.read(
            projectFile: folder + "/Project.swift", evaluator: TuistManifestEvaluator())
        #expect(project.targets.map(\.name) == ["Pantry", "PantryTests", "PantryKit"])
        #expect(project.targets.map(\.productType) == [.application, .unitTestBundle, .framework])
        // Every position of an evaluated project is its `let project`, the place people can look at.
        #expect(
            project.targets.first { $0.name == "Pantry" }?.location
                == SourceLocation(file: folder + "/Project.swift", line: 4, column: 5))
    }

    /// Issue 32 (TapTap): a helper named as ProjectDescription's `Target.target`, which calls the SDK's inside, and
    /// builds it on two paths; the paths agree on the name, product and items.
    @Test("A helper that shadows Target.target and calls ProjectDescription's is read")
    func shadowingHelper() throws {
        let app = try ProjectReader().readApp(at: Fixture.path("TuistShadowingHelper/Projects/Lantern"))
        #expect(app.name == "Lantern")
        #expect(app.origin.target == "Lantern")
        #expect(app.staticTypes == ["org.example.lantern.dim"])
        #expect(app.bundleIdentifier == "org.example.Lantern")
    }

    @Test("Without the evaluator the same manifest has no project to read, and says what to do")
    func templateNeedsTheEvaluator() {
        let file = Fixture.path("TuistTemplate/Projects/Pantry/Project.swift")
        #expect(throws: ProjectReadError.self) { try TuistReader.read(projectFile: file) }
    }

    @Test("Targets from Module.allCases.map(\\.target), a switch over self, and a top-level helper function")
    func moduleEnum() throws {
        let folder = Fixture.path("TuistModules")
        let app = try ProjectReader().readApp(at: folder)
        #expect(app.name == "Trailhead")
        #expect(app.origin.target == "Trailhead")
        #expect(app.staticTypes == ["org.example.trailhead.record"])
        #expect(app.staticItems.first?.item?.localizedTitle == "Record Hike")

        let literal = try TuistReader.read(projectFile: folder + "/Project.swift")
        #expect(literal.targets.isEmpty)
        #expect(literal.notes.count == 1)
        let evaluated = try TuistReader.read(
            projectFile: folder + "/Project.swift", evaluator: TuistManifestEvaluator())
        #expect(evaluated.targets.map(\.name) == ["Trailhead", "TrailheadWidget"])
        #expect(evaluated.targets.first { $0.name == "TrailheadWidget" }?.productType == .appExtension)
        #expect(evaluated.notes.isEmpty)
    }

    @Test("A literal manifest keeps the literal reading and its exact positions")
    func literalManifestUnchanged() throws {
        let file = Fixture.path("TuistApp/Project.swift")
        let plain = try TuistReader.read(projectFile: file)
        let evaluated = try TuistReader.read(projectFile: file, evaluator: TuistManifestEvaluator())
        #expect(evaluated == plain)
    }
}
