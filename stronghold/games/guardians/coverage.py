"""How much of each card's ability the engine enforces: full, partial or none.

A card is fully enforced when every keyword it uses is one the engine carries out, every
named effect is implemented, and nothing of its text is left ``unencoded``. Statistics (facts
such as Vitality or icons) are not abilities and always count as enforced. A card with no text
to enforce (a plain shield, a basic terrain, a creature with "No special ability") has nothing
missing but is counted apart, as ``textless``: the report's ``full`` counts only cards with text
whose every clause is enforced.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any, Literal

from pydantic import BaseModel

from stronghold.games.guardians.abilities import implemented_effects
from stronghold.games.guardians.schema import (
    AnyCard,
    Creature,
    Shield,
    Spell,
    Stronghold,
)

Level = Literal["full", "partial", "none"]

#: Fields that are facts or bookkeeping, never abilities.
NOT_ABILITIES = frozenset(
    {
        "name",
        "set",
        "rarity",
        "up",
        "text",
        "aliases",
        "provenance",
        "kind",
        "realm",
        "classes",
        "vitality",
        "stacking",
        "ocb",
        "bribe",
        "flying",
        "size",
        "receives_channeling",
        "item_type",
        "bribes",
        "shield_type",
        "family",
        "position",
        "stronghold_set",
        "stones",
        "cmp",
        "draw",
        "ldl",
        "mdl",
        "luc",
        "downgrade",
        "effects",
        "params",
        "unencoded",
    }
)

#: Ability keywords the combat engine carries out, by card kind.
ENFORCED: dict[str, frozenset[str]] = {
    "creature": frozenset(
        {
            "ranged",
            "size_at_will",
            "command",
            "attack",
            "channeling",
            "channeler",
            "bonus",
            "terrain_bonus",
            "team_bonus",
            "immune",
            "destroys",
            "aoe",
            "blocks_bribery",
            "beaten_secondary_bonus",
            "control_vitality",
            "wins_destroys",
            "beats_as_secondary",
            "heals",
            "heals_regardless",
            "secondary_immune",
            "destroyed_if_beaten",
            "wins_destroys_vs",
            "ranged_vs",
            "ranged_for",
            "ranged_terrain",
            "ranged_beaten",
            "stone_triggers",
            "undispellable",
            "grant_channeling_sides",
            "heal_cost",
            "beaten_margin_returns",
            "on_play_discard",
            "on_play_discard_items",
            "beaten_only_by",
            "forbids",
            "suppress",
            "no_control",
            "sends_back",
            "no_damage",
            "grant_channeling",
            "grant_channeling_cap",
            "opponent_declares",
            "must_play_first",
            "limit_per_space",
            "limit_group",
            "ranged_echo",
            "indestructible",
            "shelters_opponent",
            "withdraws_vs",
            "returns_on_win",
            "beaten_returns",
            "starts_push",
            "terrain_anywhere",
            "secondary_immune_after_win",
            "dice_become_one",
            "beaten_destroys_own_command",
            "destroys_command_by_margin",
            "bribery_returns",
            "discards_bribery",
            "control_bonus",
            "sends_back_same_class",
            "ranged_effect",
            "draws_ranged",
            "roll_destroys",
            "victor_destroyed_unless_holds",
            "toll",
            "escapes_unless_paid",
            "buyback",
            "discard_bonus",
            "heals_per_opponent_loss",
            "team_immune",
            "opponent_pen_loss",
            "up_draws",
            "up_power",
            "stand_in",
            "shown_for_bare_land",
            "restores_rubble",
            "command_only",
            "retreats_after_primaries",
            "ranged_discard",
            "bribe_stand_in",
            "ranged_channeling",
            "board_effect",
            "takes_accessory",
            "discarded_unless",
            "extra_space",
            "matchup_exit",
            "attacks_instead",
            "wins_pulls",
            "takes_text_box",
            "rerolls_die",
        }
    ),
    "spell": frozenset(
        {
            "timing",
            "stone_cost",
            "aoe",
            "dispel",
            "grants_channeling",
            "destroys_pair",
            "destroys_terrain",
            "gain_stones",
            "steals_stones",
            "barrier",
            "reacts",
            "detonates_item",
            "second_round",
            "swaps_hands",
            "destroys_pair_vs",
            "gamble",
            "sets_class",
            "command",
            "recovers",
            "after_up",
            "move_spell",
            "settle_spell",
            "discard_toll",
            "draw_spell",
            "rubble_for_stones",
            "extra_upgrade",
            "summons",
            "retreat_anywhere",
            "guardian_cmp",
            "anytime",
            "cost_rule",
            "deck_search",
            "unchallenges_pair",
            "steals_bribe",
            "double_cross",
            "raid_after_win",
            "swaps_attacked",
            "stops_flight",
            "on_shield",
        }
    ),
    "item": frozenset(
        {
            "timing",
            "stone_cost",
            "destroys_terrain",
            "command",
            "heals",
            "heal_cost",
            "recovers",
            "accessory",
            "gives_flying",
            "worn_flight",
            "matchup_use",
            "stronghold_attack_bonus",
            "ranged_use",
            "turn_start",
            "phase_start",
            "move_spell",
            "shuffles_back",
            "stays_in_discard",
            "on_shield",
            "clears_for_stones",
            "repels_attack",
            "stones_for_kill",
            "kills_fliers",
            "returns_spell",
            "stack_relief",
        }
    ),
    "bribery": frozenset(),
    "shield": frozenset({"standard", "space_limit"}),
    "terrain": frozenset(
        {
            "terrain_types",
            "no_ranged",
            "allows_ranged",
            "no_flying",
            "no_command",
            "blocks_bribery",
            "no_dispel_magic",
            "only_guardians_channel",
            "stone_channel_change",
            "channeling_for",
        }
    ),
    "stronghold": frozenset(
        {"defense", "defense_die", "ranged_bonus", "no_flying", "terrain_types", "lost_to_pen"}
    ),
    "upgrade": frozenset(
        {
            "downgrade",
            "owner_stone_tax",
            "no_defense",
            "settlement_creature_loss",
            "entry_aoe",
            "no_flying_onto_strongholds",
            "channel_bonus",
            "holds",
            "hold_face_up",
            "held_teleports",
            "held_defends_strongholds",
            "held_joins_front_for",
            "under_defend",
            "storage_for_stones",
            "control_bonus",
            "control_per_stone",
            "cannon_aoe",
            "cannon_per_stone",
            "held_ranged_front",
            "cancels_accessory_use",
        }
    ),
    "guardian": frozenset(
        {
            "channel_cap_per_creature",
            "draw_bonus",
            "discard_up",
            "draw_as_opponent_for",
            "power_channel_stones",
            "power_channel_points",
            "cancel_channeling_stones",
            "stones_when_bribed",
            "dispel_spell_stones",
            "draw_on_opponent_hand_item",
        }
    ),
}

#: Command-ability keywords the combat engine carries out.
COMMAND_ENFORCED = frozenset(
    {
        "aoe",
        "fetch",
        "team_bonus",
        "set_terrain",
        "dispel_opponent_command",
        "no_ranged",
        "destroyed_after",
        "conflict",
        "forbids",
        "suppress",
        "set_aside",
        "set_aside_sides",
        "aoe_immunity",
        "beaten_become_destroyed",
        "ranged_bonus",
        "wins_pushes",
        "beaten_only_by",
        "grant_channeling",
        "grant_channeling_cap",
        "opponent_declares",
        "opponent_plays_first",
        "stone_triggers",
        "undispellable",
        "up_card_joins",
        "terrain_joins",
        "narrow_win_destroys_both",
        "bribe_any_icon",
        "bribe_with_item",
        "under_to_pen",
        "auction",
        "opponent_random_order",
        "discard_storage_hands",
        "discard_own_hand",
        "guess",
        "opponent_discards",
        "set_aside_random",
        "unchallenged_duplicates",
        "paid_action",
        "big_loss_wins",
        "base_vitality_zero",
        "classes_of_first",
        "sets_class",
        "sets_class_sides",
        "no_channeling_against_first",
        "ranged_roll_destroys",
        "lost_to_pen",
        "opponent_bribed",
        "board_effect",
        "duels_opponent_command",
        "duel_kills",
        "with_creature",
        "lost_with_creature",
        "takes_opponent_command",
        "shows_opponent_cards",
        "picks_against_up",
        "ascending_order",
        "only_attacking",
        "only_defending",
        "shifts_to_origin",
        "hand_report",
        "may_retreat",
        "opponent_retreats",
        "destroys_stayers",
        "returns_to_pen",
        "destroys_opponent_command",
        "hand_vitality_contest",
        "terrain_of_first",
        "show_storage_or_stones",
        "dice_per_bribery_discard",
        "matchup_exit",
        "duels_up_card",
        "chooses_first",
    }
)


#: Standard-bearer keywords the combat engine carries out.
STANDARD_ENFORCED = frozenset(
    {
        "side",
        "team_bonus",
        "ranged_bonus",
        "ranged_sides",
        "channel_change",
        "channel_sides",
        "terrain_change",
        "terrain_sides",
        "ocb_change",
        "control_bonus",
        "unbribeable",
        "wins_pushes",
        "opponent_declares",
        "stone_triggers",
        "power",
        "power_stones",
    }
)

#: Paid standard-bearer powers the combat engine offers.
STANDARD_POWERS = frozenset(
    {"dispel_command", "cancel_aoe", "reclaim_lost", "change_realm", "change_bribe"}
)


#: What the text box of a card with no ability says (the card list's wording), casefolded.
NO_ABILITY_TEXTS = frozenset({"", "no special ability."})


@dataclass(frozen=True)
class CardCoverage:
    """One card's enforcement level and what is missing; ``textless`` if the card has no
    text to enforce (its level is then ``full``: nothing is missing)."""

    name: str
    kind: str
    level: Level
    missing: tuple[str, ...]
    textless: bool = False


def set_fields(model: BaseModel) -> set[str]:
    """Fields whose value differs from the default (what the card actually says)."""
    out = set()
    for name, info in type(model).model_fields.items():
        value = getattr(model, name)
        default: Any = info.get_default(call_default_factory=True)
        if value != default:
            out.add(name)
    return out


def card_coverage(card: AnyCard) -> CardCoverage:
    """How fully the engine enforces one card."""
    fields = set_fields(card) - NOT_ABILITIES
    if isinstance(card, Spell | Creature) and card.kind == "spell":
        fields.discard("timing")
    if isinstance(card, Shield) and card.space_limit == 30:
        fields.discard("space_limit")
    if isinstance(card, Stronghold) and card.defense == 5:
        fields.discard("defense")
    enforced = ENFORCED.get(card.kind, frozenset())
    missing = sorted(f for f in fields if f not in enforced)
    command = getattr(card, "command", None)
    if command is not None:
        for name in set_fields(command) - COMMAND_ENFORCED:
            missing.append(f"command.{name}")
    if isinstance(card, Shield) and card.standard is not None:
        standard = card.standard
        missing.extend(f"standard.{n}" for n in sorted(set_fields(standard) - STANDARD_ENFORCED))
        if standard.power is not None and standard.power not in STANDARD_POWERS:
            missing.append(f"standard.power {standard.power}")
    implemented = implemented_effects()
    missing.extend(f"effect {e}" for e in card.effects if e not in implemented)
    if card.unencoded:
        missing.append("unencoded text")
    handled = [f for f in fields if f in enforced] + [e for e in card.effects if e in implemented]
    if not missing:
        level: Level = "full"
    elif handled:
        level = "partial"
    else:
        level = "none"
    textless = not missing and card.text.strip().casefold() in NO_ABILITY_TEXTS
    return CardCoverage(card.name, card.kind, level, tuple(missing), textless)


def coverage_report(cards: list[AnyCard]) -> dict[str, Any]:
    """Totals as ``stronghold cards coverage --json`` prints them, plus per-card detail:
    ``full + partial + none + textless == cards``."""
    rows = [card_coverage(c) for c in cards]
    levels = Counter("textless" if r.textless else r.level for r in rows)
    creatures = [r for r in rows if r.kind == "creature"]
    return {
        "cards": len(rows),
        "full": levels["full"],
        "partial": levels["partial"],
        "none": levels["none"],
        "textless": levels["textless"],
        "creatures": {
            "cards": len(creatures),
            "full": sum(1 for r in creatures if r.level == "full" and not r.textless),
            "textless": sum(1 for r in creatures if r.textless),
        },
        "detail": rows,
    }
