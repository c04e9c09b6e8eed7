"""Villainous's rules help: the rulebook in short, each villain's guide, a legend of every
symbol and token (``rules_help()``), and the pictures of the legend (``legend_picture``).

Our own words, written from the Despicable Plots rulebook; the cards' words come from the
villains' data, so the help says what this program plays.
"""

from __future__ import annotations

from functools import cache

import pygame

from game.games.villainous.cards import VILLAINS, load_villain
from game.games.villainous.vocabulary import SYMBOL_NAMES, SYMBOLS
from game.i18n import N_, _, proper_name

from ...kit import theme
from ...kit.draw import coin, shield
from ...kit.icons import icon
from . import art, scum

SYMBOL_MEANING = {
    "gain1": N_("Take 1 Power from the supply. Power pays for cards and abilities."),
    "gain2": N_("Take 2 Power from the supply."),
    "gain3": N_("Take 3 Power from the supply."),
    "play": N_("Play one card from your hand, paying its Cost: an Ally or Item below a location, an Effect at once. "
            "One card for each Play symbol."),
    "activate": N_("Use the Activated ability of one card in your Realm that has the Activate mark, paying its "
                "Activation Cost."),
    "fate": N_("Pick an opponent, reveal the top two cards of their Fate deck, play one against them and discard "
            "the other."),
    "move_item_ally": N_("Move one of your Allies (with its Items) or one unattached Item to a neighbouring location."),
    "move_hero": N_("Move one Hero in your Realm to a neighbouring location (not on these three boards; other boxes "
                 "have it)."),
    "vanquish": N_("Defeat a Hero using Allies at its location whose Strength adds up to at least the Hero's. "
                "The Allies used are discarded."),
    "discard": N_("Discard as many cards from your hand as you like. You draw back to four only at the end of "
               "your turn."),
    "ambition": N_("Star Wars boards only: play one card whose cost is in Ambition, or use one Ambition ability, "
                "paying Ambition tokens (you gain one at the start of each turn)."),
}

TOKEN_MEANING = {
    "power": N_("The money of the game, kept beside your board; shown with your Power count."),
    "strength": N_("An Ally's or Hero's Strength, bottom left of the card; other cards in the Realm change it."),
    "obstacle": N_("Gaston's Obstacles: he wins the moment the last of his eight is removed."),
    "trapped": N_("A Hero with a Trapped token has no ability while it stays, but still covers the location."),
    "locked": N_("A locked location: nobody moves there, and no card is played or moved to or from it."),
    "mover": N_("A Villain's mover: each turn its player moves it to another location and takes the actions "
                "shown there."),
    "cauldron": N_("The Horned King's Black Cauldron, claimed and then powered (it glows green)."),
    "fate_token": N_("With five or six players: the last player targeted by a Fate action holds it and cannot be "
                  "targeted again until someone else is."),
}

COVERED = N_("Covered action")


def _villain_objectives() -> str:
    return "\n".join(f"- {proper_name(load_villain(k).name)}: {_(load_villain(k).objective)}" for k in VILLAINS)


def _card_lines(villain: str, *keys: str) -> str:
    v = load_villain(villain)
    return "\n".join(f"- {proper_name(v.by_key[k].name)}: {_(v.by_key[k].text)}" for k in keys if k in v.by_key)


def rules_help() -> list[tuple[str, str]]:
    """The pages of the rules help, (title, text)."""
    symbols = "\n".join(f"- {_(SYMBOL_NAMES[s])}: {_(SYMBOL_MEANING[s])}" for s in SYMBOLS)
    symbols += "\n- " + _(COVERED) + ": " + _("A Hero laid over a location covers its top row: those actions are "
                                              "struck through and cannot be taken until the Hero moves or is defeated.")
    tokens = "\n".join(f"- {_(art.TOKEN_NAMES[k])}: {_(TOKEN_MEANING[k])}" for k in art.TOKEN_NAMES)
    scum_tokens = "\n".join(f"- {_(scum.TOKEN_NAMES[k])}: {_(scum.TOKEN_MEANING[k])}" for k in scum.TOKEN_NAMES)
    return [
        (_("The game"), _("Each player is a Villain with an Objective of their own. The first to reach it wins at once "
                     "(a few Objectives are checked only at the start of your turn).\n\n"
                     "Your board is your Realm: four locations in a row. Your own cards go below a location; the "
                     "Heroes your opponents send go above it and cover its top row of actions. Cards in your hand, "
                     "decks and discard piles are not in the Realm, and no card ever reaches into another "
                     "player's Realm.\n\n") + _villain_objectives()),
        (_("Setting up"), _("Your mover starts on your left-most location. Shuffle your Villain deck and draw four; "
                       "shuffle your Fate deck beside it. The first player starts with no Power, the second with "
                       "1, the third and fourth with 2, the fifth and sixth with 3. Each villain adds a little "
                       "setup of their own (see their guide).")),
        (_("Your turn"), _("- 1. Move: Drag your mover to a different location. You must move; any location of your "
                      "Realm will do, but not a locked one.\n"
                      "- 2. Act: Take the actions shown at that location, each once, in any order, or skip any of "
                      "them. An action under a Hero is covered and cannot be taken; if the Hero leaves during your "
                      "turn, it is yours again.\n"
                      "- 3. Draw: When you end your turn, draw up to four cards. If your Villain deck runs out, "
                      "shuffle its discard pile into a new deck.\n\n"
                      "On another player's turn you may still play a Condition card when its moment comes: the "
                      "table asks you.")),
        (_("Action symbols"), symbols),
        (_("Cards"), _("- Ally: Your helpers. Played below a location; their Strength (bottom left) vanquishes Heroes.\n"
                  "- Item: Played below a location, or attached to an Ally (or, from a Fate deck, to a Hero). "
                  "Items go wherever their holder goes.\n"
                  "- Effect: Done at once, then discarded. If you cannot do what it says, you cannot play it "
                  "(a \"may\" part is optional).\n"
                  "- Condition: Played from your hand during an opponent's turn, when what it names happens. "
                  "You do not draw a replacement.\n"
                  "- Hero: From the Fate deck. Laid above a location, covering its top actions; most make your "
                  "Objective harder.\n"
                  "- Activated ability: A card with the Activate mark does its ability only when you take an "
                  "Activate action and pay its cost.\n\n"
                  "The Cost is the gold coin top left; Strength is the shield bottom left. Strength always counts "
                  "every card in the Realm that changes it.")),
        (_("Fate and Vanquish"), _("A Fate action reveals two of an opponent's Fate cards: you play one against them "
                              "and discard the other. A revealed card that cannot be played is discarded; if both "
                              "cannot, both are (Fate favoured them).\n\n"
                              "Vanquish: pick a Hero and Allies at its location whose Strength together is at "
                              "least the Hero's. The Allies go to your discard pile, the Hero to your Fate "
                              "discard. Several Heroes at one location may be defeated in any order; when the "
                              "covering one goes, the next one slides up and covers instead.\n\n"
                              "\"Defeat\" a Hero means any way of removing it; \"vanquish\" means with Allies.")),
        (_("Tokens and marks"), tokens),
        (_("Scum and Villainy"), _("Star Wars Villainous: Scum and Villainy (Cad Bane, Seventh Sister, Boba Fett) plays "
                                   "by its own rulebook. What differs:\n"
                                   "- Credits and Ambition: Credits are the money (Collect Credits; Play a Credits Card). "
                                   "You take one Ambition at the start of your turn; the crown symbol spends it.\n"
                                   "- Your mover starts on your portrait; its first move may go to any location.\n"
                                   "- Move and Maneuver: Move takes an Ally, a Contact or an Item to any location. "
                                   "Maneuver engages or disengages your Vehicles.\n"
                                   "- Deep Space: Ally Vehicles stand there as extra locations with their own actions; "
                                   "your mover may board one. Hero Vehicles arrive engaged with a free Ally Vehicle.\n"
                                   "- Contacts and Bounties: Bounties hang on Contacts; pay a Hunt at any time of your "
                                   "turn, before you move too; mark the Progress requirements in any order.\n"
                                   "- Strength 0: An Ally at 0 may still join a Vanquish, and is discarded; a Hero at 0 "
                                   "is vanquished with one Ally there, which stays.\n\n") + scum_tokens),
        (_("Words on the cards"), _("- Play: Put a card into the Realm from a hand, deck or pile. Moving a card that "
                               "is already in the Realm is not playing it: \"when played\" abilities do not "
                               "happen.\n"
                               "- Reveal: Show the cards to everybody. Look at: only you see them.\n"
                               "- Find: Take that card from the Realm, else from the discard pile, else from the "
                               "deck (then shuffle it).\n"
                               "- Locked: A locked location takes no mover and no cards until it is unlocked.\n"
                               "- Cards first: When a card and these rules disagree, the card wins.")),
        (_("Gaston"), _("Gaston wins the moment the last of the eight Obstacles in his Realm is removed: two sit on "
                   "each location at the start.\n\nRemove them with Monsieur D'Arque's Activate, with Effects, "
                   "and by defeating Maurice (Belle's House) or Beast (Beast's Castle). His opponents put "
                   "Obstacles back with Fate Effects, and while Belle is in his Realm none can be removed.\n\n")
                   + _card_lines("gaston", "monsieur-d-arque", "temper", "come-into-the-light", "get-out", "swoon",
                                 "belle", "beast", "maurice")),
        (_("Lady Tremaine"), _("Lady Tremaine wins by activating Wedding Bells while The Prince and Ball Gown "
                          "Anastasia or Ball Gown Drizella are in The Ballroom and no Glass Slipper is in her "
                          "Realm.\n\nThe Ballroom starts locked; Invitation from the King unlocks it for good and "
                          "brings The Prince. Only The Prince and the three Ball Gowns may ever go there. A Ball "
                          "Gown is played by swapping out the plain version at her location, and two versions of "
                          "one character are never in play together. She has no Vanquish: she Traps Heroes "
                          "instead and removes them with her cards.\n\n")
                          + _card_lines("lady-tremaine", "wedding-bells", "invitation-from-the-king",
                                        "ball-gown-drizella", "the-key", "lucifer", "lady-tremaines-cane",
                                        "ball-gown-cinderella", "glass-slipper-castle")),
        (_("The Horned King"), _("The Horned King wins with a Cauldron Born at every location.\n\nFirst claim The "
                            "Black Cauldron (Show Me the Black Cauldron, We Have Made a Bargain, or defeating Hen "
                            "Wen), then power it (Our Hour Has Arrived, or an Activate action). While its Power "
                            "shows, before moving he may pay 2 Power to swap an Ancient Soldiers in play for a "
                            "Cauldron Born from his hand, once a turn. If the Cauldron is turned back, he loses a "
                            "Cauldron Born at the start of each turn. His board has no Activate: Ancient Soldiers "
                            "bring one.\n\n")
                            + _card_lines("horned-king", "show-me-the-black-cauldron", "our-hour-has-arrived",
                                          "ancient-soldiers", "cauldron-born", "we-have-made-a-bargain",
                                          "we-got-you-now-pig-keeper", "gurgis-sacrifice", "hen-wen")),
        (_("Playing on this table"), _("- Drag: Drag your mover to a location, a card from your hand onto a location "
                                  "or a Hero, an Ally onto a Hero to vanquish. Legal places light up while you "
                                  "drag; a refused drop glides back and says why.\n"
                                  "- Click an action symbol: Takes that action (Fate, Discard, Activate...).\n"
                                  "- Right-click or rest the pointer: Shows a card large, or names a symbol.\n"
                                  "- H: \"What can I do?\": every legal action now, in words; pointing at one "
                                  "lights its place.\n"
                                  "- F1: This help. Esc: the menu (Settings, Save, the title screen).\n"
                                  "- Undo: Takes back your last move, never a hidden draw.\n\n"
                                  "In hot-seat games a curtain hides the table before each player looks at their "
                                  "hand.")),
    ]


def _names() -> dict[str, tuple]:
    """Legend name -> what draws it."""
    out: dict[str, tuple] = {SYMBOL_NAMES[s]: ("symbol", s) for s in SYMBOLS}
    out[COVERED] = ("covered", "play")
    out.update({name: ("token", k) for k, name in art.TOKEN_NAMES.items()})
    out.update({name: ("token", k) for k, name in scum.TOKEN_NAMES.items()})
    out.update({_(name): what for name, what in list(out.items())})  # the names as the help page says them
    for key in VILLAINS:
        v = load_villain(key)
        for said in (v.name, proper_name(v.name)):  # the printed name, and the language's
            out.setdefault(said, ("villain", key))
        for c in v.villain_deck + v.fate_deck:
            for said in (c.name, proper_name(c.name)):
                out.setdefault(said, ("card", key, c.key))
    return out


@cache
def legend_picture(name: str, size: int) -> pygame.Surface | None:
    """The picture of a legend entry (an action symbol, a token, a card), or None."""
    what = _names().get(name)
    if what is None or size < 4:
        return None
    kind = what[0]
    if kind == "symbol":
        return art.symbol(what[1], size)
    if kind == "covered":
        return art.symbol(what[1], size, covered=True)
    if kind == "token":
        return _token(what[1], size)
    if kind == "villain":
        v = load_villain(what[1])
        return icon(v.icon, size, theme.palette(v)[0])
    if kind == "card":
        v = load_villain(what[1])
        c = v.by_key[what[2]]
        colour = theme.palette(v)[0] if c.deck == "villain" else theme.FATE_FRAME
        return icon(c.icon, size, colour)
    return None


def _token(kind: str, size: int) -> pygame.Surface:
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    r = size // 2
    if kind == "power":
        coin(s, (r, r), int(r * 0.9), "1")
    elif kind == "strength":
        shield(s, (r, r), int(r * 0.85), "3")
    elif kind == "obstacle":
        s.blit(art.obstacle(size), (0, 0))
    elif kind == "trapped":
        s.blit(art.trapped_icon(size), (0, 0))
    elif kind == "locked":
        s.blit(art.lock_icon(size), (0, 0))
    elif kind == "mover":
        m = art.mover(size, *art.PALETTES["gaston"])
        s.blit(m, m.get_rect(center=(r, r)))
    elif kind == "cauldron":
        s.blit(art.cauldron(size, 2), (0, 0))
    elif kind in _SCUM_TOKENS:
        pic = _SCUM_TOKENS[kind](size)
        s.blit(pic, pic.get_rect(center=(r, r)))
    else:
        s.blit(art.token(kind, size, theme.TEXT), (0, 0))
    return s


# Scum and Villainy's tokens, drawn as the table draws them
_SCUM_TOKENS = {
    "credits": lambda size: scum.credits_token(size // 2 - 1, "2"),
    "ambition": lambda size: scum.ambition_token(size // 2 - 1, "1"),
    "target": scum.target_marker,
    "strength_token": lambda size: scum.strength_token(size, 1),
    "progress": lambda size: scum.progress_marker(size, True),
    "engaged": scum.engaged_mark,
    "draw_limit": scum.draw_limit_mark,
    "rebel": lambda size: scum.trophy("rebel", size, True, theme.TEXT),
    "bounty": lambda size: scum.trophy("bounty", size, True, theme.TEXT),
}
