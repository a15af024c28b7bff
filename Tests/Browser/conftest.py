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


@pytest.fixture(scope="session")
def server_workdir():
    """The running server's files: its database and uploads."""
    workdir = tempfile.mkdtemp(prefix="pantrix-browser-")
    yield workdir
    shutil.rmtree(workdir, ignore_errors=True)


@pytest.fixture(scope="session")
def server(server_workdir):
    binary = ROOT / ".build" / "debug" / "pantrix"
    if not binary.exists():
        subprocess.run(["swift", "build", "--product", "pantrix"], cwd=ROOT, check=True)
    workdir = server_workdir
    port = free_port()
    log = open(os.path.join(workdir, "server.log"), "w")
    process = subprocess.Popen(
        [str(binary), "serve", "--host", "127.0.0.1", "--port", str(port),
         "--db", os.path.join(workdir, "pantrix.sqlite"),
         "--uploads", os.path.join(workdir, "uploads"), "--root", str(ROOT),
         # every test signs up its own people, all from 127.0.0.1
         "--registrations-per-hour", "1000"],
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
    yield base
    process.terminate()
    try:
        process.wait(timeout=15)
    except subprocess.TimeoutExpired:
        process.kill()
    log.close()


@pytest.fixture(scope="session")
def database_path(server, server_workdir):
    """The running server's SQLite file, for what only the operator can do (make an admin)."""
    return os.path.join(server_workdir, "pantrix.sqlite")


def make_driver(width, height):
    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     f"--window-size={width},{height}", "--hide-scrollbars"):
        options.add_argument(argument)
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
