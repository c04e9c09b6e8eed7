"""Painting the mission-duel table: card faces and backs, seat panels, the mission and its sum.

Everything here reads a *seen* game's state (``GameDefinition.seen``: the game as the seat at
the screen may see it): a card it may not see is face down there (``cards.is_face_down``) and
is painted so, its back only. ``draw_table`` paints a ``Layout`` (``layout.compute``);
``draw_preview`` is the public table (the Load screen, replays).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.core.registry import game_named
from game.games.stargate import totals as T
from game.games.stargate.cards import SKILLS, is_face_down
from game.games.stargate.state import ASSIGNED, INCAPACITATED, STOPPED, State
from game.i18n import N_, _
from game.table.kit import theme
from game.table.kit.assets import text, text_width
from game.table.kit.draw import coin, emblem, rounded, rounded_body, shield
from game.table.kit.fans import draw_card_leaning, in_flight, painted
from game.table.kit.icons import draw_icon
from game.table.kit.layer import Part, clipped
from game.table.kit.layer import look as part_look
from game.table.kit.textfit import draw_block, draw_fit, readable

from .layout import Layout, compute
from .words import as_game, deck_icon, deck_name, role_of, short_name, turn_words

KIND_COLOURS = {
    "team": (46, 84, 128), "support": (52, 100, 118), "gear": (70, 96, 84), "event": (92, 82, 126),
    "hero-ship": (54, 78, 104), "obstacle": (120, 62, 40), "adversary": (128, 36, 44),
    "villain-ship": (100, 44, 60), "mission": (150, 120, 50),
}
SEAT_ACCENTS = ((98, 170, 232), (232, 128, 88), (150, 210, 120), (210, 150, 230))
HERO = (110, 190, 255)
VILLAIN = (240, 96, 86)
SKILL_SHORT = {"culture": N_("Cul"), "science": N_("Sci"), "combat": N_("Com"), "ingenuity": N_("Ing")}
#: the kind line's words, translated where the card is drawn (the names stay as printed)
KIND_WORDS = {"team": N_("team"), "support": N_("support"), "gear": N_("gear"), "event": N_("event"),
              "hero-ship": N_("hero ship"), "obstacle": N_("obstacle"), "adversary": N_("adversary"),
              "villain-ship": N_("villain ship"), "mission": N_("mission")}
ROLE_WORDS = {"hero": N_("Hero"), "villain": N_("Villain")}
SKILL_WORDS = {"culture": N_("culture"), "science": N_("science"), "combat": N_("combat"),
               "ingenuity": N_("ingenuity")}
KEYWORD_WORDS = {"block": N_("block"), "blockade": N_("blockade"), "dominion": N_("dominion")}
TAG_WORDS = {STOPPED: N_("stopped"), INCAPACITATED: N_("incapacitated"), ASSIGNED: N_("assigned")}


def keyword_words(kw: str) -> str:
    """A keyword as the kind line says it ("withdraw:1" is "withdraw 1")."""
    if kw.startswith("withdraw:"):
        return _("withdraw {cost}").format(cost=kw.split(":", 1)[1])
    return _(KEYWORD_WORDS.get(kw, kw))


def accent(seat: int) -> tuple[int, int, int]:
    """The seat's colour; with the colour-blind-safe option, the safe seat colour."""
    if theme.colour_blind:
        from game.table.kit.colours import SAFE_SEATS

        return SAFE_SEATS[seat % len(SAFE_SEATS)]
    return SEAT_ACCENTS[seat % len(SEAT_ACCENTS)]


def seat_colours(state, seat: int) -> tuple[tuple[int, int, int], tuple[int, int, int]]:
    """The seat's accent (the colour-blind-safe one when set) and the table's dark base."""
    return accent(seat), (24, 30, 44)


def card_back(surf, st: State, c: int, r: pygame.Rect, s: float) -> None:
    owner = st.table.owner[c]
    emblem(surf, r, st.decks[owner], accent(owner), (24, 30, 44), False, deck_icon(st.decks[owner]))
    pygame.draw.rect(surf, accent(owner), r, max(1, int(2 * s)), border_radius=max(2, r.w // 14))


def card_face(surf, st: State, c: int, r: pygame.Rect, s: float) -> None:
    """A card's face: kind colour, title, cost, ratings, and its state in play."""
    d = T.card(st, c)
    base = KIND_COLOURS.get(d.kind, theme.PANEL)
    rad = max(2, r.w // 14)
    rounded(surf, r, base, rad)
    pygame.draw.rect(surf, theme.mix(base, (255, 255, 255), 0.45), r, max(1, int(2 * s)), border_radius=rad)
    k = r.w / 112
    pad = max(2, int(5 * k))
    # the card's picture (its data names it) fills the lower part, faint enough that the
    # ratings and words over it stay easy to read
    side = min(r.w - 2 * pad, int(r.h * 0.58))
    pic = pygame.Rect(0, 0, side, side)
    pic.midbottom = (r.centerx, r.bottom - pad)
    draw_icon(surf, d.icon, pic, (*theme.mix(base, (255, 255, 255), 0.5), 80))
    head = pygame.Rect(r.left + pad, r.top + pad, r.w - 2 * pad, int(r.h * 0.27))
    if d.kind in ("mission",):
        title = d.title
    else:
        title = d.name
    title_box = head.inflate(-int(24 * k) if d.cost else 0, 0)
    said = draw_fit(surf, "cond-bold", 17 * k, title, theme.TEXT, title_box,
                    wrap=True, max_lines=2, min_size=7, what="stargate: card title", optional=True)
    if not said.w and ", " in title:  # too long for a small card: the name before its epithet
        draw_fit(surf, "cond-bold", 17 * k, title.split(", ")[0], theme.TEXT, title_box,
                 wrap=True, max_lines=2, min_size=7, what="stargate: card title", optional=True)
    kind_line = pygame.Rect(r.left + pad, head.bottom, r.w - 2 * pad, int(r.h * 0.11))
    sub = _(KIND_WORDS.get(d.kind, d.kind))
    if d.kind == "mission":  # the glyph is a constellation's name: as printed
        sub = _("{skill} mission · {glyph}").format(skill=_(SKILL_WORDS.get(d.skill, d.skill)), glyph=d.glyph)
    if d.keywords:
        sub += " · " + ", ".join(keyword_words(kw) for kw in d.keywords)
    draw_fit(surf, "cond", 13 * k, sub, theme.mix(theme.TEXT, base, 0.25), kind_line, min_size=6,
             what="stargate: card kind", optional=True)
    body = pygame.Rect(r.left + pad, kind_line.bottom + int(2 * k), r.w - 2 * pad, r.bottom - kind_line.bottom - pad)
    if d.kind == "mission":
        big = text("serif", int(36 * k), str(d.difficulty), theme.TEXT)
        surf.blit(big, big.get_rect(midtop=(r.centerx, body.top)))
        line = _("difficulty · {experience} exp").format(experience=d.experience)
        draw_fit(surf, "cond", 14 * k, line, theme.TEXT, pygame.Rect(body.left, body.top + int(42 * k), body.w,
                 int(18 * k)), min_size=6, what="stargate: mission", optional=True)
        draw_block(surf, "cond", 13 * k, [_(d.text)], theme.TEXT, pygame.Rect(body.left, body.top + int(62 * k), body.w,
                   body.bottom - body.top - int(62 * k)), min_size=6, what="stargate: card text",
                   optional=True)
    else:
        rows = [f"{_(SKILL_SHORT[sk])} {v}" for sk in SKILLS for s2, v in d.skills if s2 == sk]
        if d.firepower:
            rows.append(_("Fire {firepower}").format(firepower=d.firepower))
        y = body.top
        lh = max(8, int(15 * k))
        # two skills a line, each in its half: smaller all together rather than run into the
        # next ("Com 4Ing 2" on a Team card at 1280×720 and 200 %)
        half = body.w // 2
        size = lh
        while size > 6 and rows and max(text_width("cond-bold", size, row) for row in rows) > half - 2:
            size -= 1
        for i, row in enumerate(rows):
            t = text("cond-bold", size, row, theme.TEXT)
            surf.blit(t, (body.left + (i % 2) * half, y + (i // 2) * (lh + 1) + (lh - size) // 2))
        y += ((len(rows) + 1) // 2) * (lh + 1) + int(2 * k)
        if body.bottom - y > 10 * k and d.text:
            draw_block(surf, "cond", 12 * k, [_(d.text)], theme.mix(theme.TEXT, base, 0.15),
                       pygame.Rect(body.left, y, body.w, body.bottom - y), min_size=6, what="stargate: card text",
                       optional=True)
    if d.cost:
        coin(surf, (r.right - int(13 * k), r.top + int(13 * k)), max(5, int(11 * k)), str(d.cost))
    if d.points:
        shield(surf, (r.left + int(13 * k), r.bottom - int(14 * k)), max(5, int(10 * k)), str(T.point_value(st, c)))
    status = st.status[c]
    tags = []
    if status in (STOPPED, INCAPACITATED):
        veil = pygame.Surface(r.size, pygame.SRCALPHA)
        veil.fill((0, 0, 0, 120))
        surf.blit(veil, r.topleft)
        tags.append(_(TAG_WORDS[status]))
    elif status == ASSIGNED:
        tags.append(_(TAG_WORDS[ASSIGNED]))
    if st.blocked[c]:
        tags.append(_("blocked"))
    if st.boost[c]:
        tags.append(f"+{st.boost[c]}")
    if st.tokens[c]:
        tags.append(f"★{st.tokens[c]}")
    if st.host[c] >= 0 and d.kind == "gear":
        tags.append(_("on {card}").format(card=T.card(st, st.host[c]).title))
    if tags:
        tag = pygame.Rect(r.left + 2, r.bottom - int(20 * k) - 2, r.w - 4, int(20 * k))
        if d.points:
            tag.left += int(26 * k)
            tag.w -= int(26 * k)
        rounded(surf, tag, (16, 14, 20), int(5 * k))
        draw_fit(surf, "cond-bold", 13 * k, " · ".join(tags).upper(), theme.GOLD, tag, min_size=6,
                 what="stargate: card state", optional=True)


def card_key(st: State, c: int, s: float, face: bool) -> tuple:
    """Everything ``card_face`` (or ``card_back``) shows of card ``c``: equal keys, equal
    pixels, so a card painted once is blitted from the kit's cache until one of them changes."""
    line = max(1, int(2 * s))
    if not face:
        owner = st.table.owner[c]
        return ("stargate back", st.decks[owner], accent(owner), line)
    d = T.card(st, c)
    host = st.host[c]
    on = T.card(st, host).title if host >= 0 and d.kind == "gear" else None
    return ("stargate face", d, line, T.point_value(st, c) if d.points else 0, st.status[c], st.blocked[c],
            st.boost[c], st.tokens[c], on)


def draw_card(surf, st: State, c: int, r: pygame.Rect, s: float, face: bool) -> None:
    """A card, painted once per look (``card_key``) and blitted after that."""
    if r.w < 2 or r.h < 2:
        return
    surf.blit(painted(card_key(st, c, s, face), r.size,
                      lambda card, at: (card_face if face else card_back)(card, st, c, at, s)), r.topleft)


def draw_in_flight(surf, st: State, c: int, source: tuple[int, int], r: pygame.Rect, s: float, face: bool) -> None:
    """Card ``c`` gliding, at ``r``: painted once at ``source`` (``kit.fans.flight_source``)
    and scaled, not painted again at every size it passes."""
    if r.w < 2 or r.h < 2:
        return
    key = card_key(st, c, s, face)

    def paint(card, at) -> None:
        (card_face if face else card_back)(card, st, c, at, s)

    surf.blit(in_flight(lambda size: painted(key, size, paint), source, r), r.topleft)


def _label(surf, words: str, pos, size: int, colour, anchor: str = "topleft") -> pygame.Rect:
    t = text("bold", size, words, colour)
    rect = t.get_rect(**{anchor: pos})
    surf.blit(t, rect)
    return rect


def role_badge(surf, st: State, seat: int, r: pygame.Rect, s: float) -> None:
    role = role_of(st, seat)
    if not role:
        return
    colour = HERO if role == "hero" else VILLAIN
    rounded(surf, r, colour, int(8 * s))
    draw_fit(surf, "bold", 22 * s, _(ROLE_WORDS[role]).upper(), (12, 12, 16), r, min_size=8, what="stargate: role")


def seat_info(surf, st: State, seat: int, r: pygame.Rect, s: float, acting: bool) -> None:
    rounded(surf, r, theme.PANEL, int(10 * s))
    pygame.draw.rect(surf, theme.GOLD if acting else accent(seat), r, max(1, int((4 if acting else 2) * s)),
                     border_radius=int(10 * s))
    pad = int(10 * s)
    name = pygame.Rect(r.left + pad, r.top + pad, r.w - 2 * pad, int(28 * s))
    draw_fit(surf, "bold", 22 * s, short_name(st, seat), accent(seat), name, align="left", min_size=9,
             what="stargate: seat")
    draw_fit(surf, "cond", readable(17 * s), deck_name(st.decks[seat]), theme.TEXT_DIM,
             pygame.Rect(name.left, name.bottom, name.w, int(22 * s)), align="left", min_size=8, what="stargate: deck")
    badge = pygame.Rect(name.left, name.bottom + int(26 * s), int(120 * s), int(32 * s))
    role_badge(surf, st, seat, badge, s)
    sp = st.seats[seat]
    coin(surf, (r.right - int(36 * s), badge.centery), int(22 * s), str(sp.power))
    _label(surf, _("power"), (r.right - int(36 * s), badge.bottom + int(2 * s)), readable(14 * s), theme.TEXT_DIM,
           "midtop")
    vt = T.victory_total(st, seat)
    lines = [
        _("Glyphs {count}/{goal}").format(count=T.glyphs(st, seat), goal=T.GLYPHS_TO_WIN),
        _("Experience {count}/{goal}").format(count=T.experience(st, seat), goal=vt),
        _("Score pile {count}/{goal}").format(count=T.score_value(st, seat), goal=vt),
        _("Hand {hand} · Deck {deck}").format(hand=len(sp.hand), deck=len(sp.deck)),
        _("Missions {missions} · Discard {discard}").format(missions=len(sp.missions), discard=len(sp.discard)),
    ]
    for line, box in zip(lines, counter_boxes(r, s)["lines"], strict=False):
        draw_fit(surf, "cond", readable(17 * s), line, theme.TEXT, box, align="left", min_size=8,
                 what="stargate: counters")


def counter_boxes(r: pygame.Rect, s: float) -> dict:
    """Where a seat's panel ``r`` shows its power (the coin and its word) and its counters'
    lines (glyphs, experience, score pile, hand and deck, missions and discard: as many as
    fit)."""
    pad = int(10 * s)
    name = pygame.Rect(r.left + pad, r.top + pad, r.w - 2 * pad, int(28 * s))
    badge = pygame.Rect(name.left, name.bottom + int(26 * s), int(120 * s), int(32 * s))
    power = pygame.Rect(0, 0, int(60 * s), int(44 * s) + readable(14 * s) + int(4 * s))
    power.midtop = (r.right - int(36 * s), badge.centery - int(22 * s))
    lines = []
    y = badge.bottom + int(22 * s)
    lh = max(int(21 * s), readable(17 * s) + 3)
    for _k in range(5):
        if y + lh > r.bottom - int(4 * s):
            break
        lines.append(pygame.Rect(name.left, y, name.w, lh))
        y += lh
    return {"power": power, "lines": lines}


def named_things(st: State, lay: Layout) -> list:
    """Every counter of the table, with its name and what it counts (the kit's
    ``MatchScene.named_things``): each seat's power and counters, the mission's sums."""
    from game.table.kit.match_scene import Named

    out = []
    for seat, a in lay.seats.items():
        sp = st.seats[seat]
        who = short_name(st, seat)
        vt = T.victory_total(st, seat)
        boxes = counter_boxes(a.info, lay.s)
        out.append(Named(boxes["power"], _("Power: {n}").format(n=sp.power),
                         _("{name}'s power this turn: playing a card or using an ability costs it. Each turn starts "
                           "with 3, plus 1 for each glyph.").format(name=who)))
        words = [
            (_("Glyphs: {n} of {goal}").format(n=T.glyphs(st, seat), goal=T.GLYPHS_TO_WIN),
             _("The different glyphs of {name}'s completed missions; {goal} win at once.").format(
                 name=who, goal=T.GLYPHS_TO_WIN)),
            (_("Experience: {n} of {goal}").format(n=T.experience(st, seat), goal=vt),
             _("The experience of {name}'s completed missions; reaching the victory total ({goal}: the point "
               "values of the opponent's team) wins at once.").format(name=who, goal=vt)),
            (_("Villain score pile: {n} of {goal}").format(n=T.score_value(st, seat), goal=vt),
             _("What {name}'s villain score pile is worth (the cost of its cards); reaching the victory total "
               "({goal}) wins at once.").format(name=who, goal=vt)),
            (_("Hand and deck"), _("{name} holds {hand} cards; {deck} are left in the deck.").format(
                name=who, hand=len(sp.hand), deck=len(sp.deck))),
            (_("Missions and discard pile"), _("{name} has {missions} missions still to play and {discard} cards in "
                                                "the discard pile.").format(name=who, missions=len(sp.missions),
                                                                            discard=len(sp.discard))),
        ]
        out += [Named(box, head, body) for box, (head, body) in zip(boxes["lines"], words, strict=False)]
        hidden = words[len(boxes["lines"]):]
        if hidden:  # a panel too low for every line (1280×720 at 200 %): the rest under the pointer on it
            out.append(Named(a.info, short_name(st, seat), " ".join(body for _head, body in hidden)))
    if st.mission.card >= 0 and lay.sums.w > 0:
        out.append(Named(lay.sums, _("Difficulty and skill"),
                         _("The mission's difficulty (the mission, its obstacles, the adversary and the complications) "
                           "against the hero's skill total: the mission is completed when the skill reaches the "
                           "difficulty.")))
    return out


def sum_words(st: State) -> tuple[str, str, bool]:
    """The difficulty as a sum, the skill total, and whether the hero is succeeding now."""
    parts = T.difficulty_parts(st)
    terms = [_("{count} mission").format(count=parts["mission"]), _("{count} obstacles").format(count=parts["obstacles"]),
             _("{count} adversary").format(count=parts["adversary"]),
             _("{count} complications").format(count=parts["complications"])]
    if parts["other"]:
        terms.append(_("{count} other").format(count=parts["other"]))
    diff = T.difficulty_total(st)
    skill = T.hero_total(st)
    return (_("Difficulty {total} = {terms}").format(total=diff, terms=" + ".join(terms)),
            _("Skill {total}").format(total=skill), skill >= diff)


def _draw_mission_ground(surf, st: State, lay: Layout, s: float) -> None:
    """The mission's area: its frame, and the hero's and the villain's halves with their
    names (or the words saying no mission is under way)."""
    r = lay.mission
    rounded(surf, r, theme.TABLE_EDGE, int(14 * s))
    pygame.draw.rect(surf, theme.mix(theme.GOLD, theme.TABLE, 0.5), r, max(1, int(2 * s)), border_radius=int(14 * s))
    if st.mission.card < 0:
        draw_fit(surf, "serif", 30 * s, _("No mission under way"), theme.TEXT_DIM, r, min_size=10,
                 what="stargate: mission")
        return
    if lay.mission_halves:
        hh, vh = lay.mission_halves
        for half, who, colour in ((hh, _("Hero · {name}").format(name=short_name(st, st.hero)), HERO),
                                  (vh, _("Villain · {name}").format(name=short_name(st, st.villain)), VILLAIN)):
            rounded(surf, half, theme.mix(colour, theme.TABLE_EDGE, 0.8), int(10 * s))
            _label(surf, who, (half.left + int(8 * s), half.top + int(2 * s)), readable(16 * s), colour)


def _skill_label(st: State, lay: Layout, s: float) -> tuple[pygame.Surface, pygame.Rect]:
    """The mission's skill over its card: the words and where they lie."""
    skill = T.mission_skill(st)
    mr = lay.at_mission[st.mission.card]
    t = text("bold", int(15 * s), _(SKILL_WORDS.get(skill, skill)).upper(), theme.GOLD)
    return t, t.get_rect(midbottom=(mr.centerx, mr.top - int(1 * s)))


def _draw_slot(surf, st: State, lay: Layout, s: float) -> None:
    """The complications' slot: how many lie there and what the next costs."""
    slot = lay.slot
    pygame.draw.rect(surf, theme.mix(VILLAIN, theme.TABLE_EDGE, 0.6), slot, max(1, int(2 * s)),
                     border_radius=int(10 * s))
    draw_fit(surf, "cond-bold", readable(16 * s), _("Complications: {count} · the next costs {cost} power").format(
             count=len(st.mission.complications), cost=T.complication_cost(st)), theme.TEXT,
             slot.inflate(-int(10 * s), -int(8 * s)), wrap=True, min_size=max(7, int(11 * s)), what="stargate: slot")


def _draw_sums(surf, lay: Layout, s: float, said: tuple[str, str, bool]) -> None:
    """The difficulty as a sum against the hero's skill, and whether the hero succeeds now."""
    diff, skill_words, ok = said
    sr = lay.sums
    rounded(surf, sr, (18, 16, 22), int(10 * s))
    pygame.draw.rect(surf, theme.GOOD if ok else theme.BAD, sr, max(1, int(2 * s)), border_radius=int(10 * s))
    right = pygame.Rect(sr.right - int(330 * s), sr.top, int(320 * s), sr.h)
    verdict = _("succeeds now") if ok else _("fails now")
    draw_fit(surf, "bold", 26 * s, f"{skill_words} · {verdict}", theme.GOOD if ok else theme.BAD, right,
             align="right", min_size=10, what="stargate: skill")
    draw_fit(surf, "bold", 26 * s, diff, theme.TEXT, pygame.Rect(sr.left + int(14 * s), sr.top, sr.w - right.w -
             int(30 * s), sr.h), align="left", min_size=10, what="stargate: difficulty")


def face_up(st: State) -> Callable[[int], bool]:
    """Whether a card is painted face up: every card of a seen game but its face-down ones."""
    return lambda c: not is_face_down(st.table, c)


def _mission_parts(st: State, lay: Layout, s: float, shown: Callable[[int], bool], look: tuple,
                   skip: frozenset = frozenset()) -> dict[tuple, Part]:
    """The mission as parts, in drawing order: its ground (frame, halves, names), the skill
    over its card, the cards at it, the complications' slot, the complications (face down
    unless shown) and the sum. Each card is a part of its own, keyed as the card in play
    is: a card going to the mission or coming back is one part moving; a card in ``skip``
    (in flight) is not drawn there yet."""
    parts: dict[tuple, Part] = {}
    m = st.mission
    ground = (m.card >= 0, short_name(st, st.hero), short_name(st, st.villain),
              None if lay.mission_halves is None else tuple(tuple(h) for h in lay.mission_halves))
    parts[("mission",)] = Part(lay.mission, (look, ground), lambda surf: _draw_mission_ground(surf, st, lay, s),
                               solid=rounded_body(lay.mission, int(14 * s)))
    if m.card < 0:
        return parts
    label, at = _skill_label(st, lay, s)
    parts[("mission skill",)] = Part(at, (look, T.mission_skill(st)), lambda surf: surf.blit(label, at))
    for c, cr in lay.at_mission.items():
        if c in skip:  # on its way there: the glide draws it
            continue
        parts[("card", c)] = Part(cr, (look, card_key(st, c, s, True)),
                                  lambda surf, c=c, cr=cr: draw_card(surf, st, c, cr, s, True))
    parts[("slot",)] = Part(lay.slot, (look, len(m.complications), T.complication_cost(st)),
                            lambda surf: _draw_slot(surf, st, lay, s))
    for c, cr in lay.hidden_at_mission:
        if c in skip:
            continue
        face = shown(c)
        parts[("card", c)] = Part(cr, (look, card_key(st, c, s, face)),
                                  lambda surf, c=c, cr=cr, face=face: draw_card(surf, st, c, cr, s, face))
    said = sum_words(st)
    parts[("sums",)] = Part(lay.sums, (look, said), lambda surf: _draw_sums(surf, lay, s, said),
                            solid=rounded_body(lay.sums, int(10 * s)))
    return parts


def seat_info_key(st: State, seat: int, acting: bool) -> tuple:
    """Everything ``seat_info`` shows of ``seat``."""
    sp = st.seats[seat]
    return (short_name(st, seat), st.decks[seat], role_of(st, seat), sp.power, T.glyphs(st, seat),
            T.experience(st, seat), T.victory_total(st, seat), T.score_value(st, seat), len(sp.hand), len(sp.deck),
            len(sp.missions), len(sp.discard), acting)


def table_parts(st: State, lay: Layout, actor: int, skip: frozenset = frozenset(), pointed: int = -1,
                shown: Callable[[int], bool] | None = None) -> dict[tuple, Part]:
    """Everything but the overlays, as the kit's parts in drawing order, each keyed by what
    it shows: the turn line, each seat's panel, counters, cards in play and (for the others)
    hand count, the mission, and each card of the hand at the bottom; ``skip``: cards in
    flight (the animator draws them). A hand's cards and the complications are face up as
    the seen game ``st`` has them (``shown`` may turn more face down)."""
    shown = shown or face_up(st)
    s = lay.s
    look = part_look(s)
    parts: dict[tuple, Part] = {}
    top = lay.top
    parts[("top",)] = Part(top, (part_look(lay.ui), turn_words(st)), lambda surf: _draw_top(surf, st, lay), solid=(top,))
    for p, a in lay.seats.items():
        parts[("panel", p)] = Part(a.panel, look, lambda surf, a=a, p=p: rounded(
            surf, a.panel, theme.mix(accent(p), theme.TABLE, 0.88), int(12 * s)), solid=rounded_body(a.panel, int(12 * s)))
        parts[("info", p)] = Part(a.info, (look, seat_info_key(st, p, p == actor)),
                                  lambda surf, a=a, p=p: seat_info(surf, st, p, a.info, s, p == actor))
        for c, r in a.cards.items():
            if c not in skip:
                parts[("card", c)] = Part(r, (look, card_key(st, c, s, True)),
                                          lambda surf, c=c, r=r: draw_card(surf, st, c, r, s, True))
        if p != lay.bottom:
            n = len(st.seats[p].hand)
            parts[("backs", p)] = Part(a.hand, (look, n), lambda surf, a=a, p=p, n=n: _draw_backs(surf, a, p, n, s))
    parts.update(_mission_parts(st, lay, s, shown, look, skip))
    me = lay.seats[lay.bottom]
    for c, r in me.hand_cards.items():
        if c in skip:
            continue
        lean = 0.0 if c == pointed else me.hand_leans.get(c, 0.0)
        face = shown(c)
        reach = r.inflate(int(0.6 * r.h), int(0.3 * r.h)).union(r.move(0, -int(10 * s)))
        parts[("hand", c)] = Part(reach, (look, card_key(st, c, s, face), tuple(r), lean, c == pointed),
                                  lambda surf, c=c, r=r, lean=lean, face=face: _draw_held(surf, st, c, r, lean, face,
                                                                                        c == pointed, s))
    return parts


def _draw_top(surf, st: State, lay: Layout) -> None:
    s = lay.ui
    top = lay.top
    pygame.draw.rect(surf, (20, 16, 15), top)
    draw_fit(surf, "bold", 24 * s, turn_words(st), theme.TEXT, pygame.Rect(top.left + int(16 * s), top.top,
             top.w - int(560 * s), top.h), align="left", min_size=10, what="stargate: turn")


def _draw_backs(surf, a, p: int, n: int, s: float) -> None:
    """Another seat's hand: how many cards, and a small back for each (up to ten)."""
    t = text("cond", readable(17 * s), _("{count} cards in hand").format(count=n), theme.TEXT_DIM)
    surf.blit(t, (a.hand.left, a.hand.top + int(4 * s)))
    for k in range(min(n, 10)):
        r = pygame.Rect(a.hand.left + t.get_width() + int(12 * s) + k * int(16 * s), a.hand.top,
                        int(26 * s), int(36 * s))
        rounded(surf, r, accent(p), int(3 * s))
        pygame.draw.rect(surf, (20, 20, 30), r, 1, border_radius=int(3 * s))


def _draw_held(surf, st: State, c: int, r: pygame.Rect, lean: float, face: bool, pointed: bool, s: float) -> None:
    if abs(lean) < 0.05:  # the pointed card straightens and lifts out of the arc
        draw_card(surf, st, c, r.move(0, -int(10 * s)) if pointed else r, s, face)
        return
    # painted and turned once per look and lean (the kit keeps both)
    draw_card_leaning(surf, card_key(st, c, s, face), r, lean,
                      lambda card, at: (card_face if face else card_back)(card, st, c, at, s))


def draw_table(surf, st: State, lay: Layout, actor: int, skip: frozenset = frozenset(), pointed: int = -1,
               shown: Callable[[int], bool] | None = None) -> None:
    """Everything but the overlays at once (a preview, a replay): its parts, each in its box."""
    surf.fill(theme.TABLE)
    for part in table_parts(st, lay, actor, skip, pointed, shown).values():
        clipped(part.rect, part.draw)(surf)


def draw_preview(surface, state) -> None:
    """The whole table as a spectator sees it, every hand face down even once the game is
    over (Load screen preview, replays)."""
    st = game_named("stargate").seen(as_game(state), -1).state
    lay = compute(st, surface.get_size(), -1, with_log=False)
    draw_table(surface, st, lay, -1, shown=lambda c: False)
