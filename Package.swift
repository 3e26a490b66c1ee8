// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Glossa",
  products: [
    .executable(name: "glossa", targets: ["glossa"]),
    .executable(name: "glossa-bench", targets: ["glossa-bench"]),
    .library(name: "StringCatalog", targets: ["StringCatalog"]),
    .library(name: "GlossaRuntime", targets: ["GlossaRuntime"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    // `.glossa.yml` (translate, glossary, do-not-translate).
    .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
    // `glossa mcp`: the Model Context Protocol server (0.x minors change API, so one minor only).
    .package(url: "https://github.com/modelcontextprotocol/swift-sdk", .upToNextMinor(from: "0.12.1")),
    // The MCP transport's logger type (the SDK's own dependency).
    .package(url: "https://github.com/apple/swift-log", from: "1.5.0"),
  ],
  targets: [
    // CLDR plural rules from the system ICU, behind a header of plain C types.
    .target(
      name: "CICU",
      linkerSettings: [.linkedLibrary("icui18n"), .linkedLibrary("icuuc"), .linkedLibrary("icudata")]
    ),
    // Plural categories and example numbers per language (Swift API over CICU).
    .target(name: "PluralRules", dependencies: ["CICU"]),
    // Legacy .strings / .stringsdict readers (no dependency on the catalog model).
    .target(name: "LegacyFormats"),
    // For apps: reads exported string packs. Foundation only, no other Glossa target.
    .target(name: "GlossaRuntime"),
    // Temporary files removed by signal handlers (async-signal-safe, so in C).
    .target(name: "CTempFiles"),
    // Linux file and memory calls Swift's Glibc module leaves out (sync_file_range, mremap).
    .target(name: "CFileSystem"),
    // Vector kernels for the reader's hot loops (x86-64: SSE2 string scan, SSSE3 UTF-8 check), each with a Swift twin.
    .target(name: "CByteScan"),
    // Hunspell's C API, loaded with dlopen at run time (no link: a clone without libhunspell still builds).
    .target(name: "CHunspell", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
    // The catalog's layers, each importing only those below it (docs/ARCHITECTURE.md):
    // Values: the model, key order, queries and counts, format specifiers, the translation memory. No I/O.
    .target(name: "CatalogModel", dependencies: ["PluralRules"]),
    // The catalog's files: the JSON reader and writer in Xcode's form, byte scanning, atomic saves,
    // fingerprints, legacy .strings import, `.glossa.yml`, and finding an app's catalogs.
    .target(
      name: "CatalogFiles",
      dependencies: [
        "CatalogModel", "PluralRules", "LegacyFormats", "CTempFiles", "CFileSystem", "CByteScan",
        .product(name: "Yams", package: "Yams"),
      ]
    ),
    // Changes as values with inverses: edits, the undo history, leaf merge, three-way merge, diff.
    .target(name: "CatalogEditing", dependencies: ["CatalogModel", "CatalogFiles", "PluralRules"]),
    // The checks: engine, rules, lint and its locator, baseline, code scanning, glossary, lengths,
    // spelling, and what machine translation checks and applies.
    .target(
      name: "CatalogChecks",
      dependencies: [
        "CatalogModel", "CatalogFiles", "CatalogEditing", "PluralRules", "LegacyFormats", "CHunspell",
        // ControlEscape: lint's text output shows names' control characters as the terminal does.
        "TerminalScreen",
      ]
    ),
    // The workspace and the session core both front ends (the editor, the agent server) use: documents
    // and their guarded saves, the crash journal, merge records, changes on disk noticed and read in.
    .target(
      name: "CatalogWorkspace",
      dependencies: [
        "CatalogModel", "CatalogFiles", "CatalogEditing", "CatalogChecks", "CTempFiles",
        // printError: a `.glossa.yml` that cannot be read, named on standard error as every command does.
        "TerminalScreen",
      ]
    ),
    // The library product: every layer above under one name, for code outside this package.
    .target(
      name: "StringCatalog", dependencies: ["CatalogModel", "CatalogFiles", "CatalogEditing", "CatalogChecks", "CatalogWorkspace"]
    ),
    // Machine translation: providers (OpenAI-compatible, DeepL, command, pseudo), HTTP, the batch run.
    // GlossaRuntime for its bounded HTTP fetch (total time limit, size cap, no redirects).
    .target(name: "Translation", dependencies: ["StringCatalog", "PluralRules", "GlossaRuntime", "CTempFiles"]),
    // `glossa mcp`: the workspace's tools for agents (MCP over stdio), over the session core.
    .target(
      name: "AgentServer",
      dependencies: [
        "CatalogWorkspace", "StringCatalog", "PluralRules", "TerminalScreen", .product(name: "MCP", package: "swift-sdk"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    // Screen/cell/key types shared by the editor and the curses backend.
    .target(name: "TerminalScreen"),
    // The only C code that touches ncurses.
    // Linux's wide-character ncurses is libncursesw; macOS's own libncurses has the wide API built in.
    .target(
      name: "CNcursesw",
      linkerSettings: [
        .linkedLibrary("ncursesw", .when(platforms: [.linux])), .linkedLibrary("ncurses", .when(platforms: [.macOS])),
      ]
    ),
    // The terminal over ncurses: draws a Screen, decodes keys and pastes (the editor's TerminalDevice).
    .target(name: "Curses", dependencies: ["CNcursesw", "TerminalScreen"]),
    // zstd compression from the system libzstd, loaded with dlopen at run time (no link, no headers).
    .target(name: "CZstd", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
    // Export and import formats: json, plist, keys-once, strings, xliff, po.
    .target(name: "Interchange", dependencies: ["StringCatalog", "PluralRules", "LegacyFormats", "CZstd"]),
    // The editor as plain Swift: state, actions, keymap, views.
    .target(name: "Editor", dependencies: ["StringCatalog", "CatalogWorkspace", "TerminalScreen"]),
    // The editor's app loop over any `TerminalDevice`: opening an app, the recovery question, the
    // journal, saves and reloads, catalogs arriving, code scans and machine translation as jobs.
    .target(
      name: "EditorApp",
      dependencies: [
        "Editor", "StringCatalog", "CatalogWorkspace", "TerminalScreen", "Translation", "GlossaResources",
        // Interchange: an .xcloc bundle opens as a workspace of its XLIFF's <file>s.
        "Interchange",
      ]
    ),
    // The bundled sample catalog.
    .target(name: "GlossaResources", path: "Resources", resources: [.copy("Sample.xcstrings")]),
    // The command line: parses each command, calls a library target, prints.
    .executableTarget(
      name: "glossa",
      dependencies: [
        "StringCatalog", "Editor", "EditorApp", "Curses", "TerminalScreen", "Translation", "Interchange",
        "CatalogWorkspace", "AgentServer",
        // GlossaRuntime: export --hashes writes the SHA-256 the loader checks.
        "GlossaRuntime",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      // `glossa --version`'s commit, read from git before each build (Plugins/GitCommit).
      plugins: ["GitCommit"]
    ),
    // Writes the commit `glossa --version` names into the build folder before each build.
    .plugin(name: "GitCommit", capability: .buildTool()),
    // The benchmarks: figures and ratios against their goals, in one run.
    .executableTarget(
      name: "glossa-bench",
      dependencies: ["StringCatalog", "Editor", "TerminalScreen", "FakeHTTPServer", "GlossaRuntime"]
    ),
    // For the tests: where the corpus of real files is (../shared/corpus), whether zstd is
    // there, and the one skip reason for each.
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    // For the catalog layers' tests: reading and writing catalogs from text, byte comparisons,
    // temporary folders, the editing fixture.
    .target(name: "CatalogTestSupport", dependencies: ["StringCatalog", "CatalogModel", "CatalogFiles", "CatalogEditing", "CatalogChecks", "CatalogWorkspace", "TestSupport"], path: "Tests/CatalogTestSupport"),
    // One test target per catalog layer, in the folder of its name.
    .testTarget(name: "CatalogModelTests", dependencies: ["StringCatalog", "CatalogModel", "CatalogFiles", "CatalogEditing", "CatalogChecks", "CatalogWorkspace", "CatalogTestSupport", "TestSupport"]),
    // The files layer's tests: the reader and writer byte for byte, saves, discovery, legacy import.
    .testTarget(name: "CatalogFilesTests", dependencies: ["StringCatalog", "CatalogModel", "CatalogFiles", "CatalogEditing", "CatalogChecks", "CatalogWorkspace", "CatalogTestSupport", "TestSupport"]),
    // The editing layer's tests: actions, the history and its steps, leaf and three-way merge.
    .testTarget(name: "CatalogEditingTests", dependencies: ["StringCatalog", "CatalogModel", "CatalogFiles", "CatalogEditing", "CatalogChecks", "CatalogWorkspace", "CatalogTestSupport", "TestSupport"]),
    // The checks' tests: every rule, lint, its locator and outputs, baseline, code scanning.
    .testTarget(name: "CatalogChecksTests", dependencies: ["StringCatalog", "CatalogModel", "CatalogFiles", "CatalogEditing", "CatalogChecks", "CatalogWorkspace", "CatalogTestSupport", "TestSupport"]),
    // The workspace layer's tests: documents and guarded saves, the journal, disk watching.
    .testTarget(name: "CatalogWorkspaceTests", dependencies: ["StringCatalog", "CatalogModel", "CatalogFiles", "CatalogEditing", "CatalogChecks", "CatalogWorkspace", "CatalogTestSupport", "TestSupport"]),
    // The agent server's tools in-process.
    .testTarget(
      name: "AgentServerTests", dependencies: ["AgentServer", "CatalogWorkspace", "StringCatalog", "TestSupport"]),
    // Plural categories against ICU.
    .testTarget(name: "PluralRulesTests", dependencies: ["PluralRules", "TestSupport"]),
    // PluralRules/CICU only to compare the runtime's rule evaluator with ICU.
    // FakeHTTPServer for nginx (the real server) and the faults only a fake produces (redirect loops).
    .testTarget(
      name: "GlossaRuntimeTests", dependencies: ["GlossaRuntime", "PluralRules", "CICU", "TestSupport", "FakeHTTPServer"]),
    // The .strings and .stringsdict readers.
    .testTarget(name: "LegacyFormatsTests", dependencies: ["LegacyFormats", "TestSupport"]),
    // Screens, cells, display width, key scripts, control escaping.
    .testTarget(name: "TerminalScreenTests", dependencies: ["TerminalScreen"]),
    // The curses backend's key decoding and painting.
    .testTarget(name: "CursesTests", dependencies: ["Curses", "CNcursesw", "TerminalScreen"]),
    // The editor as plain Swift: keys in, screens out as text.
    .testTarget(name: "EditorTests", dependencies: ["Editor", "StringCatalog", "CatalogModel", "CatalogFiles", "CatalogEditing", "CatalogChecks", "CatalogWorkspace", "TerminalScreen", "TestSupport"]),
    // The editor's whole app loop on an in-memory terminal: saves, recovery, jobs, changes on disk.
    .testTarget(
      name: "EditorAppTests",
      dependencies: ["EditorApp", "Editor", "StringCatalog", "CatalogWorkspace", "TerminalScreen", "TestSupport"]),
    // The real binary: commands, tmux sessions, the Python MCP client, real git repositories.
    .testTarget(name: "EndToEndTests", dependencies: ["StringCatalog", "CatalogModel", "CatalogFiles", "CatalogEditing", "CatalogChecks", "CatalogWorkspace", "FakeHTTPServer", "TestSupport"]),
    // A tiny HTTP server on 127.0.0.1 for the translation tests (POSIX sockets, one thread).
    .target(name: "FakeHTTPServer", path: "Tests/FakeHTTPServer"),
    // Machine translation against a fake HTTP server and real commands.
    .testTarget(name: "TranslationTests", dependencies: ["Translation", "StringCatalog", "CatalogModel", "CatalogFiles", "CatalogEditing", "CatalogChecks", "CatalogWorkspace", "FakeHTTPServer"]),
    // Export and import formats, checked by their real clients (msgfmt, xmllint, zstd, plistlib).
    .testTarget(name: "InterchangeTests", dependencies: ["Interchange", "StringCatalog", "CatalogModel", "CatalogFiles", "CatalogEditing", "CatalogChecks", "CatalogWorkspace", "PluralRules", "TestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
