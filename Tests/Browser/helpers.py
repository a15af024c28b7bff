"""What a person does on the site, as small steps the tests share."""
import subprocess
from pathlib import Path

from selenium.common.exceptions import WebDriverException
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions
from selenium.webdriver.support.ui import WebDriverWait

PASSWORD = "sesame-snap-peas-42"

# Every page a signed-in cook reaches, for the tests that sweep the whole site (layout, accessibility).
PAGES = ["/", "/search?q=chicken", "/search?diet=vegetarian", "/recipes/1", "/cook", "/pantry", "/groceries",
         "/favourites", "/lists", "/leaderboard", "/points", "/settings", "/settings/taste", "/foods?q=milk",
         "/nutrition", "/recipes/new", "/recipes/import", "/following", "/invites", "/recipes/1/cook",
         "/plan", "/household", "/settings/tokens", "/products/new?code=4006381333931",
         "/stores"]
# The pages only a signed-out visitor sees.
SIGNED_OUT_PAGES = ["/login", "/register", "/forgot-password"]
EVERYDAY_PANTRY = ["eggs", "onion", "garlic", "rice", "tomatoes", "chicken breast", "milk", "butter", "flour"]


def fill(driver, field_id, text):
    """Types into a field, first opening the folded part of the page it is in (as a person would)."""
    driver.execute_script("""
        const details = document.getElementById(arguments[0]).closest('details:not([open])');
        if (details) details.querySelector('summary').click();
    """, field_id)
    element = driver.find_element(By.ID, field_id)
    element.clear()
    element.send_keys(text)


def wait_for_new_page(driver, html):
    """Waits until `html` (the old page's root) has been replaced. Chromium sometimes answers the
    staleness probe mid-navigation with "node does not belong to the document", which means the
    same; that transient error is retried rather than failing the test."""
    WebDriverWait(driver, 15, ignored_exceptions=(WebDriverException,)).until(expected_conditions.staleness_of(html))


def submit(driver, button):
    """Clicks a submit button and waits until the next page has replaced this one."""
    html = driver.find_element(By.TAG_NAME, "html")
    button.click()
    wait_for_new_page(driver, html)


def register(driver, base, username, password=PASSWORD):
    driver.get(base + "/register")
    fill(driver, "username", username)
    fill(driver, "password", password)
    fill(driver, "passwordConfirm", password)
    submit(driver, driver.find_element(By.CSS_SELECTOR, "form[action='/register'] button[type=submit]"))


def fill_pantry(driver, base, lines=EVERYDAY_PANTRY):
    """Adds `lines` to the pantry through its "add several" box."""
    driver.get(base + "/pantry")
    fill(driver, "lines", "\n".join(lines))
    submit(driver, driver.find_element(By.CSS_SELECTOR, "form:has(#lines) button[type=submit]"))


def log_in(driver, base, username, password=PASSWORD):
    driver.get(base + "/login")
    fill(driver, "username", username)
    fill(driver, "password", password)
    submit(driver, driver.find_element(By.CSS_SELECTOR, "form[action='/login'] button[type=submit]"))


def log_out(driver):
    buttons = [b for b in driver.find_elements(By.CSS_SELECTOR, "form[action='/logout'] button") if b.is_displayed()]
    submit(driver, buttons[0])


def assert_fields_labelled(driver):
    """Every visible field in the page's main part has a label (or, for a read-only copy field,
    an aria-label) a screen reader announces."""
    for field in driver.find_elements(By.CSS_SELECTOR, "main input:not([type=hidden]), main select, main textarea"):
        if not field.is_displayed():
            continue
        field_id = field.get_attribute("id")
        labelled = field_id and driver.find_elements(By.CSS_SELECTOR, f"label[for='{field_id}']")
        assert labelled or field.get_attribute("aria-label"), field.get_attribute("outerHTML")


def flash_text(driver):
    return " ".join(e.text for e in driver.find_elements(By.CSS_SELECTOR, ".flash"))


def write_recipe(driver, base, title, category, servings, ingredients, steps):
    """Writes a recipe in the editor and saves it; the browser lands on Favourites with the new
    card highlighted (new_recipe_url gives its address)."""
    driver.get(base + "/recipes/new")
    fill(driver, "title", title)
    driver.find_element(By.CSS_SELECTOR, f"#category option[value={category}]").click()
    fill(driver, "servings", str(servings))
    fill(driver, "ingredients", "\n".join(ingredients))
    fill(driver, "steps", "\n".join(steps))
    submit(driver, driver.find_element(By.CSS_SELECTOR, "button[value=save]"))


def new_recipe_url(driver):
    """After the editor saves a new recipe the browser is on Favourites with that card
    highlighted (`.card.is-new`); its link is the recipe's address."""
    return driver.find_element(By.CSS_SELECTOR, ".card.is-new a.card-link").get_attribute("href")


def open_menu_if_compact(driver):
    """On a phone the navigation sits behind the menu button; open it like a person would."""
    menus = [m for m in driver.find_elements(By.CSS_SELECTOR, "details.nav-mobile") if m.is_displayed()]
    if menus and menus[0].get_attribute("open") is None:
        menus[0].find_element(By.TAG_NAME, "summary").click()


def make_admin(username):
    """What an operator runs on the server: `pantrix admin grant` on the test server's database."""
    binary = Path(__file__).resolve().parents[2] / ".build" / "debug" / "pantrix"
    subprocess.run([str(binary), "admin", "grant", username], check=True, capture_output=True)


def post_form(driver, path, fields):
    """Sends a form as the signed-in person's page would (with its CSRF token), without leaving the
    page: the quick way to set up many things before the part a test is about."""
    status = driver.execute_async_script("""
        const [path, fields, done] = arguments;
        const body = new URLSearchParams(fields);
        body.set("_csrf", document.querySelector("input[name=_csrf]").value);
        fetch(path, {method: "POST", body, credentials: "same-origin"}).then(r => done(r.status), () => done(0));
    """, path, {name: str(value) for name, value in fields.items()})
    assert status == 200, f"{path}: {status}"


def without_javascript(driver, base):
    """A second Chromium of the same size with scripts off, signed in as `driver`'s person."""
    from conftest import WIDTHS, make_driver
    plain = make_driver(*WIDTHS[driver.layout], javascript=False)
    plain.get(base + "/healthz")
    for cookie in driver.get_cookies():
        plain.add_cookie({"name": cookie["name"], "value": cookie["value"], "path": "/"})
    return plain
