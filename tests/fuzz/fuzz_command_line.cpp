// Fuzz target: the command-line front end (app/cli). One word per line after `sgd-studio`; '/' is
// dropped from every word, so that whatever a command writes lands in a scratch folder that is the
// working directory during the call and emptied after it. `scenes`, `schemas` and `trace` run for
// real (their output thrown away); `export`, `bench` and the window only parse their options, so
// that no window opens and no long job starts. A command must end with 0, 1 or 2; a usage error
// is a UsageError or ParamError.
#include "fuzz_targets.h"

#include "app/cli/commands.h"
#include "app/cli/front_end.h"
#include "core/cli.h"
#include "core/params.h"

#include <QDir>
#include <QTemporaryDir>

#include <cstdio>
#include <cstdlib>
#include <fcntl.h>
#include <filesystem>
#include <iostream>
#include <streambuf>
#include <string>
#include <unistd.h>
#include <vector>

namespace sgd::fuzz {

namespace {

constexpr std::size_t kMaxWords = 24;

class NullBuffer : public std::streambuf {
protected:
    int overflow(int c) override { return traits_type::not_eof(c); }
    std::streamsize xsputn(const char *, std::streamsize n) override { return n; }
};

/// std::cout, std::cerr and standard output itself (the front end writes to it directly) go
/// nowhere while it lives.
class Silence {
public:
    Silence() : m_out(std::cout.rdbuf(&m_null)), m_err(std::cerr.rdbuf(&m_null)), m_stdout(dup(STDOUT_FILENO))
    {
        const int null = open("/dev/null", O_WRONLY);
        if (null >= 0) {
            dup2(null, STDOUT_FILENO);
            close(null);
        }
    }
    ~Silence()
    {
        std::fflush(stdout);
        if (m_stdout >= 0) {
            dup2(m_stdout, STDOUT_FILENO);
            close(m_stdout);
        }
        std::cout.rdbuf(m_out);
        std::cerr.rdbuf(m_err);
        std::cout.clear();
        std::cerr.clear();
    }

private:
    NullBuffer m_null;
    std::streambuf *m_out, *m_err;
    int m_stdout;
};

/// The scratch folder is the working directory while it lives; emptied afterwards.
class InScratch {
public:
    InScratch() : m_back(std::filesystem::current_path()) { std::filesystem::current_path(folder()); }
    ~InScratch()
    {
        std::filesystem::current_path(m_back);
        std::error_code ec;
        for (const auto &entry : std::filesystem::directory_iterator(folder(), ec))
            std::filesystem::remove_all(entry.path(), ec);
    }

private:
    static std::string folder()
    {
        static QTemporaryDir dir(QDir::tempPath() + QStringLiteral("/sgd-fuzz-cli-XXXXXX"));
        return dir.path().toStdString();
    }
    std::filesystem::path m_back;
};

std::vector<std::string> wordsOf(const std::uint8_t *data, std::size_t size)
{
    std::vector<std::string> words(1);
    for (std::size_t i = 0; i < size && words.size() <= kMaxWords; ++i) {
        const char c = char(data[i]);
        if (c == '\n')
            words.emplace_back();
        else if (c != '/' && c != '\0')
            words.back() += c;
    }
    if (words.back().empty())
        words.pop_back();
    return words;
}

/// The window, export and bench: their options parsed and checked, nothing run.
void parseOnly(const QString &name, const QStringList &args)
{
    for (const cli::Command &command : cli::commands()) {
        if (command.name != name)
            continue;
        cli::CommandParser parser(command.name);
        command.define(parser);
        try {
            parser.parse(args);
        } catch (const std::invalid_argument &) { // UsageError
        } catch (const ParamError &) {
        }
    }
}

} // namespace

int commandLine(const std::uint8_t *data, std::size_t size)
{
    const std::vector<std::string> words = wordsOf(data, size);
    const std::string first = words.empty() ? std::string() : words.front();
    if (first == "scenes" || first == "schemas" || first == "trace") {
        std::vector<std::string> argvWords{"sgd-studio"};
        argvWords.insert(argvWords.end(), words.begin(), words.end());
        std::vector<char *> argv;
        for (std::string &w : argvWords)
            argv.push_back(w.data());
        argv.push_back(nullptr);
        int argc = int(argvWords.size());
        const Silence silence;
        const InScratch scratch;
        const int code = cli::run(argc, argv.data());
        if (code != ExitOk && code != ExitFailure && code != ExitUsage)
            std::abort();
        return 0;
    }
    QStringList args;
    for (const std::string &w : words)
        args << QString::fromLocal8Bit(w.data(), qsizetype(w.size()));
    const bool window = first.empty() || first.front() == '-';
    if (!window)
        args.removeFirst();
    const Silence silence;
    parseOnly(window ? QString() : QString::fromStdString(first), args);
    return 0;
}

} // namespace sgd::fuzz
