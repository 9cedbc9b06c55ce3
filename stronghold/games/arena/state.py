"""A game of Guardians Arena: the Guardians game state with Arena's phases and victories.

Phases (docs/arena.md has the diagram), each a decision of one seat::

    setup: 8-card hands (mulligan: redraw | keep)
    I    draw (Stock; Tes Let's choice) -> storage hand, Up cards (Active player)
         -> draft (in turns until both pass) -> discard (down to the hand limit) -> pen/storage
    II   enter (in turns) -> combat: a duel wherever two creatures face each other
         -> shift (creatures on the strongholds move or swap)
    III  terrain (in turns) -> exit (victorious creatures) -> challenge (one option each)
         -> raid (one option each; a fight for a creature or the Guardian) -> end of turn
"""

from __future__ import annotations

import math
from typing import Any, ClassVar

from stronghold.engine.actions import Action, Notation
from stronghold.engine.state import State
from stronghold.games.arena import actions as arena_actions
from stronghold.games.arena import (
    evaluate,
    fights,
    movement,
    opening,
    organize,
    rules,
    secrets,
    settlement,
    view,
)
from stronghold.games.arena.model import (
    ARENA,
    VICTORIOUS_TO_WIN,
    ArenaPlayer,
    parse_place,
)
from stronghold.games.guardians import hidden
from stronghold.games.guardians.play import board
from stronghold.games.guardians.play import organize as guardians_organize
from stronghold.games.guardians.play.actions import GameAction
from stronghold.games.guardians.play.model import Player, ShieldStack, StrongholdSlot
from stronghold.games.guardians.play.phases import Phase
from stronghold.games.guardians.play.places import card_locations
from stronghold.games.guardians.play.state import GameState


class ArenaState(GameState):
    """One game of Guardians Arena between two seats (a Guardians GameState with Arena's
    rule hooks: no draw on the first turn, an 8-card opening hand, no shieldless redraw)."""

    player_class: ClassVar[type[Player]] = ArenaPlayer
    redraw_without_shield: ClassVar[bool] = False
    #: Arena's turn has no window of spells before the draw (its phases: ``PHASES`` below).
    spells_before_draw: ClassVar[bool] = False

    rules: rules.ArenaRules  # the house-rule settings (games/arena/rules.py)
    captured: dict[str, ShieldStack]  # capturing shield -> the creature it holds
    #: The options ``turns`` listed for the seat it asked (to learn whether to ask it), with
    #: the number of actions carried out then (``changes``), that seat and the phase: what
    #: ``legal_actions`` gives while none of the three changed (a clone shares it; a sampled
    #: or swapped world forgets it). tests/arena/test_kept_listing.py compares it with a
    #: fresh listing at every decision of random games.
    kept_listing: tuple[int, int | None, str, list[Action]] | None = None

    # --- the Guardians hooks this variant overrides ------------------------------------------

    def begin(self) -> None:
        """Game setup: each seat draws its starting hand (and may show and redraw it)."""
        self.rules = rules.settings(self.game.params.get("rules"))
        self.captured = {}
        opening.deal(self)

    def enter_phase(self, phase: str, seat: int | None) -> None:
        """A written position starts (``games/guardians/position.py``): Arena's settings and
        captures as ``begin`` makes them, then the phase (a turn about to begin: ``draw``)."""
        self.rules = rules.settings(self.game.params.get("rules"))
        self.captured = {}
        super().enter_phase(phase, seat)

    def draw_count(self, seat: int) -> int:
        """The Stock: nothing on the first turn; then the Guardian's base draw with LDL, MDL
        (comparing standing stronghold cards, or victorious creatures) and LUC."""
        if self.turn == 1:
            return 0
        held = self._held if self.rules.draw_compare == "strongholds" else self._victories
        return guardians_organize.guardian_draw(self, seat, mine=held(seat), theirs=held(1 - seat))

    def after_draw(self) -> None:
        """The Stock is drawn: the storage hand, the Up cards, then drafting."""
        organize.start_phase(self)

    def unknown_places(self, seat: int, secret: set[str]) -> dict[int, hidden.Unknown]:
        """Arena's places of the cards ``seat`` does not know (``arena/secrets.py``)."""
        return secrets.arena_places(self, seat, secret)

    def begin_movement(self) -> None:
        """Phase II, Movement and Combat: entering the arena."""
        movement.start_entering(self)

    def begin_settlement(self) -> None:
        """Phase III: terrain, exit, challenge, raid."""
        settlement.start_phase(self)

    def keep_listing(self, listed: list[Action]) -> None:
        """``turns`` asks the seat to act now with these options (its whole listing)."""
        self.kept_listing = (self.changes, self.seat, self.phase, listed)

    def list_legal(self) -> list[Action]:
        """The listing ``keep_listing`` kept, while nothing changed since; else the phase's."""
        kept = self.kept_listing
        if (
            kept is not None
            and kept[0] == self.changes
            and kept[1] == self.seat
            and kept[2] == self.phase
        ):
            return kept[3]
        return super().list_legal()

    def forget_legal(self) -> None:
        super().forget_legal()
        self.kept_listing = None

    def phase_rules(self) -> Phase[Any] | None:
        """Arena's decision phases (``PHASES`` below)."""
        return PHASES.get(self.phase)

    def check_victory(self) -> None:
        """Arena checks its victories at the end of each phase (``end_of_phase``) only."""

    def after_combat(self) -> None:
        """A fight is over (``after_fight``)."""
        self.after_fight()

    # --- the contract --------------------------------------------------------------------------

    def after_fight(self) -> None:
        """A fight is over: its result goes back to the board, then the game goes on."""
        seat = fights.after_fight(self)
        if self.phase == "over":
            return
        if seat is None:  # a duel in the arena: the next one, or movement
            movement.next_duel(self)
        else:  # a raid of ``seat``: the raid step goes on
            self.phase = "raid"
            settlement.raid_done(self, seat)

    take_back_rule = (
        "undo takes back only your own face-down drafting placements (put, equip), while you "
        "go on drafting and nothing is drawn or shown"
    )
    notation: ClassVar[Notation] = arena_actions.NOTATION
    take_back_kinds: ClassVar[frozenset[type[GameAction]]] = arena_actions.TAKE_BACK

    def can_take_back(self, action: Action) -> bool:
        """Face-down drafting placements, while the same seat goes on drafting (the other has
        passed) and nothing is dealt or shown after them (``GameState.can_take_back``)."""
        return self.phase == "draft" and super().can_take_back(action)

    def view(self, seat: int | None) -> dict[str, Any]:
        return view.state_view(self, seat)

    def canonical(self) -> Any:
        base = super().canonical()
        base["arena"] = {
            "players": [
                [p.hand, p.victorious, p.moved, p.shields_lost] for p in self.arena_players
            ],
            "captured": {
                k: [v.owner, v.space, v.contents] for k, v in sorted(self.captured.items())
            },
            "rules": self.rules.as_dict(),
        }
        return base

    def clone(self) -> State:
        twin = super().clone()
        assert isinstance(twin, ArenaState)
        twin.captured = {sid: shield.copy() for sid, shield in self.captured.items()}
        return twin

    def evaluate(self, seat: int) -> float:
        """A heuristic for search in (-1, 1) (the return once the game is over): see
        ``evaluate.standing``."""
        if self._outcome is not None:
            return self._outcome.returns[seat]
        raw = evaluate.standing(self, seat) - evaluate.standing(self, 1 - seat)
        return max(-evaluate.BOUND, min(evaluate.BOUND, math.tanh(raw)))

    # --- where things are -------------------------------------------------------------------

    @property
    def arena_players(self) -> list[ArenaPlayer]:
        """The two players, with Arena's zones."""
        return [self.player(0), self.player(1)]

    def player(self, seat: int) -> ArenaPlayer:
        """One seat's player, with Arena's zones."""
        player = self.players[seat]
        assert isinstance(player, ArenaPlayer)
        return player

    def slot_at(self, space: int) -> StrongholdSlot:
        """The stronghold card on a space of rows A or D."""
        owner, column = _SLOT_OF[space]
        assert owner is not None
        return self.players[owner].strongholds[column]

    def stronghold_spaces(self, seat: int, *, ruined: bool | None = False) -> list[int]:
        """A seat's stronghold spaces (standing ones by default; None: all; True: ruins)."""
        spaces = _HOME_SPACES[seat]
        if ruined is None:
            return [spaces[slot.position] for slot in self.players[seat].strongholds]
        return [
            spaces[slot.position]
            for slot in self.players[seat].strongholds
            if slot.rubble == ruined
        ]

    def shield_of(self, seat: int, space: int) -> ShieldStack | None:
        """``seat``'s shield on a space (on a stronghold card, or in the arena)."""
        for shield in self.shields.values():
            if shield.space == space and shield.owner == seat:
                return shield
        return None

    def unit_on(self, space: int) -> list[str]:
        """The creature on a stronghold card and what goes with it (the list it is kept in:
        its shield's contents, or the card's ``on``); empty if there is none."""
        owner, column = _SLOT_OF[space]
        assert owner is not None
        for shield in self.shields.values():
            if shield.space == space and shield.owner == owner:
                return shield.contents
        return self.players[owner].strongholds[column].on

    def unit_at(self, token: str) -> list[str]:
        """The creature (and its items) a place token names: ``on:A1``, ``under:A1``."""
        parsed = parse_place(token)
        assert parsed is not None
        kind, space = parsed
        return self.unit_on(space) if kind == "on" else self.slot_at(space).under

    def arena_shields(self, seat: int | None = None) -> list[ShieldStack]:
        """Shields in the arena (of one seat, or of both), by space."""
        return sorted(
            (s for s in self.shields.values() if s.space in ARENA and seat in (None, s.owner)),
            key=lambda s: (s.space, s.owner),
        )

    def _held(self, seat: int) -> int:
        return len(self.stronghold_spaces(seat))

    def _victories(self, seat: int) -> int:
        return len(self.player(seat).victorious)

    # --- the end ----------------------------------------------------------------------------

    def end_of_phase(self) -> bool:
        """The victories checked at the end of a phase: five victorious creatures (and more
        than the other player), or all three of the opponent's stronghold cards ruined at once.
        Whether the game ended."""
        winners, reasons = [], []
        for seat in (0, 1):
            mine, theirs = self._victories(seat), self._victories(1 - seat)
            if mine >= VICTORIOUS_TO_WIN and mine > theirs:
                winners.append(seat)
                reasons.append(f"seat {seat} has {mine} victorious creatures to {theirs}")
            elif not self.stronghold_spaces(1 - seat):
                winners.append(seat)
                reasons.append(f"seat {seat} ruined all three of seat {1 - seat}'s strongholds")
        if winners:
            self.finish(winners, "; ".join(reasons))
            return True
        return False


#: Arena's decision phases, in the order of a turn (a fight, a sub-game of its own, is not
#: among them): each with the module that lists and carries out its choices.
PHASES: dict[str, Phase[ArenaState]] = {
    "mulligan": Phase(opening.legal, opening.do),
    "draw": Phase(guardians_organize.draw_options, guardians_organize.do),  # Tes Let's Up card
    "draft": Phase(organize.draft_options, organize.do_draft),
    "discard": Phase(organize.discard_options, organize.do_discard),
    "enter": Phase(movement.enter_options, movement.do_enter),
    "shift": Phase(movement.shift_options, movement.do_shift),
    "terrain": Phase(settlement.terrain_options, settlement.do_terrain),
    "challenge": Phase(settlement.challenge_options, settlement.do_challenge),
    "raid": Phase(settlement.raid_options, settlement.do_raid),
}


def arena_locations(state: ArenaState) -> dict[str, list[str]]:
    """Where every card is, Arena's zones included (more than one place, or none, is a bug)."""
    where = card_locations(state)
    for seat, player in enumerate(state.arena_players):
        for zone in ("hand", "victorious"):
            for cid in getattr(player, zone):
                where[cid].append(f"{seat}:{zone}")
    for shield in state.captured.values():
        where[shield.id].append("capturing shield")
        for cid in shield.contents:
            where[cid].append(f"captured by {shield.id}")
    return where


#: Each seat's stronghold spaces, by position (``board.stronghold_space``).
_HOME_SPACES: tuple[tuple[int, ...], ...] = tuple(
    tuple(board.stronghold_space(seat, position) for position in range(board.COLUMNS))
    for seat in (0, 1)
)
#: The owner of each space's stronghold card (None: a land) and its column.
_SLOT_OF: tuple[tuple[int | None, int], ...] = tuple(
    (board.stronghold_owner(space), board.column(space)) for space in board.SPACES
)
