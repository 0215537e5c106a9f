import Foundation
import QuickActionKit

/// What the project reader could not read, printed on standard error as one `warning:` line each, so a command's
/// output is never silently incomplete: Swift files that do not parse (issue 13), and project values that could not
/// be evaluated.
enum ReadWarnings {
    static func print(for app: QuickActionKit.App) {
        let problems = app.unparsableSwiftFiles.map {
            "\($0.location): warning: this Swift file does not parse (\($0.message)); what it declares is not shown"
        }
        guard !problems.isEmpty else { return }
        FileHandle.standardError.write(Data((problems.joined(separator: "\n") + "\n").utf8))
    }
}
