"""Spells that look at the top of a draw deck and put the cards back as the caster likes
(``after_up = { look = ... }``, play/deck_looks.py, play/knowledge.py): Control Destiny (the
caster's own top six), Helm of the Brotherhood (the opponent's top five). Played from written
positions in the organize phase: seat 1 says ``ready``, the Up cards are turned from the decks'
tops and the window right after them opens. What the caster saw is its own: its view names the
cards with their places, the other seat's does not, and a sampled world keeps them."""

from __future__ import annotations

import pytest
from game_helpers import act, assert_in_place, at_position, legal, organizing_seat

from stronghold.engine.errors import IllegalAction
from stronghold.engine.rng import Rng
from stronghold.games.guardians.play.state import GameState

MY_TOP = ["Archer", "Angel", "Buzzard", "Gunner", "Valkyrie Spirit", "Woods", "Swordsman"]
THEIR_TOP = ["Axeman", "Angel", "Buzzard", "Gunner", "Archer", "Woods", "Swordsman"]


def _seat(seat: int, storage: list[str], deck: list[str], deck_top: list[str]) -> str:
    return organizing_seat(seat, storage, deck, deck_top=deck_top, ready=seat == 0)


def _start(mine: list[str], theirs: list[str], my_deck: list[str] | None = None) -> GameState:
    deck = ["3 Axeman", "Baal-a-Gog"] if my_deck is None else my_deck
    text = 'turn = 2\nphase = "organize"\nseat = 1\n'
    text += _seat(0, mine, deck, MY_TOP) + _seat(1, theirs, ["3 Axeman"], THEIR_TOP)
    state = at_position(text)
    act(state, "ready")
    return state


def _cast(state: GameState, spell: str) -> str:
    found = [a for a in legal(state) if a.startswith("cast ")]
    named = [a for a in found if state.cards[a.split()[1]].name == spell]
    assert named, f"{spell} not castable: {legal(state)}"
    act(state, named[0])
    return named[0]


def _arrange(state: GameState, name: str, end: str) -> None:
    chosen = sorted(
        a for a in legal(state) if state.cards[a.split()[1]].name == name and a.endswith(end)
    )
    assert chosen, f"no arrange {name} {end}: {legal(state)}"
    act(state, chosen[0])


def _top_down(state: GameState, seat: int) -> list[str]:
    return [state.cards[c].name for c in reversed(state.players[seat].deck)]


def _known(state: GameState, viewer: int | None, owner: int) -> list[tuple[int, str]]:
    entry = state.view(viewer)["players"][owner]
    return [(c["from_top"], c["name"]) for c in entry.get("deck_known", [])]


def test_control_destiny_reorders_the_own_top_six_and_sends_some_to_the_bottom() -> None:
    state = _start(["Control Destiny"], [])
    assert state.phase == "after_up" and state.seat == 0
    assert _cast(state, "Control Destiny").endswith(" own-deck")
    assert state.phase == "arrange" and state.seat == 0
    looked = {state.cards[a.split()[1]].name for a in legal(state)}
    assert looked == {"Angel", "Buzzard", "Gunner", "Valkyrie Spirit", "Woods", "Swordsman"}
    assert len(legal(state)) == 12  # each of six cards, on top or at the bottom
    for name, end in (("Gunner", "top"), ("Angel", "top"), ("Woods", "bottom")):
        _arrange(state, name, end)
    for name, end in (("Buzzard", "bottom"), ("Valkyrie Spirit", "top"), ("Swordsman", "top")):
        _arrange(state, name, end)
    assert state.phase != "arrange"
    assert _top_down(state, 0) == [
        "Gunner", "Angel", "Valkyrie Spirit", "Swordsman", "Baal-a-Gog",
        "Axeman", "Axeman", "Axeman", "Woods", "Buzzard",
    ]  # fmt: skip
    # the caster knows the six and where they lie; the opponent knows nothing of them
    assert _known(state, 0, 0) == [
        (1, "Gunner"), (2, "Angel"), (3, "Valkyrie Spirit"), (4, "Swordsman"),
        (9, "Woods"), (10, "Buzzard"),
    ]  # fmt: skip
    assert _known(state, 1, 0) == [] and _known(state, None, 0) == []
    deck = state.players[0].deck
    six = {deck[i] for i in (0, 1, 6, 7, 8, 9)}
    assert not six & state.hidden_from(0)
    assert six <= state.hidden_from(1)
    assert {deck[2], deck[5]} <= state.hidden_from(0)  # Axeman, Baal-a-Gog: order unknown
    told = [e for e in state.event_log if e.to_json()["kind"] == "deck-looked"]
    assert len(told) == 1
    mine, theirs = told[0].told_to(0).to_json(), told[0].told_to(1).to_json()
    assert mine["on_top"] == ["Gunner", "Angel", "Valkyrie Spirit", "Swordsman"]
    assert mine["under"] == ["Woods", "Buzzard"]
    assert theirs["on_top"] is None and theirs["under"] is None
    assert (theirs["number"], theirs["bottom"]) == (6, 2)
    assert_in_place(state)


def test_a_sampled_world_keeps_what_the_looker_saw_and_only_for_it() -> None:
    state = _start(["Control Destiny"], [])
    _cast(state, "Control Destiny")
    for name in ("Gunner", "Angel", "Buzzard", "Valkyrie Spirit", "Woods", "Swordsman"):
        _arrange(state, name, "top")
    deck = state.players[0].deck
    faces = {cid: state.cards[cid].name for cid in deck[-6:]}
    moved_for_other = False
    for salt in range(12):
        mine = state.determinize(0, Rng(salt))
        assert isinstance(mine, GameState)
        assert {cid: mine.cards[cid].name for cid in faces} == faces
        theirs = state.determinize(1, Rng(salt))
        assert isinstance(theirs, GameState)
        moved_for_other |= {cid: theirs.cards[cid].name for cid in faces} != faces
    assert moved_for_other  # seat 1 never saw them: its worlds deal them anew


def test_helm_of_the_brotherhood_arranges_the_opponents_top_five_seen_by_the_caster_only() -> None:
    state = _start(["Helm of the BrotherHood"], [])
    assert _cast(state, "Helm of the BrotherHood").endswith(" opponent-deck")
    assert state.phase == "arrange" and state.seat == 0
    looked = {state.cards[a.split()[1]].name for a in legal(state)}
    assert looked == {"Angel", "Buzzard", "Gunner", "Archer", "Woods"}
    for name in ("Angel", "Buzzard", "Gunner", "Archer"):
        _arrange(state, name, "bottom")
    _arrange(state, "Woods", "top")
    assert _top_down(state, 1) == [
        "Woods",
        "Swordsman",
        "Axeman",
        "Axeman",
        "Axeman",
        "Angel",
        "Buzzard",
        "Gunner",
        "Archer",
    ]  # the first one sent to the bottom lies above the later ones
    assert _known(state, 0, 1) == [(1, "Woods"), (6, "Angel"), (7, "Buzzard"), (8, "Gunner"),
                                   (9, "Archer")]  # fmt: skip
    assert _known(state, 1, 1) == []  # the deck's owner does not learn its order
    deck = state.players[1].deck
    five = {deck[i] for i in (0, 1, 2, 3, 8)}
    assert not five & state.hidden_from(0)
    assert five <= state.hidden_from(1)
    said = state.events(1)[-3:]
    assert any("at the bottom" in e.text and "Woods" not in e.text for e in said)


def test_a_shuffle_forgets_what_was_seen() -> None:
    from stronghold.games.guardians.play import knowledge

    state = _start(["Control Destiny"], [])
    _cast(state, "Control Destiny")
    for name in ("Gunner", "Angel", "Buzzard", "Valkyrie Spirit", "Woods", "Swordsman"):
        _arrange(state, name, "top")
    assert len(_known(state, 0, 0)) == 6
    knowledge.shuffle_deck(state, 0)  # as every reshuffle of a deck does
    assert _known(state, 0, 0) == []
    assert set(state.players[0].deck) <= state.hidden_from(0)


def test_a_short_deck_is_looked_at_whole() -> None:
    state = _start(["Control Destiny"], [], my_deck=[])
    _cast(state, "Control Destiny")
    looked = {state.cards[a.split()[1]].name for a in legal(state)}
    assert looked == {"Angel", "Buzzard", "Gunner", "Valkyrie Spirit", "Woods", "Swordsman"}
    assert len(state.players[0].deck) == 6


def test_a_dispelled_look_sees_nothing() -> None:
    state = _start(["Helm of the BrotherHood"], ["Dispel Magic"])
    _cast(state, "Helm of the BrotherHood")
    assert state.phase == "respond" and state.seat == 1
    act(state, next(a for a in legal(state) if a.startswith("cast ")))
    assert state.phase != "arrange"
    assert _known(state, 0, 1) == []
    assert "Helm of the BrotherHood" in [state.cards[c].name for c in state.players[0].discard]


def test_arranging_a_card_not_looked_at_is_refused_and_changes_nothing() -> None:
    state = _start(["Control Destiny"], [])
    _cast(state, "Control Destiny")
    other = state.players[0].deck[0]  # the bottom card: not among the six
    before = state.fingerprint()
    with pytest.raises(IllegalAction, match="not allowed now"):
        act(state, f"arrange {other} top")
    assert state.fingerprint() == before


def test_the_terminal_shows_the_looker_what_it_knows_and_the_opponent_nothing() -> None:
    import io

    from rich.console import Console

    from stronghold.cli.render import opponent_panel, player_panel

    state = _start(["Control Destiny", "Helm of the BrotherHood"], [])
    _cast(state, "Control Destiny")
    for name in ("Gunner", "Angel", "Buzzard", "Valkyrie Spirit", "Woods", "Swordsman"):
        _arrange(state, name, "top")

    def shown(panel: object) -> str:
        out = io.StringIO()
        Console(file=out, width=200).print(panel)
        return out.getvalue()

    mine = shown(player_panel(state.view(0), 0))
    assert "Known in the deck (from the top): 1: Gunner, 2: Angel, 3: Buzzard" in mine
    assert "Known in the deck" not in shown(opponent_panel(state.view(1), 1, {}))
