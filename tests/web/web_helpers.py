"""Helpers of the browser tests: a server in a thread, a game created by filling the lobby's
form, and a game played by clicking legal actions."""

from __future__ import annotations

import os
import socket
import sqlite3
import threading
import time
from pathlib import Path
from typing import Any

import httpx
import pytest
import uvicorn
from playwright.sync_api import Locator, Page

import stronghold.engine.registry as registry
from stronghold.server.app import Limits, create_app

#: A person clicking as fast as a test does is not a flood.
FAST = Limits(message_rate=1000.0, message_burst=1000)


class Served:
    """A server running in a thread of the test process: its base URL and database."""

    def __init__(self, database: Path) -> None:
        self.database = database
        self.listener = socket.socket()
        self.listener.bind(("127.0.0.1", 0))
        self.url = f"http://127.0.0.1:{self.listener.getsockname()[1]}"
        app = create_app(f"sqlite:///{database}", limits=FAST)
        self.server = uvicorn.Server(uvicorn.Config(app, log_level="warning", lifespan="on"))
        self.thread = threading.Thread(
            target=self.server.run, kwargs={"sockets": [self.listener]}, daemon=True
        )

    def start(self) -> None:
        self.thread.start()
        deadline = time.monotonic() + 30
        while not self.server.started:
            assert time.monotonic() < deadline, "the server did not start"
            assert self.thread.is_alive(), "the server stopped while starting"
            time.sleep(0.02)

    def stop(self) -> None:
        self.server.should_exit = True
        self.thread.join(timeout=10)
        self.listener.close()


#: Short games (rule options filled into the lobby's form by input name).
SHORT = {
    "guardians": {"max_turns": "2"},
    "guardians-arena": {"max_turns": "2"},
    "highlander-duel": {"rules.max_rounds": "2"},
    "promised-land": {"max_rounds": "2"},
    "guardians-combat": {},  # one combat: short as it is
}

#: What the play page shows once the game is over, or when the seat may act.
READY = "#end:not([hidden]), #legal button:not([disabled])"


def create_from_lobby(page: Page, base: str, game: str, *, agent: str = "random") -> str:
    """Open the lobby, create ``game`` (short options, seat 0 a person, the others the computer
    playing ``agent``) by filling the form; the seat-0 link the lobby shows."""
    page.goto(base + "/")
    page.wait_for_selector("body[data-ready]")
    page.select_option("#game", game)
    for name, value in SHORT[game].items():
        page.fill(f'#options input[name="{name}"]', value)
    seats = page.locator("#seats .seat").count()
    assert seats >= 2
    assert page.locator('select[name="seat-0-kind"]').input_value() == "human"
    for index in range(1, seats):
        page.select_option(f'select[name="seat-{index}-kind"]', "computer")
        page.select_option(f'select[name="seat-{index}-agent"]', agent)
        page.fill(f'input[name="seat-{index}-seconds"]', "0.1")  # moves come at this pace
    page.click("#create-game")
    link = page.locator('a.seat-link[data-seat="0"]')
    link.wait_for()
    assert page.locator("a.spectator-link").count() == 1
    href = link.get_attribute("href")
    assert href and "/join/" in href  # an invitation: the seat is taken on its page
    return href


def take_seat_by_page(page: Page, invitation_page: str) -> str:
    """Open a seat's invitation page, take the seat by clicking, and land on the seat's own
    play page; its address (which holds the seat's secret, not the invitation)."""
    page.goto(invitation_page)
    page.locator("#take:not([disabled])").click()
    page.wait_for_url("**/play/**")
    assert invitation_page.rsplit("/", 1)[-1] not in page.url
    return page.url


def play_by_clicking(
    page: Page, *, limit: int = 400, shots: Path | None = None, shot_at: int = 8
) -> int:
    """Click the first legal action the page lists until the end screen shows; the number of
    clicks. With ``shots``, a screenshot of the page after ``shot_at`` clicks (or after the
    first, if the game is shorter) is saved there."""
    for clicks in range(limit):
        page.wait_for_selector(READY)
        if page.locator("#end").is_visible():
            return clicks
        if shots is not None and clicks in (1, shot_at):  # a short game still gets one
            page.screenshot(path=str(shots), full_page=True)
        page.locator("#legal button:not([disabled])").first.click()
    raise AssertionError(f"the game did not end within {limit} clicks")


def create_by_api(base: str, game: str, seats: list[dict[str, Any]], **options: Any) -> Any:
    """Create a game over HTTP (for tests about the play page, not the lobby); the answer."""
    answer = httpx.post(
        f"{base}/api/games", json={"game": game, "options": options, "seats": seats}, timeout=30
    )
    assert answer.status_code == 201, answer.text
    made = answer.json()
    for seat in made["seats"]:  # every person's seat taken: its secret token and play page
        if seat["kind"] == "human":
            taken = httpx.post(seat["link"], timeout=30)
            assert taken.status_code == 200, taken.text
            seat["token"] = taken.json()["token"]
            seat["websocket"] = taken.json()["websocket"]
            seat["page"] = f"{base}/play/{seat['token']}"
    return made


HUMAN: dict[str, Any] = {"kind": "human"}
#: A computer's move is published exactly its thinking time after it came to act (so when it
#: comes tells nothing): a short time keeps the tests short.
COMPUTER: dict[str, Any] = {"kind": "computer", "agent": "random", "thinking_seconds": 0.05}


def click_and_wait(page: Page, target: Locator) -> None:
    """Click ``target`` (a legal action, on a card or in the list) and wait for the update it
    brings (the page's count of actions moves on)."""
    before = int(page.locator("body").get_attribute("data-actions") or "0")
    target.click()
    page.wait_for_function(f"+document.body.dataset.actions > {before}")


#: Set to a seed, the games a test deals with :func:`deal_as_asked` are dealt with it (to play
#: again a game whose failure message gave its seed).
SEED_VARIABLE = "STRONGHOLD_WEB_SEED"


def deal_as_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    """With ``$STRONGHOLD_WEB_SEED`` set, every game the server (in this process) deals from
    now on in the test is dealt with that seed instead of the operating system's entropy."""
    asked = os.environ.get(SEED_VARIABLE)
    if asked is not None:
        monkeypatch.setattr(registry, "fresh_seed", lambda: int(asked))


def dealt_seed(served: Served, game: int) -> int:
    """The secret seed the server dealt ``game`` with, read from its SQLite file (for a
    failure message: the game can be dealt again with :data:`SEED_VARIABLE`)."""
    with sqlite3.connect(served.database) as database:
        row = database.execute("SELECT seed FROM games WHERE id = ?", (game,)).fetchone()
    return int(row[0])
