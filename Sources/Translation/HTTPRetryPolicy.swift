import Foundation

/// How failed requests are tried again: 429 and 5xx (and connection failures) with exponential
/// backoff, honouring `Retry-After`, at most `maximumTries` tries in all. The sleep is a
/// parameter so tests run without waiting.
package struct HTTPRetryPolicy: Sendable {
  package var maximumTries: Int
  package var baseDelay: Double
  package var maximumDelay: Double
  /// Seconds one request may take in all, every try and every wait between tries included,
  /// from sending to the answer's last byte (a server that sends a byte now and then is cut
  /// off too).
  package var requestTimeout: Double
  /// The largest answer read, in bytes: a bigger one fails the batch as it arrives.
  package var maximumReplyBytes: Int
  package var sleep: @Sendable (Double) async -> Void
  /// A monotonic clock in seconds, against which `requestTimeout` is measured: a parameter so
  /// tests can count tries against a budget without waiting.
  package var now: @Sendable () -> Double

  package init(
    maximumTries: Int = 5, baseDelay: Double = 1, maximumDelay: Double = 60, requestTimeout: Double = 120,
    maximumReplyBytes: Int = 8 << 20, sleep: @escaping @Sendable (Double) async -> Void = HTTPRetryPolicy.taskSleep,
    now: @escaping @Sendable () -> Double = HTTPRetryPolicy.uptime
  ) {
    self.maximumTries = maximumTries
    self.baseDelay = baseDelay
    self.maximumDelay = maximumDelay
    self.requestTimeout = requestTimeout
    self.maximumReplyBytes = maximumReplyBytes
    self.sleep = sleep
    self.now = now
  }

  @Sendable package static func uptime() -> Double {
    Double(DispatchTime.now().uptimeNanoseconds) / 1_000_000_000
  }

  @Sendable package static func taskSleep(_ seconds: Double) async {
    try? await Task.sleep(nanoseconds: UInt64(max(0, seconds) * 1_000_000_000))
  }

  /// The wait before try `attempt + 1` (attempt counts from 1): `Retry-After` when the server
  /// gave one (seconds or an HTTP date), else base × 2^(attempt − 1); never above the maximum.
  package func delay(afterAttempt attempt: Int, retryAfter: String?, now: Date = Date()) -> Double {
    if let retryAfter = retryAfter?.trimmingCharacters(in: .whitespaces) {
      if let seconds = Double(retryAfter), seconds >= 0 { return min(seconds, maximumDelay) }
      if let date = Self.httpDate(retryAfter) { return min(max(0, date.timeIntervalSince(now)), maximumDelay) }
    }
    return min(baseDelay * pow(2, Double(attempt - 1)), maximumDelay)
  }

  private static func httpDate(_ text: String) -> Date? {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
    return formatter.date(from: text)
  }
}
