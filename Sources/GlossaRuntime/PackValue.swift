/// One value in a pack (see the pack format): a plain string, forms by plural
/// category or by device, or a format string with substitutions.
public indirect enum PackValue: Sendable, Equatable {
  case text(String)
  /// CLDR category name ("one", "few", "other") → value.
  case plural([String: PackValue])
  /// Xcode device name ("iphone", "ipad", "mac", "other") → value.
  case device([String: PackValue])
  /// A format with `%#@name@` tokens, each replaced by a substitution's form.
  /// The format is a plain string in packs Glossa writes; plural or device
  /// forms are read too, and chosen before the tokens are replaced.
  case substituted(format: PackValue, substitutions: [String: PackSubstitution])
}

/// A `%#@name@` substitution: its forms (`.plural`, or `.device`) are chosen
/// by argument `argumentNumber` (1-based; nil: the argument the token's place
/// in the format takes), and `%arg` in a form stands for that argument
/// formatted with `formatSpecifier` (nil: `@`).
public struct PackSubstitution: Sendable, Equatable {
  public var argumentNumber: Int?
  public var formatSpecifier: String?
  public var forms: PackValue

  public init(argumentNumber: Int?, formatSpecifier: String?, forms: PackValue) {
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
        format: try object.decode(PackValue.self, forKey: .format),
        substitutions: try object.decodeIfPresent([String: PackSubstitution].self, forKey: .substitutions) ?? [:])
    }
  }
}

extension PackSubstitution: Decodable {
  private enum Keys: String, CodingKey {
    case argNum, formatSpecifier, plural, device
  }

  public init(from decoder: any Decoder) throws {
    let object = try decoder.container(keyedBy: Keys.self)
    argumentNumber = try object.decodeIfPresent(Int.self, forKey: .argNum)
    if let argumentNumber, argumentNumber < 1 {
      throw DecodingError.dataCorruptedError(forKey: .argNum, in: object, debugDescription: "argNum starts at 1")
    }
    formatSpecifier = try object.decodeIfPresent(String.self, forKey: .formatSpecifier)
    if let plural = try object.decodeIfPresent([String: PackValue].self, forKey: .plural) {
      forms = .plural(plural)
    } else if let device = try object.decodeIfPresent([String: PackValue].self, forKey: .device) {
      forms = .device(device)
    } else {
      throw DecodingError.keyNotFound(
        Keys.plural, .init(codingPath: decoder.codingPath, debugDescription: "a substitution needs its forms"))
    }
  }
}
