// --lang on the command line: a picture or a page is written in the language asked for (its words
// from the catalogue, its numbers as that language writes them), a language without a catalogue
// is one line naming the ones there are (exit 2), and the machine-readable output stays C.
#include "cli_support.h"

#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

QString readText(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

} // namespace

class TestLanguage : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { REQUIRE_EXE(); }

    void aLanguageWithoutCatalogueIsAUsageError()
    {
        QTemporaryDir dir;
        const auto r = cli::run({"export", "sync", "--lang", "fr", "--out", dir.filePath("x.svg")});
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.errLines(),
                 QStringList{"sgd-studio export: --lang: no catalogue for the language 'fr' (there are: de, en, zh_CN)"});
        QVERIFY(!QFile::exists(dir.filePath("x.svg")));
    }

    void aPictureInGermanWritesGermanNumbers()
    {
        QTemporaryDir dir;
        for (const char *lang : {"en", "de"}) {
            const auto r = cli::run(
                {"export", "sync", "--step", "1", "--lang", lang, "--out", dir.filePath(QStringLiteral("%1.svg").arg(lang))});
            QVERIFY2(r.exitCode == 0, r.err.constData());
        }
        // The first round of the worked example: w 1.5 -> 2.125, one worker's g = -1.5.
        const QString en = readText(dir.filePath("en.svg")), de = readText(dir.filePath("de.svg"));
        QVERIFY(en.contains(QString::fromUtf8("w 1.5 → 2.125")));
        QVERIFY(de.contains(QString::fromUtf8("w 1,5 → 2,125")));
        QVERIFY(en.contains(QString::fromUtf8("g = −1.5")) && de.contains(QString::fromUtf8("g = −1,5")));
        QVERIFY(!de.contains(QString::fromUtf8("w 1.5 → 2.125")));
    }

    void aPageSaysItsLanguageAndTitle()
    {
        QTemporaryDir dir;
        const auto r = cli::run({"export", "single-weight", "--to", "2", "--lang", "zh_CN", "--out", dir.filePath("p.html")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QString page = readText(dir.filePath("p.html"));
        QVERIFY(page.contains(QStringLiteral("<html lang=\"zh-CN\">")));
        // The scene's summary in Chinese: CJK characters in the page's description.
        static const QRegularExpression cjk(QStringLiteral("[\\x{4E00}-\\x{9FFF}]"));
        QVERIFY(cjk.match(page).hasMatch());
    }

    /// The page's own words (buttons, keys, the question box, the footer and what its script says)
    /// are those of the language it was exported in; none of the English ones is left.
    void aPageSpeaksItsLanguageThroughout_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QStringList>("words");
        QTest::newRow("de") << QStringLiteral("de")
                            << QStringList{QStringLiteral(">Abspielen</button>"),
                                           QStringLiteral(">Auflösen</button>"),
                                           QStringLiteral(">Prüfen</button>"),
                                           QStringLiteral("placeholder=\"Ihre Antwort, z. B. 1,25\""),
                                           QStringLiteral("Diese Seite braucht kein Netz."),
                                           QStringLiteral("\"answerIs\":\"Die Antwort ist %1.\"")};
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN")
                               << QStringList{QStringLiteral(">播放</button>"), QStringLiteral(">揭晓</button>"),
                                              QStringLiteral(">检查</button>"), QStringLiteral("本页无需网络。"),
                                              QStringLiteral("\"pause\":\"暂停\"")};
        QTest::newRow("en") << QStringLiteral("en")
                            << QStringList{QStringLiteral(">Play</button>"), QStringLiteral(">Reveal</button>"),
                                           QStringLiteral("This page needs no network."), QStringLiteral("\"pause\":\"Pause\"")};
    }
    void aPageSpeaksItsLanguageThroughout()
    {
        QFETCH(QString, lang);
        QFETCH(QStringList, words);
        QTemporaryDir dir;
        const auto r = cli::run({"export", "sync", "--to", "2", "--lang", lang, "--out", dir.filePath("p.html")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QString page = readText(dir.filePath("p.html"));
        for (const QString &w : words)
            QVERIFY2(page.contains(w), qPrintable(w));
        if (lang == QLatin1String("en"))
            return;
        for (const char *english : {">Play</button>", ">Reveal</button>", ">Check</button>", ">Back</button>", "needs no network",
                                    "'The answer is '", "'Pause'", "your prediction", "Right and Left step"})
            QVERIFY2(!page.contains(QLatin1String(english)), english);
    }

    void machineReadableOutputStaysC()
    {
        // trace has no --lang: its numbers are for programs.
        const auto r = cli::run({"trace", "sync", "--lang", "de"});
        QCOMPARE(r.exitCode, 2);
        const QJsonObject t = cli::trace(QStringLiteral("sync"));
        QVERIFY(!t.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestLanguage)
#include "tst_language.moc"
