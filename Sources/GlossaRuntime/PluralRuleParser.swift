/// Recursive-descent parser for CLDR plural conditions (see `PluralRule`).
struct PluralRuleParser {
  private enum Token: Equatable {
    case word(String)
    case number(Double)
    case symbol(String)
    case end
  }

  private var tokens: [(token: Token, column: Int)] = []
  private var position = 0
  private let scanError: PluralRuleError?

  init(_ text: String) {
    let scalars = Array(text.unicodeScalars.prefix { $0 != "@" })
    var index = 0
    var scanned: [(Token, Int)] = []
    var error: PluralRuleError?
    while index < scalars.count {
      let scalar = scalars[index]
      let column = index + 1
      if scalar == " " || scalar == "\t" || scalar == "\n" {
        index += 1
      } else if ("a"..."z").contains(scalar) {
        let start = index
        while index < scalars.count, ("a"..."z").contains(scalars[index]) { index += 1 }
        scanned.append((.word(String(String.UnicodeScalarView(scalars[start..<index]))), column))
      } else if ("0"..."9").contains(scalar) {
        let start = index
        while index < scalars.count, ("0"..."9").contains(scalars[index]) { index += 1 }
        let digits = String(String.UnicodeScalarView(scalars[start..<index]))
        scanned.append((.number(Double(digits) ?? .infinity), column))
      } else if scalar == "." || scalar == "!", index + 1 < scalars.count,
        scalars[index + 1] == (scalar == "." ? "." : "=")
      {
        scanned.append((.symbol(scalar == "." ? ".." : "!="), column))
        index += 2
      } else if scalar == "=" || scalar == "%" || scalar == "," {
        scanned.append((.symbol(String(scalar)), column))
        index += 1
      } else {
        error = PluralRuleError(column: column, message: "unexpected character '\(scalar)'")
        break
      }
    }
    scanned.append((.end, scalars.count + 1))
    tokens = scanned.map { (token: $0.0, column: $0.1) }
    scanError = error
  }

  mutating func parse() throws(PluralRuleError) -> [[PluralRule.Relation]] {
    if let scanError { throw scanError }
    if current == .end { return [] }
    var conditions = [try andCondition()]
    while accept(.word("or")) {
      conditions.append(try andCondition())
    }
    guard current == .end else { throw failure("expected 'and', 'or' or the end of the rule") }
    return conditions
  }

  private var current: Token { tokens[position].token }

  private func failure(_ message: String) -> PluralRuleError {
    PluralRuleError(column: tokens[position].column, message: message)
  }

  private mutating func accept(_ token: Token) -> Bool {
    guard current == token else { return false }
    position += 1
    return true
  }

  private mutating func andCondition() throws(PluralRuleError) -> [PluralRule.Relation] {
    var relations = [try relation()]
    while accept(.word("and")) {
      relations.append(try relation())
    }
    return relations
  }

  private mutating func relation() throws(PluralRuleError) -> PluralRule.Relation {
    guard case .word(let name) = current, let operand = PluralRule.Operand(rawValue: name)
    else { throw failure("expected an operand (n i v w f t e c)") }
    position += 1
    var modulus: Double?
    if accept(.word("mod")) || accept(.symbol("%")) {
      let column = tokens[position].column
      modulus = try value()
      guard modulus != 0 else { throw PluralRuleError(column: column, message: "modulus must not be 0") }
    }
    var isNegated = false
    var isWithin = false
    if accept(.symbol("=")) {
    } else if accept(.symbol("!=")) {
      isNegated = true
    } else if accept(.word("is")) {
      isNegated = accept(.word("not"))
    } else {
      isNegated = accept(.word("not"))
      if accept(.word("within")) {
        isWithin = true
      } else if !accept(.word("in")) {
        throw failure("expected '=', '!=', 'is', 'in' or 'within'")
      }
    }
    return PluralRule.Relation(
      operand: operand, modulus: modulus, isWithin: isWithin, isNegated: isNegated, ranges: try rangeList())
  }

  private mutating func rangeList() throws(PluralRuleError) -> [ClosedRange<Double>] {
    var ranges: [ClosedRange<Double>] = []
    repeat {
      let low = try value()
      var high = low
      if accept(.symbol("..")) {
        let column = tokens[position].column
        high = try value()
        guard high >= low else { throw PluralRuleError(column: column, message: "range ends below its start") }
      }
      ranges.append(low...high)
    } while accept(.symbol(","))
    return ranges
  }

  private mutating func value() throws(PluralRuleError) -> Double {
    guard case .number(let number) = current, number.isFinite else { throw failure("expected a number") }
    position += 1
    return number
  }
}
