"""Validate card TOML files against the schema: python tools/check_cards.py FILE..."""

from __future__ import annotations

import sys
from pathlib import Path

from stronghold.engine.errors import CardDataError
from stronghold.games.guardians.library import load_file

failed = False
for arg in sys.argv[1:]:
    try:
        cards = load_file(Path(arg))
    except CardDataError as exc:
        print(f"ERROR {exc.reason if hasattr(exc, 'reason') else exc}")
        failed = True
        continue
    with_text = sum(1 for c in cards if c.text)
    unencoded = sum(1 for c in cards if c.unencoded)
    print(f"{arg}: {len(cards)} cards, {with_text} with text, {unencoded} with unencoded parts")
sys.exit(1 if failed else 0)
