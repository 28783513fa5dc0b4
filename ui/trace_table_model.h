#pragma once
// The step table: one row per frame, the painter's chosen columns, read straight from the trace.

#include "core/trace.h"

#include <QAbstractTableModel>
#include <QStringList>

#include <memory>
#include <vector>

namespace sgd::ui {

class ScenePainter;

class TraceTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    using QAbstractTableModel::QAbstractTableModel;
    /// `painter` (if any) writes the numbers, as its picture does (ScenePainter::tableText).
    void setTrace(std::shared_ptr<const Trace> trace, const QStringList &columns, const QStringList &headers,
                  const ScenePainter *painter = nullptr);
    void setCurrentRow(int row);
    /// Rows after `row` show nothing (quiz mode: the values of later steps stay hidden); -1: all rows.
    void setLastShownRow(int row);
    int lastShownRow() const { return m_lastShown; }
    /// In row `row` the columns of the next frame's values (quizNextStepFields(): w_next,
    /// loss_next) show nothing (quiz mode asks about them); -1: none hidden.
    void setNextHiddenRow(int row);
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    std::shared_ptr<const Trace> m_trace;
    QStringList m_columns, m_headers;
    const ScenePainter *m_painter = nullptr;
    int m_current = -1;
    int m_lastShown = -1;
    int m_nextHidden = -1;
    QStringList m_nextColumns; ///< quizNextStepFields() of the trace's scene
    std::vector<int> m_digits; ///< per column: 0 = the standard form; else formatDistinct() digits (text::orderDigits())
};

} // namespace sgd::ui
