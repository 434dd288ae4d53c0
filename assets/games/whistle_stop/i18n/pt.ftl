# Whistle Stop (Português). Every key starts with "ws-": the game's own words never collide with another's.

ws-blurb = Coloque peças e corra com seus trens para o oeste, recolhendo mercadorias no caminho.

ws-round = Rodada { $round } de { $rounds }
ws-phase-placing = Colocando trens na costa leste
ws-phase-turn = Movendo trens
ws-phase-refill = Completando a mão

ws-option-upgrade_limit = Melhorias que um jogador pode ter
ws-option-upgrade_limit-none = sem limite (regras em inglês)
ws-option-upgrade_limit-3 = no máximo 3 (uma edição francesa)

ws-good-cotton = Algodão
ws-good-gravel = Cascalho
ws-good-lumber = Madeira
ws-good-cattle = Gado
ws-good-whiskey = Uísque
ws-good-steel = Aço

ws-upgrade-coal-car = Vagão de carvão
ws-upgrade-open-wagon = Vagão aberto
ws-upgrade-mine-cart = Vagonete de mina
ws-upgrade-toll-station = Posto de pedágio
ws-upgrade-compass = Bússola
ws-upgrade-first-class-cabin = Cabine de primeira classe
ws-upgrade-blocking-signal = Sinal de bloqueio
ws-upgrade-caboose = Vagão de cauda
ws-upgrade-safe = Cofre
ws-upgrade-warehouse = Armazém
ws-upgrade-extra-boiler = Caldeira extra
ws-upgrade-new-whistle = Apito novo

ws-score-fame = Fama
ws-score-majorities = Maiorias
ws-score-upgrades = Melhorias
ws-score-gold = Ouro
ws-score-resources = Mercadorias
ws-score-tokens = Fichas
ws-score-hand_penalty = Peças na mão

ws-log-place = { $seat } põe um trem em { $at }
ws-log-coal = { $seat } gasta um carvão: um trem até { $at }{ $tiles ->
    [0] {""}
    [1] {" "}(1 peça colocada)
   *[other] {" "}({ $tiles } peças colocadas)
}
ws-log-whistle = { $seat } usa um apito: um trem até { $at }{ $tiles ->
    [0] {""}
    [1] {" "}(1 peça colocada)
   *[other] {" "}({ $tiles } peças colocadas)
}
ws-log-buy = { $seat } compra { $upgrade }
ws-log-buy-from = { $seat } compra { $upgrade } do seu dono
ws-log-use = { $seat } gasta um carvão em { $upgrade }
ws-log-end-turn = { $seat } encerra o turno
ws-log-stay = { $seat } não se move e ganha um apito
ws-log-draw-face-up = { $seat } pega uma peça aberta
ws-log-draw-pile = { $seat } compra uma peça
ws-log-search = { $seat } procura na pilha com a Bússola
ws-log-skip-refill = { $seat } deixa a mão como está
ws-log-trade = { $seat } troca { $good } por { $get }
ws-log-stop-trading = { $seat } para de trocar
ws-log-pick = { $seat } pega { $good }
ws-log-pick-coal = { $seat } pega um carvão
ws-log-pick-whistle = { $seat } pega um apito
ws-log-pick-gold = { $seat } pega uma pepita de ouro
ws-log-pay = { $seat } paga as mercadorias pela fama
ws-log-decline = { $seat } não paga e perde a fama
ws-log-park = { $seat } estaciona um trem no espaço de recursos { $space }
ws-log-give-up = { $seat } entrega uma ação da { $railroad }
ws-log-discard = { $seat } descarta { $good }
ws-log-put-back = { $seat } devolve uma peça para baixo da pilha

ws-err-over = A partida acabou.
ws-err-not-your-turn = Agora decide outro jogador.
ws-err-not-now = Isso não pode ser feito agora.
ws-err-coast-taken = Essa parada da costa leste está ocupada.
ws-err-no-such-train = Esse não é um dos seus trens no tabuleiro.
ws-err-no-such-move = O trem não chega a essa parada por esse caminho.
ws-err-no-token = Você não tem fichas desse tipo.
ws-err-tokens-spent = Você já gastou suas 4 fichas neste turno.
ws-err-stayed = Você já encerrou os movimentos do turno.
ws-err-toll-due = É preciso pagar uma mercadoria ao dono do Posto de pedágio para sair desta parada.
ws-err-no-toll = Aqui não há pedágio.
ws-err-upgrades-bought = Você já comprou 2 melhorias neste turno.
ws-err-no-such-upgrade = Essa melhoria não está à venda para você.
ws-err-cannot-pay = Você não tem as mercadorias pedidas.
ws-err-rare-due = Comprar de um jogador custa também uma mercadoria rara para ele.
ws-err-upgrade-limit = Você já tem tantas melhorias quanto as regras permitem.
ws-err-not-owned = Você não tem essa melhoria.
ws-err-no-coal = Você não tem carvão.
ws-err-bad-trade = Um entreposto não permite essa troca.
ws-err-over-limit = Você passaria de 10 mercadorias.
ws-err-not-held = Você não tem { $good }.
ws-err-supply-out = Não há mais na reserva.
ws-err-answer = Responda primeiro à pergunta.
ws-err-space-taken = Esse espaço de recursos está ocupado.
ws-err-no-tile = Não há essa peça.
ws-err-hand-full = Sua mão está cheia.
ws-err-not-last-round = Só na última rodada.
ws-err-nothing-to-repeat = Esse trem não está numa parada para usar de novo.
ws-err-bad-swap = Essa troca não é permitida.

ws-log = Registro
ws-players = Jogadores
ws-fame = { $fame } de fama · { $total } até agora
ws-tokens-line = { $coal } carvão · { $whistles } apitos · { $hand } peças · { $gold } ouro · { $trains } trens em jogo
ws-upgrades = Melhorias à venda
ws-railroads = Ferrovias
ws-railroad-line = { $name } ({ $town }): restam { $left } ações
ws-q-trade = Troque (até duas trocas)
ws-q-pick = Pegue uma mercadoria
ws-q-town = Pagar a cidade?
ws-q-deliver = Entregar?
ws-q-give-up = Entregue uma ação
ws-q-park = Estacione o trem na trilha de recursos
ws-q-overflow = Dez mercadorias: descarte uma
ws-q-trim = Devolva peças para baixo da pilha
ws-q-place = Coloque um trem na costa leste
ws-q-refill = Complete sua mão
ws-q-turn = Sua vez
ws-waiting = Esperando { $name }
ws-turn-spent = Fichas gastas { $tokens }/4 · melhorias compradas { $bought }/2
ws-pick-train = Clique num trem seu ou escolha aqui; as paradas circuladas são aonde ele pode ir (azul: só com apito).
ws-score-sheet = Pontuação final
ws-score-total = Total
ws-your-hand = Sua mão
ws-hand-hidden = As mãos ficam ocultas até o jogador assumir o lugar.
ws-face-up = Abertas ({ $pile } na pilha)
ws-resource-track = Trilha de recursos
ws-whistle-round = rodada de apito
ws-coal-round = rodada de carvão
ws-key-end-turn = Encerrar o turno
ws-at-coast = Costa leste { $n }
ws-whistle = um apito
ws-two-coal = 2 carvões
ws-coal = um carvão
ws-gold = uma pepita de ouro
ws-do-place = Trem na costa leste { $n }
ws-do-coal = Carvão: até { $at }
ws-do-whistle = Apito: até { $at }
ws-do-toll = pedágio: { $good }
ws-do-buy = Comprar { $upgrade } ★{ $stars } por { $cost }
ws-do-rare-to-owner = { $good } para o dono
ws-do-caboose = { $name }: o trem { $train } usa sua parada de novo
ws-do-safe = Cofre: troca { $give } por { $take }
ws-do-use = Gastar um carvão: { $name }
ws-do-end-turn = Encerrar o turno
ws-do-stay = Não mover (ganha um apito)
ws-do-face-up = Pegar a peça aberta { $n }
ws-do-pile = Comprar da pilha
ws-do-search = Bússola: pegar uma peça com { $what }
ws-do-skip-refill = Deixar a mão como está
ws-do-trade = Trocar { $give } por { $get }
ws-do-stop-trading = Sem mais trocas
ws-do-take = Pegar { $what }
ws-do-pay = Pagar as mercadorias
ws-do-decline = Não pagar (perde a fama)
ws-do-park = Estacionar no espaço { $n }: { $gains }
ws-do-give-up = Entregar { $share }
ws-do-discard = Descartar { $good }
ws-do-put-back = Devolver esta peça
ws-no-stop = sem parada
ws-stop-coal-yard = Pátio de carvão
ws-stop-trading-post = Entreposto
ws-stop-general-store = Armazém geral
ws-stop-whistle-factory = Fábrica de apitos
ws-stop-gold-mine = Mina de ouro
ws-stop-deliver = peça final ({ $fame } de fama)
ws-stop-stock-market = Bolsa ({ $fame } por ação)
ws-train-button = Trem em { $at } ({ $n } movimentos)
ws-do-lay = coloca { $what } em { $at } (girada { $turn })
ws-plain-track = trilho sem parada
ws-ways-to = { $n } maneiras de chegar a { $at }: escolha uma
ws-all-moves = Todos os movimentos
ws-board-coal = CARVÃO
ws-board-trade = COMÉRCIO
ws-board-store = LOJA
ws-board-whistle = APITO
ws-board-gold = OURO
ws-board-per-share = { $fame }★/ação
ws-to-ways = Para { $at } · { $n } maneiras ›
ws-log-trade-two = { $seat } troca { $good } por { $get } e { $also }
ws-log-trade-whistle = { $seat } troca { $good } por um apito
ws-log-trade-coal = { $seat } troca { $good } por dois carvões
ws-asks = { $stop } pede { $goods } por { $fame }★
ws-you-lack = falta-lhe { $goods }
ws-no-track = sem trilho: só se move com apito
ws-upgrade-coal-car-does = Gaste 1 carvão: ganhe 2 carvões.
ws-upgrade-open-wagon-does = Gaste 1 carvão: faça até 2 trocas como num Posto de comércio.
ws-upgrade-mine-cart-does = Gaste 1 carvão: pegue uma pepita de ouro virada para baixo.
ws-upgrade-toll-station-does = Quem sai de uma parada onde você tem um trem paga-lhe 1 recurso à escolha; um trem que não pode pagar não pode sair.
ws-upgrade-compass-does = Ao completar a mão, você pode procurar uma peça na pilha.
ws-upgrade-first-class-cabin-does = Gaste 1 carvão: ganhe 4 de fama a cada 3 ações que tiver.
ws-upgrade-blocking-signal-does = Nenhum outro jogador pode mover um trem para uma parada onde você tem um trem.
ws-upgrade-caboose-does = Gaste 1 carvão: use de novo a parada onde está um trem seu.
ws-upgrade-safe-does = Gaste 1 carvão: troque uma ação sua por uma livre de uma Cidade no tabuleiro (a sua sai do jogo).
ws-upgrade-warehouse-does = Gaste 1 carvão: ganhe 1 recurso qualquer.
ws-upgrade-extra-boiler-does = Mão de 5; um movimento pode colocar até 5 peças; sem penalidade por peças de Cidade ou especiais na mão.
ws-upgrade-new-whistle-does = Gaste 1 carvão: ganhe 1 apito.
ws-turn-track = Trilha de turnos
ws-the-end-tile = A peça final
ws-n-coal = { $n } carvão
ws-n-whistles = { $n ->
    [1] um apito
   *[other] { $n } apitos
}
ws-any-one = um de qualquer coisa (carvão, apito, pepita ou recurso)
