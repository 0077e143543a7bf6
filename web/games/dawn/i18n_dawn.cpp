// Dawn of Empires' translations: every "dawn.b.*" and "about.dawn.*" key of the
// web board, in English and German. The engine's messages ("dawn.phase.*",
// "dawn.res.*", "dawn.action.*", "dawn.score.*", "dawn.why.*") come from
// dawn_why.cpp through tr_message; names of terrains, technologies, buildings
// and empires come from the data table (dawn_data.cpp) in both languages.
#include "games/dawn/board_dawn.h"

namespace empui::dawn_ui {

const std::vector<Translation>& dawn_translations() {
  // clang-format off
  static const std::vector<Translation> table = {
    // ---- About page: the rules summary (dawn_web.cpp) ----
    {"about.dawn.h.goal", "Goal", "Spielziel"},
    {"about.dawn.goal", "Lead one of four ancient empires on a map of 25 hex tiles, most of them face down at the start. The player with the most victory points at the end wins: 1 per hut on the map, per technology and per legend, the Palace, the wonders, and 1 for each rival with less military experience.",
                        "Führe eines von vier antiken Reichen auf einer Karte aus 25 Sechseckfeldern, die zu Beginn großteils verdeckt sind. Am Ende gewinnt, wer die meisten Siegpunkte hat: 1 je Hütte auf der Karte, je Technologie und je Legende, der Palast, die Weltwunder und 1 für jeden Gegner mit weniger militärischer Erfahrung."},
    {"about.dawn.h.setup", "Setup", "Vorbereitung"},
    {"about.dawn.setup", "In reverse player order everyone chooses an empire, a start position in a corner of the map and how to lay the empire's three start tiles. Each empire starts with a town of size 1 where its start tiles meet and seven warriors on its military track.",
                         "In umgekehrter Spielerreihenfolge wählt jeder ein Reich, eine Startposition in einer Ecke der Karte und wie die drei Startfelder des Reichs liegen. Jedes Reich beginnt mit einer Stadt der Größe 1, wo sich seine Startfelder treffen, und sieben Kriegern auf seiner Militärleiste."},
    {"about.dawn.h.turn", "A turn: the rondel", "Ein Zug: das Rondell"},
    {"about.dawn.turn", "Move your marker on the rondel: the first time to any space, then one or two spaces clockwise (three with Code of Laws; with Monarchy each further space costs 1 money), never staying put. Then take one action of the space you reached, or none.",
                        "Ziehe deinen Stein auf dem Rondell: beim ersten Mal auf ein beliebiges Feld, danach ein oder zwei Felder im Uhrzeigersinn (drei mit Gesetzgebung; mit Monarchie kostet jedes weitere Feld 1 Geld), nie auf der Stelle. Dann führe eine Aktion des erreichten Felds aus oder keine."},
    {"about.dawn.h.actions", "The actions", "Die Aktionen"},
    {"about.dawn.actions", "Harvest: each town collects cubes from its tiles (at most its size; units on a tile or the largest towns around it decide who may), unhappy faces take cubes away, then every cube is converted into food, production, wealth, money or science, and upkeep is paid in food for the huts and money for the warriors. Research: buy a technology with science (at most 3 per colour). Recruit: a warrior or a settler on a tile next to your town. Move: a stack steps to a neighbouring tile, raids a rival town or founds a new town. Explore: turn a face-down tile next to your warriors and take its bonus. Build: an improvement or a wonder for money and production. Grow: a town grows by one hut, up to size 3.",
                           "Ernte: Jede Stadt sammelt Würfel von ihren Feldern (höchstens ihre Größe; Einheiten auf einem Feld oder die größten Städte daneben entscheiden, wer darf), unzufriedene Gesichter nehmen Würfel weg, dann wird jeder Würfel in Nahrung, Produktion, Reichtum, Geld oder Wissenschaft getauscht und der Unterhalt bezahlt: Nahrung für die Hütten, Geld für die Krieger. Forschung: eine Technologie für Wissenschaft kaufen (höchstens 3 je Farbe). Rekrutieren: ein Krieger oder Siedler auf einem Feld neben deiner Stadt. Bewegen: Ein Stapel zieht auf ein Nachbarfeld, überfällt eine gegnerische Stadt oder gründet eine neue Stadt. Erkunden: ein verdecktes Feld neben deinen Kriegern aufdecken und seinen Bonus nehmen. Bauen: ein Gebäude oder Weltwunder für Geld und Produktion. Wachsen: Eine Stadt wächst um eine Hütte, bis Größe 3."},
    {"about.dawn.h.combat", "Combat", "Kampf"},
    {"about.dawn.combat", "Units entering a tile with rival units fight: warriors are removed in pairs (Iron Working saves the attacker's), then settlers. Both sides gain 1 experience per rival warrior killed. A winner who lost a warrior may make it a legend (1 victory point). A raid returns one of the raiding warriors and plunders up to 2 of a resource or enslaves a warrior; Walls and the Great Wall protect.",
                          "Einheiten, die ein Feld mit gegnerischen Einheiten betreten, kämpfen: Krieger werden paarweise entfernt (Eisenverarbeitung schützt den des Angreifers), danach Siedler. Beide Seiten erhalten 1 Erfahrung je getötetem gegnerischem Krieger. Ein Sieger, der einen Krieger verloren hat, darf ihn zur Legende machen (1 Siegpunkt). Ein Überfall schickt einen der Angreifer zurück und plündert bis zu 2 einer Ware oder versklavt einen Krieger; Stadtmauern und die Große Mauer schützen."},
    {"about.dawn.h.end", "End of the game", "Spielende"},
    {"about.dawn.end", "When all of a player's huts are on the map, a player has 12 technologies or 20 experience, everyone plays one more turn; then the game is scored.",
                       "Sind alle Hütten eines Spielers auf der Karte oder hat ein Spieler 12 Technologien oder 20 Erfahrung, spielt jeder noch einen Zug; dann wird gewertet."},

    // ---- turn banner, prompt ----
    {"dawn.tagline", "Grow a civilisation tile by tile: harvest, research, build wonders, keep your people happy.",
     "Lass eine Zivilisation Feld für Feld wachsen: ernten, forschen, Wunder bauen, dein Volk zufrieden halten."},
    {"dawn.b.round", "Round {0}", "Runde {0}"},
    {"dawn.b.final_round", "final round, turns left: {0}", "letzte Runde, verbleibende Züge: {0}"},
    {"dawn.b.prompt.empire", "Choose your empire.", "Wähle dein Reich."},
    {"dawn.b.prompt.start", "Choose your start position: each town in your colour is one; point at its highlighted tiles to see your start tiles there, and click them to start there.",
     "Wähle deine Startposition: Jede Stadt in deiner Farbe ist eine; zeige auf ihre hervorgehobenen Felder, um deine Startfelder dort zu sehen, und klicke sie, um dort zu beginnen."},
    {"dawn.b.prompt.arrange", "Lay the three start tiles of the {0}: click a tile on the map to swap it with the next, then lay them as shown.",
     "Lege die drei Startfelder der {0}: Klicke ein Feld auf der Karte, um es mit dem nächsten zu tauschen, dann lege sie wie gezeigt."},
    {"dawn.b.tip.start_tile", "{0}: one of your start tiles if you start here (you arrange them next).",
     "{0}: eines deiner Startfelder, wenn du hier beginnst (du ordnest sie danach an)."},
    {"dawn.b.tip.swap_start", "Click: swap this tile with the next start tile.", "Klicken: dieses Feld mit dem nächsten Startfeld tauschen."},
    {"dawn.b.prompt.rondel_first", "Move your marker onto any space of the rondel.", "Setze deinen Stein auf ein beliebiges Feld des Rondells."},
    {"dawn.b.prompt.rondel", "Move your marker on the rondel (up to {0} spaces clockwise).", "Ziehe deinen Stein auf dem Rondell (bis zu {0} Felder im Uhrzeigersinn)."},
    {"dawn.b.do.0", "Harvest: your towns collect cubes from their tiles, you convert them, then pay upkeep. Press Harvest to begin.", "Ernte: Deine Städte sammeln Würfel von ihren Feldern, du tauschst sie und zahlst dann den Unterhalt. Drücke „Ernten“, um zu beginnen."},
    {"dawn.b.do.1", "Research: click a technology in the pool that you can pay in science (at most 3 of a colour).", "Forschung: Klicke eine Technologie im Vorrat, die du mit Wissenschaft bezahlen kannst (höchstens 3 einer Farbe)."},
    {"dawn.b.do.2", "Recruit: pay 1 production and click a tile next to one of your towns for a warrior or a settler, or buy back an enslaved warrior.", "Rekrutieren: Zahle 1 Produktion und klicke ein Feld neben einer deiner Städte für einen Krieger oder einen Siedler, oder kaufe einen versklavten Krieger frei."},
    {"dawn.b.do.3", "Move: click a tile with your units to move that stack.", "Bewegen: Klicke ein Feld mit deinen Einheiten, um diesen Stapel zu bewegen."},
    {"dawn.b.do.4", "Explore: click a face-down tile next to one of your warriors to turn it up and take its bonus.", "Erkunden: Klicke ein verdecktes Feld neben einem deiner Krieger, um es aufzudecken und seinen Bonus zu nehmen."},
    {"dawn.b.do.5", "Build: click a city improvement or wonder you can pay in production and money.", "Bauen: Klicke eine Stadtverbesserung oder ein Weltwunder, das du mit Produktion und Geld bezahlen kannst."},
    {"dawn.b.do.6", "Grow: click one of your towns to add a hut (it costs food).", "Wachsen: Klicke eine deiner Städte, um eine Hütte hinzuzufügen (das kostet Nahrung)."},
    {"dawn.b.do.none", "Nothing of this action can be done now: take no action.", "Von dieser Aktion ist jetzt nichts möglich: Verzichte auf die Aktion."},
    {"dawn.b.prompt.collect", "Harvest: click the tiles whose cubes your towns collect (cubes: {0}, at most {1}).", "Ernte: Klicke die Felder, deren Würfel deine Städte sammeln (Würfel: {0}, höchstens {1})."},
    {"dawn.b.prompt.discard", "Unhappiness: choose the cubes you lose (still to lose: {0}).", "Unzufriedenheit: Wähle die Würfel, die du abgibst (noch abzugeben: {0})."},
    {"dawn.b.prompt.convert", "Harvest: convert your cubes (left: {0}), then finish and pay upkeep.", "Ernte: Tausche deine Würfel (übrig: {0}), dann beende und zahle den Unterhalt."},
    {"dawn.b.prompt.upkeep_food", "Upkeep: your huts need {0} food, you have {1}: click a town to return a hut.", "Unterhalt: Deine Hütten brauchen {0} Nahrung, du hast {1}: Klicke eine Stadt, um eine Hütte zurückzunehmen."},
    {"dawn.b.prompt.upkeep_money", "Upkeep: your army needs {0} money, you have {1}: click a tile to return a warrior, or return a legend.", "Unterhalt: Dein Heer braucht {0} Geld, du hast {1}: Klicke ein Feld, um einen Krieger zurückzunehmen, oder gib eine Legende zurück."},
    {"dawn.b.prompt.philosophy", "Philosophy: click one more technology to research, or finish.", "Philosophie: Klicke eine weitere Technologie zum Erforschen oder beende."},
    {"dawn.b.prompt.recruit2", "Barracks: click a tile to recruit one more warrior, or finish.", "Kaserne: Klicke ein Feld, um einen weiteren Krieger zu rekrutieren, oder beende."},
    {"dawn.b.prompt.move_opt", "Move the stack from {0} (warriors: {1}, settlers: {2}): click a neighbouring tile, a rival town to raid or a corner for a new town.", "Bewege den Stapel von {0} (Krieger: {1}, Siedler: {2}): Klicke ein Nachbarfeld, eine gegnerische Stadt zum Überfallen oder eine Ecke für eine neue Stadt."},
    {"dawn.b.prompt.with_spirit", "The Spirit of Mars goes with it.", "Der Geist des Mars zieht mit."},
    {"dawn.b.prompt.move_again", "Horseback Riding: it may act once more.", "Reiten: Er darf noch einmal handeln."},
    {"dawn.b.prompt.stack2", "Military Tactics: click a tile to move a second stack, or finish.", "Militärtaktik: Klicke ein Feld, um einen zweiten Stapel zu bewegen, oder beende."},
    {"dawn.b.prompt.raid", "You raid {0}: plunder or enslave.", "Du überfällst {0}: Plündere oder versklave."},
    {"dawn.b.prompt.legend", "You won the combat: may one of your fallen warriors become a legend?", "Du hast den Kampf gewonnen: Soll einer deiner gefallenen Krieger zur Legende werden?"},
    {"dawn.b.prompt.spirit", "Place the Spirit of Mars: click a highlighted tile, or let it leave the game.", "Setze den Geist des Mars: Klicke ein hervorgehobenes Feld oder lass ihn das Spiel verlassen."},
    {"dawn.b.recruit_warrior", "A click on a tile recruits a warrior.", "Ein Klick auf ein Feld rekrutiert einen Krieger."},
    {"dawn.b.recruit_settler", "A click on a tile recruits a settler.", "Ein Klick auf ein Feld rekrutiert einen Siedler."},
    {"dawn.b.btn.recruit_settler_mode", "Recruit a settler instead", "Stattdessen einen Siedler"},
    {"dawn.b.btn.recruit_warrior_mode", "Recruit a warrior instead", "Stattdessen einen Krieger"},
    {"dawn.b.tip.empire", "Start tiles: {0}\nGrowing a town costs {1} food; a settler {2} food more.", "Startfelder: {0}\nEine Stadt wachsen lassen kostet {1} Nahrung; ein Siedler {2} Nahrung mehr."},

    // ---- map ----
    {"dawn.b.face_down", "face-down tile", "verdecktes Feld"},
    {"dawn.b.tip.face_down", "Not explored yet: nobody knows which tile lies here. Units cannot enter it.", "Noch nicht erkundet: Niemand weiß, welches Feld hier liegt. Einheiten können es nicht betreten."},
    {"dawn.b.tip.yields", "A cube yields (without technologies): {0}", "Ein Würfel bringt (ohne Technologien): {0}"},
    {"dawn.b.tip.yields_none", "A cube yields nothing without the Pyramids.", "Ein Würfel bringt ohne die Pyramiden nichts."},
    {"dawn.b.tip.units", "{0}: warriors {1}, settlers {2}", "{0}: Krieger {1}, Siedler {2}"},
    {"dawn.b.tip.spirit_here", "The Spirit of Mars of {0}", "Der Geist des Mars von {0}"},
    {"dawn.b.tip.collected", "Its cube is collected in this Harvest.", "Sein Würfel ist in dieser Ernte gesammelt."},
    {"dawn.b.tip.town", "Town of {0}, size {1}", "Stadt von {0}, Größe {1}"},
    {"dawn.b.tip.corner", "A corner where a town may be founded", "Eine Ecke, an der eine Stadt gegründet werden kann"},
    {"dawn.b.tip.corner_tiles", "Tiles: {0}", "Felder: {0}"},
    {"dawn.b.map.legend", "{0} warriors · {1} settlers · {2} town with its size · ★ Spirit of Mars · ? face-down tile", "{0} Krieger · {1} Siedler · {2} Stadt mit Größe · ★ Geist des Mars · ? verdecktes Feld"},

    // ---- rondel ----
    {"dawn.b.rondel", "Rondel", "Rondell"},
    {"dawn.b.rondel_centre", "Start", "Start"},
    {"dawn.b.tip.space", "Space {0}: {1}", "Feld {0}: {1}"},
    {"dawn.b.tip.act.0", "Harvest: collect cubes, convert them, pay upkeep.", "Ernte: Würfel sammeln, tauschen, Unterhalt zahlen."},
    {"dawn.b.tip.act.1", "Research: buy a technology with science.", "Forschung: eine Technologie für Wissenschaft kaufen."},
    {"dawn.b.tip.act.2", "Recruit: a warrior or settler next to your town for 1 production.", "Rekrutieren: ein Krieger oder Siedler neben deiner Stadt für 1 Produktion."},
    {"dawn.b.tip.act.3", "Move: a stack steps, raids or founds a town.", "Bewegen: Ein Stapel zieht, überfällt oder gründet eine Stadt."},
    {"dawn.b.tip.act.4", "Explore: turn a face-down tile next to your warriors.", "Erkunden: ein verdecktes Feld neben deinen Kriegern aufdecken."},
    {"dawn.b.tip.act.5", "Build: an improvement or a wonder.", "Bauen: ein Gebäude oder ein Weltwunder."},
    {"dawn.b.tip.act.6", "Grow: a town gains a hut (up to size 3).", "Wachsen: Eine Stadt erhält eine Hütte (bis Größe 3)."},
    {"dawn.b.tip.marker", "Marker of {0}", "Stein von {0}"},

    // ---- supply ----
    {"dawn.b.supply.techs", "Technologies", "Technologien"},
    {"dawn.b.supply.techs_hint", "cost in science; at most 3 per colour", "Kosten in Wissenschaft; höchstens 3 je Farbe"},
    {"dawn.b.supply.buildings", "Buildings", "Gebäude"},
    {"dawn.b.supply.buildings_hint", "cost in money and production", "Kosten in Geld und Produktion"},
    {"dawn.b.colour.0", "Green: harvest ratios", "Grün: Ernteverhältnisse"},
    {"dawn.b.colour.1", "Blue: trade and buildings", "Blau: Handel und Gebäude"},
    {"dawn.b.colour.2", "Yellow: government and faith", "Gelb: Regierung und Glaube"},
    {"dawn.b.colour.3", "Red: military", "Rot: Militär"},
    {"dawn.b.improvements", "Improvements (each once per player)", "Gebäude (je einmal pro Spieler)"},
    {"dawn.b.wonders", "Wonders (each once per game)", "Weltwunder (je einmal pro Spiel)"},
    {"dawn.b.improvement", "improvement", "Gebäude"},
    {"dawn.b.wonder", "wonder", "Weltwunder"},
    {"dawn.b.left", "left: {0}", "übrig: {0}"},
    {"dawn.b.built", "built", "gebaut"},
    {"dawn.b.wonder_vp", "VP: {0}", "SP: {0}"},
    {"dawn.b.cost_mp", "{0}$ {1}⚒", "{0}$ {1}⚒"},
    {"dawn.b.tip.tech_cost", "Cost: {0} science", "Kosten: {0} Wissenschaft"},
    {"dawn.b.tip.build_cost", "Cost: {0} money, {1} production", "Kosten: {0} Geld, {1} Produktion"},
    {"dawn.b.tip.needs", "Needs one of: {0}", "Braucht eine davon: {0}"},
    {"dawn.b.tip.happy", "Happy faces: {0}", "Fröhliche Gesichter: {0}"},
    {"dawn.b.tip.copies", "Copies in the game: {0}", "Exemplare im Spiel: {0}"},
    {"dawn.b.tip.spirit_state", "The Spirit of Mars: {0}", "Der Geist des Mars: {0}"},
    {"dawn.b.spirit.0", "not in play", "nicht im Spiel"},
    {"dawn.b.spirit.1", "on the map", "auf der Karte"},
    {"dawn.b.spirit.2", "has left the game", "hat das Spiel verlassen"},
    {"dawn.b.spirit.3", "waiting to be placed", "wartet darauf, gesetzt zu werden"},

    // ---- harvest ----
    {"dawn.b.harvest_of", "Harvest of {0}:", "Ernte von {0}:"},
    {"dawn.b.tip.cubes", "Cubes of {1}: {0}", "Würfel von {1}: {0}"},
    {"dawn.b.no_cubes", "no cubes", "keine Würfel"},

    // ---- player boards ----
    {"dawn.b.boards", "Empires", "Reiche"},
    {"dawn.b.vp", "VP: {0}", "SP: {0}"},
    {"dawn.b.no_empire", "No empire chosen yet.", "Noch kein Reich gewählt."},
    {"dawn.b.no_techs", "No technologies or buildings yet.", "Noch keine Technologien oder Gebäude."},
    {"dawn.b.tip.res", "{0}: {1} of 8", "{0}: {1} von 8"},
    {"dawn.b.tip.res.0", "Pays the town upkeep, grows towns and recruits settlers.", "Bezahlt den Unterhalt der Städte, lässt Städte wachsen und rekrutiert Siedler."},
    {"dawn.b.tip.res.1", "Recruits units and builds.", "Rekrutiert Einheiten und baut."},
    {"dawn.b.tip.res.2", "Converted into money or science; lost at the end of a Harvest unless you have a Court.", "Wird in Geld oder Wissenschaft getauscht; geht am Ende einer Ernte verloren, außer mit Hof."},
    {"dawn.b.tip.res.3", "Pays the military upkeep and builds.", "Bezahlt den Unterhalt des Heers und baut."},
    {"dawn.b.tip.res.4", "Researches technologies.", "Erforscht Technologien."},
    {"dawn.b.board.towns", "Huts on the map: {0} of {1} · town upkeep: {2} food · happy faces: {3}, unhappy: {4}", "Hütten auf der Karte: {0} von {1} · Unterhalt der Städte: {2} Nahrung · fröhliche Gesichter: {3}, unzufriedene: {4}"},
    {"dawn.b.tip.towns", "Every hut on the map is worth 1 VP. The more huts, the more food the Harvest's upkeep costs; beyond 4 huts each hut brings an unhappy face, which happy faces (Mysticism, Polytheism, Theology, Temple, Oracle, Hanging Gardens) cancel.", "Jede Hütte auf der Karte zählt 1 SP. Je mehr Hütten, desto mehr Nahrung kostet der Unterhalt der Ernte; ab der 5. Hütte bringt jede ein unzufriedenes Gesicht, das fröhliche Gesichter (Mystik, Polytheismus, Theologie, Tempel, Orakel, Hängende Gärten) aufheben."},
    {"dawn.b.board.military", "Military track: own warriors {0}, enslaved {1}, legends {2} · military upkeep: {3} money · warriors on the map {4}, held by rivals {5} · settlers on the map {6} · experience {7}", "Militärleiste: eigene Krieger {0}, versklavte {1}, Legenden {2} · Unterhalt des Heers: {3} Geld · Krieger auf der Karte {4}, bei Gegnern {5} · Siedler auf der Karte {6} · Erfahrung {7}"},
    {"dawn.b.tip.military", "Warriors waiting on the military track cost nothing; each space left empty beyond the first costs 1 money in the Harvest. Experience: 1 per rival warrior killed; every rival with less experience gives you 1 VP at the end.", "Krieger auf der Militärleiste kosten nichts; jedes leere Feld nach dem ersten kostet in der Ernte 1 Geld. Erfahrung: 1 je getötetem gegnerischem Krieger; jeder Gegner mit weniger Erfahrung bringt dir am Ende 1 SP."},
    {"dawn.b.tip.track", "The military track: own warriors (discs), enslaved warriors of rivals (crossed discs).", "Die Militärleiste: eigene Krieger (Scheiben), versklavte Krieger von Gegnern (durchgestrichene Scheiben)."},

    // ---- game over ----
    {"dawn.b.over.breakdown", "Final scoring", "Schlusswertung"},
    {"dawn.b.over.total", "Total", "Summe"},
    {"dawn.b.over.chart", "Victory points over the game", "Siegpunkte im Spielverlauf"},
    {"dawn.b.chart.note", "Victory points at the end of each round.", "Siegpunkte am Ende jeder Runde."},
  };
  // clang-format on
  return table;
}

}  // namespace empui::dawn_ui
