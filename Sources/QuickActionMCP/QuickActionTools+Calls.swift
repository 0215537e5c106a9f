import AppProject
import Foundation
import HomeScreen
import MCP
import QuickActionExport
import QuickActionKit
import QuickActionLint
import QuickActionPreview

extension QuickActionTools {
    /// `menu`: `MenuPresenter`, as `quickactions menu --format json`.
    func menu(_ arguments: ToolArguments) throws -> CallTool.Result {
        let request = MenuRequest(
            phase: try arguments.choice("phase", AppPhase.self) ?? .launched,
            device: try arguments.choice("device", DeviceKind.self) ?? .iphone, locale: try arguments.locale())
        let app = try readProjectApp(arguments).app
        let presented = try MenuPresenter(measurer: try? TextMeasurer()).present(app, request)
        return try Self.result(text: presented.text, json: try presented.jsonData())
    }

    /// `lint`: `LintRun` with the configuration files of the server's folder, and `Fixer` for the fixes.
    func lint(_ arguments: ToolArguments) throws -> CallTool.Result {
        enum FixMode: String, CaseIterable { case none, preview, apply }
        let fix = try arguments.choice("fix", FixMode.self) ?? .none
        let path = try inside(try arguments.requiredString("path"), argument: "path")
        let run = LintRun(
            paths: [path], reader: try reader(arguments),
            configurations: try ConfigurationSet(workingDirectory: workingDirectory))
        var outcome = try run.run()
        let context = ReportContext(workingDirectory: workingDirectory)
        var fixes: [Value] = []
        var notFixed: [Value] = []
        if fix != .none {
            let fixed = try run.fixing(outcome, apply: fix == .apply)
            let plan = fixed.plan
            outcome = fixed.outcome  // What is left when applied, as `lint --fix` reports it.
            for edit in plan.edits {
                fixes.append([
                    "file": .string(context.path(edit.path)), "fix_count": .int(edit.fixCount),
                    "diff": .string(Fixer.unifiedDiff(edit, displayPath: context.path(edit.path))),
                ])
            }
            for (finding, reason) in plan.skipped {
                notFixed.append([
                    "rule_id": .string(finding.ruleID), "file": .string(context.path(finding.location.file)),
                    "reason": .string(reason),
                ])
            }
        }
        let report = JSONReporter().report(outcome.findings, context: context)
        let findings = try JSONDecoder().decode(Value.self, from: Data(report.utf8))
        let structured: Value = [
            "findings": findings, "notes": .array(outcome.notes.map { .string($0) }), "fixes": .array(fixes),
            "not_fixed": .array(notFixed), "applied": .bool(fix == .apply && !fixes.isEmpty),
        ]
        var text = XcodeReporter().report(outcome.findings, context: context)
        if text.isEmpty { text = "No findings.\n" }
        text += outcome.notes.map { "note: \($0)\n" }.joined()
        return CallTool.Result(content: [Self.text(text)], structuredContent: structured as Value?)
    }

    /// `preview`: the menu drawn as SVG (`SVGMenuRenderer`) and turned into PNG (`PNGRenderer`), as
    /// `quickactions preview --context menu --format png`.
    func preview(_ arguments: ToolArguments) throws -> CallTool.Result {
        let locale = try arguments.locale()
        let appearance = try arguments.choice("appearance", Appearance.self) ?? .light
        let scale = try arguments.int("scale", in: 1...3) ?? 2
        let app = try readProjectApp(arguments).app
        let measurer = try TextMeasurer()
        let presented = try MenuPresenter(measurer: measurer).present(
            app, MenuRequest(locale: locale), style: MenuStyle(appearance: appearance, pixelScale: scale))
        guard let layout = presented.layout else { throw PreviewError.fontLibrary("the menu was not measured") }
        let svg = SVGMenuRenderer().document(layout, appName: app.localizedName(locale: layout.locale))
        let png = try PNGRenderer.png(from: svg, scale: scale)
        struct Picture: Encodable {
            var locale: LocaleIdentifier
            var appearance: Appearance
            var width: Double
            var height: Double
            var truncations: [Truncation]
        }
        let picture = Picture(
            locale: layout.locale, appearance: appearance, width: layout.width, height: layout.height,
            truncations: layout.truncations)
        var note =
            "\(app.name)'s menu in \(layout.locale), \(appearance.rawValue), \(layout.truncations.count) truncated "
            + "string\(layout.truncations.count == 1 ? "" : "s")"
        // One policy with `preview`: a language the app lacks falls back as iOS does, and the result says which.
        let localization = app.localization(for: locale ?? app.localizations.developmentLocale)
        if !LocaleFallback.matches(localization.asked.identifier, localization.used) {
            note += "; \(localization.description)"
        }
        return try Self.result(
            text: note, json: try Self.json(picture),
            extra: [.image(data: png.base64EncodedString(), mimeType: "image/png", annotations: nil, _meta: nil)])
    }

    /// `launch`: `LaunchScenario` with the app's own handlers, as `quickactions launch --format json`.
    func launch(_ arguments: ToolArguments) throws -> CallTool.Result {
        let (locale, type) = (try arguments.locale(), try arguments.requiredString("item"))
        let state: LaunchState = try arguments.bool("warm") == true ? .warm : .cold
        let project = try readProjectApp(arguments)
        let app = project.app
        let menu = try MenuPresenter(measurer: nil).present(app, MenuRequest(locale: locale)).menu
        let chosen = try menu.item(ofType: type)
        let report = LaunchScenario(
            app: app, handlers: project.knownHandlers, item: chosen.shortcutItem, state: state
        ).run()
        let text = LaunchTextRenderer().render(
            report, appName: menu.appName,
            shapeOrigin: LaunchScenario.shapeOrigin(of: app, isCodeKnown: project.isCodeKnown),
            computedProperties: chosen.computedProperties)
        return try Self.result(text: text, json: try report.jsonData())
    }

    /// `siri`: `AppShortcutsIndex` over a device with the apps installed, as `quickactions siri --format json`.
    func siri(_ arguments: ToolArguments) throws -> CallTool.Result {
        guard let paths = try arguments.strings("paths"), !paths.isEmpty else {
            throw ToolArguments.Invalid(description: "paths is required: the apps on the device")
        }
        let utterance = try arguments.requiredString("utterance")
        let asked = try arguments.locale()
        let (device, developmentLocale) = try installed(paths, arguments)
        let locale = asked ?? developmentLocale
        let resolution = AppShortcutsIndex(device: device, locale: locale).resolve(utterance)
        return try Self.result(
            text: AppShortcutsTextRenderer().render(resolution, utterance: utterance),
            json: try StableJSON.encode(resolution))
    }

    /// `shortcuts`: `AppShortcutsListing`, as `quickactions shortcuts --format json`.
    func shortcuts(_ arguments: ToolArguments) throws -> CallTool.Result {
        let asked = try arguments.locale()
        let (device, developmentLocale) = try installed([try arguments.requiredString("path")], arguments)
        let locale = asked ?? developmentLocale
        let index = AppShortcutsIndex(device: device, locale: locale)
        let listing = AppShortcutsListing(app: index.apps[0], locale: locale)
        return try Self.result(
            text: AppShortcutsTextRenderer().render(listing), json: try StableJSON.encode(listing))
    }

    /// The device with the apps at `paths` installed in the phase `state` names, and the first app's language.
    private func installed(_ paths: [String], _ arguments: ToolArguments) throws -> (Device, LocaleIdentifier) {
        enum State: String, CaseIterable { case installed, launched }
        let phase: AppPhase = try arguments.choice("state", State.self) == .installed ? .installed : .launched
        let reader = try reader(arguments)
        let apps = try paths.map { try reader.readApp(at: inside($0, argument: "paths")) }
        let installed = try AppShortcutsDevice(installing: apps, in: phase)
        return (installed.device, installed.defaultLocale)
    }

    /// `export`: `Exporter`, as `quickactions export`; the files are written only to `output`.
    func export(_ arguments: ToolArguments) throws -> CallTool.Result {
        guard let format = try arguments.choice("format", ExportFormat.self) else {
            throw ToolArguments.Invalid(
                description:
                    "format is required: one of \(ExportFormat.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        let includeDynamic = try arguments.bool("include_dynamic") == true
        let output = try arguments.string("output").map { output throws in try inside(output, argument: "output") }
        let app = try readProjectApp(arguments).app
        let (set, notes): (QuickActionSet, [ConversionNote])
        do {
            (set, notes) = try QuickActionSet.forExport(
                of: app, includingSourceItems: includeDynamic, includeOption: "include_dynamic: true")
        } catch {
            // What the command prints before the refusal (an item computed at run time) says why nothing is left.
            throw ConversionError(
                file: error.file, line: error.line,
                error.message + error.notes.map { "; \($0.severity.rawValue): \($0.message)" }.joined())
        }
        let result = try Exporter.export(
            set, to: format, options: ExportOptions(iconArtwork: { IconGlyphs.artwork(for: $0) }))
        var written: [String] = []
        if let folder = output {
            for file in result.files {
                let path = (folder as NSString).appendingPathComponent(file.path)
                // A folder inside that is a link out of the repositories is refused like the output folder itself.
                _ = try inside(path, argument: "output")
                do {
                    try FileManager.default.createDirectory(
                        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                    try AtomicFile.write(Data(file.contents.utf8), to: path)
                } catch {
                    throw ConversionError(file: path, "cannot be written: \(error)")
                }
                written.append(path)
            }
        }
        let allNotes = notes + result.notes
        let structured: Value = [
            "files": .array(result.files.map { ["path": .string($0.path), "contents": .string($0.contents)] }),
            "notes": .array(
                allNotes.map { note in
                    var object: [String: Value] = [
                        "severity": .string(note.severity.rawValue), "message": .string(note.message),
                    ]
                    if let item = note.itemType { object["item"] = .string(item) }
                    return .object(object)
                }),
            "written": .array(written.map { .string($0) }),
        ]
        let text =
            result.files.map { "\($0.path) (\($0.contents.utf8.count) bytes)" }.joined(separator: "\n") + "\n"
            + allNotes.map { "\($0.severity.rawValue): \($0.message)\n" }.joined()
        return CallTool.Result(content: [Self.text(text)], structuredContent: structured as Value?)
    }
}
