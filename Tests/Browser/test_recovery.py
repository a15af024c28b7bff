"""Forgot your password, on a phone: the reset link goes out through msmtp to a local SMTP sink
(aiosmtpd on loopback), and the person sets a new password from it.

This module starts its own server, with mail on, next to the shared one; the other tests keep
theirs without mail and don't wait for this one's.
"""
import email
import email.policy
import os
import re
import shutil
import socket
import subprocess
import tempfile
import time
from pathlib import Path

import pytest
from selenium.webdriver.common.by import By

from conftest import free_port, start_server, stop_server
from helpers import PASSWORD, fill, flash_text, log_in, log_out, submit

SYSTEM_PYTHON = "/usr/bin/python3"  # Debian's, which python3-aiosmtpd installs into
MSMTP = shutil.which("msmtp") or "/usr/bin/msmtp"
NEW_PASSWORD = "radish-lantern-harbour-7"


def wait_for_port(port, process, seconds=15):
    deadline = time.time() + seconds
    while time.time() < deadline:
        if process.poll() is not None:
            raise RuntimeError("the SMTP sink stopped")
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                return
        except OSError:
            time.sleep(0.1)
    raise RuntimeError(f"nothing listens on 127.0.0.1:{port}")


@pytest.fixture(scope="module")
def mail_server():
    """A Pantrix server whose mail goes through msmtp to an SMTP sink that keeps every message in
    a maildir; yields the server's address and that folder."""
    for needed in (MSMTP, SYSTEM_PYTHON):
        if not os.access(needed, os.X_OK):
            raise RuntimeError(f"{needed} is missing: run scripts/install-deps --test")
    workdir = tempfile.mkdtemp(prefix="pantrix-mail-")
    maildir = os.path.join(workdir, "maildir")
    smtp_port = free_port()
    sink_log = open(os.path.join(workdir, "sink.log"), "w")
    sink = subprocess.Popen(
        [SYSTEM_PYTHON, "-m", "aiosmtpd", "-n", "-l", f"127.0.0.1:{smtp_port}", "-c", "aiosmtpd.handlers.Mailbox", maildir],
        stdout=sink_log, stderr=subprocess.STDOUT)
    process = log = None
    try:
        wait_for_port(smtp_port, sink)
        # What an operator writes in /etc/msmtprc, here for the loopback sink: no login, no TLS.
        rc = os.path.join(workdir, "msmtprc")
        with open(os.open(rc, os.O_WRONLY | os.O_CREAT, 0o600), "w") as f:
            f.write(f"account default\nhost 127.0.0.1\nport {smtp_port}\nfrom pantrix@example.org\n"
                    f"auth off\ntls off\nlogfile {workdir}/msmtp.log\n")
        wrapper = os.path.join(workdir, "sendmail")
        with open(wrapper, "w") as f:
            f.write(f'#!/bin/sh\nexec {MSMTP} -C "{rc}" "$@"\n')
        os.chmod(wrapper, 0o755)
        port = free_port()
        process, log, base = start_server(workdir, port, [
            "--mail-from", "Pantrix <pantrix@example.org>", "--mail-command", wrapper,
            "--public-url", f"http://127.0.0.1:{port}"])
        yield base, maildir
    finally:
        if process is not None:
            stop_server(process, log)
        sink.terminate()
        try:
            sink.wait(timeout=10)
        except subprocess.TimeoutExpired:
            sink.kill()
        sink_log.close()
        shutil.rmtree(workdir, ignore_errors=True)


def mail_to(maildir, address, seconds=20):
    """The first message the sink received for `address`, parsed."""
    deadline = time.time() + seconds
    folder = Path(maildir) / "new"
    while time.time() < deadline:
        for path in sorted(folder.glob("*")) if folder.exists() else []:
            message = email.message_from_bytes(path.read_bytes(), policy=email.policy.default)
            if message["To"] == address:
                return message
        time.sleep(0.2)
    raise AssertionError(f"no mail for {address} within {seconds} s")


@pytest.mark.parametrize("browser", ["phone"], indirect=True)
def test_forgot_password_through_mail_on_a_phone(mail_server, browser, shoot, username):
    base, maildir = mail_server
    address = f"{username}@example.org"

    browser.get(base + "/register")
    fill(browser, "username", username)
    fill(browser, "email", address)
    fill(browser, "password", PASSWORD)
    fill(browser, "passwordConfirm", PASSWORD)
    submit(browser, browser.find_element(By.CSS_SELECTOR, "form[action='/register'] button[type=submit]"))
    log_out(browser)

    browser.get(base + "/login")
    forgot = browser.find_element(By.LINK_TEXT, "Forgot your password?")
    assert forgot.is_displayed()
    submit(browser, forgot)
    assert browser.current_url == base + "/forgot-password"
    fill(browser, "account", username)
    shoot("forgot")
    submit(browser, browser.find_element(By.CSS_SELECTOR, "form[action='/forgot-password'] button[type=submit]"))
    assert "a link to choose a new password is on its way" in flash_text(browser)
    shoot("asked")

    message = mail_to(maildir, address)
    assert message["Subject"] == "Choose a new Pantrix password"
    assert "pantrix@example.org" in message["From"]
    body = message.get_body(preferencelist=("plain",)).get_content()
    link = re.search(r"http://127\.0\.0\.1:\d+/reset-password/[A-Za-z0-9_-]{43}", body).group(0)
    assert link.startswith(base + "/")

    browser.get(link)
    assert browser.find_element(By.TAG_NAME, "h1").text == "Choose a new password"
    assert username in browser.find_element(By.CSS_SELECTOR, "main").text
    fill(browser, "newPassword", NEW_PASSWORD)
    fill(browser, "newPasswordConfirm", NEW_PASSWORD)
    # Nothing is wider than the window: no sideways scrolling on a phone.
    assert browser.execute_script("return document.documentElement.scrollWidth <= window.innerWidth")
    shoot("new-password")
    submit(browser, browser.find_element(By.CSS_SELECTOR, "main form button[type=submit]"))
    assert browser.current_url == base + "/"
    assert "Your new password is set and you're logged in." in flash_text(browser)
    shoot("reset")

    browser.get(link)
    assert browser.find_element(By.TAG_NAME, "h1").text == "This link has expired or was already used"
    shoot("used-link")

    log_out(browser)
    log_in(browser, base, username)
    assert "Wrong username, email or password." in browser.find_element(By.CSS_SELECTOR, ".form-error").text
    log_in(browser, base, username, password=NEW_PASSWORD)
    assert f"Welcome back, {username}!" in flash_text(browser)
    browser.get(base + "/settings")
    assert address in browser.find_element(By.CSS_SELECTOR, ".facts").text
    assert browser.find_element(By.ID, "newEmail").is_displayed()
    assert browser.execute_script("return document.documentElement.scrollWidth <= window.innerWidth")
    browser.execute_script("document.getElementById('email-heading').scrollIntoView()")
    shoot("settings-email")
