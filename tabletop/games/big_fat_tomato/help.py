"""In-app rules of The Big Fat Tomato Game, in our own words, and the edition notes (every
decision and reading this edition makes where the rulebook is open).

``RULES``: lines starting "# " are headings, "- " bullets, other lines paragraphs.
``EDITION_NOTES``: one sentence or two per point, each ending with its source in player words:
"(edition decision)" is rules-decisions.md, The Big Fat Tomato Game; "(our reading)" is
docs/rules/big_fat_tomato.md (no file names on screen).
Sources: The Big Fat Tomato Game rulebook; rules-decisions.md; docs/rules/big_fat_tomato.md.
"""

from __future__ import annotations

RULES = """\
# Goal
Grow tomatoes in your basket, carry them safely to your storehouse and have the most there when the Market opens. Only the storehouse counts at the end.

# The cards
- Protection (green thumb): Chemicals (2) clear pests, caterpillars and weeds but cost you this turn's harvest; Hoe (4) clears weeds; Pepper Spray (1) clears pests and caterpillars; Soapy Water (1) clears caterpillars.
- Fence (6, green fence): stays beside your storehouse for good; each one weakens pests by 3, and four keep them out.
- Threats (red thumb) that stay in front of a rival: Hungry Caterpillars (6) eat one die's worth of every harvest; Nagging Weeds (6) leave only one harvest die; Nasty Pests (6) eat two dice's worth from the storehouse every turn.
- Threats that act once: Mole Spy (2) looks at a rival's hand and takes a card; Zombie Tomato Invasion (1) empties a rival's basket and hand; Basket Kick (1) empties a basket; Ketchup (1) rolls two dice and takes that many from the fullest storehouse; Look, a Flying Behemoth! (2) swaps your basket with a rival's.
- Instants (stars), played out of turn: Big Fat Tomato (1) and As You Sow, So Shall You Reap! (2) defend; Hot Tomatoes! (2) steals a harvest.
- Specials (blue rosette): Bumper Harvest (2) doubles a harvest; Magic Watering Can (3) adds a harvest die; Express Delivery (2) carries the whole basket to the storehouse; Jump into the Compost (2) fetches any card from the Compost Heap.
- The Market (1) lies somewhere among the bottom ten cards of the deck.

# Setting up
Everyone gets five secret cards, an empty basket and an empty storehouse. Two dice and the tomatoes wait in the middle.

# Your turn
Go through these steps in order; you may leave out any you cannot or do not want to do.
- 1. Fill your hand back up to five cards.
- 2. Play one protection card against what lies on your plot, or put up one fence.
- 3. Whatever still lies on your plot strikes: pests roll two dice against your storehouse (minus 3 per fence), caterpillars roll one die that will come off your harvest.
- 4. Harvest: roll two dice (one with weeds) and add that many tomatoes to your basket, minus what the caterpillars eat, never below zero.
- 5. Play one threat card on a rival. No one may have more than three lying in front of them, and never two of the same kind.
- 6. Throw away any cards you do not want; your turn ends.

# At any moment of your turn
- Once: play one special card.
- Once: recount your basket. With 20 or more the tomatoes go to your storehouse; with fewer they all go back to the supply.
- Your defence cards, as often as you hold them.

# Instant cards
- When someone plays a threat on you, you are asked whether you answer. As You Sow sends it back to the one who played it, if it is allowed there. Big Fat Tomato cancels it and clears everything lying on your plot, but it cannot stop the Zombie.
- Right after a harvest, each other player in turn is asked about Hot Tomatoes!. The first to play it takes that whole harvest.
- The rules ask each player with cards in turn while a copy of the answering card may still be out (not every copy on the Compost Heap), whether or not they hold one, so being asked tells nobody anything. A player who holds no answer can only pass: bots pass at once, and in hot-seat play each player is asked behind the curtain.

# End of the game
The game stops the moment someone draws the Market, even in the middle of drawing. The fullest storehouse wins; a tie shares the victory.

# Playing in this app
- Drag a card from your hand: protection cards, fences, specials and Big Fat Tomato onto your own plot; a threat onto a rival's plot (the plots it may go to glow while you drag); As You Sow onto the threat on your plot that you send back; Bumper Harvest or the Magic Watering Can onto the dice.
- Click the dice to roll them; drag the rolled dice onto your basket to take the harvest (it glows while you drag). The buttons above your hand do the same, skip a step and end the turn. Click your basket to recount it: it lights up, and a second click or Enter confirms.
- To discard, drag cards onto the Compost Heap one by one, or click cards to raise them; End turn discards them all (at once when your whole hand is on the heap). Click the heap to look through it, whenever you like, even once the game is over.
- Answers to threats, Hot Tomatoes! and Jump into the Compost come up as buttons for the player being asked; you may also drag As You Sow or Big Fat Tomato onto your plot, or Hot Tomatoes! onto the harvesting plot. In hot-seat play they appear behind the curtain. When a bot is asked, a short bar under the prompt counts down while it decides.
- Mole Spy: its player alone sees the spied hand laid out as it is, every card; click the card you take (or press its number).
- A card played at the wrong moment is handed back with the reason: a question waiting for your answer, or the step it belongs to.
- Keys: R roll, T take the harvest, S skip, C recount, E end the turn; Enter rolls, takes the harvest or ends the turn. Point at a card in your hand to read its name.
- With the hidden-baskets option, baskets show only as a heap, so every recount is a gamble.
"""

EDITION_NOTES: list[str] = [
    "The recount succeeds at 20 tomatoes or more; below 20 the whole basket goes back to the "
    "supply. One recount and one special card per turn; instant cards are outside that limit. "
    "(edition decision)",
    "The tomato supply never runs out. (edition decision)",
    "Only Caterpillars, Weeds and Pests stay in front of a player, and only they count for the "
    "limit of three and the no-twins rule; each remembers who played it. The other threats act "
    "once and go to the Compost Heap. (edition decision)",
    "Harvest = dice total, doubled by Bumper Harvest, minus the caterpillar roll, never below "
    "zero. Bumper Harvest and the Watering Can may be played before or after the roll, until "
    "the harvest is taken. (edition decision; our reading)",
    "Pests take two dice minus 3 per fence, never below zero and never more than the "
    "storehouse holds; they do not roll when nothing could be lost. (edition decision; our "
    "reading)",
    "Ketchup hits the fullest storehouse; on a tie its player chooses, even themself. Its "
    "tomatoes go to that player's basket, or back to the supply with the option. "
    "(edition decision)",
    "A threat opens a window for its target: As You Sow (if the threat is allowed on its "
    "sender) or Big Fat Tomato (never against the Zombie). After each harvest the others are "
    "asked about Hot Tomatoes! in turn order; only the first counts. (edition decision)",
    "Both defence cards also work on your own turn: As You Sow sends one threat on your plot "
    "back to its player, Big Fat Tomato clears them all. (edition decision; our reading)",
    "The game ends the moment the Market is drawn, even mid-draw. The Compost Heap is never "
    "shuffled back. Ties share the victory. (edition decision)",
    "Hidden baskets (off by default): baskets show only as a heap, with no number and no supply "
    "count; harvests and recounts are still announced. (edition decision; our reading)",
    "Drawing up and the damage step are not choices; the other steps may be skipped. A step "
    "is skipped for you only when everyone can see there is nothing to play in it (no cards, "
    "or all of them on the Compost Heap); otherwise you are asked, even with nothing to play, "
    "so the table cannot tell what your hand lacks. (our reading)",
    "A card that could do nothing now is not offered: a protection card with nothing to clear, "
    "a harvest booster after the harvest, Express Delivery or a recount with an empty basket, "
    "Jump into the Compost on an empty heap. (our reading)",
    "As You Sow against a one-shot threat turns it on its sender: Mole Spy lets you spy on them, "
    "Ketchup takes from their storehouse; against the Flying Behemoth nobody swaps. A threat "
    "turned back may be answered in turn. (our reading)",
    "Hot Tomatoes! cannot be answered. (our reading)",
    "While a question waits (a threat to answer, Hot Tomatoes!, a card to pick), only its "
    "answers may be played; even a recount or a special card waits until it is answered. "
    "(our reading)",
    "A window skips only what everyone can see: a player with no cards, answers all on the "
    "Compost Heap, a harvest of zero, a Ketchup played on oneself. (our reading)",
    "Jump into the Compost is set aside while you browse, so it cannot fetch itself. "
    "(our reading)",
    "The first seat starts; the app decides who sits there. (our reading)",
    "The turn-summary cards of the box are left out. (edition decision)",
    "In the damage step the pests strike first, then the caterpillars roll; their roll comes "
    "off the harvest of that turn. (our reading)",
    "The Mole Spy's player sees the whole hand and keeps knowing the cards that stay in it; "
    "the spied player knows which card was taken. A card fetched from the Compost Heap is "
    "known to all. (our reading)",
    "The supply shows 150 tomatoes, the box's count, minus those out of it, never below zero; "
    "a harvest still takes what it needs. (our reading)",
]
