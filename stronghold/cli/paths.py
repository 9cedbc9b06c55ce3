"""Where Stronghold keeps a person's files (records, decks of their own)."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs


def data_folder() -> Path:
    """Where Stronghold keeps a user's files: ``$STRONGHOLD_DATA`` if set, else the platform's
    user data folder (``~/.local/share/stronghold`` on Linux, ``$XDG_DATA_HOME`` honoured)."""
    configured = os.environ.get("STRONGHOLD_DATA")
    return Path(configured) if configured else platformdirs.user_data_path("stronghold")
