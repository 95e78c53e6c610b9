"""In-app TomaToss rules, in our own words, and the edition notes (how this edition plays the
points the rulebook leaves open).

``RULES``: lines starting "# " are headings, "- " bullets, other lines paragraphs.
``EDITION_NOTES``: one sentence per decision or reading, each ending with its source in player
words: "(edition decision)" is rules-decisions.md, TomaToss; "(our reading)" is
docs/rules/tomatoss.md (no file names on screen).
Sources: TomaToss rulebook; rules-decisions.md, TomaToss; docs/rules/tomatoss.md.
"""

from __future__ import annotations

RULES = """\
# Goal
Score the most points by playing tomato cards that satisfy the conditions on target cards. A quick toss gambles on the top card of the deck for bigger points.

# The cards
- 40 tomato cards valued 1 to 7: three 1s, three 2s, thirteen 3s, five 4s, eight 5s, four 6s and four 7s.
- 30 target cards. Each shows a condition, a basic score and a quick toss score.

# Setting up
- Some target cards go back to the box unseen: 10 with 2 or 3 players, 5 with 4 players. The rest form the target deck; one lies face up at each of the 3 toss spaces.
- The tomato cards are shuffled; one lies face up at each of the 3 pick-up spaces.
- In turn order the players take 2, 3, 4 and 5 cards. Hands are secret.
- Every basket token starts on its full side.

# Your turn
Place the 3 tomato tokens one by one. Each token goes on one of the 6 spaces of the festival board and acts at once on whatever lies there. Several tokens may share a space.
- Pick up: take the tomato card into your hand; the top card of the deck replaces it. Everyone saw that card, so the others know you hold it.
- Toss: play cards from your hand that satisfy the target exactly, then keep the target on the left of your board (basic score). A new target replaces it.
- Quick toss: play any cards you like, even none, then reveal the top card of the deck. If your cards plus the revealed one satisfy the target, keep it on the right of your board (quick toss score). Either way all those cards go to the discard pile, and a missed target stays where it is.

# Reading a condition
- A condition with single tomato icons needs exactly that many cards.
- A sum condition takes one or more cards and adds them all up.
- A crossed-out 3 means no card of the attempt may be a 3, the revealed card included.

# Basket step
- All 3 tokens on one space: draw a card.
- Exactly 2 tokens on one space: flip your basket token. Flipping it to the empty side draws a card.
- 3 different spaces: nothing.
Then, if you hold more than 8 cards, discard cards of your choice down to 8.

# Running out
The moment the last tomato card of the deck is taken, the discard pile is shuffled into a new deck. A pick-up space left empty because no card was left anywhere gets a card as soon as one is discarded.

# End of the game
When a claimed target cannot be replaced because the target deck is empty, the current turn is played to its end and the game is over. Targets on the left score their basic points, those on the right their quick toss points. On a tie, the higher total of tomato card values in hand wins; if still tied, the victory is shared.

# Playing in this app
- Pick up: drag a tomato token from your tray onto a pick-up space, or click the token and then the space, or press 1, 2 or 3.
- Toss: click cards in your hand to raise them (or move along the hand with the arrow keys and press Space), then drag the token or the raised cards onto a target; keys Q, W and E toss at target 1, 2 or 3.
- Quick toss: hold Shift while dropping, or click the small gold "Quick" badge on a Toss space (a plain drop there is a normal toss), or press Shift with Q, W or E. The chance of success shows first; click again or press Enter to confirm, Esc to think again (your raised cards stay raised).
- Too many cards: raise the cards to let go and drag them onto the discard pile, or press D.
- Nothing to do: the Pass button or N.
- Hint shows a good move on the table. Undo takes back your last move, but only while it revealed nothing: every pick-up turns up a new tomato card and every won target turns up the next target, so Undo is often off. Point at the Undo button to see why.
"""

EDITION_NOTES: list[str] = [
    "The crossed-out 3 forbids a 3 anywhere in the attempt, including the card revealed by a "
    "quick toss. (edition decision)",
    "A normal toss plays exactly the cards that satisfy the target, never extra ones. "
    "(edition decision)",
    "Each token acts on what its space holds at that moment: a second pick-up takes the "
    "replacement card, a second toss aims at the new target after a success or at the same one "
    "after a missed quick toss. (edition decision)",
    "A quick toss may play any cards from your hand, or none, even when it cannot succeed "
    "whatever is revealed; the table shows the chance first. The option \"Forbid hopeless "
    "quick tosses\" (off by default) removes the ones that cannot succeed. (edition decision)",
    "Basket tokens start full; two tokens on one space flip the basket, and flipping it to "
    "empty draws a card. (edition decision)",
    "The discard pile becomes the new deck the moment the deck's last card is taken; cards "
    "discarded after that wait for the next reshuffle. If the discard pile is empty at that "
    "moment, the deck is refilled once a card has been discarded and one is needed. "
    "(edition decision)",
    "With the deck and the discard pile both empty, a pick-up space stays empty (and cannot be "
    "chosen) only until a card can be drawn again: the next discarded card refills it. A bonus "
    "draw then gives nothing and a quick toss is judged on the played cards alone. "
    "(edition decision)",
    "When no pick-up, toss or quick toss is possible, the token is placed with no effect; it "
    "lies on no space and so never counts for the basket bonus. (edition decision; our "
    "reading)",
    "The cards played in a quick toss reach the discard pile after the reveal, so a reshuffle "
    "triggered by that reveal does not include them. (our reading)",
    "The game ends after the turn in which a claimed target first cannot be replaced; targets "
    "left face up score for nobody. (edition decision)",
    "Cards taken from a pick-up space are known to everyone until played or discarded; cards "
    "drawn blind stay secret. (edition decision)",
    "At the hand limit the player chooses which cards to discard. (edition decision)",
    "The first seat is the starting player; the app decides who sits there. "
    "(our reading)",
    "The quick toss chance counts the cards you cannot see; when the deck is empty, the "
    "revealed card will come from the face-up discard pile, so the chance counts that pile. "
    "(our reading)",
]
