"""Shared helpers for the whole-game rule tests: set a position up by hand, then play from it.

``at_position()`` starts a game from a written position (docs/positions.md: the format every
player can use too); ``blank()`` deals a new game and puts every card back into its owner's
deck, so a test can take the cards it wants out of the deck by name and put them on the board
(shields, terrain, strongholds, pen, storage) without ever creating or losing a card.
``assert_in_place`` checks that every card is in exactly one place.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

import stronghold.games  # noqa: F401 - registers the guardians game
from stronghold.engine.registry import load
from stronghold.games.guardians.combat.actions import CombatAction
from stronghold.games.guardians.game import GuardiansGame
from stronghold.games.guardians.play import board
from stronghold.games.guardians.play.model import ShieldStack
from stronghold.games.guardians.play.places import card_locations
from stronghold.games.guardians.play.state import GameState

RAK_NAM = "Rak Nam, Leader of the Mighty"  # draw 3, LDL -1, MDL +1, LUC +1, 7 stones
TES_LET = "Tes let, Leader with Foresight"  # may discard the previous Up card

#: A 57-card deck with what the rule tests need: shields and two standard bearers, terrain
#: (Spires among it), walkers, fliers, a red-numbered Gunner (4/6), channelers, big creatures,
#: C items, stronghold upgrades, spells and bribery.
DECK = """\
Name: Rule Tests
Guardian: {guardian}
Strongholds: Carreg Amroth

Shields:
4 Shield Maitz's Lightning 14
2 Shield Maitz's Lightning 10
1 Shield Maitz's Lightning 05
1 Standard Bearer Maitz's Lightning 04
1 Standard Bearer Maitz's Lightning 14

Terrain:
4 Woods
3 Spires
2 Mountains

Creatures:
5 Swordsman
5 Axeman
3 Archer
3 Gunner
5 Angel
3 Buzzard
3 Valkyrie Spirit
2 Baal-a-Gog
2 Earth Elemental

Items and spells:
2 Amulet of Flying
1 Flame Cannon
1 Large Idol
2 Dispel Magic

Bribery:
2 Gold
"""

SHIELD = "Shield Maitz's Lightning 14"
DECK_SIZE = 57


def deck(guardian: str = RAK_NAM) -> str:
    """The rule-test deck with ``guardian``."""
    return DECK.format(guardian=guardian)


def copies(count: int, names: Iterable[str]) -> str:
    """Deck lines of ``count`` copies of each of ``names``."""
    return "".join(f"{count} {name}\n" for name in names)


def swapped_game(*swaps: tuple[str, str], max_turns: int, **params: object) -> GuardiansGame:
    """A game of two identical rule-test decks (Rak Nam's) in which each ``(lines, instead)``
    swap, in the order given, puts ``instead`` in place of ``lines``: how the random card-family
    games (``test_cards_*_random.py``) fill their decks with the cards they want to meet;
    ``params``: the game's other parameters (rule options)."""
    text = deck()
    for lines, instead in swaps:
        assert lines in text, f"the deck has no {lines!r} to swap"
        text = text.replace(lines, instead)
    loaded = load("guardians", decks=[text, text], max_turns=max_turns, **params)
    assert isinstance(loaded, GuardiansGame)
    return loaded


def game(guardians: tuple[str, str] = (RAK_NAM, RAK_NAM), max_turns: int = 40) -> GuardiansGame:
    """A guardians game of two rule-test decks."""
    loaded = load("guardians", decks=[deck(guardians[0]), deck(guardians[1])], max_turns=max_turns)
    assert isinstance(loaded, GuardiansGame)
    return loaded


GAME = game()


def sp(name: str) -> int:
    """A space by name (``B2``)."""
    space = board.parse_space(name)
    assert space is not None, name
    return space


def blank(seed: int = 0, the_game: GuardiansGame | None = None) -> GameState:
    """A new game with every card back in its owner's deck and nothing on the board."""
    state = (the_game or GAME).new_state(seed)
    assert isinstance(state, GameState)
    for player in state.players:
        back: list[str] = [*player.pen, *player.storage, *player.discard]
        player.pen.clear()
        player.storage.clear()
        player.discard.clear()
        for slot in player.strongholds:
            back += slot.on + slot.under + slot.held
            slot.on.clear()
            slot.under.clear()
            slot.held.clear()
            if slot.upgrade is not None:
                back.append(slot.upgrade)
                slot.upgrade = None
        for attr in ("up", "previous_up"):
            if getattr(player, attr) is not None:
                back.append(getattr(player, attr))
                setattr(player, attr, None)
        player.deck.extend(back)
        player.placed.clear()
        player.channeled.clear()
        player.organized = False
        player.flew = False
        player.lower_up = False
    for shield in state.shields.values():
        state.players[shield.owner].deck += [shield.id, *shield.contents]
    state.shields.clear()
    for cid, _face_down in state.terrain.values():
        state.players[state.cards[cid].owner].deck.append(cid)
    state.terrain.clear()
    for cid, card in list(state.cards.items()):
        if card.card.kind != "stronghold":
            state.set_public(cid, False)
    state.step = None
    state.combat = None
    assert_in_place(state)
    return state


def at_position(text: str, seed: int = 0, **params: object) -> GameState:
    """A game started from a written position (TOML, docs/positions.md), every card in place.

    ``seat_table`` helps write one: the rule tests' usual seat (Rak Nam, Carreg Amroth, no
    stones, so that no channeling changes a combat's outcome) with extra lines."""
    state = load("guardians", position=text, **params).new_state(seed)
    assert isinstance(state, GameState)
    assert_in_place(state)
    return state


def position(
    phase: str, *parts: str, seat: int | None = 0, turn: int = 1, **params: object
) -> GameState:
    """A game from a position in ``phase`` of ``turn``, ``seat`` to act, made of ``parts``
    (tables written by ``seat_table``, ``shield_table`` and the like); a seat without its
    ``[seatN]`` table gets the plain one; ``params``: the game's other parameters."""
    head = f'turn = {turn}\nphase = "{phase}"\n' + (f"seat = {seat}\n" if seat is not None else "")
    tables = [seat_table(n) for n in (0, 1) if not any(p.startswith(f"[seat{n}]") for p in parts)]
    return at_position(head + "".join(parts) + "".join(tables), **params)


def seat_table(seat: int, *lines: str, stones: int | None = 0, guardian: str = "Rak Nam") -> str:
    """``[seatN]`` of a rule-test position: Rak Nam, Carreg Amroth, 0 stones (``None``: the
    Guardian's own), then ``lines``."""
    head = f'[seat{seat}]\nguardian = "{guardian}"\nstrongholds = "Carreg Amroth"\n'
    if stones is not None:
        head += f"stones = {stones}\n"
    return head + "".join(f"{line}\n" for line in lines)


def shield_table(
    seat: int, space: str, cards: Iterable[str], card: str = SHIELD, **keys: object
) -> str:
    """``[[seatN.shields]]``: the shield ``card`` (the rule tests' own) on ``space`` over
    ``cards``."""
    listed = ", ".join(f'"{name}"' for name in cards)
    extra = "".join(f"{key} = {str(value).lower()}\n" for key, value in keys.items())
    return (
        f'[[seat{seat}.shields]]\nspace = "{space}"\ncard = "{card}"\ncards = [{listed}]\n' + extra
    )


def shield_at(state: GameState, space: str) -> ShieldStack:
    """The shield resting on ``space`` (read from the state, for the test's assertions)."""
    found = [s for s in state.shields.values() if s.space == sp(space)]
    assert len(found) == 1, f"{len(found)} shields on {space}"
    return found[0]


def named(state: GameState, ids: Iterable[str], name: str) -> str:
    """The id among ``ids`` of the card called ``name`` (the first, if there are several)."""
    listed = list(ids)
    for cid in listed:
        if state.cards[cid].name == name:
            return cid
    raise AssertionError(f"no {name!r} among {listed}")


def take(state: GameState, seat: int, name: str) -> str:
    """Take a card called ``name`` out of ``seat``'s deck (the card is then nowhere)."""
    deck_ids = state.players[seat].deck
    for cid in reversed(deck_ids):
        if state.cards[cid].name == name:
            deck_ids.remove(cid)
            return cid
    raise AssertionError(f"no {name!r} left in seat {seat}'s deck")


def takes(state: GameState, seat: int, names: Iterable[str]) -> list[str]:
    """Take several cards out of ``seat``'s deck."""
    return [take(state, seat, n) for n in names]


def put_shield(
    state: GameState,
    seat: int,
    space: str,
    creatures: Iterable[str] = (),
    *,
    name: str = SHIELD,
    turned: bool = False,
) -> ShieldStack:
    """A shield of ``seat`` on ``space`` with the named cards under it."""
    sid = take(state, seat, name)
    state.set_public(sid)
    stack = ShieldStack(sid, seat, sp(space), contents=takes(state, seat, creatures))
    stack.turned = turned
    state.shields[sid] = stack
    return stack


def lay_terrain(
    state: GameState, seat: int, space: str, name: str = "Woods", *, face_down: bool = False
) -> str:
    """A terrain card of ``seat`` on a land (face down: any card, not a basic terrain)."""
    cid = take(state, seat, name)
    state.set_public(cid, not face_down)
    state.terrain[sp(space)] = (cid, face_down)
    return cid


def to_pen(state: GameState, seat: int, *names: str) -> list[str]:
    """Cards from the deck into the creature pen."""
    ids = takes(state, seat, names)
    state.players[seat].pen.extend(ids)
    return ids


def to_storage(state: GameState, seat: int, *names: str) -> list[str]:
    """Double-bordered cards from the deck into the storage hand."""
    ids = takes(state, seat, names)
    state.players[seat].storage.extend(ids)
    return ids


def on_stronghold(state: GameState, seat: int, position: int, *names: str) -> list[str]:
    """Cards on a stronghold card (no shield)."""
    ids = takes(state, seat, names)
    state.players[seat].strongholds[position].on.extend(ids)
    return ids


def under_stronghold(state: GameState, seat: int, position: int, *names: str) -> list[str]:
    """Cards under a stronghold card (channelers)."""
    ids = takes(state, seat, names)
    state.players[seat].strongholds[position].under.extend(ids)
    return ids


def organizing(state: GameState, seat: int) -> GameState:
    """The organize phase, ``seat`` to place."""
    state.phase, state.seat, state.step = "organize", seat, None
    for player in state.players:
        player.organized = False
        player.placed.clear()
    return state


def moving(state: GameState, seat: int) -> GameState:
    """The movement phase, ``seat`` to turn a shield."""
    state.phase, state.seat, state.mover, state.step = "move", seat, seat, None
    return state


def reinforcing_from_a1(
    state: GameState, cards: Iterable[str]
) -> tuple[bool, ShieldStack, list[str]]:
    """Seat 0 turns a shield on B3, a turned shield of its own on C1 to reinforce and ``cards``
    on its A1 stronghold card: A1 -> C1 is two spaces, so a walker needs own terrain on B1 and
    a flier does not (test_rules_reinforcing.py). Whether ``reinforce`` is offered (then
    chosen), the C1 shield and the ids of ``cards``."""
    target = put_shield(state, 0, "C1", ["Swordsman"], turned=True)
    mover = put_shield(state, 0, "B3", ["Swordsman"])
    ids = on_stronghold(state, 0, 0, *cards)
    moving(state, 0)
    act(state, f"turn {mover.id}")
    offered = "reinforce" in legal(state)
    if offered:
        act(state, "reinforce")
    return offered, target, ids


def act(state: GameState, text: str) -> None:
    """Apply an action given as text (IllegalAction if it is not legal)."""
    state.apply_text(text)


def legal(state: GameState) -> set[str]:
    """The legal actions now, as text."""
    return {str(a) for a in state.legal_actions()}


def verbs(state: GameState) -> set[str]:
    """The verbs of the legal actions now."""
    return {str(a).split()[0] for a in state.legal_actions()}


def assert_in_place(state: GameState) -> None:
    """Every card of the game is in exactly one place (none created, none lost)."""
    wrong = {cid: where for cid, where in card_locations(state).items() if len(where) != 1}
    assert not wrong, f"cards not in exactly one place: {wrong}"


_QUIET = ("no", "pass", "done")


def finish_combat(state: GameState) -> None:
    """Play a combat to its end: decline every option, play the first creature offered."""
    steps = 0
    while state.phase == "combat":
        options = state.legal_actions()
        quiet = [
            a
            for a in options
            if isinstance(a, CombatAction) and (a.kind in _QUIET or a.words == ("no",))
        ]
        state.apply(quiet[0] if quiet else options[0])
        steps += 1
        assert steps < 500, "the combat did not end"


def fight(
    state: GameState,
    prefer: tuple[str, ...] = (),
    *,
    command: bool | None = None,
    phases: tuple[str, ...] = ("combat",),
) -> None:
    """Play on while the phase is one of ``phases``: each seat plays its ``prefer`` cards (by
    name) first, seat 0 answers ``command yes`` or ``no`` by ``command`` (None: yes if it
    prefers a card), every other choice the first quiet one (else the first), then check that
    every card is in place."""
    steps = 0
    while state.phase in phases:
        options = sorted(legal(state))
        combat = state.combat
        wanted = [i.id for name in prefer for i in combat.cards if i.name == name] if combat else []
        chosen = next((a for w in wanted for a in options if a.split()[-1] == w), None)
        if "command yes" in options and state.current_seat == 0:
            play = bool(prefer) if command is None else command
            chosen = "command yes" if play else "command no"
        quiet = [a for a in options if a in ("pass", "done", "command no")]
        act(state, chosen or (quiet[0] if quiet else options[0]))
        steps += 1
        assert steps < 300, "the fight did not end"
    assert_in_place(state)


def attack_c2(text: str, prefer: tuple[str, ...], *, command: bool = True) -> GameState:
    """From a written position, seat 0 turns its first shield, moves it onto C2 and fights
    (``fight``: its ``prefer`` cards first, a command card when ``command``)."""
    state = at_position(text)
    act(state, next(iter(legal(state))))
    act(state, "move C2")
    fight(state, prefer, command=command)
    return state


def terrain_on(state: GameState, space: str = "C2") -> tuple[str, int, bool] | None:
    """The terrain card on ``space``: its name, owner and whether it lies face down."""
    laid = state.terrain.get(board.parse_space(space) or 0)
    if laid is None:
        return None
    return state.cards[laid[0]].name, state.cards[laid[0]].owner, laid[1]


def names(state: GameState, ids: Iterable[str]) -> list[str]:
    """Card names of ids, sorted."""
    return sorted(state.cards[c].name for c in ids)


def discard_names(state: GameState, seat: int) -> list[str]:
    """Names on ``seat``'s discard pile, sorted."""
    return names(state, state.players[seat].discard)


def organizing_seat(
    seat: int,
    storage: Iterable[str],
    deck: Iterable[str],
    *,
    deck_top: Iterable[str] = (),
    stones: int = 0,
    ready: bool,
) -> str:
    """``[seatN]`` of a card test starting in Draw and Organize: ``seat_table`` with these
    storage hand, deck and deck top (the top card first), ``ready`` or not, and a shield over a
    Swordsman on B2 (seat 0) or C2 (seat 1)."""

    def listed(names: Iterable[str]) -> str:
        return ", ".join(f'"{name}"' for name in names)

    lines = (f"storage = [{listed(storage)}]", f"deck = [{listed(deck)}]")
    lines += (f"deck_top = [{listed(deck_top)}]", f"ready = {str(ready).lower()}")
    space = "B2" if seat == 0 else "C2"
    return seat_table(seat, *lines, stones=stones) + shield_table(seat, space, ["Swordsman"])


def attack_and_fight(
    state: GameState, dest: str, pick: Callable[[GameState, list[str]], list[str]]
) -> GameState:
    """From a written position in the move phase: the mover turns its first shield and moves it
    onto ``dest``, and the combat is played out: at each choice the first of what ``pick`` finds
    among the legal actions (sorted), else a quiet one (pass, done, command no), else the first
    legal action; the board is checked once the combat is over."""
    act(state, next(iter(legal(state))))
    act(state, f"move {dest}")
    steps = 0
    while state.phase == "combat":
        options = sorted(legal(state))
        quiet = [a for a in options if a in ("pass", "done", "command no")]
        act(state, (pick(state, options) or quiet or options)[0])
        steps += 1
        assert steps < 300, "the combat did not end"
    assert_in_place(state)
    return state


def combat_names(state: GameState, action: str) -> list[str]:
    """The names of the combat's cards an action's text names."""
    combat = state.combat
    assert combat is not None
    return [combat.by_id[w].name for w in action.split()[1:] if w in combat.by_id]
