#pragma once
// The window over a session of its own, as app/ builds the two (app/cli/window_command.cpp): the
// session is made first and goes last. Tests that need the widgets build this; tests of the
// document alone build a StudioSession (ui/session/studio_session.h) and no window.

#include "ui/main_window.h"
#include "ui/session/studio_session.h"

namespace sgd::ui::testing {

struct OwnedSession {
    StudioSession ownedSession;
};

class SessionWindow : private OwnedSession, public MainWindow {
public:
    SessionWindow() : MainWindow(&ownedSession) {}
};

} // namespace sgd::ui::testing
