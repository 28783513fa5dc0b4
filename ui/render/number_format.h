#pragma once
// The number policy lives in core (core/number_text.h) so that core's own text (the quiz card,
// messages) writes numbers as the canvas does; the views use it under their own namespace.

#include "core/number_text.h"

namespace sgd::ui {

using text::distinctDigits;
using text::formatBytes;
using text::formatCount;
using text::formatDistinct;
using text::formatNumber;
using text::formatPercent;
using text::formatPowerOfTen;
using text::formatSignificant;
using text::formatTerm;
using text::NumberForm;
using text::readNumber;

} // namespace sgd::ui
