<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>PenOverlay</name>
    <message>
        <source>Pen note</source>
        <translation>Stiftnotiz</translation>
    </message>
    <message>
        <source>Vermillion</source>
        <translation>Zinnoberrot</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Bluish green</source>
        <translation>Blaugrün</translation>
    </message>
    <message>
        <source>Reddish purple</source>
        <translation>Rotviolett</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>As the speed control under the picture: 2× plays twice as fast.</source>
        <translation>Wie der Geschwindigkeitsregler unter dem Bild: 2× spielt doppelt so schnell ab.</translation>
    </message>
    <message>
        <source>%1: %2 (the local network)</source>
        <translation>%1: %2 (das lokale Netzwerk)</translation>
    </message>
    <message>
        <source>This computer only: 127.0.0.1 (for a try-out)</source>
        <translation>Nur dieser Computer: 127.0.0.1 (zum Ausprobieren)</translation>
    </message>
    <message>
        <source>Every network of this computer: 0.0.0.0</source>
        <translation>Alle Netzwerke dieses Computers: 0.0.0.0</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>unlesbar</translation>
    </message>
    <message>
        <source>other</source>
        <translation>Sonstige</translation>
    </message>
    <message>
        <source>1 student joined</source>
        <translation>1 Person beigetreten</translation>
    </message>
    <message>
        <source>%1 students joined</source>
        <translation>%1 Personen beigetreten</translation>
    </message>
    <message>
        <source> · %1 of %2 answered</source>
        <translation> · %1 von %2 haben geantwortet</translation>
    </message>
    <message>
        <source> · 1 connection dropped for reading too slowly (its page rejoins)</source>
        <translation> · 1 Verbindung wegen zu langsamen Lesens getrennt (ihre Seite verbindet sich neu)</translation>
    </message>
    <message>
        <source> · %1 connections dropped for reading too slowly (their pages rejoin)</source>
        <translation> · %1 Verbindungen wegen zu langsamen Lesens getrennt (ihre Seiten verbinden sich neu)</translation>
    </message>
    <message>
        <source> · THE NETWORK IS GONE: %1 is no longer this computer's address, so no student can reach the session. %2</source>
        <translation> · DAS NETZWERK IST WEG: %1 ist nicht mehr die Adresse dieses Computers, daher erreicht niemand aus dem Kurs die Sitzung. %2</translation>
    </message>
    <message>
        <source>Reconnect the Wi-Fi; the session goes on when it is back.</source>
        <translation>WLAN neu verbinden; die Sitzung läuft weiter, sobald es wieder da ist.</translation>
    </message>
    <message>
        <source>Reconnect, or stop and start the session on %1.</source>
        <translation>Neu verbinden oder die Sitzung beenden und auf %1 neu starten.</translation>
    </message>
    <message>
        <source> · 1 network address turned away for wrong codes</source>
        <translation> · 1 Netzwerkadresse wegen falscher Codes abgewiesen</translation>
    </message>
    <message>
        <source> · %1 network addresses turned away for wrong codes</source>
        <translation> · %1 Netzwerkadressen wegen falscher Codes abgewiesen</translation>
    </message>
    <message>
        <source>stable: η·x² ≤ 1</source>
        <translation>stabil: η·x² ≤ 1</translation>
    </message>
    <message>
        <source>overshooting: η·x² between 1 and 2</source>
        <translation>überschießend: η·x² zwischen 1 und 2</translation>
    </message>
    <message>
        <source>diverging: η·x² ≥ 2</source>
        <translation>divergent: η·x² ≥ 2</translation>
    </message>
    <message>
        <source>runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <source>No pinned runs yet</source>
        <translation>Noch keine angehefteten Läufe</translation>
    </message>
    <message>
        <source>%1 against %2: one pinned run</source>
        <translation>%1 gegen %2: ein angehefteter Lauf</translation>
    </message>
    <message>
        <source>%1 against %2: %3 pinned runs</source>
        <translation>%1 gegen %2: %3 angeheftete Läufe</translation>
    </message>
    <message>
        <source>%1 exactly 0 (at the foot of the log axis)</source>
        <translation>%1 genau 0 (am Fuß der logarithmischen Achse)</translation>
    </message>
    <message>
        <source>%1 against %2 (%3)</source>
        <translation>%1 gegen %2 (%3)</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1: the name must end in .png, .svg or .pdf</source>
        <translation>%1: Der Name muss auf .png, .svg oder .pdf enden</translation>
    </message>
    <message>
        <source>SGD Studio comparison: %1</source>
        <translation>Vergleich in SGD Studio: %1</translation>
    </message>
    <message>
        <source>not built into this copy</source>
        <translation>in diesem Build nicht enthalten</translation>
    </message>
    <message>
        <source>not available: %1</source>
        <translation>nicht verfügbar: %1</translation>
    </message>
    <message>
        <source>built, but no device found</source>
        <translation>enthalten, aber kein Gerät gefunden</translation>
    </message>
    <message>
        <source>%1 (%2 GiB, compute %3.%4)</source>
        <translation>%1 (%2 GiB, Compute Capability %3.%4)</translation>
    </message>
    <message>
        <source>not found: MP4, WebM and GIF export need it (install ffmpeg)</source>
        <translation>nicht gefunden: Der Export als MP4, WebM und GIF braucht es (ffmpeg installieren)</translation>
    </message>
    <message>
        <source>found: %1</source>
        <translation>gefunden: %1</translation>
    </message>
    <message>
        <source>mpirun not found: real runs need Open MPI (install openmpi-bin and libopenmpi-dev)</source>
        <translation>mpirun nicht gefunden: Echte Läufe brauchen Open MPI (openmpi-bin und libopenmpi-dev installieren)</translation>
    </message>
    <message>
        <source>mpirun found (%1), but not the runner %2: build it with Open MPI present</source>
        <translation>mpirun gefunden (%1), aber nicht der Runner %2: ihn bei installiertem Open MPI bauen</translation>
    </message>
    <message>
        <source>found: %1, runner %2</source>
        <translation>gefunden: %1, Runner %2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>%1 x %2, scale %3</source>
        <translation>%1 x %2, Skalierung %3</translation>
    </message>
    <message>
        <source>SGD Studio</source>
        <translation>SGD Studio</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>Berechnung</translation>
    </message>
    <message>
        <source>chosen when the scale lab runs (%1)</source>
        <translation>wird gewählt, wenn das Skalierungslabor läuft (%1)</translation>
    </message>
    <message>
        <source>%1 (asked for: %2)</source>
        <translation>%1 (angefordert: %2)</translation>
    </message>
    <message>
        <source>Why not the GPU</source>
        <translation>Warum nicht die GPU</translation>
    </message>
    <message>
        <source>nothing fell back</source>
        <translation>kein Fallback nötig</translation>
    </message>
    <message>
        <source>CPU threads</source>
        <translation>CPU-Threads</translation>
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
        <translation>%1 (gebaut mit %2)</translation>
    </message>
    <message>
        <source>Platform</source>
        <translation>Plattform</translation>
    </message>
    <message>
        <source>Screen</source>
        <translation>Bildschirm</translation>
    </message>
    <message>
        <source>Diagnostics</source>
        <translation>Diagnose</translation>
    </message>
    <message>
        <source>What this copy of SGD Studio runs on. Paste it into a bug report.</source>
        <translation>Worauf diese Installation von SGD Studio läuft. Zum Einfügen in einen Fehlerbericht.</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Fenster</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Bearbeiten</translation>
    </message>
    <message>
        <source>View</source>
        <translation>Ansicht</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>Wiedergabe</translation>
    </message>
    <message>
        <source>Pen</source>
        <translation>Stift</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Hilfe</translation>
    </message>
    <message>
        <source>Hover</source>
        <translation>Darüberfahren</translation>
    </message>
    <message>
        <source>a crosshair and the exact values of each curve's nearest point</source>
        <translation>ein Fadenkreuz und die genauen Werte des nächstgelegenen Punkts jeder Kurve</translation>
    </message>
    <message>
        <source>Wheel</source>
        <translation>Mausrad</translation>
    </message>
    <message>
        <source>zoom the x axis around the pointer</source>
        <translation>die x-Achse um den Mauszeiger zoomen</translation>
    </message>
    <message>
        <source>Shift+Wheel</source>
        <translation>Shift+Mausrad</translation>
    </message>
    <message>
        <source>zoom the y axis around the pointer</source>
        <translation>die y-Achse um den Mauszeiger zoomen</translation>
    </message>
    <message>
        <source>Drag</source>
        <translation>Ziehen</translation>
    </message>
    <message>
        <source>move along the x axis</source>
        <translation>entlang der x-Achse verschieben</translation>
    </message>
    <message>
        <source>Double-click</source>
        <translation>Doppelklick</translation>
    </message>
    <message>
        <source>show the whole chart again</source>
        <translation>wieder das ganze Diagramm zeigen</translation>
    </message>
    <message>
        <source>Click a legend entry</source>
        <translation>Klick auf einen Legendeneintrag</translation>
    </message>
    <message>
        <source>hide that curve; click again to show it</source>
        <translation>diese Kurve ausblenden; erneut klicken, um sie wieder zu zeigen</translation>
    </message>
    <message>
        <source>Charts (mouse)</source>
        <translation>Diagramme (Maus)</translation>
    </message>
    <message>
        <source>&lt;p&gt;Every key of this window. Keys work while you are not typing in a field.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Alle Tasten dieses Fensters. Die Tasten wirken, solange nicht in ein Feld getippt wird.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>&lt;h2&gt;How to run a class with SGD Studio&lt;/h2&gt;&lt;p&gt;Each scene tells one part of the story, one step at a time. Here is one way to use them in class.&lt;/p&gt;&lt;h3&gt;Before class&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;Pick the scenes you need from the list on the left, or open a lesson from the Lessons menu.&lt;/li&gt;&lt;li&gt;Build your own lesson: set a scene, its parameters and the step you want, and save it as a slide. Ctrl+D copies the slide shown and Ctrl+Shift+Page Up or Page Down moves it. A lesson can lock controls so that nothing changes by accident while you teach; a padlock marks them.&lt;/li&gt;&lt;li&gt;Click a scene's title on the canvas to read what to look for in it.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;In the room&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Presentation mode&lt;/b&gt; (F11) fills the screen with large type for the projector. F10 brings the menus and panels back for a moment; Esc leaves.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Lessons with slides&lt;/b&gt;: Page Down goes to the next slide and Page Up back, so you can teach with a clicker alone. Teacher notes stay in the presenter panel and never show on the canvas.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Quiz mode&lt;/b&gt;: before the next step plays, the new values are hidden. Ask the class to guess, then reveal and compare. Students working alone can type an answer and see how close it was.&lt;/li&gt;&lt;li&gt;&lt;b&gt;The pen&lt;/b&gt; (P): circle a value, draw an arrow, or add a short note. Notes belong to the step they were drawn on and come back when you return to it; in a lesson they stay with their slide. Ctrl+Z takes back the last one while the pen is on.&lt;/li&gt;&lt;li&gt;Space plays and pauses, the arrow keys step, Home starts again.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Compare&lt;/b&gt;: Compare &amp;gt; Pin run (Ctrl+Shift+P) keeps the run on screen; change a parameter, pin again, and Compare pinned runs draws them side by side. Sweep a parameter runs the scene once per value and plots what each run ends with (the learning rate's three regimes, staleness against workers).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Real runs&lt;/b&gt;: for the synchronous, asynchronous and decentralized scenes, Processes &amp;gt; Run on real processes starts one process per worker and one more (the server, or the one that gathers the record) with Open MPI on this machine and replays what they measured in the same views. Compare with simulator puts the measured run beside the simulator's prediction: the arithmetic agrees, the times are the machine's own. Help &amp;gt; Diagnostics says whether Open MPI and FFmpeg are installed.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;After class&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Exports&lt;/b&gt;: File &amp;gt; Export picture saves the step you see as PNG, SVG or PDF, with your pen notes if you like. A handout PDF has one page per step; an animation export makes a video for slides.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;F1 lists every key of the window.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Unterricht mit SGD Studio gestalten&lt;/h2&gt;&lt;p&gt;Jede Szene erzählt einen Teil der Geschichte, Schritt für Schritt. So lassen sie sich zum Beispiel im Unterricht einsetzen.&lt;/p&gt;&lt;h3&gt;Vor der Vorlesung&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;Die benötigten Szenen links in der Liste auswählen oder eine Lektion über das Menü Lektionen öffnen.&lt;/li&gt;&lt;li&gt;Eine eigene Lektion bauen: Szene, Parameter und gewünschten Schritt einstellen und als Folie speichern. Ctrl+D dupliziert die angezeigte Folie, Ctrl+Shift+Page Up oder Page Down verschiebt sie. Eine Lektion kann Bedienelemente sperren, damit sich während des Unterrichts nichts versehentlich ändert; ein Vorhängeschloss kennzeichnet sie.&lt;/li&gt;&lt;li&gt;Auf den Titel einer Szene auf der Zeichenfläche klicken, um zu lesen, worauf dort zu achten ist.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Im Hörsaal&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Präsentationsmodus&lt;/b&gt; (F11) füllt den Bildschirm mit großer Schrift für den Projektor. F10 holt Menüs und Bereiche kurz zurück; Esc beendet ihn.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Lektionen mit Folien&lt;/b&gt;: Page Down geht zur nächsten Folie, Page Up zurück, sodass ein Presenter allein genügt. Lehrernotizen bleiben im Vortragsbereich und erscheinen nie auf der Zeichenfläche.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Quizmodus&lt;/b&gt;: Bevor der nächste Schritt abläuft, sind die neuen Werte verborgen. Die Klasse raten lassen, dann auflösen und vergleichen. Wer allein arbeitet, kann eine Antwort eintippen und sehen, wie nah sie lag.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Der Stift&lt;/b&gt; (P): einen Wert einkreisen, einen Pfeil zeichnen oder eine kurze Notiz hinzufügen. Notizen gehören zu dem Schritt, auf dem sie gezeichnet wurden, und erscheinen wieder, wenn man zu ihm zurückkehrt; in einer Lektion bleiben sie bei ihrer Folie. Ctrl+Z nimmt die letzte zurück, solange der Stift aktiv ist.&lt;/li&gt;&lt;li&gt;Leertaste spielt ab und pausiert, die Pfeiltasten gehen schrittweise, Home beginnt von vorn.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Vergleichen&lt;/b&gt;: Vergleichen &amp;gt; Lauf anheften (Ctrl+Shift+P) behält den Lauf auf dem Bildschirm; einen Parameter ändern, erneut anheften, und Angeheftete Läufe vergleichen zeichnet sie nebeneinander. Parameter-Sweep führt die Szene einmal pro Wert aus und zeigt, womit jeder Lauf endet (die drei Regime der Lernrate, Veraltung gegen Anzahl der Worker).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Echte Läufe&lt;/b&gt;: Für die Szenen zu synchronem, asynchronem und dezentralem SGD startet Prozesse &amp;gt; Auf echten Prozessen ausführen einen Prozess pro Worker und einen weiteren (den Server oder den, der die Aufzeichnung sammelt) mit Open MPI auf diesem Rechner und spielt ihre Messwerte in denselben Ansichten ab. Mit Simulator vergleichen stellt den gemessenen Lauf neben die Vorhersage des Simulators: Die Arithmetik stimmt überein, die Zeiten sind die des Rechners. Hilfe &amp;gt; Diagnose zeigt, ob Open MPI und FFmpeg installiert sind.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Nach der Vorlesung&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Exporte&lt;/b&gt;: Datei &amp;gt; Bild exportieren speichert den angezeigten Schritt als PNG, SVG oder PDF, auf Wunsch mit den Stiftnotizen. Ein Handout-PDF hat eine Seite pro Schritt; ein Animationsexport erzeugt ein Video für Folien.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;F1 listet alle Tasten des Fensters auf.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>How to run a class</source>
        <translation>Unterricht gestalten</translation>
    </message>
    <message>
        <source>What to look for: %1</source>
        <translation>Worauf achten: %1</translation>
    </message>
    <message>
        <source>What to look for</source>
        <translation>Worauf achten</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Diverged.</source>
        <translation>Divergiert.</translation>
    </message>
    <message>
        <source>Diverged: %1</source>
        <translation>Divergiert: %1</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>Locked by the lesson</source>
        <translation>Durch die Lektion gesperrt</translation>
    </message>
    <message>
        <source>Set %1 to %2</source>
        <translation>%1 auf %2 setzen</translation>
    </message>
    <message>
        <source>the run has no steps</source>
        <translation>der Lauf hat keine Schritte</translation>
    </message>
    <message>
        <source>steps %1 to %2 are not in this run (steps 0 to %3)</source>
        <translation>die Schritte %1 bis %2 sind nicht in diesem Lauf (Schritte 0 bis %3)</translation>
    </message>
    <message>
        <source>%1 frames a second is out of range (%2 to %3)</source>
        <translation>%1 Bilder pro Sekunde liegt außerhalb des Bereichs (%2 bis %3)</translation>
    </message>
    <message>
        <source>speed %1 is out of range (0.25 to 4)</source>
        <translation>Geschwindigkeit %1 liegt außerhalb des Bereichs (0.25 bis 4)</translation>
    </message>
    <message>
        <source>an animation frame of %1 x %2 pixels is out of range (16 to %3 a side): change the size or scale</source>
        <translation>ein Animationsbild von %1 x %2 Pixeln liegt außerhalb des Bereichs (16 bis %3 pro Seite): Größe oder Skalierung ändern</translation>
    </message>
    <message>
        <source>steps %1 to %2 at %3 frames a second make %4 frames, more than %5: choose fewer steps, a lower frame rate or a higher speed</source>
        <translation>die Schritte %1 bis %2 ergeben bei %3 Bildern pro Sekunde %4 Bilder, mehr als %5: weniger Schritte, eine niedrigere Bildrate oder eine höhere Geschwindigkeit wählen</translation>
    </message>
    <message>
        <source>animations need the program ffmpeg, which was not found: install it (Debian: sudo apt install ffmpeg) and try again</source>
        <translation>Animationen brauchen das Programm ffmpeg, das nicht gefunden wurde: es installieren (Debian: sudo apt install ffmpeg) und erneut versuchen</translation>
    </message>
    <message>
        <source>cannot make a temporary folder for the animation: %1</source>
        <translation>kein temporärer Ordner für die Animation möglich: %1</translation>
    </message>
    <message>
        <source>cannot start ffmpeg: %1</source>
        <translation>ffmpeg kann nicht gestartet werden: %1</translation>
    </message>
    <message>
        <source>ffmpeg could not make the animation: %1</source>
        <translation>ffmpeg konnte die Animation nicht erstellen: %1</translation>
    </message>
    <message>
        <source>(is the disk of the temporary folder %1 full?)</source>
        <translation>(ist der Datenträger des temporären Ordners %1 voll?)</translation>
    </message>
    <message>
        <source>ffmpeg ended without error but wrote an empty file %1</source>
        <translation>ffmpeg endete ohne Fehler, schrieb aber eine leere Datei %1</translation>
    </message>
    <message>
        <source>ffmpeg ended without error but its file does not read back %1</source>
        <translation>ffmpeg endete ohne Fehler, aber seine Datei lässt sich nicht zurücklesen %1</translation>
    </message>
    <message>
        <source>ffmpeg ended without error but its file holds %1 of %2 frames %3</source>
        <translation>ffmpeg endete ohne Fehler, aber seine Datei enthält %1 von %2 Bildern %3</translation>
    </message>
    <message>
        <source>ffmpeg wrote no file: %1</source>
        <translation>ffmpeg hat keine Datei geschrieben: %1</translation>
    </message>
    <message>
        <source>stopped; nothing was written</source>
        <translation>gestoppt; es wurde nichts geschrieben</translation>
    </message>
    <message>
        <source>%1: an animation is a file ending in .mp4, .webm or .gif</source>
        <translation>%1: Eine Animation ist eine Datei mit der Endung .mp4, .webm oder .gif</translation>
    </message>
    <message>
        <source>the trace has no steps to draw</source>
        <translation>der Trace hat keine Schritte zum Zeichnen</translation>
    </message>
    <message>
        <source>cannot make a %1 x %2 pixel picture (at most %3 a side, and it must fit in memory)</source>
        <translation>ein Bild mit %1 x %2 Pixeln kann nicht erstellt werden (höchstens %3 pro Seite, und es muss in den Speicher passen)</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>SGD Studio figure: scene %1, %2 (frame 0 is the start).</source>
        <translation>Abbildung aus SGD Studio: Szene %1, %2 (Bild 0 ist der Anfang).</translation>
    </message>
    <message>
        <source>unknown trace format '%1' (allowed: .csv, .json)</source>
        <translation>unbekanntes Trace-Format '%1' (erlaubt: .csv, .json)</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>(default)</source>
        <translation>(Standard)</translation>
    </message>
    <message>
        <source>%1 pages follow, one per %2, from the start (%2 0) to %2 %3.</source>
        <translation>%1 Seiten folgen, eine pro %2, vom Anfang (%2 0) bis %2 %3.</translation>
    </message>
    <message>
        <source>%1 pages follow, one per %2, from %2 %3 to %2 %4 of %5.</source>
        <translation>%1 Seiten folgen, eine pro %2, von %2 %3 bis %2 %4 von %5.</translation>
    </message>
    <message>
        <source>steps %1 to %2 are not in the trace (0 to %3)</source>
        <translation>die Schritte %1 bis %2 sind nicht im Trace (0 bis %3)</translation>
    </message>
    <message>
        <source>a handout has at most %1 step pages, this one would have %2: export a range of steps</source>
        <translation>ein Handout hat höchstens %1 Schrittseiten, dieses hätte %2: einen Schrittbereich exportieren</translation>
    </message>
    <message>
        <source>%1 — handout</source>
        <translation>%1 — Handout</translation>
    </message>
    <message>
        <source>cannot add a page to %1</source>
        <translation>zu %1 kann keine Seite hinzugefügt werden</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>der Ordner %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>the lesson has no slides</source>
        <translation>die Lektion hat keine Folien</translation>
    </message>
    <message>
        <source>stopped: nothing was written</source>
        <translation>gestoppt: es wurde nichts geschrieben</translation>
    </message>
    <message>
        <source>%1 processes on %2</source>
        <translation>%1 Prozesse auf %2</translation>
    </message>
    <message>
        <source>the processes</source>
        <translation>die Prozesse</translation>
    </message>
    <message>
        <source>&lt;b&gt;Solid: measured on %1. Dashed: what the simulator predicts for the same parameters.&lt;/b&gt;&lt;br&gt;</source>
        <translation>&lt;b&gt;Durchgezogen: gemessen auf %1. Gestrichelt: Vorhersage des Simulators für dieselben Parameter.&lt;/b&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;The model holds&lt;/b&gt; for the weights: every one is exactly the simulator's, %1.&lt;br&gt;</source>
        <translation>&lt;b&gt;Das Modell stimmt&lt;/b&gt; für die Gewichte: Jedes entspricht exakt dem des Simulators, %1.&lt;br&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;The weights differ&lt;/b&gt; by up to %1 from the simulator's.&lt;br&gt;</source>
        <translation>&lt;b&gt;Die Gewichte weichen ab&lt;/b&gt;, um bis zu %1 von denen des Simulators.&lt;br&gt;</translation>
    </message>
    <message>
        <source>At the start every worker reads w = %1.&lt;br&gt;</source>
        <translation>Zu Beginn liest jeder Worker w = %1.&lt;br&gt;</translation>
    </message>
    <message>
        <source>Update %1: measured at t = %2 from worker %3 (w = %4); predicted at t = %5 from worker %6 (w = %7).&lt;br&gt;</source>
        <translation>Update %1: gemessen bei t = %2 von Worker %3 (w = %4); vorhergesagt bei t = %5 von Worker %6 (w = %7).&lt;br&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;The model holds&lt;/b&gt; for the order: all %1 gradients arrived from the workers it predicted, so the staircase has the same steps.&lt;br&gt;</source>
        <translation>&lt;b&gt;Das Modell stimmt&lt;/b&gt; für die Reihenfolge: Alle %1 Gradienten kamen von den vorhergesagten Workern, daher hat die Treppe dieselben Stufen.&lt;br&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;The model does not hold&lt;/b&gt; for the order, from the first update on: </source>
        <translation>&lt;b&gt;Das Modell stimmt nicht&lt;/b&gt; für die Reihenfolge, schon ab dem ersten Update: </translation>
    </message>
    <message>
        <source>&lt;b&gt;The model holds&lt;/b&gt; for the first update only. &lt;b&gt;It does not&lt;/b&gt; from update 2 on: </source>
        <translation>&lt;b&gt;Das Modell stimmt&lt;/b&gt; nur für das erste Update. &lt;b&gt;Es stimmt nicht&lt;/b&gt; ab Update 2: </translation>
    </message>
    <message>
        <source>&lt;b&gt;The model holds&lt;/b&gt; for the first %1 updates (same workers, same order). &lt;b&gt;It does not&lt;/b&gt; from update %2 on: </source>
        <translation>&lt;b&gt;Das Modell stimmt&lt;/b&gt; für die ersten %1 Updates (dieselben Worker, dieselbe Reihenfolge). &lt;b&gt;Es stimmt nicht&lt;/b&gt; ab Update %2: </translation>
    </message>
    <message>
        <source>a gradient arrived earlier or later than the compute times say, so the server applied them in another order and the staircase took other steps.&lt;br&gt;</source>
        <translation>Ein Gradient kam früher oder später an, als die Rechenzeiten angeben, daher wendete der Server sie in anderer Reihenfolge an, und die Treppe nahm andere Stufen.&lt;br&gt;</translation>
    </message>
    <message>
        <source>Update %1 came at t = %2 measured against %3 predicted (%4 times the prediction); update times differ by up to %5 s: messages and the operating system's scheduling cost time the model leaves out.&lt;br&gt;</source>
        <translation>Update %1 kam gemessen bei t = %2 statt vorhergesagt bei %3 (das %4-Fache der Vorhersage); die Update-Zeiten weichen um bis zu %5 s ab: Nachrichten und das Scheduling des Betriebssystems kosten Zeit, die das Modell nicht berücksichtigt.&lt;br&gt;</translation>
    </message>
    <message>
        <source>Mean staleness: %1 measured, %2 predicted (bars: per worker).</source>
        <translation>Mittlere Veraltung: %1 gemessen, %2 vorhergesagt (Balken: pro Worker).</translation>
    </message>
    <message>
        <source>At the start every worker holds w = %1.&lt;br&gt;</source>
        <translation>Zu Beginn hält jeder Worker w = %1.&lt;br&gt;</translation>
    </message>
    <message>
        <source>Round %1: measured %2 s from start to barrier with %3 s of idle; predicted %4 s with %5 s idle.&lt;br&gt;</source>
        <translation>Runde %1: gemessen %2 s vom Start bis zur Barriere mit %3 s Leerlauf; vorhergesagt %4 s mit %5 s Leerlauf.&lt;br&gt;</translation>
    </message>
    <message>
        <source>because the barrier makes each round's arithmetic independent of who finishes first</source>
        <translation>weil die Barriere die Arithmetik jeder Runde unabhängig davon macht, wer zuerst fertig wird</translation>
    </message>
    <message>
        <source>Rounds took %1 s on average measured against %2 s predicted (%3 times); barrier idle in all: %4 s measured, %5 s predicted.</source>
        <translation>Runden dauerten im Mittel %1 s gemessen gegenüber %2 s vorhergesagt (das %3-Fache); Leerlauf an der Barriere insgesamt: %4 s gemessen, %5 s vorhergesagt.</translation>
    </message>
    <message>
        <source> &lt;b&gt;The model does not hold&lt;/b&gt; for the waiting: with equal compute times it says nobody waits, yet real workers never finish at the same instant.</source>
        <translation> &lt;b&gt;Das Modell stimmt nicht&lt;/b&gt; für das Warten: Bei gleichen Rechenzeiten wartet laut Modell niemand, doch echte Worker werden nie im selben Augenblick fertig.</translation>
    </message>
    <message>
        <source> The time a real round takes beyond the model's is messages and scheduling.</source>
        <translation> Was eine echte Runde länger dauert als im Modell, sind Nachrichten und Scheduling.</translation>
    </message>
    <message>
        <source>Round %1: the live nodes' mean is %2 measured and %3 predicted.&lt;br&gt;</source>
        <translation>Runde %1: Der Mittelwert der aktiven Knoten ist %2 gemessen und %3 vorhergesagt.&lt;br&gt;</translation>
    </message>
    <message>
        <source>because each round mixes the same neighbours' weights whatever the order the messages arrive in</source>
        <translation>weil jede Runde dieselben Gewichte der Nachbarn mischt, egal in welcher Reihenfolge die Nachrichten ankommen</translation>
    </message>
    <message>
        <source>The model has no clock: only the recorded run's timeline (Chrome trace) shows how long each exchange took.</source>
        <translation>Das Modell hat keine Uhr: Nur die Zeitleiste des aufgezeichneten Laufs (Chrome-Trace) zeigt, wie lange jeder Austausch dauerte.</translation>
    </message>
    <message>
        <source>Nothing to compare: a trace has no steps.</source>
        <translation>Nichts zu vergleichen: Ein Trace hat keine Schritte.</translation>
    </message>
    <message>
        <source>measured on %1 processes</source>
        <translation>gemessen auf %1 Prozessen</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>gemessen</translation>
    </message>
    <message>
        <source>simulator</source>
        <translation>Simulator</translation>
    </message>
    <message>
        <source>time (lecture seconds)</source>
        <translation>Zeit (Vorlesungssekunden)</translation>
    </message>
    <message>
        <source>time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>w on the server</source>
        <translation>w auf dem Server</translation>
    </message>
    <message>
        <source>w</source>
        <translation>w</translation>
    </message>
    <message>
        <source>w after each update: measured (solid) and predicted (dashed)</source>
        <translation>w nach jedem Update: gemessen (durchgezogen) und vorhergesagt (gestrichelt)</translation>
    </message>
    <message>
        <source>worker</source>
        <translation>Worker</translation>
    </message>
    <message>
        <source>mean staleness</source>
        <translation>mittlere Veraltung</translation>
    </message>
    <message>
        <source>staleness</source>
        <translation>Veraltung</translation>
    </message>
    <message>
        <source>staleness per worker</source>
        <translation>Veraltung pro Worker</translation>
    </message>
    <message>
        <source>max %1 / %2</source>
        <translation>max %1 / %2</translation>
    </message>
    <message>
        <source>round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>round time: start to barrier (lecture s)</source>
        <translation>Rundenzeit: Start bis Barriere (Vorlesungs-s)</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>Sekunden</translation>
    </message>
    <message>
        <source>barrier idle, all workers (lecture s)</source>
        <translation>Leerlauf an der Barriere, alle Worker (Vorlesungs-s)</translation>
    </message>
    <message>
        <source>identical</source>
        <translation>identisch</translation>
    </message>
    <message>
        <source>differ by up to %1</source>
        <translation>weichen um bis zu %1 ab</translation>
    </message>
    <message>
        <source>w after each round: %1</source>
        <translation>w nach jeder Runde: %1</translation>
    </message>
    <message>
        <source>weight on each node</source>
        <translation>Gewicht auf jedem Knoten</translation>
    </message>
    <message>
        <source>node %1</source>
        <translation>Knoten %1</translation>
    </message>
    <message>
        <source>weights per round, measured (solid) and predicted (dashed): %1</source>
        <translation>Gewichte pro Runde, gemessen (durchgezogen) und vorhergesagt (gestrichelt): %1</translation>
    </message>
    <message>
        <source>%1: real processes beside the simulator</source>
        <translation>%1: echte Prozesse neben dem Simulator</translation>
    </message>
    <message>
        <source>Real run, incomplete (ended early after %1 steps): %2</source>
        <translation>Echter Lauf, unvollständig (nach %1 Schritten vorzeitig beendet): %2</translation>
    </message>
    <message>
        <source>Real run: %1</source>
        <translation>Echter Lauf: %1</translation>
    </message>
    <message>
        <source>Real run (its facts are incomplete)</source>
        <translation>Echter Lauf (seine Angaben sind unvollständig)</translation>
    </message>
    <message>
        <source>times measured on these processes, not modelled</source>
        <translation>auf diesen Prozessen gemessene Zeiten, nicht modelliert</translation>
    </message>
    <message>
        <source>%1 %2 of %3</source>
        <translation>%1 %2 von %3</translation>
    </message>
    <message>
        <source>server time</source>
        <translation>Serverzeit</translation>
    </message>
    <message>
        <source>computing</source>
        <translation>rechnet</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>wait (SSP)</source>
        <translation>wartet (SSP)</translation>
    </message>
    <message>
        <source>down</source>
        <translation>ausgefallen</translation>
    </message>
    <message>
        <source>Workers: pull, compute, push, never interrupted</source>
        <translation>Worker: Pull, Rechnen, Push, nie unterbrochen</translation>
    </message>
    <message>
        <source>▼ pull newest w</source>
        <translation>▼ neuestes w per Pull</translation>
    </message>
    <message>
        <source>▲ push gradient</source>
        <translation>▲ Gradient per Push</translation>
    </message>
    <message>
        <source>computing (#update it became)</source>
        <translation>rechnet (#Update, das daraus wurde)</translation>
    </message>
    <message>
        <source>w read, and the stale gap</source>
        <translation>gelesenes w und Veraltungsabstand</translation>
    </message>
    <message>
        <source>lost (worker failed)</source>
        <translation>verloren (Worker ausgefallen)</translation>
    </message>
    <message>
        <source>waiting (SSP bound)</source>
        <translation>wartet (SSP-Schranke)</translation>
    </message>
    <message>
        <source>synchronous SGD</source>
        <translation>synchrones SGD</translation>
    </message>
    <message>
        <source>w after the update</source>
        <translation>w nach dem Update</translation>
    </message>
    <message>
        <source>version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>landed from</source>
        <translation>kam von</translation>
    </message>
    <message>
        <source>the start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>worker %1</source>
        <translation>Worker %1</translation>
    </message>
    <message>
        <source>Compare with synchronous SGD</source>
        <translation>Mit synchronem SGD vergleichen</translation>
    </message>
    <message>
        <source>Overlay what synchronous SGD with the same workers would have done on the same clock</source>
        <translation>Einblenden, was synchrones SGD mit denselben Workern auf derselben Uhr getan hätte</translation>
    </message>
    <message>
        <source>Asynchronous SGD · update %1 of %2 · t = %3 · %4 · no barrier</source>
        <translation>Asynchrones SGD · Update %1 von %2 · t = %3 · %4 · keine Barriere</translation>
    </message>
    <message>
        <source>server writes so far: %1</source>
        <translation>Server-Schreibvorgänge bisher: %1</translation>
    </message>
    <message>
        <source>synchronous SGD, same gradients: %1</source>
        <translation>synchrones SGD, gleiche Gradienten: %1</translation>
    </message>
    <message>
        <source>worker %1 needs %2 s</source>
        <translation>Worker %1 braucht %2 s</translation>
    </message>
    <message>
        <source>Every worker has read w = %1 from the server (version %2) and is computing its first gradient. </source>
        <translation>Jeder Worker hat w = %1 vom Server gelesen (Version %2) und berechnet seinen ersten Gradienten. </translation>
    </message>
    <message>
        <source>Every worker has read w = %1 from the server (version %2) and is computing its first gradient: %3. </source>
        <translation>Jeder Worker hat w = %1 vom Server gelesen (Version %2) und berechnet seinen ersten Gradienten: %3. </translation>
    </message>
    <message>
        <source>Nothing has reached the server yet, so there is no staleness and no gap. &lt;i&gt;Predict:&lt;/i&gt; whose gradient lands first, and what does it do to w? And when the others land, is w still the weight they were computed for?</source>
        <translation>Noch ist nichts beim Server angekommen, daher gibt es weder Veraltung noch Abstand. &lt;i&gt;Vorhersagen:&lt;/i&gt; Wessen Gradient kommt zuerst an, und was macht er mit w? Und wenn die anderen ankommen: Ist w dann noch das Gewicht, für das sie berechnet wurden?</translation>
    </message>
    <message>
        <source> The dashed staircase is synchronous SGD on the same clock: one averaged update every %1 s, when the slowest worker is done.</source>
        <translation> Die gestrichelte Treppe ist synchrones SGD auf derselben Uhr: alle %1 s ein gemitteltes Update, sobald der langsamste Worker fertig ist.</translation>
    </message>
    <message>
        <source>Worker %1 finishes the gradient it began at t = %2, when it read w = %3 (server version %4), and pushes g = %5. </source>
        <translation>Worker %1 beendet den Gradienten, den er bei t = %2 begonnen hat, als er w = %3 las (Serverversion %4), und sendet g = %5 per Push. </translation>
    </message>
    <message>
        <source>Nothing was written since that read, so this gradient is fresh (τ = 0, gap 0). </source>
        <translation>Seit diesem Lesen wurde nichts geschrieben, daher ist dieser Gradient frisch (τ = 0, Abstand 0). </translation>
    </message>
    <message>
        <source>Meanwhile the server applied %1 other update, so the gradient is &lt;b&gt;τ = %1 stale&lt;/b&gt;: it was computed for w = %2 but lands on w = %3, a gap of &lt;b&gt;%4&lt;/b&gt;. </source>
        <translation>Inzwischen hat der Server %1 anderes Update angewendet, daher ist der Gradient &lt;b&gt;um τ = %1 veraltet&lt;/b&gt;: Er wurde für w = %2 berechnet, landet aber auf w = %3; der Abstand beträgt &lt;b&gt;%4&lt;/b&gt;. </translation>
    </message>
    <message>
        <source>Meanwhile the server applied %1 other updates, so the gradient is &lt;b&gt;τ = %1 stale&lt;/b&gt;: it was computed for w = %2 but lands on w = %3, a gap of &lt;b&gt;%4&lt;/b&gt;. </source>
        <translation>Inzwischen hat der Server %1 andere Updates angewendet, daher ist der Gradient &lt;b&gt;um τ = %1 veraltet&lt;/b&gt;: Er wurde für w = %2 berechnet, landet aber auf w = %3; der Abstand beträgt &lt;b&gt;%4&lt;/b&gt;. </translation>
    </message>
    <message>
        <source>The server does not wait for anyone: it applies it at once, w = %1 − %2 × (%3) = &lt;b&gt;%4&lt;/b&gt;. </source>
        <translation>Der Server wartet auf niemanden: Er wendet ihn sofort an, w = %1 − %2 × (%3) = &lt;b&gt;%4&lt;/b&gt;. </translation>
    </message>
    <message>
        <source>(The staleness rule shrank the step to η/(1+τ) = %1.) </source>
        <translation>(Die Regel „nach Veraltung“ hat den Schritt auf η/(1+τ) = %1 verkleinert.) </translation>
    </message>
    <message>
        <source>Worker %1 is in the middle of its own gradient and simply carries on: the server never interrupts a busy worker or makes it restart with the new weight. </source>
        <translation>Worker %1 ist mitten in seinem eigenen Gradienten und rechnet einfach weiter: Der Server unterbricht nie einen beschäftigten Worker und lässt ihn auch nicht mit dem neuen Gewicht neu beginnen. </translation>
    </message>
    <message>
        <source>Workers %1 are in the middle of their own gradients and simply carry on: the server never interrupts a busy worker or makes it restart with the new weight. </source>
        <translation>Die Worker %1 sind mitten in ihren eigenen Gradienten und rechnen einfach weiter: Der Server unterbricht nie einen beschäftigten Worker und lässt ihn auch nicht mit dem neuen Gewicht neu beginnen. </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>Worker %1 is free, so it pulls the newest w = %2 and starts its next gradient straight away. </source>
        <translation>Worker %1 ist frei, holt per Pull das neueste w = %2 und beginnt sofort seinen nächsten Gradienten. </translation>
    </message>
    <message>
        <source>Worker %1 is too far ahead of the slowest worker (SSP bound), so it waits before pulling again. </source>
        <translation>Worker %1 ist dem langsamsten Worker zu weit voraus (SSP-Schranke), daher wartet er vor dem nächsten Pull. </translation>
    </message>
    <message>
        <source>update</source>
        <translation>Update</translation>
    </message>
    <message>
        <source>staleness τ</source>
        <translation>Veraltung τ</translation>
    </message>
    <message>
        <source>gap</source>
        <translation>Lücke</translation>
    </message>
    <message>
        <source>w read</source>
        <translation>w gelesen</translation>
    </message>
    <message>
        <source>w before apply</source>
        <translation>w vor Anwendung</translation>
    </message>
    <message>
        <source>gradient</source>
        <translation>Gradient</translation>
    </message>
    <message>
        <source>w after</source>
        <translation>w danach</translation>
    </message>
    <message>
        <source>Asynchronous SGD: no updates</source>
        <translation>Asynchrones SGD: keine Updates</translation>
    </message>
    <message>
        <source>No gradient reached the server.</source>
        <translation>Kein Gradient hat den Server erreicht.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Update %1 of %2 at t = %3: the start.&lt;/b&gt; </source>
        <translation>&lt;b&gt;Update %1 von %2 bei t = %3: der Start.&lt;/b&gt; </translation>
    </message>
    <message>
        <source>&lt;b&gt;Update %1 of %2 at t = %3.&lt;/b&gt; </source>
        <translation>&lt;b&gt;Update %1 von %2 bei t = %3.&lt;/b&gt; </translation>
    </message>
    <message>
        <source>&lt;br&gt;Server writes so far: &lt;b&gt;%1&lt;/b&gt;; synchronous SGD, averaging the same gradients, would have written &lt;b&gt;%2&lt;/b&gt; time.</source>
        <translation>&lt;br&gt;Server-Schreibvorgänge bisher: &lt;b&gt;%1&lt;/b&gt;; synchrones SGD, das dieselben Gradienten mittelt, hätte &lt;b&gt;%2&lt;/b&gt; Mal geschrieben.</translation>
    </message>
    <message>
        <source>&lt;br&gt;Server writes so far: &lt;b&gt;%1&lt;/b&gt;; synchronous SGD, averaging the same gradients, would have written &lt;b&gt;%2&lt;/b&gt; times.</source>
        <translation>&lt;br&gt;Server-Schreibvorgänge bisher: &lt;b&gt;%1&lt;/b&gt;; synchrones SGD, das dieselben Gradienten mittelt, hätte &lt;b&gt;%2&lt;/b&gt; Mal geschrieben.</translation>
    </message>
    <message>
        <source>Update 0 of %1: the start, t = %2</source>
        <translation>Update 0 von %1: der Start, t = %2</translation>
    </message>
    <message>
        <source>no gradient has arrived yet</source>
        <translation>noch kein Gradient angekommen</translation>
    </message>
    <message>
        <source>every worker read w = %1 at t = %2</source>
        <translation>jeder Worker las w = %1 bei t = %2</translation>
    </message>
    <message>
        <source>server holds w = %1 (version %2)</source>
        <translation>Server hält w = %1 (Version %2)</translation>
    </message>
    <message>
        <source>no staleness, no gap yet</source>
        <translation>noch keine Veraltung, kein Abstand</translation>
    </message>
    <message>
        <source>all computing their first gradient:</source>
        <translation>alle berechnen ihren ersten Gradienten:</translation>
    </message>
    <message>
        <source>%1 workers</source>
        <translation>%1 Worker</translation>
    </message>
    <message>
        <source>Predict: whose gradient lands first,</source>
        <translation>Vorhersage: Wer kommt zuerst an,</translation>
    </message>
    <message>
        <source>and which one lands on a moved w?</source>
        <translation>und wer trifft ein verschobenes w?</translation>
    </message>
    <message>
        <source>worker %1 pushes g = %2</source>
        <translation>Worker %1 pusht g = %2</translation>
    </message>
    <message>
        <source>it read w = %1 at t = %2 (version %3)</source>
        <translation>las w = %1 bei t = %2 (Version %3)</translation>
    </message>
    <message>
        <source>server now holds w = %1</source>
        <translation>Server hält jetzt w = %1</translation>
    </message>
    <message>
        <source>staleness τ = %1 updates</source>
        <translation>Veraltung τ = %1 Updates</translation>
    </message>
    <message>
        <source>gap = %1 − %2 = %3</source>
        <translation>Lücke = %1 − %2 = %3</translation>
    </message>
    <message>
        <source>new w = %1</source>
        <translation>neues w = %1</translation>
    </message>
    <message>
        <source>no other worker is mid-gradient</source>
        <translation>kein anderer Worker rechnet gerade</translation>
    </message>
    <message>
        <source>still computing, not interrupted:</source>
        <translation>rechnen weiter, nicht unterbrochen:</translation>
    </message>
    <message>
        <source>%1 other workers</source>
        <translation>%1 andere Worker</translation>
    </message>
    <message>
        <source>Update %1 of %2 at t = %3</source>
        <translation>Update %1 von %2 bei t = %3</translation>
    </message>
    <message>
        <source>best w = %1</source>
        <translation>bestes w = %1</translation>
    </message>
    <message>
        <source>gap %1 · τ = %2</source>
        <translation>Lücke %1 · τ = %2</translation>
    </message>
    <message>
        <source>τ = 0, fresh</source>
        <translation>τ = 0, frisch</translation>
    </message>
    <message>
        <source>Server weight w over time: one step per arriving gradient</source>
        <translation>Servergewicht w über die Zeit: ein Schritt pro ankommendem Gradienten</translation>
    </message>
    <message>
        <source>gradients applied (async updates)</source>
        <translation>angewendete Gradienten (asynchrone Updates)</translation>
    </message>
    <message>
        <source>weight w</source>
        <translation>Gewicht w</translation>
    </message>
    <message>
        <source>async, run A</source>
        <translation>asynchron, Lauf A</translation>
    </message>
    <message>
        <source>async, run B (thin, on top)</source>
        <translation>asynchron, Lauf B (dünn, darüber)</translation>
    </message>
    <message>
        <source>sync, run A</source>
        <translation>synchron, Lauf A</translation>
    </message>
    <message>
        <source>sync, run B (thin, on top)</source>
        <translation>synchron, Lauf B (dünn, darüber)</translation>
    </message>
    <message>
        <source>best w</source>
        <translation>bestes w</translation>
    </message>
    <message>
        <source>gradients applied</source>
        <translation>angewendete Gradienten</translation>
    </message>
    <message>
        <source>run A − run B</source>
        <translation>Lauf A − B</translation>
    </message>
    <message>
        <source>async</source>
        <translation>asynchron</translation>
    </message>
    <message>
        <source>sync (always 0)</source>
        <translation>synchron (immer 0)</translation>
    </message>
    <message>
        <source>time (s)</source>
        <translation>Zeit (s)</translation>
    </message>
    <message>
        <source>loss above the best (log scale)</source>
        <translation>Verl. − Best (log)</translation>
    </message>
    <message>
        <source>loss above best</source>
        <translation>Verl. − Best</translation>
    </message>
    <message>
        <source>sync (ring all-reduce)</source>
        <translation>synchron (Ring-All-Reduce)</translation>
    </message>
    <message>
        <source>async (one server)</source>
        <translation>asynchron (ein Server)</translation>
    </message>
    <message>
        <source>target %1</source>
        <translation>Ziel %1</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>worker, A</source>
        <translation>Worker, A</translation>
    </message>
    <message>
        <source>worker, B</source>
        <translation>Worker, B</translation>
    </message>
    <message>
        <source>w async A</source>
        <translation>w asynchron A</translation>
    </message>
    <message>
        <source>w async B</source>
        <translation>w asynchron B</translation>
    </message>
    <message>
        <source>w sync A</source>
        <translation>w synchron A</translation>
    </message>
    <message>
        <source>w sync B</source>
        <translation>w synchron B</translation>
    </message>
    <message>
        <source>sync A − B</source>
        <translation>synchron A − B</translation>
    </message>
    <message>
        <source>When not to use async: no updates</source>
        <translation>Wann asynchron nicht lohnt: keine Updates</translation>
    </message>
    <message>
        <source>When not to use async: %1 workers, jitter ±%2, update %3 of %4</source>
        <translation>Wann asynchron nicht lohnt: %1 Worker, Jitter ±%2, Update %3 von %4</translation>
    </message>
    <message>
        <source>When not to use async: update %1 of %2</source>
        <translation>Wann asynchron nicht lohnt: Update %1 von %2</translation>
    </message>
    <message>
        <source>async A − B = %1 · sync A − B = %2 · small case to the target: sync %3, async %4</source>
        <translation>asynchron A − B = %1 · synchron A − B = %2 · kleiner Fall bis zum Ziel: synchron %3, asynchron %4</translation>
    </message>
    <message>
        <source>async A − B = %1 · sync A − B = %2</source>
        <translation>asynchron A − B = %1 · synchron A − B = %2</translation>
    </message>
    <message>
        <source>The same configuration twice: async splits into two answers, sync gives one</source>
        <translation>Dieselbe Konfiguration zweimal: asynchron ergibt zwei Antworten, synchron eine</translation>
    </message>
    <message>
        <source>Async twice, sync twice</source>
        <translation>Zweimal asynchron, zweimal synchron</translation>
    </message>
    <message>
        <source>The gap between the runs</source>
        <translation>Der Abstand zwischen den Läufen</translation>
    </message>
    <message>
        <source>The gap</source>
        <translation>Der Abstand</translation>
    </message>
    <message>
        <source>Small case: %1, %2 s per message; who reaches the target first?</source>
        <translation>Kleiner Fall: %1, %2 s pro Nachricht; wer erreicht zuerst das Ziel?</translation>
    </message>
    <message>
        <source>Small case: %1</source>
        <translation>Kleiner Fall: %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Update 0: the start.&lt;/b&gt; Two runs of the same asynchronous setup: %1, η = %2, w = %3, the same data. Only the timing differs: every compute time is off by up to ±%4, as on real machines (seeds %5 and %6). Synchronous SGD runs under the same two timings. &lt;i&gt;Predict:&lt;/i&gt; which pair ends with the same weight?</source>
        <translation>&lt;b&gt;Update 0: der Start.&lt;/b&gt; Zwei Läufe derselben asynchronen Konfiguration: %1, η = %2, w = %3, dieselben Daten. Nur das Timing unterscheidet sich: Jede Rechenzeit weicht um bis zu ±%4 ab, wie auf echten Maschinen (Seeds %5 und %6). Synchrones SGD läuft unter denselben beiden Timings. &lt;i&gt;Vorhersagen:&lt;/i&gt; Welches Paar endet mit demselben Gewicht?</translation>
    </message>
    <message>
        <source>&lt;b&gt;Update %1 of %2.&lt;/b&gt; Run A applied worker %3's gradient (%4 old), run B worker %5's (%6 old). w: A %7, B %8, apart by &lt;b&gt;%9&lt;/b&gt;. </source>
        <translation>&lt;b&gt;Update %1 von %2.&lt;/b&gt; Lauf A wendete den Gradienten von Worker %3 an (%4 alt), Lauf B den von Worker %5 (%6 alt). w: A %7, B %8, Abstand &lt;b&gt;%9&lt;/b&gt;. </translation>
    </message>
    <message>
        <source>Sync has not closed a round yet: it waits for %1.</source>
        <translation>Der synchrone Lauf hat noch keine Runde abgeschlossen: Er wartet auf %1.</translation>
    </message>
    <message>
        <source>the one gradient</source>
        <translation>den einen Gradienten</translation>
    </message>
    <message>
        <source>all %1 gradients</source>
        <translation>alle %1 Gradienten</translation>
    </message>
    <message>
        <source>Sync after %1: A %2, B %3, apart by %4; its rounds ended at %5 s and %6 s, yet the server adds the gradients in worker order after the barrier, so the timing never reaches the weight.</source>
        <translation>Synchron nach %1: A %2, B %3, Abstand %4; die Runden endeten bei %5 s bzw. %6 s, doch der Server addiert die Gradienten nach der Barriere in Worker-Reihenfolge, daher wirkt sich das Timing nie auf das Gewicht aus.</translation>
    </message>
    <message>
        <source> The async runs first applied different workers at update %1; the largest gap is %2, the last %3.</source>
        <translation> Die asynchronen Läufe wendeten erstmals bei Update %1 verschiedene Worker an; der größte Abstand ist %2, der letzte %3.</translation>
    </message>
    <message>
        <source> With this jitter the async runs kept the same order.</source>
        <translation> Bei diesem Jitter behielten die asynchronen Läufe dieselbe Reihenfolge bei.</translation>
    </message>
    <message>
        <source> Sync's weights agree bit for bit at every round.</source>
        <translation> Die synchronen Gewichte stimmen in jeder Runde Bit für Bit überein.</translation>
    </message>
    <message>
        <source> Sync's weights differ.</source>
        <translation> Die synchronen Gewichte unterscheiden sich.</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;b&gt;The small case:&lt;/b&gt; %9, one message takes %2 s. Sync exchanges by ring all-reduce, 2 × (%1 − 1)/%1 × %2 = %3 s a round; async sends every push in and the fresh model back out through one server, %4 s of its time per push. Gradients per second: sync %5, async %6. Target: loss above the best of %7 (start %8). </source>
        <translation>&lt;br&gt;&lt;b&gt;Der kleine Fall:&lt;/b&gt; %9, eine Nachricht dauert %2 s. Synchron tauscht per Ring-All-Reduce aus, 2 × (%1 − 1)/%1 × %2 = %3 s pro Runde; asynchron schickt jeden Push hinein und das frische Modell wieder hinaus, alles über einen einzigen Server, der dafür %4 s pro Push aufwendet. Gradienten pro Sekunde: synchron %5, asynchron %6. Ziel: Verlust über dem Bestwert von %7 (Start %8). </translation>
    </message>
    <message>
        <source>Time to the target: sync %1, async %2. </source>
        <translation>Zeit bis zum Ziel: synchron %1, asynchron %2. </translation>
    </message>
    <message>
        <source>&lt;b&gt;sync wins&lt;/b&gt;%1; with this few workers there is no straggler to escape, and async's extra messages and stale gradients cost more than they save.</source>
        <translation>&lt;b&gt;Synchron gewinnt&lt;/b&gt;%1; bei so wenigen Workern gibt es keinen Nachzügler, dem man entkommen müsste, und die zusätzlichen Nachrichten und veralteten Gradienten von asynchron kosten mehr, als sie einsparen.</translation>
    </message>
    <message>
        <source> (async takes %1 times as long)</source>
        <translation> (asynchron braucht %1-mal so lange)</translation>
    </message>
    <message>
        <source>&lt;b&gt;async wins&lt;/b&gt; here (it takes %1 times sync's time): the messages are cheap enough for its speed to pay off.</source>
        <translation>&lt;b&gt;Asynchron gewinnt&lt;/b&gt; hier (mit dem %1-Fachen der synchronen Zeit): Die Nachrichten sind billig genug, dass sich sein Tempo auszahlt.</translation>
    </message>
    <message>
        <source>&lt;b&gt;neither&lt;/b&gt; gets there within the run.</source>
        <translation>&lt;b&gt;Keiner&lt;/b&gt; erreicht das Ziel innerhalb des Laufs.</translation>
    </message>
    <message>
        <source>&lt;b&gt;No updates.&lt;/b&gt; Nothing was applied.</source>
        <translation>&lt;b&gt;Keine Updates.&lt;/b&gt; Es wurde nichts angewendet.</translation>
    </message>
    <message>
        <source>dropped</source>
        <translation>verworfen</translation>
    </message>
    <message>
        <source>wall-clock time (s)</source>
        <translation>Wall-Clock-Zeit (s)</translation>
    </message>
    <message>
        <source>plain sync (b = 0)</source>
        <translation>gewöhnlich synchron (b = 0)</translation>
    </message>
    <message>
        <source>backup (b = %1)</source>
        <translation>Reserve (b = %1)</translation>
    </message>
    <message>
        <source>plain sync</source>
        <translation>gewöhnlich synchron</translation>
    </message>
    <message>
        <source>pure async</source>
        <translation>rein asynchron</translation>
    </message>
    <message>
        <source>hybrid (%1, then async)</source>
        <translation>Hybrid (%1, dann asynchron)</translation>
    </message>
    <message>
        <source>switch to async</source>
        <translation>Wechsel zu asynchron</translation>
    </message>
    <message>
        <source>closed at (s)</source>
        <translation>geschlossen bei (s)</translation>
    </message>
    <message>
        <source>time saved (s)</source>
        <translation>Zeit gespart (s)</translation>
    </message>
    <message>
        <source>idle saved (s)</source>
        <translation>Leerlauf gespart (s)</translation>
    </message>
    <message>
        <source>gradients lost</source>
        <translation>Gradienten verloren</translation>
    </message>
    <message>
        <source>plain sync at (s)</source>
        <translation>gewöhnlich synchron bei (s)</translation>
    </message>
    <message>
        <source>plain sync loss</source>
        <translation>Verlust gewöhnlich synchron</translation>
    </message>
    <message>
        <source>hybrid loss</source>
        <translation>Verlust Hybrid</translation>
    </message>
    <message>
        <source>Backup workers: %1 workers, each round takes the first %2, round %3 of %4</source>
        <translation>Reserve-Worker: %1 Worker, jede Runde nimmt die ersten %2, Runde %3 von %4</translation>
    </message>
    <message>
        <source>Backup workers: round %1 of %2</source>
        <translation>Reserve-Worker: Runde %1 von %2</translation>
    </message>
    <message>
        <source>Every worker holds w = %1 · compute times %2 s (%3)</source>
        <translation>Jeder Worker hält w = %1 · Rechenzeiten %2 s (%3)</translation>
    </message>
    <message>
        <source>Closed at t = %1 instead of %2 · %3 s saved · dropped %4 · w %5 → %6</source>
        <translation>Geschlossen bei t = %1 statt %2 · %3 s gespart · verworfen: %4 · w %5 → %6</translation>
    </message>
    <message>
        <source>Backup workers: no rounds</source>
        <translation>Reserve-Worker: keine Runden</translation>
    </message>
    <message>
        <source>&lt;b&gt;Round 0: the start.&lt;/b&gt; %1 workers pull w = %2. A plain synchronous round waits for all %1 gradients; here each round closes as soon as the first %3 arrive and the %4 slowest are dropped. &lt;i&gt;Predict:&lt;/i&gt; how much sooner does each round close, and what does leaving those gradients out cost?&lt;br&gt;The hybrid runs %5 first, then switches to async (each gradient applied on arrival, step %6).</source>
        <translation>&lt;b&gt;Runde 0: der Start.&lt;/b&gt; %1 Worker holen per Pull w = %2. Eine gewöhnliche synchrone Runde wartet auf alle %1 Gradienten; hier schließt jede Runde, sobald die ersten %3 ankommen, und die %4 langsamsten werden verworfen. &lt;i&gt;Vorhersagen:&lt;/i&gt; Wie viel früher schließt jede Runde, und was kostet es, diese Gradienten wegzulassen?&lt;br&gt;Der Hybrid läuft zuerst %5 und wechselt dann zu asynchron (jeder Gradient wird bei Ankunft angewendet, Schrittweite %6).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Round %1.&lt;/b&gt; The gradients took %2. </source>
        <translation>&lt;b&gt;Runde %1.&lt;/b&gt; Die Gradienten brauchten %2. </translation>
    </message>
    <message>
        <source>With b = 0 the round waits for all of them: it closes at t = %1; the workers wait %2 s in all. </source>
        <translation>Mit b = 0 wartet die Runde auf alle: Sie schließt bei t = %1; die Worker warten insgesamt %2 s. </translation>
    </message>
    <message>
        <source>The round closed at t = %1 when gradient %2 of %3 arrived; &lt;b&gt;dropped: %4&lt;/b&gt; (%5 s of compute thrown away). A plain barrier would have opened at t = %6: &lt;b&gt;%7 s saved&lt;/b&gt;; waiting %8 s instead of %9 s (&lt;b&gt;%10 s saved&lt;/b&gt;). </source>
        <translation>Die Runde schloss bei t = %1, als Gradient %2 von %3 ankam; &lt;b&gt;verworfen: %4&lt;/b&gt; (%5 s Rechenzeit weggeworfen). Eine volle Barriere hätte sich bei t = %6 geöffnet: &lt;b&gt;%7 s gespart&lt;/b&gt;; Warten %8 s statt %9 s (&lt;b&gt;%10 s gespart&lt;/b&gt;). </translation>
    </message>
    <message>
        <source>Samples lost: &lt;b&gt;%1&lt;/b&gt; this round, %2 of %3 so far. The mean of the %4 kept gradients is %5, so w = %6 − %7 × %8 %10 &lt;b&gt;%9&lt;/b&gt;.&lt;br&gt;</source>
        <translation>Verlorene Stichproben: &lt;b&gt;%1&lt;/b&gt; in dieser Runde, bisher %2 von %3. Der Mittelwert der %4 behaltenen Gradienten ist %5, also w = %6 − %7 × %8 %10 &lt;b&gt;%9&lt;/b&gt;.&lt;br&gt;</translation>
    </message>
    <message>
        <source>After the work of %1: this run is at t = %2, loss above the best %3; plain sync at t = %4, %5; pure async at t = %6, %7; the hybrid at t = %8, %9 </source>
        <translation>Nach der Arbeit von %1: Dieser Lauf ist bei t = %2, Verlust über dem Bestwert %3; gewöhnlich synchron bei t = %4, %5; rein asynchron bei t = %6, %7; der Hybrid bei t = %8, %9 </translation>
    </message>
    <message>
        <source>(async since t = %1).</source>
        <translation>(asynchron seit t = %1).</translation>
    </message>
    <message>
        <source>(still synchronous; it switches at t = %1).</source>
        <translation>(noch synchron; er wechselt bei t = %1).</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;b&gt;The whole run:&lt;/b&gt; %1.</source>
        <translation>&lt;br&gt;&lt;b&gt;Der ganze Lauf:&lt;/b&gt; %1.</translation>
    </message>
    <message>
        <source> The kept gradients pull w toward %1, the best weight for the samples that were used; the best for all shards is %2. When the same worker is always the slowest, its shard never counts.</source>
        <translation> Die behaltenen Gradienten ziehen w zu %1, dem besten Gewicht für die verwendeten Stichproben; das beste für alle Shards ist %2. Ist immer derselbe Worker der langsamste, zählt sein Shard nie.</translation>
    </message>
    <message>
        <source>&lt;b&gt;No rounds.&lt;/b&gt; Nothing has run.</source>
        <translation>&lt;b&gt;Keine Runden.&lt;/b&gt; Es ist nichts gelaufen.</translation>
    </message>
    <message>
        <source>t = %1 · nothing has run yet</source>
        <translation>t = %1 · noch nichts gelaufen</translation>
    </message>
    <message>
        <source>closes t = %1</source>
        <translation>schließt t = %1</translation>
    </message>
    <message>
        <source>plain barrier t = %1</source>
        <translation>volle Barriere t = %1</translation>
    </message>
    <message>
        <source>start t = %1</source>
        <translation>Start t = %1</translation>
    </message>
    <message>
        <source>Time saved this round: %1 s (closed at t = %2, not %3)</source>
        <translation>Zeit gespart in dieser Runde: %1 s (geschlossen bei t = %2, nicht %3)</translation>
    </message>
    <message>
        <source>Waiting: %1 s instead of %2 s, %3 s saved</source>
        <translation>Warten: %1 s statt %2 s, %3 s gespart</translation>
    </message>
    <message>
        <source>Samples lost: %1 gradient(s), %2 s of compute cut off</source>
        <translation>Verlorene Stichproben: %1 Gradient(en), %2 s Rechenzeit abgeschnitten</translation>
    </message>
    <message>
        <source>This round: the first %1 of %2 gradients close it</source>
        <translation>Diese Runde: Die ersten %1 von %2 Gradienten schließen sie</translation>
    </message>
    <message>
        <source>This round</source>
        <translation>Diese Runde</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>So far: plain sync (b = 0) against b = %1</source>
        <translation>Bisher: gewöhnlich synchron (b = 0) gegen b = %1</translation>
    </message>
    <message>
        <source>So far</source>
        <translation>Bisher</translation>
    </message>
    <message>
        <source>plain sync, every gradient</source>
        <translation>gewöhnlich synchron, jeder Gradient</translation>
    </message>
    <message>
        <source>first %1 of %2</source>
        <translation>erste %1 von %2</translation>
    </message>
    <message>
        <source>Wall clock so far</source>
        <translation>Wall-Clock-Zeit bisher</translation>
    </message>
    <message>
        <source>%1 s (%2 s saved)</source>
        <translation>%1 s (%2 s gespart)</translation>
    </message>
    <message>
        <source>Waiting, added over the workers</source>
        <translation>Warten, über alle Worker summiert</translation>
    </message>
    <message>
        <source>Gradients (samples) used</source>
        <translation>Verwendete Gradienten (Stichproben)</translation>
    </message>
    <message>
        <source>%1 (%2 lost)</source>
        <translation>%1 (%2 verloren)</translation>
    </message>
    <message>
        <source>Loss against wall-clock time: plain sync and b = %1</source>
        <translation>Verlust gegen Wall-Clock-Zeit: gewöhnlich synchron und b = %1</translation>
    </message>
    <message>
        <source>Loss against time</source>
        <translation>Verlust gegen Zeit</translation>
    </message>
    <message>
        <source>Hybrid: %1, then async, against pure sync and async</source>
        <translation>Hybrid: %1, dann asynchron, gegen rein synchron und asynchron</translation>
    </message>
    <message>
        <source>Hybrid against sync and async</source>
        <translation>Hybrid gegen synchron und asynchron</translation>
    </message>
    <message>
        <source>Hybrid</source>
        <translation>Hybrid</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <source>node</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>%1 (failed)</source>
        <translation>%1 (ausgefallen)</translation>
    </message>
    <message>
        <source>%1 nodes, each line coloured by its starting weight</source>
        <translation>%1 Knoten, jede Linie in der Farbe ihres Startgewichts</translation>
    </message>
    <message>
        <source>spectral gap %1</source>
        <translation>Spektrallücke %1</translation>
    </message>
    <message>
        <source>gap %1</source>
        <translation>Lücke %1</translation>
    </message>
    <message>
        <source>live nodes: 1 connected group</source>
        <translation>aktive Knoten: 1 Komponente</translation>
    </message>
    <message>
        <source>1 connected group</source>
        <translation>1 Komponente</translation>
    </message>
    <message>
        <source>live nodes: %1 separate groups</source>
        <translation>aktive Knoten: %1 getrennte Gruppen</translation>
    </message>
    <message>
        <source>%1 separate groups</source>
        <translation>%1 getrennte Gruppen</translation>
    </message>
    <message>
        <source>rows sum to 1: each node keeps a weighted average; a down node keeps its own weight (1)</source>
        <translation>Zeilensumme 1: Jeder Knoten bildet ein gewichtetes Mittel; ein ausgefallener Knoten behält sein eigenes Gewicht (1)</translation>
    </message>
    <message>
        <source>Each node's weight per round (dashed: mean %1)</source>
        <translation>Gewicht jedes Knotens pro Runde (gestrichelt: Mittelwert %1)</translation>
    </message>
    <message>
        <source>Weights per round (dashed: mean %1)</source>
        <translation>Gewichte pro Runde (gestrichelt: Mittelwert %1)</translation>
    </message>
    <message>
        <source>Weights per round</source>
        <translation>Gewichte pro Runde</translation>
    </message>
    <message>
        <source>Consensus distance (spread of the live weights)</source>
        <translation>Konsensabstand (Streuung der aktiven Gewichte)</translation>
    </message>
    <message>
        <source>Consensus distance</source>
        <translation>Konsensabstand</translation>
    </message>
    <message>
        <source>distance</source>
        <translation>Dist.</translation>
    </message>
    <message>
        <source>mean weight</source>
        <translation>mittleres Gewicht</translation>
    </message>
    <message>
        <source>Mixing matrix W (row i: how node i averages)</source>
        <translation>Mischmatrix W (Zeile i: wie Knoten i mittelt)</translation>
    </message>
    <message>
        <source>Mixing matrix W</source>
        <translation>Mischmatrix W</translation>
    </message>
    <message>
        <source>node %1 down</source>
        <translation>Knoten %1 ausgefallen</translation>
    </message>
    <message>
        <source>threshold %1</source>
        <translation>Schwelle %1</translation>
    </message>
    <message>
        <source>Decentralized SGD · round %1 of %2 · %3, %4 nodes · no server</source>
        <translation>Dezentrales SGD · Runde %1 von %2 · %3, %4 Knoten · kein Server</translation>
    </message>
    <message>
        <source>Every round each live node averages with its neighbours' current weights: no server, no stale gradients, so this is not asynchronous SGD.</source>
        <translation>In jeder Runde mittelt jeder aktive Knoten mit den aktuellen Gewichten seiner Nachbarn: kein Server, keine veralteten Gradienten, also kein asynchrones SGD.</translation>
    </message>
    <message>
        <source>Each round every live node averages with its neighbours: no server, no stale gradients, not async SGD.</source>
        <translation>Jede Runde mittelt jeder aktive Knoten mit seinen Nachbarn: kein Server, keine veralteten Gradienten, kein asynchrones SGD.</translation>
    </message>
    <message>
        <source>Live nodes average with their neighbours: no server, not async SGD.</source>
        <translation>Aktive Knoten mitteln mit ihren Nachbarn: kein Server, kein asynchrones SGD.</translation>
    </message>
    <message>
        <source>Nodes and links · click a node to fail or revive it, drag to move it</source>
        <translation>Knoten und Verbindungen · Klick auf einen Knoten: ausfallen lassen oder wiederbeleben, Ziehen: verschieben</translation>
    </message>
    <message>
        <source>Nodes and links · click: fail or revive · drag: move</source>
        <translation>Knoten und Verbindungen · Klick: ausfallen oder wiederbeleben · Ziehen: verschieben</translation>
    </message>
    <message>
        <source>Nodes and links</source>
        <translation>Knoten und Verbindungen</translation>
    </message>
    <message>
        <source>mean of live weights</source>
        <translation>Mittel der aktiven Gewichte</translation>
    </message>
    <message>
        <source>consensus distance</source>
        <translation>Konsensabstand</translation>
    </message>
    <message>
        <source>Decentralized SGD: no rounds</source>
        <translation>Dezentrales SGD: keine Runden</translation>
    </message>
    <message>
        <source>No rounds were computed.</source>
        <translation>Es wurden keine Runden berechnet.</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;i&gt;Not asynchronous SGD:&lt;/i&gt; there is no server here and so no stale gradient; every node mixes its neighbours' current weights in the same round.</source>
        <translation>&lt;br&gt;&lt;i&gt;Kein asynchrones SGD:&lt;/i&gt; Hier gibt es keinen Server und daher keinen veralteten Gradienten; jeder Knoten mischt die aktuellen Gewichte seiner Nachbarn in derselben Runde.</translation>
    </message>
    <message>
        <source>(down)</source>
        <translation>(ausgefallen)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Round 0 of %1: the start.&lt;/b&gt; </source>
        <translation>&lt;b&gt;Runde 0 von %1: der Start.&lt;/b&gt; </translation>
    </message>
    <message>
        <source>There is no server. Each of the %1 nodes keeps its own weight: %2 (mean %3, consensus distance %4). The links form a %5. </source>
        <translation>Es gibt keinen Server. Jeder der %1 Knoten hat sein eigenes Gewicht: %2 (Mittelwert %3, Konsensabstand %4). Die Verbindungen bilden die Topologie %5. </translation>
    </message>
    <message>
        <source>In every round each live node swaps weights with its direct neighbours and keeps a weighted average of its own and theirs; the weights are the rows of the mixing matrix W. </source>
        <translation>In jeder Runde tauscht jeder aktive Knoten Gewichte mit seinen direkten Nachbarn aus und behält ein gewichtetes Mittel aus seinem eigenen und ihren; die Gewichtungen sind die Zeilen der Mischmatrix W. </translation>
    </message>
    <message>
        <source>&lt;b&gt;Round %1 of %2.&lt;/b&gt; </source>
        <translation>&lt;b&gt;Runde %1 von %2.&lt;/b&gt; </translation>
    </message>
    <message>
        <source>Each live node first took %1 gradient step on its own shard (η = %2), then </source>
        <translation>Jeder aktive Knoten machte zuerst %1 Gradientenschritt auf seinem eigenen Shard (η = %2), dann </translation>
    </message>
    <message>
        <source>Each live node first took %1 gradient steps on its own shard (η = %2), then </source>
        <translation>Jeder aktive Knoten machte zuerst %1 Gradientenschritte auf seinem eigenen Shard (η = %2), dann </translation>
    </message>
    <message>
        <source>Pure gossip, no gradients: </source>
        <translation>Ohne Gradienten (reines Gossip) </translation>
    </message>
    <message>
        <source>fell from %1 to %2</source>
        <translation>sank von %1 auf %2</translation>
    </message>
    <message>
        <source>rose from %1 to %2</source>
        <translation>stieg von %1 auf %2</translation>
    </message>
    <message>
        <source>stayed at %1</source>
        <translation>blieb bei %1</translation>
    </message>
    <message>
        <source>every live node averaged with its neighbours. The weights are now %1; their mean is %2 and the consensus distance %3. </source>
        <translation>mittelte jeder aktive Knoten mit seinen Nachbarn. Die Gewichte sind jetzt %1; ihr Mittelwert ist %2, und der Konsensabstand %3. </translation>
    </message>
    <message>
        <source>Averaging moves weight around but never creates or destroys it, so the mean stays put. </source>
        <translation>Mitteln verschiebt Gewicht, erzeugt oder vernichtet es aber nie, daher bleibt der Mittelwert gleich. </translation>
    </message>
    <message>
        <source>W's second-largest eigenvalue modulus is %1 (spectral gap %2): the spread does not shrink at all, some nodes can never hear from others. </source>
        <translation>Der zweitgrößte Eigenwertbetrag von W ist %1 (Spektrallücke %2): Die Streuung schrumpft überhaupt nicht, manche Knoten erfahren nie etwas von anderen. </translation>
    </message>
    <message>
        <source>W's second-largest eigenvalue modulus is %1 (spectral gap %2): one round is enough for the connected nodes to agree exactly. </source>
        <translation>Der zweitgrößte Eigenwertbetrag von W ist %1 (Spektrallücke %2): Eine Runde genügt, damit die verbundenen Knoten exakt übereinstimmen. </translation>
    </message>
    <message>
        <source>W's second-largest eigenvalue modulus is %1 (spectral gap %2): the spread shrinks by roughly that factor each round; the bigger the gap, the faster the nodes agree. </source>
        <translation>Der zweitgrößte Eigenwertbetrag von W ist %1 (Spektrallücke %2): Die Streuung schrumpft jede Runde etwa um diesen Faktor; je größer die Lücke, desto schneller stimmen die Knoten überein. </translation>
    </message>
    <message>
        <source>&lt;br&gt;Node %1 is down. </source>
        <translation>&lt;br&gt;Knoten %1 ist ausgefallen. </translation>
    </message>
    <message>
        <source>&lt;br&gt;Nodes %1 are down. </source>
        <translation>&lt;br&gt;Die Knoten %1 sind ausgefallen. </translation>
    </message>
    <message>
        <source>It was the hub: every link of the star ran through it, so the others are cut off from one another (%1 separate groups, spectral gap %2). A dead hub stops a star. </source>
        <translation>Er war das Zentrum: Jede Verbindung des Sterns lief über ihn, daher sind die anderen voneinander abgeschnitten (%1 getrennte Gruppen, Spektrallücke %2). Ein ausgefallenes Zentrum legt einen Stern lahm. </translation>
    </message>
    <message>
        <source>It was an end of the path: nobody else needed it to pass weights along, so the live nodes still form one group and keep mixing (spectral gap %1). </source>
        <translation>Er war ein Ende des Pfads: Niemand sonst brauchte ihn, um Gewichte weiterzugeben, daher bilden die aktiven Knoten weiter eine Gruppe und mischen weiter (Spektrallücke %1). </translation>
    </message>
    <message>
        <source>The live nodes fell apart into %1 groups that can no longer reach one consensus. </source>
        <translation>Die aktiven Knoten zerfielen in %1 Gruppen, die keinen gemeinsamen Konsens mehr erreichen können. </translation>
    </message>
    <message>
        <source>The live nodes are still one connected group, so they keep mixing around the gap. </source>
        <translation>Die aktiven Knoten bilden noch eine zusammenhängende Gruppe, daher mischen sie um den Ausfall herum weiter. </translation>
    </message>
    <message>
        <source>shift</source>
        <translation>Sprung</translation>
    </message>
    <message>
        <source>rotation begins</source>
        <translation>Drehung beginnt</translation>
    </message>
    <message>
        <source>tolerance %1</source>
        <translation>Toleranz %1</translation>
    </message>
    <message>
        <source>stream time (ticks)</source>
        <translation>Datenstrom-Zeit (Takte)</translation>
    </message>
    <message>
        <source>tracking error |w − w*|</source>
        <translation>Verfolgungsfehler |w − w*|</translation>
    </message>
    <message>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>1 tick</source>
        <translation>1 Takt</translation>
    </message>
    <message>
        <source>%1 ticks</source>
        <translation>%1 Takte</translation>
    </message>
    <message>
        <source>Tracking error: distance of each model to the optimum now (dotted lines: the batch model's refits)</source>
        <translation>Verfolgungsfehler: Abstand jedes Modells zum aktuellen Optimum (gepunktet: Neuanpassungen des Batch-Modells)</translation>
    </message>
    <message>
        <source>Tracking error: distance of each model to the optimum now</source>
        <translation>Verfolgungsfehler: Abstand jedes Modells zum aktuellen Optimum</translation>
    </message>
    <message>
        <source>Tracking error</source>
        <translation>Verfolgungsfehler</translation>
    </message>
    <message>
        <source>The models chasing the optimum w*</source>
        <translation>Die Modelle verfolgen das Optimum w*</translation>
    </message>
    <message>
        <source>The plane</source>
        <translation>Die Ebene</translation>
    </message>
    <message>
        <source>w* now</source>
        <translation>w* jetzt</translation>
    </message>
    <message>
        <source>Mean tracking error from the drift to the end</source>
        <translation>Mittlerer Verfolgungsfehler von der Drift bis zum Ende</translation>
    </message>
    <message>
        <source>Mean error</source>
        <translation>Mittlerer Fehler</translation>
    </message>
    <message>
        <source>No batch refit after the drift in this run</source>
        <translation>Keine Batch-Neuanpassung nach der Drift in diesem Lauf</translation>
    </message>
    <message>
        <source>Batch refit at tick %1: error %2 just before, %3 after</source>
        <translation>Batch-Neuanpassung bei Takt %1: Fehler %2 kurz davor, %3 danach</translation>
    </message>
    <message>
        <source>Refit at %1: %2 → %3</source>
        <translation>Neuanpassung bei %1: %2 → %3</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>gehalten</translation>
    </message>
    <message>
        <source>at the drift</source>
        <translation>bei der Drift</translation>
    </message>
    <message>
        <source>at drift</source>
        <translation>bei Drift</translation>
    </message>
    <message>
        <source>back within %1</source>
        <translation>wieder innerhalb %1</translation>
    </message>
    <message>
        <source>recovered</source>
        <translation>erholt</translation>
    </message>
    <message>
        <source>not yet</source>
        <translation>noch nicht</translation>
    </message>
    <message>
        <source>mean since</source>
        <translation>Mittel seitdem</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>stale</source>
        <translation>veraltet</translation>
    </message>
    <message>
        <source>After the drift at tick %1</source>
        <translation>Nach der Drift bei Takt %1</translation>
    </message>
    <message>
        <source>After the drift</source>
        <translation>Nach der Drift</translation>
    </message>
    <message>
        <source>The run's numbers come back once the answer is shown.</source>
        <translation>Die Zahlen des Laufs erscheinen wieder, sobald die Antwort gezeigt ist.</translation>
    </message>
    <message>
        <source>tick</source>
        <translation>Takt</translation>
    </message>
    <message>
        <source>error, async</source>
        <translation>Fehler, asynchron</translation>
    </message>
    <message>
        <source>error, high staleness</source>
        <translation>Fehler, hohe Veraltung</translation>
    </message>
    <message>
        <source>error, batch</source>
        <translation>Fehler, Batch</translation>
    </message>
    <message>
        <source>staleness, async</source>
        <translation>Veraltung, asynchron</translation>
    </message>
    <message>
        <source>staleness, high</source>
        <translation>Veraltung, hoch</translation>
    </message>
    <message>
        <source>a shift</source>
        <translation>ein Sprung</translation>
    </message>
    <message>
        <source>a rotation</source>
        <translation>eine Drehung</translation>
    </message>
    <message>
        <source>Drifting stream: %1 at tick %2, %3 async workers, batch refits every %4, tick %5 of %6</source>
        <translation>Driftender Datenstrom: %1 bei Takt %2, %3 asynchrone Worker, Batch-Neuanpassung alle %4, Takt %5 von %6</translation>
    </message>
    <message>
        <source>Drifting stream: tick %1 of %2</source>
        <translation>Driftender Datenstrom: Takt %1 von %2</translation>
    </message>
    <message>
        <source>Now: w* = (%1, %2) · error: async %3, high staleness %4, batch %5 · gradients applied %6 and %7</source>
        <translation>Jetzt: w* = (%1, %2) · Fehler: asynchron %3, hohe Veraltung %4, Batch %5 · angewendete Gradienten %6 und %7</translation>
    </message>
    <message>
        <source>Error: async %1 · high staleness %2 · batch %3</source>
        <translation>Fehler: asynchron %1 · hohe Veraltung %2 · Batch %3</translation>
    </message>
    <message>
        <source>Drifting stream: no ticks</source>
        <translation>Driftender Datenstrom: keine Takte</translation>
    </message>
    <message>
        <source>never gets back within %1</source>
        <translation>liegt nie wieder innerhalb %1</translation>
    </message>
    <message>
        <source>never strays beyond %1</source>
        <translation>bleibt stets innerhalb %1</translation>
    </message>
    <message>
        <source>is back within %1 after &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>braucht &lt;b&gt;%2&lt;/b&gt;, bis der Fehler wieder innerhalb %1 liegt</translation>
    </message>
    <message>
        <source>&lt;b&gt;Batch&lt;/b&gt; gets no refit after the drift in this run: it stays %1 away on average.</source>
        <translation>&lt;b&gt;Batch&lt;/b&gt;: In diesem Lauf keine Neuanpassung nach der Drift; das Modell bleibt im Mittel %1 entfernt.</translation>
    </message>
    <message>
        <source>, not all the way, because its %1-tick window still held data from before the shift</source>
        <translation>, aber nicht ganz zurück, weil sein %1-Takt-Fenster noch Daten von vor dem Sprung enthielt</translation>
    </message>
    <message>
        <source>, not all the way, because it fits the middle of its %1-tick window while w* keeps turning</source>
        <translation>, aber nicht ganz zurück, weil es die Mitte seines %1-Takt-Fensters anpasst, während w* sich weiterdreht</translation>
    </message>
    <message>
        <source>&lt;b&gt;Batch&lt;/b&gt; just before its refit at tick %1 is still &lt;b&gt;%2&lt;/b&gt; away; the refit brings it to %3%4.</source>
        <translation>&lt;b&gt;Batch&lt;/b&gt; ist kurz vor seiner Neuanpassung bei Takt %1 noch &lt;b&gt;%2&lt;/b&gt; entfernt; die Neuanpassung bringt es auf %3%4.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Just after the shift&lt;/b&gt; (tick %1) w* has jumped %2: errors async %3, high staleness %4, batch %5. </source>
        <translation>&lt;b&gt;Direkt nach dem Sprung&lt;/b&gt; (Takt %1) ist w* um %2 gesprungen: Fehler asynchron %3, hohe Veraltung %4, Batch %5. </translation>
    </message>
    <message>
        <source>&lt;b&gt;From tick %1&lt;/b&gt; w* turns %2° per tick, moving %3 per tick. </source>
        <translation>&lt;b&gt;Ab Takt %1&lt;/b&gt; dreht sich w* um %2° pro Takt und bewegt sich dabei um %3 pro Takt. </translation>
    </message>
    <message>
        <source>, before the batch model's next refit at tick %1</source>
        <translation>, also vor der nächsten Neuanpassung des Batch-Modells bei Takt %1</translation>
    </message>
    <message>
        <source>, not before the batch model's next refit at tick %1</source>
        <translation>, nicht vor der nächsten Neuanpassung des Batch-Modells bei Takt %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Async&lt;/b&gt; (%1, gradients %2 updates old on average) %3%4; its mean error since the drift is %5. </source>
        <translation>&lt;b&gt;Asynchron&lt;/b&gt; (%1, Gradienten im Mittel %2 Updates alt) %3%4; der mittlere Fehler seit der Drift ist %5. </translation>
    </message>
    <message>
        <source>&lt;b&gt;High staleness&lt;/b&gt; (%1 needing %2 each: the same updates per tick, but %3 updates old and made from older data) %4; its mean error since the drift is %5. </source>
        <translation>&lt;b&gt;Hohe Veraltung&lt;/b&gt; (%1, die je %2 brauchen: gleich viele Updates pro Takt, aber %3 Updates alt und aus älteren Daten) %4; der mittlere Fehler seit der Drift ist %5. </translation>
    </message>
    <message>
        <source>A steady turn is trailed at about the same distance whatever the delay (η and the update rate set it); staleness costs most when w* jumps. </source>
        <translation>Einer gleichmäßigen Drehung folgt man unabhängig von der Verzögerung in etwa gleichem Abstand (η und die Update-Rate bestimmen ihn); Veraltung kostet am meisten, wenn w* springt. </translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;b&gt;A server's model ran away&lt;/b&gt;: η is too large for its staleness; it is held at its last value.</source>
        <translation>&lt;br&gt;&lt;b&gt;Das Modell eines Servers ist divergiert&lt;/b&gt;: η ist zu groß für seine Veraltung; es wird auf seinem letzten Wert gehalten.</translation>
    </message>
    <message>
        <source>At tick %1 w* will jump %2° round the origin, %3 away, like a new fraud pattern.</source>
        <translation>Bei Takt %1 springt w* um %2° um den Ursprung, %3 weit, wie bei einem neuen Betrugsmuster.</translation>
    </message>
    <message>
        <source>From tick %1 w* will turn %2° per tick, like news interest moving on.</source>
        <translation>Ab Takt %1 dreht sich w* um %2° pro Takt, wie ein Interesse an Nachrichten, das weiterwandert.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tick 0: the stream starts.&lt;/b&gt; Every tick brings %1 micro-batches of %2 examples; the best model is w* = (%3, %4). All three learners start from the fit to the history, %5 from w*. %6 &lt;i&gt;Predict:&lt;/i&gt; who tracks the new w* first: %7 async workers, %8 slower ones, or a model refitted every %9?</source>
        <translation>&lt;b&gt;Takt 0: Der Datenstrom beginnt.&lt;/b&gt; Jeder Takt bringt %1 Micro-Batches mit je %2 Beispielen; das beste Modell ist w* = (%3, %4). Alle drei Lerner starten bei der Anpassung an die Historie, %5 von w* entfernt. %6 &lt;i&gt;Vorhersagen:&lt;/i&gt; Wer folgt dem neuen w* zuerst: %7 asynchrone Worker, %8 langsamere oder ein Modell, das alle %9 neu angepasst wird?</translation>
    </message>
    <message>
        <source>after the drift at tick %1</source>
        <translation>nach der Drift bei Takt %1</translation>
    </message>
    <message>
        <source>no drift yet</source>
        <translation>noch keine Drift</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tick %1 of %2, %3.&lt;/b&gt; Errors: async %4, high staleness %5, batch %6. </source>
        <translation>&lt;b&gt;Takt %1 von %2, %3.&lt;/b&gt; Fehler: asynchron %4, hohe Veraltung %5, Batch %6. </translation>
    </message>
    <message>
        <source>This tick's gradients were %1 (async) and %2 (high staleness) updates old on average.</source>
        <translation>Die Gradienten dieses Takts waren im Mittel %1 (asynchron) und %2 (hohe Veraltung) Updates alt.</translation>
    </message>
    <message>
        <source>The slower high-staleness workers have not pushed a gradient yet.</source>
        <translation>Die langsameren Worker mit hoher Veraltung haben noch keinen Gradienten gepusht.</translation>
    </message>
    <message>
        <source>No gradient has reached either server yet.</source>
        <translation>Noch hat kein Gradient einen der beiden Server erreicht.</translation>
    </message>
    <message>
        <source> &lt;b&gt;The batch model was refitted now&lt;/b&gt; on the last %1 of the stream.</source>
        <translation> &lt;b&gt;Das Batch-Modell wurde gerade neu angepasst&lt;/b&gt;, an die letzten %1 des Datenstroms.</translation>
    </message>
    <message>
        <source>&lt;b&gt;No ticks.&lt;/b&gt; The stream produced nothing.</source>
        <translation>&lt;b&gt;Keine Takte.&lt;/b&gt; Der Datenstrom hat nichts geliefert.</translation>
    </message>
    <message>
        <source>Loss against measured time (same data, same work)</source>
        <translation>Verlust gegen gemessene Zeit (gleiche Daten, gleiche Arbeit)</translation>
    </message>
    <message>
        <source>wall-clock time (ms)</source>
        <translation>Wall-Clock-Zeit (ms)</translation>
    </message>
    <message>
        <source>time (ms)</source>
        <translation>Zeit (ms)</translation>
    </message>
    <message>
        <source>loss (log scale)</source>
        <translation>Verlust (log. Skala)</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>Verlust</translation>
    </message>
    <message>
        <source>Updates per second against threads</source>
        <translation>Updates pro Sekunde gegen Threads</translation>
    </message>
    <message>
        <source>Updates/s vs threads</source>
        <translation>Updates/s vs. Threads</translation>
    </message>
    <message>
        <source>No sweep in this run (sweep time 0)</source>
        <translation>Kein Sweep in diesem Lauf (Sweep-Zeit 0)</translation>
    </message>
    <message>
        <source>threads</source>
        <translation>Threads</translation>
    </message>
    <message>
        <source>million updates per second</source>
        <translation>Millionen Updates pro Sekunde</translation>
    </message>
    <message>
        <source>M updates/s</source>
        <translation>Mio. Upd./s</translation>
    </message>
    <message>
        <source>lock-free</source>
        <translation>sperrfrei</translation>
    </message>
    <message>
        <source>one global lock</source>
        <translation>eine globale Sperre</translation>
    </message>
    <message>
        <source>Denser rows: more collisions</source>
        <translation>Dichtere Zeilen: mehr Kollisionen</translation>
    </message>
    <message>
        <source>Density sweep</source>
        <translation>Dichte-Sweep</translation>
    </message>
    <message>
        <source>density: share of features per example</source>
        <translation>Dichte: Anteil der Merkmale pro Beispiel</translation>
    </message>
    <message>
        <source>density</source>
        <translation>Dichte</translation>
    </message>
    <message>
        <source>collided writes (%)</source>
        <translation>kollidierte Schreibzugriffe (%)</translation>
    </message>
    <message>
        <source>collided (%)</source>
        <translation>kollidiert (%)</translation>
    </message>
    <message>
        <source>thread %1</source>
        <translation>Thread %1</translation>
    </message>
    <message>
        <source>one thread</source>
        <translation>ein Thread</translation>
    </message>
    <message>
        <source>snapshot</source>
        <translation>Schnappschuss</translation>
    </message>
    <message>
        <source>updates</source>
        <translation>Updates</translation>
    </message>
    <message>
        <source>collided writes</source>
        <translation>kollidierte Schreibzugriffe</translation>
    </message>
    <message>
        <source>share collided</source>
        <translation>Anteil kollidiert</translation>
    </message>
    <message>
        <source>Hogwild!: no snapshots</source>
        <translation>Hogwild!: keine Schnappschüsse</translation>
    </message>
    <message>
        <source>Hogwild!: %1, %2, each example touches %3 of %4 weights</source>
        <translation>Hogwild!: %1, %2, jedes Beispiel berührt %3 von %4 Gewichten</translation>
    </message>
    <message>
        <source>Hogwild!: %1, %2, %3 of %4 weights per example</source>
        <translation>Hogwild!: %1, %2, %3 von %4 Gewichten pro Beispiel</translation>
    </message>
    <message>
        <source>Hogwild!: %1, %2</source>
        <translation>Hogwild!: %1, %2</translation>
    </message>
    <message>
        <source>This run had %1 on %2: they took turns on the cores instead of running side by side, so its timings say nothing about lock-free speed-up. Set threads to %3 or fewer (0 picks it).</source>
        <translation>Dieser Lauf hatte %1 auf %2: Sie wechselten sich auf den Kernen ab, statt nebeneinander zu laufen, daher sagen seine Zeiten nichts über den Speed-up ohne Sperre aus. Threads K auf %3 oder weniger setzen (0 wählt genau das).</translation>
    </message>
    <message>
        <source>snapshot %1 of %2</source>
        <translation>Schnappschuss %1 von %2</translation>
    </message>
    <message>
        <source>measured on this machine: %1 on %2, so they take turns</source>
        <translation>gemessen auf diesem Rechner: %1 auf %2, daher wechseln sie sich ab</translation>
    </message>
    <message>
        <source>measured on this machine (%1)</source>
        <translation>gemessen auf diesem Rechner (%1)</translation>
    </message>
    <message>
        <source>%1 · t = %2 · %3 updates · loss %4 · %5 of writes collided · %6</source>
        <translation>%1 · t = %2 · %3 Updates · Verlust %4 · %5 der Schreibzugriffe kollidiert · %6</translation>
    </message>
    <message>
        <source>%1 · t = %2 · %3 updates · loss %4 · %5 collided</source>
        <translation>%1 · t = %2 · %3 Updates · Verlust %4 · %5 kollidiert</translation>
    </message>
    <message>
        <source>%1 · t = %2 · loss %3</source>
        <translation>%1 · t = %2 · Verlust %3</translation>
    </message>
    <message>
        <source>%1 of this computer will share one vector of %2 weights in memory, and none of them takes a lock. Each example touches only %3 of the %4 weights (density %5), so two threads seldom work on the same weight at once: Hogwild! counts on the data being that sparse. </source>
        <translation>%1 dieses Rechners teilen sich einen Vektor aus %2 Gewichten im Speicher, und keiner von ihnen nimmt eine Sperre. Jedes Beispiel berührt nur %3 der %4 Gewichte (Dichte %5), sodass zwei Threads selten gleichzeitig am selben Gewicht arbeiten: Hogwild! setzt darauf, dass die Daten so dünn besetzt sind. </translation>
    </message>
    <message>
        <source>Every write is an atomic add: a thread may compute with a value another thread is about to change, but no number is ever torn or lost. At w = 0 the loss is %1; the best the noisy labels allow is about %2. </source>
        <translation>Jeder Schreibzugriff ist eine atomare Addition: Ein Thread rechnet womöglich mit einem Wert, den ein anderer Thread gleich ändert, aber keine Zahl wird je zerrissen oder geht verloren. Bei w = 0 ist der Verlust %1; das Beste, was die verrauschten Labels zulassen, ist etwa %2. </translation>
    </message>
    <message>
        <source>%1 after the start the threads have applied %2 examples; %3 of them since the last snapshot. </source>
        <translation>%1 nach dem Start haben die Threads %2 Beispiele angewendet, davon %3 seit dem letzten Schnappschuss. </translation>
    </message>
    <message>
        <source>A write &lt;i&gt;collides&lt;/i&gt; when another thread wrote the same weight between this thread's read and its write (the weight's version stamp moved): %1 such writes in this window, marked ✕, and %2 of all writes so far. The loss is &lt;b&gt;%3&lt;/b&gt;. </source>
        <translation>Ein Schreibzugriff &lt;i&gt;kollidiert&lt;/i&gt;, wenn ein anderer Thread dasselbe Gewicht zwischen dem Lesen und dem Schreiben dieses Threads geschrieben hat (der Versionsstempel des Gewichts hat sich bewegt): %1 solche Schreibzugriffe in diesem Fenster, mit ✕ markiert, und %2 aller bisherigen Schreibzugriffe. Der Verlust ist &lt;b&gt;%3&lt;/b&gt;. </translation>
    </message>
    <message>
        <source>&lt;br&gt;Same data, same number of updates: lock-free took %1 (%2), one global lock %3 (%4), one thread %5 (%6). </source>
        <translation>&lt;br&gt;Gleiche Daten, gleich viele Updates: sperrfrei brauchte %1 (%2), eine globale Sperre %3 (%4), ein Thread %5 (%6). </translation>
    </message>
    <message>
        <source>The lock makes collisions impossible (%1 here) but lets only one thread update at a time, and the threads queue for it. </source>
        <translation>Die Sperre macht Kollisionen unmöglich (hier %1), lässt aber immer nur einen Thread zugleich aktualisieren, und die Threads stehen dafür Schlange. </translation>
    </message>
    <message>
        <source>&lt;br&gt;Denser rows break the bet. In the density sweep (%1 ms per density) %2 of writes collided at density %3 and %4 at density %5. After as many updates as the lock-free run made, its loss was %6 against one thread's %7 at the sparsest density, and %8 against %9 at the densest; part of any gap is the order in which the examples happened to arrive, not only the collisions. </source>
        <translation>&lt;br&gt;Dichtere Zeilen lassen die Wette platzen. Im Dichte-Sweep (%1 ms pro Dichte) kollidierten %2 der Schreibzugriffe bei Dichte %3 und %4 bei Dichte %5. Nach so vielen Updates, wie der lock-free-Lauf machte, lag sein Verlust bei der geringsten Dichte bei %6 gegenüber %7 mit einem Thread, bei der höchsten bei %8 gegenüber %9; ein Teil jedes Unterschieds ist die Reihenfolge, in der die Beispiele zufällig ankamen, nicht nur die Kollisionen. </translation>
    </message>
    <message>
        <source>&lt;b&gt;No snapshots.&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Keine Schnappschüsse.&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Snapshot %1 of %2%3.&lt;/b&gt; </source>
        <translation>&lt;b&gt;Schnappschuss %1 von %2%3.&lt;/b&gt; </translation>
    </message>
    <message>
        <source>: the start</source>
        <translation>: der Anfang</translation>
    </message>
    <message>
        <source>&lt;br&gt;Rows are &lt;b&gt;disjoint&lt;/b&gt;: thread k only ever touches its own block of weights, so writes cannot meet, the collision count stays 0 and the result is exactly what one thread would get. </source>
        <translation>&lt;br&gt;Die Zeilen sind &lt;b&gt;disjunkt&lt;/b&gt;: Thread k berührt immer nur seinen eigenen Block von Gewichten, daher können sich Schreibzugriffe nicht treffen, die Zahl der Kollisionen bleibt 0, und das Ergebnis ist genau das eines einzelnen Threads. </translation>
    </message>
    <message>
        <source>&lt;br&gt;The frames replay the run with %1. </source>
        <translation>&lt;br&gt;Die Bilder geben den Lauf mit %1 wieder. </translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;i&gt;Measured, not simulated:&lt;/i&gt; on this machine (%1). The data comes from seed %2, but the threads' timing does not, so running again gives other numbers.</source>
        <translation>&lt;br&gt;&lt;i&gt;Gemessen, nicht simuliert:&lt;/i&gt; auf diesem Rechner (%1). Die Daten stammen aus Seed %2, das Timing der Threads aber nicht, daher ergibt ein neuer Lauf andere Zahlen.</translation>
    </message>
    <message>
        <source>ticks: each thread's latest writes (newest brightest) · ✕ and ▼: a write that collided since the last snapshot · cells: w by value</source>
        <translation>Striche: die letzten Schreibzugriffe jedes Threads (neueste am hellsten) · ✕ und ▼: ein Schreibzugriff, der seit dem letzten Schnappschuss kollidiert ist · Zellen: w nach Wert</translation>
    </message>
    <message>
        <source>ticks: latest writes · ✕ ▼: collided writes · cells: w by value</source>
        <translation>Striche: letzte Schreibzugriffe · ✕ ▼: kollidierte Schreibzugriffe · Zellen: w nach Wert</translation>
    </message>
    <message>
        <source>ticks: writes · ✕: collisions</source>
        <translation>Striche: Schreibzugriffe · ✕: Kollisionen</translation>
    </message>
    <message>
        <source>Shared weights: %1 updates and %2 collided writes since the last snapshot</source>
        <translation>Gemeinsame Gewichte: %1 Updates und %2 kollidierte Schreibzugriffe seit dem letzten Schnappschuss</translation>
    </message>
    <message>
        <source>Shared weights: %1 updates, %2 collisions</source>
        <translation>Gemeinsame Gewichte: %1 Updates, %2 Kollisionen</translation>
    </message>
    <message>
        <source>Shared weights</source>
        <translation>Gemeinsame Gewichte</translation>
    </message>
    <message>
        <source>server update t</source>
        <translation>Server-Update t</translation>
    </message>
    <message>
        <source>weight w (minimum at %1)</source>
        <translation>Gewicht w (Minimum bei %1)</translation>
    </message>
    <message>
        <source>one async run</source>
        <translation>ein asynchroner Lauf</translation>
    </message>
    <message>
        <source>async, mean of %1 runs</source>
        <translation>asynchron, Mittel aus %1 Läufen</translation>
    </message>
    <message>
        <source>momentum SGD, μ = %1</source>
        <translation>Momentum-SGD, μ = %1</translation>
    </message>
    <message>
        <source>leaky server, leak %1</source>
        <translation>Server mit Leck %1</translation>
    </message>
    <message>
        <source>async at η = %1</source>
        <translation>asynchron bei η = %1</translation>
    </message>
    <message>
        <source>workers K</source>
        <translation>Worker K</translation>
    </message>
    <message>
        <source>momentum μ</source>
        <translation>Impuls μ</translation>
    </message>
    <message>
        <source>fitted from the runs</source>
        <translation>aus den Läufen geschätzt</translation>
    </message>
    <message>
        <source>staleness τ (updates)</source>
        <translation>Veraltung τ (Updates)</translation>
    </message>
    <message>
        <source>share of gradients</source>
        <translation>Anteil der Gradienten</translation>
    </message>
    <message>
        <source>share</source>
        <translation>Anteil</translation>
    </message>
    <message>
        <source>The weight against server updates</source>
        <translation>Das Gewicht gegen die Server-Updates</translation>
    </message>
    <message>
        <source>Fitted momentum against K</source>
        <translation>Geschätztes Momentum gegen K</translation>
    </message>
    <message>
        <source>How old the gradients are (K = %1)</source>
        <translation>Wie alt die Gradienten sind (K = %1)</translation>
    </message>
    <message>
        <source>Fitted μ = %1   ·   1 − 1/K = %2   ·   overshoot past the minimum: async %3, momentum SGD %4</source>
        <translation>Geschätztes μ = %1   ·   1 − 1/K = %2   ·   Überschwingen über das Minimum: asynchron %3, Momentum-SGD %4</translation>
    </message>
    <message>
        <source>Leaky server: μ = %1 (expected %2), overshoot %3   ·   η = %4 (critical %5): μ = %6, overshoot %7</source>
        <translation>Server mit Leck: μ = %1 (erwartet %2), Überschwingen %3   ·   η = %4 (kritisch %5): μ = %6, Überschwingen %7</translation>
    </message>
    <message>
        <source>Fitted μ = %1   ·   1 − 1/K = %2</source>
        <translation>Geschätztes μ = %1   ·   1 − 1/K = %2</translation>
    </message>
    <message>
        <source>Leaky μ = %1 (expected %2)   ·   η = %3: μ = %4</source>
        <translation>Mit Leck μ = %1 (erwartet %2)   ·   η = %3: μ = %4</translation>
    </message>
    <message>
        <source>async (mean)</source>
        <translation>asynchron (Mittel)</translation>
    </message>
    <message>
        <source>momentum SGD</source>
        <translation>Momentum-SGD</translation>
    </message>
    <message>
        <source>one run</source>
        <translation>ein Lauf</translation>
    </message>
    <message>
        <source>its staleness</source>
        <translation>seine Veraltung</translation>
    </message>
    <message>
        <source>leaky server</source>
        <translation>Server mit Leck</translation>
    </message>
    <message>
        <source>lower η</source>
        <translation>kleineres η</translation>
    </message>
    <message>
        <source>Implicit momentum: no updates</source>
        <translation>Implizites Momentum: keine Updates</translation>
    </message>
    <message>
        <source>Implicit momentum: %1 asynchronous workers, η = %2, update %3 of %4</source>
        <translation>Implizites Momentum: %1 asynchrone Worker, η = %2, Update %3 von %4</translation>
    </message>
    <message>
        <source>Implicit momentum: K = %1, update %2 of %3</source>
        <translation>Implizites Momentum: K = %1, Update %2 von %3</translation>
    </message>
    <message>
        <source>&lt;b&gt;Update 0: the start.&lt;/b&gt; %1 each read w = %2 and start a gradient of the loss ½(w − %3)². Each gradient takes a random time, so they land in a random order, and the server applies each one with η = %4 as it arrives, however old it is. The curve “async, mean” averages %5 such runs. &lt;i&gt;Predict:&lt;/i&gt; will the mean slide straight down to %3, or swing past it like a ball with momentum?</source>
        <translation>&lt;b&gt;Update 0: der Anfang.&lt;/b&gt; %1 lesen jeweils w = %2 und beginnen einen Gradienten des Verlusts ½(w − %3)². Jeder Gradient braucht eine zufällige Zeit, daher landen sie in zufälliger Reihenfolge, und der Server wendet jeden mit η = %4 an, sobald er ankommt, egal wie alt er ist. Die Kurve „asynchron, Mittel“ mittelt %5 solcher Läufe. &lt;i&gt;Vorhersagen:&lt;/i&gt; Gleitet das Mittel direkt hinab zu %3, oder schwingt es darüber hinaus wie eine Kugel mit Schwung?</translation>
    </message>
    <message>
        <source>&lt;b&gt;Update %1 of %2.&lt;/b&gt; </source>
        <translation>&lt;b&gt;Update %1 von %2.&lt;/b&gt; </translation>
    </message>
    <message>
        <source>In the thin sample run, worker %1's gradient was &lt;b&gt;%2&lt;/b&gt; old when it landed. </source>
        <translation>Im dünn gezeichneten Beispiellauf war der Gradient von Worker %1 beim Eintreffen &lt;b&gt;%2&lt;/b&gt; alt. </translation>
    </message>
    <message>
        <source>The mean of the runs stands at w = &lt;b&gt;%1&lt;/b&gt;; momentum SGD with μ = 1 − 1/%2 = %3 and step η/K = %4 stands at &lt;b&gt;%5&lt;/b&gt;. </source>
        <translation>Das Mittel der Läufe steht bei w = &lt;b&gt;%1&lt;/b&gt;; Momentum-SGD mit μ = 1 − 1/%2 = %3 und Schritt η/K = %4 steht bei &lt;b&gt;%5&lt;/b&gt;. </translation>
    </message>
    <message>
        <source>Keep stepping: does the mean stop at %1, or run past it?</source>
        <translation>Weiter vorwärts: Hält das Mittel bei %1 an, oder läuft es darüber hinaus?</translation>
    </message>
    <message>
        <source>The mean has swung past %1 (since update %2). </source>
        <translation>Das Mittel ist über %1 hinausgeschwungen (seit Update %2). </translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;b&gt;Why:&lt;/b&gt; the next gradient to land is any worker's with the same chance, 1/%1, so %2 of them are fresh and the rest were read 1, 2, 3 … updates ago, each age %3 times as rare as the one before. A sum of old gradients that fades by that factor is exactly a momentum buffer. </source>
        <translation>&lt;br&gt;&lt;b&gt;Warum:&lt;/b&gt; Der nächste eintreffende Gradient stammt mit gleicher Wahrscheinlichkeit 1/%1 von jedem Worker, daher sind %2 davon frisch, und der Rest wurde vor 1, 2, 3 … Updates gelesen, jedes Alter %3-mal so selten wie das vorige. Eine Summe alter Gradienten, die um diesen Faktor abklingt, ist genau ein Momentum-Puffer. </translation>
    </message>
    <message>
        <source>Least squares on the mean curve, w[t+1] − w[t] + η′ g[t] = μ (w[t] − w[t−1]) with the theory's step η′ = η/K = %1, gives &lt;b&gt;μ = %2&lt;/b&gt; against 1 − 1/K = %3. </source>
        <translation>Kleinste Quadrate auf der Kurve des Mittels, w[t+1] − w[t] + η′ g[t] = μ (w[t] − w[t−1]) mit dem Schritt der Theorie η′ = η/K = %1, ergeben &lt;b&gt;μ = %2&lt;/b&gt; gegenüber 1 − 1/K = %3. </translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;b&gt;Damping it:&lt;/b&gt; a leaky server that applies a gradient τ updates old at η × %1^τ leaves μ = %2 (expected %3 × %1 = %4) and swings %5 past the minimum instead of %6. A lower rate η = %7 keeps μ = %8 but stays under the critical rate %9, so it creeps down without swinging past (%10), at the price of speed.</source>
        <translation>&lt;br&gt;&lt;b&gt;Dämpfen:&lt;/b&gt; Ein Server mit Leck, der einen τ Updates alten Gradienten mit η × %1^τ anwendet, lässt μ = %2 übrig (erwartet %3 × %1 = %4) und schwingt %5 über das Minimum hinaus statt %6. Eine kleinere Lernrate η = %7 behält μ = %8, bleibt aber unter der kritischen Lernrate %9, kriecht also hinab, ohne darüber hinauszuschwingen (%10), auf Kosten der Geschwindigkeit.</translation>
    </message>
    <message>
        <source>&lt;b&gt;No updates.&lt;/b&gt; The server applied no gradients.</source>
        <translation>&lt;b&gt;Keine Updates.&lt;/b&gt; Der Server hat keine Gradienten angewendet.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Momentum against the number of workers.&lt;/b&gt; For every K from 1 to 16 the same fit runs on the mean of the asynchronous runs. The dots follow 1 − 1/K: one worker gives plain SGD (μ = 0), two give %1, %2 give %3 (fitted %4). More workers, more inertia.</source>
        <translation>&lt;b&gt;Momentum gegen die Zahl der Worker.&lt;/b&gt; Für jedes K von 1 bis 16 läuft dieselbe Anpassung auf dem Mittel der asynchronen Läufe. Die Punkte folgen 1 − 1/K: Ein Worker ergibt gewöhnliches SGD (μ = 0), zwei ergeben %1, %2 ergeben %3 (geschätzt %4). Mehr Worker, mehr Trägheit.</translation>
    </message>
    <message>
        <source>&lt;b&gt;How old the gradients are.&lt;/b&gt; With %1 workers whose compute times are random and memoryless, %2 of the gradients arrive fresh and each extra update of age is %3 times as rare: the geometric law that turns asynchrony into momentum μ = 1 − 1/K.</source>
        <translation>&lt;b&gt;Wie alt die Gradienten sind.&lt;/b&gt; Bei %1 Workern mit zufälligen, gedächtnislosen Rechenzeiten kommen %2 der Gradienten frisch an, und jedes weitere Update an Alter ist %3-mal so selten: das geometrische Gesetz, das Asynchronität in Momentum μ = 1 − 1/K verwandelt.</translation>
    </message>
    <message>
        <source>sample-wise</source>
        <translation>pro Stichprobe</translation>
    </message>
    <message>
        <source>mini-batch, B = %1</source>
        <translation>Mini-Batch, B = %1</translation>
    </message>
    <message>
        <source>full batch</source>
        <translation>Full Batch</translation>
    </message>
    <message>
        <source>samples seen</source>
        <translation>gesehene Stichproben</translation>
    </message>
    <message>
        <source>updates (log scale)</source>
        <translation>Updates (log. Skala)</translation>
    </message>
    <message>
        <source>loss over all samples</source>
        <translation>Verlust über alle Stichproben</translation>
    </message>
    <message>
        <source>epoch %1 →</source>
        <translation>Epoche %1 →</translation>
    </message>
    <message>
        <source>update %1: L = %2, off the chart ↑</source>
        <translation>Update %1: L = %2, außerhalb des Diagramms ↑</translation>
    </message>
    <message>
        <source>update %1: L = %2</source>
        <translation>Update %1: L = %2</translation>
    </message>
    <message>
        <source>%1 updates per epoch</source>
        <translation>%1 Updates pro Epoche</translation>
    </message>
    <message>
        <source>mini-batch · B = %1 · %2</source>
        <translation>Mini-Batch · B = %1 · %2</translation>
    </message>
    <message>
        <source>Loss against samples seen</source>
        <translation>Verlust gegen gesehene Stichproben</translation>
    </message>
    <message>
        <source>Put samples seen on the chart's x axis instead of updates: the same amount of data for every cadence.</source>
        <translation>Gesehene Stichproben statt Updates auf die x-Achse legen: dieselbe Datenmenge für jeden Takt.</translation>
    </message>
    <message>
        <source>epoch</source>
        <translation>Epoche</translation>
    </message>
    <message>
        <source>batch</source>
        <translation>Batch</translation>
    </message>
    <message>
        <source>size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Loss of the three cadences</source>
        <translation>Verlust der drei Takte</translation>
    </message>
    <message>
        <source>One mini-batch: frozen weight, averaged gradient</source>
        <translation>Ein Mini-Batch: Gewicht eingefroren, Gradient gemittelt</translation>
    </message>
    <message>
        <source>Mini-batch cadence: when is w allowed to move?</source>
        <translation>Mini-Batch-Takt: Wann darf sich w bewegen?</translation>
    </message>
    <message>
        <source>update %1 of %2 · epoch %3 of %4</source>
        <translation>Update %1 von %2 · Epoche %3 von %4</translation>
    </message>
    <message>
        <source>Mini-batch: no updates</source>
        <translation>Mini-Batch: keine Updates</translation>
    </message>
    <message>
        <source>Update 0 of %1: the start</source>
        <translation>Update 0 von %1: der Anfang</translation>
    </message>
    <message>
        <source>w = %1, loss over all %2 samples = %3</source>
        <translation>w = %1, Verlust über alle %2 Stichproben = %3</translation>
    </message>
    <message>
        <source>no samples seen yet</source>
        <translation>noch keine Stichprobe gesehen</translation>
    </message>
    <message>
        <source>Update %1 of %2 · epoch %3 · batch %4 of %5</source>
        <translation>Update %1 von %2 · Epoche %3 · Batch %4 von %5</translation>
    </message>
    <message>
        <source>samples %1–%2 of the shuffled tape, %3 in the batch (%4 repeated)</source>
        <translation>Stichproben %1–%2 des gemischten Bands, %3 im Batch (%4 wiederholt)</translation>
    </message>
    <message>
        <source>samples %1–%2 of the shuffled tape, %3 in the batch</source>
        <translation>Stichproben %1–%2 des gemischten Bands, %3 im Batch</translation>
    </message>
    <message>
        <source>mean gradient ḡ = %1</source>
        <translation>mittlerer Gradient ḡ = %1</translation>
    </message>
    <message>
        <source>loss over all samples %1 · seen %2</source>
        <translation>Verlust über alle Stichproben %1 · gesehen %2</translation>
    </message>
    <message>
        <source>Frozen-weight batch: the lecture's four samples</source>
        <translation>Batch mit eingefrorenem Gewicht: die vier Stichproben der Vorlesung</translation>
    </message>
    <message>
        <source>This update's batch, weight frozen</source>
        <translation>Batch dieses Updates, Gewicht eingefroren</translation>
    </message>
    <message>
        <source>w stays %1 while its gradient is taken</source>
        <translation>w bleibt %1, während sein Gradient berechnet wird</translation>
    </message>
    <message>
        <source>w stays %1 while %2 gradients are taken</source>
        <translation>w bleibt %1, während %2 Gradienten berechnet werden</translation>
    </message>
    <message>
        <source>one update: %1 %2 %3·%4 %6 %5</source>
        <translation>ein Update: %1 %2 %3·%4 %6 %5</translation>
    </message>
    <message>
        <source>times</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>mean ḡ</source>
        <translation>Mittel ḡ</translation>
    </message>
    <message>
        <source>With N = %1 samples and B = %2 the tape splits into %3 full batches, so w moves &lt;b&gt;%4 times per epoch&lt;/b&gt; (sample-wise: %5, full batch: %6).</source>
        <translation>Bei N = %1 Stichproben und B = %2 teilt sich das Band in %3 volle Batches, also bewegt sich w &lt;b&gt;%4-mal pro Epoche&lt;/b&gt; (pro Stichprobe: %5, Full Batch: %6).</translation>
    </message>
    <message>
        <source>With N = %1 samples and B = %2 the tape splits into %3 full batches and a leftover of %4; the drop policy leaves those %5 samples out of this epoch, so w moves &lt;b&gt;%6 times per epoch&lt;/b&gt; (sample-wise: %7, full batch: %8).</source>
        <translation>Bei N = %1 Stichproben und B = %2 teilt sich das Band in %3 volle Batches und einen Rest von %4; die Strategie „verwerfen“ lässt diese %5 Stichproben in dieser Epoche weg, also bewegt sich w &lt;b&gt;%6-mal pro Epoche&lt;/b&gt; (pro Stichprobe: %7, Full Batch: %8).</translation>
    </message>
    <message>
        <source>With N = %1 samples and B = %2 the tape splits into %3 full batches and a leftover of %4; the pad policy fills the short batch with %5 samples repeated from the start of the shuffled order, so w moves &lt;b&gt;%6 times per epoch&lt;/b&gt; (sample-wise: %7, full batch: %8).</source>
        <translation>Bei N = %1 Stichproben und B = %2 teilt sich das Band in %3 volle Batches und einen Rest von %4; die Strategie „auffüllen“ füllt den kurzen Batch mit %5 Stichproben auf, die vom Anfang der gemischten Reihenfolge wiederholt werden, also bewegt sich w &lt;b&gt;%6-mal pro Epoche&lt;/b&gt; (pro Stichprobe: %7, Full Batch: %8).</translation>
    </message>
    <message>
        <source>With N = %1 samples and B = %2 the tape splits into %3 full batches and a leftover of %4; the keep policy turns them into one short extra update, so w moves &lt;b&gt;%5 times per epoch&lt;/b&gt; (sample-wise: %6, full batch: %7).</source>
        <translation>Bei N = %1 Stichproben und B = %2 teilt sich das Band in %3 volle Batches und einen Rest von %4; die Strategie „behalten“ macht daraus ein kurzes zusätzliches Update, also bewegt sich w &lt;b&gt;%5-mal pro Epoche&lt;/b&gt; (pro Stichprobe: %6, Full Batch: %7).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Update 0 of %1: the start.&lt;/b&gt; w = %2 and the loss over all %3 samples is %4; no sample has been seen yet. </source>
        <translation>&lt;b&gt;Update 0 von %1: der Anfang.&lt;/b&gt; w = %2, und der Verlust über alle %3 Stichproben ist %4; noch wurde keine Stichprobe gesehen. </translation>
    </message>
    <message>
        <source>&lt;br&gt;In one batch the weight is frozen: at w = %1 the first %2 samples give the gradients %3; their mean %4 makes one update, %1 %5 %6·%7 = %8.</source>
        <translation>&lt;br&gt;In einem Batch ist das Gewicht eingefroren: Bei w = %1 liefern die ersten %2 Stichproben die Gradienten %3; ihr Mittel %4 ergibt ein Update, %1 %5 %6·%7 = %8.</translation>
    </message>
    <message>
        <source>The batch is samples %1–%2 of this epoch's shuffled tape, %3, of which %4 are repeats that pad the short last batch. </source>
        <translation>Der Batch besteht aus den Stichproben %1–%2 des gemischten Bands dieser Epoche, %3, davon %4 Wiederholungen, die den kurzen letzten Batch auffüllen. </translation>
    </message>
    <message>
        <source>The batch is samples %1–%2 of this epoch's shuffled tape, %3: the short leftover batch, kept as its own update. </source>
        <translation>Der Batch besteht aus den Stichproben %1–%2 des gemischten Bands dieser Epoche, %3: der kurze Rest-Batch, als eigenes Update behalten. </translation>
    </message>
    <message>
        <source>The batch is samples %1–%2 of this epoch's shuffled tape, %3. </source>
        <translation>Der Batch besteht aus den Stichproben %1–%2 des gemischten Bands dieser Epoche, %3. </translation>
    </message>
    <message>
        <source>While their gradients are computed w stays frozen at %1; the mean gradient is %2, negative, so w grows: %3 %4 %5·%6 %8 &lt;b&gt;%7&lt;/b&gt;. </source>
        <translation>Während ihre Gradienten berechnet werden, bleibt w bei %1 eingefroren; der mittlere Gradient ist %2, negativ, also wächst w: %3 %4 %5·%6 %8 &lt;b&gt;%7&lt;/b&gt;. </translation>
    </message>
    <message>
        <source>While their gradients are computed w stays frozen at %1; the mean gradient is %2, positive, so w shrinks: %3 %4 %5·%6 %8 &lt;b&gt;%7&lt;/b&gt;. </source>
        <translation>Während ihre Gradienten berechnet werden, bleibt w bei %1 eingefroren; der mittlere Gradient ist %2, positiv, also schrumpft w: %3 %4 %5·%6 %8 &lt;b&gt;%7&lt;/b&gt;. </translation>
    </message>
    <message>
        <source>While their gradients are computed w stays frozen at %1; the mean gradient is %2, zero, so w stays: %3 %4 %5·%6 %8 &lt;b&gt;%7&lt;/b&gt;. </source>
        <translation>Während ihre Gradienten berechnet werden, bleibt w bei %1 eingefroren; der mittlere Gradient ist %2, null, also bleibt w: %3 %4 %5·%6 %8 &lt;b&gt;%7&lt;/b&gt;. </translation>
    </message>
    <message>
        <source>&lt;b&gt;Update %1 of %2&lt;/b&gt; (epoch %3, batch %4 of %5). </source>
        <translation>&lt;b&gt;Update %1 von %2&lt;/b&gt; (Epoche %3, Batch %4 von %5). </translation>
    </message>
    <message>
        <source>The loss over all samples is now %1, after %2 seen.</source>
        <translation>Der Verlust über alle Stichproben ist jetzt %1, nach %2 gesehenen Stichproben.</translation>
    </message>
    <message>
        <source> The last %1 samples of the tape are dropped this epoch.</source>
        <translation> Die letzten %1 Stichproben des Bands fallen in dieser Epoche weg.</translation>
    </message>
    <message>
        <source>&lt;br&gt;Under the %1 policy an epoch has %2 updates (sample-wise %3, full batch %4).</source>
        <translation>&lt;br&gt;Mit der Strategie %1 hat eine Epoche %2 Updates (pro Stichprobe %3, Full Batch %4).</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;b&gt;The run stops here:&lt;/b&gt; %1.</source>
        <translation>&lt;br&gt;&lt;b&gt;Der Lauf endet hier:&lt;/b&gt; %1.</translation>
    </message>
    <message>
        <source>%1 update per epoch</source>
        <translation>%1 Update pro Epoche</translation>
    </message>
    <message>
        <source>sample-wise · B = 1</source>
        <translation>pro Stichprobe · B = 1</translation>
    </message>
    <message>
        <source>keep %1 · drop %2 · pad %3</source>
        <translation>behalten %1 · verwerfen %2 · auffüllen %3</translation>
    </message>
    <message>
        <source>full batch · B = N = %1</source>
        <translation>Full Batch · B = N = %1</translation>
    </message>
    <message>
        <source>%1 dropped</source>
        <translation>%1 weggelassen</translation>
    </message>
    <message>
        <source>last %1 + %2 repeated</source>
        <translation>letzte %1 + %2 wiederholt</translation>
    </message>
    <message>
        <source>last batch: %1</source>
        <translation>letzter Batch: %1</translation>
    </message>
    <message>
        <source>samples %1–%2</source>
        <translation>Stichproben %1–%2</translation>
    </message>
    <message>
        <source>sample %1</source>
        <translation>Stichprobe %1</translation>
    </message>
    <message>
        <source>batch %1: %2</source>
        <translation>Batch %1: %2</translation>
    </message>
    <message>
        <source>sample 1</source>
        <translation>Stichprobe 1</translation>
    </message>
    <message>
        <source>%1 · start</source>
        <translation>%1 · Anfang</translation>
    </message>
    <message>
        <source>Overlap SGD · %1 · send each bucket while backward is still running</source>
        <translation>SGD mit Überlappung · %1 · jeden Bucket senden, während Backward noch läuft</translation>
    </message>
    <message>
        <source>Overlap SGD · %1 · send buckets during backward</source>
        <translation>SGD mit Überlappung · %1 · Buckets während Backward senden</translation>
    </message>
    <message>
        <source>Overlap SGD · %1</source>
        <translation>SGD mit Überlappung · %1</translation>
    </message>
    <message>
        <source>naive step %1</source>
        <translation>naiver Schritt %1</translation>
    </message>
    <message>
        <source>overlapped step %1</source>
        <translation>überlappter Schritt %1</translation>
    </message>
    <message>
        <source>%1 of the communication hidden</source>
        <translation>%1 der Kommunikation verborgen</translation>
    </message>
    <message>
        <source>naive %1</source>
        <translation>naiv %1</translation>
    </message>
    <message>
        <source>overlapped %1</source>
        <translation>überlappt %1</translation>
    </message>
    <message>
        <source>%1 hidden</source>
        <translation>%1 verborgen</translation>
    </message>
    <message>
        <source>time in the step (ms)</source>
        <translation>Zeit im Schritt (ms)</translation>
    </message>
    <message>
        <source>step ends ?</source>
        <translation>Schritt endet ?</translation>
    </message>
    <message>
        <source>step ends %1 ▾</source>
        <translation>Schritt endet %1 ▾</translation>
    </message>
    <message>
        <source>Naive: backward (%1), then all-reduce (%2)</source>
        <translation>Naiv: Backward (%1), dann All-Reduce (%2)</translation>
    </message>
    <message>
        <source>Naive: backward, then all-reduce</source>
        <translation>Naiv: Backward, dann All-Reduce</translation>
    </message>
    <message>
        <source>Naive</source>
        <translation>Naiv</translation>
    </message>
    <message>
        <source>Overlapped: each bucket is all-reduced as soon as its layers are done</source>
        <translation>Überlappt: Jeder Bucket geht ins All-Reduce, sobald seine Schichten fertig sind</translation>
    </message>
    <message>
        <source>Overlapped: each bucket goes as soon as its layers are done</source>
        <translation>Überlappt: Jeder Bucket geht los, sobald seine Schichten fertig sind</translation>
    </message>
    <message>
        <source>Overlapped: each bucket goes when ready</source>
        <translation>Überlappt: Jeder Bucket geht los, sobald bereit</translation>
    </message>
    <message>
        <source>Overlapped</source>
        <translation>Überlappt</translation>
    </message>
    <message>
        <source>Backward runs from layer %1 down to layer 1 · same colour = same bucket · </source>
        <translation>Backward läuft von Schicht %1 hinab zu Schicht 1 · gleiche Farbe = gleicher Bucket · </translation>
    </message>
    <message>
        <source>Layer %1 → 1 · colour = bucket · </source>
        <translation>Schicht %1 → 1 · Farbe = Bucket · </translation>
    </message>
    <message>
        <source>selected: bucket %1 (%2); click it again to clear</source>
        <translation>ausgewählt: Bucket %1 (%2); zum Aufheben erneut klicken</translation>
    </message>
    <message>
        <source>selected: bucket %1 (%2)</source>
        <translation>ausgewählt: Bucket %1 (%2)</translation>
    </message>
    <message>
        <source>click an all-reduce bar to outline the layers it carries</source>
        <translation>einen All-Reduce-Balken anklicken, um die Schichten zu umranden, die er trägt</translation>
    </message>
    <message>
        <source>click an all-reduce bar to outline its layers</source>
        <translation>einen All-Reduce-Balken anklicken, um seine Schichten zu umranden</translation>
    </message>
    <message>
        <source>backward</source>
        <translation>Backward</translation>
    </message>
    <message>
        <source>all-reduce</source>
        <translation>All-Reduce</translation>
    </message>
    <message>
        <source>waits %1 for the link</source>
        <translation>wartet %1 auf die Verbindung</translation>
    </message>
    <message>
        <source>saved</source>
        <translation>gespart</translation>
    </message>
    <message>
        <source>layer %1</source>
        <translation>Schicht %1</translation>
    </message>
    <message>
        <source>layers %1%2%3</source>
        <translation>Schichten %1%2%3</translation>
    </message>
    <message>
        <source>Bucket 0 of %1: the start. The backward pass is about to begin at layer %2; no bucket is ready yet.</source>
        <translation>Bucket 0 von %1: der Anfang. Der Backward-Pass beginnt gleich bei Schicht %2; noch ist kein Bucket bereit.</translation>
    </message>
    <message>
        <source>Backward takes %1 and the %2 all-reduces %3 in all. Watch the playhead: which bucket leaves first, and does any have to wait for the link?</source>
        <translation>Backward dauert %1 und die %2 All-Reduces insgesamt %3. Auf den Abspielkopf achten: Welcher Bucket geht zuerst los, und muss einer auf die Verbindung warten?</translation>
    </message>
    <message>
        <source>Without overlap nothing is sent before the whole backward pass is done (%1).</source>
        <translation>Ohne Überlappung wird nichts gesendet, bevor der ganze Backward-Pass fertig ist (%1).</translation>
    </message>
    <message>
        <source>Bucket %1 of %2 carries %3 (%4); its all-reduce takes %5.</source>
        <translation>Bucket %1 von %2 trägt %3 (%4); sein All-Reduce dauert %5.</translation>
    </message>
    <message>
        <source>Ready at %1, when %2 finished backward, but the link was still busy with bucket %3 until %4: it waited %5 and ran %4 %6 %7.</source>
        <translation>Bereit bei %1, als %2 den Backward-Pass beendet hatte, aber die Verbindung war bis %4 noch mit Bucket %3 belegt: Er wartete %5 und lief %4 %6 %7.</translation>
    </message>
    <message>
        <source>Ready at %1, when %2 finished backward; the link was free, so it ran at once: %3 %4 %5.</source>
        <translation>Bereit bei %1, als %2 den Backward-Pass beendet hatte; die Verbindung war frei, also lief er sofort: %3 %4 %5.</translation>
    </message>
    <message>
        <source>Without overlap it waits for the whole backward pass (%1) and runs %2 %3 %4.</source>
        <translation>Ohne Überlappung wartet er auf den ganzen Backward-Pass (%1) und läuft %2 %3 %4.</translation>
    </message>
    <message>
        <source>bucket</source>
        <translation>Bucket</translation>
    </message>
    <message>
        <source>first layer</source>
        <translation>erste Schicht</translation>
    </message>
    <message>
        <source>last layer</source>
        <translation>letzte Schicht</translation>
    </message>
    <message>
        <source>layers done (ms)</source>
        <translation>Schichten fertig (ms)</translation>
    </message>
    <message>
        <source>all-reduce starts (ms)</source>
        <translation>All-Reduce beginnt (ms)</translation>
    </message>
    <message>
        <source>all-reduce ends (ms)</source>
        <translation>All-Reduce endet (ms)</translation>
    </message>
    <message>
        <source>Overlap SGD: no buckets</source>
        <translation>SGD mit Überlappung: keine Buckets</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bucket 0 of %1: the start.&lt;/b&gt; The backward pass is about to begin. It runs from layer %2 down to layer 1 and takes %3; the gradients are grouped into %5 in that order, and the link needs %4 in all to all-reduce them. Nothing has been sent yet. </source>
        <translation>&lt;b&gt;Bucket 0 von %1: der Anfang.&lt;/b&gt; Der Backward-Pass beginnt gleich. Er läuft von Schicht %2 hinab zu Schicht 1 und dauert %3; die Gradienten werden in dieser Reihenfolge in %5 gruppiert, und die Verbindung braucht insgesamt %4, um sie per All-Reduce zu übertragen. Noch wurde nichts gesendet. </translation>
    </message>
    <message>
        <source>The naive schedule waits for the whole backward pass and needs &lt;b&gt;%1&lt;/b&gt; per step. &lt;i&gt;Predict:&lt;/i&gt; if each bucket leaves as soon as its layers are done, how long will the step take, and which bucket's all-reduce cannot hide behind the backward pass?</source>
        <translation>Der naive Ablauf wartet auf den ganzen Backward-Pass und braucht &lt;b&gt;%1&lt;/b&gt; pro Schritt. &lt;i&gt;Vorhersagen:&lt;/i&gt; Wenn jeder Bucket losgeht, sobald seine Schichten fertig sind, wie lange dauert dann der Schritt, und welcher Bucket kann sein All-Reduce nicht hinter dem Backward-Pass verbergen?</translation>
    </message>
    <message>
        <source>&lt;b&gt;No buckets.&lt;/b&gt; The model has no gradients to send.</source>
        <translation>&lt;b&gt;Keine Buckets.&lt;/b&gt; Das Modell hat keine Gradienten zu senden.</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;i&gt;Selected: bucket %1 carries %2.&lt;/i&gt;</source>
        <translation>&lt;br&gt;&lt;i&gt;Ausgewählt: Bucket %1 trägt %2.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bucket %1 of %2.&lt;/b&gt; </source>
        <translation>&lt;b&gt;Bucket %1 von %2.&lt;/b&gt; </translation>
    </message>
    <message>
        <source>The backward pass walks from the last layer to the first, and the gradients are grouped into buckets in that order. This bucket holds %1, %2 of gradients. </source>
        <translation>Der Backward-Pass läuft von der letzten Schicht zur ersten, und die Gradienten werden in dieser Reihenfolge in Buckets gruppiert. Dieser Bucket enthält %1, %2 an Gradienten. </translation>
    </message>
    <message>
        <source>Its layers are computed between %1 and %2; only when layer %3 is done is the whole bucket ready. </source>
        <translation>Seine Schichten werden zwischen %1 und %2 berechnet; erst wenn Schicht %3 fertig ist, ist der ganze Bucket bereit. </translation>
    </message>
    <message>
        <source>The link was still carrying bucket %1, so this one waited %2 and its all-reduce ran from %3 to %4 (%5). </source>
        <translation>Die Verbindung übertrug noch Bucket %1, daher wartete dieser %2, und sein All-Reduce lief von %3 bis %4 (%5). </translation>
    </message>
    <message>
        <source>The link was free, so its all-reduce started right away and ran from %1 to %2 (%3), while the earlier layers were still computing. </source>
        <translation>Die Verbindung war frei, daher begann sein All-Reduce sofort und lief von %1 bis %2 (%3), während die früheren Schichten noch rechneten. </translation>
    </message>
    <message>
        <source>In the naive schedule the same bucket has to wait until the whole backward pass is over (%1) and goes from %2 to %3.&lt;br&gt;</source>
        <translation>Im naiven Ablauf muss derselbe Bucket warten, bis der ganze Backward-Pass vorbei ist (%1), und läuft von %2 bis %3.&lt;br&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;The whole step:&lt;/b&gt; naive = backward %1 + all-reduce %2 = &lt;b&gt;%3&lt;/b&gt;; the overlapped step ends when the last bucket's all-reduce does.</source>
        <translation>&lt;b&gt;Der ganze Schritt:&lt;/b&gt; naiv = Backward %1 + All-Reduce %2 = &lt;b&gt;%3&lt;/b&gt;; der überlappte Schritt endet, wenn das All-Reduce des letzten Buckets endet.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The whole step:&lt;/b&gt; naive = backward %1 + all-reduce %2 = &lt;b&gt;%3&lt;/b&gt;; overlapped &lt;b&gt;%4&lt;/b&gt;, which can never beat the longer of the two lanes. &lt;b&gt;%5&lt;/b&gt; of the communication hides behind the backward pass.</source>
        <translation>&lt;b&gt;Der ganze Schritt:&lt;/b&gt; naiv = Backward %1 + All-Reduce %2 = &lt;b&gt;%3&lt;/b&gt;; überlappt &lt;b&gt;%4&lt;/b&gt;, was nie kürzer sein kann als die längere der beiden Bahnen. &lt;b&gt;%5&lt;/b&gt; der Kommunikation verbirgt sich hinter dem Backward-Pass.</translation>
    </message>
    <message>
        <source> The last bucket holds the first layers, which finish last, so its all-reduce is the part that cannot be hidden.</source>
        <translation> Der letzte Bucket enthält die ersten Schichten, die zuletzt fertig werden, daher ist sein All-Reduce der Teil, der sich nicht verbergen lässt.</translation>
    </message>
    <message>
        <source>%1 and %2 bits overlap</source>
        <translation>%1 und %2 Bits liegen übereinander</translation>
    </message>
    <message>
        <source>%1 bit and %2 overlap</source>
        <translation>%1 Bit und %2 liegen übereinander</translation>
    </message>
    <message>
        <source>%1 bits and %2 overlap</source>
        <translation>%1 Bits und %2 liegen übereinander</translation>
    </message>
    <message>
        <source>round %1: loss %2</source>
        <translation>Runde %1: Verlust %2</translation>
    </message>
    <message>
        <source>loss %1</source>
        <translation>Verlust %1</translation>
    </message>
    <message>
        <source>bytes sent</source>
        <translation>gesendete Bytes</translation>
    </message>
    <message>
        <source>Loss against bytes sent: the same data, every bit width</source>
        <translation>Verlust gegen gesendete Bytes: dieselben Daten, jede Bitbreite</translation>
    </message>
    <message>
        <source>Loss against bytes sent, every bit width</source>
        <translation>Verlust gegen gesendete Bytes, jede Bitbreite</translation>
    </message>
    <message>
        <source>Loss against bytes sent</source>
        <translation>Verlust gegen gesendete Bytes</translation>
    </message>
    <message>
        <source>Loss per round: the same data, every bit width</source>
        <translation>Verlust pro Runde: dieselben Daten, jede Bitbreite</translation>
    </message>
    <message>
        <source>Loss per round, every bit width</source>
        <translation>Verlust pro Runde, jede Bitbreite</translation>
    </message>
    <message>
        <source>Loss per round</source>
        <translation>Verlust pro Runde</translation>
    </message>
    <message>
        <source>bytes sent by all workers (%1)</source>
        <translation>von allen Workern gesendete Bytes (%1)</translation>
    </message>
    <message>
        <source>1 bit</source>
        <translation>1 Bit</translation>
    </message>
    <message>
        <source>%1 bits</source>
        <translation>%1 Bits</translation>
    </message>
    <message>
        <source>uniform %1</source>
        <translation>gleichmäßig, %1</translation>
    </message>
    <message>
        <source>%1 (this run)</source>
        <translation>%1 (dieser Lauf)</translation>
    </message>
    <message>
        <source>uniform levels, %1 rounding</source>
        <translation>gleichmäßige Stufen, Rundung: %1</translation>
    </message>
    <message>
        <source>stochastic</source>
        <translation>stochastisch</translation>
    </message>
    <message>
        <source>nearest</source>
        <translation>nächstgelegen</translation>
    </message>
    <message>
        <source>QSGD, %1 levels per sign, random rounding</source>
        <translation>QSGD, %1 Stufen pro Vorzeichen, zufällige Rundung</translation>
    </message>
    <message>
        <source>sign only</source>
        <translation>nur Vorzeichen</translation>
    </message>
    <message>
        <source>Put the bytes sent on the wire on the chart's x axis instead of rounds: the price of each bit width.</source>
        <translation>Die gesendeten Bytes statt der Runden auf die x-Achse legen: der Preis jeder Bitbreite.</translation>
    </message>
    <message>
        <source>One gradient value g among %1 levels (%2) from %3 to %4</source>
        <translation>Ein Gradientenwert g unter %1 Stufen (%2) von %3 bis %4</translation>
    </message>
    <message>
        <source>g among %1 levels (%2), %3 to %4</source>
        <translation>g unter %1 Stufen (%2), %3 bis %4</translation>
    </message>
    <message>
        <source>g among %1 levels (%2)</source>
        <translation>g unter %1 Stufen (%2)</translation>
    </message>
    <message>
        <source>QSGD: g among %1 levels k·‖g‖/%2, k = %3%2…%2, with %4</source>
        <translation>QSGD: g unter %1 Stufen k·‖g‖/%2, k = %3%2…%2, mit %4</translation>
    </message>
    <message>
        <source>QSGD: g among %1 levels, steps of ‖g‖/%2</source>
        <translation>QSGD: g unter %1 Stufen, Schritte von ‖g‖/%2</translation>
    </message>
    <message>
        <source>QSGD: %1 levels</source>
        <translation>QSGD: %1 Stufen</translation>
    </message>
    <message>
        <source>1 bit: each value keeps only its sign, sent as ± the mean size %1</source>
        <translation>1 Bit: Jeder Wert behält nur sein Vorzeichen, gesendet als ± mittlerer Betrag %1</translation>
    </message>
    <message>
        <source>1 bit: only the sign, sent as ± %1</source>
        <translation>1 Bit: nur das Vorzeichen, gesendet als ± %1</translation>
    </message>
    <message>
        <source>1 bit: the sign only</source>
        <translation>1 Bit: nur das Vorzeichen</translation>
    </message>
    <message>
        <source>One gradient value g between its two nearest %1 numbers</source>
        <translation>Ein Gradientenwert g zwischen seinen zwei nächsten %1-Zahlen</translation>
    </message>
    <message>
        <source>g between its two nearest %1 numbers</source>
        <translation>g zwischen seinen zwei nächsten %1-Zahlen</translation>
    </message>
    <message>
        <source>computed</source>
        <translation>berechnet</translation>
    </message>
    <message>
        <source>received</source>
        <translation>empfangen</translation>
    </message>
    <message>
        <source>All %1 values of worker 1's message land on %2 or %3: the size of each entry is lost, only its direction is left.</source>
        <translation>Alle %1 Werte der Nachricht von Worker 1 landen auf %2 oder %3: Der Betrag jedes Eintrags geht verloren, nur seine Richtung bleibt.</translation>
    </message>
    <message>
        <source>All %1 values land on %2 or %3: only the sign is left.</source>
        <translation>Alle %1 Werte landen auf %2 oder %3: Nur das Vorzeichen bleibt.</translation>
    </message>
    <message>
        <source>Only the sign is left.</source>
        <translation>Nur das Vorzeichen bleibt.</translation>
    </message>
    <message>
        <source>down with 1 %1 p = %2</source>
        <translation>abwärts mit 1 %1 p = %2</translation>
    </message>
    <message>
        <source>up with p = %1</source>
        <translation>aufwärts mit p = %1</translation>
    </message>
    <message>
        <source>%1: %2 is sent</source>
        <translation>%1: %2 wird gesendet</translation>
    </message>
    <message>
        <source>nearest level</source>
        <translation>nächste Stufe</translation>
    </message>
    <message>
        <source>down: %1</source>
        <translation>ab: %1</translation>
    </message>
    <message>
        <source>up: %1</source>
        <translation>auf: %1</translation>
    </message>
    <message>
        <source>QSGD always rounds at random: this time %1 was sent, and on average the sent value equals g (unbiased). %2 bits carry the sign and the level; ‖g‖ travels once per message.</source>
        <translation>QSGD rundet immer zufällig: Diesmal wurde %1 gesendet, und im Mittel ist der gesendete Wert gleich g (unverzerrt). %2 Bits tragen Vorzeichen und Stufe; ‖g‖ wird einmal pro Nachricht übertragen.</translation>
    </message>
    <message>
        <source>Random rounding: %1 this time, g on average (unbiased).</source>
        <translation>Zufällige Rundung: diesmal %1, im Mittel g (unverzerrt).</translation>
    </message>
    <message>
        <source>This time %1 was sent. On average the sent value equals g: stochastic rounding is unbiased.</source>
        <translation>Diesmal wurde %1 gesendet. Im Mittel ist der gesendete Wert gleich g: Stochastische Rundung ist unverzerrt.</translation>
    </message>
    <message>
        <source>This time %1 was sent; on average it equals g (unbiased).</source>
        <translation>Diesmal wurde %1 gesendet; im Mittel ist es g (unverzerrt).</translation>
    </message>
    <message>
        <source>Stochastic rounding would go up with p = %1 and down with 1 %2 p = %3, so on average it would send g exactly.</source>
        <translation>Stochastische Rundung ginge mit p = %1 aufwärts und mit 1 %2 p = %3 abwärts, würde also im Mittel genau g senden.</translation>
    </message>
    <message>
        <source>Stochastic rounding: up with p = %1, down with %2; g on average.</source>
        <translation>Stochastische Rundung: aufwärts mit p = %1, abwärts mit %2; im Mittel g.</translation>
    </message>
    <message>
        <source>Zoomed far in: these two are neighbours in %1, nothing in between can be stored, so g is rounded to the nearer one.</source>
        <translation>Weit hineingezoomt: Diese beiden sind Nachbarn in %1, dazwischen lässt sich nichts speichern, also wird g auf den näheren gerundet.</translation>
    </message>
    <message>
        <source>Neighbours in %1: nothing in between, so g goes to the nearer one.</source>
        <translation>Nachbarn in %1: nichts dazwischen, also geht g zum näheren.</translation>
    </message>
    <message>
        <source>Different values, same code: the receiver cannot tell %1 from %2.</source>
        <translation>Verschiedene Werte, gleicher Code: Der Empfänger kann %1 nicht von %2 unterscheiden.</translation>
    </message>
    <message>
        <source>Same code: the receiver cannot tell %1 from %2.</source>
        <translation>Gleicher Code: Der Empfänger kann %1 nicht von %2 unterscheiden.</translation>
    </message>
    <message>
        <source>Same code: %1 and %2 look alike.</source>
        <translation>Gleicher Code: %1 und %2 sehen gleich aus.</translation>
    </message>
    <message>
        <source>These two values still get different codes.</source>
        <translation>Diese beiden Werte bekommen noch verschiedene Codes.</translation>
    </message>
    <message>
        <source>Still different codes.</source>
        <translation>Noch verschiedene Codes.</translation>
    </message>
    <message>
        <source>Lossy: two nearby values can share one code</source>
        <translation>Verlustbehaftet: zwei Werte, ein Code</translation>
    </message>
    <message>
        <source>code %1</source>
        <translation>Code %1</translation>
    </message>
    <message>
        <source>value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>on the wire</source>
        <translation>auf der Leitung</translation>
    </message>
    <message>
        <source>sent</source>
        <translation>gesendet</translation>
    </message>
    <message>
        <source>%1 per value
(float32: 32 bits)</source>
        <translation>%1 pro Wert
(float32: 32 Bits)</translation>
    </message>
    <message>
        <source>bytes sent so far</source>
        <translation>bisher gesendete Bytes</translation>
    </message>
    <message>
        <source>mean relative error</source>
        <translation>mittlerer relativer Fehler</translation>
    </message>
    <message>
        <source>Quantized SGD: no rounds</source>
        <translation>Quantisiertes SGD: keine Runden</translation>
    </message>
    <message>
        <source>Quantized SGD: %1 per value (%2)</source>
        <translation>Quantisiertes SGD: %1 pro Wert (%2)</translation>
    </message>
    <message>
        <source>message %1 instead of %2 (float32)</source>
        <translation>Nachricht %1 statt %2 (float32)</translation>
    </message>
    <message>
        <source>error feedback %1</source>
        <translation>Fehlerrückführung %1</translation>
    </message>
    <message>
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>Round %1 of %2 · loss %3</source>
        <translation>Runde %1 von %2 · Verlust %3</translation>
    </message>
    <message>
        <source>this round %1 on the wire · %2 sent so far</source>
        <translation>diese Runde %1 auf der Leitung · %2 bisher gesendet</translation>
    </message>
    <message>
        <source>%1 this round · %2 sent so far</source>
        <translation>%1 diese Runde · %2 bisher gesendet</translation>
    </message>
    <message>
        <source>%1 sent so far</source>
        <translation>%1 bisher gesendet</translation>
    </message>
    <message>
        <source>gradients changed by %1 on average</source>
        <translation>Gradienten im Mittel um %1 verändert</translation>
    </message>
    <message>
        <source>changed by %1 on average</source>
        <translation>im Mittel um %1 verändert</translation>
    </message>
    <message>
        <source>gradients changed by %1 on average · error carried over ≤ %2</source>
        <translation>Gradienten im Mittel um %1 verändert · mitgeführter Fehler ≤ %2</translation>
    </message>
    <message>
        <source>changed by %1 · carried over ≤ %2</source>
        <translation>um %1 verändert · mitgeführt ≤ %2</translation>
    </message>
    <message>
        <source>changed by %1</source>
        <translation>um %1 verändert</translation>
    </message>
    <message>
        <source>With %1 bits there are %2 evenly spaced levels between %3 and %4 (the largest size in the message); only a level's number travels, plus the scale as one float. </source>
        <translation>Mit %1 Bits gibt es %2 gleichmäßig verteilte Stufen zwischen %3 und %4 (dem größten Betrag in der Nachricht); übertragen wird nur die Nummer einer Stufe, dazu die Skala als ein Float. </translation>
    </message>
    <message>
        <source>Worker 1's first value g = %1 lies between the levels %2 and %3. </source>
        <translation>Der erste Wert von Worker 1, g = %1, liegt zwischen den Stufen %2 und %3. </translation>
    </message>
    <message>
        <source>Stochastic rounding sends the upper one with probability %1 and the lower one with %2, so on average the receiver gets exactly g: the rounding is unbiased (this time it sent %3). </source>
        <translation>Stochastische Rundung sendet die obere mit Wahrscheinlichkeit %1 und die untere mit %2, sodass der Empfänger im Mittel genau g erhält: Die Rundung ist unverzerrt (diesmal wurde %3 gesendet). </translation>
    </message>
    <message>
        <source>Nearest rounding sends %1 for it every time, so the same value always makes the same error. Stochastic rounding would go up with probability %2 instead, which is unbiased on average. </source>
        <translation>Rundung zum nächsten Wert sendet dafür jedes Mal %1, also macht derselbe Wert immer denselben Fehler. Stochastische Rundung ginge stattdessen mit Wahrscheinlichkeit %2 aufwärts, was im Mittel unverzerrt ist. </translation>
    </message>
    <message>
        <source>QSGD divides each value by the message's length ‖g‖ = %1 and keeps one of %2 levels per sign, so it sends a sign, a level (%3 bits in all) and ‖g‖ once. </source>
        <translation>QSGD teilt jeden Wert durch die Länge der Nachricht ‖g‖ = %1 und behält eine von %2 Stufen pro Vorzeichen, sendet also ein Vorzeichen, eine Stufe (insgesamt %3 Bits) und einmal ‖g‖. </translation>
    </message>
    <message>
        <source>Worker 1's first value g = %1 lies between %2 and %3; QSGD always rounds at random, up with probability %4, so on average the receiver gets exactly g (this time it sent %5). </source>
        <translation>Der erste Wert von Worker 1, g = %1, liegt zwischen %2 und %3; QSGD rundet immer zufällig, aufwärts mit Wahrscheinlichkeit %4, sodass der Empfänger im Mittel genau g erhält (diesmal wurde %5 gesendet). </translation>
    </message>
    <message>
        <source>One bit keeps only the sign: every value arrives as plus or minus %1, the mean size of the message, so g = %2 arrives as %3. </source>
        <translation>Ein Bit behält nur das Vorzeichen: Jeder Wert kommt als plus oder minus %1 an, dem mittleren Betrag der Nachricht, also kommt g = %2 als %3 an. </translation>
    </message>
    <message>
        <source>%1 rounds each value to the nearest number it can store: g = %2 arrives as %3. </source>
        <translation>%1 rundet jeden Wert auf die nächste Zahl, die es speichern kann: g = %2 kommt als %3 an. </translation>
    </message>
    <message>
        <source>bfloat16 keeps float32's 8 exponent bits and only 7 of its 23 mantissa bits: the same range of sizes, about 3 significant digits. </source>
        <translation>bfloat16 behält die 8 Exponentenbits von float32 und nur 7 seiner 23 Mantissenbits: derselbe Größenbereich, etwa 3 signifikante Stellen. </translation>
    </message>
    <message>
        <source>float16 has 5 exponent bits and 10 mantissa bits: about 3 significant digits, and nothing above 65504. </source>
        <translation>float16 hat 5 Exponentenbits und 10 Mantissenbits: etwa 3 signifikante Stellen und nichts über 65504. </translation>
    </message>
    <message>
        <source>&lt;b&gt;No rounds.&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Keine Runden.&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>%1 per value (%2)</source>
        <translation>%1 pro Wert (%2)</translation>
    </message>
    <message>
        <source>%1 per value</source>
        <translation>%1 pro Wert</translation>
    </message>
    <message>
        <source>&lt;b&gt;Round 0 of %1: the start, %2.&lt;/b&gt; </source>
        <translation>&lt;b&gt;Runde 0 von %1: der Anfang, %2.&lt;/b&gt; </translation>
    </message>
    <message>
        <source>&lt;b&gt;Round %1 of %2, %3.&lt;/b&gt; </source>
        <translation>&lt;b&gt;Runde %1 von %2, %3.&lt;/b&gt; </translation>
    </message>
    <message>
        <source>Training starts from w = 0 with loss %1. In every round %2 will send a gradient of %3 as a %4 message, where plain float32 would need %5. </source>
        <translation>Das Training beginnt bei w = 0 mit Verlust %1. In jeder Runde sendet %2 einen Gradienten aus %3 als %4-Nachricht, wo einfaches float32 %5 bräuchte. </translation>
    </message>
    <message>
        <source>the one worker</source>
        <translation>der eine Worker</translation>
    </message>
    <message>
        <source>each of the %1 workers</source>
        <translation>jeder der %1 Worker</translation>
    </message>
    <message>
        <source>%1 computed its gradient and sent it in %2 instead of %3; together that is %4 this round and %5 since the start. Rounding moved the gradients by %6 of their length on average, and after averaging and one step the loss is &lt;b&gt;%7&lt;/b&gt;. </source>
        <translation>%1 hat seinen Gradienten berechnet und in %2 statt %3 gesendet; zusammen sind das %4 in dieser Runde und %5 seit dem Anfang. Die Rundung hat die Gradienten im Mittel um %6 ihrer Länge verschoben, und nach dem Mitteln und einem Schritt ist der Verlust &lt;b&gt;%7&lt;/b&gt;. </translation>
    </message>
    <message>
        <source>The one worker</source>
        <translation>Der eine Worker</translation>
    </message>
    <message>
        <source>Each of the %1 workers</source>
        <translation>Jeder der %1 Worker</translation>
    </message>
    <message>
        <source>The compression is lossy: %1 and %2 both become code %3 and arrive as %4. </source>
        <translation>Die Kompression ist verlustbehaftet: %1 und %2 werden beide zu Code %3 und kommen als %4 an. </translation>
    </message>
    <message>
        <source>Stochastic rounding is chosen, but %1 has no levels to pick between: it applies to uniform levels. </source>
        <translation>Stochastische Rundung ist gewählt, aber %1 hat keine Stufen, zwischen denen gewählt werden könnte: Sie gilt für gleichmäßige Stufen. </translation>
    </message>
    <message>
        <source>the sign scheme</source>
        <translation>das Vorzeichenverfahren</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;b&gt;Error feedback is on:&lt;/b&gt; from the first round on, each worker keeps what rounding removed and adds it to its next gradient, so nothing is thrown away, only delayed. </source>
        <translation>&lt;br&gt;&lt;b&gt;Fehlerrückführung ist an:&lt;/b&gt; Ab der ersten Runde behält jeder Worker, was die Rundung entfernt hat, und addiert es zu seinem nächsten Gradienten, sodass nichts weggeworfen, nur verzögert wird. </translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;b&gt;Error feedback is on:&lt;/b&gt; each worker keeps what rounding removed (a leftover of length up to %1 this round) and adds it to its next gradient, so nothing is thrown away, only delayed. </source>
        <translation>&lt;br&gt;&lt;b&gt;Fehlerrückführung ist an:&lt;/b&gt; Jeder Worker behält, was die Rundung entfernt hat (in dieser Runde ein Rest der Länge bis zu %1), und addiert es zu seinem nächsten Gradienten, sodass nichts weggeworfen, nur verzögert wird. </translation>
    </message>
    <message>
        <source>&lt;br&gt;Error feedback is off. Switched on, each worker would remember what rounding removed and add it to its next gradient, so nothing is lost for good. </source>
        <translation>&lt;br&gt;Fehlerrückführung ist aus. Eingeschaltet würde sich jeder Worker merken, was die Rundung entfernt hat, und es zu seinem nächsten Gradienten addieren, sodass nichts endgültig verloren geht. </translation>
    </message>
    <message>
        <source>After all rounds the loss is %1 with %2 against %3 with 32 bits.</source>
        <translation>Nach allen Runden ist der Verlust %1 mit %2 gegenüber %3 mit 32 Bits.</translation>
    </message>
    <message>
        <source>computed gradient</source>
        <translation>berechneter Gradient</translation>
    </message>
    <message>
        <source>after %1</source>
        <translation>nach %1</translation>
    </message>
    <message>
        <source>Round %1: each worker's gradient and what arrives after quantization</source>
        <translation>Runde %1: Gradient jedes Workers und was nach der Quantisierung ankommt</translation>
    </message>
    <message>
        <source>Round %1: each worker's gradient and what arrives</source>
        <translation>Runde %1: Gradient jedes Workers und was ankommt</translation>
    </message>
    <message>
        <source>Round %1: sent and received</source>
        <translation>Runde %1: gesendet und empfangen</translation>
    </message>
    <message>
        <source>Each worker's gradient and what arrives</source>
        <translation>Gradient jedes Workers und was ankommt</translation>
    </message>
    <message>
        <source>Sent and received</source>
        <translation>Gesendet und empfangen</translation>
    </message>
    <message>
        <source>Round 0 is the start: w = 0 and nothing has been sent yet. Step forward to see every worker's gradient next to the quantized version it sends.</source>
        <translation>Runde 0 ist der Anfang: w = 0, und noch wurde nichts gesendet. Einen Schritt weitergehen, um den Gradienten jedes Workers neben der quantisierten Version zu sehen, die er sendet.</translation>
    </message>
    <message>
        <source>workers 1–%1 of %2</source>
        <translation>Worker 1–%1 von %2</translation>
    </message>
    <message>
        <source>%1/%2 workers</source>
        <translation>%1/%2 Worker</translation>
    </message>
    <message>
        <source>values 1–%1 of %2</source>
        <translation>Werte 1–%1 von %2</translation>
    </message>
    <message>
        <source>%1/%2 values</source>
        <translation>%1/%2 Werte</translation>
    </message>
    <message>
        <source>mean error %1</source>
        <translation>mittlerer Fehler %1</translation>
    </message>
    <message>
        <source>error %1</source>
        <translation>Fehler %1</translation>
    </message>
    <message>
        <source>Loss on %1 X minus loss on float32 X</source>
        <translation>Verlust mit X in %1 minus Verlust mit X in float32</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Verlust</translation>
    </message>
    <message>
        <source>%1 against bytes moved over the network</source>
        <translation>%1 gegen über das Netzwerk übertragene Bytes</translation>
    </message>
    <message>
        <source>%1 against model updates</source>
        <translation>%1 gegen Modell-Updates</translation>
    </message>
    <message>
        <source>%1 against the simulated cluster's wall-clock</source>
        <translation>%1 gegen die Wall-Clock-Zeit des simulierten Clusters</translation>
    </message>
    <message>
        <source>checkpoint %1 of %2</source>
        <translation>Checkpoint %1 von %2</translation>
    </message>
    <message>
        <source>Checkpoint %1 of %2</source>
        <translation>Checkpoint %1 von %2</translation>
    </message>
    <message>
        <source>%1  loss %2</source>
        <translation>%1  Verlust %2</translation>
    </message>
    <message>
        <source>on float32 X: %1 (%2)</source>
        <translation>mit X in float32: %1 (%2)</translation>
    </message>
    <message>
        <source>Computed here for real</source>
        <translation>Hier echt berechnet</translation>
    </message>
    <message>
        <source>%1 rows/s on %2 X</source>
        <translation>%1 Zeilen/s mit X in %2</translation>
    </message>
    <message>
        <source>%1 rows/s on float32 X (%2×)</source>
        <translation>%1 Zeilen/s mit X in float32 (%2×)</translation>
    </message>
    <message>
        <source>%1 rows/s of gradient work</source>
        <translation>%1 Zeilen/s Gradientenarbeit</translation>
    </message>
    <message>
        <source>Wall-clock above: the cost model</source>
        <translation>Wall-Clock-Zeit oben: das Kostenmodell</translation>
    </message>
    <message>
        <source>model updates (log scale)</source>
        <translation>Modell-Updates (log. Skala)</translation>
    </message>
    <message>
        <source>model updates</source>
        <translation>Modell-Updates</translation>
    </message>
    <message>
        <source>bytes moved by all workers (%1, log scale)</source>
        <translation>von allen Workern übertragene Bytes (%1, log. Skala)</translation>
    </message>
    <message>
        <source>bytes moved by all workers (%1)</source>
        <translation>von allen Workern übertragene Bytes (%1)</translation>
    </message>
    <message>
        <source>simulated wall-clock (%1, log scale)</source>
        <translation>simulierte Wall-Clock-Zeit (%1, log. Skala)</translation>
    </message>
    <message>
        <source>simulated wall-clock (%1)</source>
        <translation>simulierte Wall-Clock-Zeit (%1)</translation>
    </message>
    <message>
        <source>difference from the float32 run (%1)</source>
        <translation>Differenz zum float32-Lauf (%1)</translation>
    </message>
    <message>
        <source>logistic loss (log loss)</source>
        <translation>logistischer Verlust (Log-Loss)</translation>
    </message>
    <message>
        <source>squared loss</source>
        <translation>quadratischer Verlust</translation>
    </message>
    <message>
        <source>bias b</source>
        <translation>Bias b</translation>
    </message>
    <message>
        <source>SGD on (w, b), η = %1</source>
        <translation>SGD auf (w, b), η = %1</translation>
    </message>
    <message>
        <source>SGD on w alone (b = 0)</source>
        <translation>SGD nur auf w (b = 0)</translation>
    </message>
    <message>
        <source>○ lowest point   ● now</source>
        <translation>○ tiefster Punkt   ● jetzt</translation>
    </message>
    <message>
        <source>Loss against updates</source>
        <translation>Verlust gegen Updates</translation>
    </message>
    <message>
        <source>Put the number of model updates on the x axis instead of the simulated wall-clock.</source>
        <translation>Die Zahl der Modell-Updates statt der simulierten Wall-Clock-Zeit auf die x-Achse legen.</translation>
    </message>
    <message>
        <source>Loss against bytes</source>
        <translation>Verlust gegen Bytes</translation>
    </message>
    <message>
        <source>Put the bytes moved over the network on the x axis (wins over updates).</source>
        <translation>Die über das Netzwerk übertragenen Bytes auf die x-Achse legen (hat Vorrang vor Updates).</translation>
    </message>
    <message>
        <source>Difference from float32 X</source>
        <translation>Differenz zu X in float32</translation>
    </message>
    <message>
        <source>With X kept in 16 bits: plot how far each design's loss lies from the same design on float32 X, instead of the loss.</source>
        <translation>Mit X in 16 Bit: statt des Verlusts auftragen, wie weit der Verlust jeder Variante von derselben Variante mit X in float32 entfernt liegt.</translation>
    </message>
    <message>
        <source>Logarithmic x axis</source>
        <translation>Logarithmische x-Achse</translation>
    </message>
    <message>
        <source>%1 update</source>
        <translation>%1 Update</translation>
    </message>
    <message>
        <source>%1 updates</source>
        <translation>%1 Updates</translation>
    </message>
    <message>
        <source>synchronous</source>
        <translation>synchron</translation>
    </message>
    <message>
        <source>asynchronous</source>
        <translation>asynchron</translation>
    </message>
    <message>
        <source>decentralized</source>
        <translation>dezentral</translation>
    </message>
    <message>
        <source>quantized</source>
        <translation>quantisiert</translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>&lt;br&gt;X is kept in &lt;b&gt;%1&lt;/b&gt;: %2 bytes a value instead of %3, so a round reads fewer bytes, and this machine computed &lt;b&gt;%4&lt;/b&gt; rows/s against &lt;b&gt;%5&lt;/b&gt; on float32 X. The price is rounding: every value keeps %6 significant bits instead of %7. Every design also ran on float32 X, and the loss here differs from that run by %8: like quantized SGD, fewer bits for a small error you can measure.</source>
        <translation>&lt;br&gt;X wird in &lt;b&gt;%1&lt;/b&gt; gespeichert: %2 Bytes pro Wert statt %3, sodass eine Runde weniger Bytes liest, und dieser Rechner schaffte &lt;b&gt;%4&lt;/b&gt; Zeilen/s gegenüber &lt;b&gt;%5&lt;/b&gt; mit X in float32. Der Preis ist Rundung: Jeder Wert behält %6 signifikante Bits statt %7. Jedes Verfahren lief auch mit X in float32, und der Verlust hier weicht von jenem Lauf um %8 ab: wie bei quantisiertem SGD weniger Bits für einen kleinen, messbaren Fehler.</translation>
    </message>
    <message>
        <source>Set X storage to bf16 or f16 first: with float32 X there is nothing to compare.</source>
        <translation>Zuerst das Speicherformat von X auf bf16 oder f16 stellen: Mit X in float32 gibt es nichts zu vergleichen.</translation>
    </message>
    <message>
        <source>checkpoint</source>
        <translation>Checkpoint</translation>
    </message>
    <message>
        <source>sync loss</source>
        <translation>Verlust synchron</translation>
    </message>
    <message>
        <source>async loss</source>
        <translation>Verlust asynchron</translation>
    </message>
    <message>
        <source>decentralized loss</source>
        <translation>Verlust dezentral</translation>
    </message>
    <message>
        <source>quantized loss</source>
        <translation>Verlust quantisiert</translation>
    </message>
    <message>
        <source>Scale lab: no checkpoints</source>
        <translation>Skalierungslabor: keine Checkpoints</translation>
    </message>
    <message>
        <source>, X in %1</source>
        <translation>, X in %1</translation>
    </message>
    <message>
        <source>Scale lab: %1 workers, %2 rows × %3 features%4</source>
        <translation>Skalierungslabor: %1 Worker, %2 Zeilen × %3 Merkmale%4</translation>
    </message>
    <message>
        <source>&lt;b&gt;No checkpoints.&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Keine Checkpoints.&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Checkpoint %1 of %2.&lt;/b&gt; </source>
        <translation>&lt;b&gt;Checkpoint %1 von %2.&lt;/b&gt; </translation>
    </message>
    <message>
        <source>Every loss here is the &lt;i&gt;logistic loss (log loss)&lt;/i&gt;: the mean over all rows of −log of the probability the model gives the true label. </source>
        <translation>Jeder Verlust hier ist der &lt;i&gt;logistische Verlust (Log-Loss)&lt;/i&gt;: der Mittelwert über alle Zeilen von −log der Wahrscheinlichkeit, die das Modell dem wahren Label gibt. </translation>
    </message>
    <message>
        <source>Every loss here is the &lt;i&gt;squared loss&lt;/i&gt;: half the mean over all rows of (prediction − y)². </source>
        <translation>Jeder Verlust hier ist der &lt;i&gt;quadratische Verlust&lt;/i&gt;: die Hälfte des Mittelwerts über alle Zeilen von (Vorhersage − y)². </translation>
    </message>
    <message>
        <source>%1: loss &lt;b&gt;%2&lt;/b&gt; after %3 on the simulated cluster (%4, %5 moved). </source>
        <translation>%1: Verlust &lt;b&gt;%2&lt;/b&gt; nach %3 auf dem simulierten Cluster (%4, %5 übertragen). </translation>
    </message>
    <message>
        <source>an asynchronous update was computed on weights that were on average &lt;b&gt;%1&lt;/b&gt; updates old when it landed (its staleness), which is why it gains less per update than a synchronous step</source>
        <translation>ein asynchrones Update wurde auf Gewichten berechnet, die beim Eintreffen im Mittel &lt;b&gt;%1&lt;/b&gt; Updates alt waren (seine Veraltung); deshalb bringt es pro Update weniger als ein synchroner Schritt</translation>
    </message>
    <message>
        <source>the decentralized nodes still disagree: their models sit &lt;b&gt;%1&lt;/b&gt; (root mean square) from their average, and gossip shrinks that gap a little each round</source>
        <translation>die dezentralen Knoten sind sich noch uneinig: Ihre Modelle liegen &lt;b&gt;%1&lt;/b&gt; (quadratisches Mittel) von ihrem Mittelwert entfernt, und Gossip verkleinert diesen Abstand jede Runde ein wenig</translation>
    </message>
    <message>
        <source>each quantized gradient arrives with a relative error of &lt;b&gt;%1&lt;/b&gt;, in exchange for fewer bytes</source>
        <translation>jeder quantisierte Gradient kommt mit einem relativen Fehler von &lt;b&gt;%1&lt;/b&gt; an, im Tausch gegen weniger Bytes</translation>
    </message>
    <message>
        <source>every synchronous round waits for the slowest worker (%1 of compute)</source>
        <translation>jede synchrone Runde wartet auf den langsamsten Worker (%1 Rechenzeit)</translation>
    </message>
    <message>
        <source>&lt;br&gt;Why they differ: %1.</source>
        <translation>&lt;br&gt;Warum sie sich unterscheiden: %1.</translation>
    </message>
    <message>
        <source>&lt;br&gt;The gradients were computed for real at %1 rows/s (%2); the wall-clock comes from the cost model: a worker's compute time is its shard over its speed, the network time bytes over bandwidth.</source>
        <translation>&lt;br&gt;Die Gradienten wurden echt mit %1 Zeilen/s berechnet (%2); die Wall-Clock-Zeit stammt aus dem Kostenmodell: Die Rechenzeit eines Workers ist sein Shard geteilt durch seine Geschwindigkeit, die Netzwerkzeit die Bytes geteilt durch die Bandbreite.</translation>
    </message>
    <message>
        <source>Loss surface L(w, b) = ½ mean (w x + b − y)² on (1, 3), (2, 5), (3, 7), (4, 9)</source>
        <translation>Verlustfläche L(w, b) = ½ Mittel (w x + b − y)² auf (1, 3), (2, 5), (3, 7), (4, 9)</translation>
    </message>
    <message>
        <source>L(w, b) = ½ mean (w x + b − y)² on (1, 3), (2, 5), (3, 7), (4, 9)</source>
        <translation>L(w, b) = ½ Mittel (w x + b − y)² auf (1, 3), (2, 5), (3, 7), (4, 9)</translation>
    </message>
    <message>
        <source>Checkpoint %1 of %2, path step %3 of %4:   </source>
        <translation>Checkpoint %1 von %2, Pfadschritt %3 von %4:   </translation>
    </message>
    <message>
        <source>Checkpoint %1/%2, step %3/%4:  </source>
        <translation>Checkpoint %1/%2, Schritt %3/%4:  </translation>
    </message>
    <message>
        <source>The whole bowl: rings of equal loss, %1 = low, %2 = high</source>
        <translation>Die ganze Mulde: Ringe gleichen Verlusts, %1 = niedrig, %2 = hoch</translation>
    </message>
    <message>
        <source>black</source>
        <translation>schwarz</translation>
    </message>
    <message>
        <source>white</source>
        <translation>weiß</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>braun</translation>
    </message>
    <message>
        <source>sand</source>
        <translation>sandfarben</translation>
    </message>
    <message>
        <source>The whole bowl: rings of equal loss</source>
        <translation>Die ganze Mulde: Ringe gleichen Verlusts</translation>
    </message>
    <message>
        <source>The whole bowl</source>
        <translation>Die ganze Mulde</translation>
    </message>
    <message>
        <source>Zoom on the dashed box: the crawl along the valley floor</source>
        <translation>Zoom auf den gestrichelten Kasten: das Kriechen über den Talboden</translation>
    </message>
    <message>
        <source>Zoom: the crawl to (2, 1)</source>
        <translation>Zoom: das Kriechen zu (2, 1)</translation>
    </message>
    <message>
        <source>Zoom</source>
        <translation>Zoom</translation>
    </message>
    <message>
        <source>step 1</source>
        <translation>Schritt 1</translation>
    </message>
    <message>
        <source>w = %1 ≈ %2 at b = 0</source>
        <translation>w = %1 ≈ %2 bei b = 0</translation>
    </message>
    <message>
        <source>start (%1, %2)</source>
        <translation>Start (%1, %2)</translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>Schritt %1</translation>
    </message>
    <message>
        <source>The first step lands in this box</source>
        <translation>Der 1. Schritt landet hier</translation>
    </message>
    <message>
        <source>now: step %1 ≈ (%2, %3)</source>
        <translation>jetzt: Schritt %1 ≈ (%2, %3)</translation>
    </message>
    <message>
        <source>now: step %1</source>
        <translation>jetzt: Schritt %1</translation>
    </message>
    <message>
        <source>Without a bias the model is stuck on the line b = 0: its lowest point there is w = Σxy / Σx² = %1, where L = %2, not 0.</source>
        <translation>Ohne Bias hängt das Modell auf der Geraden b = 0 fest: Sein tiefster Punkt dort ist w = Σxy / Σx² = %1, mit L = %2 statt 0.</translation>
    </message>
    <message>
        <source>Without a bias: stuck on b = 0, lowest at w = Σxy / Σx² = %1 (L = %2).</source>
        <translation>Ohne Bias: fest auf b = 0, Tiefpunkt bei w = Σxy / Σx² = %1 (L = %2).</translation>
    </message>
    <message>
        <source>The steeper w makes up for the missing intercept %1; with b free, step 1 jumps across the valley and SGD then crawls along its floor to (%2, %3).</source>
        <translation>Das steilere w gleicht den fehlenden Achsenabschnitt %1 aus; mit freiem b springt Schritt 1 über das Tal, und SGD kriecht dann über den Talboden zu (%2, %3).</translation>
    </message>
    <message>
        <source>With b free: one jump across the valley, then a slow crawl to (%1, %2).</source>
        <translation>Mit freiem b: ein Sprung über das Tal, dann langsames Kriechen zu (%1, %2).</translation>
    </message>
    <message>
        <source>This trace holds no descent path for the loss surface (path_bias_w, path_bias_b and path_nobias_w are empty): nothing to draw.</source>
        <translation>Dieser Trace enthält keinen Abstiegspfad für die Verlustfläche (path_bias_w, path_bias_b und path_nobias_w sind leer): nichts zu zeichnen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Loss surface.&lt;/b&gt; This trace carries no surface paths.</source>
        <translation>&lt;b&gt;Verlustfläche.&lt;/b&gt; Dieser Trace enthält keine Flächenpfade.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Checkpoint %1 of %2: the loss surface at path step %3 of %4.&lt;/b&gt; With a bias the path is at (w, b) = (&lt;b&gt;%5&lt;/b&gt;, &lt;b&gt;%6&lt;/b&gt;), L = &lt;b&gt;%7&lt;/b&gt;; without one at w = &lt;b&gt;%8&lt;/b&gt;, L = &lt;b&gt;%9&lt;/b&gt;.&lt;br&gt;</source>
        <translation>&lt;b&gt;Checkpoint %1 von %2: die Verlustfläche bei Pfadschritt %3 von %4.&lt;/b&gt; Mit Bias steht der Pfad bei (w, b) = (&lt;b&gt;%5&lt;/b&gt;, &lt;b&gt;%6&lt;/b&gt;), L = &lt;b&gt;%7&lt;/b&gt;; ohne Bias bei w = &lt;b&gt;%8&lt;/b&gt;, L = &lt;b&gt;%9&lt;/b&gt;.&lt;br&gt;</translation>
    </message>
    <message>
        <source>The colours and rings show the squared loss L(w, b) = ½ mean (w x + b − y)² of the line y = w x + b on the lecture's four points (1, 3), (2, 5), (3, 7), (4, 9): each ring joins the (w, b) with the same loss. The bowl is a long, narrow valley: steep across it, almost flat along its floor.&lt;br&gt;</source>
        <translation>Farben und Ringe zeigen den quadratischen Verlust L(w, b) = ½ Mittel (w x + b − y)² der Geraden y = w x + b auf den vier Punkten der Vorlesung (1, 3), (2, 5), (3, 7), (4, 9): Jeder Ring verbindet die (w, b) mit gleichem Verlust. Die Mulde ist ein langes, schmales Tal: quer steil, entlang des Bodens fast flach.&lt;br&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;With a bias&lt;/b&gt;, synchronous SGD (η = %1, one worker per point) starts at (%2, %3). Its first step jumps across the valley to (%4, %5), L = %6; then it crawls along the flat floor to the bottom, &lt;b&gt;%7&lt;/b&gt;, where the line y = %8 x + %9 goes through all four points and L = 0.&lt;br&gt;</source>
        <translation>&lt;b&gt;Mit Bias&lt;/b&gt; startet synchrones SGD (η = %1, ein Worker pro Punkt) bei (%2, %3). Sein erster Schritt springt über das Tal nach (%4, %5), L = %6; dann kriecht es über den flachen Boden zum Tiefpunkt &lt;b&gt;%7&lt;/b&gt;, wo die Gerade y = %8 x + %9 durch alle vier Punkte geht und L = 0 ist.&lt;br&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Without a bias&lt;/b&gt; the model can only move along the line b = 0. The lowest point on that line is w = Σxy / Σx² = &lt;b&gt;%1 ≈ %2&lt;/b&gt;, not %3: a steeper line through the origin makes up for the missing intercept but cannot fit all four points, so the loss stays at %4.</source>
        <translation>&lt;b&gt;Ohne Bias&lt;/b&gt; kann sich das Modell nur entlang der Geraden b = 0 bewegen. Der tiefste Punkt auf dieser Geraden ist w = Σxy / Σx² = &lt;b&gt;%1 ≈ %2&lt;/b&gt;, nicht %3: Eine steilere Gerade durch den Ursprung gleicht den fehlenden Achsenabschnitt aus, passt aber nicht durch alle vier Punkte, daher bleibt der Verlust bei %4.</translation>
    </message>
    <message>
        <source>server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>pushes applied per second</source>
        <translation>angewandte Pushes pro Sekunde</translation>
    </message>
    <message>
        <source>pushes / s</source>
        <translation>Pushes / s</translation>
    </message>
    <message>
        <source>free server</source>
        <translation>Server ohne Kosten</translation>
    </message>
    <message>
        <source>this run's %1 unequal shards</source>
        <translation>die %1 ungleichen Shards dieses Laufs</translation>
    </message>
    <message>
        <source>1 server</source>
        <translation>1 Server</translation>
    </message>
    <message>
        <source>%1 shards</source>
        <translation>%1 Shards</translation>
    </message>
    <message>
        <source>%1, at most %2/s</source>
        <translation>%1, höchstens %2/s</translation>
    </message>
    <message>
        <source> hot</source>
        <translation> heiß</translation>
    </message>
    <message>
        <source>1 push waiting</source>
        <translation>1 Push wartet</translation>
    </message>
    <message>
        <source>%1 pushes waiting</source>
        <translation>%1 Pushes warten</translation>
    </message>
    <message>
        <source>no push waiting</source>
        <translation>kein Push wartet</translation>
    </message>
    <message>
        <source>up to %1 waiting at a shard</source>
        <translation>bis zu %1 warten an einem Shard</translation>
    </message>
    <message>
        <source>Lanes: computing (worker colour), waiting at the shards (grey), being served (outlined); each shard taking a push in and applying it (numbered)</source>
        <translation>Bahnen: Rechnen (Worker-Farbe), Warten an den Shards (grau), in Bearbeitung (umrandet); jeder Shard nimmt einen Push an und wendet ihn an (nummeriert)</translation>
    </message>
    <message>
        <source>Computing, waiting (grey), served (outlined), each shard applying (numbered)</source>
        <translation>Rechnen, Warten (grau), in Bearbeitung (umrandet), Anwenden je Shard (nummeriert)</translation>
    </message>
    <message>
        <source>Computing, waiting, served, applying</source>
        <translation>Rechnen, Warten, Bearbeitung, Anwenden</translation>
    </message>
    <message>
        <source>Pushes per second against workers K: near-linear until the server saturates, more shards lift the ceiling</source>
        <translation>Pushes pro Sekunde über Worker K: fast linear, bis der Server ausgelastet ist; mehr Shards heben die Obergrenze</translation>
    </message>
    <message>
        <source>Pushes per second against K</source>
        <translation>Pushes pro Sekunde über K</translation>
    </message>
    <message>
        <source>busy %1</source>
        <translation>ausgelastet %1</translation>
    </message>
    <message>
        <source>%1 s a push, at most %2/s</source>
        <translation>%1 s pro Push, höchstens %2/s</translation>
    </message>
    <message>
        <source>free</source>
        <translation>kostenlos</translation>
    </message>
    <message>
        <source>hot, </source>
        <translation>heiß, </translation>
    </message>
    <message>
        <source>: sets the ceiling</source>
        <translation>: bestimmt die Obergrenze</translation>
    </message>
    <message>
        <source>%1 served, %2 waiting · %3%4%5</source>
        <translation>%1 bedient, %2 wartend · %3%4%5</translation>
    </message>
    <message>
        <source>%1 served · %2%3%4</source>
        <translation>%1 bedient · %2%3%4</translation>
    </message>
    <message>
        <source>%1 served · %2%3</source>
        <translation>%1 bedient · %2%3</translation>
    </message>
    <message>
        <source>%1 served · ≤%2/s%3</source>
        <translation>%1 bedient · ≤%2/s%3</translation>
    </message>
    <message>
        <source>Load per shard so far: equal shards share the work evenly</source>
        <translation>Last pro Shard bisher: gleiche Shards teilen sich die Arbeit gleichmäßig</translation>
    </message>
    <message>
        <source>Load per shard so far</source>
        <translation>Last pro Shard bisher</translation>
    </message>
    <message>
        <source>Load per shard so far: the slowest shard, %1, sets the ceiling</source>
        <translation>Last pro Shard bisher: Der langsamste Shard, %1, bestimmt die Obergrenze</translation>
    </message>
    <message>
        <source>Load per shard: %1 sets the ceiling</source>
        <translation>Last pro Shard: %1 bestimmt die Obergrenze</translation>
    </message>
    <message>
        <source>Load per shard</source>
        <translation>Last pro Shard</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>unbegrenzt</translation>
    </message>
    <message>
        <source>Each push costs a shard %1 s (%2 s on the link + %3 s to apply): at most %4 pushes/s · so far %5/s, shards busy %6</source>
        <translation>Jeder Push kostet einen Shard %1 s (%2 s auf der Verbindung + %3 s zum Anwenden): höchstens %4 Pushes/s · bisher %5/s, Shards ausgelastet %6</translation>
    </message>
    <message>
        <source>%1 s per push · ceiling %2/s · so far %3/s</source>
        <translation>%1 s pro Push · Obergrenze %2/s · bisher %3/s</translation>
    </message>
    <message>
        <source>, × %1 as the hot shard</source>
        <translation>, × %1 als heißer Shard</translation>
    </message>
    <message>
        <source>The slowest shard, %1, needs %2 s a push (%3 s on its link + %4 s to apply%5): at most %6 pushes/s · so far %7/s, busiest shard %8 busy</source>
        <translation>Der langsamste Shard, %1, braucht %2 s pro Push (%3 s auf seiner Verbindung + %4 s zum Anwenden%5): höchstens %6 Pushes/s · bisher %7/s, meistbelasteter Shard zu %8 ausgelastet</translation>
    </message>
    <message>
        <source>The slowest shard, %1: %2 s a push, at most %3 pushes/s · so far %4/s</source>
        <translation>Der langsamste Shard, %1: %2 s pro Push, höchstens %3 Pushes/s · bisher %4/s</translation>
    </message>
    <message>
        <source>%1: %2 s a push · ceiling %3/s · so far %4/s</source>
        <translation>%1: %2 s pro Push · Obergrenze %3/s · bisher %4/s</translation>
    </message>
    <message>
        <source>push</source>
        <translation>Push</translation>
    </message>
    <message>
        <source>arrived (s)</source>
        <translation>angekommen (s)</translation>
    </message>
    <message>
        <source>waited (s)</source>
        <translation>gewartet (s)</translation>
    </message>
    <message>
        <source>answered last</source>
        <translation>zuletzt geantwortet</translation>
    </message>
    <message>
        <source>applied (s)</source>
        <translation>angewandt (s)</translation>
    </message>
    <message>
        <source>still waiting</source>
        <translation>noch wartend</translation>
    </message>
    <message>
        <source>pushes/s so far</source>
        <translation>Pushes/s bisher</translation>
    </message>
    <message>
        <source>Sharded parameter servers: no pushes</source>
        <translation>Parameterserver mit Shards: keine Pushes</translation>
    </message>
    <message>
        <source>Sharded servers: %1, %2, push %3 of %4</source>
        <translation>Server mit Shards: %1, %2, Push %3 von %4</translation>
    </message>
    <message>
        <source>%1 workers, %2, push %3 of %4</source>
        <translation>%1 Worker, %2, Push %3 von %4</translation>
    </message>
    <message>
        <source>at most 1 / %1 = &lt;b&gt;%2&lt;/b&gt; pushes per second</source>
        <translation>höchstens 1 / %1 = &lt;b&gt;%2&lt;/b&gt; Pushes pro Sekunde</translation>
    </message>
    <message>
        <source>with no limit (the server costs nothing)</source>
        <translation>ohne Grenze (der Server kostet nichts)</translation>
    </message>
    <message>
        <source> Alone, the workers would push %1 a second. &lt;i&gt;Predict:&lt;/i&gt; who waits?</source>
        <translation> Allein würden die Worker %1 pro Sekunde pushen. &lt;i&gt;Vorhersagen:&lt;/i&gt; Wer wartet?</translation>
    </message>
    <message>
        <source>once</source>
        <translation>einmal</translation>
    </message>
    <message>
        <source>%1 times</source>
        <translation>%1-mal</translation>
    </message>
    <message>
        <source>&lt;b&gt;Push 0: the start.&lt;/b&gt; %1 w = %2 from %3. Each shard owns %4 MB of the %5 MB model; a push moves that slice in and the fresh slice back out over the shard's %6 MB/s link (2 × %4 / %6 = %7 s) and applying it takes %8 s, so a shard can take %9.</source>
        <translation>&lt;b&gt;Push 0: der Start.&lt;/b&gt; %1 w = %2 von %3. Jeder Shard besitzt %4 MB des Modells mit %5 MB; ein Push bringt diesen Teil herein und den frischen Teil wieder hinaus, über die Verbindung des Shards mit %6 MB/s (2 × %4 / %6 = %7 s), und das Anwenden dauert %8 s, sodass ein Shard %9 annehmen kann.</translation>
    </message>
    <message>
        <source>1 worker pulls</source>
        <translation>1 Worker holt</translation>
    </message>
    <message>
        <source>%1 workers pull</source>
        <translation>%1 Worker holen</translation>
    </message>
    <message>
        <source>one server</source>
        <translation>einem Server</translation>
    </message>
    <message>
        <source>; as the hot shard it needs %1 times as long, %2 s a push,</source>
        <translation>; als heißer Shard braucht er %1-mal so lange, %2 s pro Push,</translation>
    </message>
    <message>
        <source>&lt;b&gt;Push 0: the start.&lt;/b&gt; %1 w = %2 from %3 shards that do not cost the same. The slowest is shard %4: it owns %5 of the %6 MB model (%7 MB); a push moves that slice in and the fresh slice back out over its %8 MB/s link (2 × %7 / %8 = %9 s) and applying it takes %10 s%11 so it can take %12. Every push waits for every shard's answer, so that is the ceiling of the whole cluster.</source>
        <translation>&lt;b&gt;Push 0: der Start.&lt;/b&gt; %1 w = %2 von %3 Shards, die nicht gleich viel kosten. Der langsamste ist Shard %4: Er besitzt %5 des Modells mit %6 MB (%7 MB); ein Push bringt diesen Teil herein und den frischen Teil wieder hinaus, über seine Verbindung mit %8 MB/s (2 × %7 / %8 = %9 s), und das Anwenden dauert %10 s%11 sodass er %12 annehmen kann. Jeder Push wartet auf die Antwort jedes Shards, also ist das die Obergrenze des ganzen Clusters.</translation>
    </message>
    <message>
        <source> at shard %1</source>
        <translation> an Shard %1</translation>
    </message>
    <message>
        <source>waited &lt;b&gt;%1 s&lt;/b&gt; behind other pushes%2</source>
        <translation>wartete &lt;b&gt;%1 s&lt;/b&gt; hinter anderen Pushes%2</translation>
    </message>
    <message>
        <source>found the shards free</source>
        <translation>fand die Shards frei vor</translation>
    </message>
    <message>
        <source>found shard %1 free</source>
        <translation>fand Shard %1 frei vor</translation>
    </message>
    <message>
        <source>, when shard %1, the last to answer, sent its slice back</source>
        <translation>, als Shard %1, der als letzter antwortete, seinen Teil zurückschickte</translation>
    </message>
    <message>
        <source>shards busy %1 of the time</source>
        <translation>Shards %1 der Zeit ausgelastet</translation>
    </message>
    <message>
        <source>the busiest shard busy %1 of the time</source>
        <translation>der meistbelastete Shard %1 der Zeit ausgelastet</translation>
    </message>
    <message>
        <source>1 more is still waiting</source>
        <translation>1 weiterer wartet noch</translation>
    </message>
    <message>
        <source>%1 more are still waiting</source>
        <translation>%1 weitere warten noch</translation>
    </message>
    <message>
        <source>the longest queue at a shard holds %1 more</source>
        <translation>die längste Warteschlange an einem Shard hat %1 weitere</translation>
    </message>
    <message>
        <source>&lt;b&gt;Push %1 of %2.&lt;/b&gt; Worker %3's push reached the shards at %4 s, %5, and was applied at %6 s%7; %8. It is %9 stale: w = %10 − η × (%11) = %12 with η = %13. So far %14 pushes per second, %15.</source>
        <translation>&lt;b&gt;Push %1 von %2.&lt;/b&gt; Der Push von Worker %3 erreichte die Shards bei %4 s, %5, und wurde bei %6 s angewandt%7; %8. Er ist %9 veraltet: w = %10 − η × (%11) = %12 mit η = %13. Bisher %14 Pushes pro Sekunde, %15.</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;b&gt;The curve:&lt;/b&gt; </source>
        <translation>&lt;br&gt;&lt;b&gt;Die Kurve:&lt;/b&gt; </translation>
    </message>
    <message>
        <source>one server reaches 90% of its ceiling with %1 workers; adding more only lengthens the queue. </source>
        <translation>Ein Server erreicht 90% seiner Obergrenze mit %1 Workern; weitere verlängern nur die Warteschlange. </translation>
    </message>
    <message>
        <source>one server never saturates here: the workers are slower than the server. </source>
        <translation>Ein Server wird hier nie ausgelastet: Die Worker sind langsamer als der Server. </translation>
    </message>
    <message>
        <source>At K = 16: one server applies %1 pushes/s, %2 shards %3, the workers alone would make %4.</source>
        <translation>Bei K = 16: Ein Server wendet %1 Pushes/s an, %2 Shards %3, die Worker allein kämen auf %4.</translation>
    </message>
    <message>
        <source> With this run's %1 unequal shards it is %2 pushes/s (at most %3, the slowest shard's ceiling); %1 equal shards make %4.</source>
        <translation> Mit den %1 ungleichen Shards dieses Laufs sind es %2 Pushes/s (höchstens %3, die Obergrenze des langsamsten Shards); %1 gleiche Shards schaffen %4.</translation>
    </message>
    <message>
        <source> This run: %1 of the workers' speed, mean wait %2 s, longest queue %3.</source>
        <translation> Dieser Lauf: %1 der Geschwindigkeit der Worker, mittlere Wartezeit %2 s, längste Warteschlange %3.</translation>
    </message>
    <message>
        <source>&lt;b&gt;No pushes.&lt;/b&gt; The shards applied nothing.</source>
        <translation>&lt;b&gt;Keine Pushes.&lt;/b&gt; Die Shards haben nichts angewandt.</translation>
    </message>
    <message>
        <source>loss L(w)</source>
        <translation>Verlust L(w)</translation>
    </message>
    <message>
        <source>slope dL/dw</source>
        <translation>Steigung dL/dw</translation>
    </message>
    <message>
        <source>Show the finite-difference secant</source>
        <translation>Sekante der finiten Differenz zeigen</translation>
    </message>
    <message>
        <source>The probe: the straight line through L(w) and L(w + h), whose slope approximates the gradient.</source>
        <translation>Das Abtasten: die Gerade durch L(w) und L(w + h), deren Steigung den Gradienten annähert.</translation>
    </message>
    <message>
        <source>Zoom in on each step</source>
        <translation>In jeden Schritt zoomen</translation>
    </message>
    <message>
        <source>Scale the plot to the current step, so the later, smaller steps stay visible.</source>
        <translation>Den Plot auf den aktuellen Schritt skalieren, damit die späteren, kleineren Schritte sichtbar bleiben.</translation>
    </message>
    <message>
        <source>Show the classic slip</source>
        <translation>Den klassischen Fehler zeigen</translation>
    </message>
    <message>
        <source>The wrong derivative, taken with respect to the input x instead of the weight w.</source>
        <translation>Die falsche Ableitung: nach der Eingabe x statt nach dem Gewicht w.</translation>
    </message>
    <message>
        <source>step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>w next</source>
        <translation>nächstes w</translation>
    </message>
    <message>
        <source>One weight: L(w) = ½(x·w %1 y)² with x = %2, y = %3</source>
        <translation>Ein Gewicht: L(w) = ½(x·w %1 y)² mit x = %2, y = %3</translation>
    </message>
    <message>
        <source>step %1 of %2 · η = %3</source>
        <translation>Schritt %1 von %2 · η = %3</translation>
    </message>
    <message>
        <source>One weight: no steps</source>
        <translation>Ein Gewicht: keine Schritte</translation>
    </message>
    <message>
        <source>&lt;b&gt;Step 0 of %1, the start.&lt;/b&gt; </source>
        <translation>&lt;b&gt;Schritt 0 von %1, der Start.&lt;/b&gt; </translation>
    </message>
    <message>
        <source>&lt;b&gt;Step %1 of %2.&lt;/b&gt; The slope at w = %3 was %4, so w moved to %3 %5 %6·%7 %9 &lt;b&gt;%8&lt;/b&gt;. </source>
        <translation>&lt;b&gt;Schritt %1 von %2.&lt;/b&gt; Die Steigung bei w = %3 war %4, also ging w auf %3 %5 %6·%7 %9 &lt;b&gt;%8&lt;/b&gt;. </translation>
    </message>
    <message>
        <source>At w = %1 the model predicts ŷ = %2·%3 %9 %4 where the target is %5, so the loss is ½(%4 %6 %7)² = %8. </source>
        <translation>Bei w = %1 sagt das Modell ŷ = %2·%3 %9 %4 voraus, das Ziel ist %5, also ist der Verlust ½(%4 %6 %7)² = %8. </translation>
    </message>
    <message>
        <source>Now, at w = %1, the model predicts ŷ = %2·%3 %9 %4 where the target is %5, so the loss is ½(%4 %6 %7)² = %8. </source>
        <translation>Jetzt, bei w = %1, sagt das Modell ŷ = %2·%3 %9 %4 voraus, das Ziel ist %5, also ist der Verlust ½(%4 %6 %7)² = %8. </translation>
    </message>
    <message>
        <source>Nudging w by h = %1 moves the loss to %2, a secant slope of about %3; nudging both ways, (L(w + h) %4 L(w %4 h)) / 2h, gives %5. </source>
        <translation>Verschiebt man w um h = %1, geht der Verlust auf %2, eine Sekantensteigung von etwa %3; in beide Richtungen verschoben, (L(w + h) %4 L(w %4 h)) / 2h, ergibt sich %5. </translation>
    </message>
    <message>
        <source>So close to the bottom the probe is too coarse: w + h already lies past the vertex, and the secant even has the wrong sign. </source>
        <translation>So nah am Tiefpunkt ist das Abtasten zu grob: w + h liegt schon jenseits des Scheitels, und die Sekante hat sogar das falsche Vorzeichen. </translation>
    </message>
    <message>
        <source>The formula (x·w %1 y)·x gives the exact slope (%2·%3 %1 %4)·%2 %6 &lt;b&gt;%5&lt;/b&gt;. </source>
        <translation>Die Formel (x·w %1 y)·x liefert die exakte Steigung (%2·%3 %1 %4)·%2 %6 &lt;b&gt;%5&lt;/b&gt;. </translation>
    </message>
    <message>
        <source>the first step</source>
        <translation>der erste Schritt</translation>
    </message>
    <message>
        <source>a further step (past the last)</source>
        <translation>ein weiterer Schritt (nach dem letzten)</translation>
    </message>
    <message>
        <source>The gradient %1 is negative, so %2 makes w grow: %3 %4 %5·%6 %8 &lt;b&gt;%7&lt;/b&gt;.</source>
        <translation>Der Gradient %1 ist negativ, also lässt %2 w wachsen: %3 %4 %5·%6 %8 &lt;b&gt;%7&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>The gradient %1 is positive, so %2 makes w shrink: %3 %4 %5·%6 %8 &lt;b&gt;%7&lt;/b&gt;.</source>
        <translation>Der Gradient %1 ist positiv, also lässt %2 w schrumpfen: %3 %4 %5·%6 %8 &lt;b&gt;%7&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>The gradient is zero: w stays at %1, the bottom of the parabola.</source>
        <translation>Der Gradient ist null: w bleibt bei %1, dem Tiefpunkt der Parabel.</translation>
    </message>
    <message>
        <source>&lt;b&gt;No steps.&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Keine Schritte.&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source> &lt;i&gt;Overshoot:&lt;/i&gt; the step is so long that it lands on the far side of the vertex w* = %1; each step multiplies the distance to w* by 1 %2 η·x² = %3, a negative number, so the side flips every time.</source>
        <translation> &lt;i&gt;Überschießen:&lt;/i&gt; Der Schritt ist so lang, dass er jenseits des Scheitels w* = %1 landet; jeder Schritt multipliziert den Abstand zu w* mit 1 %2 η·x² = %3, einer negativen Zahl, daher wechselt die Seite jedes Mal.</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;i&gt;The classic slip:&lt;/i&gt; differentiating with respect to x instead of w gives (x·w %1 y)·w = %2. That is &lt;b&gt;wrong&lt;/b&gt;: it is the slope for changing the input x, which is data and fixed. The parameter is w, and its slope is %3.</source>
        <translation>&lt;br&gt;&lt;i&gt;Der klassische Fehler:&lt;/i&gt; Nach x statt nach w abgeleitet ergibt sich (x·w %1 y)·w = %2. Das ist &lt;b&gt;falsch&lt;/b&gt;: Es ist die Steigung für eine Änderung der Eingabe x, doch x sind Daten und fest. Der Parameter ist w, und seine Steigung ist %3.</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;b&gt;The run stops here.&lt;/b&gt; %1.</source>
        <translation>&lt;br&gt;&lt;b&gt;Der Lauf endet hier.&lt;/b&gt; %1.</translation>
    </message>
    <message>
        <source>&lt;br&gt;Where this learning rate leads: %1.</source>
        <translation>&lt;br&gt;Wohin diese Lernrate führt: %1.</translation>
    </message>
    <message>
        <source>step %1: w = %2, L = %3</source>
        <translation>Schritt %1: w = %2, L = %3</translation>
    </message>
    <message>
        <source>step %1: w = %2</source>
        <translation>Schritt %1: w = %2</translation>
    </message>
    <message>
        <source>w next = %1</source>
        <translation>nächstes w = %1</translation>
    </message>
    <message>
        <source>overshoot: jumps past w* (1 %1 η·x² = %2)</source>
        <translation>Überschießen: springt über w* (1 %1 η·x² = %2)</translation>
    </message>
    <message>
        <source>tangent: slope g = %1</source>
        <translation>Tangente: Steigung g = %1</translation>
    </message>
    <message>
        <source>secant: slope %1</source>
        <translation>Sekante: Steigung %1</translation>
    </message>
    <message>
        <source>secant: slope %1 · central %2</source>
        <translation>Sekante: Steigung %1 · zentral %2</translation>
    </message>
    <message>
        <source>%1 = %2, off the chart</source>
        <translation>%1 = %2, außerhalb des Diagramms</translation>
    </message>
    <message>
        <source>current weight w</source>
        <translation>aktuelles Gewicht w</translation>
    </message>
    <message>
        <source>tangent (formula slope)</source>
        <translation>Tangente (Formel)</translation>
    </message>
    <message>
        <source>secant (probe w → w + h)</source>
        <translation>Sekante (w → w + h)</translation>
    </message>
    <message>
        <source>step: w grows / w shrinks</source>
        <translation>Schritt: w wächst/sinkt</translation>
    </message>
    <message>
        <source>vertex w*, lowest loss</source>
        <translation>Scheitel w*, kleinster Verlust</translation>
    </message>
    <message>
        <source>The probe, zoomed in</source>
        <translation>Das Abtasten, vergrößert</translation>
    </message>
    <message>
        <source>Step %1 → %2</source>
        <translation>Schritt %1 → %2</translation>
    </message>
    <message>
        <source>After step %1, the last: where a next step would go</source>
        <translation>Nach Schritt %1, dem letzten: wohin ein nächster Schritt ginge</translation>
    </message>
    <message>
        <source>prediction ŷ = x·w = %1·%2 %4 %3</source>
        <translation>Vorhersage ŷ = x·w = %1·%2 %4 %3</translation>
    </message>
    <message>
        <source>loss L = ½(ŷ %1 y)² = %2</source>
        <translation>Verlust L = ½(ŷ %1 y)² = %2</translation>
    </message>
    <message>
        <source>probe: (L(w + h) %1 L(w)) / h = (%2 %1 %3) / %4 %6 %5</source>
        <translation>Abtasten: (L(w + h) %1 L(w)) / h = (%2 %1 %3) / %4 %6 %5</translation>
    </message>
    <message>
        <source>central: (L(w + h) %1 L(w %1 h)) / 2h = %2</source>
        <translation>zentral: (L(w + h) %1 L(w %1 h)) / 2h = %2</translation>
    </message>
    <message>
        <source>formula: g = (x·w %1 y)·x = %2</source>
        <translation>Formel: g = (x·w %1 y)·x = %2</translation>
    </message>
    <message>
        <source>update: w %1 η·g = %2%3·%4 %6 %5</source>
        <translation>Update: w %1 η·g = %2%3·%4 %6 %5</translation>
    </message>
    <message>
        <source>g &lt; 0, so w grows</source>
        <translation>g &lt; 0, also wächst w</translation>
    </message>
    <message>
        <source>g &gt; 0, so w shrinks</source>
        <translation>g &gt; 0, also schrumpft w</translation>
    </message>
    <message>
        <source>g = 0: w stays</source>
        <translation>g = 0: w bleibt</translation>
    </message>
    <message>
        <source>The classic slip</source>
        <translation>Der klassische Fehler</translation>
    </message>
    <message>
        <source>✗ wrong: dL/dx = (x·w %1 y)·w = %2</source>
        <translation>✗ falsch: dL/dx = (x·w %1 y)·w = %2</translation>
    </message>
    <message>
        <source>✓ right: dL/dw = (x·w %1 y)·x = %2</source>
        <translation>✓ richtig: dL/dw = (x·w %1 y)·x = %2</translation>
    </message>
    <message>
        <source>x is data and cannot be changed; w is the parameter we adjust, so the derivative is taken with respect to w.</source>
        <translation>x sind Daten und lassen sich nicht ändern; w ist der Parameter, den wir anpassen, also wird nach w abgeleitet.</translation>
    </message>
    <message>
        <source>Over all steps: %1</source>
        <translation>Über alle Schritte: %1</translation>
    </message>
    <message>
        <source>server update</source>
        <translation>Server-Update</translation>
    </message>
    <message>
        <source>loss − best</source>
        <translation>Verl. − Opt.</translation>
    </message>
    <message>
        <source>weight w (best %1)</source>
        <translation>Gewicht w (Optimum %1)</translation>
    </message>
    <message>
        <source>Final loss (mean of the last quarter)</source>
        <translation>Endverlust (Mittel des letzten Viertels)</translation>
    </message>
    <message>
        <source>Final loss</source>
        <translation>Endverlust</translation>
    </message>
    <message>
        <source>Loss at update %1 (verdicts at the end)</source>
        <translation>Verlust bei Update %1 (Urteil am Ende)</translation>
    </message>
    <message>
        <source>Loss now</source>
        <translation>Verlust jetzt</translation>
    </message>
    <message>
        <source>loss, %1</source>
        <translation>Verlust, %1</translation>
    </message>
    <message>
        <source>Staleness remedies: no updates</source>
        <translation>Mittel gegen Veraltung: keine Updates</translation>
    </message>
    <message>
        <source>Staleness remedies: %1 workers, %2 slow, η = %3, update %4 of %5</source>
        <translation>Mittel gegen Veraltung: %1 Worker, %2 langsam, η = %3, Update %4 von %5</translation>
    </message>
    <message>
        <source>Staleness remedies: update %1 of %2</source>
        <translation>Mittel gegen Veraltung: Update %1 von %2</translation>
    </message>
    <message>
        <source>Mean staleness %1 updates · the stragglers' gradients arrive %2 updates old on average (at most %3)</source>
        <translation>Mittlere Veraltung %1 Updates · die Gradienten der Nachzügler kommen im Mittel %2 Updates alt an (höchstens %3)</translation>
    </message>
    <message>
        <source>Mean staleness %1 · stragglers %2</source>
        <translation>Mittlere Veraltung %1 · Nachzügler %2</translation>
    </message>
    <message>
        <source>Loss above the best, same arrivals under each rule</source>
        <translation>Verlust über dem Optimum, gleiche Ankünfte unter jeder Regel</translation>
    </message>
    <message>
        <source>The weight</source>
        <translation>Das Gewicht</translation>
    </message>
    <message>
        <source>moves w by the full η, however old the gradient</source>
        <translation>bewegt w um das volle η, egal wie alt der Gradient ist</translation>
    </message>
    <message>
        <source>moves w by η/(1+τ) for a gradient τ updates old</source>
        <translation>bewegt w um η/(1+τ) bei einem Gradienten, der τ Updates alt ist</translation>
    </message>
    <message>
        <source>shrinks η with the square root of the measured delay</source>
        <translation>verkleinert η mit der Quadratwurzel der gemessenen Verzögerung</translation>
    </message>
    <message>
        <source>applies the full η but caps each move at η × %1</source>
        <translation>wendet das volle η an, begrenzt aber jede Bewegung auf η × %1</translation>
    </message>
    <message>
        <source>corrects the gradient toward the weight it lands on by λ g² (w_now − w_read), λ = %1</source>
        <translation>korrigiert den Gradienten mit λ g² (w_now − w_read) zu dem Gewicht hin, auf dem er landet, λ = %1</translation>
    </message>
    <message>
        <source>every gradient moves w by the full η, even a straggler's that is %1 old and points back toward where w used to be, so each late kick undoes part of the progress</source>
        <translation>jeder Gradient bewegt w um das volle η, auch der eines Nachzüglers, der %1 alt ist und dorthin zurückzeigt, wo w früher war; so macht jeder späte Stoß einen Teil des Fortschritts zunichte</translation>
    </message>
    <message>
        <source>a gradient τ updates old moves w by η/(1+τ), so a straggler's kick is cut to about 1/%1; but the fast workers' gradients are %2 updates old on average too, so every step shrinks and w approaches slowly</source>
        <translation>ein Gradient, der τ Updates alt ist, bewegt w um η/(1+τ), sodass der Stoß eines Nachzüglers auf etwa 1/%1 gekürzt wird; aber auch die Gradienten der schnellen Worker sind im Mittel %2 Updates alt, also schrumpft jeder Schritt und w nähert sich nur langsam</translation>
    </message>
    <message>
        <source>the step shrinks with the square root of the measured delay: old gradients count less, fresh ones keep most of η</source>
        <translation>der Schritt schrumpft mit der Quadratwurzel der gemessenen Verzögerung: Alte Gradienten zählen weniger, frische behalten fast das ganze η</translation>
    </message>
    <message>
        <source>no gradient can move w by more than η × %1, which bounds a late kick but still applies it in the wrong direction</source>
        <translation>kein Gradient kann w um mehr als η × %1 bewegen; das begrenzt einen späten Stoß, wendet ihn aber trotzdem in die falsche Richtung an</translation>
    </message>
    <message>
        <source>the gradient is corrected toward the weight it lands on with λ g² (w_now − w_read), λ = %1; a rough curvature guess, so it helps only as far as g² matches the curvature</source>
        <translation>der Gradient wird mit λ g² (w_now − w_read), λ = %1, zu dem Gewicht hin korrigiert, auf dem er landet; eine grobe Schätzung der Krümmung, die also nur so weit hilft, wie g² der Krümmung entspricht</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; %2 (final loss %3, swing %4): %5.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; %2 (Endverlust %3, Schwankung %4): %5.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Update 0: the start.&lt;/b&gt; %1 workers read w = %2; %3 are slow, so their gradients land long after w has moved on. Five server rules get the same arrivals. &lt;i&gt;Predict:&lt;/i&gt; which settle at w = %4?&lt;br&gt;</source>
        <translation>&lt;b&gt;Update 0: der Start.&lt;/b&gt; %1 Worker lesen w = %2; %3 sind langsam, daher kommen ihre Gradienten erst lange an, nachdem w weitergezogen ist. Fünf Serverregeln erhalten dieselben Ankünfte. &lt;i&gt;Vorhersagen:&lt;/i&gt; Welche kommen bei w = %4 zur Ruhe?&lt;br&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Update %1 of %2.&lt;/b&gt; Worker %3's gradient %4 &lt;b&gt;%5&lt;/b&gt; old. Subtracted from w this update: constant η %6, η/(1+τ) %7, AdaDelay-style %8, clipped %9, compensated %10.&lt;br&gt;</source>
        <translation>&lt;b&gt;Update %1 von %2.&lt;/b&gt; Der Gradient von Worker %3 %4 &lt;b&gt;%5&lt;/b&gt; alt. In diesem Update von w abgezogen: konstantes η %6, η/(1+τ) %7, nach Art von AdaDelay %8, begrenzt %9, kompensiert %10.&lt;br&gt;</translation>
    </message>
    <message>
        <source>(a straggler) was</source>
        <translation>(ein Nachzügler) war</translation>
    </message>
    <message>
        <source>was</source>
        <translation>war</translation>
    </message>
    <message>
        <source>best w = %1/%2 = %3</source>
        <translation>bestes w = %1/%2 = %3</translation>
    </message>
    <message>
        <source>best %1</source>
        <translation>bestes %1</translation>
    </message>
    <message>
        <source>w after each round → best w</source>
        <translation>w nach jeder Runde → bestes w</translation>
    </message>
    <message>
        <source>true line y = %1x %2 %3 (needs a bias)</source>
        <translation>wahre Gerade y = %1x %2 %3 (braucht einen Bias)</translation>
    </message>
    <message>
        <source>model y = %1x</source>
        <translation>Modell y = %1x</translation>
    </message>
    <message>
        <source>The shards and the line the model draws</source>
        <translation>Die Shards und die Gerade, die das Modell zeichnet</translation>
    </message>
    <message>
        <source>The shards and the model's line</source>
        <translation>Die Shards und die Gerade des Modells</translation>
    </message>
    <message>
        <source>no gradients yet:
same w for all %1</source>
        <translation>noch keine Gradienten:
gleiches w für alle %1</translation>
    </message>
    <message>
        <source>no gradients
yet</source>
        <translation>noch keine
Gradienten</translation>
    </message>
    <message>
        <source>start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>all %1 in:
barrier opens</source>
        <translation>alle %1 da:
Barriere öffnet</translation>
    </message>
    <message>
        <source>waiting:
%1 of %2 in</source>
        <translation>warten:
%1 von %2 da</translation>
    </message>
    <message>
        <source>every worker: w %1 → %2</source>
        <translation>jeder Worker: w %1 → %2</translation>
    </message>
    <message>
        <source>no server: all-reduce</source>
        <translation>kein Server: All-Reduce</translation>
    </message>
    <message>
        <source>no gradients yet</source>
        <translation>noch keine Gradienten</translation>
    </message>
    <message>
        <source>summing chunks…</source>
        <translation>Blöcke summieren…</translation>
    </message>
    <message>
        <source>all: w %1 → %2</source>
        <translation>alle: w %1 → %2</translation>
    </message>
    <message>
        <source>all: w = %1</source>
        <translation>alle: w = %1</translation>
    </message>
    <message>
        <source>every worker: w = %1</source>
        <translation>jeder Worker: w = %1</translation>
    </message>
    <message>
        <source>sum</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>FedAvg</source>
        <translation>FedAvg</translation>
    </message>
    <message>
        <source>sum of g = %1</source>
        <translation>Summe g = %1</translation>
    </message>
    <message>
        <source>mean g = %1</source>
        <translation>Mittel g = %1</translation>
    </message>
    <message>
        <source>step α = η/K = %1</source>
        <translation>Schritt α = η/K = %1</translation>
    </message>
    <message>
        <source>step η = %1</source>
        <translation>Schritt η = %1</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>Rechnen</translation>
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
        <translation>Pull</translation>
    </message>
    <message>
        <source>barrier</source>
        <translation>Barriere</translation>
    </message>
    <message>
        <source>aggregate</source>
        <translation>Aggregieren</translation>
    </message>
    <message>
        <source>broadcast</source>
        <translation>Broadcast</translation>
    </message>
    <message>
        <source>w after the round</source>
        <translation>w nach der Runde</translation>
    </message>
    <message>
        <source>mean gradient</source>
        <translation>mittlerer Gradient</translation>
    </message>
    <message>
        <source>shard y</source>
        <translation>Shard-y</translation>
    </message>
    <message>
        <source>worker %1 on (%2, %3) gets g = %4</source>
        <translation>Worker %1 auf (%2, %3) erhält g = %4</translation>
    </message>
    <message>
        <source>worker %1 gets g = %2</source>
        <translation>Worker %1 erhält g = %2</translation>
    </message>
    <message>
        <source>&lt;i&gt;Compute:&lt;/i&gt; each worker takes the slope on its own shard only: %1. </source>
        <translation>&lt;i&gt;Rechnen:&lt;/i&gt; Jeder Worker bestimmt die Steigung nur auf seinem eigenen Shard: %1. </translation>
    </message>
    <message>
        <source>&lt;i&gt;Compute:&lt;/i&gt; each worker takes the slope on its own shard only: the %1 gradients run from %2 to %3. </source>
        <translation>&lt;i&gt;Rechnen:&lt;/i&gt; Jeder Worker bestimmt die Steigung nur auf seinem eigenen Shard: Die %1 Gradienten reichen von %2 bis %3. </translation>
    </message>
    <message>
        <source>&lt;i&gt;Barrier:&lt;/i&gt; all gradients are ready at t = %1, so no one waits this round. </source>
        <translation>&lt;i&gt;Barriere:&lt;/i&gt; Alle Gradienten sind bei t = %1 fertig, also wartet in dieser Runde niemand. </translation>
    </message>
    <message>
        <source>&lt;i&gt;Barrier:&lt;/i&gt; nobody moves on until the slowest worker (worker %1) is done at t = %2; the faster ones sit idle for %3 s in total this round (%4 s so far). </source>
        <translation>&lt;i&gt;Barriere:&lt;/i&gt; Niemand macht weiter, bis der langsamste Worker (Worker %1) bei t = %2 fertig ist; die schnelleren stehen in dieser Runde insgesamt %3 s im Leerlauf (%4 s bisher). </translation>
    </message>
    <message>
        <source>&lt;i&gt;Ring all-reduce:&lt;/i&gt; there is no server. The workers pass chunks of their gradients to the next worker on the ring: %1 reduce-scatter steps build the sums, %2 all-gather steps hand every worker the finished result (%3 steps). Each worker sends %4 and receives %5 per round. </source>
        <translation>&lt;i&gt;Ring-All-Reduce:&lt;/i&gt; Es gibt keinen Server. Die Worker reichen Blöcke ihrer Gradienten an den nächsten Worker im Ring weiter: %1 Reduce-Scatter-Schritte bilden die Summen, %2 All-Gather-Schritte geben jedem Worker das fertige Ergebnis (%3 Schritte). Jeder Worker sendet %4 und empfängt %5 pro Runde. </translation>
    </message>
    <message>
        <source>&lt;i&gt;Update:&lt;/i&gt; every worker now holds the same %1 and applies the same step (%2): w = %3 − %4 × %5 %7 &lt;b&gt;%6&lt;/b&gt; on every worker. </source>
        <translation>&lt;i&gt;Update:&lt;/i&gt; Jeder Worker hat jetzt dasselbe Ergebnis (%1) und macht denselben Schritt (%2): w = %3 − %4 × %5 %7 &lt;b&gt;%6&lt;/b&gt; auf jedem Worker. </translation>
    </message>
    <message>
        <source>&lt;i&gt;Push and aggregate:&lt;/i&gt; the server receives %1 (%2 in) and combines them: %3, each worker weighted by its share of the samples. </source>
        <translation>&lt;i&gt;Push und Aggregieren:&lt;/i&gt; Der Server empfängt %1 (%2 eingehend) und fasst sie zusammen: %3, jeder Worker gewichtet mit seinem Anteil an den Stichproben. </translation>
    </message>
    <message>
        <source>&lt;i&gt;Push and aggregate:&lt;/i&gt; the server receives %1 (%2 in) and combines them: %3. </source>
        <translation>&lt;i&gt;Push und Aggregieren:&lt;/i&gt; Der Server empfängt %1 (%2 eingehend) und fasst sie zusammen: %3. </translation>
    </message>
    <message>
        <source>&lt;i&gt;Update:&lt;/i&gt; one global step (%1): w = %2 − %3 × %4 %6 &lt;b&gt;%5&lt;/b&gt;. </source>
        <translation>&lt;i&gt;Update:&lt;/i&gt; ein globaler Schritt (%1): w = %2 − %3 × %4 %6 &lt;b&gt;%5&lt;/b&gt;. </translation>
    </message>
    <message>
        <source>&lt;i&gt;Broadcast:&lt;/i&gt; that single new weight goes back to the one worker (%1 out). </source>
        <translation>&lt;i&gt;Broadcast:&lt;/i&gt; Dieses eine neue Gewicht geht zurück an den einen Worker (%1 ausgehend). </translation>
    </message>
    <message>
        <source>&lt;i&gt;Broadcast:&lt;/i&gt; that single new weight goes back to all %1 workers (%2 out). </source>
        <translation>&lt;i&gt;Broadcast:&lt;/i&gt; Dieses eine neue Gewicht geht zurück an alle %1 Worker (%2 ausgehend). </translation>
    </message>
    <message>
        <source>&lt;b&gt;Round 0 of %1: the start.&lt;/b&gt; The one worker holds the same weight w0 = %2 and no gradient has been computed yet. </source>
        <translation>&lt;b&gt;Runde 0 von %1: der Start.&lt;/b&gt; Der eine Worker hat das Gewicht w0 = %2, und noch wurde kein Gradient berechnet. </translation>
    </message>
    <message>
        <source>&lt;b&gt;Round 0 of %1: the start.&lt;/b&gt; All %2 workers hold the same weight w0 = %3 and no gradient has been computed yet. </source>
        <translation>&lt;b&gt;Runde 0 von %1: der Start.&lt;/b&gt; Alle %2 Worker haben dasselbe Gewicht w0 = %3, und noch wurde kein Gradient berechnet. </translation>
    </message>
    <message>
        <source>worker %1 has (%2, %3)</source>
        <translation>Worker %1 hat (%2, %3)</translation>
    </message>
    <message>
        <source>Each worker owns one shard of the data: %1. </source>
        <translation>Jeder Worker besitzt einen Shard der Daten: %1. </translation>
    </message>
    <message>
        <source>In round 1 every worker takes the slope on its own shard, and the ring all-reduce hands all of them the same combined gradient. </source>
        <translation>In Runde 1 bestimmt jeder Worker die Steigung auf seinem eigenen Shard, und das Ring-All-Reduce gibt allen denselben kombinierten Gradienten. </translation>
    </message>
    <message>
        <source>In round 1 every worker takes the slope on its own shard and pushes it to the server, which makes one step and sends the new weight back. </source>
        <translation>In Runde 1 bestimmt jeder Worker die Steigung auf seinem eigenen Shard und sendet sie per Push an den Server, der einen Schritt macht und das neue Gewicht zurückschickt. </translation>
    </message>
    <message>
        <source>&lt;i&gt;Predict:&lt;/i&gt; at w = %1, what will the gradient be, and will w go up or down?</source>
        <translation>&lt;i&gt;Vorhersagen:&lt;/i&gt; Wie groß wird der Gradient bei w = %1 sein, und geht w nach oben oder nach unten?</translation>
    </message>
    <message>
        <source>&lt;i&gt;Predict:&lt;/i&gt; at w = %1, what will the %2 gradients be, and will w go up or down?</source>
        <translation>&lt;i&gt;Vorhersagen:&lt;/i&gt; Wie groß werden die %2 Gradienten bei w = %1 sein, und geht w nach oben oder nach unten?</translation>
    </message>
    <message>
        <source>The one worker starts from the same weight w = %1. </source>
        <translation>Der eine Worker startet mit dem Gewicht w = %1. </translation>
    </message>
    <message>
        <source>All %1 workers start from the same weight w = %2. </source>
        <translation>Alle %1 Worker starten mit demselben Gewicht w = %2. </translation>
    </message>
    <message>
        <source>&lt;i&gt;Pull:&lt;/i&gt; the one worker fetches the same weight w = %1 from the server. </source>
        <translation>&lt;i&gt;Pull:&lt;/i&gt; Der eine Worker holt das Gewicht w = %1 vom Server. </translation>
    </message>
    <message>
        <source>&lt;i&gt;Pull:&lt;/i&gt; all %1 workers fetch the same weight w = %2 from the server. </source>
        <translation>&lt;i&gt;Pull:&lt;/i&gt; Alle %1 Worker holen dasselbe Gewicht w = %2 vom Server. </translation>
    </message>
    <message>
        <source>The loss &lt;b&gt;rises&lt;/b&gt; from %1 to %2: the step overshoots, so lower η; the best single weight is %3 = %4.</source>
        <translation>Der Verlust &lt;b&gt;steigt&lt;/b&gt; von %1 auf %2: Der Schritt schießt über, also η verringern; das beste einzelne Gewicht ist %3 = %4.</translation>
    </message>
    <message>
        <source>The loss drops from %1 to %2; the best single weight is %3 = %4.</source>
        <translation>Der Verlust sinkt von %1 auf %2; das beste einzelne Gewicht ist %3 = %4.</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;i&gt;Not %1 final models:&lt;/i&gt; the workers only ever send gradients; there is one global weight, and after the round every worker holds the same copy of it.</source>
        <translation>&lt;br&gt;&lt;i&gt;Nicht %1 fertige Modelle:&lt;/i&gt; Die Worker senden immer nur Gradienten; es gibt ein globales Gewicht, und nach der Runde hat jeder Worker dieselbe Kopie davon.</translation>
    </message>
    <message>
        <source>ring all-reduce, no server</source>
        <translation>Ring-All-Reduce, kein Server</translation>
    </message>
    <message>
        <source>parameter server (star)</source>
        <translation>Parameterserver (Stern)</translation>
    </message>
    <message>
        <source>Synchronous SGD · %1 · %2 · %3 · %4</source>
        <translation>Synchrones SGD · %1 · %2 · %3 · %4</translation>
    </message>
    <message>
        <source>start: nothing done yet</source>
        <translation>Start: noch nichts geschehen</translation>
    </message>
    <message>
        <source>round complete</source>
        <translation>Runde abgeschlossen</translation>
    </message>
    <message>
        <source>now: %1</source>
        <translation>jetzt: %1</translation>
    </message>
    <message>
        <source>The start: the one worker holds the same w = %1 and nothing has been sent yet</source>
        <translation>Der Start: Der eine Worker hat w = %1, und noch wurde nichts gesendet</translation>
    </message>
    <message>
        <source>The start: all %1 workers hold the same w = %2 and nothing has been sent yet</source>
        <translation>Der Start: Alle %1 Worker haben dasselbe w = %2, und noch wurde nichts gesendet</translation>
    </message>
    <message>
        <source>The start: every worker holds w = %1, nothing sent yet</source>
        <translation>Der Start: Jeder Worker hat w = %1, noch nichts gesendet</translation>
    </message>
    <message>
        <source>Start: every worker holds w = %1</source>
        <translation>Start: Jeder Worker hat w = %1</translation>
    </message>
    <message>
        <source>Ring, counted: each worker sent %1 and received %2 this round · rule 2(K−1)/K × %3 = %4</source>
        <translation>Ring, gezählt: Jeder Worker sendete %1 und empfing %2 in dieser Runde · Regel 2(K−1)/K × %3 = %4</translation>
    </message>
    <message>
        <source>Ring, counted: each worker sent %1 · rule 2(K−1)/K × %2 = %3</source>
        <translation>Ring, gezählt: Jeder Worker sendete %1 · Regel 2(K−1)/K × %2 = %3</translation>
    </message>
    <message>
        <source>Ring, counted: each worker sent %1</source>
        <translation>Ring, gezählt: Jeder Worker sendete %1</translation>
    </message>
    <message>
        <source>Star, counted: each worker sent %1 up, got %2 back (model %3) · the server took in %4, sent %5</source>
        <translation>Stern, gezählt: Jeder Worker sendete %1 hoch, erhielt %2 zurück (Modell %3) · der Server nahm %4 an, sendete %5</translation>
    </message>
    <message>
        <source>Star, counted: each worker sent %1, got %2 · server %3 in, %4 out</source>
        <translation>Stern, gezählt: Jeder Worker sendete %1, erhielt %2 · Server %3 ein, %4 aus</translation>
    </message>
    <message>
        <source>Star, counted: server %1 in, %2 out</source>
        <translation>Stern, gezählt: Server %1 ein, %2 aus</translation>
    </message>
    <message>
        <source>Ring, no hub: each worker sends %1 and receives %2 per round = 2(K−1)/K × %3, in %4 steps</source>
        <translation>Ring, ohne Zentrum: Jeder Worker sendet %1 und empfängt %2 pro Runde = 2(K−1)/K × %3, in %4 Schritten</translation>
    </message>
    <message>
        <source>Ring, no hub: each worker sends %1, receives %2 = 2(K−1)/K × %3</source>
        <translation>Ring, ohne Zentrum: Jeder Worker sendet %1, empfängt %2 = 2(K−1)/K × %3</translation>
    </message>
    <message>
        <source>Ring: each worker sends %1, receives %2</source>
        <translation>Ring: Jeder Worker sendet %1, empfängt %2</translation>
    </message>
    <message>
        <source>Star: each worker sends %1 up, gets %2 back · the server takes in %3 (fan-in), sends out %4</source>
        <translation>Stern: Jeder Worker sendet %1 hoch, erhält %2 zurück · der Server nimmt %3 an (Fan-in), sendet %4</translation>
    </message>
    <message>
        <source>Star: each worker sends %1, gets %2 · server: %3 in, %4 out</source>
        <translation>Stern: Jeder Worker sendet %1, erhält %2 · Server: %3 ein, %4 aus</translation>
    </message>
    <message>
        <source>Star: server takes in %1, sends out %2</source>
        <translation>Stern: Server nimmt %1 an, sendet %2</translation>
    </message>
    <message>
        <source>The loss went up (%1 → %2): this step size overshoots for this data · still one global weight, never %3 models</source>
        <translation>Der Verlust stieg (%1 → %2): Diese Schrittweite schießt bei diesen Daten über · weiterhin ein globales Gewicht, nie %3 Modelle</translation>
    </message>
    <message>
        <source>The loss went up (%1 → %2): the step overshoots · still one global weight</source>
        <translation>Der Verlust stieg (%1 → %2): Der Schritt schießt über · weiterhin ein globales Gewicht</translation>
    </message>
    <message>
        <source>Loss up (%1 → %2): the step overshoots</source>
        <translation>Verlust steigt (%1 → %2): Schritt schießt über</translation>
    </message>
    <message>
        <source>w pulled</source>
        <translation>geholtes w</translation>
    </message>
    <message>
        <source>w after update</source>
        <translation>w nach Update</translation>
    </message>
    <message>
        <source>loss at w</source>
        <translation>Verlust bei w</translation>
    </message>
    <message>
        <source>Synchronous SGD: no rounds</source>
        <translation>Synchrones SGD: keine Runden</translation>
    </message>
    <message>
        <source>compute %1 s</source>
        <translation>Rechnen %1 s</translation>
    </message>
    <message>
        <source>idle %1 s</source>
        <translation>Leerlauf %1 s</translation>
    </message>
    <message>
        <source>nothing has run yet</source>
        <translation>noch nichts gelaufen</translation>
    </message>
    <message>
        <source>barrier t = %1</source>
        <translation>Barriere t = %1</translation>
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
        <translation>%1 Schritte</translation>
    </message>
    <message>
        <source>aggregate · update · broadcast</source>
        <translation>Aggregieren · Update · Broadcast</translation>
    </message>
    <message>
        <source>update · broadcast</source>
        <translation>Update · Broadcast</translation>
    </message>
    <message>
        <source>This round: compute, wait, ring steps (chunk sent)</source>
        <translation>Diese Runde: Rechnen, Warten, Ringschritte (Block gesendet)</translation>
    </message>
    <message>
        <source>This round: compute, wait, ring steps</source>
        <translation>Diese Runde: Rechnen, Warten, Ringschritte</translation>
    </message>
    <message>
        <source>This round: compute, then wait at the barrier</source>
        <translation>Diese Runde: Rechnen, dann Warten an der Barriere</translation>
    </message>
    <message>
        <source>This round: compute, then wait</source>
        <translation>Diese Runde: Rechnen, dann Warten</translation>
    </message>
    <message>
        <source>the start: no round has run, nobody has waited</source>
        <translation>Start: keine Runde gelaufen, kein Warten</translation>
    </message>
    <message>
        <source>idle this round %1 s · idle so far %2 s</source>
        <translation>Leerlauf diese Runde %1 s · Leerlauf bisher %2 s</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>wartet</translation>
    </message>
    <message>
        <source>Space the x axis by powers of ten, so a design that is done in microseconds and one that needs seconds can be read on one chart.</source>
        <translation>Die x-Achse in Zehnerpotenzen teilen, damit eine Variante, die in Mikrosekunden fertig ist, und eine, die Sekunden braucht, auf einem Diagramm lesbar sind.</translation>
    </message>
    <message>
        <source>CPU kernels</source>
        <translation>CPU-Kernel</translation>
    </message>
    <message>
        <source>One global weight, never %1 models · solid green arrow g &lt; 0 (w rises), dashed red g &gt; 0</source>
        <translation>Ein globales Gewicht, nie %1 Modelle · durchgezogener grüner Pfeil g &lt; 0 (w steigt), gestrichelt rot g &gt; 0</translation>
    </message>
    <message>
        <source>One global weight · solid green g &lt; 0, dashed red g &gt; 0</source>
        <translation>Ein globales Gewicht · grün durchgezogen g &lt; 0, rot gestrichelt g &gt; 0</translation>
    </message>
    <message>
        <source>%2 update per round on one global weight: never %1 final models · solid green arrow g &lt; 0 (w rises), dashed red g &gt; 0</source>
        <translation>%2 Update pro Runde auf ein globales Gewicht: nie %1 fertige Modelle · durchgezogener grüner Pfeil g &lt; 0 (w steigt), gestrichelt rot g &gt; 0</translation>
    </message>
    <message>
        <source>%2 update per round on one global weight, never %1 models · solid green g &lt; 0, dashed red g &gt; 0</source>
        <translation>%2 Update pro Runde auf ein globales Gewicht, nie %1 Modelle · grün durchgezogen g &lt; 0, rot gestrichelt g &gt; 0</translation>
    </message>
    <message>
        <source>One global weight, never %1 models · solid green g &lt; 0, dashed red g &gt; 0</source>
        <translation>Ein globales Gewicht, nie %1 Modelle · grün durchgezogen g &lt; 0, rot gestrichelt g &gt; 0</translation>
    </message>
    <message>
        <source> (log scale)</source>
        <comment>the end of a chart axis' title, left out of the hover box</comment>
        <translation> (log. Skala)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>the hover box's heading: the x axis' name, the x value</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <comment>a hovered point: its y value at its x value</comment>
        <translation>%1 bei %2</translation>
    </message>
    <message>
        <source>zoomed · double-click: whole range</source>
        <translation>gezoomt · Doppelklick: ganzer Bereich</translation>
    </message>
    <message>
        <source>Allowed: %1. Default: %2.</source>
        <translation>Erlaubt: %1. Voreinstellung: %2.</translation>
    </message>
    <message>
        <source>CPU, %1, %2</source>
        <translation>CPU, %1, %2</translation>
    </message>
    <message>
        <source>CPU, %1</source>
        <translation>CPU, %1</translation>
    </message>
    <message>
        <source>1 thread</source>
        <translation>1 Thread</translation>
    </message>
    <message>
        <source>%1 threads</source>
        <translation>%1 Threads</translation>
    </message>
    <message>
        <source>kernel measured</source>
        <translation>Kernel gemessen</translation>
    </message>
    <message>
        <source>kernel measured before</source>
        <translation>Kernel früher gemessen</translation>
    </message>
    <message>
        <source>kernel guessed</source>
        <translation>Kernel geschätzt</translation>
    </message>
    <message>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <source>a run ran away and is held at its last weight: lower η or the async rate</source>
        <translation>ein Lauf ist entglitten und bleibt bei seinem letzten Gewicht stehen: η oder die asynchrone Rate senken</translation>
    </message>
    <message>
        <source>b = %1: %2 in %3 s instead of %4 s, %5 of %6 gradients dropped; at %7 s the loss above the best is %8 against plain sync's %9</source>
        <translation>b = %1: %2 in %3 s statt %4 s, %5 von %6 Gradienten verworfen; bei %7 s liegt der Verlust über dem Optimum bei %8, beim gewöhnlichen synchronen SGD bei %9</translation>
    </message>
    <message>
        <source>1 round</source>
        <translation>1 Runde</translation>
    </message>
    <message>
        <source>%1 rounds</source>
        <translation>%1 Runden</translation>
    </message>
    <message>
        <source>%1 updates per epoch with batch %2 and leftover %3</source>
        <translation>%1 Updates pro Epoche mit Batch %2 und Rest %3</translation>
    </message>
    <message>
        <source>diverged after %1 updates: η is too large for this batch</source>
        <translation>nach %1 Updates divergiert: η ist für diesen Batch zu groß</translation>
    </message>
    <message>
        <source>stopped after %1 of %2 updates; %3</source>
        <translation>nach %1 von %2 Updates angehalten; %3</translation>
    </message>
    <message>
        <source>diverged at the start: the numbers leave the range of a double</source>
        <translation>gleich zu Beginn divergiert: die Zahlen verlassen den Bereich eines double</translation>
    </message>
    <message>
        <source>diverged after step %1: the next step leaves the range of a double</source>
        <translation>nach Schritt %1 divergiert: der nächste Schritt verlässt den Bereich eines double</translation>
    </message>
    <message>
        <source>diverged after step %1: |1 − η·x²| = %2 &gt; 1, so every step multiplies the distance to w* instead of shrinking it</source>
        <translation>nach Schritt %1 divergiert: |1 − η·x²| = %2 &gt; 1, also vervielfacht jeder Schritt den Abstand zu w*, statt ihn zu verkleinern</translation>
    </message>
    <message>
        <source>diverges: |1 − η·x²| = %1 &gt; 1, the distance to w* grows every step</source>
        <translation>divergiert: |1 − η·x²| = %1 &gt; 1, der Abstand zu w* wächst mit jedem Schritt</translation>
    </message>
    <message>
        <source>never settles: |1 − η·x²| = 1, w bounces between two points</source>
        <translation>kommt nie zur Ruhe: |1 − η·x²| = 1, w springt zwischen zwei Punkten hin und her</translation>
    </message>
    <message>
        <source>converges with overshoot: each step crosses the vertex w*</source>
        <translation>konvergiert mit Überschwingen: jeder Schritt springt über den Scheitel w* hinweg</translation>
    </message>
    <message>
        <source>converges: each step shrinks the distance to w* by the factor %1</source>
        <translation>konvergiert: jeder Schritt verkleinert den Abstand zu w* um den Faktor %1</translation>
    </message>
    <message>
        <source> · %1 answers from %2</source>
        <translation> · %1 Antworten von %2</translation>
    </message>
    <message>
        <source> (one network address: devices behind one router, or a script)</source>
        <translation> (eine Netzwerkadresse: Geräte hinter einem Router oder ein Skript)</translation>
    </message>
    <message>
        <source>stalled: no worker can make progress</source>
        <translation>blockiert: kein Worker kann weiterrechnen</translation>
    </message>
    <message>
        <source>diverged: the weight ran away; lower η or use the staleness-aware rule</source>
        <translation>divergiert: das Gewicht ist davongelaufen; senken Sie η oder verwenden Sie die veraltungsbewusste Regel</translation>
    </message>
    <message>
        <source>%1 for %2; synchronous SGD would have written %3</source>
        <translation>%1 für %2; synchrones SGD hätte %3 geschrieben</translation>
    </message>
    <message>
        <source>1 server write</source>
        <translation>1 Schreibvorgang des Servers</translation>
    </message>
    <message>
        <source>%1 server writes</source>
        <translation>%1 Schreibvorgänge des Servers</translation>
    </message>
    <message>
        <source>1 gradient</source>
        <translation>1 Gradient</translation>
    </message>
    <message>
        <source>%1 gradients</source>
        <translation>%1 Gradienten</translation>
    </message>
    <message>
        <source>1 time</source>
        <translation>1-mal</translation>
    </message>
    <message>
        <source>%1; %2; small case: %3</source>
        <translation>%1; %2; kleiner Fall: %3</translation>
    </message>
    <message>
        <source>the async runs split at update %1 and end %2 apart</source>
        <translation>die asynchronen Läufe trennen sich bei Update %1 und enden %2 auseinander</translation>
    </message>
    <message>
        <source>the async runs kept the same order</source>
        <translation>die asynchronen Läufe behielten dieselbe Reihenfolge</translation>
    </message>
    <message>
        <source>sync agrees bit for bit</source>
        <translation>synchron stimmt Bit für Bit überein</translation>
    </message>
    <message>
        <source>sync differs</source>
        <translation>synchron weicht ab</translation>
    </message>
    <message>
        <source>sync reaches the target first</source>
        <translation>synchron erreicht das Ziel zuerst</translation>
    </message>
    <message>
        <source>async reaches the target first</source>
        <translation>asynchron erreicht das Ziel zuerst</translation>
    </message>
    <message>
        <source>neither reaches the target first</source>
        <translation>keiner erreicht das Ziel</translation>
    </message>
    <message>
        <source>diverged: local steps with this η run away</source>
        <translation>divergiert: lokale Schritte mit diesem η laufen davon</translation>
    </message>
    <message>
        <source>the live nodes form %1 separate groups: they cannot reach one consensus</source>
        <translation>die aktiven Knoten bilden %1 getrennte Gruppen: sie können keinen gemeinsamen Konsens erreichen</translation>
    </message>
    <message>
        <source>one connected group; spectral gap %1, the spread shrinks by about %2 per round</source>
        <translation>eine zusammenhängende Gruppe; Spektrallücke %1, die Streuung schrumpft pro Runde etwa um den Faktor %2</translation>
    </message>
    <message>
        <source>After the shift at tick %1 the async model is back within %2 in %3 ticks; the batch model waits for its retrain at tick %4</source>
        <translation>Nach dem Sprung bei Takt %1 ist das asynchrone Modell nach %3 Takten wieder innerhalb von %2; das Batch-Modell wartet auf sein Neutraining bei Takt %4</translation>
    </message>
    <message>
        <source>After the shift at tick %1 the async model is back within %2 in %3 ticks; the batch model is not retrained again in the run</source>
        <translation>Nach dem Sprung bei Takt %1 ist das asynchrone Modell nach %3 Takten wieder innerhalb von %2; das Batch-Modell wird in diesem Lauf nicht mehr neu trainiert</translation>
    </message>
    <message>
        <source>After the shift at tick %1 the async model never gets back within %2; the batch model waits for its retrain at tick %3</source>
        <translation>Nach dem Sprung bei Takt %1 kommt das asynchrone Modell nie wieder innerhalb von %2; das Batch-Modell wartet auf sein Neutraining bei Takt %3</translation>
    </message>
    <message>
        <source>After the shift at tick %1 the async model never gets back within %2; the batch model is not retrained again in the run</source>
        <translation>Nach dem Sprung bei Takt %1 kommt das asynchrone Modell nie wieder innerhalb von %2; das Batch-Modell wird in diesem Lauf nicht mehr neu trainiert</translation>
    </message>
    <message>
        <source>While the optimum turns, mean tracking error: async %1, high staleness %2, batch %3</source>
        <translation>Während sich das Optimum dreht, mittlerer Verfolgungsfehler: asynchron %1, hohe Veraltung %2, Batch %3</translation>
    </message>
    <message>
        <source>The weights ran away: lower η.</source>
        <translation>Die Gewichte sind davongelaufen: senken Sie η.</translation>
    </message>
    <message>
        <source>1 thread (%1): %2 updates/s, %3% of writes collided. Measured: another run gives other numbers.</source>
        <translation>1 Thread (%1): %2 Updates/s, %3 % der Schreibzugriffe kollidierten. Gemessen: ein anderer Lauf ergibt andere Zahlen.</translation>
    </message>
    <message>
        <source>%1 threads (%2): %3 updates/s, %4% of writes collided. Measured: another run gives other numbers.</source>
        <translation>%1 Threads (%2): %3 Updates/s, %4 % der Schreibzugriffe kollidierten. Gemessen: ein anderer Lauf ergibt andere Zahlen.</translation>
    </message>
    <message>
        <source>%1 million</source>
        <translation>%1 Millionen</translation>
    </message>
    <message>
        <source>a run ran away: its weight is held at its last value; lower η</source>
        <translation>ein Lauf ist davongelaufen: sein Gewicht bleibt auf dem letzten Wert; senken Sie η</translation>
    </message>
    <message>
        <source>fitted momentum %1 against 1 − 1/K = %2; the leaky server leaves %3</source>
        <translation>angepasstes Momentum %1 gegenüber 1 − 1/K = %2; der undichte Server lässt %3 übrig</translation>
    </message>
    <message>
        <source>overlap hides %1% of the communication: step %2 ms → %3 ms</source>
        <translation>die Überlappung verbirgt %1 % der Kommunikation: Schritt %2 ms → %3 ms</translation>
    </message>
    <message>
        <source>diverged: lower η</source>
        <translation>divergiert: senken Sie η</translation>
    </message>
    <message>
        <source>%1 bits per value: %2 bytes per message instead of %3</source>
        <translation>%1 Bits pro Wert: %2 Bytes pro Nachricht statt %3</translation>
    </message>
    <message>
        <source>%1 diverged: lower η</source>
        <translation>%1 divergiert: senken Sie η</translation>
    </message>
    <message>
        <source>diverged: the weight ran away; lower η</source>
        <translation>divergiert: das Gewicht ist davongelaufen; senken Sie η</translation>
    </message>
    <message>
        <source>a free server: %1 pushes per second, all the workers can make</source>
        <translation>ein freier Server: %1 Pushes pro Sekunde, so viele die Worker schaffen</translation>
    </message>
    <message>
        <source>%1 pushes per second of the workers' %2; %3 can apply at most %4</source>
        <translation>%1 Pushes pro Sekunde von den %2 der Worker; %3 kann höchstens %4 anwenden</translation>
    </message>
    <message>
        <source>%1 pushes per second of the workers' %2; %3 can apply at most %4, and run at that ceiling</source>
        <translation>%1 Pushes pro Sekunde von den %2 der Worker; %3 kann höchstens %4 anwenden und läuft an dieser Grenze</translation>
    </message>
    <message>
        <source>%1 pushes per second of the workers' %2; %3 can apply at most %4 (shard %5, the slowest, sets it)</source>
        <translation>%1 Pushes pro Sekunde von den %2 der Worker; %3 kann höchstens %4 anwenden (Shard %5, der langsamste, bestimmt das)</translation>
    </message>
    <message>
        <source>%1 pushes per second of the workers' %2; %3 can apply at most %4 (shard %5, the slowest, sets it), and run at that ceiling</source>
        <translation>%1 Pushes pro Sekunde von den %2 der Worker; %3 kann höchstens %4 anwenden (Shard %5, der langsamste, bestimmt das) und läuft an dieser Grenze</translation>
    </message>
    <message>
        <source>%1 of 4 remedies end below constant η's final loss of %2</source>
        <translation>%1 von 4 Gegenmitteln enden unter dem Endverlust %2 des konstanten η</translation>
    </message>
    <message>
        <source>one global update per round; w heads for %1</source>
        <translation>ein globales Update pro Runde; w strebt zu %1</translation>
    </message>
    <message>
        <source>one global update per round; w heads for %1, overshooting it every round</source>
        <translation>ein globales Update pro Runde; w strebt zu %1 und schießt jede Runde darüber hinaus</translation>
    </message>
    <message>
        <source>diverges: each round multiplies the distance to the best w by |1 − η·mean x²| = %1 &gt; 1; use η below %2</source>
        <translation>divergiert: jede Runde multipliziert den Abstand zum besten w mit |1 − η·mittleres x²| = %1 &gt; 1; verwenden Sie η unter %2</translation>
    </message>
    <message>
        <source>CUDA support not built</source>
        <translation>CUDA-Unterstützung nicht mitkompiliert</translation>
    </message>
    <message>
        <source>no CUDA device (%1)</source>
        <translation>kein CUDA-Gerät (%1)</translation>
    </message>
    <message>
        <source>no CUDA device</source>
        <translation>kein CUDA-Gerät</translation>
    </message>
    <message>
        <source>CUDA device unusable (%1)</source>
        <translation>CUDA-Gerät nicht nutzbar (%1)</translation>
    </message>
</context>
<context>
    <name>sgd::choice</name>
    <message>
        <source>keep</source>
        <comment>leftover</comment>
        <translation>behalten</translation>
    </message>
    <message>
        <source>drop</source>
        <comment>leftover</comment>
        <translation>verwerfen</translation>
    </message>
    <message>
        <source>pad</source>
        <comment>leftover</comment>
        <translation>auffüllen</translation>
    </message>
    <message>
        <source>on</source>
        <comment>shuffle</comment>
        <translation>an</translation>
    </message>
    <message>
        <source>off</source>
        <comment>shuffle</comment>
        <translation>aus</translation>
    </message>
    <message>
        <source>mean</source>
        <comment>aggregate</comment>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>sum</source>
        <comment>aggregate</comment>
        <translation>Summe</translation>
    </message>
    <message>
        <source>fedavg</source>
        <comment>aggregate</comment>
        <translation>FedAvg</translation>
    </message>
    <message>
        <source>star</source>
        <comment>topology</comment>
        <translation>Stern</translation>
    </message>
    <message>
        <source>ring</source>
        <comment>topology</comment>
        <translation>Ring</translation>
    </message>
    <message>
        <source>constant</source>
        <comment>lr_rule</comment>
        <translation>konstant</translation>
    </message>
    <message>
        <source>staleness</source>
        <comment>lr_rule</comment>
        <translation>nach Veraltung</translation>
    </message>
    <message>
        <source>push</source>
        <comment>pull</comment>
        <translation>Push</translation>
    </message>
    <message>
        <source>epoch</source>
        <comment>pull</comment>
        <translation>Epoche</translation>
    </message>
    <message>
        <source>quorum80</source>
        <comment>pull</comment>
        <translation>Quorum 80 %</translation>
    </message>
    <message>
        <source>quorum90</source>
        <comment>pull</comment>
        <translation>Quorum 90 %</translation>
    </message>
    <message>
        <source>lock-free</source>
        <comment>mode</comment>
        <translation>sperrfrei</translation>
    </message>
    <message>
        <source>global-lock</source>
        <comment>mode</comment>
        <translation>eine globale Sperre</translation>
    </message>
    <message>
        <source>single-thread</source>
        <comment>mode</comment>
        <translation>ein Thread</translation>
    </message>
    <message>
        <source>random</source>
        <comment>rows</comment>
        <translation>zufällig</translation>
    </message>
    <message>
        <source>disjoint</source>
        <comment>rows</comment>
        <translation>disjunkt</translation>
    </message>
    <message>
        <source>fixed</source>
        <comment>times</comment>
        <translation>fest</translation>
    </message>
    <message>
        <source>random</source>
        <comment>times</comment>
        <translation>zufällig</translation>
    </message>
    <message>
        <source>shift</source>
        <comment>drift</comment>
        <translation>Sprung</translation>
    </message>
    <message>
        <source>rotation</source>
        <comment>drift</comment>
        <translation>Drehung</translation>
    </message>
    <message>
        <source>path</source>
        <comment>topology</comment>
        <translation>Pfad</translation>
    </message>
    <message>
        <source>complete</source>
        <comment>topology</comment>
        <translation>vollständig</translation>
    </message>
    <message>
        <source>threshold</source>
        <comment>topology</comment>
        <translation>Schwelle</translation>
    </message>
    <message>
        <source>by-bits</source>
        <comment>scheme</comment>
        <translation>nach Bits</translation>
    </message>
    <message>
        <source>uniform</source>
        <comment>scheme</comment>
        <translation>gleichmäßig</translation>
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
        <translation>Vorzeichen</translation>
    </message>
    <message>
        <source>nearest</source>
        <comment>rounding</comment>
        <translation>nächstgelegen</translation>
    </message>
    <message>
        <source>stochastic</source>
        <comment>rounding</comment>
        <translation>stochastisch</translation>
    </message>
    <message>
        <source>off</source>
        <comment>error_feedback</comment>
        <translation>aus</translation>
    </message>
    <message>
        <source>on</source>
        <comment>error_feedback</comment>
        <translation>an</translation>
    </message>
    <message>
        <source>least-squares</source>
        <comment>loss</comment>
        <translation>kleinste Quadrate</translation>
    </message>
    <message>
        <source>logistic</source>
        <comment>loss</comment>
        <translation>logistisch</translation>
    </message>
    <message>
        <source>torus</source>
        <comment>topology</comment>
        <translation>Torus</translation>
    </message>
    <message>
        <source>auto</source>
        <comment>backend</comment>
        <translation>automatisch</translation>
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
        <translation>Die neue Sprache wird wirksam, wenn die Unterrichtssitzung endet.</translation>
    </message>
</context>
<context>
    <name>sgd::core</name>
    <message>
        <source>One weight</source>
        <translation>Ein Gewicht</translation>
    </message>
    <message>
        <source>The loss of one weight as a parabola, its slope by probing and by formula, and the step downhill.</source>
        <translation>Der Verlust eines Gewichts als Parabel, seine Steigung durch Abtasten und per Formel, und der Schritt bergab.</translation>
    </message>
    <message>
        <source>Watch the dot slide along the parabola toward its lowest point, where the slope is zero. The probe (a small step each side) and the formula give the same slope, and its sign says which way w must move: the minus sign in the update turns a negative slope into a step to the right. Try a larger η and see the steps start to overshoot the bottom, then fly off.</source>
        <translation>Der Punkt gleitet entlang der Parabel zu ihrem tiefsten Punkt, wo die Steigung null ist. Das Abtasten (ein kleiner Schritt zu jeder Seite) und die Formel liefern dieselbe Steigung, und ihr Vorzeichen sagt, in welche Richtung sich w bewegen muss: Das Minuszeichen im Update macht aus einer negativen Steigung einen Schritt nach rechts. Ein größeres η ausprobieren: Die Schritte schießen erst über den Tiefpunkt hinaus und fliegen dann davon.</translation>
    </message>
    <message>
        <source>input x</source>
        <translation>Eingabe x</translation>
    </message>
    <message>
        <source>The input of the single training example.</source>
        <translation>Die Eingabe des einzigen Trainingsbeispiels.</translation>
    </message>
    <message>
        <source>target y</source>
        <translation>Ziel y</translation>
    </message>
    <message>
        <source>The label the prediction should reach.</source>
        <translation>Das Label, das die Vorhersage erreichen soll.</translation>
    </message>
    <message>
        <source>start w0</source>
        <translation>Start w0</translation>
    </message>
    <message>
        <source>The weight before the first step.</source>
        <translation>Das Gewicht vor dem ersten Schritt.</translation>
    </message>
    <message>
        <source>learning rate η</source>
        <translation>Lernrate η</translation>
    </message>
    <message>
        <source>How far each step moves against the gradient.</source>
        <translation>Wie weit sich jeder Schritt gegen den Gradienten bewegt.</translation>
    </message>
    <message>
        <source>probe h</source>
        <translation>Abtastweite h</translation>
    </message>
    <message>
        <source>How far the finite-difference probe nudges w.</source>
        <translation>Wie weit das Abtasten per finiter Differenz w verschiebt.</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>How many updates to compute.</source>
        <translation>Wie viele Updates berechnet werden.</translation>
    </message>
    <message>
        <source>Mini-batch cadence</source>
        <translation>Mini-Batch-Takt</translation>
    </message>
    <message>
        <source>How often w moves on a tape of samples: after every sample, every batch, or once per pass.</source>
        <translation>Wie oft sich w auf einem Band von Stichproben bewegt: nach jeder Stichprobe, nach jedem Batch oder einmal pro Durchlauf.</translation>
    </message>
    <message>
        <source>Count how often w moves as the tape of samples runs past. After every sample the path is quick but jittery; after every batch it is calmer; once per pass it is smooth but slow to start. One pass over the data is the same work in all three: only the number of updates changes.</source>
        <translation>Zählen, wie oft sich w bewegt, während das Band der Stichproben vorbeiläuft. Nach jeder Stichprobe ist der Verlauf schnell, aber zittrig; nach jedem Batch ruhiger; einmal pro Durchlauf glatt, aber langsam im Anlaufen. Ein Durchlauf über die Daten ist in allen drei Fällen dieselbe Arbeit: Nur die Zahl der Updates ändert sich.</translation>
    </message>
    <message>
        <source>samples N</source>
        <translation>Stichproben N</translation>
    </message>
    <message>
        <source>How many samples the tape holds.</source>
        <translation>Wie viele Stichproben das Band enthält.</translation>
    </message>
    <message>
        <source>batch size B</source>
        <translation>Batch-Größe B</translation>
    </message>
    <message>
        <source>How many samples are averaged into one update.</source>
        <translation>Wie viele Stichproben zu einem Update gemittelt werden.</translation>
    </message>
    <message>
        <source>leftover</source>
        <translation>Rest</translation>
    </message>
    <message>
        <source>What happens to the short last batch of an epoch.</source>
        <translation>Was mit dem kurzen letzten Batch einer Epoche geschieht.</translation>
    </message>
    <message>
        <source>The weight before the first update.</source>
        <translation>Das Gewicht vor dem ersten Update.</translation>
    </message>
    <message>
        <source>How far each update moves.</source>
        <translation>Wie weit sich jedes Update bewegt.</translation>
    </message>
    <message>
        <source>epochs</source>
        <translation>Epochen</translation>
    </message>
    <message>
        <source>How many passes over the tape.</source>
        <translation>Wie viele Durchläufe über das Band.</translation>
    </message>
    <message>
        <source>shuffle</source>
        <translation>Durchmischen</translation>
    </message>
    <message>
        <source>Shuffle the samples at the start of every epoch.</source>
        <translation>Die Stichproben zu Beginn jeder Epoche durchmischen.</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <source>Seed of the shuffle; the same seed gives the same order.</source>
        <translation>Seed für das Durchmischen; derselbe Seed ergibt dieselbe Reihenfolge.</translation>
    </message>
    <message>
        <source>Synchronous SGD</source>
        <translation>Synchrones SGD</translation>
    </message>
    <message>
        <source>A parameter server and K workers: pull, compute, push, wait at the barrier, average, one update.</source>
        <translation>Ein Parameterserver und K Worker: Pull, Rechnen, Push, Warten an der Barriere, Mitteln, ein Update.</translation>
    </message>
    <message>
        <source>Follow one round: every worker pulls the same w, computes a gradient on its own shard, pushes it, and waits at the barrier. The server averages the gradients and makes one update for everybody. Look at the idle time the slowest worker causes: that waiting is the price of one shared, consistent model.</source>
        <translation>Eine Runde verfolgen: Jeder Worker holt per Pull dasselbe w, berechnet einen Gradienten auf seinem eigenen Shard, sendet ihn per Push und wartet an der Barriere. Der Server mittelt die Gradienten und macht ein Update für alle. Auf die Leerlaufzeit achten, die der langsamste Worker verursacht: Dieses Warten ist der Preis für ein gemeinsames, konsistentes Modell.</translation>
    </message>
    <message>
        <source>The weight every worker pulls in round 1.</source>
        <translation>Das Gewicht, das jeder Worker in Runde 1 per Pull holt.</translation>
    </message>
    <message>
        <source>Step size of the global update.</source>
        <translation>Schrittweite des globalen Updates.</translation>
    </message>
    <message>
        <source>shards x:y</source>
        <translation>Shards x:y</translation>
    </message>
    <message>
        <source>One x:y training point per worker.</source>
        <translation>Ein x:y-Trainingspunkt pro Worker.</translation>
    </message>
    <message>
        <source>workers K</source>
        <translation>Worker K</translation>
    </message>
    <message>
        <source>Number of workers; 0 = one per data pair. Without data, the workers' x spread evenly over [1, 4] on y = 2x + 1.</source>
        <translation>Anzahl der Worker; 0 = einer pro Datenpaar. Ohne Daten verteilen sich die x der Worker gleichmäßig über [1, 4] auf y = 2x + 1.</translation>
    </message>
    <message>
        <source>aggregation</source>
        <translation>Aggregation</translation>
    </message>
    <message>
        <source>mean: average the gradients; sum: add them and scale the step by η/K; fedavg: weight worker k by n_k/N.</source>
        <translation>Mittel: die Gradienten mitteln; Summe: sie addieren und den Schritt mit η/K skalieren; FedAvg: Worker k mit n_k/N gewichten.</translation>
    </message>
    <message>
        <source>topology</source>
        <translation>Topologie</translation>
    </message>
    <message>
        <source>star: a parameter server in the middle; ring: all-reduce among the workers.</source>
        <translation>Stern: ein Parameterserver in der Mitte; Ring: All-Reduce unter den Workern.</translation>
    </message>
    <message>
        <source>rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>How many synchronous rounds to run.</source>
        <translation>Wie viele synchrone Runden laufen.</translation>
    </message>
    <message>
        <source>compute times</source>
        <translation>Rechenzeiten</translation>
    </message>
    <message>
        <source>Seconds per gradient for each worker (one value for all); a large one makes a straggler.</source>
        <translation>Sekunden pro Gradient für jeden Worker (ein Wert für alle); ein großer Wert macht einen Nachzügler.</translation>
    </message>
    <message>
        <source>shard sizes n_k</source>
        <translation>Shard-Größen n_k</translation>
    </message>
    <message>
        <source>Samples held by each worker, used by fedavg (one value for all).</source>
        <translation>Stichproben pro Worker, von FedAvg verwendet (ein Wert für alle).</translation>
    </message>
    <message>
        <source>model size (MB)</source>
        <translation>Modellgröße (MB)</translation>
    </message>
    <message>
        <source>Size of the model on the wire, for the bytes each worker and the server move.</source>
        <translation>Größe des Modells auf der Leitung, für die Bytes, die jeder Worker und der Server übertragen.</translation>
    </message>
    <message>
        <source>Asynchronous SGD</source>
        <translation>Asynchrones SGD</translation>
    </message>
    <message>
        <source>No barrier: each gradient is applied when it arrives, even if the weight moved since it was read.</source>
        <translation>Keine Barriere: Jeder Gradient wird angewendet, sobald er ankommt, auch wenn sich das Gewicht seit dem Lesen bewegt hat.</translation>
    </message>
    <message>
        <source>There is no barrier: each gradient is applied the moment it arrives. Watch the staleness count, how many updates happened since that worker read w. A stale gradient points downhill from an old place, so the path wobbles; with a small enough η it still settles.</source>
        <translation>Es gibt keine Barriere: Jeder Gradient wird angewendet, sobald er ankommt. Auf den Zähler der Veraltung achten: wie viele Updates passiert sind, seit dieser Worker w gelesen hat. Ein veralteter Gradient zeigt von einer alten Stelle aus bergab, daher schwankt der Verlauf; mit einem ausreichend kleinen η kommt er trotzdem zur Ruhe.</translation>
    </message>
    <message>
        <source>The weight every worker reads at time 0.</source>
        <translation>Das Gewicht, das jeder Worker zum Zeitpunkt 0 liest.</translation>
    </message>
    <message>
        <source>Step size for each arriving gradient.</source>
        <translation>Schrittweite für jeden ankommenden Gradienten.</translation>
    </message>
    <message>
        <source>Seconds each worker needs per gradient (one value for all).</source>
        <translation>Sekunden, die jeder Worker pro Gradient braucht (ein Wert für alle).</translation>
    </message>
    <message>
        <source>server updates</source>
        <translation>Server-Updates</translation>
    </message>
    <message>
        <source>How many gradients the server applies.</source>
        <translation>Wie viele Gradienten der Server anwendet.</translation>
    </message>
    <message>
        <source>learning-rate rule</source>
        <translation>Lernratenregel</translation>
    </message>
    <message>
        <source>constant: η for every gradient; staleness: η/(1 + τ) for a gradient τ updates old.</source>
        <translation>konstant: η für jeden Gradienten; nach Veraltung: η/(1 + τ) für einen Gradienten, der τ Updates alt ist.</translation>
    </message>
    <message>
        <source>pull policy</source>
        <translation>Pull-Strategie</translation>
    </message>
    <message>
        <source>When a worker reads w again: push = right after each push; epoch = once K updates have passed; quorum80/90 = after 80% or 90% of the workers have reported.</source>
        <translation>Wann ein Worker w erneut liest: Push = direkt nach jedem Push; Epoche = sobald K Updates vergangen sind; Quorum 80 %/90 % = nachdem 80 % bzw. 90 % der Worker gemeldet haben.</translation>
    </message>
    <message>
        <source>SSP bound</source>
        <translation>SSP-Schranke</translation>
    </message>
    <message>
        <source>off, or a whole number s: a worker more than s pushes ahead of the slowest waits</source>
        <translation>off oder eine ganze Zahl s: Ein Worker, der mehr als s Pushes vor dem langsamsten liegt, wartet</translation>
    </message>
    <message>
        <source>fail worker</source>
        <translation>Worker-Ausfall</translation>
    </message>
    <message>
        <source>empty, or WORKER@TIME: that worker stops at that time and its gradient in progress is lost</source>
        <translation>leer oder WORKER@TIME: Dieser Worker stoppt zu diesem Zeitpunkt, und sein laufender Gradient geht verloren</translation>
    </message>
    <message>
        <source>rejoin time</source>
        <translation>Rückkehrzeit</translation>
    </message>
    <message>
        <source>empty (never), or the time the failed worker comes back and pulls the newest weight; it rejoins at the slowest live worker's clock, so an SSP bound does not make the others wait for it to catch up</source>
        <translation>leer (nie) oder der Zeitpunkt, zu dem der ausgefallene Worker zurückkehrt und das neueste Gewicht holt; er steigt bei der Uhr des langsamsten aktiven Workers wieder ein, sodass eine SSP-Schranke die anderen nicht warten lässt, bis er aufgeholt hat</translation>
    </message>
    <message>
        <source>Hogwild! on real threads</source>
        <translation>Hogwild! auf echten Threads</translation>
    </message>
    <message>
        <source>Threads of this machine update one shared weight vector with no locks; sparse data keeps their writes apart.</source>
        <translation>Threads dieses Rechners aktualisieren einen gemeinsamen Gewichtsvektor ohne Sperren; dünn besetzte Daten halten ihre Schreibzugriffe auseinander.</translation>
    </message>
    <message>
        <source>Several threads of this very machine write into one weight vector without any locks. Watch the lanes and the collision marks: with sparse data the writes rarely touch the same weights, so the loss falls about as well as with locks, only faster. Run it twice: the numbers differ, because the timing is real.</source>
        <translation>Mehrere Threads genau dieses Rechners schreiben ohne jede Sperre in einen Gewichtsvektor. Auf die Bahnen und die Kollisionsmarken achten: Bei dünn besetzten Daten treffen die Schreibzugriffe selten dieselben Gewichte, daher fällt der Verlust etwa so gut wie mit Sperren, nur schneller. Zweimal ausführen: Die Zahlen unterscheiden sich, weil das Timing echt ist.</translation>
    </message>
    <message>
        <source>threads K</source>
        <translation>Threads K</translation>
    </message>
    <message>
        <source>How many threads run SGD at the same time on this machine; 0: as many as it has hardware threads, at most 4 (more threads than that take turns on the cores).</source>
        <translation>Wie viele Threads auf diesem Rechner gleichzeitig SGD ausführen; 0: so viele, wie er Hardware-Threads hat, höchstens 4 (mehr Threads wechseln sich auf den Kernen ab).</translation>
    </message>
    <message>
        <source>shown run</source>
        <translation>Angezeigter Lauf</translation>
    </message>
    <message>
        <source>The run the frames replay: lock-free (atomic adds, no lock), global-lock (one mutex around each update) or a single thread. All three are measured.</source>
        <translation>Der Lauf, den die Bilder wiedergeben: sperrfrei (atomare Additionen, keine Sperre), eine globale Sperre (ein Mutex um jedes Update) oder ein Thread. Alle drei werden gemessen.</translation>
    </message>
    <message>
        <source>density</source>
        <translation>Dichte</translation>
    </message>
    <message>
        <source>Fraction of the d features each example touches (at least one): low is sparse, 1 is dense. A dense run makes fewer passes, at most 10⁷ weight writes.</source>
        <translation>Anteil der d Merkmale, die jedes Beispiel berührt (mindestens eines): niedrig ist dünn besetzt, 1 ist dicht. Ein dichter Lauf macht weniger Durchläufe, höchstens 10⁷ Schreibzugriffe auf Gewichte.</translation>
    </message>
    <message>
        <source>features d</source>
        <translation>Merkmale d</translation>
    </message>
    <message>
        <source>Length of the shared weight vector.</source>
        <translation>Länge des gemeinsamen Gewichtsvektors.</translation>
    </message>
    <message>
        <source>examples n</source>
        <translation>Beispiele n</translation>
    </message>
    <message>
        <source>Training examples, split among the threads (thread k takes every K-th one).</source>
        <translation>Trainingsbeispiele, auf die Threads verteilt (Thread k nimmt jedes K-te).</translation>
    </message>
    <message>
        <source>Passes over the examples in each run.</source>
        <translation>Durchläufe über die Beispiele in jedem Lauf.</translation>
    </message>
    <message>
        <source>Step size of every update (each example's row has length 1).</source>
        <translation>Schrittweite jedes Updates (die Zeile jedes Beispiels hat die Länge 1).</translation>
    </message>
    <message>
        <source>rows</source>
        <translation>Zeilen</translation>
    </message>
    <message>
        <source>random: each example picks its features from all d; disjoint: thread k's examples touch only its own block of d/K features, so writes never meet.</source>
        <translation>zufällig: Jedes Beispiel wählt seine Merkmale aus allen d; disjunkt: Die Beispiele von Thread k berühren nur seinen eigenen Block von d/K Merkmalen, sodass sich Schreibzugriffe nie treffen.</translation>
    </message>
    <message>
        <source>snapshots</source>
        <translation>Schnappschüsse</translation>
    </message>
    <message>
        <source>How many times the shown run is sampled while it runs: the frames.</source>
        <translation>Wie oft der angezeigte Lauf während der Ausführung abgetastet wird: die Bilder.</translation>
    </message>
    <message>
        <source>sweep time (ms)</source>
        <translation>Sweep-Zeit (ms)</translation>
    </message>
    <message>
        <source>How long each thread count runs in the updates-per-second sweep (0: no sweeps).</source>
        <translation>Wie lange jede Thread-Anzahl im Sweep der Updates pro Sekunde läuft (0: keine Sweeps).</translation>
    </message>
    <message>
        <source>data seed</source>
        <translation>Daten-Seed</translation>
    </message>
    <message>
        <source>Seed of the synthetic data. The timing, and so the collisions, differ on every run.</source>
        <translation>Seed der synthetischen Daten. Das Timing und damit die Kollisionen unterscheiden sich bei jedem Lauf.</translation>
    </message>
    <message>
        <source>Implicit momentum</source>
        <translation>Implizites Momentum</translation>
    </message>
    <message>
        <source>Many workers pushing stale gradients make the weight swing as if SGD had momentum 1 − 1/K.</source>
        <translation>Viele Worker, die veraltete Gradienten pushen, lassen das Gewicht schwingen, als hätte SGD das Momentum 1 − 1/K.</translation>
    </message>
    <message>
        <source>With many workers, every update uses a gradient that is a few steps old. Look at how the weight swings past the target and back, just as plain SGD with momentum would. The more workers, the stronger the swing, close to momentum 1 − 1/K.</source>
        <translation>Bei vielen Workern verwendet jedes Update einen Gradienten, der einige Schritte alt ist. Darauf achten, wie das Gewicht über das Ziel hinaus und zurück schwingt, genau wie einfaches SGD mit Momentum. Je mehr Worker, desto stärker die Schwingung, nahe an Momentum 1 − 1/K.</translation>
    </message>
    <message>
        <source>How many workers push gradients; each takes a random time per gradient.</source>
        <translation>Wie viele Worker Gradienten pushen; jeder braucht pro Gradient eine zufällige Zeit.</translation>
    </message>
    <message>
        <source>server leak</source>
        <translation>Server-Leck</translation>
    </message>
    <message>
        <source>The leaky server applies a gradient τ updates old at η·(1 − leak)^τ.</source>
        <translation>Der Server mit Leck wendet einen Gradienten, der τ Updates alt ist, mit η·(1 − leak)^τ an.</translation>
    </message>
    <message>
        <source>lower rate</source>
        <translation>Niedrigere Rate</translation>
    </message>
    <message>
        <source>The lower base rate of the damped comparison.</source>
        <translation>Die niedrigere Basisrate des gedämpften Vergleichs.</translation>
    </message>
    <message>
        <source>How many gradients the server applies in each run.</source>
        <translation>Wie viele Gradienten der Server in jedem Lauf anwendet.</translation>
    </message>
    <message>
        <source>runs averaged</source>
        <translation>Gemittelte Läufe</translation>
    </message>
    <message>
        <source>How many runs (different random compute times) each curve averages.</source>
        <translation>Wie viele Läufe (mit unterschiedlichen zufälligen Rechenzeiten) jede Kurve mittelt.</translation>
    </message>
    <message>
        <source>Seed of the random compute times; the same seed gives the same runs.</source>
        <translation>Seed der zufälligen Rechenzeiten; derselbe Seed ergibt dieselben Läufe.</translation>
    </message>
    <message>
        <source>Staleness remedies</source>
        <translation>Mittel gegen Veraltung</translation>
    </message>
    <message>
        <source>Many workers and slow stragglers: the same stale gradients under five server rules, side by side.</source>
        <translation>Viele Worker und langsame Nachzügler: dieselben veralteten Gradienten unter fünf Serverregeln, nebeneinander.</translation>
    </message>
    <message>
        <source>The same stale gradients go through five server rules side by side. Take constant η as the baseline and compare how far each other curve swings and how soon it settles: shrinking η with the staleness, clipping the gradient and compensating for the delay each tame the wobble in their own way.</source>
        <translation>Dieselben veralteten Gradienten durchlaufen nebeneinander fünf Serverregeln. Konstantes η als Basis nehmen und vergleichen, wie weit jede andere Kurve schwingt und wie bald sie zur Ruhe kommt: η mit der Veraltung verkleinern, den Gradienten begrenzen (Clipping) und die Verzögerung kompensieren – jede Regel zähmt das Schwanken auf ihre eigene Weise.</translation>
    </message>
    <message>
        <source>How many workers push gradients; x spreads over [1, 4] on y = 2x + 1.</source>
        <translation>Wie viele Worker Gradienten pushen; x verteilt sich über [1, 4] auf y = 2x + 1.</translation>
    </message>
    <message>
        <source>stragglers</source>
        <translation>Nachzügler</translation>
    </message>
    <message>
        <source>How many of the workers (the last ones, with the largest x) are slow.</source>
        <translation>Wie viele der Worker (die letzten, mit dem größten x) langsam sind.</translation>
    </message>
    <message>
        <source>straggler time</source>
        <translation>Nachzügler-Zeit</translation>
    </message>
    <message>
        <source>Seconds a straggler needs per gradient; the others need 1 to 1.75.</source>
        <translation>Sekunden, die ein Nachzügler pro Gradient braucht; die anderen brauchen 1 bis 1.75.</translation>
    </message>
    <message>
        <source>The base rate of every rule.</source>
        <translation>Die Basisrate jeder Regel.</translation>
    </message>
    <message>
        <source>clip at</source>
        <translation>Clipping bei</translation>
    </message>
    <message>
        <source>The clipped rule limits every gradient to [-clip, clip].</source>
        <translation>Die Clipping-Regel begrenzt jeden Gradienten auf [-clip, clip].</translation>
    </message>
    <message>
        <source>compensation λ</source>
        <translation>Kompensation λ</translation>
    </message>
    <message>
        <source>λ in the corrected gradient g + λ·g²·(w_now − w_read).</source>
        <translation>λ im korrigierten Gradienten g + λ·g²·(w_now − w_read).</translation>
    </message>
    <message>
        <source>Backup workers and hybrids</source>
        <translation>Reserve-Worker und Hybride</translation>
    </message>
    <message>
        <source>Close each synchronous round after the first K − b gradients: less waiting, fewer samples. And a hybrid: sync to warm up, then async.</source>
        <translation>Jede synchrone Runde nach den ersten K − b Gradienten schließen: weniger Warten, weniger Stichproben. Dazu ein Hybrid: synchron zum Aufwärmen, dann asynchron.</translation>
    </message>
    <message>
        <source>Each round closes after the first K − b gradients; the stragglers are left out. Watch the round time shrink while fewer samples count per update. In the hybrid, the run starts synchronous to warm up and switches to asynchronous once the weight is close.</source>
        <translation>Jede Runde schließt nach den ersten K − b Gradienten; die Nachzügler bleiben außen vor. Die Rundenzeit schrumpft, während pro Update weniger Stichproben zählen. Im Hybrid startet der Lauf synchron zum Aufwärmen und wechselt zu asynchron, sobald das Gewicht nahe am Ziel ist.</translation>
    </message>
    <message>
        <source>The weight every run starts from.</source>
        <translation>Das Gewicht, von dem jeder Lauf startet.</translation>
    </message>
    <message>
        <source>Step size of each synchronous round's update.</source>
        <translation>Schrittweite des Updates in jeder synchronen Runde.</translation>
    </message>
    <message>
        <source>Seconds per gradient for each worker (one value for all); the default has one straggler, as in the sync scene's lesson.</source>
        <translation>Sekunden pro Gradient für jeden Worker (ein Wert für alle); die Voreinstellung hat einen Nachzügler, wie in der Lektion der synchronen Szene.</translation>
    </message>
    <message>
        <source>backups b</source>
        <translation>Reserve-Worker b</translation>
    </message>
    <message>
        <source>How many of the slowest gradients each round leaves out; 0 is plain synchronous SGD.</source>
        <translation>Wie viele der langsamsten Gradienten jede Runde auslässt; 0 ist gewöhnliches synchrones SGD.</translation>
    </message>
    <message>
        <source>compute-time model</source>
        <translation>Rechenzeitmodell</translation>
    </message>
    <message>
        <source>fixed: every gradient takes the worker's compute time; random: drawn around it (exponential), so the slowest changes from round to round.</source>
        <translation>fest: Jeder Gradient braucht genau die Rechenzeit des Workers; zufällig: zufällig um sie herum gezogen (exponentiell), sodass der langsamste von Runde zu Runde wechselt.</translation>
    </message>
    <message>
        <source>Seed of the random compute times.</source>
        <translation>Seed der zufälligen Rechenzeiten.</translation>
    </message>
    <message>
        <source>How many synchronous rounds to run; async gets as many gradients (K per round).</source>
        <translation>Wie viele synchrone Runden laufen; asynchron erhält gleich viele Gradienten (K pro Runde).</translation>
    </message>
    <message>
        <source>hybrid warm-up rounds</source>
        <translation>Aufwärmrunden (hybrid)</translation>
    </message>
    <message>
        <source>The hybrid's plain synchronous rounds before it switches to async.</source>
        <translation>Gewöhnliche synchrone Runden der Hybridvariante, bevor sie auf asynchron umschaltet.</translation>
    </message>
    <message>
        <source>async learning rate</source>
        <translation>asynchrone Lernrate</translation>
    </message>
    <message>
        <source>Step size of each asynchronous update; about η/K does a round's work in K updates.</source>
        <translation>Schrittweite jedes asynchronen Updates; etwa η/K erledigt die Arbeit einer Runde in K Updates.</translation>
    </message>
    <message>
        <source>Sharded parameter servers</source>
        <translation>Parameterserver mit Shards</translation>
    </message>
    <message>
        <source>Every push costs the server time: one server saturates as workers are added; S shards, each owning a slice, lift the ceiling.</source>
        <translation>Jeder Push kostet den Server Zeit: Ein einzelner Server ist ausgelastet, sobald Worker hinzukommen; S Shards, jeder mit einem eigenen Teil, heben die Obergrenze an.</translation>
    </message>
    <message>
        <source>Every push costs the server some time. Watch one server's queue grow as workers are added until it caps the whole cluster. Split the weights over S shards, each owning a slice, and the ceiling lifts. Give one shard a bigger slice, or make it hot, and that shard alone sets the ceiling for everyone.</source>
        <translation>Jeder Push kostet den Server etwas Zeit. Beobachten Sie, wie die Warteschlange eines einzelnen Servers wächst, wenn Worker hinzukommen, bis sie den ganzen Cluster begrenzt. Verteilen Sie die Gewichte auf S Shards, jeder mit einem eigenen Teil, und die Obergrenze steigt. Geben Sie einem Shard einen größeren Teil oder machen Sie ihn „heiß“, und dieser Shard allein bestimmt die Obergrenze für alle.</translation>
    </message>
    <message>
        <source>How many workers push; x spreads over [1, 4] on y = 2x + 1.</source>
        <translation>Wie viele Worker pushen; x verteilt sich über [1, 4] auf y = 2x + 1.</translation>
    </message>
    <message>
        <source>server shards S</source>
        <translation>Server-Shards S</translation>
    </message>
    <message>
        <source>How many servers share the parameters; each has its own link and its own queue.</source>
        <translation>Wie viele Server sich die Parameter teilen; jeder hat seine eigene Verbindung und seine eigene Warteschlange.</translation>
    </message>
    <message>
        <source>parameter split</source>
        <translation>Parameteraufteilung</translation>
    </message>
    <message>
        <source>How the parameters are shared out: one weight per shard (4,1,1,1: shard 1 owns 4/7); empty = equal slices.</source>
        <translation>Wie die Parameter verteilt werden: eine Gewichtung pro Shard (4,1,1,1: Shard 1 besitzt 4/7); leer = gleiche Teile.</translation>
    </message>
    <message>
        <source>hot shard</source>
        <translation>heißer Shard</translation>
    </message>
    <message>
        <source>A shard whose machine is also busy with other work, so each push takes it hot_factor times as long (0 = none; at most S).</source>
        <translation>Ein Shard, dessen Maschine zusätzlich mit anderer Arbeit beschäftigt ist, sodass jeder Push hot_factor-mal so lange dauert (0 = keiner; höchstens S).</translation>
    </message>
    <message>
        <source>hot shard slowdown</source>
        <translation>Verlangsamung heißer Shard</translation>
    </message>
    <message>
        <source>How many times as long the hot shard takes per push.</source>
        <translation>Wievielmal so lange der heiße Shard pro Push braucht.</translation>
    </message>
    <message>
        <source>compute time</source>
        <translation>Rechenzeit</translation>
    </message>
    <message>
        <source>Seconds worker 1 needs per gradient; each next worker takes 5% longer.</source>
        <translation>Sekunden, die Worker 1 pro Gradient braucht; jeder weitere Worker braucht 5% länger.</translation>
    </message>
    <message>
        <source>The whole model on the wire; each shard moves its own slice in and out per push.</source>
        <translation>Das ganze Modell auf der Leitung; jeder Shard überträgt pro Push seinen eigenen Teil hin und zurück.</translation>
    </message>
    <message>
        <source>link (MB/s)</source>
        <translation>Verbindung (MB/s)</translation>
    </message>
    <message>
        <source>Each shard's link bandwidth.</source>
        <translation>Bandbreite der Verbindung jedes Shards.</translation>
    </message>
    <message>
        <source>apply time (ms)</source>
        <translation>Verarbeitungszeit (ms)</translation>
    </message>
    <message>
        <source>How long one server needs to apply a push to the whole model; a shard needs its share of it.</source>
        <translation>Wie lange ein einzelner Server braucht, um einen Push auf das ganze Modell anzuwenden; ein Shard braucht seinen Anteil davon.</translation>
    </message>
    <message>
        <source>Step size of every push.</source>
        <translation>Schrittweite jedes Pushs.</translation>
    </message>
    <message>
        <source>The weight every worker pulls at time 0.</source>
        <translation>Das Gewicht, das sich jeder Worker zum Zeitpunkt 0 per Pull holt.</translation>
    </message>
    <message>
        <source>pushes</source>
        <translation>Pushes</translation>
    </message>
    <message>
        <source>How many pushes the shards apply.</source>
        <translation>Wie viele Pushes die Shards anwenden.</translation>
    </message>
    <message>
        <source>Learning from a drifting stream</source>
        <translation>Lernen aus einem driftenden Datenstrom</translation>
    </message>
    <message>
        <source>An endless stream whose best model moves: async workers keep tracking, a batch model waits for its next retrain.</source>
        <translation>Ein endloser Datenstrom, dessen bestes Modell wandert: Asynchrone Worker folgen ihm laufend, ein Batch-Modell wartet auf sein nächstes Neutraining.</translation>
    </message>
    <message>
        <source>The best weight keeps moving as new data streams in. Async workers keep chasing it step by step, while the batch model stays put until its next retrain and then jumps. Watch the gap between each model and the moving target.</source>
        <translation>Das beste Gewicht wandert ständig, während neue Daten einströmen. Asynchrone Worker verfolgen es Schritt für Schritt, während das Batch-Modell bis zum nächsten Neutraining stehen bleibt und dann springt. Achten Sie auf den Abstand zwischen jedem Modell und dem wandernden Ziel.</translation>
    </message>
    <message>
        <source>drift</source>
        <translation>Drift</translation>
    </message>
    <message>
        <source>shift: the optimum jumps once, like a new fraud pattern; rotation: it turns steadily, like changing news interest.</source>
        <translation>Sprung: Das Optimum springt einmal, wie bei einem neuen Betrugsmuster; Drehung: Es dreht sich stetig, wie ein wechselndes Interesse an Nachrichten.</translation>
    </message>
    <message>
        <source>drift at tick</source>
        <translation>Drift ab Tick</translation>
    </message>
    <message>
        <source>When the drift begins; a shorter run drifts at its last tick.</source>
        <translation>Wann die Drift beginnt; ein kürzerer Lauf driftet bei seinem letzten Tick.</translation>
    </message>
    <message>
        <source>shift angle</source>
        <translation>Sprungwinkel</translation>
    </message>
    <message>
        <source>Degrees the optimum jumps round the origin at a shift.</source>
        <translation>Grad, um die das Optimum bei einem Sprung um den Ursprung springt.</translation>
    </message>
    <message>
        <source>turn rate</source>
        <translation>Drehrate</translation>
    </message>
    <message>
        <source>Degrees the optimum turns per tick during a rotation.</source>
        <translation>Grad, um die sich das Optimum bei einer Drehung pro Tick dreht.</translation>
    </message>
    <message>
        <source>radius</source>
        <translation>Radius</translation>
    </message>
    <message>
        <source>The optimum's distance from the origin.</source>
        <translation>Abstand des Optimums vom Ursprung.</translation>
    </message>
    <message>
        <source>ticks</source>
        <translation>Ticks</translation>
    </message>
    <message>
        <source>How long the stream runs; one frame per tick.</source>
        <translation>Wie lange der Datenstrom läuft; ein Bild pro Tick.</translation>
    </message>
    <message>
        <source>retrain every</source>
        <translation>Neutraining alle</translation>
    </message>
    <message>
        <source>Ticks between the batch model's refits, each on the window since the last one.</source>
        <translation>Ticks zwischen den Neuanpassungen des Batch-Modells, jeweils auf dem Fenster seit der letzten.</translation>
    </message>
    <message>
        <source>async workers K</source>
        <translation>asynchrone Worker K</translation>
    </message>
    <message>
        <source>Workers attached to the stream; each needs compute_time ticks per gradient.</source>
        <translation>Worker, die am Datenstrom hängen; jeder braucht compute_time Ticks pro Gradient.</translation>
    </message>
    <message>
        <source>high-staleness workers</source>
        <translation>Worker mit hoher Veraltung</translation>
    </message>
    <message>
        <source>Workers of the high-staleness variant: each slower by stale_workers / K, so the server gets about the same updates per tick (the same only when stale_workers = K; see Model), only older.</source>
        <translation>Worker der Variante mit hoher Veraltung: Jeder ist um stale_workers / K langsamer, sodass der Server etwa gleich viele Updates pro Tick erhält (genau gleich nur bei stale_workers = K; siehe Modell), nur ältere.</translation>
    </message>
    <message>
        <source>Ticks an async worker needs per gradient (the slowest 25% more).</source>
        <translation>Ticks, die ein asynchroner Worker pro Gradient braucht (der langsamste 25% mehr).</translation>
    </message>
    <message>
        <source>Step size of both async servers.</source>
        <translation>Schrittweite beider asynchroner Server.</translation>
    </message>
    <message>
        <source>micro-batch</source>
        <translation>Micro-Batch</translation>
    </message>
    <message>
        <source>Examples per micro-batch; the stream produces 4 micro-batches per tick.</source>
        <translation>Beispiele pro Micro-Batch; der Datenstrom liefert 4 Micro-Batches pro Tick.</translation>
    </message>
    <message>
        <source>label noise</source>
        <translation>Label-Rauschen</translation>
    </message>
    <message>
        <source>Standard deviation of the noise on each label.</source>
        <translation>Standardabweichung des Rauschens auf jedem Label.</translation>
    </message>
    <message>
        <source>tolerance</source>
        <translation>Toleranz</translation>
    </message>
    <message>
        <source>A learner has recovered when its tracking error is back within this.</source>
        <translation>Ein Lerner hat sich erholt, wenn sein Verfolgungsfehler wieder innerhalb dieser Grenze liegt.</translation>
    </message>
    <message>
        <source>Seed of the stream; the same seed gives the same run.</source>
        <translation>Seed des Datenstroms; derselbe Seed ergibt denselben Lauf.</translation>
    </message>
    <message>
        <source>When not to use async</source>
        <translation>Wann asynchron nicht lohnt</translation>
    </message>
    <message>
        <source>The same async run twice gives two answers; sync gives one. And with two workers, async's extra messages buy nothing.</source>
        <translation>Zweimal derselbe asynchrone Lauf ergibt zwei Antworten, synchron ergibt eine. Und bei zwei Workern bringen die zusätzlichen Nachrichten von asynchron nichts.</translation>
    </message>
    <message>
        <source>Run the same async setup twice: the arrival order changes and so does the answer, while sync gives the same result every time. With only two workers, look at the message count: async sends more and gains nothing.</source>
        <translation>Führen Sie dieselbe asynchrone Konfiguration zweimal aus: Die Ankunftsreihenfolge ändert sich und damit auch das Ergebnis, während synchron jedes Mal dasselbe Ergebnis liefert. Achten Sie bei nur zwei Workern auf die Zahl der Nachrichten: Asynchron sendet mehr und gewinnt nichts.</translation>
    </message>
    <message>
        <source>Workers of the two pairs of runs; x spreads over [1, 4] on y = 2x + 1.</source>
        <translation>Worker der beiden Laufpaare; x verteilt sich über [1, 4] auf y = 2x + 1.</translation>
    </message>
    <message>
        <source>timing jitter</source>
        <translation>Zeit-Jitter</translation>
    </message>
    <message>
        <source>Every compute time is scaled by a random 1 ± jitter, as on real machines.</source>
        <translation>Jede Rechenzeit wird mit einem zufälligen Faktor 1 ± jitter skaliert, wie auf echten Maschinen.</translation>
    </message>
    <message>
        <source>seed of run A</source>
        <translation>Seed von Lauf A</translation>
    </message>
    <message>
        <source>The jitter's seed in run A.</source>
        <translation>Seed des Jitters in Lauf A.</translation>
    </message>
    <message>
        <source>seed of run B</source>
        <translation>Seed von Lauf B</translation>
    </message>
    <message>
        <source>The jitter's seed in run B.</source>
        <translation>Seed des Jitters in Lauf B.</translation>
    </message>
    <message>
        <source>The step size of every update.</source>
        <translation>Die Schrittweite jedes Updates.</translation>
    </message>
    <message>
        <source>How many gradients each async run applies.</source>
        <translation>Wie viele Gradienten jeder asynchrone Lauf anwendet.</translation>
    </message>
    <message>
        <source>small case: workers</source>
        <translation>kleiner Fall: Worker</translation>
    </message>
    <message>
        <source>How many workers the small case has.</source>
        <translation>Wie viele Worker der kleine Fall hat.</translation>
    </message>
    <message>
        <source>small case: message time (s)</source>
        <translation>kleiner Fall: Nachrichtenzeit (s)</translation>
    </message>
    <message>
        <source>One model over one link.</source>
        <translation>Ein Modell über eine Verbindung.</translation>
    </message>
    <message>
        <source>small case: target</source>
        <translation>kleiner Fall: Ziel</translation>
    </message>
    <message>
        <source>The loss both must reach, as a share of the start's loss above the best.</source>
        <translation>Der Verlust, den beide erreichen müssen, als Anteil des Startverlusts über dem besten Wert.</translation>
    </message>
    <message>
        <source>Decentralized SGD</source>
        <translation>Dezentrales SGD</translation>
    </message>
    <message>
        <source>No server: every node averages its weight with its neighbours until they agree.</source>
        <translation>Kein Server: Jeder Knoten mittelt sein Gewicht mit seinen Nachbarn, bis alle übereinstimmen.</translation>
    </message>
    <message>
        <source>There is no server: each node averages its weight with its neighbours only. Watch the values spread through the graph and draw together until all nodes agree. A ring agrees slowly; more links agree faster but send more messages.</source>
        <translation>Es gibt keinen Server: Jeder Knoten mittelt sein Gewicht nur mit seinen Nachbarn. Beobachten Sie, wie sich die Werte durch den Graphen ausbreiten und einander annähern, bis alle Knoten übereinstimmen. Ein Ring einigt sich langsam; mehr Verbindungen einigen sich schneller, senden aber mehr Nachrichten.</translation>
    </message>
    <message>
        <source>Who talks to whom. In a star node 1 is the hub; threshold links nodes close enough on the plane.</source>
        <translation>Wer mit wem spricht. Im Stern ist Knoten 1 das Zentrum; Schwelle verbindet Knoten, die in der Ebene nah genug beieinanderliegen.</translation>
    </message>
    <message>
        <source>nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>How many nodes (workers) there are.</source>
        <translation>Wie viele Knoten (Worker) es gibt.</translation>
    </message>
    <message>
        <source>distance threshold</source>
        <translation>Abstandsschwelle</translation>
    </message>
    <message>
        <source>For the threshold topology: nodes at most this far apart exchange weights.</source>
        <translation>Für die Topologie Schwelle: Knoten, die höchstens so weit voneinander entfernt sind, tauschen Gewichte aus.</translation>
    </message>
    <message>
        <source>positions x:y</source>
        <translation>Positionen x:y</translation>
    </message>
    <message>
        <source>Where the nodes sit on the plane (empty = a layout for the topology).</source>
        <translation>Wo die Knoten in der Ebene liegen (leer = eine zur Topologie passende Anordnung).</translation>
    </message>
    <message>
        <source>initial weights</source>
        <translation>Anfangsgewichte</translation>
    </message>
    <message>
        <source>Each node's starting weight (empty = 1, 2, ..., n).</source>
        <translation>Startgewicht jedes Knotens (leer = 1, 2, ..., n).</translation>
    </message>
    <message>
        <source>failed nodes</source>
        <translation>ausgefallene Knoten</translation>
    </message>
    <message>
        <source>Nodes that are down and take no part in mixing (numbers from 1).</source>
        <translation>Knoten, die ausgefallen sind und nicht am Mischen teilnehmen (Nummern ab 1).</translation>
    </message>
    <message>
        <source>How many gossip rounds to run.</source>
        <translation>Wie viele Gossip-Runden laufen.</translation>
    </message>
    <message>
        <source>local steps</source>
        <translation>lokale Schritte</translation>
    </message>
    <message>
        <source>Gradient steps each node takes on its own shard before each mixing round (0 = pure gossip).</source>
        <translation>Gradientenschritte, die jeder Knoten vor jeder Mischrunde auf seinem eigenen Shard macht (0 = reines Gossip).</translation>
    </message>
    <message>
        <source>Step size of the local gradient steps.</source>
        <translation>Schrittweite der lokalen Gradientenschritte.</translation>
    </message>
    <message>
        <source>One x:y point per node for the local steps (empty = (i, 2i+1)).</source>
        <translation>Ein Punkt x:y pro Knoten für die lokalen Schritte (leer = (i, 2i+1)).</translation>
    </message>
    <message>
        <source>Overlap SGD</source>
        <translation>SGD mit Überlappung</translation>
    </message>
    <message>
        <source>Start sending each bucket of gradients while the backward pass is still computing the earlier layers.</source>
        <translation>Jeden Bucket mit Gradienten schon senden, während der Backward-Pass noch die früheren Schichten berechnet.</translation>
    </message>
    <message>
        <source>Compare the two timelines. Without overlap the network waits for the whole backward pass; with it, each bucket of gradients is sent while earlier layers are still computing. The round ends sooner by the part of communication that hides behind computation.</source>
        <translation>Vergleichen Sie die beiden Zeitleisten. Ohne Überlappung wartet das Netzwerk auf den ganzen Backward-Pass; mit Überlappung wird jeder Bucket mit Gradienten gesendet, während frühere Schichten noch rechnen. Die Runde endet um den Teil der Kommunikation früher, der sich hinter der Berechnung versteckt.</translation>
    </message>
    <message>
        <source>layers</source>
        <translation>Schichten</translation>
    </message>
    <message>
        <source>How many layers the model has.</source>
        <translation>Wie viele Schichten das Modell hat.</translation>
    </message>
    <message>
        <source>backward ms per layer</source>
        <translation>Backward-ms pro Schicht</translation>
    </message>
    <message>
        <source>Backward compute time of each layer in milliseconds (one value for all).</source>
        <translation>Backward-Rechenzeit jeder Schicht in Millisekunden (ein Wert für alle).</translation>
    </message>
    <message>
        <source>gradient MiB per layer</source>
        <translation>Gradient-MiB pro Schicht</translation>
    </message>
    <message>
        <source>Size of each layer's gradient in MiB (one value for all).</source>
        <translation>Größe des Gradienten jeder Schicht in MiB (ein Wert für alle).</translation>
    </message>
    <message>
        <source>bucket cap (MiB)</source>
        <translation>Bucket-Obergrenze (MiB)</translation>
    </message>
    <message>
        <source>Largest bucket; PyTorch DDP uses 25 MiB.</source>
        <translation>Größter Bucket; PyTorch DDP verwendet 25 MiB.</translation>
    </message>
    <message>
        <source>first bucket cap (MiB)</source>
        <translation>Obergrenze erster Bucket (MiB)</translation>
    </message>
    <message>
        <source>Cap of the first bucket (the last layers); DDP uses 1 MiB so communication starts early.</source>
        <translation>Obergrenze des ersten Buckets (der letzten Schichten); DDP verwendet 1 MiB, damit die Kommunikation früh beginnt.</translation>
    </message>
    <message>
        <source>bandwidth (GB/s)</source>
        <translation>Bandbreite (GB/s)</translation>
    </message>
    <message>
        <source>Link bandwidth in gigabytes per second.</source>
        <translation>Bandbreite der Verbindung in Gigabyte pro Sekunde.</translation>
    </message>
    <message>
        <source>latency (µs)</source>
        <translation>Latenz (µs)</translation>
    </message>
    <message>
        <source>Fixed cost of every message hop in microseconds.</source>
        <translation>Feste Kosten jedes Hops einer Nachricht in Mikrosekunden.</translation>
    </message>
    <message>
        <source>How many workers all-reduce each bucket (ring).</source>
        <translation>Wie viele Worker jeden Bucket per All-Reduce zusammenführen (Ring).</translation>
    </message>
    <message>
        <source>Quantized SGD</source>
        <translation>Quantisiertes SGD</translation>
    </message>
    <message>
        <source>Send each gradient with fewer bits: smaller messages, a small error, and what that does to training.</source>
        <translation>Jeden Gradienten mit weniger Bits senden: kleinere Nachrichten, ein kleiner Fehler, und was das für das Training bedeutet.</translation>
    </message>
    <message>
        <source>Each gradient is sent with fewer bits. Watch the message size drop and the small rounding error appear beside each value. Lower the bits step by step and see when the path starts to differ from the one with full 32-bit floats.</source>
        <translation>Jeder Gradient wird mit weniger Bits gesendet. Beobachten Sie, wie die Nachrichtengröße sinkt und neben jedem Wert ein kleiner Rundungsfehler erscheint. Senken Sie die Bits schrittweise und sehen Sie, ab wann der Pfad von dem mit vollen 32-Bit-Floats abweicht.</translation>
    </message>
    <message>
        <source>bits per value</source>
        <translation>Bits pro Wert</translation>
    </message>
    <message>
        <source>32 and 16 are floats; 8, 4 and 2 are uniform levels with a scale; 1 sends only the sign.</source>
        <translation>32 und 16 sind Floats; 8, 4 und 2 sind gleichmäßige Stufen mit einem Skalenfaktor; 1 sendet nur das Vorzeichen.</translation>
    </message>
    <message>
        <source>scheme</source>
        <translation>Verfahren</translation>
    </message>
    <message>
        <source>by-bits: the lecture's choice for the bit width above. uniform: evenly spaced levels with the bits above; float16 and bfloat16: 16-bit floats; qsgd: levels of |g|/||g||, always rounded at random; sign: 1 bit.</source>
        <translation>nach Bits: die Wahl der Vorlesung für die Bitbreite oben. gleichmäßig: gleichmäßig verteilte Stufen mit den Bits oben; float16 und bfloat16: 16-Bit-Floats; QSGD: Stufen von |g|/||g||, immer zufällig gerundet; Vorzeichen: 1 Bit.</translation>
    </message>
    <message>
        <source>QSGD levels s</source>
        <translation>QSGD-Stufen s</translation>
    </message>
    <message>
        <source>QSGD only: how many levels each sign gets between 0 and the message's length.</source>
        <translation>Nur QSGD: wie viele Stufen jedes Vorzeichen zwischen 0 und der Länge der Nachricht bekommt.</translation>
    </message>
    <message>
        <source>rounding</source>
        <translation>Rundung</translation>
    </message>
    <message>
        <source>nearest: the closest level; stochastic: one of the two nearest levels at random, unbiased on average.</source>
        <translation>nächstgelegen: die nächstgelegene Stufe; stochastisch: zufällig eine der beiden nächstgelegenen Stufen, im Mittel unverzerrt.</translation>
    </message>
    <message>
        <source>error feedback</source>
        <translation>Fehlerrückführung</translation>
    </message>
    <message>
        <source>Keep what quantization lost and add it to the next gradient.</source>
        <translation>Den durch die Quantisierung verlorenen Rest aufbewahren und zum nächsten Gradienten addieren.</translation>
    </message>
    <message>
        <source>How many workers send quantized gradients.</source>
        <translation>Wie viele Worker quantisierte Gradienten senden.</translation>
    </message>
    <message>
        <source>Length of the weight vector (and of each message).</source>
        <translation>Länge des Gewichtsvektors (und jeder Nachricht).</translation>
    </message>
    <message>
        <source>How many synchronous rounds to train.</source>
        <translation>Wie viele synchrone Runden lang trainiert wird.</translation>
    </message>
    <message>
        <source>Seed of the synthetic data and of stochastic rounding.</source>
        <translation>Seed der synthetischen Daten und der stochastischen Rundung.</translation>
    </message>
    <message>
        <source>Scale lab</source>
        <translation>Skalierungslabor</translation>
    </message>
    <message>
        <source>Sync, async, decentralized and quantized SGD on up to 1024 retail zones and 10 million rows: the learning computed for real, the cluster's wall-clock from a cost model.</source>
        <translation>Synchrones, asynchrones, dezentrales und quantisiertes SGD auf bis zu 1024 Einzelhandelszonen und 10 Millionen Zeilen: das Lernen echt berechnet, die Wall-Clock-Zeit des Clusters aus einem Kostenmodell.</translation>
    </message>
    <message>
        <source>The same methods on up to 1024 retail zones and millions of rows. Compare loss against wall-clock time, not against steps: sync waits at every barrier, async never waits but works with stale weights, and quantized sends less. Look for where each method's time goes as the cluster grows.</source>
        <translation>Dieselben Verfahren auf bis zu 1024 Einzelhandelszonen und Millionen von Zeilen. Vergleichen Sie den Verlust mit der Wall-Clock-Zeit, nicht mit den Schritten: Synchron wartet an jeder Barriere, asynchron wartet nie, arbeitet aber mit veralteten Gewichten, und quantisiert sendet weniger. Achten Sie darauf, wohin die Zeit jedes Verfahrens geht, wenn der Cluster wächst.</translation>
    </message>
    <message>
        <source>designs</source>
        <translation>Varianten</translation>
    </message>
    <message>
        <source>Comma list of the designs to compare: sync, async, decentralized, quantized.</source>
        <translation>Kommagetrennte Liste der zu vergleichenden Varianten: sync, async, decentralized, quantized.</translation>
    </message>
    <message>
        <source>How many zones (workers) hold a shard.</source>
        <translation>Wie viele Zonen (Worker) einen Shard halten.</translation>
    </message>
    <message>
        <source>rows N</source>
        <translation>Zeilen N</translation>
    </message>
    <message>
        <source>Rows of synthetic retail data over all zones.</source>
        <translation>Zeilen synthetischer Einzelhandelsdaten über alle Zonen.</translation>
    </message>
    <message>
        <source>Features per row (the length of w).</source>
        <translation>Merkmale pro Zeile (die Länge von w).</translation>
    </message>
    <message>
        <source>model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Least squares on a real label (basket value), or logistic regression on a 0/1 label (did the visit end in a sale).</source>
        <translation>Kleinste Quadrate auf einem reellen Label (Warenkorbwert) oder logistische Regression auf einem 0/1-Label (endete der Besuch mit einem Kauf).</translation>
    </message>
    <message>
        <source>Who gossips with whom in the decentralized design (Metropolis-Hastings weights).</source>
        <translation>Wer in der dezentralen Variante mit wem per Gossip austauscht (Metropolis-Hastings-Gewichte).</translation>
    </message>
    <message>
        <source>Width of each gradient value in the quantized design.</source>
        <translation>Breite jedes Gradientenwerts in der quantisierten Variante.</translation>
    </message>
    <message>
        <source>straggler share</source>
        <translation>Anteil Nachzügler</translation>
    </message>
    <message>
        <source>Share of workers that run slow.</source>
        <translation>Anteil der Worker, die langsam laufen.</translation>
    </message>
    <message>
        <source>straggler slowdown</source>
        <translation>Verlangsamung Nachzügler</translation>
    </message>
    <message>
        <source>How many times slower a straggler computes.</source>
        <translation>Wievielmal langsamer ein Nachzügler rechnet.</translation>
    </message>
    <message>
        <source>Checkpoints: synchronous rounds (async: K updates each).</source>
        <translation>Messpunkte: synchrone Runden (asynchron: jeweils K Updates).</translation>
    </message>
    <message>
        <source>Step size of every design.</source>
        <translation>Schrittweite jeder Variante.</translation>
    </message>
    <message>
        <source>Link bandwidth of the simulated cluster in gigabytes per second.</source>
        <translation>Bandbreite der Verbindungen des simulierten Clusters in Gigabyte pro Sekunde.</translation>
    </message>
    <message>
        <source>Fixed cost of every message in microseconds.</source>
        <translation>Feste Kosten jeder Nachricht in Mikrosekunden.</translation>
    </message>
    <message>
        <source>worker GFLOP/s</source>
        <translation>Worker-GFLOP/s</translation>
    </message>
    <message>
        <source>Compute speed of a full-speed simulated worker.</source>
        <translation>Rechengeschwindigkeit eines simulierten Workers bei voller Geschwindigkeit.</translation>
    </message>
    <message>
        <source>Seed of the data and of the straggler draw.</source>
        <translation>Seed der Daten und der Auswahl der Nachzügler.</translation>
    </message>
    <message>
        <source>backend</source>
        <translation>Backend</translation>
    </message>
    <message>
        <source>Where the gradients are computed: auto picks CUDA when a device is there.</source>
        <translation>Wo die Gradienten berechnet werden: automatisch wählt CUDA, wenn ein Gerät vorhanden ist.</translation>
    </message>
    <message>
        <source>X storage</source>
        <translation>Speicherformat von X</translation>
    </message>
    <message>
        <source>How the data rows are kept: float32, or 16-bit bfloat16 or float16 (sums in float32): half the bytes to read, each value rounded. With 16 bits every design also runs on float32 X, so the two loss curves can be compared.</source>
        <translation>Wie die Datenzeilen gespeichert werden: float32 oder 16-Bit bfloat16 bzw. float16 (Summen in float32): halb so viele Bytes zu lesen, jeder Wert gerundet. Mit 16 Bit läuft jede Variante zusätzlich auf float32-X, sodass sich die beiden Verlustkurven vergleichen lassen.</translation>
    </message>
    <message>
        <source>step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>update</source>
        <translation>Update</translation>
    </message>
    <message>
        <source>round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>snapshot</source>
        <translation>Schnappschuss</translation>
    </message>
    <message>
        <source>push</source>
        <translation>Push</translation>
    </message>
    <message>
        <source>tick</source>
        <translation>Takt</translation>
    </message>
    <message>
        <source>bucket</source>
        <translation>Bucket</translation>
    </message>
    <message>
        <source>checkpoint</source>
        <translation>Checkpoint</translation>
    </message>
    <message>
        <source>One weight: the lecture's example</source>
        <translation>Ein Gewicht: das Beispiel der Vorlesung</translation>
    </message>
    <message>
        <source>x = 3, y = 10, start at w = 2: with η = 0.1 the first step lands on 3.2 and settles; then larger steps overshoot and diverge.</source>
        <translation>x = 3, y = 10, Start bei w = 2: Mit η = 0.1 landet der erste Schritt bei 3.2, und w kommt zur Ruhe; danach schießen größere Schritte über das Ziel hinaus und divergieren.</translation>
    </message>
    <message>
        <source>Ask first: the gradient at w = 2 is −12, so where does w go with η = 0.1? Answer 3.2. Then play to the end: w settles on 10/3.</source>
        <translation>Zuerst fragen: Der Gradient bei w = 2 ist −12 – wohin geht w also mit η = 0.1? Antwort: 3.2. Dann bis zum Ende abspielen: w pendelt sich bei 10/3 ein.</translation>
    </message>
    <message>
        <source>Same start, η = 0.2 is above 1/9: each step jumps across w* = 10/3, but the jumps still shrink. Ask which side the next step lands on.</source>
        <translation>Gleicher Start, η = 0.2 liegt über 1/9: Jeder Schritt springt über w* = 10/3 hinweg, doch die Sprünge werden kleiner. Fragen, auf welcher Seite der nächste Schritt landet.</translation>
    </message>
    <message>
        <source>η = 0.5 is above 2/9: the distance to w* grows 3.5 times each step. Let the class say when the run is stopped as diverged.</source>
        <translation>η = 0.5 liegt über 2/9: Der Abstand zu w* wächst mit jedem Schritt um den Faktor 3.5. Die Klasse sagen lassen, wann der Lauf als divergiert abgebrochen wird.</translation>
    </message>
    <message>
        <source>One weight: overshooting the vertex</source>
        <translation>Ein Gewicht: über den Scheitelpunkt hinaus</translation>
    </message>
    <message>
        <source>η = 0.2 is above 1/9, so every step jumps across w* = 10/3, yet the jumps still shrink.</source>
        <translation>η = 0.2 liegt über 1/9, daher springt jeder Schritt über w* = 10/3 hinweg, doch die Sprünge werden trotzdem kleiner.</translation>
    </message>
    <message>
        <source>One weight: divergence</source>
        <translation>Ein Gewicht: Divergenz</translation>
    </message>
    <message>
        <source>η = 0.5 is above 2/9: each step multiplies the distance to w* by 3.5 and the run is stopped as diverged.</source>
        <translation>η = 0.5 liegt über 2/9: Jeder Schritt multipliziert den Abstand zu w* mit 3.5, und der Lauf wird als divergiert abgebrochen.</translation>
    </message>
    <message>
        <source>Mini-batch: dropping the leftover</source>
        <translation>Mini-Batch: der Rest fällt weg</translation>
    </message>
    <message>
        <source>400 samples in batches of 32: twelve full batches, and the last 16 samples are left out of the epoch.</source>
        <translation>400 Beispiele in Batches zu 32: zwölf volle Batches, und die letzten 16 Beispiele bleiben in der Epoche außen vor.</translation>
    </message>
    <message>
        <source>Synchronous SGD: one straggler</source>
        <translation>Synchrones SGD: ein Nachzügler</translation>
    </message>
    <message>
        <source>Worker 4 needs three times as long per gradient; everyone else waits for it at the barrier every round.</source>
        <translation>Worker 4 braucht pro Gradient dreimal so lange; alle anderen warten in jeder Runde an der Barriere auf ihn.</translation>
    </message>
    <message>
        <source>Synchronous SGD: ring all-reduce</source>
        <translation>Synchrones SGD: Ring-All-Reduce</translation>
    </message>
    <message>
        <source>The same rounds without a server: gradients travel around a ring in 2(K − 1) steps.</source>
        <translation>Dieselben Runden ohne Server: Die Gradienten wandern in 2(K − 1) Schritten um einen Ring.</translation>
    </message>
    <message>
        <source>Asynchronous SGD: staleness-aware steps</source>
        <translation>Asynchrones SGD: Schritte nach Veraltung skaliert</translation>
    </message>
    <message>
        <source>The lecture's three workers, with each gradient scaled by η/(1 + τ) so late arrivals count less.</source>
        <translation>Die drei Worker der Vorlesung, wobei jeder Gradient mit η/(1 + τ) skaliert wird, sodass spät eintreffende weniger zählen.</translation>
    </message>
    <message>
        <source>Decentralized: a star loses its hub</source>
        <translation>Dezentral: Ein Stern verliert sein Zentrum</translation>
    </message>
    <message>
        <source>Five nodes around hub 1; with the hub down the leaves have no neighbour left and stop mixing.</source>
        <translation>Fünf Knoten um das Zentrum 1; fällt das Zentrum aus, haben die Blätter keinen Nachbarn mehr und hören auf zu mischen.</translation>
    </message>
    <message>
        <source>Decentralized: a path loses an end node</source>
        <translation>Dezentral: Ein Pfad verliert einen Endknoten</translation>
    </message>
    <message>
        <source>Node 3 at the end of the path 1–2–3 fails; nodes 1 and 2 keep averaging with each other.</source>
        <translation>Knoten 3 am Ende des Pfads 1–2–3 fällt aus; die Knoten 1 und 2 mitteln weiter untereinander.</translation>
    </message>
    <message>
        <source>Scale lab: 1024 zones, ten million rows</source>
        <translation>Skalierungslabor: 1024 Zonen, zehn Millionen Zeilen</translation>
    </message>
    <message>
        <source>The four designs on the full synthetic retail data: 1024 zones of unequal size, 10 million rows of 16 features, a tenth of the workers slow. Takes several seconds; progress and Cancel are in the status bar.</source>
        <translation>Die vier Varianten auf den vollständigen synthetischen Einzelhandelsdaten: 1024 unterschiedlich große Zonen, 10 Millionen Zeilen mit 16 Merkmalen, ein Zehntel der Worker langsam. Dauert einige Sekunden; Fortschritt und Abbrechen stehen in der Statusleiste.</translation>
    </message>
    <message>
        <source>Scale lab: logistic regression on sale / no sale</source>
        <translation>Skalierungslabor: logistische Regression auf Verkauf / kein Verkauf</translation>
    </message>
    <message>
        <source>The same designs learn a 0/1 label (did the visit end in a sale?) by logistic regression; every design starts at the log loss of a coin flip, ln 2.</source>
        <translation>Dieselben Varianten lernen per logistischer Regression ein 0/1-Label (endete der Besuch mit einem Verkauf?); jede Variante beginnt beim logarithmischen Verlust eines Münzwurfs, ln 2.</translation>
    </message>
    <message>
        <source>Hogwild!: when rows stop being sparse</source>
        <translation>Hogwild!: wenn Zeilen nicht mehr dünn besetzt sind</translation>
    </message>
    <message>
        <source>Four threads on rows that touch a fifth of the features: their writes collide often, and lock-free SGD loses its edge over one global lock.</source>
        <translation>Vier Threads auf Zeilen, die ein Fünftel der Merkmale berühren: Ihre Schreibzugriffe kollidieren oft, und sperrfreies SGD verliert seinen Vorsprung gegenüber einer globalen Sperre.</translation>
    </message>
    <message>
        <source>Implicit momentum: sixteen workers</source>
        <translation>Implizites Momentum: sechzehn Worker</translation>
    </message>
    <message>
        <source>With sixteen asynchronous workers the weight swings like SGD with momentum near 1 − 1/16; compare the leaky server and the lower base rate.</source>
        <translation>Mit sechzehn asynchronen Workern schwingt das Gewicht wie SGD mit einem Momentum nahe 1 − 1/16; vergleichen Sie den Server mit Leck und die niedrigere Basisrate.</translation>
    </message>
    <message>
        <source>Staleness remedies: very slow stragglers</source>
        <translation>Mittel gegen Veraltung: sehr langsame Nachzügler</translation>
    </message>
    <message>
        <source>Stragglers that need 40 seconds per gradient bring gradients hundreds of updates old; see which server rules keep the weight calm.</source>
        <translation>Nachzügler, die 40 Sekunden pro Gradient brauchen, liefern Gradienten, die Hunderte Updates alt sind; sehen Sie, welche Serverregeln das Gewicht ruhig halten.</translation>
    </message>
    <message>
        <source>Backup workers: a different straggler every round</source>
        <translation>Reserve-Worker: jede Runde ein anderer Nachzügler</translation>
    </message>
    <message>
        <source>Random compute times, so the slowest of the four workers changes from round to round; each round leaves that one out.</source>
        <translation>Zufällige Rechenzeiten, sodass der langsamste der vier Worker von Runde zu Runde wechselt; jede Runde lässt genau diesen aus.</translation>
    </message>
    <message>
        <source>Scale lab: half the bytes with bfloat16</source>
        <translation>Skalierungslabor: halb so viele Bytes mit bfloat16</translation>
    </message>
    <message>
        <source>The data rows kept as bfloat16, 2 bytes a value instead of 4: a round reads half the memory. Every design also runs on float32 rows; the second slide plots how far apart the two losses are.</source>
        <translation>Die Datenzeilen werden als bfloat16 gespeichert, 2 Bytes pro Wert statt 4: Eine Runde liest nur halb so viel Speicher. Jede Variante läuft auch mit float32-Zeilen; die zweite Folie zeigt, wie weit die beiden Verluste auseinanderliegen.</translation>
    </message>
    <message>
        <source>Compare the rows/s of the two runs in the readout</source>
        <translation>Die Zeilen/s der beiden Läufe in der Anzeige vergleichen</translation>
    </message>
    <message>
        <source>How big is the price of 16-bit rows?</source>
        <translation>Wie hoch ist der Preis für 16-Bit-Zeilen?</translation>
    </message>
    <message>
        <source>Exact!</source>
        <translation>Genau!</translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>Richtig!</translation>
    </message>
    <message>
        <source>Close, but not exact.</source>
        <translation>Knapp, aber nicht genau.</translation>
    </message>
    <message>
        <source>Not this time: work it through once more.</source>
        <translation>Diesmal nicht: rechnen Sie es noch einmal durch.</translation>
    </message>
    <message>
        <source>Not this time.</source>
        <translation>Diesmal nicht.</translation>
    </message>
    <message>
        <source>Careful:</source>
        <translation>Vorsicht:</translation>
    </message>
    <message>
        <source>Type one number, such as %1.</source>
        <translation>Geben Sie eine Zahl ein, etwa %1.</translation>
    </message>
    <message>
        <source>Type %1 numbers, separated by semicolons.</source>
        <translation>Geben Sie %1 Zahlen ein, getrennt durch Semikolons.</translation>
    </message>
    <message>
        <source>Type %1 numbers, separated by commas.</source>
        <translation>Geben Sie %1 Zahlen ein, getrennt durch Kommas.</translation>
    </message>
    <message>
        <source>What is %1 after the next %2?</source>
        <translation>Welchen Wert hat %1 nach dem nächsten Schritt (%2)?</translation>
    </message>
    <message>
        <source>that is %1 before the step; the question is where the step takes it.</source>
        <translation>das ist der Wert von „%1“ vor dem Schritt; gefragt ist, wohin der Schritt ihn bringt.</translation>
    </message>
    <message>
        <source>The answer is %1.</source>
        <translation>Die Antwort ist %1.</translation>
    </message>
    <message>
        <source>There is no such choice.</source>
        <translation>Diese Auswahl gibt es nicht.</translation>
    </message>
    <message>
        <source>Not this one.</source>
        <translation>Diese nicht.</translation>
    </message>
    <message>
        <source>staleness of the update</source>
        <translation>Veraltung des Updates</translation>
    </message>
    <message>
        <source>worker that arrives</source>
        <translation>ankommender Worker</translation>
    </message>
    <message>
        <source>server w</source>
        <translation>w des Servers</translation>
    </message>
    <message>
        <source>arrival time</source>
        <translation>Ankunftszeit</translation>
    </message>
    <message>
        <source>gap between the two async runs</source>
        <translation>Abstand der beiden asynchronen Läufe</translation>
    </message>
    <message>
        <source>worker in run A</source>
        <translation>Worker in Lauf A</translation>
    </message>
    <message>
        <source>worker in run B</source>
        <translation>Worker in Lauf B</translation>
    </message>
    <message>
        <source>run A's w</source>
        <translation>w von Lauf A</translation>
    </message>
    <message>
        <source>w</source>
        <translation>w</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>Verlust</translation>
    </message>
    <message>
        <source>round starts at</source>
        <translation>Runde beginnt bei</translation>
    </message>
    <message>
        <source>gradients dropped so far</source>
        <translation>bisher verworfene Gradienten</translation>
    </message>
    <message>
        <source>node weights</source>
        <translation>Gewichte der Knoten</translation>
    </message>
    <message>
        <source>mean weight</source>
        <translation>mittleres Gewicht</translation>
    </message>
    <message>
        <source>consensus distance</source>
        <translation>Konsensabstand</translation>
    </message>
    <message>
        <source>async model's error</source>
        <translation>Fehler des asynchronen Modells</translation>
    </message>
    <message>
        <source>stale model's error</source>
        <translation>Fehler des veralteten Modells</translation>
    </message>
    <message>
        <source>batch model's error</source>
        <translation>Fehler des Batch-Modells</translation>
    </message>
    <message>
        <source>updates so far</source>
        <translation>bisherige Updates</translation>
    </message>
    <message>
        <source>collisions so far</source>
        <translation>bisherige Kollisionen</translation>
    </message>
    <message>
        <source>momentum SGD's w</source>
        <translation>w von Momentum-SGD</translation>
    </message>
    <message>
        <source>async SGD's mean w</source>
        <translation>mittleres w von asynchronem SGD</translation>
    </message>
    <message>
        <source>worker of the sample run</source>
        <translation>Worker des Beispiellaufs</translation>
    </message>
    <message>
        <source>staleness in the sample run</source>
        <translation>Veraltung im Beispiellauf</translation>
    </message>
    <message>
        <source>samples seen</source>
        <translation>gesehene Stichproben</translation>
    </message>
    <message>
        <source>epoch</source>
        <translation>Epoche</translation>
    </message>
    <message>
        <source>all-reduce ends at</source>
        <translation>All-Reduce endet bei</translation>
    </message>
    <message>
        <source>all-reduce starts at</source>
        <translation>All-Reduce beginnt bei</translation>
    </message>
    <message>
        <source>wait for the link</source>
        <translation>Warten auf die Leitung</translation>
    </message>
    <message>
        <source>bytes sent so far</source>
        <translation>bisher gesendete Bytes</translation>
    </message>
    <message>
        <source>quantization error</source>
        <translation>Quantisierungsfehler</translation>
    </message>
    <message>
        <source>sync loss</source>
        <translation>Verlust synchron</translation>
    </message>
    <message>
        <source>async loss</source>
        <translation>Verlust asynchron</translation>
    </message>
    <message>
        <source>decentralized loss</source>
        <translation>Verlust dezentral</translation>
    </message>
    <message>
        <source>quantized loss</source>
        <translation>Verlust quantisiert</translation>
    </message>
    <message>
        <source>worker whose push is applied</source>
        <translation>Worker, dessen Push angewendet wird</translation>
    </message>
    <message>
        <source>staleness</source>
        <translation>Veraltung</translation>
    </message>
    <message>
        <source>wait in the queue</source>
        <translation>Wartezeit in der Warteschlange</translation>
    </message>
    <message>
        <source>prediction ŷ</source>
        <translation>Vorhersage ŷ</translation>
    </message>
    <message>
        <source>gradient g</source>
        <translation>Gradient g</translation>
    </message>
    <message>
        <source>staleness of the gradient</source>
        <translation>Veraltung des Gradienten</translation>
    </message>
    <message>
        <source>w with a constant rate</source>
        <translation>w mit konstanter Rate</translation>
    </message>
    <message>
        <source>w with η/(1 + τ)</source>
        <translation>w mit η/(1 + τ)</translation>
    </message>
    <message>
        <source>global w</source>
        <translation>globales w</translation>
    </message>
    <message>
        <source>idle time so far</source>
        <translation>bisherige Wartezeit</translation>
    </message>
    <message>
        <source>global updates</source>
        <translation>globale Updates</translation>
    </message>
    <message>
        <source>How stale is the next update? The server has made %1; %2 is computing.</source>
        <translation>Wie veraltet ist das nächste Update? Der Server hat %1 ausgeführt; %2 rechnet gerade.</translation>
    </message>
    <message>
        <source>How stale is the next update? The server has made %1; %2 are computing.</source>
        <translation>Wie veraltet ist das nächste Update? Der Server hat %1 ausgeführt; %2 rechnen gerade.</translation>
    </message>
    <message>
        <source>How far apart are the two async runs after the next update? w_a − w_b = %1 now.</source>
        <translation>Wie weit liegen die beiden asynchronen Läufe nach dem nächsten Update auseinander? Jetzt ist w_a − w_b = %1.</translation>
    </message>
    <message>
        <source>Where is w after round %1, which uses only the first %2 of %3 gradients? w = %4 now, η = %5.</source>
        <translation>Wo liegt w nach Runde %1, die nur die ersten %2 von %3 Gradienten verwendet? Jetzt ist w = %4; η = %5.</translation>
    </message>
    <message>
        <source>What weights will the nodes hold after averaging? After their local steps they hold %1.</source>
        <translation>Welche Gewichte haben die Knoten nach dem Mitteln? Nach ihren lokalen Schritten haben sie %1.</translation>
    </message>
    <message>
        <source>How far from the optimum is the async model after the next tick? Its error is %1 now.</source>
        <translation>Wie weit ist das asynchrone Modell nach dem nächsten Takt vom Optimum entfernt? Sein Fehler beträgt jetzt %1.</translation>
    </message>
    <message>
        <source>What is the loss at the next snapshot? It is %1 now, with %2 writing without locks.</source>
        <translation>Wie hoch ist der Verlust beim nächsten Schnappschuss? Er beträgt jetzt %1; geschrieben wird ohne Sperren von %2.</translation>
    </message>
    <message>
        <source>Where does momentum SGD's w land next? w = %1 now, its last move %2; momentum μ = 1 − 1/%3 = %4, step η/K = %5, gradient %6·(w − %7).</source>
        <translation>Wo landet das w von Momentum-SGD als Nächstes? Jetzt ist w = %1; seine letzte Bewegung war %2; Momentum μ = 1 − 1/%3 = %4; Schritt η/K = %5; Gradient %6·(w − %7).</translation>
    </message>
    <message>
        <source>Where does w land after the next batch? w = %1 now, η = %2; the next batch (%3 sample) has the mean gradient ḡ = %4 at w.</source>
        <translation>Wo landet w nach dem nächsten Batch? Jetzt ist w = %1; η = %2; der nächste Batch (%3 Beispiel) hat bei w den mittleren Gradienten ḡ = %4.</translation>
    </message>
    <message>
        <source>Where does w land after the next batch? w = %1 now, η = %2; the next batch (%3 samples) has the mean gradient ḡ = %4 at w.</source>
        <translation>Wo landet w nach dem nächsten Batch? Jetzt ist w = %1; η = %2; der nächste Batch (%3 Beispiele) hat bei w den mittleren Gradienten ḡ = %4.</translation>
    </message>
    <message>
        <source>that is a step up the slope: the update subtracts η times ḡ.</source>
        <translation>das ist ein Schritt bergauf; das Update zieht η mal ḡ ab.</translation>
    </message>
    <message>
        <source>that forgets η: the step is η times ḡ.</source>
        <translation>das vergisst η; der Schritt ist η mal ḡ.</translation>
    </message>
    <message>
        <source>that sums the batch's gradients; the update takes their mean.</source>
        <translation>das summiert die Gradienten des Batches; das Update nimmt ihren Mittelwert.</translation>
    </message>
    <message>
        <source>When does bucket %1's all-reduce finish? Its %2 bytes of gradients are ready at %3 ms; the link is free from %4 ms. A ring of %5 workers sends the bucket's bytes times 2(K−1)/K = %6 at %7 bytes per ms, plus 2(K−1) = %8 latencies of %9 ms.</source>
        <translation>Wann ist das All-Reduce von Bucket %1 fertig? Seine %2 Bytes an Gradienten sind bei %3 ms bereit; die Leitung ist ab %4 ms frei. Ein Ring aus %5 Workern sendet die Bytes des Buckets mal 2(K−1)/K = %6 mit %7 Bytes pro ms, dazu 2(K−1) = %8 Latenzen von je %9 ms.</translation>
    </message>
    <message>
        <source>that starts when the gradients are ready; the link is still busy with the bucket before.</source>
        <translation>das beginnt, sobald die Gradienten bereit sind; die Leitung ist aber noch mit dem vorigen Bucket belegt.</translation>
    </message>
    <message>
        <source>that sends the bucket once; a ring all-reduce sends 2(K−1)/K times it.</source>
        <translation>das sendet den Bucket einmal; ein Ring-All-Reduce sendet das 2(K−1)/K-Fache.</translation>
    </message>
    <message>
        <source>that leaves out the latencies: each of the 2(K−1) ring steps waits one.</source>
        <translation>das lässt die Latenzen weg; jeder der 2(K−1) Ringschritte wartet eine ab.</translation>
    </message>
    <message>
        <source>How many bytes will have been sent after the next round? %1 so far; one message is %2 bytes, %3.</source>
        <translation>Wie viele Bytes sind nach der nächsten Runde gesendet? Bisher %1; eine Nachricht hat %2 Bytes; %3.</translation>
    </message>
    <message>
        <source>Which loss does the sync design reach at the next checkpoint?</source>
        <translation>Welchen Verlust erreicht die synchrone Variante am nächsten Checkpoint?</translation>
    </message>
    <message>
        <source>Which loss does the async design reach at the next checkpoint?</source>
        <translation>Welchen Verlust erreicht die asynchrone Variante am nächsten Checkpoint?</translation>
    </message>
    <message>
        <source>Which loss does the decentralized design reach at the next checkpoint?</source>
        <translation>Welchen Verlust erreicht die dezentrale Variante am nächsten Checkpoint?</translation>
    </message>
    <message>
        <source>Which loss does the quantized design reach at the next checkpoint?</source>
        <translation>Welchen Verlust erreicht die quantisierte Variante am nächsten Checkpoint?</translation>
    </message>
    <message>
        <source>Which worker's push does the server apply next? %1 applied so far, %2, %3.</source>
        <translation>Den Push welches Workers wendet der Server als Nächstes an? Bisher %1 angewendet, %2, %3.</translation>
    </message>
    <message>
        <source>Which worker's push do the shards apply next? %1 applied so far, %2, %3.</source>
        <translation>Den Push welches Workers wenden die Shards als Nächstes an? Bisher %1 angewendet, %2, %3.</translation>
    </message>
    <message>
        <source>Where does w land after this step? w = %1, g = %2 now, η = %3.</source>
        <translation>Wo landet w nach diesem Schritt? Jetzt ist w = %1; g = %2; η = %3.</translation>
    </message>
    <message>
        <source>that is the step with the slope taken in x instead of w (the x factor slipped).</source>
        <translation>das ist der Schritt mit der Steigung nach x statt nach w (der Faktor x ist vertauscht).</translation>
    </message>
    <message>
        <source>that is a step up the slope: the update subtracts η times g.</source>
        <translation>das ist ein Schritt bergauf; das Update zieht η mal g ab.</translation>
    </message>
    <message>
        <source>that forgets η: the step is η times g.</source>
        <translation>das vergisst η; der Schritt ist η mal g.</translation>
    </message>
    <message>
        <source>How stale is the next gradient? %1 so far, %2, %3 of them slow.</source>
        <translation>Wie veraltet ist der nächste Gradient? Bisher %1, %2, davon %3 langsam.</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>sum</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>What is the global w after round %1? w = %2 now; the workers' gradients at it are %3, η = %4, aggregation: %5.</source>
        <translation>Welchen Wert hat das globale w nach Runde %1? Jetzt ist w = %2 bei η = %4; die Gradienten der Worker dort sind %3; Aggregation: %5.</translation>
    </message>
    <message>
        <source>that is a step up the slope: the update subtracts η times the gradient.</source>
        <translation>das ist ein Schritt bergauf; das Update zieht η mal den Gradienten ab.</translation>
    </message>
    <message>
        <source>that forgets η: the step is η times the gradient.</source>
        <translation>das vergisst η; der Schritt ist η mal der Gradient.</translation>
    </message>
    <message>
        <source>that adds the workers' gradients; this run averages them.</source>
        <translation>das addiert die Gradienten der Worker; dieser Lauf mittelt sie.</translation>
    </message>
    <message>
        <source>that averages the gradients; this run adds them.</source>
        <translation>das mittelt die Gradienten; dieser Lauf addiert sie.</translation>
    </message>
    <message>
        <source>rank 0 is the parameter server and applies each gradient the moment it arrives</source>
        <translation>Rang 0 ist der Parameterserver und wendet jeden Gradienten an, sobald er ankommt</translation>
    </message>
    <message>
        <source>each node is a process that averages with its neighbours; rank 0 only records</source>
        <translation>jeder Knoten ist ein Prozess, der mit seinen Nachbarn mittelt; Rang 0 zeichnet nur auf</translation>
    </message>
    <message>
        <source>rank 0 is the parameter server, behind a barrier every round</source>
        <translation>Rang 0 ist der Parameterserver, hinter einer Barriere in jeder Runde</translation>
    </message>
    <message>
        <source>the workers pass gradients round a ring (all-reduce); rank 0 only records</source>
        <translation>die Worker reichen Gradienten im Ring weiter (All-Reduce); Rang 0 zeichnet nur auf</translation>
    </message>
    <message>
        <source>Every message carries a model of %1 (the scene's %2, scaled down so that the run stays quick); the bytes each rank sends are counted and shown beside the 2(K−1)/K rule.</source>
        <translation>Jede Nachricht trägt ein Modell von %1 (in der Szene %2, verkleinert, damit der Lauf schnell bleibt); die Bytes, die jeder Rang sendet, werden gezählt und neben der 2(K−1)/K-Regel angezeigt.</translation>
    </message>
    <message>
        <source>Every message carries the model of %1; the bytes each rank sends are counted.</source>
        <translation>Jede Nachricht trägt das Modell von %1; die Bytes, die jeder Rang sendet, werden gezählt.</translation>
    </message>
    <message>
        <source>one per pair</source>
        <translation>einer pro Paar</translation>
    </message>
    <message>
        <source>auto, up to 4</source>
        <translation>automatisch, höchstens 4</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>greater than %1, at most %2</source>
        <translation>größer als %1, höchstens %2</translation>
    </message>
    <message>
        <source>from %1 to %2</source>
        <translation>von %1 bis %2</translation>
    </message>
    <message>
        <source>a number %1</source>
        <translation>eine Zahl %1</translation>
    </message>
    <message>
        <source>a whole number from %1 to %2</source>
        <translation>eine ganze Zahl von %1 bis %2</translation>
    </message>
    <message>
        <source>one of %1</source>
        <translation>eines von: %1</translation>
    </message>
    <message>
        <source>empty or comma-separated numbers, each %1</source>
        <translation>leer oder durch Kommas getrennte Zahlen, jede %1</translation>
    </message>
    <message>
        <source>comma-separated numbers, each %1</source>
        <translation>durch Kommas getrennte Zahlen, jede %1</translation>
    </message>
    <message>
        <source>empty or comma-separated whole numbers from %1 to %2</source>
        <translation>leer oder durch Kommas getrennte ganze Zahlen von %1 bis %2</translation>
    </message>
    <message>
        <source>comma-separated whole numbers from %1 to %2</source>
        <translation>durch Kommas getrennte ganze Zahlen von %1 bis %2</translation>
    </message>
    <message>
        <source>empty or comma-separated x:y pairs of numbers from %1 to %2</source>
        <translation>leer oder durch Kommas getrennte Paare x:y aus Zahlen von %1 bis %2</translation>
    </message>
    <message>
        <source>comma-separated x:y pairs of numbers from %1 to %2</source>
        <translation>durch Kommas getrennte Paare x:y aus Zahlen von %1 bis %2</translation>
    </message>
    <message>
        <source>async workers</source>
        <translation>asynchrone Worker</translation>
    </message>
    <message>
        <source>async, high staleness</source>
        <translation>asynchron, hohe Veraltung</translation>
    </message>
    <message>
        <source>batch retraining</source>
        <translation>Batch-Neuanpassung</translation>
    </message>
    <message>
        <source>constant η</source>
        <translation>konstantes η</translation>
    </message>
    <message>
        <source>η/(1+τ)</source>
        <translation>η/(1+τ)</translation>
    </message>
    <message>
        <source>AdaDelay-style η/√(1+τ)</source>
        <translation>AdaDelay η/√(1+τ)</translation>
    </message>
    <message>
        <source>clipped gradient</source>
        <translation>geclippter Gradient</translation>
    </message>
    <message>
        <source>delay-compensated</source>
        <translation>verzögerungskompensiert</translation>
    </message>
</context>
<context>
    <name>sgd::page</name>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>The answer is %1.</source>
        <translation>Die Antwort ist %1.</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>Live</translation>
    </message>
    <message>
        <source>Your own pace: the teacher is at step %1</source>
        <translation>Eigenes Tempo: die Lehrkraft ist bei Schritt %1</translation>
    </message>
    <message>
        <source>The class session lost its network: waiting for it to come back…</source>
        <translation>Die Unterrichtssitzung hat ihr Netz verloren: es wird gewartet, bis es zurückkommt …</translation>
    </message>
    <message>
        <source>Type a number.</source>
        <translation>Geben Sie eine Zahl ein.</translation>
    </message>
    <message>
        <source>%1 numbers, e.g. 1.5, 2</source>
        <translation>%1 Zahlen, z. B. 1,5; 2</translation>
    </message>
    <message>
        <source>your answer, e.g. 1.25</source>
        <translation>Ihre Antwort, z. B. 1,25</translation>
    </message>
    <message>
        <source>your prediction</source>
        <translation>Ihre Vorhersage</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Senden</translation>
    </message>
    <message>
        <source>Sent: %1. Wait for the reveal.</source>
        <translation>Gesendet: %1. Warten Sie auf die Auflösung.</translation>
    </message>
    <message>
        <source>Your answer is in: %1. Wait for the reveal.</source>
        <translation>Ihre Antwort ist angekommen: %1. Warten Sie auf die Auflösung.</translation>
    </message>
    <message>
        <source>Too late: the question had closed.</source>
        <translation>Zu spät: die Frage war schon geschlossen.</translation>
    </message>
    <message>
        <source>The class session has ended.</source>
        <translation>Die Unterrichtssitzung ist beendet.</translation>
    </message>
    <message>
        <source>Connection lost: trying again…</source>
        <translation>Verbindung verloren: neuer Versuch …</translation>
    </message>
    <message>
        <source>Could not reach the class session.</source>
        <translation>Die Unterrichtssitzung ist nicht erreichbar.</translation>
    </message>
    <message>
        <source>Joining…</source>
        <translation>Beitritt läuft …</translation>
    </message>
    <message>
        <source>&lt;b&gt;Predict&lt;/b&gt; before the next step: %1</source>
        <translation>&lt;b&gt;Vorhersage&lt;/b&gt; vor dem nächsten Schritt: %1</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Prüfen</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>Auflösen</translation>
    </message>
    <message>
        <source>This step's numbers</source>
        <translation>Die Zahlen dieses Schritts</translation>
    </message>
    <message>
        <source>Left and Right step through the last steps · End returns to live</source>
        <translation>Links und Rechts gehen durch die letzten Schritte · Ende kehrt zu live zurück</translation>
    </message>
    <message>
        <source>Right and Left step · Space plays · Home starts again</source>
        <translation>Rechts und Links gehen Schritte · Leertaste spielt ab · Pos1 beginnt von vorn</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Pos1</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <source>Left arrow</source>
        <translation>Pfeil links</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Leertaste</translation>
    </message>
    <message>
        <source>Right arrow</source>
        <translation>Pfeil rechts</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Ende</translation>
    </message>
    <message>
        <source>Back to live</source>
        <translation>Zurück zu live</translation>
    </message>
    <message>
        <source>This page needs no network.</source>
        <translation>Diese Seite braucht kein Netz.</translation>
    </message>
    <message>
        <source>Class session</source>
        <translation>Unterrichtssitzung</translation>
    </message>
    <message>
        <source>Join the class</source>
        <translation>Der Klasse beitreten</translation>
    </message>
    <message>
        <source>Follow the teacher's steps on this device, step back on your own, and answer when the teacher asks.</source>
        <translation>Folgen Sie den Schritten der Lehrkraft auf diesem Gerät, gehen Sie selbst zurück und antworten Sie, wenn die Lehrkraft fragt.</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Beitrittscode</translation>
    </message>
    <message>
        <source>Nickname (optional)</source>
        <translation>Spitzname (optional)</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Beitreten</translation>
    </message>
    <message>
        <source>Answers are anonymous unless you give a nickname; nothing you send is kept after the session unless the teacher saves the answers.</source>
        <translation>Antworten sind anonym, außer Sie geben einen Spitznamen an; nichts, was Sie senden, bleibt nach der Sitzung erhalten, außer die Lehrkraft speichert die Antworten.</translation>
    </message>
    <message>
        <source>This page holds steps %1 to %2 of the run's %3: a page holds at most %4 steps and about %5 MB. Export another range with &lt;code&gt;--from&lt;/code&gt; and &lt;code&gt;--to&lt;/code&gt;.</source>
        <translation>Diese Seite enthält die Schritte %1 bis %2 von %3 Schritten des Laufs: eine Seite fasst höchstens %4 Schritte und etwa %5 MB. Exportieren Sie einen anderen Bereich mit &lt;code&gt;--from&lt;/code&gt; und &lt;code&gt;--to&lt;/code&gt;.</translation>
    </message>
    <message>
        <source>Made with SGD Studio from scene &lt;code&gt;%1&lt;/code&gt;: every picture and number comes from the same computation as the app.</source>
        <translation>Erstellt mit SGD Studio aus der Szene &lt;code&gt;%1&lt;/code&gt;: jedes Bild und jede Zahl stammt aus derselben Rechnung wie in der App.</translation>
    </message>
    <message>
        <source>Slide %1 of %2 · %3</source>
        <translation>Folie %1 von %2 · %3</translation>
    </message>
    <message>
        <source>This page holds the first %1 of the lesson's %2 slides.</source>
        <translation>Diese Seite enthält die ersten %1 der %2 Folien der Lektion.</translation>
    </message>
    <message>
        <source>Made with SGD Studio from the lesson's %1 slides: every picture and number comes from the same computation as the app.</source>
        <translation>Erstellt mit SGD Studio aus den %1 Folien der Lektion: jedes Bild und jede Zahl stammt aus derselben Rechnung wie in der App.</translation>
    </message>
</context>
<context>
    <name>sgd::plural</name>
    <message>
        <source>bucket</source>
        <translation>Bucket</translation>
    </message>
    <message>
        <source>buckets</source>
        <translation>Buckets</translation>
    </message>
    <message>
        <source>gradient</source>
        <translation>Gradient</translation>
    </message>
    <message>
        <source>gradients</source>
        <translation>Gradienten</translation>
    </message>
    <message>
        <source>hardware thread</source>
        <translation>Hardware-Thread</translation>
    </message>
    <message>
        <source>hardware threads</source>
        <translation>Hardware-Threads</translation>
    </message>
    <message>
        <source>join</source>
        <translation>Beitritt</translation>
    </message>
    <message>
        <source>joins</source>
        <translation>Beitritte</translation>
    </message>
    <message>
        <source>plain synchronous round</source>
        <translation>einfache synchrone Runde</translation>
    </message>
    <message>
        <source>plain synchronous rounds</source>
        <translation>einfache synchrone Runden</translation>
    </message>
    <message>
        <source>push</source>
        <translation>Push</translation>
    </message>
    <message>
        <source>pushes</source>
        <translation>Pushes</translation>
    </message>
    <message>
        <source>round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>sample</source>
        <translation>Beispiel</translation>
    </message>
    <message>
        <source>samples</source>
        <translation>Beispiele</translation>
    </message>
    <message>
        <source>sync round</source>
        <translation>synchrone Runde</translation>
    </message>
    <message>
        <source>sync rounds</source>
        <translation>synchrone Runden</translation>
    </message>
    <message>
        <source>thread</source>
        <translation>Thread</translation>
    </message>
    <message>
        <source>threads</source>
        <translation>Threads</translation>
    </message>
    <message>
        <source>update</source>
        <translation>Update</translation>
    </message>
    <message>
        <source>updates</source>
        <translation>Updates</translation>
    </message>
    <message>
        <source>value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>values</source>
        <translation>Werte</translation>
    </message>
    <message>
        <source>worker</source>
        <translation>Worker</translation>
    </message>
    <message>
        <source>workers</source>
        <translation>Worker</translation>
    </message>
    <message>
        <source>wrong code</source>
        <translation>falscher Code</translation>
    </message>
    <message>
        <source>wrong codes</source>
        <translation>falsche Codes</translation>
    </message>
    <message>
        <source>shard</source>
        <translation>Shard</translation>
    </message>
    <message>
        <source>shards</source>
        <translation>Shards</translation>
    </message>
</context>
<context>
    <name>sgd::ui::AnimationDialog</name>
    <message>
        <source>Export animation</source>
        <translation>Animation exportieren</translation>
    </message>
    <message>
        <source>MP4 (H.264: PowerPoint, Keynote, browsers)</source>
        <translation>MP4 (H.264: PowerPoint, Keynote, Browser)</translation>
    </message>
    <message>
        <source>WebM (VP9: browsers)</source>
        <translation>WebM (VP9: Browser)</translation>
    </message>
    <message>
        <source>GIF (plays anywhere, larger file)</source>
        <translation>GIF (läuft überall, größere Datei)</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>The step the animation starts on.</source>
        <translation>Der Schritt, mit dem die Animation beginnt.</translation>
    </message>
    <message>
        <source>The step the animation ends on.</source>
        <translation>Der Schritt, mit dem die Animation endet.</translation>
    </message>
    <message>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>Frames a second: 30 is smooth; fewer make a smaller file.</source>
        <translation>Bilder pro Sekunde: 30 wirkt flüssig; weniger ergeben eine kleinere Datei.</translation>
    </message>
    <message>
        <source>Frames a second</source>
        <translation>Bilder pro Sekunde</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Geschwindigkeit</translation>
    </message>
    <message>
        <source>Width of the video in pixels.</source>
        <translation>Breite des Videos in Pixeln.</translation>
    </message>
    <message>
        <source>Height of the video in pixels.</source>
        <translation>Höhe des Videos in Pixeln.</translation>
    </message>
    <message>
        <source>Width (px)</source>
        <translation>Breite (px)</translation>
    </message>
    <message>
        <source>Height (px)</source>
        <translation>Höhe (px)</translation>
    </message>
    <message>
        <source>Print (white paper, thicker lines)</source>
        <translation>Druck (weißes Papier, dickere Linien)</translation>
    </message>
    <message>
        <source>Screen theme</source>
        <translation>Bildschirmdesign</translation>
    </message>
    <message>
        <source>Style</source>
        <translation>Stil</translation>
    </message>
    <message>
        <source>Choose file…</source>
        <translation>Datei wählen …</translation>
    </message>
    <message>
        <source>%1 frames, %2 s, %3 x %4 pixels</source>
        <translation>%1 Bilder, %2 s, %3 x %4 Pixel</translation>
    </message>
    <message>
        <source>First step</source>
        <translation>Erster Schritt</translation>
    </message>
    <message>
        <source>Last step</source>
        <translation>Letzter Schritt</translation>
    </message>
</context>
<context>
    <name>sgd::ui::AnimationRun</name>
    <message>
        <source>Painting the frames…</source>
        <translation>Bilder werden gezeichnet …</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Export animation</source>
        <translation>Animation exportieren</translation>
    </message>
    <message>
        <source>Writing the file…</source>
        <translation>Datei wird geschrieben …</translation>
    </message>
    <message>
        <source>Painting frame %1 of %2…</source>
        <translation>Bild %1 von %2 wird gezeichnet …</translation>
    </message>
</context>
<context>
    <name>sgd::ui::Autosave</name>
    <message>
        <source>Restore the session that crashed</source>
        <translation>Abgestürzte Sitzung wiederherstellen</translation>
    </message>
    <message>
        <source>Brings back the session that crashed the last start while it was restored.</source>
        <translation>Stellt die Sitzung wieder her, bei deren Wiederherstellung der letzte Start abgestürzt ist.</translation>
    </message>
    <message>
        <source>The last start crashed while bringing back the previous session, so it was not restored this time. File &gt; Restore the session that crashed tries again.</source>
        <translation>Der letzte Start ist beim Wiederherstellen der vorherigen Sitzung abgestürzt, daher wurde sie diesmal nicht wiederhergestellt. Datei &gt; Abgestürzte Sitzung wiederherstellen versucht es erneut.</translation>
    </message>
    <message>
        <source>Restored the session that ended without closing: %1, step %2.</source>
        <translation>Die Sitzung, die ohne Schließen endete, wurde wiederhergestellt: %1, Schritt %2.</translation>
    </message>
    <message>
        <source>Restored session</source>
        <translation>Wiederhergestellte Sitzung</translation>
    </message>
</context>
<context>
    <name>sgd::ui::BusyIndicator</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>computing… %p%</source>
        <translation>wird berechnet … %p%</translation>
    </message>
    <message>
        <source>Stop this computation and keep the previous result on screen.</source>
        <translation>Bricht diese Berechnung ab und lässt das vorherige Ergebnis auf dem Bildschirm.</translation>
    </message>
    <message>
        <source>Computation cancelled; showing the previous result.</source>
        <translation>Berechnung abgebrochen; das vorherige Ergebnis wird angezeigt.</translation>
    </message>
</context>
<context>
    <name>sgd::ui::ClassOverlay</name>
    <message>
        <source>Class %1 · %2 joined</source>
        <translation>Kurs %1 · %2 beigetreten</translation>
    </message>
    <message>
        <source> · %1 answered</source>
        <translation> · %1 geantwortet</translation>
    </message>
    <message>
        <source>Join the class</source>
        <translation>Am Kurs teilnehmen</translation>
    </message>
    <message>
        <source>Scan, or open the address and type the code</source>
        <translation>Scannen oder die Adresse öffnen und den Code eingeben</translation>
    </message>
    <message>
        <source>No question asked yet: turn on quiz mode (Q) and step.</source>
        <translation>Noch keine Frage gestellt: Quizmodus einschalten (Q) und einen Schritt weitergehen.</translation>
    </message>
    <message>
        <source>The class's answers: %1</source>
        <translation>Antworten des Kurses: %1</translation>
    </message>
    <message>
        <source>The class's answers</source>
        <translation>Antworten des Kurses</translation>
    </message>
    <message>
        <source>%1 of %2 answered, %3 right</source>
        <translation>%1 von %2 geantwortet, %3 richtig</translation>
    </message>
    <message>
        <source>%1 of %2 answered</source>
        <translation>%1 von %2 geantwortet</translation>
    </message>
    <message>
        <source>before the step</source>
        <translation>vor dem Schritt</translation>
    </message>
    <message>
        <source>right</source>
        <translation>richtig</translation>
    </message>
</context>
<context>
    <name>sgd::ui::ClassServer</name>
    <message>
        <source>cannot listen on %1 port %2: %3</source>
        <translation>kann nicht auf %1, Port %2 lauschen: %3</translation>
    </message>
    <message>
        <source>Too many wrong codes came from this device's network address: ask the teacher.</source>
        <translation>Von der Netzwerkadresse dieses Geräts kamen zu viele falsche Codes: Fragen Sie die Lehrkraft.</translation>
    </message>
    <message>
        <source>The class session this page followed has ended: type the new code from the projector.</source>
        <translation>Die Unterrichtssitzung, der diese Seite gefolgt ist, ist beendet: Geben Sie den neuen Code vom Projektor ein.</translation>
    </message>
    <message>
        <source>That is not this session's code: check the code on the projector.</source>
        <translation>Das ist nicht der Code dieser Sitzung: Prüfen Sie den Code auf dem Projektor.</translation>
    </message>
    <message>
        <source>Too many students joined from this device's network address: ask the teacher.</source>
        <translation>Von der Netzwerkadresse dieses Geräts sind zu viele Studierende beigetreten: Fragen Sie die Lehrkraft.</translation>
    </message>
    <message>
        <source>This page was opened again (another tab or a reload): follow there.</source>
        <translation>Diese Seite wurde erneut geöffnet (in einem anderen Tab oder durch Neuladen): Folgen Sie dort.</translation>
    </message>
    <message>
        <source>The class is full (%1 students).</source>
        <translation>Der Kurs ist voll (%1 Studierende).</translation>
    </message>
    <message>
        <source>You said %1. %2</source>
        <translation>Ihre Antwort: %1. %2</translation>
    </message>
    <message>
        <source>The answer: %1.</source>
        <translation>Die Antwort: %1.</translation>
    </message>
</context>
<context>
    <name>sgd::ui::ClassStartDialog</name>
    <message>
        <source>Start class session</source>
        <translation>Unterrichtssitzung starten</translation>
    </message>
    <message>
        <source>Students' devices must reach this address: pick the network the room's Wi-Fi is on</source>
        <translation>Die Geräte der Studierenden müssen diese Adresse erreichen: Wählen Sie das Netzwerk, in dem das WLAN des Raums liegt</translation>
    </message>
    <message>
        <source>Serve on</source>
        <translation>Bereitstellen auf</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>Students open the address on the projector in any browser on the same network and type the code (or scan the QR code). They see each step you show and answer when quiz mode asks. Only this session's page is served; nothing students send is saved unless you save it.</source>
        <translation>Die Studierenden öffnen die Adresse vom Projektor in einem beliebigen Browser im selben Netzwerk und geben den Code ein (oder scannen den QR-Code). Sie sehen jeden Schritt, den Sie zeigen, und antworten, wenn der Quizmodus fragt. Es wird nur die Seite dieser Sitzung bereitgestellt; nichts, was Studierende senden, wird gespeichert, außer Sie speichern es.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
</context>
<context>
    <name>sgd::ui::ClassTools</name>
    <message>
        <source>Start class session…</source>
        <translation>Unterrichtssitzung starten …</translation>
    </message>
    <message>
        <source>Students follow your steps and answer on their own devices</source>
        <translation>Studierende folgen Ihren Schritten und antworten auf ihren eigenen Geräten</translation>
    </message>
    <message>
        <source>Show join card</source>
        <translation>Beitrittskarte anzeigen</translation>
    </message>
    <message>
        <source>Show the class's answers</source>
        <translation>Antworten des Kurses anzeigen</translation>
    </message>
    <message>
        <source>Save the class's answers (CSV)…</source>
        <translation>Antworten des Kurses speichern (CSV) …</translation>
    </message>
    <message>
        <source>Class session</source>
        <translation>Unterrichtssitzung</translation>
    </message>
    <message>
        <source>Let turned-away addresses join again</source>
        <translation>Abgewiesene Adressen wieder zulassen</translation>
    </message>
    <message>
        <source>Devices behind an address that sent too many wrong codes (old pages after a restart, or guessing) may try again.</source>
        <translation>Geräte hinter einer Adresse, die zu viele falsche Codes gesendet hat (alte Seiten nach einem Neustart oder Raten), dürfen es erneut versuchen.</translation>
    </message>
    <message>
        <source>Stop class session</source>
        <translation>Unterrichtssitzung beenden</translation>
    </message>
    <message>
        <source>The class session's network is back.</source>
        <translation>Das Netzwerk der Unterrichtssitzung ist wieder da.</translation>
    </message>
    <message>
        <source>The class session could not start.

%1</source>
        <translation>Die Unterrichtssitzung konnte nicht gestartet werden.

%1</translation>
    </message>
    <message>
        <source>Save the class's answers</source>
        <translation>Antworten des Kurses speichern</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Save failed</source>
        <translation>Speichern fehlgeschlagen</translation>
    </message>
    <message>
        <source>The answers were not saved.

%1</source>
        <translation>Die Antworten wurden nicht gespeichert.

%1</translation>
    </message>
    <message>
        <source>The class session's network is gone: %1 is no longer this computer's address. Reconnect the Wi-Fi; the session goes on when it is back.</source>
        <translation>Das Netzwerk der Unterrichtssitzung ist weg: %1 ist nicht mehr die Adresse dieses Computers. Verbinden Sie das WLAN neu; die Sitzung läuft weiter, sobald es wieder da ist.</translation>
    </message>
    <message>
        <source>The class session's network is gone: %1 is no longer this computer's address. Reconnect, or stop and start the session on %2.</source>
        <translation>Das Netzwerk der Unterrichtssitzung ist weg: %1 ist nicht mehr die Adresse dieses Computers. Neu verbinden oder die Sitzung beenden und auf %2 neu starten.</translation>
    </message>
</context>
<context>
    <name>sgd::ui::CompareTools</name>
    <message>
        <source>&amp;Compare</source>
        <translation>&amp;Vergleichen</translation>
    </message>
    <message>
        <source>&amp;Pin run</source>
        <translation>Lauf &amp;anheften</translation>
    </message>
    <message>
        <source>Keep this run to compare it with others after you change a parameter.</source>
        <translation>Behält diesen Lauf, um ihn nach dem Ändern eines Parameters mit anderen zu vergleichen.</translation>
    </message>
    <message>
        <source>&amp;Compare pinned runs…</source>
        <translation>Angeheftete Läufe &amp;vergleichen …</translation>
    </message>
    <message>
        <source>&amp;Sweep a parameter…</source>
        <translation>Parameter-&amp;Sweep …</translation>
    </message>
    <message>
        <source>C&amp;lear pins</source>
        <translation>Anheftungen &amp;aufheben</translation>
    </message>
    <message>
        <source>Nothing to pin yet: open a scene first.</source>
        <translation>Noch nichts zum Anheften: Öffnen Sie zuerst eine Szene.</translation>
    </message>
    <message>
        <source>Pinned run %1: %2</source>
        <translation>Lauf %1 angeheftet: %2</translation>
    </message>
</context>
<context>
    <name>sgd::ui::CompareView</name>
    <message>
        <source>Compare with simulator</source>
        <translation>Mit Simulator vergleichen</translation>
    </message>
    <message>
        <source>Shows what the processes measured beside what the simulator predicts for the same parameters.</source>
        <translation>Zeigt, was die Prozesse gemessen haben, neben dem, was der Simulator für dieselben Parameter vorhersagt.</translation>
    </message>
    <message>
        <source>The simulator computes its prediction for these parameters…</source>
        <translation>Der Simulator berechnet seine Vorhersage für diese Parameter …</translation>
    </message>
    <message>
        <source>Solid: what the processes measured. Dashed: what the simulator predicts.</source>
        <translation>Durchgezogen: was die Prozesse gemessen haben. Gestrichelt: was der Simulator vorhersagt.</translation>
    </message>
    <message>
        <source>No comparison: %1</source>
        <translation>Kein Vergleich: %1</translation>
    </message>
</context>
<context>
    <name>sgd::ui::CompareWindow</name>
    <message>
        <source>Compare runs — SGD Studio</source>
        <translation>Läufe vergleichen — SGD Studio</translation>
    </message>
    <message>
        <source>Export &amp;picture…</source>
        <translation>&amp;Bild exportieren …</translation>
    </message>
    <message>
        <source>Save the chart shown as PNG, SVG or PDF, zoomed as it is now.</source>
        <translation>Speichert das angezeigte Diagramm als PNG, SVG oder PDF, so gezoomt wie jetzt.</translation>
    </message>
    <message>
        <source>Export &amp;data (CSV)…</source>
        <translation>&amp;Daten exportieren (CSV) …</translation>
    </message>
    <message>
        <source>Save the numbers of the chart shown as a CSV table.</source>
        <translation>Speichert die Zahlen des angezeigten Diagramms als CSV-Tabelle.</translation>
    </message>
    <message>
        <source>&amp;Clear pins</source>
        <translation>Anheftungen &amp;aufheben</translation>
    </message>
    <message>
        <source>Plot</source>
        <translation>Auftragen</translation>
    </message>
    <message>
        <source>against</source>
        <translation>gegen</translation>
    </message>
    <message>
        <source>Pin a run (Compare &gt; Pin run), change a parameter, pin again: the curves lie over each other and the legend names what changed.</source>
        <translation>Heften Sie einen Lauf an (Vergleichen &gt; Lauf anheften), ändern Sie einen Parameter und heften Sie erneut an: Die Kurven liegen übereinander, und die Legende nennt, was sich geändert hat.</translation>
    </message>
    <message>
        <source>Pinned runs</source>
        <translation>Angeheftete Läufe</translation>
    </message>
    <message>
        <source>&amp;Sweep a parameter…</source>
        <translation>Parameter-&amp;Sweep …</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>Sweep</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) could not be computed and are left out (see the CSV's note column).</source>
        <translation>
            <numerusform>%n Lauf konnte nicht berechnet werden und fehlt (siehe Spalte „note“ der CSV).</numerusform>
            <numerusform>%n Läufe konnten nicht berechnet werden und fehlen (siehe Spalte „note“ der CSV).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n runs. Hover for the numbers; drag or scroll to zoom, double-click to reset.</source>
        <translation>
            <numerusform>%n Lauf. Für die Zahlen mit der Maus darüberfahren; ziehen oder scrollen zum Zoomen, Doppelklick zum Zurücksetzen.</numerusform>
            <numerusform>%n Läufe. Für die Zahlen mit der Maus darüberfahren; ziehen oder scrollen zum Zoomen, Doppelklick zum Zurücksetzen.</numerusform>
        </translation>
    </message>
    <message>
        <source>No sweep yet</source>
        <translation>Noch kein Sweep</translation>
    </message>
    <message>
        <source>A sweep runs the scene once per value of one parameter and plots the outcome against it.</source>
        <translation>Ein Sweep führt die Szene für jeden Wert eines Parameters einmal aus und trägt das Ergebnis gegen diesen Wert auf.</translation>
    </message>
    <message>
        <source>there are no pinned runs to save</source>
        <translation>es gibt keine angehefteten Läufe zum Speichern</translation>
    </message>
    <message>
        <source>there is no sweep to save</source>
        <translation>es gibt keinen Sweep zum Speichern</translation>
    </message>
    <message>
        <source>Export chart</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <source>Pictures (*.png *.svg *.pdf)</source>
        <translation>Bilder (*.png *.svg *.pdf)</translation>
    </message>
    <message>
        <source>Chart not saved</source>
        <translation>Diagramm nicht gespeichert</translation>
    </message>
    <message>
        <source>Export data</source>
        <translation>Daten exportieren</translation>
    </message>
    <message>
        <source>CSV tables (*.csv)</source>
        <translation>CSV-Tabellen (*.csv)</translation>
    </message>
    <message>
        <source>Data not saved</source>
        <translation>Daten nicht gespeichert</translation>
    </message>
    <message>
        <source>Comparisons</source>
        <translation>Vergleiche</translation>
    </message>
    <message>
        <source>The quantity on the vertical axis</source>
        <translation>Die Größe auf der senkrechten Achse</translation>
    </message>
    <message>
        <source>The quantity on the horizontal axis</source>
        <translation>Die Größe auf der waagrechten Achse</translation>
    </message>
    <message>
        <source>Chart of the pinned runs</source>
        <translation>Diagramm der angehefteten Läufe</translation>
    </message>
    <message>
        <source>Chart of the sweep</source>
        <translation>Diagramm des Sweeps</translation>
    </message>
    <message>
        <source>%1. Lines: %2</source>
        <translation>%1. Linien: %2</translation>
    </message>
</context>
<context>
    <name>sgd::ui::ExportDialog</name>
    <message>
        <source>Export picture</source>
        <translation>Bild exportieren</translation>
    </message>
    <message>
        <source>PNG (raster)</source>
        <translation>PNG (Raster)</translation>
    </message>
    <message>
        <source>SVG (vector, text stays text)</source>
        <translation>SVG (Vektor, Text bleibt Text)</translation>
    </message>
    <message>
        <source>PDF (vector page)</source>
        <translation>PDF (Vektorseite)</translation>
    </message>
    <message>
        <source>PNG for slides and notes apps; SVG and PDF stay sharp at any zoom.</source>
        <translation>PNG für Folien und Notiz-Apps; SVG und PDF bleiben bei jedem Zoom scharf.</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>Width of the figure in pixels (before the scale factor).</source>
        <translation>Breite der Abbildung in Pixeln (vor dem Skalierungsfaktor).</translation>
    </message>
    <message>
        <source>Height of the figure in pixels (before the scale factor).</source>
        <translation>Höhe der Abbildung in Pixeln (vor dem Skalierungsfaktor).</translation>
    </message>
    <message>
        <source>Width (px)</source>
        <translation>Breite (px)</translation>
    </message>
    <message>
        <source>Height (px)</source>
        <translation>Höhe (px)</translation>
    </message>
    <message>
        <source>PNG only: 2× or 3× gives crisp figures on high-density screens and in print.</source>
        <translation>Nur PNG: 2× oder 3× ergibt scharfe Abbildungen auf hochauflösenden Bildschirmen und im Druck.</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Skalierung</translation>
    </message>
    <message>
        <source>Transparent background</source>
        <translation>Transparenter Hintergrund</translation>
    </message>
    <message>
        <source>PNG only: leave the background see-through for coloured slides.</source>
        <translation>Nur PNG: Der Hintergrund bleibt für farbige Folien durchsichtig.</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>US Letter</translation>
    </message>
    <message>
        <source>16:9 slide</source>
        <translation>16:9-Folie</translation>
    </message>
    <message>
        <source>PDF only: the page the figure is laid out on (landscape).</source>
        <translation>Nur PDF: die Seite, auf der die Abbildung angeordnet wird (Querformat).</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>Print (white paper, thicker lines)</source>
        <translation>Druck (weißes Papier, dickere Linien)</translation>
    </message>
    <message>
        <source>Screen theme</source>
        <translation>Bildschirmdesign</translation>
    </message>
    <message>
        <source>Print style suits handouts; the screen theme matches what the class sees.</source>
        <translation>Der Druckstil eignet sich für Handouts; das Bildschirmdesign entspricht dem, was der Kurs sieht.</translation>
    </message>
    <message>
        <source>Style</source>
        <translation>Stil</translation>
    </message>
    <message>
        <source>Include pen notes</source>
        <translation>Stiftnotizen einbeziehen</translation>
    </message>
    <message>
        <source>Draw the notes made with the pen on this step over the figure.</source>
        <translation>Zeichnet die Notizen, die auf diesem Schritt mit dem Stift gemacht wurden, über die Abbildung.</translation>
    </message>
    <message>
        <source>Choose file…</source>
        <translation>Datei wählen …</translation>
    </message>
</context>
<context>
    <name>sgd::ui::LessonActions</name>
    <message>
        <source>Lesson closed; every control is free again.</source>
        <translation>Lektion geschlossen; alle Bedienelemente sind wieder frei.</translation>
    </message>
    <message>
        <source>&amp;Save lesson…</source>
        <translation>Lektion &amp;speichern …</translation>
    </message>
    <message>
        <source>Save the open lesson, the slide shown taken from the window (or a new lesson of what is shown).</source>
        <translation>Speichert die geöffnete Lektion, wobei die angezeigte Folie aus dem Fenster übernommen wird (oder eine neue Lektion aus dem Angezeigten).</translation>
    </message>
    <message>
        <source>&amp;Next slide</source>
        <translation>&amp;Nächste Folie</translation>
    </message>
    <message>
        <source>Next slide of the lesson (Page Down)</source>
        <translation>Nächste Folie der Lektion (Page Down)</translation>
    </message>
    <message>
        <source>&amp;Previous slide</source>
        <translation>V&amp;orherige Folie</translation>
    </message>
    <message>
        <source>Previous slide of the lesson (Page Up)</source>
        <translation>Vorherige Folie der Lektion (Page Up)</translation>
    </message>
    <message>
        <source>&amp;Duplicate slide</source>
        <translation>Folie &amp;duplizieren</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplizieren</translation>
    </message>
    <message>
        <source>A copy of the slide shown, as the window shows it now, right after it (Ctrl+D)</source>
        <translation>Eine Kopie der angezeigten Folie, so wie das Fenster sie jetzt zeigt, direkt dahinter (Ctrl+D)</translation>
    </message>
    <message>
        <source>Move slide &amp;earlier</source>
        <translation>Folie nach &amp;vorn verschieben</translation>
    </message>
    <message>
        <source>Earlier</source>
        <translation>Früher</translation>
    </message>
    <message>
        <source>The slide shown swaps places with the one before it (Ctrl+Shift+Page Up)</source>
        <translation>Die angezeigte Folie tauscht den Platz mit der vorherigen (Ctrl+Shift+Page Up)</translation>
    </message>
    <message>
        <source>Move slide &amp;later</source>
        <translation>Folie nach &amp;hinten verschieben</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>Später</translation>
    </message>
    <message>
        <source>The slide shown swaps places with the one after it (Ctrl+Shift+Page Down)</source>
        <translation>Die angezeigte Folie tauscht den Platz mit der nächsten (Ctrl+Shift+Page Down)</translation>
    </message>
    <message>
        <source>&amp;Add slide from current view</source>
        <translation>Folie aus aktueller Ansicht hin&amp;zufügen</translation>
    </message>
    <message>
        <source>A new slide after the one shown: this scene, its parameters, step and view.</source>
        <translation>Eine neue Folie nach der angezeigten: diese Szene, ihre Parameter, ihr Schritt und ihre Ansicht.</translation>
    </message>
    <message>
        <source>&amp;Update slide from current view</source>
        <translation>Folie aus aktueller Ansicht &amp;aktualisieren</translation>
    </message>
    <message>
        <source>&amp;Remove slide</source>
        <translation>Folie &amp;entfernen</translation>
    </message>
    <message>
        <source>A note only you see, in View &gt; Presenter notes; never on the canvas.</source>
        <translation>Eine Notiz nur für Sie, unter Ansicht &gt; Vortragsnotizen; nie auf der Zeichenfläche.</translation>
    </message>
    <message>
        <source>Your own words under the canvas on this slide, instead of the scene's narration.</source>
        <translation>Ihr eigener Text unter der Zeichenfläche auf dieser Folie, anstelle der Erläuterung der Szene.</translation>
    </message>
    <message>
        <source>No parameter can be changed by accident on this slide. Right-click a parameter's name to lock only that one.</source>
        <translation>Auf dieser Folie lässt sich kein Parameter versehentlich ändern. Ein Rechtsklick auf den Namen eines Parameters sperrt nur diesen.</translation>
    </message>
    <message>
        <source>Lock the &amp;scene in this slide</source>
        <translation>&amp;Szene in dieser Folie sperren</translation>
    </message>
    <message>
        <source>The scene list cannot switch away from this slide's scene.</source>
        <translation>Die Szenenliste kann nicht von der Szene dieser Folie wegwechseln.</translation>
    </message>
    <message>
        <source>Lesson &amp;title…</source>
        <translation>Lektions&amp;titel…</translation>
    </message>
    <message>
        <source>Lesson title</source>
        <translation>Lektionstitel</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Titel:</translation>
    </message>
    <message>
        <source>Export lesson as &amp;web page…</source>
        <translation>Lektion als &amp;Webseite exportieren…</translation>
    </message>
    <message>
        <source>Every slide as one web page to take home: each at its step, with its view, notes, narration and question; it needs no network.</source>
        <translation>Alle Folien als eine Webseite zum Mitnehmen: jede bei ihrem Schritt, mit ihrer Ansicht, ihren Notizen, ihrer Erläuterung und ihrer Frage; sie braucht kein Netzwerk.</translation>
    </message>
    <message>
        <source>&amp;Close lesson</source>
        <translation>Lektion s&amp;chließen</translation>
    </message>
    <message>
        <source>Close lesson</source>
        <translation>Lektion schließen</translation>
    </message>
    <message>
        <source>The lesson has edits that are not saved. Close it anyway?</source>
        <translation>Die Lektion hat ungespeicherte Änderungen. Trotzdem schließen?</translation>
    </message>
    <message>
        <source>Export lesson as web page</source>
        <translation>Lektion als Webseite exportieren</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>Webseite (*.html)</translation>
    </message>
    <message>
        <source>The page was not saved: %1</source>
        <translation>Die Seite wurde nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>Saved %1: open it in any browser.</source>
        <translation>%1 gespeichert: in einem beliebigen Browser öffnen.</translation>
    </message>
    <message>
        <source>The lesson's slide shown (Page Down: next, Page Up: previous)</source>
        <translation>Die angezeigte Folie der Lektion (Page Down: nächste, Page Up: vorherige)</translation>
    </message>
    <message>
        <source>Slide %1 / %2</source>
        <translation>Folie %1 / %2</translation>
    </message>
    <message>
        <source>Slide shown · • the lesson has edits not saved yet (Ctrl+S)</source>
        <translation>Angezeigte Folie · • die Lektion hat noch ungespeicherte Änderungen (Ctrl+S)</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>This is the last slide of the lesson.</source>
        <translation>Dies ist die letzte Folie der Lektion.</translation>
    </message>
    <message>
        <source>Save lesson</source>
        <translation>Lektion speichern</translation>
    </message>
    <message>
        <source>Lessons (*.json)</source>
        <translation>Lektionen (*.json)</translation>
    </message>
    <message>
        <source>Lesson not saved</source>
        <translation>Lektion nicht gespeichert</translation>
    </message>
    <message>
        <source>The lesson could not be saved.

%1</source>
        <translation>Die Lektion konnte nicht gespeichert werden.

%1</translation>
    </message>
    <message>
        <source>Lesson saved: %1 (%2 slides)</source>
        <translation>Lektion gespeichert: %1 (%2 Folien)</translation>
    </message>
    <message>
        <source>Unsaved lesson</source>
        <translation>Ungespeicherte Lektion</translation>
    </message>
    <message>
        <source>The lesson “%1” has changes that are not saved.</source>
        <translation>Die Lektion „%1“ hat ungespeicherte Änderungen.</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>unbenannt</translation>
    </message>
    <message>
        <source>Save them before closing? Discarded changes cannot be brought back.</source>
        <translation>Vor dem Schließen speichern? Verworfene Änderungen lassen sich nicht wiederherstellen.</translation>
    </message>
    <message>
        <source>Added %1 from the window.</source>
        <translation>%1 aus dem Fenster hinzugefügt.</translation>
    </message>
    <message>
        <source>%1 now holds what the window shows.</source>
        <translation>%1 enthält jetzt, was das Fenster zeigt.</translation>
    </message>
    <message>
        <source>A lesson holds at most %1 slides.</source>
        <translation>Eine Lektion umfasst höchstens %1 Folien.</translation>
    </message>
    <message>
        <source>%1 is a copy of the slide before it.</source>
        <translation>%1 ist eine Kopie der vorherigen Folie.</translation>
    </message>
    <message>
        <source>This slide is already the first.</source>
        <translation>Diese Folie ist bereits die erste.</translation>
    </message>
    <message>
        <source>This slide is already the last.</source>
        <translation>Diese Folie ist bereits die letzte.</translation>
    </message>
    <message>
        <source>Moved: this is now %1.</source>
        <translation>Verschoben: Dies ist jetzt %1.</translation>
    </message>
    <message>
        <source>Teacher note</source>
        <translation>Lehrernotiz</translation>
    </message>
    <message>
        <source>Slide narration</source>
        <translation>Erläuterung der Folie</translation>
    </message>
    <message>
        <source>Only you see this note (View &gt; Presenter notes):</source>
        <translation>Nur Sie sehen diese Notiz (Ansicht &gt; Vortragsnotizen):</translation>
    </message>
    <message>
        <source>Shown under the canvas on this slide instead of the scene's narration (empty: the scene's own):</source>
        <translation>Wird auf dieser Folie unter der Zeichenfläche anstelle der Erläuterung der Szene angezeigt (leer: die der Szene):</translation>
    </message>
    <message>
        <source>Sa&amp;ve lesson as…</source>
        <translation>Lektion speichern &amp;unter …</translation>
    </message>
    <message>
        <source>Edit teac&amp;her note…</source>
        <translation>&amp;Lehrernotiz bearbeiten…</translation>
    </message>
    <message>
        <source>Edit sl&amp;ide narration…</source>
        <translation>E&amp;rläuterung der Folie bearbeiten…</translation>
    </message>
    <message>
        <source>Loc&amp;k parameters in this slide</source>
        <translation>&amp;Parameter in dieser Folie sperren</translation>
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
        <translation>Was der aktuelle Schritt tut, in Worten und mit seinen Zahlen.</translation>
    </message>
    <message>
        <source>Step table</source>
        <translation>Schritttabelle</translation>
    </message>
    <message>
        <source>The numbers of every step so far, one row per step; the row of the step shown is selected.</source>
        <translation>Die Zahlen aller bisherigen Schritte, eine Zeile pro Schritt; die Zeile des angezeigten Schritts ist ausgewählt.</translation>
    </message>
    <message>
        <source>Every step of the trace; click a row to jump there. Hover a cell for full precision.</source>
        <translation>Alle Schritte im Trace; ein Klick auf eine Zeile springt dorthin. Mit der Maus über eine Zelle fahren zeigt die volle Genauigkeit.</translation>
    </message>
    <message>
        <source>Scenes</source>
        <translation>Szenen</translation>
    </message>
    <message>
        <source>The lecture's scenes in order; choose one to open it.</source>
        <translation>Die Szenen der Vorlesung der Reihe nach; eine auswählen, um sie zu öffnen.</translation>
    </message>
    <message>
        <source>The lecture's scenes in order; pick one to open it.</source>
        <translation>Die Szenen der Vorlesung der Reihe nach; eine anklicken, um sie zu öffnen.</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>no steps</source>
        <translation>keine Schritte</translation>
    </message>
    <message>
        <source>Locked by the lesson: this slide stays on its scene.</source>
        <translation>Durch die Lektion gesperrt: Diese Folie bleibt bei ihrer Szene.</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>The file was not saved.

%1</source>
        <translation>Die Datei wurde nicht gespeichert.

%1</translation>
    </message>
    <message>
        <source>Export picture</source>
        <translation>Bild exportieren</translation>
    </message>
    <message>
        <source>%1 files (*.%2)</source>
        <translation>%1-Dateien (*.%2)</translation>
    </message>
    <message>
        <source>Export trace</source>
        <translation>Trace exportieren</translation>
    </message>
    <message>
        <source>CSV (*.csv);;JSON (*.json)</source>
        <translation>CSV (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Export handout</source>
        <translation>Handout exportieren</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Export web page</source>
        <translation>Webseite exportieren</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>Webseite (*.html)</translation>
    </message>
    <message>
        <source>Saved the first %1 steps of %2: a page holds at most %1 (the page says so).</source>
        <translation>Die ersten %1 von %2 Schritten gespeichert: Eine Seite fasst höchstens %1 (die Seite weist darauf hin).</translation>
    </message>
    <message>
        <source>Folder for every figure of this scene</source>
        <translation>Ordner für alle Abbildungen dieser Szene</translation>
    </message>
    <message>
        <source>Saved %1 figures in %2</source>
        <translation>%1 Abbildungen in %2 gespeichert</translation>
    </message>
    <message>
        <source>Export animation</source>
        <translation>Animation exportieren</translation>
    </message>
    <message>
        <source>Animation export cancelled; nothing was written</source>
        <translation>Animationsexport abgebrochen; es wurde nichts geschrieben</translation>
    </message>
    <message>
        <source>Picture of step %1 copied to the clipboard</source>
        <translation>Bild von Schritt %1 in die Zwischenablage kopiert</translation>
    </message>
    <message>
        <source>Narration</source>
        <translation>Erläuterung</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Export picture…</source>
        <translation>Bild &amp;exportieren…</translation>
    </message>
    <message>
        <source>Save the current step as PNG, SVG or PDF.</source>
        <translation>Den aktuellen Schritt als PNG, SVG oder PDF speichern.</translation>
    </message>
    <message>
        <source>&amp;Copy picture</source>
        <translation>Bild &amp;kopieren</translation>
    </message>
    <message>
        <source>&amp;Open trace…</source>
        <translation>Trace ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Show a saved trace (JSON) without computing it again.</source>
        <translation>Einen gespeicherten Trace (JSON) anzeigen, ohne ihn neu zu berechnen.</translation>
    </message>
    <message>
        <source>Export &amp;trace (CSV or JSON)…</source>
        <translation>&amp;Trace exportieren (CSV oder JSON)…</translation>
    </message>
    <message>
        <source>Export &amp;handout (PDF)…</source>
        <translation>&amp;Handout exportieren (PDF)…</translation>
    </message>
    <message>
        <source>Export &amp;web page (HTML)…</source>
        <translation>&amp;Webseite exportieren (HTML)…</translation>
    </message>
    <message>
        <source>Save every step as one web page to take home: pictures, narration, numbers and the questions, stepped with the same keys; it needs no network.</source>
        <translation>Alle Schritte als eine Webseite zum Mitnehmen speichern: Bilder, Erläuterung, Zahlen und Fragen, mit denselben Tasten schrittweise durchlaufbar; sie braucht kein Netzwerk.</translation>
    </message>
    <message>
        <source>Export every &amp;figure of this scene…</source>
        <translation>Alle &amp;Abbildungen dieser Szene exportieren…</translation>
    </message>
    <message>
        <source>Export &amp;animation (MP4, WebM, GIF)…</source>
        <translation>A&amp;nimation exportieren (MP4, WebM, GIF)…</translation>
    </message>
    <message>
        <source>Save a range of steps as a video for slides, moving as the window plays it.</source>
        <translation>Einen Bereich von Schritten als Video für Folien speichern, bewegt so, wie das Fenster ihn abspielt.</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Lessons</source>
        <translation>&amp;Lektionen</translation>
    </message>
    <message>
        <source>&amp;Open lesson file…</source>
        <translation>Lektionsdatei ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open lesson</source>
        <translation>Lektion öffnen</translation>
    </message>
    <message>
        <source>Lesson presets (*.json)</source>
        <translation>Lektionsvorlagen (*.json)</translation>
    </message>
    <message>
        <source>Lesson not opened</source>
        <translation>Lektion nicht geöffnet</translation>
    </message>
    <message>
        <source>This lesson file cannot be used.

%1</source>
        <translation>Diese Lektionsdatei kann nicht verwendet werden.

%1</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About SGD Studio</source>
        <translation>Ü&amp;ber SGD Studio</translation>
    </message>
    <message>
        <source>&amp;Diagnostics…</source>
        <translation>&amp;Diagnose…</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Farbschema</translation>
    </message>
    <message>
        <source>Follow the &amp;system</source>
        <translation>&amp;System folgen</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Dunkel</translation>
    </message>
    <message>
        <source>Show the scene's next view (for the scale lab: the scene, then the loss surface).</source>
        <translation>Die nächste Ansicht der Szene zeigen (im Skalierungslabor: die Szene, dann die Verlustfläche).</translation>
    </message>
    <message>
        <source>&lt;h3&gt;SGD Studio %1&lt;/h3&gt;&lt;p&gt;Step through stochastic gradient descent on one machine and on many: one weight, mini-batches, synchronous and asynchronous parameter servers, and gossip without a server.&lt;/p&gt;&lt;p&gt;Every number on screen comes from the engine's trace.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;SGD Studio %1&lt;/h3&gt;&lt;p&gt;Stochastischen Gradientenabstieg Schritt für Schritt verfolgen, auf einer Maschine und auf vielen: ein Gewicht, Mini-Batches, synchrone und asynchrone Parameterserver und Gossip ohne Server.&lt;/p&gt;&lt;p&gt;Jede Zahl auf dem Bildschirm stammt aus dem Trace des Rechenkerns.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Compute: %1.</source>
        <translation>&lt;p&gt;Berechnung: %1.</translation>
    </message>
    <message>
        <source> The GPU is not used: %1.</source>
        <translation> Die GPU wird nicht verwendet: %1.</translation>
    </message>
    <message>
        <source>&lt;p&gt;Qt %1. Help &amp;gt; Diagnostics has the details.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Qt %1. Details unter Hilfe &amp;gt; Diagnose.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About SGD Studio</source>
        <translation>Über SGD Studio</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>System language (%1)</source>
        <translation>Systemsprache (%1)</translation>
    </message>
    <message>
        <source>Compute: %1</source>
        <translation>Berechnung: %1</translation>
    </message>
    <message>
        <source>Where the scale lab computes its gradients (choose with --backend cpu|cuda|auto).</source>
        <translation>Wo das Skalierungslabor seine Gradienten berechnet (Auswahl mit --backend cpu|cuda|auto).</translation>
    </message>
    <message>
        <source>The GPU is not used: %1.</source>
        <translation>Die GPU wird nicht verwendet: %1.</translation>
    </message>
    <message>
        <source>Help &gt; Diagnostics has the details.</source>
        <translation>Details unter Hilfe &gt; Diagnose.</translation>
    </message>
    <message>
        <source>%1 is locked by the lesson on this slide.</source>
        <translation>%1 ist auf dieser Folie durch die Lektion gesperrt.</translation>
    </message>
    <message>
        <source>Not applied: %1 must be %2.</source>
        <translation>Nicht übernommen: %1 muss %2 sein.</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>How to run a &amp;class with SGD Studio</source>
        <translation>&amp;Unterricht mit SGD Studio gestalten</translation>
    </message>
    <message>
        <source>&amp;What to look for in this scene</source>
        <translation>&amp;Worauf in dieser Szene achten</translation>
    </message>
    <message>
        <source>A few sentences on where to look in the scene shown (or click its title)</source>
        <translation>Ein paar Sätze dazu, wohin man in der angezeigten Szene schauen sollte (oder auf ihren Titel klicken)</translation>
    </message>
    <message>
        <source>Open trace</source>
        <translation>Trace öffnen</translation>
    </message>
    <message>
        <source>Traces (*.json)</source>
        <translation>Traces (*.json)</translation>
    </message>
    <message>
        <source>Trace not opened</source>
        <translation>Trace nicht geöffnet</translation>
    </message>
    <message>
        <source>This trace cannot be shown.

%1</source>
        <translation>Dieser Trace kann nicht angezeigt werden.

%1</translation>
    </message>
    <message>
        <source>%1 — lesson: %2[*]</source>
        <translation>%1 — Lektion: %2[*]</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>unbenannt</translation>
    </message>
    <message>
        <source>SGD Studio — %1</source>
        <translation>SGD Studio — %1</translation>
    </message>
    <message>
        <source>Real run, incomplete: %1 processes on %2</source>
        <translation>Echter Lauf, unvollständig: %1 Prozesse auf %2</translation>
    </message>
    <message>
        <source>Real run: %1 processes on %2</source>
        <translation>Echter Lauf: %1 Prozesse auf %2</translation>
    </message>
    <message>
        <source>SGD Studio — %1 — %2 (real run, incomplete)</source>
        <translation>SGD Studio — %1 — %2 (echter Lauf, unvollständig)</translation>
    </message>
    <message>
        <source>SGD Studio — %1 — %2 (real run)</source>
        <translation>SGD Studio — %1 — %2 (echter Lauf)</translation>
    </message>
    <message>
        <source>%1 recorded these numbers on real processes (%2); times are measured, not modelled.
%3</source>
        <translation>%1 hat diese Zahlen auf echten Prozessen aufgezeichnet (%2); die Zeiten sind gemessen, nicht modelliert.
%3</translation>
    </message>
    <message>
        <source>
The run did not reach its end: %1</source>
        <translation>
Der Lauf hat sein Ende nicht erreicht: %1</translation>
    </message>
    <message>
        <source>
Bytes each rank passed to MPI (counted, sent / received):</source>
        <translation>
Bytes, die jeder Rang an MPI übergeben hat (gezählt, gesendet / empfangen):</translation>
    </message>
    <message>
        <source>
  rank %1 (%2 on %3): %4 / %5</source>
        <translation>
  Rang %1 (%2 auf %3): %4 / %5</translation>
    </message>
    <message>
        <source>SGD Studio — %1 — %2 (saved trace)</source>
        <translation>SGD Studio — %1 — %2 (gespeicherter Trace)</translation>
    </message>
    <message>
        <source>Saved trace: %1, not recomputed</source>
        <translation>Gespeicherter Trace: %1, nicht neu berechnet</translation>
    </message>
    <message>
        <source>The picture, the table and the narration show %1 as it was saved.
Change any parameter to compute the scene afresh.</source>
        <translation>Bild, Tabelle und Erläuterung zeigen %1 so, wie es gespeichert wurde.
Ändern Sie einen beliebigen Parameter, um die Szene neu zu berechnen.</translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation>&amp;Handbuch</translation>
    </message>
    <message>
        <source>Manual</source>
        <translation>Handbuch</translation>
    </message>
    <message>
        <source>The manual was not found beside the program. The package installs it in /usr/share/doc/sgd-studio/html/, and a build makes it in build/manual/.</source>
        <translation>Das Handbuch wurde neben dem Programm nicht gefunden. Das Paket installiert es in /usr/share/doc/sgd-studio/html/, ein Build legt es in build/manual/ an.</translation>
    </message>
    <message>
        <source>No web browser could be opened to show %1.</source>
        <translation>Es ließ sich kein Webbrowser öffnen, um %1 zu zeigen.</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>Hoher &amp;Kontrast</translation>
    </message>
    <message>
        <source>Reduce &amp;motion</source>
        <translation>Bewegung &amp;reduzieren</translation>
    </message>
    <message>
        <source>Steps jump to the next picture instead of moving there</source>
        <translation>Schritte springen zum nächsten Bild, statt dorthin zu gleiten</translation>
    </message>
    <message>
        <source>Next &amp;view of this scene</source>
        <translation>Nächste &amp;Ansicht dieser Szene</translation>
    </message>
</context>
<context>
    <name>sgd::ui::ParameterPanel</name>
    <message>
        <source>Restore lecture preset</source>
        <translation>Vorlesungsvorgabe wiederherstellen</translation>
    </message>
    <message>
        <source>Put every parameter of this scene back to the lecture's values (undoable).</source>
        <translation>Alle Parameter dieser Szene auf die Werte der Vorlesung zurücksetzen (rückgängig machbar).</translation>
    </message>
    <message>
        <source>&lt;b&gt;View&lt;/b&gt;</source>
        <translation>&lt;b&gt;Ansicht&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Locked by the lesson&lt;/b&gt;&lt;br&gt;</source>
        <translation>&lt;b&gt;Durch die Lektion gesperrt&lt;/b&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <source>Unlock %1 in this slide</source>
        <translation>%1 in dieser Folie entsperren</translation>
    </message>
    <message>
        <source>Lock %1 in this slide</source>
        <translation>%1 in dieser Folie sperren</translation>
    </message>
    <message>
        <source>%1, slider</source>
        <translation>%1, Schieberegler</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(leer)</translation>
    </message>
    <message>
        <source>%1 Allowed: %2.</source>
        <comment>a parameter's help, then what it takes</comment>
        <translation>%1 Erlaubt: %2.</translation>
    </message>
    <message>
        <source>%1=%2 on the command line and in lessons</source>
        <translation>%1=%2 auf der Befehlszeile und in Lektionen</translation>
    </message>
</context>
<context>
    <name>sgd::ui::PenOverlay</name>
    <message>
        <source>Type a note, then Enter</source>
        <translation>Notiz eingeben, dann Enter</translation>
    </message>
</context>
<context>
    <name>sgd::ui::PenPalette</name>
    <message>
        <source>Draw</source>
        <translation>Zeichnen</translation>
    </message>
    <message>
        <source>Draw freehand</source>
        <translation>Freihand zeichnen</translation>
    </message>
    <message>
        <source>Arrow</source>
        <translation>Pfeil</translation>
    </message>
    <message>
        <source>Drag from the tail to the tip</source>
        <translation>Vom Ende zur Spitze ziehen</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>Click where the note goes, type, then Enter</source>
        <translation>Dorthin klicken, wo die Notiz hin soll, tippen, dann Enter</translation>
    </message>
</context>
<context>
    <name>sgd::ui::PenTools</name>
    <message>
        <source>Pen</source>
        <translation>Stift</translation>
    </message>
    <message>
        <source>Undo the last note</source>
        <translation>Letzte Notiz rückgängig machen</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Take back the last stroke, arrow, note or clear (Ctrl+Z while the pen is on)</source>
        <translation>Den letzten Strich, Pfeil, die letzte Notiz oder das letzte Löschen zurücknehmen (Ctrl+Z bei aktivem Stift)</translation>
    </message>
    <message>
        <source>Clear this step's notes</source>
        <translation>Notizen dieses Schritts löschen</translation>
    </message>
    <message>
        <source>Clear step</source>
        <translation>Schritt leeren</translation>
    </message>
    <message>
        <source>Remove the notes of the step shown (Delete)</source>
        <translation>Die Notizen des angezeigten Schritts entfernen (Delete)</translation>
    </message>
    <message>
        <source>Clear all notes</source>
        <translation>Alle Notizen löschen</translation>
    </message>
    <message>
        <source>Clear all</source>
        <translation>Alle löschen</translation>
    </message>
    <message>
        <source>Remove the notes of every step (Shift+Delete)</source>
        <translation>Die Notizen aller Schritte entfernen (Shift+Delete)</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>Put the pen away (P)</source>
        <translation>Stift weglegen (P)</translation>
    </message>
    <message>
        <source>Draw, point and write notes over the picture (P)</source>
        <translation>Über dem Bild zeichnen, zeigen und Notizen schreiben (P)</translation>
    </message>
</context>
<context>
    <name>sgd::ui::PresentationMode</name>
    <message>
        <source>&amp;Presentation mode</source>
        <translation>&amp;Präsentationsmodus</translation>
    </message>
    <message>
        <source>Full screen with large type for projecting; F11 again to leave.</source>
        <translation>Vollbild mit großer Schrift für den Projektor; erneut F11 zum Verlassen.</translation>
    </message>
    <message>
        <source>Leave presentation mode</source>
        <translation>Präsentationsmodus verlassen</translation>
    </message>
    <message>
        <source>Te&amp;xt size</source>
        <translation>Schrift&amp;größe</translation>
    </message>
    <message>
        <source>Type on the canvas and in the narration; window and presentation mode each keep their own. Presentation sizes are for a 1080-line projector; on other screens the type keeps its share of the picture.</source>
        <translation>Schrift auf der Zeichenfläche und in der Erläuterung; Fenster und Präsentationsmodus behalten jeweils ihre eigene. Die Größen im Präsentationsmodus gelten für einen Projektor mit 1080 Zeilen; auf anderen Bildschirmen behält die Schrift ihren Anteil am Bild.</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>&amp;Larger</source>
        <translation>&amp;Größer</translation>
    </message>
    <message>
        <source>&amp;Smaller</source>
        <translation>&amp;Kleiner</translation>
    </message>
    <message>
        <source>Presentation mode · F10 shows the menus and panels · Esc leaves</source>
        <translation>Präsentationsmodus · F10 zeigt Menüs und Bereiche · Esc beendet</translation>
    </message>
    <message>
        <source>Menus and panels &amp;in presentation mode</source>
        <translation>&amp;Menüs und Bereiche im Präsentationsmodus</translation>
    </message>
</context>
<context>
    <name>sgd::ui::PresenterPanel</name>
    <message>
        <source>Presenter notes</source>
        <translation>Vortragsnotizen</translation>
    </message>
    <message>
        <source>Presenter &amp;notes</source>
        <translation>Vortrags&amp;notizen</translation>
    </message>
    <message>
        <source>The teacher's notes for the slide shown, beside the canvas and never on it (F9).</source>
        <translation>Die Notizen der Lehrkraft zur angezeigten Folie, neben der Zeichenfläche und nie darauf (F9).</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;i&gt;Open a lesson (Lessons menu) to see its teacher notes here. Lessons &amp;gt; Add slide from current view starts a new one.&lt;/i&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;Öffnen Sie eine Lektion (Menü Lektionen), um hier ihre Lehrernotizen zu sehen. Lektionen &amp;gt; Folie aus aktueller Ansicht hinzufügen beginnt eine neue.&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Slide %1 / %2&lt;/b&gt; · %3&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Folie %1 / %2&lt;/b&gt; · %3&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;i&gt;%1, step %2&lt;/i&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;%1, Schritt %2&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;i&gt;No teacher note on this slide (Lessons &amp;gt; Edit teacher note…).&lt;/i&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;Keine Lehrernotiz auf dieser Folie (Lektionen &amp;gt; Lehrernotiz bearbeiten…).&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Quiz questions on this slide: %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;Quizfragen auf dieser Folie: %1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;hr&gt;&lt;p&gt;&lt;i&gt;Next (Page Down): %1, step %2&lt;/i&gt;&lt;/p&gt;</source>
        <translation>&lt;hr&gt;&lt;p&gt;&lt;i&gt;Nächste (Page Down): %1, Schritt %2&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;hr&gt;&lt;p&gt;&lt;i&gt;This is the last slide.&lt;/i&gt;&lt;/p&gt;</source>
        <translation>&lt;hr&gt;&lt;p&gt;&lt;i&gt;Dies ist die letzte Folie.&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>This slide:</source>
        <translation>Diese Folie:</translation>
    </message>
</context>
<context>
    <name>sgd::ui::QuizController</name>
    <message>
        <source>Quiz mode:</source>
        <translation>Quizmodus:</translation>
    </message>
    <message>
        <source>the next step asks a question before it plays.</source>
        <translation>der nächste Schritt stellt erst eine Frage, bevor er abläuft.</translation>
    </message>
    <message>
        <source>Predict:</source>
        <translation>Vorhersagen:</translation>
    </message>
    <message>
        <source>Revealed:</source>
        <translation>Aufgelöst:</translation>
    </message>
    <message>
        <source>Take guesses, then press R or → to reveal.</source>
        <translation>Tipps sammeln, dann R oder → drücken, um aufzulösen.</translation>
    </message>
</context>
<context>
    <name>sgd::ui::QuizOverlay</name>
    <message>
        <source>Your guess</source>
        <translation>Ihr Tipp</translation>
    </message>
    <message>
        <source>Type a number (several: separated by commas) and press Return to hear how close it is</source>
        <translation>Eine Zahl eingeben (mehrere: durch Kommas getrennt) und Return drücken, um zu erfahren, wie nah sie liegt</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Prüfen</translation>
    </message>
    <message>
        <source>Revealed</source>
        <translation>Aufgelöst</translation>
    </message>
    <message>
        <source>Predict, then reveal</source>
        <translation>Vorhersagen, dann auflösen</translation>
    </message>
    <message>
        <source>Your answer: %1</source>
        <translation>Ihre Antwort: %1</translation>
    </message>
    <message>
        <source>→ asks about the next step</source>
        <translation>→ fragt nach dem nächsten Schritt</translation>
    </message>
    <message>
        <source>R or → reveals</source>
        <translation>R oder → löst auf</translation>
    </message>
</context>
<context>
    <name>sgd::ui::QuizTools</name>
    <message>
        <source>Quiz</source>
        <translation>Quiz</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>Auflösen</translation>
    </message>
    <message>
        <source>Quiz mode: each step asks first, then R or → reveals (Q)</source>
        <translation>Quizmodus: Jeder Schritt fragt zuerst, dann löst R oder → auf (Q)</translation>
    </message>
    <message>
        <source>Reveal the answer: play the step (R)</source>
        <translation>Antwort auflösen: den Schritt abspielen (R)</translation>
    </message>
</context>
<context>
    <name>sgd::ui::RealRun</name>
    <message>
        <source>&amp;Processes</source>
        <translation>&amp;Prozesse</translation>
    </message>
    <message>
        <source>Run on real processes…</source>
        <translation>Auf echten Prozessen ausführen…</translation>
    </message>
    <message>
        <source>Save the shown real run as a timeline for ui.perfetto.dev or chrome://tracing: one process per rank, its compute and its messages.</source>
        <translation>Den angezeigten echten Lauf als Zeitleiste für ui.perfetto.dev oder chrome://tracing speichern: ein Prozess pro Rang, mit seiner Berechnung und seinen Nachrichten.</translation>
    </message>
    <message>
        <source>Real runs exist for the synchronous, asynchronous and decentralized scenes.</source>
        <translation>Echte Läufe gibt es für die synchronen, asynchronen und dezentralen Szenen.</translation>
    </message>
    <message>
        <source>Real runs need Open MPI and the runner sgd-studio-mpi: install openmpi-bin and libopenmpi-dev (scripts/run does it as root) and build again.</source>
        <translation>Echte Läufe brauchen Open MPI und den Runner sgd-studio-mpi: openmpi-bin und libopenmpi-dev installieren (scripts/run erledigt das als root) und neu bauen.</translation>
    </message>
    <message>
        <source>This starts %1 processes on this computer with mpirun: %2. They run the %3 scene's design with its parameters as set now, each lecture second of compute taking %4 s of real time, so about %5 s in all.%6 The processes exchange real MPI messages; their times are measured, and the trace they record opens here when they finish (Processes &gt; Compare with simulator sets it beside the prediction).</source>
        <translation>Dies startet %1 Prozesse auf diesem Computer mit mpirun: %2. Sie führen den Aufbau der Szene „%3“ mit den jetzt eingestellten Parametern aus, wobei jede Vorlesungssekunde Rechenzeit %4 s Echtzeit dauert, insgesamt also etwa %5 s.%6 Die Prozesse tauschen echte MPI-Nachrichten aus; ihre Zeiten werden gemessen, und der aufgezeichnete Trace öffnet sich hier, wenn sie fertig sind (Prozesse &gt; Mit Simulator vergleichen stellt ihn neben die Vorhersage).</translation>
    </message>
    <message>
        <source>Run on real processes</source>
        <translation>Auf echten Prozessen ausführen</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Ausführen</translation>
    </message>
    <message>
        <source>Runs this scene's design on real processes with mpirun and shows what they recorded.</source>
        <translation>Führt den Aufbau dieser Szene mit mpirun auf echten Prozessen aus und zeigt, was sie aufgezeichnet haben.</translation>
    </message>
    <message>
        <source>Running on %1 processes…</source>
        <translation>Läuft auf %1 Prozessen…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>%1 of %2 %3 done</source>
        <translation>%1 von %2 %3 erledigt</translation>
    </message>
    <message>
        <source>, about %1 s left</source>
        <translation>, noch etwa %1 s</translation>
    </message>
    <message>
        <source>rank %1 on %2 ended on signal %3%4, and mpirun ended the others</source>
        <translation>Rang %1 auf %2 endete durch Signal %3%4, und mpirun beendete die anderen</translation>
    </message>
    <message>
        <source>mpirun ended with status %1</source>
        <translation>mpirun endete mit Status %1</translation>
    </message>
    <message>
        <source>Real run cancelled: every process was stopped.</source>
        <translation>Echter Lauf abgebrochen: Alle Prozesse wurden gestoppt.</translation>
    </message>
    <message>
        <source>The real run ended early: %1. Showing the %2 steps recorded until then (incomplete).</source>
        <translation>Der echte Lauf endete vorzeitig: %1. Angezeigt werden die %2 bis dahin aufgezeichneten Schritte (unvollständig).</translation>
    </message>
    <message>
        <source>The real run ended early: %1. What it recorded cannot be shown: %2</source>
        <translation>Der echte Lauf endete vorzeitig: %1. Das Aufgezeichnete kann nicht angezeigt werden: %2</translation>
    </message>
    <message>
        <source>The real run failed: %1</source>
        <translation>Der echte Lauf ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Showing what the processes recorded.</source>
        <translation>Angezeigt wird, was die Prozesse aufgezeichnet haben.</translation>
    </message>
    <message>
        <source>The recorded trace cannot be shown: %1</source>
        <translation>Der aufgezeichnete Trace kann nicht angezeigt werden: %1</translation>
    </message>
    <message>
        <source>Export real run timeline</source>
        <translation>Zeitleiste des echten Laufs exportieren</translation>
    </message>
    <message>
        <source>A timeline shows the processes of a real run. Run this scene on real processes (Processes &gt; Run on real processes…) or open a trace that sgd-studio-mpi recorded, then export again.</source>
        <translation>Eine Zeitleiste zeigt die Prozesse eines echten Laufs. Führen Sie diese Szene auf echten Prozessen aus (Prozesse &gt; Auf echten Prozessen ausführen…) oder öffnen Sie einen von sgd-studio-mpi aufgezeichneten Trace, und exportieren Sie dann erneut.</translation>
    </message>
    <message>
        <source>Trace Event JSON (*.json)</source>
        <translation>Trace Event JSON (*.json)</translation>
    </message>
    <message>
        <source>The timeline was not saved: %1</source>
        <translation>Die Zeitleiste wurde nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>Saved %1: open it in ui.perfetto.dev or chrome://tracing.</source>
        <translation>%1 gespeichert: in ui.perfetto.dev oder chrome://tracing öffnen.</translation>
    </message>
    <message>
        <source>Export real run ti&amp;meline (Perfetto)…</source>
        <translation>&amp;Zeitleiste des echten Laufs exportieren (Perfetto)…</translation>
    </message>
</context>
<context>
    <name>sgd::ui::SceneCanvas</name>
    <message>
        <source>Scene canvas</source>
        <translation>Zeichenfläche der Szene</translation>
    </message>
    <message>
        <source>Computing… %1%</source>
        <translation>Wird berechnet… %1%</translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation>Wird berechnet…</translation>
    </message>
    <message>
        <source>Computing… 100%</source>
        <translation>Wird berechnet… 100%</translation>
    </message>
    <message>
        <source>Nothing to show yet.</source>
        <translation>Noch nichts anzuzeigen.</translation>
    </message>
</context>
<context>
    <name>sgd::ui::SceneController</name>
    <message>
        <source>no scene</source>
        <translation>keine Szene</translation>
    </message>
</context>
<context>
    <name>sgd::ui::StartHint</name>
    <message>
        <source>&lt;b&gt;Where to begin&lt;/b&gt;&lt;br&gt;Pick a scene in the &lt;i&gt;Scenes&lt;/i&gt; list: &lt;i&gt;One weight&lt;/i&gt; is the lecture's first. Space plays and pauses, the arrow keys step, Home starts again. F1 lists every key; Help &amp;gt; How to run a class shows the teaching tools, and F11 is presentation mode for the projector.</source>
        <translation>&lt;b&gt;Wo anfangen&lt;/b&gt;&lt;br&gt;Wählen Sie eine Szene in der Liste &lt;i&gt;Szenen&lt;/i&gt;: &lt;i&gt;Ein Gewicht&lt;/i&gt; ist die erste der Vorlesung. Space spielt ab und pausiert, die Pfeiltasten gehen schrittweise, Home beginnt von vorn. F1 listet alle Tasten auf; Hilfe &amp;gt; Unterricht mit SGD Studio gestalten zeigt die Werkzeuge für den Unterricht, und F11 ist der Präsentationsmodus für den Projektor.</translation>
    </message>
    <message>
        <source>Don't show at start</source>
        <translation>Beim Start nicht anzeigen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Start &amp;hint</source>
        <translation>St&amp;arthinweis</translation>
    </message>
    <message>
        <source>A card over the picture at start that says where to begin.</source>
        <translation>Eine Karte über dem Bild beim Start, die zeigt, wo man anfängt.</translation>
    </message>
</context>
<context>
    <name>sgd::ui::StudioSession</name>
    <message>
        <source>Could not compute this scene: %1</source>
        <translation>Diese Szene konnte nicht berechnet werden: %1</translation>
    </message>
    <message>
        <source>Showing the saved trace %1, as it was saved.</source>
        <translation>Angezeigt wird der gespeicherte Trace %1, so wie er gespeichert wurde.</translation>
    </message>
    <message>
        <source>Lesson: %1</source>
        <translation>Lektion: %1</translation>
    </message>
    <message>
        <source>Restore the lecture preset</source>
        <translation>Vorlesungsvorgabe wiederherstellen</translation>
    </message>
</context>
<context>
    <name>sgd::ui::SweepDialog</name>
    <message>
        <source>Sweep a parameter</source>
        <translation>Parameter-Sweep</translation>
    </message>
    <message>
        <source>evenly spaced</source>
        <translation>gleichmäßig verteilt</translation>
    </message>
    <message>
        <source>log spaced (each value a fixed factor above the last)</source>
        <translation>logarithmisch verteilt (jeder Wert um einen festen Faktor größer als der vorige)</translation>
    </message>
    <message>
        <source>&amp;Parameter</source>
        <translation>&amp;Parameter</translation>
    </message>
    <message>
        <source>&amp;From</source>
        <translation>&amp;Von</translation>
    </message>
    <message>
        <source>&amp;To</source>
        <translation>&amp;Bis</translation>
    </message>
    <message>
        <source>&amp;Values</source>
        <translation>&amp;Werte</translation>
    </message>
    <message>
        <source>&amp;Spacing</source>
        <translation>&amp;Abstufung</translation>
    </message>
    <message>
        <source>&amp;Run sweep</source>
        <translation>Sweep &amp;starten</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>S&amp;toppen</translation>
    </message>
    <message numerus="yes">
        <source>Done: %n run(s).</source>
        <translation>
            <numerusform>Fertig: %n Lauf.</numerusform>
            <numerusform>Fertig: %n Läufe.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopped. The last sweep's chart stays as it was.</source>
        <translation>Gestoppt. Das Diagramm des letzten Sweeps bleibt unverändert.</translation>
    </message>
    <message>
        <source>The sweep stopped: %1</source>
        <translation>Der Sweep wurde abgebrochen: %1</translation>
    </message>
    <message>
        <source>The other parameters keep their values in the window now.</source>
        <translation>Die übrigen Parameter behalten ihre aktuellen Werte im Fenster.</translation>
    </message>
    <message>
        <source>Open a scene first.</source>
        <translation>Zuerst eine Szene öffnen.</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>Läuft…</translation>
    </message>
</context>
<context>
    <name>sgd::ui::SweepRunner</name>
    <message>
        <source>a sweep is running already</source>
        <translation>es läuft bereits ein Sweep</translation>
    </message>
</context>
<context>
    <name>sgd::ui::TraceTableModel</name>
    <message>
        <source>%1 (trace field %2)</source>
        <translation>%1 (Trace-Feld %2)</translation>
    </message>
</context>
<context>
    <name>sgd::ui::TransportBar</name>
    <message>
        <source>Transport</source>
        <translation>Wiedergabe</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>Back to the first step</source>
        <translation>Zurück zum ersten Schritt</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>One step back</source>
        <translation>Einen Schritt zurück</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Play or pause</source>
        <translation>Abspielen oder pausieren</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>One step forward</source>
        <translation>Einen Schritt vor</translation>
    </message>
    <message>
        <source>−</source>
        <translation>−</translation>
    </message>
    <message>
        <source>Slower</source>
        <translation>Langsamer</translation>
    </message>
    <message>
        <source>Playback speed, from 0.25× to 4×</source>
        <translation>Wiedergabetempo, von 0.25× bis 4×</translation>
    </message>
    <message>
        <source>+</source>
        <translation>+</translation>
    </message>
    <message>
        <source>Faster</source>
        <translation>Schneller</translation>
    </message>
    <message>
        <source>Drag to any step of the trace</source>
        <translation>Auf einen beliebigen Schritt im Trace ziehen</translation>
    </message>
    <message>
        <source>Which view of the scene the canvas, the narration and exported pictures show (V: next view)</source>
        <translation>Welche Ansicht der Szene Zeichenfläche, Erläuterung und exportierte Bilder zeigen (V: nächste Ansicht)</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Speed %1×</source>
        <translation>Tempo %1×</translation>
    </message>
    <message>
        <source>Drag to any step of the trace (now: %1; 0 is the start)</source>
        <translation>Auf einen beliebigen Schritt im Trace ziehen (jetzt: %1; 0 ist der Anfang)</translation>
    </message>
    <message>
        <source>View: %1</source>
        <translation>Ansicht: %1</translation>
    </message>
</context>
<context>
    <name>sgd::ui::ZoomChartView</name>
    <message>
        <source>%1: x = %2, y = %3</source>
        <translation>%1: x = %2, y = %3</translation>
    </message>
</context>
<context>
    <name>sgd::view</name>
    <message>
        <source>density</source>
        <translation>Dichte</translation>
    </message>
    <message>
        <source>distance</source>
        <translation>Abstand</translation>
    </message>
    <message>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>fit</source>
        <translation>Anpassung</translation>
    </message>
    <message>
        <source>frozen</source>
        <translation>eingefroren</translation>
    </message>
    <message>
        <source>graph</source>
        <translation>Graph</translation>
    </message>
    <message>
        <source>hybrid</source>
        <translation>Hybrid</translation>
    </message>
    <message>
        <source>lanes</source>
        <translation>Bahnen</translation>
    </message>
    <message>
        <source>ledger</source>
        <translation>Buchführung</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>Verlust</translation>
    </message>
    <message>
        <source>loss-curves</source>
        <translation>Verlustkurven</translation>
    </message>
    <message>
        <source>loss-time</source>
        <translation>Verlust über Zeit</translation>
    </message>
    <message>
        <source>matrix</source>
        <translation>Matrix</translation>
    </message>
    <message>
        <source>number-line</source>
        <translation>Zahlenstrahl</translation>
    </message>
    <message>
        <source>parabola</source>
        <translation>Parabel</translation>
    </message>
    <message>
        <source>plane</source>
        <translation>Ebene</translation>
    </message>
    <message>
        <source>round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <source>scene</source>
        <translation>Szene</translation>
    </message>
    <message>
        <source>shards</source>
        <translation>Shards</translation>
    </message>
    <message>
        <source>share</source>
        <translation>gemeinsamer Code</translation>
    </message>
    <message>
        <source>small</source>
        <translation>klein</translation>
    </message>
    <message>
        <source>staircase</source>
        <translation>Treppe</translation>
    </message>
    <message>
        <source>staleness</source>
        <translation>Veraltung</translation>
    </message>
    <message>
        <source>strip</source>
        <translation>Streifen</translation>
    </message>
    <message>
        <source>surface</source>
        <translation>Fläche</translation>
    </message>
    <message>
        <source>tapes</source>
        <translation>Bänder</translation>
    </message>
    <message>
        <source>throughput</source>
        <translation>Durchsatz</translation>
    </message>
    <message>
        <source>timeline</source>
        <translation>Zeitleiste</translation>
    </message>
    <message>
        <source>topology</source>
        <translation>Topologie</translation>
    </message>
    <message>
        <source>trajectory</source>
        <translation>Bahnkurve</translation>
    </message>
    <message>
        <source>w-chart</source>
        <translation>w-Diagramm</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <source>workers</source>
        <translation>Worker</translation>
    </message>
</context>
</TS>
