#!/usr/bin/python3
"""Runs Debian's wapiti 3.0.4 with its URL-exclusion patterns (-x) working: the packaged
wildcard translation puts a global regex flag at the end, which Python 3.11 refuses."""
import re
import sys

import wapitiCore.net.crawler as crawler


def wildcard_translate(pattern):
    return re.compile("(?ms)" + ".*".join(re.escape(part) for part in pattern.split("*")) + r"\Z")


crawler.wildcard_translate = wildcard_translate

from wapitiCore.main.wapiti import wapiti_main  # noqa: E402

sys.argv[0] = "wapiti"
sys.exit(wapiti_main())
