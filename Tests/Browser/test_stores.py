"""Your stores and your prices: name stores (with a map link), record prices (mistakes keep what
was typed), then the grocery list grouped by the cheapest store with each store's total and a
recipe's cost at your prices — at desktop and phone widths, without horizontal scrolling."""
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

from helpers import assert_fields_labelled, fill, flash_text, register, submit

NO_SIDEWAYS = "return document.documentElement.scrollWidth <= document.documentElement.clientWidth"


def add_store(browser, name, address):
    fill(browser, "store-name", name)
    fill(browser, "store-address", address)
    submit(browser, browser.find_element(By.CSS_SELECTOR, "form.store-form button[type=submit]"))


def record(browser, item, quantity, paid, store):
    fill(browser, "price-item", item)
    fill(browser, "price-quantity", quantity)
    fill(browser, "price-paid", paid)
    Select(browser.find_element(By.ID, "price-store")).select_by_visible_text(store)
    submit(browser, browser.find_element(By.CSS_SELECTOR, "form.price-form button[type=submit]"))


def section_headings(browser):
    return [" ".join(h.get_attribute("textContent").split()) for h in browser.find_elements(By.CSS_SELECTOR, ".grocery-section h2")]


def test_stores(server, browser, shoot, username):
    register(browser, server, username)
    browser.get(server + "/groceries")
    submit(browser, browser.find_element(By.LINK_TEXT, "Your stores and prices"))
    assert browser.find_element(By.TAG_NAME, "h1").text == "Your stores"
    assert_fields_labelled(browser)

    # No name: the message, and the address kept.
    add_store(browser, "", "12 Elm Street, Leeds")
    assert "Give the store a name" in browser.find_element(By.CSS_SELECTOR, ".field-error").text
    assert browser.find_element(By.ID, "store-address").get_attribute("value") == "12 Elm Street, Leeds"
    add_store(browser, "Corner market", "12 Elm Street, Leeds")
    assert "Added Corner market" in flash_text(browser)
    add_store(browser, "Bigmart", "")
    link = browser.find_element(By.LINK_TEXT, "Show on map")
    assert link.get_attribute("href") == "https://www.openstreetmap.org/search?query=12%20Elm%20Street%2C%20Leeds"
    assert link.get_attribute("rel") == "noopener noreferrer"
    assert browser.find_element(By.LINK_TEXT, "Open in a map app").get_attribute("href").startswith("geo:0,0?q=12%20Elm")

    # A bad amount: the message, and everything typed kept.
    record(browser, "eggs", "6", "3.999", "Bigmart")
    assert "at most two decimals" in browser.find_element(By.CSS_SELECTOR, ".field-error").text
    assert browser.find_element(By.ID, "price-item").get_attribute("value") == "eggs"
    assert browser.find_element(By.ID, "price-quantity").get_attribute("value") == "6"
    assert browser.find_element(By.ID, "price-paid").get_attribute("value") == "3.999"
    assert Select(browser.find_element(By.ID, "price-store")).first_selected_option.text == "Bigmart"
    assert browser.execute_script(NO_SIDEWAYS)
    shoot("mistake")
    record(browser, "eggs", "6", "3.00", "Corner market")
    record(browser, "eggs", "12", "4.80", "Bigmart")
    record(browser, "rice", "1 kg", "2.20", "Corner market")
    prices = browser.find_element(By.CSS_SELECTOR, ".price-list").text
    assert "$0.40 each" in prices and "$2.20/kg" in prices, prices
    assert browser.execute_script(NO_SIDEWAYS)
    shoot("stores")

    # The grocery list by store.
    browser.get(server + "/groceries")
    for item in ["6 eggs", "500 g rice", "2 lemons"]:
        fill(browser, "item", item)
        submit(browser, browser.find_element(By.CSS_SELECTOR, "form.grocery-add button[type=submit]"))
    headings = section_headings(browser)
    assert headings == ["Bigmart $2.40", "Corner market $1.10", "No price of yours yet"], headings
    assert "cheapest at Bigmart" in browser.find_element(By.CSS_SELECTOR, ".grocery-cheapest").text
    assert browser.execute_script(NO_SIDEWAYS)
    shoot("groceries")
    submit(browser, browser.find_element(By.LINK_TEXT, "By section"))
    assert "By store" in browser.find_element(By.CSS_SELECTOR, ".grocery-groupings").text
    assert "Bigmart $2.40" not in section_headings(browser)

    # Ticking the eggs takes them off what the list comes to at once, as the server then says.
    total = lambda d: d.find_element(By.CSS_SELECTOR, "[data-grocery-total]").text
    before = total(browser)
    eggs = [li for li in browser.find_elements(By.CSS_SELECTOR, ".grocery-item") if "eggs" in li.text][0]
    eggs.find_element(By.CSS_SELECTOR, ".grocery-check button").click()
    WebDriverWait(browser, 10).until(lambda d: total(d) != before)
    ticked = total(browser)
    browser.get(server + "/groceries")
    assert total(browser) == ticked, (before, ticked, total(browser))
    eggs = [li for li in browser.find_elements(By.CSS_SELECTOR, ".grocery-item") if "eggs" in li.text][0]
    eggs.find_element(By.CSS_SELECTOR, ".grocery-check button").click()
    WebDriverWait(browser, 10).until(lambda d: total(d) == before)
    browser.get(server + "/groceries")

    # Bought: tick the lemons and say what they cost while moving them to the pantry.
    lemons = [li for li in browser.find_elements(By.CSS_SELECTOR, ".grocery-item") if "lemons" in li.text][0]
    lemons.find_element(By.CSS_SELECTOR, ".grocery-check button").click()  # ticked in place by script
    WebDriverWait(browser, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, ".grocery-item.is-checked"))

    # Without a reload, "What did you pay?" shows with a field for the lemons only.
    WebDriverWait(browser, 10).until(lambda d: d.find_element(By.CSS_SELECTOR, ".pay-fields").is_displayed())
    shown = [f for f in browser.find_elements(By.CSS_SELECTOR, ".pay-fields [data-pay-for]") if f.is_displayed()]
    assert len(shown) == 1 and "lemons" in shown[0].text, [f.text for f in shown]
    browser.get(server + "/groceries")
    paid = browser.find_element(By.CSS_SELECTOR, ".pay-fields [data-pay-for]:not([hidden]) input[name^='paid-']")
    assert browser.find_elements(By.CSS_SELECTOR, f"label[for='{paid.get_attribute('id')}']")
    paid.send_keys("1,999")
    Select(browser.find_element(By.ID, "pay-store")).select_by_visible_text("Corner market")
    submit(browser, browser.find_element(By.XPATH, "//button[normalize-space()='Move checked to pantry']"))
    assert "at most two decimals" in browser.find_element(By.CSS_SELECTOR, ".pay-fields .field-error").text
    paid = browser.find_element(By.CSS_SELECTOR, ".pay-fields [data-pay-for]:not([hidden]) input[name^='paid-']")
    assert paid.get_attribute("value") == "1,999"
    assert browser.execute_script(NO_SIDEWAYS)
    shoot("paid-mistake")
    fill(browser, paid.get_attribute("id"), "1.20")
    submit(browser, browser.find_element(By.XPATH, "//button[normalize-space()='Move checked to pantry']"))
    assert "Moved 1 item" in flash_text(browser)
    browser.get(server + "/stores")
    assert "lemons" in browser.find_element(By.CSS_SELECTOR, ".price-list").text
