#include "draw.h"
#include "painters.h"

namespace sgd::ui {
namespace {

class DecentralizedPainter : public ScenePainter {
public:
    QString sceneId() const override { return QStringLiteral("decentralized"); }
    void paint(QPainter &p, const QRectF &area, const PaintContext &ctx) const override
    {
        p.fillRect(area, ctx.style.background);
        draw::drawTitle(p, area, QStringLiteral("decentralized"), ctx.style);
    }
    QString narration(const Trace &, int, const QVariantMap &) const override { return {}; }
};

} // namespace

std::unique_ptr<ScenePainter> makeDecentralizedPainter() { return std::make_unique<DecentralizedPainter>(); }

} // namespace sgd::ui
