import Foundation
import XCTest

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@testable import GlossaRuntime

/// The runtime's own SHA-256 (FIPS 180-4 test vectors, and the padding edges at 55/56/64
/// bytes) and the Cache-Control reading the loader's freshness comes from.
final class PackDigestTests: XCTestCase {
  func testKnownDigests() {
    let vectors: [(String, String)] = [
      ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
      ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
      (
        "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
        "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
      ),
      (String(repeating: "a", count: 55), "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318"),
      (String(repeating: "a", count: 56), "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a"),
      (String(repeating: "a", count: 64), "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb"),
    ]
    for (text, digest) in vectors {
      XCTAssertEqual(PackDigest.sha256(Data(text.utf8)), digest, "\(text.count) bytes")
    }
  }

  func testFreshnessIsMaxAgeLessAgeAndNothingWithoutIt() throws {
    let cases: [([String: String], TimeInterval)] = [
      ([:], 0),
      (["Cache-Control": "max-age=3600"], 3600),
      (["cache-control": "public, MAX-AGE=600"], 600),
      (["Cache-Control": "max-age=600", "Age": "100"], 500),
      (["Cache-Control": "max-age=600", "Age": "900"], 0),
      (["Cache-Control": "max-age=600, no-cache"], 0),
      (["Cache-Control": "no-store"], 0),
      (["Cache-Control": "max-age=\"60\""], 60),
      (["Cache-Control": "max-age=soon, =, ,"], 0),
    ]
    for (headers, expected) in cases {
      let response = try XCTUnwrap(
        HTTPURLResponse(url: URL(fileURLWithPath: "/"), statusCode: 200, httpVersion: "HTTP/1.1", headerFields: headers))
      XCTAssertEqual(CacheControl.freshness(of: response), expected, "\(headers)")
    }
  }
}
