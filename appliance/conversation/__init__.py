"""The conversation service: every face and sense asks and searches through it."""

from .service import ConversationService, QuestionError

__all__ = ["ConversationService", "QuestionError"]
