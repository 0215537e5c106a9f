import Foundation

/// Turns SVG into PNG with rsvg-convert (librsvg2-bin), which shapes text with Pango and HarfBuzz, so Arabic and
/// other complex scripts come out joined and in order.
public enum PNGRenderer {
    /// PNG bytes of `svg` at `scale` (2 for @2x, 3 for @3x).
    public static func png(from svg: String, scale: Int) throws(PreviewError) -> Data {
        guard let executable = locate("rsvg-convert") else { throw .missingRenderer }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--zoom", String(scale), "--format", "png"]
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw .renderingFailed(error.localizedDescription)
        }
        // Write and read concurrently so large documents cannot fill a pipe and stall both sides.
        let writer = Thread {
            input.fileHandleForWriting.write(Data(svg.utf8)); try? input.fileHandleForWriting.close()
        }
        writer.start()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, !data.isEmpty else {
            throw .renderingFailed(
                String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return data
    }

    static func locate(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }
}
