#include "qr_code.h"

#include <qrencode.h>

#include <memory>

namespace sgd::ui {

QImage qrCodeImage(const QString &text)
{
    const QByteArray bytes = text.toUtf8();
    // Level M: a projector's glare or a student's shaky hand may cost some modules.
    std::unique_ptr<QRcode, decltype(&QRcode_free)> code(QRcode_encodeString8bit(bytes.constData(), 0, QR_ECLEVEL_M),
                                                         &QRcode_free);
    if (!code)
        return {};
    constexpr int kQuiet = 4;
    const int size = code->width + 2 * kQuiet;
    QImage image(size, size, QImage::Format_Mono);
    image.setColor(0, qRgb(255, 255, 255));
    image.setColor(1, qRgb(0, 0, 0));
    image.fill(0);
    for (int y = 0; y < code->width; ++y)
        for (int x = 0; x < code->width; ++x)
            if (code->data[y * code->width + x] & 1)
                image.setPixel(x + kQuiet, y + kQuiet, 1);
    return image;
}

} // namespace sgd::ui
