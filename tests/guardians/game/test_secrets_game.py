"""Secrets in a whole game of Guardians (DESIGN.md, "Secrets"; issue 10): what a seat is told
must not depend on what it cannot see — not refusal reasons, not who is asked, not the ids,
not what ``determinize`` samples, not what ``can_take_back`` answers."""

from __future__ import annotations

from game_helpers import (
    GAME,
    act,
    blank,
    legal,
    organizing,
    put_shield,
    to_pen,
    to_storage,
)

from stronghold.engine.registry import load
from stronghold.engine.rng import Rng
from stronghold.games.guardians import hidden
from stronghold.games.guardians.combat.setup import double_bordered
from stronghold.games.guardians.play import actions as play_actions
from stronghold.games.guardians.play import board, secrets
from stronghold.games.guardians.play.actions import Put, Ready, Turn
from stronghold.games.guardians.play.model import ShieldStack
from stronghold.games.guardians.play.settlement import start_settlement
from stronghold.games.guardians.play.state import GameState
from stronghold.games.guardians.schema import Creature, Shield

KNIGHTS = load("guardians", decks=["basic-knights", "bribe-masters"], max_turns=12)


def _walk_to(state: GameState, want: str, seed: int, limit: int = 3000) -> bool:
    """Play seeded random moves until the phase is ``want``; whether it was reached."""
    rng = Rng(seed)
    for _ in range(limit):
        if state.phase == want:
            return True
        if state.is_terminal():
            return False
        state.apply(rng.choice(state.legal_actions()))
    return False


# --- refusal reasons --------------------------------------------------------------------------


def test_refusal_reasons_name_hidden_cards_no_more_in_a_games_combat() -> None:
    # Issue 10: a refusal named the other side's face-down card; in the whole game the combat
    # answers the same way: about a hidden id, no more than "not a card you can play".
    checked = 0
    for seed in range(6):
        state = KNIGHTS.new_state(seed)
        assert isinstance(state, GameState)
        if not _walk_to(state, "combat", seed):
            continue
        combat = state.combat
        assert combat is not None
        seat = state.current_seat
        assert seat is not None
        side = state.combat_info.side_of(seat)
        mine = {i.name for i in combat.cards if i.owner == side}
        for inst in combat.cards:
            if inst.id in combat.hidden_from(side) and inst.name not in mine:
                for verb in ("command", "primary", "cast", "ranged"):
                    reason = state.refusal(f"{verb} {inst.id}", seat=seat)
                    assert reason is not None and inst.name not in reason, reason
                checked += 1
    assert checked > 0


# --- who is asked -----------------------------------------------------------------------------


def _settling(mine: str, theirs: str = "Hammer of Doom") -> tuple[GameState, str, str]:
    """Seat 0 pays for the bare land B2 with a Spires card; seat 0's storage hand is the one
    card ``mine``, seat 1's the one card ``theirs``."""
    state = blank(1)
    shield = put_shield(state, 0, "B2", ["Swordsman"])
    (spires,) = to_pen(state, 0, "Spires")
    to_storage(state, 0, mine)
    if theirs == "Hammer of Doom":  # not in the rule-test deck
        hammer = state._new_card(GAME.library.get(theirs), 1)  # type: ignore[attr-defined]
        state.players[1].storage.append(hammer)
    else:
        to_storage(state, 1, theirs)
    state.turn = 2
    start_settlement(state)
    return state, shield.id, spires


def test_who_is_asked_tells_no_more_after_a_hammer_of_doom() -> None:
    # Issue 10: after a Hammer of Doom, a response step appeared only when the other seat held
    # a Dispel Magic. Seat 0 is asked all the same, with "pass" its only choice.
    worlds = []
    for storage in ("Dispel Magic", "Gold"):
        state, shield, spires = _settling(storage)
        act(state, f"terrain {shield} {spires}")
        hammer = next(a for a in state.legal_actions() if str(a).startswith("cast"))
        state.apply(hammer)
        worlds.append(state)
    dispel, gold = worlds
    assert dispel.phase == gold.phase == "respond"
    assert dispel.current_seat == gold.current_seat == 0
    assert legal(gold) == {"pass"}
    assert dispel.view(1) == gold.view(1)


def test_who_is_asked_tells_no_more_when_a_terrain_is_laid() -> None:
    # The seat that could answer a laid terrain with a Hammer of Doom is asked whenever it
    # holds a face-down storage card, not only when it holds a Hammer.
    state, shield, spires = _settling("Gold", "Gold")
    act(state, f"terrain {shield} {spires}")
    assert state.current_seat == 1 and legal(state) == {"pass"}


def test_who_is_asked_tells_no_more_at_the_reshuffle_offer() -> None:
    # Issue 10: the reshuffle offer after the first draw came only to a seat that drew no
    # shield, telling the other seat so. Each seat with a stone is asked; "keep" is always
    # legal, "reshuffle" only without a shield.
    kinds = set()
    for seed in range(40):
        state = KNIGHTS.new_state(seed)
        assert isinstance(state, GameState)
        drawn = [*state.players[0].pen, *state.players[0].storage]
        shield = any(isinstance(state.cards[c].card, Shield) for c in drawn)
        assert (state.phase, state.current_seat) == ("draw", 0)
        assert legal(state) == ({"keep"} if shield else {"keep", "reshuffle"})
        kinds.add(shield)
    assert kinds == {True, False}


def test_auto_pass_keeps_the_old_skipping_for_machine_play() -> None:
    game = load("guardians", decks=["basic-knights", "bribe-masters"], auto_pass=True)
    assert not game.keeps_secrets and KNIGHTS.keeps_secrets
    asked = []
    for seed in range(12):
        state = game.new_state(seed)
        assert isinstance(state, GameState)
        drawn = [*state.players[0].pen, *state.players[0].storage]
        shield = any(isinstance(state.cards[c].card, Shield) for c in drawn)
        asked.append((state.phase == "draw" and state.current_seat == 0) == (not shield))
    assert all(asked)


# --- ids --------------------------------------------------------------------------------------


def test_ids_of_hidden_cards_carry_no_identity() -> None:
    # Issue 10: ids followed the deck list (``w12`` was the deck list's ninth card in every
    # game). They are numbered in the shuffled deck's order.
    for cid in ("w12", "b40"):
        names = {KNIGHTS.new_state(seed).cards[cid].name for seed in range(10)}  # type: ignore[attr-defined]
        assert len(names) > 2


def test_the_fingerprint_knows_which_card_each_id_is() -> None:
    state = KNIGHTS.new_state(3)
    assert isinstance(state, GameState)
    other = state.clone()
    assert isinstance(other, GameState)
    deck = other.players[1].deck
    second = deck[0]
    first = next(c for c in deck if other.cards[c].name != other.cards[second].name)
    one, two = other.cards[first], other.cards[second]
    other.set_face(first, two.card)
    other.set_face(second, one.card)
    assert other.fingerprint() != state.fingerprint()


# --- swap_hidden and determinize --------------------------------------------------------------


def _midgame(seed: int) -> GameState:
    state = KNIGHTS.new_state(seed)
    assert isinstance(state, GameState)
    assert _walk_to(state, "move", seed)
    return state


def test_swap_hidden_gives_a_world_the_seat_cannot_tell_apart() -> None:
    state = _midgame(1)
    twins = [state.swap_hidden(0, Rng(salt)) for salt in range(4)]
    assert any(twin.fingerprint() != state.fingerprint() for twin in twins)
    for twin in twins:
        assert isinstance(twin, GameState)
        assert twin.view(0) == state.view(0)
        assert twin.legal_actions() == state.legal_actions()
        _places_kept(twin)


def _places_kept(state: GameState) -> None:
    """Each card lies where its kind may, every space within its stacking limit."""
    for player in state.players:
        assert all(double_bordered(state.cards[c].card) for c in player.storage)
        assert not any(double_bordered(state.cards[c].card) for c in player.pen)
        for slot in player.strongholds:
            assert all(isinstance(state.cards[c].card, Creature) for c in slot.under)
    for shield in state.shields.values():
        card = state.cards[shield.id].card
        limit = card.space_limit if isinstance(card, Shield) else 30
        assert state.stack_of(shield.owner, shield.space) <= limit


def test_determinize_is_invertible_no_more() -> None:
    # Issue 10: the sample was the true hidden cards under a shuffle that depended only on the
    # caller's RNG, each card's kind and stacking value kept in place. Now two worlds the seat
    # cannot tell apart give the very same sample, built from a canonical order.
    state = _midgame(2)
    twin = state.clone()
    assert isinstance(twin, GameState)
    cards, theirs = twin.cards, twin.players[1]
    pen = next(cards[c] for c in theirs.pen if not cards[c].public)
    deck = next(
        cards[c]
        for c in theirs.deck
        if not double_bordered(cards[c].card) and cards[c].name != pen.name
    )
    twin.set_face(pen.id, deck.card)
    twin.set_face(deck.id, pen.card)
    mine = [c for c in twin.players[0].deck if not cards[c].public]  # its own deck's order
    faces = [cards[c].card for c in mine]  # is unknown to it too
    for cid, face in zip(mine, reversed(faces), strict=True):
        twin.set_face(cid, face)
    assert _faces(twin) != _faces(state)
    for salt in range(5):
        one = state.determinize(0, Rng(salt))
        two = twin.determinize(0, Rng(salt))
        assert isinstance(one, GameState) and isinstance(two, GameState)
        assert _faces(one) == _faces(two)
        assert one.canonical() == two.canonical()


def _faces(state: GameState) -> dict[str, str]:
    """Which card each instance id is."""
    return {cid: card.name for cid, card in state.cards.items()}


def test_a_sample_keeps_each_places_rules_and_the_seats_view() -> None:
    for seed in range(3):
        state = _midgame(seed)
        for salt in range(8):
            sample = state.determinize(0, Rng(salt))
            assert isinstance(sample, GameState)
            assert sample.view(0) == state.view(0)
            _places_kept(sample)


def test_a_deal_that_succeeds_keeps_every_place_and_box_by_world_ok() -> None:
    # the deal checks its finished world from the counts it kept as it dealt (not by
    # world_ok, for speed): each world it gives must pass world_ok all the same
    dealt = 0
    for seed in range(4):
        state = _midgame(seed)
        for seat in (0, 1):
            for owner, unknown in secrets.places(state, seat).items():
                pool = [state.cards[spot.cid].card for spot in unknown.spots]
                table = hidden._Faces(hidden.canonical_order(pool), unknown)
                for salt in range(6):
                    world = hidden._deal_once(unknown, table, Rng(salt), replace=False)
                    if world is not None:
                        dealt += 1
                        assert hidden.world_ok(unknown, world), (seed, seat, owner, salt)
                        assert sorted(c.name for c in world.values()) == sorted(
                            c.name for c in pool
                        )
    assert dealt > 40


# --- undo -------------------------------------------------------------------------------------


def test_undo_takes_back_only_own_moves_and_never_past_a_reveal() -> None:
    # Issue 10: can_take_back allowed a shield placed face up (shown to the other seat) and a
    # placement after which the other seat decided (an undo would take its move back too).
    state = organizing(blank(0), 0)
    (swordsman,) = to_pen(state, 0, "Swordsman")
    (shield,) = to_pen(state, 0, "Shield Maitz's Lightning 14")
    to_pen(state, 1, "Axeman")
    put = Put(swordsman, "on:A1")
    assert put in state.legal_actions()
    assert not state.can_take_back(put)  # seat 1 places next
    state.players[1].organized = True  # seat 1 is done placing: seat 0 goes on
    assert state.can_take_back(put)
    place = next(a for a in state.legal_actions() if isinstance(a, play_actions.Shield))
    assert place.card == shield
    assert not state.can_take_back(place)  # a shield goes face up: shown
    assert not state.can_take_back(Ready())


def test_can_take_back_answers_the_same_in_worlds_the_seat_cannot_tell_apart() -> None:
    checked = 0
    for seed in range(3):
        state = KNIGHTS.new_state(seed)
        rng = Rng(seed)
        for _ in range(200):
            if state.is_terminal():
                break
            seat = state.current_seat
            assert seat is not None
            legal_now = state.legal_actions()
            twin = state.swap_hidden(seat, Rng(checked))
            answers = [state.can_take_back(a) for a in legal_now[:6]]
            assert answers == [twin.can_take_back(a) for a in legal_now[:6]]
            checked += 1
            state.apply(rng.choice(legal_now))
    assert checked > 100


def test_a_turned_shield_can_be_taken_back_by_its_mover() -> None:
    state = blank(0)
    stack: ShieldStack = put_shield(state, 0, "B2", ["Swordsman"])
    state.phase, state.seat, state.mover, state.step = "move", 0, 0, None
    turn = Turn(stack.id)
    assert state.can_take_back(turn)  # it shows nothing, and seat 0 decides next
    assert board.name(stack.space) == "B2"


def test_a_panel_cut_short_shows_no_fragment_of_a_card_id() -> None:
    # A seat's own deck is hidden from it too: "b70" cut to "b7…" in a generic panel line
    # named its own deck's card b7 (found by the conformance views check).
    game = load("guardians", decks=["basic-knights", "bribe-masters"], auto_pass=True)
    state = game.new_state(1)
    rng = Rng(1).derive("playout")
    for _ in range(27):
        state.apply(rng.choice(state.legal_actions()))
    hidden = state.hidden_from(1)
    for panel in state.present(1):
        for line in panel.get("lines", []):
            if line.endswith("…"):
                last = line[:-1].split()[-1].strip('"{[,:')
                assert last not in hidden, line
