# Ferrovia — português do Brasil. Toda chave aqui também deve estar em en.ftl (um teste confere).

## App e menu principal
app-title = Ferrovia
app-tagline = Uma mesa para jogos de tabuleiro ferroviários
menu-continue = Continuar
menu-new-game = Novo jogo
menu-load = Carregar
menu-watch = Replays
menu-import = Importar
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

## Carregar
load-title = Carregar um jogo
load-saves = Jogos salvos
load-none = Ainda não há jogos salvos.
load-path = Ou abra um arquivo
load-path-hint = caminho de um arquivo .ron
import-title = Importar uma partida
import-what = Uma partida registrada por outro site abre aqui: assista ação por ação e continue de qualquer ponto como uma partida sua.
import-source = { $game }: uma exportação de { $source } (o JSON da partida)
import-path-hint = caminho do arquivo .json exportado
import-after = A exportação só é lida, nunca escrita. "Continuar" começa um novo arquivo a partir da última ação; no visualizador, "Continuar daqui" começa um a partir de qualquer ação.
import-watch = Assistir
import-play = Continuar
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
pause-export = Exportar para { $site }
pause-exported = Gravado para { $site }: { $path }
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

key-undo = Desfazer

key-pause = Menu de pausa
key-switch-view = Alternar vista 2D / 3D

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
turn-of = Vez de { $name }
log = Histórico
undo = Desfazer
winner = { $name } venceu!
winners-shared = Vitória compartilhada: { $names }
view-2d = 2D
view-3d = 3D
handover-title = Passe a mesa para { $name }
handover-ready = Estou pronto
bot-thinking = { $name } está pensando…

# Railways of the World: opções

# Railways of the World: mesa

# Railways of the World: recusas (as regras dão a chave e os argumentos)

## Transmissão
stream-deciding = { $who } · { $what }
stream-points = Pontos
stream-open = Abrir janela de transmissão
stream-close = Fechar janela de transmissão
settings-stream-window = Janela de transmissão
settings-stream-window-hint = Uma segunda janela para capturar: tabuleiro, placar e jogadas como os espectadores veem, nada privado.
settings-stream-beauty = Câmera 3D de vitrine
settings-stream-beauty-hint = Uma órbita lenta em volta do tabuleiro 3D no lugar do mapa 2D (só sem atraso: mostra a mesa como está).
settings-stream-chroma = Fundo verde para chroma key
settings-stream-delay = Atraso da transmissão
settings-stream-delay-hint = Mantém a janela de transmissão e o overlay esse tempo atrás da mesa.
settings-stream-language = Idioma da transmissão
settings-stream-language-same = O mesmo da mesa
settings-overlay = Pasta do overlay
settings-overlay-hint = O OBS lê state.json, arquivos de texto e overlay.html daqui; em branco não grava nada.
toast-overlay-failed = Não foi possível gravar o overlay: { $reason }

## Chess clock
new-game-clock = Relógio de xadrez
new-game-clock-off = Nenhum
new-game-clock-minutes = { $n } min
new-game-clock-increment = Acréscimo por vez:
new-game-clock-pass = Sem tempo: passar automaticamente (onde o jogo permite passar)
clock-out = sem tempo

## Visualizador de partidas
viewer-title = Replay
viewer-at = Ação { $at } de { $of }
viewer-close = Fechar
viewer-play-on = Continuar daqui
viewer-turn = Ir para:
viewer-read-only = Isto é um replay: não dá para jogar nele.
load-watch = Assistir replay
score-sheet-watch = Assistir ao replay

## Desde a sua última vez
since-title = Desde a sua última vez, { $name }
since-more = …e mais { $n } antes
since-dismiss = Entendi
settings-since = Desde a sua última vez
settings-since-hint = Quando chega a sua vez, lista o que os outros fizeram desde a sua última jogada.
