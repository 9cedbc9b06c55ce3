"""Setting games up for the server: what can be played, and a checked new game."""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from functools import cache
from typing import Any

from stronghold.agents import agent_names, make_agent
from stronghold.engine.errors import StrongholdError
from stronghold.engine.registry import game_info, list_games, load
from stronghold.server.db import SeatKind
from stronghold.server.events import Event, opening_events
from stronghold.server.hall import DEFAULT_THINKING
from stronghold.server.live import takes_decks
from stronghold.server.requests import NewGame
from stronghold.server.store import SeatPlan

#: Game parameters a client may not set: decks come per seat; ``cards`` names folders on the
#: server; ``position`` is not offered yet; ``auto_pass`` tells each seat what the others hold.
NOT_OFFERED = frozenset({"decks", "cards", "position", "auto_pass"})


class SetupError(StrongholdError):
    """A new game the server will not set up (the reason is one line)."""


def new_token() -> str:
    """An unguessable seat or spectator token (192 random bits, URL-safe)."""
    return secrets.token_urlsafe(24)


@cache
def catalog() -> list[dict[str, Any]]:
    """Every registered game with its rule options (their default values), seats and decks."""
    entries = []
    for info in list_games():
        default = load(info.id)
        options = {k: v for k, v in default.params.items() if k not in NOT_OFFERED}
        names = getattr(info.factory, "deck_names", None)
        entries.append(
            {
                "id": info.id,
                "title": info.title,
                "description": info.description,
                "aliases": list(info.aliases),
                "seats": default.seats,
                "options": options,
                "takes_decks": takes_decks(info.id),
                "decks": list(names()) if callable(names) else [],
                "notation": default.notation,
            }
        )
    return entries


def agents() -> list[str]:
    """The computer players a seat may have."""
    return agent_names()


@dataclass(frozen=True)
class PlannedGame:
    """A new game checked and dealt: what the store keeps, and the tokens to hand out."""

    game_id: str
    options: dict[str, Any]
    seed: int
    seats: tuple[SeatPlan, ...]
    spectator_token: str
    #: What the game tells each audience before its first action (stored with the game).
    opening: dict[str, list[Event]]


def plan_game(request: NewGame) -> PlannedGame:
    """Check a new game against the registry (the game judges its own options and decks) and
    deal it; SetupError, ParamsError, DeckError … with one line if it cannot be played."""
    game_id = game_info(request.game).id
    refused = sorted(set(request.options) & NOT_OFFERED)
    if refused:
        raise SetupError(f"option {refused[0]!r} cannot be set on the server")
    options: dict[str, Any] = dict(request.options)
    if takes_decks(game_id):
        chosen = [seat.deck for seat in request.seats]
        defaults = list(load(game_id, **options).params["decks"])
        if len(chosen) != len(defaults):
            raise SetupError(f"{game_id} has {len(defaults)} seats, not {len(chosen)}")
        decks = [
            (deck.name or deck.text) if deck is not None else defaults[index]
            for index, deck in enumerate(chosen)
        ]
        options["decks"] = decks
    elif any(seat.deck is not None for seat in request.seats):
        raise SetupError(f"{game_id} is not played with decks")
    game = load(game_id, **options)
    if not game.keeps_secrets:
        raise SetupError(f"{game_id} with these options does not keep secrets: not served")
    if len(request.seats) != game.seats:
        raise SetupError(
            f"{game_id} with these options has {game.seats} seats, not {len(request.seats)}"
        )
    seat_decks: list[str | None] = list(game.params.get("decks", [None] * game.seats))
    plans = []
    for index, seat in enumerate(request.seats):
        if seat.kind == "computer":
            agent = seat.agent or "greedy"
            make_agent(agent, seed=0)  # an unknown agent is refused here, with the known ones
            plans.append(
                SeatPlan(
                    SeatKind.COMPUTER,
                    new_token(),
                    agent=agent,
                    thinking_seconds=seat.thinking_seconds or DEFAULT_THINKING,
                    deck=seat_decks[index],
                )
            )
        else:
            plans.append(SeatPlan(SeatKind.HUMAN, new_token(), deck=seat_decks[index]))
    stored_options = {k: v for k, v in game.params.items() if k != "decks"}
    if "cards" in stored_options and not stored_options["cards"]:
        del stored_options["cards"]
    state = game.new_state()
    seed = state.seed  # 64 bits from the operating system: SECRET
    opening = opening_events(state)
    return PlannedGame(game_id, stored_options, seed, tuple(plans), new_token(), opening)
