/// `glossa-bench --help`: what each mode measures, instead of starting the whole benchmark.
enum BenchHelp {
  static let text = """
    usage: glossa-bench [--quick] [--keep] [MODE]

    Prints Glossa's performance figures (medians of three runs) on catalogs it generates
    itself; build with `swift build -c release` first. Without a MODE: reading, writing,
    lint and the editor on 2,000 keys × 10 languages and 20,000 × 30 (about 170 MB), then
    chained substitutions and lint --sources.

    Modes:
      --format       format, format --check and stats as processes against Python's json in
                     six layouts (Xcode, 4-space insertion order, tabs, minified, CRLF,
                     foreign), one-thread parse MB/s, peak memory, lint, the editor's open
                     to first screen (20,000 × 30)
      --mcp          the agent server (glossa mcp, a child over pipes, raw JSON-RPC) on 60
                     app-shaped catalogs and on 20,000 × 30: initialize and first answer
                     from process start, get_strings pages of 50, get_context, and
                     submit_translations of 100 items against glossa format of that file
      --git          glossa diff HEAD~1 and lint --since HEAD~1 over 55 catalogs in nested
                     folders of a real git repository, and the git processes each starts
      --memory       the translation memory: index build, lookup p50/p99 (20,000 × 30)
      --translate    glossa translate of 1,000 strings against a fake server, --jobs 4
      --packs        the pack loader against nginx: body bytes of 1,000 refreshes of an
                     unchanged 20-language pack, before and after conditional requests,
                     with expires 1h, and after one language changed
      --chain        only lint of 4,000 and 20,000 chained substitutions
      --sources      only lint --sources: 20,000 keys, 1,000 and 2,000 Swift files
                     (and renaming a key in a 20,000-key catalog: model and editor; the
                     editor's code context for the 2,000 files: open to available, keys;
                     lint with a 5,000-finding baseline against lint without one)

    Options:
      --quick        2,000 × 10 only (seconds instead of minutes); --mcp: 20 small catalogs
                     and 2,000 × 10
      --keep         keep the generated files in $TMPDIR/glossa-bench-PID

    For profiling by hand:
      --generate PATH [KEYS LANGUAGES]   write a generated catalog (default 20,000 × 30)
      --open PATH                        only the editor's open to first screen (and keys
                                         while a large catalog's rest is read)
      --code-context CATALOG FOLDER      only the editor's code context of FOLDER's code
      --write PATH                       only the writer, five times, into a sink
      --parse PATH                       only the parse, one thread: wall and CPU time
      --lint PATH [RUNS]                 only --format's lint figure: a glossa lint process
                                         per run (default 3), the median
      -h, --help                         this text
    """
}
