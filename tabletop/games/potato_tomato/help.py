"""In-app Potato Tomato rules, in our own words, and the edition notes (how this edition plays
the points the rulebook leaves open).

``RULES``: lines starting "# " are headings, "- " bullets, other lines paragraphs.
``EDITION_NOTES``: one sentence per decision or reading, each ending with its source in player
words: "(edition decision)" is rules-decisions.md, Potato Tomato; "(our reading)" is
docs/rules/potato_tomato.md (no file names on screen).
Sources: Potato Tomato rulebook; rules-decisions.md, Potato Tomato; docs/rules/potato_tomato.md.
"""

from __future__ import annotations

from tabletop.games.potato_tomato.card_words import rules_list

RULES = """\
# Goal
Everyone secretly belongs to a team: potato or tomato. Hand out burn tokens so that the other team's cards get turned face up. When all five cards of one player are face up, that player's team loses at once and everyone else wins.

# Your five cards
- Each player has a face-down row of five character cards. You may look at your own cards whenever you like; nobody else may.
- Your team is whichever kind you hold more of: three or more potatoes make you a potato. Cards can move between players, so your team can change during the game.
- A card that is face up stays face up and can no longer be touched by any action card.

# Your turn
- Draw: turn over action cards one at a time. After any card you may say STOP. A card with the lightning mark (BDSM, SLAP) happens the moment it appears.
- BURNT!: if the cards you turned over reach three green or three blue, you are burnt: take three burn tokens and your turn's actions are lost. A two-coloured card counts as one green and one blue; a colourless card counts as neither.
- Actions: after STOP, carry out every card you turned over, one at a time, in the order you like. You must carry them all out, even the ones that hurt you or your friends.
- Clean-up: the cards go back into the deck and the next player on the left takes their turn.

# Burn tokens
Whenever a player ends an action holding five or more burn tokens, one of their cards is turned face up and they hand all their tokens back. The player who carried out the action picks which card (when you are burnt, you pick your own).

# The action cards
""" + rules_list() + """

# Playing in this app
- Your row is at the bottom: your own cards always show their faces to you, with a small potato or tomato mark, and your team is written next to your name (only you see it). A face-down card you have looked at keeps a gold-edged tag along its bottom saying what it was (potato or tomato, just P or T on a small card; point at the card to read it in full); the tag follows the card when it moves. At the end of the game every card is turned face up.
- Draw: click the action deck (or the Draw button); STOP: the red STOP button. The running green and blue count is shown beside the cards you drew.
- Resolve: drag a face-up action card off the row (or click it). While it is being resolved, the players or cards you may choose glow: click one, or drag the card from the row onto it. Left or right, which of two effects and swap or keep are buttons along the bottom; for left or right you may also click that neighbour.
- One drag does a whole move: drop a drawn card straight onto a player or a card to carry it out on them (ROTATE or OVERVIEW onto a neighbour takes that side); drag one glowing card onto another to swap them (SWAP); drag a glowing player's burn tokens onto another player (TRANSFER, SIPHON).
- Point at a drawn card to read what it does. A dark tag along the top of a face-down card gives the initials of the other players who have looked at it (B·C, or B+2 on a small card); point at the card for their names.
- When you look at someone's card, it turns face up for you alone for a moment, then face down again with its tag.
- Rock-Paper-Scissors: three hands appear across the middle of the table; click one or drag it out to show it (the buttons along the bottom work too).
- Keys: Tab or the arrow keys move a ring over whatever you may choose now (the deck, the cards to resolve, the glowing players or cards, the hands); Shift+Tab goes back; Enter chooses it (with no ring, Enter draws while you draw, else shows the ring). Space never draws or chooses here: it is kept for SLAP, so an extra press cannot draw a card by mistake. D draws, S says STOP, N swaps nothing; Esc drops the ring (a second Esc opens the menu).
- Burn token piles sit beside every row; their frame heats from cream to dark red as the pile nears five.
- Rock-Paper-Scissors and OVERVIEW are chosen in secret: on a shared screen each player chooses behind the curtain.
- SLAP is a race: press your key as fast as you can; bots react after a short random delay, and a player who has not pressed within three seconds counts as the slowest. Your key: when you are the only person playing, Space (or a click on the table); when several people share the keyboard, the first person in seat order presses A, the second K, then G, P, Z and M. While SLAP can still come, the table shows each person's key under the cards you drew.
- If several people never press in time, the one seated last (lowest in the list of players on the right) counts as the slowest.
- Left and right: your left neighbour is the next player in turn order, the first row along the top of the table; your right neighbour is the one before you, the last row along the top (on a small window with many players: the two ends of the lower row of the two). Play passes to the left. The neighbours' name lines say "your left" and "your right".
"""

EDITION_NOTES: list[str] = [
    "Only the basic potato and tomato characters are used; the special and neutral characters "
    "are left out until their texts are known. (edition decision)",
    "The rulebook's table of action cards per player count is missing, so every game uses all "
    "32 action cards: 10 blue, 10 green, 6 two-coloured and 6 colourless. The option \"Action "
    "deck\" can leave out SLAP. (edition decision; our reading)",
    "With 3 or 5 players one character card is left over; it goes back to the box unseen. "
    "(edition decision)",
    "Your team is always the majority of the five cards you hold now; when the game ends, every "
    "team is read from the cards held at that moment. (edition decision)",
    "\"If you stop after this card\" means it was the last card you drew before saying STOP. "
    "(edition decision)",
    "GREEN FLAG compares green and blue, a two-coloured card counting for both; WILDLIFE's "
    "\"all types\" means a blue, a green, a colourless and a two-coloured card; WHITE FLAG "
    "needs every card colourless and at least two; GATHER counts every card turned over this "
    "turn. (edition decision)",
    "When a card says \"give one, or if …\" and its condition holds, you choose either effect. "
    "(our reading)",
    "\"Any player\" includes you; \"another player\" does not. PAW gives to a neighbour. PEEL "
    "looks at another player, since your own cards you may see at any time. (our reading)",
    "The player who carried out the action picks which card a player with five tokens turns "
    "face up; when you are burnt, you pick. Then all their tokens go back, also when that was "
    "their last card and the game ends. (edition decision)",
    "ROTATE: after the side is chosen, each player in turn picks a face-down card of their "
    "neighbour, then all the cards move together, each into the gap left in its taker's row. "
    "(edition decision; our reading)",
    "SHUFFLE takes three face-down cards of other players (one player may give several); "
    "nobody sees them, and afterwards only their new owners know them. (edition decision; our "
    "reading)",
    "TRANSFER moves at most what its source holds; SURPRISE does nothing when nobody is at zero "
    "tokens. (edition decision)",
    "MIX & MATCH may include your own card; the two may be swapped only when one is a potato "
    "and the other a tomato. (our reading)",
    "Rock-Paper-Scissors is chosen in secret by both players and ties play again. (edition "
    "decision)",
    "SLAP is a real race on the screen; the slowest takes two tokens, and the result is saved "
    "so a replay repeats it. Bots react after 0.35 to 1.2 seconds; a player who has not pressed "
    "within three seconds is the slowest; with only bots at the table the slowest is drawn at "
    "random. (edition decision)",
    "Bots show a random hand in Rock-Paper-Scissors. (edition decision)",
    "SLAP: when several players have not pressed within three seconds, the one seated last "
    "among them (in seat order, the order of the player list) is the slowest. (our reading)",
    "BDSM's two extra cards count toward BURNT! and may bring another BDSM, which adds two more; "
    "BURNT! cancels the draws still owed. (edition decision; our reading)",
    "A turn always turns over at least one card: the first one is drawn for you. (our reading)",
    "When the supply runs short, a player receives what is left. (our reading)",
    "The score shown is the number of cards a player still has face down; the winners are "
    "decided by team. (our reading)",
]
