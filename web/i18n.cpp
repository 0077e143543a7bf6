#include "i18n.h"

#include <set>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>

#include "core/messages.h"
#include "core/record.h"
#include "kit/web_game.h"

namespace empui {
namespace {

// clang-format off
const std::vector<Translation> kTable = {
  // ---- general ----
  {"app.title", "Empires", "Empires"},
  {"app.tagline", "Board games of empire building, in your browser.", "Brettspiele über den Aufbau von Reichen, im Browser."},
  {"common.back", "Back", "Zurück"},
  {"common.close", "Close", "Schließen"},
  {"common.ok", "OK", "OK"},
  {"common.menu", "Menu", "Menü"},
  {"common.settings", "Settings", "Einstellungen"},
  {"common.about", "Rules", "Regeln"},
  {"lang.en", "English", "English"},
  {"lang.de", "Deutsch", "Deutsch"},

  // ---- main menu ----
  {"menu.choose_game", "Game", "Spiel"},
  {"menu.players", "Players", "Spieler"},
  {"menu.players_range", "{0}–{1} players", "{0}–{1} Spieler"},
  {"menu.seat", "Seat {0}", "Platz {0}"},
  {"menu.human", "Human", "Mensch"},
  {"menu.bot", "Bot", "Computer"},
  {"menu.remote", "By link", "Per Link"},
  {"menu.remote_tip", "A friend at another device: after each of your moves you send them a link, and they send one back.", "Eine Person an einem anderen Gerät: Nach jedem eigenen Zug schickst du ihr einen Link, sie schickt einen zurück."},
  {"table.choose_title", "Who plays at this device?", "Wer spielt an diesem Gerät?"},
  {"table.choose_hint", "This link brings the whole table. Choose the seats played here; the others play elsewhere, by link.", "Dieser Link bringt den ganzen Tisch mit. Wähle die Plätze, die hier gespielt werden; die anderen spielen anderswo, per Link."},
  {"table.choose_hint_link", "A game played by link. Choose your seat or seats; the others play at their own devices.", "Eine Partie per Link. Wähle deinen Platz oder deine Plätze; die anderen spielen an ihren eigenen Geräten."},
  {"table.here", "Here", "Hier"},
  {"table.here_tip", "This seat is played at this device.", "Dieser Platz wird an diesem Gerät gespielt."},
  {"table.elsewhere", "Elsewhere", "Anderswo"},
  {"table.elsewhere_tip", "This person plays at another device; you send them a link when it is their move.", "Diese Person spielt an einem anderen Gerät; du schickst ihr einen Link, wenn sie am Zug ist."},
  {"table.to_move", "(to move)", "(am Zug)"},
  {"table.bot_seat", "Bot: {0}", "Computer: {0}"},
  {"table.start", "Play", "Spielen"},
  {"table.none_here", "Choose at least one seat to play at this device.", "Wähle mindestens einen Platz, der an diesem Gerät gespielt wird."},
  {"err.seat_kind", "A seat's kind must be human, bot or remote (not “{0}”).", "Ein Platz muss human, bot oder remote sein (nicht „{0}“)."},
  {"err.seat_bad", "Every seat must be given as {kind, bot, name, colour}.", "Jeder Platz muss als {kind, bot, name, colour} angegeben werden."},
  {"table.take_over", "Take over", "Übernehmen"},
  {"table.take_over_tip", "The link says this person plays at another device. Taking the seat over plays it here and shows its hand here; everybody at this table is told.", "Laut Link spielt diese Person an einem anderen Gerät. Wer den Platz übernimmt, spielt ihn hier und sieht hier seine Hand; alle an diesem Tisch erfahren es."},
  {"table.take_over_warn", "{0} plays at another device. Taking the seat over shows {0}'s hand at this device, and it is shown to everybody here for the rest of the game. Tell {0}.", "{0} spielt an einem anderen Gerät. Wer den Platz übernimmt, sieht hier die Hand von {0}, und das wird hier allen bis zum Ende der Partie angezeigt. Sag es {0}."},
  {"table.moved_line", "{0} has already moved at another device: playing that seat here is a take-over, which everybody is told.", "{0} hat schon an einem anderen Gerät gezogen: Diesen Platz hier zu spielen ist eine Übernahme, die alle erfahren."},
  {"table.take_first", "{0} plays at another device: only an explicit \"Take over\" plays that seat here.", "{0} spielt an einem anderen Gerät: Nur ein ausdrückliches \"Übernehmen\" spielt diesen Platz hier."},
  {"table.taken_notice", "Taken over at this device: {0}. Everybody here is told; tell them too.", "An diesem Gerät übernommen: {0}. Alle hier erfahren es; sag es den Betroffenen auch."},
  {"log.taken_over", "{0}'s seat was taken over: from here on a person at another device than before plays it.",
                     "Der Platz von {0} wurde übernommen: Ab hier spielt ihn jemand an einem anderen Gerät als zuvor."},
  {"table.taken_line", "Taken over at this device from another device: {0}.", "An diesem Gerät von einem anderen Gerät übernommen: {0}."},
  {"saves.err.unknown_bot", "the file names a bot this version does not have ({0})", "die Datei nennt einen Computer, den diese Version nicht hat ({0})"},
  {"table.unknown_bot", "the link names a bot this version does not have ({0})", "der Link nennt einen Computer, den diese Version nicht hat ({0})"},
  {"pbl.send_title", "{0} plays elsewhere: send your move", "{0} spielt anderswo: Zug verschicken"},
  {"pbl.send_hint", "Copy the link and send it to {0}. Their reply link brings the game back here.", "Kopiere den Link und schicke ihn an {0}. Der Link, den {0} zurückschickt, bringt die Partie wieder hierher."},
  {"pbl.whole_game", "The link carries the whole game, including what only one seat may see: whoever opens it can look at everything.", "Der Link enthält die ganze Partie, auch was nur ein Platz sehen darf: Wer ihn öffnet, kann alles ansehen."},
  {"game.remote_turn", "Waiting for {0}, who plays elsewhere", "Warten auf {0} (spielt anderswo)"},
  {"pbl.send_end", "The game is over. Send the final link to {0} so they see the end too.", "Die Partie ist vorbei. Schicke den letzten Link an {0}, damit auch dort das Ende zu sehen ist."},
  {"pbl.moved_elsewhere", "Moves {1} were made for {0} at another device without a take-over, but {0} plays here. Nothing was changed.", "Die Züge {1} wurden an einem anderen Gerät ohne Übernahme für {0} gemacht, aber {0} spielt hier. Nichts wurde geändert."},
  {"pbl.moved_elsewhere.one", "Move {1} was made for {0} at another device without a take-over, but {0} plays here. Nothing was changed.", "Zug {1} wurde an einem anderen Gerät ohne Übernahme für {0} gemacht, aber {0} spielt hier. Nichts wurde geändert."},
  {"pbl.copy", "Copy link to send", "Link zum Verschicken kopieren"},
  {"pbl.to_move", "{0} to move.", "{0} ist am Zug."},
  {"pbl.older", "This link is older than the game on this device (move {0}; this device has move {1}). Nothing was changed.", "Dieser Link ist älter als die Partie auf diesem Gerät (Zug {0}; dieses Gerät hat Zug {1}). Nichts wurde geändert."},
  {"pbl.fork", "This link does not continue the game on this device (they differ from move {0} on). Nothing was changed.", "Dieser Link setzt die Partie auf diesem Gerät nicht fort (ab Zug {0} weichen sie ab). Nichts wurde geändert."},
  {"menu.name", "Name", "Name"},
  {"menu.colour", "Colour", "Farbe"},
  {"menu.language", "Language", "Sprache"},
  {"menu.start", "Start game", "Spiel starten"},
  {"menu.continue", "Continue game", "Spiel fortsetzen"},
  {"menu.rules", "Rules of {0}", "Regeln von {0}"},
  {"menu.no_games", "No games are available yet.", "Noch sind keine Spiele verfügbar."},
  {"menu.dev", "Developer mode: test games are shown.", "Entwicklermodus: Testspiele werden angezeigt."},
  {"menu.open_link", "Open a game link", "Spiel-Link öffnen"},
  {"menu.link_hint", "Paste a link or code", "Link oder Code einfügen"},
  {"menu.open", "Open", "Öffnen"},
  {"menu.default_name", "Player {0}", "Spieler {0}"},
  {"menu.bot_name", "Bot {0}", "Computer {0}"},

  // ---- seat colours ----
  {"colour.0", "Red", "Rot"},
  {"colour.1", "Blue", "Blau"},
  {"colour.2", "Green", "Grün"},
  {"colour.3", "Yellow", "Gelb"},
  {"colour.4", "Purple", "Lila"},

  // ---- bots ----
  {"bot.random", "Random", "Zufällig"},
  {"bot.heuristic", "Simple", "Einfach"},
  {"bot.ismcts-easy", "Easy", "Leicht"},
  {"bot.ismcts-normal", "Normal", "Normal"},
  {"bot.ismcts-hard", "Hard", "Schwer"},
  {"menu.strength", "Bot strength", "Spielstärke"},

  // ---- settings ----
  {"settings.title", "Settings", "Einstellungen"},
  {"settings.language", "Language", "Sprache"},
  {"settings.bot_speed", "Bot speed", "Tempo der Computerspieler"},
  {"settings.bot_delay", "Pause between bot moves", "Pause zwischen Computerzügen"},
  {"settings.ms", "{0} ms", "{0} ms"},
  {"settings.speed.instant", "Instant", "Sofort"},
  {"settings.speed.fast", "Fast", "Schnell"},
  {"settings.speed.normal", "Normal", "Normal"},
  {"settings.speed.slow", "Slow", "Langsam"},
  {"settings.ui_scale", "Interface size", "Größe der Oberfläche"},
  {"settings.percent", "{0} %", "{0} %"},

  // ---- about / rules ----
  {"about.title", "Rules", "Regeln"},
  {"about.players", "{0}–{1} players", "{0}–{1} Spieler"},
  {"about.rules_version", "Rules version {0}", "Regelversion {0}"},
  {"about.no_summary", "No rules summary is available for this game yet.", "Für dieses Spiel gibt es noch keine Regelübersicht."},
  {"about.icons", "Icons: game-icons.net by Lorc, Delapouite and the other authors named there, licensed under CC BY 3.0. Fonts: DejaVu Sans; EB Garamond by Georg Duffner (SIL Open Font License 1.1).",
                  "Symbole: game-icons.net von Lorc, Delapouite und den anderen dort genannten Urheberinnen und Urhebern, lizenziert unter CC BY 3.0. Schriften: DejaVu Sans; EB Garamond von Georg Duffner (SIL Open Font License 1.1)."},
  {"about.app", "Empires runs entirely on your device: no account, no server. Games can be shared as links.",
                "Empires läuft ganz auf deinem Gerät: ohne Konto, ohne Server. Partien lassen sich als Link teilen."},

  // ---- game screen ----
  {"game.to_act", "{0} to act", "{0} ist am Zug"},
  {"game.your_turn", "{0}, your turn", "{0}, du bist am Zug"},
  {"game.bot_thinking", "{0} is thinking…", "{0} überlegt …"},
  {"log.earlier", "{0} earlier moves are not listed here; Review shows every position.", "{0} frühere Züge stehen nicht hier; Nachspielen zeigt jede Stellung."},
  {"game.record_full_turn", "{0} was to move: the game cannot go on", "{0} war am Zug: Die Partie kann nicht weitergehen"},
  {"game.bot_tag", "bot", "Computer"},
  {"game.actions", "Actions", "Aktionen"},
  {"game.choose_action", "Choose an action:", "Wähle eine Aktion:"},
  {"game.filter", "Filter", "Filter"},
  {"game.waiting", "Waiting for other players…", "Warten auf die anderen Spieler …"},
  // The board base (kit/board.h): the same wording in every game.
  {"board.not_your_turn", "It is {0}'s turn.", "{0} ist am Zug."},
  {"board.why_over", "The game is over.", "Das Spiel ist vorbei."},
  {"board.summary_ok", "Continue", "Weiter"},
  {"board.summary_details", "Details", "Einzelheiten"},
  {"board.last_move", "Last move here — {0}", "Letzter Zug hier — {0}"},
  {"board.chart_final", "End", "Ende"},
  {"board.map.zoom_in", "Zoom map", "Karte vergrößern"},
  {"board.map.zoom_out", "Whole map", "Ganze Karte"},
  {"board.map.pinch_hint", "Pinch to zoom", "Zoomen: zwei Finger"},
  {"board.map.wheel_hint", "Ctrl + wheel: zoom", "Strg + Mausrad: Zoom"},  // the score chart's last column: the final score
  {"board.all_options", "All possible moves as a list ({0})", "Alle möglichen Züge als Liste ({0})"},
  {"game.log", "Game log", "Spielverlauf"},
  {"game.log_empty", "No moves yet.", "Noch keine Züge."},
  {"game.players", "Players", "Spieler"},
  {"game.score", "Score", "Punkte"},
  {"game.rank", "Rank", "Platz"},
  {"game.moves", "Moves: {0}", "Züge: {0}"},
  {"game.details", "Game state (details)", "Spielstand (Details)"},
  {"game.over", "Game over", "Spielende"},
  {"game.winner", "{0} wins!", "{0} gewinnt!"},
  {"game.tie", "Tie: {0}", "Gleichstand: {0}"},
  {"game.and", " and ", " und "},
  {"game.final_scores", "Final scores", "Endwertung"},
  {"game.new", "New game", "Neues Spiel"},
  {"game.again", "Play again", "Nochmal spielen"},
  {"game.share", "Share link", "Link teilen"},
  {"game.more", "More", "Mehr"},
  {"game.share_hint", "Anyone with this link can replay this game:", "Mit diesem Link lässt sich die Partie nachspielen:"},
  {"game.copy", "Copy", "Kopieren"},
  {"game.copied", "Copied.", "Kopiert."},
  {"game.rank_n", "{0}.", "{0}."},
  {"game.secret_choice", "{0} made a secret choice.", "{0} hat geheim gewählt."},
  {"game.pass_to", "Pass the device to {0}", "Gib das Gerät an {0} weiter"},
  {"game.pass_hint", "Hot-seat: the next player at this device is up.", "Mehrere Spieler an einem Gerät: Jetzt ist der nächste Spieler dran."},
  {"game.pass_hint_private", "What comes next is for {0} only: the others please look away.", "Was jetzt kommt, ist nur für {0}: Die anderen schauen bitte weg."},
  {"game.pass_ready", "I am {0}: continue", "Ich bin {0}: weiter"},

  // ---- errors ----
  {"err.no_game", "No game is running.", "Es läuft kein Spiel."},
  {"err.not_human_turn", "It is not a human player's turn.", "Gerade ist kein menschlicher Spieler am Zug."},
  {"err.illegal", "That action is not allowed now.", "Diese Aktion ist jetzt nicht erlaubt."},
  {"err.game_over", "The game is over.", "Das Spiel ist vorbei."},
  {"game.record_full", "This game has reached the limit of {0} moves that a saved game can hold, so it cannot go on. It stays saved up to here.", "Diese Partie hat die Höchstzahl von {0} Zügen erreicht, die ein Spielstand fassen kann, und kann nicht weitergehen. Bis hierher bleibt sie gespeichert."},
  {"err.unknown_game", "Unknown game: {0}", "Unbekanntes Spiel: {0}"},
  {"err.players", "{0} needs {1}–{2} players.", "{0} braucht {1}–{2} Spieler."},
  {"err.seats", "Every player needs a seat (got {0} seats for {1} players).", "Jeder Spieler braucht einen Platz ({0} Plätze für {1} Spieler)."},
  {"err.bot_kind", "Unknown bot: {0}", "Unbekannter Computerspieler: {0}"},
  {"think.stalled", "The thinking in the background stopped answering: the move is worked out on this page instead.",
   "Das Nachdenken im Hintergrund antwortet nicht mehr: der Zug wird stattdessen auf dieser Seite berechnet."},
  {"err.create", "The game could not be started: {0}", "Das Spiel konnte nicht gestartet werden: {0}"},
  {"err.link", "This game link cannot be opened: {0}", "Dieser Spiel-Link lässt sich nicht öffnen: {0}"},
  {"error.game_over", "The game is over.", "Das Spiel ist vorbei."},
  {"error.illegal_action", "That action is not allowed now.", "Diese Aktion ist jetzt nicht erlaubt."},
  {"err.colours", "Two players have the same colour.", "Zwei Spieler haben dieselbe Farbe."},

  // ---- undo ----
  {"game.undo", "Undo", "Rückgängig"},
  // ---- review (screens/screen_review.cpp) ----
  {"review.open", "Review", "Nachspielen"},
  {"review.title", "Review: {0}", "Nachspielen: {0}"},
  {"review.leave", "Leave review", "Nachspielen beenden"},
  {"review.first", "|< First", "|< Anfang"},
  {"review.back", "< Back", "< Zurück"},
  {"review.forward", "Forward >", "Vor >"},
  {"review.last", "Last >|", "Ende >|"},
  {"review.prev_turn", "<< Turn", "<< Zug"},
  {"review.next_turn", "Turn >>", "Zug >>"},
  {"review.play", "Play", "Abspielen"},
  {"review.pause", "Pause", "Anhalten"},
  {"review.per_second", "{0}/s", "{0}/s"},
  {"review.move_of", "Move {0} of {1}", "Aktion {0} von {1}"},
  {"review.era", "Era {0}", "Epoche {0}"},
  {"review.round", "Round {0}", "Runde {0}"},
  {"review.turn", "Turn {0}", "Zug {0}"},
  {"review.view_as", "View as", "Ansicht von"},
  {"review.everyone", "Everyone (public)", "Alle (öffentlich)"},
  {"review.to_move", "{0} to move", "{0} ist am Zug"},
  {"analysis.title", "Analysis", "Analyse"},
  {"analysis.axis_move", "Move", "Zug"},
  {"analysis.axis_chance", "Win chance", "Siegchance"},
  {"analysis.run", "Analyse the game (Hard bot)", "Partie analysieren (starker Computer)"},
  {"analysis.run_again", "Analyse again (Hard bot)", "Erneut analysieren (starker Computer)"},
  {"analysis.quick", "Quick analysis", "Schnelle Analyse"},
  {"analysis.stop", "Stop", "Anhalten"},
  {"analysis.explain", "For every position: the move the Hard bot prefers and each player's chance to win, as a graph. The biggest drops are marked.", "Für jede Stellung: der Zug, den der starke Computer wählen würde, und die Siegchance jedes Spielers als Kurve. Die größten Einbrüche sind markiert."},
  {"analysis.choose_viewer", "While the game is running, the analysis uses only what one player knows: choose whose view under \"View as\".", "Solange die Partie läuft, nutzt die Analyse nur, was ein Spieler weiß: Wähle unter \"Ansicht von\", wessen Sicht."},
  {"analysis.progress_quick", "Overview {0} · {1}/{2}", "Überblick {0} · {1}/{2}"},
  {"analysis.progress_refine", "Refining {0} · {1}/{2}", "Verfeinern {0} · {1}/{2}"},
  {"analysis.provisional", "A first estimate: the analysis is still refining this position.", "Eine erste Schätzung: Die Analyse verfeinert diese Stellung noch."},
  {"analysis.done_in", "Analysed in {0}.", "Analysiert in {0}."},
  {"analysis.seconds", "{0} s", "{0} s"},
  {"analysis.minutes", "{0} min {1} s", "{0} min {1} s"},
  {"analysis.not_yet", "This position is not analysed yet.", "Diese Stellung ist noch nicht analysiert."},
  {"analysis.forced", "Only one move was possible here.", "Hier war nur ein Zug möglich."},
  {"analysis.other_seat", "{0} was to move: the analysis shows only the chances here, not what {0} should have done.", "{0} war am Zug: Die Analyse zeigt hier nur die Chancen, nicht was {0} hätte tun sollen."},
  {"analysis.best", "The Hard bot would play for {0}: {1}", "Der starke Computer würde für {0} spielen: {1}"},
  {"analysis.played", "Played: {0}", "Gespielt: {0}"},
  {"analysis.same", "That is the move that was played.", "Das ist der Zug, der gespielt wurde."},
  {"analysis.drop_tip", "Move {0}: {1}'s chance to win fell from {2} to {3}.", "Zug {0}: Die Siegchance von {1} fiel von {2} auf {3}."},
  {"hint.button", "Hint", "Tipp"},
  {"hint.tip", "Ask the Hard bot what it would do here. Noted in the log.", "Frage den starken Computer, was er hier tun würde. Wird im Protokoll vermerkt."},
  {"hint.thinking", "Thinking…", "Denkt nach …"},
  {"hint.result", "Hint: {0}", "Tipp: {0}"},
  {"hint.play", "Play it", "So spielen"},
  {"hint.log", "{0} asked for a hint.", "{0} hat um einen Tipp gebeten."},
  {"hint.off", "Hints are off (Settings).", "Tipps sind ausgeschaltet (Einstellungen)."},
  {"settings.hints", "Hints", "Tipps"},
  {"settings.hint_button", "Show the Hint button", "Tipp-Knopf anzeigen"},
  {"settings.hint_explain", "A hint asks the Hard bot for its move; each one is noted in the log.", "Ein Tipp fragt den starken Computer nach seinem Zug; jeder wird im Protokoll vermerkt."},
  {"review.hidden_hint", "The game is not over: you see only what this seat could see at that moment.", "Die Partie läuft noch: Du siehst nur, was dieser Platz in dem Moment sehen konnte."},
  {"review.read_only", "Review only shows the game; leave review to play.", "Beim Nachspielen wird nur gezeigt; beende es, um zu spielen."},
  {"game.undo_tip", "Take back your last action.", "Nimmt deine letzte Aktion zurück."},
  {"game.undo_no", "Nothing to undo: you can take back your own actions until you end your turn or something random or hidden comes out.",
                   "Nichts zurückzunehmen: Deine eigenen Aktionen lassen sich zurücknehmen, bis du deinen Zug beendest oder etwas Zufälliges oder Verdecktes ans Licht kommt."},
  {"game.held", "{0}: your actions are done", "{0}: deine Aktionen sind gemacht"},
  {"game.held_hint", "You can still take them back. The others wait until you end your turn.",
                     "Du kannst sie noch zurücknehmen. Die anderen warten, bis du deinen Zug beendest."},
  {"game.held_chance", "Chance has spoken (a roll or a draw): Undo stops there. The others wait until you end your turn.",
                       "Der Zufall hat entschieden (ein Wurf oder ein Zug vom Stapel): Rückgängig endet dort. Die anderen warten, bis du deinen Zug beendest."},
  {"game.held_reveal", "What was hidden is now shown: Undo stops there. The others wait until you end your turn.",
                       "Verdecktes ist jetzt aufgedeckt: Rückgängig endet dort. Die anderen warten, bis du deinen Zug beendest."},
  {"game.held_final", "The others wait until you end your turn.", "Die anderen warten, bis du deinen Zug beendest."},
  {"game.undo_stops_chance", "Chance has spoken (a roll or a draw): Undo stops there.",
                             "Der Zufall hat entschieden (ein Wurf oder ein Zug vom Stapel): Rückgängig endet dort."},
  {"game.end_turn", "End turn", "Zug beenden"},
  {"game.confirm_title", "“{0}” cannot be taken back", "„{0}“ lässt sich nicht zurücknehmen"},
  {"game.confirm_hint", "It shows the other players what was hidden until now. Do it?",
                        "Dabei sehen die anderen, was bisher verdeckt war. Wirklich?"},
  {"game.confirm_do", "Yes, do it", "Ja, ausführen"},
  // A choice that can only lose (State::action_caution), asked before it is taken.
  {"game.caution_title", "That gains you nothing.", "Das bringt dir nichts."},
  {"game.caution_do", "Do it anyway", "Trotzdem ausführen"},
  {"game.confirm_cancel", "Cancel", "Abbrechen"},
  {"game.seats_more", "All players ▾", "Alle Spieler ▾"},
  {"game.seats_less", "Fewer details ▴", "Weniger ▴"},
  {"game.bot_speed", "Bot speed:", "Computer-Tempo:"},
  {"settings.hotseat", "Several players at one device", "Mehrere Spieler an einem Gerät"},
  {"settings.handover_cover", "Cover the board between players", "Brett zwischen Spielern verdecken"},
  {"settings.motion", "Motion", "Bewegung"},
  {"settings.reduce_motion", "Reduce motion", "Bewegung reduzieren"},
  {"settings.reduce_motion_explain", "Pieces, dice and gains appear at once instead of sliding, tumbling and flying (the default follows your system's setting).",
   "Figuren, Würfel und Erträge erscheinen sofort, statt zu gleiten, zu rollen und zu fliegen (die Voreinstellung folgt deinem System)."},
  {"settings.handover_explain", "When the next player at this device is up, the board waits under a cover until they confirm. Games with hidden hands always do this.",
                                "Ist der nächste Spieler an diesem Gerät dran, bleibt das Brett verdeckt, bis er bestätigt. Spiele mit verdeckten Handkarten tun das immer."},
  {"err.undo", "This action can no longer be taken back.", "Diese Aktion lässt sich nicht mehr zurücknehmen."},

  // ---- the log's story (screens/game_log.cpp) and the end screen (screens/game_over.cpp) ----
  {"log.era", "Era {0}", "Epoche {0}"},
  {"log.round", "Round {0}", "Runde {0}"},
  {"log.turn", "Turn {0}", "Zug {0}"},
  {"log.open_tip", "Click an entry to see the board at that moment.", "Klicke einen Eintrag an, um das Spielbrett in dem Moment zu sehen."},
  {"log.repeated", "{0} ×{1}", "{0} ×{1}"},
  {"over.winner", "{0} wins with {1} victory points", "{0} gewinnt mit {1} Siegpunkten"},
  {"over.shared", "{0} share the win with {1} victory points each", "{0} teilen sich den Sieg mit je {1} Siegpunkten"},
  {"over.points", "Victory points", "Siegpunkte"},
  {"over.tie_broken", "{0} have {1} victory points each; the tie is broken by: {2}.", "{0} haben je {1} Siegpunkte; den Gleichstand entscheidet: {2}."},
  {"over.tie_stands_after", "{0} have {1} victory points each and are still tied after the tie-break ({2}): they share the place.", "{0} haben je {1} Siegpunkte und liegen auch nach der Entscheidungsregel ({2}) gleichauf: Sie teilen sich den Platz."},
  {"over.tie_stands", "{0} have {1} victory points each: they share the place.", "{0} haben je {1} Siegpunkte: Sie teilen sich den Platz."},
  {"over.breakdown", "Victory points by category", "Siegpunkte nach Kategorie"},
  {"over.category", "Category", "Kategorie"},
  {"over.total", "Total", "Summe"},
  {"over.chart", "Victory points over the game", "Siegpunkte im Spielverlauf"},
  {"over.chart_note", "One point per era, round or turn, and the end.", "Ein Punkt je Epoche, Runde oder Zug und am Ende."},

  // ---- page (shell/glue.js) ----
  {"page.update", "A new version is available.", "Eine neue Version ist verfügbar."},
  {"page.reload", "Reload", "Neu laden"},
  // The loading screen's, when the app cannot load (web/make_dist.cmake stamps the "load." rows into index.html).
  {"load.failed", "Empires could not be loaded.", "Empires konnte nicht geladen werden."},
  {"load.failed_hint", "Perhaps the connection broke off or a new version is being published. Reload the page to try again.", "Vielleicht ist die Verbindung abgebrochen oder eine neue Version wird gerade veröffentlicht. Lade die Seite neu, um es noch einmal zu versuchen."},
  {"load.reload", "Reload", "Neu laden"},
  {"load.detail", "Details: {0}", "Details: {0}"},

  // ---- saves and links ----
  {"saves.title", "Saved games", "Gespeicherte Spiele"},
  {"saves.save_current", "Save the current game", "Aktuelles Spiel speichern"},
  {"saves.save", "Save", "Speichern"},
  {"saves.save_as", "Save game as", "Spiel speichern als"},
  {"saves.save_as_button", "Save as…", "Speichern unter …"},
  {"saves.all", "All saves", "Alle Spielstände"},
  {"saves.list", "Your saves", "Deine Spielstände"},
  {"saves.none", "No saved games yet.", "Noch keine gespeicherten Spiele."},
  {"saves.load", "Load", "Laden"},
  {"saves.export", "Export to file", "Als Datei exportieren"},
  {"saves.delete", "Delete", "Löschen"},
  {"saves.confirm_delete", "Delete this save?", "Diesen Spielstand löschen?"},
  {"saves.delete_yes", "Yes, delete", "Ja, löschen"},
  {"saves.delete_no", "Keep it", "Behalten"},
  {"saves.import", "Import from file", "Aus Datei importieren"},
  {"saves.path_hint", "Path of an .empires file", "Pfad einer .empires-Datei"},
  {"saves.players", "{0} players", "{0} Spieler"},
  {"saves.finished", "finished", "beendet"},
  {"saves.era", "Era {0}", "Epoche {0}"},
  {"saves.turn", "turn {0}", "Zug {0}"},
  {"saves.round", "round {0}", "Runde {0}"},
  {"saves.moves", "{0} moves", "{0} Züge"},
  {"saves.moves.one", "1 move", "1 Zug"},
  {"saves.continue_hint", "{0}, {1} players, {2}", "{0}, {1} Spieler, {2}"},
  {"saves.copy_link", "Copy link", "Link kopieren"},
  {"saves.link_copied", "Link copied to the clipboard.", "Link in die Zwischenablage kopiert."},
  {"saves.saved", "Saved: {0}", "Gespeichert: {0}"},
  {"saves.loaded", "Loaded: {0}", "Geladen: {0}"},
  {"saves.exported", "Exported: {0}", "Exportiert: {0}"},
  {"saves.imported", "Imported: {0}", "Importiert: {0}"},
  {"saves.opened_link", "Opened from a link: {0}, {1}.", "Aus einem Link geöffnet: {0}, {1}."},
  {"saves.kept", "Your previous game was kept in the saves as “{0}”.", "Dein vorheriges Spiel liegt jetzt bei den Spielständen als „{0}“."},
  {"saves.kept_continue", "Your unfinished game ({0}, {1}) is kept: “Continue” on the menu lists it.",
                          "Dein unbeendetes Spiel ({0}, {1}) bleibt erhalten: „Fortsetzen“ im Menü führt es auf."},
  {"saves.err.keep", "The running game could not be saved, so it stays open: {0}",
                     "Das laufende Spiel ließ sich nicht speichern und bleibt deshalb offen: {0}"},
  {"saves.continue_more", "More unfinished games", "Weitere unbeendete Spiele"},
  {"saves.continue_all", "All unfinished games ({0})", "Alle unbeendeten Spiele ({0})"},
  {"saves.unfinished", "Unfinished games", "Unbeendete Spiele"},
  {"saves.continue_row", "{0} · {1} · {2}", "{0} · {1} · {2}"},
  {"saves.unreadable", "Cannot be read here: {0} ({1} bytes)", "Hier nicht lesbar: {0} ({1} Bytes)"},
  {"saves.unreadable_hint", "Kept as it is. Export it to keep a copy, or delete it to free the space.",
                            "Bleibt unverändert. Exportiere ihn für eine Kopie oder lösche ihn, um Platz zu schaffen."},
  {"tabs.read_only", "This game goes on in another tab or window: here it is only shown.",
                     "Dieses Spiel geht in einem anderen Tab oder Fenster weiter: Hier wird es nur gezeigt."},
  {"game.other_tab_turn", "{0} is to play, in the other tab", "{0} ist am Zug, im anderen Tab"},
  {"tabs.take_over", "Play it here", "Hier weiterspielen"},
  {"tabs.kept", "Another tab went on with this game at the same moment, so your last move was not saved with it. Your moves are kept under Saved games as “{0}”.", "Ein anderer Tab hat im selben Moment mit dieser Partie weitergespielt, dein letzter Zug wurde darum nicht mit ihr gespeichert. Deine Züge liegen unter Spielstände als „{0}“."},
  {"tabs.kept_failed", "Another tab went on with this game, and your last move could not be kept as a save: {0}", "Ein anderer Tab hat mit dieser Partie weitergespielt, und dein letzter Zug konnte nicht als Spielstand bleiben: {0}"},
  {"tabs.kept_name", "{0} (moves of another tab)", "{0} (Züge eines anderen Tabs)"},
  {"tabs.taken_over", "The game continues here, at move {0}. The other tab now only shows it.",
                      "Das Spiel geht hier weiter, bei Zug {0}. Der andere Tab zeigt es jetzt nur noch."},
  {"err.test_game", "{0} is a test game: it opens only in the tests (with ?dev=1 in the address).",
                    "{0} ist ein Testspiel: Es öffnet sich nur in den Tests (mit ?dev=1 in der Adresse)."},
  {"err.too_long", "The text is too long ({0} characters; at most {1}).", "Der Text ist zu lang ({0} Zeichen; höchstens {1})."},
  {"saves.not_saving", "This game is not being saved: {0}", "Diese Partie wird nicht gespeichert: {0}"},
  {"saves.saving_again", "Saving works again.", "Speichern funktioniert wieder."},
  {"saves.err.quota", "The browser's storage is full: the game goes on but is not being saved. Delete or export some saves.",
                      "Der Speicher des Browsers ist voll: Das Spiel geht weiter, wird aber nicht gespeichert. Lösche oder exportiere einige Spielstände."},
  {"saves.err.denied", "The browser does not allow saving (private mode?): the game goes on but is not being saved.",
                       "Der Browser erlaubt kein Speichern (privater Modus?): Das Spiel geht weiter, wird aber nicht gespeichert."},
  {"saves.err.write", "The game could not be saved.", "Das Spiel konnte nicht gespeichert werden."},
  {"saves.err.too_big", "the file is too large to be an Empires save", "die Datei ist zu groß für einen Empires-Spielstand"},
  {"saves.err.not_save", "this is not an Empires save file or game link", "das ist weder ein Empires-Spielstand noch ein Spiel-Link"},
  {"saves.err.damaged", "the save is damaged (checksum mismatch or missing data)", "der Spielstand ist beschädigt (Prüfsumme falsch oder Daten fehlen)"},
  {"saves.err.newer", "the save was written by a newer version of Empires", "der Spielstand stammt aus einer neueren Version von Empires"},
  {"saves.err.autosave", "The last game could not be restored: {0}", "Das letzte Spiel ließ sich nicht wiederherstellen: {0}"},
  {"saves.err.no_autosave", "There is no game to continue.", "Es gibt kein Spiel zum Fortsetzen."},
  {"saves.err.not_found", "this save no longer exists", "diesen Spielstand gibt es nicht mehr"},
  {"saves.err.delete_running", "The game open in this tab cannot be deleted; start or open another game first.",
   "Das in diesem Tab geöffnete Spiel kann nicht gelöscht werden; beginne oder öffne zuerst ein anderes Spiel."},
  {"saves.err.open", "This save cannot be opened: {0}", "Dieser Spielstand lässt sich nicht öffnen: {0}"},
  {"saves.err.export", "The file could not be written.", "Die Datei konnte nicht geschrieben werden."},
  {"saves.err.import", "{0} cannot be imported: {1}", "{0} lässt sich nicht importieren: {1}"},
  {"saves.err.read", "{0} cannot be read.", "{0} lässt sich nicht lesen."},
  {"saves.err.clipboard", "The link could not be copied: use “Share link” and copy it by hand.",
                          "Der Link ließ sich nicht kopieren: Öffne „Link teilen“ und kopiere ihn von Hand."},
};
// clang-format on

emp::Lang g_lang = emp::Lang::En;

// The shared table first, then every registered game's table.
std::vector<const std::vector<Translation>*> all_tables() {
  std::vector<const std::vector<Translation>*> out{&kTable};
  for (const WebGame* g : web_games())
    if (g->translations) out.push_back(&g->translations());
  return out;
}

const std::unordered_map<std::string_view, const Translation*>& index() {
  static const auto* idx = [] {
    auto* m = new std::unordered_map<std::string_view, const Translation*>();
    for (const auto* table : all_tables())
      for (const auto& t : *table) m->emplace(t.key, &t);
    return m;
  }();
  return *idx;
}

std::set<std::string>& missing_keys() {
  static std::set<std::string> s;
  return s;
}

std::set<std::string> placeholders(const char* s) {
  std::set<std::string> out;
  std::string_view v(s);
  for (size_t i = 0; i < v.size(); ++i) {
    if (v[i] != '{') continue;
    const size_t j = v.find('}', i);
    if (j == std::string_view::npos) break;
    out.emplace(v.substr(i, j - i + 1));
    i = j;
  }
  return out;
}

bool g_touch_words = false;

// A text as a finger reads it: "click" becomes "tap" ("clicked" "tapped",
// "clicking" "tapping"), "Klick" "Tipp" (Klicke, klicken, anklicken: tippe,
// tippen, antippen), upper case kept.
std::string tap_words(std::string_view text) {
  static constexpr std::pair<std::string_view, std::string_view> kWords[] = {
      {"clicked", "tapped"}, {"Clicked", "Tapped"}, {"clicking", "tapping"}, {"Clicking", "Tapping"},
      {"click", "tap"},      {"Click", "Tap"},      {"klick", "tipp"},       {"Klick", "Tipp"},
  };
  std::string out;
  out.reserve(text.size());
  for (size_t i = 0; i < text.size();) {
    bool done = false;
    for (const auto& [from, to] : kWords)
      if (text.compare(i, from.size(), from) == 0) {
        out.append(to);
        i += from.size();
        done = true;
        break;
      }
    if (!done) out.push_back(text[i++]);
  }
  return out;
}

// The finger's wording of a table text (stable pointers: one per text).
const char* for_touch(const char* text) {
  static std::unordered_map<const char*, std::string> cache;
  auto it = cache.find(text);
  if (it == cache.end()) it = cache.emplace(text, tap_words(text)).first;
  return it->second.c_str();
}

}  // namespace

void set_touch_words(bool on) { g_touch_words = on; }
bool touch_words() { return g_touch_words; }

void set_language(emp::Lang lang) { g_lang = lang; }
emp::Lang language() { return g_lang; }

const char* tr(std::string_view key, emp::Lang lang) {
  const auto& idx = index();
  auto it = idx.find(key);
  if (it == idx.end()) {
    auto& miss = missing_keys();
    return miss.emplace(key).first->c_str();
  }
  const char* text = lang == emp::Lang::De ? it->second->de : it->second->en;
  return g_touch_words ? for_touch(text) : text;
}

const char* tr(std::string_view key) { return tr(key, g_lang); }

bool has_key(std::string_view key) { return index().count(key) != 0; }

std::string trn(std::string_view key, int n, std::initializer_list<std::string_view> args) {
  // "<key>.one" for one (and minus one: "−1 step"), else "<key>.other" where
  // the key has it, else "<key>" itself (a word without a plural: "gold").
  const std::string one = std::string(key) + ".one", other = std::string(key) + ".other";
  if ((n == 1 || n == -1) && has_key(one)) return trf(one, args);
  if (has_key(other)) return trf(other, args);
  return trf(key, args);
}

std::string trf(std::string_view key, std::initializer_list<std::string_view> args) {
  const std::string_view src = tr(key);
  std::string s;
  s.reserve(src.size() + 16);
  for (size_t i = 0; i < src.size(); ++i) {
    // "{N}" with a single digit N picks the N-th argument.
    if (src[i] == '{' && i + 2 < src.size() && src[i + 2] == '}' && src[i + 1] >= '0' && src[i + 1] <= '9') {
      const size_t n = static_cast<size_t>(src[i + 1] - '0');
      if (n < args.size()) {
        s.append(*(args.begin() + n));
        i += 2;
        continue;
      }
    }
    s.push_back(src[i]);
  }
  return s;
}

std::string tr_message(const std::string& msg) {
  if (has_key(msg)) return tr(msg);
  return emp::message_text(msg, language());  // coded engine messages (core/messages.h)
}

std::string record_full_text() { return trf("game.record_full", {std::to_string(emp::kMaxRecordActions)}); }

std::string LiveText::str() const {
  std::string out;
  for (const Part& p : parts_) {
    const std::string t = p();
    if (t.empty()) continue;
    if (!out.empty()) out += ' ';
    out += t;
  }
  return out;
}

const std::vector<Translation>& translation_table() { return kTable; }

std::vector<std::string> translation_problems() {
  std::vector<std::string> out;
  std::set<std::string_view> seen;
  auto check = [&](const Translation& t) {
    if (!seen.insert(t.key).second) out.push_back(std::string("duplicate key: ") + t.key);
    if (!t.en || !*t.en) out.push_back(std::string("missing English: ") + t.key);
    if (!t.de || !*t.de) out.push_back(std::string("missing German: ") + t.key);
    if (t.en && t.de && placeholders(t.en) != placeholders(t.de))
      out.push_back(std::string("placeholders differ: ") + t.key);
  };
  // A game's keys live in its own table, under "<id>." or "about.<id>.".
  auto game_of = [](std::string_view key) -> const WebGame* {
    for (const WebGame* g : web_games()) {
      const std::string id = g->game_id, about = "about." + id + ".";
      if (key.substr(0, id.size() + 1) == id + "." || key.substr(0, about.size()) == about) return g;
    }
    return nullptr;
  };
  for (const auto& t : kTable) {
    check(t);
    if (const WebGame* g = game_of(t.key))
      out.push_back(std::string("key of ") + g->game_id + " in the shared table: " + t.key);
  }
  for (const WebGame* g : web_games()) {
    if (!g->translations) continue;
    for (const auto& t : g->translations()) {
      check(t);
      if (game_of(t.key) != g) out.push_back(std::string("key outside ") + g->game_id + "'s table: " + t.key);
    }
  }
  for (const auto& k : missing_keys()) out.push_back("key not in table: " + k);
  return out;
}

}  // namespace empui
