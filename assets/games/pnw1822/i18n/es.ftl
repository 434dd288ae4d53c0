# 1822PNW (Español). Toda clave empieza por "pnw-": las palabras propias del juego nunca chocan con las de otro.

pnw-blurb = Subasta compañías privadas y negocia acciones para dominar el Noroeste del Pacífico.
