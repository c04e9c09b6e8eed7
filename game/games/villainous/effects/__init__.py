"""One handler per effect verb of the vocabulary (see ``vocabulary.py``), grouped by what
the verbs act on. Each module registers its verbs with ``verb(name, feasible)(handler)``
after each handler (see ``_verbs.py``), the handler and its feasibility check side by side:
a call rather than a decorator, so that mutation testing reaches the handler's body
(mutmut 3 leaves decorated functions alone; docs/mutation.md). The code of one card is not here: it is a
script registered beside its villain's data (``villains/<key>.py``), which this package
imports so that every step name has its handler once ``effects`` is loaded.
"""

from __future__ import annotations

from .. import villains  # noqa: F401  (the villains' scripts register themselves)
from . import fate, finding, hand, heroes, locations, obstacles, programs  # noqa: F401
from ._verbs import VERB_HANDLERS, step_feasible
from .programs import evaluate

__all__ = ["VERB_HANDLERS", "step_feasible", "evaluate"]
