import NIOCore
import NIOHTTP1

/// Closes a connection whose first request's head (request line and headers) has not
/// arrived within the timeout, answering 408 first, as nginx's `client_header_timeout` does.
/// A client that trickles its request a byte at a time, or sends half a WebSocket upgrade,
/// would otherwise hold its connection (and a file descriptor) for as long as it likes.
///
/// It sits right after the HTTP decoder and steps out of the pipeline once the first head
/// has arrived; later requests on a kept-alive connection are bounded by the server's idle
/// timeout.
final class HeadTimeout: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPServerRequestPart
  typealias InboundOut = HTTPServerRequestPart
  typealias OutboundOut = HTTPServerResponsePart

  private let timeout: TimeAmount
  private let onHead: @Sendable () -> Void
  private var scheduled: Scheduled<Void>?

  /// A handler that closes the connection after `timeout` unless a head arrived, and calls
  /// `onHead` when one does.
  init(timeout: TimeAmount, onHead: @escaping @Sendable () -> Void = {}) {
    self.timeout = timeout
    self.onHead = onHead
  }

  func handlerAdded(context: ChannelHandlerContext) {
    let bound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
    scheduled = context.eventLoop.scheduleTask(in: timeout) {
      let (handler, context) = bound.value
      handler.expire(context)
    }
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    scheduled?.cancel()
    scheduled = nil
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    guard case .head = unwrapInboundIn(data) else {
      context.fireChannelRead(data)
      return
    }
    scheduled?.cancel()
    scheduled = nil
    onHead()
    context.fireChannelRead(data)
    context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
  }

  /// Answers 408 and closes the connection.
  private func expire(_ context: ChannelHandlerContext) {
    guard scheduled != nil, context.channel.isActive else { return }
    scheduled = nil
    let headers = HTTPHeaders([("Connection", "close"), ("Content-Length", "0")])
    context.write(
      wrapOutboundOut(
        .head(HTTPResponseHead(version: .http1_1, status: .requestTimeout, headers: headers))),
      promise: nil)
    let bound = NIOLoopBound(context, eventLoop: context.eventLoop)
    context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in
      // The handlers after this one (the WebSocket upgrade handler waiting for the head) are
      // told no more input comes, so they give up as on a client that went away, quietly;
      // the decoder before it is not, or it would answer the half-read head with a 400.
      bound.value.fireUserInboundEventTriggered(ChannelEvent.inputClosed)
      bound.value.close(promise: nil)
    }
  }

  /// Closes `channel` at once if it is still waiting for its first request's head (answering
  /// 408), as when the server is full and needs its place; otherwise closes it plainly.
  static func expire(_ channel: any Channel) {
    channel.eventLoop.execute {
      let operations = channel.pipeline.syncOperations
      guard let context = try? operations.context(handlerType: HeadTimeout.self),
        let handler = context.handler as? HeadTimeout
      else {
        channel.close(promise: nil)
        return
      }
      handler.expire(context)
    }
  }
}
