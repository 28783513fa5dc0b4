#pragma once
// Hands the engine thread's results to the GUI thread.
//
// The engine thread only appends a call to a std::mutex-guarded queue and, when none is pending,
// wakes the mailbox with one queued drain(); the mailbox then runs every waiting call on its own
// (GUI) thread. The hand-off happens in our code, under a mutex ThreadSanitizer sees, instead of in
// a functor that Qt allocates and reference-counts with atomics TSan cannot see; and a burst of
// progress reports costs one event, not one each.

#include <QObject>

#include <functional>
#include <mutex>
#include <vector>

namespace sgd::ui {

class EngineMailbox : public QObject {
    Q_OBJECT
public:
    /// Lives on (and runs calls on) the thread of `owner`, usually the GUI thread; destroyed with it.
    /// The owner must stop the threads that post before it is destroyed.
    explicit EngineMailbox(QObject *owner);
    /// Any thread: queues `call` to run on the mailbox's thread.
    void post(std::function<void()> call);
    /// The mailbox's thread: runs the calls queued so far, in order. Called by the queued wake-up.
    Q_INVOKABLE void drain();

private:
    std::mutex m_mutex;
    std::vector<std::function<void()>> m_calls;
    bool m_wakePending = false;
};

} // namespace sgd::ui
