"""What a combat remembers between its steps, typed (it was a dict of strings, ``marks``).

``Memory.canonical()`` writes it in the old shape (``"key:part" -> text``, counters as digits),
so fingerprints of combats are unchanged by the typing.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Declared:
    """What a side declared of the creature it picked face down (a card demanded it)."""

    side: str  # "attacker" or "defender"
    what: str  # "size", "realm" or "class"
    value: str

    def canonical(self) -> dict[str, str]:
        """As it was stored before the typing: ``{"side": side, what: value}``."""
        return {"side": self.side, self.what: self.value}


@dataclass(frozen=True)
class Payment:
    """A stone payment a card asks for, awaiting its payer's answer."""

    card: str  # the instance id of the card that asks
    context: str  # "matchup" (before bribery) or "finish" (at the end of the combat)
    cost: int


@dataclass(frozen=True)
class PowerNote:
    """A paid power used (``what``: dispel, channel, cancel, cancel_aoe, reclaim, realm,
    icon ...), or a decision about one taken: ``icons_done`` (target: the match-up number),
    ``aoe_seen`` (target: an AOE source not cancelled), ``reclaim_done``."""

    seat: int
    what: str
    target: str = ""

    def canonical(self) -> list[str]:
        """As it was stored before the typing."""
        if self.what == "reclaim_done":
            return ["reclaim_done", str(self.seat)]
        return [str(self.seat), self.what, self.target]


@dataclass(frozen=True)
class ChannelCancelAsked:
    """``channel_response`` is asked: then back to ``phase``, after ``channeler``'s turn."""

    phase: str
    channeler: int

    def canonical(self) -> list[str | int]:
        """As it was stored before the typing."""
        return [self.phase, self.channeler]


@dataclass(frozen=True)
class AoeCancelAsked:
    """``aoe_cancel`` is asked of ``seat`` about ``sources``' AOEs, which go off at the step
    ``back`` ("commands", "primary" or "bribed") once decided."""

    back: str
    sources: tuple[str, ...]
    seat: int

    def canonical(self) -> list[str | int]:
        """As it was stored before the typing."""
        return [",".join([self.back, *self.sources]), self.seat]


@dataclass(frozen=True)
class LastAct:
    """The act a window saw last, which a reaction may answer as the next act: ``seat``
    channeled from ``source`` ("guardian" or a channeler's id) into ``fighter``
    (``kind`` "channel"; "channel_ranged" into a ranged attacker, which no reaction answers),
    or fired the ranged attacker ``source`` (``kind`` "ranged")."""

    seat: int
    kind: str
    source: str
    fighter: str

    def canonical(self) -> str:
        """One line of text."""
        return f"{self.seat}:{self.kind}:{self.source}:{self.fighter}"


@dataclass(frozen=True)
class HeldBribe:
    """A bribe held while it is answered: ``seat`` bribes ``target`` with the card ``card`` of
    kind ``kind``; ``resume``: the seat whose bribery step goes on afterwards; ``answer``: the
    spell cast on it, then each Dispel Magic cast in turn (``dispels``)."""

    seat: int
    target: str
    kind: str
    card: str
    resume: int
    answer: str = ""
    dispels: tuple[str, ...] = ()

    def canonical(self) -> str:
        """One line of text."""
        said = ",".join((self.answer, *self.dispels))
        return f"{self.seat}:{self.target}:{self.kind}:{self.card}:{self.resume}:{said}"


@dataclass(frozen=True)
class Frame:
    """What goes on once a die is settled (combat/rerolls.py): ``name``, the step's use of the
    die or a caller's tail, and the ids and numbers it resumes from."""

    name: str
    args: tuple[str, ...] = ()

    def canonical(self) -> str:
        """One line of text."""
        return ":".join((self.name, *self.args))


@dataclass(frozen=True)
class PendingRoll:
    """A 1d6 rolled and not read yet (combat/rerolls.py): the owner of the Mu Kir' ``holder``
    decides whether it rerolls it; then back to ``phase`` and ``seat``, and on with
    ``frames`` (the innermost first). ``passed``: the Mu Kir's that let this die stand."""

    key: str
    holder: str
    phase: str
    seat: int | None
    frames: tuple[Frame, ...]
    passed: tuple[str, ...] = ()

    def canonical(self) -> str:
        """One line of text."""
        said = ";".join(f.canonical() for f in self.frames)
        seat = "" if self.seat is None else str(self.seat)
        return f"{self.key}|{self.holder}|{self.phase}|{seat}|{said}|{','.join(self.passed)}"


@dataclass
class Memory:
    """Facts cards and steps remember during one combat."""

    #: Seats whose forced discard is settled: the card discarded ("" when none matched).
    forced_discard: dict[int, str] = field(default_factory=dict)
    #: Match-up number -> the card that froze it (no comparison in that match-up).
    frozen: dict[int, str] = field(default_factory=dict)
    #: A winner -> the loser it shelters from secondary attacks.
    safe: dict[str, str] = field(default_factory=dict)
    #: A beaten creature -> the creature that beat it.
    beaten_by: dict[str, str] = field(default_factory=dict)
    #: A creature whose text box is blanked -> the command card that paid for it ("" if none).
    blanked: dict[str, str] = field(default_factory=dict)
    #: A ranged attacker cancelled -> the creature that cancelled it.
    cancelled: dict[str, str] = field(default_factory=dict)
    #: A healer -> how many creatures it healed.
    heals: dict[str, int] = field(default_factory=dict)
    #: (match-up number, seat) -> the creature that seat must pick (picked at random).
    order: dict[tuple[int, int], str] = field(default_factory=dict)
    #: The two creatures chosen for the current match-up (attacker's, defender's), until laid
    #: down after a guess (kept otherwise, as before the typing).
    chosen: tuple[str, str] | None = None
    #: The stone payment awaiting an answer.
    payment: Payment | None = None
    #: A card -> whether its toll or buyback was paid.
    paid: dict[str, bool] = field(default_factory=dict)
    #: The seat whose command card's guess is awaited.
    guess_for: int | None = None
    #: (match-up number, seat whose command guesses) -> the value guessed.
    guesses: dict[tuple[int, int], str] = field(default_factory=dict)
    #: The creature whose owner is choosing cards to discard for its bonus.
    discard_for: str | None = None
    #: A creature -> how many cards were discarded for its bonus.
    discards: dict[str, int] = field(default_factory=dict)
    #: Creatures whose discards for a bonus are done.
    discards_done: set[str] = field(default_factory=set)
    #: A creature -> the single-bordered cards left in its owner's combat hand when played.
    hand_at_play: dict[str, int] = field(default_factory=dict)
    #: (match-up number, seat) -> ranged shots paid for with a command card's paid action.
    shots: dict[tuple[int, int], int] = field(default_factory=dict)
    #: The last act of a window, while a reaction may still answer it.
    last_act: LastAct | None = None
    #: Seats that may make no more ranged attacks in this combat (Seraphim).
    ranged_banned: set[int] = field(default_factory=set)
    #: Every creature's base Vitality is 0 in this combat (40,000 Useless Warhammers).
    base_zero: bool = False
    #: Seats whose primary attackers count as the class of their first one (Sooooooul Mirror).
    class_mirror: set[int] = field(default_factory=set)
    #: A creature given a class by a card -> its printed classes (restored when the change
    #: lapses) and whether it lapses at the end of the primary match-ups.
    classes_given: dict[str, tuple[tuple[str, ...], bool]] = field(default_factory=dict)
    #: A spell cast -> the choice its caster made with it (a class: Warwick's Conversion).
    cast_values: dict[str, str] = field(default_factory=dict)
    #: Bribes held while they are answered, and bribery cards that changed hands
    #: (combat/bribe_answers.py).
    held_bribes: tuple[HeldBribe, ...] = ()
    stolen: tuple[str, ...] = ()
    #: A spell the winner played after the combat, then each Dispel Magic answering it in turn
    #: (combat/raids.py).
    raid: tuple[str, ...] = ()
    #: A spell changing the flow of the combat, then each Dispel Magic answering it in turn;
    #: the steps and seats asked for one (``phase:seat``; combat/flow_spells.py); the cards
    #: of the combat hands swapped between the sides (Total Chaos), until they go back.
    flow_chain: tuple[str, ...] = ()
    flow_asked: tuple[str, ...] = ()
    swapped: tuple[str, ...] = ()
    #: The combat moved to the space the attacker came from (combat/shifts.py).
    shifted: bool = False
    #: A seat -> how many of its first primary match-ups the opponent may not channel in.
    channel_shelter: dict[int, int] = field(default_factory=dict)
    #: Creature Pen losses owed after the combat: (losing side, the card that caused it,
    #: how many random cards), in the order they arose.
    pen_losses: tuple[tuple[int, str, int], ...] = ()
    #: Per side whose command card made the opponent show what a bribe could bribe: the
    #: creature it picked ("" if none could be).
    command_bribed: dict[int, str] = field(default_factory=dict)
    #: Seats whose command card's fetch is settled (combat/command_fetches.py): the card
    #: discarded or pulled ("" when none).
    fetched: dict[int, str] = field(default_factory=dict)
    #: Effects owed to the board after the combat (combat/board_effects.py): (the side whose
    #: cards suffer, what, the card that caused it, the kinds of terrain card it touches); a
    #: bribery card recovered (combat/matchup_exits.py): (the side that takes it,
    #: ``recover_bribery``, the card, (the bribery kind,)); fewer cards drawn next turn
    #: (combat/command_contests.py): (the side, ``fewer_draws``, the card, (how many,)).
    board_effects: tuple[tuple[int, str, str, tuple[str, ...]], ...] = ()
    #: The defended stronghold card turned to rubble during the combat (Giant Aunts).
    ruined: bool = False
    #: A command card -> the opposing command card whose ability it took over (Theib).
    taken_commands: dict[str, str] = field(default_factory=dict)
    #: (primary match-up number, seat) whose creature was traded for one of the combat hand
    #: (combat/stand_ins.py).
    stood_in: set[tuple[int, int]] = field(default_factory=set)
    #: A side -> the Vitality of creatures it still owes to discard (Obelisk of Bablos).
    owed_discard: dict[int, int] = field(default_factory=dict)
    #: Sides whose creatures take their first primary attacker's terrain bonus (Tablet of
    #: Ancathus; combat/lent_terrain.py).
    terrain_of_first: set[int] = field(default_factory=set)
    #: A side an opposing Tweezle the Sneaky asks to show its cards or lose stones -> that
    #: command card ("" once answered).
    look_demanded: dict[int, str] = field(default_factory=dict)
    #: What an Anvil of Heaviness adds to the attacking side's creatures in this combat.
    anvil: int = 0
    #: A primary fighter -> the Vitality rolled for it by discards (Mighty Tiki God).
    dice_bonus: dict[str, int] = field(default_factory=dict)
    #: A side -> the tokens on its accessory now, once they changed (Heliopolos); a primary
    #: fighter -> the Vitality its side's spent tokens gave it (combat/accessory_tokens.py).
    tokens: dict[int, int] = field(default_factory=dict)
    token_bonus: dict[str, int] = field(default_factory=dict)
    #: The side that retreated from the combat (combat/retreats.py).
    retreated: int | None = None
    #: (moment, seat) asked whether it retreats: ``commands`` (before the primaries),
    #: ``primaries`` (after them).
    retreat_asked: set[tuple[str, int]] = field(default_factory=set)
    #: Storage cards discarded so far to a Great Horned Troll (of the two owed).
    retreat_discards: int = 0
    #: (the firing seat, its ranged attacker) whose discard the opponent still owes
    #: (combat/ranged_discards.py).
    ranged_discard: tuple[int, str] | None = None
    #: (primary match-up number, seat) asked whether its fighter attacks another card
    #: (combat/retargets.py) -> the card it attacks ("" if it fought its opponent).
    retargets: dict[tuple[int, int], str] = field(default_factory=dict)
    #: A creature -> the creature whose text box it took (combat/text_boxes.py).
    text_boxes: dict[str, str] = field(default_factory=dict)
    #: (match-up number, seat) -> the points of hand items used there as ranged attacks
    #: (combat/ranged_items.py: Standard of the Elements).
    item_ranged: dict[tuple[int, int], int] = field(default_factory=dict)
    #: Seats that bribed with an Item by their command card (combat/item_bribes.py).
    item_bribed: set[int] = field(default_factory=set)
    #: The bidding for the space going on (combat/auctions.py): the top bid, its bidder and
    #: the command card; ``auctioned`` once a command card opened one (or could not).
    auction: tuple[int, int, str] | None = None
    auctioned: bool = False
    #: A ranged attacker taking channeling (Grim Skull) -> each channeling it took (source,
    #: label, points); the ranged attacker the last channeling went into (None: a fighter).
    ranged_channels: dict[str, tuple[tuple[str, str, int], ...]] = field(default_factory=dict)
    channeled_into: str | None = None
    #: Spells whose cards go back to their Storage Hands after the combat
    #: (combat/spell_returns.py).
    returned: tuple[str, ...] = ()
    #: A command creature -> the C item it was played with (combat/command_pairs.py).
    partnered: dict[str, str] = field(default_factory=dict)
    #: A creature that changed its size -> its size now, and the window it last changed in
    #: (combat/sizes.py: once a window).
    sizes: dict[str, str] = field(default_factory=dict)
    resized_in: dict[str, str] = field(default_factory=dict)
    #: A 1d6 awaiting a Mu Kir's reroll decision; the dice whose decision is settled; the
    #: Mu Kir's that used their one reroll (combat/rerolls.py).
    pending_roll: PendingRoll | None = None
    rolls_settled: tuple[str, ...] = ()
    rerolled: tuple[str, ...] = ()

    def copy(self) -> Memory:
        """An independent copy (every value is immutable: the containers are copied)."""
        twin = object.__new__(Memory)
        twin.__dict__.update(
            {
                name: value.copy() if isinstance(value, dict | set) else value
                for name, value in vars(self).items()
            }
        )
        return twin

    def canonical(self) -> dict[str, str]:
        """The memory as the sorted ``key -> text`` map it was stored as before."""
        out: dict[str, str] = {}
        out.update({f"forced_discard:{k}": v for k, v in self.forced_discard.items()})
        out.update({f"frozen:{k}": v for k, v in self.frozen.items()})
        out.update({f"safe:{k}": v for k, v in self.safe.items()})
        out.update({f"beaten_by:{k}": v for k, v in self.beaten_by.items()})
        out.update({f"blanked:{k}": v for k, v in self.blanked.items()})
        out.update({f"cancelled:{k}": v for k, v in self.cancelled.items()})
        out.update({f"heals:{k}": str(v) for k, v in self.heals.items()})
        out.update({f"order:{n}:{s}": v for (n, s), v in self.order.items()})
        if self.chosen is not None:
            out["chosen"] = ",".join(self.chosen)
        if self.payment is not None:
            out["pay_for"] = self.payment.card
            out["pay_context"] = self.payment.context
            out["pay_cost"] = str(self.payment.cost)
        out.update({f"paid:{k}": "yes" if v else "no" for k, v in self.paid.items()})
        if self.guess_for is not None:
            out["guess_for"] = str(self.guess_for)
        out.update({f"guess:{n}:{s}": v for (n, s), v in self.guesses.items()})
        if self.discard_for is not None:
            out["discard_for"] = self.discard_for
        out.update({f"discards:{k}": str(v) for k, v in self.discards.items()})
        out.update({f"discards_done:{k}": "yes" for k in self.discards_done})
        out.update({f"hand_at_play:{k}": str(v) for k, v in self.hand_at_play.items()})
        out.update({f"shots:{n}:{s}": str(v) for (n, s), v in self.shots.items()})
        if self.last_act is not None:
            out["last_act"] = self.last_act.canonical()
        out.update({f"ranged_banned:{s}": "yes" for s in self.ranged_banned})
        if self.base_zero:
            out["base_zero"] = "yes"
        out.update({f"class_mirror:{s}": "yes" for s in self.class_mirror})
        out.update(
            {f"classes_given:{k}": ",".join(v[0]) + (";lapses" if v[1] else "")
             for k, v in self.classes_given.items()}
        )  # fmt: skip
        out.update({f"cast_values:{k}": v for k, v in self.cast_values.items()})
        out.update({f"held_bribe:{k}": h.canonical() for k, h in enumerate(self.held_bribes)})
        out.update({f"stolen:{cid}": "yes" for cid in self.stolen})
        out.update({f"raid:{k}": cid for k, cid in enumerate(self.raid)})
        out.update({f"flow_chain:{k}": cid for k, cid in enumerate(self.flow_chain)})
        out.update({f"flow_asked:{key}": "yes" for key in self.flow_asked})
        out.update({f"swapped:{cid}": "yes" for cid in self.swapped})
        if self.shifted:
            out["shifted"] = "yes"
        out.update({f"channel_shelter:{k}": str(v) for k, v in self.channel_shelter.items()})
        out.update({f"pen_loss:{k}": f"{s}:{c}:{n}" for k, (s, c, n) in enumerate(self.pen_losses)})
        out.update({f"command_bribed:{k}": v for k, v in self.command_bribed.items()})
        out.update({f"fetched:{k}": v for k, v in self.fetched.items()})
        out.update(
            {f"board_effect:{k}": f"{s}:{w}:{c}:{','.join(t)}"
             for k, (s, w, c, t) in enumerate(self.board_effects)}
        )  # fmt: skip
        if self.ruined:
            out["ruined"] = "yes"
        out.update({f"taken_command:{k}": v for k, v in self.taken_commands.items()})
        out.update({f"stood_in:{n}:{s}": "yes" for (n, s) in self.stood_in})
        out.update({f"owed_discard:{k}": str(v) for k, v in self.owed_discard.items()})
        out.update({f"terrain_of_first:{s}": "yes" for s in self.terrain_of_first})
        out.update({f"look_demanded:{k}": v for k, v in self.look_demanded.items()})
        out.update({f"dice_bonus:{k}": str(v) for k, v in self.dice_bonus.items()})
        out.update({f"tokens:{k}": str(v) for k, v in self.tokens.items()})
        out.update({f"token_bonus:{k}": str(v) for k, v in self.token_bonus.items()})
        if self.anvil:
            out["anvil"] = str(self.anvil)
        if self.retreated is not None:
            out["retreated"] = str(self.retreated)
        out.update({f"retreat_asked:{m}:{s}": "yes" for (m, s) in self.retreat_asked})
        if self.retreat_discards:
            out["retreat_discards"] = str(self.retreat_discards)
        if self.ranged_discard is not None:
            out["ranged_discard"] = f"{self.ranged_discard[0]}:{self.ranged_discard[1]}"
        out.update({f"retarget:{n}:{s}": v for (n, s), v in self.retargets.items()})
        out.update({f"text_box:{k}": v for k, v in self.text_boxes.items()})
        out.update({f"item_ranged:{n}:{s}": str(v) for (n, s), v in self.item_ranged.items()})
        out.update({f"item_bribed:{s}": "yes" for s in self.item_bribed})
        if self.auction is not None:
            out["auction"] = ":".join(str(part) for part in self.auction)
        if self.auctioned:
            out["auctioned"] = "yes"
        out.update(
            {f"ranged_channels:{k}": ";".join(f"{s}:{lb}:{p}" for s, lb, p in v)
             for k, v in self.ranged_channels.items()}
        )  # fmt: skip
        if self.channeled_into is not None:
            out["channeled_into"] = self.channeled_into
        out.update({f"returned:{cid}": "yes" for cid in self.returned})
        out.update({f"partnered:{k}": v for k, v in self.partnered.items()})
        out.update({f"size:{k}": v for k, v in self.sizes.items()})
        out.update({f"resized_in:{k}": v for k, v in self.resized_in.items()})
        if self.pending_roll is not None:
            out["pending_roll"] = self.pending_roll.canonical()
        out.update({f"roll_settled:{key}": "yes" for key in self.rolls_settled})
        out.update({f"rerolled:{cid}": "yes" for cid in self.rerolled})
        return dict(sorted(out.items()))
