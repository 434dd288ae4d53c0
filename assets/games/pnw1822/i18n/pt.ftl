# 1822PNW (Português). Every key starts with "pnw-": the game's own words never collide with another's.

pnw-blurb = Leiloe companhias privadas e negocie ações para dominar o Noroeste Pacífico.
