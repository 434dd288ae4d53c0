# Whistle Stop (Português). Every key starts with "ws-": the game's own words never collide with another's.

ws-blurb = Coloque peças e corra com seus trens para o oeste, recolhendo mercadorias no caminho.
