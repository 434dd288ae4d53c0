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
ws-log-coal = { $seat } gasta um carvão: um trem até { $at } ({ $tiles } peças colocadas)
ws-log-whistle = { $seat } usa um apito: um trem até { $at } ({ $tiles } peças colocadas)
ws-log-buy = { $seat } compra { $upgrade }
ws-log-buy-from = { $seat } compra { $upgrade } do seu dono
ws-log-use = { $seat } gasta um carvão em { $upgrade }
ws-log-end-turn = { $seat } encerra o turno
ws-log-stay = { $seat } não se move e ganha um apito
ws-log-draw-face-up = { $seat } pega uma peça aberta
ws-log-draw-pile = { $seat } compra uma peça
ws-log-search = { $seat } procura na pilha com a Bússola
ws-log-skip-refill = { $seat } deixa a mão como está
ws-log-trade = { $seat } troca { $good }
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
