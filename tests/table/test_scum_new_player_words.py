"""What a new player reads at a Scum and Villainy table says what this box's rules do (found
playing a whole game at 200 %, issue #47)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.games.villainous import actions as A  # noqa: E402
from game.games.villainous.actions import Action  # noqa: E402
from game.table.views.villainous.prompts import hint_rows  # noqa: E402
from game.table.views.villainous.showcase import scum_position  # noqa: E402

from ..villainous.helpers import iid, new  # noqa: E402

BOBA = 2


def test_what_can_i_do_says_an_ally_may_be_dragged_to_any_other_location_in_scum_and_villainy():
    st = scum_position()
    bossk = iid(st, BOBA, "bossk")
    [(label, _acts)] = hint_rows(st, [Action(A.MOVE_CARD, bossk, to) for to in (0, 1, 2)])
    assert label == "Move Bossk: 3 places (drag it to another location)"


def test_what_can_i_do_still_says_the_next_location_where_a_move_reaches_only_that_far():
    st = new()  # Despicable Plots: "to an adjacent location"
    lefou = iid(st, 0, "lefou")
    [(label, _acts)] = hint_rows(st, [Action(A.MOVE_CARD, lefou, to) for to in (0, 2)])
    assert label == "Move LeFou: 2 places (drag it to the next location)"


def test_a_movers_hover_says_how_it_moves_true_for_either_players_mover_and_before_the_first_move():
    import pygame

    from game.table.views.villainous.hovers import named_things
    from game.table.views.villainous.view import compute_layout

    pygame.init()
    st = new(("boba-fett", "seventh-sister"))  # the movers wait on the portraits: nothing chosen yet
    lay = compute_layout(st, (1280, 720), viewer=0)
    movers = {n.name: n.body for n in named_things(st, lay) if n.name.endswith("Villain mover")}
    assert set(movers) == {"Boba Fett's Villain mover", "Seventh Sister's Villain mover"}
    for body in movers.values():
        assert "you chose" not in body and not body.startswith("Your")
        assert "moves it to another location" in body


def _coin_colour(d, w: int = 200, h: int = 280) -> tuple[float, float, float]:
    """The mean colour of the cost coin of ``d``'s face (its disc, number and all)."""
    import pygame

    from game.table.views.villainous.art import card_face

    pygame.init()
    face = card_face(d, w, h, (90, 140, 90), (30, 50, 30))
    inner = face.get_rect().inflate(-max(2, w // 25) * 2, -max(2, w // 25) * 2)
    cx, cy, r = inner.left + int(w * 0.1), inner.top + int(w * 0.1), max(5, int(w * 0.085))
    px = [face.get_at((cx + dx, cy + dy))[:3] for dx in range(-r // 2, r // 2 + 1) for dy in range(-r // 2, r // 2 + 1)]
    return tuple(sum(p[i] for p in px) / len(px) for i in range(3))


def test_a_card_paid_in_ambition_shows_its_cost_on_a_violet_ambition_token_not_a_gold_credits_coin():
    st = new(("boba-fett", "cad-bane"))
    vader = st.table.defs[iid(st, 0, "darth-vader")]  # "Ambition cost."
    jabba = st.table.defs[iid(st, 0, "jabba-the-hutt")]  # paid in Credits
    red, _green, blue = _coin_colour(vader)
    assert blue > red, "Darth Vader's cost should sit on the violet Ambition token"
    red, _green, blue = _coin_colour(jabba)
    assert red > blue, "Jabba the Hutt's cost stays on the gold Credits coin"


def test_the_discard_question_names_done_only_once_done_is_among_the_answers():
    from game.games.villainous import rules as R

    from ..villainous.helpers import at, do

    st = new(("boba-fett", "cad-bane"))
    at(st, "cloud-city-dining-room", seat=0)
    do(st, "discard")
    assert A.DONE_ACTION not in st.prompt.options
    assert "Done" not in st.prompt.message and st.prompt.message == "Choose a card to discard"
    first = next(a for a in R.legal_actions(st) if a.verb == A.DISCARD_CARD)
    R.apply(st, first)
    assert A.DONE_ACTION in st.prompt.options
    assert st.prompt.message == "Discard cards, then choose Done"


def test_each_point_of_the_rules_helps_scum_and_villainy_page_begins_with_a_capital_after_its_title():
    from game.table.views.villainous.helptext import rules_help

    page = dict(rules_help())["Scum and Villainy"]
    points = [line[2:] for line in page.splitlines() if line.startswith("- ")]
    assert any(p.startswith("Strength 0: ") for p in points)
    for p in points:
        if ": " in p:
            body = p.split(": ", 1)[1]
            assert not body[0].islower(), p


def test_the_seat_line_beside_a_mover_waiting_on_the_portrait_is_not_cut_at_200_percent():
    """"P1 · to..." at the start of a Scum and Villainy game at 200 %: the mover stands on the
    portrait and leaves the seat line too little room for "P1 · to play"."""
    import pygame

    from game.table.kit import textfit

    from .ui_helpers import make_app, start_table

    app = make_app((1280, 720), ui_scale=2.0)
    start_table(app, ("boba-fett", "seventh-sister"))
    textfit.record()
    try:
        app.draw()
        cut = [line for line in textfit.OVERFLOWS if line.startswith("board: seat")]
    finally:
        textfit.record(False)
    pygame.quit()
    assert cut == []


def test_what_can_i_do_says_an_engaged_hero_vehicle_is_vanquished_by_the_symbol_not_by_dragging_an_ally():
    """It read "Vanquish Millennium Falcon (drag an Ally onto the Hero)": an engaged pair is
    vanquished together, no Ally is dragged; a Hero still reads as before."""
    st = scum_position()
    falcon = iid(st, BOBA, "millennium-falcon")
    [(label, _acts)] = hint_rows(st, [Action(A.VANQUISH, falcon)])
    assert label.endswith("(click the Vanquish symbol)"), label
    han = iid(st, BOBA, "han-solo")
    [(label, _acts)] = hint_rows(st, [Action(A.VANQUISH, han)])
    assert label.endswith("(drag an Ally onto the Hero)"), label
