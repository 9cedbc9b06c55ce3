"""Hand items played at the start of Terrain Settlement (play/settle_items.py): the Rosetta
Stone shuffles five cards of its player's discard pile into the draw deck, and never leaves the
discard pile itself. Played from written positions entering the settle phase."""

from __future__ import annotations

from game_helpers import act, assert_in_place, at_position, legal

from stronghold.games.guardians.play import movement, recovery
from stronghold.games.guardians.play.state import GameState

SHIELD = "Shield Maitz's Lightning 14"


def _position(storage: list[str], discard: list[str], stones: int = 1) -> GameState:
    text = 'turn = 2\nphase = "settle"\n'
    for seat, space in ((0, "B2"), (1, "C2")):
        mine = ", ".join(f'"{n}"' for n in storage) if seat == 0 else ""
        pile = ", ".join(f'"{n}"' for n in discard) if seat == 0 else ""
        text += (
            f'[seat{seat}]\nguardian = "Rak Nam"\nstrongholds = "Carreg Amroth"\n'
            f"stones = {stones if seat == 0 else 0}\nstorage = [{mine}]\n"
            f'discard = [{pile}]\ndeck = ["3 Axeman"]\nterrain = {{ {space} = "Woods" }}\n'
            f'[[seat{seat}.shields]]\nspace = "{space}"\ncard = "{SHIELD}"\n'
            'cards = ["Swordsman"]\n'
        )
    return at_position(text)


def _names(state: GameState, cids: list[str]) -> list[str]:
    return sorted(state.cards[c].name for c in cids)


def _play_rosetta(state: GameState) -> None:
    found = [a for a in legal(state) if a.startswith("cast ")]
    rosetta = [a for a in found if state.cards[a.split()[1]].name == "Rosetta Stone"]
    assert rosetta, f"not playable: {legal(state)}"
    act(state, rosetta[0])


def _pick(state: GameState, name: str) -> str:
    chosen = next(a for a in legal(state) if state.cards[a.split()[1]].name == name)
    act(state, chosen)
    return chosen.split()[1]


PILE = ["Archer", "Gunner", "Buzzard", "Angel", "Woods", "Gold", "Rosetta Stone"]


def test_the_rosetta_stone_shuffles_five_chosen_cards_into_the_deck() -> None:
    state = _position(["Rosetta Stone"], PILE)
    assert state.phase == "settle_spells" and state.seat == 0
    before = _names(state, state.players[0].deck)
    up = state.players[0].up
    _play_rosetta(state)
    assert state.players[0].stones == 0  # it costs a Power Stone
    assert state.phase == "shuffle_back" and state.seat == 0
    offered = {state.cards[a.split()[1]].name for a in legal(state)}
    assert "Rosetta Stone" not in offered  # never leaves the discard pile
    assert offered == {"Archer", "Gunner", "Buzzard", "Angel", "Woods", "Gold"}
    picked = [_pick(state, name) for name in ("Archer", "Gunner", "Buzzard", "Woods")]
    player = state.players[0]
    assert _names(state, player.deck) == sorted([*before, "Archer", "Gunner", "Buzzard", "Woods"])
    assert player.up == up  # the Up card stays
    deck = list(player.deck)
    picked.append(_pick(state, "Gold"))
    assert _names(state, player.discard) == ["Angel", "Rosetta Stone", "Rosetta Stone"]
    told = [e.to_json() for e in state.event_log if e.to_json()["kind"] == "shuffled-back"]
    assert told == [
        {
            "kind": "shuffled-back",
            "seat": 0,
            "card": "Rosetta Stone",
            "back": ["Archer", "Buzzard", "Gold", "Gunner", "Woods"],
        }
    ]
    # the deck's cards and the five went on (the turn may have gone on to the next draw)
    gone_on = set(player.deck) | set(player.storage) | set(player.pen) | {player.previous_up}
    assert set(deck + picked) <= gone_on
    assert not any(state.cards[c].public for c in player.deck)  # nobody knows their places
    assert state.phase != "shuffle_back"
    assert_in_place(state)


def test_with_fewer_than_five_cards_to_take_every_one_goes() -> None:
    state = _position(["Rosetta Stone"], ["Archer", "Rosetta Stone"])
    _play_rosetta(state)
    archer = _pick(state, "Archer")
    assert state.phase != "shuffle_back"
    assert _names(state, state.players[0].discard) == ["Rosetta Stone", "Rosetta Stone"]
    assert archer not in state.players[0].discard


def test_no_rosetta_stone_with_nothing_to_take_or_no_stone() -> None:
    only_itself = _position(["Rosetta Stone"], ["Rosetta Stone"])
    assert not any(a.startswith("cast ") for a in legal(only_itself))
    broke = _position(["Rosetta Stone"], PILE, stones=0)
    assert not any(a.startswith("cast ") for a in legal(broke))


def test_champs_cannot_bring_a_rosetta_stone_back() -> None:
    state = _position(["Champs, the Wonder Dog"], ["Rosetta Stone", "Holy Grail"])
    targets = {state.cards[a.target].name for a in recovery.options(state, 0)}  # type: ignore[attr-defined]
    assert targets == {"Holy Grail"}


def test_an_up_card_turned_from_the_discard_pile_is_never_the_rosetta_stone() -> None:
    for _ in range(5):
        state = _position([], ["Rosetta Stone", "Archer"])
        player = state.players[0]
        player.deck.clear()
        player.up = None
        movement.turn_up_cards(state)
        assert state.cards[player.up or ""].name == "Archer"
        assert _names(state, player.discard) == ["Rosetta Stone"]
