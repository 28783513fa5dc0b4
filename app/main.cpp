// sgd-studio: the GUI, or a headless subcommand (scenes, trace, export).
#include "cli.h"

#include <QCoreApplication>

#include <iostream>
#include <string>
#include <vector>

int main(int argc, char **argv)
{
    std::vector<std::string> args(argv + 1, argv + argc);
    if (!args.empty() && (args[0] == "scenes" || args[0] == "trace")) {
        QCoreApplication app(argc, argv);
        const std::vector<std::string> rest(args.begin() + 1, args.end());
        return args[0] == "scenes" ? sgd::runScenesCommand(rest, std::cout, std::cerr)
                                   : sgd::runTraceCommand(rest, std::cout, std::cerr);
    }
    std::cerr << "sgd-studio: the GUI is not built yet\n";
    return 1;
}
