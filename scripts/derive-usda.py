#!/usr/bin/env python3
"""Derive FoodKit's compact USDA SR21 resources from the SR21 flat files.

Usage: scripts/derive-usda.py [SR21_DIR]
SR21_DIR defaults to ../shared/data/usda-sr21 relative to the repository root.

Writes Sources/FoodKit/Resources/usda-foods.tsv and usda-measures.tsv.
Source: USDA National Nutrient Database for Standard Reference, Release 21
(public domain, U.S. Department of Agriculture, Agricultural Research Service).
An empty nutrient cell means "not measured" and is kept empty, never written as 0.
"""
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Sources", "FoodKit", "Resources")

# ABBREV.txt field numbers (1-based, see the data README) in output column order.
NUTRIENT_FIELDS = [
    ("kcal", 4), ("protein", 5), ("fat", 6), ("saturatedFat", 43), ("carbs", 8),
    ("fiber", 9), ("sugars", 10), ("sodium", 16), ("cholesterol", 46),
    ("calcium", 11), ("iron", 12), ("potassium", 15), ("vitaminC", 21),
]


def records(path):
    # The files are ASCII today; latin-1 decodes any byte so a later release cannot crash us.
    with open(path, encoding="latin-1", newline="") as f:
        for line in f:
            line = line.rstrip("\r\n")
            if line:
                yield [field.strip("~") for field in line.split("^")]


def clean(text):
    # Tabs and newlines are our separators; SR text never needs them.
    return " ".join(text.replace("\t", " ").split())


def number(text):
    """Shortest faithful spelling: '0.400' -> '0.4', '12.00' -> '12', '' stays ''."""
    text = text.strip()
    if text == "":
        return ""
    value = float(text)
    out = ("%.4f" % value).rstrip("0").rstrip(".")
    return "0" if out in ("-0", "") else out


def main():
    src = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "..", "shared", "data", "usda-sr21")
    src = os.path.abspath(src)
    abbrev = {r[0]: r for r in records(os.path.join(src, "ABBREV.txt"))}
    os.makedirs(OUT, exist_ok=True)

    header = ["id", "group", "description", "commonNames", "refusePct"] + [n for n, _ in NUTRIENT_FIELDS]
    count = 0
    with open(os.path.join(OUT, "usda-foods.tsv"), "w", encoding="utf-8", newline="\n") as out:
        out.write("# USDA SR21 (public domain), derived by scripts/derive-usda.py. Nutrients per 100 g edible portion;\n")
        out.write("# units: kcal; g for protein..sugars; mg for sodium..vitaminC. Empty = not measured.\n")
        out.write("\t".join(header) + "\n")
        for r in records(os.path.join(src, "FOOD_DES.txt")):
            ndb, group, desc, common, refuse = r[0], r[1], r[2], r[4], r[8]
            nutrients = abbrev.get(ndb)
            values = [number(nutrients[i - 1]) if nutrients else "" for _, i in NUTRIENT_FIELDS]
            out.write("\t".join([ndb, group, clean(desc), clean(common), number(refuse)] + values) + "\n")
            count += 1

    measures = 0
    with open(os.path.join(OUT, "usda-measures.tsv"), "w", encoding="utf-8", newline="\n") as out:
        out.write("# USDA SR21 WEIGHT.txt (public domain): grams for Amount x measure, in SR sequence order.\n")
        out.write("id\tamount\tmeasure\tgrams\n")
        for r in sorted(records(os.path.join(src, "WEIGHT.txt")), key=lambda r: (r[0], int(r[1]))):
            out.write("\t".join([r[0], number(r[2]), clean(r[3]), number(r[4])]) + "\n")
            measures += 1
    print(f"wrote {count} foods and {measures} measures to {OUT}")


if __name__ == "__main__":
    main()
