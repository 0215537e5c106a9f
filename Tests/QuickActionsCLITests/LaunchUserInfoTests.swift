import Foundation
import Testing

/// `launch` shows the chosen item's userInfo as the app registers it; one the app computes at run time is said to be,
/// not printed as "none" (found on anytype-swift, whose item carries its object type's identifier).
@Suite("quickactions launch: the chosen item's userInfo")
struct LaunchUserInfoTests {
    /// The Info.plist of an app named `name` with no static items.
    static func info(name: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>CFBundleName</key>
        \t<string>\(name)</string>
        \t<key>CFBundlePackageType</key>
        \t<string>APPL</string>
        </dict>
        </plist>
        """
    }

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
        try Data(Self.info(name: "Notebook").utf8).write(to: app.appendingPathComponent("Info.plist"))
        try Data(Self.code.utf8).write(to: app.appendingPathComponent("Shortcuts.swift"))
        let result = try CommandRunner.run(["launch", app.path, "--item", type])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains(expected + "\n"), "\(result.standardOutput)")
    }
}

/// Simplenote's shape: the items are made in Swift, the app delegate is Objective-C, which is not read. The header
/// must say that the steps and warnings are the template's, not findings about the app's own delegate.
@Suite("quickactions launch: an app delegate the tool does not read")
struct LaunchUnreadDelegateTests {
    @Test("The header names what is not read and that the answers are the template's")
    func objectiveCDelegate() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qa-launch-\(UUID().uuidString)")
        let app = folder.appendingPathComponent("Jotter")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let items = """
            import UIKit

            final class JotShortcuts: NSObject {
                @objc func install() {
                    UIApplication.shared.shortcutItems = [
                        UIApplicationShortcutItem(type: "jot", localizedTitle: "New Jot", localizedSubtitle: nil,
                                                  icon: nil, userInfo: nil)
                    ]
                }
            }
            """
        let delegate = """
            @implementation JTAppDelegate
            - (void)application:(UIApplication *)application performActionForShortcutItem:(UIApplicationShortcutItem *)item
              completionHandler:(void (^)(BOOL))completionHandler {
                [[JotShortcuts new] handle:item];
                completionHandler(YES);
            }
            @end
            """
        try Data(LaunchUserInfoTests.info(name: "Jotter").utf8).write(to: app.appendingPathComponent("Info.plist"))
        try Data(items.utf8).write(to: app.appendingPathComponent("JotShortcuts.swift"))
        try Data(delegate.utf8).write(to: app.appendingPathComponent("JTAppDelegate.m"))
        let result = try CommandRunner.run(["launch", app.path, "--item", "jot"])
        #expect(result.status == 0, "\(result.standardError)")
        let header = result.standardOutput.split(separator: "\n").first.map(String.init) ?? ""
        #expect(header.contains("(Objective-C is not read)"), "\(header)")
        #expect(header.contains("the steps and warnings are the template's"), "\(header)")
    }
}
