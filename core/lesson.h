#pragma once
// Lessons a teacher writes: an ordered list of slides, each a scene with its parameters, the step and
// view shown, optional narration and teacher note, locked controls, quiz questions and pen notes.
// Stored as JSON (resources/lessons/*.json; format in docs/manual/prepare.md, Lessons):
//   {"version": 2, "title", "description", "slides": [{"scene", "params", "step", "view", "options",
//    "narration", "note", "locks", "quiz", "strokes", "charts"}, ...]}
// A file without "version" is the first form: one scene with its parameters, read as a one-slide lesson.

#include "lesson_charts.h"
#include "pen.h"
#include "quiz.h"

#include <cstddef>
#include <map>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace sgd {

/// The newest lesson format this program reads and writes.
constexpr int kLessonVersion = 2;
/// The most slides one lesson may hold.
constexpr std::size_t kMaxLessonSlides = 500;

/// What a lock may name besides a parameter key: every parameter, or the choice of scene.
inline constexpr const char *kLockAll = "all";
inline constexpr const char *kLockScene = "scene";

struct LessonSlide {
    std::string scene;
    std::vector<std::pair<std::string, std::string>> params; ///< key, value as text (the scene's order)
    int step = 0;
    std::string view;                    ///< "" = the scene's default view
    std::map<std::string, bool> options; ///< the painter's view toggles (theme-independent)
    std::string narration;               ///< replaces the scene's narration on this slide when set
    std::string note;                    ///< for the teacher only (presenter notes)
    std::vector<std::string> locks;      ///< parameter keys, kLockAll, kLockScene
    std::vector<QuizQuestion> quiz;
    std::vector<PenStroke> strokes;
    SlideCharts charts; ///< the charts' zoom and hidden series, by chart id (lesson_charts.h)
    bool operator==(const LessonSlide &) const = default;
    bool locked(const std::string &what) const;
};

struct Lesson {
    std::string title;
    std::string description;
    std::vector<LessonSlide> slides; ///< at least one in a parsed lesson
    // The first slide's scene and parameters (what a one-scene preset sets), kept for simple callers.
    std::string scene;
    std::vector<std::pair<std::string, std::string>> params;
    bool operator==(const Lesson &) const = default;
};

/// A preset that cannot be used; the message names the file, the problem and what is allowed.
class LessonError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

/// Parses and validates a lesson against the scene definitions, each value and then the whole set
/// of each slide (the checks and messages of `sgd-studio trace`). Control characters are refused.
/// `source` names the file in messages, and "slide N" the slide (counted from 1).
Lesson parseLesson(const std::string &json, const std::string &source);

/// The lesson as JSON text in the newest format (kLessonVersion); parseLesson reads it back equal
/// (after the mirrors `scene` and `params` are set from the first slide).
std::string writeLesson(const Lesson &lesson);

/// A lesson of one slide; its mirrors set.
Lesson oneSlideLesson(const std::string &title, const std::string &description, const LessonSlide &slide);

/// The largest lesson file read, in bytes.
constexpr std::size_t kMaxLessonBytes = 1024 * 1024;

/// Reads a lesson file's text: only a regular file, and at most kMaxLessonBytes actually read (a
/// device, pipe or folder is refused without reading, and no size the system reports is trusted).
/// Throws LessonError with one line naming `path`.
std::string readLessonText(const std::string &path);

} // namespace sgd
