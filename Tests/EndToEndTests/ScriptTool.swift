import Foundation
import TestSupport

/// script(1) from util-linux: it gives glossa a pseudo-terminal in the tests of what it does on one.
enum ScriptTool {
  static func require() throws {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else {
      throw Requirement.missing("script(1) is not installed (apt-get install bsdutils)")
    }
  }
}
