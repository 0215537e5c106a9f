import QuickActionKit

/// The platforms `quickactions export` writes and `import` reads.
public enum ExportFormat: String, CaseIterable, Sendable, Hashable, Codable {
    case android
    case webManifest = "web-manifest"
    case desktop
    case expo
    case flutter
    case plist

    /// The formats `import` reads.
    public static let importable: [ExportFormat] = [.android, .webManifest, .desktop]
}

/// One file an export writes, its path relative to the output folder.
public struct ExportedFile: Sendable, Hashable {
    public var path: String
    public var contents: String

    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}

/// Something the target platform cannot take as iOS has it (a limit, a missing icon, a value it has no place for),
/// reported instead of dropped silently.
public struct ConversionNote: Sendable, Hashable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable { case warning, note }
    public var severity: Severity
    /// The item's type, nil for the whole set.
    public var itemType: String?
    public var message: String

    public init(_ severity: Severity, item itemType: String? = nil, _ message: String) {
        self.severity = severity
        self.itemType = itemType
        self.message = message
    }

    public var description: String {
        "\(severity.rawValue): " + (itemType.map { "\($0): " } ?? "") + message
    }
}

/// What an export produces: the files, and what could not be carried over.
public struct ExportResult: Sendable, Hashable {
    public var files: [ExportedFile]
    public var notes: [ConversionNote]

    public init(files: [ExportedFile], notes: [ConversionNote]) {
        self.files = files
        self.notes = notes
    }
}

/// The choices an export needs beyond the app's items.
public struct ExportOptions: Sendable {
    /// The glyph the previewer draws for an icon (an SVG fragment in a 24 × 24 box), nil when it draws none. The
    /// CLI passes QuickActionPreview's glyphs, so every platform gets the same drawing.
    public var iconArtwork: @Sendable (ShortcutIcon) -> String?
    /// Android: the application id the shortcuts' intents target (default: the bundle identifier).
    public var androidPackage: String?
    /// Android: the activity the intents open, absolute or starting with `.` (default `.MainActivity`).
    public var androidActivity: String
    /// Web: the URL each shortcut opens; `{type}` stands for the item's type, percent-encoded.
    public var urlTemplate: String
    /// Desktop: the command an action runs, before `--quick-action=TYPE` (default: the existing file's `Exec`,
    /// else the app's name in lower case).
    public var exec: String?
    /// A file to merge into (a web manifest, a `.desktop` file, an Expo app config) and its path for messages.
    public var existing: (path: String, contents: String)?

    public init(
        iconArtwork: @escaping @Sendable (ShortcutIcon) -> String? = { _ in nil }, androidPackage: String? = nil,
        androidActivity: String = ".MainActivity", urlTemplate: String = "/?quick-action={type}",
        exec: String? = nil, existing: (path: String, contents: String)? = nil
    ) {
        self.iconArtwork = iconArtwork
        self.androidPackage = androidPackage
        self.androidActivity = androidActivity
        self.urlTemplate = urlTemplate
        self.exec = exec
        self.existing = existing
    }
}

/// An input an export or import cannot use, with the file (and line) it came from.
public struct ConversionError: UserFacingError, Sendable, Hashable {
    public var file: String
    public var line: Int?
    public var message: String

    /// What was noted before the input was refused (items of the app's code that could not be read, say).
    public var notes: [ConversionNote] = []

    public init(file: String, line: Int? = nil, _ message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String { "\(file)\(line.map { ":\($0)" } ?? ""): \(message)" }
}

/// Writes a quick-action set in another platform's format.
public enum Exporter {
    public static func export(
        _ set: QuickActionSet, to format: ExportFormat, options: ExportOptions = ExportOptions()
    ) throws(ConversionError) -> ExportResult {
        switch format {
        case .android: AndroidShortcuts.export(set, options: options)
        case .webManifest: try WebManifest.export(set, options: options)
        case .desktop: try DesktopEntry.export(set, options: options)
        case .expo: try ExpoConfig.export(set, options: options)
        case .flutter: FlutterQuickActions.export(set, options: options)
        case .plist: InfoPlistItems.export(set)
        }
    }
}

extension ShortcutIcon {
    /// How messages and file names call the icon: the system type's Swift case name (`compose`), the SF Symbol or
    /// image name, or the contact's initials.
    var label: String {
        switch self {
        case .system(let type): type.caseName
        case .systemImageName(let name), .templateImageName(let name): name
        case .contact(let contact): "contact \(contact.monogram)"
        }
    }
}
