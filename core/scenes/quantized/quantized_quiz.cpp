// The quantized scene's quiz: the values it can ask about the next step and its default question
// (core/quiz_def.h); core/scenes/scene_list.h registers it with the scene.
#include "quantized_trace.h"

#include "core/quiz_def.h"

namespace sgd::quizdef {

SceneQuiz quantizedQuiz()
{
    using F = QuantizedRound;
    return makeQuiz<QuantizedTrace>(
        "bytes_sent",
        {number("bytes_sent", "bytes sent so far", &F::bytes_sent, "bytes"), number("loss", "loss", &F::loss),
         number("quantization_error", "quantization error", &F::quantization_error)},
        [](const Trace &, const QuantizedTrace &tt, int n) {
            const F &f = tt.frames[std::size_t(n)];
            return text::words("How many bytes will have been sent after the next round? %1 so far; one message is %2 bytes, "
                               "%3.",
                               {num(f.bytes_sent), num(tt.meta.message_bytes),
                                text::counted(tt.meta.workers, "worker", "workers").toStdString()});
        });
}

} // namespace sgd::quizdef
