import Foundation

/// A property list through Foundation, with the file named in the error.
enum FoundationPlist {
  static func dictionary(_ bytes: [UInt8], path: String, expecting what: String) throws(InterchangeError) -> [String: Any] {
    let root: Any
    do {
      root = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
    } catch {
      throw InterchangeError("\(path): not a property list (\(error.localizedDescription))")
    }
    guard let dictionary = root as? [String: Any] else { throw InterchangeError("\(path): expected a dictionary of \(what)") }
    return dictionary
  }
}
