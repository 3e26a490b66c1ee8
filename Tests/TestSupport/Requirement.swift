import Foundation
import XCTest

/// The one place that decides what a test does when something it needs is missing (a tool, the
/// built glossa binary, a library): off CI it skips with the reason; under CI, whose script
/// installs everything, it fails with the reason, so a missing install cannot pass as green.
/// Things no install brings (the corpus beside the clone, root rights) are plain skips.
public enum Requirement {
  /// Values of `CI` that mean "not CI": `CI=false` is how a person says they are not on one.
  private static let falseValues: Set<String> = ["", "0", "false", "no", "off"]

  /// Whether `CI` is set to a truthy value (`true`, `1`, anything but empty/0/false/no/off).
  public static func isCI(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
    guard let value = environment["CI"] else { return false }
    return !falseValues.contains(value.trimmingCharacters(in: .whitespaces).lowercased())
  }

  /// The error a test throws for a missing requirement: `XCTSkip(reason)`, or under CI a failure
  /// whose message is the reason.
  public static func missing(_ reason: String, environment: [String: String] = ProcessInfo.processInfo.environment)
    -> any Error
  {
    isCI(environment) ? MissingUnderCI(reason: reason) : XCTSkip(reason)
  }

  /// The reason of every spelling test that finds no libhunspell or no dictionary it uses.
  public static let hunspell =
    "libhunspell or a Hunspell dictionary is not installed (apt-get install libhunspell-dev hunspell-en-us hunspell-de-de hunspell-fr)"

  /// A test that can only run as root skips otherwise, saying so (the skip lines `.ci/run` prints
  /// group tests by reason, so these show as root-only there).
  public static func root(to purpose: String) throws {
    guard geteuid() != 0 else { return }
    throw XCTSkip("needs root \(purpose) (running as uid \(geteuid()))")
  }

  /// A requirement missing under CI: XCTest reports the thrown error as the test's failure.
  public struct MissingUnderCI: Error, CustomStringConvertible {
    public let reason: String
    public var description: String { "\(reason) (under CI, where .ci/run installs it, this fails instead of skipping)" }
  }
}
