// X kept in 16 bits (issue #34): bfloat16 and float16 bits both ways (every one of the 65,536
// patterns), and gradient rounds on X kept that way against a float64 reference over the very
// values kept (the arithmetic: float accumulation only), and against the float32 round (the
// rounding of X: bfloat16 keeps 8 bits of mantissa, float16 11).
#include "core/scenes/scale-lab/retail_zones.h"
#include "core/shared_math.h"
#include "gpu/backend_factory.h"
#include "gpu/cpu_kernel_chooser.h"
#include "gpu/cpu_kernels.h"

#include <QTest>

#include <cmath>
#include <cstring>
#include <map>
#include <random>

using namespace sgd;
using namespace sgd::gpu;

namespace {

float bitsToFloat(unsigned int b)
{
    float f;
    std::memcpy(&f, &b, sizeof f);
    return f;
}

/// The largest |a - b| over the largest |b|: an error relative to the vector's scale.
double relativeTo(const std::vector<double> &a, const std::vector<double> &b)
{
    double err = 0, scale = 0;
    for (std::size_t i = 0; i < a.size(); ++i) {
        err = std::max(err, std::abs(a[i] - b[i]));
        scale = std::max(scale, std::abs(b[i]));
    }
    return scale > 0 ? err / scale : err;
}

SyntheticSpec spec(int rows, int features, int workers, Storage storage, bool logistic = false)
{
    RetailZonesConfig c;
    c.rows = rows;
    c.features = features;
    c.zones = workers;
    c.seed = 7;
    c.binaryLabels = logistic;
    SyntheticSpec s = retailZonesSpec(c);
    s.storage = storage;
    return s;
}

/// Every worker's gradient and loss in float64 over the rows as the backend keeps them (readRows
/// widens the 16-bit values exactly): what the round computes, up to float accumulation.
void reference(const ComputeBackend &b, const std::vector<double> &w, bool logistic, std::vector<double> &grads,
               std::vector<double> &losses)
{
    const int d = b.features(), k = b.workers();
    std::vector<double> x(std::size_t(b.rows()) * std::size_t(d)), y(std::size_t(b.rows()));
    QVERIFY(b.readRows(0, b.rows(), x, y).ok());
    grads.assign(std::size_t(k) * std::size_t(d), 0.0);
    losses.assign(std::size_t(k), 0.0);
    for (int s = 0; s < k; ++s) {
        const std::int64_t lo = b.shardOffsets()[std::size_t(s)], hi = b.shardOffsets()[std::size_t(s) + 1];
        for (std::int64_t i = lo; i < hi; ++i) {
            const double *row = x.data() + std::size_t(i) * std::size_t(d);
            double z = 0;
            for (int j = 0; j < d; ++j)
                z += row[j] * w[std::size_t(j)];
            const auto t = math::rowTerms<false>(z, y[std::size_t(i)]);
            const auto tl = math::rowTerms<true>(z, y[std::size_t(i)]);
            const double r = logistic ? tl.residual : t.residual;
            losses[std::size_t(s)] += logistic ? tl.loss : t.loss;
            for (int j = 0; j < d; ++j)
                grads[std::size_t(s) * std::size_t(d) + std::size_t(j)] += r * row[j];
        }
        for (int j = 0; j < d; ++j)
            grads[std::size_t(s) * std::size_t(d) + std::size_t(j)] /= double(hi - lo);
        losses[std::size_t(s)] /= double(hi - lo);
    }
}

/// Whether the 16-lane kernels run here (AVX-512 F, BW and VL beside the AVX2 ones).
bool sixteenLaneKernels(bool logistic, Storage storage)
{
    __builtin_cpu_init();
    return detail::avx2ChunkKernel(logistic, storage) != nullptr && __builtin_cpu_supports("avx512f") &&
           __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512vl");
}

/// The rows of 2 to 4 vectors of 16 values the 16-lane kernels keep in registers (32, 48 and 64
/// values), each storage, each loss: columns storage, features, logistic.
void rowsOfTwoToFourVectors()
{
    QTest::addColumn<int>("storage");
    QTest::addColumn<int>("features");
    QTest::addColumn<bool>("logistic");
    for (const Storage s : {Storage::Float32, Storage::BFloat16, Storage::Float16})
        for (const int d : {32, 48, 64})
            for (const bool logistic : {false, true})
                QTest::addRow("%s d=%d %s", toString(s), d, logistic ? "logistic" : "least-squares") << int(s) << d << logistic;
}

/// One round with the kernels' switch `name` at 1 and one at 0 (unset after): the two ways add the
/// same products in the same order, so the sums are the same bit for bit, and both lie within
/// 1e-5 of the float64 reference.
void sameSumsEitherWay(ComputeBackend &b, const std::vector<double> &w, bool logistic, const char *name)
{
    GradientRound on, off;
    qputenv(name, "1");
    QVERIFY(b.gradientRound(w, on).ok());
    qputenv(name, "0");
    QVERIFY(b.gradientRound(w, off).ok());
    qunsetenv(name);
    QCOMPARE(on.gradients, off.gradients);
    QCOMPARE(on.losses, off.losses);
    std::vector<double> refG, refL;
    reference(b, w, logistic, refG, refL);
    QVERIFY2(relativeTo(on.gradients, refG) < 1e-5, qPrintable(QString::number(relativeTo(on.gradients, refG))));
    QVERIFY2(relativeTo(on.losses, refL) < 1e-5, qPrintable(QString::number(relativeTo(on.losses, refL))));
}

std::vector<double> weights(int d)
{
    std::vector<double> w(static_cast<std::size_t>(d));
    for (int j = 0; j < d; ++j)
        w[std::size_t(j)] = 0.05 * ((j % 5) - 2);
    return w;
}

} // namespace

class TestStorage : public QObject {
    Q_OBJECT

private slots:
    void everyBFloat16Pattern()
    {
        for (unsigned int h = 0; h < 65536; ++h) {
            const float f = math::fromBFloat16Bits((unsigned short)h);
            const float exact = bitsToFloat(h << 16); // a bfloat16 is a float's top half
            QVERIFY(f == exact || (std::isnan(f) && std::isnan(exact)));
            if (f == f) // every value is its own bfloat16
                QCOMPARE(math::bfloat16Bits(f), (unsigned short)h);
        }
        // Rounding to nearest, ties to even, as roundToBFloat16 does (the quantized scene's wire format).
        std::mt19937 rng(3);
        std::uniform_real_distribution<float> u(-1000.0f, 1000.0f);
        for (int i = 0; i < 100000; ++i) {
            const float f = u(rng);
            QCOMPARE(double(math::fromBFloat16Bits(math::bfloat16Bits(f))), math::roundToBFloat16(f));
        }
        QVERIFY(std::isnan(math::fromBFloat16Bits(math::bfloat16Bits(std::nanf("")))));
    }

    void everyFloat16Pattern()
    {
        int finite = 0;
        for (unsigned int h = 0; h < 65536; ++h) {
            const float f = math::fromFloat16Bits((unsigned short)h);
            const unsigned int exp = (h >> 10) & 0x1F, mant = h & 0x3FF;
            if (exp == 31) {
                QVERIFY(mant ? std::isnan(f) : std::isinf(f));
                continue;
            }
            // The value the bits mean: (-1)^s 2^(e-15) (1 + m/1024), or 2^-14 m/1024 for e = 0.
            const double magnitude = exp == 0 ? std::ldexp(double(mant), -24) : std::ldexp(1024.0 + mant, int(exp) - 25);
            QCOMPARE(double(f), (h & 0x8000) ? -magnitude : magnitude);
            QCOMPARE(math::float16Bits(f), (unsigned short)h); // and back, signed zeros included
            ++finite;
        }
        QCOMPARE(finite, 63488);
        std::mt19937 rng(5);
        std::uniform_real_distribution<float> u(-70000.0f, 70000.0f);
        for (int i = 0; i < 100000; ++i) {
            const float f = i % 2 ? u(rng) : u(rng) * 1e-6f; // large and tiny (subnormal) values
            QCOMPARE(double(math::fromFloat16Bits(math::float16Bits(f))), math::roundToFloat16(f));
        }
        QVERIFY(std::isinf(math::fromFloat16Bits(math::float16Bits(1e6f))));
    }

    void namesBothWays()
    {
        for (const Storage st : {Storage::Float32, Storage::BFloat16, Storage::Float16})
            QCOMPARE(storageFromString(toString(st)), std::optional<Storage>(st));
        QVERIFY(!storageFromString("fp8") && !storageFromString("") && !storageFromString("BF16"));
        QCOMPARE(std::string(formatName(Storage::BFloat16)), std::string("bfloat16"));
        QCOMPARE(significandBits(Storage::Float16), 11); // 10 stored bits and the implicit one
        QCOMPARE(significandBits(Storage::BFloat16), 8);
    }

    void roundsOnSixteenBitX_data()
    {
        QTest::addColumn<int>("storage");
        QTest::addColumn<int>("features");
        QTest::addColumn<bool>("logistic");
        QTest::addColumn<QString>("kernel"); // SGD_CPU_KERNEL: the best this processor has, the 8-lane one, the plain loop
        for (const Storage s : {Storage::BFloat16, Storage::Float16})
            for (const int d : {8, 13, 16, 21, 48, 64, 80, 130})
                for (const bool logistic : {false, true})
                    for (const char *kernel : {"", "avx2", "generic"})
                        QTest::addRow("%s d=%d %s%s%s", toString(s), d, logistic ? "logistic" : "least-squares",
                                      *kernel ? " " : "", kernel)
                            << int(s) << d << logistic << QString::fromLatin1(kernel);
    }

    void roundsOnSixteenBitX()
    {
        QFETCH(int, storage);
        QFETCH(int, features);
        QFETCH(bool, logistic);
        QFETCH(QString, kernel);
        const Storage st = Storage(storage);
        if (!kernel.isEmpty())
            qputenv("SGD_CPU_KERNEL", kernel.toLatin1()); // the kernel is chosen when the backend is made
        auto b16 = makeBackend(BackendKind::Cpu, 2);
        qunsetenv("SGD_CPU_KERNEL");
        auto b32 = makeBackend(BackendKind::Cpu, 2);
        QVERIFY(b16->supportsStorage(st));
        QVERIFY(b16->generate(spec(5000, features, 4, st, logistic)).ok());
        QCOMPARE(b16->storage(), st);
        QVERIFY(b32->generate(spec(5000, features, 4, Storage::Float32, logistic)).ok());
        const std::vector<double> w = weights(features);
        GradientRound r16, r32;
        QVERIFY(b16->gradientRound(w, r16).ok());
        QVERIFY(b32->gradientRound(w, r32).ok());
        // The arithmetic: against float64 over the values kept, float accumulation only.
        std::vector<double> refG, refL;
        reference(*b16, w, logistic, refG, refL);
        QVERIFY2(relativeTo(r16.gradients, refG) < 1e-5, qPrintable(QString::number(relativeTo(r16.gradients, refG))));
        QVERIFY2(relativeTo(r16.losses, refL) < 1e-5, qPrintable(QString::number(relativeTo(r16.losses, refL))));
        // The rounding of X: to nearest, a value moves by at most 2^-8 of itself in bfloat16 (8 bits
        // of precision), 2^-11 in float16 (11 bits); the gradient and the loss move by about that
        // much, here well inside 4 times it.
        const double step = st == Storage::BFloat16 ? std::ldexp(1.0, -8) : std::ldexp(1.0, -11);
        const double vs32 = relativeTo(r16.gradients, r32.gradients);
        QVERIFY2(vs32 < 4 * step, qPrintable(QString::number(vs32)));
        QVERIFY2(vs32 > 0, "the 16-bit round equals the float32 one bit for bit: X was not rounded");
        QVERIFY(std::abs(r16.combinedLoss - r32.combinedLoss) < 4 * step * std::abs(r32.combinedLoss));
        // The rows as kept, widened exactly, each within that bound of the float32 value.
        std::vector<double> x16(std::size_t(features) * 10), y16(10), x32(std::size_t(features) * 10), y32(10);
        QVERIFY(b16->readRows(100, 10, x16, y16).ok());
        QVERIFY(b32->readRows(100, 10, x32, y32).ok());
        for (std::size_t v = 0; v < x16.size(); ++v)
            QVERIFY(std::abs(x16[v] - x32[v]) <= step * std::abs(x32[v]));
        QCOMPARE(y16, y32);
    }

    void keptVectorsGiveTheSameSums_data() { rowsOfTwoToFourVectors(); }

    void keptVectorsGiveTheSameSums()
    {
        // Rows of 32, 48 and 64 values: keepRows (each group's vectors loaded once) and wideRows
        // (loaded again for the gradient terms) add the same products in the same order.
        QFETCH(int, storage);
        QFETCH(int, features);
        QFETCH(bool, logistic);
        if (!sixteenLaneKernels(logistic, Storage(storage)))
            QSKIP("no 16-lane kernels on this processor: keepRows does not run");
        auto b = makeBackend(BackendKind::Cpu, 2);
        QVERIFY(b->generate(spec(5003, features, 4, Storage(storage), logistic)).ok());
        sameSumsEitherWay(*b, weights(features), logistic, "SGD_CPU_KEEP");
        // The switch is read for every chunk: with it unset the processor's default decides.
        QCOMPARE(detail::keepGroupVectors(), false);
    }

    void groupsInOrderGiveTheSameSums_data() { rowsOfTwoToFourVectors(); }

    void groupsInOrderGiveTheSameSums()
    {
        // Rows of 32, 48 and 64 values: each group's dot products, residuals and gradient terms
        // one after another, or the next group's dot products first, add the same products in the
        // same order; and the requests for X spaced apart or back to back change nothing but the
        // timing.
        QFETCH(int, storage);
        QFETCH(int, features);
        QFETCH(bool, logistic);
        if (!sixteenLaneKernels(logistic, Storage(storage)))
            QSKIP("no 16-lane kernels on this processor: wideRows does not run");
        auto b = makeBackend(BackendKind::Cpu, 2);
        QVERIFY(b->generate(spec(5003, features, 4, Storage(storage), logistic)).ok());
        sameSumsEitherWay(*b, weights(features), logistic, "SGD_CPU_INORDER");
        if (QTest::currentTestFailed())
            return;
        qputenv("SGD_CPU_INORDER", "1");
        sameSumsEitherWay(*b, weights(features), logistic, "SGD_CPU_SPACED");
        qunsetenv("SGD_CPU_INORDER");
        // With the switches unset the processor decides: both on Intel processors.
        const bool intel = __builtin_cpu_is("intel") != 0;
        QCOMPARE(detail::inOrderGroups(), intel);
        QCOMPARE(detail::spacedRequests(), intel);
    }

    void spreadRequestsGiveTheSameSums()
    {
        // Rows of 144 values or more, with a tail and without, float32 and bfloat16: asking for X
        // line by line as the loop goes, or a group's lines at once, reads the same values.
        if (!sixteenLaneKernels(false, Storage::Float32))
            QSKIP("no 16-lane kernels on this processor: the wide rows' loop does not run");
        for (const Storage s : {Storage::Float32, Storage::BFloat16})
            for (const int d : {150, 512}) {
                auto b = makeBackend(BackendKind::Cpu, 2);
                QVERIFY(b->generate(spec(1003, d, 4, s)).ok());
                sameSumsEitherWay(*b, weights(d), false, "SGD_CPU_SPREAD");
                if (QTest::currentTestFailed())
                    return;
            }
        // With the switch unset the processor decides: spread on Intel processors.
        QCOMPARE(detail::spreadWideRequests(), __builtin_cpu_is("intel") != 0);
    }

    void everyCandidateGivesTheSameSums_data()
    {
        QTest::addColumn<int>("storage");
        QTest::addColumn<int>("features");
        QTest::addColumn<bool>("logistic");
        for (const Storage s : {Storage::Float32, Storage::BFloat16, Storage::Float16})
            for (const int d : {13, 32, 48, 64, 80, 150})
                for (const bool logistic : {false, true})
                    QTest::addRow("%s d=%d %s", toString(s), d, logistic ? "logistic" : "least-squares")
                        << int(s) << d << logistic;
    }

    void everyCandidateGivesTheSameSums()
    {
        // Every kernel and setting the chooser picks from (bench --kernels runs the same list): the
        // ways of one kernel (pipelined, in order, spaced, kept vectors, spread requests) and the
        // prefetch distance and cache add the same products in the same order, so the sums are the
        // same bit for bit for the same lanes and block length; 16 lanes or 8, and blocks of 16
        // rows or 128, add them in another order: each within 1e-5 of the float64 reference.
        QFETCH(int, storage);
        QFETCH(int, features);
        QFETCH(bool, logistic);
        auto b = makeBackend(BackendKind::Cpu, 2);
        auto *lab = dynamic_cast<detail::KernelLab *>(b.get());
        QVERIFY(lab);
        QVERIFY(b->generate(spec(3001, features, 3, Storage(storage), logistic)).ok());
        std::vector<detail::KernelSettings> all = lab->kernelCandidates();
        if (all.empty())
            QSKIP("no x86 kernel on this processor: the generic loop only");
        // The chooser's blocks of 16 rows are for X from memory; here they are tried on this X too.
        for (std::size_t i = 0, n = all.size(); i < n; ++i)
            if (all[i].sixteenLanes && Storage(storage) == Storage::Float32 && !logistic && features >= 32 && features < 144) {
                detail::KernelSettings sixteenRows = all[i];
                sixteenRows.blockRows = 16;
                all.push_back(sixteenRows);
            }
        const std::vector<double> w = weights(features);
        std::vector<double> refG, refL;
        reference(*b, w, logistic, refG, refL);
        std::map<std::pair<bool, long long>, GradientRound> family; // by (16 lanes, block length)
        for (const detail::KernelSettings &s : all) {
            lab->overrideKernel(s);
            GradientRound r;
            QVERIFY(b->gradientRound(w, r).ok());
            const std::string name = detail::settingsName(s);
            QVERIFY2(relativeTo(r.gradients, refG) < 1e-5, name.c_str());
            QVERIFY2(relativeTo(r.losses, refL) < 1e-5, name.c_str());
            const auto [first, isNew] = family.try_emplace({s.sixteenLanes, s.blockRows}, r);
            if (!isNew) {
                QVERIFY2(r.gradients == first->second.gradients, name.c_str());
                QVERIFY2(r.losses == first->second.losses, name.c_str());
            }
        }
        lab->overrideKernel(std::nullopt);
        QVERIFY(all.size() >= 3); // the three prefetches at least
    }

    void theSameBitsOnOneThreadOrMany()
    {
        auto one = makeBackend(BackendKind::Cpu, 1), many = makeBackend(BackendKind::Cpu, 3);
        for (auto *b : {one.get(), many.get()})
            QVERIFY(b->generate(spec(40000, 64, 8, Storage::BFloat16)).ok());
        GradientRound a, c;
        QVERIFY(one->gradientRound(weights(64), a).ok());
        QVERIFY(many->gradientRound(weights(64), c).ok());
        QCOMPARE(a.gradients, c.gradients);
        QCOMPARE(a.losses, c.losses);
    }
};

QTEST_GUILESS_MAIN(TestStorage)
#include "tst_storage.moc"
