# Railways of the World (Português). Every key starts with "rotw-": the game's own words never collide with another's.

rotw-blurb = Construa ferrovias pelo mapa e entregue cubos de mercadorias para crescer seu império.
rotw-key-build = Construir trilhos
rotw-key-deliver = Entregar um cubo de mercadoria
rotw-key-urbanise = Urbanizar uma cidade cinza
rotw-key-confirm = Confirmar os trilhos em construção
rotw-key-step-back = Voltar o último hexágono
rotw-key-pan = Mover o mapa
rotw-key-zoom = Aproximar o mapa (ou a roda)
rotw-key-fit = Mostrar o mapa inteiro
rotw-key-escape = Largar a ferramenta, ou pausar
rotw-option-auction = Leilão do primeiro jogador
rotw-option-auction-standard = padrão (lance ou passe)
rotw-option-auction-no-bid-first-turn = sem lances no turno 1
rotw-option-auction-dropouts-pay-half = quem desiste paga metade
rotw-option-empty_cities = Cidades vazias que encerram o jogo
rotw-option-empty_cities-printing = por número de jogadores (padrão: 10–18)
rotw-option-empty_cities-sheet = por número de jogadores (primeira versão: 8–16)
rotw-option-empty_cities-4 = 4
rotw-option-empty_cities-6 = 6
rotw-option-empty_cities-8 = 8
rotw-option-empty_cities-10 = 10
rotw-option-empty_cities-12 = 12
rotw-option-empty_cities-14 = 14
rotw-option-empty_cities-16 = 16
rotw-option-empty_cities-18 = 18
rotw-option-empty_cities-20 = 20
rotw-option-cards = Cartas de Operações Ferroviárias
rotw-option-cards-on = em jogo (padrão)
rotw-option-cards-off = fora do jogo
rotw-option-major_lines = Cartas de Linha Principal
rotw-option-major_lines-off = fora (padrão: os pares não estão registrados)
rotw-option-major_lines-on = abertas desde o início (pares supostos)
rotw-option-bonds = Títulos
rotw-option-bonds-any-time = a qualquer momento do seu turno (padrão)
rotw-option-bonds-when-needed = só quando um pagamento precisa deles (edição posterior)
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
rotw-empty-cities-hint = Quando este número de cidades ficar sem cubos, o turno termina e joga-se mais um turno completo; então o jogo acaba. Urbanizar tira um marcador mas nunca adia o fim.
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
rotw-effect-major-line = Primeiro a ligar { $from } e { $to } só com as próprias ligações: +{ $points }.
rotw-effect-hotel = +1 sempre que alguém entregar um cubo em { $city }.
rotw-effect-land-grant = Uso único: trilhos em terreno aberto são grátis em uma construção, e a carta é descartada.
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
rotw-err-not-your-turn = É a vez do assento { $seat }
rotw-err-over = O jogo acabou
rotw-err-in-auction = Agora não: é o leilão do primeiro jogador
rotw-err-not-auction = Agora não: o leilão já terminou
rotw-err-afford = Isso custa ${ $need } e você tem ${ $have } (emita títulos antes)
rotw-err-bid-low = O lance deve ser de pelo menos ${ $min }
rotw-err-bid-high = Um lance pode ser de no máximo ${ $max }: seu dinheiro e cinco títulos
rotw-err-engine-top = Sua locomotiva já está no nível máximo, { $level }
rotw-err-not-link-site = A Ligação Oeste só pode ser construída num ponto de ligação (Des Moines, Kansas City)
rotw-err-link-built = { $city } já tem sua Ligação Oeste
rotw-err-no-city = Não existe a cidade { $id }
rotw-err-not-grey = { $city } é { $colour }, não cinza: só cidades cinzas podem ser urbanizadas
rotw-err-no-tile = Não sobrou peça de Cidade Nova { $goods }
rotw-err-no-tiles = Uma construção coloca pelo menos um trilho
rotw-err-too-many-tiles = Uma construção coloca no máximo { $max } trilhos; esta coloca { $tiles }
rotw-err-no-grant = Você não tem a Concessão de Terras do Governo
rotw-err-bonds-when-needed = Neste jogo os títulos só são emitidos quando um pagamento precisa deles: faça a ação e os títulos dela são emitidos
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
