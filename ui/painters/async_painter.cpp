#include "draw.h"
#include "painters.h"

namespace sgd::ui {
namespace {

class AsyncPainter : public ScenePainter {
public:
    QString sceneId() const override { return QStringLiteral("async"); }
    void paint(QPainter &p, const QRectF &area, const PaintContext &ctx) const override
    {
        p.fillRect(area, ctx.style.background);
        draw::drawTitle(p, area, QStringLiteral("async"), ctx.style);
    }
    QString narration(const Trace &, int, const QVariantMap &) const override { return {}; }
};

} // namespace

std::unique_ptr<ScenePainter> makeAsyncPainter() { return std::make_unique<AsyncPainter>(); }

} // namespace sgd::ui
