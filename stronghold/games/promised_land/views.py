"""What each seat sees, phrases for actions, readable reasons, and panels for the terminal.

A view shows every face-up card, the seat's own hand and face-down cards (and those it looked
at with Prophecy), and of everything else only counts and the card backs (Warrior or Armory).
"""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any

from stronghold.games.promised_land import phase_one, phase_two
from stronghold.games.promised_land.actions import (
    Call,
    Challenge,
    Done,
    Draw,
    Lay,
    Look,
    Pass,
    Use,
)
from stronghold.games.promised_land.armory import Side, score
from stronghold.games.promised_land.end_of_round import warriors_held
from stronghold.games.promised_land.model import Pile, kind_of
from stronghold.games.promised_land.schema import Effect
from stronghold.games.promised_land.uses import use_problem

if TYPE_CHECKING:
    from stronghold.engine.actions import Action
    from stronghold.games.promised_land.catalog import Catalog
    from stronghold.games.promised_land.state import PromisedLandState

LOG_SHOWN = 30


def card_info(catalog: Catalog, card: str) -> dict[str, Any]:
    """A face-up card as a view shows it."""
    facts = catalog[card]
    info: dict[str, Any] = {
        "id": card,
        "name": facts.name,
        "kind": kind_of(card),
        "icons": sorted(facts.icons),
    }
    if facts.is_warrior:
        info["alignment"] = facts.alignment.value if facts.alignment else None
        info["prophet"] = facts.prophet
    else:
        info["dot"] = facts.dot.value
        info["weapon"] = facts.weapon
    return info


def _sees(state: PromisedLandState, owner: int, card: str, seat: int | None) -> bool:
    """Whether ``seat`` sees the face of ``owner``'s card in play."""
    if card not in state.players[owner].face_down:
        return True
    return seat is not None and (seat == owner or card in state.known[seat])


def _line_entry(state: PromisedLandState, owner: int, card: str, seat: int | None) -> Any:
    """One card in play as ``seat`` sees it."""
    face_down = card in state.players[owner].face_down
    if not _sees(state, owner, card, seat):
        return {"face_down": True, "kind": kind_of(card)}
    entry = card_info(state.catalog, card)
    entry["face_down"] = face_down
    entry["disabled"] = card in state.escaped
    entry["used"] = card in state.used or card in state.escape_used
    return entry


def _shown_scores(state: PromisedLandState) -> list[int] | None:
    """The running totals of the Challenge from its face-up cards only."""
    if state.phase != "battle" or state.challenger is None or state.defender is None:
        return None
    sides = []
    for seat in (state.challenger, state.defender):
        player = state.players[seat]
        shown = [card for card in player.line if card not in player.face_down]
        primary = bool(player.line) and player.line[0] not in player.face_down
        sides.append(Side(shown, primary=primary))
    first, second = score(state.catalog, (sides[0], sides[1]), state.escaped)
    return [first.total, second.total]


def view(state: PromisedLandState, seat: int | None) -> dict[str, Any]:
    """All that ``seat`` (None: a spectator) may see."""
    catalog = state.catalog
    players = []
    for owner, player in enumerate(state.players):
        entry: dict[str, Any] = {
            "seat": owner,
            "in_game": player.in_game,
            "hand_count": len(player.hand),
            "hand_warriors": player.warriors_in_hand(),
            "warrior_pile": len(player.warrior_pile),
            "armory_pile": len(player.armory_pile),
            "line": [_line_entry(state, owner, card, seat) for card in player.line],
            "aside": [card_info(catalog, card) for card in player.aside],
            "discard": [card_info(catalog, card) for card in player.discard],
            "warriors_held": warriors_held(player),
            "cards_held": len(player.held()),
        }
        if owner == seat:
            entry["hand"] = [card_info(catalog, card) for card in player.hand]
        players.append(entry)
    challenge = None
    if state.phase == "battle":
        challenge = {
            "challenger": state.challenger,
            "defender": state.defender,
            "battled": list(state.battled),
            "shown_totals": _shown_scores(state),
            # How many looks a challenger has tells how many Prophecy cards he holds, face
            # down ones too: only he is told.
            "looks_left": (
                state.looks_left if state.step == "choose" and seat == state.challenger else None
            ),
        }
    outcome = state.outcome
    return {
        "game": "promised-land",
        "seat": seat,
        "seats": state.game.seats,
        "phase": state.phase,
        "step": state.step,
        "current_seat": state.current_seat,
        "round": state.rounds_played + (0 if state.phase == "over" else 1),
        "max_rounds": state.max_rounds,
        "leader": state.leader,
        "last_winner": state.last_winner,
        "called_by": state.called_by,
        "prep_round": state.prep_round,
        "set_aside": len(state.set_aside),
        "players": players,
        "challenge": challenge,
        "results": copy.deepcopy(state.results),
        "log": [told.text for told in state.events(seat, since=len(state.event_log) - LOG_SHOWN)],
        "rules": state.rules.to_dict(),
        "outcome": None if outcome is None else outcome.to_dict(),
    }


# --- phrases --------------------------------------------------------------------------------


def describe(state: PromisedLandState, action: Action, viewer: int | None) -> str:
    """A phrase for ``action`` by the current seat, as ``viewer`` may read it."""
    catalog = state.catalog
    actor = state.current_seat
    hidden = state.hidden_from(viewer) if viewer is not None else state.hidden_from_spectator()
    mine = viewer is not None and viewer == actor

    def name(card: str) -> str:
        if card not in hidden:
            return catalog.label(card)
        # Its id carries no identity; only the player choosing sees which card he means.
        return f"the face-down card {card}" if mine else "a face-down card"

    if isinstance(action, Lay):
        primary = actor is not None and not state.players[actor].line
        face_up = primary and state.rules.primary == "face-up"
        if not mine:
            return "lays a Warrior face up as primary" if face_up else "lays a card face down"
        side = "face up" if face_up else "face down"
        return f"lays {catalog.label(action.card)} {side}" + (" as primary" if primary else "")
    if isinstance(action, Draw):
        return f"draws from the {action.pile.value.capitalize()} pile"
    if isinstance(action, Call):
        return 'ends the turn: "Call to battle!"'
    if isinstance(action, Done):
        return "ends the turn"
    if isinstance(action, Pass):
        if state.phase != "prep":
            return "uses no card now"
        return "sits this round out" if state.prep_round == 0 else "lays nothing this turn"
    if isinstance(action, Look):
        return f"uses Prophecy to look at seat {action.seat}'s face-down cards"
    if isinstance(action, Challenge):
        return f'challenges seat {action.seat}: "Take up the sword!"'
    if isinstance(action, Use):
        used = catalog.label(action.card) if action.card in catalog else action.card
        effect = catalog[action.card].effect if action.card in catalog else None
        if action.target not in catalog:
            return f"uses {used} on {action.target}"
        if effect is Effect.DECEPTION:
            added = catalog.label(action.target) if mine else "a card"
            return f"uses {used} to add {added} from the hand to play"
        verb = "disable" if effect is Effect.ESCAPE else "take"
        return f"uses {used} to {verb} {name(action.target)}"
    return str(action)


# --- reasons ---------------------------------------------------------------------------------


def waiting(state: PromisedLandState) -> str:
    """What the game waits for, in words."""
    seat = state.current_seat
    what = {
        "lay": "to lay a card",
        "draw": "to draw",
        "call": "to end the turn (call or done)",
        "choose": "to choose whom to challenge",
        "use": "to use a revealed card or pass",
    }.get(state.step, "to act")
    return f"seat {seat} is {what}"


def why_illegal(state: PromisedLandState, action: Action) -> str | None:
    """A readable reason why ``action`` is not legal now (None: let the generic one speak)."""
    seat = state.current_seat
    if seat is None:
        return "the game is over"
    step = state.step
    if isinstance(action, Lay):
        if step != "lay":
            return f"no card is laid now: {waiting(state)}"
        if action.card not in state.catalog:
            return f"there is no card {action.card!r}"
        return phase_one.lay_problem(state, seat, action.card)
    if isinstance(action, Draw):
        if step != "draw":
            return f"nobody draws now: {waiting(state)}"
        player = state.players[seat]
        if not player.pile(action.pile):
            return f"your {action.pile.value.capitalize()} pile is empty"
        if action.pile is Pile.ARMORY and player.warriors_in_hand() == 0:
            return "you hold no Warrior: draw from the Warrior pile to keep one in hand"
        return None
    if isinstance(action, Call | Done):
        return None if step == "call" else f"no turn is ending now: {waiting(state)}"
    if isinstance(action, Pass):
        if step == "lay":
            return "you must lay a card when you can (rule must_lay)"
        return None if step == "use" else f"there is nothing to pass: {waiting(state)}"
    if isinstance(action, Look | Challenge):
        return _choose_problem(state, action)
    if isinstance(action, Use):
        if step != "use":
            return f"no card is used now: {waiting(state)}"
        if action.card not in state.catalog or action.target not in state.catalog:
            return f"there is no card {action.card!r} or {action.target!r}"
        return use_problem(state, seat, action)
    return None


def _choose_problem(state: PromisedLandState, action: Look | Challenge) -> str:
    """Why a look or a challenge is not legal now."""
    if state.step != "choose":
        return f"nobody is challenged now: {waiting(state)}"
    target = action.seat
    if target == state.challenger:
        return "you cannot challenge yourself"
    if target in state.battled:
        return f"seat {target} has already battled this round"
    if target not in phase_two.candidates(state):
        return f"seat {target} has no cards in play"
    if isinstance(action, Look):
        if state.looks_left <= 0:
            return "you have no Prophecy look left"
        return f"you have already seen seat {target}'s face-down cards"
    return f"seat {target} cannot be challenged now"


# --- panels ----------------------------------------------------------------------------------


def _short_card(entry: dict[str, Any]) -> str:
    """A card in play in a few characters: its name, or what its back shows."""
    if "name" not in entry:
        return f"[{entry.get('kind', 'card')} face down]"
    marks = ""
    if entry.get("face_down"):
        marks += " (face down)"
    if entry.get("disabled"):
        marks += " (disabled)"
    if entry.get("used"):
        marks += " (used)"
    return f"{entry['name']} {entry['id']}{marks}"


def _card_line(entry: dict[str, Any]) -> str:
    """A hand card with its icons and kind."""
    icons = ", ".join(entry.get("icons", [])) or "no icons"
    if entry.get("kind") == "warrior":
        extra = f"{entry.get('alignment')} Warrior" + (", prophet" if entry.get("prophet") else "")
    else:
        dot = entry.get("dot")
        extra = "Armory" + (f", {dot} dot" if dot and dot != "none" else "")
        extra += ", weapon" if entry.get("weapon") else ""
    return f"{entry['id']} {entry['name']} ({extra}; {icons})"


#: The phases and steps as the rules name them (never the engine's names).
_PHASE_WORDS = {
    "setup": "Setting up",
    "prep": "Phase One: Prepare for Battle",
    "battle": "Phase Two: Call to Battle",
    "refill": "Between rounds",
    "over": "Game over",
}
_STEP_WORDS = {
    "lay": "lay a card",
    "draw": "draw a card",
    "call": "call to battle or end the turn",
    "choose": "choose whom to challenge",
    "use": "use a revealed card or pass",
}


def present(view_data: dict[str, Any], seat: int | None) -> list[dict[str, Any]]:
    """Panels for a generic terminal, built from a view only."""
    del seat
    rows = []
    for player in view_data["players"]:
        status = "in" if player["in_game"] else "out"
        if player["seat"] == view_data.get("current_seat"):
            status += " (to act)"
        line = " | ".join(_short_card(entry) for entry in player["line"]) or "-"
        rows.append(
            [
                str(player["seat"]) + (" (you)" if player["seat"] == view_data.get("seat") else ""),
                status,
                f"{player['hand_count']} ({player['hand_warriors']} W)",
                f"{player['warrior_pile']} / {player['armory_pile']}",
                f"{len(player['discard'])}",
                f"{player['warriors_held']}",
                line,
            ]
        )
    panels: list[dict[str, Any]] = [
        {
            "title": f"Round {view_data['round']} of at most {view_data['max_rounds']}",
            "columns": ["seat", "status", "hand", "piles W/A", "discard", "Warriors", "in play"],
            "rows": rows,
        }
    ]
    me = view_data.get("seat")
    if me is not None:
        hand = view_data["players"][me].get("hand", [])
        panels.append(
            {
                "title": "Your hand",
                "lines": [_card_line(entry) for entry in hand],
                "fold": [", ".join(f"{entry['name']} {entry['id']}" for entry in hand) or "-"],
            }
        )

    def who(other: int) -> str:
        return "you" if other == me else f"seat {other}"

    phase = _PHASE_WORDS.get(view_data["phase"], view_data["phase"])
    step = _STEP_WORDS.get(view_data["step"] or "", "")
    info = [phase + (f": {step}" if step else ""), f"leader: {who(view_data['leader'])}"]
    if view_data.get("called_by") is not None:
        info.append(f"Call to battle by {who(view_data['called_by'])}")
    challenge = view_data.get("challenge")
    if challenge and challenge.get("defender") is not None:
        totals = challenge.get("shown_totals") or ["?", "?"]
        info.append(
            f"challenge: seat {challenge['challenger']} {totals[0]} - "
            f"seat {challenge['defender']} {totals[1]} (face-up cards)"
        )
    for result in view_data.get("results", []):
        sides = result["sides"]
        info.append(
            f"result: seat {sides[0]['seat']} {sides[0]['total']} - seat "
            f"{sides[1]['seat']} {sides[1]['total']}, seat {result['winner']} won"
        )
    if view_data.get("outcome"):
        info.append(f"game over: {view_data['outcome']['reason']}")
    panels.append({"title": "Warriors of the Promised Land", "lines": info})
    panels.append({"title": "Log", "lines": list(view_data["log"][-12:]), "fold": []})
    return panels
