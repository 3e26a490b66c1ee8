import ArgumentParser
import StringCatalog

struct StatsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(commandName: "stats", abstract: "(being built)")
  @Argument var files: [String]
  func run() throws {}
}
