#include "parameter_panel.h"

#include "ui/render/language.h"
#include <QAbstractSlider>

#include "core/number_text.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPainter>
#include <QPainterPath>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QStyle>
#include <QStyleOptionFrame>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace sgd::ui {

namespace {

/// A number's spin box with its slider beside it. The slider shows only while the row leaves it
/// room to be a slider (kMinSliderWidth): squeezed beside a wide spin box it shrank to a square
/// that read as a checkbox. The row places both parts itself on every resize, without a layout:
/// a layout that laid the slider out and then saw it hidden relied on a later layout request, and
/// when that request came while the panel was being moved (a narrow window stacks the docks) the
/// spin box stayed squeezed to the old share and cut its value.
/// A number field that reads the language's form and the C form alike: in German "0,15" and
/// "0.15" are both 0.15 (a point is taken for the decimal mark when the text has no comma).
class NumberSpinBox : public QDoubleSpinBox {
public:
    using QDoubleSpinBox::QDoubleSpinBox;
    QValidator::State validate(QString &text, int &pos) const override
    {
        QString n = normalized(text);
        return QDoubleSpinBox::validate(n, pos);
    }
    double valueFromText(const QString &text) const override { return QDoubleSpinBox::valueFromText(normalized(text)); }

private:
    QString normalized(QString text) const
    {
        const QString mark = locale().decimalPoint();
        if (mark != QLatin1String(".") && !text.contains(mark) && text.count(QLatin1Char('.')) == 1)
            text.replace(QLatin1Char('.'), mark);
        return text;
    }
};

class NumberRow : public QWidget {
public:
    static constexpr int kMinSliderWidth = 64;
    explicit NumberRow(QWidget *parent) : QWidget(parent) { setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed); }

    void setParts(QAbstractSpinBox *spin, QSlider *slider)
    {
        m_spin = spin;
        m_slider = slider;
        updateGeometry();
        place();
    }
    // The row asks for what the spin box asks for; the slider takes only width left over.
    QSize sizeHint() const override { return m_spin ? m_spin->sizeHint() : QSize(); }
    QSize minimumSizeHint() const override { return m_spin ? m_spin->minimumSizeHint() : QSize(); }

protected:
    void resizeEvent(QResizeEvent *) override { place(); }
    bool event(QEvent *e) override
    {
        if (e->type() == QEvent::LayoutRequest) { // the spin box's size hint changed (a font, a range)
            updateGeometry();
            place();
        }
        return QWidget::event(e);
    }

private:
    void place()
    {
        if (!m_spin)
            return;
        const int spacing = std::max(0, style()->pixelMetric(QStyle::PM_LayoutHorizontalSpacing, nullptr, this));
        const int spinMin = m_spin->minimumSizeHint().width();
        const bool withSlider = m_slider && width() - spinMin - spacing >= kMinSliderWidth;
        if (!withSlider) {
            m_spin->setGeometry(0, 0, width(), height());
            if (m_slider)
                m_slider->hide();
            return;
        }
        // Half each, as long as the spin box keeps its whole value.
        const int spinW = std::max(spinMin, (width() - spacing) / 2);
        m_spin->setGeometry(0, 0, spinW, height());
        const int sliderH = std::min(height(), m_slider->sizeHint().height());
        m_slider->setGeometry(spinW + spacing, (height() - sliderH) / 2, width() - spinW - spacing, sliderH);
        m_slider->show();
    }

    QAbstractSpinBox *m_spin = nullptr;
    QSlider *m_slider = nullptr;
};

} // namespace

namespace {

int decimalsFor(const ParamDef &d)
{
    const double def = std::abs(parseNumber(d.defaultValue).value_or(1.0));
    if (def == 0)
        return 3;
    const int mag = int(std::floor(std::log10(def)));
    return std::clamp(3 - mag, 2, 6);
}

double stepFor(const ParamDef &d)
{
    const double def = std::abs(parseNumber(d.defaultValue).value_or(1.0));
    if (def == 0)
        return 0.1;
    return std::pow(10.0, std::floor(std::log10(def)) - 1);
}

/// A choice's value as its field shows it (its name in the language shown).
QString choiceText(const ParamDef &d, const std::string &choice)
{
    return QString::fromStdString(text::choiceWords(d.key, choice));
}

QString tooltipFor(const ParamDef &d)
{
    // The key as lessons and the command line spell it; the rest as the window writes numbers.
    const std::optional<double> def = parseNumber(d.defaultValue);
    // A choice's default as its field shows it; the key beside the label says how it is typed.
    const QString defaultText = d.defaultValue.empty()        ? QObject::tr("empty")
                                : d.kind == ParamKind::Choice ? choiceText(d, d.defaultValue).toHtmlEscaped()
                                : def                         ? text::formatNumber(*def)
                                                              : QString::fromStdString(d.defaultValue).toHtmlEscaped();
    return QStringLiteral("<b>%1</b> (%2)<br>%3<br><i>%4</i>")
        .arg(coreText(d.label), QString::fromStdString(d.key), coreText(d.description).toHtmlEscaped(),
             QObject::tr("Allowed: %1. Default: %2.").arg(QString::fromStdString(d.allowedText()).toHtmlEscaped(), defaultText));
}

/// A small padlock drawn in the palette's text colour (no font needs to hold a lock glyph): shown
/// beside a parameter a lesson's slide locks.
class LockMark : public QWidget {
public:
    explicit LockMark(QWidget *parent) : QWidget(parent)
    {
        setToolTip(QObject::tr("Locked by the lesson"));
        setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    }
    QSize sizeHint() const override
    {
        const int h = fontMetrics().height();
        return {h, h};
    }

protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter p(this);
        p.setRenderHint(QPainter::Antialiasing);
        const double side = std::min(width(), height());
        const QRectF box((width() - side) / 2, (height() - side) / 2, side, side);
        const QColor ink = palette().color(QPalette::WindowText);
        const QRectF body(box.left() + side * 0.2, box.top() + side * 0.45, side * 0.6, side * 0.45);
        const double r = side * 0.19, stroke = std::max(1.5, side * 0.11);
        const double cx = box.center().x(), top = box.top() + side * 0.1 + stroke / 2;
        QPainterPath shackle;
        shackle.moveTo(cx - r, body.top());
        shackle.lineTo(cx - r, top + r);
        shackle.arcTo(QRectF(cx - r, top, 2 * r, 2 * r), 180, -180);
        shackle.lineTo(cx + r, body.top());
        p.setPen(QPen(ink, stroke, Qt::SolidLine, Qt::FlatCap));
        p.setBrush(Qt::NoBrush);
        p.drawPath(shackle);
        p.setPen(Qt::NoPen);
        p.setBrush(ink);
        p.drawRoundedRect(body, side * 0.06, side * 0.06);
        p.setBrush(palette().color(QPalette::Window)); // the keyhole
        p.drawEllipse(QPointF(cx, body.center().y()), side * 0.06, side * 0.06);
    }
};

} // namespace

ParameterPanel::ParameterPanel(QWidget *parent) : QWidget(parent)
{
    m_layout = new QVBoxLayout(this);
    m_layout->setContentsMargins(8, 8, 8, 8);
}

QLabel *ParameterPanel::makeLabel(const ParamDef &d)
{
    auto *label = new QLabel(coreText(d.label), m_content);
    label->setToolTip(tooltipFor(d));
    label->setObjectName(QStringLiteral("label_") + QString::fromStdString(d.key));
    // A long label (German, the pseudo-language) wraps rather than squeezing the field beside it;
    // a short one keeps its line (the form would squeeze a wrapping label to its longest word).
    const int cap = label->fontMetrics().averageCharWidth() * 24;
    const int natural = label->fontMetrics().horizontalAdvance(label->text()) + 2 * label->margin() + 2;
    label->setWordWrap(natural > cap);
    label->setMinimumWidth(std::min(natural, cap));
    label->setMaximumWidth(cap);
    return label;
}

void ParameterPanel::setScene(const std::vector<ParamDef> &defs, const ParamSet &values, const QList<ViewOption> &options,
                              const QVariantMap &optionValues)
{
    m_updating = true;
    delete m_content;
    m_editors.clear();
    m_errors.clear();
    m_optionBoxes.clear();
    m_labels.clear();
    m_lockMarks.clear();
    m_content = new QWidget(this);
    auto *v = new QVBoxLayout(m_content);
    v->setContentsMargins(0, 0, 0, 0);
    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    // A field too wide to sit beside its label goes under it: every value shows in full.
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    for (const auto &d : defs) {
        const QString key = QString::fromStdString(d.key);
        QWidget *ed = makeEditor(d, QString::fromStdString(values.text(d.key)));
        ed->setToolTip(tooltipFor(d));
        ed->setObjectName(QStringLiteral("param_") + key);
        nameForScreenReaders(ed, d);
        auto *box = new QWidget(m_content);
        auto *bl = new QVBoxLayout(box);
        bl->setContentsMargins(0, 0, 0, 0);
        bl->setSpacing(1);
        auto *row = new QHBoxLayout;
        row->setSpacing(4);
        row->addWidget(ed, 1);
        auto *lock = new LockMark(box);
        lock->setObjectName(QStringLiteral("lock_") + key);
        lock->hide();
        row->addWidget(lock);
        m_lockMarks.insert(key, lock);
        bl->addLayout(row);
        auto *err = new QLabel(box);
        err->setWordWrap(true);
        err->setForegroundRole(QPalette::BrightText); // the theme sets it to the style's warning colour
        err->hide();
        bl->addWidget(err);
        QLabel *label = makeLabel(d);
        label->setContextMenuPolicy(Qt::CustomContextMenu);
        connect(label, &QWidget::customContextMenuRequested, this,
                [this, key, label](const QPoint &pos) { showLockMenu(key, label->mapToGlobal(pos)); });
        m_labels.insert(key, label);
        form->addRow(label, box);
        m_editors.insert(key, ed);
        m_errors.insert(key, err);
    }
    v->addLayout(form);
    auto *reset = new QPushButton(tr("Restore lecture preset"), m_content);
    reset->setToolTip(tr("Put every parameter of this scene back to the lecture's values (undoable)."));
    reset->setFocusPolicy(Qt::TabFocus);
    connect(reset, &QPushButton::clicked, this, &ParameterPanel::resetRequested);
    v->addWidget(reset);
    if (!options.isEmpty()) {
        v->addSpacing(10);
        v->addWidget(new QLabel(tr("<b>View</b>"), m_content));
        for (const auto &o : options) {
            auto *cb = new QCheckBox(o.label, m_content);
            cb->setToolTip(o.tooltip);
            cb->setChecked(optionValues.value(o.key, o.defaultValue).toBool());
            cb->setObjectName(QStringLiteral("option_") + o.key);
            cb->setFocusPolicy(Qt::TabFocus);
            const QString key = o.key;
            connect(cb, &QCheckBox::toggled, this, [this, key](bool on) { emit optionToggled(key, on); });
            m_optionBoxes.insert(o.key, cb);
            v->addWidget(cb);
        }
    }
    v->addStretch(1);
    m_layout->addWidget(m_content);
    m_updating = false;
    applyLocks();
}

void ParameterPanel::setOptionUnavailable(const QString &key, const QString &whyNot)
{
    QWidget *box = m_optionBoxes.value(key);
    if (!box)
        return;
    if (!box->property("openTip").isValid())
        box->setProperty("openTip", box->toolTip());
    const QString tip = box->property("openTip").toString();
    box->setEnabled(whyNot.isEmpty());
    box->setToolTip(whyNot.isEmpty() ? tip : tip + QStringLiteral("\n") + whyNot);
}

void ParameterPanel::setLocked(const QSet<QString> &keys)
{
    m_locked = keys;
    applyLocks();
}

void ParameterPanel::applyLocks()
{
    for (auto it = m_editors.begin(); it != m_editors.end(); ++it) {
        QWidget *ed = it.value();
        const bool locked = m_locked.contains(it.key());
        if (!ed->property("openTip").isValid())
            ed->setProperty("openTip", ed->toolTip());
        const QString tip = ed->property("openTip").toString();
        ed->setEnabled(!locked);
        ed->setToolTip(locked ? tr("<b>Locked by the lesson</b><br>") + tip : tip);
        if (QLabel *label = m_labels.value(it.key())) // stays enabled: its right click unlocks
            label->setToolTip(ed->toolTip());
        if (QWidget *mark = m_lockMarks.value(it.key()))
            mark->setVisible(locked);
    }
}

void ParameterPanel::showLockMenu(const QString &key, const QPoint &globalPos)
{
    if (!m_lockMenu)
        return;
    QMenu menu(this);
    const bool locked = m_locked.contains(key);
    QAction *a = menu.addAction(locked ? tr("Unlock %1 in this slide").arg(key) : tr("Lock %1 in this slide").arg(key));
    if (menu.exec(globalPos) == a)
        emit lockToggled(key, !locked);
}

void ParameterPanel::nameForScreenReaders(QWidget *editor, const ParamDef &d)
{
    // What a screen reader says for the field (and its slider): the label, then what it does.
    const QString spoken = coreText(d.label);
    const QString about = tr("%1 Allowed: %2.", "a parameter's help, then what it takes")
                              .arg(coreText(d.description), QString::fromStdString(d.allowedText()));
    QList<QWidget *> parts = editor->findChildren<QWidget *>();
    parts.prepend(editor);
    for (QWidget *part : parts) {
        if (part->focusPolicy() == Qt::NoFocus && part != editor)
            continue;
        part->setAccessibleName(qobject_cast<QAbstractSlider *>(part) ? tr("%1, slider").arg(spoken) : spoken);
        part->setAccessibleDescription(about);
    }
}

QWidget *ParameterPanel::makeEditor(const ParamDef &d, const QString &value)
{
    switch (d.kind) {
    case ParamKind::Number:
        return makeNumberEditor(d, value);
    case ParamKind::Integer:
        return makeIntegerEditor(d, value);
    case ParamKind::Choice:
        return makeChoiceEditor(d, value);
    default:
        return makeTextEditor(d, value);
    }
}

QWidget *ParameterPanel::makeNumberEditor(const ParamDef &d, const QString &value)
{
    const QString key = QString::fromStdString(d.key);
    auto *w = new NumberRow(m_content);
    auto *spin = new NumberSpinBox(w);
    const int dec = decimalsFor(d);
    spin->setDecimals(dec);
    spin->setRange(d.minExclusive ? d.min + std::pow(10.0, -dec) : d.min, d.max);
    spin->setSingleStep(stepFor(d));
    spin->setValue(value.toDouble());
    spin->setKeyboardTracking(false);
    spin->setObjectName(QStringLiteral("spin_") + key);
    watchCommits(spin, key);
    QSlider *slider = nullptr;
    const double span = d.max - d.min;
    if (span > 0 && span <= 20) {
        slider = new QSlider(Qt::Horizontal, w);
        slider->setRange(0, 1000);
        slider->setValue(int(std::lround((value.toDouble() - d.min) / span * 1000)));
        slider->setObjectName(QStringLiteral("slider_") + key);
        slider->setProperty("pmin", d.min);
        slider->setProperty("pspan", span);
        slider->setFocusPolicy(Qt::TabFocus);
        slider->hide(); // until the row's width says there is room (NumberRow)
        connect(slider, &QSlider::sliderPressed, this, [this] { m_dragId = m_nextDragId++; });
        connect(slider, &QSlider::sliderReleased, this, [this] { m_dragId = 0; });
        connect(slider, &QSlider::valueChanged, this, [this, spin, d, key, span](int pos) {
            if (m_updating)
                return;
            double v = d.min + span * pos / 1000.0;
            if (d.minExclusive && v <= d.min)
                v = spin->minimum();
            const int drag = m_dragId;
            m_updating = true;
            spin->setValue(v);
            m_updating = false;
            emit editRequested(key, QString::number(spin->value(), 'g', 12), drag);
        });
    }
    connect(spin, &QDoubleSpinBox::valueChanged, this, [this, key, slider, d, span](double v) {
        if (m_updating)
            return;
        if (slider) {
            m_updating = true;
            slider->setValue(int(std::lround((v - d.min) / span * 1000)));
            m_updating = false;
        }
        emit editRequested(key, QString::number(v, 'g', 12), 0);
    });
    w->setParts(spin, slider);
    return w;
}

QWidget *ParameterPanel::makeIntegerEditor(const ParamDef &d, const QString &value)
{
    const QString key = QString::fromStdString(d.key);
    auto *spin = new QSpinBox(m_content);
    spin->setRange(int(std::max(-2147483647.0, d.min)), int(std::min(2147483647.0, d.max)));
    if (!d.zeroText.empty() && d.min == 0) { // 0 means "automatic": say which
        spin->setSpecialValueText(coreText(d.zeroText));
        spin->setMinimumWidth(spin->sizeHint().width()); // its words in full, in any language
    }
    spin->setValue(value.toInt());
    spin->setKeyboardTracking(false);
    watchCommits(spin, key);
    connect(spin, &QSpinBox::valueChanged, this, [this, key](int v) {
        if (!m_updating)
            emit editRequested(key, QString::number(v), 0);
    });
    return spin;
}

QWidget *ParameterPanel::makeChoiceEditor(const ParamDef &d, const QString &value)
{
    const QString key = QString::fromStdString(d.key);
    auto *combo = new QComboBox(m_content);
    // Each value by its name in the language shown; the item keeps the value itself, which is what
    // is stored, typed on the command line and written in lessons.
    for (const auto &c : d.choices) {
        const QString choice = QString::fromStdString(c);
        combo->addItem(choiceText(d, c), choice);
        combo->setItemData(combo->count() - 1, tr("%1=%2 on the command line and in lessons").arg(key, choice), Qt::ToolTipRole);
    }
    combo->setCurrentIndex(combo->findData(value));
    connect(combo, &QComboBox::currentIndexChanged, this, [this, key, combo](int index) {
        if (!m_updating && index >= 0)
            emit editRequested(key, combo->itemData(index).toString(), 0);
    });
    return combo;
}

QWidget *ParameterPanel::makeTextEditor(const ParamDef &d, const QString &value)
{
    const QString key = QString::fromStdString(d.key);
    auto *edit = new QLineEdit(value, m_content);
    edit->setPlaceholderText(d.optional ? tr("(empty)") : QString());
    // As wide as its text (a list of designs, a data set): the value is never cut.
    const auto fitText = [edit](const QString &text) {
        QStyleOptionFrame o;
        o.initFrom(edit);
        const QSize contents(edit->fontMetrics().horizontalAdvance(text + QLatin1Char(' ')), edit->fontMetrics().height());
        edit->setMinimumWidth(
            std::min(480, edit->style()->sizeFromContents(QStyle::CT_LineEdit, &o, contents, edit).width() + 6));
    };
    fitText(value);
    connect(edit, &QLineEdit::textChanged, edit, fitText);
    // Enter: returnPressed comes first, then editingFinished hands the text on.
    connect(edit, &QLineEdit::returnPressed, this, [edit] { edit->setProperty("enterPressed", true); });
    connect(edit, &QLineEdit::editingFinished, this, [this, key, edit] {
        const bool enter = edit->property("enterPressed").toBool();
        edit->setProperty("enterPressed", false);
        if (m_updating)
            return;
        emit editRequested(key, edit->text(), 0);
        if (!errorText(key).isEmpty())
            return; // rejected: the text stays with the field until it is fixed
        edit->setModified(false);
        if (enter)
            emit committed(key);
    });
    return edit;
}

void ParameterPanel::watchCommits(QWidget *spin, const QString &key)
{
    auto *box = qobject_cast<QAbstractSpinBox *>(spin);
    auto *line = spin->findChild<QLineEdit *>();
    if (!box || !line)
        return;
    // A spin box always accepts its text (it clamps and rounds), so editing is over when it finishes.
    connect(box, &QAbstractSpinBox::editingFinished, line, [line] { line->setModified(false); });
    connect(line, &QLineEdit::returnPressed, this, [this, key] { emit committed(key); });
}

QString ParameterPanel::errorText(const QString &key) const
{
    const QLabel *l = m_errors.value(key);
    return l && !l->isHidden() ? l->text() : QString();
}

void ParameterPanel::showValue(const QString &key, const QString &value)
{
    QWidget *ed = m_editors.value(key);
    if (!ed)
        return;
    m_updating = true;
    if (auto *spin = ed->findChild<QDoubleSpinBox *>()) {
        spin->setValue(value.toDouble());
        if (auto *slider = ed->findChild<QSlider *>())
            slider->setValue(int(std::lround((value.toDouble() - slider->property("pmin").toDouble()) /
                                             slider->property("pspan").toDouble() * 1000)));
    } else if (auto *ispin = qobject_cast<QSpinBox *>(ed)) {
        ispin->setValue(value.toInt());
    } else if (auto *combo = qobject_cast<QComboBox *>(ed)) {
        combo->setCurrentIndex(combo->findData(value));
    } else if (auto *edit = qobject_cast<QLineEdit *>(ed)) {
        if (edit->text() != value)
            edit->setText(value);
    }
    m_updating = false;
    showError(key, {});
}

void ParameterPanel::showError(const QString &key, const QString &message)
{
    if (QLabel *l = m_errors.value(key)) {
        l->setText(message);
        l->setVisible(!message.isEmpty());
    }
}

} // namespace sgd::ui
