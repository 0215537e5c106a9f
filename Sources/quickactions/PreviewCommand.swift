import AppProject
import ArgumentParser
import Foundation
import HomeScreen
import QuickActionKit
import QuickActionPreview

/// `quickactions preview`: draws the menu with real font metrics, in one locale or all of them.
struct PreviewCommand: DiagnosticCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Draw the quick-action menu as people will see it (SVG, PNG or text).",
        discussion: """
            Text is measured with HarfBuzz in Inter (standing in for the system font) and Noto for other scripts, \
            so the preview shows which titles wrap, shrink or are cut. With --all-locales --sheet FILE.html or \
            FILE.png, every locale × light and dark × the --sizes is drawn on one sheet, truncations highlighted \
            and listed.
            """)

    @OptionGroup var project: ProjectOptions

    @OptionGroup var diagnostics: DiagnosticOptions

    @OptionGroup var menu: MenuOptions

    @Option(help: "light or dark.")
    var appearance: Appearance = .light

    @Option(help: "auto (from the locale), ltr or rtl.")
    var direction: Direction = .auto

    @Option(
        help: """
            home: the menu on the Home Screen, over the blurred grid, next to the lifted icon; none: the menu alone \
            with notes under it (default: home for PNG, none for SVG and text).
            """)
    var context: PreviewContext?

    @Flag(help: "With --context home, draw the notes (placeholder symbols, truncations) under the picture too.")
    var notes = false

    @Option(help: "svg, png or txt (default: from the -o file's extension, else svg).")
    var format: PreviewFormat?

    @Option(help: "PNG scale: 1, 2 (@2x) or 3 (@3x) (default: 2 for a menu, 1 for a sheet).")
    var scale: Int?

    @Option(
        name: .shortAndLong,
        help: "The output file: .svg, .png or .txt picks the format (default: standard output; required for png).")
    var output: String?

    @Flag(help: "Draw every locale the app provides (with --sheet).")
    var allLocales = false

    @Option(help: "A contact sheet of every locale × light and dark × --sizes: FILE.html or FILE.png.")
    var sheet: String?

    @Option(help: "Text sizes on the sheet, comma-separated.")
    var sizes: String = "S,L,AX1"

    enum Direction: String, ExpressibleByArgument, CaseIterable { case auto, ltr, rtl }
    enum PreviewContext: String, ExpressibleByArgument, CaseIterable { case home, none }
    enum PreviewFormat: String, ExpressibleByArgument, CaseIterable {
        case svg, png, txt

        /// The format a file name's extension names, if any.
        init?(file: String) {
            self.init(rawValue: URL(fileURLWithPath: file).pathExtension.lowercased())
        }
    }

    /// The format to write: `--format`, else the output file's extension, else SVG.
    var resolvedFormat: PreviewFormat { format ?? output.flatMap(PreviewFormat.init(file:)) ?? .svg }

    func validate() throws {
        if let scale, !(1...3).contains(scale) { throw ValidationError("--scale must be 1, 2 or 3.") }
        if let output, sheet == nil {
            // The file's extension and the format agree, so `-o menu.png` never holds SVG.
            switch (format, PreviewFormat(file: output)) {
            case (nil, nil):
                throw ValidationError(
                    "cannot tell the format of '\(output)'; name a .svg, .png or .txt file, or pass --format.")
            case (let asked?, let named?) where asked != named:
                throw ValidationError(
                    "--format \(asked.rawValue) does not match '\(output)'; name a .\(asked.rawValue) file or drop --format."
                )
            default: break
            }
        }
        if resolvedFormat == .png && output == nil && sheet == nil {
            throw ValidationError("--format png needs -o FILE.png.")
        }
        if context == .home && resolvedFormat == .txt {
            throw ValidationError("--context home draws a picture; use it with svg or png, not txt.")
        }
        if notes && resolvedContext != .home { throw ValidationError("--notes goes with --context home.") }
        if allLocales != (sheet != nil) { throw ValidationError("--all-locales and --sheet go together.") }
        if let sheet, !(sheet.hasSuffix(".html") || sheet.hasSuffix(".png")) {
            throw ValidationError("--sheet must name a .html or .png file.")
        }
        for size in sizes.split(separator: ",") where TextSize(rawValue: String(size)) == nil {
            throw ValidationError(
                "unknown text size '\(size)' in --sizes; use xS, S, M, L, xL, xxL, xxxL, AX1, AX2, AX3.")
        }
    }

    /// The context to draw in: `--context`, else the Home Screen for a PNG and the bare menu otherwise.
    var resolvedContext: PreviewContext { context ?? (resolvedFormat == .png && sheet == nil ? .home : .none) }

    func run() throws {
        let app = try project.readApp()
        let locales = app.displayLocales
        let measurer = try TextMeasurer.make()
        if let sheet {
            let composed = try MenuPresenter(measurer: nil).menus(of: app, menu.request(), in: locales)
            let menusByLocale = Dictionary(uniqueKeysWithValues: zip(locales, composed))
            let sizes = self.sizes.split(separator: ",").compactMap { TextSize(rawValue: String($0)) }
            let sheetScale = scale ?? 1
            let contact = ContactSheet(
                measurer: measurer, appName: app.name, sizes: sizes, appIcon: AppIconPicture(of: app)?.dataURI,
                // Hairlines one pixel of the PNG; an HTML sheet is read on screens of two pixels a point.
                pixelScale: sheet.hasSuffix(".png") ? sheetScale : 2
            ) { locale in
                guard let menu = menusByLocale[locale] else {
                    throw PreviewError.unknownLocale(locale.identifier, available: locales.map(\.identifier))
                }
                return menu
            }
            let progress = TerminalProgress(
                "quickactions preview: drawing \(locales.count * 2 * sizes.count) menus")
            let data: Data
            let document: ContactSheet.Document
            do {
                defer { progress.finish() }
                document = try contact.render(locales: locales)
                data =
                    sheet.hasSuffix(".png")
                    ? try PNGRenderer.png(stacking: document.strips, scale: sheetScale) : Data(document.html.utf8)
            }
            try OutputFile.write(data, to: sheet)
            print(
                "\(sheet): \(locales.count) locales × 2 appearances × \(sizes.count) sizes, \(document.truncationCount) truncated strings"
            )
            return
        }
        let chosen = menu.locale ?? app.localizations.developmentLocale
        // One policy with `menu`, `lint` and the server: a language the app lacks falls back as iOS does, and the
        // tool says which localization it drew.
        let localization = app.localization(for: chosen)
        if !LocaleFallback.matches(localization.asked.identifier, localization.used) {
            Diagnostics.note(localization.description)
        }
        let style = MenuStyle(
            textSize: menu.textSize, appearance: appearance, rightToLeft: direction == .auto ? nil : direction == .rtl,
            pixelScale: scale ?? 2)
        let presented = try MenuPresenter(measurer: measurer).present(
            app, menu.request(), style: style)
        let homeScreenMenu = presented.menu
        // The measurer is given and the style measures, so the menu is laid out.
        guard let layout = presented.layout else { throw PreviewError.fontLibrary("the menu was not measured") }
        let name = app.localizedName(locale: chosen)
        var svg: String {
            get throws {
                guard resolvedContext == .home else {
                    // The picture lists its notes; the one about missing runtime data is said here too.
                    if let missing = SVGMenuRenderer.missingIconSetNote(layout) { Diagnostics.note(missing) }
                    return SVGMenuRenderer().document(layout, appName: name)
                }
                // On the Home Screen the notes are not part of the picture unless asked for: they go to standard error.
                let notes = SVGMenuRenderer.notes(layout)
                if !self.notes {
                    for note in notes { Diagnostics.note(note) }
                }
                return HomeScreenPicture().document(
                    layout, scene: try HomeScreenScene(menu: homeScreenMenu, layout: layout), appName: name,
                    appIcon: AppIconPicture(of: app)?.dataURI, notes: self.notes ? notes : [])
            }
        }
        let data: Data
        switch resolvedFormat {
        case .svg: data = Data(try svg.utf8)
        case .png: data = try PNGRenderer.png(from: try svg, scale: scale ?? 2)
        case .txt: data = Data(presented.text.utf8)
        }
        if let output {
            try OutputFile.write(data, to: output)
        } else {
            FileHandle.standardOutput.write(data)
        }
    }
}

extension Appearance: ExpressibleByArgument {}
extension TextSize: ExpressibleByArgument {}
