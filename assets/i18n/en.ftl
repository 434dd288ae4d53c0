# Ferrovia — English. Every key here must also be in pt.ftl (a unit test checks).

## App and main menu
app-title = Ferrovia
app-tagline = A table for railway board games
menu-continue = Continue
menu-new-game = New game
menu-load = Load
menu-watch = Replays
menu-import = Import
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

## Load
load-title = Load a game
load-saves = Saved games
load-none = No saved games yet.
load-path = Or open a file
load-path-hint = path to a .ron save or an export
import-title = Import a game
import-what = A game recorded by another site opens here: watch it action by action, and play on from any point as a new game of your own.
import-source = { $game }: an export from { $source } (the game's JSON)
import-path-hint = path to the exported .json file
import-after = The export is only read, never written. "Play on" starts a new save from its last action; in the replay viewer, "Play on from here" starts one from any action.
import-watch = Watch
import-play = Play on
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
pause-export = Export for { $site }
pause-exported = Written for { $site }: { $path }
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

key-undo = Undo

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
turn-of = { $name } to play
log = Log
undo = Undo
winner = { $name } wins!
winners-shared = Shared victory: { $names }
view-2d = 2D
view-3d = 3D
handover-title = Pass the table to { $name }
handover-ready = I'm ready
bot-thinking = { $name } is thinking…

## Streaming
stream-deciding = { $who } · { $what }
stream-points = Points
stream-open = Open stream window
stream-close = Close stream window
settings-stream-window = Stream window
settings-stream-window-hint = A second window to capture: board, scores and moves as spectators see them, nothing private.
settings-stream-beauty = 3D beauty camera
settings-stream-beauty-hint = A slow orbit around the 3D board instead of the 2D map (only without a delay: it shows the table as it is).
settings-stream-chroma = Chroma-key green background
settings-stream-delay = Stream delay
settings-stream-delay-hint = Holds the stream window and the overlay this far behind the table.
settings-stream-language = Stream language
settings-stream-language-same = Same as the table
settings-overlay = Overlay folder
settings-overlay-hint = OBS reads state.json, text files and overlay.html from here; blank writes none.
toast-overlay-failed = Could not write the overlay: { $reason }

## Chess clock
new-game-clock = Chess clock
new-game-clock-off = None
new-game-clock-minutes = { $n } min
new-game-clock-increment = Added each turn:
new-game-clock-pass = Out of time: pass automatically (where the game has a pass)
clock-out = out of time

## Replay viewer
viewer-title = Replay
viewer-at = Action { $at } of { $of }
viewer-close = Close
viewer-play-on = Play on from here
viewer-turn = Jump to:
viewer-read-only = This is a replay: nothing can be played into it.
load-watch = Watch replay
score-sheet-watch = Watch the replay

## Since your last turn
since-title = Since your last turn, { $name }
since-more = …and { $n } earlier
since-dismiss = Got it
settings-since = Since your last turn
settings-since-hint = When your turn comes, list what the others did since you last played.
