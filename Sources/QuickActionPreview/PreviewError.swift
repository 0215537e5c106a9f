/// What stops a preview, with what to do about it. The CLI prints `description` on one line and exits with 2.
public enum PreviewError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A font family the preview needs is not installed.
    case missingFont(family: String, debianPackage: String)
    /// rsvg-convert is not installed or failed.
    case missingRenderer
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
        case .missingRenderer:
            "rsvg-convert is not installed; install the Debian package librsvg2-bin (apt-get install librsvg2-bin)"
        case .renderingFailed(let message): "rsvg-convert failed: \(message)"
        case .unknownLocale(let locale, let available):
            "the app has no localization “\(locale)”; available: \(available.joined(separator: ", "))"
        case .cannotWrite(let path, let reason): "\(path): cannot write the file (\(reason)); choose a writable path"
        case .fontLibrary(let message): "cannot load fonts: \(message)"
        }
    }
}
