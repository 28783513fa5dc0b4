// The take-home page's and the class page's style and scripts (ui/render/html_page_assets.h).
#include "html_page_assets.h"

#include "ui/render/language.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QObject>

#include <utility>

namespace sgd::ui {

namespace {

/// The words the pages' script says, as `var sgdWords = {...}` (JSON, safe inside a <script>).
QString pageWordsScript(const QString &code)
{
    static const std::pair<const char *, const char *> kWords[] = {
        {"play", QT_TRANSLATE_NOOP("sgd::page", "Play")},
        {"pause", QT_TRANSLATE_NOOP("sgd::page", "Pause")},
        {"answerIs", QT_TRANSLATE_NOOP("sgd::page", "The answer is %1.")},
        {"live", QT_TRANSLATE_NOOP("sgd::page", "Live")},
        {"ownPace", QT_TRANSLATE_NOOP("sgd::page", "Your own pace: the teacher is at step %1")},
        {"lost", QT_TRANSLATE_NOOP("sgd::page", "The class session lost its network: waiting for it to come back…")},
        {"typeNumber", QT_TRANSLATE_NOOP("sgd::page", "Type a number.")},
        {"manyExample", QT_TRANSLATE_NOOP("sgd::page", "%1 numbers, e.g. 1.5, 2")},
        {"oneExample", QT_TRANSLATE_NOOP("sgd::page", "your answer, e.g. 1.25")},
        {"prediction", QT_TRANSLATE_NOOP("sgd::page", "your prediction")},
        {"send", QT_TRANSLATE_NOOP("sgd::page", "Send")},
        {"sent", QT_TRANSLATE_NOOP("sgd::page", "Sent: %1. Wait for the reveal.")},
        {"got", QT_TRANSLATE_NOOP("sgd::page", "Your answer is in: %1. Wait for the reveal.")},
        {"late", QT_TRANSLATE_NOOP("sgd::page", "Too late: the question had closed.")},
        {"ended", QT_TRANSLATE_NOOP("sgd::page", "The class session has ended.")},
        {"retrying", QT_TRANSLATE_NOOP("sgd::page", "Connection lost: trying again…")},
        {"unreachable", QT_TRANSLATE_NOOP("sgd::page", "Could not reach the class session.")},
        {"joining", QT_TRANSLATE_NOOP("sgd::page", "Joining…")},
    };
    QJsonObject words;
    for (const auto &[key, text] : kWords)
        words.insert(QLatin1String(key), translateIn(code, "sgd::page", text));
    QString json = QString::fromUtf8(QJsonDocument(words).toJson(QJsonDocument::Compact));
    json.replace(QLatin1String("</"), QLatin1String("<\\/")).replace(QLatin1String("<!--"), QLatin1String("<\\!--"));
    return QStringLiteral("var sgdWords = ") + json +
           QStringLiteral(";\nfunction sgdSay(key, a) { var t = sgdWords[key] || key; "
                          "return a === undefined ? t : t.replace('%1', function () { return String(a); }); }\n");
}

const char *kStyle = R"CSS(
:root { --fg: #1c2430; --muted: #5b6573; --accent: #1f4e79; --bg: #ffffff; --panel: #f3f5f8; --line: #d5dbe3;
        --right: #2e7d32; --close: #8a5a00; --wrong: #b23b2e; }
* { box-sizing: border-box; }
body { margin: 0; font: 17px/1.5 "DejaVu Sans", "Segoe UI", Roboto, Helvetica, Arial, sans-serif; color: var(--fg);
       background: var(--bg); }
header, main, footer { max-width: 1280px; margin: 0 auto; padding: 0 16px; }
h1 { font-size: 1.5em; margin: 16px 0 4px; }
.summary, footer, .keys { color: var(--muted); }
nav { position: sticky; top: 0; z-index: 1; background: var(--panel); border-bottom: 1px solid var(--line);
      display: flex; flex-wrap: wrap; gap: 8px; align-items: center; padding: 8px 16px; }
nav button, .quiz button { font: inherit; padding: 4px 12px; border: 1px solid var(--line); border-radius: 6px;
      background: var(--bg); color: var(--fg); cursor: pointer; }
nav button:focus-visible, .quiz button:focus-visible, .quiz input:focus-visible { outline: 3px solid var(--accent); }
#counter { font-weight: bold; min-width: 10em; }
.keys { font-size: 0.85em; margin-left: auto; }
figure { margin: 12px 0; }
figure img { width: 100%; height: auto; display: block; border: 1px solid var(--line); border-radius: 4px; }
.narration { margin: 8px 0; }
.quiz { background: var(--panel); border-left: 4px solid var(--accent); padding: 8px 12px; margin: 8px 0; }
.quiz input { font: inherit; width: 16em; max-width: 100%; padding: 4px 8px; }
.verdict.right { color: var(--right); font-weight: bold; }
.verdict.close { color: var(--close); font-weight: bold; }
.verdict.wrong { color: var(--wrong); font-weight: bold; }
details { margin: 8px 0 24px; }
table { border-collapse: collapse; font-size: 0.85em; }
td { border: 1px solid var(--line); padding: 2px 6px; }
.cut { background: #fff4d6; border: 1px solid #e0c36a; padding: 6px 12px; border-radius: 4px; }
.join { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: end; margin: 8px 0; }
.join input { font: inherit; padding: 4px 8px; width: 9em; display: block; }
.join button, #live { font: inherit; padding: 4px 12px; border: 1px solid var(--line); border-radius: 6px; background: var(--accent);
      color: #fff; cursor: pointer; }
#live:disabled { background: var(--bg); color: var(--muted); cursor: default; }
#state { color: var(--muted); }
#ask { position: sticky; top: 52px; z-index: 1; }
@media (max-width: 700px) { body { font-size: 15px; } .keys { display: none; } }
)CSS";

// The viewer both pages share: the step bar and the window's keys over the page's <section class="step">
// elements. The file holds all of them; the live page adds them as the teacher steps (refresh()).
const char *kViewerScript = R"JS(
function sgdViewer() {
  var counter = document.getElementById('counter'), play = document.getElementById('play');
  var v = { steps: [], at: -1, timer: null, onShow: null, onEnd: null };
  v.refresh = function () { v.steps = Array.prototype.slice.call(document.querySelectorAll('section.step')); };
  v.show = function (n) {
    if (!v.steps.length) return;
    n = Math.max(0, Math.min(v.steps.length - 1, n));
    for (var i = 0; i < v.steps.length; i++) v.steps[i].hidden = i !== n;
    v.at = n;
    counter.textContent = v.steps[n].getAttribute('data-counter');
    if (n === v.steps.length - 1) v.stop();
    if (v.onShow) v.onShow(n);
  };
  v.stop = function () { if (v.timer) { clearInterval(v.timer); v.timer = null; play.textContent = sgdSay('play'); } };
  v.toggle = function () {
    if (v.timer) { v.stop(); return; }
    if (v.at === v.steps.length - 1) v.show(0);
    v.timer = setInterval(function () { v.show(v.at + 1); }, 1600);
    play.textContent = sgdSay('pause');
  };
  v.end = function () { v.stop(); if (v.onEnd) v.onEnd(); else v.show(v.steps.length - 1); };
  function on(id, f) { var b = document.getElementById(id); if (b) b.onclick = f; }
  on('home', function () { v.stop(); v.show(0); });
  on('back', function () { v.stop(); v.show(v.at - 1); });
  on('next', function () { v.stop(); v.show(v.at + 1); });
  on('play', v.toggle);
  on('live', v.end);
  document.addEventListener('keydown', function (e) {
    var typing = e.target && (e.target.tagName === 'INPUT' || e.target.tagName === 'TEXTAREA');
    if (typing && e.key !== 'Escape') return;
    if (e.key === 'ArrowRight') { v.stop(); v.show(v.at + 1); }
    else if (e.key === 'ArrowLeft') { v.stop(); v.show(v.at - 1); }
    else if (e.key === ' ' && play) v.toggle();
    else if (e.key === 'Home') { v.stop(); v.show(0); }
    else if (e.key === 'End') v.end();
    else return;
    e.preventDefault();
  });
  return v;
}
)JS";

// How both pages read a typed answer and grade it: the same rules as core/quiz_values.cpp
// (parseQuizNumbers, gradeNumbers) over the grading table core wrote (quizRubricJson).
const char *kGradeScript = R"JS(
var sgdQuiz = (function () {
  var same = [[/[\u2212\u2013\u2012\uFE63\uFF0D]/g, '-'], [/\uFF0B/g, '+'], [/[\u00A0\u2009\u202F\u3000\t]/g, ' '],
              [/[\uFF0C\u3001]/g, ','], [/\uFF1B/g, ';'], [/\uFF0E/g, '.']];
  function trim(t) { return t.replace(/^ +| +$/g, ''); }
  function split(text, how) {
    var out = [], part = '';
    for (var i = 0; i < text.length; i++) {
      var c = text[i];
      var cut = how === ';' ? c === ';' : how === ',' ? c === ',' : c === ' ' || (c === ',' && text[i + 1] === ' ');
      if (cut) { if (trim(part)) out.push(trim(part)); part = ''; } else part += c;
    }
    if (trim(part)) out.push(trim(part));
    return out;
  }
  function number(p) {
    var m = /^([+-]?) *([0-9]+(?:[.,][0-9]*)?|[.,][0-9]+)([eE][+-]?[0-9]+)?$/.exec(trim(p));
    if (!m) return NaN;
    return Number((m[1] === '-' ? '-' : '') + m[2].replace(',', '.') + (m[3] || ''));
  }
  function parse(typed, expected) {
    var text = typed;
    same.forEach(function (s) { text = text.replace(s[0], s[1]); });
    text = trim(text);
    if (!text) return [];
    var parts;
    if (text.indexOf(';') >= 0) parts = split(text, ';');
    else if (expected === 1) parts = [text];
    else {
      parts = split(text, ',');
      if (expected > 1 && parts.length !== expected) parts = split(text, ' ');
    }
    var out = parts.map(number);
    return out.some(function (x) { return !isFinite(x); }) ? [] : out;
  }
  function distance(a, b) {
    var d = 0;
    for (var i = 0; i < a.length && i < b.length; i++) d = Math.max(d, Math.abs(a[i] - b[i]));
    return d;
  }
  // [verdict, words while the question is open]
  function grade(r, guess) {
    if (!guess.length || guess.length !== r.answer.length) return ['unreadable', r.unreadable];
    var err = distance(guess, r.answer), counted = r.kind !== 'number';
    if (counted ? err === 0 : err <= r.exact) return counted ? ['right', r.texts.right] : ['exact', r.texts.exact];
    var slip = -1, nearest = Infinity;
    r.slips.forEach(function (s, i) {
      var d = distance(guess, s.v);
      if (d <= s.tol && d < nearest) { nearest = d; slip = i; }
    });
    if (slip >= 0) return ['slip', r.texts.slip + ' ' + r.slips[slip].why];
    if (counted) return ['wrong', r.texts.wrong];
    if (err <= r.close && (!r.before.length || err < distance(guess, r.before))) return ['close', r.texts.close];
    return ['far', r.texts.far];
  }
  function colour(verdict) {
    return verdict === 'exact' || verdict === 'right' ? 'right' : verdict === 'close' ? 'close' : verdict === 'unreadable' ? '' : 'wrong';
  }
  return { parse: parse, grade: grade, colour: colour };
})();
)JS";

// The file: every step is on the page; a prediction is checked as the window checks it, and the
// step's picture, words and numbers stay hidden until the reveal. No network.
const char *kFileScript = R"JS(
(function () {
  var v = sgdViewer();
  v.refresh();
  Array.prototype.forEach.call(document.querySelectorAll('.quiz'), function (quiz) {
    var r = JSON.parse(quiz.getAttribute('data-rubric'));
    var verdict = quiz.querySelector('.verdict'), input = quiz.querySelector('input');
    var section = quiz.closest('section'), revealed = false;
    function say(result) {
      verdict.textContent = result[1];
      verdict.className = 'verdict ' + sgdQuiz.colour(result[0]);
      verdict.setAttribute('data-verdict', result[0]);
    }
    var check = quiz.querySelector('.check');
    if (check) {
      check.onclick = function () {
        if (revealed) return;
        say(sgdQuiz.grade(r, sgdQuiz.parse(input.value, r.answer.length)));
      };
      // After Enter the verdict takes the focus (read out by a screen reader), so the arrows step again.
      input.addEventListener('keydown', function (e) {
        if (e.key !== 'Enter') return;
        check.onclick();
        verdict.setAttribute('tabindex', '-1');
        verdict.focus();
      });
    }
    Array.prototype.forEach.call(quiz.querySelectorAll('.choice'), function (b, i) {
      b.onclick = function () { say([r.choices[i].verdict, r.choices[i].text]); };
    });
    quiz.querySelector('.reveal').onclick = function () {
      revealed = true;
      var said = verdict.getAttribute('data-verdict');
      verdict.textContent = (said && said !== 'unreadable' ? verdict.textContent + ' ' : '') + sgdSay('answerIs', r.reveal);
      Array.prototype.forEach.call(section.querySelectorAll('.held'), function (e) { e.hidden = true; });
      Array.prototype.forEach.call(section.querySelectorAll('.after-reveal'), function (e) { e.hidden = false; });
      quiz.querySelector('.reveal').disabled = true;
      if (check) { check.disabled = true; input.disabled = true; }
    };
  });
  v.show(0);
  document.body.setAttribute('data-ready', '1');
})();
)JS";

// The live page: joins the teacher's class session over a WebSocket on the page's own host, shows
// each step the teacher shows (the same <section> the file holds, made by the same code), keeps the
// last few so a student can step back on their own, and sends one answer when the teacher asks.
// Every text from the server goes in as text; only the step's section (made by SGD Studio, its
// picture an <img>) goes in as HTML.
const char *kLiveScript = R"JS(
(function () {
  var v = sgdViewer(), main = document.querySelector('main'), body = document.body;
  var joinBox = document.getElementById('join'), codeIn = document.getElementById('code');
  var nickIn = document.getElementById('nick'), joinStatus = document.getElementById('join-status');
  var liveBtn = document.getElementById('live'), state = document.getElementById('state');
  var ask = document.getElementById('ask'), verdict = ask.querySelector('.verdict');
  var keep = 12, ws = null, run = -1, liveStep = -1, joined = false, refused = false, question = null;
  var count = 1, unreadable = '';
  var inbox = Promise.resolve(), inflates = typeof DecompressionStream !== 'undefined', lastHeard = 0;
  // A phone held upright gets the step laid out for it; turning it asks for the other layout.
  var narrow = window.matchMedia('(max-width: 600px)');
  narrow.addEventListener('change', function (e) { if (joined) send({ t: 'layout', phone: e.matches }); });
  // The server beats every 5 s: silence for 12 s means its network is gone (a lost Wi-Fi closes no
  // connection), and the page says so and tries again instead of waiting quietly.
  setInterval(function () {
    if (!joined || refused || !lastHeard || Date.now() - lastHeard < 12000) return;
    state.textContent = sgdSay('lost');
    body.setAttribute('data-network', 'lost');
    lastHeard = Date.now();
    if (ws) ws.close();
  }, 3000);
  // A step's picture: its SVG text as an image (a blob: URL; an image runs nothing), freed with its step.
  function showPicture(s, svg) {
    var img = s.querySelector('img[data-svg]');
    if (!img || !svg) return;
    img.src = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  }
  function dropStep(c) {
    var img = c.querySelector('img[data-svg]');
    if (img && img.src.indexOf('blob:') === 0) URL.revokeObjectURL(img.src);
    main.removeChild(c);
  }
  var token = '';
  // One device, one student: every tab of this browser shares the token (the newest tab follows).
  try { token = localStorage.getItem('sgd-token') || ''; } catch (e) {}
  if (!/^[A-Za-z0-9]{16,40}$/.test(token)) {
    var chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', a = new Uint32Array(24);
    crypto.getRandomValues(a);
    token = Array.prototype.map.call(a, function (x) { return chars[x % chars.length]; }).join('');
    try { localStorage.setItem('sgd-token', token); } catch (e) {}
  }
  var fromUrl = new URLSearchParams(location.search).get('code');
  if (fromUrl) codeIn.value = fromUrl.toUpperCase();
  function stepOf(s) { return Number(s.getAttribute('data-step')); }
  function liveIndex() {
    for (var i = 0; i < v.steps.length; i++) if (stepOf(v.steps[i]) === liveStep) return i;
    return v.steps.length - 1;
  }
  function setLive(on) {
    liveBtn.disabled = on;
    var shown = v.steps[v.at];
    state.textContent = on ? sgdSay('live') : shown ? sgdSay('ownPace', liveStep) : '';
    body.setAttribute('data-live', on ? '1' : '0');
  }
  v.onShow = function (n) { setLive(n === liveIndex()); };
  v.onEnd = function () { v.show(liveIndex()); };
  function send(m) { if (ws && ws.readyState === 1) ws.send(JSON.stringify(m)); }
  // The steps kept are in step order, one section per step: Back and Forward go by the step number,
  // whichever order the teacher showed them in; live is the teacher's step.
  function addStep(m) {
    if (m.run !== run) { while (main.firstElementChild) dropStep(main.firstElementChild); run = m.run; }
    var wasLive = body.getAttribute('data-live') !== '0', shown = v.steps[v.at], holder = document.createElement('div');
    holder.innerHTML = m.html;
    var s = holder.querySelector('section.step');
    if (!s) return;
    showPicture(s, m.svg);
    s.hidden = true;
    var after = null;
    for (var c = main.firstElementChild; c; c = c.nextElementSibling) {
      if (stepOf(c) === m.n) { if (shown === c) shown = s; after = c.nextElementSibling; dropStep(c); break; }
      if (stepOf(c) > m.n) { after = c; break; }
    }
    main.insertBefore(s, after);
    liveStep = m.n;
    while (main.children.length > keep) { // the step farthest from the teacher's goes first, never the one read
      var far = null;
      for (var d = main.firstElementChild; d; d = d.nextElementSibling)
        if (d !== shown && d !== s && (!far || Math.abs(stepOf(d) - m.n) > Math.abs(stepOf(far) - m.n))) far = d;
      if (!far) break;
      dropStep(far);
    }
    v.refresh();
    var i = v.steps.indexOf(shown);
    v.show(wasLive || i < 0 ? liveIndex() : i);
    body.setAttribute('data-step', String(m.n));
  }
  function closeAsk() { ask.hidden = true; question = null; }
  function showAsk(m) {
    question = m.q;
    count = m.count || 1;
    unreadable = m.unreadable || sgdSay('typeNumber');
    ask.hidden = false;
    ask.querySelector('.prompt').textContent = m.prompt;
    var form = ask.querySelector('.form');
    form.textContent = '';
    verdict.textContent = '';
    verdict.className = 'verdict';
    if (m.choices && m.choices.length) {
      m.choices.forEach(function (c, i) {
        var b = document.createElement('button');
        b.type = 'button'; b.className = 'choice'; b.textContent = c;
        b.onclick = function () { answer({ t: 'answer', q: question, choice: i }, c); };
        form.appendChild(b); form.appendChild(document.createTextNode(' '));
      });
    } else {
      var input = document.createElement('input'), go = document.createElement('button');
      input.type = 'text'; input.inputMode = 'decimal'; input.maxLength = 60;
      input.placeholder = m.count > 1 ? sgdSay('manyExample', m.count) : sgdSay('oneExample');
      input.setAttribute('aria-label', sgdSay('prediction'));
      go.type = 'button'; go.className = 'send'; go.textContent = sgdSay('send');
      go.onclick = function () { if (input.value.trim()) answer({ t: 'answer', q: question, text: input.value.trim() }, input.value.trim()); };
      input.addEventListener('keydown', function (e) { if (e.key === 'Enter') go.onclick(); });
      form.appendChild(input); form.appendChild(document.createTextNode(' ')); form.appendChild(go);
    }
    body.setAttribute('data-question', String(m.q));
  }
  function answer(m, shown) {
    send(m);
    Array.prototype.forEach.call(ask.querySelectorAll('input, button'), function (e) { e.disabled = true; });
    verdict.textContent = sgdSay('sent', shown);
  }
  function handle(m) {
    if (m.t === 'welcome') {
      joined = true; joinBox.hidden = true;
      if (m.keep > 0) keep = m.keep;
      closeAsk(); // a question taken back while this page was away: the server sends the open one again
      document.getElementById('title').textContent = m.title;
      body.setAttribute('data-joined', '1');
    } else if (m.t === 'refused') {
      refused = true; joinStatus.textContent = m.why;
      if (joined) state.textContent = m.why;
      body.setAttribute('data-refused', m.why);
    } else if (m.t === 'ended') { // the session this page followed is gone (the teacher restarted): the new code
      refused = true; joined = false; joinBox.hidden = false; codeIn.value = ''; joinStatus.textContent = m.why;
      state.textContent = m.why; closeAsk(); body.setAttribute('data-ended', '1'); codeIn.focus();
    } else if (m.t === 'step') { addStep(m); send({ t: 'have' }); } // the next step may come
    else if (m.t === 'ask') showAsk(m);
    else if (m.t === 'got') { verdict.textContent = sgdSay('got', m.text); body.setAttribute('data-answered', String(m.q)); }
    else if (m.t === 'unreadable' && m.q === question) { // not counted: the form opens again
      verdict.textContent = m.text;
      Array.prototype.forEach.call(ask.querySelectorAll('input, button'), function (e) { e.disabled = false; });
    }
    else if (m.t === 'late' && m.q === question) verdict.textContent = sgdSay('late');
    else if (m.t === 'reveal' && m.q === question) {
      verdict.textContent = m.text;
      verdict.className = 'verdict' + (m.right === true ? ' right' : m.right === false ? ' wrong' : '');
      Array.prototype.forEach.call(ask.querySelectorAll('input, button'), function (e) { e.disabled = true; });
      body.setAttribute('data-revealed', String(m.q));
    } else if (m.t === 'close' && m.q === question) closeAsk();
    else if (m.t === 'end') { state.textContent = sgdSay('ended'); body.setAttribute('data-ended', '1'); refused = true; }
  }
  function connect() {
    ws = new WebSocket((location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/ws');
    ws.binaryType = 'arraybuffer';
    ws.onopen = function () {
      send({ t: 'join', code: codeIn.value.trim().toUpperCase(), nick: nickIn.value.trim(), token: token, again: joined,
             deflate: inflates, acks: true, lang: document.documentElement.lang, phone: narrow.matches });
    };
    // Steps come deflated (a zlib stream, first byte 0x78); every other message is JSON text. They
    // are handled in the order they came, whatever inflating takes.
    ws.onmessage = function (e) {
      var data = e.data;
      lastHeard = Date.now();
      if (body.getAttribute('data-network') === 'lost') { body.setAttribute('data-network', 'ok'); setLive(v.at === liveIndex()); }
      inbox = inbox.then(function () {
        if (typeof data !== 'string' && new Uint8Array(data)[0] === 0x78 && inflates)
          return new Response(new Blob([data]).stream().pipeThrough(new DecompressionStream('deflate'))).text();
        return typeof data === 'string' ? data : new TextDecoder().decode(data);
      }).then(function (text) {
        var m;
        try { m = JSON.parse(text); } catch (err) { return; }
        handle(m);
      }, function () {});
    };
    ws.onclose = function () {
      ws = null;
      if (refused) return;
      if (joined) {
        if (body.getAttribute('data-network') !== 'lost') state.textContent = sgdSay('retrying');
        setTimeout(connect, 2000);
      }
      else joinStatus.textContent = sgdSay('unreachable');
    };
  }
  document.getElementById('join-form').onsubmit = function (e) {
    e.preventDefault();
    if (ws) return;
    refused = false; joinStatus.textContent = sgdSay('joining');
    connect();
  };
  setLive(true);
  body.setAttribute('data-ready', '1');
})();
)JS";

} // namespace

QString htmlPageStyle()
{
    return QString::fromUtf8(kStyle);
}

QString filePageScript(const QString &code)
{
    return pageWordsScript(code) + QString::fromUtf8(kViewerScript) + QString::fromUtf8(kGradeScript) +
           QString::fromUtf8(kFileScript);
}

QString classPageScript(const QString &code)
{
    return pageWordsScript(code) + QString::fromUtf8(kViewerScript) + QString::fromUtf8(kGradeScript) +
           QString::fromUtf8(kLiveScript);
}

} // namespace sgd::ui
