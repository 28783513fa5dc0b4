#include "trace_table_model.h"

#include "core/quiz_values.h"
#include "ui/render/number_format.h"
#include "ui/render/scene_painter.h"

#include <QApplication>
#include <QFont>
#include <QFontMetrics>
#include <QStyle>

#include <optional>
#include <vector>

namespace sgd::ui {

void TraceTableModel::setTrace(std::shared_ptr<const Trace> trace, const QStringList &columns, const QStringList &headers,
                               const ScenePainter *painter)
{
    beginResetModel();
    m_trace = std::move(trace);
    m_painter = painter;
    m_columns = columns;
    m_headers = headers;
    m_nextColumns.clear();
    for (const std::string &f : quizNextStepFields(m_trace ? m_trace->scene : std::string()))
        m_nextColumns << QString::fromStdString(f);
    m_digits.assign(std::size_t(m_columns.size()), 0);
    for (qsizetype c = 0; m_trace && c < m_columns.size(); ++c) {
        if (m_painter && !m_painter->plainTableText(m_columns[c]))
            continue;
        const std::string key = m_columns[c].toStdString();
        std::vector<double> values;
        for (const Frame &f : m_trace->frames)
            if (const Value *v = f.find(key))
                if (const double *d = std::get_if<double>(v))
                    values.push_back(*d);
        m_digits[std::size_t(c)] = text::orderDigits(values);
    }
    endResetModel();
}

void TraceTableModel::setCurrentRow(int row)
{
    const int old = m_current;
    m_current = row;
    if (old >= 0 && old < rowCount())
        emit dataChanged(index(old, 0), index(old, columnCount() - 1));
    if (row >= 0 && row < rowCount())
        emit dataChanged(index(row, 0), index(row, columnCount() - 1));
}

void TraceTableModel::setLastShownRow(int row)
{
    if (row == m_lastShown)
        return;
    m_lastShown = row;
    if (rowCount() > 0 && columnCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1), {Qt::DisplayRole, Qt::ToolTipRole});
}

void TraceTableModel::setNextHiddenRow(int row)
{
    if (row == m_nextHidden)
        return;
    m_nextHidden = row;
    if (rowCount() > 0 && columnCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1), {Qt::DisplayRole, Qt::ToolTipRole});
}

int TraceTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_trace ? 0 : int(m_trace->frames.size());
}

int TraceTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_columns.size());
}

QVariant TraceTableModel::data(const QModelIndex &index, int role) const
{
    if (!m_trace || !index.isValid())
        return {};
    const Frame &f = m_trace->frames.at(std::size_t(index.row()));
    const std::string key = m_columns.at(index.column()).toStdString();
    if ((role == Qt::DisplayRole || role == Qt::ToolTipRole) && m_lastShown >= 0 && index.row() > m_lastShown)
        return {}; // quiz mode: nothing beyond the frame shown
    if ((role == Qt::DisplayRole || role == Qt::ToolTipRole) && index.row() == m_nextHidden &&
        m_nextColumns.contains(m_columns.at(index.column())))
        return {}; // ... nor the next frame's values that this row carries (quizNextStepFields: w_next)
    if (role == Qt::DisplayRole || role == Qt::UserRole) {
        const Value *v = f.find(key);
        if (!v)
            return {};
        if (auto d = std::get_if<double>(v)) {
            if (const int digits = m_digits.at(std::size_t(index.column())); digits > 0)
                return formatDistinct(*d, digits);
            return m_painter ? m_painter->tableText(m_columns.at(index.column()), *d) : formatNumber(*d);
        }
        if (auto s = std::get_if<std::string>(v))
            return QString::fromStdString(*s);
        return {};
    }
    if (role == Qt::ToolTipRole) {
        const double d = f.num(key);
        return QString::number(d, 'g', 17);
    }
    if (role == Qt::TextAlignmentRole)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::SizeHintRole) {
        // As wide as the bold text of the current row, whichever row that is: columns sized to
        // their contents never elide the highlighted row.
        QFont bold;
        bold.setBold(true);
        const QFontMetrics fm(bold);
        const int margin = QApplication::style()->pixelMetric(QStyle::PM_FocusFrameHMargin) + 1;
        return QSize(fm.horizontalAdvance(data(index, Qt::UserRole).toString()) + 2 * margin + 2, fm.height() + 2);
    }
    if (role == Qt::FontRole && index.row() == m_current) {
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    return {};
}

QVariant TraceTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role == Qt::ToolTipRole && orientation == Qt::Horizontal && section < m_columns.size())
        return tr("%1 (trace field %2)")
            .arg(section < m_headers.size() ? m_headers.at(section) : m_columns.at(section), m_columns.at(section));
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Horizontal)
        return section < m_headers.size() ? m_headers.at(section) : m_columns.value(section);
    return section;
}

} // namespace sgd::ui
