"""`pantrix import-products` as an admin runs it on a product file (JSON lines, Open Food Facts
column names) written for this test: what it loads, what it maps to foods, what it refuses."""
import sqlite3
import subprocess
from pathlib import Path

import unit

FIXTURE = Path(__file__).parent / "fixtures" / "products.jsonl"


def test_products_load_with_their_foods(tmp_path):
    database = tmp_path / "pantrix.sqlite"
    subprocess.run([str(unit.BINARY), "migrate", "--db", str(database)], check=True, capture_output=True)
    result = subprocess.run([str(unit.BINARY), "import-products", "--db", str(database), str(FIXTURE)],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "Read 5 product(s): 4 added, 0 updated" in result.stdout, result.stdout
    assert "1 without a valid barcode" in result.stdout and "1 matched no food" in result.stdout, result.stdout
    rows = dict(sqlite3.connect(database).execute("SELECT barcode, foodId IS NOT NULL FROM product").fetchall())
    assert rows == {"4006381333931": 1, "0036000291452": 1, "96385074": 1, "5000112637922": 0}, rows

    again = subprocess.run([str(unit.BINARY), "import-products", "--db", str(database), str(FIXTURE)], capture_output=True, text=True)
    assert "0 added, 4 updated" in again.stdout, again.stdout
    missing = subprocess.run([str(unit.BINARY), "import-products", "--db", str(database), str(tmp_path / "none.jsonl")], capture_output=True, text=True)
    assert missing.returncode == 1 and "cannot be read" in missing.stdout
