# Great Western Trail (Español). Toda clave empieza por "gwt-": las palabras propias del juego nunca chocan con las de otro.

gwt-blurb = Conduce tu manada de ganado por la senda y embárcala hacia el este desde Kansas City.

gwt-turn = Turno { $turn }
gwt-phase-opening = Primer turno
gwt-phase-move = Fase A: mover
gwt-phase-act = Fase B: acciones
gwt-phase-foresight = Kansas City: previsión
gwt-phase-income = Kansas City: ingresos
gwt-phase-delivery = Kansas City: entrega
gwt-phase-draw = Fase C: robar

gwt-refused-over = La partida ha terminado.
gwt-refused-not-your-turn = No es tu turno.
gwt-refused-not-now = La partida está esperando otra decisión.
gwt-refused-cards = Esas cartas no están en tu mano o no sirven.
gwt-refused-money = Necesitas ${ $need } y tienes ${ $have }.
gwt-refused-path = La senda no va por ahí.
gwt-refused-too-far = Tu límite de pasos es de { $limit } ubicaciones.
gwt-refused-slot = Esa acción local no se puede usar ahora.
gwt-refused-aux = Esa acción auxiliar no está desbloqueada.
gwt-refused-nothing-done = Realiza una acción local o auxiliar antes de terminar tu turno.
gwt-refused-engine = Tu locomotora no puede ir ahí.
gwt-refused-worker = Ese trabajador no se puede contratar.
gwt-refused-build = Ese edificio no se puede colocar ahí.
gwt-refused-cattle = Ese ganado no se puede comprar.
gwt-refused-tile = No existe esa loseta.
gwt-refused-city = No puedes hacer una entrega ahí.
gwt-refused-disc = Ese disco no puede ir ahí.
gwt-refused-choice = Esa no es una de las opciones.

gwt-log-cards = { $seat } descarta { $cards }
gwt-log-removes = { $seat } retira { $count ->
    [one] una carta
   *[other] { $count } cartas
} del juego
gwt-log-cards-count = { $seat } descarta { $count ->
    [one] una carta
   *[other] { $count } cartas
}
gwt-log-at = { $seat } va a { $space }
gwt-log-move = { $seat } se mueve a { $space }
gwt-log-use = { $seat } usa la acción local { $slot }
gwt-log-pick = { $seat } elige la opción { $n }
gwt-log-aux = { $seat } realiza la acción auxiliar { $n }
gwt-log-aux-double = { $seat } realiza la acción auxiliar { $n }, doble
gwt-log-engine = { $seat } mueve la locomotora a la casilla { $space }
gwt-log-station = { $seat } mejora una estación
gwt-log-master = { $seat } nombra a un jefe de estación
gwt-log-hire = { $seat } contrata a un trabajador
gwt-log-build = { $seat } construye el edificio { $tile } en { $space }
gwt-log-buy = { $seat } compra { $cattle }
gwt-log-refill = { $seat } añade dos cartas al mercado de ganado
gwt-log-hazard = { $seat } retira un peligro
gwt-log-bounty = { $seat } cobra la recompensa de la casilla de bandido { $n }
gwt-log-objective = { $seat } toma una carta de objetivo
gwt-log-play-objective = { $seat } juega una carta de objetivo
gwt-log-deliver = { $seat } hace una entrega en { $city }
gwt-log-exchange = { $seat } usa una ficha de intercambio
gwt-log-decline = { $seat } renuncia al resto de esa acción
gwt-log-end-turn = { $seat } termina el turno
gwt-log-foresight = { $seat } toma la ficha de previsión { $n }
gwt-log-income = { $seat } muestra la mano y cobra sus ingresos

gwt-option-neutral_buildings = Edificios neutrales
gwt-option-neutral_buildings-printed = En sus letras (primera partida)
gwt-option-neutral_buildings-random = Mezclados
gwt-option-building_sides = Caras de los edificios privados
gwt-option-building_sides-a = Todos por la cara a
gwt-option-building_sides-random = Al azar, iguales para todos
gwt-option-simmental = Miniexpansión Simmental
gwt-option-simmental-off = Desactivada
gwt-option-simmental-on = Activada
gwt-option-once_per_turn = Cada edificio solo una vez por turno
gwt-option-once_per_turn-off = Desactivado (el reglamento)
gwt-option-once_per_turn-on = Activado (Board Game Fiesta)

gwt-phase-over = Fin de la partida
gwt-players = Rancheros
gwt-log = Diario del camino
gwt-vp = { $vp } PV
gwt-vp-hint = Puntos por ahora (las cartas de objetivo aún en un mazo no cuentan)
gwt-certificates = { $n } cert.
gwt-tokens = { $n } cambio
gwt-cards-line = Mano { $hand } · mazo { $deck } · descarte { $discard }
gwt-discard-top = Arriba del descarte: { $card }
gwt-limits = Límite de pasos { $steps } · límite de mano { $hand } · objetivos { $objectives }
gwt-final-turns = { $name } llenó el mercado de trabajo: { $n } turnos finales
gwt-waiting = { $name } está decidiendo…
gwt-show-all = Mostrar todas las opciones
gwt-undo = Deshacer
gwt-score-sheet = Hoja de puntuación
gwt-shown = { $name } muestra la mano: valor de cría { $value }
gwt-hands-hidden = Las manos están ocultas: nadie en los controles puede mirar ahora.
gwt-your-hand = Mano de { $name } (valor de cría { $value }):
gwt-discs-left = Discos en tu tablero: { $n } ({ $list })
gwt-held-tiles = Peligros { $hazards } · forajidos { $green } verdes, { $orange } naranjas
gwt-unbuilt = Edificios por construir: { $list }
gwt-own-objectives = Objetivos: { $list }
gwt-job-market = Mercado de trabajo
gwt-cattle-market = Mercado de ganado ({ $n } en la pila)
gwt-foresight = Previsión
gwt-objectives = Objetivos ({ $n } en la pila)
gwt-kc-title = { $name } en Kansas City
gwt-kc-step = Paso { $n }
gwt-kc-1 = previsión A, toma una loseta
gwt-kc-2 = previsión B, toma una loseta
gwt-kc-3 = previsión C, toma una loseta
gwt-kc-4 = ingresos: se muestra la mano, cada raza cuenta una vez
gwt-kc-5 = entrega: una ciudad hasta el valor, transporte pagado
gwt-kc-name-1 = previsión A
gwt-kc-name-2 = previsión B
gwt-kc-name-3 = previsión C
gwt-kc-name-4 = ingresos
gwt-kc-name-5 = entrega
gwt-key-end-turn = Terminar el turno
gwt-key-skip = Renunciar a una opción opcional

gwt-tip-owner = Construido por { $name }
gwt-tip-green-hand = Mano verde: los demás pagan aquí la tarifa verde
gwt-tip-black-hand = Mano negra: los demás pagan aquí la tarifa negra
gwt-tip-both-hands = Manos verde y negra: los demás pagan aquí ambas tarifas
gwt-tip-no-hand = Sin tarifa aquí

gwt-card-objective = Objetivo { $n } ({ $vp } / −{ $penalty } PV)
gwt-worker-cowboy = vaquero
gwt-worker-builder = constructor
gwt-worker-engineer = maquinista
gwt-tile-outlaw-green = forajido verde
gwt-tile-outlaw-orange = forajido naranja
gwt-tile-flood = inundación ({ $vp } PV)
gwt-tile-drought = sequía ({ $vp } PV)
gwt-tile-rockfall = desprendimiento ({ $vp } PV)
gwt-disc-aux = fila auxiliar { $n }
gwt-disc-step-dollar = límite de pasos ($)
gwt-disc-step-vp = límite de pasos (PV)
gwt-disc-hand = límite de mano
gwt-disc-cert4 = certificado 4
gwt-disc-cert6 = certificado 6
gwt-disc-station = el disco de la estación { $n }
gwt-count-cowboys = vaquero
gwt-count-builders = constructor
gwt-count-engineers = maquinista
gwt-count-workers = trabajador
gwt-count-woods = edificio propio en el bosque
gwt-count-buildings = edificio propio
gwt-count-stations = estación propia
gwt-count-hazards = peligro
gwt-count-pairs = pareja de forajidos
gwt-count-certificates = certificado
gwt-count-objectives = objetivo
gwt-cardask-value = una carta de valor { $n }
gwt-cardask-any = cualquier carta de ganado
gwt-cardask-pair = dos cartas de una raza
gwt-cardask-objective = una carta de objetivo

gwt-fx-per = { $n } por { $what }
gwt-fx-money = +${ $n }
gwt-fx-certificate = certificado +{ $n }
gwt-fx-certificate-limit = certificados hasta el límite
gwt-fx-permanent = certificado permanente +{ $n }
gwt-fx-objective = tomar una carta de objetivo
gwt-fx-objective-hand = tomar una carta de objetivo a la mano
gwt-fx-exchange = una ficha de cambio
gwt-fx-engine = locomotora +{ $n }
gwt-fx-hire = contratar un trabajador
gwt-fx-hire-at = contratar un trabajador (coste { $n })
gwt-fx-build = construir (${ $n } por constructor)
gwt-fx-buy = comprar ganado
gwt-fx-hazard = quitar un peligro
gwt-fx-bounty = cobrar una recompensa
gwt-fx-aux = una acción auxiliar
gwt-fx-herder = moverse hasta { $n } y actuar de nuevo
gwt-fx-walk = caminar hasta { $n }
gwt-fx-draw = robar { $n } y descartar otras tantas
gwt-fx-outlaw-pairs = por pareja de forajidos: certificado +2 y $2
gwt-fx-adjacent = usar un edificio vecino
gwt-fx-extra = entrega extraordinaria
gwt-fx-upgrade-behind = mejorar una estación detrás de la locomotora
gwt-fx-remove = retirar hasta { $n } cartas de la partida
gwt-fx-discard = descartar { $ask } → { $then }
gwt-fx-pay = pagar ${ $n } → { $then }
gwt-fx-back = locomotora atrás { $n } → { $then }

gwt-ask-opening = Primer turno: descarta hasta tu límite de mano y coloca a tu capataz en un edificio neutral
gwt-ask-move = Fase A: mueve a tu capataz
gwt-ask-act = Fase B: usa el edificio o haz una acción auxiliar
gwt-ask-foresight = Kansas City, previsión: toma una loseta
gwt-ask-income = Kansas City, ingresos: cuántos certificados gastar
gwt-ask-delivery = Kansas City, entrega: adónde enviar el ganado
gwt-ask-discard = Qué carta descartar
gwt-ask-discard-drawn = Descarta tantas como robaste
gwt-ask-remove = Qué cartas salen de la partida
gwt-ask-engine = Adónde va la locomotora
gwt-ask-upgrade = Qué disco va a la estación
gwt-ask-master = ¿Tomar el jefe de estación?
gwt-ask-hire = Qué trabajador contratar
gwt-ask-build = Qué edificio, y dónde
gwt-ask-buy = Qué ganado comprar
gwt-ask-hazard = Qué peligro quitar
gwt-ask-bounty = Qué forajido capturar
gwt-ask-aux = Qué acción auxiliar
gwt-ask-herder = Adónde va el capataz
gwt-ask-objective = Qué carta de objetivo
gwt-ask-adjacent = Qué edificio vecino
gwt-ask-extra = Adónde va la entrega extraordinaria
gwt-ask-one-of = Elige una

gwt-group-move = Mover
gwt-do-move = { $space } ({ $steps ->
    [one] 1 paso
   *[other] { $steps } pasos
}, tarifa ${ $fee })
gwt-do-start = Empezar en { $space }
gwt-space-building = { $space }: edificio { $tile }
gwt-space-tile = { $space }: { $tile }
gwt-do-discard = Descartar { $cards }
gwt-do-remove = Retirar de la partida: { $cards }
gwt-do-use = { $effect }
gwt-group-aux = Acción auxiliar
gwt-do-aux = { $effect }
gwt-do-aux-double = dos veces: { $effect }
gwt-group-engine = Locomotora
gwt-do-engine = al espacio { $n }
gwt-group-disc = Disco a retirar
gwt-do-appoint = Tomar el jefe de estación por un { $worker }
gwt-group-hire = Contratar
gwt-do-hire = { $worker } por ${ $cost }
gwt-group-build = Edificio { $tile }
gwt-do-build = en { $space } por ${ $cost }
gwt-group-buy = Comprar valor { $value } ({ $cowboys } vaqueros, ${ $cost } cada una)
gwt-do-refill = Poner dos cartas en el mercado de ganado
gwt-group-hazard = Quitar un peligro
gwt-do-hazard = { $tile } en { $space }
gwt-group-bounty = Recompensa
gwt-do-bounty = espacio de forajido { $n }
gwt-group-objective = Carta de objetivo
gwt-do-objective-top = la de arriba de la pila
gwt-do-adjacent = Usar el edificio en { $space }
gwt-group-deliver = Entregar en { $city }
gwt-do-extra = locomotora atrás hasta { $to }, disco: { $disc }
gwt-group-station = Estación { $n }
gwt-do-play-objective = Jugar { $card }
gwt-do-exchange = Usar una ficha de cambio
gwt-do-decline = Renunciar
gwt-do-end-turn = Terminar el turno
gwt-do-foresight = Tomar { $tile }
gwt-do-income = Cobrar ${ $value } (gastar { $spent ->
    [one] 1 certificado
   *[other] { $spent } certificados
})
gwt-group-deliver-cost = Entregar en { $city } (transporte ${ $cost })

gwt-task-building = edificio propio
gwt-task-green-outlaw = forajido verde
gwt-task-orange-outlaw = forajido naranja
gwt-task-hazard = peligro
gwt-task-station = estación propia
gwt-task-value3 = carta de valor 3
gwt-task-value4 = carta de valor 4
gwt-task-value5 = carta de valor 5
gwt-task-new-york = disco en Nueva York

gwt-score-money = Dinero ($5 = 1 PV)
gwt-score-buildings = Edificios
gwt-score-cities = Ciudades
gwt-score-stations = Estaciones
gwt-score-hazards = Peligros
gwt-score-cattle = Cartas de ganado
gwt-score-objectives = Objetivos
gwt-score-station_masters = Jefes de estación
gwt-score-workers = Trabajadores
gwt-score-step_limit = Disco del límite de pasos
gwt-score-job_market_token = Ficha del mercado de trabajo
gwt-score-total = Total
gwt-card-objective-start = Objetivo { $n } ({ $vp } PV)
gwt-job-legend = V vaquero · C constructor · M maquinista
