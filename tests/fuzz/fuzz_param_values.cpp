// Fuzz target: the parameter value parser (core/params.*). The first byte picks a scene, then every
// "KEY=VALUE" line is set as `--set` would; a bad one is refused with a ParamError. What was
// accepted must read back as its kind (number, list, pairs) and be accepted again as written.
#include "fuzz_targets.h"

#include "core/params.h"
#include "core/scenes.h"

#include <cmath>
#include <cstdlib>
#include <sstream>
#include <string>

namespace sgd::fuzz {

namespace {

/// Reads `def` back from `p` as its kind: a value that passed set() must never fail here.
void readBack(const ParamSet &p, const ParamDef &def)
{
    switch (def.kind) {
    case ParamKind::Number:
        if (!std::isfinite(p.number(def.key)))
            std::abort();
        break;
    case ParamKind::Integer:
        (void)p.integer(def.key);
        break;
    case ParamKind::NumberList:
        (void)p.numbers(def.key);
        break;
    case ParamKind::IntegerList:
        (void)p.integers(def.key);
        break;
    case ParamKind::Pairs:
        (void)p.pairs(def.key);
        break;
    case ParamKind::Choice:
    case ParamKind::Text:
        (void)p.text(def.key);
        break;
    }
}

/// The free parsers on any text: a number they return is written and parsed back to itself.
void parseAlone(const std::string &value)
{
    if (const auto n = parseNumber(value); n && std::isfinite(*n)) {
        const auto again = parseNumber(formatNumber(*n));
        if (!again || *again != *n)
            std::abort();
        (void)formatNumberShort(*n);
    }
    (void)parseNumberList(value);
    (void)parsePairs(value);
    (void)trim(value);
}

} // namespace

int paramValues(const std::uint8_t *data, std::size_t size)
{
    if (size == 0)
        return 0;
    const auto &scenes = allScenes();
    const SceneDef &scene = scenes[data[0] % scenes.size()];
    ParamSet params = scene.defaults();
    std::istringstream lines(std::string(reinterpret_cast<const char *>(data) + 1, size - 1));
    for (std::string line; std::getline(lines, line);) {
        parseAlone(line);
        const auto eq = line.find('=');
        if (eq == std::string::npos)
            continue;
        const std::string key = line.substr(0, eq), value = line.substr(eq + 1);
        if (const ParamDef *def = params.def(key))
            (void)def->check(value);
        try {
            params.set(key, value);
        } catch (const ParamError &) {
            continue;
        }
        params.set(key, params.text(key)); // what was accepted is accepted again as stored
    }
    for (const ParamDef &def : params.defs())
        readBack(params, def);
    (void)params.typed();
    return 0;
}

} // namespace sgd::fuzz
