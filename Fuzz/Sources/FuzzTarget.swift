import AppProject
import Foundation
import QuickActionExport
import QuickActionKit
import QuickActionLint
import XcodeProject

/// One reader of the project, fed the fuzzer's bytes as the file it reads. Every input must end in a value or a
/// `ProjectReadError` (or the configuration's error): a crash, a sanitizer report, a timeout or running out of
/// memory is a defect (issue 15).
enum FuzzTarget: String, CaseIterable {
    case infoPlist = "info-plist"
    case binaryPlist = "binary-plist"
    case strings
    case stringCatalog = "string-catalog"
    case appShortcutsCatalog = "appshortcuts-catalog"
    case swift
    case config
    case dynamicJSON = "dynamic-json"
    case pbxproj
    case xcconfig
    case xcodegen
    case tuist
    case webManifest = "web-manifest"
    case desktopEntry = "desktop-entry"
    case androidShortcuts = "android-shortcuts"

    /// The selected target, from `QUICKACTIONS_FUZZ_TARGET`.
    static let selected: FuzzTarget = {
        let name = ProcessInfo.processInfo.environment["QUICKACTIONS_FUZZ_TARGET"] ?? ""
        guard let target = FuzzTarget(rawValue: name) else {
            let names = allCases.map(\.rawValue).joined(separator: ", ")
            FileHandle.standardError.write(Data("set QUICKACTIONS_FUZZ_TARGET to one of: \(names)\n".utf8))
            exit(2)
        }
        return target
    }()

    /// A folder of this process where file-based readers find their input.
    static let folder: String = {
        let base = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
        let folder = base + "/quickactions-fuzz-\(getpid())/Fuzzed"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }()

    private static let minimalInfoPlist = Data(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>CFBundleName</key><string>Fuzzed</string>
        <key>CFBundlePackageType</key><string>APPL</string></dict></plist>
        """.utf8)

    private func write(_ data: Data, to relative: String) -> String {
        let path = Self.folder + "/" + relative
        try? FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: path, contents: data)
        return path
    }

    func run(_ data: Data) {
        switch self {
        case .infoPlist, .binaryPlist:
            _ = write(data, to: "Info.plist")
            _ = try? ProjectReader().readApp(at: Self.folder)
        case .strings:
            _ = try? StringsFileParser.parse(data, file: "Localizable.strings")
        case .stringCatalog:
            _ = try? StringCatalogParser.parse(data, file: "InfoPlist.xcstrings")
        case .appShortcutsCatalog:
            _ = try? PhraseCatalogParser.parse(data, file: "AppShortcuts.xcstrings")
        case .swift:
            _ = write(Self.minimalInfoPlist, to: "Info.plist")
            _ = write(data, to: "Shortcuts.swift")
            _ = try? ProjectReader().readApp(at: Self.folder)
        case .config:
            _ = try? LintConfiguration.parse(String(decoding: data, as: UTF8.self), file: ".quickactions.yml")
        case .dynamicJSON:
            _ = try? ShortcutItemsFile.decode(data, file: "dynamic.json")
        case .pbxproj:
            _ = write(Self.minimalInfoPlist, to: "Info.plist")
            _ = write(data, to: "Fuzzed.xcodeproj/project.pbxproj")
            _ = try? PBXProjectReader.read(xcodeproj: Self.folder + "/Fuzzed.xcodeproj")
        case .xcconfig:
            _ = try? XCConfigFile.assignments(at: write(data, to: "Fuzzed.xcconfig"))
        case .xcodegen:
            _ = try? XcodeGenReader.read(projectFile: write(data, to: "project.yml"))
        case .tuist:
            _ = try? TuistReader.read(projectFile: write(data, to: "Project.swift"))
        case .webManifest:
            importing(data, as: "manifest.webmanifest", from: .webManifest)
        case .desktopEntry:
            importing(data, as: "app.desktop", from: .desktop)
        case .androidShortcuts:
            // The same bytes as the shortcuts and as a strings file beside them, so both readers see them.
            importing(data, as: "res/xml/shortcuts.xml", from: .android, extra: ["res/values/strings.xml": data])
        }
    }

    /// `import`'s reader of `format` over `data`, with no file system.
    private func importing(_ data: Data, as file: String, from format: ExportFormat, extra: [String: Data] = [:]) {
        let source = InMemorySource(files: extra.merging([file: data]) { $1 })
        _ = try? Importer.read(file, from: format, source: source, options: ImportOptions(developmentLocale: "en"))
    }
}

/// libFuzzer's entry point (`-sanitize=fuzzer` links libFuzzer's `main`, which calls this for each input).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let data = start.map { Data(bytes: $0, count: count) } ?? Data()
    FuzzTarget.selected.run(data)
    return 0
}
