#include "kit/host.h"

#include "core/json.h"
#include "kit/follower.h"

namespace empui {

std::string Result::to_json() const {
  emp::JsonWriter w;
  w.begin_object().field("ok", ok);
  if (ok)
    w.key("error").null();
  else
    w.field("error", error);
  w.end_object();
  return w.take();
}

namespace kit {

std::vector<std::string> Host::seat_names() const {
  std::vector<std::string> names;
  for (int i = 0; i < num_seats(); ++i) names.push_back(seat_name(i));
  return names;
}

void Host::follow(RecordListener& l) {
  if (!l.attached_to(&follower())) follower().attach(l);
  follower().follow(record());
}

int Host::humans() const {
  int n = 0;
  for (int i = 0; i < num_seats(); ++i) n += !seat_is_bot(i);
  return n;
}

}  // namespace kit
}  // namespace empui
