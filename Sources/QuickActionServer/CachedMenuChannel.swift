import Hummingbird
import HummingbirdCore
import Logging
import NIOCore

/// Hummingbird's HTTP/1 connection with `CachedMenuHandler` in front of the handler that hands requests to Swift
/// tasks, after Hummingbird's connection-state handler (which `HTTP1Channel.Configuration`'s additional handlers
/// come before, so they cannot hold it).
struct CachedMenuChannel: ServerChildChannel {
    typealias Value = HTTP1Channel.Value
    let http1: HTTP1Channel
    let answers: CachedMenuAnswers

    /// A server builder for `Application`: HTTP/1 with `configuration`, cached menus answered from `answers`.
    static func server(configuration: HTTP1Channel.Configuration, answers: CachedMenuAnswers) -> HTTPServerBuilder {
        HTTPServerBuilder { responder in
            CachedMenuChannel(http1: HTTP1Channel(responder: responder, configuration: configuration), answers: answers)
        }
    }

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        http1.setup(channel: channel, logger: logger).flatMapThrowing { value in
            let pipeline = channel.pipeline.syncOperations
            let connectionState = try pipeline.handler(type: HTTPConnectionStateHandler.self)
            try pipeline.addHandler(CachedMenuHandler(answers: answers), position: .after(connectionState))
            return value
        }
    }

    func handle(value: Value, logger: Logger) async {
        await http1.handle(value: value, logger: logger)
    }
}
