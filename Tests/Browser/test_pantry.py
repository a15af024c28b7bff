"""Fill a pantry, see what you can cook, send what's missing to the grocery list, tick it off
in the shop and move it into the pantry — at desktop and phone widths."""
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from helpers import fill, flash_text, register, submit


def test_pantry_cook_now_groceries(server, browser, shoot, username):
    register(browser, server, username)
    browser.get(server + "/pantry")
    fill(browser, "lines", "6 eggs\nbutter\n2 onions\ncilantro\n4 tomatoes")
    submit(browser, browser.find_element(By.CSS_SELECTOR, "textarea#lines ~ button, form:has(#lines) button[type=submit]"))
    assert "Added" in flash_text(browser)
    names = [e.text for e in browser.find_elements(By.CSS_SELECTOR, ".pantry-item strong")]
    assert "eggs" in names and "cilantro" in names, names
    shoot("pantry")

    browser.get(server + "/cook")
    cards = browser.find_elements(By.CSS_SELECTOR, ".cook-card")
    assert cards, "cook now lists recipes"
    summaries = [c.find_element(By.CSS_SELECTOR, ".cook-summary").text for c in cards]
    assert all(s.startswith("You have") for s in summaries), summaries
    shoot("cook-now")

    card = next(c for c in cards if c.find_elements(By.CSS_SELECTOR, ".card-action button"))
    missing = card.find_element(By.CSS_SELECTOR, ".cook-summary").text.split("missing: ")[1]
    submit(browser, card.find_element(By.CSS_SELECTOR, ".card-action button"))
    assert "Added to your grocery list" in flash_text(browser)

    browser.get(server + "/groceries")
    items = browser.find_elements(By.CSS_SELECTOR, ".grocery-item")
    assert items, "the missing ingredients are on the list"
    first_name = items[0].find_element(By.CSS_SELECTOR, ".grocery-name").text
    assert first_name.split()[0] in missing or any(first_name in m for m in missing.split(", ")), (first_name, missing)
    shoot("groceries")

    items[0].find_element(By.CSS_SELECTOR, ".check-button").click()
    # With JavaScript the item flips in place, without a reload.
    WebDriverWait(browser, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, ".grocery-item.is-checked"))
    browser.get(server + "/groceries")
    checked = browser.find_elements(By.CSS_SELECTOR, ".grocery-item.is-checked .grocery-name")
    assert [c.text for c in checked] == [first_name]
    submit(browser, browser.find_element(By.CSS_SELECTOR, "form[action='/groceries/to-pantry'] button"))
    assert "Moved 1 item to your pantry." in flash_text(browser)

    browser.get(server + "/pantry")
    names = [e.text for e in browser.find_elements(By.CSS_SELECTOR, ".pantry-item strong")]
    assert first_name in names, (first_name, names)
