#pragma once
// Quiz mode in the picture: while a question about step index + 1 is open (the option
// kQuizHideNextKey, ui/render/scene_painter.h), a painter leaves out what that step brings. These two
// read the option off the paint context; the chart component cuts its per-frame series with the
// second (chart::Spec::revealUpTo).

#include "scene_painter.h"

namespace sgd::ui {

/// Whether the picture at rest must leave out what frame index + 1 brings (the question is open;
/// once the reveal plays, t > 0, the step shows as usual).
inline bool quizHidesNext(const PaintContext &ctx)
{
    return ctx.t <= 0.0 && quizHidesNext(ctx.options);
}

/// The last frame a picture may show values of: the frame shown while the question is open, else
/// -1 (everything; whole-run curves stay a preview of what comes). For chart::Spec::revealUpTo.
inline int quizLastFrame(const PaintContext &ctx)
{
    return quizHidesNext(ctx) ? ctx.index : -1;
}

} // namespace sgd::ui
