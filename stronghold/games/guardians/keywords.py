"""The keywords of the Guardians card schema: the base model, realms and terrain types, and
every ability a card names as a keyword with parameters (a match on creatures, a bonus, an
AOE, a command card's abilities ...). ``schema`` builds the card kinds from them and exports
them too, so a card file's fields are read in one place."""

from __future__ import annotations

from enum import StrEnum
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field


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


class AccessoryTokens(Strict):
    """Tokens an accessory gathers (combat/accessory_tokens.py): one each time a creature of its
    owner beats an opposing creature matching ``beaten`` in a combat; in a primary match-up its
    owner may take one off for ``vitality`` more to his creature of that match-up (Heliopolos,
    Temple of Re)."""

    beaten: Match
    vitality: int


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
    #: Used once per turn in Draw and Organize before the cards are drawn, for ``use_stones``
    #: Power Stones: ``shield_from_deck`` (a Shield of the owner's draw deck, shown, is one of
    #: his draws this turn; the deck is shuffled: Footlocker of Conflagration,
    #: play/shield_fetch.py).
    draw_use: Literal["shield_from_deck"] | None = None
    use_stones: int = 0
    #: Tokens it gathers in combats and its owner spends in match-ups (``AccessoryTokens``).
    tokens: AccessoryTokens | None = None


class OnShield(Strict):
    """A spell or item cast on a shield on a disputed land that then lies face up on it
    (play/on_shields.py): the shield gives up ``starves`` creatures of its owner's choice at
    every Terrain Settlement (Famine); ``no_strongholds``: it may not enter a stronghold space
    (Voodoo Hat); ``removed_for``: nothing removes it but its shield's owner burning that many
    Power Stones in Draw and Organize — no Dispel Magic cancels it; ``ends_at_own_stronghold``:
    it is discarded once the shield stops on one of its owner's stronghold spaces. Every such
    card is discarded when its shield is destroyed."""

    starves: int = 0
    no_strongholds: bool = False
    removed_for: int = 0
    ends_at_own_stronghold: bool = False


class StackRelief(Strict):
    """A C item that lightens its player's load on its space (``stacking.space_total``): one of
    that player's creatures there that fits (``sizes``, ``classes``: any of each; empty: any
    creature) counts its base Vitality instead of its red number (``counts = "base"``:
    Petrified Heart) or counts nothing (``counts = "nothing"``: Vestibule of Kabod). Each item
    relieves a creature of its own; ``one_per_space``: only one copy counts on a space."""

    counts: Literal["base", "nothing"]
    sizes: list[Size] = []
    classes: list[str] = []
    one_per_space: bool = False


class BoardEffect(Strict):
    """What a card does to the contested space's cards of the opponent on the board
    (docs/rules-notes/cards/board-effects.md): ``discard_terrain`` (his terrain card there goes
    to his discard pile), ``terrain_face_down`` (it is turned face down), ``rubble`` (his
    stronghold card there turns to rubble at once) or ``lay_terrain`` (its owner, having won
    the space, may lay a terrain card of his pen there, the opponent's one discarded first:
    Cactus McFingers, play/terrain_claims.py) or ``creature_terrain`` (in Terrain Settlement
    its owner may lay a creature of the winning shield that was not beaten in the combat face
    down as that land's terrain, for no stone: Reverend Smilin' Jack, play/settlement.py);
    ``when`` the creature ``wins_primary`` (a primary match-up won by comparison),
    ``survives`` (not lost when the space is decided; in a command ability: the command card
    in force and standing then), in a command ability ``wins_space`` (the command in force and
    its side winning the space) or when the command takes effect (``command``). ``terrain``
    limits the terrain cards touched: ``face_up`` terrain cards, ``face_down`` cards,
    ``shield_terrain`` shield/terrain cards; none given: any."""

    what: Literal[
        "discard_terrain", "terrain_face_down", "rubble", "lay_terrain", "creature_terrain"
    ]
    when: Literal["wins_primary", "survives", "wins_space", "command"] = "command"
    terrain: list[Literal["face_up", "face_down", "shield_terrain"]] = []


class Fetch(Strict):
    """A command card whose owner takes one card of a kind into his storage hand (issue 14,
    docs/rules-notes/cards/command-fetches.md): ``cards`` the kind (``spell``, ``bribery``),
    ``source`` where from (his ``deck``, searched and shuffled after; his ``discard`` pile, as
    it stands when the command acts); ``pays`` a card of that kind he discards from his
    storage hand first, and only then fetches (Sebek); ``shown``: the card taken is shown to
    the opponent (Jambo Slick). Chosen as the command acts; the card reaches the storage hand
    as the combat comes back (combat/command_fetches.py, play/deck_fetches.py)."""

    cards: Literal["spell", "bribery"]
    source: Literal["deck", "discard"]
    pays: Literal["spell"] | None = None
    shown: bool = False


class Recovery(Strict):
    """Played in Draw and Organize: one card of the owner's discard pile goes back to his hand —
    a creature (that ``match`` describes, if given) or an ``item``; ``returns_itself``: the
    card played comes back too (Champs, the Wonder Dog); ``lost_last_turn``: every creature
    the owner lost in the turn just played (Holy Grail)."""

    kind: Literal["creature", "item", "lost_last_turn"] = "creature"
    match: Match | None = None
    returns_itself: bool = False
    #: Not one card but matching creatures whose Vitality adds up to at most this, picked one
    #: at a time after the card stands (Gateway To Mystfall; play/recover_picks.py).
    vitality_total: int = 0


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


class DeckLook(Strict):
    """Look at the top cards of a draw deck and put them back in any order, any of them to the
    bottom (play/deck_looks.py)."""

    #: Whose draw deck: the caster's own (Control Destiny) or the opponent's (Helm of the
    #: Brotherhood).
    deck: Literal["own", "opponent"]
    #: How many cards off its top (all of them if it holds fewer).
    count: int = Field(ge=1)


class AfterUp(Strict):
    """A spell played right after the Up cards are turned, before any shield moves."""

    #: Its caster looks at the top cards of a draw deck and puts them back as it likes.
    look: DeckLook | None = None
    #: The spell's ``cost_rule`` comes in force (Iron Force of Sethos).
    cost_rule: bool = False

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
    #: At the end of Terrain Settlement the caster gets back half, rounded up, of the Power
    #: Stones it spent this turn (Limited Big Time Rebate: play/rebates.py).
    rebate: bool = False


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


class MatchupExit(Strict):
    """A fighter of a primary match-up destroyed by a power after bribery, ending the match-up
    (combat/matchup_exits.py; docs/rules-notes/cards/matchup-exits.md)."""

    #: ``self``: the card, as a fighter, may be destroyed by its owner, its opponent left
    #: standing unchallenged in melee (Nubian Slave Girl); ``both``: as the command card, its
    #: owner may blow up a fighter (either side's) matching ``fighter``, destroying both
    #: creatures of the match-up (Farmer Brown).
    destroys: Literal["self", "both"]
    fighter: Match | None = None
    #: Then a bribery card of this kind goes from the owner's discard pile to his storage hand
    #: (after the combat: the storage hand in the combat is the one it began with).
    recovers: Literal["babes", "gold", "beer"] | None = None


class TextBoxTake(Strict):
    """A creature taking another creature's text box in its primary match-up
    (combat/text_boxes.py; docs/rules-notes/cards/text-boxes.md)."""

    #: ``opponent``: its match-up opponent's, whose own is blanked (Xaz); ``hand``: a creature
    #: of its owner's combat hand laid down unchallenged in melee (Shin Chios).
    source: Literal["opponent", "hand"]
    #: The least 1d6 roll needed (0: no roll).
    roll: int = 0


class UpDuel(Strict):
    """As the command card it fights the opponent's Up card, if a creature, as the command
    abilities act (combat/command_contests.py; docs/rules-notes/cards/command-contests.md)."""

    #: Added to its strength in the fight.
    bonus: int = 0
    #: The Up card beaten, the opponent draws this many cards fewer next turn.
    fewer_draws: int = 1


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
    #: The side's face-down terrain card on the contested land joins its combat hand (a
    #: creature may fight and count there; play/battle.py puts it back on the land if it is
    #: not lost: Reverend Smilin' Jack, docs/rules-notes/cards/board-effects.md).
    terrain_joins: bool = False
    stone_triggers: list[StoneTrigger] = []
    no_ranged: bool = False
    destroyed_after: bool = False
    #: An opposing creature winning a primary match-up by less than this destroys both.
    narrow_win_destroys_both: int = 0
    #: The owner's bribery cards work against any creature with a bribery icon.
    bribe_any_icon: bool = False
    #: Once in the combat, its owner may bribe one creature that could be bribed here with
    #: an Item of his storage hand instead of a bribery card (Cratur Hobbs;
    #: combat/item_bribes.py).
    bribe_with_item: bool = False
    #: For this many power stones, paid as the command takes effect, the opponent's creatures
    #: under his stronghold cards and on his upgrades go to his Creature Pen before the
    #: primaries (Gehrund, Field Marshal; combat/under_to_pen.py).
    under_to_pen: int = 0
    #: The players bid power stones for the space, its owner opening at this many: the top
    #: bidder burns his bid and takes the space, the combat called off and the card discarded
    #: (Black Locust; combat/auctions.py).
    auction: int = 0
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
    #: That fight is an attack: strictly more beats the loser, either side's (Heels of Speed).
    duel_kills: bool = False
    #: A C item played together with a creature of its player's combat hand, which becomes
    #: the command creature; ``replace``: the item's ability replaces the creature's own
    #: command ability (Bagpipes of Fear), ``keep``: the creature keeps its own as well (Heels
    #: of Speed; combat/command_pairs.py).
    with_creature: Literal["replace", "keep"] | None = None
    #: Such an item goes back with its creature after the combat, unless the creature was
    #: killed in it (Heels of Speed).
    lost_with_creature: bool = False
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
    #: The combat moves to the space the attacker came from: its terrain, no stronghold card
    #: defended, and that space at stake (Agent of Shadow; combat/shifts.py).
    shifts_to_origin: bool = False
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
    #: Its owner chooses his creature first: in every primary match-up, face down (``every``:
    #: Press Leak), or in the first one, shown, the opponent then bound to the creature of
    #: highest printed Vitality below the shown one's, if he has any (``first_shown``: Bruce
    #: the Goose).
    chooses_first: Literal["every", "first_shown"] | None = None
    #: Fights the opponent's Up card (Shadow Warrior; ``UpDuel``).
    duels_up_card: UpDuel | None = None
    #: Ends a primary match-up by destroying a fighter (Farmer Brown; ``MatchupExit``).
    matchup_exit: MatchupExit | None = None
    #: Its owner takes a card of a kind into his storage hand (Sebek, Jambo Slick; ``Fetch``).
    fetch: Fetch | None = None
    effect: str | None = None
    params: dict[str, int | str | bool | list[str]] = {}
