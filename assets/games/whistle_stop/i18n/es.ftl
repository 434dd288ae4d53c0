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
ws-log-coal = { $seat } gasta un carbón: un tren a { $at }{ $tiles ->
    [0] {""}
    [1] {" "}(1 loseta colocada)
   *[other] {" "}({ $tiles } losetas colocadas)
}
ws-log-whistle = { $seat } usa un silbato: un tren a { $at }{ $tiles ->
    [0] {""}
    [1] {" "}(1 loseta colocada)
   *[other] {" "}({ $tiles } losetas colocadas)
}
ws-log-buy = { $seat } compra { $upgrade }
ws-log-buy-from = { $seat } compra { $upgrade } a su dueño
ws-log-use = { $seat } gasta un carbón en { $upgrade }
ws-log-end-turn = { $seat } termina el turno
ws-log-stay = { $seat } no mueve y gana un silbato
ws-log-draw-face-up = { $seat } toma una loseta boca arriba
ws-log-draw-pile = { $seat } roba una loseta
ws-log-search = { $seat } busca en la pila con la Brújula
ws-log-skip-refill = { $seat } deja la mano como está
ws-log-trade = { $seat } cambia { $good } por { $get }
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

ws-log = Registro
ws-players = Jugadores
ws-fame = { $fame } de fama · { $total } hasta ahora
ws-tokens-line = { $coal } carbón · { $whistles } silbatos · { $hand } losetas · { $gold } oro · { $trains } trenes en juego
ws-upgrades = Mejoras a la venta
ws-railroads = Ferrocarriles
ws-railroad-line = { $name } ({ $town }): quedan { $left } acciones
ws-q-trade = Comercia (hasta dos cambios)
ws-q-pick = Toma una mercancía
ws-q-town = ¿Pagas al pueblo?
ws-q-deliver = ¿Entregas?
ws-q-give-up = Entrega una acción
ws-q-park = Aparca el tren en la pista de recursos
ws-q-overflow = Diez mercancías: descarta una
ws-q-trim = Devuelve losetas bajo la pila
ws-q-place = Coloca un tren en la costa este
ws-q-refill = Rellena tu mano
ws-q-turn = Tu turno
ws-waiting = Esperando a { $name }
ws-turn-spent = Fichas gastadas { $tokens }/4 · mejoras compradas { $bought }/2
ws-pick-train = Pulsa uno de tus trenes o elígelo aquí; las paradas rodeadas son adonde puede ir (azul: solo con silbato).
ws-score-sheet = Puntuación final
ws-score-total = Total
ws-your-hand = Tu mano
ws-hand-hidden = Las manos quedan ocultas hasta que su jugador ocupa el asiento.
ws-face-up = Boca arriba ({ $pile } en la pila)
ws-resource-track = Pista de recursos
ws-whistle-round = ronda de silbato
ws-coal-round = ronda de carbón
ws-key-end-turn = Terminar el turno
ws-at-coast = Costa este { $n }
ws-whistle = un silbato
ws-two-coal = 2 de carbón
ws-coal = un carbón
ws-gold = una pepita de oro
ws-do-place = Tren a la costa este { $n }
ws-do-coal = Carbón: a { $at }
ws-do-whistle = Silbato: a { $at }
ws-do-toll = peaje: { $good }
ws-do-buy = Comprar { $upgrade } ★{ $stars } por { $cost }
ws-do-rare-to-owner = { $good } para su dueño
ws-do-caboose = { $name }: el tren { $train } usa su parada otra vez
ws-do-safe = Caja fuerte: cambia { $give } por { $take }
ws-do-use = Gasta un carbón: { $name }
ws-do-end-turn = Terminar el turno
ws-do-stay = No mover (gana un silbato)
ws-do-face-up = Tomar la loseta boca arriba { $n }
ws-do-pile = Robar de la pila
ws-do-search = Brújula: toma una loseta con { $what }
ws-do-skip-refill = Dejar la mano como está
ws-do-trade = Cambiar { $give } por { $get }
ws-do-stop-trading = No más cambios
ws-do-take = Tomar { $what }
ws-do-pay = Pagar las mercancías
ws-do-decline = No pagar (pierdes la fama)
ws-do-park = Aparcar en el espacio { $n }: { $gains }
ws-do-give-up = Entregar { $share }
ws-do-discard = Descartar { $good }
ws-do-put-back = Devolver esta loseta
ws-no-stop = sin parada
ws-stop-coal-yard = Carbonera
ws-stop-trading-post = Puesto de comercio
ws-stop-general-store = Tienda general
ws-stop-whistle-factory = Fábrica de silbatos
ws-stop-gold-mine = Mina de oro
ws-stop-deliver = loseta final ({ $fame } de fama)
ws-stop-stock-market = Bolsa ({ $fame } por acción)
ws-train-button = Tren en { $at } ({ $n } movimientos)
ws-do-lay = coloca { $what } en { $at } (girada { $turn })
ws-plain-track = vía sin parada
ws-ways-to = { $n } maneras de llegar a { $at }: elige una
ws-all-moves = Todos los movimientos
ws-board-coal = CARBÓN
ws-board-trade = COMERCIO
ws-board-store = TIENDA
ws-board-whistle = SILBATO
ws-board-gold = ORO
ws-board-per-share = { $fame }★/acción
ws-to-ways = A { $at } · { $n } maneras ›
ws-log-trade-two = { $seat } cambia { $good } por { $get } y { $also }
ws-log-trade-whistle = { $seat } cambia { $good } por un silbato
ws-log-trade-coal = { $seat } cambia { $good } por dos carbones
ws-asks = { $stop } pide { $goods } por { $fame }★
ws-you-lack = te falta { $goods }
ws-no-track = sin vía: solo se mueve con silbato
ws-upgrade-coal-car-does = Gasta 1 carbón: gana 2 carbones.
ws-upgrade-open-wagon-does = Gasta 1 carbón: haz hasta 2 intercambios como en un Puesto de comercio.
ws-upgrade-mine-cart-does = Gasta 1 carbón: toma una pepita de oro boca abajo.
ws-upgrade-toll-station-does = Quien salga de una parada donde tengas un tren te paga 1 recurso a su elección; un tren que no puede pagar no puede salir.
ws-upgrade-compass-does = Al rellenar tu mano puedes buscar una loseta en la pila.
ws-upgrade-first-class-cabin-does = Gasta 1 carbón: gana 4 de fama por cada 3 acciones que tengas.
ws-upgrade-blocking-signal-does = Ningún otro jugador puede mover un tren a una parada donde tengas un tren.
ws-upgrade-caboose-does = Gasta 1 carbón: usa otra vez la parada en la que está uno de tus trenes.
ws-upgrade-safe-does = Gasta 1 carbón: cambia una acción tuya por una libre de un Pueblo del tablero (la tuya sale del juego).
ws-upgrade-warehouse-does = Gasta 1 carbón: gana 1 recurso cualquiera.
ws-upgrade-extra-boiler-does = Mano de 5; un movimiento puede colocar hasta 5 losetas; sin penalización por losetas de Pueblo o especiales en la mano.
ws-upgrade-new-whistle-does = Gasta 1 carbón: gana 1 silbato.
ws-turn-track = Marcador de turnos
ws-the-end-tile = La loseta final
ws-n-coal = { $n } carbón
ws-n-whistles = { $n ->
    [1] un silbato
   *[other] { $n } silbatos
}
ws-any-one = uno de cualquier cosa (carbón, silbato, pepita o recurso)
