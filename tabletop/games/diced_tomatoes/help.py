"""In-app rules text for Diced Tomatoes, in our own words, and the edition notes.

``RULES``: lines that are "# " headings or "- " bullets. ``EDITION_NOTES``: every decision and
reading this edition makes, each ending with its source in player words (no file names on
screen): "(rulebook: <section>)" is the Diced Tomatoes rulebook, "(edition decision)" is
rules-decisions.md, Diced Tomatoes, "(our reading)" is docs/rules/diced_tomatoes.md.
"""

from __future__ import annotations

RULES = """\
# Goal
- Grow tomato vines out of dice and harvest them onto your score track; the most points wins.
- Points come from harvested tomatoes, unused karma and red dice left on your vines at the end.
# Setup
- Every player brings 11 red dice and 2 black dice (and 1 gold die with the Sunny Golden Hybrid variant); all of them go into the shared bushel.
- Each player has 3 tomato tokens, an empty score track of 6 slots and starts with 3 karma.
- Everyone rolls one die: the lowest roller plays last, the player after them goes first.
# Your turn
- Take 3 dice from the bushel (you choose the colours; with blind draw they come at random). If fewer than 3 are left, take them all.
- Roll them together with any dice the previous player passed to you.
- Every rolled die that has a legal spot must be placed, on your tokens or anyone else's, in the order you like.
- Dice without a legal spot are passed to the next player, who rolls them with their own.
# Placing dice
- A red die may start a vine as the seed die on an empty tomato token.
- Any die may join a vine if the vine stays a set (all equal) or a run (all different and consecutive, 6 does not wrap to 1).
- Black and gold dice only join vines; they are never seed dice.
- A vine holds at most 4 dice.
# Harvest
- The 4th die on a vine harvests it: the vine scores its seed value, minus 1 per black die, plus 1 per gold die.
- A score of 1 to 6 moves the seed die to the owner's next score slot; the other dice return to the bushel.
- A score of 0 or less, or above 6, clears the vine: every die goes back to the bushel and nothing is scored.
- Dicey Tomato variant: a score equal to its slot number counts 7.
- At the end of every turn, any vine scoring 0 or less or above 6 is cleared.
# Karma
- Completing another player's vine earns karma: 1 for a score of 1-2, 2 for 3-4, 3 for 5-6 (Karma Overload: the score itself).
- On your turn you may spend karma on your rolled dice that are not placed yet: re-roll 1, shift by one pip 2, roll over a 1 to a 6 or back 4, flip to the opposite face 5, set any face 6.
- Cleaning any vine (all its dice back to the bushel) costs 3.
- You may hold up to 12 karma during your turn; above 6 is lost when your turn ends.
- Karma Overload: you also earn a karma bit for each die you place on another player's token and each die you pass on; 3 bits make 1 karma.
# Game end
- When a player harvests a 6th tomato, the round is played to its end (through the last player), then the game ends. The first to a 6th tomato gets 2 points.
- The game also ends at once if the bushel is empty when a turn starts.
- Final score: score track + 2 for the first 6th tomato + karma / 2 + red dice on your unfinished vines / 3 (rounded down). Ties share the victory.
# Solo mode
- With one player the goal is to harvest all 6 tomatoes before the dice run out, ideally matching each score to its slot number (1 on slot 1, 2 on slot 2...).
- Each slot match is a victory point; running out of dice before the 6th tomato loses.
- You earn karma for completing your own vines; passed dice come back to you next turn, and the game goes on while you still have dice to roll.
# Playing in this app
- Taking dice: the tray starts with 3 dice to roll; change their colours with + / − or by dragging a die icon into the tray (keys R, B, G add a colour, Shift takes it away), then press Roll (Enter).
- Placing: drag a rolled die onto a glowing token, or click the die and then the token; with the keyboard, ←/→ choose a die, ↑/↓ a token and Enter places it.
- Karma: right-click a rolled die or a vine, or choose it and press K (or the Karma… button), then pick a spend from the menu; Esc goes back.
- End turn (E) appears once no rolled die can be placed; when nothing else is possible the turn ends by itself.
- Hover over a token, the points or the karma track for a short explanation.
- Hint asks the strongest bot and lights up its choice; Undo takes back your moves until new dice are rolled.
"""

EDITION_NOTES: list[str] = [
    "A vine is a set (all equal) or a run (all different and consecutive, no wrap from 6 to 1); "
    "black and gold dice count by their face. (edition decision)",
    "You choose the colours of the dice you take; the blind-draw option (off) takes them at "
    "random. With fewer than 3 dice left you take them all. (edition decision)",
    "The bushel is a bag: which die of a colour comes out is random and hidden; only colours and "
    "faces matter. (our reading)",
    "Ties for the lowest starting roll: the tied players roll again until one is lowest. "
    "(our reading; the rulebook is silent)",
    "The 4th die harvests a vine at once; a score of 0 or less or above 6 clears it instead "
    "(nothing scored, dice to the bushel). (edition decision)",
    "At the end of each turn, every vine of every player scoring 0 or less or above 6 is cleared. "
    "(edition decision)",
    "Completing another player's vine that is then cleared earns no karma: nothing was scored. "
    "(our reading)",
    "Karma for completing a vine uses the score before any slot bonus. (edition decision)",
    "Karma may reach 12 during your turn (more is lost); above 6 is lost when the turn ends. "
    "(edition decision)",
    "Karma is spent by the active player only, on rolled dice not yet placed, except cleaning, "
    "which takes any vine. Flip acts on a rolled die (7 minus its face). (edition decision)",
    "After all rolled dice are placed you may still clean a vine before ending the turn; when "
    "nothing but ending is possible the turn ends by itself. (our reading of \"at any time "
    "during the turn\")",
    "Karma is spent once your dice are rolled, cleaning too: a turn opens with taking dice. "
    "(our reading)",
    "A player whose 6 score slots are full cannot have a 4th die placed on their vines (there is "
    "no slot for the harvest). (our reading)",
    "The first player to harvest a 6th tomato gets 2 points; the round then ends with the last "
    "player. (rulebook: Game End; edition decision)",
    "The game ends at once if the bushel is empty at the start of a turn, even if dice were "
    "passed (except solo). (edition decision)",
    "Red dice on unfinished vines count for their owner, seed dice included: 1 point per 3. "
    "(rulebook: Collecting Points; our reading)",
    "Ties share the victory. (edition decision)",
    "Dicey Tomato slot bonus is an option (on); Sunny Golden Hybrid gold dice an option (off); "
    "Karma Overload an option (off). (edition decision)",
    "Karma Overload: a bit for each die placed on another player's token (a seed included) and "
    "for each die passed on; 3 bits make 1 karma at once; no bits in solo. (rulebook: Karma; "
    "our reading for the details)",
    "Solo: you win by harvesting 6 tomatoes before the dice run out (bushel empty and no passed "
    "dice at the start of a turn); your score is the number of slot matches. (rulebook: Single "
    "Player Mode; our reading)",
    "Solo: karma is earned for your own harvests, by the same table as the regular game (the "
    "vine's score); passed dice come back to you. (rulebook: Single Player Mode; our reading)",
    "Solo: the 6th tomato ends the game when that turn ends. (rulebook: Game End; our reading)",
]
