"""Browser test harness: a real Pantrix server and a real (headless) Chromium.

The server is the debug build, started once per test run on a free port with a
temporary database. Each test gets a fresh browser window at the width it asks for
(desktop or phone) and can save screenshots to .build/browser-screenshots/.
"""
import os
import shutil
import socket
import subprocess
import tempfile
import time
import urllib.request
import uuid
from pathlib import Path

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service

ROOT = Path(__file__).resolve().parents[2]
SCREENSHOTS = ROOT / ".build" / "browser-screenshots"
WIDTHS = {"desktop": (1280, 900), "phone": (390, 844)}


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_server(workdir, port, extra=()):
    """Starts the debug build on `port` with a database in `workdir`; returns the process, its log
    file and its base address once /healthz answers."""
    binary = ROOT / ".build" / "debug" / "pantrix"
    if not binary.exists():
        subprocess.run(["swift", "build", "--product", "pantrix"], cwd=ROOT, check=True)
    log = open(os.path.join(workdir, "server.log"), "w")
    process = subprocess.Popen(
        [str(binary), "serve", "--host", "127.0.0.1", "--port", str(port),
         "--db", os.path.join(workdir, "pantrix.sqlite"),
         "--uploads", os.path.join(workdir, "uploads"), "--root", str(ROOT),
         # every test signs up its own people, all from 127.0.0.1
         "--registrations-per-hour", "1000", *extra],
        stdout=log, stderr=subprocess.STDOUT)
    base = f"http://127.0.0.1:{port}"
    deadline = time.time() + 60
    while True:
        try:
            with urllib.request.urlopen(base + "/healthz", timeout=1) as response:
                if response.status == 200:
                    break
        except OSError:
            pass
        if process.poll() is not None or time.time() > deadline:
            log.close()
            raise RuntimeError("server did not start:\n" + open(os.path.join(workdir, "server.log")).read())
        time.sleep(0.2)
    return process, log, base


def stop_server(process, log):
    process.terminate()
    try:
        process.wait(timeout=15)
    except subprocess.TimeoutExpired:
        process.kill()
    log.close()


@pytest.fixture(scope="session")
def server():
    workdir = tempfile.mkdtemp(prefix="pantrix-browser-")
    process, log, base = start_server(workdir, free_port())
    # Tests that need an admin make one the way an operator does, `pantrix admin grant` on this
    # server's database (helpers.make_admin); other servers a test starts don't change it.
    os.environ["PANTRIX_DB"] = os.path.join(workdir, "pantrix.sqlite")
    yield base
    stop_server(process, log)
    shutil.rmtree(workdir, ignore_errors=True)


def make_driver(width, height, javascript=True):
    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     f"--window-size={width},{height}", "--hide-scrollbars"):
        options.add_argument(argument)
    if not javascript:
        options.add_experimental_option("prefs", {"profile.managed_default_content_settings.javascript": 2})
    service = Service(executable_path=shutil.which("chromedriver") or "/usr/bin/chromedriver")
    driver = webdriver.Chrome(options=options, service=service)
    driver.set_window_size(width, height)
    driver.implicitly_wait(2)
    return driver


@pytest.fixture(params=list(WIDTHS), ids=list(WIDTHS))
def browser(request):
    width, height = WIDTHS[request.param]
    driver = make_driver(width, height)
    driver.layout = request.param
    yield driver
    driver.quit()


@pytest.fixture
def shoot(browser, request):
    """Saves a full-width screenshot named after the test, the layout and a label."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)

    def take(label):
        name = f"{request.node.originalname}-{browser.layout}-{label}.png"
        browser.save_screenshot(str(SCREENSHOTS / name))
    return take


@pytest.fixture
def username():
    return "cook_" + uuid.uuid4().hex[:10]
