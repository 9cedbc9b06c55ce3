"""Secrets at the page level: the pages are static files that hold no game data (the same
bytes for every game and link), and a seat's play page receives nothing but its own
websocket's frames — so it can show no more than the server sends that seat (the server's
sentinel test searches those frames)."""

from __future__ import annotations

import re

import httpx
from playwright.sync_api import Page, WebSocket
from web_helpers import COMPUTER, HUMAN, READY, Served, click_and_wait, create_by_api

from stronghold.engine import Record, replay
from stronghold.server.db import open_database
from stronghold.server.live import game_params
from stronghold.server.pages import STATIC
from stronghold.server.store import Store


def test_the_pages_are_static_files_that_embed_no_game_data(served: Served) -> None:
    games = [
        create_by_api(served.url, "highlander-duel", [HUMAN, HUMAN]),
        create_by_api(served.url, "promised-land", [HUMAN, HUMAN, HUMAN], players=3),
    ]
    tokens = [seat["token"] for made in games for seat in made["seats"]]
    tokens += [made["spectator"]["token"] for made in games]
    pages = {"/": "lobby.html"}
    for made in games:
        for seat in [*made["seats"], made["spectator"]]:
            pages[f"/play/{seat['token']}"] = "play.html"
        for seat in made["seats"]:
            pages[f"/join/{seat['invitation']}"] = "join.html"
        pages[f"/replay/{made['id']}"] = "replay.html"
    files = sorted(path for path in STATIC.rglob("*") if path.is_file())
    assert {path.suffix for path in files} <= {".html", ".js", ".css"}
    for path in files:
        pages[f"/static/{path.relative_to(STATIC).as_posix()}"] = str(path.relative_to(STATIC))
    for address, name in pages.items():
        answer = httpx.get(served.url + address)
        assert answer.status_code == 200, address
        # Served exactly as they are on disk: no game, seat or token is written into them.
        assert answer.content == (STATIC / name).read_bytes(), address
        assert not any(token in answer.text for token in tokens)
    # Nothing is fetched from another site at run time.
    for path in files:
        assert not re.search(r"(src|href)=[\"']?(https?:)?//", path.read_text("utf-8")), path
        assert not re.search(r"from\s+[\"'](https?:)?//", path.read_text("utf-8")), path


def test_the_play_page_receives_nothing_but_its_seats_frames(served: Served, page: Page) -> None:
    made = create_by_api(served.url, "promised-land", [HUMAN, COMPUTER], max_rounds=2)
    token = made["seats"][0]["token"]
    requested: list[str] = []
    sockets: list[str] = []
    frames: list[str] = []

    def watch(socket: WebSocket) -> None:
        sockets.append(socket.url)
        socket.on("framereceived", lambda payload: frames.append(str(payload)))

    page.on("request", lambda request: requested.append(request.url))
    page.on("websocket", watch)
    page.goto(made["seats"][0]["page"])
    for _ in range(6):
        page.wait_for_selector(READY)
        if page.locator("#end").is_visible():
            break
        click_and_wait(page, page.locator("#legal button").first)

    # The page asks for itself and its static files over HTTP, and for its seat's websocket
    # (and, for a card hovered, the printed text of that name from the game's catalog).
    base = served.url
    page.locator("#board .card[data-tip]:visible").first.hover()
    page.wait_for_function("document.getElementById('tip').textContent.includes('deck')")
    for url in requested:
        if url.startswith("ws"):
            continue
        assert (
            url == f"{base}/play/{token}"
            or url.startswith(f"{base}/static/")
            or re.fullmatch(rf"{re.escape(base)}/api/cards/promised-land\?name=[^&]+", url)
        ), url
    assert any("/api/cards/" in url for url in requested)
    assert sockets and all(url.startswith("ws://127.0.0.1:") for url in sockets)
    assert all(f"/ws/{token}?since=" in url for url in sockets)

    # Every card the page shows came in a frame; no card hidden from the seat is on the page.
    html = page.content()
    received = "\n".join(frames)
    shown = set(page.locator("[data-card-id]").evaluate_all("ns => ns.map(n => n.dataset.cardId)"))
    assert shown and all(f'"{card}"' in received for card in shown)
    engine = open_database(f"sqlite:///{served.database}")
    try:
        stored = Store(engine).load(made["id"])
    finally:
        engine.dispose()
    assert stored is not None
    state = replay(Record(stored.game_id, game_params(stored), stored.seed, stored.actions))
    hidden = state.hidden_from(0)
    assert hidden  # the other seat's hand and both piles at least
    words = set(re.findall(r"[A-Za-z]+[0-9]+", html))
    assert words & hidden == set()
    assert str(stored.seed) not in html and str(stored.seed) not in received
