#include "draw.h"
#include "painters.h"

namespace sgd::ui {
namespace {

class SyncPainter : public ScenePainter {
public:
    QString sceneId() const override { return QStringLiteral("sync"); }
    void paint(QPainter &p, const QRectF &area, const PaintContext &ctx) const override
    {
        p.fillRect(area, ctx.style.background);
        draw::drawTitle(p, area, QStringLiteral("sync"), ctx.style);
    }
    QString narration(const Trace &, int, const QVariantMap &) const override { return {}; }
};

} // namespace

std::unique_ptr<ScenePainter> makeSyncPainter() { return std::make_unique<SyncPainter>(); }

} // namespace sgd::ui
