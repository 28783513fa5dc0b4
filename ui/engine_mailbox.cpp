#include "engine_mailbox.h"

#include <QMetaObject>

namespace sgd::ui {

EngineMailbox::EngineMailbox(QObject *owner) : QObject(owner) {}

void EngineMailbox::post(std::function<void()> call)
{
    bool wake = false;
    {
        const std::lock_guard<std::mutex> lock(m_mutex);
        m_calls.push_back(std::move(call));
        wake = !m_wakePending;
        m_wakePending = true;
    }
    if (wake)
        QMetaObject::invokeMethod(this, "drain", Qt::QueuedConnection);
}

void EngineMailbox::drain()
{
    std::vector<std::function<void()>> calls;
    {
        const std::lock_guard<std::mutex> lock(m_mutex);
        calls.swap(m_calls);
        m_wakePending = false;
    }
    for (auto &call : calls)
        call();
}

} // namespace sgd::ui
