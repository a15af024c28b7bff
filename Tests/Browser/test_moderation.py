"""Report a recipe from its menu, hide it from the admin queue, and see what each person sees —
at phone width: the reporter gets a 404, the author a notice saying why."""
import uuid

import pytest
from selenium.webdriver.common.by import By

from helpers import fill, flash_text, log_in, log_out, make_admin, new_recipe_url, register, submit, write_recipe


@pytest.mark.parametrize("browser", ["phone"], indirect=True)
def test_report_hide_and_the_author_sees_why(server, browser, shoot):
    run = uuid.uuid4().hex[:8]
    author, reporter, admin = "chef_" + run, "reader_" + run, "mod_" + run
    title = "Midnight Noodles " + run

    # A publishes a recipe.
    register(browser, server, author)
    write_recipe(browser, server, title, "dinner", 2, ["200 g egg noodles", "2 tbsp soy sauce", "1 spring onion"],
                 ["Boil the noodles.", "Toss with soy sauce and spring onion."])
    assert "published and in your favourites" in flash_text(browser)
    recipe_url = new_recipe_url(browser)
    recipe_id = recipe_url.rstrip("/").split("/")[-1]
    browser.get(recipe_url)
    assert not browser.find_elements(By.CSS_SELECTOR, "details.report-menu"), "no menu on one's own recipe"
    log_out(browser)

    # B reports it from the small menu next to it; the thanks names nobody.
    register(browser, server, reporter)
    browser.get(recipe_url)
    menu = browser.find_element(By.CSS_SELECTOR, ".recipe-head details.report-menu")
    menu.find_element(By.TAG_NAME, "summary").click()
    menu.find_element(By.CSS_SELECTOR, "input[name=reason][value=copyright]").click()
    fill(browser, f"report-recipe-{recipe_id}-note", "Copied word for word from a cookbook.")
    shoot("report-menu")
    submit(browser, menu.find_element(By.CSS_SELECTOR, "button[type=submit]"))
    thanks = flash_text(browser)
    assert "Thanks for your report" in thanks
    assert author not in thanks and title not in thanks
    log_out(browser)

    # An admin hides it from the queue, with a reason.
    register(browser, server, admin)
    make_admin(admin)
    browser.get(server + "/admin/reports")
    group = browser.find_element(By.ID, f"report-recipe-{recipe_id}")
    assert title in group.text and "copyright" in group.text
    shoot("queue")
    fill(browser, f"hide-recipe-{recipe_id}", "Copied from a published cookbook")
    submit(browser, group.find_element(By.CSS_SELECTOR, "form.report-hide button[type=submit]"))
    assert "Hidden." in flash_text(browser)
    assert "No reports waiting" in browser.page_source
    log_out(browser)

    # B now finds nothing there.
    log_in(browser, server, reporter)
    browser.get(recipe_url)
    assert browser.find_element(By.TAG_NAME, "h1").text == "Page not found"
    assert title not in browser.page_source
    shoot("reporter-404")
    log_out(browser)

    # A still has it, with the moderator's reason, and nothing about who reported it.
    log_in(browser, server, author)
    browser.get(recipe_url)
    assert browser.find_element(By.TAG_NAME, "h1").text == title
    notice = browser.find_element(By.CSS_SELECTOR, ".moderation-notice").text
    assert "A moderator hid this recipe" in notice and "Copied from a published cookbook" in notice
    assert reporter not in browser.page_source
    width = browser.execute_script("return document.documentElement.scrollWidth")
    assert width <= 390, f"the page fits a phone ({width}px)"
    shoot("author-notice")
