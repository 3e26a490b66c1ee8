import StringCatalog

/// The pack value shape of packformat.md, both ways.
extension PackValue {
  /// Object members sorted by code point, so files diff cleanly.
  package var jsonTree: JSONTree {
    switch self {
    case .text(let value, _): return .string(value)
    case .plural(let forms): return .object([("plural", Self.formsTree(forms))])
    case .device(let forms): return .object([("device", Self.formsTree(forms))])
    case .format(let format, let substitutions):
      let members = substitutions.sorted { codePointOrder($0.name, $1.name) }.map { substitution -> (String, JSONTree) in
        var fields: [(String, JSONTree)] = []
        if let argNum = substitution.argNum { fields.append(("argNum", .number(String(argNum)))) }
        if let specifier = substitution.formatSpecifier { fields.append(("formatSpecifier", .string(specifier))) }
        switch substitution.forms {
        case .plural(let forms): fields.append(("plural", Self.formsTree(forms)))
        case .device(let forms): fields.append(("device", Self.formsTree(forms)))
        default: break
        }
        return (substitution.name, .object(fields))
      }
      return .object([("format", format.jsonTree), ("substitutions", .object(members))])
    }
  }

  private static func formsTree(_ forms: [(String, PackValue)]) -> JSONTree {
    .object(forms.sorted { codePointOrder($0.0, $1.0) }.map { ($0.0, $0.1.jsonTree) })
  }

  /// Reads a value back; `where` names the key in the message.
  package init(json tree: JSONTree, where place: String) throws(InterchangeError) {
    switch tree {
    case .string(let text): self = .text(text)
    case .object(let members):
      if let format = tree["format"] {
        let formatValue = try PackValue(json: format, where: place)
        guard case .object(let named)? = tree["substitutions"] else {
          throw InterchangeError("\(place): a \"format\" value needs a \"substitutions\" object")
        }
        var substitutions: [PackSubstitution] = []
        for (name, body) in named {
          let argNum: Int?
          if case .number(let text)? = body["argNum"] { argNum = Int(text) } else { argNum = nil }
          let forms: PackValue
          if let plural = body["plural"] {
            forms = .plural(try Self.forms(plural, where: place))
          } else if let device = body["device"] {
            forms = .device(try Self.forms(device, where: place))
          } else {
            throw InterchangeError("\(place): substitution \"\(name)\" has no plural forms")
          }
          substitutions.append(
            PackSubstitution(name: name, argNum: argNum, formatSpecifier: body["formatSpecifier"]?.stringValue, forms: forms))
        }
        self = .format(formatValue, substitutions: substitutions)
      } else if members.count == 1, members[0].0 == "plural" {
        self = .plural(try Self.forms(members[0].1, where: place))
      } else if members.count == 1, members[0].0 == "device" {
        self = .device(try Self.forms(members[0].1, where: place))
      } else {
        throw InterchangeError("\(place): expected a string or an object with \"plural\", \"device\" or \"format\"")
      }
    default: throw InterchangeError("\(place): expected a string or an object")
    }
  }

  private static func forms(_ tree: JSONTree, where place: String) throws(InterchangeError) -> [(String, PackValue)] {
    guard case .object(let members) = tree else { throw InterchangeError("\(place): forms must be an object") }
    var forms: [(String, PackValue)] = []
    for (name, value) in members { forms.append((name, try PackValue(json: value, where: "\(place).\(name)"))) }
    return forms
  }
}
