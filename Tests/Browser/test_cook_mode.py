"""Cook mode at phone and desktop widths: one step at a time with buttons and arrow keys, a
timer that keeps counting on other steps, and the plain step list with anchors without JavaScript."""
import time

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from conftest import SCREENSHOTS, WIDTHS, make_driver
from helpers import flash_text, new_recipe_url, register, write_recipe


def publish_recipe(browser, server, username):
    register(browser, server, username)
    write_recipe(browser, server, "Quick Omelette " + username[-4:], "breakfast", 2, ["4 eggs", "60 ml milk", "1 tbsp butter"],
                 ["Whisk the eggs with the milk for 3 seconds.", "Rest for 1 min.", "Melt the butter and cook for 2 to 3 minutes."])
    assert "is published" in flash_text(browser)
    return new_recipe_url(browser)

# Text colour against the first opaque background behind it, for every visible text element of
# cook mode (disabled buttons aside, as WCAG allows): the WCAG contrast ratio, lowest first.
CONTRAST = """
function lum(c) {
  var v = c.match(/[\\d.]+/g).slice(0, 3).map(function (x) {
    x = Number(x) / 255; return x <= 0.03928 ? x / 12.92 : Math.pow((x + 0.055) / 1.055, 2.4); });
  return 0.2126 * v[0] + 0.7152 * v[1] + 0.0722 * v[2];
}
function background(el) {
  for (; el; el = el.parentElement) {
    var bg = getComputedStyle(el).backgroundColor, m = bg.match(/[\\d.]+/g);
    if (m && (m.length < 4 || Number(m[3]) > 0.5)) return bg;
  }
  return "rgb(255, 255, 255)";
}
var worst = [];
document.querySelectorAll(".cook-mode *").forEach(function (el) {
  if (!el.offsetParent || el.disabled) return;
  var own = Array.prototype.some.call(el.childNodes, function (n) { return n.nodeType === 3 && n.textContent.trim(); });
  if (!own) return;
  var a = lum(getComputedStyle(el).color), b = lum(background(el));
  var ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  worst.push([Math.round(ratio * 100) / 100, el.tagName + "." + el.className + ": " + el.textContent.trim().slice(0, 30)]);
});
worst.sort(function (x, y) { return x[0] - y[0]; });
return worst.slice(0, 3);
"""

SWIPE = """
var list = document.querySelector(".cook-steps"), box = list.getBoundingClientRect();
var x = box.left + box.width / 2, y = box.top + 40;
function send(type, at) {
  list.dispatchEvent(new PointerEvent(type, {pointerType: "touch", clientX: at, clientY: y, bubbles: true}));
}
send("pointerdown", x - arguments[0] / 2);
send("pointerup", x + arguments[0] / 2);
"""


def assert_readable(driver):
    lowest = driver.execute_script(CONTRAST)
    print("lowest contrast in cook mode:", lowest)
    assert lowest and lowest[0][0] >= 4.5, lowest
    unnamed = driver.execute_script(
        "return Array.from(document.querySelectorAll('.cook-mode button, .cook-mode a'))"
        ".filter(function (e) { return e.offsetParent && !(e.textContent.trim() || e.getAttribute('aria-label')); }).length")
    assert unnamed == 0


def visible_steps(driver):
    return [s.get_attribute("id") for s in driver.find_elements(By.CSS_SELECTOR, ".cook-step") if s.is_displayed()]


def test_cook_mode_steps_keys_and_timer(server, browser, shoot, username):
    recipe = publish_recipe(browser, server, username)
    browser.get(recipe + "?servings=4")
    browser.find_element(By.LINK_TEXT, "Cook mode").click()
    WebDriverWait(browser, 10).until(lambda d: "/cook" in d.current_url)
    assert "servings=4" in browser.current_url
    counter = browser.find_element(By.CSS_SELECTOR, "[data-counter]")
    assert counter.text == "Step 1 of 3"
    assert visible_steps(browser) == ["step-1"]
    # Scaled for 4: the eggs and milk go with the first step, doubled.
    first = browser.find_element(By.ID, "step-1").text
    assert "8 eggs" in first and "milk" in first
    assert_readable(browser)
    shoot("step-1")

    # A short timer runs out: the list says Done and screen readers hear it.
    browser.find_element(By.CSS_SELECTOR, "#step-1 [data-timer-seconds]").click()
    WebDriverWait(browser, 10).until(
        lambda d: "Timer done: 3 seconds" in d.find_element(By.CSS_SELECTOR, "[data-announce]").get_attribute("textContent"))
    assert browser.find_element(By.CSS_SELECTOR, ".cook-timer-done .cook-running-time").text == "Done"
    browser.find_element(By.CSS_SELECTOR, ".cook-timer-done button[aria-label^='Stop']").click()

    browser.find_element(By.CSS_SELECTOR, "[data-next]").click()
    assert visible_steps(browser) == ["step-2"] and counter.text == "Step 2 of 3"
    browser.find_element(By.TAG_NAME, "body").send_keys(Keys.ARROW_RIGHT)
    assert visible_steps(browser) == ["step-3"]
    browser.find_element(By.TAG_NAME, "body").send_keys(Keys.ARROW_LEFT)
    assert visible_steps(browser) == ["step-2"]
    # A swipe to the right (a touch pointer moving 120 px) goes back a step.
    browser.execute_script(SWIPE, 120)
    assert visible_steps(browser) == ["step-1"]
    browser.execute_script(SWIPE, -120)
    assert visible_steps(browser) == ["step-2"]
    browser.find_element(By.CSS_SELECTOR, "[data-prev]").click()
    assert visible_steps(browser) == ["step-1"]
    # Wake Lock: the page says whether the screen stays on.
    assert "screen" in browser.find_element(By.CSS_SELECTOR, "[data-wake-note]").text
    assert not browser.find_element(By.CSS_SELECTOR, "[data-prev]").is_enabled()
    browser.find_element(By.CSS_SELECTOR, "[data-next]").click()

    start = browser.find_element(By.CSS_SELECTOR, "#step-2 [data-timer-seconds]")
    assert start.text == "Start 1 min timer"
    start.click()
    running = browser.find_element(By.CSS_SELECTOR, "[data-running]")
    assert running.is_displayed()
    WebDriverWait(browser, 5).until(
        lambda d: "Timer started: 1 min" in d.find_element(By.CSS_SELECTOR, "[data-announce]").get_attribute("textContent"))
    time_left = browser.find_element(By.CSS_SELECTOR, ".cook-running-time")
    first_reading = time_left.text
    assert first_reading in ("1:00", "0:59"), first_reading
    # The step's own button follows the timer: it shows the countdown and pauses it.
    assert start.text.startswith("Pause 0:5") or start.text == "Pause 1:00", start.text
    # The timer keeps counting on another step.
    browser.find_element(By.CSS_SELECTOR, "[data-next]").click()
    assert visible_steps(browser) == ["step-3"]
    time.sleep(2.2)
    assert running.is_displayed()
    later = time_left.text
    assert later < first_reading and later.startswith("0:5"), (first_reading, later)
    assert browser.find_element(By.CSS_SELECTOR, "#step-3 [data-timer-seconds]").text == "Start 2 min timer"
    assert browser.find_element(By.CSS_SELECTOR, "[data-next]").text == "Done"
    assert_readable(browser)
    shoot("timer-running")

    browser.find_element(By.CSS_SELECTOR, ".cook-running-item button[aria-label^='Stop']").click()
    assert not running.is_displayed()


def test_cook_mode_without_javascript(server, browser, username):
    recipe = publish_recipe(browser, server, username)
    plain = make_driver(*WIDTHS[browser.layout], javascript=False)
    try:
        plain.get(recipe + "/cook")
        assert visible_steps(plain) == ["step-1", "step-2", "step-3"]
        assert not plain.find_element(By.CSS_SELECTOR, "[data-controls]").is_displayed()
        assert not plain.find_element(By.CSS_SELECTOR, "#step-2 [data-timer-seconds]").is_displayed()
        assert "Timer: 1 min" in plain.find_element(By.ID, "step-2").text
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        plain.save_screenshot(str(SCREENSHOTS / f"test_cook_mode_without_javascript-{browser.layout}-list.png"))
        plain.find_element(By.CSS_SELECTOR, "#step-1 a[href='#step-2']").click()
        assert plain.current_url.endswith("#step-2")
        plain.find_element(By.CSS_SELECTOR, "#step-3").find_element(By.LINK_TEXT, "Done: back to the recipe").click()
        WebDriverWait(plain, 10).until(lambda d: not d.current_url.split("#")[0].endswith("/cook"))
        assert plain.current_url == recipe
    finally:
        plain.quit()
