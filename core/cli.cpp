#include "cli.h"

#include "params.h"
#include "scenes.h"
#include "trace_docs.h"
#include "trace_io.h"

#include <stdexcept>

namespace sgd {

static std::string kindName(ParamKind k)
{
    switch (k) {
    case ParamKind::Number:
        return "number";
    case ParamKind::Integer:
        return "integer";
    case ParamKind::Choice:
        return "choice";
    case ParamKind::NumberList:
        return "numbers";
    case ParamKind::IntegerList:
        return "integers";
    case ParamKind::Pairs:
        return "pairs";
    case ParamKind::Text:
        return "text";
    }
    return {};
}

std::string scenesAsText()
{
    std::string out;
    for (const auto &s : allScenes()) {
        out += s.id + "  -  " + s.title + "\n  " + s.summary + "\n";
        for (const auto &p : s.params) {
            out += "    " + p.key + " = " + (p.defaultValue.empty() ? std::string("(empty)") : p.defaultValue) + "    " +
                   p.allowed() + "\n";
            if (p.kind != ParamKind::Text)
                out += "        " + p.description + "\n";
        }
        if (!s.stepsKey.empty())
            out += "    (--steps sets " + s.stepsKey + ")\n";
        out += "\n";
    }
    return out;
}

std::string scenesAsJson()
{
    std::string out = "{\"scenes\":[";
    bool firstScene = true;
    for (const auto &s : allScenes()) {
        out += std::string(firstScene ? "" : ",") + "\n{\"id\":" + jsonString(s.id) + ",\"title\":" + jsonString(s.title) +
               ",\"summary\":" + jsonString(s.summary) + ",\"look_for\":" + jsonString(s.lookFor) +
               ",\"step_noun\":" + jsonString(s.stepNoun) + ",\"steps_param\":" + jsonString(s.stepsKey) + ",\"params\":[";
        firstScene = false;
        bool first = true;
        for (const auto &p : s.params) {
            out += std::string(first ? "" : ",") + "{\"key\":" + jsonString(p.key) + ",\"kind\":" + jsonString(kindName(p.kind)) +
                   ",\"default\":" + jsonString(p.defaultValue) + ",\"label\":" + jsonString(p.label) +
                   ",\"description\":" + jsonString(p.description) + ",\"allowed\":" + jsonString(p.allowed());
            first = false;
            if (p.kind != ParamKind::Choice && p.kind != ParamKind::Text)
                out += ",\"min\":" + jsonNumber(p.min) + ",\"max\":" + jsonNumber(p.max) +
                       ",\"min_exclusive\":" + (p.minExclusive ? "true" : "false");
            if (p.kind == ParamKind::Choice) {
                out += ",\"choices\":[";
                for (std::size_t i = 0; i < p.choices.size(); ++i)
                    out += (i ? "," : "") + jsonString(p.choices[i]);
                out += "]";
            }
            out += "}";
        }
        out += "]}";
    }
    out += "\n]}\n";
    return out;
}

Trace traceForSteps(const SceneDef &scene, ParamSet params, int steps, RunContext ctx)
{
    // A scene without a steps parameter stops after N frames itself, so that its summary
    // describes just those frames.
    if (steps > 0 && !scene.stepsKey.empty())
        params.set(scene.stepsKey, std::to_string(steps));
    else if (steps > 0)
        ctx.maxFrames = steps + 1; // frame 0, the start, and one frame per step
    Trace trace = runScene(scene, params, ctx);
    if (steps > 0 && scene.stepsKey.empty() && int(trace.frames.size()) > steps + 1)
        throw std::logic_error("scene " + scene.id + " made more frames than --steps allows");
    return trace;
}

} // namespace sgd
