#include "trace_docs.h"

#include "params.h"
#include "run_source.h"

#include "trace_file.h"
#include "trace_io.h"

#include <map>

namespace sgd {

namespace {

// A JSON value that keeps its members in the order they were added (a schema reads best in the
// order of the field table), written with two-space indentation.
struct Json {
    enum Kind { Atom, Array, Object } kind = Atom;
    std::string atom; // the JSON text of a number, string or literal
    std::vector<Json> items;
    std::vector<std::pair<std::string, Json>> members;

    static Json text(const std::string &s) { return {Atom, jsonString(s), {}, {}}; }
    static Json number(double v) { return {Atom, jsonNumber(v), {}, {}}; }
    static Json literal(const char *s) { return {Atom, s, {}, {}}; }
    static Json array(std::vector<Json> items = {}) { return {Array, {}, std::move(items), {}}; }
    static Json object() { return {Object, {}, {}, {}}; }
    static Json texts(const std::vector<std::string> &v)
    {
        Json a = array();
        for (const auto &s : v)
            a.items.push_back(text(s));
        return a;
    }
    Json &add(std::string key, Json value)
    {
        members.emplace_back(std::move(key), std::move(value));
        return *this;
    }
    bool flat() const
    {
        for (const Json &i : items)
            if (i.kind != Atom)
                return false;
        return kind == Array;
    }
    void write(std::string &out, int indent) const;
};

void Json::write(std::string &out, int indent) const
{
    const std::string pad(std::size_t(indent + 2), ' '), end(std::size_t(indent), ' ');
    if (kind == Atom) {
        out += atom;
    } else if (kind == Array && (items.empty() || flat())) {
        out += '[';
        for (std::size_t i = 0; i < items.size(); ++i)
            out += (i ? ", " : "") + items[i].atom;
        out += ']';
    } else if (kind == Array) {
        out += "[\n";
        for (std::size_t i = 0; i < items.size(); ++i) {
            out += pad;
            items[i].write(out, indent + 2);
            out += i + 1 < items.size() ? ",\n" : "\n";
        }
        out += end + "]";
    } else if (members.empty()) {
        out += "{}";
    } else {
        out += "{\n";
        for (std::size_t i = 0; i < members.size(); ++i) {
            out += pad + jsonString(members[i].first) + ": ";
            members[i].second.write(out, indent + 2);
            out += i + 1 < members.size() ? ",\n" : "\n";
        }
        out += end + "}";
    }
}

Json typeOnly(const char *type)
{
    return Json::object().add("type", Json::text(type));
}

/// A number of the field `f` ("number" or "integer") with the range the reader holds it to: its
/// declared one (FieldInfo::min, max), a whole number also within what an int holds.
Json numberJson(const FieldInfo &f, const char *type)
{
    const bool whole = f.type == FieldType::Integer;
    return typeOnly(type)
        .add("minimum", Json::number(whole ? std::max(f.min, -2147483647.0) : f.min))
        .add("maximum", Json::number(whole ? std::min(f.max, 2147483647.0) : f.max));
}

Json fieldJson(const FieldInfo &f)
{
    Json j = Json::object();
    switch (f.type) {
    case FieldType::Number:
        j = numberJson(f, "number");
        break;
    case FieldType::Integer:
        j = numberJson(f, "integer");
        break;
    case FieldType::Flag:
        j.add("enum", Json::array({Json::number(0), Json::number(1)}));
        break;
    case FieldType::Text:
        j = typeOnly("string");
        if (!f.choices.empty())
            j.add("enum", Json::texts(f.choices));
        break;
    case FieldType::Numbers:
        j = typeOnly("array").add("items", numberJson(f, "number"));
        break;
    case FieldType::Matrix:
        j = typeOnly("array").add("items", typeOnly("array").add("items", numberJson(f, "number")));
        break;
    case FieldType::Records:
        j = typeOnly("array").add("items",
                                  Json::object().add("$ref", Json::text("#/$defs/" + (f.element ? f.element->name : "?"))));
        break;
    }
    j.add("description", Json::text(f.description));
    if (!f.unit.empty())
        j.add("x-unit", Json::text(f.unit));
    return j;
}

/// The properties and required names of a record's fields (into `properties` and `required`).
void addFields(const RecordSchema &s, Json &properties, std::vector<std::string> &required)
{
    for (const FieldInfo &f : s.fields) {
        properties.add(f.name, fieldJson(f));
        if (!f.optional)
            required.push_back(f.name);
    }
}

Json recordJson(const RecordSchema &s, const std::string &description)
{
    Json properties = Json::object();
    std::vector<std::string> required;
    addFields(s, properties, required);
    return Json::object()
        .add("type", Json::text("object"))
        .add("description", Json::text(description))
        .add("properties", std::move(properties))
        .add("required", Json::texts(required))
        .add("additionalProperties", Json::literal("false"));
}

/// Every named record reachable from `s` (the elements of its Records fields), by name.
void collectElements(const RecordSchema &s, std::map<std::string, const RecordSchema *> &out)
{
    for (const FieldInfo &f : s.fields)
        if (f.element && out.emplace(f.element->name, f.element).second)
            collectElements(*f.element, out);
}

Json paramJson(const ParamDef &p)
{
    Json j = Json::object();
    auto range = [&p](Json x) {
        x.add(p.minExclusive ? "exclusiveMinimum" : "minimum", Json::number(p.min));
        return x.add("maximum", Json::number(p.max));
    };
    switch (p.kind) {
    case ParamKind::Number:
        j = range(typeOnly("number"));
        break;
    case ParamKind::Integer:
        j = range(typeOnly("integer"));
        break;
    case ParamKind::Choice:
        j.add("enum", Json::texts(p.choices));
        break;
    case ParamKind::NumberList:
        j = typeOnly("array").add("items", range(typeOnly("number")));
        break;
    case ParamKind::IntegerList:
        j = typeOnly("array").add("items", range(typeOnly("integer")));
        break;
    case ParamKind::Pairs:
    case ParamKind::Text:
        j = typeOnly("string");
        break;
    }
    return j.add("description", Json::text(p.description + " Allowed: " + p.allowed() + "."));
}

Json paramsJson(const SceneDef &scene)
{
    Json properties = Json::object();
    std::vector<std::string> keys;
    for (const ParamDef &p : scene.params) {
        properties.add(p.key, paramJson(p));
        keys.push_back(p.key);
    }
    return Json::object()
        .add("type", Json::text("object"))
        .add("description", Json::text("The parameters the trace was computed with, as `sgd-studio trace --set` takes them."))
        .add("properties", std::move(properties))
        .add("required", Json::texts(keys))
        .add("additionalProperties", Json::literal("false"));
}

Json topProperties(const SceneDef &scene, std::vector<std::string> &required)
{
    const TraceSchema &s = scene.schema;
    auto ref = [](const std::string &name) { return Json::object().add("$ref", Json::text("#/$defs/" + name)); };
    Json p = Json::object();
    p.add("format",
          Json::object().add("const", Json::number(kTraceFormat)).add("description", Json::text("The trace-file version.")));
    p.add("scene", Json::object().add("const", Json::text(scene.id)).add("description", Json::text("The scene's id.")));
    p.add("params", ref("params"));
    p.add("frames", typeOnly("array")
                        .add("minItems", Json::number(1))
                        .add("items", ref(s.frame->name))
                        .add("description", Json::text("One frame per " + scene.stepNoun +
                                                       "; frame 0 is the start, frame n the state after n.")));
    p.add("summary", ref(s.summary->name));
    required = {"format", "scene", "params", "frames", "summary"};
    addFields(*s.meta, p, required);
    p.add("source", typeOnly("object").add("description",
                                           Json::text("A recorded run only: where it ran (kind, processes, hosts, library).")));
    return p;
}

/// Markdown-safe cell text: no table breaks, no emphasis out of "w*x", no HTML.
std::string cell(const std::string &s)
{
    std::string out;
    for (char c : s) {
        if (c == '|' || c == '*' || c == '_')
            out += '\\';
        if (c == '<')
            out += "&lt;";
        else if (c == '>')
            out += "&gt;";
        else
            out += c;
    }
    return out;
}

std::string typeText(const FieldInfo &f)
{
    std::string t;
    switch (f.type) {
    case FieldType::Number:
        t = "number";
        break;
    case FieldType::Integer:
        t = "whole number";
        break;
    case FieldType::Flag:
        t = "0 or 1";
        break;
    case FieldType::Text:
        t = "text";
        break;
    case FieldType::Numbers:
        t = "array of numbers";
        break;
    case FieldType::Matrix:
        t = "array of rows of numbers";
        break;
    case FieldType::Records:
        t = "array of " + (f.element ? f.element->name : std::string("?")) + " records";
        break;
    }
    if (f.max < kTraceMagnitude) // a declared range (the reader's, the schema's)
        t += ", " + formatNumber(f.min) + " to " + formatNumber(f.max);
    else if (f.min > -kTraceMagnitude)
        t += ", at least " + formatNumber(f.min);
    if (!f.choices.empty()) {
        t = "one of";
        for (std::size_t i = 0; i < f.choices.size(); ++i)
            t += (i ? ", `" : " `") + f.choices[i] + "`";
    }
    return f.optional ? t + " (optional)" : t;
}

void fieldTableMd(std::string &out, const std::string &heading, const RecordSchema &s)
{
    out += "### " + heading + "\n\n";
    if (s.fields.empty()) {
        out += "(none)\n\n";
        return;
    }
    out += "| field | type | unit | meaning |\n| --- | --- | --- | --- |\n";
    for (const FieldInfo &f : s.fields)
        out += "| `" + f.name + "` | " + typeText(f) + " | " + (f.unit.empty() ? "" : cell(f.unit)) + " | " +
               cell(f.description) + " |\n";
    out += "\n";
}

void paramsMd(std::string &out, const SceneDef &scene)
{
    out += "### Parameters (`params`)\n\n| key | allowed | meaning |\n| --- | --- | --- |\n";
    for (const ParamDef &p : scene.params)
        out += "| `" + p.key + "` | " + cell(p.allowed()) + " | " + cell(p.description) + " |\n";
    out += "\n";
}

void sceneMd(std::string &out, const SceneDef &scene)
{
    out += "## `" + scene.id + "`: " + scene.title + "\n\n" + scene.summary + "\n\n";
    if (!scene.model.empty())
        out += "### Model\n\n" + scene.model + "\n\n";
    if (hasTraceSchema(scene))
        out +=
            "Schema: [`resources/schemas/" + scene.id + ".schema.json`](../resources/schemas/" + scene.id + ".schema.json)\n\n";
    else
        out += "Schema: not yet (this scene's trace has no field tables).\n\n";
    paramsMd(out, scene);
    if (!hasTraceSchema(scene))
        return;
    const TraceSchema &s = scene.schema;
    fieldTableMd(out, "Every frame (`frames[i]`, " + s.frame->name + ")", *s.frame);
    fieldTableMd(out, "Scene data (at the top level, " + s.meta->name + ")", *s.meta);
    fieldTableMd(out, "Summary (`summary`, " + s.summary->name + ")", *s.summary);
    std::map<std::string, const RecordSchema *> elements;
    for (const RecordSchema *r : {s.frame, s.meta, s.summary})
        collectElements(*r, elements);
    for (const auto &[name, r] : elements)
        fieldTableMd(out, "Named records: " + name, *r);
}

const char *kReferenceIntro = R"(# Trace file format

<!-- Generated from the scenes' field tables by
     build/app/sgd-studio schemas --out resources/schemas --reference docs/trace-format.md
     Do not edit by hand: tests/cli/tst_schemas.cpp fails when this page and the tables differ. -->

A trace is what the engine computes for a scene: one frame per step, plus the run's summary and
scene-wide data. `sgd-studio trace ID --out run.json` writes it; `sgd-studio --trace run.json`
and File > Open Trace show it again in the window without recomputing anything.

```
{"format": 2, "scene": "sync", "params": {...}, "frames": [{...}, ...], "summary": {...}, ...scene data...}
```

| top-level field | meaning |
| --- | --- |
| `format` | the file's version, 2; other versions are refused |
| `scene` | the scene's id |
| `params` | the parameters the trace was computed with, as `--set` takes them |
| `frames` | one object per step: frame 0 is the start, before any update; frame n the state after n steps, and its `step` field is n |
| `summary` | totals and verdicts of the whole run (`diverged`, `message`, ...) |
| any other | the scene's data (below, "Scene data") |
| `source` | a recorded run only: where it ran (`kind`, `processes`, `hosts`, `library`, ...) |

Numbers are written with full precision (they read back bit for bit), never rounded for display.
Flags are 0 or 1. Arrays with one entry per worker or node are in worker order, numbered from 1
as the window shows them. Units: an empty unit means a plain number (a weight, a loss, a
gradient, a count).

A file is read only when its numbers are ones a run could write: none larger than 10¹⁵⁰ in size
(a picture could not place it), and every field that gives a range in the tables below keeps to
it: a time from 0 to 10⁹ s (or ms), a count of updates, rounds or coordinates from 0 to 10⁷, a
worker, node or thread up to 1024, a rate or fraction from 0 to 1, a loss, size or speed at least 0.
Those fields are what a picture counts with or places, in the scenes whose files are drawn as they
were written (the recorded runs of sync, async and decentralized, Hogwild!'s measured threads,
the scale lab). The JSON Schemas hold the same ranges as `minimum` and `maximum`. Any other file is
refused with one line naming the frame and the field.

Events at the same instant are ordered by one rule in every simulated scene, the one the lecture's
worked example 4 states: of two gradients that land together, the one whose computation started
earlier goes first; when they started together as well, the lower worker (or node, or shard) goes
first. So a backup-workers round with equal durations, every worker having started at the round's
start, keeps the lower workers and drops the higher ones. What one worker does at an instant stays
together:

- Asynchronous servers (async, implicit momentum, staleness remedies, async pitfalls, the drifting
  stream, the scale lab's async design): a gradient that lands is applied, and its worker at once
  reads the new weight and starts its next gradient, before the next gradient landing at the same
  instant is applied. That next gradient is therefore one version staler than the pusher's read.
- Sharded servers: shards that finish an apply at an instant are handled first, then the pushes
  arriving at that instant join the queues (in the order above: the earlier start, then the lower
  worker), then the free shards take their next push and the answered workers start again.

Random numbers come from one small generator, `Rng` in core/random.h, the same on every platform.
Each scene's "Model" below says how it seeds one and in which order it draws:

- `Rng(s)` keeps a 64-bit state, at first s. `next()` adds `0x9E3779B97F4A7C15` to the state and
  returns splitmix64's mix of it: `z ^= z >> 30; z *= 0xBF58476D1CE4E5B9; z ^= z >> 27;
  z *= 0x94D049BB133111EB; z ^= z >> 31` (all modulo 2⁶⁴).
- `uniform()` is `(next() >> 11)·2⁻⁵³`, in [0, 1).
- `below(m)` draws `next()` until it is below `L − (L mod m)` with `L = 2⁶⁴ − 1`, and returns it mod m.
- `normal()` is `√(−2 ln u₁)·cos(2π·u₂)`, u₁ = `uniform()` (drawn again while it is 0), then u₂ = `uniform()`.
- A shuffle of 0 … n − 1 starts from that order and, for i = n − 1 down to 1, swaps positions i and
  `below(i + 1)`.

Every scene's JSON Schema (draft 2020-12) lies in `resources/schemas/<scene>.schema.json`;
any validator checks a file against it, for example with Debian's `python3-jsonschema`:

```sh
python3 -c 'import json, sys, jsonschema; jsonschema.validate(json.load(open(sys.argv[1])), json.load(open(sys.argv[2])))' run.json resources/schemas/sync.schema.json
```

)";

} // namespace

bool hasTraceSchema(const SceneDef &scene)
{
    return scene.schema.frame && scene.schema.meta && scene.schema.summary;
}

std::string traceJsonSchema(const SceneDef &scene)
{
    if (!hasTraceSchema(scene))
        return {};
    const TraceSchema &s = scene.schema;
    std::vector<std::string> required;
    Json properties = topProperties(scene, required);
    Json defs = Json::object();
    defs.add("params", paramsJson(scene));
    defs.add(s.frame->name, recordJson(*s.frame, "One frame: the state after `step` " + scene.stepNoun + "s."));
    defs.add(s.summary->name, recordJson(*s.summary, "Totals and verdicts of the whole run."));
    std::map<std::string, const RecordSchema *> elements;
    for (const RecordSchema *r : {s.frame, s.meta, s.summary})
        collectElements(*r, elements);
    for (const auto &[name, r] : elements)
        defs.add(name, recordJson(*r, "A named record (" + name + ")."));
    Json top = Json::object()
                   .add("$schema", Json::text("https://json-schema.org/draft/2020-12/schema"))
                   .add("title", Json::text("SGD Studio trace: " + scene.id + " (" + scene.title + ")"))
                   .add("description", Json::text(scene.summary))
                   .add("type", Json::text("object"))
                   .add("properties", std::move(properties))
                   .add("required", Json::texts(required))
                   .add("additionalProperties", Json::literal("false"))
                   .add("$defs", std::move(defs));
    std::string out;
    top.write(out, 0);
    return out + "\n";
}

std::string traceReferenceMarkdown()
{
    std::string out = kReferenceIntro;
    // What a recording by sgd-studio-mpi adds, the same in every scene's file.
    out += "## Recorded runs: `source`\n\nA trace that sgd-studio-mpi recorded on real processes carries `source`; "
           "a simulated trace has none. A run that ended early holds the frames recorded until then, and says why in "
           "`ended_early`. A file is read only when its `source` holds to what the runner writes: 2 to " +
           std::to_string(kMaxRecordedProcesses) +
           " `processes` (sgd-studio-mpi runs on no more), `host_count` and the lists no larger than that, every "
           "`ranks[].rank` and every event's rank one of the run's (a peer may also be -1, none), rounds whole and every "
           "number finite. A simulator's scene never carries a `source`.\n\n";
    fieldTableMd(out, "`source`", fieldTable<RunSource>().schema());
    fieldTableMd(out, "`source.ranks[]`", fieldTable<RankRecord>().schema());
    for (const SceneDef &scene : allScenes())
        sceneMd(out, scene);
    while (out.size() > 1 && out[out.size() - 2] == '\n')
        out.pop_back();
    return out;
}

} // namespace sgd
