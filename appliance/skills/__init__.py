"""Skills: guided procedures written as SKILL.md files (format, roots, spoken triggers, guided runs)."""

from .format import Skill, SkillError, Step
from .library import SkillLibrary, UnknownSkill

__all__ = ["Skill", "SkillError", "SkillLibrary", "Step", "UnknownSkill"]
