#include "sweep_dialog.h"

#include "core/scenes.h"
#include "ui/render/language.h"
#include "ui/session/background_job.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <cmath>

namespace sgd::ui {

SweepRunner::SweepRunner(QObject *parent) : QObject(parent), m_job(new BackgroundJob(this))
{
    connect(m_job, &BackgroundJob::progressChanged, this, &SweepRunner::progressChanged);
    connect(m_job, &BackgroundJob::failed, this, &SweepRunner::failed);
    connect(m_job, &BackgroundJob::stopped, this, &SweepRunner::stopped);
}

SweepRunner::~SweepRunner() = default;

bool SweepRunner::running() const
{
    return m_job->running();
}

bool SweepRunner::start(const SceneDef &scene, const ParamSet &base, const SweepSpec &spec, QString &error)
{
    if (running()) {
        error = tr("a sweep is running already");
        return false;
    }
    try {
        sweepValues(scene, spec);
        sweepOutcomeFor(scene);
    } catch (const std::exception &e) {
        error = QString::fromStdString(e.what());
        return false;
    }
    m_job->start([&scene, base, spec](JobControl &control) { return runSweep(scene, base, spec, control.runContext()); },
                 [this](const SweepResult &result) { emit finished(result); });
    return true;
}

void SweepRunner::cancel()
{
    m_job->stop();
}

bool SweepRunner::waitForFinished(int timeoutMs)
{
    return m_job->waitForEnd(timeoutMs);
}

SweepDialog::SweepDialog(QWidget *parent) : QDialog(parent), m_runner(new SweepRunner(this))
{
    setObjectName(QStringLiteral("sweepDialog"));
    setWindowTitle(tr("Sweep a parameter"));
    auto *form = new QFormLayout;
    m_param = new QComboBox(this);
    m_from = new QDoubleSpinBox(this);
    m_to = new QDoubleSpinBox(this);
    for (QDoubleSpinBox *box : {m_from, m_to}) {
        box->setDecimals(6);
        box->setRange(-1e9, 1e9);
    }
    m_count = new QSpinBox(this);
    m_count->setRange(2, kMaxSweepCount);
    m_spacing = new QComboBox(this);
    m_spacing->addItem(tr("evenly spaced"), int(SweepSpacing::Linear));
    m_spacing->addItem(tr("log spaced (each value a fixed factor above the last)"), int(SweepSpacing::Log));
    form->addRow(tr("&Parameter"), m_param);
    form->addRow(tr("&From"), m_from);
    form->addRow(tr("&To"), m_to);
    form->addRow(tr("&Values"), m_count);
    form->addRow(tr("&Spacing"), m_spacing);
    m_progress = new QProgressBar(this);
    m_progress->setRange(0, 1000);
    m_progress->setValue(0);
    m_message = new QLabel(this);
    m_message->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_run = buttons->addButton(tr("&Run sweep"), QDialogButtonBox::ActionRole);
    m_stop = buttons->addButton(tr("S&top"), QDialogButtonBox::ActionRole);
    m_stop->setEnabled(false);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_progress);
    layout->addWidget(m_message);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_run, &QPushButton::clicked, this, &SweepDialog::run);
    connect(m_stop, &QPushButton::clicked, m_runner, &SweepRunner::cancel);
    connect(m_param, &QComboBox::activated, this, &SweepDialog::onParamChosen);
    connect(m_runner, &SweepRunner::progressChanged, this,
            [this](double f) { m_progress->setValue(int(std::lround(f * 1000))); });
    connect(m_runner, &SweepRunner::finished, this, [this](const SweepResult &r) {
        setBusy(false);
        m_message->setText(tr("Done: %n run(s).", nullptr, int(r.points.size())));
        emit sweepFinished(r);
    });
    connect(m_runner, &SweepRunner::stopped, this, [this] {
        setBusy(false);
        m_progress->setValue(0);
        m_message->setText(tr("Stopped. The last sweep's chart stays as it was."));
    });
    connect(m_runner, &SweepRunner::failed, this, [this](const QString &why) {
        setBusy(false);
        m_message->setText(tr("The sweep stopped: %1").arg(why));
    });
}

void SweepDialog::setScene(const SceneDef *scene, const ParamSet &base)
{
    m_base = base;
    if (scene == m_scene && m_param->count() > 0)
        return; // the same scene: the range the teacher chose stays
    m_scene = scene;
    m_param->clear();
    if (!scene)
        return;
    for (const std::string &key : sweepableParams(*scene))
        for (const ParamDef &d : scene->params)
            if (d.key == key)
                m_param->addItem(QStringLiteral("%1 (%2)").arg(coreText(d.label), QString::fromStdString(key)),
                                 QString::fromStdString(key));
    setSpec(defaultSweep(*scene, base));
    m_message->setText(tr("The other parameters keep their values in the window now."));
}

SweepSpec SweepDialog::spec() const
{
    SweepSpec s;
    s.param = m_param->currentData().toString().toStdString();
    s.from = m_from->value();
    s.to = m_to->value();
    s.count = m_count->value();
    s.spacing = SweepSpacing(m_spacing->currentData().toInt());
    return s;
}

void SweepDialog::setSpec(const SweepSpec &s)
{
    m_param->setCurrentIndex(std::max(0, m_param->findData(QString::fromStdString(s.param))));
    m_from->setValue(s.from);
    m_to->setValue(s.to);
    m_count->setValue(s.count);
    m_spacing->setCurrentIndex(m_spacing->findData(int(s.spacing)));
}

void SweepDialog::onParamChosen()
{
    if (!m_scene)
        return;
    setSpec(sweepAround(*m_scene, m_base, m_param->currentData().toString().toStdString()));
}

bool SweepDialog::run()
{
    if (!m_scene) {
        m_message->setText(tr("Open a scene first."));
        return false;
    }
    QString error;
    if (!m_runner->start(*m_scene, m_base, spec(), error)) {
        m_message->setText(error);
        return false;
    }
    setBusy(true);
    m_progress->setValue(0);
    m_message->setText(tr("Running…"));
    return true;
}

void SweepDialog::setBusy(bool busy)
{
    m_run->setEnabled(!busy);
    m_stop->setEnabled(busy);
    for (QWidget *w : std::initializer_list<QWidget *>{m_param, m_from, m_to, m_count, m_spacing})
        w->setEnabled(!busy);
}

QString SweepDialog::errorText() const
{
    return m_message->text();
}

} // namespace sgd::ui
