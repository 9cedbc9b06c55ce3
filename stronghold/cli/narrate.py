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


def narrate(log: list[dict[str, Any]], summary: dict[str, Any], title: str = "") -> list[str]:
    """The lines of a combat's story, from the engine's log and summary."""
    lines: list[str] = []
    held: list[str] = []  # creature fates inside a match-up, told after its comparison
    in_matchup = False
    if title:
        lines.append(title)
    lines.append(f"Terrain: {summary['terrain']}")
    matchups = {m["number"]: m for m in summary["matchups"]}
    secondaries = iter(summary["secondaries"])
    for event in log:
        kind = event["event"]
        if kind == "declare":
            says = "will" if event["command"] else "will not"
            lines.append(f"The {event['side']} {says} play a command card.")
        elif kind == "command":
            lines.append(f"The {event['side']} reveals {event['card']} as the command card.")
        elif kind == "dispelled":
            lines.append(f"  {event['card']} is dispelled ({event['why']}).")
        elif kind == "cast":
            target = f" on {event['target']}" if event.get("target") else ""
            lines.append(f"  The {event['side']} casts {event['card']}{target}.")
        elif kind == "fizzles":
            lines.append(f"  {event['card']} fizzles.")
        elif kind == "aoe":
            hit = ", ".join(event["hit"]) or "nothing"
            lines.append(
                f"  {event['card']}: {event['points']}-point {event['kind']} AOE hits {hit}."
            )
        elif kind == "terrain" or kind == "effect":
            lines.append(f"  {event['text']}.")
        elif kind == "matchup":
            in_matchup = True
            lines.append(f"Match-up {event['number']}: {event['attacker']} vs. {event['defender']}")
        elif kind == "no_bribe":
            pass
        elif kind == "bribed":
            lines.append(f"  {event['card']} is bribed away {event['why']}.")
        elif kind == "ranged":
            lines.append(
                f"  The {event['side']} fires {event['card']}'s "
                f"{event['points']}-point ranged attack."
            )
        elif kind == "channel":
            lines.append(f"  {event['source']} channels {event['points']} into {event['to']}.")
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
            line = f"  {event['card']} ({event['side']}) is {kind}{why}."
            (held if in_matchup else lines).append(line)
        elif kind == "secondary":
            lines.append(
                f"Secondary attack: the {event['side']}'s {event['card']} "
                f"attacks {event['target']}."
            )
        elif kind == "secondary_result":
            lines.append(
                f"  {_parts(event['parts'])} = {event['total']} against "
                f"{event['target']}'s {event['target_vitality']}"
            )
            next(secondaries, None)
        elif kind == "declares":
            lines.append(f"  The {event['side']} declares the {event['what']}: {event['value']}.")
        elif kind == "reveal":
            shown = ", ".join(event["shown"]) or "nothing"
            lines.append(f"  {event['card']}: the opponent must show {shown} and play them first.")
        elif kind == "discard":
            hit = ", ".join(event["hit"]) or "nothing"
            lines.append(f"  {event['card']} makes the opponent discard {hit}.")
        elif kind == "aside":
            hit = ", ".join(event["hit"]) or "nothing"
            lines.append(f"  {event['card']} sets aside {hit}.")
        elif kind == "stones":
            lines.append(
                f"  The {event['side']} {'gains' if event['change'] > 0 else 'loses'} "
                f"{abs(event['change'])} power stone(s) ({event['card']})."
            )
        elif kind == "roll":
            lines.append(f"  Rolled {event['dice']}d6: {event['total']}.")
        elif kind == "returned":
            lines.append(f"  {event['card']} is sent back to the Creature Pen ({event['why']}).")
        elif kind == "resolution":
            lines.append(
                f"Resolution: attacker {event['attacker']}, defender {event['defender']}: "
                f"the {event['winner']} holds the space."
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
