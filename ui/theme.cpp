#include "theme.h"

#include <QApplication>
#include <QPalette>
#include <QStyleFactory>

namespace sgd::ui {

static bool g_systemDark = false;
static bool g_captured = false;

void captureSystemPalette()
{
    if (g_captured)
        return;
    g_captured = true;
    const QPalette pal = QGuiApplication::palette();
    g_systemDark = pal.color(QPalette::Window).lightness() < 128;
}

bool systemPrefersDark() { return g_systemDark; }

Theme themeFromString(const QString &s)
{
    if (s == QLatin1String("light"))
        return Theme::Light;
    if (s == QLatin1String("dark"))
        return Theme::Dark;
    return Theme::System;
}

QString toString(Theme t)
{
    switch (t) {
    case Theme::Light: return QStringLiteral("light");
    case Theme::Dark: return QStringLiteral("dark");
    case Theme::System: break;
    }
    return QStringLiteral("system");
}

static QPalette makePalette(const Style &s, bool dark)
{
    QPalette p;
    const QColor window = dark ? QColor("#161b22") : QColor("#f3f4f6");
    const QColor base = dark ? QColor("#22272e") : QColor("#ffffff");
    const QColor button = dark ? QColor("#21262d") : QColor("#eaeef2");
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
    p.setColor(QPalette::HighlightedText, QColor("#ffffff"));
    p.setColor(QPalette::Link, s.accent);
    p.setColor(QPalette::Mid, s.grid);
    p.setColor(QPalette::Dark, dark ? QColor("#010409") : QColor("#8c959f"));
    p.setColor(QPalette::Disabled, QPalette::Text, s.muted);
    p.setColor(QPalette::Disabled, QPalette::ButtonText, s.muted);
    p.setColor(QPalette::Disabled, QPalette::WindowText, s.muted);
    return p;
}

Style applyTheme(Theme t)
{
    captureSystemPalette();
    const bool dark = t == Theme::Dark || (t == Theme::System && g_systemDark);
    const Style s = dark ? Style::dark() : Style::light();
    if (auto *app = qobject_cast<QApplication *>(QCoreApplication::instance())) {
        app->setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
        app->setPalette(makePalette(s, dark));
    }
    return s;
}

} // namespace sgd::ui
