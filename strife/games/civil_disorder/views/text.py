"""A view in plain words for the terminal: where your figure is, what it sees, and what
your units report."""

from __future__ import annotations

from typing import Any

ORDERS = {
    "hold": "holding",
    "move": "moving",
    "withdraw": "withdrawing",
    "charge": "charging",
    "arrest": "making arrests",
    "gas": "going to throw gas",
    "hose": "hosing a crowd",
    "sniper": "firing at the sniper",
}


def describe(view: dict[str, Any]) -> str:
    lines = [f"Turn {view['turn']} of {view['length']}."]
    me = view.get("me")
    if me:
        lines.append(f"You are {me['name']}, at {me['place']}.")
    crowds = view["crowds"]
    if crowds:
        lines.append("Crowds in sight (their mood: 8 is bad, 1 is good):")
        for c in crowds:
            wet = "" if c["wet"] == "dry" else f", {c['wet']}"
            lines.append(
                f"  {c['name']} at {c['place']}: {c['bases']} groups, mood {c['level']}{wet}"
            )
    elif me:
        lines.append("No crowd in sight.")
    units = view["units"]
    if units:
        lines.append("Units:")
        for u in units:
            doing = f", {ORDERS.get(u['order'], u['order'])}" if "order" in u else ""
            hurt = f", {u['wounded']} hurt" if u["wounded"] else ""
            lines.append(f"  {u['name']} at {u['place']}: {u['figures']} fit{hurt}{doing}")
    others = [o for o in view["officers"] if not me or o["name"] != me["name"]]
    for o in others:
        lines.append(f"{o['name']} is at {o['place']}.")
    for cloud in view["clouds"]:
        lines.append(f"A cloud of {cloud['gas']} hangs at {cloud['place']}.")
    for fire in view["fires"]:
        lines.append(f"{fire['name']} is on fire ({fire['fires']}).")
    for c in view["casualties"]:
        lines.append(f"Someone {c['state']} at {c['place']}.")
    for sniper in view.get("snipers", []):
        state = "out of action" if sniper["out"] else "firing"
        lines.append(f"A sniper at {sniper['place']}, {state}.")
    found = view.get("assessment")
    if found:
        lines.append(f"Assessment: {found['score']} out of 100.")
        lines += [f"  {line}" for line in found["reasons"]]
    return "\n".join(lines)
