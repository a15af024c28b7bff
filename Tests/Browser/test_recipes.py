"""Search for a recipe, open it, change the servings and the units — at desktop and phone widths."""
import re

from selenium.webdriver.common.by import By

from helpers import fill, submit


def ingredient_lines(browser):
    return [li.text for li in browser.find_elements(By.CSS_SELECTOR, ".ingredient-list > li")]


def test_search_open_recipe_and_change_servings(server, browser, shoot):
    browser.get(server + "/")
    assert browser.find_elements(By.CSS_SELECTOR, ".card"), "the home page shows recipe cards"
    fill(browser, "home-q", "chick")
    submit(browser, browser.find_element(By.CSS_SELECTOR, ".hero-search button"))
    assert "/search?q=chick" in browser.current_url
    titles = [t.text for t in browser.find_elements(By.CSS_SELECTOR, ".card-title")]
    assert any("Chicken" in t for t in titles) and any("Chickpea" in t for t in titles), titles
    shoot("search")

    submit(browser, browser.find_elements(By.CSS_SELECTOR, ".card-link")[0])
    assert re.search(r"/recipes/\d+$", browser.current_url)
    title = browser.find_element(By.TAG_NAME, "h1").text
    assert browser.find_element(By.CSS_SELECTOR, ".nutrition-label").is_displayed()
    before = ingredient_lines(browser)
    current = browser.find_element(By.CSS_SELECTOR, ".segmented[aria-label=Servings] a.current").text
    shoot("recipe")

    target = str(int(current) * 2)
    submit(browser, browser.find_element(By.XPATH, f"//div[@aria-label='Servings']/a[text()='{target}']"))
    assert f"servings={target}" in browser.current_url
    assert browser.find_element(By.TAG_NAME, "h1").text == title
    assert f"Scaled from {current} to {target} servings." in browser.find_element(By.CSS_SELECTOR, ".notice").text
    after = ingredient_lines(browser)
    assert len(after) == len(before) and after != before, "quantities change with the servings"
    assert f"{target} servings per recipe" in browser.find_element(By.CSS_SELECTOR, ".nf-servings").text
    shoot("recipe-doubled")

    submit(browser, browser.find_element(By.XPATH, "//div[@aria-label='Measures']/a[text()='Metric']"))
    assert "units=metric" in browser.current_url and f"servings={target}" in browser.current_url
    shoot("recipe-metric")


def test_filters_stay_in_the_url(server, browser, shoot):
    browser.get(server + "/search")
    details = browser.find_element(By.CSS_SELECTOR, "details.filters")
    if details.get_attribute("open") is None:
        details.find_element(By.TAG_NAME, "summary").click()
    browser.find_element(By.CSS_SELECTOR, "#category option[value=dessert]").click()
    fill(browser, "time", "45")
    submit(browser, details.find_element(By.CSS_SELECTOR, "button[type=submit]"))
    assert "category=dessert" in browser.current_url and "time=45" in browser.current_url
    kickers = [k.text for k in browser.find_elements(By.CSS_SELECTOR, ".card-kicker")]
    assert kickers and all(k.upper().startswith("DESSERTS") for k in kickers), kickers
    shoot("filtered")
