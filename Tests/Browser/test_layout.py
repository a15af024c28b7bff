"""Every page fits a 360 px phone: nothing wider than the screen (no sideways scrolling), no tap
target smaller than 24 × 24 px (WCAG 2.2, 2.5.8) except links inside running text, and home and
cook now short enough to scroll through (compact cards)."""
from pathlib import Path

from selenium.webdriver.common.by import By

from conftest import make_driver
from helpers import EVERYDAY_PANTRY, PAGES, fill_pantry, flash_text, register

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
return {width: document.documentElement.scrollWidth, height: document.documentElement.scrollHeight, small};
"""

# Issue 18 measured home at 12,300 px and cook now at 13,900 px on a 360 px phone; compact cards
# were to bring each under a third of that.
MAX_HEIGHT = {"/": 12_300 // 3, "/cook": 13_900 // 3}


def test_every_page_fits_a_phone_with_targets_big_enough(server, username):
    driver = make_driver(360, 800)
    try:
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": 360, "height": 800, "deviceScaleFactor": 2, "mobile": True})
        register(driver, server, username)
        fill_pantry(driver, server)
        assert len(driver.find_elements(By.CSS_SELECTOR, ".pantry-item")) == len(EVERYDAY_PANTRY), flash_text(driver)
        problems, heights = [], []
        for page in PAGES:
            driver.get(server + page)
            found = driver.execute_script(MEASURE)
            heights.append(f"{page:28} {found['height']:>6,} px")
            if found["width"] > 360:
                problems.append(f"{page} is {found['width']} px wide")
            if found["height"] >= MAX_HEIGHT.get(page, float("inf")):
                problems.append(f"{page} is {found['height']:,} px tall, over {MAX_HEIGHT[page]:,}")
            problems += [f"{page}: {target}" for target in found["small"]]
        print("Page heights at 360 px:\n" + "\n".join(heights))
        assert not problems, "\n".join(problems) + "\n\nPage heights at 360 px:\n" + "\n".join(heights)
    finally:
        driver.quit()


CONTRAST = (Path(__file__).parent / "contrast.js").read_text()
CONTRAST_PAGES = ["/", "/recipes/1", "/cook", "/pantry", "/groceries", "/search?q=chicken", "/leaderboard",
                  "/settings", "/foods?q=milk", "/recipes/new", "/register", "/recipes/1/cook", "/plan",
                  "/household", "/settings/tokens", "/stores"]


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
