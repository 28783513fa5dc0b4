#include "trace_io.h"

#include "trace_file.h"

#include <charconv>
#include <cmath>
#include <cstdio>

namespace sgd {

std::string jsonNumber(double v)
{
    if (!std::isfinite(v))
        return "null";
    char buf[64];
    auto [ptr, ec] = std::to_chars(buf, buf + sizeof buf, v);
    return std::string(buf, ptr);
}

std::string jsonString(const std::string &s)
{
    std::string out = "\"";
    for (unsigned char c : s) {
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        case '\t':
            out += "\\t";
            break;
        default:
            if (c < 0x20) {
                char buf[8];
                std::snprintf(buf, sizeof buf, "\\u%04x", c);
                out += buf;
            } else {
                out += char(c);
            }
        }
    }
    return out + "\"";
}

namespace {

void writeRecord(std::string &out, const Record &r);

void writeValue(std::string &out, const Value &v)
{
    if (auto d = std::get_if<double>(&v)) {
        out += jsonNumber(*d);
    } else if (auto s = std::get_if<std::string>(&v)) {
        out += jsonString(*s);
    } else if (auto vec = std::get_if<std::vector<double>>(&v)) {
        out += '[';
        for (std::size_t i = 0; i < vec->size(); ++i) {
            if (i)
                out += ',';
            out += jsonNumber((*vec)[i]);
        }
        out += ']';
    } else if (auto m = std::get_if<Matrix>(&v)) {
        out += '[';
        for (int r = 0; r < m->rows; ++r) {
            if (r)
                out += ',';
            out += '[';
            for (int c = 0; c < m->cols; ++c) {
                if (c)
                    out += ',';
                out += jsonNumber(m->at(r, c));
            }
            out += ']';
        }
        out += ']';
    } else if (auto l = std::get_if<RecordList>(&v)) {
        out += '[';
        for (std::size_t i = 0; i < l->size(); ++i) {
            if (i)
                out += ',';
            writeRecord(out, (*l)[i]);
        }
        out += ']';
    }
}

void writeRecord(std::string &out, const Record &r)
{
    out += '{';
    bool first = true;
    for (const auto &[name, value] : r.fields()) {
        if (!first)
            out += ',';
        first = false;
        out += jsonString(name);
        out += ':';
        writeValue(out, value);
    }
    out += '}';
}

std::string csvCell(const std::string &s)
{
    if (s.find_first_of(",\"\n") == std::string::npos)
        return s;
    std::string q = "\"";
    for (char c : s)
        q += (c == '"') ? std::string("\"\"") : std::string(1, c);
    return q + "\"";
}

/// At most 24 characters for a number and its separator ("-1.2345678901234567e-300,").
constexpr double kNumberBytes = 25;

double valueBytes(const Value &v);

double recordBytes(const Record &r)
{
    double bytes = 2;
    for (const auto &[name, value] : r.fields())
        bytes += double(name.size()) + 4 + valueBytes(value);
    return bytes;
}

double valueBytes(const Value &v)
{
    if (std::holds_alternative<double>(v))
        return kNumberBytes;
    if (auto s = std::get_if<std::string>(&v))
        return 2 + 6.0 * double(s->size()); // every character escaped at worst
    if (auto vec = std::get_if<std::vector<double>>(&v))
        return 2 + kNumberBytes * double(vec->size());
    if (auto m = std::get_if<Matrix>(&v))
        return 2 + (kNumberBytes + 0.1) * double(m->data.size()) + 3.0 * m->rows;
    double bytes = 2;
    for (const Record &r : std::get<RecordList>(v))
        bytes += recordBytes(r) + 1;
    return bytes;
}

} // namespace

double traceTextBytes(const Trace &t)
{
    double bytes = 64 + recordBytes(t.params) + recordBytes(t.summary) + recordBytes(t.meta);
    for (const Frame &f : t.frames)
        bytes += recordBytes(f) + 2;
    return bytes;
}

std::string traceToJson(const Trace &t)
{
    std::string out = "{\"format\":" + std::to_string(kTraceFormat);
    out += ",\"scene\":" + jsonString(t.scene);
    out += ",\"params\":";
    writeRecord(out, t.params);
    out += ",\"frames\":[";
    for (std::size_t i = 0; i < t.frames.size(); ++i) {
        if (i)
            out += ",\n";
        writeRecord(out, t.frames[i]);
    }
    out += "],\"summary\":";
    writeRecord(out, t.summary);
    for (const auto &[name, value] : t.meta.fields()) {
        if (name == "format" || name == "scene" || name == "params" || name == "frames" || name == "summary" || name == "source")
            continue;
        out += ',' + jsonString(name) + ':';
        writeValue(out, value);
    }
    if (!t.source.empty()) {
        out += ",\"source\":";
        writeRecord(out, t.source);
    }
    out += "}\n";
    return out;
}

std::string traceToCsv(const Trace &t)
{
    // Columns: every field in order of first appearance; vectors widened to their longest length.
    struct Column {
        std::string name;
        std::size_t width = 0; // 0 = scalar
        bool isVector = false;
    };
    std::vector<Column> cols;
    auto findCol = [&](const std::string &n) -> Column * {
        for (auto &c : cols)
            if (c.name == n)
                return &c;
        return nullptr;
    };
    for (const auto &f : t.frames)
        for (const auto &[name, value] : f.fields()) {
            if (std::holds_alternative<Matrix>(value) || std::holds_alternative<RecordList>(value))
                continue;
            Column *c = findCol(name);
            if (!c) {
                cols.push_back({name, 0, false});
                c = &cols.back();
            }
            if (auto v = std::get_if<std::vector<double>>(&value)) {
                c->isVector = true;
                c->width = std::max(c->width, v->size());
            }
        }
    std::string out;
    bool first = true;
    for (const auto &c : cols) {
        if (c.isVector) {
            for (std::size_t i = 1; i <= c.width; ++i) {
                out += (first ? "" : ",") + csvCell(c.name + "_" + std::to_string(i));
                first = false;
            }
        } else {
            out += (first ? "" : ",") + csvCell(c.name);
            first = false;
        }
    }
    out += '\n';
    for (const auto &f : t.frames) {
        first = true;
        for (const auto &c : cols) {
            const Value *v = f.find(c.name);
            auto cell = [&](const std::string &s) {
                out += (first ? "" : ",") + s;
                first = false;
            };
            if (c.isVector) {
                const auto *vec = v ? std::get_if<std::vector<double>>(v) : nullptr;
                for (std::size_t i = 0; i < c.width; ++i)
                    cell(vec && i < vec->size() ? jsonNumber((*vec)[i]) : "");
            } else if (!v) {
                cell("");
            } else if (auto d = std::get_if<double>(v)) {
                cell(jsonNumber(*d));
            } else if (auto s = std::get_if<std::string>(v)) {
                cell(csvCell(*s));
            } else {
                cell("");
            }
        }
        out += '\n';
    }
    return out;
}

} // namespace sgd
