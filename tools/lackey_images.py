"""One-off: the LackeyCCG plugin's spelling and scan of every card, for the ``.dek`` files we
write.

LackeyCCG decks name each card twice: its name, and the plugin's scan (``<name id="...">``).
This reads the plugin's card list and writes ``stronghold/games/guardians/lackey-images.toml``
(``[scans]``: card name = scan; ``[names]``: card name = the plugin's spelling, where it differs)
for the cards of the built-in library, matched by name and set.
Usage: python tools/lackey_images.py ../shared/data/guardians-carddata.tsv
"""

from __future__ import annotations

import csv
import json
import sys
from pathlib import Path

from stronghold.games.guardians.library import builtin_library, normalize

OUT = Path(__file__).resolve().parents[1] / "stronghold" / "games" / "guardians"


def main(tsv: str) -> None:
    with open(tsv, encoding="utf-8", newline="") as stream:
        rows = list(csv.DictReader(stream, delimiter="\t"))
    plugin: dict[tuple[str, str], tuple[str, str]] = {}  # (name, set) -> (its spelling, scan)
    for row in rows:
        key = (normalize(row["Name"]), row["Set"].strip())
        plugin.setdefault(key, (row["Name"], row["ImageFile"].strip()))
    scans = [
        "# The LackeyCCG Guardians plugin's own spelling and scan of each card (written by",
        "# tools/lackey_images.py from the plugin's card list), for the .dek files we write:",
        '# <card><name id="SCAN">NAME</name>. [names] lists only the names spelt otherwise',
        "# than ours (the plugin's list pads some with spaces).",
        "",
        "[scans]",
    ]
    names = ["", "[names]"]
    missing = []
    for card in sorted(builtin_library(), key=lambda c: c.name):
        found = plugin.get((normalize(card.name), card.set))
        if found is None:
            missing.append(card.name)
            continue
        spelling, scan = found
        scans.append(f"{json.dumps(card.name)} = {json.dumps(scan)}")
        if spelling != card.name:
            names.append(f"{json.dumps(card.name)} = {json.dumps(spelling)}")
    text = "\n".join([*scans, *names]) + "\n"
    (OUT / "lackey-images.toml").write_text(text, encoding="utf-8")
    print(f"{len(scans) - 6} scans, {len(names) - 2} other spellings; none for {missing}")


if __name__ == "__main__":
    main(sys.argv[1])
