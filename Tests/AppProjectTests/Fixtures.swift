import Foundation

/// Paths of the test fixtures copied into the test bundle.
enum Fixtures {
    static let root = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!.path

    static func path(_ relative: String) -> String { root + "/" + relative }

    static func data(_ relative: String) -> Data { FileManager.default.contents(atPath: path(relative))! }
}
