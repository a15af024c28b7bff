"""The grocery list in the shop: a week's list of 25 items fits a phone (each "for …" note one line
that opens), a ticked item moves to the Done group at once and "Move checked to pantry" shows
with it; without JavaScript the buttons are always there and the server lists ticked items under
Done — at desktop and phone widths."""
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import SCREENSHOTS
from helpers import post_form, register, submit, without_javascript

# Issue 30 measured a week's list of 25 items at 4,014 px on a 390 px phone.
MAX_PHONE_HEIGHT = 2_200


def week_list(browser, server, size=25):
    """Plans a dinner and a lunch from the seed recipes on every day of this week, shops for the
    week and trims the list to `size` items."""
    browser.get(server + "/plan")
    days = browser.execute_script("return [...new Set([...document.querySelectorAll('[data-plan-drop]')].map(d => d.dataset.day))]")
    for index, day in enumerate(days):
        for slot, recipe in (("dinner", index + 1), ("lunch", index + 8)):
            post_form(browser, "/plan/entries", {"recipeId": recipe, "day": day, "slot": slot})
    browser.get(server + "/plan")
    submit(browser, browser.find_element(By.XPATH, "//button[normalize-space()='Shop for this week']"))
    deletes = browser.execute_script("return [...document.querySelectorAll('form[action$=\"/delete\"]')].map(f => f.getAttribute('action'))")
    assert len(deletes) >= size, f"the week needs {len(deletes)} items"
    for action in deletes[size:]:
        post_form(browser, action, {})
    browser.get(server + "/groceries")
    assert len(browser.find_elements(By.CSS_SELECTOR, ".grocery-item")) == size


def tap(browser, element):
    """Clicks what a person would tap, scrolled to the middle of the screen (not under the sticky header)."""
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
    element.click()


def names_under(browser, selector):
    return [e.get_attribute("textContent") for e in browser.find_elements(By.CSS_SELECTOR, selector + " .grocery-name")]


def test_a_week_of_groceries_in_the_shop(server, browser, shoot, username):
    register(browser, server, username)
    week_list(browser, server)
    height = browser.execute_script("return document.documentElement.scrollHeight")
    print(f"a week's grocery list of 25 items at {browser.layout}: {height:,} px")
    if browser.layout == "phone":
        assert height <= MAX_PHONE_HEIGHT, f"{height:,} px tall at 390 px"
    notes = browser.find_elements(By.CSS_SELECTOR, ".grocery-recipes > summary")
    assert notes and all(n.size["height"] <= 26 for n in notes), "each “for …” note is one line"
    longest = max(notes, key=lambda n: len(n.text))
    assert longest.text.startswith("for ")
    shoot("week")
    tap(browser, longest)
    assert longest.size["height"] > 26, "opened, the note shows all of itself"
    shoot("note-open")

    # Nothing ticked: no buttons for ticked items and no Done group.
    actions = browser.find_element(By.CSS_SELECTOR, "[data-grocery-actions]")
    assert not actions.is_displayed()
    first = browser.find_elements(By.CSS_SELECTOR, ".grocery-section .grocery-item")[0]
    name = first.find_element(By.CSS_SELECTOR, ".grocery-name").text
    tap(browser, first.find_element(By.CSS_SELECTOR, ".check-button"))
    WebDriverWait(browser, 10).until(lambda d: names_under(d, "[data-grocery-done]") == [name])
    assert actions.is_displayed(), "ticking shows Move checked to pantry at once"
    assert browser.find_element(By.CSS_SELECTOR, "[data-done-count]").text == "1"
    assert name not in names_under(browser, ".grocery-section")
    shoot("ticked")

    # Unticked, it goes back under its section and the buttons go away again.
    tap(browser, browser.find_element(By.CSS_SELECTOR, "[data-grocery-done] .check-button"))
    WebDriverWait(browser, 10).until(lambda d: not d.find_element(By.CSS_SELECTOR, "[data-grocery-done]").is_displayed())
    assert name in names_under(browser, ".grocery-section")
    assert not actions.is_displayed()

    # The server agrees after a reload: ticked items under Done, after everything still to buy.
    first = browser.find_elements(By.CSS_SELECTOR, ".grocery-section .grocery-item")[0]
    tap(browser, first.find_element(By.CSS_SELECTOR, ".check-button"))
    WebDriverWait(browser, 10).until(lambda d: len(names_under(d, "[data-grocery-done]")) == 1)
    browser.get(server + "/groceries")
    assert len(names_under(browser, "[data-grocery-done]")) == 1
    assert browser.find_element(By.CSS_SELECTOR, "[data-grocery-actions]").is_displayed()


def test_groceries_without_javascript(server, browser, username):
    register(browser, server, username)
    week_list(browser, server, size=6)
    plain = without_javascript(browser, server)
    try:
        plain.get(server + "/groceries")
        assert plain.find_element(By.XPATH, "//button[normalize-space()='Move checked to pantry']").is_displayed(), \
            "without a script the buttons are there before anything is ticked"
        first = plain.find_elements(By.CSS_SELECTOR, ".grocery-section .grocery-item")[0]
        name = first.find_element(By.CSS_SELECTOR, ".grocery-name").text
        submit(plain, first.find_element(By.CSS_SELECTOR, ".check-button"))
        assert names_under(plain, "[data-grocery-done]") == [name]
        assert plain.find_element(By.CSS_SELECTOR, "[data-grocery-done] h2").text.upper() == "DONE (1)"
        note = plain.find_elements(By.CSS_SELECTOR, ".grocery-recipes > summary")[0]
        note.click()
        assert note.size["height"] >= 24, "the note opens without a script too"
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        plain.save_screenshot(str(SCREENSHOTS / f"test_groceries_without_javascript-{browser.layout}-ticked.png"))
        submit(plain, plain.find_element(By.XPATH, "//button[normalize-space()='Move checked to pantry']"))
        assert "Moved 1 item to your pantry." in plain.find_element(By.CSS_SELECTOR, ".flash").text
    finally:
        plain.quit()
