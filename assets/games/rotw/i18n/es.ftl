# Railways of the World (Español). Toda clave empieza por "rotw-": las palabras propias del juego nunca chocan con las de otro.

rotw-blurb = Construye vías por el mapa y entrega cubos de mercancía para hacer crecer tu imperio.
rotw-key-build = Construir vía
rotw-key-deliver = Entregar un cubo de mercancía
rotw-key-urbanise = Urbanizar una ciudad gris
rotw-key-confirm = Confirmar la vía en construcción
rotw-key-step-back = Deshacer el último hexágono o elección
rotw-key-pan = Mover el mapa
rotw-key-zoom = Acercar o alejar el mapa (o la rueda)
rotw-key-fit = Ver el mapa completo
rotw-key-escape = Soltar la herramienta o pausar
rotw-option-auction = Subasta de jugador inicial
rotw-option-auction-standard = estándar (pujar o pasar)
rotw-option-auction-no-bid-first-turn = sin pujas en el turno 1
rotw-option-auction-dropouts-pay-half = quien se retira paga la mitad
rotw-option-empty_cities = Ciudades vacías que terminan la partida
rotw-option-empty_cities-printing = según el número de jugadores (estándar: 10–18)
rotw-option-empty_cities-sheet = según el número de jugadores (primera versión: 8–16)
rotw-option-empty_cities-4 = 4
rotw-option-empty_cities-6 = 6
rotw-option-empty_cities-8 = 8
rotw-option-empty_cities-10 = 10
rotw-option-empty_cities-12 = 12
rotw-option-empty_cities-14 = 14
rotw-option-empty_cities-16 = 16
rotw-option-empty_cities-18 = 18
rotw-option-empty_cities-20 = 20
rotw-option-cards = Cartas de Operaciones Ferroviarias
rotw-option-cards-on = en juego (estándar)
rotw-option-cards-off = fuera del juego
rotw-option-major_lines = Cartas de Línea Principal
rotw-option-major_lines-off = fuera del juego (estándar: no constan las parejas)
rotw-option-major_lines-on = boca arriba desde el inicio (parejas supuestas)
rotw-option-bonds = Bonos
rotw-option-bonds-any-time = en cualquier momento de tu turno (estándar)
rotw-option-bonds-when-needed = solo cuando un pago los requiera (edición posterior)
rotw-turn = Turno { $turn } · ronda { $round }/3
rotw-turn-only = Turno { $turn }
rotw-phase-auction = Subasta de jugador inicial
rotw-phase-actions = Acciones
rotw-phase-income = Ingresos
rotw-phase-over = Fin de la partida
rotw-extra-actions = { $n ->
    [one] +1 acción extra
   *[other] +{ $n } acciones extra
}
rotw-empty-cities = Ciudades vacías { $n }/{ $end }
rotw-empty-cities-hint = Cuando este número de ciudades se quede sin cubos, se termina el turno y se juega un turno completo más; después, la partida acaba. Urbanizar retira un marcador, pero nunca aplaza el final.
rotw-last-turn = ¡Último turno!
rotw-ends-after = La partida termina tras el turno { $turn }
rotw-map-builtin = mapa integrado
rotw-players = Jugadores
rotw-first-player = Jugador inicial de este turno
rotw-vp = { $vp } PV
rotw-bonds = { $n ->
    [one] 1 bono
   *[other] { $n } bonos
}
rotw-engine = locomotora { $level }
rotw-income-line = Marcador { $pos } → ${ $income }k/turno
rotw-links = { $n ->
    [one] 1 enlace
   *[other] { $n } enlaces
}
rotw-links-n = { $n ->
    [one] 1 enlace
   *[other] { $n } enlaces
}
rotw-income-chart = Marcador de ingresos por turno
rotw-chart-turn = Turno
rotw-auction = Subasta de jugador inicial
rotw-auction-hint = Quien haga la puja más alta paga y juega primero; pasar es definitivo.
rotw-standing-bid = Puja actual: { $name }, ${ $amount }k
rotw-no-bid = Aún no hay pujas
rotw-out = fuera
rotw-your-bid = Tu puja
rotw-bid = Pujar ${ $amount }k
rotw-pass = Pasar
rotw-issue-bond = Emitir bono +${ $cash }k
rotw-bond-hint = Cada bono cuesta $1k de intereses por turno y 1 PV al final.
rotw-auction-bar = Puja o pasa en el panel de subasta de la derecha.
rotw-cards = Cartas de operaciones
rotw-cards-deck = Mazo { $deck } · descartadas { $discard }
rotw-take = Tomar
rotw-symbol-goal = Objetivo: lo puntúa el primer jugador que lo cumpla
rotw-symbol-diamond = Guárdala: se usa una vez por turno
rotw-symbol-now = Se aplica al momento y se descarta
rotw-symbol-keep = Guárdala hasta usarla
rotw-symbol-permanent = Dura el resto de la partida
rotw-effect-first-delivery = Primer jugador en entregar un cubo: +{ $points } en el marcador de ingresos.
rotw-effect-long-delivery = Primer jugador en entregar un cubo por al menos { $links } enlaces: +{ $points }.
rotw-effect-engine = Primer jugador en llegar a la locomotora { $level }: +{ $points }.
rotw-effect-bounty = Primer jugador en entregar un cubo en { $city }: +{ $points }.
rotw-effect-major-line = Primer jugador en unir { $from } y { $to } con sus propios enlaces: +{ $points }.
rotw-effect-hotel = +1 cada vez que alguien entregue un cubo en { $city }.
rotw-effect-land-grant = Un solo uso: la vía en terreno abierto es gratis en una construcción; después se descarta la carta.
rotw-effect-new-industry = Coloca gratis una loseta de Ciudad Nueva en una ciudad gris.
rotw-effect-executive = Realiza { $n } acciones seguidas.
rotw-effect-engineering = Coloca hasta { $n } losetas en una construcción.
rotw-effect-growth = Saca { $n } cubos de la bolsa y ponlos en una ciudad.
rotw-build = Construir
rotw-build-hint-start = Haz clic en una ciudad o en el extremo de uno de tus enlaces sin terminar.
rotw-build-hint-next = Haz clic en el siguiente hexágono (iluminado); el último es hacia donde apunta la vía. Clic derecho o Backspace retrocede un paso.
rotw-build-tiles = Losetas { $n } de { $max }
rotw-build-cost = Coste ${ $cost }k
rotw-build-cost-to = Coste ${ $cost }k · completa el enlace con { $city }
rotw-land-grant = Usar la Concesión de Tierras del Gobierno
rotw-confirm = Confirmar
rotw-deliver = Entregar
rotw-deliver-hint-from = Haz clic en una ciudad iluminada para recoger allí un cubo.
rotw-deliver-from = Desde { $city }
rotw-deliver-hint-to = Haz clic en un destino de abajo o en una ciudad iluminada del mapa. Pasa el ratón por encima para ver la ruta.
rotw-no-deliveries = Ningún cubo puede llegar a una ciudad de su color por tus enlaces.
rotw-you = tú
rotw-urbanise = Urbanizar ${ $cost }k
rotw-pick-grey-city = Haz clic en una ciudad gris.
rotw-pick-city = Haz clic en una ciudad.
rotw-pick-colour = { $city }: elige el color de la Ciudad Nueva
rotw-upgrade = Locomotora → { $level } (${ $cost }k)
rotw-western-link = Enlace Occidental ${ $cost }k
rotw-western-link-hint = Construye el Enlace Occidental en Des Moines o Kansas City: allí llegan cubos rojos.
rotw-skip = Saltar
rotw-goods-red = rojo
rotw-goods-yellow = amarillo
rotw-goods-blue = azul
rotw-goods-black = negro
rotw-goods-purple = morado
rotw-goods-grey = gris
rotw-terrain-open = campo abierto
rotw-terrain-water = río o costa
rotw-terrain-hills = colinas
rotw-terrain-sea = lago o mar
rotw-no-track = sin vía
rotw-score-sheet = Puntuación final
rotw-score-track = Marcador de ingresos
rotw-score-bonds = Bonos
rotw-score-vp = Puntos de victoria
rotw-score-links = Enlaces completos
rotw-score-money = Dinero
rotw-score-engine = Locomotora
rotw-score-legend = PV = posición en el marcador de ingresos − bonos. Empates: más enlaces completos y, después, más dinero.
rotw-tiebreak-links = Empate a puntos: gana quien tenga más enlaces completos.
rotw-tiebreak-money = Empate a puntos y enlaces: gana quien tenga más dinero.
rotw-tiebreak-shared = Empate a puntos, enlaces y dinero: la victoria es compartida.
rotw-log-bid = { $name } pujó ${ $amount }k
rotw-log-pass = { $name } pasó
rotw-log-bond = { $name } emitió un bono
rotw-log-its-line = su línea
rotw-log-build = { $name } colocó { $tiles ->
    [one] 1 loseta
   *[other] { $tiles } losetas
} de vía desde { $from }
rotw-log-build-to = { $name } colocó { $tiles ->
    [one] 1 loseta
   *[other] { $tiles } losetas
} de vía desde { $from } hasta { $to }
rotw-log-urbanise = { $name } urbanizó { $city } ({ $colour })
rotw-log-engine = { $name } mejoró su locomotora
rotw-log-deliver = { $name } entregó un cubo { $colour } de { $from } a { $to } ({ $links ->
    [one] 1 enlace
   *[other] { $links } enlaces
})
rotw-log-card = { $name } tomó { $card }
rotw-log-western = { $name } construyó el Enlace Occidental en { $city }
rotw-log-skip = { $name } se saltó la acción
rotw-err-not-your-turn = Es el turno del jugador { $seat }
rotw-err-over = La partida ha terminado
rotw-err-in-auction = Ahora no: es la subasta de jugador inicial
rotw-err-not-auction = Ahora no: la subasta ya ha terminado
rotw-err-afford = Eso cuesta ${ $need } y tienes ${ $have } (emite bonos antes)
rotw-err-bid-low = La puja debe ser de al menos ${ $min }
rotw-err-bid-high = Una puja puede ser como máximo de ${ $max }: tu dinero más cinco bonos
rotw-err-engine-top = Tu locomotora ya está en el nivel máximo, { $level }
rotw-err-not-link-site = El Enlace Occidental solo puede construirse en un punto de enlace (Des Moines, Kansas City)
rotw-err-link-built = { $city } ya tiene su Enlace Occidental
rotw-err-no-city = No existe la ciudad { $id }
rotw-err-not-grey = { $city } es de color { $colour }, no gris: solo se pueden urbanizar ciudades grises
rotw-err-no-tile = No queda ninguna loseta de Ciudad Nueva de color { $goods }
rotw-err-no-tiles = Una construcción coloca al menos una loseta
rotw-err-too-many-tiles = Una construcción coloca como máximo { $max } losetas; esta coloca { $tiles }
rotw-err-no-grant = No tienes la Concesión de Tierras del Gobierno
rotw-err-bonds-when-needed = En esta partida los bonos solo se emiten cuando un pago los requiere: realiza la acción y se emitirán sus bonos
rotw-err-grant-used = Ya has usado tu concesión de tierras en este turno
rotw-err-bad-start = La vía debe empezar en una ciudad o continuar el extremo de uno de tus enlaces sin terminar
rotw-err-not-adjacent = Cada hexágono de la ruta debe tocar el anterior
rotw-err-hex-twice = Un enlace no puede pasar dos veces por el mismo hexágono
rotw-err-through-city = La vía se detiene en la primera ciudad a la que llega ({ $city })
rotw-err-loop = Un enlace debe unir dos ciudades distintas
rotw-err-off-map = La vía apuntaría fuera del mapa
rotw-err-not-buildable = Ahí no se puede colocar vía
rotw-err-hex-full = Ese hexágono ya tiene dos tramos de vía
rotw-err-side-taken = Otra línea ya usa ese lado del hexágono
rotw-err-too-sharp = La vía solo puede girar suavemente (sin curvas cerradas)
rotw-err-no-cube = { $city } no tiene ningún cubo { $goods }
rotw-err-no-links = Una entrega usa al menos un enlace
rotw-err-engine-short = Tu locomotora de nivel { $engine } mueve un cubo por { $engine } enlaces como máximo; esta ruta tiene { $links }
rotw-err-no-link = No existe el enlace { $id }
rotw-err-incomplete = Los cubos solo viajan por enlaces completos
rotw-err-link-twice = Un cubo no puede usar el mismo enlace dos veces
rotw-err-first-link = El primer enlace de una entrega debe ser tuyo
rotw-err-disjoint = Los enlaces no forman una sola ruta desde esa ciudad
rotw-err-city-twice = Un cubo no puede pasar dos veces por la misma ciudad ({ $city })
rotw-err-wrong-colour = { $city } no acepta cubos de color { $goods }
rotw-err-must-stop = El cubo debe detenerse en la primera ciudad de color { $goods } a la que llegue: { $city }
rotw-err-card-not-up = Esa carta no está boca arriba
rotw-err-goal-card = { $card } no se puede tomar: la puntúa el primer jugador que la cumpla
rotw-err-needs-new-city = Nueva Industria necesita una ciudad gris y un color de loseta
rotw-err-needs-city = Crecimiento Urbano necesita una ciudad
rotw-err-no-target = { $card } no necesita objetivo
