"""deploy/pantrix.service: systemd accepts it as written, and the server runs its ExecStart inside the
part of its sandbox the kernel enforces (system-call filter, address families, no writable and
executable memory, limits and umask; see unit.py for what needs systemd itself and is not applied)."""
import os
import shlex
import shutil
import signal
import stat
import subprocess
import time
import uuid
from pathlib import Path
from types import SimpleNamespace

import pytest

import harness
import unit

PHOTO = (unit.ROOT / "Tests" / "DishPhotosTests" / "Fixtures" / "dish.jpg").read_bytes()

needs_systemd = pytest.mark.skipif(not unit.have_systemd_analyze(), reason="systemd-analyze is not installed (Debian package systemd)")


def fake_root(tmp, unit_text, name="pantrix.service"):
    """A root holding the system's own units (for the targets the unit names), the unit under
    /etc/systemd/system and the built binary at the path ExecStart gives, so `verify` checks the
    file as shipped instead of a copy with its ExecStart rewritten."""
    root = tmp / "root"
    system_units = next(p for p in (Path("/usr/lib/systemd/system"), Path("/lib/systemd/system")) if p.is_dir())
    if not (root / "usr/lib/systemd/system").exists():
        shutil.copytree(system_units, root / "usr/lib/systemd/system", symlinks=True)
    (root / "etc/systemd/system").mkdir(parents=True, exist_ok=True)
    (root / "etc/systemd/system" / name).write_text(unit_text)
    binary = root / unit.exec_start(unit.read_unit())[0].lstrip("/")
    if not binary.exists():
        binary.parent.mkdir(parents=True, exist_ok=True)
        try:
            os.link(unit.BINARY, binary)
        except OSError:
            shutil.copy2(unit.BINARY, binary)
    return root


def verify(root, name="pantrix.service"):
    result = subprocess.run(["systemd-analyze", "verify", f"--root={root}", "--man=no", str(root / "etc/systemd/system" / name)],
                            capture_output=True, text=True)
    return result.returncode, (result.stdout + result.stderr).strip()


@needs_systemd
def test_systemd_analyze_verify_accepts_the_unit_without_a_word(tmp_path):
    code, output = verify(fake_root(tmp_path, unit.UNIT.read_text()))
    print(f"systemd-analyze verify deploy/pantrix.service: exit {code}, {len(output)} characters of output")
    # verify exits 0 on a misspelt key and only says so: any output fails the test.
    assert (code, output) == (0, "")


@needs_systemd
def test_verify_would_catch_a_misspelt_setting_and_a_missing_binary(tmp_path):
    misspelt = unit.UNIT.read_text().replace("[Service]\n", "[Service]\nProtectSytem=strict\n", 1)
    root = fake_root(tmp_path, misspelt, "typo.service")
    code, output = verify(root, "typo.service")
    assert "Unknown key 'ProtectSytem'" in output
    (root / unit.exec_start(unit.read_unit())[0].lstrip("/")).unlink()
    code, output = verify(root, "typo.service")
    assert code != 0 and "is not executable" in output


def sandbox_or_skip(settings):
    if not unit.have_systemd_analyze():
        pytest.skip("systemd-analyze is not installed: it lists the system calls in the groups SystemCallFilter= names")
    try:
        return unit.Sandbox(settings)
    except RuntimeError as error:
        pytest.skip(str(error))


def test_the_sandbox_here_refuses_what_the_unit_forbids():
    """The emulation is real: a child under it gets the errors systemd's filters give."""
    box = sandbox_or_skip(unit.read_unit())
    probe = """
import mmap, os, socket
for what, attempt in [("rwx", lambda: mmap.mmap(-1, 4096, prot=7)),
                      ("netlink", lambda: socket.socket(socket.AF_NETLINK, socket.SOCK_RAW, 0)),
                      ("setuid", lambda: os.setuid(os.getuid()))]:
    try:
        attempt(); print(what, "allowed")
    except OSError as error:
        print(what, error.errno)
"""
    result = subprocess.run(["python3", "-c", probe], preexec_fn=box.apply, capture_output=True, text=True, timeout=30)
    assert result.stdout.split("\n")[:3] == ["rwx 1", "netlink 97", "setuid 1"], result.stdout + result.stderr


def multipart(fields, file_field, filename, content):
    boundary = "pantrix" + uuid.uuid4().hex
    parts = [f'--{boundary}\r\nContent-Disposition: form-data; name="{k}"\r\n\r\n{v}\r\n'.encode() for k, v in fields.items()]
    parts.append(f'--{boundary}\r\nContent-Disposition: form-data; name="{file_field}"; filename="{filename}"\r\n'
                 f'Content-Type: image/jpeg\r\n\r\n'.encode() + content + b"\r\n")
    parts.append(f"--{boundary}--\r\n".encode())
    return b"".join(parts), f"multipart/form-data; boundary={boundary}"


def local_command(settings, state, port):
    """The unit's ExecStart with its paths moved to this test's folders and a free port."""
    command = unit.exec_start(settings)
    executable, rest = command[0], command[1:]
    install = str(Path(executable).parent)
    moved = [arg.replace("/var/lib/pantrix", str(state)).replace(install, str(unit.ROOT)) for arg in rest]
    moved[moved.index("--port") + 1] = str(port)
    return [str(unit.BINARY)] + moved


def test_the_server_runs_the_units_command_in_its_sandbox_uploads_a_photo_and_stops_in_time(tmp_path):
    settings = unit.read_unit()
    box = sandbox_or_skip(settings)
    command = unit.exec_start(settings)
    assert command[command.index("--host") + 1] == "127.0.0.1", "IPAddressAllow=localhost needs the server on loopback"
    state = tmp_path / "state"
    state.mkdir()
    port = harness.free_port()
    environment = dict(os.environ)
    for value in settings.get(("Service", "Environment"), []):
        environment.update(item.split("=", 1) for item in shlex.split(value))
    log = open(tmp_path / "server.log", "w")
    process = subprocess.Popen(local_command(settings, state, port), cwd=state, env=environment, preexec_fn=box.apply,
                               stdout=log, stderr=subprocess.STDOUT)
    try:
        deadline = time.time() + 120
        while True:
            try:
                if harness.request(port, "GET", "/healthz", timeout=1)[0] == 200:
                    break
            except OSError:
                pass
            assert process.poll() is None and time.time() < deadline, (tmp_path / "server.log").read_text()[-3000:]
            time.sleep(0.2)

        cook = harness.Client(SimpleNamespace(port=port)).register(f"unit_{uuid.uuid4().hex[:8]}")
        assert "__Host-pantrix_session" in cook.cookies, f"--secure-cookies in ExecStart: {list(cook.cookies)}"
        recipe = harness.recipe_ids(cook, 1)[0]
        body, content_type = multipart({"_csrf": cook.csrf(f"/recipes/{recipe}"), "caption": "in the sandbox"}, "photo", "dish.jpg", PHOTO)
        status, _, html = cook.send("POST", f"/recipes/{recipe}/photos", body=body, content_type=content_type)
        assert status == 303, f"photo upload answered {status}: {html[:300]}"
        photos = sorted((state / "Uploads").iterdir())
        assert len(photos) == 2, "display image and thumbnail, decoded and written by libvips under MemoryDenyWriteExecute"
        modes = {p.name: stat.S_IMODE(p.stat().st_mode) for p in photos + [state / "pantrix.sqlite"]}
        assert set(modes.values()) == {0o640}, f"UMask=0027: {modes}"

        stop_timeout = float(unit.last(settings, "TimeoutStopSec").rstrip("s"))
        started = time.monotonic()
        process.send_signal(signal.SIGTERM)
        code = process.wait(timeout=stop_timeout)
        print(f"unit's ExecStart in its sandbox: photo stored, exit code {code} {time.monotonic() - started:.2f} s after SIGTERM "
              f"(TimeoutStopSec={stop_timeout:g})")
        assert code == 0, (tmp_path / "server.log").read_text()[-3000:]
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
        log.close()
