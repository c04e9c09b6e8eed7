"""The engine's rulebook, assembled in one place.

Every rule the engine looks up by name is entered here, by explicit calls, in this order:

1. the rulebook's own always-on abilities (``realm.register``: Strength, cost, what may not
   enter a location);
2. the verbs of the card vocabulary, one module of ``effects/`` after another;
3. what each villain brings (``villains/<key>.py``: its Objective, its hooks, its flags, its
   verbs and the scripts of single cards), the villains listed in ``VILLAIN_MODULES``;
4. the boxes' own rules (``BOX_MODULES``: Scum and Villainy's ``BoxRules``);

and it hands down the turn's legal actions (``turn.legal_actions``), which reading a move's
text matches against (``actions.parse_action``).

Each of those modules has a ``register(book)`` that makes the calls of ``book.Rulebook``;
none registers anything when imported. The tables they fill (``book.py``) sit below every
engine module, so a module reads a rule without importing the modules that bring it: the
import graph of the engine has no circle (``tests/villainous/test_rulebook.py`` checks it).

``cards`` imports this module when it reads the first villain file (a file is read against
the rulebook), so the rulebook is complete before any game is set up or read; a state made before it would be refused with
a message saying so (``Rulebook.require``).
"""

from __future__ import annotations

from types import ModuleType

from . import realm, scum_and_villainy, turn
from .book import BOOK, Rulebook
from .effects import fate, finding, hand, heroes, locations, obstacles, programs, scum
from .villains import boba_fett, cad_bane, gaston, horned_king, lady_tremaine, seventh_sister

#: the modules of the card vocabulary's verbs (``effects/``)
VERB_MODULES: tuple[ModuleType, ...] = (fate, finding, hand, heroes, locations, obstacles, programs, scum)
#: villain key -> the module of what that villain brings beyond its data
VILLAIN_MODULES: dict[str, ModuleType] = {
    "boba-fett": boba_fett,
    "cad-bane": cad_bane,
    "gaston": gaston,
    "horned-king": horned_king,
    "lady-tremaine": lady_tremaine,
    "seventh-sister": seventh_sister,
}
#: box key -> the module of that box's own rules (a box without one plays by ``box.Box`` alone)
BOX_MODULES: dict[str, ModuleType] = {"scum-and-villainy": scum_and_villainy}


def assemble(book: Rulebook) -> Rulebook:
    """Enter every module's rules in ``book`` (once: a second call finds them there)."""
    if book.assembled:
        return book
    book.legal_actions = turn.legal_actions
    modules = [realm, *VERB_MODULES, *VILLAIN_MODULES.values(), *BOX_MODULES.values()]
    for module in modules:
        module.register(book)
        book.entered.append(module.__name__)
    book.assembled = True
    return book


#: the engine's rulebook, complete
RULEBOOK = assemble(BOOK)
