"""Which namespaces are mounted and preferred: hand state, beacon policy, open indexes, merged search."""

from .policy import MountManager
from .registry import Mounted
from .state import HandState, load_hand_state, save_hand_state

__all__ = ["HandState", "MountManager", "Mounted", "load_hand_state", "save_hand_state"]
