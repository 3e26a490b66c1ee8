// libFuzzer entry for the knownRegions reader of project.pbxproj (ProjectRegions); built by
// run.sh, not by SwiftPM. Any bytes must give a bounded list of distinct language codes and
// problems, never a crash, an over-read (AddressSanitizer) or a hang.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzProjectRegions(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  guard let list = ProjectRegions.read(bytes, path: "project.pbxproj") else { return 0 }
  // What the reader promises its callers: a crash here is a finding like any other.
  let valid = list.languages.allSatisfy { LanguageTag.isValid($0) && $0 != "Base" }
  let bounded = list.languages.count <= ProjectRegions.maximumCount && list.problems.count <= ProjectRegions.maximumProblems + 2
  if !valid || !bounded || Set(list.languages).count != list.languages.count { abort() }
  return 0
}
