#pragma once
// The teacher's pen over the scene canvas: freehand strokes, arrows and text notes, each bound to
// the frame it was drawn on (core/pen.h keeps them as canvas fractions, so they land on the same
// spot of the picture at any window or export size).
//
// The canvas owns one PenOverlay: it hands it the mouse while the pen is on and calls paint() at the
// end of its paintEvent. Exports call paintPenStrokes() (ui/render/pen_strokes.h) with the same strokes. PenPalette is the
// small floating bar (tools, colours, undo, clear) shown over the canvas while the pen is on.

#include "core/pen.h"
#include "ui/render/pen_strokes.h"
#include "ui/render/style.h"

#include <QFrame>
#include <QLineEdit>
#include <QObject>
#include <QPointer>
#include <QRectF>

#include <vector>

class QAction;
class QActionGroup;
class QMouseEvent;
class QPainter;
class QUndoStack;
class QWidget;

namespace sgd::ui {

class PenOverlay : public QObject {
    Q_OBJECT
public:
    /// Draws over `canvas` (its cursor and the text field are set on it).
    explicit PenOverlay(QWidget *canvas);

    // The glue API (lessons save and restore these).
    void setStrokes(std::vector<PenStroke> strokes); ///< replaces all notes; undo history restarts
    const std::vector<PenStroke> &strokes() const { return m_strokes; }

    /// While active the canvas's mouse goes to the pen; off, the canvas behaves as without it.
    void setActive(bool on);
    bool isActive() const { return m_active; }
    void setTool(PenKind tool);
    PenKind tool() const { return m_tool; }
    void setColour(const QString &hex); ///< "#rrggbb"
    QString colour() const { return m_colour; }
    /// The frame shown now: new strokes are bound to it, and only its strokes are drawn.
    void setStep(int step);
    int step() const { return m_step; }
    /// The strokes drawn on the frame shown now.
    std::vector<PenStroke> visibleStrokes() const;

    /// Puts every change (a stroke, a note, a clear) on `stack`, with the window's other edits, in
    /// the order they were made (the session's stack); null: the pen keeps its own history.
    void setUndoStack(QUndoStack *stack);
    bool canUndo() const;
    /// Takes back the last change (with an undo stack: the stack's last step, whatever it is);
    /// false when there is none.
    bool undo();
    void clearStep(); ///< the notes of the frame shown now
    void clearAll();  ///< every note of every frame

    /// The canvas's mouse while active: true when the pen took the event. `area` is the canvas.
    bool mousePress(QMouseEvent *e, const QRectF &area);
    bool mouseMove(QMouseEvent *e, const QRectF &area);
    bool mouseRelease(QMouseEvent *e, const QRectF &area);
    /// The strokes of the frame shown now and the one being drawn, over the picture.
    void paint(QPainter &p, const QRectF &area, const Style &style) const;
    /// The text note being typed, if any (tests type into it).
    QLineEdit *textField() const { return m_textField; }
    /// Commits the note being typed (Enter does it too); an empty one is dropped.
    void commitText();

signals:
    /// The strokes changed (drawn, undone, cleared, set).
    void changed();
    void activeChanged(bool on);
    void toolChanged(PenKind tool);
    void colourChanged(const QString &hex);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override; ///< Esc in the note field drops the note

private:
    friend class PenChangeCommand;
    void push(std::vector<PenStroke> next);       ///< one undoable change
    void restore(std::vector<PenStroke> strokes); ///< an undo or redo of the stack's
    void updateCursor();
    void startText(const QPointF &pos, const QRectF &area);
    PenPoint fraction(const QPointF &pos, const QRectF &area) const;

    QWidget *m_canvas;
    std::vector<PenStroke> m_strokes;
    std::vector<std::vector<PenStroke>> m_history; ///< the strokes before each change (no undo stack)
    QPointer<QUndoStack> m_undoStack;
    bool m_active = false;
    PenKind m_tool = PenKind::Freehand;
    QString m_colour;
    int m_step = 0;
    bool m_drawing = false;
    PenStroke m_current; ///< the stroke being drawn
    QPointer<QLineEdit> m_textField;
    PenPoint m_textAnchor;
    int m_textStep = 0;
};

/// The pen's floating bar over the canvas: tools, colours, undo, clear this step, clear all, done.
/// Its buttons trigger the window's pen actions, so keys and buttons do the same.
class PenPalette : public QFrame {
    Q_OBJECT
public:
    struct Actions {
        QAction *undo, *clearStep, *clearAll, *done;
    };
    PenPalette(PenOverlay *pen, const Actions &actions, QWidget *canvas);
    /// The bottom right corner of the canvas.
    void place();
    /// Type and button size: 1 in the window; the presentation type factor on a projector.
    void setScale(double scale);
    double scale() const { return m_scale; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    PenOverlay *m_pen;
    double m_scale = 1.0;
};

} // namespace sgd::ui
