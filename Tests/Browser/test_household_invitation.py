"""Joining a household from a link: the link comes with Copy (or Share, where the browser has the
Web Share API); opened signed out, it says who invites to what, and "Create an account" ends at the
join confirmation; without JavaScript the link stays a selectable field — at desktop and phone
widths."""
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import SCREENSHOTS
from helpers import PASSWORD, fill, flash_text, log_out, open_menu_if_compact, register, submit, without_javascript


def make_link(browser, server):
    browser.get(server + "/household")
    fill(browser, "household-name", "Elm Street")
    submit(browser, browser.find_element(By.CSS_SELECTOR, "form[action='/household'] button[type=submit]"))
    submit(browser, browser.find_element(By.CSS_SELECTOR, "form[action='/household/invites'] button"))
    return browser.find_element(By.CSS_SELECTOR, ".invite-made input.copy-field").get_attribute("value")


def test_invited_and_signed_up_through_the_link(server, browser, shoot, username):
    register(browser, server, username)
    link = make_link(browser, server)
    has_share = browser.execute_script("return !!navigator.share")
    share = browser.find_element(By.CSS_SELECTOR, "[data-share-button]")
    copy = browser.find_element(By.CSS_SELECTOR, "[data-copy-button]")
    assert share.is_displayed() == has_share and copy.is_displayed() == (not has_share), "Share where the browser can, Copy otherwise"
    if not has_share:
        browser.execute_cdp_cmd("Browser.grantPermissions", {"permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]})
        copy.click()
        WebDriverWait(browser, 5).until(lambda d: d.find_element(By.CSS_SELECTOR, "[data-copy-status]").text == "Copied.")
        copied = browser.execute_async_script("navigator.clipboard.readText().then(arguments[0], () => arguments[0](null))")
        assert copied in (link, None), copied
    shoot("link")

    # Someone without an account opens it.
    open_menu_if_compact(browser)
    log_out(browser)
    browser.get(link)
    assert browser.find_element(By.TAG_NAME, "h1").text == f"{username} invited you to join Elm Street"
    shoot("invitation")
    submit(browser, browser.find_element(By.LINK_TEXT, "Create an account"))
    newcomer = username + "_n"
    fill(browser, "username", newcomer)
    fill(browser, "password", PASSWORD)
    fill(browser, "passwordConfirm", PASSWORD)
    submit(browser, browser.find_element(By.CSS_SELECTOR, "form[action='/register'] button[type=submit]"))
    assert browser.find_element(By.TAG_NAME, "h1").text == "Join Elm Street?", "the new account lands on the join confirmation"
    assert "Welcome to Pantrix" in flash_text(browser)
    shoot("confirm")
    submit(browser, browser.find_element(By.CSS_SELECTOR, "main form button[type=submit]"))
    assert "Welcome to Elm Street" in flash_text(browser)
    assert "Shared with " + username in browser.find_element(By.CSS_SELECTOR, ".household-note").text


def test_join_link_without_javascript(server, browser, username):
    register(browser, server, username)
    make_link(browser, server)
    plain = without_javascript(browser, server)
    try:
        plain.get(server + "/household")
        # The link was shown once; a new one for this browser.
        submit(plain, plain.find_element(By.CSS_SELECTOR, "form[action='/household/invites'] button"))
        field = plain.find_element(By.CSS_SELECTOR, ".invite-made input.copy-field")
        assert field.is_displayed() and field.get_attribute("readonly") and not field.get_attribute("disabled")
        assert not plain.find_element(By.CSS_SELECTOR, "[data-copy-button]").is_displayed()
        assert not plain.find_element(By.CSS_SELECTOR, "[data-share-button]").is_displayed()
        selected = plain.execute_script("arguments[0].select(); return arguments[0].selectionEnd - arguments[0].selectionStart", field)
        assert selected == len(field.get_attribute("value")), "the whole link can be selected and copied"
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        plain.save_screenshot(str(SCREENSHOTS / f"test_join_link_without_javascript-{browser.layout}-link.png"))
    finally:
        plain.quit()
