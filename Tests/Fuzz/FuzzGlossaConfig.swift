// libFuzzer entry for the .glossa.yml reader; built by run.sh, not by SwiftPM.
// Bad input must come back as a GlossaConfigError, never a crash or a hang. Beside that, the
// nesting scan (YAMLNestingCheck) is held against the tree Yams builds: Yams recurses at most
// twice per level the scan counts, so a deeper tree means the scan missed structure, which a
// larger file could nest without bound past the check.
import Yams

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGlossaConfig(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  let text = String(decoding: bytes, as: UTF8.self)
  _ = try? GlossaConfig.parse(text, path: "fuzz.yml")
  let measured = YAMLNestingCheck.measure(text)
  // Within the limit, Yams is safe to run whatever the scan's count; an alias's copy nests as
  // deep as its anchor, which is why the reader refuses them.
  guard !measured.hasAlias, measured.deepest <= YAMLNestingCheck.maximumDepth,
    let root = try? Yams.compose(yaml: text)
  else { return 0 }
  let depth = treeDepth(root)
  if depth > 2 * measured.deepest + 1 {
    fatalError("Yams nests \(depth) levels where the scan counted \(measured.deepest)")
  }
  return 0
}

/// Counted without recursion, so a tree the scan missed is reported, not a stack overflow.
private func treeDepth(_ root: Node) -> Int {
  var deepest = 0
  var pending: [(Node, Int)] = [(root, 1)]
  while let (node, level) = pending.popLast() {
    deepest = max(deepest, level)
    switch node {
    case .scalar: continue
    case .sequence(let items): pending += items.map { ($0, level + 1) }
    case .mapping(let pairs):
      for (key, value) in pairs { pending += [(key, level + 1), (value, level + 1)] }
    }
  }
  return deepest
}
