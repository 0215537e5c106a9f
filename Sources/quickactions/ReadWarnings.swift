import Foundation
import QuickActionKit

/// Swift files of the app that do not parse, printed on standard error as one `warning:` line each, so a command's
/// output is never silently incomplete (issue 13). What the project reader could not evaluate is in the app's origin
/// notes, which `menu` prints with the menu. With `--verbose`, a debug line says what was read.
enum ReadWarnings {
    static func print(for app: QuickActionKit.App) {
        let origin = app.origin
        Diagnostics.debug(
            "read “\(app.name)” from \(origin.projectFile ?? app.infoPlist.file)"
                + (origin.target.map { ", target \($0)" } ?? "")
                + (origin.configuration.map { ", configuration \($0)" } ?? "")
                + "; Info.plist \(app.infoPlist.file)")
        for problem in app.unparsableSwiftFiles {
            Diagnostics.warning(
                "this Swift file cannot be read (\(problem.message)); what it declares is not shown",
                at: problem.location)
        }
    }
}
