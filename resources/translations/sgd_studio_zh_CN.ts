<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>PenOverlay</name>
    <message>
        <source>Pen note</source>
        <translation>画笔标注</translation>
    </message>
    <message>
        <source>Vermillion</source>
        <translation>朱红</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>蓝色</translation>
    </message>
    <message>
        <source>Bluish green</source>
        <translation>蓝绿色</translation>
    </message>
    <message>
        <source>Reddish purple</source>
        <translation>红紫色</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>As the speed control under the picture: 2× plays twice as fast.</source>
        <translation>与画面下方的速度控件相同：2× 表示以两倍速度播放。</translation>
    </message>
    <message>
        <source>%1: %2 (the local network)</source>
        <translation>%1：%2（本地网络）</translation>
    </message>
    <message>
        <source>This computer only: 127.0.0.1 (for a try-out)</source>
        <translation>仅本机：127.0.0.1（用于试用）</translation>
    </message>
    <message>
        <source>Every network of this computer: 0.0.0.0</source>
        <translation>本机的所有网络：0.0.0.0</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>无法识别</translation>
    </message>
    <message>
        <source>other</source>
        <translation>其他</translation>
    </message>
    <message>
        <source>1 student joined</source>
        <translation>已有 1 名学生加入</translation>
    </message>
    <message>
        <source>%1 students joined</source>
        <translation>已有 %1 名学生加入</translation>
    </message>
    <message>
        <source> · %1 of %2 answered</source>
        <translation> · %2 人中已有 %1 人作答</translation>
    </message>
    <message>
        <source> · 1 connection dropped for reading too slowly (its page rejoins)</source>
        <translation> · 1 个连接因读取过慢被断开（其页面会重新加入）</translation>
    </message>
    <message>
        <source> · %1 connections dropped for reading too slowly (their pages rejoin)</source>
        <translation> · %1 个连接因读取过慢被断开（其页面会重新加入）</translation>
    </message>
    <message>
        <source> · THE NETWORK IS GONE: %1 is no longer this computer's address, so no student can reach the session. %2</source>
        <translation> · 网络已断开：%1 已不再是本机的地址，学生无法连接到课堂会话。%2</translation>
    </message>
    <message>
        <source>Reconnect the Wi-Fi; the session goes on when it is back.</source>
        <translation>请重新连接 Wi-Fi；网络恢复后课堂会话将继续。</translation>
    </message>
    <message>
        <source>Reconnect, or stop and start the session on %1.</source>
        <translation>请重新连接，或停止课堂会话后在 %1 上重新启动。</translation>
    </message>
    <message>
        <source> · 1 network address turned away for wrong codes</source>
        <translation> · 1 个网络地址因代码错误被拒绝</translation>
    </message>
    <message>
        <source> · %1 network addresses turned away for wrong codes</source>
        <translation> · %1 个网络地址因代码错误被拒绝</translation>
    </message>
    <message>
        <source>stable: η·x² ≤ 1</source>
        <translation>稳定：η·x² ≤ 1</translation>
    </message>
    <message>
        <source>overshooting: η·x² between 1 and 2</source>
        <translation>越过谷底：η·x² 介于 1 和 2 之间</translation>
    </message>
    <message>
        <source>diverging: η·x² ≥ 2</source>
        <translation>发散：η·x² ≥ 2</translation>
    </message>
    <message>
        <source>runs</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>No pinned runs yet</source>
        <translation>尚无已固定的运行</translation>
    </message>
    <message>
        <source>%1 against %2: one pinned run</source>
        <translation>%1 随 %2 的变化：一次已固定的运行</translation>
    </message>
    <message>
        <source>%1 against %2: %3 pinned runs</source>
        <translation>%1 随 %2 的变化：%3 次已固定的运行</translation>
    </message>
    <message>
        <source>%1 exactly 0 (at the foot of the log axis)</source>
        <translation>%1 恰为 0（画在对数轴底部）</translation>
    </message>
    <message>
        <source>%1 against %2 (%3)</source>
        <translation>%1 随 %2 的变化（%3）</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>%1: the name must end in .png, .svg or .pdf</source>
        <translation>%1：文件名必须以 .png、.svg 或 .pdf 结尾</translation>
    </message>
    <message>
        <source>SGD Studio comparison: %1</source>
        <translation>SGD Studio 比较：%1</translation>
    </message>
    <message>
        <source>not built into this copy</source>
        <translation>此版本未内置</translation>
    </message>
    <message>
        <source>not available: %1</source>
        <translation>不可用：%1</translation>
    </message>
    <message>
        <source>built, but no device found</source>
        <translation>已内置，但未找到设备</translation>
    </message>
    <message>
        <source>%1 (%2 GiB, compute %3.%4)</source>
        <translation>%1（%2 GiB，计算能力 %3.%4）</translation>
    </message>
    <message>
        <source>not found: MP4, WebM and GIF export need it (install ffmpeg)</source>
        <translation>未找到：导出 MP4、WebM 和 GIF 需要它（请安装 ffmpeg）</translation>
    </message>
    <message>
        <source>found: %1</source>
        <translation>已找到：%1</translation>
    </message>
    <message>
        <source>mpirun not found: real runs need Open MPI (install openmpi-bin and libopenmpi-dev)</source>
        <translation>未找到 mpirun：真实运行需要 Open MPI（请安装 openmpi-bin 和 libopenmpi-dev）</translation>
    </message>
    <message>
        <source>mpirun found (%1), but not the runner %2: build it with Open MPI present</source>
        <translation>已找到 mpirun（%1），但未找到运行程序 %2：请在已安装 Open MPI 的环境中构建它</translation>
    </message>
    <message>
        <source>found: %1, runner %2</source>
        <translation>已找到：%1，运行程序 %2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>%1 x %2, scale %3</source>
        <translation>%1 x %2，缩放 %3</translation>
    </message>
    <message>
        <source>SGD Studio</source>
        <translation>SGD Studio</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>chosen when the scale lab runs (%1)</source>
        <translation>在规模实验室运行时选择（%1）</translation>
    </message>
    <message>
        <source>%1 (asked for: %2)</source>
        <translation>%1（请求的是：%2）</translation>
    </message>
    <message>
        <source>Why not the GPU</source>
        <translation>为何未使用 GPU</translation>
    </message>
    <message>
        <source>nothing fell back</source>
        <translation>未发生回退</translation>
    </message>
    <message>
        <source>CPU threads</source>
        <translation>CPU 线程</translation>
    </message>
    <message>
        <source>CUDA</source>
        <translation>CUDA</translation>
    </message>
    <message>
        <source>FFmpeg</source>
        <translation>FFmpeg</translation>
    </message>
    <message>
        <source>Open MPI</source>
        <translation>Open MPI</translation>
    </message>
    <message>
        <source>Qt</source>
        <translation>Qt</translation>
    </message>
    <message>
        <source>%1 (built with %2)</source>
        <translation>%1（构建时使用 %2）</translation>
    </message>
    <message>
        <source>Platform</source>
        <translation>平台</translation>
    </message>
    <message>
        <source>Screen</source>
        <translation>屏幕</translation>
    </message>
    <message>
        <source>Diagnostics</source>
        <translation>诊断</translation>
    </message>
    <message>
        <source>What this copy of SGD Studio runs on. Paste it into a bug report.</source>
        <translation>此 SGD Studio 副本的运行环境。可将其粘贴到错误报告中。</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>窗口</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>编辑</translation>
    </message>
    <message>
        <source>View</source>
        <translation>视图</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>播放控制</translation>
    </message>
    <message>
        <source>Pen</source>
        <translation>画笔</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>帮助</translation>
    </message>
    <message>
        <source>Hover</source>
        <translation>悬停</translation>
    </message>
    <message>
        <source>a crosshair and the exact values of each curve's nearest point</source>
        <translation>显示十字准线以及每条曲线上最近点的精确值</translation>
    </message>
    <message>
        <source>Wheel</source>
        <translation>滚轮</translation>
    </message>
    <message>
        <source>zoom the x axis around the pointer</source>
        <translation>以指针为中心缩放 x 轴</translation>
    </message>
    <message>
        <source>Shift+Wheel</source>
        <translation>Shift+滚轮</translation>
    </message>
    <message>
        <source>zoom the y axis around the pointer</source>
        <translation>以指针为中心缩放 y 轴</translation>
    </message>
    <message>
        <source>Drag</source>
        <translation>拖动</translation>
    </message>
    <message>
        <source>move along the x axis</source>
        <translation>沿 x 轴平移</translation>
    </message>
    <message>
        <source>Double-click</source>
        <translation>双击</translation>
    </message>
    <message>
        <source>show the whole chart again</source>
        <translation>重新显示整个图表</translation>
    </message>
    <message>
        <source>Click a legend entry</source>
        <translation>单击图例项</translation>
    </message>
    <message>
        <source>hide that curve; click again to show it</source>
        <translation>隐藏该曲线；再次单击可重新显示</translation>
    </message>
    <message>
        <source>Charts (mouse)</source>
        <translation>图表（鼠标）</translation>
    </message>
    <message>
        <source>&lt;p&gt;Every key of this window. Keys work while you are not typing in a field.&lt;/p&gt;</source>
        <translation>&lt;p&gt;本窗口的所有快捷键。未在输入框中键入时快捷键才会生效。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>&lt;h2&gt;How to run a class with SGD Studio&lt;/h2&gt;&lt;p&gt;Each scene tells one part of the story, one step at a time. Here is one way to use them in class.&lt;/p&gt;&lt;h3&gt;Before class&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;Pick the scenes you need from the list on the left, or open a lesson from the Lessons menu.&lt;/li&gt;&lt;li&gt;Build your own lesson: set a scene, its parameters and the step you want, and save it as a slide. Ctrl+D copies the slide shown and Ctrl+Shift+Page Up or Page Down moves it. A lesson can lock controls so that nothing changes by accident while you teach; a padlock marks them.&lt;/li&gt;&lt;li&gt;Click a scene's title on the canvas to read what to look for in it.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;In the room&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Presentation mode&lt;/b&gt; (F11) fills the screen with large type for the projector. F10 brings the menus and panels back for a moment; Esc leaves.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Lessons with slides&lt;/b&gt;: Page Down goes to the next slide and Page Up back, so you can teach with a clicker alone. Teacher notes stay in the presenter panel and never show on the canvas.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Quiz mode&lt;/b&gt;: before the next step plays, the new values are hidden. Ask the class to guess, then reveal and compare. Students working alone can type an answer and see how close it was.&lt;/li&gt;&lt;li&gt;&lt;b&gt;The pen&lt;/b&gt; (P): circle a value, draw an arrow, or add a short note. Notes belong to the step they were drawn on and come back when you return to it; in a lesson they stay with their slide. Ctrl+Z takes back the last one while the pen is on.&lt;/li&gt;&lt;li&gt;Space plays and pauses, the arrow keys step, Home starts again.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Compare&lt;/b&gt;: Compare &amp;gt; Pin run (Ctrl+Shift+P) keeps the run on screen; change a parameter, pin again, and Compare pinned runs draws them side by side. Sweep a parameter runs the scene once per value and plots what each run ends with (the learning rate's three regimes, staleness against workers).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Real runs&lt;/b&gt;: for the synchronous, asynchronous and decentralized scenes, Processes &amp;gt; Run on real processes starts one process per worker and one more (the server, or the one that gathers the record) with Open MPI on this machine and replays what they measured in the same views. Compare with simulator puts the measured run beside the simulator's prediction: the arithmetic agrees, the times are the machine's own. Help &amp;gt; Diagnostics says whether Open MPI and FFmpeg are installed.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;After class&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Exports&lt;/b&gt;: File &amp;gt; Export picture saves the step you see as PNG, SVG or PDF, with your pen notes if you like. A handout PDF has one page per step; an animation export makes a video for slides.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;F1 lists every key of the window.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;如何用 SGD Studio 上课&lt;/h2&gt;&lt;p&gt;每个场景讲述整个故事的一部分，一次一步。下面是在课堂上使用它们的一种方式。&lt;/p&gt;&lt;h3&gt;课前&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;从左侧列表中挑选需要的场景，或从“课程”菜单中打开一个课程。&lt;/li&gt;&lt;li&gt;构建自己的课程：设置场景、参数和想要的步，然后将其保存为一张幻灯片。Ctrl+D 复制当前显示的幻灯片，Ctrl+Shift+Page Up 或 Page Down 移动它。课程可以锁定控件，以免讲课时意外改动；被锁定的控件带有挂锁标记。&lt;/li&gt;&lt;li&gt;单击画布上的场景标题，即可阅读该场景的观察要点。&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;在教室里&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;演示模式&lt;/b&gt;（F11）以大字号铺满屏幕，适合投影仪。F10 可暂时调出菜单和面板；Esc 退出。&lt;/li&gt;&lt;li&gt;&lt;b&gt;带幻灯片的课程&lt;/b&gt;：Page Down 前往下一张幻灯片，Page Up 返回，因此只用翻页笔就能讲课。教师备注只显示在演讲者面板中，绝不会出现在画布上。&lt;/li&gt;&lt;li&gt;&lt;b&gt;测验模式&lt;/b&gt;：在播放下一步之前，新的数值会被隐藏。先请全班猜测，再揭晓并比较。独自学习的学生可以输入答案，看看与正确值相差多少。&lt;/li&gt;&lt;li&gt;&lt;b&gt;画笔&lt;/b&gt;（P）：圈出一个数值、画一个箭头或添加一段简短标注。标注属于绘制时所在的步，回到该步时会重新出现；在课程中，标注随其幻灯片保存。画笔开启时，Ctrl+Z 撤销最后一个标注。&lt;/li&gt;&lt;li&gt;空格键播放和暂停，方向键单步前进或后退，Home 从头开始。&lt;/li&gt;&lt;li&gt;&lt;b&gt;比较&lt;/b&gt;：比较 &amp;gt; 固定运行（Ctrl+Shift+P）将当前运行保留在屏幕上；修改一个参数后再次固定，然后“比较已固定的运行”会将它们并排绘制。“参数扫描”对参数的每个取值各运行一次场景，并绘制每次运行的最终结果（学习率的三种区间、陈旧度随工作节点数的变化）。&lt;/li&gt;&lt;li&gt;&lt;b&gt;真实运行&lt;/b&gt;：对于同步、异步和去中心化场景，进程 &amp;gt; 在真实进程上运行会借助 Open MPI 在本机上为每个工作节点启动一个进程，另加一个进程（服务器，或负责汇总记录的进程），并在相同的视图中回放它们的实测结果。“与模拟器比较”将实测运行与模拟器的预测并排显示：算术结果一致，时间则是本机实际测得的。帮助 &amp;gt; 诊断会显示是否已安装 Open MPI 和 FFmpeg。&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;课后&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;导出&lt;/b&gt;：文件 &amp;gt; 导出图片将当前看到的步保存为 PNG、SVG 或 PDF，可选择是否包含画笔标注。讲义 PDF 每步一页；动画导出可生成用于幻灯片的视频。&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;F1 列出本窗口的所有快捷键。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>How to run a class</source>
        <translation>如何上课</translation>
    </message>
    <message>
        <source>What to look for: %1</source>
        <translation>观察要点：%1</translation>
    </message>
    <message>
        <source>What to look for</source>
        <translation>观察要点</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>Diverged.</source>
        <translation>已发散。</translation>
    </message>
    <message>
        <source>Diverged: %1</source>
        <translation>已发散：%1</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message>
        <source>Locked by the lesson</source>
        <translation>已被课程锁定</translation>
    </message>
    <message>
        <source>Set %1 to %2</source>
        <translation>将 %1 设为 %2</translation>
    </message>
    <message>
        <source>the run has no steps</source>
        <translation>该运行没有任何步</translation>
    </message>
    <message>
        <source>steps %1 to %2 are not in this run (steps 0 to %3)</source>
        <translation>第 %1 到 %2 步不在此运行中（本运行为第 0 到 %3 步）</translation>
    </message>
    <message>
        <source>%1 frames a second is out of range (%2 to %3)</source>
        <translation>每秒 %1 帧超出范围（%2 到 %3）</translation>
    </message>
    <message>
        <source>speed %1 is out of range (0.25 to 4)</source>
        <translation>速度 %1 超出范围（0.25 到 4）</translation>
    </message>
    <message>
        <source>an animation frame of %1 x %2 pixels is out of range (16 to %3 a side): change the size or scale</source>
        <translation>%1 x %2 像素的动画帧超出范围（每边 16 到 %3）：请更改尺寸或缩放</translation>
    </message>
    <message>
        <source>steps %1 to %2 at %3 frames a second make %4 frames, more than %5: choose fewer steps, a lower frame rate or a higher speed</source>
        <translation>第 %1 到 %2 步以每秒 %3 帧生成 %4 帧，超过 %5 帧：请减少步数、降低帧率或提高速度</translation>
    </message>
    <message>
        <source>animations need the program ffmpeg, which was not found: install it (Debian: sudo apt install ffmpeg) and try again</source>
        <translation>动画需要 ffmpeg 程序，但未找到：请安装（Debian：sudo apt install ffmpeg）后重试</translation>
    </message>
    <message>
        <source>cannot make a temporary folder for the animation: %1</source>
        <translation>无法为动画创建临时文件夹：%1</translation>
    </message>
    <message>
        <source>cannot start ffmpeg: %1</source>
        <translation>无法启动 ffmpeg：%1</translation>
    </message>
    <message>
        <source>ffmpeg could not make the animation: %1</source>
        <translation>ffmpeg 无法生成动画：%1</translation>
    </message>
    <message>
        <source>(is the disk of the temporary folder %1 full?)</source>
        <translation>（临时文件夹 %1 所在的磁盘是否已满？）</translation>
    </message>
    <message>
        <source>ffmpeg ended without error but wrote an empty file %1</source>
        <translation>ffmpeg 正常结束，但写出的文件 %1 为空</translation>
    </message>
    <message>
        <source>ffmpeg ended without error but its file does not read back %1</source>
        <translation>ffmpeg 正常结束，但无法读回其文件 %1</translation>
    </message>
    <message>
        <source>ffmpeg ended without error but its file holds %1 of %2 frames %3</source>
        <translation>ffmpeg 正常结束，但其文件只包含 %2 帧中的 %1 帧 %3</translation>
    </message>
    <message>
        <source>ffmpeg wrote no file: %1</source>
        <translation>ffmpeg 未写出文件：%1</translation>
    </message>
    <message>
        <source>stopped; nothing was written</source>
        <translation>已停止；未写入任何内容</translation>
    </message>
    <message>
        <source>%1: an animation is a file ending in .mp4, .webm or .gif</source>
        <translation>%1：动画文件须以 .mp4、.webm 或 .gif 结尾</translation>
    </message>
    <message>
        <source>the trace has no steps to draw</source>
        <translation>该轨迹没有可绘制的步</translation>
    </message>
    <message>
        <source>cannot make a %1 x %2 pixel picture (at most %3 a side, and it must fit in memory)</source>
        <translation>无法生成 %1 x %2 像素的图片（每边最多 %3，且必须能放入内存）</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>SGD Studio figure: scene %1, %2 (frame 0 is the start).</source>
        <translation>SGD Studio 图：场景 %1，%2（第 0 帧为起点）。</translation>
    </message>
    <message>
        <source>unknown trace format '%1' (allowed: .csv, .json)</source>
        <translation>未知的轨迹格式“%1”（允许：.csv、.json）</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>(default)</source>
        <translation>（默认）</translation>
    </message>
    <message>
        <source>%1 pages follow, one per %2, from the start (%2 0) to %2 %3.</source>
        <translation>以下共 %1 页，每个 %2 一页，从开头（%2 0）到 %2 %3。</translation>
    </message>
    <message>
        <source>%1 pages follow, one per %2, from %2 %3 to %2 %4 of %5.</source>
        <translation>以下共 %1 页，每个 %2 一页，从 %2 %3 到 %2 %4（共 %5）。</translation>
    </message>
    <message>
        <source>steps %1 to %2 are not in the trace (0 to %3)</source>
        <translation>第 %1 到 %2 步不在该轨迹中（轨迹为 0 到 %3）</translation>
    </message>
    <message>
        <source>a handout has at most %1 step pages, this one would have %2: export a range of steps</source>
        <translation>讲义最多 %1 个步骤页，此讲义将有 %2 页：请只导出部分步</translation>
    </message>
    <message>
        <source>%1 — handout</source>
        <translation>%1 — 讲义</translation>
    </message>
    <message>
        <source>cannot add a page to %1</source>
        <translation>无法向 %1 添加页面</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>无法创建文件夹 %1</translation>
    </message>
    <message>
        <source>the lesson has no slides</source>
        <translation>该课程没有幻灯片</translation>
    </message>
    <message>
        <source>stopped: nothing was written</source>
        <translation>已停止：未写入任何内容</translation>
    </message>
    <message>
        <source>%1 processes on %2</source>
        <translation>%2 上的 %1 个进程</translation>
    </message>
    <message>
        <source>the processes</source>
        <translation>这些进程</translation>
    </message>
    <message>
        <source>&lt;b&gt;Solid: measured on %1. Dashed: what the simulator predicts for the same parameters.&lt;/b&gt;&lt;br&gt;</source>
        <translation>&lt;b&gt;实线：由 %1 测得。虚线：模拟器对相同参数的预测。&lt;/b&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;The model holds&lt;/b&gt; for the weights: every one is exactly the simulator's, %1.&lt;br&gt;</source>
        <translation>&lt;b&gt;模型成立&lt;/b&gt;（权重）：每个权重都与模拟器的结果完全相同，%1。&lt;br&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;The weights differ&lt;/b&gt; by up to %1 from the simulator's.&lt;br&gt;</source>
        <translation>&lt;b&gt;权重存在差异&lt;/b&gt;，与模拟器的结果最多相差 %1。&lt;br&gt;</translation>
    </message>
    <message>
        <source>At the start every worker reads w = %1.&lt;br&gt;</source>
        <translation>开始时每个工作节点读取 w = %1。&lt;br&gt;</translation>
    </message>
    <message>
        <source>Update %1: measured at t = %2 from worker %3 (w = %4); predicted at t = %5 from worker %6 (w = %7).&lt;br&gt;</source>
        <translation>第 %1 次更新：实测在 t = %2 时来自工作节点 %3（w = %4）；预测在 t = %5 时来自工作节点 %6（w = %7）。&lt;br&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;The model holds&lt;/b&gt; for the order: all %1 gradients arrived from the workers it predicted, so the staircase has the same steps.&lt;br&gt;</source>
        <translation>&lt;b&gt;模型成立&lt;/b&gt;（顺序）：全部 %1 个梯度都来自模型所预测的工作节点，因此阶梯的每一级都相同。&lt;br&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;The model does not hold&lt;/b&gt; for the order, from the first update on: </source>
        <translation>&lt;b&gt;模型不成立&lt;/b&gt;（顺序），从第一次更新起即如此： </translation>
    </message>
    <message>
        <source>&lt;b&gt;The model holds&lt;/b&gt; for the first update only. &lt;b&gt;It does not&lt;/b&gt; from update 2 on: </source>
        <translation>&lt;b&gt;模型仅对第一次更新成立&lt;/b&gt;。&lt;b&gt;从第 2 次更新起不成立&lt;/b&gt;： </translation>
    </message>
    <message>
        <source>&lt;b&gt;The model holds&lt;/b&gt; for the first %1 updates (same workers, same order). &lt;b&gt;It does not&lt;/b&gt; from update %2 on: </source>
        <translation>&lt;b&gt;模型对前 %1 次更新成立&lt;/b&gt;（相同的工作节点，相同的顺序）。&lt;b&gt;从第 %2 次更新起不成立&lt;/b&gt;： </translation>
    </message>
    <message>
        <source>a gradient arrived earlier or later than the compute times say, so the server applied them in another order and the staircase took other steps.&lt;br&gt;</source>
        <translation>某个梯度比计算时间所示的更早或更晚到达，因此服务器以另一种顺序应用了梯度，阶梯也走出了不同的台阶。&lt;br&gt;</translation>
    </message>
    <message>
        <source>Update %1 came at t = %2 measured against %3 predicted (%4 times the prediction); update times differ by up to %5 s: messages and the operating system's scheduling cost time the model leaves out.&lt;br&gt;</source>
        <translation>第 %1 次更新实测在 t = %2 到达，预测为 %3（是预测值的 %4 倍）；各次更新的时间最多相差 %5 s：消息传递和操作系统调度都会耗费时间，而模型没有计入这些。&lt;br&gt;</translation>
    </message>
    <message>
        <source>Mean staleness: %1 measured, %2 predicted (bars: per worker).</source>
        <translation>平均陈旧度：实测 %1，预测 %2（柱条：每个工作节点）。</translation>
    </message>
    <message>
        <source>At the start every worker holds w = %1.&lt;br&gt;</source>
        <translation>开始时每个工作节点持有 w = %1。&lt;br&gt;</translation>
    </message>
    <message>
        <source>Round %1: measured %2 s from start to barrier with %3 s of idle; predicted %4 s with %5 s idle.&lt;br&gt;</source>
        <translation>第 %1 轮：实测从开始到屏障用时 %2 s，其中空闲 %3 s；预测用时 %4 s，空闲 %5 s。&lt;br&gt;</translation>
    </message>
    <message>
        <source>because the barrier makes each round's arithmetic independent of who finishes first</source>
        <translation>因为屏障使每轮的计算结果与谁先完成无关</translation>
    </message>
    <message>
        <source>Rounds took %1 s on average measured against %2 s predicted (%3 times); barrier idle in all: %4 s measured, %5 s predicted.</source>
        <translation>每轮平均用时：实测 %1 s，预测 %2 s（%3 倍）；屏障处总空闲时间：实测 %4 s，预测 %5 s。</translation>
    </message>
    <message>
        <source> &lt;b&gt;The model does not hold&lt;/b&gt; for the waiting: with equal compute times it says nobody waits, yet real workers never finish at the same instant.</source>
        <translation> &lt;b&gt;模型不成立&lt;/b&gt;（等待）：计算时间相同时，模型认为没有节点需要等待，但真实的工作节点从不会在同一瞬间完成。</translation>
    </message>
    <message>
        <source> The time a real round takes beyond the model's is messages and scheduling.</source>
        <translation> 真实的一轮比模型多出的时间来自消息传递和调度。</translation>
    </message>
    <message>
        <source>Round %1: the live nodes' mean is %2 measured and %3 predicted.&lt;br&gt;</source>
        <translation>第 %1 轮：存活节点的平均值实测为 %2，预测为 %3。&lt;br&gt;</translation>
    </message>
    <message>
        <source>because each round mixes the same neighbours' weights whatever the order the messages arrive in</source>
        <translation>因为无论消息以何种顺序到达，每轮混合的都是相同邻居的权重</translation>
    </message>
    <message>
        <source>The model has no clock: only the recorded run's timeline (Chrome trace) shows how long each exchange took.</source>
        <translation>模型没有时钟：只有所记录运行的时间线（Chrome trace）才能显示每次交换用了多长时间。</translation>
    </message>
    <message>
        <source>Nothing to compare: a trace has no steps.</source>
        <translation>无可比较的内容：有轨迹不含任何步。</translation>
    </message>
    <message>
        <source>measured on %1 processes</source>
        <translation>在 %1 个进程上测得</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <source>simulator</source>
        <translation>模拟器</translation>
    </message>
    <message>
        <source>time (lecture seconds)</source>
        <translation>时间（课堂秒）</translation>
    </message>
    <message>
        <source>time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>w on the server</source>
        <translation>服务器上的 w</translation>
    </message>
    <message>
        <source>w</source>
        <translation>w</translation>
    </message>
    <message>
        <source>w after each update: measured (solid) and predicted (dashed)</source>
        <translation>每次更新后的 w：实测（实线）与预测（虚线）</translation>
    </message>
    <message>
        <source>worker</source>
        <translation>工作节点</translation>
    </message>
    <message>
        <source>mean staleness</source>
        <translation>平均陈旧度</translation>
    </message>
    <message>
        <source>staleness</source>
        <translation>陈旧度</translation>
    </message>
    <message>
        <source>staleness per worker</source>
        <translation>各工作节点的陈旧度</translation>
    </message>
    <message>
        <source>max %1 / %2</source>
        <translation>最大 %1 / %2</translation>
    </message>
    <message>
        <source>round</source>
        <translation>轮</translation>
    </message>
    <message>
        <source>round time: start to barrier (lecture s)</source>
        <translation>每轮用时：从开始到屏障（课堂秒）</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>秒</translation>
    </message>
    <message>
        <source>barrier idle, all workers (lecture s)</source>
        <translation>屏障空闲时间，所有工作节点（课堂秒）</translation>
    </message>
    <message>
        <source>identical</source>
        <translation>完全相同</translation>
    </message>
    <message>
        <source>differ by up to %1</source>
        <translation>最多相差 %1</translation>
    </message>
    <message>
        <source>w after each round: %1</source>
        <translation>每轮后的 w：%1</translation>
    </message>
    <message>
        <source>weight on each node</source>
        <translation>各节点上的权重</translation>
    </message>
    <message>
        <source>node %1</source>
        <translation>节点 %1</translation>
    </message>
    <message>
        <source>weights per round, measured (solid) and predicted (dashed): %1</source>
        <translation>每轮的权重，实测（实线）与预测（虚线）：%1</translation>
    </message>
    <message>
        <source>%1: real processes beside the simulator</source>
        <translation>%1：真实进程与模拟器对照</translation>
    </message>
    <message>
        <source>Real run, incomplete (ended early after %1 steps): %2</source>
        <translation>真实运行，不完整（在 %1 步后提前结束）：%2</translation>
    </message>
    <message>
        <source>Real run: %1</source>
        <translation>真实运行：%1</translation>
    </message>
    <message>
        <source>Real run (its facts are incomplete)</source>
        <translation>真实运行（其信息不完整）</translation>
    </message>
    <message>
        <source>times measured on these processes, not modelled</source>
        <translation>时间为这些进程的实测值，而非模型计算值</translation>
    </message>
    <message>
        <source>%1 %2 of %3</source>
        <translation>%1 %2 / %3</translation>
    </message>
    <message>
        <source>server time</source>
        <translation>服务器时间</translation>
    </message>
    <message>
        <source>computing</source>
        <translation>计算中</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>丢失</translation>
    </message>
    <message>
        <source>wait (SSP)</source>
        <translation>等待（SSP）</translation>
    </message>
    <message>
        <source>down</source>
        <translation>离线</translation>
    </message>
    <message>
        <source>Workers: pull, compute, push, never interrupted</source>
        <translation>工作节点：拉取、计算、推送，从不被打断</translation>
    </message>
    <message>
        <source>▼ pull newest w</source>
        <translation>▼ 拉取最新 w</translation>
    </message>
    <message>
        <source>▲ push gradient</source>
        <translation>▲ 推送梯度</translation>
    </message>
    <message>
        <source>computing (#update it became)</source>
        <translation>计算中（#：对应的更新编号）</translation>
    </message>
    <message>
        <source>w read, and the stale gap</source>
        <translation>读取的 w 及陈旧差距</translation>
    </message>
    <message>
        <source>lost (worker failed)</source>
        <translation>丢失（工作节点故障）</translation>
    </message>
    <message>
        <source>waiting (SSP bound)</source>
        <translation>等待（SSP 界限）</translation>
    </message>
    <message>
        <source>synchronous SGD</source>
        <translation>同步 SGD</translation>
    </message>
    <message>
        <source>w after the update</source>
        <translation>更新后的 w</translation>
    </message>
    <message>
        <source>version</source>
        <translation>版本</translation>
    </message>
    <message>
        <source>landed from</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>the start</source>
        <translation>起点</translation>
    </message>
    <message>
        <source>worker %1</source>
        <translation>工作节点 %1</translation>
    </message>
    <message>
        <source>Compare with synchronous SGD</source>
        <translation>与同步 SGD 比较</translation>
    </message>
    <message>
        <source>Overlay what synchronous SGD with the same workers would have done on the same clock</source>
        <translation>叠加显示同样的工作节点在同一时钟下用同步 SGD 会得到的结果</translation>
    </message>
    <message>
        <source>Asynchronous SGD · update %1 of %2 · t = %3 · %4 · no barrier</source>
        <translation>异步 SGD · 更新 %1/%2 · t = %3 · %4 · 无屏障</translation>
    </message>
    <message>
        <source>server writes so far: %1</source>
        <translation>服务器至今写入：%1</translation>
    </message>
    <message>
        <source>synchronous SGD, same gradients: %1</source>
        <translation>同步 SGD，相同梯度：%1</translation>
    </message>
    <message>
        <source>worker %1 needs %2 s</source>
        <translation>工作节点 %1 需 %2 s</translation>
    </message>
    <message>
        <source>Every worker has read w = %1 from the server (version %2) and is computing its first gradient. </source>
        <translation>每个工作节点都已从服务器读取 w = %1（版本 %2），正在计算第一个梯度。 </translation>
    </message>
    <message>
        <source>Every worker has read w = %1 from the server (version %2) and is computing its first gradient: %3. </source>
        <translation>每个工作节点都已从服务器读取 w = %1（版本 %2），正在计算第一个梯度：%3。 </translation>
    </message>
    <message>
        <source>Nothing has reached the server yet, so there is no staleness and no gap. &lt;i&gt;Predict:&lt;/i&gt; whose gradient lands first, and what does it do to w? And when the others land, is w still the weight they were computed for?</source>
        <translation>还没有任何梯度到达服务器，所以既没有陈旧度，也没有差距。&lt;i&gt;预测：&lt;/i&gt;谁的梯度最先到达？它会让 w 怎样变化？其他梯度到达时，w 还是它们计算时所用的那个权重吗？</translation>
    </message>
    <message>
        <source> The dashed staircase is synchronous SGD on the same clock: one averaged update every %1 s, when the slowest worker is done.</source>
        <translation> 虚线阶梯是同一时钟下的同步 SGD：每 %1 s 进行一次平均更新，即最慢的工作节点完成之时。</translation>
    </message>
    <message>
        <source>Worker %1 finishes the gradient it began at t = %2, when it read w = %3 (server version %4), and pushes g = %5. </source>
        <translation>工作节点 %1 完成了它在 t = %2 开始计算的梯度（当时读取的是 w = %3，服务器版本 %4），并推送 g = %5。 </translation>
    </message>
    <message>
        <source>Nothing was written since that read, so this gradient is fresh (τ = 0, gap 0). </source>
        <translation>自那次读取以来服务器没有写入，所以这个梯度是新鲜的（τ = 0，差距 0）。 </translation>
    </message>
    <message>
        <source>Meanwhile the server applied %1 other update, so the gradient is &lt;b&gt;τ = %1 stale&lt;/b&gt;: it was computed for w = %2 but lands on w = %3, a gap of &lt;b&gt;%4&lt;/b&gt;. </source>
        <translation>在此期间服务器已应用了 %1 次其他更新，所以这个梯度&lt;b&gt;陈旧度 τ = %1&lt;/b&gt;：它是针对 w = %2 计算的，却作用在 w = %3 上，差距为 &lt;b&gt;%4&lt;/b&gt;。 </translation>
    </message>
    <message>
        <source>Meanwhile the server applied %1 other updates, so the gradient is &lt;b&gt;τ = %1 stale&lt;/b&gt;: it was computed for w = %2 but lands on w = %3, a gap of &lt;b&gt;%4&lt;/b&gt;. </source>
        <translation>在此期间服务器已应用了 %1 次其他更新，所以这个梯度&lt;b&gt;陈旧度 τ = %1&lt;/b&gt;：它是针对 w = %2 计算的，却作用在 w = %3 上，差距为 &lt;b&gt;%4&lt;/b&gt;。 </translation>
    </message>
    <message>
        <source>The server does not wait for anyone: it applies it at once, w = %1 − %2 × (%3) = &lt;b&gt;%4&lt;/b&gt;. </source>
        <translation>服务器不等待任何人：立即应用它，w = %1 − %2 × (%3) = &lt;b&gt;%4&lt;/b&gt;。 </translation>
    </message>
    <message>
        <source>(The staleness rule shrank the step to η/(1+τ) = %1.) </source>
        <translation>（陈旧度规则把步长缩小为 η/(1+τ) = %1。） </translation>
    </message>
    <message>
        <source>Worker %1 is in the middle of its own gradient and simply carries on: the server never interrupts a busy worker or makes it restart with the new weight. </source>
        <translation>工作节点 %1 正在计算自己的梯度，只管继续：服务器从不打断忙碌的工作节点，也不会让它用新权重重新开始。 </translation>
    </message>
    <message>
        <source>Workers %1 are in the middle of their own gradients and simply carry on: the server never interrupts a busy worker or makes it restart with the new weight. </source>
        <translation>工作节点 %1 正在计算各自的梯度，只管继续：服务器从不打断忙碌的工作节点，也不会让它们用新权重重新开始。 </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 和 %2</translation>
    </message>
    <message>
        <source>Worker %1 is free, so it pulls the newest w = %2 and starts its next gradient straight away. </source>
        <translation>工作节点 %1 已空闲，于是拉取最新的 w = %2，并立即开始计算下一个梯度。 </translation>
    </message>
    <message>
        <source>Worker %1 is too far ahead of the slowest worker (SSP bound), so it waits before pulling again. </source>
        <translation>工作节点 %1 领先最慢的工作节点太多（SSP 界限），因此先等待，再重新拉取。 </translation>
    </message>
    <message>
        <source>update</source>
        <translation>更新</translation>
    </message>
    <message>
        <source>staleness τ</source>
        <translation>陈旧度 τ</translation>
    </message>
    <message>
        <source>gap</source>
        <translation>差距</translation>
    </message>
    <message>
        <source>w read</source>
        <translation>读取的 w</translation>
    </message>
    <message>
        <source>w before apply</source>
        <translation>应用前的 w</translation>
    </message>
    <message>
        <source>gradient</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>w after</source>
        <translation>更新后的 w</translation>
    </message>
    <message>
        <source>Asynchronous SGD: no updates</source>
        <translation>异步 SGD：没有更新</translation>
    </message>
    <message>
        <source>No gradient reached the server.</source>
        <translation>没有梯度到达服务器。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Update %1 of %2 at t = %3: the start.&lt;/b&gt; </source>
        <translation>&lt;b&gt;第 %1 次更新（共 %2 次），t = %3：起点。&lt;/b&gt; </translation>
    </message>
    <message>
        <source>&lt;b&gt;Update %1 of %2 at t = %3.&lt;/b&gt; </source>
        <translation>&lt;b&gt;第 %1 次更新（共 %2 次），t = %3。&lt;/b&gt; </translation>
    </message>
    <message>
        <source>&lt;br&gt;Server writes so far: &lt;b&gt;%1&lt;/b&gt;; synchronous SGD, averaging the same gradients, would have written &lt;b&gt;%2&lt;/b&gt; time.</source>
        <translation>&lt;br&gt;服务器至今写入 &lt;b&gt;%1&lt;/b&gt; 次；同步 SGD 对相同的梯度求平均，则会写入 &lt;b&gt;%2&lt;/b&gt; 次。</translation>
    </message>
    <message>
        <source>&lt;br&gt;Server writes so far: &lt;b&gt;%1&lt;/b&gt;; synchronous SGD, averaging the same gradients, would have written &lt;b&gt;%2&lt;/b&gt; times.</source>
        <translation>&lt;br&gt;服务器至今写入 &lt;b&gt;%1&lt;/b&gt; 次；同步 SGD 对相同的梯度求平均，则会写入 &lt;b&gt;%2&lt;/b&gt; 次。</translation>
    </message>
    <message>
        <source>Update 0 of %1: the start, t = %2</source>
        <translation>更新 0/%1：起点，t = %2</translation>
    </message>
    <message>
        <source>no gradient has arrived yet</source>
        <translation>尚无梯度到达</translation>
    </message>
    <message>
        <source>every worker read w = %1 at t = %2</source>
        <translation>所有工作节点在 t = %2 读取 w = %1</translation>
    </message>
    <message>
        <source>server holds w = %1 (version %2)</source>
        <translation>服务器持有 w = %1（版本 %2）</translation>
    </message>
    <message>
        <source>no staleness, no gap yet</source>
        <translation>尚无陈旧度，也无差距</translation>
    </message>
    <message>
        <source>all computing their first gradient:</source>
        <translation>都在计算第一个梯度：</translation>
    </message>
    <message>
        <source>%1 workers</source>
        <translation>%1 个工作节点</translation>
    </message>
    <message>
        <source>Predict: whose gradient lands first,</source>
        <translation>预测：谁的梯度最先到达，</translation>
    </message>
    <message>
        <source>and which one lands on a moved w?</source>
        <translation>哪个会落在已变动的 w 上？</translation>
    </message>
    <message>
        <source>worker %1 pushes g = %2</source>
        <translation>工作节点 %1 推送 g = %2</translation>
    </message>
    <message>
        <source>it read w = %1 at t = %2 (version %3)</source>
        <translation>它在 t = %2 读取 w = %1（版本 %3）</translation>
    </message>
    <message>
        <source>server now holds w = %1</source>
        <translation>服务器现持有 w = %1</translation>
    </message>
    <message>
        <source>staleness τ = %1 updates</source>
        <translation>陈旧度 τ = %1 次更新</translation>
    </message>
    <message>
        <source>gap = %1 − %2 = %3</source>
        <translation>差距 = %1 − %2 = %3</translation>
    </message>
    <message>
        <source>new w = %1</source>
        <translation>新 w = %1</translation>
    </message>
    <message>
        <source>no other worker is mid-gradient</source>
        <translation>没有其他工作节点在计算中</translation>
    </message>
    <message>
        <source>still computing, not interrupted:</source>
        <translation>仍在计算，未被打断：</translation>
    </message>
    <message>
        <source>%1 other workers</source>
        <translation>其他 %1 个工作节点</translation>
    </message>
    <message>
        <source>Update %1 of %2 at t = %3</source>
        <translation>更新 %1/%2，t = %3</translation>
    </message>
    <message>
        <source>best w = %1</source>
        <translation>最优 w = %1</translation>
    </message>
    <message>
        <source>gap %1 · τ = %2</source>
        <translation>差距 %1 · τ = %2</translation>
    </message>
    <message>
        <source>τ = 0, fresh</source>
        <translation>τ = 0，新鲜</translation>
    </message>
    <message>
        <source>Server weight w over time: one step per arriving gradient</source>
        <translation>服务器权重 w 随时间变化：每到达一个梯度走一步</translation>
    </message>
    <message>
        <source>gradients applied (async updates)</source>
        <translation>已应用的梯度（异步更新）</translation>
    </message>
    <message>
        <source>weight w</source>
        <translation>权重 w</translation>
    </message>
    <message>
        <source>async, run A</source>
        <translation>异步，运行 A</translation>
    </message>
    <message>
        <source>async, run B (thin, on top)</source>
        <translation>异步，运行 B（细线，在上层）</translation>
    </message>
    <message>
        <source>sync, run A</source>
        <translation>同步，运行 A</translation>
    </message>
    <message>
        <source>sync, run B (thin, on top)</source>
        <translation>同步，运行 B（细线，在上层）</translation>
    </message>
    <message>
        <source>best w</source>
        <translation>最优 w</translation>
    </message>
    <message>
        <source>gradients applied</source>
        <translation>已应用的梯度</translation>
    </message>
    <message>
        <source>run A − run B</source>
        <translation>运行 A − 运行 B</translation>
    </message>
    <message>
        <source>async</source>
        <translation>异步</translation>
    </message>
    <message>
        <source>sync (always 0)</source>
        <translation>同步（始终为 0）</translation>
    </message>
    <message>
        <source>time (s)</source>
        <translation>时间（s）</translation>
    </message>
    <message>
        <source>loss above the best (log scale)</source>
        <translation>损失超出最优值（对数刻度）</translation>
    </message>
    <message>
        <source>loss above best</source>
        <translation>损失超出最优值</translation>
    </message>
    <message>
        <source>sync (ring all-reduce)</source>
        <translation>同步（环形 All-Reduce）</translation>
    </message>
    <message>
        <source>async (one server)</source>
        <translation>异步（单服务器）</translation>
    </message>
    <message>
        <source>target %1</source>
        <translation>目标 %1</translation>
    </message>
    <message>
        <source>never</source>
        <translation>未达到</translation>
    </message>
    <message>
        <source>worker, A</source>
        <translation>工作节点，A</translation>
    </message>
    <message>
        <source>worker, B</source>
        <translation>工作节点，B</translation>
    </message>
    <message>
        <source>w async A</source>
        <translation>w 异步 A</translation>
    </message>
    <message>
        <source>w async B</source>
        <translation>w 异步 B</translation>
    </message>
    <message>
        <source>w sync A</source>
        <translation>w 同步 A</translation>
    </message>
    <message>
        <source>w sync B</source>
        <translation>w 同步 B</translation>
    </message>
    <message>
        <source>sync A − B</source>
        <translation>同步 A − B</translation>
    </message>
    <message>
        <source>When not to use async: no updates</source>
        <translation>何时不该用异步：没有更新</translation>
    </message>
    <message>
        <source>When not to use async: %1 workers, jitter ±%2, update %3 of %4</source>
        <translation>何时不该用异步：%1 个工作节点，抖动 ±%2，更新 %3/%4</translation>
    </message>
    <message>
        <source>When not to use async: update %1 of %2</source>
        <translation>何时不该用异步：更新 %1/%2</translation>
    </message>
    <message>
        <source>async A − B = %1 · sync A − B = %2 · small case to the target: sync %3, async %4</source>
        <translation>异步 A − B = %1 · 同步 A − B = %2 · 小规模情形达到目标：同步 %3，异步 %4</translation>
    </message>
    <message>
        <source>async A − B = %1 · sync A − B = %2</source>
        <translation>异步 A − B = %1 · 同步 A − B = %2</translation>
    </message>
    <message>
        <source>The same configuration twice: async splits into two answers, sync gives one</source>
        <translation>同一配置运行两次：异步分成两个结果，同步只有一个</translation>
    </message>
    <message>
        <source>Async twice, sync twice</source>
        <translation>异步两次，同步两次</translation>
    </message>
    <message>
        <source>The gap between the runs</source>
        <translation>两次运行之间的差距</translation>
    </message>
    <message>
        <source>The gap</source>
        <translation>差距</translation>
    </message>
    <message>
        <source>Small case: %1, %2 s per message; who reaches the target first?</source>
        <translation>小规模情形：%1，每条消息 %2 s；谁先达到目标？</translation>
    </message>
    <message>
        <source>Small case: %1</source>
        <translation>小规模情形：%1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Update 0: the start.&lt;/b&gt; Two runs of the same asynchronous setup: %1, η = %2, w = %3, the same data. Only the timing differs: every compute time is off by up to ±%4, as on real machines (seeds %5 and %6). Synchronous SGD runs under the same two timings. &lt;i&gt;Predict:&lt;/i&gt; which pair ends with the same weight?</source>
        <translation>&lt;b&gt;第 0 次更新：起点。&lt;/b&gt;同一异步设置运行两次：%1，η = %2，w = %3，数据相同。只有时间不同：每个计算时间最多偏差 ±%4，就像在真实机器上一样（种子 %5 和 %6）。同步 SGD 也在这两种时间下运行。&lt;i&gt;预测：&lt;/i&gt;哪一对最终得到相同的权重？</translation>
    </message>
    <message>
        <source>&lt;b&gt;Update %1 of %2.&lt;/b&gt; Run A applied worker %3's gradient (%4 old), run B worker %5's (%6 old). w: A %7, B %8, apart by &lt;b&gt;%9&lt;/b&gt;. </source>
        <translation>&lt;b&gt;第 %1 次更新（共 %2 次）。&lt;/b&gt;运行 A 应用了工作节点 %3 的梯度（落后 %4），运行 B 应用了工作节点 %5 的梯度（落后 %6）。w：A 为 %7，B 为 %8，相差 &lt;b&gt;%9&lt;/b&gt;。 </translation>
    </message>
    <message>
        <source>Sync has not closed a round yet: it waits for %1.</source>
        <translation>同步还没有完成一轮：它在等待%1。</translation>
    </message>
    <message>
        <source>the one gradient</source>
        <translation>那唯一的梯度</translation>
    </message>
    <message>
        <source>all %1 gradients</source>
        <translation>全部 %1 个梯度</translation>
    </message>
    <message>
        <source>Sync after %1: A %2, B %3, apart by %4; its rounds ended at %5 s and %6 s, yet the server adds the gradients in worker order after the barrier, so the timing never reaches the weight.</source>
        <translation>同步在 %1 之后：A 为 %2，B 为 %3，相差 %4；它的轮次分别结束于 %5 s 和 %6 s，但服务器在屏障之后按工作节点顺序累加梯度，所以时间差异永远不会影响权重。</translation>
    </message>
    <message>
        <source> The async runs first applied different workers at update %1; the largest gap is %2, the last %3.</source>
        <translation> 两次异步运行在第 %1 次更新时首次应用了不同工作节点的梯度；最大差距为 %2，最终差距为 %3。</translation>
    </message>
    <message>
        <source> With this jitter the async runs kept the same order.</source>
        <translation> 在这个抖动下，两次异步运行保持了相同的顺序。</translation>
    </message>
    <message>
        <source> Sync's weights agree bit for bit at every round.</source>
        <translation> 同步的权重在每一轮都逐位一致。</translation>
    </message>
    <message>
        <source> Sync's weights differ.</source>
        <translation> 同步的权重不一致。</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;b&gt;The small case:&lt;/b&gt; %9, one message takes %2 s. Sync exchanges by ring all-reduce, 2 × (%1 − 1)/%1 × %2 = %3 s a round; async sends every push in and the fresh model back out through one server, %4 s of its time per push. Gradients per second: sync %5, async %6. Target: loss above the best of %7 (start %8). </source>
        <translation>&lt;br&gt;&lt;b&gt;小规模情形：&lt;/b&gt;%9，一条消息需 %2 s。同步通过环形 All-Reduce 交换，每轮 2 × (%1 − 1)/%1 × %2 = %3 s；异步的每次推送和回传的新模型都要经过同一个服务器，每次推送占用服务器 %4 s。每秒梯度数：同步 %5，异步 %6。目标：损失超出最优值 %7（起始 %8）。 </translation>
    </message>
    <message>
        <source>Time to the target: sync %1, async %2. </source>
        <translation>达到目标的时间：同步 %1，异步 %2。 </translation>
    </message>
    <message>
        <source>&lt;b&gt;sync wins&lt;/b&gt;%1; with this few workers there is no straggler to escape, and async's extra messages and stale gradients cost more than they save.</source>
        <translation>&lt;b&gt;同步获胜&lt;/b&gt;%1；工作节点这么少，没有掉队节点需要躲避，异步额外的消息和陈旧梯度带来的代价超过了节省。</translation>
    </message>
    <message>
        <source> (async takes %1 times as long)</source>
        <translation> （异步用时是同步的 %1 倍）</translation>
    </message>
    <message>
        <source>&lt;b&gt;async wins&lt;/b&gt; here (it takes %1 times sync's time): the messages are cheap enough for its speed to pay off.</source>
        <translation>&lt;b&gt;异步获胜&lt;/b&gt;（用时为同步的 %1 倍）：消息足够便宜，它的速度优势得以兑现。</translation>
    </message>
    <message>
        <source>&lt;b&gt;neither&lt;/b&gt; gets there within the run.</source>
        <translation>&lt;b&gt;两者都未能&lt;/b&gt;在本次运行内达到目标。</translation>
    </message>
    <message>
        <source>&lt;b&gt;No updates.&lt;/b&gt; Nothing was applied.</source>
        <translation>&lt;b&gt;没有更新。&lt;/b&gt;没有应用任何内容。</translation>
    </message>
    <message>
        <source>dropped</source>
        <translation>舍弃</translation>
    </message>
    <message>
        <source>wall-clock time (s)</source>
        <translation>挂钟时间（s）</translation>
    </message>
    <message>
        <source>plain sync (b = 0)</source>
        <translation>普通同步（b = 0）</translation>
    </message>
    <message>
        <source>backup (b = %1)</source>
        <translation>备份（b = %1）</translation>
    </message>
    <message>
        <source>plain sync</source>
        <translation>普通同步</translation>
    </message>
    <message>
        <source>pure async</source>
        <translation>纯异步</translation>
    </message>
    <message>
        <source>hybrid (%1, then async)</source>
        <translation>混合（先 %1，再异步）</translation>
    </message>
    <message>
        <source>switch to async</source>
        <translation>切换到异步</translation>
    </message>
    <message>
        <source>closed at (s)</source>
        <translation>结束于（s）</translation>
    </message>
    <message>
        <source>time saved (s)</source>
        <translation>节省时间（s）</translation>
    </message>
    <message>
        <source>idle saved (s)</source>
        <translation>节省空闲（s）</translation>
    </message>
    <message>
        <source>gradients lost</source>
        <translation>丢失的梯度</translation>
    </message>
    <message>
        <source>plain sync at (s)</source>
        <translation>普通同步结束于（s）</translation>
    </message>
    <message>
        <source>plain sync loss</source>
        <translation>普通同步损失</translation>
    </message>
    <message>
        <source>hybrid loss</source>
        <translation>混合损失</translation>
    </message>
    <message>
        <source>Backup workers: %1 workers, each round takes the first %2, round %3 of %4</source>
        <translation>备份工作节点：%1 个工作节点，每轮取最先的 %2 个，第 %3/%4 轮</translation>
    </message>
    <message>
        <source>Backup workers: round %1 of %2</source>
        <translation>备份工作节点：第 %1/%2 轮</translation>
    </message>
    <message>
        <source>Every worker holds w = %1 · compute times %2 s (%3)</source>
        <translation>每个工作节点持有 w = %1 · 计算时间 %2 s（%3）</translation>
    </message>
    <message>
        <source>Closed at t = %1 instead of %2 · %3 s saved · dropped %4 · w %5 → %6</source>
        <translation>于 t = %1 结束（而非 %2）· 节省 %3 s · 舍弃 %4 · w %5 → %6</translation>
    </message>
    <message>
        <source>Backup workers: no rounds</source>
        <translation>备份工作节点：没有轮次</translation>
    </message>
    <message>
        <source>&lt;b&gt;Round 0: the start.&lt;/b&gt; %1 workers pull w = %2. A plain synchronous round waits for all %1 gradients; here each round closes as soon as the first %3 arrive and the %4 slowest are dropped. &lt;i&gt;Predict:&lt;/i&gt; how much sooner does each round close, and what does leaving those gradients out cost?&lt;br&gt;The hybrid runs %5 first, then switches to async (each gradient applied on arrival, step %6).</source>
        <translation>&lt;b&gt;第 0 轮：起点。&lt;/b&gt;%1 个工作节点拉取 w = %2。普通的同步轮要等全部 %1 个梯度；这里每轮只要最先的 %3 个到达就结束，最慢的 %4 个被舍弃。&lt;i&gt;预测：&lt;/i&gt;每轮能提前多少结束？舍弃这些梯度又有什么代价？&lt;br&gt;混合方案先运行 %5，然后切换到异步（每个梯度一到达就应用，步长 %6）。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Round %1.&lt;/b&gt; The gradients took %2. </source>
        <translation>&lt;b&gt;第 %1 轮。&lt;/b&gt;各梯度用时：%2。 </translation>
    </message>
    <message>
        <source>With b = 0 the round waits for all of them: it closes at t = %1; the workers wait %2 s in all. </source>
        <translation>b = 0 时，本轮等待所有梯度：于 t = %1 结束；工作节点共等待 %2 s。 </translation>
    </message>
    <message>
        <source>The round closed at t = %1 when gradient %2 of %3 arrived; &lt;b&gt;dropped: %4&lt;/b&gt; (%5 s of compute thrown away). A plain barrier would have opened at t = %6: &lt;b&gt;%7 s saved&lt;/b&gt;; waiting %8 s instead of %9 s (&lt;b&gt;%10 s saved&lt;/b&gt;). </source>
        <translation>本轮在第 %2 个梯度（共 %3 个）到达时于 t = %1 结束；&lt;b&gt;舍弃：%4&lt;/b&gt;（浪费了 %5 s 的计算）。普通屏障要到 t = %6 才会打开：&lt;b&gt;节省 %7 s&lt;/b&gt;；等待 %8 s 而非 %9 s（&lt;b&gt;节省 %10 s&lt;/b&gt;）。 </translation>
    </message>
    <message>
        <source>Samples lost: &lt;b&gt;%1&lt;/b&gt; this round, %2 of %3 so far. The mean of the %4 kept gradients is %5, so w = %6 − %7 × %8 %10 &lt;b&gt;%9&lt;/b&gt;.&lt;br&gt;</source>
        <translation>丢失的样本：本轮 &lt;b&gt;%1&lt;/b&gt; 个，至今 %3 个中丢失 %2 个。保留的 %4 个梯度的均值为 %5，因此 w = %6 − %7 × %8 %10 &lt;b&gt;%9&lt;/b&gt;。&lt;br&gt;</translation>
    </message>
    <message>
        <source>After the work of %1: this run is at t = %2, loss above the best %3; plain sync at t = %4, %5; pure async at t = %6, %7; the hybrid at t = %8, %9 </source>
        <translation>完成 %1 的工作量后：本次运行位于 t = %2，损失超出最优值 %3；普通同步位于 t = %4，%5；纯异步位于 t = %6，%7；混合方案位于 t = %8，%9 </translation>
    </message>
    <message>
        <source>(async since t = %1).</source>
        <translation>（自 t = %1 起为异步）。</translation>
    </message>
    <message>
        <source>(still synchronous; it switches at t = %1).</source>
        <translation>（仍为同步；将于 t = %1 切换）。</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;b&gt;The whole run:&lt;/b&gt; %1.</source>
        <translation>&lt;br&gt;&lt;b&gt;整个运行：&lt;/b&gt;%1。</translation>
    </message>
    <message>
        <source> The kept gradients pull w toward %1, the best weight for the samples that were used; the best for all shards is %2. When the same worker is always the slowest, its shard never counts.</source>
        <translation> 保留的梯度把 w 拉向 %1，即所用样本的最优权重；所有分片的最优权重是 %2。如果同一个工作节点总是最慢，它的分片就永远不被计入。</translation>
    </message>
    <message>
        <source>&lt;b&gt;No rounds.&lt;/b&gt; Nothing has run.</source>
        <translation>&lt;b&gt;没有轮次。&lt;/b&gt;尚未运行任何内容。</translation>
    </message>
    <message>
        <source>t = %1 · nothing has run yet</source>
        <translation>t = %1 · 尚未运行</translation>
    </message>
    <message>
        <source>closes t = %1</source>
        <translation>结束 t = %1</translation>
    </message>
    <message>
        <source>plain barrier t = %1</source>
        <translation>普通屏障 t = %1</translation>
    </message>
    <message>
        <source>start t = %1</source>
        <translation>开始 t = %1</translation>
    </message>
    <message>
        <source>Time saved this round: %1 s (closed at t = %2, not %3)</source>
        <translation>本轮节省时间：%1 s（于 t = %2 结束，而非 %3）</translation>
    </message>
    <message>
        <source>Waiting: %1 s instead of %2 s, %3 s saved</source>
        <translation>等待：%1 s 而非 %2 s，节省 %3 s</translation>
    </message>
    <message>
        <source>Samples lost: %1 gradient(s), %2 s of compute cut off</source>
        <translation>丢失样本：%1 个梯度，%2 s 的计算被切断</translation>
    </message>
    <message>
        <source>This round: the first %1 of %2 gradients close it</source>
        <translation>本轮：%2 个梯度中最先的 %1 个到达即结束</translation>
    </message>
    <message>
        <source>This round</source>
        <translation>本轮</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>轮次</translation>
    </message>
    <message>
        <source>So far: plain sync (b = 0) against b = %1</source>
        <translation>至今：普通同步（b = 0）对比 b = %1</translation>
    </message>
    <message>
        <source>So far</source>
        <translation>至今</translation>
    </message>
    <message>
        <source>plain sync, every gradient</source>
        <translation>普通同步，所有梯度</translation>
    </message>
    <message>
        <source>first %1 of %2</source>
        <translation>%2 个中最先 %1 个</translation>
    </message>
    <message>
        <source>Wall clock so far</source>
        <translation>至今挂钟时间</translation>
    </message>
    <message>
        <source>%1 s (%2 s saved)</source>
        <translation>%1 s（节省 %2 s）</translation>
    </message>
    <message>
        <source>Waiting, added over the workers</source>
        <translation>等待时间，所有工作节点合计</translation>
    </message>
    <message>
        <source>Gradients (samples) used</source>
        <translation>已用梯度（样本）</translation>
    </message>
    <message>
        <source>%1 (%2 lost)</source>
        <translation>%1（丢失 %2）</translation>
    </message>
    <message>
        <source>Loss against wall-clock time: plain sync and b = %1</source>
        <translation>损失随挂钟时间的变化：普通同步与 b = %1</translation>
    </message>
    <message>
        <source>Loss against time</source>
        <translation>损失随时间的变化</translation>
    </message>
    <message>
        <source>Hybrid: %1, then async, against pure sync and async</source>
        <translation>混合：先 %1，再异步，对比纯同步和纯异步</translation>
    </message>
    <message>
        <source>Hybrid against sync and async</source>
        <translation>混合对比同步和异步</translation>
    </message>
    <message>
        <source>Hybrid</source>
        <translation>混合</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>node</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>nodes</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>%1 (failed)</source>
        <translation>%1（故障）</translation>
    </message>
    <message>
        <source>%1 nodes, each line coloured by its starting weight</source>
        <translation>%1 个节点，每条线按其初始权重着色</translation>
    </message>
    <message>
        <source>spectral gap %1</source>
        <translation>谱间隙 %1</translation>
    </message>
    <message>
        <source>gap %1</source>
        <translation>谱隙 %1</translation>
    </message>
    <message>
        <source>live nodes: 1 connected group</source>
        <translation>存活节点：1 个连通组</translation>
    </message>
    <message>
        <source>1 connected group</source>
        <translation>1 个连通组</translation>
    </message>
    <message>
        <source>live nodes: %1 separate groups</source>
        <translation>存活节点：%1 个分离的组</translation>
    </message>
    <message>
        <source>%1 separate groups</source>
        <translation>%1 个分离的组</translation>
    </message>
    <message>
        <source>rows sum to 1: each node keeps a weighted average; a down node keeps its own weight (1)</source>
        <translation>每行之和为 1：每个节点取加权平均；故障节点保留自己的权重（1）</translation>
    </message>
    <message>
        <source>Each node's weight per round (dashed: mean %1)</source>
        <translation>各节点每轮的权重（虚线：均值 %1）</translation>
    </message>
    <message>
        <source>Weights per round (dashed: mean %1)</source>
        <translation>每轮权重（虚线：均值 %1）</translation>
    </message>
    <message>
        <source>Weights per round</source>
        <translation>每轮权重</translation>
    </message>
    <message>
        <source>Consensus distance (spread of the live weights)</source>
        <translation>共识距离（存活权重的离散程度）</translation>
    </message>
    <message>
        <source>Consensus distance</source>
        <translation>共识距离</translation>
    </message>
    <message>
        <source>distance</source>
        <translation>距离</translation>
    </message>
    <message>
        <source>mean weight</source>
        <translation>平均权重</translation>
    </message>
    <message>
        <source>Mixing matrix W (row i: how node i averages)</source>
        <translation>混合矩阵 W（第 i 行：节点 i 如何平均）</translation>
    </message>
    <message>
        <source>Mixing matrix W</source>
        <translation>混合矩阵 W</translation>
    </message>
    <message>
        <source>node %1 down</source>
        <translation>节点 %1 故障</translation>
    </message>
    <message>
        <source>threshold %1</source>
        <translation>阈值 %1</translation>
    </message>
    <message>
        <source>Decentralized SGD · round %1 of %2 · %3, %4 nodes · no server</source>
        <translation>去中心化 SGD · 第 %1/%2 轮 · %3，%4 个节点 · 无服务器</translation>
    </message>
    <message>
        <source>Every round each live node averages with its neighbours' current weights: no server, no stale gradients, so this is not asynchronous SGD.</source>
        <translation>每一轮，每个存活节点都与邻居的当前权重求平均：没有服务器，没有陈旧梯度，所以这不是异步 SGD。</translation>
    </message>
    <message>
        <source>Each round every live node averages with its neighbours: no server, no stale gradients, not async SGD.</source>
        <translation>每轮每个存活节点与邻居求平均：无服务器，无陈旧梯度，不是异步 SGD。</translation>
    </message>
    <message>
        <source>Live nodes average with their neighbours: no server, not async SGD.</source>
        <translation>存活节点与邻居求平均：无服务器，不是异步 SGD。</translation>
    </message>
    <message>
        <source>Nodes and links · click a node to fail or revive it, drag to move it</source>
        <translation>节点与连接 · 单击节点使其故障或恢复，拖动可移动</translation>
    </message>
    <message>
        <source>Nodes and links · click: fail or revive · drag: move</source>
        <translation>节点与连接 · 单击：故障/恢复 · 拖动：移动</translation>
    </message>
    <message>
        <source>Nodes and links</source>
        <translation>节点与连接</translation>
    </message>
    <message>
        <source>mean of live weights</source>
        <translation>存活权重的均值</translation>
    </message>
    <message>
        <source>consensus distance</source>
        <translation>共识距离</translation>
    </message>
    <message>
        <source>Decentralized SGD: no rounds</source>
        <translation>去中心化 SGD：没有轮次</translation>
    </message>
    <message>
        <source>No rounds were computed.</source>
        <translation>没有计算任何轮次。</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;i&gt;Not asynchronous SGD:&lt;/i&gt; there is no server here and so no stale gradient; every node mixes its neighbours' current weights in the same round.</source>
        <translation>&lt;br&gt;&lt;i&gt;这不是异步 SGD：&lt;/i&gt;这里没有服务器，因此没有陈旧梯度；每个节点在同一轮中混合邻居的当前权重。</translation>
    </message>
    <message>
        <source>(down)</source>
        <translation>（故障）</translation>
    </message>
    <message>
        <source>&lt;b&gt;Round 0 of %1: the start.&lt;/b&gt; </source>
        <translation>&lt;b&gt;第 0 轮（共 %1 轮）：起点。&lt;/b&gt; </translation>
    </message>
    <message>
        <source>There is no server. Each of the %1 nodes keeps its own weight: %2 (mean %3, consensus distance %4). The links form a %5. </source>
        <translation>没有服务器。%1 个节点各自保存自己的权重：%2（均值 %3，共识距离 %4）。连接构成%5拓扑。 </translation>
    </message>
    <message>
        <source>In every round each live node swaps weights with its direct neighbours and keeps a weighted average of its own and theirs; the weights are the rows of the mixing matrix W. </source>
        <translation>每一轮中，每个存活节点与直接相连的邻居交换权重，并保留自己与邻居权重的加权平均；加权系数就是混合矩阵 W 的各行。 </translation>
    </message>
    <message>
        <source>&lt;b&gt;Round %1 of %2.&lt;/b&gt; </source>
        <translation>&lt;b&gt;第 %1 轮（共 %2 轮）。&lt;/b&gt; </translation>
    </message>
    <message>
        <source>Each live node first took %1 gradient step on its own shard (η = %2), then </source>
        <translation>每个存活节点先在自己的分片上执行了 %1 个梯度步（η = %2），然后 </translation>
    </message>
    <message>
        <source>Each live node first took %1 gradient steps on its own shard (η = %2), then </source>
        <translation>每个存活节点先在自己的分片上执行了 %1 个梯度步（η = %2），然后 </translation>
    </message>
    <message>
        <source>Pure gossip, no gradients: </source>
        <translation>纯八卦，无梯度： </translation>
    </message>
    <message>
        <source>fell from %1 to %2</source>
        <translation>从 %1 降到 %2</translation>
    </message>
    <message>
        <source>rose from %1 to %2</source>
        <translation>从 %1 升到 %2</translation>
    </message>
    <message>
        <source>stayed at %1</source>
        <translation>保持在 %1</translation>
    </message>
    <message>
        <source>every live node averaged with its neighbours. The weights are now %1; their mean is %2 and the consensus distance %3. </source>
        <translation>所有存活节点都与邻居求了平均。现在的权重为 %1；均值为 %2，共识距离%3。 </translation>
    </message>
    <message>
        <source>Averaging moves weight around but never creates or destroys it, so the mean stays put. </source>
        <translation>平均只是把权重挪来挪去，既不会创造也不会消灭权重，所以均值保持不变。 </translation>
    </message>
    <message>
        <source>W's second-largest eigenvalue modulus is %1 (spectral gap %2): the spread does not shrink at all, some nodes can never hear from others. </source>
        <translation>W 的第二大特征值模为 %1（谱间隙 %2）：离散程度完全不会缩小，有些节点永远收不到其他节点的消息。 </translation>
    </message>
    <message>
        <source>W's second-largest eigenvalue modulus is %1 (spectral gap %2): one round is enough for the connected nodes to agree exactly. </source>
        <translation>W 的第二大特征值模为 %1（谱间隙 %2）：一轮就足以让连通的节点完全一致。 </translation>
    </message>
    <message>
        <source>W's second-largest eigenvalue modulus is %1 (spectral gap %2): the spread shrinks by roughly that factor each round; the bigger the gap, the faster the nodes agree. </source>
        <translation>W 的第二大特征值模为 %1（谱间隙 %2）：离散程度每轮大约按这个因子缩小；谱间隙越大，节点达成一致越快。 </translation>
    </message>
    <message>
        <source>&lt;br&gt;Node %1 is down. </source>
        <translation>&lt;br&gt;节点 %1 故障。 </translation>
    </message>
    <message>
        <source>&lt;br&gt;Nodes %1 are down. </source>
        <translation>&lt;br&gt;节点 %1 故障。 </translation>
    </message>
    <message>
        <source>It was the hub: every link of the star ran through it, so the others are cut off from one another (%1 separate groups, spectral gap %2). A dead hub stops a star. </source>
        <translation>它是中心节点：星形拓扑的每条连接都经过它，因此其他节点彼此隔断（%1 个分离的组，谱间隙 %2）。中心节点一旦故障，星形拓扑就瘫痪了。 </translation>
    </message>
    <message>
        <source>It was an end of the path: nobody else needed it to pass weights along, so the live nodes still form one group and keep mixing (spectral gap %1). </source>
        <translation>它是路径的端点：没有其他节点需要它来传递权重，所以存活节点仍是一个组，继续混合（谱间隙 %1）。 </translation>
    </message>
    <message>
        <source>The live nodes fell apart into %1 groups that can no longer reach one consensus. </source>
        <translation>存活节点分裂成 %1 个组，无法再达成同一个共识。 </translation>
    </message>
    <message>
        <source>The live nodes are still one connected group, so they keep mixing around the gap. </source>
        <translation>存活节点仍是一个连通组，因此它们绕过缺口继续混合。 </translation>
    </message>
    <message>
        <source>shift</source>
        <translation>跳变</translation>
    </message>
    <message>
        <source>rotation begins</source>
        <translation>开始旋转</translation>
    </message>
    <message>
        <source>tolerance %1</source>
        <translation>容差 %1</translation>
    </message>
    <message>
        <source>stream time (ticks)</source>
        <translation>数据流时间（时刻）</translation>
    </message>
    <message>
        <source>tracking error |w − w*|</source>
        <translation>跟踪误差 |w − w*|</translation>
    </message>
    <message>
        <source>error</source>
        <translation>误差</translation>
    </message>
    <message>
        <source>1 tick</source>
        <translation>1 个时刻</translation>
    </message>
    <message>
        <source>%1 ticks</source>
        <translation>%1 个时刻</translation>
    </message>
    <message>
        <source>Tracking error: distance of each model to the optimum now (dotted lines: the batch model's refits)</source>
        <translation>跟踪误差：各模型到当前最优点的距离（点线：批量模型的重新拟合）</translation>
    </message>
    <message>
        <source>Tracking error: distance of each model to the optimum now</source>
        <translation>跟踪误差：各模型到当前最优点的距离</translation>
    </message>
    <message>
        <source>Tracking error</source>
        <translation>跟踪误差</translation>
    </message>
    <message>
        <source>The models chasing the optimum w*</source>
        <translation>追逐最优点 w* 的模型</translation>
    </message>
    <message>
        <source>The plane</source>
        <translation>平面</translation>
    </message>
    <message>
        <source>w* now</source>
        <translation>当前 w*</translation>
    </message>
    <message>
        <source>Mean tracking error from the drift to the end</source>
        <translation>从漂移到结束的平均跟踪误差</translation>
    </message>
    <message>
        <source>Mean error</source>
        <translation>平均误差</translation>
    </message>
    <message>
        <source>No batch refit after the drift in this run</source>
        <translation>本次运行中漂移后没有批量重新拟合</translation>
    </message>
    <message>
        <source>Batch refit at tick %1: error %2 just before, %3 after</source>
        <translation>时刻 %1 的批量重新拟合：之前误差 %2，之后 %3</translation>
    </message>
    <message>
        <source>Refit at %1: %2 → %3</source>
        <translation>时刻 %1 重新拟合：%2 → %3</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>未偏离</translation>
    </message>
    <message>
        <source>at the drift</source>
        <translation>漂移时</translation>
    </message>
    <message>
        <source>at drift</source>
        <translation>漂移时</translation>
    </message>
    <message>
        <source>back within %1</source>
        <translation>回到 %1 以内</translation>
    </message>
    <message>
        <source>recovered</source>
        <translation>恢复</translation>
    </message>
    <message>
        <source>not yet</source>
        <translation>尚未</translation>
    </message>
    <message>
        <source>mean since</source>
        <translation>此后均值</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>均值</translation>
    </message>
    <message>
        <source>stale</source>
        <translation>陈旧</translation>
    </message>
    <message>
        <source>After the drift at tick %1</source>
        <translation>时刻 %1 漂移之后</translation>
    </message>
    <message>
        <source>After the drift</source>
        <translation>漂移之后</translation>
    </message>
    <message>
        <source>The run's numbers come back once the answer is shown.</source>
        <translation>揭晓答案后会重新显示本次运行的数据。</translation>
    </message>
    <message>
        <source>tick</source>
        <translation>时刻</translation>
    </message>
    <message>
        <source>error, async</source>
        <translation>误差，异步</translation>
    </message>
    <message>
        <source>error, high staleness</source>
        <translation>误差，高陈旧度</translation>
    </message>
    <message>
        <source>error, batch</source>
        <translation>误差，批量</translation>
    </message>
    <message>
        <source>staleness, async</source>
        <translation>陈旧度，异步</translation>
    </message>
    <message>
        <source>staleness, high</source>
        <translation>陈旧度，高</translation>
    </message>
    <message>
        <source>a shift</source>
        <translation>跳变</translation>
    </message>
    <message>
        <source>a rotation</source>
        <translation>旋转</translation>
    </message>
    <message>
        <source>Drifting stream: %1 at tick %2, %3 async workers, batch refits every %4, tick %5 of %6</source>
        <translation>漂移数据流：时刻 %2 发生%1，%3 个异步工作节点，批量模型每 %4 重新拟合，时刻 %5/%6</translation>
    </message>
    <message>
        <source>Drifting stream: tick %1 of %2</source>
        <translation>漂移数据流：时刻 %1/%2</translation>
    </message>
    <message>
        <source>Now: w* = (%1, %2) · error: async %3, high staleness %4, batch %5 · gradients applied %6 and %7</source>
        <translation>当前：w* = (%1, %2) · 误差：异步 %3，高陈旧度 %4，批量 %5 · 已应用梯度 %6 和 %7</translation>
    </message>
    <message>
        <source>Error: async %1 · high staleness %2 · batch %3</source>
        <translation>误差：异步 %1 · 高陈旧度 %2 · 批量 %3</translation>
    </message>
    <message>
        <source>Drifting stream: no ticks</source>
        <translation>漂移数据流：没有时刻</translation>
    </message>
    <message>
        <source>never gets back within %1</source>
        <translation>始终未回到 %1 以内</translation>
    </message>
    <message>
        <source>never strays beyond %1</source>
        <translation>从未超出 %1</translation>
    </message>
    <message>
        <source>is back within %1 after &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>在 &lt;b&gt;%2&lt;/b&gt; 后回到 %1 以内</translation>
    </message>
    <message>
        <source>&lt;b&gt;Batch&lt;/b&gt; gets no refit after the drift in this run: it stays %1 away on average.</source>
        <translation>&lt;b&gt;批量模型&lt;/b&gt;在本次运行中漂移后没有重新拟合：它平均偏离 %1。</translation>
    </message>
    <message>
        <source>, not all the way, because its %1-tick window still held data from before the shift</source>
        <translation>，但没有完全回去，因为它 %1 个时刻的窗口里仍有跳变之前的数据</translation>
    </message>
    <message>
        <source>, not all the way, because it fits the middle of its %1-tick window while w* keeps turning</source>
        <translation>，但没有完全回去，因为它拟合的是 %1 个时刻窗口的中间位置，而 w* 一直在转动</translation>
    </message>
    <message>
        <source>&lt;b&gt;Batch&lt;/b&gt; just before its refit at tick %1 is still &lt;b&gt;%2&lt;/b&gt; away; the refit brings it to %3%4.</source>
        <translation>&lt;b&gt;批量模型&lt;/b&gt;在时刻 %1 重新拟合之前仍偏离 &lt;b&gt;%2&lt;/b&gt;；重新拟合使其降到 %3%4。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Just after the shift&lt;/b&gt; (tick %1) w* has jumped %2: errors async %3, high staleness %4, batch %5. </source>
        <translation>&lt;b&gt;刚跳变之后&lt;/b&gt;（时刻 %1），w* 跳了 %2：误差为异步 %3，高陈旧度 %4，批量 %5。 </translation>
    </message>
    <message>
        <source>&lt;b&gt;From tick %1&lt;/b&gt; w* turns %2° per tick, moving %3 per tick. </source>
        <translation>&lt;b&gt;从时刻 %1 起&lt;/b&gt;，w* 每个时刻转动 %2°，移动 %3。 </translation>
    </message>
    <message>
        <source>, before the batch model's next refit at tick %1</source>
        <translation>，早于批量模型在时刻 %1 的下一次重新拟合</translation>
    </message>
    <message>
        <source>, not before the batch model's next refit at tick %1</source>
        <translation>，未能早于批量模型在时刻 %1 的下一次重新拟合</translation>
    </message>
    <message>
        <source>&lt;b&gt;Async&lt;/b&gt; (%1, gradients %2 updates old on average) %3%4; its mean error since the drift is %5. </source>
        <translation>&lt;b&gt;异步&lt;/b&gt;（%1，梯度平均落后 %2 次更新）%3%4；漂移以来其平均误差为 %5。 </translation>
    </message>
    <message>
        <source>&lt;b&gt;High staleness&lt;/b&gt; (%1 needing %2 each: the same updates per tick, but %3 updates old and made from older data) %4; its mean error since the drift is %5. </source>
        <translation>&lt;b&gt;高陈旧度&lt;/b&gt;（%1，每个需要 %2：每个时刻的更新次数相同，但梯度落后 %3 次更新，且基于更旧的数据）%4；漂移以来其平均误差为 %5。 </translation>
    </message>
    <message>
        <source>A steady turn is trailed at about the same distance whatever the delay (η and the update rate set it); staleness costs most when w* jumps. </source>
        <translation>无论延迟多大，匀速转动时模型都以大致相同的距离尾随（该距离由 η 和更新速率决定）；陈旧度在 w* 跳变时代价最大。 </translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;b&gt;A server's model ran away&lt;/b&gt;: η is too large for its staleness; it is held at its last value.</source>
        <translation>&lt;br&gt;&lt;b&gt;有服务器的模型发散了&lt;/b&gt;：η 相对其陈旧度过大；它被固定在最后的值。</translation>
    </message>
    <message>
        <source>At tick %1 w* will jump %2° round the origin, %3 away, like a new fraud pattern.</source>
        <translation>在时刻 %1，w* 将绕原点跳变 %2°，移动 %3，就像出现了新的欺诈模式。</translation>
    </message>
    <message>
        <source>From tick %1 w* will turn %2° per tick, like news interest moving on.</source>
        <translation>从时刻 %1 起，w* 将每个时刻转动 %2°，就像新闻热点在转移。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tick 0: the stream starts.&lt;/b&gt; Every tick brings %1 micro-batches of %2 examples; the best model is w* = (%3, %4). All three learners start from the fit to the history, %5 from w*. %6 &lt;i&gt;Predict:&lt;/i&gt; who tracks the new w* first: %7 async workers, %8 slower ones, or a model refitted every %9?</source>
        <translation>&lt;b&gt;时刻 0：数据流开始。&lt;/b&gt;每个时刻带来 %1 个微批量，每个含 %2 个样本；最优模型为 w* = (%3, %4)。三个学习器都从对历史数据的拟合出发，距 w* %5。%6 &lt;i&gt;预测：&lt;/i&gt;谁最先跟上新的 w*：%7 个异步工作节点、%8 个较慢的工作节点，还是每 %9 重新拟合一次的模型？</translation>
    </message>
    <message>
        <source>after the drift at tick %1</source>
        <translation>时刻 %1 漂移之后</translation>
    </message>
    <message>
        <source>no drift yet</source>
        <translation>尚未漂移</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tick %1 of %2, %3.&lt;/b&gt; Errors: async %4, high staleness %5, batch %6. </source>
        <translation>&lt;b&gt;时刻 %1（共 %2 个），%3。&lt;/b&gt;误差：异步 %4，高陈旧度 %5，批量 %6。 </translation>
    </message>
    <message>
        <source>This tick's gradients were %1 (async) and %2 (high staleness) updates old on average.</source>
        <translation>本时刻的梯度平均落后 %1 次（异步）和 %2 次（高陈旧度）更新。</translation>
    </message>
    <message>
        <source>The slower high-staleness workers have not pushed a gradient yet.</source>
        <translation>较慢的高陈旧度工作节点还没有推送过梯度。</translation>
    </message>
    <message>
        <source>No gradient has reached either server yet.</source>
        <translation>两个服务器都还没有收到梯度。</translation>
    </message>
    <message>
        <source> &lt;b&gt;The batch model was refitted now&lt;/b&gt; on the last %1 of the stream.</source>
        <translation> &lt;b&gt;批量模型刚刚重新拟合&lt;/b&gt;，使用的是数据流最近 %1 的数据。</translation>
    </message>
    <message>
        <source>&lt;b&gt;No ticks.&lt;/b&gt; The stream produced nothing.</source>
        <translation>&lt;b&gt;没有时刻。&lt;/b&gt;数据流没有产生任何内容。</translation>
    </message>
    <message>
        <source>Loss against measured time (same data, same work)</source>
        <translation>损失随实测时间的变化（相同数据，相同工作量）</translation>
    </message>
    <message>
        <source>wall-clock time (ms)</source>
        <translation>挂钟时间（ms）</translation>
    </message>
    <message>
        <source>time (ms)</source>
        <translation>时间（ms）</translation>
    </message>
    <message>
        <source>loss (log scale)</source>
        <translation>损失（对数刻度）</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>损失</translation>
    </message>
    <message>
        <source>Updates per second against threads</source>
        <translation>每秒更新次数随线程数的变化</translation>
    </message>
    <message>
        <source>Updates/s vs threads</source>
        <translation>更新/s 与线程数</translation>
    </message>
    <message>
        <source>No sweep in this run (sweep time 0)</source>
        <translation>本次运行没有扫描（扫描时间为 0）</translation>
    </message>
    <message>
        <source>threads</source>
        <translation>线程数</translation>
    </message>
    <message>
        <source>million updates per second</source>
        <translation>每秒百万次更新</translation>
    </message>
    <message>
        <source>M updates/s</source>
        <translation>百万次更新/s</translation>
    </message>
    <message>
        <source>lock-free</source>
        <translation>无锁</translation>
    </message>
    <message>
        <source>one global lock</source>
        <translation>单个全局锁</translation>
    </message>
    <message>
        <source>Denser rows: more collisions</source>
        <translation>行越密，冲突越多</translation>
    </message>
    <message>
        <source>Density sweep</source>
        <translation>密度扫描</translation>
    </message>
    <message>
        <source>density: share of features per example</source>
        <translation>密度：每个样本所含特征的比例</translation>
    </message>
    <message>
        <source>density</source>
        <translation>密度</translation>
    </message>
    <message>
        <source>collided writes (%)</source>
        <translation>冲突写入（%）</translation>
    </message>
    <message>
        <source>collided (%)</source>
        <translation>冲突（%）</translation>
    </message>
    <message>
        <source>thread %1</source>
        <translation>线程 %1</translation>
    </message>
    <message>
        <source>one thread</source>
        <translation>单线程</translation>
    </message>
    <message>
        <source>snapshot</source>
        <translation>快照</translation>
    </message>
    <message>
        <source>updates</source>
        <translation>更新次数</translation>
    </message>
    <message>
        <source>collided writes</source>
        <translation>冲突写入</translation>
    </message>
    <message>
        <source>share collided</source>
        <translation>冲突比例</translation>
    </message>
    <message>
        <source>Hogwild!: no snapshots</source>
        <translation>Hogwild!：没有快照</translation>
    </message>
    <message>
        <source>Hogwild!: %1, %2, each example touches %3 of %4 weights</source>
        <translation>Hogwild!：%1，%2，每个样本涉及 %4 个权重中的 %3 个</translation>
    </message>
    <message>
        <source>Hogwild!: %1, %2, %3 of %4 weights per example</source>
        <translation>Hogwild!：%1，%2，每样本 %3/%4 个权重</translation>
    </message>
    <message>
        <source>Hogwild!: %1, %2</source>
        <translation>Hogwild!：%1，%2</translation>
    </message>
    <message>
        <source>This run had %1 on %2: they took turns on the cores instead of running side by side, so its timings say nothing about lock-free speed-up. Set threads to %3 or fewer (0 picks it).</source>
        <translation>本次运行在 %2 上跑了 %1：它们轮流使用核心，而不是并行运行，所以其计时无法说明 无锁的加速效果。请把线程数设为 %3 或更少（设为 0 则自动选择）。</translation>
    </message>
    <message>
        <source>snapshot %1 of %2</source>
        <translation>快照 %1/%2</translation>
    </message>
    <message>
        <source>measured on this machine: %1 on %2, so they take turns</source>
        <translation>在本机实测：%2 上跑 %1，因此需轮流运行</translation>
    </message>
    <message>
        <source>measured on this machine (%1)</source>
        <translation>在本机实测（%1）</translation>
    </message>
    <message>
        <source>%1 · t = %2 · %3 updates · loss %4 · %5 of writes collided · %6</source>
        <translation>%1 · t = %2 · %3 次更新 · 损失 %4 · %5 的写入发生冲突 · %6</translation>
    </message>
    <message>
        <source>%1 · t = %2 · %3 updates · loss %4 · %5 collided</source>
        <translation>%1 · t = %2 · %3 次更新 · 损失 %4 · %5 冲突</translation>
    </message>
    <message>
        <source>%1 · t = %2 · loss %3</source>
        <translation>%1 · t = %2 · 损失 %3</translation>
    </message>
    <message>
        <source>%1 of this computer will share one vector of %2 weights in memory, and none of them takes a lock. Each example touches only %3 of the %4 weights (density %5), so two threads seldom work on the same weight at once: Hogwild! counts on the data being that sparse. </source>
        <translation>本机的 %1 将在内存中共享一个含 %2 个权重的向量，且都不加锁。每个样本只触及 %4 个权重中的 %3 个（密度 %5），因此两个线程很少同时处理同一个权重：Hogwild! 正是押注数据有这么稀疏。 </translation>
    </message>
    <message>
        <source>Every write is an atomic add: a thread may compute with a value another thread is about to change, but no number is ever torn or lost. At w = 0 the loss is %1; the best the noisy labels allow is about %2. </source>
        <translation>每次写入都是一次原子加法：一个线程可能在用另一个线程即将修改的值做计算，但任何数值都不会被写坏或丢失。在 w = 0 处损失为 %1；带噪声的标签所允许的最佳损失约为 %2。 </translation>
    </message>
    <message>
        <source>%1 after the start the threads have applied %2 examples; %3 of them since the last snapshot. </source>
        <translation>开始后 %1，各线程已应用 %2 个样本，其中 %3 个是在上一个快照之后应用的。 </translation>
    </message>
    <message>
        <source>A write &lt;i&gt;collides&lt;/i&gt; when another thread wrote the same weight between this thread's read and its write (the weight's version stamp moved): %1 such writes in this window, marked ✕, and %2 of all writes so far. The loss is &lt;b&gt;%3&lt;/b&gt;. </source>
        <translation>如果在本线程读取与写入之间，另一个线程写入了同一个权重（该权重的版本戳变了），这次写入就&lt;i&gt;冲突&lt;/i&gt;了：本时间窗内有 %1 次这样的写入，以 ✕ 标记，迄今占全部写入的 %2。损失为 &lt;b&gt;%3&lt;/b&gt;。 </translation>
    </message>
    <message>
        <source>&lt;br&gt;Same data, same number of updates: lock-free took %1 (%2), one global lock %3 (%4), one thread %5 (%6). </source>
        <translation>&lt;br&gt;相同的数据、相同的更新次数：无锁用时 %1（%2），单个全局锁用时 %3（%4），单线程用时 %5（%6）。 </translation>
    </message>
    <message>
        <source>The lock makes collisions impossible (%1 here) but lets only one thread update at a time, and the threads queue for it. </source>
        <translation>锁使冲突不可能发生（此处为 %1），但一次只允许一个线程更新，各线程要排队等锁。 </translation>
    </message>
    <message>
        <source>&lt;br&gt;Denser rows break the bet. In the density sweep (%1 ms per density) %2 of writes collided at density %3 and %4 at density %5. After as many updates as the lock-free run made, its loss was %6 against one thread's %7 at the sparsest density, and %8 against %9 at the densest; part of any gap is the order in which the examples happened to arrive, not only the collisions. </source>
        <translation>&lt;br&gt;行更稠密时，这个赌注就会落空。在密度扫描中（每个密度 %1 ms），密度为 %3 时有 %2 的写入发生冲突，密度为 %5 时为 %4。在与 lock-free 运行相同的更新次数之后，最稀疏密度下其损失为 %6，单线程为 %7；最稠密密度下为 %8 对 %9。任何差距都有一部分来自样本恰好到达的顺序，而不只是冲突。 </translation>
    </message>
    <message>
        <source>&lt;b&gt;No snapshots.&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;没有快照。&lt;/b&gt;%1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Snapshot %1 of %2%3.&lt;/b&gt; </source>
        <translation>&lt;b&gt;快照 %1/%2%3。&lt;/b&gt; </translation>
    </message>
    <message>
        <source>: the start</source>
        <translation>：起点</translation>
    </message>
    <message>
        <source>&lt;br&gt;Rows are &lt;b&gt;disjoint&lt;/b&gt;: thread k only ever touches its own block of weights, so writes cannot meet, the collision count stays 0 and the result is exactly what one thread would get. </source>
        <translation>&lt;br&gt;各行&lt;b&gt;互不相交&lt;/b&gt;（disjoint）：线程 k 只触及它自己的权重块，因此写入不会相遇，冲突计数保持为 0，结果与单线程完全相同。 </translation>
    </message>
    <message>
        <source>&lt;br&gt;The frames replay the run with %1. </source>
        <translation>&lt;br&gt;这些帧回放的是采用%1的运行。 </translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;i&gt;Measured, not simulated:&lt;/i&gt; on this machine (%1). The data comes from seed %2, but the threads' timing does not, so running again gives other numbers.</source>
        <translation>&lt;br&gt;&lt;i&gt;实测，而非模拟：&lt;/i&gt;在本机上（%1）。数据由种子 %2 生成，但线程的时序不是，因此再次运行会得到不同的数字。</translation>
    </message>
    <message>
        <source>ticks: each thread's latest writes (newest brightest) · ✕ and ▼: a write that collided since the last snapshot · cells: w by value</source>
        <translation>刻线：各线程最近的写入（越新越亮） · ✕ 和 ▼：上一个快照以来发生冲突的写入 · 格子：按值着色的 w</translation>
    </message>
    <message>
        <source>ticks: latest writes · ✕ ▼: collided writes · cells: w by value</source>
        <translation>刻线：最近写入 · ✕ ▼：冲突写入 · 格子：按值着色的 w</translation>
    </message>
    <message>
        <source>ticks: writes · ✕: collisions</source>
        <translation>刻线：写入 · ✕：冲突</translation>
    </message>
    <message>
        <source>Shared weights: %1 updates and %2 collided writes since the last snapshot</source>
        <translation>共享权重：上一个快照以来 %1 次更新、%2 次冲突写入</translation>
    </message>
    <message>
        <source>Shared weights: %1 updates, %2 collisions</source>
        <translation>共享权重：%1 次更新，%2 次冲突</translation>
    </message>
    <message>
        <source>Shared weights</source>
        <translation>共享权重</translation>
    </message>
    <message>
        <source>server update t</source>
        <translation>服务器更新 t</translation>
    </message>
    <message>
        <source>weight w (minimum at %1)</source>
        <translation>权重 w（最小值在 %1）</translation>
    </message>
    <message>
        <source>one async run</source>
        <translation>一次异步运行</translation>
    </message>
    <message>
        <source>async, mean of %1 runs</source>
        <translation>异步，%1 次运行的平均</translation>
    </message>
    <message>
        <source>momentum SGD, μ = %1</source>
        <translation>动量 SGD，μ = %1</translation>
    </message>
    <message>
        <source>leaky server, leak %1</source>
        <translation>带泄漏的服务器，泄漏率 %1</translation>
    </message>
    <message>
        <source>async at η = %1</source>
        <translation>异步，η = %1</translation>
    </message>
    <message>
        <source>workers K</source>
        <translation>工作节点数 K</translation>
    </message>
    <message>
        <source>momentum μ</source>
        <translation>动量 μ</translation>
    </message>
    <message>
        <source>fitted from the runs</source>
        <translation>由运行拟合</translation>
    </message>
    <message>
        <source>staleness τ (updates)</source>
        <translation>陈旧度 τ（更新次数）</translation>
    </message>
    <message>
        <source>share of gradients</source>
        <translation>梯度占比</translation>
    </message>
    <message>
        <source>share</source>
        <translation>占比</translation>
    </message>
    <message>
        <source>The weight against server updates</source>
        <translation>权重随服务器更新的变化</translation>
    </message>
    <message>
        <source>Fitted momentum against K</source>
        <translation>拟合的动量随 K 的变化</translation>
    </message>
    <message>
        <source>How old the gradients are (K = %1)</source>
        <translation>梯度有多陈旧（K = %1）</translation>
    </message>
    <message>
        <source>Fitted μ = %1   ·   1 − 1/K = %2   ·   overshoot past the minimum: async %3, momentum SGD %4</source>
        <translation>拟合 μ = %1   ·   1 − 1/K = %2   ·   越过最小值的幅度：异步 %3，动量 SGD %4</translation>
    </message>
    <message>
        <source>Leaky server: μ = %1 (expected %2), overshoot %3   ·   η = %4 (critical %5): μ = %6, overshoot %7</source>
        <translation>带泄漏的服务器：μ = %1（预期 %2），越过 %3   ·   η = %4（临界 %5）：μ = %6，越过 %7</translation>
    </message>
    <message>
        <source>Fitted μ = %1   ·   1 − 1/K = %2</source>
        <translation>拟合 μ = %1   ·   1 − 1/K = %2</translation>
    </message>
    <message>
        <source>Leaky μ = %1 (expected %2)   ·   η = %3: μ = %4</source>
        <translation>泄漏 μ = %1（预期 %2）   ·   η = %3：μ = %4</translation>
    </message>
    <message>
        <source>async (mean)</source>
        <translation>异步（平均）</translation>
    </message>
    <message>
        <source>momentum SGD</source>
        <translation>动量 SGD</translation>
    </message>
    <message>
        <source>one run</source>
        <translation>单次运行</translation>
    </message>
    <message>
        <source>its staleness</source>
        <translation>其陈旧度</translation>
    </message>
    <message>
        <source>leaky server</source>
        <translation>带泄漏的服务器</translation>
    </message>
    <message>
        <source>lower η</source>
        <translation>较低的 η</translation>
    </message>
    <message>
        <source>Implicit momentum: no updates</source>
        <translation>隐式动量：无更新</translation>
    </message>
    <message>
        <source>Implicit momentum: %1 asynchronous workers, η = %2, update %3 of %4</source>
        <translation>隐式动量：%1 个异步工作节点，η = %2，更新 %3/%4</translation>
    </message>
    <message>
        <source>Implicit momentum: K = %1, update %2 of %3</source>
        <translation>隐式动量：K = %1，更新 %2/%3</translation>
    </message>
    <message>
        <source>&lt;b&gt;Update 0: the start.&lt;/b&gt; %1 each read w = %2 and start a gradient of the loss ½(w − %3)². Each gradient takes a random time, so they land in a random order, and the server applies each one with η = %4 as it arrives, however old it is. The curve “async, mean” averages %5 such runs. &lt;i&gt;Predict:&lt;/i&gt; will the mean slide straight down to %3, or swing past it like a ball with momentum?</source>
        <translation>&lt;b&gt;第 0 次更新：起点。&lt;/b&gt;%1各自读取 w = %2，并开始计算损失 ½(w − %3)² 的梯度。每个梯度的耗时是随机的，因此到达顺序也随机；服务器在每个梯度到达时就以 η = %4 应用它，不管它有多陈旧。曲线“异步，平均”是 %5 次这样的运行的平均。&lt;i&gt;预测：&lt;/i&gt;平均值会径直滑落到 %3，还是像带动量的小球一样冲过它？</translation>
    </message>
    <message>
        <source>&lt;b&gt;Update %1 of %2.&lt;/b&gt; </source>
        <translation>&lt;b&gt;第 %1 次更新（共 %2 次）。&lt;/b&gt; </translation>
    </message>
    <message>
        <source>In the thin sample run, worker %1's gradient was &lt;b&gt;%2&lt;/b&gt; old when it landed. </source>
        <translation>在细线所示的样本运行中，工作节点 %1 的梯度到达时已陈旧 &lt;b&gt;%2&lt;/b&gt;。 </translation>
    </message>
    <message>
        <source>The mean of the runs stands at w = &lt;b&gt;%1&lt;/b&gt;; momentum SGD with μ = 1 − 1/%2 = %3 and step η/K = %4 stands at &lt;b&gt;%5&lt;/b&gt;. </source>
        <translation>各次运行的平均位于 w = &lt;b&gt;%1&lt;/b&gt;；μ = 1 − 1/%2 = %3、步长 η/K = %4 的动量 SGD 位于 &lt;b&gt;%5&lt;/b&gt;。 </translation>
    </message>
    <message>
        <source>Keep stepping: does the mean stop at %1, or run past it?</source>
        <translation>继续单步：平均值会停在 %1，还是冲过它？</translation>
    </message>
    <message>
        <source>The mean has swung past %1 (since update %2). </source>
        <translation>平均值已冲过 %1（自第 %2 次更新起）。 </translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;b&gt;Why:&lt;/b&gt; the next gradient to land is any worker's with the same chance, 1/%1, so %2 of them are fresh and the rest were read 1, 2, 3 … updates ago, each age %3 times as rare as the one before. A sum of old gradients that fades by that factor is exactly a momentum buffer. </source>
        <translation>&lt;br&gt;&lt;b&gt;原因：&lt;/b&gt;下一个到达的梯度来自任一工作节点的机会均等，都是 1/%1，因此其中 %2 是新鲜的，其余的则是在 1, 2, 3 … 次更新之前读取的，年龄每大一次更新，出现频率就乘以 %3。按这一因子衰减的旧梯度之和，恰好就是一个动量缓冲区。 </translation>
    </message>
    <message>
        <source>Least squares on the mean curve, w[t+1] − w[t] + η′ g[t] = μ (w[t] − w[t−1]) with the theory's step η′ = η/K = %1, gives &lt;b&gt;μ = %2&lt;/b&gt; against 1 − 1/K = %3. </source>
        <translation>在平均曲线上用最小二乘拟合 w[t+1] − w[t] + η′ g[t] = μ (w[t] − w[t−1])（取理论步长 η′ = η/K = %1），得到 &lt;b&gt;μ = %2&lt;/b&gt;，而 1 − 1/K = %3。 </translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;b&gt;Damping it:&lt;/b&gt; a leaky server that applies a gradient τ updates old at η × %1^τ leaves μ = %2 (expected %3 × %1 = %4) and swings %5 past the minimum instead of %6. A lower rate η = %7 keeps μ = %8 but stays under the critical rate %9, so it creeps down without swinging past (%10), at the price of speed.</source>
        <translation>&lt;br&gt;&lt;b&gt;抑制摆动：&lt;/b&gt;带泄漏的服务器以 η × %1^τ 应用陈旧 τ 次更新的梯度，得到 μ = %2（预期 %3 × %1 = %4），越过最小值 %5，而不是 %6。较低的学习率 η = %7 使 μ 仍为 %8，但它低于临界学习率 %9，因此会缓慢下降而不越过（%10），代价是速度。</translation>
    </message>
    <message>
        <source>&lt;b&gt;No updates.&lt;/b&gt; The server applied no gradients.</source>
        <translation>&lt;b&gt;没有更新。&lt;/b&gt;服务器没有应用任何梯度。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Momentum against the number of workers.&lt;/b&gt; For every K from 1 to 16 the same fit runs on the mean of the asynchronous runs. The dots follow 1 − 1/K: one worker gives plain SGD (μ = 0), two give %1, %2 give %3 (fitted %4). More workers, more inertia.</source>
        <translation>&lt;b&gt;动量随工作节点数的变化。&lt;/b&gt;对 1 到 16 的每个 K，都在异步运行的平均上做同样的拟合。这些点沿着 1 − 1/K 分布：一个工作节点就是普通 SGD（μ = 0），两个给出 %1，%2 个给出 %3（拟合值 %4）。工作节点越多，惯性越大。</translation>
    </message>
    <message>
        <source>&lt;b&gt;How old the gradients are.&lt;/b&gt; With %1 workers whose compute times are random and memoryless, %2 of the gradients arrive fresh and each extra update of age is %3 times as rare: the geometric law that turns asynchrony into momentum μ = 1 − 1/K.</source>
        <translation>&lt;b&gt;梯度有多陈旧。&lt;/b&gt;%1 个工作节点的计算时间随机且无记忆时，%2 的梯度到达时是新鲜的，年龄每多一次更新，出现频率就乘以 %3：正是这条几何分布规律把异步变成了动量 μ = 1 − 1/K。</translation>
    </message>
    <message>
        <source>sample-wise</source>
        <translation>逐样本</translation>
    </message>
    <message>
        <source>mini-batch, B = %1</source>
        <translation>小批量，B = %1</translation>
    </message>
    <message>
        <source>full batch</source>
        <translation>全批量</translation>
    </message>
    <message>
        <source>samples seen</source>
        <translation>已见样本数</translation>
    </message>
    <message>
        <source>updates (log scale)</source>
        <translation>更新次数（对数刻度）</translation>
    </message>
    <message>
        <source>loss over all samples</source>
        <translation>全部样本上的损失</translation>
    </message>
    <message>
        <source>epoch %1 →</source>
        <translation>轮次 %1 →</translation>
    </message>
    <message>
        <source>update %1: L = %2, off the chart ↑</source>
        <translation>第 %1 次更新：L = %2，超出图表 ↑</translation>
    </message>
    <message>
        <source>update %1: L = %2</source>
        <translation>第 %1 次更新：L = %2</translation>
    </message>
    <message>
        <source>%1 updates per epoch</source>
        <translation>每轮次 %1 次更新</translation>
    </message>
    <message>
        <source>mini-batch · B = %1 · %2</source>
        <translation>小批量 · B = %1 · %2</translation>
    </message>
    <message>
        <source>Loss against samples seen</source>
        <translation>损失随已见样本数的变化</translation>
    </message>
    <message>
        <source>Put samples seen on the chart's x axis instead of updates: the same amount of data for every cadence.</source>
        <translation>图表的 x 轴改用已见样本数而非更新次数：每种节奏的数据量相同。</translation>
    </message>
    <message>
        <source>epoch</source>
        <translation>轮次</translation>
    </message>
    <message>
        <source>batch</source>
        <translation>批量</translation>
    </message>
    <message>
        <source>size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>Loss of the three cadences</source>
        <translation>三种节奏的损失</translation>
    </message>
    <message>
        <source>One mini-batch: frozen weight, averaged gradient</source>
        <translation>一个小批量：冻结权重，平均梯度</translation>
    </message>
    <message>
        <source>Mini-batch cadence: when is w allowed to move?</source>
        <translation>小批量节奏：w 何时可以移动？</translation>
    </message>
    <message>
        <source>update %1 of %2 · epoch %3 of %4</source>
        <translation>更新 %1/%2 · 轮次 %3/%4</translation>
    </message>
    <message>
        <source>Mini-batch: no updates</source>
        <translation>小批量：无更新</translation>
    </message>
    <message>
        <source>Update 0 of %1: the start</source>
        <translation>更新 0/%1：起点</translation>
    </message>
    <message>
        <source>w = %1, loss over all %2 samples = %3</source>
        <translation>w = %1，全部 %2 个样本上的损失 = %3</translation>
    </message>
    <message>
        <source>no samples seen yet</source>
        <translation>尚未见过样本</translation>
    </message>
    <message>
        <source>Update %1 of %2 · epoch %3 · batch %4 of %5</source>
        <translation>更新 %1/%2 · 轮次 %3 · 批量 %4/%5</translation>
    </message>
    <message>
        <source>samples %1–%2 of the shuffled tape, %3 in the batch (%4 repeated)</source>
        <translation>打乱后样本带的第 %1–%2 个样本，批量中 %3 个（%4 个重复）</translation>
    </message>
    <message>
        <source>samples %1–%2 of the shuffled tape, %3 in the batch</source>
        <translation>打乱后样本带的第 %1–%2 个样本，批量中 %3 个</translation>
    </message>
    <message>
        <source>mean gradient ḡ = %1</source>
        <translation>平均梯度 ḡ = %1</translation>
    </message>
    <message>
        <source>loss over all samples %1 · seen %2</source>
        <translation>全部样本上的损失 %1 · 已见 %2</translation>
    </message>
    <message>
        <source>Frozen-weight batch: the lecture's four samples</source>
        <translation>冻结权重的批量：课程中的四个样本</translation>
    </message>
    <message>
        <source>This update's batch, weight frozen</source>
        <translation>本次更新的批量，权重冻结</translation>
    </message>
    <message>
        <source>w stays %1 while its gradient is taken</source>
        <translation>计算其梯度时 w 保持为 %1</translation>
    </message>
    <message>
        <source>w stays %1 while %2 gradients are taken</source>
        <translation>计算 %2 个梯度时 w 保持为 %1</translation>
    </message>
    <message>
        <source>one update: %1 %2 %3·%4 %6 %5</source>
        <translation>一次更新：%1 %2 %3·%4 %6 %5</translation>
    </message>
    <message>
        <source>times</source>
        <translation>次数</translation>
    </message>
    <message>
        <source>mean ḡ</source>
        <translation>平均 ḡ</translation>
    </message>
    <message>
        <source>With N = %1 samples and B = %2 the tape splits into %3 full batches, so w moves &lt;b&gt;%4 times per epoch&lt;/b&gt; (sample-wise: %5, full batch: %6).</source>
        <translation>N = %1 个样本、B = %2 时，样本带恰好分成 %3 个完整批量，因此 w &lt;b&gt;每轮次移动 %4 次&lt;/b&gt;（逐样本：%5，全批量：%6）。</translation>
    </message>
    <message>
        <source>With N = %1 samples and B = %2 the tape splits into %3 full batches and a leftover of %4; the drop policy leaves those %5 samples out of this epoch, so w moves &lt;b&gt;%6 times per epoch&lt;/b&gt; (sample-wise: %7, full batch: %8).</source>
        <translation>N = %1 个样本、B = %2 时，样本带分成 %3 个完整批量，剩余 %4 个；“丢弃”策略在本轮次中舍弃这 %5 个样本，因此 w &lt;b&gt;每轮次移动 %6 次&lt;/b&gt;（逐样本：%7，全批量：%8）。</translation>
    </message>
    <message>
        <source>With N = %1 samples and B = %2 the tape splits into %3 full batches and a leftover of %4; the pad policy fills the short batch with %5 samples repeated from the start of the shuffled order, so w moves &lt;b&gt;%6 times per epoch&lt;/b&gt; (sample-wise: %7, full batch: %8).</source>
        <translation>N = %1 个样本、B = %2 时，样本带分成 %3 个完整批量，剩余 %4 个；“补齐”策略用打乱顺序开头的 %5 个样本重复填满这个不足的批量，因此 w &lt;b&gt;每轮次移动 %6 次&lt;/b&gt;（逐样本：%7，全批量：%8）。</translation>
    </message>
    <message>
        <source>With N = %1 samples and B = %2 the tape splits into %3 full batches and a leftover of %4; the keep policy turns them into one short extra update, so w moves &lt;b&gt;%5 times per epoch&lt;/b&gt; (sample-wise: %6, full batch: %7).</source>
        <translation>N = %1 个样本、B = %2 时，样本带分成 %3 个完整批量，剩余 %4 个；“保留”策略把它们作为一次额外的较短更新，因此 w &lt;b&gt;每轮次移动 %5 次&lt;/b&gt;（逐样本：%6，全批量：%7）。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Update 0 of %1: the start.&lt;/b&gt; w = %2 and the loss over all %3 samples is %4; no sample has been seen yet. </source>
        <translation>&lt;b&gt;第 0 次更新（共 %1 次）：起点。&lt;/b&gt;w = %2，全部 %3 个样本上的损失为 %4；尚未见过任何样本。 </translation>
    </message>
    <message>
        <source>&lt;br&gt;In one batch the weight is frozen: at w = %1 the first %2 samples give the gradients %3; their mean %4 makes one update, %1 %5 %6·%7 = %8.</source>
        <translation>&lt;br&gt;在一个批量内权重是冻结的：在 w = %1 处，前 %2 个样本给出梯度 %3；它们的平均值 %4 完成一次更新：%1 %5 %6·%7 = %8。</translation>
    </message>
    <message>
        <source>The batch is samples %1–%2 of this epoch's shuffled tape, %3, of which %4 are repeats that pad the short last batch. </source>
        <translation>该批量是本轮次打乱后样本带的第 %1–%2 个样本，共 %3，其中 %4 个是为填满不足的最后一个批量而重复的样本。 </translation>
    </message>
    <message>
        <source>The batch is samples %1–%2 of this epoch's shuffled tape, %3: the short leftover batch, kept as its own update. </source>
        <translation>该批量是本轮次打乱后样本带的第 %1–%2 个样本，共 %3：这是不足的剩余批量，作为单独的一次更新保留。 </translation>
    </message>
    <message>
        <source>The batch is samples %1–%2 of this epoch's shuffled tape, %3. </source>
        <translation>该批量是本轮次打乱后样本带的第 %1–%2 个样本，共 %3。 </translation>
    </message>
    <message>
        <source>While their gradients are computed w stays frozen at %1; the mean gradient is %2, negative, so w grows: %3 %4 %5·%6 %8 &lt;b&gt;%7&lt;/b&gt;. </source>
        <translation>计算它们的梯度时，w 冻结在 %1；平均梯度为 %2，是负的，因此 w 增大：%3 %4 %5·%6 %8 &lt;b&gt;%7&lt;/b&gt;。 </translation>
    </message>
    <message>
        <source>While their gradients are computed w stays frozen at %1; the mean gradient is %2, positive, so w shrinks: %3 %4 %5·%6 %8 &lt;b&gt;%7&lt;/b&gt;. </source>
        <translation>计算它们的梯度时，w 冻结在 %1；平均梯度为 %2，是正的，因此 w 减小：%3 %4 %5·%6 %8 &lt;b&gt;%7&lt;/b&gt;。 </translation>
    </message>
    <message>
        <source>While their gradients are computed w stays frozen at %1; the mean gradient is %2, zero, so w stays: %3 %4 %5·%6 %8 &lt;b&gt;%7&lt;/b&gt;. </source>
        <translation>计算它们的梯度时，w 冻结在 %1；平均梯度为 %2，等于零，因此 w 不变：%3 %4 %5·%6 %8 &lt;b&gt;%7&lt;/b&gt;。 </translation>
    </message>
    <message>
        <source>&lt;b&gt;Update %1 of %2&lt;/b&gt; (epoch %3, batch %4 of %5). </source>
        <translation>&lt;b&gt;第 %1 次更新（共 %2 次）&lt;/b&gt;，轮次 %3，批量 %4/%5。 </translation>
    </message>
    <message>
        <source>The loss over all samples is now %1, after %2 seen.</source>
        <translation>已见 %2，全部样本上的损失现为 %1。</translation>
    </message>
    <message>
        <source> The last %1 samples of the tape are dropped this epoch.</source>
        <translation> 本轮次舍弃样本带最后的 %1 个样本。</translation>
    </message>
    <message>
        <source>&lt;br&gt;Under the %1 policy an epoch has %2 updates (sample-wise %3, full batch %4).</source>
        <translation>&lt;br&gt;在 %1 策略下，每个轮次有 %2 次更新（逐样本 %3 次，全批量 %4 次）。</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;b&gt;The run stops here:&lt;/b&gt; %1.</source>
        <translation>&lt;br&gt;&lt;b&gt;运行在此停止：&lt;/b&gt;%1。</translation>
    </message>
    <message>
        <source>%1 update per epoch</source>
        <translation>每轮次 %1 次更新</translation>
    </message>
    <message>
        <source>sample-wise · B = 1</source>
        <translation>逐样本 · B = 1</translation>
    </message>
    <message>
        <source>keep %1 · drop %2 · pad %3</source>
        <translation>保留 %1 · 丢弃 %2 · 补齐 %3</translation>
    </message>
    <message>
        <source>full batch · B = N = %1</source>
        <translation>全批量 · B = N = %1</translation>
    </message>
    <message>
        <source>%1 dropped</source>
        <translation>舍弃 %1 个</translation>
    </message>
    <message>
        <source>last %1 + %2 repeated</source>
        <translation>最后 %1 个 + %2 个重复</translation>
    </message>
    <message>
        <source>last batch: %1</source>
        <translation>最后批量：%1</translation>
    </message>
    <message>
        <source>samples %1–%2</source>
        <translation>样本 %1–%2</translation>
    </message>
    <message>
        <source>sample %1</source>
        <translation>样本 %1</translation>
    </message>
    <message>
        <source>batch %1: %2</source>
        <translation>批量 %1：%2</translation>
    </message>
    <message>
        <source>sample 1</source>
        <translation>样本 1</translation>
    </message>
    <message>
        <source>%1 · start</source>
        <translation>%1 · 起点</translation>
    </message>
    <message>
        <source>Overlap SGD · %1 · send each bucket while backward is still running</source>
        <translation>重叠 SGD · %1 · 在反向传播仍在运行时发送每个桶</translation>
    </message>
    <message>
        <source>Overlap SGD · %1 · send buckets during backward</source>
        <translation>重叠 SGD · %1 · 反向传播期间发送桶</translation>
    </message>
    <message>
        <source>Overlap SGD · %1</source>
        <translation>重叠 SGD · %1</translation>
    </message>
    <message>
        <source>naive step %1</source>
        <translation>朴素方案每步 %1</translation>
    </message>
    <message>
        <source>overlapped step %1</source>
        <translation>重叠方案每步 %1</translation>
    </message>
    <message>
        <source>%1 of the communication hidden</source>
        <translation>%1 的通信被隐藏</translation>
    </message>
    <message>
        <source>naive %1</source>
        <translation>朴素 %1</translation>
    </message>
    <message>
        <source>overlapped %1</source>
        <translation>重叠 %1</translation>
    </message>
    <message>
        <source>%1 hidden</source>
        <translation>隐藏 %1</translation>
    </message>
    <message>
        <source>time in the step (ms)</source>
        <translation>步内时间（ms）</translation>
    </message>
    <message>
        <source>step ends ?</source>
        <translation>本步结束于 ?</translation>
    </message>
    <message>
        <source>step ends %1 ▾</source>
        <translation>本步结束于 %1 ▾</translation>
    </message>
    <message>
        <source>Naive: backward (%1), then all-reduce (%2)</source>
        <translation>朴素：先反向传播（%1），再 All-Reduce（%2）</translation>
    </message>
    <message>
        <source>Naive: backward, then all-reduce</source>
        <translation>朴素：先反向传播，再 All-Reduce</translation>
    </message>
    <message>
        <source>Naive</source>
        <translation>朴素</translation>
    </message>
    <message>
        <source>Overlapped: each bucket is all-reduced as soon as its layers are done</source>
        <translation>重叠：每个桶的各层一完成就立即 All-Reduce</translation>
    </message>
    <message>
        <source>Overlapped: each bucket goes as soon as its layers are done</source>
        <translation>重叠：每个桶的各层一完成就发送</translation>
    </message>
    <message>
        <source>Overlapped: each bucket goes when ready</source>
        <translation>重叠：每个桶就绪即发送</translation>
    </message>
    <message>
        <source>Overlapped</source>
        <translation>重叠</translation>
    </message>
    <message>
        <source>Backward runs from layer %1 down to layer 1 · same colour = same bucket · </source>
        <translation>反向传播从第 %1 层运行到第 1 层 · 同色 = 同一个桶 · </translation>
    </message>
    <message>
        <source>Layer %1 → 1 · colour = bucket · </source>
        <translation>层 %1 → 1 · 颜色 = 桶 · </translation>
    </message>
    <message>
        <source>selected: bucket %1 (%2); click it again to clear</source>
        <translation>已选：桶 %1（%2）；再次单击以取消</translation>
    </message>
    <message>
        <source>selected: bucket %1 (%2)</source>
        <translation>已选：桶 %1（%2）</translation>
    </message>
    <message>
        <source>click an all-reduce bar to outline the layers it carries</source>
        <translation>单击一个 All-Reduce 条，勾出它所携带的层</translation>
    </message>
    <message>
        <source>click an all-reduce bar to outline its layers</source>
        <translation>单击 All-Reduce 条以勾出其层</translation>
    </message>
    <message>
        <source>backward</source>
        <translation>反向传播</translation>
    </message>
    <message>
        <source>all-reduce</source>
        <translation>All-Reduce</translation>
    </message>
    <message>
        <source>waits %1 for the link</source>
        <translation>等待链路 %1</translation>
    </message>
    <message>
        <source>saved</source>
        <translation>节省</translation>
    </message>
    <message>
        <source>layer %1</source>
        <translation>第 %1 层</translation>
    </message>
    <message>
        <source>layers %1%2%3</source>
        <translation>第 %1%2%3 层</translation>
    </message>
    <message>
        <source>Bucket 0 of %1: the start. The backward pass is about to begin at layer %2; no bucket is ready yet.</source>
        <translation>桶 0/%1：起点。反向传播即将从第 %2 层开始；还没有桶就绪。</translation>
    </message>
    <message>
        <source>Backward takes %1 and the %2 all-reduces %3 in all. Watch the playhead: which bucket leaves first, and does any have to wait for the link?</source>
        <translation>反向传播耗时 %1，%2 次 All-Reduce 共耗时 %3。注意播放头：哪个桶最先发出？有没有桶需要等待链路？</translation>
    </message>
    <message>
        <source>Without overlap nothing is sent before the whole backward pass is done (%1).</source>
        <translation>没有重叠时，整个反向传播完成（%1）之前什么都不发送。</translation>
    </message>
    <message>
        <source>Bucket %1 of %2 carries %3 (%4); its all-reduce takes %5.</source>
        <translation>桶 %1/%2 携带%3（%4）；其 All-Reduce 耗时 %5。</translation>
    </message>
    <message>
        <source>Ready at %1, when %2 finished backward, but the link was still busy with bucket %3 until %4: it waited %5 and ran %4 %6 %7.</source>
        <translation>在 %1 就绪（此时%2完成反向传播），但链路直到 %4 仍忙于桶 %3：它等待了 %5，运行区间 %4 %6 %7。</translation>
    </message>
    <message>
        <source>Ready at %1, when %2 finished backward; the link was free, so it ran at once: %3 %4 %5.</source>
        <translation>在 %1 就绪（此时%2完成反向传播）；链路空闲，因此立即运行：%3 %4 %5。</translation>
    </message>
    <message>
        <source>Without overlap it waits for the whole backward pass (%1) and runs %2 %3 %4.</source>
        <translation>没有重叠时，它要等待整个反向传播结束（%1），运行区间 %2 %3 %4。</translation>
    </message>
    <message>
        <source>bucket</source>
        <translation>桶</translation>
    </message>
    <message>
        <source>first layer</source>
        <translation>首层</translation>
    </message>
    <message>
        <source>last layer</source>
        <translation>末层</translation>
    </message>
    <message>
        <source>layers done (ms)</source>
        <translation>各层完成（ms）</translation>
    </message>
    <message>
        <source>all-reduce starts (ms)</source>
        <translation>All-Reduce 开始（ms）</translation>
    </message>
    <message>
        <source>all-reduce ends (ms)</source>
        <translation>All-Reduce 结束（ms）</translation>
    </message>
    <message>
        <source>Overlap SGD: no buckets</source>
        <translation>重叠 SGD：没有桶</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bucket 0 of %1: the start.&lt;/b&gt; The backward pass is about to begin. It runs from layer %2 down to layer 1 and takes %3; the gradients are grouped into %5 in that order, and the link needs %4 in all to all-reduce them. Nothing has been sent yet. </source>
        <translation>&lt;b&gt;桶 0/%1：起点。&lt;/b&gt;反向传播即将开始。它从第 %2 层运行到第 1 层，耗时 %3；梯度按这一顺序分成 %5，链路对它们做 All-Reduce 共需 %4。目前还没有发送任何内容。 </translation>
    </message>
    <message>
        <source>The naive schedule waits for the whole backward pass and needs &lt;b&gt;%1&lt;/b&gt; per step. &lt;i&gt;Predict:&lt;/i&gt; if each bucket leaves as soon as its layers are done, how long will the step take, and which bucket's all-reduce cannot hide behind the backward pass?</source>
        <translation>朴素调度要等整个反向传播结束，每步需要 &lt;b&gt;%1&lt;/b&gt;。&lt;i&gt;预测：&lt;/i&gt;如果每个桶在其各层完成后立即发出，一步需要多长时间？哪个桶的 All-Reduce 无法隐藏在反向传播背后？</translation>
    </message>
    <message>
        <source>&lt;b&gt;No buckets.&lt;/b&gt; The model has no gradients to send.</source>
        <translation>&lt;b&gt;没有桶。&lt;/b&gt;模型没有要发送的梯度。</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;i&gt;Selected: bucket %1 carries %2.&lt;/i&gt;</source>
        <translation>&lt;br&gt;&lt;i&gt;已选：桶 %1 携带%2。&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bucket %1 of %2.&lt;/b&gt; </source>
        <translation>&lt;b&gt;桶 %1/%2。&lt;/b&gt; </translation>
    </message>
    <message>
        <source>The backward pass walks from the last layer to the first, and the gradients are grouped into buckets in that order. This bucket holds %1, %2 of gradients. </source>
        <translation>反向传播从最后一层走到第一层，梯度按这一顺序分组成桶。这个桶装有%1，共 %2 的梯度。 </translation>
    </message>
    <message>
        <source>Its layers are computed between %1 and %2; only when layer %3 is done is the whole bucket ready. </source>
        <translation>它的各层在 %1 到 %2 之间计算；只有第 %3 层完成后，整个桶才就绪。 </translation>
    </message>
    <message>
        <source>The link was still carrying bucket %1, so this one waited %2 and its all-reduce ran from %3 to %4 (%5). </source>
        <translation>链路仍在传输桶 %1，因此这个桶等待了 %2，其 All-Reduce 从 %3 运行到 %4（%5）。 </translation>
    </message>
    <message>
        <source>The link was free, so its all-reduce started right away and ran from %1 to %2 (%3), while the earlier layers were still computing. </source>
        <translation>链路空闲，因此它的 All-Reduce 立即开始，从 %1 运行到 %2（%3），此时前面的层仍在计算。 </translation>
    </message>
    <message>
        <source>In the naive schedule the same bucket has to wait until the whole backward pass is over (%1) and goes from %2 to %3.&lt;br&gt;</source>
        <translation>在朴素调度中，同一个桶必须等到整个反向传播结束（%1），从 %2 运行到 %3。&lt;br&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;The whole step:&lt;/b&gt; naive = backward %1 + all-reduce %2 = &lt;b&gt;%3&lt;/b&gt;; the overlapped step ends when the last bucket's all-reduce does.</source>
        <translation>&lt;b&gt;整步：&lt;/b&gt;朴素 = 反向传播 %1 + All-Reduce %2 = &lt;b&gt;%3&lt;/b&gt;；重叠的一步在最后一个桶的 All-Reduce 结束时结束。</translation>
    </message>
    <message>
        <source>&lt;b&gt;The whole step:&lt;/b&gt; naive = backward %1 + all-reduce %2 = &lt;b&gt;%3&lt;/b&gt;; overlapped &lt;b&gt;%4&lt;/b&gt;, which can never beat the longer of the two lanes. &lt;b&gt;%5&lt;/b&gt; of the communication hides behind the backward pass.</source>
        <translation>&lt;b&gt;整步：&lt;/b&gt;朴素 = 反向传播 %1 + All-Reduce %2 = &lt;b&gt;%3&lt;/b&gt;；重叠为 &lt;b&gt;%4&lt;/b&gt;，永远不可能短于两条泳道中较长的那条。&lt;b&gt;%5&lt;/b&gt; 的通信隐藏在反向传播背后。</translation>
    </message>
    <message>
        <source> The last bucket holds the first layers, which finish last, so its all-reduce is the part that cannot be hidden.</source>
        <translation> 最后一个桶装的是最前面的几层，它们最后完成，因此它的 All-Reduce 正是无法隐藏的那部分。</translation>
    </message>
    <message>
        <source>%1 and %2 bits overlap</source>
        <translation>%1 和 %2 位重合</translation>
    </message>
    <message>
        <source>%1 bit and %2 overlap</source>
        <translation>%1 位与 %2 重合</translation>
    </message>
    <message>
        <source>%1 bits and %2 overlap</source>
        <translation>%1 位与 %2 重合</translation>
    </message>
    <message>
        <source>round %1: loss %2</source>
        <translation>第 %1 轮：损失 %2</translation>
    </message>
    <message>
        <source>loss %1</source>
        <translation>损失 %1</translation>
    </message>
    <message>
        <source>bytes sent</source>
        <translation>已发送字节数</translation>
    </message>
    <message>
        <source>Loss against bytes sent: the same data, every bit width</source>
        <translation>损失随已发送字节数的变化：相同数据，各种位宽</translation>
    </message>
    <message>
        <source>Loss against bytes sent, every bit width</source>
        <translation>损失随已发送字节数的变化，各种位宽</translation>
    </message>
    <message>
        <source>Loss against bytes sent</source>
        <translation>损失随已发送字节数的变化</translation>
    </message>
    <message>
        <source>Loss per round: the same data, every bit width</source>
        <translation>每轮损失：相同数据，各种位宽</translation>
    </message>
    <message>
        <source>Loss per round, every bit width</source>
        <translation>每轮损失，各种位宽</translation>
    </message>
    <message>
        <source>Loss per round</source>
        <translation>每轮损失</translation>
    </message>
    <message>
        <source>bytes sent by all workers (%1)</source>
        <translation>所有工作节点发送的字节数（%1）</translation>
    </message>
    <message>
        <source>1 bit</source>
        <translation>1 位</translation>
    </message>
    <message>
        <source>%1 bits</source>
        <translation>%1 位</translation>
    </message>
    <message>
        <source>uniform %1</source>
        <translation>均匀 %1</translation>
    </message>
    <message>
        <source>%1 (this run)</source>
        <translation>%1（本次运行）</translation>
    </message>
    <message>
        <source>uniform levels, %1 rounding</source>
        <translation>均匀级别，%1舍入</translation>
    </message>
    <message>
        <source>stochastic</source>
        <translation>随机</translation>
    </message>
    <message>
        <source>nearest</source>
        <translation>就近</translation>
    </message>
    <message>
        <source>QSGD, %1 levels per sign, random rounding</source>
        <translation>QSGD，每个符号 %1 个级别，随机舍入</translation>
    </message>
    <message>
        <source>sign only</source>
        <translation>仅符号</translation>
    </message>
    <message>
        <source>Put the bytes sent on the wire on the chart's x axis instead of rounds: the price of each bit width.</source>
        <translation>图表的 x 轴改用线路上发送的字节数而非轮数：显示每种位宽的代价。</translation>
    </message>
    <message>
        <source>One gradient value g among %1 levels (%2) from %3 to %4</source>
        <translation>一个梯度值 g 落在 %3 到 %4 之间的 %1 个级别（%2）中</translation>
    </message>
    <message>
        <source>g among %1 levels (%2), %3 to %4</source>
        <translation>g 在 %1 个级别（%2）中，%3 到 %4</translation>
    </message>
    <message>
        <source>g among %1 levels (%2)</source>
        <translation>g 在 %1 个级别（%2）中</translation>
    </message>
    <message>
        <source>QSGD: g among %1 levels k·‖g‖/%2, k = %3%2…%2, with %4</source>
        <translation>QSGD：g 在 %1 个级别 k·‖g‖/%2 中，k = %3%2…%2，其中 %4</translation>
    </message>
    <message>
        <source>QSGD: g among %1 levels, steps of ‖g‖/%2</source>
        <translation>QSGD：g 在 %1 个级别中，间隔 ‖g‖/%2</translation>
    </message>
    <message>
        <source>QSGD: %1 levels</source>
        <translation>QSGD：%1 个级别</translation>
    </message>
    <message>
        <source>1 bit: each value keeps only its sign, sent as ± the mean size %1</source>
        <translation>1 位：每个值只保留符号，以 ± 平均大小 %1 发送</translation>
    </message>
    <message>
        <source>1 bit: only the sign, sent as ± %1</source>
        <translation>1 位：仅符号，以 ± %1 发送</translation>
    </message>
    <message>
        <source>1 bit: the sign only</source>
        <translation>1 位：仅符号</translation>
    </message>
    <message>
        <source>One gradient value g between its two nearest %1 numbers</source>
        <translation>一个梯度值 g 位于两个最近的 %1 数之间</translation>
    </message>
    <message>
        <source>g between its two nearest %1 numbers</source>
        <translation>g 位于两个最近的 %1 数之间</translation>
    </message>
    <message>
        <source>computed</source>
        <translation>计算值</translation>
    </message>
    <message>
        <source>received</source>
        <translation>接收值</translation>
    </message>
    <message>
        <source>All %1 values of worker 1's message land on %2 or %3: the size of each entry is lost, only its direction is left.</source>
        <translation>工作节点 1 的消息中全部 %1 个值都落在 %2 或 %3 上：每个分量的大小都丢失了，只剩下方向。</translation>
    </message>
    <message>
        <source>All %1 values land on %2 or %3: only the sign is left.</source>
        <translation>全部 %1 个值都落在 %2 或 %3 上：只剩下符号。</translation>
    </message>
    <message>
        <source>Only the sign is left.</source>
        <translation>只剩下符号。</translation>
    </message>
    <message>
        <source>down with 1 %1 p = %2</source>
        <translation>向下：概率 1 %1 p = %2</translation>
    </message>
    <message>
        <source>up with p = %1</source>
        <translation>向上：概率 p = %1</translation>
    </message>
    <message>
        <source>%1: %2 is sent</source>
        <translation>%1：发送 %2</translation>
    </message>
    <message>
        <source>nearest level</source>
        <translation>最近级别</translation>
    </message>
    <message>
        <source>down: %1</source>
        <translation>向下：%1</translation>
    </message>
    <message>
        <source>up: %1</source>
        <translation>向上：%1</translation>
    </message>
    <message>
        <source>QSGD always rounds at random: this time %1 was sent, and on average the sent value equals g (unbiased). %2 bits carry the sign and the level; ‖g‖ travels once per message.</source>
        <translation>QSGD 总是随机舍入：这次发送的是 %1，平均而言发送值等于 g（无偏）。%2 位承载符号和级别；‖g‖ 每条消息只传输一次。</translation>
    </message>
    <message>
        <source>Random rounding: %1 this time, g on average (unbiased).</source>
        <translation>随机舍入：这次为 %1，平均为 g（无偏）。</translation>
    </message>
    <message>
        <source>This time %1 was sent. On average the sent value equals g: stochastic rounding is unbiased.</source>
        <translation>这次发送的是 %1。平均而言发送值等于 g：随机舍入是无偏的。</translation>
    </message>
    <message>
        <source>This time %1 was sent; on average it equals g (unbiased).</source>
        <translation>这次发送的是 %1；平均而言它等于 g（无偏）。</translation>
    </message>
    <message>
        <source>Stochastic rounding would go up with p = %1 and down with 1 %2 p = %3, so on average it would send g exactly.</source>
        <translation>随机舍入会以 p = %1 的概率向上、以 1 %2 p = %3 的概率向下，因此平均而言恰好发送 g。</translation>
    </message>
    <message>
        <source>Stochastic rounding: up with p = %1, down with %2; g on average.</source>
        <translation>随机舍入：以 p = %1 向上，以 %2 向下；平均为 g。</translation>
    </message>
    <message>
        <source>Zoomed far in: these two are neighbours in %1, nothing in between can be stored, so g is rounded to the nearer one.</source>
        <translation>大幅放大后：这两个数在 %1 中相邻，中间的值都无法存储，因此 g 被舍入到较近的那个。</translation>
    </message>
    <message>
        <source>Neighbours in %1: nothing in between, so g goes to the nearer one.</source>
        <translation>在 %1 中相邻：中间没有值，因此 g 取较近的那个。</translation>
    </message>
    <message>
        <source>Different values, same code: the receiver cannot tell %1 from %2.</source>
        <translation>值不同，编码相同：接收方无法区分 %1 和 %2。</translation>
    </message>
    <message>
        <source>Same code: the receiver cannot tell %1 from %2.</source>
        <translation>编码相同：接收方无法区分 %1 和 %2。</translation>
    </message>
    <message>
        <source>Same code: %1 and %2 look alike.</source>
        <translation>编码相同：%1 和 %2 看起来一样。</translation>
    </message>
    <message>
        <source>These two values still get different codes.</source>
        <translation>这两个值仍得到不同的编码。</translation>
    </message>
    <message>
        <source>Still different codes.</source>
        <translation>编码仍不同。</translation>
    </message>
    <message>
        <source>Lossy: two nearby values can share one code</source>
        <translation>有损：两个相近的值可能共用一个编码</translation>
    </message>
    <message>
        <source>code %1</source>
        <translation>编码 %1</translation>
    </message>
    <message>
        <source>value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>on the wire</source>
        <translation>传输中</translation>
    </message>
    <message>
        <source>sent</source>
        <translation>发送</translation>
    </message>
    <message>
        <source>%1 per value
(float32: 32 bits)</source>
        <translation>每个值 %1
（float32：32 位）</translation>
    </message>
    <message>
        <source>bytes sent so far</source>
        <translation>累计发送字节数</translation>
    </message>
    <message>
        <source>mean relative error</source>
        <translation>平均相对误差</translation>
    </message>
    <message>
        <source>Quantized SGD: no rounds</source>
        <translation>量化 SGD：没有任何一轮</translation>
    </message>
    <message>
        <source>Quantized SGD: %1 per value (%2)</source>
        <translation>量化 SGD：每个值 %1（%2）</translation>
    </message>
    <message>
        <source>message %1 instead of %2 (float32)</source>
        <translation>消息 %1，而非 %2（float32）</translation>
    </message>
    <message>
        <source>error feedback %1</source>
        <translation>误差反馈：%1</translation>
    </message>
    <message>
        <source>on</source>
        <translation>开</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关</translation>
    </message>
    <message>
        <source>Round %1 of %2 · loss %3</source>
        <translation>轮 %1/%2 · 损失 %3</translation>
    </message>
    <message>
        <source>this round %1 on the wire · %2 sent so far</source>
        <translation>本轮传输 %1 · 累计已发送 %2</translation>
    </message>
    <message>
        <source>%1 this round · %2 sent so far</source>
        <translation>本轮 %1 · 累计 %2</translation>
    </message>
    <message>
        <source>%1 sent so far</source>
        <translation>累计已发送 %1</translation>
    </message>
    <message>
        <source>gradients changed by %1 on average</source>
        <translation>梯度平均改变了 %1</translation>
    </message>
    <message>
        <source>changed by %1 on average</source>
        <translation>平均改变 %1</translation>
    </message>
    <message>
        <source>gradients changed by %1 on average · error carried over ≤ %2</source>
        <translation>梯度平均改变了 %1 · 结转误差 ≤ %2</translation>
    </message>
    <message>
        <source>changed by %1 · carried over ≤ %2</source>
        <translation>改变 %1 · 结转 ≤ %2</translation>
    </message>
    <message>
        <source>changed by %1</source>
        <translation>改变 %1</translation>
    </message>
    <message>
        <source>With %1 bits there are %2 evenly spaced levels between %3 and %4 (the largest size in the message); only a level's number travels, plus the scale as one float. </source>
        <translation>用 %1 位时，在 %3 与 %4（消息中的最大幅值）之间有 %2 个等间距的级别；传输的只是级别的编号，外加一个表示缩放因子的浮点数。 </translation>
    </message>
    <message>
        <source>Worker 1's first value g = %1 lies between the levels %2 and %3. </source>
        <translation>工作节点 1 的第一个值 g = %1 位于级别 %2 与 %3 之间。 </translation>
    </message>
    <message>
        <source>Stochastic rounding sends the upper one with probability %1 and the lower one with %2, so on average the receiver gets exactly g: the rounding is unbiased (this time it sent %3). </source>
        <translation>随机舍入以概率 %1 发送较高的级别，以概率 %2 发送较低的级别，因此平均而言接收方恰好得到 g：这种舍入是无偏的（这次发送的是 %3）。 </translation>
    </message>
    <message>
        <source>Nearest rounding sends %1 for it every time, so the same value always makes the same error. Stochastic rounding would go up with probability %2 instead, which is unbiased on average. </source>
        <translation>就近舍入每次都为它发送 %1，因此同一个值总是产生同样的误差。随机舍入则会以概率 %2 向上舍入，平均而言是无偏的。 </translation>
    </message>
    <message>
        <source>QSGD divides each value by the message's length ‖g‖ = %1 and keeps one of %2 levels per sign, so it sends a sign, a level (%3 bits in all) and ‖g‖ once. </source>
        <translation>QSGD 把每个值除以消息的长度 ‖g‖ = %1，并为每个符号保留 %2 个级别之一，因此它发送一个符号、一个级别（共 %3 位），并只发送一次 ‖g‖。 </translation>
    </message>
    <message>
        <source>Worker 1's first value g = %1 lies between %2 and %3; QSGD always rounds at random, up with probability %4, so on average the receiver gets exactly g (this time it sent %5). </source>
        <translation>工作节点 1 的第一个值 g = %1 位于 %2 与 %3 之间；QSGD 总是随机舍入，以概率 %4 向上，因此平均而言接收方恰好得到 g（这次发送的是 %5）。 </translation>
    </message>
    <message>
        <source>One bit keeps only the sign: every value arrives as plus or minus %1, the mean size of the message, so g = %2 arrives as %3. </source>
        <translation>1 位只保留符号：每个值到达时都是正负 %1（消息的平均幅值），因此 g = %2 到达时为 %3。 </translation>
    </message>
    <message>
        <source>%1 rounds each value to the nearest number it can store: g = %2 arrives as %3. </source>
        <translation>%1 把每个值舍入到它能存储的最近的数：g = %2 到达时为 %3。 </translation>
    </message>
    <message>
        <source>bfloat16 keeps float32's 8 exponent bits and only 7 of its 23 mantissa bits: the same range of sizes, about 3 significant digits. </source>
        <translation>bfloat16 保留 float32 的 8 个指数位，但只保留其 23 个尾数位中的 7 个：数值范围相同，约 3 位有效数字。 </translation>
    </message>
    <message>
        <source>float16 has 5 exponent bits and 10 mantissa bits: about 3 significant digits, and nothing above 65504. </source>
        <translation>float16 有 5 个指数位和 10 个尾数位：约 3 位有效数字，且无法表示大于 65504 的数。 </translation>
    </message>
    <message>
        <source>&lt;b&gt;No rounds.&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;没有任何一轮。&lt;/b&gt;%1</translation>
    </message>
    <message>
        <source>%1 per value (%2)</source>
        <translation>每个值 %1（%2）</translation>
    </message>
    <message>
        <source>%1 per value</source>
        <translation>每个值 %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Round 0 of %1: the start, %2.&lt;/b&gt; </source>
        <translation>&lt;b&gt;第 0 轮（共 %1 轮）：起点，%2。&lt;/b&gt; </translation>
    </message>
    <message>
        <source>&lt;b&gt;Round %1 of %2, %3.&lt;/b&gt; </source>
        <translation>&lt;b&gt;第 %1 轮（共 %2 轮），%3。&lt;/b&gt; </translation>
    </message>
    <message>
        <source>Training starts from w = 0 with loss %1. In every round %2 will send a gradient of %3 as a %4 message, where plain float32 would need %5. </source>
        <translation>训练从 w = 0 开始，损失为 %1。每一轮中，%2都会把一个含 %3 的梯度作为 %4 的消息发送出去，而普通 float32 需要 %5。 </translation>
    </message>
    <message>
        <source>the one worker</source>
        <translation>唯一的工作节点</translation>
    </message>
    <message>
        <source>each of the %1 workers</source>
        <translation>%1 个工作节点各自</translation>
    </message>
    <message>
        <source>%1 computed its gradient and sent it in %2 instead of %3; together that is %4 this round and %5 since the start. Rounding moved the gradients by %6 of their length on average, and after averaging and one step the loss is &lt;b&gt;%7&lt;/b&gt;. </source>
        <translation>%1计算了梯度，并用 %2 而非 %3 发送；本轮合计 %4，自开始以来共 %5。舍入使梯度平均偏移了其长度的 %6，经过平均和一步更新后，损失为 &lt;b&gt;%7&lt;/b&gt;。 </translation>
    </message>
    <message>
        <source>The one worker</source>
        <translation>唯一的工作节点</translation>
    </message>
    <message>
        <source>Each of the %1 workers</source>
        <translation>%1 个工作节点各自</translation>
    </message>
    <message>
        <source>The compression is lossy: %1 and %2 both become code %3 and arrive as %4. </source>
        <translation>这种压缩是有损的：%1 和 %2 都变成编码 %3，到达时都是 %4。 </translation>
    </message>
    <message>
        <source>Stochastic rounding is chosen, but %1 has no levels to pick between: it applies to uniform levels. </source>
        <translation>选择了随机舍入，但对于 %1，没有可供选择的级别：随机舍入只适用于均匀级别。 </translation>
    </message>
    <message>
        <source>the sign scheme</source>
        <translation>sign 方案</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;b&gt;Error feedback is on:&lt;/b&gt; from the first round on, each worker keeps what rounding removed and adds it to its next gradient, so nothing is thrown away, only delayed. </source>
        <translation>&lt;br&gt;&lt;b&gt;误差反馈已开启：&lt;/b&gt;从第一轮起，每个工作节点都会保留舍入去掉的部分，并把它加到下一个梯度上，因此什么都没有丢弃，只是被推迟了。 </translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;b&gt;Error feedback is on:&lt;/b&gt; each worker keeps what rounding removed (a leftover of length up to %1 this round) and adds it to its next gradient, so nothing is thrown away, only delayed. </source>
        <translation>&lt;br&gt;&lt;b&gt;误差反馈已开启：&lt;/b&gt;每个工作节点保留舍入去掉的部分（本轮残差长度最多 %1），并把它加到下一个梯度上，因此什么都没有丢弃，只是被推迟了。 </translation>
    </message>
    <message>
        <source>&lt;br&gt;Error feedback is off. Switched on, each worker would remember what rounding removed and add it to its next gradient, so nothing is lost for good. </source>
        <translation>&lt;br&gt;误差反馈已关闭。若开启，每个工作节点会记住舍入去掉的部分，并把它加到下一个梯度上，因此不会有任何东西永久丢失。 </translation>
    </message>
    <message>
        <source>After all rounds the loss is %1 with %2 against %3 with 32 bits.</source>
        <translation>所有轮结束后，使用 %2 时损失为 %1，而使用 32 位时为 %3。</translation>
    </message>
    <message>
        <source>computed gradient</source>
        <translation>计算出的梯度</translation>
    </message>
    <message>
        <source>after %1</source>
        <translation>经 %1 后</translation>
    </message>
    <message>
        <source>Round %1: each worker's gradient and what arrives after quantization</source>
        <translation>第 %1 轮：每个工作节点的梯度及量化后到达的值</translation>
    </message>
    <message>
        <source>Round %1: each worker's gradient and what arrives</source>
        <translation>第 %1 轮：每个工作节点的梯度及到达的值</translation>
    </message>
    <message>
        <source>Round %1: sent and received</source>
        <translation>第 %1 轮：发送与接收</translation>
    </message>
    <message>
        <source>Each worker's gradient and what arrives</source>
        <translation>每个工作节点的梯度及到达的值</translation>
    </message>
    <message>
        <source>Sent and received</source>
        <translation>发送与接收</translation>
    </message>
    <message>
        <source>Round 0 is the start: w = 0 and nothing has been sent yet. Step forward to see every worker's gradient next to the quantized version it sends.</source>
        <translation>第 0 轮是起点：w = 0，尚未发送任何内容。向前单步，即可看到每个工作节点的梯度与它发送的量化版本并排显示。</translation>
    </message>
    <message>
        <source>workers 1–%1 of %2</source>
        <translation>工作节点 1–%1（共 %2 个）</translation>
    </message>
    <message>
        <source>%1/%2 workers</source>
        <translation>%1/%2 个工作节点</translation>
    </message>
    <message>
        <source>values 1–%1 of %2</source>
        <translation>值 1–%1（共 %2 个）</translation>
    </message>
    <message>
        <source>%1/%2 values</source>
        <translation>%1/%2 个值</translation>
    </message>
    <message>
        <source>mean error %1</source>
        <translation>平均误差 %1</translation>
    </message>
    <message>
        <source>error %1</source>
        <translation>误差 %1</translation>
    </message>
    <message>
        <source>Loss on %1 X minus loss on float32 X</source>
        <translation>%1 X 上的损失减去 float32 X 上的损失</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>损失</translation>
    </message>
    <message>
        <source>%1 against bytes moved over the network</source>
        <translation>%1随网络传输字节数的变化</translation>
    </message>
    <message>
        <source>%1 against model updates</source>
        <translation>%1随模型更新次数的变化</translation>
    </message>
    <message>
        <source>%1 against the simulated cluster's wall-clock</source>
        <translation>%1随模拟集群挂钟时间的变化</translation>
    </message>
    <message>
        <source>checkpoint %1 of %2</source>
        <translation>检查点 %1/%2</translation>
    </message>
    <message>
        <source>Checkpoint %1 of %2</source>
        <translation>检查点 %1/%2</translation>
    </message>
    <message>
        <source>%1  loss %2</source>
        <translation>%1  损失 %2</translation>
    </message>
    <message>
        <source>on float32 X: %1 (%2)</source>
        <translation>在 float32 X 上：%1（%2）</translation>
    </message>
    <message>
        <source>Computed here for real</source>
        <translation>在本机真实计算</translation>
    </message>
    <message>
        <source>%1 rows/s on %2 X</source>
        <translation>%2 X 上 %1 行/秒</translation>
    </message>
    <message>
        <source>%1 rows/s on float32 X (%2×)</source>
        <translation>float32 X 上 %1 行/秒（%2×）</translation>
    </message>
    <message>
        <source>%1 rows/s of gradient work</source>
        <translation>梯度计算 %1 行/秒</translation>
    </message>
    <message>
        <source>Wall-clock above: the cost model</source>
        <translation>上方的挂钟时间：来自成本模型</translation>
    </message>
    <message>
        <source>model updates (log scale)</source>
        <translation>模型更新次数（对数刻度）</translation>
    </message>
    <message>
        <source>model updates</source>
        <translation>模型更新次数</translation>
    </message>
    <message>
        <source>bytes moved by all workers (%1, log scale)</source>
        <translation>所有工作节点传输的字节数（%1，对数刻度）</translation>
    </message>
    <message>
        <source>bytes moved by all workers (%1)</source>
        <translation>所有工作节点传输的字节数（%1）</translation>
    </message>
    <message>
        <source>simulated wall-clock (%1, log scale)</source>
        <translation>模拟挂钟时间（%1，对数刻度）</translation>
    </message>
    <message>
        <source>simulated wall-clock (%1)</source>
        <translation>模拟挂钟时间（%1）</translation>
    </message>
    <message>
        <source>difference from the float32 run (%1)</source>
        <translation>与 float32 运行的差值（%1）</translation>
    </message>
    <message>
        <source>logistic loss (log loss)</source>
        <translation>逻辑损失（对数损失）</translation>
    </message>
    <message>
        <source>squared loss</source>
        <translation>平方损失</translation>
    </message>
    <message>
        <source>bias b</source>
        <translation>偏置 b</translation>
    </message>
    <message>
        <source>SGD on (w, b), η = %1</source>
        <translation>在 (w, b) 上的 SGD，η = %1</translation>
    </message>
    <message>
        <source>SGD on w alone (b = 0)</source>
        <translation>仅在 w 上的 SGD（b = 0）</translation>
    </message>
    <message>
        <source>○ lowest point   ● now</source>
        <translation>○ 最低点   ● 当前</translation>
    </message>
    <message>
        <source>Loss against updates</source>
        <translation>损失随更新次数的变化</translation>
    </message>
    <message>
        <source>Put the number of model updates on the x axis instead of the simulated wall-clock.</source>
        <translation>x 轴改用模型更新次数，而非模拟挂钟时间。</translation>
    </message>
    <message>
        <source>Loss against bytes</source>
        <translation>损失随字节数的变化</translation>
    </message>
    <message>
        <source>Put the bytes moved over the network on the x axis (wins over updates).</source>
        <translation>x 轴改用网络传输的字节数（优先于更新次数）。</translation>
    </message>
    <message>
        <source>Difference from float32 X</source>
        <translation>与 float32 X 的差值</translation>
    </message>
    <message>
        <source>With X kept in 16 bits: plot how far each design's loss lies from the same design on float32 X, instead of the loss.</source>
        <translation>X 以 16 位存储时：绘制每种设计的损失与同一设计在 float32 X 上的损失相差多少，而不是损失本身。</translation>
    </message>
    <message>
        <source>Logarithmic x axis</source>
        <translation>对数 x 轴</translation>
    </message>
    <message>
        <source>%1 update</source>
        <translation>%1 次更新</translation>
    </message>
    <message>
        <source>%1 updates</source>
        <translation>%1 次更新</translation>
    </message>
    <message>
        <source>synchronous</source>
        <translation>同步</translation>
    </message>
    <message>
        <source>asynchronous</source>
        <translation>异步</translation>
    </message>
    <message>
        <source>decentralized</source>
        <translation>去中心化</translation>
    </message>
    <message>
        <source>quantized</source>
        <translation>量化</translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation>%2 %1</translation>
    </message>
    <message>
        <source>&lt;br&gt;X is kept in &lt;b&gt;%1&lt;/b&gt;: %2 bytes a value instead of %3, so a round reads fewer bytes, and this machine computed &lt;b&gt;%4&lt;/b&gt; rows/s against &lt;b&gt;%5&lt;/b&gt; on float32 X. The price is rounding: every value keeps %6 significant bits instead of %7. Every design also ran on float32 X, and the loss here differs from that run by %8: like quantized SGD, fewer bits for a small error you can measure.</source>
        <translation>&lt;br&gt;X 以 &lt;b&gt;%1&lt;/b&gt; 存储：每个值 %2 字节而不是 %3 字节，因此每轮读取的字节更少，本机算出 &lt;b&gt;%4&lt;/b&gt; 行/秒，而在 float32 X 上为 &lt;b&gt;%5&lt;/b&gt; 行/秒。代价是舍入：每个值只保留 %6 个有效位，而不是 %7 个。每种设计也都在 float32 X 上运行过，这里的损失与那次运行相差 %8：与量化 SGD 一样，用更少的位换取一个可以测量的小误差。</translation>
    </message>
    <message>
        <source>Set X storage to bf16 or f16 first: with float32 X there is nothing to compare.</source>
        <translation>请先把 X 存储格式设为 bf16 或 f16：使用 float32 X 时没有可比较的对象。</translation>
    </message>
    <message>
        <source>checkpoint</source>
        <translation>检查点</translation>
    </message>
    <message>
        <source>sync loss</source>
        <translation>同步损失</translation>
    </message>
    <message>
        <source>async loss</source>
        <translation>异步损失</translation>
    </message>
    <message>
        <source>decentralized loss</source>
        <translation>去中心化损失</translation>
    </message>
    <message>
        <source>quantized loss</source>
        <translation>量化损失</translation>
    </message>
    <message>
        <source>Scale lab: no checkpoints</source>
        <translation>规模实验室：没有检查点</translation>
    </message>
    <message>
        <source>, X in %1</source>
        <translation>，X 为 %1</translation>
    </message>
    <message>
        <source>Scale lab: %1 workers, %2 rows × %3 features%4</source>
        <translation>规模实验室：%1 个工作节点，%2 行 × %3 个特征%4</translation>
    </message>
    <message>
        <source>&lt;b&gt;No checkpoints.&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;没有检查点。&lt;/b&gt;%1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Checkpoint %1 of %2.&lt;/b&gt; </source>
        <translation>&lt;b&gt;第 %1 个检查点（共 %2 个）。&lt;/b&gt; </translation>
    </message>
    <message>
        <source>Every loss here is the &lt;i&gt;logistic loss (log loss)&lt;/i&gt;: the mean over all rows of −log of the probability the model gives the true label. </source>
        <translation>这里的每个损失都是&lt;i&gt;逻辑损失（对数损失）&lt;/i&gt;：对模型给真实标签的概率取 −log，再在所有行上求平均。 </translation>
    </message>
    <message>
        <source>Every loss here is the &lt;i&gt;squared loss&lt;/i&gt;: half the mean over all rows of (prediction − y)². </source>
        <translation>这里的每个损失都是&lt;i&gt;平方损失&lt;/i&gt;：(预测值 − y)² 在所有行上的平均值的一半。 </translation>
    </message>
    <message>
        <source>%1: loss &lt;b&gt;%2&lt;/b&gt; after %3 on the simulated cluster (%4, %5 moved). </source>
        <translation>%1：在模拟集群上经过 %3 后损失为 &lt;b&gt;%2&lt;/b&gt;（%4，传输 %5）。 </translation>
    </message>
    <message>
        <source>an asynchronous update was computed on weights that were on average &lt;b&gt;%1&lt;/b&gt; updates old when it landed (its staleness), which is why it gains less per update than a synchronous step</source>
        <translation>异步更新所用的权重在它到达时平均已陈旧 &lt;b&gt;%1&lt;/b&gt; 次更新（即其陈旧度），所以每次更新的收益不如同步的一步</translation>
    </message>
    <message>
        <source>the decentralized nodes still disagree: their models sit &lt;b&gt;%1&lt;/b&gt; (root mean square) from their average, and gossip shrinks that gap a little each round</source>
        <translation>去中心化的各节点仍不一致：它们的模型距其平均值 &lt;b&gt;%1&lt;/b&gt;（均方根），八卦（gossip）每轮把这一差距缩小一点</translation>
    </message>
    <message>
        <source>each quantized gradient arrives with a relative error of &lt;b&gt;%1&lt;/b&gt;, in exchange for fewer bytes</source>
        <translation>每个量化梯度到达时带有 &lt;b&gt;%1&lt;/b&gt; 的相对误差，换来更少的字节</translation>
    </message>
    <message>
        <source>every synchronous round waits for the slowest worker (%1 of compute)</source>
        <translation>每个同步轮都要等待最慢的工作节点（计算 %1）</translation>
    </message>
    <message>
        <source>&lt;br&gt;Why they differ: %1.</source>
        <translation>&lt;br&gt;为何不同：%1。</translation>
    </message>
    <message>
        <source>&lt;br&gt;The gradients were computed for real at %1 rows/s (%2); the wall-clock comes from the cost model: a worker's compute time is its shard over its speed, the network time bytes over bandwidth.</source>
        <translation>&lt;br&gt;梯度是以 %1 行/秒真实计算的（%2）；挂钟时间来自成本模型：工作节点的计算时间为其分片大小除以速度，网络时间为字节数除以带宽。</translation>
    </message>
    <message>
        <source>Loss surface L(w, b) = ½ mean (w x + b − y)² on (1, 3), (2, 5), (3, 7), (4, 9)</source>
        <translation>损失曲面 L(w, b) = ½ mean (w x + b − y)²，数据点 (1, 3), (2, 5), (3, 7), (4, 9)</translation>
    </message>
    <message>
        <source>L(w, b) = ½ mean (w x + b − y)² on (1, 3), (2, 5), (3, 7), (4, 9)</source>
        <translation>L(w, b) = ½ mean (w x + b − y)²，数据点 (1, 3), (2, 5), (3, 7), (4, 9)</translation>
    </message>
    <message>
        <source>Checkpoint %1 of %2, path step %3 of %4:   </source>
        <translation>检查点 %1/%2，路径第 %3/%4 步：   </translation>
    </message>
    <message>
        <source>Checkpoint %1/%2, step %3/%4:  </source>
        <translation>检查点 %1/%2，第 %3/%4 步：  </translation>
    </message>
    <message>
        <source>The whole bowl: rings of equal loss, %1 = low, %2 = high</source>
        <translation>整个碗：等损失环，%1 = 低，%2 = 高</translation>
    </message>
    <message>
        <source>black</source>
        <translation>黑色</translation>
    </message>
    <message>
        <source>white</source>
        <translation>白色</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>棕色</translation>
    </message>
    <message>
        <source>sand</source>
        <translation>沙色</translation>
    </message>
    <message>
        <source>The whole bowl: rings of equal loss</source>
        <translation>整个碗：等损失环</translation>
    </message>
    <message>
        <source>The whole bowl</source>
        <translation>整个碗</translation>
    </message>
    <message>
        <source>Zoom on the dashed box: the crawl along the valley floor</source>
        <translation>放大虚线框：沿谷底缓慢爬行</translation>
    </message>
    <message>
        <source>Zoom: the crawl to (2, 1)</source>
        <translation>放大：缓慢爬向 (2, 1)</translation>
    </message>
    <message>
        <source>Zoom</source>
        <translation>放大</translation>
    </message>
    <message>
        <source>step 1</source>
        <translation>第 1 步</translation>
    </message>
    <message>
        <source>w = %1 ≈ %2 at b = 0</source>
        <translation>b = 0 时 w = %1 ≈ %2</translation>
    </message>
    <message>
        <source>start (%1, %2)</source>
        <translation>起点 (%1, %2)</translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>第 %1 步</translation>
    </message>
    <message>
        <source>The first step lands in this box</source>
        <translation>第一步落在此框内</translation>
    </message>
    <message>
        <source>now: step %1 ≈ (%2, %3)</source>
        <translation>当前：第 %1 步 ≈ (%2, %3)</translation>
    </message>
    <message>
        <source>now: step %1</source>
        <translation>当前：第 %1 步</translation>
    </message>
    <message>
        <source>Without a bias the model is stuck on the line b = 0: its lowest point there is w = Σxy / Σx² = %1, where L = %2, not 0.</source>
        <translation>没有偏置时，模型被困在直线 b = 0 上：该直线上的最低点是 w = Σxy / Σx² = %1，此处 L = %2，而不是 0。</translation>
    </message>
    <message>
        <source>Without a bias: stuck on b = 0, lowest at w = Σxy / Σx² = %1 (L = %2).</source>
        <translation>无偏置：困在 b = 0 上，最低点 w = Σxy / Σx² = %1（L = %2）。</translation>
    </message>
    <message>
        <source>The steeper w makes up for the missing intercept %1; with b free, step 1 jumps across the valley and SGD then crawls along its floor to (%2, %3).</source>
        <translation>更陡的 w 弥补了缺失的截距 %1；b 可变时，第 1 步跃过山谷，随后 SGD 沿谷底缓慢爬到 (%2, %3)。</translation>
    </message>
    <message>
        <source>With b free: one jump across the valley, then a slow crawl to (%1, %2).</source>
        <translation>b 可变：一步跃过山谷，再缓慢爬到 (%1, %2)。</translation>
    </message>
    <message>
        <source>This trace holds no descent path for the loss surface (path_bias_w, path_bias_b and path_nobias_w are empty): nothing to draw.</source>
        <translation>此轨迹不含损失曲面的下降路径（path_bias_w、path_bias_b 和 path_nobias_w 为空）：没有可绘制的内容。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Loss surface.&lt;/b&gt; This trace carries no surface paths.</source>
        <translation>&lt;b&gt;损失曲面。&lt;/b&gt;此轨迹不含曲面路径。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Checkpoint %1 of %2: the loss surface at path step %3 of %4.&lt;/b&gt; With a bias the path is at (w, b) = (&lt;b&gt;%5&lt;/b&gt;, &lt;b&gt;%6&lt;/b&gt;), L = &lt;b&gt;%7&lt;/b&gt;; without one at w = &lt;b&gt;%8&lt;/b&gt;, L = &lt;b&gt;%9&lt;/b&gt;.&lt;br&gt;</source>
        <translation>&lt;b&gt;第 %1 个检查点（共 %2 个）：路径第 %3 步（共 %4 步）处的损失曲面。&lt;/b&gt;有偏置时，路径位于 (w, b) = (&lt;b&gt;%5&lt;/b&gt;, &lt;b&gt;%6&lt;/b&gt;)，L = &lt;b&gt;%7&lt;/b&gt;；无偏置时位于 w = &lt;b&gt;%8&lt;/b&gt;，L = &lt;b&gt;%9&lt;/b&gt;。&lt;br&gt;</translation>
    </message>
    <message>
        <source>The colours and rings show the squared loss L(w, b) = ½ mean (w x + b − y)² of the line y = w x + b on the lecture's four points (1, 3), (2, 5), (3, 7), (4, 9): each ring joins the (w, b) with the same loss. The bowl is a long, narrow valley: steep across it, almost flat along its floor.&lt;br&gt;</source>
        <translation>颜色和环表示直线 y = w x + b 在本讲四个点 (1, 3), (2, 5), (3, 7), (4, 9) 上的平方损失 L(w, b) = ½ mean (w x + b − y)²：每个环连接损失相同的 (w, b)。这个碗是一道狭长的山谷：横向陡峭，沿谷底几乎平坦。&lt;br&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;With a bias&lt;/b&gt;, synchronous SGD (η = %1, one worker per point) starts at (%2, %3). Its first step jumps across the valley to (%4, %5), L = %6; then it crawls along the flat floor to the bottom, &lt;b&gt;%7&lt;/b&gt;, where the line y = %8 x + %9 goes through all four points and L = 0.&lt;br&gt;</source>
        <translation>&lt;b&gt;有偏置时&lt;/b&gt;，同步 SGD（η = %1，每个点一个工作节点）从 (%2, %3) 出发。第一步跃过山谷到达 (%4, %5)，L = %6；随后沿平坦的谷底缓慢爬到最低点 &lt;b&gt;%7&lt;/b&gt;，此处直线 y = %8 x + %9 经过全部四个点，L = 0。&lt;br&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Without a bias&lt;/b&gt; the model can only move along the line b = 0. The lowest point on that line is w = Σxy / Σx² = &lt;b&gt;%1 ≈ %2&lt;/b&gt;, not %3: a steeper line through the origin makes up for the missing intercept but cannot fit all four points, so the loss stays at %4.</source>
        <translation>&lt;b&gt;没有偏置时&lt;/b&gt;，模型只能沿直线 b = 0 移动。该直线上的最低点是 w = Σxy / Σx² = &lt;b&gt;%1 ≈ %2&lt;/b&gt;，而不是 %3：一条过原点、更陡的直线弥补了缺失的截距，但无法拟合全部四个点，因此损失停留在 %4。</translation>
    </message>
    <message>
        <source>server</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>pushes applied per second</source>
        <translation>每秒应用的推送数</translation>
    </message>
    <message>
        <source>pushes / s</source>
        <translation>推送数 / s</translation>
    </message>
    <message>
        <source>free server</source>
        <translation>零开销服务器</translation>
    </message>
    <message>
        <source>this run's %1 unequal shards</source>
        <translation>本次运行的 %1 个不等分片</translation>
    </message>
    <message>
        <source>1 server</source>
        <translation>1 个服务器</translation>
    </message>
    <message>
        <source>%1 shards</source>
        <translation>%1 个分片</translation>
    </message>
    <message>
        <source>%1, at most %2/s</source>
        <translation>%1，最多 %2/s</translation>
    </message>
    <message>
        <source> hot</source>
        <translation> 热点</translation>
    </message>
    <message>
        <source>1 push waiting</source>
        <translation>1 个推送在等待</translation>
    </message>
    <message>
        <source>%1 pushes waiting</source>
        <translation>%1 个推送在等待</translation>
    </message>
    <message>
        <source>no push waiting</source>
        <translation>无推送等待</translation>
    </message>
    <message>
        <source>up to %1 waiting at a shard</source>
        <translation>单个分片最多 %1 个在等待</translation>
    </message>
    <message>
        <source>Lanes: computing (worker colour), waiting at the shards (grey), being served (outlined); each shard taking a push in and applying it (numbered)</source>
        <translation>泳道：计算（工作节点颜色）、在分片处等待（灰色）、处理中（描边）；各分片接收并应用推送（带编号）</translation>
    </message>
    <message>
        <source>Computing, waiting (grey), served (outlined), each shard applying (numbered)</source>
        <translation>计算、等待（灰）、处理中（描边）、各分片应用（编号）</translation>
    </message>
    <message>
        <source>Computing, waiting, served, applying</source>
        <translation>计算、等待、处理中、应用</translation>
    </message>
    <message>
        <source>Pushes per second against workers K: near-linear until the server saturates, more shards lift the ceiling</source>
        <translation>每秒推送数随工作节点数 K 的变化：服务器饱和前近乎线性，更多分片可抬高上限</translation>
    </message>
    <message>
        <source>Pushes per second against K</source>
        <translation>每秒推送数随 K 的变化</translation>
    </message>
    <message>
        <source>busy %1</source>
        <translation>忙碌 %1</translation>
    </message>
    <message>
        <source>%1 s a push, at most %2/s</source>
        <translation>每次推送 %1 s，最多 %2/s</translation>
    </message>
    <message>
        <source>free</source>
        <translation>零开销</translation>
    </message>
    <message>
        <source>hot, </source>
        <translation>热点， </translation>
    </message>
    <message>
        <source>: sets the ceiling</source>
        <translation>：决定上限</translation>
    </message>
    <message>
        <source>%1 served, %2 waiting · %3%4%5</source>
        <translation>已处理 %1，等待 %2 · %3%4%5</translation>
    </message>
    <message>
        <source>%1 served · %2%3%4</source>
        <translation>已处理 %1 · %2%3%4</translation>
    </message>
    <message>
        <source>%1 served · %2%3</source>
        <translation>已处理 %1 · %2%3</translation>
    </message>
    <message>
        <source>%1 served · ≤%2/s%3</source>
        <translation>已处理 %1 · ≤%2/s%3</translation>
    </message>
    <message>
        <source>Load per shard so far: equal shards share the work evenly</source>
        <translation>各分片至今的负载：相同的分片平均分担工作</translation>
    </message>
    <message>
        <source>Load per shard so far</source>
        <translation>各分片至今的负载</translation>
    </message>
    <message>
        <source>Load per shard so far: the slowest shard, %1, sets the ceiling</source>
        <translation>各分片至今的负载：最慢的分片 %1 决定上限</translation>
    </message>
    <message>
        <source>Load per shard: %1 sets the ceiling</source>
        <translation>各分片负载：%1 决定上限</translation>
    </message>
    <message>
        <source>Load per shard</source>
        <translation>各分片负载</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>无上限</translation>
    </message>
    <message>
        <source>Each push costs a shard %1 s (%2 s on the link + %3 s to apply): at most %4 pushes/s · so far %5/s, shards busy %6</source>
        <translation>每次推送占用一个分片 %1 s（链路上 %2 s + 应用 %3 s）：最多 %4 次推送/s · 至今 %5/s，分片忙碌 %6</translation>
    </message>
    <message>
        <source>%1 s per push · ceiling %2/s · so far %3/s</source>
        <translation>每次推送 %1 s · 上限 %2/s · 至今 %3/s</translation>
    </message>
    <message>
        <source>, × %1 as the hot shard</source>
        <translation>，作为热点分片 × %1</translation>
    </message>
    <message>
        <source>The slowest shard, %1, needs %2 s a push (%3 s on its link + %4 s to apply%5): at most %6 pushes/s · so far %7/s, busiest shard %8 busy</source>
        <translation>最慢的分片 %1 每次推送需要 %2 s（链路上 %3 s + 应用 %4 s%5）：最多 %6 次推送/s · 至今 %7/s，最忙的分片忙碌 %8</translation>
    </message>
    <message>
        <source>The slowest shard, %1: %2 s a push, at most %3 pushes/s · so far %4/s</source>
        <translation>最慢的分片 %1：每次推送 %2 s，最多 %3 次推送/s · 至今 %4/s</translation>
    </message>
    <message>
        <source>%1: %2 s a push · ceiling %3/s · so far %4/s</source>
        <translation>%1：每次推送 %2 s · 上限 %3/s · 至今 %4/s</translation>
    </message>
    <message>
        <source>push</source>
        <translation>推送</translation>
    </message>
    <message>
        <source>arrived (s)</source>
        <translation>到达（s）</translation>
    </message>
    <message>
        <source>waited (s)</source>
        <translation>等待（s）</translation>
    </message>
    <message>
        <source>answered last</source>
        <translation>最后应答</translation>
    </message>
    <message>
        <source>applied (s)</source>
        <translation>应用（s）</translation>
    </message>
    <message>
        <source>still waiting</source>
        <translation>仍在等待</translation>
    </message>
    <message>
        <source>pushes/s so far</source>
        <translation>至今每秒推送数</translation>
    </message>
    <message>
        <source>Sharded parameter servers: no pushes</source>
        <translation>分片参数服务器：没有推送</translation>
    </message>
    <message>
        <source>Sharded servers: %1, %2, push %3 of %4</source>
        <translation>分片服务器：%1，%2，第 %3/%4 次推送</translation>
    </message>
    <message>
        <source>%1 workers, %2, push %3 of %4</source>
        <translation>%1 个工作节点，%2，第 %3/%4 次推送</translation>
    </message>
    <message>
        <source>at most 1 / %1 = &lt;b&gt;%2&lt;/b&gt; pushes per second</source>
        <translation>每秒最多处理 1 / %1 = &lt;b&gt;%2&lt;/b&gt; 次推送</translation>
    </message>
    <message>
        <source>with no limit (the server costs nothing)</source>
        <translation>不受限制（服务器不耗时）</translation>
    </message>
    <message>
        <source> Alone, the workers would push %1 a second. &lt;i&gt;Predict:&lt;/i&gt; who waits?</source>
        <translation> 单看工作节点本身，每秒会推送 %1。&lt;i&gt;预测：&lt;/i&gt;谁会等待？</translation>
    </message>
    <message>
        <source>once</source>
        <translation>1 次</translation>
    </message>
    <message>
        <source>%1 times</source>
        <translation>%1 次</translation>
    </message>
    <message>
        <source>&lt;b&gt;Push 0: the start.&lt;/b&gt; %1 w = %2 from %3. Each shard owns %4 MB of the %5 MB model; a push moves that slice in and the fresh slice back out over the shard's %6 MB/s link (2 × %4 / %6 = %7 s) and applying it takes %8 s, so a shard can take %9.</source>
        <translation>&lt;b&gt;第 0 次推送：起点。&lt;/b&gt;%1 %3上的 w = %2。每个分片持有 %5 MB 模型中的 %4 MB；一次推送经由该分片 %6 MB/s 的链路把这一片传入、再把更新后的一片传回（2 × %4 / %6 = %7 s），应用它需要 %8 s，因此一个分片%9。</translation>
    </message>
    <message>
        <source>1 worker pulls</source>
        <translation>1 个工作节点拉取</translation>
    </message>
    <message>
        <source>%1 workers pull</source>
        <translation>%1 个工作节点拉取</translation>
    </message>
    <message>
        <source>one server</source>
        <translation>1 个服务器</translation>
    </message>
    <message>
        <source>; as the hot shard it needs %1 times as long, %2 s a push,</source>
        <translation>；作为热点分片，它耗时为 %1 倍，即每次推送 %2 s，</translation>
    </message>
    <message>
        <source>&lt;b&gt;Push 0: the start.&lt;/b&gt; %1 w = %2 from %3 shards that do not cost the same. The slowest is shard %4: it owns %5 of the %6 MB model (%7 MB); a push moves that slice in and the fresh slice back out over its %8 MB/s link (2 × %7 / %8 = %9 s) and applying it takes %10 s%11 so it can take %12. Every push waits for every shard's answer, so that is the ceiling of the whole cluster.</source>
        <translation>&lt;b&gt;第 0 次推送：起点。&lt;/b&gt;%1 %3 个开销不同的分片上的 w = %2。最慢的是分片 %4：它持有 %6 MB 模型中的 %5（%7 MB）；一次推送经由它 %8 MB/s 的链路把这一片传入、再把更新后的一片传回（2 × %7 / %8 = %9 s），应用它需要 %10 s%11因此它%12。每次推送都要等待所有分片的应答，所以这就是整个集群的上限。</translation>
    </message>
    <message>
        <source> at shard %1</source>
        <translation> （在分片 %1）</translation>
    </message>
    <message>
        <source>waited &lt;b&gt;%1 s&lt;/b&gt; behind other pushes%2</source>
        <translation>排在其他推送之后等待了 &lt;b&gt;%1 s&lt;/b&gt;%2</translation>
    </message>
    <message>
        <source>found the shards free</source>
        <translation>无需排队</translation>
    </message>
    <message>
        <source>found shard %1 free</source>
        <translation>分片 %1 空闲，无需排队</translation>
    </message>
    <message>
        <source>, when shard %1, the last to answer, sent its slice back</source>
        <translation>，即最后应答的分片 %1 传回其切片之时</translation>
    </message>
    <message>
        <source>shards busy %1 of the time</source>
        <translation>分片忙碌时间占 %1</translation>
    </message>
    <message>
        <source>the busiest shard busy %1 of the time</source>
        <translation>最忙的分片忙碌时间占 %1</translation>
    </message>
    <message>
        <source>1 more is still waiting</source>
        <translation>还有 1 个仍在等待</translation>
    </message>
    <message>
        <source>%1 more are still waiting</source>
        <translation>还有 %1 个仍在等待</translation>
    </message>
    <message>
        <source>the longest queue at a shard holds %1 more</source>
        <translation>分片上最长的队列还有 %1 个</translation>
    </message>
    <message>
        <source>&lt;b&gt;Push %1 of %2.&lt;/b&gt; Worker %3's push reached the shards at %4 s, %5, and was applied at %6 s%7; %8. It is %9 stale: w = %10 − η × (%11) = %12 with η = %13. So far %14 pushes per second, %15.</source>
        <translation>&lt;b&gt;第 %1 次推送（共 %2 次）。&lt;/b&gt;工作节点 %3 的推送在 %4 s 到达各分片，%5，并在 %6 s 被应用%7；%8。它的陈旧度为 %9：w = %10 − η × (%11) = %12，其中 η = %13。至今每秒 %14 次推送，%15。</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;b&gt;The curve:&lt;/b&gt; </source>
        <translation>&lt;br&gt;&lt;b&gt;曲线：&lt;/b&gt; </translation>
    </message>
    <message>
        <source>one server reaches 90% of its ceiling with %1 workers; adding more only lengthens the queue. </source>
        <translation>单个服务器在 %1 个工作节点时达到其上限的 90%；再增加工作节点只会让队列变长。 </translation>
    </message>
    <message>
        <source>one server never saturates here: the workers are slower than the server. </source>
        <translation>单个服务器在这里从不饱和：工作节点比服务器慢。 </translation>
    </message>
    <message>
        <source>At K = 16: one server applies %1 pushes/s, %2 shards %3, the workers alone would make %4.</source>
        <translation>K = 16 时：单个服务器每秒应用 %1 次推送，%2 个分片为 %3 次，而工作节点本身可达 %4 次。</translation>
    </message>
    <message>
        <source> With this run's %1 unequal shards it is %2 pushes/s (at most %3, the slowest shard's ceiling); %1 equal shards make %4.</source>
        <translation> 用本次运行的 %1 个不等分片时为每秒 %2 次推送（最多 %3，即最慢分片的上限）；%1 个相同的分片可达 %4 次。</translation>
    </message>
    <message>
        <source> This run: %1 of the workers' speed, mean wait %2 s, longest queue %3.</source>
        <translation> 本次运行：达到工作节点速度的 %1，平均等待 %2 s，最长队列 %3。</translation>
    </message>
    <message>
        <source>&lt;b&gt;No pushes.&lt;/b&gt; The shards applied nothing.</source>
        <translation>&lt;b&gt;没有推送。&lt;/b&gt;各分片未应用任何推送。</translation>
    </message>
    <message>
        <source>loss L(w)</source>
        <translation>损失 L(w)</translation>
    </message>
    <message>
        <source>slope dL/dw</source>
        <translation>斜率 dL/dw</translation>
    </message>
    <message>
        <source>Show the finite-difference secant</source>
        <translation>显示有限差分割线</translation>
    </message>
    <message>
        <source>The probe: the straight line through L(w) and L(w + h), whose slope approximates the gradient.</source>
        <translation>探测：经过 L(w) 和 L(w + h) 的直线，其斜率近似于梯度。</translation>
    </message>
    <message>
        <source>Zoom in on each step</source>
        <translation>放大每一步</translation>
    </message>
    <message>
        <source>Scale the plot to the current step, so the later, smaller steps stay visible.</source>
        <translation>按当前步缩放图表，使后面较小的步仍然可见。</translation>
    </message>
    <message>
        <source>Show the classic slip</source>
        <translation>显示典型错误</translation>
    </message>
    <message>
        <source>The wrong derivative, taken with respect to the input x instead of the weight w.</source>
        <translation>错误的导数：对输入 x 而不是对权重 w 求导。</translation>
    </message>
    <message>
        <source>step</source>
        <translation>步</translation>
    </message>
    <message>
        <source>w next</source>
        <translation>下一个 w</translation>
    </message>
    <message>
        <source>One weight: L(w) = ½(x·w %1 y)² with x = %2, y = %3</source>
        <translation>单个权重：L(w) = ½(x·w %1 y)²，x = %2，y = %3</translation>
    </message>
    <message>
        <source>step %1 of %2 · η = %3</source>
        <translation>第 %1/%2 步 · η = %3</translation>
    </message>
    <message>
        <source>One weight: no steps</source>
        <translation>单个权重：没有步</translation>
    </message>
    <message>
        <source>&lt;b&gt;Step 0 of %1, the start.&lt;/b&gt; </source>
        <translation>&lt;b&gt;第 0 步（共 %1 步），起点。&lt;/b&gt; </translation>
    </message>
    <message>
        <source>&lt;b&gt;Step %1 of %2.&lt;/b&gt; The slope at w = %3 was %4, so w moved to %3 %5 %6·%7 %9 &lt;b&gt;%8&lt;/b&gt;. </source>
        <translation>&lt;b&gt;第 %1 步（共 %2 步）。&lt;/b&gt;w = %3 处的斜率为 %4，因此 w 移到 %3 %5 %6·%7 %9 &lt;b&gt;%8&lt;/b&gt;。 </translation>
    </message>
    <message>
        <source>At w = %1 the model predicts ŷ = %2·%3 %9 %4 where the target is %5, so the loss is ½(%4 %6 %7)² = %8. </source>
        <translation>在 w = %1 处，模型预测 ŷ = %2·%3 %9 %4，而目标为 %5，因此损失为 ½(%4 %6 %7)² = %8。 </translation>
    </message>
    <message>
        <source>Now, at w = %1, the model predicts ŷ = %2·%3 %9 %4 where the target is %5, so the loss is ½(%4 %6 %7)² = %8. </source>
        <translation>现在在 w = %1 处，模型预测 ŷ = %2·%3 %9 %4，而目标为 %5，因此损失为 ½(%4 %6 %7)² = %8。 </translation>
    </message>
    <message>
        <source>Nudging w by h = %1 moves the loss to %2, a secant slope of about %3; nudging both ways, (L(w + h) %4 L(w %4 h)) / 2h, gives %5. </source>
        <translation>把 w 挪动 h = %1 后损失变为 %2，割线斜率约为 %3；向两侧各挪一次，(L(w + h) %4 L(w %4 h)) / 2h，得到 %5。 </translation>
    </message>
    <message>
        <source>So close to the bottom the probe is too coarse: w + h already lies past the vertex, and the secant even has the wrong sign. </source>
        <translation>离谷底这么近时，探测太粗糙：w + h 已经越过顶点，割线的符号甚至是错的。 </translation>
    </message>
    <message>
        <source>The formula (x·w %1 y)·x gives the exact slope (%2·%3 %1 %4)·%2 %6 &lt;b&gt;%5&lt;/b&gt;. </source>
        <translation>公式 (x·w %1 y)·x 给出精确斜率 (%2·%3 %1 %4)·%2 %6 &lt;b&gt;%5&lt;/b&gt;。 </translation>
    </message>
    <message>
        <source>the first step</source>
        <translation>第一步</translation>
    </message>
    <message>
        <source>a further step (past the last)</source>
        <translation>再下一步（超出最后一步）</translation>
    </message>
    <message>
        <source>The gradient %1 is negative, so %2 makes w grow: %3 %4 %5·%6 %8 &lt;b&gt;%7&lt;/b&gt;.</source>
        <translation>梯度 %1 为负，因此%2使 w 增大：%3 %4 %5·%6 %8 &lt;b&gt;%7&lt;/b&gt;。</translation>
    </message>
    <message>
        <source>The gradient %1 is positive, so %2 makes w shrink: %3 %4 %5·%6 %8 &lt;b&gt;%7&lt;/b&gt;.</source>
        <translation>梯度 %1 为正，因此%2使 w 减小：%3 %4 %5·%6 %8 &lt;b&gt;%7&lt;/b&gt;。</translation>
    </message>
    <message>
        <source>The gradient is zero: w stays at %1, the bottom of the parabola.</source>
        <translation>梯度为零：w 停在抛物线的最低点 %1。</translation>
    </message>
    <message>
        <source>&lt;b&gt;No steps.&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;没有步。&lt;/b&gt;%1</translation>
    </message>
    <message>
        <source> &lt;i&gt;Overshoot:&lt;/i&gt; the step is so long that it lands on the far side of the vertex w* = %1; each step multiplies the distance to w* by 1 %2 η·x² = %3, a negative number, so the side flips every time.</source>
        <translation> &lt;i&gt;越过谷底：&lt;/i&gt;这一步太长，落到了顶点 w* = %1 的另一侧；每一步都把到 w* 的距离乘以 1 %2 η·x² = %3，这是个负数，所以每次都会换到另一侧。</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;i&gt;The classic slip:&lt;/i&gt; differentiating with respect to x instead of w gives (x·w %1 y)·w = %2. That is &lt;b&gt;wrong&lt;/b&gt;: it is the slope for changing the input x, which is data and fixed. The parameter is w, and its slope is %3.</source>
        <translation>&lt;br&gt;&lt;i&gt;典型错误：&lt;/i&gt;对 x 而不是对 w 求导，得到 (x·w %1 y)·w = %2。这是&lt;b&gt;错误&lt;/b&gt;的：它是改变输入 x 时的斜率，而 x 是数据，固定不变。参数是 w，它的斜率是 %3。</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;b&gt;The run stops here.&lt;/b&gt; %1.</source>
        <translation>&lt;br&gt;&lt;b&gt;运行在此停止。&lt;/b&gt;%1。</translation>
    </message>
    <message>
        <source>&lt;br&gt;Where this learning rate leads: %1.</source>
        <translation>&lt;br&gt;这个学习率的结果：%1。</translation>
    </message>
    <message>
        <source>step %1: w = %2, L = %3</source>
        <translation>第 %1 步：w = %2，L = %3</translation>
    </message>
    <message>
        <source>step %1: w = %2</source>
        <translation>第 %1 步：w = %2</translation>
    </message>
    <message>
        <source>w next = %1</source>
        <translation>下一个 w = %1</translation>
    </message>
    <message>
        <source>overshoot: jumps past w* (1 %1 η·x² = %2)</source>
        <translation>越过谷底：跳过 w*（1 %1 η·x² = %2）</translation>
    </message>
    <message>
        <source>tangent: slope g = %1</source>
        <translation>切线：斜率 g = %1</translation>
    </message>
    <message>
        <source>secant: slope %1</source>
        <translation>割线：斜率 %1</translation>
    </message>
    <message>
        <source>secant: slope %1 · central %2</source>
        <translation>割线：斜率 %1 · 中心差分 %2</translation>
    </message>
    <message>
        <source>%1 = %2, off the chart</source>
        <translation>%1 = %2，超出图表</translation>
    </message>
    <message>
        <source>current weight w</source>
        <translation>当前权重 w</translation>
    </message>
    <message>
        <source>tangent (formula slope)</source>
        <translation>切线（公式斜率）</translation>
    </message>
    <message>
        <source>secant (probe w → w + h)</source>
        <translation>割线（探测 w → w + h）</translation>
    </message>
    <message>
        <source>step: w grows / w shrinks</source>
        <translation>步：w 增大 / w 减小</translation>
    </message>
    <message>
        <source>vertex w*, lowest loss</source>
        <translation>顶点 w*，最低损失</translation>
    </message>
    <message>
        <source>The probe, zoomed in</source>
        <translation>探测（放大）</translation>
    </message>
    <message>
        <source>Step %1 → %2</source>
        <translation>第 %1 步 → 第 %2 步</translation>
    </message>
    <message>
        <source>After step %1, the last: where a next step would go</source>
        <translation>第 %1 步（最后一步）之后：下一步会落在哪里</translation>
    </message>
    <message>
        <source>prediction ŷ = x·w = %1·%2 %4 %3</source>
        <translation>预测 ŷ = x·w = %1·%2 %4 %3</translation>
    </message>
    <message>
        <source>loss L = ½(ŷ %1 y)² = %2</source>
        <translation>损失 L = ½(ŷ %1 y)² = %2</translation>
    </message>
    <message>
        <source>probe: (L(w + h) %1 L(w)) / h = (%2 %1 %3) / %4 %6 %5</source>
        <translation>探测：(L(w + h) %1 L(w)) / h = (%2 %1 %3) / %4 %6 %5</translation>
    </message>
    <message>
        <source>central: (L(w + h) %1 L(w %1 h)) / 2h = %2</source>
        <translation>中心差分：(L(w + h) %1 L(w %1 h)) / 2h = %2</translation>
    </message>
    <message>
        <source>formula: g = (x·w %1 y)·x = %2</source>
        <translation>公式：g = (x·w %1 y)·x = %2</translation>
    </message>
    <message>
        <source>update: w %1 η·g = %2%3·%4 %6 %5</source>
        <translation>更新：w %1 η·g = %2%3·%4 %6 %5</translation>
    </message>
    <message>
        <source>g &lt; 0, so w grows</source>
        <translation>g &lt; 0，所以 w 增大</translation>
    </message>
    <message>
        <source>g &gt; 0, so w shrinks</source>
        <translation>g &gt; 0，所以 w 减小</translation>
    </message>
    <message>
        <source>g = 0: w stays</source>
        <translation>g = 0：w 不变</translation>
    </message>
    <message>
        <source>The classic slip</source>
        <translation>典型错误</translation>
    </message>
    <message>
        <source>✗ wrong: dL/dx = (x·w %1 y)·w = %2</source>
        <translation>✗ 错误：dL/dx = (x·w %1 y)·w = %2</translation>
    </message>
    <message>
        <source>✓ right: dL/dw = (x·w %1 y)·x = %2</source>
        <translation>✓ 正确：dL/dw = (x·w %1 y)·x = %2</translation>
    </message>
    <message>
        <source>x is data and cannot be changed; w is the parameter we adjust, so the derivative is taken with respect to w.</source>
        <translation>x 是数据，不能改变；w 才是我们调整的参数，所以要对 w 求导。</translation>
    </message>
    <message>
        <source>Over all steps: %1</source>
        <translation>纵观所有步：%1</translation>
    </message>
    <message>
        <source>server update</source>
        <translation>服务器更新</translation>
    </message>
    <message>
        <source>loss − best</source>
        <translation>损失 − 最优</translation>
    </message>
    <message>
        <source>weight w (best %1)</source>
        <translation>权重 w（最优 %1）</translation>
    </message>
    <message>
        <source>Final loss (mean of the last quarter)</source>
        <translation>最终损失（最后四分之一的平均）</translation>
    </message>
    <message>
        <source>Final loss</source>
        <translation>最终损失</translation>
    </message>
    <message>
        <source>Loss at update %1 (verdicts at the end)</source>
        <translation>第 %1 次更新时的损失（结论在最后）</translation>
    </message>
    <message>
        <source>Loss now</source>
        <translation>当前损失</translation>
    </message>
    <message>
        <source>loss, %1</source>
        <translation>损失，%1</translation>
    </message>
    <message>
        <source>Staleness remedies: no updates</source>
        <translation>陈旧度对策：没有更新</translation>
    </message>
    <message>
        <source>Staleness remedies: %1 workers, %2 slow, η = %3, update %4 of %5</source>
        <translation>陈旧度对策：%1 个工作节点，%2 个慢节点，η = %3，第 %4/%5 次更新</translation>
    </message>
    <message>
        <source>Staleness remedies: update %1 of %2</source>
        <translation>陈旧度对策：第 %1/%2 次更新</translation>
    </message>
    <message>
        <source>Mean staleness %1 updates · the stragglers' gradients arrive %2 updates old on average (at most %3)</source>
        <translation>平均陈旧度 %1 次更新 · 掉队节点的梯度到达时平均已陈旧 %2 次更新（最多 %3 次）</translation>
    </message>
    <message>
        <source>Mean staleness %1 · stragglers %2</source>
        <translation>平均陈旧度 %1 · 掉队节点 %2</translation>
    </message>
    <message>
        <source>Loss above the best, same arrivals under each rule</source>
        <translation>超出最优值的损失：各规则收到的梯度相同</translation>
    </message>
    <message>
        <source>The weight</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>moves w by the full η, however old the gradient</source>
        <translation>无论梯度多陈旧，都按完整的 η 移动 w</translation>
    </message>
    <message>
        <source>moves w by η/(1+τ) for a gradient τ updates old</source>
        <translation>对陈旧 τ 次更新的梯度，按 η/(1+τ) 移动 w</translation>
    </message>
    <message>
        <source>shrinks η with the square root of the measured delay</source>
        <translation>按实测延迟的平方根缩小 η</translation>
    </message>
    <message>
        <source>applies the full η but caps each move at η × %1</source>
        <translation>使用完整的 η，但每次移动最多 η × %1</translation>
    </message>
    <message>
        <source>corrects the gradient toward the weight it lands on by λ g² (w_now − w_read), λ = %1</source>
        <translation>用 λ g² (w_now − w_read) 把梯度朝它落到的权重修正，λ = %1</translation>
    </message>
    <message>
        <source>every gradient moves w by the full η, even a straggler's that is %1 old and points back toward where w used to be, so each late kick undoes part of the progress</source>
        <translation>每个梯度都按完整的 η 移动 w，即使是已陈旧 %1、指回 w 原先位置的掉队节点梯度也一样，因此每次迟到的推动都会抵消一部分进展</translation>
    </message>
    <message>
        <source>a gradient τ updates old moves w by η/(1+τ), so a straggler's kick is cut to about 1/%1; but the fast workers' gradients are %2 updates old on average too, so every step shrinks and w approaches slowly</source>
        <translation>陈旧 τ 次更新的梯度按 η/(1+τ) 移动 w，因此掉队节点的推动被削减到约 1/%1；但快速工作节点的梯度平均也陈旧 %2 次更新，所以每一步都变小，w 接近得很慢</translation>
    </message>
    <message>
        <source>the step shrinks with the square root of the measured delay: old gradients count less, fresh ones keep most of η</source>
        <translation>步长随实测延迟的平方根缩小：旧梯度的作用更小，新梯度保留 η 的大部分</translation>
    </message>
    <message>
        <source>no gradient can move w by more than η × %1, which bounds a late kick but still applies it in the wrong direction</source>
        <translation>任何梯度移动 w 都不超过 η × %1，这限制了迟到的推动，但仍沿错误的方向施加它</translation>
    </message>
    <message>
        <source>the gradient is corrected toward the weight it lands on with λ g² (w_now − w_read), λ = %1; a rough curvature guess, so it helps only as far as g² matches the curvature</source>
        <translation>用 λ g² (w_now − w_read) 把梯度朝它落到的权重修正，λ = %1；这是对曲率的粗略估计，所以只有在 g² 与曲率相符时才有帮助</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; %2 (final loss %3, swing %4): %5.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; %2（最终损失 %3，摆幅 %4）：%5。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Update 0: the start.&lt;/b&gt; %1 workers read w = %2; %3 are slow, so their gradients land long after w has moved on. Five server rules get the same arrivals. &lt;i&gt;Predict:&lt;/i&gt; which settle at w = %4?&lt;br&gt;</source>
        <translation>&lt;b&gt;第 0 次更新：起点。&lt;/b&gt;%1 个工作节点读取 w = %2；其中 %3 个很慢，它们的梯度要在 w 早已变化之后才到达。五种服务器规则收到相同的梯度。&lt;i&gt;预测：&lt;/i&gt;哪些会稳定在 w = %4？&lt;br&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Update %1 of %2.&lt;/b&gt; Worker %3's gradient %4 &lt;b&gt;%5&lt;/b&gt; old. Subtracted from w this update: constant η %6, η/(1+τ) %7, AdaDelay-style %8, clipped %9, compensated %10.&lt;br&gt;</source>
        <translation>&lt;b&gt;第 %1 次更新（共 %2 次）。&lt;/b&gt;工作节点 %3 %4已陈旧 &lt;b&gt;%5&lt;/b&gt;。本次更新从 w 中减去：恒定 η %6，η/(1+τ) %7，AdaDelay 式 %8，裁剪 %9，补偿 %10。&lt;br&gt;</translation>
    </message>
    <message>
        <source>(a straggler) was</source>
        <translation>是掉队节点，其梯度</translation>
    </message>
    <message>
        <source>was</source>
        <translation>的梯度</translation>
    </message>
    <message>
        <source>best w = %1/%2 = %3</source>
        <translation>最优 w = %1/%2 = %3</translation>
    </message>
    <message>
        <source>best %1</source>
        <translation>最优 %1</translation>
    </message>
    <message>
        <source>w after each round → best w</source>
        <translation>每轮后的 w → 最优 w</translation>
    </message>
    <message>
        <source>true line y = %1x %2 %3 (needs a bias)</source>
        <translation>真实直线 y = %1x %2 %3（需要偏置）</translation>
    </message>
    <message>
        <source>model y = %1x</source>
        <translation>模型 y = %1x</translation>
    </message>
    <message>
        <source>The shards and the line the model draws</source>
        <translation>各分片与模型画出的直线</translation>
    </message>
    <message>
        <source>The shards and the model's line</source>
        <translation>分片与模型直线</translation>
    </message>
    <message>
        <source>no gradients yet:
same w for all %1</source>
        <translation>尚无梯度：
%1 个节点的 w 相同</translation>
    </message>
    <message>
        <source>no gradients
yet</source>
        <translation>尚无
梯度</translation>
    </message>
    <message>
        <source>start</source>
        <translation>起点</translation>
    </message>
    <message>
        <source>all %1 in:
barrier opens</source>
        <translation>%1 个全部到齐：
屏障打开</translation>
    </message>
    <message>
        <source>waiting:
%1 of %2 in</source>
        <translation>等待中：
已到 %1/%2</translation>
    </message>
    <message>
        <source>every worker: w %1 → %2</source>
        <translation>每个工作节点：w %1 → %2</translation>
    </message>
    <message>
        <source>no server: all-reduce</source>
        <translation>无服务器：All-Reduce</translation>
    </message>
    <message>
        <source>no gradients yet</source>
        <translation>尚无梯度</translation>
    </message>
    <message>
        <source>summing chunks…</source>
        <translation>正在对块求和…</translation>
    </message>
    <message>
        <source>all: w %1 → %2</source>
        <translation>全部：w %1 → %2</translation>
    </message>
    <message>
        <source>all: w = %1</source>
        <translation>全部：w = %1</translation>
    </message>
    <message>
        <source>every worker: w = %1</source>
        <translation>每个工作节点：w = %1</translation>
    </message>
    <message>
        <source>sum</source>
        <translation>求和</translation>
    </message>
    <message>
        <source>FedAvg</source>
        <translation>FedAvg</translation>
    </message>
    <message>
        <source>sum of g = %1</source>
        <translation>g 之和 = %1</translation>
    </message>
    <message>
        <source>mean g = %1</source>
        <translation>g 的均值 = %1</translation>
    </message>
    <message>
        <source>step α = η/K = %1</source>
        <translation>步长 α = η/K = %1</translation>
    </message>
    <message>
        <source>step η = %1</source>
        <translation>步长 η = %1</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>reduce-scatter</source>
        <translation>Reduce-Scatter</translation>
    </message>
    <message>
        <source>all-gather</source>
        <translation>All-Gather</translation>
    </message>
    <message>
        <source>pull</source>
        <translation>拉取</translation>
    </message>
    <message>
        <source>barrier</source>
        <translation>屏障</translation>
    </message>
    <message>
        <source>aggregate</source>
        <translation>聚合</translation>
    </message>
    <message>
        <source>broadcast</source>
        <translation>广播</translation>
    </message>
    <message>
        <source>w after the round</source>
        <translation>本轮后的 w</translation>
    </message>
    <message>
        <source>mean gradient</source>
        <translation>平均梯度</translation>
    </message>
    <message>
        <source>shard y</source>
        <translation>分片 y</translation>
    </message>
    <message>
        <source>worker %1 on (%2, %3) gets g = %4</source>
        <translation>工作节点 %1 在 (%2, %3) 上得到 g = %4</translation>
    </message>
    <message>
        <source>worker %1 gets g = %2</source>
        <translation>工作节点 %1 得到 g = %2</translation>
    </message>
    <message>
        <source>&lt;i&gt;Compute:&lt;/i&gt; each worker takes the slope on its own shard only: %1. </source>
        <translation>&lt;i&gt;计算：&lt;/i&gt;每个工作节点只在自己的分片上求斜率：%1。 </translation>
    </message>
    <message>
        <source>&lt;i&gt;Compute:&lt;/i&gt; each worker takes the slope on its own shard only: the %1 gradients run from %2 to %3. </source>
        <translation>&lt;i&gt;计算：&lt;/i&gt;每个工作节点只在自己的分片上求斜率：%1 个梯度从 %2 到 %3 不等。 </translation>
    </message>
    <message>
        <source>&lt;i&gt;Barrier:&lt;/i&gt; all gradients are ready at t = %1, so no one waits this round. </source>
        <translation>&lt;i&gt;屏障：&lt;/i&gt;所有梯度在 t = %1 时都已就绪，因此本轮没有人等待。 </translation>
    </message>
    <message>
        <source>&lt;i&gt;Barrier:&lt;/i&gt; nobody moves on until the slowest worker (worker %1) is done at t = %2; the faster ones sit idle for %3 s in total this round (%4 s so far). </source>
        <translation>&lt;i&gt;屏障：&lt;/i&gt;在最慢的工作节点（工作节点 %1）于 t = %2 完成之前，谁都不能继续；较快的节点本轮总共空闲 %3 s（至今 %4 s）。 </translation>
    </message>
    <message>
        <source>&lt;i&gt;Ring all-reduce:&lt;/i&gt; there is no server. The workers pass chunks of their gradients to the next worker on the ring: %1 reduce-scatter steps build the sums, %2 all-gather steps hand every worker the finished result (%3 steps). Each worker sends %4 and receives %5 per round. </source>
        <translation>&lt;i&gt;环形 All-Reduce：&lt;/i&gt;没有服务器。工作节点把各自梯度的块传给环上的下一个工作节点：%1 个 Reduce-Scatter 步骤算出总和，%2 个 All-Gather 步骤把最终结果交给每个工作节点（共 %3 步）。每个工作节点每轮发送 %4，接收 %5。 </translation>
    </message>
    <message>
        <source>&lt;i&gt;Update:&lt;/i&gt; every worker now holds the same %1 and applies the same step (%2): w = %3 − %4 × %5 %7 &lt;b&gt;%6&lt;/b&gt; on every worker. </source>
        <translation>&lt;i&gt;更新：&lt;/i&gt;现在每个工作节点都持有相同的 %1，并执行相同的一步（%2）：每个工作节点上 w = %3 − %4 × %5 %7 &lt;b&gt;%6&lt;/b&gt;。 </translation>
    </message>
    <message>
        <source>&lt;i&gt;Push and aggregate:&lt;/i&gt; the server receives %1 (%2 in) and combines them: %3, each worker weighted by its share of the samples. </source>
        <translation>&lt;i&gt;推送与聚合：&lt;/i&gt;服务器收到 %1（传入 %2）并将其合并：%3，每个工作节点按其样本占比加权。 </translation>
    </message>
    <message>
        <source>&lt;i&gt;Push and aggregate:&lt;/i&gt; the server receives %1 (%2 in) and combines them: %3. </source>
        <translation>&lt;i&gt;推送与聚合：&lt;/i&gt;服务器收到 %1（传入 %2）并将其合并：%3。 </translation>
    </message>
    <message>
        <source>&lt;i&gt;Update:&lt;/i&gt; one global step (%1): w = %2 − %3 × %4 %6 &lt;b&gt;%5&lt;/b&gt;. </source>
        <translation>&lt;i&gt;更新：&lt;/i&gt;做一次全局更新（%1）：w = %2 − %3 × %4 %6 &lt;b&gt;%5&lt;/b&gt;。 </translation>
    </message>
    <message>
        <source>&lt;i&gt;Broadcast:&lt;/i&gt; that single new weight goes back to the one worker (%1 out). </source>
        <translation>&lt;i&gt;广播：&lt;/i&gt;这个唯一的新权重被发回给那一个工作节点（传出 %1）。 </translation>
    </message>
    <message>
        <source>&lt;i&gt;Broadcast:&lt;/i&gt; that single new weight goes back to all %1 workers (%2 out). </source>
        <translation>&lt;i&gt;广播：&lt;/i&gt;这个唯一的新权重被发回给全部 %1 个工作节点（传出 %2）。 </translation>
    </message>
    <message>
        <source>&lt;b&gt;Round 0 of %1: the start.&lt;/b&gt; The one worker holds the same weight w0 = %2 and no gradient has been computed yet. </source>
        <translation>&lt;b&gt;第 0 轮（共 %1 轮）：起点。&lt;/b&gt;唯一的工作节点持有权重 w0 = %2，尚未计算任何梯度。 </translation>
    </message>
    <message>
        <source>&lt;b&gt;Round 0 of %1: the start.&lt;/b&gt; All %2 workers hold the same weight w0 = %3 and no gradient has been computed yet. </source>
        <translation>&lt;b&gt;第 0 轮（共 %1 轮）：起点。&lt;/b&gt;全部 %2 个工作节点持有相同的权重 w0 = %3，尚未计算任何梯度。 </translation>
    </message>
    <message>
        <source>worker %1 has (%2, %3)</source>
        <translation>工作节点 %1 持有 (%2, %3)</translation>
    </message>
    <message>
        <source>Each worker owns one shard of the data: %1. </source>
        <translation>每个工作节点拥有数据的一个分片：%1。 </translation>
    </message>
    <message>
        <source>In round 1 every worker takes the slope on its own shard, and the ring all-reduce hands all of them the same combined gradient. </source>
        <translation>在第 1 轮中，每个工作节点在自己的分片上求斜率，环形 All-Reduce 把同一个合并后的梯度交给所有节点。 </translation>
    </message>
    <message>
        <source>In round 1 every worker takes the slope on its own shard and pushes it to the server, which makes one step and sends the new weight back. </source>
        <translation>在第 1 轮中，每个工作节点在自己的分片上求斜率并推送给服务器，服务器走一步，再把新权重发回。 </translation>
    </message>
    <message>
        <source>&lt;i&gt;Predict:&lt;/i&gt; at w = %1, what will the gradient be, and will w go up or down?</source>
        <translation>&lt;i&gt;预测：&lt;/i&gt;在 w = %1 处，梯度会是多少？w 会上升还是下降？</translation>
    </message>
    <message>
        <source>&lt;i&gt;Predict:&lt;/i&gt; at w = %1, what will the %2 gradients be, and will w go up or down?</source>
        <translation>&lt;i&gt;预测：&lt;/i&gt;在 w = %1 处，这 %2 个梯度会是多少？w 会上升还是下降？</translation>
    </message>
    <message>
        <source>The one worker starts from the same weight w = %1. </source>
        <translation>唯一的工作节点从权重 w = %1 出发。 </translation>
    </message>
    <message>
        <source>All %1 workers start from the same weight w = %2. </source>
        <translation>全部 %1 个工作节点从相同的权重 w = %2 出发。 </translation>
    </message>
    <message>
        <source>&lt;i&gt;Pull:&lt;/i&gt; the one worker fetches the same weight w = %1 from the server. </source>
        <translation>&lt;i&gt;拉取：&lt;/i&gt;唯一的工作节点从服务器取得权重 w = %1。 </translation>
    </message>
    <message>
        <source>&lt;i&gt;Pull:&lt;/i&gt; all %1 workers fetch the same weight w = %2 from the server. </source>
        <translation>&lt;i&gt;拉取：&lt;/i&gt;全部 %1 个工作节点从服务器取得相同的权重 w = %2。 </translation>
    </message>
    <message>
        <source>The loss &lt;b&gt;rises&lt;/b&gt; from %1 to %2: the step overshoots, so lower η; the best single weight is %3 = %4.</source>
        <translation>损失从 %1 &lt;b&gt;上升&lt;/b&gt;到 %2：这一步越过了谷底，应调低 η；最优的单个权重是 %3 = %4。</translation>
    </message>
    <message>
        <source>The loss drops from %1 to %2; the best single weight is %3 = %4.</source>
        <translation>损失从 %1 降到 %2；最优的单个权重是 %3 = %4。</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;i&gt;Not %1 final models:&lt;/i&gt; the workers only ever send gradients; there is one global weight, and after the round every worker holds the same copy of it.</source>
        <translation>&lt;br&gt;&lt;i&gt;不是 %1 个最终模型：&lt;/i&gt;工作节点只发送梯度；全局只有一个权重，每轮结束后每个工作节点都持有它的同一份副本。</translation>
    </message>
    <message>
        <source>ring all-reduce, no server</source>
        <translation>环形 All-Reduce，无服务器</translation>
    </message>
    <message>
        <source>parameter server (star)</source>
        <translation>参数服务器（星形）</translation>
    </message>
    <message>
        <source>Synchronous SGD · %1 · %2 · %3 · %4</source>
        <translation>同步 SGD · %1 · %2 · %3 · %4</translation>
    </message>
    <message>
        <source>start: nothing done yet</source>
        <translation>起点：尚未进行任何操作</translation>
    </message>
    <message>
        <source>round complete</source>
        <translation>本轮完成</translation>
    </message>
    <message>
        <source>now: %1</source>
        <translation>当前：%1</translation>
    </message>
    <message>
        <source>The start: the one worker holds the same w = %1 and nothing has been sent yet</source>
        <translation>起点：唯一的工作节点持有 w = %1，尚未发送任何内容</translation>
    </message>
    <message>
        <source>The start: all %1 workers hold the same w = %2 and nothing has been sent yet</source>
        <translation>起点：全部 %1 个工作节点持有相同的 w = %2，尚未发送任何内容</translation>
    </message>
    <message>
        <source>The start: every worker holds w = %1, nothing sent yet</source>
        <translation>起点：每个工作节点持有 w = %1，尚未发送</translation>
    </message>
    <message>
        <source>Start: every worker holds w = %1</source>
        <translation>起点：各节点持有 w = %1</translation>
    </message>
    <message>
        <source>Ring, counted: each worker sent %1 and received %2 this round · rule 2(K−1)/K × %3 = %4</source>
        <translation>环形，实测：本轮每个工作节点发送 %1、接收 %2 · 规则 2(K−1)/K × %3 = %4</translation>
    </message>
    <message>
        <source>Ring, counted: each worker sent %1 · rule 2(K−1)/K × %2 = %3</source>
        <translation>环形，实测：每个工作节点发送 %1 · 规则 2(K−1)/K × %2 = %3</translation>
    </message>
    <message>
        <source>Ring, counted: each worker sent %1</source>
        <translation>环形，实测：每个工作节点发送 %1</translation>
    </message>
    <message>
        <source>Star, counted: each worker sent %1 up, got %2 back (model %3) · the server took in %4, sent %5</source>
        <translation>星形，实测：每个工作节点上传 %1，收回 %2（模型 %3） · 服务器接收 %4，发出 %5</translation>
    </message>
    <message>
        <source>Star, counted: each worker sent %1, got %2 · server %3 in, %4 out</source>
        <translation>星形，实测：每个工作节点发送 %1，收到 %2 · 服务器收 %3，发 %4</translation>
    </message>
    <message>
        <source>Star, counted: server %1 in, %2 out</source>
        <translation>星形，实测：服务器收 %1，发 %2</translation>
    </message>
    <message>
        <source>Ring, no hub: each worker sends %1 and receives %2 per round = 2(K−1)/K × %3, in %4 steps</source>
        <translation>环形，无中心：每个工作节点每轮发送 %1、接收 %2 = 2(K−1)/K × %3，分 %4 步</translation>
    </message>
    <message>
        <source>Ring, no hub: each worker sends %1, receives %2 = 2(K−1)/K × %3</source>
        <translation>环形，无中心：每个工作节点发送 %1，接收 %2 = 2(K−1)/K × %3</translation>
    </message>
    <message>
        <source>Ring: each worker sends %1, receives %2</source>
        <translation>环形：每个工作节点发送 %1，接收 %2</translation>
    </message>
    <message>
        <source>Star: each worker sends %1 up, gets %2 back · the server takes in %3 (fan-in), sends out %4</source>
        <translation>星形：每个工作节点上传 %1，收回 %2 · 服务器接收 %3（扇入），发出 %4</translation>
    </message>
    <message>
        <source>Star: each worker sends %1, gets %2 · server: %3 in, %4 out</source>
        <translation>星形：每个工作节点发送 %1，收到 %2 · 服务器：收 %3，发 %4</translation>
    </message>
    <message>
        <source>Star: server takes in %1, sends out %2</source>
        <translation>星形：服务器接收 %1，发出 %2</translation>
    </message>
    <message>
        <source>The loss went up (%1 → %2): this step size overshoots for this data · still one global weight, never %3 models</source>
        <translation>损失上升（%1 → %2）：对这些数据而言步长过大，越过了谷底 · 仍只有一个全局权重，绝非 %3 个模型</translation>
    </message>
    <message>
        <source>The loss went up (%1 → %2): the step overshoots · still one global weight</source>
        <translation>损失上升（%1 → %2）：这一步越过了谷底 · 仍只有一个全局权重</translation>
    </message>
    <message>
        <source>Loss up (%1 → %2): the step overshoots</source>
        <translation>损失上升（%1 → %2）：步子越过谷底</translation>
    </message>
    <message>
        <source>w pulled</source>
        <translation>拉取的 w</translation>
    </message>
    <message>
        <source>w after update</source>
        <translation>更新后的 w</translation>
    </message>
    <message>
        <source>loss at w</source>
        <translation>w 处的损失</translation>
    </message>
    <message>
        <source>Synchronous SGD: no rounds</source>
        <translation>同步 SGD：没有轮</translation>
    </message>
    <message>
        <source>compute %1 s</source>
        <translation>计算 %1 s</translation>
    </message>
    <message>
        <source>idle %1 s</source>
        <translation>空闲 %1 s</translation>
    </message>
    <message>
        <source>nothing has run yet</source>
        <translation>尚未运行</translation>
    </message>
    <message>
        <source>barrier t = %1</source>
        <translation>屏障 t = %1</translation>
    </message>
    <message>
        <source>scatter</source>
        <translation>Scatter</translation>
    </message>
    <message>
        <source>gather</source>
        <translation>Gather</translation>
    </message>
    <message>
        <source>%1 steps</source>
        <translation>%1 步</translation>
    </message>
    <message>
        <source>aggregate · update · broadcast</source>
        <translation>聚合 · 更新 · 广播</translation>
    </message>
    <message>
        <source>update · broadcast</source>
        <translation>更新 · 广播</translation>
    </message>
    <message>
        <source>This round: compute, wait, ring steps (chunk sent)</source>
        <translation>本轮：计算、等待、环形步骤（发送的块）</translation>
    </message>
    <message>
        <source>This round: compute, wait, ring steps</source>
        <translation>本轮：计算、等待、环形步骤</translation>
    </message>
    <message>
        <source>This round: compute, then wait at the barrier</source>
        <translation>本轮：先计算，再在屏障处等待</translation>
    </message>
    <message>
        <source>This round: compute, then wait</source>
        <translation>本轮：先计算，再等待</translation>
    </message>
    <message>
        <source>the start: no round has run, nobody has waited</source>
        <translation>起点：尚未运行任何一轮，无人等待</translation>
    </message>
    <message>
        <source>idle this round %1 s · idle so far %2 s</source>
        <translation>本轮空闲 %1 s · 累计空闲 %2 s</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <source>Space the x axis by powers of ten, so a design that is done in microseconds and one that needs seconds can be read on one chart.</source>
        <translation>按 10 的幂划分 x 轴，使几微秒完成的方案与需要数秒的方案能在同一张图上读出。</translation>
    </message>
    <message>
        <source>CPU kernels</source>
        <translation>CPU 内核</translation>
    </message>
    <message>
        <source>One global weight, never %1 models · solid green arrow g &lt; 0 (w rises), dashed red g &gt; 0</source>
        <translation>只有一个全局权重，绝非 %1 个模型 · 绿色实线箭头 g &lt; 0（w 上升），红色虚线 g &gt; 0</translation>
    </message>
    <message>
        <source>One global weight · solid green g &lt; 0, dashed red g &gt; 0</source>
        <translation>一个全局权重 · 绿实线 g &lt; 0，红虚线 g &gt; 0</translation>
    </message>
    <message>
        <source>%2 update per round on one global weight: never %1 final models · solid green arrow g &lt; 0 (w rises), dashed red g &gt; 0</source>
        <translation>每轮对一个全局权重做 %2 次更新：绝非 %1 个最终模型 · 绿色实线箭头 g &lt; 0（w 上升），红色虚线 g &gt; 0</translation>
    </message>
    <message>
        <source>%2 update per round on one global weight, never %1 models · solid green g &lt; 0, dashed red g &gt; 0</source>
        <translation>每轮对一个全局权重做 %2 次更新，绝非 %1 个模型 · 绿实线 g &lt; 0，红虚线 g &gt; 0</translation>
    </message>
    <message>
        <source>One global weight, never %1 models · solid green g &lt; 0, dashed red g &gt; 0</source>
        <translation>一个全局权重，绝非 %1 个模型 · 绿实线 g &lt; 0，红虚线 g &gt; 0</translation>
    </message>
    <message>
        <source> (log scale)</source>
        <comment>the end of a chart axis' title, left out of the hover box</comment>
        <translation>（对数刻度）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>the hover box's heading: the x axis' name, the x value</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <comment>a hovered point: its y value at its x value</comment>
        <translation>%2 处为 %1</translation>
    </message>
    <message>
        <source>zoomed · double-click: whole range</source>
        <translation>已缩放 · 双击：完整范围</translation>
    </message>
    <message>
        <source>Allowed: %1. Default: %2.</source>
        <translation>允许：%1。默认：%2。</translation>
    </message>
    <message>
        <source>CPU, %1, %2</source>
        <translation>CPU，%1，%2</translation>
    </message>
    <message>
        <source>CPU, %1</source>
        <translation>CPU，%1</translation>
    </message>
    <message>
        <source>1 thread</source>
        <translation>1 个线程</translation>
    </message>
    <message>
        <source>%1 threads</source>
        <translation>%1 个线程</translation>
    </message>
    <message>
        <source>kernel measured</source>
        <translation>内核已实测</translation>
    </message>
    <message>
        <source>kernel measured before</source>
        <translation>内核沿用先前的实测</translation>
    </message>
    <message>
        <source>kernel guessed</source>
        <translation>内核按估计选择</translation>
    </message>
    <message>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <source>a run ran away and is held at its last weight: lower η or the async rate</source>
        <translation>有一次运行失控，停在其最后的权重上：请降低 η 或异步速率</translation>
    </message>
    <message>
        <source>b = %1: %2 in %3 s instead of %4 s, %5 of %6 gradients dropped; at %7 s the loss above the best is %8 against plain sync's %9</source>
        <translation>b = %1：%2用时 %3 s，而不是 %4 s，%6 个梯度中丢弃了 %5 个；在 %7 s 时，损失超出最优值 %8，普通同步为 %9</translation>
    </message>
    <message>
        <source>1 round</source>
        <translation>1 轮</translation>
    </message>
    <message>
        <source>%1 rounds</source>
        <translation>%1 轮</translation>
    </message>
    <message>
        <source>%1 updates per epoch with batch %2 and leftover %3</source>
        <translation>每轮次 %1 次更新，批量 %2，剩余处理 %3</translation>
    </message>
    <message>
        <source>diverged after %1 updates: η is too large for this batch</source>
        <translation>%1 次更新后发散：η 对这个批量来说太大</translation>
    </message>
    <message>
        <source>stopped after %1 of %2 updates; %3</source>
        <translation>在 %2 次更新中的第 %1 次后停止；%3</translation>
    </message>
    <message>
        <source>diverged at the start: the numbers leave the range of a double</source>
        <translation>一开始就发散：数值超出了 double 的范围</translation>
    </message>
    <message>
        <source>diverged after step %1: the next step leaves the range of a double</source>
        <translation>第 %1 步后发散：下一步超出了 double 的范围</translation>
    </message>
    <message>
        <source>diverged after step %1: |1 − η·x²| = %2 &gt; 1, so every step multiplies the distance to w* instead of shrinking it</source>
        <translation>第 %1 步后发散：|1 − η·x²| = %2 &gt; 1，所以每一步都把到 w* 的距离放大，而不是缩小</translation>
    </message>
    <message>
        <source>diverges: |1 − η·x²| = %1 &gt; 1, the distance to w* grows every step</source>
        <translation>发散：|1 − η·x²| = %1 &gt; 1，到 w* 的距离每一步都在增大</translation>
    </message>
    <message>
        <source>never settles: |1 − η·x²| = 1, w bounces between two points</source>
        <translation>永不稳定：|1 − η·x²| = 1，w 在两点之间来回跳动</translation>
    </message>
    <message>
        <source>converges with overshoot: each step crosses the vertex w*</source>
        <translation>带过冲地收敛：每一步都越过顶点 w*</translation>
    </message>
    <message>
        <source>converges: each step shrinks the distance to w* by the factor %1</source>
        <translation>收敛：每一步都把到 w* 的距离缩小为原来的 %1 倍</translation>
    </message>
    <message>
        <source> · %1 answers from %2</source>
        <translation> · 来自 %2 的 %1 个答案</translation>
    </message>
    <message>
        <source> (one network address: devices behind one router, or a script)</source>
        <translation>（同一网络地址：同一路由器后的多台设备，或一个脚本）</translation>
    </message>
    <message>
        <source>stalled: no worker can make progress</source>
        <translation>停滞：没有工作节点能继续推进</translation>
    </message>
    <message>
        <source>diverged: the weight ran away; lower η or use the staleness-aware rule</source>
        <translation>发散：权重失控；请降低 η 或使用考虑陈旧度的规则</translation>
    </message>
    <message>
        <source>%1 for %2; synchronous SGD would have written %3</source>
        <translation>%1 对应 %2；同步 SGD 只会写入 %3</translation>
    </message>
    <message>
        <source>1 server write</source>
        <translation>服务器写入 1 次</translation>
    </message>
    <message>
        <source>%1 server writes</source>
        <translation>服务器写入 %1 次</translation>
    </message>
    <message>
        <source>1 gradient</source>
        <translation>1 个梯度</translation>
    </message>
    <message>
        <source>%1 gradients</source>
        <translation>%1 个梯度</translation>
    </message>
    <message>
        <source>1 time</source>
        <translation>1 次</translation>
    </message>
    <message>
        <source>%1; %2; small case: %3</source>
        <translation>%1；%2；小例子：%3</translation>
    </message>
    <message>
        <source>the async runs split at update %1 and end %2 apart</source>
        <translation>两次异步运行在第 %1 次更新时分开，最终相差 %2</translation>
    </message>
    <message>
        <source>the async runs kept the same order</source>
        <translation>两次异步运行保持相同顺序</translation>
    </message>
    <message>
        <source>sync agrees bit for bit</source>
        <translation>同步逐位一致</translation>
    </message>
    <message>
        <source>sync differs</source>
        <translation>同步不一致</translation>
    </message>
    <message>
        <source>sync reaches the target first</source>
        <translation>同步先达到目标</translation>
    </message>
    <message>
        <source>async reaches the target first</source>
        <translation>异步先达到目标</translation>
    </message>
    <message>
        <source>neither reaches the target first</source>
        <translation>两者都未达到目标</translation>
    </message>
    <message>
        <source>diverged: local steps with this η run away</source>
        <translation>发散：用这个 η 的本地步失控</translation>
    </message>
    <message>
        <source>the live nodes form %1 separate groups: they cannot reach one consensus</source>
        <translation>存活节点分成 %1 个互不相连的组：无法达成同一共识</translation>
    </message>
    <message>
        <source>one connected group; spectral gap %1, the spread shrinks by about %2 per round</source>
        <translation>一个连通组；谱间隙 %1，离散程度每轮约缩小为 %2 倍</translation>
    </message>
    <message>
        <source>After the shift at tick %1 the async model is back within %2 in %3 ticks; the batch model waits for its retrain at tick %4</source>
        <translation>在第 %1 个时刻突变后，异步模型用 %3 个时刻回到 %2 以内；批量模型要等到第 %4 个时刻重新训练</translation>
    </message>
    <message>
        <source>After the shift at tick %1 the async model is back within %2 in %3 ticks; the batch model is not retrained again in the run</source>
        <translation>在第 %1 个时刻突变后，异步模型用 %3 个时刻回到 %2 以内；批量模型在本次运行中不再重新训练</translation>
    </message>
    <message>
        <source>After the shift at tick %1 the async model never gets back within %2; the batch model waits for its retrain at tick %3</source>
        <translation>在第 %1 个时刻突变后，异步模型始终没有回到 %2 以内；批量模型要等到第 %3 个时刻重新训练</translation>
    </message>
    <message>
        <source>After the shift at tick %1 the async model never gets back within %2; the batch model is not retrained again in the run</source>
        <translation>在第 %1 个时刻突变后，异步模型始终没有回到 %2 以内；批量模型在本次运行中不再重新训练</translation>
    </message>
    <message>
        <source>While the optimum turns, mean tracking error: async %1, high staleness %2, batch %3</source>
        <translation>最优点转动时的平均跟踪误差：异步 %1，高陈旧度 %2，批量 %3</translation>
    </message>
    <message>
        <source>The weights ran away: lower η.</source>
        <translation>权重失控：请降低 η。</translation>
    </message>
    <message>
        <source>1 thread (%1): %2 updates/s, %3% of writes collided. Measured: another run gives other numbers.</source>
        <translation>1 个线程（%1）：每秒 %2 次更新，%3% 的写入发生冲突。实测值：再运行一次会得到不同的数字。</translation>
    </message>
    <message>
        <source>%1 threads (%2): %3 updates/s, %4% of writes collided. Measured: another run gives other numbers.</source>
        <translation>%1 个线程（%2）：每秒 %3 次更新，%4% 的写入发生冲突。实测值：再运行一次会得到不同的数字。</translation>
    </message>
    <message>
        <source>%1 million</source>
        <translation>%1 百万</translation>
    </message>
    <message>
        <source>a run ran away: its weight is held at its last value; lower η</source>
        <translation>有一次运行失控：其权重停在最后的值；请降低 η</translation>
    </message>
    <message>
        <source>fitted momentum %1 against 1 − 1/K = %2; the leaky server leaves %3</source>
        <translation>拟合动量 %1，对比 1 − 1/K = %2；泄漏服务器剩下 %3</translation>
    </message>
    <message>
        <source>overlap hides %1% of the communication: step %2 ms → %3 ms</source>
        <translation>重叠隐藏了 %1% 的通信：每步 %2 ms → %3 ms</translation>
    </message>
    <message>
        <source>diverged: lower η</source>
        <translation>发散：请降低 η</translation>
    </message>
    <message>
        <source>%1 bits per value: %2 bytes per message instead of %3</source>
        <translation>每个值 %1 位：每条消息 %2 字节，而不是 %3</translation>
    </message>
    <message>
        <source>%1 diverged: lower η</source>
        <translation>%1 发散：请降低 η</translation>
    </message>
    <message>
        <source>diverged: the weight ran away; lower η</source>
        <translation>发散：权重失控；请降低 η</translation>
    </message>
    <message>
        <source>a free server: %1 pushes per second, all the workers can make</source>
        <translation>服务器不受限：每秒 %1 次推送，即工作节点能产生的全部</translation>
    </message>
    <message>
        <source>%1 pushes per second of the workers' %2; %3 can apply at most %4</source>
        <translation>工作节点每秒 %2 次推送中完成 %1 次；%3 每秒最多能应用 %4 次</translation>
    </message>
    <message>
        <source>%1 pushes per second of the workers' %2; %3 can apply at most %4, and run at that ceiling</source>
        <translation>工作节点每秒 %2 次推送中完成 %1 次；%3 每秒最多能应用 %4 次，并运行在这个上限</translation>
    </message>
    <message>
        <source>%1 pushes per second of the workers' %2; %3 can apply at most %4 (shard %5, the slowest, sets it)</source>
        <translation>工作节点每秒 %2 次推送中完成 %1 次；%3 每秒最多能应用 %4 次（由最慢的分片 %5 决定）</translation>
    </message>
    <message>
        <source>%1 pushes per second of the workers' %2; %3 can apply at most %4 (shard %5, the slowest, sets it), and run at that ceiling</source>
        <translation>工作节点每秒 %2 次推送中完成 %1 次；%3 每秒最多能应用 %4 次（由最慢的分片 %5 决定），并运行在这个上限</translation>
    </message>
    <message>
        <source>%1 of 4 remedies end below constant η's final loss of %2</source>
        <translation>4 种补救方法中有 %1 种的最终损失低于恒定 η 的 %2</translation>
    </message>
    <message>
        <source>one global update per round; w heads for %1</source>
        <translation>每轮一次全局更新；w 趋向 %1</translation>
    </message>
    <message>
        <source>one global update per round; w heads for %1, overshooting it every round</source>
        <translation>每轮一次全局更新；w 趋向 %1，且每轮都越过它</translation>
    </message>
    <message>
        <source>diverges: each round multiplies the distance to the best w by |1 − η·mean x²| = %1 &gt; 1; use η below %2</source>
        <translation>发散：每轮把到最佳 w 的距离乘以 |1 − η·x² 的均值| = %1 &gt; 1；请使用小于 %2 的 η</translation>
    </message>
    <message>
        <source>CUDA support not built</source>
        <translation>未编译 CUDA 支持</translation>
    </message>
    <message>
        <source>no CUDA device (%1)</source>
        <translation>没有 CUDA 设备（%1）</translation>
    </message>
    <message>
        <source>no CUDA device</source>
        <translation>没有 CUDA 设备</translation>
    </message>
    <message>
        <source>CUDA device unusable (%1)</source>
        <translation>CUDA 设备不可用（%1）</translation>
    </message>
</context>
<context>
    <name>sgd::choice</name>
    <message>
        <source>keep</source>
        <comment>leftover</comment>
        <translation>保留</translation>
    </message>
    <message>
        <source>drop</source>
        <comment>leftover</comment>
        <translation>丢弃</translation>
    </message>
    <message>
        <source>pad</source>
        <comment>leftover</comment>
        <translation>补齐</translation>
    </message>
    <message>
        <source>on</source>
        <comment>shuffle</comment>
        <translation>开</translation>
    </message>
    <message>
        <source>off</source>
        <comment>shuffle</comment>
        <translation>关</translation>
    </message>
    <message>
        <source>mean</source>
        <comment>aggregate</comment>
        <translation>均值</translation>
    </message>
    <message>
        <source>sum</source>
        <comment>aggregate</comment>
        <translation>求和</translation>
    </message>
    <message>
        <source>fedavg</source>
        <comment>aggregate</comment>
        <translation>FedAvg</translation>
    </message>
    <message>
        <source>star</source>
        <comment>topology</comment>
        <translation>星形</translation>
    </message>
    <message>
        <source>ring</source>
        <comment>topology</comment>
        <translation>环</translation>
    </message>
    <message>
        <source>constant</source>
        <comment>lr_rule</comment>
        <translation>恒定</translation>
    </message>
    <message>
        <source>staleness</source>
        <comment>lr_rule</comment>
        <translation>按陈旧度</translation>
    </message>
    <message>
        <source>push</source>
        <comment>pull</comment>
        <translation>推送</translation>
    </message>
    <message>
        <source>epoch</source>
        <comment>pull</comment>
        <translation>轮次</translation>
    </message>
    <message>
        <source>quorum80</source>
        <comment>pull</comment>
        <translation>法定数 80%</translation>
    </message>
    <message>
        <source>quorum90</source>
        <comment>pull</comment>
        <translation>法定数 90%</translation>
    </message>
    <message>
        <source>lock-free</source>
        <comment>mode</comment>
        <translation>无锁</translation>
    </message>
    <message>
        <source>global-lock</source>
        <comment>mode</comment>
        <translation>单个全局锁</translation>
    </message>
    <message>
        <source>single-thread</source>
        <comment>mode</comment>
        <translation>单线程</translation>
    </message>
    <message>
        <source>random</source>
        <comment>rows</comment>
        <translation>随机</translation>
    </message>
    <message>
        <source>disjoint</source>
        <comment>rows</comment>
        <translation>不相交</translation>
    </message>
    <message>
        <source>fixed</source>
        <comment>times</comment>
        <translation>固定</translation>
    </message>
    <message>
        <source>random</source>
        <comment>times</comment>
        <translation>随机</translation>
    </message>
    <message>
        <source>shift</source>
        <comment>drift</comment>
        <translation>跳变</translation>
    </message>
    <message>
        <source>rotation</source>
        <comment>drift</comment>
        <translation>旋转</translation>
    </message>
    <message>
        <source>path</source>
        <comment>topology</comment>
        <translation>路径</translation>
    </message>
    <message>
        <source>complete</source>
        <comment>topology</comment>
        <translation>完全图</translation>
    </message>
    <message>
        <source>threshold</source>
        <comment>topology</comment>
        <translation>阈值</translation>
    </message>
    <message>
        <source>by-bits</source>
        <comment>scheme</comment>
        <translation>按位数</translation>
    </message>
    <message>
        <source>uniform</source>
        <comment>scheme</comment>
        <translation>均匀</translation>
    </message>
    <message>
        <source>float16</source>
        <comment>scheme</comment>
        <translation>float16</translation>
    </message>
    <message>
        <source>bfloat16</source>
        <comment>scheme</comment>
        <translation>bfloat16</translation>
    </message>
    <message>
        <source>qsgd</source>
        <comment>scheme</comment>
        <translation>QSGD</translation>
    </message>
    <message>
        <source>sign</source>
        <comment>scheme</comment>
        <translation>符号</translation>
    </message>
    <message>
        <source>nearest</source>
        <comment>rounding</comment>
        <translation>就近</translation>
    </message>
    <message>
        <source>stochastic</source>
        <comment>rounding</comment>
        <translation>随机</translation>
    </message>
    <message>
        <source>off</source>
        <comment>error_feedback</comment>
        <translation>关</translation>
    </message>
    <message>
        <source>on</source>
        <comment>error_feedback</comment>
        <translation>开</translation>
    </message>
    <message>
        <source>least-squares</source>
        <comment>loss</comment>
        <translation>最小二乘</translation>
    </message>
    <message>
        <source>logistic</source>
        <comment>loss</comment>
        <translation>逻辑回归</translation>
    </message>
    <message>
        <source>torus</source>
        <comment>topology</comment>
        <translation>环面</translation>
    </message>
    <message>
        <source>auto</source>
        <comment>backend</comment>
        <translation>自动</translation>
    </message>
    <message>
        <source>cpu</source>
        <comment>backend</comment>
        <translation>CPU</translation>
    </message>
    <message>
        <source>cuda</source>
        <comment>backend</comment>
        <translation>CUDA</translation>
    </message>
    <message>
        <source>f32</source>
        <comment>storage</comment>
        <translation>f32</translation>
    </message>
    <message>
        <source>bf16</source>
        <comment>storage</comment>
        <translation>bf16</translation>
    </message>
    <message>
        <source>f16</source>
        <comment>storage</comment>
        <translation>f16</translation>
    </message>
</context>
<context>
    <name>sgd::cli</name>
    <message>
        <source>The new language takes effect when the class session ends.</source>
        <translation>新语言将在课堂会话结束后生效。</translation>
    </message>
</context>
<context>
    <name>sgd::core</name>
    <message>
        <source>One weight</source>
        <translation>单个权重</translation>
    </message>
    <message>
        <source>The loss of one weight as a parabola, its slope by probing and by formula, and the step downhill.</source>
        <translation>单个权重的损失是一条抛物线：分别用探测和公式求出其斜率，并沿下坡迈出一步。</translation>
    </message>
    <message>
        <source>Watch the dot slide along the parabola toward its lowest point, where the slope is zero. The probe (a small step each side) and the formula give the same slope, and its sign says which way w must move: the minus sign in the update turns a negative slope into a step to the right. Try a larger η and see the steps start to overshoot the bottom, then fly off.</source>
        <translation>观察圆点沿抛物线滑向最低点，那里的斜率为零。探测（在两侧各走一小步）与公式得到的斜率相同，斜率的符号表明 w 应向哪个方向移动：更新式中的负号把负斜率变成向右的一步。试试更大的 η，看看步子如何开始越过谷底，继而飞出去。</translation>
    </message>
    <message>
        <source>input x</source>
        <translation>输入 x</translation>
    </message>
    <message>
        <source>The input of the single training example.</source>
        <translation>唯一训练样本的输入。</translation>
    </message>
    <message>
        <source>target y</source>
        <translation>目标 y</translation>
    </message>
    <message>
        <source>The label the prediction should reach.</source>
        <translation>预测应达到的标签值。</translation>
    </message>
    <message>
        <source>start w0</source>
        <translation>初始 w0</translation>
    </message>
    <message>
        <source>The weight before the first step.</source>
        <translation>第一步之前的权重。</translation>
    </message>
    <message>
        <source>learning rate η</source>
        <translation>学习率 η</translation>
    </message>
    <message>
        <source>How far each step moves against the gradient.</source>
        <translation>每一步沿梯度反方向移动多远。</translation>
    </message>
    <message>
        <source>probe h</source>
        <translation>探测步长 h</translation>
    </message>
    <message>
        <source>How far the finite-difference probe nudges w.</source>
        <translation>有限差分探测对 w 的扰动幅度。</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>步数</translation>
    </message>
    <message>
        <source>How many updates to compute.</source>
        <translation>要计算的更新次数。</translation>
    </message>
    <message>
        <source>Mini-batch cadence</source>
        <translation>小批量节奏</translation>
    </message>
    <message>
        <source>How often w moves on a tape of samples: after every sample, every batch, or once per pass.</source>
        <translation>在样本带上 w 多久移动一次：每个样本之后、每个批量之后，或每遍一次。</translation>
    </message>
    <message>
        <source>Count how often w moves as the tape of samples runs past. After every sample the path is quick but jittery; after every batch it is calmer; once per pass it is smooth but slow to start. One pass over the data is the same work in all three: only the number of updates changes.</source>
        <translation>数一数样本带经过时 w 移动了多少次。每个样本后更新，路径快但抖动；每个批量后更新，路径较平稳；每遍只更新一次，路径平滑但起步缓慢。三种方式遍历一遍数据的工作量相同：只有更新次数不同。</translation>
    </message>
    <message>
        <source>samples N</source>
        <translation>样本数 N</translation>
    </message>
    <message>
        <source>How many samples the tape holds.</source>
        <translation>样本带上的样本数。</translation>
    </message>
    <message>
        <source>batch size B</source>
        <translation>批量大小 B</translation>
    </message>
    <message>
        <source>How many samples are averaged into one update.</source>
        <translation>每次更新对多少个样本求平均。</translation>
    </message>
    <message>
        <source>leftover</source>
        <translation>剩余样本</translation>
    </message>
    <message>
        <source>What happens to the short last batch of an epoch.</source>
        <translation>如何处理一个轮次末尾不足一批的最后批量。</translation>
    </message>
    <message>
        <source>The weight before the first update.</source>
        <translation>第一次更新之前的权重。</translation>
    </message>
    <message>
        <source>How far each update moves.</source>
        <translation>每次更新移动多远。</translation>
    </message>
    <message>
        <source>epochs</source>
        <translation>轮次</translation>
    </message>
    <message>
        <source>How many passes over the tape.</source>
        <translation>遍历样本带的次数。</translation>
    </message>
    <message>
        <source>shuffle</source>
        <translation>打乱</translation>
    </message>
    <message>
        <source>Shuffle the samples at the start of every epoch.</source>
        <translation>在每个轮次开始时打乱样本。</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <source>Seed of the shuffle; the same seed gives the same order.</source>
        <translation>打乱所用的随机种子；相同的种子给出相同的顺序。</translation>
    </message>
    <message>
        <source>Synchronous SGD</source>
        <translation>同步 SGD</translation>
    </message>
    <message>
        <source>A parameter server and K workers: pull, compute, push, wait at the barrier, average, one update.</source>
        <translation>一个参数服务器和 K 个工作节点：拉取、计算、推送、在屏障处等待、平均，完成一次更新。</translation>
    </message>
    <message>
        <source>Follow one round: every worker pulls the same w, computes a gradient on its own shard, pushes it, and waits at the barrier. The server averages the gradients and makes one update for everybody. Look at the idle time the slowest worker causes: that waiting is the price of one shared, consistent model.</source>
        <translation>跟随一轮：每个工作节点拉取相同的 w，在自己的分片上计算梯度，推送梯度，然后在屏障处等待。服务器对梯度求平均，为所有节点做一次更新。注意最慢的工作节点造成的空闲时间：这种等待就是维持一个共享且一致的模型的代价。</translation>
    </message>
    <message>
        <source>The weight every worker pulls in round 1.</source>
        <translation>第 1 轮中每个工作节点拉取的权重。</translation>
    </message>
    <message>
        <source>Step size of the global update.</source>
        <translation>全局更新的步长。</translation>
    </message>
    <message>
        <source>shards x:y</source>
        <translation>分片 x:y</translation>
    </message>
    <message>
        <source>One x:y training point per worker.</source>
        <translation>每个工作节点一个 x:y 训练点。</translation>
    </message>
    <message>
        <source>workers K</source>
        <translation>工作节点数 K</translation>
    </message>
    <message>
        <source>Number of workers; 0 = one per data pair. Without data, the workers' x spread evenly over [1, 4] on y = 2x + 1.</source>
        <translation>工作节点数；0 = 每个数据对一个。没有数据时，各工作节点的 x 在 y = 2x + 1 上均匀分布于 [1, 4]。</translation>
    </message>
    <message>
        <source>aggregation</source>
        <translation>聚合方式</translation>
    </message>
    <message>
        <source>mean: average the gradients; sum: add them and scale the step by η/K; fedavg: weight worker k by n_k/N.</source>
        <translation>均值：对梯度求平均；求和：将梯度相加，并以 η/K 缩放步长；FedAvg：按 n_k/N 为工作节点 k 加权。</translation>
    </message>
    <message>
        <source>topology</source>
        <translation>拓扑</translation>
    </message>
    <message>
        <source>star: a parameter server in the middle; ring: all-reduce among the workers.</source>
        <translation>星形：参数服务器位于中心；环：工作节点之间进行 All-Reduce。</translation>
    </message>
    <message>
        <source>rounds</source>
        <translation>轮数</translation>
    </message>
    <message>
        <source>How many synchronous rounds to run.</source>
        <translation>要运行的同步轮数。</translation>
    </message>
    <message>
        <source>compute times</source>
        <translation>计算时间</translation>
    </message>
    <message>
        <source>Seconds per gradient for each worker (one value for all); a large one makes a straggler.</source>
        <translation>每个工作节点计算一个梯度所需的秒数（只填一个值则适用于所有节点）；较大的值会造成掉队节点。</translation>
    </message>
    <message>
        <source>shard sizes n_k</source>
        <translation>分片大小 n_k</translation>
    </message>
    <message>
        <source>Samples held by each worker, used by fedavg (one value for all).</source>
        <translation>每个工作节点持有的样本数，供 FedAvg 使用（只填一个值则适用于所有节点）。</translation>
    </message>
    <message>
        <source>model size (MB)</source>
        <translation>模型大小（MB）</translation>
    </message>
    <message>
        <source>Size of the model on the wire, for the bytes each worker and the server move.</source>
        <translation>模型在网络上传输时的大小，用于计算每个工作节点和服务器传输的字节数。</translation>
    </message>
    <message>
        <source>Asynchronous SGD</source>
        <translation>异步 SGD</translation>
    </message>
    <message>
        <source>No barrier: each gradient is applied when it arrives, even if the weight moved since it was read.</source>
        <translation>没有屏障：每个梯度一到达就被应用，即使权重在被读取之后已经改变。</translation>
    </message>
    <message>
        <source>There is no barrier: each gradient is applied the moment it arrives. Watch the staleness count, how many updates happened since that worker read w. A stale gradient points downhill from an old place, so the path wobbles; with a small enough η it still settles.</source>
        <translation>这里没有屏障：每个梯度一到达就立即应用。注意陈旧度计数，即该工作节点读取 w 之后已经发生了多少次更新。陈旧梯度指向的是从旧位置出发的下坡方向，因此路径会摆动；只要 η 足够小，它仍会稳定下来。</translation>
    </message>
    <message>
        <source>The weight every worker reads at time 0.</source>
        <translation>每个工作节点在时刻 0 读取的权重。</translation>
    </message>
    <message>
        <source>Step size for each arriving gradient.</source>
        <translation>每个到达的梯度所用的步长。</translation>
    </message>
    <message>
        <source>Seconds each worker needs per gradient (one value for all).</source>
        <translation>每个工作节点计算一个梯度所需的秒数（只填一个值则适用于所有节点）。</translation>
    </message>
    <message>
        <source>server updates</source>
        <translation>服务器更新次数</translation>
    </message>
    <message>
        <source>How many gradients the server applies.</source>
        <translation>服务器应用的梯度数。</translation>
    </message>
    <message>
        <source>learning-rate rule</source>
        <translation>学习率规则</translation>
    </message>
    <message>
        <source>constant: η for every gradient; staleness: η/(1 + τ) for a gradient τ updates old.</source>
        <translation>恒定：每个梯度都用 η；按陈旧度：对陈旧 τ 次更新的梯度用 η/(1 + τ)。</translation>
    </message>
    <message>
        <source>pull policy</source>
        <translation>拉取策略</translation>
    </message>
    <message>
        <source>When a worker reads w again: push = right after each push; epoch = once K updates have passed; quorum80/90 = after 80% or 90% of the workers have reported.</source>
        <translation>工作节点何时重新读取 w：推送 = 每次推送后立即读取；轮次 = 经过 K 次更新后读取；法定数 80%/90% = 在 80% 或 90% 的工作节点上报之后读取。</translation>
    </message>
    <message>
        <source>SSP bound</source>
        <translation>SSP 界限</translation>
    </message>
    <message>
        <source>off, or a whole number s: a worker more than s pushes ahead of the slowest waits</source>
        <translation>off，或整数 s：推送次数比最慢的工作节点多出 s 次以上的工作节点需要等待</translation>
    </message>
    <message>
        <source>fail worker</source>
        <translation>故障工作节点</translation>
    </message>
    <message>
        <source>empty, or WORKER@TIME: that worker stops at that time and its gradient in progress is lost</source>
        <translation>留空，或 WORKER@TIME：该工作节点在该时刻停止，正在计算的梯度丢失</translation>
    </message>
    <message>
        <source>rejoin time</source>
        <translation>重新加入时间</translation>
    </message>
    <message>
        <source>empty (never), or the time the failed worker comes back and pulls the newest weight; it rejoins at the slowest live worker's clock, so an SSP bound does not make the others wait for it to catch up</source>
        <translation>留空（从不），或故障工作节点恢复并拉取最新权重的时刻；它以最慢的存活工作节点的时钟重新加入，因此 SSP 界限不会让其他节点等待它追上</translation>
    </message>
    <message>
        <source>Hogwild! on real threads</source>
        <translation>真实线程上的 Hogwild!</translation>
    </message>
    <message>
        <source>Threads of this machine update one shared weight vector with no locks; sparse data keeps their writes apart.</source>
        <translation>本机的多个线程无锁地更新同一个共享权重向量；稀疏数据使它们的写入互不干扰。</translation>
    </message>
    <message>
        <source>Several threads of this very machine write into one weight vector without any locks. Watch the lanes and the collision marks: with sparse data the writes rarely touch the same weights, so the loss falls about as well as with locks, only faster. Run it twice: the numbers differ, because the timing is real.</source>
        <translation>本机的多个线程在没有任何锁的情况下写入同一个权重向量。注意各线程的泳道和冲突标记：数据稀疏时，写入很少触及相同的权重，因此损失下降得几乎和加锁时一样好，只是更快。运行两次：结果会不同，因为时序是真实的。</translation>
    </message>
    <message>
        <source>threads K</source>
        <translation>线程数 K</translation>
    </message>
    <message>
        <source>How many threads run SGD at the same time on this machine; 0: as many as it has hardware threads, at most 4 (more threads than that take turns on the cores).</source>
        <translation>本机上同时运行 SGD 的线程数；0：与硬件线程数相同，最多 4 个（超出此数的线程会轮流使用核心）。</translation>
    </message>
    <message>
        <source>shown run</source>
        <translation>显示的运行</translation>
    </message>
    <message>
        <source>The run the frames replay: lock-free (atomic adds, no lock), global-lock (one mutex around each update) or a single thread. All three are measured.</source>
        <translation>帧所回放的运行：无锁（原子加法，不加锁）、单个全局锁（每次更新外加一个互斥锁）或单线程。三者都会实测。</translation>
    </message>
    <message>
        <source>density</source>
        <translation>密度</translation>
    </message>
    <message>
        <source>Fraction of the d features each example touches (at least one): low is sparse, 1 is dense. A dense run makes fewer passes, at most 10⁷ weight writes.</source>
        <translation>每个样本涉及的特征占 d 个特征的比例（至少一个）：低为稀疏，1 为稠密。稠密运行的遍数较少，最多 10⁷ 次权重写入。</translation>
    </message>
    <message>
        <source>features d</source>
        <translation>特征数 d</translation>
    </message>
    <message>
        <source>Length of the shared weight vector.</source>
        <translation>共享权重向量的长度。</translation>
    </message>
    <message>
        <source>examples n</source>
        <translation>样本数 n</translation>
    </message>
    <message>
        <source>Training examples, split among the threads (thread k takes every K-th one).</source>
        <translation>训练样本，分配给各线程（线程 k 每隔 K 个取一个）。</translation>
    </message>
    <message>
        <source>Passes over the examples in each run.</source>
        <translation>每次运行中遍历样本的次数。</translation>
    </message>
    <message>
        <source>Step size of every update (each example's row has length 1).</source>
        <translation>每次更新的步长（每个样本的行长度为 1）。</translation>
    </message>
    <message>
        <source>rows</source>
        <translation>行</translation>
    </message>
    <message>
        <source>random: each example picks its features from all d; disjoint: thread k's examples touch only its own block of d/K features, so writes never meet.</source>
        <translation>随机：每个样本从全部 d 个特征中选取特征；不相交：线程 k 的样本只触及它自己的 d/K 个特征块，因此写入永不相遇。</translation>
    </message>
    <message>
        <source>snapshots</source>
        <translation>快照数</translation>
    </message>
    <message>
        <source>How many times the shown run is sampled while it runs: the frames.</source>
        <translation>显示的运行在运行期间被采样的次数，即帧数。</translation>
    </message>
    <message>
        <source>sweep time (ms)</source>
        <translation>扫描时间（ms）</translation>
    </message>
    <message>
        <source>How long each thread count runs in the updates-per-second sweep (0: no sweeps).</source>
        <translation>在每秒更新次数的扫描中，每种线程数各运行多长时间（0：不扫描）。</translation>
    </message>
    <message>
        <source>data seed</source>
        <translation>数据种子</translation>
    </message>
    <message>
        <source>Seed of the synthetic data. The timing, and so the collisions, differ on every run.</source>
        <translation>合成数据的随机种子。时序以及由此产生的冲突在每次运行中都不同。</translation>
    </message>
    <message>
        <source>Implicit momentum</source>
        <translation>隐式动量</translation>
    </message>
    <message>
        <source>Many workers pushing stale gradients make the weight swing as if SGD had momentum 1 − 1/K.</source>
        <translation>许多工作节点推送陈旧梯度，会使权重像带有动量 1 − 1/K 的 SGD 一样摆动。</translation>
    </message>
    <message>
        <source>With many workers, every update uses a gradient that is a few steps old. Look at how the weight swings past the target and back, just as plain SGD with momentum would. The more workers, the stronger the swing, close to momentum 1 − 1/K.</source>
        <translation>工作节点很多时，每次更新所用的梯度都是几步之前的。注意权重如何越过目标又摆回来，正如带动量的普通 SGD 一样。工作节点越多，摆动越强，接近动量 1 − 1/K。</translation>
    </message>
    <message>
        <source>How many workers push gradients; each takes a random time per gradient.</source>
        <translation>推送梯度的工作节点数；每个节点计算一个梯度的时间是随机的。</translation>
    </message>
    <message>
        <source>server leak</source>
        <translation>服务器泄漏率</translation>
    </message>
    <message>
        <source>The leaky server applies a gradient τ updates old at η·(1 − leak)^τ.</source>
        <translation>带泄漏的服务器以 η·(1 − leak)^τ 应用陈旧 τ 次更新的梯度。</translation>
    </message>
    <message>
        <source>lower rate</source>
        <translation>较低学习率</translation>
    </message>
    <message>
        <source>The lower base rate of the damped comparison.</source>
        <translation>阻尼对照所用的较低基础学习率。</translation>
    </message>
    <message>
        <source>How many gradients the server applies in each run.</source>
        <translation>每次运行中服务器应用的梯度数。</translation>
    </message>
    <message>
        <source>runs averaged</source>
        <translation>平均运行次数</translation>
    </message>
    <message>
        <source>How many runs (different random compute times) each curve averages.</source>
        <translation>每条曲线对多少次运行（计算时间随机不同）求平均。</translation>
    </message>
    <message>
        <source>Seed of the random compute times; the same seed gives the same runs.</source>
        <translation>随机计算时间的种子；相同的种子给出相同的运行。</translation>
    </message>
    <message>
        <source>Staleness remedies</source>
        <translation>陈旧度对策</translation>
    </message>
    <message>
        <source>Many workers and slow stragglers: the same stale gradients under five server rules, side by side.</source>
        <translation>大量工作节点和缓慢的掉队节点：相同的陈旧梯度在五种服务器规则下并排比较。</translation>
    </message>
    <message>
        <source>The same stale gradients go through five server rules side by side. Take constant η as the baseline and compare how far each other curve swings and how soon it settles: shrinking η with the staleness, clipping the gradient and compensating for the delay each tame the wobble in their own way.</source>
        <translation>相同的陈旧梯度并排经过五种服务器规则。以恒定 η 作为基线，比较其他每条曲线摆动多大、多快稳定下来：随陈旧度缩小 η、裁剪梯度以及补偿延迟，各以自己的方式抑制摆动。</translation>
    </message>
    <message>
        <source>How many workers push gradients; x spreads over [1, 4] on y = 2x + 1.</source>
        <translation>推送梯度的工作节点数；x 在 y = 2x + 1 上分布于 [1, 4]。</translation>
    </message>
    <message>
        <source>stragglers</source>
        <translation>掉队节点数</translation>
    </message>
    <message>
        <source>How many of the workers (the last ones, with the largest x) are slow.</source>
        <translation>工作节点中有多少个是慢的（最后几个，x 最大）。</translation>
    </message>
    <message>
        <source>straggler time</source>
        <translation>掉队节点耗时</translation>
    </message>
    <message>
        <source>Seconds a straggler needs per gradient; the others need 1 to 1.75.</source>
        <translation>掉队节点计算一个梯度所需的秒数；其他节点需要 1 到 1.75 秒。</translation>
    </message>
    <message>
        <source>The base rate of every rule.</source>
        <translation>每条规则的基础学习率。</translation>
    </message>
    <message>
        <source>clip at</source>
        <translation>裁剪阈值</translation>
    </message>
    <message>
        <source>The clipped rule limits every gradient to [-clip, clip].</source>
        <translation>裁剪规则将每个梯度限制在 [-clip, clip] 内。</translation>
    </message>
    <message>
        <source>compensation λ</source>
        <translation>补偿系数 λ</translation>
    </message>
    <message>
        <source>λ in the corrected gradient g + λ·g²·(w_now − w_read).</source>
        <translation>校正梯度 g + λ·g²·(w_now − w_read) 中的 λ。</translation>
    </message>
    <message>
        <source>Backup workers and hybrids</source>
        <translation>备份工作节点与混合模式</translation>
    </message>
    <message>
        <source>Close each synchronous round after the first K − b gradients: less waiting, fewer samples. And a hybrid: sync to warm up, then async.</source>
        <translation>每个同步轮在收到前 K − b 个梯度后即结束：等待更少，样本也更少。另有混合模式：先同步预热，再转为异步。</translation>
    </message>
    <message>
        <source>Each round closes after the first K − b gradients; the stragglers are left out. Watch the round time shrink while fewer samples count per update. In the hybrid, the run starts synchronous to warm up and switches to asynchronous once the weight is close.</source>
        <translation>每轮在收到前 K − b 个梯度后结束；掉队节点被排除在外。注意每轮用时缩短，而每次更新计入的样本减少。在混合模式中，运行先以同步方式预热，权重接近目标后切换为异步。</translation>
    </message>
    <message>
        <source>The weight every run starts from.</source>
        <translation>每次运行的初始权重。</translation>
    </message>
    <message>
        <source>Step size of each synchronous round's update.</source>
        <translation>每个同步轮更新的步长。</translation>
    </message>
    <message>
        <source>Seconds per gradient for each worker (one value for all); the default has one straggler, as in the sync scene's lesson.</source>
        <translation>每个工作节点计算一个梯度所需的秒数（填一个值则全部相同）；默认设置含一个掉队节点，与同步场景的课程一致。</translation>
    </message>
    <message>
        <source>backups b</source>
        <translation>备份数 b</translation>
    </message>
    <message>
        <source>How many of the slowest gradients each round leaves out; 0 is plain synchronous SGD.</source>
        <translation>每轮舍弃多少个最慢的梯度；0 即普通的同步 SGD。</translation>
    </message>
    <message>
        <source>compute-time model</source>
        <translation>计算时间模型</translation>
    </message>
    <message>
        <source>fixed: every gradient takes the worker's compute time; random: drawn around it (exponential), so the slowest changes from round to round.</source>
        <translation>固定：每个梯度都耗费该工作节点的计算时间；随机：围绕该时间随机抽取（指数分布），因此最慢的节点每轮都会变化。</translation>
    </message>
    <message>
        <source>Seed of the random compute times.</source>
        <translation>随机计算时间的种子。</translation>
    </message>
    <message>
        <source>How many synchronous rounds to run; async gets as many gradients (K per round).</source>
        <translation>运行多少个同步轮；异步得到同样多的梯度（每轮 K 个）。</translation>
    </message>
    <message>
        <source>hybrid warm-up rounds</source>
        <translation>混合预热轮数</translation>
    </message>
    <message>
        <source>The hybrid's plain synchronous rounds before it switches to async.</source>
        <translation>混合方案切换到异步之前运行的普通同步轮数。</translation>
    </message>
    <message>
        <source>async learning rate</source>
        <translation>异步学习率</translation>
    </message>
    <message>
        <source>Step size of each asynchronous update; about η/K does a round's work in K updates.</source>
        <translation>每次异步更新的步长；取约 η/K 时，K 次更新完成一轮的工作量。</translation>
    </message>
    <message>
        <source>Sharded parameter servers</source>
        <translation>分片参数服务器</translation>
    </message>
    <message>
        <source>Every push costs the server time: one server saturates as workers are added; S shards, each owning a slice, lift the ceiling.</source>
        <translation>每次推送都占用服务器时间：随着工作节点增加，单个服务器会饱和；S 个分片各管一部分参数，可以抬高上限。</translation>
    </message>
    <message>
        <source>Every push costs the server some time. Watch one server's queue grow as workers are added until it caps the whole cluster. Split the weights over S shards, each owning a slice, and the ceiling lifts. Give one shard a bigger slice, or make it hot, and that shard alone sets the ceiling for everyone.</source>
        <translation>每次推送都会占用服务器一些时间。观察随着工作节点增加，单个服务器的队列如何增长，直到它成为整个集群的瓶颈。把权重分到 S 个分片上，每个分片负责一部分，上限随之提高。给某个分片分配更大的一部分，或让它成为热点，这一个分片就会决定所有节点的上限。</translation>
    </message>
    <message>
        <source>How many workers push; x spreads over [1, 4] on y = 2x + 1.</source>
        <translation>推送的工作节点数；x 分布在 [1, 4] 上，数据取自 y = 2x + 1。</translation>
    </message>
    <message>
        <source>server shards S</source>
        <translation>服务器分片 S</translation>
    </message>
    <message>
        <source>How many servers share the parameters; each has its own link and its own queue.</source>
        <translation>多少个服务器分担参数；每个都有自己的链路和队列。</translation>
    </message>
    <message>
        <source>parameter split</source>
        <translation>参数划分</translation>
    </message>
    <message>
        <source>How the parameters are shared out: one weight per shard (4,1,1,1: shard 1 owns 4/7); empty = equal slices.</source>
        <translation>参数如何分配：每个分片一个比重（4,1,1,1：分片 1 拥有 4/7）；留空 = 均分。</translation>
    </message>
    <message>
        <source>hot shard</source>
        <translation>热点分片</translation>
    </message>
    <message>
        <source>A shard whose machine is also busy with other work, so each push takes it hot_factor times as long (0 = none; at most S).</source>
        <translation>所在机器还忙于其他工作的分片，因此每次推送耗时为原来的 hot_factor 倍（0 = 无；最大为 S）。</translation>
    </message>
    <message>
        <source>hot shard slowdown</source>
        <translation>热点分片减速倍数</translation>
    </message>
    <message>
        <source>How many times as long the hot shard takes per push.</source>
        <translation>热点分片处理每次推送所需时间是原来的几倍。</translation>
    </message>
    <message>
        <source>compute time</source>
        <translation>计算时间</translation>
    </message>
    <message>
        <source>Seconds worker 1 needs per gradient; each next worker takes 5% longer.</source>
        <translation>工作节点 1 计算一个梯度所需的秒数；之后每个工作节点多用 5% 的时间。</translation>
    </message>
    <message>
        <source>The whole model on the wire; each shard moves its own slice in and out per push.</source>
        <translation>整个模型在网络上传输的大小；每次推送时，每个分片只收发自己的那一部分。</translation>
    </message>
    <message>
        <source>link (MB/s)</source>
        <translation>链路（MB/s）</translation>
    </message>
    <message>
        <source>Each shard's link bandwidth.</source>
        <translation>每个分片的链路带宽。</translation>
    </message>
    <message>
        <source>apply time (ms)</source>
        <translation>应用时间（ms）</translation>
    </message>
    <message>
        <source>How long one server needs to apply a push to the whole model; a shard needs its share of it.</source>
        <translation>一个服务器把一次推送应用到整个模型所需的时间；一个分片只需其中相应的份额。</translation>
    </message>
    <message>
        <source>Step size of every push.</source>
        <translation>每次推送的步长。</translation>
    </message>
    <message>
        <source>The weight every worker pulls at time 0.</source>
        <translation>每个工作节点在时刻 0 拉取的权重。</translation>
    </message>
    <message>
        <source>pushes</source>
        <translation>推送次数</translation>
    </message>
    <message>
        <source>How many pushes the shards apply.</source>
        <translation>各分片共应用多少次推送。</translation>
    </message>
    <message>
        <source>Learning from a drifting stream</source>
        <translation>从漂移的数据流中学习</translation>
    </message>
    <message>
        <source>An endless stream whose best model moves: async workers keep tracking, a batch model waits for its next retrain.</source>
        <translation>一个永不结束、最优模型不断移动的数据流：异步工作节点持续跟踪，批量模型则要等下一次重新训练。</translation>
    </message>
    <message>
        <source>The best weight keeps moving as new data streams in. Async workers keep chasing it step by step, while the batch model stays put until its next retrain and then jumps. Watch the gap between each model and the moving target.</source>
        <translation>随着新数据不断流入，最优权重一直在移动。异步工作节点一步步追赶它，而批量模型保持不动，直到下一次重新训练时才跳过去。观察每个模型与移动目标之间的差距。</translation>
    </message>
    <message>
        <source>drift</source>
        <translation>漂移</translation>
    </message>
    <message>
        <source>shift: the optimum jumps once, like a new fraud pattern; rotation: it turns steadily, like changing news interest.</source>
        <translation>跳变：最优点跳变一次，就像出现新的欺诈模式；旋转：最优点匀速转动，就像新闻关注点不断变化。</translation>
    </message>
    <message>
        <source>drift at tick</source>
        <translation>漂移开始时刻</translation>
    </message>
    <message>
        <source>When the drift begins; a shorter run drifts at its last tick.</source>
        <translation>漂移开始的时刻；运行更短时，在最后一个时刻漂移。</translation>
    </message>
    <message>
        <source>shift angle</source>
        <translation>跳变角度</translation>
    </message>
    <message>
        <source>Degrees the optimum jumps round the origin at a shift.</source>
        <translation>跳变时最优点绕原点跳变的度数。</translation>
    </message>
    <message>
        <source>turn rate</source>
        <translation>转动速率</translation>
    </message>
    <message>
        <source>Degrees the optimum turns per tick during a rotation.</source>
        <translation>旋转时最优点每个时刻转动的度数。</translation>
    </message>
    <message>
        <source>radius</source>
        <translation>半径</translation>
    </message>
    <message>
        <source>The optimum's distance from the origin.</source>
        <translation>最优点到原点的距离。</translation>
    </message>
    <message>
        <source>ticks</source>
        <translation>时刻数</translation>
    </message>
    <message>
        <source>How long the stream runs; one frame per tick.</source>
        <translation>数据流运行多长时间；每个时刻一帧。</translation>
    </message>
    <message>
        <source>retrain every</source>
        <translation>重新训练间隔</translation>
    </message>
    <message>
        <source>Ticks between the batch model's refits, each on the window since the last one.</source>
        <translation>批量模型两次重新拟合之间相隔的时刻数，每次都在自上次以来的窗口数据上拟合。</translation>
    </message>
    <message>
        <source>async workers K</source>
        <translation>异步工作节点 K</translation>
    </message>
    <message>
        <source>Workers attached to the stream; each needs compute_time ticks per gradient.</source>
        <translation>接入数据流的工作节点；每个节点计算一个梯度需要 compute_time 个时刻。</translation>
    </message>
    <message>
        <source>high-staleness workers</source>
        <translation>高陈旧度工作节点</translation>
    </message>
    <message>
        <source>Workers of the high-staleness variant: each slower by stale_workers / K, so the server gets about the same updates per tick (the same only when stale_workers = K; see Model), only older.</source>
        <translation>高陈旧度变体的工作节点数：每个节点的计算时间乘以 stale_workers / K，因此服务器每个时刻得到的更新数大致相同（仅当 stale_workers = K 时完全相同；见 Model 一节），只是更陈旧。</translation>
    </message>
    <message>
        <source>Ticks an async worker needs per gradient (the slowest 25% more).</source>
        <translation>异步工作节点计算一个梯度所需的时刻数（最慢的节点多 25%）。</translation>
    </message>
    <message>
        <source>Step size of both async servers.</source>
        <translation>两个异步服务器的步长。</translation>
    </message>
    <message>
        <source>micro-batch</source>
        <translation>微批量</translation>
    </message>
    <message>
        <source>Examples per micro-batch; the stream produces 4 micro-batches per tick.</source>
        <translation>每个微批量的样本数；数据流每个时刻产生 4 个微批量。</translation>
    </message>
    <message>
        <source>label noise</source>
        <translation>标签噪声</translation>
    </message>
    <message>
        <source>Standard deviation of the noise on each label.</source>
        <translation>每个标签上噪声的标准差。</translation>
    </message>
    <message>
        <source>tolerance</source>
        <translation>容差</translation>
    </message>
    <message>
        <source>A learner has recovered when its tracking error is back within this.</source>
        <translation>当跟踪误差回到此范围内时，即认为学习器已恢复。</translation>
    </message>
    <message>
        <source>Seed of the stream; the same seed gives the same run.</source>
        <translation>数据流的种子；相同的种子给出相同的运行结果。</translation>
    </message>
    <message>
        <source>When not to use async</source>
        <translation>何时不该用异步</translation>
    </message>
    <message>
        <source>The same async run twice gives two answers; sync gives one. And with two workers, async's extra messages buy nothing.</source>
        <translation>同一个异步运行跑两次会得到两个答案；同步只有一个。而且只有两个工作节点时，异步多发的消息毫无收益。</translation>
    </message>
    <message>
        <source>Run the same async setup twice: the arrival order changes and so does the answer, while sync gives the same result every time. With only two workers, look at the message count: async sends more and gains nothing.</source>
        <translation>把同样的异步设置运行两次：到达顺序变了，结果也随之改变，而同步每次都给出相同的结果。只有两个工作节点时，看看消息数：异步发送得更多，却毫无收获。</translation>
    </message>
    <message>
        <source>Workers of the two pairs of runs; x spreads over [1, 4] on y = 2x + 1.</source>
        <translation>两组运行的工作节点数；x 分布在 [1, 4] 上，数据取自 y = 2x + 1。</translation>
    </message>
    <message>
        <source>timing jitter</source>
        <translation>时间抖动</translation>
    </message>
    <message>
        <source>Every compute time is scaled by a random 1 ± jitter, as on real machines.</source>
        <translation>每个计算时间都乘以一个随机的 1 ± jitter，就像在真实机器上一样。</translation>
    </message>
    <message>
        <source>seed of run A</source>
        <translation>运行 A 的种子</translation>
    </message>
    <message>
        <source>The jitter's seed in run A.</source>
        <translation>运行 A 中抖动的种子。</translation>
    </message>
    <message>
        <source>seed of run B</source>
        <translation>运行 B 的种子</translation>
    </message>
    <message>
        <source>The jitter's seed in run B.</source>
        <translation>运行 B 中抖动的种子。</translation>
    </message>
    <message>
        <source>The step size of every update.</source>
        <translation>每次更新的步长。</translation>
    </message>
    <message>
        <source>How many gradients each async run applies.</source>
        <translation>每次异步运行应用多少个梯度。</translation>
    </message>
    <message>
        <source>small case: workers</source>
        <translation>小规模情形：工作节点数</translation>
    </message>
    <message>
        <source>How many workers the small case has.</source>
        <translation>小规模情形中的工作节点数。</translation>
    </message>
    <message>
        <source>small case: message time (s)</source>
        <translation>小规模情形：消息时间（s）</translation>
    </message>
    <message>
        <source>One model over one link.</source>
        <translation>一个模型经过一条链路的传输时间。</translation>
    </message>
    <message>
        <source>small case: target</source>
        <translation>小规模情形：目标</translation>
    </message>
    <message>
        <source>The loss both must reach, as a share of the start's loss above the best.</source>
        <translation>两者都须达到的损失，以初始损失超出最优值部分的比例表示。</translation>
    </message>
    <message>
        <source>Decentralized SGD</source>
        <translation>去中心化 SGD</translation>
    </message>
    <message>
        <source>No server: every node averages its weight with its neighbours until they agree.</source>
        <translation>没有服务器：每个节点与邻居平均权重，直到所有节点达成一致。</translation>
    </message>
    <message>
        <source>There is no server: each node averages its weight with its neighbours only. Watch the values spread through the graph and draw together until all nodes agree. A ring agrees slowly; more links agree faster but send more messages.</source>
        <translation>这里没有服务器：每个节点只与邻居平均权重。观察数值如何在图中扩散并逐渐靠拢，直到所有节点达成一致。环形拓扑达成一致很慢；连接越多，一致得越快，但发送的消息也越多。</translation>
    </message>
    <message>
        <source>Who talks to whom. In a star node 1 is the hub; threshold links nodes close enough on the plane.</source>
        <translation>谁与谁通信。星形中节点 1 是中心；阈值连接平面上距离足够近的节点。</translation>
    </message>
    <message>
        <source>nodes</source>
        <translation>节点数</translation>
    </message>
    <message>
        <source>How many nodes (workers) there are.</source>
        <translation>节点（工作节点）的数量。</translation>
    </message>
    <message>
        <source>distance threshold</source>
        <translation>距离阈值</translation>
    </message>
    <message>
        <source>For the threshold topology: nodes at most this far apart exchange weights.</source>
        <translation>用于阈值拓扑：距离不超过此值的节点之间交换权重。</translation>
    </message>
    <message>
        <source>positions x:y</source>
        <translation>位置 x:y</translation>
    </message>
    <message>
        <source>Where the nodes sit on the plane (empty = a layout for the topology).</source>
        <translation>节点在平面上的位置（留空 = 按拓扑自动布局）。</translation>
    </message>
    <message>
        <source>initial weights</source>
        <translation>初始权重</translation>
    </message>
    <message>
        <source>Each node's starting weight (empty = 1, 2, ..., n).</source>
        <translation>每个节点的起始权重（留空 = 1, 2, ..., n）。</translation>
    </message>
    <message>
        <source>failed nodes</source>
        <translation>故障节点</translation>
    </message>
    <message>
        <source>Nodes that are down and take no part in mixing (numbers from 1).</source>
        <translation>已宕机、不参与混合的节点（编号从 1 开始）。</translation>
    </message>
    <message>
        <source>How many gossip rounds to run.</source>
        <translation>要运行的八卦（gossip）轮数。</translation>
    </message>
    <message>
        <source>local steps</source>
        <translation>本地步数</translation>
    </message>
    <message>
        <source>Gradient steps each node takes on its own shard before each mixing round (0 = pure gossip).</source>
        <translation>每轮混合之前，每个节点在自己的分片上执行的梯度步数（0 = 纯八卦）。</translation>
    </message>
    <message>
        <source>Step size of the local gradient steps.</source>
        <translation>本地梯度步的步长。</translation>
    </message>
    <message>
        <source>One x:y point per node for the local steps (empty = (i, 2i+1)).</source>
        <translation>每个节点用于本地步的一个 x:y 数据点（留空 = (i, 2i+1)）。</translation>
    </message>
    <message>
        <source>Overlap SGD</source>
        <translation>重叠 SGD</translation>
    </message>
    <message>
        <source>Start sending each bucket of gradients while the backward pass is still computing the earlier layers.</source>
        <translation>在反向传播仍在计算前面各层时，就开始发送每个梯度桶。</translation>
    </message>
    <message>
        <source>Compare the two timelines. Without overlap the network waits for the whole backward pass; with it, each bucket of gradients is sent while earlier layers are still computing. The round ends sooner by the part of communication that hides behind computation.</source>
        <translation>比较两条时间线。没有重叠时，网络要等整个反向传播结束；有重叠时，每个梯度桶在前面的层仍在计算时就已发送。一轮提前结束的时间，正是隐藏在计算背后的那部分通信。</translation>
    </message>
    <message>
        <source>layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <source>How many layers the model has.</source>
        <translation>模型有多少层。</translation>
    </message>
    <message>
        <source>backward ms per layer</source>
        <translation>每层反向时间（ms）</translation>
    </message>
    <message>
        <source>Backward compute time of each layer in milliseconds (one value for all).</source>
        <translation>每层的反向计算时间，单位为毫秒（填一个值则全部相同）。</translation>
    </message>
    <message>
        <source>gradient MiB per layer</source>
        <translation>每层梯度（MiB）</translation>
    </message>
    <message>
        <source>Size of each layer's gradient in MiB (one value for all).</source>
        <translation>每层梯度的大小，单位为 MiB（填一个值则全部相同）。</translation>
    </message>
    <message>
        <source>bucket cap (MiB)</source>
        <translation>桶上限（MiB）</translation>
    </message>
    <message>
        <source>Largest bucket; PyTorch DDP uses 25 MiB.</source>
        <translation>最大的桶；PyTorch DDP 使用 25 MiB。</translation>
    </message>
    <message>
        <source>first bucket cap (MiB)</source>
        <translation>首个桶上限（MiB）</translation>
    </message>
    <message>
        <source>Cap of the first bucket (the last layers); DDP uses 1 MiB so communication starts early.</source>
        <translation>第一个桶（最后几层）的上限；DDP 使用 1 MiB，以便尽早开始通信。</translation>
    </message>
    <message>
        <source>bandwidth (GB/s)</source>
        <translation>带宽（GB/s）</translation>
    </message>
    <message>
        <source>Link bandwidth in gigabytes per second.</source>
        <translation>链路带宽，单位为 GB/s（每秒千兆字节）。</translation>
    </message>
    <message>
        <source>latency (µs)</source>
        <translation>延迟（µs）</translation>
    </message>
    <message>
        <source>Fixed cost of every message hop in microseconds.</source>
        <translation>每次消息跳转的固定开销，单位为微秒。</translation>
    </message>
    <message>
        <source>How many workers all-reduce each bucket (ring).</source>
        <translation>多少个工作节点对每个桶做 All-Reduce（环形）。</translation>
    </message>
    <message>
        <source>Quantized SGD</source>
        <translation>量化 SGD</translation>
    </message>
    <message>
        <source>Send each gradient with fewer bits: smaller messages, a small error, and what that does to training.</source>
        <translation>用更少的位发送每个梯度：消息更小，误差很小，看看这对训练有什么影响。</translation>
    </message>
    <message>
        <source>Each gradient is sent with fewer bits. Watch the message size drop and the small rounding error appear beside each value. Lower the bits step by step and see when the path starts to differ from the one with full 32-bit floats.</source>
        <translation>每个梯度都用更少的位发送。观察消息大小下降，以及每个值旁出现的微小舍入误差。逐步降低位数，看看路径从何时开始与使用完整 32 位浮点数的路径不同。</translation>
    </message>
    <message>
        <source>bits per value</source>
        <translation>每个值的位数</translation>
    </message>
    <message>
        <source>32 and 16 are floats; 8, 4 and 2 are uniform levels with a scale; 1 sends only the sign.</source>
        <translation>32 和 16 是浮点数；8、4 和 2 是带缩放因子的均匀级别；1 只发送符号。</translation>
    </message>
    <message>
        <source>scheme</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>by-bits: the lecture's choice for the bit width above. uniform: evenly spaced levels with the bits above; float16 and bfloat16: 16-bit floats; qsgd: levels of |g|/||g||, always rounded at random; sign: 1 bit.</source>
        <translation>按位数：按上面的位宽采用课程中的选择；均匀：用上面的位数均匀划分级别；float16 和 bfloat16：16 位浮点数；QSGD：|g|/||g|| 的级别，总是随机舍入；符号：1 位。</translation>
    </message>
    <message>
        <source>QSGD levels s</source>
        <translation>QSGD 级别数 s</translation>
    </message>
    <message>
        <source>QSGD only: how many levels each sign gets between 0 and the message's length.</source>
        <translation>仅用于 QSGD：在 0 与消息长度之间，每个符号有多少个级别。</translation>
    </message>
    <message>
        <source>rounding</source>
        <translation>舍入</translation>
    </message>
    <message>
        <source>nearest: the closest level; stochastic: one of the two nearest levels at random, unbiased on average.</source>
        <translation>就近：取最近的级别；随机：随机取两个最近级别之一，平均而言无偏。</translation>
    </message>
    <message>
        <source>error feedback</source>
        <translation>误差反馈</translation>
    </message>
    <message>
        <source>Keep what quantization lost and add it to the next gradient.</source>
        <translation>保留量化丢失的部分，并加到下一个梯度上。</translation>
    </message>
    <message>
        <source>How many workers send quantized gradients.</source>
        <translation>多少个工作节点发送量化梯度。</translation>
    </message>
    <message>
        <source>Length of the weight vector (and of each message).</source>
        <translation>权重向量（以及每条消息）的长度。</translation>
    </message>
    <message>
        <source>How many synchronous rounds to train.</source>
        <translation>训练多少个同步轮。</translation>
    </message>
    <message>
        <source>Seed of the synthetic data and of stochastic rounding.</source>
        <translation>合成数据和随机舍入的种子。</translation>
    </message>
    <message>
        <source>Scale lab</source>
        <translation>规模实验室</translation>
    </message>
    <message>
        <source>Sync, async, decentralized and quantized SGD on up to 1024 retail zones and 10 million rows: the learning computed for real, the cluster's wall-clock from a cost model.</source>
        <translation>在多达 1024 个零售区域、10,000,000 行数据上运行同步、异步、去中心化和量化 SGD：学习过程真实计算，集群的挂钟时间由成本模型给出。</translation>
    </message>
    <message>
        <source>The same methods on up to 1024 retail zones and millions of rows. Compare loss against wall-clock time, not against steps: sync waits at every barrier, async never waits but works with stale weights, and quantized sends less. Look for where each method's time goes as the cluster grows.</source>
        <translation>在多达 1024 个零售区域、数百万行数据上运行相同的方法。比较损失随挂钟时间（而非步数）的变化：同步在每个屏障处等待，异步从不等待但使用陈旧的权重，量化则发送得更少。观察随着集群增大，每种方法的时间花在了哪里。</translation>
    </message>
    <message>
        <source>designs</source>
        <translation>设计</translation>
    </message>
    <message>
        <source>Comma list of the designs to compare: sync, async, decentralized, quantized.</source>
        <translation>要比较的设计，用逗号分隔：sync, async, decentralized, quantized。</translation>
    </message>
    <message>
        <source>How many zones (workers) hold a shard.</source>
        <translation>多少个区域（工作节点）各持有一个分片。</translation>
    </message>
    <message>
        <source>rows N</source>
        <translation>行数 N</translation>
    </message>
    <message>
        <source>Rows of synthetic retail data over all zones.</source>
        <translation>所有区域合计的合成零售数据行数。</translation>
    </message>
    <message>
        <source>Features per row (the length of w).</source>
        <translation>每行的特征数（即 w 的长度）。</translation>
    </message>
    <message>
        <source>model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Least squares on a real label (basket value), or logistic regression on a 0/1 label (did the visit end in a sale).</source>
        <translation>对实数标签（购物篮金额）做最小二乘，或对 0/1 标签（这次访问是否成交）做逻辑回归。</translation>
    </message>
    <message>
        <source>Who gossips with whom in the decentralized design (Metropolis-Hastings weights).</source>
        <translation>去中心化设计中谁与谁进行八卦（gossip）通信（Metropolis-Hastings 权重）。</translation>
    </message>
    <message>
        <source>Width of each gradient value in the quantized design.</source>
        <translation>量化设计中每个梯度值的位宽。</translation>
    </message>
    <message>
        <source>straggler share</source>
        <translation>掉队节点比例</translation>
    </message>
    <message>
        <source>Share of workers that run slow.</source>
        <translation>运行缓慢的工作节点所占比例。</translation>
    </message>
    <message>
        <source>straggler slowdown</source>
        <translation>掉队节点减速倍数</translation>
    </message>
    <message>
        <source>How many times slower a straggler computes.</source>
        <translation>掉队节点的计算速度慢多少倍。</translation>
    </message>
    <message>
        <source>Checkpoints: synchronous rounds (async: K updates each).</source>
        <translation>检查点：同步轮数（异步：每个检查点 K 次更新）。</translation>
    </message>
    <message>
        <source>Step size of every design.</source>
        <translation>每种设计的步长。</translation>
    </message>
    <message>
        <source>Link bandwidth of the simulated cluster in gigabytes per second.</source>
        <translation>模拟集群的链路带宽，单位为 GB/s（每秒千兆字节）。</translation>
    </message>
    <message>
        <source>Fixed cost of every message in microseconds.</source>
        <translation>每条消息的固定开销，单位为微秒。</translation>
    </message>
    <message>
        <source>worker GFLOP/s</source>
        <translation>工作节点 GFLOP/s</translation>
    </message>
    <message>
        <source>Compute speed of a full-speed simulated worker.</source>
        <translation>全速模拟工作节点的计算速度。</translation>
    </message>
    <message>
        <source>Seed of the data and of the straggler draw.</source>
        <translation>数据和掉队节点抽取的种子。</translation>
    </message>
    <message>
        <source>backend</source>
        <translation>后端</translation>
    </message>
    <message>
        <source>Where the gradients are computed: auto picks CUDA when a device is there.</source>
        <translation>梯度在哪里计算：自动在有设备时选用 CUDA。</translation>
    </message>
    <message>
        <source>X storage</source>
        <translation>X 存储格式</translation>
    </message>
    <message>
        <source>How the data rows are kept: float32, or 16-bit bfloat16 or float16 (sums in float32): half the bytes to read, each value rounded. With 16 bits every design also runs on float32 X, so the two loss curves can be compared.</source>
        <translation>数据行的存储方式：float32，或 16 位的 bfloat16 或 float16（求和用 float32）：读取的字节减半，每个值都经过舍入。使用 16 位时，每种设计还会在 float32 的 X 上再运行一次，以便比较两条损失曲线。</translation>
    </message>
    <message>
        <source>step</source>
        <translation>步</translation>
    </message>
    <message>
        <source>update</source>
        <translation>更新</translation>
    </message>
    <message>
        <source>round</source>
        <translation>轮</translation>
    </message>
    <message>
        <source>snapshot</source>
        <translation>快照</translation>
    </message>
    <message>
        <source>push</source>
        <translation>推送</translation>
    </message>
    <message>
        <source>tick</source>
        <translation>时刻</translation>
    </message>
    <message>
        <source>bucket</source>
        <translation>桶</translation>
    </message>
    <message>
        <source>checkpoint</source>
        <translation>检查点</translation>
    </message>
    <message>
        <source>One weight: the lecture's example</source>
        <translation>单个权重：课堂上的例子</translation>
    </message>
    <message>
        <source>x = 3, y = 10, start at w = 2: with η = 0.1 the first step lands on 3.2 and settles; then larger steps overshoot and diverge.</source>
        <translation>x = 3，y = 10，从 w = 2 出发：η = 0.1 时第一步落在 3.2，随后趋于稳定；接着，更大的步长会越过最小值并发散。</translation>
    </message>
    <message>
        <source>Ask first: the gradient at w = 2 is −12, so where does w go with η = 0.1? Answer 3.2. Then play to the end: w settles on 10/3.</source>
        <translation>先提问：w = 2 处的梯度是 −12，那么 η = 0.1 时 w 会移到哪里？答案是 3.2。然后播放到最后：w 稳定在 10/3。</translation>
    </message>
    <message>
        <source>Same start, η = 0.2 is above 1/9: each step jumps across w* = 10/3, but the jumps still shrink. Ask which side the next step lands on.</source>
        <translation>起点相同，η = 0.2 大于 1/9：每一步都跳过 w* = 10/3，但跳跃幅度仍在缩小。请学生判断下一步落在哪一侧。</translation>
    </message>
    <message>
        <source>η = 0.5 is above 2/9: the distance to w* grows 3.5 times each step. Let the class say when the run is stopped as diverged.</source>
        <translation>η = 0.5 大于 2/9：到 w* 的距离每步变为原来的 3.5 倍。让全班说出运行何时因发散而被停止。</translation>
    </message>
    <message>
        <source>One weight: overshooting the vertex</source>
        <translation>单个权重：越过顶点</translation>
    </message>
    <message>
        <source>η = 0.2 is above 1/9, so every step jumps across w* = 10/3, yet the jumps still shrink.</source>
        <translation>η = 0.2 大于 1/9，因此每一步都跳过 w* = 10/3，但跳跃幅度仍在缩小。</translation>
    </message>
    <message>
        <source>One weight: divergence</source>
        <translation>单个权重：发散</translation>
    </message>
    <message>
        <source>η = 0.5 is above 2/9: each step multiplies the distance to w* by 3.5 and the run is stopped as diverged.</source>
        <translation>η = 0.5 大于 2/9：每一步都把到 w* 的距离乘以 3.5，运行最终因发散而被停止。</translation>
    </message>
    <message>
        <source>Mini-batch: dropping the leftover</source>
        <translation>小批量：丢弃余下的样本</translation>
    </message>
    <message>
        <source>400 samples in batches of 32: twelve full batches, and the last 16 samples are left out of the epoch.</source>
        <translation>400 个样本，批量大小为 32：共 12 个完整批量，最后 16 个样本不参与本轮次。</translation>
    </message>
    <message>
        <source>Synchronous SGD: one straggler</source>
        <translation>同步 SGD：一个掉队节点</translation>
    </message>
    <message>
        <source>Worker 4 needs three times as long per gradient; everyone else waits for it at the barrier every round.</source>
        <translation>工作节点 4 计算每个梯度需要三倍的时间；其他节点每轮都要在屏障处等它。</translation>
    </message>
    <message>
        <source>Synchronous SGD: ring all-reduce</source>
        <translation>同步 SGD：环形 All-Reduce</translation>
    </message>
    <message>
        <source>The same rounds without a server: gradients travel around a ring in 2(K − 1) steps.</source>
        <translation>同样的各轮，但不用服务器：梯度沿环传递，共需 2(K − 1) 步。</translation>
    </message>
    <message>
        <source>Asynchronous SGD: staleness-aware steps</source>
        <translation>异步 SGD：感知陈旧度的步长</translation>
    </message>
    <message>
        <source>The lecture's three workers, with each gradient scaled by η/(1 + τ) so late arrivals count less.</source>
        <translation>沿用课堂上的三个工作节点，每个梯度按 η/(1 + τ) 缩放，使迟到的梯度作用更小。</translation>
    </message>
    <message>
        <source>Decentralized: a star loses its hub</source>
        <translation>去中心化：星形失去中心节点</translation>
    </message>
    <message>
        <source>Five nodes around hub 1; with the hub down the leaves have no neighbour left and stop mixing.</source>
        <translation>五个节点围绕中心节点 1；中心节点故障后，叶节点不再有邻居，停止混合。</translation>
    </message>
    <message>
        <source>Decentralized: a path loses an end node</source>
        <translation>去中心化：路径失去一个端点</translation>
    </message>
    <message>
        <source>Node 3 at the end of the path 1–2–3 fails; nodes 1 and 2 keep averaging with each other.</source>
        <translation>路径 1–2–3 末端的节点 3 故障；节点 1 和 2 继续相互平均。</translation>
    </message>
    <message>
        <source>Scale lab: 1024 zones, ten million rows</source>
        <translation>规模实验室：1024 个区域，一千万行</translation>
    </message>
    <message>
        <source>The four designs on the full synthetic retail data: 1024 zones of unequal size, 10 million rows of 16 features, a tenth of the workers slow. Takes several seconds; progress and Cancel are in the status bar.</source>
        <translation>四种设计在完整的合成零售数据上运行：1024 个大小不等的区域，10,000,000 行、每行 16 个特征，十分之一的工作节点较慢。需要几秒钟；进度和“取消”按钮在状态栏中。</translation>
    </message>
    <message>
        <source>Scale lab: logistic regression on sale / no sale</source>
        <translation>规模实验室：成交 / 未成交的逻辑回归</translation>
    </message>
    <message>
        <source>The same designs learn a 0/1 label (did the visit end in a sale?) by logistic regression; every design starts at the log loss of a coin flip, ln 2.</source>
        <translation>相同的设计用逻辑回归学习一个 0/1 标签（这次访问是否以成交告终？）；每种设计的起点都是抛硬币的对数损失 ln 2。</translation>
    </message>
    <message>
        <source>Hogwild!: when rows stop being sparse</source>
        <translation>Hogwild!：当行不再稀疏时</translation>
    </message>
    <message>
        <source>Four threads on rows that touch a fifth of the features: their writes collide often, and lock-free SGD loses its edge over one global lock.</source>
        <translation>四个线程处理涉及五分之一特征的行：它们的写入经常冲突，无锁 SGD 相对单个全局锁的优势随之消失。</translation>
    </message>
    <message>
        <source>Implicit momentum: sixteen workers</source>
        <translation>隐式动量：16 个工作节点</translation>
    </message>
    <message>
        <source>With sixteen asynchronous workers the weight swings like SGD with momentum near 1 − 1/16; compare the leaky server and the lower base rate.</source>
        <translation>有 16 个异步工作节点时，权重的摆动就像动量接近 1 − 1/16 的 SGD；请对比带泄漏的服务器和较低的基础学习率。</translation>
    </message>
    <message>
        <source>Staleness remedies: very slow stragglers</source>
        <translation>陈旧度对策：极慢的掉队节点</translation>
    </message>
    <message>
        <source>Stragglers that need 40 seconds per gradient bring gradients hundreds of updates old; see which server rules keep the weight calm.</source>
        <translation>每个梯度需要 40 秒的掉队节点送来的梯度已陈旧数百次更新；看看哪些服务器规则能让权重保持平稳。</translation>
    </message>
    <message>
        <source>Backup workers: a different straggler every round</source>
        <translation>备份工作节点：每轮掉队节点都不同</translation>
    </message>
    <message>
        <source>Random compute times, so the slowest of the four workers changes from round to round; each round leaves that one out.</source>
        <translation>计算时间随机，因此四个工作节点中最慢的那个每轮都在变；每轮都把它排除在外。</translation>
    </message>
    <message>
        <source>Scale lab: half the bytes with bfloat16</source>
        <translation>规模实验室：用 bfloat16 减半字节</translation>
    </message>
    <message>
        <source>The data rows kept as bfloat16, 2 bytes a value instead of 4: a round reads half the memory. Every design also runs on float32 rows; the second slide plots how far apart the two losses are.</source>
        <translation>数据行以 bfloat16 存储，每个值 2 字节而不是 4 字节：每轮读取的内存减半。每种设计也会在 float32 行上运行；第二张幻灯片绘制两种损失相差多少。</translation>
    </message>
    <message>
        <source>Compare the rows/s of the two runs in the readout</source>
        <translation>在读数区比较两次运行的行/秒</translation>
    </message>
    <message>
        <source>How big is the price of 16-bit rows?</source>
        <translation>16 位行的代价有多大？</translation>
    </message>
    <message>
        <source>Exact!</source>
        <translation>完全正确！</translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>正确！</translation>
    </message>
    <message>
        <source>Close, but not exact.</source>
        <translation>接近，但不精确。</translation>
    </message>
    <message>
        <source>Not this time: work it through once more.</source>
        <translation>这次不对：请再推算一遍。</translation>
    </message>
    <message>
        <source>Not this time.</source>
        <translation>这次不对。</translation>
    </message>
    <message>
        <source>Careful:</source>
        <translation>注意：</translation>
    </message>
    <message>
        <source>Type one number, such as %1.</source>
        <translation>请输入一个数，例如 %1。</translation>
    </message>
    <message>
        <source>Type %1 numbers, separated by semicolons.</source>
        <translation>请输入 %1 个数，用分号分隔。</translation>
    </message>
    <message>
        <source>Type %1 numbers, separated by commas.</source>
        <translation>请输入 %1 个数，用逗号分隔。</translation>
    </message>
    <message>
        <source>What is %1 after the next %2?</source>
        <translation>下一%2之后 %1 是多少？</translation>
    </message>
    <message>
        <source>that is %1 before the step; the question is where the step takes it.</source>
        <translation>这是这一步之前的 %1；问题问的是这一步把它带到哪里。</translation>
    </message>
    <message>
        <source>The answer is %1.</source>
        <translation>答案是 %1。</translation>
    </message>
    <message>
        <source>There is no such choice.</source>
        <translation>没有这个选项。</translation>
    </message>
    <message>
        <source>Not this one.</source>
        <translation>不是这个。</translation>
    </message>
    <message>
        <source>staleness of the update</source>
        <translation>该更新的陈旧度</translation>
    </message>
    <message>
        <source>worker that arrives</source>
        <translation>到达的工作节点</translation>
    </message>
    <message>
        <source>server w</source>
        <translation>服务器的 w</translation>
    </message>
    <message>
        <source>arrival time</source>
        <translation>到达时间</translation>
    </message>
    <message>
        <source>gap between the two async runs</source>
        <translation>两次异步运行之间的差距</translation>
    </message>
    <message>
        <source>worker in run A</source>
        <translation>运行 A 中的工作节点</translation>
    </message>
    <message>
        <source>worker in run B</source>
        <translation>运行 B 中的工作节点</translation>
    </message>
    <message>
        <source>run A's w</source>
        <translation>运行 A 的 w</translation>
    </message>
    <message>
        <source>w</source>
        <translation>w</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>损失</translation>
    </message>
    <message>
        <source>round starts at</source>
        <translation>该轮开始于</translation>
    </message>
    <message>
        <source>gradients dropped so far</source>
        <translation>目前丢弃的梯度数</translation>
    </message>
    <message>
        <source>node weights</source>
        <translation>各节点的权重</translation>
    </message>
    <message>
        <source>mean weight</source>
        <translation>平均权重</translation>
    </message>
    <message>
        <source>consensus distance</source>
        <translation>共识距离</translation>
    </message>
    <message>
        <source>async model's error</source>
        <translation>异步模型的误差</translation>
    </message>
    <message>
        <source>stale model's error</source>
        <translation>陈旧模型的误差</translation>
    </message>
    <message>
        <source>batch model's error</source>
        <translation>批量模型的误差</translation>
    </message>
    <message>
        <source>updates so far</source>
        <translation>目前的更新次数</translation>
    </message>
    <message>
        <source>collisions so far</source>
        <translation>目前的冲突次数</translation>
    </message>
    <message>
        <source>momentum SGD's w</source>
        <translation>动量 SGD 的 w</translation>
    </message>
    <message>
        <source>async SGD's mean w</source>
        <translation>异步 SGD 的平均 w</translation>
    </message>
    <message>
        <source>worker of the sample run</source>
        <translation>示例运行中的工作节点</translation>
    </message>
    <message>
        <source>staleness in the sample run</source>
        <translation>示例运行中的陈旧度</translation>
    </message>
    <message>
        <source>samples seen</source>
        <translation>已见样本数</translation>
    </message>
    <message>
        <source>epoch</source>
        <translation>轮次（epoch）</translation>
    </message>
    <message>
        <source>all-reduce ends at</source>
        <translation>All-Reduce 结束于</translation>
    </message>
    <message>
        <source>all-reduce starts at</source>
        <translation>All-Reduce 开始于</translation>
    </message>
    <message>
        <source>wait for the link</source>
        <translation>等待链路</translation>
    </message>
    <message>
        <source>bytes sent so far</source>
        <translation>目前发送的字节数</translation>
    </message>
    <message>
        <source>quantization error</source>
        <translation>量化误差</translation>
    </message>
    <message>
        <source>sync loss</source>
        <translation>同步损失</translation>
    </message>
    <message>
        <source>async loss</source>
        <translation>异步损失</translation>
    </message>
    <message>
        <source>decentralized loss</source>
        <translation>去中心化损失</translation>
    </message>
    <message>
        <source>quantized loss</source>
        <translation>量化损失</translation>
    </message>
    <message>
        <source>worker whose push is applied</source>
        <translation>被应用推送的工作节点</translation>
    </message>
    <message>
        <source>staleness</source>
        <translation>陈旧度</translation>
    </message>
    <message>
        <source>wait in the queue</source>
        <translation>队列中的等待</translation>
    </message>
    <message>
        <source>prediction ŷ</source>
        <translation>预测 ŷ</translation>
    </message>
    <message>
        <source>gradient g</source>
        <translation>梯度 g</translation>
    </message>
    <message>
        <source>staleness of the gradient</source>
        <translation>梯度的陈旧度</translation>
    </message>
    <message>
        <source>w with a constant rate</source>
        <translation>恒定学习率下的 w</translation>
    </message>
    <message>
        <source>w with η/(1 + τ)</source>
        <translation>使用 η/(1 + τ) 时的 w</translation>
    </message>
    <message>
        <source>global w</source>
        <translation>全局 w</translation>
    </message>
    <message>
        <source>idle time so far</source>
        <translation>目前的空闲时间</translation>
    </message>
    <message>
        <source>global updates</source>
        <translation>全局更新次数</translation>
    </message>
    <message>
        <source>How stale is the next update? The server has made %1; %2 is computing.</source>
        <translation>下一次更新的陈旧度是多少？服务器已完成 %1；%2正在计算。</translation>
    </message>
    <message>
        <source>How stale is the next update? The server has made %1; %2 are computing.</source>
        <translation>下一次更新的陈旧度是多少？服务器已完成 %1；%2正在计算。</translation>
    </message>
    <message>
        <source>How far apart are the two async runs after the next update? w_a − w_b = %1 now.</source>
        <translation>下一次更新之后，两个异步运行相差多远？当前 w_a − w_b = %1。</translation>
    </message>
    <message>
        <source>Where is w after round %1, which uses only the first %2 of %3 gradients? w = %4 now, η = %5.</source>
        <translation>第 %1 轮只使用 %3 个梯度中最先到达的 %2 个，这一轮之后 w 在哪里？当前 w = %4，η = %5。</translation>
    </message>
    <message>
        <source>What weights will the nodes hold after averaging? After their local steps they hold %1.</source>
        <translation>平均之后各节点的权重是多少？完成本地步之后，它们的权重是 %1。</translation>
    </message>
    <message>
        <source>How far from the optimum is the async model after the next tick? Its error is %1 now.</source>
        <translation>下一个时刻之后，异步模型离最优点有多远？它当前的误差是 %1。</translation>
    </message>
    <message>
        <source>What is the loss at the next snapshot? It is %1 now, with %2 writing without locks.</source>
        <translation>下一个快照时的损失是多少？当前为 %1，有 %2无锁写入。</translation>
    </message>
    <message>
        <source>Where does momentum SGD's w land next? w = %1 now, its last move %2; momentum μ = 1 − 1/%3 = %4, step η/K = %5, gradient %6·(w − %7).</source>
        <translation>动量 SGD 的 w 下一步落在哪里？当前 w = %1，上一次移动 %2；动量 μ = 1 − 1/%3 = %4，步长 η/K = %5，梯度 %6·(w − %7)。</translation>
    </message>
    <message>
        <source>Where does w land after the next batch? w = %1 now, η = %2; the next batch (%3 sample) has the mean gradient ḡ = %4 at w.</source>
        <translation>下一个批量之后 w 落在哪里？当前 w = %1，η = %2；下一个批量（%3 个样本）在 w 处的平均梯度 ḡ = %4。</translation>
    </message>
    <message>
        <source>Where does w land after the next batch? w = %1 now, η = %2; the next batch (%3 samples) has the mean gradient ḡ = %4 at w.</source>
        <translation>下一个批量之后 w 落在哪里？当前 w = %1，η = %2；下一个批量（%3 个样本）在 w 处的平均梯度 ḡ = %4。</translation>
    </message>
    <message>
        <source>that is a step up the slope: the update subtracts η times ḡ.</source>
        <translation>这是往坡上走的一步：更新要减去 η 乘以 ḡ。</translation>
    </message>
    <message>
        <source>that forgets η: the step is η times ḡ.</source>
        <translation>这里漏了 η：步长是 η 乘以 ḡ。</translation>
    </message>
    <message>
        <source>that sums the batch's gradients; the update takes their mean.</source>
        <translation>这是把批量中的梯度相加；更新取的是它们的平均值。</translation>
    </message>
    <message>
        <source>When does bucket %1's all-reduce finish? Its %2 bytes of gradients are ready at %3 ms; the link is free from %4 ms. A ring of %5 workers sends the bucket's bytes times 2(K−1)/K = %6 at %7 bytes per ms, plus 2(K−1) = %8 latencies of %9 ms.</source>
        <translation>桶 %1 的 All-Reduce 何时完成？它的 %2 字节梯度在 %3 ms 时就绪；链路从 %4 ms 起空闲。由 %5 个工作节点组成的环发送桶字节数的 2(K−1)/K = %6 倍，速率为每毫秒 %7 字节，另加 2(K−1) = %8 次延迟，每次 %9 ms。</translation>
    </message>
    <message>
        <source>that starts when the gradients are ready; the link is still busy with the bucket before.</source>
        <translation>这是从梯度就绪时开始算的；但链路还在忙着传前一个桶。</translation>
    </message>
    <message>
        <source>that sends the bucket once; a ring all-reduce sends 2(K−1)/K times it.</source>
        <translation>这是只把桶发送一次；环形 All-Reduce 发送的是它的 2(K−1)/K 倍。</translation>
    </message>
    <message>
        <source>that leaves out the latencies: each of the 2(K−1) ring steps waits one.</source>
        <translation>这漏掉了延迟：2(K−1) 个环形步骤每一步都要等待一次延迟。</translation>
    </message>
    <message>
        <source>How many bytes will have been sent after the next round? %1 so far; one message is %2 bytes, %3.</source>
        <translation>下一轮之后一共发送了多少字节？目前已发送 %1；一条消息 %2 字节，%3。</translation>
    </message>
    <message>
        <source>Which loss does the sync design reach at the next checkpoint?</source>
        <translation>同步方案在下一个检查点达到多少损失？</translation>
    </message>
    <message>
        <source>Which loss does the async design reach at the next checkpoint?</source>
        <translation>异步方案在下一个检查点达到多少损失？</translation>
    </message>
    <message>
        <source>Which loss does the decentralized design reach at the next checkpoint?</source>
        <translation>去中心化方案在下一个检查点达到多少损失？</translation>
    </message>
    <message>
        <source>Which loss does the quantized design reach at the next checkpoint?</source>
        <translation>量化方案在下一个检查点达到多少损失？</translation>
    </message>
    <message>
        <source>Which worker's push does the server apply next? %1 applied so far, %2, %3.</source>
        <translation>服务器下一个应用哪个工作节点的推送？目前已应用 %1 次，%2，%3。</translation>
    </message>
    <message>
        <source>Which worker's push do the shards apply next? %1 applied so far, %2, %3.</source>
        <translation>各分片下一个应用哪个工作节点的推送？目前已应用 %1 次，%2，%3。</translation>
    </message>
    <message>
        <source>Where does w land after this step? w = %1, g = %2 now, η = %3.</source>
        <translation>这一步之后 w 落在哪里？当前 w = %1，g = %2，η = %3。</translation>
    </message>
    <message>
        <source>that is the step with the slope taken in x instead of w (the x factor slipped).</source>
        <translation>这是把斜率对 x 而不是对 w 求出来的一步（弄错了 x 这个因子）。</translation>
    </message>
    <message>
        <source>that is a step up the slope: the update subtracts η times g.</source>
        <translation>这是往坡上走的一步：更新要减去 η 乘以 g。</translation>
    </message>
    <message>
        <source>that forgets η: the step is η times g.</source>
        <translation>这里漏了 η：步长是 η 乘以 g。</translation>
    </message>
    <message>
        <source>How stale is the next gradient? %1 so far, %2, %3 of them slow.</source>
        <translation>下一个梯度的陈旧度是多少？目前已有 %1，%2，其中 %3 个较慢。</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>均值</translation>
    </message>
    <message>
        <source>sum</source>
        <translation>求和</translation>
    </message>
    <message>
        <source>What is the global w after round %1? w = %2 now; the workers' gradients at it are %3, η = %4, aggregation: %5.</source>
        <translation>第 %1 轮之后全局 w 是多少？当前 w = %2；各工作节点在该点的梯度为 %3，η = %4，聚合方式：%5。</translation>
    </message>
    <message>
        <source>that is a step up the slope: the update subtracts η times the gradient.</source>
        <translation>这是往坡上走的一步：更新要减去 η 乘以梯度。</translation>
    </message>
    <message>
        <source>that forgets η: the step is η times the gradient.</source>
        <translation>这里漏了 η：步长是 η 乘以梯度。</translation>
    </message>
    <message>
        <source>that adds the workers' gradients; this run averages them.</source>
        <translation>这是把各工作节点的梯度相加；本次运行取的是它们的平均。</translation>
    </message>
    <message>
        <source>that averages the gradients; this run adds them.</source>
        <translation>这是对梯度取平均；本次运行把它们相加。</translation>
    </message>
    <message>
        <source>rank 0 is the parameter server and applies each gradient the moment it arrives</source>
        <translation>rank 0 是参数服务器，每个梯度一到达就立即应用</translation>
    </message>
    <message>
        <source>each node is a process that averages with its neighbours; rank 0 only records</source>
        <translation>每个节点是一个进程，与其邻居求平均；rank 0 只负责记录</translation>
    </message>
    <message>
        <source>rank 0 is the parameter server, behind a barrier every round</source>
        <translation>rank 0 是参数服务器，每轮都设有屏障</translation>
    </message>
    <message>
        <source>the workers pass gradients round a ring (all-reduce); rank 0 only records</source>
        <translation>工作节点沿环传递梯度（All-Reduce）；rank 0 只负责记录</translation>
    </message>
    <message>
        <source>Every message carries a model of %1 (the scene's %2, scaled down so that the run stays quick); the bytes each rank sends are counted and shown beside the 2(K−1)/K rule.</source>
        <translation>每条消息携带一个 %1 的模型（由场景的 %2 缩小而来，以便运行保持快速）；每个 rank 发送的字节数会被统计，并显示在 2(K−1)/K 规则旁。</translation>
    </message>
    <message>
        <source>Every message carries the model of %1; the bytes each rank sends are counted.</source>
        <translation>每条消息携带 %1 的模型；每个 rank 发送的字节数会被统计。</translation>
    </message>
    <message>
        <source>one per pair</source>
        <translation>每对一个</translation>
    </message>
    <message>
        <source>auto, up to 4</source>
        <translation>自动，最多 4</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>greater than %1, at most %2</source>
        <translation>大于 %1、至多 %2</translation>
    </message>
    <message>
        <source>from %1 to %2</source>
        <translation>从 %1 到 %2</translation>
    </message>
    <message>
        <source>a number %1</source>
        <translation>%1 的数</translation>
    </message>
    <message>
        <source>a whole number from %1 to %2</source>
        <translation>从 %1 到 %2 的整数</translation>
    </message>
    <message>
        <source>one of %1</source>
        <translation>以下之一：%1</translation>
    </message>
    <message>
        <source>empty or comma-separated numbers, each %1</source>
        <translation>留空，或用逗号分隔的数，每个数%1</translation>
    </message>
    <message>
        <source>comma-separated numbers, each %1</source>
        <translation>用逗号分隔的数，每个数%1</translation>
    </message>
    <message>
        <source>empty or comma-separated whole numbers from %1 to %2</source>
        <translation>留空，或用逗号分隔的整数，从 %1 到 %2</translation>
    </message>
    <message>
        <source>comma-separated whole numbers from %1 to %2</source>
        <translation>用逗号分隔的整数，从 %1 到 %2</translation>
    </message>
    <message>
        <source>empty or comma-separated x:y pairs of numbers from %1 to %2</source>
        <translation>留空，或用逗号分隔的 x:y 数对，数从 %1 到 %2</translation>
    </message>
    <message>
        <source>comma-separated x:y pairs of numbers from %1 to %2</source>
        <translation>用逗号分隔的 x:y 数对，数从 %1 到 %2</translation>
    </message>
    <message>
        <source>async workers</source>
        <translation>异步工作节点</translation>
    </message>
    <message>
        <source>async, high staleness</source>
        <translation>异步，高陈旧度</translation>
    </message>
    <message>
        <source>batch retraining</source>
        <translation>批量重新训练</translation>
    </message>
    <message>
        <source>constant η</source>
        <translation>恒定 η</translation>
    </message>
    <message>
        <source>η/(1+τ)</source>
        <translation>η/(1+τ)</translation>
    </message>
    <message>
        <source>AdaDelay-style η/√(1+τ)</source>
        <translation>AdaDelay 式 η/√(1+τ)</translation>
    </message>
    <message>
        <source>clipped gradient</source>
        <translation>裁剪梯度</translation>
    </message>
    <message>
        <source>delay-compensated</source>
        <translation>延迟补偿</translation>
    </message>
</context>
<context>
    <name>sgd::page</name>
    <message>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>The answer is %1.</source>
        <translation>答案是 %1。</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>实时</translation>
    </message>
    <message>
        <source>Your own pace: the teacher is at step %1</source>
        <translation>按你自己的节奏：老师在第 %1 步</translation>
    </message>
    <message>
        <source>The class session lost its network: waiting for it to come back…</source>
        <translation>课堂会话失去了网络：正在等待恢复……</translation>
    </message>
    <message>
        <source>Type a number.</source>
        <translation>请输入一个数。</translation>
    </message>
    <message>
        <source>%1 numbers, e.g. 1.5, 2</source>
        <translation>%1 个数，例如 1.5, 2</translation>
    </message>
    <message>
        <source>your answer, e.g. 1.25</source>
        <translation>你的答案，例如 1.25</translation>
    </message>
    <message>
        <source>your prediction</source>
        <translation>你的预测</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>发送</translation>
    </message>
    <message>
        <source>Sent: %1. Wait for the reveal.</source>
        <translation>已发送：%1。请等待揭晓。</translation>
    </message>
    <message>
        <source>Your answer is in: %1. Wait for the reveal.</source>
        <translation>你的答案已收到：%1。请等待揭晓。</translation>
    </message>
    <message>
        <source>Too late: the question had closed.</source>
        <translation>太晚了：问题已经关闭。</translation>
    </message>
    <message>
        <source>The class session has ended.</source>
        <translation>课堂会话已结束。</translation>
    </message>
    <message>
        <source>Connection lost: trying again…</source>
        <translation>连接中断：正在重试……</translation>
    </message>
    <message>
        <source>Could not reach the class session.</source>
        <translation>无法连接到课堂会话。</translation>
    </message>
    <message>
        <source>Joining…</source>
        <translation>正在加入……</translation>
    </message>
    <message>
        <source>&lt;b&gt;Predict&lt;/b&gt; before the next step: %1</source>
        <translation>下一步之前先&lt;b&gt;预测&lt;/b&gt;：%1</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>检查</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>揭晓</translation>
    </message>
    <message>
        <source>This step's numbers</source>
        <translation>这一步的数值</translation>
    </message>
    <message>
        <source>Left and Right step through the last steps · End returns to live</source>
        <translation>左右方向键浏览最近的步骤 · End 回到实时</translation>
    </message>
    <message>
        <source>Right and Left step · Space plays · Home starts again</source>
        <translation>左右方向键逐步 · 空格键播放 · Home 从头开始</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>步骤</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Home</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开头</translation>
    </message>
    <message>
        <source>Left arrow</source>
        <translation>左方向键</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>后退</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>空格键</translation>
    </message>
    <message>
        <source>Right arrow</source>
        <translation>右方向键</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>单步</translation>
    </message>
    <message>
        <source>End</source>
        <translation>End</translation>
    </message>
    <message>
        <source>Back to live</source>
        <translation>回到实时</translation>
    </message>
    <message>
        <source>This page needs no network.</source>
        <translation>本页无需网络。</translation>
    </message>
    <message>
        <source>Class session</source>
        <translation>课堂会话</translation>
    </message>
    <message>
        <source>Join the class</source>
        <translation>加入课堂</translation>
    </message>
    <message>
        <source>Follow the teacher's steps on this device, step back on your own, and answer when the teacher asks.</source>
        <translation>在本设备上跟随老师的步骤，可自行回看，并在老师提问时作答。</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>加入码</translation>
    </message>
    <message>
        <source>Nickname (optional)</source>
        <translation>昵称（可选）</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>加入</translation>
    </message>
    <message>
        <source>Answers are anonymous unless you give a nickname; nothing you send is kept after the session unless the teacher saves the answers.</source>
        <translation>除非你填写昵称，否则答案是匿名的；除非老师保存答案，你发送的内容在会话结束后都不会保留。</translation>
    </message>
    <message>
        <source>This page holds steps %1 to %2 of the run's %3: a page holds at most %4 steps and about %5 MB. Export another range with &lt;code&gt;--from&lt;/code&gt; and &lt;code&gt;--to&lt;/code&gt;.</source>
        <translation>本页包含该运行 %3 步中的第 %1 至 %2 步：一页最多容纳 %4 步、约 %5 MB。请用 &lt;code&gt;--from&lt;/code&gt; 和 &lt;code&gt;--to&lt;/code&gt; 导出其他范围。</translation>
    </message>
    <message>
        <source>Made with SGD Studio from scene &lt;code&gt;%1&lt;/code&gt;: every picture and number comes from the same computation as the app.</source>
        <translation>由 SGD Studio 根据场景 &lt;code&gt;%1&lt;/code&gt; 生成：每张图和每个数都来自与应用相同的计算。</translation>
    </message>
    <message>
        <source>Slide %1 of %2 · %3</source>
        <translation>第 %1 张幻灯片，共 %2 张 · %3</translation>
    </message>
    <message>
        <source>This page holds the first %1 of the lesson's %2 slides.</source>
        <translation>本页包含该课程 %2 张幻灯片中的前 %1 张。</translation>
    </message>
    <message>
        <source>Made with SGD Studio from the lesson's %1 slides: every picture and number comes from the same computation as the app.</source>
        <translation>由 SGD Studio 根据该课程的 %1 张幻灯片生成：每张图和每个数都来自与应用相同的计算。</translation>
    </message>
</context>
<context>
    <name>sgd::plural</name>
    <message>
        <source>bucket</source>
        <translation>个桶</translation>
    </message>
    <message>
        <source>buckets</source>
        <translation>个桶</translation>
    </message>
    <message>
        <source>gradient</source>
        <translation>个梯度</translation>
    </message>
    <message>
        <source>gradients</source>
        <translation>个梯度</translation>
    </message>
    <message>
        <source>hardware thread</source>
        <translation>个硬件线程</translation>
    </message>
    <message>
        <source>hardware threads</source>
        <translation>个硬件线程</translation>
    </message>
    <message>
        <source>join</source>
        <translation>次加入</translation>
    </message>
    <message>
        <source>joins</source>
        <translation>次加入</translation>
    </message>
    <message>
        <source>plain synchronous round</source>
        <translation>轮普通同步</translation>
    </message>
    <message>
        <source>plain synchronous rounds</source>
        <translation>轮普通同步</translation>
    </message>
    <message>
        <source>push</source>
        <translation>次推送</translation>
    </message>
    <message>
        <source>pushes</source>
        <translation>次推送</translation>
    </message>
    <message>
        <source>round</source>
        <translation>轮</translation>
    </message>
    <message>
        <source>rounds</source>
        <translation>轮</translation>
    </message>
    <message>
        <source>sample</source>
        <translation>个样本</translation>
    </message>
    <message>
        <source>samples</source>
        <translation>个样本</translation>
    </message>
    <message>
        <source>sync round</source>
        <translation>轮同步</translation>
    </message>
    <message>
        <source>sync rounds</source>
        <translation>轮同步</translation>
    </message>
    <message>
        <source>thread</source>
        <translation>个线程</translation>
    </message>
    <message>
        <source>threads</source>
        <translation>个线程</translation>
    </message>
    <message>
        <source>update</source>
        <translation>次更新</translation>
    </message>
    <message>
        <source>updates</source>
        <translation>次更新</translation>
    </message>
    <message>
        <source>value</source>
        <translation>个值</translation>
    </message>
    <message>
        <source>values</source>
        <translation>个值</translation>
    </message>
    <message>
        <source>worker</source>
        <translation>个工作节点</translation>
    </message>
    <message>
        <source>workers</source>
        <translation>个工作节点</translation>
    </message>
    <message>
        <source>wrong code</source>
        <translation>次错误代码</translation>
    </message>
    <message>
        <source>wrong codes</source>
        <translation>次错误代码</translation>
    </message>
    <message>
        <source>shard</source>
        <translation>个分片</translation>
    </message>
    <message>
        <source>shards</source>
        <translation>个分片</translation>
    </message>
</context>
<context>
    <name>sgd::ui::AnimationDialog</name>
    <message>
        <source>Export animation</source>
        <translation>导出动画</translation>
    </message>
    <message>
        <source>MP4 (H.264: PowerPoint, Keynote, browsers)</source>
        <translation>MP4（H.264：PowerPoint、Keynote、浏览器）</translation>
    </message>
    <message>
        <source>WebM (VP9: browsers)</source>
        <translation>WebM（VP9：浏览器）</translation>
    </message>
    <message>
        <source>GIF (plays anywhere, larger file)</source>
        <translation>GIF（随处可播放，文件较大）</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>格式</translation>
    </message>
    <message>
        <source>The step the animation starts on.</source>
        <translation>动画从哪一步开始。</translation>
    </message>
    <message>
        <source>The step the animation ends on.</source>
        <translation>动画在哪一步结束。</translation>
    </message>
    <message>
        <source>to</source>
        <translation>至</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>步</translation>
    </message>
    <message>
        <source>Frames a second: 30 is smooth; fewer make a smaller file.</source>
        <translation>每秒帧数：30 很流畅；帧数越少，文件越小。</translation>
    </message>
    <message>
        <source>Frames a second</source>
        <translation>每秒帧数</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <source>Width of the video in pixels.</source>
        <translation>视频宽度（像素）。</translation>
    </message>
    <message>
        <source>Height of the video in pixels.</source>
        <translation>视频高度（像素）。</translation>
    </message>
    <message>
        <source>Width (px)</source>
        <translation>宽度（px）</translation>
    </message>
    <message>
        <source>Height (px)</source>
        <translation>高度（px）</translation>
    </message>
    <message>
        <source>Print (white paper, thicker lines)</source>
        <translation>打印（白纸，线条更粗）</translation>
    </message>
    <message>
        <source>Screen theme</source>
        <translation>屏幕主题</translation>
    </message>
    <message>
        <source>Style</source>
        <translation>样式</translation>
    </message>
    <message>
        <source>Choose file…</source>
        <translation>选择文件…</translation>
    </message>
    <message>
        <source>%1 frames, %2 s, %3 x %4 pixels</source>
        <translation>%1 帧，%2 s，%3 x %4 像素</translation>
    </message>
    <message>
        <source>First step</source>
        <translation>起始步</translation>
    </message>
    <message>
        <source>Last step</source>
        <translation>结束步</translation>
    </message>
</context>
<context>
    <name>sgd::ui::AnimationRun</name>
    <message>
        <source>Painting the frames…</source>
        <translation>正在绘制帧…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Export animation</source>
        <translation>导出动画</translation>
    </message>
    <message>
        <source>Writing the file…</source>
        <translation>正在写入文件…</translation>
    </message>
    <message>
        <source>Painting frame %1 of %2…</source>
        <translation>正在绘制第 %1 帧，共 %2 帧…</translation>
    </message>
</context>
<context>
    <name>sgd::ui::Autosave</name>
    <message>
        <source>Restore the session that crashed</source>
        <translation>恢复崩溃的会话</translation>
    </message>
    <message>
        <source>Brings back the session that crashed the last start while it was restored.</source>
        <translation>恢复上次启动时在恢复过程中崩溃的会话。</translation>
    </message>
    <message>
        <source>The last start crashed while bringing back the previous session, so it was not restored this time. File &gt; Restore the session that crashed tries again.</source>
        <translation>上次启动在恢复之前的会话时崩溃了，因此这次没有恢复它。可通过“文件 &gt; 恢复崩溃的会话”再试一次。</translation>
    </message>
    <message>
        <source>Restored the session that ended without closing: %1, step %2.</source>
        <translation>已恢复未正常关闭就结束的会话：%1，第 %2 步。</translation>
    </message>
    <message>
        <source>Restored session</source>
        <translation>已恢复的会话</translation>
    </message>
</context>
<context>
    <name>sgd::ui::BusyIndicator</name>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>computing… %p%</source>
        <translation>正在计算… %p%</translation>
    </message>
    <message>
        <source>Stop this computation and keep the previous result on screen.</source>
        <translation>停止这次计算，屏幕上保留之前的结果。</translation>
    </message>
    <message>
        <source>Computation cancelled; showing the previous result.</source>
        <translation>计算已取消；显示之前的结果。</translation>
    </message>
</context>
<context>
    <name>sgd::ui::ClassOverlay</name>
    <message>
        <source>Class %1 · %2 joined</source>
        <translation>课堂 %1 · 已加入 %2 人</translation>
    </message>
    <message>
        <source> · %1 answered</source>
        <translation> · 已作答 %1 人</translation>
    </message>
    <message>
        <source>Join the class</source>
        <translation>加入课堂</translation>
    </message>
    <message>
        <source>Scan, or open the address and type the code</source>
        <translation>扫码，或打开网址并输入代码</translation>
    </message>
    <message>
        <source>No question asked yet: turn on quiz mode (Q) and step.</source>
        <translation>尚未提问：请打开测验模式（Q）并前进一步。</translation>
    </message>
    <message>
        <source>The class's answers: %1</source>
        <translation>全班的答案：%1</translation>
    </message>
    <message>
        <source>The class's answers</source>
        <translation>全班的答案</translation>
    </message>
    <message>
        <source>%1 of %2 answered, %3 right</source>
        <translation>%2 人中 %1 人已作答，%3 人正确</translation>
    </message>
    <message>
        <source>%1 of %2 answered</source>
        <translation>%2 人中 %1 人已作答</translation>
    </message>
    <message>
        <source>before the step</source>
        <translation>步前的值</translation>
    </message>
    <message>
        <source>right</source>
        <translation>正确</translation>
    </message>
</context>
<context>
    <name>sgd::ui::ClassServer</name>
    <message>
        <source>cannot listen on %1 port %2: %3</source>
        <translation>无法在 %1 的端口 %2 上监听：%3</translation>
    </message>
    <message>
        <source>Too many wrong codes came from this device's network address: ask the teacher.</source>
        <translation>来自此设备网络地址的错误代码过多：请询问老师。</translation>
    </message>
    <message>
        <source>The class session this page followed has ended: type the new code from the projector.</source>
        <translation>此页面所跟随的课堂会话已结束：请输入投影上的新代码。</translation>
    </message>
    <message>
        <source>That is not this session's code: check the code on the projector.</source>
        <translation>这不是本次会话的代码：请核对投影上的代码。</translation>
    </message>
    <message>
        <source>Too many students joined from this device's network address: ask the teacher.</source>
        <translation>从此设备网络地址加入的学生过多：请询问老师。</translation>
    </message>
    <message>
        <source>This page was opened again (another tab or a reload): follow there.</source>
        <translation>此页面已在别处再次打开（另一个标签页或刷新）：请在那里继续跟随。</translation>
    </message>
    <message>
        <source>The class is full (%1 students).</source>
        <translation>课堂已满（%1 名学生）。</translation>
    </message>
    <message>
        <source>You said %1. %2</source>
        <translation>你的答案是 %1。%2</translation>
    </message>
    <message>
        <source>The answer: %1.</source>
        <translation>答案：%1。</translation>
    </message>
</context>
<context>
    <name>sgd::ui::ClassStartDialog</name>
    <message>
        <source>Start class session</source>
        <translation>开始课堂会话</translation>
    </message>
    <message>
        <source>Students' devices must reach this address: pick the network the room's Wi-Fi is on</source>
        <translation>学生的设备必须能访问此地址：请选择教室 Wi-Fi 所在的网络</translation>
    </message>
    <message>
        <source>Serve on</source>
        <translation>服务地址</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>端口</translation>
    </message>
    <message>
        <source>Students open the address on the projector in any browser on the same network and type the code (or scan the QR code). They see each step you show and answer when quiz mode asks. Only this session's page is served; nothing students send is saved unless you save it.</source>
        <translation>学生在同一网络中的任意浏览器里打开投影上的地址并输入代码（或扫描二维码）。他们会看到你展示的每一步，并在测验模式提问时作答。只提供本次会话的页面；除非你保存，学生发送的任何内容都不会被保存。</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
</context>
<context>
    <name>sgd::ui::ClassTools</name>
    <message>
        <source>Start class session…</source>
        <translation>开始课堂会话…</translation>
    </message>
    <message>
        <source>Students follow your steps and answer on their own devices</source>
        <translation>学生在自己的设备上跟随你的步骤并作答</translation>
    </message>
    <message>
        <source>Show join card</source>
        <translation>显示加入卡片</translation>
    </message>
    <message>
        <source>Show the class's answers</source>
        <translation>显示全班的答案</translation>
    </message>
    <message>
        <source>Save the class's answers (CSV)…</source>
        <translation>保存全班的答案（CSV）…</translation>
    </message>
    <message>
        <source>Class session</source>
        <translation>课堂会话</translation>
    </message>
    <message>
        <source>Let turned-away addresses join again</source>
        <translation>允许被拒绝的地址重新加入</translation>
    </message>
    <message>
        <source>Devices behind an address that sent too many wrong codes (old pages after a restart, or guessing) may try again.</source>
        <translation>曾发送过多错误代码的地址（重启后的旧页面或猜测代码）后面的设备可以重试。</translation>
    </message>
    <message>
        <source>Stop class session</source>
        <translation>停止课堂会话</translation>
    </message>
    <message>
        <source>The class session's network is back.</source>
        <translation>课堂会话的网络已恢复。</translation>
    </message>
    <message>
        <source>The class session could not start.

%1</source>
        <translation>课堂会话无法启动。

%1</translation>
    </message>
    <message>
        <source>Save the class's answers</source>
        <translation>保存全班的答案</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Save failed</source>
        <translation>保存失败</translation>
    </message>
    <message>
        <source>The answers were not saved.

%1</source>
        <translation>答案未保存。

%1</translation>
    </message>
    <message>
        <source>The class session's network is gone: %1 is no longer this computer's address. Reconnect the Wi-Fi; the session goes on when it is back.</source>
        <translation>课堂会话的网络已断开：%1 不再是这台计算机的地址。请重新连接 Wi-Fi；网络恢复后会话将继续。</translation>
    </message>
    <message>
        <source>The class session's network is gone: %1 is no longer this computer's address. Reconnect, or stop and start the session on %2.</source>
        <translation>课堂会话的网络已断开：%1 不再是这台计算机的地址。请重新连接，或停止课堂会话后在 %2 上重新启动。</translation>
    </message>
</context>
<context>
    <name>sgd::ui::CompareTools</name>
    <message>
        <source>&amp;Compare</source>
        <translation>比较(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Pin run</source>
        <translation>固定运行(&amp;P)</translation>
    </message>
    <message>
        <source>Keep this run to compare it with others after you change a parameter.</source>
        <translation>保留这次运行，以便在更改参数后与其他运行比较。</translation>
    </message>
    <message>
        <source>&amp;Compare pinned runs…</source>
        <translation>比较已固定的运行(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Sweep a parameter…</source>
        <translation>扫描参数(&amp;S)…</translation>
    </message>
    <message>
        <source>C&amp;lear pins</source>
        <translation>清除固定(&amp;L)</translation>
    </message>
    <message>
        <source>Nothing to pin yet: open a scene first.</source>
        <translation>还没有可固定的内容：请先打开一个场景。</translation>
    </message>
    <message>
        <source>Pinned run %1: %2</source>
        <translation>已固定运行 %1：%2</translation>
    </message>
</context>
<context>
    <name>sgd::ui::CompareView</name>
    <message>
        <source>Compare with simulator</source>
        <translation>与模拟器比较</translation>
    </message>
    <message>
        <source>Shows what the processes measured beside what the simulator predicts for the same parameters.</source>
        <translation>在进程实测结果旁显示模拟器对相同参数的预测。</translation>
    </message>
    <message>
        <source>The simulator computes its prediction for these parameters…</source>
        <translation>模拟器正在计算这些参数下的预测…</translation>
    </message>
    <message>
        <source>Solid: what the processes measured. Dashed: what the simulator predicts.</source>
        <translation>实线：进程实测值。虚线：模拟器预测值。</translation>
    </message>
    <message>
        <source>No comparison: %1</source>
        <translation>无法比较：%1</translation>
    </message>
</context>
<context>
    <name>sgd::ui::CompareWindow</name>
    <message>
        <source>Compare runs — SGD Studio</source>
        <translation>比较运行 — SGD Studio</translation>
    </message>
    <message>
        <source>Export &amp;picture…</source>
        <translation>导出图片(&amp;P)…</translation>
    </message>
    <message>
        <source>Save the chart shown as PNG, SVG or PDF, zoomed as it is now.</source>
        <translation>将当前显示的图表按当前缩放保存为 PNG、SVG 或 PDF。</translation>
    </message>
    <message>
        <source>Export &amp;data (CSV)…</source>
        <translation>导出数据（CSV）(&amp;D)…</translation>
    </message>
    <message>
        <source>Save the numbers of the chart shown as a CSV table.</source>
        <translation>将当前图表的数值保存为 CSV 表格。</translation>
    </message>
    <message>
        <source>&amp;Clear pins</source>
        <translation>清除固定(&amp;C)</translation>
    </message>
    <message>
        <source>Plot</source>
        <translation>绘制</translation>
    </message>
    <message>
        <source>against</source>
        <translation>相对于</translation>
    </message>
    <message>
        <source>Pin a run (Compare &gt; Pin run), change a parameter, pin again: the curves lie over each other and the legend names what changed.</source>
        <translation>固定一次运行（比较 &gt; 固定运行），更改一个参数，再次固定：曲线会叠在一起，图例会标出更改了什么。</translation>
    </message>
    <message>
        <source>Pinned runs</source>
        <translation>已固定的运行</translation>
    </message>
    <message>
        <source>&amp;Sweep a parameter…</source>
        <translation>扫描参数(&amp;S)…</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>扫描</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) could not be computed and are left out (see the CSV's note column).</source>
        <translation>
            <numerusform>%n 次运行无法计算，已略去（见 CSV 的 note 列）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n runs. Hover for the numbers; drag or scroll to zoom, double-click to reset.</source>
        <translation>
            <numerusform>共 %n 次运行。悬停查看数值；拖动或滚动以缩放，双击复位。</numerusform>
        </translation>
    </message>
    <message>
        <source>No sweep yet</source>
        <translation>尚无扫描</translation>
    </message>
    <message>
        <source>A sweep runs the scene once per value of one parameter and plots the outcome against it.</source>
        <translation>扫描会对某个参数的每个取值各运行一次场景，并绘制结果随该参数的变化。</translation>
    </message>
    <message>
        <source>there are no pinned runs to save</source>
        <translation>没有可保存的已固定运行</translation>
    </message>
    <message>
        <source>there is no sweep to save</source>
        <translation>没有可保存的扫描</translation>
    </message>
    <message>
        <source>Export chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>Pictures (*.png *.svg *.pdf)</source>
        <translation>图片 (*.png *.svg *.pdf)</translation>
    </message>
    <message>
        <source>Chart not saved</source>
        <translation>图表未保存</translation>
    </message>
    <message>
        <source>Export data</source>
        <translation>导出数据</translation>
    </message>
    <message>
        <source>CSV tables (*.csv)</source>
        <translation>CSV 表格 (*.csv)</translation>
    </message>
    <message>
        <source>Data not saved</source>
        <translation>数据未保存</translation>
    </message>
    <message>
        <source>Comparisons</source>
        <translation>比较</translation>
    </message>
    <message>
        <source>The quantity on the vertical axis</source>
        <translation>纵轴上的量</translation>
    </message>
    <message>
        <source>The quantity on the horizontal axis</source>
        <translation>横轴上的量</translation>
    </message>
    <message>
        <source>Chart of the pinned runs</source>
        <translation>已固定的运行的图表</translation>
    </message>
    <message>
        <source>Chart of the sweep</source>
        <translation>扫描的图表</translation>
    </message>
    <message>
        <source>%1. Lines: %2</source>
        <translation>%1。曲线：%2</translation>
    </message>
</context>
<context>
    <name>sgd::ui::ExportDialog</name>
    <message>
        <source>Export picture</source>
        <translation>导出图片</translation>
    </message>
    <message>
        <source>PNG (raster)</source>
        <translation>PNG（位图）</translation>
    </message>
    <message>
        <source>SVG (vector, text stays text)</source>
        <translation>SVG（矢量，文字保持为文字）</translation>
    </message>
    <message>
        <source>PDF (vector page)</source>
        <translation>PDF（矢量页面）</translation>
    </message>
    <message>
        <source>PNG for slides and notes apps; SVG and PDF stay sharp at any zoom.</source>
        <translation>PNG 适合幻灯片和笔记应用；SVG 和 PDF 在任何缩放下都保持清晰。</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>格式</translation>
    </message>
    <message>
        <source>Width of the figure in pixels (before the scale factor).</source>
        <translation>图形宽度，单位为像素（应用缩放倍数之前）。</translation>
    </message>
    <message>
        <source>Height of the figure in pixels (before the scale factor).</source>
        <translation>图形高度，单位为像素（应用缩放倍数之前）。</translation>
    </message>
    <message>
        <source>Width (px)</source>
        <translation>宽度（px）</translation>
    </message>
    <message>
        <source>Height (px)</source>
        <translation>高度（px）</translation>
    </message>
    <message>
        <source>PNG only: 2× or 3× gives crisp figures on high-density screens and in print.</source>
        <translation>仅限 PNG：2× 或 3× 可在高密度屏幕上和打印时得到清晰的图形。</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>缩放</translation>
    </message>
    <message>
        <source>Transparent background</source>
        <translation>透明背景</translation>
    </message>
    <message>
        <source>PNG only: leave the background see-through for coloured slides.</source>
        <translation>仅限 PNG：背景保持透明，适合彩色幻灯片。</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Letter</translation>
    </message>
    <message>
        <source>16:9 slide</source>
        <translation>16:9 幻灯片</translation>
    </message>
    <message>
        <source>PDF only: the page the figure is laid out on (landscape).</source>
        <translation>仅限 PDF：放置图形的页面（横向）。</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>页面</translation>
    </message>
    <message>
        <source>Print (white paper, thicker lines)</source>
        <translation>打印（白纸，线条更粗）</translation>
    </message>
    <message>
        <source>Screen theme</source>
        <translation>屏幕主题</translation>
    </message>
    <message>
        <source>Print style suits handouts; the screen theme matches what the class sees.</source>
        <translation>打印样式适合讲义；屏幕主题与学生看到的一致。</translation>
    </message>
    <message>
        <source>Style</source>
        <translation>样式</translation>
    </message>
    <message>
        <source>Include pen notes</source>
        <translation>包含画笔笔记</translation>
    </message>
    <message>
        <source>Draw the notes made with the pen on this step over the figure.</source>
        <translation>在图形上叠加这一步用画笔做的笔记。</translation>
    </message>
    <message>
        <source>Choose file…</source>
        <translation>选择文件…</translation>
    </message>
</context>
<context>
    <name>sgd::ui::LessonActions</name>
    <message>
        <source>Lesson closed; every control is free again.</source>
        <translation>课程已关闭；所有控件已重新可用。</translation>
    </message>
    <message>
        <source>&amp;Save lesson…</source>
        <translation>保存课程(&amp;S)…</translation>
    </message>
    <message>
        <source>Save the open lesson, the slide shown taken from the window (or a new lesson of what is shown).</source>
        <translation>保存打开的课程，当前幻灯片取自窗口中的内容（或将当前显示的内容保存为新课程）。</translation>
    </message>
    <message>
        <source>&amp;Next slide</source>
        <translation>下一张幻灯片(&amp;N)</translation>
    </message>
    <message>
        <source>Next slide of the lesson (Page Down)</source>
        <translation>课程的下一张幻灯片（Page Down）</translation>
    </message>
    <message>
        <source>&amp;Previous slide</source>
        <translation>上一张幻灯片(&amp;P)</translation>
    </message>
    <message>
        <source>Previous slide of the lesson (Page Up)</source>
        <translation>课程的上一张幻灯片（Page Up）</translation>
    </message>
    <message>
        <source>&amp;Duplicate slide</source>
        <translation>复制幻灯片(&amp;D)</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>A copy of the slide shown, as the window shows it now, right after it (Ctrl+D)</source>
        <translation>在当前幻灯片之后插入一份副本，内容与窗口当前显示的一致（Ctrl+D）</translation>
    </message>
    <message>
        <source>Move slide &amp;earlier</source>
        <translation>幻灯片前移(&amp;E)</translation>
    </message>
    <message>
        <source>Earlier</source>
        <translation>前移</translation>
    </message>
    <message>
        <source>The slide shown swaps places with the one before it (Ctrl+Shift+Page Up)</source>
        <translation>当前幻灯片与前一张交换位置（Ctrl+Shift+Page Up）</translation>
    </message>
    <message>
        <source>Move slide &amp;later</source>
        <translation>幻灯片后移(&amp;L)</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>后移</translation>
    </message>
    <message>
        <source>The slide shown swaps places with the one after it (Ctrl+Shift+Page Down)</source>
        <translation>当前幻灯片与后一张交换位置（Ctrl+Shift+Page Down）</translation>
    </message>
    <message>
        <source>&amp;Add slide from current view</source>
        <translation>从当前视图添加幻灯片(&amp;A)</translation>
    </message>
    <message>
        <source>A new slide after the one shown: this scene, its parameters, step and view.</source>
        <translation>在当前幻灯片之后新建一张：包含此场景及其参数、步和视图。</translation>
    </message>
    <message>
        <source>&amp;Update slide from current view</source>
        <translation>用当前视图更新幻灯片(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Remove slide</source>
        <translation>删除幻灯片(&amp;R)</translation>
    </message>
    <message>
        <source>A note only you see, in View &gt; Presenter notes; never on the canvas.</source>
        <translation>只有你能看到的备注，显示在“视图 &gt; 演示者备注”中，从不出现在画布上。</translation>
    </message>
    <message>
        <source>Your own words under the canvas on this slide, instead of the scene's narration.</source>
        <translation>在此幻灯片的画布下方显示你自己的文字，代替场景的解说。</translation>
    </message>
    <message>
        <source>No parameter can be changed by accident on this slide. Right-click a parameter's name to lock only that one.</source>
        <translation>此幻灯片上的参数不会被误改。右键单击参数名称可只锁定该参数。</translation>
    </message>
    <message>
        <source>Lock the &amp;scene in this slide</source>
        <translation>锁定此幻灯片中的场景(&amp;S)</translation>
    </message>
    <message>
        <source>The scene list cannot switch away from this slide's scene.</source>
        <translation>场景列表无法从此幻灯片的场景切换走。</translation>
    </message>
    <message>
        <source>Lesson &amp;title…</source>
        <translation>课程标题(&amp;T)…</translation>
    </message>
    <message>
        <source>Lesson title</source>
        <translation>课程标题</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>标题：</translation>
    </message>
    <message>
        <source>Export lesson as &amp;web page…</source>
        <translation>将课程导出为网页(&amp;W)…</translation>
    </message>
    <message>
        <source>Every slide as one web page to take home: each at its step, with its view, notes, narration and question; it needs no network.</source>
        <translation>将所有幻灯片导出为一个可带回家的网页：每张幻灯片保留其步、视图、备注、解说和问题；无需联网。</translation>
    </message>
    <message>
        <source>&amp;Close lesson</source>
        <translation>关闭课程(&amp;C)</translation>
    </message>
    <message>
        <source>Close lesson</source>
        <translation>关闭课程</translation>
    </message>
    <message>
        <source>The lesson has edits that are not saved. Close it anyway?</source>
        <translation>课程有尚未保存的修改。仍要关闭吗？</translation>
    </message>
    <message>
        <source>Export lesson as web page</source>
        <translation>将课程导出为网页</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>网页 (*.html)</translation>
    </message>
    <message>
        <source>The page was not saved: %1</source>
        <translation>网页未保存：%1</translation>
    </message>
    <message>
        <source>Saved %1: open it in any browser.</source>
        <translation>已保存 %1：可用任意浏览器打开。</translation>
    </message>
    <message>
        <source>The lesson's slide shown (Page Down: next, Page Up: previous)</source>
        <translation>课程中当前显示的幻灯片（Page Down：下一张，Page Up：上一张）</translation>
    </message>
    <message>
        <source>Slide %1 / %2</source>
        <translation>幻灯片 %1 / %2</translation>
    </message>
    <message>
        <source>Slide shown · • the lesson has edits not saved yet (Ctrl+S)</source>
        <translation>当前幻灯片 · • 表示课程有尚未保存的修改（Ctrl+S）</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>This is the last slide of the lesson.</source>
        <translation>这是课程的最后一张幻灯片。</translation>
    </message>
    <message>
        <source>Save lesson</source>
        <translation>保存课程</translation>
    </message>
    <message>
        <source>Lessons (*.json)</source>
        <translation>课程 (*.json)</translation>
    </message>
    <message>
        <source>Lesson not saved</source>
        <translation>课程未保存</translation>
    </message>
    <message>
        <source>The lesson could not be saved.

%1</source>
        <translation>无法保存课程。

%1</translation>
    </message>
    <message>
        <source>Lesson saved: %1 (%2 slides)</source>
        <translation>课程已保存：%1（%2 张幻灯片）</translation>
    </message>
    <message>
        <source>Unsaved lesson</source>
        <translation>未保存的课程</translation>
    </message>
    <message>
        <source>The lesson “%1” has changes that are not saved.</source>
        <translation>课程“%1”有尚未保存的修改。</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>Save them before closing? Discarded changes cannot be brought back.</source>
        <translation>关闭前保存吗？放弃的修改将无法恢复。</translation>
    </message>
    <message>
        <source>Added %1 from the window.</source>
        <translation>已从窗口添加 %1。</translation>
    </message>
    <message>
        <source>%1 now holds what the window shows.</source>
        <translation>%1 现在保存的是窗口当前显示的内容。</translation>
    </message>
    <message>
        <source>A lesson holds at most %1 slides.</source>
        <translation>一个课程最多包含 %1 张幻灯片。</translation>
    </message>
    <message>
        <source>%1 is a copy of the slide before it.</source>
        <translation>%1 是前一张幻灯片的副本。</translation>
    </message>
    <message>
        <source>This slide is already the first.</source>
        <translation>这已经是第一张幻灯片。</translation>
    </message>
    <message>
        <source>This slide is already the last.</source>
        <translation>这已经是最后一张幻灯片。</translation>
    </message>
    <message>
        <source>Moved: this is now %1.</source>
        <translation>已移动：现在这是 %1。</translation>
    </message>
    <message>
        <source>Teacher note</source>
        <translation>教师备注</translation>
    </message>
    <message>
        <source>Slide narration</source>
        <translation>幻灯片解说</translation>
    </message>
    <message>
        <source>Only you see this note (View &gt; Presenter notes):</source>
        <translation>只有你能看到此备注（视图 &gt; 演示者备注）：</translation>
    </message>
    <message>
        <source>Shown under the canvas on this slide instead of the scene's narration (empty: the scene's own):</source>
        <translation>在此幻灯片的画布下方显示，代替场景的解说（留空：使用场景自己的解说）：</translation>
    </message>
    <message>
        <source>Sa&amp;ve lesson as…</source>
        <translation>课程另存为(&amp;V)…</translation>
    </message>
    <message>
        <source>Edit teac&amp;her note…</source>
        <translation>编辑教师备注(&amp;H)…</translation>
    </message>
    <message>
        <source>Edit sl&amp;ide narration…</source>
        <translation>编辑幻灯片解说(&amp;I)…</translation>
    </message>
    <message>
        <source>Loc&amp;k parameters in this slide</source>
        <translation>锁定此幻灯片中的参数(&amp;K)</translation>
    </message>
</context>
<context>
    <name>sgd::ui::MainWindow</name>
    <message>
        <source>SGD Studio</source>
        <translation>SGD Studio</translation>
    </message>
    <message>
        <source>What the current step does, in words, with its numbers.</source>
        <translation>用文字和数字说明当前这一步做了什么。</translation>
    </message>
    <message>
        <source>Step table</source>
        <translation>步骤表</translation>
    </message>
    <message>
        <source>The numbers of every step so far, one row per step; the row of the step shown is selected.</source>
        <translation>到目前为止每一步的数值，每步一行；当前显示的步所在的行处于选中状态。</translation>
    </message>
    <message>
        <source>Every step of the trace; click a row to jump there. Hover a cell for full precision.</source>
        <translation>轨迹的每一步；单击某行即可跳转到该步。将鼠标悬停在单元格上可查看完整精度。</translation>
    </message>
    <message>
        <source>Scenes</source>
        <translation>场景</translation>
    </message>
    <message>
        <source>The lecture's scenes in order; choose one to open it.</source>
        <translation>本讲的场景（按顺序）；选择一个即可打开。</translation>
    </message>
    <message>
        <source>The lecture's scenes in order; pick one to open it.</source>
        <translation>本讲的场景（按顺序）；选取一个即可打开。</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>no steps</source>
        <translation>无步骤</translation>
    </message>
    <message>
        <source>Locked by the lesson: this slide stays on its scene.</source>
        <translation>已被课程锁定：此幻灯片固定在其场景上。</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>The file was not saved.

%1</source>
        <translation>文件未保存。

%1</translation>
    </message>
    <message>
        <source>Export picture</source>
        <translation>导出图片</translation>
    </message>
    <message>
        <source>%1 files (*.%2)</source>
        <translation>%1 文件 (*.%2)</translation>
    </message>
    <message>
        <source>Export trace</source>
        <translation>导出轨迹</translation>
    </message>
    <message>
        <source>CSV (*.csv);;JSON (*.json)</source>
        <translation>CSV (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Export handout</source>
        <translation>导出讲义</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Export web page</source>
        <translation>导出网页</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>网页 (*.html)</translation>
    </message>
    <message>
        <source>Saved the first %1 steps of %2: a page holds at most %1 (the page says so).</source>
        <translation>已保存 %2 步中的前 %1 步：一个网页最多容纳 %1 步（网页中已注明）。</translation>
    </message>
    <message>
        <source>Folder for every figure of this scene</source>
        <translation>用于保存此场景所有图的文件夹</translation>
    </message>
    <message>
        <source>Saved %1 figures in %2</source>
        <translation>已将 %1 张图保存到 %2</translation>
    </message>
    <message>
        <source>Export animation</source>
        <translation>导出动画</translation>
    </message>
    <message>
        <source>Animation export cancelled; nothing was written</source>
        <translation>已取消动画导出；未写入任何内容</translation>
    </message>
    <message>
        <source>Picture of step %1 copied to the clipboard</source>
        <translation>第 %1 步的图片已复制到剪贴板</translation>
    </message>
    <message>
        <source>Narration</source>
        <translation>解说</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Export picture…</source>
        <translation>导出图片(&amp;E)…</translation>
    </message>
    <message>
        <source>Save the current step as PNG, SVG or PDF.</source>
        <translation>将当前步保存为 PNG、SVG 或 PDF。</translation>
    </message>
    <message>
        <source>&amp;Copy picture</source>
        <translation>复制图片(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Open trace…</source>
        <translation>打开轨迹(&amp;O)…</translation>
    </message>
    <message>
        <source>Show a saved trace (JSON) without computing it again.</source>
        <translation>显示已保存的轨迹（JSON），无需重新计算。</translation>
    </message>
    <message>
        <source>Export &amp;trace (CSV or JSON)…</source>
        <translation>导出轨迹（CSV 或 JSON）(&amp;T)…</translation>
    </message>
    <message>
        <source>Export &amp;handout (PDF)…</source>
        <translation>导出讲义（PDF）(&amp;H)…</translation>
    </message>
    <message>
        <source>Export &amp;web page (HTML)…</source>
        <translation>导出网页（HTML）(&amp;W)…</translation>
    </message>
    <message>
        <source>Save every step as one web page to take home: pictures, narration, numbers and the questions, stepped with the same keys; it needs no network.</source>
        <translation>将每一步保存为一个可带回家的网页：包括图片、解说、数值和问题，可用相同的按键逐步浏览；无需联网。</translation>
    </message>
    <message>
        <source>Export every &amp;figure of this scene…</source>
        <translation>导出此场景的所有图(&amp;F)…</translation>
    </message>
    <message>
        <source>Export &amp;animation (MP4, WebM, GIF)…</source>
        <translation>导出动画（MP4、WebM、GIF）(&amp;A)…</translation>
    </message>
    <message>
        <source>Save a range of steps as a video for slides, moving as the window plays it.</source>
        <translation>将一段步保存为视频，用于幻灯片，其动态与窗口中播放时一致。</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Lessons</source>
        <translation>课程(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Open lesson file…</source>
        <translation>打开课程文件(&amp;O)…</translation>
    </message>
    <message>
        <source>Open lesson</source>
        <translation>打开课程</translation>
    </message>
    <message>
        <source>Lesson presets (*.json)</source>
        <translation>课程预设 (*.json)</translation>
    </message>
    <message>
        <source>Lesson not opened</source>
        <translation>课程未打开</translation>
    </message>
    <message>
        <source>This lesson file cannot be used.

%1</source>
        <translation>无法使用此课程文件。

%1</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About SGD Studio</source>
        <translation>关于 SGD Studio(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Diagnostics…</source>
        <translation>诊断(&amp;D)…</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>主题(&amp;T)</translation>
    </message>
    <message>
        <source>Follow the &amp;system</source>
        <translation>跟随系统(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>浅色(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>深色(&amp;D)</translation>
    </message>
    <message>
        <source>Show the scene's next view (for the scale lab: the scene, then the loss surface).</source>
        <translation>显示场景的下一个视图（对于规模实验室：先是场景，然后是损失曲面）。</translation>
    </message>
    <message>
        <source>&lt;h3&gt;SGD Studio %1&lt;/h3&gt;&lt;p&gt;Step through stochastic gradient descent on one machine and on many: one weight, mini-batches, synchronous and asynchronous parameter servers, and gossip without a server.&lt;/p&gt;&lt;p&gt;Every number on screen comes from the engine's trace.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;SGD Studio %1&lt;/h3&gt;&lt;p&gt;逐步演示单机与多机上的随机梯度下降：单个权重、小批量、同步与异步参数服务器，以及无需服务器的八卦（gossip）。&lt;/p&gt;&lt;p&gt;屏幕上的每个数字都来自引擎的轨迹。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Compute: %1.</source>
        <translation>&lt;p&gt;计算：%1。</translation>
    </message>
    <message>
        <source> The GPU is not used: %1.</source>
        <translation> 未使用 GPU：%1。</translation>
    </message>
    <message>
        <source>&lt;p&gt;Qt %1. Help &amp;gt; Diagnostics has the details.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Qt %1。详情见“帮助 &amp;gt; 诊断”。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About SGD Studio</source>
        <translation>关于 SGD Studio</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>System language (%1)</source>
        <translation>系统语言（%1）</translation>
    </message>
    <message>
        <source>Compute: %1</source>
        <translation>计算：%1</translation>
    </message>
    <message>
        <source>Where the scale lab computes its gradients (choose with --backend cpu|cuda|auto).</source>
        <translation>规模实验室在何处计算梯度（用 --backend cpu|cuda|auto 选择）。</translation>
    </message>
    <message>
        <source>The GPU is not used: %1.</source>
        <translation>未使用 GPU：%1。</translation>
    </message>
    <message>
        <source>Help &gt; Diagnostics has the details.</source>
        <translation>详情见“帮助 &gt; 诊断”。</translation>
    </message>
    <message>
        <source>%1 is locked by the lesson on this slide.</source>
        <translation>%1 已被此幻灯片上的课程锁定。</translation>
    </message>
    <message>
        <source>Not applied: %1 must be %2.</source>
        <translation>未应用：%1 必须为 %2。</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>How to run a &amp;class with SGD Studio</source>
        <translation>如何用 SGD Studio 上课(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;What to look for in this scene</source>
        <translation>此场景中要观察什么(&amp;W)</translation>
    </message>
    <message>
        <source>A few sentences on where to look in the scene shown (or click its title)</source>
        <translation>简要说明当前场景中应关注的地方（也可单击其标题）</translation>
    </message>
    <message>
        <source>Open trace</source>
        <translation>打开轨迹</translation>
    </message>
    <message>
        <source>Traces (*.json)</source>
        <translation>轨迹 (*.json)</translation>
    </message>
    <message>
        <source>Trace not opened</source>
        <translation>轨迹未打开</translation>
    </message>
    <message>
        <source>This trace cannot be shown.

%1</source>
        <translation>无法显示此轨迹。

%1</translation>
    </message>
    <message>
        <source>%1 — lesson: %2[*]</source>
        <translation>%1 — 课程：%2[*]</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>SGD Studio — %1</source>
        <translation>SGD Studio — %1</translation>
    </message>
    <message>
        <source>Real run, incomplete: %1 processes on %2</source>
        <translation>真实运行（未完成）：%2 上的 %1 个进程</translation>
    </message>
    <message>
        <source>Real run: %1 processes on %2</source>
        <translation>真实运行：%2 上的 %1 个进程</translation>
    </message>
    <message>
        <source>SGD Studio — %1 — %2 (real run, incomplete)</source>
        <translation>SGD Studio — %1 — %2（真实运行，未完成）</translation>
    </message>
    <message>
        <source>SGD Studio — %1 — %2 (real run)</source>
        <translation>SGD Studio — %1 — %2（真实运行）</translation>
    </message>
    <message>
        <source>%1 recorded these numbers on real processes (%2); times are measured, not modelled.
%3</source>
        <translation>%1 在真实进程上记录了这些数值（%2）；时间为实测，而非模型推算。
%3</translation>
    </message>
    <message>
        <source>
The run did not reach its end: %1</source>
        <translation>
运行未能到达终点：%1</translation>
    </message>
    <message>
        <source>
Bytes each rank passed to MPI (counted, sent / received):</source>
        <translation>
每个 rank 传给 MPI 的字节数（计数，发送 / 接收）：</translation>
    </message>
    <message>
        <source>
  rank %1 (%2 on %3): %4 / %5</source>
        <translation>
  rank %1（%3 上的 %2）：%4 / %5</translation>
    </message>
    <message>
        <source>SGD Studio — %1 — %2 (saved trace)</source>
        <translation>SGD Studio — %1 — %2（已保存的轨迹）</translation>
    </message>
    <message>
        <source>Saved trace: %1, not recomputed</source>
        <translation>已保存的轨迹：%1，未重新计算</translation>
    </message>
    <message>
        <source>The picture, the table and the narration show %1 as it was saved.
Change any parameter to compute the scene afresh.</source>
        <translation>图片、表格和解说按保存时的样子显示 %1。
修改任意参数即可重新计算该场景。</translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation>手册(&amp;M)</translation>
    </message>
    <message>
        <source>Manual</source>
        <translation>手册</translation>
    </message>
    <message>
        <source>The manual was not found beside the program. The package installs it in /usr/share/doc/sgd-studio/html/, and a build makes it in build/manual/.</source>
        <translation>在程序旁边找不到手册。软件包将其安装在 /usr/share/doc/sgd-studio/html/，构建时则生成在 build/manual/。</translation>
    </message>
    <message>
        <source>No web browser could be opened to show %1.</source>
        <translation>无法打开网页浏览器来显示 %1。</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>高对比度(&amp;H)</translation>
    </message>
    <message>
        <source>Reduce &amp;motion</source>
        <translation>减少动画(&amp;M)</translation>
    </message>
    <message>
        <source>Steps jump to the next picture instead of moving there</source>
        <translation>每一步直接跳到下一幅图，不再逐渐移动过去</translation>
    </message>
    <message>
        <source>Next &amp;view of this scene</source>
        <translation>此场景的下一个视图(&amp;V)</translation>
    </message>
</context>
<context>
    <name>sgd::ui::ParameterPanel</name>
    <message>
        <source>Restore lecture preset</source>
        <translation>恢复课堂预设</translation>
    </message>
    <message>
        <source>Put every parameter of this scene back to the lecture's values (undoable).</source>
        <translation>将此场景的所有参数恢复为课堂预设值（可撤销）。</translation>
    </message>
    <message>
        <source>&lt;b&gt;View&lt;/b&gt;</source>
        <translation>&lt;b&gt;视图&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Locked by the lesson&lt;/b&gt;&lt;br&gt;</source>
        <translation>&lt;b&gt;已被课程锁定&lt;/b&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <source>Unlock %1 in this slide</source>
        <translation>在此幻灯片中解锁 %1</translation>
    </message>
    <message>
        <source>Lock %1 in this slide</source>
        <translation>在此幻灯片中锁定 %1</translation>
    </message>
    <message>
        <source>%1, slider</source>
        <translation>%1，滑块</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>（空）</translation>
    </message>
    <message>
        <source>%1 Allowed: %2.</source>
        <comment>a parameter's help, then what it takes</comment>
        <translation>%1 允许：%2。</translation>
    </message>
    <message>
        <source>%1=%2 on the command line and in lessons</source>
        <translation>在命令行和课程中写作 %1=%2</translation>
    </message>
</context>
<context>
    <name>sgd::ui::PenOverlay</name>
    <message>
        <source>Type a note, then Enter</source>
        <translation>输入备注，然后按 Enter</translation>
    </message>
</context>
<context>
    <name>sgd::ui::PenPalette</name>
    <message>
        <source>Draw</source>
        <translation>绘制</translation>
    </message>
    <message>
        <source>Draw freehand</source>
        <translation>自由绘制</translation>
    </message>
    <message>
        <source>Arrow</source>
        <translation>箭头</translation>
    </message>
    <message>
        <source>Drag from the tail to the tip</source>
        <translation>从箭尾拖到箭头</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>文字</translation>
    </message>
    <message>
        <source>Click where the note goes, type, then Enter</source>
        <translation>单击备注要放置的位置，输入文字，然后按 Enter</translation>
    </message>
</context>
<context>
    <name>sgd::ui::PenTools</name>
    <message>
        <source>Pen</source>
        <translation>画笔</translation>
    </message>
    <message>
        <source>Undo the last note</source>
        <translation>撤销上一条备注</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Take back the last stroke, arrow, note or clear (Ctrl+Z while the pen is on)</source>
        <translation>撤回上一次笔画、箭头、备注或清除（画笔开启时按 Ctrl+Z）</translation>
    </message>
    <message>
        <source>Clear this step's notes</source>
        <translation>清除此步的备注</translation>
    </message>
    <message>
        <source>Clear step</source>
        <translation>清除本步</translation>
    </message>
    <message>
        <source>Remove the notes of the step shown (Delete)</source>
        <translation>删除当前步的备注（Delete）</translation>
    </message>
    <message>
        <source>Clear all notes</source>
        <translation>清除所有备注</translation>
    </message>
    <message>
        <source>Clear all</source>
        <translation>全部清除</translation>
    </message>
    <message>
        <source>Remove the notes of every step (Shift+Delete)</source>
        <translation>删除每一步的备注（Shift+Delete）</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>Put the pen away (P)</source>
        <translation>收起画笔（P）</translation>
    </message>
    <message>
        <source>Draw, point and write notes over the picture (P)</source>
        <translation>在图片上绘制、指示和书写备注（P）</translation>
    </message>
</context>
<context>
    <name>sgd::ui::PresentationMode</name>
    <message>
        <source>&amp;Presentation mode</source>
        <translation>演示模式(&amp;P)</translation>
    </message>
    <message>
        <source>Full screen with large type for projecting; F11 again to leave.</source>
        <translation>全屏并使用大字号，便于投影；再按 F11 退出。</translation>
    </message>
    <message>
        <source>Leave presentation mode</source>
        <translation>退出演示模式</translation>
    </message>
    <message>
        <source>Te&amp;xt size</source>
        <translation>文字大小(&amp;X)</translation>
    </message>
    <message>
        <source>Type on the canvas and in the narration; window and presentation mode each keep their own. Presentation sizes are for a 1080-line projector; on other screens the type keeps its share of the picture.</source>
        <translation>画布和解说中的文字；窗口模式与演示模式各自保存自己的大小。演示模式的字号按 1080 线投影仪设计；在其他屏幕上，文字在画面中所占的比例保持不变。</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>&amp;Larger</source>
        <translation>增大(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Smaller</source>
        <translation>减小(&amp;S)</translation>
    </message>
    <message>
        <source>Presentation mode · F10 shows the menus and panels · Esc leaves</source>
        <translation>演示模式 · F10 显示菜单和面板 · Esc 退出</translation>
    </message>
    <message>
        <source>Menus and panels &amp;in presentation mode</source>
        <translation>演示模式下显示菜单和面板(&amp;I)</translation>
    </message>
</context>
<context>
    <name>sgd::ui::PresenterPanel</name>
    <message>
        <source>Presenter notes</source>
        <translation>演示者备注</translation>
    </message>
    <message>
        <source>Presenter &amp;notes</source>
        <translation>演示者备注(&amp;N)</translation>
    </message>
    <message>
        <source>The teacher's notes for the slide shown, beside the canvas and never on it (F9).</source>
        <translation>当前幻灯片的教师备注，显示在画布旁，从不出现在画布上（F9）。</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;i&gt;Open a lesson (Lessons menu) to see its teacher notes here. Lessons &amp;gt; Add slide from current view starts a new one.&lt;/i&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;打开一个课程（“课程”菜单）即可在此查看其教师备注。课程 &amp;gt; 从当前视图添加幻灯片 可新建一个课程。&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Slide %1 / %2&lt;/b&gt; · %3&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;幻灯片 %1 / %2&lt;/b&gt; · %3&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;i&gt;%1, step %2&lt;/i&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;%1，第 %2 步&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;i&gt;No teacher note on this slide (Lessons &amp;gt; Edit teacher note…).&lt;/i&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;此幻灯片没有教师备注（课程 &amp;gt; 编辑教师备注…）。&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Quiz questions on this slide: %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;此幻灯片上的测验问题：%1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;hr&gt;&lt;p&gt;&lt;i&gt;Next (Page Down): %1, step %2&lt;/i&gt;&lt;/p&gt;</source>
        <translation>&lt;hr&gt;&lt;p&gt;&lt;i&gt;下一张（Page Down）：%1，第 %2 步&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;hr&gt;&lt;p&gt;&lt;i&gt;This is the last slide.&lt;/i&gt;&lt;/p&gt;</source>
        <translation>&lt;hr&gt;&lt;p&gt;&lt;i&gt;这是最后一张幻灯片。&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>This slide:</source>
        <translation>此幻灯片：</translation>
    </message>
</context>
<context>
    <name>sgd::ui::QuizController</name>
    <message>
        <source>Quiz mode:</source>
        <translation>测验模式：</translation>
    </message>
    <message>
        <source>the next step asks a question before it plays.</source>
        <translation>下一步播放前会先提出一个问题。</translation>
    </message>
    <message>
        <source>Predict:</source>
        <translation>预测：</translation>
    </message>
    <message>
        <source>Revealed:</source>
        <translation>已揭晓：</translation>
    </message>
    <message>
        <source>Take guesses, then press R or → to reveal.</source>
        <translation>先让大家猜，然后按 R 或 → 揭晓。</translation>
    </message>
</context>
<context>
    <name>sgd::ui::QuizOverlay</name>
    <message>
        <source>Your guess</source>
        <translation>你的猜测</translation>
    </message>
    <message>
        <source>Type a number (several: separated by commas) and press Return to hear how close it is</source>
        <translation>输入一个数字（多个数字用逗号分隔），按回车查看有多接近</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>检查</translation>
    </message>
    <message>
        <source>Revealed</source>
        <translation>已揭晓</translation>
    </message>
    <message>
        <source>Predict, then reveal</source>
        <translation>先预测，再揭晓</translation>
    </message>
    <message>
        <source>Your answer: %1</source>
        <translation>你的答案：%1</translation>
    </message>
    <message>
        <source>→ asks about the next step</source>
        <translation>→ 对下一步提问</translation>
    </message>
    <message>
        <source>R or → reveals</source>
        <translation>按 R 或 → 揭晓</translation>
    </message>
</context>
<context>
    <name>sgd::ui::QuizTools</name>
    <message>
        <source>Quiz</source>
        <translation>测验</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>揭晓</translation>
    </message>
    <message>
        <source>Quiz mode: each step asks first, then R or → reveals (Q)</source>
        <translation>测验模式：每一步先提问，再按 R 或 → 揭晓（Q）</translation>
    </message>
    <message>
        <source>Reveal the answer: play the step (R)</source>
        <translation>揭晓答案：播放这一步（R）</translation>
    </message>
</context>
<context>
    <name>sgd::ui::RealRun</name>
    <message>
        <source>&amp;Processes</source>
        <translation>进程(&amp;P)</translation>
    </message>
    <message>
        <source>Run on real processes…</source>
        <translation>在真实进程上运行…</translation>
    </message>
    <message>
        <source>Save the shown real run as a timeline for ui.perfetto.dev or chrome://tracing: one process per rank, its compute and its messages.</source>
        <translation>将当前显示的真实运行保存为时间线，可在 ui.perfetto.dev 或 chrome://tracing 中查看：每个 rank 一个进程，包含其计算和消息。</translation>
    </message>
    <message>
        <source>Real runs exist for the synchronous, asynchronous and decentralized scenes.</source>
        <translation>真实运行适用于同步、异步和去中心化场景。</translation>
    </message>
    <message>
        <source>Real runs need Open MPI and the runner sgd-studio-mpi: install openmpi-bin and libopenmpi-dev (scripts/run does it as root) and build again.</source>
        <translation>真实运行需要 Open MPI 和运行器 sgd-studio-mpi：请安装 openmpi-bin 和 libopenmpi-dev（scripts/run 会以 root 身份安装），然后重新构建。</translation>
    </message>
    <message>
        <source>This starts %1 processes on this computer with mpirun: %2. They run the %3 scene's design with its parameters as set now, each lecture second of compute taking %4 s of real time, so about %5 s in all.%6 The processes exchange real MPI messages; their times are measured, and the trace they record opens here when they finish (Processes &gt; Compare with simulator sets it beside the prediction).</source>
        <translation>这将用 mpirun 在本机上启动 %1 个进程：%2。它们按当前设置的参数运行 %3 场景的设计，课堂时间中每秒的计算对应 %4 s 的真实时间，因此总共约 %5 s。%6这些进程交换真实的 MPI 消息；其时间为实测，结束后它们记录的轨迹会在此打开（进程 &gt; 与模拟器比较 可将其与预测并排显示）。</translation>
    </message>
    <message>
        <source>Run on real processes</source>
        <translation>在真实进程上运行</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Runs this scene's design on real processes with mpirun and shows what they recorded.</source>
        <translation>用 mpirun 在真实进程上运行此场景的设计，并显示它们记录的内容。</translation>
    </message>
    <message>
        <source>Running on %1 processes…</source>
        <translation>正在 %1 个进程上运行…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>%1 of %2 %3 done</source>
        <translation>已完成 %1 / %2 %3</translation>
    </message>
    <message>
        <source>, about %1 s left</source>
        <translation>，剩余约 %1 s</translation>
    </message>
    <message>
        <source>rank %1 on %2 ended on signal %3%4, and mpirun ended the others</source>
        <translation>%2 上的 rank %1 因信号 %3%4 而结束，mpirun 随即结束了其他进程</translation>
    </message>
    <message>
        <source>mpirun ended with status %1</source>
        <translation>mpirun 以状态 %1 结束</translation>
    </message>
    <message>
        <source>Real run cancelled: every process was stopped.</source>
        <translation>真实运行已取消：所有进程均已停止。</translation>
    </message>
    <message>
        <source>The real run ended early: %1. Showing the %2 steps recorded until then (incomplete).</source>
        <translation>真实运行提前结束：%1。显示此前记录的 %2 步（未完成）。</translation>
    </message>
    <message>
        <source>The real run ended early: %1. What it recorded cannot be shown: %2</source>
        <translation>真实运行提前结束：%1。其记录的内容无法显示：%2</translation>
    </message>
    <message>
        <source>The real run failed: %1</source>
        <translation>真实运行失败：%1</translation>
    </message>
    <message>
        <source>Showing what the processes recorded.</source>
        <translation>正在显示各进程记录的内容。</translation>
    </message>
    <message>
        <source>The recorded trace cannot be shown: %1</source>
        <translation>无法显示记录的轨迹：%1</translation>
    </message>
    <message>
        <source>Export real run timeline</source>
        <translation>导出真实运行时间线</translation>
    </message>
    <message>
        <source>A timeline shows the processes of a real run. Run this scene on real processes (Processes &gt; Run on real processes…) or open a trace that sgd-studio-mpi recorded, then export again.</source>
        <translation>时间线显示真实运行中的各个进程。请先在真实进程上运行此场景（进程 &gt; 在真实进程上运行…），或打开由 sgd-studio-mpi 记录的轨迹，然后再次导出。</translation>
    </message>
    <message>
        <source>Trace Event JSON (*.json)</source>
        <translation>Trace Event JSON (*.json)</translation>
    </message>
    <message>
        <source>The timeline was not saved: %1</source>
        <translation>时间线未保存：%1</translation>
    </message>
    <message>
        <source>Saved %1: open it in ui.perfetto.dev or chrome://tracing.</source>
        <translation>已保存 %1：请在 ui.perfetto.dev 或 chrome://tracing 中打开。</translation>
    </message>
    <message>
        <source>Export real run ti&amp;meline (Perfetto)…</source>
        <translation>导出真实运行时间线（Perfetto）(&amp;M)…</translation>
    </message>
</context>
<context>
    <name>sgd::ui::SceneCanvas</name>
    <message>
        <source>Scene canvas</source>
        <translation>场景画布</translation>
    </message>
    <message>
        <source>Computing… %1%</source>
        <translation>正在计算… %1%</translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation>正在计算…</translation>
    </message>
    <message>
        <source>Computing… 100%</source>
        <translation>正在计算… 100%</translation>
    </message>
    <message>
        <source>Nothing to show yet.</source>
        <translation>暂无可显示的内容。</translation>
    </message>
</context>
<context>
    <name>sgd::ui::SceneController</name>
    <message>
        <source>no scene</source>
        <translation>无场景</translation>
    </message>
</context>
<context>
    <name>sgd::ui::StartHint</name>
    <message>
        <source>&lt;b&gt;Where to begin&lt;/b&gt;&lt;br&gt;Pick a scene in the &lt;i&gt;Scenes&lt;/i&gt; list: &lt;i&gt;One weight&lt;/i&gt; is the lecture's first. Space plays and pauses, the arrow keys step, Home starts again. F1 lists every key; Help &amp;gt; How to run a class shows the teaching tools, and F11 is presentation mode for the projector.</source>
        <translation>&lt;b&gt;从哪里开始&lt;/b&gt;&lt;br&gt;在&lt;i&gt;场景&lt;/i&gt;列表中选择一个场景：&lt;i&gt;单个权重&lt;/i&gt;是本讲的第一个场景。空格键播放和暂停，方向键单步，Home 键从头开始。F1 列出所有按键；帮助 &amp;gt; 如何用 SGD Studio 上课 介绍教学工具，F11 进入投影用的演示模式。</translation>
    </message>
    <message>
        <source>Don't show at start</source>
        <translation>启动时不再显示</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Start &amp;hint</source>
        <translation>启动提示(&amp;H)</translation>
    </message>
    <message>
        <source>A card over the picture at start that says where to begin.</source>
        <translation>启动时在图片上方显示一张卡片，告诉你从哪里开始。</translation>
    </message>
</context>
<context>
    <name>sgd::ui::StudioSession</name>
    <message>
        <source>Could not compute this scene: %1</source>
        <translation>无法计算此场景：%1</translation>
    </message>
    <message>
        <source>Showing the saved trace %1, as it was saved.</source>
        <translation>正在显示已保存的轨迹 %1，与保存时一致。</translation>
    </message>
    <message>
        <source>Lesson: %1</source>
        <translation>课程：%1</translation>
    </message>
    <message>
        <source>Restore the lecture preset</source>
        <translation>恢复课堂预设</translation>
    </message>
</context>
<context>
    <name>sgd::ui::SweepDialog</name>
    <message>
        <source>Sweep a parameter</source>
        <translation>参数扫描</translation>
    </message>
    <message>
        <source>evenly spaced</source>
        <translation>均匀间隔</translation>
    </message>
    <message>
        <source>log spaced (each value a fixed factor above the last)</source>
        <translation>对数间隔（每个值是前一个值的固定倍数）</translation>
    </message>
    <message>
        <source>&amp;Parameter</source>
        <translation>参数(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;From</source>
        <translation>起始值(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;To</source>
        <translation>终止值(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Values</source>
        <translation>取值个数(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Spacing</source>
        <translation>间隔方式(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Run sweep</source>
        <translation>运行扫描(&amp;R)</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>停止(&amp;T)</translation>
    </message>
    <message numerus="yes">
        <source>Done: %n run(s).</source>
        <translation>
            <numerusform>完成：共 %n 次运行。</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopped. The last sweep's chart stays as it was.</source>
        <translation>已停止。上一次扫描的图表保持不变。</translation>
    </message>
    <message>
        <source>The sweep stopped: %1</source>
        <translation>扫描已停止：%1</translation>
    </message>
    <message>
        <source>The other parameters keep their values in the window now.</source>
        <translation>其他参数保持窗口中当前的值。</translation>
    </message>
    <message>
        <source>Open a scene first.</source>
        <translation>请先打开一个场景。</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>正在运行…</translation>
    </message>
</context>
<context>
    <name>sgd::ui::SweepRunner</name>
    <message>
        <source>a sweep is running already</source>
        <translation>已有一个扫描正在运行</translation>
    </message>
</context>
<context>
    <name>sgd::ui::TraceTableModel</name>
    <message>
        <source>%1 (trace field %2)</source>
        <translation>%1（轨迹字段 %2）</translation>
    </message>
</context>
<context>
    <name>sgd::ui::TransportBar</name>
    <message>
        <source>Transport</source>
        <translation>播放控制</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>重置</translation>
    </message>
    <message>
        <source>Back to the first step</source>
        <translation>回到第一步</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>后退</translation>
    </message>
    <message>
        <source>One step back</source>
        <translation>后退一步</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <source>Play or pause</source>
        <translation>播放或暂停</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>单步</translation>
    </message>
    <message>
        <source>One step forward</source>
        <translation>前进一步</translation>
    </message>
    <message>
        <source>−</source>
        <translation>−</translation>
    </message>
    <message>
        <source>Slower</source>
        <translation>减速</translation>
    </message>
    <message>
        <source>Playback speed, from 0.25× to 4×</source>
        <translation>播放速度，从 0.25× 到 4×</translation>
    </message>
    <message>
        <source>+</source>
        <translation>+</translation>
    </message>
    <message>
        <source>Faster</source>
        <translation>加速</translation>
    </message>
    <message>
        <source>Drag to any step of the trace</source>
        <translation>拖动到轨迹的任意一步</translation>
    </message>
    <message>
        <source>Which view of the scene the canvas, the narration and exported pictures show (V: next view)</source>
        <translation>画布、解说和导出的图片显示场景的哪个视图（V：下一个视图）</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Speed %1×</source>
        <translation>速度 %1×</translation>
    </message>
    <message>
        <source>Drag to any step of the trace (now: %1; 0 is the start)</source>
        <translation>拖动到轨迹的任意一步（当前：%1；0 为起点）</translation>
    </message>
    <message>
        <source>View: %1</source>
        <translation>视图：%1</translation>
    </message>
</context>
<context>
    <name>sgd::ui::ZoomChartView</name>
    <message>
        <source>%1: x = %2, y = %3</source>
        <translation>%1：x = %2，y = %3</translation>
    </message>
</context>
<context>
    <name>sgd::view</name>
    <message>
        <source>density</source>
        <translation>密度</translation>
    </message>
    <message>
        <source>distance</source>
        <translation>距离</translation>
    </message>
    <message>
        <source>error</source>
        <translation>误差</translation>
    </message>
    <message>
        <source>fit</source>
        <translation>拟合</translation>
    </message>
    <message>
        <source>frozen</source>
        <translation>冻结</translation>
    </message>
    <message>
        <source>graph</source>
        <translation>图</translation>
    </message>
    <message>
        <source>hybrid</source>
        <translation>混合</translation>
    </message>
    <message>
        <source>lanes</source>
        <translation>泳道</translation>
    </message>
    <message>
        <source>ledger</source>
        <translation>账本</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>损失</translation>
    </message>
    <message>
        <source>loss-curves</source>
        <translation>损失曲线</translation>
    </message>
    <message>
        <source>loss-time</source>
        <translation>损失随时间</translation>
    </message>
    <message>
        <source>matrix</source>
        <translation>矩阵</translation>
    </message>
    <message>
        <source>number-line</source>
        <translation>数轴</translation>
    </message>
    <message>
        <source>parabola</source>
        <translation>抛物线</translation>
    </message>
    <message>
        <source>plane</source>
        <translation>平面</translation>
    </message>
    <message>
        <source>round</source>
        <translation>轮</translation>
    </message>
    <message>
        <source>runs</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>scene</source>
        <translation>场景</translation>
    </message>
    <message>
        <source>shards</source>
        <translation>分片</translation>
    </message>
    <message>
        <source>share</source>
        <translation>共享编码</translation>
    </message>
    <message>
        <source>small</source>
        <translation>小规模</translation>
    </message>
    <message>
        <source>staircase</source>
        <translation>阶梯</translation>
    </message>
    <message>
        <source>staleness</source>
        <translation>陈旧度</translation>
    </message>
    <message>
        <source>strip</source>
        <translation>条带</translation>
    </message>
    <message>
        <source>surface</source>
        <translation>曲面</translation>
    </message>
    <message>
        <source>tapes</source>
        <translation>纸带</translation>
    </message>
    <message>
        <source>throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <source>timeline</source>
        <translation>时间线</translation>
    </message>
    <message>
        <source>topology</source>
        <translation>拓扑</translation>
    </message>
    <message>
        <source>trajectory</source>
        <translation>轨迹</translation>
    </message>
    <message>
        <source>w-chart</source>
        <translation>w 图</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>workers</source>
        <translation>工作节点</translation>
    </message>
</context>
</TS>
