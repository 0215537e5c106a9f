import AppProject
import Foundation
import QuickActionKit

/// A project folder written for one test, with an app Info.plist unless the files give one; `remove()` deletes it.
struct TemporaryProject {
    /// The app folder, `…/qa-<uuid>/<name>`: its name is the product name.
    let folder: String

    /// An app Info.plist named by the product name, with `entries` (XML keys and values) added to its dictionary.
    static func infoPlist(adding entries: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
            <key>CFBundleName</key>
            <string>$(PRODUCT_NAME)</string>
            <key>CFBundlePackageType</key>
            <string>APPL</string>
        \(entries)
        </dict>
        </plist>
        """
    }

    /// Writes `files` (path relative to the app folder → contents) into a new folder named `name`.
    init(name: String = "Brewlog", files: [String: String]) throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("qa-\(UUID().uuidString)")
        folder = base.appendingPathComponent(name).path
        var files = files
        if files["Info.plist"] == nil { files["Info.plist"] = Self.infoPlist() }
        for (relative, contents) in files {
            let url = URL(fileURLWithPath: folder + "/" + relative)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
    }

    func read() throws -> App { try ProjectReader().readApp(at: folder) }

    func remove() { try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent) }
}
