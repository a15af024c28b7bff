# Shell helpers for scripts that act as a signed-in person against a running server.
# Source it, then: sign_up BASE JAR WORKDIR USERNAME; the cookie jar then holds the session.

# The CSRF token of the first form in an HTML file.
token() { grep -o 'name="_csrf" value="[^"]*"' "$1" | head -1 | sed 's/.*value="//;s/"$//'; }

sign_up() {  # base jar workdir username
  local base="$1" jar="$2" work="$3" username="$4"
  curl -fs -c "$jar" -b "$jar" "$base/register" -o "$work/page.html"
  curl -fs -c "$jar" -b "$jar" -o /dev/null "$base/register" --data-urlencode "_csrf=$(token "$work/page.html")" \
    --data-urlencode "username=$username" --data-urlencode "password=signed-in-pass-1" --data-urlencode "passwordConfirm=signed-in-pass-1"
}

# "pantrix_session=…" from a cookie jar, for a Cookie header.
session_cookie() { awk '$6 ~ /pantrix_session/ {print $6"="$7}' "$1"; }
