"""In-app Toasty Toasts rules, in our own words, and the edition notes (how this edition plays
the points the rulebook leaves open).

``RULES``: lines starting "# " are headings, "- " bullets, other lines paragraphs.
``EDITION_NOTES``: one sentence or two per decision or reading, each ending with its source in
player words: "(edition decision)" is rules-decisions.md, Toasty Toasts; "(our reading)" is
docs/rules/toasty_toasts.md (no file names on screen).
Sources: Toasty Toasts rulebook; rules-decisions.md, Toasty Toasts; docs/rules/toasty_toasts.md.
"""

from __future__ import annotations

RULES = """\
# Goal
Build the tastiest Toasts. Toppings score, pairs that go together score a lot more, and a Toast closed as a Sandwich is safe from every trick. The game stops the moment someone draws Time to Eat, so keep an eye on the draw pile.

# The cards
- 18 Base Toasts, in their own face-up pile.
- A draw pile of 52 cards: 6 Plain Toasts, 32 toppings (4 each of Peanut Butter, Jelly, Avocado, Tomato, Choco Spread, Banana, Bacon and Egg) and 14 action cards.
- The Time to Eat card.

# Setting up
- Everyone puts 2 Base Toasts in front of them and takes 3 cards from the draw pile. Hands are secret.
- Time to Eat is then hidden somewhere in the bottom third of the draw pile (the bottom quarter with 4 players).

# Your turn
1. Draw 2 cards, or 3 if your hand is empty.
2. Make up to 2 plays. Each play is one of these, and you may repeat one:
- Put a topping on one of your Toasts.
- Put two toppings on the same Toast, if they are the same or a combo: still one play.
- Play an action card.
- Play a Plain Toast as a new Toast (one play), or on top of one of your Toasts to close it as a Sandwich (both plays).
- Once a turn, discard any 2 cards to take a Base Toast from its pile, while it has one.
3. Hand check: if you hold more than 5 cards, discard down to 5.

# Toppings and combos
- A Toast holds one kind of topping, or the two halves of one combo: Avocado with Tomato, Choco Spread with Banana, Peanut Butter with Jelly, Bacon with Egg. Peanut Butter and Tomato never share a Toast.
- A combo needs no even split: one Banana may sit with lots of Choco Spread.
- A Sandwich takes no more toppings, but no action card can touch it.

# Action cards
- Trash Toast: every other player throws away one topping of their choice from one of their open Toasts.
- Espresso-oh: two more plays this turn (it uses one, so you gain one overall).
- Slimy-limy: steal 2 random cards from one player's hand, or 1 from each of two players.
- Toast Toasted: every topping on one open Toast goes to the discard pile.
- Pantry Raid: move one topping from any open Toast onto one of your open Toasts that can hold it.
- Sriracha-cha: draw 2 cards.
- Menu Change: everyone passes their whole hand to the player on the left, or on the right, as printed on the card.

# Scoring
When Time to Eat turns up, each Toast scores:
- 1 for an open Base Toast, or 3 for a Sandwich instead;
- 6 for each combo: one topping of each half of the pair;
- 2 for every other topping.
For example, a Sandwich with an Avocado and a Tomato scores 6 + 3 = 9; add one more Avocado and it scores 6 + 2 + 3 = 11. The most points wins; tied players share the win.

# Playing in this app
- Drag a topping onto one of your Toasts; the Toasts that can take it glow. For the one-play double, drag one topping onto the Toast (when it could pair, it waits raised in your hand and that Toast is outlined in gold), then drag its match or combo partner onto the same Toast; click the Toast instead to play the first one alone. Raising one topping with a click, then dragging its partner, does the same.
- Drag a Plain Toast onto your area for a new Toast, or onto one of your Toasts for a Sandwich.
- To trade for a Base Toast, drag a card onto the Base Toast pile: it stays raised in your hand and waits; then drag or click a second card onto the pile to trade both. Raising two cards with clicks, then dragging one onto the pile, does the same.
- Drag an action card to the middle of the table to play it. Toast Toasted: click a glowing Toast. Pantry Raid: the toppings you may take glow; drag one from its Toast onto one of yours.
- Slimy-limy: click the player to rob (or drop the card on them), then click them again to take 2 cards, or click a second player to take 1 from each. The bar of buttons offers the same choices.
- When a Trash Toast is played against you, click the topping to throw away on one of your open Toasts, or choose it in the bar of buttons; it stays secret, and in hot-seat the screen is covered while each player chooses.
- At the hand check, drag cards onto the discard pile.
- End plays (or key E) stops your plays early. The plays you have left always show in the middle of the table.
- Point at a Toast to see what it scores; click the discard pile to see every card in it.
- Keys: Tab or the arrow keys move a light ring over your cards and the places they can go; Enter (or Space) raises the card under the ring, or sends the raised card to the place under it; Enter on a raised action card or Plain Toast plays it; Esc drops your choices; E ends your plays.
- When Time to Eat turns up, every Toast is counted on the table, one by one, before the final scores show anywhere; click or press a key to skip the count.
- After a play, the cards left in your hand stay where they were while you go on playing; they close up once the pointer has been away from the hand a moment.
"""

EDITION_NOTES: list[str] = [
    "The hand limit is 5, as on the printed sheet. The option \"Hand limit 7\" uses the "
    "designer's number instead. (edition decision)",
    "Time to Eat lies at a random place among the bottom third of the dealt draw pile (the "
    "bottom quarter with 4 players), rounded down: with 2 players, among the last 15 of 46 "
    "cards. (edition decision; our reading)",
    "The game ends the very moment Time to Eat is drawn, by any draw, even in the middle of "
    "a turn or by Sriracha-cha; cards drawn just before it stay in the hand. (edition "
    "decision; our reading)",
    "The discard pile is never shuffled back into the draw pile. (edition decision)",
    "Two toppings played for one play go on the same Toast. (edition decision)",
    "Combos count as pairs: the smaller number of the two halves on a Toast is the number of "
    "combos; every other topping scores 2. A Plain Toast played as a base scores like a Base "
    "Toast. (edition decision)",
    "A Sandwich costs 2 plays in one turn, may close an empty Toast, and is safe from every "
    "action card, as the source and as the destination. (edition decision)",
    "The Base Toast trade is one play, once a turn, and impossible when the Base Toast pile "
    "is empty. (edition decision)",
    "Trash Toast: the other players choose at the same time and in secret; a player without "
    "a topping on an open Toast skips it. (edition decision; our reading)",
    "Pantry Raid takes a topping from any open Toast, yours included, and cannot be played "
    "when none of your open Toasts could take one. (edition decision; our reading)",
    "Toast Toasted clears any open Toast with a topping on it, yours too; with none on the "
    "table it cannot be played. (edition decision; our reading)",
    "Espresso-oh uses a play and gives two more; several may follow each other. (edition "
    "decision)",
    "Slimy-limy takes random cards. Taking 2 from a player who holds only 1 takes that one; "
    "with no cards in other hands it does nothing. (edition decision; our reading)",
    "Menu Change passes in the direction printed on the card: one copy left, one right. Left "
    "is the next player in turn order. (edition decision; our reading)",
    "Trash Toast, Slimy-limy, Espresso-oh, Sriracha-cha and Menu Change may be played even "
    "when they will do nothing; the play is still spent. (our reading)",
    "At the hand check you discard one card at a time, of your choice. (our reading)",
    "You remember the cards you passed in a Menu Change and the cards stolen from you; the "
    "table shows them in the other hands to you alone. (our reading)",
    "The first seat starts the game; the app decides who sits there. (our reading)",
]
