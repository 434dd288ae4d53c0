# Railways of the World (English). Every key starts with "rotw-": the game's own words never collide with another's.

rotw-blurb = Build track across the map and deliver goods cubes to grow an empire.
rotw-key-build = Build track
rotw-key-deliver = Deliver a goods cube
rotw-key-urbanise = Urbanise a grey city
rotw-key-confirm = Confirm the track being built
rotw-key-step-back = Take back the last hex or pick
rotw-key-pan = Move the map
rotw-key-zoom = Zoom the map (or the wheel)
rotw-key-fit = Show the whole map
rotw-key-escape = Drop the tool, or pause
rotw-option-auction = First-player auction
rotw-option-auction-standard = standard (bid or pass)
rotw-option-auction-no-bid-first-turn = no bidding in turn 1
rotw-option-auction-dropouts-pay-half = drop-outs pay half
rotw-option-empty_cities = Empty cities that end the game
rotw-option-empty_cities-printing = by player count (standard: 10–18)
rotw-option-empty_cities-sheet = by player count (first version: 8–16)
rotw-option-empty_cities-4 = 4
rotw-option-empty_cities-6 = 6
rotw-option-empty_cities-8 = 8
rotw-option-empty_cities-10 = 10
rotw-option-empty_cities-12 = 12
rotw-option-empty_cities-14 = 14
rotw-option-empty_cities-16 = 16
rotw-option-empty_cities-18 = 18
rotw-option-empty_cities-20 = 20
rotw-option-cards = Railroad Operations cards
rotw-option-cards-on = in play (standard)
rotw-option-cards-off = left out
rotw-option-major_lines = Major Line cards
rotw-option-major_lines-off = left out (standard: the pairs are not on record)
rotw-option-major_lines-on = face up from the start (assumed pairs)
rotw-option-bonds = Bonds
rotw-option-bonds-any-time = at any moment of your turn (standard)
rotw-option-bonds-when-needed = only when a payment needs them (later printing)
rotw-turn = Turn { $turn } · round { $round }/3
rotw-turn-only = Turn { $turn }
rotw-phase-auction = First-player auction
rotw-phase-actions = Actions
rotw-phase-income = Income
rotw-phase-over = Game over
rotw-extra-actions = { $n ->
    [one] +1 extra action
   *[other] +{ $n } extra actions
}
rotw-empty-cities = Empty cities { $n }/{ $end }
rotw-empty-cities-hint = When this many cities have no cubes left, the turn is finished and one more full turn is played; then the game ends. Urbanising lifts a marker but never puts the end off.
rotw-last-turn = Last turn!
rotw-ends-after = Game ends after turn { $turn }
rotw-map-builtin = built-in map
rotw-players = Players
rotw-first-player = First player this turn
rotw-vp = { $vp } VP
rotw-bonds = { $n ->
    [one] 1 bond
   *[other] { $n } bonds
}
rotw-engine = engine { $level }
rotw-income-line = Track { $pos } → ${ $income }k/turn
rotw-links = { $n ->
    [one] 1 link
   *[other] { $n } links
}
rotw-links-n = { $n ->
    [one] 1 link
   *[other] { $n } links
}
rotw-income-chart = Income track by turn
rotw-chart-turn = Turn
rotw-auction = First-player auction
rotw-auction-hint = The highest bidder pays and plays first; passing is final.
rotw-standing-bid = Standing bid: { $name }, ${ $amount }k
rotw-no-bid = No bid yet
rotw-out = out
rotw-your-bid = Your bid
rotw-bid = Bid ${ $amount }k
rotw-pass = Pass
rotw-issue-bond = Issue bond +${ $cash }k
rotw-bond-hint = Each bond costs $1k interest per turn and 1 VP at the end.
rotw-auction-bar = Bid or pass in the auction panel on the right.
rotw-cards = Operations cards
rotw-cards-deck = Deck { $deck } · discarded { $discard }
rotw-take = Take
rotw-symbol-goal = Goal: the first player to meet it scores it
rotw-symbol-diamond = Keep: usable once per turn
rotw-symbol-now = Acts at once, then discarded
rotw-symbol-keep = Keep until used
rotw-symbol-permanent = Lasts the rest of the game
rotw-effect-first-delivery = First player to deliver any cube: +{ $points } on the income track.
rotw-effect-long-delivery = First player to deliver a cube over at least { $links } links: +{ $points }.
rotw-effect-engine = First player to reach engine { $level }: +{ $points }.
rotw-effect-bounty = First player to deliver a cube to { $city }: +{ $points }.
rotw-effect-major-line = First player to join { $from } and { $to } with their own links: +{ $points }.
rotw-effect-hotel = +1 whenever anyone delivers a cube to { $city }.
rotw-effect-land-grant = Use once: track on open terrain is free in one build, then the card is discarded.
rotw-effect-new-industry = Put a free New City tile on a grey city.
rotw-effect-executive = Take { $n } actions in a row.
rotw-effect-engineering = Lay up to { $n } tiles in one build.
rotw-effect-growth = Draw { $n } cubes from the bag onto one city.
rotw-build = Build
rotw-build-hint-start = Click a city, or the end of one of your unfinished links.
rotw-build-hint-next = Click the next hex (glowing); the last hex is where the track points. Right-click or Backspace steps back.
rotw-build-tiles = Tiles { $n } of { $max }
rotw-build-cost = Cost ${ $cost }k
rotw-build-cost-to = Cost ${ $cost }k · completes the link to { $city }
rotw-land-grant = Use the Government Land Grant
rotw-confirm = Confirm
rotw-deliver = Deliver
rotw-deliver-hint-from = Click a glowing city to pick up a cube there.
rotw-deliver-from = From { $city }
rotw-deliver-hint-to = Click a destination below or a glowing city on the map. Hover to see the route.
rotw-no-deliveries = No cube can reach a city of its colour along your links.
rotw-you = you
rotw-urbanise = Urbanise ${ $cost }k
rotw-pick-grey-city = Click a grey city.
rotw-pick-city = Click a city.
rotw-pick-colour = { $city }: choose the New City colour
rotw-upgrade = Engine → { $level } (${ $cost }k)
rotw-western-link = Western Link ${ $cost }k
rotw-western-link-hint = Build the Western Link at Des Moines or Kansas City: red cubes arrive there.
rotw-skip = Skip
rotw-goods-red = red
rotw-goods-yellow = yellow
rotw-goods-blue = blue
rotw-goods-black = black
rotw-goods-purple = purple
rotw-goods-grey = grey
rotw-terrain-open = open country
rotw-terrain-water = river or coast
rotw-terrain-hills = hills
rotw-terrain-sea = lake or sea
rotw-no-track = no track
rotw-score-sheet = Final scores
rotw-score-track = Income track
rotw-score-bonds = Bonds
rotw-score-vp = Victory points
rotw-score-links = Complete links
rotw-score-money = Money
rotw-score-engine = Engine
rotw-score-legend = VP = income-track position − bonds. Ties: most complete links, then most money.
rotw-tiebreak-links = Tied on points: most complete links wins.
rotw-tiebreak-money = Tied on points and links: most money wins.
rotw-tiebreak-shared = Tied on points, links and money: the victory is shared.
rotw-log-bid = { $name } bid ${ $amount }k
rotw-log-pass = { $name } passed
rotw-log-bond = { $name } issued a bond
rotw-log-its-line = their line
rotw-log-build = { $name } laid { $tiles ->
    [one] 1 tile
   *[other] { $tiles } tiles
} of track from { $from }
rotw-log-build-to = { $name } laid { $tiles ->
    [one] 1 tile
   *[other] { $tiles } tiles
} of track from { $from } to { $to }
rotw-log-urbanise = { $name } urbanised { $city } ({ $colour })
rotw-log-engine = { $name } upgraded the engine
rotw-log-deliver = { $name } delivered { $colour } from { $from } to { $to } ({ $links ->
    [one] 1 link
   *[other] { $links } links
})
rotw-log-card = { $name } took { $card }
rotw-log-western = { $name } built the Western Link at { $city }
rotw-log-skip = { $name } skipped
rotw-err-not-your-turn = It is seat { $seat }'s turn
rotw-err-over = The game is over
rotw-err-in-auction = Not now: this is the first-player auction
rotw-err-not-auction = Not now: the auction is over
rotw-err-afford = That costs ${ $need } and you have ${ $have } (issue bonds first)
rotw-err-bid-low = The bid must be at least ${ $min }
rotw-err-bid-high = A bid may be at most ${ $max }: your cash and five bonds
rotw-err-engine-top = Your engine is already at the top level, { $level }
rotw-err-not-link-site = A Western Link can only be built at a link site (Des Moines, Kansas City)
rotw-err-link-built = { $city } already has its Western Link
rotw-err-no-city = There is no city { $id }
rotw-err-not-grey = { $city } is { $colour }, not grey: only grey cities can be urbanised
rotw-err-no-tile = No { $goods } New City tile is left
rotw-err-no-tiles = A build lays at least one tile
rotw-err-too-many-tiles = One build lays at most { $max } tiles; this lays { $tiles }
rotw-err-no-grant = You hold no Government Land Grant
rotw-err-bonds-when-needed = In this game bonds are issued only when a payment needs them: take the action and its bonds are issued
rotw-err-grant-used = Your land grant is used up for this turn
rotw-err-bad-start = Track must start at a city or continue the end of your own unfinished link
rotw-err-not-adjacent = Each hex of the route must touch the one before
rotw-err-hex-twice = A link may not run through the same hex twice
rotw-err-through-city = Track stops at the first city it reaches ({ $city })
rotw-err-loop = A link must join two different cities
rotw-err-off-map = The track would point off the map
rotw-err-not-buildable = No track can be laid there
rotw-err-hex-full = That hex already holds two pieces of track
rotw-err-side-taken = Another line already uses that side of the hex
rotw-err-too-sharp = Track may only bend gently (no sharp curves)
rotw-err-no-cube = { $city } has no { $goods } cube
rotw-err-no-links = A delivery uses at least one link
rotw-err-engine-short = Your level-{ $engine } engine moves a cube along at most { $engine } links; this route has { $links }
rotw-err-no-link = There is no link { $id }
rotw-err-incomplete = Cubes only travel along complete links
rotw-err-link-twice = A cube may not use the same link twice
rotw-err-first-link = The first link of a delivery must be your own
rotw-err-disjoint = The links do not join up into one route from that city
rotw-err-city-twice = A cube may not pass through the same city twice ({ $city })
rotw-err-wrong-colour = { $city } does not take { $goods } cubes
rotw-err-must-stop = The cube must stop at the first { $goods } city it reaches: { $city }
rotw-err-card-not-up = That card is not face up
rotw-err-goal-card = { $card } cannot be taken: the first player to meet it scores it
rotw-err-needs-new-city = New Industry needs a grey city and a tile colour
rotw-err-needs-city = City Growth needs a city
rotw-err-no-target = { $card } takes no target
