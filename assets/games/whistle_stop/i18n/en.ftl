# Whistle Stop (English). Every key starts with "ws-": the game's own words never collide with another's.

ws-blurb = Lay tiles and race your trains west, picking up goods on the way.
