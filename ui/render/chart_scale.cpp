// The chart's arithmetic without a painter: nice numbers, the scales' maps (linear, log10, symlog)
// and the ticks on them. The layouts and the drawing are chart.cpp.
#include "chart.h"

#include <algorithm>
#include <cmath>

namespace sgd::ui::chart {

double niceNumber(double x, bool round)
{
    if (!(x > 0) || !std::isfinite(x))
        return 1;
    const double mag = std::pow(10.0, std::floor(std::log10(x)));
    const double f = x / mag;
    double nice;
    if (round)
        nice = f < 1.5 ? 1 : f < 3 ? 2 : f < 7 ? 5 : 10;
    else
        nice = f <= 1 + 1e-12 ? 1 : f <= 2 + 1e-12 ? 2 : f <= 5 + 1e-12 ? 5 : 10;
    return nice * mag;
}

double symlog(double v)
{
    return v < 0 ? -std::log10(1 - v) : std::log10(1 + v);
}

double symlogInverse(double u)
{
    return u < 0 ? 1 - std::pow(10.0, -u) : std::pow(10.0, u) - 1;
}

const Scale::Ends &Scale::transformedEnds() const
{
    if (!(ends.kind == kind && ends.lo == lo && ends.hi == hi)) {
        ends.kind = kind;
        ends.lo = lo;
        ends.hi = hi;
        ends.a = kind == ScaleKind::SymLog ? symlog(lo) : kind == ScaleKind::Log && lo > 0 ? std::log10(lo) : lo;
        ends.b = kind == ScaleKind::SymLog ? symlog(hi) : kind == ScaleKind::Log && hi > 0 ? std::log10(hi) : hi;
    }
    return ends;
}

double Scale::map(double v) const
{
    if (kind == ScaleKind::SymLog) {
        const Ends &e = transformedEnds();
        return e.b == e.a ? from : from + (symlog(v) - e.a) / (e.b - e.a) * (to - from);
    }
    if (kind == ScaleKind::Log) {
        if (!(v > 0) || !(lo > 0) || !(hi > lo))
            return from;
        const Ends &e = transformedEnds();
        return from + (std::log10(v) - e.a) / (e.b - e.a) * (to - from);
    }
    return hi == lo ? from : from + (v - lo) / (hi - lo) * (to - from);
}

double Scale::unmap(double px) const
{
    const double f = to == from ? 0.0 : (px - from) / (to - from);
    if (kind == ScaleKind::Log && lo > 0 && hi > lo)
        return std::pow(10.0, std::log10(lo) + f * (std::log10(hi) - std::log10(lo)));
    if (kind == ScaleKind::SymLog)
        return symlogInverse(symlog(lo) + f * (symlog(hi) - symlog(lo)));
    return lo + f * (hi - lo);
}

std::vector<double> linearTicks(double lo, double hi, int target)
{
    std::vector<double> out;
    if (!std::isfinite(lo) || !std::isfinite(hi) || !(hi > lo))
        return out;
    const double step = niceNumber((hi - lo) / std::max(1, target), true);
    const double first = std::ceil(lo / step - 1e-9);
    for (int i = 0; i < 1000; ++i) {
        const double v = (first + i) * step;
        if (v > hi + 1e-9 * step)
            break;
        out.push_back(std::abs(v) < 1e-9 * step ? 0.0 : v);
    }
    return out;
}

std::vector<double> logTicks(double lo, double hi, int target)
{
    std::vector<double> out;
    if (!(lo > 0) || !(hi > lo) || !std::isfinite(hi))
        return out;
    const int first = int(std::ceil(std::log10(lo) - 1e-9)), last = int(std::floor(std::log10(hi) + 1e-9));
    const int decades = last - first + 1;
    const int every = std::max(1, int(std::ceil(double(decades) / std::max(1, target))));
    const bool fine = std::log10(hi) - std::log10(lo) < 2.0;
    for (int e = first - 1; e <= last; ++e) {
        const double p = std::pow(10.0, e);
        for (double m : {1.0, 2.0, 5.0}) {
            const double v = m * p;
            if ((m > 1 && !fine) || (m == 1 && (e - first) % every != 0) || v < lo * (1 - 1e-9) || v > hi * (1 + 1e-9))
                continue;
            out.push_back(v);
        }
    }
    return out;
}

std::vector<double> symlogTicks(double lo, double hi, int target)
{
    std::vector<double> out;
    if (!std::isfinite(lo) || !std::isfinite(hi) || !(hi > lo))
        return out;
    // The powers 10^0 .. 10^top on each side of 0 that the range reaches.
    const double reach = std::max(std::abs(lo), std::abs(hi));
    const int top = reach >= 1 ? int(std::floor(std::log10(reach) + 1e-9)) : -1;
    const int powers = (lo < 0 ? top + 1 : 0) + (hi > 0 ? top + 1 : 0) + 1;
    const int every = std::max(1, int(std::ceil(double(powers) / std::max(1, target))));
    const bool fine = symlog(hi) - symlog(lo) < 2.0;
    auto keep = [&](double v) { return v >= lo - 1e-9 * reach && v <= hi + 1e-9 * reach; };
    for (int side : {-1, 1})
        for (int e = side < 0 ? top : 0; side < 0 ? e >= 0 : e <= top; e += side < 0 ? -1 : 1) {
            if (side > 0 && e == 0 && keep(0))
                out.push_back(0.0);
            for (double m : {1.0, 2.0, 5.0}) {
                const double v = side * m * std::pow(10.0, e);
                if ((m > 1 && !fine) || (m == 1 && e % every != 0) || !keep(v))
                    continue;
                out.push_back(v);
            }
        }
    if (top < 0 && keep(0))
        out.push_back(0.0);
    std::sort(out.begin(), out.end());
    if (out.size() < 2)
        return linearTicks(lo, hi, target);
    return out;
}

} // namespace sgd::ui::chart
