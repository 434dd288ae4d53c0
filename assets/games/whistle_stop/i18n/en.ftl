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
ws-log-coal = { $seat } spends a coal: a train to { $at }{ $tiles ->
    [0] {""}
    [1] {" "}(1 tile laid)
   *[other] {" "}({ $tiles } tiles laid)
}
ws-log-whistle = { $seat } blows a whistle: a train to { $at }{ $tiles ->
    [0] {""}
    [1] {" "}(1 tile laid)
   *[other] {" "}({ $tiles } tiles laid)
}
ws-log-buy = { $seat } buys the { $upgrade }
ws-log-buy-from = { $seat } buys the { $upgrade } from its owner
ws-log-use = { $seat } spends a coal on the { $upgrade }
ws-log-end-turn = { $seat } ends the turn
ws-log-stay = { $seat } stays put and gains a whistle
ws-log-draw-face-up = { $seat } takes a face-up tile
ws-log-draw-pile = { $seat } draws a tile
ws-log-search = { $seat } searches the pile with the Compass
ws-log-skip-refill = { $seat } keeps the hand as it is
ws-log-trade = { $seat } trades { $good } for { $get }
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

ws-log = Log
ws-players = Players
ws-fame = { $fame } fame · { $total } so far
ws-tokens-line = { $coal } coal · { $whistles } whistles · { $hand } tiles · { $gold } gold · { $trains } trains left
ws-upgrades = Upgrades for sale
ws-railroads = Railroads
ws-railroad-line = { $name } ({ $town }): { $left } shares left
ws-q-trade = Trade (up to two)
ws-q-pick = Take a good
ws-q-town = Pay the town?
ws-q-deliver = Deliver?
ws-q-give-up = Give up a share
ws-q-park = Park your train on the resource track
ws-q-overflow = Ten goods: discard one
ws-q-trim = Put tiles back under the pile
ws-q-place = Place a train on the East Coast
ws-q-refill = Refill your hand
ws-q-turn = Your turn
ws-waiting = Waiting for { $name }
ws-turn-spent = Tokens spent { $tokens }/4 · upgrades bought { $bought }/2
ws-pick-train = Click a train of yours, or pick one here; ringed stops are where it can go (blue: by whistle only).
ws-score-sheet = Final scores
ws-score-total = Total
ws-your-hand = Your hand
ws-hand-hidden = Hands stay hidden until their player takes the seat.
ws-face-up = Face up ({ $pile } in the pile)
ws-resource-track = Resource track
ws-whistle-round = whistle round
ws-coal-round = coal round
ws-key-end-turn = End the turn
ws-at-coast = East Coast { $n }
ws-whistle = a whistle
ws-two-coal = 2 coal
ws-coal = a coal
ws-gold = a gold nugget
ws-do-place = Train onto East Coast { $n }
ws-do-coal = Coal: to { $at }
ws-do-whistle = Whistle: to { $at }
ws-do-toll = toll: { $good }
ws-do-buy = Buy { $upgrade } ★{ $stars } for { $cost }
ws-do-rare-to-owner = { $good } to its owner
ws-do-caboose = { $name }: train { $train } uses its stop again
ws-do-safe = Safe: swap { $give } for { $take }
ws-do-use = Spend a coal: { $name }
ws-do-end-turn = End the turn
ws-do-stay = Stay put (gain a whistle)
ws-do-face-up = Take face-up tile { $n }
ws-do-pile = Draw from the pile
ws-do-search = Compass: take a tile with { $what }
ws-do-skip-refill = Keep the hand as it is
ws-do-trade = Trade { $give } for { $get }
ws-do-stop-trading = No more trades
ws-do-take = Take { $what }
ws-do-pay = Pay the goods
ws-do-decline = Do not pay (lose the fame)
ws-do-park = Park on space { $n }: { $gains }
ws-do-give-up = Give up { $share }
ws-do-discard = Discard { $good }
ws-do-put-back = Put this tile back
ws-no-stop = no stop
ws-stop-coal-yard = Coal Yard
ws-stop-trading-post = Trading Post
ws-stop-general-store = General Store
ws-stop-whistle-factory = Whistle Factory
ws-stop-gold-mine = Gold Mine
ws-stop-deliver = end tile ({ $fame } fame)
ws-stop-stock-market = Stock Market ({ $fame } a share)
ws-train-button = Train at { $at } ({ $n } moves)
ws-do-lay = lay { $what } at { $at } (turned { $turn })
ws-plain-track = plain track
ws-ways-to = { $n } ways to reach { $at }: pick one
ws-all-moves = All moves
ws-board-coal = COAL
ws-board-trade = TRADE
ws-board-store = STORE
ws-board-whistle = WHISTLE
ws-board-gold = GOLD
ws-board-per-share = { $fame }★/share
ws-to-ways = To { $at } · { $n } ways ›
ws-log-trade-two = { $seat } trades { $good } for { $get } and { $also }
ws-log-trade-whistle = { $seat } trades { $good } for a whistle
ws-log-trade-coal = { $seat } trades { $good } for two coal
ws-asks = { $stop } asks { $goods } for { $fame }★
ws-you-lack = you lack { $goods }
ws-no-track = no track: moves only by whistle
ws-upgrade-coal-car-does = Spend 1 coal: gain 2 coal.
ws-upgrade-open-wagon-does = Spend 1 coal: make up to 2 trades as at a Trading Post.
ws-upgrade-mine-cart-does = Spend 1 coal: take a gold nugget, face down.
ws-upgrade-toll-station-does = Others leaving a stop where you have a train pay you 1 good of their choice; a train that cannot pay cannot leave.
ws-upgrade-compass-does = When you refill your hand you may search the pile for a tile.
ws-upgrade-first-class-cabin-does = Spend 1 coal: gain 4 fame for every 3 shares you hold.
ws-upgrade-blocking-signal-does = No other player may move a train onto a stop where you have a train.
ws-upgrade-caboose-does = Spend 1 coal: use the stop a train of yours is on again.
ws-upgrade-safe-does = Spend 1 coal: swap a share of yours for an unclaimed share of a Town on the board (yours leaves the game).
ws-upgrade-warehouse-does = Spend 1 coal: gain any 1 good.
ws-upgrade-extra-boiler-does = Hand of 5; a move may lay up to 5 tiles; no penalty for Town or special tiles left in hand.
ws-upgrade-new-whistle-does = Spend 1 coal: gain 1 whistle.
ws-turn-track = Turn track
ws-the-end-tile = The end tile
ws-n-coal = { $n } coal
ws-n-whistles = { $n ->
    [1] a whistle
   *[other] { $n } whistles
}
ws-any-one = one of anything (a coal, a whistle, a nugget or a good)
