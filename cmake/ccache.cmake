# Compiler cache (Debian package ccache, which scripts/lib.sh installs when it runs as root).
# Included from the top-level CMakeLists.txt before any target is made, so that every C, C++ and
# CUDA compilation of every target goes through it.
#
# Where the cache lives: outside the source tree, so that a fresh clone (CI clones the project
# anew on the machine where it was changed) and the other build folders (build/, build-fuzz/,
# build-asan/, the package check) reuse what was compiled before:
#   $SGD_CCACHE_DIR, else -DSGD_CCACHE_DIR=..., else ${XDG_CACHE_HOME:-$HOME/.cache}/sgd-studio/ccache
# Size cap: SGD_CCACHE_MAXSIZE (default 12G; ccache drops the oldest entries past it).
# Two clones in different folders share hits: paths under the source folder are rewritten as
# relative ones (CCACHE_BASEDIR) and the working directory is left out of the hash
# (CCACHE_NOHASHDIR; it only matters for -g builds, whose debug info then names the first clone's
# folder). The precompiled headers (cmake/pch.cmake) need the pch_defines and time_macros
# sloppiness, and the include_file_* ones because a header precompiled a moment ago is "too new".
# Depend mode (CCACHE_DEPEND): a miss reads the compiler's own dependency file (-MD, which Ninja
# builds pass) instead of running the preprocessor first; without it every miss preprocessed the
# whole Qt headers that the precompiled header spares the compiler (0.45 s for a window file).
# Turn it off with -DSGD_CCACHE=OFF; clear it with `ccache -C` and the same CCACHE_DIR, or delete
# the folder. Without ccache the build simply compiles everything (said once at configure time).
option(SGD_CCACHE "Compile through ccache when it is installed" ON)
set(SGD_CCACHE_DIR "" CACHE PATH "Compiler cache folder (empty: $SGD_CCACHE_DIR, else ~/.cache/sgd-studio/ccache)")
set(SGD_CCACHE_MAXSIZE "12G" CACHE STRING "Size cap of the compiler cache")

set(SGD_CCACHE_IN_USE OFF)
unset(SGD_CCACHE_RESOLVED_DIR CACHE)
if(SGD_CCACHE)
  find_program(SGD_CCACHE_PROGRAM ccache)
  if(SGD_CCACHE_PROGRAM)
    set(_dir "${SGD_CCACHE_DIR}")
    if(NOT _dir AND DEFINED ENV{SGD_CCACHE_DIR} AND NOT "$ENV{SGD_CCACHE_DIR}" STREQUAL "")
      set(_dir "$ENV{SGD_CCACHE_DIR}")
    endif()
    if(NOT _dir)
      if(DEFINED ENV{XDG_CACHE_HOME} AND NOT "$ENV{XDG_CACHE_HOME}" STREQUAL "")
        set(_dir "$ENV{XDG_CACHE_HOME}/sgd-studio/ccache")
      elseif(DEFINED ENV{HOME} AND NOT "$ENV{HOME}" STREQUAL "")
        set(_dir "$ENV{HOME}/.cache/sgd-studio/ccache")
      else()
        set(_dir "/var/tmp/sgd-studio-ccache") # no home folder (a bare service account)
      endif()
    endif()
    if(_dir)
      file(MAKE_DIRECTORY "${_dir}")
    endif()
    if(_dir AND IS_DIRECTORY "${_dir}")
      set(SGD_CCACHE_IN_USE ON)
      set(SGD_CCACHE_RESOLVED_DIR "${_dir}" CACHE INTERNAL "The compiler cache folder in use (scripts/lib.sh reads it)")
      set(_launcher ${CMAKE_COMMAND} -E env
        "CCACHE_DIR=${_dir}"
        "CCACHE_MAXSIZE=${SGD_CCACHE_MAXSIZE}"
        "CCACHE_BASEDIR=${PROJECT_SOURCE_DIR}"
        "CCACHE_NOHASHDIR=1"
        "CCACHE_DEPEND=1"
        "CCACHE_SLOPPINESS=pch_defines,time_macros,include_file_mtime,include_file_ctime"
        ${SGD_CCACHE_PROGRAM})
      foreach(_lang C CXX CUDA)
        if(NOT DEFINED CMAKE_${_lang}_COMPILER_LAUNCHER)
          set(CMAKE_${_lang}_COMPILER_LAUNCHER ${_launcher})
        endif()
      endforeach()
      message(STATUS "SGD Studio: compiling through ccache, cache in ${_dir} (cap ${SGD_CCACHE_MAXSIZE})")
    else()
      message(STATUS "SGD Studio: ccache found but no cache folder could be made (set SGD_CCACHE_DIR): compiling without it")
    endif()
  else()
    message(STATUS "SGD Studio: ccache not installed: every build compiles everything "
                   "(apt-get install ccache, or run scripts/test as root, to reuse earlier builds)")
  endif()
endif()
