# Included from the top-level CMakeLists.txt (CUDA must be enabled in the top directory so that
# every target linking sgd_gpu links the CUDA runtime the same way).
# Sets SGD_HAVE_CUDA: ON when SGD_ENABLE_CUDA is ON and check_language() finds a working nvcc.
# Without one the build goes on CPU-only; gpu/ then compiles cuda_unavailable.cpp instead.
set(SGD_HAVE_CUDA OFF)
if(SGD_ENABLE_CUDA)
  include(CheckLanguage)
  check_language(CUDA)
  if(CMAKE_CUDA_COMPILER)
    if(NOT DEFINED CMAKE_CUDA_ARCHITECTURES)
      # Machine code for every GPU family a class may have, from Turing (7.5: the oldest CUDA 13
      # supports) through Ampere, Ada, Hopper and Blackwell, as far as this nvcc goes, plus PTX of
      # the newest (a later GPU compiles it at load). -DCMAKE_CUDA_ARCHITECTURES=native for a lab's
      # own card. `ctest -R gpu_cuda_archs` checks the built program carries them all.
      execute_process(COMMAND ${CMAKE_CUDA_COMPILER} --list-gpu-arch OUTPUT_VARIABLE _sgd_nvcc_archs ERROR_QUIET)
      set(_sgd_archs)
      set(_sgd_newest)
      foreach(_cc 75 80 86 89 90 100 120)
        if(_sgd_nvcc_archs MATCHES "compute_${_cc}")
          list(APPEND _sgd_archs ${_cc}-real)
          set(_sgd_newest ${_cc})
        endif()
      endforeach()
      if(_sgd_newest)
        list(REMOVE_ITEM _sgd_archs ${_sgd_newest}-real)
        list(APPEND _sgd_archs ${_sgd_newest}) # SASS and PTX
        set(CMAKE_CUDA_ARCHITECTURES "${_sgd_archs}")
      else()
        set(CMAKE_CUDA_ARCHITECTURES 90) # an nvcc that cannot list its targets
      endif()
    endif()
    enable_language(CUDA)
    # compute_backend.h is C++20 (std::span). CMake before 3.26 does not know nvcc's flag for
    # CUDA_STANDARD 20 although nvcc 12 and later take it: tell it.
    if(CMAKE_VERSION VERSION_LESS 3.26 AND CMAKE_CUDA_COMPILER_VERSION VERSION_GREATER_EQUAL 12.0
       AND NOT DEFINED CMAKE_CUDA20_STANDARD_COMPILE_OPTION)
      set(CMAKE_CUDA20_STANDARD_COMPILE_OPTION "-std=c++20")
      set(CMAKE_CUDA20_EXTENSION_COMPILE_OPTION "-std=c++20")
    endif()
    find_package(CUDAToolkit)
    if(CMAKE_CUDA_COMPILER_VERSION VERSION_LESS 12.0)
      message(STATUS "SGD Studio: nvcc ${CMAKE_CUDA_COMPILER_VERSION} has no C++20; CUDA 12 or later is needed")
    elseif(CUDAToolkit_FOUND)
      set(SGD_HAVE_CUDA ON)
    endif()
  endif()
endif()
if(SGD_HAVE_CUDA)
  message(STATUS "SGD Studio: CUDA backend ON (nvcc ${CMAKE_CUDA_COMPILER_VERSION}, architectures ${CMAKE_CUDA_ARCHITECTURES})")
elseif(SGD_ENABLE_CUDA)
  message(STATUS "SGD Studio: CUDA backend OFF (no usable nvcc found; put one on PATH or set CMAKE_CUDA_COMPILER)")
else()
  message(STATUS "SGD Studio: CUDA backend OFF (SGD_ENABLE_CUDA=OFF)")
endif()
