"""What each seat sees: the JSON view, the panels drawn from it, and phrases for actions.

A view shows the seat's own hand and face-down choice, the opponent's hand only as a count
plus the cards it was seen taking face up, and that the opponent has chosen (never what).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from stronghold.engine.actions import Action
from stronghold.games.highlander.abilities import is_steady
from stronghold.games.highlander.actions import Draw, Play, Take
from stronghold.games.highlander.clash import playable_from, requirement
from stronghold.games.highlander.library import ability_text, card_text
from stronghold.games.highlander.model import Fighter
from stronghold.games.highlander.schema import CombatCard

if TYPE_CHECKING:
    from stronghold.games.highlander.state import DuelState

#: How many recent events a view carries.
RECENT = 12


#: Each card's JSON by instance id and card (the card object kept to check it is the same):
#: it never changes, so every view shares one (a server holds a view per connection; nothing
#: changes a view once made). Cleared when it grows past :data:`CARDS_KEPT`.
_card_json_made: dict[tuple[str, int], tuple[CombatCard, dict[str, Any]]] = {}
CARDS_KEPT = 8192


def card_json(state: DuelState, card_id: str) -> dict[str, Any]:
    """A card as any seat that may see it reads it."""
    card = state.cards[card_id]
    known = _card_json_made.get((card_id, id(card)))
    if known is not None and known[0] is card:
        return known[1]
    made = {
        "id": card_id,
        "name": card.name,
        "attack": list(card.attack),
        "follow_up": list(card.follow_up),
        "text": card_text(card),
    }
    if len(_card_json_made) >= CARDS_KEPT:
        _card_json_made.clear()
    _card_json_made[(card_id, id(card))] = (card, made)
    return made


def _fighter_json(state: DuelState, seat: int, fighter: Fighter, viewer: int | None) -> Any:
    """One side of the duel as ``viewer`` sees it."""
    own = viewer == seat
    needed = requirement(state, fighter)
    entry: dict[str, Any] = {
        "seat": seat,
        "character": fighter.character.name,
        "damage": fighter.damage,
        "offensive": state.offensive == seat,
        "abilities": [
            {
                "name": ability.name,
                "at": ability.at,
                "text": ability_text(ability),
                "unlocked": ability.name in fighter.unlocked,
            }
            for ability in fighter.character.abilities
        ],
        "hand_size": len(fighter.pool()),
        "hand": [card_json(state, card) for card in fighter.hand] if own else None,
        "known_cards": [card_json(state, card) for card in sorted(fighter.known)],
        "has_chosen": fighter.commit is not None,
        "chosen": None if not own or fighter.commit is None else card_json(state, fighter.commit),
        "played": [card_json(state, card) for card in fighter.played],
        "must_follow": None if needed is None else sorted(needed),
        "next_card_free": fighter.free_next,
        "momentum": fighter.momentum,
        "steady": is_steady(fighter),
    }
    return entry


def recent(state: DuelState, seat: int | None) -> list[dict[str, Any]]:
    """The last :data:`RECENT` events as ``seat`` is told them, as JSON: each made once per
    state and viewer (a server builds a view after every action; an event, once told, never
    changes), the ones older than the window forgotten."""
    end = len(state.event_log)
    start = max(end - RECENT, 0)
    made = state.told_json
    first = start
    while first < end and (first, seat) in made:
        first += 1
    if first < end:
        for told in state.events(seat, since=first):
            made[(told.number, seat)] = told.to_json()
        if len(made) > 4 * RECENT:
            for key in [key for key in made if key[0] < start]:
                del made[key]
    return [made[(number, seat)] for number in range(start, end)]


def view(state: DuelState, seat: int | None) -> dict[str, Any]:
    """All ``seat`` may see (None: a spectator, who sees no hand)."""
    out: dict[str, Any] = {
        "game": "highlander-duel",
        "you": seat,
        "phase": state.phase,
        "round": state.round,
        "clash": state.clash_number if state.phase == "clash" else None,
        "clashes_per_round": state.rules.clashes_per_round,
        "offensive": state.offensive,
        "to_act": state.current_seat,
        "positions": list(state.game.card_set.positions),
        "rules": state.rules.to_params(),
        "fighters": [
            _fighter_json(state, index, fighter, seat)
            for index, fighter in enumerate(state.fighters)
        ],
        "face_up": [card_json(state, card) for card in state.row],
        "deck_size": len(state.deck),
        "discard": [card_json(state, card) for card in state.discard],
        "last_clash": state.last_clash,
        "recent": recent(state, seat),
        "outcome": None if state.outcome is None else state.outcome.to_dict(),
    }
    if seat is not None and state.phase == "clash" and state.current_seat == seat:
        fighter = state.fighters[seat]
        cards, penalty = playable_from(state, fighter, fighter.hand)
        out["you_may_play"] = cards
        out["off_the_bar_penalty"] = penalty and not is_steady(fighter)
    return out


def describe_action(state: DuelState, action: Action, viewer: int | None) -> str:
    """A phrase for an action of the current seat; a choice of card reads to anyone else
    only as a choice made face down."""
    actor = state.current_seat
    mine = viewer is not None and viewer == actor
    who = "" if actor is None else state.fighters[actor].character.name
    if isinstance(action, Play):
        if not mine:
            return f"{who} chooses a card face down"
        card = state.cards[action.card]
        fighter = state.fighters[actor] if actor is not None else None
        penalty = (
            fighter is not None
            and playable_from(state, fighter, fighter.hand)[1]
            and not is_steady(fighter)
        )
        cost = " (1 damage: no card of yours follows up)" if penalty else ""
        return (
            f"play {card.name} [{action.card}]: attacks {', '.join(card.attack)}; "
            f"follow-up {', '.join(card.follow_up)}{cost}"
        )
    if isinstance(action, Take):
        card = state.cards[action.card]
        phrase = f"take {card.name} [{action.card}] from the face-up row"
        return phrase if mine else f"{who}: {phrase}"
    if isinstance(action, Draw):
        phrase = "take the top card of the combat deck"
        return phrase if mine else f"{who}: {phrase}"
    return str(action)


# --- panels, from the view alone -----------------------------------------------------------------


def _names(view_data: dict[str, Any]) -> list[str]:
    """The characters by seat."""
    return [str(fighter["character"]) for fighter in view_data["fighters"]]


def _card_row(card: dict[str, Any]) -> list[str]:
    """One card as a table row."""
    return [
        str(card["id"]),
        str(card["name"]),
        ", ".join(card["attack"]),
        ", ".join(card["follow_up"]),
        str(card["text"]),
    ]


_CARD_COLUMNS = ["id", "card", "attack", "follow-up bar", "when played"]


def present(view_data: dict[str, Any], seat: int | None) -> list[dict[str, Any]]:
    """Panels for a generic interface, built from ``view_data`` only."""
    names = _names(view_data)
    fighters = view_data["fighters"]
    panels: list[dict[str, Any]] = [_duel_panel(view_data, names)]
    rows = []
    for fighter in fighters:
        unlocked = [a["name"] for a in fighter["abilities"] if a["unlocked"]]
        rows.append(
            [
                str(fighter["character"]) + (" (offensive)" if fighter["offensive"] else ""),
                f"{fighter['damage']} / 12",
                str(fighter["hand_size"]),
                "yes" if fighter["has_chosen"] else "no",
                "any card" if fighter["must_follow"] is None else ", ".join(fighter["must_follow"]),
                ", ".join(unlocked) or "none yet",
            ]
        )
    panels.append(
        {
            "title": "Fighters",
            "columns": ["character", "damage", "hand", "chosen", "next card shows", "abilities"],
            "rows": rows,
        }
    )
    if seat is not None:
        mine = fighters[seat]
        hand_rows = [_card_row(card) for card in mine["hand"] or []]
        if mine["chosen"] is not None:
            hand_rows.append(_card_row({**mine["chosen"], "id": f"{mine['chosen']['id']} *"}))
        panels.append(
            {"title": "Your hand (* chosen)", "columns": _CARD_COLUMNS, "rows": hand_rows}
        )
        other = fighters[1 - seat]
        panels.append(
            {
                "title": f"Known in {other['character']}'s hand",
                "columns": _CARD_COLUMNS,
                "rows": [_card_row(card) for card in other["known_cards"]],
            }
        )
    panels.append(
        {
            "title": f"Face-up row (deck: {view_data['deck_size']}, "
            f"discard: {len(view_data['discard'])})",
            "columns": _CARD_COLUMNS,
            "rows": [_card_row(card) for card in view_data["face_up"]],
        }
    )
    played = [
        f"{fighter['character']}: " + (" > ".join(c["name"] for c in fighter["played"]) or "-")
        for fighter in fighters
    ]
    panels.append({"title": "Played this round", "lines": played})
    panels.append({"title": "Abilities", "lines": _ability_lines(fighters)})
    if view_data["last_clash"] is not None:
        panels.append({"title": "Last clash", "lines": _clash_lines(view_data, names)})
    recent = [str(event["text"]) for event in view_data["recent"]]
    panels.append({"title": "Recent", "lines": recent, "fold": []})
    return panels


def _duel_panel(view_data: dict[str, Any], names: list[str]) -> dict[str, Any]:
    """Round, clash, who is on the offensive and whose decision it is."""
    lines = [f"Round {view_data['round']}; {names[view_data['offensive']]} is on the offensive"]
    if view_data["phase"] == "draft":
        lines.append("Draft: take a face-up card or the deck's top card, until both hold five")
    elif view_data["phase"] == "clash":
        lines.append(f"Clash {view_data['clash']} of {view_data['clashes_per_round']}")
    outcome = view_data["outcome"]
    if outcome is not None:
        winner = names[outcome["winners"][0]] if outcome["winners"] else "nobody"
        lines.append(f"Over: {winner} wins; {outcome['reason']}")
    elif view_data["to_act"] is not None:
        lines.append(f"To decide: {names[view_data['to_act']]}")
    if view_data.get("off_the_bar_penalty"):
        lines.append("No card of yours follows up: any card may be played, for 1 damage")
    return {"title": "Highlander: The Duel", "lines": lines}


def _ability_lines(fighters: list[dict[str, Any]]) -> list[str]:
    """Each character's abilities, with the damage that unlocks them."""
    lines = []
    for fighter in fighters:
        for ability in fighter["abilities"]:
            mark = "unlocked" if ability["unlocked"] else f"at {ability['at']} damage"
            lines.append(f"{fighter['character']}: {ability['name']} ({mark}): {ability['text']}")
    return lines


def _clash_lines(view_data: dict[str, Any], names: list[str]) -> list[str]:
    """The last revealed clash in words."""
    last = view_data["last_clash"]
    lines = []
    for seat in (0, 1):
        card = last["cards"][seat]
        role = "offensive" if last["offensive"] == seat else "defending"
        lines.append(f"{names[seat]} ({role}): {card['name']}, attacks {', '.join(card['attack'])}")
    aligned = ", ".join(last["aligned"]) or "nothing"
    lines.append(f"Aligned: {aligned}: {str(last['result']).replace('-', ' ')}")
    for seat in (0, 1):
        if last["damage"][seat]:
            extra = (
                " (incl. 1 for playing off the follow-up bar)" if last["penalties"][seat] else ""
            )
            lines.append(f"{names[seat]} takes {last['damage'][seat]}{extra}")
    return lines
