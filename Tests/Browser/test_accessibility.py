"""axe-core over every page the layout test visits, signed out and signed in (a kitchen in use:
pantry, planned week, grocery list, household), in the light and the dark theme, at phone width:
no serious or critical violation. A failure lists each rule with its impact, page, theme and the
selectors of the elements it found."""
from pathlib import Path

import axe_selenium_python
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import make_driver
from helpers import PAGES, SIGNED_OUT_PAGES, fill, fill_pantry, flash_text, register, submit

# axe-selenium-python-nhsuk ships axe-core 4.9 (MPL-2.0) inside the package of that name.
AXE = (Path(axe_selenium_python.__file__).parent / "node_modules" / "axe-core" / "axe.min.js").read_text()
# Colours are judged on the page at rest: a step of cook mode fades in over 0.18 s, and a busy
# machine can run axe while the fade is still under way, measuring a half-transparent heading.
RUN = """
const done = arguments[arguments.length - 1];
Promise.all(document.getAnimations().map(a => a.finished.catch(() => null)))
  .then(() => axe.run(document, {resultTypes: ['violations']})
  .then(r => done(r.violations.filter(v => v.impact === 'serious' || v.impact === 'critical')
    .map(v => ({id: v.id, impact: v.impact, targets: v.nodes.map(n => n.target.join(' '))})))))
  .catch(e => done([{id: 'axe-error', impact: 'critical', targets: [String(e)]}]));
"""
THEMES = ("light", "dark")


def axe_problems(driver, label):
    """The serious and critical violations on the page the browser shows."""
    driver.execute_script(AXE)
    # axe-selenium-python 2.x carries axe-core 3.1, whose rules predate <div> groups in a <dl>.
    assert driver.execute_script("return axe.version").startswith("4."), "reinstall Tests/Browser/requirements.txt"
    return [f"{v['id']} ({v['impact']}) on {label}: {', '.join(v['targets'])}" for v in driver.execute_async_script(RUN)]


def emulate_scheme(driver, scheme):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})


def choose_theme(driver, base, theme):
    """Settings → Display → Theme, as a person picks it."""
    driver.get(base + "/settings")
    driver.find_element(By.CSS_SELECTOR, f"input[name=theme][value={theme}]").click()
    submit(driver, driver.find_element(By.CSS_SELECTOR, "form[action='/settings/display'] button[type=submit]"))


def page_background(driver):
    return driver.execute_script("return getComputedStyle(document.body).backgroundColor")


def suggestions_problems(driver, base, label):
    """The home page's search box as a combobox with its suggestions open, which no page load shows."""
    driver.get(base + "/")
    driver.find_element(By.ID, "home-q").send_keys("chick")
    WebDriverWait(driver, 10).until(lambda d: d.find_element(By.ID, "home-q-suggestions").is_displayed())
    return axe_problems(driver, label)


def set_up_kitchen(driver, base):
    """What a cook has after a week of use: a pantry, a planned meal and a free-text one, a grocery
    list and a household."""
    fill_pantry(driver, base)
    assert driver.find_elements(By.CSS_SELECTOR, ".pantry-item"), flash_text(driver)
    driver.get(base + "/recipes/1")
    driver.find_element(By.XPATH, "//summary[normalize-space()='Add to meal plan']").click()
    submit(driver, driver.find_element(By.CSS_SELECTOR, "form.plan-quick button[type=submit]"))
    fill(driver, "plan-text", "leftovers")
    submit(driver, driver.find_element(By.CSS_SELECTOR, "form.plan-add button[type=submit]"))
    assert len(driver.find_elements(By.CSS_SELECTOR, ".plan-entry")) == 2, flash_text(driver)
    driver.get(base + "/groceries")
    fill(driver, "item", "2 lemons")
    submit(driver, driver.find_element(By.CSS_SELECTOR, "form.grocery-add button[type=submit]"))
    driver.get(base + "/household")
    fill(driver, "household-name", "Elm Street")
    submit(driver, driver.find_element(By.CSS_SELECTOR, "form[action='/household'] button[type=submit]"))
    assert "is started" in flash_text(driver)


def test_no_serious_violations_signed_out(server):
    driver = make_driver(390, 844)
    try:
        driver.set_script_timeout(120)
        problems, backgrounds = [], {}
        for scheme in THEMES:
            emulate_scheme(driver, scheme)
            for page in PAGES + SIGNED_OUT_PAGES:
                driver.get(server + page)
                # A signed-in page sends a visitor to the login form, which is checked on its own.
                if page != "/login" and driver.current_url.startswith(server + "/login"):
                    continue
                problems += axe_problems(driver, f"{page} signed out, {scheme}")
            problems += suggestions_problems(driver, server, f"/ with suggestions open, signed out, {scheme}")
            backgrounds[scheme] = page_background(driver)
        assert backgrounds["light"] != backgrounds["dark"], "the dark theme follows the device"
        assert not problems, "\n".join(problems)
    finally:
        driver.quit()


def test_no_serious_violations_signed_in(server, username):
    driver = make_driver(390, 844)
    try:
        driver.set_script_timeout(120)
        register(driver, server, username)
        set_up_kitchen(driver, server)
        problems, backgrounds = [], {}
        for theme in THEMES:
            # The device says the opposite, so the chosen theme is what shows.
            emulate_scheme(driver, "light" if theme == "dark" else "dark")
            choose_theme(driver, server, theme)
            for page in PAGES:
                driver.get(server + page)
                problems += axe_problems(driver, f"{page} signed in, {theme}")
            backgrounds[theme] = page_background(driver)
        assert backgrounds["light"] != backgrounds["dark"], "the theme chosen in Settings applies"
        assert not problems, "\n".join(problems)
    finally:
        driver.quit()
