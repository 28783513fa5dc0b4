#include "draw.h"
#include "painters.h"

namespace sgd::ui {
namespace {

class SingleWeightPainter : public ScenePainter {
public:
    QString sceneId() const override { return QStringLiteral("single-weight"); }
    void paint(QPainter &p, const QRectF &area, const PaintContext &ctx) const override
    {
        p.fillRect(area, ctx.style.background);
        draw::drawTitle(p, area, QStringLiteral("single-weight"), ctx.style);
    }
    QString narration(const Trace &, int, const QVariantMap &) const override { return {}; }
};

} // namespace

std::unique_ptr<ScenePainter> makeSingleWeightPainter() { return std::make_unique<SingleWeightPainter>(); }

} // namespace sgd::ui
