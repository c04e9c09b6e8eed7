#!/usr/bin/env bash
# Build dist/villainous_<version>_<arch>.deb from the PyInstaller bundle in dist/villainous/.
# The program goes to /opt/villainous, a launcher to /usr/bin/villainous, a menu entry and its
# icon to /usr/share. Removing the package never touches the players' saves and settings,
# which live in their own platform folders (~/.local/share/villainous, ~/.config/villainous).
set -euo pipefail
cd "$(dirname "$0")/../.."
version=$(cat VERSION)
arch=$(dpkg --print-architecture)
# The C library's version, asked of the C library itself. (Never `ldd --version | head -1`:
# under pipefail that fails at random with status 141 when head closes the pipe before ldd
# has finished writing. awk reads all of its input, so the fallback cannot race either.)
glibc=$(getconf GNU_LIBC_VERSION 2>/dev/null | awk '{ print $2 }') || glibc=""
if [ -z "$glibc" ]; then
  glibc=$(ldd --version 2>&1 | awk 'NR == 1 { print $NF }')
fi
if ! [[ "$glibc" =~ ^[0-9]+\.[0-9]+$ ]]; then
  echo "build_deb.sh: cannot tell the C library's version (got '$glibc')" >&2
  exit 1
fi
root=build/deb/villainous_${version}_${arch}
rm -rf "$root"
mkdir -p "$root/DEBIAN" "$root/opt" "$root/usr/bin" "$root/usr/share/applications" \
         "$root/usr/share/icons/hicolor/256x256/apps" "$root/usr/share/doc/villainous"
cp -a dist/villainous "$root/opt/villainous"
cat > "$root/usr/bin/villainous" <<'LAUNCH'
#!/bin/sh
exec /opt/villainous/villainous "$@"
LAUNCH
chmod 755 "$root/usr/bin/villainous"
cp packaging/linux/villainous.desktop "$root/usr/share/applications/"
cp assets/icons/villainous.png "$root/usr/share/icons/hicolor/256x256/apps/villainous.png"
cp LICENSE "$root/usr/share/doc/villainous/copyright"
size=$(du -sk "$root" | cut -f1)
cat > "$root/DEBIAN/control" <<CONTROL
Package: villainous
Version: ${version}
Architecture: ${arch}
Maintainer: Villainous Table developers <villainous-table@users.noreply.invalid>
Installed-Size: ${size}
Depends: libc6 (>= ${glibc}), libx11-6, libxext6, libxrender1, libxi6, libxrandr2, libxcursor1, libxfixes3, libasound2 | libpulse0
Recommends: libgl1
Section: games
Priority: optional
Homepage: https://example.invalid/villainous-table
Description: Villainous board games on one screen, every rule enforced
 Play Disney Villainous: Despicable Plots (Gaston, Lady Tremaine, the Horned King)
 against friends on one computer or against bots, with drag and drop, undo,
 autosave and a replay viewer.
CONTROL
cat > "$root/DEBIAN/postinst" <<'POST'
#!/bin/sh
set -e
if command -v update-desktop-database >/dev/null 2>&1; then update-desktop-database -q || true; fi
if command -v gtk-update-icon-cache >/dev/null 2>&1; then gtk-update-icon-cache -q /usr/share/icons/hicolor || true; fi
POST
chmod 755 "$root/DEBIAN/postinst"
find "$root" -type d -exec chmod 755 {} +
dpkg-deb --root-owner-group --build "$root" "dist/villainous_${version}_${arch}.deb" >/dev/null
echo "dist/villainous_${version}_${arch}.deb"
