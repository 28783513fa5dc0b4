// sgd-studio: the window, or a headless subcommand; app/cli reads the command line.
#include "app/cli/front_end.h"

int main(int argc, char **argv)
{
    return sgd::cli::run(argc, argv);
}
