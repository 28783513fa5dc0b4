// The committed JSON Schemas (resources/schemas) and field reference (docs/trace-format.md) are
// exactly what `sgd-studio schemas` makes from the field tables, so they never drift. When this
// fails after a field table changed, regenerate both and commit them:
//     build/app/sgd-studio schemas --out resources/schemas --reference docs/trace-format.md
#include "cli_support.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>

#ifndef SGD_SOURCE_DIR
#error "SGD_SOURCE_DIR must name the source tree"
#endif

namespace {

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

const QString kRegenerate =
    QStringLiteral("regenerate with: build/app/sgd-studio schemas --out resources/schemas --reference docs/trace-format.md");

} // namespace

class TestSchemas : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_source = QStringLiteral(SGD_SOURCE_DIR);

private slots:
    void initTestCase()
    {
        QVERIFY2(!cli::exe().isEmpty(), "SGD_STUDIO_EXE not set");
        QVERIFY(m_dir.isValid());
        const cli::Result r = cli::run({"schemas", "--out", m_dir.path(), "--reference", m_dir.filePath("trace-format.md")});
        QCOMPARE(r.exitCode, 0);
    }

    void committedSchemasAreGenerated()
    {
        const QStringList generated = QDir(m_dir.path()).entryList({"*.schema.json"}, QDir::Files, QDir::Name);
        const QStringList committed = QDir(m_source + "/resources/schemas").entryList({"*.schema.json"}, QDir::Files, QDir::Name);
        QVERIFY2(generated == committed, qPrintable("schema files differ: generated " + generated.join(", ") + "; committed " +
                                                    committed.join(", ") + "; " + kRegenerate));
        QVERIFY(generated.contains("single-weight.schema.json"));
        for (const QString &name : generated)
            QVERIFY2(readAll(m_dir.filePath(name)) == readAll(m_source + "/resources/schemas/" + name),
                     qPrintable(name + " differs from the field tables; " + kRegenerate));
    }

    void committedReferenceIsGenerated()
    {
        const QByteArray page = readAll(m_dir.filePath("trace-format.md"));
        QVERIFY(page.contains("| `w_next` |"));
        QVERIFY2(page == readAll(m_source + "/docs/trace-format.md"), qPrintable("docs/trace-format.md differs; " + kRegenerate));
    }

    void everySceneHasASection()
    {
        const QByteArray page = readAll(m_dir.filePath("trace-format.md"));
        const QJsonArray scenes = cli::run({"scenes", "--format", "json"}).json()["scenes"].toArray();
        QVERIFY(scenes.size() >= 8);
        for (const auto &s : scenes)
            QVERIFY2(page.contains(QByteArray("## `" + s.toObject()["id"].toString().toUtf8() + "`")),
                     qPrintable(s.toObject()["id"].toString()));
    }

    // #29: every scene's section states its model (how to recompute the numbers) under "### Model",
    // after the summary and before the schema link.
    void everySectionHasAModel()
    {
        const QByteArray page = readAll(m_dir.filePath("trace-format.md"));
        const QJsonArray scenes = cli::run({"scenes", "--format", "json"}).json()["scenes"].toArray();
        QVERIFY(!scenes.isEmpty());
        for (const auto &s : scenes) {
            const QByteArray id = s.toObject()["id"].toString().toUtf8();
            const qsizetype start = page.indexOf(QByteArray("## `" + id + "`"));
            QVERIFY2(start >= 0, id.constData());
            const qsizetype end = page.indexOf("\n## `", start + 1);
            const QByteArray section = page.mid(start, end < 0 ? -1 : end - start);
            const qsizetype model = section.indexOf("\n### Model\n\n");
            QVERIFY2(model > 0, qPrintable(QString::fromUtf8("no model section for " + id)));
            QVERIFY2(model < section.indexOf("\nSchema: "),
                     qPrintable(QString::fromUtf8("the model comes after the schema link for " + id)));
            QVERIFY2(section.mid(model).contains("Frame 0"),
                     qPrintable(QString::fromUtf8("the model does not say what frame 0 is for " + id)));
        }
    }

    void oneSceneOnStdout()
    {
        const cli::Result r = cli::run({"schemas", "single-weight"});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, readAll(m_dir.filePath("single-weight.schema.json")));
        const QJsonObject schema = r.json();
        QCOMPARE(schema["$schema"].toString(), QStringLiteral("https://json-schema.org/draft/2020-12/schema"));
        QCOMPARE(schema["properties"].toObject()["format"].toObject()["const"].toInt(), 2);
        const QJsonObject frame = schema["$defs"].toObject()["SingleWeightStep"].toObject();
        QCOMPARE(frame["properties"].toObject()["overshoot"].toObject()["enum"].toArray(), (QJsonArray{0, 1}));
        QVERIFY(frame["required"].toArray().contains("w_next"));
        QCOMPARE(frame["additionalProperties"].toBool(true), false);
    }

    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("expect");
        QTest::newRow("nothing") << QStringList{"schemas"}
                                 << "sgd-studio schemas: say what to write: a scene id, --out DIR or --reference FILE";
        QTest::newRow("unknown scene") << QStringList{"schemas", "nope"}
                                       << "sgd-studio schemas: unknown scene 'nope' (allowed: single-weight";
        QTest::newRow("unknown option") << QStringList{"schemas", "--bogus"} << "sgd-studio schemas: unknown option '--bogus'";
        QTest::newRow("no value") << QStringList{"schemas", "--out"} << "sgd-studio schemas: --out needs a value";
    }
    void usageErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, expect);
        const cli::Result r = cli::run(args);
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.errLines().size(), 1);
        QVERIFY2(r.errLines().first().startsWith(expect), qPrintable(r.errLines().first()));
    }
};

QTEST_GUILESS_MAIN(TestSchemas)
#include "tst_schemas.moc"
