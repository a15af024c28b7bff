"""Small layout faults: the Cook mode button has a button's padding, check boxes sit beside their
labels (settings, import, joining a household), and on a desktop the recipe editor and import
use the page's width — at desktop and phone widths."""
from selenium.webdriver.common.by import By

from helpers import log_out, open_menu_if_compact, post_form, register, submit

# A check box's middle and its label's first line's middle, and whether it sits to the left.
BESIDE = """
const box = document.getElementById(arguments[0]).getBoundingClientRect();
const label = document.querySelector(`label[for='${arguments[0]}']`);
const range = document.createRange();
range.selectNodeContents(label);
const line = range.getClientRects()[0];
return {gap: Math.abs((box.top + box.bottom) / 2 - (line.top + line.bottom) / 2), left: box.right <= line.left};
"""


def assert_beside(browser, box_id):
    found = browser.execute_script(BESIDE, box_id)
    assert found["left"] and found["gap"] < 10, (box_id, found)


def test_cook_mode_button_and_check_boxes(server, browser, shoot, username):
    register(browser, server, username)
    browser.get(server + "/recipes/1")
    cook = browser.find_element(By.LINK_TEXT, "Cook mode")
    padding = browser.execute_script("const s = getComputedStyle(arguments[0]); return [parseFloat(s.paddingLeft), parseFloat(s.paddingTop)]", cook)
    assert padding[0] >= 8 and padding[1] >= 4, padding
    assert cook.size["height"] >= 36, cook.size
    shoot("cook-mode-button")

    browser.get(server + "/settings")
    assert_beside(browser, "historyPublic")
    shoot("settings")
    browser.get(server + "/recipes/import")
    assert_beside(browser, "link-private")
    assert_beside(browser, "private")

    # The join confirmation, from someone else's link.
    post_form(browser, "/household", {"name": "Elm Street"})
    browser.get(server + "/household")
    submit(browser, browser.find_element(By.CSS_SELECTOR, "form[action='/household/invites'] button"))
    link = browser.find_element(By.CSS_SELECTOR, ".invite-made input.copy-field").get_attribute("value")
    open_menu_if_compact(browser)
    log_out(browser)
    register(browser, server, username + "_j")
    browser.get(link)
    assert_beside(browser, "bring-pantry")
    shoot("join")


def test_editor_and_import_use_the_width(server, browser, shoot, username):
    register(browser, server, username)
    browser.get(server + "/recipes/new")
    main = browser.find_element(By.CSS_SELECTOR, "main").rect
    form = browser.find_element(By.CSS_SELECTOR, "form.recipe-form").rect
    ingredients = browser.find_element(By.ID, "ingredients").rect
    steps = browser.find_element(By.ID, "steps").rect
    assert form["width"] >= main["width"] - 40, (form, main)
    if browser.layout == "desktop":
        assert steps["x"] > ingredients["x"] + ingredients["width"], "ingredients and steps side by side"
        assert abs(steps["y"] - ingredients["y"]) < 2
    else:
        assert steps["y"] > ingredients["y"] + ingredients["height"], "one under the other on a phone"
    shoot("editor")

    browser.get(server + "/recipes/import")
    link_form = browser.find_element(By.CSS_SELECTOR, "form.import-link-form").rect
    file_form = browser.find_element(By.CSS_SELECTOR, "form[enctype='multipart/form-data']").rect
    if browser.layout == "desktop":
        assert file_form["x"] > link_form["x"] + link_form["width"], "the two ways to import side by side"
        assert link_form["width"] + file_form["width"] >= main["width"] - 80
    else:
        assert abs(link_form["width"] - file_form["width"]) < 2 and file_form["y"] > link_form["y"]
    shoot("import")
