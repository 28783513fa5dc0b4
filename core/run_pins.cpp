#include "run_pins.h"

#include "scenes.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <set>

namespace sgd {

namespace {

bool summedUnit(const std::string &unit)
{
    return unit == "bytes" || unit == "bits";
}

/// The number a frame field holds, NaN when it is absent or not a number.
double scalarOf(const Record &frame, const std::string &name)
{
    return frame.num(name);
}

double totalOf(const Record &frame, const std::string &name)
{
    const Value *v = frame.find(name);
    if (!v || !std::holds_alternative<std::vector<double>>(*v))
        return std::numeric_limits<double>::quiet_NaN();
    double sum = 0;
    for (double x : std::get<std::vector<double>>(*v))
        sum += x;
    return sum;
}

void addColumn(PinnedRun &run, const Trace &trace, const FieldInfo &f, bool total)
{
    RunColumn c;
    c.name = total ? f.name + " (total)" : f.name;
    c.unit = f.unit;
    c.description = f.description;
    c.values.reserve(trace.frames.size());
    bool any = false;
    for (const Frame &frame : trace.frames) {
        const double v = total ? totalOf(frame, f.name) : scalarOf(frame, f.name);
        any = any || std::isfinite(v);
        c.values.push_back(v);
    }
    if (any)
        run.columns.push_back(std::move(c));
}

bool sameValue(const std::string &a, const std::string &b)
{
    if (a == b)
        return true;
    const auto x = parseNumber(a), y = parseNumber(b);
    return x && y && *x == *y;
}

bool hasParam(const PinnedRun &run, const std::string &key)
{
    return std::any_of(run.params.begin(), run.params.end(), [&](const auto &p) { return p.first == key; });
}

} // namespace

const RunColumn *PinnedRun::column(const std::string &name) const
{
    for (const RunColumn &c : columns)
        if (c.name == name)
            return &c;
    return nullptr;
}

std::string PinnedRun::param(const std::string &key) const
{
    for (const auto &[k, v] : params)
        if (k == key)
            return v;
    return {};
}

PinnedRun pinRun(const Trace &trace, const ParamSet &params)
{
    PinnedRun run;
    run.scene = trace.scene;
    const SceneDef *scene = findScene(trace.scene);
    run.sceneTitle = scene ? scene->title : trace.scene;
    for (const ParamDef &d : params.defs())
        run.params.emplace_back(d.key, params.text(d.key));
    run.diverged = trace.diverged();
    run.message = trace.message();
    if (!scene || !scene->schema.frame)
        return run;
    for (const FieldInfo &f : scene->schema.frame->fields) {
        if (f.type == FieldType::Number || f.type == FieldType::Integer || f.type == FieldType::Flag)
            addColumn(run, trace, f, false);
        else if (f.type == FieldType::Numbers && summedUnit(f.unit))
            addColumn(run, trace, f, true);
    }
    return run;
}

std::vector<std::string> differingParams(const std::vector<PinnedRun> &runs)
{
    std::vector<std::string> keys;
    std::set<std::string> seen;
    for (const PinnedRun &r : runs)
        for (const auto &[k, v] : r.params)
            if (seen.insert(k).second)
                keys.push_back(k);
    std::vector<std::string> out;
    for (const std::string &k : keys) {
        bool differs = false;
        for (std::size_t i = 1; i < runs.size() && !differs; ++i) {
            differs = hasParam(runs[0], k) != hasParam(runs[i], k) || !sameValue(runs[0].param(k), runs[i].param(k));
        }
        if (differs)
            out.push_back(k);
    }
    return out;
}

std::vector<std::string> pinLegends(const std::vector<PinnedRun> &runs)
{
    const std::vector<std::string> keys = differingParams(runs);
    bool scenesDiffer = false;
    for (const PinnedRun &r : runs)
        scenesDiffer = scenesDiffer || r.scene != runs.front().scene;
    std::vector<std::string> out;
    for (std::size_t i = 0; i < runs.size(); ++i) {
        std::string text = scenesDiffer ? runs[i].scene : std::string();
        for (const std::string &k : keys) {
            const std::string v = runs[i].param(k);
            if (!hasParam(runs[i], k))
                continue; // another scene's parameter
            text += (text.empty() ? "" : (text == runs[i].scene ? ": " : ", ")) + k + " = " + (v.empty() ? "(empty)" : v);
        }
        if (keys.empty() && !scenesDiffer)
            text = "run " + std::to_string(i + 1) + (runs.size() > 1 ? " (same parameters)" : "");
        out.push_back(text);
    }
    return out;
}

std::vector<std::string> commonColumns(const std::vector<PinnedRun> &runs)
{
    std::vector<std::string> out;
    if (runs.empty())
        return out;
    for (const RunColumn &c : runs.front().columns)
        if (std::all_of(runs.begin(), runs.end(), [&](const PinnedRun &r) { return r.column(c.name) != nullptr; }))
            out.push_back(c.name);
    return out;
}

std::pair<std::string, std::string> defaultAxes(const std::vector<PinnedRun> &runs)
{
    const std::vector<std::string> common = commonColumns(runs);
    auto has = [&](const std::string &n) { return std::find(common.begin(), common.end(), n) != common.end(); };
    const std::string x = has("step") || common.empty() ? "step" : common.front();
    for (const char *y : {"loss", "consensus_distance", "w", "w_after", "staleness"})
        if (has(y))
            return {x, y};
    for (const std::string &c : common)
        if (c != x)
            return {x, c};
    return {x, x};
}

std::string columnTitle(const std::vector<PinnedRun> &runs, const std::string &column)
{
    for (const PinnedRun &r : runs)
        if (const RunColumn *c = r.column(column))
            return c->unit.empty() ? c->name : c->name + " (" + c->unit + ")";
    return column;
}

std::string csvField(const std::string &text)
{
    if (text.find_first_of(",\"\n\r") == std::string::npos)
        return text;
    std::string out = "\"";
    for (char ch : text)
        out += ch == '"' ? std::string("\"\"") : std::string(1, ch);
    return out + "\"";
}

std::string pinsCsv(const std::vector<PinnedRun> &runs, const std::string &x, const std::string &y)
{
    std::string out = "run,legend," + csvField(x) + "," + csvField(y) + "\n";
    const std::vector<std::string> legends = pinLegends(runs);
    for (std::size_t i = 0; i < runs.size(); ++i) {
        const RunColumn *cx = runs[i].column(x), *cy = runs[i].column(y);
        if (!cx || !cy)
            continue;
        const std::string lead = std::to_string(i + 1) + "," + csvField(legends[i]) + ",";
        for (std::size_t k = 0; k < cx->values.size() && k < cy->values.size(); ++k)
            if (std::isfinite(cx->values[k]) && std::isfinite(cy->values[k]))
                out += lead + formatNumber(cx->values[k]) + "," + formatNumber(cy->values[k]) + "\n";
    }
    return out;
}

} // namespace sgd
