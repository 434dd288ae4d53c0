# Great Western Trail (Español). Toda clave empieza por "gwt-": las palabras propias del juego nunca chocan con las de otro.

gwt-blurb = Conduce tu manada de ganado por la senda y embárcala hacia el este desde Kansas City.
