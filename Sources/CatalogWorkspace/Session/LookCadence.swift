/// How often a front end looks at the disk: at most once per `interval` seconds, however fast
/// keys come, so watching costs a few `stat`s a second and nothing per key.
public struct LookCadence: Sendable {
  public let interval: Double
  private var lastLook: Double?

  public init(interval: Double = 0.5) {
    self.interval = interval
  }

  /// True (and counted as a look) when `interval` has passed since the last look, or there was
  /// none; `now` is any monotonic clock in seconds.
  public mutating func isDue(at now: Double) -> Bool {
    if let lastLook, now - lastLook < interval, now >= lastLook { return false }
    lastLook = now
    return true
  }
}
