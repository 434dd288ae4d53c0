# Whistle Stop (Español). Toda clave empieza por "ws-": las palabras propias del juego nunca chocan con las de otro.

ws-blurb = Coloca losetas y lleva tus trenes hacia el oeste, recogiendo mercancías por el camino.

ws-round = Ronda { $round } de { $rounds }
ws-phase-placing = Colocando trenes en la costa este
ws-phase-turn = Moviendo trenes
ws-phase-refill = Rellenando la mano

ws-option-upgrade_limit = Mejoras que puede tener un jugador
ws-option-upgrade_limit-none = sin límite (reglas en inglés)
ws-option-upgrade_limit-3 = como mucho 3 (una edición francesa)

ws-good-cotton = Algodón
ws-good-gravel = Grava
ws-good-lumber = Madera
ws-good-cattle = Ganado
ws-good-whiskey = Whisky
ws-good-steel = Acero

ws-upgrade-coal-car = Vagón de carbón
ws-upgrade-open-wagon = Vagón abierto
ws-upgrade-mine-cart = Vagoneta minera
ws-upgrade-toll-station = Estación de peaje
ws-upgrade-compass = Brújula
ws-upgrade-first-class-cabin = Cabina de primera clase
ws-upgrade-blocking-signal = Señal de bloqueo
ws-upgrade-caboose = Furgón de cola
ws-upgrade-safe = Caja fuerte
ws-upgrade-warehouse = Almacén
ws-upgrade-extra-boiler = Caldera extra
ws-upgrade-new-whistle = Silbato nuevo

ws-score-fame = Fama
ws-score-majorities = Mayorías
ws-score-upgrades = Mejoras
ws-score-gold = Oro
ws-score-resources = Mercancías
ws-score-tokens = Fichas
ws-score-hand_penalty = Losetas en mano

ws-log-place = { $seat } pone un tren en { $at }
ws-log-coal = { $seat } gasta un carbón: un tren a { $at } ({ $tiles } losetas colocadas)
ws-log-whistle = { $seat } usa un silbato: un tren a { $at } ({ $tiles } losetas colocadas)
ws-log-buy = { $seat } compra { $upgrade }
ws-log-buy-from = { $seat } compra { $upgrade } a su dueño
ws-log-use = { $seat } gasta un carbón en { $upgrade }
ws-log-end-turn = { $seat } termina el turno
ws-log-stay = { $seat } no mueve y gana un silbato
ws-log-draw-face-up = { $seat } toma una loseta boca arriba
ws-log-draw-pile = { $seat } roba una loseta
ws-log-search = { $seat } busca en la pila con la Brújula
ws-log-skip-refill = { $seat } deja la mano como está
ws-log-trade = { $seat } cambia { $good }
ws-log-stop-trading = { $seat } deja de comerciar
ws-log-pick = { $seat } toma { $good }
ws-log-pick-coal = { $seat } toma un carbón
ws-log-pick-whistle = { $seat } toma un silbato
ws-log-pick-gold = { $seat } toma una pepita de oro
ws-log-pay = { $seat } paga las mercancías por la fama
ws-log-decline = { $seat } no paga y pierde la fama
ws-log-park = { $seat } aparca un tren en el espacio de recursos { $space }
ws-log-give-up = { $seat } entrega una acción de { $railroad }
ws-log-discard = { $seat } descarta { $good }
ws-log-put-back = { $seat } devuelve una loseta bajo la pila

ws-err-over = La partida ha terminado.
ws-err-not-your-turn = Ahora decide otro jugador.
ws-err-not-now = Eso no se puede hacer ahora.
ws-err-coast-taken = Esa parada de la costa este está ocupada.
ws-err-no-such-train = Ese no es uno de tus trenes en el tablero.
ws-err-no-such-move = El tren no puede llegar a esa parada así.
ws-err-no-token = No tienes fichas de ese tipo.
ws-err-tokens-spent = Ya has gastado tus 4 fichas este turno.
ws-err-stayed = Ya has terminado los movimientos del turno.
ws-err-toll-due = Hay que pagar una mercancía al dueño de la Estación de peaje para salir de esta parada.
ws-err-no-toll = Aquí no se paga peaje.
ws-err-upgrades-bought = Ya has comprado 2 mejoras este turno.
ws-err-no-such-upgrade = Esa mejora no está a tu venta.
ws-err-cannot-pay = No tienes las mercancías que pide.
ws-err-rare-due = Comprar a un jugador cuesta además una mercancía rara para él.
ws-err-upgrade-limit = Ya tienes tantas mejoras como permiten las reglas.
ws-err-not-owned = No tienes esa mejora.
ws-err-no-coal = No tienes carbón.
ws-err-bad-trade = Un puesto de comercio no permite ese cambio.
ws-err-over-limit = Pasarías de 10 mercancías.
ws-err-not-held = No tienes { $good }.
ws-err-supply-out = No queda en la reserva.
ws-err-answer = Responde primero a la pregunta.
ws-err-space-taken = Ese espacio de recursos está ocupado.
ws-err-no-tile = No hay esa loseta.
ws-err-hand-full = Tu mano está llena.
ws-err-not-last-round = Solo en la última ronda.
ws-err-nothing-to-repeat = Ese tren no está en una parada que usar de nuevo.
ws-err-bad-swap = Ese cambio no está permitido.
