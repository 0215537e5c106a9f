import Foundation

/// A JSON-RPC 2.0 request id: a number or a string, echoed back as it came (LSP "Base Protocol").
public enum RequestID: Sendable, Hashable, Codable {
    case number(Int)
    case string(String)

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            self = .number(number)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .number(let number): try container.encode(number)
        case .string(let string): try container.encode(string)
        }
    }
}

/// What every incoming message says about itself: a request has an id and a method, a notification a method only,
/// a response (to a request of ours; this server sends none) an id only.
struct IncomingEnvelope: Decodable {
    var id: RequestID?
    var method: String?
}

/// An incoming message's parameters, decoded as the method's type.
struct IncomingParameters<Parameters: Decodable>: Decodable {
    var params: Parameters
}

/// The messages the server writes, each encoded once, as JSON.
enum OutgoingMessage {
    /// Codes from JSON-RPC 2.0 and the LSP specification.
    enum ErrorCode: Int {
        case parseError = -32700
        case invalidRequest = -32600
        case methodNotFound = -32601
        case invalidParams = -32602
        case internalError = -32603
        case serverNotInitialized = -32002
    }

    /// A successful response; `result` nil is written as `null` (LSP: `shutdown` answers null).
    static func response(id: RequestID, result: (some Encodable)?) -> Data {
        encoded(Response(id: id, result: result))
    }

    static func error(id: RequestID?, _ code: ErrorCode, _ message: String) -> Data {
        encoded(ErrorResponse(id: id, error: .init(code: code.rawValue, message: message)))
    }

    static func notification(_ method: String, _ params: some Encodable) -> Data {
        encoded(Notification(method: method, params: params))
    }

    private struct Response<Result: Encodable>: Encodable {
        var id: RequestID
        var result: Result?

        enum CodingKeys: String, CodingKey { case jsonrpc, id, result }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode("2.0", forKey: .jsonrpc)
            try container.encode(id, forKey: .id)
            if let result {
                try container.encode(result, forKey: .result)
            } else {
                try container.encodeNil(forKey: .result)
            }
        }
    }

    private struct ErrorResponse: Encodable {
        struct Body: Encodable {
            var code: Int
            var message: String
        }
        var jsonrpc = "2.0"
        var id: RequestID?
        var error: Body

        enum CodingKeys: String, CodingKey { case jsonrpc, id, error }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(jsonrpc, forKey: .jsonrpc)
            // JSON-RPC: the id is null when the request's could not be read.
            if let id { try container.encode(id, forKey: .id) } else { try container.encodeNil(forKey: .id) }
            try container.encode(error, forKey: .error)
        }
    }

    private struct Notification<Params: Encodable>: Encodable {
        var jsonrpc = "2.0"
        var method: String
        var params: Params
    }

    private static func encoded(_ value: some Encodable) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Every type written here encodes without throwing (strings, numbers, arrays and objects of them).
        return (try? encoder.encode(value))
            ?? Data(
                #"{"jsonrpc":"2.0","id":null,"error":{"code":-32603,"message":"the response could not be encoded"}}"#
                    .utf8)
    }
}
