#pragma once
// Internal: the CPU backend's measuring chooser (issue #54). At the first round of a shape class
// (storage, rows' length, loss, X from memory or not, threads) every candidate setting the kernels
// have is timed on a sample of the real X, and the fastest is kept, here and in a small file under
// the user's cache folder keyed by the processor's model and the build, so that later starts spend
// nothing. The vendor table (cpu_choices_x86.cpp) is the first guess; SGD_CPU_* switches force.
// Plain C++: no vector code, no Qt.

#include "cpu_kernels.h"

#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace sgd::gpu::detail {

/// What a kernel choice is kept for.
struct ShapeClass {
    compute::Storage storage = compute::Storage::Float32;
    int d = 0;
    bool logistic = false;
    bool fromMemory = false; ///< X of kMeasuredFromMemoryBytes or more: no cache holds it
    int threads = 1;         ///< the threads that measure it
    /// e.g. "f32 d64 least-squares memory" (the rows' length bucketed as the kernels branch). Not
    /// the thread count: 16 lanes or 8 and the block length change the order of the sums, and a
    /// round gives the same bits on any number of threads (the first count measures for all).
    std::string key() const;
};

/// X this large is read from the memory by every round (twice the 32 MiB L3 of the EPYC machines).
constexpr double kMeasuredFromMemoryBytes = 64.0 * (1 << 20);
/// X smaller than this is not measured: a round takes a millisecond or less, the guess stands.
constexpr double kMeasureMinBytes = 16.0 * (1 << 20);
/// The most the measuring of one shape class takes, all candidates together.
constexpr double kMeasureBudgetSeconds = 0.2;

/// The rows' length as the kernels branch on it: "d<32", "d32", "d48", "d64", "d32-143", "d>=144".
std::string dBucket(int d);

/// `s` with the fields that do nothing for rows of d values cleared (so that equal kernels compare
/// equal): 16 lanes only from 32 values, keep and in order only for 32, 48 and 64, spaced only in
/// order, spread only from 144 values, no cache level without requests.
KernelSettings canonicalSettings(KernelSettings s, int d);

/// A readable name that settingsFromName reads back: "16-lane in-order-spaced pf8192-L1 block128".
std::string settingsName(const KernelSettings &s);
std::optional<KernelSettings> settingsFromName(const std::string &name);

/// Every candidate for the shape, canonical and each once, `guess` first: 16 lanes (where
/// `sixteenLanes`: the processor has them) and 8, the 16-lane kernel's ways (pipelined, in order,
/// spaced, kept vectors; spread requests for wide rows), prefetch 2 KiB or 8 KiB into the L1 or
/// 8 KiB into the L2, and for float32 least squares from memory blocks of 16 rows beside 128.
std::vector<KernelSettings> kernelCandidates(const ShapeClass &shape, const KernelSettings &guess, bool sixteenLanes);

enum class ChoiceSource { Guessed, Cached, Measured };
const char *sourceName(ChoiceSource source);

struct KernelChoice {
    KernelSettings settings;
    ChoiceSource source = ChoiceSource::Guessed;
    /// Each candidate's name and median seconds on the sample, when measured (now or when cached).
    std::vector<std::pair<std::string, double>> timings;
};

/// Times the candidates: each one's median seconds in the same order, or empty when it cannot.
using MeasureFn = std::function<std::vector<double>(const std::vector<KernelSettings> &)>;

/// The choices of one processor model and build, remembered in `path`. Thread safe.
class KernelChooser {
public:
    KernelChooser(std::string path, std::string model, std::string build);
    /// The choice for `key` among `candidates` (the first: the guess): made before in this
    /// process, else read from the file, else measured (more than one candidate) and written.
    KernelChoice choose(const std::string &key, const std::vector<KernelSettings> &candidates, const MeasureFn &measure);
    /// The one line about a file that was ignored (corrupt, another processor, another build) or
    /// could not be written; "" when there is none.
    std::string note() const;
    const std::string &path() const { return m_path; }
    /// How many shape classes this chooser has measured.
    int measurements() const;
    /// Every choice in hand, by key (for Help > Diagnostics).
    std::map<std::string, KernelChoice> choices() const;

private:
    void load();
    void save();

    std::string m_path, m_model, m_build;
    mutable std::mutex m_mutex;
    std::map<std::string, KernelChoice> m_known; ///< read from the file or made here
    std::string m_note;
    int m_measured = 0;
};

/// $XDG_CACHE_HOME/sgd-studio/cpu-kernels.txt (else ~/.cache/...); "" when neither is set.
std::string kernelCachePath();

/// This build as the cache file names it: the version, the compiler and the executable's size and
/// time (a rebuilt program measures again).
std::string buildIdentity();

/// The process's chooser: kernelCachePath(), processorModel(), buildIdentity().
KernelChooser &processKernelChooser();

/// run(i) for every i < count, `repeats` times interleaved (each repeat in another order), each
/// one's median seconds; stops after three repeats once `budgetSeconds` are spent.
std::vector<double> interleavedMedians(std::size_t count, int repeats, double budgetSeconds,
                                       const std::function<double(std::size_t)> &run);

/// What the CPU backend offers `bench --kernels` and the tests: the candidates for the data it
/// holds, the choice its rounds take, and rounds with given settings instead.
class KernelLab {
public:
    /// The candidates for the data held (empty: no x86 kernel runs it).
    virtual std::vector<KernelSettings> kernelCandidates() = 0;
    /// The choice the rounds take (made by the first round if none was yet).
    virtual std::optional<KernelChoice> kernelChoice() const = 0;
    /// The rounds from now on run these settings (nullopt: the choice again).
    virtual void overrideKernel(std::optional<KernelSettings> settings) = 0;

protected:
    ~KernelLab() = default;
};

} // namespace sgd::gpu::detail
