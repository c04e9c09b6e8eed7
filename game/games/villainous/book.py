"""The rulebook's pages: the tables the engine looks rules up in, and the ``Rulebook`` that
fills them.

What a card's step does (its verb's handler), whether it can be done (its feasibility
check), what an always-on ability does (its static rule), what a villain adds (its
Objective, its hooks) and what a box adds (its ``BoxRules``) are looked up by name in the
tables below. They are filled once, by explicit calls, in one place: ``rulebook.assemble``
(``game/games/villainous/rulebook.py``) hands the ``Rulebook`` to each module that brings
rules and that module's ``register(book)`` enters them. Nothing here imports the engine, so
every module may read these tables, and no module has to import the ones that fill them.

Registration is by calls, never decorators, so that mutation testing reaches the bodies of
the handlers (mutmut 3 leaves decorated functions alone; docs/mutation.md).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from .boxrules import BOX_RULES, BoxRules, register_box_rules
from .villains import HOOKS, OBJECTIVES, Hooks, Objective, hooks, objective

#: ``(state, frame, step, answer) -> done``: True when the step is complete, False when it
#: waits for an answer or for the frames it pushed (``effects/_verbs.py`` says more)
Handler = Callable[[Any, Any, dict, Any], bool]
#: ``(state, player, step, source, controller) -> bool``: can the step be done in that Realm
Feasibility = Callable[[Any, Any, dict, int, int], bool]

# --- verbs ------------------------------------------------------------------------------------

#: verb name -> handler
VERB_HANDLERS: dict[str, Handler] = {}
#: verb name -> feasibility check (a verb without one is always feasible)
FEASIBILITY: dict[str, Feasibility] = {}
#: the verbs whose feasibility check reads nothing but the Realm it is given (its cards on
#: both sides, attachments and Trapped tokens, Obstacles, locks, the Relic: what
#: ``state.touched`` covers), the step, the source card and the controller: a program
#: made of such steps has a verdict that holds until the Realm changes (``resolution``)
REALM_CHECKS: set[str] = set()
#: the verbs a villain's module brings (``villain_verb``, ``script``): name -> (parameter
#: schema, required parameters), which the villain-file schema takes in
#: (``vocabulary.all_verbs``)
BROUGHT: dict[str, tuple[dict, tuple[str, ...]]] = {}
#: of those, the scripts: the code of one card. A second card that needs the same turns it
#: into a general verb with selectors, in ``effects/``.
SCRIPTS: set[str] = set()
#: verb -> its words for a choice's button (``words.option_words``), for a brought verb
STEP_WORDS: dict[str, Callable[[Any, dict], str]] = {}


def verb(name: str, feasible: Feasibility | None = None, realm: bool = False) -> Callable[[Handler], Handler]:
    """Register a handler for the vocabulary verb ``name``, with its feasibility check;
    ``realm``: that check reads nothing but the Realm (see ``REALM_CHECKS``). Called as
    ``verb(name, check)(handler)``."""

    def register(handler: Handler) -> Handler:
        if name in VERB_HANDLERS:
            raise ValueError(f"verb {name!r} has two handlers")
        VERB_HANDLERS[name] = handler
        if feasible is not None:
            FEASIBILITY[name] = feasible
            if realm:
                REALM_CHECKS.add(name)
        return handler

    return register


def villain_verb(
    name: str,
    handler: Handler,
    feasible: Feasibility | None = None,
    params: dict | None = None,
    required: tuple[str, ...] = (),
    words: Callable[[Any, dict], str] | None = None,
    realm: bool = False,
) -> Handler:
    """Register a verb that one villain's cards share and its module brings (the Horned
    King's Relic: ``claim_relic``, ``flip_relic``), taking the parameters ``params`` (the
    JSON Schema of each) of which ``required`` must be given; ``words`` names the step on
    a choice's button."""
    verb(name, feasible, realm)(handler)
    BROUGHT[name] = (dict(params or {}), tuple(required))
    if words is not None:
        STEP_WORDS[name] = words
    return handler


def script(
    name: str,
    handler: Handler,
    feasible: Feasibility | None = None,
    params: dict | None = None,
    required: tuple[str, ...] = (),
    words: Callable[[Any, dict], str] | None = None,
    realm: bool = False,
) -> Handler:
    """Register the code of one card: a named script its data calls like a verb (see
    ``villain_verb``)."""
    SCRIPTS.add(name)
    return villain_verb(name, handler, feasible, params, required, words, realm)


def step_feasible(st: Any, p: Any, step: dict, src: int, ctl: int) -> bool:
    """Can this step of a program be done in ``p``'s Realm now?"""
    check = FEASIBILITY.get(step["verb"])
    return check is None or check(st, p, step, src, ctl)


def step_checked(step: dict) -> bool:
    """Does this step's verb have a feasibility check (can it ever fail to be done)?"""
    return step["verb"] in FEASIBILITY


# --- always-on abilities ------------------------------------------------------------------------
#
# Each static kind of the vocabulary (``vocabulary.STATICS``) has what it does: a *strength*
# rule (a Strength modifier), an *entry* rule (what may not enter a location), a *cost* rule
# (a card's cost), or a *flag* (read where its rule applies, by ``realm.has_static``).
# ``tests/villainous/test_vocabulary.py`` keeps the two in step.

#: kind -> (st, p, d, iid, loc, src, sloc, argument) -> Strength added
STRENGTH_RULES: dict[str, Callable] = {}
#: kind -> (d, loc, sloc, arg, moving) -> True when the card may NOT enter ``loc``
ENTRY_RULES: dict[str, Callable] = {}
#: kind -> (d, argument) -> cost added, for the cards that ``COST_CONCERNS[kind](d)`` accepts
COST_RULES: dict[str, Callable] = {}
COST_CONCERNS: dict[str, Callable] = {}
#: kind -> (p, argument) -> the argument in this Realm's terms (a location key -> index)
ARGUMENTS: dict[str, Callable] = {}
#: kind -> what it means, for the flags read where their rule applies
FLAGS: dict[str, str] = {}


def static_rule(table: dict, kind: str, resolve: Callable | None = None) -> Callable[[Callable], Callable]:
    """Register the rule of a static kind in ``table`` (one of the dicts above). Called as
    ``static_rule(table, kind)(rule)``."""

    def register(fn: Callable) -> Callable:
        if kind in registered_statics():
            raise ValueError(f"static {kind!r} has two rules")
        table[kind] = fn
        if resolve is not None:
            ARGUMENTS[kind] = resolve
        return fn

    return register


def flag(kind: str, meaning: str) -> None:
    """Register a static kind that is read where its rule applies (``realm.has_static``)."""
    if kind in registered_statics():
        raise ValueError(f"static {kind!r} has two rules")
    FLAGS[kind] = meaning


def registered_statics() -> set[str]:
    return set(STRENGTH_RULES) | set(ENTRY_RULES) | set(COST_RULES) | set(FLAGS)


def _unassembled(st: Any) -> Sequence[Any]:
    BOOK.require()
    return ()


# --- the rulebook -------------------------------------------------------------------------------


class Rulebook:
    """Every rule the engine looks up by name, in one object: the verbs and their checks,
    the villains' verbs and scripts, the static rules and flags, the Objectives and villain
    hooks, the boxes' own rules. ``rulebook.assemble`` fills it by handing it to each
    module's ``register(book)``; its methods are the calls those functions make."""

    def __init__(self) -> None:
        self.verbs = VERB_HANDLERS
        self.feasibility = FEASIBILITY
        self.realm_checks = REALM_CHECKS
        self.brought = BROUGHT
        self.scripts = SCRIPTS
        self.step_words = STEP_WORDS
        self.strength_rules = STRENGTH_RULES
        self.entry_rules = ENTRY_RULES
        self.cost_rules = COST_RULES
        self.cost_concerns = COST_CONCERNS
        self.arguments = ARGUMENTS
        self.flags = FLAGS
        self.objectives = OBJECTIVES
        self.hooks = HOOKS
        self.boxes = BOX_RULES
        #: the turn's legal actions, ``(state) -> actions`` (``turn.legal_actions``): what
        #: reading a move's text matches against (``actions.parse_action``)
        self.legal_actions: Callable[[Any], Sequence[Any]] = _unassembled
        #: the modules whose ``register`` has run, in order (each runs once)
        self.entered: list[str] = []
        #: every module has entered its rules (``rulebook.assemble``)
        self.assembled = False

    def verb(self, name: str, handler: Handler, feasible: Feasibility | None = None, realm: bool = False) -> None:
        """A verb of the vocabulary (``vocabulary.VERBS``), its handler and its check."""
        verb(name, feasible, realm)(handler)

    def villain_verb(self, name: str, handler: Handler, feasible: Feasibility | None = None,
                     params: dict | None = None, required: tuple[str, ...] = (),
                     words: Callable[[Any, dict], str] | None = None, realm: bool = False) -> None:
        """A verb one villain's module brings (see ``villain_verb``)."""
        villain_verb(name, handler, feasible, params, required, words, realm)

    def script(self, name: str, handler: Handler, feasible: Feasibility | None = None,
               params: dict | None = None, required: tuple[str, ...] = (),
               words: Callable[[Any, dict], str] | None = None, realm: bool = False) -> None:
        """The code of one card (see ``script``)."""
        script(name, handler, feasible, params, required, words, realm)

    def static_rule(self, table: dict, kind: str, rule: Callable, resolve: Callable | None = None) -> None:
        """The rule of a static kind, in one of the tables above (``strength_rules``…)."""
        static_rule(table, kind, resolve)(rule)

    def flag(self, kind: str, meaning: str) -> None:
        flag(kind, meaning)

    def objective(self, kind: str, **parts: Any) -> Objective:
        """An Objective kind (``villains.Objective``)."""
        return objective(kind, **parts)

    def villain_hooks(self, key: str, **parts: Any) -> Hooks:
        """What one villain adds to the turn and to the bots (``villains.Hooks``)."""
        return hooks(key, **parts)

    def box_rules(self, rules: BoxRules) -> BoxRules:
        """A box's own rules (``boxrules.BoxRules``)."""
        return register_box_rules(rules)

    def require(self) -> None:
        """Refuse to go on with empty pages (a program whose verbs have no handler)."""
        if not self.assembled:
            raise RuntimeError("the Villainous rulebook is not assembled: import "
                               "game.games.villainous.rulebook first (reading a villain's data does)")


#: the engine's one rulebook; ``rulebook.RULEBOOK`` is it, assembled
BOOK = Rulebook()
