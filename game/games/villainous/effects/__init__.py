"""One handler per effect verb of the vocabulary (see ``vocabulary.py``), grouped by what
the verbs act on. Each module enters its verbs in the rulebook from its ``register(book)``
(``book.Rulebook.verb(name, handler, feasible)``), the handler and its feasibility check side
by side: a call rather than a decorator, so that mutation testing reaches the handler's body
(mutmut 3 leaves decorated functions alone; docs/mutation.md). ``rulebook.assemble`` calls
each module's ``register``. The code of one card is not here: it is a script beside its
villain's data (``villains/<key>.py``).
"""

from __future__ import annotations

from ..realm import evaluate
from ._verbs import VERB_HANDLERS, step_feasible

__all__ = ["VERB_HANDLERS", "step_feasible", "evaluate"]
