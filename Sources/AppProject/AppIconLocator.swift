import Foundation
import QuickActionKit
import XcodeProject

/// Finds the picture of the app's icon: the icon set the project names (`ASSETCATALOG_COMPILER_APPICON_NAME`,
/// `AppIcon` in Xcode's templates) in the app's asset catalogs, and in it the largest image of the default (light)
/// appearance for iPhone or any device (xcode-project-facts.md: the asset catalog compiler makes the bundle's icons
/// from that set).
enum AppIconLocator {
    /// The image file, or nil when no catalog has the set or the set has no image on disk.
    static func iconFile(named name: String, in catalogs: [String]) -> String? {
        for catalog in catalogs {
            let set = catalog + "/" + name + ".appiconset"
            // An unreadable or malformed Contents.json is a missing icon, never an error: the menu does not need it.
            guard let data = try? ProjectFile.contents(of: set + "/Contents.json"),
                let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                let images = json["images"] as? [[String: Any]]
            else { continue }
            let candidates = images.compactMap { image -> (file: String, pixels: Double)? in
                // Xcode names an image by its file name in the set; a path (`../../etc/passwd`) or a link out of the
                // set is no image of it, and is never read (issue 34: the page serves the icon).
                guard let file = image["filename"] as? String, image["appearances"] == nil,
                    ["iphone", "universal", "ios-marketing", nil].contains(image["idiom"] as? String),
                    !file.contains("/"), file != "..", file != ".",
                    FileManager.default.fileExists(atPath: set + "/" + file),
                    ProjectFile.resolves(set + "/" + file, inside: set)
                else { return nil }
                return (set + "/" + file, pixels(of: image))
            }
            if let largest = candidates.max(by: { $0.pixels < $1.pixels }) { return largest.file }
        }
        return nil
    }

    /// The image's width in pixels: its `size` in points ("60x60") times its `scale` ("2x"), 1 when unstated.
    private static func pixels(of image: [String: Any]) -> Double {
        let points = (image["size"] as? String)?.split(separator: "x").first.flatMap { Double($0) } ?? 1
        let scale = (image["scale"] as? String).flatMap { Double($0.dropLast()) } ?? 1
        return points * scale
    }
}

/// The picture of an app's icon as a tool shows it: its bytes and media type, read once by the CLI (the sheet's
/// heading) and the server (`GET /api/apps/{id}/icon`) alike.
public struct AppIconPicture: Sendable {
    public var data: Data
    /// `image/png`, or `image/jpeg` for a `.jpg`/`.jpeg` file (the two formats an icon set takes).
    public var mediaType: String

    /// Icons are small; a larger file is not an icon a page or a sheet should embed.
    static let maximumSize = 4 << 20

    /// The picture of `app`'s icon; nil when it has none, or the file cannot be read or is too large.
    public init?(of app: App) {
        guard let file = app.iconFile, let data = try? ProjectFile.contents(of: file), data.count <= Self.maximumSize
        else { return nil }
        let name = file.lowercased()
        self.data = data
        mediaType = name.hasSuffix(".jpg") || name.hasSuffix(".jpeg") ? "image/jpeg" : "image/png"
    }

    /// The picture as a `data:` URI, for SVG and HTML.
    public var dataURI: String { "data:\(mediaType);base64," + data.base64EncodedString() }
}
