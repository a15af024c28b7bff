"""Sign up, open a recipe, upload a dish photo and see it in the gallery — at desktop and phone widths."""
import re
import shutil
import tempfile
from pathlib import Path

from selenium.webdriver.common.by import By

from conftest import free_port, make_driver, start_server, stop_server
from helpers import fill, flash_text, register, submit

FIXTURES = Path(__file__).resolve().parents[1] / "DishPhotosTests" / "Fixtures"


def test_upload_a_photo_and_see_it_in_the_gallery(server, browser, shoot, username):
    register(browser, server, username)
    browser.get(server + "/recipes/random")
    assert re.search(r"/recipes/\d+$", browser.current_url)
    recipe_url = browser.current_url

    form = browser.find_element(By.CSS_SELECTOR, "form.photo-form")
    browser.execute_script("arguments[0].scrollIntoView()", form)
    file_input = form.find_element(By.CSS_SELECTOR, "input[type=file][name=photo]")
    assert file_input.get_attribute("accept") == "image/*"
    assert file_input.get_attribute("capture") == "environment"
    shoot("form")

    # A file that is not a photo first: refused with words, and the caption stays.
    fill(browser, "photo-caption", "Made it for " + username)
    file_input.send_keys(str(FIXTURES / "not-an-image.jpg"))
    submit(browser, form.find_element(By.CSS_SELECTOR, "button[type=submit]"))
    error = browser.find_element(By.CSS_SELECTOR, "#photo-file-error").text
    assert "That file is not a JPEG, PNG, WebP" in error, error
    assert browser.find_element(By.ID, "photo-caption").get_attribute("value") == "Made it for " + username
    shoot("refused")

    form = browser.find_element(By.CSS_SELECTOR, "form.photo-form")
    form.find_element(By.CSS_SELECTOR, "input[type=file][name=photo]").send_keys(str(FIXTURES / "dish.jpg"))
    submit(browser, form.find_element(By.CSS_SELECTOR, "button[type=submit]"))
    assert browser.current_url.startswith(recipe_url)
    assert "Photo added" in flash_text(browser)

    cards = browser.find_elements(By.CSS_SELECTOR, ".photo-grid .photo-card")
    mine = [c for c in cards if ("Made it for " + username) in c.text]
    assert mine, [c.text for c in cards]
    assert ("by " + username) in mine[0].text
    image = mine[0].find_element(By.TAG_NAME, "img")
    assert re.search(r"/uploads/[0-9a-f]{32}\.jpg$", image.get_attribute("src"))
    browser.execute_script("arguments[0].scrollIntoView()", image)
    # The thumbnail really loaded and decoded in the browser.
    assert browser.execute_script("return arguments[0].complete && arguments[0].naturalWidth", image) > 0
    shoot("gallery")


def libvips_is_mapped(process):
    with open(f"/proc/{process.pid}/maps") as maps:
        return "libvips" in maps.read()


def test_a_server_opens_libvips_with_its_first_photo(username):
    """A server keeps libvips (and the ~25 MB of libraries it brings) out of its memory until
    someone uploads a photo; that first photo is then processed as any other."""
    workdir = tempfile.mkdtemp(prefix="pantrix-photos-")
    process, log, base = start_server(workdir, free_port())
    driver = make_driver(390, 844)
    try:
        register(driver, base, username)
        driver.get(base + "/recipes/random")
        assert not libvips_is_mapped(process)
        form = driver.find_element(By.CSS_SELECTOR, "form.photo-form")
        form.find_element(By.CSS_SELECTOR, "input[type=file][name=photo]").send_keys(str(FIXTURES / "dish.jpg"))
        submit(driver, form.find_element(By.CSS_SELECTOR, "button[type=submit]"))
        assert "Photo added" in flash_text(driver)
        assert libvips_is_mapped(process)
    finally:
        driver.quit()
        stop_server(process, log)
        shutil.rmtree(workdir, ignore_errors=True)
