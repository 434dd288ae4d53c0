# Ferrovia — español. Toda clave de aquí debe estar también en en.ftl (una prueba lo comprueba).

## App y menú principal
app-title = Ferrovia
app-tagline = Una mesa para juegos de mesa ferroviarios
menu-continue = Continuar
menu-new-game = Nueva partida
menu-load = Cargar
menu-watch = Repeticiones
menu-import = Importar
menu-settings = Configuración
menu-quit = Salir
menu-choose-game = Elige un juego
menu-footer-hint = Pulsa ? para ver los atajos de teclado
menu-selected = Seleccionado
game-in-development = En desarrollo
game-ready = Listo para jugar
game-players = { $min ->
    [1] { $max ->
        [1] 1 jugador
       *[other] 1–{ $max } jugadores
    }
   *[other] { $min }–{ $max } jugadores
}

## Botones usados en todas partes
back = Volver
close = Cerrar
done = Hecho
cancel = Cancelar

## Nueva partida
new-game-title = Nueva partida
new-game-seats = Jugadores
new-game-add-seat = Añadir jugador
new-game-remove-seat = Quitar este jugador
new-game-colour-hint = Haz clic para cambiar el color
new-game-seed = Semilla
new-game-seed-hint = vacía = aleatoria
new-game-seed-invalid = La semilla debe ser un número entero (de 0 a 18446744073709551615) o quedar vacía.
new-game-name-empty = Cada jugador necesita un nombre.
new-game-options = Opciones
new-game-start = Empezar
new-game-seed-chosen = Semilla { $seed }
seat-human = Humano
seat-bot-greedy = Bot: fácil
seat-bot-strong = Bot: fuerte
seat-default-human = Jugador { $n }
seat-default-bot-greedy = Bot fácil { $n }
seat-default-bot-strong = Bot fuerte { $n }
colour-0 = Naranja
colour-1 = Celeste
colour-2 = Verde
colour-3 = Amarillo
colour-4 = Azul
colour-5 = Bermellón

## Cargar
load-title = Cargar una partida
load-saves = Partidas guardadas
load-none = Aún no hay partidas guardadas.
load-path = O abre un archivo
load-path-hint = ruta a una partida guardada .ron
import-title = Importar una partida
import-what = Una partida registrada por otro sitio se abre aquí: mírala acción por acción y sigue desde cualquier punto como una partida tuya.
import-source = { $game }: una exportación de { $source } (el JSON de la partida)
import-path-hint = ruta al archivo .json exportado
import-after = La exportación solo se lee, nunca se escribe. "Seguir" empieza una partida nueva desde su última acción; en el visor, "Seguir desde aquí" la empieza desde cualquier acción.
import-watch = Ver
import-play = Seguir
load-button = Cargar
load-actions = { $count ->
    [one] 1 acción
   *[other] { $count } acciones
}
load-folder = Carpeta de partidas guardadas: { $dir }
time-just-now = hace un momento
time-minutes-ago = { $n ->
    [one] hace 1 minuto
   *[other] hace { $n } minutos
}
time-hours-ago = { $n ->
    [one] hace 1 hora
   *[other] hace { $n } horas
}
time-yesterday = ayer
time-days-ago = hace { $n } días

## Configuración
settings-title = Configuración
settings-ui-scale = Tamaño de la interfaz
settings-colour-blind = Modo para daltónicos
settings-colour-blind-hint = Añade una forma a cada color de jugador en el tablero.
settings-view = Vista del tablero
settings-bot-pace = Ritmo de los bots
settings-bot-pace-hint = Pausa entre las jugadas de los bots
settings-bot-pace-value = { $ms } ms
settings-language = Idioma

## Menú de pausa
menu = Menú
pause-title = En pausa
pause-resume = Reanudar
pause-save-as = Guardar como…
pause-export = Exportar para { $site }
pause-exported = Guardado para { $site }: { $path }
pause-load = Cargar
pause-undo = Deshacer
pause-settings = Configuración
pause-quit = Salir al menú
pause-seed = Semilla { $seed }
save-as-title = Guardar partida como
save-as-path = Archivo
save-as-button = Guardar

## Atajos
shortcuts-title = Atajos de teclado
shortcuts-close = Pulsa ? o Esc para cerrar

key-undo = Deshacer

key-pause = Menú de pausa
key-switch-view = Cambiar vista 2D / 3D

key-help = Mostrar esta ayuda

## Avisos
toast-load-failed = No se pudo cargar: { $reason }
toast-save-failed = No se pudo guardar: { $reason }
toast-rejected = { $name }: { $reason }
toast-undo-refused = No se puede deshacer: { $reason }
toast-saved = Guardado en { $path }
toast-undone = Última acción deshecha
toast-view = { $view }
toast-settings-broken = El archivo de configuración estaba dañado; se conservó como { $path } y se usan los valores predeterminados.
toast-settings-save-failed = No se pudo guardar la configuración: { $reason }

## Mesa de juego (usado por las pantallas de la mesa)
turn-of = Turno de { $name }
log = Historial
undo = Deshacer
winner = ¡{ $name } gana!
winners-shared = Victoria compartida: { $names }
view-2d = 2D
view-3d = 3D
handover-title = Pasa la mesa a { $name }
handover-ready = Estoy listo
bot-thinking = { $name } está pensando…

## Retransmisión
stream-deciding = { $who } · { $what }
stream-points = Puntos
stream-open = Abrir ventana de retransmisión
stream-close = Cerrar ventana de retransmisión
settings-stream-window = Ventana de retransmisión
settings-stream-window-hint = Una segunda ventana para capturar: tablero, puntuaciones y jugadas como las ven los espectadores, nada privado.
settings-stream-beauty = Cámara 3D de exhibición
settings-stream-beauty-hint = Una órbita lenta alrededor del tablero 3D en lugar del mapa 2D (solo sin retardo: muestra la mesa tal como está).
settings-stream-chroma = Fondo verde para croma
settings-stream-delay = Retardo de la retransmisión
settings-stream-delay-hint = Mantiene la ventana de retransmisión y el overlay este tiempo por detrás de la mesa.
settings-stream-language = Idioma de la retransmisión
settings-stream-language-same = El mismo que la mesa
settings-overlay = Carpeta del overlay
settings-overlay-hint = OBS lee state.json, archivos de texto y overlay.html desde aquí; en blanco no escribe nada.
toast-overlay-failed = No se pudo escribir el overlay: { $reason }

## Chess clock
new-game-clock = Reloj de ajedrez
new-game-clock-off = Ninguno
new-game-clock-minutes = { $n } min
new-game-clock-increment = Se suma cada turno:
new-game-clock-pass = Sin tiempo: pasar automáticamente (donde el juego permite pasar)
clock-out = sin tiempo

## Visor de repeticiones
viewer-title = Repetición
viewer-at = Acción { $at } de { $of }
viewer-close = Cerrar
viewer-play-on = Seguir desde aquí
viewer-turn = Ir a:
viewer-read-only = Esto es una repetición: no se puede jugar en ella.
load-watch = Ver repetición
score-sheet-watch = Ver la repetición

## Desde tu último turno
since-title = Desde tu último turno, { $name }
since-more = …y { $n } antes
since-dismiss = Entendido
settings-since = Desde tu último turno
settings-since-hint = Cuando llega tu turno, muestra lo que hicieron los demás desde tu última jugada.
