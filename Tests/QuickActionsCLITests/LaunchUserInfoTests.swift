import Foundation
import Testing

/// `launch` shows the chosen item's userInfo as the app registers it; one the app computes at run time is said to be,
/// not printed as "none" (found on anytype-swift, whose item carries its object type's identifier).
@Suite("quickactions launch: the chosen item's userInfo")
struct LaunchUserInfoTests {
    private static let info = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>CFBundleName</key>
        \t<string>Notebook</string>
        \t<key>CFBundlePackageType</key>
        \t<string>APPL</string>
        </dict>
        </plist>
        """

    private static let code = """
        import UIKit

        struct Notebook { let id: String }

        func register(_ notebook: Notebook) {
            UIApplication.shared.shortcutItems = [
                UIApplicationShortcutItem(
                    type: "open-notebook", localizedTitle: "Open Notebook", localizedSubtitle: nil, icon: nil,
                    userInfo: ["notebookID": notebook.id as NSSecureCoding]),
                UIApplicationShortcutItem(
                    type: "new-page", localizedTitle: "New Page", localizedSubtitle: nil, icon: nil,
                    userInfo: ["kind": "page" as NSSecureCoding]),
            ]
        }
        """

    @Test(
        "A userInfo computed at run time is said to be; a literal one is printed",
        arguments: [
            ("open-notebook", "userInfo: computed at run time"), ("new-page", "userInfo: kind = \"page\""),
        ])
    func userInfo(type: String, expected: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qa-launch-\(UUID().uuidString)")
        let app = folder.appendingPathComponent("Notebook")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.info.utf8).write(to: app.appendingPathComponent("Info.plist"))
        try Data(Self.code.utf8).write(to: app.appendingPathComponent("Shortcuts.swift"))
        let result = try CommandRunner.run(["launch", app.path, "--item", type])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains(expected + "\n"), "\(result.standardOutput)")
    }
}
