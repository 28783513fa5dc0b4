#include "trace.h"

#include <cmath>

namespace sgd {

void Record::set(std::string name, Value value)
{
    for (auto &f : m_fields) {
        if (f.first == name) {
            f.second = std::move(value);
            return;
        }
    }
    m_fields.emplace_back(std::move(name), std::move(value));
}

void Record::setFront(std::string name, Value value)
{
    for (auto &f : m_fields) {
        if (f.first == name) {
            f.second = std::move(value);
            return;
        }
    }
    m_fields.emplace(m_fields.begin(), std::move(name), std::move(value));
}

const Value *Record::find(std::string_view name) const
{
    for (const auto &f : m_fields)
        if (f.first == name)
            return &f.second;
    return nullptr;
}

double Record::num(std::string_view name, double fallback) const
{
    const Value *v = find(name);
    if (v && std::holds_alternative<double>(*v))
        return std::get<double>(*v);
    return fallback;
}

const std::vector<double> &Record::vec(std::string_view name) const
{
    static const std::vector<double> empty;
    const Value *v = find(name);
    if (v && std::holds_alternative<std::vector<double>>(*v))
        return std::get<std::vector<double>>(*v);
    return empty;
}

const std::string &Record::str(std::string_view name) const
{
    static const std::string empty;
    const Value *v = find(name);
    if (v && std::holds_alternative<std::string>(*v))
        return std::get<std::string>(*v);
    return empty;
}

const Matrix *Record::matrix(std::string_view name) const
{
    const Value *v = find(name);
    if (v && std::holds_alternative<Matrix>(*v))
        return &std::get<Matrix>(*v);
    return nullptr;
}

std::string Record::firstNonFinite() const
{
    auto finite = [](const std::vector<double> &v) {
        for (double x : v)
            if (!std::isfinite(x))
                return false;
        return true;
    };
    for (const auto &f : m_fields) {
        if (auto d = std::get_if<double>(&f.second); d && !std::isfinite(*d))
            return f.first;
        if (auto v = std::get_if<std::vector<double>>(&f.second); v && !finite(*v))
            return f.first;
        if (auto m = std::get_if<Matrix>(&f.second); m && !finite(m->data))
            return f.first;
        if (auto l = std::get_if<RecordList>(&f.second))
            for (std::size_t i = 0; i < l->size(); ++i)
                if (std::string inner = (*l)[i].firstNonFinite(); !inner.empty())
                    return f.first + "[" + std::to_string(i) + "]." + inner;
    }
    return {};
}

std::shared_ptr<const void> TypedCacheSlot::get(std::type_index type, const Trace &trace,
                                                const std::function<std::shared_ptr<const void>(const Trace &)> &decode) const
{
    std::lock_guard lock(m_mutex);
    if (!m_value || m_type != type || m_frames != trace.frames.size()) {
        m_value = decode(trace);
        m_type = type;
        m_frames = trace.frames.size();
    }
    return m_value;
}

} // namespace sgd
