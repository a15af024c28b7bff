"""A recipe prints on one or two sheets, A4 or Letter: title, servings, ingredients, method and a
compact nutrition label; no navigation, buttons or forms."""
import base64
import os
import re
import sqlite3

from selenium.webdriver.common.by import By
from selenium.webdriver.common.print_page_options import PrintOptions

from conftest import make_driver

# Paper sizes in centimetres, as Selenium's print options take them.
PAPERS = {"A4": (21.0, 29.7), "Letter": (21.59, 27.94)}


def longest_recipes(count=3):
    """The seed recipes with the most to print: ingredient lines plus the length of their method."""
    db = sqlite3.connect(f"file:{os.environ['PANTRIX_DB']}?mode=ro", uri=True)
    rows = db.execute("""
        SELECT r.id FROM recipe r
        ORDER BY (SELECT COUNT(*) FROM recipe_ingredient i WHERE i.recipeId = r.id) * 60
               + (SELECT COALESCE(SUM(LENGTH(s.text)), 0) FROM recipe_step s WHERE s.recipeId = r.id) DESC
        LIMIT ?""", (count,)).fetchall()
    db.close()
    return [row[0] for row in rows]


def test_a_recipe_prints_on_at_most_two_sheets_without_the_site_around_it(server):
    driver = make_driver(1280, 900)
    try:
        recipes = longest_recipes()
        assert recipes, "the seed catalogue is loaded"
        for recipe in recipes:
            driver.get(f"{server}/recipes/{recipe}")
            for paper, (width, height) in PAPERS.items():
                options = PrintOptions()
                options.page_width, options.page_height = width, height
                pdf = base64.b64decode(driver.print_page(options))
                pages = len(re.findall(rb"/Type\s*/Page[^s]", pdf))
                assert 1 <= pages <= 2, f"recipe {recipe} on {paper}: {pages} pages"

        # What is left on paper: the print stylesheet as the browser applies it.
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
        driver.get(f"{server}/recipes/{recipes[0]}")
        shown = lambda css: any(e.is_displayed() for e in driver.find_elements(By.CSS_SELECTOR, css))
        for kept in ("h1", ".ingredient-list", ".step-list", ".nutrition-label", ".print-only"):
            assert shown(kept), f"{kept} is printed"
        assert re.match(r"For \d+ servings?", driver.find_element(By.CSS_SELECTOR, ".print-only").text)
        for left_out in (".site-header", ".site-footer", "form", "button", ".recipe-controls", ".related", ".cost-panel"):
            assert not shown(left_out), f"{left_out} is left out of the print"
    finally:
        driver.quit()
