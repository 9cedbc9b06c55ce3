"""What a game of Guardians shows: each seat's view, and the canonical form its fingerprint is
taken of (``GameState.view`` and ``GameState.canonical``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from stronghold.games.guardians.play import board, fliers, knowledge, rebates
from stronghold.games.guardians.play.model import points

if TYPE_CHECKING:
    from stronghold.games.guardians.play.state import GameState

#: How many recent events a view carries.
RECENT = 12


def _points(state: GameState, cids: list[str], seat: int | None) -> int | None:
    """The stacking points of ``cids`` if ``seat`` sees every one of them, else None."""
    cards = [state.cards[c] for c in cids]
    if any(not (card.public or card.owner == seat) for card in cards):
        return None
    return points(state.cards, cids)


def _told(state: GameState, seat: int) -> list[dict[str, Any]]:
    """The totals of the opponent's Vitality told to ``seat`` that still hold (Detect Life
    Force: ``knowledge.totals``), for ``seat``'s own view."""
    return [
        {"space": board.name(space), "total": total}
        for space, total, _cids in knowledge.totals(state, seat)
    ]


def _deck_known(state: GameState, seat: int | None, owner: int) -> list[dict[str, Any]]:
    """The cards of ``owner``'s deck that ``seat`` alone looked at (``knowledge.in_deck``)."""
    return [] if seat is None else knowledge.in_deck(state, seat, owner)


def view(state: GameState, seat: int | None) -> dict[str, Any]:
    """What ``seat`` sees of the game (None: an onlooker)."""
    players = []
    for s, player in enumerate(state.players):
        own = seat == s
        entry: dict[str, Any] = {
            "guardian": player.guardian.name,
            "stones": player.stones,
            "deck": len(player.deck),
            # what spells put in force on this seat's prices (Spectre's Ward ...: play/costs.py)
            **({"cost_marks": list(player.cost_marks)} if player.cost_marks else {}),
            # the tokens on its accessory that gathers them (Heliopolos)
            **({"tokens": player.tokens} if player.tokens else {}),
            # a Rebate in force: the stones spent this turn, half of which come back
            **({"rebate_spent": player.spent} if player.rebate else {}),
            # the cards of this deck the viewer looked at, with their places (Control Destiny)
            **({"deck_known": known} if (known := _deck_known(state, seat, s)) else {}),
            **({"told": told} if own and (told := _told(state, s)) else {}),
            "discard": [state.card_json(c, seat) for c in player.discard],
            "storage": [state.card_json(c, seat) for c in player.storage]
            if own
            else len(player.storage),
            "pen": [state.card_json(c, seat) for c in player.pen] if own else len(player.pen),
            # the cards of the other's pen and storage that were shown (a combat's reveal)
            "shown_in_hand": []
            if own
            else [
                state.card_json(c, seat)
                for c in (*player.pen, *player.storage)
                if state.cards[c].public
            ],
            "up": None if player.up is None else state.card_json(player.up, seat),
            "barrier": None if player.barrier is None else board.name(player.barrier),
            "accessories": [state.card_json(c, seat) for c in player.accessories],
            "accessories_used": [state.card_json(c, seat) for c in player.accessories_used],
            # spells lying on shields (Famine), with the shield each lies on
            **(
                {
                    "on_shields": [  # cards lying on shields, each with its shield
                        {"card": state.card_json(c, seat), "on": s}
                        for c, s in zip(player.on_shields, player.on_shield_of, strict=True)
                    ]
                }
                if player.on_shields
                else {}
            ),
            **({"tolls": [state.card_json(c, seat) for c in player.tolls]} if player.tolls else {}),
            "extra_draws": player.extra_draws,
            "shields_lost": player.shields_lost,
            "strongholds": [
                {
                    "space": board.name(board.stronghold_space(s, slot.position)),
                    "card": state.cards[slot.card].name,
                    "rubble": slot.rubble,
                    "on": [state.card_json(c, seat) for c in slot.on],
                    "under": [state.card_json(c, seat) for c in slot.under],
                    "upgrade": None
                    if slot.upgrade is None
                    else state.card_json(slot.upgrade, seat),
                    "held": [state.card_json(c, seat) for c in slot.held],
                    **(
                        {
                            "extra_upgrade": state.card_json(slot.extra, seat),
                            "extra_held": [state.card_json(c, seat) for c in slot.extra_held],
                        }
                        if slot.extra is not None
                        else {}
                    ),
                    "points": _points(state, [*slot.on, *slot.under], seat),
                }
                for slot in player.strongholds
            ],
        }
        players.append(entry)
    shields = [
        {
            "shield": state.card_json(sh.id, seat),
            "owner": sh.owner,
            "space": board.name(sh.space),
            "turned": sh.turned,
            "contents": [state.card_json(c, seat) for c in sh.contents]
            if (sh.owner == seat or sh.shown)
            else len(sh.contents),
            # the stack's points against its limit (the shield card is face up), counted
            # only when the reader sees every card of the stack
            "limit": state.space_limit(sh),
            "points": _points(state, sh.contents, seat),
        }
        for sh in sorted(state.shields.values(), key=lambda x: x.id)
    ]
    lands = {
        board.name(space): {
            "controller": state.controller(space),
            "terrain": None
            if space not in state.terrain
            else (
                {"face_down": True, "owner": state.cards[state.terrain[space][0]].owner}
                if state.terrain[space][1] and state.cards[state.terrain[space][0]].owner != seat
                else state.card_json(state.terrain[space][0], seat)
            ),
        }
        for space in board.LANDS
    }
    out: dict[str, Any] = {
        "game": "guardians",
        # the game's rule options, public: where an Amulet of Flying goes with a wearer that
        # leaves its stack alive (``amulet_travels``, docs/rules-notes/cards/amulet.md)
        "rules": {"amulet_travels": "wearer" if fliers.travels_with_wearer(state) else "stack"},
        "turn": state.turn,
        "phase": state.phase,
        "seat": state.current_seat,
        "players": players,
        "shields": shields,
        "lands": lands,
        "outcome": None if state._outcome is None else state._outcome.to_dict(),
        # a fresh copy: clones share the record of the last combat, so a view that a caller
        # changes must not reach back into any state
        "last_combat": None if state.last_combat is None else state.last_combat.to_json(),
        "recent": [
            told.to_json() for told in state.events(seat, since=len(state.event_log) - RECENT)
        ],
    }
    if state.combat is not None:
        info = state.combat_info
        assert info is not None
        combat_seat = None if seat is None else info.side_of(seat)
        out["combat"] = {
            "space": board.name(info.space),
            "view": state.combat.view(combat_seat),
        }
    return out


def canonical(state: GameState) -> Any:
    """Every field that changes the game's future, in a form the fingerprint is taken of."""
    return {
        "phase": state.phase,
        "seat": state.seat,
        "turn": state.turn,
        "mover": state.mover,
        "players": [
            {
                "stones": p.stones,
                "deck": p.deck,
                "discard": p.discard,
                "storage": p.storage,
                "pen": p.pen,
                "up": p.up,
                "previous_up": p.previous_up,
                "lost": p.shields_lost,
                "channeled": p.channeled,
                "flew": p.flew,
                "turned_shield": p.turned_shield,
                "barrier": p.barrier,
                **({"lower_up": True} if p.lower_up else {}),
                "organized": p.organized,
                "placed": p.placed,
                **({"accessories": p.accessories} if p.accessories else {}),
                **({"accessories_used": p.accessories_used} if p.accessories_used else {}),
                **({"tokens": p.tokens} if p.tokens else {}),
                **({"extra_draws": p.extra_draws} if p.extra_draws else {}),
                **({"move_spells": p.move_spells} if p.move_spells else {}),
                **({"raised_cmp": p.raised_cmp} if p.raised_cmp is not None else {}),
                **({"creatures_lost": p.creatures_lost} if p.creatures_lost else {}),
                **({"on_shields": [p.on_shields, p.on_shield_of]} if p.on_shields else {}),
                **({"cost_marks": p.cost_marks} if p.cost_marks else {}),
                **({"tolls": p.tolls} if p.tolls else {}),
                **({"spent": p.spent} if p.spent and rebates.in_game(state) else {}),
                **({"rebate": True} if p.rebate else {}),
                **({"told": [known.canonical() for known in p.told]} if p.told else {}),
                "strongholds": [
                    [
                        s.card,
                        s.on,
                        s.under,
                        s.upgrade,
                        s.rubble,
                        *([s.held] if s.held else []),
                        *([{"extra": [s.extra, s.extra_held]}] if s.extra is not None else []),
                    ]
                    for s in p.strongholds
                ],
            }
            for p in state.players
        ],
        "shields": {
            k: [v.owner, v.space, v.contents, v.turned, v.shown]
            for k, v in sorted(state.shields.items())
        },
        "terrain": {str(k): list(v) for k, v in sorted(state.terrain.items())},
        "pending": {} if state.step is None else state.step.canonical(),
        "last_combat": None if state.last_combat is None else state.last_combat.to_json(),
        "combat": None if state.combat is None else state.combat.canonical(),
        "public": sorted(c for c, card in state.cards.items() if card.public),
        **_known_cards(state),
        # a rule option at its default is left out (the fingerprints of such games unchanged)
        **({"amulet_travels": "wearer"} if fliers.travels_with_wearer(state) else {}),
        "cards": {cid: card.name for cid, card in sorted(state.cards.items())},
    }


def _known_cards(state: GameState) -> dict[str, Any]:
    """``known``: the deck cards each seat alone looked at (``knowledge.known``), when any."""
    if not any(player.knows for player in state.players):
        return {}
    known = [sorted(knowledge.known(state, seat)) for seat in range(len(state.players))]
    return {"known": known} if any(known) else {}
