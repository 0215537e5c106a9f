import QuickActionKit

/// What stops a preview, with what to do about it. The CLI prints `description` on one line and exits with 2.
public enum PreviewError: UserFacingError, Sendable, Hashable {
    /// A font family the preview needs is not installed.
    case missingFont(family: String, debianPackage: String)
    /// librsvg, cairo or zlib could not draw or write the picture.
    case renderingFailed(String)
    /// The locale is not one the app provides.
    case unknownLocale(String, available: [String])
    /// The output file cannot be written.
    case cannotWrite(path: String, reason: String)
    case fontLibrary(String)

    public var description: String {
        switch self {
        case .missingFont(let family, let package):
            "the font “\(family)” is not installed; install the Debian package \(package) (apt-get install \(package))"
        case .renderingFailed(let message): "cannot draw the PNG: \(message)"
        case .unknownLocale(let locale, let available):
            "the app has no localization “\(locale)”; available: \(available.joined(separator: ", "))"
        case .cannotWrite(let path, let reason): "\(path): cannot write the file (\(reason)); choose a writable path"
        case .fontLibrary(let message): "cannot load fonts: \(message)"
        }
    }
}
