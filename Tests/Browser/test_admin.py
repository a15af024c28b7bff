"""Running an instance: an admin makes sign-up invite-only and invites a friend by link."""
import uuid

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from conftest import make_driver, WIDTHS
from helpers import PASSWORD, fill, flash_text, make_admin, open_menu_if_compact, register, submit


def choose_registration(browser, server, value):
    browser.get(server + "/admin/settings")
    Select(browser.find_element(By.ID, "registration")).select_by_value(value)
    submit(browser, browser.find_element(By.CSS_SELECTOR, "form[action='/admin/settings'] button[type=submit]"))


def test_admin_invites_a_friend_while_sign_up_is_invite_only(server, browser, shoot, username):
    register(browser, server, username)
    make_admin(username)
    browser.get(server + "/")
    open_menu_if_compact(browser)
    admin_links = [a for a in browser.find_elements(By.LINK_TEXT, "Admin") if a.is_displayed()]
    assert admin_links, "the Admin link is in the menu"
    admin_links[0].click()
    assert browser.find_element(By.TAG_NAME, "h1").text == "Running this Pantrix"

    choose_registration(browser, server, "invite")
    try:
        assert "Settings saved." in flash_text(browser)
        browser.get(server + "/invites")
        fill(browser, "uses", "1")
        fill(browser, "note", "for a friend")
        submit(browser, browser.find_element(By.CSS_SELECTOR, "form[action='/invites'] button[type=submit]"))
        link = browser.find_element(By.CSS_SELECTOR, ".invite-made input").get_attribute("value")
        assert "/register?invite=" in link
        shoot("invite-made")

        friend = make_driver(*WIDTHS[browser.layout])
        try:
            friend.get(server + "/register")
            assert "Sign-up is by invitation" in friend.find_element(By.TAG_NAME, "h1").text
            friend_name = "friend_" + uuid.uuid4().hex[:8]
            friend.get(link)
            fill(friend, "username", friend_name)
            fill(friend, "password", PASSWORD)
            fill(friend, "passwordConfirm", PASSWORD)
            submit(friend, friend.find_element(By.CSS_SELECTOR, "form[action='/register'] button[type=submit]"))
            assert f"Welcome to Pantrix, {friend_name}!" in flash_text(friend)
            # The link had one use: opening it again says so.
            friend.delete_all_cookies()
            friend.get(link)
            assert "can't be used" in friend.find_element(By.TAG_NAME, "h1").text
        finally:
            friend.quit()

        browser.get(server + "/invites")
        assert "used up" in browser.find_element(By.CSS_SELECTOR, ".admin-list").text
        browser.get(server + "/admin/audit")
        audit = browser.find_element(By.CSS_SELECTOR, ".admin-list").text
        assert "changed setting" in audit and "made invite" in audit
        shoot("audit")
    finally:
        # The server is shared by the whole run: sign-up goes back to its default for the next tests.
        choose_registration(browser, server, "default")
