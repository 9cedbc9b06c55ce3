"""Tell a finished combat the way the rules' examples do: each step, every bonus named."""

from __future__ import annotations

from typing import Any


def _parts(parts: list[list[Any]] | list[tuple[str, int]]) -> str:
    """``8 + 3 (terrain (Woods))`` from a breakdown."""
    if not parts:
        return "0"
    text = str(parts[0][1])
    for label, value in parts[1:]:
        sign = "+" if value >= 0 else "-"
        text += f" {sign} {abs(value)} ({label})"
    return text


#: Events told by one line each: a template over the event's fields.
SIMPLE = {
    "command": "The {side} reveals {card} as the command card.",
    "dispelled": "  {card} is dispelled ({why}).",
    "fizzles": "  {card} fizzles.",
    "terrain": "  {text}.",
    "effect": "  {text}.",
    "matchup": "Match-up {number}: {attacker} vs. {defender}",
    "bribed": "  {card} is bribed away {why}.",
    "ranged": "  The {side} fires {card}'s {points}-point ranged attack.",
    "channel": "  {source} channels {points} into {to}.",
    "secondary": "Secondary attack: the {side}'s {card} attacks {target}.",
    "declares": "  The {side} declares the {what}: {value}.",
    "roll": "  Rolled {dice}d6: {total}.",
    "returned": "  {card} is sent back to the Creature Pen ({why}).",
    "resolution": (
        "Resolution: attacker {attacker}, defender {defender}: the {winner} holds the space."
    ),
}
#: Events that name the cards they hit: a template over ``card`` and the joined ``hit`` list.
HITS = {
    "aoe": "  {card}: {points}-point {kind} AOE hits {hit}.",
    "discard": "  {card} makes the opponent discard {hit}.",
    "aside": "  {card} sets aside {hit}.",
    "reveal": "  {card}: the opponent must show {hit} and play them first.",
}


def narrate(log: list[dict[str, Any]], summary: dict[str, Any], title: str = "") -> list[str]:
    """The lines of a combat's story, from the engine's log and summary."""
    lines: list[str] = []
    held: list[str] = []  # creature fates inside a match-up, told after its comparison
    in_matchup = False
    if title:
        lines.append(title)
    lines.append(f"Terrain: {summary['terrain']}")
    matchups = {m["number"]: m for m in summary["matchups"]}
    for event in log:
        kind = event["event"]
        if kind == "matchup":
            in_matchup = True
        if kind in SIMPLE:
            lines.append(SIMPLE[kind].format_map(event))
        elif kind in HITS:
            hit = ", ".join(event.get("hit") or event.get("shown") or []) or "nothing"
            lines.append(HITS[kind].format_map({**event, "hit": hit}))
        elif kind == "declare":
            says = "will" if event["command"] else "will not"
            lines.append(f"The {event['side']} {says} play a command card.")
        elif kind == "cast":
            target = f" on {event['target']}" if event.get("target") else ""
            lines.append(f"  The {event['side']} casts {event['card']}{target}.")
        elif kind == "power":
            target = f" ({event['target']})" if event.get("target") else ""
            lines.append(
                f"  The {event['side']} pays {event['cost']} power stone(s): {event['card']}, "
                f"{event['what']}{target}."
            )
        elif kind == "draws":
            lines.append(
                f"  The {event['side']} will draw {event['count']} card(s) ({event['why']})."
            )
        elif kind == "stones":
            verb = "gains" if event["change"] > 0 else "loses"
            lines.append(
                f"  The {event['side']} {verb} {abs(event['change'])} power stone(s) "
                f"({event['card']})."
            )
        elif kind == "result":
            m = matchups.get(event["number"])
            if m is None:
                continue
            if m.get("attacker_parts") and m.get("defender_parts"):
                lines.append(
                    f"  {m['attacker']}: {_parts(m['attacker_parts'])} = {m['attacker_vitality']}"
                    f"  vs.  {m['defender']}: {_parts(m['defender_parts'])} = "
                    f"{m['defender_vitality']}"
                )
            lines.append(f"  Result: {_result_words(m)}")
            lines.extend(held)
            held.clear()
            in_matchup = False
        elif kind in ("destroyed", "beaten", "healed", "discarded", "out_of_play"):
            why = f" ({event['why']})" if event.get("why") else ""
            line = f"  {event['card']} ({event['side']}) is {kind.replace('_', ' ')}{why}."
            (held if in_matchup else lines).append(line)
        elif kind == "secondary_result":
            lines.append(
                f"  {_parts(event['parts'])} = {event['total']} against "
                f"{event['target']}'s {event['target_vitality']}"
            )
    for side in ("attacker", "defender"):
        s = summary[side]
        lines.append(
            f"The {side} keeps {', '.join(s['survivors']) or 'nothing'} (total {s['total']})."
        )
    if summary["retreats"]:
        lines.append(f"The {summary['retreats']} must retreat.")
    return lines


def _result_words(m: dict[str, Any]) -> str:
    result = m["result"]
    if result == "attacker":
        return f"{m['attacker']} wins; {m['defender']} is beaten."
    if result == "defender":
        return f"{m['defender']} wins; {m['attacker']} is beaten."
    if result == "push":
        return "push: both survive."
    if result == "no damage":
        return "no damage: the immune creature cannot be hurt; both survive."
    return str(result)
