#include "animation_dialog.h"
#include "ui/session/settings.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressDialog>
#include <QPushButton>
#include <QSpinBox>
#include <QTimer>

namespace sgd::ui {

namespace {

QSpinBox *spinBox(QWidget *parent, int lo, int hi, int value, const QString &tip)
{
    auto *spin = new QSpinBox(parent);
    spin->setRange(lo, hi);
    spin->setValue(value);
    spin->setToolTip(tip);
    return spin;
}

QComboBox *speedBox(QWidget *parent, double value)
{
    auto *box = new QComboBox(parent);
    for (double s : {0.25, 0.5, 1.0, 2.0, 4.0})
        box->addItem(QStringLiteral("%1×").arg(s), s);
    box->setCurrentIndex(std::max(0, box->findData(value)));
    box->setToolTip(QObject::tr("As the speed control under the picture: 2× plays twice as fast."));
    return box;
}

} // namespace

AnimationDialog::AnimationDialog(std::shared_ptr<const Trace> trace, int currentStep, QWidget *parent)
    : QDialog(parent), m_trace(std::move(trace))
{
    setWindowTitle(tr("Export animation"));
    const int last = std::max(0, int(m_trace->frames.size()) - 1);
    auto *form = new QFormLayout(this);
    m_format = new QComboBox(this);
    m_format->addItem(tr("MP4 (H.264: PowerPoint, Keynote, browsers)"), QStringLiteral("mp4"));
    m_format->addItem(tr("WebM (VP9: browsers)"), QStringLiteral("webm"));
    m_format->addItem(tr("GIF (plays anywhere, larger file)"), QStringLiteral("gif"));
    m_format->setCurrentIndex(std::max(0, m_format->findData(settings::animationFormat.get())));
    form->addRow(tr("Format"), m_format);
    m_from = spinBox(this, 0, last, std::clamp(currentStep, 0, last), tr("The step the animation starts on."));
    m_to = spinBox(this, 0, last, last, tr("The step the animation ends on."));
    // Two boxes in one row: each named, so a screen reader says which end of the range it sets.
    m_from->setAccessibleName(tr("First step"));
    m_to->setAccessibleName(tr("Last step"));
    auto *steps = new QHBoxLayout;
    steps->addWidget(m_from);
    auto *to = new QLabel(tr("to"), this);
    to->setBuddy(m_to);
    steps->addWidget(to);
    steps->addWidget(m_to);
    form->addRow(tr("Steps"), steps);
    if (auto *label = qobject_cast<QLabel *>(form->labelForField(steps)))
        label->setBuddy(m_from);
    m_fps = spinBox(this, kMinAnimationFps, kMaxAnimationFps, settings::animationFps.get(),
                    tr("Frames a second: 30 is smooth; fewer make a smaller file."));
    form->addRow(tr("Frames a second"), m_fps);
    m_speed = speedBox(this, settings::animationSpeed.get());
    form->addRow(tr("Speed"), m_speed);
    m_width = spinBox(this, 200, kMaxAnimationPixels, settings::animationWidth.get(), tr("Width of the video in pixels."));
    m_height = spinBox(this, 150, kMaxAnimationPixels, settings::animationHeight.get(), tr("Height of the video in pixels."));
    form->addRow(tr("Width (px)"), m_width);
    form->addRow(tr("Height (px)"), m_height);
    m_style = new QComboBox(this);
    m_style->addItem(tr("Print (white paper, thicker lines)"), QStringLiteral("print"));
    m_style->addItem(tr("Screen theme"), QStringLiteral("screen"));
    m_style->setCurrentIndex(std::max(0, m_style->findData(settings::animationStyle.get())));
    form->addRow(tr("Style"), m_style);
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    form->addRow(QString(), m_summary);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Choose file…"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(m_buttons);
    for (QSpinBox *spin : {m_from, m_to, m_fps, m_width, m_height})
        connect(spin, &QSpinBox::valueChanged, this, &AnimationDialog::update);
    for (QComboBox *box : {m_format, m_speed})
        connect(box, &QComboBox::currentIndexChanged, this, &AnimationDialog::update);
    update();
}

AnimationFormat AnimationDialog::format() const
{
    const QString f = m_format->currentData().toString();
    return f == QLatin1String("webm")  ? AnimationFormat::WebM
           : f == QLatin1String("gif") ? AnimationFormat::Gif
                                       : AnimationFormat::Mp4;
}

QString AnimationDialog::extension() const
{
    return m_format->currentData().toString();
}

AnimationOptions AnimationDialog::options(const Style &screenStyle) const
{
    AnimationOptions o;
    o.first = m_from->value();
    o.last = m_to->value();
    o.fps = m_fps->value();
    o.speed = m_speed->currentData().toDouble();
    o.picture.size = QSize(m_width->value(), m_height->value());
    o.picture.scale = 1.0;
    o.picture.style = m_style->currentData().toString() == QLatin1String("print") ? Style::print() : screenStyle;
    return o;
}

QString AnimationDialog::summary() const
{
    if (ffmpegProgram().isEmpty())
        return ffmpegMissingMessage();
    const AnimationOptions o = options(Style::print());
    const QString problem = animationProblem(*m_trace, o, format());
    if (!problem.isEmpty())
        return problem.left(1).toUpper() + problem.mid(1) + QLatin1Char('.');
    const AnimationTimeline line = animationTimeline(*m_trace, o);
    const QSize px = animationPixels(o, format());
    return tr("%1 frames, %2 s, %3 x %4 pixels")
        .arg(line.frameCount())
        .arg(line.frameCount() / double(o.fps), 0, 'f', 1)
        .arg(px.width())
        .arg(px.height());
}

void AnimationDialog::update()
{
    m_to->setMinimum(m_from->value());
    const bool ok = !ffmpegProgram().isEmpty() && animationProblem(*m_trace, options(Style::print()), format()).isEmpty();
    m_summary->setText(summary());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(ok);
}

void AnimationDialog::saveSettings() const
{
    settings::animationFormat.set(m_format->currentData().toString());
    settings::animationFps.set(m_fps->value());
    settings::animationSpeed.set(m_speed->currentData().toDouble());
    settings::animationWidth.set(m_width->value());
    settings::animationHeight.set(m_height->value());
    settings::animationStyle.set(m_style->currentData().toString());
}

// --- the run -----------------------------------------------------------------------------------

AnimationRun::AnimationRun(std::shared_ptr<const Trace> trace, const QString &path, const AnimationOptions &options,
                           QWidget *parent)
    : QObject(parent), m_path(path), m_writer(std::make_unique<AnimationWriter>(std::move(trace), path, options)),
      m_dialog(new QProgressDialog(tr("Painting the frames…"), tr("Cancel"), 0, 1, parent)), m_timer(new QTimer(this))
{
    m_dialog->setWindowTitle(tr("Export animation"));
    m_dialog->setWindowModality(Qt::WindowModal);
    m_dialog->setMinimumDuration(300);
    m_dialog->setAutoClose(false);
    m_dialog->setAutoReset(false);
    m_timer->setInterval(0);
    connect(m_timer, &QTimer::timeout, this, &AnimationRun::slice);
    connect(m_dialog, &QProgressDialog::canceled, this, &AnimationRun::cancel);
}

AnimationRun::~AnimationRun()
{
    delete m_dialog;
}

QProgressDialog *AnimationRun::progressDialog() const
{
    return m_dialog.data();
}

void AnimationRun::start()
{
    if (!m_writer->start()) {
        end();
        return;
    }
    m_dialog->setMaximum(m_writer->frameCount() + 1); // the last part: FFmpeg finishing the file
    m_timer->start();
}

void AnimationRun::cancel()
{
    if (m_ended)
        return;
    m_cancelled = true;
    m_writer->cancel();
    end();
}

void AnimationRun::slice()
{
    m_timer->stop(); // a modal progress dialog runs the event loop in setValue: no slice inside a slice
    const AnimationWriter::State state = m_writer->advance(40);
    if (state == AnimationWriter::State::Done || state == AnimationWriter::State::Failed) {
        end();
        return;
    }
    if (state == AnimationWriter::State::Encoding)
        m_dialog->setLabelText(tr("Writing the file…"));
    else
        m_dialog->setLabelText(tr("Painting frame %1 of %2…").arg(m_writer->framesDone()).arg(m_writer->frameCount()));
    m_dialog->setValue(m_writer->framesDone());
    if (!m_ended)
        m_timer->start();
}

void AnimationRun::end()
{
    if (m_ended)
        return;
    m_ended = true;
    m_timer->stop();
    if (m_dialog)
        m_dialog->hide();
    emit finished(m_writer->state() == AnimationWriter::State::Done, m_path, m_writer->error());
}

} // namespace sgd::ui
