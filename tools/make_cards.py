#!/usr/bin/env python3
"""Generates the finnish27 card themes: assets/cards/*.zip (Python 3 standard library only).

    python3 tools/make_cards.py [--out DIR] [--check]

Writes, under DIR (default: assets/cards next to this script's repository root), one zip per
theme variant in the card-theme format of docs/card-themes.md (index.json and cards.svg, one SVG
with an element per card named as in KDE's card decks: 1_club … king_spade, red_joker,
black_joker, back, and back_blue for the blue back):

    <theme>-finnish.zip       Finnish indices (RULES.md F-5): A "1", J "11", Q "12", K "13"
    <theme>-standard.zip      standard indices A, K, Q, J
    <theme>-*-4c.zip          the same in four colours (spades black, hearts red, diamonds
                              blue, clubs green)

for the themes "default" (the table's art), "contrast" (large indices, strong colours, black
edges) and "classic" (serif lettering on cream). The Jokers carry no index (F-5).

Every shape is drawn here (the suit symbols are SVG paths, not font glyphs); only the corner
indices and the Joker lettering are text. The output is deterministic: running the script
again gives byte-identical files, zips included (fixed timestamps, attributes and order);
--check writes nothing and exits 1 naming each file that differs (a ctest runs it). The
SVG stays within what Qt SVG (SVG Tiny 1.2) renders: no clip paths, masks, patterns, filters or
style sheets.
"""
import argparse
import io
import json
import math
import os
import re
import sys
import zipfile

W, H = 250, 350          # card size in SVG units (2.5 : 3.5)
RADIUS = 13              # corner radius of the card
FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif"
CX, CY = W / 2, H / 2

RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
SUITS = ["S", "C", "H", "D"]
FINNISH_INDEX = {"A": "1", "J": "11", "Q": "12", "K": "13"}   # RULES.md F-5

BLACK = "#16161a"
RED = "#c8102e"
BLUE = "#1554c0"
GREEN = "#138a3f"
TWO_COLOUR = {"S": BLACK, "C": BLACK, "H": RED, "D": RED}
FOUR_COLOUR = {"S": BLACK, "C": GREEN, "H": RED, "D": BLUE}

GOLD = "#e2b13c"
GOLD_DARK = "#9c7418"
SKIN = "#f6d7b8"
SKIN_SHADE = "#e9b995"
CREAM = "#fdf7e8"

# The suit symbols, each drawn in a 100 x 100 box centred on the origin (y grows downwards).
SUIT_PATHS = {
    "H": ("M0 44C-7 31-49 6-49-19C-49-37-37-47-24-47C-12-47-3-39 0-29"
          "C3-39 12-47 24-47C37-47 49-37 49-19C49 6 7 31 0 44Z"),
    "D": "M0-49C10-30 23-14 39 0C23 14 10 30 0 49C-10 30-23 14-39 0C-23-14-10-30 0-49Z",
    "S": ("M0-48C9-33 49-12 49 13C49 30 37 39 24 39C14 39 7 34 3 27"
          "C4 37 9 44 17 49L-17 49C-9 44-4 37-3 27C-7 34-14 39-24 39"
          "C-37 39-49 30-49 13C-49-12-9-33 0-48Z"),
    "C": ("M-21-25A21 21 0 1 1 21-25A21 21 0 1 1-21-25Z"
          "M-48 14A21 21 0 1 1-6 14A21 21 0 1 1-48 14Z"
          "M6 14A21 21 0 1 1 48 14A21 21 0 1 1 6 14Z"
          "M0-14L-16 10L16 10Z"
          "M-4 12C-3 30-8 42-17 49L17 49C8 42 3 30 4 12Z"),
}


def n(x):
    """A number as short, deterministic SVG text."""
    s = "%.2f" % x
    s = s.rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def svg_document(body, title):
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
            'version="1.2" baseProfile="tiny" width="%d" height="%d" viewBox="0 0 %d %d">\n'
            '<title>%s</title>\n%s</svg>\n' % (W, H, W, H, title, body))


# The look a theme changes (set by use_style): the lettering, the size of the corner index and
# the card's face and edge.
STYLE = {}


def use_style(font=FONT, index_scale=1.0, face="#ffffff", edge="#a9a9a9", edge_width=1.5):
    STYLE.clear()
    STYLE.update(font=font, index_scale=index_scale, face=face, edge=edge, edge_width=edge_width)


use_style()


def card_blank(fill=None):
    fill = fill or STYLE["face"]
    e = STYLE["edge_width"]   # the edge lies inside the card's 250 x 350
    return ('<rect x="%s" y="%s" width="%s" height="%s" rx="%d" ry="%d" fill="%s" '
            'stroke="%s" stroke-width="%s"/>\n' % (n(e / 2), n(e / 2), n(W - e), n(H - e), RADIUS,
                                                   RADIUS, fill, STYLE["edge"], n(e)))


def pip_def(suit, colour, pid="p"):
    return '<path id="%s" d="%s" fill="%s"/>\n' % (pid, SUIT_PATHS[suit], colour)


def use(pid, x, y, scale, rotate=False):
    t = "translate(%s %s)" % (n(x), n(y))
    if rotate:
        t += " rotate(180)"
    t += " scale(%s)" % n(scale)
    return '<use xlink:href="#%s" transform="%s"/>\n' % (pid, t)


def text(x, y, size, s, fill, anchor="middle", sx=1.0, weight="bold", extra=""):
    t = ('<text x="%s" y="%s" font-family="%s" font-size="%s" font-weight="%s" '
         'text-anchor="%s" fill="%s"%s>%s</text>'
         % ("%s", "%s", STYLE["font"], n(size), weight, anchor, fill, extra, s))
    if sx == 1.0:
        return t % (n(x), n(y)) + "\n"
    # Narrowed: the transform on a group around the text, as Qt SVG then gets the bounds right.
    return ('<g transform="translate(%s %s) scale(%s 1)">' % (n(x), n(y), n(sx))
            + t % ("0", "0") + "</g>\n")


# ---------------------------------------------------------------------------------------------
# Corner indices

INDEX_X = 31          # centre line of the corner index column
INDEX_BASE = 53       # baseline of the index text
INDEX_SIZE = 48       # font size of the index
INDEX_PIP_Y = 80      # centre of the small suit symbol under the index
INDEX_PIP = 0.29      # its scale


def corner_index(label, colour):
    """The top-left index group (id "ix"), used again rotated at the bottom right."""
    k = STYLE["index_scale"]     # a larger index grows down and to the right from the corner
    x, base, size = INDEX_X + 9 * (k - 1), INDEX_BASE + 40 * (k - 1), INDEX_SIZE * k
    if len(label) == 1:
        t = text(x, base, size, label, colour)
    else:   # two digits, narrowed so that they stay inside the corner
        t = text(x, base, size, label, colour, sx=0.7 / k)
    pip = use("p", x, INDEX_PIP_Y + 58 * (k - 1), INDEX_PIP * k)
    g = '<g id="ix">\n' + t + pip + "</g>\n"
    g += '<use xlink:href="#ix" transform="rotate(180 %s %s)"/>\n' % (n(CX), n(CY))
    return g


# ---------------------------------------------------------------------------------------------
# Pip layouts (traditional patterns)

COL_L, COL_M, COL_R = 81, CX, W - 81
ROW_T, ROW_B = 66, H - 66
ROW_MID = CY
ROW4 = [ROW_T + i * (ROW_B - ROW_T) / 3 for i in range(4)]
PIP_SCALE = 0.44


def pip_positions(rank):
    t, b, m = ROW_T, ROW_B, ROW_MID
    upper = (t + m) / 2
    lower = (m + b) / 2
    sides = lambda rows: [(COL_L, y) for y in rows] + [(COL_R, y) for y in rows]
    if rank == 2:
        return [(COL_M, t), (COL_M, b)]
    if rank == 3:
        return [(COL_M, t), (COL_M, m), (COL_M, b)]
    if rank == 4:
        return sides([t, b])
    if rank == 5:
        return sides([t, b]) + [(COL_M, m)]
    if rank == 6:
        return sides([t, m, b])
    if rank == 7:
        return sides([t, m, b]) + [(COL_M, upper)]
    if rank == 8:
        return sides([t, m, b]) + [(COL_M, upper), (COL_M, lower)]
    if rank == 9:
        return sides(ROW4) + [(COL_M, m)]
    if rank == 10:
        return sides(ROW4) + [(COL_M, (ROW4[0] + ROW4[1]) / 2), (COL_M, (ROW4[2] + ROW4[3]) / 2)]
    raise ValueError(rank)


def number_pips(rank):
    out = ""
    for x, y in pip_positions(rank):
        out += use("p", x, y, PIP_SCALE, rotate=y > CY + 0.5)
    return out


def ace_centre(suit, colour):
    if suit == "S":   # the traditional large, ornamented Ace of Spades
        out = use("p", CX, CY, 1.36)
        out += ('<path d="%s" transform="translate(%s %s) scale(1.1)" fill="none" '
                'stroke="#ffffff" stroke-width="1.6"/>\n' % (SUIT_PATHS["S"], n(CX), n(CY)))
        out += ('<path d="%s" transform="translate(%s %s)" fill="#ffffff"/>\n'
                % (star_path(9, 4, 0.35), n(CX), n(CY + 4)))
        for r, w in ((84, 1.6), (79, 0.8)):
            out += ('<circle cx="%s" cy="%s" r="%s" fill="none" stroke="%s" stroke-width="%s"/>\n'
                    % (n(CX), n(CY), n(r), colour, n(w)))
        for k in range(4):
            a = math.pi / 4 + k * math.pi / 2
            out += ('<path d="%s" transform="translate(%s %s)" fill="%s"/>\n'
                    % (star_path(7, 4, 0.35), n(CX + 81.5 * math.cos(a)), n(CY + 81.5 * math.sin(a)),
                       colour))
        return out
    return use("p", CX, CY, 1.06)


# ---------------------------------------------------------------------------------------------
# Court cards: a framed, double-ended bust made of simple shapes

FRAME_X, FRAME_Y = 60, 24
FRAME_W, FRAME_H = W - 2 * FRAME_X, H - 2 * FRAME_Y
ACCENT = "#2e4f9e"     # the second robe colour (a royal blue) …
ACCENT_4C = "#6b2b8c"  # … and in the four-colour deck (purple, so blue diamonds stay distinct)


def court_half(rank, colour, accent):
    """The upper half of the court design, centred on the card centre.

    The two halves meet on a diagonal (y = -x / 5), the traditional double-ended layout:
    every shape of this half lies above it, and the half is repeated rotated by 180 degrees.
    """
    o = []
    d = lambda x: -x / 5.0          # the diagonal
    band = 9                         # the accent band along the diagonal
    hand_x = -44 if rank == "Q" else 44
    # robe, down to the diagonal
    o.append('<path d="M-60 %sL-60-34C-60-52-42-62-20-68L20-68C42-62 60-52 60-34L60 %sZ" fill="%s"/>'
             % (n(d(-60)), n(d(60)), colour))
    # tunic in the accent colour, with a gold dot pattern and gold trims
    tl, tr = -19, 19
    o.append('<path d="M-14-68L14-68L%s %sL%s %sZ" fill="%s"/>'
             % (n(tr), n(d(tr) - band), n(tl), n(d(tl) - band), accent))
    dots = []
    for row in range(6):
        y = -56 + row * 9
        for col in (-1, 0, 1):
            x = col * 9 + (4.5 if row % 2 else 0)
            if abs(x) <= 12 and y < d(x) - band - 4 and not (abs(x) < 13 and -55 < y < -29):
                dots.append("M%s %sl2 2l-2 2l-2-2Z" % (n(x), n(y - 2)))
    if dots:
        o.append('<path d="%s" fill="%s"/>' % ("".join(dots), GOLD))
    o.append('<path d="M-14-68L%s %sM14-68L%s %s" stroke="%s" stroke-width="3.5"/>'
             % (n(tl), n(d(tl) - band), n(tr), n(d(tr) - band), GOLD))
    # the accent band along the diagonal
    o.append('<path d="M-60 %sL60 %sL60 %sL-60 %sZ" fill="%s"/>'
             % (n(d(-60)), n(d(60)), n(d(60) - band), n(d(-60) - band), accent))
    o.append('<path d="M-60 %sL60 %s" stroke="%s" stroke-width="2"/>'
             % (n(d(-60) - band), n(d(60) - band), GOLD))
    # chest medallion with the suit symbol
    o.append('<circle cx="0" cy="-42" r="11.5" fill="#ffffff" stroke="%s" stroke-width="2.2"/>' % GOLD)
    o.append('<use xlink:href="#p" transform="translate(0 -42) scale(0.15)"/>')
    # the arm holding the attribute (sceptre, flower, halberd)
    sx = -1 if hand_x < 0 else 1
    o.append('<g transform="scale(%d 1)">' % sx)
    o.append('<path d="M24-64C38-62 50-54 52-42L40-38C38-48 32-54 22-58Z" fill="%s" stroke="%s" '
             'stroke-width="1"/>' % (accent, GOLD_DARK))
    o.append('<path d="M39-39L52-43L53-39L40-35Z" fill="%s"/>' % GOLD)
    o.append('</g>')
    # neck
    o.append('<path d="M-7-84L7-84L8-66L-8-66Z" fill="%s"/>' % SKIN_SHADE)
    if rank == "K":
        # sceptre
        o.append('<path d="M44-128L44-22" stroke="%s" stroke-width="4" stroke-linecap="round"/>' % GOLD_DARK)
        o.append('<path d="M44-128L44-22" stroke="%s" stroke-width="1.5" stroke-linecap="round"/>' % GOLD)
        o.append('<circle cx="44" cy="-132" r="6.5" fill="%s" stroke="%s" stroke-width="1.2"/>'
                 % (GOLD, GOLD_DARK))
        o.append('<path d="M44-146L44-139M40.5-142.5L47.5-142.5" stroke="%s" stroke-width="2.2"/>' % GOLD_DARK)
        # ermine cape over the shoulders
        o.append('<path d="M-58-40C-50-58-30-66-14-70L14-70C30-66 50-58 58-40L50-36C42-52 26-58 12-61'
                 'L-12-61C-26-58-42-52-50-36Z" fill="#ffffff" stroke="#777777" stroke-width="0.8"/>')
        for x, y in ((-46, -47), (-30, -58), (-12, -64), (12, -64), (30, -58), (46, -47)):
            o.append('<path d="M%s %sl1.8 4.2l-3.6 0Z" fill="#222222"/>' % (n(x), n(y - 2)))
    elif rank == "Q":
        # flower
        o.append('<path d="M-44-42C-46-60-45-76-44-92" fill="none" stroke="#2f7d32" stroke-width="2.5"/>')
        o.append('<path d="M-45-66C-54-70-58-64-56-60C-52-62-48-64-45-66Z" fill="#2f7d32"/>')
        for k in range(5):
            a = 2 * math.pi * k / 5 - math.pi / 2
            o.append('<circle cx="%s" cy="%s" r="4.8" fill="#e8577a"/>'
                     % (n(-44 + 5.8 * math.cos(a)), n(-98 + 5.8 * math.sin(a))))
        o.append('<circle cx="-44" cy="-98" r="3.2" fill="%s"/>' % GOLD)
        # hair falling to the shoulders
        o.append('<path d="M-20-104C-24-126-12-130 0-130C12-130 24-126 20-104C24-90 28-80 26-68'
                 'L-26-68C-28-80-24-90-20-104Z" fill="#6b3a1e"/>')
        # lace collar with a pearl necklace
        o.append('<path d="M-30-66C-18-74 18-74 30-66L22-60C12-66-12-66-22-60Z" fill="#ffffff" '
                 'stroke="#999999" stroke-width="0.8"/>')
        for i in range(9):
            a = math.pi * (0.15 + 0.7 * i / 8)
            o.append('<circle cx="%s" cy="%s" r="2.1" fill="#ffffff" stroke="#8f8f8f" stroke-width="0.5"/>'
                     % (n(-17 * math.cos(a)), n(-77 + 8 * math.sin(a))))
    else:  # Jack
        # halberd
        o.append('<path d="M44-132L44-22" stroke="#7a5230" stroke-width="3.5" stroke-linecap="round"/>')
        o.append('<path d="M44-148L49-134L44-130L39-134Z" fill="#d5dae2" stroke="#6f7785" stroke-width="1"/>')
        o.append('<path d="M44-128C55-128 60-121 60-112C54-117 49-117 44-117Z" fill="#d5dae2" '
                 'stroke="#6f7785" stroke-width="1"/>')
        o.append('<path d="M44-128C36-127 33-124 33-119C37-121 40-121 44-121Z" fill="#d5dae2" '
                 'stroke="#6f7785" stroke-width="1"/>')
        # hair
        o.append('<path d="M-19-104C-22-120-10-126 0-126C10-126 22-120 19-104C21-94 21-88 17-84'
                 'L-17-84C-21-88-21-94-19-104Z" fill="#a0612a"/>')
        # a plain collar
        o.append('<path d="M-28-64C-16-74 16-74 28-64L20-58C10-64-10-64-20-58Z" fill="#ffffff" '
                 'stroke="#888888" stroke-width="0.8"/>')
    # hands
    o.append('<ellipse cx="%s" cy="-40" rx="6" ry="4.5" fill="%s" stroke="#c89a78" stroke-width="0.6"/>'
             % (n(hand_x), SKIN))
    if rank == "K":   # the hand grips the sceptre
        o.append('<path d="M44-44L44-36" stroke="%s" stroke-width="1.5"/>' % GOLD_DARK)
    # face
    fy = -101
    o.append('<ellipse cx="0" cy="%s" rx="17" ry="21" fill="%s"/>' % (n(fy), SKIN))
    for sx in (-1, 1):
        o.append('<ellipse cx="%s" cy="%s" rx="2" ry="2.4" fill="#2b2b2b"/>' % (n(sx * 6.5), n(fy - 3)))
        o.append('<path d="M%s %sC%s %s %s %s %s %s" fill="none" stroke="#5a3b22" stroke-width="1.3" '
                 'stroke-linecap="round"/>' % (n(sx * 10.5), n(fy - 8), n(sx * 9), n(fy - 10.5),
                                             n(sx * 5), n(fy - 10.5), n(sx * 3), n(fy - 9)))
        o.append('<circle cx="%s" cy="%s" r="3.4" fill="#f0a0a0" fill-opacity="0.45"/>' % (n(sx * 9.5), n(fy + 7)))
    o.append('<path d="M0 %sL-2.2 %sL1.6 %s" fill="none" stroke="#c4906a" stroke-width="1.2" '
             'stroke-linecap="round" stroke-linejoin="round"/>' % (n(fy - 2), n(fy + 6), n(fy + 6)))
    if rank == "K":
        # hair, beard and moustache
        o.append('<path d="M-17-106C-20-100-20-92-17-88L-15-100ZM17-106C20-100 20-92 17-88L15-100Z" '
                 'fill="#9a9a9a"/>')
        o.append('<path d="M-17-100C-17-88-10-74 0-72C10-74 17-88 17-100C13-92 8-90 0-90'
                 'C-8-90-13-92-17-100Z" fill="#9a9a9a"/>')
        o.append('<path d="M-9-90C-5-94 5-94 9-90C5-91.5-5-91.5-9-90Z" fill="#7d7d7d" stroke="#7d7d7d" '
                 'stroke-width="1.6" stroke-linejoin="round"/>')
        o.append('<path d="M-4-86C-1-85 1-85 4-86" fill="none" stroke="#b04040" stroke-width="1.5"/>')
        # crown: five points with jewels
        o.append('<path d="M-20-114L-24-138L-13-126L-7-145L0-128L7-145L13-126L24-138L20-114Z" '
                 'fill="%s" stroke="%s" stroke-width="1.2" stroke-linejoin="round"/>' % (GOLD, GOLD_DARK))
        o.append('<path d="M-20.5-121L20.5-121" stroke="%s" stroke-width="1.2"/>' % GOLD_DARK)
        for x, c in ((-11, RED), (0, ACCENT), (11, RED)):
            o.append('<circle cx="%s" cy="-117.5" r="2.4" fill="%s"/>' % (n(x), c))
        for x, y in ((-24, -138), (-7, -145), (7, -145), (24, -138)):
            o.append('<circle cx="%s" cy="%s" r="2.4" fill="%s" stroke="%s" stroke-width="0.6"/>'
                     % (n(x), n(y), GOLD, GOLD_DARK))
    elif rank == "Q":
        o.append('<path d="M-4.5-88C-1.5-86 1.5-86 4.5-88" fill="none" stroke="#c0392b" stroke-width="2" '
                 'stroke-linecap="round"/>')
        # fringe over the forehead
        o.append('<path d="M-17-106C-15-121-4-123 0-117C4-123 15-121 17-106C12-115 4-115 0-111'
                 'C-4-115-12-115-17-106Z" fill="#6b3a1e"/>')
        # tiara with pearls
        o.append('<path d="M-17-118L-14-132L-6-124L0-139L6-124L14-132L17-118C6-121-6-121-17-118Z" '
                 'fill="%s" stroke="%s" stroke-width="1.1" stroke-linejoin="round"/>' % (GOLD, GOLD_DARK))
        for x, y in ((-14, -133), (0, -140), (14, -133)):
            o.append('<circle cx="%s" cy="%s" r="2.8" fill="#ffffff" stroke="%s" stroke-width="0.8"/>'
                     % (n(x), n(y), GOLD_DARK))
        o.append('<circle cx="0" cy="-125" r="2.4" fill="%s"/>' % RED)
    else:
        o.append('<path d="M-4.5-88C-1.5-86 1.5-86 4.5-88" fill="none" stroke="#b04040" stroke-width="1.6" '
                 'stroke-linecap="round"/>')
        # cap with a feather
        o.append('<path d="M14-128C26-150 44-150 52-142C40-144 30-140 18-124Z" fill="#ffffff" '
                 'stroke="#9a9a9a" stroke-width="0.8"/>')
        o.append('<path d="M18-126C28-140 40-144 50-143" fill="none" stroke="#9a9a9a" stroke-width="0.8"/>')
        o.append('<path d="M-24-114C-22-130-8-136 4-134C18-132 26-124 24-114C10-118-10-118-24-114Z" '
                 'fill="%s" stroke="%s" stroke-width="1"/>' % (colour, GOLD_DARK))
        o.append('<path d="M-24-114C-10-118 10-118 24-114L24-109C10-113-10-113-24-109Z" fill="%s" '
                 'stroke="%s" stroke-width="0.6"/>' % (GOLD, GOLD_DARK))
        o.append('<circle cx="14" cy="-124" r="3" fill="%s"/>' % RED)
    return "\n".join(o) + "\n"


def court_face(rank, suit, colour, accent):
    fx, fy, fw, fh = FRAME_X, FRAME_Y, FRAME_W, FRAME_H
    out = ""
    # the panel
    out += ('<rect x="%s" y="%s" width="%s" height="%s" rx="4" ry="4" fill="%s" stroke="%s" '
            'stroke-width="2.2"/>\n' % (n(fx), n(fy), n(fw), n(fh), CREAM, colour))
    out += ('<rect x="%s" y="%s" width="%s" height="%s" rx="2" ry="2" fill="none" stroke="%s" '
            'stroke-width="1.2"/>\n' % (n(fx + 4), n(fy + 4), n(fw - 8), n(fh - 8), GOLD))
    # the double-ended figure
    out += '<g id="half" transform="translate(%s %s)">\n' % (n(CX), n(CY))
    out += court_half(rank, colour, accent)
    out += "</g>\n"
    out += '<use xlink:href="#half" transform="rotate(180 %s %s)"/>\n' % (n(CX), n(CY))
    # the dividing line and the suit symbols in the panel's corners
    out += ('<path d="M%s %sL%s %s" stroke="%s" stroke-width="2"/>\n'
            % (n(CX - 60), n(CY + 12), n(CX + 60), n(CY - 12), GOLD))
    out += use("p", fx + 17, fy + 20, 0.2)
    out += use("p", fx + fw - 17, fy + fh - 20, 0.2, rotate=True)
    return out


# ---------------------------------------------------------------------------------------------
# Faces

def face_svg(rank, suit, colours, finnish):
    colour = colours[suit]
    label = FINNISH_INDEX.get(rank, rank) if finnish else rank
    body = "<defs>\n" + pip_def(suit, colour) + "</defs>\n"
    body += card_blank()
    if rank == "A":
        body += ace_centre(suit, colour)
    elif rank in ("J", "Q", "K"):
        accent = ACCENT_4C if colours is FOUR_COLOUR else ACCENT
        body += court_face(rank, suit, colour, accent)
    else:
        body += number_pips(int(rank))
    body += corner_index(label, colour)
    names = {"A": "Ace", "J": "Jack", "Q": "Queen", "K": "King"}
    suits = {"S": "Spades", "C": "Clubs", "H": "Hearts", "D": "Diamonds"}
    return svg_document(body, "%s of %s (%s)" % (names.get(rank, rank), suits[suit], rank + suit))


# ---------------------------------------------------------------------------------------------
# Jokers

JOKER_COLOURS = ["#d62839", "#f2a516", "#1f7ae0", "#2a9d4a", "#8e3ccb"]


def joker_corner(colours, star):
    """"JOKER" set vertically in the top-left corner (group "jc"), repeated rotated."""
    g = '<g id="jc">\n'
    for i, ch in enumerate("JOKER"):
        g += text(24, 38 + i * 27, 25, ch, colours[i % len(colours)])
    g += ('<path d="%s" transform="translate(24 178) scale(0.55)" fill="%s"/>\n' % (star_path(12, 5), star))
    g += "</g>\n"
    g += '<use xlink:href="#jc" transform="rotate(180 %s %s)"/>\n' % (n(CX), n(CY))
    return g


def star_path(r, points, inner=0.45, rot=-90):
    pts = []
    for i in range(points * 2):
        rr = r if i % 2 == 0 else r * inner
        a = math.radians(rot + 180 * i / points)
        pts.append("%s %s" % (n(rr * math.cos(a)), n(rr * math.sin(a))))
    return "M" + "L".join(pts) + "Z"


def jester_head(cx, cy, hat_colours, collar_colours, scale=1.0):
    """A jester: three-pointed hat with bells, face and a ruffled collar (centred on the face)."""
    o = []
    t = 'transform="translate(%s %s) scale(%s)"' % (n(cx), n(cy), n(scale))
    o.append("<g %s>" % t)
    # collar: a ring of alternating triangles
    pts = 14
    for i in range(pts):
        a0 = math.pi * (0.05 + 0.9 * i / pts)
        a1 = math.pi * (0.05 + 0.9 * (i + 1) / pts)
        am = (a0 + a1) / 2
        p0 = (34 * math.cos(a0), 30 + 14 * math.sin(a0))
        p1 = (34 * math.cos(a1), 30 + 14 * math.sin(a1))
        tip = (62 * math.cos(am), 36 + 30 * math.sin(am))
        o.append('<path d="M%s %sL%s %sL%s %sZ" fill="%s" stroke="#333333" stroke-width="0.8" '
                 'stroke-linejoin="round"/>'
                 % (n(p0[0]), n(p0[1]), n(tip[0]), n(tip[1]), n(p1[0]), n(p1[1]),
                    collar_colours[i % len(collar_colours)]))
    for i in range(pts):
        am = math.pi * (0.05 + 0.9 * (i + 0.5) / pts)
        o.append('<circle cx="%s" cy="%s" r="3" fill="%s" stroke="%s" stroke-width="0.8"/>'
                 % (n(62 * math.cos(am)), n(36 + 30 * math.sin(am)), GOLD, GOLD_DARK))
    # face
    o.append('<ellipse cx="0" cy="4" rx="27" ry="31" fill="%s" stroke="#c89a78" stroke-width="1"/>' % SKIN)
    # hat: three curling points
    o.append('<path d="M-30-12C-44-30-62-40-74-30C-62-32-52-26-48-14Z" fill="%s" stroke="#333333" '
             'stroke-width="1.2" stroke-linejoin="round"/>' % hat_colours[0])
    o.append('<path d="M-26-18C-24-50-10-72 0-86C10-72 24-50 26-18Z" fill="%s" stroke="#333333" '
             'stroke-width="1.2" stroke-linejoin="round"/>' % hat_colours[1])
    o.append('<path d="M30-12C44-30 62-40 74-30C62-32 52-26 48-14Z" fill="%s" stroke="#333333" '
             'stroke-width="1.2" stroke-linejoin="round"/>' % hat_colours[2])
    o.append('<path d="M-48-14C-30-30 30-30 48-14C40-22 26-30 0-30C-26-30-40-22-48-14Z" fill="#333333"/>')
    o.append('<path d="M-46-14C-46-32-28-44 0-44C28-44 46-32 46-14C30-22-30-22-46-14Z" fill="%s" '
             'stroke="#333333" stroke-width="1.2"/>' % hat_colours[3])
    o.append('<path d="M-46-14C-30-22 30-22 46-14L44-8C28-16-28-16-44-8Z" fill="%s" stroke="#333333" '
             'stroke-width="1"/>' % GOLD)
    for x, y in ((-74, -30), (0, -86), (74, -30)):
        o.append('<circle cx="%s" cy="%s" r="6" fill="%s" stroke="%s" stroke-width="1.2"/>'
                 % (n(x), n(y), GOLD, GOLD_DARK))
        o.append('<path d="M%s %sL%s %s" stroke="%s" stroke-width="1.2"/>'
                 % (n(x - 3), n(y + 2), n(x + 3), n(y + 2), GOLD_DARK))
    # eyes, brows, nose, cheeks, grin
    for sx in (-1, 1):
        o.append('<ellipse cx="%s" cy="-1" rx="3.4" ry="4.2" fill="#222222"/>' % n(sx * 10))
        o.append('<circle cx="%s" cy="-2.4" r="1.2" fill="#ffffff"/>' % n(sx * 10 + 1))
        o.append('<path d="M%s -10C%s -13 %s -13 %s -10" fill="none" stroke="#5a3b22" stroke-width="1.6" '
                 'stroke-linecap="round"/>' % (n(sx * 16), n(sx * 13), n(sx * 7), n(sx * 5)))
        o.append('<circle cx="%s" cy="12" r="5" fill="#ef7f7f" fill-opacity="0.55"/>' % n(sx * 16))
    o.append('<circle cx="0" cy="8" r="4.5" fill="#e0403f"/>')
    o.append('<path d="M-14 17C-8 28 8 28 14 17C8 21-8 21-14 17Z" fill="#8c1d1d" stroke="#8c1d1d" '
             'stroke-width="1.5" stroke-linejoin="round"/>')
    o.append("</g>")
    return "\n".join(o) + "\n"


def joker1_svg():
    body = "<defs>\n"
    body += ('<radialGradient id="glow" cx="125" cy="175" r="110" gradientUnits="userSpaceOnUse">\n'
             '<stop offset="0" stop-color="#fff6c8"/>\n<stop offset="1" stop-color="#ffd9a0"/>\n'
             '</radialGradient>\n')
    body += "</defs>\n"
    body += card_blank()
    # a framed panel with a star burst behind the jester
    body += ('<rect x="52" y="24" width="146" height="302" rx="10" ry="10" fill="url(#glow)" '
             'stroke="#d62839" stroke-width="2.5"/>\n')
    rays = 24
    for i in range(rays):
        a0 = 2 * math.pi * i / rays
        a1 = 2 * math.pi * (i + 0.5) / rays
        r = 66
        body += ('<path d="M125 160L%s %sL%s %sZ" fill="%s" fill-opacity="0.5"/>\n'
                 % (n(125 + r * math.cos(a0)), n(160 + r * math.sin(a0)),
                    n(125 + r * math.cos(a1)), n(160 + r * math.sin(a1)),
                    JOKER_COLOURS[i % 4]))
    body += jester_head(125, 158, ["#d62839", "#1f7ae0", "#2a9d4a", "#f2a516"],
                        ["#d62839", "#f2a516", "#1f7ae0", "#2a9d4a"], 0.92)
    # small stars scattered in the panel, and a ribbon with "JOKER"
    for x, y, c, r in ((74, 50, "#1f7ae0", 8), (176, 50, "#2a9d4a", 8), (70, 300, "#f2a516", 7),
                       (180, 300, "#8e3ccb", 7), (82, 92, "#d62839", 5), (168, 92, "#f2a516", 5)):
        body += '<path d="%s" transform="translate(%d %d)" fill="%s"/>\n' % (star_path(r, 5), x, y, c)
    body += ('<path d="M62 250L188 250L180 264L188 278L62 278L70 264Z" fill="#d62839" stroke="#8f1523" '
             'stroke-width="1.2" stroke-linejoin="round"/>\n')
    body += text(125, 272, 21, "JOKER", "#ffffff")
    body += joker_corner(["#d62839", "#1f7ae0", "#2a9d4a", "#f2a516", "#8e3ccb"], "#d62839")
    return svg_document(body, "Joker (design 1)")


def joker2_svg():
    purple, teal = "#5b2a86", "#12877f"
    body = "<defs>\n</defs>\n" + card_blank()
    fx, fy, fw, fh = 52, 24, 146, 302
    body += ('<rect x="%d" y="%d" width="%d" height="%d" rx="10" ry="10" fill="%s"/>\n'
             % (fx, fy, fw, fh, purple))
    # harlequin diamonds, computed to lie inside the panel
    cols, rows = 6, 9
    dw, dh = (fw - 4) / cols, (fh - 8) / rows
    palette = [teal, "#f2a516", "#d62839", "#7b47b3"]
    for r in range(rows):
        for c in range(cols):
            x = fx + 2 + dw / 2 + c * dw
            y = fy + 4 + dh / 2 + r * dh
            colour = palette[(r + 2 * c) % 4]
            body += ('<path d="M%s %sL%s %sL%s %sL%s %sZ" fill="%s" fill-opacity="0.55"/>\n'
                     % (n(x), n(y - dh / 2), n(x + dw / 2), n(y), n(x), n(y + dh / 2), n(x - dw / 2), n(y),
                        colour))
    body += ('<rect x="%d" y="%d" width="%d" height="%d" rx="10" ry="10" fill="none" stroke="%s" '
             'stroke-width="3"/>\n' % (fx, fy, fw, fh, GOLD))
    body += ('<rect x="%d" y="%d" width="%d" height="%d" rx="7" ry="7" fill="none" stroke="#ffffff" '
             'stroke-width="1" stroke-opacity="0.7"/>\n' % (fx + 5, fy + 5, fw - 10, fh - 10))
    # a medallion behind the jester
    body += '<circle cx="125" cy="168" r="64" fill="#fdf3d6" stroke="%s" stroke-width="3"/>\n' % GOLD
    body += '<circle cx="125" cy="168" r="58" fill="none" stroke="%s" stroke-width="1"/>\n' % purple
    body += jester_head(125, 170, [purple, "#f2a516", teal, "#d62839"],
                        [purple, "#ffffff", teal, "#ffffff"], 0.86)
    # juggling balls above, a banner below
    for x, y, c in ((84, 66, "#d62839"), (125, 50, "#f2a516"), (166, 66, teal)):
        body += ('<circle cx="%d" cy="%d" r="9" fill="%s" stroke="#ffffff" stroke-width="1.5"/>\n'
                 % (x, y, c))
        body += ('<path d="M%d %dC%d %d %d %d %d %d" fill="none" stroke="#ffffff" stroke-width="1.5" '
                 'stroke-opacity="0.85"/>\n' % (x - 6, y - 3, x - 3, y - 7, x + 3, y - 7, x + 6, y - 3))
    body += ('<path d="M64 262L186 262L186 290L64 290Z" fill="%s" stroke="%s" stroke-width="1.5"/>\n'
             % ("#fdf3d6", GOLD))
    body += text(125, 284, 22, "JOKER", purple)
    body += joker_corner([purple, teal, purple, teal, purple], "#f2a516")
    return svg_document(body, "Joker (design 2)")


# ---------------------------------------------------------------------------------------------
# Backs

def clip_segment(x0, y0, x1, y1, xmin, ymin, xmax, ymax):
    """Liang-Barsky: the part of a segment inside a rectangle, or None."""
    dx, dy = x1 - x0, y1 - y0
    t0, t1 = 0.0, 1.0
    for p, q in ((-dx, x0 - xmin), (dx, xmax - x0), (-dy, y0 - ymin), (dy, ymax - y0)):
        if p == 0:
            if q < 0:
                return None
            continue
        r = q / p
        if p < 0:
            t0 = max(t0, r)
        else:
            t1 = min(t1, r)
        if t0 > t1:
            return None
    return (x0 + t0 * dx, y0 + t0 * dy, x0 + t1 * dx, y0 + t1 * dy)


def back_svg(dark, mid, light, name):
    body = "<defs>\n</defs>\n" + card_blank()
    m = 11
    body += ('<rect x="%d" y="%d" width="%d" height="%d" rx="7" ry="7" fill="%s"/>\n'
             % (m, m, W - 2 * m, H - 2 * m, dark))
    # a diamond lattice of fine lines, clipped (in code) to the inner field
    x0, y0, x1, y1 = m + 8, m + 8, W - m - 8, H - m - 8
    step = 15.0
    segs = []
    span = (x1 - x0) + (y1 - y0)
    k = -span
    while k <= span:
        for sgn in (1, -1):
            # lines y = sgn * (x - CX) + CY + k  (through the whole field)
            ax, bx = x0 - 10, x1 + 10
            ay, by = sgn * (ax - CX) + CY + k, sgn * (bx - CX) + CY + k
            s = clip_segment(ax, ay, bx, by, x0, y0, x1, y1)
            if s and math.hypot(s[2] - s[0], s[3] - s[1]) > 0.5:
                segs.append("M%s %sL%s %s" % tuple(n(v) for v in s))
        k += step
    body += ('<path d="%s" fill="none" stroke="%s" stroke-width="1.3"/>\n' % ("".join(segs), mid))
    # small diamonds at the lattice crossings
    dots = []
    j = 0
    yy = CY - math.floor((CY - y0) / (step / 2)) * (step / 2)
    while yy <= y1 + 1e-6:
        xx = CX - math.floor((CX - x0) / (step / 2)) * (step / 2)
        while xx <= x1 + 1e-6:
            u = round((xx - CX) / (step / 2))
            v = round((yy - CY) / (step / 2))
            if (u + v) % 2 == 1 and x0 + 3 <= xx <= x1 - 3 and y0 + 3 <= yy <= y1 - 3:
                dots.append("M%s %sl2.6 2.6l-2.6 2.6l-2.6-2.6Z" % (n(xx), n(yy - 2.6)))
            xx += step / 2
        yy += step / 2
        j += 1
    body += '<path d="%s" fill="%s"/>\n' % ("".join(dots), light)
    # frames
    body += ('<rect x="%s" y="%s" width="%s" height="%s" rx="4" ry="4" fill="none" stroke="%s" '
             'stroke-width="2.5"/>\n' % (n(x0), n(y0), n(x1 - x0), n(y1 - y0), light))
    body += ('<rect x="%s" y="%s" width="%s" height="%s" rx="7" ry="7" fill="none" stroke="%s" '
             'stroke-width="1"/>\n' % (n(m + 3), n(m + 3), n(W - 2 * m - 6), n(H - 2 * m - 6), light))
    # corner ornaments
    for cx, cy in ((x0, y0), (x1, y0), (x0, y1), (x1, y1)):
        body += ('<path d="M%s %sl6 6l-6 6l-6-6Z" fill="%s" stroke="%s" stroke-width="1.5"/>\n'
                 % (n(cx), n(cy - 6), dark, light))
    # the centre medallion: an eight-pointed star in rings
    body += '<ellipse cx="%s" cy="%s" rx="62" ry="62" fill="%s" stroke="%s" stroke-width="2.5"/>\n' % (
        n(CX), n(CY), dark, light)
    body += '<circle cx="%s" cy="%s" r="55" fill="none" stroke="%s" stroke-width="1"/>\n' % (n(CX), n(CY), light)
    for i in range(24):
        a = 2 * math.pi * i / 24
        body += '<circle cx="%s" cy="%s" r="1.8" fill="%s"/>\n' % (
            n(CX + 58.5 * math.cos(a)), n(CY + 58.5 * math.sin(a)), light)
    body += '<path d="%s" transform="translate(%s %s)" fill="%s"/>\n' % (
        star_path(50, 8, 0.55, -90), n(CX), n(CY), mid)
    body += '<path d="%s" transform="translate(%s %s) rotate(22.5)" fill="%s"/>\n' % (
        star_path(40, 8, 0.5, -90), n(CX), n(CY), light)
    body += '<circle cx="%s" cy="%s" r="16" fill="%s" stroke="%s" stroke-width="2"/>\n' % (
        n(CX), n(CY), dark, light)
    body += '<path d="%s" transform="translate(%s %s)" fill="%s"/>\n' % (
        star_path(10, 4, 0.4, -90), n(CX), n(CY), light)
    return svg_document(body, name)


# ---------------------------------------------------------------------------------------------

# Themes: one SVG with an element per card, named as in KDE's card decks (libkdegames
# carddecks), and an index.json, in a zip (docs/card-themes.md)

KDE_RANKS = {"A": "1", "J": "jack", "Q": "queen", "K": "king"}
KDE_SUITS = {"S": "spade", "C": "club", "H": "heart", "D": "diamond"}

# id: (name, author's note, look, two-colour suits, four-colour suits, backs (dark, mid, light))
THEMES = [
    ("default", "finnish27", dict(),
     TWO_COLOUR, FOUR_COLOUR,
     [("back", "#9b1b2c", "#c2404f", "#f1c9a5"), ("back_blue", "#1b3a8a", "#3f63b8", "#c9d8f5")]),
    ("contrast", "High contrast",
     dict(index_scale=1.3, edge="#000000", edge_width=3),
     {"S": "#000000", "C": "#000000", "H": "#d40000", "D": "#d40000"},
     {"S": "#000000", "C": "#007a2e", "H": "#d40000", "D": "#0044cc"},
     [("back", "#7a0000", "#b00000", "#ffffff"), ("back_blue", "#002a80", "#0044cc", "#ffffff")]),
    ("classic", "Classic",
     dict(font="DejaVu Serif, Liberation Serif, Times New Roman, serif", face="#fbf6e8",
          edge="#8a7a5a"),
     {"S": "#1b1b1b", "C": "#1b1b1b", "H": "#a8172a", "D": "#a8172a"},
     {"S": "#1b1b1b", "C": "#1d6b34", "H": "#a8172a", "D": "#1d4f99"},
     [("back", "#6e1520", "#8f2a35", "#e8cf9a"), ("back_blue", "#1a4a33", "#2d6b4d", "#e8cf9a")]),
]


def as_element(doc, element_id, x, y):
    """A card's SVG document as a group with the given id at (x, y), and its definitions; its
    own ids are prefixed with the element id. The definitions go to the document's <defs>, not
    into the group: Qt SVG counts them in the group's bounds, which must be the card's."""
    body = doc.split("</title>\n", 1)[1].rsplit("</svg>", 1)[0]
    ids = re.findall(r'id="([^"]+)"', body)
    for i in ids:
        body = body.replace('id="%s"' % i, 'id="%s-%s"' % (element_id, i))
        body = body.replace('"#%s"' % i, '"#%s-%s"' % (element_id, i))
        body = body.replace("url(#%s)" % i, "url(#%s-%s)" % (element_id, i))
    defs = ""
    m = re.match(r"<defs>\n(.*?)</defs>\n", body, re.S)
    if m:
        defs, body = m.group(1), body[m.end():]
    group = '<g id="%s" transform="translate(%d %d)">\n%s</g>\n' % (element_id, x, y, body)
    return group, defs


def theme_svg(name, colours, finnish, backs):
    cards = []
    for row, suit in enumerate(SUITS):
        for col, rank in enumerate(RANKS):
            element = KDE_RANKS.get(rank, rank) + "_" + KDE_SUITS[suit]
            cards.append(as_element(face_svg(rank, suit, colours, finnish), element, col * W, row * H))
    extras = [("red_joker", joker1_svg()), ("black_joker", joker2_svg())]
    extras += [(b[0], back_svg(b[1], b[2], b[3], "Back")) for b in backs]
    for col, (element, doc) in enumerate(extras):
        cards.append(as_element(doc, element, col * W, 4 * H))
    defs = "<defs>\n%s</defs>\n" % "".join(d for _, d in cards)
    width, height = len(RANKS) * W, 5 * H
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
            'version="1.2" baseProfile="tiny" width="%d" height="%d" viewBox="0 0 %d %d">\n'
            '<title>%s</title>\n%s%s</svg>\n'
            % (width, height, width, height, name, defs, "".join(g for g, _ in cards)))


def theme_index(name, finnish, four):
    return json.dumps({
        "format": 1,
        "name": name,
        "author": "finnish27 (tools/make_cards.py)",
        "licence": "Original work made for finnish27, under the project's licence",
        "indices": "finnish" if finnish else "standard",
        "fourColour": four,
        "svg": "cards.svg",
    }, indent=2, sort_keys=True) + "\n"


def zip_bytes(entries):
    """A zip of (name, bytes) in the given order: fixed timestamps and attributes, so that the
    same content always gives the same bytes."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        for name, data in entries:
            info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            info.create_system = 3
            info.external_attr = 0o644 << 16
            z.writestr(info, data, compresslevel=9)
    return buf.getvalue()


def write(path, content, written, check=False):
    data = content if isinstance(content, bytes) else content.encode("utf-8")
    try:
        with open(path, "rb") as f:
            if f.read() == data:
                written.append((path, False))
                return
    except FileNotFoundError:
        pass
    if check:   # --check: say what differs, write nothing
        written.append((path, True))
        return
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data)
    written.append((path, True))


def main(argv=None):
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", default=os.path.join(root, "assets", "cards"),
                    help="output folder (default: assets/cards)")
    ap.add_argument("--check", action="store_true",
                    help="write nothing; exit 1 naming each file that differs from the script's")
    args = ap.parse_args(argv)
    out = args.out
    written = []
    for theme, name, look, two, four, backs in THEMES:
        use_style(**look)
        for finnish in (True, False):
            for colours, four_colour in ((two, False), (four, True)):
                variant = "%s-%s%s" % (theme, "finnish" if finnish else "standard",
                                       "-4c" if four_colour else "")
                svg = theme_svg(name, colours, finnish, backs)
                index = theme_index(name, finnish, four_colour)
                write(os.path.join(out, variant + ".zip"),
                      zip_bytes([("index.json", index.encode("utf-8")),
                                 ("cards.svg", svg.encode("utf-8"))]), written, args.check)
    use_style()
    changed = sum(1 for _, c in written if c)
    if args.check:
        for path, c in written:
            if c:
                print("make_cards: %s differs from what the script writes" % path)
        print("make_cards: %d files checked in %s (%d differ)" % (len(written), out, changed))
        return 1 if changed else 0
    print("make_cards: %d files in %s (%d changed)" % (len(written), out, changed))
    return 0


if __name__ == "__main__":
    sys.exit(main())
