#include "draw.h"
#include "painters.h"

namespace sgd::ui {
namespace {

class MiniBatchPainter : public ScenePainter {
public:
    QString sceneId() const override { return QStringLiteral("mini-batch"); }
    void paint(QPainter &p, const QRectF &area, const PaintContext &ctx) const override
    {
        p.fillRect(area, ctx.style.background);
        draw::drawTitle(p, area, QStringLiteral("mini-batch"), ctx.style);
    }
    QString narration(const Trace &, int, const QVariantMap &) const override { return {}; }
};

} // namespace

std::unique_ptr<ScenePainter> makeMiniBatchPainter() { return std::make_unique<MiniBatchPainter>(); }

} // namespace sgd::ui
