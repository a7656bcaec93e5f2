"""Making smoke (17.3, which sends the reader to 10.3 for its effects): where each way of
making smoke puts it on the feature map, how it hides units, and how long it lasts."""

from __future__ import annotations

from collections.abc import Collection
from enum import Enum

from strife.core.errors import StrifeError
from strife.core.geometry import Blocker, Viewpoint
from strife.core.geometry.sight import blocks
from strife.games.by_will_alone.model.board import GROUND, Board
from strife.games.by_will_alone.model.features import Level
from strife.games.by_will_alone.model.sighting import eye_height

# 10.3: "A cloud of smoke is considered to be the height of a one story building."
SMOKE_HEIGHT = 1


class SmokeMethod(Enum):
    """The dispersal methods of 10.3 and where their cotton balls go."""

    VEHICLE_SCREEN = "vehicle smoke screen"  # 3 balls behind the vehicle
    DISCHARGER = "vehicle smoke discharger"  # 1 ball in front of the vehicle
    ARTILLERY = "artillery smoke barrage"  # 10 per cannon, left and right of the marker
    POTS = "smoke pots or a bonfire"  # 3 in a line downwind


def angle_between(a: int, b: int) -> int:
    """The smaller angle between two bearings, in whole degrees."""
    d = abs(a - b) % 360
    return min(d, 360 - d)


def toward(board: Board, feature: str, bearing: int) -> str | None:
    """The next feature in the direction `bearing` (the neighbour whose crossing is
    nearest that bearing, within a right angle; of two equally near, the first in the
    board's order, clockwise from north), or None if no neighbour lies that way."""
    best: tuple[int, str] | None = None
    for edge in board.neighbours(feature):
        off = angle_between(edge.bearing, bearing)
        if off < 90 and (best is None or off < best[0]):
            best = (off, edge.to)
    return None if best is None else best[1]


def smoke_features(board: Board, method: SmokeMethod, feature: str, bearing: int) -> frozenset[str]:
    """The features a smoke cloud covers (ruling 17.3-a). `bearing` is the vehicle's
    facing for a screen or discharger, the wind for smoke pots and bonfires, and the line
    of fire for a barrage.
    - A screen (3 balls behind): the vehicle's feature and the next one behind it.
    - A discharger (1 ball in front): the next feature in front of the vehicle.
    - A barrage (10 balls a cannon, left and right of the marker): the target feature and
      the next features to its left and right of the line of fire.
    - Pots and bonfires (3 balls in a line downwind): their feature and the next downwind.
    """
    board.feature(feature)
    if not 0 <= bearing < 360:
        raise StrifeError(f"a bearing is 0 to 359 degrees, not {bearing}")
    if method is SmokeMethod.VEHICLE_SCREEN:
        covered = [feature, toward(board, feature, (bearing + 180) % 360)]
    elif method is SmokeMethod.DISCHARGER:
        covered = [toward(board, feature, bearing)]
    elif method is SmokeMethod.ARTILLERY:
        covered = [
            feature,
            toward(board, feature, (bearing + 270) % 360),
            toward(board, feature, (bearing + 90) % 360),
        ]
    else:
        covered = [feature, toward(board, feature, bearing)]
    found = frozenset(f for f in covered if f is not None)
    if not found:
        raise StrifeError(f"there is no feature in front of {board.feature(feature).name}")
    return found


def why_smoke_hides(
    board: Board,
    a: str,
    b: str,
    smoke: Collection[str],
    level_a: Level = GROUND,
    level_b: Level = GROUND,
) -> str | None:
    """Why smoke stops the line of sight from a to b (10.3), or None. Smoke is a one storey
    blocker over each smoked feature: it hides a unit at ground level inside it and any
    line that passes through it below one storey; a line from above it sees over. Units in
    the same feature still see each other (ruling 17.3-b)."""
    if a == b and level_a == level_b:
        return None
    fa, fb = board.feature(a), board.feature(b)
    eye_a = Viewpoint(f"{a}@{level_a}", fa.anchor, eye_height(fa, level_a))
    eye_b = Viewpoint(f"{b}@{level_b}", fb.anchor, eye_height(fb, level_b))
    for fid in sorted(smoke):
        cloud = Blocker(fid, board.polygon(fid), SMOKE_HEIGHT)
        if blocks(cloud, eye_a, eye_b):
            return f"smoke over {board.feature(fid).name} is in the way"
    return None


def sees_through_smoke(
    board: Board,
    a: str,
    b: str,
    smoke: Collection[str],
    level_a: Level = GROUND,
    level_b: Level = GROUND,
) -> bool:
    """Line of sight with smoke: the board's, less what the smoke hides."""
    if not board.sees(a, b, level_a, level_b):
        return False
    return why_smoke_hides(board, a, b, smoke, level_a, level_b) is None


def smoke_clears(laid_by: str, initiative_ending: str) -> bool:
    """Smoke lasts until the end of an opponent's initiative (10.3): it clears when an
    initiative of any side but the one that made it ends."""
    return initiative_ending != laid_by
