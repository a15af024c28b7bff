"""Import from a link: a person pastes a recipe page's address and Pantrix fetches it.

The recipe site is Python's http.server on a free loopback port, so this server runs with
--import-allow-private; a second check runs against the shared server (without the flag), where
the same loopback address is refused.
"""
import http.server
import shutil
import tempfile
import threading

import pytest
from selenium.webdriver.common.by import By

from conftest import free_port, start_server, stop_server
from helpers import fill, register, submit

RECIPE_PAGE = b"""<!doctype html><html><head><title>Garden pea soup</title>
<script type="application/ld+json">{"@context": "https://schema.org", "@type": "Recipe",
"name": "Garden pea soup", "recipeYield": "4",
"recipeIngredient": ["500 g frozen peas", "1 onion, chopped", "1 l vegetable stock", "2 tbsp butter"],
"recipeInstructions": [{"@type": "HowToStep", "text": "Soften the onion in the butter."},
{"@type": "HowToStep", "text": "Add the peas and stock, simmer 10 minutes and blend."}]}</script>
</head><body><h1>Garden pea soup</h1></body></html>"""

BLOG_PAGE = b"<!doctype html><title>Blog</title><p>Only words, no recipe.</p>"


class RecipeSite(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        pages = {"/soup": (200, "text/html; charset=utf-8", RECIPE_PAGE),
                 "/blog": (200, "text/html", BLOG_PAGE),
                 "/photo.png": (200, "image/png", b"\x89PNG")}
        if self.path.startswith("/go/"):
            self.send_response(302)
            self.send_header("Location", "/soup")
            self.end_headers()
            return
        status, kind, body = pages.get(self.path, (404, "text/plain", b"not here"))
        self.send_response(status)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


@pytest.fixture(scope="module")
def recipe_site():
    site = http.server.ThreadingHTTPServer(("127.0.0.1", free_port()), RecipeSite)
    thread = threading.Thread(target=site.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{site.server_address[1]}"
    site.shutdown()
    site.server_close()


@pytest.fixture(scope="module")
def allowing_server():
    """A Pantrix server that may fetch loopback addresses (the recipe site above)."""
    workdir = tempfile.mkdtemp(prefix="pantrix-link-")
    process, log, base = start_server(workdir, free_port(), ["--import-allow-private"])
    yield base
    stop_server(process, log)
    shutil.rmtree(workdir, ignore_errors=True)


def import_link(browser, base, address):
    browser.get(base + "/recipes/import")
    fill(browser, "url", address)
    submit(browser, browser.find_element(By.CSS_SELECTOR, "form[action='/recipes/import/link'] button[type=submit]"))


def field_error(browser):
    return browser.find_element(By.ID, "url-error").text


def test_import_a_recipe_from_a_link(allowing_server, recipe_site, browser, shoot, username):
    base = allowing_server
    register(browser, base, username)
    browser.get(base + "/recipes/import")
    label = browser.find_element(By.CSS_SELECTOR, "label[for=url]")
    assert label.text == "Recipe page address"
    link_field = browser.find_element(By.ID, "url")
    assert link_field.get_attribute("type") == "url"
    # The link form fits the screen: nothing sticks out sideways on a phone.
    assert browser.execute_script("return document.documentElement.scrollWidth") <= browser.get_window_size()["width"]
    shoot("form")

    # Not a recipe page: the reason under the field, the address still in it.
    import_link(browser, base, recipe_site + "/blog")
    assert "That page has no recipe Pantrix can read (no schema.org Recipe)." in field_error(browser)
    assert browser.find_element(By.ID, "url").get_attribute("value") == recipe_site + "/blog"
    assert browser.find_element(By.ID, "url").get_attribute("aria-invalid") == "true"
    import_link(browser, base, recipe_site + "/photo.png")
    assert "not a web page (the site sent image/png)" in field_error(browser)
    shoot("refused")

    # Through a redirect to the recipe: the same report as for a file.
    import_link(browser, base, recipe_site + "/go/soup")
    report = browser.find_element(By.CSS_SELECTOR, ".import-result").text
    assert "Imported 1 recipe with 4 ingredient lines" in report
    shoot("report")
    browser.find_element(By.LINK_TEXT, "Garden pea soup").click()
    assert browser.find_element(By.TAG_NAME, "h1").text == "Garden pea soup"
    assert "frozen peas" in browser.find_element(By.TAG_NAME, "main").text


@pytest.mark.parametrize("browser", ["phone"], indirect=True)
def test_a_link_inside_the_network_is_refused(server, recipe_site, browser, shoot, username):
    register(browser, server, username)
    import_link(browser, server, recipe_site + "/soup")
    assert field_error(browser) == ("That address points inside this server's network; "
                                    "Pantrix only fetches public web pages.")
    assert browser.find_element(By.ID, "url").get_attribute("value") == recipe_site + "/soup"
    shoot("private")
