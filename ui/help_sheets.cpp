#include "help_sheets.h"

#include "core/scenes.h"
#include "ui/render/language.h"

#include <QAction>
#include <QDialog>
#include <QDialogButtonBox>
#include <QKeySequence>
#include <QMenu>
#include <QRegularExpression>
#include <QSet>
#include <QShortcut>
#include <QTextBrowser>
#include <QTextDocument>
#include <QToolBar>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace sgd::ui {

namespace {

QString plainText(QString text)
{
    text.replace(QStringLiteral("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));
    text.replace(QStringLiteral("\x01"), QStringLiteral("&"));
    if (text.endsWith(QStringLiteral("…")))
        text.chop(1);
    return text.trimmed();
}

QString keysText(const QList<QKeySequence> &keys)
{
    QStringList parts;
    for (const QKeySequence &k : keys)
        if (!k.isEmpty())
            parts << k.toString(QKeySequence::NativeText);
    return parts.join(QStringLiteral(", "));
}

/// The action's text; for a sign-only button ("+", "−") its tool tip without the key in brackets.
QString describe(const QAction *a)
{
    const QString text = plainText(a->text());
    if (text.size() > 2 || a->toolTip().isEmpty() || a->toolTip() == a->text())
        return text;
    QString tip = a->toolTip();
    tip.remove(QRegularExpression(QStringLiteral("\\s*\\([^()]*\\)$")));
    return tip.isEmpty() ? text : tip;
}

QString groupOf(const QAction *a)
{
    const QVariant named = a->property("shortcutGroup");
    if (named.isValid())
        return named.toString();
    for (const QObject *o : a->associatedObjects()) {
        if (const auto *menu = qobject_cast<const QMenu *>(o)) {
            // A submenu (Theme, Text size) is listed under the menu bar's menu that holds it.
            const QMenu *top = menu;
            while (const auto *up = qobject_cast<const QMenu *>(top->menuAction()->associatedObjects().value(0)))
                top = up;
            return plainText(top->title());
        }
        if (const auto *bar = qobject_cast<const QToolBar *>(o))
            return bar->windowTitle();
    }
    return QObject::tr("Window");
}

/// One dialog per window and name, made on first use and raised after.
QDialog *namedDialog(QWidget *window, const QString &name, const QString &title, QTextBrowser *&browser, double textScale)
{
    auto *dialog = window->findChild<QDialog *>(name, Qt::FindDirectChildrenOnly);
    if (!dialog) {
        dialog = new QDialog(window);
        dialog->setObjectName(name);
        auto *layout = new QVBoxLayout(dialog);
        auto *text = new QTextBrowser(dialog);
        text->setObjectName(name + QStringLiteral("Text"));
        text->setOpenExternalLinks(false);
        layout->addWidget(text);
        auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
        QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);
        layout->addWidget(buttons);
    }
    dialog->setWindowTitle(title);
    if (auto *text = dialog->findChild<QTextBrowser *>(name + QStringLiteral("Text")))
        text->setAccessibleName(title); // a screen reader names the text box after the card
    QFont f = window->font();
    f.setPointSizeF(f.pointSizeF() * std::clamp(textScale, 0.5, 4.0)); // large type in presentation mode
    dialog->setFont(f);
    browser = dialog->findChild<QTextBrowser *>(name + QStringLiteral("Text"));
    return dialog;
}

void present(QDialog *dialog)
{
    dialog->show();
    dialog->raise();
    dialog->activateWindow();
}

} // namespace

QList<ShortcutEntry> collectShortcuts(const QWidget *window)
{
    QList<ShortcutEntry> out;
    QSet<QString> seen;
    auto add = [&](const QString &group, const QString &keys, const QString &what) {
        const QString id = keys + QLatin1Char('\n') + what;
        if (keys.isEmpty() || what.isEmpty() || seen.contains(id))
            return;
        seen.insert(id);
        out.append({group, keys, what});
    };
    for (const QAction *a : window->findChildren<QAction *>()) {
        // An action whose keys are lent to another for a while (Edit > Undo while the pen is on)
        // keeps them in "sheetKeys": the sheet lists what the keys do normally.
        const QVariant lent = a->property("sheetKeys");
        const QList<QKeySequence> keys =
            a->shortcuts().isEmpty() && lent.isValid() ? lent.value<QList<QKeySequence>>() : a->shortcuts();
        add(groupOf(a), keysText(keys), describe(a));
    }
    for (const QShortcut *s : window->findChildren<QShortcut *>())
        add(QObject::tr("Window"), keysText(s->keys()), plainText(s->whatsThis().isEmpty() ? s->objectName() : s->whatsThis()));
    // The menu bar's order, then the bars, then the rest.
    const QStringList order = {QObject::tr("File"),      QObject::tr("Edit"), QObject::tr("View"),
                               QObject::tr("Transport"), QObject::tr("Pen"),  QObject::tr("Help")};
    auto rank = [&order](const QString &g) { return order.contains(g) ? order.indexOf(g) : int(order.size()); };
    std::stable_sort(out.begin(), out.end(), [&](const ShortcutEntry &x, const ShortcutEntry &y) {
        return rank(x.group) != rank(y.group) ? rank(x.group) < rank(y.group) : x.group < y.group;
    });
    return out;
}

/// The mouse on a line chart of the canvas (ui/chart_interaction.h): not keys, but a reader needs them too.
static QString chartMouseHtml()
{
    const std::pair<QString, QString> rows[] = {
        {QObject::tr("Hover"), QObject::tr("a crosshair and the exact values of each curve's nearest point")},
        {QObject::tr("Wheel"), QObject::tr("zoom the x axis around the pointer")},
        {QObject::tr("Shift+Wheel"), QObject::tr("zoom the y axis around the pointer")},
        {QObject::tr("Drag"), QObject::tr("move along the x axis")},
        {QObject::tr("Double-click"), QObject::tr("show the whole chart again")},
        {QObject::tr("Click a legend entry"), QObject::tr("hide that curve; click again to show it")},
    };
    QString html = QStringLiteral("<h3>%1</h3><table cellspacing='0' cellpadding='4' width='100%'>")
                       .arg(QObject::tr("Charts (mouse)").toHtmlEscaped());
    for (const auto &[what, does] : rows)
        html +=
            QStringLiteral("<tr><td width='34%'><b>%1</b></td><td>%2</td></tr>").arg(what.toHtmlEscaped(), does.toHtmlEscaped());
    return html + QStringLiteral("</table>");
}

QString shortcutSheetHtml(const QList<ShortcutEntry> &entries)
{
    QString html = QObject::tr("<p>Every key of this window. Keys work while you are not typing in a field.</p>");
    QString group;
    for (const ShortcutEntry &e : entries) {
        if (e.group != group) {
            if (!group.isEmpty())
                html += QStringLiteral("</table>");
            group = e.group;
            html += QStringLiteral("<h3>%1</h3><table cellspacing='0' cellpadding='4' width='100%'>").arg(group.toHtmlEscaped());
        }
        html += QStringLiteral("<tr><td width='34%'><b>%1</b></td><td>%2</td></tr>")
                    .arg(e.keys.toHtmlEscaped(), e.what.toHtmlEscaped());
    }
    if (!group.isEmpty())
        html += QStringLiteral("</table>");
    return html + chartMouseHtml();
}

QDialog *showShortcutSheet(QWidget *window, double textScale)
{
    QTextBrowser *text = nullptr;
    QDialog *dialog = namedDialog(window, QStringLiteral("shortcutSheet"), QObject::tr("Keyboard shortcuts"), text, textScale);
    text->setHtml(shortcutSheetHtml(collectShortcuts(window)));
    dialog->resize(std::max(560, dialog->fontMetrics().averageCharWidth() * 72), std::max(400, int(window->height() * 0.85)));
    present(dialog);
    return dialog;
}

QString classGuideHtml()
{
    return QObject::tr(
        "<h2>How to run a class with SGD Studio</h2>"
        "<p>Each scene tells one part of the story, one step at a time. Here is one way to use them in class.</p>"
        "<h3>Before class</h3>"
        "<ul><li>Pick the scenes you need from the list on the left, or open a lesson from the Lessons menu.</li>"
        "<li>Build your own lesson: set a scene, its parameters and the step you want, and save it as a slide. "
        "Ctrl+D copies the slide shown and Ctrl+Shift+Page Up or Page Down moves it. "
        "A lesson can lock controls so that nothing changes by accident while you teach; a padlock marks them.</li>"
        "<li>Click a scene's title on the canvas to read what to look for in it.</li></ul>"
        "<h3>In the room</h3>"
        "<ul><li><b>Presentation mode</b> (F11) fills the screen with large type for the projector. F10 brings "
        "the menus and panels back for a moment; Esc leaves.</li>"
        "<li><b>Lessons with slides</b>: Page Down goes to the next slide and Page Up back, so you can teach "
        "with a clicker alone. Teacher notes stay in the presenter panel and never show on the canvas.</li>"
        "<li><b>Quiz mode</b>: before the next step plays, the new values are hidden. Ask the class to guess, "
        "then reveal and compare. Students working alone can type an answer and see how close it was.</li>"
        "<li><b>The pen</b> (P): circle a value, draw an arrow, or add a short note. Notes belong to the step "
        "they were drawn on and come back when you return to it; in a lesson they stay with their slide. Ctrl+Z takes back the "
        "last one while the pen is on.</li>"
        "<li>Space plays and pauses, the arrow keys step, Home starts again.</li>"
        "<li><b>Compare</b>: Compare &gt; Pin run (Ctrl+Shift+P) keeps the run on screen; change a parameter, pin "
        "again, and Compare pinned runs draws them side by side. Sweep a parameter runs the scene once per value "
        "and plots what each run ends with (the learning rate's three regimes, staleness against workers).</li>"
        "<li><b>Real runs</b>: for the synchronous, asynchronous and decentralized scenes, Processes &gt; Run on real "
        "processes starts one process per worker and one more (the server, or the one that gathers the record) with Open MPI on "
        "this machine and replays "
        "what they measured in the same views. Compare with simulator puts the measured run beside the "
        "simulator's prediction: the arithmetic agrees, the times are the machine's own. Help &gt; Diagnostics says "
        "whether Open MPI and FFmpeg are installed.</li></ul>"
        "<h3>After class</h3>"
        "<ul><li><b>Exports</b>: File &gt; Export picture saves the step you see as PNG, SVG or PDF, with your pen "
        "notes if you like. A handout PDF has one page per step; an animation export makes a video for slides.</li></ul>"
        "<p>F1 lists every key of the window.</p>");
}

QDialog *showClassGuide(QWidget *window, double textScale)
{
    QTextBrowser *text = nullptr;
    QDialog *dialog = namedDialog(window, QStringLiteral("classGuide"), QObject::tr("How to run a class"), text, textScale);
    text->setHtml(classGuideHtml());
    dialog->resize(std::max(620, dialog->fontMetrics().averageCharWidth() * 84), std::max(400, int(window->height() * 0.85)));
    present(dialog);
    return dialog;
}

QString lookForHtml(const SceneDef &scene)
{
    const QString text = scene.lookFor.empty() ? coreText(scene.summary) : coreText(scene.lookFor);
    return QStringLiteral("<h3>%1</h3><p>%2</p>")
        .arg(QObject::tr("What to look for: %1").arg(coreText(scene.title)).toHtmlEscaped(), text.toHtmlEscaped());
}

QDialog *showLookFor(QWidget *window, const SceneDef &scene, double textScale)
{
    QTextBrowser *text = nullptr;
    QDialog *dialog = namedDialog(window, QStringLiteral("lookFor"), QObject::tr("What to look for"), text, textScale * 1.15);
    text->setHtml(lookForHtml(scene));
    text->setFrameShape(QFrame::NoFrame);
    text->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    const QFontMetrics fm(dialog->font());
    const int w = std::min(window->width() - 40, fm.averageCharWidth() * 62);
    // Measured on a document of its own: the browser lays its text out at its own (not yet shown) width.
    QTextDocument measure;
    measure.setDefaultFont(dialog->font());
    measure.setDocumentMargin(text->document()->documentMargin());
    measure.setHtml(lookForHtml(scene));
    measure.setTextWidth(w - 8);
    const int textH = int(std::ceil(measure.size().height())) + 8;
    text->setFixedSize(w, textH);
    dialog->adjustSize();
    present(dialog);
    return dialog;
}

} // namespace sgd::ui
