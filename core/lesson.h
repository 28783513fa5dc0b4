#pragma once
// Lesson presets: a scene and parameter values, stored as JSON (resources/lessons/*.json).

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

/// Parses and validates a lesson against the scene definitions. `source` names the file in messages.
Lesson parseLesson(const std::string &json, const std::string &source);

} // namespace sgd
