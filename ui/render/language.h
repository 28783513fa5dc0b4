#pragma once
// The language SGD Studio speaks. Its words are in Qt Linguist catalogues, one per language
// (resources/translations/sgd_studio_<code>.ts, compiled in as :/i18n/sgd_studio_<code>.qm), with
// Qt's own catalogue for its dialogs beside them. English is the source and needs no catalogue.
// The language is chosen once per process before any window or picture exists (`--lang`, then
// View > Language's remembered choice, then the system's locale) and may change while the
// window is open (View > Language). Numbers on screen follow it (core/number_text.h reads the
// default QLocale that setLanguage() sets); files and the command line's machine-readable output
// never do.

#include <QList>
#include <QString>

#include <functional>
#include <initializer_list>
#include <string>

namespace sgd::ui {

struct Language {
    QString code; ///< "en", "de", "zh_CN": the catalogue's suffix and the value of --lang
    QString name; ///< in the language itself: "English", "Deutsch", "中文（简体）"
};

/// English first, then every language a catalogue ships for.
const QList<Language> &shippedLanguages();
/// The shipped language a code or a locale name stands for ("de", "de_AT", "de-CH", "zh_CN",
/// "zh-Hans-CN", "zh", "en_US", "C"); empty when none does.
QString matchLanguage(const QString &name);
/// The system's language when one is shipped (the first of the locale's UI languages that is), else "en".
QString systemLanguage();
/// Installs the language's catalogue and Qt's in the application (they are its children), and makes
/// its locale the default for the numbers shown on screen. A code that is not shipped, or no
/// application yet: false, nothing changes, and `error` says why (naming the languages there are).
bool setLanguage(const QString &code, QString *error = nullptr);
/// The language installed by setLanguage() ("en" before any call).
QString currentLanguage();
/// "de, en, zh_CN": the codes --lang accepts.
QString languageCodes();

/// `source` (from `context` of the catalogues) in the shipped language `code`, whichever language is
/// installed: a student's class page in the student's browser language. The installed language
/// asks QCoreApplication::translate; another one reads its catalogue without installing it (kept as
/// a child of the application); English, an unknown code or an untranslated entry: the source.
QString translateIn(const QString &code, const char *context, const char *source);
/// The first shipped language of an HTTP Accept-Language header ("de-CH,de;q=0.9,en;q=0.8"), by
/// the weights it gives; empty when it names none.
QString matchAcceptLanguage(const QString &header);

/// Core's words (a scene's title, summary and "what to look for", a parameter's label and help),
/// which core keeps in English, in the current language. resources/translations/core_strings.cpp
/// lists them for lupdate (generated; the code_translations test keeps it current).
QString coreText(const std::string &english);

/// A sentence core wrote in English for a trace (a run's one-line summary: "converges: each step
/// shrinks the distance to w* by the factor 0.1"), in the language shown. `shapes` are the English
/// sentences core writes, %1, %2, ... where it puts values, each marked QT_TRANSLATE_NOOP("QObject", ...)
/// for the catalogues. The first shape the whole message fits is translated and given the message's
/// own values: a number written with a decimal point as the language writes it, a value that fits a
/// shape itself translated too ("stopped after 5 of 9 updates; " + another summary). No shape fits
/// (a trace from another version): the message as it is. English: the message, byte for byte.
QString translatedMessage(const std::string &message, std::initializer_list<const char *> shapes);

/// A message in the language shown, and whether all of it was understood.
struct MessageText {
    QString text;
    /// True when the message is empty, or a shape fitted the whole of it and every value a shape's %n
    /// took is a number ("12,500", "0.25", "1.5×10⁻³"), fits a shape itself, or is a word `words`
    /// knows: no English sentence is left in `text`. False: some of it stayed as core wrote it (a
    /// sentence core changed, a word nobody translates). The same in every language.
    bool fitted = false;
    /// True when every shape that fitted has a translation in the language shown that reads otherwise
    /// than its English (always in English): false shows a shape the catalogue lacks.
    bool translated = false;
};
/// A value's own words (a choice as the window names it: "keep", "behalten"); empty for a value it
/// does not know.
using MessageWords = std::function<QString(const QString &value)>;
/// translatedMessage() with its verdict, and `words` for values that are neither numbers nor shapes.
MessageText fittedMessage(const std::string &message, std::initializer_list<const char *> shapes, const MessageWords &words = {});
/// The words for the values of the choice parameter `key` of scene `sceneId` (text::choiceWords():
/// as the window's field names them); empty for anything else.
MessageWords choiceMessageWords(const std::string &sceneId, const std::string &key);

/// What computes, as the compute backend writes it for a projector ("CPU, 2 threads, kernel measured",
/// "GPU NVIDIA H200"; core/compute_backend.h's summary()), in the language shown.
QString computeSummaryText(const std::string &summary);
/// Why the scale lab is not on the GPU (gpu/backend_factory.cpp's reasons: "CUDA support not built",
/// "no CUDA device (...)") in the language shown; the driver's own words in brackets stay as they are.
QString fallbackReasonText(const QString &reason);

} // namespace sgd::ui
