import Foundation

/// The LSP base protocol's framing: each message is `Content-Length: N` (other headers allowed), an empty line,
/// then N bytes of JSON. Bytes are appended as they arrive; whole messages are taken out as they complete.
public struct MessageFraming: Sendable {
    /// A header block that does not say its length, or says it badly: the stream cannot be read on.
    public struct Malformed: Error, Sendable, CustomStringConvertible {
        public var description: String
    }

    /// The most one message may be: a document of `ProjectFile.maximumBytes` with its JSON escaping.
    public static let maximumMessageBytes = 160 << 20

    private var buffer = Data()

    public init() {}

    public mutating func append(_ bytes: Data) {
        buffer.append(bytes)
    }

    /// The next whole message's body, nil when more bytes are needed.
    public mutating func next() throws(Malformed) -> Data? {
        let separator = Data("\r\n\r\n".utf8)
        guard let headerEnd = buffer.range(of: separator) else {
            if buffer.count > 64 << 10 { throw Malformed(description: "a header of more than 64 KiB without its end") }
            return nil
        }
        let header = String(decoding: buffer[buffer.startIndex..<headerEnd.lowerBound], as: UTF8.self)
        var length: Int?
        for line in header.split(separator: "\r\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { throw Malformed(description: "a header line without a colon: \(line)") }
            if parts[0].trimmingCharacters(in: .whitespaces).lowercased() == "content-length" {
                length = Int(parts[1].trimmingCharacters(in: .whitespaces))
                if length == nil { throw Malformed(description: "Content-Length is not a number: \(parts[1])") }
            }
        }
        guard let length, length >= 0 else { throw Malformed(description: "a message without Content-Length") }
        guard length <= Self.maximumMessageBytes else {
            throw Malformed(
                description: "a message of \(length) bytes, over the \(Self.maximumMessageBytes >> 20) MiB read")
        }
        let bodyStart = headerEnd.upperBound
        guard buffer.distance(from: bodyStart, to: buffer.endIndex) >= length else { return nil }
        let bodyEnd = buffer.index(bodyStart, offsetBy: length)
        let body = Data(buffer[bodyStart..<bodyEnd])
        buffer = Data(buffer[bodyEnd...])
        return body
    }

    /// `body` with its header, ready to write.
    public static func framed(_ body: Data) -> Data {
        var message = Data("Content-Length: \(body.count)\r\n\r\n".utf8)
        message.append(body)
        return message
    }
}
