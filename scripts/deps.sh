#!/bin/sh
# Installs the Debian packages that building and testing the Ebitengine app
# needs, when any is missing. Pass "web" to add Chromium for the browser test.
set -e
pkgs="libgl1-mesa-dev libxcursor-dev libxi-dev libxinerama-dev libxrandr-dev libxxf86vm-dev libasound2-dev pkg-config xvfb xauth"
if [ "$1" = "web" ]; then
	pkgs="$pkgs chromium"
fi
missing=""
for p in $pkgs; do
	if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
		missing="$missing $p"
	fi
done
[ -z "$missing" ] && exit 0
echo "installing:$missing"
sudo=""
if [ "$(id -u)" != 0 ]; then
	sudo="sudo"
fi
$sudo apt-get update
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y --no-install-recommends $missing
