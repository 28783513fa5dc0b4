<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_XA">
<context>
    <name>PenOverlay</name>
    <message>
        <source>Pen note</source>
        <translation>[Péñ~ ñõté~]</translation>
    </message>
    <message>
        <source>Vermillion</source>
        <translation>[Vérmîllîõñ~~~~]</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>[Blüé~]</translation>
    </message>
    <message>
        <source>Bluish green</source>
        <translation>[Blüîsh~~ grééñ~~]</translation>
    </message>
    <message>
        <source>Reddish purple</source>
        <translation>[Réddîsh~~ pürplé~~]</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>As the speed control under the picture: 2× plays twice as fast.</source>
        <translation>[Às thé~ spééd~~ çõñtrõl~~ üñdér~~ thé~ pîçtüré~~: 2× plàýs~~ twîçé~~ às fàst~.]</translation>
    </message>
    <message>
        <source>%1: %2 (the local network)</source>
        <translation>[%1: %2 (thé~ lõçàl~~ ñétwõrk~~)]</translation>
    </message>
    <message>
        <source>This computer only: 127.0.0.1 (for a try-out)</source>
        <translation>[Thîs~ çõmpütér~~~ õñlý~: 127.0.0.1 (fõr~ à trý~-õüt~)]</translation>
    </message>
    <message>
        <source>Every network of this computer: 0.0.0.0</source>
        <translation>[Évérý~~ ñétwõrk~~ õf thîs~ çõmpütér~~~: 0.0.0.0]</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>[üñréàdàblé~~~~]</translation>
    </message>
    <message>
        <source>other</source>
        <translation>[õthér~~]</translation>
    </message>
    <message>
        <source>1 student joined</source>
        <translation>[1 stüdéñt~~ jõîñéd~~]</translation>
    </message>
    <message>
        <source>%1 students joined</source>
        <translation>[%1 stüdéñts~~~ jõîñéd~~]</translation>
    </message>
    <message>
        <source> · %1 of %2 answered</source>
        <translation>[ · %1 õf %2 àñswéréd~~~]</translation>
    </message>
    <message>
        <source> · 1 connection dropped for reading too slowly (its page rejoins)</source>
        <translation>[ · 1 çõññéçtîõñ~~~~ drõppéd~~ fõr~ réàdîñg~~ tõõ~ slõwlý~~ (îts~ pàgé~ réjõîñs~~)]</translation>
    </message>
    <message>
        <source> · %1 connections dropped for reading too slowly (their pages rejoin)</source>
        <translation>[ · %1 çõññéçtîõñs~~~~ drõppéd~~ fõr~ réàdîñg~~ tõõ~ slõwlý~~ (théîr~~ pàgés~~ réjõîñ~~)]</translation>
    </message>
    <message>
        <source> · THE NETWORK IS GONE: %1 is no longer this computer's address, so no student can reach the session. %2</source>
        <translation>[ · THÉ~ ÑÉTWÕRK~~ ÎS GÕÑÉ~: %1 îs ñõ lõñgér~~ thîs~ çõmpütér~~~'s àddréss~~, sõ ñõ stüdéñt~~ çàñ~ réàçh~~ thé~ séssîõñ~~. %2]</translation>
    </message>
    <message>
        <source>Reconnect the Wi-Fi; the session goes on when it is back.</source>
        <translation>[Réçõññéçt~~~ thé~ Wî-Fî; thé~ séssîõñ~~ gõés~ õñ whéñ~ ît îs bàçk~.]</translation>
    </message>
    <message>
        <source>Reconnect, or stop and start the session on %1.</source>
        <translation>[Réçõññéçt~~~, õr stõp~ àñd~ stàrt~~ thé~ séssîõñ~~ õñ %1.]</translation>
    </message>
    <message>
        <source> · 1 network address turned away for wrong codes</source>
        <translation>[ · 1 ñétwõrk~~ àddréss~~ türñéd~~ àwàý~ fõr~ wrõñg~~ çõdés~~]</translation>
    </message>
    <message>
        <source> · %1 network addresses turned away for wrong codes</source>
        <translation>[ · %1 ñétwõrk~~ àddréssés~~~ türñéd~~ àwàý~ fõr~ wrõñg~~ çõdés~~]</translation>
    </message>
    <message>
        <source>stable: η·x² ≤ 1</source>
        <translation>[stàblé~~: η·x² ≤ 1]</translation>
    </message>
    <message>
        <source>overshooting: η·x² between 1 and 2</source>
        <translation>[õvérshõõtîñg~~~~: η·x² bétwééñ~~ 1 àñd~ 2]</translation>
    </message>
    <message>
        <source>diverging: η·x² ≥ 2</source>
        <translation>[dîvérgîñg~~~: η·x² ≥ 2]</translation>
    </message>
    <message>
        <source>runs</source>
        <translation>[rüñs~]</translation>
    </message>
    <message>
        <source>No pinned runs yet</source>
        <translation>[Ñõ pîññéd~~ rüñs~ ýét~]</translation>
    </message>
    <message>
        <source>%1 against %2: one pinned run</source>
        <translation>[%1 àgàîñst~~ %2: õñé~ pîññéd~~ rüñ~]</translation>
    </message>
    <message>
        <source>%1 against %2: %3 pinned runs</source>
        <translation>[%1 àgàîñst~~ %2: %3 pîññéd~~ rüñs~]</translation>
    </message>
    <message>
        <source>%1 exactly 0 (at the foot of the log axis)</source>
        <translation>[%1 éxàçtlý~~ 0 (àt thé~ fõõt~ õf thé~ lõg~ àxîs~)]</translation>
    </message>
    <message>
        <source>%1 against %2 (%3)</source>
        <translation>[%1 àgàîñst~~ %2 (%3)]</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>[çàññõt~~ wrîté~~ %1: %2]</translation>
    </message>
    <message>
        <source>%1: the name must end in .png, .svg or .pdf</source>
        <translation>[%1: thé~ ñàmé~ müst~ éñd~ îñ .pñg~, .svg~ õr .pdf~]</translation>
    </message>
    <message>
        <source>SGD Studio comparison: %1</source>
        <translation>[SGD~ Stüdîõ~~ çõmpàrîsõñ~~~~: %1]</translation>
    </message>
    <message>
        <source>not built into this copy</source>
        <translation>[ñõt~ büîlt~~ îñtõ~ thîs~ çõpý~]</translation>
    </message>
    <message>
        <source>not available: %1</source>
        <translation>[ñõt~ àvàîlàblé~~~: %1]</translation>
    </message>
    <message>
        <source>built, but no device found</source>
        <translation>[büîlt~~, büt~ ñõ dévîçé~~ fõüñd~~]</translation>
    </message>
    <message>
        <source>%1 (%2 GiB, compute %3.%4)</source>
        <translation>[%1 (%2 GîB~, çõmpüté~~ %3.%4)]</translation>
    </message>
    <message>
        <source>not found: MP4, WebM and GIF export need it (install ffmpeg)</source>
        <translation>[ñõt~ fõüñd~~: MP4, WébM~ àñd~ GÎF~ éxpõrt~~ ñééd~ ît (îñstàll~~ ffmpég~~)]</translation>
    </message>
    <message>
        <source>found: %1</source>
        <translation>[fõüñd~~: %1]</translation>
    </message>
    <message>
        <source>mpirun not found: real runs need Open MPI (install openmpi-bin and libopenmpi-dev)</source>
        <translation>[mpîrüñ~~ ñõt~ fõüñd~~: réàl~ rüñs~ ñééd~ Õpéñ~ MPÎ~ (îñstàll~~ õpéñmpî~~-bîñ~ àñd~ lîbõpéñmpî~~~~-dév~)]</translation>
    </message>
    <message>
        <source>mpirun found (%1), but not the runner %2: build it with Open MPI present</source>
        <translation>[mpîrüñ~~ fõüñd~~ (%1), büt~ ñõt~ thé~ rüññér~~ %2: büîld~~ ît wîth~ Õpéñ~ MPÎ~ préséñt~~]</translation>
    </message>
    <message>
        <source>found: %1, runner %2</source>
        <translation>[fõüñd~~: %1, rüññér~~ %2]</translation>
    </message>
    <message>
        <source>none</source>
        <translation>[ñõñé~]</translation>
    </message>
    <message>
        <source>%1 x %2, scale %3</source>
        <translation>[%1 x %2, sçàlé~~ %3]</translation>
    </message>
    <message>
        <source>SGD Studio</source>
        <translation>[SGD~ Stüdîõ~~]</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>[Çõmpüté~~]</translation>
    </message>
    <message>
        <source>chosen when the scale lab runs (%1)</source>
        <translation>[çhõséñ~~ whéñ~ thé~ sçàlé~~ làb~ rüñs~ (%1)]</translation>
    </message>
    <message>
        <source>%1 (asked for: %2)</source>
        <translation>[%1 (àskéd~~ fõr~: %2)]</translation>
    </message>
    <message>
        <source>Why not the GPU</source>
        <translation>[Whý~ ñõt~ thé~ GPÜ~]</translation>
    </message>
    <message>
        <source>nothing fell back</source>
        <translation>[ñõthîñg~~ féll~ bàçk~]</translation>
    </message>
    <message>
        <source>CPU threads</source>
        <translation>[ÇPÜ~ thréàds~~]</translation>
    </message>
    <message>
        <source>CUDA</source>
        <translation>[ÇÜDÀ~]</translation>
    </message>
    <message>
        <source>FFmpeg</source>
        <translation>[FFmpég~~]</translation>
    </message>
    <message>
        <source>Open MPI</source>
        <translation>[Õpéñ~ MPÎ~]</translation>
    </message>
    <message>
        <source>Qt</source>
        <translation>[Qt]</translation>
    </message>
    <message>
        <source>%1 (built with %2)</source>
        <translation>[%1 (büîlt~~ wîth~ %2)]</translation>
    </message>
    <message>
        <source>Platform</source>
        <translation>[Plàtfõrm~~~]</translation>
    </message>
    <message>
        <source>Screen</source>
        <translation>[Sçrééñ~~]</translation>
    </message>
    <message>
        <source>Diagnostics</source>
        <translation>[Dîàgñõstîçs~~~~]</translation>
    </message>
    <message>
        <source>What this copy of SGD Studio runs on. Paste it into a bug report.</source>
        <translation>[Whàt~ thîs~ çõpý~ õf SGD~ Stüdîõ~~ rüñs~ õñ. Pàsté~~ ît îñtõ~ à büg~ répõrt~~.]</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>[Çõpý~]</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>[Wîñdõw~~]</translation>
    </message>
    <message>
        <source>File</source>
        <translation>[Fîlé~]</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>[Édît~]</translation>
    </message>
    <message>
        <source>View</source>
        <translation>[Vîéw~]</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>[Tràñspõrt~~~]</translation>
    </message>
    <message>
        <source>Pen</source>
        <translation>[Péñ~]</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>[Hélp~]</translation>
    </message>
    <message>
        <source>Hover</source>
        <translation>[Hõvér~~]</translation>
    </message>
    <message>
        <source>a crosshair and the exact values of each curve's nearest point</source>
        <translation>[à çrõsshàîr~~~ àñd~ thé~ éxàçt~~ vàlüés~~ õf éàçh~ çürvé~~'s ñéàrést~~ põîñt~~]</translation>
    </message>
    <message>
        <source>Wheel</source>
        <translation>[Whéél~~]</translation>
    </message>
    <message>
        <source>zoom the x axis around the pointer</source>
        <translation>[zõõm~ thé~ x àxîs~ àrõüñd~~ thé~ põîñtér~~]</translation>
    </message>
    <message>
        <source>Shift+Wheel</source>
        <translation>[Shîft~~+Whéél~~]</translation>
    </message>
    <message>
        <source>zoom the y axis around the pointer</source>
        <translation>[zõõm~ thé~ ý àxîs~ àrõüñd~~ thé~ põîñtér~~]</translation>
    </message>
    <message>
        <source>Drag</source>
        <translation>[Dràg~]</translation>
    </message>
    <message>
        <source>move along the x axis</source>
        <translation>[mõvé~ àlõñg~~ thé~ x àxîs~]</translation>
    </message>
    <message>
        <source>Double-click</source>
        <translation>[Dõüblé~~-çlîçk~~]</translation>
    </message>
    <message>
        <source>show the whole chart again</source>
        <translation>[shõw~ thé~ whõlé~~ çhàrt~~ àgàîñ~~]</translation>
    </message>
    <message>
        <source>Click a legend entry</source>
        <translation>[Çlîçk~~ à légéñd~~ éñtrý~~]</translation>
    </message>
    <message>
        <source>hide that curve; click again to show it</source>
        <translation>[hîdé~ thàt~ çürvé~~; çlîçk~~ àgàîñ~~ tõ shõw~ ît]</translation>
    </message>
    <message>
        <source>Charts (mouse)</source>
        <translation>[Çhàrts~~ (mõüsé~~)]</translation>
    </message>
    <message>
        <source>&lt;p&gt;Every key of this window. Keys work while you are not typing in a field.&lt;/p&gt;</source>
        <translation>[&lt;p&gt;Évérý~~ kéý~ õf thîs~ wîñdõw~~. Kéýs~ wõrk~ whîlé~~ ýõü~ àré~ ñõt~ týpîñg~~ îñ à fîéld~~.&lt;/p&gt;]</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>[Kéýbõàrd~~~ shõrtçüts~~~]</translation>
    </message>
    <message>
        <source>&lt;h2&gt;How to run a class with SGD Studio&lt;/h2&gt;&lt;p&gt;Each scene tells one part of the story, one step at a time. Here is one way to use them in class.&lt;/p&gt;&lt;h3&gt;Before class&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;Pick the scenes you need from the list on the left, or open a lesson from the Lessons menu.&lt;/li&gt;&lt;li&gt;Build your own lesson: set a scene, its parameters and the step you want, and save it as a slide. Ctrl+D copies the slide shown and Ctrl+Shift+Page Up or Page Down moves it. A lesson can lock controls so that nothing changes by accident while you teach; a padlock marks them.&lt;/li&gt;&lt;li&gt;Click a scene's title on the canvas to read what to look for in it.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;In the room&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Presentation mode&lt;/b&gt; (F11) fills the screen with large type for the projector. F10 brings the menus and panels back for a moment; Esc leaves.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Lessons with slides&lt;/b&gt;: Page Down goes to the next slide and Page Up back, so you can teach with a clicker alone. Teacher notes stay in the presenter panel and never show on the canvas.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Quiz mode&lt;/b&gt;: before the next step plays, the new values are hidden. Ask the class to guess, then reveal and compare. Students working alone can type an answer and see how close it was.&lt;/li&gt;&lt;li&gt;&lt;b&gt;The pen&lt;/b&gt; (P): circle a value, draw an arrow, or add a short note. Notes belong to the step they were drawn on and come back when you return to it; in a lesson they stay with their slide. Ctrl+Z takes back the last one while the pen is on.&lt;/li&gt;&lt;li&gt;Space plays and pauses, the arrow keys step, Home starts again.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Compare&lt;/b&gt;: Compare &amp;gt; Pin run (Ctrl+Shift+P) keeps the run on screen; change a parameter, pin again, and Compare pinned runs draws them side by side. Sweep a parameter runs the scene once per value and plots what each run ends with (the learning rate's three regimes, staleness against workers).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Real runs&lt;/b&gt;: for the synchronous, asynchronous and decentralized scenes, Processes &amp;gt; Run on real processes starts one process per worker and one more (the server, or the one that gathers the record) with Open MPI on this machine and replays what they measured in the same views. Compare with simulator puts the measured run beside the simulator's prediction: the arithmetic agrees, the times are the machine's own. Help &amp;gt; Diagnostics says whether Open MPI and FFmpeg are installed.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;After class&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Exports&lt;/b&gt;: File &amp;gt; Export picture saves the step you see as PNG, SVG or PDF, with your pen notes if you like. A handout PDF has one page per step; an animation export makes a video for slides.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;F1 lists every key of the window.&lt;/p&gt;</source>
        <translation>[&lt;h2&gt;Hõw~ tõ rüñ~ à çlàss~~ wîth~ SGD~ Stüdîõ~~&lt;/h2&gt;&lt;p&gt;Éàçh~ sçéñé~~ télls~~ õñé~ pàrt~ õf thé~ stõrý~~, õñé~ stép~ àt à tîmé~. Héré~ îs õñé~ wàý~ tõ üsé~ thém~ îñ çlàss~~.&lt;/p&gt;&lt;h3&gt;Béfõré~~ çlàss~~&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;Pîçk~ thé~ sçéñés~~ ýõü~ ñééd~ frõm~ thé~ lîst~ õñ thé~ léft~, õr õpéñ~ à léssõñ~~ frõm~ thé~ Léssõñs~~ méñü~.&lt;/li&gt;&lt;li&gt;Büîld~~ ýõür~ õwñ~ léssõñ~~: sét~ à sçéñé~~, îts~ pàràmétérs~~~~ àñd~ thé~ stép~ ýõü~ wàñt~, àñd~ sàvé~ ît às à slîdé~~. Çtrl~+D çõpîés~~ thé~ slîdé~~ shõwñ~~ àñd~ Çtrl~+Shîft~~+Pàgé~ Üp õr Pàgé~ Dõwñ~ mõvés~~ ît. À léssõñ~~ çàñ~ lõçk~ çõñtrõls~~~ sõ thàt~ ñõthîñg~~ çhàñgés~~ bý àççîdéñt~~~ whîlé~~ ýõü~ téàçh~~; à pàdlõçk~~ màrks~~ thém~.&lt;/li&gt;&lt;li&gt;Çlîçk~~ à sçéñé~~'s tîtlé~~ õñ thé~ çàñvàs~~ tõ réàd~ whàt~ tõ lõõk~ fõr~ îñ ît.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Îñ thé~ rõõm~&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Préséñtàtîõñ~~~~ mõdé~&lt;/b&gt; (F11) fîlls~~ thé~ sçrééñ~~ wîth~ làrgé~~ týpé~ fõr~ thé~ prõjéçtõr~~~. F10 brîñgs~~ thé~ méñüs~~ àñd~ pàñéls~~ bàçk~ fõr~ à mõméñt~~; Ésç~ léàvés~~.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Léssõñs~~ wîth~ slîdés~~&lt;/b&gt;: Pàgé~ Dõwñ~ gõés~ tõ thé~ ñéxt~ slîdé~~ àñd~ Pàgé~ Üp bàçk~, sõ ýõü~ çàñ~ téàçh~~ wîth~ à çlîçkér~~ àlõñé~~. Téàçhér~~ ñõtés~~ stàý~ îñ thé~ préséñtér~~~ pàñél~~ àñd~ ñévér~~ shõw~ õñ thé~ çàñvàs~~.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Qüîz~ mõdé~&lt;/b&gt;: béfõré~~ thé~ ñéxt~ stép~ plàýs~~, thé~ ñéw~ vàlüés~~ àré~ hîddéñ~~. Àsk~ thé~ çlàss~~ tõ güéss~~, théñ~ révéàl~~ àñd~ çõmpàré~~. Stüdéñts~~~ wõrkîñg~~ àlõñé~~ çàñ~ týpé~ àñ àñswér~~ àñd~ séé~ hõw~ çlõsé~~ ît wàs~.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Thé~ péñ~&lt;/b&gt; (P): çîrçlé~~ à vàlüé~~, dràw~ àñ àrrõw~~, õr àdd~ à shõrt~~ ñõté~. Ñõtés~~ bélõñg~~ tõ thé~ stép~ théý~ wéré~ dràwñ~~ õñ àñd~ çõmé~ bàçk~ whéñ~ ýõü~ rétürñ~~ tõ ît; îñ à léssõñ~~ théý~ stàý~ wîth~ théîr~~ slîdé~~. Çtrl~+Z tàkés~~ bàçk~ thé~ làst~ õñé~ whîlé~~ thé~ péñ~ îs õñ.&lt;/li&gt;&lt;li&gt;Spàçé~~ plàýs~~ àñd~ pàüsés~~, thé~ àrrõw~~ kéýs~ stép~, Hõmé~ stàrts~~ àgàîñ~~.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Çõmpàré~~&lt;/b&gt;: Çõmpàré~~ &amp;gt; Pîñ~ rüñ~ (Çtrl~+Shîft~~+P) kééps~~ thé~ rüñ~ õñ sçrééñ~~; çhàñgé~~ à pàràmétér~~~, pîñ~ àgàîñ~~, àñd~ Çõmpàré~~ pîññéd~~ rüñs~ dràws~~ thém~ sîdé~ bý sîdé~. Swéép~~ à pàràmétér~~~ rüñs~ thé~ sçéñé~~ õñçé~ pér~ vàlüé~~ àñd~ plõts~~ whàt~ éàçh~ rüñ~ éñds~ wîth~ (thé~ léàrñîñg~~~ ràté~'s thréé~~ régîmés~~, stàléñéss~~~ àgàîñst~~ wõrkérs~~).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Réàl~ rüñs~&lt;/b&gt;: fõr~ thé~ sýñçhrõñõüs~~~~, àsýñçhrõñõüs~~~~ àñd~ déçéñtràlîzéd~~~~~ sçéñés~~, Prõçéssés~~~ &amp;gt; Rüñ~ õñ réàl~ prõçéssés~~~ stàrts~~ õñé~ prõçéss~~ pér~ wõrkér~~ àñd~ õñé~ mõré~ (thé~ sérvér~~, õr thé~ õñé~ thàt~ gàthérs~~ thé~ réçõrd~~) wîth~ Õpéñ~ MPÎ~ õñ thîs~ màçhîñé~~ àñd~ réplàýs~~ whàt~ théý~ méàsüréd~~~ îñ thé~ sàmé~ vîéws~~. Çõmpàré~~ wîth~ sîmülàtõr~~~ püts~ thé~ méàsüréd~~~ rüñ~ bésîdé~~ thé~ sîmülàtõr~~~'s prédîçtîõñ~~~~: thé~ àrîthmétîç~~~~ àgréés~~, thé~ tîmés~~ àré~ thé~ màçhîñé~~'s õwñ~. Hélp~ &amp;gt; Dîàgñõstîçs~~~~ sàýs~ whéthér~~ Õpéñ~ MPÎ~ àñd~ FFmpég~~ àré~ îñstàlléd~~~.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Àftér~~ çlàss~~&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Éxpõrts~~&lt;/b&gt;: Fîlé~ &amp;gt; Éxpõrt~~ pîçtüré~~ sàvés~~ thé~ stép~ ýõü~ séé~ às PÑG~, SVG~ õr PDF~, wîth~ ýõür~ péñ~ ñõtés~~ îf ýõü~ lîké~. À hàñdõüt~~ PDF~ hàs~ õñé~ pàgé~ pér~ stép~; àñ àñîmàtîõñ~~~ éxpõrt~~ màkés~~ à vîdéõ~~ fõr~ slîdés~~.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;F1 lîsts~~ évérý~~ kéý~ õf thé~ wîñdõw~~.&lt;/p&gt;]</translation>
    </message>
    <message>
        <source>How to run a class</source>
        <translation>[Hõw~ tõ rüñ~ à çlàss~~]</translation>
    </message>
    <message>
        <source>What to look for: %1</source>
        <translation>[Whàt~ tõ lõõk~ fõr~: %1]</translation>
    </message>
    <message>
        <source>What to look for</source>
        <translation>[Whàt~ tõ lõõk~ fõr~]</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>[çàññõt~~ réàd~ %1: %2]</translation>
    </message>
    <message>
        <source>Diverged.</source>
        <translation>[Dîvérgéd~~~.]</translation>
    </message>
    <message>
        <source>Diverged: %1</source>
        <translation>[Dîvérgéd~~~: %1]</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>[émptý~~]</translation>
    </message>
    <message>
        <source>Locked by the lesson</source>
        <translation>[Lõçkéd~~ bý thé~ léssõñ~~]</translation>
    </message>
    <message>
        <source>Set %1 to %2</source>
        <translation>[Sét~ %1 tõ %2]</translation>
    </message>
    <message>
        <source>the run has no steps</source>
        <translation>[thé~ rüñ~ hàs~ ñõ stéps~~]</translation>
    </message>
    <message>
        <source>steps %1 to %2 are not in this run (steps 0 to %3)</source>
        <translation>[stéps~~ %1 tõ %2 àré~ ñõt~ îñ thîs~ rüñ~ (stéps~~ 0 tõ %3)]</translation>
    </message>
    <message>
        <source>%1 frames a second is out of range (%2 to %3)</source>
        <translation>[%1 fràmés~~ à séçõñd~~ îs õüt~ õf ràñgé~~ (%2 tõ %3)]</translation>
    </message>
    <message>
        <source>speed %1 is out of range (0.25 to 4)</source>
        <translation>[spééd~~ %1 îs õüt~ õf ràñgé~~ (0.25 tõ 4)]</translation>
    </message>
    <message>
        <source>an animation frame of %1 x %2 pixels is out of range (16 to %3 a side): change the size or scale</source>
        <translation>[àñ àñîmàtîõñ~~~ fràmé~~ õf %1 x %2 pîxéls~~ îs õüt~ õf ràñgé~~ (16 tõ %3 à sîdé~): çhàñgé~~ thé~ sîzé~ õr sçàlé~~]</translation>
    </message>
    <message>
        <source>steps %1 to %2 at %3 frames a second make %4 frames, more than %5: choose fewer steps, a lower frame rate or a higher speed</source>
        <translation>[stéps~~ %1 tõ %2 àt %3 fràmés~~ à séçõñd~~ màké~ %4 fràmés~~, mõré~ thàñ~ %5: çhõõsé~~ féwér~~ stéps~~, à lõwér~~ fràmé~~ ràté~ õr à hîghér~~ spééd~~]</translation>
    </message>
    <message>
        <source>animations need the program ffmpeg, which was not found: install it (Debian: sudo apt install ffmpeg) and try again</source>
        <translation>[àñîmàtîõñs~~~~ ñééd~ thé~ prõgràm~~ ffmpég~~, whîçh~~ wàs~ ñõt~ fõüñd~~: îñstàll~~ ît (Débîàñ~~: südõ~ àpt~ îñstàll~~ ffmpég~~) àñd~ trý~ àgàîñ~~]</translation>
    </message>
    <message>
        <source>cannot make a temporary folder for the animation: %1</source>
        <translation>[çàññõt~~ màké~ à témpõràrý~~~ fõldér~~ fõr~ thé~ àñîmàtîõñ~~~: %1]</translation>
    </message>
    <message>
        <source>cannot start ffmpeg: %1</source>
        <translation>[çàññõt~~ stàrt~~ ffmpég~~: %1]</translation>
    </message>
    <message>
        <source>ffmpeg could not make the animation: %1</source>
        <translation>[ffmpég~~ çõüld~~ ñõt~ màké~ thé~ àñîmàtîõñ~~~: %1]</translation>
    </message>
    <message>
        <source>(is the disk of the temporary folder %1 full?)</source>
        <translation>[(îs thé~ dîsk~ õf thé~ témpõràrý~~~ fõldér~~ %1 füll~?)]</translation>
    </message>
    <message>
        <source>ffmpeg ended without error but wrote an empty file %1</source>
        <translation>[ffmpég~~ éñdéd~~ wîthõüt~~ érrõr~~ büt~ wrõté~~ àñ émptý~~ fîlé~ %1]</translation>
    </message>
    <message>
        <source>ffmpeg ended without error but its file does not read back %1</source>
        <translation>[ffmpég~~ éñdéd~~ wîthõüt~~ érrõr~~ büt~ îts~ fîlé~ dõés~ ñõt~ réàd~ bàçk~ %1]</translation>
    </message>
    <message>
        <source>ffmpeg ended without error but its file holds %1 of %2 frames %3</source>
        <translation>[ffmpég~~ éñdéd~~ wîthõüt~~ érrõr~~ büt~ îts~ fîlé~ hõlds~~ %1 õf %2 fràmés~~ %3]</translation>
    </message>
    <message>
        <source>ffmpeg wrote no file: %1</source>
        <translation>[ffmpég~~ wrõté~~ ñõ fîlé~: %1]</translation>
    </message>
    <message>
        <source>stopped; nothing was written</source>
        <translation>[stõppéd~~; ñõthîñg~~ wàs~ wrîttéñ~~]</translation>
    </message>
    <message>
        <source>%1: an animation is a file ending in .mp4, .webm or .gif</source>
        <translation>[%1: àñ àñîmàtîõñ~~~ îs à fîlé~ éñdîñg~~ îñ .mp4, .wébm~ õr .gîf~]</translation>
    </message>
    <message>
        <source>the trace has no steps to draw</source>
        <translation>[thé~ tràçé~~ hàs~ ñõ stéps~~ tõ dràw~]</translation>
    </message>
    <message>
        <source>cannot make a %1 x %2 pixel picture (at most %3 a side, and it must fit in memory)</source>
        <translation>[çàññõt~~ màké~ à %1 x %2 pîxél~~ pîçtüré~~ (àt mõst~ %3 à sîdé~, àñd~ ît müst~ fît~ îñ mémõrý~~)]</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>[%1, %2]</translation>
    </message>
    <message>
        <source>SGD Studio figure: scene %1, %2 (frame 0 is the start).</source>
        <translation>[SGD~ Stüdîõ~~ fîgüré~~: sçéñé~~ %1, %2 (fràmé~~ 0 îs thé~ stàrt~~).]</translation>
    </message>
    <message>
        <source>unknown trace format '%1' (allowed: .csv, .json)</source>
        <translation>[üñkñõwñ~~ tràçé~~ fõrmàt~~ '%1' (àllõwéd~~: .çsv~, .jsõñ~)]</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>[Pàràmétérs~~~~]</translation>
    </message>
    <message>
        <source>(default)</source>
        <translation>[(défàült~~)]</translation>
    </message>
    <message>
        <source>%1 pages follow, one per %2, from the start (%2 0) to %2 %3.</source>
        <translation>[%1 pàgés~~ fõllõw~~, õñé~ pér~ %2, frõm~ thé~ stàrt~~ (%2 0) tõ %2 %3.]</translation>
    </message>
    <message>
        <source>%1 pages follow, one per %2, from %2 %3 to %2 %4 of %5.</source>
        <translation>[%1 pàgés~~ fõllõw~~, õñé~ pér~ %2, frõm~ %2 %3 tõ %2 %4 õf %5.]</translation>
    </message>
    <message>
        <source>steps %1 to %2 are not in the trace (0 to %3)</source>
        <translation>[stéps~~ %1 tõ %2 àré~ ñõt~ îñ thé~ tràçé~~ (0 tõ %3)]</translation>
    </message>
    <message>
        <source>a handout has at most %1 step pages, this one would have %2: export a range of steps</source>
        <translation>[à hàñdõüt~~ hàs~ àt mõst~ %1 stép~ pàgés~~, thîs~ õñé~ wõüld~~ hàvé~ %2: éxpõrt~~ à ràñgé~~ õf stéps~~]</translation>
    </message>
    <message>
        <source>%1 — handout</source>
        <translation>[%1 — hàñdõüt~~]</translation>
    </message>
    <message>
        <source>cannot add a page to %1</source>
        <translation>[çàññõt~~ àdd~ à pàgé~ tõ %1]</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>[çàññõt~~ çréàté~~ thé~ fõldér~~ %1]</translation>
    </message>
    <message>
        <source>the lesson has no slides</source>
        <translation>[thé~ léssõñ~~ hàs~ ñõ slîdés~~]</translation>
    </message>
    <message>
        <source>stopped: nothing was written</source>
        <translation>[stõppéd~~: ñõthîñg~~ wàs~ wrîttéñ~~]</translation>
    </message>
    <message>
        <source>%1 processes on %2</source>
        <translation>[%1 prõçéssés~~~ õñ %2]</translation>
    </message>
    <message>
        <source>the processes</source>
        <translation>[thé~ prõçéssés~~~]</translation>
    </message>
    <message>
        <source>&lt;b&gt;Solid: measured on %1. Dashed: what the simulator predicts for the same parameters.&lt;/b&gt;&lt;br&gt;</source>
        <translation>[&lt;b&gt;Sõlîd~~: méàsüréd~~~ õñ %1. Dàshéd~~: whàt~ thé~ sîmülàtõr~~~ prédîçts~~~ fõr~ thé~ sàmé~ pàràmétérs~~~~.&lt;/b&gt;&lt;br&gt;]</translation>
    </message>
    <message>
        <source>&lt;b&gt;The model holds&lt;/b&gt; for the weights: every one is exactly the simulator's, %1.&lt;br&gt;</source>
        <translation>[&lt;b&gt;Thé~ mõdél~~ hõlds~~&lt;/b&gt; fõr~ thé~ wéîghts~~: évérý~~ õñé~ îs éxàçtlý~~ thé~ sîmülàtõr~~~'s, %1.&lt;br&gt;]</translation>
    </message>
    <message>
        <source>&lt;b&gt;The weights differ&lt;/b&gt; by up to %1 from the simulator's.&lt;br&gt;</source>
        <translation>[&lt;b&gt;Thé~ wéîghts~~ dîffér~~&lt;/b&gt; bý üp tõ %1 frõm~ thé~ sîmülàtõr~~~'s.&lt;br&gt;]</translation>
    </message>
    <message>
        <source>At the start every worker reads w = %1.&lt;br&gt;</source>
        <translation>[Àt thé~ stàrt~~ évérý~~ wõrkér~~ réàds~~ w = %1.&lt;br&gt;]</translation>
    </message>
    <message>
        <source>Update %1: measured at t = %2 from worker %3 (w = %4); predicted at t = %5 from worker %6 (w = %7).&lt;br&gt;</source>
        <translation>[Üpdàté~~ %1: méàsüréd~~~ àt t = %2 frõm~ wõrkér~~ %3 (w = %4); prédîçtéd~~~ àt t = %5 frõm~ wõrkér~~ %6 (w = %7).&lt;br&gt;]</translation>
    </message>
    <message>
        <source>&lt;b&gt;The model holds&lt;/b&gt; for the order: all %1 gradients arrived from the workers it predicted, so the staircase has the same steps.&lt;br&gt;</source>
        <translation>[&lt;b&gt;Thé~ mõdél~~ hõlds~~&lt;/b&gt; fõr~ thé~ õrdér~~: àll~ %1 gràdîéñts~~~ àrrîvéd~~ frõm~ thé~ wõrkérs~~ ît prédîçtéd~~~, sõ thé~ stàîrçàsé~~~ hàs~ thé~ sàmé~ stéps~~.&lt;br&gt;]</translation>
    </message>
    <message>
        <source>&lt;b&gt;The model does not hold&lt;/b&gt; for the order, from the first update on: </source>
        <translation>[&lt;b&gt;Thé~ mõdél~~ dõés~ ñõt~ hõld~&lt;/b&gt; fõr~ thé~ õrdér~~, frõm~ thé~ fîrst~~ üpdàté~~ õñ: ]</translation>
    </message>
    <message>
        <source>&lt;b&gt;The model holds&lt;/b&gt; for the first update only. &lt;b&gt;It does not&lt;/b&gt; from update 2 on: </source>
        <translation>[&lt;b&gt;Thé~ mõdél~~ hõlds~~&lt;/b&gt; fõr~ thé~ fîrst~~ üpdàté~~ õñlý~. &lt;b&gt;Ît dõés~ ñõt~&lt;/b&gt; frõm~ üpdàté~~ 2 õñ: ]</translation>
    </message>
    <message>
        <source>&lt;b&gt;The model holds&lt;/b&gt; for the first %1 updates (same workers, same order). &lt;b&gt;It does not&lt;/b&gt; from update %2 on: </source>
        <translation>[&lt;b&gt;Thé~ mõdél~~ hõlds~~&lt;/b&gt; fõr~ thé~ fîrst~~ %1 üpdàtés~~ (sàmé~ wõrkérs~~, sàmé~ õrdér~~). &lt;b&gt;Ît dõés~ ñõt~&lt;/b&gt; frõm~ üpdàté~~ %2 õñ: ]</translation>
    </message>
    <message>
        <source>a gradient arrived earlier or later than the compute times say, so the server applied them in another order and the staircase took other steps.&lt;br&gt;</source>
        <translation>[à gràdîéñt~~~ àrrîvéd~~ éàrlîér~~ õr làtér~~ thàñ~ thé~ çõmpüté~~ tîmés~~ sàý~, sõ thé~ sérvér~~ àpplîéd~~ thém~ îñ àñõthér~~ õrdér~~ àñd~ thé~ stàîrçàsé~~~ tõõk~ õthér~~ stéps~~.&lt;br&gt;]</translation>
    </message>
    <message>
        <source>Update %1 came at t = %2 measured against %3 predicted (%4 times the prediction); update times differ by up to %5 s: messages and the operating system's scheduling cost time the model leaves out.&lt;br&gt;</source>
        <translation>[Üpdàté~~ %1 çàmé~ àt t = %2 méàsüréd~~~ àgàîñst~~ %3 prédîçtéd~~~ (%4 tîmés~~ thé~ prédîçtîõñ~~~~); üpdàté~~ tîmés~~ dîffér~~ bý üp tõ %5 s: méssàgés~~~ àñd~ thé~ õpéràtîñg~~~ sýstém~~'s sçhédülîñg~~~~ çõst~ tîmé~ thé~ mõdél~~ léàvés~~ õüt~.&lt;br&gt;]</translation>
    </message>
    <message>
        <source>Mean staleness: %1 measured, %2 predicted (bars: per worker).</source>
        <translation>[Méàñ~ stàléñéss~~~: %1 méàsüréd~~~, %2 prédîçtéd~~~ (bàrs~: pér~ wõrkér~~).]</translation>
    </message>
    <message>
        <source>At the start every worker holds w = %1.&lt;br&gt;</source>
        <translation>[Àt thé~ stàrt~~ évérý~~ wõrkér~~ hõlds~~ w = %1.&lt;br&gt;]</translation>
    </message>
    <message>
        <source>Round %1: measured %2 s from start to barrier with %3 s of idle; predicted %4 s with %5 s idle.&lt;br&gt;</source>
        <translation>[Rõüñd~~ %1: méàsüréd~~~ %2 s frõm~ stàrt~~ tõ bàrrîér~~ wîth~ %3 s õf îdlé~; prédîçtéd~~~ %4 s wîth~ %5 s îdlé~.&lt;br&gt;]</translation>
    </message>
    <message>
        <source>because the barrier makes each round's arithmetic independent of who finishes first</source>
        <translation>[béçàüsé~~ thé~ bàrrîér~~ màkés~~ éàçh~ rõüñd~~'s àrîthmétîç~~~~ îñdépéñdéñt~~~~ õf whõ~ fîñîshés~~~ fîrst~~]</translation>
    </message>
    <message>
        <source>Rounds took %1 s on average measured against %2 s predicted (%3 times); barrier idle in all: %4 s measured, %5 s predicted.</source>
        <translation>[Rõüñds~~ tõõk~ %1 s õñ àvéràgé~~ méàsüréd~~~ àgàîñst~~ %2 s prédîçtéd~~~ (%3 tîmés~~); bàrrîér~~ îdlé~ îñ àll~: %4 s méàsüréd~~~, %5 s prédîçtéd~~~.]</translation>
    </message>
    <message>
        <source> &lt;b&gt;The model does not hold&lt;/b&gt; for the waiting: with equal compute times it says nobody waits, yet real workers never finish at the same instant.</source>
        <translation>[ &lt;b&gt;Thé~ mõdél~~ dõés~ ñõt~ hõld~&lt;/b&gt; fõr~ thé~ wàîtîñg~~: wîth~ éqüàl~~ çõmpüté~~ tîmés~~ ît sàýs~ ñõbõdý~~ wàîts~~, ýét~ réàl~ wõrkérs~~ ñévér~~ fîñîsh~~ àt thé~ sàmé~ îñstàñt~~.]</translation>
    </message>
    <message>
        <source> The time a real round takes beyond the model's is messages and scheduling.</source>
        <translation>[ Thé~ tîmé~ à réàl~ rõüñd~~ tàkés~~ béýõñd~~ thé~ mõdél~~'s îs méssàgés~~~ àñd~ sçhédülîñg~~~~.]</translation>
    </message>
    <message>
        <source>Round %1: the live nodes' mean is %2 measured and %3 predicted.&lt;br&gt;</source>
        <translation>[Rõüñd~~ %1: thé~ lîvé~ ñõdés~~' méàñ~ îs %2 méàsüréd~~~ àñd~ %3 prédîçtéd~~~.&lt;br&gt;]</translation>
    </message>
    <message>
        <source>because each round mixes the same neighbours' weights whatever the order the messages arrive in</source>
        <translation>[béçàüsé~~ éàçh~ rõüñd~~ mîxés~~ thé~ sàmé~ ñéîghbõürs~~~~' wéîghts~~ whàtévér~~~ thé~ õrdér~~ thé~ méssàgés~~~ àrrîvé~~ îñ]</translation>
    </message>
    <message>
        <source>The model has no clock: only the recorded run's timeline (Chrome trace) shows how long each exchange took.</source>
        <translation>[Thé~ mõdél~~ hàs~ ñõ çlõçk~~: õñlý~ thé~ réçõrdéd~~~ rüñ~'s tîmélîñé~~~ (Çhrõmé~~ tràçé~~) shõws~~ hõw~ lõñg~ éàçh~ éxçhàñgé~~~ tõõk~.]</translation>
    </message>
    <message>
        <source>Nothing to compare: a trace has no steps.</source>
        <translation>[Ñõthîñg~~ tõ çõmpàré~~: à tràçé~~ hàs~ ñõ stéps~~.]</translation>
    </message>
    <message>
        <source>measured on %1 processes</source>
        <translation>[méàsüréd~~~ õñ %1 prõçéssés~~~]</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>[méàsüréd~~~]</translation>
    </message>
    <message>
        <source>simulator</source>
        <translation>[sîmülàtõr~~~]</translation>
    </message>
    <message>
        <source>time (lecture seconds)</source>
        <translation>[tîmé~ (léçtüré~~ séçõñds~~)]</translation>
    </message>
    <message>
        <source>time</source>
        <translation>[tîmé~]</translation>
    </message>
    <message>
        <source>w on the server</source>
        <translation>[w õñ thé~ sérvér~~]</translation>
    </message>
    <message>
        <source>w</source>
        <translation>[w]</translation>
    </message>
    <message>
        <source>w after each update: measured (solid) and predicted (dashed)</source>
        <translation>[w àftér~~ éàçh~ üpdàté~~: méàsüréd~~~ (sõlîd~~) àñd~ prédîçtéd~~~ (dàshéd~~)]</translation>
    </message>
    <message>
        <source>worker</source>
        <translation>[wõrkér~~]</translation>
    </message>
    <message>
        <source>mean staleness</source>
        <translation>[méàñ~ stàléñéss~~~]</translation>
    </message>
    <message>
        <source>staleness</source>
        <translation>[stàléñéss~~~]</translation>
    </message>
    <message>
        <source>staleness per worker</source>
        <translation>[stàléñéss~~~ pér~ wõrkér~~]</translation>
    </message>
    <message>
        <source>max %1 / %2</source>
        <translation>[màx~ %1 / %2]</translation>
    </message>
    <message>
        <source>round</source>
        <translation>[rõüñd~~]</translation>
    </message>
    <message>
        <source>round time: start to barrier (lecture s)</source>
        <translation>[rõüñd~~ tîmé~: stàrt~~ tõ bàrrîér~~ (léçtüré~~ s)]</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>[séçõñds~~]</translation>
    </message>
    <message>
        <source>barrier idle, all workers (lecture s)</source>
        <translation>[bàrrîér~~ îdlé~, àll~ wõrkérs~~ (léçtüré~~ s)]</translation>
    </message>
    <message>
        <source>identical</source>
        <translation>[îdéñtîçàl~~~]</translation>
    </message>
    <message>
        <source>differ by up to %1</source>
        <translation>[dîffér~~ bý üp tõ %1]</translation>
    </message>
    <message>
        <source>w after each round: %1</source>
        <translation>[w àftér~~ éàçh~ rõüñd~~: %1]</translation>
    </message>
    <message>
        <source>weight on each node</source>
        <translation>[wéîght~~ õñ éàçh~ ñõdé~]</translation>
    </message>
    <message>
        <source>node %1</source>
        <translation>[ñõdé~ %1]</translation>
    </message>
    <message>
        <source>weights per round, measured (solid) and predicted (dashed): %1</source>
        <translation>[wéîghts~~ pér~ rõüñd~~, méàsüréd~~~ (sõlîd~~) àñd~ prédîçtéd~~~ (dàshéd~~): %1]</translation>
    </message>
    <message>
        <source>%1: real processes beside the simulator</source>
        <translation>[%1: réàl~ prõçéssés~~~ bésîdé~~ thé~ sîmülàtõr~~~]</translation>
    </message>
    <message>
        <source>Real run, incomplete (ended early after %1 steps): %2</source>
        <translation>[Réàl~ rüñ~, îñçõmplété~~~~ (éñdéd~~ éàrlý~~ àftér~~ %1 stéps~~): %2]</translation>
    </message>
    <message>
        <source>Real run: %1</source>
        <translation>[Réàl~ rüñ~: %1]</translation>
    </message>
    <message>
        <source>Real run (its facts are incomplete)</source>
        <translation>[Réàl~ rüñ~ (îts~ fàçts~~ àré~ îñçõmplété~~~~)]</translation>
    </message>
    <message>
        <source>times measured on these processes, not modelled</source>
        <translation>[tîmés~~ méàsüréd~~~ õñ thésé~~ prõçéssés~~~, ñõt~ mõdélléd~~~]</translation>
    </message>
    <message>
        <source>%1 %2 of %3</source>
        <translation>[%1 %2 õf %3]</translation>
    </message>
    <message>
        <source>server time</source>
        <translation>[sérvér~~ tîmé~]</translation>
    </message>
    <message>
        <source>computing</source>
        <translation>[çõmpütîñg~~~]</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>[lõst~]</translation>
    </message>
    <message>
        <source>wait (SSP)</source>
        <translation>[wàît~ (SSP~)]</translation>
    </message>
    <message>
        <source>down</source>
        <translation>[dõwñ~]</translation>
    </message>
    <message>
        <source>Workers: pull, compute, push, never interrupted</source>
        <translation>[Wõrkérs~~: püll~, çõmpüté~~, püsh~, ñévér~~ îñtérrüptéd~~~~]</translation>
    </message>
    <message>
        <source>▼ pull newest w</source>
        <translation>[▼ püll~ ñéwést~~ w]</translation>
    </message>
    <message>
        <source>▲ push gradient</source>
        <translation>[▲ püsh~ gràdîéñt~~~]</translation>
    </message>
    <message>
        <source>computing (#update it became)</source>
        <translation>[çõmpütîñg~~~ (#üpdàté~~ ît béçàmé~~)]</translation>
    </message>
    <message>
        <source>w read, and the stale gap</source>
        <translation>[w réàd~, àñd~ thé~ stàlé~~ gàp~]</translation>
    </message>
    <message>
        <source>lost (worker failed)</source>
        <translation>[lõst~ (wõrkér~~ fàîléd~~)]</translation>
    </message>
    <message>
        <source>waiting (SSP bound)</source>
        <translation>[wàîtîñg~~ (SSP~ bõüñd~~)]</translation>
    </message>
    <message>
        <source>synchronous SGD</source>
        <translation>[sýñçhrõñõüs~~~~ SGD~]</translation>
    </message>
    <message>
        <source>w after the update</source>
        <translation>[w àftér~~ thé~ üpdàté~~]</translation>
    </message>
    <message>
        <source>version</source>
        <translation>[vérsîõñ~~]</translation>
    </message>
    <message>
        <source>landed from</source>
        <translation>[làñdéd~~ frõm~]</translation>
    </message>
    <message>
        <source>the start</source>
        <translation>[thé~ stàrt~~]</translation>
    </message>
    <message>
        <source>worker %1</source>
        <translation>[wõrkér~~ %1]</translation>
    </message>
    <message>
        <source>Compare with synchronous SGD</source>
        <translation>[Çõmpàré~~ wîth~ sýñçhrõñõüs~~~~ SGD~]</translation>
    </message>
    <message>
        <source>Overlay what synchronous SGD with the same workers would have done on the same clock</source>
        <translation>[Õvérlàý~~ whàt~ sýñçhrõñõüs~~~~ SGD~ wîth~ thé~ sàmé~ wõrkérs~~ wõüld~~ hàvé~ dõñé~ õñ thé~ sàmé~ çlõçk~~]</translation>
    </message>
    <message>
        <source>Asynchronous SGD · update %1 of %2 · t = %3 · %4 · no barrier</source>
        <translation>[Àsýñçhrõñõüs~~~~ SGD~ · üpdàté~~ %1 õf %2 · t = %3 · %4 · ñõ bàrrîér~~]</translation>
    </message>
    <message>
        <source>server writes so far: %1</source>
        <translation>[sérvér~~ wrîtés~~ sõ fàr~: %1]</translation>
    </message>
    <message>
        <source>synchronous SGD, same gradients: %1</source>
        <translation>[sýñçhrõñõüs~~~~ SGD~, sàmé~ gràdîéñts~~~: %1]</translation>
    </message>
    <message>
        <source>worker %1 needs %2 s</source>
        <translation>[wõrkér~~ %1 ñééds~~ %2 s]</translation>
    </message>
    <message>
        <source>Every worker has read w = %1 from the server (version %2) and is computing its first gradient. </source>
        <translation>[Évérý~~ wõrkér~~ hàs~ réàd~ w = %1 frõm~ thé~ sérvér~~ (vérsîõñ~~ %2) àñd~ îs çõmpütîñg~~~ îts~ fîrst~~ gràdîéñt~~~. ]</translation>
    </message>
    <message>
        <source>Every worker has read w = %1 from the server (version %2) and is computing its first gradient: %3. </source>
        <translation>[Évérý~~ wõrkér~~ hàs~ réàd~ w = %1 frõm~ thé~ sérvér~~ (vérsîõñ~~ %2) àñd~ îs çõmpütîñg~~~ îts~ fîrst~~ gràdîéñt~~~: %3. ]</translation>
    </message>
    <message>
        <source>Nothing has reached the server yet, so there is no staleness and no gap. &lt;i&gt;Predict:&lt;/i&gt; whose gradient lands first, and what does it do to w? And when the others land, is w still the weight they were computed for?</source>
        <translation>[Ñõthîñg~~ hàs~ réàçhéd~~ thé~ sérvér~~ ýét~, sõ théré~~ îs ñõ stàléñéss~~~ àñd~ ñõ gàp~. &lt;i&gt;Prédîçt~~:&lt;/i&gt; whõsé~~ gràdîéñt~~~ làñds~~ fîrst~~, àñd~ whàt~ dõés~ ît dõ tõ w? Àñd~ whéñ~ thé~ õthérs~~ làñd~, îs w stîll~~ thé~ wéîght~~ théý~ wéré~ çõmpütéd~~~ fõr~?]</translation>
    </message>
    <message>
        <source> The dashed staircase is synchronous SGD on the same clock: one averaged update every %1 s, when the slowest worker is done.</source>
        <translation>[ Thé~ dàshéd~~ stàîrçàsé~~~ îs sýñçhrõñõüs~~~~ SGD~ õñ thé~ sàmé~ çlõçk~~: õñé~ àvéràgéd~~~ üpdàté~~ évérý~~ %1 s, whéñ~ thé~ slõwést~~ wõrkér~~ îs dõñé~.]</translation>
    </message>
    <message>
        <source>Worker %1 finishes the gradient it began at t = %2, when it read w = %3 (server version %4), and pushes g = %5. </source>
        <translation>[Wõrkér~~ %1 fîñîshés~~~ thé~ gràdîéñt~~~ ît bégàñ~~ àt t = %2, whéñ~ ît réàd~ w = %3 (sérvér~~ vérsîõñ~~ %4), àñd~ püshés~~ g = %5. ]</translation>
    </message>
    <message>
        <source>Nothing was written since that read, so this gradient is fresh (τ = 0, gap 0). </source>
        <translation>[Ñõthîñg~~ wàs~ wrîttéñ~~ sîñçé~~ thàt~ réàd~, sõ thîs~ gràdîéñt~~~ îs frésh~~ (τ = 0, gàp~ 0). ]</translation>
    </message>
    <message>
        <source>Meanwhile the server applied %1 other update, so the gradient is &lt;b&gt;τ = %1 stale&lt;/b&gt;: it was computed for w = %2 but lands on w = %3, a gap of &lt;b&gt;%4&lt;/b&gt;. </source>
        <translation>[Méàñwhîlé~~~ thé~ sérvér~~ àpplîéd~~ %1 õthér~~ üpdàté~~, sõ thé~ gràdîéñt~~~ îs &lt;b&gt;τ = %1 stàlé~~&lt;/b&gt;: ît wàs~ çõmpütéd~~~ fõr~ w = %2 büt~ làñds~~ õñ w = %3, à gàp~ õf &lt;b&gt;%4&lt;/b&gt;. ]</translation>
    </message>
    <message>
        <source>Meanwhile the server applied %1 other updates, so the gradient is &lt;b&gt;τ = %1 stale&lt;/b&gt;: it was computed for w = %2 but lands on w = %3, a gap of &lt;b&gt;%4&lt;/b&gt;. </source>
        <translation>[Méàñwhîlé~~~ thé~ sérvér~~ àpplîéd~~ %1 õthér~~ üpdàtés~~, sõ thé~ gràdîéñt~~~ îs &lt;b&gt;τ = %1 stàlé~~&lt;/b&gt;: ît wàs~ çõmpütéd~~~ fõr~ w = %2 büt~ làñds~~ õñ w = %3, à gàp~ õf &lt;b&gt;%4&lt;/b&gt;. ]</translation>
    </message>
    <message>
        <source>The server does not wait for anyone: it applies it at once, w = %1 − %2 × (%3) = &lt;b&gt;%4&lt;/b&gt;. </source>
        <translation>[Thé~ sérvér~~ dõés~ ñõt~ wàît~ fõr~ àñýõñé~~: ît àpplîés~~ ît àt õñçé~, w = %1 − %2 × (%3) = &lt;b&gt;%4&lt;/b&gt;. ]</translation>
    </message>
    <message>
        <source>(The staleness rule shrank the step to η/(1+τ) = %1.) </source>
        <translation>[(Thé~ stàléñéss~~~ rülé~ shràñk~~ thé~ stép~ tõ η/(1+τ) = %1.) ]</translation>
    </message>
    <message>
        <source>Worker %1 is in the middle of its own gradient and simply carries on: the server never interrupts a busy worker or makes it restart with the new weight. </source>
        <translation>[Wõrkér~~ %1 îs îñ thé~ mîddlé~~ õf îts~ õwñ~ gràdîéñt~~~ àñd~ sîmplý~~ çàrrîés~~ õñ: thé~ sérvér~~ ñévér~~ îñtérrüpts~~~~ à büsý~ wõrkér~~ õr màkés~~ ît réstàrt~~ wîth~ thé~ ñéw~ wéîght~~. ]</translation>
    </message>
    <message>
        <source>Workers %1 are in the middle of their own gradients and simply carry on: the server never interrupts a busy worker or makes it restart with the new weight. </source>
        <translation>[Wõrkérs~~ %1 àré~ îñ thé~ mîddlé~~ õf théîr~~ õwñ~ gràdîéñts~~~ àñd~ sîmplý~~ çàrrý~~ õñ: thé~ sérvér~~ ñévér~~ îñtérrüpts~~~~ à büsý~ wõrkér~~ õr màkés~~ ît réstàrt~~ wîth~ thé~ ñéw~ wéîght~~. ]</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>[%1 àñd~ %2]</translation>
    </message>
    <message>
        <source>Worker %1 is free, so it pulls the newest w = %2 and starts its next gradient straight away. </source>
        <translation>[Wõrkér~~ %1 îs fréé~, sõ ît pülls~~ thé~ ñéwést~~ w = %2 àñd~ stàrts~~ îts~ ñéxt~ gràdîéñt~~~ stràîght~~~ àwàý~. ]</translation>
    </message>
    <message>
        <source>Worker %1 is too far ahead of the slowest worker (SSP bound), so it waits before pulling again. </source>
        <translation>[Wõrkér~~ %1 îs tõõ~ fàr~ àhéàd~~ õf thé~ slõwést~~ wõrkér~~ (SSP~ bõüñd~~), sõ ît wàîts~~ béfõré~~ püllîñg~~ àgàîñ~~. ]</translation>
    </message>
    <message>
        <source>update</source>
        <translation>[üpdàté~~]</translation>
    </message>
    <message>
        <source>staleness τ</source>
        <translation>[stàléñéss~~~ τ]</translation>
    </message>
    <message>
        <source>gap</source>
        <translation>[gàp~]</translation>
    </message>
    <message>
        <source>w read</source>
        <translation>[w réàd~]</translation>
    </message>
    <message>
        <source>w before apply</source>
        <translation>[w béfõré~~ àpplý~~]</translation>
    </message>
    <message>
        <source>gradient</source>
        <translation>[gràdîéñt~~~]</translation>
    </message>
    <message>
        <source>w after</source>
        <translation>[w àftér~~]</translation>
    </message>
    <message>
        <source>Asynchronous SGD: no updates</source>
        <translation>[Àsýñçhrõñõüs~~~~ SGD~: ñõ üpdàtés~~]</translation>
    </message>
    <message>
        <source>No gradient reached the server.</source>
        <translation>[Ñõ gràdîéñt~~~ réàçhéd~~ thé~ sérvér~~.]</translation>
    </message>
    <message>
        <source>&lt;b&gt;Update %1 of %2 at t = %3: the start.&lt;/b&gt; </source>
        <translation>[&lt;b&gt;Üpdàté~~ %1 õf %2 àt t = %3: thé~ stàrt~~.&lt;/b&gt; ]</translation>
    </message>
    <message>
        <source>&lt;b&gt;Update %1 of %2 at t = %3.&lt;/b&gt; </source>
        <translation>[&lt;b&gt;Üpdàté~~ %1 õf %2 àt t = %3.&lt;/b&gt; ]</translation>
    </message>
    <message>
        <source>&lt;br&gt;Server writes so far: &lt;b&gt;%1&lt;/b&gt;; synchronous SGD, averaging the same gradients, would have written &lt;b&gt;%2&lt;/b&gt; time.</source>
        <translation>[&lt;br&gt;Sérvér~~ wrîtés~~ sõ fàr~: &lt;b&gt;%1&lt;/b&gt;; sýñçhrõñõüs~~~~ SGD~, àvéràgîñg~~~ thé~ sàmé~ gràdîéñts~~~, wõüld~~ hàvé~ wrîttéñ~~ &lt;b&gt;%2&lt;/b&gt; tîmé~.]</translation>
    </message>
    <message>
        <source>&lt;br&gt;Server writes so far: &lt;b&gt;%1&lt;/b&gt;; synchronous SGD, averaging the same gradients, would have written &lt;b&gt;%2&lt;/b&gt; times.</source>
        <translation>[&lt;br&gt;Sérvér~~ wrîtés~~ sõ fàr~: &lt;b&gt;%1&lt;/b&gt;; sýñçhrõñõüs~~~~ SGD~, àvéràgîñg~~~ thé~ sàmé~ gràdîéñts~~~, wõüld~~ hàvé~ wrîttéñ~~ &lt;b&gt;%2&lt;/b&gt; tîmés~~.]</translation>
    </message>
    <message>
        <source>Update 0 of %1: the start, t = %2</source>
        <translation>[Üpdàté~~ 0 õf %1: thé~ stàrt~~, t = %2]</translation>
    </message>
    <message>
        <source>no gradient has arrived yet</source>
        <translation>[ñõ gràdîéñt~~~ hàs~ àrrîvéd~~ ýét~]</translation>
    </message>
    <message>
        <source>every worker read w = %1 at t = %2</source>
        <translation>[évérý~~ wõrkér~~ réàd~ w = %1 àt t = %2]</translation>
    </message>
    <message>
        <source>server holds w = %1 (version %2)</source>
        <translation>[sérvér~~ hõlds~~ w = %1 (vérsîõñ~~ %2)]</translation>
    </message>
    <message>
        <source>no staleness, no gap yet</source>
        <translation>[ñõ stàléñéss~~~, ñõ gàp~ ýét~]</translation>
    </message>
    <message>
        <source>all computing their first gradient:</source>
        <translation>[àll~ çõmpütîñg~~~ théîr~~ fîrst~~ gràdîéñt~~~:]</translation>
    </message>
    <message>
        <source>%1 workers</source>
        <translation>[%1 wõrkérs~~]</translation>
    </message>
    <message>
        <source>Predict: whose gradient lands first,</source>
        <translation>[Prédîçt~~: whõsé~~ gràdîéñt~~~ làñds~~ fîrst~~,]</translation>
    </message>
    <message>
        <source>and which one lands on a moved w?</source>
        <translation>[àñd~ whîçh~~ õñé~ làñds~~ õñ à mõvéd~~ w?]</translation>
    </message>
    <message>
        <source>worker %1 pushes g = %2</source>
        <translation>[wõrkér~~ %1 püshés~~ g = %2]</translation>
    </message>
    <message>
        <source>it read w = %1 at t = %2 (version %3)</source>
        <translation>[ît réàd~ w = %1 àt t = %2 (vérsîõñ~~ %3)]</translation>
    </message>
    <message>
        <source>server now holds w = %1</source>
        <translation>[sérvér~~ ñõw~ hõlds~~ w = %1]</translation>
    </message>
    <message>
        <source>staleness τ = %1 updates</source>
        <translation>[stàléñéss~~~ τ = %1 üpdàtés~~]</translation>
    </message>
    <message>
        <source>gap = %1 − %2 = %3</source>
        <translation>[gàp~ = %1 − %2 = %3]</translation>
    </message>
    <message>
        <source>new w = %1</source>
        <translation>[ñéw~ w = %1]</translation>
    </message>
    <message>
        <source>no other worker is mid-gradient</source>
        <translation>[ñõ õthér~~ wõrkér~~ îs mîd~-gràdîéñt~~~]</translation>
    </message>
    <message>
        <source>still computing, not interrupted:</source>
        <translation>[stîll~~ çõmpütîñg~~~, ñõt~ îñtérrüptéd~~~~:]</translation>
    </message>
    <message>
        <source>%1 other workers</source>
        <translation>[%1 õthér~~ wõrkérs~~]</translation>
    </message>
    <message>
        <source>Update %1 of %2 at t = %3</source>
        <translation>[Üpdàté~~ %1 õf %2 àt t = %3]</translation>
    </message>
    <message>
        <source>best w = %1</source>
        <translation>[bést~ w = %1]</translation>
    </message>
    <message>
        <source>gap %1 · τ = %2</source>
        <translation>[gàp~ %1 · τ = %2]</translation>
    </message>
    <message>
        <source>τ = 0, fresh</source>
        <translation>[τ = 0, frésh~~]</translation>
    </message>
    <message>
        <source>Server weight w over time: one step per arriving gradient</source>
        <translation>[Sérvér~~ wéîght~~ w õvér~ tîmé~: õñé~ stép~ pér~ àrrîvîñg~~~ gràdîéñt~~~]</translation>
    </message>
    <message>
        <source>gradients applied (async updates)</source>
        <translation>[gràdîéñts~~~ àpplîéd~~ (àsýñç~~ üpdàtés~~)]</translation>
    </message>
    <message>
        <source>weight w</source>
        <translation>[wéîght~~ w]</translation>
    </message>
    <message>
        <source>async, run A</source>
        <translation>[àsýñç~~, rüñ~ À]</translation>
    </message>
    <message>
        <source>async, run B (thin, on top)</source>
        <translation>[àsýñç~~, rüñ~ B (thîñ~, õñ tõp~)]</translation>
    </message>
    <message>
        <source>sync, run A</source>
        <translation>[sýñç~, rüñ~ À]</translation>
    </message>
    <message>
        <source>sync, run B (thin, on top)</source>
        <translation>[sýñç~, rüñ~ B (thîñ~, õñ tõp~)]</translation>
    </message>
    <message>
        <source>best w</source>
        <translation>[bést~ w]</translation>
    </message>
    <message>
        <source>gradients applied</source>
        <translation>[gràdîéñts~~~ àpplîéd~~]</translation>
    </message>
    <message>
        <source>run A − run B</source>
        <translation>[rüñ~ À − rüñ~ B]</translation>
    </message>
    <message>
        <source>async</source>
        <translation>[àsýñç~~]</translation>
    </message>
    <message>
        <source>sync (always 0)</source>
        <translation>[sýñç~ (àlwàýs~~ 0)]</translation>
    </message>
    <message>
        <source>time (s)</source>
        <translation>[tîmé~ (s)]</translation>
    </message>
    <message>
        <source>loss above the best (log scale)</source>
        <translation>[lõss~ àbõvé~~ thé~ bést~ (lõg~ sçàlé~~)]</translation>
    </message>
    <message>
        <source>loss above best</source>
        <translation>[lõss~ àbõvé~~ bést~]</translation>
    </message>
    <message>
        <source>sync (ring all-reduce)</source>
        <translation>[sýñç~ (rîñg~ àll~-rédüçé~~)]</translation>
    </message>
    <message>
        <source>async (one server)</source>
        <translation>[àsýñç~~ (õñé~ sérvér~~)]</translation>
    </message>
    <message>
        <source>target %1</source>
        <translation>[tàrgét~~ %1]</translation>
    </message>
    <message>
        <source>never</source>
        <translation>[ñévér~~]</translation>
    </message>
    <message>
        <source>worker, A</source>
        <translation>[wõrkér~~, À]</translation>
    </message>
    <message>
        <source>worker, B</source>
        <translation>[wõrkér~~, B]</translation>
    </message>
    <message>
        <source>w async A</source>
        <translation>[w àsýñç~~ À]</translation>
    </message>
    <message>
        <source>w async B</source>
        <translation>[w àsýñç~~ B]</translation>
    </message>
    <message>
        <source>w sync A</source>
        <translation>[w sýñç~ À]</translation>
    </message>
    <message>
        <source>w sync B</source>
        <translation>[w sýñç~ B]</translation>
    </message>
    <message>
        <source>sync A − B</source>
        <translation>[sýñç~ À − B]</translation>
    </message>
    <message>
        <source>When not to use async: no updates</source>
        <translation>[Whéñ~ ñõt~ tõ üsé~ àsýñç~~: ñõ üpdàtés~~]</translation>
    </message>
    <message>
        <source>When not to use async: %1 workers, jitter ±%2, update %3 of %4</source>
        <translation>[Whéñ~ ñõt~ tõ üsé~ àsýñç~~: %1 wõrkérs~~, jîttér~~ ±%2, üpdàté~~ %3 õf %4]</translation>
    </message>
    <message>
        <source>When not to use async: update %1 of %2</source>
        <translation>[Whéñ~ ñõt~ tõ üsé~ àsýñç~~: üpdàté~~ %1 õf %2]</translation>
    </message>
    <message>
        <source>async A − B = %1 · sync A − B = %2 · small case to the target: sync %3, async %4</source>
        <translation>[àsýñç~~ À − B = %1 · sýñç~ À − B = %2 · smàll~~ çàsé~ tõ thé~ tàrgét~~: sýñç~ %3, àsýñç~~ %4]</translation>
    </message>
    <message>
        <source>async A − B = %1 · sync A − B = %2</source>
        <translation>[àsýñç~~ À − B = %1 · sýñç~ À − B = %2]</translation>
    </message>
    <message>
        <source>The same configuration twice: async splits into two answers, sync gives one</source>
        <translation>[Thé~ sàmé~ çõñfîgüràtîõñ~~~~~ twîçé~~: àsýñç~~ splîts~~ îñtõ~ twõ~ àñswérs~~, sýñç~ gîvés~~ õñé~]</translation>
    </message>
    <message>
        <source>Async twice, sync twice</source>
        <translation>[Àsýñç~~ twîçé~~, sýñç~ twîçé~~]</translation>
    </message>
    <message>
        <source>The gap between the runs</source>
        <translation>[Thé~ gàp~ bétwééñ~~ thé~ rüñs~]</translation>
    </message>
    <message>
        <source>The gap</source>
        <translation>[Thé~ gàp~]</translation>
    </message>
    <message>
        <source>Small case: %1, %2 s per message; who reaches the target first?</source>
        <translation>[Smàll~~ çàsé~: %1, %2 s pér~ méssàgé~~; whõ~ réàçhés~~ thé~ tàrgét~~ fîrst~~?]</translation>
    </message>
    <message>
        <source>Small case: %1</source>
        <translation>[Smàll~~ çàsé~: %1]</translation>
    </message>
    <message>
        <source>&lt;b&gt;Update 0: the start.&lt;/b&gt; Two runs of the same asynchronous setup: %1, η = %2, w = %3, the same data. Only the timing differs: every compute time is off by up to ±%4, as on real machines (seeds %5 and %6). Synchronous SGD runs under the same two timings. &lt;i&gt;Predict:&lt;/i&gt; which pair ends with the same weight?</source>
        <translation>[&lt;b&gt;Üpdàté~~ 0: thé~ stàrt~~.&lt;/b&gt; Twõ~ rüñs~ õf thé~ sàmé~ àsýñçhrõñõüs~~~~ sétüp~~: %1, η = %2, w = %3, thé~ sàmé~ dàtà~. Õñlý~ thé~ tîmîñg~~ dîfférs~~: évérý~~ çõmpüté~~ tîmé~ îs õff~ bý üp tõ ±%4, às õñ réàl~ màçhîñés~~~ (sééds~~ %5 àñd~ %6). Sýñçhrõñõüs~~~~ SGD~ rüñs~ üñdér~~ thé~ sàmé~ twõ~ tîmîñgs~~. &lt;i&gt;Prédîçt~~:&lt;/i&gt; whîçh~~ pàîr~ éñds~ wîth~ thé~ sàmé~ wéîght~~?]</translation>
    </message>
    <message>
        <source>&lt;b&gt;Update %1 of %2.&lt;/b&gt; Run A applied worker %3's gradient (%4 old), run B worker %5's (%6 old). w: A %7, B %8, apart by &lt;b&gt;%9&lt;/b&gt;. </source>
        <translation>[&lt;b&gt;Üpdàté~~ %1 õf %2.&lt;/b&gt; Rüñ~ À àpplîéd~~ wõrkér~~ %3's gràdîéñt~~~ (%4 õld~), rüñ~ B wõrkér~~ %5's (%6 õld~). w: À %7, B %8, àpàrt~~ bý &lt;b&gt;%9&lt;/b&gt;. ]</translation>
    </message>
    <message>
        <source>Sync has not closed a round yet: it waits for %1.</source>
        <translation>[Sýñç~ hàs~ ñõt~ çlõséd~~ à rõüñd~~ ýét~: ît wàîts~~ fõr~ %1.]</translation>
    </message>
    <message>
        <source>the one gradient</source>
        <translation>[thé~ õñé~ gràdîéñt~~~]</translation>
    </message>
    <message>
        <source>all %1 gradients</source>
        <translation>[àll~ %1 gràdîéñts~~~]</translation>
    </message>
    <message>
        <source>Sync after %1: A %2, B %3, apart by %4; its rounds ended at %5 s and %6 s, yet the server adds the gradients in worker order after the barrier, so the timing never reaches the weight.</source>
        <translation>[Sýñç~ àftér~~ %1: À %2, B %3, àpàrt~~ bý %4; îts~ rõüñds~~ éñdéd~~ àt %5 s àñd~ %6 s, ýét~ thé~ sérvér~~ àdds~ thé~ gràdîéñts~~~ îñ wõrkér~~ õrdér~~ àftér~~ thé~ bàrrîér~~, sõ thé~ tîmîñg~~ ñévér~~ réàçhés~~ thé~ wéîght~~.]</translation>
    </message>
    <message>
        <source> The async runs first applied different workers at update %1; the largest gap is %2, the last %3.</source>
        <translation>[ Thé~ àsýñç~~ rüñs~ fîrst~~ àpplîéd~~ dîfféréñt~~~ wõrkérs~~ àt üpdàté~~ %1; thé~ làrgést~~ gàp~ îs %2, thé~ làst~ %3.]</translation>
    </message>
    <message>
        <source> With this jitter the async runs kept the same order.</source>
        <translation>[ Wîth~ thîs~ jîttér~~ thé~ àsýñç~~ rüñs~ képt~ thé~ sàmé~ õrdér~~.]</translation>
    </message>
    <message>
        <source> Sync's weights agree bit for bit at every round.</source>
        <translation>[ Sýñç~'s wéîghts~~ àgréé~~ bît~ fõr~ bît~ àt évérý~~ rõüñd~~.]</translation>
    </message>
    <message>
        <source> Sync's weights differ.</source>
        <translation>[ Sýñç~'s wéîghts~~ dîffér~~.]</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;b&gt;The small case:&lt;/b&gt; %9, one message takes %2 s. Sync exchanges by ring all-reduce, 2 × (%1 − 1)/%1 × %2 = %3 s a round; async sends every push in and the fresh model back out through one server, %4 s of its time per push. Gradients per second: sync %5, async %6. Target: loss above the best of %7 (start %8). </source>
        <translation>[&lt;br&gt;&lt;b&gt;Thé~ smàll~~ çàsé~:&lt;/b&gt; %9, õñé~ méssàgé~~ tàkés~~ %2 s. Sýñç~ éxçhàñgés~~~ bý rîñg~ àll~-rédüçé~~, 2 × (%1 − 1)/%1 × %2 = %3 s à rõüñd~~; àsýñç~~ séñds~~ évérý~~ püsh~ îñ àñd~ thé~ frésh~~ mõdél~~ bàçk~ õüt~ thrõügh~~ õñé~ sérvér~~, %4 s õf îts~ tîmé~ pér~ püsh~. Gràdîéñts~~~ pér~ séçõñd~~: sýñç~ %5, àsýñç~~ %6. Tàrgét~~: lõss~ àbõvé~~ thé~ bést~ õf %7 (stàrt~~ %8). ]</translation>
    </message>
    <message>
        <source>Time to the target: sync %1, async %2. </source>
        <translation>[Tîmé~ tõ thé~ tàrgét~~: sýñç~ %1, àsýñç~~ %2. ]</translation>
    </message>
    <message>
        <source>&lt;b&gt;sync wins&lt;/b&gt;%1; with this few workers there is no straggler to escape, and async's extra messages and stale gradients cost more than they save.</source>
        <translation>[&lt;b&gt;sýñç~ wîñs~&lt;/b&gt;%1; wîth~ thîs~ féw~ wõrkérs~~ théré~~ îs ñõ stràgglér~~~ tõ ésçàpé~~, àñd~ àsýñç~~'s éxtrà~~ méssàgés~~~ àñd~ stàlé~~ gràdîéñts~~~ çõst~ mõré~ thàñ~ théý~ sàvé~.]</translation>
    </message>
    <message>
        <source> (async takes %1 times as long)</source>
        <translation>[ (àsýñç~~ tàkés~~ %1 tîmés~~ às lõñg~)]</translation>
    </message>
    <message>
        <source>&lt;b&gt;async wins&lt;/b&gt; here (it takes %1 times sync's time): the messages are cheap enough for its speed to pay off.</source>
        <translation>[&lt;b&gt;àsýñç~~ wîñs~&lt;/b&gt; héré~ (ît tàkés~~ %1 tîmés~~ sýñç~'s tîmé~): thé~ méssàgés~~~ àré~ çhéàp~~ éñõügh~~ fõr~ îts~ spééd~~ tõ pàý~ õff~.]</translation>
    </message>
    <message>
        <source>&lt;b&gt;neither&lt;/b&gt; gets there within the run.</source>
        <translation>[&lt;b&gt;ñéîthér~~&lt;/b&gt; géts~ théré~~ wîthîñ~~ thé~ rüñ~.]</translation>
    </message>
    <message>
        <source>&lt;b&gt;No updates.&lt;/b&gt; Nothing was applied.</source>
        <translation>[&lt;b&gt;Ñõ üpdàtés~~.&lt;/b&gt; Ñõthîñg~~ wàs~ àpplîéd~~.]</translation>
    </message>
    <message>
        <source>dropped</source>
        <translation>[drõppéd~~]</translation>
    </message>
    <message>
        <source>wall-clock time (s)</source>
        <translation>[wàll~-çlõçk~~ tîmé~ (s)]</translation>
    </message>
    <message>
        <source>plain sync (b = 0)</source>
        <translation>[plàîñ~~ sýñç~ (b = 0)]</translation>
    </message>
    <message>
        <source>backup (b = %1)</source>
        <translation>[bàçküp~~ (b = %1)]</translation>
    </message>
    <message>
        <source>plain sync</source>
        <translation>[plàîñ~~ sýñç~]</translation>
    </message>
    <message>
        <source>pure async</source>
        <translation>[püré~ àsýñç~~]</translation>
    </message>
    <message>
        <source>hybrid (%1, then async)</source>
        <translation>[hýbrîd~~ (%1, théñ~ àsýñç~~)]</translation>
    </message>
    <message>
        <source>switch to async</source>
        <translation>[swîtçh~~ tõ àsýñç~~]</translation>
    </message>
    <message>
        <source>closed at (s)</source>
        <translation>[çlõséd~~ àt (s)]</translation>
    </message>
    <message>
        <source>time saved (s)</source>
        <translation>[tîmé~ sàvéd~~ (s)]</translation>
    </message>
    <message>
        <source>idle saved (s)</source>
        <translation>[îdlé~ sàvéd~~ (s)]</translation>
    </message>
    <message>
        <source>gradients lost</source>
        <translation>[gràdîéñts~~~ lõst~]</translation>
    </message>
    <message>
        <source>plain sync at (s)</source>
        <translation>[plàîñ~~ sýñç~ àt (s)]</translation>
    </message>
    <message>
        <source>plain sync loss</source>
        <translation>[plàîñ~~ sýñç~ lõss~]</translation>
    </message>
    <message>
        <source>hybrid loss</source>
        <translation>[hýbrîd~~ lõss~]</translation>
    </message>
    <message>
        <source>Backup workers: %1 workers, each round takes the first %2, round %3 of %4</source>
        <translation>[Bàçküp~~ wõrkérs~~: %1 wõrkérs~~, éàçh~ rõüñd~~ tàkés~~ thé~ fîrst~~ %2, rõüñd~~ %3 õf %4]</translation>
    </message>
    <message>
        <source>Backup workers: round %1 of %2</source>
        <translation>[Bàçküp~~ wõrkérs~~: rõüñd~~ %1 õf %2]</translation>
    </message>
    <message>
        <source>Every worker holds w = %1 · compute times %2 s (%3)</source>
        <translation>[Évérý~~ wõrkér~~ hõlds~~ w = %1 · çõmpüté~~ tîmés~~ %2 s (%3)]</translation>
    </message>
    <message>
        <source>Closed at t = %1 instead of %2 · %3 s saved · dropped %4 · w %5 → %6</source>
        <translation>[Çlõséd~~ àt t = %1 îñstéàd~~ õf %2 · %3 s sàvéd~~ · drõppéd~~ %4 · w %5 → %6]</translation>
    </message>
    <message>
        <source>Backup workers: no rounds</source>
        <translation>[Bàçküp~~ wõrkérs~~: ñõ rõüñds~~]</translation>
    </message>
    <message>
        <source>&lt;b&gt;Round 0: the start.&lt;/b&gt; %1 workers pull w = %2. A plain synchronous round waits for all %1 gradients; here each round closes as soon as the first %3 arrive and the %4 slowest are dropped. &lt;i&gt;Predict:&lt;/i&gt; how much sooner does each round close, and what does leaving those gradients out cost?&lt;br&gt;The hybrid runs %5 first, then switches to async (each gradient applied on arrival, step %6).</source>
        <translation>[&lt;b&gt;Rõüñd~~ 0: thé~ stàrt~~.&lt;/b&gt; %1 wõrkérs~~ püll~ w = %2. À plàîñ~~ sýñçhrõñõüs~~~~ rõüñd~~ wàîts~~ fõr~ àll~ %1 gràdîéñts~~~; héré~ éàçh~ rõüñd~~ çlõsés~~ às sõõñ~ às thé~ fîrst~~ %3 àrrîvé~~ àñd~ thé~ %4 slõwést~~ àré~ drõppéd~~. &lt;i&gt;Prédîçt~~:&lt;/i&gt; hõw~ müçh~ sõõñér~~ dõés~ éàçh~ rõüñd~~ çlõsé~~, àñd~ whàt~ dõés~ léàvîñg~~ thõsé~~ gràdîéñts~~~ õüt~ çõst~?&lt;br&gt;Thé~ hýbrîd~~ rüñs~ %5 fîrst~~, théñ~ swîtçhés~~~ tõ àsýñç~~ (éàçh~ gràdîéñt~~~ àpplîéd~~ õñ àrrîvàl~~, stép~ %6).]</translation>
    </message>
    <message>
        <source>&lt;b&gt;Round %1.&lt;/b&gt; The gradients took %2. </source>
        <translation>[&lt;b&gt;Rõüñd~~ %1.&lt;/b&gt; Thé~ gràdîéñts~~~ tõõk~ %2. ]</translation>
    </message>
    <message>
        <source>With b = 0 the round waits for all of them: it closes at t = %1; the workers wait %2 s in all. </source>
        <translation>[Wîth~ b = 0 thé~ rõüñd~~ wàîts~~ fõr~ àll~ õf thém~: ît çlõsés~~ àt t = %1; thé~ wõrkérs~~ wàît~ %2 s îñ àll~. ]</translation>
    </message>
    <message>
        <source>The round closed at t = %1 when gradient %2 of %3 arrived; &lt;b&gt;dropped: %4&lt;/b&gt; (%5 s of compute thrown away). A plain barrier would have opened at t = %6: &lt;b&gt;%7 s saved&lt;/b&gt;; waiting %8 s instead of %9 s (&lt;b&gt;%10 s saved&lt;/b&gt;). </source>
        <translation>[Thé~ rõüñd~~ çlõséd~~ àt t = %1 whéñ~ gràdîéñt~~~ %2 õf %3 àrrîvéd~~; &lt;b&gt;drõppéd~~: %4&lt;/b&gt; (%5 s õf çõmpüté~~ thrõwñ~~ àwàý~). À plàîñ~~ bàrrîér~~ wõüld~~ hàvé~ õpéñéd~~ àt t = %6: &lt;b&gt;%7 s sàvéd~~&lt;/b&gt;; wàîtîñg~~ %8 s îñstéàd~~ õf %9 s (&lt;b&gt;%10 s sàvéd~~&lt;/b&gt;). ]</translation>
    </message>
    <message>
        <source>Samples lost: &lt;b&gt;%1&lt;/b&gt; this round, %2 of %3 so far. The mean of the %4 kept gradients is %5, so w = %6 − %7 × %8 %10 &lt;b&gt;%9&lt;/b&gt;.&lt;br&gt;</source>
        <translation>[Sàmplés~~ lõst~: &lt;b&gt;%1&lt;/b&gt; thîs~ rõüñd~~, %2 õf %3 sõ fàr~. Thé~ méàñ~ õf thé~ %4 képt~ gràdîéñts~~~ îs %5, sõ w = %6 − %7 × %8 %10 &lt;b&gt;%9&lt;/b&gt;.&lt;br&gt;]</translation>
    </message>
    <message>
        <source>After the work of %1: this run is at t = %2, loss above the best %3; plain sync at t = %4, %5; pure async at t = %6, %7; the hybrid at t = %8, %9 </source>
        <translation>[Àftér~~ thé~ wõrk~ õf %1: thîs~ rüñ~ îs àt t = %2, lõss~ àbõvé~~ thé~ bést~ %3; plàîñ~~ sýñç~ àt t = %4, %5; püré~ àsýñç~~ àt t = %6, %7; thé~ hýbrîd~~ àt t = %8, %9 ]</translation>
    </message>
    <message>
        <source>(async since t = %1).</source>
        <translation>[(àsýñç~~ sîñçé~~ t = %1).]</translation>
    </message>
    <message>
        <source>(still synchronous; it switches at t = %1).</source>
        <translation>[(stîll~~ sýñçhrõñõüs~~~~; ît swîtçhés~~~ àt t = %1).]</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;b&gt;The whole run:&lt;/b&gt; %1.</source>
        <translation>[&lt;br&gt;&lt;b&gt;Thé~ whõlé~~ rüñ~:&lt;/b&gt; %1.]</translation>
    </message>
    <message>
        <source> The kept gradients pull w toward %1, the best weight for the samples that were used; the best for all shards is %2. When the same worker is always the slowest, its shard never counts.</source>
        <translation>[ Thé~ képt~ gràdîéñts~~~ püll~ w tõwàrd~~ %1, thé~ bést~ wéîght~~ fõr~ thé~ sàmplés~~ thàt~ wéré~ üséd~; thé~ bést~ fõr~ àll~ shàrds~~ îs %2. Whéñ~ thé~ sàmé~ wõrkér~~ îs àlwàýs~~ thé~ slõwést~~, îts~ shàrd~~ ñévér~~ çõüñts~~.]</translation>
    </message>
    <message>
        <source>&lt;b&gt;No rounds.&lt;/b&gt; Nothing has run.</source>
        <translation>[&lt;b&gt;Ñõ rõüñds~~.&lt;/b&gt; Ñõthîñg~~ hàs~ rüñ~.]</translation>
    </message>
    <message>
        <source>t = %1 · nothing has run yet</source>
        <translation>[t = %1 · ñõthîñg~~ hàs~ rüñ~ ýét~]</translation>
    </message>
    <message>
        <source>closes t = %1</source>
        <translation>[çlõsés~~ t = %1]</translation>
    </message>
    <message>
        <source>plain barrier t = %1</source>
        <translation>[plàîñ~~ bàrrîér~~ t = %1]</translation>
    </message>
    <message>
        <source>start t = %1</source>
        <translation>[stàrt~~ t = %1]</translation>
    </message>
    <message>
        <source>Time saved this round: %1 s (closed at t = %2, not %3)</source>
        <translation>[Tîmé~ sàvéd~~ thîs~ rõüñd~~: %1 s (çlõséd~~ àt t = %2, ñõt~ %3)]</translation>
    </message>
    <message>
        <source>Waiting: %1 s instead of %2 s, %3 s saved</source>
        <translation>[Wàîtîñg~~: %1 s îñstéàd~~ õf %2 s, %3 s sàvéd~~]</translation>
    </message>
    <message>
        <source>Samples lost: %1 gradient(s), %2 s of compute cut off</source>
        <translation>[Sàmplés~~ lõst~: %1 gràdîéñt~~~(s), %2 s õf çõmpüté~~ çüt~ õff~]</translation>
    </message>
    <message>
        <source>This round: the first %1 of %2 gradients close it</source>
        <translation>[Thîs~ rõüñd~~: thé~ fîrst~~ %1 õf %2 gràdîéñts~~~ çlõsé~~ ît]</translation>
    </message>
    <message>
        <source>This round</source>
        <translation>[Thîs~ rõüñd~~]</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>[Rõüñd~~]</translation>
    </message>
    <message>
        <source>So far: plain sync (b = 0) against b = %1</source>
        <translation>[Sõ fàr~: plàîñ~~ sýñç~ (b = 0) àgàîñst~~ b = %1]</translation>
    </message>
    <message>
        <source>So far</source>
        <translation>[Sõ fàr~]</translation>
    </message>
    <message>
        <source>plain sync, every gradient</source>
        <translation>[plàîñ~~ sýñç~, évérý~~ gràdîéñt~~~]</translation>
    </message>
    <message>
        <source>first %1 of %2</source>
        <translation>[fîrst~~ %1 õf %2]</translation>
    </message>
    <message>
        <source>Wall clock so far</source>
        <translation>[Wàll~ çlõçk~~ sõ fàr~]</translation>
    </message>
    <message>
        <source>%1 s (%2 s saved)</source>
        <translation>[%1 s (%2 s sàvéd~~)]</translation>
    </message>
    <message>
        <source>Waiting, added over the workers</source>
        <translation>[Wàîtîñg~~, àddéd~~ õvér~ thé~ wõrkérs~~]</translation>
    </message>
    <message>
        <source>Gradients (samples) used</source>
        <translation>[Gràdîéñts~~~ (sàmplés~~) üséd~]</translation>
    </message>
    <message>
        <source>%1 (%2 lost)</source>
        <translation>[%1 (%2 lõst~)]</translation>
    </message>
    <message>
        <source>Loss against wall-clock time: plain sync and b = %1</source>
        <translation>[Lõss~ àgàîñst~~ wàll~-çlõçk~~ tîmé~: plàîñ~~ sýñç~ àñd~ b = %1]</translation>
    </message>
    <message>
        <source>Loss against time</source>
        <translation>[Lõss~ àgàîñst~~ tîmé~]</translation>
    </message>
    <message>
        <source>Hybrid: %1, then async, against pure sync and async</source>
        <translation>[Hýbrîd~~: %1, théñ~ àsýñç~~, àgàîñst~~ püré~ sýñç~ àñd~ àsýñç~~]</translation>
    </message>
    <message>
        <source>Hybrid against sync and async</source>
        <translation>[Hýbrîd~~ àgàîñst~~ sýñç~ àñd~ àsýñç~~]</translation>
    </message>
    <message>
        <source>Hybrid</source>
        <translation>[Hýbrîd~~]</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>[wéîght~~]</translation>
    </message>
    <message>
        <source>node</source>
        <translation>[ñõdé~]</translation>
    </message>
    <message>
        <source>nodes</source>
        <translation>[ñõdés~~]</translation>
    </message>
    <message>
        <source>%1 (failed)</source>
        <translation>[%1 (fàîléd~~)]</translation>
    </message>
    <message>
        <source>%1 nodes, each line coloured by its starting weight</source>
        <translation>[%1 ñõdés~~, éàçh~ lîñé~ çõlõüréd~~~ bý îts~ stàrtîñg~~~ wéîght~~]</translation>
    </message>
    <message>
        <source>spectral gap %1</source>
        <translation>[spéçtràl~~~ gàp~ %1]</translation>
    </message>
    <message>
        <source>gap %1</source>
        <translation>[gàp~ %1]</translation>
    </message>
    <message>
        <source>live nodes: 1 connected group</source>
        <translation>[lîvé~ ñõdés~~: 1 çõññéçtéd~~~ grõüp~~]</translation>
    </message>
    <message>
        <source>1 connected group</source>
        <translation>[1 çõññéçtéd~~~ grõüp~~]</translation>
    </message>
    <message>
        <source>live nodes: %1 separate groups</source>
        <translation>[lîvé~ ñõdés~~: %1 sépàràté~~~ grõüps~~]</translation>
    </message>
    <message>
        <source>%1 separate groups</source>
        <translation>[%1 sépàràté~~~ grõüps~~]</translation>
    </message>
    <message>
        <source>rows sum to 1: each node keeps a weighted average; a down node keeps its own weight (1)</source>
        <translation>[rõws~ süm~ tõ 1: éàçh~ ñõdé~ kééps~~ à wéîghtéd~~~ àvéràgé~~; à dõwñ~ ñõdé~ kééps~~ îts~ õwñ~ wéîght~~ (1)]</translation>
    </message>
    <message>
        <source>Each node's weight per round (dashed: mean %1)</source>
        <translation>[Éàçh~ ñõdé~'s wéîght~~ pér~ rõüñd~~ (dàshéd~~: méàñ~ %1)]</translation>
    </message>
    <message>
        <source>Weights per round (dashed: mean %1)</source>
        <translation>[Wéîghts~~ pér~ rõüñd~~ (dàshéd~~: méàñ~ %1)]</translation>
    </message>
    <message>
        <source>Weights per round</source>
        <translation>[Wéîghts~~ pér~ rõüñd~~]</translation>
    </message>
    <message>
        <source>Consensus distance (spread of the live weights)</source>
        <translation>[Çõñséñsüs~~~ dîstàñçé~~~ (spréàd~~ õf thé~ lîvé~ wéîghts~~)]</translation>
    </message>
    <message>
        <source>Consensus distance</source>
        <translation>[Çõñséñsüs~~~ dîstàñçé~~~]</translation>
    </message>
    <message>
        <source>distance</source>
        <translation>[dîstàñçé~~~]</translation>
    </message>
    <message>
        <source>mean weight</source>
        <translation>[méàñ~ wéîght~~]</translation>
    </message>
    <message>
        <source>Mixing matrix W (row i: how node i averages)</source>
        <translation>[Mîxîñg~~ màtrîx~~ W (rõw~ î: hõw~ ñõdé~ î àvéràgés~~~)]</translation>
    </message>
    <message>
        <source>Mixing matrix W</source>
        <translation>[Mîxîñg~~ màtrîx~~ W]</translation>
    </message>
    <message>
        <source>node %1 down</source>
        <translation>[ñõdé~ %1 dõwñ~]</translation>
    </message>
    <message>
        <source>threshold %1</source>
        <translation>[thréshõld~~~ %1]</translation>
    </message>
    <message>
        <source>Decentralized SGD · round %1 of %2 · %3, %4 nodes · no server</source>
        <translation>[Déçéñtràlîzéd~~~~~ SGD~ · rõüñd~~ %1 õf %2 · %3, %4 ñõdés~~ · ñõ sérvér~~]</translation>
    </message>
    <message>
        <source>Every round each live node averages with its neighbours' current weights: no server, no stale gradients, so this is not asynchronous SGD.</source>
        <translation>[Évérý~~ rõüñd~~ éàçh~ lîvé~ ñõdé~ àvéràgés~~~ wîth~ îts~ ñéîghbõürs~~~~' çürréñt~~ wéîghts~~: ñõ sérvér~~, ñõ stàlé~~ gràdîéñts~~~, sõ thîs~ îs ñõt~ àsýñçhrõñõüs~~~~ SGD~.]</translation>
    </message>
    <message>
        <source>Each round every live node averages with its neighbours: no server, no stale gradients, not async SGD.</source>
        <translation>[Éàçh~ rõüñd~~ évérý~~ lîvé~ ñõdé~ àvéràgés~~~ wîth~ îts~ ñéîghbõürs~~~~: ñõ sérvér~~, ñõ stàlé~~ gràdîéñts~~~, ñõt~ àsýñç~~ SGD~.]</translation>
    </message>
    <message>
        <source>Live nodes average with their neighbours: no server, not async SGD.</source>
        <translation>[Lîvé~ ñõdés~~ àvéràgé~~ wîth~ théîr~~ ñéîghbõürs~~~~: ñõ sérvér~~, ñõt~ àsýñç~~ SGD~.]</translation>
    </message>
    <message>
        <source>Nodes and links · click a node to fail or revive it, drag to move it</source>
        <translation>[Ñõdés~~ àñd~ lîñks~~ · çlîçk~~ à ñõdé~ tõ fàîl~ õr révîvé~~ ît, dràg~ tõ mõvé~ ît]</translation>
    </message>
    <message>
        <source>Nodes and links · click: fail or revive · drag: move</source>
        <translation>[Ñõdés~~ àñd~ lîñks~~ · çlîçk~~: fàîl~ õr révîvé~~ · dràg~: mõvé~]</translation>
    </message>
    <message>
        <source>Nodes and links</source>
        <translation>[Ñõdés~~ àñd~ lîñks~~]</translation>
    </message>
    <message>
        <source>mean of live weights</source>
        <translation>[méàñ~ õf lîvé~ wéîghts~~]</translation>
    </message>
    <message>
        <source>consensus distance</source>
        <translation>[çõñséñsüs~~~ dîstàñçé~~~]</translation>
    </message>
    <message>
        <source>Decentralized SGD: no rounds</source>
        <translation>[Déçéñtràlîzéd~~~~~ SGD~: ñõ rõüñds~~]</translation>
    </message>
    <message>
        <source>No rounds were computed.</source>
        <translation>[Ñõ rõüñds~~ wéré~ çõmpütéd~~~.]</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;i&gt;Not asynchronous SGD:&lt;/i&gt; there is no server here and so no stale gradient; every node mixes its neighbours' current weights in the same round.</source>
        <translation>[&lt;br&gt;&lt;i&gt;Ñõt~ àsýñçhrõñõüs~~~~ SGD~:&lt;/i&gt; théré~~ îs ñõ sérvér~~ héré~ àñd~ sõ ñõ stàlé~~ gràdîéñt~~~; évérý~~ ñõdé~ mîxés~~ îts~ ñéîghbõürs~~~~' çürréñt~~ wéîghts~~ îñ thé~ sàmé~ rõüñd~~.]</translation>
    </message>
    <message>
        <source>(down)</source>
        <translation>[(dõwñ~)]</translation>
    </message>
    <message>
        <source>&lt;b&gt;Round 0 of %1: the start.&lt;/b&gt; </source>
        <translation>[&lt;b&gt;Rõüñd~~ 0 õf %1: thé~ stàrt~~.&lt;/b&gt; ]</translation>
    </message>
    <message>
        <source>There is no server. Each of the %1 nodes keeps its own weight: %2 (mean %3, consensus distance %4). The links form a %5. </source>
        <translation>[Théré~~ îs ñõ sérvér~~. Éàçh~ õf thé~ %1 ñõdés~~ kééps~~ îts~ õwñ~ wéîght~~: %2 (méàñ~ %3, çõñséñsüs~~~ dîstàñçé~~~ %4). Thé~ lîñks~~ fõrm~ à %5. ]</translation>
    </message>
    <message>
        <source>In every round each live node swaps weights with its direct neighbours and keeps a weighted average of its own and theirs; the weights are the rows of the mixing matrix W. </source>
        <translation>[Îñ évérý~~ rõüñd~~ éàçh~ lîvé~ ñõdé~ swàps~~ wéîghts~~ wîth~ îts~ dîréçt~~ ñéîghbõürs~~~~ àñd~ kééps~~ à wéîghtéd~~~ àvéràgé~~ õf îts~ õwñ~ àñd~ théîrs~~; thé~ wéîghts~~ àré~ thé~ rõws~ õf thé~ mîxîñg~~ màtrîx~~ W. ]</translation>
    </message>
    <message>
        <source>&lt;b&gt;Round %1 of %2.&lt;/b&gt; </source>
        <translation>[&lt;b&gt;Rõüñd~~ %1 õf %2.&lt;/b&gt; ]</translation>
    </message>
    <message>
        <source>Each live node first took %1 gradient step on its own shard (η = %2), then </source>
        <translation>[Éàçh~ lîvé~ ñõdé~ fîrst~~ tõõk~ %1 gràdîéñt~~~ stép~ õñ îts~ õwñ~ shàrd~~ (η = %2), théñ~ ]</translation>
    </message>
    <message>
        <source>Each live node first took %1 gradient steps on its own shard (η = %2), then </source>
        <translation>[Éàçh~ lîvé~ ñõdé~ fîrst~~ tõõk~ %1 gràdîéñt~~~ stéps~~ õñ îts~ õwñ~ shàrd~~ (η = %2), théñ~ ]</translation>
    </message>
    <message>
        <source>Pure gossip, no gradients: </source>
        <translation>[Püré~ gõssîp~~, ñõ gràdîéñts~~~: ]</translation>
    </message>
    <message>
        <source>fell from %1 to %2</source>
        <translation>[féll~ frõm~ %1 tõ %2]</translation>
    </message>
    <message>
        <source>rose from %1 to %2</source>
        <translation>[rõsé~ frõm~ %1 tõ %2]</translation>
    </message>
    <message>
        <source>stayed at %1</source>
        <translation>[stàýéd~~ àt %1]</translation>
    </message>
    <message>
        <source>every live node averaged with its neighbours. The weights are now %1; their mean is %2 and the consensus distance %3. </source>
        <translation>[évérý~~ lîvé~ ñõdé~ àvéràgéd~~~ wîth~ îts~ ñéîghbõürs~~~~. Thé~ wéîghts~~ àré~ ñõw~ %1; théîr~~ méàñ~ îs %2 àñd~ thé~ çõñséñsüs~~~ dîstàñçé~~~ %3. ]</translation>
    </message>
    <message>
        <source>Averaging moves weight around but never creates or destroys it, so the mean stays put. </source>
        <translation>[Àvéràgîñg~~~ mõvés~~ wéîght~~ àrõüñd~~ büt~ ñévér~~ çréàtés~~ õr déstrõýs~~~ ît, sõ thé~ méàñ~ stàýs~~ püt~. ]</translation>
    </message>
    <message>
        <source>W's second-largest eigenvalue modulus is %1 (spectral gap %2): the spread does not shrink at all, some nodes can never hear from others. </source>
        <translation>[W's séçõñd~~-làrgést~~ éîgéñvàlüé~~~~ mõdülüs~~ îs %1 (spéçtràl~~~ gàp~ %2): thé~ spréàd~~ dõés~ ñõt~ shrîñk~~ àt àll~, sõmé~ ñõdés~~ çàñ~ ñévér~~ héàr~ frõm~ õthérs~~. ]</translation>
    </message>
    <message>
        <source>W's second-largest eigenvalue modulus is %1 (spectral gap %2): one round is enough for the connected nodes to agree exactly. </source>
        <translation>[W's séçõñd~~-làrgést~~ éîgéñvàlüé~~~~ mõdülüs~~ îs %1 (spéçtràl~~~ gàp~ %2): õñé~ rõüñd~~ îs éñõügh~~ fõr~ thé~ çõññéçtéd~~~ ñõdés~~ tõ àgréé~~ éxàçtlý~~. ]</translation>
    </message>
    <message>
        <source>W's second-largest eigenvalue modulus is %1 (spectral gap %2): the spread shrinks by roughly that factor each round; the bigger the gap, the faster the nodes agree. </source>
        <translation>[W's séçõñd~~-làrgést~~ éîgéñvàlüé~~~~ mõdülüs~~ îs %1 (spéçtràl~~~ gàp~ %2): thé~ spréàd~~ shrîñks~~ bý rõüghlý~~ thàt~ fàçtõr~~ éàçh~ rõüñd~~; thé~ bîggér~~ thé~ gàp~, thé~ fàstér~~ thé~ ñõdés~~ àgréé~~. ]</translation>
    </message>
    <message>
        <source>&lt;br&gt;Node %1 is down. </source>
        <translation>[&lt;br&gt;Ñõdé~ %1 îs dõwñ~. ]</translation>
    </message>
    <message>
        <source>&lt;br&gt;Nodes %1 are down. </source>
        <translation>[&lt;br&gt;Ñõdés~~ %1 àré~ dõwñ~. ]</translation>
    </message>
    <message>
        <source>It was the hub: every link of the star ran through it, so the others are cut off from one another (%1 separate groups, spectral gap %2). A dead hub stops a star. </source>
        <translation>[Ît wàs~ thé~ hüb~: évérý~~ lîñk~ õf thé~ stàr~ ràñ~ thrõügh~~ ît, sõ thé~ õthérs~~ àré~ çüt~ õff~ frõm~ õñé~ àñõthér~~ (%1 sépàràté~~~ grõüps~~, spéçtràl~~~ gàp~ %2). À déàd~ hüb~ stõps~~ à stàr~. ]</translation>
    </message>
    <message>
        <source>It was an end of the path: nobody else needed it to pass weights along, so the live nodes still form one group and keep mixing (spectral gap %1). </source>
        <translation>[Ît wàs~ àñ éñd~ õf thé~ pàth~: ñõbõdý~~ élsé~ ñéédéd~~ ît tõ pàss~ wéîghts~~ àlõñg~~, sõ thé~ lîvé~ ñõdés~~ stîll~~ fõrm~ õñé~ grõüp~~ àñd~ kéép~ mîxîñg~~ (spéçtràl~~~ gàp~ %1). ]</translation>
    </message>
    <message>
        <source>The live nodes fell apart into %1 groups that can no longer reach one consensus. </source>
        <translation>[Thé~ lîvé~ ñõdés~~ féll~ àpàrt~~ îñtõ~ %1 grõüps~~ thàt~ çàñ~ ñõ lõñgér~~ réàçh~~ õñé~ çõñséñsüs~~~. ]</translation>
    </message>
    <message>
        <source>The live nodes are still one connected group, so they keep mixing around the gap. </source>
        <translation>[Thé~ lîvé~ ñõdés~~ àré~ stîll~~ õñé~ çõññéçtéd~~~ grõüp~~, sõ théý~ kéép~ mîxîñg~~ àrõüñd~~ thé~ gàp~. ]</translation>
    </message>
    <message>
        <source>shift</source>
        <translation>[shîft~~]</translation>
    </message>
    <message>
        <source>rotation begins</source>
        <translation>[rõtàtîõñ~~~ bégîñs~~]</translation>
    </message>
    <message>
        <source>tolerance %1</source>
        <translation>[tõléràñçé~~~ %1]</translation>
    </message>
    <message>
        <source>stream time (ticks)</source>
        <translation>[stréàm~~ tîmé~ (tîçks~~)]</translation>
    </message>
    <message>
        <source>tracking error |w − w*|</source>
        <translation>[tràçkîñg~~~ érrõr~~ |w − w*|]</translation>
    </message>
    <message>
        <source>error</source>
        <translation>[érrõr~~]</translation>
    </message>
    <message>
        <source>1 tick</source>
        <translation>[1 tîçk~]</translation>
    </message>
    <message>
        <source>%1 ticks</source>
        <translation>[%1 tîçks~~]</translation>
    </message>
    <message>
        <source>Tracking error: distance of each model to the optimum now (dotted lines: the batch model's refits)</source>
        <translation>[Tràçkîñg~~~ érrõr~~: dîstàñçé~~~ õf éàçh~ mõdél~~ tõ thé~ õptîmüm~~ ñõw~ (dõttéd~~ lîñés~~: thé~ bàtçh~~ mõdél~~'s réfîts~~)]</translation>
    </message>
    <message>
        <source>Tracking error: distance of each model to the optimum now</source>
        <translation>[Tràçkîñg~~~ érrõr~~: dîstàñçé~~~ õf éàçh~ mõdél~~ tõ thé~ õptîmüm~~ ñõw~]</translation>
    </message>
    <message>
        <source>Tracking error</source>
        <translation>[Tràçkîñg~~~ érrõr~~]</translation>
    </message>
    <message>
        <source>The models chasing the optimum w*</source>
        <translation>[Thé~ mõdéls~~ çhàsîñg~~ thé~ õptîmüm~~ w*]</translation>
    </message>
    <message>
        <source>The plane</source>
        <translation>[Thé~ plàñé~~]</translation>
    </message>
    <message>
        <source>w* now</source>
        <translation>[w* ñõw~]</translation>
    </message>
    <message>
        <source>Mean tracking error from the drift to the end</source>
        <translation>[Méàñ~ tràçkîñg~~~ érrõr~~ frõm~ thé~ drîft~~ tõ thé~ éñd~]</translation>
    </message>
    <message>
        <source>Mean error</source>
        <translation>[Méàñ~ érrõr~~]</translation>
    </message>
    <message>
        <source>No batch refit after the drift in this run</source>
        <translation>[Ñõ bàtçh~~ réfît~~ àftér~~ thé~ drîft~~ îñ thîs~ rüñ~]</translation>
    </message>
    <message>
        <source>Batch refit at tick %1: error %2 just before, %3 after</source>
        <translation>[Bàtçh~~ réfît~~ àt tîçk~ %1: érrõr~~ %2 jüst~ béfõré~~, %3 àftér~~]</translation>
    </message>
    <message>
        <source>Refit at %1: %2 → %3</source>
        <translation>[Réfît~~ àt %1: %2 → %3]</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>[képt~]</translation>
    </message>
    <message>
        <source>at the drift</source>
        <translation>[àt thé~ drîft~~]</translation>
    </message>
    <message>
        <source>at drift</source>
        <translation>[àt drîft~~]</translation>
    </message>
    <message>
        <source>back within %1</source>
        <translation>[bàçk~ wîthîñ~~ %1]</translation>
    </message>
    <message>
        <source>recovered</source>
        <translation>[réçõvéréd~~~]</translation>
    </message>
    <message>
        <source>not yet</source>
        <translation>[ñõt~ ýét~]</translation>
    </message>
    <message>
        <source>mean since</source>
        <translation>[méàñ~ sîñçé~~]</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>[méàñ~]</translation>
    </message>
    <message>
        <source>stale</source>
        <translation>[stàlé~~]</translation>
    </message>
    <message>
        <source>After the drift at tick %1</source>
        <translation>[Àftér~~ thé~ drîft~~ àt tîçk~ %1]</translation>
    </message>
    <message>
        <source>After the drift</source>
        <translation>[Àftér~~ thé~ drîft~~]</translation>
    </message>
    <message>
        <source>The run's numbers come back once the answer is shown.</source>
        <translation>[Thé~ rüñ~'s ñümbérs~~ çõmé~ bàçk~ õñçé~ thé~ àñswér~~ îs shõwñ~~.]</translation>
    </message>
    <message>
        <source>tick</source>
        <translation>[tîçk~]</translation>
    </message>
    <message>
        <source>error, async</source>
        <translation>[érrõr~~, àsýñç~~]</translation>
    </message>
    <message>
        <source>error, high staleness</source>
        <translation>[érrõr~~, hîgh~ stàléñéss~~~]</translation>
    </message>
    <message>
        <source>error, batch</source>
        <translation>[érrõr~~, bàtçh~~]</translation>
    </message>
    <message>
        <source>staleness, async</source>
        <translation>[stàléñéss~~~, àsýñç~~]</translation>
    </message>
    <message>
        <source>staleness, high</source>
        <translation>[stàléñéss~~~, hîgh~]</translation>
    </message>
    <message>
        <source>a shift</source>
        <translation>[à shîft~~]</translation>
    </message>
    <message>
        <source>a rotation</source>
        <translation>[à rõtàtîõñ~~~]</translation>
    </message>
    <message>
        <source>Drifting stream: %1 at tick %2, %3 async workers, batch refits every %4, tick %5 of %6</source>
        <translation>[Drîftîñg~~~ stréàm~~: %1 àt tîçk~ %2, %3 àsýñç~~ wõrkérs~~, bàtçh~~ réfîts~~ évérý~~ %4, tîçk~ %5 õf %6]</translation>
    </message>
    <message>
        <source>Drifting stream: tick %1 of %2</source>
        <translation>[Drîftîñg~~~ stréàm~~: tîçk~ %1 õf %2]</translation>
    </message>
    <message>
        <source>Now: w* = (%1, %2) · error: async %3, high staleness %4, batch %5 · gradients applied %6 and %7</source>
        <translation>[Ñõw~: w* = (%1, %2) · érrõr~~: àsýñç~~ %3, hîgh~ stàléñéss~~~ %4, bàtçh~~ %5 · gràdîéñts~~~ àpplîéd~~ %6 àñd~ %7]</translation>
    </message>
    <message>
        <source>Error: async %1 · high staleness %2 · batch %3</source>
        <translation>[Érrõr~~: àsýñç~~ %1 · hîgh~ stàléñéss~~~ %2 · bàtçh~~ %3]</translation>
    </message>
    <message>
        <source>Drifting stream: no ticks</source>
        <translation>[Drîftîñg~~~ stréàm~~: ñõ tîçks~~]</translation>
    </message>
    <message>
        <source>never gets back within %1</source>
        <translation>[ñévér~~ géts~ bàçk~ wîthîñ~~ %1]</translation>
    </message>
    <message>
        <source>never strays beyond %1</source>
        <translation>[ñévér~~ stràýs~~ béýõñd~~ %1]</translation>
    </message>
    <message>
        <source>is back within %1 after &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>[îs bàçk~ wîthîñ~~ %1 àftér~~ &lt;b&gt;%2&lt;/b&gt;]</translation>
    </message>
    <message>
        <source>&lt;b&gt;Batch&lt;/b&gt; gets no refit after the drift in this run: it stays %1 away on average.</source>
        <translation>[&lt;b&gt;Bàtçh~~&lt;/b&gt; géts~ ñõ réfît~~ àftér~~ thé~ drîft~~ îñ thîs~ rüñ~: ît stàýs~~ %1 àwàý~ õñ àvéràgé~~.]</translation>
    </message>
    <message>
        <source>, not all the way, because its %1-tick window still held data from before the shift</source>
        <translation>[, ñõt~ àll~ thé~ wàý~, béçàüsé~~ îts~ %1-tîçk~ wîñdõw~~ stîll~~ héld~ dàtà~ frõm~ béfõré~~ thé~ shîft~~]</translation>
    </message>
    <message>
        <source>, not all the way, because it fits the middle of its %1-tick window while w* keeps turning</source>
        <translation>[, ñõt~ àll~ thé~ wàý~, béçàüsé~~ ît fîts~ thé~ mîddlé~~ õf îts~ %1-tîçk~ wîñdõw~~ whîlé~~ w* kééps~~ türñîñg~~]</translation>
    </message>
    <message>
        <source>&lt;b&gt;Batch&lt;/b&gt; just before its refit at tick %1 is still &lt;b&gt;%2&lt;/b&gt; away; the refit brings it to %3%4.</source>
        <translation>[&lt;b&gt;Bàtçh~~&lt;/b&gt; jüst~ béfõré~~ îts~ réfît~~ àt tîçk~ %1 îs stîll~~ &lt;b&gt;%2&lt;/b&gt; àwàý~; thé~ réfît~~ brîñgs~~ ît tõ %3%4.]</translation>
    </message>
    <message>
        <source>&lt;b&gt;Just after the shift&lt;/b&gt; (tick %1) w* has jumped %2: errors async %3, high staleness %4, batch %5. </source>
        <translation>[&lt;b&gt;Jüst~ àftér~~ thé~ shîft~~&lt;/b&gt; (tîçk~ %1) w* hàs~ jümpéd~~ %2: érrõrs~~ àsýñç~~ %3, hîgh~ stàléñéss~~~ %4, bàtçh~~ %5. ]</translation>
    </message>
    <message>
        <source>&lt;b&gt;From tick %1&lt;/b&gt; w* turns %2° per tick, moving %3 per tick. </source>
        <translation>[&lt;b&gt;Frõm~ tîçk~ %1&lt;/b&gt; w* türñs~~ %2° pér~ tîçk~, mõvîñg~~ %3 pér~ tîçk~. ]</translation>
    </message>
    <message>
        <source>, before the batch model's next refit at tick %1</source>
        <translation>[, béfõré~~ thé~ bàtçh~~ mõdél~~'s ñéxt~ réfît~~ àt tîçk~ %1]</translation>
    </message>
    <message>
        <source>, not before the batch model's next refit at tick %1</source>
        <translation>[, ñõt~ béfõré~~ thé~ bàtçh~~ mõdél~~'s ñéxt~ réfît~~ àt tîçk~ %1]</translation>
    </message>
    <message>
        <source>&lt;b&gt;Async&lt;/b&gt; (%1, gradients %2 updates old on average) %3%4; its mean error since the drift is %5. </source>
        <translation>[&lt;b&gt;Àsýñç~~&lt;/b&gt; (%1, gràdîéñts~~~ %2 üpdàtés~~ õld~ õñ àvéràgé~~) %3%4; îts~ méàñ~ érrõr~~ sîñçé~~ thé~ drîft~~ îs %5. ]</translation>
    </message>
    <message>
        <source>&lt;b&gt;High staleness&lt;/b&gt; (%1 needing %2 each: the same updates per tick, but %3 updates old and made from older data) %4; its mean error since the drift is %5. </source>
        <translation>[&lt;b&gt;Hîgh~ stàléñéss~~~&lt;/b&gt; (%1 ñéédîñg~~ %2 éàçh~: thé~ sàmé~ üpdàtés~~ pér~ tîçk~, büt~ %3 üpdàtés~~ õld~ àñd~ màdé~ frõm~ õldér~~ dàtà~) %4; îts~ méàñ~ érrõr~~ sîñçé~~ thé~ drîft~~ îs %5. ]</translation>
    </message>
    <message>
        <source>A steady turn is trailed at about the same distance whatever the delay (η and the update rate set it); staleness costs most when w* jumps. </source>
        <translation>[À stéàdý~~ türñ~ îs tràîléd~~ àt àbõüt~~ thé~ sàmé~ dîstàñçé~~~ whàtévér~~~ thé~ délàý~~ (η àñd~ thé~ üpdàté~~ ràté~ sét~ ît); stàléñéss~~~ çõsts~~ mõst~ whéñ~ w* jümps~~. ]</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;b&gt;A server's model ran away&lt;/b&gt;: η is too large for its staleness; it is held at its last value.</source>
        <translation>[&lt;br&gt;&lt;b&gt;À sérvér~~'s mõdél~~ ràñ~ àwàý~&lt;/b&gt;: η îs tõõ~ làrgé~~ fõr~ îts~ stàléñéss~~~; ît îs héld~ àt îts~ làst~ vàlüé~~.]</translation>
    </message>
    <message>
        <source>At tick %1 w* will jump %2° round the origin, %3 away, like a new fraud pattern.</source>
        <translation>[Àt tîçk~ %1 w* wîll~ jümp~ %2° rõüñd~~ thé~ õrîgîñ~~, %3 àwàý~, lîké~ à ñéw~ fràüd~~ pàttérñ~~.]</translation>
    </message>
    <message>
        <source>From tick %1 w* will turn %2° per tick, like news interest moving on.</source>
        <translation>[Frõm~ tîçk~ %1 w* wîll~ türñ~ %2° pér~ tîçk~, lîké~ ñéws~ îñtérést~~~ mõvîñg~~ õñ.]</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tick 0: the stream starts.&lt;/b&gt; Every tick brings %1 micro-batches of %2 examples; the best model is w* = (%3, %4). All three learners start from the fit to the history, %5 from w*. %6 &lt;i&gt;Predict:&lt;/i&gt; who tracks the new w* first: %7 async workers, %8 slower ones, or a model refitted every %9?</source>
        <translation>[&lt;b&gt;Tîçk~ 0: thé~ stréàm~~ stàrts~~.&lt;/b&gt; Évérý~~ tîçk~ brîñgs~~ %1 mîçrõ~~-bàtçhés~~ õf %2 éxàmplés~~~; thé~ bést~ mõdél~~ îs w* = (%3, %4). Àll~ thréé~~ léàrñérs~~~ stàrt~~ frõm~ thé~ fît~ tõ thé~ hîstõrý~~, %5 frõm~ w*. %6 &lt;i&gt;Prédîçt~~:&lt;/i&gt; whõ~ tràçks~~ thé~ ñéw~ w* fîrst~~: %7 àsýñç~~ wõrkérs~~, %8 slõwér~~ õñés~, õr à mõdél~~ réfîttéd~~~ évérý~~ %9?]</translation>
    </message>
    <message>
        <source>after the drift at tick %1</source>
        <translation>[àftér~~ thé~ drîft~~ àt tîçk~ %1]</translation>
    </message>
    <message>
        <source>no drift yet</source>
        <translation>[ñõ drîft~~ ýét~]</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tick %1 of %2, %3.&lt;/b&gt; Errors: async %4, high staleness %5, batch %6. </source>
        <translation>[&lt;b&gt;Tîçk~ %1 õf %2, %3.&lt;/b&gt; Érrõrs~~: àsýñç~~ %4, hîgh~ stàléñéss~~~ %5, bàtçh~~ %6. ]</translation>
    </message>
    <message>
        <source>This tick's gradients were %1 (async) and %2 (high staleness) updates old on average.</source>
        <translation>[Thîs~ tîçk~'s gràdîéñts~~~ wéré~ %1 (àsýñç~~) àñd~ %2 (hîgh~ stàléñéss~~~) üpdàtés~~ õld~ õñ àvéràgé~~.]</translation>
    </message>
    <message>
        <source>The slower high-staleness workers have not pushed a gradient yet.</source>
        <translation>[Thé~ slõwér~~ hîgh~-stàléñéss~~~ wõrkérs~~ hàvé~ ñõt~ püshéd~~ à gràdîéñt~~~ ýét~.]</translation>
    </message>
    <message>
        <source>No gradient has reached either server yet.</source>
        <translation>[Ñõ gràdîéñt~~~ hàs~ réàçhéd~~ éîthér~~ sérvér~~ ýét~.]</translation>
    </message>
    <message>
        <source> &lt;b&gt;The batch model was refitted now&lt;/b&gt; on the last %1 of the stream.</source>
        <translation>[ &lt;b&gt;Thé~ bàtçh~~ mõdél~~ wàs~ réfîttéd~~~ ñõw~&lt;/b&gt; õñ thé~ làst~ %1 õf thé~ stréàm~~.]</translation>
    </message>
    <message>
        <source>&lt;b&gt;No ticks.&lt;/b&gt; The stream produced nothing.</source>
        <translation>[&lt;b&gt;Ñõ tîçks~~.&lt;/b&gt; Thé~ stréàm~~ prõdüçéd~~~ ñõthîñg~~.]</translation>
    </message>
    <message>
        <source>Loss against measured time (same data, same work)</source>
        <translation>[Lõss~ àgàîñst~~ méàsüréd~~~ tîmé~ (sàmé~ dàtà~, sàmé~ wõrk~)]</translation>
    </message>
    <message>
        <source>wall-clock time (ms)</source>
        <translation>[wàll~-çlõçk~~ tîmé~ (ms)]</translation>
    </message>
    <message>
        <source>time (ms)</source>
        <translation>[tîmé~ (ms)]</translation>
    </message>
    <message>
        <source>loss (log scale)</source>
        <translation>[lõss~ (lõg~ sçàlé~~)]</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>[lõss~]</translation>
    </message>
    <message>
        <source>Updates per second against threads</source>
        <translation>[Üpdàtés~~ pér~ séçõñd~~ àgàîñst~~ thréàds~~]</translation>
    </message>
    <message>
        <source>Updates/s vs threads</source>
        <translation>[Üpdàtés~~/s vs thréàds~~]</translation>
    </message>
    <message>
        <source>No sweep in this run (sweep time 0)</source>
        <translation>[Ñõ swéép~~ îñ thîs~ rüñ~ (swéép~~ tîmé~ 0)]</translation>
    </message>
    <message>
        <source>threads</source>
        <translation>[thréàds~~]</translation>
    </message>
    <message>
        <source>million updates per second</source>
        <translation>[mîllîõñ~~ üpdàtés~~ pér~ séçõñd~~]</translation>
    </message>
    <message>
        <source>M updates/s</source>
        <translation>[M üpdàtés~~/s]</translation>
    </message>
    <message>
        <source>lock-free</source>
        <translation>[lõçk~-fréé~]</translation>
    </message>
    <message>
        <source>one global lock</source>
        <translation>[õñé~ glõbàl~~ lõçk~]</translation>
    </message>
    <message>
        <source>Denser rows: more collisions</source>
        <translation>[Déñsér~~ rõws~: mõré~ çõllîsîõñs~~~~]</translation>
    </message>
    <message>
        <source>Density sweep</source>
        <translation>[Déñsîtý~~ swéép~~]</translation>
    </message>
    <message>
        <source>density: share of features per example</source>
        <translation>[déñsîtý~~: shàré~~ õf féàtürés~~~ pér~ éxàmplé~~]</translation>
    </message>
    <message>
        <source>density</source>
        <translation>[déñsîtý~~]</translation>
    </message>
    <message>
        <source>collided writes (%)</source>
        <translation>[çõllîdéd~~~ wrîtés~~ (%)]</translation>
    </message>
    <message>
        <source>collided (%)</source>
        <translation>[çõllîdéd~~~ (%)]</translation>
    </message>
    <message>
        <source>thread %1</source>
        <translation>[thréàd~~ %1]</translation>
    </message>
    <message>
        <source>one thread</source>
        <translation>[õñé~ thréàd~~]</translation>
    </message>
    <message>
        <source>snapshot</source>
        <translation>[sñàpshõt~~~]</translation>
    </message>
    <message>
        <source>updates</source>
        <translation>[üpdàtés~~]</translation>
    </message>
    <message>
        <source>collided writes</source>
        <translation>[çõllîdéd~~~ wrîtés~~]</translation>
    </message>
    <message>
        <source>share collided</source>
        <translation>[shàré~~ çõllîdéd~~~]</translation>
    </message>
    <message>
        <source>Hogwild!: no snapshots</source>
        <translation>[Hõgwîld~~!: ñõ sñàpshõts~~~]</translation>
    </message>
    <message>
        <source>Hogwild!: %1, %2, each example touches %3 of %4 weights</source>
        <translation>[Hõgwîld~~!: %1, %2, éàçh~ éxàmplé~~ tõüçhés~~ %3 õf %4 wéîghts~~]</translation>
    </message>
    <message>
        <source>Hogwild!: %1, %2, %3 of %4 weights per example</source>
        <translation>[Hõgwîld~~!: %1, %2, %3 õf %4 wéîghts~~ pér~ éxàmplé~~]</translation>
    </message>
    <message>
        <source>Hogwild!: %1, %2</source>
        <translation>[Hõgwîld~~!: %1, %2]</translation>
    </message>
    <message>
        <source>This run had %1 on %2: they took turns on the cores instead of running side by side, so its timings say nothing about lock-free speed-up. Set threads to %3 or fewer (0 picks it).</source>
        <translation>[Thîs~ rüñ~ hàd~ %1 õñ %2: théý~ tõõk~ türñs~~ õñ thé~ çõrés~~ îñstéàd~~ õf rüññîñg~~ sîdé~ bý sîdé~, sõ îts~ tîmîñgs~~ sàý~ ñõthîñg~~ àbõüt~~ lõçk~-fréé~ spééd~~-üp. Sét~ thréàds~~ tõ %3 õr féwér~~ (0 pîçks~~ ît).]</translation>
    </message>
    <message>
        <source>snapshot %1 of %2</source>
        <translation>[sñàpshõt~~~ %1 õf %2]</translation>
    </message>
    <message>
        <source>measured on this machine: %1 on %2, so they take turns</source>
        <translation>[méàsüréd~~~ õñ thîs~ màçhîñé~~: %1 õñ %2, sõ théý~ tàké~ türñs~~]</translation>
    </message>
    <message>
        <source>measured on this machine (%1)</source>
        <translation>[méàsüréd~~~ õñ thîs~ màçhîñé~~ (%1)]</translation>
    </message>
    <message>
        <source>%1 · t = %2 · %3 updates · loss %4 · %5 of writes collided · %6</source>
        <translation>[%1 · t = %2 · %3 üpdàtés~~ · lõss~ %4 · %5 õf wrîtés~~ çõllîdéd~~~ · %6]</translation>
    </message>
    <message>
        <source>%1 · t = %2 · %3 updates · loss %4 · %5 collided</source>
        <translation>[%1 · t = %2 · %3 üpdàtés~~ · lõss~ %4 · %5 çõllîdéd~~~]</translation>
    </message>
    <message>
        <source>%1 · t = %2 · loss %3</source>
        <translation>[%1 · t = %2 · lõss~ %3]</translation>
    </message>
    <message>
        <source>%1 of this computer will share one vector of %2 weights in memory, and none of them takes a lock. Each example touches only %3 of the %4 weights (density %5), so two threads seldom work on the same weight at once: Hogwild! counts on the data being that sparse. </source>
        <translation>[%1 õf thîs~ çõmpütér~~~ wîll~ shàré~~ õñé~ véçtõr~~ õf %2 wéîghts~~ îñ mémõrý~~, àñd~ ñõñé~ õf thém~ tàkés~~ à lõçk~. Éàçh~ éxàmplé~~ tõüçhés~~ õñlý~ %3 õf thé~ %4 wéîghts~~ (déñsîtý~~ %5), sõ twõ~ thréàds~~ séldõm~~ wõrk~ õñ thé~ sàmé~ wéîght~~ àt õñçé~: Hõgwîld~~! çõüñts~~ õñ thé~ dàtà~ béîñg~~ thàt~ spàrsé~~. ]</translation>
    </message>
    <message>
        <source>Every write is an atomic add: a thread may compute with a value another thread is about to change, but no number is ever torn or lost. At w = 0 the loss is %1; the best the noisy labels allow is about %2. </source>
        <translation>[Évérý~~ wrîté~~ îs àñ àtõmîç~~ àdd~: à thréàd~~ màý~ çõmpüté~~ wîth~ à vàlüé~~ àñõthér~~ thréàd~~ îs àbõüt~~ tõ çhàñgé~~, büt~ ñõ ñümbér~~ îs évér~ tõrñ~ õr lõst~. Àt w = 0 thé~ lõss~ îs %1; thé~ bést~ thé~ ñõîsý~~ làbéls~~ àllõw~~ îs àbõüt~~ %2. ]</translation>
    </message>
    <message>
        <source>%1 after the start the threads have applied %2 examples; %3 of them since the last snapshot. </source>
        <translation>[%1 àftér~~ thé~ stàrt~~ thé~ thréàds~~ hàvé~ àpplîéd~~ %2 éxàmplés~~~; %3 õf thém~ sîñçé~~ thé~ làst~ sñàpshõt~~~. ]</translation>
    </message>
    <message>
        <source>A write &lt;i&gt;collides&lt;/i&gt; when another thread wrote the same weight between this thread's read and its write (the weight's version stamp moved): %1 such writes in this window, marked ✕, and %2 of all writes so far. The loss is &lt;b&gt;%3&lt;/b&gt;. </source>
        <translation>[À wrîté~~ &lt;i&gt;çõllîdés~~~&lt;/i&gt; whéñ~ àñõthér~~ thréàd~~ wrõté~~ thé~ sàmé~ wéîght~~ bétwééñ~~ thîs~ thréàd~~'s réàd~ àñd~ îts~ wrîté~~ (thé~ wéîght~~'s vérsîõñ~~ stàmp~~ mõvéd~~): %1 süçh~ wrîtés~~ îñ thîs~ wîñdõw~~, màrkéd~~ ✕, àñd~ %2 õf àll~ wrîtés~~ sõ fàr~. Thé~ lõss~ îs &lt;b&gt;%3&lt;/b&gt;. ]</translation>
    </message>
    <message>
        <source>&lt;br&gt;Same data, same number of updates: lock-free took %1 (%2), one global lock %3 (%4), one thread %5 (%6). </source>
        <translation>[&lt;br&gt;Sàmé~ dàtà~, sàmé~ ñümbér~~ õf üpdàtés~~: lõçk~-fréé~ tõõk~ %1 (%2), õñé~ glõbàl~~ lõçk~ %3 (%4), õñé~ thréàd~~ %5 (%6). ]</translation>
    </message>
    <message>
        <source>The lock makes collisions impossible (%1 here) but lets only one thread update at a time, and the threads queue for it. </source>
        <translation>[Thé~ lõçk~ màkés~~ çõllîsîõñs~~~~ împõssîblé~~~~ (%1 héré~) büt~ léts~ õñlý~ õñé~ thréàd~~ üpdàté~~ àt à tîmé~, àñd~ thé~ thréàds~~ qüéüé~~ fõr~ ît. ]</translation>
    </message>
    <message>
        <source>&lt;br&gt;Denser rows break the bet. In the density sweep (%1 ms per density) %2 of writes collided at density %3 and %4 at density %5. After as many updates as the lock-free run made, its loss was %6 against one thread's %7 at the sparsest density, and %8 against %9 at the densest; part of any gap is the order in which the examples happened to arrive, not only the collisions. </source>
        <translation>[&lt;br&gt;Déñsér~~ rõws~ bréàk~~ thé~ bét~. Îñ thé~ déñsîtý~~ swéép~~ (%1 ms pér~ déñsîtý~~) %2 õf wrîtés~~ çõllîdéd~~~ àt déñsîtý~~ %3 àñd~ %4 àt déñsîtý~~ %5. Àftér~~ às màñý~ üpdàtés~~ às thé~ lõçk~-fréé~ rüñ~ màdé~, îts~ lõss~ wàs~ %6 àgàîñst~~ õñé~ thréàd~~'s %7 àt thé~ spàrsést~~~ déñsîtý~~, àñd~ %8 àgàîñst~~ %9 àt thé~ déñsést~~; pàrt~ õf àñý~ gàp~ îs thé~ õrdér~~ îñ whîçh~~ thé~ éxàmplés~~~ hàppéñéd~~~ tõ àrrîvé~~, ñõt~ õñlý~ thé~ çõllîsîõñs~~~~. ]</translation>
    </message>
    <message>
        <source>&lt;b&gt;No snapshots.&lt;/b&gt; %1</source>
        <translation>[&lt;b&gt;Ñõ sñàpshõts~~~.&lt;/b&gt; %1]</translation>
    </message>
    <message>
        <source>&lt;b&gt;Snapshot %1 of %2%3.&lt;/b&gt; </source>
        <translation>[&lt;b&gt;Sñàpshõt~~~ %1 õf %2%3.&lt;/b&gt; ]</translation>
    </message>
    <message>
        <source>: the start</source>
        <translation>[: thé~ stàrt~~]</translation>
    </message>
    <message>
        <source>&lt;br&gt;Rows are &lt;b&gt;disjoint&lt;/b&gt;: thread k only ever touches its own block of weights, so writes cannot meet, the collision count stays 0 and the result is exactly what one thread would get. </source>
        <translation>[&lt;br&gt;Rõws~ àré~ &lt;b&gt;dîsjõîñt~~~&lt;/b&gt;: thréàd~~ k õñlý~ évér~ tõüçhés~~ îts~ õwñ~ blõçk~~ õf wéîghts~~, sõ wrîtés~~ çàññõt~~ méét~, thé~ çõllîsîõñ~~~ çõüñt~~ stàýs~~ 0 àñd~ thé~ résült~~ îs éxàçtlý~~ whàt~ õñé~ thréàd~~ wõüld~~ gét~. ]</translation>
    </message>
    <message>
        <source>&lt;br&gt;The frames replay the run with %1. </source>
        <translation>[&lt;br&gt;Thé~ fràmés~~ réplàý~~ thé~ rüñ~ wîth~ %1. ]</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;i&gt;Measured, not simulated:&lt;/i&gt; on this machine (%1). The data comes from seed %2, but the threads' timing does not, so running again gives other numbers.</source>
        <translation>[&lt;br&gt;&lt;i&gt;Méàsüréd~~~, ñõt~ sîmülàtéd~~~:&lt;/i&gt; õñ thîs~ màçhîñé~~ (%1). Thé~ dàtà~ çõmés~~ frõm~ sééd~ %2, büt~ thé~ thréàds~~' tîmîñg~~ dõés~ ñõt~, sõ rüññîñg~~ àgàîñ~~ gîvés~~ õthér~~ ñümbérs~~.]</translation>
    </message>
    <message>
        <source>ticks: each thread's latest writes (newest brightest) · ✕ and ▼: a write that collided since the last snapshot · cells: w by value</source>
        <translation>[tîçks~~: éàçh~ thréàd~~'s làtést~~ wrîtés~~ (ñéwést~~ brîghtést~~~) · ✕ àñd~ ▼: à wrîté~~ thàt~ çõllîdéd~~~ sîñçé~~ thé~ làst~ sñàpshõt~~~ · çélls~~: w bý vàlüé~~]</translation>
    </message>
    <message>
        <source>ticks: latest writes · ✕ ▼: collided writes · cells: w by value</source>
        <translation>[tîçks~~: làtést~~ wrîtés~~ · ✕ ▼: çõllîdéd~~~ wrîtés~~ · çélls~~: w bý vàlüé~~]</translation>
    </message>
    <message>
        <source>ticks: writes · ✕: collisions</source>
        <translation>[tîçks~~: wrîtés~~ · ✕: çõllîsîõñs~~~~]</translation>
    </message>
    <message>
        <source>Shared weights: %1 updates and %2 collided writes since the last snapshot</source>
        <translation>[Shàréd~~ wéîghts~~: %1 üpdàtés~~ àñd~ %2 çõllîdéd~~~ wrîtés~~ sîñçé~~ thé~ làst~ sñàpshõt~~~]</translation>
    </message>
    <message>
        <source>Shared weights: %1 updates, %2 collisions</source>
        <translation>[Shàréd~~ wéîghts~~: %1 üpdàtés~~, %2 çõllîsîõñs~~~~]</translation>
    </message>
    <message>
        <source>Shared weights</source>
        <translation>[Shàréd~~ wéîghts~~]</translation>
    </message>
    <message>
        <source>server update t</source>
        <translation>[sérvér~~ üpdàté~~ t]</translation>
    </message>
    <message>
        <source>weight w (minimum at %1)</source>
        <translation>[wéîght~~ w (mîñîmüm~~ àt %1)]</translation>
    </message>
    <message>
        <source>one async run</source>
        <translation>[õñé~ àsýñç~~ rüñ~]</translation>
    </message>
    <message>
        <source>async, mean of %1 runs</source>
        <translation>[àsýñç~~, méàñ~ õf %1 rüñs~]</translation>
    </message>
    <message>
        <source>momentum SGD, μ = %1</source>
        <translation>[mõméñtüm~~~ SGD~, μ = %1]</translation>
    </message>
    <message>
        <source>leaky server, leak %1</source>
        <translation>[léàký~~ sérvér~~, léàk~ %1]</translation>
    </message>
    <message>
        <source>async at η = %1</source>
        <translation>[àsýñç~~ àt η = %1]</translation>
    </message>
    <message>
        <source>workers K</source>
        <translation>[wõrkérs~~ K]</translation>
    </message>
    <message>
        <source>momentum μ</source>
        <translation>[mõméñtüm~~~ μ]</translation>
    </message>
    <message>
        <source>fitted from the runs</source>
        <translation>[fîttéd~~ frõm~ thé~ rüñs~]</translation>
    </message>
    <message>
        <source>staleness τ (updates)</source>
        <translation>[stàléñéss~~~ τ (üpdàtés~~)]</translation>
    </message>
    <message>
        <source>share of gradients</source>
        <translation>[shàré~~ õf gràdîéñts~~~]</translation>
    </message>
    <message>
        <source>share</source>
        <translation>[shàré~~]</translation>
    </message>
    <message>
        <source>The weight against server updates</source>
        <translation>[Thé~ wéîght~~ àgàîñst~~ sérvér~~ üpdàtés~~]</translation>
    </message>
    <message>
        <source>Fitted momentum against K</source>
        <translation>[Fîttéd~~ mõméñtüm~~~ àgàîñst~~ K]</translation>
    </message>
    <message>
        <source>How old the gradients are (K = %1)</source>
        <translation>[Hõw~ õld~ thé~ gràdîéñts~~~ àré~ (K = %1)]</translation>
    </message>
    <message>
        <source>Fitted μ = %1   ·   1 − 1/K = %2   ·   overshoot past the minimum: async %3, momentum SGD %4</source>
        <translation>[Fîttéd~~ μ = %1   ·   1 − 1/K = %2   ·   õvérshõõt~~~ pàst~ thé~ mîñîmüm~~: àsýñç~~ %3, mõméñtüm~~~ SGD~ %4]</translation>
    </message>
    <message>
        <source>Leaky server: μ = %1 (expected %2), overshoot %3   ·   η = %4 (critical %5): μ = %6, overshoot %7</source>
        <translation>[Léàký~~ sérvér~~: μ = %1 (éxpéçtéd~~~ %2), õvérshõõt~~~ %3   ·   η = %4 (çrîtîçàl~~~ %5): μ = %6, õvérshõõt~~~ %7]</translation>
    </message>
    <message>
        <source>Fitted μ = %1   ·   1 − 1/K = %2</source>
        <translation>[Fîttéd~~ μ = %1   ·   1 − 1/K = %2]</translation>
    </message>
    <message>
        <source>Leaky μ = %1 (expected %2)   ·   η = %3: μ = %4</source>
        <translation>[Léàký~~ μ = %1 (éxpéçtéd~~~ %2)   ·   η = %3: μ = %4]</translation>
    </message>
    <message>
        <source>async (mean)</source>
        <translation>[àsýñç~~ (méàñ~)]</translation>
    </message>
    <message>
        <source>momentum SGD</source>
        <translation>[mõméñtüm~~~ SGD~]</translation>
    </message>
    <message>
        <source>one run</source>
        <translation>[õñé~ rüñ~]</translation>
    </message>
    <message>
        <source>its staleness</source>
        <translation>[îts~ stàléñéss~~~]</translation>
    </message>
    <message>
        <source>leaky server</source>
        <translation>[léàký~~ sérvér~~]</translation>
    </message>
    <message>
        <source>lower η</source>
        <translation>[lõwér~~ η]</translation>
    </message>
    <message>
        <source>Implicit momentum: no updates</source>
        <translation>[Împlîçît~~~ mõméñtüm~~~: ñõ üpdàtés~~]</translation>
    </message>
    <message>
        <source>Implicit momentum: %1 asynchronous workers, η = %2, update %3 of %4</source>
        <translation>[Împlîçît~~~ mõméñtüm~~~: %1 àsýñçhrõñõüs~~~~ wõrkérs~~, η = %2, üpdàté~~ %3 õf %4]</translation>
    </message>
    <message>
        <source>Implicit momentum: K = %1, update %2 of %3</source>
        <translation>[Împlîçît~~~ mõméñtüm~~~: K = %1, üpdàté~~ %2 õf %3]</translation>
    </message>
    <message>
        <source>&lt;b&gt;Update 0: the start.&lt;/b&gt; %1 each read w = %2 and start a gradient of the loss ½(w − %3)². Each gradient takes a random time, so they land in a random order, and the server applies each one with η = %4 as it arrives, however old it is. The curve “async, mean” averages %5 such runs. &lt;i&gt;Predict:&lt;/i&gt; will the mean slide straight down to %3, or swing past it like a ball with momentum?</source>
        <translation>[&lt;b&gt;Üpdàté~~ 0: thé~ stàrt~~.&lt;/b&gt; %1 éàçh~ réàd~ w = %2 àñd~ stàrt~~ à gràdîéñt~~~ õf thé~ lõss~ ½(w − %3)². Éàçh~ gràdîéñt~~~ tàkés~~ à ràñdõm~~ tîmé~, sõ théý~ làñd~ îñ à ràñdõm~~ õrdér~~, àñd~ thé~ sérvér~~ àpplîés~~ éàçh~ õñé~ wîth~ η = %4 às ît àrrîvés~~, hõwévér~~ õld~ ît îs. Thé~ çürvé~~ “àsýñç~~, méàñ~” àvéràgés~~~ %5 süçh~ rüñs~. &lt;i&gt;Prédîçt~~:&lt;/i&gt; wîll~ thé~ méàñ~ slîdé~~ stràîght~~~ dõwñ~ tõ %3, õr swîñg~~ pàst~ ît lîké~ à bàll~ wîth~ mõméñtüm~~~?]</translation>
    </message>
    <message>
        <source>&lt;b&gt;Update %1 of %2.&lt;/b&gt; </source>
        <translation>[&lt;b&gt;Üpdàté~~ %1 õf %2.&lt;/b&gt; ]</translation>
    </message>
    <message>
        <source>In the thin sample run, worker %1's gradient was &lt;b&gt;%2&lt;/b&gt; old when it landed. </source>
        <translation>[Îñ thé~ thîñ~ sàmplé~~ rüñ~, wõrkér~~ %1's gràdîéñt~~~ wàs~ &lt;b&gt;%2&lt;/b&gt; õld~ whéñ~ ît làñdéd~~. ]</translation>
    </message>
    <message>
        <source>The mean of the runs stands at w = &lt;b&gt;%1&lt;/b&gt;; momentum SGD with μ = 1 − 1/%2 = %3 and step η/K = %4 stands at &lt;b&gt;%5&lt;/b&gt;. </source>
        <translation>[Thé~ méàñ~ õf thé~ rüñs~ stàñds~~ àt w = &lt;b&gt;%1&lt;/b&gt;; mõméñtüm~~~ SGD~ wîth~ μ = 1 − 1/%2 = %3 àñd~ stép~ η/K = %4 stàñds~~ àt &lt;b&gt;%5&lt;/b&gt;. ]</translation>
    </message>
    <message>
        <source>Keep stepping: does the mean stop at %1, or run past it?</source>
        <translation>[Kéép~ stéppîñg~~~: dõés~ thé~ méàñ~ stõp~ àt %1, õr rüñ~ pàst~ ît?]</translation>
    </message>
    <message>
        <source>The mean has swung past %1 (since update %2). </source>
        <translation>[Thé~ méàñ~ hàs~ swüñg~~ pàst~ %1 (sîñçé~~ üpdàté~~ %2). ]</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;b&gt;Why:&lt;/b&gt; the next gradient to land is any worker's with the same chance, 1/%1, so %2 of them are fresh and the rest were read 1, 2, 3 … updates ago, each age %3 times as rare as the one before. A sum of old gradients that fades by that factor is exactly a momentum buffer. </source>
        <translation>[&lt;br&gt;&lt;b&gt;Whý~:&lt;/b&gt; thé~ ñéxt~ gràdîéñt~~~ tõ làñd~ îs àñý~ wõrkér~~'s wîth~ thé~ sàmé~ çhàñçé~~, 1/%1, sõ %2 õf thém~ àré~ frésh~~ àñd~ thé~ rést~ wéré~ réàd~ 1, 2, 3 … üpdàtés~~ àgõ~, éàçh~ àgé~ %3 tîmés~~ às ràré~ às thé~ õñé~ béfõré~~. À süm~ õf õld~ gràdîéñts~~~ thàt~ fàdés~~ bý thàt~ fàçtõr~~ îs éxàçtlý~~ à mõméñtüm~~~ büffér~~. ]</translation>
    </message>
    <message>
        <source>Least squares on the mean curve, w[t+1] − w[t] + η′ g[t] = μ (w[t] − w[t−1]) with the theory's step η′ = η/K = %1, gives &lt;b&gt;μ = %2&lt;/b&gt; against 1 − 1/K = %3. </source>
        <translation>[Léàst~~ sqüàrés~~ õñ thé~ méàñ~ çürvé~~, w[t+1] − w[t] + η′ g[t] = μ (w[t] − w[t−1]) wîth~ thé~ théõrý~~'s stép~ η′ = η/K = %1, gîvés~~ &lt;b&gt;μ = %2&lt;/b&gt; àgàîñst~~ 1 − 1/K = %3. ]</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;b&gt;Damping it:&lt;/b&gt; a leaky server that applies a gradient τ updates old at η × %1^τ leaves μ = %2 (expected %3 × %1 = %4) and swings %5 past the minimum instead of %6. A lower rate η = %7 keeps μ = %8 but stays under the critical rate %9, so it creeps down without swinging past (%10), at the price of speed.</source>
        <translation>[&lt;br&gt;&lt;b&gt;Dàmpîñg~~ ît:&lt;/b&gt; à léàký~~ sérvér~~ thàt~ àpplîés~~ à gràdîéñt~~~ τ üpdàtés~~ õld~ àt η × %1^τ léàvés~~ μ = %2 (éxpéçtéd~~~ %3 × %1 = %4) àñd~ swîñgs~~ %5 pàst~ thé~ mîñîmüm~~ îñstéàd~~ õf %6. À lõwér~~ ràté~ η = %7 kééps~~ μ = %8 büt~ stàýs~~ üñdér~~ thé~ çrîtîçàl~~~ ràté~ %9, sõ ît çrééps~~ dõwñ~ wîthõüt~~ swîñgîñg~~~ pàst~ (%10), àt thé~ prîçé~~ õf spééd~~.]</translation>
    </message>
    <message>
        <source>&lt;b&gt;No updates.&lt;/b&gt; The server applied no gradients.</source>
        <translation>[&lt;b&gt;Ñõ üpdàtés~~.&lt;/b&gt; Thé~ sérvér~~ àpplîéd~~ ñõ gràdîéñts~~~.]</translation>
    </message>
    <message>
        <source>&lt;b&gt;Momentum against the number of workers.&lt;/b&gt; For every K from 1 to 16 the same fit runs on the mean of the asynchronous runs. The dots follow 1 − 1/K: one worker gives plain SGD (μ = 0), two give %1, %2 give %3 (fitted %4). More workers, more inertia.</source>
        <translation>[&lt;b&gt;Mõméñtüm~~~ àgàîñst~~ thé~ ñümbér~~ õf wõrkérs~~.&lt;/b&gt; Fõr~ évérý~~ K frõm~ 1 tõ 16 thé~ sàmé~ fît~ rüñs~ õñ thé~ méàñ~ õf thé~ àsýñçhrõñõüs~~~~ rüñs~. Thé~ dõts~ fõllõw~~ 1 − 1/K: õñé~ wõrkér~~ gîvés~~ plàîñ~~ SGD~ (μ = 0), twõ~ gîvé~ %1, %2 gîvé~ %3 (fîttéd~~ %4). Mõré~ wõrkérs~~, mõré~ îñértîà~~.]</translation>
    </message>
    <message>
        <source>&lt;b&gt;How old the gradients are.&lt;/b&gt; With %1 workers whose compute times are random and memoryless, %2 of the gradients arrive fresh and each extra update of age is %3 times as rare: the geometric law that turns asynchrony into momentum μ = 1 − 1/K.</source>
        <translation>[&lt;b&gt;Hõw~ õld~ thé~ gràdîéñts~~~ àré~.&lt;/b&gt; Wîth~ %1 wõrkérs~~ whõsé~~ çõmpüté~~ tîmés~~ àré~ ràñdõm~~ àñd~ mémõrýléss~~~~, %2 õf thé~ gràdîéñts~~~ àrrîvé~~ frésh~~ àñd~ éàçh~ éxtrà~~ üpdàté~~ õf àgé~ îs %3 tîmés~~ às ràré~: thé~ géõmétrîç~~~ làw~ thàt~ türñs~~ àsýñçhrõñý~~~~ îñtõ~ mõméñtüm~~~ μ = 1 − 1/K.]</translation>
    </message>
    <message>
        <source>sample-wise</source>
        <translation>[sàmplé~~-wîsé~]</translation>
    </message>
    <message>
        <source>mini-batch, B = %1</source>
        <translation>[mîñî~-bàtçh~~, B = %1]</translation>
    </message>
    <message>
        <source>full batch</source>
        <translation>[füll~ bàtçh~~]</translation>
    </message>
    <message>
        <source>samples seen</source>
        <translation>[sàmplés~~ sééñ~]</translation>
    </message>
    <message>
        <source>updates (log scale)</source>
        <translation>[üpdàtés~~ (lõg~ sçàlé~~)]</translation>
    </message>
    <message>
        <source>loss over all samples</source>
        <translation>[lõss~ õvér~ àll~ sàmplés~~]</translation>
    </message>
    <message>
        <source>epoch %1 →</source>
        <translation>[épõçh~~ %1 →]</translation>
    </message>
    <message>
        <source>update %1: L = %2, off the chart ↑</source>
        <translation>[üpdàté~~ %1: L = %2, õff~ thé~ çhàrt~~ ↑]</translation>
    </message>
    <message>
        <source>update %1: L = %2</source>
        <translation>[üpdàté~~ %1: L = %2]</translation>
    </message>
    <message>
        <source>%1 updates per epoch</source>
        <translation>[%1 üpdàtés~~ pér~ épõçh~~]</translation>
    </message>
    <message>
        <source>mini-batch · B = %1 · %2</source>
        <translation>[mîñî~-bàtçh~~ · B = %1 · %2]</translation>
    </message>
    <message>
        <source>Loss against samples seen</source>
        <translation>[Lõss~ àgàîñst~~ sàmplés~~ sééñ~]</translation>
    </message>
    <message>
        <source>Put samples seen on the chart's x axis instead of updates: the same amount of data for every cadence.</source>
        <translation>[Püt~ sàmplés~~ sééñ~ õñ thé~ çhàrt~~'s x àxîs~ îñstéàd~~ õf üpdàtés~~: thé~ sàmé~ àmõüñt~~ õf dàtà~ fõr~ évérý~~ çàdéñçé~~.]</translation>
    </message>
    <message>
        <source>epoch</source>
        <translation>[épõçh~~]</translation>
    </message>
    <message>
        <source>batch</source>
        <translation>[bàtçh~~]</translation>
    </message>
    <message>
        <source>size</source>
        <translation>[sîzé~]</translation>
    </message>
    <message>
        <source>Loss of the three cadences</source>
        <translation>[Lõss~ õf thé~ thréé~~ çàdéñçés~~~]</translation>
    </message>
    <message>
        <source>One mini-batch: frozen weight, averaged gradient</source>
        <translation>[Õñé~ mîñî~-bàtçh~~: frõzéñ~~ wéîght~~, àvéràgéd~~~ gràdîéñt~~~]</translation>
    </message>
    <message>
        <source>Mini-batch cadence: when is w allowed to move?</source>
        <translation>[Mîñî~-bàtçh~~ çàdéñçé~~: whéñ~ îs w àllõwéd~~ tõ mõvé~?]</translation>
    </message>
    <message>
        <source>update %1 of %2 · epoch %3 of %4</source>
        <translation>[üpdàté~~ %1 õf %2 · épõçh~~ %3 õf %4]</translation>
    </message>
    <message>
        <source>Mini-batch: no updates</source>
        <translation>[Mîñî~-bàtçh~~: ñõ üpdàtés~~]</translation>
    </message>
    <message>
        <source>Update 0 of %1: the start</source>
        <translation>[Üpdàté~~ 0 õf %1: thé~ stàrt~~]</translation>
    </message>
    <message>
        <source>w = %1, loss over all %2 samples = %3</source>
        <translation>[w = %1, lõss~ õvér~ àll~ %2 sàmplés~~ = %3]</translation>
    </message>
    <message>
        <source>no samples seen yet</source>
        <translation>[ñõ sàmplés~~ sééñ~ ýét~]</translation>
    </message>
    <message>
        <source>Update %1 of %2 · epoch %3 · batch %4 of %5</source>
        <translation>[Üpdàté~~ %1 õf %2 · épõçh~~ %3 · bàtçh~~ %4 õf %5]</translation>
    </message>
    <message>
        <source>samples %1–%2 of the shuffled tape, %3 in the batch (%4 repeated)</source>
        <translation>[sàmplés~~ %1–%2 õf thé~ shüffléd~~~ tàpé~, %3 îñ thé~ bàtçh~~ (%4 répéàtéd~~~)]</translation>
    </message>
    <message>
        <source>samples %1–%2 of the shuffled tape, %3 in the batch</source>
        <translation>[sàmplés~~ %1–%2 õf thé~ shüffléd~~~ tàpé~, %3 îñ thé~ bàtçh~~]</translation>
    </message>
    <message>
        <source>mean gradient ḡ = %1</source>
        <translation>[méàñ~ gràdîéñt~~~ ḡ = %1]</translation>
    </message>
    <message>
        <source>loss over all samples %1 · seen %2</source>
        <translation>[lõss~ õvér~ àll~ sàmplés~~ %1 · sééñ~ %2]</translation>
    </message>
    <message>
        <source>Frozen-weight batch: the lecture's four samples</source>
        <translation>[Frõzéñ~~-wéîght~~ bàtçh~~: thé~ léçtüré~~'s fõür~ sàmplés~~]</translation>
    </message>
    <message>
        <source>This update's batch, weight frozen</source>
        <translation>[Thîs~ üpdàté~~'s bàtçh~~, wéîght~~ frõzéñ~~]</translation>
    </message>
    <message>
        <source>w stays %1 while its gradient is taken</source>
        <translation>[w stàýs~~ %1 whîlé~~ îts~ gràdîéñt~~~ îs tàkéñ~~]</translation>
    </message>
    <message>
        <source>w stays %1 while %2 gradients are taken</source>
        <translation>[w stàýs~~ %1 whîlé~~ %2 gràdîéñts~~~ àré~ tàkéñ~~]</translation>
    </message>
    <message>
        <source>one update: %1 %2 %3·%4 %6 %5</source>
        <translation>[õñé~ üpdàté~~: %1 %2 %3·%4 %6 %5]</translation>
    </message>
    <message>
        <source>times</source>
        <translation>[tîmés~~]</translation>
    </message>
    <message>
        <source>mean ḡ</source>
        <translation>[méàñ~ ḡ]</translation>
    </message>
    <message>
        <source>With N = %1 samples and B = %2 the tape splits into %3 full batches, so w moves &lt;b&gt;%4 times per epoch&lt;/b&gt; (sample-wise: %5, full batch: %6).</source>
        <translation>[Wîth~ Ñ = %1 sàmplés~~ àñd~ B = %2 thé~ tàpé~ splîts~~ îñtõ~ %3 füll~ bàtçhés~~, sõ w mõvés~~ &lt;b&gt;%4 tîmés~~ pér~ épõçh~~&lt;/b&gt; (sàmplé~~-wîsé~: %5, füll~ bàtçh~~: %6).]</translation>
    </message>
    <message>
        <source>With N = %1 samples and B = %2 the tape splits into %3 full batches and a leftover of %4; the drop policy leaves those %5 samples out of this epoch, so w moves &lt;b&gt;%6 times per epoch&lt;/b&gt; (sample-wise: %7, full batch: %8).</source>
        <translation>[Wîth~ Ñ = %1 sàmplés~~ àñd~ B = %2 thé~ tàpé~ splîts~~ îñtõ~ %3 füll~ bàtçhés~~ àñd~ à léftõvér~~~ õf %4; thé~ drõp~ põlîçý~~ léàvés~~ thõsé~~ %5 sàmplés~~ õüt~ õf thîs~ épõçh~~, sõ w mõvés~~ &lt;b&gt;%6 tîmés~~ pér~ épõçh~~&lt;/b&gt; (sàmplé~~-wîsé~: %7, füll~ bàtçh~~: %8).]</translation>
    </message>
    <message>
        <source>With N = %1 samples and B = %2 the tape splits into %3 full batches and a leftover of %4; the pad policy fills the short batch with %5 samples repeated from the start of the shuffled order, so w moves &lt;b&gt;%6 times per epoch&lt;/b&gt; (sample-wise: %7, full batch: %8).</source>
        <translation>[Wîth~ Ñ = %1 sàmplés~~ àñd~ B = %2 thé~ tàpé~ splîts~~ îñtõ~ %3 füll~ bàtçhés~~ àñd~ à léftõvér~~~ õf %4; thé~ pàd~ põlîçý~~ fîlls~~ thé~ shõrt~~ bàtçh~~ wîth~ %5 sàmplés~~ répéàtéd~~~ frõm~ thé~ stàrt~~ õf thé~ shüffléd~~~ õrdér~~, sõ w mõvés~~ &lt;b&gt;%6 tîmés~~ pér~ épõçh~~&lt;/b&gt; (sàmplé~~-wîsé~: %7, füll~ bàtçh~~: %8).]</translation>
    </message>
    <message>
        <source>With N = %1 samples and B = %2 the tape splits into %3 full batches and a leftover of %4; the keep policy turns them into one short extra update, so w moves &lt;b&gt;%5 times per epoch&lt;/b&gt; (sample-wise: %6, full batch: %7).</source>
        <translation>[Wîth~ Ñ = %1 sàmplés~~ àñd~ B = %2 thé~ tàpé~ splîts~~ îñtõ~ %3 füll~ bàtçhés~~ àñd~ à léftõvér~~~ õf %4; thé~ kéép~ põlîçý~~ türñs~~ thém~ îñtõ~ õñé~ shõrt~~ éxtrà~~ üpdàté~~, sõ w mõvés~~ &lt;b&gt;%5 tîmés~~ pér~ épõçh~~&lt;/b&gt; (sàmplé~~-wîsé~: %6, füll~ bàtçh~~: %7).]</translation>
    </message>
    <message>
        <source>&lt;b&gt;Update 0 of %1: the start.&lt;/b&gt; w = %2 and the loss over all %3 samples is %4; no sample has been seen yet. </source>
        <translation>[&lt;b&gt;Üpdàté~~ 0 õf %1: thé~ stàrt~~.&lt;/b&gt; w = %2 àñd~ thé~ lõss~ õvér~ àll~ %3 sàmplés~~ îs %4; ñõ sàmplé~~ hàs~ bééñ~ sééñ~ ýét~. ]</translation>
    </message>
    <message>
        <source>&lt;br&gt;In one batch the weight is frozen: at w = %1 the first %2 samples give the gradients %3; their mean %4 makes one update, %1 %5 %6·%7 = %8.</source>
        <translation>[&lt;br&gt;Îñ õñé~ bàtçh~~ thé~ wéîght~~ îs frõzéñ~~: àt w = %1 thé~ fîrst~~ %2 sàmplés~~ gîvé~ thé~ gràdîéñts~~~ %3; théîr~~ méàñ~ %4 màkés~~ õñé~ üpdàté~~, %1 %5 %6·%7 = %8.]</translation>
    </message>
    <message>
        <source>The batch is samples %1–%2 of this epoch's shuffled tape, %3, of which %4 are repeats that pad the short last batch. </source>
        <translation>[Thé~ bàtçh~~ îs sàmplés~~ %1–%2 õf thîs~ épõçh~~'s shüffléd~~~ tàpé~, %3, õf whîçh~~ %4 àré~ répéàts~~ thàt~ pàd~ thé~ shõrt~~ làst~ bàtçh~~. ]</translation>
    </message>
    <message>
        <source>The batch is samples %1–%2 of this epoch's shuffled tape, %3: the short leftover batch, kept as its own update. </source>
        <translation>[Thé~ bàtçh~~ îs sàmplés~~ %1–%2 õf thîs~ épõçh~~'s shüffléd~~~ tàpé~, %3: thé~ shõrt~~ léftõvér~~~ bàtçh~~, képt~ às îts~ õwñ~ üpdàté~~. ]</translation>
    </message>
    <message>
        <source>The batch is samples %1–%2 of this epoch's shuffled tape, %3. </source>
        <translation>[Thé~ bàtçh~~ îs sàmplés~~ %1–%2 õf thîs~ épõçh~~'s shüffléd~~~ tàpé~, %3. ]</translation>
    </message>
    <message>
        <source>While their gradients are computed w stays frozen at %1; the mean gradient is %2, negative, so w grows: %3 %4 %5·%6 %8 &lt;b&gt;%7&lt;/b&gt;. </source>
        <translation>[Whîlé~~ théîr~~ gràdîéñts~~~ àré~ çõmpütéd~~~ w stàýs~~ frõzéñ~~ àt %1; thé~ méàñ~ gràdîéñt~~~ îs %2, ñégàtîvé~~~, sõ w grõws~~: %3 %4 %5·%6 %8 &lt;b&gt;%7&lt;/b&gt;. ]</translation>
    </message>
    <message>
        <source>While their gradients are computed w stays frozen at %1; the mean gradient is %2, positive, so w shrinks: %3 %4 %5·%6 %8 &lt;b&gt;%7&lt;/b&gt;. </source>
        <translation>[Whîlé~~ théîr~~ gràdîéñts~~~ àré~ çõmpütéd~~~ w stàýs~~ frõzéñ~~ àt %1; thé~ méàñ~ gràdîéñt~~~ îs %2, põsîtîvé~~~, sõ w shrîñks~~: %3 %4 %5·%6 %8 &lt;b&gt;%7&lt;/b&gt;. ]</translation>
    </message>
    <message>
        <source>While their gradients are computed w stays frozen at %1; the mean gradient is %2, zero, so w stays: %3 %4 %5·%6 %8 &lt;b&gt;%7&lt;/b&gt;. </source>
        <translation>[Whîlé~~ théîr~~ gràdîéñts~~~ àré~ çõmpütéd~~~ w stàýs~~ frõzéñ~~ àt %1; thé~ méàñ~ gràdîéñt~~~ îs %2, zérõ~, sõ w stàýs~~: %3 %4 %5·%6 %8 &lt;b&gt;%7&lt;/b&gt;. ]</translation>
    </message>
    <message>
        <source>&lt;b&gt;Update %1 of %2&lt;/b&gt; (epoch %3, batch %4 of %5). </source>
        <translation>[&lt;b&gt;Üpdàté~~ %1 õf %2&lt;/b&gt; (épõçh~~ %3, bàtçh~~ %4 õf %5). ]</translation>
    </message>
    <message>
        <source>The loss over all samples is now %1, after %2 seen.</source>
        <translation>[Thé~ lõss~ õvér~ àll~ sàmplés~~ îs ñõw~ %1, àftér~~ %2 sééñ~.]</translation>
    </message>
    <message>
        <source> The last %1 samples of the tape are dropped this epoch.</source>
        <translation>[ Thé~ làst~ %1 sàmplés~~ õf thé~ tàpé~ àré~ drõppéd~~ thîs~ épõçh~~.]</translation>
    </message>
    <message>
        <source>&lt;br&gt;Under the %1 policy an epoch has %2 updates (sample-wise %3, full batch %4).</source>
        <translation>[&lt;br&gt;Üñdér~~ thé~ %1 põlîçý~~ àñ épõçh~~ hàs~ %2 üpdàtés~~ (sàmplé~~-wîsé~ %3, füll~ bàtçh~~ %4).]</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;b&gt;The run stops here:&lt;/b&gt; %1.</source>
        <translation>[&lt;br&gt;&lt;b&gt;Thé~ rüñ~ stõps~~ héré~:&lt;/b&gt; %1.]</translation>
    </message>
    <message>
        <source>%1 update per epoch</source>
        <translation>[%1 üpdàté~~ pér~ épõçh~~]</translation>
    </message>
    <message>
        <source>sample-wise · B = 1</source>
        <translation>[sàmplé~~-wîsé~ · B = 1]</translation>
    </message>
    <message>
        <source>keep %1 · drop %2 · pad %3</source>
        <translation>[kéép~ %1 · drõp~ %2 · pàd~ %3]</translation>
    </message>
    <message>
        <source>full batch · B = N = %1</source>
        <translation>[füll~ bàtçh~~ · B = Ñ = %1]</translation>
    </message>
    <message>
        <source>%1 dropped</source>
        <translation>[%1 drõppéd~~]</translation>
    </message>
    <message>
        <source>last %1 + %2 repeated</source>
        <translation>[làst~ %1 + %2 répéàtéd~~~]</translation>
    </message>
    <message>
        <source>last batch: %1</source>
        <translation>[làst~ bàtçh~~: %1]</translation>
    </message>
    <message>
        <source>samples %1–%2</source>
        <translation>[sàmplés~~ %1–%2]</translation>
    </message>
    <message>
        <source>sample %1</source>
        <translation>[sàmplé~~ %1]</translation>
    </message>
    <message>
        <source>batch %1: %2</source>
        <translation>[bàtçh~~ %1: %2]</translation>
    </message>
    <message>
        <source>sample 1</source>
        <translation>[sàmplé~~ 1]</translation>
    </message>
    <message>
        <source>%1 · start</source>
        <translation>[%1 · stàrt~~]</translation>
    </message>
    <message>
        <source>Overlap SGD · %1 · send each bucket while backward is still running</source>
        <translation>[Õvérlàp~~ SGD~ · %1 · séñd~ éàçh~ büçkét~~ whîlé~~ bàçkwàrd~~~ îs stîll~~ rüññîñg~~]</translation>
    </message>
    <message>
        <source>Overlap SGD · %1 · send buckets during backward</source>
        <translation>[Õvérlàp~~ SGD~ · %1 · séñd~ büçkéts~~ dürîñg~~ bàçkwàrd~~~]</translation>
    </message>
    <message>
        <source>Overlap SGD · %1</source>
        <translation>[Õvérlàp~~ SGD~ · %1]</translation>
    </message>
    <message>
        <source>naive step %1</source>
        <translation>[ñàîvé~~ stép~ %1]</translation>
    </message>
    <message>
        <source>overlapped step %1</source>
        <translation>[õvérlàppéd~~~~ stép~ %1]</translation>
    </message>
    <message>
        <source>%1 of the communication hidden</source>
        <translation>[%1 õf thé~ çõmmüñîçàtîõñ~~~~~ hîddéñ~~]</translation>
    </message>
    <message>
        <source>naive %1</source>
        <translation>[ñàîvé~~ %1]</translation>
    </message>
    <message>
        <source>overlapped %1</source>
        <translation>[õvérlàppéd~~~~ %1]</translation>
    </message>
    <message>
        <source>%1 hidden</source>
        <translation>[%1 hîddéñ~~]</translation>
    </message>
    <message>
        <source>time in the step (ms)</source>
        <translation>[tîmé~ îñ thé~ stép~ (ms)]</translation>
    </message>
    <message>
        <source>step ends ?</source>
        <translation>[stép~ éñds~ ?]</translation>
    </message>
    <message>
        <source>step ends %1 ▾</source>
        <translation>[stép~ éñds~ %1 ▾]</translation>
    </message>
    <message>
        <source>Naive: backward (%1), then all-reduce (%2)</source>
        <translation>[Ñàîvé~~: bàçkwàrd~~~ (%1), théñ~ àll~-rédüçé~~ (%2)]</translation>
    </message>
    <message>
        <source>Naive: backward, then all-reduce</source>
        <translation>[Ñàîvé~~: bàçkwàrd~~~, théñ~ àll~-rédüçé~~]</translation>
    </message>
    <message>
        <source>Naive</source>
        <translation>[Ñàîvé~~]</translation>
    </message>
    <message>
        <source>Overlapped: each bucket is all-reduced as soon as its layers are done</source>
        <translation>[Õvérlàppéd~~~~: éàçh~ büçkét~~ îs àll~-rédüçéd~~ às sõõñ~ às îts~ làýérs~~ àré~ dõñé~]</translation>
    </message>
    <message>
        <source>Overlapped: each bucket goes as soon as its layers are done</source>
        <translation>[Õvérlàppéd~~~~: éàçh~ büçkét~~ gõés~ às sõõñ~ às îts~ làýérs~~ àré~ dõñé~]</translation>
    </message>
    <message>
        <source>Overlapped: each bucket goes when ready</source>
        <translation>[Õvérlàppéd~~~~: éàçh~ büçkét~~ gõés~ whéñ~ réàdý~~]</translation>
    </message>
    <message>
        <source>Overlapped</source>
        <translation>[Õvérlàppéd~~~~]</translation>
    </message>
    <message>
        <source>Backward runs from layer %1 down to layer 1 · same colour = same bucket · </source>
        <translation>[Bàçkwàrd~~~ rüñs~ frõm~ làýér~~ %1 dõwñ~ tõ làýér~~ 1 · sàmé~ çõlõür~~ = sàmé~ büçkét~~ · ]</translation>
    </message>
    <message>
        <source>Layer %1 → 1 · colour = bucket · </source>
        <translation>[Làýér~~ %1 → 1 · çõlõür~~ = büçkét~~ · ]</translation>
    </message>
    <message>
        <source>selected: bucket %1 (%2); click it again to clear</source>
        <translation>[séléçtéd~~~: büçkét~~ %1 (%2); çlîçk~~ ît àgàîñ~~ tõ çléàr~~]</translation>
    </message>
    <message>
        <source>selected: bucket %1 (%2)</source>
        <translation>[séléçtéd~~~: büçkét~~ %1 (%2)]</translation>
    </message>
    <message>
        <source>click an all-reduce bar to outline the layers it carries</source>
        <translation>[çlîçk~~ àñ àll~-rédüçé~~ bàr~ tõ õütlîñé~~ thé~ làýérs~~ ît çàrrîés~~]</translation>
    </message>
    <message>
        <source>click an all-reduce bar to outline its layers</source>
        <translation>[çlîçk~~ àñ àll~-rédüçé~~ bàr~ tõ õütlîñé~~ îts~ làýérs~~]</translation>
    </message>
    <message>
        <source>backward</source>
        <translation>[bàçkwàrd~~~]</translation>
    </message>
    <message>
        <source>all-reduce</source>
        <translation>[àll~-rédüçé~~]</translation>
    </message>
    <message>
        <source>waits %1 for the link</source>
        <translation>[wàîts~~ %1 fõr~ thé~ lîñk~]</translation>
    </message>
    <message>
        <source>saved</source>
        <translation>[sàvéd~~]</translation>
    </message>
    <message>
        <source>layer %1</source>
        <translation>[làýér~~ %1]</translation>
    </message>
    <message>
        <source>layers %1%2%3</source>
        <translation>[làýérs~~ %1%2%3]</translation>
    </message>
    <message>
        <source>Bucket 0 of %1: the start. The backward pass is about to begin at layer %2; no bucket is ready yet.</source>
        <translation>[Büçkét~~ 0 õf %1: thé~ stàrt~~. Thé~ bàçkwàrd~~~ pàss~ îs àbõüt~~ tõ bégîñ~~ àt làýér~~ %2; ñõ büçkét~~ îs réàdý~~ ýét~.]</translation>
    </message>
    <message>
        <source>Backward takes %1 and the %2 all-reduces %3 in all. Watch the playhead: which bucket leaves first, and does any have to wait for the link?</source>
        <translation>[Bàçkwàrd~~~ tàkés~~ %1 àñd~ thé~ %2 àll~-rédüçés~~ %3 îñ àll~. Wàtçh~~ thé~ plàýhéàd~~~: whîçh~~ büçkét~~ léàvés~~ fîrst~~, àñd~ dõés~ àñý~ hàvé~ tõ wàît~ fõr~ thé~ lîñk~?]</translation>
    </message>
    <message>
        <source>Without overlap nothing is sent before the whole backward pass is done (%1).</source>
        <translation>[Wîthõüt~~ õvérlàp~~ ñõthîñg~~ îs séñt~ béfõré~~ thé~ whõlé~~ bàçkwàrd~~~ pàss~ îs dõñé~ (%1).]</translation>
    </message>
    <message>
        <source>Bucket %1 of %2 carries %3 (%4); its all-reduce takes %5.</source>
        <translation>[Büçkét~~ %1 õf %2 çàrrîés~~ %3 (%4); îts~ àll~-rédüçé~~ tàkés~~ %5.]</translation>
    </message>
    <message>
        <source>Ready at %1, when %2 finished backward, but the link was still busy with bucket %3 until %4: it waited %5 and ran %4 %6 %7.</source>
        <translation>[Réàdý~~ àt %1, whéñ~ %2 fîñîshéd~~~ bàçkwàrd~~~, büt~ thé~ lîñk~ wàs~ stîll~~ büsý~ wîth~ büçkét~~ %3 üñtîl~~ %4: ît wàîtéd~~ %5 àñd~ ràñ~ %4 %6 %7.]</translation>
    </message>
    <message>
        <source>Ready at %1, when %2 finished backward; the link was free, so it ran at once: %3 %4 %5.</source>
        <translation>[Réàdý~~ àt %1, whéñ~ %2 fîñîshéd~~~ bàçkwàrd~~~; thé~ lîñk~ wàs~ fréé~, sõ ît ràñ~ àt õñçé~: %3 %4 %5.]</translation>
    </message>
    <message>
        <source>Without overlap it waits for the whole backward pass (%1) and runs %2 %3 %4.</source>
        <translation>[Wîthõüt~~ õvérlàp~~ ît wàîts~~ fõr~ thé~ whõlé~~ bàçkwàrd~~~ pàss~ (%1) àñd~ rüñs~ %2 %3 %4.]</translation>
    </message>
    <message>
        <source>bucket</source>
        <translation>[büçkét~~]</translation>
    </message>
    <message>
        <source>first layer</source>
        <translation>[fîrst~~ làýér~~]</translation>
    </message>
    <message>
        <source>last layer</source>
        <translation>[làst~ làýér~~]</translation>
    </message>
    <message>
        <source>layers done (ms)</source>
        <translation>[làýérs~~ dõñé~ (ms)]</translation>
    </message>
    <message>
        <source>all-reduce starts (ms)</source>
        <translation>[àll~-rédüçé~~ stàrts~~ (ms)]</translation>
    </message>
    <message>
        <source>all-reduce ends (ms)</source>
        <translation>[àll~-rédüçé~~ éñds~ (ms)]</translation>
    </message>
    <message>
        <source>Overlap SGD: no buckets</source>
        <translation>[Õvérlàp~~ SGD~: ñõ büçkéts~~]</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bucket 0 of %1: the start.&lt;/b&gt; The backward pass is about to begin. It runs from layer %2 down to layer 1 and takes %3; the gradients are grouped into %5 in that order, and the link needs %4 in all to all-reduce them. Nothing has been sent yet. </source>
        <translation>[&lt;b&gt;Büçkét~~ 0 õf %1: thé~ stàrt~~.&lt;/b&gt; Thé~ bàçkwàrd~~~ pàss~ îs àbõüt~~ tõ bégîñ~~. Ît rüñs~ frõm~ làýér~~ %2 dõwñ~ tõ làýér~~ 1 àñd~ tàkés~~ %3; thé~ gràdîéñts~~~ àré~ grõüpéd~~ îñtõ~ %5 îñ thàt~ õrdér~~, àñd~ thé~ lîñk~ ñééds~~ %4 îñ àll~ tõ àll~-rédüçé~~ thém~. Ñõthîñg~~ hàs~ bééñ~ séñt~ ýét~. ]</translation>
    </message>
    <message>
        <source>The naive schedule waits for the whole backward pass and needs &lt;b&gt;%1&lt;/b&gt; per step. &lt;i&gt;Predict:&lt;/i&gt; if each bucket leaves as soon as its layers are done, how long will the step take, and which bucket's all-reduce cannot hide behind the backward pass?</source>
        <translation>[Thé~ ñàîvé~~ sçhédülé~~~ wàîts~~ fõr~ thé~ whõlé~~ bàçkwàrd~~~ pàss~ àñd~ ñééds~~ &lt;b&gt;%1&lt;/b&gt; pér~ stép~. &lt;i&gt;Prédîçt~~:&lt;/i&gt; îf éàçh~ büçkét~~ léàvés~~ às sõõñ~ às îts~ làýérs~~ àré~ dõñé~, hõw~ lõñg~ wîll~ thé~ stép~ tàké~, àñd~ whîçh~~ büçkét~~'s àll~-rédüçé~~ çàññõt~~ hîdé~ béhîñd~~ thé~ bàçkwàrd~~~ pàss~?]</translation>
    </message>
    <message>
        <source>&lt;b&gt;No buckets.&lt;/b&gt; The model has no gradients to send.</source>
        <translation>[&lt;b&gt;Ñõ büçkéts~~.&lt;/b&gt; Thé~ mõdél~~ hàs~ ñõ gràdîéñts~~~ tõ séñd~.]</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;i&gt;Selected: bucket %1 carries %2.&lt;/i&gt;</source>
        <translation>[&lt;br&gt;&lt;i&gt;Séléçtéd~~~: büçkét~~ %1 çàrrîés~~ %2.&lt;/i&gt;]</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bucket %1 of %2.&lt;/b&gt; </source>
        <translation>[&lt;b&gt;Büçkét~~ %1 õf %2.&lt;/b&gt; ]</translation>
    </message>
    <message>
        <source>The backward pass walks from the last layer to the first, and the gradients are grouped into buckets in that order. This bucket holds %1, %2 of gradients. </source>
        <translation>[Thé~ bàçkwàrd~~~ pàss~ wàlks~~ frõm~ thé~ làst~ làýér~~ tõ thé~ fîrst~~, àñd~ thé~ gràdîéñts~~~ àré~ grõüpéd~~ îñtõ~ büçkéts~~ îñ thàt~ õrdér~~. Thîs~ büçkét~~ hõlds~~ %1, %2 õf gràdîéñts~~~. ]</translation>
    </message>
    <message>
        <source>Its layers are computed between %1 and %2; only when layer %3 is done is the whole bucket ready. </source>
        <translation>[Îts~ làýérs~~ àré~ çõmpütéd~~~ bétwééñ~~ %1 àñd~ %2; õñlý~ whéñ~ làýér~~ %3 îs dõñé~ îs thé~ whõlé~~ büçkét~~ réàdý~~. ]</translation>
    </message>
    <message>
        <source>The link was still carrying bucket %1, so this one waited %2 and its all-reduce ran from %3 to %4 (%5). </source>
        <translation>[Thé~ lîñk~ wàs~ stîll~~ çàrrýîñg~~~ büçkét~~ %1, sõ thîs~ õñé~ wàîtéd~~ %2 àñd~ îts~ àll~-rédüçé~~ ràñ~ frõm~ %3 tõ %4 (%5). ]</translation>
    </message>
    <message>
        <source>The link was free, so its all-reduce started right away and ran from %1 to %2 (%3), while the earlier layers were still computing. </source>
        <translation>[Thé~ lîñk~ wàs~ fréé~, sõ îts~ àll~-rédüçé~~ stàrtéd~~ rîght~~ àwàý~ àñd~ ràñ~ frõm~ %1 tõ %2 (%3), whîlé~~ thé~ éàrlîér~~ làýérs~~ wéré~ stîll~~ çõmpütîñg~~~. ]</translation>
    </message>
    <message>
        <source>In the naive schedule the same bucket has to wait until the whole backward pass is over (%1) and goes from %2 to %3.&lt;br&gt;</source>
        <translation>[Îñ thé~ ñàîvé~~ sçhédülé~~~ thé~ sàmé~ büçkét~~ hàs~ tõ wàît~ üñtîl~~ thé~ whõlé~~ bàçkwàrd~~~ pàss~ îs õvér~ (%1) àñd~ gõés~ frõm~ %2 tõ %3.&lt;br&gt;]</translation>
    </message>
    <message>
        <source>&lt;b&gt;The whole step:&lt;/b&gt; naive = backward %1 + all-reduce %2 = &lt;b&gt;%3&lt;/b&gt;; the overlapped step ends when the last bucket's all-reduce does.</source>
        <translation>[&lt;b&gt;Thé~ whõlé~~ stép~:&lt;/b&gt; ñàîvé~~ = bàçkwàrd~~~ %1 + àll~-rédüçé~~ %2 = &lt;b&gt;%3&lt;/b&gt;; thé~ õvérlàppéd~~~~ stép~ éñds~ whéñ~ thé~ làst~ büçkét~~'s àll~-rédüçé~~ dõés~.]</translation>
    </message>
    <message>
        <source>&lt;b&gt;The whole step:&lt;/b&gt; naive = backward %1 + all-reduce %2 = &lt;b&gt;%3&lt;/b&gt;; overlapped &lt;b&gt;%4&lt;/b&gt;, which can never beat the longer of the two lanes. &lt;b&gt;%5&lt;/b&gt; of the communication hides behind the backward pass.</source>
        <translation>[&lt;b&gt;Thé~ whõlé~~ stép~:&lt;/b&gt; ñàîvé~~ = bàçkwàrd~~~ %1 + àll~-rédüçé~~ %2 = &lt;b&gt;%3&lt;/b&gt;; õvérlàppéd~~~~ &lt;b&gt;%4&lt;/b&gt;, whîçh~~ çàñ~ ñévér~~ béàt~ thé~ lõñgér~~ õf thé~ twõ~ làñés~~. &lt;b&gt;%5&lt;/b&gt; õf thé~ çõmmüñîçàtîõñ~~~~~ hîdés~~ béhîñd~~ thé~ bàçkwàrd~~~ pàss~.]</translation>
    </message>
    <message>
        <source> The last bucket holds the first layers, which finish last, so its all-reduce is the part that cannot be hidden.</source>
        <translation>[ Thé~ làst~ büçkét~~ hõlds~~ thé~ fîrst~~ làýérs~~, whîçh~~ fîñîsh~~ làst~, sõ îts~ àll~-rédüçé~~ îs thé~ pàrt~ thàt~ çàññõt~~ bé hîddéñ~~.]</translation>
    </message>
    <message>
        <source>%1 and %2 bits overlap</source>
        <translation>[%1 àñd~ %2 bîts~ õvérlàp~~]</translation>
    </message>
    <message>
        <source>%1 bit and %2 overlap</source>
        <translation>[%1 bît~ àñd~ %2 õvérlàp~~]</translation>
    </message>
    <message>
        <source>%1 bits and %2 overlap</source>
        <translation>[%1 bîts~ àñd~ %2 õvérlàp~~]</translation>
    </message>
    <message>
        <source>round %1: loss %2</source>
        <translation>[rõüñd~~ %1: lõss~ %2]</translation>
    </message>
    <message>
        <source>loss %1</source>
        <translation>[lõss~ %1]</translation>
    </message>
    <message>
        <source>bytes sent</source>
        <translation>[býtés~~ séñt~]</translation>
    </message>
    <message>
        <source>Loss against bytes sent: the same data, every bit width</source>
        <translation>[Lõss~ àgàîñst~~ býtés~~ séñt~: thé~ sàmé~ dàtà~, évérý~~ bît~ wîdth~~]</translation>
    </message>
    <message>
        <source>Loss against bytes sent, every bit width</source>
        <translation>[Lõss~ àgàîñst~~ býtés~~ séñt~, évérý~~ bît~ wîdth~~]</translation>
    </message>
    <message>
        <source>Loss against bytes sent</source>
        <translation>[Lõss~ àgàîñst~~ býtés~~ séñt~]</translation>
    </message>
    <message>
        <source>Loss per round: the same data, every bit width</source>
        <translation>[Lõss~ pér~ rõüñd~~: thé~ sàmé~ dàtà~, évérý~~ bît~ wîdth~~]</translation>
    </message>
    <message>
        <source>Loss per round, every bit width</source>
        <translation>[Lõss~ pér~ rõüñd~~, évérý~~ bît~ wîdth~~]</translation>
    </message>
    <message>
        <source>Loss per round</source>
        <translation>[Lõss~ pér~ rõüñd~~]</translation>
    </message>
    <message>
        <source>bytes sent by all workers (%1)</source>
        <translation>[býtés~~ séñt~ bý àll~ wõrkérs~~ (%1)]</translation>
    </message>
    <message>
        <source>1 bit</source>
        <translation>[1 bît~]</translation>
    </message>
    <message>
        <source>%1 bits</source>
        <translation>[%1 bîts~]</translation>
    </message>
    <message>
        <source>uniform %1</source>
        <translation>[üñîfõrm~~ %1]</translation>
    </message>
    <message>
        <source>%1 (this run)</source>
        <translation>[%1 (thîs~ rüñ~)]</translation>
    </message>
    <message>
        <source>uniform levels, %1 rounding</source>
        <translation>[üñîfõrm~~ lévéls~~, %1 rõüñdîñg~~~]</translation>
    </message>
    <message>
        <source>stochastic</source>
        <translation>[stõçhàstîç~~~~]</translation>
    </message>
    <message>
        <source>nearest</source>
        <translation>[ñéàrést~~]</translation>
    </message>
    <message>
        <source>QSGD, %1 levels per sign, random rounding</source>
        <translation>[QSGD~, %1 lévéls~~ pér~ sîgñ~, ràñdõm~~ rõüñdîñg~~~]</translation>
    </message>
    <message>
        <source>sign only</source>
        <translation>[sîgñ~ õñlý~]</translation>
    </message>
    <message>
        <source>Put the bytes sent on the wire on the chart's x axis instead of rounds: the price of each bit width.</source>
        <translation>[Püt~ thé~ býtés~~ séñt~ õñ thé~ wîré~ õñ thé~ çhàrt~~'s x àxîs~ îñstéàd~~ õf rõüñds~~: thé~ prîçé~~ õf éàçh~ bît~ wîdth~~.]</translation>
    </message>
    <message>
        <source>One gradient value g among %1 levels (%2) from %3 to %4</source>
        <translation>[Õñé~ gràdîéñt~~~ vàlüé~~ g àmõñg~~ %1 lévéls~~ (%2) frõm~ %3 tõ %4]</translation>
    </message>
    <message>
        <source>g among %1 levels (%2), %3 to %4</source>
        <translation>[g àmõñg~~ %1 lévéls~~ (%2), %3 tõ %4]</translation>
    </message>
    <message>
        <source>g among %1 levels (%2)</source>
        <translation>[g àmõñg~~ %1 lévéls~~ (%2)]</translation>
    </message>
    <message>
        <source>QSGD: g among %1 levels k·‖g‖/%2, k = %3%2…%2, with %4</source>
        <translation>[QSGD~: g àmõñg~~ %1 lévéls~~ k·‖g‖/%2, k = %3%2…%2, wîth~ %4]</translation>
    </message>
    <message>
        <source>QSGD: g among %1 levels, steps of ‖g‖/%2</source>
        <translation>[QSGD~: g àmõñg~~ %1 lévéls~~, stéps~~ õf ‖g‖/%2]</translation>
    </message>
    <message>
        <source>QSGD: %1 levels</source>
        <translation>[QSGD~: %1 lévéls~~]</translation>
    </message>
    <message>
        <source>1 bit: each value keeps only its sign, sent as ± the mean size %1</source>
        <translation>[1 bît~: éàçh~ vàlüé~~ kééps~~ õñlý~ îts~ sîgñ~, séñt~ às ± thé~ méàñ~ sîzé~ %1]</translation>
    </message>
    <message>
        <source>1 bit: only the sign, sent as ± %1</source>
        <translation>[1 bît~: õñlý~ thé~ sîgñ~, séñt~ às ± %1]</translation>
    </message>
    <message>
        <source>1 bit: the sign only</source>
        <translation>[1 bît~: thé~ sîgñ~ õñlý~]</translation>
    </message>
    <message>
        <source>One gradient value g between its two nearest %1 numbers</source>
        <translation>[Õñé~ gràdîéñt~~~ vàlüé~~ g bétwééñ~~ îts~ twõ~ ñéàrést~~ %1 ñümbérs~~]</translation>
    </message>
    <message>
        <source>g between its two nearest %1 numbers</source>
        <translation>[g bétwééñ~~ îts~ twõ~ ñéàrést~~ %1 ñümbérs~~]</translation>
    </message>
    <message>
        <source>computed</source>
        <translation>[çõmpütéd~~~]</translation>
    </message>
    <message>
        <source>received</source>
        <translation>[réçéîvéd~~~]</translation>
    </message>
    <message>
        <source>All %1 values of worker 1's message land on %2 or %3: the size of each entry is lost, only its direction is left.</source>
        <translation>[Àll~ %1 vàlüés~~ õf wõrkér~~ 1's méssàgé~~ làñd~ õñ %2 õr %3: thé~ sîzé~ õf éàçh~ éñtrý~~ îs lõst~, õñlý~ îts~ dîréçtîõñ~~~ îs léft~.]</translation>
    </message>
    <message>
        <source>All %1 values land on %2 or %3: only the sign is left.</source>
        <translation>[Àll~ %1 vàlüés~~ làñd~ õñ %2 õr %3: õñlý~ thé~ sîgñ~ îs léft~.]</translation>
    </message>
    <message>
        <source>Only the sign is left.</source>
        <translation>[Õñlý~ thé~ sîgñ~ îs léft~.]</translation>
    </message>
    <message>
        <source>down with 1 %1 p = %2</source>
        <translation>[dõwñ~ wîth~ 1 %1 p = %2]</translation>
    </message>
    <message>
        <source>up with p = %1</source>
        <translation>[üp wîth~ p = %1]</translation>
    </message>
    <message>
        <source>%1: %2 is sent</source>
        <translation>[%1: %2 îs séñt~]</translation>
    </message>
    <message>
        <source>nearest level</source>
        <translation>[ñéàrést~~ lévél~~]</translation>
    </message>
    <message>
        <source>down: %1</source>
        <translation>[dõwñ~: %1]</translation>
    </message>
    <message>
        <source>up: %1</source>
        <translation>[üp: %1]</translation>
    </message>
    <message>
        <source>QSGD always rounds at random: this time %1 was sent, and on average the sent value equals g (unbiased). %2 bits carry the sign and the level; ‖g‖ travels once per message.</source>
        <translation>[QSGD~ àlwàýs~~ rõüñds~~ àt ràñdõm~~: thîs~ tîmé~ %1 wàs~ séñt~, àñd~ õñ àvéràgé~~ thé~ séñt~ vàlüé~~ éqüàls~~ g (üñbîàséd~~~). %2 bîts~ çàrrý~~ thé~ sîgñ~ àñd~ thé~ lévél~~; ‖g‖ tràvéls~~ õñçé~ pér~ méssàgé~~.]</translation>
    </message>
    <message>
        <source>Random rounding: %1 this time, g on average (unbiased).</source>
        <translation>[Ràñdõm~~ rõüñdîñg~~~: %1 thîs~ tîmé~, g õñ àvéràgé~~ (üñbîàséd~~~).]</translation>
    </message>
    <message>
        <source>This time %1 was sent. On average the sent value equals g: stochastic rounding is unbiased.</source>
        <translation>[Thîs~ tîmé~ %1 wàs~ séñt~. Õñ àvéràgé~~ thé~ séñt~ vàlüé~~ éqüàls~~ g: stõçhàstîç~~~~ rõüñdîñg~~~ îs üñbîàséd~~~.]</translation>
    </message>
    <message>
        <source>This time %1 was sent; on average it equals g (unbiased).</source>
        <translation>[Thîs~ tîmé~ %1 wàs~ séñt~; õñ àvéràgé~~ ît éqüàls~~ g (üñbîàséd~~~).]</translation>
    </message>
    <message>
        <source>Stochastic rounding would go up with p = %1 and down with 1 %2 p = %3, so on average it would send g exactly.</source>
        <translation>[Stõçhàstîç~~~~ rõüñdîñg~~~ wõüld~~ gõ üp wîth~ p = %1 àñd~ dõwñ~ wîth~ 1 %2 p = %3, sõ õñ àvéràgé~~ ît wõüld~~ séñd~ g éxàçtlý~~.]</translation>
    </message>
    <message>
        <source>Stochastic rounding: up with p = %1, down with %2; g on average.</source>
        <translation>[Stõçhàstîç~~~~ rõüñdîñg~~~: üp wîth~ p = %1, dõwñ~ wîth~ %2; g õñ àvéràgé~~.]</translation>
    </message>
    <message>
        <source>Zoomed far in: these two are neighbours in %1, nothing in between can be stored, so g is rounded to the nearer one.</source>
        <translation>[Zõõméd~~ fàr~ îñ: thésé~~ twõ~ àré~ ñéîghbõürs~~~~ îñ %1, ñõthîñg~~ îñ bétwééñ~~ çàñ~ bé stõréd~~, sõ g îs rõüñdéd~~ tõ thé~ ñéàrér~~ õñé~.]</translation>
    </message>
    <message>
        <source>Neighbours in %1: nothing in between, so g goes to the nearer one.</source>
        <translation>[Ñéîghbõürs~~~~ îñ %1: ñõthîñg~~ îñ bétwééñ~~, sõ g gõés~ tõ thé~ ñéàrér~~ õñé~.]</translation>
    </message>
    <message>
        <source>Different values, same code: the receiver cannot tell %1 from %2.</source>
        <translation>[Dîfféréñt~~~ vàlüés~~, sàmé~ çõdé~: thé~ réçéîvér~~~ çàññõt~~ téll~ %1 frõm~ %2.]</translation>
    </message>
    <message>
        <source>Same code: the receiver cannot tell %1 from %2.</source>
        <translation>[Sàmé~ çõdé~: thé~ réçéîvér~~~ çàññõt~~ téll~ %1 frõm~ %2.]</translation>
    </message>
    <message>
        <source>Same code: %1 and %2 look alike.</source>
        <translation>[Sàmé~ çõdé~: %1 àñd~ %2 lõõk~ àlîké~~.]</translation>
    </message>
    <message>
        <source>These two values still get different codes.</source>
        <translation>[Thésé~~ twõ~ vàlüés~~ stîll~~ gét~ dîfféréñt~~~ çõdés~~.]</translation>
    </message>
    <message>
        <source>Still different codes.</source>
        <translation>[Stîll~~ dîfféréñt~~~ çõdés~~.]</translation>
    </message>
    <message>
        <source>Lossy: two nearby values can share one code</source>
        <translation>[Lõssý~~: twõ~ ñéàrbý~~ vàlüés~~ çàñ~ shàré~~ õñé~ çõdé~]</translation>
    </message>
    <message>
        <source>code %1</source>
        <translation>[çõdé~ %1]</translation>
    </message>
    <message>
        <source>value</source>
        <translation>[vàlüé~~]</translation>
    </message>
    <message>
        <source>on the wire</source>
        <translation>[õñ thé~ wîré~]</translation>
    </message>
    <message>
        <source>sent</source>
        <translation>[séñt~]</translation>
    </message>
    <message>
        <source>%1 per value
(float32: 32 bits)</source>
        <translation>[%1 pér~ vàlüé~~
(flõàt~~32: 32 bîts~)]</translation>
    </message>
    <message>
        <source>bytes sent so far</source>
        <translation>[býtés~~ séñt~ sõ fàr~]</translation>
    </message>
    <message>
        <source>mean relative error</source>
        <translation>[méàñ~ rélàtîvé~~~ érrõr~~]</translation>
    </message>
    <message>
        <source>Quantized SGD: no rounds</source>
        <translation>[Qüàñtîzéd~~~ SGD~: ñõ rõüñds~~]</translation>
    </message>
    <message>
        <source>Quantized SGD: %1 per value (%2)</source>
        <translation>[Qüàñtîzéd~~~ SGD~: %1 pér~ vàlüé~~ (%2)]</translation>
    </message>
    <message>
        <source>message %1 instead of %2 (float32)</source>
        <translation>[méssàgé~~ %1 îñstéàd~~ õf %2 (flõàt~~32)]</translation>
    </message>
    <message>
        <source>error feedback %1</source>
        <translation>[érrõr~~ féédbàçk~~~ %1]</translation>
    </message>
    <message>
        <source>on</source>
        <translation>[õñ]</translation>
    </message>
    <message>
        <source>off</source>
        <translation>[õff~]</translation>
    </message>
    <message>
        <source>Round %1 of %2 · loss %3</source>
        <translation>[Rõüñd~~ %1 õf %2 · lõss~ %3]</translation>
    </message>
    <message>
        <source>this round %1 on the wire · %2 sent so far</source>
        <translation>[thîs~ rõüñd~~ %1 õñ thé~ wîré~ · %2 séñt~ sõ fàr~]</translation>
    </message>
    <message>
        <source>%1 this round · %2 sent so far</source>
        <translation>[%1 thîs~ rõüñd~~ · %2 séñt~ sõ fàr~]</translation>
    </message>
    <message>
        <source>%1 sent so far</source>
        <translation>[%1 séñt~ sõ fàr~]</translation>
    </message>
    <message>
        <source>gradients changed by %1 on average</source>
        <translation>[gràdîéñts~~~ çhàñgéd~~ bý %1 õñ àvéràgé~~]</translation>
    </message>
    <message>
        <source>changed by %1 on average</source>
        <translation>[çhàñgéd~~ bý %1 õñ àvéràgé~~]</translation>
    </message>
    <message>
        <source>gradients changed by %1 on average · error carried over ≤ %2</source>
        <translation>[gràdîéñts~~~ çhàñgéd~~ bý %1 õñ àvéràgé~~ · érrõr~~ çàrrîéd~~ õvér~ ≤ %2]</translation>
    </message>
    <message>
        <source>changed by %1 · carried over ≤ %2</source>
        <translation>[çhàñgéd~~ bý %1 · çàrrîéd~~ õvér~ ≤ %2]</translation>
    </message>
    <message>
        <source>changed by %1</source>
        <translation>[çhàñgéd~~ bý %1]</translation>
    </message>
    <message>
        <source>With %1 bits there are %2 evenly spaced levels between %3 and %4 (the largest size in the message); only a level's number travels, plus the scale as one float. </source>
        <translation>[Wîth~ %1 bîts~ théré~~ àré~ %2 évéñlý~~ spàçéd~~ lévéls~~ bétwééñ~~ %3 àñd~ %4 (thé~ làrgést~~ sîzé~ îñ thé~ méssàgé~~); õñlý~ à lévél~~'s ñümbér~~ tràvéls~~, plüs~ thé~ sçàlé~~ às õñé~ flõàt~~. ]</translation>
    </message>
    <message>
        <source>Worker 1's first value g = %1 lies between the levels %2 and %3. </source>
        <translation>[Wõrkér~~ 1's fîrst~~ vàlüé~~ g = %1 lîés~ bétwééñ~~ thé~ lévéls~~ %2 àñd~ %3. ]</translation>
    </message>
    <message>
        <source>Stochastic rounding sends the upper one with probability %1 and the lower one with %2, so on average the receiver gets exactly g: the rounding is unbiased (this time it sent %3). </source>
        <translation>[Stõçhàstîç~~~~ rõüñdîñg~~~ séñds~~ thé~ üppér~~ õñé~ wîth~ prõbàbîlîtý~~~~ %1 àñd~ thé~ lõwér~~ õñé~ wîth~ %2, sõ õñ àvéràgé~~ thé~ réçéîvér~~~ géts~ éxàçtlý~~ g: thé~ rõüñdîñg~~~ îs üñbîàséd~~~ (thîs~ tîmé~ ît séñt~ %3). ]</translation>
    </message>
    <message>
        <source>Nearest rounding sends %1 for it every time, so the same value always makes the same error. Stochastic rounding would go up with probability %2 instead, which is unbiased on average. </source>
        <translation>[Ñéàrést~~ rõüñdîñg~~~ séñds~~ %1 fõr~ ît évérý~~ tîmé~, sõ thé~ sàmé~ vàlüé~~ àlwàýs~~ màkés~~ thé~ sàmé~ érrõr~~. Stõçhàstîç~~~~ rõüñdîñg~~~ wõüld~~ gõ üp wîth~ prõbàbîlîtý~~~~ %2 îñstéàd~~, whîçh~~ îs üñbîàséd~~~ õñ àvéràgé~~. ]</translation>
    </message>
    <message>
        <source>QSGD divides each value by the message's length ‖g‖ = %1 and keeps one of %2 levels per sign, so it sends a sign, a level (%3 bits in all) and ‖g‖ once. </source>
        <translation>[QSGD~ dîvîdés~~ éàçh~ vàlüé~~ bý thé~ méssàgé~~'s léñgth~~ ‖g‖ = %1 àñd~ kééps~~ õñé~ õf %2 lévéls~~ pér~ sîgñ~, sõ ît séñds~~ à sîgñ~, à lévél~~ (%3 bîts~ îñ àll~) àñd~ ‖g‖ õñçé~. ]</translation>
    </message>
    <message>
        <source>Worker 1's first value g = %1 lies between %2 and %3; QSGD always rounds at random, up with probability %4, so on average the receiver gets exactly g (this time it sent %5). </source>
        <translation>[Wõrkér~~ 1's fîrst~~ vàlüé~~ g = %1 lîés~ bétwééñ~~ %2 àñd~ %3; QSGD~ àlwàýs~~ rõüñds~~ àt ràñdõm~~, üp wîth~ prõbàbîlîtý~~~~ %4, sõ õñ àvéràgé~~ thé~ réçéîvér~~~ géts~ éxàçtlý~~ g (thîs~ tîmé~ ît séñt~ %5). ]</translation>
    </message>
    <message>
        <source>One bit keeps only the sign: every value arrives as plus or minus %1, the mean size of the message, so g = %2 arrives as %3. </source>
        <translation>[Õñé~ bît~ kééps~~ õñlý~ thé~ sîgñ~: évérý~~ vàlüé~~ àrrîvés~~ às plüs~ õr mîñüs~~ %1, thé~ méàñ~ sîzé~ õf thé~ méssàgé~~, sõ g = %2 àrrîvés~~ às %3. ]</translation>
    </message>
    <message>
        <source>%1 rounds each value to the nearest number it can store: g = %2 arrives as %3. </source>
        <translation>[%1 rõüñds~~ éàçh~ vàlüé~~ tõ thé~ ñéàrést~~ ñümbér~~ ît çàñ~ stõré~~: g = %2 àrrîvés~~ às %3. ]</translation>
    </message>
    <message>
        <source>bfloat16 keeps float32's 8 exponent bits and only 7 of its 23 mantissa bits: the same range of sizes, about 3 significant digits. </source>
        <translation>[bflõàt~~16 kééps~~ flõàt~~32's 8 éxpõñéñt~~~ bîts~ àñd~ õñlý~ 7 õf îts~ 23 màñtîssà~~~ bîts~: thé~ sàmé~ ràñgé~~ õf sîzés~~, àbõüt~~ 3 sîgñîfîçàñt~~~~ dîgîts~~. ]</translation>
    </message>
    <message>
        <source>float16 has 5 exponent bits and 10 mantissa bits: about 3 significant digits, and nothing above 65504. </source>
        <translation>[flõàt~~16 hàs~ 5 éxpõñéñt~~~ bîts~ àñd~ 10 màñtîssà~~~ bîts~: àbõüt~~ 3 sîgñîfîçàñt~~~~ dîgîts~~, àñd~ ñõthîñg~~ àbõvé~~ 65504. ]</translation>
    </message>
    <message>
        <source>&lt;b&gt;No rounds.&lt;/b&gt; %1</source>
        <translation>[&lt;b&gt;Ñõ rõüñds~~.&lt;/b&gt; %1]</translation>
    </message>
    <message>
        <source>%1 per value (%2)</source>
        <translation>[%1 pér~ vàlüé~~ (%2)]</translation>
    </message>
    <message>
        <source>%1 per value</source>
        <translation>[%1 pér~ vàlüé~~]</translation>
    </message>
    <message>
        <source>&lt;b&gt;Round 0 of %1: the start, %2.&lt;/b&gt; </source>
        <translation>[&lt;b&gt;Rõüñd~~ 0 õf %1: thé~ stàrt~~, %2.&lt;/b&gt; ]</translation>
    </message>
    <message>
        <source>&lt;b&gt;Round %1 of %2, %3.&lt;/b&gt; </source>
        <translation>[&lt;b&gt;Rõüñd~~ %1 õf %2, %3.&lt;/b&gt; ]</translation>
    </message>
    <message>
        <source>Training starts from w = 0 with loss %1. In every round %2 will send a gradient of %3 as a %4 message, where plain float32 would need %5. </source>
        <translation>[Tràîñîñg~~~ stàrts~~ frõm~ w = 0 wîth~ lõss~ %1. Îñ évérý~~ rõüñd~~ %2 wîll~ séñd~ à gràdîéñt~~~ õf %3 às à %4 méssàgé~~, whéré~~ plàîñ~~ flõàt~~32 wõüld~~ ñééd~ %5. ]</translation>
    </message>
    <message>
        <source>the one worker</source>
        <translation>[thé~ õñé~ wõrkér~~]</translation>
    </message>
    <message>
        <source>each of the %1 workers</source>
        <translation>[éàçh~ õf thé~ %1 wõrkérs~~]</translation>
    </message>
    <message>
        <source>%1 computed its gradient and sent it in %2 instead of %3; together that is %4 this round and %5 since the start. Rounding moved the gradients by %6 of their length on average, and after averaging and one step the loss is &lt;b&gt;%7&lt;/b&gt;. </source>
        <translation>[%1 çõmpütéd~~~ îts~ gràdîéñt~~~ àñd~ séñt~ ît îñ %2 îñstéàd~~ õf %3; tõgéthér~~~ thàt~ îs %4 thîs~ rõüñd~~ àñd~ %5 sîñçé~~ thé~ stàrt~~. Rõüñdîñg~~~ mõvéd~~ thé~ gràdîéñts~~~ bý %6 õf théîr~~ léñgth~~ õñ àvéràgé~~, àñd~ àftér~~ àvéràgîñg~~~ àñd~ õñé~ stép~ thé~ lõss~ îs &lt;b&gt;%7&lt;/b&gt;. ]</translation>
    </message>
    <message>
        <source>The one worker</source>
        <translation>[Thé~ õñé~ wõrkér~~]</translation>
    </message>
    <message>
        <source>Each of the %1 workers</source>
        <translation>[Éàçh~ õf thé~ %1 wõrkérs~~]</translation>
    </message>
    <message>
        <source>The compression is lossy: %1 and %2 both become code %3 and arrive as %4. </source>
        <translation>[Thé~ çõmpréssîõñ~~~~ îs lõssý~~: %1 àñd~ %2 bõth~ béçõmé~~ çõdé~ %3 àñd~ àrrîvé~~ às %4. ]</translation>
    </message>
    <message>
        <source>Stochastic rounding is chosen, but %1 has no levels to pick between: it applies to uniform levels. </source>
        <translation>[Stõçhàstîç~~~~ rõüñdîñg~~~ îs çhõséñ~~, büt~ %1 hàs~ ñõ lévéls~~ tõ pîçk~ bétwééñ~~: ît àpplîés~~ tõ üñîfõrm~~ lévéls~~. ]</translation>
    </message>
    <message>
        <source>the sign scheme</source>
        <translation>[thé~ sîgñ~ sçhémé~~]</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;b&gt;Error feedback is on:&lt;/b&gt; from the first round on, each worker keeps what rounding removed and adds it to its next gradient, so nothing is thrown away, only delayed. </source>
        <translation>[&lt;br&gt;&lt;b&gt;Érrõr~~ féédbàçk~~~ îs õñ:&lt;/b&gt; frõm~ thé~ fîrst~~ rõüñd~~ õñ, éàçh~ wõrkér~~ kééps~~ whàt~ rõüñdîñg~~~ rémõvéd~~ àñd~ àdds~ ît tõ îts~ ñéxt~ gràdîéñt~~~, sõ ñõthîñg~~ îs thrõwñ~~ àwàý~, õñlý~ délàýéd~~. ]</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;b&gt;Error feedback is on:&lt;/b&gt; each worker keeps what rounding removed (a leftover of length up to %1 this round) and adds it to its next gradient, so nothing is thrown away, only delayed. </source>
        <translation>[&lt;br&gt;&lt;b&gt;Érrõr~~ féédbàçk~~~ îs õñ:&lt;/b&gt; éàçh~ wõrkér~~ kééps~~ whàt~ rõüñdîñg~~~ rémõvéd~~ (à léftõvér~~~ õf léñgth~~ üp tõ %1 thîs~ rõüñd~~) àñd~ àdds~ ît tõ îts~ ñéxt~ gràdîéñt~~~, sõ ñõthîñg~~ îs thrõwñ~~ àwàý~, õñlý~ délàýéd~~. ]</translation>
    </message>
    <message>
        <source>&lt;br&gt;Error feedback is off. Switched on, each worker would remember what rounding removed and add it to its next gradient, so nothing is lost for good. </source>
        <translation>[&lt;br&gt;Érrõr~~ féédbàçk~~~ îs õff~. Swîtçhéd~~~ õñ, éàçh~ wõrkér~~ wõüld~~ rémémbér~~~ whàt~ rõüñdîñg~~~ rémõvéd~~ àñd~ àdd~ ît tõ îts~ ñéxt~ gràdîéñt~~~, sõ ñõthîñg~~ îs lõst~ fõr~ gõõd~. ]</translation>
    </message>
    <message>
        <source>After all rounds the loss is %1 with %2 against %3 with 32 bits.</source>
        <translation>[Àftér~~ àll~ rõüñds~~ thé~ lõss~ îs %1 wîth~ %2 àgàîñst~~ %3 wîth~ 32 bîts~.]</translation>
    </message>
    <message>
        <source>computed gradient</source>
        <translation>[çõmpütéd~~~ gràdîéñt~~~]</translation>
    </message>
    <message>
        <source>after %1</source>
        <translation>[àftér~~ %1]</translation>
    </message>
    <message>
        <source>Round %1: each worker's gradient and what arrives after quantization</source>
        <translation>[Rõüñd~~ %1: éàçh~ wõrkér~~'s gràdîéñt~~~ àñd~ whàt~ àrrîvés~~ àftér~~ qüàñtîzàtîõñ~~~~]</translation>
    </message>
    <message>
        <source>Round %1: each worker's gradient and what arrives</source>
        <translation>[Rõüñd~~ %1: éàçh~ wõrkér~~'s gràdîéñt~~~ àñd~ whàt~ àrrîvés~~]</translation>
    </message>
    <message>
        <source>Round %1: sent and received</source>
        <translation>[Rõüñd~~ %1: séñt~ àñd~ réçéîvéd~~~]</translation>
    </message>
    <message>
        <source>Each worker's gradient and what arrives</source>
        <translation>[Éàçh~ wõrkér~~'s gràdîéñt~~~ àñd~ whàt~ àrrîvés~~]</translation>
    </message>
    <message>
        <source>Sent and received</source>
        <translation>[Séñt~ àñd~ réçéîvéd~~~]</translation>
    </message>
    <message>
        <source>Round 0 is the start: w = 0 and nothing has been sent yet. Step forward to see every worker's gradient next to the quantized version it sends.</source>
        <translation>[Rõüñd~~ 0 îs thé~ stàrt~~: w = 0 àñd~ ñõthîñg~~ hàs~ bééñ~ séñt~ ýét~. Stép~ fõrwàrd~~ tõ séé~ évérý~~ wõrkér~~'s gràdîéñt~~~ ñéxt~ tõ thé~ qüàñtîzéd~~~ vérsîõñ~~ ît séñds~~.]</translation>
    </message>
    <message>
        <source>workers 1–%1 of %2</source>
        <translation>[wõrkérs~~ 1–%1 õf %2]</translation>
    </message>
    <message>
        <source>%1/%2 workers</source>
        <translation>[%1/%2 wõrkérs~~]</translation>
    </message>
    <message>
        <source>values 1–%1 of %2</source>
        <translation>[vàlüés~~ 1–%1 õf %2]</translation>
    </message>
    <message>
        <source>%1/%2 values</source>
        <translation>[%1/%2 vàlüés~~]</translation>
    </message>
    <message>
        <source>mean error %1</source>
        <translation>[méàñ~ érrõr~~ %1]</translation>
    </message>
    <message>
        <source>error %1</source>
        <translation>[érrõr~~ %1]</translation>
    </message>
    <message>
        <source>Loss on %1 X minus loss on float32 X</source>
        <translation>[Lõss~ õñ %1 X mîñüs~~ lõss~ õñ flõàt~~32 X]</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>[Lõss~]</translation>
    </message>
    <message>
        <source>%1 against bytes moved over the network</source>
        <translation>[%1 àgàîñst~~ býtés~~ mõvéd~~ õvér~ thé~ ñétwõrk~~]</translation>
    </message>
    <message>
        <source>%1 against model updates</source>
        <translation>[%1 àgàîñst~~ mõdél~~ üpdàtés~~]</translation>
    </message>
    <message>
        <source>%1 against the simulated cluster's wall-clock</source>
        <translation>[%1 àgàîñst~~ thé~ sîmülàtéd~~~ çlüstér~~'s wàll~-çlõçk~~]</translation>
    </message>
    <message>
        <source>checkpoint %1 of %2</source>
        <translation>[çhéçkpõîñt~~~~ %1 õf %2]</translation>
    </message>
    <message>
        <source>Checkpoint %1 of %2</source>
        <translation>[Çhéçkpõîñt~~~~ %1 õf %2]</translation>
    </message>
    <message>
        <source>%1  loss %2</source>
        <translation>[%1  lõss~ %2]</translation>
    </message>
    <message>
        <source>on float32 X: %1 (%2)</source>
        <translation>[õñ flõàt~~32 X: %1 (%2)]</translation>
    </message>
    <message>
        <source>Computed here for real</source>
        <translation>[Çõmpütéd~~~ héré~ fõr~ réàl~]</translation>
    </message>
    <message>
        <source>%1 rows/s on %2 X</source>
        <translation>[%1 rõws~/s õñ %2 X]</translation>
    </message>
    <message>
        <source>%1 rows/s on float32 X (%2×)</source>
        <translation>[%1 rõws~/s õñ flõàt~~32 X (%2×)]</translation>
    </message>
    <message>
        <source>%1 rows/s of gradient work</source>
        <translation>[%1 rõws~/s õf gràdîéñt~~~ wõrk~]</translation>
    </message>
    <message>
        <source>Wall-clock above: the cost model</source>
        <translation>[Wàll~-çlõçk~~ àbõvé~~: thé~ çõst~ mõdél~~]</translation>
    </message>
    <message>
        <source>model updates (log scale)</source>
        <translation>[mõdél~~ üpdàtés~~ (lõg~ sçàlé~~)]</translation>
    </message>
    <message>
        <source>model updates</source>
        <translation>[mõdél~~ üpdàtés~~]</translation>
    </message>
    <message>
        <source>bytes moved by all workers (%1, log scale)</source>
        <translation>[býtés~~ mõvéd~~ bý àll~ wõrkérs~~ (%1, lõg~ sçàlé~~)]</translation>
    </message>
    <message>
        <source>bytes moved by all workers (%1)</source>
        <translation>[býtés~~ mõvéd~~ bý àll~ wõrkérs~~ (%1)]</translation>
    </message>
    <message>
        <source>simulated wall-clock (%1, log scale)</source>
        <translation>[sîmülàtéd~~~ wàll~-çlõçk~~ (%1, lõg~ sçàlé~~)]</translation>
    </message>
    <message>
        <source>simulated wall-clock (%1)</source>
        <translation>[sîmülàtéd~~~ wàll~-çlõçk~~ (%1)]</translation>
    </message>
    <message>
        <source>difference from the float32 run (%1)</source>
        <translation>[dîfféréñçé~~~~ frõm~ thé~ flõàt~~32 rüñ~ (%1)]</translation>
    </message>
    <message>
        <source>logistic loss (log loss)</source>
        <translation>[lõgîstîç~~~ lõss~ (lõg~ lõss~)]</translation>
    </message>
    <message>
        <source>squared loss</source>
        <translation>[sqüàréd~~ lõss~]</translation>
    </message>
    <message>
        <source>bias b</source>
        <translation>[bîàs~ b]</translation>
    </message>
    <message>
        <source>SGD on (w, b), η = %1</source>
        <translation>[SGD~ õñ (w, b), η = %1]</translation>
    </message>
    <message>
        <source>SGD on w alone (b = 0)</source>
        <translation>[SGD~ õñ w àlõñé~~ (b = 0)]</translation>
    </message>
    <message>
        <source>○ lowest point   ● now</source>
        <translation>[○ lõwést~~ põîñt~~   ● ñõw~]</translation>
    </message>
    <message>
        <source>Loss against updates</source>
        <translation>[Lõss~ àgàîñst~~ üpdàtés~~]</translation>
    </message>
    <message>
        <source>Put the number of model updates on the x axis instead of the simulated wall-clock.</source>
        <translation>[Püt~ thé~ ñümbér~~ õf mõdél~~ üpdàtés~~ õñ thé~ x àxîs~ îñstéàd~~ õf thé~ sîmülàtéd~~~ wàll~-çlõçk~~.]</translation>
    </message>
    <message>
        <source>Loss against bytes</source>
        <translation>[Lõss~ àgàîñst~~ býtés~~]</translation>
    </message>
    <message>
        <source>Put the bytes moved over the network on the x axis (wins over updates).</source>
        <translation>[Püt~ thé~ býtés~~ mõvéd~~ õvér~ thé~ ñétwõrk~~ õñ thé~ x àxîs~ (wîñs~ õvér~ üpdàtés~~).]</translation>
    </message>
    <message>
        <source>Difference from float32 X</source>
        <translation>[Dîfféréñçé~~~~ frõm~ flõàt~~32 X]</translation>
    </message>
    <message>
        <source>With X kept in 16 bits: plot how far each design's loss lies from the same design on float32 X, instead of the loss.</source>
        <translation>[Wîth~ X képt~ îñ 16 bîts~: plõt~ hõw~ fàr~ éàçh~ désîgñ~~'s lõss~ lîés~ frõm~ thé~ sàmé~ désîgñ~~ õñ flõàt~~32 X, îñstéàd~~ õf thé~ lõss~.]</translation>
    </message>
    <message>
        <source>Logarithmic x axis</source>
        <translation>[Lõgàrîthmîç~~~~ x àxîs~]</translation>
    </message>
    <message>
        <source>%1 update</source>
        <translation>[%1 üpdàté~~]</translation>
    </message>
    <message>
        <source>%1 updates</source>
        <translation>[%1 üpdàtés~~]</translation>
    </message>
    <message>
        <source>synchronous</source>
        <translation>[sýñçhrõñõüs~~~~]</translation>
    </message>
    <message>
        <source>asynchronous</source>
        <translation>[àsýñçhrõñõüs~~~~]</translation>
    </message>
    <message>
        <source>decentralized</source>
        <translation>[déçéñtràlîzéd~~~~~]</translation>
    </message>
    <message>
        <source>quantized</source>
        <translation>[qüàñtîzéd~~~]</translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation>[%1 fõr~ %2]</translation>
    </message>
    <message>
        <source>&lt;br&gt;X is kept in &lt;b&gt;%1&lt;/b&gt;: %2 bytes a value instead of %3, so a round reads fewer bytes, and this machine computed &lt;b&gt;%4&lt;/b&gt; rows/s against &lt;b&gt;%5&lt;/b&gt; on float32 X. The price is rounding: every value keeps %6 significant bits instead of %7. Every design also ran on float32 X, and the loss here differs from that run by %8: like quantized SGD, fewer bits for a small error you can measure.</source>
        <translation>[&lt;br&gt;X îs képt~ îñ &lt;b&gt;%1&lt;/b&gt;: %2 býtés~~ à vàlüé~~ îñstéàd~~ õf %3, sõ à rõüñd~~ réàds~~ féwér~~ býtés~~, àñd~ thîs~ màçhîñé~~ çõmpütéd~~~ &lt;b&gt;%4&lt;/b&gt; rõws~/s àgàîñst~~ &lt;b&gt;%5&lt;/b&gt; õñ flõàt~~32 X. Thé~ prîçé~~ îs rõüñdîñg~~~: évérý~~ vàlüé~~ kééps~~ %6 sîgñîfîçàñt~~~~ bîts~ îñstéàd~~ õf %7. Évérý~~ désîgñ~~ àlsõ~ ràñ~ õñ flõàt~~32 X, àñd~ thé~ lõss~ héré~ dîfférs~~ frõm~ thàt~ rüñ~ bý %8: lîké~ qüàñtîzéd~~~ SGD~, féwér~~ bîts~ fõr~ à smàll~~ érrõr~~ ýõü~ çàñ~ méàsüré~~.]</translation>
    </message>
    <message>
        <source>Set X storage to bf16 or f16 first: with float32 X there is nothing to compare.</source>
        <translation>[Sét~ X stõràgé~~ tõ bf16 õr f16 fîrst~~: wîth~ flõàt~~32 X théré~~ îs ñõthîñg~~ tõ çõmpàré~~.]</translation>
    </message>
    <message>
        <source>checkpoint</source>
        <translation>[çhéçkpõîñt~~~~]</translation>
    </message>
    <message>
        <source>sync loss</source>
        <translation>[sýñç~ lõss~]</translation>
    </message>
    <message>
        <source>async loss</source>
        <translation>[àsýñç~~ lõss~]</translation>
    </message>
    <message>
        <source>decentralized loss</source>
        <translation>[déçéñtràlîzéd~~~~~ lõss~]</translation>
    </message>
    <message>
        <source>quantized loss</source>
        <translation>[qüàñtîzéd~~~ lõss~]</translation>
    </message>
    <message>
        <source>Scale lab: no checkpoints</source>
        <translation>[Sçàlé~~ làb~: ñõ çhéçkpõîñts~~~~]</translation>
    </message>
    <message>
        <source>, X in %1</source>
        <translation>[, X îñ %1]</translation>
    </message>
    <message>
        <source>Scale lab: %1 workers, %2 rows × %3 features%4</source>
        <translation>[Sçàlé~~ làb~: %1 wõrkérs~~, %2 rõws~ × %3 féàtürés~~~%4]</translation>
    </message>
    <message>
        <source>&lt;b&gt;No checkpoints.&lt;/b&gt; %1</source>
        <translation>[&lt;b&gt;Ñõ çhéçkpõîñts~~~~.&lt;/b&gt; %1]</translation>
    </message>
    <message>
        <source>&lt;b&gt;Checkpoint %1 of %2.&lt;/b&gt; </source>
        <translation>[&lt;b&gt;Çhéçkpõîñt~~~~ %1 õf %2.&lt;/b&gt; ]</translation>
    </message>
    <message>
        <source>Every loss here is the &lt;i&gt;logistic loss (log loss)&lt;/i&gt;: the mean over all rows of −log of the probability the model gives the true label. </source>
        <translation>[Évérý~~ lõss~ héré~ îs thé~ &lt;i&gt;lõgîstîç~~~ lõss~ (lõg~ lõss~)&lt;/i&gt;: thé~ méàñ~ õvér~ àll~ rõws~ õf −lõg~ õf thé~ prõbàbîlîtý~~~~ thé~ mõdél~~ gîvés~~ thé~ trüé~ làbél~~. ]</translation>
    </message>
    <message>
        <source>Every loss here is the &lt;i&gt;squared loss&lt;/i&gt;: half the mean over all rows of (prediction − y)². </source>
        <translation>[Évérý~~ lõss~ héré~ îs thé~ &lt;i&gt;sqüàréd~~ lõss~&lt;/i&gt;: hàlf~ thé~ méàñ~ õvér~ àll~ rõws~ õf (prédîçtîõñ~~~~ − ý)². ]</translation>
    </message>
    <message>
        <source>%1: loss &lt;b&gt;%2&lt;/b&gt; after %3 on the simulated cluster (%4, %5 moved). </source>
        <translation>[%1: lõss~ &lt;b&gt;%2&lt;/b&gt; àftér~~ %3 õñ thé~ sîmülàtéd~~~ çlüstér~~ (%4, %5 mõvéd~~). ]</translation>
    </message>
    <message>
        <source>an asynchronous update was computed on weights that were on average &lt;b&gt;%1&lt;/b&gt; updates old when it landed (its staleness), which is why it gains less per update than a synchronous step</source>
        <translation>[àñ àsýñçhrõñõüs~~~~ üpdàté~~ wàs~ çõmpütéd~~~ õñ wéîghts~~ thàt~ wéré~ õñ àvéràgé~~ &lt;b&gt;%1&lt;/b&gt; üpdàtés~~ õld~ whéñ~ ît làñdéd~~ (îts~ stàléñéss~~~), whîçh~~ îs whý~ ît gàîñs~~ léss~ pér~ üpdàté~~ thàñ~ à sýñçhrõñõüs~~~~ stép~]</translation>
    </message>
    <message>
        <source>the decentralized nodes still disagree: their models sit &lt;b&gt;%1&lt;/b&gt; (root mean square) from their average, and gossip shrinks that gap a little each round</source>
        <translation>[thé~ déçéñtràlîzéd~~~~~ ñõdés~~ stîll~~ dîsàgréé~~~: théîr~~ mõdéls~~ sît~ &lt;b&gt;%1&lt;/b&gt; (rõõt~ méàñ~ sqüàré~~) frõm~ théîr~~ àvéràgé~~, àñd~ gõssîp~~ shrîñks~~ thàt~ gàp~ à lîttlé~~ éàçh~ rõüñd~~]</translation>
    </message>
    <message>
        <source>each quantized gradient arrives with a relative error of &lt;b&gt;%1&lt;/b&gt;, in exchange for fewer bytes</source>
        <translation>[éàçh~ qüàñtîzéd~~~ gràdîéñt~~~ àrrîvés~~ wîth~ à rélàtîvé~~~ érrõr~~ õf &lt;b&gt;%1&lt;/b&gt;, îñ éxçhàñgé~~~ fõr~ féwér~~ býtés~~]</translation>
    </message>
    <message>
        <source>every synchronous round waits for the slowest worker (%1 of compute)</source>
        <translation>[évérý~~ sýñçhrõñõüs~~~~ rõüñd~~ wàîts~~ fõr~ thé~ slõwést~~ wõrkér~~ (%1 õf çõmpüté~~)]</translation>
    </message>
    <message>
        <source>&lt;br&gt;Why they differ: %1.</source>
        <translation>[&lt;br&gt;Whý~ théý~ dîffér~~: %1.]</translation>
    </message>
    <message>
        <source>&lt;br&gt;The gradients were computed for real at %1 rows/s (%2); the wall-clock comes from the cost model: a worker's compute time is its shard over its speed, the network time bytes over bandwidth.</source>
        <translation>[&lt;br&gt;Thé~ gràdîéñts~~~ wéré~ çõmpütéd~~~ fõr~ réàl~ àt %1 rõws~/s (%2); thé~ wàll~-çlõçk~~ çõmés~~ frõm~ thé~ çõst~ mõdél~~: à wõrkér~~'s çõmpüté~~ tîmé~ îs îts~ shàrd~~ õvér~ îts~ spééd~~, thé~ ñétwõrk~~ tîmé~ býtés~~ õvér~ bàñdwîdth~~~.]</translation>
    </message>
    <message>
        <source>Loss surface L(w, b) = ½ mean (w x + b − y)² on (1, 3), (2, 5), (3, 7), (4, 9)</source>
        <translation>[Lõss~ sürfàçé~~ L(w, b) = ½ méàñ~ (w x + b − ý)² õñ (1, 3), (2, 5), (3, 7), (4, 9)]</translation>
    </message>
    <message>
        <source>L(w, b) = ½ mean (w x + b − y)² on (1, 3), (2, 5), (3, 7), (4, 9)</source>
        <translation>[L(w, b) = ½ méàñ~ (w x + b − ý)² õñ (1, 3), (2, 5), (3, 7), (4, 9)]</translation>
    </message>
    <message>
        <source>Checkpoint %1 of %2, path step %3 of %4:   </source>
        <translation>[Çhéçkpõîñt~~~~ %1 õf %2, pàth~ stép~ %3 õf %4:   ]</translation>
    </message>
    <message>
        <source>Checkpoint %1/%2, step %3/%4:  </source>
        <translation>[Çhéçkpõîñt~~~~ %1/%2, stép~ %3/%4:  ]</translation>
    </message>
    <message>
        <source>The whole bowl: rings of equal loss, %1 = low, %2 = high</source>
        <translation>[Thé~ whõlé~~ bõwl~: rîñgs~~ õf éqüàl~~ lõss~, %1 = lõw~, %2 = hîgh~]</translation>
    </message>
    <message>
        <source>black</source>
        <translation>[blàçk~~]</translation>
    </message>
    <message>
        <source>white</source>
        <translation>[whîté~~]</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>[brõwñ~~]</translation>
    </message>
    <message>
        <source>sand</source>
        <translation>[sàñd~]</translation>
    </message>
    <message>
        <source>The whole bowl: rings of equal loss</source>
        <translation>[Thé~ whõlé~~ bõwl~: rîñgs~~ õf éqüàl~~ lõss~]</translation>
    </message>
    <message>
        <source>The whole bowl</source>
        <translation>[Thé~ whõlé~~ bõwl~]</translation>
    </message>
    <message>
        <source>Zoom on the dashed box: the crawl along the valley floor</source>
        <translation>[Zõõm~ õñ thé~ dàshéd~~ bõx~: thé~ çràwl~~ àlõñg~~ thé~ vàlléý~~ flõõr~~]</translation>
    </message>
    <message>
        <source>Zoom: the crawl to (2, 1)</source>
        <translation>[Zõõm~: thé~ çràwl~~ tõ (2, 1)]</translation>
    </message>
    <message>
        <source>Zoom</source>
        <translation>[Zõõm~]</translation>
    </message>
    <message>
        <source>step 1</source>
        <translation>[stép~ 1]</translation>
    </message>
    <message>
        <source>w = %1 ≈ %2 at b = 0</source>
        <translation>[w = %1 ≈ %2 àt b = 0]</translation>
    </message>
    <message>
        <source>start (%1, %2)</source>
        <translation>[stàrt~~ (%1, %2)]</translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>[stép~ %1]</translation>
    </message>
    <message>
        <source>The first step lands in this box</source>
        <translation>[Thé~ fîrst~~ stép~ làñds~~ îñ thîs~ bõx~]</translation>
    </message>
    <message>
        <source>now: step %1 ≈ (%2, %3)</source>
        <translation>[ñõw~: stép~ %1 ≈ (%2, %3)]</translation>
    </message>
    <message>
        <source>now: step %1</source>
        <translation>[ñõw~: stép~ %1]</translation>
    </message>
    <message>
        <source>Without a bias the model is stuck on the line b = 0: its lowest point there is w = Σxy / Σx² = %1, where L = %2, not 0.</source>
        <translation>[Wîthõüt~~ à bîàs~ thé~ mõdél~~ îs stüçk~~ õñ thé~ lîñé~ b = 0: îts~ lõwést~~ põîñt~~ théré~~ îs w = Σxý / Σx² = %1, whéré~~ L = %2, ñõt~ 0.]</translation>
    </message>
    <message>
        <source>Without a bias: stuck on b = 0, lowest at w = Σxy / Σx² = %1 (L = %2).</source>
        <translation>[Wîthõüt~~ à bîàs~: stüçk~~ õñ b = 0, lõwést~~ àt w = Σxý / Σx² = %1 (L = %2).]</translation>
    </message>
    <message>
        <source>The steeper w makes up for the missing intercept %1; with b free, step 1 jumps across the valley and SGD then crawls along its floor to (%2, %3).</source>
        <translation>[Thé~ stéépér~~ w màkés~~ üp fõr~ thé~ mîssîñg~~ îñtérçépt~~~ %1; wîth~ b fréé~, stép~ 1 jümps~~ àçrõss~~ thé~ vàlléý~~ àñd~ SGD~ théñ~ çràwls~~ àlõñg~~ îts~ flõõr~~ tõ (%2, %3).]</translation>
    </message>
    <message>
        <source>With b free: one jump across the valley, then a slow crawl to (%1, %2).</source>
        <translation>[Wîth~ b fréé~: õñé~ jümp~ àçrõss~~ thé~ vàlléý~~, théñ~ à slõw~ çràwl~~ tõ (%1, %2).]</translation>
    </message>
    <message>
        <source>This trace holds no descent path for the loss surface (path_bias_w, path_bias_b and path_nobias_w are empty): nothing to draw.</source>
        <translation>[Thîs~ tràçé~~ hõlds~~ ñõ désçéñt~~ pàth~ fõr~ thé~ lõss~ sürfàçé~~ (pàth~_bîàs~_w, pàth~_bîàs~_b àñd~ pàth~_ñõbîàs~~_w àré~ émptý~~): ñõthîñg~~ tõ dràw~.]</translation>
    </message>
    <message>
        <source>&lt;b&gt;Loss surface.&lt;/b&gt; This trace carries no surface paths.</source>
        <translation>[&lt;b&gt;Lõss~ sürfàçé~~.&lt;/b&gt; Thîs~ tràçé~~ çàrrîés~~ ñõ sürfàçé~~ pàths~~.]</translation>
    </message>
    <message>
        <source>&lt;b&gt;Checkpoint %1 of %2: the loss surface at path step %3 of %4.&lt;/b&gt; With a bias the path is at (w, b) = (&lt;b&gt;%5&lt;/b&gt;, &lt;b&gt;%6&lt;/b&gt;), L = &lt;b&gt;%7&lt;/b&gt;; without one at w = &lt;b&gt;%8&lt;/b&gt;, L = &lt;b&gt;%9&lt;/b&gt;.&lt;br&gt;</source>
        <translation>[&lt;b&gt;Çhéçkpõîñt~~~~ %1 õf %2: thé~ lõss~ sürfàçé~~ àt pàth~ stép~ %3 õf %4.&lt;/b&gt; Wîth~ à bîàs~ thé~ pàth~ îs àt (w, b) = (&lt;b&gt;%5&lt;/b&gt;, &lt;b&gt;%6&lt;/b&gt;), L = &lt;b&gt;%7&lt;/b&gt;; wîthõüt~~ õñé~ àt w = &lt;b&gt;%8&lt;/b&gt;, L = &lt;b&gt;%9&lt;/b&gt;.&lt;br&gt;]</translation>
    </message>
    <message>
        <source>The colours and rings show the squared loss L(w, b) = ½ mean (w x + b − y)² of the line y = w x + b on the lecture's four points (1, 3), (2, 5), (3, 7), (4, 9): each ring joins the (w, b) with the same loss. The bowl is a long, narrow valley: steep across it, almost flat along its floor.&lt;br&gt;</source>
        <translation>[Thé~ çõlõürs~~ àñd~ rîñgs~~ shõw~ thé~ sqüàréd~~ lõss~ L(w, b) = ½ méàñ~ (w x + b − ý)² õf thé~ lîñé~ ý = w x + b õñ thé~ léçtüré~~'s fõür~ põîñts~~ (1, 3), (2, 5), (3, 7), (4, 9): éàçh~ rîñg~ jõîñs~~ thé~ (w, b) wîth~ thé~ sàmé~ lõss~. Thé~ bõwl~ îs à lõñg~, ñàrrõw~~ vàlléý~~: stéép~~ àçrõss~~ ît, àlmõst~~ flàt~ àlõñg~~ îts~ flõõr~~.&lt;br&gt;]</translation>
    </message>
    <message>
        <source>&lt;b&gt;With a bias&lt;/b&gt;, synchronous SGD (η = %1, one worker per point) starts at (%2, %3). Its first step jumps across the valley to (%4, %5), L = %6; then it crawls along the flat floor to the bottom, &lt;b&gt;%7&lt;/b&gt;, where the line y = %8 x + %9 goes through all four points and L = 0.&lt;br&gt;</source>
        <translation>[&lt;b&gt;Wîth~ à bîàs~&lt;/b&gt;, sýñçhrõñõüs~~~~ SGD~ (η = %1, õñé~ wõrkér~~ pér~ põîñt~~) stàrts~~ àt (%2, %3). Îts~ fîrst~~ stép~ jümps~~ àçrõss~~ thé~ vàlléý~~ tõ (%4, %5), L = %6; théñ~ ît çràwls~~ àlõñg~~ thé~ flàt~ flõõr~~ tõ thé~ bõttõm~~, &lt;b&gt;%7&lt;/b&gt;, whéré~~ thé~ lîñé~ ý = %8 x + %9 gõés~ thrõügh~~ àll~ fõür~ põîñts~~ àñd~ L = 0.&lt;br&gt;]</translation>
    </message>
    <message>
        <source>&lt;b&gt;Without a bias&lt;/b&gt; the model can only move along the line b = 0. The lowest point on that line is w = Σxy / Σx² = &lt;b&gt;%1 ≈ %2&lt;/b&gt;, not %3: a steeper line through the origin makes up for the missing intercept but cannot fit all four points, so the loss stays at %4.</source>
        <translation>[&lt;b&gt;Wîthõüt~~ à bîàs~&lt;/b&gt; thé~ mõdél~~ çàñ~ õñlý~ mõvé~ àlõñg~~ thé~ lîñé~ b = 0. Thé~ lõwést~~ põîñt~~ õñ thàt~ lîñé~ îs w = Σxý / Σx² = &lt;b&gt;%1 ≈ %2&lt;/b&gt;, ñõt~ %3: à stéépér~~ lîñé~ thrõügh~~ thé~ õrîgîñ~~ màkés~~ üp fõr~ thé~ mîssîñg~~ îñtérçépt~~~ büt~ çàññõt~~ fît~ àll~ fõür~ põîñts~~, sõ thé~ lõss~ stàýs~~ àt %4.]</translation>
    </message>
    <message>
        <source>server</source>
        <translation>[sérvér~~]</translation>
    </message>
    <message>
        <source>pushes applied per second</source>
        <translation>[püshés~~ àpplîéd~~ pér~ séçõñd~~]</translation>
    </message>
    <message>
        <source>pushes / s</source>
        <translation>[püshés~~ / s]</translation>
    </message>
    <message>
        <source>free server</source>
        <translation>[fréé~ sérvér~~]</translation>
    </message>
    <message>
        <source>this run's %1 unequal shards</source>
        <translation>[thîs~ rüñ~'s %1 üñéqüàl~~ shàrds~~]</translation>
    </message>
    <message>
        <source>1 server</source>
        <translation>[1 sérvér~~]</translation>
    </message>
    <message>
        <source>%1 shards</source>
        <translation>[%1 shàrds~~]</translation>
    </message>
    <message>
        <source>%1, at most %2/s</source>
        <translation>[%1, àt mõst~ %2/s]</translation>
    </message>
    <message>
        <source> hot</source>
        <translation>[ hõt~]</translation>
    </message>
    <message>
        <source>1 push waiting</source>
        <translation>[1 püsh~ wàîtîñg~~]</translation>
    </message>
    <message>
        <source>%1 pushes waiting</source>
        <translation>[%1 püshés~~ wàîtîñg~~]</translation>
    </message>
    <message>
        <source>no push waiting</source>
        <translation>[ñõ püsh~ wàîtîñg~~]</translation>
    </message>
    <message>
        <source>up to %1 waiting at a shard</source>
        <translation>[üp tõ %1 wàîtîñg~~ àt à shàrd~~]</translation>
    </message>
    <message>
        <source>Lanes: computing (worker colour), waiting at the shards (grey), being served (outlined); each shard taking a push in and applying it (numbered)</source>
        <translation>[Làñés~~: çõmpütîñg~~~ (wõrkér~~ çõlõür~~), wàîtîñg~~ àt thé~ shàrds~~ (gréý~), béîñg~~ sérvéd~~ (õütlîñéd~~~); éàçh~ shàrd~~ tàkîñg~~ à püsh~ îñ àñd~ àpplýîñg~~~ ît (ñümbéréd~~~)]</translation>
    </message>
    <message>
        <source>Computing, waiting (grey), served (outlined), each shard applying (numbered)</source>
        <translation>[Çõmpütîñg~~~, wàîtîñg~~ (gréý~), sérvéd~~ (õütlîñéd~~~), éàçh~ shàrd~~ àpplýîñg~~~ (ñümbéréd~~~)]</translation>
    </message>
    <message>
        <source>Computing, waiting, served, applying</source>
        <translation>[Çõmpütîñg~~~, wàîtîñg~~, sérvéd~~, àpplýîñg~~~]</translation>
    </message>
    <message>
        <source>Pushes per second against workers K: near-linear until the server saturates, more shards lift the ceiling</source>
        <translation>[Püshés~~ pér~ séçõñd~~ àgàîñst~~ wõrkérs~~ K: ñéàr~-lîñéàr~~ üñtîl~~ thé~ sérvér~~ sàtüràtés~~~, mõré~ shàrds~~ lîft~ thé~ çéîlîñg~~]</translation>
    </message>
    <message>
        <source>Pushes per second against K</source>
        <translation>[Püshés~~ pér~ séçõñd~~ àgàîñst~~ K]</translation>
    </message>
    <message>
        <source>busy %1</source>
        <translation>[büsý~ %1]</translation>
    </message>
    <message>
        <source>%1 s a push, at most %2/s</source>
        <translation>[%1 s à püsh~, àt mõst~ %2/s]</translation>
    </message>
    <message>
        <source>free</source>
        <translation>[fréé~]</translation>
    </message>
    <message>
        <source>hot, </source>
        <translation>[hõt~, ]</translation>
    </message>
    <message>
        <source>: sets the ceiling</source>
        <translation>[: séts~ thé~ çéîlîñg~~]</translation>
    </message>
    <message>
        <source>%1 served, %2 waiting · %3%4%5</source>
        <translation>[%1 sérvéd~~, %2 wàîtîñg~~ · %3%4%5]</translation>
    </message>
    <message>
        <source>%1 served · %2%3%4</source>
        <translation>[%1 sérvéd~~ · %2%3%4]</translation>
    </message>
    <message>
        <source>%1 served · %2%3</source>
        <translation>[%1 sérvéd~~ · %2%3]</translation>
    </message>
    <message>
        <source>%1 served · ≤%2/s%3</source>
        <translation>[%1 sérvéd~~ · ≤%2/s%3]</translation>
    </message>
    <message>
        <source>Load per shard so far: equal shards share the work evenly</source>
        <translation>[Lõàd~ pér~ shàrd~~ sõ fàr~: éqüàl~~ shàrds~~ shàré~~ thé~ wõrk~ évéñlý~~]</translation>
    </message>
    <message>
        <source>Load per shard so far</source>
        <translation>[Lõàd~ pér~ shàrd~~ sõ fàr~]</translation>
    </message>
    <message>
        <source>Load per shard so far: the slowest shard, %1, sets the ceiling</source>
        <translation>[Lõàd~ pér~ shàrd~~ sõ fàr~: thé~ slõwést~~ shàrd~~, %1, séts~ thé~ çéîlîñg~~]</translation>
    </message>
    <message>
        <source>Load per shard: %1 sets the ceiling</source>
        <translation>[Lõàd~ pér~ shàrd~~: %1 séts~ thé~ çéîlîñg~~]</translation>
    </message>
    <message>
        <source>Load per shard</source>
        <translation>[Lõàd~ pér~ shàrd~~]</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>[ñõ lîmît~~]</translation>
    </message>
    <message>
        <source>Each push costs a shard %1 s (%2 s on the link + %3 s to apply): at most %4 pushes/s · so far %5/s, shards busy %6</source>
        <translation>[Éàçh~ püsh~ çõsts~~ à shàrd~~ %1 s (%2 s õñ thé~ lîñk~ + %3 s tõ àpplý~~): àt mõst~ %4 püshés~~/s · sõ fàr~ %5/s, shàrds~~ büsý~ %6]</translation>
    </message>
    <message>
        <source>%1 s per push · ceiling %2/s · so far %3/s</source>
        <translation>[%1 s pér~ püsh~ · çéîlîñg~~ %2/s · sõ fàr~ %3/s]</translation>
    </message>
    <message>
        <source>, × %1 as the hot shard</source>
        <translation>[, × %1 às thé~ hõt~ shàrd~~]</translation>
    </message>
    <message>
        <source>The slowest shard, %1, needs %2 s a push (%3 s on its link + %4 s to apply%5): at most %6 pushes/s · so far %7/s, busiest shard %8 busy</source>
        <translation>[Thé~ slõwést~~ shàrd~~, %1, ñééds~~ %2 s à püsh~ (%3 s õñ îts~ lîñk~ + %4 s tõ àpplý~~%5): àt mõst~ %6 püshés~~/s · sõ fàr~ %7/s, büsîést~~ shàrd~~ %8 büsý~]</translation>
    </message>
    <message>
        <source>The slowest shard, %1: %2 s a push, at most %3 pushes/s · so far %4/s</source>
        <translation>[Thé~ slõwést~~ shàrd~~, %1: %2 s à püsh~, àt mõst~ %3 püshés~~/s · sõ fàr~ %4/s]</translation>
    </message>
    <message>
        <source>%1: %2 s a push · ceiling %3/s · so far %4/s</source>
        <translation>[%1: %2 s à püsh~ · çéîlîñg~~ %3/s · sõ fàr~ %4/s]</translation>
    </message>
    <message>
        <source>push</source>
        <translation>[püsh~]</translation>
    </message>
    <message>
        <source>arrived (s)</source>
        <translation>[àrrîvéd~~ (s)]</translation>
    </message>
    <message>
        <source>waited (s)</source>
        <translation>[wàîtéd~~ (s)]</translation>
    </message>
    <message>
        <source>answered last</source>
        <translation>[àñswéréd~~~ làst~]</translation>
    </message>
    <message>
        <source>applied (s)</source>
        <translation>[àpplîéd~~ (s)]</translation>
    </message>
    <message>
        <source>still waiting</source>
        <translation>[stîll~~ wàîtîñg~~]</translation>
    </message>
    <message>
        <source>pushes/s so far</source>
        <translation>[püshés~~/s sõ fàr~]</translation>
    </message>
    <message>
        <source>Sharded parameter servers: no pushes</source>
        <translation>[Shàrdéd~~ pàràmétér~~~ sérvérs~~: ñõ püshés~~]</translation>
    </message>
    <message>
        <source>Sharded servers: %1, %2, push %3 of %4</source>
        <translation>[Shàrdéd~~ sérvérs~~: %1, %2, püsh~ %3 õf %4]</translation>
    </message>
    <message>
        <source>%1 workers, %2, push %3 of %4</source>
        <translation>[%1 wõrkérs~~, %2, püsh~ %3 õf %4]</translation>
    </message>
    <message>
        <source>at most 1 / %1 = &lt;b&gt;%2&lt;/b&gt; pushes per second</source>
        <translation>[àt mõst~ 1 / %1 = &lt;b&gt;%2&lt;/b&gt; püshés~~ pér~ séçõñd~~]</translation>
    </message>
    <message>
        <source>with no limit (the server costs nothing)</source>
        <translation>[wîth~ ñõ lîmît~~ (thé~ sérvér~~ çõsts~~ ñõthîñg~~)]</translation>
    </message>
    <message>
        <source> Alone, the workers would push %1 a second. &lt;i&gt;Predict:&lt;/i&gt; who waits?</source>
        <translation>[ Àlõñé~~, thé~ wõrkérs~~ wõüld~~ püsh~ %1 à séçõñd~~. &lt;i&gt;Prédîçt~~:&lt;/i&gt; whõ~ wàîts~~?]</translation>
    </message>
    <message>
        <source>once</source>
        <translation>[õñçé~]</translation>
    </message>
    <message>
        <source>%1 times</source>
        <translation>[%1 tîmés~~]</translation>
    </message>
    <message>
        <source>&lt;b&gt;Push 0: the start.&lt;/b&gt; %1 w = %2 from %3. Each shard owns %4 MB of the %5 MB model; a push moves that slice in and the fresh slice back out over the shard's %6 MB/s link (2 × %4 / %6 = %7 s) and applying it takes %8 s, so a shard can take %9.</source>
        <translation>[&lt;b&gt;Püsh~ 0: thé~ stàrt~~.&lt;/b&gt; %1 w = %2 frõm~ %3. Éàçh~ shàrd~~ õwñs~ %4 MB õf thé~ %5 MB mõdél~~; à püsh~ mõvés~~ thàt~ slîçé~~ îñ àñd~ thé~ frésh~~ slîçé~~ bàçk~ õüt~ õvér~ thé~ shàrd~~'s %6 MB/s lîñk~ (2 × %4 / %6 = %7 s) àñd~ àpplýîñg~~~ ît tàkés~~ %8 s, sõ à shàrd~~ çàñ~ tàké~ %9.]</translation>
    </message>
    <message>
        <source>1 worker pulls</source>
        <translation>[1 wõrkér~~ pülls~~]</translation>
    </message>
    <message>
        <source>%1 workers pull</source>
        <translation>[%1 wõrkérs~~ püll~]</translation>
    </message>
    <message>
        <source>one server</source>
        <translation>[õñé~ sérvér~~]</translation>
    </message>
    <message>
        <source>; as the hot shard it needs %1 times as long, %2 s a push,</source>
        <translation>[; às thé~ hõt~ shàrd~~ ît ñééds~~ %1 tîmés~~ às lõñg~, %2 s à püsh~,]</translation>
    </message>
    <message>
        <source>&lt;b&gt;Push 0: the start.&lt;/b&gt; %1 w = %2 from %3 shards that do not cost the same. The slowest is shard %4: it owns %5 of the %6 MB model (%7 MB); a push moves that slice in and the fresh slice back out over its %8 MB/s link (2 × %7 / %8 = %9 s) and applying it takes %10 s%11 so it can take %12. Every push waits for every shard's answer, so that is the ceiling of the whole cluster.</source>
        <translation>[&lt;b&gt;Püsh~ 0: thé~ stàrt~~.&lt;/b&gt; %1 w = %2 frõm~ %3 shàrds~~ thàt~ dõ ñõt~ çõst~ thé~ sàmé~. Thé~ slõwést~~ îs shàrd~~ %4: ît õwñs~ %5 õf thé~ %6 MB mõdél~~ (%7 MB); à püsh~ mõvés~~ thàt~ slîçé~~ îñ àñd~ thé~ frésh~~ slîçé~~ bàçk~ õüt~ õvér~ îts~ %8 MB/s lîñk~ (2 × %7 / %8 = %9 s) àñd~ àpplýîñg~~~ ît tàkés~~ %10 s%11 sõ ît çàñ~ tàké~ %12. Évérý~~ püsh~ wàîts~~ fõr~ évérý~~ shàrd~~'s àñswér~~, sõ thàt~ îs thé~ çéîlîñg~~ õf thé~ whõlé~~ çlüstér~~.]</translation>
    </message>
    <message>
        <source> at shard %1</source>
        <translation>[ àt shàrd~~ %1]</translation>
    </message>
    <message>
        <source>waited &lt;b&gt;%1 s&lt;/b&gt; behind other pushes%2</source>
        <translation>[wàîtéd~~ &lt;b&gt;%1 s&lt;/b&gt; béhîñd~~ õthér~~ püshés~~%2]</translation>
    </message>
    <message>
        <source>found the shards free</source>
        <translation>[fõüñd~~ thé~ shàrds~~ fréé~]</translation>
    </message>
    <message>
        <source>found shard %1 free</source>
        <translation>[fõüñd~~ shàrd~~ %1 fréé~]</translation>
    </message>
    <message>
        <source>, when shard %1, the last to answer, sent its slice back</source>
        <translation>[, whéñ~ shàrd~~ %1, thé~ làst~ tõ àñswér~~, séñt~ îts~ slîçé~~ bàçk~]</translation>
    </message>
    <message>
        <source>shards busy %1 of the time</source>
        <translation>[shàrds~~ büsý~ %1 õf thé~ tîmé~]</translation>
    </message>
    <message>
        <source>the busiest shard busy %1 of the time</source>
        <translation>[thé~ büsîést~~ shàrd~~ büsý~ %1 õf thé~ tîmé~]</translation>
    </message>
    <message>
        <source>1 more is still waiting</source>
        <translation>[1 mõré~ îs stîll~~ wàîtîñg~~]</translation>
    </message>
    <message>
        <source>%1 more are still waiting</source>
        <translation>[%1 mõré~ àré~ stîll~~ wàîtîñg~~]</translation>
    </message>
    <message>
        <source>the longest queue at a shard holds %1 more</source>
        <translation>[thé~ lõñgést~~ qüéüé~~ àt à shàrd~~ hõlds~~ %1 mõré~]</translation>
    </message>
    <message>
        <source>&lt;b&gt;Push %1 of %2.&lt;/b&gt; Worker %3's push reached the shards at %4 s, %5, and was applied at %6 s%7; %8. It is %9 stale: w = %10 − η × (%11) = %12 with η = %13. So far %14 pushes per second, %15.</source>
        <translation>[&lt;b&gt;Püsh~ %1 õf %2.&lt;/b&gt; Wõrkér~~ %3's püsh~ réàçhéd~~ thé~ shàrds~~ àt %4 s, %5, àñd~ wàs~ àpplîéd~~ àt %6 s%7; %8. Ît îs %9 stàlé~~: w = %10 − η × (%11) = %12 wîth~ η = %13. Sõ fàr~ %14 püshés~~ pér~ séçõñd~~, %15.]</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;b&gt;The curve:&lt;/b&gt; </source>
        <translation>[&lt;br&gt;&lt;b&gt;Thé~ çürvé~~:&lt;/b&gt; ]</translation>
    </message>
    <message>
        <source>one server reaches 90% of its ceiling with %1 workers; adding more only lengthens the queue. </source>
        <translation>[õñé~ sérvér~~ réàçhés~~ 90% õf îts~ çéîlîñg~~ wîth~ %1 wõrkérs~~; àddîñg~~ mõré~ õñlý~ léñgthéñs~~~ thé~ qüéüé~~. ]</translation>
    </message>
    <message>
        <source>one server never saturates here: the workers are slower than the server. </source>
        <translation>[õñé~ sérvér~~ ñévér~~ sàtüràtés~~~ héré~: thé~ wõrkérs~~ àré~ slõwér~~ thàñ~ thé~ sérvér~~. ]</translation>
    </message>
    <message>
        <source>At K = 16: one server applies %1 pushes/s, %2 shards %3, the workers alone would make %4.</source>
        <translation>[Àt K = 16: õñé~ sérvér~~ àpplîés~~ %1 püshés~~/s, %2 shàrds~~ %3, thé~ wõrkérs~~ àlõñé~~ wõüld~~ màké~ %4.]</translation>
    </message>
    <message>
        <source> With this run's %1 unequal shards it is %2 pushes/s (at most %3, the slowest shard's ceiling); %1 equal shards make %4.</source>
        <translation>[ Wîth~ thîs~ rüñ~'s %1 üñéqüàl~~ shàrds~~ ît îs %2 püshés~~/s (àt mõst~ %3, thé~ slõwést~~ shàrd~~'s çéîlîñg~~); %1 éqüàl~~ shàrds~~ màké~ %4.]</translation>
    </message>
    <message>
        <source> This run: %1 of the workers' speed, mean wait %2 s, longest queue %3.</source>
        <translation>[ Thîs~ rüñ~: %1 õf thé~ wõrkérs~~' spééd~~, méàñ~ wàît~ %2 s, lõñgést~~ qüéüé~~ %3.]</translation>
    </message>
    <message>
        <source>&lt;b&gt;No pushes.&lt;/b&gt; The shards applied nothing.</source>
        <translation>[&lt;b&gt;Ñõ püshés~~.&lt;/b&gt; Thé~ shàrds~~ àpplîéd~~ ñõthîñg~~.]</translation>
    </message>
    <message>
        <source>loss L(w)</source>
        <translation>[lõss~ L(w)]</translation>
    </message>
    <message>
        <source>slope dL/dw</source>
        <translation>[slõpé~~ dL/dw]</translation>
    </message>
    <message>
        <source>Show the finite-difference secant</source>
        <translation>[Shõw~ thé~ fîñîté~~-dîfféréñçé~~~~ séçàñt~~]</translation>
    </message>
    <message>
        <source>The probe: the straight line through L(w) and L(w + h), whose slope approximates the gradient.</source>
        <translation>[Thé~ prõbé~~: thé~ stràîght~~~ lîñé~ thrõügh~~ L(w) àñd~ L(w + h), whõsé~~ slõpé~~ àpprõxîmàtés~~~~ thé~ gràdîéñt~~~.]</translation>
    </message>
    <message>
        <source>Zoom in on each step</source>
        <translation>[Zõõm~ îñ õñ éàçh~ stép~]</translation>
    </message>
    <message>
        <source>Scale the plot to the current step, so the later, smaller steps stay visible.</source>
        <translation>[Sçàlé~~ thé~ plõt~ tõ thé~ çürréñt~~ stép~, sõ thé~ làtér~~, smàllér~~ stéps~~ stàý~ vîsîblé~~.]</translation>
    </message>
    <message>
        <source>Show the classic slip</source>
        <translation>[Shõw~ thé~ çlàssîç~~ slîp~]</translation>
    </message>
    <message>
        <source>The wrong derivative, taken with respect to the input x instead of the weight w.</source>
        <translation>[Thé~ wrõñg~~ dérîvàtîvé~~~~, tàkéñ~~ wîth~ réspéçt~~ tõ thé~ îñpüt~~ x îñstéàd~~ õf thé~ wéîght~~ w.]</translation>
    </message>
    <message>
        <source>step</source>
        <translation>[stép~]</translation>
    </message>
    <message>
        <source>w next</source>
        <translation>[w ñéxt~]</translation>
    </message>
    <message>
        <source>One weight: L(w) = ½(x·w %1 y)² with x = %2, y = %3</source>
        <translation>[Õñé~ wéîght~~: L(w) = ½(x·w %1 ý)² wîth~ x = %2, ý = %3]</translation>
    </message>
    <message>
        <source>step %1 of %2 · η = %3</source>
        <translation>[stép~ %1 õf %2 · η = %3]</translation>
    </message>
    <message>
        <source>One weight: no steps</source>
        <translation>[Õñé~ wéîght~~: ñõ stéps~~]</translation>
    </message>
    <message>
        <source>&lt;b&gt;Step 0 of %1, the start.&lt;/b&gt; </source>
        <translation>[&lt;b&gt;Stép~ 0 õf %1, thé~ stàrt~~.&lt;/b&gt; ]</translation>
    </message>
    <message>
        <source>&lt;b&gt;Step %1 of %2.&lt;/b&gt; The slope at w = %3 was %4, so w moved to %3 %5 %6·%7 %9 &lt;b&gt;%8&lt;/b&gt;. </source>
        <translation>[&lt;b&gt;Stép~ %1 õf %2.&lt;/b&gt; Thé~ slõpé~~ àt w = %3 wàs~ %4, sõ w mõvéd~~ tõ %3 %5 %6·%7 %9 &lt;b&gt;%8&lt;/b&gt;. ]</translation>
    </message>
    <message>
        <source>At w = %1 the model predicts ŷ = %2·%3 %9 %4 where the target is %5, so the loss is ½(%4 %6 %7)² = %8. </source>
        <translation>[Àt w = %1 thé~ mõdél~~ prédîçts~~~ ŷ = %2·%3 %9 %4 whéré~~ thé~ tàrgét~~ îs %5, sõ thé~ lõss~ îs ½(%4 %6 %7)² = %8. ]</translation>
    </message>
    <message>
        <source>Now, at w = %1, the model predicts ŷ = %2·%3 %9 %4 where the target is %5, so the loss is ½(%4 %6 %7)² = %8. </source>
        <translation>[Ñõw~, àt w = %1, thé~ mõdél~~ prédîçts~~~ ŷ = %2·%3 %9 %4 whéré~~ thé~ tàrgét~~ îs %5, sõ thé~ lõss~ îs ½(%4 %6 %7)² = %8. ]</translation>
    </message>
    <message>
        <source>Nudging w by h = %1 moves the loss to %2, a secant slope of about %3; nudging both ways, (L(w + h) %4 L(w %4 h)) / 2h, gives %5. </source>
        <translation>[Ñüdgîñg~~ w bý h = %1 mõvés~~ thé~ lõss~ tõ %2, à séçàñt~~ slõpé~~ õf àbõüt~~ %3; ñüdgîñg~~ bõth~ wàýs~, (L(w + h) %4 L(w %4 h)) / 2h, gîvés~~ %5. ]</translation>
    </message>
    <message>
        <source>So close to the bottom the probe is too coarse: w + h already lies past the vertex, and the secant even has the wrong sign. </source>
        <translation>[Sõ çlõsé~~ tõ thé~ bõttõm~~ thé~ prõbé~~ îs tõõ~ çõàrsé~~: w + h àlréàdý~~ lîés~ pàst~ thé~ vértéx~~, àñd~ thé~ séçàñt~~ évéñ~ hàs~ thé~ wrõñg~~ sîgñ~. ]</translation>
    </message>
    <message>
        <source>The formula (x·w %1 y)·x gives the exact slope (%2·%3 %1 %4)·%2 %6 &lt;b&gt;%5&lt;/b&gt;. </source>
        <translation>[Thé~ fõrmülà~~ (x·w %1 ý)·x gîvés~~ thé~ éxàçt~~ slõpé~~ (%2·%3 %1 %4)·%2 %6 &lt;b&gt;%5&lt;/b&gt;. ]</translation>
    </message>
    <message>
        <source>the first step</source>
        <translation>[thé~ fîrst~~ stép~]</translation>
    </message>
    <message>
        <source>a further step (past the last)</source>
        <translation>[à fürthér~~ stép~ (pàst~ thé~ làst~)]</translation>
    </message>
    <message>
        <source>The gradient %1 is negative, so %2 makes w grow: %3 %4 %5·%6 %8 &lt;b&gt;%7&lt;/b&gt;.</source>
        <translation>[Thé~ gràdîéñt~~~ %1 îs ñégàtîvé~~~, sõ %2 màkés~~ w grõw~: %3 %4 %5·%6 %8 &lt;b&gt;%7&lt;/b&gt;.]</translation>
    </message>
    <message>
        <source>The gradient %1 is positive, so %2 makes w shrink: %3 %4 %5·%6 %8 &lt;b&gt;%7&lt;/b&gt;.</source>
        <translation>[Thé~ gràdîéñt~~~ %1 îs põsîtîvé~~~, sõ %2 màkés~~ w shrîñk~~: %3 %4 %5·%6 %8 &lt;b&gt;%7&lt;/b&gt;.]</translation>
    </message>
    <message>
        <source>The gradient is zero: w stays at %1, the bottom of the parabola.</source>
        <translation>[Thé~ gràdîéñt~~~ îs zérõ~: w stàýs~~ àt %1, thé~ bõttõm~~ õf thé~ pàràbõlà~~~.]</translation>
    </message>
    <message>
        <source>&lt;b&gt;No steps.&lt;/b&gt; %1</source>
        <translation>[&lt;b&gt;Ñõ stéps~~.&lt;/b&gt; %1]</translation>
    </message>
    <message>
        <source> &lt;i&gt;Overshoot:&lt;/i&gt; the step is so long that it lands on the far side of the vertex w* = %1; each step multiplies the distance to w* by 1 %2 η·x² = %3, a negative number, so the side flips every time.</source>
        <translation>[ &lt;i&gt;Õvérshõõt~~~:&lt;/i&gt; thé~ stép~ îs sõ lõñg~ thàt~ ît làñds~~ õñ thé~ fàr~ sîdé~ õf thé~ vértéx~~ w* = %1; éàçh~ stép~ mültîplîés~~~~ thé~ dîstàñçé~~~ tõ w* bý 1 %2 η·x² = %3, à ñégàtîvé~~~ ñümbér~~, sõ thé~ sîdé~ flîps~~ évérý~~ tîmé~.]</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;i&gt;The classic slip:&lt;/i&gt; differentiating with respect to x instead of w gives (x·w %1 y)·w = %2. That is &lt;b&gt;wrong&lt;/b&gt;: it is the slope for changing the input x, which is data and fixed. The parameter is w, and its slope is %3.</source>
        <translation>[&lt;br&gt;&lt;i&gt;Thé~ çlàssîç~~ slîp~:&lt;/i&gt; dîfféréñtîàtîñg~~~~~~ wîth~ réspéçt~~ tõ x îñstéàd~~ õf w gîvés~~ (x·w %1 ý)·w = %2. Thàt~ îs &lt;b&gt;wrõñg~~&lt;/b&gt;: ît îs thé~ slõpé~~ fõr~ çhàñgîñg~~~ thé~ îñpüt~~ x, whîçh~~ îs dàtà~ àñd~ fîxéd~~. Thé~ pàràmétér~~~ îs w, àñd~ îts~ slõpé~~ îs %3.]</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;b&gt;The run stops here.&lt;/b&gt; %1.</source>
        <translation>[&lt;br&gt;&lt;b&gt;Thé~ rüñ~ stõps~~ héré~.&lt;/b&gt; %1.]</translation>
    </message>
    <message>
        <source>&lt;br&gt;Where this learning rate leads: %1.</source>
        <translation>[&lt;br&gt;Whéré~~ thîs~ léàrñîñg~~~ ràté~ léàds~~: %1.]</translation>
    </message>
    <message>
        <source>step %1: w = %2, L = %3</source>
        <translation>[stép~ %1: w = %2, L = %3]</translation>
    </message>
    <message>
        <source>step %1: w = %2</source>
        <translation>[stép~ %1: w = %2]</translation>
    </message>
    <message>
        <source>w next = %1</source>
        <translation>[w ñéxt~ = %1]</translation>
    </message>
    <message>
        <source>overshoot: jumps past w* (1 %1 η·x² = %2)</source>
        <translation>[õvérshõõt~~~: jümps~~ pàst~ w* (1 %1 η·x² = %2)]</translation>
    </message>
    <message>
        <source>tangent: slope g = %1</source>
        <translation>[tàñgéñt~~: slõpé~~ g = %1]</translation>
    </message>
    <message>
        <source>secant: slope %1</source>
        <translation>[séçàñt~~: slõpé~~ %1]</translation>
    </message>
    <message>
        <source>secant: slope %1 · central %2</source>
        <translation>[séçàñt~~: slõpé~~ %1 · çéñtràl~~ %2]</translation>
    </message>
    <message>
        <source>%1 = %2, off the chart</source>
        <translation>[%1 = %2, õff~ thé~ çhàrt~~]</translation>
    </message>
    <message>
        <source>current weight w</source>
        <translation>[çürréñt~~ wéîght~~ w]</translation>
    </message>
    <message>
        <source>tangent (formula slope)</source>
        <translation>[tàñgéñt~~ (fõrmülà~~ slõpé~~)]</translation>
    </message>
    <message>
        <source>secant (probe w → w + h)</source>
        <translation>[séçàñt~~ (prõbé~~ w → w + h)]</translation>
    </message>
    <message>
        <source>step: w grows / w shrinks</source>
        <translation>[stép~: w grõws~~ / w shrîñks~~]</translation>
    </message>
    <message>
        <source>vertex w*, lowest loss</source>
        <translation>[vértéx~~ w*, lõwést~~ lõss~]</translation>
    </message>
    <message>
        <source>The probe, zoomed in</source>
        <translation>[Thé~ prõbé~~, zõõméd~~ îñ]</translation>
    </message>
    <message>
        <source>Step %1 → %2</source>
        <translation>[Stép~ %1 → %2]</translation>
    </message>
    <message>
        <source>After step %1, the last: where a next step would go</source>
        <translation>[Àftér~~ stép~ %1, thé~ làst~: whéré~~ à ñéxt~ stép~ wõüld~~ gõ]</translation>
    </message>
    <message>
        <source>prediction ŷ = x·w = %1·%2 %4 %3</source>
        <translation>[prédîçtîõñ~~~~ ŷ = x·w = %1·%2 %4 %3]</translation>
    </message>
    <message>
        <source>loss L = ½(ŷ %1 y)² = %2</source>
        <translation>[lõss~ L = ½(ŷ %1 ý)² = %2]</translation>
    </message>
    <message>
        <source>probe: (L(w + h) %1 L(w)) / h = (%2 %1 %3) / %4 %6 %5</source>
        <translation>[prõbé~~: (L(w + h) %1 L(w)) / h = (%2 %1 %3) / %4 %6 %5]</translation>
    </message>
    <message>
        <source>central: (L(w + h) %1 L(w %1 h)) / 2h = %2</source>
        <translation>[çéñtràl~~: (L(w + h) %1 L(w %1 h)) / 2h = %2]</translation>
    </message>
    <message>
        <source>formula: g = (x·w %1 y)·x = %2</source>
        <translation>[fõrmülà~~: g = (x·w %1 ý)·x = %2]</translation>
    </message>
    <message>
        <source>update: w %1 η·g = %2%3·%4 %6 %5</source>
        <translation>[üpdàté~~: w %1 η·g = %2%3·%4 %6 %5]</translation>
    </message>
    <message>
        <source>g &lt; 0, so w grows</source>
        <translation>[g &lt; 0, sõ w grõws~~]</translation>
    </message>
    <message>
        <source>g &gt; 0, so w shrinks</source>
        <translation>[g &gt; 0, sõ w shrîñks~~]</translation>
    </message>
    <message>
        <source>g = 0: w stays</source>
        <translation>[g = 0: w stàýs~~]</translation>
    </message>
    <message>
        <source>The classic slip</source>
        <translation>[Thé~ çlàssîç~~ slîp~]</translation>
    </message>
    <message>
        <source>✗ wrong: dL/dx = (x·w %1 y)·w = %2</source>
        <translation>[✗ wrõñg~~: dL/dx = (x·w %1 ý)·w = %2]</translation>
    </message>
    <message>
        <source>✓ right: dL/dw = (x·w %1 y)·x = %2</source>
        <translation>[✓ rîght~~: dL/dw = (x·w %1 ý)·x = %2]</translation>
    </message>
    <message>
        <source>x is data and cannot be changed; w is the parameter we adjust, so the derivative is taken with respect to w.</source>
        <translation>[x îs dàtà~ àñd~ çàññõt~~ bé çhàñgéd~~; w îs thé~ pàràmétér~~~ wé àdjüst~~, sõ thé~ dérîvàtîvé~~~~ îs tàkéñ~~ wîth~ réspéçt~~ tõ w.]</translation>
    </message>
    <message>
        <source>Over all steps: %1</source>
        <translation>[Õvér~ àll~ stéps~~: %1]</translation>
    </message>
    <message>
        <source>server update</source>
        <translation>[sérvér~~ üpdàté~~]</translation>
    </message>
    <message>
        <source>loss − best</source>
        <translation>[lõss~ − bést~]</translation>
    </message>
    <message>
        <source>weight w (best %1)</source>
        <translation>[wéîght~~ w (bést~ %1)]</translation>
    </message>
    <message>
        <source>Final loss (mean of the last quarter)</source>
        <translation>[Fîñàl~~ lõss~ (méàñ~ õf thé~ làst~ qüàrtér~~)]</translation>
    </message>
    <message>
        <source>Final loss</source>
        <translation>[Fîñàl~~ lõss~]</translation>
    </message>
    <message>
        <source>Loss at update %1 (verdicts at the end)</source>
        <translation>[Lõss~ àt üpdàté~~ %1 (vérdîçts~~~ àt thé~ éñd~)]</translation>
    </message>
    <message>
        <source>Loss now</source>
        <translation>[Lõss~ ñõw~]</translation>
    </message>
    <message>
        <source>loss, %1</source>
        <translation>[lõss~, %1]</translation>
    </message>
    <message>
        <source>Staleness remedies: no updates</source>
        <translation>[Stàléñéss~~~ rémédîés~~~: ñõ üpdàtés~~]</translation>
    </message>
    <message>
        <source>Staleness remedies: %1 workers, %2 slow, η = %3, update %4 of %5</source>
        <translation>[Stàléñéss~~~ rémédîés~~~: %1 wõrkérs~~, %2 slõw~, η = %3, üpdàté~~ %4 õf %5]</translation>
    </message>
    <message>
        <source>Staleness remedies: update %1 of %2</source>
        <translation>[Stàléñéss~~~ rémédîés~~~: üpdàté~~ %1 õf %2]</translation>
    </message>
    <message>
        <source>Mean staleness %1 updates · the stragglers' gradients arrive %2 updates old on average (at most %3)</source>
        <translation>[Méàñ~ stàléñéss~~~ %1 üpdàtés~~ · thé~ stràgglérs~~~~' gràdîéñts~~~ àrrîvé~~ %2 üpdàtés~~ õld~ õñ àvéràgé~~ (àt mõst~ %3)]</translation>
    </message>
    <message>
        <source>Mean staleness %1 · stragglers %2</source>
        <translation>[Méàñ~ stàléñéss~~~ %1 · stràgglérs~~~~ %2]</translation>
    </message>
    <message>
        <source>Loss above the best, same arrivals under each rule</source>
        <translation>[Lõss~ àbõvé~~ thé~ bést~, sàmé~ àrrîvàls~~~ üñdér~~ éàçh~ rülé~]</translation>
    </message>
    <message>
        <source>The weight</source>
        <translation>[Thé~ wéîght~~]</translation>
    </message>
    <message>
        <source>moves w by the full η, however old the gradient</source>
        <translation>[mõvés~~ w bý thé~ füll~ η, hõwévér~~ õld~ thé~ gràdîéñt~~~]</translation>
    </message>
    <message>
        <source>moves w by η/(1+τ) for a gradient τ updates old</source>
        <translation>[mõvés~~ w bý η/(1+τ) fõr~ à gràdîéñt~~~ τ üpdàtés~~ õld~]</translation>
    </message>
    <message>
        <source>shrinks η with the square root of the measured delay</source>
        <translation>[shrîñks~~ η wîth~ thé~ sqüàré~~ rõõt~ õf thé~ méàsüréd~~~ délàý~~]</translation>
    </message>
    <message>
        <source>applies the full η but caps each move at η × %1</source>
        <translation>[àpplîés~~ thé~ füll~ η büt~ çàps~ éàçh~ mõvé~ àt η × %1]</translation>
    </message>
    <message>
        <source>corrects the gradient toward the weight it lands on by λ g² (w_now − w_read), λ = %1</source>
        <translation>[çõrréçts~~~ thé~ gràdîéñt~~~ tõwàrd~~ thé~ wéîght~~ ît làñds~~ õñ bý λ g² (w_ñõw~ − w_réàd~), λ = %1]</translation>
    </message>
    <message>
        <source>every gradient moves w by the full η, even a straggler's that is %1 old and points back toward where w used to be, so each late kick undoes part of the progress</source>
        <translation>[évérý~~ gràdîéñt~~~ mõvés~~ w bý thé~ füll~ η, évéñ~ à stràgglér~~~'s thàt~ îs %1 õld~ àñd~ põîñts~~ bàçk~ tõwàrd~~ whéré~~ w üséd~ tõ bé, sõ éàçh~ làté~ kîçk~ üñdõés~~ pàrt~ õf thé~ prõgréss~~~]</translation>
    </message>
    <message>
        <source>a gradient τ updates old moves w by η/(1+τ), so a straggler's kick is cut to about 1/%1; but the fast workers' gradients are %2 updates old on average too, so every step shrinks and w approaches slowly</source>
        <translation>[à gràdîéñt~~~ τ üpdàtés~~ õld~ mõvés~~ w bý η/(1+τ), sõ à stràgglér~~~'s kîçk~ îs çüt~ tõ àbõüt~~ 1/%1; büt~ thé~ fàst~ wõrkérs~~' gràdîéñts~~~ àré~ %2 üpdàtés~~ õld~ õñ àvéràgé~~ tõõ~, sõ évérý~~ stép~ shrîñks~~ àñd~ w àpprõàçhés~~~~ slõwlý~~]</translation>
    </message>
    <message>
        <source>the step shrinks with the square root of the measured delay: old gradients count less, fresh ones keep most of η</source>
        <translation>[thé~ stép~ shrîñks~~ wîth~ thé~ sqüàré~~ rõõt~ õf thé~ méàsüréd~~~ délàý~~: õld~ gràdîéñts~~~ çõüñt~~ léss~, frésh~~ õñés~ kéép~ mõst~ õf η]</translation>
    </message>
    <message>
        <source>no gradient can move w by more than η × %1, which bounds a late kick but still applies it in the wrong direction</source>
        <translation>[ñõ gràdîéñt~~~ çàñ~ mõvé~ w bý mõré~ thàñ~ η × %1, whîçh~~ bõüñds~~ à làté~ kîçk~ büt~ stîll~~ àpplîés~~ ît îñ thé~ wrõñg~~ dîréçtîõñ~~~]</translation>
    </message>
    <message>
        <source>the gradient is corrected toward the weight it lands on with λ g² (w_now − w_read), λ = %1; a rough curvature guess, so it helps only as far as g² matches the curvature</source>
        <translation>[thé~ gràdîéñt~~~ îs çõrréçtéd~~~ tõwàrd~~ thé~ wéîght~~ ît làñds~~ õñ wîth~ λ g² (w_ñõw~ − w_réàd~), λ = %1; à rõügh~~ çürvàtüré~~~ güéss~~, sõ ît hélps~~ õñlý~ às fàr~ às g² màtçhés~~ thé~ çürvàtüré~~~]</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; %2 (final loss %3, swing %4): %5.</source>
        <translation>[&lt;b&gt;%1&lt;/b&gt; %2 (fîñàl~~ lõss~ %3, swîñg~~ %4): %5.]</translation>
    </message>
    <message>
        <source>&lt;b&gt;Update 0: the start.&lt;/b&gt; %1 workers read w = %2; %3 are slow, so their gradients land long after w has moved on. Five server rules get the same arrivals. &lt;i&gt;Predict:&lt;/i&gt; which settle at w = %4?&lt;br&gt;</source>
        <translation>[&lt;b&gt;Üpdàté~~ 0: thé~ stàrt~~.&lt;/b&gt; %1 wõrkérs~~ réàd~ w = %2; %3 àré~ slõw~, sõ théîr~~ gràdîéñts~~~ làñd~ lõñg~ àftér~~ w hàs~ mõvéd~~ õñ. Fîvé~ sérvér~~ rülés~~ gét~ thé~ sàmé~ àrrîvàls~~~. &lt;i&gt;Prédîçt~~:&lt;/i&gt; whîçh~~ séttlé~~ àt w = %4?&lt;br&gt;]</translation>
    </message>
    <message>
        <source>&lt;b&gt;Update %1 of %2.&lt;/b&gt; Worker %3's gradient %4 &lt;b&gt;%5&lt;/b&gt; old. Subtracted from w this update: constant η %6, η/(1+τ) %7, AdaDelay-style %8, clipped %9, compensated %10.&lt;br&gt;</source>
        <translation>[&lt;b&gt;Üpdàté~~ %1 õf %2.&lt;/b&gt; Wõrkér~~ %3's gràdîéñt~~~ %4 &lt;b&gt;%5&lt;/b&gt; õld~. Sübtràçtéd~~~~ frõm~ w thîs~ üpdàté~~: çõñstàñt~~~ η %6, η/(1+τ) %7, ÀdàDélàý~~~-stýlé~~ %8, çlîppéd~~ %9, çõmpéñsàtéd~~~~ %10.&lt;br&gt;]</translation>
    </message>
    <message>
        <source>(a straggler) was</source>
        <translation>[(à stràgglér~~~) wàs~]</translation>
    </message>
    <message>
        <source>was</source>
        <translation>[wàs~]</translation>
    </message>
    <message>
        <source>best w = %1/%2 = %3</source>
        <translation>[bést~ w = %1/%2 = %3]</translation>
    </message>
    <message>
        <source>best %1</source>
        <translation>[bést~ %1]</translation>
    </message>
    <message>
        <source>w after each round → best w</source>
        <translation>[w àftér~~ éàçh~ rõüñd~~ → bést~ w]</translation>
    </message>
    <message>
        <source>true line y = %1x %2 %3 (needs a bias)</source>
        <translation>[trüé~ lîñé~ ý = %1x %2 %3 (ñééds~~ à bîàs~)]</translation>
    </message>
    <message>
        <source>model y = %1x</source>
        <translation>[mõdél~~ ý = %1x]</translation>
    </message>
    <message>
        <source>The shards and the line the model draws</source>
        <translation>[Thé~ shàrds~~ àñd~ thé~ lîñé~ thé~ mõdél~~ dràws~~]</translation>
    </message>
    <message>
        <source>The shards and the model's line</source>
        <translation>[Thé~ shàrds~~ àñd~ thé~ mõdél~~'s lîñé~]</translation>
    </message>
    <message>
        <source>no gradients yet:
same w for all %1</source>
        <translation>[ñõ gràdîéñts~~~ ýét~:
sàmé~ w fõr~ àll~ %1]</translation>
    </message>
    <message>
        <source>no gradients
yet</source>
        <translation>[ñõ gràdîéñts~~~
ýét~]</translation>
    </message>
    <message>
        <source>start</source>
        <translation>[stàrt~~]</translation>
    </message>
    <message>
        <source>all %1 in:
barrier opens</source>
        <translation>[àll~ %1 îñ:
bàrrîér~~ õpéñs~~]</translation>
    </message>
    <message>
        <source>waiting:
%1 of %2 in</source>
        <translation>[wàîtîñg~~:
%1 õf %2 îñ]</translation>
    </message>
    <message>
        <source>every worker: w %1 → %2</source>
        <translation>[évérý~~ wõrkér~~: w %1 → %2]</translation>
    </message>
    <message>
        <source>no server: all-reduce</source>
        <translation>[ñõ sérvér~~: àll~-rédüçé~~]</translation>
    </message>
    <message>
        <source>no gradients yet</source>
        <translation>[ñõ gràdîéñts~~~ ýét~]</translation>
    </message>
    <message>
        <source>summing chunks…</source>
        <translation>[sümmîñg~~ çhüñks~~…]</translation>
    </message>
    <message>
        <source>all: w %1 → %2</source>
        <translation>[àll~: w %1 → %2]</translation>
    </message>
    <message>
        <source>all: w = %1</source>
        <translation>[àll~: w = %1]</translation>
    </message>
    <message>
        <source>every worker: w = %1</source>
        <translation>[évérý~~ wõrkér~~: w = %1]</translation>
    </message>
    <message>
        <source>sum</source>
        <translation>[süm~]</translation>
    </message>
    <message>
        <source>FedAvg</source>
        <translation>[FédÀvg~~]</translation>
    </message>
    <message>
        <source>sum of g = %1</source>
        <translation>[süm~ õf g = %1]</translation>
    </message>
    <message>
        <source>mean g = %1</source>
        <translation>[méàñ~ g = %1]</translation>
    </message>
    <message>
        <source>step α = η/K = %1</source>
        <translation>[stép~ α = η/K = %1]</translation>
    </message>
    <message>
        <source>step η = %1</source>
        <translation>[stép~ η = %1]</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>[çõmpüté~~]</translation>
    </message>
    <message>
        <source>reduce-scatter</source>
        <translation>[rédüçé~~-sçàttér~~]</translation>
    </message>
    <message>
        <source>all-gather</source>
        <translation>[àll~-gàthér~~]</translation>
    </message>
    <message>
        <source>pull</source>
        <translation>[püll~]</translation>
    </message>
    <message>
        <source>barrier</source>
        <translation>[bàrrîér~~]</translation>
    </message>
    <message>
        <source>aggregate</source>
        <translation>[àggrégàté~~~]</translation>
    </message>
    <message>
        <source>broadcast</source>
        <translation>[brõàdçàst~~~]</translation>
    </message>
    <message>
        <source>w after the round</source>
        <translation>[w àftér~~ thé~ rõüñd~~]</translation>
    </message>
    <message>
        <source>mean gradient</source>
        <translation>[méàñ~ gràdîéñt~~~]</translation>
    </message>
    <message>
        <source>shard y</source>
        <translation>[shàrd~~ ý]</translation>
    </message>
    <message>
        <source>worker %1 on (%2, %3) gets g = %4</source>
        <translation>[wõrkér~~ %1 õñ (%2, %3) géts~ g = %4]</translation>
    </message>
    <message>
        <source>worker %1 gets g = %2</source>
        <translation>[wõrkér~~ %1 géts~ g = %2]</translation>
    </message>
    <message>
        <source>&lt;i&gt;Compute:&lt;/i&gt; each worker takes the slope on its own shard only: %1. </source>
        <translation>[&lt;i&gt;Çõmpüté~~:&lt;/i&gt; éàçh~ wõrkér~~ tàkés~~ thé~ slõpé~~ õñ îts~ õwñ~ shàrd~~ õñlý~: %1. ]</translation>
    </message>
    <message>
        <source>&lt;i&gt;Compute:&lt;/i&gt; each worker takes the slope on its own shard only: the %1 gradients run from %2 to %3. </source>
        <translation>[&lt;i&gt;Çõmpüté~~:&lt;/i&gt; éàçh~ wõrkér~~ tàkés~~ thé~ slõpé~~ õñ îts~ õwñ~ shàrd~~ õñlý~: thé~ %1 gràdîéñts~~~ rüñ~ frõm~ %2 tõ %3. ]</translation>
    </message>
    <message>
        <source>&lt;i&gt;Barrier:&lt;/i&gt; all gradients are ready at t = %1, so no one waits this round. </source>
        <translation>[&lt;i&gt;Bàrrîér~~:&lt;/i&gt; àll~ gràdîéñts~~~ àré~ réàdý~~ àt t = %1, sõ ñõ õñé~ wàîts~~ thîs~ rõüñd~~. ]</translation>
    </message>
    <message>
        <source>&lt;i&gt;Barrier:&lt;/i&gt; nobody moves on until the slowest worker (worker %1) is done at t = %2; the faster ones sit idle for %3 s in total this round (%4 s so far). </source>
        <translation>[&lt;i&gt;Bàrrîér~~:&lt;/i&gt; ñõbõdý~~ mõvés~~ õñ üñtîl~~ thé~ slõwést~~ wõrkér~~ (wõrkér~~ %1) îs dõñé~ àt t = %2; thé~ fàstér~~ õñés~ sît~ îdlé~ fõr~ %3 s îñ tõtàl~~ thîs~ rõüñd~~ (%4 s sõ fàr~). ]</translation>
    </message>
    <message>
        <source>&lt;i&gt;Ring all-reduce:&lt;/i&gt; there is no server. The workers pass chunks of their gradients to the next worker on the ring: %1 reduce-scatter steps build the sums, %2 all-gather steps hand every worker the finished result (%3 steps). Each worker sends %4 and receives %5 per round. </source>
        <translation>[&lt;i&gt;Rîñg~ àll~-rédüçé~~:&lt;/i&gt; théré~~ îs ñõ sérvér~~. Thé~ wõrkérs~~ pàss~ çhüñks~~ õf théîr~~ gràdîéñts~~~ tõ thé~ ñéxt~ wõrkér~~ õñ thé~ rîñg~: %1 rédüçé~~-sçàttér~~ stéps~~ büîld~~ thé~ süms~, %2 àll~-gàthér~~ stéps~~ hàñd~ évérý~~ wõrkér~~ thé~ fîñîshéd~~~ résült~~ (%3 stéps~~). Éàçh~ wõrkér~~ séñds~~ %4 àñd~ réçéîvés~~~ %5 pér~ rõüñd~~. ]</translation>
    </message>
    <message>
        <source>&lt;i&gt;Update:&lt;/i&gt; every worker now holds the same %1 and applies the same step (%2): w = %3 − %4 × %5 %7 &lt;b&gt;%6&lt;/b&gt; on every worker. </source>
        <translation>[&lt;i&gt;Üpdàté~~:&lt;/i&gt; évérý~~ wõrkér~~ ñõw~ hõlds~~ thé~ sàmé~ %1 àñd~ àpplîés~~ thé~ sàmé~ stép~ (%2): w = %3 − %4 × %5 %7 &lt;b&gt;%6&lt;/b&gt; õñ évérý~~ wõrkér~~. ]</translation>
    </message>
    <message>
        <source>&lt;i&gt;Push and aggregate:&lt;/i&gt; the server receives %1 (%2 in) and combines them: %3, each worker weighted by its share of the samples. </source>
        <translation>[&lt;i&gt;Püsh~ àñd~ àggrégàté~~~:&lt;/i&gt; thé~ sérvér~~ réçéîvés~~~ %1 (%2 îñ) àñd~ çõmbîñés~~~ thém~: %3, éàçh~ wõrkér~~ wéîghtéd~~~ bý îts~ shàré~~ õf thé~ sàmplés~~. ]</translation>
    </message>
    <message>
        <source>&lt;i&gt;Push and aggregate:&lt;/i&gt; the server receives %1 (%2 in) and combines them: %3. </source>
        <translation>[&lt;i&gt;Püsh~ àñd~ àggrégàté~~~:&lt;/i&gt; thé~ sérvér~~ réçéîvés~~~ %1 (%2 îñ) àñd~ çõmbîñés~~~ thém~: %3. ]</translation>
    </message>
    <message>
        <source>&lt;i&gt;Update:&lt;/i&gt; one global step (%1): w = %2 − %3 × %4 %6 &lt;b&gt;%5&lt;/b&gt;. </source>
        <translation>[&lt;i&gt;Üpdàté~~:&lt;/i&gt; õñé~ glõbàl~~ stép~ (%1): w = %2 − %3 × %4 %6 &lt;b&gt;%5&lt;/b&gt;. ]</translation>
    </message>
    <message>
        <source>&lt;i&gt;Broadcast:&lt;/i&gt; that single new weight goes back to the one worker (%1 out). </source>
        <translation>[&lt;i&gt;Brõàdçàst~~~:&lt;/i&gt; thàt~ sîñglé~~ ñéw~ wéîght~~ gõés~ bàçk~ tõ thé~ õñé~ wõrkér~~ (%1 õüt~). ]</translation>
    </message>
    <message>
        <source>&lt;i&gt;Broadcast:&lt;/i&gt; that single new weight goes back to all %1 workers (%2 out). </source>
        <translation>[&lt;i&gt;Brõàdçàst~~~:&lt;/i&gt; thàt~ sîñglé~~ ñéw~ wéîght~~ gõés~ bàçk~ tõ àll~ %1 wõrkérs~~ (%2 õüt~). ]</translation>
    </message>
    <message>
        <source>&lt;b&gt;Round 0 of %1: the start.&lt;/b&gt; The one worker holds the same weight w0 = %2 and no gradient has been computed yet. </source>
        <translation>[&lt;b&gt;Rõüñd~~ 0 õf %1: thé~ stàrt~~.&lt;/b&gt; Thé~ õñé~ wõrkér~~ hõlds~~ thé~ sàmé~ wéîght~~ w0 = %2 àñd~ ñõ gràdîéñt~~~ hàs~ bééñ~ çõmpütéd~~~ ýét~. ]</translation>
    </message>
    <message>
        <source>&lt;b&gt;Round 0 of %1: the start.&lt;/b&gt; All %2 workers hold the same weight w0 = %3 and no gradient has been computed yet. </source>
        <translation>[&lt;b&gt;Rõüñd~~ 0 õf %1: thé~ stàrt~~.&lt;/b&gt; Àll~ %2 wõrkérs~~ hõld~ thé~ sàmé~ wéîght~~ w0 = %3 àñd~ ñõ gràdîéñt~~~ hàs~ bééñ~ çõmpütéd~~~ ýét~. ]</translation>
    </message>
    <message>
        <source>worker %1 has (%2, %3)</source>
        <translation>[wõrkér~~ %1 hàs~ (%2, %3)]</translation>
    </message>
    <message>
        <source>Each worker owns one shard of the data: %1. </source>
        <translation>[Éàçh~ wõrkér~~ õwñs~ õñé~ shàrd~~ õf thé~ dàtà~: %1. ]</translation>
    </message>
    <message>
        <source>In round 1 every worker takes the slope on its own shard, and the ring all-reduce hands all of them the same combined gradient. </source>
        <translation>[Îñ rõüñd~~ 1 évérý~~ wõrkér~~ tàkés~~ thé~ slõpé~~ õñ îts~ õwñ~ shàrd~~, àñd~ thé~ rîñg~ àll~-rédüçé~~ hàñds~~ àll~ õf thém~ thé~ sàmé~ çõmbîñéd~~~ gràdîéñt~~~. ]</translation>
    </message>
    <message>
        <source>In round 1 every worker takes the slope on its own shard and pushes it to the server, which makes one step and sends the new weight back. </source>
        <translation>[Îñ rõüñd~~ 1 évérý~~ wõrkér~~ tàkés~~ thé~ slõpé~~ õñ îts~ õwñ~ shàrd~~ àñd~ püshés~~ ît tõ thé~ sérvér~~, whîçh~~ màkés~~ õñé~ stép~ àñd~ séñds~~ thé~ ñéw~ wéîght~~ bàçk~. ]</translation>
    </message>
    <message>
        <source>&lt;i&gt;Predict:&lt;/i&gt; at w = %1, what will the gradient be, and will w go up or down?</source>
        <translation>[&lt;i&gt;Prédîçt~~:&lt;/i&gt; àt w = %1, whàt~ wîll~ thé~ gràdîéñt~~~ bé, àñd~ wîll~ w gõ üp õr dõwñ~?]</translation>
    </message>
    <message>
        <source>&lt;i&gt;Predict:&lt;/i&gt; at w = %1, what will the %2 gradients be, and will w go up or down?</source>
        <translation>[&lt;i&gt;Prédîçt~~:&lt;/i&gt; àt w = %1, whàt~ wîll~ thé~ %2 gràdîéñts~~~ bé, àñd~ wîll~ w gõ üp õr dõwñ~?]</translation>
    </message>
    <message>
        <source>The one worker starts from the same weight w = %1. </source>
        <translation>[Thé~ õñé~ wõrkér~~ stàrts~~ frõm~ thé~ sàmé~ wéîght~~ w = %1. ]</translation>
    </message>
    <message>
        <source>All %1 workers start from the same weight w = %2. </source>
        <translation>[Àll~ %1 wõrkérs~~ stàrt~~ frõm~ thé~ sàmé~ wéîght~~ w = %2. ]</translation>
    </message>
    <message>
        <source>&lt;i&gt;Pull:&lt;/i&gt; the one worker fetches the same weight w = %1 from the server. </source>
        <translation>[&lt;i&gt;Püll~:&lt;/i&gt; thé~ õñé~ wõrkér~~ fétçhés~~ thé~ sàmé~ wéîght~~ w = %1 frõm~ thé~ sérvér~~. ]</translation>
    </message>
    <message>
        <source>&lt;i&gt;Pull:&lt;/i&gt; all %1 workers fetch the same weight w = %2 from the server. </source>
        <translation>[&lt;i&gt;Püll~:&lt;/i&gt; àll~ %1 wõrkérs~~ fétçh~~ thé~ sàmé~ wéîght~~ w = %2 frõm~ thé~ sérvér~~. ]</translation>
    </message>
    <message>
        <source>The loss &lt;b&gt;rises&lt;/b&gt; from %1 to %2: the step overshoots, so lower η; the best single weight is %3 = %4.</source>
        <translation>[Thé~ lõss~ &lt;b&gt;rîsés~~&lt;/b&gt; frõm~ %1 tõ %2: thé~ stép~ õvérshõõts~~~~, sõ lõwér~~ η; thé~ bést~ sîñglé~~ wéîght~~ îs %3 = %4.]</translation>
    </message>
    <message>
        <source>The loss drops from %1 to %2; the best single weight is %3 = %4.</source>
        <translation>[Thé~ lõss~ drõps~~ frõm~ %1 tõ %2; thé~ bést~ sîñglé~~ wéîght~~ îs %3 = %4.]</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;i&gt;Not %1 final models:&lt;/i&gt; the workers only ever send gradients; there is one global weight, and after the round every worker holds the same copy of it.</source>
        <translation>[&lt;br&gt;&lt;i&gt;Ñõt~ %1 fîñàl~~ mõdéls~~:&lt;/i&gt; thé~ wõrkérs~~ õñlý~ évér~ séñd~ gràdîéñts~~~; théré~~ îs õñé~ glõbàl~~ wéîght~~, àñd~ àftér~~ thé~ rõüñd~~ évérý~~ wõrkér~~ hõlds~~ thé~ sàmé~ çõpý~ õf ît.]</translation>
    </message>
    <message>
        <source>ring all-reduce, no server</source>
        <translation>[rîñg~ àll~-rédüçé~~, ñõ sérvér~~]</translation>
    </message>
    <message>
        <source>parameter server (star)</source>
        <translation>[pàràmétér~~~ sérvér~~ (stàr~)]</translation>
    </message>
    <message>
        <source>Synchronous SGD · %1 · %2 · %3 · %4</source>
        <translation>[Sýñçhrõñõüs~~~~ SGD~ · %1 · %2 · %3 · %4]</translation>
    </message>
    <message>
        <source>start: nothing done yet</source>
        <translation>[stàrt~~: ñõthîñg~~ dõñé~ ýét~]</translation>
    </message>
    <message>
        <source>round complete</source>
        <translation>[rõüñd~~ çõmplété~~~]</translation>
    </message>
    <message>
        <source>now: %1</source>
        <translation>[ñõw~: %1]</translation>
    </message>
    <message>
        <source>The start: the one worker holds the same w = %1 and nothing has been sent yet</source>
        <translation>[Thé~ stàrt~~: thé~ õñé~ wõrkér~~ hõlds~~ thé~ sàmé~ w = %1 àñd~ ñõthîñg~~ hàs~ bééñ~ séñt~ ýét~]</translation>
    </message>
    <message>
        <source>The start: all %1 workers hold the same w = %2 and nothing has been sent yet</source>
        <translation>[Thé~ stàrt~~: àll~ %1 wõrkérs~~ hõld~ thé~ sàmé~ w = %2 àñd~ ñõthîñg~~ hàs~ bééñ~ séñt~ ýét~]</translation>
    </message>
    <message>
        <source>The start: every worker holds w = %1, nothing sent yet</source>
        <translation>[Thé~ stàrt~~: évérý~~ wõrkér~~ hõlds~~ w = %1, ñõthîñg~~ séñt~ ýét~]</translation>
    </message>
    <message>
        <source>Start: every worker holds w = %1</source>
        <translation>[Stàrt~~: évérý~~ wõrkér~~ hõlds~~ w = %1]</translation>
    </message>
    <message>
        <source>Ring, counted: each worker sent %1 and received %2 this round · rule 2(K−1)/K × %3 = %4</source>
        <translation>[Rîñg~, çõüñtéd~~: éàçh~ wõrkér~~ séñt~ %1 àñd~ réçéîvéd~~~ %2 thîs~ rõüñd~~ · rülé~ 2(K−1)/K × %3 = %4]</translation>
    </message>
    <message>
        <source>Ring, counted: each worker sent %1 · rule 2(K−1)/K × %2 = %3</source>
        <translation>[Rîñg~, çõüñtéd~~: éàçh~ wõrkér~~ séñt~ %1 · rülé~ 2(K−1)/K × %2 = %3]</translation>
    </message>
    <message>
        <source>Ring, counted: each worker sent %1</source>
        <translation>[Rîñg~, çõüñtéd~~: éàçh~ wõrkér~~ séñt~ %1]</translation>
    </message>
    <message>
        <source>Star, counted: each worker sent %1 up, got %2 back (model %3) · the server took in %4, sent %5</source>
        <translation>[Stàr~, çõüñtéd~~: éàçh~ wõrkér~~ séñt~ %1 üp, gõt~ %2 bàçk~ (mõdél~~ %3) · thé~ sérvér~~ tõõk~ îñ %4, séñt~ %5]</translation>
    </message>
    <message>
        <source>Star, counted: each worker sent %1, got %2 · server %3 in, %4 out</source>
        <translation>[Stàr~, çõüñtéd~~: éàçh~ wõrkér~~ séñt~ %1, gõt~ %2 · sérvér~~ %3 îñ, %4 õüt~]</translation>
    </message>
    <message>
        <source>Star, counted: server %1 in, %2 out</source>
        <translation>[Stàr~, çõüñtéd~~: sérvér~~ %1 îñ, %2 õüt~]</translation>
    </message>
    <message>
        <source>Ring, no hub: each worker sends %1 and receives %2 per round = 2(K−1)/K × %3, in %4 steps</source>
        <translation>[Rîñg~, ñõ hüb~: éàçh~ wõrkér~~ séñds~~ %1 àñd~ réçéîvés~~~ %2 pér~ rõüñd~~ = 2(K−1)/K × %3, îñ %4 stéps~~]</translation>
    </message>
    <message>
        <source>Ring, no hub: each worker sends %1, receives %2 = 2(K−1)/K × %3</source>
        <translation>[Rîñg~, ñõ hüb~: éàçh~ wõrkér~~ séñds~~ %1, réçéîvés~~~ %2 = 2(K−1)/K × %3]</translation>
    </message>
    <message>
        <source>Ring: each worker sends %1, receives %2</source>
        <translation>[Rîñg~: éàçh~ wõrkér~~ séñds~~ %1, réçéîvés~~~ %2]</translation>
    </message>
    <message>
        <source>Star: each worker sends %1 up, gets %2 back · the server takes in %3 (fan-in), sends out %4</source>
        <translation>[Stàr~: éàçh~ wõrkér~~ séñds~~ %1 üp, géts~ %2 bàçk~ · thé~ sérvér~~ tàkés~~ îñ %3 (fàñ~-îñ), séñds~~ õüt~ %4]</translation>
    </message>
    <message>
        <source>Star: each worker sends %1, gets %2 · server: %3 in, %4 out</source>
        <translation>[Stàr~: éàçh~ wõrkér~~ séñds~~ %1, géts~ %2 · sérvér~~: %3 îñ, %4 õüt~]</translation>
    </message>
    <message>
        <source>Star: server takes in %1, sends out %2</source>
        <translation>[Stàr~: sérvér~~ tàkés~~ îñ %1, séñds~~ õüt~ %2]</translation>
    </message>
    <message>
        <source>The loss went up (%1 → %2): this step size overshoots for this data · still one global weight, never %3 models</source>
        <translation>[Thé~ lõss~ wéñt~ üp (%1 → %2): thîs~ stép~ sîzé~ õvérshõõts~~~~ fõr~ thîs~ dàtà~ · stîll~~ õñé~ glõbàl~~ wéîght~~, ñévér~~ %3 mõdéls~~]</translation>
    </message>
    <message>
        <source>The loss went up (%1 → %2): the step overshoots · still one global weight</source>
        <translation>[Thé~ lõss~ wéñt~ üp (%1 → %2): thé~ stép~ õvérshõõts~~~~ · stîll~~ õñé~ glõbàl~~ wéîght~~]</translation>
    </message>
    <message>
        <source>Loss up (%1 → %2): the step overshoots</source>
        <translation>[Lõss~ üp (%1 → %2): thé~ stép~ õvérshõõts~~~~]</translation>
    </message>
    <message>
        <source>w pulled</source>
        <translation>[w pülléd~~]</translation>
    </message>
    <message>
        <source>w after update</source>
        <translation>[w àftér~~ üpdàté~~]</translation>
    </message>
    <message>
        <source>loss at w</source>
        <translation>[lõss~ àt w]</translation>
    </message>
    <message>
        <source>Synchronous SGD: no rounds</source>
        <translation>[Sýñçhrõñõüs~~~~ SGD~: ñõ rõüñds~~]</translation>
    </message>
    <message>
        <source>compute %1 s</source>
        <translation>[çõmpüté~~ %1 s]</translation>
    </message>
    <message>
        <source>idle %1 s</source>
        <translation>[îdlé~ %1 s]</translation>
    </message>
    <message>
        <source>nothing has run yet</source>
        <translation>[ñõthîñg~~ hàs~ rüñ~ ýét~]</translation>
    </message>
    <message>
        <source>barrier t = %1</source>
        <translation>[bàrrîér~~ t = %1]</translation>
    </message>
    <message>
        <source>scatter</source>
        <translation>[sçàttér~~]</translation>
    </message>
    <message>
        <source>gather</source>
        <translation>[gàthér~~]</translation>
    </message>
    <message>
        <source>%1 steps</source>
        <translation>[%1 stéps~~]</translation>
    </message>
    <message>
        <source>aggregate · update · broadcast</source>
        <translation>[àggrégàté~~~ · üpdàté~~ · brõàdçàst~~~]</translation>
    </message>
    <message>
        <source>update · broadcast</source>
        <translation>[üpdàté~~ · brõàdçàst~~~]</translation>
    </message>
    <message>
        <source>This round: compute, wait, ring steps (chunk sent)</source>
        <translation>[Thîs~ rõüñd~~: çõmpüté~~, wàît~, rîñg~ stéps~~ (çhüñk~~ séñt~)]</translation>
    </message>
    <message>
        <source>This round: compute, wait, ring steps</source>
        <translation>[Thîs~ rõüñd~~: çõmpüté~~, wàît~, rîñg~ stéps~~]</translation>
    </message>
    <message>
        <source>This round: compute, then wait at the barrier</source>
        <translation>[Thîs~ rõüñd~~: çõmpüté~~, théñ~ wàît~ àt thé~ bàrrîér~~]</translation>
    </message>
    <message>
        <source>This round: compute, then wait</source>
        <translation>[Thîs~ rõüñd~~: çõmpüté~~, théñ~ wàît~]</translation>
    </message>
    <message>
        <source>the start: no round has run, nobody has waited</source>
        <translation>[thé~ stàrt~~: ñõ rõüñd~~ hàs~ rüñ~, ñõbõdý~~ hàs~ wàîtéd~~]</translation>
    </message>
    <message>
        <source>idle this round %1 s · idle so far %2 s</source>
        <translation>[îdlé~ thîs~ rõüñd~~ %1 s · îdlé~ sõ fàr~ %2 s]</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>[wàîtîñg~~]</translation>
    </message>
    <message>
        <source>Space the x axis by powers of ten, so a design that is done in microseconds and one that needs seconds can be read on one chart.</source>
        <translation>[Spàçé~~ thé~ x àxîs~ bý põwérs~~ õf téñ~, sõ à désîgñ~~ thàt~ îs dõñé~ îñ mîçrõséçõñds~~~~ àñd~ õñé~ thàt~ ñééds~~ séçõñds~~ çàñ~ bé réàd~ õñ õñé~ çhàrt~~.]</translation>
    </message>
    <message>
        <source>CPU kernels</source>
        <translation>[ÇPÜ~ kérñéls~~]</translation>
    </message>
    <message>
        <source>One global weight, never %1 models · solid green arrow g &lt; 0 (w rises), dashed red g &gt; 0</source>
        <translation>[Õñé~ glõbàl~~ wéîght~~, ñévér~~ %1 mõdéls~~ · sõlîd~~ grééñ~~ àrrõw~~ g &lt; 0 (w rises), dashed red g &gt; 0]</translation>
    </message>
    <message>
        <source>One global weight · solid green g &lt; 0, dashed red g &gt; 0</source>
        <translation>[Õñé~ glõbàl~~ wéîght~~ · sõlîd~~ grééñ~~ g &lt; 0, dashed red g &gt; 0]</translation>
    </message>
    <message>
        <source>%2 update per round on one global weight: never %1 final models · solid green arrow g &lt; 0 (w rises), dashed red g &gt; 0</source>
        <translation>[%2 üpdàté~~ pér~ rõüñd~~ õñ õñé~ glõbàl~~ wéîght~~: ñévér~~ %1 fîñàl~~ mõdéls~~ · sõlîd~~ grééñ~~ àrrõw~~ g &lt; 0 (w rises), dashed red g &gt; 0]</translation>
    </message>
    <message>
        <source>%2 update per round on one global weight, never %1 models · solid green g &lt; 0, dashed red g &gt; 0</source>
        <translation>[%2 üpdàté~~ pér~ rõüñd~~ õñ õñé~ glõbàl~~ wéîght~~, ñévér~~ %1 mõdéls~~ · sõlîd~~ grééñ~~ g &lt; 0, dashed red g &gt; 0]</translation>
    </message>
    <message>
        <source>One global weight, never %1 models · solid green g &lt; 0, dashed red g &gt; 0</source>
        <translation>[Õñé~ glõbàl~~ wéîght~~, ñévér~~ %1 mõdéls~~ · sõlîd~~ grééñ~~ g &lt; 0, dashed red g &gt; 0]</translation>
    </message>
    <message>
        <source> (log scale)</source>
        <comment>the end of a chart axis' title, left out of the hover box</comment>
        <translation>[ (lõg~ sçàlé~~)]</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>the hover box's heading: the x axis' name, the x value</comment>
        <translation>[%1: %2]</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <comment>a hovered point: its y value at its x value</comment>
        <translation>[%1 àt %2]</translation>
    </message>
    <message>
        <source>zoomed · double-click: whole range</source>
        <translation>[zõõméd~~ · dõüblé~~-çlîçk~~: whõlé~~ ràñgé~~]</translation>
    </message>
    <message>
        <source>Allowed: %1. Default: %2.</source>
        <translation>[Àllõwéd~~: %1. Défàült~~: %2.]</translation>
    </message>
    <message>
        <source>CPU, %1, %2</source>
        <translation>[ÇPÜ~, %1, %2]</translation>
    </message>
    <message>
        <source>CPU, %1</source>
        <translation>[ÇPÜ~, %1]</translation>
    </message>
    <message>
        <source>1 thread</source>
        <translation>[1 thréàd~~]</translation>
    </message>
    <message>
        <source>%1 threads</source>
        <translation>[%1 thréàds~~]</translation>
    </message>
    <message>
        <source>kernel measured</source>
        <translation>[kérñél~~ méàsüréd~~~]</translation>
    </message>
    <message>
        <source>kernel measured before</source>
        <translation>[kérñél~~ méàsüréd~~~ béfõré~~]</translation>
    </message>
    <message>
        <source>kernel guessed</source>
        <translation>[kérñél~~ güésséd~~]</translation>
    </message>
    <message>
        <source>GPU %1</source>
        <translation>[GPÜ~ %1]</translation>
    </message>
    <message>
        <source>a run ran away and is held at its last weight: lower η or the async rate</source>
        <translation>[à rüñ~ ràñ~ àwàý~ àñd~ îs héld~ àt îts~ làst~ wéîght~~: lõwér~~ η õr thé~ àsýñç~~ ràté~]</translation>
    </message>
    <message>
        <source>b = %1: %2 in %3 s instead of %4 s, %5 of %6 gradients dropped; at %7 s the loss above the best is %8 against plain sync's %9</source>
        <translation>[b = %1: %2 îñ %3 s îñstéàd~~ õf %4 s, %5 õf %6 gràdîéñts~~~ drõppéd~~; àt %7 s thé~ lõss~ àbõvé~~ thé~ bést~ îs %8 àgàîñst~~ plàîñ~~ sýñç~'s %9]</translation>
    </message>
    <message>
        <source>1 round</source>
        <translation>[1 rõüñd~~]</translation>
    </message>
    <message>
        <source>%1 rounds</source>
        <translation>[%1 rõüñds~~]</translation>
    </message>
    <message>
        <source>%1 updates per epoch with batch %2 and leftover %3</source>
        <translation>[%1 üpdàtés~~ pér~ épõçh~~ wîth~ bàtçh~~ %2 àñd~ léftõvér~~~ %3]</translation>
    </message>
    <message>
        <source>diverged after %1 updates: η is too large for this batch</source>
        <translation>[dîvérgéd~~~ àftér~~ %1 üpdàtés~~: η îs tõõ~ làrgé~~ fõr~ thîs~ bàtçh~~]</translation>
    </message>
    <message>
        <source>stopped after %1 of %2 updates; %3</source>
        <translation>[stõppéd~~ àftér~~ %1 õf %2 üpdàtés~~; %3]</translation>
    </message>
    <message>
        <source>diverged at the start: the numbers leave the range of a double</source>
        <translation>[dîvérgéd~~~ àt thé~ stàrt~~: thé~ ñümbérs~~ léàvé~~ thé~ ràñgé~~ õf à dõüblé~~]</translation>
    </message>
    <message>
        <source>diverged after step %1: the next step leaves the range of a double</source>
        <translation>[dîvérgéd~~~ àftér~~ stép~ %1: thé~ ñéxt~ stép~ léàvés~~ thé~ ràñgé~~ õf à dõüblé~~]</translation>
    </message>
    <message>
        <source>diverged after step %1: |1 − η·x²| = %2 &gt; 1, so every step multiplies the distance to w* instead of shrinking it</source>
        <translation>[dîvérgéd~~~ àftér~~ stép~ %1: |1 − η·x²| = %2 &gt; 1, sõ évérý~~ stép~ mültîplîés~~~~ thé~ dîstàñçé~~~ tõ w* îñstéàd~~ õf shrîñkîñg~~~ ît]</translation>
    </message>
    <message>
        <source>diverges: |1 − η·x²| = %1 &gt; 1, the distance to w* grows every step</source>
        <translation>[dîvérgés~~~: |1 − η·x²| = %1 &gt; 1, thé~ dîstàñçé~~~ tõ w* grõws~~ évérý~~ stép~]</translation>
    </message>
    <message>
        <source>never settles: |1 − η·x²| = 1, w bounces between two points</source>
        <translation>[ñévér~~ séttlés~~: |1 − η·x²| = 1, w bõüñçés~~ bétwééñ~~ twõ~ põîñts~~]</translation>
    </message>
    <message>
        <source>converges with overshoot: each step crosses the vertex w*</source>
        <translation>[çõñvérgés~~~ wîth~ õvérshõõt~~~: éàçh~ stép~ çrõssés~~ thé~ vértéx~~ w*]</translation>
    </message>
    <message>
        <source>converges: each step shrinks the distance to w* by the factor %1</source>
        <translation>[çõñvérgés~~~: éàçh~ stép~ shrîñks~~ thé~ dîstàñçé~~~ tõ w* bý thé~ fàçtõr~~ %1]</translation>
    </message>
    <message>
        <source> · %1 answers from %2</source>
        <translation>[ · %1 àñswérs~~ frõm~ %2]</translation>
    </message>
    <message>
        <source> (one network address: devices behind one router, or a script)</source>
        <translation>[ (õñé~ ñétwõrk~~ àddréss~~: dévîçés~~ béhîñd~~ õñé~ rõütér~~, õr à sçrîpt~~)]</translation>
    </message>
    <message>
        <source>stalled: no worker can make progress</source>
        <translation>[stàlléd~~: ñõ wõrkér~~ çàñ~ màké~ prõgréss~~~]</translation>
    </message>
    <message>
        <source>diverged: the weight ran away; lower η or use the staleness-aware rule</source>
        <translation>[dîvérgéd~~~: thé~ wéîght~~ ràñ~ àwàý~; lõwér~~ η õr üsé~ thé~ stàléñéss~~~-àwàré~~ rülé~]</translation>
    </message>
    <message>
        <source>%1 for %2; synchronous SGD would have written %3</source>
        <translation>[%1 fõr~ %2; sýñçhrõñõüs~~~~ SGD~ wõüld~~ hàvé~ wrîttéñ~~ %3]</translation>
    </message>
    <message>
        <source>1 server write</source>
        <translation>[1 sérvér~~ wrîté~~]</translation>
    </message>
    <message>
        <source>%1 server writes</source>
        <translation>[%1 sérvér~~ wrîtés~~]</translation>
    </message>
    <message>
        <source>1 gradient</source>
        <translation>[1 gràdîéñt~~~]</translation>
    </message>
    <message>
        <source>%1 gradients</source>
        <translation>[%1 gràdîéñts~~~]</translation>
    </message>
    <message>
        <source>1 time</source>
        <translation>[1 tîmé~]</translation>
    </message>
    <message>
        <source>%1; %2; small case: %3</source>
        <translation>[%1; %2; smàll~~ çàsé~: %3]</translation>
    </message>
    <message>
        <source>the async runs split at update %1 and end %2 apart</source>
        <translation>[thé~ àsýñç~~ rüñs~ splît~~ àt üpdàté~~ %1 àñd~ éñd~ %2 àpàrt~~]</translation>
    </message>
    <message>
        <source>the async runs kept the same order</source>
        <translation>[thé~ àsýñç~~ rüñs~ képt~ thé~ sàmé~ õrdér~~]</translation>
    </message>
    <message>
        <source>sync agrees bit for bit</source>
        <translation>[sýñç~ àgréés~~ bît~ fõr~ bît~]</translation>
    </message>
    <message>
        <source>sync differs</source>
        <translation>[sýñç~ dîfférs~~]</translation>
    </message>
    <message>
        <source>sync reaches the target first</source>
        <translation>[sýñç~ réàçhés~~ thé~ tàrgét~~ fîrst~~]</translation>
    </message>
    <message>
        <source>async reaches the target first</source>
        <translation>[àsýñç~~ réàçhés~~ thé~ tàrgét~~ fîrst~~]</translation>
    </message>
    <message>
        <source>neither reaches the target first</source>
        <translation>[ñéîthér~~ réàçhés~~ thé~ tàrgét~~ fîrst~~]</translation>
    </message>
    <message>
        <source>diverged: local steps with this η run away</source>
        <translation>[dîvérgéd~~~: lõçàl~~ stéps~~ wîth~ thîs~ η rüñ~ àwàý~]</translation>
    </message>
    <message>
        <source>the live nodes form %1 separate groups: they cannot reach one consensus</source>
        <translation>[thé~ lîvé~ ñõdés~~ fõrm~ %1 sépàràté~~~ grõüps~~: théý~ çàññõt~~ réàçh~~ õñé~ çõñséñsüs~~~]</translation>
    </message>
    <message>
        <source>one connected group; spectral gap %1, the spread shrinks by about %2 per round</source>
        <translation>[õñé~ çõññéçtéd~~~ grõüp~~; spéçtràl~~~ gàp~ %1, thé~ spréàd~~ shrîñks~~ bý àbõüt~~ %2 pér~ rõüñd~~]</translation>
    </message>
    <message>
        <source>After the shift at tick %1 the async model is back within %2 in %3 ticks; the batch model waits for its retrain at tick %4</source>
        <translation>[Àftér~~ thé~ shîft~~ àt tîçk~ %1 thé~ àsýñç~~ mõdél~~ îs bàçk~ wîthîñ~~ %2 îñ %3 tîçks~~; thé~ bàtçh~~ mõdél~~ wàîts~~ fõr~ îts~ rétràîñ~~ àt tîçk~ %4]</translation>
    </message>
    <message>
        <source>After the shift at tick %1 the async model is back within %2 in %3 ticks; the batch model is not retrained again in the run</source>
        <translation>[Àftér~~ thé~ shîft~~ àt tîçk~ %1 thé~ àsýñç~~ mõdél~~ îs bàçk~ wîthîñ~~ %2 îñ %3 tîçks~~; thé~ bàtçh~~ mõdél~~ îs ñõt~ rétràîñéd~~~ àgàîñ~~ îñ thé~ rüñ~]</translation>
    </message>
    <message>
        <source>After the shift at tick %1 the async model never gets back within %2; the batch model waits for its retrain at tick %3</source>
        <translation>[Àftér~~ thé~ shîft~~ àt tîçk~ %1 thé~ àsýñç~~ mõdél~~ ñévér~~ géts~ bàçk~ wîthîñ~~ %2; thé~ bàtçh~~ mõdél~~ wàîts~~ fõr~ îts~ rétràîñ~~ àt tîçk~ %3]</translation>
    </message>
    <message>
        <source>After the shift at tick %1 the async model never gets back within %2; the batch model is not retrained again in the run</source>
        <translation>[Àftér~~ thé~ shîft~~ àt tîçk~ %1 thé~ àsýñç~~ mõdél~~ ñévér~~ géts~ bàçk~ wîthîñ~~ %2; thé~ bàtçh~~ mõdél~~ îs ñõt~ rétràîñéd~~~ àgàîñ~~ îñ thé~ rüñ~]</translation>
    </message>
    <message>
        <source>While the optimum turns, mean tracking error: async %1, high staleness %2, batch %3</source>
        <translation>[Whîlé~~ thé~ õptîmüm~~ türñs~~, méàñ~ tràçkîñg~~~ érrõr~~: àsýñç~~ %1, hîgh~ stàléñéss~~~ %2, bàtçh~~ %3]</translation>
    </message>
    <message>
        <source>The weights ran away: lower η.</source>
        <translation>[Thé~ wéîghts~~ ràñ~ àwàý~: lõwér~~ η.]</translation>
    </message>
    <message>
        <source>1 thread (%1): %2 updates/s, %3% of writes collided. Measured: another run gives other numbers.</source>
        <translation>[1 thréàd~~ (%1): %2 üpdàtés~~/s, %3% õf wrîtés~~ çõllîdéd~~~. Méàsüréd~~~: àñõthér~~ rüñ~ gîvés~~ õthér~~ ñümbérs~~.]</translation>
    </message>
    <message>
        <source>%1 threads (%2): %3 updates/s, %4% of writes collided. Measured: another run gives other numbers.</source>
        <translation>[%1 thréàds~~ (%2): %3 üpdàtés~~/s, %4% õf wrîtés~~ çõllîdéd~~~. Méàsüréd~~~: àñõthér~~ rüñ~ gîvés~~ õthér~~ ñümbérs~~.]</translation>
    </message>
    <message>
        <source>%1 million</source>
        <translation>[%1 mîllîõñ~~]</translation>
    </message>
    <message>
        <source>a run ran away: its weight is held at its last value; lower η</source>
        <translation>[à rüñ~ ràñ~ àwàý~: îts~ wéîght~~ îs héld~ àt îts~ làst~ vàlüé~~; lõwér~~ η]</translation>
    </message>
    <message>
        <source>fitted momentum %1 against 1 − 1/K = %2; the leaky server leaves %3</source>
        <translation>[fîttéd~~ mõméñtüm~~~ %1 àgàîñst~~ 1 − 1/K = %2; thé~ léàký~~ sérvér~~ léàvés~~ %3]</translation>
    </message>
    <message>
        <source>overlap hides %1% of the communication: step %2 ms → %3 ms</source>
        <translation>[õvérlàp~~ hîdés~~ %1% õf thé~ çõmmüñîçàtîõñ~~~~~: stép~ %2 ms → %3 ms]</translation>
    </message>
    <message>
        <source>diverged: lower η</source>
        <translation>[dîvérgéd~~~: lõwér~~ η]</translation>
    </message>
    <message>
        <source>%1 bits per value: %2 bytes per message instead of %3</source>
        <translation>[%1 bîts~ pér~ vàlüé~~: %2 býtés~~ pér~ méssàgé~~ îñstéàd~~ õf %3]</translation>
    </message>
    <message>
        <source>%1 diverged: lower η</source>
        <translation>[%1 dîvérgéd~~~: lõwér~~ η]</translation>
    </message>
    <message>
        <source>diverged: the weight ran away; lower η</source>
        <translation>[dîvérgéd~~~: thé~ wéîght~~ ràñ~ àwàý~; lõwér~~ η]</translation>
    </message>
    <message>
        <source>a free server: %1 pushes per second, all the workers can make</source>
        <translation>[à fréé~ sérvér~~: %1 püshés~~ pér~ séçõñd~~, àll~ thé~ wõrkérs~~ çàñ~ màké~]</translation>
    </message>
    <message>
        <source>%1 pushes per second of the workers' %2; %3 can apply at most %4</source>
        <translation>[%1 püshés~~ pér~ séçõñd~~ õf thé~ wõrkérs~~' %2; %3 çàñ~ àpplý~~ àt mõst~ %4]</translation>
    </message>
    <message>
        <source>%1 pushes per second of the workers' %2; %3 can apply at most %4, and run at that ceiling</source>
        <translation>[%1 püshés~~ pér~ séçõñd~~ õf thé~ wõrkérs~~' %2; %3 çàñ~ àpplý~~ àt mõst~ %4, àñd~ rüñ~ àt thàt~ çéîlîñg~~]</translation>
    </message>
    <message>
        <source>%1 pushes per second of the workers' %2; %3 can apply at most %4 (shard %5, the slowest, sets it)</source>
        <translation>[%1 püshés~~ pér~ séçõñd~~ õf thé~ wõrkérs~~' %2; %3 çàñ~ àpplý~~ àt mõst~ %4 (shàrd~~ %5, thé~ slõwést~~, séts~ ît)]</translation>
    </message>
    <message>
        <source>%1 pushes per second of the workers' %2; %3 can apply at most %4 (shard %5, the slowest, sets it), and run at that ceiling</source>
        <translation>[%1 püshés~~ pér~ séçõñd~~ õf thé~ wõrkérs~~' %2; %3 çàñ~ àpplý~~ àt mõst~ %4 (shàrd~~ %5, thé~ slõwést~~, séts~ ît), àñd~ rüñ~ àt thàt~ çéîlîñg~~]</translation>
    </message>
    <message>
        <source>%1 of 4 remedies end below constant η's final loss of %2</source>
        <translation>[%1 õf 4 rémédîés~~~ éñd~ bélõw~~ çõñstàñt~~~ η's fîñàl~~ lõss~ õf %2]</translation>
    </message>
    <message>
        <source>one global update per round; w heads for %1</source>
        <translation>[õñé~ glõbàl~~ üpdàté~~ pér~ rõüñd~~; w héàds~~ fõr~ %1]</translation>
    </message>
    <message>
        <source>one global update per round; w heads for %1, overshooting it every round</source>
        <translation>[õñé~ glõbàl~~ üpdàté~~ pér~ rõüñd~~; w héàds~~ fõr~ %1, õvérshõõtîñg~~~~ ît évérý~~ rõüñd~~]</translation>
    </message>
    <message>
        <source>diverges: each round multiplies the distance to the best w by |1 − η·mean x²| = %1 &gt; 1; use η below %2</source>
        <translation>[dîvérgés~~~: éàçh~ rõüñd~~ mültîplîés~~~~ thé~ dîstàñçé~~~ tõ thé~ bést~ w bý |1 − η·méàñ~ x²| = %1 &gt; 1; üsé~ η bélõw~~ %2]</translation>
    </message>
    <message>
        <source>CUDA support not built</source>
        <translation>[ÇÜDÀ~ süppõrt~~ ñõt~ büîlt~~]</translation>
    </message>
    <message>
        <source>no CUDA device (%1)</source>
        <translation>[ñõ ÇÜDÀ~ dévîçé~~ (%1)]</translation>
    </message>
    <message>
        <source>no CUDA device</source>
        <translation>[ñõ ÇÜDÀ~ dévîçé~~]</translation>
    </message>
    <message>
        <source>CUDA device unusable (%1)</source>
        <translation>[ÇÜDÀ~ dévîçé~~ üñüsàblé~~~ (%1)]</translation>
    </message>
</context>
<context>
    <name>sgd::choice</name>
    <message>
        <source>keep</source>
        <comment>leftover</comment>
        <translation>[kéép~]</translation>
    </message>
    <message>
        <source>drop</source>
        <comment>leftover</comment>
        <translation>[drõp~]</translation>
    </message>
    <message>
        <source>pad</source>
        <comment>leftover</comment>
        <translation>[pàd~]</translation>
    </message>
    <message>
        <source>on</source>
        <comment>shuffle</comment>
        <translation>[õñ]</translation>
    </message>
    <message>
        <source>off</source>
        <comment>shuffle</comment>
        <translation>[õff~]</translation>
    </message>
    <message>
        <source>mean</source>
        <comment>aggregate</comment>
        <translation>[méàñ~]</translation>
    </message>
    <message>
        <source>sum</source>
        <comment>aggregate</comment>
        <translation>[süm~]</translation>
    </message>
    <message>
        <source>fedavg</source>
        <comment>aggregate</comment>
        <translation>[fédàvg~~]</translation>
    </message>
    <message>
        <source>star</source>
        <comment>topology</comment>
        <translation>[stàr~]</translation>
    </message>
    <message>
        <source>ring</source>
        <comment>topology</comment>
        <translation>[rîñg~]</translation>
    </message>
    <message>
        <source>constant</source>
        <comment>lr_rule</comment>
        <translation>[çõñstàñt~~~]</translation>
    </message>
    <message>
        <source>staleness</source>
        <comment>lr_rule</comment>
        <translation>[stàléñéss~~~]</translation>
    </message>
    <message>
        <source>push</source>
        <comment>pull</comment>
        <translation>[püsh~]</translation>
    </message>
    <message>
        <source>epoch</source>
        <comment>pull</comment>
        <translation>[épõçh~~]</translation>
    </message>
    <message>
        <source>quorum80</source>
        <comment>pull</comment>
        <translation>[qüõrüm~~80]</translation>
    </message>
    <message>
        <source>quorum90</source>
        <comment>pull</comment>
        <translation>[qüõrüm~~90]</translation>
    </message>
    <message>
        <source>lock-free</source>
        <comment>mode</comment>
        <translation>[lõçk~-fréé~]</translation>
    </message>
    <message>
        <source>global-lock</source>
        <comment>mode</comment>
        <translation>[glõbàl~~-lõçk~]</translation>
    </message>
    <message>
        <source>single-thread</source>
        <comment>mode</comment>
        <translation>[sîñglé~~-thréàd~~]</translation>
    </message>
    <message>
        <source>random</source>
        <comment>rows</comment>
        <translation>[ràñdõm~~]</translation>
    </message>
    <message>
        <source>disjoint</source>
        <comment>rows</comment>
        <translation>[dîsjõîñt~~~]</translation>
    </message>
    <message>
        <source>fixed</source>
        <comment>times</comment>
        <translation>[fîxéd~~]</translation>
    </message>
    <message>
        <source>random</source>
        <comment>times</comment>
        <translation>[ràñdõm~~]</translation>
    </message>
    <message>
        <source>shift</source>
        <comment>drift</comment>
        <translation>[shîft~~]</translation>
    </message>
    <message>
        <source>rotation</source>
        <comment>drift</comment>
        <translation>[rõtàtîõñ~~~]</translation>
    </message>
    <message>
        <source>path</source>
        <comment>topology</comment>
        <translation>[pàth~]</translation>
    </message>
    <message>
        <source>complete</source>
        <comment>topology</comment>
        <translation>[çõmplété~~~]</translation>
    </message>
    <message>
        <source>threshold</source>
        <comment>topology</comment>
        <translation>[thréshõld~~~]</translation>
    </message>
    <message>
        <source>by-bits</source>
        <comment>scheme</comment>
        <translation>[bý-bîts~]</translation>
    </message>
    <message>
        <source>uniform</source>
        <comment>scheme</comment>
        <translation>[üñîfõrm~~]</translation>
    </message>
    <message>
        <source>float16</source>
        <comment>scheme</comment>
        <translation>[flõàt~~16]</translation>
    </message>
    <message>
        <source>bfloat16</source>
        <comment>scheme</comment>
        <translation>[bflõàt~~16]</translation>
    </message>
    <message>
        <source>qsgd</source>
        <comment>scheme</comment>
        <translation>[qsgd~]</translation>
    </message>
    <message>
        <source>sign</source>
        <comment>scheme</comment>
        <translation>[sîgñ~]</translation>
    </message>
    <message>
        <source>nearest</source>
        <comment>rounding</comment>
        <translation>[ñéàrést~~]</translation>
    </message>
    <message>
        <source>stochastic</source>
        <comment>rounding</comment>
        <translation>[stõçhàstîç~~~~]</translation>
    </message>
    <message>
        <source>off</source>
        <comment>error_feedback</comment>
        <translation>[õff~]</translation>
    </message>
    <message>
        <source>on</source>
        <comment>error_feedback</comment>
        <translation>[õñ]</translation>
    </message>
    <message>
        <source>least-squares</source>
        <comment>loss</comment>
        <translation>[léàst~~-sqüàrés~~]</translation>
    </message>
    <message>
        <source>logistic</source>
        <comment>loss</comment>
        <translation>[lõgîstîç~~~]</translation>
    </message>
    <message>
        <source>torus</source>
        <comment>topology</comment>
        <translation>[tõrüs~~]</translation>
    </message>
    <message>
        <source>auto</source>
        <comment>backend</comment>
        <translation>[àütõ~]</translation>
    </message>
    <message>
        <source>cpu</source>
        <comment>backend</comment>
        <translation>[çpü~]</translation>
    </message>
    <message>
        <source>cuda</source>
        <comment>backend</comment>
        <translation>[çüdà~]</translation>
    </message>
    <message>
        <source>f32</source>
        <comment>storage</comment>
        <translation>[f32]</translation>
    </message>
    <message>
        <source>bf16</source>
        <comment>storage</comment>
        <translation>[bf16]</translation>
    </message>
    <message>
        <source>f16</source>
        <comment>storage</comment>
        <translation>[f16]</translation>
    </message>
</context>
<context>
    <name>sgd::cli</name>
    <message>
        <source>The new language takes effect when the class session ends.</source>
        <translation>[Thé~ ñéw~ làñgüàgé~~~ tàkés~~ éfféçt~~ whéñ~ thé~ çlàss~~ séssîõñ~~ éñds~.]</translation>
    </message>
</context>
<context>
    <name>sgd::core</name>
    <message>
        <source>One weight</source>
        <translation>[Õñé~ wéîght~~]</translation>
    </message>
    <message>
        <source>The loss of one weight as a parabola, its slope by probing and by formula, and the step downhill.</source>
        <translation>[Thé~ lõss~ õf õñé~ wéîght~~ às à pàràbõlà~~~, îts~ slõpé~~ bý prõbîñg~~ àñd~ bý fõrmülà~~, àñd~ thé~ stép~ dõwñhîll~~~.]</translation>
    </message>
    <message>
        <source>Watch the dot slide along the parabola toward its lowest point, where the slope is zero. The probe (a small step each side) and the formula give the same slope, and its sign says which way w must move: the minus sign in the update turns a negative slope into a step to the right. Try a larger η and see the steps start to overshoot the bottom, then fly off.</source>
        <translation>[Wàtçh~~ thé~ dõt~ slîdé~~ àlõñg~~ thé~ pàràbõlà~~~ tõwàrd~~ îts~ lõwést~~ põîñt~~, whéré~~ thé~ slõpé~~ îs zérõ~. Thé~ prõbé~~ (à smàll~~ stép~ éàçh~ sîdé~) àñd~ thé~ fõrmülà~~ gîvé~ thé~ sàmé~ slõpé~~, àñd~ îts~ sîgñ~ sàýs~ whîçh~~ wàý~ w müst~ mõvé~: thé~ mîñüs~~ sîgñ~ îñ thé~ üpdàté~~ türñs~~ à ñégàtîvé~~~ slõpé~~ îñtõ~ à stép~ tõ thé~ rîght~~. Trý~ à làrgér~~ η àñd~ séé~ thé~ stéps~~ stàrt~~ tõ õvérshõõt~~~ thé~ bõttõm~~, théñ~ flý~ õff~.]</translation>
    </message>
    <message>
        <source>input x</source>
        <translation>[îñpüt~~ x]</translation>
    </message>
    <message>
        <source>The input of the single training example.</source>
        <translation>[Thé~ îñpüt~~ õf thé~ sîñglé~~ tràîñîñg~~~ éxàmplé~~.]</translation>
    </message>
    <message>
        <source>target y</source>
        <translation>[tàrgét~~ ý]</translation>
    </message>
    <message>
        <source>The label the prediction should reach.</source>
        <translation>[Thé~ làbél~~ thé~ prédîçtîõñ~~~~ shõüld~~ réàçh~~.]</translation>
    </message>
    <message>
        <source>start w0</source>
        <translation>[stàrt~~ w0]</translation>
    </message>
    <message>
        <source>The weight before the first step.</source>
        <translation>[Thé~ wéîght~~ béfõré~~ thé~ fîrst~~ stép~.]</translation>
    </message>
    <message>
        <source>learning rate η</source>
        <translation>[léàrñîñg~~~ ràté~ η]</translation>
    </message>
    <message>
        <source>How far each step moves against the gradient.</source>
        <translation>[Hõw~ fàr~ éàçh~ stép~ mõvés~~ àgàîñst~~ thé~ gràdîéñt~~~.]</translation>
    </message>
    <message>
        <source>probe h</source>
        <translation>[prõbé~~ h]</translation>
    </message>
    <message>
        <source>How far the finite-difference probe nudges w.</source>
        <translation>[Hõw~ fàr~ thé~ fîñîté~~-dîfféréñçé~~~~ prõbé~~ ñüdgés~~ w.]</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>[stéps~~]</translation>
    </message>
    <message>
        <source>How many updates to compute.</source>
        <translation>[Hõw~ màñý~ üpdàtés~~ tõ çõmpüté~~.]</translation>
    </message>
    <message>
        <source>Mini-batch cadence</source>
        <translation>[Mîñî~-bàtçh~~ çàdéñçé~~]</translation>
    </message>
    <message>
        <source>How often w moves on a tape of samples: after every sample, every batch, or once per pass.</source>
        <translation>[Hõw~ õftéñ~~ w mõvés~~ õñ à tàpé~ õf sàmplés~~: àftér~~ évérý~~ sàmplé~~, évérý~~ bàtçh~~, õr õñçé~ pér~ pàss~.]</translation>
    </message>
    <message>
        <source>Count how often w moves as the tape of samples runs past. After every sample the path is quick but jittery; after every batch it is calmer; once per pass it is smooth but slow to start. One pass over the data is the same work in all three: only the number of updates changes.</source>
        <translation>[Çõüñt~~ hõw~ õftéñ~~ w mõvés~~ às thé~ tàpé~ õf sàmplés~~ rüñs~ pàst~. Àftér~~ évérý~~ sàmplé~~ thé~ pàth~ îs qüîçk~~ büt~ jîttérý~~; àftér~~ évérý~~ bàtçh~~ ît îs çàlmér~~; õñçé~ pér~ pàss~ ît îs smõõth~~ büt~ slõw~ tõ stàrt~~. Õñé~ pàss~ õvér~ thé~ dàtà~ îs thé~ sàmé~ wõrk~ îñ àll~ thréé~~: õñlý~ thé~ ñümbér~~ õf üpdàtés~~ çhàñgés~~.]</translation>
    </message>
    <message>
        <source>samples N</source>
        <translation>[sàmplés~~ Ñ]</translation>
    </message>
    <message>
        <source>How many samples the tape holds.</source>
        <translation>[Hõw~ màñý~ sàmplés~~ thé~ tàpé~ hõlds~~.]</translation>
    </message>
    <message>
        <source>batch size B</source>
        <translation>[bàtçh~~ sîzé~ B]</translation>
    </message>
    <message>
        <source>How many samples are averaged into one update.</source>
        <translation>[Hõw~ màñý~ sàmplés~~ àré~ àvéràgéd~~~ îñtõ~ õñé~ üpdàté~~.]</translation>
    </message>
    <message>
        <source>leftover</source>
        <translation>[léftõvér~~~]</translation>
    </message>
    <message>
        <source>What happens to the short last batch of an epoch.</source>
        <translation>[Whàt~ hàppéñs~~ tõ thé~ shõrt~~ làst~ bàtçh~~ õf àñ épõçh~~.]</translation>
    </message>
    <message>
        <source>The weight before the first update.</source>
        <translation>[Thé~ wéîght~~ béfõré~~ thé~ fîrst~~ üpdàté~~.]</translation>
    </message>
    <message>
        <source>How far each update moves.</source>
        <translation>[Hõw~ fàr~ éàçh~ üpdàté~~ mõvés~~.]</translation>
    </message>
    <message>
        <source>epochs</source>
        <translation>[épõçhs~~]</translation>
    </message>
    <message>
        <source>How many passes over the tape.</source>
        <translation>[Hõw~ màñý~ pàssés~~ õvér~ thé~ tàpé~.]</translation>
    </message>
    <message>
        <source>shuffle</source>
        <translation>[shüfflé~~]</translation>
    </message>
    <message>
        <source>Shuffle the samples at the start of every epoch.</source>
        <translation>[Shüfflé~~ thé~ sàmplés~~ àt thé~ stàrt~~ õf évérý~~ épõçh~~.]</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>[sééd~]</translation>
    </message>
    <message>
        <source>Seed of the shuffle; the same seed gives the same order.</source>
        <translation>[Sééd~ õf thé~ shüfflé~~; thé~ sàmé~ sééd~ gîvés~~ thé~ sàmé~ õrdér~~.]</translation>
    </message>
    <message>
        <source>Synchronous SGD</source>
        <translation>[Sýñçhrõñõüs~~~~ SGD~]</translation>
    </message>
    <message>
        <source>A parameter server and K workers: pull, compute, push, wait at the barrier, average, one update.</source>
        <translation>[À pàràmétér~~~ sérvér~~ àñd~ K wõrkérs~~: püll~, çõmpüté~~, püsh~, wàît~ àt thé~ bàrrîér~~, àvéràgé~~, õñé~ üpdàté~~.]</translation>
    </message>
    <message>
        <source>Follow one round: every worker pulls the same w, computes a gradient on its own shard, pushes it, and waits at the barrier. The server averages the gradients and makes one update for everybody. Look at the idle time the slowest worker causes: that waiting is the price of one shared, consistent model.</source>
        <translation>[Fõllõw~~ õñé~ rõüñd~~: évérý~~ wõrkér~~ pülls~~ thé~ sàmé~ w, çõmpütés~~~ à gràdîéñt~~~ õñ îts~ õwñ~ shàrd~~, püshés~~ ît, àñd~ wàîts~~ àt thé~ bàrrîér~~. Thé~ sérvér~~ àvéràgés~~~ thé~ gràdîéñts~~~ àñd~ màkés~~ õñé~ üpdàté~~ fõr~ évérýbõdý~~~. Lõõk~ àt thé~ îdlé~ tîmé~ thé~ slõwést~~ wõrkér~~ çàüsés~~: thàt~ wàîtîñg~~ îs thé~ prîçé~~ õf õñé~ shàréd~~, çõñsîstéñt~~~~ mõdél~~.]</translation>
    </message>
    <message>
        <source>The weight every worker pulls in round 1.</source>
        <translation>[Thé~ wéîght~~ évérý~~ wõrkér~~ pülls~~ îñ rõüñd~~ 1.]</translation>
    </message>
    <message>
        <source>Step size of the global update.</source>
        <translation>[Stép~ sîzé~ õf thé~ glõbàl~~ üpdàté~~.]</translation>
    </message>
    <message>
        <source>shards x:y</source>
        <translation>[shàrds~~ x:ý]</translation>
    </message>
    <message>
        <source>One x:y training point per worker.</source>
        <translation>[Õñé~ x:ý tràîñîñg~~~ põîñt~~ pér~ wõrkér~~.]</translation>
    </message>
    <message>
        <source>workers K</source>
        <translation>[wõrkérs~~ K]</translation>
    </message>
    <message>
        <source>Number of workers; 0 = one per data pair. Without data, the workers' x spread evenly over [1, 4] on y = 2x + 1.</source>
        <translation>[Ñümbér~~ õf wõrkérs~~; 0 = õñé~ pér~ dàtà~ pàîr~. Wîthõüt~~ dàtà~, thé~ wõrkérs~~' x spréàd~~ évéñlý~~ õvér~ [1, 4] õñ ý = 2x + 1.]</translation>
    </message>
    <message>
        <source>aggregation</source>
        <translation>[àggrégàtîõñ~~~~]</translation>
    </message>
    <message>
        <source>mean: average the gradients; sum: add them and scale the step by η/K; fedavg: weight worker k by n_k/N.</source>
        <translation>[méàñ~: àvéràgé~~ thé~ gràdîéñts~~~; süm~: àdd~ thém~ àñd~ sçàlé~~ thé~ stép~ bý η/K; fédàvg~~: wéîght~~ wõrkér~~ k bý ñ_k/Ñ.]</translation>
    </message>
    <message>
        <source>topology</source>
        <translation>[tõpõlõgý~~~]</translation>
    </message>
    <message>
        <source>star: a parameter server in the middle; ring: all-reduce among the workers.</source>
        <translation>[stàr~: à pàràmétér~~~ sérvér~~ îñ thé~ mîddlé~~; rîñg~: àll~-rédüçé~~ àmõñg~~ thé~ wõrkérs~~.]</translation>
    </message>
    <message>
        <source>rounds</source>
        <translation>[rõüñds~~]</translation>
    </message>
    <message>
        <source>How many synchronous rounds to run.</source>
        <translation>[Hõw~ màñý~ sýñçhrõñõüs~~~~ rõüñds~~ tõ rüñ~.]</translation>
    </message>
    <message>
        <source>compute times</source>
        <translation>[çõmpüté~~ tîmés~~]</translation>
    </message>
    <message>
        <source>Seconds per gradient for each worker (one value for all); a large one makes a straggler.</source>
        <translation>[Séçõñds~~ pér~ gràdîéñt~~~ fõr~ éàçh~ wõrkér~~ (õñé~ vàlüé~~ fõr~ àll~); à làrgé~~ õñé~ màkés~~ à stràgglér~~~.]</translation>
    </message>
    <message>
        <source>shard sizes n_k</source>
        <translation>[shàrd~~ sîzés~~ ñ_k]</translation>
    </message>
    <message>
        <source>Samples held by each worker, used by fedavg (one value for all).</source>
        <translation>[Sàmplés~~ héld~ bý éàçh~ wõrkér~~, üséd~ bý fédàvg~~ (õñé~ vàlüé~~ fõr~ àll~).]</translation>
    </message>
    <message>
        <source>model size (MB)</source>
        <translation>[mõdél~~ sîzé~ (MB)]</translation>
    </message>
    <message>
        <source>Size of the model on the wire, for the bytes each worker and the server move.</source>
        <translation>[Sîzé~ õf thé~ mõdél~~ õñ thé~ wîré~, fõr~ thé~ býtés~~ éàçh~ wõrkér~~ àñd~ thé~ sérvér~~ mõvé~.]</translation>
    </message>
    <message>
        <source>Asynchronous SGD</source>
        <translation>[Àsýñçhrõñõüs~~~~ SGD~]</translation>
    </message>
    <message>
        <source>No barrier: each gradient is applied when it arrives, even if the weight moved since it was read.</source>
        <translation>[Ñõ bàrrîér~~: éàçh~ gràdîéñt~~~ îs àpplîéd~~ whéñ~ ît àrrîvés~~, évéñ~ îf thé~ wéîght~~ mõvéd~~ sîñçé~~ ît wàs~ réàd~.]</translation>
    </message>
    <message>
        <source>There is no barrier: each gradient is applied the moment it arrives. Watch the staleness count, how many updates happened since that worker read w. A stale gradient points downhill from an old place, so the path wobbles; with a small enough η it still settles.</source>
        <translation>[Théré~~ îs ñõ bàrrîér~~: éàçh~ gràdîéñt~~~ îs àpplîéd~~ thé~ mõméñt~~ ît àrrîvés~~. Wàtçh~~ thé~ stàléñéss~~~ çõüñt~~, hõw~ màñý~ üpdàtés~~ hàppéñéd~~~ sîñçé~~ thàt~ wõrkér~~ réàd~ w. À stàlé~~ gràdîéñt~~~ põîñts~~ dõwñhîll~~~ frõm~ àñ õld~ plàçé~~, sõ thé~ pàth~ wõbblés~~; wîth~ à smàll~~ éñõügh~~ η ît stîll~~ séttlés~~.]</translation>
    </message>
    <message>
        <source>The weight every worker reads at time 0.</source>
        <translation>[Thé~ wéîght~~ évérý~~ wõrkér~~ réàds~~ àt tîmé~ 0.]</translation>
    </message>
    <message>
        <source>Step size for each arriving gradient.</source>
        <translation>[Stép~ sîzé~ fõr~ éàçh~ àrrîvîñg~~~ gràdîéñt~~~.]</translation>
    </message>
    <message>
        <source>Seconds each worker needs per gradient (one value for all).</source>
        <translation>[Séçõñds~~ éàçh~ wõrkér~~ ñééds~~ pér~ gràdîéñt~~~ (õñé~ vàlüé~~ fõr~ àll~).]</translation>
    </message>
    <message>
        <source>server updates</source>
        <translation>[sérvér~~ üpdàtés~~]</translation>
    </message>
    <message>
        <source>How many gradients the server applies.</source>
        <translation>[Hõw~ màñý~ gràdîéñts~~~ thé~ sérvér~~ àpplîés~~.]</translation>
    </message>
    <message>
        <source>learning-rate rule</source>
        <translation>[léàrñîñg~~~-ràté~ rülé~]</translation>
    </message>
    <message>
        <source>constant: η for every gradient; staleness: η/(1 + τ) for a gradient τ updates old.</source>
        <translation>[çõñstàñt~~~: η fõr~ évérý~~ gràdîéñt~~~; stàléñéss~~~: η/(1 + τ) fõr~ à gràdîéñt~~~ τ üpdàtés~~ õld~.]</translation>
    </message>
    <message>
        <source>pull policy</source>
        <translation>[püll~ põlîçý~~]</translation>
    </message>
    <message>
        <source>When a worker reads w again: push = right after each push; epoch = once K updates have passed; quorum80/90 = after 80% or 90% of the workers have reported.</source>
        <translation>[Whéñ~ à wõrkér~~ réàds~~ w àgàîñ~~: püsh~ = rîght~~ àftér~~ éàçh~ püsh~; épõçh~~ = õñçé~ K üpdàtés~~ hàvé~ pàsséd~~; qüõrüm~~80/90 = àftér~~ 80% õr 90% õf thé~ wõrkérs~~ hàvé~ répõrtéd~~~.]</translation>
    </message>
    <message>
        <source>SSP bound</source>
        <translation>[SSP~ bõüñd~~]</translation>
    </message>
    <message>
        <source>off, or a whole number s: a worker more than s pushes ahead of the slowest waits</source>
        <translation>[õff~, õr à whõlé~~ ñümbér~~ s: à wõrkér~~ mõré~ thàñ~ s püshés~~ àhéàd~~ õf thé~ slõwést~~ wàîts~~]</translation>
    </message>
    <message>
        <source>fail worker</source>
        <translation>[fàîl~ wõrkér~~]</translation>
    </message>
    <message>
        <source>empty, or WORKER@TIME: that worker stops at that time and its gradient in progress is lost</source>
        <translation>[émptý~~, õr WÕRKÉR~~@TÎMÉ~: thàt~ wõrkér~~ stõps~~ àt thàt~ tîmé~ àñd~ îts~ gràdîéñt~~~ îñ prõgréss~~~ îs lõst~]</translation>
    </message>
    <message>
        <source>rejoin time</source>
        <translation>[réjõîñ~~ tîmé~]</translation>
    </message>
    <message>
        <source>empty (never), or the time the failed worker comes back and pulls the newest weight; it rejoins at the slowest live worker's clock, so an SSP bound does not make the others wait for it to catch up</source>
        <translation>[émptý~~ (ñévér~~), õr thé~ tîmé~ thé~ fàîléd~~ wõrkér~~ çõmés~~ bàçk~ àñd~ pülls~~ thé~ ñéwést~~ wéîght~~; ît réjõîñs~~ àt thé~ slõwést~~ lîvé~ wõrkér~~'s çlõçk~~, sõ àñ SSP~ bõüñd~~ dõés~ ñõt~ màké~ thé~ õthérs~~ wàît~ fõr~ ît tõ çàtçh~~ üp]</translation>
    </message>
    <message>
        <source>Hogwild! on real threads</source>
        <translation>[Hõgwîld~~! õñ réàl~ thréàds~~]</translation>
    </message>
    <message>
        <source>Threads of this machine update one shared weight vector with no locks; sparse data keeps their writes apart.</source>
        <translation>[Thréàds~~ õf thîs~ màçhîñé~~ üpdàté~~ õñé~ shàréd~~ wéîght~~ véçtõr~~ wîth~ ñõ lõçks~~; spàrsé~~ dàtà~ kééps~~ théîr~~ wrîtés~~ àpàrt~~.]</translation>
    </message>
    <message>
        <source>Several threads of this very machine write into one weight vector without any locks. Watch the lanes and the collision marks: with sparse data the writes rarely touch the same weights, so the loss falls about as well as with locks, only faster. Run it twice: the numbers differ, because the timing is real.</source>
        <translation>[Sévéràl~~ thréàds~~ õf thîs~ vérý~ màçhîñé~~ wrîté~~ îñtõ~ õñé~ wéîght~~ véçtõr~~ wîthõüt~~ àñý~ lõçks~~. Wàtçh~~ thé~ làñés~~ àñd~ thé~ çõllîsîõñ~~~ màrks~~: wîth~ spàrsé~~ dàtà~ thé~ wrîtés~~ ràrélý~~ tõüçh~~ thé~ sàmé~ wéîghts~~, sõ thé~ lõss~ fàlls~~ àbõüt~~ às wéll~ às wîth~ lõçks~~, õñlý~ fàstér~~. Rüñ~ ît twîçé~~: thé~ ñümbérs~~ dîffér~~, béçàüsé~~ thé~ tîmîñg~~ îs réàl~.]</translation>
    </message>
    <message>
        <source>threads K</source>
        <translation>[thréàds~~ K]</translation>
    </message>
    <message>
        <source>How many threads run SGD at the same time on this machine; 0: as many as it has hardware threads, at most 4 (more threads than that take turns on the cores).</source>
        <translation>[Hõw~ màñý~ thréàds~~ rüñ~ SGD~ àt thé~ sàmé~ tîmé~ õñ thîs~ màçhîñé~~; 0: às màñý~ às ît hàs~ hàrdwàré~~~ thréàds~~, àt mõst~ 4 (mõré~ thréàds~~ thàñ~ thàt~ tàké~ türñs~~ õñ thé~ çõrés~~).]</translation>
    </message>
    <message>
        <source>shown run</source>
        <translation>[shõwñ~~ rüñ~]</translation>
    </message>
    <message>
        <source>The run the frames replay: lock-free (atomic adds, no lock), global-lock (one mutex around each update) or a single thread. All three are measured.</source>
        <translation>[Thé~ rüñ~ thé~ fràmés~~ réplàý~~: lõçk~-fréé~ (àtõmîç~~ àdds~, ñõ lõçk~), glõbàl~~-lõçk~ (õñé~ mütéx~~ àrõüñd~~ éàçh~ üpdàté~~) õr à sîñglé~~ thréàd~~. Àll~ thréé~~ àré~ méàsüréd~~~.]</translation>
    </message>
    <message>
        <source>density</source>
        <translation>[déñsîtý~~]</translation>
    </message>
    <message>
        <source>Fraction of the d features each example touches (at least one): low is sparse, 1 is dense. A dense run makes fewer passes, at most 10⁷ weight writes.</source>
        <translation>[Fràçtîõñ~~~ õf thé~ d féàtürés~~~ éàçh~ éxàmplé~~ tõüçhés~~ (àt léàst~~ õñé~): lõw~ îs spàrsé~~, 1 îs déñsé~~. À déñsé~~ rüñ~ màkés~~ féwér~~ pàssés~~, àt mõst~ 10⁷ wéîght~~ wrîtés~~.]</translation>
    </message>
    <message>
        <source>features d</source>
        <translation>[féàtürés~~~ d]</translation>
    </message>
    <message>
        <source>Length of the shared weight vector.</source>
        <translation>[Léñgth~~ õf thé~ shàréd~~ wéîght~~ véçtõr~~.]</translation>
    </message>
    <message>
        <source>examples n</source>
        <translation>[éxàmplés~~~ ñ]</translation>
    </message>
    <message>
        <source>Training examples, split among the threads (thread k takes every K-th one).</source>
        <translation>[Tràîñîñg~~~ éxàmplés~~~, splît~~ àmõñg~~ thé~ thréàds~~ (thréàd~~ k tàkés~~ évérý~~ K-th õñé~).]</translation>
    </message>
    <message>
        <source>Passes over the examples in each run.</source>
        <translation>[Pàssés~~ õvér~ thé~ éxàmplés~~~ îñ éàçh~ rüñ~.]</translation>
    </message>
    <message>
        <source>Step size of every update (each example's row has length 1).</source>
        <translation>[Stép~ sîzé~ õf évérý~~ üpdàté~~ (éàçh~ éxàmplé~~'s rõw~ hàs~ léñgth~~ 1).]</translation>
    </message>
    <message>
        <source>rows</source>
        <translation>[rõws~]</translation>
    </message>
    <message>
        <source>random: each example picks its features from all d; disjoint: thread k's examples touch only its own block of d/K features, so writes never meet.</source>
        <translation>[ràñdõm~~: éàçh~ éxàmplé~~ pîçks~~ îts~ féàtürés~~~ frõm~ àll~ d; dîsjõîñt~~~: thréàd~~ k's éxàmplés~~~ tõüçh~~ õñlý~ îts~ õwñ~ blõçk~~ õf d/K féàtürés~~~, sõ wrîtés~~ ñévér~~ méét~.]</translation>
    </message>
    <message>
        <source>snapshots</source>
        <translation>[sñàpshõts~~~]</translation>
    </message>
    <message>
        <source>How many times the shown run is sampled while it runs: the frames.</source>
        <translation>[Hõw~ màñý~ tîmés~~ thé~ shõwñ~~ rüñ~ îs sàmpléd~~ whîlé~~ ît rüñs~: thé~ fràmés~~.]</translation>
    </message>
    <message>
        <source>sweep time (ms)</source>
        <translation>[swéép~~ tîmé~ (ms)]</translation>
    </message>
    <message>
        <source>How long each thread count runs in the updates-per-second sweep (0: no sweeps).</source>
        <translation>[Hõw~ lõñg~ éàçh~ thréàd~~ çõüñt~~ rüñs~ îñ thé~ üpdàtés~~-pér~-séçõñd~~ swéép~~ (0: ñõ swééps~~).]</translation>
    </message>
    <message>
        <source>data seed</source>
        <translation>[dàtà~ sééd~]</translation>
    </message>
    <message>
        <source>Seed of the synthetic data. The timing, and so the collisions, differ on every run.</source>
        <translation>[Sééd~ õf thé~ sýñthétîç~~~ dàtà~. Thé~ tîmîñg~~, àñd~ sõ thé~ çõllîsîõñs~~~~, dîffér~~ õñ évérý~~ rüñ~.]</translation>
    </message>
    <message>
        <source>Implicit momentum</source>
        <translation>[Împlîçît~~~ mõméñtüm~~~]</translation>
    </message>
    <message>
        <source>Many workers pushing stale gradients make the weight swing as if SGD had momentum 1 − 1/K.</source>
        <translation>[Màñý~ wõrkérs~~ püshîñg~~ stàlé~~ gràdîéñts~~~ màké~ thé~ wéîght~~ swîñg~~ às îf SGD~ hàd~ mõméñtüm~~~ 1 − 1/K.]</translation>
    </message>
    <message>
        <source>With many workers, every update uses a gradient that is a few steps old. Look at how the weight swings past the target and back, just as plain SGD with momentum would. The more workers, the stronger the swing, close to momentum 1 − 1/K.</source>
        <translation>[Wîth~ màñý~ wõrkérs~~, évérý~~ üpdàté~~ üsés~ à gràdîéñt~~~ thàt~ îs à féw~ stéps~~ õld~. Lõõk~ àt hõw~ thé~ wéîght~~ swîñgs~~ pàst~ thé~ tàrgét~~ àñd~ bàçk~, jüst~ às plàîñ~~ SGD~ wîth~ mõméñtüm~~~ wõüld~~. Thé~ mõré~ wõrkérs~~, thé~ strõñgér~~~ thé~ swîñg~~, çlõsé~~ tõ mõméñtüm~~~ 1 − 1/K.]</translation>
    </message>
    <message>
        <source>How many workers push gradients; each takes a random time per gradient.</source>
        <translation>[Hõw~ màñý~ wõrkérs~~ püsh~ gràdîéñts~~~; éàçh~ tàkés~~ à ràñdõm~~ tîmé~ pér~ gràdîéñt~~~.]</translation>
    </message>
    <message>
        <source>server leak</source>
        <translation>[sérvér~~ léàk~]</translation>
    </message>
    <message>
        <source>The leaky server applies a gradient τ updates old at η·(1 − leak)^τ.</source>
        <translation>[Thé~ léàký~~ sérvér~~ àpplîés~~ à gràdîéñt~~~ τ üpdàtés~~ õld~ àt η·(1 − léàk~)^τ.]</translation>
    </message>
    <message>
        <source>lower rate</source>
        <translation>[lõwér~~ ràté~]</translation>
    </message>
    <message>
        <source>The lower base rate of the damped comparison.</source>
        <translation>[Thé~ lõwér~~ bàsé~ ràté~ õf thé~ dàmpéd~~ çõmpàrîsõñ~~~~.]</translation>
    </message>
    <message>
        <source>How many gradients the server applies in each run.</source>
        <translation>[Hõw~ màñý~ gràdîéñts~~~ thé~ sérvér~~ àpplîés~~ îñ éàçh~ rüñ~.]</translation>
    </message>
    <message>
        <source>runs averaged</source>
        <translation>[rüñs~ àvéràgéd~~~]</translation>
    </message>
    <message>
        <source>How many runs (different random compute times) each curve averages.</source>
        <translation>[Hõw~ màñý~ rüñs~ (dîfféréñt~~~ ràñdõm~~ çõmpüté~~ tîmés~~) éàçh~ çürvé~~ àvéràgés~~~.]</translation>
    </message>
    <message>
        <source>Seed of the random compute times; the same seed gives the same runs.</source>
        <translation>[Sééd~ õf thé~ ràñdõm~~ çõmpüté~~ tîmés~~; thé~ sàmé~ sééd~ gîvés~~ thé~ sàmé~ rüñs~.]</translation>
    </message>
    <message>
        <source>Staleness remedies</source>
        <translation>[Stàléñéss~~~ rémédîés~~~]</translation>
    </message>
    <message>
        <source>Many workers and slow stragglers: the same stale gradients under five server rules, side by side.</source>
        <translation>[Màñý~ wõrkérs~~ àñd~ slõw~ stràgglérs~~~~: thé~ sàmé~ stàlé~~ gràdîéñts~~~ üñdér~~ fîvé~ sérvér~~ rülés~~, sîdé~ bý sîdé~.]</translation>
    </message>
    <message>
        <source>The same stale gradients go through five server rules side by side. Take constant η as the baseline and compare how far each other curve swings and how soon it settles: shrinking η with the staleness, clipping the gradient and compensating for the delay each tame the wobble in their own way.</source>
        <translation>[Thé~ sàmé~ stàlé~~ gràdîéñts~~~ gõ thrõügh~~ fîvé~ sérvér~~ rülés~~ sîdé~ bý sîdé~. Tàké~ çõñstàñt~~~ η às thé~ bàsélîñé~~~ àñd~ çõmpàré~~ hõw~ fàr~ éàçh~ õthér~~ çürvé~~ swîñgs~~ àñd~ hõw~ sõõñ~ ît séttlés~~: shrîñkîñg~~~ η wîth~ thé~ stàléñéss~~~, çlîppîñg~~~ thé~ gràdîéñt~~~ àñd~ çõmpéñsàtîñg~~~~ fõr~ thé~ délàý~~ éàçh~ tàmé~ thé~ wõbblé~~ îñ théîr~~ õwñ~ wàý~.]</translation>
    </message>
    <message>
        <source>How many workers push gradients; x spreads over [1, 4] on y = 2x + 1.</source>
        <translation>[Hõw~ màñý~ wõrkérs~~ püsh~ gràdîéñts~~~; x spréàds~~ õvér~ [1, 4] õñ ý = 2x + 1.]</translation>
    </message>
    <message>
        <source>stragglers</source>
        <translation>[stràgglérs~~~~]</translation>
    </message>
    <message>
        <source>How many of the workers (the last ones, with the largest x) are slow.</source>
        <translation>[Hõw~ màñý~ õf thé~ wõrkérs~~ (thé~ làst~ õñés~, wîth~ thé~ làrgést~~ x) àré~ slõw~.]</translation>
    </message>
    <message>
        <source>straggler time</source>
        <translation>[stràgglér~~~ tîmé~]</translation>
    </message>
    <message>
        <source>Seconds a straggler needs per gradient; the others need 1 to 1.75.</source>
        <translation>[Séçõñds~~ à stràgglér~~~ ñééds~~ pér~ gràdîéñt~~~; thé~ õthérs~~ ñééd~ 1 tõ 1.75.]</translation>
    </message>
    <message>
        <source>The base rate of every rule.</source>
        <translation>[Thé~ bàsé~ ràté~ õf évérý~~ rülé~.]</translation>
    </message>
    <message>
        <source>clip at</source>
        <translation>[çlîp~ àt]</translation>
    </message>
    <message>
        <source>The clipped rule limits every gradient to [-clip, clip].</source>
        <translation>[Thé~ çlîppéd~~ rülé~ lîmîts~~ évérý~~ gràdîéñt~~~ tõ [-çlîp~, çlîp~].]</translation>
    </message>
    <message>
        <source>compensation λ</source>
        <translation>[çõmpéñsàtîõñ~~~~ λ]</translation>
    </message>
    <message>
        <source>λ in the corrected gradient g + λ·g²·(w_now − w_read).</source>
        <translation>[λ îñ thé~ çõrréçtéd~~~ gràdîéñt~~~ g + λ·g²·(w_ñõw~ − w_réàd~).]</translation>
    </message>
    <message>
        <source>Backup workers and hybrids</source>
        <translation>[Bàçküp~~ wõrkérs~~ àñd~ hýbrîds~~]</translation>
    </message>
    <message>
        <source>Close each synchronous round after the first K − b gradients: less waiting, fewer samples. And a hybrid: sync to warm up, then async.</source>
        <translation>[Çlõsé~~ éàçh~ sýñçhrõñõüs~~~~ rõüñd~~ àftér~~ thé~ fîrst~~ K − b gràdîéñts~~~: léss~ wàîtîñg~~, féwér~~ sàmplés~~. Àñd~ à hýbrîd~~: sýñç~ tõ wàrm~ üp, théñ~ àsýñç~~.]</translation>
    </message>
    <message>
        <source>Each round closes after the first K − b gradients; the stragglers are left out. Watch the round time shrink while fewer samples count per update. In the hybrid, the run starts synchronous to warm up and switches to asynchronous once the weight is close.</source>
        <translation>[Éàçh~ rõüñd~~ çlõsés~~ àftér~~ thé~ fîrst~~ K − b gràdîéñts~~~; thé~ stràgglérs~~~~ àré~ léft~ õüt~. Wàtçh~~ thé~ rõüñd~~ tîmé~ shrîñk~~ whîlé~~ féwér~~ sàmplés~~ çõüñt~~ pér~ üpdàté~~. Îñ thé~ hýbrîd~~, thé~ rüñ~ stàrts~~ sýñçhrõñõüs~~~~ tõ wàrm~ üp àñd~ swîtçhés~~~ tõ àsýñçhrõñõüs~~~~ õñçé~ thé~ wéîght~~ îs çlõsé~~.]</translation>
    </message>
    <message>
        <source>The weight every run starts from.</source>
        <translation>[Thé~ wéîght~~ évérý~~ rüñ~ stàrts~~ frõm~.]</translation>
    </message>
    <message>
        <source>Step size of each synchronous round's update.</source>
        <translation>[Stép~ sîzé~ õf éàçh~ sýñçhrõñõüs~~~~ rõüñd~~'s üpdàté~~.]</translation>
    </message>
    <message>
        <source>Seconds per gradient for each worker (one value for all); the default has one straggler, as in the sync scene's lesson.</source>
        <translation>[Séçõñds~~ pér~ gràdîéñt~~~ fõr~ éàçh~ wõrkér~~ (õñé~ vàlüé~~ fõr~ àll~); thé~ défàült~~ hàs~ õñé~ stràgglér~~~, às îñ thé~ sýñç~ sçéñé~~'s léssõñ~~.]</translation>
    </message>
    <message>
        <source>backups b</source>
        <translation>[bàçküps~~ b]</translation>
    </message>
    <message>
        <source>How many of the slowest gradients each round leaves out; 0 is plain synchronous SGD.</source>
        <translation>[Hõw~ màñý~ õf thé~ slõwést~~ gràdîéñts~~~ éàçh~ rõüñd~~ léàvés~~ õüt~; 0 îs plàîñ~~ sýñçhrõñõüs~~~~ SGD~.]</translation>
    </message>
    <message>
        <source>compute-time model</source>
        <translation>[çõmpüté~~-tîmé~ mõdél~~]</translation>
    </message>
    <message>
        <source>fixed: every gradient takes the worker's compute time; random: drawn around it (exponential), so the slowest changes from round to round.</source>
        <translation>[fîxéd~~: évérý~~ gràdîéñt~~~ tàkés~~ thé~ wõrkér~~'s çõmpüté~~ tîmé~; ràñdõm~~: dràwñ~~ àrõüñd~~ ît (éxpõñéñtîàl~~~~), sõ thé~ slõwést~~ çhàñgés~~ frõm~ rõüñd~~ tõ rõüñd~~.]</translation>
    </message>
    <message>
        <source>Seed of the random compute times.</source>
        <translation>[Sééd~ õf thé~ ràñdõm~~ çõmpüté~~ tîmés~~.]</translation>
    </message>
    <message>
        <source>How many synchronous rounds to run; async gets as many gradients (K per round).</source>
        <translation>[Hõw~ màñý~ sýñçhrõñõüs~~~~ rõüñds~~ tõ rüñ~; àsýñç~~ géts~ às màñý~ gràdîéñts~~~ (K pér~ rõüñd~~).]</translation>
    </message>
    <message>
        <source>hybrid warm-up rounds</source>
        <translation>[hýbrîd~~ wàrm~-üp rõüñds~~]</translation>
    </message>
    <message>
        <source>The hybrid's plain synchronous rounds before it switches to async.</source>
        <translation>[Thé~ hýbrîd~~'s plàîñ~~ sýñçhrõñõüs~~~~ rõüñds~~ béfõré~~ ît swîtçhés~~~ tõ àsýñç~~.]</translation>
    </message>
    <message>
        <source>async learning rate</source>
        <translation>[àsýñç~~ léàrñîñg~~~ ràté~]</translation>
    </message>
    <message>
        <source>Step size of each asynchronous update; about η/K does a round's work in K updates.</source>
        <translation>[Stép~ sîzé~ õf éàçh~ àsýñçhrõñõüs~~~~ üpdàté~~; àbõüt~~ η/K dõés~ à rõüñd~~'s wõrk~ îñ K üpdàtés~~.]</translation>
    </message>
    <message>
        <source>Sharded parameter servers</source>
        <translation>[Shàrdéd~~ pàràmétér~~~ sérvérs~~]</translation>
    </message>
    <message>
        <source>Every push costs the server time: one server saturates as workers are added; S shards, each owning a slice, lift the ceiling.</source>
        <translation>[Évérý~~ püsh~ çõsts~~ thé~ sérvér~~ tîmé~: õñé~ sérvér~~ sàtüràtés~~~ às wõrkérs~~ àré~ àddéd~~; S shàrds~~, éàçh~ õwñîñg~~ à slîçé~~, lîft~ thé~ çéîlîñg~~.]</translation>
    </message>
    <message>
        <source>Every push costs the server some time. Watch one server's queue grow as workers are added until it caps the whole cluster. Split the weights over S shards, each owning a slice, and the ceiling lifts. Give one shard a bigger slice, or make it hot, and that shard alone sets the ceiling for everyone.</source>
        <translation>[Évérý~~ püsh~ çõsts~~ thé~ sérvér~~ sõmé~ tîmé~. Wàtçh~~ õñé~ sérvér~~'s qüéüé~~ grõw~ às wõrkérs~~ àré~ àddéd~~ üñtîl~~ ît çàps~ thé~ whõlé~~ çlüstér~~. Splît~~ thé~ wéîghts~~ õvér~ S shàrds~~, éàçh~ õwñîñg~~ à slîçé~~, àñd~ thé~ çéîlîñg~~ lîfts~~. Gîvé~ õñé~ shàrd~~ à bîggér~~ slîçé~~, õr màké~ ît hõt~, àñd~ thàt~ shàrd~~ àlõñé~~ séts~ thé~ çéîlîñg~~ fõr~ évérýõñé~~~.]</translation>
    </message>
    <message>
        <source>How many workers push; x spreads over [1, 4] on y = 2x + 1.</source>
        <translation>[Hõw~ màñý~ wõrkérs~~ püsh~; x spréàds~~ õvér~ [1, 4] õñ ý = 2x + 1.]</translation>
    </message>
    <message>
        <source>server shards S</source>
        <translation>[sérvér~~ shàrds~~ S]</translation>
    </message>
    <message>
        <source>How many servers share the parameters; each has its own link and its own queue.</source>
        <translation>[Hõw~ màñý~ sérvérs~~ shàré~~ thé~ pàràmétérs~~~~; éàçh~ hàs~ îts~ õwñ~ lîñk~ àñd~ îts~ õwñ~ qüéüé~~.]</translation>
    </message>
    <message>
        <source>parameter split</source>
        <translation>[pàràmétér~~~ splît~~]</translation>
    </message>
    <message>
        <source>How the parameters are shared out: one weight per shard (4,1,1,1: shard 1 owns 4/7); empty = equal slices.</source>
        <translation>[Hõw~ thé~ pàràmétérs~~~~ àré~ shàréd~~ õüt~: õñé~ wéîght~~ pér~ shàrd~~ (4,1,1,1: shàrd~~ 1 õwñs~ 4/7); émptý~~ = éqüàl~~ slîçés~~.]</translation>
    </message>
    <message>
        <source>hot shard</source>
        <translation>[hõt~ shàrd~~]</translation>
    </message>
    <message>
        <source>A shard whose machine is also busy with other work, so each push takes it hot_factor times as long (0 = none; at most S).</source>
        <translation>[À shàrd~~ whõsé~~ màçhîñé~~ îs àlsõ~ büsý~ wîth~ õthér~~ wõrk~, sõ éàçh~ püsh~ tàkés~~ ît hõt~_fàçtõr~~ tîmés~~ às lõñg~ (0 = ñõñé~; àt mõst~ S).]</translation>
    </message>
    <message>
        <source>hot shard slowdown</source>
        <translation>[hõt~ shàrd~~ slõwdõwñ~~~]</translation>
    </message>
    <message>
        <source>How many times as long the hot shard takes per push.</source>
        <translation>[Hõw~ màñý~ tîmés~~ às lõñg~ thé~ hõt~ shàrd~~ tàkés~~ pér~ püsh~.]</translation>
    </message>
    <message>
        <source>compute time</source>
        <translation>[çõmpüté~~ tîmé~]</translation>
    </message>
    <message>
        <source>Seconds worker 1 needs per gradient; each next worker takes 5% longer.</source>
        <translation>[Séçõñds~~ wõrkér~~ 1 ñééds~~ pér~ gràdîéñt~~~; éàçh~ ñéxt~ wõrkér~~ tàkés~~ 5% lõñgér~~.]</translation>
    </message>
    <message>
        <source>The whole model on the wire; each shard moves its own slice in and out per push.</source>
        <translation>[Thé~ whõlé~~ mõdél~~ õñ thé~ wîré~; éàçh~ shàrd~~ mõvés~~ îts~ õwñ~ slîçé~~ îñ àñd~ õüt~ pér~ püsh~.]</translation>
    </message>
    <message>
        <source>link (MB/s)</source>
        <translation>[lîñk~ (MB/s)]</translation>
    </message>
    <message>
        <source>Each shard's link bandwidth.</source>
        <translation>[Éàçh~ shàrd~~'s lîñk~ bàñdwîdth~~~.]</translation>
    </message>
    <message>
        <source>apply time (ms)</source>
        <translation>[àpplý~~ tîmé~ (ms)]</translation>
    </message>
    <message>
        <source>How long one server needs to apply a push to the whole model; a shard needs its share of it.</source>
        <translation>[Hõw~ lõñg~ õñé~ sérvér~~ ñééds~~ tõ àpplý~~ à püsh~ tõ thé~ whõlé~~ mõdél~~; à shàrd~~ ñééds~~ îts~ shàré~~ õf ît.]</translation>
    </message>
    <message>
        <source>Step size of every push.</source>
        <translation>[Stép~ sîzé~ õf évérý~~ püsh~.]</translation>
    </message>
    <message>
        <source>The weight every worker pulls at time 0.</source>
        <translation>[Thé~ wéîght~~ évérý~~ wõrkér~~ pülls~~ àt tîmé~ 0.]</translation>
    </message>
    <message>
        <source>pushes</source>
        <translation>[püshés~~]</translation>
    </message>
    <message>
        <source>How many pushes the shards apply.</source>
        <translation>[Hõw~ màñý~ püshés~~ thé~ shàrds~~ àpplý~~.]</translation>
    </message>
    <message>
        <source>Learning from a drifting stream</source>
        <translation>[Léàrñîñg~~~ frõm~ à drîftîñg~~~ stréàm~~]</translation>
    </message>
    <message>
        <source>An endless stream whose best model moves: async workers keep tracking, a batch model waits for its next retrain.</source>
        <translation>[Àñ éñdléss~~ stréàm~~ whõsé~~ bést~ mõdél~~ mõvés~~: àsýñç~~ wõrkérs~~ kéép~ tràçkîñg~~~, à bàtçh~~ mõdél~~ wàîts~~ fõr~ îts~ ñéxt~ rétràîñ~~.]</translation>
    </message>
    <message>
        <source>The best weight keeps moving as new data streams in. Async workers keep chasing it step by step, while the batch model stays put until its next retrain and then jumps. Watch the gap between each model and the moving target.</source>
        <translation>[Thé~ bést~ wéîght~~ kééps~~ mõvîñg~~ às ñéw~ dàtà~ stréàms~~ îñ. Àsýñç~~ wõrkérs~~ kéép~ çhàsîñg~~ ît stép~ bý stép~, whîlé~~ thé~ bàtçh~~ mõdél~~ stàýs~~ püt~ üñtîl~~ îts~ ñéxt~ rétràîñ~~ àñd~ théñ~ jümps~~. Wàtçh~~ thé~ gàp~ bétwééñ~~ éàçh~ mõdél~~ àñd~ thé~ mõvîñg~~ tàrgét~~.]</translation>
    </message>
    <message>
        <source>drift</source>
        <translation>[drîft~~]</translation>
    </message>
    <message>
        <source>shift: the optimum jumps once, like a new fraud pattern; rotation: it turns steadily, like changing news interest.</source>
        <translation>[shîft~~: thé~ õptîmüm~~ jümps~~ õñçé~, lîké~ à ñéw~ fràüd~~ pàttérñ~~; rõtàtîõñ~~~: ît türñs~~ stéàdîlý~~~, lîké~ çhàñgîñg~~~ ñéws~ îñtérést~~~.]</translation>
    </message>
    <message>
        <source>drift at tick</source>
        <translation>[drîft~~ àt tîçk~]</translation>
    </message>
    <message>
        <source>When the drift begins; a shorter run drifts at its last tick.</source>
        <translation>[Whéñ~ thé~ drîft~~ bégîñs~~; à shõrtér~~ rüñ~ drîfts~~ àt îts~ làst~ tîçk~.]</translation>
    </message>
    <message>
        <source>shift angle</source>
        <translation>[shîft~~ àñglé~~]</translation>
    </message>
    <message>
        <source>Degrees the optimum jumps round the origin at a shift.</source>
        <translation>[Dégréés~~ thé~ õptîmüm~~ jümps~~ rõüñd~~ thé~ õrîgîñ~~ àt à shîft~~.]</translation>
    </message>
    <message>
        <source>turn rate</source>
        <translation>[türñ~ ràté~]</translation>
    </message>
    <message>
        <source>Degrees the optimum turns per tick during a rotation.</source>
        <translation>[Dégréés~~ thé~ õptîmüm~~ türñs~~ pér~ tîçk~ dürîñg~~ à rõtàtîõñ~~~.]</translation>
    </message>
    <message>
        <source>radius</source>
        <translation>[ràdîüs~~]</translation>
    </message>
    <message>
        <source>The optimum's distance from the origin.</source>
        <translation>[Thé~ õptîmüm~~'s dîstàñçé~~~ frõm~ thé~ õrîgîñ~~.]</translation>
    </message>
    <message>
        <source>ticks</source>
        <translation>[tîçks~~]</translation>
    </message>
    <message>
        <source>How long the stream runs; one frame per tick.</source>
        <translation>[Hõw~ lõñg~ thé~ stréàm~~ rüñs~; õñé~ fràmé~~ pér~ tîçk~.]</translation>
    </message>
    <message>
        <source>retrain every</source>
        <translation>[rétràîñ~~ évérý~~]</translation>
    </message>
    <message>
        <source>Ticks between the batch model's refits, each on the window since the last one.</source>
        <translation>[Tîçks~~ bétwééñ~~ thé~ bàtçh~~ mõdél~~'s réfîts~~, éàçh~ õñ thé~ wîñdõw~~ sîñçé~~ thé~ làst~ õñé~.]</translation>
    </message>
    <message>
        <source>async workers K</source>
        <translation>[àsýñç~~ wõrkérs~~ K]</translation>
    </message>
    <message>
        <source>Workers attached to the stream; each needs compute_time ticks per gradient.</source>
        <translation>[Wõrkérs~~ àttàçhéd~~~ tõ thé~ stréàm~~; éàçh~ ñééds~~ çõmpüté~~_tîmé~ tîçks~~ pér~ gràdîéñt~~~.]</translation>
    </message>
    <message>
        <source>high-staleness workers</source>
        <translation>[hîgh~-stàléñéss~~~ wõrkérs~~]</translation>
    </message>
    <message>
        <source>Workers of the high-staleness variant: each slower by stale_workers / K, so the server gets about the same updates per tick (the same only when stale_workers = K; see Model), only older.</source>
        <translation>[Wõrkérs~~ õf thé~ hîgh~-stàléñéss~~~ vàrîàñt~~: éàçh~ slõwér~~ bý stàlé~~_wõrkérs~~ / K, sõ thé~ sérvér~~ géts~ àbõüt~~ thé~ sàmé~ üpdàtés~~ pér~ tîçk~ (thé~ sàmé~ õñlý~ whéñ~ stàlé~~_wõrkérs~~ = K; séé~ Mõdél~~), õñlý~ õldér~~.]</translation>
    </message>
    <message>
        <source>Ticks an async worker needs per gradient (the slowest 25% more).</source>
        <translation>[Tîçks~~ àñ àsýñç~~ wõrkér~~ ñééds~~ pér~ gràdîéñt~~~ (thé~ slõwést~~ 25% mõré~).]</translation>
    </message>
    <message>
        <source>Step size of both async servers.</source>
        <translation>[Stép~ sîzé~ õf bõth~ àsýñç~~ sérvérs~~.]</translation>
    </message>
    <message>
        <source>micro-batch</source>
        <translation>[mîçrõ~~-bàtçh~~]</translation>
    </message>
    <message>
        <source>Examples per micro-batch; the stream produces 4 micro-batches per tick.</source>
        <translation>[Éxàmplés~~~ pér~ mîçrõ~~-bàtçh~~; thé~ stréàm~~ prõdüçés~~~ 4 mîçrõ~~-bàtçhés~~ pér~ tîçk~.]</translation>
    </message>
    <message>
        <source>label noise</source>
        <translation>[làbél~~ ñõîsé~~]</translation>
    </message>
    <message>
        <source>Standard deviation of the noise on each label.</source>
        <translation>[Stàñdàrd~~~ dévîàtîõñ~~~ õf thé~ ñõîsé~~ õñ éàçh~ làbél~~.]</translation>
    </message>
    <message>
        <source>tolerance</source>
        <translation>[tõléràñçé~~~]</translation>
    </message>
    <message>
        <source>A learner has recovered when its tracking error is back within this.</source>
        <translation>[À léàrñér~~ hàs~ réçõvéréd~~~ whéñ~ îts~ tràçkîñg~~~ érrõr~~ îs bàçk~ wîthîñ~~ thîs~.]</translation>
    </message>
    <message>
        <source>Seed of the stream; the same seed gives the same run.</source>
        <translation>[Sééd~ õf thé~ stréàm~~; thé~ sàmé~ sééd~ gîvés~~ thé~ sàmé~ rüñ~.]</translation>
    </message>
    <message>
        <source>When not to use async</source>
        <translation>[Whéñ~ ñõt~ tõ üsé~ àsýñç~~]</translation>
    </message>
    <message>
        <source>The same async run twice gives two answers; sync gives one. And with two workers, async's extra messages buy nothing.</source>
        <translation>[Thé~ sàmé~ àsýñç~~ rüñ~ twîçé~~ gîvés~~ twõ~ àñswérs~~; sýñç~ gîvés~~ õñé~. Àñd~ wîth~ twõ~ wõrkérs~~, àsýñç~~'s éxtrà~~ méssàgés~~~ büý~ ñõthîñg~~.]</translation>
    </message>
    <message>
        <source>Run the same async setup twice: the arrival order changes and so does the answer, while sync gives the same result every time. With only two workers, look at the message count: async sends more and gains nothing.</source>
        <translation>[Rüñ~ thé~ sàmé~ àsýñç~~ sétüp~~ twîçé~~: thé~ àrrîvàl~~ õrdér~~ çhàñgés~~ àñd~ sõ dõés~ thé~ àñswér~~, whîlé~~ sýñç~ gîvés~~ thé~ sàmé~ résült~~ évérý~~ tîmé~. Wîth~ õñlý~ twõ~ wõrkérs~~, lõõk~ àt thé~ méssàgé~~ çõüñt~~: àsýñç~~ séñds~~ mõré~ àñd~ gàîñs~~ ñõthîñg~~.]</translation>
    </message>
    <message>
        <source>Workers of the two pairs of runs; x spreads over [1, 4] on y = 2x + 1.</source>
        <translation>[Wõrkérs~~ õf thé~ twõ~ pàîrs~~ õf rüñs~; x spréàds~~ õvér~ [1, 4] õñ ý = 2x + 1.]</translation>
    </message>
    <message>
        <source>timing jitter</source>
        <translation>[tîmîñg~~ jîttér~~]</translation>
    </message>
    <message>
        <source>Every compute time is scaled by a random 1 ± jitter, as on real machines.</source>
        <translation>[Évérý~~ çõmpüté~~ tîmé~ îs sçàléd~~ bý à ràñdõm~~ 1 ± jîttér~~, às õñ réàl~ màçhîñés~~~.]</translation>
    </message>
    <message>
        <source>seed of run A</source>
        <translation>[sééd~ õf rüñ~ À]</translation>
    </message>
    <message>
        <source>The jitter's seed in run A.</source>
        <translation>[Thé~ jîttér~~'s sééd~ îñ rüñ~ À.]</translation>
    </message>
    <message>
        <source>seed of run B</source>
        <translation>[sééd~ õf rüñ~ B]</translation>
    </message>
    <message>
        <source>The jitter's seed in run B.</source>
        <translation>[Thé~ jîttér~~'s sééd~ îñ rüñ~ B.]</translation>
    </message>
    <message>
        <source>The step size of every update.</source>
        <translation>[Thé~ stép~ sîzé~ õf évérý~~ üpdàté~~.]</translation>
    </message>
    <message>
        <source>How many gradients each async run applies.</source>
        <translation>[Hõw~ màñý~ gràdîéñts~~~ éàçh~ àsýñç~~ rüñ~ àpplîés~~.]</translation>
    </message>
    <message>
        <source>small case: workers</source>
        <translation>[smàll~~ çàsé~: wõrkérs~~]</translation>
    </message>
    <message>
        <source>How many workers the small case has.</source>
        <translation>[Hõw~ màñý~ wõrkérs~~ thé~ smàll~~ çàsé~ hàs~.]</translation>
    </message>
    <message>
        <source>small case: message time (s)</source>
        <translation>[smàll~~ çàsé~: méssàgé~~ tîmé~ (s)]</translation>
    </message>
    <message>
        <source>One model over one link.</source>
        <translation>[Õñé~ mõdél~~ õvér~ õñé~ lîñk~.]</translation>
    </message>
    <message>
        <source>small case: target</source>
        <translation>[smàll~~ çàsé~: tàrgét~~]</translation>
    </message>
    <message>
        <source>The loss both must reach, as a share of the start's loss above the best.</source>
        <translation>[Thé~ lõss~ bõth~ müst~ réàçh~~, às à shàré~~ õf thé~ stàrt~~'s lõss~ àbõvé~~ thé~ bést~.]</translation>
    </message>
    <message>
        <source>Decentralized SGD</source>
        <translation>[Déçéñtràlîzéd~~~~~ SGD~]</translation>
    </message>
    <message>
        <source>No server: every node averages its weight with its neighbours until they agree.</source>
        <translation>[Ñõ sérvér~~: évérý~~ ñõdé~ àvéràgés~~~ îts~ wéîght~~ wîth~ îts~ ñéîghbõürs~~~~ üñtîl~~ théý~ àgréé~~.]</translation>
    </message>
    <message>
        <source>There is no server: each node averages its weight with its neighbours only. Watch the values spread through the graph and draw together until all nodes agree. A ring agrees slowly; more links agree faster but send more messages.</source>
        <translation>[Théré~~ îs ñõ sérvér~~: éàçh~ ñõdé~ àvéràgés~~~ îts~ wéîght~~ wîth~ îts~ ñéîghbõürs~~~~ õñlý~. Wàtçh~~ thé~ vàlüés~~ spréàd~~ thrõügh~~ thé~ gràph~~ àñd~ dràw~ tõgéthér~~~ üñtîl~~ àll~ ñõdés~~ àgréé~~. À rîñg~ àgréés~~ slõwlý~~; mõré~ lîñks~~ àgréé~~ fàstér~~ büt~ séñd~ mõré~ méssàgés~~~.]</translation>
    </message>
    <message>
        <source>Who talks to whom. In a star node 1 is the hub; threshold links nodes close enough on the plane.</source>
        <translation>[Whõ~ tàlks~~ tõ whõm~. Îñ à stàr~ ñõdé~ 1 îs thé~ hüb~; thréshõld~~~ lîñks~~ ñõdés~~ çlõsé~~ éñõügh~~ õñ thé~ plàñé~~.]</translation>
    </message>
    <message>
        <source>nodes</source>
        <translation>[ñõdés~~]</translation>
    </message>
    <message>
        <source>How many nodes (workers) there are.</source>
        <translation>[Hõw~ màñý~ ñõdés~~ (wõrkérs~~) théré~~ àré~.]</translation>
    </message>
    <message>
        <source>distance threshold</source>
        <translation>[dîstàñçé~~~ thréshõld~~~]</translation>
    </message>
    <message>
        <source>For the threshold topology: nodes at most this far apart exchange weights.</source>
        <translation>[Fõr~ thé~ thréshõld~~~ tõpõlõgý~~~: ñõdés~~ àt mõst~ thîs~ fàr~ àpàrt~~ éxçhàñgé~~~ wéîghts~~.]</translation>
    </message>
    <message>
        <source>positions x:y</source>
        <translation>[põsîtîõñs~~~ x:ý]</translation>
    </message>
    <message>
        <source>Where the nodes sit on the plane (empty = a layout for the topology).</source>
        <translation>[Whéré~~ thé~ ñõdés~~ sît~ õñ thé~ plàñé~~ (émptý~~ = à làýõüt~~ fõr~ thé~ tõpõlõgý~~~).]</translation>
    </message>
    <message>
        <source>initial weights</source>
        <translation>[îñîtîàl~~ wéîghts~~]</translation>
    </message>
    <message>
        <source>Each node's starting weight (empty = 1, 2, ..., n).</source>
        <translation>[Éàçh~ ñõdé~'s stàrtîñg~~~ wéîght~~ (émptý~~ = 1, 2, ..., ñ).]</translation>
    </message>
    <message>
        <source>failed nodes</source>
        <translation>[fàîléd~~ ñõdés~~]</translation>
    </message>
    <message>
        <source>Nodes that are down and take no part in mixing (numbers from 1).</source>
        <translation>[Ñõdés~~ thàt~ àré~ dõwñ~ àñd~ tàké~ ñõ pàrt~ îñ mîxîñg~~ (ñümbérs~~ frõm~ 1).]</translation>
    </message>
    <message>
        <source>How many gossip rounds to run.</source>
        <translation>[Hõw~ màñý~ gõssîp~~ rõüñds~~ tõ rüñ~.]</translation>
    </message>
    <message>
        <source>local steps</source>
        <translation>[lõçàl~~ stéps~~]</translation>
    </message>
    <message>
        <source>Gradient steps each node takes on its own shard before each mixing round (0 = pure gossip).</source>
        <translation>[Gràdîéñt~~~ stéps~~ éàçh~ ñõdé~ tàkés~~ õñ îts~ õwñ~ shàrd~~ béfõré~~ éàçh~ mîxîñg~~ rõüñd~~ (0 = püré~ gõssîp~~).]</translation>
    </message>
    <message>
        <source>Step size of the local gradient steps.</source>
        <translation>[Stép~ sîzé~ õf thé~ lõçàl~~ gràdîéñt~~~ stéps~~.]</translation>
    </message>
    <message>
        <source>One x:y point per node for the local steps (empty = (i, 2i+1)).</source>
        <translation>[Õñé~ x:ý põîñt~~ pér~ ñõdé~ fõr~ thé~ lõçàl~~ stéps~~ (émptý~~ = (î, 2î+1)).]</translation>
    </message>
    <message>
        <source>Overlap SGD</source>
        <translation>[Õvérlàp~~ SGD~]</translation>
    </message>
    <message>
        <source>Start sending each bucket of gradients while the backward pass is still computing the earlier layers.</source>
        <translation>[Stàrt~~ séñdîñg~~ éàçh~ büçkét~~ õf gràdîéñts~~~ whîlé~~ thé~ bàçkwàrd~~~ pàss~ îs stîll~~ çõmpütîñg~~~ thé~ éàrlîér~~ làýérs~~.]</translation>
    </message>
    <message>
        <source>Compare the two timelines. Without overlap the network waits for the whole backward pass; with it, each bucket of gradients is sent while earlier layers are still computing. The round ends sooner by the part of communication that hides behind computation.</source>
        <translation>[Çõmpàré~~ thé~ twõ~ tîmélîñés~~~. Wîthõüt~~ õvérlàp~~ thé~ ñétwõrk~~ wàîts~~ fõr~ thé~ whõlé~~ bàçkwàrd~~~ pàss~; wîth~ ît, éàçh~ büçkét~~ õf gràdîéñts~~~ îs séñt~ whîlé~~ éàrlîér~~ làýérs~~ àré~ stîll~~ çõmpütîñg~~~. Thé~ rõüñd~~ éñds~ sõõñér~~ bý thé~ pàrt~ õf çõmmüñîçàtîõñ~~~~~ thàt~ hîdés~~ béhîñd~~ çõmpütàtîõñ~~~~.]</translation>
    </message>
    <message>
        <source>layers</source>
        <translation>[làýérs~~]</translation>
    </message>
    <message>
        <source>How many layers the model has.</source>
        <translation>[Hõw~ màñý~ làýérs~~ thé~ mõdél~~ hàs~.]</translation>
    </message>
    <message>
        <source>backward ms per layer</source>
        <translation>[bàçkwàrd~~~ ms pér~ làýér~~]</translation>
    </message>
    <message>
        <source>Backward compute time of each layer in milliseconds (one value for all).</source>
        <translation>[Bàçkwàrd~~~ çõmpüté~~ tîmé~ õf éàçh~ làýér~~ îñ mîllîséçõñds~~~~ (õñé~ vàlüé~~ fõr~ àll~).]</translation>
    </message>
    <message>
        <source>gradient MiB per layer</source>
        <translation>[gràdîéñt~~~ MîB~ pér~ làýér~~]</translation>
    </message>
    <message>
        <source>Size of each layer's gradient in MiB (one value for all).</source>
        <translation>[Sîzé~ õf éàçh~ làýér~~'s gràdîéñt~~~ îñ MîB~ (õñé~ vàlüé~~ fõr~ àll~).]</translation>
    </message>
    <message>
        <source>bucket cap (MiB)</source>
        <translation>[büçkét~~ çàp~ (MîB~)]</translation>
    </message>
    <message>
        <source>Largest bucket; PyTorch DDP uses 25 MiB.</source>
        <translation>[Làrgést~~ büçkét~~; PýTõrçh~~ DDP~ üsés~ 25 MîB~.]</translation>
    </message>
    <message>
        <source>first bucket cap (MiB)</source>
        <translation>[fîrst~~ büçkét~~ çàp~ (MîB~)]</translation>
    </message>
    <message>
        <source>Cap of the first bucket (the last layers); DDP uses 1 MiB so communication starts early.</source>
        <translation>[Çàp~ õf thé~ fîrst~~ büçkét~~ (thé~ làst~ làýérs~~); DDP~ üsés~ 1 MîB~ sõ çõmmüñîçàtîõñ~~~~~ stàrts~~ éàrlý~~.]</translation>
    </message>
    <message>
        <source>bandwidth (GB/s)</source>
        <translation>[bàñdwîdth~~~ (GB/s)]</translation>
    </message>
    <message>
        <source>Link bandwidth in gigabytes per second.</source>
        <translation>[Lîñk~ bàñdwîdth~~~ îñ gîgàbýtés~~~ pér~ séçõñd~~.]</translation>
    </message>
    <message>
        <source>latency (µs)</source>
        <translation>[làtéñçý~~ (µs)]</translation>
    </message>
    <message>
        <source>Fixed cost of every message hop in microseconds.</source>
        <translation>[Fîxéd~~ çõst~ õf évérý~~ méssàgé~~ hõp~ îñ mîçrõséçõñds~~~~.]</translation>
    </message>
    <message>
        <source>How many workers all-reduce each bucket (ring).</source>
        <translation>[Hõw~ màñý~ wõrkérs~~ àll~-rédüçé~~ éàçh~ büçkét~~ (rîñg~).]</translation>
    </message>
    <message>
        <source>Quantized SGD</source>
        <translation>[Qüàñtîzéd~~~ SGD~]</translation>
    </message>
    <message>
        <source>Send each gradient with fewer bits: smaller messages, a small error, and what that does to training.</source>
        <translation>[Séñd~ éàçh~ gràdîéñt~~~ wîth~ féwér~~ bîts~: smàllér~~ méssàgés~~~, à smàll~~ érrõr~~, àñd~ whàt~ thàt~ dõés~ tõ tràîñîñg~~~.]</translation>
    </message>
    <message>
        <source>Each gradient is sent with fewer bits. Watch the message size drop and the small rounding error appear beside each value. Lower the bits step by step and see when the path starts to differ from the one with full 32-bit floats.</source>
        <translation>[Éàçh~ gràdîéñt~~~ îs séñt~ wîth~ féwér~~ bîts~. Wàtçh~~ thé~ méssàgé~~ sîzé~ drõp~ àñd~ thé~ smàll~~ rõüñdîñg~~~ érrõr~~ àppéàr~~ bésîdé~~ éàçh~ vàlüé~~. Lõwér~~ thé~ bîts~ stép~ bý stép~ àñd~ séé~ whéñ~ thé~ pàth~ stàrts~~ tõ dîffér~~ frõm~ thé~ õñé~ wîth~ füll~ 32-bît~ flõàts~~.]</translation>
    </message>
    <message>
        <source>bits per value</source>
        <translation>[bîts~ pér~ vàlüé~~]</translation>
    </message>
    <message>
        <source>32 and 16 are floats; 8, 4 and 2 are uniform levels with a scale; 1 sends only the sign.</source>
        <translation>[32 àñd~ 16 àré~ flõàts~~; 8, 4 àñd~ 2 àré~ üñîfõrm~~ lévéls~~ wîth~ à sçàlé~~; 1 séñds~~ õñlý~ thé~ sîgñ~.]</translation>
    </message>
    <message>
        <source>scheme</source>
        <translation>[sçhémé~~]</translation>
    </message>
    <message>
        <source>by-bits: the lecture's choice for the bit width above. uniform: evenly spaced levels with the bits above; float16 and bfloat16: 16-bit floats; qsgd: levels of |g|/||g||, always rounded at random; sign: 1 bit.</source>
        <translation>[bý-bîts~: thé~ léçtüré~~'s çhõîçé~~ fõr~ thé~ bît~ wîdth~~ àbõvé~~. üñîfõrm~~: évéñlý~~ spàçéd~~ lévéls~~ wîth~ thé~ bîts~ àbõvé~~; flõàt~~16 àñd~ bflõàt~~16: 16-bît~ flõàts~~; qsgd~: lévéls~~ õf |g|/||g||, àlwàýs~~ rõüñdéd~~ àt ràñdõm~~; sîgñ~: 1 bît~.]</translation>
    </message>
    <message>
        <source>QSGD levels s</source>
        <translation>[QSGD~ lévéls~~ s]</translation>
    </message>
    <message>
        <source>QSGD only: how many levels each sign gets between 0 and the message's length.</source>
        <translation>[QSGD~ õñlý~: hõw~ màñý~ lévéls~~ éàçh~ sîgñ~ géts~ bétwééñ~~ 0 àñd~ thé~ méssàgé~~'s léñgth~~.]</translation>
    </message>
    <message>
        <source>rounding</source>
        <translation>[rõüñdîñg~~~]</translation>
    </message>
    <message>
        <source>nearest: the closest level; stochastic: one of the two nearest levels at random, unbiased on average.</source>
        <translation>[ñéàrést~~: thé~ çlõsést~~ lévél~~; stõçhàstîç~~~~: õñé~ õf thé~ twõ~ ñéàrést~~ lévéls~~ àt ràñdõm~~, üñbîàséd~~~ õñ àvéràgé~~.]</translation>
    </message>
    <message>
        <source>error feedback</source>
        <translation>[érrõr~~ féédbàçk~~~]</translation>
    </message>
    <message>
        <source>Keep what quantization lost and add it to the next gradient.</source>
        <translation>[Kéép~ whàt~ qüàñtîzàtîõñ~~~~ lõst~ àñd~ àdd~ ît tõ thé~ ñéxt~ gràdîéñt~~~.]</translation>
    </message>
    <message>
        <source>How many workers send quantized gradients.</source>
        <translation>[Hõw~ màñý~ wõrkérs~~ séñd~ qüàñtîzéd~~~ gràdîéñts~~~.]</translation>
    </message>
    <message>
        <source>Length of the weight vector (and of each message).</source>
        <translation>[Léñgth~~ õf thé~ wéîght~~ véçtõr~~ (àñd~ õf éàçh~ méssàgé~~).]</translation>
    </message>
    <message>
        <source>How many synchronous rounds to train.</source>
        <translation>[Hõw~ màñý~ sýñçhrõñõüs~~~~ rõüñds~~ tõ tràîñ~~.]</translation>
    </message>
    <message>
        <source>Seed of the synthetic data and of stochastic rounding.</source>
        <translation>[Sééd~ õf thé~ sýñthétîç~~~ dàtà~ àñd~ õf stõçhàstîç~~~~ rõüñdîñg~~~.]</translation>
    </message>
    <message>
        <source>Scale lab</source>
        <translation>[Sçàlé~~ làb~]</translation>
    </message>
    <message>
        <source>Sync, async, decentralized and quantized SGD on up to 1024 retail zones and 10 million rows: the learning computed for real, the cluster's wall-clock from a cost model.</source>
        <translation>[Sýñç~, àsýñç~~, déçéñtràlîzéd~~~~~ àñd~ qüàñtîzéd~~~ SGD~ õñ üp tõ 1024 rétàîl~~ zõñés~~ àñd~ 10 mîllîõñ~~ rõws~: thé~ léàrñîñg~~~ çõmpütéd~~~ fõr~ réàl~, thé~ çlüstér~~'s wàll~-çlõçk~~ frõm~ à çõst~ mõdél~~.]</translation>
    </message>
    <message>
        <source>The same methods on up to 1024 retail zones and millions of rows. Compare loss against wall-clock time, not against steps: sync waits at every barrier, async never waits but works with stale weights, and quantized sends less. Look for where each method's time goes as the cluster grows.</source>
        <translation>[Thé~ sàmé~ méthõds~~ õñ üp tõ 1024 rétàîl~~ zõñés~~ àñd~ mîllîõñs~~~ õf rõws~. Çõmpàré~~ lõss~ àgàîñst~~ wàll~-çlõçk~~ tîmé~, ñõt~ àgàîñst~~ stéps~~: sýñç~ wàîts~~ àt évérý~~ bàrrîér~~, àsýñç~~ ñévér~~ wàîts~~ büt~ wõrks~~ wîth~ stàlé~~ wéîghts~~, àñd~ qüàñtîzéd~~~ séñds~~ léss~. Lõõk~ fõr~ whéré~~ éàçh~ méthõd~~'s tîmé~ gõés~ às thé~ çlüstér~~ grõws~~.]</translation>
    </message>
    <message>
        <source>designs</source>
        <translation>[désîgñs~~]</translation>
    </message>
    <message>
        <source>Comma list of the designs to compare: sync, async, decentralized, quantized.</source>
        <translation>[Çõmmà~~ lîst~ õf thé~ désîgñs~~ tõ çõmpàré~~: sýñç~, àsýñç~~, déçéñtràlîzéd~~~~~, qüàñtîzéd~~~.]</translation>
    </message>
    <message>
        <source>How many zones (workers) hold a shard.</source>
        <translation>[Hõw~ màñý~ zõñés~~ (wõrkérs~~) hõld~ à shàrd~~.]</translation>
    </message>
    <message>
        <source>rows N</source>
        <translation>[rõws~ Ñ]</translation>
    </message>
    <message>
        <source>Rows of synthetic retail data over all zones.</source>
        <translation>[Rõws~ õf sýñthétîç~~~ rétàîl~~ dàtà~ õvér~ àll~ zõñés~~.]</translation>
    </message>
    <message>
        <source>Features per row (the length of w).</source>
        <translation>[Féàtürés~~~ pér~ rõw~ (thé~ léñgth~~ õf w).]</translation>
    </message>
    <message>
        <source>model</source>
        <translation>[mõdél~~]</translation>
    </message>
    <message>
        <source>Least squares on a real label (basket value), or logistic regression on a 0/1 label (did the visit end in a sale).</source>
        <translation>[Léàst~~ sqüàrés~~ õñ à réàl~ làbél~~ (bàskét~~ vàlüé~~), õr lõgîstîç~~~ régréssîõñ~~~~ õñ à 0/1 làbél~~ (dîd~ thé~ vîsît~~ éñd~ îñ à sàlé~).]</translation>
    </message>
    <message>
        <source>Who gossips with whom in the decentralized design (Metropolis-Hastings weights).</source>
        <translation>[Whõ~ gõssîps~~ wîth~ whõm~ îñ thé~ déçéñtràlîzéd~~~~~ désîgñ~~ (Métrõpõlîs~~~~-Hàstîñgs~~~ wéîghts~~).]</translation>
    </message>
    <message>
        <source>Width of each gradient value in the quantized design.</source>
        <translation>[Wîdth~~ õf éàçh~ gràdîéñt~~~ vàlüé~~ îñ thé~ qüàñtîzéd~~~ désîgñ~~.]</translation>
    </message>
    <message>
        <source>straggler share</source>
        <translation>[stràgglér~~~ shàré~~]</translation>
    </message>
    <message>
        <source>Share of workers that run slow.</source>
        <translation>[Shàré~~ õf wõrkérs~~ thàt~ rüñ~ slõw~.]</translation>
    </message>
    <message>
        <source>straggler slowdown</source>
        <translation>[stràgglér~~~ slõwdõwñ~~~]</translation>
    </message>
    <message>
        <source>How many times slower a straggler computes.</source>
        <translation>[Hõw~ màñý~ tîmés~~ slõwér~~ à stràgglér~~~ çõmpütés~~~.]</translation>
    </message>
    <message>
        <source>Checkpoints: synchronous rounds (async: K updates each).</source>
        <translation>[Çhéçkpõîñts~~~~: sýñçhrõñõüs~~~~ rõüñds~~ (àsýñç~~: K üpdàtés~~ éàçh~).]</translation>
    </message>
    <message>
        <source>Step size of every design.</source>
        <translation>[Stép~ sîzé~ õf évérý~~ désîgñ~~.]</translation>
    </message>
    <message>
        <source>Link bandwidth of the simulated cluster in gigabytes per second.</source>
        <translation>[Lîñk~ bàñdwîdth~~~ õf thé~ sîmülàtéd~~~ çlüstér~~ îñ gîgàbýtés~~~ pér~ séçõñd~~.]</translation>
    </message>
    <message>
        <source>Fixed cost of every message in microseconds.</source>
        <translation>[Fîxéd~~ çõst~ õf évérý~~ méssàgé~~ îñ mîçrõséçõñds~~~~.]</translation>
    </message>
    <message>
        <source>worker GFLOP/s</source>
        <translation>[wõrkér~~ GFLÕP~~/s]</translation>
    </message>
    <message>
        <source>Compute speed of a full-speed simulated worker.</source>
        <translation>[Çõmpüté~~ spééd~~ õf à füll~-spééd~~ sîmülàtéd~~~ wõrkér~~.]</translation>
    </message>
    <message>
        <source>Seed of the data and of the straggler draw.</source>
        <translation>[Sééd~ õf thé~ dàtà~ àñd~ õf thé~ stràgglér~~~ dràw~.]</translation>
    </message>
    <message>
        <source>backend</source>
        <translation>[bàçkéñd~~]</translation>
    </message>
    <message>
        <source>Where the gradients are computed: auto picks CUDA when a device is there.</source>
        <translation>[Whéré~~ thé~ gràdîéñts~~~ àré~ çõmpütéd~~~: àütõ~ pîçks~~ ÇÜDÀ~ whéñ~ à dévîçé~~ îs théré~~.]</translation>
    </message>
    <message>
        <source>X storage</source>
        <translation>[X stõràgé~~]</translation>
    </message>
    <message>
        <source>How the data rows are kept: float32, or 16-bit bfloat16 or float16 (sums in float32): half the bytes to read, each value rounded. With 16 bits every design also runs on float32 X, so the two loss curves can be compared.</source>
        <translation>[Hõw~ thé~ dàtà~ rõws~ àré~ képt~: flõàt~~32, õr 16-bît~ bflõàt~~16 õr flõàt~~16 (süms~ îñ flõàt~~32): hàlf~ thé~ býtés~~ tõ réàd~, éàçh~ vàlüé~~ rõüñdéd~~. Wîth~ 16 bîts~ évérý~~ désîgñ~~ àlsõ~ rüñs~ õñ flõàt~~32 X, sõ thé~ twõ~ lõss~ çürvés~~ çàñ~ bé çõmpàréd~~~.]</translation>
    </message>
    <message>
        <source>step</source>
        <translation>[stép~]</translation>
    </message>
    <message>
        <source>update</source>
        <translation>[üpdàté~~]</translation>
    </message>
    <message>
        <source>round</source>
        <translation>[rõüñd~~]</translation>
    </message>
    <message>
        <source>snapshot</source>
        <translation>[sñàpshõt~~~]</translation>
    </message>
    <message>
        <source>push</source>
        <translation>[püsh~]</translation>
    </message>
    <message>
        <source>tick</source>
        <translation>[tîçk~]</translation>
    </message>
    <message>
        <source>bucket</source>
        <translation>[büçkét~~]</translation>
    </message>
    <message>
        <source>checkpoint</source>
        <translation>[çhéçkpõîñt~~~~]</translation>
    </message>
    <message>
        <source>One weight: the lecture's example</source>
        <translation>[Õñé~ wéîght~~: thé~ léçtüré~~'s éxàmplé~~]</translation>
    </message>
    <message>
        <source>x = 3, y = 10, start at w = 2: with η = 0.1 the first step lands on 3.2 and settles; then larger steps overshoot and diverge.</source>
        <translation>[x = 3, ý = 10, stàrt~~ àt w = 2: wîth~ η = 0.1 thé~ fîrst~~ stép~ làñds~~ õñ 3.2 àñd~ séttlés~~; théñ~ làrgér~~ stéps~~ õvérshõõt~~~ àñd~ dîvérgé~~.]</translation>
    </message>
    <message>
        <source>Ask first: the gradient at w = 2 is −12, so where does w go with η = 0.1? Answer 3.2. Then play to the end: w settles on 10/3.</source>
        <translation>[Àsk~ fîrst~~: thé~ gràdîéñt~~~ àt w = 2 îs −12, sõ whéré~~ dõés~ w gõ wîth~ η = 0.1? Àñswér~~ 3.2. Théñ~ plàý~ tõ thé~ éñd~: w séttlés~~ õñ 10/3.]</translation>
    </message>
    <message>
        <source>Same start, η = 0.2 is above 1/9: each step jumps across w* = 10/3, but the jumps still shrink. Ask which side the next step lands on.</source>
        <translation>[Sàmé~ stàrt~~, η = 0.2 îs àbõvé~~ 1/9: éàçh~ stép~ jümps~~ àçrõss~~ w* = 10/3, büt~ thé~ jümps~~ stîll~~ shrîñk~~. Àsk~ whîçh~~ sîdé~ thé~ ñéxt~ stép~ làñds~~ õñ.]</translation>
    </message>
    <message>
        <source>η = 0.5 is above 2/9: the distance to w* grows 3.5 times each step. Let the class say when the run is stopped as diverged.</source>
        <translation>[η = 0.5 îs àbõvé~~ 2/9: thé~ dîstàñçé~~~ tõ w* grõws~~ 3.5 tîmés~~ éàçh~ stép~. Lét~ thé~ çlàss~~ sàý~ whéñ~ thé~ rüñ~ îs stõppéd~~ às dîvérgéd~~~.]</translation>
    </message>
    <message>
        <source>One weight: overshooting the vertex</source>
        <translation>[Õñé~ wéîght~~: õvérshõõtîñg~~~~ thé~ vértéx~~]</translation>
    </message>
    <message>
        <source>η = 0.2 is above 1/9, so every step jumps across w* = 10/3, yet the jumps still shrink.</source>
        <translation>[η = 0.2 îs àbõvé~~ 1/9, sõ évérý~~ stép~ jümps~~ àçrõss~~ w* = 10/3, ýét~ thé~ jümps~~ stîll~~ shrîñk~~.]</translation>
    </message>
    <message>
        <source>One weight: divergence</source>
        <translation>[Õñé~ wéîght~~: dîvérgéñçé~~~~]</translation>
    </message>
    <message>
        <source>η = 0.5 is above 2/9: each step multiplies the distance to w* by 3.5 and the run is stopped as diverged.</source>
        <translation>[η = 0.5 îs àbõvé~~ 2/9: éàçh~ stép~ mültîplîés~~~~ thé~ dîstàñçé~~~ tõ w* bý 3.5 àñd~ thé~ rüñ~ îs stõppéd~~ às dîvérgéd~~~.]</translation>
    </message>
    <message>
        <source>Mini-batch: dropping the leftover</source>
        <translation>[Mîñî~-bàtçh~~: drõppîñg~~~ thé~ léftõvér~~~]</translation>
    </message>
    <message>
        <source>400 samples in batches of 32: twelve full batches, and the last 16 samples are left out of the epoch.</source>
        <translation>[400 sàmplés~~ îñ bàtçhés~~ õf 32: twélvé~~ füll~ bàtçhés~~, àñd~ thé~ làst~ 16 sàmplés~~ àré~ léft~ õüt~ õf thé~ épõçh~~.]</translation>
    </message>
    <message>
        <source>Synchronous SGD: one straggler</source>
        <translation>[Sýñçhrõñõüs~~~~ SGD~: õñé~ stràgglér~~~]</translation>
    </message>
    <message>
        <source>Worker 4 needs three times as long per gradient; everyone else waits for it at the barrier every round.</source>
        <translation>[Wõrkér~~ 4 ñééds~~ thréé~~ tîmés~~ às lõñg~ pér~ gràdîéñt~~~; évérýõñé~~~ élsé~ wàîts~~ fõr~ ît àt thé~ bàrrîér~~ évérý~~ rõüñd~~.]</translation>
    </message>
    <message>
        <source>Synchronous SGD: ring all-reduce</source>
        <translation>[Sýñçhrõñõüs~~~~ SGD~: rîñg~ àll~-rédüçé~~]</translation>
    </message>
    <message>
        <source>The same rounds without a server: gradients travel around a ring in 2(K − 1) steps.</source>
        <translation>[Thé~ sàmé~ rõüñds~~ wîthõüt~~ à sérvér~~: gràdîéñts~~~ tràvél~~ àrõüñd~~ à rîñg~ îñ 2(K − 1) stéps~~.]</translation>
    </message>
    <message>
        <source>Asynchronous SGD: staleness-aware steps</source>
        <translation>[Àsýñçhrõñõüs~~~~ SGD~: stàléñéss~~~-àwàré~~ stéps~~]</translation>
    </message>
    <message>
        <source>The lecture's three workers, with each gradient scaled by η/(1 + τ) so late arrivals count less.</source>
        <translation>[Thé~ léçtüré~~'s thréé~~ wõrkérs~~, wîth~ éàçh~ gràdîéñt~~~ sçàléd~~ bý η/(1 + τ) sõ làté~ àrrîvàls~~~ çõüñt~~ léss~.]</translation>
    </message>
    <message>
        <source>Decentralized: a star loses its hub</source>
        <translation>[Déçéñtràlîzéd~~~~~: à stàr~ lõsés~~ îts~ hüb~]</translation>
    </message>
    <message>
        <source>Five nodes around hub 1; with the hub down the leaves have no neighbour left and stop mixing.</source>
        <translation>[Fîvé~ ñõdés~~ àrõüñd~~ hüb~ 1; wîth~ thé~ hüb~ dõwñ~ thé~ léàvés~~ hàvé~ ñõ ñéîghbõür~~~ léft~ àñd~ stõp~ mîxîñg~~.]</translation>
    </message>
    <message>
        <source>Decentralized: a path loses an end node</source>
        <translation>[Déçéñtràlîzéd~~~~~: à pàth~ lõsés~~ àñ éñd~ ñõdé~]</translation>
    </message>
    <message>
        <source>Node 3 at the end of the path 1–2–3 fails; nodes 1 and 2 keep averaging with each other.</source>
        <translation>[Ñõdé~ 3 àt thé~ éñd~ õf thé~ pàth~ 1–2–3 fàîls~~; ñõdés~~ 1 àñd~ 2 kéép~ àvéràgîñg~~~ wîth~ éàçh~ õthér~~.]</translation>
    </message>
    <message>
        <source>Scale lab: 1024 zones, ten million rows</source>
        <translation>[Sçàlé~~ làb~: 1024 zõñés~~, téñ~ mîllîõñ~~ rõws~]</translation>
    </message>
    <message>
        <source>The four designs on the full synthetic retail data: 1024 zones of unequal size, 10 million rows of 16 features, a tenth of the workers slow. Takes several seconds; progress and Cancel are in the status bar.</source>
        <translation>[Thé~ fõür~ désîgñs~~ õñ thé~ füll~ sýñthétîç~~~ rétàîl~~ dàtà~: 1024 zõñés~~ õf üñéqüàl~~ sîzé~, 10 mîllîõñ~~ rõws~ õf 16 féàtürés~~~, à téñth~~ õf thé~ wõrkérs~~ slõw~. Tàkés~~ sévéràl~~ séçõñds~~; prõgréss~~~ àñd~ Çàñçél~~ àré~ îñ thé~ stàtüs~~ bàr~.]</translation>
    </message>
    <message>
        <source>Scale lab: logistic regression on sale / no sale</source>
        <translation>[Sçàlé~~ làb~: lõgîstîç~~~ régréssîõñ~~~~ õñ sàlé~ / ñõ sàlé~]</translation>
    </message>
    <message>
        <source>The same designs learn a 0/1 label (did the visit end in a sale?) by logistic regression; every design starts at the log loss of a coin flip, ln 2.</source>
        <translation>[Thé~ sàmé~ désîgñs~~ léàrñ~~ à 0/1 làbél~~ (dîd~ thé~ vîsît~~ éñd~ îñ à sàlé~?) bý lõgîstîç~~~ régréssîõñ~~~~; évérý~~ désîgñ~~ stàrts~~ àt thé~ lõg~ lõss~ õf à çõîñ~ flîp~, lñ 2.]</translation>
    </message>
    <message>
        <source>Hogwild!: when rows stop being sparse</source>
        <translation>[Hõgwîld~~!: whéñ~ rõws~ stõp~ béîñg~~ spàrsé~~]</translation>
    </message>
    <message>
        <source>Four threads on rows that touch a fifth of the features: their writes collide often, and lock-free SGD loses its edge over one global lock.</source>
        <translation>[Fõür~ thréàds~~ õñ rõws~ thàt~ tõüçh~~ à fîfth~~ õf thé~ féàtürés~~~: théîr~~ wrîtés~~ çõllîdé~~ õftéñ~~, àñd~ lõçk~-fréé~ SGD~ lõsés~~ îts~ édgé~ õvér~ õñé~ glõbàl~~ lõçk~.]</translation>
    </message>
    <message>
        <source>Implicit momentum: sixteen workers</source>
        <translation>[Împlîçît~~~ mõméñtüm~~~: sîxtééñ~~ wõrkérs~~]</translation>
    </message>
    <message>
        <source>With sixteen asynchronous workers the weight swings like SGD with momentum near 1 − 1/16; compare the leaky server and the lower base rate.</source>
        <translation>[Wîth~ sîxtééñ~~ àsýñçhrõñõüs~~~~ wõrkérs~~ thé~ wéîght~~ swîñgs~~ lîké~ SGD~ wîth~ mõméñtüm~~~ ñéàr~ 1 − 1/16; çõmpàré~~ thé~ léàký~~ sérvér~~ àñd~ thé~ lõwér~~ bàsé~ ràté~.]</translation>
    </message>
    <message>
        <source>Staleness remedies: very slow stragglers</source>
        <translation>[Stàléñéss~~~ rémédîés~~~: vérý~ slõw~ stràgglérs~~~~]</translation>
    </message>
    <message>
        <source>Stragglers that need 40 seconds per gradient bring gradients hundreds of updates old; see which server rules keep the weight calm.</source>
        <translation>[Stràgglérs~~~~ thàt~ ñééd~ 40 séçõñds~~ pér~ gràdîéñt~~~ brîñg~~ gràdîéñts~~~ hüñdréds~~~ õf üpdàtés~~ õld~; séé~ whîçh~~ sérvér~~ rülés~~ kéép~ thé~ wéîght~~ çàlm~.]</translation>
    </message>
    <message>
        <source>Backup workers: a different straggler every round</source>
        <translation>[Bàçküp~~ wõrkérs~~: à dîfféréñt~~~ stràgglér~~~ évérý~~ rõüñd~~]</translation>
    </message>
    <message>
        <source>Random compute times, so the slowest of the four workers changes from round to round; each round leaves that one out.</source>
        <translation>[Ràñdõm~~ çõmpüté~~ tîmés~~, sõ thé~ slõwést~~ õf thé~ fõür~ wõrkérs~~ çhàñgés~~ frõm~ rõüñd~~ tõ rõüñd~~; éàçh~ rõüñd~~ léàvés~~ thàt~ õñé~ õüt~.]</translation>
    </message>
    <message>
        <source>Scale lab: half the bytes with bfloat16</source>
        <translation>[Sçàlé~~ làb~: hàlf~ thé~ býtés~~ wîth~ bflõàt~~16]</translation>
    </message>
    <message>
        <source>The data rows kept as bfloat16, 2 bytes a value instead of 4: a round reads half the memory. Every design also runs on float32 rows; the second slide plots how far apart the two losses are.</source>
        <translation>[Thé~ dàtà~ rõws~ képt~ às bflõàt~~16, 2 býtés~~ à vàlüé~~ îñstéàd~~ õf 4: à rõüñd~~ réàds~~ hàlf~ thé~ mémõrý~~. Évérý~~ désîgñ~~ àlsõ~ rüñs~ õñ flõàt~~32 rõws~; thé~ séçõñd~~ slîdé~~ plõts~~ hõw~ fàr~ àpàrt~~ thé~ twõ~ lõssés~~ àré~.]</translation>
    </message>
    <message>
        <source>Compare the rows/s of the two runs in the readout</source>
        <translation>[Çõmpàré~~ thé~ rõws~/s õf thé~ twõ~ rüñs~ îñ thé~ réàdõüt~~]</translation>
    </message>
    <message>
        <source>How big is the price of 16-bit rows?</source>
        <translation>[Hõw~ bîg~ îs thé~ prîçé~~ õf 16-bît~ rõws~?]</translation>
    </message>
    <message>
        <source>Exact!</source>
        <translation>[Éxàçt~~!]</translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>[Rîght~~!]</translation>
    </message>
    <message>
        <source>Close, but not exact.</source>
        <translation>[Çlõsé~~, büt~ ñõt~ éxàçt~~.]</translation>
    </message>
    <message>
        <source>Not this time: work it through once more.</source>
        <translation>[Ñõt~ thîs~ tîmé~: wõrk~ ît thrõügh~~ õñçé~ mõré~.]</translation>
    </message>
    <message>
        <source>Not this time.</source>
        <translation>[Ñõt~ thîs~ tîmé~.]</translation>
    </message>
    <message>
        <source>Careful:</source>
        <translation>[Çàréfül~~:]</translation>
    </message>
    <message>
        <source>Type one number, such as %1.</source>
        <translation>[Týpé~ õñé~ ñümbér~~, süçh~ às %1.]</translation>
    </message>
    <message>
        <source>Type %1 numbers, separated by semicolons.</source>
        <translation>[Týpé~ %1 ñümbérs~~, sépàràtéd~~~ bý sémîçõlõñs~~~~.]</translation>
    </message>
    <message>
        <source>Type %1 numbers, separated by commas.</source>
        <translation>[Týpé~ %1 ñümbérs~~, sépàràtéd~~~ bý çõmmàs~~.]</translation>
    </message>
    <message>
        <source>What is %1 after the next %2?</source>
        <translation>[Whàt~ îs %1 àftér~~ thé~ ñéxt~ %2?]</translation>
    </message>
    <message>
        <source>that is %1 before the step; the question is where the step takes it.</source>
        <translation>[thàt~ îs %1 béfõré~~ thé~ stép~; thé~ qüéstîõñ~~~ îs whéré~~ thé~ stép~ tàkés~~ ît.]</translation>
    </message>
    <message>
        <source>The answer is %1.</source>
        <translation>[Thé~ àñswér~~ îs %1.]</translation>
    </message>
    <message>
        <source>There is no such choice.</source>
        <translation>[Théré~~ îs ñõ süçh~ çhõîçé~~.]</translation>
    </message>
    <message>
        <source>Not this one.</source>
        <translation>[Ñõt~ thîs~ õñé~.]</translation>
    </message>
    <message>
        <source>staleness of the update</source>
        <translation>[stàléñéss~~~ õf thé~ üpdàté~~]</translation>
    </message>
    <message>
        <source>worker that arrives</source>
        <translation>[wõrkér~~ thàt~ àrrîvés~~]</translation>
    </message>
    <message>
        <source>server w</source>
        <translation>[sérvér~~ w]</translation>
    </message>
    <message>
        <source>arrival time</source>
        <translation>[àrrîvàl~~ tîmé~]</translation>
    </message>
    <message>
        <source>gap between the two async runs</source>
        <translation>[gàp~ bétwééñ~~ thé~ twõ~ àsýñç~~ rüñs~]</translation>
    </message>
    <message>
        <source>worker in run A</source>
        <translation>[wõrkér~~ îñ rüñ~ À]</translation>
    </message>
    <message>
        <source>worker in run B</source>
        <translation>[wõrkér~~ îñ rüñ~ B]</translation>
    </message>
    <message>
        <source>run A's w</source>
        <translation>[rüñ~ À's w]</translation>
    </message>
    <message>
        <source>w</source>
        <translation>[w]</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>[lõss~]</translation>
    </message>
    <message>
        <source>round starts at</source>
        <translation>[rõüñd~~ stàrts~~ àt]</translation>
    </message>
    <message>
        <source>gradients dropped so far</source>
        <translation>[gràdîéñts~~~ drõppéd~~ sõ fàr~]</translation>
    </message>
    <message>
        <source>node weights</source>
        <translation>[ñõdé~ wéîghts~~]</translation>
    </message>
    <message>
        <source>mean weight</source>
        <translation>[méàñ~ wéîght~~]</translation>
    </message>
    <message>
        <source>consensus distance</source>
        <translation>[çõñséñsüs~~~ dîstàñçé~~~]</translation>
    </message>
    <message>
        <source>async model's error</source>
        <translation>[àsýñç~~ mõdél~~'s érrõr~~]</translation>
    </message>
    <message>
        <source>stale model's error</source>
        <translation>[stàlé~~ mõdél~~'s érrõr~~]</translation>
    </message>
    <message>
        <source>batch model's error</source>
        <translation>[bàtçh~~ mõdél~~'s érrõr~~]</translation>
    </message>
    <message>
        <source>updates so far</source>
        <translation>[üpdàtés~~ sõ fàr~]</translation>
    </message>
    <message>
        <source>collisions so far</source>
        <translation>[çõllîsîõñs~~~~ sõ fàr~]</translation>
    </message>
    <message>
        <source>momentum SGD's w</source>
        <translation>[mõméñtüm~~~ SGD~'s w]</translation>
    </message>
    <message>
        <source>async SGD's mean w</source>
        <translation>[àsýñç~~ SGD~'s méàñ~ w]</translation>
    </message>
    <message>
        <source>worker of the sample run</source>
        <translation>[wõrkér~~ õf thé~ sàmplé~~ rüñ~]</translation>
    </message>
    <message>
        <source>staleness in the sample run</source>
        <translation>[stàléñéss~~~ îñ thé~ sàmplé~~ rüñ~]</translation>
    </message>
    <message>
        <source>samples seen</source>
        <translation>[sàmplés~~ sééñ~]</translation>
    </message>
    <message>
        <source>epoch</source>
        <translation>[épõçh~~]</translation>
    </message>
    <message>
        <source>all-reduce ends at</source>
        <translation>[àll~-rédüçé~~ éñds~ àt]</translation>
    </message>
    <message>
        <source>all-reduce starts at</source>
        <translation>[àll~-rédüçé~~ stàrts~~ àt]</translation>
    </message>
    <message>
        <source>wait for the link</source>
        <translation>[wàît~ fõr~ thé~ lîñk~]</translation>
    </message>
    <message>
        <source>bytes sent so far</source>
        <translation>[býtés~~ séñt~ sõ fàr~]</translation>
    </message>
    <message>
        <source>quantization error</source>
        <translation>[qüàñtîzàtîõñ~~~~ érrõr~~]</translation>
    </message>
    <message>
        <source>sync loss</source>
        <translation>[sýñç~ lõss~]</translation>
    </message>
    <message>
        <source>async loss</source>
        <translation>[àsýñç~~ lõss~]</translation>
    </message>
    <message>
        <source>decentralized loss</source>
        <translation>[déçéñtràlîzéd~~~~~ lõss~]</translation>
    </message>
    <message>
        <source>quantized loss</source>
        <translation>[qüàñtîzéd~~~ lõss~]</translation>
    </message>
    <message>
        <source>worker whose push is applied</source>
        <translation>[wõrkér~~ whõsé~~ püsh~ îs àpplîéd~~]</translation>
    </message>
    <message>
        <source>staleness</source>
        <translation>[stàléñéss~~~]</translation>
    </message>
    <message>
        <source>wait in the queue</source>
        <translation>[wàît~ îñ thé~ qüéüé~~]</translation>
    </message>
    <message>
        <source>prediction ŷ</source>
        <translation>[prédîçtîõñ~~~~ ŷ]</translation>
    </message>
    <message>
        <source>gradient g</source>
        <translation>[gràdîéñt~~~ g]</translation>
    </message>
    <message>
        <source>staleness of the gradient</source>
        <translation>[stàléñéss~~~ õf thé~ gràdîéñt~~~]</translation>
    </message>
    <message>
        <source>w with a constant rate</source>
        <translation>[w wîth~ à çõñstàñt~~~ ràté~]</translation>
    </message>
    <message>
        <source>w with η/(1 + τ)</source>
        <translation>[w wîth~ η/(1 + τ)]</translation>
    </message>
    <message>
        <source>global w</source>
        <translation>[glõbàl~~ w]</translation>
    </message>
    <message>
        <source>idle time so far</source>
        <translation>[îdlé~ tîmé~ sõ fàr~]</translation>
    </message>
    <message>
        <source>global updates</source>
        <translation>[glõbàl~~ üpdàtés~~]</translation>
    </message>
    <message>
        <source>How stale is the next update? The server has made %1; %2 is computing.</source>
        <translation>[Hõw~ stàlé~~ îs thé~ ñéxt~ üpdàté~~? Thé~ sérvér~~ hàs~ màdé~ %1; %2 îs çõmpütîñg~~~.]</translation>
    </message>
    <message>
        <source>How stale is the next update? The server has made %1; %2 are computing.</source>
        <translation>[Hõw~ stàlé~~ îs thé~ ñéxt~ üpdàté~~? Thé~ sérvér~~ hàs~ màdé~ %1; %2 àré~ çõmpütîñg~~~.]</translation>
    </message>
    <message>
        <source>How far apart are the two async runs after the next update? w_a − w_b = %1 now.</source>
        <translation>[Hõw~ fàr~ àpàrt~~ àré~ thé~ twõ~ àsýñç~~ rüñs~ àftér~~ thé~ ñéxt~ üpdàté~~? w_à − w_b = %1 ñõw~.]</translation>
    </message>
    <message>
        <source>Where is w after round %1, which uses only the first %2 of %3 gradients? w = %4 now, η = %5.</source>
        <translation>[Whéré~~ îs w àftér~~ rõüñd~~ %1, whîçh~~ üsés~ õñlý~ thé~ fîrst~~ %2 õf %3 gràdîéñts~~~? w = %4 ñõw~, η = %5.]</translation>
    </message>
    <message>
        <source>What weights will the nodes hold after averaging? After their local steps they hold %1.</source>
        <translation>[Whàt~ wéîghts~~ wîll~ thé~ ñõdés~~ hõld~ àftér~~ àvéràgîñg~~~? Àftér~~ théîr~~ lõçàl~~ stéps~~ théý~ hõld~ %1.]</translation>
    </message>
    <message>
        <source>How far from the optimum is the async model after the next tick? Its error is %1 now.</source>
        <translation>[Hõw~ fàr~ frõm~ thé~ õptîmüm~~ îs thé~ àsýñç~~ mõdél~~ àftér~~ thé~ ñéxt~ tîçk~? Îts~ érrõr~~ îs %1 ñõw~.]</translation>
    </message>
    <message>
        <source>What is the loss at the next snapshot? It is %1 now, with %2 writing without locks.</source>
        <translation>[Whàt~ îs thé~ lõss~ àt thé~ ñéxt~ sñàpshõt~~~? Ît îs %1 ñõw~, wîth~ %2 wrîtîñg~~ wîthõüt~~ lõçks~~.]</translation>
    </message>
    <message>
        <source>Where does momentum SGD's w land next? w = %1 now, its last move %2; momentum μ = 1 − 1/%3 = %4, step η/K = %5, gradient %6·(w − %7).</source>
        <translation>[Whéré~~ dõés~ mõméñtüm~~~ SGD~'s w làñd~ ñéxt~? w = %1 ñõw~, îts~ làst~ mõvé~ %2; mõméñtüm~~~ μ = 1 − 1/%3 = %4, stép~ η/K = %5, gràdîéñt~~~ %6·(w − %7).]</translation>
    </message>
    <message>
        <source>Where does w land after the next batch? w = %1 now, η = %2; the next batch (%3 sample) has the mean gradient ḡ = %4 at w.</source>
        <translation>[Whéré~~ dõés~ w làñd~ àftér~~ thé~ ñéxt~ bàtçh~~? w = %1 ñõw~, η = %2; thé~ ñéxt~ bàtçh~~ (%3 sàmplé~~) hàs~ thé~ méàñ~ gràdîéñt~~~ ḡ = %4 àt w.]</translation>
    </message>
    <message>
        <source>Where does w land after the next batch? w = %1 now, η = %2; the next batch (%3 samples) has the mean gradient ḡ = %4 at w.</source>
        <translation>[Whéré~~ dõés~ w làñd~ àftér~~ thé~ ñéxt~ bàtçh~~? w = %1 ñõw~, η = %2; thé~ ñéxt~ bàtçh~~ (%3 sàmplés~~) hàs~ thé~ méàñ~ gràdîéñt~~~ ḡ = %4 àt w.]</translation>
    </message>
    <message>
        <source>that is a step up the slope: the update subtracts η times ḡ.</source>
        <translation>[thàt~ îs à stép~ üp thé~ slõpé~~: thé~ üpdàté~~ sübtràçts~~~ η tîmés~~ ḡ.]</translation>
    </message>
    <message>
        <source>that forgets η: the step is η times ḡ.</source>
        <translation>[thàt~ fõrgéts~~ η: thé~ stép~ îs η tîmés~~ ḡ.]</translation>
    </message>
    <message>
        <source>that sums the batch's gradients; the update takes their mean.</source>
        <translation>[thàt~ süms~ thé~ bàtçh~~'s gràdîéñts~~~; thé~ üpdàté~~ tàkés~~ théîr~~ méàñ~.]</translation>
    </message>
    <message>
        <source>When does bucket %1's all-reduce finish? Its %2 bytes of gradients are ready at %3 ms; the link is free from %4 ms. A ring of %5 workers sends the bucket's bytes times 2(K−1)/K = %6 at %7 bytes per ms, plus 2(K−1) = %8 latencies of %9 ms.</source>
        <translation>[Whéñ~ dõés~ büçkét~~ %1's àll~-rédüçé~~ fîñîsh~~? Îts~ %2 býtés~~ õf gràdîéñts~~~ àré~ réàdý~~ àt %3 ms; thé~ lîñk~ îs fréé~ frõm~ %4 ms. À rîñg~ õf %5 wõrkérs~~ séñds~~ thé~ büçkét~~'s býtés~~ tîmés~~ 2(K−1)/K = %6 àt %7 býtés~~ pér~ ms, plüs~ 2(K−1) = %8 làtéñçîés~~~ õf %9 ms.]</translation>
    </message>
    <message>
        <source>that starts when the gradients are ready; the link is still busy with the bucket before.</source>
        <translation>[thàt~ stàrts~~ whéñ~ thé~ gràdîéñts~~~ àré~ réàdý~~; thé~ lîñk~ îs stîll~~ büsý~ wîth~ thé~ büçkét~~ béfõré~~.]</translation>
    </message>
    <message>
        <source>that sends the bucket once; a ring all-reduce sends 2(K−1)/K times it.</source>
        <translation>[thàt~ séñds~~ thé~ büçkét~~ õñçé~; à rîñg~ àll~-rédüçé~~ séñds~~ 2(K−1)/K tîmés~~ ît.]</translation>
    </message>
    <message>
        <source>that leaves out the latencies: each of the 2(K−1) ring steps waits one.</source>
        <translation>[thàt~ léàvés~~ õüt~ thé~ làtéñçîés~~~: éàçh~ õf thé~ 2(K−1) rîñg~ stéps~~ wàîts~~ õñé~.]</translation>
    </message>
    <message>
        <source>How many bytes will have been sent after the next round? %1 so far; one message is %2 bytes, %3.</source>
        <translation>[Hõw~ màñý~ býtés~~ wîll~ hàvé~ bééñ~ séñt~ àftér~~ thé~ ñéxt~ rõüñd~~? %1 sõ fàr~; õñé~ méssàgé~~ îs %2 býtés~~, %3.]</translation>
    </message>
    <message>
        <source>Which loss does the sync design reach at the next checkpoint?</source>
        <translation>[Whîçh~~ lõss~ dõés~ thé~ sýñç~ désîgñ~~ réàçh~~ àt thé~ ñéxt~ çhéçkpõîñt~~~~?]</translation>
    </message>
    <message>
        <source>Which loss does the async design reach at the next checkpoint?</source>
        <translation>[Whîçh~~ lõss~ dõés~ thé~ àsýñç~~ désîgñ~~ réàçh~~ àt thé~ ñéxt~ çhéçkpõîñt~~~~?]</translation>
    </message>
    <message>
        <source>Which loss does the decentralized design reach at the next checkpoint?</source>
        <translation>[Whîçh~~ lõss~ dõés~ thé~ déçéñtràlîzéd~~~~~ désîgñ~~ réàçh~~ àt thé~ ñéxt~ çhéçkpõîñt~~~~?]</translation>
    </message>
    <message>
        <source>Which loss does the quantized design reach at the next checkpoint?</source>
        <translation>[Whîçh~~ lõss~ dõés~ thé~ qüàñtîzéd~~~ désîgñ~~ réàçh~~ àt thé~ ñéxt~ çhéçkpõîñt~~~~?]</translation>
    </message>
    <message>
        <source>Which worker's push does the server apply next? %1 applied so far, %2, %3.</source>
        <translation>[Whîçh~~ wõrkér~~'s püsh~ dõés~ thé~ sérvér~~ àpplý~~ ñéxt~? %1 àpplîéd~~ sõ fàr~, %2, %3.]</translation>
    </message>
    <message>
        <source>Which worker's push do the shards apply next? %1 applied so far, %2, %3.</source>
        <translation>[Whîçh~~ wõrkér~~'s püsh~ dõ thé~ shàrds~~ àpplý~~ ñéxt~? %1 àpplîéd~~ sõ fàr~, %2, %3.]</translation>
    </message>
    <message>
        <source>Where does w land after this step? w = %1, g = %2 now, η = %3.</source>
        <translation>[Whéré~~ dõés~ w làñd~ àftér~~ thîs~ stép~? w = %1, g = %2 ñõw~, η = %3.]</translation>
    </message>
    <message>
        <source>that is the step with the slope taken in x instead of w (the x factor slipped).</source>
        <translation>[thàt~ îs thé~ stép~ wîth~ thé~ slõpé~~ tàkéñ~~ îñ x îñstéàd~~ õf w (thé~ x fàçtõr~~ slîppéd~~).]</translation>
    </message>
    <message>
        <source>that is a step up the slope: the update subtracts η times g.</source>
        <translation>[thàt~ îs à stép~ üp thé~ slõpé~~: thé~ üpdàté~~ sübtràçts~~~ η tîmés~~ g.]</translation>
    </message>
    <message>
        <source>that forgets η: the step is η times g.</source>
        <translation>[thàt~ fõrgéts~~ η: thé~ stép~ îs η tîmés~~ g.]</translation>
    </message>
    <message>
        <source>How stale is the next gradient? %1 so far, %2, %3 of them slow.</source>
        <translation>[Hõw~ stàlé~~ îs thé~ ñéxt~ gràdîéñt~~~? %1 sõ fàr~, %2, %3 õf thém~ slõw~.]</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>[méàñ~]</translation>
    </message>
    <message>
        <source>sum</source>
        <translation>[süm~]</translation>
    </message>
    <message>
        <source>What is the global w after round %1? w = %2 now; the workers' gradients at it are %3, η = %4, aggregation: %5.</source>
        <translation>[Whàt~ îs thé~ glõbàl~~ w àftér~~ rõüñd~~ %1? w = %2 ñõw~; thé~ wõrkérs~~' gràdîéñts~~~ àt ît àré~ %3, η = %4, àggrégàtîõñ~~~~: %5.]</translation>
    </message>
    <message>
        <source>that is a step up the slope: the update subtracts η times the gradient.</source>
        <translation>[thàt~ îs à stép~ üp thé~ slõpé~~: thé~ üpdàté~~ sübtràçts~~~ η tîmés~~ thé~ gràdîéñt~~~.]</translation>
    </message>
    <message>
        <source>that forgets η: the step is η times the gradient.</source>
        <translation>[thàt~ fõrgéts~~ η: thé~ stép~ îs η tîmés~~ thé~ gràdîéñt~~~.]</translation>
    </message>
    <message>
        <source>that adds the workers' gradients; this run averages them.</source>
        <translation>[thàt~ àdds~ thé~ wõrkérs~~' gràdîéñts~~~; thîs~ rüñ~ àvéràgés~~~ thém~.]</translation>
    </message>
    <message>
        <source>that averages the gradients; this run adds them.</source>
        <translation>[thàt~ àvéràgés~~~ thé~ gràdîéñts~~~; thîs~ rüñ~ àdds~ thém~.]</translation>
    </message>
    <message>
        <source>rank 0 is the parameter server and applies each gradient the moment it arrives</source>
        <translation>[ràñk~ 0 îs thé~ pàràmétér~~~ sérvér~~ àñd~ àpplîés~~ éàçh~ gràdîéñt~~~ thé~ mõméñt~~ ît àrrîvés~~]</translation>
    </message>
    <message>
        <source>each node is a process that averages with its neighbours; rank 0 only records</source>
        <translation>[éàçh~ ñõdé~ îs à prõçéss~~ thàt~ àvéràgés~~~ wîth~ îts~ ñéîghbõürs~~~~; ràñk~ 0 õñlý~ réçõrds~~]</translation>
    </message>
    <message>
        <source>rank 0 is the parameter server, behind a barrier every round</source>
        <translation>[ràñk~ 0 îs thé~ pàràmétér~~~ sérvér~~, béhîñd~~ à bàrrîér~~ évérý~~ rõüñd~~]</translation>
    </message>
    <message>
        <source>the workers pass gradients round a ring (all-reduce); rank 0 only records</source>
        <translation>[thé~ wõrkérs~~ pàss~ gràdîéñts~~~ rõüñd~~ à rîñg~ (àll~-rédüçé~~); ràñk~ 0 õñlý~ réçõrds~~]</translation>
    </message>
    <message>
        <source>Every message carries a model of %1 (the scene's %2, scaled down so that the run stays quick); the bytes each rank sends are counted and shown beside the 2(K−1)/K rule.</source>
        <translation>[Évérý~~ méssàgé~~ çàrrîés~~ à mõdél~~ õf %1 (thé~ sçéñé~~'s %2, sçàléd~~ dõwñ~ sõ thàt~ thé~ rüñ~ stàýs~~ qüîçk~~); thé~ býtés~~ éàçh~ ràñk~ séñds~~ àré~ çõüñtéd~~ àñd~ shõwñ~~ bésîdé~~ thé~ 2(K−1)/K rülé~.]</translation>
    </message>
    <message>
        <source>Every message carries the model of %1; the bytes each rank sends are counted.</source>
        <translation>[Évérý~~ méssàgé~~ çàrrîés~~ thé~ mõdél~~ õf %1; thé~ býtés~~ éàçh~ ràñk~ séñds~~ àré~ çõüñtéd~~.]</translation>
    </message>
    <message>
        <source>one per pair</source>
        <translation>[õñé~ pér~ pàîr~]</translation>
    </message>
    <message>
        <source>auto, up to 4</source>
        <translation>[àütõ~, üp tõ 4]</translation>
    </message>
    <message>
        <source>none</source>
        <translation>[ñõñé~]</translation>
    </message>
    <message>
        <source>greater than %1, at most %2</source>
        <translation>[gréàtér~~ thàñ~ %1, àt mõst~ %2]</translation>
    </message>
    <message>
        <source>from %1 to %2</source>
        <translation>[frõm~ %1 tõ %2]</translation>
    </message>
    <message>
        <source>a number %1</source>
        <translation>[à ñümbér~~ %1]</translation>
    </message>
    <message>
        <source>a whole number from %1 to %2</source>
        <translation>[à whõlé~~ ñümbér~~ frõm~ %1 tõ %2]</translation>
    </message>
    <message>
        <source>one of %1</source>
        <translation>[õñé~ õf %1]</translation>
    </message>
    <message>
        <source>empty or comma-separated numbers, each %1</source>
        <translation>[émptý~~ õr çõmmà~~-sépàràtéd~~~ ñümbérs~~, éàçh~ %1]</translation>
    </message>
    <message>
        <source>comma-separated numbers, each %1</source>
        <translation>[çõmmà~~-sépàràtéd~~~ ñümbérs~~, éàçh~ %1]</translation>
    </message>
    <message>
        <source>empty or comma-separated whole numbers from %1 to %2</source>
        <translation>[émptý~~ õr çõmmà~~-sépàràtéd~~~ whõlé~~ ñümbérs~~ frõm~ %1 tõ %2]</translation>
    </message>
    <message>
        <source>comma-separated whole numbers from %1 to %2</source>
        <translation>[çõmmà~~-sépàràtéd~~~ whõlé~~ ñümbérs~~ frõm~ %1 tõ %2]</translation>
    </message>
    <message>
        <source>empty or comma-separated x:y pairs of numbers from %1 to %2</source>
        <translation>[émptý~~ õr çõmmà~~-sépàràtéd~~~ x:ý pàîrs~~ õf ñümbérs~~ frõm~ %1 tõ %2]</translation>
    </message>
    <message>
        <source>comma-separated x:y pairs of numbers from %1 to %2</source>
        <translation>[çõmmà~~-sépàràtéd~~~ x:ý pàîrs~~ õf ñümbérs~~ frõm~ %1 tõ %2]</translation>
    </message>
    <message>
        <source>async workers</source>
        <translation>[àsýñç~~ wõrkérs~~]</translation>
    </message>
    <message>
        <source>async, high staleness</source>
        <translation>[àsýñç~~, hîgh~ stàléñéss~~~]</translation>
    </message>
    <message>
        <source>batch retraining</source>
        <translation>[bàtçh~~ rétràîñîñg~~~~]</translation>
    </message>
    <message>
        <source>constant η</source>
        <translation>[çõñstàñt~~~ η]</translation>
    </message>
    <message>
        <source>η/(1+τ)</source>
        <translation>[η/(1+τ)]</translation>
    </message>
    <message>
        <source>AdaDelay-style η/√(1+τ)</source>
        <translation>[ÀdàDélàý~~~-stýlé~~ η/√(1+τ)]</translation>
    </message>
    <message>
        <source>clipped gradient</source>
        <translation>[çlîppéd~~ gràdîéñt~~~]</translation>
    </message>
    <message>
        <source>delay-compensated</source>
        <translation>[délàý~~-çõmpéñsàtéd~~~~]</translation>
    </message>
</context>
<context>
    <name>sgd::page</name>
    <message>
        <source>Play</source>
        <translation>[Plàý~]</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>[Pàüsé~~]</translation>
    </message>
    <message>
        <source>The answer is %1.</source>
        <translation>[Thé~ àñswér~~ îs %1.]</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>[Lîvé~]</translation>
    </message>
    <message>
        <source>Your own pace: the teacher is at step %1</source>
        <translation>[Ýõür~ õwñ~ pàçé~: thé~ téàçhér~~ îs àt stép~ %1]</translation>
    </message>
    <message>
        <source>The class session lost its network: waiting for it to come back…</source>
        <translation>[Thé~ çlàss~~ séssîõñ~~ lõst~ îts~ ñétwõrk~~: wàîtîñg~~ fõr~ ît tõ çõmé~ bàçk~…]</translation>
    </message>
    <message>
        <source>Type a number.</source>
        <translation>[Týpé~ à ñümbér~~.]</translation>
    </message>
    <message>
        <source>%1 numbers, e.g. 1.5, 2</source>
        <translation>[%1 ñümbérs~~, é.g. 1.5, 2]</translation>
    </message>
    <message>
        <source>your answer, e.g. 1.25</source>
        <translation>[ýõür~ àñswér~~, é.g. 1.25]</translation>
    </message>
    <message>
        <source>your prediction</source>
        <translation>[ýõür~ prédîçtîõñ~~~~]</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>[Séñd~]</translation>
    </message>
    <message>
        <source>Sent: %1. Wait for the reveal.</source>
        <translation>[Séñt~: %1. Wàît~ fõr~ thé~ révéàl~~.]</translation>
    </message>
    <message>
        <source>Your answer is in: %1. Wait for the reveal.</source>
        <translation>[Ýõür~ àñswér~~ îs îñ: %1. Wàît~ fõr~ thé~ révéàl~~.]</translation>
    </message>
    <message>
        <source>Too late: the question had closed.</source>
        <translation>[Tõõ~ làté~: thé~ qüéstîõñ~~~ hàd~ çlõséd~~.]</translation>
    </message>
    <message>
        <source>The class session has ended.</source>
        <translation>[Thé~ çlàss~~ séssîõñ~~ hàs~ éñdéd~~.]</translation>
    </message>
    <message>
        <source>Connection lost: trying again…</source>
        <translation>[Çõññéçtîõñ~~~~ lõst~: trýîñg~~ àgàîñ~~…]</translation>
    </message>
    <message>
        <source>Could not reach the class session.</source>
        <translation>[Çõüld~~ ñõt~ réàçh~~ thé~ çlàss~~ séssîõñ~~.]</translation>
    </message>
    <message>
        <source>Joining…</source>
        <translation>[Jõîñîñg~~…]</translation>
    </message>
    <message>
        <source>&lt;b&gt;Predict&lt;/b&gt; before the next step: %1</source>
        <translation>[&lt;b&gt;Prédîçt~~&lt;/b&gt; béfõré~~ thé~ ñéxt~ stép~: %1]</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>[Çhéçk~~]</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>[Révéàl~~]</translation>
    </message>
    <message>
        <source>This step's numbers</source>
        <translation>[Thîs~ stép~'s ñümbérs~~]</translation>
    </message>
    <message>
        <source>Left and Right step through the last steps · End returns to live</source>
        <translation>[Léft~ àñd~ Rîght~~ stép~ thrõügh~~ thé~ làst~ stéps~~ · Éñd~ rétürñs~~ tõ lîvé~]</translation>
    </message>
    <message>
        <source>Right and Left step · Space plays · Home starts again</source>
        <translation>[Rîght~~ àñd~ Léft~ stép~ · Spàçé~~ plàýs~~ · Hõmé~ stàrts~~ àgàîñ~~]</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>[stéps~~]</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>[Hõmé~]</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>[Stàrt~~]</translation>
    </message>
    <message>
        <source>Left arrow</source>
        <translation>[Léft~ àrrõw~~]</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>[Bàçk~]</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>[Spàçé~~]</translation>
    </message>
    <message>
        <source>Right arrow</source>
        <translation>[Rîght~~ àrrõw~~]</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>[Stép~]</translation>
    </message>
    <message>
        <source>End</source>
        <translation>[Éñd~]</translation>
    </message>
    <message>
        <source>Back to live</source>
        <translation>[Bàçk~ tõ lîvé~]</translation>
    </message>
    <message>
        <source>This page needs no network.</source>
        <translation>[Thîs~ pàgé~ ñééds~~ ñõ ñétwõrk~~.]</translation>
    </message>
    <message>
        <source>Class session</source>
        <translation>[Çlàss~~ séssîõñ~~]</translation>
    </message>
    <message>
        <source>Join the class</source>
        <translation>[Jõîñ~ thé~ çlàss~~]</translation>
    </message>
    <message>
        <source>Follow the teacher's steps on this device, step back on your own, and answer when the teacher asks.</source>
        <translation>[Fõllõw~~ thé~ téàçhér~~'s stéps~~ õñ thîs~ dévîçé~~, stép~ bàçk~ õñ ýõür~ õwñ~, àñd~ àñswér~~ whéñ~ thé~ téàçhér~~ àsks~.]</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>[Jõîñ~ çõdé~]</translation>
    </message>
    <message>
        <source>Nickname (optional)</source>
        <translation>[Ñîçkñàmé~~~ (õptîõñàl~~~)]</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>[Jõîñ~]</translation>
    </message>
    <message>
        <source>Answers are anonymous unless you give a nickname; nothing you send is kept after the session unless the teacher saves the answers.</source>
        <translation>[Àñswérs~~ àré~ àñõñýmõüs~~~ üñléss~~ ýõü~ gîvé~ à ñîçkñàmé~~~; ñõthîñg~~ ýõü~ séñd~ îs képt~ àftér~~ thé~ séssîõñ~~ üñléss~~ thé~ téàçhér~~ sàvés~~ thé~ àñswérs~~.]</translation>
    </message>
    <message>
        <source>This page holds steps %1 to %2 of the run's %3: a page holds at most %4 steps and about %5 MB. Export another range with &lt;code&gt;--from&lt;/code&gt; and &lt;code&gt;--to&lt;/code&gt;.</source>
        <translation>[Thîs~ pàgé~ hõlds~~ stéps~~ %1 tõ %2 õf thé~ rüñ~'s %3: à pàgé~ hõlds~~ àt mõst~ %4 stéps~~ àñd~ àbõüt~~ %5 MB. Éxpõrt~~ àñõthér~~ ràñgé~~ wîth~ &lt;code&gt;--frõm~&lt;/code&gt; àñd~ &lt;code&gt;--tõ&lt;/code&gt;.]</translation>
    </message>
    <message>
        <source>Made with SGD Studio from scene &lt;code&gt;%1&lt;/code&gt;: every picture and number comes from the same computation as the app.</source>
        <translation>[Màdé~ wîth~ SGD~ Stüdîõ~~ frõm~ sçéñé~~ &lt;code&gt;%1&lt;/code&gt;: évérý~~ pîçtüré~~ àñd~ ñümbér~~ çõmés~~ frõm~ thé~ sàmé~ çõmpütàtîõñ~~~~ às thé~ àpp~.]</translation>
    </message>
    <message>
        <source>Slide %1 of %2 · %3</source>
        <translation>[Slîdé~~ %1 õf %2 · %3]</translation>
    </message>
    <message>
        <source>This page holds the first %1 of the lesson's %2 slides.</source>
        <translation>[Thîs~ pàgé~ hõlds~~ thé~ fîrst~~ %1 õf thé~ léssõñ~~'s %2 slîdés~~.]</translation>
    </message>
    <message>
        <source>Made with SGD Studio from the lesson's %1 slides: every picture and number comes from the same computation as the app.</source>
        <translation>[Màdé~ wîth~ SGD~ Stüdîõ~~ frõm~ thé~ léssõñ~~'s %1 slîdés~~: évérý~~ pîçtüré~~ àñd~ ñümbér~~ çõmés~~ frõm~ thé~ sàmé~ çõmpütàtîõñ~~~~ às thé~ àpp~.]</translation>
    </message>
</context>
<context>
    <name>sgd::plural</name>
    <message>
        <source>bucket</source>
        <translation>[büçkét~~]</translation>
    </message>
    <message>
        <source>buckets</source>
        <translation>[büçkéts~~]</translation>
    </message>
    <message>
        <source>gradient</source>
        <translation>[gràdîéñt~~~]</translation>
    </message>
    <message>
        <source>gradients</source>
        <translation>[gràdîéñts~~~]</translation>
    </message>
    <message>
        <source>hardware thread</source>
        <translation>[hàrdwàré~~~ thréàd~~]</translation>
    </message>
    <message>
        <source>hardware threads</source>
        <translation>[hàrdwàré~~~ thréàds~~]</translation>
    </message>
    <message>
        <source>join</source>
        <translation>[jõîñ~]</translation>
    </message>
    <message>
        <source>joins</source>
        <translation>[jõîñs~~]</translation>
    </message>
    <message>
        <source>plain synchronous round</source>
        <translation>[plàîñ~~ sýñçhrõñõüs~~~~ rõüñd~~]</translation>
    </message>
    <message>
        <source>plain synchronous rounds</source>
        <translation>[plàîñ~~ sýñçhrõñõüs~~~~ rõüñds~~]</translation>
    </message>
    <message>
        <source>push</source>
        <translation>[püsh~]</translation>
    </message>
    <message>
        <source>pushes</source>
        <translation>[püshés~~]</translation>
    </message>
    <message>
        <source>round</source>
        <translation>[rõüñd~~]</translation>
    </message>
    <message>
        <source>rounds</source>
        <translation>[rõüñds~~]</translation>
    </message>
    <message>
        <source>sample</source>
        <translation>[sàmplé~~]</translation>
    </message>
    <message>
        <source>samples</source>
        <translation>[sàmplés~~]</translation>
    </message>
    <message>
        <source>sync round</source>
        <translation>[sýñç~ rõüñd~~]</translation>
    </message>
    <message>
        <source>sync rounds</source>
        <translation>[sýñç~ rõüñds~~]</translation>
    </message>
    <message>
        <source>thread</source>
        <translation>[thréàd~~]</translation>
    </message>
    <message>
        <source>threads</source>
        <translation>[thréàds~~]</translation>
    </message>
    <message>
        <source>update</source>
        <translation>[üpdàté~~]</translation>
    </message>
    <message>
        <source>updates</source>
        <translation>[üpdàtés~~]</translation>
    </message>
    <message>
        <source>value</source>
        <translation>[vàlüé~~]</translation>
    </message>
    <message>
        <source>values</source>
        <translation>[vàlüés~~]</translation>
    </message>
    <message>
        <source>worker</source>
        <translation>[wõrkér~~]</translation>
    </message>
    <message>
        <source>workers</source>
        <translation>[wõrkérs~~]</translation>
    </message>
    <message>
        <source>wrong code</source>
        <translation>[wrõñg~~ çõdé~]</translation>
    </message>
    <message>
        <source>wrong codes</source>
        <translation>[wrõñg~~ çõdés~~]</translation>
    </message>
    <message>
        <source>shard</source>
        <translation>[shàrd~~]</translation>
    </message>
    <message>
        <source>shards</source>
        <translation>[shàrds~~]</translation>
    </message>
</context>
<context>
    <name>sgd::ui::AnimationDialog</name>
    <message>
        <source>Export animation</source>
        <translation>[Éxpõrt~~ àñîmàtîõñ~~~]</translation>
    </message>
    <message>
        <source>MP4 (H.264: PowerPoint, Keynote, browsers)</source>
        <translation>[MP4 (H.264: PõwérPõîñt~~~~, Kéýñõté~~, brõwsérs~~~)]</translation>
    </message>
    <message>
        <source>WebM (VP9: browsers)</source>
        <translation>[WébM~ (VP9: brõwsérs~~~)]</translation>
    </message>
    <message>
        <source>GIF (plays anywhere, larger file)</source>
        <translation>[GÎF~ (plàýs~~ àñýwhéré~~~, làrgér~~ fîlé~)]</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>[Fõrmàt~~]</translation>
    </message>
    <message>
        <source>The step the animation starts on.</source>
        <translation>[Thé~ stép~ thé~ àñîmàtîõñ~~~ stàrts~~ õñ.]</translation>
    </message>
    <message>
        <source>The step the animation ends on.</source>
        <translation>[Thé~ stép~ thé~ àñîmàtîõñ~~~ éñds~ õñ.]</translation>
    </message>
    <message>
        <source>to</source>
        <translation>[tõ]</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>[Stéps~~]</translation>
    </message>
    <message>
        <source>Frames a second: 30 is smooth; fewer make a smaller file.</source>
        <translation>[Fràmés~~ à séçõñd~~: 30 îs smõõth~~; féwér~~ màké~ à smàllér~~ fîlé~.]</translation>
    </message>
    <message>
        <source>Frames a second</source>
        <translation>[Fràmés~~ à séçõñd~~]</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>[Spééd~~]</translation>
    </message>
    <message>
        <source>Width of the video in pixels.</source>
        <translation>[Wîdth~~ õf thé~ vîdéõ~~ îñ pîxéls~~.]</translation>
    </message>
    <message>
        <source>Height of the video in pixels.</source>
        <translation>[Héîght~~ õf thé~ vîdéõ~~ îñ pîxéls~~.]</translation>
    </message>
    <message>
        <source>Width (px)</source>
        <translation>[Wîdth~~ (px)]</translation>
    </message>
    <message>
        <source>Height (px)</source>
        <translation>[Héîght~~ (px)]</translation>
    </message>
    <message>
        <source>Print (white paper, thicker lines)</source>
        <translation>[Prîñt~~ (whîté~~ pàpér~~, thîçkér~~ lîñés~~)]</translation>
    </message>
    <message>
        <source>Screen theme</source>
        <translation>[Sçrééñ~~ thémé~~]</translation>
    </message>
    <message>
        <source>Style</source>
        <translation>[Stýlé~~]</translation>
    </message>
    <message>
        <source>Choose file…</source>
        <translation>[Çhõõsé~~ fîlé~…]</translation>
    </message>
    <message>
        <source>%1 frames, %2 s, %3 x %4 pixels</source>
        <translation>[%1 fràmés~~, %2 s, %3 x %4 pîxéls~~]</translation>
    </message>
    <message>
        <source>First step</source>
        <translation>[Fîrst~~ stép~]</translation>
    </message>
    <message>
        <source>Last step</source>
        <translation>[Làst~ stép~]</translation>
    </message>
</context>
<context>
    <name>sgd::ui::AnimationRun</name>
    <message>
        <source>Painting the frames…</source>
        <translation>[Pàîñtîñg~~~ thé~ fràmés~~…]</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>[Çàñçél~~]</translation>
    </message>
    <message>
        <source>Export animation</source>
        <translation>[Éxpõrt~~ àñîmàtîõñ~~~]</translation>
    </message>
    <message>
        <source>Writing the file…</source>
        <translation>[Wrîtîñg~~ thé~ fîlé~…]</translation>
    </message>
    <message>
        <source>Painting frame %1 of %2…</source>
        <translation>[Pàîñtîñg~~~ fràmé~~ %1 õf %2…]</translation>
    </message>
</context>
<context>
    <name>sgd::ui::Autosave</name>
    <message>
        <source>Restore the session that crashed</source>
        <translation>[Réstõré~~ thé~ séssîõñ~~ thàt~ çràshéd~~]</translation>
    </message>
    <message>
        <source>Brings back the session that crashed the last start while it was restored.</source>
        <translation>[Brîñgs~~ bàçk~ thé~ séssîõñ~~ thàt~ çràshéd~~ thé~ làst~ stàrt~~ whîlé~~ ît wàs~ réstõréd~~~.]</translation>
    </message>
    <message>
        <source>The last start crashed while bringing back the previous session, so it was not restored this time. File &gt; Restore the session that crashed tries again.</source>
        <translation>[Thé~ làst~ stàrt~~ çràshéd~~ whîlé~~ brîñgîñg~~~ bàçk~ thé~ prévîõüs~~~ séssîõñ~~, sõ ît wàs~ ñõt~ réstõréd~~~ thîs~ tîmé~. Fîlé~ &gt; Réstõré~~ thé~ séssîõñ~~ thàt~ çràshéd~~ trîés~~ àgàîñ~~.]</translation>
    </message>
    <message>
        <source>Restored the session that ended without closing: %1, step %2.</source>
        <translation>[Réstõréd~~~ thé~ séssîõñ~~ thàt~ éñdéd~~ wîthõüt~~ çlõsîñg~~: %1, stép~ %2.]</translation>
    </message>
    <message>
        <source>Restored session</source>
        <translation>[Réstõréd~~~ séssîõñ~~]</translation>
    </message>
</context>
<context>
    <name>sgd::ui::BusyIndicator</name>
    <message>
        <source>Cancel</source>
        <translation>[Çàñçél~~]</translation>
    </message>
    <message>
        <source>computing… %p%</source>
        <translation>[çõmpütîñg~~~… %p%]</translation>
    </message>
    <message>
        <source>Stop this computation and keep the previous result on screen.</source>
        <translation>[Stõp~ thîs~ çõmpütàtîõñ~~~~ àñd~ kéép~ thé~ prévîõüs~~~ résült~~ õñ sçrééñ~~.]</translation>
    </message>
    <message>
        <source>Computation cancelled; showing the previous result.</source>
        <translation>[Çõmpütàtîõñ~~~~ çàñçélléd~~~; shõwîñg~~ thé~ prévîõüs~~~ résült~~.]</translation>
    </message>
</context>
<context>
    <name>sgd::ui::ClassOverlay</name>
    <message>
        <source>Class %1 · %2 joined</source>
        <translation>[Çlàss~~ %1 · %2 jõîñéd~~]</translation>
    </message>
    <message>
        <source> · %1 answered</source>
        <translation>[ · %1 àñswéréd~~~]</translation>
    </message>
    <message>
        <source>Join the class</source>
        <translation>[Jõîñ~ thé~ çlàss~~]</translation>
    </message>
    <message>
        <source>Scan, or open the address and type the code</source>
        <translation>[Sçàñ~, õr õpéñ~ thé~ àddréss~~ àñd~ týpé~ thé~ çõdé~]</translation>
    </message>
    <message>
        <source>No question asked yet: turn on quiz mode (Q) and step.</source>
        <translation>[Ñõ qüéstîõñ~~~ àskéd~~ ýét~: türñ~ õñ qüîz~ mõdé~ (Q) àñd~ stép~.]</translation>
    </message>
    <message>
        <source>The class's answers: %1</source>
        <translation>[Thé~ çlàss~~'s àñswérs~~: %1]</translation>
    </message>
    <message>
        <source>The class's answers</source>
        <translation>[Thé~ çlàss~~'s àñswérs~~]</translation>
    </message>
    <message>
        <source>%1 of %2 answered, %3 right</source>
        <translation>[%1 õf %2 àñswéréd~~~, %3 rîght~~]</translation>
    </message>
    <message>
        <source>%1 of %2 answered</source>
        <translation>[%1 õf %2 àñswéréd~~~]</translation>
    </message>
    <message>
        <source>before the step</source>
        <translation>[béfõré~~ thé~ stép~]</translation>
    </message>
    <message>
        <source>right</source>
        <translation>[rîght~~]</translation>
    </message>
</context>
<context>
    <name>sgd::ui::ClassServer</name>
    <message>
        <source>cannot listen on %1 port %2: %3</source>
        <translation>[çàññõt~~ lîstéñ~~ õñ %1 põrt~ %2: %3]</translation>
    </message>
    <message>
        <source>Too many wrong codes came from this device's network address: ask the teacher.</source>
        <translation>[Tõõ~ màñý~ wrõñg~~ çõdés~~ çàmé~ frõm~ thîs~ dévîçé~~'s ñétwõrk~~ àddréss~~: àsk~ thé~ téàçhér~~.]</translation>
    </message>
    <message>
        <source>The class session this page followed has ended: type the new code from the projector.</source>
        <translation>[Thé~ çlàss~~ séssîõñ~~ thîs~ pàgé~ fõllõwéd~~~ hàs~ éñdéd~~: týpé~ thé~ ñéw~ çõdé~ frõm~ thé~ prõjéçtõr~~~.]</translation>
    </message>
    <message>
        <source>That is not this session's code: check the code on the projector.</source>
        <translation>[Thàt~ îs ñõt~ thîs~ séssîõñ~~'s çõdé~: çhéçk~~ thé~ çõdé~ õñ thé~ prõjéçtõr~~~.]</translation>
    </message>
    <message>
        <source>Too many students joined from this device's network address: ask the teacher.</source>
        <translation>[Tõõ~ màñý~ stüdéñts~~~ jõîñéd~~ frõm~ thîs~ dévîçé~~'s ñétwõrk~~ àddréss~~: àsk~ thé~ téàçhér~~.]</translation>
    </message>
    <message>
        <source>This page was opened again (another tab or a reload): follow there.</source>
        <translation>[Thîs~ pàgé~ wàs~ õpéñéd~~ àgàîñ~~ (àñõthér~~ tàb~ õr à rélõàd~~): fõllõw~~ théré~~.]</translation>
    </message>
    <message>
        <source>The class is full (%1 students).</source>
        <translation>[Thé~ çlàss~~ îs füll~ (%1 stüdéñts~~~).]</translation>
    </message>
    <message>
        <source>You said %1. %2</source>
        <translation>[Ýõü~ sàîd~ %1. %2]</translation>
    </message>
    <message>
        <source>The answer: %1.</source>
        <translation>[Thé~ àñswér~~: %1.]</translation>
    </message>
</context>
<context>
    <name>sgd::ui::ClassStartDialog</name>
    <message>
        <source>Start class session</source>
        <translation>[Stàrt~~ çlàss~~ séssîõñ~~]</translation>
    </message>
    <message>
        <source>Students' devices must reach this address: pick the network the room's Wi-Fi is on</source>
        <translation>[Stüdéñts~~~' dévîçés~~ müst~ réàçh~~ thîs~ àddréss~~: pîçk~ thé~ ñétwõrk~~ thé~ rõõm~'s Wî-Fî îs õñ]</translation>
    </message>
    <message>
        <source>Serve on</source>
        <translation>[Sérvé~~ õñ]</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>[Põrt~]</translation>
    </message>
    <message>
        <source>Students open the address on the projector in any browser on the same network and type the code (or scan the QR code). They see each step you show and answer when quiz mode asks. Only this session's page is served; nothing students send is saved unless you save it.</source>
        <translation>[Stüdéñts~~~ õpéñ~ thé~ àddréss~~ õñ thé~ prõjéçtõr~~~ îñ àñý~ brõwsér~~ õñ thé~ sàmé~ ñétwõrk~~ àñd~ týpé~ thé~ çõdé~ (õr sçàñ~ thé~ QR çõdé~). Théý~ séé~ éàçh~ stép~ ýõü~ shõw~ àñd~ àñswér~~ whéñ~ qüîz~ mõdé~ àsks~. Õñlý~ thîs~ séssîõñ~~'s pàgé~ îs sérvéd~~; ñõthîñg~~ stüdéñts~~~ séñd~ îs sàvéd~~ üñléss~~ ýõü~ sàvé~ ît.]</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>[Stàrt~~]</translation>
    </message>
</context>
<context>
    <name>sgd::ui::ClassTools</name>
    <message>
        <source>Start class session…</source>
        <translation>[Stàrt~~ çlàss~~ séssîõñ~~…]</translation>
    </message>
    <message>
        <source>Students follow your steps and answer on their own devices</source>
        <translation>[Stüdéñts~~~ fõllõw~~ ýõür~ stéps~~ àñd~ àñswér~~ õñ théîr~~ õwñ~ dévîçés~~]</translation>
    </message>
    <message>
        <source>Show join card</source>
        <translation>[Shõw~ jõîñ~ çàrd~]</translation>
    </message>
    <message>
        <source>Show the class's answers</source>
        <translation>[Shõw~ thé~ çlàss~~'s àñswérs~~]</translation>
    </message>
    <message>
        <source>Save the class's answers (CSV)…</source>
        <translation>[Sàvé~ thé~ çlàss~~'s àñswérs~~ (ÇSV~)…]</translation>
    </message>
    <message>
        <source>Class session</source>
        <translation>[Çlàss~~ séssîõñ~~]</translation>
    </message>
    <message>
        <source>Let turned-away addresses join again</source>
        <translation>[Lét~ türñéd~~-àwàý~ àddréssés~~~ jõîñ~ àgàîñ~~]</translation>
    </message>
    <message>
        <source>Devices behind an address that sent too many wrong codes (old pages after a restart, or guessing) may try again.</source>
        <translation>[Dévîçés~~ béhîñd~~ àñ àddréss~~ thàt~ séñt~ tõõ~ màñý~ wrõñg~~ çõdés~~ (õld~ pàgés~~ àftér~~ à réstàrt~~, õr güéssîñg~~~) màý~ trý~ àgàîñ~~.]</translation>
    </message>
    <message>
        <source>Stop class session</source>
        <translation>[Stõp~ çlàss~~ séssîõñ~~]</translation>
    </message>
    <message>
        <source>The class session's network is back.</source>
        <translation>[Thé~ çlàss~~ séssîõñ~~'s ñétwõrk~~ îs bàçk~.]</translation>
    </message>
    <message>
        <source>The class session could not start.

%1</source>
        <translation>[Thé~ çlàss~~ séssîõñ~~ çõüld~~ ñõt~ stàrt~~.

%1]</translation>
    </message>
    <message>
        <source>Save the class's answers</source>
        <translation>[Sàvé~ thé~ çlàss~~'s àñswérs~~]</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>[ÇSV~ (*.çsv~)]</translation>
    </message>
    <message>
        <source>Save failed</source>
        <translation>[Sàvé~ fàîléd~~]</translation>
    </message>
    <message>
        <source>The answers were not saved.

%1</source>
        <translation>[Thé~ àñswérs~~ wéré~ ñõt~ sàvéd~~.

%1]</translation>
    </message>
    <message>
        <source>The class session's network is gone: %1 is no longer this computer's address. Reconnect the Wi-Fi; the session goes on when it is back.</source>
        <translation>[Thé~ çlàss~~ séssîõñ~~'s ñétwõrk~~ îs gõñé~: %1 îs ñõ lõñgér~~ thîs~ çõmpütér~~~'s àddréss~~. Réçõññéçt~~~ thé~ Wî-Fî; thé~ séssîõñ~~ gõés~ õñ whéñ~ ît îs bàçk~.]</translation>
    </message>
    <message>
        <source>The class session's network is gone: %1 is no longer this computer's address. Reconnect, or stop and start the session on %2.</source>
        <translation>[Thé~ çlàss~~ séssîõñ~~'s ñétwõrk~~ îs gõñé~: %1 îs ñõ lõñgér~~ thîs~ çõmpütér~~~'s àddréss~~. Réçõññéçt~~~, õr stõp~ àñd~ stàrt~~ thé~ séssîõñ~~ õñ %2.]</translation>
    </message>
</context>
<context>
    <name>sgd::ui::CompareTools</name>
    <message>
        <source>&amp;Compare</source>
        <translation>[&amp;Çõmpàré~~]</translation>
    </message>
    <message>
        <source>&amp;Pin run</source>
        <translation>[&amp;Pîñ~ rüñ~]</translation>
    </message>
    <message>
        <source>Keep this run to compare it with others after you change a parameter.</source>
        <translation>[Kéép~ thîs~ rüñ~ tõ çõmpàré~~ ît wîth~ õthérs~~ àftér~~ ýõü~ çhàñgé~~ à pàràmétér~~~.]</translation>
    </message>
    <message>
        <source>&amp;Compare pinned runs…</source>
        <translation>[&amp;Çõmpàré~~ pîññéd~~ rüñs~…]</translation>
    </message>
    <message>
        <source>&amp;Sweep a parameter…</source>
        <translation>[&amp;Swéép~~ à pàràmétér~~~…]</translation>
    </message>
    <message>
        <source>C&amp;lear pins</source>
        <translation>[Ç&amp;léàr~ pîñs~]</translation>
    </message>
    <message>
        <source>Nothing to pin yet: open a scene first.</source>
        <translation>[Ñõthîñg~~ tõ pîñ~ ýét~: õpéñ~ à sçéñé~~ fîrst~~.]</translation>
    </message>
    <message>
        <source>Pinned run %1: %2</source>
        <translation>[Pîññéd~~ rüñ~ %1: %2]</translation>
    </message>
</context>
<context>
    <name>sgd::ui::CompareView</name>
    <message>
        <source>Compare with simulator</source>
        <translation>[Çõmpàré~~ wîth~ sîmülàtõr~~~]</translation>
    </message>
    <message>
        <source>Shows what the processes measured beside what the simulator predicts for the same parameters.</source>
        <translation>[Shõws~~ whàt~ thé~ prõçéssés~~~ méàsüréd~~~ bésîdé~~ whàt~ thé~ sîmülàtõr~~~ prédîçts~~~ fõr~ thé~ sàmé~ pàràmétérs~~~~.]</translation>
    </message>
    <message>
        <source>The simulator computes its prediction for these parameters…</source>
        <translation>[Thé~ sîmülàtõr~~~ çõmpütés~~~ îts~ prédîçtîõñ~~~~ fõr~ thésé~~ pàràmétérs~~~~…]</translation>
    </message>
    <message>
        <source>Solid: what the processes measured. Dashed: what the simulator predicts.</source>
        <translation>[Sõlîd~~: whàt~ thé~ prõçéssés~~~ méàsüréd~~~. Dàshéd~~: whàt~ thé~ sîmülàtõr~~~ prédîçts~~~.]</translation>
    </message>
    <message>
        <source>No comparison: %1</source>
        <translation>[Ñõ çõmpàrîsõñ~~~~: %1]</translation>
    </message>
</context>
<context>
    <name>sgd::ui::CompareWindow</name>
    <message>
        <source>Compare runs — SGD Studio</source>
        <translation>[Çõmpàré~~ rüñs~ — SGD~ Stüdîõ~~]</translation>
    </message>
    <message>
        <source>Export &amp;picture…</source>
        <translation>[Éxpõrt~~ &amp;pîçtüré~~…]</translation>
    </message>
    <message>
        <source>Save the chart shown as PNG, SVG or PDF, zoomed as it is now.</source>
        <translation>[Sàvé~ thé~ çhàrt~~ shõwñ~~ às PÑG~, SVG~ õr PDF~, zõõméd~~ às ît îs ñõw~.]</translation>
    </message>
    <message>
        <source>Export &amp;data (CSV)…</source>
        <translation>[Éxpõrt~~ &amp;dàtà~ (ÇSV~)…]</translation>
    </message>
    <message>
        <source>Save the numbers of the chart shown as a CSV table.</source>
        <translation>[Sàvé~ thé~ ñümbérs~~ õf thé~ çhàrt~~ shõwñ~~ às à ÇSV~ tàblé~~.]</translation>
    </message>
    <message>
        <source>&amp;Clear pins</source>
        <translation>[&amp;Çléàr~~ pîñs~]</translation>
    </message>
    <message>
        <source>Plot</source>
        <translation>[Plõt~]</translation>
    </message>
    <message>
        <source>against</source>
        <translation>[àgàîñst~~]</translation>
    </message>
    <message>
        <source>Pin a run (Compare &gt; Pin run), change a parameter, pin again: the curves lie over each other and the legend names what changed.</source>
        <translation>[Pîñ~ à rüñ~ (Çõmpàré~~ &gt; Pîñ~ rüñ~), çhàñgé~~ à pàràmétér~~~, pîñ~ àgàîñ~~: thé~ çürvés~~ lîé~ õvér~ éàçh~ õthér~~ àñd~ thé~ légéñd~~ ñàmés~~ whàt~ çhàñgéd~~.]</translation>
    </message>
    <message>
        <source>Pinned runs</source>
        <translation>[Pîññéd~~ rüñs~]</translation>
    </message>
    <message>
        <source>&amp;Sweep a parameter…</source>
        <translation>[&amp;Swéép~~ à pàràmétér~~~…]</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>[Swéép~~]</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) could not be computed and are left out (see the CSV's note column).</source>
        <translation><numerusform>[%n rüñ~(s) çõüld~~ ñõt~ bé çõmpütéd~~~ àñd~ àré~ léft~ õüt~ (séé~ thé~ ÇSV~'s ñõté~ çõlümñ~~).]</numerusform><numerusform>[%n rüñ~(s) çõüld~~ ñõt~ bé çõmpütéd~~~ àñd~ àré~ léft~ õüt~ (séé~ thé~ ÇSV~'s ñõté~ çõlümñ~~).]</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n runs. Hover for the numbers; drag or scroll to zoom, double-click to reset.</source>
        <translation><numerusform>[%n rüñs~. Hõvér~~ fõr~ thé~ ñümbérs~~; dràg~ õr sçrõll~~ tõ zõõm~, dõüblé~~-çlîçk~~ tõ rését~~.]</numerusform><numerusform>[%n rüñs~. Hõvér~~ fõr~ thé~ ñümbérs~~; dràg~ õr sçrõll~~ tõ zõõm~, dõüblé~~-çlîçk~~ tõ rését~~.]</numerusform></translation>
    </message>
    <message>
        <source>No sweep yet</source>
        <translation>[Ñõ swéép~~ ýét~]</translation>
    </message>
    <message>
        <source>A sweep runs the scene once per value of one parameter and plots the outcome against it.</source>
        <translation>[À swéép~~ rüñs~ thé~ sçéñé~~ õñçé~ pér~ vàlüé~~ õf õñé~ pàràmétér~~~ àñd~ plõts~~ thé~ õütçõmé~~ àgàîñst~~ ît.]</translation>
    </message>
    <message>
        <source>there are no pinned runs to save</source>
        <translation>[théré~~ àré~ ñõ pîññéd~~ rüñs~ tõ sàvé~]</translation>
    </message>
    <message>
        <source>there is no sweep to save</source>
        <translation>[théré~~ îs ñõ swéép~~ tõ sàvé~]</translation>
    </message>
    <message>
        <source>Export chart</source>
        <translation>[Éxpõrt~~ çhàrt~~]</translation>
    </message>
    <message>
        <source>Pictures (*.png *.svg *.pdf)</source>
        <translation>[Pîçtürés~~~ (*.pñg~ *.svg~ *.pdf~)]</translation>
    </message>
    <message>
        <source>Chart not saved</source>
        <translation>[Çhàrt~~ ñõt~ sàvéd~~]</translation>
    </message>
    <message>
        <source>Export data</source>
        <translation>[Éxpõrt~~ dàtà~]</translation>
    </message>
    <message>
        <source>CSV tables (*.csv)</source>
        <translation>[ÇSV~ tàblés~~ (*.çsv~)]</translation>
    </message>
    <message>
        <source>Data not saved</source>
        <translation>[Dàtà~ ñõt~ sàvéd~~]</translation>
    </message>
    <message>
        <source>Comparisons</source>
        <translation>[Çõmpàrîsõñs~~~~]</translation>
    </message>
    <message>
        <source>The quantity on the vertical axis</source>
        <translation>[Thé~ qüàñtîtý~~~ õñ thé~ vértîçàl~~~ àxîs~]</translation>
    </message>
    <message>
        <source>The quantity on the horizontal axis</source>
        <translation>[Thé~ qüàñtîtý~~~ õñ thé~ hõrîzõñtàl~~~~ àxîs~]</translation>
    </message>
    <message>
        <source>Chart of the pinned runs</source>
        <translation>[Çhàrt~~ õf thé~ pîññéd~~ rüñs~]</translation>
    </message>
    <message>
        <source>Chart of the sweep</source>
        <translation>[Çhàrt~~ õf thé~ swéép~~]</translation>
    </message>
    <message>
        <source>%1. Lines: %2</source>
        <translation>[%1. Lîñés~~: %2]</translation>
    </message>
</context>
<context>
    <name>sgd::ui::ExportDialog</name>
    <message>
        <source>Export picture</source>
        <translation>[Éxpõrt~~ pîçtüré~~]</translation>
    </message>
    <message>
        <source>PNG (raster)</source>
        <translation>[PÑG~ (ràstér~~)]</translation>
    </message>
    <message>
        <source>SVG (vector, text stays text)</source>
        <translation>[SVG~ (véçtõr~~, téxt~ stàýs~~ téxt~)]</translation>
    </message>
    <message>
        <source>PDF (vector page)</source>
        <translation>[PDF~ (véçtõr~~ pàgé~)]</translation>
    </message>
    <message>
        <source>PNG for slides and notes apps; SVG and PDF stay sharp at any zoom.</source>
        <translation>[PÑG~ fõr~ slîdés~~ àñd~ ñõtés~~ àpps~; SVG~ àñd~ PDF~ stàý~ shàrp~~ àt àñý~ zõõm~.]</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>[Fõrmàt~~]</translation>
    </message>
    <message>
        <source>Width of the figure in pixels (before the scale factor).</source>
        <translation>[Wîdth~~ õf thé~ fîgüré~~ îñ pîxéls~~ (béfõré~~ thé~ sçàlé~~ fàçtõr~~).]</translation>
    </message>
    <message>
        <source>Height of the figure in pixels (before the scale factor).</source>
        <translation>[Héîght~~ õf thé~ fîgüré~~ îñ pîxéls~~ (béfõré~~ thé~ sçàlé~~ fàçtõr~~).]</translation>
    </message>
    <message>
        <source>Width (px)</source>
        <translation>[Wîdth~~ (px)]</translation>
    </message>
    <message>
        <source>Height (px)</source>
        <translation>[Héîght~~ (px)]</translation>
    </message>
    <message>
        <source>PNG only: 2× or 3× gives crisp figures on high-density screens and in print.</source>
        <translation>[PÑG~ õñlý~: 2× õr 3× gîvés~~ çrîsp~~ fîgürés~~ õñ hîgh~-déñsîtý~~ sçrééñs~~ àñd~ îñ prîñt~~.]</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>[Sçàlé~~]</translation>
    </message>
    <message>
        <source>Transparent background</source>
        <translation>[Tràñspàréñt~~~~ bàçkgrõüñd~~~~]</translation>
    </message>
    <message>
        <source>PNG only: leave the background see-through for coloured slides.</source>
        <translation>[PÑG~ õñlý~: léàvé~~ thé~ bàçkgrõüñd~~~~ séé~-thrõügh~~ fõr~ çõlõüréd~~~ slîdés~~.]</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>[À4]</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>[Léttér~~]</translation>
    </message>
    <message>
        <source>16:9 slide</source>
        <translation>[16:9 slîdé~~]</translation>
    </message>
    <message>
        <source>PDF only: the page the figure is laid out on (landscape).</source>
        <translation>[PDF~ õñlý~: thé~ pàgé~ thé~ fîgüré~~ îs làîd~ õüt~ õñ (làñdsçàpé~~~).]</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>[Pàgé~]</translation>
    </message>
    <message>
        <source>Print (white paper, thicker lines)</source>
        <translation>[Prîñt~~ (whîté~~ pàpér~~, thîçkér~~ lîñés~~)]</translation>
    </message>
    <message>
        <source>Screen theme</source>
        <translation>[Sçrééñ~~ thémé~~]</translation>
    </message>
    <message>
        <source>Print style suits handouts; the screen theme matches what the class sees.</source>
        <translation>[Prîñt~~ stýlé~~ süîts~~ hàñdõüts~~~; thé~ sçrééñ~~ thémé~~ màtçhés~~ whàt~ thé~ çlàss~~ séés~.]</translation>
    </message>
    <message>
        <source>Style</source>
        <translation>[Stýlé~~]</translation>
    </message>
    <message>
        <source>Include pen notes</source>
        <translation>[Îñçlüdé~~ péñ~ ñõtés~~]</translation>
    </message>
    <message>
        <source>Draw the notes made with the pen on this step over the figure.</source>
        <translation>[Dràw~ thé~ ñõtés~~ màdé~ wîth~ thé~ péñ~ õñ thîs~ stép~ õvér~ thé~ fîgüré~~.]</translation>
    </message>
    <message>
        <source>Choose file…</source>
        <translation>[Çhõõsé~~ fîlé~…]</translation>
    </message>
</context>
<context>
    <name>sgd::ui::LessonActions</name>
    <message>
        <source>Lesson closed; every control is free again.</source>
        <translation>[Léssõñ~~ çlõséd~~; évérý~~ çõñtrõl~~ îs fréé~ àgàîñ~~.]</translation>
    </message>
    <message>
        <source>&amp;Save lesson…</source>
        <translation>[&amp;Sàvé~ léssõñ~~…]</translation>
    </message>
    <message>
        <source>Save the open lesson, the slide shown taken from the window (or a new lesson of what is shown).</source>
        <translation>[Sàvé~ thé~ õpéñ~ léssõñ~~, thé~ slîdé~~ shõwñ~~ tàkéñ~~ frõm~ thé~ wîñdõw~~ (õr à ñéw~ léssõñ~~ õf whàt~ îs shõwñ~~).]</translation>
    </message>
    <message>
        <source>&amp;Next slide</source>
        <translation>[&amp;Ñéxt~ slîdé~~]</translation>
    </message>
    <message>
        <source>Next slide of the lesson (Page Down)</source>
        <translation>[Ñéxt~ slîdé~~ õf thé~ léssõñ~~ (Pàgé~ Dõwñ~)]</translation>
    </message>
    <message>
        <source>&amp;Previous slide</source>
        <translation>[&amp;Prévîõüs~~~ slîdé~~]</translation>
    </message>
    <message>
        <source>Previous slide of the lesson (Page Up)</source>
        <translation>[Prévîõüs~~~ slîdé~~ õf thé~ léssõñ~~ (Pàgé~ Üp)]</translation>
    </message>
    <message>
        <source>&amp;Duplicate slide</source>
        <translation>[&amp;Düplîçàté~~~ slîdé~~]</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>[Düplîçàté~~~]</translation>
    </message>
    <message>
        <source>A copy of the slide shown, as the window shows it now, right after it (Ctrl+D)</source>
        <translation>[À çõpý~ õf thé~ slîdé~~ shõwñ~~, às thé~ wîñdõw~~ shõws~~ ît ñõw~, rîght~~ àftér~~ ît (Çtrl~+D)]</translation>
    </message>
    <message>
        <source>Move slide &amp;earlier</source>
        <translation>[Mõvé~ slîdé~~ &amp;éàrlîér~~]</translation>
    </message>
    <message>
        <source>Earlier</source>
        <translation>[Éàrlîér~~]</translation>
    </message>
    <message>
        <source>The slide shown swaps places with the one before it (Ctrl+Shift+Page Up)</source>
        <translation>[Thé~ slîdé~~ shõwñ~~ swàps~~ plàçés~~ wîth~ thé~ õñé~ béfõré~~ ît (Çtrl~+Shîft~~+Pàgé~ Üp)]</translation>
    </message>
    <message>
        <source>Move slide &amp;later</source>
        <translation>[Mõvé~ slîdé~~ &amp;làtér~~]</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>[Làtér~~]</translation>
    </message>
    <message>
        <source>The slide shown swaps places with the one after it (Ctrl+Shift+Page Down)</source>
        <translation>[Thé~ slîdé~~ shõwñ~~ swàps~~ plàçés~~ wîth~ thé~ õñé~ àftér~~ ît (Çtrl~+Shîft~~+Pàgé~ Dõwñ~)]</translation>
    </message>
    <message>
        <source>&amp;Add slide from current view</source>
        <translation>[&amp;Àdd~ slîdé~~ frõm~ çürréñt~~ vîéw~]</translation>
    </message>
    <message>
        <source>A new slide after the one shown: this scene, its parameters, step and view.</source>
        <translation>[À ñéw~ slîdé~~ àftér~~ thé~ õñé~ shõwñ~~: thîs~ sçéñé~~, îts~ pàràmétérs~~~~, stép~ àñd~ vîéw~.]</translation>
    </message>
    <message>
        <source>&amp;Update slide from current view</source>
        <translation>[&amp;Üpdàté~~ slîdé~~ frõm~ çürréñt~~ vîéw~]</translation>
    </message>
    <message>
        <source>&amp;Remove slide</source>
        <translation>[&amp;Rémõvé~~ slîdé~~]</translation>
    </message>
    <message>
        <source>A note only you see, in View &gt; Presenter notes; never on the canvas.</source>
        <translation>[À ñõté~ õñlý~ ýõü~ séé~, îñ Vîéw~ &gt; Préséñtér~~~ ñõtés~~; ñévér~~ õñ thé~ çàñvàs~~.]</translation>
    </message>
    <message>
        <source>Your own words under the canvas on this slide, instead of the scene's narration.</source>
        <translation>[Ýõür~ õwñ~ wõrds~~ üñdér~~ thé~ çàñvàs~~ õñ thîs~ slîdé~~, îñstéàd~~ õf thé~ sçéñé~~'s ñàrràtîõñ~~~.]</translation>
    </message>
    <message>
        <source>No parameter can be changed by accident on this slide. Right-click a parameter's name to lock only that one.</source>
        <translation>[Ñõ pàràmétér~~~ çàñ~ bé çhàñgéd~~ bý àççîdéñt~~~ õñ thîs~ slîdé~~. Rîght~~-çlîçk~~ à pàràmétér~~~'s ñàmé~ tõ lõçk~ õñlý~ thàt~ õñé~.]</translation>
    </message>
    <message>
        <source>Lock the &amp;scene in this slide</source>
        <translation>[Lõçk~ thé~ &amp;sçéñé~~ îñ thîs~ slîdé~~]</translation>
    </message>
    <message>
        <source>The scene list cannot switch away from this slide's scene.</source>
        <translation>[Thé~ sçéñé~~ lîst~ çàññõt~~ swîtçh~~ àwàý~ frõm~ thîs~ slîdé~~'s sçéñé~~.]</translation>
    </message>
    <message>
        <source>Lesson &amp;title…</source>
        <translation>[Léssõñ~~ &amp;tîtlé~~…]</translation>
    </message>
    <message>
        <source>Lesson title</source>
        <translation>[Léssõñ~~ tîtlé~~]</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>[Tîtlé~~:]</translation>
    </message>
    <message>
        <source>Export lesson as &amp;web page…</source>
        <translation>[Éxpõrt~~ léssõñ~~ às &amp;wéb~ pàgé~…]</translation>
    </message>
    <message>
        <source>Every slide as one web page to take home: each at its step, with its view, notes, narration and question; it needs no network.</source>
        <translation>[Évérý~~ slîdé~~ às õñé~ wéb~ pàgé~ tõ tàké~ hõmé~: éàçh~ àt îts~ stép~, wîth~ îts~ vîéw~, ñõtés~~, ñàrràtîõñ~~~ àñd~ qüéstîõñ~~~; ît ñééds~~ ñõ ñétwõrk~~.]</translation>
    </message>
    <message>
        <source>&amp;Close lesson</source>
        <translation>[&amp;Çlõsé~~ léssõñ~~]</translation>
    </message>
    <message>
        <source>Close lesson</source>
        <translation>[Çlõsé~~ léssõñ~~]</translation>
    </message>
    <message>
        <source>The lesson has edits that are not saved. Close it anyway?</source>
        <translation>[Thé~ léssõñ~~ hàs~ édîts~~ thàt~ àré~ ñõt~ sàvéd~~. Çlõsé~~ ît àñýwàý~~?]</translation>
    </message>
    <message>
        <source>Export lesson as web page</source>
        <translation>[Éxpõrt~~ léssõñ~~ às wéb~ pàgé~]</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>[Wéb~ pàgé~ (*.html~)]</translation>
    </message>
    <message>
        <source>The page was not saved: %1</source>
        <translation>[Thé~ pàgé~ wàs~ ñõt~ sàvéd~~: %1]</translation>
    </message>
    <message>
        <source>Saved %1: open it in any browser.</source>
        <translation>[Sàvéd~~ %1: õpéñ~ ît îñ àñý~ brõwsér~~.]</translation>
    </message>
    <message>
        <source>The lesson's slide shown (Page Down: next, Page Up: previous)</source>
        <translation>[Thé~ léssõñ~~'s slîdé~~ shõwñ~~ (Pàgé~ Dõwñ~: ñéxt~, Pàgé~ Üp: prévîõüs~~~)]</translation>
    </message>
    <message>
        <source>Slide %1 / %2</source>
        <translation>[Slîdé~~ %1 / %2]</translation>
    </message>
    <message>
        <source>Slide shown · • the lesson has edits not saved yet (Ctrl+S)</source>
        <translation>[Slîdé~~ shõwñ~~ · • thé~ léssõñ~~ hàs~ édîts~~ ñõt~ sàvéd~~ ýét~ (Çtrl~+S)]</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>[%1 · %2]</translation>
    </message>
    <message>
        <source>This is the last slide of the lesson.</source>
        <translation>[Thîs~ îs thé~ làst~ slîdé~~ õf thé~ léssõñ~~.]</translation>
    </message>
    <message>
        <source>Save lesson</source>
        <translation>[Sàvé~ léssõñ~~]</translation>
    </message>
    <message>
        <source>Lessons (*.json)</source>
        <translation>[Léssõñs~~ (*.jsõñ~)]</translation>
    </message>
    <message>
        <source>Lesson not saved</source>
        <translation>[Léssõñ~~ ñõt~ sàvéd~~]</translation>
    </message>
    <message>
        <source>The lesson could not be saved.

%1</source>
        <translation>[Thé~ léssõñ~~ çõüld~~ ñõt~ bé sàvéd~~.

%1]</translation>
    </message>
    <message>
        <source>Lesson saved: %1 (%2 slides)</source>
        <translation>[Léssõñ~~ sàvéd~~: %1 (%2 slîdés~~)]</translation>
    </message>
    <message>
        <source>Unsaved lesson</source>
        <translation>[Üñsàvéd~~ léssõñ~~]</translation>
    </message>
    <message>
        <source>The lesson “%1” has changes that are not saved.</source>
        <translation>[Thé~ léssõñ~~ “%1” hàs~ çhàñgés~~ thàt~ àré~ ñõt~ sàvéd~~.]</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>[üñtîtléd~~~]</translation>
    </message>
    <message>
        <source>Save them before closing? Discarded changes cannot be brought back.</source>
        <translation>[Sàvé~ thém~ béfõré~~ çlõsîñg~~? Dîsçàrdéd~~~ çhàñgés~~ çàññõt~~ bé brõüght~~ bàçk~.]</translation>
    </message>
    <message>
        <source>Added %1 from the window.</source>
        <translation>[Àddéd~~ %1 frõm~ thé~ wîñdõw~~.]</translation>
    </message>
    <message>
        <source>%1 now holds what the window shows.</source>
        <translation>[%1 ñõw~ hõlds~~ whàt~ thé~ wîñdõw~~ shõws~~.]</translation>
    </message>
    <message>
        <source>A lesson holds at most %1 slides.</source>
        <translation>[À léssõñ~~ hõlds~~ àt mõst~ %1 slîdés~~.]</translation>
    </message>
    <message>
        <source>%1 is a copy of the slide before it.</source>
        <translation>[%1 îs à çõpý~ õf thé~ slîdé~~ béfõré~~ ît.]</translation>
    </message>
    <message>
        <source>This slide is already the first.</source>
        <translation>[Thîs~ slîdé~~ îs àlréàdý~~ thé~ fîrst~~.]</translation>
    </message>
    <message>
        <source>This slide is already the last.</source>
        <translation>[Thîs~ slîdé~~ îs àlréàdý~~ thé~ làst~.]</translation>
    </message>
    <message>
        <source>Moved: this is now %1.</source>
        <translation>[Mõvéd~~: thîs~ îs ñõw~ %1.]</translation>
    </message>
    <message>
        <source>Teacher note</source>
        <translation>[Téàçhér~~ ñõté~]</translation>
    </message>
    <message>
        <source>Slide narration</source>
        <translation>[Slîdé~~ ñàrràtîõñ~~~]</translation>
    </message>
    <message>
        <source>Only you see this note (View &gt; Presenter notes):</source>
        <translation>[Õñlý~ ýõü~ séé~ thîs~ ñõté~ (Vîéw~ &gt; Préséñtér~~~ ñõtés~~):]</translation>
    </message>
    <message>
        <source>Shown under the canvas on this slide instead of the scene's narration (empty: the scene's own):</source>
        <translation>[Shõwñ~~ üñdér~~ thé~ çàñvàs~~ õñ thîs~ slîdé~~ îñstéàd~~ õf thé~ sçéñé~~'s ñàrràtîõñ~~~ (émptý~~: thé~ sçéñé~~'s õwñ~):]</translation>
    </message>
    <message>
        <source>Sa&amp;ve lesson as…</source>
        <translation>[Sà&amp;vé léssõñ~~ às…]</translation>
    </message>
    <message>
        <source>Edit teac&amp;her note…</source>
        <translation>[Édît~ téàç~&amp;hér~ ñõté~…]</translation>
    </message>
    <message>
        <source>Edit sl&amp;ide narration…</source>
        <translation>[Édît~ sl&amp;îdé~ ñàrràtîõñ~~~…]</translation>
    </message>
    <message>
        <source>Loc&amp;k parameters in this slide</source>
        <translation>[Lõç~&amp;k pàràmétérs~~~~ îñ thîs~ slîdé~~]</translation>
    </message>
</context>
<context>
    <name>sgd::ui::MainWindow</name>
    <message>
        <source>SGD Studio</source>
        <translation>[SGD~ Stüdîõ~~]</translation>
    </message>
    <message>
        <source>What the current step does, in words, with its numbers.</source>
        <translation>[Whàt~ thé~ çürréñt~~ stép~ dõés~, îñ wõrds~~, wîth~ îts~ ñümbérs~~.]</translation>
    </message>
    <message>
        <source>Step table</source>
        <translation>[Stép~ tàblé~~]</translation>
    </message>
    <message>
        <source>The numbers of every step so far, one row per step; the row of the step shown is selected.</source>
        <translation>[Thé~ ñümbérs~~ õf évérý~~ stép~ sõ fàr~, õñé~ rõw~ pér~ stép~; thé~ rõw~ õf thé~ stép~ shõwñ~~ îs séléçtéd~~~.]</translation>
    </message>
    <message>
        <source>Every step of the trace; click a row to jump there. Hover a cell for full precision.</source>
        <translation>[Évérý~~ stép~ õf thé~ tràçé~~; çlîçk~~ à rõw~ tõ jümp~ théré~~. Hõvér~~ à çéll~ fõr~ füll~ préçîsîõñ~~~.]</translation>
    </message>
    <message>
        <source>Scenes</source>
        <translation>[Sçéñés~~]</translation>
    </message>
    <message>
        <source>The lecture's scenes in order; choose one to open it.</source>
        <translation>[Thé~ léçtüré~~'s sçéñés~~ îñ õrdér~~; çhõõsé~~ õñé~ tõ õpéñ~ ît.]</translation>
    </message>
    <message>
        <source>The lecture's scenes in order; pick one to open it.</source>
        <translation>[Thé~ léçtüré~~'s sçéñés~~ îñ õrdér~~; pîçk~ õñé~ tõ õpéñ~ ît.]</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>[Pàràmétérs~~~~]</translation>
    </message>
    <message>
        <source>no steps</source>
        <translation>[ñõ stéps~~]</translation>
    </message>
    <message>
        <source>Locked by the lesson: this slide stays on its scene.</source>
        <translation>[Lõçkéd~~ bý thé~ léssõñ~~: thîs~ slîdé~~ stàýs~~ õñ îts~ sçéñé~~.]</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>[Sàvéd~~ %1]</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>[Éxpõrt~~ fàîléd~~]</translation>
    </message>
    <message>
        <source>The file was not saved.

%1</source>
        <translation>[Thé~ fîlé~ wàs~ ñõt~ sàvéd~~.

%1]</translation>
    </message>
    <message>
        <source>Export picture</source>
        <translation>[Éxpõrt~~ pîçtüré~~]</translation>
    </message>
    <message>
        <source>%1 files (*.%2)</source>
        <translation>[%1 fîlés~~ (*.%2)]</translation>
    </message>
    <message>
        <source>Export trace</source>
        <translation>[Éxpõrt~~ tràçé~~]</translation>
    </message>
    <message>
        <source>CSV (*.csv);;JSON (*.json)</source>
        <translation>[ÇSV~ (*.çsv~);;JSÕÑ~ (*.jsõñ~)]</translation>
    </message>
    <message>
        <source>Export handout</source>
        <translation>[Éxpõrt~~ hàñdõüt~~]</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>[PDF~ (*.pdf~)]</translation>
    </message>
    <message>
        <source>Export web page</source>
        <translation>[Éxpõrt~~ wéb~ pàgé~]</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>[Wéb~ pàgé~ (*.html~)]</translation>
    </message>
    <message>
        <source>Saved the first %1 steps of %2: a page holds at most %1 (the page says so).</source>
        <translation>[Sàvéd~~ thé~ fîrst~~ %1 stéps~~ õf %2: à pàgé~ hõlds~~ àt mõst~ %1 (thé~ pàgé~ sàýs~ sõ).]</translation>
    </message>
    <message>
        <source>Folder for every figure of this scene</source>
        <translation>[Fõldér~~ fõr~ évérý~~ fîgüré~~ õf thîs~ sçéñé~~]</translation>
    </message>
    <message>
        <source>Saved %1 figures in %2</source>
        <translation>[Sàvéd~~ %1 fîgürés~~ îñ %2]</translation>
    </message>
    <message>
        <source>Export animation</source>
        <translation>[Éxpõrt~~ àñîmàtîõñ~~~]</translation>
    </message>
    <message>
        <source>Animation export cancelled; nothing was written</source>
        <translation>[Àñîmàtîõñ~~~ éxpõrt~~ çàñçélléd~~~; ñõthîñg~~ wàs~ wrîttéñ~~]</translation>
    </message>
    <message>
        <source>Picture of step %1 copied to the clipboard</source>
        <translation>[Pîçtüré~~ õf stép~ %1 çõpîéd~~ tõ thé~ çlîpbõàrd~~~]</translation>
    </message>
    <message>
        <source>Narration</source>
        <translation>[Ñàrràtîõñ~~~]</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>[&amp;Fîlé~]</translation>
    </message>
    <message>
        <source>&amp;Export picture…</source>
        <translation>[&amp;Éxpõrt~~ pîçtüré~~…]</translation>
    </message>
    <message>
        <source>Save the current step as PNG, SVG or PDF.</source>
        <translation>[Sàvé~ thé~ çürréñt~~ stép~ às PÑG~, SVG~ õr PDF~.]</translation>
    </message>
    <message>
        <source>&amp;Copy picture</source>
        <translation>[&amp;Çõpý~ pîçtüré~~]</translation>
    </message>
    <message>
        <source>&amp;Open trace…</source>
        <translation>[&amp;Õpéñ~ tràçé~~…]</translation>
    </message>
    <message>
        <source>Show a saved trace (JSON) without computing it again.</source>
        <translation>[Shõw~ à sàvéd~~ tràçé~~ (JSÕÑ~) wîthõüt~~ çõmpütîñg~~~ ît àgàîñ~~.]</translation>
    </message>
    <message>
        <source>Export &amp;trace (CSV or JSON)…</source>
        <translation>[Éxpõrt~~ &amp;tràçé~~ (ÇSV~ õr JSÕÑ~)…]</translation>
    </message>
    <message>
        <source>Export &amp;handout (PDF)…</source>
        <translation>[Éxpõrt~~ &amp;hàñdõüt~~ (PDF~)…]</translation>
    </message>
    <message>
        <source>Export &amp;web page (HTML)…</source>
        <translation>[Éxpõrt~~ &amp;wéb~ pàgé~ (HTML~)…]</translation>
    </message>
    <message>
        <source>Save every step as one web page to take home: pictures, narration, numbers and the questions, stepped with the same keys; it needs no network.</source>
        <translation>[Sàvé~ évérý~~ stép~ às õñé~ wéb~ pàgé~ tõ tàké~ hõmé~: pîçtürés~~~, ñàrràtîõñ~~~, ñümbérs~~ àñd~ thé~ qüéstîõñs~~~, stéppéd~~ wîth~ thé~ sàmé~ kéýs~; ît ñééds~~ ñõ ñétwõrk~~.]</translation>
    </message>
    <message>
        <source>Export every &amp;figure of this scene…</source>
        <translation>[Éxpõrt~~ évérý~~ &amp;fîgüré~~ õf thîs~ sçéñé~~…]</translation>
    </message>
    <message>
        <source>Export &amp;animation (MP4, WebM, GIF)…</source>
        <translation>[Éxpõrt~~ &amp;àñîmàtîõñ~~~ (MP4, WébM~, GÎF~)…]</translation>
    </message>
    <message>
        <source>Save a range of steps as a video for slides, moving as the window plays it.</source>
        <translation>[Sàvé~ à ràñgé~~ õf stéps~~ às à vîdéõ~~ fõr~ slîdés~~, mõvîñg~~ às thé~ wîñdõw~~ plàýs~~ ît.]</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>[&amp;Qüît~]</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>[&amp;Édît~]</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>[&amp;Üñdõ~]</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>[&amp;Rédõ~]</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>[&amp;Vîéw~]</translation>
    </message>
    <message>
        <source>&amp;Lessons</source>
        <translation>[&amp;Léssõñs~~]</translation>
    </message>
    <message>
        <source>&amp;Open lesson file…</source>
        <translation>[&amp;Õpéñ~ léssõñ~~ fîlé~…]</translation>
    </message>
    <message>
        <source>Open lesson</source>
        <translation>[Õpéñ~ léssõñ~~]</translation>
    </message>
    <message>
        <source>Lesson presets (*.json)</source>
        <translation>[Léssõñ~~ préséts~~ (*.jsõñ~)]</translation>
    </message>
    <message>
        <source>Lesson not opened</source>
        <translation>[Léssõñ~~ ñõt~ õpéñéd~~]</translation>
    </message>
    <message>
        <source>This lesson file cannot be used.

%1</source>
        <translation>[Thîs~ léssõñ~~ fîlé~ çàññõt~~ bé üséd~.

%1]</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>[&amp;Hélp~]</translation>
    </message>
    <message>
        <source>&amp;About SGD Studio</source>
        <translation>[&amp;Àbõüt~~ SGD~ Stüdîõ~~]</translation>
    </message>
    <message>
        <source>&amp;Diagnostics…</source>
        <translation>[&amp;Dîàgñõstîçs~~~~…]</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>[&amp;Thémé~~]</translation>
    </message>
    <message>
        <source>Follow the &amp;system</source>
        <translation>[Fõllõw~~ thé~ &amp;sýstém~~]</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>[&amp;Lîght~~]</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>[&amp;Dàrk~]</translation>
    </message>
    <message>
        <source>Show the scene's next view (for the scale lab: the scene, then the loss surface).</source>
        <translation>[Shõw~ thé~ sçéñé~~'s ñéxt~ vîéw~ (fõr~ thé~ sçàlé~~ làb~: thé~ sçéñé~~, théñ~ thé~ lõss~ sürfàçé~~).]</translation>
    </message>
    <message>
        <source>&lt;h3&gt;SGD Studio %1&lt;/h3&gt;&lt;p&gt;Step through stochastic gradient descent on one machine and on many: one weight, mini-batches, synchronous and asynchronous parameter servers, and gossip without a server.&lt;/p&gt;&lt;p&gt;Every number on screen comes from the engine's trace.&lt;/p&gt;</source>
        <translation>[&lt;h3&gt;SGD~ Stüdîõ~~ %1&lt;/h3&gt;&lt;p&gt;Stép~ thrõügh~~ stõçhàstîç~~~~ gràdîéñt~~~ désçéñt~~ õñ õñé~ màçhîñé~~ àñd~ õñ màñý~: õñé~ wéîght~~, mîñî~-bàtçhés~~, sýñçhrõñõüs~~~~ àñd~ àsýñçhrõñõüs~~~~ pàràmétér~~~ sérvérs~~, àñd~ gõssîp~~ wîthõüt~~ à sérvér~~.&lt;/p&gt;&lt;p&gt;Évérý~~ ñümbér~~ õñ sçrééñ~~ çõmés~~ frõm~ thé~ éñgîñé~~'s tràçé~~.&lt;/p&gt;]</translation>
    </message>
    <message>
        <source>&lt;p&gt;Compute: %1.</source>
        <translation>[&lt;p&gt;Çõmpüté~~: %1.]</translation>
    </message>
    <message>
        <source> The GPU is not used: %1.</source>
        <translation>[ Thé~ GPÜ~ îs ñõt~ üséd~: %1.]</translation>
    </message>
    <message>
        <source>&lt;p&gt;Qt %1. Help &amp;gt; Diagnostics has the details.&lt;/p&gt;</source>
        <translation>[&lt;p&gt;Qt %1. Hélp~ &amp;gt; Dîàgñõstîçs~~~~ hàs~ thé~ détàîls~~.&lt;/p&gt;]</translation>
    </message>
    <message>
        <source>About SGD Studio</source>
        <translation>[Àbõüt~~ SGD~ Stüdîõ~~]</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>[&amp;Làñgüàgé~~~]</translation>
    </message>
    <message>
        <source>System language (%1)</source>
        <translation>[Sýstém~~ làñgüàgé~~~ (%1)]</translation>
    </message>
    <message>
        <source>Compute: %1</source>
        <translation>[Çõmpüté~~: %1]</translation>
    </message>
    <message>
        <source>Where the scale lab computes its gradients (choose with --backend cpu|cuda|auto).</source>
        <translation>[Whéré~~ thé~ sçàlé~~ làb~ çõmpütés~~~ îts~ gràdîéñts~~~ (çhõõsé~~ wîth~ --bàçkéñd~~ çpü~|çüdà~|àütõ~).]</translation>
    </message>
    <message>
        <source>The GPU is not used: %1.</source>
        <translation>[Thé~ GPÜ~ îs ñõt~ üséd~: %1.]</translation>
    </message>
    <message>
        <source>Help &gt; Diagnostics has the details.</source>
        <translation>[Hélp~ &gt; Dîàgñõstîçs~~~~ hàs~ thé~ détàîls~~.]</translation>
    </message>
    <message>
        <source>%1 is locked by the lesson on this slide.</source>
        <translation>[%1 îs lõçkéd~~ bý thé~ léssõñ~~ õñ thîs~ slîdé~~.]</translation>
    </message>
    <message>
        <source>Not applied: %1 must be %2.</source>
        <translation>[Ñõt~ àpplîéd~~: %1 müst~ bé %2.]</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>[&amp;Kéýbõàrd~~~ shõrtçüts~~~]</translation>
    </message>
    <message>
        <source>How to run a &amp;class with SGD Studio</source>
        <translation>[Hõw~ tõ rüñ~ à &amp;çlàss~~ wîth~ SGD~ Stüdîõ~~]</translation>
    </message>
    <message>
        <source>&amp;What to look for in this scene</source>
        <translation>[&amp;Whàt~ tõ lõõk~ fõr~ îñ thîs~ sçéñé~~]</translation>
    </message>
    <message>
        <source>A few sentences on where to look in the scene shown (or click its title)</source>
        <translation>[À féw~ séñtéñçés~~~ õñ whéré~~ tõ lõõk~ îñ thé~ sçéñé~~ shõwñ~~ (õr çlîçk~~ îts~ tîtlé~~)]</translation>
    </message>
    <message>
        <source>Open trace</source>
        <translation>[Õpéñ~ tràçé~~]</translation>
    </message>
    <message>
        <source>Traces (*.json)</source>
        <translation>[Tràçés~~ (*.jsõñ~)]</translation>
    </message>
    <message>
        <source>Trace not opened</source>
        <translation>[Tràçé~~ ñõt~ õpéñéd~~]</translation>
    </message>
    <message>
        <source>This trace cannot be shown.

%1</source>
        <translation>[Thîs~ tràçé~~ çàññõt~~ bé shõwñ~~.

%1]</translation>
    </message>
    <message>
        <source>%1 — lesson: %2[*]</source>
        <translation>[%1 — léssõñ~~: %2[*]]</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>[üñtîtléd~~~]</translation>
    </message>
    <message>
        <source>SGD Studio — %1</source>
        <translation>[SGD~ Stüdîõ~~ — %1]</translation>
    </message>
    <message>
        <source>Real run, incomplete: %1 processes on %2</source>
        <translation>[Réàl~ rüñ~, îñçõmplété~~~~: %1 prõçéssés~~~ õñ %2]</translation>
    </message>
    <message>
        <source>Real run: %1 processes on %2</source>
        <translation>[Réàl~ rüñ~: %1 prõçéssés~~~ õñ %2]</translation>
    </message>
    <message>
        <source>SGD Studio — %1 — %2 (real run, incomplete)</source>
        <translation>[SGD~ Stüdîõ~~ — %1 — %2 (réàl~ rüñ~, îñçõmplété~~~~)]</translation>
    </message>
    <message>
        <source>SGD Studio — %1 — %2 (real run)</source>
        <translation>[SGD~ Stüdîõ~~ — %1 — %2 (réàl~ rüñ~)]</translation>
    </message>
    <message>
        <source>%1 recorded these numbers on real processes (%2); times are measured, not modelled.
%3</source>
        <translation>[%1 réçõrdéd~~~ thésé~~ ñümbérs~~ õñ réàl~ prõçéssés~~~ (%2); tîmés~~ àré~ méàsüréd~~~, ñõt~ mõdélléd~~~.
%3]</translation>
    </message>
    <message>
        <source>
The run did not reach its end: %1</source>
        <translation>[
Thé~ rüñ~ dîd~ ñõt~ réàçh~~ îts~ éñd~: %1]</translation>
    </message>
    <message>
        <source>
Bytes each rank passed to MPI (counted, sent / received):</source>
        <translation>[
Býtés~~ éàçh~ ràñk~ pàsséd~~ tõ MPÎ~ (çõüñtéd~~, séñt~ / réçéîvéd~~~):]</translation>
    </message>
    <message>
        <source>
  rank %1 (%2 on %3): %4 / %5</source>
        <translation>[
  ràñk~ %1 (%2 õñ %3): %4 / %5]</translation>
    </message>
    <message>
        <source>SGD Studio — %1 — %2 (saved trace)</source>
        <translation>[SGD~ Stüdîõ~~ — %1 — %2 (sàvéd~~ tràçé~~)]</translation>
    </message>
    <message>
        <source>Saved trace: %1, not recomputed</source>
        <translation>[Sàvéd~~ tràçé~~: %1, ñõt~ réçõmpütéd~~~~]</translation>
    </message>
    <message>
        <source>The picture, the table and the narration show %1 as it was saved.
Change any parameter to compute the scene afresh.</source>
        <translation>[Thé~ pîçtüré~~, thé~ tàblé~~ àñd~ thé~ ñàrràtîõñ~~~ shõw~ %1 às ît wàs~ sàvéd~~.
Çhàñgé~~ àñý~ pàràmétér~~~ tõ çõmpüté~~ thé~ sçéñé~~ àfrésh~~.]</translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation>[&amp;Màñüàl~~]</translation>
    </message>
    <message>
        <source>Manual</source>
        <translation>[Màñüàl~~]</translation>
    </message>
    <message>
        <source>The manual was not found beside the program. The package installs it in /usr/share/doc/sgd-studio/html/, and a build makes it in build/manual/.</source>
        <translation>[Thé~ màñüàl~~ wàs~ ñõt~ fõüñd~~ bésîdé~~ thé~ prõgràm~~. Thé~ pàçkàgé~~ îñstàlls~~~ ît îñ /üsr~/shàré~~/dõç~/sgd~-stüdîõ~~/html~/, àñd~ à büîld~~ màkés~~ ît îñ büîld~~/màñüàl~~/.]</translation>
    </message>
    <message>
        <source>No web browser could be opened to show %1.</source>
        <translation>[Ñõ wéb~ brõwsér~~ çõüld~~ bé õpéñéd~~ tõ shõw~ %1.]</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>[&amp;Hîgh~ çõñtràst~~~]</translation>
    </message>
    <message>
        <source>Reduce &amp;motion</source>
        <translation>[Rédüçé~~ &amp;mõtîõñ~~]</translation>
    </message>
    <message>
        <source>Steps jump to the next picture instead of moving there</source>
        <translation>[Stéps~~ jümp~ tõ thé~ ñéxt~ pîçtüré~~ îñstéàd~~ õf mõvîñg~~ théré~~]</translation>
    </message>
    <message>
        <source>Next &amp;view of this scene</source>
        <translation>[Ñéxt~ &amp;vîéw~ õf thîs~ sçéñé~~]</translation>
    </message>
</context>
<context>
    <name>sgd::ui::ParameterPanel</name>
    <message>
        <source>Restore lecture preset</source>
        <translation>[Réstõré~~ léçtüré~~ prését~~]</translation>
    </message>
    <message>
        <source>Put every parameter of this scene back to the lecture's values (undoable).</source>
        <translation>[Püt~ évérý~~ pàràmétér~~~ õf thîs~ sçéñé~~ bàçk~ tõ thé~ léçtüré~~'s vàlüés~~ (üñdõàblé~~~).]</translation>
    </message>
    <message>
        <source>&lt;b&gt;View&lt;/b&gt;</source>
        <translation>[&lt;b&gt;Vîéw~&lt;/b&gt;]</translation>
    </message>
    <message>
        <source>&lt;b&gt;Locked by the lesson&lt;/b&gt;&lt;br&gt;</source>
        <translation>[&lt;b&gt;Lõçkéd~~ bý thé~ léssõñ~~&lt;/b&gt;&lt;br&gt;]</translation>
    </message>
    <message>
        <source>Unlock %1 in this slide</source>
        <translation>[Üñlõçk~~ %1 îñ thîs~ slîdé~~]</translation>
    </message>
    <message>
        <source>Lock %1 in this slide</source>
        <translation>[Lõçk~ %1 îñ thîs~ slîdé~~]</translation>
    </message>
    <message>
        <source>%1, slider</source>
        <translation>[%1, slîdér~~]</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>[(émptý~~)]</translation>
    </message>
    <message>
        <source>%1 Allowed: %2.</source>
        <comment>a parameter's help, then what it takes</comment>
        <translation>[%1 Àllõwéd~~: %2.]</translation>
    </message>
    <message>
        <source>%1=%2 on the command line and in lessons</source>
        <translation>[%1=%2 õñ thé~ çõmmàñd~~ lîñé~ àñd~ îñ léssõñs~~]</translation>
    </message>
</context>
<context>
    <name>sgd::ui::PenOverlay</name>
    <message>
        <source>Type a note, then Enter</source>
        <translation>[Týpé~ à ñõté~, théñ~ Éñtér~~]</translation>
    </message>
</context>
<context>
    <name>sgd::ui::PenPalette</name>
    <message>
        <source>Draw</source>
        <translation>[Dràw~]</translation>
    </message>
    <message>
        <source>Draw freehand</source>
        <translation>[Dràw~ frééhàñd~~~]</translation>
    </message>
    <message>
        <source>Arrow</source>
        <translation>[Àrrõw~~]</translation>
    </message>
    <message>
        <source>Drag from the tail to the tip</source>
        <translation>[Dràg~ frõm~ thé~ tàîl~ tõ thé~ tîp~]</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>[Téxt~]</translation>
    </message>
    <message>
        <source>Click where the note goes, type, then Enter</source>
        <translation>[Çlîçk~~ whéré~~ thé~ ñõté~ gõés~, týpé~, théñ~ Éñtér~~]</translation>
    </message>
</context>
<context>
    <name>sgd::ui::PenTools</name>
    <message>
        <source>Pen</source>
        <translation>[Péñ~]</translation>
    </message>
    <message>
        <source>Undo the last note</source>
        <translation>[Üñdõ~ thé~ làst~ ñõté~]</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>[Üñdõ~]</translation>
    </message>
    <message>
        <source>Take back the last stroke, arrow, note or clear (Ctrl+Z while the pen is on)</source>
        <translation>[Tàké~ bàçk~ thé~ làst~ strõké~~, àrrõw~~, ñõté~ õr çléàr~~ (Çtrl~+Z whîlé~~ thé~ péñ~ îs õñ)]</translation>
    </message>
    <message>
        <source>Clear this step's notes</source>
        <translation>[Çléàr~~ thîs~ stép~'s ñõtés~~]</translation>
    </message>
    <message>
        <source>Clear step</source>
        <translation>[Çléàr~~ stép~]</translation>
    </message>
    <message>
        <source>Remove the notes of the step shown (Delete)</source>
        <translation>[Rémõvé~~ thé~ ñõtés~~ õf thé~ stép~ shõwñ~~ (Délété~~)]</translation>
    </message>
    <message>
        <source>Clear all notes</source>
        <translation>[Çléàr~~ àll~ ñõtés~~]</translation>
    </message>
    <message>
        <source>Clear all</source>
        <translation>[Çléàr~~ àll~]</translation>
    </message>
    <message>
        <source>Remove the notes of every step (Shift+Delete)</source>
        <translation>[Rémõvé~~ thé~ ñõtés~~ õf évérý~~ stép~ (Shîft~~+Délété~~)]</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>[Dõñé~]</translation>
    </message>
    <message>
        <source>Put the pen away (P)</source>
        <translation>[Püt~ thé~ péñ~ àwàý~ (P)]</translation>
    </message>
    <message>
        <source>Draw, point and write notes over the picture (P)</source>
        <translation>[Dràw~, põîñt~~ àñd~ wrîté~~ ñõtés~~ õvér~ thé~ pîçtüré~~ (P)]</translation>
    </message>
</context>
<context>
    <name>sgd::ui::PresentationMode</name>
    <message>
        <source>&amp;Presentation mode</source>
        <translation>[&amp;Préséñtàtîõñ~~~~ mõdé~]</translation>
    </message>
    <message>
        <source>Full screen with large type for projecting; F11 again to leave.</source>
        <translation>[Füll~ sçrééñ~~ wîth~ làrgé~~ týpé~ fõr~ prõjéçtîñg~~~~; F11 àgàîñ~~ tõ léàvé~~.]</translation>
    </message>
    <message>
        <source>Leave presentation mode</source>
        <translation>[Léàvé~~ préséñtàtîõñ~~~~ mõdé~]</translation>
    </message>
    <message>
        <source>Te&amp;xt size</source>
        <translation>[Té&amp;xt sîzé~]</translation>
    </message>
    <message>
        <source>Type on the canvas and in the narration; window and presentation mode each keep their own. Presentation sizes are for a 1080-line projector; on other screens the type keeps its share of the picture.</source>
        <translation>[Týpé~ õñ thé~ çàñvàs~~ àñd~ îñ thé~ ñàrràtîõñ~~~; wîñdõw~~ àñd~ préséñtàtîõñ~~~~ mõdé~ éàçh~ kéép~ théîr~~ õwñ~. Préséñtàtîõñ~~~~ sîzés~~ àré~ fõr~ à 1080-lîñé~ prõjéçtõr~~~; õñ õthér~~ sçrééñs~~ thé~ týpé~ kééps~~ îts~ shàré~~ õf thé~ pîçtüré~~.]</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>[%1%]</translation>
    </message>
    <message>
        <source>&amp;Larger</source>
        <translation>[&amp;Làrgér~~]</translation>
    </message>
    <message>
        <source>&amp;Smaller</source>
        <translation>[&amp;Smàllér~~]</translation>
    </message>
    <message>
        <source>Presentation mode · F10 shows the menus and panels · Esc leaves</source>
        <translation>[Préséñtàtîõñ~~~~ mõdé~ · F10 shõws~~ thé~ méñüs~~ àñd~ pàñéls~~ · Ésç~ léàvés~~]</translation>
    </message>
    <message>
        <source>Menus and panels &amp;in presentation mode</source>
        <translation>[Méñüs~~ àñd~ pàñéls~~ &amp;îñ préséñtàtîõñ~~~~ mõdé~]</translation>
    </message>
</context>
<context>
    <name>sgd::ui::PresenterPanel</name>
    <message>
        <source>Presenter notes</source>
        <translation>[Préséñtér~~~ ñõtés~~]</translation>
    </message>
    <message>
        <source>Presenter &amp;notes</source>
        <translation>[Préséñtér~~~ &amp;ñõtés~~]</translation>
    </message>
    <message>
        <source>The teacher's notes for the slide shown, beside the canvas and never on it (F9).</source>
        <translation>[Thé~ téàçhér~~'s ñõtés~~ fõr~ thé~ slîdé~~ shõwñ~~, bésîdé~~ thé~ çàñvàs~~ àñd~ ñévér~~ õñ ît (F9).]</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;i&gt;Open a lesson (Lessons menu) to see its teacher notes here. Lessons &amp;gt; Add slide from current view starts a new one.&lt;/i&gt;&lt;/p&gt;</source>
        <translation>[&lt;p&gt;&lt;i&gt;Õpéñ~ à léssõñ~~ (Léssõñs~~ méñü~) tõ séé~ îts~ téàçhér~~ ñõtés~~ héré~. Léssõñs~~ &amp;gt; Àdd~ slîdé~~ frõm~ çürréñt~~ vîéw~ stàrts~~ à ñéw~ õñé~.&lt;/i&gt;&lt;/p&gt;]</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Slide %1 / %2&lt;/b&gt; · %3&lt;/p&gt;</source>
        <translation>[&lt;p&gt;&lt;b&gt;Slîdé~~ %1 / %2&lt;/b&gt; · %3&lt;/p&gt;]</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;i&gt;%1, step %2&lt;/i&gt;&lt;/p&gt;</source>
        <translation>[&lt;p&gt;&lt;i&gt;%1, stép~ %2&lt;/i&gt;&lt;/p&gt;]</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;i&gt;No teacher note on this slide (Lessons &amp;gt; Edit teacher note…).&lt;/i&gt;&lt;/p&gt;</source>
        <translation>[&lt;p&gt;&lt;i&gt;Ñõ téàçhér~~ ñõté~ õñ thîs~ slîdé~~ (Léssõñs~~ &amp;gt; Édît~ téàçhér~~ ñõté~…).&lt;/i&gt;&lt;/p&gt;]</translation>
    </message>
    <message>
        <source>&lt;p&gt;Quiz questions on this slide: %1&lt;/p&gt;</source>
        <translation>[&lt;p&gt;Qüîz~ qüéstîõñs~~~ õñ thîs~ slîdé~~: %1&lt;/p&gt;]</translation>
    </message>
    <message>
        <source>&lt;hr&gt;&lt;p&gt;&lt;i&gt;Next (Page Down): %1, step %2&lt;/i&gt;&lt;/p&gt;</source>
        <translation>[&lt;hr&gt;&lt;p&gt;&lt;i&gt;Ñéxt~ (Pàgé~ Dõwñ~): %1, stép~ %2&lt;/i&gt;&lt;/p&gt;]</translation>
    </message>
    <message>
        <source>&lt;hr&gt;&lt;p&gt;&lt;i&gt;This is the last slide.&lt;/i&gt;&lt;/p&gt;</source>
        <translation>[&lt;hr&gt;&lt;p&gt;&lt;i&gt;Thîs~ îs thé~ làst~ slîdé~~.&lt;/i&gt;&lt;/p&gt;]</translation>
    </message>
    <message>
        <source>This slide:</source>
        <translation>[Thîs~ slîdé~~:]</translation>
    </message>
</context>
<context>
    <name>sgd::ui::QuizController</name>
    <message>
        <source>Quiz mode:</source>
        <translation>[Qüîz~ mõdé~:]</translation>
    </message>
    <message>
        <source>the next step asks a question before it plays.</source>
        <translation>[thé~ ñéxt~ stép~ àsks~ à qüéstîõñ~~~ béfõré~~ ît plàýs~~.]</translation>
    </message>
    <message>
        <source>Predict:</source>
        <translation>[Prédîçt~~:]</translation>
    </message>
    <message>
        <source>Revealed:</source>
        <translation>[Révéàléd~~~:]</translation>
    </message>
    <message>
        <source>Take guesses, then press R or → to reveal.</source>
        <translation>[Tàké~ güéssés~~, théñ~ préss~~ R õr → tõ révéàl~~.]</translation>
    </message>
</context>
<context>
    <name>sgd::ui::QuizOverlay</name>
    <message>
        <source>Your guess</source>
        <translation>[Ýõür~ güéss~~]</translation>
    </message>
    <message>
        <source>Type a number (several: separated by commas) and press Return to hear how close it is</source>
        <translation>[Týpé~ à ñümbér~~ (sévéràl~~: sépàràtéd~~~ bý çõmmàs~~) àñd~ préss~~ Rétürñ~~ tõ héàr~ hõw~ çlõsé~~ ît îs]</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>[Çhéçk~~]</translation>
    </message>
    <message>
        <source>Revealed</source>
        <translation>[Révéàléd~~~]</translation>
    </message>
    <message>
        <source>Predict, then reveal</source>
        <translation>[Prédîçt~~, théñ~ révéàl~~]</translation>
    </message>
    <message>
        <source>Your answer: %1</source>
        <translation>[Ýõür~ àñswér~~: %1]</translation>
    </message>
    <message>
        <source>→ asks about the next step</source>
        <translation>[→ àsks~ àbõüt~~ thé~ ñéxt~ stép~]</translation>
    </message>
    <message>
        <source>R or → reveals</source>
        <translation>[R õr → révéàls~~]</translation>
    </message>
</context>
<context>
    <name>sgd::ui::QuizTools</name>
    <message>
        <source>Quiz</source>
        <translation>[Qüîz~]</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>[Révéàl~~]</translation>
    </message>
    <message>
        <source>Quiz mode: each step asks first, then R or → reveals (Q)</source>
        <translation>[Qüîz~ mõdé~: éàçh~ stép~ àsks~ fîrst~~, théñ~ R õr → révéàls~~ (Q)]</translation>
    </message>
    <message>
        <source>Reveal the answer: play the step (R)</source>
        <translation>[Révéàl~~ thé~ àñswér~~: plàý~ thé~ stép~ (R)]</translation>
    </message>
</context>
<context>
    <name>sgd::ui::RealRun</name>
    <message>
        <source>&amp;Processes</source>
        <translation>[&amp;Prõçéssés~~~]</translation>
    </message>
    <message>
        <source>Run on real processes…</source>
        <translation>[Rüñ~ õñ réàl~ prõçéssés~~~…]</translation>
    </message>
    <message>
        <source>Save the shown real run as a timeline for ui.perfetto.dev or chrome://tracing: one process per rank, its compute and its messages.</source>
        <translation>[Sàvé~ thé~ shõwñ~~ réàl~ rüñ~ às à tîmélîñé~~~ fõr~ üî.pérféttõ~~~.dév~ õr çhrõmé~~://tràçîñg~~: õñé~ prõçéss~~ pér~ ràñk~, îts~ çõmpüté~~ àñd~ îts~ méssàgés~~~.]</translation>
    </message>
    <message>
        <source>Real runs exist for the synchronous, asynchronous and decentralized scenes.</source>
        <translation>[Réàl~ rüñs~ éxîst~~ fõr~ thé~ sýñçhrõñõüs~~~~, àsýñçhrõñõüs~~~~ àñd~ déçéñtràlîzéd~~~~~ sçéñés~~.]</translation>
    </message>
    <message>
        <source>Real runs need Open MPI and the runner sgd-studio-mpi: install openmpi-bin and libopenmpi-dev (scripts/run does it as root) and build again.</source>
        <translation>[Réàl~ rüñs~ ñééd~ Õpéñ~ MPÎ~ àñd~ thé~ rüññér~~ sgd~-stüdîõ~~-mpî~: îñstàll~~ õpéñmpî~~-bîñ~ àñd~ lîbõpéñmpî~~~~-dév~ (sçrîpts~~/rüñ~ dõés~ ît às rõõt~) àñd~ büîld~~ àgàîñ~~.]</translation>
    </message>
    <message>
        <source>This starts %1 processes on this computer with mpirun: %2. They run the %3 scene's design with its parameters as set now, each lecture second of compute taking %4 s of real time, so about %5 s in all.%6 The processes exchange real MPI messages; their times are measured, and the trace they record opens here when they finish (Processes &gt; Compare with simulator sets it beside the prediction).</source>
        <translation>[Thîs~ stàrts~~ %1 prõçéssés~~~ õñ thîs~ çõmpütér~~~ wîth~ mpîrüñ~~: %2. Théý~ rüñ~ thé~ %3 sçéñé~~'s désîgñ~~ wîth~ îts~ pàràmétérs~~~~ às sét~ ñõw~, éàçh~ léçtüré~~ séçõñd~~ õf çõmpüté~~ tàkîñg~~ %4 s õf réàl~ tîmé~, sõ àbõüt~~ %5 s îñ àll~.%6 Thé~ prõçéssés~~~ éxçhàñgé~~~ réàl~ MPÎ~ méssàgés~~~; théîr~~ tîmés~~ àré~ méàsüréd~~~, àñd~ thé~ tràçé~~ théý~ réçõrd~~ õpéñs~~ héré~ whéñ~ théý~ fîñîsh~~ (Prõçéssés~~~ &gt; Çõmpàré~~ wîth~ sîmülàtõr~~~ séts~ ît bésîdé~~ thé~ prédîçtîõñ~~~~).]</translation>
    </message>
    <message>
        <source>Run on real processes</source>
        <translation>[Rüñ~ õñ réàl~ prõçéssés~~~]</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>[Rüñ~]</translation>
    </message>
    <message>
        <source>Runs this scene's design on real processes with mpirun and shows what they recorded.</source>
        <translation>[Rüñs~ thîs~ sçéñé~~'s désîgñ~~ õñ réàl~ prõçéssés~~~ wîth~ mpîrüñ~~ àñd~ shõws~~ whàt~ théý~ réçõrdéd~~~.]</translation>
    </message>
    <message>
        <source>Running on %1 processes…</source>
        <translation>[Rüññîñg~~ õñ %1 prõçéssés~~~…]</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>[Çàñçél~~]</translation>
    </message>
    <message>
        <source>%1 of %2 %3 done</source>
        <translation>[%1 õf %2 %3 dõñé~]</translation>
    </message>
    <message>
        <source>, about %1 s left</source>
        <translation>[, àbõüt~~ %1 s léft~]</translation>
    </message>
    <message>
        <source>rank %1 on %2 ended on signal %3%4, and mpirun ended the others</source>
        <translation>[ràñk~ %1 õñ %2 éñdéd~~ õñ sîgñàl~~ %3%4, àñd~ mpîrüñ~~ éñdéd~~ thé~ õthérs~~]</translation>
    </message>
    <message>
        <source>mpirun ended with status %1</source>
        <translation>[mpîrüñ~~ éñdéd~~ wîth~ stàtüs~~ %1]</translation>
    </message>
    <message>
        <source>Real run cancelled: every process was stopped.</source>
        <translation>[Réàl~ rüñ~ çàñçélléd~~~: évérý~~ prõçéss~~ wàs~ stõppéd~~.]</translation>
    </message>
    <message>
        <source>The real run ended early: %1. Showing the %2 steps recorded until then (incomplete).</source>
        <translation>[Thé~ réàl~ rüñ~ éñdéd~~ éàrlý~~: %1. Shõwîñg~~ thé~ %2 stéps~~ réçõrdéd~~~ üñtîl~~ théñ~ (îñçõmplété~~~~).]</translation>
    </message>
    <message>
        <source>The real run ended early: %1. What it recorded cannot be shown: %2</source>
        <translation>[Thé~ réàl~ rüñ~ éñdéd~~ éàrlý~~: %1. Whàt~ ît réçõrdéd~~~ çàññõt~~ bé shõwñ~~: %2]</translation>
    </message>
    <message>
        <source>The real run failed: %1</source>
        <translation>[Thé~ réàl~ rüñ~ fàîléd~~: %1]</translation>
    </message>
    <message>
        <source>Showing what the processes recorded.</source>
        <translation>[Shõwîñg~~ whàt~ thé~ prõçéssés~~~ réçõrdéd~~~.]</translation>
    </message>
    <message>
        <source>The recorded trace cannot be shown: %1</source>
        <translation>[Thé~ réçõrdéd~~~ tràçé~~ çàññõt~~ bé shõwñ~~: %1]</translation>
    </message>
    <message>
        <source>Export real run timeline</source>
        <translation>[Éxpõrt~~ réàl~ rüñ~ tîmélîñé~~~]</translation>
    </message>
    <message>
        <source>A timeline shows the processes of a real run. Run this scene on real processes (Processes &gt; Run on real processes…) or open a trace that sgd-studio-mpi recorded, then export again.</source>
        <translation>[À tîmélîñé~~~ shõws~~ thé~ prõçéssés~~~ õf à réàl~ rüñ~. Rüñ~ thîs~ sçéñé~~ õñ réàl~ prõçéssés~~~ (Prõçéssés~~~ &gt; Rüñ~ õñ réàl~ prõçéssés~~~…) õr õpéñ~ à tràçé~~ thàt~ sgd~-stüdîõ~~-mpî~ réçõrdéd~~~, théñ~ éxpõrt~~ àgàîñ~~.]</translation>
    </message>
    <message>
        <source>Trace Event JSON (*.json)</source>
        <translation>[Tràçé~~ Évéñt~~ JSÕÑ~ (*.jsõñ~)]</translation>
    </message>
    <message>
        <source>The timeline was not saved: %1</source>
        <translation>[Thé~ tîmélîñé~~~ wàs~ ñõt~ sàvéd~~: %1]</translation>
    </message>
    <message>
        <source>Saved %1: open it in ui.perfetto.dev or chrome://tracing.</source>
        <translation>[Sàvéd~~ %1: õpéñ~ ît îñ üî.pérféttõ~~~.dév~ õr çhrõmé~~://tràçîñg~~.]</translation>
    </message>
    <message>
        <source>Export real run ti&amp;meline (Perfetto)…</source>
        <translation>[Éxpõrt~~ réàl~ rüñ~ tî&amp;mélîñé~~ (Pérféttõ~~~)…]</translation>
    </message>
</context>
<context>
    <name>sgd::ui::SceneCanvas</name>
    <message>
        <source>Scene canvas</source>
        <translation>[Sçéñé~~ çàñvàs~~]</translation>
    </message>
    <message>
        <source>Computing… %1%</source>
        <translation>[Çõmpütîñg~~~… %1%]</translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation>[Çõmpütîñg~~~…]</translation>
    </message>
    <message>
        <source>Computing… 100%</source>
        <translation>[Çõmpütîñg~~~… 100%]</translation>
    </message>
    <message>
        <source>Nothing to show yet.</source>
        <translation>[Ñõthîñg~~ tõ shõw~ ýét~.]</translation>
    </message>
</context>
<context>
    <name>sgd::ui::SceneController</name>
    <message>
        <source>no scene</source>
        <translation>[ñõ sçéñé~~]</translation>
    </message>
</context>
<context>
    <name>sgd::ui::StartHint</name>
    <message>
        <source>&lt;b&gt;Where to begin&lt;/b&gt;&lt;br&gt;Pick a scene in the &lt;i&gt;Scenes&lt;/i&gt; list: &lt;i&gt;One weight&lt;/i&gt; is the lecture's first. Space plays and pauses, the arrow keys step, Home starts again. F1 lists every key; Help &amp;gt; How to run a class shows the teaching tools, and F11 is presentation mode for the projector.</source>
        <translation>[&lt;b&gt;Whéré~~ tõ bégîñ~~&lt;/b&gt;&lt;br&gt;Pîçk~ à sçéñé~~ îñ thé~ &lt;i&gt;Sçéñés~~&lt;/i&gt; lîst~: &lt;i&gt;Õñé~ wéîght~~&lt;/i&gt; îs thé~ léçtüré~~'s fîrst~~. Spàçé~~ plàýs~~ àñd~ pàüsés~~, thé~ àrrõw~~ kéýs~ stép~, Hõmé~ stàrts~~ àgàîñ~~. F1 lîsts~~ évérý~~ kéý~; Hélp~ &amp;gt; Hõw~ tõ rüñ~ à çlàss~~ shõws~~ thé~ téàçhîñg~~~ tõõls~~, àñd~ F11 îs préséñtàtîõñ~~~~ mõdé~ fõr~ thé~ prõjéçtõr~~~.]</translation>
    </message>
    <message>
        <source>Don't show at start</source>
        <translation>[Dõñ~'t shõw~ àt stàrt~~]</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>[Çlõsé~~]</translation>
    </message>
    <message>
        <source>Start &amp;hint</source>
        <translation>[Stàrt~~ &amp;hîñt~]</translation>
    </message>
    <message>
        <source>A card over the picture at start that says where to begin.</source>
        <translation>[À çàrd~ õvér~ thé~ pîçtüré~~ àt stàrt~~ thàt~ sàýs~ whéré~~ tõ bégîñ~~.]</translation>
    </message>
</context>
<context>
    <name>sgd::ui::StudioSession</name>
    <message>
        <source>Could not compute this scene: %1</source>
        <translation>[Çõüld~~ ñõt~ çõmpüté~~ thîs~ sçéñé~~: %1]</translation>
    </message>
    <message>
        <source>Showing the saved trace %1, as it was saved.</source>
        <translation>[Shõwîñg~~ thé~ sàvéd~~ tràçé~~ %1, às ît wàs~ sàvéd~~.]</translation>
    </message>
    <message>
        <source>Lesson: %1</source>
        <translation>[Léssõñ~~: %1]</translation>
    </message>
    <message>
        <source>Restore the lecture preset</source>
        <translation>[Réstõré~~ thé~ léçtüré~~ prését~~]</translation>
    </message>
</context>
<context>
    <name>sgd::ui::SweepDialog</name>
    <message>
        <source>Sweep a parameter</source>
        <translation>[Swéép~~ à pàràmétér~~~]</translation>
    </message>
    <message>
        <source>evenly spaced</source>
        <translation>[évéñlý~~ spàçéd~~]</translation>
    </message>
    <message>
        <source>log spaced (each value a fixed factor above the last)</source>
        <translation>[lõg~ spàçéd~~ (éàçh~ vàlüé~~ à fîxéd~~ fàçtõr~~ àbõvé~~ thé~ làst~)]</translation>
    </message>
    <message>
        <source>&amp;Parameter</source>
        <translation>[&amp;Pàràmétér~~~]</translation>
    </message>
    <message>
        <source>&amp;From</source>
        <translation>[&amp;Frõm~]</translation>
    </message>
    <message>
        <source>&amp;To</source>
        <translation>[&amp;Tõ]</translation>
    </message>
    <message>
        <source>&amp;Values</source>
        <translation>[&amp;Vàlüés~~]</translation>
    </message>
    <message>
        <source>&amp;Spacing</source>
        <translation>[&amp;Spàçîñg~~]</translation>
    </message>
    <message>
        <source>&amp;Run sweep</source>
        <translation>[&amp;Rüñ~ swéép~~]</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>[S&amp;tõp~]</translation>
    </message>
    <message numerus="yes">
        <source>Done: %n run(s).</source>
        <translation><numerusform>[Dõñé~: %n rüñ~(s).]</numerusform><numerusform>[Dõñé~: %n rüñ~(s).]</numerusform></translation>
    </message>
    <message>
        <source>Stopped. The last sweep's chart stays as it was.</source>
        <translation>[Stõppéd~~. Thé~ làst~ swéép~~'s çhàrt~~ stàýs~~ às ît wàs~.]</translation>
    </message>
    <message>
        <source>The sweep stopped: %1</source>
        <translation>[Thé~ swéép~~ stõppéd~~: %1]</translation>
    </message>
    <message>
        <source>The other parameters keep their values in the window now.</source>
        <translation>[Thé~ õthér~~ pàràmétérs~~~~ kéép~ théîr~~ vàlüés~~ îñ thé~ wîñdõw~~ ñõw~.]</translation>
    </message>
    <message>
        <source>Open a scene first.</source>
        <translation>[Õpéñ~ à sçéñé~~ fîrst~~.]</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>[Rüññîñg~~…]</translation>
    </message>
</context>
<context>
    <name>sgd::ui::SweepRunner</name>
    <message>
        <source>a sweep is running already</source>
        <translation>[à swéép~~ îs rüññîñg~~ àlréàdý~~]</translation>
    </message>
</context>
<context>
    <name>sgd::ui::TraceTableModel</name>
    <message>
        <source>%1 (trace field %2)</source>
        <translation>[%1 (tràçé~~ fîéld~~ %2)]</translation>
    </message>
</context>
<context>
    <name>sgd::ui::TransportBar</name>
    <message>
        <source>Transport</source>
        <translation>[Tràñspõrt~~~]</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>[Rését~~]</translation>
    </message>
    <message>
        <source>Back to the first step</source>
        <translation>[Bàçk~ tõ thé~ fîrst~~ stép~]</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>[Bàçk~]</translation>
    </message>
    <message>
        <source>One step back</source>
        <translation>[Õñé~ stép~ bàçk~]</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>[Plàý~]</translation>
    </message>
    <message>
        <source>Play or pause</source>
        <translation>[Plàý~ õr pàüsé~~]</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>[Stép~]</translation>
    </message>
    <message>
        <source>One step forward</source>
        <translation>[Õñé~ stép~ fõrwàrd~~]</translation>
    </message>
    <message>
        <source>−</source>
        <translation>[−]</translation>
    </message>
    <message>
        <source>Slower</source>
        <translation>[Slõwér~~]</translation>
    </message>
    <message>
        <source>Playback speed, from 0.25× to 4×</source>
        <translation>[Plàýbàçk~~~ spééd~~, frõm~ 0.25× tõ 4×]</translation>
    </message>
    <message>
        <source>+</source>
        <translation>[+]</translation>
    </message>
    <message>
        <source>Faster</source>
        <translation>[Fàstér~~]</translation>
    </message>
    <message>
        <source>Drag to any step of the trace</source>
        <translation>[Dràg~ tõ àñý~ stép~ õf thé~ tràçé~~]</translation>
    </message>
    <message>
        <source>Which view of the scene the canvas, the narration and exported pictures show (V: next view)</source>
        <translation>[Whîçh~~ vîéw~ õf thé~ sçéñé~~ thé~ çàñvàs~~, thé~ ñàrràtîõñ~~~ àñd~ éxpõrtéd~~~ pîçtürés~~~ shõw~ (V: ñéxt~ vîéw~)]</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>[Pàüsé~~]</translation>
    </message>
    <message>
        <source>Speed %1×</source>
        <translation>[Spééd~~ %1×]</translation>
    </message>
    <message>
        <source>Drag to any step of the trace (now: %1; 0 is the start)</source>
        <translation>[Dràg~ tõ àñý~ stép~ õf thé~ tràçé~~ (ñõw~: %1; 0 îs thé~ stàrt~~)]</translation>
    </message>
    <message>
        <source>View: %1</source>
        <translation>[Vîéw~: %1]</translation>
    </message>
</context>
<context>
    <name>sgd::ui::ZoomChartView</name>
    <message>
        <source>%1: x = %2, y = %3</source>
        <translation>[%1: x = %2, ý = %3]</translation>
    </message>
</context>
<context>
    <name>sgd::view</name>
    <message>
        <source>density</source>
        <translation>[déñsîtý~~]</translation>
    </message>
    <message>
        <source>distance</source>
        <translation>[dîstàñçé~~~]</translation>
    </message>
    <message>
        <source>error</source>
        <translation>[érrõr~~]</translation>
    </message>
    <message>
        <source>fit</source>
        <translation>[fît~]</translation>
    </message>
    <message>
        <source>frozen</source>
        <translation>[frõzéñ~~]</translation>
    </message>
    <message>
        <source>graph</source>
        <translation>[gràph~~]</translation>
    </message>
    <message>
        <source>hybrid</source>
        <translation>[hýbrîd~~]</translation>
    </message>
    <message>
        <source>lanes</source>
        <translation>[làñés~~]</translation>
    </message>
    <message>
        <source>ledger</source>
        <translation>[lédgér~~]</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>[lõss~]</translation>
    </message>
    <message>
        <source>loss-curves</source>
        <translation>[lõss~-çürvés~~]</translation>
    </message>
    <message>
        <source>loss-time</source>
        <translation>[lõss~-tîmé~]</translation>
    </message>
    <message>
        <source>matrix</source>
        <translation>[màtrîx~~]</translation>
    </message>
    <message>
        <source>number-line</source>
        <translation>[ñümbér~~-lîñé~]</translation>
    </message>
    <message>
        <source>parabola</source>
        <translation>[pàràbõlà~~~]</translation>
    </message>
    <message>
        <source>plane</source>
        <translation>[plàñé~~]</translation>
    </message>
    <message>
        <source>round</source>
        <translation>[rõüñd~~]</translation>
    </message>
    <message>
        <source>runs</source>
        <translation>[rüñs~]</translation>
    </message>
    <message>
        <source>scene</source>
        <translation>[sçéñé~~]</translation>
    </message>
    <message>
        <source>shards</source>
        <translation>[shàrds~~]</translation>
    </message>
    <message>
        <source>share</source>
        <translation>[shàré~~]</translation>
    </message>
    <message>
        <source>small</source>
        <translation>[smàll~~]</translation>
    </message>
    <message>
        <source>staircase</source>
        <translation>[stàîrçàsé~~~]</translation>
    </message>
    <message>
        <source>staleness</source>
        <translation>[stàléñéss~~~]</translation>
    </message>
    <message>
        <source>strip</source>
        <translation>[strîp~~]</translation>
    </message>
    <message>
        <source>surface</source>
        <translation>[sürfàçé~~]</translation>
    </message>
    <message>
        <source>tapes</source>
        <translation>[tàpés~~]</translation>
    </message>
    <message>
        <source>throughput</source>
        <translation>[thrõüghpüt~~~~]</translation>
    </message>
    <message>
        <source>timeline</source>
        <translation>[tîmélîñé~~~]</translation>
    </message>
    <message>
        <source>topology</source>
        <translation>[tõpõlõgý~~~]</translation>
    </message>
    <message>
        <source>trajectory</source>
        <translation>[tràjéçtõrý~~~~]</translation>
    </message>
    <message>
        <source>w-chart</source>
        <translation>[w-çhàrt~~]</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>[wéîghts~~]</translation>
    </message>
    <message>
        <source>workers</source>
        <translation>[wõrkérs~~]</translation>
    </message>
</context>
</TS>
