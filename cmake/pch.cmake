# Precompiled headers: the Qt, Eigen and standard headers that nearly every translation unit of a
# target parses, compiled once per target (libraries) or once per test folder and kind (the test
# programs share one through REUSE_FROM). Only system headers go in, never a project header: the
# precompiled header's text is then the same in every clone, so ccache (cmake/ccache.cmake) reuses
# it and every object compiled with it across clones.
#
# g++ only (the fuzz and sanitizer presets build with clang, mostly from the compiler cache).
# Off with -DSGD_PCH=OFF, e.g. to check that each file includes what it uses.
option(SGD_PCH "Precompiled headers for the libraries and the test programs (g++)" ON)
set(SGD_PCH_IN_USE OFF)
if(SGD_PCH AND CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
  set(SGD_PCH_IN_USE ON)
endif()

set(SGD_PCH_STD <algorithm> <cmath> <cstdint> <functional> <limits> <map> <memory> <optional> <string>
                <string_view> <utility> <vector>)
# Nothing that brings QObject's keyword macros (emit, signals, slots) into core, whose code may
# use those words as names: the file headers (QFile derives from QObject) only from the GUI up.
set(SGD_PCH_QTCORE <QString> <QStringList> <QByteArray> <QVariant> <QHash> <QList> <QJsonArray>
                   <QJsonDocument> <QJsonObject> <QJsonValue>)
set(SGD_PCH_QTIO <QObject> <QFile> <QFileInfo> <QDir>)
set(SGD_PCH_QTGUI <QColor> <QFont> <QFontMetricsF> <QImage> <QPainter> <QPainterPath> <QPen> <QPointF>
                  <QRectF>)
set(SGD_PCH_QTWIDGETS <QWidget> <QApplication> <QAction> <QLabel> <QMenu> <QComboBox> <QPushButton>
                      <QToolButton> <QStatusBar> <QBoxLayout> <QMainWindow> <QDockWidget>)

# A precompiled header is a large file (100-150 MB) that every compilation using it loads (about
# a second): AUTOMOC's mocs_compilation.cpp, empty or nearly so in most targets, goes without.
function(sgd_skip_pch_for_moc target)
  get_target_property(_bin ${target} BINARY_DIR)
  set_source_files_properties(${_bin}/${target}_autogen/mocs_compilation.cpp
    TARGET_DIRECTORY ${target} PROPERTIES SKIP_PRECOMPILE_HEADERS ON)
endfunction()

# sgd_precompile(TARGET core|gui|widgets [REUSE_FROM OTHER]): the headers of that layer and the
# ones below it, or OTHER's precompiled header when the two compile with the same flags (a
# library of a few files does not repay a header of its own).
function(sgd_precompile target kind)
  if(NOT SGD_PCH_IN_USE)
    return()
  endif()
  cmake_parse_arguments(P "" "REUSE_FROM" "" ${ARGN})
  sgd_skip_pch_for_moc(${target})
  if(P_REUSE_FROM)
    target_precompile_headers(${target} REUSE_FROM ${P_REUSE_FROM})
    return()
  endif()
  set(_headers ${SGD_PCH_STD} ${SGD_PCH_QTCORE})
  if(kind STREQUAL "gui" OR kind STREQUAL "widgets")
    list(APPEND _headers ${SGD_PCH_QTIO} ${SGD_PCH_QTGUI})
  endif()
  if(kind STREQUAL "widgets")
    list(APPEND _headers ${SGD_PCH_QTWIDGETS})
  endif()
  target_precompile_headers(${target} PRIVATE ${_headers})
endfunction()

# sgd_test_precompile(TEST_TARGET LIBS...): the test program reuses the precompiled header for its
# kind (QtTest on QtCore; on QtGui for the tests of the render and session libraries, tests/render and
# tests/session; on QtWidgets when it links the window's libraries or Qt GUI: Qt's test header differs
# by what is linked). One holder object library per kind, for every test folder (a
# header takes 15 s to precompile; the test programs have no per-folder definitions since Qt Test's
# QT_TESTCASE_BUILDDIR is left out), compiles it with exactly the test programs' flags.
function(sgd_test_precompile target)
  if(NOT SGD_PCH_IN_USE)
    return()
  endif()
  set(_kind core)
  set(_libs Qt6::Core Eigen3::Eigen)
  foreach(_lib IN LISTS ARGN)
    if(_lib MATCHES "^(sgd_ui|sgd_ui_compare|sgd_cli|Qt6::Widgets)$")
      set(_kind widgets)
      set(_libs Qt6::Widgets Qt6::Gui Qt6::Svg Qt6::Core Eigen3::Eigen)
      break()
    elseif(_lib MATCHES "^(sgd_render|sgd_session)$") # the painters' and the session's tests: Qt GUI and Svg, no Widgets
      set(_kind gui)
      set(_libs Qt6::Gui Qt6::Svg Qt6::Core Eigen3::Eigen)
    elseif(_lib STREQUAL "Qt6::Gui") # Qt's test header then has its GUI part: as with widgets
      target_link_libraries(${target} PRIVATE Qt6::Widgets Qt6::Svg) # the same definitions as the holder
      set(_kind widgets)
      set(_libs Qt6::Widgets Qt6::Gui Qt6::Svg Qt6::Core Eigen3::Eigen)
      break()
    endif()
  endforeach()
  set(_holder sgd_pch_tests_${_kind})
  if(NOT TARGET ${_holder})
    add_library(${_holder} OBJECT ${PROJECT_SOURCE_DIR}/tests/pch_holder.cpp)
    target_link_libraries(${_holder} PRIVATE ${_libs})
    sgd_link_qt_test(${_holder}) # as the test programs (tests/CMakeLists.txt)
    target_compile_options(${_holder} PRIVATE ${SGD_TEST_OPTIMIZE}) # as the test programs
    set_target_properties(${_holder} PROPERTIES AUTOMOC OFF)
    set(_headers <QTest> ${SGD_PCH_STD} ${SGD_PCH_QTCORE} ${SGD_PCH_QTIO} <QTemporaryDir> <QRegularExpression>)
    if(_kind STREQUAL "widgets")
      list(APPEND _headers ${SGD_PCH_QTGUI} ${SGD_PCH_QTWIDGETS})
    elseif(_kind STREQUAL "gui")
      list(APPEND _headers ${SGD_PCH_QTGUI})
    endif()
    target_precompile_headers(${_holder} PRIVATE ${_headers})
  endif()
  target_precompile_headers(${target} REUSE_FROM ${_holder})
endfunction()
