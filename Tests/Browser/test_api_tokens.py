"""Settings → API tokens: make a read-write token (shown once), use it from a program for the
pantry, see its last use, revoke it and watch the program be refused — at desktop and phone widths."""
import json
import urllib.error
import urllib.request

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from helpers import PASSWORD, assert_fields_labelled, fill, flash_text, register, submit


def call(server, path, token, body=None, method=None):
    request = urllib.request.Request(server + path, method=method or ("POST" if body else "GET"),
                                     headers={"Authorization": "Bearer " + token, "Content-Type": "application/json"},
                                     data=json.dumps(body).encode() if body else None)
    try:
        with urllib.request.urlopen(request) as response:
            return response.status, json.loads(response.read() or b"null")
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read() or b"null")


def test_api_tokens(server, browser, shoot, username):
    register(browser, server, username)
    browser.get(server + "/settings")
    submit(browser, browser.find_element(By.LINK_TEXT, "API tokens"))
    assert browser.find_element(By.TAG_NAME, "h1").text == "API tokens"
    assert_fields_labelled(browser)

    # A missing name and no password: both messages, and the choices kept.
    Select(browser.find_element(By.ID, "token-scope")).select_by_value("write")
    Select(browser.find_element(By.ID, "token-expiry")).select_by_value("30")
    submit(browser, browser.find_element(By.CSS_SELECTOR, "form[action='/settings/tokens'] button[type=submit]"))
    errors = [e.text for e in browser.find_elements(By.CSS_SELECTOR, ".field-error")]
    assert any("Name the token" in e for e in errors) and any("isn't your password" in e for e in errors), errors
    assert Select(browser.find_element(By.ID, "token-scope")).first_selected_option.get_attribute("value") == "write"
    assert Select(browser.find_element(By.ID, "token-expiry")).first_selected_option.get_attribute("value") == "30"
    fill(browser, "token-name", "Kitchen tablet")
    fill(browser, "token-password", PASSWORD)
    submit(browser, browser.find_element(By.CSS_SELECTOR, "form[action='/settings/tokens'] button[type=submit]"))
    token = browser.find_element(By.CSS_SELECTOR, ".invite-made input.copy-field").get_attribute("value")
    assert token.startswith("pxt_")
    shoot("made")

    # A program uses it.
    assert call(server, "/api/v1/me", token) == (200, {"username": username, "scope": "write"})
    status, added = call(server, "/api/v1/pantry", token, {"lines": ["6 eggs", "500 g rice"]})
    assert status == 201 and added["added"] == ["eggs", "rice"], added
    browser.get(server + "/pantry")
    names = [e.text for e in browser.find_elements(By.CSS_SELECTOR, ".pantry-item strong")]
    assert "eggs" in names and "rice" in names, names

    browser.get(server + "/settings/tokens")
    assert token not in browser.page_source, "shown only once"
    row = browser.find_element(By.CSS_SELECTOR, ".token")
    assert "Kitchen tablet" in row.text and "last used never" not in row.text
    shoot("list")
    submit(browser, row.find_element(By.CSS_SELECTOR, "form button"))
    assert "revoked" in flash_text(browser)
    assert call(server, "/api/v1/me", token)[0] == 401
