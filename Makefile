# Builds and installs glossa.
#
#   make                      the release binary (Swift runtime linked in; see `release`)
#   make install              it, the sample, the man page and completions under PREFIX
#   make install PREFIX=$HOME/.local
#   make uninstall            removes what `make install` put there (same PREFIX and DESTDIR)
#   make deb                  a Debian package in .build-release/deb/ (Packaging/debian/build-deb.sh)
#
# DESTDIR stages an install for a package (`make install DESTDIR=/tmp/root PREFIX=/usr`).
# The release build has its own build folder, .build-release, so it never churns the debug
# build `swift build` and `swift test` use, nor the plain release build glossa-bench uses.

PREFIX ?= /usr/local
DESTDIR ?=
BINDIR ?= $(PREFIX)/bin
DATADIR ?= $(PREFIX)/share
MANDIR ?= $(DATADIR)/man
SWIFT ?= swift
STRIP ?= strip
INSTALL ?= install
# Extra flags for `swift build`, e.g. SWIFT_FLAGS="-j 2" on a shared machine.
SWIFT_FLAGS ?=
SCRATCH ?= .build-release

# Linux: the Swift runtime and Foundation go into the binary, so it runs without the toolchain it
# was built with (only the system's libc, libstdc++, ncurses, ICU and libcurl stay dynamic).
# macOS has the Swift runtime in the system already.
ifeq ($(shell uname -s),Linux)
STATIC_STDLIB = --static-swift-stdlib
endif

BINARY = $(SCRATCH)/release/glossa
GENERATED = $(SCRATCH)/generated

# The man page's date: the last commit's, so the same source gives the same page.
SOURCE_DATE_EPOCH ?= $(shell git log -1 --format=%ct 2>/dev/null)
ifneq ($(SOURCE_DATE_EPOCH),)
export SOURCE_DATE_EPOCH
endif

.PHONY: all release install uninstall deb clean

all: release

BUILD = $(SWIFT) build -c release $(STATIC_STDLIB) --product glossa --scratch-path $(SCRATCH) $(SWIFT_FLAGS)

# `make` always asks SwiftPM, which knows what to rebuild. `--product glossa`: the test support
# targets import XCTest, which has no static form.
release:
	$(BUILD)

# `make install` builds only when a source is newer than the binary, so `make && sudo make install`
# runs no build as root in your clone.
$(BINARY): Package.swift $(shell find Sources Resources Plugins -type f 2>/dev/null)
	$(BUILD)

$(GENERATED)/stamp: $(BINARY)
	mkdir -p $(GENERATED)
	$(BINARY) --generate-manual > $(GENERATED)/glossa.1
	$(BINARY) --generate-completion-script bash > $(GENERATED)/glossa.bash
	$(BINARY) --generate-completion-script zsh > $(GENERATED)/_glossa
	$(BINARY) --generate-completion-script fish > $(GENERATED)/glossa.fish
	touch $@

# The sample goes to PREFIX/share/glossa, where the binary looks for it (../share/glossa beside
# bin/, see Resources/Resources.swift). Completions go where each shell looks for a package's:
# bash-completion's folder, zsh's site-functions, fish's vendor_completions.d.
install: $(GENERATED)/stamp
	$(INSTALL) -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(DATADIR)/glossa $(DESTDIR)$(MANDIR)/man1 \
		$(DESTDIR)$(DATADIR)/bash-completion/completions $(DESTDIR)$(DATADIR)/zsh/site-functions \
		$(DESTDIR)$(DATADIR)/fish/vendor_completions.d
	$(INSTALL) -m 755 $(BINARY) $(DESTDIR)$(BINDIR)/glossa
	$(STRIP) $(DESTDIR)$(BINDIR)/glossa
	$(INSTALL) -m 644 Resources/Sample.xcstrings $(DESTDIR)$(DATADIR)/glossa/Sample.xcstrings
	$(INSTALL) -m 644 $(GENERATED)/glossa.1 $(DESTDIR)$(MANDIR)/man1/glossa.1
	$(INSTALL) -m 644 $(GENERATED)/glossa.bash $(DESTDIR)$(DATADIR)/bash-completion/completions/glossa
	$(INSTALL) -m 644 $(GENERATED)/_glossa $(DESTDIR)$(DATADIR)/zsh/site-functions/_glossa
	$(INSTALL) -m 644 $(GENERATED)/glossa.fish $(DESTDIR)$(DATADIR)/fish/vendor_completions.d/glossa.fish

uninstall:
	rm -f $(DESTDIR)$(BINDIR)/glossa $(DESTDIR)$(DATADIR)/glossa/Sample.xcstrings \
		$(DESTDIR)$(MANDIR)/man1/glossa.1 $(DESTDIR)$(DATADIR)/bash-completion/completions/glossa \
		$(DESTDIR)$(DATADIR)/zsh/site-functions/_glossa $(DESTDIR)$(DATADIR)/fish/vendor_completions.d/glossa.fish
	rmdir $(DESTDIR)$(DATADIR)/glossa 2>/dev/null || true

deb: release
	Packaging/debian/build-deb.sh $(SCRATCH)/deb

clean:
	rm -rf $(SCRATCH)
