#include "lesson.h"

#include "scenes.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

namespace sgd {

Lesson parseLesson(const std::string &json, const std::string &source)
{
    QJsonParseError err{};
    const QJsonDocument doc = QJsonDocument::fromJson(QByteArray::fromStdString(json), &err);
    if (err.error != QJsonParseError::NoError)
        throw LessonError(source + ": not valid JSON at offset " + std::to_string(err.offset) + ": " + err.errorString().toStdString());
    if (!doc.isObject())
        throw LessonError(source + ": a lesson must be a JSON object with \"scene\" and \"params\"");
    const QJsonObject o = doc.object();
    Lesson l;
    l.scene = o.value(QStringLiteral("scene")).toString().toStdString();
    const SceneDef *scene = findScene(l.scene);
    if (!scene)
        throw LessonError(source + ": unknown scene '" + l.scene + "' (allowed: " + sceneIdList() + ")");
    l.title = o.value(QStringLiteral("title")).toString(QString::fromStdString(scene->title)).toStdString();
    l.description = o.value(QStringLiteral("description")).toString().toStdString();
    const QJsonValue pv = o.value(QStringLiteral("params"));
    if (!pv.isUndefined() && !pv.isObject())
        throw LessonError(source + ": \"params\" must be an object of KEY: VALUE");
    ParamSet check = scene->defaults();
    const QJsonObject params = pv.toObject();
    for (auto it = params.begin(); it != params.end(); ++it) {
        std::string value;
        if (it.value().isDouble())
            value = formatNumber(it.value().toDouble());
        else if (it.value().isString())
            value = it.value().toString().toStdString();
        else if (it.value().isBool())
            value = it.value().toBool() ? "on" : "off";
        else
            throw LessonError(source + ": parameter " + it.key().toStdString() + " must be a number or a string");
        try {
            check.set(it.key().toStdString(), value);
        } catch (const ParamError &e) {
            throw LessonError(source + ": " + e.what());
        }
        l.params.emplace_back(it.key().toStdString(), check.text(it.key().toStdString()));
    }
    return l;
}

} // namespace sgd
