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


SIDES = ("attacker", "defender")
#: Creature fates told after the comparison of their match-up.
FATES = ("destroyed", "beaten", "healed", "discarded", "out_of_play")


def narrate(told: list[dict[str, Any]], summary: dict[str, Any], title: str = "") -> list[str]:
    """The lines of a combat's story, from its events as a spectator is told them (each a
    ``Told.to_json()``) and its summary: each event in its own words, the match-ups with the
    rules' sums."""
    lines: list[str] = []
    held: list[str] = []  # creature fates inside a match-up, told after its comparison
    in_matchup = False
    if title:
        lines.append(title)
    lines.append(f"Terrain: {summary['terrain']}")
    matchups = {m["number"]: m for m in summary["matchups"]}
    for event in told:
        kind = event["kind"]
        if kind == "matchup":
            in_matchup = True
            attacker, defender = event["cards"]
            lines.append(f"Match-up {event['number']}: {attacker} vs. {defender}")
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
        elif kind == "fate" and event["status"] in FATES:
            line = f"  {event['text']}"
            (held if in_matchup else lines).append(line)
        elif kind == "resolution":
            attacker, defender = event["totals"]
            lines.append(
                f"Resolution: attacker {attacker}, defender {defender}: the "
                f"{SIDES[event['winner']]} holds the space."
            )
        else:
            lines.append(f"  {event['text']}")
    for side in SIDES:
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
