# Ferrovia — português do Brasil. Toda chave aqui também deve estar em en.ftl (um teste confere).

## App e menu principal
app-title = Ferrovia
app-tagline = Uma mesa para jogos de tabuleiro ferroviários
menu-continue = Continuar
menu-new-game = Novo jogo
menu-load = Carregar
menu-settings = Configurações
menu-quit = Sair
menu-choose-game = Escolha um jogo
menu-footer-hint = Pressione ? para ver os atalhos de teclado
menu-selected = Selecionado
game-in-development = Em desenvolvimento
game-ready = Pronto para jogar
game-players = { $min ->
    [1] { $max ->
        [1] 1 jogador
       *[other] 1–{ $max } jogadores
    }
   *[other] { $min }–{ $max } jogadores
}
blurb-railroad-ink = Role os dados, desenhe estradas e trilhos e ligue as saídas do seu tabuleiro.
blurb-rotw = Construa ferrovias pelo mapa e entregue cubos de mercadorias para crescer seu império.
blurb-1822pnw = Leiloe companhias privadas e negocie ações para dominar o Noroeste Pacífico.
blurb-whistle-stop = Coloque peças e corra com seus trens para o oeste, recolhendo mercadorias no caminho.
blurb-gwt = Conduza seu rebanho pela trilha e embarque-o para o leste em Kansas City.

## Botões usados em todo lugar
back = Voltar
close = Fechar
done = Pronto
cancel = Cancelar

## Novo jogo
new-game-title = Novo jogo
new-game-seats = Jogadores
new-game-add-seat = Adicionar jogador
new-game-remove-seat = Remover este jogador
new-game-colour-hint = Clique para trocar a cor
new-game-seed = Semente
new-game-seed-hint = vazio = aleatória
new-game-seed-invalid = A semente deve ser um número inteiro (0 a 18446744073709551615) ou ficar vazia.
new-game-name-empty = Todo jogador precisa de um nome.
new-game-options = Opções
new-game-start = Começar
new-game-seed-chosen = Semente { $seed }
seat-human = Humano
seat-bot-greedy = Robô: fácil
seat-bot-strong = Robô: forte
seat-default-human = Jogador { $n }
seat-default-bot-greedy = Robô fácil { $n }
seat-default-bot-strong = Robô forte { $n }
colour-0 = Laranja
colour-1 = Azul-celeste
colour-2 = Verde
colour-3 = Amarelo
colour-4 = Azul
colour-5 = Vermelhão

## Opções de jogo (option-<chave> e option-<chave>-<escolha>)
option-one_exit_points = Uma rede com uma única saída vale
option-one_exit_points-0 = 0 pontos (padrão)
option-one_exit_points-2 = 2 pontos
option-longest = Estrada e ferrovia mais longas
option-longest-trail = podem repetir quadrados (padrão)
option-longest-simple = cada quadrado uma vez

## Carregar
load-title = Carregar um jogo
load-saves = Jogos salvos
load-none = Ainda não há jogos salvos.
load-path = Ou abra um arquivo
load-path-hint = caminho de um arquivo .ron
load-button = Carregar
load-actions = { $count ->
    [one] 1 ação
   *[other] { $count } ações
}
load-folder = Pasta dos jogos salvos: { $dir }
time-just-now = agora mesmo
time-minutes-ago = { $n ->
    [one] há 1 minuto
   *[other] há { $n } minutos
}
time-hours-ago = { $n ->
    [one] há 1 hora
   *[other] há { $n } horas
}
time-yesterday = ontem
time-days-ago = há { $n } dias

## Configurações
settings-title = Configurações
settings-ui-scale = Tamanho da interface
settings-colour-blind = Modo daltônico
settings-colour-blind-hint = Acrescenta uma forma a cada cor de jogador no tabuleiro.
settings-view = Vista do tabuleiro
settings-bot-pace = Ritmo dos robôs
settings-bot-pace-hint = Pausa entre as jogadas dos robôs
settings-bot-pace-value = { $ms } ms
settings-language = Idioma

## Menu de pausa
menu = Menu
pause-title = Pausado
pause-resume = Continuar
pause-save-as = Salvar como…
pause-load = Carregar
pause-undo = Desfazer
pause-settings = Configurações
pause-quit = Sair para o menu
pause-seed = Semente { $seed }
save-as-title = Salvar jogo como
save-as-path = Arquivo
save-as-button = Salvar

## Atalhos
shortcuts-title = Atalhos de teclado
shortcuts-close = Pressione ? ou Esc para fechar
key-rotate = Girar a peça
key-flip = Espelhar a peça
key-undo = Desfazer
key-finish-round = Terminar a rodada
key-pause = Menu de pausa
key-switch-view = Alternar vista 2D / 3D
key-rotw-build = Construir trilhos
key-rotw-deliver = Entregar um cubo de mercadoria
key-rotw-urbanise = Urbanizar uma cidade cinza
key-rotw-confirm = Confirmar os trilhos em construção
key-rotw-step-back = Voltar o último hexágono
key-rotw-pan = Mover o mapa
key-rotw-zoom = Aproximar o mapa (ou a roda)
key-rotw-fit = Mostrar o mapa inteiro
key-rotw-escape = Largar a ferramenta, ou pausar
key-help = Mostrar esta ajuda

## Avisos
toast-load-failed = Não foi possível carregar: { $reason }
toast-save-failed = Não foi possível salvar: { $reason }
toast-rejected = { $name }: { $reason }
toast-undo-refused = Não dá para desfazer: { $reason }
toast-saved = Salvo em { $path }
toast-undone = Última ação desfeita
toast-view = { $view }
toast-settings-broken = O arquivo de configurações estava danificado; foi guardado como { $path } e os valores padrão estão em uso.
toast-settings-save-failed = Não foi possível salvar as configurações: { $reason }

## Mesa de jogo (usado pelas telas da mesa)
phase-round = Rodada { $round } de 7
turn-of = Vez de { $name }
dice = Dados
specials = Especiais
scores = Pontuação
log = Histórico
finish-round = Terminar rodada
undo = Desfazer
rotate = Girar
flip = Espelhar
score-exits = Saídas
score-longest-rail = Ferrovia mais longa
score-longest-road = Estrada mais longa
score-centre = Centro
score-errors = Erros
score-total = Total
winner = { $name } venceu!
winners-shared = Vitória compartilhada: { $names }
view-2d = 2D
view-3d = 3D
handover-title = Passe a mesa para { $name }
handover-ready = Estou pronto
bot-thinking = { $name } está pensando…
tile-rail_curve = Curva de trilho
tile-rail_straight = Trilho reto
tile-rail_junction = Junção de trilhos
tile-road_junction = Junção de estradas
tile-road_straight = Estrada reta
tile-road_curve = Curva de estrada
tile-station_straight = Estação reta
tile-station_curve = Estação em curva
tile-overpass = Viaduto
tile-special_three_roads = Especial: três estradas, um trilho (estação)
tile-special_three_rails = Especial: três trilhos, uma estrada (estação)
tile-special_road_cross = Especial: cruzamento de estradas
tile-special_rail_cross = Especial: cruzamento de trilhos
tile-special_station_adjacent = Especial: estradas e trilhos lado a lado (estação)
tile-special_station_opposite = Especial: estradas e trilhos opostos (estação)

# Railroad Ink table
log-drew = { $name } desenhou { $tile } em { $square }
log-finished = { $name } terminou a rodada { $round }
ink-phase-drawing = Desenhando rotas
ink-phase-scored = Fim de jogo
ink-specials-round = rodada { $used }/1
ink-specials-game = partida { $used }/3
ink-hint-pick = Escolha um dado (1–4) ou uma rota especial
ink-hint-place = Clique num quadrado destacado · R gira · F espelha · botão direito gira
ink-look = Ver esta folha
ink-back = Voltar à mesa
ink-highlights = Mostrar redes
ink-score-sheet = Folha de pontuação
ink-score-legend = No tabuleiro: contornos numerados = redes (saídas entre parênteses), linha tracejada = ferrovia mais longa, linha contínua = rodovia mais longa, ✕ = erro
ink-tiebreak-errors = Empate em pontos: vence quem tem menos erros.
ink-tiebreak-shared = Empate em pontos e erros: a vitória é compartilhada.

# Railroad Ink refusals
edge-road = estrada
edge-rail = ferrovia
side-n = norte
side-e = leste
side-s = sul
side-w = oeste
ink-err-occupied = { $square } já está desenhado
ink-err-clash-route = Uma { $mine } não pode encontrar uma { $theirs } no lado { $side } ({ $square })
ink-err-clash-exit = Uma { $mine } não pode encontrar uma saída de { $theirs } no lado { $side }
ink-err-no-connection = Uma rota precisa se ligar a uma saída ou a uma rota já desenhada
ink-err-not-rolled = Nenhum dado mostra { $tile } nesta rodada
ink-err-already-drawn = Você já desenhou { $tile } nesta rodada
ink-err-special-used = Você já usou { $tile }
ink-err-one-special = Só uma rota especial por rodada
ink-err-three-specials = Você já usou as 3 rotas especiais da partida
ink-err-must-draw = Você ainda precisa desenhar { $tile }: há um lugar válido
ink-copy-notation = Copiar a notação do tabuleiro:
ink-copy-notation-hint = Copia o tabuleiro em notação de jogadas (5 caracteres por rota), para colar em ferrovia ink score ou compartilhar

# Railways of the World: opções
option-auction = Leilão do primeiro jogador
option-auction-standard = padrão (lance ou passe)
option-auction-no-bid-first-turn = sem lances no turno 1
option-auction-dropouts-pay-half = quem desiste paga metade
option-empty_cities = Cidades vazias que encerram o jogo
option-empty_cities-sheet = pelo número de jogadores (padrão)
option-empty_cities-4 = 4
option-empty_cities-6 = 6
option-empty_cities-8 = 8
option-empty_cities-10 = 10
option-empty_cities-12 = 12
option-empty_cities-14 = 14
option-empty_cities-16 = 16
option-empty_cities-18 = 18
option-empty_cities-20 = 20
option-cards = Cartas de Operações Ferroviárias
option-cards-on = em jogo (padrão)
option-cards-off = fora do jogo

# Railways of the World: mesa
rotw-turn = Turno { $turn } · rodada { $round }/3
rotw-turn-only = Turno { $turn }
rotw-phase-auction = Leilão do primeiro jogador
rotw-phase-actions = Ações
rotw-phase-income = Renda
rotw-phase-over = Fim de jogo
rotw-extra-actions = { $n ->
    [one] +1 ação extra
   *[other] +{ $n } ações extras
}
rotw-empty-cities = Cidades vazias { $n }/{ $end }
rotw-empty-cities-hint = O jogo termina depois do turno em que este número de cidades ficar sem cubos.
rotw-last-turn = Último turno!
rotw-ends-after = O jogo termina depois do turno { $turn }
rotw-map-builtin = mapa embutido
rotw-players = Jogadores
rotw-first-player = Primeiro jogador neste turno
rotw-vp = { $vp } PV
rotw-bonds = { $n ->
    [one] 1 título
   *[other] { $n } títulos
}
rotw-engine = locomotiva { $level }
rotw-income-line = Trilha { $pos } → ${ $income }k/turno
rotw-links = { $n ->
    [one] 1 ligação
   *[other] { $n } ligações
}
rotw-links-n = { $n ->
    [one] 1 ligação
   *[other] { $n } ligações
}
rotw-income-chart = Trilha de renda por turno
rotw-chart-turn = Turno
rotw-auction = Leilão do primeiro jogador
rotw-auction-hint = Quem der o maior lance paga e joga primeiro; passar é definitivo.
rotw-standing-bid = Lance atual: { $name }, ${ $amount }k
rotw-no-bid = Nenhum lance ainda
rotw-out = fora
rotw-your-bid = Seu lance
rotw-bid = Lance ${ $amount }k
rotw-pass = Passar
rotw-issue-bond = Emitir título +${ $cash }k
rotw-bond-hint = Cada título custa $1k de juros por turno e 1 PV no final.
rotw-auction-bar = Dê um lance ou passe no painel do leilão, à direita.
rotw-cards = Cartas de operações
rotw-cards-deck = Baralho { $deck } · descartadas { $discard }
rotw-take = Pegar
rotw-symbol-goal = Objetivo: o primeiro a cumpri-lo pontua
rotw-symbol-diamond = Guarde: uso uma vez por turno
rotw-symbol-now = Age na hora e é descartada
rotw-symbol-keep = Guarde até usar
rotw-symbol-permanent = Vale até o fim do jogo
rotw-effect-first-delivery = Primeiro jogador a entregar um cubo: +{ $points } na trilha de renda.
rotw-effect-long-delivery = Primeiro a entregar um cubo por pelo menos { $links } ligações: +{ $points }.
rotw-effect-engine = Primeiro a chegar à locomotiva { $level }: +{ $points }.
rotw-effect-bounty = Primeiro a entregar um cubo em { $city }: +{ $points }.
rotw-effect-hotel = +1 sempre que alguém entregar um cubo em { $city }.
rotw-effect-land-grant = Trilhos em terreno aberto são grátis em uma construção por turno.
rotw-effect-new-industry = Coloque de graça uma peça de Cidade Nova numa cidade cinza.
rotw-effect-executive = Faça { $n } ações seguidas.
rotw-effect-engineering = Coloque até { $n } trilhos numa construção.
rotw-effect-growth = Tire { $n } cubos do saco para uma cidade.
rotw-build = Construir
rotw-build-hint-start = Clique numa cidade ou na ponta de uma ligação sua inacabada.
rotw-build-hint-next = Clique no próximo hexágono (brilhando); o último é para onde o trilho aponta. Botão direito ou Backspace volta um passo.
rotw-build-tiles = Trilhos { $n } de { $max }
rotw-build-cost = Custo ${ $cost }k
rotw-build-cost-to = Custo ${ $cost }k · completa a ligação até { $city }
rotw-land-grant = Usar a Concessão de Terras do Governo
rotw-confirm = Confirmar
rotw-deliver = Entregar
rotw-deliver-hint-from = Clique numa cidade brilhando para pegar um cubo ali.
rotw-deliver-from = De { $city }
rotw-deliver-hint-to = Clique num destino abaixo ou numa cidade brilhando no mapa. Passe o mouse para ver a rota.
rotw-no-deliveries = Nenhum cubo alcança uma cidade da sua cor pelas suas ligações.
rotw-you = você
rotw-urbanise = Urbanizar ${ $cost }k
rotw-pick-grey-city = Clique numa cidade cinza.
rotw-pick-city = Clique numa cidade.
rotw-pick-colour = { $city }: escolha a cor da Cidade Nova
rotw-upgrade = Locomotiva → { $level } (${ $cost }k)
rotw-western-link = Ligação Oeste ${ $cost }k
rotw-western-link-hint = Construa a Ligação Oeste em Des Moines ou Kansas City: cubos vermelhos chegam ali.
rotw-skip = Pular
rotw-goods-red = vermelho
rotw-goods-yellow = amarelo
rotw-goods-blue = azul
rotw-goods-black = preto
rotw-goods-purple = roxo
rotw-goods-grey = cinza
rotw-terrain-open = campo aberto
rotw-terrain-water = rio ou costa
rotw-terrain-hills = colinas
rotw-terrain-sea = lago ou mar
rotw-no-track = sem trilhos
rotw-score-sheet = Pontuação final
rotw-score-track = Trilha de renda
rotw-score-bonds = Títulos
rotw-score-vp = Pontos de vitória
rotw-score-links = Ligações completas
rotw-score-money = Dinheiro
rotw-score-engine = Locomotiva
rotw-score-legend = PV = posição na trilha de renda − títulos. Empates: mais ligações completas, depois mais dinheiro.
rotw-tiebreak-links = Empate em pontos: vence quem tem mais ligações completas.
rotw-tiebreak-money = Empate em pontos e ligações: vence quem tem mais dinheiro.
rotw-tiebreak-shared = Empate em pontos, ligações e dinheiro: a vitória é dividida.
rotw-log-bid = { $name } deu lance de ${ $amount }k
rotw-log-pass = { $name } passou
rotw-log-bond = { $name } emitiu um título
rotw-log-its-line = sua linha
rotw-log-build = { $name } colocou { $tiles ->
    [one] 1 trilho
   *[other] { $tiles } trilhos
} a partir de { $from }
rotw-log-build-to = { $name } colocou { $tiles ->
    [one] 1 trilho
   *[other] { $tiles } trilhos
} de { $from } até { $to }
rotw-log-urbanise = { $name } urbanizou { $city } ({ $colour })
rotw-log-engine = { $name } melhorou a locomotiva
rotw-log-deliver = { $name } entregou { $colour } de { $from } até { $to } ({ $links ->
    [one] 1 ligação
   *[other] { $links } ligações
})
rotw-log-card = { $name } pegou { $card }
rotw-log-western = { $name } construiu a Ligação Oeste em { $city }
rotw-log-skip = { $name } pulou

# Railways of the World: recusas (as regras dão a chave e os argumentos)
rotw-err-not-your-turn = É a vez do assento { $seat }
rotw-err-over = O jogo acabou
rotw-err-in-auction = Agora não: é o leilão do primeiro jogador
rotw-err-not-auction = Agora não: o leilão já terminou
rotw-err-afford = Isso custa ${ $need } e você tem ${ $have } (emita títulos antes)
rotw-err-bid-low = O lance deve ser de pelo menos ${ $min }
rotw-err-engine-top = Sua locomotiva já está no nível máximo, { $level }
rotw-err-not-link-site = A Ligação Oeste só pode ser construída num ponto de ligação (Des Moines, Kansas City)
rotw-err-link-built = { $city } já tem sua Ligação Oeste
rotw-err-no-city = Não existe a cidade { $id }
rotw-err-not-grey = { $city } é { $colour }, não cinza: só cidades cinzas podem ser urbanizadas
rotw-err-no-tile = Não sobrou peça de Cidade Nova { $goods }
rotw-err-no-tiles = Uma construção coloca pelo menos um trilho
rotw-err-too-many-tiles = Uma construção coloca no máximo { $max } trilhos; esta coloca { $tiles }
rotw-err-no-grant = Você não tem a Concessão de Terras do Governo
rotw-err-grant-used = Sua concessão de terras já foi usada neste turno
rotw-err-bad-start = O trilho deve começar numa cidade ou continuar a ponta de uma ligação sua inacabada
rotw-err-not-adjacent = Cada hexágono da rota deve tocar o anterior
rotw-err-hex-twice = Uma ligação não pode passar duas vezes pelo mesmo hexágono
rotw-err-through-city = O trilho para na primeira cidade que alcança ({ $city })
rotw-err-loop = Uma ligação deve unir duas cidades diferentes
rotw-err-off-map = O trilho apontaria para fora do mapa
rotw-err-not-buildable = Não se pode colocar trilhos ali
rotw-err-hex-full = Esse hexágono já tem dois trilhos
rotw-err-side-taken = Outra linha já usa esse lado do hexágono
rotw-err-too-sharp = O trilho só pode fazer curvas suaves (sem curvas fechadas)
rotw-err-no-cube = { $city } não tem cubo { $goods }
rotw-err-no-links = Uma entrega usa pelo menos uma ligação
rotw-err-engine-short = Sua locomotiva de nível { $engine } leva um cubo por no máximo { $engine } ligações; esta rota tem { $links }
rotw-err-no-link = Não existe a ligação { $id }
rotw-err-incomplete = Cubos só viajam por ligações completas
rotw-err-link-twice = Um cubo não pode usar a mesma ligação duas vezes
rotw-err-first-link = A primeira ligação de uma entrega deve ser sua
rotw-err-disjoint = As ligações não formam uma rota única a partir dessa cidade
rotw-err-city-twice = Um cubo não pode passar duas vezes pela mesma cidade ({ $city })
rotw-err-wrong-colour = { $city } não aceita cubos { $goods }
rotw-err-must-stop = O cubo deve parar na primeira cidade { $goods } que alcança: { $city }
rotw-err-card-not-up = Essa carta não está virada para cima
rotw-err-goal-card = { $card } não pode ser pega: o primeiro a cumpri-la pontua
rotw-err-needs-new-city = Nova Indústria precisa de uma cidade cinza e de uma cor
rotw-err-needs-city = Crescimento Urbano precisa de uma cidade
rotw-err-no-target = { $card } não tem alvo
ink-err-not-your-turn = É a vez do lugar { $seat } desenhar
ink-err-over = O jogo terminou
