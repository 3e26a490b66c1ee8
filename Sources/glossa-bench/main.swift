import Foundation
import StringCatalog

// Prints Glossa's performance figures on catalogs it generates itself. Not a test: the numbers
// depend on the machine; the targets they are compared with are in the issues.

AllocatorTuning.apply()
let arguments = CommandLine.arguments.dropFirst()
if arguments.contains("--help") || arguments.contains("-h") {
  print(BenchHelp.text)
  exit(0)
}
if arguments.first == "--measure-read", let path = arguments.dropFirst().first {
  // Child mode: a fresh process, so its peak memory is exactly that of reading + stats.
  MemoryProbe.readAndCount(path: path)
  exit(0)
}
if arguments.first == "--generate", let path = arguments.dropFirst().first {
  // `--generate PATH [KEYS LANGUAGES]`: writes a generated catalog for profiling by hand.
  let numbers = arguments.dropFirst(2).compactMap { Int($0) }
  let bytes = BenchmarkCatalog.generate(keys: numbers.first ?? 20_000, languages: numbers.dropFirst().first ?? 30)
  exit(FormatBenchmark.write(bytes, to: path) ? 0 : 1)
}
if arguments.first == "--open", let path = arguments.dropFirst().first {
  // `--open PATH`: only the editor's open to first screen, for profiling by hand.
  EditorBenchmark.firstScreen(path: path)
  // A large catalog: also the keys typed while the rest of it is read.
  EditorBenchmark.whileReadingRest(path: path)
  exit(0)
}
if arguments.first == "--code-context", let catalog = arguments.dropFirst().first, let folder = arguments.dropFirst(2).first {
  // `--code-context CATALOG FOLDER`: only the editor's code context, for profiling by hand.
  CodeContextBenchmark.run(catalogPath: catalog, sources: folder)
  exit(0)
}
if arguments.first == "--first-screen-seconds", let path = arguments.dropFirst().first {
  // Child mode for `FormatBenchmark`: prints only the seconds, or nothing when the open failed.
  if let (_, seconds) = EditorBenchmark.timedFirstScreen(path: path) { print(seconds) }
  exit(0)
}
if arguments.first == "--write", let path = arguments.dropFirst().first {
  // `--write PATH`: only the writer, on one thread into a sink that drops the bytes, five
  // times (for profiling by hand; the fastest run is the least disturbed).
  CoreBenchmark.writeOnly(path: path)
  exit(0)
}
if arguments.first == "--parse", let path = arguments.dropFirst().first {
  // `--parse PATH`: only the parse, on one thread, bytes in memory, by wall and CPU time.
  CoreBenchmark.parseOnly(path: path)
  exit(0)
}
if arguments.first == "--lint", let path = arguments.dropFirst().first {
  // `--lint PATH [RUNS]`: only `--format`'s lint figure (a `glossa lint` process per run).
  FormatBenchmark.lintFigure(path: path, runs: arguments.dropFirst(2).first.flatMap { Int($0) } ?? FormatBenchmark.runs)
  exit(0)
}
if arguments.first == "--workspace-generate", let folder = arguments.dropFirst().first {
  WorkspaceBenchmark.generateOnly(folder: folder)
  exit(0)
}
if arguments.first == "--workspace-first-screen", let root = arguments.dropFirst().first {
  // Child mode for `WorkspaceBenchmark`: prints only the seconds to the first screen.
  WorkspaceBenchmark.timedFirstScreen(root: root)
  exit(0)
}
if arguments.first == "--run-measured" {
  ChildProcess.runMeasured(arguments: Array(arguments.dropFirst()))
  exit(0)
}
let quick = arguments.contains("--quick")
let workFolder = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-bench-\(getpid())").path
try? FileManager.default.createDirectory(atPath: workFolder, withIntermediateDirectories: true)
defer { if !arguments.contains("--keep") { try? FileManager.default.removeItem(atPath: workFolder) } }

// `--format`: only format/stats against Python and open to first screen, on 20,000 × 30.
if arguments.contains("--format") {
  FormatBenchmark.run(folder: workFolder, keys: quick ? 2_000 : 20_000, languages: quick ? 10 : 30)
  try? FileManager.default.removeItem(atPath: workFolder)
  exit(0)
}
// `--workspace`: only the editor over many catalogs and the recovery journal's cost.
if arguments.contains("--workspace") {
  WorkspaceBenchmark.run(folder: workFolder, quick: quick)
  try? FileManager.default.removeItem(atPath: workFolder)
  exit(0)
}
// `--mcp`: only the agent server, as a child process over pipes, on (a) and one large catalog.
if arguments.contains("--mcp") {
  MCPBenchmark.run(folder: workFolder, quick: quick)
  if !arguments.contains("--keep") { try? FileManager.default.removeItem(atPath: workFolder) }
  exit(0)
}
// `--git`: only diff REF and lint --since over 55 catalogs in a real git repository.
if arguments.contains("--git") {
  GitBenchmark.run(folder: workFolder)
  if arguments.contains("--keep") {
    print("(kept: \(workFolder)/git-app)")
  } else {
    try? FileManager.default.removeItem(atPath: workFolder)
  }
  exit(0)
}
// `--memory`: only the translation memory (index build, lookups) on 20,000 × 30.
if arguments.contains("--memory") {
  let (keys, languages) = quick ? (2_000, 10) : (20_000, 30)
  let path = workFolder + "/bench-\(keys)x\(languages).xcstrings"
  _ = FormatBenchmark.write(BenchmarkCatalog.generate(keys: keys, languages: languages), to: path)
  print("== \(keys) keys × \(languages) languages")
  MemoryBenchmark.run(path: path)
  try? FileManager.default.removeItem(atPath: workFolder)
  exit(0)
}
// `--translate`: only `glossa translate` against a fake server.
if arguments.contains("--translate") {
  TranslateBenchmark.run(folder: workFolder)
  if !arguments.contains("--keep") { try? FileManager.default.removeItem(atPath: workFolder) }
  exit(0)
}
// `--packs`: only the pack loader's refreshes against nginx (body bytes before and after).
if arguments.contains("--packs") {
  PackBenchmark.run(folder: workFolder)
  if !arguments.contains("--keep") { try? FileManager.default.removeItem(atPath: workFolder) }
  exit(0)
}
// `--chain`, `--sources`: only the chained-substitutions lint case, or only lint --sources
// (seconds instead of minutes).
let sourcesOnly = arguments.contains("--sources")
let chainOnly = arguments.contains("--chain") || sourcesOnly
let sizes: [(keys: Int, languages: Int)] = chainOnly ? [] : quick ? [(2_000, 10)] : [(2_000, 10), (20_000, 30)]
for size in sizes {
  let path = workFolder + "/bench-\(size.keys)x\(size.languages).xcstrings"
  let bytes = BenchmarkCatalog.generate(keys: size.keys, languages: size.languages)
  try Data(bytes).write(to: URL(fileURLWithPath: path))
  print("== \(path)"); print("== \(size.keys) keys × \(size.languages) languages: \(megabytes(bytes.count)) MB")
  CoreBenchmark.run(path: path, bytes: bytes)
  LintBenchmark.run(path: path, bytes: bytes)
  EditorBenchmark.run(path: path, keys: size.keys)
  EditorScenarioBenchmark.run(path: path)
}
if !sourcesOnly {
  print("== one entry with chained substitutions")
  ChainBenchmark.run(folder: workFolder)
}
print("== keys in code (lint --sources)")
SourcesBenchmark.run(folder: workFolder)
print("== renaming a key")
RenameBenchmark.run(folder: workFolder)
