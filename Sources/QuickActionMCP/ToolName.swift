import HomeScreen
import MCP
import QuickActionExport
import QuickActionPreview

/// The tools, each with what it says to an agent and the JSON Schemas of its arguments and structured result.
enum ToolName: String, CaseIterable {
    case menu, lint, preview, launch, siri, shortcuts, export

    var tool: Tool {
        Tool(
            name: rawValue, description: summary, inputSchema: input,
            annotations: .init(readOnlyHint: !writes, openWorldHint: false), outputSchema: output)
    }

    /// Only `lint` (with `fix: apply`) and `export` (with `output`) write files.
    private var writes: Bool { self == .lint || self == .export }

    private var summary: String {
        switch self {
        case .menu:
            "The Home Screen quick-action menu of an iOS app as iOS composes it (static items first, at most four, "
                + "in a language), with measured titles and what is not shown and why."
        case .lint:
            "Check an app's quick actions and App Shortcuts against Apple's Human Interface Guidelines and the "
                + "platform's rules. fix: preview returns the mechanical fixes as unified diffs; fix: apply writes them."
        case .preview:
            "A PNG picture of the app's quick-action menu as the phone draws it, in a language and appearance."
        case .launch:
            "What the app's own code does when a quick action is chosen on a cold or warm launch: each callback, "
                + "and whether the action runs once, twice or is lost."
        case .siri:
            "What Siri does with an utterance, given the App Shortcuts of one or more apps."
        case .shortcuts:
            "The app's App Shortcuts as Spotlight, Siri and the Action button list them, with every phrase people "
                + "can say."
        case .export:
            "The app's quick actions in another platform's format (Android, web manifest, .desktop, Expo, Flutter, "
                + "Info.plist): the files' contents, written to output when given."
        }
    }

    private static let path = Schema.string(
        "An app's .xcodeproj, .xcworkspace, project.yml or Project.swift, a folder holding one, or an app folder or "
            + "Info.plist without a project; relative paths are read from the server's folder.")
    private static let project: [String: Value] = [
        "path": path,
        "target": Schema.string("The application target to read when the project has several."),
        "configuration": Schema.string("The build configuration whose settings are used (default: Release)."),
    ]
    private static let locale = Schema.string(
        "A language identifier such as en, de or pt-BR (default: the app's development region).")

    private var input: Value {
        switch self {
        case .menu:
            Schema.object(
                Self.project.merging([
                    "locale": Self.locale,
                    "phase": Schema.string("The app's phase.", oneOf: AppPhase.allCases.map(\.rawValue)),
                    "device": Schema.string("The device.", oneOf: DeviceKind.allCases.map(\.rawValue)),
                ]) { $1 }, required: ["path"])
        case .lint:
            Schema.object(
                Self.project.merging([
                    "path": Schema.string(
                        "An app or project as for menu, or one of its files (then only that file's findings)."),
                    "fix": Schema.string(
                        "none (default), preview (the fixes as unified diffs) or apply (write them, then lint again).",
                        oneOf: ["none", "preview", "apply"]),
                ]) { $1 }, required: ["path"])
        case .preview:
            Schema.object(
                Self.project.merging([
                    "locale": Self.locale,
                    "appearance": Schema.string("Light or dark.", oneOf: Appearance.allCases.map(\.rawValue)),
                    "scale": Schema.integer("Pixels per point.", minimum: 1, maximum: 3),
                ]) { $1 }, required: ["path"])
        case .launch:
            Schema.object(
                Self.project.merging([
                    "item": Schema.string("The chosen item's type (UIApplicationShortcutItemType), as menu lists it."),
                    "warm": Schema.boolean("The app is in the background (default: a cold launch)."),
                    "locale": Self.locale,
                ]) { $1 }, required: ["path", "item"])
        case .siri:
            Schema.object(
                [
                    "paths": Schema.array(of: Self.path, "The apps installed on the simulated device."),
                    "utterance": Schema.string("What the person says, e.g. “Start a run in Trailmix”."),
                    "locale": Self.locale,
                    "state": Schema.string(
                        "installed (never launched: phrases without parameters only) or launched (default).",
                        oneOf: ["installed", "launched"]),
                ], required: ["paths", "utterance"])
        case .shortcuts:
            Schema.object(
                Self.project.merging([
                    "locale": Self.locale,
                    "state": Schema.string(
                        "installed (never launched) or launched (default).", oneOf: ["installed", "launched"]),
                ]) { $1 }, required: ["path"])
        case .export:
            Schema.object(
                Self.project.merging([
                    "format": Schema.string("The platform.", oneOf: ExportFormat.allCases.map(\.rawValue)),
                    "include_dynamic": Schema.boolean("Also the dynamic items the app's code registers."),
                    "output": Schema.string("A folder to write the files to (default: nothing is written)."),
                ]) { $1 }, required: ["path", "format"])
        }
    }

    private var output: Value {
        switch self {
        case .menu:
            Schema.object(
                [
                    "appName": Schema.text, "locale": Schema.text, "phase": Schema.text, "device": Schema.text,
                    "items": Schema.array(of: Schema.anyObject, "The app's items, in menu order."),
                    "systemItems": Schema.anyArray,
                    "notShown": Schema.array(of: Schema.anyObject, "Items the menu does not show, with the reason."),
                ], required: ["appName", "locale", "items", "notShown"])
        case .lint:
            Schema.object(
                [
                    "findings": Schema.array(
                        of: Schema.object(
                            [
                                "rule_id": Schema.text, "severity": Schema.string("", oneOf: ["warning", "error"]),
                                "file": Schema.text, "line": Schema.integerValue, "column": Schema.integerValue,
                                "message": Schema.text,
                            ], required: ["rule_id", "severity", "file", "message"]),
                        "What is wrong, where, and what to do."),
                    "notes": Schema.array(of: Schema.text, "What was not checked, and why."),
                    "fixes": Schema.array(
                        of: Schema.object(
                            ["file": Schema.text, "fix_count": Schema.integerValue, "diff": Schema.text],
                            required: ["file", "fix_count", "diff"]),
                        "With fix preview or apply: each file's changes."),
                    "not_fixed": Schema.array(
                        of: Schema.object(
                            ["rule_id": Schema.text, "file": Schema.text, "reason": Schema.text],
                            required: ["rule_id", "file", "reason"]),
                        "Findings with a fix that was not made, and why."),
                    "applied": Schema.boolean("Whether the fixes were written."),
                ], required: ["findings", "notes", "fixes", "not_fixed", "applied"])
        case .preview:
            Schema.object(
                [
                    "locale": Schema.text, "appearance": Schema.text, "width": Schema.number, "height": Schema.number,
                    "truncations": Schema.array(of: Schema.anyObject, "Texts that do not fit, by how many points."),
                ], required: ["locale", "appearance", "width", "height", "truncations"])
        case .launch:
            Schema.object(
                [
                    "outcome": Schema.anyObject, "item": Schema.anyObject, "state": Schema.text,
                    "steps": Schema.anyArray, "warnings": Schema.anyArray,
                ], required: ["outcome", "item", "steps"])
        case .siri:
            Schema.object(["outcome": Schema.text], required: ["outcome"])
        case .shortcuts:
            Schema.object(
                [
                    "appName": Schema.text, "locale": Schema.text, "spotlight": Schema.anyArray,
                    "actionButton": Schema.anyArray, "phraseCount": Schema.integerValue,
                ], required: ["appName", "spotlight", "phraseCount"])
        case .export:
            Schema.object(
                [
                    "files": Schema.array(
                        of: Schema.object(
                            ["path": Schema.text, "contents": Schema.text], required: ["path", "contents"]),
                        "The files, by path relative to the output folder."),
                    "notes": Schema.array(
                        of: Schema.object(
                            ["severity": Schema.text, "item": Schema.text, "message": Schema.text],
                            required: ["severity", "message"]),
                        "What the platform cannot take as iOS has it."),
                    "written": Schema.array(of: Schema.text, "The files written, with output."),
                ], required: ["files", "notes", "written"])
        }
    }
}
