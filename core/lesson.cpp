#include "lesson.h"

#include "quiz_values.h"
#include "scenes.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <set>

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

/// The scene's parameters from a slide, each value checked, then the whole set; kept sorted by key.
void readParams(const QJsonValue &pv, const SceneDef &scene, LessonSlide &l, const std::string &source)
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
    std::sort(l.params.begin(), l.params.end());
    // Values that are fine one by one may not fit together: the same check `trace` makes.
    try {
        validateScene(scene, check);
    } catch (const ParamError &e) {
        throw LessonError(source + ": " + e.what());
    } catch (const std::invalid_argument &e) {
        throw LessonError(source + ": " + e.what());
    }
}

/// An optional string member; line breaks allowed where `multiline`.
std::string readText(const QJsonObject &o, const char *key, const std::string &where, bool multiline)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined())
        return {};
    if (!v.isString())
        throw LessonError(where + ": \"" + key + "\" must be a text");
    std::string text = v.toString().toStdString();
    if (firstControl(text, multiline) >= 0)
        throw LessonError(where + ": \"" + key + "\" holds a control character; a lesson holds plain text only");
    return text;
}

/// An optional array member, each element an object handed to `read` (which may throw
/// std::invalid_argument with the problem).
template <typename T, typename Read>
std::vector<T> readObjects(const QJsonObject &o, const char *key, const char *what, const std::string &where, Read read)
{
    std::vector<T> out;
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined())
        return out;
    if (!v.isArray())
        throw LessonError(where + ": \"" + key + "\" must be a list");
    const QJsonArray items = v.toArray();
    for (qsizetype i = 0; i < items.size(); ++i) {
        const std::string item = where + ": " + what + " " + std::to_string(i + 1);
        if (!items[i].isObject())
            throw LessonError(item + " must be an object");
        try {
            out.push_back(read(items[i].toObject()));
        } catch (const std::invalid_argument &e) {
            throw LessonError(item + ": " + e.what());
        }
    }
    return out;
}

void readStepAndOptions(const QJsonObject &o, LessonSlide &s, const std::string &where)
{
    const QJsonValue step = o.value(QStringLiteral("step"));
    if (!step.isUndefined()) {
        const double d = step.toDouble(-1);
        if (!step.isDouble() || d < 0 || d > 1e9 || d != std::floor(d))
            throw LessonError(where + ": \"step\" must be a whole number from 0 (the start)");
        s.step = int(d);
    }
    const QJsonValue opts = o.value(QStringLiteral("options"));
    if (!opts.isUndefined() && !opts.isObject())
        throw LessonError(where + ": \"options\" must be an object of NAME: true or false");
    const QJsonObject options = opts.toObject();
    for (auto it = options.begin(); it != options.end(); ++it) {
        refuseControls(it.key().toStdString(), "an option name", where);
        if (!it.value().isBool())
            throw LessonError(where + ": option " + it.key().toStdString() + " must be true or false");
        s.options[it.key().toStdString()] = it.value().toBool();
    }
}

void readLocks(const QJsonObject &o, const SceneDef &scene, LessonSlide &s, const std::string &where)
{
    const QJsonValue v = o.value(QStringLiteral("locks"));
    if (v.isUndefined())
        return;
    if (!v.isArray())
        throw LessonError(where + ": \"locks\" must be a list of parameter names, \"all\" or \"scene\"");
    for (const QJsonValue &item : v.toArray()) {
        const std::string name = item.toString().toStdString();
        refuseControls(name, "a lock", where);
        const bool known =
            name == kLockAll || name == kLockScene ||
            std::any_of(scene.params.begin(), scene.params.end(), [&](const ParamDef &d) { return d.key == name; });
        if (!item.isString() || !known)
            throw LessonError(where + ": cannot lock '" + name + "': a lock names a parameter of " + scene.id +
                              ", \"all\" or \"scene\"");
        if (std::find(s.locks.begin(), s.locks.end(), name) == s.locks.end())
            s.locks.push_back(name);
    }
}

/// The last frame of a slide's run (frame n is the state after n steps): the steps parameter's value,
/// or for a scene without one the run's own count (mini-batch, overlap: milliseconds to run); -1
/// when only running on the machine would tell (measured scenes, the scale lab's backend).
int lastFrame(const SceneDef &scene, const LessonSlide &s)
{
    ParamSet p = scene.defaults();
    for (const auto &[key, value] : s.params)
        p.set(key, value);
    if (!scene.stepsKey.empty())
        return int(p.number(scene.stepsKey));
    if (scene.measured || scene.needsComputeBackend || !scene.run)
        return -1;
    return int(runScene(scene, p).frames.size()) - 1;
}

/// Refuses a step, quiz question or pen note past the end of the slide's run (the window showed
/// the last frame instead, and a note or question there never appeared).
void checkSteps(const SceneDef &scene, const LessonSlide &s, const std::string &where)
{
    const bool any = s.step > 0 || !s.quiz.empty() || !s.strokes.empty();
    const int last = any ? lastFrame(scene, s) : -1;
    if (last < 0)
        return;
    const std::string run = " (this run has frames 0 to " + std::to_string(last) + ")";
    if (s.step > last)
        throw LessonError(where + ": \"step\" is " + std::to_string(s.step) + ", past the end of the run" + run);
    for (std::size_t i = 0; i < s.quiz.size(); ++i)
        if (s.quiz[i].step >= last)
            throw LessonError(where + ": quiz question " + std::to_string(i + 1) + " is asked at step " +
                              std::to_string(s.quiz[i].step) +
                              ", but a question is about the next step, so it needs a step before " + std::to_string(last) + run);
    for (std::size_t i = 0; i < s.strokes.size(); ++i)
        if (s.strokes[i].step > last)
            throw LessonError(where + ": pen note " + std::to_string(i + 1) + " is on step " + std::to_string(s.strokes[i].step) +
                              ", past the end of the run" + run);
}

/// One slide; `where` is "FILE: slide N" (or just the file for the first form).
LessonSlide readSlide(const QJsonObject &o, const std::string &where)
{
    LessonSlide s;
    s.scene = readText(o, "scene", where, false);
    const SceneDef *scene = findScene(s.scene);
    if (!scene)
        throw LessonError(where + ": unknown scene '" + quotedForMessage(s.scene) + "' (allowed: " + sceneIdList() + ")");
    readParams(o.value(QStringLiteral("params")), *scene, s, where);
    readStepAndOptions(o, s, where);
    s.view = readText(o, "view", where, false);
    s.narration = readText(o, "narration", where, true);
    s.note = readText(o, "note", where, true);
    readLocks(o, *scene, s, where);
    s.quiz = readObjects<QuizQuestion>(o, "quiz", "quiz question", where, readQuizQuestion);
    const std::vector<std::string> askable = quizValueNames(s.scene);
    for (const QuizQuestion &q : s.quiz)
        if (!q.value.empty() && std::find(askable.begin(), askable.end(), q.value) == askable.end()) {
            std::string names;
            for (const std::string &n : askable)
                names += (names.empty() ? "" : ", ") + n;
            throw LessonError(where + ": a quiz question asks about '" + q.value + "', which " + s.scene +
                              " cannot ask (it can ask: " + names + ")");
        }
    s.strokes = readObjects<PenStroke>(o, "strokes", "pen note", where, readPenStroke);
    try {
        s.charts = readSlideCharts(o.value(QStringLiteral("charts")));
    } catch (const std::invalid_argument &e) {
        throw LessonError(where + ": " + e.what());
    }
    checkSteps(*scene, s, where);
    return s;
}

/// The slides of a version-2 lesson.
std::vector<LessonSlide> readSlides(const QJsonObject &o, const std::string &source)
{
    static const QStringList known = {"scene", "params", "step", "view",    "options", "narration",
                                      "note",  "locks",  "quiz", "strokes", "charts"};
    const QJsonValue v = o.value(QStringLiteral("slides"));
    if (!v.isArray() || v.toArray().isEmpty())
        throw LessonError(source + ": \"slides\" must be a list of at least one slide");
    const QJsonArray items = v.toArray();
    if (std::size_t(items.size()) > kMaxLessonSlides)
        throw LessonError(source + ": a lesson holds at most " + std::to_string(kMaxLessonSlides) + " slides");
    std::vector<LessonSlide> slides;
    for (qsizetype i = 0; i < items.size(); ++i) {
        const std::string where = source + ": slide " + std::to_string(i + 1);
        if (!items[i].isObject())
            throw LessonError(where + " must be an object with \"scene\" and \"params\"");
        const QJsonObject so = items[i].toObject();
        for (auto it = so.begin(); it != so.end(); ++it)
            if (!known.contains(it.key()))
                throw LessonError(where + ": unknown field '" + it.key().toStdString() +
                                  "' (allowed: " + known.join(QStringLiteral(", ")).toStdString() + ")");
        slides.push_back(readSlide(so, where));
    }
    return slides;
}

/// The format version: 1 when absent (the first form).
int readVersion(const QJsonObject &o, const std::string &source)
{
    const QJsonValue v = o.value(QStringLiteral("version"));
    if (v.isUndefined())
        return 1;
    const double d = v.toDouble(-1);
    if (!v.isDouble() || d != std::floor(d) || d < 1)
        throw LessonError(source + ": \"version\" must be a whole number (this SGD Studio writes " +
                          std::to_string(kLessonVersion) + ")");
    if (d > kLessonVersion)
        throw LessonError(source + ": lesson format version " + formatNumber(d) + " is newer than this SGD Studio reads (up to " +
                          std::to_string(kLessonVersion) + "); open it with a newer SGD Studio");
    return int(d);
}

QJsonObject writeSlide(const LessonSlide &s)
{
    QJsonObject o;
    o[QStringLiteral("scene")] = QString::fromStdString(s.scene);
    QJsonObject params;
    for (const auto &[k, v] : s.params)
        params[QString::fromStdString(k)] = QString::fromStdString(v);
    o[QStringLiteral("params")] = params;
    o[QStringLiteral("step")] = s.step;
    const auto text = [&o](const char *key, const std::string &value) {
        if (!value.empty())
            o[QLatin1String(key)] = QString::fromStdString(value);
    };
    text("view", s.view);
    text("narration", s.narration);
    text("note", s.note);
    if (!s.options.empty()) {
        QJsonObject options;
        for (const auto &[k, v] : s.options)
            options[QString::fromStdString(k)] = v;
        o[QStringLiteral("options")] = options;
    }
    QJsonArray locks, quiz, strokes;
    for (const auto &l : s.locks)
        locks.append(QString::fromStdString(l));
    for (const auto &q : s.quiz)
        quiz.append(writeQuizQuestion(q));
    for (const auto &p : s.strokes)
        strokes.append(writePenStroke(p));
    if (!locks.isEmpty())
        o[QStringLiteral("locks")] = locks;
    if (!quiz.isEmpty())
        o[QStringLiteral("quiz")] = quiz;
    if (!strokes.isEmpty())
        o[QStringLiteral("strokes")] = strokes;
    if (const QJsonObject charts = writeSlideCharts(s.charts); !charts.isEmpty())
        o[QStringLiteral("charts")] = charts;
    return o;
}

} // namespace

bool LessonSlide::locked(const std::string &what) const
{
    for (const auto &l : locks)
        if (l == what || (l == kLockAll && what != kLockScene))
            return true;
    return false;
}

/// A key given twice in one JSON object ("step": 3, ..., "step": 5): QJsonDocument keeps the last
/// one without a word. Returns the first such key as one line, or "".
static std::string duplicateKeyProblem(const std::string &text)
{
    struct Level {
        bool object = false;
        bool wantKey = false;
        std::set<std::string> keys;
    };
    std::vector<Level> stack;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '"') {
            std::size_t j = i + 1;
            std::string raw;
            for (; j < text.size() && text[j] != '"'; ++j) {
                if (text[j] == '\\' && j + 1 < text.size())
                    raw += text[j++];
                raw += text[j];
            }
            if (!stack.empty() && stack.back().object && stack.back().wantKey) {
                if (!stack.back().keys.insert(raw).second)
                    return "the field \"" + raw + "\" appears twice in one object (the second at offset " + std::to_string(i) +
                           ")";
                stack.back().wantKey = false;
            }
            i = j;
        } else if (c == '{') {
            stack.push_back({true, true, {}});
        } else if (c == '[') {
            stack.push_back({false, false, {}});
        } else if ((c == '}' || c == ']') && !stack.empty()) {
            stack.pop_back();
        } else if (c == ',' && !stack.empty() && stack.back().object) {
            stack.back().wantKey = true;
        }
    }
    return {};
}

/// The fields a lesson may have at its top: the slides' for the first form (one slide, no version).
static void checkTopFields(const QJsonObject &o, int version, const std::string &source)
{
    QStringList known = {"version", "title", "description"};
    if (version >= 2)
        known << "slides";
    else
        known << "scene"
              << "params"
              << "step"
              << "view"
              << "options"
              << "narration"
              << "note"
              << "locks"
              << "quiz"
              << "strokes"
              << "charts";
    for (auto it = o.begin(); it != o.end(); ++it)
        if (!known.contains(it.key()))
            throw LessonError(source + ": unknown field '" + quotedForMessage(it.key().toStdString()) +
                              "' (allowed: " + known.join(QStringLiteral(", ")).toStdString() + ")");
}

Lesson parseLesson(const std::string &json, const std::string &source)
{
    if (const long at = firstControl(json, true); at >= 0)
        throw LessonError(source + ": a control character at offset " + std::to_string(at) + "; a lesson is plain JSON text");
    QJsonParseError err{};
    const QJsonDocument doc = QJsonDocument::fromJson(QByteArray::fromStdString(json), &err);
    if (err.error != QJsonParseError::NoError)
        throw LessonError(source + ": not valid JSON at offset " + std::to_string(err.offset) + ": " +
                          err.errorString().toStdString());
    if (!doc.isObject())
        throw LessonError(source + ": a lesson must be a JSON object with \"version\" and \"slides\"");
    const QJsonObject o = doc.object();
    if (const std::string twice = duplicateKeyProblem(json); !twice.empty())
        throw LessonError(source + ": " + twice);
    Lesson l;
    const int version = readVersion(o, source);
    // The first form (no version) is one slide: the scene and its parameters at the top.
    l.slides = version == 1 ? std::vector<LessonSlide>{readSlide(o, source)} : readSlides(o, source);
    checkTopFields(o, version, source);
    l.scene = l.slides.front().scene;
    l.params = l.slides.front().params;
    l.title = readText(o, "title", source, false);
    if (l.title.empty())
        l.title = findScene(l.scene)->title;
    l.description = readText(o, "description", source, true);
    return l;
}

std::string writeLesson(const Lesson &lesson)
{
    QJsonObject o;
    o[QStringLiteral("version")] = kLessonVersion;
    o[QStringLiteral("title")] = QString::fromStdString(lesson.title);
    o[QStringLiteral("description")] = QString::fromStdString(lesson.description);
    QJsonArray slides;
    for (const auto &s : lesson.slides)
        slides.append(writeSlide(s));
    o[QStringLiteral("slides")] = slides;
    return QJsonDocument(o).toJson(QJsonDocument::Indented).toStdString();
}

Lesson oneSlideLesson(const std::string &title, const std::string &description, const LessonSlide &slide)
{
    Lesson l;
    l.title = title;
    l.description = description;
    l.slides = {slide};
    l.scene = slide.scene;
    l.params = slide.params;
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
