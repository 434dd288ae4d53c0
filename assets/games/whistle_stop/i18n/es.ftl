# Whistle Stop (Español). Toda clave empieza por "ws-": las palabras propias del juego nunca chocan con las de otro.

ws-blurb = Coloca losetas y lleva tus trenes hacia el oeste, recogiendo mercancías por el camino.
