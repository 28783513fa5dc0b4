#pragma once
// Every file and every byte of standard output the program writes goes through here: each write
// is checked, a file appears in full or not at all (the old one stays untouched), and a failure is
// one line with the system's reason ("cannot write s.json: No space left on device").

#include <QIODevice>
#include <QString>
#include <QStringList>

#include <cstddef>
#include <streambuf>
#include <string>
#include <vector>

namespace sgd {

/// A file name's bytes as a QString, without loss: Linux names are bytes, not always UTF-8 (a name
/// made elsewhere, "n\xff.csv"), and Qt's own conversion (QFile::decodeName) turns every byte of
/// an invalid sequence into U+FFFD, so the file could no longer be found or would be written under
/// another name. Valid UTF-8 decodes as usual; each byte of an invalid sequence becomes the lone
/// surrogate U+DC80 + (byte - 0x80) (as Python's "surrogateescape"), which fileNameBytes() turns
/// back into that byte.
QString fileNameFromBytes(const std::string &bytes);
/// The bytes of a name made by fileNameFromBytes() (or any QString: UTF-8, lone escapes as bytes).
std::string fileNameBytes(const QString &name);

/// Why `path` cannot be written as an output file, or empty when it can: a regular file or a name
/// not taken yet. A device, a pipe (FIFO), a socket or a folder is refused (symbolic links are
/// followed), so that `--out /dev/full` never turns a device into a file.
std::string outputPathProblem(const std::string &path);

/// A file written whole or not at all. The bytes go to a hidden temporary file next to the
/// target; every write is checked (the first failure keeps its errno and stops further writes);
/// commit() syncs, closes and renames it over the target, keeping the old file's permissions.
/// Anything short of a successful commit() removes the temporary file and leaves the target alone.
/// Usable wherever Qt wants a QIODevice (QImageWriter, QSvgGenerator, QPdfWriter).
class OutputFile : public QIODevice {
public:
    explicit OutputFile(std::string path);
    ~OutputFile() override;
    OutputFile(const OutputFile &) = delete;
    OutputFile &operator=(const OutputFile &) = delete;

    /// Checks the target (outputPathProblem) and creates the temporary file.
    bool open();
    /// Writes all of `data` (false after the first failure).
    bool writeAll(const char *data, std::size_t size);
    /// Flushes to disk and closes the temporary file, without renaming it yet: false (temporary file
    /// removed) after any failure. Lets two files be written whole before either replaces its target.
    bool prepareCommit();
    /// Flushes to disk, closes and renames over the target; false (target untouched) after any failure.
    bool commit();
    /// Drops what was written: the temporary file goes, the target stays as it was.
    void cancel();

    bool failed() const { return !m_error.empty(); }
    /// "cannot write PATH: REASON" after a failure, empty before.
    const std::string &error() const { return m_error; }
    const std::string &path() const { return m_path; }

    bool isSequential() const override { return false; }
    bool seek(qint64 pos) override;

protected:
    qint64 readData(char *, qint64) override { return -1; }
    qint64 writeData(const char *data, qint64 size) override;

private:
    void fail(const std::string &reason);
    void failErrno(int err);

    std::string m_path;   ///< the target as given (for messages)
    std::string m_target; ///< the file renamed over at the end (symbolic links resolved)
    std::string m_temp;
    int m_fd = -1;
    bool m_prepared = false;
    std::string m_error;
};

/// Writes `data` to `path` through OutputFile; on failure returns false and sets `error`.
bool writeFileAtomically(const std::string &path, const std::string &data, std::string &error);

/// A stream buffer over a file descriptor (standard output) that checks every write: after the
/// first failure it keeps the system's reason and drops further output, so that `> /dev/full`
/// is noticed and reported instead of exiting 0. Line by line on a terminal, in 64 KiB blocks otherwise.
class CheckedStreamBuf : public std::streambuf {
public:
    explicit CheckedStreamBuf(int fd);
    ~CheckedStreamBuf() override;

    /// Writes what is buffered; false once any write has failed.
    bool finish();
    bool failed() const { return m_errno != 0; }
    /// The system's reason for the first failed write ("No space left on device").
    std::string reason() const;

protected:
    int_type overflow(int_type c) override;
    int sync() override;
    std::streamsize xsputn(const char *s, std::streamsize n) override;

private:
    bool drain();
    bool writeOut(const char *data, std::size_t size);

    int m_fd;
    bool m_lineBuffered;
    int m_errno = 0;
    std::vector<char> m_buffer;
};

/// While alive, Qt's messages (QPainter, libpng, image plugins) are kept instead of printed, so a
/// failed write reads as one line of ours. Restores the previous handler when it goes.
class QtMessageCapture {
public:
    QtMessageCapture();
    ~QtMessageCapture();
    QtMessageCapture(const QtMessageCapture &) = delete;
    QtMessageCapture &operator=(const QtMessageCapture &) = delete;
    /// What Qt said meanwhile, one entry per message.
    QStringList messages() const;
};

/// The system's description of `err` (strerror), never empty.
std::string systemReason(int err);

} // namespace sgd
