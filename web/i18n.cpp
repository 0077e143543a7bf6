#include "i18n.h"

#include <set>
#include <string>
#include <unordered_map>

#include "core/messages.h"

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
  {"about.app", "Empires runs entirely on your device: no account, no server. Games can be shared as links.",
                "Empires läuft ganz auf deinem Gerät: ohne Konto, ohne Server. Partien lassen sich als Link teilen."},
  {"about.rise.h.goal", "Goal", "Spielziel"},
  {"about.rise.goal", "Lead your civilisation from the dawn of history to modern times. The player with the most victory points after three eras wins; ties go to the player with the most gold.",
                      "Führe deine Zivilisation vom Anbeginn der Geschichte bis in die Neuzeit. Nach drei Epochen gewinnt, wer die meisten Siegpunkte hat; bei Gleichstand entscheidet das meiste Gold."},
  {"about.rise.h.turns", "Eras and turns", "Epochen und Runden"},
  {"about.rise.turns", "The game has three eras of two turns each: an A turn and a B turn. Each turn: new tiles, player actions, food, income, victory points, new turn order.",
                       "Das Spiel hat drei Epochen mit je zwei Runden: Runde A und Runde B. Jede Runde: neue Plättchen, Spieleraktionen, Ernährung, Einkommen, Siegpunkte, neue Spielerreihenfolge."},
  {"about.rise.h.actions", "Actions", "Aktionen"},
  {"about.rise.actions", "Each player takes six actions per turn, one at a time. In an A turn you place an action disc in a row of the action display; in the B turn you take your discs back again, paying one gold, cube, resource, food or victory point for every disc to the left of the one you remove.",
                         "Jeder Spieler führt pro Runde sechs Aktionen aus, immer eine nach der anderen. In Runde A legst du eine Aktionsscheibe in eine Reihe der Aktionsübersicht; in Runde B nimmst du deine Scheiben wieder zurück und zahlst für jede Scheibe links von deiner je ein Gold, einen Spielstein, eine Ware, einen Nahrungs- oder Siegpunkt."},
  {"about.rise.tiles", "Progress tiles give lasting advantages. Territory tiles bring cubes and food. City tiles cost gold and score victory points; wonders score at once. Empire tiles let you place cubes on the world map and fight battles. Trading turns resources into gold or victory points.",
                       "Fortschrittsplättchen bringen dauerhafte Vorteile. Gebietsplättchen bringen Spielsteine und Nahrung. Stadtplättchen kosten Gold und bringen Siegpunkte; Weltwunder zählen sofort. Imperiumsplättchen erlauben es, Spielsteine auf die Weltkarte zu setzen und Kämpfe auszutragen. Handel macht aus Waren Gold oder Siegpunkte."},
  {"about.rise.h.map", "The world map", "Die Weltkarte"},
  {"about.rise.map", "Whoever has the most cubes in a region controls it and earns its larger victory-point number and its income; second place earns the smaller number. Ties share. Later eras open more regions; the New World and the Far East need water on the empire tile.",
                     "Wer die meisten Spielsteine in einer Region hat, kontrolliert sie und erhält die größere Siegpunktzahl und ihr Einkommen; der Zweite erhält die kleinere Zahl. Bei Gleichstand wird geteilt. Spätere Epochen öffnen weitere Regionen; die Neue Welt und der Ferne Osten brauchen Wasser auf dem Imperiumsplättchen."},
  {"about.rise.h.end", "End of an era and of the game", "Ende einer Epoche und Spielende"},
  {"about.rise.end", "At the end of an era you pay to keep progress and city tiles and lose half of your cubes in each region. At the end of the game every three gold and every three resources score one more victory point.",
                     "Am Ende einer Epoche zahlst du, um Fortschritts- und Stadtplättchen zu behalten, und verlierst die Hälfte deiner Spielsteine in jeder Region. Am Spielende bringen je drei Gold und je drei Waren einen weiteren Siegpunkt."},

  // ---- game screen ----
  {"game.to_act", "{0} to act", "{0} ist am Zug"},
  {"game.your_turn", "{0}, your turn", "{0}, du bist am Zug"},
  {"game.bot_thinking", "{0} is thinking…", "{0} überlegt …"},
  {"game.bot_tag", "bot", "Computer"},
  {"game.actions", "Actions", "Aktionen"},
  {"game.choose_action", "Choose an action:", "Wähle eine Aktion:"},
  {"game.filter", "Filter", "Filter"},
  {"game.waiting", "Waiting for other players…", "Warten auf die anderen Spieler …"},
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
  {"game.share_hint", "Anyone with this link can replay this game:", "Mit diesem Link lässt sich die Partie nachspielen:"},
  {"game.copy", "Copy", "Kopieren"},
  {"game.copied", "Copied.", "Kopiert."},
  {"game.rank_n", "{0}.", "{0}."},
  {"game.secret_choice", "{0} made a secret choice.", "{0} hat geheim gewählt."},

  // ---- errors ----
  {"err.no_game", "No game is running.", "Es läuft kein Spiel."},
  {"err.not_human_turn", "It is not a human player's turn.", "Gerade ist kein menschlicher Spieler am Zug."},
  {"err.illegal", "That action is not allowed now.", "Diese Aktion ist jetzt nicht erlaubt."},
  {"err.game_over", "The game is over.", "Das Spiel ist vorbei."},
  {"err.unknown_game", "Unknown game: {0}", "Unbekanntes Spiel: {0}"},
  {"err.players", "{0} needs {1}–{2} players.", "{0} braucht {1}–{2} Spieler."},
  {"err.seats", "Every player needs a seat (got {0} seats for {1} players).", "Jeder Spieler braucht einen Platz ({0} Plätze für {1} Spieler)."},
  {"err.bot_kind", "Unknown bot: {0}", "Unbekannter Computerspieler: {0}"},
  {"err.create", "The game could not be started: {0}", "Das Spiel konnte nicht gestartet werden: {0}"},
  {"err.link", "This game link cannot be opened: {0}", "Dieser Spiel-Link lässt sich nicht öffnen: {0}"},
  {"error.game_over", "The game is over.", "Das Spiel ist vorbei."},
  {"error.illegal_action", "That action is not allowed now.", "Diese Aktion ist jetzt nicht erlaubt."},
  {"err.colours", "Two players have the same colour.", "Zwei Spieler haben dieselbe Farbe."},

  // ---- Rise of Empires board ----
  {"game.undo", "Undo", "Rückgängig"},
  {"game.undo_tip", "Take back your last action.", "Nimmt deine letzte Aktion zurück."},
  {"game.undo_no", "Nothing to undo: only your own last action can be taken back, before anyone else acts and before new tiles are revealed.",
                   "Nichts zurückzunehmen: Nur die eigene letzte Aktion lässt sich zurücknehmen, bevor jemand anderes zieht und bevor neue Plättchen aufgedeckt werden."},
  {"err.undo", "This action can no longer be taken back.", "Diese Aktion lässt sich nicht mehr zurücknehmen."},
  {"score.vp_track", "VP track", "Siegpunktleiste"},
  {"score.gold", "Gold", "Gold"},
  {"score.discs", "Resources", "Waren"},
  {"score.total", "Total", "Summe"},
  {"rise.vp", "VP", "SP"},
  {"rise.city", "City", "Stadt"},
  {"rise.era_turn", "Era {0} · Turn {1} ({2})", "Epoche {0} · Runde {1} ({2})"},
  {"rise.step", "action {0} of {1}", "Aktion {0} von {1}"},
  {"rise.phase.0", "Actions", "Aktionen"},
  {"rise.phase.1", "Food", "Ernährung"},
  {"rise.phase.2", "Income", "Einkommen"},
  {"rise.phase.3", "End of era", "Epochenende"},
  {"rise.phase.4", "Turn order", "Spielerreihenfolge"},
  {"rise.phase.5", "Game over", "Spielende"},
  {"rise.timing.0", "Food", "Ernährung"},
  {"rise.timing.1", "Income", "Einkommen"},
  {"rise.timing.2", "Victory points", "Siegpunkte"},
  {"rise.timing.3", "Free action", "Freie Aktion"},
  {"rise.timing.4", "Lasting rule", "Dauerhafte Regel"},
  {"rise.timing.5", "Final scoring", "Schlusswertung"},
  {"rise.bot_speed", "Bot speed:", "Tempo der Computer:"},
  {"rise.pass_to", "Pass the device to {0}", "Gib das Gerät an {0} weiter"},
  {"rise.pass_hint", "Hot-seat: the next player at this device is up.", "Mehrere Spieler an einem Gerät: Jetzt ist der nächste Spieler dran."},
  {"rise.pass_ready", "I am {0}: continue", "Ich bin {0}: weiter"},
  {"rise.all_options", "All possible moves as a list ({0})", "Alle möglichen Züge als Liste ({0})"},
  {"rise.players", "Players", "Spieler"},
  {"rise.turn_order", "Turn order:", "Reihenfolge:"},
  {"rise.bank", "Resource discs in the bank: {0}", "Waren im Vorrat: {0}"},
  // prompts
  {"rise.prompt.main_a", "Choose a tile or trade box to take (your disc goes onto its row).", "Wähle ein Plättchen oder Handelsfeld (deine Scheibe kommt in dessen Reihe)."},
  {"rise.prompt.main_b", "Remove one of your discs from the action display (the number is its cost).", "Nimm eine deiner Scheiben von der Aktionsübersicht (die Zahl sind ihre Kosten)."},
  {"rise.prompt.pay", "Pay the removal cost: {0} more. Choose what to pay with.", "Bezahle die Kosten: noch {0}. Wähle, womit."},
  {"rise.prompt.bchoose", "Take from the {0} row (highlighted), or skip.", "Nimm etwas aus der Reihe {0} (markiert) oder verzichte."},
  {"rise.prompt.place", "Empire {0}: click a highlighted region to place cubes (pool: {1}), then Done.", "Imperium {0}: Klicke eine markierte Region an, um Steine zu setzen (Vorrat: {1}), dann Fertig."},
  {"rise.prompt.battle", "Battle: click a highlighted region to fight, or finish.", "Kampf: Klicke eine markierte Region an oder beende."},
  {"rise.prompt.post", "Use a free-action tile, or end your action.", "Nutze ein Plättchen mit freier Aktion oder beende deine Aktion."},
  {"rise.prompt.ally", "Diplomacy: choose your ally.", "Diplomatie: Wähle deinen Verbündeten."},
  {"rise.prompt.food", "Food: feed {0} ({1} food; you have {2}) or discard it.", "Ernährung: {0} versorgen ({1} Nahrung; du hast {2}) oder abgeben."},
  {"rise.prompt.disc_upkeep", "Income: pay 1 resource for {0} (you have {1}) or discard it.", "Einkommen: 1 Ware für {0} zahlen (du hast {1}) oder abgeben."},
  {"rise.prompt.keep_progress", "End of era: keep {0} for 1 gold (you have {1})?", "Epochenende: {0} für 1 Gold behalten (du hast {1})?"},
  {"rise.prompt.keep_city", "End of era: keep {0} for 1 cube from your pool (pool: {1})?", "Epochenende: {0} für 1 Stein aus deinem Vorrat behalten (Vorrat: {1})?"},
  {"rise.prompt.order", "Choose your place on the turn order track.", "Wähle deinen Platz in der Spielerreihenfolge."},
  {"rise.prompt.free_tiles", "Free actions available now:", "Jetzt mögliche freie Aktionen:"},
  {"rise.pay.gold", "Pay 1 gold", "1 Gold zahlen"},
  {"rise.pay.cube", "Pay 1 cube", "1 Stein zahlen"},
  {"rise.pay.disc", "Pay 1 resource", "1 Ware zahlen"},
  {"rise.pay.food", "Pay 1 food", "1 Nahrung zahlen"},
  {"rise.pay.vp", "Pay 1 VP", "1 SP zahlen"},
  {"rise.btn.skip", "Skip the action", "Auf die Aktion verzichten"},
  {"rise.btn.restart", "Take all cubes back (restart)", "Alle Steine zurücknehmen (neu)"},
  {"rise.btn.place_done", "Done placing", "Fertig mit Setzen"},
  {"rise.btn.battle_done", "No (more) battles", "Kein (weiterer) Kampf"},
  {"rise.btn.end_step", "End my action", "Aktion beenden"},
  {"rise.btn.ally", "Ally with {0}", "Bündnis mit {0}"},
  {"rise.btn.order", "Place {0}", "Platz {0}"},
  {"rise.btn.idle", "Place disc in {0} without action", "Scheibe ohne Aktion in {0} legen"},
  {"rise.btn.cancel", "Cancel this action", "Aktion abbrechen"},
  {"rise.tip.cancel", "Takes back every step of this action so far.", "Nimmt alle bisherigen Schritte dieser Aktion zurück."},
  {"rise.free.remove", "{0}: remove {1} cube(s) of {2} in {3}", "{0}: {1} Stein(e) von {2} in {3} entfernen"},
  {"rise.free.harbour", "{0}: {1} gold → {1} resource(s)", "{0}: {1} Gold → {1} Ware(n)"},
  {"rise.free.cubes", "{0}: {1} cube(s) from stock to pool", "{0}: {1} Stein(e) aus dem Lager in den Vorrat"},
  {"rise.pick.how_many", "How many cubes?", "Wie viele Steine?"},
  {"rise.pick.battle", "Battle {0} (row {1}: you lose {2}, they lose {3})", "Kampf gegen {0} (Reihe {1}: du verlierst {2}, Gegner {3})"},
  {"rise.pick.remove", "{0}: remove {1} of {2}", "{0}: {1} von {2} entfernen"},
  // reasons (explanations only)
  {"rise.why.not_your_turn", "It is {0}'s turn.", "{0} ist am Zug."},
  {"rise.why.pay_first", "First pay the removal cost ({0} more).", "Bezahle zuerst die Kosten (noch {0})."},
  {"rise.why.bchoose", "You removed a disc from the {0} row: take from that row or skip.", "Du hast eine Scheibe aus der Reihe {0} genommen: Nimm aus dieser Reihe oder verzichte."},
  {"rise.why.placing", "First finish placing your cubes (or press Done).", "Setze zuerst deine Steine fertig (oder drücke Fertig)."},
  {"rise.why.battling", "First finish your battles.", "Beende zuerst deine Kämpfe."},
  {"rise.why.post", "Your action is done: use a free tile or end it.", "Deine Aktion ist erledigt: Nutze ein freies Plättchen oder beende sie."},
  {"rise.why.b_remove_first", "In a B turn, first remove one of your discs from the action display.", "In Runde B nimmst du zuerst eine deiner Scheiben von der Aktionsübersicht."},
  {"rise.why.not_now", "Not possible now.", "Jetzt nicht möglich."},
  {"rise.why.decide_first", "First make the decision above.", "Triff zuerst die Entscheidung oben."},
  {"rise.why.row_full", "The {0} row is full.", "Die Reihe {0} ist voll."},
  {"rise.why.own_type", "You already have this progress tile.", "Dieses Fortschrittsplättchen hast du schon."},
  {"rise.why.gold", "Not enough gold (costs {0}).", "Nicht genug Gold (kostet {0})."},
  {"rise.why.discs", "Not enough resources (needs {0}).", "Nicht genug Waren (braucht {0})."},
  {"rise.why.wonder_b", "Wonders can only be built in a B turn.", "Weltwunder lassen sich nur in Runde B bauen."},
  {"rise.why.wonder_needs", "Needs {0} cubes in your pool and {1} resources.", "Braucht {0} Steine im Vorrat und {1} Waren."},
  {"rise.why.empire_taken", "This empire tile has been taken this turn.", "Dieses Imperiumsplättchen ist in dieser Runde schon vergeben."},
  {"rise.why.trade_era", "This trade box is not used in this era.", "Dieses Handelsfeld gilt in dieser Epoche nicht."},
  {"rise.why.trade_used", "{0} has used this trade box this turn.", "{0} hat dieses Handelsfeld in dieser Runde schon genutzt."},
  {"rise.why.empty_circle", "There is no disc here.", "Hier liegt keine Scheibe."},
  {"rise.why.not_your_disc", "That is not your disc.", "Das ist nicht deine Scheibe."},
  {"rise.why.too_expensive", "You cannot pay for removing this disc (or another one must go first).", "Du kannst diese Scheibe nicht bezahlen (oder eine andere ist zuerst dran)."},
  {"rise.why.circle_taken", "This circle is taken.", "Dieser Kreis ist besetzt."},
  {"rise.why.pick_tile", "Choose a tile of the {0} row in the tile display.", "Wähle ein Plättchen der Reihe {0} in der Auslage."},
  {"rise.why.map_needs_empire", "Cubes go onto the map with an empire tile.", "Steine kommen mit einem Imperiumsplättchen auf die Karte."},
  {"rise.why.no_pool", "No cubes left in your pool.", "Keine Steine mehr in deinem Vorrat."},
  {"rise.why.region_era", "Opens in era {0}.", "Öffnet in Epoche {0}."},
  {"rise.why.needs_water", "The sea needs an empire tile with water.", "Das Meer braucht ein Imperiumsplättchen mit Wasser."},
  {"rise.why.needs_water_overseas", "Overseas regions need an empire tile with water.", "Überseeregionen brauchen ein Imperiumsplättchen mit Wasser."},
  {"rise.why.navigation", "Only Navigation owners may go overseas now.", "Nach Übersee dürfen jetzt nur Besitzer der Navigation."},
  {"rise.why.one_area", "Not reachable: one overseas area per empire tile (two with Navigation), or the region was already chosen.", "Nicht erreichbar: ein Überseegebiet je Imperiumsplättchen (zwei mit Navigation), oder die Region ist schon gewählt."},
  {"rise.why.not_adjacent", "Not adjacent to your regions (or already chosen, or no regions left on this tile).", "Nicht benachbart zu deinen Regionen (oder schon gewählt, oder keine Regionen mehr auf diesem Plättchen)."},
  {"rise.why.no_battle_here", "No battle possible in this region.", "In dieser Region ist kein Kampf möglich."},
  // map
  {"rise.map.new_world", "New World", "Neue Welt"},
  {"rise.map.far_east", "Far East", "Ferner Osten"},
  {"rise.map.black_sea", "Black Sea", "Schwarzes Meer"},
  {"rise.map.zoom_in", "Zoom map", "Karte vergrößern"},
  {"rise.map.zoom_out", "Whole map", "Ganze Karte"},
  {"rise.map.legend", "Red badge: VP for the controller / second. White badge: income. Cubes: colour, symbol and count; gold frame: controller, silver: second.",
                      "Rotes Schild: SP für Kontrolle / Zweiten. Weißes Schild: Einkommen. Steine: Farbe, Symbol und Anzahl; goldener Rahmen: Kontrolle, silberner: Zweiter."},
  {"rise.rs.WEU", "W. Europe", "Westeuropa"},
  {"rise.rs.CEU", "C. Europe", "Mitteleuropa"},
  {"rise.rs.MED", "Mediterranean", "Mittelmeer"},
  {"rise.rs.NWA", "NW Africa", "NW-Afrika"},
  {"rise.rs.NEA", "NE Africa", "NO-Afrika"},
  {"rise.rs.TUR", "Anatolia", "Türkei"},
  {"rise.rs.NEE", "Near East", "Nahost"},
  {"rise.rs.PER", "Persia", "Persien"},
  {"rise.rs.NEU", "N. Europe", "Nordeuropa"},
  {"rise.rs.EEU", "E. Europe", "Osteuropa"},
  {"rise.rs.NAM", "N. America", "Nordamerika"},
  {"rise.rs.SAM", "S. America", "Südamerika"},
  {"rise.rs.IND", "India", "Indien"},
  {"rise.rs.CHN", "China", "China"},
  {"rise.rs.RUS", "Russia", "Russland"},
  {"rise.rs.CAS", "C. Asia", "Zentralasien"},
  {"rise.rs.ARA", "Arabia", "Arabien"},
  {"rise.rs.WAF", "W. Africa", "Westafrika"},
  {"rise.rs.EAF", "E. Africa", "Ostafrika"},
  {"rise.rs.SAF", "S. Africa", "Südafrika"},
  {"rise.res.gold", "gold", "Gold"},
  {"rise.res.discs", "resources", "Waren"},
  {"rise.res.cubes", "cubes (stock to pool)", "Steine (Lager in den Vorrat)"},
  {"rise.res.food", "food", "Nahrung"},
  // action and tile displays
  {"rise.ad.title", "Action display", "Aktionsübersicht"},
  {"rise.ad.a_hint", "A turn: discs fill each row from the right", "Runde A: Scheiben füllen jede Reihe von rechts"},
  {"rise.ad.b_hint", "B turn: yellow numbers are removal costs", "Runde B: gelbe Zahlen sind die Kosten"},
  {"rise.ad.row0", "Progress row: take a face-up progress tile.", "Reihe Fortschritt: Nimm ein offenes Fortschrittsplättchen."},
  {"rise.ad.row1", "Territory row: take a territory tile (cubes to your pool, food).", "Reihe Gebiet: Nimm ein Gebietsplättchen (Steine in den Vorrat, Nahrung)."},
  {"rise.ad.row2", "City row: buy a city (or, in a B turn, build a wonder).", "Reihe Stadt: Kaufe eine Stadt (oder baue in Runde B ein Weltwunder)."},
  {"rise.ad.row3", "Empire row: take an empire tile, place cubes on the map and fight.", "Reihe Imperium: Nimm ein Imperiumsplättchen, setze Steine auf die Karte und kämpfe."},
  {"rise.ad.row4", "Trade row: trade resources for gold or VP.", "Reihe Handel: Tausche Waren gegen Gold oder SP."},
  {"rise.ad.circle", "circle {0}", "Kreis {0}"},
  {"rise.ad.disc_of", "Disc of {0}", "Scheibe von {0}"},
  {"rise.ad.cost", "Removing it costs {0}.", "Sie zu entfernen kostet {0}."},
  {"rise.td.progress", "Progress tiles", "Fortschrittsplättchen"},
  {"rise.td.territory", "Territory tiles", "Gebietsplättchen"},
  {"rise.td.city", "City tiles", "Stadtplättchen"},
  {"rise.td.empire", "Empire tiles", "Imperiumsplättchen"},
  {"rise.td.trade", "Trade boxes", "Handelsfelder"},
  {"rise.td.facedown", "{0} face down", "{0} verdeckt"},
  {"rise.td.empire_side", "era {0} side", "Seite Epoche {0}"},
  {"rise.td.aside", "earlier", "älter"},
  {"rise.td.none", "none", "keine"},
  {"rise.td.per_turn", "/turn", "/Runde"},
  {"rise.td.regions_n", "{0} regions", "{0} Regionen"},
  // tooltips
  {"rise.tip.era", "Era {0}", "Epoche {0}"},
  {"rise.tip.cost_gold", "Costs {0} gold now (tile from an earlier era).", "Kostet jetzt {0} Gold (Plättchen einer früheren Epoche)."},
  {"rise.tip.copies", "{0} copies in the game.", "{0} Exemplare im Spiel."},
  {"rise.tip.red", "Red edge: returns to the display at the start of every turn.", "Roter Rand: kommt zu Beginn jeder Runde zurück in die Auslage."},
  {"rise.tip.aside", "Kept aside from an earlier turn.", "Aus einer früheren Runde übrig."},
  {"rise.tip.t_cubes", "Take {0} cube(s) from your stock to your pool.", "{0} Stein(e) aus dem Lager in den Vorrat."},
  {"rise.tip.t_gold", "{0} gold each Income phase.", "{0} Gold in jeder Einkommensphase."},
  {"rise.tip.t_discs", "{0} resource(s) each Income phase.", "{0} Ware(n) in jeder Einkommensphase."},
  {"rise.tip.t_food", "+{0} food each Food phase.", "+{0} Nahrung in jeder Ernährungsphase."},
  {"rise.tip.t_food_cost", "Costs {0} food each Food phase.", "Kostet {0} Nahrung in jeder Ernährungsphase."},
  {"rise.tip.t_vp", "{0} VP each VP phase.", "{0} SP in jeder Wertung."},
  {"rise.tip.count", "{0} tiles of this kind.", "{0} Plättchen dieser Art."},
  {"rise.tip.city_cost", "Costs {0} gold.", "Kostet {0} Gold."},
  {"rise.tip.city_vp", "{0} VP each VP phase.", "{0} SP in jeder Wertung."},
  {"rise.tip.city_food", "+{0} food each Food phase.", "+{0} Nahrung in jeder Ernährungsphase."},
  {"rise.tip.city_food_cost", "Needs {0} food each Food phase (or is discarded).", "Braucht {0} Nahrung in jeder Ernährungsphase (sonst abgegeben)."},
  {"rise.tip.city_disc_upkeep", "Needs {0} resource each Income phase (or is discarded).", "Braucht {0} Ware in jeder Einkommensphase (sonst abgegeben)."},
  {"rise.tip.city_income_gold", "+{0} gold each Income phase.", "+{0} Gold in jeder Einkommensphase."},
  {"rise.tip.city_income_discs", "+{0} resource each Income phase.", "+{0} Ware in jeder Einkommensphase."},
  {"rise.tip.wonder_needs", "Also needs {0} cubes from your pool and {1} resources.", "Braucht außerdem {0} Steine aus dem Vorrat und {1} Waren."},
  {"rise.tip.wonder_vp", "Scores {0} VP at once.", "Bringt sofort {0} SP."},
  {"rise.tip.wonder_b", "Wonders are built in B turns only.", "Weltwunder werden nur in Runde B gebaut."},
  {"rise.tip.empire", "Empire tile {0}", "Imperiumsplättchen {0}"},
  {"rise.tip.empire_regions", "Place cubes from your pool into up to {0} regions.", "Setze Steine aus deinem Vorrat in bis zu {0} Regionen."},
  {"rise.tip.water", "Water: may cross to the Mediterranean and overseas.", "Wasser: erlaubt Mittelmeer und Übersee."},
  {"rise.tip.no_water", "No water: land regions only.", "Kein Wasser: nur Landregionen."},
  {"rise.tip.battle_row", "Battle {0}: you lose {1} cube(s), the defender {2}.", "Kampf {0}: du verlierst {1} Stein(e), der Verteidiger {2}."},
  {"rise.tip.side1", "Era I side shown.", "Seite für Epoche I."},
  {"rise.tip.side2", "Era II/III side shown.", "Seite für Epoche II/III."},
  {"rise.tip.trade_gold", "Trade {0} resources for {1} gold.", "Tausche {0} Waren gegen {1} Gold."},
  {"rise.tip.trade_vp", "Trade {0} resources for {1} VP.", "Tausche {0} Waren gegen {1} SP."},
  {"rise.tip.trade_eras", "Usable in era {0}.", "Nutzbar in Epoche {0}."},
  {"rise.tip.trade_once", "Each box once per turn.", "Jedes Feld einmal pro Runde."},
  {"rise.tip.taken_by", "Taken by {0}.", "Genommen von {0}."},
  {"rise.tip.sea", "sea", "Meer"},
  {"rise.tip.region_vp", "{0} VP to the controller, {1} VP to the second.", "{0} SP für die Kontrolle, {1} SP für den Zweiten."},
  {"rise.tip.region_income", "Income for the controller: {0} {1}.", "Einkommen für die Kontrolle: {0} {1}."},
  {"rise.tip.region_no_income", "No income.", "Kein Einkommen."},
  {"rise.tip.region_cubes", "{0}: {1} cube(s), {2} VP", "{0}: {1} Stein(e), {2} SP"},
  {"rise.tip.region_gets_income", "and {0} income", "und {0} Einkommen"},
  {"rise.tip.region_empty", "No cubes here yet.", "Noch keine Steine hier."},
  {"rise.tip.gold", "Gold: pays for cities and tiles; 3 gold = 1 VP at the end.", "Gold: bezahlt Städte und Plättchen; 3 Gold = 1 SP am Ende."},
  {"rise.tip.discs", "Resources (black discs): for trades, upkeep and wonders; 3 = 1 VP at the end.", "Waren (schwarze Scheiben): für Handel, Unterhalt und Weltwunder; 3 = 1 SP am Ende."},
  {"rise.tip.cubes", "Cubes: in your pool (usable) / in your stock.", "Steine: im Vorrat (nutzbar) / im Lager."},
  {"rise.tip.food", "Food track (0–20): each Food phase adds and subtracts; below 0 you lose VP.", "Nahrungsleiste (0–20): in jeder Ernährungsphase plus und minus; unter 0 verlierst du SP."},
  {"rise.tip.vp", "Victory points so far.", "Bisherige Siegpunkte."},
  {"rise.tip.used", "Used this turn (face down).", "In dieser Runde benutzt (verdeckt)."},
  {"rise.tip.use_now", "Click to use it now.", "Klicken, um es jetzt zu nutzen."},
  {"rise.panel.vp", "{0} VP", "{0} SP"},
  {"rise.panel.position", "turn order {0}", "Reihenfolge {0}"},
  {"rise.panel.cubes", "{0} / {1}", "{0} / {1}"},
  {"rise.panel.tiles", "Tiles:", "Plättchen:"},
  {"rise.panel.used", "used", "benutzt"},
  {"rise.panel.new", "new", "neu"},
  {"rise.panel.ally", "Ally: {0}", "Verbündet mit {0}"},
  // summaries and game end
  {"rise.sum.title", "End of turn {0}: food, income and victory points", "Ende der Runde {0}: Ernährung, Einkommen und Siegpunkte"},
  {"rise.sum.title_era", "End of turn {0} and of the era: food, income, victory points", "Ende der Runde {0} und der Epoche: Ernährung, Einkommen, Siegpunkte"},
  {"rise.sum.food", "Food", "Nahrung"},
  {"rise.sum.gold", "Gold", "Gold"},
  {"rise.sum.discs", "Res.", "Waren"},
  {"rise.sum.pool", "Pool", "Vorrat"},
  {"rise.sum.map", "Map", "Karte"},
  {"rise.sum.tiles", "Tiles", "Plättchen"},
  {"rise.sum.vp", "VP", "SP"},
  {"rise.sum.includes", "Includes the last action of the turn ({0}: {1}).", "Enthält die letzte Aktion der Runde ({0}: {1})."},
  {"rise.sum.ok", "Continue", "Weiter"},
  {"rise.sum.by_phase", "Phase by phase", "Phase für Phase"},
  {"rise.sum.phase_food", "Food phase", "Ernährung"},
  {"rise.sum.phase_income", "Income phase", "Einkommen"},
  {"rise.sum.phase_vp", "Victory points phase", "Siegpunkte"},
  {"rise.sum.food_net", "food {0}", "Nahrung {0}"},
  {"rise.sum.food_lost", "{0} VP lost (no food left)", "{0} SP verloren (keine Nahrung)"},
  {"rise.sum.food_gold", "{0} gold (food store full)", "{0} Gold (Nahrungsleiste voll)"},
  {"rise.sum.cities_given_up", "{0} city tile(s) given up", "{0} Stadtplättchen abgegeben"},
  {"rise.sum.income", "+{0} gold, +{1} res., +{2} cubes", "+{0} Gold, +{1} Waren, +{2} Spielsteine"},
  {"rise.sum.upkeep", "{0} res. paid for upkeep", "{0} Waren Unterhalt gezahlt"},
  {"rise.sum.vp_split", "+{0} VP map, +{1} VP tiles", "+{0} SP Karte, +{1} SP Plättchen"},
  {"rise.sum.earlier", "Turn summaries", "Rundenübersichten"},
  {"rise.over.breakdown", "Score breakdown", "Wertung im Einzelnen"},
  {"rise.over.chart", "Victory points after each turn", "Siegpunkte nach jeder Runde"},
  {"rise.chart.final", "End", "Ende"},
  // progress tile effects (EN from the data file)
  {"rise.eff.P1-AGR", "+2 food", "+2 Nahrung"},
  {"rise.eff.P1-IWP", "Free: remove 1 cube of another player where you have a cube", "Frei: Entferne 1 Stein eines Mitspielers in einer Region, in der du einen Stein hast"},
  {"rise.eff.P1-IAX", "+1 disc per Forest", "+1 Ware je Wald"},
  {"rise.eff.P1-MIN", "+1 disc per Hills", "+1 Ware je Hügel"},
  {"rise.eff.P1-SHB", "Free: pay 1 gold, take 1 disc", "Frei: Zahle 1 Gold, nimm 1 Ware"},
  {"rise.eff.P1-IRR", "+1 food per Plains and Island", "+1 Nahrung je Ebene und Insel"},
  {"rise.eff.P1-HRS", "Empire tiles: +1 region", "Imperiumsplättchen: +1 Region"},
  {"rise.eff.P1-MAS", "City/wonder gold cost -1", "Städte/Weltwunder kosten 1 Gold weniger"},
  {"rise.eff.P1-WRI", "+1 VP", "+1 SP"},
  {"rise.eff.P1-COI", "+2 gold", "+2 Gold"},
  {"rise.eff.P1-MER", "Empire placement ignores adjacency (this turn)", "Imperium: Steine ohne Nachbarschaft setzen (diese Runde)"},
  {"rise.eff.P2-NAV", "Opens NW/FE in Era II A; water tiles reach both areas", "Öffnet Neue Welt/Fernen Osten in Epoche II A; Wasserplättchen erreichen beide Gebiete"},
  {"rise.eff.P2-PRT", "No disc-removal costs in B turns", "Keine Kosten für das Entfernen von Scheiben in Runde B"},
  {"rise.eff.P2-DIP", "Alliance: no battles/removals between allies", "Bündnis: keine Kämpfe/Entfernungen zwischen Verbündeten"},
  {"rise.eff.P2-REL", "+1 VP per city (max 3)", "+1 SP je Stadt (höchstens 3)"},
  {"rise.eff.P2-CRO", "+3 food", "+3 Nahrung"},
  {"rise.eff.P2-SHP", "+1 gold per Island and per solely controlled NW/FE region", "+1 Gold je Insel und je allein kontrollierter Region der Neuen Welt/des Fernen Ostens"},
  {"rise.eff.P2-GUN", "Free: remove up to 2 cubes of one player in one region", "Frei: Entferne bis zu 2 Steine eines Spielers in einer Region"},
  {"rise.eff.P2-LHB", "Free: pay 1 gold per disc, up to 3 discs", "Frei: Zahle 1 Gold je Ware, bis zu 3 Waren"},
  {"rise.eff.P2-BNK", "+3 gold", "+3 Gold"},
  {"rise.eff.P2-ARC", "City/wonder gold cost -2", "Städte/Weltwunder kosten 2 Gold weniger"},
  {"rise.eff.P2-TRF", "Trades yield +1 (this turn)", "Handel bringt +1 (diese Runde)"},
  {"rise.eff.P3-FER", "+4 food", "+4 Nahrung"},
  {"rise.eff.P3-IDE", "+1 VP per solely controlled region (max 4)", "+1 SP je allein kontrollierter Region (höchstens 4)"},
  {"rise.eff.P3-OIL", "+1 disc per Plains", "+1 Ware je Ebene"},
  {"rise.eff.P3-STE", "+1 disc per Hills", "+1 Ware je Hügel"},
  {"rise.eff.P3-ART", "Free: remove up to 3 cubes of one player in one region", "Frei: Entferne bis zu 3 Steine eines Spielers in einer Region"},
  {"rise.eff.P3-RAI", "Empire tiles: +1 region", "Imperiumsplättchen: +1 Region"},
  {"rise.eff.P3-STS", "Every empire tile counts as water", "Jedes Imperiumsplättchen gilt als Wasser"},
  {"rise.eff.P3-MDC", "+3 cubes from stock to pool", "+3 Steine aus dem Lager in den Vorrat"},
  {"rise.eff.P3-ELE", "+1 gold per city", "+1 Gold je Stadt"},
  {"rise.eff.P3-STX", "Final scoring: 1 VP per 2 gold", "Schlusswertung: 1 SP je 2 Gold"},
  {"rise.eff.P3-CON", "Free: move up to 3 cubes from stock to pool", "Frei: Bis zu 3 Steine aus dem Lager in den Vorrat"},
  // ---- end of Rise of Empires board ----

  // ---- page (shell/glue.js) ----
  {"page.update", "A new version is available.", "Eine neue Version ist verfügbar."},
  {"page.reload", "Reload", "Neu laden"},

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
  {"saves.turn", "turn {0}", "Runde {0}"},
  {"saves.moves", "{0} moves", "{0} Züge"},
  {"saves.continue_hint", "{0}, {1} players, {2} moves", "{0}, {1} Spieler, {2} Züge"},
  {"saves.copy_link", "Copy link", "Link kopieren"},
  {"saves.link_copied", "Link copied to the clipboard.", "Link in die Zwischenablage kopiert."},
  {"saves.saved", "Saved: {0}", "Gespeichert: {0}"},
  {"saves.loaded", "Loaded: {0}", "Geladen: {0}"},
  {"saves.exported", "Exported: {0}", "Exportiert: {0}"},
  {"saves.imported", "Imported: {0}", "Importiert: {0}"},
  {"saves.opened_link", "Opened from a link: {0}, {1} moves.", "Aus einem Link geöffnet: {0}, {1} Züge."},
  {"saves.kept_name", "Unfinished {0}", "Unbeendet: {0}"},
  {"saves.kept", "Your previous game was kept in the saves as “{0}”.", "Dein vorheriges Spiel liegt jetzt bei den Spielständen als „{0}“."},
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
  {"saves.err.open", "This save cannot be opened: {0}", "Dieser Spielstand lässt sich nicht öffnen: {0}"},
  {"saves.err.export", "The file could not be written.", "Die Datei konnte nicht geschrieben werden."},
  {"saves.err.import", "{0} cannot be imported: {1}", "{0} lässt sich nicht importieren: {1}"},
  {"saves.err.read", "{0} cannot be read.", "{0} lässt sich nicht lesen."},
  {"saves.err.clipboard", "The link could not be copied: use “Share link” and copy it by hand.",
                          "Der Link ließ sich nicht kopieren: Öffne „Link teilen“ und kopiere ihn von Hand."},
};
// clang-format on

emp::Lang g_lang = emp::Lang::En;

const std::unordered_map<std::string_view, const Translation*>& index() {
  static const auto* idx = [] {
    auto* m = new std::unordered_map<std::string_view, const Translation*>();
    for (const auto& t : kTable) m->emplace(t.key, &t);
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

}  // namespace

void set_language(emp::Lang lang) { g_lang = lang; }
emp::Lang language() { return g_lang; }

const char* tr(std::string_view key, emp::Lang lang) {
  const auto& idx = index();
  auto it = idx.find(key);
  if (it == idx.end()) {
    auto& miss = missing_keys();
    return miss.emplace(key).first->c_str();
  }
  return lang == emp::Lang::De ? it->second->de : it->second->en;
}

const char* tr(std::string_view key) { return tr(key, g_lang); }

bool has_key(std::string_view key) { return index().count(key) != 0; }

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

const std::vector<Translation>& translation_table() { return kTable; }

std::vector<std::string> translation_problems() {
  std::vector<std::string> out;
  std::set<std::string_view> seen;
  for (const auto& t : kTable) {
    if (!seen.insert(t.key).second) out.push_back(std::string("duplicate key: ") + t.key);
    if (!t.en || !*t.en) out.push_back(std::string("missing English: ") + t.key);
    if (!t.de || !*t.de) out.push_back(std::string("missing German: ") + t.key);
    if (t.en && t.de && placeholders(t.en) != placeholders(t.de))
      out.push_back(std::string("placeholders differ: ") + t.key);
  }
  for (const auto& k : missing_keys()) out.push_back("key not in table: " + k);
  return out;
}

}  // namespace empui
