#include "output_file.h"

#include "stop_request.h"
#include "utf8.h"

#include <QMutex>
#include <QMutexLocker>
#include <QRandomGenerator>

#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <system_error>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace sgd {

std::string systemReason(int err)
{
    std::string text = std::system_category().message(err);
    return text.empty() ? "error " + std::to_string(err) : text;
}

QString fileNameFromBytes(const std::string &bytes)
{
    QString out;
    out.reserve(qsizetype(bytes.size()));
    const auto *b = reinterpret_cast<const unsigned char *>(bytes.data());
    const std::size_t n = bytes.size();
    std::size_t i = 0;
    while (i < n) {
        const unsigned char c = b[i];
        // The length and smallest value of a well-formed UTF-8 sequence starting with c (RFC 3629:
        // no overlong forms, no surrogates, nothing above U+10FFFF).
        std::size_t len = 0;
        char32_t cp = 0, least = 0;
        if (c < 0x80) {
            len = 1, cp = c;
        } else if (c >= 0xC2 && c <= 0xDF) {
            len = 2, cp = c & 0x1F, least = 0x80;
        } else if (c >= 0xE0 && c <= 0xEF) {
            len = 3, cp = c & 0x0F, least = 0x800;
        } else if (c >= 0xF0 && c <= 0xF4) {
            len = 4, cp = c & 0x07, least = 0x10000;
        }
        bool ok = len > 0 && i + len <= n;
        for (std::size_t k = 1; ok && k < len; ++k) {
            ok = (b[i + k] & 0xC0) == 0x80;
            cp = (cp << 6) | (b[i + k] & 0x3F);
        }
        ok = ok && cp >= least && cp <= 0x10FFFF && !(cp >= 0xD800 && cp <= 0xDFFF);
        if (!ok) {
            out += QChar(char16_t(0xDC00 + c)); // c >= 0x80 here: U+DC80..U+DCFF
            ++i;
            continue;
        }
        if (cp >= 0x10000) {
            out += QChar(char16_t(0xD800 + ((cp - 0x10000) >> 10)));
            out += QChar(char16_t(0xDC00 + ((cp - 0x10000) & 0x3FF)));
        } else {
            out += QChar(char16_t(cp));
        }
        i += len;
    }
    return out;
}

std::string fileNameBytes(const QString &name)
{
    std::string out;
    out.reserve(std::size_t(name.size()));
    const qsizetype n = name.size();
    for (qsizetype i = 0; i < n; ++i) {
        const char16_t u = name.at(i).unicode();
        char32_t cp = u;
        if (u >= 0xD800 && u <= 0xDBFF && i + 1 < n && name.at(i + 1).unicode() >= 0xDC00 && name.at(i + 1).unicode() <= 0xDFFF) {
            cp = 0x10000 + ((char32_t(u) - 0xD800) << 10) + (char32_t(name.at(i + 1).unicode()) - 0xDC00);
            ++i;
        } else if (u >= 0xDC80 && u <= 0xDCFF) {
            out += char(u - 0xDC00); // an escaped byte of an invalid sequence
            continue;
        } else if (u >= 0xD800 && u <= 0xDFFF) {
            cp = 0xFFFD; // any other lone surrogate cannot be a name's byte
        }
        appendUtf8(out, cp);
    }
    return out;
}

std::string outputPathProblem(const std::string &path)
{
    if (path.empty())
        return "an empty file name";
    // The kernel's protected_symlinks rule, kept here too (it may be off, and root is the one it
    // protects): in a sticky world-writable folder (/tmp) a link is followed only when it belongs
    // to the folder's owner or to us, so that another user's link cannot aim our write elsewhere.
    struct stat link {};
    if (::lstat(path.c_str(), &link) == 0 && S_ISLNK(link.st_mode) && link.st_uid != ::geteuid()) {
        const std::filesystem::path p(path);
        const std::string dir = p.has_parent_path() ? p.parent_path().string() : std::string(".");
        struct stat folder {};
        if (::stat(dir.c_str(), &folder) == 0 && (folder.st_mode & S_ISVTX) && (folder.st_mode & S_IWOTH) &&
            link.st_uid != folder.st_uid)
            return path + " is a symbolic link owned by another user in a shared sticky folder, not followed";
    }
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0)
        return {}; // a new name; a missing folder is reported, with its reason, when the file is created
    if (S_ISREG(st.st_mode))
        return {};
    const char *what = S_ISDIR(st.st_mode)                          ? "a folder"
                       : S_ISCHR(st.st_mode) || S_ISBLK(st.st_mode) ? "a device"
                       : S_ISFIFO(st.st_mode)                       ? "a pipe (FIFO)"
                       : S_ISSOCK(st.st_mode)                       ? "a socket"
                                                                    : "a special file";
    return path + " is " + what + ", not a regular file";
}

namespace {

/// The file a write to `path` should replace: the end of a symbolic link, as QSaveFile does.
std::string resolvedTarget(const std::string &path)
{
    struct stat st {};
    if (::lstat(path.c_str(), &st) != 0 || !S_ISLNK(st.st_mode))
        return path;
    char *real = ::realpath(path.c_str(), nullptr);
    if (!real)
        return path; // a dangling link: replaced like a file
    std::string out = real;
    std::free(real);
    return out;
}

std::string randomSuffix()
{
    static const char letters[] = "abcdefghijklmnopqrstuvwxyz0123456789";
    std::string s;
    for (int i = 0; i < 8; ++i)
        s += letters[QRandomGenerator::global()->bounded(int(sizeof letters) - 1)];
    return s;
}

/// The target's name as its temporary file's name starts (".NAME.sgdPID-XXXXXXXX"): cut, at a
/// character's start, where the whole would pass the folder's longest name (a legal 255-byte name
/// must not fail because its temporary one is longer).
std::string temporaryStem(const std::string &dir, std::string name)
{
    long longest = ::pathconf(dir.c_str(), _PC_NAME_MAX);
    if (longest <= 0)
        longest = 255;
    const std::size_t around = std::strlen("..sgd-") + 10 + 8; // the dots, "sgd", a pid's digits, "-", the suffix
    const std::size_t room = std::size_t(longest) > around + 16 ? std::size_t(longest) - around : 16;
    if (name.size() <= room)
        return name;
    name.resize(room);
    while (!name.empty() && (static_cast<unsigned char>(name.back()) & 0xC0) == 0x80)
        name.pop_back(); // a cut sequence's continuation bytes
    if (!name.empty() && static_cast<unsigned char>(name.back()) >= 0xC0)
        name.pop_back(); // and its first byte
    return name;
}

/// Removes temporary files of ours for the same target (".NAME.sgdPID-XXXXXXXX") whose process is
/// gone: a writer killed with SIGKILL had no chance to remove its own. Only regular files owned by
/// this user, and only when the process that named them no longer exists.
void removeStaleTemporaries(const std::string &dir, const std::string &base)
{
    namespace fs = std::filesystem;
    const std::string prefix = base + "sgd";
    std::error_code ec;
    for (fs::directory_iterator it(dir.empty() ? "." : dir, ec), end; !ec && it != end; it.increment(ec)) {
        const std::string name = it->path().filename().string();
        if (name.compare(0, prefix.size(), prefix) != 0)
            continue;
        const std::size_t dash = name.find('-', prefix.size());
        if (dash == std::string::npos || dash == prefix.size() || dash - prefix.size() > 10)
            continue;
        const std::string digits = name.substr(prefix.size(), dash - prefix.size());
        if (digits.find_first_not_of("0123456789") != std::string::npos)
            continue;
        const long pid = std::stol(digits);
        struct stat st {};
        if (pid <= 0 || pid == long(::getpid()) || ::lstat(it->path().c_str(), &st) != 0 || !S_ISREG(st.st_mode) ||
            st.st_uid != ::getuid())
            continue;
        if (::kill(pid_t(pid), 0) != 0 && errno == ESRCH)
            ::unlink(it->path().c_str());
    }
}

} // namespace

OutputFile::OutputFile(std::string path) : m_path(std::move(path)) {}

OutputFile::~OutputFile()
{
    cancel();
}

void OutputFile::fail(const std::string &reason)
{
    if (m_error.empty()) {
        m_error = "cannot write " + m_path + ": " + reason;
        setErrorString(QString::fromStdString(m_error));
    }
}

void OutputFile::failErrno(int err)
{
    fail(systemReason(err));
}

bool OutputFile::open()
{
    if (const std::string problem = outputPathProblem(m_path); !problem.empty()) {
        m_error = problem;
        setErrorString(QString::fromStdString(m_error));
        return false;
    }
    m_target = resolvedTarget(m_path);
    const std::filesystem::path target(m_target);
    const std::string dir = target.has_parent_path() ? target.parent_path().string() : std::string(".");
    std::string base(1, '.'); // appended, not "." + name: GCC 12 warns falsely (-Wrestrict) on that form
    base += temporaryStem(dir, target.filename().string());
    base += '.';
    removeStaleTemporaries(dir, base);
    const std::string ours = base + "sgd" + std::to_string(::getpid()) + "-";
    for (int attempt = 0; attempt < 100 && m_fd < 0; ++attempt) {
        m_temp = dir + "/" + ours + randomSuffix();
        m_fd = ::open(m_temp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        if (m_fd < 0 && errno != EEXIST) {
            failErrno(errno);
            m_temp.clear();
            return false;
        }
    }
    if (m_fd < 0) {
        fail("no free name for a temporary file");
        m_temp.clear();
        return false;
    }
    holdTemporaryFile(m_temp); // removed by the stop watchdog if a stop ends the program first
    struct stat old {};
    if (::stat(m_target.c_str(), &old) == 0 && ::fchmod(m_fd, old.st_mode & 07777) != 0)
        failErrno(errno);
    QIODevice::open(QIODevice::WriteOnly | QIODevice::Unbuffered);
    return !failed();
}

qint64 OutputFile::writeData(const char *data, qint64 size)
{
    if (failed() || m_fd < 0)
        return -1;
    qint64 done = 0;
    while (done < size) {
        const ssize_t n = ::write(m_fd, data + done, std::size_t(size - done));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            failErrno(n < 0 ? errno : ENOSPC); // a write of nothing: the disk took no more
            return -1;
        }
        done += n;
    }
    return done;
}

bool OutputFile::seek(qint64 pos)
{
    if (failed() || m_fd < 0)
        return false;
    if (::lseek(m_fd, off_t(pos), SEEK_SET) < 0) {
        failErrno(errno);
        return false;
    }
    return QIODevice::seek(pos);
}

bool OutputFile::writeAll(const char *data, std::size_t size)
{
    return size == 0 || write(data, qint64(size)) == qint64(size);
}

bool OutputFile::prepareCommit()
{
    if (m_prepared)
        return !failed();
    if (m_fd < 0 && !failed())
        fail("the file was not opened");
    // fsync reports what the file system deferred (network file systems, quotas, I/O errors).
    if (!failed() && ::fsync(m_fd) != 0 && errno != EINVAL && errno != EROFS)
        failErrno(errno);
    if (!failed()) {
        const int fd = m_fd;
        m_fd = -1;
        if (::close(fd) != 0)
            failErrno(errno);
    }
    if (failed()) {
        cancel();
        return false;
    }
    m_prepared = true;
    return true;
}

bool OutputFile::commit()
{
    if (!prepareCommit())
        return false;
    // Not after a stop was asked for: the stop's message says that nothing was written.
    int renameErrno = 0;
    if (!failed() && !replaceUnlessStopped([this, &renameErrno] {
            if (::rename(m_temp.c_str(), m_target.c_str()) == 0)
                return true;
            renameErrno = errno;
            return false;
        }))
        renameErrno != 0 ? failErrno(renameErrno) : fail(std::string("stopped by ") + stopSignalName(stopSignal()));
    if (failed()) {
        cancel();
        return false;
    }
    releaseTemporaryFile(m_temp);
    m_temp.clear();
    QIODevice::close();
    return true;
}

void OutputFile::cancel()
{
    if (m_fd >= 0) {
        ::close(m_fd);
        m_fd = -1;
    }
    if (!m_temp.empty()) {
        ::unlink(m_temp.c_str());
        releaseTemporaryFile(m_temp);
        m_temp.clear();
    }
    if (isOpen())
        QIODevice::close();
}

bool writeFileAtomically(const std::string &path, const std::string &data, std::string &error)
{
    OutputFile file(path);
    if (file.open() && file.writeAll(data.data(), data.size()) && file.commit())
        return true;
    error = file.error();
    return false;
}

// --- standard output ---------------------------------------------------------------------------

CheckedStreamBuf::CheckedStreamBuf(int fd) : m_fd(fd), m_lineBuffered(::isatty(fd) == 1)
{
    m_buffer.reserve(1 << 16);
}

CheckedStreamBuf::~CheckedStreamBuf()
{
    drain();
}

bool CheckedStreamBuf::writeOut(const char *data, std::size_t size)
{
    while (size > 0 && m_errno == 0) {
        const ssize_t n = ::write(m_fd, data, size);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            m_errno = n < 0 ? errno : EIO;
            break;
        }
        noteOutputWritten(); // a stop from now on has not left "nothing written"
        data += n;
        size -= std::size_t(n);
    }
    return m_errno == 0;
}

bool CheckedStreamBuf::drain()
{
    const bool ok = writeOut(m_buffer.data(), m_buffer.size());
    m_buffer.clear(); // after a failure the rest is dropped: it has nowhere to go
    return ok;
}

CheckedStreamBuf::int_type CheckedStreamBuf::overflow(int_type c)
{
    if (traits_type::eq_int_type(c, traits_type::eof()))
        return sync() == 0 ? traits_type::not_eof(c) : traits_type::eof();
    m_buffer.push_back(traits_type::to_char_type(c));
    const bool lineDone = m_lineBuffered && traits_type::to_char_type(c) == '\n';
    if ((lineDone || m_buffer.size() >= m_buffer.capacity()) && !drain())
        return traits_type::eof();
    return failed() ? traits_type::eof() : c;
}

std::streamsize CheckedStreamBuf::xsputn(const char *s, std::streamsize n)
{
    if (failed())
        return 0;
    if (m_buffer.size() + std::size_t(n) <= m_buffer.capacity()) {
        m_buffer.insert(m_buffer.end(), s, s + n);
        // on a terminal each line shows as it is done (bench prints its rows as they are measured)
        if (m_lineBuffered && std::memchr(s, '\n', std::size_t(n)) && !drain())
            return 0;
        return n;
    }
    if (!drain() || !writeOut(s, std::size_t(n)))
        return 0;
    return n;
}

int CheckedStreamBuf::sync()
{
    return drain() ? 0 : -1;
}

bool CheckedStreamBuf::finish()
{
    return drain();
}

std::string CheckedStreamBuf::reason() const
{
    return systemReason(m_errno);
}

// --- Qt's messages -----------------------------------------------------------------------------

namespace {

struct Captured {
    QMutex mutex;
    QStringList messages;
    QtMessageHandler previous = nullptr;
    int depth = 0;
};

Captured &captured()
{
    static Captured c;
    return c;
}

void keepMessage(QtMsgType type, const QMessageLogContext &context, const QString &msg)
{
    Captured &c = captured();
    if (type == QtFatalMsg) { // about to abort: say why, as Qt would
        if (c.previous)
            c.previous(type, context, msg);
        return;
    }
    QMutexLocker lock(&c.mutex);
    if (c.messages.size() < 1000)
        c.messages << msg;
}

} // namespace

QtMessageCapture::QtMessageCapture()
{
    Captured &c = captured();
    QMutexLocker lock(&c.mutex);
    if (c.depth++ == 0) {
        c.messages.clear();
        c.previous = qInstallMessageHandler(keepMessage);
    }
}

QtMessageCapture::~QtMessageCapture()
{
    Captured &c = captured();
    QMutexLocker lock(&c.mutex);
    if (--c.depth == 0)
        qInstallMessageHandler(c.previous);
}

QStringList QtMessageCapture::messages() const
{
    Captured &c = captured();
    QMutexLocker lock(&c.mutex);
    return c.messages;
}

} // namespace sgd
