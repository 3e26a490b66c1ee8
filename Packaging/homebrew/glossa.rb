# Homebrew formula for Glossa on macOS (and Linux with Homebrew).
#
# The version here is the one `glossa --version` prints (VersionCLITests checks they agree). When a
# release is published, set `url` to its source tarball and `sha256` to the tarball's checksum
# (`shasum -a 256 glossa-VERSION.tar.gz`); until then, build from a clone (README: Install).
class Glossa < Formula
  desc "Terminal editor and toolkit for Xcode String Catalogs (.xcstrings)"
  homepage "https://example.invalid/glossa" # the project's page, once published
  url "https://example.invalid/glossa-0.4.0.tar.gz"
  version "0.4.0"
  sha256 "0000000000000000000000000000000000000000000000000000000000000000"
  license "Apache-2.0"

  # Swift 6: Xcode 16 or later. ICU's C API and ncursesw come from Homebrew (macOS ships ICU only as
  # the private libicucore, without headers).
  depends_on xcode: ["16.0", :build]
  depends_on "icu4c"
  depends_on "ncurses"

  def install
    icu = Formula["icu4c"]
    ncurses = Formula["ncurses"]
    ENV.append "CPATH", "#{icu.opt_include}:#{ncurses.opt_include}", ":"
    ENV.append "LIBRARY_PATH", "#{icu.opt_lib}:#{ncurses.opt_lib}", ":"
    system "make", "install", "PREFIX=#{prefix}", "SWIFT_FLAGS=--disable-sandbox"
  end

  test do
    assert_match version.to_s, shell_output("#{bin}/glossa --version")
    # One key, translated into German: a catalog lint passes.
    (testpath/"Localizable.xcstrings").write <<~JSON
      { "sourceLanguage" : "en", "version" : "1.0", "strings" : { "Hello" : { "localizations" : {
        "de" : { "stringUnit" : { "state" : "translated", "value" : "Hallo" } } } } } }
    JSON
    system bin/"glossa", "lint", testpath/"Localizable.xcstrings"
  end
end
