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
  {
    grep -v '^#!comment' "$work/extracted/usr/share/john/password.lst"
    # password.lst stops in 2011; these later favourites of breach lists are added by hand.
    printf '%s\n' password123 password1234 qwerty123 qwertyuiop 1q2w3e4r 1q2w3e4r5t 1qaz2wsx \
      12345678 123456789 1234567890 11111111 00000000 87654321 iloveyou1 passw0rd p@ssw0rd \
      welcome1 welcome123 admin123 administrator letmein1 football1 baseball1 sunshine1 \
      princess1 monkey123 dragon123 abc12345 abcd1234 qwer1234 asdf1234 zaq12wsx \
      starwars1 trustno1 whatever1 superman1 batman123 changeme changeme1 pantrix123
  } | tr 'A-Z' 'a-z' | awk 'length($0) > 0 && !seen[$0]++'
} > "$out"
echo "wrote $(grep -vc '^#' "$out") passwords to $out"
