#pragma once
// The quiz card over the canvas: the question, the blanks ("w = ▢") or, once revealed, the new
// values; multiple-choice buttons or a field for a typed guess, and how close the guess was.
// Drawn in the canvas's style (light, dark, presentation type).

#include "ui/render/style.h"

#include <QList>
#include <QRect>
#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;
class QHBoxLayout;
class QVBoxLayout;

namespace sgd::ui {

class QuizController;
class SceneCanvas;

class QuizOverlay : public QWidget {
    Q_OBJECT
public:
    QuizOverlay(QuizController *quiz, SceneCanvas *canvas);

    QLineEdit *answerField() const { return m_answer; }
    QLabel *questionLabel() const { return m_question; }
    QLabel *valuesLabel() const { return m_values; }
    QLabel *feedbackLabel() const { return m_feedback; }
    const QList<QPushButton *> &choiceButtons() const { return m_choices; }
    /// Reads the question, the values and the canvas's style again, and places the card.
    void refresh();

protected:
    void paintEvent(QPaintEvent *) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void applyStyle();
    void rebuildChoices();
    void place();
    /// The blanks or, once revealed, the values: the asked one first; `askedOnly`: it alone.
    QString valuesHtml(bool askedOnly = false) const;

    QuizController *m_quiz = nullptr;
    /// Of `candidates` (the first is the usual place), the one that covers the least of the text the
    /// picture shows now (ui/render/layout_audit.h measures it without painting pixels).
    int leastCovering(const QList<QRect> &candidates) const;
    SceneCanvas *m_canvas = nullptr;
    Style m_style;
    QLabel *m_heading = nullptr;
    QLabel *m_question = nullptr;
    QLabel *m_values = nullptr;
    QWidget *m_choiceBox = nullptr;
    QHBoxLayout *m_choiceRow = nullptr;
    QList<QPushButton *> m_choices;
    QWidget *m_answerRow = nullptr;
    QLineEdit *m_answer = nullptr;
    QPushButton *m_check = nullptr;
    QLabel *m_feedback = nullptr;
    QLabel *m_hintLabel = nullptr;
    const void *m_choicesFor = nullptr; // the question the buttons were made for
    int m_choicesStep = -1;
    /// Where the card stands for the question `m_placedFor` (its step and prompt): it stays there
    /// from Ask to Reveal; a new question (or a resized canvas) places it again.
    QString m_placedFor;
    QPoint m_placedAt{-1, -1};
    QSize m_placedCanvas;
};

} // namespace sgd::ui
