"""The verb registry, and the helpers every verb module shares.

A handler has the signature ``(state, frame, step, answer) -> done``. It returns True
when the step is complete, and False when it is waiting: either it set a prompt (the
answer comes back as ``answer``) or it pushed frames that must resolve first (it is
then called again with ``answer=None``). Work in progress between calls is kept in
the frame's scratch dict ``frame.v``, which holds only plain values.

A verb may also say when it can be done at all, for the rule "if you cannot do what the
card says, you cannot play it"; a verb without such a check is always feasible, and so
are "may" steps and steps marked ``if_able``.
"""

from __future__ import annotations

from collections.abc import Callable

from .. import actions as A
from ..actions import Action
from ..resolution import ask
from ..stack import Prog
from ..state import Player, State

Handler = Callable[[State, Prog, dict, "Action | None"], bool]
Feasibility = Callable[[State, Player, dict, int, int], bool]

#: verb name -> handler; filled by the ``verb(...)(handler)`` calls of the verb modules
VERB_HANDLERS: dict[str, Handler] = {}
_FEASIBILITY: dict[str, Feasibility] = {}
#: the verbs whose feasibility check reads nothing but the Realm it is given (its cards on
#: both sides, attachments and Trapped tokens, Obstacles, locks, the Relic: what
#: ``state.touched`` covers), the step, the source card and the controller: a program
#: made of such steps has a verdict that holds until the Realm changes (``resolution``)
REALM_CHECKS: set[str] = set()


def verb(name: str, feasible: Feasibility | None = None, realm: bool = False) -> Callable[[Handler], Handler]:
    """Register a handler for the vocabulary verb ``name``, with its feasibility check;
    ``realm``: that check reads nothing but the Realm (see ``REALM_CHECKS``)."""

    def register(handler: Handler) -> Handler:
        if name in VERB_HANDLERS:
            raise ValueError(f"verb {name!r} has two handlers")
        VERB_HANDLERS[name] = handler
        if feasible is not None:
            _FEASIBILITY[name] = feasible
            if realm:
                REALM_CHECKS.add(name)
        return handler

    return register


#: the verbs a villain's module brings, registered beside its data (``villains/<key>.py``)
#: with ``villain_verb`` or ``script``: name -> (parameter schema, required parameters),
#: which the villain-file schema takes in (``vocabulary.all_verbs``)
BROUGHT: dict[str, tuple[dict, tuple[str, ...]]] = {}
#: of those, the scripts: the code of one card. A second card that needs the same turns
#: it into a general verb with selectors, here in ``effects/``.
SCRIPTS: set[str] = set()
#: verb -> its words for a choice's button (``words.option_words``), for a brought verb
STEP_WORDS: dict[str, Callable[[State, dict], str]] = {}


def villain_verb(
    name: str,
    handler: Handler,
    feasible: Feasibility | None = None,
    params: dict | None = None,
    required: tuple[str, ...] = (),
    words: Callable[[State, dict], str] | None = None,
    realm: bool = False,
) -> Handler:
    """Register a verb that one villain's cards share and its module brings (the Horned
    King's Relic: ``claim_relic``, ``flip_relic``), taking the parameters ``params`` (the
    JSON Schema of each) of which ``required`` must be given; ``words`` names the step on
    a choice's button.

    A call, not a decorator, so that the handler's body stays undecorated (mutmut 3 leaves
    decorated functions alone)."""
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
    words: Callable[[State, dict], str] | None = None,
    realm: bool = False,
) -> Handler:
    """Register the code of one card: a named script its data calls like a verb (see
    ``villain_verb``)."""
    SCRIPTS.add(name)
    return villain_verb(name, handler, feasible, params, required, words, realm)


def step_feasible(st: State, p: Player, step: dict, src: int, ctl: int) -> bool:
    """Can this step of a program be done in ``p``'s Realm now?"""
    check = _FEASIBILITY.get(step["verb"])
    return check is None or check(st, p, step, src, ctl)


def step_checked(step: dict) -> bool:
    """Does this step's verb have a feasibility check (can it ever fail to be done)?"""
    return step["verb"] in _FEASIBILITY


def realm_of(st: State, f: Prog) -> Player:
    """The Player whose Realm the frame acts on (a Fate card acts on its target's)."""
    return st.players[f.realm]


WAIT = object()


def chosen(st: State, f: Prog, ans: Action | None, slot: str, candidates, kind: str, message: str):
    """The first half of a two-step choice (which card, then where): the card, kept in
    ``f.v[slot]`` once chosen; None when there is no card to choose; ``WAIT`` while the
    player decides."""
    v = f.v
    if slot not in v:
        if ans is None or ans.verb != A.PICK:
            options = [Action(A.PICK, c) for c in candidates()]
            if not options:
                return None
            ans = ask(st, f.ctl, kind, options, message)
            if ans is None:
                return WAIT
        v[slot] = ans.card
    return v[slot]


def location_answers(p: Player, keep) -> list[Action]:
    """A location answer for every location index that ``keep`` accepts (called at once)."""
    return [Action(A.AT, -1, i) for i in range(len(p.vside)) if keep(i)]
