// Fuzz target: the painters (issue #55). A trace the reader accepts is drawn in every view of its
// scene at its first and last step, small; nothing may crash, and a painter's loops are bounded by
// the picture, never by the trace's values (libFuzzer's -timeout catches one that is not). The
// reader's own checks are the trace target's; here they only decide which inputs reach a painter.
#include "fuzz_targets.h"

#include "core/trace_file.h"
#include "ui/render/exporter.h"
#include "ui/render/scene_painter.h"

#include <QGuiApplication>
#include <QImage>

#include <cstdlib>
#include <optional>
#include <string>

namespace sgd::fuzz {

int tracePainter(const std::uint8_t *data, std::size_t size)
{
    const std::string text(reinterpret_cast<const char *>(data), size);
    LoadedTrace loaded;
    try {
        loaded = readTraceJson(text, "fuzz.json");
    } catch (const TraceFormatError &) {
        return 0;
    }
    // Painting text needs a GUI application; the command-line target makes and ends its own per
    // call, so this one does too unless the caller has one.
    static int argc = 1;
    static char name[] = "sgd-fuzz";
    static char *argv[] = {name, nullptr};
    std::optional<QGuiApplication> app;
    if (!QCoreApplication::instance()) {
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        app.emplace(argc, argv);
    }
    const ui::ScenePainter *painter = ui::painterFor(QString::fromStdString(loaded.trace.scene));
    if (!painter)
        std::abort(); // the reader accepted a scene nobody draws
    const int last = int(loaded.trace.frames.size()) - 1;
    for (const QString &view : painter->views())
        for (int step : {0, last}) {
            ui::PictureOptions o;
            o.size = QSize(320, 180);
            o.scale = 1;
            o.view = view;
            o.step = step;
            if (ui::pictureImage(loaded.trace, o).isNull())
                std::abort();
        }
    return 0;
}

} // namespace sgd::fuzz
