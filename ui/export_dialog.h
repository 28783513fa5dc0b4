#pragma once
// The picture export options (format, size, scale, background, page, style), remembered between uses.

#include "ui/render/exporter.h"

#include <QDialog>

class QComboBox;
class QSpinBox;
class QCheckBox;

namespace sgd::ui {

class ExportDialog : public QDialog {
    Q_OBJECT
public:
    explicit ExportDialog(QWidget *parent = nullptr);
    PictureFormat format() const;
    /// Fills size, scale, background, page and style (print or `screenStyle`).
    PictureOptions options(const Style &screenStyle) const;
    void saveSettings() const;
    /// Offers "Include pen notes", ticked, when the frame has notes; otherwise the box is off and greyed.
    void setPenNotesAvailable(bool available);
    bool includePenNotes() const;

private:
    void updateEnabled();
    QComboBox *m_format, *m_scale, *m_page, *m_style;
    QSpinBox *m_width, *m_height;
    QCheckBox *m_transparent;
    QCheckBox *m_penNotes = nullptr;
};

} // namespace sgd::ui
