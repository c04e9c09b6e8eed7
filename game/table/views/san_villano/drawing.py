"""Painting a San Villano table from the state and a layout (the view only reads the state).

``draw_table`` paints everything public: the City (face-down cards show their season), the
agents, Fire tokens (face down until revealed), guard tokens, the Round track with the
marker's Day or Night side, the Nicknames, the three rows with their decks, each Villain's
Tracking tokens and every organization's resources, Reputation, agents at home, Tracking
tokens, characters (exhausted ones turned) and captured Villains. ``lit`` names the targets
to outline (legal drops, answers).
"""

from __future__ import annotations

import math

import pygame

from game.games.san_villano import scoring
from game.games.san_villano.board import content
from game.games.san_villano.grid import CELLS, SEASON_OF
from game.games.san_villano.state import State
from game.i18n import N_, _, language

from ...kit import theme
from ...kit.assets import text, text_width
from ...kit.cache import MIB, SurfaceCache, cached_surface
from ...kit.draw import coin, glow, rounded, rounded_body
from ...kit.fans import kept
from ...kit.layer import Part, clipped
from ...kit.layer import look as part_look
from ...kit.layout import Units
from ...kit.match_scene import Named
from ...kit.textfit import draw_fit, readable
from . import art
from .layout import Layout, compute_layout, location_marks
from .words import named


@cached_surface("san villano: faces", 16 * MIB)  # bounded by bytes (a 4K window's faces are large)
def _face(key: str, w: int, h: int, kind: str, language: str = "en") -> pygame.Surface:
    # the language is part of the key: a card's words change with it
    return art.card_face(key, (w, h), kind)


@cached_surface("san villano: backs", 2 * MIB)
def _back(w: int, h: int, label: str, colour: tuple) -> pygame.Surface:
    return art.card_back((w, h), label, colour)


def card_kind(key: str) -> str:
    c = content()
    return "villain" if key in c.villain else c.character[key].kind


def card_image(key: str, size: tuple[int, int]) -> pygame.Surface:
    """Card ``key``'s face at ``size`` (kept)."""
    return _face(key, size[0], size[1], card_kind(key), language())


def blit_card(surf, key: str, rect: pygame.Rect, turned: bool = False, face_down: bool = False) -> None:
    """A card at ``rect``; ``turned`` (exhausted) lies sideways in it (the layout gives a
    turned card a lying rectangle, ``layout.org_line``): never past the rectangle."""
    if turned:
        # the face upright at the lying rectangle's height × width, turned a quarter: kept
        upright = (rect.h, rect.w) if rect.w >= rect.h else (rect.w, max(1, rect.w * rect.w // rect.h))
        img = _back(upright[0], upright[1], "", (110, 40, 40)) if face_down else card_image(key, upright)
        img = kept(("san villano turned", key, face_down, rect.size), lambda img=img: pygame.transform.rotate(img, -90))
    elif face_down:
        img = _back(rect.w, rect.h, "", (110, 40, 40))
    else:
        img = card_image(key, rect.size)
    surf.blit(img, img.get_rect(center=rect.center))


def _margin(lay: Layout) -> int:
    """How far past a target a ``glow`` reaches (and an agent's shadow)."""
    return int(4 * lay.s) + 4


def table_parts(st: State, lay: Layout, lit: set | None = None, skip=frozenset(),
                flying=frozenset()) -> dict[tuple, Part]:
    """Everything public, as the kit's parts in drawing order, each keyed by exactly what it
    shows: the City's frame and each of its cells, the Round track, each Recruitment Row,
    each organization's panel and each agent not in ``skip`` (gliding, dragged); the cards
    in ``flying`` (gliding, dragged) are left out of their row or organization."""
    lit = lit or set()
    look = part_look(lay.s)
    m = _margin(lay)
    parts: dict[tuple, Part] = {}
    parts[("city",)] = Part(lay.city, look, lambda surf: rounded(surf, lay.city, theme.TABLE_EDGE, lay.u(12)),
                            solid=rounded_body(lay.city, lay.u(12)))
    guard_at = {loc: card for card, loc in st.guards.items()}
    owner_of_guard = {card: seat for seat, o in enumerate(st.orgs) for card in o.characters()}
    fires_open = set(st.fire_open)
    c = content()
    for cell in CELLS:
        r = lay.cells[cell]
        if cell in st.revealed:
            locs = tuple((loc.key, tuple(lay.locations[loc.key]), st.fire_at.get(loc.key), loc.key in fires_open,
                          owner_of_guard.get(guard_at[loc.key], 0) if loc.key in guard_at else None,
                          ("loc", loc.key) in lit) for loc in c.card[st.city[cell]].locations)
            key = (look, st.city[cell], locs)
        else:
            key = (look, None, ("cell", cell) in lit)
        parts[("cell", cell)] = Part(r.inflate(2 * m, 2 * m), key,
                                     lambda surf, cell=cell: _draw_cell(surf, st, lay, cell, lit, guard_at,
                                                                        owner_of_guard, fires_open),
                                     solid=rounded_body(r, lay.u(10)))
    track_key = (look, st.round, tuple(st.order), st.strategist, tuple(st.opportunity), st.side, st.marker,
                 tuple((k, st.nickname_owner.get(k)) for k in st.nicknames), len(st.fire_stack), st.villain_deck,
                 sum(1 for cell in CELLS if cell not in st.revealed))
    parts[("track",)] = Part(lay.track_area, track_key, lambda surf: _draw_track(surf, st, lay))
    for name in ("hero", "helper", "villain"):
        cards = tuple((card, tuple(r), tuple(st.tracking.get(card, ())) if name == "villain" else (),
                       ("card", card) in lit or ("villain", card) in lit) for card, r in lay.rows[name]
                      if card not in flying)
        area = lay.row_labels[name].union(lay.decks[name]).unionall([r for _c, r in lay.rows[name]] or [lay.decks[name]])
        parts[("row", name)] = Part(area.inflate(2 * m, 2 * m), (look, cards, _deck_size(st, name)),
                                    lambda surf, name=name: _draw_row(surf, st, lay, name, lit, flying))
    scores = scoring.scores(st)
    for seat in range(st.players):
        o = st.orgs[seat]
        held = tuple((key, tuple(r), key in o.captured, key in o.exhausted, ("char", key) in lit)
                     for (s, key), r in lay.org_cards.items() if s == seat and key not in flying)
        key = (look, ("org", seat) in lit, scores[seat], st.strategist == seat, o.tokens_home, o.clue, o.money,
               tuple(o.fires), tuple(o.nicknames), held)
        parts[("org", seat)] = Part(lay.orgs[seat].inflate(2 * m, 2 * m), key,
                                    lambda surf, seat=seat, score=scores[seat]: _draw_org(surf, st, lay, seat, lit, score,
                                                                                          flying),
                                    solid=rounded_body(lay.orgs[seat], lay.u(10)))
    for (seat, i), r in lay.movers.items():
        if (seat, i) in skip:
            continue
        on = ("agent", seat, i) in lit
        parts[("agent", seat, i)] = Part(r.inflate(2 * m, 2 * m), (look, on),
                                         lambda surf, seat=seat, i=i, r=r, on=on: _draw_agent(surf, lay, seat, i, r, on))
    return parts


def draw_table(surf: pygame.Surface, st: State, lay: Layout, lit: set | None = None, skip=frozenset()) -> None:
    """The whole public table at once (a preview, a replay): its parts, each in its box."""
    surf.fill(theme.TABLE)
    for part in table_parts(st, lay, lit, skip).values():
        clipped(part.rect, part.draw)(surf)


def _draw_agent(surf, lay: Layout, seat: int, i: int, r: pygame.Rect, on: bool) -> None:
    art.agent(surf, r, seat, str(i + 1))
    if on:
        glow(surf, r, theme.GOOD, lay.s)


def _draw_cell(surf, st: State, lay: Layout, cell: str, lit: set, guard_at: dict, owner_of_guard: dict,
               fires_open: set) -> None:
    """A City cell: its body (kept, ``_cell_body``), then the outline of each lit target on it."""
    r = lay.cells[cell]
    surf.blit(_cell_body(st, lay, cell, guard_at, owner_of_guard, fires_open), r)
    if cell not in st.revealed:
        if ("cell", cell) in lit:
            glow(surf, r, theme.GOOD, lay.s)
        return
    for loc in content().card[st.city[cell]].locations:
        if ("loc", loc.key) in lit:
            glow(surf, lay.locations[loc.key], theme.GOOD, lay.s)


#: the City cells' bodies as last painted: a move lights other targets (and a lit target's
#: outline reaches its neighbours' boxes), and each cell painted again took 0.1-0.2 ms of
#: words and icons at 1920x1080, a dozen of them in a landing frame
_CELLS = SurfaceCache("san villano: cells", 4 * MIB)


def _cell_body(st: State, lay: Layout, cell: str, guard_at: dict, owner_of_guard: dict,
               fires_open: set) -> pygame.Surface:
    """Cell ``cell`` as it shows without outlines, on its own surface (transparent past its
    rounded corners), kept under everything it shows: the look (scale, language, colours),
    its size and its places' boxes within it, the City card and each location's Fire token
    and guard."""
    r = lay.cells[cell]
    o = (-r.x, -r.y)
    if cell in st.revealed:
        card = content().card[st.city[cell]]
        places = tuple((loc.key, tuple(lay.locations[loc.key].move(o)), st.fire_at.get(loc.key),
                        loc.key in fires_open,
                        owner_of_guard.get(guard_at[loc.key], 0) if loc.key in guard_at else None)
                       for loc in card.locations)
        key = (part_look(lay.s), lay.cs, cell, r.size, st.city[cell], lay.slots[f"{cell}:0"].y - r.y, places)
    else:
        card, places, key = None, (), (part_look(lay.s), lay.cs, cell, r.size)
    body = _CELLS.get(key)
    if body is None:
        body = pygame.Surface(r.size, pygame.SRCALPHA)
        _paint_cell(body, lay, cell, card, places)
        body = _CELLS.put(key, body)
    return body


def _paint_cell(surf, lay: Layout, cell: str, card, places: tuple) -> None:
    """Cell ``cell``'s body on ``surf`` (the cell's size): the back of a face-down City card,
    or the face-up ``card`` with ``places`` (each location's key, box, Fire token, whether
    it is face up, and the guard's seat)."""
    u = Units(lay.cs)  # the City's scale: its contents follow its size, not the UI scale
    r = pygame.Rect((0, 0), lay.cells[cell].size)
    season = SEASON_OF[cell]
    colour = art.SEASON_COLOURS[season]
    if card is None:
        # a face-down City card: only its season shows on the back
        rounded(surf, r, theme.mix(colour, (0, 0, 0), 0.6), u(10))
        pygame.draw.rect(surf, colour, r.inflate(-u(10), -u(10)), u.line(2), border_radius=u(8))
        draw_fit(surf, "serif", 30 * lay.cs, _(art.SEASON_NAMES[season]), theme.TEXT, r.inflate(-u(24), -u(60)),
                 min_size=8, what="san villano: season")
        # its place on the grid, as the prompts and the log name it ("Reveal the City card at d2")
        draw_fit(surf, "bold", 22 * lay.cs, cell, theme.GOLD, pygame.Rect(r.x + u(10), r.y + u(6), u(60), u(28)),
                 align="left", min_size=7, what="san villano: cell")
        return
    rounded(surf, r, theme.mix(colour, theme.PANEL, 0.72), u(10))
    pygame.draw.rect(surf, colour, r, u.line(2), border_radius=u(10))
    head = pygame.Rect(r.x + u(8), r.y + u(2), r.w - u(50), lay.slots[f"{cell}:0"].y - lay.cells[cell].y - u(2))
    # the City card's picture at the end of its name line
    pic = pygame.Rect(0, 0, head.h - u(2), head.h - u(2))
    pic.topright = (r.right - u(24), r.y + u(2))
    art.picture(surf, card.icon, pic, theme.mix(colour, theme.TEXT, 0.5))
    draw_fit(surf, "bold", 19 * lay.cs, named(card), theme.TEXT, head.clip(pygame.Rect(r.x, r.y, pic.left - r.x, r.h)),
             align="left", min_size=7, what="san villano: city card")
    tag = text("bold", max(7, u(13)), _(art.SEASON_NAMES[season]).split()[0], colour)
    surf.blit(tag, tag.get_rect(topright=(r.right - u(8), r.y + u(6))))
    for loc, (_key, box, fire, face_up, guard) in zip(card.locations, places, strict=True):
        lr = pygame.Rect(box)
        pygame.draw.rect(surf, theme.mix(theme.PANEL, (0, 0, 0), 0.2), lr, border_radius=u(6))
        marks = location_marks(lay, lr, fire is not None, guard is not None)
        name_box = marks["name"]
        cap = f"  ({loc.capacity})" if loc.capacity > 1 else ""
        draw_fit(surf, "cond-bold", 16 * lay.cs, named(loc) + cap, theme.TEXT_DIM, name_box, align="left", min_size=7,
                 what="san villano: location")
        ir = max(u(9), min(int(lr.h * 0.26), u(20)))
        x = lr.x + u(8) + ir
        for ic in loc.icons:
            art.icon(surf, ic, (x, lr.bottom - ir - u(6)), ir)
            x += 2 * ir + u(6)
        if fire is not None:
            art.flame(surf, marks["fire"], fire if face_up else None)
        if guard is not None:
            art.guard_token(surf, marks["guard"].center, u(11), guard)


def _draw_track(surf, st: State, lay: Layout) -> None:
    u = lay.u
    c = content()
    label = text("bold", readable(15 * lay.s), _("Round {round} of 11 · player order").format(round=st.round),
                 theme.TEXT_DIM)
    if lay.track:
        surf.blit(label, (lay.track[0][1].x, lay.track[0][1].y - u(62)))
    for k, (seat, r) in enumerate(lay.track):
        colour = art.org_colour(seat)
        rounded(surf, r, theme.mix(colour, (0, 0, 0), 0.45), u(8))
        pygame.draw.rect(surf, colour, r, u.line(2), border_radius=u(8))
        draw_fit(surf, "bold", 16 * lay.s, named(c.organizations[seat]), theme.TEXT,
                 pygame.Rect(r.x + u(4), r.y + u(2), r.w - u(8), r.h // 2), min_size=7, what="san villano: org card")
        if k == 0:  # the first-player icon
            t = text("bold", max(7, u(14)), _("1st"), theme.GOLD)
            surf.blit(t, (r.x + u(6), r.bottom - t.get_height() - u(4)))
        if st.strategist == seat:  # the Strategist side of the card: the map
            art.icon(surf, "strategist", (r.right - u(16), r.bottom - u(16)), u(13))
    opp = lay.opportunity
    rounded(surf, opp, (70, 60, 90), u(8))
    pygame.draw.rect(surf, theme.GOLD, opp, u.line(2), border_radius=u(8))
    draw_fit(surf, "bold", 15 * lay.s, _("Opportunity"), theme.TEXT, pygame.Rect(opp.x + u(4), opp.y + u(2), opp.w - u(8),
             opp.h // 2), min_size=7, what="san villano: opportunity")
    for k, seat in enumerate(st.opportunity):
        art.tracking_token(surf, (opp.x + u(14) + k * u(20), opp.bottom - u(16)), u(9), seat)
    # the Round marker: a sun (Day, Action 1) or a moon (Night, Action 2) over the card it is on
    m = lay.marker
    if st.side == "day":
        for a in range(8):
            ang = a * math.pi / 4
            pygame.draw.line(surf, (250, 210, 80), m.center,
                             (m.centerx + math.cos(ang) * m.w * 0.7, m.centery + math.sin(ang) * m.w * 0.7), u.line(2))
        pygame.draw.circle(surf, (250, 210, 80), m.center, m.w // 2)
    else:
        pygame.draw.circle(surf, (200, 210, 240), m.center, m.w // 2)
        pygame.draw.circle(surf, theme.TABLE, (m.centerx + m.w // 5, m.centery - m.w // 6), m.w // 2)
    word = _("Day · Action 1") if st.side == "day" else _("Night · Action 2")
    t = text("bold", readable(15 * lay.s), word, theme.TEXT)
    surf.blit(t, t.get_rect(midleft=(m.right + u(6), m.centery)))
    for key, r in lay.nicknames:
        nk = c.nickname[key]
        bg, asks = nickname_colours(st.nickname_owner.get(key))
        rounded(surf, r, bg, u(6))
        pygame.draw.rect(surf, theme.GOLD, r, u.line(1), border_radius=u(6))
        # its picture (the content's ``icon``) at the left, the words beside it
        pic = pygame.Rect(r.x + u(3), r.y + u(3), r.h - u(6), r.h - u(6))
        words_x = pic.right + u(3) if art.picture(surf, nk.icon, pic, theme.GOLD) else r.x + u(4)
        draw_fit(surf, "cond-bold", readable(14 * lay.s), f"{named(nk)} · {nk.reputation}", theme.TEXT,
                 pygame.Rect(words_x, r.y + u(2), r.right - words_x - u(4), r.h * 2 // 5), min_size=6,
                 what="san villano: nickname")
        # what it asks for, on two lines if need be
        draw_fit(surf, "cond", readable(12 * lay.s), _(nk.text).replace(_("The first organization with "), ""), asks,
                 pygame.Rect(words_x, r.y + r.h * 2 // 5 + u(2), r.right - words_x - u(4), r.h * 3 // 5 - u(4)),
                 min_size=10, wrap=True, max_lines=2,
                 optional=True, what="san villano: nickname")  # too small to read: the tooltip says it
    art.flame(surf, lay.fire_stack)
    info = _("{fires} in the stack · Villains: {deck} deck · {cards} face down").format(
        fires=counted(len(st.fire_stack), N_("1 Fire token"), N_("{n} Fire tokens")), deck=_(st.villain_deck),
        cards=counted(sum(1 for c in CELLS if c not in st.revealed), N_("1 City card"), N_("{n} City cards")))
    draw_fit(surf, "cond", readable(15 * lay.s), info, theme.TEXT_DIM, lay.info, align="left", valign="top", min_size=7,
             wrap=True, what="san villano: info")


ROW_NAMES = {"hero": N_("Heroes"), "helper": N_("Helpers"), "villain": N_("Villains")}
DECKS = (N_("scum"), N_("elite"))  # the Villain deck's names, shown in the info line


def _deck_size(st: State, name: str) -> int:
    if name == "villain":
        return len(st.scum_deck if st.villain_deck == "scum" else st.elite_deck)
    return len(getattr(st, f"{name}_deck"))


def _draw_row(surf, st: State, lay: Layout, name: str, lit: set, flying=frozenset()) -> None:
    u = lay.u
    draw_fit(surf, "serif", 20 * lay.s, _(ROW_NAMES[name]), theme.GOLD, lay.row_labels[name], align="left", min_size=7,
             what="san villano: row")
    d = lay.decks[name]
    colour = art.KIND_COLOURS[name]
    surf.blit(_back(d.w, d.h, f"{_deck_size(st, name)}", colour), d.topleft)
    for card, r in lay.rows[name]:
        if card in flying:
            continue
        blit_card(surf, card, r)
        if name == "villain":
            for k, seat in enumerate(st.tracking.get(card, ())):
                art.tracking_token(surf, (r.x + u(12) + k * u(20), r.bottom - u(12)), u(10), seat)
        if ("card", card) in lit or ("villain", card) in lit:
            glow(surf, r, theme.GOOD, lay.s)


def _draw_org(surf, st: State, lay: Layout, seat: int, lit: set, score: int, flying=frozenset()) -> None:
    u = lay.u
    c = content()
    o = st.orgs[seat]
    r = lay.orgs[seat]
    colour = art.org_colour(seat)
    rounded(surf, r, theme.mix(colour, theme.PANEL, 0.82), u(10))
    pygame.draw.rect(surf, colour, r, u.line(2), border_radius=u(10))
    if ("org", seat) in lit:
        glow(surf, r, theme.GOOD, lay.s)
    emblem = pygame.Rect(r.x + u(6), r.y + u(3), u(24), u(24))
    art.picture(surf, c.organizations[seat].icon, emblem, theme.mix(colour, theme.TEXT, 0.35))
    head = pygame.Rect(emblem.right + u(6), r.y + u(2), r.w - u(110) - emblem.w - u(6), u(26))
    extra = _(" · Strategist") if st.strategist == seat else ""
    draw_fit(surf, "bold", 18 * lay.s, f"{named(c.organizations[seat])}{extra}", theme.TEXT, head, align="left",
             min_size=7, what="san villano: org")
    tk = lay.tokens[seat]
    for k in range(o.tokens_home):
        art.tracking_token(surf, (tk.x + u(12) + k * u(22), tk.centery), u(9), seat)
    stats = lay.org_stats[seat]
    boxes = stat_boxes(st, lay, seat, score)
    for name, n in (("clue", o.clue), ("money", o.money)):
        x = boxes[name].x
        art.icon(surf, name, (x + u(12), stats.centery), u(11))
        t = text("bold", readable(17 * lay.s), str(n), theme.TEXT)
        surf.blit(t, t.get_rect(midleft=(x + u(27), stats.centery)))
    rep = text("bold", readable(17 * lay.s), f"{score} RP", theme.GOLD)
    surf.blit(rep, rep.get_rect(midleft=(boxes["rp"].x, stats.centery)))
    x = boxes["more"].x
    more = " · ".join((counted(len(o.fires), N_("1 Fire"), N_("{n} Fires")),
                       counted(len(o.nicknames), N_("1 Nickname"), N_("{n} Nicknames"))))
    said = draw_fit(surf, "cond", readable(14 * lay.s), more, theme.TEXT_DIM, boxes["more"], align="left", min_size=6,
                    optional=True, what="san villano: org stats")
    # its resolved Fires (face up) and its Nicknames, as their pictures, where there is room
    x, d = (said.right if said.w else x) + u(6), u(22)
    for kind, key in [("fire", f) for f in o.fires] + [("nick", n) for n in o.nicknames]:
        if x + d > stats.right - u(80):
            break
        spot = pygame.Rect(x, stats.centery - d // 2, d, d)
        if kind == "fire":
            art.flame(surf, spot, key)
        else:
            art.picture(surf, c.nickname[key].icon, spot, theme.GOLD)
        x += d + u(4)
    for (s, key), cr in lay.org_cards.items():
        if s != seat or key in flying:
            continue
        if key in o.captured:
            blit_card(surf, key, cr, face_down=True)  # captured: face down, its Reputation shown
            coin(surf, cr.center, max(6, cr.w // 4), str(c.villain[key].reputation))
        else:
            blit_card(surf, key, cr, turned=key in o.exhausted)
        if ("char", key) in lit:
            glow(surf, cr, theme.GOOD, lay.s)


def nickname_colours(owner: int | None) -> tuple[tuple[int, int, int], tuple[int, int, int]]:
    """A Nickname's background (its owner's colour, darkened; the panel's while nobody holds
    it) and the colour of what it asks for: dim on the panel, full on an owner's colour, where
    the dim grey on the Ghost Hare's grey read at a contrast of 2:1."""
    if owner is None:
        return theme.PANEL, theme.TEXT_DIM
    return theme.mix(art.org_colour(owner), (0, 0, 0), 0.55), theme.TEXT


def counted(n: int, one: str, many: str) -> str:
    """``n`` things in words: ``one`` for one ("1 Nickname", not "1 Nicknames"), else ``many``
    with ``{n}``; both catalogue words (``N_``)."""
    return _(one) if n == 1 else _(many).format(n=n)


def stat_boxes(st: State, lay: Layout, seat: int, score: int) -> dict[str, pygame.Rect]:
    """Where an organization's counters lie on its panel: its Clue, its Money, its reputation
    (RP) and the words of its Fires and Nicknames."""
    u = lay.u
    o = st.orgs[seat]
    stats = lay.org_stats[seat]
    size = readable(17 * lay.s)
    out = {}
    x = stats.x
    for name, n in (("clue", o.clue), ("money", o.money)):
        w = u(27) + text_width("bold", size, str(n))
        out[name] = pygame.Rect(x, stats.y, w, stats.h)
        x += w + u(10)
    w = text_width("bold", size, f"{score} RP")
    out["rp"] = pygame.Rect(x, stats.y, w, stats.h)
    x += w + u(10)
    out["more"] = pygame.Rect(x, stats.y, max(0, stats.right - x - u(80)), stats.h)
    return out


def named_things(st: State, lay: Layout) -> list[Named]:
    """Every counter, token and pile of the table, with its name and what it counts (the
    kit's ``MatchScene.named_things``)."""
    c = content()
    out: list[Named] = []
    scores = scoring.scores(st)
    for seat in range(st.players):
        o = st.orgs[seat]
        org = named(c.organizations[seat])
        boxes = stat_boxes(st, lay, seat, scores[seat])
        out += [
            Named(boxes["clue"], _("Clue: {n}").format(n=o.clue),
                  _("The {organization}'s Clue, one of the two resources: recruiting, tracking and confronting "
                    "cost it.").format(organization=org)),
            Named(boxes["money"], _("Money: {n}").format(n=o.money),
                  _("The {organization}'s Money, the other resource: recruiting, tracking and confronting cost "
                    "it.").format(organization=org)),
            Named(boxes["rp"], _("Reputation: {n} RP").format(n=scores[seat]),
                  _("The {organization}'s reputation points so far: captured Villains, put-out Fires, 2 a Hero and 1 "
                    "a Helper, Nicknames, and 1 for every 5 resources; the most at the end wins.").format(
                      organization=org)),
            Named(boxes["more"], _("Fires and Nicknames"),
                  _("The {organization} has put out {fires} and holds {nicknames}.").format(
                      organization=org, fires=counted(len(o.fires), N_("1 Fire"), N_("{n} Fires")),
                      nicknames=counted(len(o.nicknames), N_("1 Nickname"), N_("{n} Nicknames")))),
            Named(lay.tokens[seat], _("Tracking tokens: {n}").format(n=o.tokens_home),
                  _("The {organization}'s Tracking tokens not yet on a Villain: tracking a Villain puts one on "
                    "it.").format(organization=org)),
        ]
    for cell in CELLS:
        if cell not in st.revealed:
            continue
        card = c.card[st.city[cell]]
        for loc in card.locations:
            if loc.key in st.fire_at and loc.key in lay.locations:
                marks = location_marks(lay, lay.locations[loc.key], True, False)
                out.append(Named(marks["fire"], _("Fire token at {location}").format(location=named(loc)),
                                 _("An agent entering here exhausts one of its organization's Heroes; putting the Fire "
                                   "out scores it.")))
    out.append(Named(lay.fire_stack, _("Fire stack: {n}").format(n=len(st.fire_stack)),
                     _("The Fire tokens not yet on the City, face down.")))
    out.append(Named(lay.marker, _("Round marker"),
                     _("Over the organization acting: the sun is the Day (action 1), the moon the Night (action 2).")))
    out.append(Named(lay.opportunity, _("Opportunity card"),
                     _("The Tracking tokens on it are extra actions, taken after the last player's turn.")))
    for name in ("hero", "helper", "villain"):
        out.append(Named(lay.decks[name], _("{row} deck: {n} cards").format(row=_(ROW_NAMES[name]), n=_deck_size(st, name)),
                         _("Face down; its cards refill the row beside it.")))
    return out


def draw_preview(surface: pygame.Surface, state: State) -> None:
    """The whole table, public information only (Load preview, replay)."""
    lay = compute_layout(state, surface.get_size())
    draw_table(surface, state, lay)
