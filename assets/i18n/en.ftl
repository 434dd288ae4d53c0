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
