"""The browser's pages: the lobby, a seat's play page, and a finished game's replay.

The pages are static files (plain ES modules, no build step, nothing from another site) served
verbatim: they hold no game data. A play page learns its game only through its seat's
websocket (and the printed text of the cards it shows, from the game's catalog), the lobby
through the lobby API, and the replay page through :func:`replay_step`, which serves a finished
game as its spectators saw it, one step at a time.
"""

from __future__ import annotations

import asyncio
from functools import cache
from pathlib import Path
from typing import Annotated, Any

from fastapi import FastAPI, Query
from fastapi import Path as InPath
from fastapi.responses import FileResponse
from fastapi.staticfiles import StaticFiles
from starlette.exceptions import HTTPException

from stronghold.engine.record import Record, replay
from stronghold.engine.registry import Game, game_info, load
from stronghold.server.db import Status
from stronghold.server.events import SPECTATOR, public_outcome
from stronghold.server.live import game_params
from stronghold.server.store import Store, StoredGame

#: The folder of the pages' files (shipped in the package).
STATIC = Path(__file__).with_name("static")
#: Pages are fetched afresh (a new version of the server never meets an old script).
NO_CACHE = {"Cache-Control": "no-cache"}
#: A game's number in an address (the database's integers stop at 2**63 - 1).
GameNumber = Annotated[int, InPath(ge=1, le=2**63 - 1)]


def page(name: str) -> FileResponse:
    """One of the pages' HTML files, as it is on disk."""
    return FileResponse(STATIC / name, media_type="text/html", headers=NO_CACHE)


def add_pages(app: FastAPI, store: Store) -> None:
    """Serve the pages and their files on ``app``, and the replay API over ``store``."""
    app.mount("/static", StaticFiles(directory=STATIC), name="static")

    @app.get("/", include_in_schema=False)
    async def lobby_page() -> FileResponse:
        return page("lobby.html")

    @app.get("/play/{token}", include_in_schema=False)
    async def play_page(token: str) -> FileResponse:
        del token  # the page reads it from its own address and opens the websocket with it
        return page("play.html")

    @app.get("/join/{invitation}", include_in_schema=False)
    async def join_page(invitation: str) -> FileResponse:
        del invitation  # the page reads it, shows the seat, and takes it only on a click
        return page("join.html")

    @app.get("/replay/{game}", include_in_schema=False)
    async def replay_page(game: GameNumber) -> FileResponse:
        del game
        return page("replay.html")

    @app.get("/api/cards/{game}")
    async def card_text(
        game: str, name: str = Query(min_length=1, max_length=200)
    ) -> dict[str, Any]:
        """A card's text (facts, what it does, what is enforced) from the game's catalog —
        public, like the printed card: the pages show it for a card hovered or tapped."""
        return await asyncio.to_thread(read_card, game, name)

    @app.get("/api/replay/{game}")
    async def replay_api(game: GameNumber, step: int = Query(0, ge=0)) -> dict[str, Any]:
        """A finished game as its spectators saw it: the view after ``step`` actions, the
        number of steps, and every event the spectators were told (each with its action)."""
        stored = await asyncio.to_thread(store.load, game)
        if stored is None:
            raise HTTPException(404, "no such game")
        if stored.status is not Status.FINISHED:
            raise HTTPException(404, "the game is not over: its replay opens when it ends")
        if step > len(stored.actions):
            raise HTTPException(404, f"the game has {len(stored.actions)} steps, not {step}")
        answer = await asyncio.to_thread(replay_step, stored, step)
        answer["events"] = await asyncio.to_thread(store.events_since, game, SPECTATOR, 0)
        return answer


@cache
def catalog_game(game: str) -> Game:
    """A registered game with its default rules (loaded once), to read its cards' texts;
    UnknownGame (one line) if there is no such game."""
    return load(game_info(game).id)


def read_card(game: str, name: str) -> dict[str, Any]:
    """The text of the card called ``name`` in ``game`` (CardDataError if it has none)."""
    found = catalog_game(game)
    return {"game": found.id, "name": name, "lines": found.card_text(name)}


def replay_step(stored: StoredGame, step: int) -> dict[str, Any]:
    """What the spectators saw of finished game ``stored`` after its first ``step`` actions."""
    record = Record(
        game_id=stored.game_id,
        params=game_params(stored),
        seed=stored.seed,
        actions=stored.actions,
    )
    state = replay(record, upto=step)
    view = state.view(None)
    return {
        "id": stored.id,
        "game": stored.game_id,
        "steps": len(stored.actions),
        "step": step,
        "view": view,
        "panels": state.game.present_view(view, None),
        "to_act": None if state.is_terminal() else state.current_seat,
        "outcome": public_outcome(state),
    }
