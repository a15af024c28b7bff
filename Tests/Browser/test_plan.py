"""The meal plan: plan a recipe from its page, add a free-text entry, move one with its form (and by
dragging, where JavaScript runs), shop for the week, tick what was cooked and make the calendar
link — at desktop (seven columns) and phone (a day per row) widths."""
import urllib.request

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from helpers import assert_fields_labelled, fill, flash_text, new_recipe_url, register, submit, write_recipe


def entry_slot(browser, title):
    """The day and meal of the entry titled `title` on the plan page."""
    entry = browser.find_element(By.XPATH, f"//li[contains(@class,'plan-entry')][.//*[normalize-space()='{title}']]")
    slot = entry.find_element(By.XPATH, "ancestor::div[@data-plan-drop]")
    return slot.get_attribute("data-day"), slot.get_attribute("data-slot")


def test_plan_a_week(server, browser, shoot, username):
    register(browser, server, username)
    title = "Plan Omelette " + username[-4:]
    write_recipe(browser, server, title, "breakfast", 2, ["3 large eggs", "1 tbsp butter", "salt to taste"],
                 ["Beat the eggs.", "Cook them in the butter."])
    recipe_url = new_recipe_url(browser)
    browser.get(recipe_url)

    # From the recipe page: day (today), meal, servings.
    browser.find_element(By.XPATH, "//summary[normalize-space()='Add to meal plan']").click()
    form = browser.find_element(By.CSS_SELECTOR, "form.plan-quick")
    Select(form.find_element(By.NAME, "slot")).select_by_value("dinner")
    servings = form.find_element(By.NAME, "servings")
    servings.clear()
    servings.send_keys("4")
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", form)
    shoot("recipe")
    submit(browser, form.find_element(By.CSS_SELECTOR, "button[type=submit]"))
    assert "/plan" in browser.current_url
    assert "Planned " + title in flash_text(browser)
    day, slot = entry_slot(browser, title)
    assert slot == "dinner"
    assert "4 servings" in browser.find_element(By.CSS_SELECTOR, ".plan-entry").text

    # Free text on the plan page, every field labelled.
    assert_fields_labelled(browser)
    fill(browser, "plan-text", "leftovers")
    Select(browser.find_element(By.ID, "plan-day")).select_by_value(day)
    Select(browser.find_element(By.ID, "plan-slot")).select_by_value("lunch")
    fill(browser, "plan-note", "from the freezer")
    submit(browser, browser.find_element(By.CSS_SELECTOR, "form.plan-add button[type=submit]"))
    assert entry_slot(browser, "leftovers") == (day, "lunch")
    browser.get(server + "/plan")
    header = browser.find_element(By.CSS_SELECTOR, ".header-inner")
    fits = browser.execute_script("return [arguments[0].scrollWidth, arguments[0].clientWidth, arguments[0].innerHTML.length]", header)
    assert fits[0] <= fits[1], fits
    columns = {e.location["y"] for e in browser.find_elements(By.CSS_SELECTOR, ".plan-day")}
    assert len(columns) == (1 if browser.layout == "desktop" else 7), "seven columns on a desktop, a day per row on a phone"
    shoot("week")

    # Move with the form: the omelette to breakfast the same day.
    entry = browser.find_element(By.XPATH, f"//li[contains(@class,'plan-entry')][.//a[normalize-space()='{title}']]")
    entry.find_element(By.TAG_NAME, "summary").click()
    Select(entry.find_element(By.NAME, "slot")).select_by_value("breakfast")
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", entry)
    shoot("move")
    submit(browser, entry.find_element(By.XPATH, ".//button[starts-with(normalize-space(),'Move')]"))
    assert entry_slot(browser, title) == (day, "breakfast")

    # Drag, where JavaScript runs: the leftovers onto the snack slot of the same day.
    if browser.layout == "desktop":
        html = browser.find_element(By.TAG_NAME, "html")
        browser.execute_script("""
            const entry = [...document.querySelectorAll('[data-plan-entry]')].find(e => e.textContent.includes('leftovers'));
            const target = document.querySelector(`[data-plan-drop][data-day='${arguments[0]}'][data-slot='snack']`);
            const data = new DataTransfer();
            entry.dispatchEvent(new DragEvent('dragstart', {bubbles: true, dataTransfer: data}));
            target.dispatchEvent(new DragEvent('dragover', {bubbles: true, cancelable: true, dataTransfer: data}));
            target.dispatchEvent(new DragEvent('drop', {bubbles: true, cancelable: true, dataTransfer: data}));
        """, day)
        from helpers import wait_for_new_page
        wait_for_new_page(browser, html)
        assert entry_slot(browser, "leftovers") == (day, "snack")

    # Shop for the week: 4 servings of a 2-serving recipe need 6 eggs; the butter is in the pantry.
    browser.get(server + "/pantry")
    fill(browser, "lines", "250 g butter")
    submit(browser, browser.find_element(By.CSS_SELECTOR, "form:has(#lines) button[type=submit]"))
    browser.get(server + "/plan")
    submit(browser, browser.find_element(By.XPATH, "//button[normalize-space()='Shop for this week']"))
    assert browser.current_url.endswith("/groceries")
    eggs = browser.find_element(By.XPATH, "//li[contains(@class,'grocery-item')][.//span[@class='grocery-name' and normalize-space()='eggs']]")
    assert "6" in eggs.find_element(By.CLASS_NAME, "grocery-amount").text
    assert "for " + title in eggs.text
    assert "butter" not in browser.find_element(By.CSS_SELECTOR, "main").text.split("Estimated")[1]
    shoot("groceries")

    # Cooking it ticks the entry.
    browser.get(recipe_url)
    submit(browser, browser.find_element(By.LINK_TEXT, "I cooked this"))
    submit(browser, browser.find_element(By.XPATH, "//button[normalize-space()='Yes, I cooked it']"))
    assert "Ticked on your meal plan" in flash_text(browser)
    browser.get(server + "/plan")
    assert browser.find_elements(By.CSS_SELECTOR, ".plan-entry.is-cooked")

    # The calendar link, shown once; the feed is iCalendar.
    submit(browser, browser.find_element(By.XPATH, "//button[normalize-space()='Make a calendar link']"))
    link = browser.find_element(By.ID, "plan-feed-link").get_attribute("value")
    assert link.endswith(".ics")
    with urllib.request.urlopen(link) as response:
        body = response.read().decode()
    assert body.startswith("BEGIN:VCALENDAR\r\n") and "SUMMARY:Breakfast: " + title in body.replace("\r\n ", "")
    browser.execute_script("arguments[0].scrollIntoView()", browser.find_element(By.ID, "calendar"))
    shoot("calendar")

    # From a search result card: "Add to plan" opens the form with day, meal, servings and a note.
    browser.get(server + "/search?q=" + title.replace(" ", "+"))
    card = browser.find_element(By.XPATH, f"//li[contains(@class,'card')][.//*[normalize-space()='{title}']]")
    submit(browser, card.find_element(By.PARTIAL_LINK_TEXT, "to plan"))
    assert "/plan/add?recipe=" in browser.current_url
    Select(browser.find_element(By.CSS_SELECTOR, "select[name=slot]")).select_by_value("snack")
    browser.find_element(By.CSS_SELECTOR, "input[name=note]").send_keys("half for tomorrow")
    shoot("add-form")
    submit(browser, browser.find_element(By.XPATH, "//button[normalize-space()='Add to plan']"))
    assert "half for tomorrow" in browser.find_element(By.CSS_SELECTOR, ".plan-week").text

    # Remove the free-text entry.
    entry = browser.find_element(By.XPATH, "//li[contains(@class,'plan-entry')][.//*[normalize-space()='leftovers']]")
    summary = entry.find_element(By.TAG_NAME, "summary")
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", summary)  # clear of the sticky header
    summary.click()
    submit(browser, entry.find_element(By.XPATH, ".//button[starts-with(normalize-space(),'Remove')]"))
    assert "Removed leftovers" in flash_text(browser)
    assert "leftovers" not in browser.find_element(By.CSS_SELECTOR, ".plan-week").text
