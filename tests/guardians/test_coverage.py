"""What ``stronghold cards coverage`` counts: a card with text is fully enforced only when every
clause of it is; a card with no text to enforce (a plain shield, a basic terrain, a creature
with "No special ability") is counted apart, as ``textless``."""

from __future__ import annotations

from pathlib import Path

from stronghold.games.guardians.coverage import card_coverage, coverage_report
from stronghold.games.guardians.library import builtin_library


def test_spires_no_flying_is_enforced() -> None:
    # Movement refuses flights into, out of and over Spires (tests/guardians/game/
    # test_rules_movement.py): the keyword is enforced, so nothing of Spires is missing.
    spires = card_coverage(builtin_library().get("Spires"))
    assert spires.missing == ()
    assert spires.level == "full" and not spires.textless


def test_force_barrier_is_fully_enforced() -> None:
    barrier = card_coverage(builtin_library().get("Force Barrier"))
    assert (barrier.level, barrier.missing) == ("full", ())


def test_cards_with_nothing_to_enforce_are_counted_apart() -> None:
    lib = builtin_library()
    for name in ("Swordsman", "Shield Maitz's Lightning 14", "Swamp", "Rak Nam"):
        assert card_coverage(lib.get(name)).textless, name
    for name in ("Sand Lord", "Spires", "Gold", "Carreg Amroth Center"):
        assert not card_coverage(lib.get(name)).textless, name
    report = coverage_report(list(lib))
    rows = report["detail"]
    textless = sum(1 for r in rows if r.textless)
    assert report["textless"] == textless > 0
    assert report["full"] == sum(1 for r in rows if r.level == "full" and not r.textless)
    assert report["full"] + report["partial"] + report["none"] + report["textless"] == len(rows)
    creatures = [r for r in rows if r.kind == "creature"]
    assert report["creatures"]["textless"] == sum(1 for r in creatures if r.textless)
    assert report["creatures"]["full"] == sum(
        1 for r in creatures if r.level == "full" and not r.textless
    )


def test_every_card_not_fully_enforced_is_named_in_the_readme_with_its_reason() -> None:
    # Issue 14's acceptance: full + textless == cards, or each exception named in the README
    # (the paragraph from "What is left" to "How each open reading was decided").
    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    start = readme.index("What is left (")
    left = readme[start : readme.index("How each open reading was decided", start)]
    report = coverage_report(list(builtin_library()))
    unfinished = [row.name for row in report["detail"] if row.level != "full"]
    assert len(unfinished) == report["partial"] + report["none"]
    assert [name for name in unfinished if name not in left] == []
