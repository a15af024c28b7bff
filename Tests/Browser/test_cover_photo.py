"""Choose a cover photo in the recipe editor, have the form come back (no steps yet), and find the
photo still there as a thumbnail to keep; publish, and it is the recipe's picture — at desktop
and phone widths."""
import re
from pathlib import Path

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from helpers import fill, flash_text, new_recipe_url, register, submit
from test_accessibility import axe_problems

FIXTURES = Path(__file__).resolve().parents[1] / "DishPhotosTests" / "Fixtures"


def test_a_bounced_form_keeps_the_cover_photo(server, browser, shoot, username):
    register(browser, server, username)
    browser.get(server + "/recipes/new")
    fill(browser, "title", "Herb Omelette " + username[-4:])
    Select(browser.find_element(By.ID, "category")).select_by_value("breakfast")
    fill(browser, "ingredients", "3 eggs\n1 tbsp butter\n2 tbsp chopped chives")
    browser.find_element(By.ID, "photo").send_keys(str(FIXTURES / "dish.jpg"))
    # No steps: the form comes back, and the photo with it.
    submit(browser, browser.find_element(By.CSS_SELECTOR, "button[value=save]"))
    assert "Add at least one step" in browser.page_source

    held = browser.find_element(By.CSS_SELECTOR, "[data-held-photo]")
    thumbnail = held.find_element(By.TAG_NAME, "img")
    assert re.search(r"/uploads/[0-9a-f]{32}\.jpg$", thumbnail.get_attribute("src"))
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", held)
    assert browser.execute_script("return arguments[0].complete && arguments[0].naturalWidth", thumbnail) > 0
    keep = held.find_element(By.CSS_SELECTOR, "input[name=cover][value=keep]")
    assert keep.is_selected()
    assert "Keep this photo" in held.text and "No cover photo" in held.text
    assert browser.find_element(By.CSS_SELECTOR, "label[for=photo]").text == "Choose another"
    # The thumbnail sits inside the field, beside its choices, at either width.
    field = browser.find_element(By.CSS_SELECTOR, ".field:has([data-held-photo])")
    assert thumbnail.rect["x"] + thumbnail.rect["width"] <= field.rect["x"] + field.rect["width"] + 1
    assert axe_problems(browser, "the form back with its held photo") == []
    shoot("held")

    fill(browser, "steps", "Beat the eggs with the chives.\nCook in butter, fold and serve.")
    submit(browser, browser.find_element(By.CSS_SELECTOR, "button[value=save]"))
    assert "is published and in your favourites" in flash_text(browser)
    browser.get(new_recipe_url(browser))
    picture = browser.find_element(By.CSS_SELECTOR, "img.recipe-image")
    assert browser.execute_script("return arguments[0].complete && arguments[0].naturalWidth", picture) > 0
    shoot("published")
