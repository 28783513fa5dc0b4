# Installing SGD Studio like any desktop application (cmake --install, CPack's Debian package).
# The executables go to bin/ (the app finds the MPI runner next to itself), lessons are compiled
# into the executable, and the desktop integration files go to the freedesktop.org locations.
include(GNUInstallDirs)

set(SGD_APP_ID org.sgdstudio.SgdStudio)
set(_res ${CMAKE_SOURCE_DIR}/resources)

install(FILES ${_res}/${SGD_APP_ID}.desktop DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
configure_file(${_res}/${SGD_APP_ID}.metainfo.xml ${CMAKE_BINARY_DIR}/${SGD_APP_ID}.metainfo.xml @ONLY)
install(FILES ${CMAKE_BINARY_DIR}/${SGD_APP_ID}.metainfo.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
install(FILES ${_res}/icons/sgd-studio.svg DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)
foreach(_size 16 24 32 48 64 128 256 512)
  install(FILES ${_res}/icons/hicolor/${_size}x${_size}/sgd-studio.png
          DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/${_size}x${_size}/apps)
endforeach()
# The trace schemas and the built-in lessons, for people who write their own (the app itself reads
# its compiled-in copies).
install(DIRECTORY ${_res}/schemas/ DESTINATION ${CMAKE_INSTALL_DATADIR}/sgd-studio/schemas FILES_MATCHING PATTERN "*.json")
install(DIRECTORY ${_res}/lessons/ DESTINATION ${CMAKE_INSTALL_DATADIR}/sgd-studio/lessons FILES_MATCHING PATTERN "*.json")
install(FILES ${CMAKE_SOURCE_DIR}/docs/trace-format.md DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/sgd-studio)
if(EXISTS ${CMAKE_SOURCE_DIR}/docs/sgd-studio.1)
  install(FILES ${CMAKE_SOURCE_DIR}/docs/sgd-studio.1 DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
endif()
# The manual as HTML (scripts/manual_html.py, Python's standard library only): Help > Manual opens
# share/doc/sgd-studio/html/manual/index.html, or build/manual/manual/index.html in the build tree.
find_package(Python3 COMPONENTS Interpreter)
if(Python3_FOUND)
  file(GLOB_RECURSE _sgd_docs CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/docs/*.md ${CMAKE_SOURCE_DIR}/docs/images/*)
  add_custom_command(
    OUTPUT ${CMAKE_BINARY_DIR}/manual/manual/index.html
    COMMAND ${CMAKE_COMMAND} -E rm -rf ${CMAKE_BINARY_DIR}/manual
    COMMAND Python3::Interpreter ${CMAKE_SOURCE_DIR}/scripts/manual_html.py ${CMAKE_SOURCE_DIR}/docs ${CMAKE_BINARY_DIR}/manual
    DEPENDS ${_sgd_docs} ${CMAKE_SOURCE_DIR}/scripts/manual_html.py
    COMMENT "The manual as HTML (build/manual)")
  add_custom_target(manual_html ALL DEPENDS ${CMAKE_BINARY_DIR}/manual/manual/index.html)
  install(DIRECTORY ${CMAKE_BINARY_DIR}/manual/ DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/sgd-studio/html)
else()
  message(STATUS "python3 not found: the HTML manual (Help > Manual) is not built")
endif()
# The real-process runner's manual page and the Slurm batch script of the cluster guide.
install(FILES ${CMAKE_SOURCE_DIR}/docs/sgd-studio-mpi.1 DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
install(PROGRAMS ${CMAKE_SOURCE_DIR}/scripts/slurm/real-run.sbatch DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/sgd-studio)

# CPack: `cpack -G DEB` in the build folder (scripts/package does it) makes sgd-studio_VERSION_ARCH.deb.
set(CPACK_PACKAGE_NAME sgd-studio)
set(CPACK_PACKAGE_VENDOR "SGD Studio")
set(CPACK_PACKAGE_CONTACT "SGD Studio maintainers <sgd-studio@localhost>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Watch distributed stochastic gradient descent one update at a time")
set(CPACK_PACKAGE_DESCRIPTION "A classroom companion for courses on distributed machine learning: \
worked examples of SGD with one weight, mini-batches, parameter servers, ring all-reduce, asynchronous \
and decentralized training, replayed step by step, with exports for lecture notes and slides.")
if(SGD_HAVE_CUDA)
  string(REGEX MATCH "^[0-9]+\\.[0-9]+" _sgd_cuda_version "${CMAKE_CUDA_COMPILER_VERSION}")
  string(APPEND CPACK_PACKAGE_DESCRIPTION " The scale lab computes on an NVIDIA GPU from Turing on when the "
                "NVIDIA driver for CUDA ${_sgd_cuda_version} or later is installed; without one everything runs on the CPU.")
endif()
set(CPACK_PACKAGE_INSTALL_DIRECTORY sgd-studio)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION science)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# dpkg-shlibdeps finds the libraries the executables link; Qt's platform plugins (xcb, offscreen)
# ship in libqt6gui6, which the shlibs already pull in. Text needs at least one font.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "fonts-dejavu-core")
# Real runs need mpirun; animations need the ffmpeg tool; both are optional at run time.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "ffmpeg")
if(SGD_HAVE_MPI)
  set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "${CPACK_DEBIAN_PACKAGE_RECOMMENDS}, openmpi-bin")
endif()
set(CPACK_GENERATOR DEB)
include(CPack)
