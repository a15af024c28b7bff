"""Barcodes on the pantry page: without a barcode reader in the browser (headless Chromium has
none) the number is typed; a mistyped one is refused with the reason and kept; an unknown one is
described once (its food picked from the ones its name suggests) and lands in the pantry; the
product page shows its labels — at desktop and phone widths."""
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from helpers import assert_fields_labelled, fill, flash_text, register, submit


def test_scan_a_product(server, browser, shoot, username):
    register(browser, server, username)
    browser.get(server + "/pantry")
    has_reader = browser.execute_script("return 'BarcodeDetector' in window")
    camera = browser.find_element(By.CSS_SELECTOR, "[data-scan-camera]")
    assert camera.is_displayed() == has_reader, "the camera button only where the browser reads barcodes"

    form = "form[action='/pantry/scan'] button[type=submit]"
    fill(browser, "barcode", "5012345678901")
    submit(browser, browser.find_element(By.CSS_SELECTOR, form))
    assert "mistyped" in browser.find_element(By.CSS_SELECTOR, "#barcode ~ .field-error, .scan-form .field-error").text
    assert browser.find_element(By.ID, "barcode").get_attribute("value") == "5012345678901"
    shoot("typo")

    # A product nobody described yet (a fresh number each run: the server's database is shared).
    body = "50" + username[-10:].translate(str.maketrans("abcdef", "123456"))
    digits = [int(c) for c in body]
    check = (10 - sum(d * (3 if i % 2 == 0 else 1) for i, d in enumerate(reversed(digits))) % 10) % 10
    code = body + str(check)
    fill(browser, "barcode", code)
    submit(browser, browser.find_element(By.CSS_SELECTOR, form))
    assert browser.find_element(By.TAG_NAME, "h1").text == "New product"
    fill(browser, "product-name", "Rolled oats")
    fill(browser, "product-package", "500 g")
    submit(browser, browser.find_element(By.CSS_SELECTOR, "button[value=find]"))
    foods = Select(browser.find_element(By.ID, "product-food"))
    assert len(foods.options) > 1, "foods for the name are offered"
    assert "oat" in foods.first_selected_option.text.lower(), foods.first_selected_option.text
    assert_fields_labelled(browser)
    shoot("describe")
    submit(browser, browser.find_element(By.CSS_SELECTOR, "button[value=save]"))
    assert "Saved “Rolled oats” for everyone here" in flash_text(browser)
    names = [e.text for e in browser.find_elements(By.CSS_SELECTOR, ".pantry-item strong")]
    assert any("oats" in n.lower() for n in names), names

    # Scanned again: straight in.
    fill(browser, "barcode", code)
    submit(browser, browser.find_element(By.CSS_SELECTOR, form))
    assert "Added 500 g Rolled oats to your pantry." in flash_text(browser)

    browser.get(server + "/products/" + code)
    labels = browser.find_elements(By.CSS_SELECTOR, ".nutrition-label")
    assert len(labels) == 2 and "1 package (500 g)" in labels[0].text and "100 g" in labels[1].text
    shoot("product")
