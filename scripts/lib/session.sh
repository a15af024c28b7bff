# Shell helpers for scripts that act as a signed-in person against a running server.
# Set base (http://host:port), jar (a cookie-jar file) and work (a scratch folder), source this,
# then: sign_up USERNAME; fill_pantry; form_post PAGE PATH field=value…

# The CSRF token of the first form in an HTML file.
token() { grep -o 'name="_csrf" value="[^"]*"' "$1" | head -1 | sed 's/.*value="//;s/"$//'; }

# Loads PAGE (which has the form, so its token), then posts the fields to PATH like a browser.
# $work/page.html keeps the page afterwards.
form_post() {
  local page="$1" path="$2"; shift 2
  curl -fs -c "$jar" -b "$jar" "$base$page" -o "$work/page.html"
  local args=(--data-urlencode "_csrf=$(token "$work/page.html")")
  for field in "$@"; do args+=(--data-urlencode "$field"); done
  # With `times` set to a file, the post's time (s) is added to it, a line each.
  curl -fs -c "$jar" -b "$jar" -o /dev/null -w '%{time_total}\n' "$base$path" "${args[@]}" >> "${times:-/dev/null}"
}

sign_up() {
  form_post /register /register "username=$1" "password=signed-in-pass-1" "passwordConfirm=signed-in-pass-1"
}

# The benchmarks' 30-item pantry (cook now is measured against it). $work/page.html is the
# pantry page afterwards, so `token "$work/page.html"` gives a token for further posts.
fill_pantry() {
  form_post /pantry /pantry/items "lines=$(printf '%s\n' 'chicken breast' 'ground beef' eggs onion garlic carrots tomatoes \
    spinach rice spaghetti potatoes 'cheddar cheese' butter 'whole milk' 'olive oil' 'all-purpose flour' sugar lemon \
    'green onions' 'soy sauce' ginger cumin paprika broccoli mushrooms 'bell pepper' yogurt 'black beans' honey parsley)"
}

# "pantrix_session=…" from the cookie jar, for a Cookie header.
session_cookie() { awk '$6 ~ /pantrix_session/ {print $6"="$7}' "$jar"; }
