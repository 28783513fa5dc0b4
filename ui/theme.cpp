#include "theme.h"

#include "ui/render/draw.h"

#include <QAbstractScrollArea>
#include <QApplication>
#include <QPainter>
#include <QPalette>
#include <QProxyStyle>
#include <QStyleFactory>
#include <QStyleOption>

namespace sgd::ui {

DesktopLook DesktopLook::read()
{
    return {QGuiApplication::palette().color(QPalette::Window).lightness() < 128};
}

Theme themeFromString(const QString &s)
{
    if (s == QLatin1String("light"))
        return Theme::Light;
    if (s == QLatin1String("dark"))
        return Theme::Dark;
    if (s == QLatin1String("high-contrast"))
        return Theme::HighContrast;
    return Theme::System;
}

QString toString(Theme t)
{
    switch (t) {
    case Theme::Light:
        return QStringLiteral("light");
    case Theme::Dark:
        return QStringLiteral("dark");
    case Theme::HighContrast:
        return QStringLiteral("high-contrast");
    case Theme::System:
        break;
    }
    return QStringLiteral("system");
}

bool desktopReducesMotion()
{
#if defined(Q_OS_WIN) || defined(Q_OS_MACOS)
    return !QApplication::isEffectEnabled(Qt::UI_General);
#else
    return false;
#endif
}

QColor controlEdgeColor(const QPalette &pal)
{
    return draw::mix(pal.color(QPalette::WindowText), pal.color(QPalette::Window), 0.55);
}

/// Fusion, with the edges of check boxes, radio buttons, spin boxes, line edits and slider grooves
/// and handles retraced in a colour halfway between the text and the window. Fusion derives its
/// edges from the window colour, darker, which on a dark window leaves them all but invisible (on
/// a projector, entirely); halfway keeps WCAG's 3:1 for controls against the window in any theme.
class ProjectorStyle : public QProxyStyle {
public:
    ProjectorStyle() : QProxyStyle(QStyleFactory::create(QStringLiteral("Fusion"))) {}

    static QColor edge(const QPalette &pal) { return controlEdgeColor(pal); }

    void drawPrimitive(PrimitiveElement pe, const QStyleOption *opt, QPainter *p, const QWidget *w) const override
    {
        QProxyStyle::drawPrimitive(pe, opt, p, w);
        if (pe != PE_IndicatorCheckBox && pe != PE_IndicatorRadioButton && pe != PE_FrameLineEdit)
            return;
        p->save();
        p->setRenderHint(QPainter::Antialiasing, pe == PE_IndicatorRadioButton);
        p->setPen(QPen(edge(opt->palette), 1));
        p->setBrush(Qt::NoBrush);
        const QRectF r = QRectF(opt->rect).adjusted(0.5, 0.5, -0.5, -0.5);
        if (pe == PE_IndicatorRadioButton)
            p->drawEllipse(r.adjusted(0.5, 0.5, -0.5, -0.5));
        else
            p->drawRect(r);
        p->restore();
    }

    /// Text boxes, lists and tables show the keyboard's focus: Fusion marks a focused list's or
    /// table's current row only, and a read-only text box (the narration) not at all.
    void drawControl(ControlElement ce, const QStyleOption *opt, QPainter *p, const QWidget *w) const override
    {
        QProxyStyle::drawControl(ce, opt, p, w);
        if (ce != CE_ShapedFrame || !(opt->state & State_HasFocus) || !qobject_cast<const QAbstractScrollArea *>(w))
            return;
        p->save();
        p->setPen(QPen(opt->palette.color(QPalette::Highlight), 2));
        p->setBrush(Qt::NoBrush);
        p->drawRect(QRectF(opt->rect).adjusted(1, 1, -1, -1));
        p->restore();
    }

    void drawComplexControl(ComplexControl cc, const QStyleOptionComplex *opt, QPainter *p, const QWidget *w) const override
    {
        QProxyStyle::drawComplexControl(cc, opt, p, w);
        if (cc != CC_Slider && cc != CC_SpinBox)
            return;
        p->save();
        p->setRenderHint(QPainter::Antialiasing);
        p->setPen(QPen(edge(opt->palette), 1));
        p->setBrush(Qt::NoBrush);
        if (cc == CC_SpinBox) {
            p->drawRoundedRect(QRectF(opt->rect).adjusted(0.5, 0.5, -0.5, -0.5), 2, 2);
        } else if (const auto *s = qstyleoption_cast<const QStyleOptionSlider *>(opt)) {
            const QRectF groove = subControlRect(CC_Slider, s, SC_SliderGroove, w);
            const QRectF handle = subControlRect(CC_Slider, s, SC_SliderHandle, w);
            const bool horizontal = s->orientation == Qt::Horizontal;
            // Fusion paints a thin track in the middle of the groove rectangle.
            const double t = 5;
            const QRectF track = horizontal ? QRectF(groove.left(), groove.center().y() - t / 2, groove.width(), t)
                                            : QRectF(groove.center().x() - t / 2, groove.top(), t, groove.height());
            p->drawRoundedRect(track.adjusted(0.5, 0.5, -0.5, -0.5), 2, 2);
            p->setBrush(opt->palette.color(QPalette::Button));
            p->drawRoundedRect(handle.adjusted(0.5, 0.5, -0.5, -0.5), 2, 2);
        }
        p->restore();
    }
};

static QPalette makePalette(const Style &s, bool dark)
{
    QPalette p;
    // High contrast: white window and fields, light grey buttons, black text (21:1).
    const bool high = s.name == QLatin1String("high-contrast");
    const QColor window = dark ? QColor("#161b22") : high ? QColor("#ffffff") : QColor("#f3f4f6");
    const QColor base = dark ? QColor("#22272e") : QColor("#ffffff");
    const QColor button = dark ? QColor("#21262d") : high ? QColor("#f0f0f0") : QColor("#eaeef2");
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, s.foreground);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, dark ? QColor("#161b22") : QColor("#f6f8fa"));
    p.setColor(QPalette::ToolTipBase, base);
    p.setColor(QPalette::ToolTipText, s.foreground);
    p.setColor(QPalette::PlaceholderText, s.muted);
    p.setColor(QPalette::Text, s.foreground);
    p.setColor(QPalette::Button, button);
    p.setColor(QPalette::ButtonText, s.foreground);
    p.setColor(QPalette::BrightText, s.warning);
    p.setColor(QPalette::Highlight, s.accent);
    p.setColor(QPalette::HighlightedText, draw::textOn(s.accent));
    p.setColor(QPalette::Link, s.accent);
    p.setColor(QPalette::Mid, s.grid);
    p.setColor(QPalette::Dark, dark ? QColor("#010409") : QColor("#8c959f"));
    p.setColor(QPalette::Disabled, QPalette::Text, s.muted);
    p.setColor(QPalette::Disabled, QPalette::ButtonText, s.muted);
    p.setColor(QPalette::Disabled, QPalette::WindowText, s.muted);
    return p;
}

Style applyTheme(Theme t, const DesktopLook &desktop)
{
    const bool dark = t == Theme::Dark || (t == Theme::System && desktop.dark);
    const Style s = t == Theme::HighContrast ? Style::highContrast() : dark ? Style::dark() : Style::light();
    if (auto *app = qobject_cast<QApplication *>(QCoreApplication::instance())) {
        app->setStyle(new ProjectorStyle);
        app->setPalette(makePalette(s, dark));
    }
    return s;
}

} // namespace sgd::ui
