"""The pantry a line per item: name, amount, use-by and a small Edit menu (with Remove in it);
the add forms as wide as the list and the staples; the add field dark in the dark theme; 16 items
fit a 390 px phone — at desktop and phone widths."""
from selenium.webdriver.common.by import By

from helpers import fill, flash_text, register, submit

# Issue 30 measured 16 items at 3,750 px on a 390 px phone.
MAX_PHONE_HEIGHT = 1_800
LINES = ["6 eggs", "1 l milk", "500 g rice", "2 onions", "garlic", "1 kg potatoes", "4 carrots", "250 g butter",
         "200 g cheddar", "500 g spaghetti", "2 cans chopped tomatoes", "1 lemon", "plain flour", "500 g chicken breast"]


def test_a_pantry_of_sixteen_lines(server, browser, shoot, username):
    register(browser, server, username)
    browser.get(server + "/pantry")
    submit(browser, browser.find_element(By.CSS_SELECTOR, "form[action='/pantry/basics'] button[value=take]"))
    fill(browser, "lines", "\n".join(LINES))
    submit(browser, browser.find_element(By.CSS_SELECTOR, "form:has(#lines) button[type=submit]"))
    for text, day in (("2 leeks", "2030-01-31"), ("150 g greek yogurt", "2020-01-01")):
        fill(browser, "item", text)
        browser.execute_script("document.getElementById('useBy').value = arguments[0]", day)
        submit(browser, browser.find_element(By.CSS_SELECTOR, "form:has(#item) button[type=submit]"))
    browser.get(server + "/pantry")
    items = browser.find_elements(By.CSS_SELECTOR, ".pantry-item")
    assert len(items) == 16, flash_text(browser)

    # Each item a line with its name once; the dated ones say so.
    for item in items:
        name = item.find_element(By.CSS_SELECTOR, ".pantry-name").text
        line = browser.execute_script(
            "return [...arguments[0].childNodes].filter(n => n.tagName !== 'DETAILS').map(n => n.textContent).join(' ')", item)
        assert line.count(name) == 1, line
        assert item.size["height"] <= 50, f"{line!r} is {item.size['height']} px tall"
    yogurt = next(i for i in items if "greek yogurt" in i.text)
    assert "expired: 1 Jan" in yogurt.text, yogurt.text

    height = browser.execute_script("return document.documentElement.scrollHeight")
    print(f"a pantry of 16 items at {browser.layout}: {height:,} px")
    if browser.layout == "phone":
        assert height <= MAX_PHONE_HEIGHT, f"{height:,} px tall at 390 px"

    # The add panel is as wide as the list below it and the staples.
    widths = browser.execute_script("""
        return ['.pantry-add', '.pantry-list', '#staples'].map(s => Math.round(document.querySelector(s).getBoundingClientRect().width));
    """)
    assert max(widths) - min(widths) <= 2, widths
    shoot("list")

    # The menu: Edit opens to the item's form and Remove, each big enough to tap.
    menu = items[0].find_element(By.CSS_SELECTOR, ".pantry-menu > summary")
    assert menu.size["height"] >= 24 and menu.size["width"] >= 24
    name = items[0].find_element(By.CSS_SELECTOR, ".pantry-name").text
    menu.click()
    remove = items[0].find_element(By.CSS_SELECTOR, "button.button-secondary")
    assert remove.is_displayed() and remove.get_attribute("textContent").strip() == f"Remove {name}"
    assert remove.size["height"] >= 24
    shoot("menu")
    submit(browser, remove)
    assert name not in [e.text for e in browser.find_elements(By.CSS_SELECTOR, ".pantry-name")]
    assert len(browser.find_elements(By.CSS_SELECTOR, ".pantry-item")) == 15

    # Dark theme: the add field is dark like the rest of the page, not a white box.
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
    browser.get(server + "/pantry")
    background = browser.execute_script("return getComputedStyle(document.getElementById('item')).backgroundColor")
    assert background != "rgb(255, 255, 255)", background
    shoot("dark")
