#include "lesson.h"

#include "scenes.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>

namespace sgd {

namespace {

/// The first control character in `text` (tabs and line breaks allowed), or -1.
long firstControl(const std::string &text, bool allowBreaks)
{
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        const bool isBreak = c == '\t' || c == '\n' || c == '\r';
        if ((c < 0x20 && !(allowBreaks && isBreak)) || c == 0x7f)
            return long(i);
    }
    return -1;
}

/// Refuses a string value of the lesson that holds a control character (an escaped NUL too).
void refuseControls(const std::string &text, const std::string &what, const std::string &source)
{
    if (firstControl(text, false) >= 0)
        throw LessonError(source + ": " + what + " holds a control character; a lesson holds plain text only");
}

/// The scene's parameters from the lesson, each value checked, then the whole set.
void readParams(const QJsonValue &pv, const SceneDef &scene, Lesson &l, const std::string &source)
{
    if (!pv.isUndefined() && !pv.isObject())
        throw LessonError(source + ": \"params\" must be an object of KEY: VALUE");
    ParamSet check = scene.defaults();
    const QJsonObject params = pv.toObject();
    for (auto it = params.begin(); it != params.end(); ++it) {
        const std::string key = it.key().toStdString();
        refuseControls(key, "a parameter name", source);
        std::string value;
        if (it.value().isDouble())
            value = formatNumber(it.value().toDouble());
        else if (it.value().isString())
            value = it.value().toString().toStdString();
        else if (it.value().isBool())
            value = it.value().toBool() ? "on" : "off";
        else
            throw LessonError(source + ": parameter " + key + " must be a number or a string");
        refuseControls(value, "parameter " + key, source);
        try {
            check.set(key, value);
        } catch (const ParamError &e) {
            throw LessonError(source + ": " + e.what());
        }
        l.params.emplace_back(key, check.text(key));
    }
    // Values that are fine one by one may not fit together: the same check `trace` makes.
    try {
        validateScene(scene, check);
    } catch (const ParamError &e) {
        throw LessonError(source + ": " + e.what());
    } catch (const std::invalid_argument &e) {
        throw LessonError(source + ": " + e.what());
    }
}

} // namespace

Lesson parseLesson(const std::string &json, const std::string &source)
{
    if (const long at = firstControl(json, true); at >= 0)
        throw LessonError(source + ": a control character at offset " + std::to_string(at) + "; a lesson is plain JSON text");
    QJsonParseError err{};
    const QJsonDocument doc = QJsonDocument::fromJson(QByteArray::fromStdString(json), &err);
    if (err.error != QJsonParseError::NoError)
        throw LessonError(source + ": not valid JSON at offset " + std::to_string(err.offset) + ": " + err.errorString().toStdString());
    if (!doc.isObject())
        throw LessonError(source + ": a lesson must be a JSON object with \"scene\" and \"params\"");
    const QJsonObject o = doc.object();
    Lesson l;
    l.scene = o.value(QStringLiteral("scene")).toString().toStdString();
    refuseControls(l.scene, "the scene id", source);
    const SceneDef *scene = findScene(l.scene);
    if (!scene)
        throw LessonError(source + ": unknown scene '" + l.scene + "' (allowed: " + sceneIdList() + ")");
    l.title = o.value(QStringLiteral("title")).toString(QString::fromStdString(scene->title)).toStdString();
    refuseControls(l.title, "the title", source);
    l.description = o.value(QStringLiteral("description")).toString().toStdString();
    refuseControls(l.description, "the description", source);
    readParams(o.value(QStringLiteral("params")), *scene, l, source);
    return l;
}

std::string readLessonText(const std::string &path)
{
    namespace fs = std::filesystem;
    std::error_code ec;
    const fs::file_status st = fs::status(path, ec);
    if (ec)
        throw LessonError("cannot read " + path + ": " + ec.message());
    // A device or a pipe may never end or never answer: only a regular file is opened.
    if (!fs::is_regular_file(st))
        throw LessonError("cannot read " + path + ": not a regular file (a lesson is a small .json file)");
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw LessonError("cannot read " + path + ": " + std::strerror(errno));
    std::string text;
    char buf[16384];
    while (in.read(buf, sizeof buf) || in.gcount() > 0) {
        text.append(buf, std::size_t(in.gcount()));
        if (text.size() > kMaxLessonBytes)
            throw LessonError("cannot read " + path + ": a lesson file is a small JSON text of at most " +
                              std::to_string(kMaxLessonBytes / 1024) + " KiB; this one is larger");
    }
    if (in.bad())
        throw LessonError("cannot read " + path + ": reading failed");
    return text;
}

} // namespace sgd
