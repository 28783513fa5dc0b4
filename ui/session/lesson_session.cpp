#include "lesson_session.h"

#include <algorithm>

namespace sgd::ui {

LessonSession::LessonSession(QObject *parent) : QObject(parent) {}

const LessonSlide *LessonSession::currentSlide() const
{
    return isOpen() ? &m_lesson.slides[std::size_t(m_index)] : nullptr;
}

std::vector<PenStroke> LessonSession::strokes() const
{
    return isOpen() ? currentSlide()->strokes : std::vector<PenStroke>{};
}

std::vector<QuizQuestion> LessonSession::quiz() const
{
    return isOpen() ? currentSlide()->quiz : std::vector<QuizQuestion>{};
}

void LessonSession::open(const Lesson &lesson, const QString &path, int index, bool modified)
{
    if (lesson.slides.empty())
        return;
    m_lesson = lesson;
    m_path = path;
    m_modified = modified;
    m_index = std::clamp(index, 0, slideCount() - 1);
    emit changed();
    emit slideShown(m_index);
}

void LessonSession::close()
{
    if (!isOpen())
        return;
    m_lesson = {};
    m_path.clear();
    m_modified = false;
    m_index = 0;
    emit changed();
    emit closed();
}

void LessonSession::show(int index)
{
    if (!isOpen())
        return;
    keepCollectedNotes();
    m_index = std::clamp(index, 0, slideCount() - 1);
    emit slideShown(m_index);
}

LessonSlide LessonSession::withCollectedNotes(LessonSlide slide) const
{
    if (collectStrokes)
        slide.strokes = collectStrokes();
    else if (isOpen())
        slide.strokes = currentSlide()->strokes;
    if (collectQuiz)
        slide.quiz = collectQuiz();
    else if (isOpen())
        slide.quiz = currentSlide()->quiz;
    if (collectParams)
        if (auto [scene, params] = collectParams(); scene == slide.scene)
            slide.params = std::move(params);
    return slide;
}

void LessonSession::replaceSlide(int index, const LessonSlide &slide)
{
    if (index < 0 || index >= slideCount() || m_lesson.slides[std::size_t(index)] == slide)
        return;
    m_lesson.slides[std::size_t(index)] = slide;
    touch();
}

bool LessonSession::keepCollectedNotes()
{
    if (!isOpen() || (!collectStrokes && !collectQuiz && !collectParams))
        return false;
    const LessonSlide kept = withCollectedNotes(*currentSlide());
    if (kept == *currentSlide())
        return false;
    m_lesson.slides[std::size_t(m_index)] = kept;
    touch();
    return true;
}

void LessonSession::insertSlide(const LessonSlide &slide)
{
    keepCollectedNotes();
    const int at = isOpen() ? m_index + 1 : 0;
    m_lesson.slides.insert(m_lesson.slides.begin() + at, slide);
    m_index = at;
    touch();
    emit slideShown(m_index);
}

bool LessonSession::moveSlide(int delta)
{
    const int to = m_index + delta;
    if (!isOpen() || delta == 0 || to < 0 || to >= slideCount())
        return false;
    auto &slides = m_lesson.slides;
    const LessonSlide moved = slides[std::size_t(m_index)];
    slides.erase(slides.begin() + m_index);
    slides.insert(slides.begin() + to, moved);
    m_index = to;
    touch();
    return true;
}

bool LessonSession::removeSlide()
{
    if (slideCount() < 2)
        return false;
    m_lesson.slides.erase(m_lesson.slides.begin() + m_index);
    m_index = std::min(m_index, slideCount() - 1);
    touch();
    emit slideShown(m_index);
    return true;
}

void LessonSession::setTitle(const std::string &title, const std::string &description)
{
    m_lesson.title = title;
    m_lesson.description = description;
    touch();
}

void LessonSession::markSaved(const QString &path)
{
    m_path = path;
    m_modified = false;
    emit changed();
}

void LessonSession::touch()
{
    // The mirrors of the first slide stay in step with it.
    m_lesson.scene = m_lesson.slides.front().scene;
    m_lesson.params = m_lesson.slides.front().params;
    m_modified = true;
    emit changed();
}

} // namespace sgd::ui
