#pragma once
// The lesson open in the window and the slide shown: the narrow interface the other classroom tools
// (the pen, quiz mode) use. They read the shown slide's stored strokes and questions when
// slideShown() comes, and hand theirs back through collectStrokes / collectQuiz when the lesson is
// saved, a slide is taken from the window, or the teacher moves on to another slide (notes drawn in
// class are never lost by turning the page).

#include "core/lesson.h"

#include <QObject>
#include <QString>

#include <functional>
#include <vector>

namespace sgd::ui {

class LessonSession : public QObject {
    Q_OBJECT
public:
    explicit LessonSession(QObject *parent = nullptr);

    bool isOpen() const { return !m_lesson.slides.empty(); }
    const Lesson &lesson() const { return m_lesson; }
    /// The file the lesson was read from or saved to; empty for a built-in or unsaved one.
    QString path() const { return m_path; }
    /// The slide shown, from 0; -1 when no lesson is open.
    int currentIndex() const { return isOpen() ? m_index : -1; }
    int slideCount() const { return int(m_lesson.slides.size()); }
    /// The slide shown as stored (not the window's state now); nullptr when no lesson is open.
    const LessonSlide *currentSlide() const;
    /// The shown slide's stored pen notes and quiz questions (empty when no lesson is open).
    std::vector<PenStroke> strokes() const;
    std::vector<QuizQuestion> quiz() const;
    /// Edits not saved to a file yet.
    bool modified() const { return m_modified; }

    /// Called when a slide is taken from the window (saving, adding or updating a slide): the pen's
    /// and the quiz's notes for it. Unset: the slide keeps the ones it has.
    std::function<std::vector<PenStroke>()> collectStrokes;
    std::function<std::vector<QuizQuestion>()> collectQuiz;
    /// The canvas's chart zoom and hidden series for a slide taken from the window (Add, Update, Save;
    /// unset: the slide keeps its own). Not collected on a page turn: a zoom used while presenting is not a note.
    std::function<SlideCharts()> collectCharts;
    /// The window's scene and parameters now (as a slide stores them). A parameter changed on a
    /// slide is an edit of that slide: kept in it (keepCollectedNotes) when the value changes and
    /// when the page turns, so it is there when the teacher comes back, and Quit asks to save it.
    /// Not kept when the window shows another scene than the slide's.
    std::function<std::pair<std::string, std::vector<std::pair<std::string, std::string>>>()> collectParams;

    /// Opens a lesson at `index` (slideShown follows); `path` as path().
    void open(const Lesson &lesson, const QString &path, int index = 0, bool modified = false);
    void close();
    /// Shows slide `index` (clamped); emits slideShown even when it is the one shown. The pen's and
    /// the quiz's notes of the slide left are kept in it first (keepCollectedNotes).
    void show(int index);
    /// Stores the hooks' notes in the slide shown when they differ from its own (the lesson is then
    /// modified); true when they did.
    bool keepCollectedNotes();
    /// `slide` with the pen's and the quiz's notes of the slide shown now (the hooks, else stored).
    LessonSlide withCollectedNotes(LessonSlide slide) const;
    /// Replaces slide `index` (no slideShown: the window already shows it).
    void replaceSlide(int index, const LessonSlide &slide);
    /// Inserts `slide` after the one shown and shows it (the notes of the one left are kept first).
    void insertSlide(const LessonSlide &slide);
    /// Moves the slide shown `delta` places (-1 earlier, +1 later); it stays the one shown (no
    /// slideShown: the window shows it already). False at either end.
    bool moveSlide(int delta);
    /// Removes the slide shown (never the last one left) and shows its neighbour.
    bool removeSlide();
    void setTitle(const std::string &title, const std::string &description);
    /// After a save to `path`.
    void markSaved(const QString &path);

signals:
    /// Slide `index` is shown: scene, parameters, step, view and locks follow.
    void slideShown(int index);
    /// The lesson's content, its file or modified() changed (not the slide shown).
    void changed();
    /// The lesson was closed.
    void closed();

private:
    void touch();

    Lesson m_lesson;
    QString m_path;
    int m_index = 0;
    bool m_modified = false;
};

} // namespace sgd::ui
