#include <QtGlobal>
// An empty translation unit: the object library that holds a precompiled header shared by the test
// programs of one folder (cmake/pch.cmake) needs one source to compile the header with.
