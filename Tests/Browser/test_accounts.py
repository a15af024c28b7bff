"""Register, log in, see your name, log out — at desktop and phone widths."""
from selenium.webdriver.common.by import By

from helpers import flash_text, log_in, log_out, open_menu_if_compact, register


def test_register_log_in_see_name_log_out(server, browser, shoot, username):
    register(browser, server, username)
    assert browser.current_url == server + "/settings/taste?welcome=1"
    assert f"Welcome to Pantrix, {username}!" in flash_text(browser)
    browser.find_element(By.LINK_TEXT, "Skip for now").click()
    assert browser.current_url == server + "/"
    shoot("registered")

    log_out(browser)
    assert "You have logged out" in flash_text(browser)
    assert username not in browser.page_source

    log_in(browser, server, username)
    assert f"Welcome back, {username}!" in flash_text(browser)
    if browser.layout == "phone":
        open_menu_if_compact(browser)
        name = browser.find_element(By.CSS_SELECTOR, ".menu-user strong")
    else:
        name = browser.find_element(By.CSS_SELECTOR, ".user-chip")
    assert name.is_displayed()
    assert name.text.startswith(username[:8])
    shoot("logged-in")

    browser.get(server + "/settings")
    assert username in browser.find_element(By.CSS_SELECTOR, ".facts").text
    log_out(browser)
    browser.get(server + "/settings")
    assert "/login" in browser.current_url


def test_wrong_password_keeps_username_and_says_why(server, browser, shoot, username):
    register(browser, server, username)
    log_out(browser)
    log_in(browser, server, username, password="not-my-password")
    assert "Wrong username, email or password." in browser.find_element(By.CSS_SELECTOR, ".form-error").text
    assert browser.find_element(By.ID, "username").get_attribute("value") == username
    shoot("wrong-password")


def test_compact_menu_on_phone_and_full_navigation_on_desktop(server, browser, shoot):
    browser.get(server + "/")
    desktop_nav = browser.find_element(By.CSS_SELECTOR, ".nav-desktop")
    compact = browser.find_element(By.CSS_SELECTOR, "details.nav-mobile")
    if browser.layout == "phone":
        assert not desktop_nav.is_displayed()
        assert compact.is_displayed()
        open_menu_if_compact(browser)
        labels = [a.text for a in compact.find_elements(By.TAG_NAME, "a")]
        shoot("menu-open")
    else:
        assert desktop_nav.is_displayed()
        assert not compact.is_displayed()
        labels = [a.text for a in desktop_nav.find_elements(By.TAG_NAME, "a")]
        shoot("home")
    assert labels == ["Home", "Search", "Cook now", "Pantry", "Groceries", "Plan", "Favourites", "Leaderboard", "Account"]
    # Nothing is wider than the window: no sideways scrolling on a phone.
    assert browser.execute_script("return document.documentElement.scrollWidth <= window.innerWidth")
