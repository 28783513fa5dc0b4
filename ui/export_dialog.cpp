#include "export_dialog.h"
#include "ui/session/settings.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QPushButton>
#include <QSpinBox>

namespace sgd::ui {

ExportDialog::ExportDialog(QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("Export picture"));
    auto *form = new QFormLayout(this);
    m_format = new QComboBox(this);
    m_format->addItem(tr("PNG (raster)"), QStringLiteral("png"));
    m_format->addItem(tr("SVG (vector, text stays text)"), QStringLiteral("svg"));
    m_format->addItem(tr("PDF (vector page)"), QStringLiteral("pdf"));
    m_format->setCurrentIndex(std::max(0, m_format->findData(settings::exportFormat.get())));
    m_format->setToolTip(tr("PNG for slides and notes apps; SVG and PDF stay sharp at any zoom."));
    form->addRow(tr("Format"), m_format);
    m_width = new QSpinBox(this);
    m_width->setRange(200, 8000);
    m_width->setValue(settings::exportWidth.get());
    m_height = new QSpinBox(this);
    m_height->setRange(150, 8000);
    m_height->setValue(settings::exportHeight.get());
    m_width->setToolTip(tr("Width of the figure in pixels (before the scale factor)."));
    m_height->setToolTip(tr("Height of the figure in pixels (before the scale factor)."));
    form->addRow(tr("Width (px)"), m_width);
    form->addRow(tr("Height (px)"), m_height);
    m_scale = new QComboBox(this);
    for (int k : {1, 2, 3})
        m_scale->addItem(QStringLiteral("%1×").arg(k), k);
    m_scale->setCurrentIndex(std::max(0, m_scale->findData(settings::exportScale.get())));
    m_scale->setToolTip(tr("PNG only: 2× or 3× gives crisp figures on high-density screens and in print."));
    form->addRow(tr("Scale"), m_scale);
    m_transparent = new QCheckBox(tr("Transparent background"), this);
    m_transparent->setChecked(settings::exportTransparent.get());
    m_transparent->setToolTip(tr("PNG only: leave the background see-through for coloured slides."));
    form->addRow(QString(), m_transparent);
    m_page = new QComboBox(this);
    m_page->addItem(tr("A4"), int(PageSize::A4));
    m_page->addItem(tr("Letter"), int(PageSize::Letter));
    m_page->addItem(tr("16:9 slide"), int(PageSize::Slide16x9));
    m_page->setCurrentIndex(std::max(0, m_page->findData(settings::exportPage.get())));
    m_page->setToolTip(tr("PDF only: the page the figure is laid out on (landscape)."));
    form->addRow(tr("Page"), m_page);
    m_style = new QComboBox(this);
    m_style->addItem(tr("Print (white paper, thicker lines)"), QStringLiteral("print"));
    m_style->addItem(tr("Screen theme"), QStringLiteral("screen"));
    m_style->setCurrentIndex(std::max(0, m_style->findData(settings::exportStyle.get())));
    m_style->setToolTip(tr("Print style suits handouts; the screen theme matches what the class sees."));
    form->addRow(tr("Style"), m_style);
    m_penNotes = new QCheckBox(tr("Include pen notes"), this);
    m_penNotes->setObjectName(QStringLiteral("includePenNotes"));
    m_penNotes->setToolTip(tr("Draw the notes made with the pen on this step over the figure."));
    setPenNotesAvailable(false);
    form->addRow(QString(), m_penNotes);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Choose file…"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
    connect(m_format, &QComboBox::currentIndexChanged, this, &ExportDialog::updateEnabled);
    updateEnabled();
}

void ExportDialog::updateEnabled()
{
    const bool png = format() == PictureFormat::Png;
    m_scale->setEnabled(png);
    m_transparent->setEnabled(png);
    m_page->setEnabled(format() == PictureFormat::Pdf);
    m_width->setEnabled(format() != PictureFormat::Pdf);
    m_height->setEnabled(format() != PictureFormat::Pdf);
}

PictureFormat ExportDialog::format() const
{
    const QString f = m_format->currentData().toString();
    return f == QLatin1String("svg") ? PictureFormat::Svg : f == QLatin1String("pdf") ? PictureFormat::Pdf : PictureFormat::Png;
}

PictureOptions ExportDialog::options(const Style &screenStyle) const
{
    PictureOptions o;
    o.size = QSize(m_width->value(), m_height->value());
    o.scale = m_scale->currentData().toInt();
    o.transparent = m_transparent->isChecked();
    o.page = PageSize(m_page->currentData().toInt());
    o.style = m_style->currentData().toString() == QLatin1String("print") ? Style::print() : screenStyle;
    return o;
}

void ExportDialog::setPenNotesAvailable(bool available)
{
    m_penNotes->setEnabled(available);
    m_penNotes->setChecked(available);
}

bool ExportDialog::includePenNotes() const
{
    return m_penNotes->isEnabled() && m_penNotes->isChecked();
}

void ExportDialog::saveSettings() const
{
    settings::exportFormat.set(m_format->currentData().toString());
    settings::exportWidth.set(m_width->value());
    settings::exportHeight.set(m_height->value());
    settings::exportScale.set(m_scale->currentData().toInt());
    settings::exportTransparent.set(m_transparent->isChecked());
    settings::exportPage.set(m_page->currentData().toInt());
    settings::exportStyle.set(m_style->currentData().toString());
}

} // namespace sgd::ui
