#pragma once
// The widget that shows one scene: asks the scene's painter to draw the current frame,
// interpolated by the transport's progress, and forwards clicks and drags to the painter.

#include "scene_painter.h"

#include <QVariantMap>
#include <QWidget>

#include <memory>

namespace sgd::ui {

class SceneCanvas : public QWidget {
    Q_OBJECT
public:
    explicit SceneCanvas(QWidget *parent = nullptr);

    void setTrace(std::shared_ptr<const Trace> trace);
    void setFrame(int index, double t);
    void setStyle(const Style &style);
    void setOptions(const QVariantMap &options);
    /// Which of the painter's views to draw ("" or the first name: the default).
    void setView(const QString &view);
    const QString &view() const { return m_view; }
    void setBusy(bool busy);
    void setMessage(const QString &message); ///< shown over the canvas (errors), empty to clear
    const Style &sceneStyle() const { return m_style; }
    const QVariantMap &options() const { return m_options; }
    std::shared_ptr<const Trace> trace() const { return m_trace; }
    int frameIndex() const { return m_index; }
    double frameProgress() const { return m_t; }
    /// Called when a painter asks for a parameter change (fail a node, move it).
    std::function<void(const QString &, const QString &)> onSetParam;

    QSize sizeHint() const override { return {960, 600}; }
    QSize minimumSizeHint() const override { return {480, 320}; }

protected:
    void paintEvent(QPaintEvent *) override;
    void mousePressEvent(QMouseEvent *) override;
    void mouseMoveEvent(QMouseEvent *) override;
    void mouseReleaseEvent(QMouseEvent *) override;

private:
    const ScenePainter *painter() const;
    SceneInteraction interaction();

    std::shared_ptr<const Trace> m_trace;
    int m_index = 0;
    double m_t = 0.0;
    Style m_style = Style::light();
    QVariantMap m_options;
    QString m_view;
    bool m_busy = false;
    QString m_message;
};

} // namespace sgd::ui
