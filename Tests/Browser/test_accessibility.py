"""axe-core (bundled by axe-selenium-python) over every page the layout test visits, signed out
and signed in, light and dark, at phone width: no serious or critical violation."""
from pathlib import Path

import axe_selenium_python
from selenium.webdriver.common.by import By

from conftest import make_driver
from helpers import fill, flash_text, register, submit
from test_layout import PAGES

AXE = (Path(axe_selenium_python.__file__).parent / "node_modules" / "axe-core" / "axe.min.js").read_text()
SIGNED_OUT = ["/", "/search?q=chicken", "/search?diet=vegetarian", "/recipes/1", "/leaderboard", "/foods?q=milk",
              "/nutrition", "/login", "/register", "/forgot-password", "/recipes/1/cook", "/stores"]
RUN = """
const done = arguments[arguments.length - 1];
axe.run(document, {resultTypes: ['violations']}).then(r => done(r.violations.filter(v => v.impact === 'serious' || v.impact === 'critical')
  .map(v => `${v.id} (${v.impact}) ×${v.nodes.length}: ${v.nodes.slice(0, 3).map(n => n.target.join(' ')).join(' | ')}`)));
"""


def violations(driver, base, pages):
    found = []
    for scheme in ("light", "dark"):
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
        for page in pages:
            driver.get(base + page)
            driver.execute_script(AXE)
            found += [f"{scheme} {page}: {v}" for v in driver.execute_async_script(RUN)]
    return found


def test_no_serious_accessibility_violations_signed_out(server):
    driver = make_driver(390, 844)
    try:
        driver.set_script_timeout(60)
        problems = violations(driver, server, SIGNED_OUT)
        assert not problems, "\n".join(problems)
    finally:
        driver.quit()


def test_no_serious_accessibility_violations_signed_in(server, username):
    driver = make_driver(390, 844)
    try:
        driver.set_script_timeout(60)
        register(driver, server, username)
        driver.get(server + "/pantry")
        fill(driver, "lines", "eggs\nonion\ngarlic\nrice\ntomatoes\nchicken breast\nmilk\nbutter\nflour")
        submit(driver, driver.find_element(By.CSS_SELECTOR, "form:has(#lines) button[type=submit]"))
        assert driver.find_elements(By.CSS_SELECTOR, ".pantry-item"), flash_text(driver)
        problems = violations(driver, server, PAGES)
        assert not problems, "\n".join(problems)
    finally:
        driver.quit()
