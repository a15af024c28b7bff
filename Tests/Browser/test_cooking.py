"""Cook a recipe from the pantry: confirm what it uses, see the points, the leaderboard rank and
the profile change — at desktop and phone widths."""
import re

from selenium.webdriver.common.by import By

from helpers import fill, flash_text, new_recipe_url, register, submit, write_recipe


def test_cook_from_pantry_earns_points(server, browser, shoot, username):
    register(browser, server, username)
    browser.get(server + "/leaderboard?period=all")
    assert "You are" not in browser.page_source, "no rank before cooking"

    # A recipe of the user's own, so the pantry can cover it exactly.
    write_recipe(browser, server, "Buttered Eggs " + username[-4:], "breakfast", 1, ["2 large eggs", "1 tbsp unsalted butter", "salt to taste"],
                 ["Melt the butter.", "Scramble the eggs in it."])
    recipe_url = new_recipe_url(browser)

    browser.get(server + "/pantry")
    fill(browser, "lines", "6 eggs\n250 g butter")
    submit(browser, browser.find_element(By.CSS_SELECTOR, "form:has(#lines) button[type=submit]"))
    # More eggs add up in the pantry's own count; salted butter covers the recipe's unsalted.
    fill(browser, "item", "6 large eggs")
    submit(browser, browser.find_element(By.CSS_SELECTOR, "form:has(#item) button[type=submit]"))
    eggs = browser.find_element(By.XPATH, "//li[contains(@class,'pantry-item')][strong[normalize-space()='eggs']]")
    assert eggs.find_element(By.CSS_SELECTOR, ".pantry-amount").text == "12"

    browser.get(recipe_url)
    submit(browser, browser.find_element(By.LINK_TEXT, "I cooked this"))
    page = browser.page_source
    uses = browser.find_element(By.CSS_SELECTOR, ".cooked-form").text
    assert "of your butter" in uses and "Uses 2 of your 12 eggs — 10 left" in uses, uses
    shoot("confirm")
    submit(browser, browser.find_element(By.XPATH, "//button[normalize-space()='Yes, I cooked it']"))
    message = flash_text(browser)
    points = int(re.search(r"\+(\d+) points", message).group(1))
    assert points == 20, message  # base 10 + two pantry items
    shoot("cooked")

    browser.get(server + "/leaderboard?period=week")
    assert "You are #" in browser.find_element(By.CSS_SELECTOR, ".notice").text
    assert browser.find_elements(By.CSS_SELECTOR, "tr.is-viewer")
    shoot("leaderboard")

    browser.get(server + "/u/" + username)
    assert f"{points}\npoints" in browser.find_element(By.CSS_SELECTOR, ".profile-stats").text or \
        f"{points} points" in browser.find_element(By.CSS_SELECTOR, ".profile-stats").text
    assert "Buttered Eggs" in browser.find_element(By.ID, "history").text
    shoot("profile")
