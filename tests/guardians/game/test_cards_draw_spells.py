"""Spells cast before the draw (``draw_spell``, play/draw_spells.py): Planes of Entropy,
Grunwald The Usurper, Phase Assassin, Cuthbert the Resurrector. Played from written positions
in the draw phase of turn 2 (Rak Nam: draws 3, LDL -1, MDL +1)."""

from __future__ import annotations

from game_helpers import act, assert_in_place, at_position, legal, seat_table

from stronghold.games.guardians import events
from stronghold.games.guardians.play.state import GameState

DECK = 'deck = ["4 Axeman", "4 Archer", "4 Angel", "4 Gunner"]'
SHIELD = "Shield Maitz's Lightning 14"


def _position(
    storage: list[str],
    *,
    stones: int = 0,
    extra0: tuple[str, ...] = (),
    extra1: tuple[str, ...] = (),
    their_storage: list[str] | None = None,
    seed: int = 0,
) -> GameState:
    mine = ", ".join(f'"{n}"' for n in storage)
    theirs = ", ".join(f'"{n}"' for n in their_storage or [])
    text = (
        'turn = 2\nphase = "draw"\n'
        + seat_table(0, DECK, f"storage = [{mine}]", 'previous_up = "Axeman"', *extra0)
        + seat_table(1, DECK, f"storage = [{theirs}]", 'previous_up = "Axeman"', *extra1)
    ).replace("stones = 0", f"stones = {stones}", 1)
    return at_position(text, seed)


def _cast(state: GameState, spell: str, target: str | None = None) -> None:
    found = sorted(
        a for a in legal(state) if a.startswith("cast ") and state.cards[a.split()[1]].name == spell
    )
    if target is not None:
        found = [a for a in found if a.split()[2] == target]
    assert found, f"{spell} not castable: {sorted(legal(state))}"
    act(state, found[0])


def _to_organize(state: GameState) -> None:
    while state.phase in ("draw_spells", "respond"):
        act(state, "pass")
    assert state.phase == "organize"
    assert_in_place(state)


def _drawn(state: GameState, seat: int) -> int:
    return sum(
        e.number
        for e in state.event_log
        if isinstance(e, events.Drew) and e.seat == seat and e.why is None
    )


def _baseline(storage: list[str], seat: int = 0, **keys: object) -> int:
    """What ``seat`` draws when the spell is held but not cast."""
    state = _position(storage, **keys)  # type: ignore[arg-type]
    assert state.phase == "draw_spells" and state.seat == 0
    _to_organize(state)
    return _drawn(state, seat)


def test_planes_of_entropy_draws_a_die_roll_instead_of_the_usual_number() -> None:
    assert _baseline(["Planes of Entropy"]) == 3
    seen = set()
    for seed in range(12):
        state = _position(["Planes of Entropy"], seed=seed)
        _cast(state, "Planes of Entropy", "guardian")
        _to_organize(state)
        said = [e for e in state.event_log if isinstance(e, events.MoveSpell)]
        rolled = int(said[0].what.split()[1].rstrip(":"))
        assert 1 <= rolled <= 6
        assert _drawn(state, 0) == rolled
        assert _drawn(state, 1) == 3  # the opponent draws as usual
        seen.add(rolled)
    assert len(seen) > 2  # a die, not a fixed number


def test_grunwald_counts_unshielded_terrain_as_the_casters_for_the_draw() -> None:
    # seat 1's terrain on B1, B2 and C1 (no shield): seat 1 holds 5 lands, seat 0 only B3, so
    # seat 0 draws 3 - 1. With Grunwald the three count as seat 0's: 4 lands against C2 and C3
    # (seat 1's shield stands on its Woods in C2): 3 + 1. Seat 1's own draw does not change.
    theirs = (
        'terrain = { B1 = "Woods", B2 = "Woods", C1 = "Woods", C2 = "Woods" }',
        f'[[seat1.shields]]\nspace = "C2"\ncard = "{SHIELD}"\ncards = ["Swordsman"]',
    )
    assert _baseline(["Grunwald The Usurper"], extra1=theirs) == 2
    state = _position(["Grunwald The Usurper"], extra1=theirs)
    _cast(state, "Grunwald The Usurper", "guardian")
    _to_organize(state)
    assert _drawn(state, 0) == 4
    assert _drawn(state, 1) == _baseline(["Grunwald The Usurper"], 1, extra1=theirs)


def test_phase_assassin_burns_stones_for_cards_the_opponent_does_not_draw() -> None:
    assert _baseline(["Phase Assassin"], 1, stones=3) == 3
    state = _position(["Phase Assassin"], stones=3)
    casts = [a for a in state.legal_actions() if str(a).startswith("cast ")]
    assert {str(a).split()[2] for a in casts} == {"1", "2", "3"}
    told = {state.describe_action(a, 0) for a in casts}
    assert told == {f"cast Phase Assassin {n} ({n} stone{'s' * (n > 1)})" for n in (1, 2, 3)}
    _cast(state, "Phase Assassin", "2")
    assert state.players[0].stones == 1
    _to_organize(state)
    assert _drawn(state, 1) == 1
    assert _drawn(state, 0) == 3


def test_a_dispelled_phase_assassin_has_burnt_its_stones_for_nothing() -> None:
    state = _position(["Phase Assassin"], stones=3, their_storage=["Dispel Magic"])
    _cast(state, "Phase Assassin", "3")
    assert state.phase == "respond" and state.seat == 1
    _cast(state, "Dispel Magic")
    _to_organize(state)
    assert state.players[0].stones == 0
    assert _drawn(state, 1) == 3


def test_cuthbert_draws_a_chosen_creature_from_the_discard_pile_shown_to_both() -> None:
    pile = ('discard = ["Angel", "Woods"]',)
    state = _position(["Cuthbert the Resurrector"], extra0=pile)
    angel = next(c for c in state.players[0].discard if state.cards[c].name == "Angel")
    targets = {a.split()[2] for a in legal(state) if a.startswith("cast ")}
    assert targets == {angel}  # creatures only
    _cast(state, "Cuthbert the Resurrector", angel)
    _to_organize(state)
    assert angel in state.players[0].pen and angel not in state.players[0].discard
    assert _drawn(state, 0) == 3  # one of the three draws
    seen = [c["name"] for c in state.view(1)["players"][0]["shown_in_hand"]]
    # the opponent sees it (and the previous Up card, face up before it was drawn); the card
    # drawn from the deck stays hidden
    assert sorted(seen) == ["Angel", "Axeman"]
