#include "ring_allreduce.h"

#include <stdexcept>

namespace sgd {

int ringChunkBegin(int length, int k, int c)
{
    return int((long long)length * c / k);
}

RingAllReduceResult ringAllReduce(std::vector<std::vector<double>> inputs)
{
    const int k = int(inputs.size());
    RingAllReduceResult r;
    if (k == 0)
        return r;
    const int len = int(inputs.front().size());
    for (const auto &v : inputs)
        if (int(v.size()) != len)
            throw std::invalid_argument("ring all-reduce needs equally long vectors");
    r.elementsSent.assign(static_cast<std::size_t>(k), 0.0);
    r.elementsReceived.assign(static_cast<std::size_t>(k), 0.0);
    auto mod = [k](int a) { return ((a % k) + k) % k; };
    auto move = [&](int phase, int s) {
        RingStep step;
        step.phase = phase;
        step.chunkSent.resize(static_cast<std::size_t>(k));
        // Snapshot the outgoing chunks first: all sends of a step happen at once.
        std::vector<std::vector<double>> outgoing(static_cast<std::size_t>(k));
        for (int w = 0; w < k; ++w) {
            const int c = phase == 0 ? mod(w - s) : mod(w + 1 - s);
            step.chunkSent[std::size_t(w)] = c;
            const int b = ringChunkBegin(len, k, c), e = ringChunkBegin(len, k, c + 1);
            outgoing[std::size_t(w)].assign(inputs[std::size_t(w)].begin() + b, inputs[std::size_t(w)].begin() + e);
        }
        for (int w = 0; w < k; ++w) {
            const int to = mod(w + 1);
            const int c = step.chunkSent[std::size_t(w)];
            const int b = ringChunkBegin(len, k, c);
            const auto &chunk = outgoing[std::size_t(w)];
            for (std::size_t i = 0; i < chunk.size(); ++i) {
                double &dst = inputs[std::size_t(to)][std::size_t(b) + i];
                dst = phase == 0 ? dst + chunk[i] : chunk[i];
            }
            r.elementsSent[std::size_t(w)] += double(chunk.size());
            r.elementsReceived[std::size_t(to)] += double(chunk.size());
        }
        r.steps.push_back(std::move(step));
    };
    for (int s = 0; s < k - 1; ++s)
        move(0, s);
    for (int s = 0; s < k - 1; ++s)
        move(1, s);
    r.buffers = std::move(inputs);
    return r;
}

} // namespace sgd
