// Fuzz target: the lesson reader. A lesson file is refused with a LessonError (the window and the
// lesson menu report it as one line); anything else leaving parseLesson() is a bug.
#include "fuzz_targets.h"

#include "core/lesson.h"
#include "gpu/backend_factory.h"

#include <cstdlib>
#include <string>

namespace sgd::fuzz {

int lessonReader(const std::uint8_t *data, std::size_t size)
{
    static const bool installed = [] {
        gpu::installBackends(1); // the scale-lab lessons are checked by a dry run on a backend
        return true;
    }();
    (void)installed;
    const std::string text(reinterpret_cast<const char *>(data), size);
    try {
        const Lesson lesson = parseLesson(text, "fuzz.json");
        if (lesson.scene.empty())
            std::abort(); // an accepted lesson always names its scene
    } catch (const LessonError &) {
    }
    return 0;
}

} // namespace sgd::fuzz
