"""The view's words: what the shell prints about a San Villano game (log, replay, Load rows,
Game over, rules help). Everything comes from the engine's own words (``game.games.san_villano.words``),
said here in the language chosen (``i18n.tr``: this is the edge where the game's phrases are translated)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.core.phrase import Name
from game.games.san_villano import scoring
from game.games.san_villano.actions import Action, parse_words
from game.games.san_villano.state import State
from game.games.san_villano.words import ICONS, amount, describe_event, name, org_name
from game.games.san_villano.words import describe as describe_action
from game.i18n import N_, _, tr

TITLE = "Heróis de San Villano"
SUBTITLE = N_("Comic-book heroes of a Brazilian city: 2–4 organizations, or solo against bots")


LEVEL_WORDS = (N_("random"), N_("easy"), N_("normal"), N_("hard"))  # a bot's level in a Load row
#: the Foci and Weaknesses, as a tooltip names them
FOCI = {"intelligence": N_("intelligence"), "power": N_("power"), "speed": N_("speed"),
        "strength": N_("strength"), "technology": N_("technology"), "special": N_("special")}


def named(item) -> str:
    """A card's, location's or organization's name in the language chosen (San Villano's
    own names are Portuguese; English has its ``en``)."""
    return tr(Name(item.en, pt=item.name))


def foci_words(keys) -> str:
    return ", ".join(_(FOCI.get(k, k)) for k in keys)


def describe(state: State, event) -> str:
    """An event in words (log, replay)."""
    return tr(describe_event(state, event))


def notation_words(state: State, action: Action | str) -> str:
    """A move in words; ``action`` is an Action or its notation text."""
    if isinstance(action, str):
        try:
            action = parse_words(action)
        except ValueError:
            return action
    try:
        return tr(describe_action(state, action))
    except (KeyError, IndexError, ValueError):
        return action.text()


def current_player(state: State) -> int:
    """Who decides now, -1 when nobody (the game is over)."""
    return state.deciding_seat()


def seat_name(state: State | None, seat: int) -> str:
    """The organization's name: "Red Fist"."""
    return tr(org_name(state, seat))


def _played_by(setup, k: int) -> str:
    seats = list(getattr(setup, "seats", None) or [])
    if k >= len(seats) or seats[k].kind == "human":
        return _("a person")
    return _("a bot ({level})").format(level=_(seats[k].level.capitalize()))


def opening_lines(setup, state: State) -> list[str]:
    """The log's first lines: who plays which organization, the turn order (the shuffled
    Organization cards) and the first Strategist."""
    names = [seat_name(state, k) for k in range(state.players)]
    players = "; ".join(_("{villain} played by {who}").format(villain=n, who=_played_by(setup, k))
                        for k, n in enumerate(names))
    order = ", ".join(names[k] for k in state.order if 0 <= k < len(names))
    return [_("A new game: {players}.").format(players=players),
            _("Turn order: {order}; {name} is the first Strategist.").format(order=order,
                                                                              name=names[state.strategist])]


def winner_words(state: State) -> tuple[str, str] | None:
    """The Game over headline and the line under it (the scores; the solo verdict)."""
    if state.phase != "over":
        return None
    scores = scoring.scores(state)
    won = scoring.winners(state)
    names = _(" and ").join(_("the {organization}").format(organization=seat_name(state, s)) for s in won)
    head = (_("{names} share the victory!") if len(won) > 1 else _("{names} wins!")).format(names=names)
    head = head[:1].upper() + head[1:]
    line = " · ".join(f"{seat_name(state, s)} {scores[s]}" for s in range(state.players))
    solo = state.options.get("solo")
    if solo:
        mine = scores[solo["human"]]
        beat = _("you beat it") if mine > solo["target"] else _("you did not beat it")
        verdict = (_("Protector of San Villano!") if won == (solo["human"],) and mine > solo["target"]
                   else _("You won, but the city expected more") if won == (solo["human"],)
                   else _("The bots' organizations did better"))
        line = _("{verdict} Your score {score}, target {target}: {beat}. {scores}").format(
            verdict=verdict, score=mine, target=solo["target"], beat=beat, scores=line)
    return head, line


def save_summary(setup: Mapping[str, Any]) -> tuple[str, str]:
    """A Load row's two lines from a save's setup (and its round and winner when known)."""
    seats = setup.get("seats") or []
    options = setup.get("options") or {}
    who = []
    for k, seat in enumerate(seats if isinstance(seats, list) else []):
        kind = seat.get("kind") if isinstance(seat, dict) else None
        level = seat.get("level") if isinstance(seat, dict) else None
        kind_words = _("human") if kind == "human" else _("{level} bot").format(level=_(str(level)))
        who.append(f"{seat_name(None, k)} ({kind_words})")
    first = ", ".join(who) or "San Villano"
    if isinstance(options, dict) and options.get("solo_target") is not None:
        first = _("Solo, target {target}: ").format(target=options["solo_target"]) + first
    won = setup.get("winners")
    rnd = setup.get("round")
    seats_ = [s for s in won if isinstance(s, int) and 0 < s <= len(seats)] if isinstance(won, list) else []
    if isinstance(won, list) and len(seats_) == len(won) == 1:  # 1-based seats, as the save keeps them
        second = _("Finished: the {organization} won").format(organization=seat_name(None, seats_[0] - 1))
    elif isinstance(won, list) and len(seats_) == len(won) > 1:
        names = _(" and ").join(_("the {organization}").format(organization=seat_name(None, s - 1)) for s in seats_)
        second = _("Finished: {names} shared the victory").format(names=names)
    elif won is not None:
        second = _("Finished")
    else:
        second = _("Round {round} of 11").format(round=rnd) if isinstance(rnd, int) else _("In progress")
    return first, second


def hand_lines(state: State, over: bool) -> list[str]:
    """What each organization holds (everything is public in San Villano but the Fires it
    will meet: the lines are the same whether the game is over or not)."""
    out = []
    scores = scoring.scores(state)
    for s, o in enumerate(state.orgs):
        heroes = ", ".join(tr(name(h)) + (_(" (exhausted)") if h in o.exhausted else "") for h in o.heroes) \
            or _("no Heroes")
        helpers = ", ".join(tr(name(h)) for h in o.helpers) or _("no Helpers")
        out.append(_("{organization}: {resources}, {reputation} Reputation; {heroes}; {helpers}; "
                     "{villains}, {fires}").format(
            organization=seat_name(state, s), resources=", ".join((tr(amount(o.clue, "clue")), tr(amount(o.money, "money")))),
            reputation=scores[s], heroes=heroes, helpers=helpers,
            villains=_("1 Villain") if len(o.captured) == 1 else _("{n} Villains").format(n=len(o.captured)),
            fires=_("1 Fire") if len(o.fires) == 1 else _("{n} Fires").format(n=len(o.fires))))
    return out


#: every icon of the City and the cards: its name on the table and what it does
ICON_NAMES = {
    "clue": N_("Clue"), "money": N_("Money"), "either": N_("Clue or Money"), "prepare": N_("Prepare"), "ability": N_("Ability"),
    "recruit": N_("Recruit"), "track": N_("Track"), "laurel": N_("Laurel"), "strategist": N_("Strategist (map)"),
    "confront": N_("Confront (fist)"), "move3": N_("Move 3"), "move5": N_("Move 5"), "question": N_("Question mark"),
}


def rules_help() -> list[tuple[str, str]]:
    """The rules help pages: the round, the actions, scoring, and a legend of every icon."""
    legend = "\n".join(f"- {_(ICON_NAMES[k])}: {_(ICONS[k])}" for k in ICON_NAMES)
    return [
        (_("The round"), _(
            "Each round the Round marker passes twice over the Organization cards: a Day turn "
            "(Action 1) for every organization in player order, extra actions on the Opportunity "
            "card, then a Night turn (Action 2) the same way.\n\n"
            "In your turn: allocate an agent from home onto a revealed Spring (I) card, or move one "
            "up to two cards orthogonally (never to the other location of the same card, never into "
            "a full location), then activate the location: its icons in any order, each once.\n\n"
            "When the marker turns from Night to Day the Strategist reveals a City card of the "
            "earliest season still face down and takes a Resource. After the last Summer card every "
            "organization gets its second agent; after the last Autumn card Elite Villains come. "
            "The game ends when nothing is left to reveal.")),
        (_("Heroes, Villains and Fires"), _(
            "Recruit Heroes and Helpers from the rows paying Clues and Money. Track a Villain "
            "(pay its tracking cost, put a Tracking token on it), then confront it with a prepared "
            "Hero or Super-Agent (pay its confront cost). A Hero whose Focus is the Villain's "
            "Weakness is ready for another; a Villain whose Focus is the Hero's Weakness makes it "
            "a heroic sacrifice; otherwise an epic struggle exhausts the Hero. Other organizations' "
            "tokens on a confronted Villain go to the Opportunity card: each is an extra action.\n\n"
            "A Villain with the Fire symbol leaves a face-down Fire token on a location. Entering "
            "it costs an exhausted Hero; its token is revealed and may be resolved for Reputation.")),
        (_("Scoring"), _(
            "At the end: Efficiency (the Villains you captured), Heroism (resolved Fires), Team "
            "(2 per Hero, 1 per Helper), Recognition (Nicknames: the first organization to meet "
            "each takes it) and Fundraising (1 per 5 resources left). Ties: most Villains, then "
            "most Heroes.\n\n"
            "Solo: you against 1 or 2 bot organizations; beat them and the target score.\n\n"
            "What is hidden: face-down City cards (their season shows), the order of the decks and "
            "the Fire tokens until revealed — hidden from everybody alike, so the screen never "
            "needs the hand-over curtain.")),
        (_("Icons of the City"), legend),
        (_("Cards and tokens"), _(
            "- Fire: a Fire token, face down ('?') until an agent enters; entering exhausts one of your Heroes\n"
            "- Tracking token: an organization is tracking that Villain (3 each; hexagons at home)\n"
            "- Guard token: agents of other organizations and Fires keep out of that location\n"
            "- Turned card: an exhausted character (prepare it to use it again)\n"
            "- Cost discs: the Clues (blue) and Money (gold) a card costs; T and C on a Villain: track and confront\n"
            "- Reputation coin: the Reputation Points a Villain is worth\n"
            "- Focus chip: a Hero's or Villain's Focus (In Intelligence, Po Power, Sp Speed, St Strength, "
            "Te Technology, Sc Special)\n"
            "- Weakness chip: hollow and crossed; a Focus matching it decides a confrontation\n"
            "- Sun / moon marker: the Round marker's Day (Action 1) or Night (Action 2) side\n"
            "- Map: the Strategist's card (reveals a City card and takes a Resource each round)")),
        (_("At the table"), _(
            "Drag an agent onto a location: the legal ones light up; a refused drop glides back and "
            "says why. Drag a Hero or Helper from its row onto your organization to recruit it, a "
            "Villain onto your organization to track it, one of your Heroes onto a tracked Villain "
            "to confront it. Every answer is also a button on the bar; keys 1–9 choose, Ctrl+Z undoes "
            "within your turn, F1 opens this help, Esc pauses.")),
    ]
