"""Typed schema of every kind of Guardians card, with abilities as keywords with parameters.

A card file is TOML with one table per card, keyed by the card's name. Unknown fields and
unknown keywords are errors (``extra="forbid"``), so a typo fails the whole load loudly.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator


class Strict(BaseModel):
    """Base for every schema model: frozen, and unknown fields are errors.

    Validators are built on first use (``defer_build``), and defaults that are models are made
    with ``model_construct`` (no field to check), so importing the schema builds none: a game
    loaded from the card cache (:mod:`stronghold.games.cardcache`) never needs one.
    """

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)


class Realm(StrEnum):
    """A creature's realm, shown by its border colour."""

    MORTAL = "mortal"
    ELEMENTAL = "elemental"
    EXTERNAL = "external"


#: Off-Color Bonus target of each realm (Mortal > Elemental > External > Mortal).
OCB_TARGET: dict[Realm, Realm] = {
    Realm.MORTAL: Realm.ELEMENTAL,
    Realm.ELEMENTAL: Realm.EXTERNAL,
    Realm.EXTERNAL: Realm.MORTAL,
}


class Terrain(StrEnum):
    """The basic terrain types a combat can be fought on (named terrains count as these)."""

    MOUNTAINS = "Mountains"
    RIVERS_AND_LAKES = "Rivers and Lakes"
    SPIRES = "Spires"
    SWAMPS = "Swamps"
    DRY_HEAPS = "The Dry Heaps"
    WOODS = "Woods"
    JUNGLE = "Jungle"
    FACE_DOWN = "face-down"
    NONE = "none"


Bribe = Literal["babes", "gold", "beer"]
Size = Literal["S", "M", "L"]
Element = Literal["fire", "fear"]
AoeKind = Literal["plain", "fire", "fear", "methane"]
When = Literal["any", "primary", "secondary", "command"]
Side = Literal["any", "attacking", "defending"]


class Match(Strict):
    """A description of creatures: every given field must hold (a list field means any of)."""

    names: list[str] | None = None
    realm: list[Realm] | None = None
    classes: list[str] | None = None
    size: list[Size] | None = None
    flying: bool | None = None
    bribeable: list[Bribe | Literal["any", "none"]] | None = None
    attack: list[Element] | None = None
    immune: list[Literal["fire", "fear", "aoe"]] | None = None
    affected_by: list[Element] | None = None
    receives_channeling: bool | None = None
    destroyer: bool | None = None
    ranged: bool | None = None
    command: bool | None = None
    defending_stronghold: bool | None = None
    base_vitality_at_most: int | None = None
    base_vitality_at_least: int | None = None
    exclude_names: list[str] | None = None
    terrain: list[Terrain] | None = None
    ocb_at_most: int | None = None
    secondary: bool | None = None
    #: The creature has a positive terrain bonus on one of these terrains.
    terrain_bonus_on: list[Terrain] | None = None


class Bonus(Strict):
    """A Vitality change for this creature, under conditions (all must hold)."""

    amount: int
    vs: Match | None = None
    terrain: list[Terrain] | None = None
    when: When = "any"
    side: Side = "any"
    per: Match | None = None
    per_sides: Literal["own", "both", "opponent"] = "own"
    #: Which creatures ``per`` counts: in play in this combat, beaten, beaten or destroyed, or
    #: lying in the owner's discard pile (docs/rules-notes/cards/board-facts.md).
    per_state: Literal["in_play", "beaten", "lost", "discard_pile"] = "in_play"
    #: The amount is multiplied by a fact of the board: the Up number of the owner's shield.
    times: Literal["shield_up"] | None = None
    dice: int = 0
    alone: Match | None = None
    #: As a secondary attacker: the own creature that fought the target in its primary
    #: match-up matches one of these patterns.
    partner: list[Match] | None = None


class TeamBonus(Strict):
    """A Vitality change this card gives to other creatures while it is in play in the combat."""

    amount: int
    to: Match | None = None
    vs: Match | None = None
    terrain: list[Terrain] | None = None
    when: When = "primary"
    sides: Literal["own", "both", "opponent"] = "own"
    first_only: bool = False
    include_self: bool = False
    while_beaten: bool = False
    #: The amount is multiplied by the number of the primary match-up the creature fights in.
    times_matchup: bool = False


class Destroys(Match):
    """Destroys its match-up opponent when the opponent matches (step 'destruction')."""

    when: When = "any"


class StoneTrigger(Strict):
    """Power stones gained or lost when something happens in the combat."""

    on: Literal[
        "beats",
        "beaten",
        "opponent_beaten",
        "opponent_channels",
        "command",
        "wins_combat",
        "survives",
    ]
    stones: int
    who: Literal["own", "opponent"] = "own"
    vs: Match | None = None
    if_channeled: bool = False
    terrain: list[Terrain] | None = None
    while_beaten: bool = False
    #: Only in a combat over a working stronghold card of the card owner's opponent.
    opponent_stronghold: bool = False


class Forbid(Strict):
    """Something no longer allowed once the card is in play (or while it stands)."""

    what: Literal["channeling", "stone_channeling", "ranged", "spells", "hand_items", "aoe"]
    who: Literal["opponent", "both"] = "opponent"
    scope: Literal["combat", "matchup"] = "combat"
    while_standing: bool = False


class Suppress(Strict):
    """A bonus some creatures lose while the card is in play."""

    what: Literal["ocb", "text", "stronghold", "class_bonus", "terrain_bonus"]
    of: Literal["opponent", "both", "match_opponent"] = "opponent"
    against: Match | None = None


class MarginRule(Strict):
    """A creature is beaten only by at least ``margin``; a smaller loss is a push."""

    margin: int
    to: Match | None = None
    terrain: list[Terrain] | None = None


class Aoe(Strict):
    """An area-of-effect attack on every creature in the opposing combat hand."""

    points: int
    kind: AoeKind = "plain"
    targets: Match | None = None
    both_sides: bool = False
    #: It strikes its owner's own combat hand instead of the opponent's (Rye Beaner).
    own_side: bool = False
    per_own_class: str | None = None
    per_amount: int = 0
    per_distinct: bool = False
    per_discard: Match | None = None
    #: ``per_amount`` more points for each terrain card of this type in play on the board.
    per_terrain: Terrain | None = None
    #: The points are this many d6 rolled when it goes off (added to ``points``).
    dice: int = 0
    #: A die total equal to this number makes the AOE fizzle.
    fizzle_on: int | None = None


class BriberyDiscard(Strict):
    """The opponent shows his storage hand and discards every bribery card of these kinds."""

    kinds: list[Bribe]
    when: Literal["played", "survives"] = "played"


class PenLoss(Strict):
    """After the combat the opponent discards ``cards`` cards drawn at random from his
    Creature Pen (as many as it holds), once each time this creature: ``beats`` its opponent
    in a primary match-up, ``survives_primary`` (its primary match-up ends with it standing),
    or ``survives_at_stronghold`` (it is not lost in a combat its side attacks over the
    opponent's intact stronghold card)."""

    when: Literal["beats", "survives_primary", "survives_at_stronghold"]
    cards: int = 1


class Accessory(Strict):
    """An accessory: placed beside its owner's Guardian in Draw and Organize, it stays in play
    and adds to that Guardian's statistics (``cmp``, ``vitality``, ``luc``) while it stays;
    ``one_in_play``: no second card of its name may be in play (either player's)."""

    cmp: int = 0
    vitality: int = 0
    luc: int = 0
    one_in_play: bool = False
    #: Used once per turn at the start of Terrain Settlement: ``take_terrain`` (one of the
    #: owner's cards serving as terrain back to his hand: Ancient Tome of Dispansation),
    #: ``discard_for_draw`` (a Storage Hand card discarded, one card more drawn next turn: Ankh).
    use: Literal["take_terrain", "discard_for_draw"] | None = None


class BoardEffect(Strict):
    """What a card does to the contested space's cards of the opponent on the board
    (docs/rules-notes/cards/board-effects.md): ``discard_terrain`` (his terrain card there goes
    to his discard pile), ``terrain_face_down`` (it is turned face down) or ``rubble`` (his
    stronghold card there turns to rubble at once); ``when`` the creature ``wins_primary`` (a
    primary match-up won by comparison), ``survives`` (not lost when the space is decided) or,
    in a command ability, when the command takes effect (``command``). ``terrain`` limits the
    terrain cards touched: ``face_up`` terrain cards, ``face_down`` cards, ``shield_terrain``
    shield/terrain cards; none given: any."""

    what: Literal["discard_terrain", "terrain_face_down", "rubble"]
    when: Literal["wins_primary", "survives", "command"] = "command"
    terrain: list[Literal["face_up", "face_down", "shield_terrain"]] = []


class Recovery(Strict):
    """Played in Draw and Organize: one card of the owner's discard pile goes back to his hand —
    a creature (that ``match`` describes, if given) or an ``item``; ``returns_itself``: the
    card played comes back too (Champs, the Wonder Dog); ``lost_last_turn``: every creature
    the owner lost in the turn just played (Holy Grail)."""

    kind: Literal["creature", "item", "lost_last_turn"] = "creature"
    match: Match | None = None
    returns_itself: bool = False


class ControlBonus(Strict):
    """Extra Vitality for control of the space for own surviving creatures that match."""

    amount: int
    to: Match | None = None


class TeamImmunity(Strict):
    """Creatures played after this card (either side) that match are immune to attack kinds."""

    kinds: list[Literal["fire", "fear"]]
    to: Match | None = None


class PaidAction(Strict):
    """A command: in the modify window of a primary match-up its owner may pay stones to
    blank the opposing creature's text box, or to add a ranged shot of ``points``."""

    what: Literal["blank", "ranged"]
    stones: int = 1
    points: int = 0
    #: Paid with a bribery card of this kind from the storage hand (discarded) instead of
    #: stones (Mayor McGreed: a Gold, fired as a shot of its Up number, ``points``).
    pays_with: Bribe | None = None
    #: Only while the owner's creature of the match-up matches (Mayor McGreed: a Barnyard
    #: Animal).
    for_fighter: Match | None = None


class Toll(Strict):
    """Laid down in a primary match-up, it gains ``amount`` unless the opponent burns stones."""

    amount: int
    stones: int = 1


class DiscardBonus(Strict):
    """Laid down in a primary match-up, its owner may discard storage-hand cards of a kind;
    each one adds ``amount`` for that match-up."""

    amount: int
    cards: Literal["babes", "gold", "beer", "item"]


class Guess(Strict):
    """A command: in each primary match-up, once both creatures are picked and before they are
    shown, a player guesses something about one of them; a bonus follows a hit or a miss."""

    what: Literal["realm", "size"]
    by: Literal["own", "opponent"]
    bonus: int
    on: Literal["hit", "miss"]


class RollDestroys(Match):
    """On one of these 1d6 results, the match-up opponent is destroyed if it matches."""

    rolls: list[int]


class Gamble(Strict):
    """1d6 (plus ``small_bonus`` for a Small creature): at least ``wins_from`` and the creature
    wins its match-up, else it is destroyed; nothing may change the match-up after the roll."""

    wins_from: int = 5
    small_bonus: int = 1


class Immunity(Strict):
    """What this creature takes no damage from: attack kinds, and creatures matching a pattern."""

    kinds: list[Literal["fire", "fear", "aoe", "ranged", "methane", "bribery"]] = []
    creatures: list[Match] = []


class Channeling(Strict):
    """How this creature receives channeling (the green bar is ``receives``)."""

    cap: int | Literal["unlimited", "guardian_cmp", "base"] = "base"
    only_from: Literal["guardian", "channelers", "any"] = "any"
    from_names: list[str] | None = None
    no_channeling_against: bool = False


class Channeler(Strict):
    """What this creature can channel from face down under a stronghold."""

    cmp: int
    to: Match | list[Match] | None = None
    to_non_receivers: bool = False


class AfterUp(Strict):
    """A spell played right after the Up cards are turned, before any shield moves."""

    #: Whose Up cards are thrown away and turned afresh: every seat's, or the opponent's.
    redraw: Literal["all", "opponent"] | None = None
    #: Only when the opponent's Up card is a creature of this class (Chant of the Osirans).
    only_class: str | None = None
    #: This many more cards off the top of the opponent's deck are discarded with it.
    deck_discards: int = 0
    #: No shield moves this turn: Terrain Settlement follows at once (Peace).
    skip_to_settlement: bool = False
    #: A seat casts at most one of this name a turn.
    once_per_turn: bool = False


class StandIn(Strict):
    """A creature trading places, after a primary match-up, with its owner's creature of that
    match-up, which goes back to the combat hand (combat/stand_ins.py)."""

    #: ``fighter``: it is the creature of the match-up and any other creature of its owner's
    #: combat hand takes its place (Soggybottom Gertz); ``hand``: it waits in the combat hand
    #: and takes the fighter's place itself (Slippery Slime, Phantom Stalker).
    role: Literal["fighter", "hand"]
    #: Only when the creature of the match-up was beaten in it.
    beaten: bool = False
    #: Only for a creature of the match-up that matches (Phantom Stalker: an Undead).
    fighter: Match | None = None


class UpPower(Strict):
    """What its owner may do right after the creature is turned as his Up card, before any
    shield moves (play/up_powers.py; docs/rules-notes/cards/up-powers.md)."""

    #: ``seek``: it is discarded and any other card of the draw deck becomes the Up card, the
    #: deck reshuffled (Jonstollo); ``fetch``: up to ``count`` bribery cards of ``bribe`` go
    #: from the draw deck to the storage hand, shown, the deck reshuffled (Chickenhead);
    #: ``join``: it goes under an own shield on ``terrain`` and a new Up card is turned
    #: (Squibby).
    what: Literal["seek", "fetch", "join"]
    count: int = 0
    bribe: Bribe | None = None
    terrain: Terrain | None = None


class CommandAbility(Strict):
    """What the card does when played as the command card (before the primary attacks)."""

    aoe: Aoe | None = None
    team_bonus: list[TeamBonus] = []
    set_terrain: Terrain | None = None
    dispel_opponent_command: bool = False
    conflict: str | None = None
    forbids: list[Forbid] = []
    suppress: list[Suppress] = []
    set_aside: Match | None = None
    set_aside_sides: Literal["both", "opponent", "own"] = "both"
    aoe_immunity: bool = False
    beaten_become_destroyed: bool = False
    ranged_bonus: int = 0
    wins_pushes: bool = False
    beaten_only_by: MarginRule | None = None
    grant_channeling: Match | None = None
    grant_channeling_cap: int | Literal["unlimited", "guardian_cmp", "base"] = "base"
    grant_channeling_sides: Literal["own", "both"] = "own"
    opponent_declares: Literal["size", "realm", "class"] | None = None
    opponent_plays_first: Match | None = None
    undispellable: bool = False
    #: The opponent shows every creature of its combat hand this kind of bribe can bribe;
    #: the card's owner picks one, which counts as bribed (Yap Attack).
    opponent_bribed: Bribe | None = None
    #: The side's creatures of this description lost in the combat go to its Creature Pen,
    #: not the discard pile (Howl of the Dead).
    lost_to_pen: Match | None = None
    up_card_joins: Match | None = None
    stone_triggers: list[StoneTrigger] = []
    no_ranged: bool = False
    destroyed_after: bool = False
    #: An opposing creature winning a primary match-up by less than this destroys both.
    narrow_win_destroys_both: int = 0
    #: The owner's bribery cards work against any creature with a bribery icon.
    bribe_any_icon: bool = False
    #: The order of the opponent's primary creatures is picked at random.
    opponent_random_order: bool = False
    #: Both players discard every card of their storage hands.
    discard_storage_hands: bool = False
    #: Its owner discards his whole combat hand once the command has acted.
    discard_own_hand: bool = False
    guess: Guess | None = None
    #: The opponent discards one creature of his choice matching this from his combat hand.
    opponent_discards: Match | None = None
    #: A random creature of the opposing combat hand and this card are set aside.
    set_aside_random: bool = False
    #: Every creature of which the opponent holds two or more copies stands unchallenged.
    unchallenged_duplicates: bool = False
    paid_action: PaidAction | None = None
    #: An own creature losing a primary match-up by more than this wins it instead (Dork Age).
    big_loss_wins: int = 0
    #: Every creature of the combat has a base Vitality of 0 (40,000 Useless Warhammers).
    base_vitality_zero: bool = False
    #: Each own creature laid down in a primary match-up counts as having the classes of the
    #: own creature of the first primary match-up (Sooooooul Mirror).
    classes_of_first: bool = False
    #: In the modify window of a primary match-up its owner may give a fighter of
    #: ``sets_class_sides`` that matches one class of his choice, in place of its own, until
    #: the primary match-ups end (Chief Lector Priest of Sethos, High Priestess of Isis).
    sets_class: Match | None = None
    sets_class_sides: Literal["own", "opponent"] = "own"
    #: 1d6 is rolled as the command takes effect; the opponent may not channel in the primary
    #: match-ups of its owner's first N creatures, N read here by the roll (1 to 6; 99 =
    #: all of them) (Disc of Siin).
    no_channeling_against_first: list[int] = []
    #: Its owner may fire each ranged attack of a primary match-up with a 1d6 roll: on one
    #: of these results the ranged attacker and the opposing creature are both destroyed
    #: (Professor Heisenburg).
    ranged_roll_destroys: list[int] = []
    board_effect: BoardEffect | None = None
    #: Fights the opposing command card, if a creature, as both are revealed: a win cancels its
    #: ability (Kazarian Squawker).
    duels_opponent_command: bool = False
    #: Takes over the ability of an opposing Spell or Item command card and dispels it (Theib).
    takes_opponent_command: bool = False
    #: This many cards of the opposing combat hand, drawn at random, are shown (Pauly).
    shows_opponent_cards: int = 0
    #: When the opponent's Up card is a creature, a card of his combat hand, drawn at random,
    #: is shown and destroyed if the Up card's base Vitality is lower than its own (Knife of
    #: Shadow).
    picks_against_up: bool = False
    #: Both sides play their primary creatures in order of printed Vitality, lowest first
    #: (Wheel of Law).
    ascending_order: bool = False
    #: Only the attacker may play it as its command card (Exploding Tweezle).
    only_attacking: bool = False
    #: Only the defender may play it as its command card (Great Horned Troll).
    only_defending: bool = False
    #: The opponent tells the number of cards and the Vitality of his combat hand (``count``:
    #: Spirit Guide) or shows every card of it (``show``: Darkness Elemental).
    hand_report: Literal["count", "show"] | None = None
    #: Before the primary attacks its owner may discard it and retreat (Spirit Guide, Darkness
    #: Elemental; combat/retreats.py).
    may_retreat: bool = False
    #: Before the primary attacks the opponent must retreat, or else pay a power stone or
    #: discard two storage cards (``or_pay``: Great Horned Troll), or else stay and fight
    #: (``or_stay``: Slimwit Man).
    opponent_retreats: Literal["or_pay", "or_stay"] | None = None
    #: Its owner winning the combat, every creature the opponent still has from under his
    #: shield is destroyed (Slimwit Man: the opponent stayed).
    destroys_stayers: bool = False
    #: While its owner chooses his next primary attacker he may pay this many power stones for
    #: each of his creatures beaten in the primaries to send it to his Creature Pen (Guardian
    #: Angel; combat/returns_to_pen.py).
    returns_to_pen: int = 0
    #: The opposing command card, if a creature, is destroyed (Exploding Tweezle).
    destroys_opponent_command: bool = False
    #: Both sides show the Vitality of the creatures in their combat hands; a side whose total
    #: is higher than the owner's discards creatures worth at least this much (Obelisk of
    #: Bablos).
    hand_vitality_contest: int = 0
    #: Once the owner's first primary attacker has survived its match-up, his other creatures
    #: take its terrain bonus in place of their own (Tablet of Ancathus).
    terrain_of_first: bool = False
    #: The opponent shows every double-bordered card he holds or loses this many stones
    #: (Tweezle the Sneaky).
    show_storage_or_stones: int = 0
    #: In the last window of each primary match-up its owner may discard bribery cards from
    #: his storage hand, each giving his creature of the match-up this many d6 of Vitality
    #: (Mighty Tiki God).
    dice_per_bribery_discard: int = 0
    effect: str | None = None
    params: dict[str, int | str | bool | list[str]] = {}


class Provenance(Strict):
    """Where each fact comes from: the rules text names some fields; others are assumed."""

    rules: list[str] = []
    assumed: dict[str, str] = {}


class CardBase(Strict):
    """What every card has: name, set, up number, rarity, and our own words for its text."""

    name: str
    set: Literal["RE", "DI", "DN", "NP", "PR", "HB"]
    rarity: str = ""
    up: int | None = None
    text: str = ""
    aliases: list[str] = []
    effects: list[str] = []
    params: dict[str, int | str | bool | list[str]] = {}
    unencoded: str = ""
    provenance: Provenance = Provenance.model_construct()


class Creature(CardBase):
    """A creature: Mortal, Elemental or External."""

    kind: Literal["creature"] = "creature"
    realm: Realm
    classes: list[str] = []
    vitality: int
    stacking: int | None = None
    ocb: int = 0
    bribe: list[Bribe] = []
    flying: bool = False
    size: Size | None = None
    ranged: int = 0
    command: CommandAbility | None = None
    attack: Element | None = None
    receives_channeling: bool = False
    channeling: Channeling = Channeling.model_construct()
    channeler: Channeler | None = None
    bonus: list[Bonus] = []
    terrain_bonus: dict[Terrain, int] = {}
    team_bonus: list[TeamBonus] = []
    immune: Immunity = Immunity.model_construct()
    destroys: list[Destroys] = []
    aoe: Aoe | None = None
    blocks_bribery: list[Bribe] = []
    beaten_secondary_bonus: int | None = None
    control_vitality: int | None = None
    wins_destroys: bool = False
    beats_as_secondary: bool = False
    heals: Match | None = None
    heals_regardless: bool = False
    secondary_immune: list[Match] = []
    destroyed_if_beaten: list[Match] = []
    wins_destroys_vs: list[Destroys] = []
    ranged_vs: Match | None = None
    ranged_for: Match | None = None
    ranged_terrain: list[Terrain] | None = None
    ranged_beaten: bool = False
    stone_triggers: list[StoneTrigger] = []
    beaten_only_by: MarginRule | None = None
    forbids: list[Forbid] = []
    suppress: list[Suppress] = []
    no_control: Match | None = None
    sends_back: list[Match] = []
    no_damage: bool = False
    grant_channeling: Match | None = None
    grant_channeling_cap: int | Literal["unlimited", "guardian_cmp", "base"] = "base"
    grant_channeling_sides: Literal["own", "both"] = "own"
    opponent_declares: Literal["size", "realm", "class"] | None = None
    must_play_first: bool = False
    limit_per_space: int | None = None
    #: The group ``limit_per_space`` counts (cards naming the same group count together: every
    #: Pirate Captain, every Local); without it only copies of the card count (shield_limits.py).
    limit_group: str | None = None
    ranged_echo: bool = False
    indestructible: bool = False
    shelters_opponent: bool = False
    withdraws_vs: Match | None = None
    returns_on_win: bool = False
    beaten_returns: Match | None = None
    heal_cost: int = 0
    beaten_margin_returns: int | None = None
    on_play_discard: list[Match] = []
    on_play_discard_items: bool = False
    starts_push: Match | None = None
    terrain_anywhere: bool = False
    secondary_immune_after_win: Match | None = None
    dice_become_one: bool = False
    beaten_destroys_own_command: bool = False
    destroys_command_by_margin: bool = False
    bribery_returns: list[Bribe] = []
    discards_bribery: BriberyDiscard | None = None
    control_bonus: ControlBonus | None = None
    sends_back_same_class: bool = False
    #: What firing it does besides its points; ``destroy_channeler``: fired right after an
    #: opposing creature channeled, it destroys that channeler and cancels its channeling.
    ranged_effect: (
        Literal["push", "cancel_ranged", "win_destroys", "grant_ocb", "destroy_channeler"] | None
    ) = None
    draws_ranged: bool = False
    #: Fired as a ranged attack, it makes the opponent discard one card of his choice: a
    #: creature magic item travelling with his shield (``c_item``: Secauris) or a
    #: double-bordered card of his storage hand (``double_bordered``: Slim Jab);
    #: combat/ranged_discards.py.
    ranged_discard: Literal["c_item", "double_bordered"] | None = None
    roll_destroys: list[RollDestroys] = []
    victor_destroyed_unless_holds: bool = False
    toll: Toll | None = None
    escapes_unless_paid: int = 0
    buyback: int = 0
    discard_bonus: DiscardBonus | None = None
    heals_per_opponent_loss: bool = False
    team_immune: TeamImmunity | None = None
    opponent_pen_loss: PenLoss | None = None
    board_effect: BoardEffect | None = None
    #: As the command card, standing when the space is decided, it goes to the discard pile
    #: unless another creature of its side that matches survived (Pauly and the Pirates).
    discarded_unless: Match | None = None
    #: More cards its owner draws when it is the owner's Up card as the draw begins.
    up_draws: int = 0
    #: What its owner may do as it is turned as his Up card (``UpPower``).
    up_power: UpPower | None = None
    #: Trades places with its owner's creature of the match-up just over (``StandIn``).
    stand_in: StandIn | None = None
    #: Shown at Terrain Settlement, its shield pays nothing for the bare land it holds
    #: (Earth Mother; play/settlement.py).
    shown_for_bare_land: bool = False
    #: Standing in play once the primary attacks end, it lets its owner retreat his shield
    #: with every creature still unbeaten (Captain Hannibal Hawks; combat/retreats.py).
    retreats_after_primaries: bool = False
    #: It may be played only as its owner's command card: never a primary, ranged or
    #: secondary attacker (Scamp Jones, Rye Beaner; combat/command_only.py).
    command_only: bool = False

    @property
    def stack_value(self) -> int:
        """What the creature counts for the 30-point limit (the red number if it has one);
        never below 0: a negative Vitality (Scamp Jones) makes no room for other creatures
        (docs/rules-notes/cards/shield-limits.md)."""
        return max(0, self.stacking if self.stacking is not None else self.vitality)

    @property
    def up_number(self) -> int:
        """Creatures use their Vitality as their Up number, never the red number."""
        return self.vitality


class Spell(CardBase):
    """A spell (double border)."""

    kind: Literal["spell"] = "spell"
    timing: Literal["command", "any", "combat", "matchup", "organize", "movement", "settlement"] = (
        "any"
    )
    stone_cost: int = 0
    aoe: Aoe | None = None
    dispel: bool = False
    grants_channeling: bool = False
    destroys_pair: Match | None = None
    #: Answers an opposing bribe of this kind: it fails, and the card is the caster's to use
    #: until the combat ends (combat/bribe_answers.py).
    steals_bribe: Literal["gold", "beer", "babes"] | None = None
    #: Answers the bribe of an own fighter of a primary match-up that matches: it stays, and
    #: both creatures become unchallenged cards in melee (combat/bribe_answers.py).
    double_cross: Match | None = None
    #: Played by the winner of a combat with at least two surviving creatures on the space
    #: that match: it gains a Power Stone, the loser loses one (combat/raids.py).
    raid_after_win: Match | None = None
    #: Cast on a fighter of either side of a primary match-up that matches: both creatures
    #: step out of it as unchallenged cards in melee (combat/unchallenged.py).
    unchallenges_pair: Match | None = None
    #: ``destroys_pair`` only while the opposing creature of the match-up matches this.
    destroys_pair_vs: Match | None = None
    #: Cast on an own creature in a primary match-up: a die decides it (Summon Entropy Storm).
    gamble: Gamble | None = None
    #: Cast on the own creature of a primary match-up: it has one class of the caster's
    #: choice, in place of its own, for the rest of the combat (Warwick's Conversion).
    sets_class: bool = False
    destroys_terrain: bool = False
    gain_stones: int = 0
    #: The stones gained are taken from the opponent's Guardian, as many as it has (Small Mox).
    steals_stones: bool = False
    #: Cast on a space before the caster moves a shield: no shield moves into, out of or over
    #: it until the next turn; one in effect per player (Force Barrier).
    barrier: bool = False
    #: Cast at the caster's movement turn, before it turns a shield (play/move_spells.py).
    move_spell: (
        Literal[
            "skip_turn", "extra_move", "first_shield", "extra_flight", "slow", "unturn", "summon"
        ]
        | None
    ) = None
    #: ``move_spell = "summon"``, cast on one of the caster's turned shields: the creatures of
    #: its Creature Pen that match go under it, shown, as the space limit lets (Summons Gate).
    summons: Match | None = None
    #: Cast in Draw and Organize: the caster's Guardian has this CMP until the turn ends
    #: (play/organize_spells.py).
    guardian_cmp: int | None = None
    #: Cast in Draw and Organize on one of the caster's standing stronghold cards with no
    #: shield on it: it turns to rubble (its cards discarded) and the caster's Guardian then
    #: has exactly this many Power Stones (Summon Dimensional Fire Well;
    #: play/organize_spells.py).
    rubble_for_stones: int | None = None
    #: A shield of the caster's forced to retreat may fall back onto any neighbouring disputed
    #: land with no shield on it (Master Tactician; play/retreat_spells.py).
    retreat_anywhere: bool = False
    #: Cast at the start of Terrain Settlement (play/settle_spells.py).
    settle_spell: Literal["pestilence", "hostage", "chronos"] | None = None
    #: Cast in Draw and Organize before the cards are drawn (play/draw_spells.py).
    draw_spell: Literal["d6", "unshielded_lands", "burn", "from_discard"] | None = None
    #: Cast right after the Up cards are turned (play/after_up.py).
    after_up: AfterUp | None = None
    #: Cast whenever the holder likes, outside combat at the spell windows
    #: (play/anytime_spells.py): ``stones`` (gains ``gain_stones``), ``wreck_upgrade`` (a
    #: Stronghold Upgrade is destroyed), ``see_storage`` (the opponent's Storage Hand is shown).
    anytime: Literal["stones", "wreck_upgrade", "see_storage"] | None = None
    #: Cast only as the opponent's very next act in a window: what it answers and does
    #: (combat/windows.py): ``destroy_channeler`` after an opposing channeler creature channels
    #: (destroyed, its channeling cancelled); ``invert_guardian_channeling`` after the opposing
    #: Guardian channels (the points are taken off instead); ``cancel_ranged`` after an
    #: opposing ranged attack (cancelled, and no more ranged attacks by that side this
    #: combat); ``steal_ranged`` after an opposing ranged attack (it counts for the caster).
    reacts: (
        Literal["destroy_channeler", "invert_guardian_channeling", "cancel_ranged", "steal_ranged"]
        | None
    ) = None
    command: CommandAbility | None = None
    #: Played in Draw and Organize: a card back from the discard pile (Chaos Summoner).
    recovers: Recovery | None = None


class MatchupUse(Strict):
    """A hand item used in a primary match-up (combat/matchup_items.py): while the own
    fighter matches ``with_own``, it smashes the opposing command creature
    (``smash_command``: Rock of Far Rolling) or sends an opposing creature that cannot be
    bribed back to its Creature Pen (``send_back_unbribeable``: Shroud of Grahzue)."""

    effect: Literal["smash_command", "send_back_unbribeable"]
    with_own: Match | None = None


class Item(CardBase):
    """A magic item: H (hand, double border), C (creature, single border) or an accessory."""

    kind: Literal["item"] = "item"
    item_type: Literal["hand", "creature", "accessory"]
    timing: Literal["command", "any", "combat", "matchup", "organize", "movement", "settlement"] = (
        "any"
    )
    stone_cost: int = 0
    destroys_terrain: bool = False
    command: CommandAbility | None = None
    recovers: Recovery | None = None
    #: Placed beside the owner's Guardian, what it adds while it stays (Gift of Isis).
    accessory: Accessory | None = None
    #: A C item: the creatures of its stack that match are fliers (The Black Eye).
    gives_flying: Match | None = None
    #: Once the combat is won it may heal one beaten own creature that matches, for
    #: ``heal_cost`` stones, if it is still in the combat hand (Altar of Takuli).
    heals: Match | None = None
    heal_cost: int = 0
    #: Used from the storage hand in a primary match-up (Rock of Far Rolling).
    matchup_use: MatchupUse | None = None
    #: Played before the first comparison of a combat over a stronghold card: the attacking
    #: side's creatures get this much Vitality for the combat (Anvil of Heaviness).
    stronghold_attack_bonus: int = 0
    #: Played right after the Up cards are turned (play/turn_start_items.py): its player
    #: moves first (``move_first``: Rooster), its Up card goes to its Storage Hand and the
    #: item takes its place (``take_up``: Sarcophagus of Haidra), no channeling this turn on
    #: or next to a space (``no_channeling``: Monolith of Power).
    turn_start: Literal["move_first", "take_up", "no_channeling"] | None = None
    #: Played at the start of Terrain Settlement: this many cards of its player's discard pile
    #: are shuffled into the draw deck (Rosetta Stone; play/settle_items.py).
    shuffles_back: int = 0
    #: Once in its discard pile, the card never leaves it (Rosetta Stone).
    stays_in_discard: bool = False


class Bribery(CardBase):
    """A bribery card: Babes, Gold or Beer."""

    kind: Literal["bribery"] = "bribery"
    bribes: Bribe


#: What a standard bearer's owner may pay power stones for in its combats.
StandardPower = Literal[
    "dispel_command", "cancel_aoe", "reclaim_lost", "change_realm", "change_bribe"
]


class StandardBearer(Strict):
    """What a standard bearer does in every combat its shield fights (attacking or defending).

    ``side`` limits the whole ability to the shield attacking or defending; "own" means the
    standard's owner's creatures, "both" every creature of the combat."""

    side: Side = "any"
    team_bonus: list[TeamBonus] = []
    ranged_bonus: int = 0
    ranged_sides: Literal["own", "both"] = "own"
    channel_change: int = 0
    channel_sides: Literal["own", "both"] = "own"
    terrain_change: int = 0
    terrain_sides: Literal["own", "both", "opponent"] = "own"
    ocb_change: int = 0
    control_bonus: int = 0
    unbribeable: bool = False
    wins_pushes: bool = False
    opponent_declares: Literal["size", "realm"] | None = None
    stone_triggers: list[StoneTrigger] = []
    power: StandardPower | None = None
    power_stones: int = 1


class Shield(CardBase):
    """A shield, a standard bearer, or a shield/terrain card."""

    kind: Literal["shield"] = "shield"
    shield_type: Literal["shield", "standard bearer", "shield/terrain"] = "shield"
    family: str = ""
    space_limit: int = 30
    terrain_types: list[Terrain] = []
    standard: StandardBearer | None = None


class TerrainCard(CardBase):
    """A terrain card: a basic type or a named location counting as one or two types."""

    kind: Literal["terrain"] = "terrain"
    terrain_types: list[Terrain] = []
    no_ranged: bool = False
    no_flying: bool = False
    no_command: bool = False
    allows_ranged: bool = False
    blocks_bribery: list[Bribe] = []
    #: Combats here: no Dispel Magic spell may be cast (The Maitz Hotel).
    no_dispel_magic: bool = False
    #: Combats here: only the Guardians channel, never a channeler creature (Rocks at Rhuadan).
    only_guardians_channel: bool = False
    #: Combats here: each Power Stone spent on channeling gives this many points more (less).
    stone_channel_change: int = 0
    #: Combats here: creatures of this description may receive channeling as if they had a
    #: green bar, up to their base Vitality (Spirit Mountain).
    channeling_for: Match | None = None


class Stronghold(CardBase):
    """One of a set of three stronghold cards."""

    kind: Literal["stronghold"] = "stronghold"
    position: Literal["left", "center", "right"]
    stronghold_set: str
    defense: int = 5
    defense_die: bool = False
    ranged_bonus: int = 0
    no_flying: bool = False
    terrain_types: list[Terrain] = []
    #: The defender's creatures of this description lost in a combat on the card go to its
    #: Creature Pen, not the discard pile (Necropolis Park).
    lost_to_pen: Match | None = None


class Upgrade(CardBase):
    """A stronghold upgrade (beside its owner's end stronghold card) or downgrade (on an
    opponent's), with what it does to that card."""

    kind: Literal["upgrade"] = "upgrade"
    downgrade: bool = False
    #: End of Draw and Organize: the card's owner burns this many stones if his shield is on it.
    owner_stone_tax: int = 0
    #: The card gives no defensive Vitality bonus.
    no_defense: bool = False
    #: Terrain Settlement: a shield on the card discards this many of its creatures.
    settlement_creature_loss: int = 0
    #: An opposing shield entering the card's space takes an AOE of this many points.
    entry_aoe: int = 0
    #: No opposing shield may fly onto any of the owner's stronghold cards.
    no_flying_onto_strongholds: bool = False
    #: Channelers under the card channel this many points more.
    channel_bonus: int = 0
    #: Draw and Organize: one creature of this description may be put on the upgrade (face
    #: down unless ``hold_face_up``); what it may do from there is said by the keys below.
    holds: Match | None = None
    hold_face_up: bool = False
    #: The held creature may jump to any turned shield of the owner before he turns a shield.
    held_teleports: bool = False
    #: The held creature may join the defence of any of the owner's stronghold cards attacked;
    #: if it survives it stays on that card.
    held_defends_strongholds: bool = False
    #: In a combat on the two spaces in front, the held creature joins the owner's combat hand
    #: for this many power stones.
    held_joins_front_for: int | None = None
    #: The face-down creatures under this card may join the defence when it is attacked.
    under_defend: bool = False
    #: Any time: its owner may discard Storage Hand cards for one power stone each.
    storage_for_stones: bool = False
    #: Combat resolution on the two spaces in front: the owner adds this much to his control
    #: total, plus ``control_per_stone`` for each power stone he chooses to spend.
    control_bonus: int = 0
    control_per_stone: int = 0
    #: In a combat on the two spaces in front, instead of a command card, the owner may fire
    #: it: a fire AOE of ``cannon_aoe`` points for one power stone, ``cannon_per_stone`` more
    #: for each further stone.
    cannon_aoe: int = 0
    cannon_per_stone: int = 0
    #: Once, in a combat on the two spaces in front, the owner may add the held creature's
    #: ranged attack to a primary match-up (it is then discarded after the combat).
    held_ranged_front: bool = False
    #: For this many power stones its owner may cancel an opponent's use of an accessory as
    #: it is made (Lotus Flower Water Garden).
    cancels_accessory_use: int = 0


class DrawBonus(Strict):
    """Extra cards a Guardian draws in Draw and Organize, counted per something on the board."""

    per: Literal["controlled_swamp", "shield_in_lands", "shield_lost", "small_creature_up"]
    amount: int = 1


class Guardian(CardBase):
    """A Guardian: the player, outside the deck."""

    kind: Literal["guardian"] = "guardian"
    vitality: int
    stones: int
    cmp: int
    draw: int
    ldl: int
    mdl: int
    luc: int
    channel_cap_per_creature: int | None = None
    draw_bonus: list[DrawBonus] = []
    discard_up: bool = False
    #: For this many power stones its player may draw, instead of his own number, as many
    #: cards as the opponent draws this turn (P'Tal).
    draw_as_opponent_for: int | None = None
    #: For this many stones, channel ``power_channel_points`` into an own creature that
    #: cannot receive channeling (within its base Vitality).
    power_channel_stones: int = 0
    power_channel_points: int = 0
    #: For this many stones, cancel an opponent's channeling right after it; then no more
    #: channeling by either side in the combat.
    cancel_channeling_stones: int = 0
    #: Stones gained each time an opponent bribes away one of the Guardian's creatures.
    stones_when_bribed: int = 0
    #: For this many stones, dispel any spell (as Dispel Magic does).
    dispel_spell_stones: int = 0
    #: Cards drawn each time an opponent uses a hand (H) magic item.
    draw_on_opponent_hand_item: int = 0


AnyCard = Annotated[
    Creature | Spell | Item | Bribery | Shield | TerrainCard | Stronghold | Upgrade | Guardian,
    Field(discriminator="kind"),
]


class CardFile(Strict):
    """Validation wrapper: one card of any kind."""

    card: AnyCard

    @model_validator(mode="after")
    def _named(self) -> CardFile:
        if not self.card.name.strip():
            raise ValueError("a card needs a name")
        return self
