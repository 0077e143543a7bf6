// First Empires: why an action is not legal (coded, translated messages).
#include "first_test_util.h"

using namespace emp;
using namespace emp::first;
using namespace emp::first_test;

namespace {

std::string en(const std::string& coded) { return message_text(coded, Lang::En); }
std::string de(const std::string& coded) { return message_text(coded, Lang::De); }

// 2 players on side A: Karthadst holds Karthadst (4), Etruria Etruria (3).
std::unique_ptr<FirstState> table(int* k_out) {
  auto s = make(2, 61);
  const int k = seat_of(*s, KAR);
  A::clear_map(*s);
  A::set_explorers(*s, k, area(*s, "KAR"), 4);
  A::set_explorers(*s, 1 - k, area(*s, "ETR"), 3);
  *k_out = k;
  return s;
}

}  // namespace

TEST_CASE("first: the message table is complete in English and German", "[first][why]") {
  CHECK(message_table_problems().empty());
  const auto m = first_messages();
  CHECK(m.size() > 100);
  for (const MessageText& t : m) CHECK(std::string(t.key).rfind("first.", 0) == 0);
  CHECK(en(msg("first.why.not_in_play", {"first.area.TUR"})) ==
        "Turtle Island is not in play with this number of players.");
  CHECK(de(msg("first.why.not_in_play", {"first.area.TUR"})) ==
        "Schildkröteninsel ist bei dieser Spielerzahl nicht im Spiel.");
}

TEST_CASE("first: why_illegal names the rule", "[first][why]") {
  int k = 0;
  auto s = table(&k);
  FirstState& S = *s;
  A::begin_turn(S, k, {kO, kY});
  // Phase 1.
  CHECK(en(S.why_illegal(kEndMove)) ==
        "You are rolling dice: re-roll, turn a die black with a card, or finish rolling.");
  CHECK(de(S.why_illegal(kEndMove)) ==
        "Du würfelst: Würfle neu, mach mit einer Karte einen Würfel schwarz oder beende das Würfeln.");
  CHECK(en(S.why_illegal(make_action(kActReroll, 0))) == "Choose one or more of your dice to re-roll.");
  CHECK(en(S.why_illegal(black(S, k, (std::countr_zero(unsigned{S.hand(k)}) + 1) % 9, 0))) ==
        "You do not have this card in hand.");
  CHECK(en(S.why_illegal(0x7FFF0000u)) == "This is not an action of First Empires.");
  A::force_dice(S, {kO});
  act(S, make_action(kActReroll, 1));
  CHECK(en(S.why_illegal(make_action(kActReroll, 1))) == "You have no re-rolls left.");
  act(S, kEndRoll);
  // Phase 2.
  CHECK(en(S.why_illegal(step(S, "KAR", "ETR"))) ==
        "Etruria is held by a rival: attack it with enough explorers instead.");
  CHECK(de(S.why_illegal(step(S, "KAR", "ETR"))) == "Etrurien gehört einem Gegner: Greife mit genug Entdeckern an.");
  CHECK(en(S.why_illegal(step(S, "KAR", "ALB"))) == "Karthadst does not border Albion.");
  CHECK(en(S.why_illegal(step(S, "GER", "HEL"))) == "You have no explorer in Germania.");
  CHECK(en(S.why_illegal(attack(S, "ETR"))) == "Etruria is that player's only region: it cannot be conquered.");
  CHECK(de(S.why_illegal(attack(S, "ETR"))) ==
        "Etrurien ist die einzige Region dieses Spielers: Sie kann nicht erobert werden.");
  CHECK(en(S.why_illegal(attack(S, "GER"))) == "Germania is not held by a rival.");
  CHECK(en(S.why_illegal(make_action(kActStep, 40 << 8 | 1))) == "There is no such area here.");
  CHECK(en(S.why_illegal(raise(kO))) == "You are moving: move explorers, attack a region, or end your movement.");
  A::set_mp(S, 3);
  act(S, step(S, "KAR", "NUM"));
  act(S, step(S, "NUM", "OCW"));
  CHECK(en(S.why_illegal(kEndMove)) == "Your explorers may not stay at sea: bring them to land first.");
  CHECK(en(S.why_illegal(step(S, "KAR", "KEM"))) ==
        "You would not have enough movement points left to bring your explorers at sea back to land.");
  act(S, step(S, "OCW", "NUM"));
  CHECK(en(S.why_illegal(step(S, "KAR", "KEM"))) == "You have no movement points left.");
  // Phase 3: an orange and a yellow die (Karthadst orange, Numidia yellow).
  act(S, kEndMove);
  act(S, raise(kO));
  CHECK(en(S.why_illegal(raise(kO))) == "You have no unused orange die.");
  CHECK(de(S.why_illegal(raise(kO))) == "Du hast keinen unbenutzten Würfel in orange.");
  CHECK(en(S.why_illegal(raise(kB))) == "You have no unused blue die.");
  CHECK(en(S.why_illegal(convert(S, k, std::countr_zero(unsigned{S.hand(k)}), 0, kB))) ==
        "Dice can only be changed before your first raise.");
  CHECK(en(S.why_illegal(score(S, k, std::countr_zero(unsigned{S.hand(k)})))).rfind("The condition of ", 0) == 0);
}

TEST_CASE("first: why_illegal during an attack and a retreat", "[first][why]") {
  auto s = make(3, 62);
  FirstState& S = *s;
  A::set_first(S, 0);
  A::set_civ(S, 0, HUA);
  A::set_civ(S, 1, MUP);
  A::set_civ(S, 2, KAR);
  A::clear_map(S);
  for (int p = 0; p < 3; ++p)
    for (int t = 0; t < kTracks; ++t) A::set_step(S, p, t, 0);
  A::set_explorers(S, 0, area(S, "SCY"), 3);
  A::set_explorers(S, 1, area(S, "RUS"), 1);
  A::set_explorers(S, 1, area(S, "GER"), 1);
  A::set_explorers(S, 1, area(S, "HEL"), 1);
  A::set_explorers(S, 2, area(S, "KAR"), 4);
  A::begin_turn(S, 0, {kY, kB});
  act(S, kEndRoll);
  act(S, attack(S, "RUS"));
  CHECK(en(S.why_illegal(kEndMove)) == "First choose the explorers attacking Rus, then conquer it.");
  CHECK(en(S.why_illegal(kCommit)) == "Not enough to conquer: 0 arriving plus 0 black dice must be more than 1.");
  CHECK(en(S.why_illegal(add(S, "KAR"))) == "Only explorers next to Rus can join the attack (move them closer first).");
  act(S, add(S, "SCY"));
  act(S, add(S, "SCY"));
  act(S, kCommit);
  CHECK(S.current_player() == 1);
  CHECK(en(S.why_illegal(retreat(S, "SCY"))) == "Retreat to one other region where you still have explorers.");
  CHECK(de(S.why_illegal(kEndMove)) == "Wähle zuerst, wohin sich die besiegten Entdecker zurückziehen.");
  act(S, retreat(S, "HEL"));
  CHECK(S.current_player() == 0);
  // Attacking with too few: Hellas (2) from Rus (2 there, 1 MP left after 2 used... 4 - 2 = 0).
  CHECK(S.mp_left() == 0);
  CHECK(en(S.why_illegal(attack(S, "HEL"))) ==
        "You cannot bring enough explorers to Hellas (you need 3 arriving together).");
}

TEST_CASE("first: action labels in English and German", "[first][why]") {
  int k = 0;
  auto s = table(&k);
  FirstState& S = *s;
  A::begin_turn(S, k, {kO, kY});
  A::set_hand(S, k, {0});
  CHECK(S.action_label(make_action(kActReroll, 3)) == "Re-roll 2 dice (orange, yellow)");
  CHECK(S.action_label(make_action(kActReroll, 3), Lang::De) == "Würfelt 2 Würfel neu (orange, gelb)");
  // A German button is an imperative, the log keeps the third person.
  CHECK(S.button_label(make_action(kActReroll, 3), Lang::De) == "2 Würfel neu würfeln (orange, gelb)");
  CHECK(S.button_label(make_action(kActReroll, 3)) == "Re-roll 2 dice (orange, yellow)");
  CHECK(S.action_label(black(S, k, 0, 1)) == "Discard Tyrian Dye Works: a yellow die turns black");
  CHECK(S.action_label(black(S, k, 0, 1), Lang::De) ==
        "Wirft Purpurfärberei von Tyros ab: ein Würfel (gelb) wird schwarz");
  CHECK(S.button_label(black(S, k, 0, 1), Lang::De) ==
        "Purpurfärberei von Tyros abwerfen: ein Würfel (gelb) wird schwarz");
  CHECK(S.action_label(step(S, "KAR", "NUM")) == "Move 1 explorer from Karthadst to Numidia");
  CHECK(S.action_label(step(S, "KAR", "NUM"), Lang::De) == "Zieht 1 Entdecker von Karthadst nach Numidien");
  CHECK(S.button_label(step(S, "KAR", "NUM"), Lang::De) == "1 Entdecker von Karthadst nach Numidien ziehen");
  CHECK(S.action_label(attack(S, "ETR"), Lang::De) == "Greift Etrurien an");
  CHECK(S.button_label(attack(S, "ETR"), Lang::De) == "Etrurien angreifen");
  CHECK(S.action_label(raise(kG)) == "Raise the green (cards) track");
  CHECK(S.action_label(raise(kG), Lang::De) == "Steigt auf der Leiste Grün (Karten) auf");
  CHECK(S.button_label(raise(kG), Lang::De) == "Auf der Leiste Grün (Karten) aufsteigen");
  CHECK(S.action_label(score(S, k, 8)) == "Score Punic Triumph (6 VP)");
  CHECK(S.action_label(score(S, k, 8), Lang::De) == "Wertet Punischer Triumph (6 SP)");
  CHECK(S.button_label(score(S, k, 8), Lang::De) == "Punischer Triumph werten (6 SP)");
  CHECK(S.action_label(convert(S, k, 0, 0, kFaceK)) == "Discard Tyrian Dye Works: an orange die becomes black");
  CHECK(S.action_label(0x7FFF0000u) == "Unknown action");
  CHECK(S.action_label(0x7FFF0000u, Lang::De) == "Unbekannte Aktion");
}
