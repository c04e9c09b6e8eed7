#!/usr/bin/env bash
# The installer check (run by `make package-check`, and so by CI):
#  1. the frozen program runs --smoke headless, and in a real X window under Xvfb;
#  2. the .deb installs (dpkg -i, its dependencies from apt), its launcher runs --smoke and
#     writes a save to the player's folder;
#  3. removing the package leaves that save where it was.
set -euo pipefail
cd "$(dirname "$0")/../.."
version=$(cat VERSION)
arch=$(dpkg --print-architecture)
deb="dist/villainous_${version}_${arch}.deb"
home=$(mktemp -d)
export XDG_DATA_HOME="$home/data" XDG_CONFIG_HOME="$home/config" XDG_STATE_HOME="$home/state"
export SDL_AUDIODRIVER=dummy

echo "== frozen bundle, headless"
out=$(SDL_VIDEODRIVER=dummy dist/villainous/villainous --smoke)
echo "$out"
# the compiled rules engine, when the bundle carries it, is the one that runs
if [ -n "$(find dist/villainous -path '*/engine/manifest.json' -print -quit)" ]; then
  [[ "$out" == *"smoke: rules engine compiled"* ]] || { echo "the bundle's compiled engine did not load" >&2; exit 1; }
fi

echo "== frozen bundle, real window under Xvfb"
display=":$(( 50 + $$ % 40 ))"
Xvfb "$display" -screen 0 1600x900x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null || true' EXIT
sleep 1
DISPLAY="$display" dist/villainous/villainous --smoke

if [ "$(id -u)" != 0 ]; then
  echo "not root: skipping the .deb install check"; exit 0
fi

echo "== install the .deb"
if dpkg -s villainous >/dev/null 2>&1; then dpkg -r villainous >/dev/null; fi
if ! dpkg -i "$deb" >/dev/null 2>&1; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq -f >/dev/null
fi
# dpkg-query prints just the status: no `| grep -q`, which under pipefail can fail with 141
# when grep stops reading before dpkg has finished writing
status=$(dpkg-query -W -f='${Status}' villainous)
[ "$status" = "install ok installed" ] || { echo "villainous is not installed: $status" >&2; exit 1; }
test -x /usr/bin/villainous
test -f /usr/share/applications/villainous.desktop
test -f /usr/share/icons/hicolor/256x256/apps/villainous.png

echo "== the installed launcher"
out=$(SDL_VIDEODRIVER=dummy /usr/bin/villainous --smoke)
echo "$out"
save=$(echo "$out" | sed -n 's/^smoke: saved //p')
test -f "$save"

echo "== remove the package: the save stays"
dpkg -r villainous >/dev/null
test ! -e /opt/villainous
test ! -e /usr/bin/villainous
test -f "$save"
echo "package-check: ok (save kept at $save)"
rm -rf "$home"
