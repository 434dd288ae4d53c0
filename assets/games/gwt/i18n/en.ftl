# Great Western Trail (English). Every key starts with "gwt-": the game's own words never collide with another's.

gwt-blurb = Drive your cattle herd along the trail to ship it east from Kansas City.

gwt-turn = Turn { $turn }
gwt-phase-opening = First turn
gwt-phase-move = Phase A: move
gwt-phase-act = Phase B: actions
gwt-phase-foresight = Kansas City: foresight
gwt-phase-income = Kansas City: income
gwt-phase-delivery = Kansas City: delivery
gwt-phase-draw = Phase C: draw

gwt-refused-over = The game is over.
gwt-refused-not-your-turn = It is not your turn.
gwt-refused-not-now = The game is waiting for another decision.
gwt-refused-cards = Those cards are not in your hand, or do not fit.
gwt-refused-money = You need ${ $need } and have ${ $have }.
gwt-refused-path = The trail does not go that way.
gwt-refused-too-far = Your step limit is { $limit } locations.
gwt-refused-slot = That local action cannot be used now.
gwt-refused-aux = That auxiliary action is not unlocked.
gwt-refused-nothing-done = Take a local or an auxiliary action before ending your turn.
gwt-refused-engine = Your engine cannot go there.
gwt-refused-worker = That worker cannot be hired.
gwt-refused-build = That building cannot go there.
gwt-refused-cattle = Those cattle cannot be bought.
gwt-refused-tile = There is no such tile.
gwt-refused-city = You cannot deliver there.
gwt-refused-disc = That disc cannot go there.
gwt-refused-choice = That is not one of the choices.

gwt-log-cards = { $seat } discards { $cards }
gwt-log-removes = { $seat } removes { $count ->
    [one] a card
   *[other] { $count } cards
} from the game
gwt-log-cards-count = { $seat } discards { $count ->
    [one] a card
   *[other] { $count } cards
}
gwt-log-at = { $seat } goes to { $space }
gwt-log-move = { $seat } moves to { $space }
gwt-log-use = { $seat } uses local action { $slot }
gwt-log-pick = { $seat } takes option { $n }
gwt-log-aux = { $seat } takes auxiliary action { $n }
gwt-log-aux-double = { $seat } takes auxiliary action { $n }, doubled
gwt-log-engine = { $seat } moves the engine to space { $space }
gwt-log-station = { $seat } upgrades a station
gwt-log-master = { $seat } appoints a station master
gwt-log-hire = { $seat } hires a worker
gwt-log-build = { $seat } builds building { $tile } on { $space }
gwt-log-buy = { $seat } buys { $cattle }
gwt-log-refill = { $seat } adds two cards to the cattle market
gwt-log-hazard = { $seat } removes a hazard
gwt-log-bounty = { $seat } collects the bounty on outlaw space { $n }
gwt-log-objective = { $seat } takes an objective card
gwt-log-play-objective = { $seat } plays an objective card
gwt-log-deliver = { $seat } delivers to { $city }
gwt-log-exchange = { $seat } uses an exchange token
gwt-log-decline = { $seat } skips the rest of that action
gwt-log-end-turn = { $seat } ends the turn
gwt-log-foresight = { $seat } takes foresight tile { $n }
gwt-log-income = { $seat } shows the hand and takes income

gwt-option-neutral_buildings = Neutral buildings
gwt-option-neutral_buildings-printed = On their letters (first game)
gwt-option-neutral_buildings-random = Shuffled
gwt-option-building_sides = Private building sides
gwt-option-building_sides-a = All on side a
gwt-option-building_sides-random = Random, the same for everyone
gwt-option-simmental = Simmental mini-expansion
gwt-option-simmental-off = Off
gwt-option-simmental-on = On
gwt-option-once_per_turn = A building once per turn
gwt-option-once_per_turn-off = Off (the rulebook)
gwt-option-once_per_turn-on = On (Board Game Fiesta)

gwt-phase-over = Game over
gwt-players = Ranchers
gwt-log = Trail log
gwt-vp = { $vp } VP
gwt-vp-hint = Points as things stand (objective cards still in a deck are not counted)
gwt-certificates = { $n } cert.
gwt-tokens = { $n } exch.
gwt-cards-line = Hand { $hand } · deck { $deck } · discard { $discard }
gwt-discard-top = Discard pile shows { $card }
gwt-limits = Step limit { $steps } · hand limit { $hand } · objectives { $objectives }
gwt-final-turns = { $name } filled the job market: { $n } final turns
gwt-waiting = { $name } is deciding…
gwt-show-all = Show every choice
gwt-undo = Take back
gwt-score-sheet = Score sheet
gwt-shown = { $name } shows the hand: breeding value { $value }
gwt-hands-hidden = Hands are hidden: nobody at the controls may look now.
gwt-your-hand = { $name }'s hand (breeding value { $value }):
gwt-discs-left = Discs on your board: { $n } ({ $list })
gwt-held-tiles = Hazards { $hazards } · outlaws { $green } green, { $orange } orange
gwt-unbuilt = Buildings to build: { $list }
gwt-own-objectives = Objectives: { $list }
gwt-job-market = Job market
gwt-cattle-market = Cattle market ({ $n } in the stack)
gwt-foresight = Foresight
gwt-objectives = Objectives ({ $n } in the stack)
gwt-kc-title = { $name } in Kansas City
gwt-kc-step = Step { $n }
gwt-kc-1 = foresight A, take one tile
gwt-kc-2 = foresight B, take one tile
gwt-kc-3 = foresight C, take one tile
gwt-kc-4 = income: the hand is shown, each breed counts once
gwt-kc-5 = delivery: a city up to the value, transport paid
gwt-kc-name-1 = foresight A
gwt-kc-name-2 = foresight B
gwt-kc-name-3 = foresight C
gwt-kc-name-4 = income
gwt-kc-name-5 = delivery
gwt-key-end-turn = End the turn
gwt-key-skip = Let an optional choice go

gwt-tip-owner = Built by { $name }
gwt-tip-green-hand = Green hand: others pay the green fee here
gwt-tip-black-hand = Black hand: others pay the black fee here
gwt-tip-both-hands = Green and black hands: others pay both fees here
gwt-tip-no-hand = No fee here

gwt-card-objective = Objective { $n } ({ $vp } / −{ $penalty } VP)
gwt-worker-cowboy = cowboy
gwt-worker-builder = builder
gwt-worker-engineer = engineer
gwt-tile-outlaw-green = green outlaw
gwt-tile-outlaw-orange = orange outlaw
gwt-tile-flood = flood ({ $vp } VP)
gwt-tile-drought = drought ({ $vp } VP)
gwt-tile-rockfall = rockfall ({ $vp } VP)
gwt-disc-aux = auxiliary row { $n }
gwt-disc-step-dollar = step limit ($)
gwt-disc-step-vp = step limit (VP)
gwt-disc-hand = hand limit
gwt-disc-cert4 = certificate 4
gwt-disc-cert6 = certificate 6
gwt-disc-station = the disc on station { $n }
gwt-count-cowboys = cowboy
gwt-count-builders = builder
gwt-count-engineers = engineer
gwt-count-workers = worker
gwt-count-woods = own building in the woods
gwt-count-buildings = own building
gwt-count-stations = own station
gwt-count-hazards = hazard
gwt-count-pairs = outlaw pair
gwt-count-certificates = certificate
gwt-count-objectives = objective
gwt-cardask-value = a value-{ $n } card
gwt-cardask-any = any cattle card
gwt-cardask-pair = two cards of one breed
gwt-cardask-objective = an objective card

gwt-fx-per = { $n } per { $what }
gwt-fx-money = +${ $n }
gwt-fx-certificate = certificate +{ $n }
gwt-fx-certificate-limit = certificates to the limit
gwt-fx-permanent = permanent certificate +{ $n }
gwt-fx-objective = take an objective card
gwt-fx-objective-hand = take an objective card into the hand
gwt-fx-exchange = an exchange token
gwt-fx-engine = engine +{ $n }
gwt-fx-hire = hire a worker
gwt-fx-hire-at = hire a worker (cost { $n })
gwt-fx-build = build (${ $n } per builder)
gwt-fx-buy = buy cattle
gwt-fx-hazard = remove a hazard
gwt-fx-bounty = collect a bounty
gwt-fx-aux = an auxiliary action
gwt-fx-herder = move up to { $n } and act again
gwt-fx-walk = walk up to { $n }
gwt-fx-draw = draw { $n }, then discard as many
gwt-fx-outlaw-pairs = per outlaw pair: certificate +2 and $2
gwt-fx-adjacent = use a building next door
gwt-fx-extra = extraordinary delivery
gwt-fx-upgrade-behind = upgrade a station behind the engine
gwt-fx-remove = remove up to { $n } cards from the game
gwt-fx-discard = discard { $ask } → { $then }
gwt-fx-pay = pay ${ $n } → { $then }
gwt-fx-back = engine back { $n } → { $then }

gwt-ask-opening = First turn: discard to your hand limit, then place your herder on a neutral building
gwt-ask-move = Phase A: move your herder
gwt-ask-act = Phase B: use the building, or take an auxiliary action
gwt-ask-foresight = Kansas City, foresight: take one tile
gwt-ask-income = Kansas City, income: how many certificates to spend
gwt-ask-delivery = Kansas City, delivery: where to ship the herd
gwt-ask-discard = Which card to discard
gwt-ask-discard-drawn = Discard as many as you drew
gwt-ask-remove = Which cards leave the game
gwt-ask-engine = Where the engine goes
gwt-ask-upgrade = Which disc goes onto the station
gwt-ask-master = Take the station master?
gwt-ask-hire = Which worker to hire
gwt-ask-build = Which building, and where
gwt-ask-buy = Which cattle to buy
gwt-ask-hazard = Which hazard to remove
gwt-ask-bounty = Which outlaw to catch
gwt-ask-aux = Which auxiliary action
gwt-ask-herder = Where the herder moves
gwt-ask-objective = Which objective card
gwt-ask-adjacent = Which building next door
gwt-ask-extra = Where the extraordinary delivery goes
gwt-ask-one-of = Choose one

gwt-group-move = Move
gwt-do-move = { $space } ({ $steps ->
    [one] 1 step
   *[other] { $steps } steps
}, fee ${ $fee })
gwt-do-start = Start at { $space }
gwt-space-building = { $space }: building { $tile }
gwt-space-tile = { $space }: { $tile }
gwt-do-discard = Discard { $cards }
gwt-do-remove = Remove from the game: { $cards }
gwt-do-use = { $effect }
gwt-group-aux = Auxiliary action
gwt-do-aux = { $effect }
gwt-do-aux-double = twice: { $effect }
gwt-group-engine = Engine
gwt-do-engine = to space { $n }
gwt-group-disc = Disc to lift
gwt-do-appoint = Take the station master for a { $worker }
gwt-group-hire = Hire
gwt-do-hire = { $worker } for ${ $cost }
gwt-group-build = Building { $tile }
gwt-do-build = on { $space } for ${ $cost }
gwt-group-buy = Buy value { $value } ({ $cowboys } cowboys, ${ $cost } each)
gwt-do-refill = Add two cards to the cattle market
gwt-group-hazard = Remove a hazard
gwt-do-hazard = { $tile } on { $space }
gwt-group-bounty = Bounty
gwt-do-bounty = outlaw space { $n }
gwt-group-objective = Objective card
gwt-do-objective-top = the top of the stack
gwt-do-adjacent = Use the building on { $space }
gwt-group-deliver = Deliver to { $city }
gwt-do-extra = engine back to { $to }, disc: { $disc }
gwt-group-station = Station { $n }
gwt-do-play-objective = Play { $card }
gwt-do-exchange = Use an exchange token
gwt-do-decline = Skip
gwt-do-end-turn = End the turn
gwt-do-foresight = Take the { $tile }
gwt-do-income = Take ${ $value } (spend { $spent ->
    [one] 1 certificate
   *[other] { $spent } certificates
})
gwt-group-deliver-cost = Deliver to { $city } (transport ${ $cost })

gwt-task-building = own building
gwt-task-green-outlaw = green outlaw
gwt-task-orange-outlaw = orange outlaw
gwt-task-hazard = hazard
gwt-task-station = own station
gwt-task-value3 = value-3 card
gwt-task-value4 = value-4 card
gwt-task-value5 = value-5 card
gwt-task-new-york = disc on New York

gwt-score-money = Money ($5 = 1 VP)
gwt-score-buildings = Buildings
gwt-score-cities = Cities
gwt-score-stations = Stations
gwt-score-hazards = Hazards
gwt-score-cattle = Cattle cards
gwt-score-objectives = Objectives
gwt-score-station_masters = Station masters
gwt-score-workers = Workers
gwt-score-step_limit = Step limit disc
gwt-score-job_market_token = Job market token
gwt-score-total = Total
gwt-card-objective-start = Objective { $n } ({ $vp } VP)
gwt-job-legend = C cowboy · B builder · E engineer
