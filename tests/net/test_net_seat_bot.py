"""The bot of ``villainous join --bot LEVEL`` (``game/net/seatbot.py``): it decides on the
client from what its seat received (the observation and the seat's seen position) and answers
with one of the moves the host listed; when it cannot decide from a seat's view it says why
and answers by number."""

from __future__ import annotations

import pytest

from game.core.match import Match, Seat, Setup
from game.games.villainous import villainous_setup
from game.net.host import Host
from game.net.seatbot import SeatBot

HUMAN = Seat()


def _decide(setup: Setup, level: str, moves: int) -> tuple[Host, dict[int, SeatBot]]:
    """``moves`` moves of a hosted game, each seat's chosen by its ``SeatBot`` from its view."""
    host = Host(Match(setup))
    bots = {seat: SeatBot(setup.game, level, seat) for seat in host.open_seats}
    for _ in range(moves):
        game = host.match.game
        if game.winner() is not None or game.is_over():
            break
        seat = game.current_player()
        view = host.view(seat)
        text = bots[seat].choose(view)
        assert text in [option["text"] for option in view["legal"]]
        assert host.play(seat, host.at, text) is None
    return host, bots


@pytest.mark.parametrize("setup, level", [
    (villainous_setup(["gaston", "lady-tremaine"], [HUMAN, HUMAN], 1), "easy"),
    (villainous_setup(["cad-bane", "boba-fett"], [HUMAN, HUMAN], 1), "easy"),
    (Setup.of("stargate", [HUMAN, HUMAN], 4), "easy"),
    (Setup.of("san-villano", [HUMAN, HUMAN], 2), "random"),
    (Setup.of("san-villano", [HUMAN, HUMAN], 2), "easy"),
    (Setup.of("san-villano", [HUMAN, HUMAN], 3), "normal"),
])
def test_a_seat_bot_plays_from_its_view_and_the_host_takes_every_move(setup, level) -> None:
    """Every level decides from the seat's view, San Villano's Easy and Normal too: they sample
    the face-down cards from those nobody has seen, which a seen game gives them (``filled``)."""
    host, bots = _decide(setup, level, 60)
    assert host.at >= 30
    assert all(bot.fallbacks == 0 and bot.problem is None for bot in bots.values())


def test_a_bot_that_takes_the_game_is_given_the_seats_seen_game_only(monkeypatch) -> None:
    """Stargate's bots take a game: what they get is read from the seat's seen position (a
    game that holds no card the seat may not see), never the host's game."""
    host = Host(Match(Setup.of("stargate", [HUMAN, HUMAN], 4)))
    seat = host.match.game.current_player()
    player = SeatBot("stargate", "easy", seat)
    given = []
    real = player.bot.choose_in

    def spy(game, who):
        given.append(game)
        return real(game, who)

    monkeypatch.setattr(player.bot, "choose_in", spy)
    view = host.view(seat)
    while len(view["legal"]) < 2:  # a real choice: a single move is sent without asking the bot
        host.play(seat, host.at, view["legal"][0]["text"])
        seat = host.match.game.current_player()
        player.seat = seat
        view = host.view(seat)
    player.choose(view)
    assert len(given) == 1 and given[0] is not host.match.game
    assert host.match.definition.is_seen_position(given[0].to_position())
    assert given[0].to_position() == view["position"]


@pytest.mark.slow
def test_a_bot_that_cannot_decide_from_a_seats_view_says_so_and_answers_by_number(monkeypatch) -> None:
    """A seen game whose hidden cards do not add up (``filled`` refuses it): the bot cannot
    decide from the seat's view, says why once, and the seat answers by number to the end."""
    from game.games.san_villano import observe

    def refused(st):
        raise ValueError("the seen game's hero cards do not add up")

    monkeypatch.setattr(observe, "filled", refused)
    host, bots = _decide(Setup.of("san-villano", [HUMAN, HUMAN], 2), "easy", 400)
    assert host.match.game.winner() is not None  # to the end, every move a listed one, and taken
    problems = [bot.problem for bot in bots.values() if bot.problem]
    assert problems and all("cannot decide from this seat's view" in p and "do not add up" in p for p in problems)


def test_a_level_the_game_does_not_have_is_refused_with_the_valid_ones() -> None:
    with pytest.raises(ValueError, match="unknown bot 'genius'; valid bots: random, easy, normal, hard"):
        SeatBot("stargate", "genius", 0)


def test_a_bot_client_sends_a_burst_then_keeps_its_pace(monkeypatch) -> None:
    """A bot's seat keeps under the host's limit with a bucket of its own: ``burst`` moves at
    once (a Villainous turn), then one each 1/``pace`` second. On a clock of the test's."""
    import asyncio

    from game.net import client as client_module

    clock = [0.0]
    waits: list[float] = []

    async def sleep(seconds: float) -> None:
        waits.append(round(seconds, 6))
        clock[0] += seconds

    async def sends() -> None:
        monkeypatch.setattr(asyncio.get_running_loop(), "time", lambda: clock[0])
        monkeypatch.setattr(client_module.asyncio, "sleep", sleep)
        paced = client_module.Client(pace=10.0, burst=3)
        for _ in range(5):
            await paced._paced(10.0)
        monkeypatch.undo()

    asyncio.run(sends())
    assert waits == [0.1, 0.1]  # three at once, then a tenth of a second before each
