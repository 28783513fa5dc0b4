#include "trace_file.h"

#include "run_source.h"

#include "scenes.h"
#include "utf8.h"

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <fstream>
#include <optional>
#include <sys/stat.h>

namespace sgd {

namespace {

[[noreturn]] void fail(const std::string &what)
{
    throw TraceFormatError(what);
}

// A JSON reader made for traces, rather than QJsonDocument: it keeps the fields in the file's
// order, reads every number back bit for bit (QJsonDocument turns -0 into 0) and is several times
// faster on large traces. Syntax errors stop it at once; a value a trace cannot hold (null, true,
// an object as a field) is remembered and reported after the format and scene are known, so that a
// file of another format is refused for its format.
class TraceJsonReader {
public:
    explicit TraceJsonReader(const std::string &text) : m_begin(text.data()), m_p(text.data()), m_end(text.data() + text.size())
    {
    }

    struct Top {
        bool hasFormat = false, hasScene = false, hasParams = false, hasFrames = false, hasSummary = false;
        std::optional<double> format; ///< empty when "format" is not a number
        std::string scene;
        Record params, summary;
        std::vector<Record> frames;
        Record meta;   ///< every other field: the scene data
        Record source; ///< a recorded run's facts (empty for a simulated trace)
    };
    Top top();
    /// The first value a trace cannot hold ("frame 3: field 'w' is null"), or "".
    const std::string &problem() const { return m_problem; }

private:
    [[noreturn]] void syntax(const std::string &what) const;
    void ws()
    {
        while (m_p < m_end && (*m_p == ' ' || *m_p == '\n' || *m_p == '\r' || *m_p == '\t'))
            ++m_p;
    }
    char peek()
    {
        ws();
        return m_p < m_end ? *m_p : '\0';
    }
    void expect(char c)
    {
        if (peek() != c)
            syntax(std::string("expected '") + c + "'");
        ++m_p;
    }
    bool eat(char c)
    {
        if (peek() != c)
            return false;
        ++m_p;
        return true;
    }
    void problem(const std::string &context, const std::string &what)
    {
        if (m_problem.empty())
            m_problem = context.empty() ? what : context + ": " + what;
    }
    std::string string();
    void escape(std::string &out);
    double number();
    Value value(const std::string &context, const std::string &name);
    Value array(const std::string &context, const std::string &name);
    std::vector<double> numbers(const std::string &context, const std::string &name);
    Record object(const std::string &context);
    void skip();
    void topField(Top &t, const std::string &key);

    const char *m_begin, *m_p, *m_end;
    std::string m_problem;
};

void TraceJsonReader::syntax(const std::string &what) const
{
    const std::size_t line = std::size_t(std::count(m_begin, m_p, '\n')) + 1;
    const char *lineStart = m_p;
    while (lineStart > m_begin && lineStart[-1] != '\n')
        --lineStart;
    fail("not valid JSON (line " + std::to_string(line) + ", column " + std::to_string(m_p - lineStart + 1) + ": " + what + ")");
}

void TraceJsonReader::escape(std::string &out)
{
    const char c = m_p < m_end ? *m_p++ : '\0';
    switch (c) {
    case '"':
        out += '"';
        return;
    case '\\':
        out += '\\';
        return;
    case '/':
        out += '/';
        return;
    case 'b':
        out += '\b';
        return;
    case 'f':
        out += '\f';
        return;
    case 'n':
        out += '\n';
        return;
    case 'r':
        out += '\r';
        return;
    case 't':
        out += '\t';
        return;
    case 'u':
        break;
    default:
        syntax("bad escape in a string");
    }
    auto hex4 = [this]() -> unsigned {
        unsigned v = 0;
        if (m_end - m_p < 4 || std::from_chars(m_p, m_p + 4, v, 16).ptr != m_p + 4)
            syntax("bad \\u escape in a string");
        m_p += 4;
        return v;
    };
    unsigned cp = hex4();
    if (cp >= 0xD800 && cp < 0xDC00 && m_end - m_p >= 2 && m_p[0] == '\\' && m_p[1] == 'u') {
        m_p += 2;
        cp = 0x10000 + ((cp - 0xD800) << 10) + (hex4() - 0xDC00);
    }
    appendUtf8(out, cp);
}

/// The longest text a trace may hold (a message, a name, a note): far beyond any the app writes.
constexpr std::size_t kMaxTextBytes = 64 * 1024;

std::string TraceJsonReader::string()
{
    expect('"');
    std::string out;
    while (true) {
        const char *run = m_p;
        while (m_p < m_end && *m_p != '"' && *m_p != '\\' && static_cast<unsigned char>(*m_p) >= 0x20)
            ++m_p;
        out.append(run, m_p);
        if (m_p >= m_end)
            syntax("a string that never ends");
        if (*m_p == '"' && out.size() <= kMaxTextBytes) {
            ++m_p;
            return out;
        }
        if (out.size() > kMaxTextBytes) // a text no picture could show, only slow to paint (50 MB took 18 s)
            syntax("a text longer than " + std::to_string(kMaxTextBytes) + " bytes");
        if (*m_p != '\\')
            syntax("a control character inside a string");
        ++m_p;
        escape(out);
    }
}

double TraceJsonReader::number()
{
    ws();
    // std::from_chars reads the shortest round-trip text back exactly; JSON has no "+", "inf" or "nan".
    if (m_p >= m_end || (*m_p != '-' && (*m_p < '0' || *m_p > '9')))
        syntax("expected a number");
    double v = 0;
    const auto [ptr, ec] = std::from_chars(m_p, m_end, v);
    if (ec == std::errc::result_out_of_range)
        syntax("a number too large for a double");
    if (ec != std::errc() || ptr == m_p || (*m_p == '-' && ptr == m_p + 1))
        syntax("expected a number");
    m_p = ptr;
    return v;
}

/// Any JSON value, thrown away (the "source" of a recorded run, values a trace cannot hold).
void TraceJsonReader::skip()
{
    const char c = peek();
    if (c == '"') {
        string();
    } else if (c == '{' || c == '[') {
        const char close = c == '{' ? '}' : ']';
        ++m_p;
        if (eat(close))
            return;
        do {
            if (c == '{') {
                string();
                expect(':');
            }
            skip();
        } while (eat(','));
        expect(close);
    } else if (c == '-' || (c >= '0' && c <= '9')) {
        number();
    } else {
        for (const char *word : {"true", "false", "null"})
            if (std::size_t(m_end - m_p) >= std::strlen(word) && std::equal(word, word + std::strlen(word), m_p)) {
                m_p += std::strlen(word);
                return;
            }
        syntax("expected a value");
    }
}

Value TraceJsonReader::value(const std::string &context, const std::string &name)
{
    const char c = peek();
    if (c == '"')
        return string();
    if (c == '[')
        return array(context, name);
    if (c == '-' || (c >= '0' && c <= '9'))
        return number();
    const char *kind = c == '{' ? "an object" : c == 'n' ? "null" : "true or false";
    skip();
    problem(context, "field '" + name + "' is " + kind + " (a trace holds numbers, text and arrays)");
    return 0.0;
}

/// The numbers of an array whose '[' is read, up to its ']'.
std::vector<double> TraceJsonReader::numbers(const std::string &context, const std::string &name)
{
    std::vector<double> v;
    if (eat(']'))
        return v;
    do {
        const char c = peek();
        if (c == '-' || (c >= '0' && c <= '9')) {
            v.push_back(number());
        } else {
            skip();
            problem(context, "field '" + name + "' mixes numbers with other values");
        }
    } while (eat(','));
    expect(']');
    return v;
}

/// An array of numbers, of rows of numbers (a Matrix) or of objects (named records).
Value TraceJsonReader::array(const std::string &context, const std::string &name)
{
    expect('[');
    const char c = peek();
    if (c == '{') {
        RecordList list;
        do
            list.push_back(object((context.empty() ? "" : context + ", ") + name + "[" + std::to_string(list.size()) + "]"));
        while (eat(','));
        expect(']');
        return list;
    }
    if (c != '[')
        return numbers(context, name);
    Matrix m;
    do {
        expect('[');
        const std::vector<double> row = numbers(context, name);
        if (m.rows == 0)
            m.cols = int(row.size());
        if (int(row.size()) != m.cols)
            problem(context, "field '" + name + "' has rows of different lengths (row 1: " + std::to_string(m.cols) + ", row " +
                                 std::to_string(m.rows + 1) + ": " + std::to_string(row.size()) + ")");
        else
            m.data.insert(m.data.end(), row.begin(), row.end());
        ++m.rows;
    } while (eat(','));
    expect(']');
    if (m.data.size() != std::size_t(m.rows) * std::size_t(m.cols))
        return 0.0; // the problem is remembered
    return m;
}

Record TraceJsonReader::object(const std::string &context)
{
    expect('{');
    Record r;
    if (eat('}'))
        return r;
    do {
        std::string key = string();
        expect(':');
        Value v = value(context, key);
        if (r.has(key))
            problem(context, "field '" + key + "' appears twice");
        else
            r.set(std::move(key), std::move(v));
    } while (eat(','));
    expect('}');
    return r;
}

void TraceJsonReader::topField(Top &t, const std::string &key)
{
    const char c = peek();
    if (key == "format") {
        t.hasFormat = true;
        if (c == '-' || (c >= '0' && c <= '9'))
            t.format = number();
        else
            skip();
    } else if (key == "scene" && c == '"') {
        t.hasScene = true;
        t.scene = string();
    } else if ((key == "params" || key == "summary") && c == '{') {
        (key == "params" ? t.hasParams : t.hasSummary) = true;
        (key == "params" ? t.params : t.summary) = object(key);
    } else if (key == "frames" && c == '[') {
        t.hasFrames = true;
        ++m_p;
        if (eat(']'))
            return;
        do
            t.frames.push_back(object("frame " + std::to_string(t.frames.size())));
        while (eat(','));
        expect(']');
    } else if (key == "source" && c == '{') {
        t.source = object(key); // a recorded run: where it ran (build() refuses it for a scene never recorded)
    } else if (key == "source" || key == "scene" || key == "params" || key == "summary" || key == "frames") {
        skip(); // refused below as missing
    } else {
        t.meta.set(key, value("scene data", key));
    }
}

TraceJsonReader::Top TraceJsonReader::top()
{
    Top t;
    if (peek() != '{')
        syntax("a trace file is one JSON object, starting with '{'");
    ++m_p;
    if (!eat('}')) {
        std::vector<std::string> seen; // a key given twice would keep one of its values silently
        do {
            const std::string key = string();
            expect(':');
            if (std::find(seen.begin(), seen.end(), key) != seen.end())
                problem("", "field '" + key + "' appears twice at the top level");
            else if (seen.size() < 4096)
                seen.push_back(key);
            topField(t, key);
        } while (eat(','));
        expect('}');
    }
    ws();
    if (m_p < m_end)
        syntax("more text after the trace's closing '}'");
    return t;
}

const SceneDef &sceneOf(const TraceJsonReader::Top &t)
{
    const std::string version = std::to_string(kTraceFormat);
    if (!t.hasFormat)
        fail("no \"format\" field (this version reads trace files of format " + version + ")");
    if (!t.format)
        fail("field \"format\" should be the number " + version);
    if (*t.format != kTraceFormat)
        fail("format " + formatNumber(*t.format) + " is not supported (this version reads format " + version + ")");
    if (!t.hasScene)
        fail("no \"scene\" field naming the scene");
    if (const SceneDef *s = findScene(t.scene))
        return *s;
    std::string ids;
    for (const auto &s : allScenes())
        ids += (ids.empty() ? "" : ", ") + s.id;
    fail("unknown scene '" + quotedForMessage(t.scene) + "' (allowed: " + ids + ")");
}

/// The parameter's value as the text `--set` takes.
std::string paramText(const Value &v, const std::string &name)
{
    if (const double *d = std::get_if<double>(&v))
        return formatNumber(*d);
    if (const std::string *s = std::get_if<std::string>(&v))
        return *s;
    const auto *x = std::get_if<std::vector<double>>(&v);
    if (!x)
        fail("params: '" + name + "' should be a number, text or a list of numbers");
    std::string out;
    for (double d : *x)
        out += (out.empty() ? "" : ",") + formatNumber(d);
    return out;
}

/// The trace's params in the scene's order, each checked as `--set` checks it. A trace records
/// every parameter, chosen or not; one that holds its default counts as not chosen, as when the run
/// was made: `workers=7` with the default `data` ran on seven points spread on the line, and the
/// same pair read back must not become "seven workers for four chosen pairs".
void readParams(const Record &params, const SceneDef &scene, LoadedTrace &out)
{
    out.params = scene.defaults();
    const Record defaults = out.params.typed();
    for (const auto &[key, value] : params.fields())
        if (!out.params.def(key))
            fail("params: unknown parameter '" + key + "' for scene " + scene.id);
    for (const ParamDef &d : scene.params) {
        const Value *v = params.find(d.key);
        if (!v)
            continue;
        const std::string text = paramText(*v, d.key);
        out.trace.params.set(d.key, *v);
        if (const Value *given = defaults.find(d.key); given && paramText(*given, d.key) == text)
            continue;
        try {
            out.params.set(d.key, text);
        } catch (const ParamError &e) {
            fail(std::string("params: ") + e.what());
        }
    }
}

void checkSteps(const std::vector<Record> &frames)
{
    for (std::size_t i = 0; i < frames.size(); ++i) {
        const Value *step = frames[i].find("step");
        const double *n = step ? std::get_if<double>(step) : nullptr;
        if (!n || *n != double(i))
            fail("frame " + std::to_string(i) + ": field 'step' should be " + std::to_string(i) +
                 " (frame n is the state after n steps)");
    }
}

/// An empty array reads as an empty list of numbers; the schema says when it is an empty matrix
/// or an empty list of named records instead.
bool emptyOfAnotherKind(const FieldInfo &f, const Value &v)
{
    const auto *x = std::get_if<std::vector<double>>(&v);
    return x && x->empty() && (f.type == FieldType::Matrix || f.type == FieldType::Records);
}

/// True when the record's fields (and its named records') come in the schema's order, each
/// empty array of the kind the schema says.
bool inOrder(const Record &r, const RecordSchema &s)
{
    std::size_t at = 0;
    for (const auto &[name, value] : r.fields()) {
        while (at < s.fields.size() && s.fields[at].name != name)
            ++at;
        if (at == s.fields.size() || emptyOfAnotherKind(s.fields[at], value))
            return false;
        if (const RecordList *l = std::get_if<RecordList>(&value); l && s.fields[at].element)
            for (const Record &e : *l)
                if (!inOrder(e, *s.fields[at].element))
                    return false;
        ++at;
    }
    return true;
}

/// The record with its fields in the schema's order (as the writer wrote them), empty arrays of
/// the schema's kind; unknown fields last.
Record ordered(const Record &r, const RecordSchema &s)
{
    Record out;
    for (const FieldInfo &f : s.fields) {
        const Value *v = r.find(f.name);
        if (!v)
            continue;
        if (const RecordList *l = std::get_if<RecordList>(v); l && f.element) {
            RecordList list;
            for (const Record &e : *l)
                list.push_back(ordered(e, *f.element));
            out.set(f.name, std::move(list));
        } else if (emptyOfAnotherKind(f, *v)) {
            out.set(f.name, f.type == FieldType::Matrix ? Value(Matrix()) : Value(RecordList()));
        } else {
            out.set(f.name, *v);
        }
    }
    for (const auto &[name, value] : r.fields())
        if (!s.find(name))
            out.set(name, value);
    return out;
}

void orderBy(Record &r, const RecordSchema *s)
{
    if (s && !inOrder(r, *s))
        r = ordered(r, *s);
}

bool sameNumber(double a, double b)
{
    return a == b || std::fabs(a - b) <= 1e-9 * std::max(1.0, std::fabs(b));
}

std::string numberText(double v)
{
    return formatNumber(v);
}

/// "" when every number of `got` (the file's) equals the one of `want` (the engine's) at the same
/// place; texts are not compared (a narration may be reworded). `where` names the record.
std::string differingNumber(const Record &got, const Record &want, const std::string &where)
{
    for (const auto &[name, value] : want.fields()) {
        const Value *mine = got.find(name);
        const std::string at = where + ": field '" + name + "'";
        if (!mine) {
            if (std::holds_alternative<std::string>(value))
                continue;
            return at + " is missing";
        }
        if (const double *w = std::get_if<double>(&value)) {
            const double *g = std::get_if<double>(mine);
            if (g && !sameNumber(*g, *w))
                return at + " is " + numberText(*g) + " where the params give " + numberText(*w);
        } else if (const auto *w = std::get_if<std::vector<double>>(&value)) {
            const auto *g = std::get_if<std::vector<double>>(mine);
            if (!g)
                continue; // an empty list of another kind: the schema took it
            if (g->size() != w->size())
                return at + " has " + std::to_string(g->size()) + " values where the params give " + std::to_string(w->size());
            for (std::size_t i = 0; i < w->size(); ++i)
                if (!sameNumber((*g)[i], (*w)[i]))
                    return at + "[" + std::to_string(i) + "] is " + numberText((*g)[i]) + " where the params give " +
                           numberText((*w)[i]);
        } else if (const auto *w = std::get_if<Matrix>(&value)) {
            const auto *g = std::get_if<Matrix>(mine);
            if (!g)
                continue;
            if (g->rows != w->rows || g->cols != w->cols)
                return at + " is " + std::to_string(g->rows) + " x " + std::to_string(g->cols) + " where the params give " +
                       std::to_string(w->rows) + " x " + std::to_string(w->cols);
            for (std::size_t i = 0; i < w->data.size(); ++i)
                if (!sameNumber(g->data[i], w->data[i]))
                    return at + " differs from what the params give";
        } else if (const auto *w = std::get_if<RecordList>(&value)) {
            const auto *g = std::get_if<RecordList>(mine);
            if (!g)
                continue;
            if (g->size() != w->size())
                return at + " has " + std::to_string(g->size()) + " entries where the params give " + std::to_string(w->size());
            for (std::size_t i = 0; i < w->size(); ++i)
                if (std::string bad = differingNumber((*g)[i], (*w)[i], at + "[" + std::to_string(i) + "]"); !bad.empty())
                    return bad;
        }
    }
    return {};
}

/// The frames of a simulator's trace follow from its params: the scene is run again with them and
/// every number compared, so that a trace whose frames contradict its params (rounds=8 with one
/// frame, 20,000 frames of a 12-step run, a changed eta, a gradient list cut short, a worker that
/// does not exist) is refused before a view draws it. Not for real runs (a "source": their timing
/// is the machine's), measured scenes (Hogwild!'s threads) or the scale lab (the GPU's rounding
/// differs from the CPU's): those get the schema and the scene's own rules only.
std::string replayProblem(const SceneDef &scene, const LoadedTrace &in)
{
    if (scene.measured || scene.needsComputeBackend || !scene.run || !in.trace.source.empty())
        return {};
    RunContext ctx;
    if (scene.stepsKey.empty()) // `trace --steps N` cut the run after N frames
        ctx.maxFrames = int(in.trace.frames.size());
    Trace again;
    try {
        again = runScene(scene, in.params, ctx);
    } catch (const std::exception &e) {
        return std::string("params: ") + e.what();
    }
    const std::string after = " (the frames must be what the params give: record it again with `sgd-studio trace`)";
    if (again.frames.size() != in.trace.frames.size())
        return "the trace has " + std::to_string(in.trace.frames.size()) + (in.trace.frames.size() == 1 ? " frame" : " frames") +
               " where its params give " + std::to_string(again.frames.size()) + after;
    for (std::size_t i = 0; i < again.frames.size(); ++i)
        if (std::string bad = differingNumber(in.trace.frames[i], again.frames[i], "frame " + std::to_string(i)); !bad.empty())
            return bad + after;
    if (std::string bad = differingNumber(in.trace.summary, again.summary, "summary"); !bad.empty())
        return bad + after;
    if (std::string bad = differingNumber(in.trace.meta, again.meta, "scene data"); !bad.empty())
        return bad + after;
    return {};
}

LoadedTrace build(const TraceJsonReader &reader, TraceJsonReader::Top &t)
{
    const SceneDef &scene = sceneOf(t);
    if (!reader.problem().empty())
        fail(reader.problem());
    LoadedTrace out;
    out.trace.scene = scene.id;
    if (!t.hasParams)
        fail("no \"params\" object");
    readParams(t.params, scene, out);
    if (t.frames.empty())
        fail("no \"frames\" (a trace has at least frame 0, the start)");
    checkSteps(t.frames);
    if (!t.hasSummary)
        fail("no \"summary\" object");
    out.trace.frames = std::move(t.frames);
    for (Record &f : out.trace.frames)
        orderBy(f, scene.schema.frame);
    out.trace.summary = std::move(t.summary);
    orderBy(out.trace.summary, scene.schema.summary);
    out.trace.meta = std::move(t.meta);
    orderBy(out.trace.meta, scene.schema.meta);
    out.trace.source = std::move(t.source);
    if (!out.trace.source.empty() && !scene.recordable())
        fail("a \"source\" (a recorded run) in a trace of " + scene.id +
             ", which only the simulator makes: remove it, or record the trace again with `sgd-studio trace`");
    if (!out.trace.source.empty()) { // held to what sgd-studio-mpi writes: its counts, ranks and times
        RunSource src;
        try {
            src = fromRecord<RunSource>(out.trace.source, "source");
        } catch (const std::exception &e) {
            fail(e.what());
        }
        if (const std::string bad = runSourceProblem(src); !bad.empty())
            fail(bad);
    }
    if (const std::string bad = scene.schema.check(out.trace); !bad.empty())
        fail(bad);
    if (scene.checkTrace)
        if (const std::string bad = scene.checkTrace(out.trace); !bad.empty())
            fail(bad);
    if (const std::string bad = replayProblem(scene, out); !bad.empty())
        fail(bad);
    return out;
}

/// Refuses a text whose arrays and objects nest deeper than kMaxTraceNesting (strings skipped),
/// before the recursive reader sees it.
void checkNesting(const std::string &text)
{
    int depth = 0;
    bool inString = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            if (++depth > kMaxTraceNesting)
                fail("arrays and objects nested more than " + std::to_string(kMaxTraceNesting) +
                     " levels deep (a trace nests about 7)");
        } else if (c == ']' || c == '}') {
            --depth;
        }
    }
}

} // namespace

LoadedTrace readTraceJson(const std::string &text, const std::string &name)
{
    try {
        checkNesting(text);
        TraceJsonReader reader(text);
        TraceJsonReader::Top top = reader.top();
        return build(reader, top);
    } catch (const TraceFormatError &e) {
        throw TraceFormatError(name + ": " + e.what());
    }
}

LoadedTrace readTraceFile(const std::string &path)
{
    const auto refuse = [&](const std::string &why) { throw TraceFormatError(path + ": " + why); };
    // Only a regular file is opened: a device may never end and a pipe may never answer.
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0)
        refuse("cannot read it (" + std::string(std::strerror(errno)) + ")");
    if (!S_ISREG(st.st_mode))
        refuse(std::string("cannot read it: ") + (S_ISDIR(st.st_mode) ? "a folder" : "a device, pipe or socket") +
               ", not a regular file (a trace is a .json file written by `sgd-studio trace --out`)");
    const auto tooLarge = [&] {
        refuse("cannot read it: a trace file is at most " + std::to_string(kMaxTraceFileBytes >> 20) +
               " MiB; this one is larger");
    };
    if (std::uint64_t(st.st_size) > kMaxTraceFileBytes)
        tooLarge();
    std::ifstream in(path, std::ios::binary);
    if (!in)
        refuse("cannot read it (" + std::string(std::strerror(errno)) + ")");
    std::string text;
    text.reserve(std::size_t(st.st_size));
    char buf[1 << 16];
    while (in.read(buf, sizeof buf) || in.gcount() > 0) {
        text.append(buf, std::size_t(in.gcount()));
        if (text.size() > kMaxTraceFileBytes) // it grew while being read
            tooLarge();
    }
    if (in.bad())
        refuse("cannot read it (reading failed)");
    return readTraceJson(text, path);
}

} // namespace sgd
