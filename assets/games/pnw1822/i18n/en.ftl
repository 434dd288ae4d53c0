# 1822PNW (English). Every key starts with "pnw-": the game's own words never collide with another's.

pnw-blurb = Auction private companies and trade shares to run the Pacific Northwest.
