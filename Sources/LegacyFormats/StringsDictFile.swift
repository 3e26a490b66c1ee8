/// The contents of a `.stringsdict` file: plural variants of format strings.
public struct StringsDictFile: Sendable, Equatable {
  /// One plural variable (`%#@name@`) of an entry, from a dictionary whose
  /// NSStringFormatSpecTypeKey is NSStringPluralRuleType.
  public struct Variable: Sendable, Equatable {
    public var name: String
    /// NSStringFormatValueTypeKey as written (`d`, `ld`, `lld`, even `%ld`).
    public var formatValueType: String?
    /// Plural category (zero one two few many other) to its string.
    public var forms: [String: String]
    /// Where the variable's `<key>` starts.
    public var position: SourcePosition

    public init(name: String, formatValueType: String?, forms: [String: String], position: SourcePosition) {
      self.name = name
      self.formatValueType = formatValueType
      self.forms = forms
      self.position = position
    }
  }

  /// One device's form of an entry (NSStringDeviceSpecificRuleType): a plain string, or a
  /// format with plural variables of its own.
  public struct Device: Sendable, Equatable {
    /// `iphone`, `ipad`, `mac`, `applewatch`, `appletv`, `applevision`, `ipod`, `other`.
    public var name: String
    public var format: String
    public var variables: [Variable]
    /// Where the device's `<key>` starts.
    public var position: SourcePosition

    public init(name: String, format: String, variables: [Variable] = [], position: SourcePosition) {
      self.name = name
      self.format = format
      self.variables = variables
      self.position = position
    }
  }

  public struct Entry: Sendable, Equatable {
    public var key: String
    /// NSStringLocalizedFormatKey; empty for an entry that varies by device.
    public var format: String
    /// In file order.
    public var variables: [Variable]
    /// NSStringDeviceSpecificRuleType's forms in file order; empty unless the entry varies by device.
    public var devices: [Device]
    /// Where the entry's `<key>` starts.
    public var position: SourcePosition

    public init(key: String, format: String, variables: [Variable], devices: [Device] = [], position: SourcePosition) {
      self.key = key
      self.format = format
      self.variables = variables
      self.devices = devices
      self.position = position
    }
  }

  /// In file order.
  public var entries: [Entry]

  public init(entries: [Entry]) {
    self.entries = entries
  }

  /// Parses an XML property list `.stringsdict` (UTF-8, or UTF-16 with BOM).
  ///
  /// NSStringPluralRuleType variables and NSStringDeviceSpecificRuleType forms (each a string,
  /// or a format with plural variables) are read; the variable-width rule type (never seen in
  /// real files) is rejected with an error naming it, rather than kept half-understood.
  public static func parse(_ data: [UInt8]) throws(LegacyParseError) -> StringsDictFile {
    if BinaryStringsPlist.isBinaryPlist(data) {
      throw LegacyParseError(
        position: SourcePosition(line: 1, column: 1),
        message: "binary property list .stringsdict files are not supported; convert it with 'plutil -convert xml1'")
    }
    let root = try XMLDocumentReader.root(of: data)
    return StringsDictFile(entries: try StringsDictReader.entries(fromPlist: root))
  }
}
