import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The bounds of one HTTP exchange. `URLRequest.timeoutInterval` only limits the wait between
/// two packets (a server sending a byte now and then is never timed out), and a completion
/// handler only sees a body once all of it is in memory: these limits hold from the first byte
/// sent to the last byte received.
package struct FetchLimits: Sendable {
  /// Seconds for the whole exchange.
  package var timeLimit: TimeInterval
  /// The most body bytes accepted; more ends the transfer at once.
  package var maximumBytes: Int
  /// False: a 3xx answer is the result, and nothing (no header, no key) goes to its `Location`.
  package var followsRedirects: Bool { maximumRedirects > 0 }
  /// Redirects followed at most; one more ends the exchange (`tooManyRedirects`). 0: none.
  package var maximumRedirects: Int
  /// Told the size of each piece of body taken in (counted before the size limit applies).
  package var onBytes: (@Sendable (Int) -> Void)?

  package init(timeLimit: TimeInterval, maximumBytes: Int, followsRedirects: Bool) {
    self.init(timeLimit: timeLimit, maximumBytes: maximumBytes, maximumRedirects: followsRedirects ? 10 : 0)
  }

  package init(
    timeLimit: TimeInterval, maximumBytes: Int, maximumRedirects: Int, onBytes: (@Sendable (Int) -> Void)? = nil
  ) {
    self.timeLimit = timeLimit
    self.maximumBytes = maximumBytes
    self.maximumRedirects = maximumRedirects
    self.onBytes = onBytes
  }
}

/// Why a bounded fetch gave no answer.
package enum FetchFailure: Error, Sendable, Equatable, CustomStringConvertible {
  case timedOut(TimeInterval)
  case tooLarge(Int)
  case tooManyRedirects(Int)
  case cancelled
  /// The transport's own failure, with its `URLError` code (refused connection, unknown host…).
  case transport(String, code: Int)

  package var description: String {
    switch self {
    case .timedOut(let seconds): return "timed out after \(FetchFailure.seconds(seconds)) s"
    case .tooLarge(let limit): return "the answer is larger than \(limit) bytes"
    case .tooManyRedirects(let limit): return "more than \(limit) redirects"
    case .cancelled: return "cancelled"
    case .transport(let message, _): return message
    }
  }

  /// True when no server could be reached at all: refused, no such host, no network.
  package var isUnreachable: Bool {
    guard case .transport(_, let code) = self else { return false }
    let codes: [URLError.Code] = [.cannotConnectToHost, .cannotFindHost, .dnsLookupFailed, .notConnectedToInternet]
    return codes.contains { $0.rawValue == code }
  }

  package static func seconds(_ value: TimeInterval) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}

/// A URL session whose transfers are bounded by `FetchLimits`. One session serves many
/// concurrent fetches; each is tracked by its task.
package final class BoundedFetcher: Sendable {
  private let delegate = FetchDelegate()
  private let session: URLSession

  package init(configuration: URLSessionConfiguration = .ephemeral) {
    // No URL cache: FoundationNetworking looks a cached answer up on another queue, and a
    // cancel (time or size limit) landing meanwhile traps ("a task that is not in the
    // registry"). Callers keep their own caches anyway.
    configuration.urlCache = nil
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
  }

  /// Lets running transfers end, then releases the session (it holds its delegate until then).
  package func finish() {
    session.finishTasksAndInvalidate()
  }

  /// One exchange. Cancelling the calling task ends it at once.
  package func fetch(_ request: URLRequest, limits: FetchLimits) async -> Result<(HTTPURLResponse, Data), FetchFailure> {
    guard limits.timeLimit > 0 else { return .failure(.timedOut(limits.timeLimit)) }
    var request = request
    // The transport's own timeout (between packets) must not fire first; FoundationNetworking
    // treats one under a second as already expired.
    request.timeoutInterval = limits.timeLimit.rounded(.up) + 1
    let transfer = Transfer(limits: limits)
    let session = self.session
    let delegate = self.delegate
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let task = session.dataTask(with: request)
        delegate.track(task, transfer)
        transfer.start(task, continuation: continuation)
      }
    } onCancel: {
      transfer.end(.failure(.cancelled))
    }
  }
}

/// One transfer's state. Ends exactly once: by its task completing, the size limit, the time
/// limit, or cancellation, whichever comes first; the others then find it ended.
private final class Transfer: @unchecked Sendable {
  // Unchecked: every access holds the lock.
  private let lock = NSLock()
  let limits: FetchLimits
  private var task: URLSessionDataTask?
  private var continuation: CheckedContinuation<Result<(HTTPURLResponse, Data), FetchFailure>, Never>?
  private var ending: Result<(HTTPURLResponse, Data), FetchFailure>?
  private var timer: DispatchWorkItem?
  private var response: HTTPURLResponse?
  private var body = Data()
  private var redirects = 0

  init(limits: FetchLimits) {
    self.limits = limits
  }

  func start(
    _ task: URLSessionDataTask, continuation: CheckedContinuation<Result<(HTTPURLResponse, Data), FetchFailure>, Never>
  ) {
    let timer = DispatchWorkItem { [self] in end(.failure(.timedOut(limits.timeLimit))) }
    lock.lock()
    self.task = task
    self.continuation = continuation
    self.timer = timer
    // Cancelled before it started: answer now, never send.
    let early = ending
    lock.unlock()
    if let early {
      // Never resumed, so there is nothing to cancel.
      finish(early, cancellingTask: false)
      return
    }
    DispatchQueue.global().asyncAfter(deadline: .now() + limits.timeLimit, execute: timer)
    task.resume()
  }

  func received(_ response: URLResponse) -> Bool {
    guard let response = response as? HTTPURLResponse else {
      end(
        .failure(.transport("the answer is not HTTP", code: URLError.Code.badServerResponse.rawValue)),
        cancellingTask: false)
      return false
    }
    if response.expectedContentLength > Int64(limits.maximumBytes) {
      // The `.cancel` disposition the delegate answers ends the task.
      end(.failure(.tooLarge(limits.maximumBytes)), cancellingTask: false)
      return false
    }
    lock.lock()
    self.response = response
    lock.unlock()
    return true
  }

  func received(_ data: Data) {
    lock.lock()
    // Pieces the transport still delivers after the end (a refusal at the headers, a cancel
    // in flight) are dropped, neither kept nor counted.
    guard ending == nil else { return lock.unlock() }
    lock.unlock()
    limits.onBytes?(data.count)
    lock.lock()
    body.append(data)
    let tooLarge = body.count > limits.maximumBytes
    if tooLarge { body = Data() }
    lock.unlock()
    if tooLarge { end(.failure(.tooLarge(limits.maximumBytes))) }
  }

  /// True when the redirect may be followed; one past the limit ends the transfer.
  func redirecting() -> Bool {
    guard limits.followsRedirects else { return false }
    lock.lock()
    redirects += 1
    let allowed = redirects <= limits.maximumRedirects
    lock.unlock()
    // Refusing the redirect ends the task with the 3xx answer; cancelling it here as well could trap.
    if !allowed { end(.failure(.tooManyRedirects(limits.maximumRedirects)), cancellingTask: false) }
    return allowed
  }

  func completed(_ error: Error?) {
    lock.lock()
    let response = self.response
    let body = self.body
    lock.unlock()
    // The task is over: cancelling it now could trap in FoundationNetworking.
    if let error {
      let code = (error as? URLError)?.code.rawValue ?? 0
      end(.failure(.transport(error.localizedDescription, code: code)), cancellingTask: false)
    } else if let response {
      end(.success((response, body)), cancellingTask: false)
    } else {
      end(.failure(.transport("no answer", code: URLError.Code.badServerResponse.rawValue)), cancellingTask: false)
    }
  }

  /// The first ending wins; unless the task is over, it is cancelled so nothing more arrives.
  func end(_ result: Result<(HTTPURLResponse, Data), FetchFailure>, cancellingTask: Bool = true) {
    lock.lock()
    guard ending == nil else {
      lock.unlock()
      return
    }
    ending = result
    let started = continuation != nil
    lock.unlock()
    if started { finish(result, cancellingTask: cancellingTask) }
  }

  private func finish(_ result: Result<(HTTPURLResponse, Data), FetchFailure>, cancellingTask: Bool) {
    lock.lock()
    let continuation = self.continuation
    self.continuation = nil
    let task = self.task
    let timer = self.timer
    body = Data()
    lock.unlock()
    timer?.cancel()
    if cancellingTask { task?.cancel() }
    continuation?.resume(returning: result)
  }
}

/// Routes the session's callbacks to the transfer of each task.
private final class FetchDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  // Unchecked: every access holds the lock.
  private let lock = NSLock()
  private var transfers: [Int: Transfer] = [:]

  func track(_ task: URLSessionTask, _ transfer: Transfer) {
    lock.lock()
    transfers[task.taskIdentifier] = transfer
    lock.unlock()
  }

  private func transfer(_ task: URLSessionTask, removing: Bool = false) -> Transfer? {
    lock.lock()
    defer { lock.unlock() }
    return removing ? transfers.removeValue(forKey: task.taskIdentifier) : transfers[task.taskIdentifier]
  }

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
  ) {
    let proceed = transfer(dataTask)?.received(response) ?? false
    completionHandler(proceed ? .allow : .cancel)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    transfer(dataTask)?.received(data)
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
    newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
  ) {
    completionHandler(transfer(task)?.redirecting() == true ? request : nil)
  }

  func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
    transfer(task, removing: true)?.completed(error)
  }
}
