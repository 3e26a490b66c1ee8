#!/usr/bin/env bash
# Builds glossa_VERSION_ARCH.deb in OUTDIR (default .build-release/deb): `make install` into a
# staging root with PREFIX=/usr, the man page compressed and the copyright file as Debian puts
# them, and `Depends:` computed by dpkg-shlibdeps from the libraries the binary needs, so the
# package names exactly what the binary links (libc6, libstdc++6, libncursesw6, libicu72, libcurl4…
# on Debian 12) with the versions the symbols it uses need.
#
#   Packaging/debian/build-deb.sh [OUTDIR]      (or: make deb)
#
# Needs dpkg-dev (dpkg-shlibdeps) besides what the build needs.
set -euo pipefail
cd "$(dirname "$0")/../.."
out=${1:-.build-release/deb}
for tool in dpkg-deb dpkg-shlibdeps dpkg-architecture; do
  command -v "$tool" >/dev/null 2>&1 || { echo "build-deb: $tool not found (apt-get install dpkg-dev)" >&2; exit 1; }
done

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Debian's layout for a package's tree (debian/PACKAGE), where dpkg-shlibdeps expects the binary.
root=$work/debian/glossa
install -d "$root/DEBIAN"
make install DESTDIR="$root" PREFIX=/usr

binary=$root/usr/bin/glossa
# `0.4.0 (a1b2c3d)` → 0.4.0: the package's version is the release's.
version=$("$binary" --version | cut -d' ' -f1)
arch=$(dpkg-architecture -qDEB_HOST_ARCH)

# Debian's places: man pages compressed, the licence as copyright, the changelog beside it.
gzip -9n "$root/usr/share/man/man1/glossa.1"
install -d "$root/usr/share/doc/glossa"
install -m 644 LICENSE "$root/usr/share/doc/glossa/copyright"
gzip -9nc CHANGELOG.md > "$root/usr/share/doc/glossa/changelog.gz"
chmod 644 "$root/usr/share/doc/glossa/changelog.gz"

# dpkg-shlibdeps reads debian/control from the folder it runs in: a minimal one, in the work folder.
printf 'Source: glossa\n\nPackage: glossa\nArchitecture: any\n' > "$work/debian/control"
depends=$(cd "$work" && dpkg-shlibdeps -O -e"$binary" | sed -n 's/^shlibs:Depends=//p')
[ -n "$depends" ] || { echo "build-deb: dpkg-shlibdeps found no dependencies for $binary" >&2; exit 1; }

size=$(du -sk --exclude=DEBIAN "$root" | cut -f1)
cat > "$root/DEBIAN/control" <<EOF
Package: glossa
Version: $version
Architecture: $arch
Maintainer: Glossa developers <glossa@localhost>
Installed-Size: $size
Depends: $depends
Section: devel
Priority: optional
Description: terminal editor and toolkit for Xcode String Catalogs
 Glossa edits Xcode String Catalogs (.xcstrings) in the terminal: every key
 with its languages side by side, plural and device variations, review, and
 saves byte for byte the way Xcode writes. Its commands lint, count, merge,
 diff, machine-translate, export and import catalogs, and serve them to
 agents over the Model Context Protocol.
EOF

mkdir -p "$out"
deb=$out/glossa_${version}_${arch}.deb
dpkg-deb --root-owner-group --build "$root" "$deb" >/dev/null
echo "build-deb: $deb"
echo "build-deb: Depends: $depends"
