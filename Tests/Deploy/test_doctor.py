"""`pantrix doctor` as an operator runs it: with the unit's own settings on a fresh install it finds
nothing (exit 0); on a broken one it prints each problem with its fix (exit 1)."""
import subprocess

import unit

# This machine's disk and open-files limit are not what these tests are about.
MACHINE_INDEPENDENT = ["--min-free-mb", "0", "--min-free-percent", "0"]


def doctor(*args):
    result = subprocess.run([str(unit.BINARY), "doctor", *args, *MACHINE_INDEPENDENT], capture_output=True, text=True, timeout=120)
    return result.returncode, result.stdout + result.stderr


def unit_flags_for_doctor(state):
    """The serve flags of the unit's ExecStart that the doctor takes too (all but --port), moved here."""
    command = unit.exec_start(unit.read_unit())
    install = command[0].rsplit("/", 1)[0]
    flags = command[command.index("serve") + 1:]
    at = flags.index("--port")
    del flags[at:at + 2]
    return [f.replace("/var/lib/pantrix", str(state)).replace(install, str(unit.ROOT)) for f in flags]


def test_a_fresh_install_with_the_units_settings_has_no_problems(tmp_path):
    state = tmp_path / "state"
    subprocess.run([str(unit.BINARY), "migrate", "--db", str(state / "pantrix.sqlite")], check=True, capture_output=True)
    (state / "Uploads").mkdir()
    code, output = doctor(*unit_flags_for_doctor(state))
    print(output)
    assert code == 0, output
    for line in ["ok       libraries: SQLite", "ok       database: integrity_check: ok", "ok       database: schema up to date",
                 "ok       cookies: session cookie is Secure", "ok       static files: stylesheet and scripts in", "No problems found."]:
        assert line in output
    assert not [line for line in output.splitlines() if line.startswith("problem")], output


def test_a_broken_install_gets_each_problem_with_its_fix_and_exit_code_1(tmp_path):
    database = tmp_path / "pantrix.sqlite"
    database.write_bytes(b"SQLite format 2\0" + bytes(range(256)) * 16)
    uploads = tmp_path / "Uploads"
    uploads.write_text("a file where the folder should be")
    code, output = doctor("--db", str(database), "--uploads", str(uploads), "--root", str(tmp_path), "--host", "0.0.0.0")
    assert code == 1, output
    expected = [
        f"problem  database: {database} is not an SQLite database (or is damaged beyond reading)\n"
        f"         fix: stop the server and restore the latest backup: pantrix restore --from BACKUP.sqlite --db {database}",
        f"problem  uploads: {uploads} is a file, not a folder: photo uploads would fail\n"
        "         fix: give --uploads a folder",
        f"problem  static files: css/app.css, js/app.js, js/recipe-form.js, js/cook-mode.js, js/offline.js, js/sw.js, "
        f"manifest.webmanifest, api/openapi.yaml missing or unreadable in {tmp_path}/Public",
        "problem  cookies: listening on 0.0.0.0 over plain HTTP without Secure cookies",
        "4 problems found: each has its fix above.",
    ]
    for text in expected:
        assert text in output, f"missing:\n{text}\n--- in ---\n{output}"
