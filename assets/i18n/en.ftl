# Ferrovia — English. Every key here must also be in pt.ftl (a unit test checks).

## App and main menu
app-title = Ferrovia
app-tagline = A table for railway board games
menu-continue = Continue
menu-new-game = New game
menu-load = Load
menu-settings = Settings
menu-quit = Quit
menu-choose-game = Choose a game
menu-footer-hint = Press ? for keyboard shortcuts
menu-selected = Selected
game-in-development = In development
game-ready = Ready to play
game-players = { $min ->
    [1] { $max ->
        [1] 1 player
       *[other] 1–{ $max } players
    }
   *[other] { $min }–{ $max } players
}
blurb-railroad-ink = Roll the dice, draw roads and rails, link the exits of your board.
blurb-rotw = Build track across the map and deliver goods cubes to grow an empire.
blurb-1822pnw = Auction private companies and trade shares to run the Pacific Northwest.
blurb-whistle-stop = Lay tiles and race your trains west, picking up goods on the way.
blurb-gwt = Drive your cattle herd along the trail to ship it east from Kansas City.

## Buttons used everywhere
back = Back
close = Close
done = Done
cancel = Cancel

## New game
new-game-title = New game
new-game-seats = Players
new-game-add-seat = Add a player
new-game-remove-seat = Remove this player
new-game-colour-hint = Click to change colour
new-game-seed = Seed
new-game-seed-hint = blank = random
new-game-seed-invalid = The seed must be a whole number (0 to 18446744073709551615), or blank.
new-game-name-empty = Every player needs a name.
new-game-options = Options
new-game-start = Start
new-game-seed-chosen = Seed { $seed }
seat-human = Human
seat-bot-greedy = Bot: easy
seat-bot-strong = Bot: strong
seat-default-human = Player { $n }
seat-default-bot-greedy = Easy bot { $n }
seat-default-bot-strong = Strong bot { $n }
colour-0 = Orange
colour-1 = Sky blue
colour-2 = Green
colour-3 = Yellow
colour-4 = Blue
colour-5 = Vermillion

## Game options (option-<key> and option-<key>-<choice>)
option-one_exit_points = A network with a single exit scores
option-one_exit_points-0 = 0 points (standard)
option-one_exit_points-2 = 2 points
option-longest = Longest road and rail
option-longest-trail = may revisit a square (standard)
option-longest-simple = each square once

## Load
load-title = Load a game
load-saves = Saved games
load-none = No saved games yet.
load-path = Or open a file
load-path-hint = path to a .ron save
load-button = Load
load-actions = { $count ->
    [one] 1 action
   *[other] { $count } actions
}
load-folder = Saves folder: { $dir }
time-just-now = just now
time-minutes-ago = { $n ->
    [one] 1 minute ago
   *[other] { $n } minutes ago
}
time-hours-ago = { $n ->
    [one] 1 hour ago
   *[other] { $n } hours ago
}
time-yesterday = yesterday
time-days-ago = { $n } days ago

## Settings
settings-title = Settings
settings-ui-scale = Interface size
settings-colour-blind = Colour-blind mode
settings-colour-blind-hint = Adds a shape to every player colour on the board.
settings-view = Board view
settings-bot-pace = Bot pace
settings-bot-pace-hint = Pause between bot moves
settings-bot-pace-value = { $ms } ms
settings-language = Language

## Pause menu
menu = Menu
pause-title = Paused
pause-resume = Resume
pause-save-as = Save as…
pause-load = Load
pause-undo = Undo
pause-settings = Settings
pause-quit = Quit to menu
pause-seed = Seed { $seed }
save-as-title = Save game as
save-as-path = File
save-as-button = Save

## Shortcuts
shortcuts-title = Keyboard shortcuts
shortcuts-close = Press ? or Esc to close
key-rotate = Rotate the tile
key-flip = Flip the tile
key-undo = Undo
key-finish-round = Finish the round
key-pause = Pause menu
key-switch-view = Switch 2D / 3D view
key-rotw-build = Build track
key-rotw-deliver = Deliver a goods cube
key-rotw-urbanise = Urbanise a grey city
key-rotw-confirm = Confirm the track being built
key-rotw-step-back = Take back the last hex or pick
key-rotw-pan = Move the map
key-rotw-zoom = Zoom the map (or the wheel)
key-rotw-fit = Show the whole map
key-rotw-escape = Drop the tool, or pause
key-help = Show this help

## Toasts
toast-load-failed = Could not load: { $reason }
toast-save-failed = Could not save: { $reason }
toast-rejected = { $name }: { $reason }
toast-undo-refused = Cannot undo: { $reason }
toast-saved = Saved to { $path }
toast-undone = Last action taken back
toast-view = { $view }
toast-settings-broken = The settings file was damaged; it was kept as { $path } and defaults are used.
toast-settings-save-failed = Could not save settings: { $reason }

## Game table (used by the table screens)
phase-round = Round { $round } of 7
turn-of = { $name } to play
dice = Dice
specials = Specials
scores = Scores
log = Log
finish-round = Finish round
undo = Undo
rotate = Rotate
flip = Flip
score-exits = Exits
score-longest-rail = Longest rail
score-longest-road = Longest road
score-centre = Centre
score-errors = Errors
score-total = Total
winner = { $name } wins!
winners-shared = Shared victory: { $names }
view-2d = 2D
view-3d = 3D
handover-title = Pass the table to { $name }
handover-ready = I'm ready
bot-thinking = { $name } is thinking…
tile-rail_curve = Rail curve
tile-rail_straight = Straight rail
tile-rail_junction = Rail junction
tile-road_junction = Road junction
tile-road_straight = Straight road
tile-road_curve = Road curve
tile-station_straight = Straight station
tile-station_curve = Curved station
tile-overpass = Overpass
tile-special_three_roads = Special: three roads, one rail (station)
tile-special_three_rails = Special: three rails, one road (station)
tile-special_road_cross = Special: road crossroads
tile-special_rail_cross = Special: rail crossroads
tile-special_station_adjacent = Special: roads and rails side by side (station)
tile-special_station_opposite = Special: roads and rails opposite (station)

# Railroad Ink table
log-drew = { $name } drew the { $tile } at { $square }
log-finished = { $name } finished round { $round }
ink-phase-drawing = Drawing routes
ink-phase-scored = Game over
ink-specials-round = round { $used }/1
ink-specials-game = game { $used }/3
ink-hint-pick = Pick a die (1–4) or a special route
ink-hint-place = Click a glowing square · R rotate · F flip · right-click rotates
ink-look = Look at this sheet
ink-back = Back to the table
ink-highlights = Show networks
ink-score-sheet = Score sheet
ink-score-legend = On the board: numbered outlines = networks (exits in brackets), dashed line = longest railway, solid line = longest highway, ✕ = error
ink-tiebreak-errors = Tied on points: fewer errors wins.
ink-tiebreak-shared = Tied on points and errors: the victory is shared.

# Railroad Ink refusals
edge-road = highway
edge-rail = railway
side-n = north
side-e = east
side-s = south
side-w = west
ink-err-occupied = { $square } is already drawn on
ink-err-clash-route = A { $mine } cannot meet a { $theirs } on the { $side } side ({ $square })
ink-err-clash-exit = A { $mine } cannot meet a { $theirs } exit on the { $side } side
ink-err-no-connection = A route must connect to an exit or to a route drawn before
ink-err-not-rolled = No die shows the { $tile } this round
ink-err-already-drawn = You already drew the { $tile } this round
ink-err-special-used = You already used the { $tile }
ink-err-one-special = Only one special route per round
ink-err-three-specials = You have used all 3 special routes of the game
ink-err-must-draw = You must still draw the { $tile }: it has a legal place
ink-copy-notation = Copy the board notation:
ink-copy-notation-hint = Copies the board as placement notation (5 characters per route), to paste into ferrovia ink score or share

# Railways of the World options
option-auction = First-player auction
option-auction-standard = standard (bid or pass)
option-auction-no-bid-first-turn = no bidding in turn 1
option-auction-dropouts-pay-half = drop-outs pay half
option-empty_cities = Empty cities that end the game
option-empty_cities-sheet = by player count (standard)
option-empty_cities-4 = 4
option-empty_cities-6 = 6
option-empty_cities-8 = 8
option-empty_cities-10 = 10
option-empty_cities-12 = 12
option-empty_cities-14 = 14
option-empty_cities-16 = 16
option-empty_cities-18 = 18
option-empty_cities-20 = 20
option-cards = Railroad Operations cards
option-cards-on = in play (standard)
option-cards-off = left out

# Railways of the World table
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
rotw-empty-cities-hint = The game ends after the turn in which this many cities have no cubes left.
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
rotw-effect-hotel = +1 whenever anyone delivers a cube to { $city }.
rotw-effect-land-grant = Track on open terrain is free in one build each turn.
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

# Railways of the World refusals (the rules give the key and its arguments)
rotw-err-not-your-turn = It is seat { $seat }'s turn
rotw-err-over = The game is over
rotw-err-in-auction = Not now: this is the first-player auction
rotw-err-not-auction = Not now: the auction is over
rotw-err-afford = That costs ${ $need } and you have ${ $have } (issue bonds first)
rotw-err-bid-low = The bid must be at least ${ $min }
rotw-err-engine-top = Your engine is already at the top level, { $level }
rotw-err-not-link-site = A Western Link can only be built at a link site (Des Moines, Kansas City)
rotw-err-link-built = { $city } already has its Western Link
rotw-err-no-city = There is no city { $id }
rotw-err-not-grey = { $city } is { $colour }, not grey: only grey cities can be urbanised
rotw-err-no-tile = No { $goods } New City tile is left
rotw-err-no-tiles = A build lays at least one tile
rotw-err-too-many-tiles = One build lays at most { $max } tiles; this lays { $tiles }
rotw-err-no-grant = You hold no Government Land Grant
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
ink-err-not-your-turn = It is seat { $seat }'s turn to draw
ink-err-over = The game is over
