#pragma once
// The join address as a QR code (libqrencode): phones open the class page by pointing the camera
// at the projector.

#include <QImage>
#include <QString>

namespace sgd::ui {

/// `text` as a QR code, one pixel per module with a quiet zone of four modules (scale it with
/// Qt::FastTransformation to keep the edges sharp); a null image when it cannot be encoded.
QImage qrCodeImage(const QString &text);

} // namespace sgd::ui
