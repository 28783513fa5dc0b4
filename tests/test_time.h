#pragma once
// Time limits inside tests, scaled for slow builds: the sanitizer presets set SGD_TEST_TIMEOUT_SCALE
// (tests/CMakeLists.txt passes it to every test as SGD_TEST_TIME_SCALE), so a wait that is generous
// for the release build stays generous under ThreadSanitizer's 5-15x slowdown.

#include <QtGlobal>

namespace sgd::test {

inline int timeScale()
{
    bool ok = false;
    const int s = qEnvironmentVariableIntValue("SGD_TEST_TIME_SCALE", &ok);
    return ok && s > 0 ? s : 1;
}

/// `ms` milliseconds, times the build's scale.
inline int ms(int ms)
{
    return ms * timeScale();
}

} // namespace sgd::test
