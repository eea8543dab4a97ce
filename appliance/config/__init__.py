"""Settings: typed declarations (:mod:`.settings`), YAML loading (:mod:`.loading`), file places (:mod:`.paths`)."""

from .loading import MOVED, load_settings, parse_settings, with_overrides
from .paths import Paths, paths
from .settings import (AnswerSettings, BeaconSettings, BindingSettings, ConfigError, ConversationSettings, EmbeddingSettings, IndexSettings, Invalid,
                       MemorySettings,
                       NamespaceSettings, ScannerSettings, SearchSettings, ServeSettings, Settings, StoreSettings,
                       VoiceSettings)

__all__ = [
    "AnswerSettings", "BeaconSettings", "BindingSettings", "ConfigError", "ConversationSettings", "EmbeddingSettings", "IndexSettings", "Invalid", "MOVED",
    "MemorySettings",
    "NamespaceSettings", "Paths", "ScannerSettings", "SearchSettings", "ServeSettings", "Settings", "StoreSettings",
    "VoiceSettings", "load_settings", "parse_settings", "paths", "with_overrides",
]
