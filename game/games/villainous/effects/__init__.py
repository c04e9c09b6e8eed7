"""One handler per effect verb of the vocabulary (see ``vocabulary.py``), grouped by what
the verbs act on. Each module registers its verbs with ``@verb`` (see ``_verbs.py``), the
handler and its feasibility check side by side.
"""

from __future__ import annotations

from . import fate, finding, hand, heroes, locations, obstacles, programs, relic, scum  # noqa: F401
from ._verbs import VERB_HANDLERS, step_feasible
from .programs import evaluate

__all__ = ["VERB_HANDLERS", "step_feasible", "evaluate"]
