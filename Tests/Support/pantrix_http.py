"""Plain HTTP against real Pantrix servers, shared by the durability and cluster tests.

A person is a `Client` with a browser-like cookie jar that reads each form's CSRF token as a
browser would. Standard library only. The harnesses put this folder on sys.path.
"""
import http.client
import re
import socket
import urllib.parse
import uuid

PASSWORD = "sesame-snap-peas-42"
CSRF = re.compile(r'name="_csrf" value="([^"]+)"')
RECIPE_LINK = re.compile(r'href="/recipes/(\d+)"')


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def request(port, method, path, body=None, headers=None, timeout=30, host="127.0.0.1"):
    """One request on a fresh connection; returns (status, headers, body) and never follows redirects.
    http.client raises IncompleteRead for a truncated body and RemoteDisconnected/ConnectionResetError
    for a dropped connection, which is what the durability tests look for."""
    connection = http.client.HTTPConnection(host, port, timeout=timeout)
    try:
        connection.request(method, path, body=body, headers=headers or {})
        response = connection.getresponse()
        data = response.read()
        return response.status, response.getheaders(), data
    finally:
        connection.close()


class Client:
    """One person with a browser-like cookie jar. `target` is a port, or anything with a `.port`
    (a server that may restart on another one); `port=` on a call talks to another server."""

    def __init__(self, target):
        self.target = target
        self.cookies = {}

    @property
    def port(self):
        return getattr(self.target, "port", self.target)

    def send(self, method, path, form=None, body=None, content_type=None, port=None, timeout=30, headers=None):
        headers = dict(headers or {})
        if self.cookies:
            headers["Cookie"] = "; ".join(f"{k}={v}" for k, v in self.cookies.items())
        if form is not None:
            body = urllib.parse.urlencode(form)
            content_type = "application/x-www-form-urlencoded"
        if content_type:
            headers["Content-Type"] = content_type
        status, response_headers, data = request(port or self.port, method, path, body, headers, timeout)
        for name, value in response_headers:
            if name.lower() == "set-cookie":
                key, _, cookie = value.split(";", 1)[0].partition("=")
                self.cookies[key.strip()] = cookie.strip()
        return status, {k.lower(): v for k, v in response_headers}, data.decode("utf-8", "replace")

    def get(self, path, port=None):
        return self.send("GET", path, port=port)

    def csrf(self, path, port=None):
        status, _, html = self.get(path, port=port)
        match = CSRF.search(html)
        if status != 200 or not match:
            raise AssertionError(f"no CSRF token on {path} (status {status})")
        return match.group(1)

    def post(self, path, fields, token_from=None, port=None, token_port=None):
        form = {"_csrf": self.csrf(token_from or path, port=token_port or port)}
        form.update(fields)
        return self.send("POST", path, form=form, port=port)

    def register(self, username):
        self.username = username
        status, _, html = self.post("/register", {
            "username": username, "password": PASSWORD, "passwordConfirm": PASSWORD})
        if status not in (302, 303):
            raise AssertionError(f"register {username} answered {status}: {html[:500]}")
        return self


def acknowledged(status):
    return 200 <= status < 400


def unique_word():
    """Letters only, so the pantry parser and the search keep it whole."""
    return "".join(chr(ord("a") + int(c, 16)) for c in uuid.uuid4().hex[:14])
