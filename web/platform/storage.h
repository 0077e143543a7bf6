// The store under saves (persistence.cpp): key -> text, plus files, the
// clipboard and the page address. storage_web.cpp: localStorage, downloads,
// the file picker and the clipboard in the browser (EM_JS). storage_native.cpp:
// files under $XDG_CONFIG_HOME/empires (or ~/.config/empires) and SDL's clipboard.
#pragma once
#include <cstddef>
#include <string>
#include <vector>

namespace empui::plat {

enum class StoreError { None = 0, Quota = 1, Denied = 2, Other = 3 };
// Stored entries and imported files: an entry holds a whole save file (at most
// emp::kMaxSaveBytes, 1 MiB, checked in persistence.cpp) in base64 and its
// header lines, so a game at the record limit (250,000 actions) is kept too.
// shell/glue.js and storage_web.cpp's file picker use the same number.
constexpr size_t kMaxFileBytes = 1536u << 10;

// Prefix of every key the app stores ("empires." in the shared localStorage).
extern const char* const kStoreKeyPrefix;

void init_storage();  // web: registers Module.empiresImport for the file picker and glue.js
StoreError store_put(const std::string& key, const std::string& value);
bool store_get(const std::string& key, std::string& out);
void store_remove(const std::string& key);
std::vector<std::string> store_keys(const std::string& prefix);  // full keys

// Web: downloads `filename`; natively writes it to <config>/exports and
// returns the path in *where.
bool export_file(const std::string& filename, const std::string& bytes, std::string* where);
// Web: opens the file picker; the chosen file arrives in App::import_file.
// Natively returns false (the screen asks for a path instead).
bool pick_import_file();
// Native import. A file over kMaxFileBytes reads as kMaxFileBytes + 1 zero bytes (refused by the caller).
bool read_file(const std::string& path, std::string& out);
std::string default_import_dir();  // native: <config>/exports
// Copies to the clipboard; the result arrives in App::clipboard_result (maybe later).
void copy_text(const std::string& text);
// Removes "#g=..." from the page URL so a reload resumes the autosave.
void clear_location_hash();

}  // namespace empui::plat
