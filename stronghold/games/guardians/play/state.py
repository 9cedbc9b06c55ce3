"""A whole game of Guardians: draw and organize, movement and combat, terrain settlement.

Phases (docs/game.md has the diagram), each a decision of one seat::

    draw (automatic; Tes Let's choice; on the first turn, reshuffle when no shield was drawn)
      -> organize (alternating, coin flip for who starts; ``ready`` ends a seat's placing)
      -> up cards (automatic) -> movement turns (turn a shield, then stay / move / fly /
         reinforce; passing an own stronghold opens pick-up and drop-off)
           -> combat (the combat state machine, seats mapped) -> retreat -> ...
      -> settlement (win check, terrain changes hands, bare lands: terrain, face-down or a
         creature) -> draw ...
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar

from stronghold.engine.actions import Action, Notation
from stronghold.engine.rng import Rng
from stronghold.engine.state import Outcome, State
from stronghold.games.guardians import events, hidden
from stronghold.games.guardians.combat.actions import CombatAction, parse_combat_action
from stronghold.games.guardians.combat.state import CombatState
from stronghold.games.guardians.play import actions as act
from stronghold.games.guardians.play import (
    after_up,
    battle,
    board,
    costs,
    describe,
    draw_spells,
    heuristic,
    kill_rewards,
    knowledge,
    layout,
    move_spells,
    movement,
    organize,
    organize_spells,
    owned,
    placing,
    secrets,
    settle_spells,
    settlement,
    take_back,
    views,
)
from stronghold.games.guardians.play.actions import GameAction, parse_game_action
from stronghold.games.guardians.play.combat_records import LastCombat
from stronghold.games.guardians.play.model import (
    Card,
    Player,
    ShieldStack,
    StrongholdSlot,
    space_limit,
)
from stronghold.games.guardians.play.phases import PHASES, Phase, listed
from stronghold.games.guardians.play.steps import CombatInfo, Step, copied
from stronghold.games.guardians.schema import (
    AnyCard,
    Bribery,
    Guardian,
    Item,
    Shield,
    Spell,
    Stronghold,
)
from stronghold.games.guardians.stacking import space_total

if TYPE_CHECKING:
    from stronghold.engine.registry import Game

FIRST_DRAW = 12
SHIELDS_TO_WIN = 5
#: A kind of step (``GameState.step_as``).
AStep = TypeVar("AStep", bound=Step)


def double_bordered(card: AnyCard) -> bool:
    """Spells, H items and bribery cards: they go to the storage hand."""
    return isinstance(card, Spell | Bribery) or (
        isinstance(card, Item) and card.item_type == "hand"
    )


class GameState(State):
    """One game of Guardians between two seats."""

    def __init__(
        self,
        game: Game,
        *,
        seed: int,
        guardians: tuple[Guardian, Guardian],
        strongholds: tuple[tuple[Stronghold, ...], tuple[Stronghold, ...]],
        decks: tuple[list[AnyCard], list[AnyCard]],
        max_turns: int = 40,
        start_at: layout.Layout | None = None,
    ) -> None:
        super().__init__(game, seed=seed)
        self.cards: dict[str, Card] = {}
        self.players: list[Player] = []
        for seat in (0, 1):
            player = self.player_class(guardians[seat], guardians[seat].stones)
            for position, card in enumerate(strongholds[seat]):
                cid = self._new_card(card, seat, public=True)
                player.strongholds.append(StrongholdSlot(cid, position))
            # The deck is shuffled before its cards get their ids, numbered from the bottom
            # up: an id tells where a card lay in the shuffled deck, nothing of which card it is.
            faces = list(decks[seat])
            self.rng.shuffle(faces)
            player.deck = self._new_cards(seat, [(card, False) for card in faces])
            self.players.append(player)
        self.shields: dict[str, ShieldStack] = {}
        self.terrain: dict[int, tuple[str, bool]] = {}  # land -> (card id, face down)
        #: (seat, test) -> ``owns_any``'s answer, one dict shared by every clone and sampled
        #: world of this state (a clone copies the reference): the answers never change.
        self.owned_kinds: dict[tuple[int, Callable[[AnyCard], bool]], bool] = {}
        self.turn = 1
        self.max_turns = max_turns
        self.phase = "draw"
        self.seat: int | None = 0
        self.first_organizer = 0
        self.mover = 0
        self.combat: CombatState | None = None
        #: The combat under way (kept after it, until the next one).
        self.combat_info: CombatInfo | None = None
        #: The step in progress, if any (``play/steps.py``).
        self.step: Step | None = None
        #: Who controlled each disputed land when control was last told (``tell_control``).
        self._control_told: tuple[int | None, ...] | None = None
        #: The actions ``legal_actions`` last listed, until the next action (``_why_illegal``).
        self._legal: list[Action] | None = None
        #: Actions carried out on this state (a clone counts on from its original's): what
        #: the organize books are kept for (``play/placing.py``).
        self.changes = 0
        #: Each seat's organize book, while it holds (``play/placing.py``); a clone's own.
        self.books: list[placing.Book | None] = [None, None]
        #: ``determinize``'s deals for a seat worked out up to their draws (``secrets.deals``),
        #: with the seat and the number of actions they were worked out at; a search samples
        #: the same state again and again. Dropped by a clone and by ``forget_legal``.
        self._deals: tuple[int, int, list[hidden.Prepared]] | None = None
        #: The record of the last combat fought, which the views show (frozen: clones share it).
        self.last_combat: LastCombat | None = None
        self._outcome: Outcome | None = None
        if start_at is None:  # dealt from decks: the answers of every game dealt the same
            self.owned_kinds = owned.shared_answers([*strongholds, *decks])
            self.begin()
        else:  # a written position (``play/layout.py``): its cards, then its phase
            layout.lay_out(self, start_at)
        if self._control_told is None:
            self._control_told = self.control()

    # --- rule hooks a variant overrides (Guardians Arena: games/arena) ------------------------

    #: What each seat's cards and zones are kept in.
    player_class: ClassVar[type[Player]] = Player
    #: The first draw (12 cards) with no shield in it may be drawn again for a Power Stone.
    redraw_without_shield: ClassVar[bool] = True
    #: Spells may be cast as a turn begins, before the draw (``play/draw_spells.py``).
    spells_before_draw: ClassVar[bool] = True

    def begin(self) -> None:
        """The game starts: the first turn's draw."""
        organize.start_turn(self)

    def enter_phase(self, phase: str, seat: int | None) -> None:
        """A written position starts: enter ``phase`` (one of ``layout.PHASES``) at its start,
        ``seat`` placing next (organize) or turning a shield (move)."""
        layout.enter(self, phase, seat)

    def draw_count(self, seat: int) -> int:
        """How many cards ``seat`` draws this turn."""
        return organize.draw_count(self, seat)

    def begin_draws(self) -> None:
        """The spells cast before the draw are done: each seat draws."""
        organize.begin_draws(self)

    def retreat_spell_answered(self, seat: int, cid: str, target: str, *, cancelled: bool) -> None:
        """A spell cast as a shield retreats has been answered (Master Tactician)."""
        movement.retreat_spell_answered(self, seat, cid, target, cancelled=cancelled)

    def draw_spell_answered(self, seat: int, cid: str, target: str, *, cancelled: bool) -> None:
        """A spell cast before the draw has been answered: it acts unless dispelled."""
        draw_spells.resolve(self, seat, cid, target, cancelled=cancelled)

    def after_draw(self) -> None:
        """Both seats have drawn: organizing starts."""
        organize.start_organize(self)

    def begin_movement(self) -> None:
        """Both seats are ready: the Up cards are turned and the movement turns start (after
        the spells played on the Up cards, if any may be)."""
        movement.start_movement(self, after_up.open_window)

    def begin_settlement(self) -> None:
        """No shield is left to move: terrain settlement (after the spells cast at its start,
        if any may be)."""
        settlement.start_settlement(self, settle_spells.open_window)

    def up_spell_answered(self, seat: int, cid: str, target: str, *, cancelled: bool) -> None:
        """A spell cast on the Up cards has been answered: it acts unless dispelled."""
        after_up.resolve(self, seat, cid, target, cancelled=cancelled)

    def gravity_answered(self, seat: int, cid: str, *, cancelled: bool) -> None:
        """A card played as a shield flies has been answered: it acts unless dispelled."""
        movement.flight_card_answered(self, seat, cid, cancelled=cancelled)

    def switch_answered(self, seat: int, cid: str, target: str, *, cancelled: bool) -> None:
        """A spell cast as an attack arrives has been answered (The Ol' Switcheroo, Saboteurs)."""
        movement.arrival_spell_answered(self, seat, cid, target, cancelled=cancelled)

    def kill_reward_answered(self, seat: int, cid: str, *, cancelled: bool) -> None:
        """An item played after a kill has been answered (Oppressed Slaves): the movement
        option's end goes on."""
        kill_rewards.resolve(self, seat, cid, cancelled=cancelled)
        movement.after_kill_window(self)

    def move_spell_answered(self, seat: int, cid: str, target: str, *, cancelled: bool) -> None:
        """A spell cast at a movement turn has been answered: it acts unless dispelled."""
        ends = move_spells.resolve(self, seat, cid, target, cancelled=cancelled)
        if move_spells.effect(self, cid) == "extra_move":  # War, after a movement option
            movement.war_answered(self, seat, worked=not cancelled)
        elif ends:
            movement.end_turn_of(self, seat)

    def organize_spell_answered(self, seat: int, cid: str, target: str, *, cancelled: bool) -> None:
        """A spell cast in Draw and Organize has been answered: it acts unless dispelled."""
        organize_spells.resolve(self, seat, cid, target, cancelled=cancelled)

    def settle_spell_answered(self, seat: int, cid: str, *, cancelled: bool) -> None:
        """A spell cast at the start of settlement has been answered: it acts unless
        dispelled."""
        settle_spells.resolve(self, seat, cid, cancelled=cancelled)

    def losses_over(self, then: str, caster: int, target: str, card: str) -> None:
        """Shields have given up the creatures a card took (``play/losses.py``): play goes on
        where the card acted."""
        if self.phase == "over":
            return
        if then == "pestilence":
            settle_spells.after_pestilence(self, caster)
        elif then == "unturn":
            move_spells.unturned(self, caster, target, card)
        else:
            settlement.after_losses(self)

    def land_answered(self, *, broken: bool) -> None:
        """The answer to a terrain laid in settlement is over: pay for the land again (its
        terrain was broken) or go on to the next."""
        settlement.after_answer(self, broken=broken)

    def accessory_uses_over(self) -> None:
        """The accessories used at the start of settlement are done: it goes on (Ankh)."""
        settlement.after_uses(self, settle_spells.open_window)

    def after_combat(self) -> None:
        """A combat is over: its results go back to the board, the loser retreats."""
        movement.after_combat(self)

    def check_victory(self) -> None:
        """The victory checked after every action: five shields lost lose the game."""
        self._check_shield_victory()

    def phase_rules(self) -> Phase[Any] | None:
        """The rules of the decision phase the game is in (None: a combat, or the end)."""
        return PHASES.get(self.phase)

    def unknown_places(self, seat: int, secret: set[str]) -> dict[int, hidden.Unknown]:
        """The cards in ``secret`` (those ``seat`` does not know), by owner, with what their
        places hold by rule (``play/secrets.py``); a variant with other zones overrides it."""
        return secrets.guardians_places(self, seat, secret)

    def _new_card(self, card: AnyCard, owner: int, *, public: bool = False) -> str:
        """A new card instance of ``owner``: ``w``/``b`` and the next number of its owner's."""
        cid = f"{'wb'[owner]}{sum(1 for c in self.cards.values() if c.owner == owner) + 1}"
        self.cards[cid] = Card(cid, card, owner, public)
        self.owned_kinds = {}  # a card more: this state's own answers from now on
        self.drop_owned_ids()
        return cid

    def _new_cards(self, owner: int, faces: list[tuple[AnyCard, bool]]) -> list[str]:
        """``_new_card`` for many cards of ``owner`` at once (face, face up?), numbered in
        order, in linear time (a written position creates them all together)."""
        first = sum(1 for c in self.cards.values() if c.owner == owner) + 1
        ids = [f"{'wb'[owner]}{number}" for number in range(first, first + len(faces))]
        for cid, (card, public) in zip(ids, faces, strict=True):
            self.cards[cid] = Card(cid, card, owner, public)
        self.owned_kinds = {}
        self.drop_owned_ids()
        return ids

    # --- the contract --------------------------------------------------------------------------

    @property
    def current_seat(self) -> int | None:
        if self.phase == "over":
            return None
        if self.phase == "combat":
            assert self.combat is not None
            seat = self.combat.current_seat
            assert self.combat_info is not None
            return None if seat is None else self.combat_info.seats[seat]
        return self.seat

    def is_terminal(self) -> bool:
        return self.phase == "over"

    @property
    def outcome(self) -> Outcome | None:
        return self._outcome

    def parse_action(self, text: str) -> Action:
        if self.phase == "combat":
            return parse_combat_action(text)
        return parse_game_action(text, self.notation)

    def legal_actions(self) -> list[Action]:
        legal = self.list_legal()
        self._legal = legal
        return list(legal)

    def list_legal(self) -> list[Action]:
        """The current seat's legal actions, listed by the phase's rules (or the combat's): a
        hook a variant may override to keep a listing it already made (Arena)."""
        if self.phase == "combat":
            assert self.combat is not None
            return self.combat.legal_actions()
        rules = self.phase_rules()
        if rules is None:
            return []
        assert self.seat is not None
        return list(rules.options(self, self.seat))

    def owns_any(self, seat: int, test: Callable[[AnyCard], bool]) -> bool:
        """Whether any card of ``seat``'s (in any zone) has a face that passes ``test``: a
        listing skips a family of options the seat's cards cannot give. Worked out once per
        game and test (``owned_kinds``): cards never change owner, and faces only trade
        places among one owner's cards (a sampled world, a swap)."""
        key = (seat, test)
        found = self.owned_kinds.get(key)
        if found is None:
            found = False
            for card in self.cards.values():  # (a loop: no generator step for each card)
                if card.owner == seat and test(card.card):
                    found = True
                    break
            self.owned_kinds[key] = found
        return found

    def holds_unseen(self, seat: int, test: Callable[[AnyCard], bool]) -> bool:
        """Whether ``seat`` could hold a card passing ``test`` by what both seats know: one of
        its deck list passes and has not been shown, or was shown and lies in its Storage Hand
        (a spell Oscar kept: both seats know it is there). ``owns_any`` first: most decks hold
        none, and then no card needs looking at."""
        if not self.owns_any(seat, test):
            return False
        kept = self.owned_ids
        if kept is None:
            kept = self.owned_ids = {}
        ids = kept.get((seat, test))
        cards = self.cards
        if ids is None:  # (the same cards pass while no face changes place)
            ids = kept[seat, test] = tuple(
                cid for cid, card in cards.items() if card.owner == seat and test(card.card)
            )
        storage = self.players[seat].storage
        return any(not cards[cid].public or cid in storage for cid in ids)

    #: (seat, test) -> the ids of the seat's cards whose faces pass it (``holds_unseen``),
    #: shared by clones, dropped where faces change places (a sampled world, a swap). Made
    #: when first asked: a state that never asks (Arena) keeps one attribute fewer, and
    #: CPython shares an instance's attribute table only up to 30 names.
    owned_ids: dict[tuple[int, Callable[[AnyCard], bool]], tuple[str, ...]] | None = None

    def drop_owned_ids(self) -> None:
        """Faces changed places: ``holds_unseen`` looks at the cards again (a state that never
        asked gets no attribute)."""
        if self.owned_ids is not None:
            self.owned_ids = None

    def forget_legal(self) -> None:
        """The position changed outside ``apply`` (a sampled world, a swap of hidden cards):
        the actions last listed for it no longer vouch for themselves, nor do the books."""
        self._legal = None
        self.books = [None, None]
        if self.combat is not None:  # its options, listed before, no longer vouch either
            self.combat.changed()
        self._deals = None

    def _why_illegal(self, action: Action) -> str | None:
        # An action object taken from the list ``legal_actions`` gave for this very position
        # (no action applied since) is legal: no need to list them all again to check it.
        # Equal actions built anew (parsed text) are checked by the rules.
        legal = self._legal
        if legal is not None:
            for option in legal:
                if option is action:
                    return None
        if self.phase == "combat":
            assert self.combat is not None
            if not isinstance(action, CombatAction):
                return f"a combat is going on: {action} is not a combat action"
            return self.combat._why_illegal(action)
        if not isinstance(action, GameAction):
            return f"{action} is not an action of this phase ({self.phase})"
        rules = self.phase_rules()
        if rules is not None and rules.why_illegal is not None and self.seat is not None:
            return rules.why_illegal(self, self.seat, action)
        return listed(self, action)

    def _do(self, action: Action) -> None:
        self._legal = None
        self.changes += 1
        if self.phase == "combat":
            assert self.combat is not None and isinstance(action, CombatAction)
            told = len(self.combat.event_log)
            self.combat._apply_checked(action)  # ``_why_illegal`` asked the combat already
            battle.relay(self, told)
            if self.combat.is_terminal():
                self.after_combat()
                self.check_victory()
            return
        rules = self.phase_rules()
        assert rules is not None and isinstance(action, GameAction) and self.seat is not None
        rules.do(self, self.seat, action)
        self.check_victory()

    take_back_rule = (
        "undo takes back only your own face-down placement (put) or a shield turned (and "
        "left in place), while you go on deciding and nothing is drawn or shown"
    )
    #: The notation of the decisions outside combat (a variant reads its own).
    notation: ClassVar[Notation] = act.NOTATION
    #: Kinds of action ``can_take_back`` may allow (a variant has its own face-down placements).
    take_back_kinds: ClassVar[frozenset[type[GameAction]]] = act.TAKE_BACK

    def can_take_back(self, action: Action) -> bool:
        """Whether ``action`` (legal now) may be taken back later: it turns no card face up,
        draws none and uses no chance, and the same seat decides next — so an undo takes back
        only that seat's own moves, never past another seat's. Decided from what both seats
        see (the probe's outcome depends on public facts and the seat's own cards only)."""
        return take_back.can_take_back(self, action)

    # --- who is asked ----------------------------------------------------------------------

    @property
    def auto_pass(self) -> bool:
        """The ``auto_pass`` rule option, for machine-only play: a seat whose only choice would
        be to pass is not asked (which tells the other seat that it holds nothing to play)."""
        return bool(self.game.params.get("auto_pass", False))

    def asks(self, seat: int, *, has_choice: bool, secret: Iterable[str]) -> bool:
        """Whether ``seat`` is asked at a step where it might have something to do: when it
        has, and also when it has not but the other seat cannot know that — some of
        ``secret``, the cards its choice would come from, are face down — so that being asked
        never tells that it holds a usable card. With ``auto_pass``, only when it has."""
        if has_choice:
            return True
        return not self.auto_pass and any(not self.cards[cid].public for cid in secret)

    # --- shared helpers for the phase modules --------------------------------------------------

    def step_as(self, kind: type[AStep]) -> AStep:
        """The step in progress, which must be a ``kind`` (a phase module reads its own)."""
        step = self.step
        assert isinstance(step, kind), f"{self.phase}: {step!r} is not a {kind.__name__}"
        return step

    def seat_names(self) -> list[str]:
        """Events call each seat by its Guardian's short name (``Rak Nam``, not its title),
        with the seat when both are alike."""
        first, second = (player.guardian.name.split(",")[0] for player in self.players)
        if first == second:
            return [f"{first} (seat 0)", f"{second} (seat 1)"]
        return [first, second]

    def control(self) -> tuple[int | None, ...]:
        """Who controls each disputed land (``board.LANDS`` order): ``controller`` of each, in
        one pass over the shields."""
        held: dict[int, int] = {}
        for shield in self.shields.values():
            held.setdefault(shield.space, shield.owner)
        terrain, cards = self.terrain, self.cards
        return tuple(
            held[space]
            if space in held
            else cards[terrain[space][0]].owner
            if space in terrain
            else board.default_controller(space)
            for space in board.LANDS
        )

    def tell_control(self) -> None:
        """Tell every land that changed hands since control was last told (called where a
        move, a retreat or a settlement step is over: never in the middle of a fight)."""
        now = self.control()
        before = self._control_told
        self._control_told = now
        if before is None or before == now:  # (None: a position being laid out)
            return
        for space, was, seat in zip(board.LANDS, before, now, strict=True):
            if was != seat:
                self.tell(events.ControlChanged(board.name(space), seat, was))

    def draw_cards(self, seat: int, count: int) -> list[str]:
        """Draw up to ``count`` cards from the top of the deck into the right hand."""
        player = self.players[seat]
        drawn = []
        for _ in range(count):
            if not player.deck:
                break
            cid = player.deck.pop()
            self._to_hand(seat, cid)
            drawn.append(cid)
        return drawn

    def _to_hand(self, seat: int, cid: str) -> None:
        card = self.cards[cid].card
        player = self.players[seat]
        (player.storage if double_bordered(card) else player.pen).append(cid)

    def discard(self, cid: str, *, lost: bool = True) -> None:
        """Put a card on its owner's discard pile (public). ``lost``: a creature that goes
        there is one its owner lost this turn (not an Up card, not a card off the deck)."""
        card = self.cards[cid]
        if not card.public:
            self.cards[cid] = Card(cid, card.card, card.owner, True)
        self.players[card.owner].discard.append(cid)
        if lost and card.is_creature:  # lost this turn (Holy Grail)
            self.players[card.owner].creatures_lost.append(cid)

    def set_public(self, cid: str, public: bool = True) -> None:
        """The card's face is shown to both seats (``public``), or no longer known to be where
        it is (not ``public``: shuffled back, turned face down again)."""
        card = self.cards[cid]
        if card.public is not public:
            self.cards[cid] = Card(cid, card.card, card.owner, public)
            self._deals = None

    def set_face(self, cid: str, face: AnyCard) -> None:
        """The card ``cid`` has the face ``face`` (a sampled or swapped world; a test's
        position). The actions listed, the organize books and ``owns_any``'s answers no longer
        hold for this state (the answers are its own from now on: clones share the old)."""
        card = self.cards[cid]
        if card.card is not face:
            self.cards[cid] = Card(cid, face, card.owner, card.public)
            self.forget_legal()
            self.owned_kinds = {}
            self.drop_owned_ids()

    def stack_of(
        self, seat: int, space: int, adding: Iterable[str] = (), leaving: Collection[str] = ()
    ) -> int:
        """Stacking points of one seat's cards on a space (on, under and shielded), with the
        cards ``adding`` joining them and without the cards ``leaving`` (``space_total``)."""
        cards = self.cards
        ids = knowledge.space_cards(self, seat, space)
        faces = [cards[cid].card for cid in ids if cid not in leaving]
        if adding:
            faces += [cards[cid].card for cid in adding]
        return space_total(faces)

    def space_limit(self, shield: ShieldStack | None) -> int:
        """The stacking limit of the stack ``shield`` covers (None: a stack with no shield),
        from ``stacking.space_limit``."""
        return space_limit(None if shield is None else self.cards[shield.id].card)

    def shields_at(self, space: int) -> list[ShieldStack]:
        """Every shield on a space (two only while a combat there is being fought)."""
        return [s for s in self.shields.values() if s.space == space]

    def shield_at(self, space: int) -> ShieldStack | None:
        """The shield on a space, if any."""
        for shield in self.shields.values():
            if shield.space == space:
                return shield
        return None

    def controller(self, space: int) -> int | None:
        """Who controls a land: a shield on it, else a terrain card's owner, else by default."""
        for shield in self.shields.values():
            if shield.space == space:
                return shield.owner
        terrain = self.terrain.get(space)
        if terrain is not None:
            return self.cards[terrain[0]].owner
        return board.default_controller(space)

    def barred(self, space: int) -> bool:
        """Whether a Force Barrier stands on ``space``: no shield moves into, out of or over it."""
        return any(player.barrier == space for player in self.players)

    def break_terrain(self, seat: int, cid: str, land: int) -> None:
        """A terrain-destroying card takes effect: the land's terrain card is discarded."""
        card = self.cards[cid].card
        terrain_id, _face_down = self.terrain.pop(land)
        self.discard(terrain_id)
        self.tell(
            events.TerrainDestroyed(seat, card.name, board.name(land), self.cards[terrain_id].name)
        )

    def stranded_items(self, cards: list[str]) -> list[str]:
        """The creature items of a stack beyond one per creature ("you cannot have more magic
        items than creatures in any stack"), the last placed first."""
        items = [cid for cid in cards if self.cards[cid].is_creature_item]
        extra = len(items) - sum(1 for cid in cards if self.cards[cid].is_creature)
        return list(reversed(items[-extra:])) if extra > 0 else []

    def release_items(
        self, cards: list[str], *, to: list[str] | None = None, keep: int = 0
    ) -> list[str]:
        """Creatures have left the stack ``cards``: the items it can no longer hold go with
        them — into ``to`` (the stack they joined: a pass, reinforcing), else the first
        ``keep`` to their owner's pen (with creatures kept off the board: bribed, sent back,
        bought back) and the rest, lost with their creatures, to the discard pile. Returns the
        items that left."""
        stranded = self.stranded_items(cards)
        for number, cid in enumerate(stranded):
            cards.remove(cid)
            if to is not None:
                to.append(cid)
            elif number < keep:
                self.players[self.cards[cid].owner].pen.append(cid)
            else:
                self.discard(cid)
                self.tell(events.ItemLost(self.cards[cid].owner, self.cards[cid].name))
        return stranded

    def destroy_shield(self, shield_id: str, why: str) -> None:
        """A shield is destroyed: it and everything under it go to the discard pile."""
        shield = self.shields.pop(shield_id)
        for cid in shield.contents:
            self.discard(cid)
        self.discard(shield_id)
        self.players[shield.owner].shields_lost += 1
        self.tell(
            events.ShieldLost(
                shield.owner, self.cards[shield_id].name, board.name(shield.space), why
            )
        )

    def _check_shield_victory(self) -> None:
        if self.phase == "over":
            return
        for seat in (0, 1):
            if self.players[seat].shields_lost >= SHIELDS_TO_WIN:
                self.finish([1 - seat], f"seat {seat} lost {SHIELDS_TO_WIN} shields")
                return

    def finish(self, winners: list[int], reason: str) -> None:
        """End the game."""
        self.phase, self.seat, self.combat = "over", None, None
        self.tell(events.GameOver(tuple(winners), reason))
        self._outcome = Outcome.from_winners(winners, seats=2, reason=reason)

    # --- views and hidden information ------------------------------------------------------------

    def hidden_from(self, seat: int) -> set[str]:
        """The other seat's cards not shown, ``seat``'s own deck (it knows the cards, not their
        order), and a combat's face-down cards (a card the combat has shown is not hidden)."""
        hidden = secrets.unknown_ids(self, seat)
        if self.combat is not None:
            assert self.combat_info is not None
            combat_seat = self.combat_info.side_of(seat)
            hidden |= self.combat.hidden_from(combat_seat)
        return hidden

    def card_json(self, cid: str, seat: int | None) -> dict[str, Any]:
        """A card as ``seat``'s view shows it: its id and name, or face down (the views of
        this game and of a variant write every card this way)."""
        card = self.cards[cid]
        if card.public or card.owner == seat:
            return {"id": cid, "name": card.name}
        return {"face_down": True}

    def describe_action(self, action: Action, viewer: int | None) -> str:
        """The action with card names for the cards ``viewer`` can see ("a card" for others),
        and to the seat choosing it, what it costs in stones ("reshuffle (1 stone)")."""
        text = describe.pretty_action(str(action), self._described_names(viewer), hide=True)
        if viewer is not None and viewer == self.current_seat:
            cost = costs.prompt_cost(self, action)
            if cost:
                text += f" ({cost})"
        return text

    #: The card names ``describe_action`` last read, with the list of actions they stood
    #: with (``_legal``) and their viewer.
    _kept_names: tuple[list[Action], int | None, dict[str, str]] | None = None

    def _described_names(self, viewer: int | None) -> dict[str, str]:
        """The card names ``viewer``'s view tells (as ``describe.described`` reads them), kept
        while the actions last listed stand (nothing applied or changed since): describing
        each of them (a search's edges) reads the view once."""
        legal, kept = self._legal, self._kept_names
        if legal is not None and kept is not None and kept[0] is legal and kept[1] == viewer:
            return kept[2]
        game, combat = describe.card_names(self.view(viewer))
        names = {**game, **combat}
        if legal is not None:
            self._kept_names = (legal, viewer, names)
        return names

    #: The ids hidden from a viewer that ``action_key`` last read, with the list of actions
    #: they stood with (``_legal``) and the viewer.
    _kept_hidden: tuple[list[Action], int, set[str]] | None = None

    def action_key(self, action: Action, viewer: int) -> str:
        """The action's text with every id hidden from ``viewer`` written ``?``: what the
        engine's default phrase tells, without reading the whole view for card names (the
        ids ``viewer`` knows stay ids; a search's key, not a phrase for players)."""
        legal, kept = self._legal, self._kept_hidden
        if legal is not None and kept is not None and kept[0] is legal and kept[1] == viewer:
            hidden = kept[2]
        else:
            hidden = self.hidden_from(viewer)
            if legal is not None:
                self._kept_hidden = (legal, viewer, hidden)
        return " ".join("?" if token in hidden else token for token in str(action).split())

    def view(self, seat: int | None) -> dict[str, Any]:
        return views.view(self, seat)

    def canonical(self) -> Any:
        return views.canonical(self)

    def swap_hidden(self, seat: int, rng: Rng) -> State:
        """A world ``seat`` cannot tell from this one: a few of the cards it does not know
        exchange faces with others of the same owner whose places accept them by rule
        (``play/secrets.py``); the chance to come is the same."""
        twin = self.clone()
        assert isinstance(twin, GameState)
        secrets.swap(twin, seat, rng)
        twin.forget_legal()
        return twin

    def determinize(self, seat: int, rng: Rng) -> State:
        """A world drawn from those consistent with what ``seat`` knows: the faces it does
        not know (the other seat's unseen cards, its own deck's order), taken in canonical
        order, are dealt anew with ``rng`` into their places, each place holding what the rules
        let it hold, spaces within their stacking limits, a combat's shown commitments kept
        (``play/secrets.py``, ``hidden.deal``: bounded re-deals, then a deterministic fill).
        The chance to come is drawn from ``rng`` too."""
        kept = self._deals
        if kept is not None and kept[0] == seat and kept[1] == self.changes:
            deals = kept[2]
        else:
            deals = secrets.deals(self, seat)
            self._deals = (seat, self.changes, deals)
        twin = self.clone()
        assert isinstance(twin, GameState)
        secrets.sample(twin, seat, rng, deals)
        twin.forget_legal()
        twin.rng = Rng(rng.getrandbits(63))  # chance to come is not the real chance
        if twin.combat is not None:
            twin.combat.rng = Rng(rng.getrandbits(63))
        return twin

    def clone(self) -> State:
        """An independent copy, made by hand: the card models and the game are shared, each
        mutable container is copied once, and the log and history share their past."""
        twin = object.__new__(type(self))  # ``copy.copy``, without its generic protocol
        twin.__dict__.update(self.__dict__)
        twin.cards = dict(self.cards)  # cards are immutable: clones share them
        twin.books = [None, None]  # a book follows the state it was made for only
        twin._deals = None
        twin.players = [player.copy() for player in self.players]
        twin.shields = {sid: shield.copy() for sid, shield in self.shields.items()}
        twin.terrain = dict(self.terrain)
        if self.step is not None:
            twin.step = copied(self.step)
        if self.combat_info is not None:
            twin.combat_info = copied(self.combat_info)
        twin.event_log = self.event_log.fork()
        twin.history = self.forked_history()
        twin.rng = self.rng.clone()
        if self.combat is not None:
            combat = self.combat.clone()
            assert isinstance(combat, CombatState)
            twin.combat = combat
        return twin

    #: Both seats' standing weighed alike, the difference squashed by an odd function.
    zero_sum_evaluation = True

    def evaluate(self, seat: int) -> float:
        """A heuristic for search, in (-1, 1) before the end (the return after it):
        ``play/heuristic.py``."""
        if self._outcome is not None:
            return self._outcome.returns[seat]
        return heuristic.evaluate(self, seat)


def shield_card(state: GameState, cid: str) -> Shield | None:
    """The shield card behind an instance id, if it is one."""
    card = state.cards[cid].card
    return card if isinstance(card, Shield) else None
