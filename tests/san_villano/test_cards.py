"""A test per card: every Hero, Helper, Super-Agent, Villain, City card and Fire token does what its text says."""

import pytest

from game.games.san_villano.board import (
    confront_cost,
    content,
    move_range,
    recruit_cost,
    track_cost,
)

from .helpers import arranged, give, hire, put_agent, reveal_all, set_row

C = content()


def rich(seat_hero=None):
    """A game where almost anything is possible for the actor: resources, a tracked Villain, an exhausted Hero,
    a second agent on the City, an opponent with resources, the whole City revealed."""
    g = arranged()
    reveal_all(g)
    seat = g.state.actor
    other = 1 - seat
    set_row(g, "villain", ["capanga", "pe-de-cabra", "gelida"])
    set_row(g, "hero", ["nervos", "byte", "granito"] if seat_hero not in ("nervos", "byte", "granito")
            else ["mare", "iara", "motor"])
    set_row(g, "helper", ["informante", "contador", "hacker"] if seat_hero not in ("informante", "contador", "hacker")
            else ["advogada", "reporter", "drone"])
    filler = "ze-ninguem" if seat_hero == "tatu-bola" else "tatu-bola"
    hire(g, seat, filler)
    g.state.orgs[seat].exhausted = [filler]
    g.state.tracking["capanga"] = [seat]
    g.state.orgs[seat].tokens_home = 2
    give(g, seat, 6, 6)
    give(g, other, 3, 3)
    put_agent(g, seat, 1, "cais")
    put_agent(g, other, 0, "tesouraria")
    if seat_hero:
        hire(g, seat, seat_hero)
    return g, seat


def with_far_fire(g, card):
    """For the cards that put out a Fire anywhere: a face-down Fire on the Runway (a1)."""
    if any(e["verb"] == "extinguish" for e in C.character[card].effects):
        g.state.fire_stack.remove("fire-two-money")
        g.state.fire_at["pista"] = "fire-two-money"


def maybe(g, text):
    """Answer a prompt, unless the engine already took the only possible answer."""
    if text in g.legal_texts():
        g.apply(text)


def check_effect(g, seat, effects, source, before):
    """Carry out the pending choices of an ability and check each effect's result."""
    st = g.state
    o = st.orgs[seat]
    for eff in effects:
        v = eff["verb"]
        if v == "gain":
            assert (o.clue - before[0], o.money - before[1]) == (eff.get("clue", 0), eff.get("money", 0))
        elif v == "gain_choice":
            for _ in range(eff["amount"]):
                g.apply("take clue")
            assert o.clue - before[0] == eff["amount"]
        elif v == "move_other":
            picks = [a for a in g.legal_actions() if a.verb == "move"]
            assert picks and all(a.a == "a2" for a in picks)
            far = max(picks, key=lambda a: a.b)
            g.apply(far)
            assert o.agents[1] == far.b
        elif v == "confront":
            maybe(g, f"confront {o.super_agent} capanga")
            assert "capanga" in o.captured
        elif v in ("track", "free_track"):
            maybe(g, "track gelida")
            assert seat in st.tracking["gelida"]
            if v == "free_track":
                assert o.clue == before[0]
        elif v == "prepare_one":
            filler = o.heroes[0]
            maybe(g, f"prepare {filler}")
            assert filler not in o.exhausted
        elif v == "steal":
            g.apply(f"steal p{2 - seat} clue")
            assert o.clue == before[0] + 1 and st.orgs[1 - seat].clue == 2
        elif v == "recruit":
            pick = [a for a in g.legal_actions() if a.verb == "recruit"][0]
            g.apply(pick)
            assert pick.a in o.heroes or pick.a in o.helpers
        elif v == "refill_heroes":
            assert not set(st.hero_row) & set(before[2])
        elif v == "extinguish":
            maybe(g, "extinguish pista")
            assert o.fires == ["fire-two-money"] and "pista" not in st.fire_at
            assert o.money == before[1] + 2
        elif v == "post_token":
            loc = [a for a in g.legal_actions() if a.verb == "guard"][0].a
            g.apply(f"guard {loc}")
            assert st.guards[source] == loc
            # agents of other organizations cannot enter it; Fires cannot be placed there
            from game.games.san_villano.board import entry_problem, fire_placeable

            assert "guarded" in entry_problem(st, 1 - seat, loc) and loc not in fire_placeable(st)


@pytest.mark.rule("002:hero-helper-and-super-agent-cards:2",
                  "002:hero-helper-and-super-agent-cards:7")
@pytest.mark.parametrize("hero", [h.key for h in C.heroes])
def test_hero_card(hero):
    ch = C.character[hero]
    g, seat = rich(hero)
    with_far_fire(g, hero)
    o = g.state.orgs[seat]
    g.apply("allocate a1 sala-de-treino")
    g.apply("do ability")
    if g.state.stack and g.state.stack[-1]["kind"] == "ability":
        g.apply(f"ability {hero}")
    before = (o.clue, o.money, list(("nervos", "byte", "granito")) if hero not in ("nervos", "byte", "granito")
              else ["mare", "iara", "motor"])
    if ch.effects[0]["verb"] == "gain" and len(ch.effects) == 1:
        before = (6, 6, before[2])
    if ch.effects[0]["verb"] == "refill_heroes":
        before = (6 - 0, 6, before[2])
        assert o.clue == 7  # and gain 1 Clue
        check_effect(g, seat, ch.effects[:1], hero, before)
    else:
        check_effect(g, seat, ch.effects, hero, (6, 6, before[2]))
    assert (hero in o.exhausted) == ch.exhausts or hero not in o.heroes


@pytest.mark.rule("002:hero-helper-and-super-agent-cards:2",
                  "002:hero-helper-and-super-agent-cards:7")
@pytest.mark.parametrize("card", [h.key for h in C.helpers] + [s.key for s in C.super_agents])
def test_helper_and_super_agent_card(card):
    ch = C.character[card]
    g, seat = rich(card if ch.kind == "helper" else None)
    with_far_fire(g, card)
    o = g.state.orgs[seat]
    if ch.kind == "super":
        o.super_agent, old = card, o.super_agent
        if card in g.state.super_box:
            g.state.super_box[g.state.super_box.index(card)] = old
        else:
            g.state.orgs[1 - seat].super_agent = old
    if ch.use == "passive":
        s = ch.static
        if "move_range" in s:
            set_row(g, "villain", ["engarrafamento", "capanga", "pe-de-cabra"])
            g.state.tracking["capanga"] = [seat]
            assert move_range(g.state, seat, 2) == s["move_range"]
        elif "fire_entry_free" in s:
            g.state.fire_at["banca-de-jornal"] = g.state.fire_stack.pop(0)
            g.apply("allocate a1 banca-de-jornal")
            assert "tatu-bola" in o.exhausted and len(o.exhausted) == 1
        elif "confront_discount" in s:
            assert confront_cost(g.state, seat, "gelida").money == C.villain["gelida"].confront.money - 1
        elif "recruit_discount" in s:
            assert recruit_cost(g.state, seat, "granito").clue == C.character["granito"].cost.clue - 1
        elif "track_discount" in s:
            assert track_cost(g.state, seat, "gelida").clue == C.villain["gelida"].track.clue - 1
        else:  # pragma: no cover
            raise AssertionError(f"untested passive {s}")
        return
    g.apply(f"use {card}")
    check_effect(g, seat, ch.effects, card, (6, 6, []))
    if ch.use == "exhaust":
        assert card in o.exhausted
    else:
        assert card not in o.helpers and g.state.helper_deck[-1] == card


def _defeat(g, seat, villain, next_villain=None):
    set_row(g, "villain", [villain, *[v for v in ("capanga", "pe-de-cabra") if v != villain]][:3])
    if next_villain:
        deck = g.state.scum_deck if C.villain[next_villain].deck == "scum" else g.state.elite_deck
        if next_villain in deck:
            deck.remove(next_villain)
        deck.insert(0, next_villain)
    g.state.tracking[villain] = [seat]
    g.state.orgs[seat].tokens_home = 2
    if villain != "capanga":
        g.state.tracking.pop("capanga", None)
    put_agent(g, seat, 0, "feira-livre")
    g.apply("move a1 interrogatorio")
    g.apply("do confront")
    maybe(g, f"confront {g.state.orgs[seat].super_agent} {villain}")


@pytest.mark.rule("002:villain-cards:2", "002:villain-cards:10")
@pytest.mark.parametrize("villain", [v.key for v in C.villains])
def test_villain_card(villain):
    vd = C.villain[villain]
    g, seat = rich()
    st = g.state
    o = st.orgs[seat]
    if st.villain_deck != vd.deck:
        st.villain_deck = vd.deck
    if vd.timing == "passive":
        set_row(g, "villain", [villain, "capanga", "pe-de-cabra"])
        s = vd.static
        if "recruit_tax" in s:
            assert recruit_cost(st, seat, "granito").money == C.character["granito"].cost.money + 1
        elif "track_tax" in s:
            assert track_cost(st, seat, "capanga").clue == 1
        elif "confront_tax" in s:
            assert confront_cost(st, seat, "capanga").money == 2
        elif "move_limit" in s:
            assert move_range(st, seat, 2) == 1 and move_range(st, seat, 5) == 1
        elif "no_question" in s:
            put_agent(g, seat, 0, "pronto-socorro")
            g.apply("move a1 mercado-negro")
            assert "do question" not in g.legal_texts() and "do money" in g.legal_texts()
        else:  # pragma: no cover
            raise AssertionError(s)
        return
    if vd.timing == "track":
        set_row(g, "villain", [villain, "capanga", "pe-de-cabra"])
        g.state.tracking = {}
        o.tokens_home = 3
        cost = track_cost(st, seat, villain)
        g.apply("allocate a1 arquivo")
        g.apply("do track")
        g.apply(f"track {villain}")
        eff = vd.effects[0]
        if eff["verb"] == "place_fire":  # the tracker places a Fire (Smoke), after paying as usual
            assert st.stack and st.stack[-1]["kind"] == "place_fire" and st.stack[-1]["seat"] == seat
            assert (o.clue, o.money) == (6 - cost.clue, 6 - cost.money)
            return
        sign = 1 if eff["verb"] == "gain" else -1
        assert o.clue == 6 - cost.clue + sign * eff.get("clue", 0)
        assert o.money == 6 - cost.money + sign * eff.get("money", 0)
        return
    if vd.timing == "reveal":
        hero_row = list(st.hero_row)
        other_money = st.orgs[1 - seat].money
        _defeat(g, seat, "capanga", next_villain=villain)
        # Capanga carries the Fire symbol: his Fire is placed before the replacement is revealed
        assert st.stack[-1]["kind"] == "place_fire" and len(st.villain_row) == 1
        g.apply(next(t for t in g.legal_texts() if t.startswith("place-fire ")))
        assert villain in st.villain_row
        verb = vd.effects[0]["verb"]
        if verb == "place_fire":
            assert st.stack and st.stack[-1]["kind"] == "place_fire"
        elif verb == "each_lose":
            assert st.orgs[1 - seat].money == other_money - 1
        elif verb == "refill_heroes":
            assert not set(st.hero_row) & set(hero_row)
        return
    # "none" and "confront": defeat it and count its Reputation
    cost = confront_cost(st, seat, villain)
    _defeat(g, seat, villain)
    assert villain in o.captured
    if vd.timing == "confront":
        eff = vd.effects[0]
        sign = 1 if eff["verb"] == "gain" else -1
        assert o.money == 6 - cost.money + sign * eff.get("money", 0)
        assert o.clue == 6 - cost.clue + sign * eff.get("clue", 0)
    if vd.fire:
        assert st.stack[-1]["kind"] == "place_fire"
    assert g.score_lines(seat)["efficiency"] == vd.reputation


@pytest.mark.rule("002:city-cards:2", "002:city-cards:3", "002:city-cards:5")
@pytest.mark.parametrize("card", [c.key for c in C.city])
def test_city_card(card):
    """Each location offers exactly its icons (when they can do something) and holds its capacity."""
    cd = C.card[card]
    for loc in cd.locations:
        g, seat = rich("nervos")
        st = g.state
        if card in st.city_box:
            from .helpers import swap_city

            swap_city(g, "a1", card)
        st.guards.clear()
        hire(g, seat, "informante")
        st.orgs[seat].exhausted.append("informante")
        for o in st.orgs:  # clear the way
            o.agents = ["home", "box"]
        put_agent(g, 1 - seat, 0, "banca-de-jornal" if loc.key != "banca-de-jornal" else "feira-livre")
        put_agent(g, seat, 1, "cais" if card != "porto" else "turbinas")
        if cd.season == 1:
            g.apply(f"allocate a1 {loc.key}")
        else:
            from game.games.san_villano.grid import neighbours

            cell = st.cell_of_card(card)
            start = next(C.card[st.city[n]].locations[0].key for n in neighbours(cell)
                         if not any(w == C.card[st.city[n]].locations[0].key for o in st.orgs for w in o.agents))
            put_agent(g, seat, 0, start)
            g.apply(f"move a1 {loc.key}")
        offered = {t.split()[1] for t in g.legal_texts() if t.startswith("do ")}
        assert offered == set(loc.icons), (loc.key, offered)
        assert loc.capacity == (3 if loc.key == "pronto-socorro" else 2 if loc.key in (
            "saguao", "arquibancada", "praca-de-alimentacao") else 1)


@pytest.mark.rule("002:fires:3", "002:fires:5", "002:fires:6", "002:fires:7", "002:fires:8",
                  "002:fires:9", "002:fires:10", "002:fires:12", "002:fires:13", "002:fires:14",
                  "002:fires:15", "002:fires:16", "002:fires:17")
@pytest.mark.parametrize("fire", [f.key for f in C.fires])
def test_fire_token(fire):
    fd = C.fire[fire]
    g, seat = rich("nervos")
    st = g.state
    o = st.orgs[seat]
    hire(g, seat, "capita-trovao")
    st.fire_stack.remove(fire)
    st.fire_at["banca-de-jornal"] = fire
    g.apply("allocate a1 banca-de-jornal")
    g.apply("exhaust nervos")
    g.apply("fire")
    assert o.fires == [fire] and g.score_lines(seat)["heroism"] == fd.reputation
    eff = fd.effect
    if eff == "gain_clue_money":
        assert (o.clue, o.money) == (7, 7)
    elif eff == "gain_two_money":
        assert o.money == 8
    elif eff == "gain_two_clues":
        assert o.clue == 8
    elif eff == "prepare_all":
        assert o.exhausted == []
    elif eff == "hero_ability":
        assert o.money == 8 and "capita-trovao" in o.exhausted  # the only prepared Hero with an ability
    elif eff == "recruit":
        g.apply("recruit mare")
        assert "mare" in o.heroes
    elif eff == "confront":
        maybe(g, "confront capita-trovao capanga")
        assert "capanga" in o.captured
    elif eff == "track":
        maybe(g, "track gelida")
        assert seat in st.tracking["gelida"]
    elif eff == "lose_two_clues":
        assert o.clue == 4
    elif eff == "lose_two_money":
        assert o.money == 4
    elif eff == "exhaust_hero":
        assert "capita-trovao" in o.exhausted
    elif eff == "remove_tracking":
        assert "capanga" not in st.tracking and o.tokens_home == 3
