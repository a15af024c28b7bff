"""The seeds' last details at desktop and phone widths: log in with an email, the search box's
suggestions with the keyboard, a new recipe landing highlighted in Favourites, and taking one's
own recipe out of favourites, which asks before deleting anything."""
import uuid

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from helpers import PASSWORD, fill, flash_text, log_in, log_out, new_recipe_url, submit, wait_for_new_page, write_recipe


def test_email_login_suggestions_new_recipe_and_unfavourite(server, browser, shoot, username):
    email = username + "@Example.org"
    browser.get(server + "/register")
    fill(browser, "username", username)
    fill(browser, "email", email)
    fill(browser, "password", PASSWORD)
    fill(browser, "passwordConfirm", PASSWORD)
    submit(browser, browser.find_element(By.CSS_SELECTOR, "form[action='/register'] button[type=submit]"))
    log_out(browser)

    # Log in with the email, typed in another letter case.
    browser.get(server + "/login")
    assert browser.find_element(By.CSS_SELECTOR, "label[for=username]").text == "Username or email"
    log_in(browser, server, email.lower())
    assert "Welcome back, " + username in flash_text(browser)

    # A new recipe is favourited and shown highlighted in Favourites, with its ingredient count.
    title = "Zesty Quinoa Bowl " + uuid.uuid4().hex[:4]
    write_recipe(browser, server, title, "lunch", 2, ["1 cup quinoa", "1 lime", "1 cup cherry tomatoes"],
                 ["Cook the quinoa.", "Toss with lime and tomatoes."])
    assert "/favourites?new=" in browser.current_url
    assert title + "” is published and in your favourites" in flash_text(browser)
    card = browser.find_element(By.CSS_SELECTOR, ".card.is-new")
    assert title in card.text and "3 ingredients" in card.text
    assert "0 favourites" not in browser.page_source
    recipe_url = new_recipe_url(browser)
    shoot("new-recipe-in-favourites")

    # The search box suggests as one types; the keyboard picks a suggestion.
    browser.get(server + "/search")
    box = browser.find_element(By.ID, "q")
    assert box.get_attribute("role") == "combobox" and box.get_attribute("aria-expanded") == "false"
    box.send_keys(title.lower()[:-2])  # the unique end, still being typed
    WebDriverWait(browser, 10).until(lambda d: box.get_attribute("aria-expanded") == "true")
    listbox = browser.find_element(By.ID, box.get_attribute("aria-controls"))
    assert listbox.get_attribute("role") == "listbox"
    options = listbox.find_elements(By.CSS_SELECTOR, "[role=option]")
    assert any(title in o.text for o in options)
    box.send_keys(Keys.ESCAPE)
    assert box.get_attribute("aria-expanded") == "false" and not listbox.is_displayed()
    box.send_keys(Keys.ARROW_DOWN)
    assert box.get_attribute("aria-expanded") == "true"
    active = browser.find_element(By.ID, box.get_attribute("aria-activedescendant"))
    assert active.get_attribute("aria-selected") == "true" and title in active.text
    assert browser.switch_to.active_element == box, "focus stays in the box"
    shoot("suggestions")
    html = browser.find_element(By.TAG_NAME, "html")
    box.send_keys(Keys.ENTER)
    wait_for_new_page(browser, html)
    assert browser.current_url == recipe_url

    # Taking one's own recipe out of favourites asks whether to delete it; Keep it keeps it.
    html = browser.find_element(By.TAG_NAME, "html")
    browser.find_element(By.CSS_SELECTOR, "form[data-favourite] button[aria-pressed=true]").click()
    wait_for_new_page(browser, html)
    assert "/delete?unfavourited=1" in browser.current_url
    assert "Delete the recipe too?" in browser.find_element(By.TAG_NAME, "h1").text
    assert "Removed “" + title + "” from favourites." in browser.page_source
    shoot("delete-too")
    keep = browser.find_element(By.LINK_TEXT, "Keep it")
    html = browser.find_element(By.TAG_NAME, "html")
    keep.click()
    wait_for_new_page(browser, html)
    assert browser.current_url == recipe_url
    assert title in browser.find_element(By.TAG_NAME, "h1").text, "the recipe is still there"
    browser.get(server + "/favourites")
    assert title not in browser.page_source
