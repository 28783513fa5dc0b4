#pragma once
// Every setting the window keeps between sessions (QSettings), declared once here with its key, its
// type and its default (as Tiled's SessionOption<T>). Code reads `settings::theme.get()` and writes
// `settings::theme.set(v)`; no other file names a settings key or calls QSettings
// (scripts/check_layers.py fails on it; tests/ui/tst_main_window.cpp checks that the window's
// settings come back after a restart). Keys are a user contract too: renaming one forgets what
// users set.

#include <QByteArray>
#include <QLatin1String>
#include <QSettings>
#include <QString>
#include <QVariant>

namespace sgd::ui {

template <class T> class Setting {
public:
    Setting(const char *key, T fallback) : m_key(key), m_default(std::move(fallback)) {}

    /// The stored value, or the declared default when none is stored (or it has another type).
    T get() const { return get(m_default); }
    /// The same with a default known only at run time (the home folder, the desktop's preference).
    T get(const T &fallback) const
    {
        const QVariant v = QSettings().value(QLatin1String(m_key));
        return v.isValid() && v.canConvert<T>() ? v.template value<T>() : fallback;
    }
    void set(const T &value) const { QSettings().setValue(QLatin1String(m_key), QVariant::fromValue(value)); }
    /// Forgets the stored value: get() gives the default again.
    void remove() const { QSettings().remove(QLatin1String(m_key)); }
    QLatin1String key() const { return QLatin1String(m_key); }

private:
    const char *m_key;
    T m_default;
};

namespace settings {

// The window
inline const Setting<QByteArray> geometry{"geometry", {}};
inline const Setting<QByteArray> windowState{"windowState", {}};
inline const Setting<QString> scene{"scene", {}}; ///< the scene open when the window closed ("": the lecture's first)
inline const Setting<QString> theme{"theme", QStringLiteral("system")};
inline const Setting<bool> reduceMotion{"reduceMotion", false}; ///< default: the desktop's preference
inline const Setting<QString> language{"language", {}};         ///< "": the system's
inline const Setting<int> textScale{"view/textScale", 100};
inline const Setting<int> presentationTextScale{"view/presentationTextScale", 160};
inline const Setting<bool> presentationHintShown{"presentation/hintShown", false};
inline const Setting<bool> startHint{"hints/start", true};
// Folders
inline const Setting<QString> exportFolder{"export/folder", {}}; ///< default: the home folder
inline const Setting<QString> lessonsFolder{"lessons/folder", {}};
// The picture export dialog
inline const Setting<QString> exportFormat{"export/format", QStringLiteral("png")};
inline const Setting<int> exportWidth{"export/width", 1280};
inline const Setting<int> exportHeight{"export/height", 720};
inline const Setting<int> exportScale{"export/scale", 2};
inline const Setting<bool> exportTransparent{"export/transparent", false};
inline const Setting<int> exportPage{"export/page", 0}; ///< PageSize, A4 first
inline const Setting<QString> exportStyle{"export/style", QStringLiteral("print")};
// The animation export dialog
inline const Setting<QString> animationFormat{"animation/format", QStringLiteral("mp4")};
inline const Setting<int> animationFps{"animation/fps", 30};
inline const Setting<double> animationSpeed{"animation/speed", 1.0};
inline const Setting<int> animationWidth{"animation/width", 1280};
inline const Setting<int> animationHeight{"animation/height", 720};
inline const Setting<QString> animationStyle{"animation/style", QStringLiteral("screen")};

} // namespace settings

} // namespace sgd::ui
