"""Accessories beside a Guardian (issue 14, "accessories and attachments"): Gift of Isis (CMP
+2), Gift of Osirus (Vitality +3), Scarab of Bounty (LUC +1) — ``accessory`` on an item, placed
from the Creature Pen in Draw and Organize with ``cast CARD guardian``, answerable by a Dispel
Magic, face up beside the Guardian for the rest of the game, one of each name in play
(docs/rules-notes/cards/accessories.md)."""

from __future__ import annotations

import pytest
from game_helpers import SHIELD, act, assert_in_place, at_position, legal, seat_table

from stronghold.engine.errors import PositionError
from stronghold.games.guardians.play.state import GameState


def _id(state: GameState, seat: int, zone: str, name: str) -> str:
    return next(c for c in getattr(state.players[seat], zone) if state.cards[c].name == name)


def _names(state: GameState, seat: int, zone: str) -> list[str]:
    return sorted(state.cards[c].name for c in getattr(state.players[seat], zone))


def _organizing(mine: list[str], theirs: str = "", stones: int = 2) -> GameState:
    pen = ", ".join(f'"{name}"' for name in mine)
    text = (
        'turn = 2\nphase = "organize"\nseat = 0\n'
        + seat_table(0, f"pen = [{pen}]", 'deck = ["Axeman"]').replace(
            "stones = 0", f"stones = {stones}"
        )
        + seat_table(1, 'deck = ["Axeman"]', theirs)
    )
    return at_position(text)


def test_an_accessory_is_placed_beside_the_guardian_from_the_pen_and_shown() -> None:
    state = _organizing(["Gift of Isis", "Axeman"])
    gift = _id(state, 0, "pen", "Gift of Isis")
    assert f"cast {gift} guardian" in legal(state)
    act(state, f"cast {gift} guardian")
    assert (state.phase, state.seat) == ("organize", 0)  # the seat goes on organizing
    assert state.players[0].accessories == [gift]
    assert state.cards[gift].public
    for seat in (0, 1):  # both seats see it beside seat 0's Guardian
        shown = state.view(seat)["players"][0]["accessories"]
        assert [card["name"] for card in shown] == ["Gift of Isis"]
    assert any(e.kind == "accessory-placed" for e in state.event_log)
    assert_in_place(state)


def test_only_one_gift_of_isis_may_be_in_play() -> None:
    state = _organizing(["Gift of Isis", "Gift of Isis"])
    first, second = (c for c in state.players[0].pen if state.cards[c].name == "Gift of Isis")
    act(state, f"cast {first} guardian")
    assert not any(a.startswith("cast ") for a in legal(state))
    assert second in state.players[0].pen
    # nor beside the other Guardian: the opponent's Gift of Isis is not offered either
    theirs = _organizing(["Axeman"], 'accessories = ["Gift of Isis"]\npen = ["Gift of Isis"]')
    assert not any(a.startswith("cast ") for a in legal(theirs))


def test_scarab_of_bounty_costs_a_power_stone() -> None:
    broke = _organizing(["Scarab of Bounty"], stones=0)
    assert not any(a.startswith("cast ") for a in legal(broke))
    state = _organizing(["Scarab of Bounty"], stones=2)
    act(state, f"cast {_id(state, 0, 'pen', 'Scarab of Bounty')} guardian")
    assert state.players[0].stones == 1
    assert _names(state, 0, "accessories") == ["Scarab of Bounty"]


def test_a_dispelled_accessory_goes_to_the_discard_pile() -> None:
    state = _organizing(["Gift of Osirus"], 'storage = ["Dispel Magic"]')
    gift = _id(state, 0, "pen", "Gift of Osirus")
    act(state, f"cast {gift} guardian")
    assert (state.phase, state.seat) == ("respond", 1)
    act(state, f"cast {_id(state, 1, 'storage', 'Dispel Magic')} {gift}")
    if state.phase == "respond":
        act(state, "pass")
    assert state.phase == "organize"
    assert state.players[0].accessories == []
    assert "Gift of Osirus" in _names(state, 0, "discard")
    assert_in_place(state)


def _assault(mine: str, theirs: str, *, channel: bool) -> dict[str, object]:
    """Seat 0's Baal-a-Gog, Swordsman and Archer (24) move onto seat 1's second rubble and
    assault Rak Nam (Vitality 30, CMP 9); the assault's event."""
    text = (
        'phase = "move"\nseat = 0\n'
        + seat_table(0, mine)
        .replace("stones = 0", "stones = 1")
        + f'[[seat0.shields]]\nspace = "C1"\ncard = "{SHIELD}"\n'
        + 'cards = ["Baal-a-Gog", "Swordsman", "Archer"]\n'
        + seat_table(1, theirs)
        + "[seat1.D1]\nrubble = true\n[seat1.D2]\nrubble = true\n"
    )  # fmt: skip
    state = at_position(text)
    shield = next(s for s in state.shields.values() if s.owner == 0)
    act(state, f"turn {shield.id}")
    act(state, "move D1")
    act(state, "assault channel" if channel else "assault")
    event = next(e.to_json() for e in state.event_log if e.kind == "guardian-assaulted")
    return {"total": event["total"], "killed": event["killed"]}


@pytest.mark.parametrize(
    ("mine", "theirs", "total", "killed"),
    [
        ("", "", 33, True),  # 24 + CMP 9 > 30
        ("", 'accessories = ["Gift of Osirus"]', 33, False),  # not more than 30 + 3
        ('accessories = ["Gift of Isis"]', 'accessories = ["Gift of Osirus"]', 35, True),
    ],
)
def test_the_gifts_change_the_guardians_vitality_and_cmp(
    mine: str, theirs: str, total: int, killed: bool
) -> None:
    assert _assault(mine, theirs, channel=True) == {"total": total, "killed": killed}


def test_gift_of_isis_raises_the_cmp_the_guardian_channels_in_combat() -> None:
    text = (
        'phase = "move"\nseat = 0\n'
        + seat_table(0, 'accessories = ["Gift of Isis"]')
        + f'[[seat0.shields]]\nspace = "B1"\ncard = "{SHIELD}"\ncards = ["Swordsman"]\n'
        + seat_table(1)
        + f'[[seat1.shields]]\nspace = "C1"\ncard = "{SHIELD}"\ncards = ["Axeman"]\n'
    )
    state = at_position(text)
    shield = next(s for s in state.shields.values() if s.owner == 0)
    act(state, f"turn {shield.id}")
    act(state, "move C1")
    assert state.combat is not None
    info = state.combat_info
    assert info is not None
    assert state.combat.guardian(info.side_of(0)).cmp == 11  # Rak Nam's 9 + 2
    assert state.combat.guardian(info.side_of(1)).cmp == 9


def _drawn(accessories: str) -> int:
    """How many cards seat 0 (Rak Nam: draw 3, LUC +1) draws on turn 2 after the lower Up."""
    deck = 'deck = ["4 Axeman", "4 Archer", "4 Angel"]'
    text = (
        'turn = 2\nphase = "draw"\n'
        + seat_table(0, deck, 'previous_up = "Buzzard"', accessories)
        + seat_table(1, deck, 'previous_up = "Woods"')
    )
    state = at_position(text)
    assert state.phase == "organize" and state.players[0].lower_up
    return len(state.players[0].pen) + len(state.players[0].storage)


def test_scarab_of_bounty_adds_one_to_the_luc_draw() -> None:
    assert _drawn('accessories = ["Scarab of Bounty"]') == _drawn("") + 1


def test_position_files_hold_accessories_and_refuse_two_alike() -> None:
    state = _organizing(["Axeman"], 'accessories = ["Gift of Osirus", "Scarab of Bounty"]')
    assert _names(state, 1, "accessories") == ["Gift of Osirus", "Scarab of Bounty"]
    assert all(state.cards[c].public for c in state.players[1].accessories)
    assert not state.hidden_from(0) & set(state.players[1].accessories)
    with pytest.raises(PositionError, match="only one Gift of Osirus may be in play"):
        at_position(
            'turn = 2\nphase = "organize"\nseat = 0\n'
            + seat_table(0, 'accessories = ["Gift of Osirus"]')
            + seat_table(1, 'accessories = ["Gift of Osirus"]')
        )
    with pytest.raises(PositionError, match="accessories"):
        at_position(
            'turn = 2\nphase = "organize"\nseat = 0\n' + seat_table(0, 'accessories = ["Axeman"]')
            + seat_table(1)
        )  # fmt: skip


# --- accessories used at the start of Terrain Settlement, and the Lotus Flower answering them --


def _settling(mine: str, theirs: str = "", *, stones: int = 0) -> GameState:
    """Turn 2's Terrain Settlement: seat 0's Swordsman holds C1 on its Woods."""
    text = (
        'turn = 2\nphase = "settle"\n'
        + seat_table(0, mine, 'terrain = { C1 = "Woods" }', 'deck = ["4 Axeman", "4 Archer"]')
        + f'[[seat0.shields]]\nspace = "C1"\ncard = "{SHIELD}"\ncards = ["Swordsman"]\n'
        + seat_table(1, 'deck = ["4 Axeman", "4 Archer"]', theirs).replace(
            "stones = 0", f"stones = {stones}"
        )
    )
    return at_position(text)


def test_ancient_tome_takes_an_own_terrain_back_and_the_land_is_paid_for_again() -> None:
    state = _settling('accessories = ["Ancient Tome of Dispansation"]\npen = ["Spires"]')
    tome = state.players[0].accessories[0]
    assert (state.phase, state.seat) == ("settle", 0)
    assert legal(state) == {f"cast {tome} C1", "pass"}
    act(state, f"cast {tome} C1")
    assert _names(state, 0, "pen") == ["Spires", "Woods"]
    assert state.cards[_id(state, 0, "pen", "Woods")].public
    assert not state.terrain  # C1 lies bare
    # C1 is bare now: seat 0 pays for it again, and the Tome is not offered a second time
    assert state.seat == 0
    assert any(a.startswith("terrain ") for a in legal(state))
    assert not any(a.startswith(f"cast {tome}") for a in legal(state))
    assert_in_place(state)


def test_without_a_use_the_settlement_asks_nothing_more() -> None:
    state = _settling('accessories = ["Gift of Isis"]')
    assert state.phase == "organize" and state.turn == 3  # nothing to decide: next turn


def _drawn_next_turn(use_ankh: bool, theirs: str = "", stones: int = 0) -> GameState:
    state = _settling('accessories = ["Ankh"]\nstorage = ["Gold"]', theirs, stones=stones)
    ankh = state.players[0].accessories[0]
    gold = _id(state, 0, "storage", "Gold")
    assert legal(state) == {f"cast {ankh} {gold}", "pass"}
    act(state, f"cast {ankh} {gold}" if use_ankh else "pass")
    return state


def _drew(state: GameState, seat: int) -> int:
    drew = [e.to_json() for e in state.event_log if e.kind == "drew"]
    return int(next(d["number"] for d in reversed(drew) if d["seat"] == seat))


def test_the_ankh_discards_a_storage_card_for_one_more_card_next_turn() -> None:
    used, passed = _drawn_next_turn(True), _drawn_next_turn(False)
    assert used.turn == passed.turn == 3
    assert _drew(used, 0) == _drew(passed, 0) + 1
    assert "Gold" in _names(used, 0, "discard")
    assert used.players[0].extra_draws == 0  # drawn: spent


def test_a_lotus_flower_cancels_the_ankh_for_a_stone() -> None:
    lotus = '[seat1.D1]\nupgrade = "Lotus Flower Water Garden"'
    state = _settling('accessories = ["Ankh"]\nstorage = ["Gold"]', lotus, stones=1)
    ankh = state.players[0].accessories[0]
    garden = state.players[1].strongholds[0].upgrade
    assert garden is not None
    act(state, f"cast {ankh} {_id(state, 0, 'storage', 'Gold')}")
    assert (state.phase, state.seat) == ("respond", 1)
    assert legal(state) == {f"cast {garden} {ankh}", "pass"}
    act(state, f"cast {garden} {ankh}")
    assert state.players[1].stones == 0
    assert state.players[1].strongholds[0].upgrade == garden  # the upgrade stays
    assert "Gold" in _names(state, 0, "discard")  # the Ankh's price stays paid
    assert any(e.kind == "fizzled" for e in state.event_log)
    assert state.turn == 3 and _drew(state, 0) == _drew(_drawn_next_turn(False), 0)


def test_nothing_answers_a_lotus_flower_so_the_user_is_not_asked() -> None:
    """It is public that no card answers a Lotus Flower (an upgrade): the Ankh's user is not
    asked to respond, though face-down cards remain in his Storage Hand."""
    lotus = '[seat1.D1]\nupgrade = "Lotus Flower Water Garden"'
    state = _settling('accessories = ["Ankh"]\nstorage = ["Gold", "Dispel Magic"]', lotus, stones=1)
    state.players[0].stones = 1  # even with a Dispel Magic he could pay for
    ankh = state.players[0].accessories[0]
    garden = state.players[1].strongholds[0].upgrade
    act(state, f"cast {ankh} {_id(state, 0, 'storage', 'Gold')}")
    act(state, f"cast {garden} {ankh}")
    assert not state.cards[_id(state, 0, "storage", "Dispel Magic")].public
    assert state.phase != "respond"  # the Lotus resolves at once: the Ankh is cancelled
    assert any(e.kind == "fizzled" for e in state.event_log)
    assert state.turn == 3


def test_a_lotus_flower_needs_a_stone_and_answers_only_accessories() -> None:
    lotus = '[seat1.D1]\nupgrade = "Lotus Flower Water Garden"'
    state = _settling('accessories = ["Ankh"]\nstorage = ["Gold"]', lotus, stones=0)
    act(state, f"cast {state.players[0].accessories[0]} {_id(state, 0, 'storage', 'Gold')}")
    assert state.phase != "respond"  # nothing to answer with: the Ankh stands
    assert state.turn == 3


def test_the_terminal_shows_the_accessories_beside_each_guardian() -> None:
    from rich.console import Console

    from stronghold.cli.render import opponent_panel, player_panel

    state = _organizing(["Axeman"], 'accessories = ["Gift of Osirus"]')
    console = Console(width=140, record=True)
    console.print(opponent_panel(state.view(0), 0, {}))
    console.print(player_panel(state.view(1), 1))
    assert console.export_text().count("Beside the Guardian: Gift of Osirus") == 2
