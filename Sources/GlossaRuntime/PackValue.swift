/// One value in a pack (see the pack format): a plain string, forms by plural
/// category or by device, or a format string with substitutions.
public indirect enum PackValue: Sendable, Equatable {
  case text(String)
  /// CLDR category name ("one", "few", "other") → value.
  case plural([String: PackValue])
  /// Xcode device name ("iphone", "ipad", "mac", "other") → value.
  case device([String: PackValue])
  /// A format with `%#@name@` tokens, each replaced by a substitution's form.
  case substituted(format: String, substitutions: [String: PackSubstitution])
}

/// A `%#@name@` substitution: its plural forms are chosen by argument
/// `argumentNumber` (1-based) and `%arg` in a form stands for that argument
/// formatted with `formatSpecifier`.
public struct PackSubstitution: Sendable, Equatable {
  public var argumentNumber: Int
  public var formatSpecifier: String
  public var forms: [String: PackValue]

  public init(argumentNumber: Int, formatSpecifier: String, forms: [String: PackValue]) {
    self.argumentNumber = argumentNumber
    self.formatSpecifier = formatSpecifier
    self.forms = forms
  }
}

extension PackValue: Decodable {
  private enum Keys: String, CodingKey {
    case plural, device, format, substitutions
  }

  public init(from decoder: any Decoder) throws {
    if let text = try? decoder.singleValueContainer().decode(String.self) {
      self = .text(text)
      return
    }
    let object = try decoder.container(keyedBy: Keys.self)
    let shapes = object.allKeys.filter { $0 != .substitutions }
    guard shapes.count == 1, let shape = shapes.first else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "a value is a string or an object with one of \"plural\", \"device\", \"format\""))
    }
    switch shape {
    case .plural:
      self = .plural(try object.decode([String: PackValue].self, forKey: .plural))
    case .device:
      self = .device(try object.decode([String: PackValue].self, forKey: .device))
    case .format, .substitutions:
      self = .substituted(
        format: try object.decode(String.self, forKey: .format),
        substitutions: try object.decodeIfPresent([String: PackSubstitution].self, forKey: .substitutions) ?? [:])
    }
  }
}

extension PackSubstitution: Decodable {
  private enum Keys: String, CodingKey {
    case argNum, formatSpecifier, plural
  }

  public init(from decoder: any Decoder) throws {
    let object = try decoder.container(keyedBy: Keys.self)
    argumentNumber = try object.decode(Int.self, forKey: .argNum)
    guard argumentNumber >= 1 else {
      throw DecodingError.dataCorruptedError(forKey: .argNum, in: object, debugDescription: "argNum starts at 1")
    }
    formatSpecifier = try object.decode(String.self, forKey: .formatSpecifier)
    forms = try object.decode([String: PackValue].self, forKey: .plural)
  }
}
