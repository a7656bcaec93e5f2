"""Game-agnostic players."""

from strife.agents.base import Agent
from strife.agents.random_agent import RandomAgent
from strife.agents.registry import agent_names, make_agent, register_agent

__all__ = ["Agent", "RandomAgent", "agent_names", "make_agent", "register_agent"]
