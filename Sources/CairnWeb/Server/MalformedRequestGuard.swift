import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1

/// Wraps the server's HTTP/WebSocket channel so a request the HTTP parser cannot read gets an
/// answer and a closed connection instead of a connection held open with no response.
///
/// Two handlers join each connection's pipeline: ``RequestLineLimiter`` in front of the HTTP
/// decoder answers 414 to a request line longer than the limit before it is parsed, and
/// ``ParserErrorResponder`` right after the decoder answers 400 (405 for an unknown method)
/// when parsing fails.
struct MalformedRequestGuard<Inner: ServerChildChannel>: ServerChildChannel {
  typealias Value = Inner.Value

  let inner: Inner
  let maximumRequestLine: Int

  func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
    inner.setup(channel: channel, logger: logger).flatMapThrowing { value in
      let operations = channel.pipeline.syncOperations
      let decoder = try operations.context(
        handlerType: ByteToMessageHandler<HTTPRequestDecoder>.self)
      try operations.addHandler(ParserErrorResponder(), position: .after(decoder.handler))
      try operations.addHandler(
        RequestLineLimiter(maximumLength: maximumRequestLine), position: .first)
      return value
    }
  }

  func handle(value: Value, logger: Logger) async {
    await inner.handle(value: value, logger: logger)
  }
}

/// Answers a request the HTTP decoder rejected, then closes the connection.
final class ParserErrorResponder: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = NIOAny
  typealias OutboundOut = HTTPServerResponsePart

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    context.fireChannelRead(data)
  }

  func errorCaught(context: ChannelHandlerContext, error: any Error) {
    guard let error = error as? HTTPParserError else {
      context.fireErrorCaught(error)
      return
    }
    let status: HTTPResponseStatus =
      switch error {
      case .invalidMethod: .methodNotAllowed
      case .headerOverflow: .requestHeaderFieldsTooLarge
      default: .badRequest
      }
    var headers = HTTPHeaders([("Connection", "close"), ("Content-Length", "0")])
    if status == .methodNotAllowed { headers.add(name: "Allow", value: "GET, HEAD") }
    context.write(
      wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: status, headers: headers))),
      promise: nil)
    let bound = NIOLoopBound(context, eventLoop: context.eventLoop)
    context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in
      bound.value.close(promise: nil)
    }
  }
}

/// Answers 414 and closes when a connection's first request line is longer than the limit,
/// before the HTTP decoder reads it; after the first line it steps out of the pipeline.
final class RequestLineLimiter: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = ByteBuffer
  typealias InboundOut = ByteBuffer
  typealias OutboundOut = ByteBuffer

  private let maximumLength: Int
  private var seen = 0
  private var refused = false

  init(maximumLength: Int) {
    self.maximumLength = maximumLength
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    guard !refused else { return }
    let buffer = unwrapInboundIn(data)
    if let newline = buffer.readableBytesView.firstIndex(of: UInt8(ascii: "\n")) {
      guard seen + (newline - buffer.readerIndex) <= maximumLength else { return refuse(context) }
      context.fireChannelRead(data)
      context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
      return
    }
    seen += buffer.readableBytes
    guard seen <= maximumLength else { return refuse(context) }
    context.fireChannelRead(data)
  }

  /// Answers 414, then closes the sending side and discards what the client still sends
  /// (closing outright with unread data would reset the connection and lose the answer);
  /// the connection closes when the client closes it, or after two seconds.
  private func refuse(_ context: ChannelHandlerContext) {
    refused = true
    let text = "HTTP/1.1 414 URI Too Long\r\nConnection: close\r\nContent-Length: 0\r\n\r\n"
    let bound = NIOLoopBound(context, eventLoop: context.eventLoop)
    context.writeAndFlush(wrapOutboundOut(ByteBuffer(string: text))).whenComplete { _ in
      bound.value.close(mode: .output, promise: nil)
    }
    context.eventLoop.scheduleTask(in: .seconds(2)) { bound.value.close(promise: nil) }
  }
}
