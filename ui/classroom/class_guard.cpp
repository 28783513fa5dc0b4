#include "class_guard.h"

#include <QJsonDocument>

#include <QChar>
#include <QList>

#include <algorithm>

namespace sgd::ui {

/// An SVG with the numbers inside its tags (coordinates, widths, matrices) cut to two decimals: a
/// hundredth of a pixel, half the bytes. Text between tags (the picture's labels) is left as written.
QByteArray compactJson(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

QByteArray compactSvg(const QByteArray &svg)
{
    QByteArray out;
    out.reserve(svg.size());
    bool inTag = false;
    for (qsizetype i = 0; i < svg.size(); ++i) {
        const char c = svg[i];
        if (c == '<')
            inTag = true;
        else if (c == '>')
            inTag = false;
        out += c;
        const auto digit = [&svg](qsizetype k) { return k >= 0 && k < svg.size() && svg[k] >= '0' && svg[k] <= '9'; };
        if (inTag && c == '.' && digit(i - 1) && digit(i + 1)) {
            qsizetype j = i + 1;
            while (digit(j))
                ++j;
            const char after = j < svg.size() ? svg[j] : ' ';
            const bool number = !((after >= 'a' && after <= 'z') || (after >= 'A' && after <= 'Z' && after != 'E') ||
                                  after == '.' || after == '_' || after == '/'); // not "w3.org", "1.2.3"
            out += svg.mid(i + 1, number ? std::min<qsizetype>(2, j - i - 1) : j - i - 1);
            i = j - 1;
        }
    }
    return out;
}

QString cleanNickname(const QString &raw)
{
    QList<char32_t> kept;
    for (const uint c : raw.toUcs4())
        if (QChar::isPrint(c) && QChar::category(c) != QChar::Other_Format)
            kept.append(char32_t(c));
    const QList<uint> points = QString::fromUcs4(kept.constData(), kept.size()).simplified().toUcs4();
    QList<char32_t> cut;
    for (qsizetype i = 0; i < std::min<qsizetype>(points.size(), 24); ++i)
        cut.append(char32_t(points[i]));
    return QString::fromUcs4(cut.constData(), cut.size());
}

} // namespace sgd::ui
