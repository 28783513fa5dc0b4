#include "scene_guides.h"

#include <map>

namespace sgd {

std::string builtinLookFor(const std::string &sceneId)
{
    static const std::map<std::string, std::string> guides = {
        {"hogwild",
         "Several threads of this very machine write into one weight vector without any locks. Watch the lanes "
         "and the collision marks: with sparse data the writes rarely touch the same weights, so the loss falls "
         "about as well as with locks, only faster. Run it twice: the numbers differ, because the timing is real."},
        {"implicit-momentum",
         "With many workers, every update uses a gradient that is a few steps old. Look at how the weight swings "
         "past the target and back, just as plain SGD with momentum would. The more workers, the stronger the "
         "swing, close to momentum 1 - 1/K."},
        {"staleness-remedies",
         "The same stale gradients go through five server rules side by side. Take constant eta as the baseline "
         "and compare how far each other curve swings and how soon it settles: shrinking eta with the staleness, "
         "clipping the gradient and compensating for the delay each tame the wobble in their own way."},
        {"backup-workers",
         "Each round closes after the first K - b gradients; the stragglers are left out. Watch the round time "
         "shrink while fewer samples count per update. In the hybrid, the run starts synchronous to warm up "
         "and switches to asynchronous once the weight is close."},
        {"sharded-servers",
         "Every push costs the server some time. Watch one server's queue grow as workers are added until it "
         "caps the whole cluster. Split the weights over S shards, each owning a slice, and the ceiling lifts. "
         "Give one shard a bigger slice, or make it hot, and that shard alone sets the ceiling for everyone."},
        {"drifting-stream",
         "The best weight keeps moving as new data streams in. Async workers keep chasing it step by step, "
         "while the batch model stays put until its next retrain and then jumps. Watch the gap between each "
         "model and the moving target."},
        {"async-pitfalls",
         "Run the same async setup twice: the arrival order changes and so does the answer, while sync gives "
         "the same result every time. With only two workers, look at the message count: async sends more and "
         "gains nothing."},
    };
    const auto it = guides.find(sceneId);
    return it == guides.end() ? std::string() : it->second;
}

} // namespace sgd
