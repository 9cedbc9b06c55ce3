"""Acceptance: each of the four games (and the single Guardians combat) is created against the
computer FROM THE LOBBY page and played to the end BY CLICKING legal actions in chromium; the
end screen shows the outcome, and its replay link steps through the game. Screenshots go to the
test's tmp dir (their paths are printed at the end of the run)."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx
import pytest
from playwright.sync_api import Page
from web_helpers import Served, create_from_lobby, play_by_clicking, take_seat_by_page

RecordProperty = Callable[[str, Any], None]

#: The play page of these games is saved as a screenshot (the printed path).
SCREENSHOTS = {"highlander-duel", "promised-land", "guardians", "guardians-combat"}


@pytest.mark.parametrize(
    "game", ["highlander-duel", "promised-land", "guardians", "guardians-arena", "guardians-combat"]
)
def test_a_game_against_the_computer_from_the_lobby_to_the_end_by_clicking(
    game: str, served: Served, page: Page, tmp_path: Path, record_property: RecordProperty
) -> None:
    invitation = create_from_lobby(page, served.url, game)
    take_seat_by_page(page, invitation)
    shot = tmp_path / f"{game}-play.png" if game in SCREENSHOTS else None
    clicks = play_by_clicking(page, shots=shot)
    assert clicks > 0
    outcome = page.locator("#outcome").inner_text()
    # The end screen tells the stored public outcome, the game's own reason.
    game_id = int(re.sub(r"\D", "", page.locator("#replay-link").get_attribute("href") or ""))
    listed = httpx.get(f"{served.url}/api/games", params={"status": "finished"}).json()["games"]
    stored = next(row for row in listed if row["id"] == game_id)
    assert stored["game"] == game
    assert stored["outcome"]["reason"].lower() in outcome.lower()
    assert outcome.startswith(("You won", "You lost", "A draw."))
    # Every event the seat was told is in the log, in order, numbered from 1.
    numbers = page.locator("#log li").evaluate_all("items => items.map(i => +i.dataset.n)")
    assert numbers == list(range(1, len(numbers) + 1)) and len(numbers) >= clicks
    end = tmp_path / f"{game}-end.png"
    page.screenshot(path=str(end), full_page=True)
    if shot is not None:
        assert shot.stat().st_size > 0
        record_property("screenshot", str(shot))  # listed at the end of the test output
    record_property("screenshot", str(end))

    # The replay: public information only, stepping forward and back.
    page.click("#replay-link")
    page.wait_for_selector('body[data-step="0"]')
    assert page.locator("#step-count").inner_text().startswith("step 0 of ")
    assert page.locator("#end").is_hidden()
    page.click("#forward")
    page.wait_for_selector('body[data-step="1"]')
    assert page.locator("#log li").count() >= 1
    page.click("#back")
    page.wait_for_selector('body[data-step="0"]')
    page.click("#last")
    page.wait_for_selector("#end:not([hidden])")
    assert stored["outcome"]["reason"].lower() in page.locator("#outcome").inner_text().lower()
    # The lobby lists it among the finished games, with its replay.
    page.goto(served.url + "/")
    page.locator(f'#list-finished .game-row[data-game="{game_id}"] a').wait_for()
