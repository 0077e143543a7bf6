// The table travels with the game: links and save files carry every seat's
// name, colour and bot kind (and, for play by link, the game's identity);
// version 1 links and format 1 saves still open, with an empty table; a bad
// table is refused with its own message and changes nothing.
#include <catch2/catch.hpp>
#include <string>

#include "bots/bot.h"
#include "core/game.h"
#include "core/messages.h"
#include "core/record.h"

using namespace emp;

namespace {
Record toy_record(int players, uint64_t seed, size_t actions) {
  Options o;
  o.players = players;
  auto s = new_game("toy", o, seed);
  Record rec = make_record(*s, seed, o);
  auto bot = make_bot("random", seed + 1);
  while (!s->terminal() && rec.actions.size() < actions) {
    const Action a = bot->choose(*s);
    rec.actions.push_back(a);
    s->apply(a);
  }
  return rec;
}

Table three_seats() {
  Table t;
  t.seats = {{false, "", "Ann", 2}, {true, "ismcts-hard", "Hal", 0}, {false, "", "Cy", 4}};
  return t;
}
}  // namespace

TEST_CASE("table: a link carries names, colours, bot kinds and the game uid", "[table]") {
  Record rec = toy_record(3, 11, 5);
  rec.table = three_seats();
  rec.table.game_uid = 0x1234'5678'9abc'def0ull;
  const std::string code = encode_link(rec);
  REQUIRE(!code.empty());
  Record out;
  std::string why;
  REQUIRE(decode_link("https://x.example/#g=" + code, out, &why));
  CHECK(out == rec);
  REQUIRE(out.table.seats.size() == 3);
  CHECK(out.table.seats[0].name == "Ann");
  CHECK_FALSE(out.table.seats[0].bot);
  CHECK(out.table.seats[0].colour == 2);
  CHECK(out.table.seats[1].bot);
  CHECK(out.table.seats[1].bot_kind == "ismcts-hard");
  CHECK(out.table.seats[1].name == "Hal");
  CHECK(out.table.seats[2].colour == 4);
  CHECK(out.table.game_uid == 0x1234'5678'9abc'def0ull);
  // The same game without its table is a different, shorter link.
  Record bare = rec;
  bare.table = {};
  const std::string bare_code = encode_link(bare);
  CHECK(bare_code.size() < code.size());
  REQUIRE(decode_link(bare_code, out, &why));
  CHECK(out.table.seats.empty());
  CHECK(out.table.game_uid == 0);
}

TEST_CASE("table: names in every letter the app draws survive links and saves byte for byte", "[table]") {
  Record rec = toy_record(2, 5, 3);
  rec.table.seats = {{false, "", "J\xC3\xBCrgen \xE2\x80\x93 \xC5\x81\xC3\xB8 \xE2\x82\xAC\xE2\x98\x85", 1},
                     {true, "random", "", 3}};
  Record from_link, from_save;
  std::string why;
  REQUIRE(decode_link(encode_link(rec), from_link, &why));
  REQUIRE(load_from_bytes(save_to_bytes(rec), from_save, &why));
  CHECK(from_link == rec);
  CHECK(from_save == rec);
  CHECK(from_save.format_version == 2);
  CHECK(from_save.table.seats[0].name == "J\xC3\xBCrgen \xE2\x80\x93 \xC5\x81\xC3\xB8 \xE2\x82\xAC\xE2\x98\x85");
}

TEST_CASE("table: seats that do not fit are refused with their own message", "[table]") {
  const Record base = toy_record(3, 8, 2);
  auto problem = [&](const Table& t) { return message_text(table_problem(t, 3), Lang::En); };
  Table t = three_seats();
  CHECK(problem(t).empty());
  t.seats.pop_back();
  CHECK(problem(t) == "the seats do not match the number of players");
  t = three_seats();
  t.seats[0].name = std::string(kMaxSeatNameBytes + 1, 'a');
  CHECK(problem(t).find("name is too long") != std::string::npos);
  t.seats[0].name = std::string(kMaxSeatNameBytes, 'a');
  CHECK(problem(t).empty());
  for (const char* bad : {"\xC3", "\xC0\xAF", "\xED\xA0\x80", "a\nb", "tab\there", "\x7F", "\xF8\x88\x80\x80\x80"}) {
    t.seats[0].name = bad;
    INFO("name bytes: " << bad);
    CHECK(problem(t).find("not allowed") != std::string::npos);
  }
  t = three_seats();
  t.seats[2].colour = kMaxSeatColours;
  CHECK(problem(t) == "a seat has a colour that does not exist");
  t = three_seats();
  t.seats[1].bot_kind = "Hard Bot";
  CHECK(problem(t).find("bot") != std::string::npos);
  t.seats[1].bot_kind = "";
  CHECK(problem(t).find("bot") != std::string::npos);
  t = three_seats();
  t.seats[0].bot_kind = "random";  // a human seat names no bot
  CHECK(problem(t).find("bot") != std::string::npos);

  // Neither a link nor a save nor a replay accepts such a table.
  Record rec = base;
  rec.table = three_seats();
  rec.table.seats[0].name = "a\x01";
  CHECK(encode_link(rec).empty());
  std::string why;
  CHECK(replay(rec, &why) == nullptr);
  CHECK(message_text(why, Lang::En).find("not allowed") != std::string::npos);
  Record out;
  out.seed = 4242;
  CHECK_FALSE(load_from_bytes(save_to_bytes(rec), out, &why));
  CHECK(message_text(why, Lang::En).find("not allowed") != std::string::npos);
  CHECK(out.seed == 4242);
}

TEST_CASE("table: damaged table bytes in a link are refused and leave the output untouched", "[table]") {
  Record rec = toy_record(3, 21, 4);
  rec.table = three_seats();
  rec.table.game_uid = 77;
  const std::string code = encode_link(rec);
  Record out;
  out.seed = 4242;
  std::string why;
  for (size_t cut = 0; cut < code.size(); ++cut) CHECK_FALSE(decode_link(code.substr(0, cut), out, &why));
  for (size_t i = 0; i < code.size(); ++i) {
    std::string bad = code;
    bad[i] = bad[i] == 'A' ? 'B' : 'A';
    CHECK_FALSE(decode_link(bad, out, &why));
  }
  CHECK(out.seed == 4242);
  CHECK(out.table.seats.empty());
}

TEST_CASE("table: format 1 saves still load, with an empty table", "[table]") {
  Record rec = toy_record(2, 3, 4);
  rec.format_version = 1;
  rec.table = {};
  Record out;
  std::string why;
  REQUIRE(load_from_bytes(save_to_bytes(rec), out, &why));
  CHECK(out.format_version == 1);
  CHECK(out.table.seats.empty());
  CHECK(out == rec);
  // A format 2 save with extra bytes after the table is refused.
  rec = toy_record(2, 3, 4);
  rec.table = three_seats();
  rec.table.seats.pop_back();
  std::string bytes = save_to_bytes(rec);
  bytes.insert(bytes.size() - 4, "x");
  const uint32_t c = crc32(bytes.data(), bytes.size() - 4);
  for (int i = 0; i < 4; ++i)
    bytes[bytes.size() - 4 + static_cast<size_t>(i)] = static_cast<char>((c >> (8 * i)) & 0xFF);
  CHECK_FALSE(load_from_bytes(bytes, out, &why));
  CHECK(message_text(why, Lang::En).find("wrong length") != std::string::npos);
}

TEST_CASE("table: clean_seat_name makes any text an acceptable name", "[table]") {
  CHECK(clean_seat_name("Ann") == "Ann");
  CHECK(clean_seat_name("a\tb\nc") == "a b c");
  CHECK(clean_seat_name("x\xC3y") == "xy");                     // a broken sequence is dropped
  CHECK(clean_seat_name("\xC2\x85z") == " z");                  // U+0085 is a control character
  CHECK(clean_seat_name("\xC3\xBC\xC3\xBC", 3) == "\xC3\xBC");  // cut between characters, never inside one
  CHECK(clean_seat_name(std::string(60, 'a')).size() == kMaxSeatNameBytes);
  Table t;
  t.seats = {{false, "", clean_seat_name("\xFF\xFEJ\xC3\xBCrgen\x01"), 0}};
  CHECK(table_problem(t, 1).empty());
  CHECK(t.seats[0].name == "J\xC3\xBCrgen ");
  // What a table refuses is dropped: text direction, invisible, what the font cannot draw.
  CHECK(clean_seat_name("\xE2\x80\xAE"
                        "Ann\xE2\x80\x8B \xF0\x9F\x98\x80") == "Ann ");
}

TEST_CASE("table: take-overs travel in links (format 3) and saves (format 3); other games stay format 2", "[table]") {
  Record rec = toy_record(3, 21, 9);
  rec.table = three_seats();
  rec.table.game_uid = 77;
  const std::string plain_link = encode_link(rec);
  const std::string plain_save = save_to_bytes(rec);
  // Seat 2 (Cy, played at another device) was taken over here after 4 actions, seat 0 after 9.
  rec.table.takeovers = {{2, 4}, {0, 9}};
  rec.format_version = 3;
  Record from_link, from_save;
  std::string why;
  const std::string code = encode_link(rec, &why);
  REQUIRE(!code.empty());
  REQUIRE(decode_link(code, from_link, &why));
  REQUIRE(load_from_bytes(save_to_bytes(rec), from_save, &why));
  CHECK(from_link == rec);
  CHECK(from_save == rec);
  REQUIRE(from_link.table.takeovers.size() == 2);
  CHECK(from_link.table.takeovers[0].seat == 2);
  CHECK(from_link.table.takeovers[0].at == 4);
  CHECK(from_link.table.takeovers[1].at == 9);
  CHECK(replay(from_link, &why) != nullptr);
  CHECK(table_json(from_link.table).find("\"takeovers\":[{\"seat\":2,\"at\":4}") != std::string::npos);
  // Without take-overs nothing changed: the same link and save bytes as before format 3.
  rec.table.takeovers.clear();
  rec.format_version = 2;
  CHECK(encode_link(rec) == plain_link);
  CHECK(save_to_bytes(rec) == plain_save);
  REQUIRE(decode_link(plain_link, from_link, &why));
  CHECK(from_link.format_version == 2);
  CHECK(table_json(from_link.table).find("takeovers") == std::string::npos);
}

TEST_CASE("table: a take-over of a seat that does not exist, or after moves not made, is refused", "[table]") {
  const Record base = toy_record(3, 21, 6);
  for (const TakeOver bad : {TakeOver{3, 1}, TakeOver{0, 7}}) {
    Record rec = base;
    rec.table = three_seats();
    rec.table.takeovers = {bad};
    rec.format_version = 3;
    std::string why;
    CHECK(encode_link(rec, &why).empty());
    CHECK(why == msg("table.takeover"));
    why.clear();
    CHECK(replay(rec, &why) == nullptr);
    CHECK(why == msg("table.takeover"));
    why.clear();
    Record out;
    CHECK_FALSE(load_from_bytes(save_to_bytes(rec), out, &why));
    CHECK(why == msg("table.takeover"));
  }
  Record rec = base;
  rec.table.takeovers = {{1, 5}, {2, 3}};  // out of order
  std::string why;
  CHECK(replay(rec, &why) == nullptr);
  CHECK(why == msg("table.takeover"));
}

TEST_CASE("table: moves made for a seat at another device are found unless a take-over accounts for them", "[table]") {
  Record rec = toy_record(3, 21, 9);
  rec.table = three_seats();
  const std::vector<int> actors = record_actors(rec);
  REQUIRE(actors.size() == rec.actions.size());
  {  // each action's seat is the seat to move before it
    auto s = new_game("toy", rec.options, rec.seed);
    for (size_t i = 0; i < rec.actions.size(); ++i) {
      CHECK(actors[i] == s->current_player());
      s->apply(rec.actions[i]);
    }
  }
  uint32_t moved = 0;
  for (int a : actors) moved |= 1u << a;
  CHECK(record_seats_moved(rec) == moved);
  Record first = rec;
  first.actions.resize(1);
  CHECK(record_seats_moved(first) == 1u << actors[0]);
  first.table.takeovers = {{2, 1}};  // a seat that was taken over counts as moved
  CHECK(record_seats_moved(first) == ((1u << actors[0]) | 4u));

  // The device knew the first 4 actions and plays the seat of action 5 (index 4).
  const int mine = actors[4];
  std::vector<size_t> want;
  for (size_t i = 4; i < actors.size(); ++i)
    if (actors[i] == mine) want.push_back(i);
  CHECK(moved_without_takeover(rec, 4, 0, 1u << mine) == want);
  CHECK(moved_without_takeover(rec, 4, 0, 0u).empty());
  CHECK(moved_without_takeover(rec, rec.actions.size(), 0, 1u << mine).empty());
  // Taken over before action 5: every move of it since is accounted for.
  rec.table.takeovers = {{static_cast<uint32_t>(mine), 4}};
  rec.format_version = 3;
  CHECK(moved_without_takeover(rec, 4, 0, 1u << mine).empty());
  // ...unless the device had seen that take-over already (its own).
  CHECK(moved_without_takeover(rec, 4, 1, 1u << mine) == want);
  // A take-over after the move leaves that move unaccounted for.
  rec.table.takeovers = {{static_cast<uint32_t>(mine), want.back() + 1}};
  CHECK(moved_without_takeover(rec, 4, 0, 1u << mine) == want);
  // Another seat's take-over accounts for nothing of this seat's.
  rec.table.takeovers = {{static_cast<uint32_t>((mine + 1) % 3), 4}};
  CHECK(moved_without_takeover(rec, 4, 0, 1u << mine) == want);
}
