#pragma once
// Lesson presets: a scene and parameter values, stored as JSON (resources/lessons/*.json).

#include <cstddef>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace sgd {

struct Lesson {
    std::string title;
    std::string scene;
    std::string description;
    std::vector<std::pair<std::string, std::string>> params; ///< key, value as text
};

/// A preset that cannot be used; the message names the file, the problem and what is allowed.
class LessonError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

/// Parses and validates a lesson against the scene definitions, each value and then the whole set
/// (the checks and messages of `sgd-studio trace`). Control characters are refused. `source` names
/// the file in messages.
Lesson parseLesson(const std::string &json, const std::string &source);

/// The largest lesson file read, in bytes.
constexpr std::size_t kMaxLessonBytes = 1024 * 1024;

/// Reads a lesson file's text: only a regular file, and at most kMaxLessonBytes actually read (a
/// device, pipe or folder is refused without reading, and no size the system reports is trusted).
/// Throws LessonError with one line naming `path`.
std::string readLessonText(const std::string &path);

} // namespace sgd
