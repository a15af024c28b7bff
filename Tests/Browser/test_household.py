"""Households: one person starts a household from Settings, makes a join link, a second person
joins with it and sees the shared pantry; what one adds to the grocery list the other ticks off;
the manager removes the member after a confirmation — at desktop and phone widths."""
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from helpers import assert_fields_labelled, fill, flash_text, log_in, log_out, open_menu_if_compact, register, submit


def test_share_a_kitchen(server, browser, shoot, username):
    member = username + "_b"
    register(browser, server, member)
    log_out(browser)
    register(browser, server, username)
    browser.get(server + "/pantry")
    fill(browser, "item", "6 eggs")
    submit(browser, browser.find_element(By.CSS_SELECTOR, "form[action='/pantry/items'] button[type=submit]"))

    # From Settings to the household page; a bad name keeps what was typed.
    browser.get(server + "/settings")
    submit(browser, browser.find_element(By.LINK_TEXT, "Household"))
    assert browser.find_element(By.TAG_NAME, "h1").text == "Household"
    assert_fields_labelled(browser)
    fill(browser, "household-name", "   ")
    submit(browser, browser.find_element(By.CSS_SELECTOR, "form[action='/household'] button[type=submit]"))
    assert "A name of 1 to 60 characters" in browser.find_element(By.CSS_SELECTOR, ".field-error").text
    assert browser.find_element(By.ID, "household-name").get_attribute("aria-invalid") == "true"
    shoot("start")
    fill(browser, "household-name", "Elm Street")
    submit(browser, browser.find_element(By.CSS_SELECTOR, "form[action='/household'] button[type=submit]"))
    assert "is started" in flash_text(browser)

    submit(browser, browser.find_element(By.CSS_SELECTOR, "form[action='/household/invites'] button"))
    link = browser.find_element(By.CSS_SELECTOR, ".invite-made input.copy-field").get_attribute("value")
    assert "/household/join/" in link
    assert_fields_labelled(browser)
    shoot("link")

    # The second person joins from the link and finds the shared pantry.
    open_menu_if_compact(browser)
    log_out(browser)
    log_in(browser, server, member)
    browser.get(link)
    assert browser.find_element(By.TAG_NAME, "h1").text == "Join Elm Street?"
    assert browser.find_element(By.ID, "bring-pantry").is_selected()
    shoot("join")
    submit(browser, browser.find_element(By.CSS_SELECTOR, "main form button[type=submit]"))
    assert "Welcome to Elm Street" in flash_text(browser)
    assert "Shared with " + username in browser.find_element(By.CSS_SELECTOR, ".household-note").text
    names = [e.text for e in browser.find_elements(By.CSS_SELECTOR, ".pantry-item strong")]
    assert "eggs" in names, names
    shoot("pantry")
    browser.get(server + "/groceries")
    fill(browser, "item", "2 lemons")
    submit(browser, browser.find_element(By.CSS_SELECTOR, "form.grocery-add button[type=submit]"))

    # The first person sees it and ticks it off; then removes the member, after confirming.
    open_menu_if_compact(browser)
    log_out(browser)
    log_in(browser, server, username)
    browser.get(server + "/groceries")
    items = browser.find_elements(By.CSS_SELECTOR, ".grocery-item")
    assert [i.find_element(By.CSS_SELECTOR, ".grocery-name").text for i in items] == ["lemons"]
    items[0].find_element(By.CSS_SELECTOR, ".check-button").click()
    WebDriverWait(browser, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, ".grocery-item.is-checked"))
    shoot("groceries")

    browser.get(server + "/household")
    members = [e.text for e in browser.find_elements(By.CSS_SELECTOR, ".member > a")]
    assert members == [username, member], members
    browser.find_element(By.CSS_SELECTOR, ".member summary").click()
    shoot("remove")
    submit(browser, browser.find_element(By.XPATH, f"//button[normalize-space()='Remove {member}']"))
    assert member + " left the household." in flash_text(browser)
    assert [e.text for e in browser.find_elements(By.CSS_SELECTOR, ".member > a")] == [username]
