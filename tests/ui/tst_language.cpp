// The window in another language: the catalogues built in (resources/translations/*.ts) reach the
// menus, core's scene words and parameter labels; numbers on screen follow the language (3,2 and
// 12.500 in German) and read back; a parameter field takes "0,05" and "0.05" alike in German;
// a choice field shows its values' German names and stores their keys;
// View > Language asks for the rebuild; a language without a catalogue is refused with the list.
#include "core/number_text.h"
#include "core/quiz_values.h"
#include "core/scenes.h"
#include "ui/chart_interaction.h"
#include "ui/parameter_panel.h"
#include "ui/render/language.h"
#include "ui/render/scene_painter.h"
#include "ui/session/settings.h"
#include "window_test_support.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>
#include <QUndoStack>

using namespace sgd;
using namespace sgd::ui;

namespace {

QMenu *menuTitled(QMenuBar *bar, const QString &title)
{
    for (QAction *a : bar->actions())
        if (a->menu() && a->text() == title)
            return a->menu();
    return nullptr;
}

QStringList labelTexts(QWidget *w)
{
    QStringList out;
    for (const QLabel *l : w->findChildren<QLabel *>())
        out << l->text();
    return out;
}

} // namespace

class TestLanguage : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { testing::initWindowTests("tst_language"); }
    void cleanup() { QVERIFY(setLanguage(QStringLiteral("en"))); }

    void localeNamesFindTheirCatalogue()
    {
        QCOMPARE(matchLanguage(QStringLiteral("de_AT")), QStringLiteral("de"));
        QCOMPARE(matchLanguage(QStringLiteral("de-CH")), QStringLiteral("de"));
        QCOMPARE(matchLanguage(QStringLiteral("zh-Hans-CN")), QStringLiteral("zh_CN"));
        QCOMPARE(matchLanguage(QStringLiteral("zh_CN.UTF-8")), QStringLiteral("zh_CN"));
        QCOMPARE(matchLanguage(QStringLiteral("zh_TW")), QString()); // traditional script: not ours
        QCOMPARE(matchLanguage(QStringLiteral("en_GB")), QStringLiteral("en"));
        QCOMPARE(matchLanguage(QStringLiteral("C")), QStringLiteral("en"));
        QCOMPARE(matchLanguage(QStringLiteral("fr_FR")), QString());
        QCOMPARE(languageCodes(), QStringLiteral("de, en, zh_CN"));
    }

    void aLanguageWithoutCatalogueIsRefused()
    {
        QString error;
        QVERIFY(!setLanguage(QStringLiteral("fr"), &error));
        QCOMPARE(error, QStringLiteral("no catalogue for the language 'fr' (there are: de, en, zh_CN)"));
        QCOMPARE(currentLanguage(), QStringLiteral("en"));
        QCOMPARE(text::formatNumber(3.2), QStringLiteral("3.2"));
    }

    void germanNumbersOnScreenAndBack()
    {
        QVERIFY(setLanguage(QStringLiteral("de")));
        QCOMPARE(text::formatNumber(3.2), QStringLiteral("3,2"));
        QCOMPARE(text::formatCount(12500), QStringLiteral("12.500"));
        QCOMPARE(text::formatNumber(1234567.0), QStringLiteral("1,235×10⁶"));
        QCOMPARE(text::formatNumber(-0.00042), QStringLiteral("−0,00042"));
        QCOMPARE(text::formatPercent(0.00342), QStringLiteral("0,342%"));
        QCOMPARE(text::readNumber(QStringLiteral("3,2")), std::optional<double>(3.2));
        QCOMPARE(text::readNumber(QStringLiteral("12.500")), std::optional<double>(12500));
        QVERIFY(setLanguage(QStringLiteral("zh_CN"))); // Chinese writes numbers as English does
        QCOMPARE(text::formatNumber(3.2), QStringLiteral("3.2"));
        QCOMPARE(text::formatCount(12500), QStringLiteral("12,500"));
        QVERIFY(setLanguage(QStringLiteral("en")));
        QCOMPARE(text::formatNumber(3.2), QStringLiteral("3.2"));
        QCOMPARE(text::formatCount(12500), QStringLiteral("12,500"));
    }

    void aGermanAnswerIsGradedAsTheNumberItMeans()
    {
        // The quiz reads a decimal comma whatever the language (core/quiz_values.h).
        QVERIFY(setLanguage(QStringLiteral("de")));
        QCOMPARE(parseQuizNumbers("3,2", 1), std::vector<double>{3.2});
        QCOMPARE(parseQuizNumbers("3.2", 1), std::vector<double>{3.2});
    }

    /// The quiz's verdicts, hints and answers in the language shown, with its numbers and lists:
    /// the same grading, other words. Sync's round 1 moves w from 1.5 to 2.125.
    void theQuizSpeaksTheClasssLanguage()
    {
        const SceneDef &sync = *findScene("sync");
        const Trace trace = runScene(sync, sync.defaults());
        QVERIFY(setLanguage(QStringLiteral("de")));
        std::optional<QuizAsk> ask = quizQuestion(trace, 0);
        QVERIFY(ask);
        QuizGrade g = gradeAnswer(*ask, "2,125");
        QCOMPARE(g.verdict, QuizVerdict::Exact);
        QCOMPARE(QString::fromStdString(g.text), QStringLiteral("Genau! Die Antwort ist globales w = 2,125."));
        QCOMPARE(QString::fromStdString(gradeAnswer(*ask, "zwei").text), QStringLiteral("Geben Sie eine Zahl ein, etwa 0,8."));
        g = gradeAnswer(*ask, "1,5"); // where w stood before the round: the slip is named
        QCOMPARE(g.verdict, QuizVerdict::Slip);
        QVERIFY2(QString::fromStdString(g.text).startsWith(
                     QString::fromUtf8("Vorsicht: das ist der Wert von „globales w“ vor dem Schritt")),
                 g.text.c_str());
        // A value of several numbers: German lists part them with semicolons, as the hint says.
        QuizValue weights{"weights", "node weights", {1.5, -2.25}, {}, QuizKind::Number};
        QCOMPARE(QString::fromStdString(quizValueText(weights)), QStringLiteral("node weights = 1,5; −2,25"));
        QCOMPARE(parseQuizNumbers("1,5; -2,25", 2), (std::vector<double>{1.5, -2.25}));
        QVERIFY(setLanguage(QStringLiteral("zh_CN")));
        ask = quizQuestion(trace, 0);
        QCOMPARE(QString::fromStdString(gradeAnswer(*ask, "2.125").text),
                 QString::fromUtf8("完全正确！ 答案是 全局 w = 2.125。"));
        QVERIFY(setLanguage(QStringLiteral("en")));
        ask = quizQuestion(trace, 0);
        QCOMPARE(QString::fromStdString(gradeAnswer(*ask, "2.125").text),
                 QStringLiteral("Exact! The answer is global w = 2.125."));
    }

    /// Each scene's own question and its slips come from the catalogues too: whole sentences with
    /// the language's numbers and lists, and the aggregation rule named in the language.
    void theScenesQuestionsAndSlipsSpeakTheClasssLanguage()
    {
        const SceneDef &sync = *findScene("sync");
        const Trace trace = runScene(sync, sync.defaults());
        QVERIFY(setLanguage(QStringLiteral("de")));
        std::optional<QuizAsk> ask = quizQuestion(trace, 0);
        QVERIFY(ask);
        QCOMPARE(QString::fromStdString(ask->prompt),
                 QStringLiteral("Welchen Wert hat das globale w nach Runde 1? Jetzt ist w = 1,5 bei η = 0,1; die Gradienten "
                                "der Worker dort sind −1,5; −4; −7,5; −12; Aggregation: Mittel."));
        // 1.5 − (−6.25) = 7.75: the step without η.
        QuizGrade g = gradeAnswer(*ask, "7,75");
        QCOMPARE(g.verdict, QuizVerdict::Slip);
        QCOMPARE(QString::fromStdString(g.verdictText),
                 QStringLiteral("Vorsicht: das vergisst η; der Schritt ist η mal der Gradient."));
        // Summed gradients: the rule's name and the slip that averages them are German too.
        ParamSet summed = sync.defaults();
        summed.set("aggregate", "sum");
        const Trace sumTrace = runScene(sync, summed);
        ask = quizQuestion(sumTrace, 0);
        QVERIFY(ask);
        QVERIFY2(QString::fromStdString(ask->prompt).endsWith(QStringLiteral("; Aggregation: Summe.")), ask->prompt.c_str());
        bool averaged = false;
        for (const auto &slip : ask->slips)
            averaged = averaged || slip.second == "das mittelt die Gradienten; dieser Lauf addiert sie.";
        QVERIFY(averaged);

        const SceneDef &async = *findScene("async");
        const Trace asyncTrace = runScene(async, async.defaults());
        QVERIFY(setLanguage(QStringLiteral("zh_CN")));
        ask = quizQuestion(asyncTrace, 1);
        QVERIFY(ask);
        QCOMPARE(QString::fromStdString(ask->prompt),
                 QString::fromUtf8("下一次更新的陈旧度是多少？服务器已完成 1 次更新；3 个工作节点正在计算。"));
        QVERIFY(setLanguage(QStringLiteral("en")));
        ask = quizQuestion(asyncTrace, 1);
        QCOMPARE(QString::fromStdString(ask->prompt),
                 QStringLiteral("How stale is the next update? The server has made 1 update; 3 workers are computing."));
    }

    void theWindowSpeaksGerman()
    {
        QVERIFY(setLanguage(QStringLiteral("de")));
        std::unique_ptr<MainWindow> w;
        testing::openTestWindow(w, QSize(1440, 900), QStringLiteral("single-weight"));
        if (QTest::currentTestFailed())
            return;
        const QString file = QCoreApplication::translate("sgd::ui::MainWindow", "&File");
        QVERIFY2(file != QLatin1String("&File"), "the German catalogue has no File menu");
        QVERIFY(menuTitled(w->menuBar(), file));
        QVERIFY(!menuTitled(w->menuBar(), QStringLiteral("&File")));
        // Core's words: the parameter label beside the field, and the scene's title in the list.
        const QString label = coreText("input x");
        QVERIFY2(label != QLatin1String("input x"), qPrintable(label));
        QVERIFY2(labelTexts(w->parameterPanel()).contains(label), qPrintable(labelTexts(w->parameterPanel()).join(u'|')));
        const QString title = coreText(findScene("single-weight")->title);
        QVERIFY(title != QString::fromStdString(findScene("single-weight")->title));
        QVERIFY2(w->windowTitle().contains(title), qPrintable(w->windowTitle()));
        // A number field takes the German form and the C form.
        auto *spin = w->parameterPanel()->findChild<QDoubleSpinBox *>(QStringLiteral("spin_eta"));
        QVERIFY(spin);
        QCOMPARE(spin->locale().decimalPoint(), QStringLiteral(","));
        for (const auto &[typedText, value] :
             {std::pair{QStringLiteral("0,05"), 0.05}, std::pair{QStringLiteral("0.07"), 0.07}}) {
            auto *line = spin->findChild<QLineEdit *>();
            QVERIFY(line);
            spin->setFocus();
            line->selectAll();
            QTest::keyClicks(line, typedText);
            QTest::keyClick(line, Qt::Key_Return);
            QCOMPARE(spin->value(), value);
            testing::waitForTrace(*w);
            QCOMPARE(w->session()->controller()->param(QStringLiteral("eta")).toDouble(), value);
        }
    }

    void aChoiceShowsItsNameAndKeepsItsKey()
    {
        // In German a choice field lists the values by their German names, and what it stores (and
        // the command line and lessons write) stays the key; 0 of an "automatic" count has its words.
        QVERIFY(setLanguage(QStringLiteral("de")));
        std::unique_ptr<MainWindow> w;
        testing::openTestWindow(w, QSize(1440, 900), QStringLiteral("sync"));
        if (QTest::currentTestFailed())
            return;
        auto *topology = w->parameterPanel()->findChild<QComboBox *>(QStringLiteral("param_topology"));
        QVERIFY(topology);
        QCOMPARE(topology->count(), 2);
        QCOMPARE(topology->itemText(0), QStringLiteral("Stern"));
        QCOMPARE(topology->itemText(1), QStringLiteral("Ring"));
        QCOMPARE(topology->currentText(), QStringLiteral("Stern"));
        QVERIFY2(topology->toolTip().contains(QStringLiteral("Erlaubt: eines von: Stern, Ring. Voreinstellung: Stern.")),
                 qPrintable(topology->toolTip()));
        topology->setCurrentIndex(1);
        testing::waitForTrace(*w);
        QCOMPARE(w->session()->controller()->param(QStringLiteral("topology")), QStringLiteral("ring"));
        w->session()->undoStack()->undo(); // back to the star: the field follows by the key
        testing::waitForTrace(*w);
        QCOMPARE(w->session()->controller()->param(QStringLiteral("topology")), QStringLiteral("star"));
        QCOMPARE(topology->currentText(), QStringLiteral("Stern"));
        auto *workers = w->parameterPanel()->findChild<QSpinBox *>(QStringLiteral("param_workers"));
        QVERIFY(workers);
        QCOMPARE(workers->value(), 0);
        QCOMPARE(workers->text(), QStringLiteral("einer pro Paar"));
        // A value the field cannot take is refused in German, its bounds written as the room writes numbers.
        emit w->parameterPanel()->editRequested(QStringLiteral("eta"), QStringLiteral("7"), 0);
        QCOMPARE(w->parameterPanel()->errorText(QStringLiteral("eta")),
                 QStringLiteral("Nicht übernommen: eta muss eine Zahl größer als 0, höchstens 1 sein."));
    }

    void theStepTableAndTheLegendsNameCoresRulesInTheLanguage()
    {
        // The staleness remedies' and the drifting stream's learners are named in core (English);
        // the step table's headers and the legends show them in the language.
        QVERIFY(setLanguage(QStringLiteral("de")));
        const ScenePainter *remedies = painterFor(QStringLiteral("staleness-remedies"));
        QVERIFY(remedies);
        const QStringList headers = remedies->tableHeaders();
        QCOMPARE(headers.size(), remedies->tableColumns().size());
        QVERIFY2(headers.contains(QStringLiteral("Verlust, geclippter Gradient")), qPrintable(headers.join(u'|')));
        QVERIFY2(headers.contains(QStringLiteral("Verlust, verzögerungskompensiert")), qPrintable(headers.join(u'|')));
        QCOMPARE(coreText("async workers"), QStringLiteral("asynchrone Worker"));
        QVERIFY(setLanguage(QStringLiteral("zh_CN")));
        QVERIFY2(remedies->tableHeaders().contains(QString::fromUtf8("损失，裁剪梯度")),
                 qPrintable(remedies->tableHeaders().join(u'|')));
    }

    void aRunsSummaryLineSpeaksTheLanguage()
    {
        // Core writes a run's one-line summary in English into the trace (|1 − η·x²| = 1.25: the
        // run moves away from w*); the narration shows it in the language, with the run's numbers.
        const SceneDef *scene = findScene("single-weight");
        QVERIFY(scene);
        ParamSet p = scene->defaults();
        p.set("eta", "0.25");
        const auto trace = std::make_shared<const Trace>(runScene(*scene, p));
        const std::string message = "diverges: |1 − η·x²| = 1.25 > 1, the distance to w* grows every step";
        QCOMPARE(trace->message(), message);
        const ScenePainter *painter = painterFor(QStringLiteral("single-weight"));
        QVERIFY(painter);
        const int last = int(trace->frames.size()) - 1;
        const QString english = painter->narration(*trace, last, {});
        QVERIFY2(english.contains(QStringLiteral("Diverges: |1 − η·x²| = 1.25 &gt; 1, the distance to w* grows every step.")),
                 qPrintable(english));
        QVERIFY(setLanguage(QStringLiteral("de")));
        const QString german = painter->narration(*trace, last, {});
        QVERIFY2(
            german.contains(QStringLiteral("Divergiert: |1 − η·x²| = 1,25 &gt; 1, der Abstand zu w* wächst mit jedem Schritt.")),
            qPrintable(german));
        // A line made of parts, each translated (the scale lab's backend line, from the compute backend).
        QCOMPARE(computeSummaryText("CPU, 2 threads, kernel guessed"), QStringLiteral("CPU, 2 Threads, Kernel geschätzt"));
        QCOMPARE(computeSummaryText("CPU, 1 thread"), QStringLiteral("CPU, 1 Thread"));
        // Why the GPU is not used (gpu/backend_factory.cpp's reasons; the driver's words stay).
        QCOMPARE(fallbackReasonText(QStringLiteral("CUDA support not built")),
                 QStringLiteral("CUDA-Unterstützung nicht mitkompiliert"));
        QCOMPARE(fallbackReasonText(QStringLiteral("no CUDA device (no CUDA-capable device is detected)")),
                 QStringLiteral("kein CUDA-Gerät (no CUDA-capable device is detected)"));
        QCOMPARE(fallbackReasonText(QStringLiteral("no CUDA device")), QStringLiteral("kein CUDA-Gerät"));
        QCOMPARE(fallbackReasonText(QStringLiteral("CUDA device unusable (out of memory)")),
                 QStringLiteral("CUDA-Gerät nicht nutzbar (out of memory)"));
        // Backup workers: the whole run's line, its counted rounds and numbers (3.97×10⁻⁵) in German.
        const SceneDef *backups = findScene("backup-workers");
        QVERIFY(backups);
        QVERIFY(setLanguage(QStringLiteral("en"))); // the run made in English, as `sgd-studio trace` makes it
        const Trace backupRun = runScene(*backups, backups->defaults());
        const std::string line = backupRun.message();
        QVERIFY2(line.find("12 rounds in 12 s instead of 36 s") != std::string::npos &&
                     line.find("3.97×10⁻⁵") != std::string::npos,
                 line.c_str());
        QVERIFY(setLanguage(QStringLiteral("de")));
        const QString whole =
            painterFor(QStringLiteral("backup-workers"))->narration(backupRun, int(backupRun.frames.size()) - 1, {});
        QVERIFY2(whole.contains(QStringLiteral("b = 1: 12 Runden in 12 s statt 36 s, 12 von 48 Gradienten verworfen; bei 12 s "
                                               "liegt der Verlust über dem Optimum bei 0,0337, beim gewöhnlichen synchronen SGD "
                                               "bei 3,97×10⁻⁵")),
                 qPrintable(whole));
        QVERIFY(setLanguage(QStringLiteral("zh_CN")));
        const QString chinese = painter->narration(*trace, last, {});
        QVERIFY2(chinese.contains(QString::fromUtf8("发散：|1 − η·x²| = 1.25 &gt; 1，到 w* 的距离每一步都在增大")),
                 qPrintable(chinese));
    }

    void theChartHoverSpeaksTheLanguage()
    {
        // The hover box names the x axis as its German title does, without the scale note, and says
        // where a point lies in German when the rows' x differ.
        QVERIFY(setLanguage(QStringLiteral("de")));
        ChartHover h;
        h.xTitle = QCoreApplication::translate("QObject", "updates (log scale)");
        QCOMPARE(h.xTitle, QStringLiteral("Updates (log. Skala)"));
        h.rows.push_back({QStringLiteral("Verlust"), Qt::red, 3, 0.25, {}, {}});
        QCOMPARE(hoverBoxLines(h), (QStringList{QStringLiteral("Updates: 3"), QStringLiteral("Verlust\t0,25")}));
        h.rows.push_back({QStringLiteral("Mini-Batch"), Qt::blue, 4, 1.5, {}, {}});
        QCOMPARE(hoverBoxLines(h),
                 (QStringList{QString(), QStringLiteral("Verlust\t0,25 bei 3"), QStringLiteral("Mini-Batch\t1,5 bei 4")}));
        QVERIFY(setLanguage(QStringLiteral("zh_CN")));
        h.xTitle = QCoreApplication::translate("QObject", "updates (log scale)");
        h.rows.pop_back();
        QCOMPARE(hoverBoxLines(h).at(0), QString::fromUtf8("更新次数：3"));
    }

    void chineseMenusAndTheLanguageMenuAsksForTheRebuild()
    {
        QVERIFY(setLanguage(QStringLiteral("zh_CN")));
        std::unique_ptr<MainWindow> w;
        testing::openTestWindow(w, QSize(1440, 900), QStringLiteral("sync"));
        if (QTest::currentTestFailed())
            return;
        QMenu *view = menuTitled(w->menuBar(), QCoreApplication::translate("sgd::ui::MainWindow", "&View"));
        QVERIFY(view);
        QVERIFY2(view->title().contains(QChar(0x89C6)), qPrintable(view->title())); // 视
        QMenu *language = nullptr;
        for (QAction *a : view->actions())
            if (a->menu() && a->text() == QCoreApplication::translate("sgd::ui::MainWindow", "&Language"))
                language = a->menu();
        QVERIFY(language);
        QStringList names;
        for (QAction *a : language->actions())
            names << a->text();
        QCOMPARE(names.mid(1),
                 (QStringList{QStringLiteral("English"), QStringLiteral("Deutsch"), QString::fromUtf8("中文（简体）")}));
        QSignalSpy chosen(w.get(), &MainWindow::languageChosen);
        language->actions().at(1)->trigger(); // English
        QCOMPARE(chosen.size(), 1);
        QCOMPARE(chosen.at(0).at(0).toString(), QStringLiteral("en"));
        QCOMPARE(settings::language.get(), QStringLiteral("en"));
        language->actions().at(3)->trigger(); // the language shown: nothing to rebuild
        QCOMPARE(chosen.size(), 1);
        settings::language.remove();
    }
};

QTEST_MAIN(TestLanguage)
#include "tst_language.moc"
