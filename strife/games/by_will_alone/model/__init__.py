"""The things of By Will Alone; so far the terrain-feature board (9, 10)."""

from strife.games.by_will_alone.model.board import Board, Edge, Feature, load_board
from strife.games.by_will_alone.model.map_data import FeatureKind, Obstacle

__all__ = ["Board", "Edge", "Feature", "FeatureKind", "Obstacle", "load_board"]
