#pragma once
// The one way SGD Studio writes a number for a person (QtCore only, so core text uses it too): the picture, the narration, the
// step table, exported pictures and handouts all go through these functions (traces written by `sgd-studio trace` keep full
// precision and do not).
//
// The policy, in order:
//  1. Not finite: "—". Zero, also −0: "0".
//  2. Noise is snapped: a float32 value (a float widened to double) within one float32 epsilon
//     (relative) of a decimal with at most 6 significant digits is that decimal, so the float
//     0.800000012 reads "0.8" like the double 0.8; a double only within round-off (1e-12), so
//     0.1 + 0.2 reads "0.3" but sqrt(8/27) = 0.544331054 is not taken for 0.544331.
//  3. Such a short decimal is written exactly: 2.6875, 0.0625, 2.28125, 7.88045.
//  4. Anything else gets 4 significant digits: 1/12 -> 0.08333, 7/3 -> 2.333 (its float too).
//  5. No trailing zeros; the real minus sign U+2212 ("−12"); the integer part grouped by thousands
//     ("12,500"); below 0.0001 or from 1,000,000 on, a power of ten: "1.5×10⁻⁵", "2.5×10⁸".
// Whole counts (rows, workers, updates) are never rounded to significant digits: "10,000,000".
// Percentages are the same number times 100 with "%": 0.00342 -> "0.342%".
// Where space is tight a painter may use NumberForm::Compact (exact up to 4 significant digits,
// else 3: 0.28125 -> 0.281), but then for that quantity everywhere it is shown. Values read side
// by side to be told apart (axis ticks, a gradient and the two levels it falls between) may get
// more significant digits, just enough that different values read differently (formatDistinct).

#include <QString>

#include <optional>
#include <string>

#include <vector>

namespace sgd::text {

enum class NumberForm {
    Standard, ///< exact up to 6 significant digits, else 4
    Compact,  ///< exact up to 4 significant digits, else 3
};

/// A measured or computed value, by the policy above.
QString formatNumber(double v, NumberForm form = NumberForm::Standard);
/// formatNumber() inside a formula: a negative value in parentheses, "2 − 0.1·(−12)".
QString formatTerm(double v, NumberForm form = NumberForm::Standard);
/// A whole count: rounded to an integer, grouped by thousands, "10,000,000"; "—" if not finite.
QString formatCount(double v);
/// A fraction as a percentage: 0.00342 -> "0.342%", 0.75 -> "75%".
QString formatPercent(double fraction, NumberForm form = NumberForm::Standard);
/// Bytes: whole bytes below 10,000 ("4,096 B"), then kB, MB, GB (powers of 1000): "12.5 kB".
QString formatBytes(double bytes);

/// The significant digits (4 or more, at most 15) at which formatDistinct() writes every two
/// different values of `group` differently.
int distinctDigits(const std::vector<double> &group);
/// formatNumber() for a value read beside others it must be told apart from: a short decimal
/// still exactly, anything else with `significant` digits (from distinctDigits(), or from an axis'
/// tick step) instead of 4.
QString formatDistinct(double v, int significant);

/// The digits a quantity read row after row (a step table's column, a handout's pages) is written
/// with so that it never seems to go back: 0 (formatNumber()'s standard form) when that keeps
/// every rise and fall, else the fewest from 6 on at which neighbouring values that differ read
/// differently, for formatDistinct() (pure rounding never reverses an order). The standard form
/// writes a short decimal exactly and rounds the rest to 4 digits, so 3.3332, 3.33332, 3.333332
/// would read 3.3332, 3.33332, 3.333. Over 5,000 values: 0.
int orderDigits(const std::vector<double> &values);

/// `v` rounded to `significant` digits (1 to 17), no trailing zeros, by the policy's signs,
/// grouping and powers of ten: formatSignificant(2.3333333, 4) = "2.333", (-1.5e-8, 3) = "−1.5×10⁻⁸".
QString formatSignificant(double v, int significant);

/// 10 to the power `e` as an axis writes it: "0.001", "1", "1,000" for |e| <= 3, else "10⁻⁸", "10⁶".
QString formatPowerOfTen(int e);

/// The number a text written by these functions stands for ("−1.5×10⁻⁵", "12,500", "0.342%" is
/// not one); nullopt for anything else.
std::optional<double> readNumber(const QString &text);

/// A count with its noun in the right number: counted(1, "worker", "workers") = "1 worker",
/// counted(1200, ...) = "1,200 workers" (formatCount()). Every generated sentence that counts
/// writes it so (tests/ui/tst_plurals.cpp).
QString counted(double n, const char *one, const char *many);
/// counted() in English with C numbers ("12,500 workers"), for core's messages that files keep.
std::string countedText(double n, const char *one, const char *many);

/// formatNumber() as UTF-8, for text that core writes for a person (the quiz card, messages).
std::string displayNumber(double v, NumberForm form = NumberForm::Standard);
/// formatTerm() as UTF-8.
std::string displayTerm(double v, NumberForm form = NumberForm::Standard);
/// What separates the numbers of a list on screen: ", " where the decimal mark is a point, "; "
/// where it is a comma ("−1,5; −4; −7,5" in German).
std::string listSeparator();

/// While one lives, numbers formatted on this thread use English marks ("3.2", "12,500") whatever the
/// language shown: what an engine writes into a trace (a summary's message) reads the same on every
/// system, and the window shows it in the room's language (ui/render/language's translatedMessage).
/// runScene() holds one while the engine runs.
class PlainNumbers {
public:
    PlainNumbers();
    ~PlainNumbers();
    PlainNumbers(const PlainNumbers &) = delete;
    PlainNumbers &operator=(const PlainNumbers &) = delete;
};

/// Core's words for a person (the quiz's questions, verdicts and hints): `english` in the language
/// shown (context "sgd::core" of the catalogues). scripts/translations.py lists every string
/// literal written inside words(...) in core/ for the catalogues, and the label of every quiz
/// field (core/quiz_def.h's number/count/numbers/maybe); a label comes here at run time.
std::string words(const char *english);
/// The same with %1, %2, ... replaced by `args` in one pass (an argument's own "%1" stays).
std::string words(const char *english, const std::vector<std::string> &args);
/// A choice parameter's value (`choice` of the parameter `key`: "ring" of "topology") as the window
/// shows it, in the language shown (context "sgd::choice", the key as its disambiguation;
/// scripts/translations.py lists every scene's choices). The value stored, typed on the command line
/// and written in lessons stays `choice`.
std::string choiceWords(const std::string &key, const std::string &choice);

} // namespace sgd::text
