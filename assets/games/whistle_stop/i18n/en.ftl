# Whistle Stop (English). Every key starts with "ws-": the game's own words never collide with another's.

ws-blurb = Lay tiles and race your trains west, picking up goods on the way.

ws-round = Round { $round } of { $rounds }
ws-phase-placing = Placing trains on the East Coast
ws-phase-turn = Moving trains
ws-phase-refill = Refilling the hand

ws-option-upgrade_limit = Upgrades a player may own
ws-option-upgrade_limit-none = no limit (the English rules)
ws-option-upgrade_limit-3 = at most 3 (one French printing)

ws-good-cotton = Cotton
ws-good-gravel = Gravel
ws-good-lumber = Lumber
ws-good-cattle = Cattle
ws-good-whiskey = Whiskey
ws-good-steel = Steel

ws-upgrade-coal-car = Coal Car
ws-upgrade-open-wagon = Open Wagon
ws-upgrade-mine-cart = Mine Cart
ws-upgrade-toll-station = Toll Station
ws-upgrade-compass = Compass
ws-upgrade-first-class-cabin = 1st Class Cabin
ws-upgrade-blocking-signal = Blocking Signal
ws-upgrade-caboose = Caboose
ws-upgrade-safe = Safe
ws-upgrade-warehouse = Warehouse
ws-upgrade-extra-boiler = Extra Boiler
ws-upgrade-new-whistle = New Whistle

ws-score-fame = Fame
ws-score-majorities = Majorities
ws-score-upgrades = Upgrades
ws-score-gold = Gold
ws-score-resources = Goods
ws-score-tokens = Tokens
ws-score-hand_penalty = Tiles in hand

ws-log-place = { $seat } puts a train on { $at }
ws-log-coal = { $seat } spends a coal: a train to { $at } ({ $tiles } tiles laid)
ws-log-whistle = { $seat } blows a whistle: a train to { $at } ({ $tiles } tiles laid)
ws-log-buy = { $seat } buys the { $upgrade }
ws-log-buy-from = { $seat } buys the { $upgrade } from its owner
ws-log-use = { $seat } spends a coal on the { $upgrade }
ws-log-end-turn = { $seat } ends the turn
ws-log-stay = { $seat } stays put and gains a whistle
ws-log-draw-face-up = { $seat } takes a face-up tile
ws-log-draw-pile = { $seat } draws a tile
ws-log-search = { $seat } searches the pile with the Compass
ws-log-skip-refill = { $seat } keeps the hand as it is
ws-log-trade = { $seat } trades away { $good }
ws-log-stop-trading = { $seat } stops trading
ws-log-pick = { $seat } takes { $good }
ws-log-pick-coal = { $seat } takes a coal
ws-log-pick-whistle = { $seat } takes a whistle
ws-log-pick-gold = { $seat } takes a gold nugget
ws-log-pay = { $seat } pays the goods for the fame
ws-log-decline = { $seat } does not pay and loses the fame
ws-log-park = { $seat } parks a finished train on resource space { $space }
ws-log-give-up = { $seat } gives up a { $railroad } share
ws-log-discard = { $seat } discards { $good }
ws-log-put-back = { $seat } puts a tile back under the pile

ws-err-over = The game is over.
ws-err-not-your-turn = Another player decides now.
ws-err-not-now = That is not something you can do now.
ws-err-coast-taken = That East Coast stop is taken.
ws-err-no-such-train = That is not one of your trains on the board.
ws-err-no-such-move = The train cannot reach that stop that way.
ws-err-no-token = You have no token of that kind.
ws-err-tokens-spent = You have spent your 4 tokens this turn.
ws-err-stayed = You have already ended your turn's moves.
ws-err-toll-due = The Toll Station's owner must be paid a good for leaving this stop.
ws-err-no-toll = No toll is due here.
ws-err-upgrades-bought = You have bought 2 upgrades this turn.
ws-err-no-such-upgrade = That upgrade is not for sale to you.
ws-err-cannot-pay = You do not hold the goods it asks.
ws-err-rare-due = Buying from a player costs a rare good given to them.
ws-err-upgrade-limit = You own as many upgrades as the rules allow.
ws-err-not-owned = You do not own that upgrade.
ws-err-no-coal = You have no coal.
ws-err-bad-trade = A Trading Post does not allow that trade.
ws-err-over-limit = That would take you past 10 goods.
ws-err-not-held = You hold no { $good }.
ws-err-supply-out = The supply has none left.
ws-err-answer = Answer the question first.
ws-err-space-taken = That resource-track space is taken.
ws-err-no-tile = There is no such tile to take.
ws-err-hand-full = Your hand is full.
ws-err-not-last-round = Only in the last round.
ws-err-nothing-to-repeat = That train stands on no stop to use again.
ws-err-bad-swap = That swap is not allowed.
