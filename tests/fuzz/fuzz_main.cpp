// The libFuzzer entry point of one target; SGD_FUZZ_ENTRY names which (tests/fuzz/CMakeLists.txt).
#include "fuzz_targets.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    return SGD_FUZZ_ENTRY(data, size);
}
