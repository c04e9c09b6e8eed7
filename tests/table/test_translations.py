"""Everything a game can show is in the message catalogue: its log lines, the answers it
offers, its refusals, its prompts, its cards' texts, its rules help, New game and Game over
screens — checked by playing whole games in Portuguese and asking the catalogue (``i18n.MISSES``
records every word ``tr``/``_`` could not find), not by guessing at English words."""

from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from game import i18n  # noqa: E402
from game.core.match import Match, Seat, Setup  # noqa: E402
from game.core.phrase import N_, Name, join, say, sentence  # noqa: E402
from game.i18n import tr  # noqa: E402


@pytest.fixture
def portuguese():
    i18n.set_language("pt")
    i18n.MISSES = []
    yield i18n.MISSES
    i18n.MISSES = None
    i18n.set_language("en")


def test_a_phrase_is_its_english_sentence_and_translates_by_its_template(portuguese):
    said = say("{who} recruited {card}", who=say("The {organization}", organization=Name("Red Fist", pt="Punho Rubro")),
               card=Name("Nerves", pt="Nervos"))
    assert said == "The Red Fist recruited Nerves"
    assert tr(said) == "Punho Rubro recrutou Nervos"
    assert tr(join(" and ", [N_("Clue"), N_("Money")])) == "Pista e Dinheiro"
    assert tr(sentence(say("Recruit {card}", card=Name("Byte")))) == "Recrutar Byte."
    assert not portuguese
    assert tr(say("a phrase {x} nobody wrote", x=1)) == "a phrase 1 nobody wrote"
    assert portuguese == ["a phrase {x} nobody wrote"]


def test_english_says_what_the_engine_says():
    i18n.set_language("en")
    said = say("{card} of the {organization} is {state}", card=Name("Nerves", pt="Nervos"),
               organization=Name("Red Fist", pt="Punho Rubro"), state=N_("exhausted"))
    assert tr(said) == said == "Nerves of the Red Fist is exhausted"


def _play(key: str, seed: int, players: int, look, limit: int = 3000, **options) -> Match:
    """A whole game of random legal moves; ``look(match, events)`` after each one."""
    match = Match(Setup.of(key, [Seat("human")] * players, seed, **options))
    rng = random.Random(seed)
    look(match, [])
    for _ in range(limit):
        if match.game.is_over():
            break
        legal = list(match.game.legal_actions())
        events = match.apply(rng.choice(legal))
        look(match, events)
    return match


@pytest.mark.slow
def test_san_villano_says_everything_in_portuguese(portuguese):
    from game.games.san_villano import rules
    from game.games.san_villano.actions import Action
    from game.games.san_villano.board import content
    from game.table.views import san_villano as view
    from game.table.views.san_villano import plans, prompt

    c = content()
    for table in (c.character, c.villain, c.fire, c.nickname):
        for item in table.values():
            tr(item.text)
    agents = ("a1", "a2")

    def look(match, events):
        st = match.state
        for ev in events:
            view.describe(st, ev)
        for a in match.game.legal_actions():
            view.notation_words(st, a)
        prompt.question(st)
        if st.phase != "over":
            for verb in ("allocate", "move"):
                for agent in agents:
                    for loc in list(c.location)[::3]:
                        why = rules.why_not(st, Action(verb, agent, loc))
                        if why:
                            tr(why)
            for card in list(c.villain)[:3] + list(c.character)[:3]:
                for verb in ("recruit", "track", "confront"):
                    why = rules.why_not(st, Action(verb, card, card))
                    if why:
                        tr(why)
            plans.refusal(st, ("agent", 0, 0), [("loc", next(iter(c.location)))], match.game.why_not)

    for seed, players in ((1, 2), (2, 4)):
        match = _play("san-villano", seed, players, look)
        assert match.game.is_over()
        view.winner_words(match.state)
        view.hand_lines(match.state, True)
    solo = _play("san-villano", 3, 2, look, solo_target=30)
    view.winner_words(solo.state)
    view.save_summary({"seats": [{"kind": "human"}, {"kind": "bot", "level": "hard"}], "round": 3,
                       "options": {"solo_target": 30}})
    view.save_summary({"seats": [{"kind": "human"}], "winner": 0})
    for title, body in view.rules_help():
        assert title and body
    assert not portuguese, sorted(set(portuguese))[:20]


@pytest.mark.slow
@pytest.mark.parametrize("villains", [["gaston", "lady-tremaine", "horned-king"],
                                      ["cad-bane", "seventh-sister", "boba-fett"]])
def test_villainous_says_everything_in_portuguese(portuguese, villains):
    from game.games.villainous import actions as A
    from game.games.villainous import rules as R
    from game.games.villainous.actions import Action
    from game.games.villainous.cards import load_villain
    from game.games.villainous.words import FateStory, action_words
    from game.table.views import villainous as view
    from game.table.views.villainous import prompts
    from game.table.views.villainous import view as board

    for key in villains:
        v = load_villain(key)
        tr(v.objective)
        for c in v.villain_deck + v.fate_deck:
            tr(c.text)
    tried = (A.GAIN, A.PLAY, A.ACTIVATE, A.FATE, A.MOVE_CARD, A.MOVE_HERO, A.VANQUISH, A.DISCARD, A.MOVE)

    def look(match, events):
        st = match.state
        story.extend(events)
        for ev in events:
            view.describe(st, ev)
            fate.feed(st, ev)
        if fate.started:
            tr(fate.title(st))
            for c in fate.cards:
                tr(fate.card_line(st, c))
        if st.prompt is not None:
            tr(st.prompt.message)
        for s in range(len(st.players)):
            board.objective_progress(st, s)
            board.objective_short(st, s)
        for a in R.legal_actions(st):
            tr(action_words(st, a))
        seat = R.current_player(st)
        if seat < 0:
            return
        p = st.players[seat]
        for verb in tried:  # refusals: each card of the hand and of the Realm, to each location
            for c in list(p.hand)[:4] + [-1]:
                for to in (-1, 0, 2, 3):
                    why = R.why_not(st, seat, Action(verb, c, to))
                    if why:
                        tr(why)
        why = R.why_not(st, (seat + 1) % len(st.players), Action(A.GAIN))
        if why:
            tr(why)

    for seed in (1, 2, 3):
        story: list = []
        fate = FateStory()
        match = _play("villainous", seed, 3, look, limit=700, villains=villains, fate_token=None)
        prompts.hint_rows(match.state, match.game.legal_actions())
        view.hand_lines(match.state, True)
        view.hand_lines(match.state, False)
        view.winner_words(match.state)
    view.save_summary({"villains": villains, "seats": [{"kind": "human"}, {"kind": "bot", "level": "hard"},
                                                       {"kind": "bot"}], "round": 4, "options": {"fate_token": 4}})
    for title, body in view.rules_help():
        assert title and body
    assert not portuguese, sorted(set(portuguese))[:30]


def test_no_translation_carries_an_escape_its_english_does_not():
    from game.i18n import po_path, read_po

    for msgid, msgstr in read_po(po_path("pt")).items():
        assert ("\\" in msgstr) <= ("\\" in msgid), (msgid, msgstr)


@pytest.mark.slow
@pytest.mark.parametrize("seed, players", [(1, 2), (2, 4)])
def test_stargate_says_everything_in_portuguese(portuguese, seed, players):
    import pygame

    from game.games.stargate import actions as A
    from game.games.stargate import rules as R
    from game.games.stargate import totals as T
    from game.games.stargate.actions import Action
    from game.games.stargate.cards import DECKS, load_deck
    from game.games.stargate.notation import describe as describe_action
    from game.table.kit.assets import font
    from game.table.views import stargate as view
    from game.table.views.stargate import drawing
    from game.table.views.stargate import words as W

    pygame.init()
    font.cache_clear()  # a font made before another test's pygame.quit() cannot draw
    for key in DECKS:
        deck = load_deck(key)
        tr(deck.note)
        for card in deck.cards:
            if card.text:
                tr(card.text)
    tried = (A.STOP, A.PLAY, A.ASSIGN, A.BOOST, A.COMPLICATE, A.USE, A.WITHDRAW, A.INCAPACITATE, A.REVIVE,
             A.SCORE, A.PLACE, A.CONTINUE, A.BOTTOM, A.DISCARD)
    canvas = pygame.Surface((1280, 720))
    face = pygame.Rect(0, 0, 112, 156)
    moves = [0]

    def look(match, events):
        st = match.state
        for ev in events:
            view.describe(st, ev)
        for a in R.legal_actions(st):
            tr(describe_action(st, a))
            view.notation_words(st, match.game.text(a))
        W.prompt_words(st)
        W.turn_words(st)
        if st.mission.card >= 0:
            drawing.sum_words(st)
        moves[0] += 1
        if moves[0] % 25 == 1:  # the table as drawn: kind lines, ratings, tags, the mission's sum
            drawing.draw_preview(canvas, st)
        if st.winner is not None or st.actor < 0:
            return
        seat = st.seats[st.actor]
        cards = list(seat.hand)[:4] + list(seat.play)[:4] + [-1]
        targets = [-1] + list(st.mission.heroes)[:2] + list(st.mission.complications)[:1] + list(seat.play)[:2]
        for verb in tried:  # refusals: each verb, with cards of the hand and in play, at targets
            for c in cards:
                for t in targets:
                    why = R.reason(st, Action(verb, c, t))
                    if why:
                        tr(why)

    match = _play("stargate", seed, players, look, limit=1500)
    assert match.game.is_over()
    st = match.state
    for c in range(len(st.status)):
        drawing.card_face(canvas, st, c, face, 1.0)
    view.winner_words(st)
    view.hand_lines(st, True)
    view.hand_lines(st, False)
    W.curtain_line(st, 0, "turn")
    view.save_summary({"seats": [{"kind": "human"}, {"kind": "bot", "level": "hard"}], "turn": 3})
    for title, body in view.rules_help():
        assert title and body
    assert T.card(st, 0).name  # names stay as printed: never looked up
    font.cache_clear()  # nor can ours after the next test's pygame.quit()
    assert not portuguese, sorted(set(portuguese))[:30]


def test_san_villano_focus_chips_speak_the_language_and_stay_distinct(portuguese):
    """A Focus chip's two letters come from the Focus's word: Sp/St/Sc in English, Ve/Fo/Es in
    Portuguese; in every language no two Foci share a chip."""
    from game.table.views.san_villano import art

    assert [art.focus_letters(f) for f in ("speed", "strength", "special")] == ["Ve", "Fo", "Es"]
    assert len({art.focus_letters(f) for f in art.FOCUS}) == len(art.FOCUS)
    assert not portuguese
    i18n.set_language("en")
    assert [art.focus_letters(f) for f in ("speed", "strength", "special")] == ["Sp", "St", "Sc"]
    assert len({art.focus_letters(f) for f in art.FOCUS}) == len(art.FOCUS)
