// The CPU backend's measuring chooser and its cache file (see cpu_kernel_chooser.h).
#include "cpu_kernel_chooser.h"

#include "backend_factory.h"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <sys/stat.h>

namespace sgd::gpu::detail {

using compute::Storage;

namespace {

/// The file's first line; a file from another version of the format is ignored.
constexpr const char *kHeader = "sgd-studio cpu kernel choices 1";

/// The 16-lane kernel's ways for rows of 2 to 4 vectors, by name.
const char *wayName(const KernelSettings &s)
{
    if (s.keep)
        return "keep";
    if (s.inOrder)
        return s.spaced ? "in-order-spaced" : "in-order";
    return s.spread ? "spread" : "pipelined";
}

std::vector<std::string> words(const std::string &text, char sep)
{
    std::vector<std::string> out;
    std::string item;
    std::istringstream in(text);
    while (std::getline(in, item, sep))
        out.push_back(item);
    return out;
}

/// A number of the file: the whole text read, finite and positive; else nullopt.
std::optional<double> positiveNumber(const std::string &text)
{
    char *end = nullptr;
    const double v = std::strtod(text.c_str(), &end);
    if (text.empty() || end != text.c_str() + text.size() || !(v > 0) || v > 1e6)
        return std::nullopt;
    return v;
}

/// One "choice" line: key TAB chosen name TAB name=seconds;name=seconds...; nullopt when corrupt.
std::optional<std::pair<std::string, KernelChoice>> parseChoice(const std::string &line)
{
    const std::vector<std::string> f = words(line, '\t');
    if (f.size() != 4 || f[0] != "choice" || f[1].empty())
        return std::nullopt;
    const std::optional<KernelSettings> chosen = settingsFromName(f[2]);
    if (!chosen)
        return std::nullopt;
    KernelChoice c;
    c.settings = *chosen;
    c.source = ChoiceSource::Cached;
    for (const std::string &item : words(f[3], ';')) {
        const auto eq = item.rfind('=');
        if (eq == std::string::npos || !settingsFromName(item.substr(0, eq)))
            return std::nullopt;
        const std::optional<double> seconds = positiveNumber(item.substr(eq + 1));
        if (!seconds)
            return std::nullopt;
        c.timings.emplace_back(item.substr(0, eq), *seconds);
    }
    return std::pair(f[1], c);
}

} // namespace

std::string dBucket(int d)
{
    if (d < 32)
        return "d<32";
    if (d == 32 || d == 48 || d == 64)
        return "d" + std::to_string(d);
    return d < 144 ? "d32-143" : "d>=144";
}

std::string ShapeClass::key() const
{
    return std::string(toString(storage)) + " " + dBucket(d) + " " + (logistic ? "logistic" : "least-squares") + " " +
           (fromMemory ? "memory" : "cache");
}

KernelSettings canonicalSettings(KernelSettings s, int d)
{
    if (d < 32)
        s.sixteenLanes = false; // the 16-lane kernel hands such rows to the 8-lane one
    const bool registerRows = s.sixteenLanes && (d == 32 || d == 48 || d == 64);
    if (!registerRows)
        s.keep = s.inOrder = false;
    if (s.keep)
        s.inOrder = false; // kept vectors come first
    if (!s.inOrder)
        s.spaced = false;
    if (!s.sixteenLanes || d < 144)
        s.spread = false;
    if (s.prefetchBytes <= 0) {
        s.prefetchBytes = 0;
        s.prefetchToL2 = false;
    }
    return s;
}

std::string settingsName(const KernelSettings &s)
{
    return std::string(s.sixteenLanes ? "16-lane " : "8-lane ") + wayName(s) + " pf" + std::to_string(s.prefetchBytes) +
           (s.prefetchToL2 ? "-L2" : "-L1") + " block" + std::to_string(s.blockRows);
}

std::optional<KernelSettings> settingsFromName(const std::string &name)
{
    const std::vector<std::string> w = words(name, ' ');
    if (w.size() != 4 || (w[0] != "16-lane" && w[0] != "8-lane") || w[2].rfind("pf", 0) != 0 || w[3].rfind("block", 0) != 0)
        return std::nullopt;
    KernelSettings s;
    s.sixteenLanes = w[0] == "16-lane";
    s.keep = w[1] == "keep";
    s.inOrder = w[1] == "in-order" || w[1] == "in-order-spaced";
    s.spaced = w[1] == "in-order-spaced";
    s.spread = w[1] == "spread";
    if (!s.keep && !s.inOrder && !s.spread && w[1] != "pipelined")
        return std::nullopt;
    const std::string pf = w[2].substr(2), block = w[3].substr(5);
    const auto dash = pf.find('-');
    if (dash == std::string::npos || (pf.substr(dash) != "-L1" && pf.substr(dash) != "-L2"))
        return std::nullopt;
    s.prefetchToL2 = pf.substr(dash) == "-L2";
    const std::string bytes = pf.substr(0, dash);
    const std::optional<double> rows = positiveNumber(block);
    if (!rows || *rows > 4096 || *rows != double((long long)*rows) || (bytes != "0" && !positiveNumber(bytes)))
        return std::nullopt;
    s.prefetchBytes = std::atoll(bytes.c_str());
    s.blockRows = (long long)*rows;
    if (settingsName(s) != name) // one spelling only
        return std::nullopt;
    return s;
}

std::vector<KernelSettings> kernelCandidates(const ShapeClass &shape, const KernelSettings &guess, bool sixteenLanes)
{
    std::vector<KernelSettings> out;
    const auto add = [&](const KernelSettings &s) {
        const KernelSettings c = canonicalSettings(s, shape.d);
        if (std::find(out.begin(), out.end(), c) == out.end())
            out.push_back(c);
    };
    KernelSettings first = guess;
    first.sixteenLanes = guess.sixteenLanes && sixteenLanes; // the guess too runs only what the processor has
    add(first);
    const int d = shape.d;
    const bool streamed = shape.storage == Storage::Float32 && !shape.logistic && shape.fromMemory && d >= 32 && d < 144;
    for (const bool lanes : {true, false}) {
        if (lanes && (!sixteenLanes || d < 32))
            continue;
        std::vector<KernelSettings> ways(1); // pipelined
        if (lanes && (d == 32 || d == 48 || d == 64)) {
            ways.resize(4);
            ways[1].inOrder = true;
            ways[2].inOrder = ways[2].spaced = true;
            ways[3].keep = true;
        } else if (lanes && d >= 144) {
            ways.resize(2);
            ways[1].spread = true;
        }
        const std::pair<long long, bool> fetches[] = {{2048, false}, {8192, false}, {8192, true}};
        for (KernelSettings way : ways)
            for (const auto &[bytes, toL2] : fetches)
                for (const long long block : {128LL, 16LL}) {
                    if (block == 16 && !(lanes && streamed))
                        continue;
                    way.sixteenLanes = lanes;
                    way.prefetchBytes = bytes;
                    way.prefetchToL2 = toL2;
                    way.blockRows = block;
                    add(way);
                }
    }
    return out;
}

const char *sourceName(ChoiceSource source)
{
    switch (source) {
    case ChoiceSource::Guessed:
        return "guessed";
    case ChoiceSource::Cached:
        return "measured before (cache file)";
    case ChoiceSource::Measured:
        return "measured";
    }
    return "guessed";
}

KernelChooser::KernelChooser(std::string path, std::string model, std::string build)
    : m_path(std::move(path)), m_model(std::move(model)), m_build(std::move(build))
{
    load();
}

void KernelChooser::load()
{
    if (m_path.empty())
        return;
    std::ifstream in(m_path);
    if (!in)
        return; // no file yet: nothing to say
    std::vector<std::string> lines;
    for (std::string line; std::getline(in, line) && lines.size() < 10000;)
        lines.push_back(line);
    const auto ignore = [&](const std::string &why) { m_note = "ignored " + m_path + ": " + why; };
    if (lines.empty() || lines[0] != kHeader)
        return ignore("not a kernel choice file of this version");
    if (lines.size() < 3 || lines[1].rfind("model ", 0) != 0 || lines[2].rfind("build ", 0) != 0)
        return ignore("corrupt (no model or build line)");
    if (lines[1].substr(6) != m_model)
        return ignore("measured on another processor (" + lines[1].substr(6) + ")");
    if (lines[2].substr(6) != m_build)
        return ignore("measured by another build (" + lines[2].substr(6) + ")");
    std::map<std::string, KernelChoice> known;
    for (std::size_t i = 3; i < lines.size(); ++i) {
        const auto choice = parseChoice(lines[i]);
        if (!choice)
            return ignore("corrupt at line " + std::to_string(i + 1));
        known[choice->first] = choice->second;
    }
    m_known = std::move(known);
}

void KernelChooser::save()
{
    if (m_path.empty())
        return;
    std::error_code ec;
    const std::filesystem::path path(m_path), temp(m_path + ".new");
    std::filesystem::create_directories(path.parent_path(), ec);
    {
        std::ofstream out(temp, std::ios::trunc);
        out << kHeader << "\nmodel " << m_model << "\nbuild " << m_build << "\n";
        for (const auto &[key, c] : m_known) {
            out << "choice\t" << key << "\t" << settingsName(c.settings) << "\t";
            for (std::size_t i = 0; i < c.timings.size(); ++i)
                out << (i ? ";" : "") << c.timings[i].first << "=" << c.timings[i].second;
            out << "\n";
        }
        if (!out.flush()) {
            m_note = "could not write " + m_path;
            return;
        }
    }
    std::filesystem::rename(temp, path, ec); // whole or not at all: another process may read it
    if (ec)
        m_note = "could not write " + m_path + ": " + ec.message();
}

KernelChoice KernelChooser::choose(const std::string &key, const std::vector<KernelSettings> &candidates,
                                   const MeasureFn &measure)
{
    std::lock_guard lock(m_mutex);
    KernelChoice guess;
    if (candidates.empty())
        return guess;
    guess.settings = candidates.front();
    // Known and still a candidate (else another kernel set made it: measured again).
    if (const auto it = m_known.find(key);
        it != m_known.end() && std::find(candidates.begin(), candidates.end(), it->second.settings) != candidates.end())
        return it->second;
    if (candidates.size() < 2 || !measure)
        return guess;
    const std::vector<double> seconds = measure(candidates);
    if (seconds.size() != candidates.size())
        return guess;
    KernelChoice made;
    made.source = ChoiceSource::Measured;
    const std::size_t best = std::size_t(std::min_element(seconds.begin(), seconds.end()) - seconds.begin());
    made.settings = candidates[best];
    for (std::size_t i = 0; i < candidates.size(); ++i)
        made.timings.emplace_back(settingsName(candidates[i]), seconds[i]);
    ++m_measured;
    KernelChoice kept = made;
    kept.source = ChoiceSource::Cached; // as the file will give it back
    m_known[key] = kept;
    save();
    return made;
}

std::string KernelChooser::note() const
{
    std::lock_guard lock(m_mutex);
    return m_note;
}

int KernelChooser::measurements() const
{
    std::lock_guard lock(m_mutex);
    return m_measured;
}

std::map<std::string, KernelChoice> KernelChooser::choices() const
{
    std::lock_guard lock(m_mutex);
    return m_known;
}

std::string kernelCachePath()
{
    const char *xdg = std::getenv("XDG_CACHE_HOME");
    const char *home = std::getenv("HOME");
    std::string base;
    if (xdg && *xdg == '/')
        base = xdg;
    else if (home && *home)
        base = std::string(home) + "/.cache";
    return base.empty() ? std::string() : base + "/sgd-studio/cpu-kernels.txt";
}

std::string buildIdentity()
{
    std::string id = SGD_STUDIO_VERSION;
#ifdef __VERSION__
    id += std::string(" (") + __VERSION__ + ")";
#endif
    struct stat st = {};
    if (::stat("/proc/self/exe", &st) == 0) // the program file itself: relinked, measured again
        id += ", " + std::to_string(st.st_size) + " bytes, modified " + std::to_string(st.st_mtime);
    return id;
}

KernelChooser &processKernelChooser()
{
    static KernelChooser chooser(kernelCachePath(), processorModel(), buildIdentity());
    return chooser;
}

std::vector<double> interleavedMedians(std::size_t count, int repeats, double budgetSeconds,
                                       const std::function<double(std::size_t)> &run)
{
    using Clock = std::chrono::steady_clock;
    const auto t0 = Clock::now();
    std::vector<std::vector<double>> times(count);
    for (int r = 0; r < repeats; ++r) {
        for (std::size_t k = 0; k < count; ++k) {
            const std::size_t i = (k + std::size_t(r) * 7) % count; // each repeat starts elsewhere
            times[i].push_back(run(i));
        }
        if (r + 1 >= 3 && std::chrono::duration<double>(Clock::now() - t0).count() > budgetSeconds)
            break;
    }
    std::vector<double> medians;
    for (std::vector<double> &t : times) {
        std::sort(t.begin(), t.end());
        const std::size_t n = t.size();
        medians.push_back(n == 0 ? 0.0 : n % 2 ? t[n / 2] : 0.5 * (t[n / 2 - 1] + t[n / 2]));
    }
    return medians;
}

} // namespace sgd::gpu::detail

namespace sgd::gpu {

std::string cpuKernelDiagnostics()
{
    const detail::KernelChooser &chooser = detail::processKernelChooser();
    std::string text = chooser.path().empty() ? "no cache folder (HOME unset)" : "cache " + chooser.path();
    if (const std::string note = chooser.note(); !note.empty())
        text += "; " + note;
    for (const auto &[key, choice] : chooser.choices()) {
        text += "; " + key + ": " + detail::settingsName(choice.settings) + " (" + detail::sourceName(choice.source);
        for (const auto &[name, seconds] : choice.timings)
            if (name == detail::settingsName(choice.settings)) {
                std::ostringstream ms;
                ms.precision(3);
                ms << seconds * 1e3;
                text += ", " + ms.str() + " ms on the sample of " + std::to_string(choice.timings.size()) + " candidates";
            }
        text += ")";
    }
    return text;
}

} // namespace sgd::gpu
