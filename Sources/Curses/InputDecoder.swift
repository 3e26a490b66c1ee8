import TerminalScreen

/// One read from ncurses' `wget_wch`, as the decoder sees it.
enum RawInput: Equatable {
  /// A character (status OK).
  case character(UInt32)
  /// A key ncurses decoded from its terminfo entry (status KEY_CODE_YES).
  case code(Int32)
  /// Nothing arrived within `InputDecoder.readTimeout`.
  case timeout
  /// End of input or a read error.
  case closed
}

/// Turns what ncurses reads into keys: ESC alone or as Alt, escape sequences ncurses left
/// undecoded (`EscapeSequence`), and bracketed pastes as single `.paste` keys.
///
/// Pure state machine, so every split and timing of the input can be tested without a terminal:
/// the caller reads with `readTimeout`, passes each result to `feed`, and takes keys from `next`.
struct InputDecoder {
  /// After ESC, how long another character still belongs to it (Alt-x, or a sequence): ESC
  /// alone is Cancel, so this is as short as a terminal's burst.
  static let escapeDelay: Int32 = 25
  /// Inside a sequence (`ESC [ 1 ;` seen): only a slow link pauses here, so wait longer before
  /// giving up on the rest rather than typing it as text.
  static let sequenceDelay: Int32 = 500
  /// A paste whose end marker never comes ends after this much silence: the editor must not
  /// wait forever, but a paste over a slow link may pause.
  static let pasteSilence: Int32 = 2000
  /// A sequence longer than this is no key; the rest of it is read and dropped.
  static let sequenceLimit = 32

  private enum State {
    case ground
    case escape
    /// `ESC [` and the bytes since; `truncated` once past `sequenceLimit`.
    case csi([UInt8], truncated: Bool)
    case ss3([UInt8])
    /// `ESC [ [`: the Linux console's F1–F5.
    case linuxFunction
    case paste(PasteCollector)
  }

  private var state = State.ground
  private var output: [Key] = []
  private var outputStart = 0
  private let keyForCode: (Int32) -> Key?
  private let sequenceForCode: (Int32) -> String?
  private let resizeCode: Int32
  private let pieceLimit: Int

  /// `keyForCode` maps ncurses key codes; `sequenceForCode` gives a code's bytes back (ncurses'
  /// `keybound`), to keep a key decoded inside a paste as the text it was.
  init(
    resizeCode: Int32, pastePieceLimit: Int = 1 << 16, keyForCode: @escaping (Int32) -> Key?,
    sequenceForCode: @escaping (Int32) -> String?
  ) {
    self.resizeCode = resizeCode
    self.pieceLimit = pastePieceLimit
    self.keyForCode = keyForCode
    self.sequenceForCode = sequenceForCode
  }

  /// Milliseconds the next read may wait; -1 blocks until input comes.
  var readTimeout: Int32 {
    switch state {
    case .ground: return -1
    case .escape: return InputDecoder.escapeDelay
    case .csi(let body, _): return body.isEmpty ? InputDecoder.escapeDelay : InputDecoder.sequenceDelay
    case .ss3(let body): return body.isEmpty ? InputDecoder.escapeDelay : InputDecoder.sequenceDelay
    case .linuxFunction: return InputDecoder.sequenceDelay
    case .paste: return InputDecoder.pasteSilence
    }
  }

  /// The next decoded key, oldest first.
  mutating func next() -> Key? {
    guard outputStart < output.count else { return nil }
    let key = output[outputStart]
    outputStart += 1
    if outputStart == output.count {
      output.removeAll(keepingCapacity: true)
      outputStart = 0
    }
    return key
  }

  mutating func feed(_ input: RawInput) {
    switch state {
    case .ground: ground(input)
    case .escape: afterEscape(input)
    case .csi(let body, let truncated): insideCSI(input, body: body, truncated: truncated)
    case .ss3(let body): insideSS3(input, body: body)
    case .linuxFunction: linuxFunction(input)
    case .paste(var collector):
      state = .ground  // the collector is held locally while it changes
      insidePaste(input, collector: &collector)
    }
  }

  // MARK: - States

  private mutating func ground(_ input: RawInput) {
    switch input {
    case .character(27):
      state = .escape
    case .character(let value):
      if let key = KeyDecoder.key(forCharacter: value) { output.append(key) }
    case .code(let code):
      if let key = keyForCode(code) {
        output.append(key)
      } else if let sequence = sequenceForCode(code), !sequence.isEmpty {
        output.append(.unknownSequence(sequence))
      }
    case .timeout:
      break
    case .closed:
      output.append(.inputClosed)
    }
  }

  private mutating func afterEscape(_ input: RawInput) {
    state = .ground
    switch input {
    case .character(UInt32(UInt8(ascii: "["))):
      state = .csi([], truncated: false)
    case .character(UInt32(UInt8(ascii: "O"))):
      state = .ss3([])
    case .character(27):
      // Two presses of Esc: the first is a key, the second may start something.
      output.append(.escape)
      state = .escape
    case .character(let value):
      if let key = KeyDecoder.altKey(forCharacter: value) {
        output.append(key)
      } else {
        // ESC then another control key: two separate keys.
        output.append(.escape)
        ground(input)
      }
    case .code(let code):
      // ESC before a decoded key is how some terminals send Alt with it (rxvt's Alt-←).
      if code != resizeCode, let key = keyForCode(code), key.isModifiable {
        output.append(.with(.alt, key))
      } else {
        output.append(.escape)
        ground(input)
      }
    case .timeout:
      output.append(.escape)
    case .closed:
      output.append(.escape)
      ground(input)
    }
  }

  private mutating func insideCSI(_ input: RawInput, body: [UInt8], truncated: Bool) {
    state = .ground
    let introducer = "\u{1B}["
    switch input {
    case .character(let value) where (0x20...0x3F).contains(value):
      if body.count < InputDecoder.sequenceLimit {
        state = .csi(body + [UInt8(value)], truncated: truncated)
      } else {
        state = .csi(body, truncated: true)
      }
    case .character(let value) where (0x40...0x7E).contains(value):
      if body.isEmpty && value == UInt32(UInt8(ascii: "[")) {
        state = .linuxFunction
        return
      }
      let sequence = introducer + text(body) + (truncated ? "…" : "") + String(UnicodeScalar(UInt8(value)))
      complete(truncated ? .unknown : EscapeSequence.csi(body, final: UInt8(value)), sequence: sequence)
    case .timeout where body.isEmpty:
      // Nothing followed ESC [ : the user pressed Alt-[.
      output.append(.alt("["))
    default:
      interrupted(by: input, sequence: introducer + text(body) + (truncated ? "…" : ""))
    }
  }

  private mutating func insideSS3(_ input: RawInput, body: [UInt8]) {
    state = .ground
    let introducer = "\u{1B}O"
    switch input {
    case .character(let value) where (0x30...0x3F).contains(value) && body.count < 4:
      state = .ss3(body + [UInt8(value)])
    case .character(let value) where (0x40...0x7E).contains(value):
      complete(
        EscapeSequence.ss3(body, final: UInt8(value)), sequence: introducer + text(body) + String(UnicodeScalar(UInt8(value))))
    case .timeout where body.isEmpty:
      output.append(.alt("O"))
    default:
      interrupted(by: input, sequence: introducer + text(body))
    }
  }

  private mutating func linuxFunction(_ input: RawInput) {
    state = .ground
    let introducer = "\u{1B}[["
    guard case .character(let value) = input, (0x20...0x7E).contains(value) else {
      interrupted(by: input, sequence: introducer)
      return
    }
    let sequence = introducer + String(UnicodeScalar(UInt8(value)))
    switch value {
    case UInt32(UInt8(ascii: "A"))...UInt32(UInt8(ascii: "E")):
      output.append(.function(Int(value) - Int(UInt8(ascii: "A")) + 1))
    default:
      output.append(.unknownSequence(sequence))
    }
  }

  private mutating func insidePaste(_ input: RawInput, collector: inout PasteCollector) {
    switch input {
    case .character(let value):
      let ended = collector.add(value)
      emitPieces(of: &collector)
      if !ended { state = .paste(collector) }
    case .code(let code) where code == resizeCode:
      // The resize is reported where it happened, and the paste goes on after it.
      collector.finishEarly()
      emitPieces(of: &collector)
      output.append(.resize)
      state = .paste(collector)
    case .code(let code):
      // ncurses matched one of its key sequences inside the pasted text: put the text back.
      collector.add(literal: sequenceForCode(code) ?? "")
      emitPieces(of: &collector)
      state = .paste(collector)
    case .timeout:
      collector.finishEarly()
      emitPieces(of: &collector)
    case .closed:
      collector.finishEarly()
      emitPieces(of: &collector)
      output.append(.inputClosed)
    }
  }

  // MARK: - Helpers

  private mutating func complete(_ meaning: EscapeSequence.Meaning, sequence: String) {
    switch meaning {
    case .key(let key): output.append(key)
    case .pasteStart: state = .paste(PasteCollector(pieceLimit: pieceLimit))
    case .pasteEnd: break
    case .unknown: output.append(.unknownSequence(sequence))
    }
  }

  /// Something that cannot continue the sequence arrived: the sequence so far is swallowed (never
  /// typed as text), and the input is taken on its own.
  private mutating func interrupted(by input: RawInput, sequence: String) {
    output.append(.unknownSequence(sequence))
    if input != .timeout { ground(input) }
  }

  private mutating func emitPieces(of collector: inout PasteCollector) {
    for piece in collector.takePieces() { output.append(.paste(piece)) }
  }

  private func text(_ bytes: [UInt8]) -> String {
    String(decoding: bytes, as: UTF8.self)
  }
}
