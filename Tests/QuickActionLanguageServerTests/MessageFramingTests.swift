import Foundation
import Testing

@testable import QuickActionLanguageServer

@Suite struct MessageFramingTests {
    @Test func aMessageSplitAcrossReadsIsWholeOnlyAtItsLastByte() throws {
        let body = Data(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#.utf8)
        let framed = MessageFraming.framed(body)
        var framing = MessageFraming()
        framing.append(framed.prefix(10))
        #expect(try framing.next() == nil)
        framing.append(framed.dropFirst(10).dropLast())
        #expect(try framing.next() == nil)
        framing.append(framed.suffix(1))
        #expect(try framing.next() == body)
        #expect(try framing.next() == nil)
    }

    @Test func twoMessagesInOneReadComeOutInOrder() throws {
        var framing = MessageFraming()
        var both = MessageFraming.framed(Data("[1]".utf8))
        both.append(MessageFraming.framed(Data("[2,3]".utf8)))
        framing.append(both)
        #expect(try framing.next() == Data("[1]".utf8))
        #expect(try framing.next() == Data("[2,3]".utf8))
    }

    @Test func otherHeadersAreAllowedAndTheLengthIsCaseInsensitive() throws {
        var framing = MessageFraming()
        framing.append(
            Data("content-length: 2\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{}".utf8))
        #expect(try framing.next() == Data("{}".utf8))
    }

    @Test func aHeaderWithoutALengthStopsTheStream() {
        var framing = MessageFraming()
        framing.append(Data("Content-Type: x\r\n\r\n{}".utf8))
        #expect(throws: MessageFraming.Malformed.self) { try framing.next() }
        var tooLarge = MessageFraming()
        tooLarge.append(Data("Content-Length: 999999999999\r\n\r\n".utf8))
        #expect(throws: MessageFraming.Malformed.self) { try tooLarge.next() }
    }
}
