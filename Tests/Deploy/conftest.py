import sys
from pathlib import Path

# The durability tests' harness: plain HTTP clients with a cookie, free ports, recipe ids.
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "Durability"))
