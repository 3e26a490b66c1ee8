import XCTest

@testable import Editor

/// The search index lower-cases text the way the typed pattern is lower-cased, whichever path
/// (ASCII folding, caseless scripts, Unicode) it takes.
final class SearchLowercasingTests: XCTestCase {
  private func lowered(_ text: String) -> String {
    var bytes: [UInt8] = []
    SearchIndex.appendLowercased(text, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  func testEveryPathAgreesWithUnicodeLowercasing() {
    let samples = [
      "Open SETTINGS", "Öffnen Sie DIE Einstellungen", "ОТКРОЙТЕ настройки", "ΣΟΦΊΑ", "设置 OPEN 帐户",
      "افتح الإعدادات NOW", "שלום WORLD", "設定を開いて ABC", "한국어 TEXT", "Ａｂｃ fullwidth", "Ꙁ cyrillic ext", "ԱՐՄ Armenian և",
      "mixed 漢字 and É",
    ]
    for sample in samples {
      XCTAssertEqual(lowered(sample), sample.lowercased(), sample)
    }
  }

  /// Every character of the Basic Multilingual Plane, alone and between ASCII letters.
  func testEveryBMPCharacterLowercasesLikeUnicode() {
    var mismatches: [String] = []
    for value in UInt32(0x80)...0xFFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let text = "A" + String(Character(scalar)) + "Z"
      if lowered(text) != text.lowercased() { mismatches.append(String(value, radix: 16)) }
    }
    XCTAssertEqual(mismatches, [])
  }
}
