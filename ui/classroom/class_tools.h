#pragma once
// The class session in the window (issue #33): Lessons > Start class session… chooses the address
// and starts serving; a panel shows the code, the QR code, the address and the counts; over the
// canvas (so the projector shows them, in presentation mode too) a join card (J) with the QR code
// and the code in large type, a corner badge with how many joined and answered, and on demand (T)
// the class's answers to the open question: the values given, the classic slips named, and after
// the reveal which were right. Lessons > Save the class's answers… writes them (CSV); nothing else
// students send is kept.

#include "class_link.h"

#include <QDialog>
#include <QPointer>
#include <QWidget>

class QAction;
class QComboBox;
class QDockWidget;
class QLabel;
class QMainWindow;
class QPushButton;
class QSpinBox;

namespace sgd::ui {

class MainWindow;
class SceneCanvas;

/// Over the canvas: the join card, the answers card and the corner badge. Clicks go through.
class ClassOverlay : public QWidget {
    Q_OBJECT
public:
    enum class Card { None, Join, Answers };
    ClassOverlay(ClassLink *link, SceneCanvas *canvas);
    void setCard(Card card);
    Card card() const { return m_card; }
    /// Where the card shown was last painted, and the QR code's pixels per module (tests: every
    /// projector size holds the card whole, with modules a phone's camera resolves).
    QRectF cardRect() const { return m_cardRect; }
    int qrModulePixels() const { return m_modulePixels; }

protected:
    void paintEvent(QPaintEvent *) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void paintJoin(QPainter &p);
    void paintAnswers(QPainter &p);
    void paintBadge(QPainter &p);

    ClassLink *m_link;
    SceneCanvas *m_canvas;
    Card m_card = Card::None;
    QImage m_qr;
    QString m_qrFor;
    QRectF m_cardRect;
    int m_modulePixels = 0;
};

/// Choosing where to serve: the address (the local network's first, never every interface
/// silently) and the port.
class ClassStartDialog : public QDialog {
    Q_OBJECT
public:
    explicit ClassStartDialog(QWidget *parent = nullptr);
    QHostAddress address() const;
    quint16 port() const;
    QComboBox *addressChooser() const { return m_address; }

private:
    QComboBox *m_address;
    QSpinBox *m_port;
    std::vector<ClassAddress> m_addresses;
};

class ClassTools : public QObject {
    Q_OBJECT
public:
    /// Adds Start class session… to the Lessons menu, the Class session panel (its buttons: the join
    /// card, the answers, saving them, stopping) and the canvas cards; J and T work in presentation mode.
    static ClassTools *install(MainWindow *window);

    ClassLink *link() const { return m_link; }
    ClassOverlay *overlay() const { return m_overlay; }
    QDockWidget *panel() const { return m_dock; }
    QAction *startAction() const { return m_start; }
    QAction *joinCardAction() const { return m_joinCard; }
    QAction *answersAction() const { return m_answers; }
    /// Starts without the dialog (tests, scripted screenshots); false with `error`.
    bool start(const QHostAddress &address, quint16 port, QString *error = nullptr);
    /// The panel's text now (tests): code, address, counts.
    QString panelText() const;

private:
    explicit ClassTools(MainWindow *window);
    void buildMenu();  ///< the Lessons menu's entry
    void buildPanel(); ///< the Class session panel (shown while a session runs)
    void startInteractive();
    void saveAnswers();
    void refresh();

    MainWindow *m_window;
    ClassLink *m_link;
    ClassOverlay *m_overlay;
    QDockWidget *m_dock = nullptr;
    QLabel *m_code = nullptr;
    QLabel *m_qr = nullptr;
    QLabel *m_url = nullptr;
    QLabel *m_counts = nullptr;
    QPushButton *m_unlock = nullptr; ///< shown while an address is turned away for wrong codes
    QAction *m_start = nullptr;
    QAction *m_joinCard = nullptr;
    QAction *m_answers = nullptr;
    QAction *m_save = nullptr;
};

} // namespace sgd::ui
