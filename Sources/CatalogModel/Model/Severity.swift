/// How bad a finding is: errors fail `glossa lint`, warnings only with `--strict`.
public enum Severity: String, Sendable, Comparable, CaseIterable {
  case warning
  case error

  public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .warning && rhs == .error }
}
