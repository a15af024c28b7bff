#!/usr/bin/env bash
# Derives Sources/PantrixCore/Resources/common-passwords.txt from Openwall's password.lst
# as Debian's john-data package ships it (the list is in the public domain).
# Usage: scripts/derive-common-passwords.sh   (needs apt-get download and dpkg -x)
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$work" && apt-get download john-data >/dev/null && dpkg -x john-data_*.deb extracted)
out="$top/Sources/PantrixCore/Resources/common-passwords.txt"
{
  echo "# Most common passwords, one per line, lower-cased, most common first."
  echo "# Derived by scripts/derive-common-passwords.sh from password.lst (Openwall, public domain)."
  grep -v '^#!comment' "$work/extracted/usr/share/john/password.lst" | tr 'A-Z' 'a-z' | awk 'length($0) > 0 && !seen[$0]++'
} > "$out"
echo "wrote $(grep -vc '^#' "$out") passwords to $out"
