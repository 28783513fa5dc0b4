#include "compare_window.h"

#include "compare_charts.h"
#include "core/output_file.h"
#include "ui/render/exporter.h"

#include <QtCharts/QChart>

#include <QAction>

#include <QBuffer>
#include <QComboBox>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QImageWriter>
#include <QLabel>
#include <QMessageBox>
#include <QPainter>
#include <QPdfWriter>
#include <QPushButton>
#include <QSvgGenerator>
#include <QTabWidget>
#include <QVBoxLayout>

namespace sgd::ui {

namespace {

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

QChartView *newChartView(QWidget *parent)
{
    auto *view = new ZoomChartView(parent);
    view->setChart(new QChart);
    view->chart()->legend()->setShowToolTips(true);
    view->setMinimumSize(480, 320);
    return view;
}

/// The chart and the surface it is drawn on (which takes the focus too) say what they show.
void nameChart(QChartView *view, const QString &name)
{
    view->setAccessibleName(name);
    view->viewport()->setAccessibleName(name);
}

QLabel *hintLabel(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setWordWrap(true);
    return label;
}

bool commit(OutputFile &file, QString &error)
{
    if (!file.commit()) {
        error = qs(file.error());
        return false;
    }
    return true;
}

bool writePng(QChartView *view, OutputFile &file, QString &error)
{
    const qreal scale = 2.0;
    QImage image(view->size() * scale, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(scale);
    image.fill(view->chart()->backgroundBrush().color());
    QPainter p(&image);
    view->render(&p, QRectF(QPointF(0, 0), QSizeF(view->size())), view->viewport()->rect());
    p.end();
    QBuffer png;
    png.open(QIODevice::WriteOnly);
    QImageWriter writer(&png, "png");
    if (!writer.write(image)) {
        error = QObject::tr("cannot write %1: %2").arg(qs(file.path()), writer.errorString());
        return false;
    }
    if (!file.writeAll(png.data().constData(), std::size_t(png.data().size()))) {
        error = qs(file.error()); // "cannot write PATH: No space left on device"
        return false;
    }
    return true;
}

} // namespace

// A main window, not a plain widget: a screen reader meets it as a window of its own (a frame),
// not as an unnamed pane.
CompareWindow::CompareWindow(QWidget *parent) : QMainWindow(parent, Qt::Window)
{
    setObjectName(QStringLiteral("compareWindow"));
    setWindowTitle(tr("Compare runs — SGD Studio"));
    auto *central = new QWidget(this);
    setCentralWidget(central);
    auto *layout = new QVBoxLayout(central);
    m_tabs = new QTabWidget(central);
    m_tabs->setAccessibleName(tr("Comparisons"));
    buildPinsPage(m_tabs);
    buildSweepPage(m_tabs);
    layout->addWidget(m_tabs, 1);
    auto *buttons = new QHBoxLayout;
    auto *picture = new QPushButton(tr("Export &picture…"), central);
    picture->setToolTip(tr("Save the chart shown as PNG, SVG or PDF, zoomed as it is now."));
    auto *data = new QPushButton(tr("Export &data (CSV)…"), central);
    data->setToolTip(tr("Save the numbers of the chart shown as a CSV table."));
    buttons->addStretch(1);
    buttons->addWidget(picture);
    buttons->addWidget(data);
    layout->addLayout(buttons);
    connect(picture, &QPushButton::clicked, this, &CompareWindow::exportPictureInteractive);
    connect(data, &QPushButton::clicked, this, &CompareWindow::exportCsvInteractive);
    // Esc closes it as it closes the dialogs (an open list box takes its Esc first).
    auto *close = new QAction(this);
    close->setShortcut(Qt::Key_Escape);
    close->setShortcutContext(Qt::WindowShortcut);
    connect(close, &QAction::triggered, this, &QWidget::close);
    addAction(close);
    resize(1100, 700);
    refreshPins();
    refreshSweep();
}

void CompareWindow::buildPinsPage(QTabWidget *tabs)
{
    auto *page = new QWidget(tabs);
    auto *layout = new QVBoxLayout(page);
    auto *row = new QHBoxLayout;
    m_xBox = new QComboBox(page);
    m_xBox->setObjectName(QStringLiteral("compareX"));
    m_yBox = new QComboBox(page);
    m_yBox->setObjectName(QStringLiteral("compareY"));
    auto *clear = new QPushButton(tr("&Clear pins"), page);
    // Each list labelled by the word before it, so a screen reader says "Plot, loss" (not just "loss").
    auto *plot = new QLabel(tr("Plot"), page), *against = new QLabel(tr("against"), page);
    plot->setBuddy(m_yBox);
    against->setBuddy(m_xBox);
    m_yBox->setAccessibleDescription(tr("The quantity on the vertical axis"));
    m_xBox->setAccessibleDescription(tr("The quantity on the horizontal axis"));
    row->addWidget(plot);
    row->addWidget(m_yBox);
    row->addWidget(against);
    row->addWidget(m_xBox);
    row->addStretch(1);
    row->addWidget(clear);
    layout->addLayout(row);
    m_pinsView = newChartView(page);
    nameChart(m_pinsView, tr("Chart of the pinned runs"));
    layout->addWidget(m_pinsView, 1);
    m_pinsHint = hintLabel(tr("Pin a run (Compare > Pin run), change a parameter, pin again: the curves lie over each other "
                              "and the legend names what changed."),
                           page);
    layout->addWidget(m_pinsHint);
    tabs->addTab(page, tr("Pinned runs"));
    auto chosen = [this] { setAxes(m_xBox->currentData().toString(), m_yBox->currentData().toString()); };
    connect(m_xBox, &QComboBox::activated, this, chosen);
    connect(m_yBox, &QComboBox::activated, this, chosen);
    connect(clear, &QPushButton::clicked, this, &CompareWindow::clearPinsRequested);
}

void CompareWindow::buildSweepPage(QTabWidget *tabs)
{
    auto *page = new QWidget(tabs);
    auto *layout = new QVBoxLayout(page);
    m_sweepView = newChartView(page);
    nameChart(m_sweepView, tr("Chart of the sweep"));
    layout->addWidget(m_sweepView, 1);
    auto *row = new QHBoxLayout;
    m_sweepHint = hintLabel({}, page);
    auto *sweep = new QPushButton(tr("&Sweep a parameter…"), page);
    row->addWidget(m_sweepHint, 1);
    row->addWidget(sweep);
    layout->addLayout(row);
    tabs->addTab(page, tr("Sweep"));
    connect(sweep, &QPushButton::clicked, this, &CompareWindow::sweepRequested);
}

void CompareWindow::setPins(std::vector<PinnedRun> pins)
{
    m_pins = std::move(pins);
    const std::vector<std::string> common = commonColumns(m_pins);
    auto has = [&](const QString &c) { return std::find(common.begin(), common.end(), c.toStdString()) != common.end(); };
    if (!has(m_x) || !has(m_y)) {
        const auto [x, y] = defaultAxes(m_pins);
        m_x = qs(x);
        m_y = qs(y);
    }
    fillAxisChoosers();
    refreshPins();
}

bool CompareWindow::setAxes(const QString &x, const QString &y)
{
    const std::vector<std::string> common = commonColumns(m_pins);
    auto has = [&](const QString &c) { return std::find(common.begin(), common.end(), c.toStdString()) != common.end(); };
    if (!has(x) || !has(y))
        return false;
    m_x = x;
    m_y = y;
    fillAxisChoosers();
    refreshPins();
    return true;
}

void CompareWindow::fillAxisChoosers()
{
    const QSignalBlocker bx(m_xBox), by(m_yBox);
    m_xBox->clear();
    m_yBox->clear();
    for (const std::string &c : commonColumns(m_pins)) {
        const QString title = qs(columnTitle(m_pins, c));
        m_xBox->addItem(title, qs(c));
        m_yBox->addItem(title, qs(c));
    }
    m_xBox->setCurrentIndex(m_xBox->findData(m_x));
    m_yBox->setCurrentIndex(m_yBox->findData(m_y));
}

void CompareWindow::refreshPins()
{
    fillPinsChart(m_pinsView->chart(), m_pins, m_x.toStdString(), m_y.toStdString(), m_style);
    m_pinsView->setBackgroundBrush(m_style.background);
    m_pinsHint->setVisible(m_pins.size() < 2);
    describeChart(m_pinsView);
}

/// A chart's description for a screen reader: its title and its series as the legend names them.
void CompareWindow::describeChart(QChartView *view)
{
    const QStringList series = legendNames(view->chart());
    const QString title = view->chart()->title();
    const QString words = series.isEmpty() ? title : tr("%1. Lines: %2").arg(title, series.join(QStringLiteral("; ")));
    view->setAccessibleDescription(words);
    view->viewport()->setAccessibleDescription(words);
}

void CompareWindow::setSweep(SweepResult sweep)
{
    m_sweep = std::move(sweep);
    refreshSweep();
    showPage(Page::Sweep);
}

void CompareWindow::refreshSweep()
{
    if (m_sweep) {
        fillSweepChart(m_sweepView->chart(), *m_sweep, m_style);
        int failed = 0;
        for (const SweepPoint &p : m_sweep->points)
            failed += std::isfinite(p.outcome) ? 0 : 1;
        m_sweepHint->setText(
            failed ? tr("%n run(s) could not be computed and are left out (see the CSV's note column).", nullptr, failed)
                   : tr("%n runs. Hover for the numbers; drag or scroll to zoom, double-click to reset.", nullptr,
                        int(m_sweep->points.size())));
    } else {
        m_sweepView->chart()->setTitle(tr("No sweep yet"));
        styleChart(m_sweepView->chart(), m_style);
        m_sweepHint->setText(tr("A sweep runs the scene once per value of one parameter and plots the outcome against it."));
    }
    m_sweepView->setBackgroundBrush(m_style.background);
    describeChart(m_sweepView);
}

void CompareWindow::setChartStyle(const Style &style)
{
    m_style = style;
    refreshPins();
    refreshSweep();
}

void CompareWindow::showPage(Page page)
{
    m_tabs->setCurrentIndex(page == Page::Pins ? 0 : 1);
}

CompareWindow::Page CompareWindow::page() const
{
    return m_tabs->currentIndex() == 0 ? Page::Pins : Page::Sweep;
}

QStringList CompareWindow::legendEntries() const
{
    return legendNames((page() == Page::Pins ? m_pinsView : m_sweepView)->chart());
}

bool exportChart(QChartView *view, const QColor &background, const QString &path, QString &error)
{
    PictureFormat format;
    if (!pictureFormatFor(path, format)) {
        error = QObject::tr("%1: the name must end in .png, .svg or .pdf").arg(path);
        return false;
    }
    OutputFile file(fileNameBytes(path));
    if (!file.open()) {
        error = qs(file.error());
        return false;
    }
    const QtMessageCapture quiet;
    const QRectF source = view->viewport()->rect();
    const QString title = view->chart()->title();
    if (format == PictureFormat::Png) {
        if (!writePng(view, file, error))
            return false;
    } else if (format == PictureFormat::Svg) {
        QSvgGenerator gen;
        gen.setOutputDevice(&file);
        gen.setSize(view->viewport()->size());
        gen.setViewBox(source);
        gen.setResolution(96);
        gen.setTitle(title);
        gen.setDescription(QObject::tr("SGD Studio comparison: %1").arg(title));
        QPainter p(&gen);
        p.fillRect(source, background);
        view->render(&p, source, source.toRect());
        p.end();
    } else {
        QPdfWriter pdf(&file);
        pdf.setResolution(96);
        pdf.setPageLayout(
            QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Landscape, QMarginsF(10, 10, 10, 10), QPageLayout::Millimeter));
        pdf.setTitle(title);
        pdf.setCreator(QStringLiteral("SGD Studio"));
        QPainter p(&pdf);
        view->render(&p, QRectF(0, 0, pdf.width(), pdf.height()), source.toRect());
        p.end();
    }
    return commit(file, error);
}

bool exportSweepPicture(const SweepResult &sweep, const Style &style, QSize size, const QString &path, QString &error)
{
    ZoomChartView view;
    view.setChart(new QChart);
    view.setAttribute(Qt::WA_DontShowOnScreen);
    view.resize(size);
    fillSweepChart(view.chart(), sweep, style);
    view.setBackgroundBrush(style.background);
    view.show();
    return exportChart(&view, style.background, path, error);
}

bool CompareWindow::exportPicture(const QString &path, QString &error) const
{
    return exportChart(page() == Page::Pins ? m_pinsView : m_sweepView, m_style.background, path, error);
}

bool CompareWindow::exportCsv(const QString &path, QString &error) const
{
    std::string csv;
    if (page() == Page::Pins) {
        if (m_pins.empty()) {
            error = tr("there are no pinned runs to save");
            return false;
        }
        csv = pinsCsv(m_pins, m_x.toStdString(), m_y.toStdString());
    } else {
        if (!m_sweep) {
            error = tr("there is no sweep to save");
            return false;
        }
        csv = sweepCsv(*m_sweep);
    }
    std::string why;
    if (!writeFileAtomically(fileNameBytes(path), csv, why)) {
        error = qs(why);
        return false;
    }
    return true;
}

void CompareWindow::exportPictureInteractive()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export chart"), QStringLiteral("comparison.png"),
                                                      tr("Pictures (*.png *.svg *.pdf)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!exportPicture(path, error))
        QMessageBox::warning(this, tr("Chart not saved"), error);
}

void CompareWindow::exportCsvInteractive()
{
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Export data"), QStringLiteral("comparison.csv"), tr("CSV tables (*.csv)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!exportCsv(path, error))
        QMessageBox::warning(this, tr("Data not saved"), error);
}

} // namespace sgd::ui
