"""Additional Instructions: choosing which cards to play with a Warrior (matching icons),
making a Chain (Warriors only), Righteous and Wicked cards (never mixed; dotted Armory cards)."""

from __future__ import annotations

from promised_land.helpers import at_lay, legal, new
from stronghold.games.promised_land.lines import can_join, chain_icons, join_problem


def _ids(state, *names):  # type: ignore[no-untyped-def]
    from promised_land.helpers import pick

    return pick(state, *names)


def test_a_secondary_needs_an_icon_of_a_warrior_already_played() -> None:
    state = new()
    catalog = state.catalog
    abinadi, sword, plates = _ids(state, "Abinadi", "Sword", "Plates")
    assert not can_join(catalog, sword, [abinadi])
    assert can_join(catalog, plates, [abinadi])  # scroll on both


def test_a_chain_links_warriors_only() -> None:
    state = new()
    catalog = state.catalog
    abinadi, moroni, sword = _ids(state, "Abinadi", "Moroni", "Sword")
    assert chain_icons(catalog, [abinadi, moroni]) >= {"blade", "scroll", "shield", "host"}
    assert can_join(catalog, sword, [abinadi, moroni])
    lehi, reinforcements, lamoni = _ids(state, "Lehi", "Reinforcements", "King Lamoni")
    assert chain_icons(catalog, [lehi, reinforcements]) == chain_icons(catalog, [lehi])
    assert not can_join(catalog, lamoni, [lehi, reinforcements])


def test_righteous_and_wicked_warriors_are_never_played_together() -> None:
    state = new()
    catalog = state.catalog
    moroni, coriantumr = _ids(state, "Moroni", "Coriantumr")  # share blade and host
    assert catalog[moroni].icons & catalog[coriantumr].icons
    problem = join_problem(catalog, coriantumr, [moroni])
    assert problem is not None and "never played together" in problem
    hand = at_lay(state, 0, ["Moroni"], ["Coriantumr", "Sword"])
    assert f"lay {hand['Coriantumr']}" not in legal(state)


def test_a_dotted_armory_card_goes_with_any_warrior_of_its_kind() -> None:
    state = new()
    catalog = state.catalog
    lamoni, faith, noah, wickedness = _ids(
        state, "King Lamoni", "Faith: Love", "King Noah", "Wickedness: Greed"
    )
    assert not catalog[faith].icons  # the yellow dot stands in place of an icon
    assert can_join(catalog, faith, [lamoni])
    assert can_join(catalog, wickedness, [noah])
    assert not can_join(catalog, faith, [noah])
    assert not can_join(catalog, wickedness, [lamoni])


def test_a_dotted_card_with_icons_stays_with_its_own_kind_by_default() -> None:
    # Sword of Laban: yellow dot and the blade icon; Kishkumen (Wicked) has a blade.
    state = new()
    kishkumen, laban = _ids(state, "Kishkumen", "Sword of Laban")
    assert state.catalog[laban].icons & state.catalog[kishkumen].icons
    assert "dot" in (join_problem(state.catalog, laban, [kishkumen]) or "")
    loose = new(rules={"dotted_cards": "icons-too"})
    kishkumen, laban = _ids(loose, "Kishkumen", "Sword of Laban")
    assert can_join(loose.catalog, laban, [kishkumen])


def test_the_primary_must_have_icons(tmp_path) -> None:  # type: ignore[no-untyped-def]
    from shutil import copy

    from stronghold.games.promised_land.library import BUILTIN_DIR

    copy(BUILTIN_DIR / "armory.toml", tmp_path / "armory.toml")
    text = (BUILTIN_DIR / "warriors.toml").read_text(encoding="utf-8")
    text = text.replace(
        'icons = { value = ["crown", "dagger"], source = "stronghold"',
        'icons = { value = [], source = "stronghold"',
    )
    (tmp_path / "warriors.toml").write_text(text, encoding="utf-8")
    state = new(cards=str(tmp_path))
    noah = state.catalog.ids_named("King Noah")[0]
    assert not state.catalog[noah].icons
    assert join_problem(state.catalog, noah, []) == (
        "King Noah has no icons: the primary Warrior must have icons"
    )
