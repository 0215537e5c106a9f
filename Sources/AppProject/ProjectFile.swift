import Foundation

/// Reading a file of the project, with the one error every reader reports when it cannot.
enum ProjectFile {
    static func contents(of path: String, displayPath: String? = nil) throws(ProjectReadError) -> Data {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ProjectReadError(
                file: displayPath ?? path, "cannot read the file; check that it exists and is readable")
        }
        return data
    }
}
