"""Spells cast at the start of Terrain Settlement (``settle_spell``, play/settle_spells.py):
Pestilence and Hostage Crisis. Played from written positions entering the settle phase."""

from __future__ import annotations

from game_helpers import act, assert_in_place, at_position, legal

from stronghold.games.guardians.play.state import GameState

SHIELD = "Shield Maitz's Lightning 14"


def _position(
    storage: list[str], mine: list[str], theirs: list[str], their_pen: list[str], stones: int
) -> GameState:
    text = 'turn = 2\nphase = "settle"\n'
    for seat, cards, space in ((0, mine, "B2"), (1, theirs, "C2")):
        spells = ", ".join(f'"{n}"' for n in storage) if seat == 0 else ""
        pen = ", ".join(f'"{n}"' for n in their_pen) if seat == 1 else ""
        listed = ", ".join(f'"{n}"' for n in cards)
        text += (
            f'[seat{seat}]\nguardian = "Rak Nam"\nstrongholds = "Carreg Amroth"\n'
            f"stones = {stones if seat == 0 else 0}\nstorage = [{spells}]\npen = [{pen}]\n"
            f'deck = ["3 Axeman"]\nterrain = {{ {space} = "Woods" }}\n'
            f'[[seat{seat}.shields]]\nspace = "{space}"\ncard = "{SHIELD}"\ncards = [{listed}]\n'
        )
    return at_position(text)


def _cast(state: GameState, spell: str) -> None:
    found = [
        a for a in legal(state) if a.startswith("cast ") and state.cards[a.split()[1]].name == spell
    ]
    assert found, f"{spell} not castable: {sorted(legal(state))}"
    act(state, found[0])


def _discard(state: GameState, seat: int) -> list[str]:
    return [state.cards[c].name for c in state.players[seat].discard]


def test_pestilence_takes_a_creature_from_every_shield_on_the_lands() -> None:
    state = _position(["Pestilence"], ["Swordsman", "Angel"], ["Axeman"], [], stones=1)
    assert state.phase == "settle_spells" and state.seat == 0
    _cast(state, "Pestilence")
    assert state.players[0].stones == 0
    # seat 0's shield holds two creatures: its owner chooses, and keeps the weaker one
    assert state.phase == "lose" and state.seat == 0
    angel = _id(state, "Angel")
    assert legal(state) == {f"sacrifice {_shield(state, 0)} {c}" for c in _under(state, 0)}
    act(state, f"sacrifice {_shield(state, 0)} {angel}")
    assert "Angel" in _discard(state, 0) and "Swordsman" not in _discard(state, 0)
    assert "Axeman" in _discard(state, 1)  # one card under it: nothing to choose
    assert not any(s.owner == 1 for s in state.shields.values())  # emptied: destroyed
    assert_in_place(state)


def test_pestilence_asks_the_owner_whenever_the_shield_holds_more_cards() -> None:
    """One creature and one item under seat 1's shield: its owner is asked (the count of cards
    is public, what they are is not), with the one creature as its only choice."""
    state = _position(["Pestilence"], ["Swordsman"], ["Axeman", "Disc of Siin"], [], stones=1)
    _cast(state, "Pestilence")
    assert state.phase == "lose" and state.seat == 1
    assert legal(state) == {f"sacrifice {_shield(state, 1)} {_id(state, 'Axeman')}"}
    act(state, next(iter(legal(state))))
    assert {"Axeman", "Disc of Siin"} <= set(_discard(state, 1))  # the item goes with it
    assert "Swordsman" in _discard(state, 0)
    assert not state.shields


def _id(state: GameState, name: str) -> str:
    """The card called ``name`` under a shield."""
    under = [cid for shield in state.shields.values() for cid in shield.contents]
    return next(cid for cid in under if state.cards[cid].name == name)


def _shield(state: GameState, seat: int) -> str:
    return next(s.id for s in state.shields.values() if s.owner == seat)


def _under(state: GameState, seat: int) -> list[str]:
    return state.shields[_shield(state, seat)].contents


def test_pestilence_costs_a_stone_and_is_cast_once_a_turn() -> None:
    broke = _position(["Pestilence"], ["Swordsman"], ["Axeman"], [], stones=0)
    assert legal(broke) == {"pass"}
    state = _position(["Pestilence", "Pestilence"], ["Swordsman", "Angel"], ["Axeman"], [], 2)
    _cast(state, "Pestilence")
    if state.phase == "settle_spells" and state.seat == 0:
        assert not any(a.startswith("cast ") for a in legal(state))


def test_hostage_crisis_shows_the_pen_and_pays_a_stone_a_creature() -> None:
    pen = ["Axeman", "Archer", "Woods"]
    state = _position(["Hostage Crisis"], ["Swordsman"], ["Angel"], pen, stones=0)
    _cast(state, "Hostage Crisis")
    assert state.players[0].stones == 2  # two creatures; the Woods is no creature
    shown = [t.event for t in state.events(0) if t.event.kind == "pen-shown"]
    assert len(shown) == 1
    assert sorted(shown[0].to_json()["shown"]) == sorted(pen)  # every card of it, to both


def test_settlement_goes_on_once_both_pass() -> None:
    state = _position(["Hostage Crisis"], ["Swordsman"], ["Angel"], [], stones=0)
    assert state.phase == "settle_spells"
    while state.phase == "settle_spells":
        act(state, "pass")
    assert state.phase != "settle_spells"
    assert_in_place(state)


def _to_next_turn(state: GameState) -> None:
    """Let settlement play out (each choice the first listed) until turn 3 begins."""
    steps = 0
    while state.turn == 2:
        act(state, "pass" if "pass" in legal(state) else sorted(legal(state))[0])
        steps += 1
        assert steps < 100


def _with_up_cards(storage: list[str], stones: int) -> GameState:
    state = _position(storage, ["Swordsman"], ["Axeman"], [], stones)
    for seat, name in ((0, "Archer"), (1, "Gunner")):
        deck = state.players[seat].deck
        cid = deck.pop()
        state.set_face(cid, state.game.library.get(name))  # type: ignore[attr-defined]
        state.players[seat].up = cid
        state.set_public(cid)
    for cid in state.players[1].deck:  # Up numbers unlike seat 0's Axemen: no tie
        state.set_face(cid, state.game.library.get("Sand Lord"))  # type: ignore[attr-defined]
    return state


def test_the_hand_of_chronos_skips_the_next_draw_and_organize_and_discards_the_up_cards() -> None:
    state = _with_up_cards(["The Hand of Chronos"], stones=2)
    old = [state.players[seat].up for seat in (0, 1)]
    _cast(state, "The Hand of Chronos")
    assert state.players[0].stones == 0  # it costs two stones
    _to_next_turn(state)
    assert state.phase in ("after_up", "move")  # straight to Movement and Combat
    assert not any(e.kind == "drew" for e in state.event_log[-12:])
    for seat, cid in enumerate(old):
        assert cid in state.players[seat].discard  # thrown away, not drawn
        assert cid not in state.players[seat].storage + state.players[seat].pen
    assert all(p.up is not None for p in state.players)  # fresh Up cards turned
    assert_in_place(state)


def test_without_the_hand_of_chronos_the_next_turn_draws() -> None:
    state = _with_up_cards(["The Hand of Chronos"], stones=2)
    _to_next_turn(state)
    assert state.phase in ("draw", "draw_spells", "organize")
