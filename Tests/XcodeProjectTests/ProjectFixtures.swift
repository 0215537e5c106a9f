import Foundation
import QuickActionKit
import XcodeProject

/// The project fixtures of this test target (`Fixtures/`), by path below it.
enum ProjectFixtures {
    static func path(_ relative: String) -> String {
        Bundle.module.url(forResource: "Fixtures", withExtension: nil)!.appendingPathComponent(relative).path
    }

    /// The error a read throws, nil when it does not throw.
    static func error(reading read: () throws(ProjectReadError) -> ProjectModel) -> ProjectReadError? {
        do {
            _ = try read()
            return nil
        } catch {
            return error
        }
    }
}

extension ProjectModel {
    func target(_ name: String) -> ProjectTarget? {
        targets.first { $0.name == name }
    }
}

extension ProjectTarget {
    /// The last assignment of `name` in the configuration's target level.
    func assignment(_ name: String, configuration: String = "Release") -> BuildSettingAssignment? {
        settingsLevels[configuration]?.last?.assignments.last { $0.name == name }
    }

    /// The member files as paths below `folder`.
    func memberFiles(below folder: String) -> [String] {
        memberFiles.map { String($0.dropFirst(folder.count + 1)) }
    }
}
