#pragma once
// A run as one web page to take home: every step's picture (SVG, from the same painters as the
// window, so every number agrees), its narration, its numbers, and the scene's predict-then-reveal
// question; stepped with the window's keys (Right, Left, Space, Home). One self-contained file:
// no network, no script or style from elsewhere; it opens from disk in any current browser.

#include "exporter.h"

namespace sgd::ui {

/// The most steps one page holds: a longer run is cut to its first kHtmlMaxSteps steps (the page
/// says so), or exported as a range of steps.
constexpr int kHtmlMaxSteps = 200;
/// ... and about this many characters (20 MB): a busy view's steps stop there, and the page says so.
constexpr double kHtmlMaxBytes = 20e6;

/// The page's steps for `requested` (last = -1: to the end), cut to kHtmlMaxSteps; `cut` says
/// whether the range was shortened. False with `error` when the range is not in the trace.
bool htmlSteps(const Trace &trace, StepRange requested, StepRange &steps, bool &cut, QString &error);

/// The page as text: the options' view, style and size for the pictures; `cut` (from htmlSteps)
/// puts the notice on the page, which also appears when the steps stop at kHtmlMaxBytes.
QString htmlPage(const Trace &trace, const PictureOptions &options, StepRange steps, bool cut);

/// Writes the page to `path` (a temporary file renamed into place); false with `error`.
bool exportHtml(const Trace &trace, const QString &path, const PictureOptions &options, QString &error,
                StepRange requested = {});

} // namespace sgd::ui
