"""Undo and redo at the table (the match keeps the history and its barriers).
"""

from __future__ import annotations

from game.games.villainous.words import sentence

from ...i18n import _
from .seats import notation_words


class TableHistory:
    """Ctrl+Z / Ctrl+Y and the Undo button."""

    def undo(self) -> None:
        if self.viewer < 0 or not self.match.can_undo(self.viewer):
            if self.viewer >= 0 and self.match.history:
                self.say(_("Nothing to undo: the last move revealed a card or passed the decision on"))
            return
        text_ = self.match.undo()
        self.log.append(sentence(_("Undone: {move}").format(move=notation_words(self.st, text_))))
        self._after_history_change()

    def redo(self) -> None:
        if self.viewer < 0 or not self.match.can_redo(self.viewer):
            return
        self._take_events(self.match.redo())
        self._after_history_change()

    def _after_history_change(self) -> None:
        self.log_surface = None
        self.lay = None
        self.static = None
        self.dirty = True
        self.app.after_move(self.match)
        self._check_curtain()  # a redo may hand the decision to someone else
