"""The ``villainous`` command line.

``--game`` picks the game (Villainous when it is left out): ``new-position``, ``analyse``,
``simulate``, ``cli`` (a game in the terminal) and ``replay`` work for every registered game
through the protocol (``legal_texts``, ``parse``, ``text``) and the game's definition;
``villainous --game KEY`` with no command opens the window on that game's New game screen.
Every bad input (an unknown game or villain, an illegal or unreadable move, a malformed
position) prints what is wrong and where, and exits with status 2: never a traceback. Output
that cannot be written (standard output closed, a reader that stopped reading, a full disk)
and a terminal game whose standard input is closed end with one line and status 3
(``EXIT_STATUSES``).

The command line speaks the language of ``--language CODE`` (taken by every command and
before one: ``villainous --language pt --help``), else the one chosen in the window's Settings,
else English: its help, its refusals and argparse's own words (``ARGPARSE_WORDS``, said
through the message catalogue while the parser is built and used: ``_argparse_speaks``).
"""

from __future__ import annotations

import argparse
import contextlib
import errno
import json
import os
import sys
import textwrap
import time
from collections.abc import Iterator, Sequence
from typing import Any

from game import __version__, compiled
from game.core.bots import close_bot, decision_summary
from game.core.bots.arena import play_out
from game.core.match import Match, Seat, Setup
from game.core.phrase import Name
from game.core.protocol import GameDefinition, winners_of
from game.core.registry import DEFAULT_GAME, game_named, keys
from game.core.safefile import FileRefused, clean_text, excerpt, parse_json, read_limited
from game.core.session import Session
from game.i18n import DEFAULT, LANGUAGES, N_, translated

#: a position file is a few kilobytes; a save (which analyse also takes) at most 2 MB
MAX_POSITION_BYTES = 500_000
#: the longest move number the terminal game reads (a list of moves is never this long)
MAX_MOVE_NUMBER_DIGITS = 6

#: what each exit status means (also in ``--help`` and the README)
EXIT_STATUSES = {
    0: N_("done"),
    1: N_("replay: the moves do not lead to the stored position; simulate: a game could not be "
          "saved; the window: it stopped because of an error (a report was written)"),
    2: N_("bad input: an unknown name, an illegal move, a file that cannot be used"),
    3: N_("the terminal failed: standard output closed, a broken pipe or a full disk, or the "
          "terminal game's standard input closed"),
    130: N_("interrupted (Ctrl+C)"),
}
IO_FAILED = 3

#: the language the command line speaks in this run (``main`` sets it: ``--language``, else
#: the window's Settings, else English)
_speaking = DEFAULT


def _(message: str) -> str:
    """``message`` in the command line's language (``_speaking``), through the catalogue."""
    return translated(message, _speaking)


def _said(text: object) -> str:
    """What a game said (a phrase, a ``Name``, a catalogue word) in the command line's
    language; in English, its words exactly as the game wrote them."""
    return str(text) if _speaking == DEFAULT else translated(text, _speaking)


#: every word Python's argparse says through ``gettext`` (its module's ``_`` and ``ngettext``,
#: called as it says them), kept here for the catalogue; ``_argparse_speaks`` says them in the
#: command line's language. tests/test_cli_language.py checks that the running Python's
#: argparse says no other.
ARGPARSE_WORDS = (
    N_("usage: "),
    N_("positional arguments"),
    N_("options"),
    N_("subcommands"),
    N_("show this help message and exit"),
    N_("%(prog)s: error: %(message)s\n"),
    N_("argument %(argument_name)s: %(message)s"),
    N_("the following arguments are required: %s"),
    N_("one of the arguments %s is required"),
    N_("unrecognized arguments: %s"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("invalid %(type)s value: %(value)r"),
    N_("expected one argument"),
    N_("expected at most one argument"),
    N_("expected at least one argument"),
    N_("expected %s argument"),
    N_("expected %s arguments"),
    N_("not allowed with argument %s"),
    N_("ignored explicit argument %r"),
    N_("unexpected option string: %s"),
    N_("unknown parser %(parser_name)r (choices: %(choices)s)"),
    N_("can't open '%(filename)s': %(error)s"),
    N_('argument "-" with mode %r'),
    N_("conflicting option string: %s"),
    N_("conflicting option strings: %s"),
    N_("conflicting subparser: %s"),
    N_("conflicting subparser alias: %s"),
    N_("cannot have multiple subparser arguments"),
    N_("cannot merge actions - two groups are named %r"),
    N_("invalid option string %(option)r: must start with a character %(prefix_chars)r"),
    N_("dest= is required for options like %r"),
    N_("invalid conflict_resolution value: %r"),
    N_("mutually exclusive arguments must be optional"),
    N_("'required' is an invalid argument for positionals"),
    N_("%r is not callable"),
    N_(".__call__() not defined"),
)


@contextlib.contextmanager
def _argparse_speaks(language: str) -> Iterator[None]:
    """While it lasts, argparse says its own words (``ARGPARSE_WORDS``: "usage: ", "options",
    its errors) in ``language``: its module's ``_`` and ``ngettext``, which it calls as it
    speaks, are the catalogue's; restored after. English: argparse's own, untouched."""
    if language == DEFAULT:
        yield
        return
    saved = argparse._, argparse.ngettext

    def ngettext(singular: str, plural: str, n: int) -> str:
        return translated(singular if n == 1 else plural, language)

    argparse._ = lambda message: translated(message, language)  # type: ignore[attr-defined]
    argparse.ngettext = ngettext  # type: ignore[attr-defined]
    try:
        yield
    finally:
        argparse._, argparse.ngettext = saved  # type: ignore[attr-defined]


class UsageError(Exception):
    """Bad input from the user: printed as one message, exit status 2."""

    def __init__(self, message: str) -> None:
        super().__init__(clean_text(str(message), 600))


class SaveFailed(Exception):
    """``simulate --save-dir`` could not write a game: exit status 1."""


class TerminalFailed(Exception):
    """Standard output cannot be written or the terminal game's input cannot be read: one
    line on stderr, exit status 3."""


def _io_reason(exc: BaseException) -> str:
    if isinstance(exc, BrokenPipeError):
        return _("the program reading it stopped (a broken pipe)")
    code = getattr(exc, "errno", None)
    if code == errno.ENOSPC:
        return _("the disk is full")
    if code == errno.EBADF:
        return _("it is closed")
    return clean_text(getattr(exc, "strerror", None) or str(exc) or type(exc).__name__, 120)


class _GuardedOutput:
    """Standard output, whose failures end the command with one line (TerminalFailed) rather
    than a traceback; text the output's encoding cannot hold is escaped, not an error."""

    def __init__(self, real) -> None:
        self._real = real

    def write(self, text: str) -> int:
        try:
            return self._real.write(text)
        except UnicodeEncodeError:
            enc = getattr(self._real, "encoding", None) or "ascii"
            return self.write(text.encode(enc, "backslashreplace").decode(enc))
        except (OSError, ValueError) as exc:  # ValueError: written after it was closed
            raise TerminalFailed(_("the output could not be written: {reason}").format(reason=_io_reason(exc))) from None

    def flush(self) -> None:
        try:
            self._real.flush()
        except (OSError, ValueError) as exc:
            raise TerminalFailed(_("the output could not be written: {reason}").format(reason=_io_reason(exc))) from None

    def __getattr__(self, name: str) -> Any:  # fileno, isatty, encoding… as the real one
        return getattr(self._real, name)


def _drop_output(real) -> None:
    """After a failed write to ``real``: what it still buffers goes nowhere, so the
    interpreter's own flush at exit cannot fail again (and print a traceback of its own)."""
    try:
        fd = real.fileno()
    except (OSError, ValueError, AttributeError):  # not a file (a test's capture): nothing to do
        return
    try:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, fd)
        os.close(null)
    except OSError:
        pass


def _say(line: str) -> None:
    """One line on standard error, if there is one to write to."""
    err = sys.stderr
    if err is None:
        return
    try:
        err.write(line + "\n")
        err.flush()
    except (OSError, ValueError):
        pass


def _option_choices(game: str, option: str) -> tuple[str, ...]:
    """The values a game's setup option takes, as its definition declares them."""
    return next((o.valid() for o in game_named(game).options if o.name == option), ())


def _villain_list(text: str) -> list[str]:
    """``--villains`` (Villainous's option), checked against the villains its definition lists."""
    names = [v.strip().lower() for v in text.split(",") if v.strip()]
    villains = _option_choices(DEFAULT_GAME, "villains")
    for v in names:
        if v not in villains:
            raise argparse.ArgumentTypeError(_("unknown villain {name}; valid villains: {valid}").format(
                name=excerpt(v, 40), valid=", ".join(villains)))
    if not 2 <= len(names) <= 6:
        raise argparse.ArgumentTypeError(_("give 2 to 6 villains, not {count}").format(count=len(names)))
    return names


def _bot_list(text: str) -> list[str]:
    """Bot levels, checked against the game's own once the game is known (``_check_bots``)."""
    names = [b.strip().lower() for b in text.split(",") if b.strip()]
    for b in names:
        if len(b) > 40 or not b.replace("-", "").isalnum():
            levels = game_named(DEFAULT_GAME).bot_levels  # the game is not known yet: the default game's
            raise argparse.ArgumentTypeError(_("unknown bot {name}; valid bots: {valid}").format(
                name=excerpt(b, 40), valid=", ".join(levels)))
    return names


def _check_bots(definition: GameDefinition, names: list[str]) -> None:
    for b in names:
        if b not in definition.bot_levels:
            raise UsageError(_("unknown bot {name}; valid bots: {valid}").format(
                name=excerpt(b, 40), valid=", ".join(definition.bot_levels)))


def _game_key(text: str) -> str:
    key = text.strip().lower()[:60]
    try:
        return game_named(key).key
    except ValueError as exc:  # unknown (naming the valid ones), or its package failed to load
        said = str(exc)
        if said.startswith("unknown game "):  # the registry's English: said again in the command line's language
            said = _("unknown game {name}; valid games: {valid}").format(name=repr(key)[:60], valid=", ".join(keys()))
        raise argparse.ArgumentTypeError(clean_text(said, 300)) from None


def _options(text: str) -> dict[str, Any]:
    """A game's setup options as a small JSON object, e.g. '{"decks": ["serpent", "survey"]}':
    at most 2000 characters, parsed with the bounds of a save (nesting, numbers)."""
    if len(text) > 2000:
        raise argparse.ArgumentTypeError(_("--options takes a JSON object of at most 2000 characters, not "
                                           "{count}").format(count=f"{len(text):,}"))
    try:
        value = parse_json(text.encode("utf-8", "surrogateescape"), "--options")
    except FileRefused as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None
    if not isinstance(value, dict):
        raise argparse.ArgumentTypeError(_("--options takes a JSON object, not {text}").format(text=excerpt(text, 40)))
    return value


def make_bot(kind: str, seed: int = 0, game: str = DEFAULT_GAME, **options):
    """A bot of ``game`` (its definition's ``make_bot``)."""
    return game_named(game).make_bot(kind, seed, **options)


def _int_arg(text: str) -> int:
    """A whole number of at most 20 digits (quoting only an excerpt of anything else)."""
    t = text.strip()
    if not (t.lstrip("+-").isascii() and t.lstrip("+-").isdigit()) or len(t.lstrip("+-")) > 20:
        raise argparse.ArgumentTypeError(_("invalid whole number {text}").format(text=excerpt(text, 40)))
    return int(t)


def _fate_token(text: str) -> int:
    table = {"off": 0, "0": 0, "4": 4, "4+": 4, "5": 5, "5+": 5}
    if text not in table:
        raise argparse.ArgumentTypeError(_("invalid Fate token option {text}; valid: off, 4+, 5+").format(
            text=excerpt(text, 40)))
    return table[text]


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # argparse's own errors: also exit 2, listing choices
        self.print_usage(sys.stderr)
        said = {"prog": "villainous", "message": f"{clean_text(message, 400)}{_code_hint(message)}"}
        try:
            sys.stderr.write(_("%(prog)s: error: %(message)s\n") % said)
        except (KeyError, TypeError, ValueError):  # a translation with a broken placeholder
            sys.stderr.write(f"villainous: error: {said['message']}\n")
        sys.exit(2)


def _code_hint(message: str) -> str:
    """A seat token an older version drew may begin with "-", which argparse reads as an
    option: say how to give it."""
    unrecognized = _("unrecognized arguments: %s").partition("%s")[0]
    if message.startswith(unrecognized) and any(
            len(word) >= 16 and word.startswith("-") and not word.startswith("--")
            for word in message[len(unrecognized):].split()):
        return _(" (a code or token that begins with '-' goes after '--': villainous join ADDRESS -- CODE)")
    return ""


def build_parser() -> argparse.ArgumentParser:
    """The command line's parser, its words in the language it speaks (``_speaking``): build
    it inside ``_argparse_speaks`` so argparse's own are too."""
    statuses = "\n".join(textwrap.fill(_(what), 88, initial_indent=f"  {code:<5}", subsequent_indent=" " * 7)
                          for code, what in EXIT_STATUSES.items())
    ap = _Parser(prog="villainous", description=_("Play Villainous with every rule enforced."),
                 epilog=f"{_('exit status:')}\n{statuses}", formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--version", action="version", help=_("show program's version number and exit"),
                    version=_("villainous {version} (rules engine: {engine})").format(
                        version=__version__, engine=compiled.engine))
    ap.add_argument("--smoke", action="store_true", help=_("open the table of a bot game, play a few moves, exit"))
    games_help = _("the game: {games} (default {default})").format(games=", ".join(keys()), default=DEFAULT_GAME)
    codes = list(LANGUAGES)
    languages = _("{some} or {last}").format(some=", ".join(codes[:-1]), last=codes[-1])
    language_help = _("the language the command line speaks: {languages} (default: the language chosen in the "
                      "window's Settings, else en)").format(languages=languages)
    villainous_help = _("Villainous: e.g. {villains}").format(villains="gaston,gaston")
    players_help = _("other games: how many players")
    options_help = _("other games: setup options as JSON")
    ap.add_argument("--game", dest="window_game", type=_game_key, default=None,
                    help=_("with no command: open the window on this game's New game screen"))
    ap.add_argument("--language", type=_language, default=None, metavar="CODE", help=language_help)
    sub = ap.add_subparsers(dest="command", parser_class=_Parser)

    p = sub.add_parser("new-position", help=_("print the position after setup"))
    p.add_argument("--game", type=_game_key, default=DEFAULT_GAME, help=games_help)
    p.add_argument("--villains", type=_villain_list, default=None, help=villainous_help)
    p.add_argument("--players", type=_int_arg, default=None, help=players_help)
    p.add_argument("--options", type=_options, default=None, help=options_help)
    p.add_argument("--seed", type=_int_arg, default=0)
    p.add_argument("--fate-token", type=_fate_token, default=None, help=_("off, 4+ or 5+"))
    p.add_argument("--language", type=_language, default=None, metavar="CODE", help=language_help)

    p = sub.add_parser("analyse", help=_("legal moves, position and events from a position file"))
    p.add_argument("--game", type=_game_key, default=None,
                   help=_("the game of the position (default: the one the file names, else Villainous)"))
    p.add_argument("file", help=_("a position JSON file"))
    p.add_argument("--moves", default="", help=_('moves to play first, separated by ";"'))
    p.add_argument("--json", action="store_true", help=_("print JSON"))
    p.add_argument("--language", type=_language, default=None, metavar="CODE", help=language_help)

    p = sub.add_parser("simulate", help=_("play bot games and print statistics"))
    p.add_argument("--game", type=_game_key, default=DEFAULT_GAME, help=games_help)
    p.add_argument("--villains", type=_villain_list, default=None, help=villainous_help)
    p.add_argument("--players", type=_int_arg, default=None, help=players_help)
    p.add_argument("--options", type=_options, default=None, help=options_help)
    p.add_argument("--bots", type=_bot_list, default=None,
                   help=_("one bot per seat, e.g. {bots}").format(bots="random,random"))
    p.add_argument("--games", type=_int_arg, default=10)
    p.add_argument("--seed", type=_int_arg, default=0)
    p.add_argument("--max-rounds", type=_int_arg, default=100)
    p.add_argument("--json", action="store_true")
    p.add_argument("--save-dir", default=None, help=_("write each game as a save file into this folder"))
    p.add_argument("--language", type=_language, default=None, metavar="CODE", help=language_help)

    p = sub.add_parser("ladder", help=_("rate the bot levels against each other (paired games, openskill)"))
    p.add_argument("--game", default="all",
                   help=_("a system ({systems}), a game (villainous: both boxes) or all").format(
                       systems="despicable-plots, scum-and-villainy, san-villano, stargate"))
    p.add_argument("--levels", type=_bot_list, default=None,
                   help=_("weakest first (default {levels})").format(levels="random,easy,normal,hard"))
    p.add_argument("--pairs", type=_int_arg, default=4, help=_("pairs of games per pairing of levels"))
    p.add_argument("--seed", type=_int_arg, default=1)
    p.add_argument("--max-rounds", type=_int_arg, default=100)
    p.add_argument("--hard-iterations", type=_int_arg, default=None,
                   help=_("the Hard bot's search iterations a decision (Villainous, Stargate): the same "
                          "games however loaded the machine is"))
    p.add_argument("--hard-seconds", type=float, default=0.8,
                   help=_("else its thinking time a decision (Villainous, Stargate; default 0.8)"))
    p.add_argument("--hard-workers", type=_int_arg, default=1,
                   help=_("processes each Hard decision searches on (default 1: the same games on any "
                          "machine; more needs --workers 1)"))
    p.add_argument("--workers", type=_int_arg, default=2, help=_("processes playing at once"))
    p.add_argument("--doc", default=None, help=_("also write each system's table into this Markdown file"))
    p.add_argument("--progress", action="store_true", help=_("a JSON line on stderr after each game"))
    p.add_argument("--language", type=_language, default=None, metavar="CODE", help=language_help)

    p = sub.add_parser("replay", help=_("verify a save file and print its summary"))
    p.add_argument("file", help=_("a save file (.json)"))
    p.add_argument("--json", action="store_true")
    p.add_argument("--language", type=_language, default=None, metavar="CODE", help=language_help)

    p = sub.add_parser("cli", help=_("play in the terminal against the random bot"))
    p.add_argument("--game", type=_game_key, default=DEFAULT_GAME, help=games_help)
    p.add_argument("--villains", type=_villain_list, default=None,
                   help=_("Villainous (default {villains})").format(villains="gaston,gaston"))
    p.add_argument("--players", type=_int_arg, default=None, help=players_help)
    p.add_argument("--options", type=_options, default=None, help=options_help)
    p.add_argument("--seat", type=_int_arg, default=1, help=_("your seat (1-based)"))
    p.add_argument("--seed", type=_int_arg, default=None)
    p.add_argument("--language", type=_language, default=None, metavar="CODE", help=language_help)

    p = sub.add_parser("serve", help=_("host a network game without a window (docs/network.md)"))
    p.add_argument("--game", type=_game_key, default=DEFAULT_GAME, help=games_help)
    p.add_argument("--villains", type=_villain_list, default=None,
                   help=_("Villainous: e.g. {villains}").format(villains="gaston,lady-tremaine"))
    p.add_argument("--players", type=_int_arg, default=None, help=players_help)
    p.add_argument("--options", type=_options, default=None, help=options_help)
    p.add_argument("--seats", type=_bot_list, default=None,
                   help=_("per seat: net (a player joins over the network) or a bot level; default all net"))
    p.add_argument("--seed", type=_int_arg, default=None)
    p.add_argument("--port", type=_port, required=True, help=_("the TCP port to listen on (0: any free one)"))
    p.add_argument("--host", default=None,
                   help=_("the address to listen on (default 127.0.0.1: this machine only, or with --lan 0.0.0.0: "
                          "every network)"))
    p.add_argument("--lan", action="store_true",
                   help=_("announce the game on the local network (mDNS; no code is announced; needs the lan extra)"))
    p.add_argument("--save-dir", default=None, help=_("autosave here instead of the window's save folder"))
    p.add_argument("--bot-takes-over", dest="takeover", type=_seconds, default=None, metavar="SECONDS",
                   help=_("a bot plays a seat whose player has been disconnected that long, and hands it back "
                          "when they come back (default: the game waits)"))
    p.add_argument("--continue", dest="resume", default=None, metavar="SAVE",
                   help=_("host a saved game of the save folder again (its file name): the same codes and "
                          "tokens admit the same seats"))
    p.add_argument("--language", type=_language, default=None, metavar="CODE",
                   help=_("the language of what the host prints: {languages} (default: the language chosen in "
                          "the window's Settings, else en)").format(languages=languages))

    p = sub.add_parser("join", help=_("play a seat of a network game in the terminal"))
    p.add_argument("address", nargs="?", help=_("the host's HOST:PORT, as `serve` printed it"))
    p.add_argument("code", nargs="?", help=_("a join code, a seat token (to come back) or the spectator code"))
    p.add_argument("--list", action="store_true",
                   help=_("list the games announced on the local network (mDNS, a few seconds; needs the lan extra)"))
    p.add_argument("--seconds", type=float, default=3.0, help=_("with --list: how long to listen (default 3)"))
    p.add_argument("--via", default=None, metavar="ADDRESS",
                   help=_("with --list: listen on the interface of this IPv4 address only (default every one)"))
    p.add_argument("--language", type=_language, default=None, metavar="CODE",
                   help=_("the language of the host's refusals and the log, of this client's own words and of "
                          "--list: {languages} (default: the language chosen in the window's Settings, else "
                          "en)").format(languages=languages))
    p.add_argument("--bot", default=None, metavar="LEVEL",
                   help=_("a bot of the game plays the seat (random, easy, normal, hard: the game's levels), "
                          "deciding on this computer from what the seat receives only"))
    return ap


def _port(text: str) -> int:
    port = _int_arg(text)
    if not 0 <= port <= 65535:
        raise argparse.ArgumentTypeError(_("a port is 0 to 65535, not {text}").format(text=excerpt(text, 20)))
    return port


def _language(text: str) -> str:
    """``--language``: a language of the catalogue (``game.i18n.LANGUAGES``)."""
    code = text.strip().lower()
    if code not in LANGUAGES:
        raise argparse.ArgumentTypeError(_("invalid language {text}; valid: {valid}").format(
            text=excerpt(text, 20), valid=", ".join(LANGUAGES)))
    return code


def _language_asked(argv: Sequence[str]) -> str | None:
    """The language ``--language CODE`` (or ``--language=CODE``, or a prefix of it from
    ``--lang``, as argparse takes it) names anywhere on the command line before ``--``, the last
    one given; None when none names a language of the catalogue (an invalid one is refused by
    the parser)."""
    asked = None
    for i, word in enumerate(argv):
        if word == "--":
            break
        name, eq, value = word.partition("=")
        if len(name) >= len("--lang") and "--language".startswith(name):
            asked = value if eq else (argv[i + 1] if i + 1 < len(argv) else "")
    code = asked.strip().lower() if asked is not None else None
    return code if code in LANGUAGES else None


def chosen_language(given: str | None) -> str:
    """``--language`` when given, else the language chosen in the window's Settings (English
    without a settings file, or with one that cannot be used)."""
    if given is not None:
        return given
    from game.table.settings import chosen_language as in_settings

    return in_settings()


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = -1.0
    if not 0 < value <= 86_400:  # also refuses nan and inf
        raise argparse.ArgumentTypeError(_("a number of seconds above 0 and at most 86400, not {text}").format(
            text=excerpt(text, 20)))
    return value


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; the exit status (``EXIT_STATUSES``). A failing standard output
    or input ends it with one line on stderr and status 3, never a traceback. It speaks the
    language ``--language`` names, else the one chosen in the window's Settings, else English."""
    global _speaking
    argv = list(sys.argv[1:] if argv is None else argv)
    spoke = _speaking
    _speaking = _language_asked(argv) or chosen_language(None)
    real = sys.stdout
    guard = _GuardedOutput(real) if real is not None else None
    sys.stdout = guard
    try:
        try:
            status = _main(argv)
        except SystemExit:  # argparse's --help, --version and refusals: their output too
            if guard is not None:
                guard.flush()
            raise
        if guard is not None:
            guard.flush()
        return status
    except TerminalFailed as exc:
        _drop_output(real)
        _say(f"villainous: {exc}")
        return IO_FAILED
    finally:
        if sys.stdout is guard:
            sys.stdout = real
        _speaking = spoke


def _main(argv: Sequence[str]) -> int:
    global _speaking
    with _argparse_speaks(_speaking):
        args = build_parser().parse_args(argv)
    if args.language is not None:  # as argparse read it (the same as _language_asked's)
        _speaking = args.language
    args.language = _speaking  # serve and join: what the command says, and what the host says to it
    if sys.stdout is None and (args.command is not None or args.smoke):
        _say("villainous: " + _("standard output is closed: there is nowhere to print"))
        return IO_FAILED
    if args.window_game is not None and getattr(args, "game", None) in (None, DEFAULT_GAME):
        args.game = args.window_game  # "villainous --game stargate simulate": the game before the command
    try:
        if args.window_game is not None and hasattr(args, "game"):
            # `villainous --game san-villano new-position ...`: the command is about that game
            if args.game not in (None, DEFAULT_GAME, args.window_game):
                raise UsageError(_("two games named: --game {first} and --game {second}").format(
                    first=args.window_game, second=args.game))
            args.game = args.window_game
        if args.smoke:
            from game.table.run import smoke

            return smoke()
        if args.command == "new-position":
            definition = game_named(args.game)
            players, options = _players_and_options(definition, args)
            try:
                game = definition.new(players, args.seed, options)
            except ValueError as exc:
                raise UsageError(str(exc)) from exc
            print(json.dumps(game.to_position(), indent=2))
            return 0
        if args.command == "analyse":
            return analyse(args.file, args.moves, args.json, args.game)
        if args.command == "simulate":
            definition = game_named(args.game)
            players, options = _players_and_options(definition, args)
            bots = args.bots or ["random"] * players
            _check_bots(definition, bots)
            if len(bots) != players:
                said = (_("--bots names {bots} bots for {count} villains") if args.villains is not None
                        else _("--bots names {bots} bots for {count} players"))
                raise UsageError(said.format(bots=len(bots), count=players))
            if args.games < 1 or args.max_rounds < 1:
                raise UsageError(_("--games and --max-rounds must be at least 1"))
            try:
                definition.check_options(players, options)
            except ValueError as exc:
                raise UsageError(str(exc)) from exc
            result = simulate(args.villains, bots, args.games, args.seed, args.max_rounds, args.save_dir,
                              game=definition.key, players=players, options=options)
            if args.json:
                print(json.dumps(result))
            else:
                for k, v in result.items():
                    print(f"{k}: {v}")
            if result.get("save_errors"):
                print("villainous: " + _("games were not saved: {reason}").format(reason=result["save_error"]),
                      file=sys.stderr)
                return 1
            return 0
        if args.command == "ladder":
            return ladder(args)
        if args.command == "cli":
            definition = game_named(args.game)
            if definition.key == DEFAULT_GAME and args.villains is None:
                args.villains = ["gaston", "gaston"]
            if args.players is None and 2 in definition.player_counts:
                args.players = 2  # you and the bot
            players, options = _players_and_options(definition, args)
            return terminal_game(definition, players, options, args.seat, args.seed)
        if args.command == "replay":
            return replay(args.file, args.json)
        if args.command == "serve":
            return serve(args)
        if args.command == "join":
            language = chosen_language(args.language)
            if args.list:
                return list_lan_games(args.seconds, args.via, language)
            if args.address is None or args.code is None:
                raise UsageError(_("join needs the host's HOST:PORT and a code (or --list to find games on the LAN)"))
            return join(args.address, args.code, language, args.bot)
        from game.table.run import play

        if args.window_game is None:
            return play()
        return play(game=_window_game(args.window_game))
    except UsageError as exc:
        if getattr(args, "json", False):
            print(json.dumps({"error": str(exc), "status": 2}))
        else:
            print(f"villainous: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


def ladder(args) -> int:
    """``villainous ladder``: each system's levels rated, as JSON lines (and a Markdown table)."""
    from game import ladder as L

    try:
        chosen = L.systems_named(args.game.strip().lower())
    except ValueError as exc:
        raise UsageError(str(exc)) from exc
    try:
        import openskill  # noqa: F401
    except ImportError:
        raise UsageError(_("the ladder needs the openskill package: {command}").format(
            command="pip install -e '.[ladder]'")) from None
    levels = args.levels or list(L.LEVELS)
    if args.pairs < 1 or args.max_rounds < 1 or args.workers < 1 or len(set(levels)) < 2:
        raise UsageError(_("--pairs, --max-rounds and --workers must be at least 1, and --levels name two levels"))
    if not 0 < args.hard_seconds <= 60:
        raise UsageError(_("--hard-seconds must be more than 0 and at most 60"))
    if args.hard_iterations is not None and not 1 <= args.hard_iterations <= 100_000:
        raise UsageError(_("--hard-iterations must be from 1 to 100000"))
    if not 1 <= args.hard_workers <= 64 or (args.hard_workers > 1 and args.workers > 1):
        raise UsageError(_("--hard-workers must be from 1 to 64, and more than 1 needs --workers 1 "
                           "(a game's process may not start the search's processes)"))
    for system in chosen:
        _check_bots(game_named(system.game), levels)
        jobs = L.ladder_jobs(system, levels, args.pairs, args.seed, args.max_rounds, args.hard_seconds,
                             args.hard_iterations, args.hard_workers)
        started = time.perf_counter()
        results = []
        for done, r in enumerate(L.run(jobs, args.workers), start=1):
            results.append(r)
            if args.progress:
                print(json.dumps({"progress": done, "of": len(jobs)} | r.as_json()), file=sys.stderr, flush=True)
        report = L.LadderReport(system, levels, results, time.perf_counter() - started)
        for line in report.lines():
            print(json.dumps(line), flush=True)
        if args.doc:
            budget = (f"--hard-iterations {args.hard_iterations}" if args.hard_iterations is not None
                      else f"--hard-seconds {args.hard_seconds}")
            if args.hard_workers > 1:
                budget += f" --hard-workers {args.hard_workers}"
            command = (f"villainous ladder --game {system.key} --levels {','.join(levels)} --pairs {args.pairs} "
                       f"--seed {args.seed} --max-rounds {args.max_rounds} {budget}")
            try:
                L.write_section(args.doc, f"ladder:{system.key}", report.markdown(command))
            except OSError as exc:
                raise UsageError(_("could not write {file}: {reason}").format(
                    file=args.doc, reason=exc.strerror or exc)) from exc
    return 0


def _window_game(key: str) -> str:
    """A game the window can open: one with a table (a view package)."""
    from game.table.views import offered

    tables = offered()
    if key not in tables:
        raise UsageError(_("the game {game} has no table in the window yet; games with a table: {games}").format(
            game=repr(key), games=", ".join(tables)))
    return key


def _players_and_options(definition: GameDefinition, args) -> tuple[int, dict[str, Any]]:
    """How many players and which options the command line asks of ``definition``:
    Villainous by ``--villains`` (and ``--fate-token``), another game by ``--players`` and
    ``--options``."""
    options = dict(getattr(args, "options", None) or {})
    if definition.key == DEFAULT_GAME:
        if args.villains is None:
            raise UsageError(_("--villains is required (e.g. {example})").format(
                example="--villains gaston,lady-tremaine"))
        options.update(villains=list(args.villains), fate_token=getattr(args, "fate_token", None))
        return len(args.villains), options
    if args.villains is not None:
        raise UsageError(_("--villains is Villainous's; {game} takes --players ({counts})").format(
            game=definition.key, counts=", ".join(map(str, definition.player_counts))))
    players = args.players if args.players is not None else min(definition.player_counts)
    if players not in definition.player_counts:
        raise UsageError(_("--players must be one of {counts}").format(
            counts=", ".join(map(str, definition.player_counts))))
    return players, options


def _read_input(path: str, limit: int) -> tuple[bytes, Any]:
    """A file named on the command line: a regular file (a link to one is fine) of at most
    ``limit`` bytes, parsed as bounded JSON. Anything else is a UsageError."""
    try:
        raw = read_limited(path, limit, follow_links=True)
        return raw, parse_json(raw, clean_text(path, 120))
    except FileRefused as exc:
        raise UsageError(str(exc)) from exc


def _load_position(path: str) -> dict[str, Any]:
    return _read_input(path, MAX_POSITION_BYTES)[1]


def _position_game(definition: GameDefinition, data: Any, source: str):
    if definition.is_seen_position(data):
        raise UsageError(_("{file}: a seat's view of a game (what a network client is sent: cards face "
                           "down), not a game to play on").format(file=source))
    try:
        return definition.from_position(data)
    except definition.position_error as exc:
        where = getattr(exc, "path", None)  # core.protocol.PositionError says where, then what
        said = _("at {where}: {problem}").format(where=where, problem=exc.message) if where is not None else str(exc)
        raise UsageError(f"{source}: {said}") from exc
    except Exception as exc:  # noqa: BLE001 - a hostile position: the same answer, never a traceback
        raise UsageError(_("{file}: not a usable position ({error})").format(
            file=source, error=type(exc).__name__)) from exc


def analyse(path: str, moves: str, as_json: bool, game: str | None = None) -> int:
    from game.core.saves import MAX_BYTES, SaveError, parse_save

    source = clean_text(path, 120)
    raw, data = _read_input(path, MAX_BYTES)
    if isinstance(data, dict) and data.get("format") == "villainous-save":
        try:
            loaded = parse_save(raw, source)
        except SaveError as exc:
            raise UsageError(str(exc)) from exc
        if loaded.stored_broken:
            raise UsageError(f"{source}: {loaded.problem}")
        definition = loaded.match.definition
        if game is not None and game != definition.key:
            raise UsageError(_("{file}: this save is a {game} game, not {other}").format(
                file=source, game=definition.key, other=game))
        played = (loaded.match.game if loaded.verified
                  else _position_game(definition, loaded.data["position"], source))
        return _analyse_game(definition, played, moves, as_json)
    if len(raw) > MAX_POSITION_BYTES:
        raise UsageError(_("{file}: a position of {size} bytes is larger than the {most} a position may be").format(
            file=source, size=f"{len(raw):,}", most=f"{MAX_POSITION_BYTES:,}"))
    if game is None:  # the game the position names ("game": key), else Villainous
        named = data.get("game") if isinstance(data, dict) else None
        try:
            game = game_named(named).key if isinstance(named, str) else DEFAULT_GAME
        except ValueError as exc:
            raise UsageError(f"{source}: " + _("at {where}: {problem}").format(where="/game", problem=exc)) from exc
    definition = game_named(game)
    return _analyse_game(definition, _position_game(definition, data, source), moves, as_json)


def replay(path: str, as_json: bool) -> int:
    from pathlib import Path

    from game.core.saves import SaveError, load_file

    try:
        loaded = load_file(Path(path), follow_links=True)
    except SaveError as exc:
        raise UsageError(str(exc)) from exc
    if loaded.stored_broken:
        raise UsageError(f"{clean_text(path, 120)}: {loaded.problem}")
    match = loaded.match
    won = winners_of(match.game)
    summary = {
        "file": clean_text(path, 300),
        "game": match.definition.key,
        "name": clean_text(str(loaded.data.get("name") or ""), 200) or None,
        "villains": match.setup.options.get("villains") if match.definition.key == DEFAULT_GAME else None,
        "players": definition_labels(match),
        "seats": [s.to_json() for s in match.setup.seats],
        "seed": match.setup.seed,
        "moves": len(match.moves),
        "round": match.definition.round(match.game),
        "winner": won[0] + 1 if won is not None and len(won) == 1 else None,
        "winners": None if won is None else [s + 1 for s in won],
        "verified": loaded.verified,
        "problem": loaded.problem,
    }
    if as_json:
        print(json.dumps(summary))
    else:
        for k, v in summary.items():
            print(_(REPLAY_WORDS[k]).format(value=v))
    return 0 if loaded.verified else 1


#: the words of ``replay``'s summary (``--json``: its keys, as they are)
REPLAY_WORDS = {"file": N_("file: {value}"), "game": N_("game: {value}"), "name": N_("name: {value}"),
                "villains": N_("villains: {value}"), "players": N_("players: {value}"),
                "seats": N_("seats: {value}"), "seed": N_("seed: {value}"), "moves": N_("moves: {value}"),
                "round": N_("round: {value}"), "winner": N_("winner: {value}"), "winners": N_("winners: {value}"),
                "verified": N_("verified: {value}"), "problem": N_("problem: {value}")}


def _analyse_game(definition: GameDefinition, game, moves: str, as_json: bool) -> int:
    """Play ``moves`` (the game's notation) on ``game``; print what happened and what is legal."""
    events: list[str] = []
    played: list[str] = []
    for n, text in enumerate([m for m in moves.split(";") if m.strip()], start=1):
        if game.winner() is not None:
            raise UsageError(_("move {n} ({move}): the game is already over").format(n=n, move=excerpt(text.strip())))
        try:
            action = game.parse(text)
        except ValueError as exc:
            legal = getattr(exc, "legal", None) or game.legal_texts()[:12]
            raise UsageError(_("move {n}: {problem}; legal moves: {legal}").format(
                n=n, problem=clean_text(str(exc), 200), legal="; ".join(legal))) from exc
        played.append(game.text(action))
        for ev in game.apply(action):
            events.append(definition.describe_event(game, ev))
    won = winners_of(game)
    winner = won[0] if won is not None and len(won) == 1 else None
    legal = game.legal_texts()
    out = {
        "moves": played,
        "events": events,
        "to_move": None if won is not None else game.current_player() + 1,
        "legal_moves": legal,
        "winner": None if winner is None else winner + 1,
        "winners": None if won is None else [s + 1 for s in won],
        "position": game.to_position(),
    }
    if as_json:
        print(json.dumps(out, indent=2))
    else:
        for line in events:
            print(_said(line))  # an event's phrase, in the command line's language
        if won is not None:
            print(_result_line(won))
        else:
            print(_("p{n} to move. Legal moves:").format(n=out["to_move"]))
            for m in legal:
                print(f"  {m}")
    return 0


def _result_line(won: Sequence[int], names: Sequence[str] = ()) -> str:
    """"Game over: p2 wins." (``protocol.result_words``'s result) in the command line's language;
    ``names``: each seat's (a villain's), said as the language names it."""
    def seat(s: int) -> str:
        if 0 <= s < len(names):
            return _("p{n} ({label})").format(n=s + 1, label=_said(Name(str(names[s]))))
        return f"p{s + 1}"

    if not won:
        return _("Game over: nobody wins.")
    if len(won) == 1:
        return _("Game over: {seat} wins.").format(seat=seat(won[0]))
    return _("Game over: {seats} and {last} share the victory.").format(
        seats=", ".join(seat(s) for s in won[:-1]), last=seat(won[-1]))


def simulate(villains: list[str] | None, bots: list[str], games: int, seed: int, max_rounds: int,
             save_dir: str | None = None, game: str = DEFAULT_GAME, players: int | None = None,
             options: dict[str, Any] | None = None) -> dict[str, Any]:
    """Play ``games`` bot games of ``game`` (Villainous: the ``villains``; another game:
    ``players`` and ``options``). When the bots differ they move one seat on every game, so
    each difficulty plays every villain from every seat (seats swapped, villains mirrored)."""
    definition = game_named(game)
    opts = dict(options or {})
    if villains is not None:
        opts.update(villains=list(villains))
        opts.setdefault("fate_token", None)
        players = len(villains)
    players = players or len(bots)
    labels = (definition.seat_labels(Setup(definition.key, [Seat()] * players, 0, opts).to_json())
              or [f"p{i + 1}" for i in range(players)])
    wins_by_villain = {v: 0 for v in labels}
    wins_by_seat = [0] * players
    wins_by_bot = {b: 0 for b in bots}
    thinking: dict[str, list[float]] = {b: [] for b in bots}
    rotate = len(set(bots)) > 1
    unfinished = 0
    shared = 0  # games whose victory the rules share: a win for none of the seats
    no_winner = 0
    errors = 0
    first_error = None
    steps = 0
    rounds_total = 0
    rounds_counted = 0
    store = None
    save_errors = 0
    save_error = None
    counted = 0
    from game.core.saves import SaveError, failure_reason

    if save_dir is not None:
        from pathlib import Path

        from game.core.saves import SaveStore

        store = SaveStore(Path(save_dir))
    started = time.perf_counter()
    for g in range(games):
        game_seed = seed + g
        shift = g % len(bots) if rotate else 0
        seated = bots[shift:] + bots[:shift]
        seats = [Seat("bot", b) for b in seated]
        players_ = [make_bot(kind, game_seed * 31 + i, game=definition.key) for i, kind in enumerate(seated)]
        try:
            if store:  # a Match records the moves for the save
                match = Match(Setup(definition.key, seats, game_seed, opts))
                session = Session(match, players_)
            else:  # the bare game: no history kept for undo, as fast as the rules go
                match = None
                session = Session(None, players_, game=definition.new(players, game_seed, opts),
                                  definition=definition, seats=seats)
            moves, times = play_out(session, seated, max_rounds)
            played = session.game
            steps += moves
            for kind, xs in times.items():
                thinking[kind].extend(xs)
        except Exception as exc:  # a bug in the engine: count it, keep simulating
            errors += 1
            first_error = first_error or f"seed {game_seed}: {type(exc).__name__}: {exc}"
            continue
        finally:
            for bot in players_:  # Hard's search processes live for one game
                close_bot(bot)
        if store:
            try:
                store.save(match)
                store.release(match)
            except (OSError, SaveError) as exc:  # a full disk, an unwritable folder: not the engine
                save_errors += 1
                save_error = save_error or f"game {g + 1} (seed {game_seed}) into {save_dir}: {failure_reason(exc)}"
                break  # the next games would not be saved either
        counted += 1
        rnd = definition.round(played)
        if rnd is not None:  # a game that counts rounds
            rounds_total += min(rnd, max_rounds)
            rounds_counted += 1
        won = winners_of(played)
        if won is None:
            unfinished += 1
        elif len(won) != 1:
            shared += len(won) > 1
            no_winner += not won
        else:
            winner = won[0]
            wins_by_seat[winner] += 1
            wins_by_villain[labels[winner]] += 1
            wins_by_bot[seated[winner]] += 1
    elapsed = time.perf_counter() - started
    done = rounds_counted
    return {
        "game": definition.key,
        "games": games,
        "villains": villains if villains is not None else labels,
        "bots": bots,
        "wins": wins_by_villain,
        "wins_by_seat": wins_by_seat,
        "wins_by_bot": wins_by_bot,
        "seats_rotated": rotate,
        "decision_seconds": {b: decision_summary(xs) for b, xs in thinking.items()},
        "unfinished": unfinished,
        "shared": shared,
        "no_winner": no_winner,
        "mean_rounds": round(rounds_total / done, 2) if done else None,
        "errors": errors,
        "first_error": first_error,
        "games_counted": counted,
        "save_errors": save_errors,
        "save_error": save_error,
        "steps": steps,
        "steps_per_second": round(steps / elapsed) if elapsed else None,
    }


def serve(args) -> int:
    """``villainous serve``: host a game without a window until it is over."""
    import asyncio
    from pathlib import Path

    from game.core.saves import SaveError, failure_reason
    from game.net.serve import reopen, store_at
    from game.net.serve import serve as run

    language = chosen_language(args.language)
    address = args.host or ("0.0.0.0" if args.lan else "127.0.0.1")
    if args.lan:
        from game.net.lan import LanError, interfaces_for

        try:
            interfaces_for(address)
        except LanError as exc:
            raise UsageError(translated(exc.reason, language)) from exc
    store = store_at(Path(args.save_dir) if args.save_dir else None)
    if args.resume is not None:
        try:
            match = reopen(store, args.resume)
        except (SaveError, OSError) as exc:
            raise UsageError(failure_reason(exc)) from exc
        if not match.humans():
            raise UsageError(_("that game has no human seat: nobody could join"))
        return asyncio.run(run(match, address, args.port, store, resumed=True, lan=args.lan,
                               takeover=args.takeover, language=language))
    definition = game_named(args.game)
    players, options = _players_and_options(definition, args)
    kinds = args.seats or ["net"] * players
    if len(kinds) != players:
        raise UsageError(_("--seats names {seats} seats for {players} players").format(seats=len(kinds), players=players))
    _check_bots(definition, [k for k in kinds if k != "net"])
    if all(k != "net" for k in kinds):
        raise UsageError(_("--seats names no net seat: nobody could join"))
    try:
        definition.check_options(players, options)
    except ValueError as exc:
        raise UsageError(str(exc)) from exc
    seed = args.seed if args.seed is not None else int(time.time())
    seats = [Seat() if k == "net" else Seat("bot", k) for k in kinds]
    match = Match(Setup(definition.key, seats, seed, options))
    return asyncio.run(run(match, address, args.port, store, lan=args.lan, takeover=args.takeover,
                           language=language))


def list_lan_games(seconds: float, via: str | None, language: str = "en") -> int:
    """``villainous join --list``: the games announced on the local network, said in ``language``."""
    from game.net.lan import LanError, browse, listing

    if not 0 < seconds <= 60:
        raise UsageError(_("--seconds is more than 0 and at most 60"))
    try:
        found = browse(seconds, via)
    except LanError as exc:
        raise UsageError(translated(exc.reason, language)) from exc
    for line in listing(found, seconds):
        print(translated(line, language))
    return 0


def join(address: str, code: str, language: str = "en", bot: str | None = None) -> int:
    """``villainous join``: play a seat of a network game in the terminal, the host's words and
    the client's own in ``language``; ``bot``: a bot level plays the seat."""
    import asyncio

    from game.net.client import JoinError, play_in_terminal

    try:
        return asyncio.run(play_in_terminal(address, code.strip(), language=language, bot=bot))
    except JoinError as exc:  # said before (or without) the host: the client's own words, translated
        raise UsageError(translated(exc.reason, language)) from exc


def definition_labels(match: Match) -> list[str]:
    """Who sits where, as the game's definition names a stored setup (p1, p2… without)."""
    labels = match.definition.seat_labels(match.setup.to_json())
    return [clean_text(str(x), 60) for x in labels] or [f"p{i + 1}" for i in range(len(match.setup.seats))]


def terminal_game(definition: GameDefinition, players: int, options: dict[str, Any], seat: int,
                  seed: int | None) -> int:
    """A whole game in the terminal: you against the random bot, in the game's notation."""
    if not 1 <= seat <= players:
        raise UsageError(_("--seat must be between 1 and {players}").format(players=players))
    if seed is None:
        seed = int(time.time())
    if sys.stdin is None:
        raise TerminalFailed(_("standard input is closed: the terminal game reads your moves from it"))
    try:  # bytes that are not UTF-8 become U+FFFD (a move that is refused), not an error
        sys.stdin.reconfigure(errors="replace")
    except (AttributeError, ValueError, OSError):
        pass
    me = seat - 1
    try:
        game = definition.new(players, seed, options)
    except ValueError as exc:
        raise UsageError(str(exc)) from exc
    # a solo game may seat its own opponents in the state (San Villano): they are bots too
    seated = max(players, len(game.scores()) if hasattr(game, "scores") else players)
    seats = [Seat("human") if i == me else Seat("bot", "random") for i in range(seated)]
    session = Session(None, lambda i, level: make_bot(level, seed + i, game=definition.key), game=game,
                      definition=definition, seats=seats)
    talk = definition.terminal_talk()

    print(_("{title}: you are p{n}{more}. Seed {seed}.").format(
        title=_(definition.title), n=seat, more=talk.intro(game, me, _said) if talk else "", seed=seed))
    if talk:
        talk.objective(game, me, _said)
    print(_("Type a move, its number, 'help', 'show' or 'quit'."))
    if talk:
        _print_events(definition, game, talk.opening(game))
    while game.winner() is None:
        if game.current_player() != me:
            _print_events(definition, game, session.play_bot_move()[1])
            continue
        if talk:
            talk.show(game, me, _said)
        legal = game.legal_texts()
        for i, text in enumerate(legal, 1):
            print(f"  {i:2}. {text}")
        try:
            line = input("> ").strip()
        except EOFError:
            print()
            return 0
        except (OSError, RuntimeError, ValueError) as exc:  # a closed, vanished or unreadable stdin
            raise TerminalFailed(_("standard input cannot be read: {reason}").format(reason=_io_reason(exc))) from None
        if line in ("quit", "q", "exit"):
            return 0
        if line == "help":
            if legal:
                print(_("Moves are written as listed, e.g. {example}, or by their number.").format(
                    example=f"'{legal[0]}'"))
            else:
                print(_("Moves are written as listed, or by their number."))
            continue
        if line == "show":
            print(json.dumps(game.observe(me), indent=1))
            continue
        if line.isascii() and line.isdigit():  # a move's number ("²" is no number here: it is refused)
            number = int(line) if len(line) <= MAX_MOVE_NUMBER_DIGITS else 0
            if not 1 <= number <= len(legal):
                print(_("There is no move {move}: pick a number from 1 to {last}.").format(
                    move=excerpt(line, 20), last=len(legal)))
                continue
            line = legal[number - 1]
        try:
            action = game.parse(line)
        except ValueError as exc:
            print(_("{problem}. Pick a number from the list.").format(
                problem=clean_text(_said(exc.args[0] if exc.args else str(exc)), 300)))
            continue
        _print_events(definition, game, session.apply(action))
    winner = game.winner()
    if winner is None or winner < 0:  # -1: a victory the rules share
        print(_("Game over: a shared victory."))
        return 0
    print(_result_line([winner], talk.names(game) if talk else []))
    return 0


def _print_events(definition: GameDefinition, game, events) -> None:
    for ev in events:  # each event's phrase in the command line's language
        print(f"  · {_said(definition.describe_event(game, ev))}")
