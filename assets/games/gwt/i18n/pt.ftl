# Great Western Trail (Português). Every key starts with "gwt-": the game's own words never collide with another's.

gwt-blurb = Conduza seu rebanho pela trilha e embarque-o para o leste em Kansas City.

gwt-turn = Turno { $turn }
gwt-phase-opening = Primeiro turno
gwt-phase-move = Fase A: mover
gwt-phase-act = Fase B: ações
gwt-phase-foresight = Kansas City: previsão
gwt-phase-income = Kansas City: rendimento
gwt-phase-delivery = Kansas City: entrega
gwt-phase-draw = Fase C: comprar

gwt-refused-over = A partida terminou.
gwt-refused-not-your-turn = Não é a sua vez.
gwt-refused-not-now = O jogo está aguardando outra decisão.
gwt-refused-cards = Essas cartas não estão na sua mão ou não servem.
gwt-refused-money = Você precisa de ${ $need } e tem ${ $have }.
gwt-refused-path = A trilha não segue por esse caminho.
gwt-refused-too-far = Seu limite de passos é de { $limit } locais.
gwt-refused-slot = Essa ação local não pode ser usada agora.
gwt-refused-aux = Essa ação auxiliar não está desbloqueada.
gwt-refused-nothing-done = Realize uma ação local ou auxiliar antes de encerrar o turno.
gwt-refused-engine = Sua locomotiva não pode ir para lá.
gwt-refused-worker = Esse trabalhador não pode ser contratado.
gwt-refused-build = Essa construção não pode ser colocada aí.
gwt-refused-cattle = Esse gado não pode ser comprado.
gwt-refused-tile = Essa ficha não existe.
gwt-refused-city = Você não pode fazer uma entrega aí.
gwt-refused-disc = Esse disco não pode ir para lá.
gwt-refused-choice = Essa não é uma das opções.

gwt-log-cards = { $seat } descarta { $cards }
gwt-log-removes = { $seat } remove { $count ->
    [one] uma carta
   *[other] { $count } cartas
} do jogo
gwt-log-cards-count = { $seat } descarta { $count ->
    [one] uma carta
   *[other] { $count } cartas
}
gwt-log-at = { $seat } vai para { $space }
gwt-log-move = { $seat } se move para { $space }
gwt-log-use = { $seat } usa a ação local { $slot }
gwt-log-pick = { $seat } escolhe a opção { $n }
gwt-log-aux = { $seat } realiza a ação auxiliar { $n }
gwt-log-aux-double = { $seat } realiza a ação auxiliar { $n }, dobrada
gwt-log-engine = { $seat } move a locomotiva para o espaço { $space }
gwt-log-station = { $seat } aprimora uma estação
gwt-log-master = { $seat } nomeia um mestre da estação
gwt-log-hire = { $seat } contrata um trabalhador
gwt-log-build = { $seat } ergue a construção { $tile } em { $space }
gwt-log-buy = { $seat } compra { $cattle }
gwt-log-refill = { $seat } adiciona duas cartas ao mercado de gado
gwt-log-hazard = { $seat } remove um perigo
gwt-log-bounty = { $seat } recebe a recompensa do espaço de bandido { $n }
gwt-log-objective = { $seat } pega uma carta de objetivo
gwt-log-play-objective = { $seat } joga uma carta de objetivo
gwt-log-deliver = { $seat } faz uma entrega em { $city }
gwt-log-exchange = { $seat } usa uma ficha de troca
gwt-log-decline = { $seat } dispensa o resto dessa ação
gwt-log-end-turn = { $seat } encerra o turno
gwt-log-foresight = { $seat } pega a ficha de previsão { $n }
gwt-log-income = { $seat } revela a mão e recebe o rendimento

gwt-option-neutral_buildings = Construções neutras
gwt-option-neutral_buildings-printed = Nas suas letras (primeira partida)
gwt-option-neutral_buildings-random = Embaralhadas
gwt-option-building_sides = Lados das construções particulares
gwt-option-building_sides-a = Todas no lado a
gwt-option-building_sides-random = Aleatórios, iguais para todos
gwt-option-simmental = Miniexpansão Simmental
gwt-option-simmental-off = Desativada
gwt-option-simmental-on = Ativada
gwt-option-once_per_turn = Cada construção só uma vez por turno
gwt-option-once_per_turn-off = Desativado (o manual)
gwt-option-once_per_turn-on = Ativado (Board Game Fiesta)

gwt-phase-over = Fim de jogo
gwt-players = Fazendeiros
gwt-log = Diário da trilha
gwt-vp = { $vp } PV
gwt-vp-hint = Pontos até agora (cartas de objetivo ainda num baralho não contam)
gwt-certificates = { $n } cert.
gwt-tokens = { $n } troca
gwt-cards-line = Mão { $hand } · baralho { $deck } · descarte { $discard }
gwt-discard-top = No topo do descarte: { $card }
gwt-limits = Limite de passos { $steps } · limite de mão { $hand } · objetivos { $objectives }
gwt-final-turns = { $name } encheu o mercado de trabalho: { $n } turnos finais
gwt-waiting = { $name } está decidindo…
gwt-show-all = Mostrar todas as escolhas
gwt-undo = Desfazer
gwt-score-sheet = Folha de pontuação
gwt-shown = { $name } mostra a mão: valor de criação { $value }
gwt-hands-hidden = As mãos estão ocultas: ninguém nos controles pode olhar agora.
gwt-your-hand = Mão de { $name } (valor de criação { $value }):
gwt-discs-left = Discos no seu tabuleiro: { $n } ({ $list })
gwt-held-tiles = Perigos { $hazards } · bandidos { $green } verdes, { $orange } laranja
gwt-unbuilt = Construções a construir: { $list }
gwt-own-objectives = Objetivos: { $list }
gwt-job-market = Mercado de trabalho
gwt-cattle-market = Mercado de gado ({ $n } na pilha)
gwt-foresight = Previsão
gwt-objectives = Objetivos ({ $n } na pilha)
gwt-kc-title = { $name } em Kansas City
gwt-kc-step = Passo { $n }
gwt-kc-1 = previsão A, pegue uma peça
gwt-kc-2 = previsão B, pegue uma peça
gwt-kc-3 = previsão C, pegue uma peça
gwt-kc-4 = renda: a mão é mostrada, cada raça conta uma vez
gwt-kc-5 = entrega: uma cidade até o valor, transporte pago
gwt-kc-name-1 = previsão A
gwt-kc-name-2 = previsão B
gwt-kc-name-3 = previsão C
gwt-kc-name-4 = renda
gwt-kc-name-5 = entrega
gwt-key-end-turn = Terminar o turno
gwt-key-skip = Dispensar uma escolha opcional

gwt-tip-owner = Construída por { $name }
gwt-tip-green-hand = Mão verde: os outros pagam a taxa verde aqui
gwt-tip-black-hand = Mão preta: os outros pagam a taxa preta aqui
gwt-tip-both-hands = Mãos verde e preta: os outros pagam as duas taxas aqui
gwt-tip-no-hand = Sem taxa aqui

gwt-card-objective = Objetivo { $n } ({ $vp } / −{ $penalty } PV)
gwt-worker-cowboy = vaqueiro
gwt-worker-builder = construtor
gwt-worker-engineer = maquinista
gwt-tile-outlaw-green = bandido verde
gwt-tile-outlaw-orange = bandido laranja
gwt-tile-flood = inundação ({ $vp } PV)
gwt-tile-drought = seca ({ $vp } PV)
gwt-tile-rockfall = desmoronamento ({ $vp } PV)
gwt-disc-aux = linha auxiliar { $n }
gwt-disc-step-dollar = limite de passos ($)
gwt-disc-step-vp = limite de passos (PV)
gwt-disc-hand = limite de mão
gwt-disc-cert4 = certificado 4
gwt-disc-cert6 = certificado 6
gwt-disc-station = o disco da estação { $n }
gwt-count-cowboys = vaqueiro
gwt-count-builders = construtor
gwt-count-engineers = maquinista
gwt-count-workers = trabalhador
gwt-count-woods = construção própria no bosque
gwt-count-buildings = construção própria
gwt-count-stations = estação própria
gwt-count-hazards = perigo
gwt-count-pairs = par de bandidos
gwt-count-certificates = certificado
gwt-count-objectives = objetivo
gwt-cardask-value = uma carta de valor { $n }
gwt-cardask-any = qualquer carta de gado
gwt-cardask-pair = duas cartas da mesma raça
gwt-cardask-objective = uma carta de objetivo

gwt-fx-per = { $n } por { $what }
gwt-fx-money = +${ $n }
gwt-fx-certificate = certificado +{ $n }
gwt-fx-certificate-limit = certificados até o limite
gwt-fx-permanent = certificado permanente +{ $n }
gwt-fx-objective = pegar uma carta de objetivo
gwt-fx-objective-hand = pegar uma carta de objetivo para a mão
gwt-fx-exchange = uma ficha de troca
gwt-fx-engine = locomotiva +{ $n }
gwt-fx-hire = contratar um trabalhador
gwt-fx-hire-at = contratar um trabalhador (custo { $n })
gwt-fx-build = construir (${ $n } por construtor)
gwt-fx-buy = comprar gado
gwt-fx-hazard = remover um perigo
gwt-fx-bounty = cobrar uma recompensa
gwt-fx-aux = uma ação auxiliar
gwt-fx-herder = mover até { $n } e agir de novo
gwt-fx-walk = andar até { $n }
gwt-fx-draw = comprar { $n } e descartar o mesmo tanto
gwt-fx-outlaw-pairs = por par de bandidos: certificado +2 e $2
gwt-fx-adjacent = usar uma construção vizinha
gwt-fx-extra = entrega extraordinária
gwt-fx-upgrade-behind = melhorar uma estação atrás da locomotiva
gwt-fx-remove = remover até { $n } cartas do jogo
gwt-fx-discard = descartar { $ask } → { $then }
gwt-fx-pay = pagar ${ $n } → { $then }
gwt-fx-back = locomotiva volta { $n } → { $then }

gwt-ask-opening = Primeiro turno: descarte até o limite de mão e coloque seu vaqueiro-chefe numa construção neutra
gwt-ask-move = Fase A: mova seu vaqueiro-chefe
gwt-ask-act = Fase B: use a construção ou faça uma ação auxiliar
gwt-ask-foresight = Kansas City, previsão: pegue uma peça
gwt-ask-income = Kansas City, renda: quantos certificados gastar
gwt-ask-delivery = Kansas City, entrega: para onde enviar o gado
gwt-ask-discard = Qual carta descartar
gwt-ask-discard-drawn = Descarte tantas quantas comprou
gwt-ask-remove = Quais cartas saem do jogo
gwt-ask-engine = Para onde vai a locomotiva
gwt-ask-upgrade = Qual disco vai para a estação
gwt-ask-master = Pegar o chefe de estação?
gwt-ask-hire = Qual trabalhador contratar
gwt-ask-build = Qual construção, e onde
gwt-ask-buy = Qual gado comprar
gwt-ask-hazard = Qual perigo remover
gwt-ask-bounty = Qual bandido capturar
gwt-ask-aux = Qual ação auxiliar
gwt-ask-herder = Para onde o vaqueiro-chefe vai
gwt-ask-objective = Qual carta de objetivo
gwt-ask-adjacent = Qual construção vizinha
gwt-ask-extra = Para onde vai a entrega extraordinária
gwt-ask-one-of = Escolha uma

gwt-group-move = Mover
gwt-do-move = { $space } ({ $steps ->
    [one] 1 passo
   *[other] { $steps } passos
}, taxa ${ $fee })
gwt-do-start = Começar em { $space }
gwt-space-building = { $space }: edifício { $tile }
gwt-space-tile = { $space }: { $tile }
gwt-do-discard = Descartar { $cards }
gwt-do-remove = Remover do jogo: { $cards }
gwt-do-use = { $effect }
gwt-group-aux = Ação auxiliar
gwt-do-aux = { $effect }
gwt-do-aux-double = duas vezes: { $effect }
gwt-group-engine = Locomotiva
gwt-do-engine = para o espaço { $n }
gwt-group-disc = Disco a retirar
gwt-do-appoint = Pegar o chefe de estação por um { $worker }
gwt-group-hire = Contratar
gwt-do-hire = { $worker } por ${ $cost }
gwt-group-build = Construção { $tile }
gwt-do-build = em { $space } por ${ $cost }
gwt-group-buy = Comprar valor { $value } ({ $cowboys } vaqueiros, ${ $cost } cada)
gwt-do-refill = Pôr duas cartas no mercado de gado
gwt-group-hazard = Remover um perigo
gwt-do-hazard = { $tile } em { $space }
gwt-group-bounty = Recompensa
gwt-do-bounty = espaço de bandido { $n }
gwt-group-objective = Carta de objetivo
gwt-do-objective-top = a do topo da pilha
gwt-do-adjacent = Usar a construção em { $space }
gwt-group-deliver = Entregar em { $city }
gwt-do-extra = locomotiva volta a { $to }, disco: { $disc }
gwt-group-station = Estação { $n }
gwt-do-play-objective = Jogar { $card }
gwt-do-exchange = Usar uma ficha de troca
gwt-do-decline = Dispensar
gwt-do-end-turn = Terminar o turno
gwt-do-foresight = Pegar { $tile }
gwt-do-income = Receber ${ $value } (gastar { $spent ->
    [one] 1 certificado
   *[other] { $spent } certificados
})
gwt-group-deliver-cost = Entregar em { $city } (transporte ${ $cost })

gwt-task-building = construção própria
gwt-task-green-outlaw = bandido verde
gwt-task-orange-outlaw = bandido laranja
gwt-task-hazard = perigo
gwt-task-station = estação própria
gwt-task-value3 = carta de valor 3
gwt-task-value4 = carta de valor 4
gwt-task-value5 = carta de valor 5
gwt-task-new-york = disco em Nova York

gwt-score-money = Dinheiro ($5 = 1 PV)
gwt-score-buildings = Construções
gwt-score-cities = Cidades
gwt-score-stations = Estações
gwt-score-hazards = Perigos
gwt-score-cattle = Cartas de gado
gwt-score-objectives = Objetivos
gwt-score-station_masters = Chefes de estação
gwt-score-workers = Trabalhadores
gwt-score-step_limit = Disco do limite de passos
gwt-score-job_market_token = Ficha do mercado de trabalho
gwt-score-total = Total
gwt-card-objective-start = Objetivo { $n } ({ $vp } PV)
gwt-job-legend = V vaqueiro · C construtor · M maquinista
