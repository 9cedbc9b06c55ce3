"""One-off importer: writes the statistics of every FPG card in the fan card list as TOML.

Statistics are facts and carry over; the printed texts do not (``text`` is left for our own
words). Run once to seed ``stronghold/games/guardians/cards/``; after that the TOML files are
edited by hand and ``tests/cards/test_card_data.py`` checks them against the list.
Usage: python tools/import_carddata.py ../shared/data/guardians-carddata.tsv OUTDIR
"""

from __future__ import annotations

import csv
import json
import re
import sys
from collections import defaultdict
from pathlib import Path

CREATURE_TYPES = {"mortal", "elemental", "external"}
SKIP_SETS = {"Events", "Adventure"}


def rarity(image: str) -> str:
    """Rarity encoded in the scan's file name."""
    first = image.split(",")[0]
    for word, code in (
        ("CommonSp", "basic"),
        ("Uncommon", "U"),
        ("Common", "C"),
        ("Rare", "R"),
        ("Starter", "starter"),
    ):
        if word in first:
            return code
    m = re.search(r"([CUR])\d*(?:-horizontal)?\.png$", first)
    return m.group(1) if m else ""


def q(value: object) -> str:
    """A TOML literal for a str, int, bool or list of those."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, list):
        return "[" + ", ".join(q(v) for v in value) + "]"
    return json.dumps(str(value), ensure_ascii=False)


def num(text: str) -> int | None:
    text = text.strip()
    return int(text) if re.fullmatch(r"-?\d+", text) else None


def file_for(row: dict[str, str]) -> str:
    kind, card_set = row["Type"].strip().lower(), row["Set"].strip()
    if kind in CREATURE_TYPES:
        if card_set == "RE":
            return f"creatures-re-{kind}.toml"
        return "creatures-promo.toml" if card_set == "PR" else f"creatures-{card_set.lower()}.toml"
    return {
        "spell": "spells.toml",
        "item/hand": "items.toml",
        "item/creature": "items.toml",
        "item/accessory": "items.toml",
        "bribery": "bribery.toml",
        "shield": "shields.toml",
        "standard bearer": "shields.toml",
        "shield/terrain": "shields.toml",
        "terrain": "terrain.toml",
        "stronghold": "strongholds.toml",
        "upgrade": "upgrades.toml",
        "downgrade": "upgrades.toml",
        "guardian": "guardians.toml",
    }[kind]


def fields(row: dict[str, str]) -> dict[str, object]:
    kind = row["Type"].strip().lower()
    out: dict[str, object] = {}
    up = num(row["Vitality"])
    if kind in CREATURE_TYPES:
        out["kind"] = "creature"
        out["realm"] = kind
        classes = [c.strip() for c in re.split(r"/", row["Class"]) if c.strip()]
        if classes:
            out["classes"] = classes
        out["vitality"] = up if up is not None else 0
        red = num(row["Vit. Red"])
        if red is not None and red != up:
            out["stacking"] = red
        out["ocb"] = num(row["OCB"]) or 0
        bribe = [
            b
            for b, col in (("babes", "Babes"), ("gold", "Gold"), ("beer", "Beer"))
            if row[col].strip()
        ]
        if bribe:
            out["bribe"] = bribe
        if row["Flying"].strip():
            out["flying"] = True
        if row["Size"].strip():
            out["size"] = row["Size"].strip()
        if row["Channeling"].strip():
            out["receives_channeling"] = True
        if num(row["Ranged attack"]):
            out["ranged"] = num(row["Ranged attack"])
        cmp = num(row["Channeler"])
        if cmp:
            out["channeler"] = {"cmp": cmp}
        if row["Command"].strip():
            out["command"] = {}
    elif kind == "guardian":
        out["kind"] = "guardian"
        out["vitality"] = up or 0
        for key, col in (
            ("stones", "Power stones"),
            ("cmp", "Channeler"),
            ("draw", "basic draw"),
            ("ldl", "LDL"),
            ("mdl", "MDL"),
            ("luc", "LUC"),
        ):
            out[key] = num(row[col]) or 0
    elif kind == "spell":
        out["kind"] = "spell"
    elif kind.startswith("item/"):
        out["kind"] = "item"
        out["item_type"] = kind.split("/")[1]
    elif kind == "bribery":
        out["kind"] = "bribery"
        out["bribes"] = row["Name"].strip().lower()
    elif kind in {"shield", "standard bearer", "shield/terrain"}:
        out["kind"] = "shield"
        out["shield_type"] = kind
        name = row["Name"].strip()
        fam = re.sub(r"^(Shield / Terrain|Shield|Standard Bearer)\s+", "", name)
        fam = re.sub(r"\s+\d+$", "", fam)
        out["family"] = fam
        m = re.search(r"\s(\d+)$", name)
        if m and kind != "shield/terrain":
            up = int(m.group(1))
        if kind == "shield/terrain":
            out["space_limit"] = 25
    elif kind == "terrain":
        out["kind"] = "terrain"
    elif kind == "stronghold":
        out["kind"] = "stronghold"
    elif kind in {"upgrade", "downgrade"}:
        out["kind"] = "upgrade"
        if kind == "downgrade":
            out["downgrade"] = True
    if up is not None and kind not in CREATURE_TYPES | {"guardian", "stronghold"}:
        out["up"] = up
    return out


def main(src: str, outdir: str) -> None:
    with open(src, encoding="utf-8") as handle:
        reader = csv.DictReader(handle, delimiter="\t")
        rows = [r for r in reader if r["Set"].strip() not in SKIP_SETS]
    files: dict[str, list[str]] = defaultdict(list)
    seen: set[str] = set()
    for row in rows:
        name = re.sub(r"\s+", " ", row["Name"]).strip()
        if name in seen:
            continue  # a reprint in a later set: one card, first printing's set
        seen.add(name)
        body = fields(row)
        lines = [f"[{q(name)}]"]
        nested = {k: v for k, v in body.items() if isinstance(v, dict)}
        for key, value in body.items():
            if key not in nested:
                lines.insert(len(lines), f"{key} = {q(value)}")
            if key == "kind":
                lines.append(f"set = {q(row['Set'].strip())}")
                lines.append(f"rarity = {q(rarity(row['ImageFile']))}")
        lines.append('text = ""')
        for key, value in nested.items():
            lines.append(f"[{q(name)}.{key}]")
            lines.extend(f"{k} = {q(v)}" for k, v in value.items())
        files[file_for(row)].append("\n".join(lines))
    out = Path(outdir)
    out.mkdir(parents=True, exist_ok=True)
    for fname, blocks in files.items():
        (out / fname).write_text("\n\n".join(blocks) + "\n", encoding="utf-8")
        print(f"{fname}: {len(blocks)} cards")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
