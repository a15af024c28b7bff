"""Every page fits a 360 px phone: nothing wider than the screen (no sideways scrolling), and no
tap target smaller than 24 × 24 px (WCAG 2.2, 2.5.8) except links inside running text."""
from pathlib import Path

from selenium.webdriver.common.by import By

from conftest import make_driver
from helpers import fill, register, submit

PAGES = ["/", "/search?q=chicken", "/search?diet=vegetarian", "/recipes/1", "/cook", "/pantry", "/groceries",
         "/favourites", "/lists", "/leaderboard", "/points", "/settings", "/settings/taste", "/foods?q=milk",
         "/nutrition", "/recipes/new", "/recipes/import", "/following", "/invites", "/recipes/1/cook"]

MEASURE = """
const small = [];
for (const el of document.querySelectorAll('a, button, input:not([type=hidden]), select, textarea, summary')) {
  const r = el.getBoundingClientRect();
  const style = getComputedStyle(el);
  if ((r.width === 0 && r.height === 0) || style.visibility === 'hidden') continue;
  if (el.tagName === 'A' && style.display === 'inline') {
    // The inline exception: a link in a sentence is as tall as the line it sits in.
    const text = (el.parentElement.textContent || '').trim(), own = (el.textContent || '').trim();
    if (text.length > own.length + 3) continue;
  }
  if (r.width < 23.5 || r.height < 23.5) {
    small.push(`${el.tagName.toLowerCase()}.${el.className} "${(el.textContent || el.name || '').trim().slice(0, 30)}" ${Math.round(r.width)}×${Math.round(r.height)}`);
  }
}
return {width: document.documentElement.scrollWidth, small};
"""


def test_every_page_fits_a_phone_with_targets_big_enough(server, username):
    driver = make_driver(360, 800)
    try:
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": 360, "height": 800, "deviceScaleFactor": 2, "mobile": True})
        register(driver, server, username)
        driver.get(server + "/pantry")
        fill(driver, "lines", "eggs\nonion\ngarlic\nrice\ntomatoes\nchicken breast\nmilk\nbutter\nflour")
        submit(driver, driver.find_element(By.CSS_SELECTOR, "form[action='/pantry/items'] button[type=submit]"))
        problems = []
        for page in PAGES:
            driver.get(server + page)
            found = driver.execute_script(MEASURE)
            if found["width"] > 360:
                problems.append(f"{page} is {found['width']} px wide")
            problems += [f"{page}: {target}" for target in found["small"]]
        assert not problems, "\n".join(problems)
    finally:
        driver.quit()


CONTRAST = (Path(__file__).parent / "contrast.js").read_text()
CONTRAST_PAGES = ["/", "/recipes/1", "/cook", "/pantry", "/groceries", "/search?q=chicken", "/leaderboard",
                  "/settings", "/foods?q=milk", "/recipes/new", "/register", "/recipes/1/cook"]


def test_text_contrast_holds_in_the_light_and_the_dark_theme(server, username):
    driver = make_driver(1280, 900)
    try:
        register(driver, server, username)
        problems = []
        for scheme in ("light", "dark"):
            driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
            for page in CONTRAST_PAGES:
                driver.get(server + page)
                background = driver.execute_script("return getComputedStyle(document.body).backgroundColor")
                if scheme == "dark":
                    assert background != "rgb(251, 247, 241)", "the dark theme follows the system setting"
                problems += [f"{scheme} {page}: {item}" for item in driver.execute_script(CONTRAST)]
        assert not problems, "\n".join(problems)
    finally:
        driver.quit()
