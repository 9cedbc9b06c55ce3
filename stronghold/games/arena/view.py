"""What each seat sees of a Guardians Arena game, and the panels a generic interface draws.

Face-down creatures and items, hands, pens, storage and decks show only as counts or as
``{"face_down": true}`` to anyone but their owner (the Guardians view's rules); ``present`` is
built from a view only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from stronghold.games.arena.model import ARENA, Fight
from stronghold.games.guardians.play import board
from stronghold.games.guardians.play.describe import combat_step_words
from stronghold.games.guardians.play.state import GameState

if TYPE_CHECKING:
    from stronghold.games.arena.state import ArenaState


def state_view(state: ArenaState, seat: int | None) -> dict[str, Any]:
    """All that ``seat`` may see (None: a spectator): the Guardians view of the cards, with
    Arena's hands, victorious and captured creatures and the arena instead of lands."""
    out = GameState.view(state, seat)
    del out["lands"]

    def cards(ids: list[str]) -> list[dict[str, Any]]:
        return [state.card_json(cid, seat) for cid in ids]

    for s, entry in enumerate(out["players"]):
        player = state.player(s)
        entry["vitality"] = player.guardian.vitality
        entry["hand"] = cards(player.hand) if seat == s else len(player.hand)
        entry["victorious"] = cards(player.victorious)
        entry["captured"] = [
            {"shield": state.card_json(stack.id, seat), "creature": cards(stack.contents)}
            for stack in sorted(state.captured.values(), key=lambda x: x.id)
            if stack.owner == s
        ]
    out["arena"] = {
        board.name(space): None
        if space not in state.terrain
        else state.card_json(state.terrain[space][0], seat)
        for space in ARENA
    }
    out.update(
        game="guardians-arena",
        max_turns=state.max_turns,
        active=state.mover,
        rules=state.rules.as_dict(),
    )
    if state.combat is not None:
        info = state.combat_info
        assert isinstance(info, Fight)
        out["combat"].update(kind=info.kind, seats=list(info.seats))
    return out


def _name(entry: Any) -> str:
    """A card entry of a view as text: its name, or ``(face down)``."""
    if isinstance(entry, dict):
        return str(entry.get("name", "(face down)"))
    return "-"


def _names(entries: Any) -> str:
    """A zone of a view as text: names, or a count for a hidden zone."""
    if isinstance(entries, list):
        return ", ".join(_name(entry) for entry in entries) or "-"
    return f"{entries} card{'' if entries == 1 else 's'}"


def _stack(view: dict[str, Any], space: str) -> list[str]:
    """The shielded creatures on a space, as text (``seat 1: (2 cards) under Shield X``)."""
    return [
        f"seat {shield['owner']}: {_names(shield['contents'])} under {_name(shield['shield'])}"
        for shield in view["shields"]
        if shield["space"] == space
    ]


def present(view: dict[str, Any], seat: int | None) -> list[dict[str, Any]]:
    """Panels: the turn, each player, the strongholds, the arena, a fight, recent events."""
    turn = [
        f"turn {view['turn']} of {view['max_turns']}, phase {view['phase']}",
        f"Active player: {_who(view['active'], seat)}; to decide: {_who(view['seat'], seat)}",
    ]
    if view["outcome"] is not None:
        turn.append(f"game over: {view['outcome']['reason']}")
    panels: list[dict[str, Any]] = [{"title": "Guardians Arena", "lines": turn}]
    rows = []
    for s, player in enumerate(view["players"]):
        mark = " (you)" if s == seat else ""
        panels.append(
            {
                "title": f"seat {s}{mark}: {player['guardian']}",
                "lines": [
                    f"Vitality {player['vitality']}, stones {player['stones']}, "
                    f"deck {player['deck']}, discard {len(player['discard'])}",
                    f"victorious ({len(player['victorious'])}): {_names(player['victorious'])}",
                    f"hand: {_names(player['hand'])}",
                    f"pen: {_names(player['pen'])}",
                    f"storage: {_names(player['storage'])}",
                    f"up card: {_name(player['up'])}",
                    *[
                        f"captured: {_names(c['creature'])} under {_name(c['shield'])}"
                        for c in player["captured"]
                    ],
                ],
                "fold": [
                    f"Vitality {player['vitality']}, stones {player['stones']} · hand: "
                    f"{_names(player['hand'])} · pen: {_names(player['pen'])} · storage: "
                    f"{_names(player['storage'])}"
                ],
            }
        )
        for stronghold in player["strongholds"]:
            on = _stack(view, stronghold["space"]) or [_names(stronghold["on"])]
            rows.append(
                [
                    str(s),
                    stronghold["space"],
                    stronghold["card"] + (" (ruin)" if stronghold["rubble"] else ""),
                    "; ".join(on),
                    _names(stronghold["under"]),
                    _name(stronghold["upgrade"]),
                ]
            )
    columns = ["seat", "space", "stronghold", "on", "under", "upgrade"]
    panels.append({"title": "Strongholds", "columns": columns, "rows": rows})
    arena_rows = [
        [name, _name(terrain), "; ".join(_stack(view, name)) or "-"]
        for name, terrain in view["arena"].items()
    ]
    panels.append(
        {"title": "Arena", "columns": ["space", "terrain", "creatures"], "rows": arena_rows}
    )
    combat = view.get("combat")
    if combat is not None:
        fight = _fight_panel(combat)  # next to the turn: what you decide in comes first
        fold = [" · ".join(fight[:2]), *fight[2 + len(combat["seats"]) :]]
        panels.insert(1, {"title": "Fight", "lines": fight, "fold": fold})
    last = view.get("last_combat")
    events = [f"last fight: {fight_line(last)}"] if last else []
    events += [str(told["text"]) for told in view["recent"]]
    panels.append({"title": "Recent", "lines": events, "fold": []})
    return panels


def _who(player: int | None, seat: int | None) -> str:
    """``you`` for the seat whose panels these are, else ``seat N``."""
    return "you" if player is not None and player == seat else f"seat {player}"


def _fight_panel(combat: dict[str, Any]) -> list[str]:
    """The fight going on: who attacks, the round, each side's cards in play and in hand, and
    each match-up's Vitality once counted."""
    fight = combat["view"]
    info = fight.get("fight") or {}
    round_ = f", {info['round']} round" if info.get("round") else ""
    lines = [
        f"{combat['kind']} on {combat['space']}: attacker seat {combat['seats'][0]}{round_}",
        f"now: {combat_step_words(fight['phase'])}, terrain {fight['terrain']}",
    ]
    for seat, side in zip(combat["seats"], fight["sides"], strict=True):
        table = ", ".join(f"{c['name']} ({c['status']})" for c in side["table"]) or "-"
        hand = side.get("hand")  # only in the view of the side's own seat
        if isinstance(hand, list):
            on_table = {c["id"] for c in side["table"]}
            held = {
                zone: _names([c for c in hand if c.get("zone") == zone and c["id"] not in on_table])
                for zone in ("hand", "storage")
            }
        else:
            held = {"hand": _names(side["combat_hand"]), "storage": _names(side["storage_hand"])}
        lines.append(
            f"{side['role']} (seat {seat}): stones {side['stones']}; in play: {table}; "
            f"in hand: {held['hand']}; storage: {held['storage']}"
        )
    for matchup in fight.get("matchups", []):
        if "target" in matchup:  # secondary attackers against one target
            result = f": {matchup['result']}" if matchup["result"] else ""
            lines.append(f"{', '.join(matchup['attackers'])} attack {matchup['target']}{result}")
            continue
        a, d = matchup.get("attacker_vitality"), matchup.get("defender_vitality")
        counted = f" {a} vs {d}" if a or d else ""
        result = f": {matchup['result']}" if matchup["result"] else ""
        lines.append(f"{matchup['attacker']} vs {matchup['defender']}{counted}{result}")
    if info.get("primary"):
        lines.append(f"primary round: {info['primary']}")
    return lines


def fight_line(fight: dict[str, Any]) -> str:
    """A finished fight: each side's cards and total, and who won."""
    attacker = fight["attacker"]
    seats = (attacker, 1 - attacker)
    sides = []
    for seat, parts, total in zip(seats, fight["parts"], fight["totals"], strict=True):
        counted = " + ".join(f"{label.removesuffix(' base')} {value}" for label, value in parts)
        sides.append(f"seat {seat}: {counted or 'nothing'} = {total}")
    winner = fight["winner"]
    result = "a tie" if winner is None else f"seat {winner} wins"
    return f"{fight['kind']} on {fight['space']}: {' vs '.join(sides)}; {result}."
