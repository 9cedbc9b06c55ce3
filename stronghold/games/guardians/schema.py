"""Typed schema of every kind of Guardians card, with abilities as keywords with parameters.

A card file is TOML with one table per card, keyed by the card's name. Unknown fields and
unknown keywords are errors (``extra="forbid"``), so a typo fails the whole load loudly.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, model_validator

from stronghold.games.guardians.keywords import (
    OCB_TARGET,
    Accessory,
    AfterUp,
    Aoe,
    AoeKind,
    BoardEffect,
    Bonus,
    Bribe,
    BriberyDiscard,
    Channeler,
    Channeling,
    CommandAbility,
    ControlBonus,
    Destroys,
    DiscardBonus,
    Element,
    Fetch,
    Forbid,
    Gamble,
    Guess,
    Immunity,
    MarginRule,
    Match,
    MatchupExit,
    OnShield,
    PaidAction,
    PenLoss,
    Realm,
    Recovery,
    RollDestroys,
    Side,
    Size,
    StackRelief,
    StandIn,
    StoneTrigger,
    Strict,
    Suppress,
    TeamBonus,
    TeamImmunity,
    Terrain,
    TextBoxTake,
    Toll,
    UpDuel,
    UpPower,
    When,
)

#: Every name of the schema, its keywords (``keywords``) among them.
__all__ = [
    "OCB_TARGET",
    "Accessory",
    "AfterUp",
    "AnyCard",
    "Aoe",
    "AoeKind",
    "BoardEffect",
    "Bonus",
    "Bribe",
    "Bribery",
    "BriberyDiscard",
    "CardBase",
    "CardFile",
    "Channeler",
    "Channeling",
    "CommandAbility",
    "ControlBonus",
    "Creature",
    "Destroys",
    "DiscardBonus",
    "DrawBonus",
    "Element",
    "Fetch",
    "Forbid",
    "Gamble",
    "Guardian",
    "Guess",
    "Immunity",
    "Item",
    "MarginRule",
    "Match",
    "MatchupExit",
    "MatchupUse",
    "OnShield",
    "PaidAction",
    "PenLoss",
    "Provenance",
    "Realm",
    "Recovery",
    "RollDestroys",
    "Shield",
    "Side",
    "Size",
    "Spell",
    "StackRelief",
    "StandIn",
    "StandardBearer",
    "StandardPower",
    "StoneTrigger",
    "Strict",
    "Stronghold",
    "Suppress",
    "TeamBonus",
    "TeamImmunity",
    "Terrain",
    "TerrainCard",
    "TextBoxTake",
    "Toll",
    "UpDuel",
    "UpPower",
    "Upgrade",
    "When",
]


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
    #: While face up its owner may change its size whenever he likes, each size it may take
    #: with the Vitality it adds (its printed size with 0): the Titans (combat/sizes.py).
    size_at_will: dict[Size, int] = {}
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
    #: While in its owner's combat hand, it may go to the Creature Pen in the place of an own
    #: creature matching this that an opponent bribes (Cabin Boy; combat/bribe_answers.py).
    bribe_stand_in: Match | None = None
    #: Fired as a ranged attack, it may take up to this many points of channeling, which add
    #: to its ranged attack (Grim Skull; ``channel SOURCE ATTACKER``, combat/ranged.py).
    ranged_channeling: int = 0
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
    #: Winning a primary match-up, its owner may take one accessory beside the opposing
    #: Guardian and put it beside his own; it stays the opponent's card (Imhotep, Visier of
    #: Djoser; play/accessory_takes.py).
    takes_accessory: bool = False
    #: As the command card, standing when the space is decided, it goes to the discard pile
    #: unless another creature of its side that matches survived (Pauly and the Pirates).
    discarded_unless: Match | None = None
    #: Under a shield whose every creature matches, that shield may move (not fly) one space
    #: more, its contents shown to the opponent when it does (First Mate Muldoon;
    #: play/extra_moves.py).
    extra_space: Match | None = None
    #: More cards its owner draws when it is the owner's Up card as the draw begins.
    up_draws: int = 0
    #: What its owner may do as it is turned as his Up card (``UpPower``).
    up_power: UpPower | None = None
    #: Trades places with its owner's creature of the match-up just over (``StandIn``).
    stand_in: StandIn | None = None
    #: Shown at Terrain Settlement, its shield pays nothing for the bare land it holds
    #: (Earth Mother; play/settlement.py).
    shown_for_bare_land: bool = False
    #: In a shield of its owner's on one of his rubble spaces at the start of Terrain
    #: Settlement, it may be discarded to make that stronghold card stand again (Castellan
    #: Keir; play/rubble_restore.py).
    restores_rubble: bool = False
    #: Standing in play once the primary attacks end, it lets its owner retreat his shield
    #: with every creature still unbeaten (Captain Hannibal Hawks; combat/retreats.py).
    retreats_after_primaries: bool = False
    #: It may be played only as its owner's command card: never a primary, ranged or
    #: secondary attacker (Scamp Jones, Rye Beaner; combat/command_only.py).
    command_only: bool = False
    #: In its primary match-up its owner may have it destroyed, ending the match-up
    #: (Nubian Slave Girl; ``MatchupExit``).
    matchup_exit: MatchupExit | None = None
    #: As a primary attacker it may leave its opponent unchallenged and fight another card:
    #: the opposing command card, if a creature (``command``: Hackthorn Strangler), or a
    #: creature of the opposing combat hand drawn at random (``random_from_hand``: Spirit of
    #: the Hunt; combat/retargets.py).
    attacks_instead: Literal["command", "random_from_hand"] | None = None
    #: Beating its primary opponent, 1d6 rolled: this or more pulls a random card of the
    #: opposing combat hand, a creature laid down unchallenged in melee (Vikia Tso'Shan'Lu;
    #: combat/unchallenged.py).
    wins_pulls: int = 0
    #: Takes another creature's text box in its primary match-up (Xaz, Shin Chios;
    #: ``TextBoxTake``, combat/text_boxes.py).
    takes_text_box: TextBoxTake | None = None
    #: While it stands on the table, its owner may reroll one single die of the combat, either
    #: side's, once (Mu Kir' Agavati; combat/rerolls.py).
    rerolls_die: bool = False

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
    #: Cast as an opposing shield flies, before it moves: it stays (turned), and its owner
    #: may fly no other shield this turn (Summon Gravity Well; play/gravity.py).
    stops_flight: bool = False
    #: Cast by a defender as an attack arrives (1 stone): the attacked shield and one of his
    #: unturned shields trade places, both turned (The Ol' Switcheroo; play/souvenirs.py).
    swaps_attacked: bool = False
    #: Cast in Draw and Organize: the caster's Guardian has this CMP until the turn ends
    #: (play/organize_spells.py).
    guardian_cmp: int | None = None
    #: Cast in Draw and Organize on one of the caster's standing stronghold cards with no
    #: shield on it: it turns to rubble (its cards discarded) and the caster's Guardian then
    #: has exactly this many Power Stones (Summon Dimensional Fire Well;
    #: play/organize_spells.py).
    rubble_for_stones: int | None = None
    #: Cast in Draw and Organize on one of the caster's end stronghold cards: one more of his
    #: upgrades, of a name no card beside it has, may go beside it this Draw and Organize
    #: (Ragmort's Engineers; play/engineers.py).
    extra_upgrade: bool = False
    #: A shield of the caster's forced to retreat may fall back onto any neighbouring disputed
    #: land with no shield on it (Master Tactician; play/retreat_spells.py).
    retreat_anywhere: bool = False
    #: Cast at the start of Terrain Settlement (play/settle_spells.py).
    settle_spell: Literal["pestilence", "hostage", "chronos", "work_crew", "banish"] | None = None
    #: Laid beside the opponent's discard pile (``settle_spell = "banish"``): he pays this many
    #: Power Stones for each card leaving the pile (Warwick's Banishment;
    #: play/discard_tolls.py).
    discard_toll: int = 0
    #: Cast in Draw and Organize before the cards are drawn (play/draw_spells.py).
    draw_spell: Literal["d6", "unshielded_lands", "burn", "from_discard"] | None = None
    #: Cast right after the Up cards are turned (play/after_up.py).
    after_up: AfterUp | None = None
    #: Cast whenever the holder likes, outside combat at the spell windows
    #: (play/anytime_spells.py): ``stones`` (gains ``gain_stones``), ``wreck_upgrade`` (a
    #: Stronghold Upgrade is destroyed), ``see_storage`` (the opponent's Storage Hand is shown),
    #: ``cost_rule`` (its ``cost_rule`` comes in force), ``tell_vitality`` (cast on a space
    #: holding the opponent's cards: the total Vitality of his creatures there is told to the
    #: caster, play/knowledge.py).
    anytime: (
        Literal["stones", "wreck_upgrade", "see_storage", "cost_rule", "tell_vitality"] | None
    ) = None
    #: What it puts in force on the prices of cards (play/costs.py): ``ward`` (every
    #: double-bordered card costs both seats a Power Stone more until the turn ends), ``iron``
    #: (no Power Stone may be spent on items or spells until the next Movement phase begins),
    #: ``curse`` (cast in Draw and Organize naming a spell or a non-creature magic item: the
    #: opponent may not play a card of that name until the turn ends; it cannot be dispelled).
    cost_rule: Literal["ward", "iron", "curse"] | None = None
    #: Cast in Draw and Organize: ``opponent_creature``, its caster looks through the
    #: opponent's draw deck, discards a creature of it and shuffles it (play/deck_searches.py).
    deck_search: Literal["opponent_creature"] | None = None
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
    #: Cast on a shield on a disputed land, it lies there (Famine; play/on_shields.py).
    on_shield: OnShield | None = None
    #: Cast on a Creature Magic Item the opponent shows before the fighting (his command card,
    #: combat/command_items.py): the item is discarded without effect and the opponent loses
    #: this many Power Stones (Saboteurs).
    detonates_item: int | None = None
    #: Cast as the combat opens, before the command cards: 1d6 is rolled, and on this number
    #: or more the sides play each other's combat hands until the fighting is over (Total
    #: Chaos; combat/flow_spells.py).
    swaps_hands: int | None = None
    #: Cast once the fighting is over and the beaten are out, before the space is decided:
    #: every creature still standing goes back to its combat hand and the combat fights
    #: another full round (Kasmir's Blitz; combat/flow_spells.py).
    second_round: bool = False
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


class RangedUse(Strict):
    """A hand item that goes with ranged attacks (combat/ranged_items.py): it is a ranged
    attack worth the base Vitality of the own command card matching ``with_command``
    (``command_vitality``: Standard of the Elements); it is played with the firing of an own
    ranged attacker matching ``with_ranged``, which also sets off an AOE of the attack's points
    (``aoe_too``: The Great Balderoon); once a primary match-up is over, every own ranged
    attacker of the match-ups over goes back to the combat hand (``return_fired``: Eye of
    Missile Mayhem)."""

    effect: Literal["command_vitality", "aoe_too", "return_fired"]
    with_command: Match | None = None
    with_ranged: Match | None = None


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
    #: Played after its player killed a shield in combat: he gains this many Power Stones;
    #: one a Movement and Combat phase (Oppressed Slaves; play/kill_rewards.py).
    stones_for_kill: int = 0
    #: A C item: shown when its shield is attacked, it is discarded and the attacker retreats
    #: before any combat (Cheesy Con Souvenir Tweezle; play/souvenirs.py).
    repels_attack: bool = False
    #: Played on an opposing shield as it flies (its contents shown), before it leaves: its
    #: player destroys any number of the shield's fliers, this many Power Stones each (Rocks
    #: of Skull Cracking; play/flier_kills.py).
    kills_fliers: int = 0
    #: Played at the start of Terrain Settlement: its player discards accessories and Voodoo
    #: Hats in play, one Power Stone burnt for each (Voodoo Hat Rack; play/hat_rack.py).
    clears_for_stones: bool = False
    #: Played on a shield on a disputed land, it lies there (Voodoo Hat; play/on_shields.py).
    on_shield: OnShield | None = None
    #: A C item: one own creature on its space counts less for the space's limit
    #: (Petrified Heart, Vestibule of Kabod; ``stacking.space_total``).
    stack_relief: StackRelief | None = None
    #: A C item: the creatures of its stack that match are fliers (The Black Eye).
    gives_flying: Match | None = None
    #: A C item worn by one creature of its stack, which flies while it wears it; the item is
    #: lost when that creature is lost (Amulet of Flying; ``combat/rules.py``: ``wearers``).
    worn_flight: bool = False
    #: An H item played on its player's own spell just cast (while the spell's answers are
    #: open): that spell goes back to the Storage Hand instead of the discard pile (Oscar the
    #: Wonder Chimp; combat/spell_returns.py, play/spell_returns.py).
    returns_spell: bool = False
    #: Once the combat is won it may heal one beaten own creature that matches, for
    #: ``heal_cost`` stones, if it is still in the combat hand (Altar of Takuli).
    heals: Match | None = None
    heal_cost: int = 0
    #: Used from the storage hand in a primary match-up (Rock of Far Rolling).
    matchup_use: MatchupUse | None = None
    #: Played before the first comparison of a combat over a stronghold card: the attacking
    #: side's creatures get this much Vitality for the combat (Anvil of Heaviness).
    stronghold_attack_bonus: int = 0
    #: Used with ranged attacks in a combat's windows (Standard of the Elements).
    ranged_use: RangedUse | None = None
    #: Played right after the Up cards are turned (play/turn_start_items.py): its player
    #: moves first (``move_first``: Rooster), its Up card goes to its Storage Hand and the
    #: item takes its place (``take_up``: Sarcophagus of Haidra), no channeling this turn on
    #: or next to a space (``no_channeling``: Monolith of Power).
    turn_start: Literal["move_first", "take_up", "no_channeling"] | None = None
    #: Played as any phase of the turn begins, in the windows where the spells played any time
    #: are (play/phase_start_items.py): one Guardian's special ability is cancelled for the
    #: rest of the turn (``cancel_guardian``: Head of Gudea).
    phase_start: Literal["cancel_guardian"] | None = None
    #: Played at its player's movement turn, before he turns a shield, on an own unturned
    #: shield with a creature: that shield may move or fly one space more this turn
    #: (``extra_space``: Potion of Movement Essence; play/move_spells.py, play/extra_moves.py).
    move_spell: Literal["extra_space"] | None = None
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
