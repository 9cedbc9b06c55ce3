"""Detect Life Force (``anytime = "tell_vitality"``, play/anytime_spells.py): cast at an
out-of-combat spell window on a space holding the opponent's cards, the opponent tells the
caster the total Vitality of his creatures there. The caster alone keeps the number (its view,
and the worlds ``determinize`` samples for it hold that total while those cards stay there);
an onlooker is not told it (docs/rules-notes/cards/anytime-spells.md)."""

from __future__ import annotations

from game_helpers import SHIELD, act, at_position, legal, seat_table

from stronghold.engine.conformance import check_indistinguishable_at
from stronghold.engine.rng import Rng
from stronghold.games.guardians import card_events
from stronghold.games.guardians.play import board
from stronghold.games.guardians.play.state import GameState
from stronghold.games.guardians.schema import Creature

DECK = 'deck = ["3 Axeman", "3 Archer", "3 Angel", "3 Gunner", "3 Baal-a-Gog"]'
#: Seat 1's hidden shield on C3 (its total is read from the cards).
THEIRS = ["Axeman", "Angel", "Gunner"]


def _position(storage: list[str]) -> GameState:
    mine = ", ".join(f'"{n}"' for n in storage)
    text = (
        'turn = 2\nphase = "draw"\n'
        + seat_table(0, DECK, f"storage = [{mine}]", 'previous_up = "Axeman"')
        + f'[[seat0.shields]]\nspace = "B1"\ncard = "{SHIELD}"\ncards = ["Axeman"]\n'
        + seat_table(1, DECK, 'previous_up = "Axeman"', 'pen = ["Archer", "Baal-a-Gog"]')
        + f'[[seat1.shields]]\nspace = "C3"\ncard = "{SHIELD}"\n'
        + "cards = [{}]\n".format(", ".join(f'"{n}"' for n in THEIRS))
    )
    return at_position(text, 0)


def _truth(state: GameState) -> int:
    shield = next(s for s in state.shields.values() if s.owner == 1)
    faces = [state.cards[c].card for c in shield.contents]
    return sum(f.vitality for f in faces if isinstance(f, Creature))


def _cast(state: GameState) -> None:
    casts = [a for a in legal(state) if a.startswith("cast ")]
    assert sorted(c.split()[2] for c in casts) == ["C3"]  # the one space holding their cards
    act(state, casts[0])
    while state.phase in ("draw_spells", "respond"):
        act(state, "pass")


def test_the_opponent_tells_the_caster_the_total_vitality_on_the_space() -> None:
    state = _position(["Detect Life Force"])
    _cast(state)
    told = [e for e in state.event_log if isinstance(e, card_events.TotalTold)]
    assert len(told) == 1 and told[0].total == _truth(state)
    assert state.view(0)["players"][0]["told"] == [{"space": "C3", "total": _truth(state)}]
    assert "told" not in state.view(1)["players"][1]  # the owner's view keeps no such list
    words = [e.text for e in state.events(0)]
    assert any(f"creatures on C3: {_truth(state)}" in w for w in words)
    hidden = [e.text for e in state.events(None)]
    assert not any(f"C3: {_truth(state)}" in w for w in hidden)  # no onlooker is told it


def test_determinize_for_the_caster_holds_the_told_total() -> None:
    state = _position(["Detect Life Force"])
    space = board.parse_space("C3")
    assert space is not None

    def totals(of: GameState) -> set[int]:
        out = set()
        for seed in range(40):
            world = of.determinize(0, Rng(seed))
            assert isinstance(world, GameState)
            out.add(_truth(world))
        return out

    assert len(totals(state)) > 1  # before the spell, worlds of other totals are sampled
    _cast(state)
    assert totals(state) == {_truth(state)}


def test_the_told_total_is_forgotten_once_the_cards_on_the_space_change() -> None:
    state = _position(["Detect Life Force"])
    _cast(state)
    shield = next(s for s in state.shields.values() if s.owner == 1)
    shield.contents.pop()  # (a card gone from the space: the total no longer says anything)
    assert "told" not in state.view(0)["players"][0]


def test_casting_it_keeps_the_secrets_of_both_seats() -> None:
    state = _position(["Detect Life Force"])
    for seat in (0, 1):
        twin = state.swap_hidden(seat, Rng(seat + 3))
        check_indistinguishable_at(state.clone(), twin.clone(), seat, [], Rng(seat + 7))
