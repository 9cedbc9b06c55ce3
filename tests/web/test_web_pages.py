"""The play page's behaviour in chromium: actions on the cards they name, card text on hover
or tap, reconnecting from the last event held, the spectators' page; the lobby's decks."""

from __future__ import annotations

import re
from pathlib import Path
from xml.sax.saxutils import escape

import httpx
from playwright.sync_api import Page, WebSocketRoute
from web_helpers import (
    COMPUTER,
    HUMAN,
    READY,
    Served,
    click_and_wait,
    create_by_api,
    play_by_clicking,
)

from stronghold.games.guardians import card_library, load_deck

DECKS = Path(__file__).resolve().parents[2] / "examples" / "decks"


def log_numbers(page: Page) -> list[int]:
    numbers: list[int] = page.locator("#log li").evaluate_all(
        "items => items.map(i => +i.dataset.n)"
    )
    return numbers


def test_a_card_an_action_names_is_clicked_to_take_it(served: Served, page: Page) -> None:
    made = create_by_api(served.url, "highlander-duel", [HUMAN, COMPUTER], rules={"max_rounds": 2})
    page.goto(made["seats"][0]["page"])
    page.wait_for_selector(READY)
    offered = page.locator("#legal button").evaluate_all("bs => bs.map(b => b.dataset.action)")
    cards = page.locator("#board .card.actionable")
    assert cards.count() >= 1
    card = cards.first
    named = card.get_attribute("data-card-id")
    assert named and any(named in text.split() for text in offered)
    name = card.locator(".card-name").inner_text()
    click_and_wait(page, card)
    # The move made is the one the card's action named: the seat's log tells of that card.
    told = page.locator("#log li").all_inner_texts()
    assert any(line.startswith("You") and name in line for line in told), told


def test_a_card_with_several_actions_offers_them_in_a_menu(served: Served, page: Page) -> None:
    made = create_by_api(served.url, "guardians", [HUMAN, COMPUTER], max_turns=2)
    page.goto(made["seats"][0]["page"])
    for _ in range(40):  # until a card of ours is named by more than one legal action
        page.wait_for_selector(READY)
        several = [
            card
            for card in page.locator("#board .card.actionable").all()
            if (card.get_attribute("title") or "").count("\n") >= 1
        ]
        if several:
            break
        click_and_wait(page, page.locator("#legal button").first)
    else:
        raise AssertionError("no card was named by several legal actions")
    choices = (several[0].get_attribute("title") or "").split("\n")
    several[0].click()
    menu = page.locator("#menu")
    menu.wait_for(state="visible")
    assert menu.locator("button").all_inner_texts() == choices
    click_and_wait(page, menu.locator("button").first)
    assert menu.is_hidden()


def test_a_space_an_action_names_offers_it(served: Served, page: Page) -> None:
    made = create_by_api(served.url, "guardians", [HUMAN, COMPUTER], max_turns=2)
    page.goto(made["seats"][0]["page"])
    spaces = page.locator("#board [data-space-id].actionable")
    for _ in range(40):  # past the opening (keep or reshuffle) to a move naming a space
        page.wait_for_selector(READY)
        if spaces.count():
            break
        click_and_wait(page, page.locator("#legal button").first)
    else:
        raise AssertionError("no legal action named a space")
    space = spaces.first
    named = space.get_attribute("data-space-id")
    offered = page.locator("#legal button").evaluate_all("bs => bs.map(b => b.dataset.action)")
    naming = [text for text in offered if named in re.split(r"[\s:,=]+", text)]
    assert naming
    before = int(page.locator("body").get_attribute("data-actions") or "0")
    space.click(position={"x": 4, "y": 4})  # its corner, on no card
    if len(naming) > 1:
        menu = page.locator("#menu")
        menu.wait_for(state="visible")
        choices = menu.locator("button").evaluate_all("bs => bs.map(b => b.dataset.action)")
        assert choices == naming
        menu.locator("button").first.click()
    page.wait_for_function(f"+document.body.dataset.actions > {before}")  # the move was made


def test_a_cards_text_shows_on_hover_and_on_tap(served: Served, page: Page) -> None:
    made = create_by_api(served.url, "highlander-duel", [HUMAN, COMPUTER])
    page.goto(made["seats"][0]["page"])
    page.wait_for_selector(READY)
    card = page.locator("#board .card[data-tip]:visible").first
    card.hover()
    tip = page.locator("#tip")
    tip.wait_for(state="visible")
    name = card.locator(".card-name").inner_text()
    assert tip.inner_text().startswith(name)
    # The printed text from the game's catalog comes, with what the view says of the card.
    page.wait_for_function("document.getElementById('tip').textContent.includes('combat card')")
    assert "follow-up bar:" in tip.inner_text() and "on the table: attack:" in tip.inner_text()
    page.mouse.move(0, 0)
    tip.wait_for(state="hidden")
    card.dispatch_event("pointerdown")  # a tap puts the text in the card panel
    panel = page.locator("#card-text")
    panel.wait_for(state="visible")
    page.wait_for_function("document.getElementById('card-text').textContent.includes('deck')")
    assert name in panel.inner_text() and "attacks:" in panel.inner_text()


def test_a_guardians_cards_text_tells_what_it_does_and_what_is_enforced(
    served: Served, page: Page
) -> None:
    made = create_by_api(served.url, "guardians", [HUMAN, COMPUTER], max_turns=2)
    page.goto(made["seats"][0]["page"])
    page.wait_for_selector(READY)
    pen = [
        card
        for card in page.locator("#board .card[data-tip]").all()
        if not card.locator(".card-name").inner_text().startswith("Shield ")
    ]
    assert pen
    pen[0].hover()
    page.wait_for_function("document.getElementById('tip').textContent.includes('Enforced:')")
    text = page.locator("#tip").inner_text()
    assert text.startswith(pen[0].locator(".card-name").inner_text())
    assert "What it does:" in text


def test_a_tip_stays_in_the_window_and_never_lengthens_the_page(served: Served, page: Page) -> None:
    """A tip below the page's lowest card once grew the page: at the bottom of the page that
    moved what was under the pointer, which hid the tip, which shrank the page … and the list's
    buttons never stood still long enough to be clicked (the Guardians game test's rare
    failure)."""
    made = create_by_api(served.url, "guardians", [HUMAN, COMPUTER], max_turns=2)
    page.goto(made["seats"][0]["page"])
    page.wait_for_selector(READY)
    lowest = max(
        page.locator("#board .card[data-tip]:visible").all(),
        key=lambda card: (card.bounding_box() or {"y": 0.0})["y"],
    )
    page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")
    height = page.evaluate("document.documentElement.scrollHeight")
    lowest.hover()
    tip = page.locator("#tip")
    tip.wait_for(state="visible")
    page.wait_for_function("document.getElementById('tip').textContent.includes('Enforced:')")
    assert page.evaluate("document.documentElement.scrollHeight") == height
    box, card, window = tip.bounding_box(), lowest.bounding_box(), page.viewport_size
    assert box is not None and card is not None and window is not None
    assert box["y"] >= 0 and box["y"] + box["height"] <= window["height"]
    assert box["y"] + box["height"] <= card["y"] or box["y"] >= card["y"] + card["height"]


def test_a_cards_text_is_asked_by_name_and_refused_in_one_line(served: Served) -> None:
    known = httpx.get(f"{served.url}/api/cards/promised-land", params={"name": "Moroni"})
    assert known.status_code == 200
    assert known.json()["lines"][0].startswith("Moroni (warrior")
    for game, name in (("promised-land", "Moronny"), ("no-such-game", "x")):
        answer = httpx.get(f"{served.url}/api/cards/{game}", params={"name": name})
        assert answer.status_code == 400
        assert "\n" not in answer.json()["error"] and answer.json()["error"]


def test_a_dropped_connection_resumes_after_the_last_event_held(served: Served, page: Page) -> None:
    made = create_by_api(served.url, "highlander-duel", [HUMAN, COMPUTER], rules={"max_rounds": 2})
    routes: list[WebSocketRoute] = []
    servers: list[WebSocketRoute] = []

    def through(route: WebSocketRoute) -> None:
        routes.append(route)
        servers.append(route.connect_to_server())

    page.route_web_socket(re.compile(r"/ws/"), through)
    page.goto(made["seats"][0]["page"])
    for _ in range(3):
        page.wait_for_selector("#legal button:not([disabled])")
        click_and_wait(page, page.locator("#legal button").first)
    page.wait_for_selector("#legal button:not([disabled])")
    held = log_numbers(page)
    assert held == list(range(1, len(held) + 1)) and held
    # (the page draws Highlander's view itself: it asks for no panels)
    assert routes[0].url.endswith("?since=0&panels=0")
    servers[0].close()  # the server's side drops; the page reconnects on its own
    for _ in range(200):  # the page waits half a second, then connects again
        if len(routes) == 2:
            break
        page.wait_for_timeout(25)
    assert len(routes) == 2
    assert routes[1].url.endswith(f"?since={held[-1]}&panels=0")
    play_by_clicking(page)  # and plays on to the end, the log whole and told once
    numbers = log_numbers(page)
    assert numbers == list(range(1, len(numbers) + 1)) and len(numbers) > len(held)


def test_the_spectators_page_watches_without_actions(served: Served, page: Page) -> None:
    made = create_by_api(
        served.url, "promised-land", [COMPUTER, COMPUTER, COMPUTER], players=3, max_rounds=2
    )
    page.goto(made["spectator"]["page"])
    page.wait_for_selector("#end:not([hidden])")
    assert page.locator("#who").inner_text() == "spectator"
    assert page.locator("#legal button").count() == 0
    assert page.locator("#board .pl-seat").count() == 3  # the table of three
    assert not any(h.startswith("Your hand") for h in page.locator("#board h3").all_inner_texts())
    assert page.locator("#outcome").inner_text()


def test_the_lobby_takes_a_pasted_and_an_uploaded_deck(served: Served, page: Page) -> None:
    page.goto(served.url + "/")
    page.wait_for_selector("body[data-ready]")
    page.select_option("#game", "guardians")
    page.fill('#options input[name="max_turns"]', "2")
    page.select_option('select[name="seat-0-deck"]', "text")
    page.fill('textarea[name="seat-0-text"]', (DECKS / "basic-knights.txt").read_text("utf-8"))
    page.select_option('select[name="seat-1-kind"]', "computer")
    page.select_option('select[name="seat-1-deck"]', "text")
    page.set_input_files(
        'input[name="seat-1-file"]',
        files=[{"name": "hellfire.dek", "mimeType": "text/plain", "buffer": dek_bytes()}],
    )
    page.wait_for_function(
        "document.querySelector('textarea[name=\"seat-1-text\"]').value.startsWith('<?xml')"
    )
    page.click("#create-game")
    page.locator('a.seat-link[data-seat="0"]').wait_for()
    assert page.locator("#create-error").inner_text() == ""
    # The new game is listed among the open ones (its person has not opened the link yet).
    game = page.locator("#created-title").get_attribute("data-game")
    page.click("#refresh")
    page.locator(f'#list-open .game-row[data-game="{game}"]').wait_for()
    # A deck the game refuses is told in one line, and nothing is created.
    page.fill('textarea[name="seat-0-text"]', "7 No Such Card")
    page.click("#create-game")
    page.wait_for_function("document.getElementById('create-error').textContent !== ''")
    assert "\n" not in page.locator("#create-error").inner_text()


def dek_bytes() -> bytes:
    """A LackeyCCG .dek file naming the hellfire deck's cards (its guardian and strongholds in
    the Starting zone), as LackeyCCG writes one."""
    deck = load_deck(DECKS / "hellfire.txt", card_library())[0]
    assert deck is not None

    def zone(name: str, cards: list[str]) -> str:
        rows = "".join(
            f'<card><name id="{i}.png">{escape(c)}</name><set>RE</set></card>\n'
            for i, c in enumerate(cards)
        )
        return f'<superzone name="{name}">\n{rows}</superzone>\n'

    starting = [deck.guardian.name, *(s.name for s in deck.strongholds)]
    body = zone("Deck", [c.name for c in deck.cards]) + zone("Starting", starting)
    text = f'<?xml version="1.0" encoding="UTF-8"?>\n<deck version="0.8">\n{body}</deck>\n'
    return text.encode("utf-8")


def test_the_lobby_seats_follow_the_number_of_players(served: Served, page: Page) -> None:
    page.goto(served.url + "/")
    page.wait_for_selector("body[data-ready]")
    page.select_option("#game", "promised-land")
    assert page.locator("#seats .seat").count() == 2
    page.fill('#options input[name="players"]', "5")
    assert page.locator("#seats .seat").count() == 5
    for index in range(1, 5):
        page.select_option(f'select[name="seat-{index}-kind"]', "computer")
    page.select_option('select[name="seat-2-kind"]', "human")
    page.click("#create-game")
    page.locator("a.spectator-link").wait_for()
    links = page.locator("a.seat-link").evaluate_all("ls => ls.map(l => +l.dataset.seat)")
    assert links == [0, 2]  # a link for each person only
    assert page.locator("#links li").count() == 6  # five seats and the spectators
