"""Write a recipe in the form, see the live ingredient check, fix a mistake, publish, edit it,
find it on the profile — at desktop and phone widths."""
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

from helpers import fill, flash_text, new_recipe_url, register, submit


def test_write_edit_and_find_a_recipe(server, browser, shoot, username):
    register(browser, server, username)
    browser.get(server + "/recipes/new")
    fill(browser, "title", "Charred Corn Salad " + username[-4:])
    Select(browser.find_element(By.ID, "category")).select_by_value("salad")
    fill(browser, "cuisine", "Mexican")
    fill(browser, "servings", "2")
    fill(browser, "ingredients", "2 ears corn\n1 lime\n1/4 cup crumbled feta\n1 tbsp glorbish paste")
    # The live check (JavaScript) reports the line that matched no food while typing.
    WebDriverWait(browser, 10).until(
        lambda d: "glorbish" in d.find_element(By.CSS_SELECTOR, "[data-live-check]").text)
    assert "3 of 4 lines matched" in browser.find_element(By.CSS_SELECTOR, "[data-live-check]").text
    shoot("live-check")

    # Submitting without steps keeps everything typed and says what is missing.
    submit(browser, browser.find_element(By.CSS_SELECTOR, "button[value=save]"))
    assert "Add at least one step" in browser.page_source
    assert browser.find_element(By.ID, "ingredients").get_attribute("value").startswith("2 ears corn")
    fill(browser, "steps", "Char the corn in a dry pan.\nCut off the kernels.\nToss with lime juice and feta.")
    fill(browser, "ingredients", "2 ears corn\n1 lime\n1/4 cup crumbled feta")
    submit(browser, browser.find_element(By.CSS_SELECTOR, "button[value=save]"))
    assert "is published and in your favourites" in flash_text(browser)
    browser.get(new_recipe_url(browser))
    steps = [e.text for e in browser.find_elements(By.CSS_SELECTOR, ".steps li, ol.recipe-steps li")]
    assert any("Char the corn" in s for s in steps) or "Char the corn" in browser.page_source
    shoot("published")

    browser.find_element(By.LINK_TEXT, "Edit").click()
    fill(browser, "servings", "4")
    submit(browser, browser.find_element(By.CSS_SELECTOR, "button[value=save]"))
    assert "Saved your changes." in flash_text(browser)

    browser.get(server + "/u/" + username)
    assert "Charred Corn Salad" in browser.page_source
    shoot("profile")
