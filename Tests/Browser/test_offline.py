"""The grocery list in a shop without signal: Pantrix as an installed web app keeps the list and
this week's plan readable offline, check-offs made offline are sent when the phone is back
online, and an item someone removed meanwhile stays removed (with a note) — at desktop and
phone widths, offline as Chromium's network emulation makes it."""
import http.cookiejar
import json
import re
import time
import urllib.parse
import urllib.request

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select, WebDriverWait

from helpers import PASSWORD, fill, flash_text, log_out, register, submit
from test_layout import CONTRAST


def set_offline(driver, offline):
    """Chromium's offline emulation (what the DevTools "Offline" switch does) for the page and for
    the service worker, which has its own network: emulation on the page alone leaves the worker's
    fetches online. The worker is reached as a CDP target from the page's session."""
    conditions = {"offline": offline, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1}
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Network.emulateNetworkConditions", conditions)
    workers = [t for t in driver.execute_cdp_cmd("Target.getTargets", {})["targetInfos"] if t["type"] == "service_worker"]
    assert workers, "the service worker is running"
    for worker in workers:
        session = driver.execute_cdp_cmd("Target.attachToTarget", {"targetId": worker["targetId"], "flatten": False})["sessionId"]
        for number, (method, params) in enumerate([("Network.enable", {}), ("Network.emulateNetworkConditions", conditions)]):
            driver.execute_cdp_cmd("Target.sendMessageToTarget", {"sessionId": session, "message": json.dumps(
                {"id": number + 1, "method": method, "params": params})})
    time.sleep(0.3)


class OtherPhone:
    """The same person signed in elsewhere (plain HTTP with its own cookies), removing an item."""

    def __init__(self, base, username):
        self.base = base
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()))
        token = self.token("/login")
        self.post("/login", {"username": username, "password": PASSWORD, "_csrf": token})

    def get(self, path):
        with self.opener.open(self.base + path) as response:
            return response.read().decode()

    def token(self, path):
        return re.search(r'name="_csrf" value="([^"]*)"', self.get(path)).group(1)

    def post(self, path, fields):
        data = urllib.parse.urlencode(fields).encode()
        with self.opener.open(self.base + path, data=data) as response:
            return response.read().decode()

    def item_ids(self):
        page = self.get("/groceries")
        return {name: int(id) for id, name in re.findall(
            r'action="/groceries/(\d+)/check".*?<span class="grocery-name">([^<]*)</span>', page, re.S)}


def wait_for_worker(driver):
    driver.set_script_timeout(20)
    assert driver.execute_async_script(
        "var done = arguments[arguments.length - 1];"
        "navigator.serviceWorker.ready.then(function () { done(true); }, function () { done(false); });")


def contrast_problems(driver, shoot=None):
    """Text below 4.5:1 (3:1 large) in the light and the dark theme; a screenshot of the dark one."""
    problems = []
    for scheme in ("light", "dark"):
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
        problems += [f"{scheme}: {problem}" for problem in driver.execute_script(CONTRAST)]
        if shoot and scheme == "dark":
            shoot("offline-dark")
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
    return problems


def test_grocery_list_offline(server, browser, shoot, username):
    register(browser, server, username)
    browser.get(server + "/groceries")
    for item in ("milk", "2 lemons", "bread"):
        fill(browser, "item", item)
        submit(browser, browser.find_element(By.CSS_SELECTOR, "form.grocery-add button"))
    assert browser.execute_script("return document.querySelector('link[rel=manifest]').href").endswith("/manifest.webmanifest")
    browser.get(server + "/plan")
    fill(browser, "plan-text", "leftovers")
    Select(browser.find_element(By.ID, "plan-slot")).select_by_value("dinner")
    submit(browser, browser.find_element(By.CSS_SELECTOR, "form.plan-add button[type=submit]"))
    wait_for_worker(browser)
    # The first visit installed the worker; from the next load on it controls the page and keeps it.
    browser.get(server + "/plan")
    WebDriverWait(browser, 10).until(lambda d: d.execute_script("return !!navigator.serviceWorker.controller"))
    browser.get(server + "/groceries")
    WebDriverWait(browser, 10).until(lambda d: d.execute_script(
        "return caches.has('pantrix-pages').then(function (has) { return has && caches.open('pantrix-pages')"
        ".then(function (c) { return c.keys(); }).then(function (keys) { return keys.length; }); })") == 2)

    assert browser.execute_cdp_cmd("Page.getInstallabilityErrors", {})["installabilityErrors"] == [], "Chromium would install it"

    other = OtherPhone(server, username)
    ids = other.item_ids()
    assert {"milk", "bread"} <= set(ids), ids

    set_offline(browser, True)
    try:
        browser.get(server + "/plan")
        assert "leftovers" in browser.find_element(By.CSS_SELECTOR, ".plan-week").text, "this week's plan is shown offline"
        banner = browser.find_element(By.CSS_SELECTOR, ".offline-banner").text
        assert re.search(r"You are offline — showing the plan as of \d\d:\d\d", banner), banner
        shoot("offline-plan")
        browser.get(server + "/groceries")
        banner = browser.find_element(By.CSS_SELECTOR, ".offline-banner").text
        assert re.search(r"You are offline — showing the list as of \d\d:\d\d", banner), banner
        names = [e.text for e in browser.find_elements(By.CSS_SELECTOR, ".grocery-name")]
        assert "milk" in names and "bread" in names, names

        def check(name, keyboard=False):
            item = next(i for i in browser.find_elements(By.CSS_SELECTOR, ".grocery-item")
                        if i.find_element(By.CSS_SELECTOR, ".grocery-name").text == name)
            button = item.find_element(By.CSS_SELECTOR, ".check-button")
            if keyboard:
                button.send_keys(Keys.SPACE)
            else:
                button.click()
            WebDriverWait(browser, 5).until(lambda d: "is-checked" in item.get_attribute("class"))
            assert item.find_element(By.CSS_SELECTOR, ".check-button").get_attribute("aria-pressed") == "true"

        check("bread")
        check("milk", keyboard=True)
        assert browser.switch_to.active_element.get_attribute("class") == "check-button", "focus stays on the item"
        # Adding needs the network: the page says so rather than failing.
        fill(browser, "item", "eggs")
        browser.find_element(By.CSS_SELECTOR, "form.grocery-add button").click()
        assert "You are offline: this needs the network." in flash_text(browser)
        shoot("offline")
        assert not contrast_problems(browser, shoot)
        # The queued check-offs survive a reload while still offline.
        browser.get(server + "/groceries")
        assert len(browser.find_elements(By.CSS_SELECTOR, ".grocery-item.is-checked")) == 2

        # Meanwhile the milk is removed on the other phone.
        other.post(f"/groceries/{ids['milk']}/delete", {"_csrf": other.token("/groceries")})
    finally:
        set_offline(browser, False)

    WebDriverWait(browser, 15).until(lambda d: d.find_elements(By.CSS_SELECTOR, ".offline-notes .flash:not(.offline-banner)"))
    notes = flash_text(browser)
    assert "“milk” was removed from the list meanwhile" in notes, notes
    WebDriverWait(browser, 10).until(lambda d: d.execute_script(
        "return !localStorage.getItem('pantrix.groceryQueue.' + document.querySelector('.user-chip').textContent.trim())"))
    assert not browser.find_elements(By.CSS_SELECTOR, ".offline-refusal"), "the offline refusal goes once online"
    shoot("back-online")
    page = other.get("/groceries")
    assert '<span class="grocery-name">milk</span>' not in page, "the removal stands"
    assert re.search(r'grocery-item is-checked" data-item="%d">\s*<form method="post" action="/groceries/%d/check"' % (ids["bread"], ids["bread"]), page), \
        "the bread checked off offline is checked on the server"

    # Readable in both themes, and the note is announced.
    assert browser.find_element(By.CSS_SELECTOR, ".offline-notes").get_attribute("role") == "status"
    assert not contrast_problems(browser)

    # Signing out forgets the saved pages.
    log_out(browser)
    assert browser.execute_script(
        "return Promise.all([caches.keys(), navigator.serviceWorker.getRegistrations()]).then(function (all) {"
        " return all[0].length + all[1].length + localStorage.length; })") == 0, "no copy, queue or worker is left"
