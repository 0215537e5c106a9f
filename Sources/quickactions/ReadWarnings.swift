import Foundation
import QuickActionKit

/// Swift files of the app that do not parse, printed on standard error as one `warning:` line each, so a command's
/// output is never silently incomplete (issue 13). What the project reader could not evaluate is in the app's origin
/// notes, which `menu` prints with the menu.
enum ReadWarnings {
    static func print(for app: QuickActionKit.App) {
        let problems = app.unparsableSwiftFiles.map {
            "\($0.location): warning: this Swift file cannot be read (\($0.message)); what it declares is not shown"
        }
        guard !problems.isEmpty else { return }
        FileHandle.standardError.write(Data((problems.joined(separator: "\n") + "\n").utf8))
    }
}
