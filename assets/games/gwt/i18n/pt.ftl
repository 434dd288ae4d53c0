# Great Western Trail (Português). Every key starts with "gwt-": the game's own words never collide with another's.

gwt-blurb = Conduza seu rebanho pela trilha e embarque-o para o leste em Kansas City.
