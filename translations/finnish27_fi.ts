<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fi_FI">
<context>
    <name>ActionBar</name>
    <message>
        <source>EV %1</source>
        <translation>EV %1</translation>
    </message>
    <message>
        <source>EV …</source>
        <translation>EV …</translation>
    </message>
    <message>
        <source>The best action by the exact analysis</source>
        <translation>Paras siirto tarkan analyysin mukaan</translation>
    </message>
</context>
<context>
    <name>AnalysisText</name>
    <message>
        <source>Your bankroll could limit a later double or split, which the analysis does not model; it needs a bankroll of at least %1.</source>
        <translation>Pelikassasi voisi rajoittaa myöhempää tuplausta tai käden jakamista, mitä analyysi ei mallinna; se edellyttää, että pelikassa on vähintään %1.</translation>
    </message>
    <message>
        <source>The five-card poker comparison needs the suits of the unseen cards.</source>
        <translation>Viiden kortin pokerivertailu tarvitsee näkemättömien korttien maat.</translation>
    </message>
    <message>
        <source>Too few cards are left in the shoe for the analysis.</source>
        <translation>Kengässä on liian vähän kortteja analyysia varten.</translation>
    </message>
    <message>
        <source>The analysis was cancelled.</source>
        <translation>Analyysi peruttiin.</translation>
    </message>
    <message>
        <source>No decision is due.</source>
        <translation>Päätöstä ei tarvita nyt.</translation>
    </message>
    <message>
        <source>The analysis is not available: %1</source>
        <translation>Analyysi ei ole käytettävissä: %1</translation>
    </message>
    <message>
        <source>These rules reach too many decisions for a basic-strategy chart.</source>
        <translation>Näissä säännöissä on liian monta päätöstilannetta perusstrategiataulukolle.</translation>
    </message>
    <message>
        <source>Nobody decides in the baccarat-like and slot modes (both hands follow fixed strategies), so there is no chart.</source>
        <translation>Baccarat-tyyppisessä ja kolikkopelitilassa kukaan ei päätä (molemmat kädet noudattavat kiinteitä strategioita), joten taulukkoa ei ole.</translation>
    </message>
    <message>
        <source>The exact analysis covers resplitting up to %1 hands.</source>
        <translation>Tarkka analyysi kattaa uudelleenjaot enintään %1 käteen asti.</translation>
    </message>
    <message>
        <source>The exact analysis covers resplits only where every pair of the pair&apos;s kind may be split again (%1 and %2 may not).</source>
        <translation>Tarkka analyysi kattaa uudelleenjaot vain, kun jokaisen saman lajin parin saa jakaa uudelleen (%1 ja %2 eivät saa).</translation>
    </message>
    <message>
        <source>The pair cards are of too many kinds for the exact analysis of resplits.</source>
        <translation>Parikortteja on liian monta lajia uudelleenjakojen tarkkaan analyysiin.</translation>
    </message>
    <message>
        <source>The cards could run out during a round (the table would then shuffle a new shoe), which the analysis does not model.</source>
        <translation>Kortit voisivat loppua kesken kierroksen (pöytä sekoittaisi silloin uuden kengän), mitä analyysi ei mallinna.</translation>
    </message>
</context>
<context>
    <name>BankrollChart</name>
    <message>
        <source>rounds</source>
        <translation>kierrokset</translation>
    </message>
    <message>
        <source>The chart starts after the first round.</source>
        <translation>Kaavio alkaa ensimmäisen kierroksen jälkeen.</translation>
    </message>
</context>
<context>
    <name>BetSidePicker</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>pays %1 · edge %2</source>
        <extracomment>A bet&apos;s terms: %1 what it pays (&quot;8:1&quot;), %2 its exact house edge (&quot;1.23 %&quot;, &quot;…&quot; while it is computed).</extracomment>
        <translation>maksaa %1 · talon etu %2</translation>
    </message>
    <message>
        <source>Bet on the %1: pays %2, house edge %3</source>
        <translation>Panos: %1, maksaa %2, talon etu %3</translation>
    </message>
</context>
<context>
    <name>CardTheme</name>
    <message>
        <source>%1 MiB</source>
        <translation>%1 Mt</translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <translation>%1 kt</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 tavua</translation>
    </message>
    <message>
        <source>%1: cannot be read (the zip is damaged)</source>
        <translation>%1: ei voi lukea (zip on vioittunut)</translation>
    </message>
    <message>
        <source>%1: larger than %2</source>
        <translation>%1: suurempi kuin %2</translation>
    </message>
    <message>
        <source>%1: inflates to more than the %2 its header declares (a damaged or hostile zip)</source>
        <translation>%1: purkautuu suuremmaksi kuin otsakkeen ilmoittama %2 (vioittunut tai vihamielinen zip)</translation>
    </message>
    <message>
        <source>%1: damaged (cannot be inflated)</source>
        <translation>%1: vioittunut (ei voi purkaa)</translation>
    </message>
    <message>
        <source>%1: compressed with method %2; only stored and deflated entries can be read</source>
        <translation>%1: pakattu menetelmällä %2; vain pakkaamattomat ja deflate-pakatut tiedostot voi lukea</translation>
    </message>
    <message>
        <source>%1: its size does not match its header (the zip is damaged)</source>
        <translation>%1: koko ei vastaa otsaketta (zip on vioittunut)</translation>
    </message>
    <message>
        <source>%1: damaged (checksum mismatch)</source>
        <translation>%1: vioittunut (tarkistussumma ei täsmää)</translation>
    </message>
    <message>
        <source>%1: more than %2 elements; a card theme&apos;s SVG has at most that many</source>
        <translation>%1: yli %2 elementtiä; korttiteeman SVG:ssä on enintään niin monta</translation>
    </message>
    <message>
        <source>%1: elements nested more than %2 deep</source>
        <translation>%1: elementit sisäkkäin yli %2 tasoa syvältä</translation>
    </message>
    <message>
        <source>%1: the &lt;use&gt; of &quot;#%2&quot; draws itself</source>
        <translation>%1: &quot;#%2&quot;:n &lt;use&gt; piirtää itsensä</translation>
    </message>
    <message>
        <source>%1: not well-formed XML (line %2: %3)</source>
        <translation>%1: virheellistä XML:ää (rivi %2: %3)</translation>
    </message>
    <message>
        <source>%1: &quot;#%2&quot; draws itself through &lt;use&gt; references</source>
        <translation>%1: &quot;#%2&quot; piirtää itsensä &lt;use&gt;-viittausten kautta</translation>
    </message>
    <message>
        <source>%1: its &lt;use&gt; references draw more than %2 elements once expanded</source>
        <translation>%1: sen &lt;use&gt;-viittaukset piirtävät auki purettuina yli %2 elementtiä</translation>
    </message>
    <message>
        <source>the file is larger than %1; a card theme is at most that</source>
        <translation>tiedosto on suurempi kuin %1; korttiteema on enintään sen kokoinen</translation>
    </message>
    <message>
        <source>not a zip archive, or a damaged one</source>
        <translation>ei zip-arkisto, tai vioittunut sellainen</translation>
    </message>
    <message>
        <source>%1 entries; a card theme has at most %2</source>
        <translation>%1 tiedostoa; korttiteemassa on enintään %2</translation>
    </message>
    <message>
        <source>more than %1 entries; a card theme has at most %1</source>
        <translation>yli %1 tiedostoa; korttiteemassa on enintään %1</translation>
    </message>
    <message>
        <source>the entry &quot;%1&quot; points outside the archive</source>
        <translation>tiedosto &quot;%1&quot; osoittaa arkiston ulkopuolelle</translation>
    </message>
    <message>
        <source>%1: encrypted; a card theme cannot be</source>
        <translation>%1: salattu; korttiteema ei voi olla salattu</translation>
    </message>
    <message>
        <source>the entries unpack to more than %1 in all</source>
        <translation>tiedostot purkautuvat yhteensä suuremmiksi kuin %1</translation>
    </message>
    <message>
        <source>the entry &quot;%1&quot; appears twice</source>
        <translation>tiedosto &quot;%1&quot; on arkistossa kahdesti</translation>
    </message>
    <message>
        <source>%1 is missing</source>
        <translation>%1 puuttuu</translation>
    </message>
    <message>
        <source>index.json must be at the top of the zip, not in %1 (zip the folder&apos;s files, not the folder)</source>
        <translation>index.json on oltava zipin ylimmällä tasolla, ei kansiossa %1 (pakkaa kansion tiedostot, älä kansiota)</translation>
    </message>
    <message>
        <source>index.json is missing (it names the theme and its SVG)</source>
        <translation>index.json puuttuu (se nimeää teeman ja sen SVG:n)</translation>
    </message>
    <message>
        <source>index.json: not a JSON object</source>
        <translation>index.json: ei JSON-objekti</translation>
    </message>
    <message>
        <source>index.json: &quot;format&quot; must be 1</source>
        <translation>index.json: &quot;format&quot; on oltava 1</translation>
    </message>
    <message>
        <source>index.json: &quot;%1&quot; must be a text of 1 to 200 characters</source>
        <translation>index.json: &quot;%1&quot; on oltava 1–200 merkin teksti</translation>
    </message>
    <message>
        <source>index.json: &quot;indices&quot; must be &quot;finnish&quot; or &quot;standard&quot;</source>
        <translation>index.json: &quot;indices&quot; on oltava &quot;finnish&quot; tai &quot;standard&quot;</translation>
    </message>
    <message>
        <source>index.json: &quot;fourColour&quot; must be true or false</source>
        <translation>index.json: &quot;fourColour&quot; on oltava true tai false</translation>
    </message>
    <message>
        <source>index.json: &quot;svg&quot; must name a .svg or .svgz file</source>
        <translation>index.json: &quot;svg&quot;-kentän on nimettävä .svg- tai .svgz-tiedosto</translation>
    </message>
    <message>
        <source>%1 is missing (index.json names it as the SVG)</source>
        <translation>%1 puuttuu (index.json nimeää sen SVG:ksi)</translation>
    </message>
    <message>
        <source>%1: larger than %2 when un-gzipped</source>
        <translation>%1: gzip-purettuna suurempi kuin %2</translation>
    </message>
    <message>
        <source>%1: not gzip-compressed SVG (cannot be un-gzipped)</source>
        <translation>%1: ei gzip-pakattu SVG (gzip-purku ei onnistu)</translation>
    </message>
    <message>
        <source>%1: not an SVG image</source>
        <translation>%1: ei SVG-kuva</translation>
    </message>
    <message>
        <source>%1: an SVG image that cannot be drawn (Qt SVG refuses it)</source>
        <translation>%1: SVG-kuva, jota ei voi piirtää (Qt SVG hylkää sen)</translation>
    </message>
    <message>
        <source> and %1 more</source>
        <translation> ja %1 muuta</translation>
    </message>
    <message>
        <source>%1 has no element %2 (every card needs one)</source>
        <translation>tiedostossa %1 ei ole elementtiä %2 (jokainen kortti tarvitsee omansa)</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>tiedostoa ei ole</translation>
    </message>
    <message>
        <source>not a file</source>
        <translation>ei tiedosto</translation>
    </message>
</context>
<context>
    <name>CardThemes</name>
    <message>
        <source>High contrast</source>
        <translation>Korkea kontrasti</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klassinen</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Perus</translation>
    </message>
    <message>
        <source>Part of finnish27, under its licence</source>
        <translation>Osa finnish27:ää, sen lisenssillä</translation>
    </message>
    <message>
        <source>The theme was not installed: %1</source>
        <translation>Teemaa ei asennettu: %1</translation>
    </message>
    <message>
        <source>The theme was not installed: cannot create %1</source>
        <translation>Teemaa ei asennettu: kansiota %1 ei voi luoda</translation>
    </message>
    <message>
        <source>The theme was not installed: cannot write %1</source>
        <translation>Teemaa ei asennettu: tiedostoon %1 ei voi kirjoittaa</translation>
    </message>
    <message>
        <source>Installed the card theme “%1”.</source>
        <translation>Korttiteema ”%1” asennettiin.</translation>
    </message>
</context>
<context>
    <name>ChartGridView</name>
    <message>
        <source>%1, against %2: %3</source>
        <translation>%1, jakajalla %2: %3</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>ei mitään</translation>
    </message>
</context>
<context>
    <name>ChipRack</name>
    <message>
        <source>Clear</source>
        <translation>Tyhjennä</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Pelaa %1</translation>
    </message>
    <message>
        <source>Add a %1 chip to the bet</source>
        <translation>Lisää panokseen %1 pelimerkki</translation>
    </message>
    <message>
        <source>Bet first</source>
        <translation>Panosta ensin</translation>
    </message>
</context>
<context>
    <name>ComputerSeats</name>
    <message>
        <source>Nobody decides in this wager mode: both hands follow fixed strategies.</source>
        <translation>Tässä panostilassa kukaan ei päätä: molemmat kädet noudattavat kiinteitä strategioita.</translation>
    </message>
    <message>
        <source>Computer seats play the basic-strategy chart for these rules.</source>
        <translation>Tietokoneen paikat pelaavat näiden sääntöjen perusstrategiataulukon mukaan.</translation>
    </message>
    <message>
        <source>Computer seats play the dealer&apos;s rule until the basic-strategy chart for these rules is derived (seconds).</source>
        <translation>Tietokoneen paikat pelaavat jakajan säännöllä, kunnes näiden sääntöjen perusstrategiataulukko on johdettu (sekunteja).</translation>
    </message>
    <message>
        <source>Computer seats play the dealer&apos;s rule: %1</source>
        <translation>Tietokoneen paikat pelaavat jakajan säännöllä: %1</translation>
    </message>
    <message>
        <source>Computer seats play the dealer&apos;s rule: there is no basic-strategy chart for these rules.</source>
        <translation>Tietokoneen paikat pelaavat jakajan säännöllä: näille säännöille ei ole perusstrategiataulukkoa.</translation>
    </message>
</context>
<context>
    <name>DealerProcedure</name>
    <message>
        <source>the dealer</source>
        <translation>jakaja</translation>
    </message>
    <message>
        <source> (hand %1)</source>
        <translation> (käsi %1)</translation>
    </message>
    <message>
        <source>The next card goes to %1, face up (%2).</source>
        <translation>Seuraava kortti menee: %1, kuvapuoli ylöspäin (%2).</translation>
    </message>
    <message>
        <source>The next card goes to %1, face down (%2).</source>
        <translation>Seuraava kortti menee: %1, kuvapuoli alaspäin (%2).</translation>
    </message>
    <message>
        <source>No forced play applies to %1 on %2: the player chooses (%3).</source>
        <translation>Mikään pakkopeli ei koske kättä %1 (%2): pelaaja valitsee (%3).</translation>
    </message>
    <message>
        <source>Insurance is offered to every seat on this up-card (%1).</source>
        <translation>Tällä avokortilla vakuutusta tarjotaan jokaiselle paikalle (%1).</translation>
    </message>
    <message>
        <source>Insurance is offered only when the up-card is %1 (%2).</source>
        <translation>Vakuutusta tarjotaan vain, kun avokortti on %1 (%2).</translation>
    </message>
    <message>
        <source>This table offers no insurance (%1).</source>
        <translation>Tässä pöydässä ei tarjota vakuutusta (%1).</translation>
    </message>
    <message>
        <source>No hand needs the dealer&apos;s total: the dealer turns the hole card and draws nothing (%1).</source>
        <translation>Mikään käsi ei tarvitse jakajan summaa: jakaja kääntää piilokortin eikä nosta mitään (%1).</translation>
    </message>
</context>
<context>
    <name>DealerSchoolController</name>
    <message>
        <source>There is no seat %1 at this table (seats 1 to %2).</source>
        <translation>Tässä pöydässä ei ole paikkaa %1 (paikat 1–%2).</translation>
    </message>
    <message>
        <source>No round is in play.</source>
        <translation>Kierros ei ole käynnissä.</translation>
    </message>
    <message>
        <source>The round is over: deal the next round (N).</source>
        <translation>Kierros on päättynyt: jaa seuraava kierros (N).</translation>
    </message>
    <message>
        <source>Exam passed: %1 error(s) in %2 rounds, %3 s a round.</source>
        <translation>Koe hyväksytty: %1 virhe(ttä) %2 kierroksella, %3 s kierrosta kohden.</translation>
    </message>
    <message>
        <source>Exam failed: %1.</source>
        <translation>Koe hylätty: %1.</translation>
    </message>
    <message>
        <source>Exam: round %1 of %2 · %3 error(s) so far, at most %4 · at most %5 s a round</source>
        <translation>Koe: kierros %1/%2 · virheitä tähän mennessä %3, enintään %4 · enintään %5 s kierrosta kohden</translation>
    </message>
    <message>
        <source>No exam has been finished yet.</source>
        <translation>Yhtään koetta ei ole vielä suoritettu.</translation>
    </message>
    <message>
        <source>Dealer exam</source>
        <translation>Jakajan koe</translation>
    </message>
    <message>
        <source>The report could not be written to %1.</source>
        <translation>Raporttia ei voitu kirjoittaa tiedostoon %1.</translation>
    </message>
    <message>
        <source>The report could not be written to %1: %2</source>
        <translation>Raporttia ei voitu kirjoittaa tiedostoon %1: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is no play: hit, stand, double, split, surrender or choice.</source>
        <translation>&quot;%1&quot; ei ole kelvollinen peli: hit, stand, double, split, surrender tai choice.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is no settlement: pay, take, push or surrender.</source>
        <translation>&quot;%1&quot; ei ole kelvollinen tilitys: pay, take, push tai surrender.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is no insurance settlement: pay or take.</source>
        <translation>&quot;%1&quot; ei ole kelvollinen vakuutuksen tilitys: pay tai take.</translation>
    </message>
    <message>
        <source>Not a dealer step: %1</source>
        <translation>Ei jakajan vaihe: %1</translation>
    </message>
    <message>
        <source>No hints during an exam.</source>
        <translation>Kokeen aikana ei saa vihjeitä.</translation>
    </message>
    <message>
        <source>Next: %1 (%2) — %3</source>
        <translation>Seuraavaksi: %1 (%2) — %3</translation>
    </message>
</context>
<context>
    <name>DealerSchoolPage</name>
    <message>
        <source>Run the table</source>
        <translation>Hoida pöytää</translation>
    </message>
    <message>
        <source>Spot the error</source>
        <translation>Löydä virhe</translation>
    </message>
    <message>
        <source>Drills</source>
        <translation>Harjoitukset</translation>
    </message>
    <message>
        <source>Progress &amp; exam</source>
        <translation>Edistyminen ja koe</translation>
    </message>
    <message>
        <source>Round over: %1 steps, %2 errors, %3. Next round: N.</source>
        <translation>Kierros päättyi: %1 vaihetta, %2 virhettä, %3. Seuraava kierros: N.</translation>
    </message>
    <message>
        <source>Round over: %1 of %2 errors caught, %3 false alarms. Next round: N.</source>
        <translation>Kierros päättyi: %1/%2 virheestä huomattu, %3 väärää hälytystä. Seuraava kierros: N.</translation>
    </message>
    <message>
        <source>Enter: watch on</source>
        <translation>Enter: jatka seuraamista</translation>
    </message>
    <message>
        <source>Run the round: deal, declare each hand&apos;s play, play the dealer&apos;s hand, settle every bet. Each step is checked against the rules.</source>
        <translation>Hoida kierros: jaa kortit, ilmoita kunkin käden peli, pelaa jakajan käsi ja tilitä jokainen veto. Jokainen vaihe tarkistetaan sääntöjä vasten.</translation>
    </message>
    <message>
        <source>The dealer deals; now and then a step is wrong. Stop the game (Space) on it.</source>
        <translation>Jakaja jakaa; silloin tällöin jokin vaihe on väärin. Pysäytä peli (Space) sen kohdalla.</translation>
    </message>
    <message>
        <source>Dealer&apos;s log</source>
        <translation>Jakajan loki</translation>
    </message>
    <message>
        <source>✗ %1</source>
        <translation>✗ %1</translation>
    </message>
    <message>
        <source>Right: %1 · %2</source>
        <translation>Oikein: %1 · %2</translation>
    </message>
</context>
<context>
    <name>DrillController</name>
    <message>
        <source>Payouts</source>
        <translation>Maksut</translation>
    </message>
    <message>
        <source>Hand totals</source>
        <translation>Käsien summat</translation>
    </message>
    <message>
        <source>Forced plays</source>
        <translation>Pakkopelit</translation>
    </message>
    <message>
        <source>Dealer&apos;s play</source>
        <translation>Jakajan peli</translation>
    </message>
    <message>
        <source>Showdowns</source>
        <translation>Vertailut</translation>
    </message>
    <message>
        <source>H must hit · S must stand · D must double · P must split · U must surrender · C player&apos;s choice</source>
        <translation>H pakko ottaa · S pakko jäädä · D pakko tuplata · P pakko jakaa · U pakko luovuttaa · C pelaajan valinta</translation>
    </message>
    <message>
        <source>H hit · S stand</source>
        <translation>H ottaa · S jää</translation>
    </message>
    <message>
        <source>P player wins · D dealer wins · T push</source>
        <translation>P pelaaja voittaa · D jakaja voittaa · T tasapeli</translation>
    </message>
    <message>
        <source>%1 of %2 right (%3 %), median %4 s per answer</source>
        <translation>%1/%2 oikein (%3 %), mediaani %4 s vastausta kohden</translation>
    </message>
    <message>
        <source>, %1 answers per minute</source>
        <translation>, %1 vastausta minuutissa</translation>
    </message>
</context>
<context>
    <name>ExamTally</name>
    <message>
        <source>only %1 of %2 rounds were dealt</source>
        <translation>vain %1/%2 kierrosta jaettiin</translation>
    </message>
    <message>
        <source>%1 error(s), at most %2 allowed</source>
        <translation>%1 virhe(ttä), enintään %2 sallittu</translation>
    </message>
    <message>
        <source>%1 s per round on average, at most %2 s allowed</source>
        <translation>keskimäärin %1 s kierrosta kohden, enintään %2 s sallittu</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>Hyväksytty</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Hylätty</translation>
    </message>
    <message>
        <source>Dealer exam — %1</source>
        <translation>Jakajan koe — %1</translation>
    </message>
    <message>
        <source>Rule set: %1 (%2)</source>
        <translation>Sääntökokoelma: %1 (%2)</translation>
    </message>
    <message>
        <source>Date: %1</source>
        <translation>Päivämäärä: %1</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Asetukset</translation>
    </message>
    <message>
        <source>Rounds: %1</source>
        <translation>Kierroksia: %1</translation>
    </message>
    <message>
        <source>Pass mark: at most %1 error(s) in all</source>
        <translation>Hyväksymisraja: yhteensä enintään %1 virhe(ttä)</translation>
    </message>
    <message>
        <source>Pass mark: at most %1 s per round on average</source>
        <translation>Hyväksymisraja: keskimäärin enintään %1 s kierrosta kohden</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Tulos</translation>
    </message>
    <message>
        <source>%1 round(s) dealt, %2 error(s), %3 s per round on average.</source>
        <translation>%1 kierros(ta) jaettu, %2 virhe(ttä), keskimäärin %3 s kierrosta kohden.</translation>
    </message>
    <message>
        <source>Not passed: %1.</source>
        <translation>Ei hyväksytty: %1.</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Kierrokset</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Kierros</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Vaiheet</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>Virheet</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>Aika (s)</translation>
    </message>
    <message>
        <source>Step categories</source>
        <translation>Vaiheiden lajit</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Laji</translation>
    </message>
</context>
<context>
    <name>FairnessDialog</name>
    <message>
        <source>Provably fair shoe</source>
        <translation>Todistettavasti reilu kenkä</translation>
    </message>
    <message>
        <source>Before a shoe is used, its order is fixed by a secret 256-bit key. You see the key&apos;s SHA-256 digest (the commitment) now; when the shoe is finished or you ask for a reshuffle, the key is revealed and anyone can recompute the order from it.</source>
        <translation>Ennen kuin kenkää käytetään, sen järjestys lukitaan salaisella 256-bittisellä avaimella. Näet avaimen SHA-256-tiivisteen (sitoumuksen) jo nyt; kun kenkä on pelattu loppuun tai pyydät uudelleensekoitusta, avain paljastetaan ja kuka tahansa voi laskea järjestyksen sen avulla uudelleen.</translation>
    </message>
    <message>
        <source>This shoe&apos;s commitment (P-1)</source>
        <translation>Tämän kengän sitoumus (P-1)</translation>
    </message>
    <message>
        <source>%1 cards dealt from it so far.</source>
        <translation>Siitä on jaettu tähän mennessä %1 korttia.</translation>
    </message>
    <message>
        <source>Finish this shoe and reveal its key</source>
        <translation>Päätä kenkä ja paljasta avain</translation>
    </message>
    <message>
        <source>The key is revealed when the next round starts.</source>
        <translation>Avain paljastetaan, kun seuraava kierros alkaa.</translation>
    </message>
    <message>
        <source>Finished shoes (P-3)</source>
        <translation>Päättyneet kengät (P-3)</translation>
    </message>
    <message>
        <source>None yet.</source>
        <translation>Ei vielä yhtään.</translation>
    </message>
    <message>
        <source>%1 — %2 cards dealt</source>
        <translation>%1 — %2 korttia jaettu</translation>
    </message>
    <message>
        <source>Commitment: %1</source>
        <translation>Sitoumus:  %1</translation>
    </message>
    <message>
        <source>Verify</source>
        <translation>Tarkista</translation>
    </message>
    <message>
        <source>Check it here, or independently: finnish27-cli verify --key &lt;key&gt; --commitment &lt;commitment&gt;</source>
        <translation>Tarkista se täällä tai itsenäisesti: finnish27-cli verify --key &lt;avain&gt; --commitment &lt;sitoumus&gt;</translation>
    </message>
    <message>
        <source>Revealed key</source>
        <translation>Paljastettu avain</translation>
    </message>
</context>
<context>
    <name>HandView</name>
    <message>
        <source>WIN</source>
        <translation>VOITTO</translation>
    </message>
    <message>
        <source>LOSE</source>
        <translation>TAPPIO</translation>
    </message>
    <message>
        <source>PUSH</source>
        <translation>TASAPELI</translation>
    </message>
    <message>
        <source>SURRENDER</source>
        <translation>LUOVUTUS</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>Help: %1</source>
        <translation>Ohje: %1</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Näin pelaat</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Säännöt</translation>
    </message>
    <message>
        <source>The rules of every game</source>
        <translation>Kaikkien pelien säännöt</translation>
    </message>
    <message>
        <source>The rules of %1</source>
        <translation>Pelin %1 säännöt</translation>
    </message>
    <message>
        <source>Whole rules reference</source>
        <translation>Koko sääntöviite</translation>
    </message>
    <message>
        <source>Decision:</source>
        <translation>Ratkaisu:</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <source>The history could not be opened, so rounds and answers are not kept: %1</source>
        <translation>Historiaa ei voitu avata, joten kierroksia ja vastauksia ei tallenneta: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) left in play when the program stopped were settled by the rules and kept in the history.</source>
        <translation>
            <numerusform>%n kesken jäänyt kierros ratkaistiin sääntöjen mukaan ja tallennettiin historiaan, kun ohjelma oli pysähtynyt.</numerusform>
            <numerusform>%n kesken jäänyttä kierrosta ratkaistiin sääntöjen mukaan ja tallennettiin historiaan, kun ohjelma oli pysähtynyt.</numerusform>
        </translation>
    </message>
    <message>
        <source>A round left in play could not be settled: %1</source>
        <translation>Kesken jäänyttä kierrosta ei voitu ratkaista: %1</translation>
    </message>
    <message>
        <source>Your dealer school progress could not be imported: %1</source>
        <translation>Jakajakoulun edistymistäsi ei voitu tuoda: %1</translation>
    </message>
    <message>
        <source>Your dealer school progress was imported into the history.</source>
        <translation>Jakajakoulun edistymisesi tuotiin historiaan.</translation>
    </message>
    <message>
        <source>The history could not be deleted: %1</source>
        <translation>Historiaa ei voitu poistaa: %1</translation>
    </message>
    <message>
        <source>No history is open.</source>
        <translation>Historiaa ei ole avattu.</translation>
    </message>
    <message>
        <source>Not imported: %1</source>
        <translation>Ei tuotu: %1</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n new round(s)</source>
        <translation>
            <numerusform>Tuotiin %n uusi kierros</numerusform>
            <numerusform>Tuotiin %n uutta kierrosta</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n already in the history.</source>
        <translation>
            <numerusform>%n oli jo historiassa.</numerusform>
            <numerusform>%n oli jo historiassa.</numerusform>
        </translation>
    </message>
    <message>
        <source>The shoe with commitment %1 was finished when that table was left; its key is revealed: %2</source>
        <translation>Kenkä, jonka sitoumus on %1, päättyi, kun pöytä jätettiin; sen avain paljastetaan: %2</translation>
    </message>
</context>
<context>
    <name>HistoryModel</name>
    <message>
        <source>Custom rules</source>
        <translation>Omat säännöt</translation>
    </message>
    <message>
        <source>No history is open.</source>
        <translation>Historiaa ei ole avattu.</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Ei tallennettu: %1</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n round(s)</source>
        <translation>
            <numerusform>Tallennettiin %n kierros</numerusform>
            <numerusform>Tallennettiin %n kierrosta</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shoe(s).</source>
        <translation>
            <numerusform>%n kenkä.</numerusform>
            <numerusform>%n kenkää.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Saved %n round(s) as CSV.</source>
        <translation>
            <numerusform>Tallennettiin %n kierros CSV-tiedostoksi.</numerusform>
            <numerusform>Tallennettiin %n kierrosta CSV-tiedostoksi.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message>
        <source>◂ Table</source>
        <translation>◂ Pöytä</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historia</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Kaikki pelit</translation>
    </message>
    <message>
        <source>All rule sets</source>
        <translation>Kaikki sääntökokoelmat</translation>
    </message>
    <message>
        <source>All time</source>
        <translation>Koko ajalta</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>Tänään</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>Viimeiset 7 päivää</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>Viimeiset 30 päivää</translation>
    </message>
    <message>
        <source>With mistakes</source>
        <translation>Virheelliset</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n kierros</numerusform>
            <numerusform>%n kierrosta</numerusform>
        </translation>
    </message>
    <message>
        <source>No history is open: rounds are not kept.</source>
        <translation>Historiaa ei ole avattu: kierroksia ei tallenneta.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Aika</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Säännöt</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>Panos</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Tulos</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Virheet</translation>
    </message>
    <message>
        <source>%1 (settled after a stop)</source>
        <translation>%1 (ratkaistu keskeytyksen jälkeen)</translation>
    </message>
    <message>
        <source>No rounds here yet: every round you play is kept.</source>
        <translation>Ei vielä kierroksia: jokainen pelaamasi kierros tallennetaan.</translation>
    </message>
    <message>
        <source>Choose a round to see it again step by step.</source>
        <translation>Valitse kierros nähdäksesi sen uudelleen vaihe vaiheelta.</translation>
    </message>
    <message>
        <source>Previous decision (Page Up)</source>
        <translation>Edellinen päätös (Page Up)</translation>
    </message>
    <message>
        <source>Back one event (Left)</source>
        <translation>Tapahtuma taaksepäin (vasen nuoli)</translation>
    </message>
    <message>
        <source>Forward one event (Right)</source>
        <translation>Tapahtuma eteenpäin (oikea nuoli)</translation>
    </message>
    <message>
        <source>Next decision (Page Down)</source>
        <translation>Seuraava päätös (Page Down)</translation>
    </message>
    <message>
        <source>Event %1 of %2</source>
        <translation>Tapahtuma %1/%2</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>Arvot</translation>
    </message>
    <message>
        <source>Step to a decision of yours (Page Down) to see the exact value of every option.</source>
        <translation>Siirry omaan päätökseesi (Page Down) nähdäksesi jokaisen vaihtoehdon tarkan arvon.</translation>
    </message>
    <message>
        <source>Computing the exact values…</source>
        <translation>Lasketaan tarkkoja arvoja…</translation>
    </message>
    <message>
        <source>(your choice)</source>
        <translation>(valintasi)</translation>
    </message>
    <message>
        <source>What if you had chosen…</source>
        <translation>Entä jos olisit valinnut…</translation>
    </message>
    <message numerus="yes">
        <source>%1, %2, bet %3, %4, %n mistake(s)</source>
        <extracomment>A round in the history list, as a screen reader says it: date, rules, bet, result, mistakes.</extracomment>
        <translation>
            <numerusform>%1, %2, panos %3, %4, %n virhe</numerusform>
            <numerusform>%1, %2, panos %3, %4, %n virhettä</numerusform>
        </translation>
    </message>
    <message>
        <source>The round chosen, event by event (Left, Right, Page Up, Page Down)</source>
        <translation>Valittu kierros tapahtuma kerrallaan (vasen, oikea, Page Up, Page Down)</translation>
    </message>
    <message>
        <source>Step through the round</source>
        <translation>Selaa kierrosta</translation>
    </message>
</context>
<context>
    <name>HistoryProgress</name>
    <message>
        <source>week of %1</source>
        <translation>viikko %1 alkaen</translation>
    </message>
    <message>
        <source>Run the table</source>
        <translation>Hoida pöytää</translation>
    </message>
    <message>
        <source>Drills</source>
        <translation>Harjoitukset</translation>
    </message>
    <message>
        <source>Spot the error</source>
        <translation>Löydä virhe</translation>
    </message>
    <message>
        <source>Errors caught</source>
        <translation>Havaitut virheet</translation>
    </message>
    <message>
        <source>Errors missed</source>
        <translation>Huomaamatta jääneet virheet</translation>
    </message>
    <message>
        <source>False alarms</source>
        <translation>Väärät hälytykset</translation>
    </message>
    <message>
        <source>Correct rounds let pass</source>
        <translation>Virheettömät kierrokset päästetty läpi</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
</context>
<context>
    <name>HouseEdge</name>
    <message>
        <source>— (the rules are not valid)</source>
        <translation>— (säännöt eivät ole kelvolliset)</translation>
    </message>
    <message>
        <source>computing… %1 %</source>
        <translation>lasketaan… %1 %</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>no chart for these rules</source>
        <translation>näille säännöille ei ole strategiataulukkoa</translation>
    </message>
    <message>
        <source>computing…</source>
        <translation>lasketaan…</translation>
    </message>
    <message>
        <source>no chart: %1</source>
        <translation>ei taulukkoa: %1</translation>
    </message>
    <message>
        <source>none (the slot mode has one bet)</source>
        <translation>ei muita (kolikkopelitilassa on yksi panos)</translation>
    </message>
    <message>
        <source>dealer hand %1 %, stalemate %2 %</source>
        <translation>jakajan käsi %1 %, tasapeli %2 %</translation>
    </message>
</context>
<context>
    <name>JsonTrainingStore</name>
    <message>
        <source>The training record could not be read (%1). It was kept as %2, and a new record was saved.</source>
        <translation>Harjoitustietoja ei voitu lukea (%1). Tiedosto säilytettiin nimellä %2, ja uudet tiedot tallennettiin.</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Finnish 27 — %1</source>
        <translation>Finnish 27 — %1</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Peli</translation>
    </message>
    <message>
        <source>Rules…</source>
        <translation>Säännöt…</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Paikat</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Tilastot</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Asetukset</translation>
    </message>
    <message>
        <source>Bankroll %1</source>
        <translation>Pelikassa %1</translation>
    </message>
    <message>
        <source>SHA-256 of this shoe&apos;s secret key (P-1):
%1
Click to verify finished shoes.</source>
        <translation>Tämän kengän salaisen avaimen SHA-256 (P-1):
%1
Napsauta tarkistaaksesi päättyneet kengät.</translation>
    </message>
    <message>
        <source>Fair shoe %1…</source>
        <translation>Reilu kenkä %1…</translation>
    </message>
    <message>
        <source>Finnish 27 — Seven Twenty-Seven</source>
        <translation>Finnish 27 — Seitsemän–kaksikymmentäseitsemän</translation>
    </message>
    <message>
        <source>7–27 ▸</source>
        <translation>7–27 ▸</translation>
    </message>
    <message>
        <source>Seven Twenty-Seven ▸</source>
        <translation>Seitsemän–kaksikymmentäseitsemän ▸</translation>
    </message>
    <message>
        <source>Play Seven Twenty-Seven against computer opponents</source>
        <translation>Pelaa peliä Seitsemän–kaksikymmentäseitsemän tietokonevastustajia vastaan</translation>
    </message>
    <message>
        <source>Hints (T)</source>
        <translation>Vihjeet (T)</translation>
    </message>
    <message>
        <source>Finnish 27 — Dealer school</source>
        <translation>Finnish 27 — Jakajakoulu</translation>
    </message>
    <message>
        <source>School ▸</source>
        <translation>Koulu ▸</translation>
    </message>
    <message>
        <source>Dealer school ▸</source>
        <translation>Jakajakoulu ▸</translation>
    </message>
    <message>
        <source>Train as a dealer: run the table yourself, or spot the dealer&apos;s errors</source>
        <translation>Harjoittele jakajaksi: hoida pöytää itse tai etsi jakajan virheet</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historia</translation>
    </message>
    <message>
        <source>Every round you played, step by step (Ctrl+H)</source>
        <translation>Jokainen pelaamasi kierros vaihe vaiheelta (Ctrl+H)</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Edistyminen</translation>
    </message>
    <message>
        <source>Your results and accuracy over time (Ctrl+G)</source>
        <translation>Tuloksesi ja tarkkuutesi ajan mittaan (Ctrl+G)</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Strategia</translation>
    </message>
    <message>
        <source>The chart as a picture, drills of your weak spots, your own chart (Ctrl+K)</source>
        <translation>Taulukko kuvana, heikkojen kohtiesi harjoitus, oma taulukkosi (Ctrl+K)</translation>
    </message>
    <message>
        <source>New bankroll of %1  (N)</source>
        <translation>Uusi pelikassa %1  (N)</translation>
    </message>
    <message>
        <source>Menu ▾</source>
        <translation>Valikko ▾</translation>
    </message>
    <message>
        <source>History  (Ctrl+H)</source>
        <translation>Historia  (Ctrl+H)</translation>
    </message>
    <message>
        <source>Strategy  (Ctrl+K)</source>
        <translation>Strategia  (Ctrl+K)</translation>
    </message>
    <message>
        <source>Progress  (Ctrl+G)</source>
        <translation>Edistyminen  (Ctrl+G)</translation>
    </message>
    <message>
        <source>Finish this round first: games, rules and seats change between rounds.</source>
        <translation>Pelaa tämä kierros ensin loppuun: peli, säännöt ja paikat vaihtuvat kierrosten välillä.</translation>
    </message>
    <message>
        <source>Seven Twenty-Seven</source>
        <translation>Seitsemän–kaksikymmentäseitsemän</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Ohje</translation>
    </message>
    <message>
        <source>How to play this game, and its rules (F1)</source>
        <translation>Näin pelaat tätä peliä, ja sen säännöt (F1)</translation>
    </message>
    <message>
        <source>Help  (F1)</source>
        <translation>Ohje  (F1)</translation>
    </message>
</context>
<context>
    <name>MessagePanel</name>
    <message>
        <source>Table log</source>
        <translation>Pöytäloki</translation>
    </message>
</context>
<context>
    <name>PlayingCard</name>
    <message>
        <source>Face-down card</source>
        <translation>Kuvapuoli alaspäin oleva kortti</translation>
    </message>
    <message>
        <source>No card</source>
        <translation>Ei korttia</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Jokeri</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>ässä</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>kaksi</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>kolme</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>neljä</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>viisi</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>kuusi</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>seitsemän</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>kahdeksan</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>yhdeksän</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>kymmenen</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>jätkä</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>rouva</translation>
    </message>
    <message>
        <source>King</source>
        <translation>kuningas</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>Pata</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>Hertta</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>Ruutu</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>Risti</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>A card&apos;s spoken name: %1 its rank (&quot;Seven&quot;), %2 its suit (&quot;hearts&quot;).</extracomment>
        <translation>%2 %1</translation>
    </message>
</context>
<context>
    <name>PracticeCellsModel</name>
    <message>
        <source>No decisions yet under these rules: drill, or play at the table with hints on, and your chart fills in.</source>
        <translation>Näillä säännöillä ei ole vielä päätöksiä: harjoittele tai pelaa pöydässä vihjeet päällä, niin taulukkosi täyttyy.</translation>
    </message>
    <message>
        <source>%1 cells: %2 mastered, %3 missed. %4 of %5 right; %6 of a bet lost in all.</source>
        <translation>%1 solua: %2 hallussa, %3 erehdystä. %4/%5 oikein; panoksia menetetty yhteensä %6.</translation>
    </message>
    <message>
        <source>%1: %2 of %3 right, %4 of a bet lost; box %5 of %6.</source>
        <translation>%1: %2/%3 oikein, panoksesta menetetty %4; laatikko %5/%6.</translation>
    </message>
</context>
<context>
    <name>PracticeCellsPane</name>
    <message>
        <source>Rows: your hand (hard or soft total and number of cards, pairs, insurance); columns: the dealer&apos;s visible total. Each cell: right / answered, from red (always wrong) through brown to green (always right).</source>
        <translation>Rivit: kätesi (kova tai pehmeä summa ja korttien määrä, parit, vakuutus); sarakkeet: jakajan näkyvä summa. Kussakin solussa: oikein / vastattu, punaisesta (aina väärin) ruskean kautta vihreään (aina oikein).</translation>
    </message>
    <message>
        <source>Your chart</source>
        <translation>Oma taulukkosi</translation>
    </message>
</context>
<context>
    <name>PracticeText</name>
    <message>
        <source>hard %1 (%2)</source>
        <translation>kova %1 (%2)</translation>
    </message>
    <message>
        <source>soft %1 (%2)</source>
        <translation>pehmeä %1 (%2)</translation>
    </message>
    <message>
        <source>pair %1</source>
        <translation>pari %1</translation>
    </message>
    <message>
        <source>insurance</source>
        <translation>vakuutus</translation>
    </message>
    <message numerus="yes">
        <source>Hard %1, %n card(s), against %2</source>
        <translation>
            <numerusform>Kova %1, %n kortti, jakajaa %2 vastaan</numerusform>
            <numerusform>Kova %1, %n korttia, jakajaa %2 vastaan</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Soft %1, %n card(s), against %2</source>
        <translation>
            <numerusform>Pehmeä %1, %n kortti, jakajaa %2 vastaan</numerusform>
            <numerusform>Pehmeä %1, %n korttia, jakajaa %2 vastaan</numerusform>
        </translation>
    </message>
    <message>
        <source>Pair of %1 against %2</source>
        <translation>Pari %1 jakajaa %2 vastaan</translation>
    </message>
    <message>
        <source>Insurance against %1</source>
        <translation>Vakuutus jakajaa %1 vastaan</translation>
    </message>
</context>
<context>
    <name>PresetName</name>
    <message>
        <source>Poker-like Finnish 27</source>
        <translation>Pokerimainen Finnish 27</translation>
    </message>
    <message>
        <source>21-24-27</source>
        <translation>21-24-27</translation>
    </message>
    <message>
        <source>Blackjack</source>
        <translation>Blackjack</translation>
    </message>
</context>
<context>
    <name>ProgressPage</name>
    <message>
        <source>◂ Table</source>
        <translation>◂ Pöytä</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Edistyminen</translation>
    </message>
    <message>
        <source>All rule sets</source>
        <translation>Kaikki sääntökokoelmat</translation>
    </message>
    <message>
        <source>Per day</source>
        <translation>Päivittäin</translation>
    </message>
    <message>
        <source>Per week</source>
        <translation>Viikoittain</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Kierrokset</translation>
    </message>
    <message>
        <source>Net result</source>
        <translation>Nettotulos</translation>
    </message>
    <message>
        <source>Wagered</source>
        <translation>Panostettu</translation>
    </message>
    <message>
        <source>Decision accuracy</source>
        <translation>Päätösten tarkkuus</translation>
    </message>
    <message>
        <source>EV lost per 100 decisions</source>
        <translation>Menetetty EV / 100 päätöstä</translation>
    </message>
    <message>
        <source>EV lost in all</source>
        <translation>Menetetty EV yhteensä</translation>
    </message>
    <message>
        <source>Net result and accuracy per week</source>
        <translation>Nettotulos ja tarkkuus viikoittain</translation>
    </message>
    <message>
        <source>Net result and accuracy per day</source>
        <translation>Nettotulos ja tarkkuus päivittäin</translation>
    </message>
    <message>
        <source>net</source>
        <translation>netto</translation>
    </message>
    <message>
        <source>accuracy</source>
        <translation>tarkkuus</translation>
    </message>
    <message>
        <source>No rounds yet under this selection.</source>
        <translation>Tällä valinnalla ei vielä ole kierroksia.</translation>
    </message>
    <message>
        <source>Costliest recurring mistakes</source>
        <translation>Kalleimmat toistuvat virheet</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 instead of %3 — %n time(s), cost %4</source>
        <translation>
            <numerusform>%1: %2 eikä %3 — %n kerta, hinta %4</numerusform>
            <numerusform>%1: %2 eikä %3 — %n kertaa, hinta %4</numerusform>
        </translation>
    </message>
    <message>
        <source>No costly mistake recorded.</source>
        <translation>Ei kalliita virheitä.</translation>
    </message>
    <message>
        <source>Dealer school</source>
        <translation>Jakajakoulu</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n</source>
        <translation>
            <numerusform>%1 / %n</numerusform>
            <numerusform>%1 / %n</numerusform>
        </translation>
    </message>
    <message>
        <source>No dealer school answers yet.</source>
        <translation>Ei vielä jakajakoulun vastauksia.</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Finnish 27</source>
        <translation>Finnish 27</translation>
    </message>
    <message>
        <source>Finnish 27 and Blackjack at a felt table.</source>
        <translation>Finnish 27 ja Blackjack verkapöydän ääressä.</translation>
    </message>
    <message>
        <source>A preset id or a rule file.</source>
        <translation>Esiasetuksen tunnus tai sääntötiedosto.</translation>
    </message>
    <message>
        <source>Seats at the table, 1 to 7.</source>
        <translation>Pöydän paikat, 1–7.</translation>
    </message>
    <message>
        <source>Render a seeded round to FILE.png and exit.</source>
        <translation>Piirrä siemenluvulla jaettu kierros tiedostoon FILE.png ja lopeta.</translation>
    </message>
    <message>
        <source>Window size for --screenshot.</source>
        <translation>Ikkunan koko valitsimelle --screenshot.</translation>
    </message>
    <message>
        <source>Print the time to the first frame and the resident memory, then exit.</source>
        <translation>Tulosta aika ensimmäiseen ruutuun ja fyysisen muistin käyttö, sitten lopeta.</translation>
    </message>
    <message>
        <source>required, but missing</source>
        <translation>pakollinen, mutta puuttuu</translation>
    </message>
    <message>
        <source>For --screenshot: strategy hints on.</source>
        <translation>Valitsimelle --screenshot: strategiavihjeet päälle.</translation>
    </message>
    <message>
        <source>The language of the table: en or fi.</source>
        <translation>Pöydän kieli: en tai fi.</translation>
    </message>
    <message>
        <source>For --screenshot with --panel rules: run the rule editor&apos;s simulation (1 million rounds) first.</source>
        <translation>Kuvakaappaukselle (--screenshot) sääntöpaneelin kanssa (--panel rules): aja ensin sääntöeditorin simulointi (miljoona kierrosta).</translation>
    </message>
    <message>
        <source>The game on show: banking, seven27 (Seven Twenty-Seven; its --screenshot phases: deal, betting or showdown) or school (the dealer school).</source>
        <translation>Näytettävä peli: banking (pankkipelit), seven27 (Seitsemän–kaksikymmentäseitsemän; sen --screenshot-vaiheet: deal, betting tai showdown) tai school (jakajakoulu).</translation>
    </message>
    <message>
        <source>For --screenshot with --game school: procedure (run the table; phases start, deal, forced, payout or over) or spot (spot the error; phases watch, catch or over).</source>
        <translation>Valitsimelle --screenshot yhdessä valitsimen --game school kanssa: procedure (hoida pöytää; vaiheet start, deal, forced, payout tai over) tai spot (löydä virhe; vaiheet watch, catch tai over).</translation>
    </message>
    <message>
        <source>finnish27: --size must be WIDTHxHEIGHT from %1x%2 to %3x%3 (got &quot;%4&quot;)</source>
        <translation>finnish27: --size on oltava LEVEYSxKORKEUS väliltä %1x%2–%3x%3 (annettu &quot;%4&quot;)</translation>
    </message>
    <message>
        <source>finnish27: --seats must be a whole number from 1 to %1 (got &quot;%2&quot;)</source>
        <translation>finnish27: --seats on oltava kokonaisluku väliltä 1–%1 (annettu &quot;%2&quot;)</translation>
    </message>
    <message>
        <source>For --screenshot: the high-contrast colours.</source>
        <translation>--screenshot-valitsimen kanssa: suuren kontrastin värit.</translation>
    </message>
    <message>
        <source>For --screenshot: the card theme (default, contrast, classic or an installed theme&apos;s id).</source>
        <translation>Valitsimelle --screenshot: korttiteema (default, contrast, classic tai asennetun teeman tunnus).</translation>
    </message>
    <message>
        <source>For --screenshot: list the buttons, fields and cards on the screen that have no accessible name and the steps where Tab goes against reading order, and exit with 3 if there is any.</source>
        <translation>--screenshot-valitsimen kanssa: luettele näytön painikkeet, kentät ja kortit, joilla ei ole saavutettavaa nimeä, sekä kohdat, joissa sarkain siirtyy lukujärjestystä vastaan, ja lopeta koodilla 3, jos niitä on.</translation>
    </message>
    <message>
        <source>Round phase for --screenshot: deal, decision, settled or broke (out of money).</source>
        <translation>Kierroksen vaihe --screenshot-valitsimelle: deal, decision, settled tai broke (rahat loppu).</translation>
    </message>
    <message>
        <source>Play ROUNDS rounds with hints on and the rule editor open, print the resident memory every 100 rounds, then exit.</source>
        <translation>Pelaa ROUNDS kierrosta vihjeet päällä ja sääntöeditori auki, tulosta muistinkäyttö 100 kierroksen välein ja lopeta.</translation>
    </message>
    <message>
        <source>For --screenshot: open fairness, settings, stats, rules, history or progress (these two with a generated history), the strategy school&apos;s chart, drill or yours (after a seeded drill), help, or one rule&apos;s text (rule:ID).</source>
        <translation>Valinnalle --screenshot: avaa fairness, settings, stats, rules, history tai progress (kaksi viimeistä luodulla historialla), strategiakoulun chart, drill tai yours (siemennetyn harjoituksen jälkeen), help tai yhden säännön teksti (rule:TUNNUS).</translation>
    </message>
    <message>
        <source>For --screenshot: list the parts of the screen that cover each other (seats, banners, name plates), and exit with 4 if any do.</source>
        <translation>--screenshot-valitsimen kanssa: luettele näytön osat, jotka peittävät toisiaan (paikat, ilmoitukset, nimikyltit), ja lopeta koodilla 4, jos niitä on.</translation>
    </message>
</context>
<context>
    <name>RecallFelt</name>
    <message>
        <source>DEALER</source>
        <translation>JAKAJA</translation>
    </message>
</context>
<context>
    <name>RoundRecall</name>
    <message>
        <source>%1 · %2 · bet %3 · result %4</source>
        <translation>%1 · %2 · panos %3 · tulos %4</translation>
    </message>
    <message>
        <source>No what-if: %1</source>
        <translation>Ei entä jos -tarkastelua: %1</translation>
    </message>
    <message>
        <source>Had you chosen %1 instead of %2:</source>
        <translation>Jos valintasi olisi ollut %1 eikä %2:</translation>
    </message>
    <message>
        <source>the cards drawn: %1.</source>
        <translation>nostetut kortit: %1.</translation>
    </message>
    <message>
        <source>Your result: %1 instead of %2.</source>
        <translation>Tuloksesi: %1 eikä %2.</translation>
    </message>
</context>
<context>
    <name>RuleEditor</name>
    <message>
        <source>any hand</source>
        <translation>kaikki</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>kova</translation>
    </message>
    <message>
        <source>soft</source>
        <translation>pehmeä</translation>
    </message>
    <message>
        <source>push</source>
        <translation>tasapeli</translation>
    </message>
    <message>
        <source>the player wins</source>
        <translation>pelaaja voittaa</translation>
    </message>
    <message>
        <source>the dealer wins</source>
        <translation>jakaja voittaa</translation>
    </message>
    <message>
        <source>must hit</source>
        <translation>pakko ottaa</translation>
    </message>
    <message>
        <source>Open a rule file</source>
        <translation>Avaa sääntötiedosto</translation>
    </message>
    <message>
        <source>Rule files (*.json)</source>
        <translation>Sääntötiedostot (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Kaikki tiedostot (*)</translation>
    </message>
    <message>
        <source>Save the rules to play them</source>
        <translation>Tallenna säännöt pelataksesi niillä</translation>
    </message>
    <message>
        <source>Save the rules</source>
        <translation>Tallenna säännöt</translation>
    </message>
    <message>
        <source>Discard your changes?</source>
        <translation>Hylätäänkö muutokset?</translation>
    </message>
    <message>
        <source>The rules you are editing have unsaved changes.
Save them first with “Save as…”, or discard them.</source>
        <translation>Muokkaamissasi säännöissä on tallentamattomia muutoksia.
Tallenna ne ensin valinnalla ”Tallenna nimellä…” tai hylkää ne.</translation>
    </message>
    <message>
        <source>No rule file was given.</source>
        <translation>Sääntötiedostoa ei annettu.</translation>
    </message>
    <message>
        <source>the rules cannot be read</source>
        <translation>sääntöjä ei voi lukea</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a field path</source>
        <translation>”%1” ei ole kenttäpolku</translation>
    </message>
    <message>
        <source>%1: cannot hold the value %2</source>
        <translation>%1: ei voi saada arvoa %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a field of these rules</source>
        <translation>”%1” ei ole näiden sääntöjen kenttä</translation>
    </message>
    <message>
        <source>Bonus %1</source>
        <translation>Bonus %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a list of these rules</source>
        <translation>”%1” ei ole näiden sääntöjen luettelo</translation>
    </message>
    <message>
        <source>%1 has no entry %2</source>
        <translation>%1: alkiota %2 ei ole</translation>
    </message>
    <message>
        <source>%1 has no entries %2 and %3</source>
        <translation>%1: alkioita %2 ja %3 ei ole</translation>
    </message>
    <message>
        <source>must stand</source>
        <translation>pakko jäädä</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>the rule file must be a JSON object</source>
        <translation>sääntötiedoston on oltava JSON-objekti</translation>
    </message>
    <message>
        <source>Not saved: these rules have a problem to fix first (%1).</source>
        <translation>Ei tallennettu: säännöissä on ensin korjattava ongelma (%1).</translation>
    </message>
    <message>
        <source>Not saved: these rules have %1 problems to fix first; the first is %2.</source>
        <translation>Ei tallennettu: säännöissä on %1 korjattavaa ongelmaa; ensimmäinen on %2.</translation>
    </message>
    <message>
        <source>Not saved: no file name was given.</source>
        <translation>Ei tallennettu: tiedostonimeä ei annettu.</translation>
    </message>
    <message>
        <source>Not saved: the built-in presets cannot be changed; save a copy.</source>
        <translation>Ei tallennettu: sisäänrakennettuja esiasetuksia ei voi muuttaa; tallenna kopio.</translation>
    </message>
    <message>
        <source>Not saved: %1 is a folder.</source>
        <translation>Ei tallennettu: %1 on kansio.</translation>
    </message>
    <message>
        <source>Not saved: cannot write %1 (%2).</source>
        <translation>Ei tallennettu: tiedostoon %1 ei voi kirjoittaa (%2).</translation>
    </message>
    <message>
        <source>Not saved: writing %1 failed (%2); the file is unchanged.</source>
        <translation>Ei tallennettu: tiedoston %1 kirjoittaminen epäonnistui (%2); tiedosto on ennallaan.</translation>
    </message>
</context>
<context>
    <name>RuleEditorAnalysis</name>
    <message>
        <source>House edge, bet on the player hand:</source>
        <translation>Talon etu, panos pelaajan käteen:</translation>
    </message>
    <message>
        <source>House edge, optimal play:</source>
        <translation>Talon etu, optimaalinen peli:</translation>
    </message>
    <message>
        <source>Exact, per unit staked on the player hand, both hands played by their fixed strategies (nobody decides), dealt from a full shoe.</source>
        <translation>Tarkka, panosyksikköä kohden pelaajan käteen, molemmat kädet pelataan kiinteillä strategioilla (kukaan ei päätä), täydestä kengästä jaettuna.</translation>
    </message>
    <message>
        <source>Exact, for one seat playing every decision best with the cards seen (composition-dependent), dealt from a full shoe; insurance included.</source>
        <translation>Tarkka arvo yhdelle paikalle, joka tekee jokaisen päätöksen parhaalla tavalla nähtyjen korttien perusteella (koostumusriippuvainen), täydestä kengästä jaettuna; vakuutus mukaan lukien.</translation>
    </message>
    <message>
        <source>The exact analysis of every initial deal: a few seconds for the presets, longer for some custom rule sets. It stops when you change the rules or close the editor.</source>
        <translation>Jokaisen aloitusjaon tarkka analyysi: valmiilla säännöillä muutama sekunti, joillakin omilla sääntökokoelmilla kauemmin. Se pysähtyy, kun muutat sääntöjä tai suljet editorin.</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>other bets:</source>
        <translation>muut panokset:</translation>
    </message>
    <message>
        <source>basic strategy:</source>
        <translation>perusstrategia:</translation>
    </message>
    <message>
        <source>The exact house edge of the bets on the dealer hand and on a stalemate, per unit staked (finnish27-cli analyze gives all three).</source>
        <translation>Jakajan käteen ja tasapeliin lyötyjen panosten tarkka talon etu panosyksikköä kohden (finnish27-cli analyze antaa kaikki kolme).</translation>
    </message>
    <message>
        <source>The exact house edge when every hand is played by the basic-strategy chart: the one shipped for a preset, or for changed rules one derived from the exact analysis after the optimal edge (finnish27-cli chart shows a chart).</source>
        <translation>Tarkka talon etu, kun jokainen käsi pelataan perusstrategiataulukon mukaan: valmiiksi mukana tulevan taulukon mukaan, tai muutetuille säännöille tarkasta analyysistä optimaalisen edun jälkeen johdetun taulukon mukaan (finnish27-cli chart näyttää taulukon).</translation>
    </message>
    <message>
        <source>Simulated, bet on the player hand:</source>
        <translation>Simuloitu, panos pelaajan käteen:</translation>
    </message>
    <message>
        <source>Simulated, basic strategy:</source>
        <translation>Simuloitu, perusstrategia:</translation>
    </message>
    <message>
        <source>The house edge estimated by playing rounds: one seat, dealt as these rules deal (cut card included), with one standard error. Seed 1, so the same rules give the same figure. Where the exact analysis does not cover the rules, it is the one figure.</source>
        <translation>Talon etu arvioituna pelaamalla kierroksia: yksi paikka, jaettuna näiden sääntöjen mukaan (leikkauskortti mukaan lukien), yhden keskivirheen kanssa. Siemen 1, joten samat säännöt antavat saman luvun. Kun tarkka analyysi ei kata sääntöjä, tämä on ainoa luku.</translation>
    </message>
    <message>
        <source>1 million rounds</source>
        <translation>miljoona kierrosta</translation>
    </message>
    <message>
        <source>10 million rounds</source>
        <translation>10 miljoonaa kierrosta</translation>
    </message>
    <message>
        <source>100 million rounds</source>
        <translation>100 miljoonaa kierrosta</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Pysäytä</translation>
    </message>
    <message>
        <source>Simulate</source>
        <translation>Simuloi</translation>
    </message>
</context>
<context>
    <name>RuleEditorBonuses</name>
    <message>
        <source>Bonuses</source>
        <translation>Bonukset</translation>
    </message>
    <message>
        <source>Paid only when the hand wins, every bonus whose conditions all hold for the final hand (F-16). Ranks: the hand is exactly these ranks in any order, e.g. “A&#xa0;K” or “9&#xa0;9&#xa0;9”.</source>
        <translation>Maksetaan vain, kun käsi voittaa: jokainen bonus, jonka kaikki ehdot täyttyvät lopullisessa kädessä (F-16). Arvot: käsi koostuu täsmälleen näistä arvoista missä tahansa järjestyksessä, esim. ”A&#xa0;K” tai ”9&#xa0;9&#xa0;9”.</translation>
    </message>
    <message>
        <source>pays %1 table minimums</source>
        <translation>maksaa %1 pöytäminimiä</translation>
    </message>
    <message>
        <source>pays %1 to 1</source>
        <translation>maksaa %1:1</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nimi</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Tunnus</translation>
    </message>
    <message>
        <source>Ranks</source>
        <translation>Arvot</translation>
    </message>
    <message>
        <source>any</source>
        <translation>kaikki</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Kortit</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summa</translation>
    </message>
    <message>
        <source>Pays in</source>
        <translation>Maksetaan</translation>
    </message>
    <message>
        <source>odds (× wager)</source>
        <translation>kertoimena</translation>
    </message>
    <message>
        <source>table minimums</source>
        <translation>pöytäminimeinä</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Määrä</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Sääntö</translation>
    </message>
    <message>
        <source>Add bonus</source>
        <translation>Lisää bonus</translation>
    </message>
    <message>
        <source>Rule (for bonuses without one)</source>
        <translation>Sääntö (bonuksille ilman omaa)</translation>
    </message>
</context>
<context>
    <name>RuleEditorDeal</name>
    <message>
        <source>Deal and naturals</source>
        <translation>Jako ja luonnolliset kädet</translation>
    </message>
    <message>
        <source>The dealer&apos;s first two cards, and which two-card hands are naturals, what they pay and who wins when both have one.</source>
        <translation>Jakajan kaksi ensimmäistä korttia sekä mitkä kahden kortin kädet ovat luonnollisia, mitä ne maksavat ja kuka voittaa, kun molemmilla on sellainen.</translation>
    </message>
    <message>
        <source>Dealer&apos;s initial cards</source>
        <translation>Jakajan aloituskortit</translation>
    </message>
    <message>
        <source>hole card first, then an up-card</source>
        <translation>ensin piilokortti, sitten näkyvä kortti</translation>
    </message>
    <message>
        <source>up-card first, then a hole card</source>
        <translation>ensin näkyvä kortti, sitten piilokortti</translation>
    </message>
    <message>
        <source>both face up</source>
        <translation>molemmat kuvapuoli ylöspäin</translation>
    </message>
    <message>
        <source>one up-card only</source>
        <translation>vain yksi näkyvä kortti</translation>
    </message>
    <message>
        <source>Deal rule</source>
        <translation>Jakosääntö</translation>
    </message>
    <message>
        <source>Hole-card rule</source>
        <translation>Piilokorttisääntö</translation>
    </message>
    <message>
        <source>Naturals</source>
        <translation>Luonnolliset kädet</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ei mitään</translation>
    </message>
    <message>
        <source>listed pairs of ranks</source>
        <translation>luetellut arvoparit</translation>
    </message>
    <message>
        <source>any two cards making the target</source>
        <translation>kaksi korttia tavoitesummaan</translation>
    </message>
    <message>
        <source>Pays (× wager)</source>
        <translation>Maksaa (× panos)</translation>
    </message>
    <message>
        <source>When both have one</source>
        <translation>Kun molemmilla on</translation>
    </message>
    <message>
        <source>Dealer checks for a natural at once</source>
        <translation>Jakaja tarkistaa luonnollisen käden heti</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Sääntö</translation>
    </message>
    <message>
        <source>Natural pairs</source>
        <translation>Luonnolliset parit</translation>
    </message>
    <message>
        <source>Remove this pair</source>
        <translation>Poista tämä pari</translation>
    </message>
    <message>
        <source>Add pair</source>
        <translation>Lisää pari</translation>
    </message>
</context>
<context>
    <name>RuleEditorDealer</name>
    <message>
        <source>Dealer strategy</source>
        <translation>Jakajan strategia</translation>
    </message>
    <message>
        <source>The first row that matches the dealer&apos;s hand decides: hit while the total is below its value. No matching row: stand (F-12).</source>
        <translation>Ensimmäinen jakajan kättä vastaava rivi ratkaisee: jakaja ottaa kortin, kun summa on alle rivin arvon. Jos mikään rivi ei vastaa, jakaja jää (F-12).</translation>
    </message>
    <message>
        <source>Rule (for rows without one)</source>
        <translation>Sääntö (riveille ilman omaa)</translation>
    </message>
</context>
<context>
    <name>RuleEditorFile</name>
    <message>
        <source>Rule file</source>
        <translation>Sääntötiedosto</translation>
    </message>
    <message>
        <source>Rule file (as edited, not valid yet)</source>
        <translation>Sääntötiedosto (muokattuna, ei vielä kelvollinen)</translation>
    </message>
    <message>
        <source>Apply text</source>
        <translation>Käytä tekstiä</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>Palauta</translation>
    </message>
</context>
<context>
    <name>RuleEditorForced</name>
    <message>
        <source>Forced plays</source>
        <translation>Pakotetut siirrot</translation>
    </message>
    <message>
        <source>Checked in order before every player decision; the first that holds is played without asking (F-11). Every condition given must hold; empty means any.</source>
        <translation>Tarkistetaan järjestyksessä ennen jokaista pelaajan päätöstä; ensimmäinen voimassa oleva pelataan kysymättä (F-11). Jokaisen annetun ehdon on täytyttävä; tyhjä tarkoittaa mitä tahansa.</translation>
    </message>
    <message>
        <source>Must</source>
        <translation>Pakko</translation>
    </message>
    <message>
        <source>hit</source>
        <translation>ottaa</translation>
    </message>
    <message>
        <source>stand</source>
        <translation>jäädä</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Käsi</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summa</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Kortit</translation>
    </message>
    <message>
        <source>Dealer&apos;s hand</source>
        <translation>Jakajan käsi</translation>
    </message>
    <message>
        <source>any</source>
        <translation>kaikki</translation>
    </message>
    <message>
        <source>must hit</source>
        <translation>pakko ottaa</translation>
    </message>
    <message>
        <source>will stand</source>
        <translation>jää</translation>
    </message>
    <message>
        <source>Dealer shows</source>
        <translation>Jakajalla näkyy</translation>
    </message>
    <message>
        <source>Total vs. dealer</source>
        <translation>Summa vs. jakaja</translation>
    </message>
    <message>
        <source>below</source>
        <translation>alle</translation>
    </message>
    <message>
        <source>at or below</source>
        <translation>enintään</translation>
    </message>
    <message>
        <source>equal</source>
        <translation>sama</translation>
    </message>
    <message>
        <source>at or above</source>
        <translation>vähintään</translation>
    </message>
    <message>
        <source>above</source>
        <translation>yli</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Sääntö</translation>
    </message>
    <message>
        <source>Add forced play</source>
        <translation>Lisää pakotettu siirto</translation>
    </message>
</context>
<context>
    <name>RuleEditorGeneral</name>
    <message>
        <source>Name and family</source>
        <translation>Nimi ja peliperhe</translation>
    </message>
    <message>
        <source>The family decides which general rules stand in for rule IDs left empty (F-… for Finnish 27, B-… for blackjack).</source>
        <translation>Peliperhe ratkaisee, mitkä yleiset säännöt pätevät tyhjiksi jätettyjen sääntötunnusten sijaan (F-… Finnish 27:lle, B-… blackjackille).</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nimi</translation>
    </message>
    <message>
        <source>Id (letters, digits, - _ .)</source>
        <translation>Tunnus (kirjaimet, numerot, - _ .)</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>Peliperhe</translation>
    </message>
    <message>
        <source>Finnish 27</source>
        <translation>Finnish 27</translation>
    </message>
    <message>
        <source>Blackjack</source>
        <translation>Blackjack</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Kuvaus</translation>
    </message>
    <message>
        <source>Tip: these rules differ from the preset “%1”; give them their own id and name, so that the table tells them apart.</source>
        <translation>Vinkki: nämä säännöt poikkeavat esiasetuksesta ”%1”; anna niille oma tunnus ja nimi, jotta pöytä erottaa ne toisistaan.</translation>
    </message>
</context>
<context>
    <name>RuleEditorHeader</name>
    <message>
        <source>Rule editor</source>
        <translation>Sääntöeditori</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>(nimetön)</translation>
    </message>
    <message>
        <source>unsaved changes</source>
        <translation>tallentamattomia muutoksia</translation>
    </message>
    <message>
        <source>Start from</source>
        <translation>Pohjana</translation>
    </message>
    <message>
        <source>a preset…</source>
        <translation>esiasetus…</translation>
    </message>
    <message>
        <source>Open file…</source>
        <translation>Avaa tiedosto…</translation>
    </message>
    <message>
        <source>View as file</source>
        <translation>Näytä tiedostona</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Tallenna nimellä…</translation>
    </message>
    <message>
        <source>Fix the problems first</source>
        <translation>Korjaa ensin ongelmat</translation>
    </message>
    <message>
        <source>Play these rules</source>
        <translation>Pelaa näillä säännöillä</translation>
    </message>
    <message>
        <source>Save the rules to a file and deal with them</source>
        <translation>Tallenna säännöt tiedostoon ja jaa niillä</translation>
    </message>
    <message>
        <source>Deal with these rules</source>
        <translation>Jaa näillä säännöillä</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sulje</translation>
    </message>
</context>
<context>
    <name>RuleEditorInsurance</name>
    <message>
        <source>Insurance</source>
        <translation>Vakuutus</translation>
    </message>
    <message>
        <source>A side bet offered on the listed dealer up-cards; it costs the price × wager and pays the payout × its stake when the dealer holds a natural.</source>
        <translation>Sivupanos, jota tarjotaan luetelluilla jakajan näkyvillä korteilla. Sen hinta on hinta × panos, ja kun jakajalla on luonnollinen käsi, se maksaa kertoimen × oman panoksensa.</translation>
    </message>
    <message>
        <source>Insurance is offered</source>
        <translation>Vakuutusta tarjotaan</translation>
    </message>
    <message>
        <source>On the dealer&apos;s up-cards</source>
        <translation>Jakajan näkyvillä korteilla</translation>
    </message>
    <message>
        <source>Price (× wager)</source>
        <translation>Hinta (× panos)</translation>
    </message>
    <message>
        <source>Pays (× its stake)</source>
        <translation>Maksaa (× oma panos)</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Sääntö</translation>
    </message>
</context>
<context>
    <name>RuleEditorOptions</name>
    <message>
        <source>Player options</source>
        <translation>Pelaajan vaihtoehdot</translation>
    </message>
    <message>
        <source>The card limit, and when the player may double down (F-18), split (F-17) or surrender (F-15).</source>
        <translation>Korttiraja sekä milloin pelaaja saa tuplata (F-18), jakaa käden (F-17) tai luovuttaa (F-15).</translation>
    </message>
    <message>
        <source>Most cards in a hand</source>
        <translation>Kortteja kädessä enintään</translation>
    </message>
    <message>
        <source>0: no limit</source>
        <translation>0: ei rajaa</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Sääntö</translation>
    </message>
    <message>
        <source>Double down</source>
        <translation>Tuplaus</translation>
    </message>
    <message>
        <source>Allowed</source>
        <translation>Sallittu</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Kädet</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>Summat</translation>
    </message>
    <message>
        <source>First two cards only</source>
        <translation>Vain kahdella ensimmäisellä kortilla</translation>
    </message>
    <message>
        <source>After a split</source>
        <translation>Käden jakamisen jälkeen</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Käden jakaminen</translation>
    </message>
    <message>
        <source>Equal value (K+Q) counts as a pair</source>
        <translation>Sama pistearvo (K+Q) käy pariksi</translation>
    </message>
    <message>
        <source>Most hands</source>
        <translation>Käsiä enintään</translation>
    </message>
    <message>
        <source>2: no resplit</source>
        <translation>2: ei uudelleenjakamista</translation>
    </message>
    <message>
        <source>Split Aces take one card each</source>
        <translation>Jaetut ässät saavat yhden kortin kukin</translation>
    </message>
    <message>
        <source>Two-card target after a split beats other totals</source>
        <translation>Kahden kortin tavoitesumma jakamisen jälkeen voittaa muut summat</translation>
    </message>
    <message>
        <source>Surrender</source>
        <translation>Luovutus</translation>
    </message>
    <message>
        <source>Refund (of the wager)</source>
        <translation>Palautus (panoksesta)</translation>
    </message>
</context>
<context>
    <name>RuleEditorOutcomes</name>
    <message>
        <source>Outcomes</source>
        <translation>Lopputulokset</translation>
    </message>
    <message>
        <source>Predetermined wins and losses, the five-card rule (PL-9) and who wins equally close totals (F-13, F-14). A bust always loses for the player and pays the player for the dealer.</source>
        <translation>Ennalta määrätyt voitot ja tappiot, viiden kortin sääntö (PL-9) ja kuka voittaa, kun summat ovat yhtä lähellä (F-13, F-14). Pelaajan ylitys on aina tappio ja jakajan ylitys aina pelaajan voitto.</translation>
    </message>
    <message>
        <source>A player&apos;s exact target wins at once</source>
        <translation>Pelaajan täsmällinen tavoitesumma voittaa heti</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Sääntö</translation>
    </message>
    <message>
        <source>Player bust rule</source>
        <translation>Pelaajan ylityksen sääntö</translation>
    </message>
    <message>
        <source>A dealer&apos;s exact target wins</source>
        <translation>Jakajan täsmällinen tavoitesumma voittaa</translation>
    </message>
    <message>
        <source>Dealer bust rule</source>
        <translation>Jakajan ylityksen sääntö</translation>
    </message>
    <message>
        <source>Five-card rule: poker hands decide</source>
        <translation>Viiden kortin sääntö: pokerikädet ratkaisevat</translation>
    </message>
    <message>
        <source>Qualifying hand size</source>
        <translation>Kelpaavan käden koko</translation>
    </message>
    <message>
        <source>Equally close totals</source>
        <translation>Yhtä lähellä olevat summat</translation>
    </message>
    <message>
        <source>Settlement rule</source>
        <translation>Tilityssääntö</translation>
    </message>
</context>
<context>
    <name>RuleEditorShoe</name>
    <message>
        <source>Shoe</source>
        <translation>Kenkä</translation>
    </message>
    <message>
        <source>How many decks, Jokers and which ranks the shoe holds, and where the cut card sits: the shoe is reshuffled before the first round that would start with that many cards dealt (F-1, F-2).</source>
        <translation>Montako pakkaa ja jokeria ja mitkä arvot kengässä on sekä mihin leikkauskortti asetetaan: kenkä sekoitetaan uudelleen ennen ensimmäistä kierrosta, joka alkaisi, kun näin monta korttia on jaettu (F-1, F-2).</translation>
    </message>
    <message>
        <source>Decks (1–8)</source>
        <translation>Pakat (1–8)</translation>
    </message>
    <message>
        <source>Jokers per deck (0–4)</source>
        <translation>Jokereita pakassa (0–4)</translation>
    </message>
    <message>
        <source>Cut card after</source>
        <translation>Leikkauskortin paikka</translation>
    </message>
    <message>
        <source>of %1 cards (%2% dealt)</source>
        <translation>/ %1 korttia (%2 % jaettu)</translation>
    </message>
    <message>
        <source>Card indices</source>
        <translation>Kulmamerkinnät</translation>
    </message>
    <message>
        <source>Finnish (1, 11, 12, 13)</source>
        <translation>Suomalaiset (1, 11–13)</translation>
    </message>
    <message>
        <source>Standard (A, J, Q, K)</source>
        <translation>Tavalliset (A, J, Q, K)</translation>
    </message>
    <message>
        <source>Shoe rule</source>
        <translation>Kengän sääntö</translation>
    </message>
    <message>
        <source>Reshuffle rule</source>
        <translation>Sekoitussääntö</translation>
    </message>
    <message>
        <source>Ranks taken out of every deck</source>
        <translation>Jokaisesta pakasta poistetut arvot</translation>
    </message>
    <message>
        <source>Move the cut card to %1 (the same share of the smaller shoe)</source>
        <translation>Siirrä leikkauskortti kohtaan %1 (sama osuus pienemmästä kengästä)</translation>
    </message>
</context>
<context>
    <name>RuleEditorSidebar</name>
    <message>
        <source>No problems</source>
        <translation>Ei ongelmia</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Ongelmat</translation>
    </message>
</context>
<context>
    <name>RuleEditorStatus</name>
    <message>
        <source>These rules are valid: ready to save and play.</source>
        <translation>Säännöt ovat kelvolliset: valmiina tallennettaviksi ja pelattaviksi.</translation>
    </message>
    <message>
        <source>1 problem: the field marked in red says what to fix.</source>
        <translation>1 ongelma: punaisella merkitty kenttä kertoo, mitä pitää korjata.</translation>
    </message>
    <message>
        <source>%1 problems: the fields marked in red say what to fix.</source>
        <translation>%1 ongelmaa: punaisella merkityt kentät kertovat, mitä pitää korjata.</translation>
    </message>
    <message>
        <source>Started from the preset “%1”</source>
        <translation>Pohjana esiasetus ”%1”</translation>
    </message>
    <message>
        <source>File: %1</source>
        <translation>Tiedosto: %1</translation>
    </message>
    <message>
        <source>%1 cards in the shoe</source>
        <translation>Kengässä %1 korttia</translation>
    </message>
</context>
<context>
    <name>RuleEditorValues</name>
    <message>
        <source>Card values and the Joker</source>
        <translation>Korttien arvot ja jokeri</translation>
    </message>
    <message>
        <source>Point values (F-3). An Ace counts its high value when that keeps the total at or below the target, else its low value; at most one Ace counts high.</source>
        <translation>Pistearvot (F-3). Ässä lasketaan korkeaksi, kun summa pysyy silloin enintään tavoitesummassa, muuten matalaksi; enintään yksi ässä voi olla korkea.</translation>
    </message>
    <message>
        <source>Target total</source>
        <translation>Tavoitesumma</translation>
    </message>
    <message>
        <source>Ace high value</source>
        <translation>Ässän korkea arvo</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Jokeri</translation>
    </message>
    <message>
        <source>counts 0</source>
        <translation>arvo 0</translation>
    </message>
    <message>
        <source>wild: makes the target</source>
        <translation>villi: täydentää tavoitesumman</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Sääntö</translation>
    </message>
    <message>
        <source>Point value of each rank (A: the Ace&apos;s low value)</source>
        <translation>Kunkin arvon pisteet (A: ässän matala arvo)</translation>
    </message>
</context>
<context>
    <name>RuleEditorWager</name>
    <message>
        <source>Wager mode</source>
        <translation>Panostustapa</translation>
    </message>
    <message>
        <source>Standard: the player backs his own hand. Baccarat-like: bets on the player hand, the dealer hand or a stalemate, both hands played by fixed strategies; slot: a single bet on the player hand. Nobody is consulted in those modes, so double, split, surrender and insurance must be off.</source>
        <translation>Tavallinen: pelaaja panostaa omaan käteensä. Baccarat-tyyppinen: panos pelaajan käteen, jakajan käteen tai tasapeliin, ja molemmat kädet pelataan kiinteillä strategioilla; kolikkopeli: yksi panos pelaajan käteen. Näissä tavoissa keneltäkään ei kysytä, joten tuplauksen, käden jakamisen, luovutuksen ja vakuutuksen on oltava pois käytöstä.</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Tapa</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>tavallinen</translation>
    </message>
    <message>
        <source>baccarat-like</source>
        <translation>baccarat-tyyppinen</translation>
    </message>
    <message>
        <source>slot</source>
        <translation>kolikkopeli</translation>
    </message>
    <message>
        <source>Player bet pays</source>
        <translation>Pelaajapanos maksaa</translation>
    </message>
    <message>
        <source>Dealer bet pays</source>
        <translation>Jakajapanos maksaa</translation>
    </message>
    <message>
        <source>Stalemate bet pays</source>
        <translation>Tasapelipanos maksaa</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Sääntö</translation>
    </message>
    <message>
        <source>The player hand&apos;s strategy (after the forced plays)</source>
        <translation>Pelaajan käden strategia (pakotettujen siirtojen jälkeen)</translation>
    </message>
    <message>
        <source>Rule (for rows without one)</source>
        <translation>Sääntö (riveille ilman omaa)</translation>
    </message>
</context>
<context>
    <name>RuleField</name>
    <message>
        <source>any</source>
        <translation>kaikki</translation>
    </message>
    <message>
        <source>general</source>
        <translation>yleinen</translation>
    </message>
    <message>
        <source>Jkr</source>
        <translation>Jok</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Jokeri</translation>
    </message>
    <message>
        <source>%1, at least</source>
        <translation>%1, vähintään</translation>
    </message>
    <message>
        <source>%1, at most</source>
        <translation>%1, enintään</translation>
    </message>
</context>
<context>
    <name>RuleHelp</name>
    <message>
        <source>en</source>
        <comment>the language code of the rules reference in this language</comment>
        <translation>fi</translation>
    </message>
    <message>
        <source>Aim:</source>
        <translation>Tavoite:</translation>
    </message>
    <message>
        <source>win the pot, or half of it: at the showdown the hand nearest 7 takes one half and the hand nearest 27 the other (S-6). Face cards count ½, an Ace 1 or 11, both at once if it helps (S-1).</source>
        <translation>voita potti tai puolet siitä: näytössä 7:ää lähimpänä oleva käsi saa toisen puolen ja 27:ää lähimpänä oleva toisen (S-6). Kuvakortit ovat ½, ässä 1 tai 11, tarvittaessa molempia yhtä aikaa (S-1).</translation>
    </message>
    <message>
        <source>A game:</source>
        <translation>Peli:</translation>
    </message>
    <message>
        <source>Ending:</source>
        <translation>Loppu:</translation>
    </message>
    <message>
        <source>when nobody takes a card the hands are shown (S-5). What &quot;nearest&quot; means is the table&apos;s choice, shown with its limits (S-7). If all but one fold, that player takes the pot.</source>
        <translation>kun kukaan ei ota korttia, kädet näytetään (S-5). Mitä &quot;lähimpänä&quot; tarkoittaa, on pöydän valinta, joka näytetään rajojen kanssa (S-7). Jos kaikki paitsi yksi luovuttavat, tämä pelaaja saa potin.</translation>
    </message>
    <message>
        <source>beat the dealer&apos;s hand without going over 21 (B-11). Cards count their rank, faces 10, an Ace 11 unless that busts you (B-2).</source>
        <translation>voita jakajan käsi menemättä yli 21:n (B-11). Kortit ovat arvonsa mukaisia, kuvakortit 10, ässä 11, ellei käsi sillä mene yli (B-2).</translation>
    </message>
    <message>
        <source>A round:</source>
        <translation>Kierros:</translation>
    </message>
    <message>
        <source>choose a bet with the chips and press Deal. You get two cards face up, the dealer one up and one down (B-3). With an Ace up you may insure (B-5); the dealer then checks for blackjack.</source>
        <translation>valitse panos pelimerkeillä ja paina Pelaa. Saat kaksi korttia kuvapuoli ylöspäin, jakaja yhden ylöspäin ja yhden alaspäin (B-3). Kun avokortti on ässä, voit vakuuttaa (B-5); sitten jakaja katsoo, onko sillä blackjack.</translation>
    </message>
    <message>
        <source>Your turn:</source>
        <translation>Sinun vuorosi:</translation>
    </message>
    <message>
        <source>Hit or Stand (B-6); Double on 9, 10 or 11 (B-7), Split a pair (B-9), or Surrender half the bet (B-8), where the rules allow it and the table offers the button.</source>
        <translation>Ota kortti tai Jää (B-6); Tuplaa 9:llä, 10:llä tai 11:llä (B-7), Jaa pari (B-9) tai Luovuta puolet panoksesta (B-8), kun säännöt sallivat sen ja pöydässä on sen painike.</translation>
    </message>
    <message>
        <source>Winning:</source>
        <translation>Voitto:</translation>
    </message>
    <message>
        <source>Fair shoe:</source>
        <translation>Reilu kenkä:</translation>
    </message>
    <message>
        <source>the shoe&apos;s digest is shown before you play and its key after it, so you can check the order (P-1 to P-3).</source>
        <translation>kengän tiiviste näytetään ennen peliä ja sen avain pelin jälkeen, joten voit tarkistaa järjestyksen (P-1, P-2 ja P-3).</translation>
    </message>
    <message>
        <source>finish closer to 27 than the dealer without going over (F-13). 2–10 count their rank, J 11, Q 12, K 13, a Joker 0; an Ace 14 while that keeps the hand at 27 or under, else 1 (F-3). A hand with an Ace counted 14 is soft (F-4).</source>
        <translation>päädy lähemmäs 27:ää kuin jakaja menemättä yli (F-13). 2–10 ovat arvonsa mukaisia, J 11, Q 12, K 13, jokeri 0; ässä 14, kun käsi pysyy silloin enintään 27:ssä, muuten 1 (F-3). Käsi, jossa ässä on 14, on pehmeä (F-4).</translation>
    </message>
    <message>
        <source>choose a bet with the chips and press Deal. You get two cards face up; the dealer gets a hole card face down and an up-card (PL-2). With an Ace up you are offered insurance (PL-3).</source>
        <translation>valitse panos pelimerkeillä ja paina Pelaa. Saat kaksi korttia kuvapuoli ylöspäin; jakaja saa piilokortin kuvapuoli alaspäin ja avokortin (PL-2). Kun avokortti on ässä, sinulle tarjotaan vakuutusta (PL-3).</translation>
    </message>
    <message>
        <source>choose a bet with the chips and press Deal. You and the dealer both get two cards face up (T-2): you see the whole dealer hand while you play.</source>
        <translation>valitse panos pelimerkeillä ja paina Pelaa. Sinä ja jakaja saatte kumpikin kaksi korttia kuvapuoli ylöspäin (T-2): näet koko jakajan käden pelatessasi.</translation>
    </message>
    <message>
        <source>choose a bet with the chips and press Deal; the rule set decides how the cards are dealt (F-10). In the baccarat-like and slot modes you pick the hand you back on the felt, and both hands play by fixed strategies.</source>
        <translation>valitse panos pelimerkeillä ja paina Pelaa; sääntökokoelma määrää, miten kortit jaetaan (F-10). Baccarat-tyyppisessä ja kolikkopelitilassa valitset pöydältä käden, johon panostat, ja molemmat kädet pelataan kiinteillä strategioilla.</translation>
    </message>
    <message>
        <source>the table plays forced moves for you and names the rule (PL-5); otherwise you choose Hit or Stand.</source>
        <translation>pöytä pelaa pakotetut pelit puolestasi ja nimeää säännön (PL-5); muuten valitset Ota kortti tai Jää.</translation>
    </message>
    <message>
        <source>forced moves depend on the dealer&apos;s visible hand (T-4); otherwise you choose Hit or Stand.</source>
        <translation>pakotetut pelit riippuvat jakajan näkyvästä kädestä (T-4); muuten valitset Ota kortti tai Jää.</translation>
    </message>
    <message>
        <source>the table plays the rule set&apos;s forced moves for you and names the rule (F-11); otherwise you choose from the operations it allows.</source>
        <translation>pöytä pelaa sääntökokoelman pakotetut pelit puolestasi ja nimeää säännön (F-11); muuten valitset sen sallimista toiminnoista.</translation>
    </message>
    <message>
        <source>a Finnish 27 wins at once unless the dealer has one too (T-3). The dealer hits hard below 21 and soft below 24 (T-6); otherwise the closer total wins (T-7).</source>
        <translation>Finnish 27 voittaa heti, ellei jakajallakin ole sellaista (T-3). Jakaja ottaa kortin kovalla alle 21:n ja pehmeällä alle 24:n (T-6); muuten lähempänä oleva summa voittaa (T-7).</translation>
    </message>
    <message>
        <source>the dealer plays its fixed strategy (F-12); the closer total wins (F-13), and the rule set&apos;s bonus table pays on top (F-16). Rules… shows every option of this rule set and its house edge.</source>
        <translation>jakaja pelaa kiinteällä strategiallaan (F-12); lähempänä oleva summa voittaa (F-13), ja sääntökokoelman bonustaulukko maksaa lisäksi (F-16). Säännöt… näyttää tämän sääntökokoelman jokaisen vaihtoehdon ja talon edun.</translation>
    </message>
    <message>
        <source>In the app:</source>
        <translation>Sovelluksessa:</translation>
    </message>
    <message>
        <source>the hint panel gives the exact value of every option; click a rule&apos;s ID in the log or a banner to read the rule.</source>
        <translation>vihjepaneeli antaa jokaisen vaihtoehdon tarkan arvon; napsauta säännön tunnusta lokissa tai ilmoituksessa lukeaksesi säännön.</translation>
    </message>
    <message>
        <source>everyone antes; you get a card face up and one face down (S-2). In turn each player may take a card face down (S-3, S-5), then bets as in poker: pass or bet, then fold, call or raise (S-4).</source>
        <translation>jokainen maksaa anten; saat yhden kortin kuvapuoli ylöspäin ja yhden alaspäin (S-2). Vuorollaan kukin voi ottaa kortin kuvapuoli alaspäin (S-3, S-5), ja sitten panostetaan kuten pokerissa: passaa tai panosta, sitten kippaa, maksa tai korota (S-4).</translation>
    </message>
    <message>
        <source>the dealer draws to 17 and hits soft 17 (B-10). An Ace and a ten-value card dealt to you is a blackjack and pays 3:2 (B-4, B-12).</source>
        <translation>jakaja ottaa kortteja 17:ään asti ja ottaa myös pehmeällä 17:llä (B-10). Sinulle jaettu ässä ja kymmenen arvoinen kortti on blackjack ja maksaa 3:2 (B-4, B-12).</translation>
    </message>
    <message>
        <source>beat the dealer&apos;s hand without going over its target (B-11), as in Blackjack; this rule set chooses the values, the payouts and the options.</source>
        <translation>voita jakajan käsi menemättä yli tavoitteen (B-11), kuten Blackjackissa; tämä sääntökokoelma valitsee arvot, maksut ja vaihtoehdot.</translation>
    </message>
    <message>
        <source>choose a bet with the chips and press Deal. The buttons offer what this rule set allows at each decision: hit and stand, and where it allows them double, split, surrender and insurance.</source>
        <translation>valitse panos pelimerkeillä ja paina Pelaa. Painikkeet tarjoavat jokaisessa päätöksessä sen, minkä tämä sääntökokoelma sallii: kortin ja jäämisen sekä, missä se ne sallii, tuplauksen, käden jakamisen, luovutuksen ja vakuutuksen.</translation>
    </message>
    <message>
        <source>the dealer plays the rule set&apos;s fixed strategy; what a blackjack and insurance pay is the rule set&apos;s. Rules… shows every option of this rule set and its house edge.</source>
        <translation>jakaja pelaa sääntökokoelman kiinteällä strategialla; blackjackin ja vakuutuksen maksut ovat sääntökokoelman. Säännöt… näyttää tämän sääntökokoelman jokaisen vaihtoehdon ja talon edun.</translation>
    </message>
    <message>
        <source>an Ace and a King dealt to you (a Finnish 27) wins at once (PL-4); exactly 27 wins and over 27 loses (PL-6). The dealer draws by fixed rules (PL-7). Below a dealer&apos;s 27, a five-card hand beats a shorter one and two five-card hands compare as poker hands (PL-9); otherwise the closer total wins (PL-10). Bonuses pay on top (PL-12).</source>
        <translation>sinulle jaettu ässä ja kuningas (Finnish 27) voittaa heti (PL-4); täsmälleen 27 voittaa ja yli 27 häviää (PL-6). Jakaja ottaa kortteja kiinteiden sääntöjen mukaan (PL-7). Kun jakajalla on alle 27, viiden kortin käsi voittaa lyhyemmän, ja kahta viiden kortin kättä verrataan pokerikäsinä (PL-9); muuten lähempänä oleva summa voittaa (PL-10). Bonukset maksetaan lisäksi (PL-12).</translation>
    </message>
    <message>
        <source>the hint panel gives your chances of each half; the settings set the opponents, the ante and the limits. Click a rule&apos;s ID in the log to read the rule.</source>
        <translation>vihjepaneeli näyttää mahdollisuutesi kumpaankin puolikkaaseen; asetuksissa valitaan vastustajat, ante ja rajat. Napsauta säännön tunnusta lokissa lukeaksesi säännön.</translation>
    </message>
</context>
<context>
    <name>RuleListItem</name>
    <message>
        <source>Move up (checked earlier)</source>
        <translation>Siirrä ylös (tarkistetaan aiemmin)</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Siirrä ylös</translation>
    </message>
    <message>
        <source>Move down (checked later)</source>
        <translation>Siirrä alas (tarkistetaan myöhemmin)</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Siirrä alas</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Poista</translation>
    </message>
</context>
<context>
    <name>RuleSection</name>
    <message>
        <source>1 problem</source>
        <translation>1 ongelma</translation>
    </message>
    <message>
        <source>%1 problems</source>
        <translation>%1 ongelmaa</translation>
    </message>
</context>
<context>
    <name>RuleStrategyRows</name>
    <message>
        <source>any hand</source>
        <translation>kaikki</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>kova</translation>
    </message>
    <message>
        <source>soft</source>
        <translation>pehmeä</translation>
    </message>
    <message>
        <source>Hard hands</source>
        <translation>Kovat kädet</translation>
    </message>
    <message>
        <source>Soft hands</source>
        <translation>Pehmeät kädet</translation>
    </message>
    <message>
        <source>Any hand</source>
        <translation>Kaikki kädet</translation>
    </message>
    <message>
        <source> of %1 cards</source>
        <translation> (%1 korttia)</translation>
    </message>
    <message>
        <source> of %1 to %2 cards</source>
        <translation> (%1–%2 korttia)</translation>
    </message>
    <message>
        <source> of %1 or more cards</source>
        <translation> (vähintään %1 korttia)</translation>
    </message>
    <message>
        <source> of at most %1 cards</source>
        <translation> (enintään %1 korttia)</translation>
    </message>
    <message>
        <source>always stand</source>
        <translation>jää aina</translation>
    </message>
    <message>
        <source>hit below %1</source>
        <translation>ottaa kortin, kun summa on alle %1</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Käsi</translation>
    </message>
    <message>
        <source>Number of cards</source>
        <translation>Korttien määrä</translation>
    </message>
    <message>
        <source>Hit below</source>
        <translation>Ottaa kortin alle</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Sääntö</translation>
    </message>
    <message>
        <source>Add row</source>
        <translation>Lisää rivi</translation>
    </message>
</context>
<context>
    <name>SchoolAmountField</name>
    <message>
        <source>Sum</source>
        <translation>Summa</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Määrä</translation>
    </message>
    <message>
        <source>The amount to pay or take (A): 15, 17.5 or 35/2. Then P pay, T take, U surrender.</source>
        <translation>Maksettava tai kerättävä summa (A): 15, 17.5 tai 35/2. Sitten P maksa, T kerää, U luovutus.</translation>
    </message>
    <message>
        <source>Clear the amount</source>
        <translation>Tyhjennä summa</translation>
    </message>
    <message>
        <source>Add %1 to the amount</source>
        <translation>Lisää summaan %1</translation>
    </message>
</context>
<context>
    <name>SchoolDealerPanel</name>
    <message>
        <source>▼ Down (F)</source>
        <translation>▼ Alaspäin (F)</translation>
    </message>
    <message>
        <source>▲ Up (F)</source>
        <translation>▲ Ylöspäin (F)</translation>
    </message>
    <message>
        <source>The next card is dealt face down (once), or face up</source>
        <translation>Seuraava kortti jaetaan kuvapuoli alaspäin (kerran) tai kuvapuoli ylöspäin</translation>
    </message>
    <message>
        <source>Insure (I)</source>
        <translation>Tarjoa vakuutus (I)</translation>
    </message>
    <message>
        <source>Insurance (I)</source>
        <translation>Vakuutus (I)</translation>
    </message>
    <message>
        <source>Offer insurance to the table</source>
        <translation>Tarjoa pöydälle vakuutusta</translation>
    </message>
    <message>
        <source>Peek (K)</source>
        <translation>Kurkista (K)</translation>
    </message>
    <message>
        <source>Check the hole card for a natural</source>
        <translation>Tarkista piilokortti luonnollisen varalta</translation>
    </message>
    <message>
        <source>Reveal (R)</source>
        <translation>Paljasta (R)</translation>
    </message>
    <message>
        <source>Turn the hole card up</source>
        <translation>Käännä piilokortti kuvapuoli ylöspäin</translation>
    </message>
    <message>
        <source>Hit (H)</source>
        <translation>Ota (H)</translation>
    </message>
    <message>
        <source>Dealer hit (H)</source>
        <translation>Jakaja ottaa (H)</translation>
    </message>
    <message>
        <source>The dealer draws a card</source>
        <translation>Jakaja ottaa kortin</translation>
    </message>
    <message>
        <source>Stand (S)</source>
        <translation>Jää (S)</translation>
    </message>
    <message>
        <source>Dealer stand (S)</source>
        <translation>Jakaja jää (S)</translation>
    </message>
    <message>
        <source>The dealer stands</source>
        <translation>Jakaja jää</translation>
    </message>
    <message>
        <source>Hint (?)</source>
        <translation>Vihje (?)</translation>
    </message>
    <message>
        <source>Show the right next step (counted)</source>
        <translation>Näytä oikea seuraava vaihe (kirjataan tulokseen)</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Jakaja</translation>
    </message>
    <message>
        <source>Seat %1/%2</source>
        <translation>Paikka %1/%2</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Paikka %1</translation>
    </message>
    <message>
        <source>Pay (P)</source>
        <translation>Maksa (P)</translation>
    </message>
    <message>
        <source>Take (T)</source>
        <translation>Kerää (T)</translation>
    </message>
    <message>
        <source>Push (E)</source>
        <translation>Tasapeli (E)</translation>
    </message>
    <message>
        <source>Surr. (U)</source>
        <translation>Luov. (U)</translation>
    </message>
    <message>
        <source>Surrender (U)</source>
        <translation>Luovuta (U)</translation>
    </message>
    <message>
        <source>Ins. pay (⇧P)</source>
        <translation>Vak. maksa (⇧P)</translation>
    </message>
    <message>
        <source>Pay the selected seat&apos;s insurance the amount (Shift+P)</source>
        <translation>Maksa valitun paikan vakuutukselle summa (Shift+P)</translation>
    </message>
    <message>
        <source>Ins. take (⇧T)</source>
        <translation>Vak. kerää (⇧T)</translation>
    </message>
    <message>
        <source>Take the selected seat&apos;s insurance (Shift+T)</source>
        <translation>Kerää valitun paikan vakuutus (Shift+T)</translation>
    </message>
    <message>
        <source>Type a step (/)</source>
        <translation>Kirjoita vaihe (/)</translation>
    </message>
    <message>
        <source>Any step as text, then Enter (pay 2 17.5):
%1</source>
        <translation>Mikä tahansa vaihe tekstinä (englanniksi), sitten Enter (pay 2 17.5):
%1</translation>
    </message>
    <message>
        <source>The round is over: N deals the next one.</source>
        <translation>Kierros on päättynyt: N jakaa seuraavan.</translation>
    </message>
    <message>
        <source>Click a hand or the dealer to deal to it · 1–7 select a seat, 0 the dealer · F1 all keys</source>
        <translation>Napsauta kättä tai jakajaa jakaaksesi sille · 1–7 valitsee paikan, 0 jakajan · F1 kaikki näppäimet</translation>
    </message>
    <message>
        <source>Next ▼ down (F)</source>
        <translation>Seur. ▼ alas (F)</translation>
    </message>
    <message>
        <source>Next ▲ up (F)</source>
        <translation>Seur. ▲ ylös (F)</translation>
    </message>
</context>
<context>
    <name>SchoolDrills</name>
    <message>
        <source>Timed</source>
        <translation>Ajastettu</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Pysäytä</translation>
    </message>
    <message>
        <source>Start drill</source>
        <translation>Aloita harjoitus</translation>
    </message>
    <message>
        <source>Drill over: %1.</source>
        <translation>Harjoitus päättyi: %1.</translation>
    </message>
    <message>
        <source>Choose the kinds of card above and press Start. Answer with a letter (H, S, D, P, U, C, T) or type a number and press Enter; Enter shows the next card.</source>
        <translation>Valitse korttien lajit yläpuolelta ja paina Aloita. Vastaa kirjaimella (H, S, D, P, U, C, T) tai kirjoita luku ja paina Enter; Enter näyttää seuraavan kortin.</translation>
    </message>
    <message>
        <source>%1 · level %2</source>
        <translation>%1 · taso %2</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Jakaja</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Pelaaja</translation>
    </message>
    <message>
        <source>e.g. 17 or soft 17</source>
        <translation>esim. 17 tai pehmeä 17</translation>
    </message>
    <message>
        <source>e.g. 22.5</source>
        <translation>esim. 22.5</translation>
    </message>
    <message>
        <source>Answer (Enter)</source>
        <translation>Vastaa (Enter)</translation>
    </message>
    <message>
        <source>✓ Right: %1</source>
        <translation>✓ Oikein: %1</translation>
    </message>
    <message>
        <source>✗ Your answer %1; right: %2</source>
        <translation>✗ Vastauksesi %1; oikein: %2</translation>
    </message>
    <message>
        <source>Enter or Space: next card</source>
        <translation>Enter tai välilyönti: seuraava kortti</translation>
    </message>
    <message>
        <source>Answered %1 · right %2 · streak %3</source>
        <translation>Vastattu %1 · oikein %2 · putki %3</translation>
    </message>
    <message>
        <source>%1 s left</source>
        <translation>%1 s jäljellä</translation>
    </message>
    <message>
        <source>Seconds per drill</source>
        <translation>Sekuntia harjoitusta kohden</translation>
    </message>
</context>
<context>
    <name>SchoolExamBar</name>
    <message>
        <source>Save report…</source>
        <translation>Tallenna raportti…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sulje</translation>
    </message>
    <message>
        <source>Abandon exam</source>
        <translation>Keskeytä koe</translation>
    </message>
    <message>
        <source>Save the exam report</source>
        <translation>Tallenna kokeen raportti</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>Verkkosivu (*.html)</translation>
    </message>
    <message>
        <source>Report saved.</source>
        <translation>Raportti tallennettu.</translation>
    </message>
</context>
<context>
    <name>SchoolFelt</name>
    <message>
        <source>DEALER SCHOOL</source>
        <translation>JAKAJAKOULU</translation>
    </message>
    <message>
        <source>DEALER · NEXT CARD FACE DOWN</source>
        <translation>JAKAJA · SEURAAVA KORTTI KUVAPUOLI ALASPÄIN</translation>
    </message>
    <message>
        <source>DEALER</source>
        <translation>JAKAJA</translation>
    </message>
    <message>
        <source>DISCARDS
%1</source>
        <translation>POISTOPINO
%1</translation>
    </message>
    <message>
        <source>Deal the next card to the dealer</source>
        <translation>Jaa seuraava kortti jakajalle</translation>
    </message>
</context>
<context>
    <name>SchoolHandMenu</name>
    <message>
        <source>Deal a card face up</source>
        <translation>Jaa kortti kuvapuoli ylöspäin</translation>
    </message>
    <message>
        <source>Deal a card face down</source>
        <translation>Jaa kortti kuvapuoli alaspäin</translation>
    </message>
    <message>
        <source>Must hit</source>
        <translation>Pakko ottaa</translation>
    </message>
    <message>
        <source>Must stand</source>
        <translation>Pakko jäädä</translation>
    </message>
    <message>
        <source>Must double</source>
        <translation>Pakko tuplata</translation>
    </message>
    <message>
        <source>Must split</source>
        <translation>Pakko jakaa</translation>
    </message>
    <message>
        <source>Must surrender</source>
        <translation>Pakko luovuttaa</translation>
    </message>
    <message>
        <source>Player&apos;s choice</source>
        <translation>Pelaajan valinta</translation>
    </message>
    <message>
        <source>Push (nothing paid or taken)</source>
        <translation>Tasapeli (mitään ei makseta eikä oteta)</translation>
    </message>
    <message>
        <source>Pay, take or surrender… (amount)</source>
        <translation>Maksa, kerää tai luovuta… (summa)</translation>
    </message>
    <message>
        <source>Peek for a natural</source>
        <translation>Kurkista luonnollisen varalta</translation>
    </message>
    <message>
        <source>Reveal the hole card</source>
        <translation>Paljasta piilokortti</translation>
    </message>
    <message>
        <source>Dealer hits</source>
        <translation>Jakaja ottaa</translation>
    </message>
    <message>
        <source>Dealer stands</source>
        <translation>Jakaja jää</translation>
    </message>
</context>
<context>
    <name>SchoolHeader</name>
    <message>
        <source>◂ Table</source>
        <translation>◂ Pöytä</translation>
    </message>
    <message>
        <source>◂ Back to the table</source>
        <translation>◂ Takaisin pöytään</translation>
    </message>
    <message>
        <source>Back to the banking table (Esc)</source>
        <translation>Takaisin pankkipelien pöytään (Esc)</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Säännöt</translation>
    </message>
    <message>
        <source>Rule file…</source>
        <translation>Sääntötiedosto…</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Paikat</translation>
    </message>
    <message>
        <source>Computer players at the table (a new round starts)</source>
        <translation>Tietokonepelaajat pöydässä (uusi kierros alkaa)</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Näppäimet</translation>
    </message>
    <message>
        <source>Keys (F1)</source>
        <translation>Näppäimet (F1)</translation>
    </message>
    <message>
        <source>Fair shoe %1…</source>
        <translation>Reilu kenkä %1…</translation>
    </message>
    <message>
        <source>SHA-256 of this shoe&apos;s secret key (P-1):
%1</source>
        <translation>Tämän kengän salaisen avaimen SHA-256 (P-1):
%1</translation>
    </message>
    <message>
        <source>Open a rule file</source>
        <translation>Avaa sääntötiedosto</translation>
    </message>
    <message>
        <source>Rule files (*.json)</source>
        <translation>Sääntötiedostot (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Kaikki tiedostot (*)</translation>
    </message>
</context>
<context>
    <name>SchoolKeysHelp</name>
    <message>
        <source>Click a hand / the dealer</source>
        <translation>Napsauta kättä / jakajaa</translation>
    </message>
    <message>
        <source>deal the next card there</source>
        <translation>jaa seuraava kortti sinne</translation>
    </message>
    <message>
        <source>select a seat (again: its next hand)</source>
        <translation>valitse paikka (uudelleen: sen seuraava käsi)</translation>
    </message>
    <message>
        <source>select the dealer</source>
        <translation>valitse jakaja</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Space</translation>
    </message>
    <message>
        <source>deal the next card to the selection</source>
        <translation>jaa seuraava kortti valitulle</translation>
    </message>
    <message>
        <source>the next card face down (once)</source>
        <translation>seuraava kortti kuvapuoli alaspäin (kerran)</translation>
    </message>
    <message>
        <source>offer insurance · peek for a natural · reveal the hole card</source>
        <translation>tarjoa vakuutusta · kurkista luonnollisen varalta · paljasta piilokortti</translation>
    </message>
    <message>
        <source>the dealer hits · stands</source>
        <translation>jakaja ottaa · jää</translation>
    </message>
    <message>
        <source>Shift+H  Shift+S  C</source>
        <translation>Shift+H  Shift+S  C</translation>
    </message>
    <message>
        <source>the selected hand must hit · must stand · the player chooses</source>
        <translation>valitun käden on pakko ottaa · pakko jäädä · pelaaja valitsee</translation>
    </message>
    <message>
        <source>type the amount</source>
        <translation>kirjoita summa</translation>
    </message>
    <message>
        <source>pay · take · push · surrender the selected hand</source>
        <translation>valittu käsi: maksa · kerää · tasapeli · luovutus</translation>
    </message>
    <message>
        <source>Shift+P  Shift+T</source>
        <translation>Shift+P  Shift+T</translation>
    </message>
    <message>
        <source>pay · take the selected seat&apos;s insurance</source>
        <translation>valitun paikan vakuutus: maksa · kerää</translation>
    </message>
    <message>
        <source>type any step (pay 2 17.5)</source>
        <translation>kirjoita mikä tahansa vaihe (pay 2 17.5)</translation>
    </message>
    <message>
        <source>the right next step (a hint)</source>
        <translation>oikea seuraava vaihe (vihje)</translation>
    </message>
    <message>
        <source>N  Enter</source>
        <translation>N  Enter</translation>
    </message>
    <message>
        <source>the next round, once this one is over</source>
        <translation>seuraava kierros, kun tämä on päättynyt</translation>
    </message>
    <message>
        <source>stop the game: the dealer&apos;s step is wrong</source>
        <translation>pysäytä peli: jakajan vaihe on väärin</translation>
    </message>
    <message>
        <source>pause · watch on</source>
        <translation>tauko · jatka seuraamista</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>watch on after the supervisor&apos;s note</source>
        <translation>jatka seuraamista valvojan huomautuksen jälkeen</translation>
    </message>
    <message>
        <source>slower · faster</source>
        <translation>hitaammin · nopeammin</translation>
    </message>
    <message>
        <source>Ctrl+1  Ctrl+2</source>
        <translation>Ctrl+1  Ctrl+2</translation>
    </message>
    <message>
        <source>Run the table · Spot the error</source>
        <translation>Hoida pöytää · Löydä virhe</translation>
    </message>
    <message>
        <source>Ctrl+3  Ctrl+4</source>
        <translation>Ctrl+3  Ctrl+4</translation>
    </message>
    <message>
        <source>Drills (H S D P U C T answer, Enter next) · Progress and exam</source>
        <translation>Harjoitukset (H S D P U C T vastaa, Enter seuraava) · Edistyminen ja koe</translation>
    </message>
    <message>
        <source>these keys</source>
        <translation>nämä näppäimet</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>back to the table</source>
        <translation>takaisin pöytään</translation>
    </message>
    <message>
        <source>Keys — Run the table</source>
        <translation>Näppäimet — Hoida pöytää</translation>
    </message>
    <message>
        <source>Keys — Spot the error</source>
        <translation>Näppäimet — Löydä virhe</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sulje</translation>
    </message>
</context>
<context>
    <name>SchoolProgress</name>
    <message>
        <source>Part</source>
        <translation>Osa</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Oikein</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Tarkkuus</translation>
    </message>
    <message>
        <source>Median time</source>
        <translation>Mediaaniaika</translation>
    </message>
    <message>
        <source>Streak (best)</source>
        <translation>Putki (paras)</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Spot the error: %1</source>
        <translation>Löydä virhe: %1</translation>
    </message>
    <message>
        <source>Exam:</source>
        <translation>Koe:</translation>
    </message>
    <message>
        <source>rounds, at most</source>
        <translation>kierrosta, enintään</translation>
    </message>
    <message>
        <source>errors, at most</source>
        <translation>virhettä, enintään</translation>
    </message>
    <message>
        <source>s per round</source>
        <translation>s kierrosta kohden</translation>
    </message>
    <message>
        <source>Start exam</source>
        <translation>Aloita koe</translation>
    </message>
    <message>
        <source>No exam taken yet.</source>
        <translation>Kokeita ei ole vielä tehty.</translation>
    </message>
    <message>
        <source>Exam rounds</source>
        <translation>Kokeen kierrokset</translation>
    </message>
    <message>
        <source>Errors allowed</source>
        <translation>Sallitut virheet</translation>
    </message>
    <message>
        <source>Seconds per round</source>
        <translation>Sekuntia kierrosta kohden</translation>
    </message>
</context>
<context>
    <name>SchoolRoundPanel</name>
    <message>
        <source>Round %1</source>
        <translation>Kierros %1</translation>
    </message>
    <message>
        <source>Steps %1 · errors %2</source>
        <translation>Vaiheet %1 · virheet %2</translation>
    </message>
    <message>
        <source>hints %1</source>
        <translation>vihjeet %1</translation>
    </message>
    <message>
        <source>Next round (N)</source>
        <translation>Seuraava kierros (N)</translation>
    </message>
    <message>
        <source>Session: rounds %1 · %2 right · median %3 a step</source>
        <translation>Istunto: kierroksia %1 · %2 oikein · mediaani %3 vaihetta kohden</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Vaihe</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Tehty</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Oikein</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>Mediaani</translation>
    </message>
</context>
<context>
    <name>SchoolSeat</name>
    <message>
        <source>Click: deal the next card here · right-click: every step for this hand</source>
        <translation>Napsautus: jaa seuraava kortti tähän · oikea napsautus: kaikki tämän käden vaiheet</translation>
    </message>
    <message>
        <source>Hit!</source>
        <translation>Ota!</translation>
    </message>
    <message>
        <source>Must hit (Shift+H)</source>
        <translation>Pakko ottaa (Shift+H)</translation>
    </message>
    <message>
        <source>Stand!</source>
        <translation>Jää!</translation>
    </message>
    <message>
        <source>Must stand (Shift+S)</source>
        <translation>Pakko jäädä (Shift+S)</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>Valinta</translation>
    </message>
    <message>
        <source>No forced play: the player chooses (C)</source>
        <translation>Ei pakkopeliä: pelaaja valitsee (C)</translation>
    </message>
    <message>
        <source>Ins. %1</source>
        <translation>Vak. %1</translation>
    </message>
    <message>
        <source>player</source>
        <translation>pelaaja</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>jakaja</translation>
    </message>
    <message>
        <source>stalemate</source>
        <translation>tasapeli</translation>
    </message>
    <message>
        <source>Seat %1 · on %2</source>
        <translation>Paikka %1 · veto: %2</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Paikka %1</translation>
    </message>
    <message>
        <source>Deal the next card to seat %1, hand %2</source>
        <translation>Jaa seuraava kortti paikalle %1, käteen %2</translation>
    </message>
</context>
<context>
    <name>SchoolText</name>
    <message>
        <source>Round %1</source>
        <translation>Kierros %1</translation>
    </message>
    <message>
        <source>✗ You: %1. Right: %2.</source>
        <translation>✗ Sinä: %1. Oikein: %2.</translation>
    </message>
    <message>
        <source>Round over: %1 steps, %2 errors, %3.</source>
        <translation>Kierros päättyi: %1 vaihetta, %2 virhettä, %3.</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>✓ Stopped: %1. Right: %2.</source>
        <translation>✓ Pysäytetty: %1. Oikein: %2.</translation>
    </message>
    <message>
        <source>✗ Missed: %1. Right: %2.</source>
        <translation>✗ Ohi meni: %1. Oikein: %2.</translation>
    </message>
    <message>
        <source>✗ False alarm: %1 was right.</source>
        <translation>✗ Väärä hälytys: %1 oli oikein.</translation>
    </message>
    <message>
        <source>Round over: %1 of %2 errors caught, %3 false alarms.</source>
        <translation>Kierros päättyi: %1/%2 virheestä huomattu, %3 väärää hälytystä.</translation>
    </message>
    <message>
        <source>Type the amount first (such as 15, 17.5 or 35/2).</source>
        <translation>Kirjoita ensin summa (esim. 15, 17.5 tai 35/2).</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is no amount: write it as 15, 17.5 or 35/2.</source>
        <translation>&quot;%1&quot; ei ole summa: kirjoita se muodossa 15, 17.5 tai 35/2.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is negative: a payout or a take is written as a positive amount.</source>
        <translation>&quot;%1&quot; on negatiivinen: maksu tai otto kirjoitetaan positiivisena summana.</translation>
    </message>
    <message>
        <source>the dealer</source>
        <translation>jakaja</translation>
    </message>
    <message>
        <source>seat %1, hand %2</source>
        <translation>paikka %1, käsi %2</translation>
    </message>
    <message>
        <source>seat %1</source>
        <translation>paikka %1</translation>
    </message>
    <message>
        <source>Must hit: %1</source>
        <translation>Pakko ottaa: %1</translation>
    </message>
    <message>
        <source>Must stand: %1</source>
        <translation>Pakko jäädä: %1</translation>
    </message>
    <message>
        <source>Must double: %1</source>
        <translation>Pakko tuplata: %1</translation>
    </message>
    <message>
        <source>Must split: %1</source>
        <translation>Pakko jakaa: %1</translation>
    </message>
    <message>
        <source>Must surrender: %1</source>
        <translation>Pakko luovuttaa: %1</translation>
    </message>
    <message>
        <source>Forced play (%1): %2</source>
        <translation>Pakkopeli (%1): %2</translation>
    </message>
    <message>
        <source>Card to %1, face up</source>
        <translation>Kortti: %1, kuvapuoli ylöspäin</translation>
    </message>
    <message>
        <source>Card to %1, face down</source>
        <translation>Kortti: %1, kuvapuoli alaspäin</translation>
    </message>
    <message>
        <source>Offer insurance</source>
        <translation>Tarjoa vakuutusta</translation>
    </message>
    <message>
        <source>Peek for a natural</source>
        <translation>Kurkista luonnollisen varalta</translation>
    </message>
    <message>
        <source>Player&apos;s choice: %1</source>
        <translation>Pelaajan valinta: %1</translation>
    </message>
    <message>
        <source>Reveal the hole card</source>
        <translation>Paljasta piilokortti</translation>
    </message>
    <message>
        <source>Dealer hits</source>
        <translation>Jakaja ottaa</translation>
    </message>
    <message>
        <source>Dealer stands</source>
        <translation>Jakaja jää</translation>
    </message>
    <message>
        <source>Pay %1: %2</source>
        <translation>Maksa %1: %2</translation>
    </message>
    <message>
        <source>Take from %1: %2</source>
        <translation>Kerää %1: %2</translation>
    </message>
    <message>
        <source>Push %1: nothing paid or taken</source>
        <translation>Tasapeli %1: mitään ei makseta eikä oteta</translation>
    </message>
    <message>
        <source>Surrender %1: take %2</source>
        <translation>Luovutus %1: kerää %2</translation>
    </message>
    <message>
        <source>Pay the insurance of %1: %2</source>
        <translation>Maksa vakuutus (%1): %2</translation>
    </message>
    <message>
        <source>Take the insurance of %1: %2</source>
        <translation>Kerää vakuutus (%1): %2</translation>
    </message>
    <message>
        <source>Wrong amount paid or taken</source>
        <translation>Väärä summa maksettu tai otettu</translation>
    </message>
    <message>
        <source>Forced play missed</source>
        <translation>Pakkopeli jäi huomaamatta</translation>
    </message>
    <message>
        <source>Dealer&apos;s play against the rule</source>
        <translation>Jakajan peli vastoin sääntöä</translation>
    </message>
    <message>
        <source>Bonus not paid</source>
        <translation>Bonusta ei maksettu</translation>
    </message>
    <message>
        <source>Card to the wrong place</source>
        <translation>Kortti väärään paikkaan</translation>
    </message>
    <message>
        <source>Insurance offered on the wrong up-card</source>
        <translation>Vakuutusta tarjottu väärällä avokortilla</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>card &lt;seat&gt;[/&lt;hand&gt;] up|down · card dealer up|down · insure · peek · must hit|stand|double|split|surrender &lt;seat&gt; · choice &lt;seat&gt; · reveal · dealer hit|stand · pay|take|surrender &lt;seat&gt; &lt;amount&gt; · push &lt;seat&gt; · insurance pay|take &lt;seat&gt; &lt;amount&gt;</source>
        <translation>card &lt;paikka&gt;[/&lt;käsi&gt;] up|down · card dealer up|down · insure · peek · must hit|stand|double|split|surrender &lt;paikka&gt; · choice &lt;paikka&gt; · reveal · dealer hit|stand · pay|take|surrender &lt;paikka&gt; &lt;summa&gt; · push &lt;paikka&gt; · insurance pay|take &lt;paikka&gt; &lt;summa&gt;</translation>
    </message>
</context>
<context>
    <name>SchoolVerdictBanner</name>
    <message>
        <source>✗ %1</source>
        <translation>✗ %1</translation>
    </message>
    <message>
        <source>✓ Caught: %1</source>
        <translation>✓ Huomattu: %1</translation>
    </message>
    <message>
        <source>✗ Missed: %1</source>
        <translation>✗ Ohi meni: %1</translation>
    </message>
    <message>
        <source>✗ False alarm: %1 was right</source>
        <translation>✗ Väärä hälytys: %1 oli oikein</translation>
    </message>
    <message>
        <source>Right: %1 · %2</source>
        <translation>Oikein: %1 · %2</translation>
    </message>
</context>
<context>
    <name>SeatView</name>
    <message>
        <source>You · seat %1</source>
        <translation>Sinä · paikka %1</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Paikka %1</translation>
    </message>
</context>
<context>
    <name>SessionStats</name>
    <message>
        <source>Choose a file to export the statistics to.</source>
        <translation>Valitse tiedosto, johon tilastot viedään.</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Tiedostoon %1 ei voitu kirjoittaa: %2</translation>
    </message>
    <message>
        <source>Could not write all of %1 (is the disk full?)</source>
        <translation>Tiedostoon %1 ei voitu kirjoittaa kaikkea (onko levy täynnä?)</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Asetukset</translation>
    </message>
    <message>
        <source>Seats at the table</source>
        <translation>Paikkoja pöydässä</translation>
    </message>
    <message>
        <source>Dealing speed</source>
        <translation>Jakonopeus</translation>
    </message>
    <message>
        <source>Off (instant)</source>
        <translation>Pois (heti)</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Nopea</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normaali</translation>
    </message>
    <message>
        <source>Relaxed</source>
        <translation>Rauhallinen</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Äänet</translation>
    </message>
    <message>
        <source>No audio output was found; the table plays silently.</source>
        <translation>Äänilaitetta ei löytynyt; pöytä pelaa äänettömästi.</translation>
    </message>
    <message>
        <source>Card indices</source>
        <translation>Kulmamerkinnät</translation>
    </message>
    <message>
        <source>As the game has them</source>
        <translation>Pelin mukaan</translation>
    </message>
    <message>
        <source>Finnish (1, 11, 12, 13)</source>
        <translation>Suomalaiset (1, 11, 12, 13)</translation>
    </message>
    <message>
        <source>Standard (A, J, Q, K)</source>
        <translation>Tavalliset (A, J, Q, K)</translation>
    </message>
    <message>
        <source>Four-colour deck</source>
        <translation>Nelivärinen pakka</translation>
    </message>
    <message>
        <source>Card backs</source>
        <translation>Korttien selkäpuoli</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Punainen</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Sininen</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Kieli</translation>
    </message>
    <message>
        <source>Strategy hints</source>
        <translation>Strategiavihjeet</translation>
    </message>
    <message>
        <source>Show the EV of every action</source>
        <translation>Näytä jokaisen siirron EV</translation>
    </message>
    <message>
        <source>Mistake warnings</source>
        <translation>Virhevaroitukset</translation>
    </message>
    <message>
        <source>With hints off, point out costly decisions</source>
        <translation>Kun vihjeet ovat pois päältä, huomauta kalliista päätöksistä</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historia</translation>
    </message>
    <message>
        <source>Export history…</source>
        <translation>Vie historia…</translation>
    </message>
    <message>
        <source>Import session archive…</source>
        <translation>Tuo istuntoarkisto…</translation>
    </message>
    <message>
        <source>Delete history…</source>
        <translation>Poista historia…</translation>
    </message>
    <message>
        <source>The export takes the rounds the history panel shows (its filter), as a session archive (.zip) or as CSV.</source>
        <translation>Vienti ottaa historianäkymän näyttämät kierrokset (sen suodattimen mukaan) istuntoarkistona (.zip) tai CSV-tiedostona.</translation>
    </message>
    <message>
        <source>No history is open: rounds are not kept.</source>
        <translation>Historiaa ei ole avattu: kierroksia ei tallenneta.</translation>
    </message>
    <message>
        <source>Export the history</source>
        <translation>Vie historia</translation>
    </message>
    <message>
        <source>Session archives (*.zip)</source>
        <translation>Istuntoarkistot (*.zip)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-tiedostot (*.csv)</translation>
    </message>
    <message>
        <source>Import a session archive</source>
        <translation>Tuo istuntoarkisto</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Kaikki tiedostot (*)</translation>
    </message>
    <message>
        <source>Delete history</source>
        <translation>Poista historia</translation>
    </message>
    <message>
        <source>Delete every round, answer and exam kept in the history? This cannot be undone. The round and shoe in play stay until they are finished.</source>
        <translation>Poistetaanko kaikki historiaan tallennetut kierrokset, vastaukset ja kokeet? Tätä ei voi perua. Käynnissä oleva kierros ja kenkä säilyvät, kunnes ne päättyvät.</translation>
    </message>
    <message>
        <source>The history was deleted.</source>
        <translation>Historia poistettiin.</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Äänenvoimakkuus</translation>
    </message>
    <message>
        <source>Contrast</source>
        <translation>Kontrasti</translation>
    </message>
    <message>
        <source>High contrast: black grounds, white text and borders</source>
        <translation>Suuri kontrasti: mustat pohjat, valkoiset tekstit ja reunat</translation>
    </message>
    <message>
        <source>Card theme</source>
        <translation>Korttiteema</translation>
    </message>
    <message>
        <source>Install…</source>
        <translation>Asenna…</translation>
    </message>
    <message>
        <source>Install a card theme</source>
        <translation>Asenna korttiteema</translation>
    </message>
    <message>
        <source>Card themes (*.zip)</source>
        <translation>Korttiteemat (*.zip)</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Poista</translation>
    </message>
    <message>
        <source>The theme could not be removed.</source>
        <translation>Teemaa ei voitu poistaa.</translation>
    </message>
    <message>
        <source>By %1. %2. Indices: %3; %4.</source>
        <translation>Tekijä: %1. %2. Kulmamerkinnät: %3; %4.</translation>
    </message>
    <message>
        <source>Finnish</source>
        <translation>suomalaiset</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>tavalliset</translation>
    </message>
    <message>
        <source>four colours</source>
        <translation>neljä väriä</translation>
    </message>
    <message>
        <source>two colours</source>
        <translation>kaksi väriä</translation>
    </message>
</context>
<context>
    <name>Seven27Controller</name>
    <message>
        <source>Ante: at least 1 chip.</source>
        <translation>Alkupanos: vähintään 1 pelimerkki.</translation>
    </message>
    <message>
        <source>Least bet: at least 1 chip.</source>
        <translation>Pienin panos: vähintään 1 pelimerkki.</translation>
    </message>
    <message>
        <source>Most bet: at least the least bet (%1).</source>
        <translation>Suurin panos: vähintään pienin panos (%1).</translation>
    </message>
    <message>
        <source>Raise cap: 0 or more raises.</source>
        <translation>Korotusraja: vähintään 0 korotusta.</translation>
    </message>
    <message>
        <source>Starting chips: at least the ante (%1).</source>
        <translation>Aloituspelimerkit: vähintään alkupanos (%1).</translation>
    </message>
    <message>
        <source>Opponents: choose at least one personality.</source>
        <translation>Vastustajat: valitse vähintään yksi pelityyli.</translation>
    </message>
    <message>
        <source>Opponents: unknown personality &quot;%1&quot;.</source>
        <translation>Vastustajat: tuntematon pelityyli ”%1”.</translation>
    </message>
    <message>
        <source>Ante %1 · bets %2–%3 · %4 raises · %5 · %6</source>
        <translation>Alkupanos %1 · panokset %2–%3 · %4 korotusta · %5 · %6</translation>
    </message>
    <message>
        <source>Dealing</source>
        <translation>Jako</translation>
    </message>
    <message>
        <source>Extra card (S-3)</source>
        <translation>Lisäkortti (S-3)</translation>
    </message>
    <message>
        <source>Betting round %1 (S-4)</source>
        <translation>Panostuskierros %1 (S-4)</translation>
    </message>
    <message>
        <source>Draw round (S-5)</source>
        <translation>Nostokierros (S-5)</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>Käsi päättyi</translation>
    </message>
    <message>
        <source>Choose the table settings and start a game.</source>
        <translation>Valitse pöydän asetukset ja aloita peli.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 miettii…</translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation>Jaetaan…</translation>
    </message>
    <message>
        <source>Take a card or stand pat?</source>
        <translation>Otatko kortin vai jäätkö?</translation>
    </message>
    <message>
        <source>%1 to call. Fold or call: no more raises this round.</source>
        <translation>Maksettavaa %1. Kippaa tai maksa: tällä kierroksella ei voi enää korottaa.</translation>
    </message>
    <message>
        <source>%1 to call. Fold, call or raise (%2–%3).</source>
        <translation>Maksettavaa %1. Kippaa, maksa tai korota (%2–%3).</translation>
    </message>
    <message>
        <source>Pass or bet (%1–%2).</source>
        <translation>Passaa tai panosta (%1–%2).</translation>
    </message>
    <message>
        <source>Hand over. Deal the next hand when you are ready.</source>
        <translation>Käsi päättyi. Jaa seuraava käsi, kun olet valmis.</translation>
    </message>
    <message>
        <source>You are out of chips. Game over.</source>
        <translation>Pelimerkkisi loppuivat. Peli päättyi.</translation>
    </message>
    <message>
        <source>Game over: nobody is left to play against.</source>
        <translation>Peli päättyi: vastustajia ei ole enää jäljellä.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Sinä</translation>
    </message>
    <message>
        <source>A new game: you and %1 opponents, %2 chips each.</source>
        <translation>Uusi peli: sinä ja %1 vastustajaa, kullakin %2 pelimerkkiä.</translation>
    </message>
    <message>
        <source>The hand is not over yet.</source>
        <translation>Käsi ei ole vielä päättynyt.</translation>
    </message>
    <message>
        <source>Hand %1: the pack is shuffled; its commitment is %2…</source>
        <translation>Käsi %1: pakka on sekoitettu; sen sitoumus on %2…</translation>
    </message>
    <message>
        <source>The pack ran out of cards.</source>
        <translation>Pakasta loppuivat kortit.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Nyt ei ole sinun vuorosi.</translation>
    </message>
    <message>
        <source>Unknown action &quot;%1&quot;.</source>
        <translation>Tuntematon siirto ”%1”.</translation>
    </message>
    <message>
        <source>A bet must be %1 to %2 chips.</source>
        <translation>Panoksen on oltava %1–%2 pelimerkkiä.</translation>
    </message>
    <message>
        <source>A raise must add %1 to %2 chips.</source>
        <translation>Korotuksen on oltava %1–%2 pelimerkkiä.</translation>
    </message>
    <message>
        <source>No more raises this round: the cap is %1.</source>
        <translation>Tällä kierroksella ei voi enää korottaa: raja on %1.</translation>
    </message>
    <message>
        <source>You cannot %1 now.</source>
        <translation>Siirto ”%1” ei ole nyt mahdollinen.</translation>
    </message>
    <message>
        <source>The pack&apos;s key, for checking the commitment: %1</source>
        <translation>Pakan avain sitoumuksen tarkistamista varten: %1</translation>
    </message>
    <message>
        <source>Bust (%1)</source>
        <translation>Yli (%1)</translation>
    </message>
    <message>
        <source>Call %1</source>
        <translation>Maksa %1</translation>
    </message>
    <message>
        <source>7: %1 · 27: %2</source>
        <translation>7: %1 · 27: %2</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Potti</translation>
    </message>
    <message>
        <source>7 + 27</source>
        <translation>7 + 27</translation>
    </message>
    <message>
        <source>7</source>
        <translation>7</translation>
    </message>
    <message>
        <source>27</source>
        <translation>27</translation>
    </message>
    <message>
        <source>%1 win the pot: everyone else is out</source>
        <translation>%1 voitat potin: kaikki muut ovat pudonneet kädestä</translation>
    </message>
    <message>
        <source>%1 wins the pot: everyone else is out</source>
        <translation>%1 voittaa potin: kaikki muut ovat pudonneet kädestä</translation>
    </message>
    <message>
        <source>%1 chips, taken without showing (S-4).</source>
        <translation>%1 pelimerkkiä, otettu kortteja näyttämättä (S-4).</translation>
    </message>
    <message>
        <source>%1: %2 with %3 — %4 chips</source>
        <translation>%1: %2 summalla %3 — %4 pelimerkkiä</translation>
    </message>
    <message>
        <source> (the leftover chip goes to %1, first from the dealer&apos;s left)</source>
        <translation> (ylijäävä pelimerkki: %1, ensimmäisenä jakajasta vasemmalle)</translation>
    </message>
    <message>
        <source>Main pot: </source>
        <translation>Pääpotti: </translation>
    </message>
    <message>
        <source>Side pot %1: </source>
        <translation>Sivupotti %1: </translation>
    </message>
    <message>
        <source>%1 takes back %2 uncalled chips (S-4)</source>
        <translation>%1 ottaa takaisin %2 maksamatta jäänyttä pelimerkkiä (S-4)</translation>
    </message>
    <message>
        <source>Nearest 7</source>
        <translation>Lähimpänä 7:ää</translation>
    </message>
    <message>
        <source>Nearest 27</source>
        <translation>Lähimpänä 27:ää</translation>
    </message>
    <message>
        <source>Nobody is at or below 7, so the whole pot goes to the 27 half (S-7).</source>
        <translation>Kenenkään summa ei ole enintään 7, joten koko potti menee 27-puoliskolle (S-7).</translation>
    </message>
    <message>
        <source>The pot of %1 is odd: the 27 half takes the odd chip.</source>
        <translation>Potti %1 on pariton: 27-puolisko saa parittoman pelimerkin.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>27 half and whole pot: %1</source>
        <translation>27-puolisko ja koko potti: %1</translation>
    </message>
    <message>
        <source>7 half: %1 · 27 half: %2</source>
        <translation>7-puolisko: %1 · 27-puolisko: %2</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 ja %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Players: %1 to %2 (you and %3 to %4 computer opponents).</source>
        <translation>Pelaajat: %1–%2 (sinä ja %3–%4 tietokonevastustajaa).</translation>
    </message>
</context>
<context>
    <name>Seven27Controls</name>
    <message>
        <source>Pass</source>
        <translation>Passaa</translation>
    </message>
    <message>
        <source>Bet %1</source>
        <translation>Panosta %1</translation>
    </message>
    <message>
        <source>Call %1</source>
        <translation>Maksa %1</translation>
    </message>
    <message>
        <source>Raise %1</source>
        <translation>Korota %1</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>Kippaa</translation>
    </message>
    <message>
        <source>Take a card</source>
        <translation>Ota kortti</translation>
    </message>
    <message>
        <source>Stand pat</source>
        <translation>Jää</translation>
    </message>
    <message>
        <source>Bet %1–%2</source>
        <translation>Panos %1–%2</translation>
    </message>
    <message>
        <source>Raise by %1–%2</source>
        <translation>Korotus %1–%2</translation>
    </message>
    <message>
        <source>Next hand (N)</source>
        <translation>Seuraava käsi (N)</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Määrä</translation>
    </message>
    <message>
        <source>New game… (N)</source>
        <translation>Uusi peli… (N)</translation>
    </message>
</context>
<context>
    <name>Seven27HintPanel</name>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Estimating your chances…</source>
        <translation>Arvioidaan mahdollisuuksiasi…</translation>
    </message>
    <message>
        <source>7 half</source>
        <translation>7-puolisko</translation>
    </message>
    <message>
        <source>27 half</source>
        <translation>27-puolisko</translation>
    </message>
    <message>
        <source>Suggested: %1</source>
        <translation>Ehdotus: %1</translation>
    </message>
</context>
<context>
    <name>Seven27Page</name>
    <message>
        <source>◂ Banking</source>
        <translation>◂ Pankkipelit</translation>
    </message>
    <message>
        <source>◂ Banking games</source>
        <translation>◂ Pankkipelit</translation>
    </message>
    <message>
        <source>Back to the banking games: Finnish 27 and Blackjack</source>
        <translation>Takaisin pankkipeleihin: Finnish 27 ja Blackjack</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Uusi peli…</translation>
    </message>
    <message>
        <source>Hints (H)</source>
        <translation>Vihjeet (H)</translation>
    </message>
    <message>
        <source>Fair pack %1…</source>
        <translation>Reilu pakka %1…</translation>
    </message>
    <message>
        <source>SHA-256 commitment of this hand&apos;s pack (P-1):
%1
Its key, revealed after the hand (P-3):
%2</source>
        <translation>Tämän käden pakan SHA-256-sitoumus (P-1):
%1
Sen avain, paljastettu käden jälkeen (P-3):
%2</translation>
    </message>
    <message>
        <source>SHA-256 commitment of this hand&apos;s pack (P-1):
%1
The key is revealed when the hand is over (P-3).</source>
        <translation>Tämän käden pakan SHA-256-sitoumus (P-1):
%1
Avain paljastetaan, kun käsi on päättynyt (P-3).</translation>
    </message>
    <message>
        <source>Chips %1</source>
        <translation>Pelimerkit %1</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Ohje</translation>
    </message>
    <message>
        <source>How to play Seven Twenty-Seven, and its rules (F1)</source>
        <translation>Näin pelaat Seitsemän–kaksikymmentäseitsemää, ja sen säännöt (F1)</translation>
    </message>
</context>
<context>
    <name>Seven27Seat</name>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Out of the game</source>
        <translation>Pudonnut pelistä</translation>
    </message>
    <message>
        <source>%1 chips · all in</source>
        <translation>%1 pelimerkkiä · all-in</translation>
    </message>
    <message>
        <source>%1 chips</source>
        <translation>%1 pelimerkkiä</translation>
    </message>
    <message>
        <source>Won %1 · %2</source>
        <translation>Voitti %1 · %2</translation>
    </message>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
</context>
<context>
    <name>Seven27SettingsDialog</name>
    <message>
        <source>Seven Twenty-Seven: table settings</source>
        <translation>Seitsemän–kaksikymmentäseitsemän: pöydän asetukset</translation>
    </message>
    <message>
        <source>Mixed: tight, loose, aggressive, balanced</source>
        <translation>Sekoitus: tiukka, löysä, aggressiivinen, tasapainoinen</translation>
    </message>
    <message>
        <source>All tight</source>
        <translation>Kaikki tiukkoja</translation>
    </message>
    <message>
        <source>All loose</source>
        <translation>Kaikki löysiä</translation>
    </message>
    <message>
        <source>All aggressive</source>
        <translation>Kaikki aggressiivisia</translation>
    </message>
    <message>
        <source>All balanced</source>
        <translation>Kaikki tasapainoisia</translation>
    </message>
    <message>
        <source>All naive (draw to 20, always call)</source>
        <translation>Kaikki naiiveja (ottavat kortteja 20:een asti, maksavat aina)</translation>
    </message>
    <message>
        <source>Players (with you)</source>
        <translation>Pelaajat (sinä mukaan lukien)</translation>
    </message>
    <message>
        <source>Starting chips</source>
        <translation>Aloituspelimerkit</translation>
    </message>
    <message>
        <source>Ante</source>
        <translation>Alkupanos</translation>
    </message>
    <message>
        <source>Least bet or raise</source>
        <translation>Pienin panos tai korotus</translation>
    </message>
    <message>
        <source>Most bet or raise</source>
        <translation>Suurin panos tai korotus</translation>
    </message>
    <message>
        <source>Raises per round</source>
        <translation>Korotuksia kierroksella</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Jako</translation>
    </message>
    <message>
        <source>Nearest</source>
        <translation>Lähimmyyssääntö</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Vastustajat</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Aloita peli</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Peruuta</translation>
    </message>
</context>
<context>
    <name>Seven27Table</name>
    <message>
        <source>SEVEN TWENTY-SEVEN</source>
        <translation>SEITSEMÄN–KAKSIKYMMENTÄSEITSEMÄN</translation>
    </message>
    <message>
        <source>NEAREST 7 TAKES HALF · NEAREST 27 TAKES HALF</source>
        <translation>LÄHIMPÄNÄ 7:ÄÄ OLEVA VIE PUOLET · LÄHIMPÄNÄ 27:ÄÄ OLEVA VIE PUOLET</translation>
    </message>
    <message>
        <source>Pot %1</source>
        <translation>Potti %1</translation>
    </message>
    <message>
        <source>Raise cap reached</source>
        <translation>Korotusraja täynnä</translation>
    </message>
</context>
<context>
    <name>Seven27Text</name>
    <message>
        <source>Pass</source>
        <translation>Passaa</translation>
    </message>
    <message>
        <source>Bet %1</source>
        <translation>Panosta %1</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>Kippaa</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>Maksa</translation>
    </message>
    <message>
        <source>Raise %1</source>
        <translation>Korota %1</translation>
    </message>
    <message>
        <source>Take a card</source>
        <translation>Ota kortti</translation>
    </message>
    <message>
        <source>Stand pat</source>
        <translation>Jää</translation>
    </message>
    <message>
        <source>One up, one down</source>
        <translation>Yksi auki, yksi piilossa</translation>
    </message>
    <message>
        <source>Two down, one up</source>
        <translation>Kaksi piilossa, yksi auki</translation>
    </message>
    <message>
        <source>Nearest wins</source>
        <translation>Lähin voittaa</translation>
    </message>
    <message>
        <source>Over is bust</source>
        <translation>Ylitys häviää</translation>
    </message>
    <message>
        <source>Under beats over</source>
        <translation>Alittava voittaa ylittävän</translation>
    </message>
    <message>
        <source>Over beats under</source>
        <translation>Ylittävä voittaa alittavan</translation>
    </message>
    <message>
        <source>Inside beats outside</source>
        <translation>Välissä oleva voittaa ulkopuolisen</translation>
    </message>
    <message>
        <source>Outside beats inside</source>
        <translation>Ulkopuolinen voittaa välissä olevan</translation>
    </message>
    <message>
        <source>Only the distance counts; equal distances split the half.</source>
        <translation>Vain etäisyys ratkaisee; yhtä suurilla etäisyyksillä puolisko jaetaan.</translation>
    </message>
    <message>
        <source>A total above a target cannot win that half; over 27 folds at once.</source>
        <translation>Tavoitteen ylittävä summa ei voi voittaa sitä puoliskoa; yli 27 putoaa heti.</translation>
    </message>
    <message>
        <source>At equal distance the total below the target wins.</source>
        <translation>Yhtä suurella etäisyydellä tavoitteen alittava summa voittaa.</translation>
    </message>
    <message>
        <source>At equal distance the total above the target wins.</source>
        <translation>Yhtä suurella etäisyydellä tavoitteen ylittävä summa voittaa.</translation>
    </message>
    <message>
        <source>At equal distance the total between 7 and 27 wins.</source>
        <translation>Yhtä suurella etäisyydellä 7:n ja 27:n välissä oleva summa voittaa.</translation>
    </message>
    <message>
        <source>At equal distance the total outside 7 to 27 wins.</source>
        <translation>Yhtä suurella etäisyydellä välin 7–27 ulkopuolella oleva summa voittaa.</translation>
    </message>
    <message>
        <source>Tight</source>
        <translation>Tiukka</translation>
    </message>
    <message>
        <source>Loose</source>
        <translation>Löysä</translation>
    </message>
    <message>
        <source>Aggressive</source>
        <translation>Aggressiivinen</translation>
    </message>
    <message>
        <source>Balanced</source>
        <translation>Tasapainoinen</translation>
    </message>
    <message>
        <source>Naive</source>
        <translation>Naiivi</translation>
    </message>
    <message>
        <source>New hand: %1 deals.</source>
        <translation>Uusi käsi: %1 jakaa.</translation>
    </message>
    <message>
        <source>New hand: you deal.</source>
        <translation>Uusi käsi: sinä jaat.</translation>
    </message>
    <message>
        <source>%1 cannot pay the ante and is out.</source>
        <translation>%1 ei pysty maksamaan alkupanosta ja putoaa pelistä.</translation>
    </message>
    <message>
        <source>You cannot pay the ante and are out.</source>
        <translation>Et pysty maksamaan alkupanosta ja putoat pelistä.</translation>
    </message>
    <message>
        <source>%1 antes %2.</source>
        <translation>%1 maksaa alkupanoksen %2.</translation>
    </message>
    <message>
        <source>You ante %1.</source>
        <translation>Maksat alkupanoksen %1.</translation>
    </message>
    <message>
        <source>%1 gets %2 face up.</source>
        <translation>%1 saa kortin %2 kuvapuoli ylöspäin.</translation>
    </message>
    <message>
        <source>You get %1 face up.</source>
        <translation>Saat kortin %1 kuvapuoli ylöspäin.</translation>
    </message>
    <message>
        <source>You get %1 face down.</source>
        <translation>Saat kortin %1 kuvapuoli alaspäin.</translation>
    </message>
    <message>
        <source>%1 gets a card face down.</source>
        <translation>%1 saa kortin kuvapuoli alaspäin.</translation>
    </message>
    <message>
        <source>%1 passes.</source>
        <translation>%1 passaa.</translation>
    </message>
    <message>
        <source>You pass.</source>
        <translation>Passaat.</translation>
    </message>
    <message>
        <source>%1 bets %2.</source>
        <translation>%1 panostaa %2.</translation>
    </message>
    <message>
        <source>You bet %1.</source>
        <translation>Panostat %1.</translation>
    </message>
    <message>
        <source>%1 folds.</source>
        <translation>%1 kippaa.</translation>
    </message>
    <message>
        <source>You fold.</source>
        <translation>Kippaat.</translation>
    </message>
    <message>
        <source>%1 calls %2.</source>
        <translation>%1 maksaa %2.</translation>
    </message>
    <message>
        <source>You call %1.</source>
        <translation>Maksat %1.</translation>
    </message>
    <message>
        <source>%1 raises by %2 (puts in %3).</source>
        <translation>%1 korottaa: +%2 (panee pottiin %3).</translation>
    </message>
    <message>
        <source>You raise by %1 (put in %2).</source>
        <translation>Korotat: +%1 (panet pottiin %2).</translation>
    </message>
    <message>
        <source>%1 takes a card.</source>
        <translation>%1 ottaa kortin.</translation>
    </message>
    <message>
        <source>You take a card.</source>
        <translation>Otat kortin.</translation>
    </message>
    <message>
        <source>%1 stands pat.</source>
        <translation>%1 jää.</translation>
    </message>
    <message>
        <source>You stand pat.</source>
        <translation>Jäät.</translation>
    </message>
    <message>
        <source>%1 is over 27 (%2) and is out of the hand.</source>
        <translation>%1 menee yli 27:n (%2) ja putoaa kädestä.</translation>
    </message>
    <message>
        <source>You are over 27 (%1) and out of the hand.</source>
        <translation>Menet yli 27:n (%1) ja putoat kädestä.</translation>
    </message>
    <message>
        <source>Betting round %1 skipped: fewer than two players can bet.</source>
        <translation>Panostuskierros %1 ohitetaan: alle kaksi pelaajaa voi panostaa.</translation>
    </message>
    <message>
        <source>Betting round %1.</source>
        <translation>Panostuskierros %1.</translation>
    </message>
    <message>
        <source>The pot is %1.</source>
        <translation>Potissa on %1.</translation>
    </message>
    <message>
        <source>Extra card: each player may take one.</source>
        <translation>Lisäkortti: jokainen pelaaja saa ottaa yhden.</translation>
    </message>
    <message>
        <source>Draw round %1.</source>
        <translation>Nostokierros %1.</translation>
    </message>
    <message>
        <source>1 card taken.</source>
        <translation>1 kortti otettu.</translation>
    </message>
    <message>
        <source>%1 cards taken.</source>
        <translation>%1 korttia otettu.</translation>
    </message>
    <message>
        <source>%1 wins the pot of %2: everyone else is out.</source>
        <translation>%1 voittaa potin (%2): kaikki muut ovat pudonneet kädestä.</translation>
    </message>
    <message>
        <source>You win the pot of %1: everyone else is out.</source>
        <translation>Voitat potin (%1): kaikki muut ovat pudonneet kädestä.</translation>
    </message>
    <message>
        <source>%1 shows %2: %3 for 7, %4 for 27.</source>
        <translation>%1 näyttää %2: 7:lle %3, 27:lle %4.</translation>
    </message>
    <message>
        <source>You show %1: %2 for 7, %3 for 27.</source>
        <translation>Näytät %1: 7:lle %2, 27:lle %3.</translation>
    </message>
    <message>
        <source>%1 takes back %2 uncalled chips.</source>
        <translation>%1 ottaa takaisin %2 maksamatta jäänyttä pelimerkkiä.</translation>
    </message>
    <message>
        <source>You take back %1 uncalled chips.</source>
        <translation>Otat takaisin %1 maksamatta jäänyttä pelimerkkiä.</translation>
    </message>
    <message>
        <source>%1 wins %2 for the 7 half with %3.</source>
        <translation>%1 voittaa 7-puoliskosta %2 summalla %3.</translation>
    </message>
    <message>
        <source>You win %1 for the 7 half with %2.</source>
        <translation>Voitat 7-puoliskosta %1 summalla %2.</translation>
    </message>
    <message>
        <source>%1 wins %2 for the 27 half with %3.</source>
        <translation>%1 voittaa 27-puoliskosta %2 summalla %3.</translation>
    </message>
    <message>
        <source>You win %1 for the 27 half with %2.</source>
        <translation>Voitat 27-puoliskosta %1 summalla %2.</translation>
    </message>
</context>
<context>
    <name>ShoeLedger</name>
    <message>
        <source>No such shoe.</source>
        <translation>Tällaista kenkää ei ole.</translation>
    </message>
    <message>
        <source>The revealed key is not valid: %1</source>
        <translation>Paljastettu avain ei kelpaa: %1</translation>
    </message>
    <message>
        <source>The key does NOT match the commitment shown before play.</source>
        <translation>Avain EI vastaa ennen peliä näytettyä sitoumusta.</translation>
    </message>
    <message>
        <source>Card %1 dealt was %2, but the key puts %3 there.</source>
        <translation>Jaettu kortti nro %1 oli %2, mutta avaimen mukaan siinä kohdassa on %3.</translation>
    </message>
    <message>
        <source>no card</source>
        <translation>ei korttia</translation>
    </message>
    <message>
        <source>Verified: SHA-256 of the key equals the commitment, and all %1 cards dealt are the first %1 cards of the order the key produces (%2).</source>
        <translation>Tarkistettu: avaimen SHA-256 vastaa sitoumusta, ja kaikki %1 jaettua korttia ovat avaimen tuottaman järjestyksen %1 ensimmäistä korttia (%2).</translation>
    </message>
</context>
<context>
    <name>ShoeView</name>
    <message>
        <source>%1 cards</source>
        <translation>%1 korttia</translation>
    </message>
</context>
<context>
    <name>SimulatedEdge</name>
    <message>
        <source>%1 % ± %2 %</source>
        <translation>%1 % ± %2 %</translation>
    </message>
    <message>
        <source>Simulating %1 rounds…</source>
        <translation>Simuloidaan %1 kierrosta…</translation>
    </message>
    <message>
        <source>Not simulated: %1</source>
        <translation>Ei simuloitu: %1</translation>
    </message>
    <message>
        <source>%1 rounds of the bet on the player hand</source>
        <translation>%1 kierrosta panoksella pelaajan käteen</translation>
    </message>
    <message>
        <source>%1 rounds playing the dealer&apos;s strategy (no chart: %2)</source>
        <translation>%1 kierrosta jakajan strategialla (ei taulukkoa: %2)</translation>
    </message>
    <message>
        <source>%1 rounds by the chart for one split, resplitting where it splits</source>
        <translation>%1 kierrosta yhden jaon taulukolla, jakaen uudelleen missä se jakaa</translation>
    </message>
    <message>
        <source>%1 rounds by the basic-strategy chart</source>
        <translation>%1 kierrosta perusstrategiataulukolla</translation>
    </message>
    <message>
        <source>, %1 s</source>
        <translation>, %1 s</translation>
    </message>
    <message>
        <source> (stopped)</source>
        <translation> (pysäytetty)</translation>
    </message>
    <message>
        <source>Deriving the basic-strategy chart for these rules first…</source>
        <translation>Johdetaan ensin näiden sääntöjen perusstrategiataulukko…</translation>
    </message>
</context>
<context>
    <name>SpotBanner</name>
    <message>
        <source>THE DEALER</source>
        <translation>JAKAJA</translation>
    </message>
    <message>
        <source>Paused — P watches on, Space stops</source>
        <translation>Tauko — P jatkaa seuraamista, Space pysäyttää</translation>
    </message>
</context>
<context>
    <name>SpotPanel</name>
    <message>
        <source>STOP (Space)</source>
        <translation>SEIS (Space)</translation>
    </message>
    <message>
        <source>Pause (P)</source>
        <translation>Tauko (P)</translation>
    </message>
    <message>
        <source>Watch on (Enter)</source>
        <translation>Jatka seuraamista (Enter)</translation>
    </message>
    <message>
        <source>Next round (N)</source>
        <translation>Seuraava kierros (N)</translation>
    </message>
    <message>
        <source>Read the supervisor&apos;s note, then watch on (Enter).</source>
        <translation>Lue valvojan huomautus ja jatka sitten seuraamista (Enter).</translation>
    </message>
    <message>
        <source>Round over. N deals the next one.</source>
        <translation>Kierros päättyi. N jakaa seuraavan.</translation>
    </message>
    <message>
        <source>Paused.</source>
        <translation>Tauko.</translation>
    </message>
    <message>
        <source>Watch the dealer. Stop the game (Space) when a step is wrong.</source>
        <translation>Seuraa jakajaa. Pysäytä peli (Space), kun jokin vaihe on väärin.</translation>
    </message>
    <message>
        <source>Tempo (- / +)</source>
        <translation>Tahti (- / +)</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Hidas</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normaali</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Nopea</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>Virheet</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>How often the dealer errs where a step can go wrong (from the next round)</source>
        <translation>Kuinka usein jakaja erehtyy vaiheissa, joissa voi mennä jotain väärin (seuraavasta kierroksesta alkaen)</translation>
    </message>
</context>
<context>
    <name>SpotTally</name>
    <message>
        <source>This round: %1 of %2 errors caught, %3 false alarms</source>
        <translation>Tämä kierros: %1/%2 virheestä huomattu, %3 väärää hälytystä</translation>
    </message>
    <message>
        <source>caught</source>
        <translation>huomatut</translation>
    </message>
    <message>
        <source>missed</source>
        <translation>ohi menneet</translation>
    </message>
    <message>
        <source>false alarms</source>
        <translation>väärät hälytykset</translation>
    </message>
    <message>
        <source>let pass</source>
        <translation>oikein läpi päästetyt</translation>
    </message>
    <message>
        <source>Session totals</source>
        <translation>Istunto yhteensä</translation>
    </message>
</context>
<context>
    <name>StatsPanel</name>
    <message>
        <source>Session statistics</source>
        <translation>Istunnon tilastot</translation>
    </message>
    <message>
        <source>Rounds: %1</source>
        <translation>Kierroksia: %1</translation>
    </message>
    <message>
        <source>Net result</source>
        <translation>Nettotulos</translation>
    </message>
    <message>
        <source>Biggest win</source>
        <translation>Suurin voitto</translation>
    </message>
    <message>
        <source>Biggest loss</source>
        <translation>Suurin tappio</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>Voitetut kädet</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Hävityt</translation>
    </message>
    <message>
        <source>Pushed</source>
        <translation>Tasapelit</translation>
    </message>
    <message>
        <source>Doubles</source>
        <translation>Tuplaukset</translation>
    </message>
    <message>
        <source>Splits</source>
        <translation>Jakamiset</translation>
    </message>
    <message>
        <source>Surrenders</source>
        <translation>Luovutukset</translation>
    </message>
    <message>
        <source>Naturals</source>
        <translation>Luonnolliset</translation>
    </message>
    <message>
        <source>Insured</source>
        <translation>Vakuutukset</translation>
    </message>
    <message>
        <source>won: %1</source>
        <translation>voittoja: %1</translation>
    </message>
    <message>
        <source>Insurance bets taken, and how many of them the dealer&apos;s natural paid.</source>
        <translation>Otetut vakuutukset ja kuinka moni niistä voitti jakajan luonnollisen käden ansiosta.</translation>
    </message>
    <message>
        <source>Insurance net</source>
        <translation>Vakuutustulos</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Tarkkuus</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>mistakes: %1 of %2</source>
        <translation>virheitä: %1/%2</translation>
    </message>
    <message>
        <source>not analysed</source>
        <translation>ei analysoitu</translation>
    </message>
    <message>
        <source>Share of analysed decisions that took the best action.</source>
        <translation>Osuus analysoiduista päätöksistä, joissa valittiin paras siirto.</translation>
    </message>
    <message>
        <source>EV lost</source>
        <translation>Menetetty EV</translation>
    </message>
    <message>
        <source>to mistakes</source>
        <translation>virheisiin</translation>
    </message>
    <message>
        <source>Expected money given up by choosing worse than the best action.</source>
        <translation>Odotusarvo, joka menetettiin valitsemalla parasta siirtoa huonompi.</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Odotettu</translation>
    </message>
    <message>
        <source>actual %1</source>
        <translation>toteutunut %1</translation>
    </message>
    <message>
        <source>Expected result of the chosen actions, against the actual net result.</source>
        <translation>Valittujen siirtojen odotettu tulos verrattuna toteutuneeseen nettotulokseen.</translation>
    </message>
    <message>
        <source>Bonuses</source>
        <translation>Bonukset</translation>
    </message>
    <message>
        <source>%1 paid, %2</source>
        <translation>%1 maksettu, %2</translation>
    </message>
    <message>
        <source>No bonus paid yet.</source>
        <translation>Bonuksia ei ole vielä maksettu.</translation>
    </message>
    <message>
        <source>× %1</source>
        <translation>× %1</translation>
    </message>
    <message>
        <source>Bankroll</source>
        <translation>Pelikassa</translation>
    </message>
    <message>
        <source>start %1</source>
        <translation>alussa %1</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Nollaa</translation>
    </message>
    <message>
        <source>Start a new session: clears these statistics, keeps the bankroll.</source>
        <translation>Aloita uusi istunto: tyhjentää nämä tilastot, pelikassa säilyy.</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Vie CSV…</translation>
    </message>
    <message>
        <source>Reset the statistics?</source>
        <translation>Nollataanko tilastot?</translation>
    </message>
    <message>
        <source>The rounds, results and bankroll chart of this session are cleared. Your bankroll stays as it is.</source>
        <translation>Tämän istunnon kierrokset, tulokset ja pelikassakaavio tyhjennetään. Pelikassasi pysyy ennallaan.</translation>
    </message>
    <message>
        <source>Export the session statistics</source>
        <translation>Vie istunnon tilastot</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-tiedostot (*.csv)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Kaikki tiedostot (*)</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>Viety tiedostoon %1</translation>
    </message>
    <message>
        <source>Hand history…</source>
        <translation>Jakohistoria…</translation>
    </message>
    <message>
        <source>Save every round, every shoe&apos;s commitment and revealed key, and these statistics as a zip archive; &apos;finnish27-cli replay FILE.zip&apos; checks it.</source>
        <translation>Tallenna jokainen kierros, jokaisen kengän sitoumus ja paljastettu avain sekä nämä tilastot zip-arkistoksi; &apos;finnish27-cli replay FILE.zip&apos; tarkistaa sen.</translation>
    </message>
    <message>
        <source>Save the hand history</source>
        <translation>Tallenna jakohistoria</translation>
    </message>
    <message>
        <source>Hand-history archives (*.zip)</source>
        <translation>Jakohistoria-arkistot (*.zip)</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Tallennettu tiedostoon %1</translation>
    </message>
    <message>
        <source>No decision has been analysed yet. Accuracy, EV lost and the expected result need the exact EV of every decision, which the analysis gives in the standard wager mode, hints on or off.</source>
        <translation>Yhtään päätöstä ei ole vielä analysoitu. Tarkkuus, menetetty EV ja odotettu tulos edellyttävät jokaisen päätöksen tarkkaa EV:tä. Analyysi antaa sen tavallisella panostustavalla, olivatpa vihjeet päällä tai eivät.</translation>
    </message>
    <message numerus="yes">
        <source>New bankrolls taken: %n (%1)</source>
        <translation>
            <numerusform>Uusia pelikassoja otettu: %n (%1)</numerusform>
            <numerusform>Uusia pelikassoja otettu: %n (%1)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StrategyChartPane</name>
    <message>
        <source>Save as %1</source>
        <translation>Tallenna %1-muodossa</translation>
    </message>
    <message>
        <source>Deriving the chart for these rules: %1 %</source>
        <translation>Johdetaan taulukkoa näille säännöille: %1 %</translation>
    </message>
    <message>
        <source>The cell&apos;s options</source>
        <translation>Solun vaihtoehdot</translation>
    </message>
    <message>
        <source>Valuing every option exactly…</source>
        <translation>Lasketaan jokaisen vaihtoehdon tarkka arvo…</translation>
    </message>
    <message>
        <source>Point at a cell, or move with the arrow keys, to see what each option is worth (expected value per unit bet, full shoe). Click it or press Enter to drill it.</source>
        <translation>Osoita solua tai liiku nuolinäppäimillä nähdäksesi, mitä kukin vaihtoehto on arvoinen (odotusarvo panosyksikköä kohden, täysi kenkä). Napsauta tai paina Enter harjoitellaksesi sitä.</translation>
    </message>
    <message>
        <source>Save the chart</source>
        <translation>Tallenna taulukko</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Tallennettu: %1</translation>
    </message>
    <message>
        <source>Save as:</source>
        <translation>Tallenna:</translation>
    </message>
</context>
<context>
    <name>StrategyChartView</name>
    <message>
        <source>(costs %1)</source>
        <translation>(maksaa %1)</translation>
    </message>
    <message>
        <source>(best)</source>
        <translation>(paras)</translation>
    </message>
    <message>
        <source>The chart: %1.</source>
        <translation>Taulukko: %1.</translation>
    </message>
    <message>
        <source>These rules cannot be read: %1</source>
        <translation>Sääntöjä ei voi lukea: %1</translation>
    </message>
    <message>
        <source>These rules have no decisions to chart: the bet is settled by fixed play.</source>
        <translation>Näissä säännöissä ei ole taulukoitavia päätöksiä: panos ratkaistaan kiinteällä pelitavalla.</translation>
    </message>
    <message>
        <source>The chart could not be derived: %1</source>
        <translation>Taulukkoa ei voitu johtaa: %1</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 jakajaa %2 vastaan</translation>
    </message>
    <message>
        <source>%1 %2, the highest that hits: %3</source>
        <translation>%1 %2, suurin jolla otetaan: %3</translation>
    </message>
    <message>
        <source>%1 %2, the lowest that stands: %3</source>
        <translation>%1 %2, pienin jolla jäädään: %3</translation>
    </message>
    <message>
        <source>There is no chart to export yet.</source>
        <translation>Vietävää taulukkoa ei vielä ole.</translation>
    </message>
    <message>
        <source>Choose a file ending in .png, .svg or .pdf.</source>
        <translation>Valitse tiedosto, jonka pääte on .png, .svg tai .pdf.</translation>
    </message>
    <message>
        <source>%1-chart</source>
        <translation>%1-taulukko</translation>
    </message>
    <message>
        <source>For these very cards the exact best is not the chart&apos;s: the chart keeps only the exceptions that cost enough per round to be worth learning.</source>
        <translation>Juuri näillä korteilla tarkka paras ei ole taulukon valinta: taulukossa ovat vain poikkeukset, jotka maksavat kierrosta kohden tarpeeksi ollakseen opettelemisen arvoisia.</translation>
    </message>
</context>
<context>
    <name>StrategyDrill</name>
    <message>
        <source>These rules cannot be read: %1</source>
        <translation>Sääntöjä ei voi lukea: %1</translation>
    </message>
    <message>
        <source>All decisions</source>
        <translation>Kaikki päätökset</translation>
    </message>
    <message>
        <source>Soft hands</source>
        <translation>Pehmeät kädet</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Parit</translation>
    </message>
    <message>
        <source>3 cards or more</source>
        <translation>Vähintään 3 korttia</translation>
    </message>
    <message>
        <source>Insurance</source>
        <translation>Vakuutus</translation>
    </message>
    <message>
        <source>Exceptions to the chart</source>
        <translation>Taulukon poikkeukset</translation>
    </message>
    <message>
        <source>Only: %1</source>
        <translation>Vain: %1</translation>
    </message>
    <message>
        <source>This answer could not be saved: %1</source>
        <translation>Tätä vastausta ei voitu tallentaa: %1</translation>
    </message>
    <message>
        <source>Insurance is offered.</source>
        <translation>Vakuutusta tarjotaan.</translation>
    </message>
    <message>
        <source>Hand %1 of %2, after a split.</source>
        <translation>Käsi %1/%2, jakamisen jälkeen.</translation>
    </message>
    <message>
        <source>Right: %1 is the best play.</source>
        <translation>Oikein: %1 on paras pelitapa.</translation>
    </message>
    <message>
        <source>%1 gives away %2 of the bet; the best play is %3.</source>
        <translation>%1 menettää %2 panoksesta; paras pelitapa on %3.</translation>
    </message>
    <message>
        <source>The chart plays %1 here; with the cards seen so far (yours, the dealer&apos;s and those dealt since the shuffle), %2 is better.</source>
        <translation>Taulukko pelaa tässä %1; tähän mennessä nähdyillä korteilla (omasi, jakajan ja sekoituksen jälkeen jaetut) %2 on parempi.</translation>
    </message>
</context>
<context>
    <name>StrategyDrillPane</name>
    <message>
        <source>Speed (one minute)</source>
        <translation>Nopeus (minuutti)</translation>
    </message>
    <message>
        <source>Start (Enter)</source>
        <translation>Aloita (Enter)</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>Aloita alusta</translation>
    </message>
    <message>
        <source>Every cell</source>
        <translation>Kaikki solut</translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation>Jaetaan…</translation>
    </message>
    <message>
        <source>Decisions dealt as play deals them, more often where you go wrong or a mistake costs most. Press Enter to start.</source>
        <translation>Päätökset jaetaan kuten peli ne jakaa, useammin siellä, missä erehdyt tai virhe maksaa eniten. Aloita painamalla Enter.</translation>
    </message>
    <message>
        <source>best</source>
        <translation>paras</translation>
    </message>
    <message>
        <source>costs %1</source>
        <translation>maksaa %1</translation>
    </message>
    <message>
        <source>(the chart)</source>
        <translation>(taulukko)</translation>
    </message>
    <message>
        <source>Space or Enter: next</source>
        <translation>Välilyönti tai Enter: seuraava</translation>
    </message>
    <message>
        <source>No answers yet in this session.</source>
        <translation>Tällä kerralla ei vielä vastauksia.</translation>
    </message>
    <message>
        <source>%1 of %2 right (%3 %); %4 of a bet given away.</source>
        <translation>%1/%2 oikein (%3 %); panoksesta menetetty %4.</translation>
    </message>
    <message>
        <source>Time! %1 answers per minute.</source>
        <translation>Aika loppui! %1 vastausta minuutissa.</translation>
    </message>
    <message>
        <source>%1 s left; %2 answers per minute.</source>
        <translation>%1 s jäljellä; %2 vastausta minuutissa.</translation>
    </message>
    <message>
        <source>Mistakes, costliest first</source>
        <translation>Virheet, kallein ensin</translation>
    </message>
    <message>
        <source>cost %1</source>
        <translation>hinta %1</translation>
    </message>
    <message>
        <source>You: %1; best: %2.</source>
        <translation>Sinä: %1; paras: %2.</translation>
    </message>
    <message>
        <source>None so far.</source>
        <translation>Ei vielä yhtään.</translation>
    </message>
    <message>
        <source>Drill these cells</source>
        <translation>Harjoittele näitä soluja</translation>
    </message>
</context>
<context>
    <name>StrategyHints</name>
    <message>
        <source>Hint: computing the exact values…</source>
        <translation>Vihje: lasketaan tarkkoja arvoja…</translation>
    </message>
    <message>
        <source>No hint: %1</source>
        <translation>Ei vihjettä: %1</translation>
    </message>
    <message>
        <source>Hint: %1 is best (EV %2 per unit bet).</source>
        <translation>Vihje: paras siirto on %1 (EV %2 panosyksikköä kohden).</translation>
    </message>
    <message>
        <source>Mistake: %1 (EV %2) instead of %3 (EV %4) cost %5 in expectation.</source>
        <translation>Virhe: %1 (EV %2) parhaan siirron %3 (EV %4) sijaan maksoi odotusarvoltaan %5.</translation>
    </message>
</context>
<context>
    <name>StrategySchoolPage</name>
    <message>
        <source>◂ Table</source>
        <translation>◂ Pöytä</translation>
    </message>
    <message>
        <source>Back to the table (Esc)</source>
        <translation>Takaisin pöytään (Esc)</translation>
    </message>
    <message>
        <source>Strategy school</source>
        <translation>Strategiakoulu</translation>
    </message>
    <message>
        <source>Chart (Ctrl+1)</source>
        <translation>Taulukko (Ctrl+1)</translation>
    </message>
    <message>
        <source>Drill (Ctrl+2)</source>
        <translation>Harjoitus (Ctrl+2)</translation>
    </message>
    <message>
        <source>Your chart (Ctrl+3)</source>
        <translation>Oma taulukko (Ctrl+3)</translation>
    </message>
</context>
<context>
    <name>SupervisorPanel</name>
    <message>
        <source>Floor supervisor</source>
        <translation>Valvoja</translation>
    </message>
    <message>
        <source>✓ Right</source>
        <translation>✓ Oikein</translation>
    </message>
    <message>
        <source>✗ Wrong step</source>
        <translation>✗ Väärä vaihe</translation>
    </message>
    <message>
        <source>✓ Caught: the dealer was wrong</source>
        <translation>✓ Huomattu: jakaja toimi väärin</translation>
    </message>
    <message>
        <source>✗ Missed: the dealer was wrong</source>
        <translation>✗ Ohi meni: jakaja toimi väärin</translation>
    </message>
    <message>
        <source>✗ False alarm: the dealer was right</source>
        <translation>✗ Väärä hälytys: jakaja toimi oikein</translation>
    </message>
    <message>
        <source>✓ Right to let it pass</source>
        <translation>✓ Oikein päästetty läpi</translation>
    </message>
    <message>
        <source>Dealer: %1</source>
        <translation>Jakaja: %1</translation>
    </message>
    <message>
        <source>You: %1</source>
        <translation>Sinä: %1</translation>
    </message>
    <message>
        <source>Right: %1</source>
        <translation>Oikein: %1</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>CLOSEST TO 27 WINS</source>
        <translation>LÄHIMPÄNÄ 27:ÄÄ OLEVA VOITTAA</translation>
    </message>
    <message>
        <source>CLOSEST TO %1 WINS</source>
        <translation>LÄHIMPÄNÄ SUMMAA %1 OLEVA VOITTAA</translation>
    </message>
    <message>
        <source>DEALER</source>
        <translation>JAKAJA</translation>
    </message>
    <message>
        <source>DISCARDS
%1</source>
        <translation>POISTOPINO
%1</translation>
    </message>
</context>
<context>
    <name>TableController</name>
    <message>
        <source>Finish the round before changing the game.</source>
        <translation>Pelaa kierros loppuun ennen pelin vaihtamista.</translation>
    </message>
    <message>
        <source>These rules cannot be played: %1</source>
        <translation>Näillä säännöillä ei voi pelata: %1</translation>
    </message>
    <message>
        <source>Now playing %1.</source>
        <translation>Nyt pelataan: %1.</translation>
    </message>
    <message>
        <source>Place a bet of at most your bankroll (%1).</source>
        <translation>Aseta panos, joka on enintään pelikassasi (%1).</translation>
    </message>
    <message>
        <source>The shoe will be reshuffled with a fresh key before the next round; the current key will then be revealed.</source>
        <translation>Kenkä sekoitetaan uudella avaimella ennen seuraavaa kierrosta; nykyinen avain paljastetaan silloin.</translation>
    </message>
    <message>
        <source>Place your bet and deal.</source>
        <translation>Aseta panos ja jaa kortit.</translation>
    </message>
    <message>
        <source>Your hand: %1. Your move.</source>
        <translation>Kätesi: %1. Sinun vuorosi.</translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation>Jaetaan…</translation>
    </message>
    <message>
        <source>The dealer shows %1. Insurance costs %2.</source>
        <translation>Jakajalla näkyy %1. Vakuutus maksaa %2.</translation>
    </message>
    <message>
        <source>A new bankroll of %1: play on.</source>
        <translation>Uusi pelikassa %1: peli jatkuu.</translation>
    </message>
    <message>
        <source>You are out of money (bankroll %1). Take a new bankroll of %2 to play on.</source>
        <translation>Rahasi ovat loppuneet (pelikassa %1). Ota uusi %2:n pelikassa jatkaaksesi.</translation>
    </message>
    <message>
        <source>Your bet of %1 is more than your bankroll (%2): clear it and bet again.</source>
        <translation>Panoksesi %1 on suurempi kuin pelikassasi (%2): tyhjennä se ja panosta uudelleen.</translation>
    </message>
    <message>
        <source>%1 (changed)</source>
        <extracomment>A preset&apos;s rules loaded with changes (from the rule editor or a file under its id).</extracomment>
        <translation>%1 (muutettu)</translation>
    </message>
    <message>
        <source>Player hand</source>
        <translation>Pelaajan käsi</translation>
    </message>
    <message>
        <source>Dealer hand</source>
        <translation>Jakajan käsi</translation>
    </message>
    <message>
        <source>Stalemate</source>
        <translation>Tasapeli</translation>
    </message>
</context>
<context>
    <name>TrainingProgress</name>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Your progress could not be saved: %1</source>
        <translation>Edistymistäsi ei voitu tallentaa: %1</translation>
    </message>
    <message>
        <source>Run the table</source>
        <translation>Hoida pöytää</translation>
    </message>
    <message>
        <source>Drills</source>
        <translation>Harjoitukset</translation>
    </message>
    <message>
        <source>%1 error(s) in %2 of %3 rounds, %4 s per round</source>
        <translation>%1 virhe(ttä) %2/%3 kierroksella, %4 s kierrosta kohden</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>hyväksytty</translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation>hylätty: %1</translation>
    </message>
    <message>
        <source>No game watched yet.</source>
        <translation>Yhtään peliä ei ole vielä seurattu.</translation>
    </message>
    <message>
        <source>Errors caught: %1 of %2 · missed: %3 · false alarms: %4</source>
        <translation>Virheitä huomattu: %1/%2 · ohi menneitä: %3 · vääriä hälytyksiä: %4</translation>
    </message>
    <message>
        <source>Your saved progress could not be read: %1</source>
        <translation>Tallennettua edistymistäsi ei voitu lukea: %1</translation>
    </message>
</context>
<context>
    <name>f27</name>
    <message>
        <source>%1 exactly %2</source>
        <translation>%1 täsmälleen %2</translation>
    </message>
    <message>
        <source>%1 at most %2</source>
        <translation>%1 enintään %2</translation>
    </message>
    <message>
        <source>%1 at least %2</source>
        <translation>%1 vähintään %2</translation>
    </message>
    <message>
        <source>%1 %2 to %3</source>
        <translation>%1 %2–%3</translation>
    </message>
    <message>
        <source>closer to %1</source>
        <translation>lähempänä summaa %1</translation>
    </message>
    <message>
        <source>the dealer is closer to %1</source>
        <translation>jakaja on lähempänä summaa %1</translation>
    </message>
    <message>
        <source>the five-card rule: only the player has five cards</source>
        <translation>viiden kortin sääntö: vain pelaajalla on viisi korttia</translation>
    </message>
    <message>
        <source>the five-card rule: only the dealer has five cards</source>
        <translation>viiden kortin sääntö: vain jakajalla on viisi korttia</translation>
    </message>
    <message>
        <source>equally close to %1</source>
        <translation>yhtä lähellä summaa %1</translation>
    </message>
    <message>
        <source>bust</source>
        <translation>ylitys</translation>
    </message>
    <message>
        <source>an exact target total</source>
        <translation>täsmälleen tavoitesumma</translation>
    </message>
    <message>
        <source>a natural</source>
        <translation>luonnollinen käsi</translation>
    </message>
    <message>
        <source>both hold a natural</source>
        <translation>molemmilla on luonnollinen käsi</translation>
    </message>
    <message>
        <source>the dealer holds a natural</source>
        <translation>jakajalla on luonnollinen käsi</translation>
    </message>
    <message>
        <source>the dealer busts</source>
        <translation>jakaja menee yli</translation>
    </message>
    <message>
        <source>the dealer&apos;s exact target total</source>
        <translation>jakajalla täsmälleen tavoitesumma</translation>
    </message>
    <message>
        <source>the better poker hand</source>
        <translation>parempi pokerikäsi</translation>
    </message>
    <message>
        <source>a two-card target total after a split</source>
        <translation>kahden kortin tavoitesumma käden jakamisen jälkeen</translation>
    </message>
    <message>
        <source>surrender</source>
        <translation>luovutus</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Jakaja</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Paikka %1</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Jokeri</translation>
    </message>
    <message>
        <source>bust (%1)</source>
        <translation>yli (%1)</translation>
    </message>
    <message>
        <source>soft %1</source>
        <translation>pehmeä %1</translation>
    </message>
    <message>
        <source>hard %1</source>
        <translation>kova %1</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>kova</translation>
    </message>
    <message>
        <source>soft</source>
        <translation>pehmeä</translation>
    </message>
    <message>
        <source>while the dealer must hit</source>
        <translation>kun jakajan on vielä otettava kortti</translation>
    </message>
    <message>
        <source>when the dealer will stand</source>
        <translation>kun jakaja jää</translation>
    </message>
    <message>
        <source>below the dealer&apos;s total</source>
        <translation>alle jakajan summan</translation>
    </message>
    <message>
        <source>at or below the dealer&apos;s total</source>
        <translation>enintään jakajan summa</translation>
    </message>
    <message>
        <source>equal to the dealer&apos;s total</source>
        <translation>sama kuin jakajan summa</translation>
    </message>
    <message>
        <source>at or above the dealer&apos;s total</source>
        <translation>vähintään jakajan summa</translation>
    </message>
    <message>
        <source>above the dealer&apos;s total</source>
        <translation>yli jakajan summan</translation>
    </message>
    <message>
        <source>any hand</source>
        <translation>mikä tahansa käsi</translation>
    </message>
    <message>
        <source> (hand %1)</source>
        <translation> (käsi %1)</translation>
    </message>
    <message>
        <source>%1 wagers %2.</source>
        <translation>%1 panostaa %2.</translation>
    </message>
    <message>
        <source>The shoe is reshuffled%1. New commitment: %2.</source>
        <translation>Kenkä sekoitetaan uudelleen%1. Uusi sitoumus: %2.</translation>
    </message>
    <message>
        <source>The previous shoe&apos;s key is revealed: %1</source>
        <translation>Edellisen kengän avain paljastetaan: %1</translation>
    </message>
    <message>
        <source>%1 is dealt a card face down.</source>
        <translation>%1 saa kortin kuvapuoli alaspäin.</translation>
    </message>
    <message>
        <source>%1 is dealt %2%3.</source>
        <translation>%1 saa kortin %2%3.</translation>
    </message>
    <message>
        <source> face down</source>
        <translation> kuvapuoli alaspäin</translation>
    </message>
    <message>
        <source>%1%2 is dealt %3: %4.</source>
        <translation>%1%2 saa kortin %3: %4.</translation>
    </message>
    <message>
        <source>%1 is offered insurance for %2%3.</source>
        <translation>%1: vakuutusta tarjotaan hintaan %2%3.</translation>
    </message>
    <message>
        <source>%1 takes insurance for %2.</source>
        <translation>%1 ottaa vakuutuksen hintaan %2.</translation>
    </message>
    <message>
        <source>%1 declines insurance.</source>
        <translation>%1 kieltäytyy vakuutuksesta.</translation>
    </message>
    <message>
        <source>%1%2 hits on %3.</source>
        <translation>%1%2 ottaa kortin (%3).</translation>
    </message>
    <message>
        <source>%1%2 stands on %3.</source>
        <translation>%1%2 jää (%3).</translation>
    </message>
    <message>
        <source>%1%2 doubles down on %3%4.</source>
        <translation>%1%2 tuplaa (%3)%4.</translation>
    </message>
    <message>
        <source>%1%2 splits%3.</source>
        <translation>%1%2 jakaa käden%3.</translation>
    </message>
    <message>
        <source>%1%2 surrenders%3.</source>
        <translation>%1%2 luovuttaa%3.</translation>
    </message>
    <message>
        <source>split Aces take one card each</source>
        <translation>jaetut ässät saavat yhden kortin kukin</translation>
    </message>
    <message>
        <source>the hand has the most cards allowed</source>
        <translation>kädessä on suurin sallittu määrä kortteja</translation>
    </message>
    <message>
        <source>%1%2 must hit: %3 (%4%5).</source>
        <translation>%1%2 joutuu ottamaan kortin: %3 (%4%5).</translation>
    </message>
    <message>
        <source>%1%2 must stand: %3 (%4%5).</source>
        <translation>%1%2 joutuu jäämään: %3 (%4%5).</translation>
    </message>
    <message>
        <source>The player hand hits on %1%2.</source>
        <translation>Pelaajan käsi ottaa kortin (%1)%2.</translation>
    </message>
    <message>
        <source>The player hand stands on %1%2.</source>
        <translation>Pelaajan käsi jää (%1)%2.</translation>
    </message>
    <message>
        <source>The dealer checks for a natural: the dealer has one%1.</source>
        <translation>Jakaja tarkistaa luonnollisen käden: jakajalla on sellainen%1.</translation>
    </message>
    <message>
        <source>The dealer checks for a natural: none%1.</source>
        <translation>Jakaja tarkistaa luonnollisen käden: ei ole%1.</translation>
    </message>
    <message>
        <source>The dealer turns up the hole card: %1, %2%3.</source>
        <translation>Jakaja kääntää piilokortin: %1, %2%3.</translation>
    </message>
    <message>
        <source>The dealer hits on %1%2.</source>
        <translation>Jakaja ottaa kortin (%1)%2.</translation>
    </message>
    <message>
        <source>The dealer stands on %1%2.</source>
        <translation>Jakaja jää (%1)%2.</translation>
    </message>
    <message>
        <source>%1%2 wins: %3%4.</source>
        <translation>%1%2 voittaa: %3%4.</translation>
    </message>
    <message>
        <source>%1%2 loses: %3%4.</source>
        <translation>%1%2 häviää: %3%4.</translation>
    </message>
    <message>
        <source>%1%2 pushes: %3%4.</source>
        <translation>%1%2: tasapeli, %3%4.</translation>
    </message>
    <message>
        <source>%1%2 surrenders: %3%4.</source>
        <translation>%1%2 luovuttaa: %3%4.</translation>
    </message>
    <message>
        <source>%1%2 is paid the %3 bonus: %4%5.</source>
        <translation>%1%2 saa bonuksen %3: %4%5.</translation>
    </message>
    <message>
        <source>%1&apos;s insurance wins %2%3.</source>
        <translation>%1: vakuutus voittaa %2%3.</translation>
    </message>
    <message>
        <source>%1&apos;s insurance loses %2%3.</source>
        <translation>%1: vakuutus häviää %2%3.</translation>
    </message>
    <message>
        <source>%1%2 settles %3.</source>
        <translation>%1%2: tilitys %3.</translation>
    </message>
    <message>
        <source>%1 round result: %2.</source>
        <translation>%1: kierroksen tulos %2.</translation>
    </message>
    <message>
        <source>total</source>
        <translation>summa</translation>
    </message>
    <message>
        <source>cards</source>
        <translation>kortteja</translation>
    </message>
    <message>
        <source>dealer&apos;s total</source>
        <translation>jakajan summa</translation>
    </message>
    <message>
        <source>Another card raises your expected share.</source>
        <translation>Lisäkortti kasvattaa odotettua osuuttasi.</translation>
    </message>
    <message>
        <source>Another card would not raise your share.</source>
        <translation>Lisäkortti ei kasvattaisi osuuttasi.</translation>
    </message>
    <message>
        <source>Your share of the pot is above a fair share.</source>
        <translation>Osuutesi potista on reilua osuutta suurempi.</translation>
    </message>
    <message>
        <source>The pot pays enough for your chances.</source>
        <translation>Potti maksaa tarpeeksi mahdollisuuksiisi nähden.</translation>
    </message>
    <message>
        <source>The pot does not pay enough for your chances.</source>
        <translation>Potti ei maksa tarpeeksi mahdollisuuksiisi nähden.</translation>
    </message>
    <message>
        <source>No edge to bet on.</source>
        <translation>Ei etua, jonka varaan panostaa.</translation>
    </message>
    <message>
        <source>double</source>
        <translation>tuplaa</translation>
    </message>
    <message>
        <source>split</source>
        <translation>jaa</translation>
    </message>
    <message>
        <source>%1 %2 (%3 cards)</source>
        <translation>%1 %2 (%3 korttia)</translation>
    </message>
    <message>
        <source>%1 count as %2</source>
        <translation>%1 lasketaan kuin %2</translation>
    </message>
    <message>
        <source>Jokers: a Joker counts 0 and changes nothing under these rules, so a hand is read without its Jokers (its number of cards is that of its other cards, at least 2).</source>
        <translation>Jokerit: jokeri on 0 eikä muuta näissä säännöissä mitään, joten käsi luetaan ilman jokereitaan (sen korttimäärä on muiden korttien määrä, vähintään 2).</translation>
    </message>
    <message>
        <source>%1 (after a split)</source>
        <translation>%1 (jaon jälkeen)</translation>
    </message>
    <message>
        <source>%1: %2 (the totals would cost %3 per round)</source>
        <translation>%1: %2 (summien mukaan pelaaminen maksaisi %3 kierrosta kohden)</translation>
    </message>
    <message>
        <source>double %1; surrender %2; split %3</source>
        <translation>tuplaa %1; luovuta %2; jaa %3</translation>
    </message>
    <message>
        <source>; insurance %1</source>
        <translation>; vakuutus: %1</translation>
    </message>
    <message>
        <source>take</source>
        <translation>ota</translation>
    </message>
    <message>
        <source>decline</source>
        <translation>älä ota</translation>
    </message>
    <message>
        <source>Basic-strategy chart: %1 (%2)</source>
        <translation>Perusstrategiataulukko: %1 (%2)</translation>
    </message>
    <message>
        <source>Ranks: %1.</source>
        <translation>Arvot: %1.</translation>
    </message>
    <message>
        <source>Hit to: hit while the total is below the number, stand at or above it.</source>
        <translation>Ota kortti -raja: ota kortti, kun summa on alle luvun, jää, kun se on luku tai enemmän.</translation>
    </message>
    <message>
        <source>Columns: hard/soft and the number of cards in the hand (a count not shown uses the nearest smaller one).</source>
        <translation>Sarakkeet: kova/pehmeä ja käden korttimäärä (puuttuva määrä käyttää lähintä pienempää).</translation>
    </message>
    <message>
        <source>Rows: the dealer&apos;s face-up card(s), or the total of the two.</source>
        <translation>Rivit: jakajan näkyvä kortti (tai kortit) tai niiden summa.</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>jakaja</translation>
    </message>
    <message>
        <source>s</source>
        <translation>p</translation>
    </message>
    <message>
        <source>h</source>
        <translation>k</translation>
    </message>
    <message>
        <source>Doubles, surrenders, splits and insurance:</source>
        <translation>Tuplaukset, luovutukset, jaot ja vakuutus:</translation>
    </message>
    <message>
        <source>none (the chart never doubles, surrenders or splits)</source>
        <translation>ei mitään (taulukko ei koskaan tuplaa, luovuta eikä jaa)</translation>
    </message>
    <message>
        <source>vs %1: %2</source>
        <translation>vastaan %1: %2</translation>
    </message>
    <message>
        <source>Exceptions (the hand&apos;s cards override the totals):</source>
        <translation>Poikkeukset (käden kortit ohittavat summat):</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ei yhtään</translation>
    </message>
    <message>
        <source>Basic-strategy chart: %1</source>
        <translation>Perusstrategiataulukko: %1</translation>
    </message>
    <message>
        <source>Hit to</source>
        <translation>Ota kortti -raja</translation>
    </message>
    <message>
        <source>Hit while the total is below the number, stand at or above it. Columns: hard/soft and the number of cards in the hand (a count not shown uses the nearest smaller one).</source>
        <translation>Ota kortti, kun summa on alle luvun, jää, kun se on luku tai enemmän. Sarakkeet: kova/pehmeä ja käden korttimäärä (puuttuva määrä käyttää lähintä pienempää).</translation>
    </message>
    <message>
        <source>Doubles, surrenders, splits, insurance</source>
        <translation>Tuplaukset, luovutukset, jaot, vakuutus</translation>
    </message>
    <message>
        <source>insurance</source>
        <translation>vakuutus</translation>
    </message>
    <message>
        <source>None (the chart never doubles, surrenders or splits).</source>
        <translation>Ei mitään (taulukko ei koskaan tuplaa, luovuta eikä jaa).</translation>
    </message>
    <message>
        <source>Exceptions</source>
        <translation>Poikkeukset</translation>
    </message>
    <message>
        <source>Jokers: a Joker counts 0 and, past a hand&apos;s first two cards, changes nothing under these rules, so a hand of three cards or more is read without its Jokers (its number of cards is that of its other cards, at least 3; where it has fewer than three other cards, Jokers make up the three).</source>
        <translation>Jokerit: jokeri on 0 eikä käden kahden ensimmäisen kortin jälkeen muuta näissä säännöissä mitään, joten vähintään kolmen kortin käsi luetaan ilman jokereitaan (sen korttimäärä on muiden korttien määrä, vähintään 3; jos muita kortteja on alle kolme, jokerit täydentävät ne kolmeen).</translation>
    </message>
    <message>
        <source>Hit</source>
        <translation>Ota kortti</translation>
    </message>
    <message>
        <source>Stand</source>
        <translation>Jää</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>Tuplaa</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Jaa</translation>
    </message>
    <message>
        <source>Surrender</source>
        <translation>Luovuta</translation>
    </message>
    <message>
        <source>Insure</source>
        <translation>Vakuuta</translation>
    </message>
    <message>
        <source>No insurance</source>
        <translation>Ei vakuutusta</translation>
    </message>
    <message>
        <source>high card</source>
        <translation>hai</translation>
    </message>
    <message>
        <source>one pair</source>
        <translation>pari</translation>
    </message>
    <message>
        <source>two pair</source>
        <translation>kaksi paria</translation>
    </message>
    <message>
        <source>three of a kind</source>
        <translation>kolmoset</translation>
    </message>
    <message>
        <source>straight</source>
        <translation>suora</translation>
    </message>
    <message>
        <source>flush</source>
        <translation>väri</translation>
    </message>
    <message>
        <source>full house</source>
        <translation>täyskäsi</translation>
    </message>
    <message>
        <source>four of a kind</source>
        <translation>neloset</translation>
    </message>
    <message>
        <source>straight flush</source>
        <translation>värisuora</translation>
    </message>
    <message>
        <source>five of a kind</source>
        <translation>vitoset</translation>
    </message>
    <message>
        <source>the player hand</source>
        <translation>pelaajan käsi</translation>
    </message>
    <message>
        <source>the dealer hand</source>
        <translation>jakajan käsi</translation>
    </message>
    <message>
        <source>a stalemate</source>
        <translation>tasapeli</translation>
    </message>
    <message>
        <source>the %1 bonus pays %2 on %3: %4</source>
        <translation>bonus %1 maksaa %2 panoksesta %3: %4</translation>
    </message>
    <message>
        <source>the %1 bonus pays %2 table minimums of %3: %4</source>
        <translation>bonus %1 maksaa %2 pöytäminimiä à %3: %4</translation>
    </message>
    <message>
        <source>the doubled wager is %1</source>
        <translation>tuplattu panos on %1</translation>
    </message>
    <message>
        <source>a natural pays %1 on %2: %3</source>
        <translation>luonnollinen maksaa %1 panoksesta %2: %3</translation>
    </message>
    <message>
        <source>a win pays 1:1 on %1: %2</source>
        <translation>voitto maksaa 1:1 panoksesta %1: %2</translation>
    </message>
    <message>
        <source>a two-card %1 after a split is no natural</source>
        <translation>kahden kortin %1 jaon jälkeen ei ole luonnollinen</translation>
    </message>
    <message>
        <source>a loss takes the wager: %1</source>
        <translation>häviö vie panoksen: %1</translation>
    </message>
    <message>
        <source>a push returns the wager: nothing is paid or taken</source>
        <translation>tasapeli palauttaa panoksen: mitään ei makseta eikä oteta</translation>
    </message>
    <message>
        <source>a surrender returns %1 of the wager %2: %3 is taken</source>
        <translation>luovutus palauttaa %1 panoksesta %2: %3 otetaan</translation>
    </message>
    <message>
        <source> (a split hand)</source>
        <translation> (jaettu käsi)</translation>
    </message>
    <message>
        <source>Wager %1, doubled.</source>
        <translation>Panos %1, tuplattu.</translation>
    </message>
    <message>
        <source>Wager %1.</source>
        <translation>Panos %1.</translation>
    </message>
    <message>
        <source>The player&apos;s %1 wins. How much does the dealer pay?</source>
        <translation>Pelaajan %1 voittaa. Paljonko jakaja maksaa?</translation>
    </message>
    <message>
        <source>The player&apos;s %1 loses. How much does the dealer take?</source>
        <translation>Pelaajan %1 häviää. Paljonko jakaja ottaa?</translation>
    </message>
    <message>
        <source>The player&apos;s %1 pushes. How much does the dealer pay?</source>
        <translation>Pelaajan %1 on tasan. Paljonko jakaja maksaa?</translation>
    </message>
    <message>
        <source>The player surrenders %1. How much does the dealer take?</source>
        <translation>Pelaaja luovuttaa käden %1. Paljonko jakaja ottaa?</translation>
    </message>
    <message>
        <source>Table minimum %1.</source>
        <translation>Pöytäminimi %1.</translation>
    </message>
    <message>
        <source>insurance costs %1 of the wager %2: %3</source>
        <translation>vakuutus maksaa %1 panoksesta %2: %3</translation>
    </message>
    <message>
        <source>with the dealer&apos;s natural it pays %1: %2</source>
        <translation>jakajan luonnollisella se maksaa %1: %2</translation>
    </message>
    <message>
        <source>without a dealer natural the stake is lost</source>
        <translation>ilman jakajan luonnollista panos menetetään</translation>
    </message>
    <message>
        <source>Wager %1, insured for %2.</source>
        <translation>Panos %1, vakuutettu summalla %2.</translation>
    </message>
    <message>
        <source>Wager %1, insured.</source>
        <translation>Panos %1, vakuutettu.</translation>
    </message>
    <message>
        <source>The dealer has a natural. How much does the insurance pay?</source>
        <translation>Jakajalla on luonnollinen. Paljonko vakuutus maksaa?</translation>
    </message>
    <message>
        <source>The dealer has no natural. How much does the dealer take?</source>
        <translation>Jakajalla ei ole luonnollista. Paljonko jakaja ottaa?</translation>
    </message>
    <message>
        <source>a bet on %1 pays %2 on %3: %4</source>
        <translation>veto kohteeseen %1 maksaa %2 panoksesta %3: %4</translation>
    </message>
    <message>
        <source>a losing bet is taken: %1</source>
        <translation>hävinnyt veto otetaan: %1</translation>
    </message>
    <message>
        <source>a push returns the bet: nothing is paid or taken</source>
        <translation>tasapeli palauttaa vedon: mitään ei makseta eikä oteta</translation>
    </message>
    <message>
        <source>The hands push.</source>
        <translation>Kädet ovat tasan.</translation>
    </message>
    <message>
        <source>The dealer hand wins.</source>
        <translation>Jakajan käsi voittaa.</translation>
    </message>
    <message>
        <source>The player hand wins.</source>
        <translation>Pelaajan käsi voittaa.</translation>
    </message>
    <message>
        <source>The player hand %1 wins.</source>
        <translation>Pelaajan käsi %1 voittaa.</translation>
    </message>
    <message>
        <source>A bet of %1 on %2.</source>
        <translation>Veto %1 kohteeseen %2.</translation>
    </message>
    <message>
        <source>How much does the dealer take?</source>
        <translation>Paljonko jakaja ottaa?</translation>
    </message>
    <message>
        <source>How much does the dealer pay?</source>
        <translation>Paljonko jakaja maksaa?</translation>
    </message>
    <message>
        <source>take %1</source>
        <translation>ota %1</translation>
    </message>
    <message>
        <source>pay nothing</source>
        <translation>älä maksa mitään</translation>
    </message>
    <message>
        <source>pay %1</source>
        <translation>maksa %1</translation>
    </message>
    <message>
        <source>What is the total of %1?</source>
        <translation>Mikä on käden %1 summa?</translation>
    </message>
    <message>
        <source>%1 = %2 with every Ace low</source>
        <translation>%1 = %2, kun jokainen ässä on pieni</translation>
    </message>
    <message>
        <source>one Ace counts %1 without passing %2</source>
        <translation>yksi ässä lasketaan %1 ylittämättä %2</translation>
    </message>
    <message>
        <source>an Ace counted %1 would pass %2</source>
        <translation>ässä arvolla %1 ylittäisi %2</translation>
    </message>
    <message>
        <source>the wild Joker makes it exactly %1</source>
        <translation>villi jokeri tekee siitä tasan %1</translation>
    </message>
    <message>
        <source>above %1</source>
        <translation>yli %1</translation>
    </message>
    <message>
        <source>No forced play applies to %1: the player chooses (%2).</source>
        <translation>Mikään pakkopeli ei koske kättä %1: pelaaja valitsee (%2).</translation>
    </message>
    <message>
        <source>The player hand holds %1. Does it hit or stand? [h/s]</source>
        <translation>Pelaajan kädessä on %1. Ottaako se vai jääkö? [h/s]</translation>
    </message>
    <message>
        <source>The player holds %1 against the dealer&apos;s %2. Must hit, must stand, or the player&apos;s choice? [h/s/c]</source>
        <translation>Pelaajalla on %1 jakajan %2 vastaan. Pakko ottaa, pakko jäädä vai pelaajan valinta? [h/s/c]</translation>
    </message>
    <message>
        <source>The player holds %1. Must hit, must stand, or the player&apos;s choice? [h/s/c]</source>
        <translation>Pelaajalla on %1. Pakko ottaa, pakko jäädä vai pelaajan valinta? [h/s/c]</translation>
    </message>
    <message>
        <source>The hand has the most cards allowed</source>
        <translation>Kädessä on suurin sallittu määrä kortteja</translation>
    </message>
    <message>
        <source>The dealer&apos;s row (%1) always stands</source>
        <translation>Jakajan rivi (%1) jää aina</translation>
    </message>
    <message>
        <source>The dealer&apos;s row (%1) hits below %2</source>
        <translation>Jakajan rivi (%1) ottaa alle %2</translation>
    </message>
    <message>
        <source>No row of the dealer&apos;s strategy matches, so the dealer stands</source>
        <translation>Mikään jakajan strategian rivi ei täsmää, joten jakaja jää</translation>
    </message>
    <message>
        <source>The dealer holds %1. Hit or stand? [h/s]</source>
        <translation>Jakajalla on %1. Ottaa vai jää? [h/s]</translation>
    </message>
    <message>
        <source>Player %1, dealer %2</source>
        <translation>Pelaaja %1, jakaja %2</translation>
    </message>
    <message>
        <source>poker hands: %1 against %2</source>
        <translation>pokerikädet: %1 vastaan %2</translation>
    </message>
    <message>
        <source>The player&apos;s %1 against the dealer&apos;s %2. Who wins? [p/d/t]</source>
        <translation>Pelaajan %1 jakajan %2 vastaan. Kuka voittaa? [p/d/t]</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>tiedostoon %1 ei voi kirjoittaa</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>tiedostoon %1 ei voi kirjoittaa: %2</translation>
    </message>
    <message>
        <source>%1,%1</source>
        <translation>%1,%1</translation>
    </message>
    <message>
        <source>A,%1</source>
        <translation>A,%1</translation>
    </message>
    <message>
        <source>H hit, S stand, D double, P split, R surrender; * some hands of the cell are played otherwise (see the exceptions).</source>
        <translation>O ota, J jää, T tuplaa, P jaa, L luovuta; * osa solun käsistä pelataan toisin (katso poikkeukset).</translation>
    </message>
    <message>
        <source>Hit while the total is below the number, stand at or above it. Columns: h hard, s soft, and the number of cards in the hand (a number not shown uses the nearest smaller one). * the cell has exceptions.</source>
        <translation>Ota korttia, kun summa on alle luvun, jää kun se on luku tai enemmän. Sarakkeet: k kova, p pehmeä ja kädessä olevien korttien määrä (puuttuva määrä käyttää lähintä pienempää). * solussa on poikkeuksia.</translation>
    </message>
    <message>
        <source>s%1</source>
        <translation>p%1</translation>
    </message>
    <message>
        <source>h%1</source>
        <translation>k%1</translation>
    </message>
    <message>
        <source>The hands to double or surrender (hard/soft total and number of cards), the pairs to split, and whether to take insurance.</source>
        <translation>Kädet, joilla tuplataan tai luovutetaan (kova/pehmeä summa ja korttien määrä), jaettavat parit ja otetaanko vakuutus.</translation>
    </message>
    <message>
        <source>Hands whose cards override the totals, and what playing them by the totals would cost per round (units of the wager).</source>
        <translation>Kädet, joiden kortit ohittavat summat, ja mitä niiden pelaaminen summien mukaan maksaisi kierrosta kohden (panoksen yksikköinä).</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>käsi</translation>
    </message>
    <message>
        <source>play</source>
        <translation>pelitapa</translation>
    </message>
    <message>
        <source>cost</source>
        <translation>hinta</translation>
    </message>
    <message>
        <source>H</source>
        <translation>O</translation>
    </message>
    <message>
        <source>S</source>
        <translation>J</translation>
    </message>
    <message>
        <source>D</source>
        <translation>T</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>R</source>
        <translation>L</translation>
    </message>
    <message>
        <source>hand \ dealer</source>
        <translation>käsi \ jakaja</translation>
    </message>
    <message>
        <source>Hard totals</source>
        <translation>Kovat summat</translation>
    </message>
    <message>
        <source>Soft hands</source>
        <translation>Pehmeät kädet</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Parit</translation>
    </message>
    <message>
        <source>Insurance against %1: %2.</source>
        <translation>Vakuutus jakajaa %1 vastaan: %2.</translation>
    </message>
    <message>
        <source>Hit to, by number of cards</source>
        <translation>Ota kortteja, korttien määrän mukaan</translation>
    </message>
    <message>
        <source>no file named to write</source>
        <translation>kirjoitettavaa tiedostoa ei ole nimetty</translation>
    </message>
    <message>
        <source>%1 bets %2 on %3.</source>
        <translation>%1 panostaa %2 kohteeseen %3.</translation>
    </message>
</context>
<context>
    <name>f27::HistoryStore</name>
    <message>
        <source>Your dealer-school progress was moved from %1 into the history (the file is kept as %2).</source>
        <translation>Jakajakoulun edistymisesi siirrettiin tiedostosta %1 historiaan (tiedosto säilytetään nimellä %2).</translation>
    </message>
    <message>
        <source>The history %1 was damaged (%2). It was moved aside to %3 and a new history started.</source>
        <translation>Historia %1 oli vioittunut (%2). Se siirrettiin sivuun nimelle %3, ja uusi historia aloitettiin.</translation>
    </message>
    <message>
        <source>a shoe of an earlier session (commitment %1) is still in play; export again once it is finished</source>
        <translation>aiemman istunnon kenkä (sitoumus %1) on yhä pelissä; vie uudelleen, kun se on päättynyt</translation>
    </message>
    <message>
        <source>the exported history does not verify: %1</source>
        <translation>viety historia ei läpäise tarkistusta: %1</translation>
    </message>
    <message>
        <source>there is no round %1 in the history</source>
        <translation>historiassa ei ole kierrosta %1</translation>
    </message>
    <message>
        <source>it is not an SQLite database</source>
        <translation>se ei ole SQLite-tietokanta</translation>
    </message>
    <message>
        <source>it is another program&apos;s database</source>
        <translation>se on toisen ohjelman tietokanta</translation>
    </message>
    <message>
        <source>%1: the damaged history could not be moved aside to %2, so nothing was written to it</source>
        <translation>%1: vaurioitunutta historiaa ei voitu siirtää syrjään nimelle %2, joten siihen ei kirjoitettu mitään</translation>
    </message>
    <message>
        <source>not a regular file, so it cannot hold a history</source>
        <translation>ei tavallinen tiedosto, joten siihen ei voi tallentaa historiaa</translation>
    </message>
    <message>
        <source>its folder cannot be created</source>
        <translation>sen kansiota ei voi luoda</translation>
    </message>
    <message>
        <source>this history was written by a newer finnish27 (schema %1; this one knows up to %2), so it is left as it is</source>
        <translation>tämän historian on kirjoittanut uudempi finnish27 (skeema %1; tämä versio tuntee skeemaan %2 asti), joten se jätetään ennalleen</translation>
    </message>
    <message>
        <source>not a finnish27 history (%1); nothing was changed</source>
        <translation>ei finnish27-historia (%1); mitään ei muutettu</translation>
    </message>
    <message>
        <source>the shoe would run out before the round ends (a reshuffle would be needed)</source>
        <translation>kengästä loppuisivat kortit ennen kierroksen loppua (tarvittaisiin uudelleensekoitus)</translation>
    </message>
    <message>
        <source>step %1 is outside the round (0 to %2)</source>
        <translation>vaihe %1 on kierroksen ulkopuolella (0–%2)</translation>
    </message>
    <message>
        <source>event %1 is not a decision</source>
        <translation>tapahtuma %1 ei ole päätös</translation>
    </message>
    <message>
        <source>event %1 is not one of the player&apos;s decisions</source>
        <translation>tapahtuma %1 ei ole pelaajan päätös</translation>
    </message>
    <message>
        <source>this round was dealt from no keyed shoe, so its order is not known</source>
        <translation>tätä kierrosta ei jaettu avaimella sekoitetusta kengästä, joten sen järjestystä ei tunneta</translation>
    </message>
    <message>
        <source>the shoe of this round is still in play: its key is secret until it ends (P-3), and the cards it would deal next are not shown before then</source>
        <translation>tämän kierroksen kenkä on yhä pelissä: sen avain on salainen, kunnes kenkä päättyy (P-3), eikä sen seuraavia kortteja näytetä ennen sitä</translation>
    </message>
    <message>
        <source>this round&apos;s shoe was reshuffled during play; what-if is not available</source>
        <translation>tämän kierroksen kenkä sekoitettiin uudelleen kesken pelin; entä jos -tarkastelu ei ole käytettävissä</translation>
    </message>
    <message>
        <source>the shoe&apos;s key does not match its commitment</source>
        <translation>kengän avain ei vastaa sen sitoumusta</translation>
    </message>
    <message>
        <source>&quot;%1&quot; was not a legal choice there</source>
        <translation>&quot;%1&quot; ei ollut siinä sallittu valinta</translation>
    </message>
    <message>
        <source>the round&apos;s cards are not the shoe&apos;s order under its key</source>
        <translation>kierroksen kortit eivät vastaa kengän järjestystä sen avaimella</translation>
    </message>
</context>
<context>
    <name>f27::cli</name>
    <message>
        <source>[h]it</source>
        <translation>[h] ota kortti</translation>
    </message>
    <message>
        <source>[s]tand</source>
        <translation>[s] jää</translation>
    </message>
    <message>
        <source>[d]ouble</source>
        <translation>[d] tuplaa</translation>
    </message>
    <message>
        <source>s[p]lit</source>
        <translation>[p] jaa</translation>
    </message>
    <message>
        <source>s[u]rrender</source>
        <translation>[u] luovuta</translation>
    </message>
    <message>
        <source>[y]es, insure</source>
        <translation>[y] vakuuta</translation>
    </message>
    <message>
        <source>[n]o insurance</source>
        <translation>[n] ei vakuutusta</translation>
    </message>
    <message>
        <source>Play rounds at a text table. One answer per line on standard input, so it can be scripted.</source>
        <translation>Pelaa kierroksia tekstipöydässä. Yksi vastaus riviä kohden vakiosyötteestä, joten pelin voi skriptata.</translation>
    </message>
    <message>
        <source>A preset id (%1) or a rule file.</source>
        <translation>Esiasetuksen tunnus (%1) tai sääntötiedosto.</translation>
    </message>
    <message>
        <source>Number of seats, 1 to 7.</source>
        <translation>Paikkojen määrä, 1–7.</translation>
    </message>
    <message>
        <source>Seats played by the computer, e.g. 2,3.</source>
        <translation>Tietokoneen pelaamat paikat, esim. 2,3.</translation>
    </message>
    <message>
        <source>Shuffle the first shoe with this key (64 hex digits) instead of a fresh one: reproducible play.</source>
        <translation>Sekoita ensimmäinen kenkä tällä avaimella (64 heksanumeroa) uuden sijaan: toistettava peli.</translation>
    </message>
    <message>
        <source>Each seat&apos;s starting bankroll.</source>
        <translation>Kunkin paikan aloituspelikassa.</translation>
    </message>
    <message>
        <source>The default wager.</source>
        <translation>Oletuspanos.</translation>
    </message>
    <message>
        <source>Stop after this many rounds (0: until you quit).</source>
        <translation>Lopeta näin monen kierroksen jälkeen (0: kunnes lopetat itse).</translation>
    </message>
    <message>
        <source>Append every round to this hand-history file (JSON Lines).</source>
        <translation>Lisää jokainen kierros tähän jakohistoriatiedostoon (JSON Lines).</translation>
    </message>
    <message>
        <source>play: --bots names seat &quot;%1&quot;, but the seats are 1 to %2.</source>
        <translation>play: --bots nimeää paikan ”%1”, mutta paikat ovat 1–%2.</translation>
    </message>
    <message>
        <source>play: cannot write %1: %2</source>
        <translation>play: tiedostoon %1 ei voi kirjoittaa: %2</translation>
    </message>
    <message>
        <source>play: --key: %1</source>
        <translation>play: --key: %1</translation>
    </message>
    <message>
        <source>Replay a hand history and check it against its log.</source>
        <translation>Toista jakohistoria ja tarkista se lokia vasten.</translation>
    </message>
    <message>
        <source>Print every event, hole cards included.</source>
        <translation>Tulosta jokainen tapahtuma, piilokortit mukaan lukien.</translation>
    </message>
    <message>
        <source>replay: give exactly one hand-history file.</source>
        <translation>replay: anna täsmälleen yksi jakohistoriatiedosto.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>— Round %1 —</source>
        <translation>— Kierros %1 —</translation>
    </message>
    <message>
        <source>%1 round(s) replayed exactly.</source>
        <translation>Kierroksia toistettu täsmälleen: %1.</translation>
    </message>
    <message>
        <source>Rule sets: the shipped presets and rule files.</source>
        <translation>Sääntökokoelmat: mukana tulevat esiasetukset ja sääntötiedostot.</translation>
    </message>
    <message>
        <source>List the shipped presets.</source>
        <translation>Luettele mukana tulevat esiasetukset.</translation>
    </message>
    <message>
        <source>Print a preset or rule file as canonical JSON.</source>
        <translation>Tulosta esiasetus tai sääntötiedosto kanonisena JSONina.</translation>
    </message>
    <message>
        <source>Check a rule file (may be given several times).</source>
        <translation>Tarkista sääntötiedosto (voidaan antaa useita kertoja).</translation>
    </message>
    <message>
        <source>More rule files to check.</source>
        <translation>Lisää tarkistettavia sääntötiedostoja.</translation>
    </message>
    <message>
        <source>%1: OK (%2, &quot;%3&quot;)</source>
        <translation>%1: OK (%2, ”%3”)</translation>
    </message>
    <message>
        <source>Recompute the order of a shoe from its revealed key (RULES.md Part 4).</source>
        <translation>Laske kengän järjestys uudelleen sen paljastetusta avaimesta (RULES.md, osa 4).</translation>
    </message>
    <message>
        <source>The revealed 256-bit key, 64 hex digits.</source>
        <translation>Paljastettu 256-bittinen avain, 64 heksanumeroa.</translation>
    </message>
    <message>
        <source>A preset id or a rule file: it fixes the shoe&apos;s composition.</source>
        <translation>Esiasetuksen tunnus tai sääntötiedosto: se määrää kengän koostumuksen.</translation>
    </message>
    <message>
        <source>The commitment shown before play; checked against the key.</source>
        <translation>Ennen peliä näytetty sitoumus; tarkistetaan avainta vasten.</translation>
    </message>
    <message>
        <source>Cards dealt from the shoe, comma-separated (e.g. AS,10H,JOKER); checked against the start of the order.</source>
        <translation>Kengästä jaetut kortit pilkuin eroteltuina (esim. AS,10H,JOKER); tarkistetaan järjestyksen alkua vasten.</translation>
    </message>
    <message>
        <source>Print {&quot;algorithm&quot;, &quot;commitment&quot;, &quot;cards&quot;} as JSON.</source>
        <translation>Tulosta {&quot;algorithm&quot;, &quot;commitment&quot;, &quot;cards&quot;} JSON-muodossa.</translation>
    </message>
    <message>
        <source>verify: --key is required.</source>
        <translation>verify: --key on pakollinen.</translation>
    </message>
    <message>
        <source>verify: --key: %1</source>
        <translation>verify: --key: %1</translation>
    </message>
    <message>
        <source>verify: --rules: %1</source>
        <translation>verify: --rules: %1</translation>
    </message>
    <message>
        <source>verify: the key does NOT match the commitment: SHA-256 of the key is %1.</source>
        <translation>verify: avain EI vastaa sitoumusta: avaimen SHA-256 on %1.</translation>
    </message>
    <message>
        <source>verify: --dealt: card %1: %2</source>
        <translation>verify: --dealt: kortti %1: %2</translation>
    </message>
    <message>
        <source>verify: dealt card %1 is %2, but the key puts %3 there.</source>
        <translation>verify: jaettu kortti nro %1 on %2, mutta avaimen mukaan siinä on %3.</translation>
    </message>
    <message>
        <source>no card</source>
        <translation>ei korttia</translation>
    </message>
    <message>
        <source>Algorithm:  %1</source>
        <translation>Algoritmi: %1</translation>
    </message>
    <message>
        <source>Commitment: %1</source>
        <translation>Sitoumus:  %1</translation>
    </message>
    <message>
        <source>The key matches the commitment.</source>
        <translation>Avain vastaa sitoumusta.</translation>
    </message>
    <message>
        <source>The dealt cards match the shoe&apos;s order.</source>
        <translation>Jaetut kortit vastaavat kengän järjestystä.</translation>
    </message>
    <message>
        <source>Order (%1 cards): %2</source>
        <translation>Järjestys (%1 korttia): %2</translation>
    </message>
    <message>
        <source>Exact house edge of a rule set under optimal composition-dependent play on the full shoe (docs/analysis.md).</source>
        <translation>Sääntökokoelman tarkka talon etu optimaalisella koostumusriippuvaisella pelillä täydestä kengästä (docs/analysis.md).</translation>
    </message>
    <message>
        <source>A preset id or a rule file.</source>
        <translation>Esiasetuksen tunnus tai sääntötiedosto.</translation>
    </message>
    <message>
        <source>Threads for the initial deals (default: all cores).</source>
        <translation>Säikeet aloitusjakoja varten (oletus: kaikki ytimet).</translation>
    </message>
    <message>
        <source>Give up after this many seconds (0: never).</source>
        <translation>Keskeytä näin monen sekunnin jälkeen (0: ei koskaan).</translation>
    </message>
    <message>
        <source>Print the result as JSON.</source>
        <translation>Tulosta tulos JSON-muodossa.</translation>
    </message>
    <message>
        <source>analyze: --rules: %1</source>
        <translation>analyze: --rules: %1</translation>
    </message>
    <message>
        <source>analyze: %1</source>
        <translation>analyze: %1</translation>
    </message>
    <message>
        <source>Rules:       %1</source>
        <translation>Säännöt:     %1</translation>
    </message>
    <message>
        <source>EV/round:    %1 units of the wager</source>
        <translation>EV/kierros:  %1 panosyksikköä</translation>
    </message>
    <message>
        <source>House edge:  %1 % (optimal composition-dependent play, full shoe, exact)</source>
        <translation>Talon etu:   %1 % (optimaalinen koostumusriippuvainen peli, täysi kenkä, tarkka)</translation>
    </message>
    <message>
        <source>Time:        %1 s on %2 thread(s)</source>
        <translation>Aika:        %1 s, säikeitä %2</translation>
    </message>
    <message>
        <source>Run the exact-analysis benchmarks once (docs/performance.md).</source>
        <translation>Aja tarkan analyysin suorituskykytestit kerran (docs/performance.md).</translation>
    </message>
    <message>
        <source>Comma-separated presets.</source>
        <translation>Esiasetukset pilkuin eroteltuina.</translation>
    </message>
    <message>
        <source>Live hints timed per preset.</source>
        <translation>Ajastettuja reaaliaikaisia vihjeitä esiasetusta kohden.</translation>
    </message>
    <message>
        <source>Seed of the random decisions.</source>
        <translation>Satunnaisten päätösten siemenluku.</translation>
    </message>
    <message>
        <source>Time limit per benchmark (0: none).</source>
        <translation>Aikaraja testiä kohden (0: ei rajaa).</translation>
    </message>
    <message>
        <source>Print the results as JSON.</source>
        <translation>Tulosta tulokset JSON-muodossa.</translation>
    </message>
    <message>
        <source>%1 %2 %3 %4 %5 %6</source>
        <translation>%1 %2 %3 %4 %5 %6</translation>
    </message>
    <message>
        <source>bench: %1: %2</source>
        <translation>bench: %1: %2</translation>
    </message>
    <message>
        <source>Peak resident memory (VmHWM): %1 MiB</source>
        <translation>Fyysisen muistin huippukäyttö (VmHWM): %1 MiB</translation>
    </message>
    <message>
        <source>analyze: basic-strategy chart: %1 % of the dealer views</source>
        <translation>analyze: perusstrategiataulukko: %1 % jakajan näkyvien korttien tapauksista</translation>
    </message>
    <message>
        <source>Skip the basic-strategy chart&apos;s house edge.</source>
        <translation>Ohita perusstrategiataulukon talon etu.</translation>
    </message>
    <message>
        <source>No progress on standard error.</source>
        <translation>Ei edistymistietoja vakiovirhevirtaan (stderr).</translation>
    </message>
    <message>
        <source>Basic strategy: %1 % house edge with the derived chart (%2 exceptional hands; exact, %3 s)</source>
        <translation>Perusstrategia: talon etu %1 % johdetulla taulukolla (%2 poikkeuskättä; tarkka, %3 s)</translation>
    </message>
    <message>
        <source>%1: %2 % of the dealer views done</source>
        <translation>%1: %2 % jakajan näkyvien korttien tapauksista valmiina</translation>
    </message>
    <message>
        <source>The basic-strategy chart of a rule set, derived from the exact analysis on the full shoe (docs/analysis.md).</source>
        <translation>Sääntökokoelman perusstrategiataulukko, johdettu tarkasta analyysista täydellä kengällä (docs/analysis.md).</translation>
    </message>
    <message>
        <source>Write the chart to this file instead of standard output.</source>
        <translation>Kirjoita taulukko tähän tiedostoon vakiotulosteen sijaan.</translation>
    </message>
    <message>
        <source>Threads (default: all cores).</source>
        <translation>Säikeet (oletus: kaikki ytimet).</translation>
    </message>
    <message>
        <source>Also compute the chart&apos;s exact house edge (and the optimal one).</source>
        <translation>Laske myös taulukon tarkka talon etu (ja optimaalisen pelin talon etu).</translation>
    </message>
    <message>
        <source>chart: --rules: %1</source>
        <translation>chart: --rules: %1</translation>
    </message>
    <message>
        <source>chart: %1 after %2 s</source>
        <translation>chart: %1 (%2 s kulunut)</translation>
    </message>
    <message>
        <source>chart: house edge: %1</source>
        <translation>chart: talon etu: %1</translation>
    </message>
    <message>
        <source>House edge: %1 % with this chart, %2 % with optimal play (exact, full shoe).</source>
        <translation>Talon etu: %1 % tällä taulukolla, %2 % optimaalisella pelillä (tarkka, täysi kenkä).</translation>
    </message>
    <message>
        <source>chart: cannot write %1: %2</source>
        <translation>chart: tiedostoon %1 ei voi kirjoittaa: %2</translation>
    </message>
    <message>
        <source>The exact EV of every legal action at the decision where a round log stops.</source>
        <translation>Jokaisen sallitun siirron tarkka EV siinä päätöksessä, johon kierrosloki päättyy.</translation>
    </message>
    <message>
        <source>A round log (as &apos;play --log&apos; writes) cut at a decision.</source>
        <translation>Päätökseen katkaistu kierrosloki (sellainen kuin &apos;play --log&apos; kirjoittaa).</translation>
    </message>
    <message>
        <source>Check that the log was played under this preset or rule file.</source>
        <translation>Tarkista, että loki on pelattu tällä esiasetuksella tai sääntötiedostolla.</translation>
    </message>
    <message>
        <source>hint: --state LOG is required.</source>
        <translation>hint: --state LOG on pakollinen.</translation>
    </message>
    <message>
        <source>hint: %1: %2</source>
        <translation>hint: %1: %2</translation>
    </message>
    <message>
        <source>hint: %1: the log holds no round.</source>
        <translation>hint: %1: lokissa ei ole yhtään kierrosta.</translation>
    </message>
    <message>
        <source>%1: line %2</source>
        <translation>%1: rivi %2</translation>
    </message>
    <message>
        <source>hint: --rules: %1</source>
        <translation>hint: --rules: %1</translation>
    </message>
    <message>
        <source>hint: %1: the round was played under &quot;%2&quot;, not under --rules &quot;%3&quot;.</source>
        <translation>hint: %1: kierros pelattiin säännöillä ”%2”, ei valitsimen --rules säännöillä ”%3”.</translation>
    </message>
    <message>
        <source>hint: %1: the round does not stop at a decision (%2); cut the log right after the events that lead to the decision you want a hint for.</source>
        <translation>hint: %1: kierros ei pysähdy päätökseen (%2); katkaise loki heti niiden tapahtumien jälkeen, jotka johtavat päätökseen, johon haluat vihjeen.</translation>
    </message>
    <message>
        <source>it is over</source>
        <translation>se on päättynyt</translation>
    </message>
    <message>
        <source>it waits for a card</source>
        <translation>se odottaa korttia</translation>
    </message>
    <message>
        <source>hint: %1: the log shows more %2 than the shoe holds since the last reshuffle.</source>
        <translation>hint: %1: lokissa on enemmän kortteja %2 kuin kengässä on edellisen uudelleensekoituksen jälkeen.</translation>
    </message>
    <message>
        <source>hint: %1</source>
        <translation>hint: %1</translation>
    </message>
    <message>
        <source>Seat %1: insurance? (EV of the whole round, units of the wager)</source>
        <translation>Paikka %1: vakuutus? (koko kierroksen EV panosyksikköinä)</translation>
    </message>
    <message>
        <source>Seat %1, hand %2: %3 %4 against %5 (EV from now on, units of the wager)</source>
        <translation>Paikka %1, käsi %2: %3 %4 vastaan jakajan %5 (EV tästä eteenpäin panosyksikköinä)</translation>
    </message>
    <message>
        <source>soft</source>
        <translation>pehmeä</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>kova</translation>
    </message>
    <message>
        <source>  best</source>
        <translation>  paras</translation>
    </message>
    <message>
        <source>%1 card(s) seen, %2 unseen.</source>
        <translation>Nähtyjä kortteja %1, näkemättömiä %2.</translation>
    </message>
    <message>
        <source>Bot-only games of Seven Twenty-Seven (RULES.md Part 3): independent hands from the starting stacks, the deal passing left, each hand&apos;s pack shuffled by the provably fair shuffle under a key derived from the seed (docs/seven27.md). Reports each seat&apos;s net chips per hand with its standard error.</source>
        <translation>Pelkkien bottien pelaamia Seitsemän–kaksikymmentäseitsemän -pelejä (RULES.md, osa 3): toisistaan riippumattomia käsiä aloituspelimerkeistä, jakovuoro siirtyy vasemmalle, ja kunkin käden pakka sekoitetaan todistettavasti reilulla sekoituksella siemenluvusta johdetulla avaimella (docs/seven27.md). Raportoi kunkin paikan nettopelimerkit kättä kohden keskivirheineen.</translation>
    </message>
    <message>
        <source>Seats at the table, 4..10 (default: the number of --bots names, or 5).</source>
        <translation>Pöydän paikat, 4..10 (oletus: --bots-nimien määrä tai 5).</translation>
    </message>
    <message>
        <source>Comma-separated players, one per seat (or one name for every seat): tight, loose, aggressive, balanced, naive, random (default tight,loose,aggressive,naive,naive).</source>
        <translation>Pelaajat pilkuin eroteltuina, yksi paikkaa kohden (tai yksi nimi kaikille paikoille): tight, loose, aggressive, balanced, naive, random (oletus tight,loose,aggressive,naive,naive).</translation>
    </message>
    <message>
        <source>Hands to play (default 1000).</source>
        <translation>Pelattavien käsien määrä (oletus 1000).</translation>
    </message>
    <message>
        <source>Seed of the shuffle keys and the bots (default 1).</source>
        <translation>Sekoitusavainten ja bottien siemenluku (oletus 1).</translation>
    </message>
    <message>
        <source>Ante (S-2, default 1).</source>
        <translation>Alkupanos (S-2, oletus 1).</translation>
    </message>
    <message>
        <source>Least one bet or raise may add (S-4, default 1).</source>
        <translation>Pienin määrä, jonka yksi panos tai korotus voi lisätä (S-4, oletus 1).</translation>
    </message>
    <message>
        <source>Most one bet or raise may add (S-4, default 4).</source>
        <translation>Suurin määrä, jonka yksi panos tai korotus voi lisätä (S-4, oletus 4).</translation>
    </message>
    <message>
        <source>Raises allowed per betting round (default 3).</source>
        <translation>Sallittuja korotuksia panostuskierrosta kohden (oletus 3).</translation>
    </message>
    <message>
        <source>Each seat&apos;s stack at the start of every hand (default 100).</source>
        <translation>Kunkin paikan pelimerkit jokaisen käden alussa (oletus 100).</translation>
    </message>
    <message>
        <source>S-2: up-down (default) or down-down-up.</source>
        <translation>S-2: up-down (oletus) tai down-down-up.</translation>
    </message>
    <message>
        <source>S-7: nearest (default), over-bust, under, over, inside or outside.</source>
        <translation>S-7: nearest (oletus), over-bust, under, over, inside tai outside.</translation>
    </message>
    <message>
        <source>seven27: unexpected argument &quot;%1&quot;.</source>
        <translation>seven27: odottamaton argumentti ”%1”.</translation>
    </message>
    <message>
        <source>seven27: --bots names %1 players for %2 seats (give one name per seat, or one name for all).</source>
        <translation>seven27: --bots nimeää %1 pelaajaa %2 paikalle (anna yksi nimi paikkaa kohden tai yksi nimi kaikille).</translation>
    </message>
    <message>
        <source>seven27: --deal must be up-down or down-down-up (got &quot;%1&quot;).</source>
        <translation>seven27: --deal on oltava up-down tai down-down-up (annettu ”%1”).</translation>
    </message>
    <message>
        <source>seven27: --nearest must be nearest, over-bust, under, over, inside or outside (got &quot;%1&quot;).</source>
        <translation>seven27: --nearest on oltava nearest, over-bust, under, over, inside tai outside (annettu ”%1”).</translation>
    </message>
    <message>
        <source>seven27: %1</source>
        <translation>seven27: %1</translation>
    </message>
    <message>
        <source>seven27: --bots: %1</source>
        <translation>seven27: --bots: %1</translation>
    </message>
    <message>
        <source>Seven Twenty-Seven: %1 hands, %2 players, seed %3, ante %4, bets %5..%6, raise cap %7, %8, %9 (%10 s)</source>
        <translation>Seitsemän–kaksikymmentäseitsemän: %1 kättä, %2 pelaajaa, siemenluku %3, alkupanos %4, panokset %5..%6, korotusraja %7, %8, %9 (%10 s)</translation>
    </message>
    <message>
        <source>seat  bot          net    per hand ± s.e.    won 7  won 27  ms/decision (max)</source>
        <translation>nro   botti        netto  per käsi ± k.v.   voit 7 voit 27  ms/päätös (max)</translation>
    </message>
    <message>
        <source>Monte Carlo simulation of a rule set: EV per round ± standard error, outcome, bonus and insurance frequencies (docs/analysis.md, &quot;Simulator&quot;).</source>
        <translation>Sääntökokoelman Monte Carlo -simulaatio: EV kierrosta kohden ± keskivirhe sekä lopputulosten, bonusten ja vakuutusten frekvenssit (docs/analysis.md, ”Simulator”).</translation>
    </message>
    <message>
        <source>Rounds to play (default 1000000).</source>
        <translation>Pelattavien kierrosten määrä (oletus 1000000).</translation>
    </message>
    <message>
        <source>Worker threads (default: all cores).</source>
        <translation>Työsäikeet (oletus: kaikki ytimet).</translation>
    </message>
    <message>
        <source>Seed of the internal PRNG (default 1).</source>
        <translation>Sisäisen näennäissatunnaislukugeneraattorin (PRNG) siemenluku (oletus 1).</translation>
    </message>
    <message>
        <source>Seats at the table, 1..7, all playing the strategy (default 1).</source>
        <translation>Pöydän paikat, 1..7, kaikki pelaavat strategian mukaan (oletus 1).</translation>
    </message>
    <message>
        <source>Use this chart file (JSON, finnish27-cli chart) for --strategy chart.</source>
        <translation>Käytä tätä taulukkotiedostoa (JSON, finnish27-cli chart) valinnalle --strategy chart.</translation>
    </message>
    <message>
        <source>auto (default), fast or exact (the Round state machine, slow).</source>
        <translation>auto (oletus), fast tai exact (Round-tilakone, hidas).</translation>
    </message>
    <message>
        <source>Do not print progress on standard error.</source>
        <translation>Älä tulosta edistymistä vakiovirhevirtaan (stderr).</translation>
    </message>
    <message>
        <source>simulate: --rules PRESET|FILE is required.</source>
        <translation>simulate: --rules PRESET|FILE on pakollinen.</translation>
    </message>
    <message>
        <source>simulate: --rules: %1</source>
        <translation>simulate: --rules: %1</translation>
    </message>
    <message>
        <source>simulate: --path must be auto, fast or exact.</source>
        <translation>simulate: --path on oltava auto, fast tai exact.</translation>
    </message>
    <message>
        <source>simulate: --chart: %1</source>
        <translation>simulate: --chart: %1</translation>
    </message>
    <message>
        <source>simulate: deriving the chart failed: %1</source>
        <translation>simulate: taulukon johtaminen epäonnistui: %1</translation>
    </message>
    <message>
        <source>simulate: %1 % (%2 of %3 rounds, %4 s)</source>
        <translation>simulate: %1 % (%2/%3 kierrosta, %4 s)</translation>
    </message>
    <message>
        <source>simulate: %1</source>
        <translation>simulate: %1</translation>
    </message>
    <message>
        <source>Rules:        %1 (%2 seat(s), strategy %3)</source>
        <translation>Säännöt:      %1 (paikkoja %2, strategia %3)</translation>
    </message>
    <message>
        <source>Path:         %1%2</source>
        <translation>Toteutus:     %1%2</translation>
    </message>
    <message>
        <source>Rounds:       %1 on %2 thread(s), seed %3%4</source>
        <translation>Kierrokset:   %1, säikeitä %2, siemenluku %3%4</translation>
    </message>
    <message>
        <source> — interrupted</source>
        <translation> — keskeytetty</translation>
    </message>
    <message>
        <source>EV per round: %1 % ± %2 % (one standard error), house edge %3 %</source>
        <translation>EV/kierros:   %1 % ± %2 % (yksi keskivirhe), talon etu %3 %</translation>
    </message>
    <message>
        <source>Speed:        %1 rounds/s (%2 s)</source>
        <translation>Nopeus:       %1 kierrosta/s (%2 s)</translation>
    </message>
    <message>
        <source>Hands:        %1 (%2)</source>
        <translation>Kädet:        %1 (%2)</translation>
    </message>
    <message>
        <source>Outcomes:     %1</source>
        <translation>Tulokset:     %1</translation>
    </message>
    <message>
        <source>Bonus:        %1: %2 % of hands</source>
        <translation>Bonus:        %1: %2 % käsistä</translation>
    </message>
    <message>
        <source>Insurance:    offered %1, taken %2, won %3, net %4 % per round</source>
        <translation>Vakuutus:     tarjottu %1, otettu %2, voitettu %3, netto %4 % kierrosta kohden</translation>
    </message>
    <message>
        <source>Doubles %1, splits %2, dealer naturals %3, dealer busts %4, reshuffles %5</source>
        <translation>Tuplauksia %1, käden jakamisia %2, jakajan luonnollisia käsiä %3, jakajan ylityksiä %4, uudelleensekoituksia %5</translation>
    </message>
    <message>
        <source>Time the hints in CPU time of the thread, not wall time.</source>
        <translation>Ajasta vihjeet säikeen suoritinaikana, ei seinäkelloaikana.</translation>
    </message>
    <message>
        <source>%1 shoe(s) verified against their commitments (P-3); %2 still in play (key not revealed).</source>
        <translation>Kenkiä tarkistettu sitoumuksia vasten (P-3): %1; vielä pelissä (avainta ei paljastettu): %2.</translation>
    </message>
    <message>
        <source>A hand history written by &apos;play --log&apos;, or a session archive (.zip) exported by the table.</source>
        <translation>Komennon &apos;play --log&apos; kirjoittama jakohistoria tai pöydän viemä istuntoarkisto (.zip).</translation>
    </message>
    <message>
        <source>Unknown command &quot;%1&quot;.</source>
        <translation>Tuntematon komento ”%1”.</translation>
    </message>
    <message>
        <source>Where both dealer cards show: one column per dealer total (total, the default) or per pair of face-up cards (cards: closer to optimal play, longer).</source>
        <translation>Kun jakajan molemmat kortit näkyvät: sarake jakajan kunkin summan mukaan (total, oletus) tai kunkin näkyvän korttiparin mukaan (cards: lähempänä optimaalista pelaamista, pidempi).</translation>
    </message>
    <message>
        <source>chart: --dealer-columns must be total or cards (got &quot;%1&quot;).</source>
        <translation>chart: --dealer-columns on total tai cards (annettiin &quot;%1&quot;).</translation>
    </message>
    <message>
        <source>optimal play</source>
        <translation>optimaalinen pelaaminen</translation>
    </message>
    <message>
        <source>the bet</source>
        <translation>panos</translation>
    </message>
    <message>
        <source>analyze: %1: %2 % of the initial deals (%3 s)</source>
        <translation>analyze: %1: %2 % alkujaoista (%3 s)</translation>
    </message>
    <message>
        <source>the player hand</source>
        <translation>pelaajan käteen</translation>
    </message>
    <message>
        <source>the dealer hand</source>
        <translation>jakajan käteen</translation>
    </message>
    <message>
        <source>a stalemate</source>
        <translation>tasapeliin</translation>
    </message>
    <message>
        <source>No player decisions: both hands follow fixed strategies (%1 mode); exact, full shoe.</source>
        <translation>Ei pelaajan päätöksiä: molemmat kädet noudattavat kiinteitä strategioita (%1-tila); tarkka, täysi kenkä.</translation>
    </message>
    <message>
        <source>slot</source>
        <translation>kolikkopeli</translation>
    </message>
    <message>
        <source>baccarat-like</source>
        <translation>baccarat-tyyppinen</translation>
    </message>
    <message>
        <source>analyze: the bet on %1: %2</source>
        <translation>analyze: panos %1: %2</translation>
    </message>
    <message>
        <source>Bet on %1: house edge %2 % (EV %3 per unit staked)</source>
        <translation>Panos %1: talon etu %2 % (odotusarvo %3 panosyksikköä kohden)</translation>
    </message>
    <message>
        <source>Derive the basic-strategy chart even for a preset (whose shipped chart records its exact edge) and compute its edge.</source>
        <translation>Johda perusstrategiataulukko myös esiasetukselle (jonka mukana toimitettu taulukko kertoo tarkan etunsa) ja laske sen etu.</translation>
    </message>
    <message>
        <source>Basic strategy: %1 % house edge with the chart shipped for these rules (%2 exceptional hands; exact, recorded when it was derived; --derive derives it again)</source>
        <translation>Perusstrategia: talon etu %1 % näiden sääntöjen mukana toimitetulla taulukolla (%2 poikkeuskättä; tarkka, kirjattu johdettaessa; --derive johtaa sen uudelleen)</translation>
    </message>
    <message>
        <source>The baccarat-like mode: what every seat bets on — player (the default), dealer or stalemate.</source>
        <translation>Baccarat-tyyppinen tila: mihin jokainen paikka lyö vetoa — player (pelaajan käsi, oletus), dealer (jakajan käsi) tai stalemate (tasapeli).</translation>
    </message>
    <message>
        <source>simulate: --bet must be player, dealer or stalemate.</source>
        <translation>simulate: --bet on player, dealer tai stalemate.</translation>
    </message>
    <message>
        <source>simulate: --bet %1 exists in the baccarat-like mode only.</source>
        <translation>simulate: --bet %1 on olemassa vain baccarat-tyyppisessä tilassa.</translation>
    </message>
    <message>
        <source>Skip the full analyses and the simulator; time the hints only.</source>
        <translation>Ohita täydet analyysit ja simulaattori; ajasta vain vihjeet.</translation>
    </message>
    <message>
        <source>Rounds of the simulator&apos;s benchmark, on one thread and on two (0: skip).</source>
        <translation>Simulaattorin suorituskykytestin kierrokset yhdellä ja kahdella säikeellä (0: ohita).</translation>
    </message>
    <message>
        <source>%1 simulator (chart): %2 M rounds/s on one thread, %3 M on two (×%4)</source>
        <translation>%1 simulaattori (taulukko): %2 M kierrosta/s yhdellä säikeellä, %3 M kahdella (×%4)</translation>
    </message>
    <message>
        <source>%1 simulator: %2</source>
        <translation>%1 simulaattori: %2</translation>
    </message>
    <message>
        <source>chart (the basic-strategy chart shipped for these rules, else derived now; the default), optimal (the full shoe&apos;s composition-dependent strategy as a table: every hand whose best action differs from its total&apos;s, derived now) or mimic (the dealer&apos;s own rule, F-12).</source>
        <translation>chart (näiden sääntöjen mukana toimitettu perusstrategiataulukko, muuten nyt johdettu; oletus), optimal (täyden kengän koostumuksesta riippuva strategia taulukkona: jokainen käsi, jonka paras toiminto poikkeaa sen summan toiminnosta, nyt johdettuna) tai mimic (jakajan oma sääntö, F-12).</translation>
    </message>
    <message>
        <source>simulate: --strategy must be chart, optimal or mimic.</source>
        <translation>simulate: --strategy on chart, optimal tai mimic.</translation>
    </message>
    <message>
        <source>simulate: with resplits the chart is the one derived for these rules splitting once (optimal play is derived hand by hand); it resplits wherever it splits the pair and the rules allow another hand.</source>
        <translation>simulate: uudelleenjaoissa taulukko on näille säännöille yhdellä jaolla johdettu (optimaalinen peli johdetaan käsi kerrallaan); se jakaa uudelleen aina, kun se jakaa parin ja säännöt sallivat uuden käden.</translation>
    </message>
    <message>
        <source>chart: with resplits the chart is derived for these rules splitting once (optimal play is derived hand by hand); it resplits wherever it splits the pair and the rules allow another hand, and --edge values it so.</source>
        <translation>chart: uudelleenjaoissa taulukko johdetaan näille säännöille yhdellä jaolla (optimaalinen peli johdetaan käsi kerrallaan); se jakaa uudelleen aina, kun se jakaa parin ja säännöt sallivat uuden käden, ja --edge arvottaa sen niin.</translation>
    </message>
    <message>
        <source>Value every hit, even one that cannot be best (the same house edge; to measure what skipping them saves).</source>
        <translation>Arvioi jokainen lisäkortti, myös sellainen, joka ei voi olla paras (sama talon etu; ohittamisen säästön mittaamiseen).</translation>
    </message>
    <message>
        <source>Run each full analysis and each simulator benchmark this many times and report the fastest (a shared machine&apos;s noise is one-sided) and the median.</source>
        <translation>Aja jokainen täysi analyysi ja jokainen simulaattorin mittaus näin monta kertaa ja ilmoita nopein (jaetun koneen häiriöt hidastavat vain) sekä mediaani.</translation>
    </message>
    <message>
        <source>Print the bench signature instead: a number that changes exactly when the engine&apos;s results do (fixed-seed shuffles, analyses and simulations).</source>
        <translation>Tulosta sen sijaan vertailuallekirjoitus: luku, joka muuttuu täsmälleen silloin, kun moottorin tulokset muuttuvat (kiinteän siemenen sekoitukset, analyysit ja simulaatiot).</translation>
    </message>
    <message>
        <source>Signature: %1</source>
        <translation>Allekirjoitus: %1</translation>
    </message>
    <message>
        <source>Steps: card &lt;seat&gt;[/&lt;hand&gt;] up|down, card dealer up|down, insure, peek, must hit|stand|double|split|surrender &lt;seat&gt;, choice &lt;seat&gt;, reveal, dealer hit|stand, pay|take|surrender &lt;seat&gt; &lt;amount&gt;, push &lt;seat&gt;, insurance pay|take &lt;seat&gt; &lt;amount&gt;. Amounts as 17.5 or 35/2; a split hand is &lt;seat&gt;/2. &apos;?&apos; shows the right step, q quits.</source>
        <translation>Vaiheet (kirjoitetaan englanniksi): card &lt;paikka&gt;[/&lt;käsi&gt;] up|down, card dealer up|down, insure, peek, must hit|stand|double|split|surrender &lt;paikka&gt;, choice &lt;paikka&gt;, reveal, dealer hit|stand, pay|take|surrender &lt;paikka&gt; &lt;summa&gt;, push &lt;paikka&gt;, insurance pay|take &lt;paikka&gt; &lt;summa&gt;. Summat muodossa 17.5 tai 35/2; jaettu käsi on &lt;paikka&gt;/2. &apos;?&apos; näyttää oikean vaiheen, q lopettaa.</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Kierros %1</translation>
    </message>
    <message>
        <source>dealer&gt; </source>
        <translation>jakaja&gt; </translation>
    </message>
    <message>
        <source>  Next: %1 — %2</source>
        <translation>  Seuraavaksi: %1 — %2</translation>
    </message>
    <message>
        <source>  ✓ %1</source>
        <translation>  ✓ %1</translation>
    </message>
    <message>
        <source>  ✗ Wrong: %1. Right: %2 — %3: %4</source>
        <translation>  ✗ Väärin: %1. Oikein: %2 — %3: %4</translation>
    </message>
    <message>
        <source>Round %1: %2 steps, %3 errors, %4 s.</source>
        <translation>Kierros %1: %2 vaihetta, %3 virhettä, %4 s.</translation>
    </message>
    <message>
        <source>Dealt %1 round(s): %2 steps, %3 errors.</source>
        <translation>Jaettu %1 kierros(ta): %2 vaihetta, %3 virhettä.</translation>
    </message>
    <message>
        <source>  %1: %2 of %3 right</source>
        <translation>  %1: %2/%3 oikein</translation>
    </message>
    <message>
        <source>Dealer school: you run the table. Type each dealer step on standard input; the engine checks it against the rules, step by step.</source>
        <translation>Jakajakoulu: sinä hoidat pöytää. Kirjoita jokainen jakajan vaihe vakiosyötteeseen; moottori tarkistaa sen sääntöjä vasten vaihe vaiheelta.</translation>
    </message>
    <message>
        <source>Number of computer players, 1 to 7.</source>
        <translation>Tietokonepelaajien määrä, 1–7.</translation>
    </message>
    <message>
        <source>Seed of the computer players&apos; wagers and choices.</source>
        <translation>Tietokonepelaajien panosten ja valintojen siemenluku.</translation>
    </message>
    <message>
        <source>Shuffle the first shoe with this key (64 hex digits): a reproducible deal.</source>
        <translation>Sekoita ensimmäinen kenkä tällä avaimella (64 heksanumeroa): toistettava jako.</translation>
    </message>
    <message>
        <source>deal: --key: %1</source>
        <translation>deal: --key: %1</translation>
    </message>
    <message>
        <source>Dealer school — %1, %2 computer player(s). You are the dealer.</source>
        <translation>Jakajakoulu — %1, %2 tietokonepelaaja(a). Sinä olet jakaja.</translation>
    </message>
    <message>
        <source>deal: %1</source>
        <translation>deal: %1</translation>
    </message>
    <message>
        <source>, or mixed</source>
        <translation>, tai mixed</translation>
    </message>
    <message>
        <source>name a kind: payout, total, forced, dealer, showdown or mixed</source>
        <translation>nimeä laji: payout, total, forced, dealer, showdown tai mixed</translation>
    </message>
    <message>
        <source>drill: %1</source>
        <translation>drill: %1</translation>
    </message>
    <message>
        <source>--kind: %1.</source>
        <translation>--kind: %1.</translation>
    </message>
    <message>
        <source>Answered %1: %2 right (%3 %).</source>
        <translation>Vastattu %1: %2 oikein (%3 %).</translation>
    </message>
    <message>
        <source>  %1: %2 of %3 right, now at level %4</source>
        <translation>  %1: %2/%3 oikein, nyt tasolla %4</translation>
    </message>
    <message>
        <source>Median time: %1 s per answer.</source>
        <translation>Mediaaniaika: %1 s vastausta kohden.</translation>
    </message>
    <message>
        <source>Timed: %1 answers per minute.</source>
        <translation>Ajastettu: %1 vastausta minuutissa.</translation>
    </message>
    <message>
        <source>Drills — %1 (%2): %3. %4 question(s), seed %5.</source>
        <translation>Harjoitukset — %1 (%2): %3. %4 kysymys(tä), siemen %5.</translation>
    </message>
    <message>
        <source>Answer each question on one line: amounts as 17.5 or 35/2, totals as 17 or soft 17, plays and winners by letter. q quits.</source>
        <translation>Vastaa kuhunkin kysymykseen yhdellä rivillä: summat muodossa 17.5 tai 35/2, käsien summat muodossa 17 tai pehmeä 17, pelit ja voittajat kirjaimella. q lopettaa.</translation>
    </message>
    <message>
        <source>%1/%2 · %3, level %4: %5</source>
        <translation>%1/%2 · %3, taso %4: %5</translation>
    </message>
    <message>
        <source>&gt; </source>
        <translation>&gt; </translation>
    </message>
    <message>
        <source>  ✓ Right: %1 — %2. %3</source>
        <translation>  ✓ Oikein: %1 — %2. %3</translation>
    </message>
    <message>
        <source>  ✗ Wrong: the answer is %1 — %2. %3</source>
        <translation>  ✗ Väärin: vastaus on %1 — %2. %3</translation>
    </message>
    <message>
        <source>drill: %1. The answers go into a new record; the unreadable file is kept.</source>
        <translation>drill: %1. Vastaukset tallennetaan uusiin tietoihin; lukukelvoton tiedosto säilytetään.</translation>
    </message>
    <message>
        <source>Dealer school drills: payouts, totals, forced plays, the dealer&apos;s play and the showdown as flash cards, generated from the rules. One answer per line on standard input; weak kinds come back more often and each kind&apos;s level follows your answers.</source>
        <translation>Jakajakoulun harjoitukset: maksut, summat, pakkopelit, jakajan peli ja vertailu muistikortteina, jotka luodaan säännöistä. Yksi vastaus riviä kohden vakiosyötteestä; heikot lajit palaavat useammin ja kunkin lajin taso seuraa vastauksiasi.</translation>
    </message>
    <message>
        <source>payout, total, forced, dealer, showdown (several, comma-separated), or mixed (every kind the rules have).</source>
        <translation>payout, total, forced, dealer, showdown (useita pilkuilla eroteltuina) tai mixed (kaikki sääntöjen lajit).</translation>
    </message>
    <message>
        <source>Questions to ask, 1 to %1.</source>
        <translation>Kysymysten määrä, 1–%1.</translation>
    </message>
    <message>
        <source>Seed of the questions (default: a fresh one, printed).</source>
        <translation>Kysymysten siemenluku (oletus: uusi, tulostetaan).</translation>
    </message>
    <message>
        <source>Level to start every kind at, 1 to %1.</source>
        <translation>Taso, jolta jokainen laji alkaa, 1–%1.</translation>
    </message>
    <message>
        <source>Print the items and the results as JSON (no prompts; without answers the items are still generated).</source>
        <translation>Tulosta kysymykset ja tulokset JSON-muodossa (ei kehotteita; ilman vastauksiakin kysymykset luodaan).</translation>
    </message>
    <message>
        <source>Report the answers per minute.</source>
        <translation>Ilmoita vastaukset minuutissa.</translation>
    </message>
    <message>
        <source>Add the answers to this training record (a JSON file).</source>
        <translation>Lisää vastaukset näihin harjoitustietoihin (JSON-tiedosto).</translation>
    </message>
    <message>
        <source>drill: unexpected argument &quot;%1&quot;.</source>
        <translation>drill: odottamaton argumentti &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>  drill    Dealer school: payout, total, forced-play, dealer and showdown drills</source>
        <translation>  drill    Jakajakoulu: maksu-, summa-, pakkopeli-, jakaja- ja vertailuharjoitukset</translation>
    </message>
    <message>
        <source>%1: --%2 must be a whole number from %3 to %4 (got &quot;%5&quot;).</source>
        <translation>%1: --%2 on oltava kokonaisluku väliltä %3–%4 (annettu &quot;%5&quot;).</translation>
    </message>
    <message>
        <source>%1: --%2 must be a whole number from 0 to 18446744073709551615 (got &quot;%3&quot;).</source>
        <translation>%1: --%2 on oltava kokonaisluku väliltä 0–18446744073709551615 (annettu &quot;%3&quot;).</translation>
    </message>
    <message>
        <source>%1: --%2 must be a number from %3 to %4 (got &quot;%5&quot;).</source>
        <translation>%1: --%2 on oltava luku väliltä %3–%4 (annettu &quot;%5&quot;).</translation>
    </message>
    <message>
        <source>%1 round(s) dealt from the shoe still in play match its cards, but cannot be verified until its key is revealed.</source>
        <translation>Kierroksia, jotka jaettiin vielä pelissä olevasta kengästä: %1. Ne vastaavat sen kortteja, mutta niitä ei voi todentaa ennen kuin sen avain paljastetaan.</translation>
    </message>
    <message>
        <source>Every card of every round is verified against its shoe.</source>
        <translation>Jokaisen kierroksen jokainen kortti on todennettu kenkäänsä vasten.</translation>
    </message>
    <message>
        <source>%1: more than %2 lines; replay reads hand histories of at most %2 lines.</source>
        <translation>%1: yli %2 riviä; replay lukee enintään %2 rivin jakohistorioita.</translation>
    </message>
    <message>
        <source>%1: line %2: %3</source>
        <translation>%1: rivi %2: %3</translation>
    </message>
    <message>
        <source>%1: round %2 (line %3): %4</source>
        <translation>%1: kierros %2 (rivi %3): %4</translation>
    </message>
    <message>
        <source>simulate: --chart: %1 is a chart for &quot;%2&quot; (%3), not for the rules simulated, &quot;%4&quot; (%5).</source>
        <translation>simulate: --chart: %1 on taulukko peliin &quot;%2&quot; (%3), ei simuloitaviin sääntöihin &quot;%4&quot; (%5).</translation>
    </message>
    <message>
        <source>verify: --commitment must be 64 hex digits (a SHA-256 digest), not &quot;%1&quot; (%2 characters).</source>
        <translation>verify: --commitment on oltava 64 heksadesimaalinumeroa (SHA-256-tiiviste), ei &quot;%1&quot; (%2 merkkiä).</translation>
    </message>
    <message>
        <source>analyze: still working (%1 s)</source>
        <translation>analyze: laskenta jatkuu (%1 s)</translation>
    </message>
    <message>
        <source>play: --bankroll and --wager must be amounts such as 100 or 12.50: %1</source>
        <translation>play: --bankroll ja --wager on annettava määrinä, kuten 100 tai 12.50: %1</translation>
    </message>
    <message>
        <source>play: %1.</source>
        <translation>play: %1.</translation>
    </message>
    <message>
        <source>The history file (SQLite; default: the application&apos;s, %1).</source>
        <translation>Historiatiedosto (SQLite; oletus: sovelluksen oma, %1).</translation>
    </message>
    <message>
        <source>Record nothing in the history.</source>
        <translation>Älä tallenna mitään historiaan.</translation>
    </message>
    <message>
        <source>%1: the history cannot be opened: %2</source>
        <translation>%1: historiaa ei voi avata: %2</translation>
    </message>
    <message>
        <source>deal: the history could not record the step: %1</source>
        <translation>deal: historia ei voinut tallentaa vaihetta: %1</translation>
    </message>
    <message>
        <source>drill: the history could not record the answers: %1</source>
        <translation>drill: historia ei voinut tallentaa vastauksia: %1</translation>
    </message>
    <message>
        <source>Usage: finnish27-cli history &lt;list|show ID|whatif ID --at N --action A|stats|export FILE|import FILE|delete --yes&gt; [options]</source>
        <translation>Käyttö: finnish27-cli history &lt;list|show ID|whatif ID --at N --action A|stats|export TIEDOSTO|import TIEDOSTO|delete --yes&gt; [valitsimet]</translation>
    </message>
    <message>
        <source>Only rounds of this game (a preset id, or &quot;custom&quot;).</source>
        <translation>Vain tämän pelin kierrokset (esiasetuksen tunnus tai &quot;custom&quot;).</translation>
    </message>
    <message>
        <source>Only rounds under this preset or rule file.</source>
        <translation>Vain tämän esiasetuksen tai sääntötiedoston kierrokset.</translation>
    </message>
    <message>
        <source>Only rounds on or after this day (YYYY-MM-DD, local time).</source>
        <translation>Vain tänä päivänä tai sen jälkeen pelatut kierrokset (VVVV-KK-PP, paikallista aikaa).</translation>
    </message>
    <message>
        <source>Only rounds before this day (YYYY-MM-DD, local time).</source>
        <translation>Vain ennen tätä päivää pelatut kierrokset (VVVV-KK-PP, paikallista aikaa).</translation>
    </message>
    <message>
        <source>Only rounds with a mistake (an analysed decision below the best).</source>
        <translation>Vain kierrokset, joilla on virhe (analysoitu päätös parasta huonompi).</translation>
    </message>
    <message>
        <source>%1: --rules: %2</source>
        <translation>%1: --rules: %2</translation>
    </message>
    <message>
        <source>%1: --%2 must be a day such as 2026-11-27 (got &quot;%3&quot;)</source>
        <translation>%1: --%2 on annettava päivänä, kuten 2026-11-27 (annettiin &quot;%3&quot;)</translation>
    </message>
    <message>
        <source>%1 round(s) in the history match; newest first.</source>
        <translation>Historiassa on %1 sopivaa kierrosta; uusin ensin.</translation>
    </message>
    <message>
        <source>#%1  %2  %3  wager %4  %5%6%7</source>
        <translation>#%1  %2  %3  panos %4  %5%6%7</translation>
    </message>
    <message>
        <source>  %1 mistake(s), EV lost %2</source>
        <translation>  virheitä %1, menetetty EV %2</translation>
    </message>
    <message>
        <source>  (settled after an interruption)</source>
        <translation>  (ratkaistu keskeytyksen jälkeen)</translation>
    </message>
    <message>
        <source>%1: name a round by its number, as &apos;history list&apos; shows it (e.g. 12)</source>
        <translation>%1: nimeä kierros sen numerolla, kuten &apos;history list&apos; sen näyttää (esim. 12)</translation>
    </message>
    <message>
        <source>Round #%1, %2, %3 — seat %4, wager %5, result %6.</source>
        <translation>Kierros #%1, %2, %3 — paikka %4, panos %5, tulos %6.</translation>
    </message>
    <message>
        <source>Shoe %1 (finished; key %2); %3 card(s) of it were dealt before this round.</source>
        <translation>Kenkä %1 (päättynyt; avain %2); siitä jaettiin %3 korttia ennen tätä kierrosta.</translation>
    </message>
    <message>
        <source>Shoe %1 (still in play: its key is revealed when it ends).</source>
        <translation>Kenkä %1 (yhä pelissä: sen avain paljastetaan, kun se päättyy).</translation>
    </message>
    <message>
        <source>   [%1]</source>
        <translation>   [%1]</translation>
    </message>
    <message>
        <source> mistake: best was %1, cost %2</source>
        <translation> virhe: paras olisi ollut %1, hinta %2</translation>
    </message>
    <message>
        <source> best play</source>
        <translation> paras peli</translation>
    </message>
    <message>
        <source>history whatif: event %1 is not one of your decisions in round #%2 (they are events %3)</source>
        <translation>history whatif: tapahtuma %1 ei ole päätöksesi kierroksella #%2 (päätöksesi ovat tapahtumat %3)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ei mitään</translation>
    </message>
    <message>
        <source>At event %1 (%2) you chose %3. Exact EV of each option, units of the wager:</source>
        <translation>Tapahtumassa %1 (%2) valitsit %3. Kunkin vaihtoehdon tarkka EV panoksen yksiköissä:</translation>
    </message>
    <message>
        <source>The exact values are not available here: %1</source>
        <translation>Tarkkoja arvoja ei ole saatavilla tässä: %1</translation>
    </message>
    <message>
        <source>history whatif: %1</source>
        <translation>history whatif: %1</translation>
    </message>
    <message>
        <source>Had you chosen %1 (later decisions by %2):</source>
        <translation>Jos olisit valinnut %1 (myöhemmät päätökset: %2):</translation>
    </message>
    <message>
        <source>the basic-strategy chart</source>
        <translation>perusstrategiataulukko</translation>
    </message>
    <message>
        <source>the dealer&apos;s own strategy</source>
        <translation>jakajan oma strategia</translation>
    </message>
    <message>
        <source>Cards drawn after the change: %1.</source>
        <translation>Muutoksen jälkeen nostetut kortit: %1.</translation>
    </message>
    <message>
        <source>Result: %1 instead of %2.</source>
        <translation>Tulos: %1 eikä %2.</translation>
    </message>
    <message>
        <source>history stats: --period must be day or week (got &quot;%1&quot;)</source>
        <translation>history stats: --period on day tai week (annettiin &quot;%1&quot;)</translation>
    </message>
    <message>
        <source>not analysed</source>
        <translation>ei analysoitu</translation>
    </message>
    <message>
        <source>%1 round(s), net %2 on %3 wagered, %4 decision(s), accuracy %5, EV lost per 100 decisions %6</source>
        <translation>kierroksia %1, netto %2 panostetusta %3, päätöksiä %4, tarkkuus %5, menetetty EV / 100 päätöstä %6</translation>
    </message>
    <message>
        <source>Lifetime: %1.</source>
        <translation>Kaikkiaan: %1.</translation>
    </message>
    <message>
        <source>Costliest recurring mistakes:</source>
        <translation>Kalleimmat toistuvat virheet:</translation>
    </message>
    <message>
        <source>  %1: %2 instead of %3, %4 time(s), cost %5</source>
        <translation>  %1: %2 eikä %3, %4 kertaa, hinta %5</translation>
    </message>
    <message>
        <source>Dealer school:</source>
        <translation>Jakajakoulu:</translation>
    </message>
    <message>
        <source>  %1: %2 of %3 right, median %4 s</source>
        <translation>  %1: %2/%3 oikein, mediaani %4 s</translation>
    </message>
    <message>
        <source>history export: name the file to write (FILE.zip, or FILE.csv with --csv)</source>
        <translation>history export: nimeä kirjoitettava tiedosto (TIEDOSTO.zip tai --csv:n kanssa TIEDOSTO.csv)</translation>
    </message>
    <message>
        <source>history export: %1</source>
        <translation>history export: %1</translation>
    </message>
    <message>
        <source>%1 round(s) written to %2.</source>
        <translation>%1 kierrosta kirjoitettiin tiedostoon %2.</translation>
    </message>
    <message>
        <source>%1 round(s) from %2 shoe(s) written to %3 (the %4 chosen, with the rest of their sessions: a shoe is checked from its first card). Check it: finnish27-cli replay %3</source>
        <translation>%1 kierrosta %2 kengästä kirjoitettiin tiedostoon %3 (valitut %4 ja niiden istuntojen muut kierrokset: kenkä tarkistetaan sen ensimmäisestä kortista). Tarkista se: finnish27-cli replay %3</translation>
    </message>
    <message>
        <source>history import: name the session archive to import (FILE.zip)</source>
        <translation>history import: nimeä tuotava istuntoarkisto (TIEDOSTO.zip)</translation>
    </message>
    <message>
        <source>history import: %1</source>
        <translation>history import: %1</translation>
    </message>
    <message>
        <source>%1 round(s) imported; %2 already in the history.</source>
        <translation>%1 kierrosta tuotiin; %2 oli jo historiassa.</translation>
    </message>
    <message>
        <source>list: rounds to show.</source>
        <translation>list: näytettävät kierrokset.</translation>
    </message>
    <message>
        <source>list: rounds to skip (newest first).</source>
        <translation>list: ohitettavat kierrokset (uusin ensin).</translation>
    </message>
    <message>
        <source>whatif: the event number of your decision (as &apos;show&apos; numbers it).</source>
        <translation>whatif: päätöksesi tapahtuman numero (kuten &apos;show&apos; sen numeroi).</translation>
    </message>
    <message>
        <source>stats: day or week.</source>
        <translation>stats: day (päivä) tai week (viikko).</translation>
    </message>
    <message>
        <source>export: write CSV instead of a session archive.</source>
        <translation>export: kirjoita CSV istuntoarkiston sijaan.</translation>
    </message>
    <message>
        <source>delete: confirm deleting the whole history.</source>
        <translation>delete: vahvista koko historian poistaminen.</translation>
    </message>
    <message>
        <source>Print the result as JSON (list, whatif, stats).</source>
        <translation>Tulosta tulos JSON-muodossa (list, whatif, stats).</translation>
    </message>
    <message>
        <source>list, show, whatif, stats, export, import, delete</source>
        <translation>list, show, whatif, stats, export, import, delete</translation>
    </message>
    <message>
        <source>history delete: this deletes every round and answer of %1; run it again with --yes to confirm.</source>
        <translation>history delete: tämä poistaa historian %1 jokaisen kierroksen ja vastauksen; vahvista ajamalla komento uudelleen valitsimella --yes.</translation>
    </message>
    <message>
        <source>history delete: %1</source>
        <translation>history delete: %1</translation>
    </message>
    <message>
        <source>The history %1 is empty now.</source>
        <translation>Historia %1 on nyt tyhjä.</translation>
    </message>
    <message>
        <source>The history&apos;s paging benchmark over a generated history.</source>
        <translation>Historian sivutuksen suorituskykytesti luodun historian yli.</translation>
    </message>
    <message>
        <source>Rounds in the generated history.</source>
        <translation>Kierroksia luodussa historiassa.</translation>
    </message>
    <message>
        <source>Rows per page.</source>
        <translation>Rivejä sivulla.</translation>
    </message>
    <message>
        <source>history bench: the rounds could not be generated</source>
        <translation>history bench: kierroksia ei voitu luoda</translation>
    </message>
    <message>
        <source>history bench: generating failed</source>
        <translation>history bench: luonti epäonnistui</translation>
    </message>
    <message>
        <source>%1: %2 round(s) left in play when the program stopped were settled by the rules (your hands still to play stood) and recorded.</source>
        <translation>%1: %2 kierrosta jäi kesken ohjelman pysähtyessä; ne ratkaistiin sääntöjen mukaan (pelaamatta jääneet kätesi jäivät) ja tallennettiin.</translation>
    </message>
    <message>
        <source>%1: the shoe with commitment %2 was finished when the program stopped; its key is revealed (P-3): %3</source>
        <translation>%1: kenkä, jonka sitoumus on %2, päättyi ohjelman pysähtyessä; sen avain paljastetaan (P-3): %3</translation>
    </message>
    <message>
        <source>%1: a round left in play could not be settled: %2</source>
        <translation>%1: kesken jäänyttä kierrosta ei voitu ratkaista: %2</translation>
    </message>
    <message>
        <source>history whatif: --action must be one of %1 (got &quot;%2&quot;)</source>
        <translation>history whatif: --action-valinnan on oltava jokin näistä: %1 (annettiin &quot;%2&quot;)</translation>
    </message>
    <message>
        <source>whatif: the other choice (%1).</source>
        <translation>whatif: toinen valinta (%1).</translation>
    </message>
    <message>
        <source>stopped at --max-seconds %1 before the analysis finished</source>
        <translation>pysähtyi --max-seconds-rajaan %1 ennen kuin analyysi valmistui</translation>
    </message>
    <message>
        <source>practice: %1</source>
        <translation>practice: %1</translation>
    </message>
    <message>
        <source>name the rules with --rules (a preset or a rule file).</source>
        <translation>anna säännöt valinnalla --rules (valmis sääntökokoelma tai sääntötiedosto).</translation>
    </message>
    <message>
        <source>%1/%2 · %3</source>
        <translation>%1/%2 · %3</translation>
    </message>
    <message>
        <source>  Dealer shows %1 (%2)</source>
        <translation>  Jakajalla näkyy %1 (%2)</translation>
    </message>
    <message>
        <source>  Your hand%1: %2 (%3)%4</source>
        <translation>  Kätesi%1: %2 (%3)%4</translation>
    </message>
    <message>
        <source> %1</source>
        <translation> %1</translation>
    </message>
    <message>
        <source>  &lt;- to play</source>
        <translation>  &lt;- pelattavana</translation>
    </message>
    <message>
        <source>  Insurance is offered.</source>
        <translation>  Vakuutusta tarjotaan.</translation>
    </message>
    <message>
        <source>  Cards seen since the shuffle: %1 of %2</source>
        <translation>  Sekoituksen jälkeen nähdyt kortit: %1 / %2</translation>
    </message>
    <message>
        <source>  ✓ Right: %1.</source>
        <translation>  ✓ Oikein: %1.</translation>
    </message>
    <message>
        <source>  ✗ Wrong: %1 is best; %2 gives away %3 of the wager.</source>
        <translation>  ✗ Väärin: %1 on paras; %2 menettää %3 panoksesta.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>    Exact EV: %1</source>
        <translation>    Tarkka odotusarvo: %1</translation>
    </message>
    <message>
        <source>Strategy school: decisions dealt by real play, drawn toward the chart cells you get wrong, each answered against the exact analysis. One answer per line: h, s, d, p, u, y, n (or the action&apos;s name); q stops.</source>
        <translation>Strategiakoulu: oikeasta pelistä jaettuja päätöksiä, painottaen taulukon soluja, joissa erehdyt; jokainen vastaus tarkistetaan tarkkaa analyysia vasten. Yksi vastaus riviä kohden: h, s, d, p, u, y, n (tai toiminnon nimi); q lopettaa.</translation>
    </message>
    <message>
        <source>The rules (a preset or a rule file).</source>
        <translation>Säännöt (valmis sääntökokoelma tai sääntötiedosto).</translation>
    </message>
    <message>
        <source>Which decisions: all, soft, pairs, multi (three cards or more), insurance or exceptions (where the exact best play is not the chart&apos;s totals&apos;).</source>
        <translation>Mitkä päätökset: all (kaikki), soft (pehmeät), pairs (parit), multi (vähintään kolme korttia), insurance (vakuutus) tai exceptions (joissa tarkka paras pelitapa ei ole taulukon summien mukainen).</translation>
    </message>
    <message>
        <source>Questions to ask (1 to %1).</source>
        <translation>Kysymysten määrä (1–%1).</translation>
    </message>
    <message>
        <source>The drill&apos;s seed (default: random).</source>
        <translation>Harjoituksen siemenluku (oletus: satunnainen).</translation>
    </message>
    <message>
        <source>Print the questions, answers and summary as JSON.</source>
        <translation>Tulosta kysymykset, vastaukset ja yhteenveto JSON-muodossa.</translation>
    </message>
    <message>
        <source>practice: %1.</source>
        <translation>practice: %1.</translation>
    </message>
    <message>
        <source>practice: deriving the basic-strategy chart for these rules (seconds)…</source>
        <translation>practice: johdetaan näiden sääntöjen perusstrategiataulukkoa (sekunteja)…</translation>
    </message>
    <message>
        <source>practice: no basic-strategy chart: %1</source>
        <translation>practice: perusstrategiataulukkoa ei ole: %1</translation>
    </message>
    <message>
        <source>Strategy school — %1 (%2), %3: %4 question(s), seed %5. Answer h, s, d, p, u, y or n; q stops.</source>
        <translation>Strategiakoulu — %1 (%2), %3: %4 kysymystä, siemenluku %5. Vastaa h, s, d, p, u, y tai n; q lopettaa.</translation>
    </message>
    <message>
        <source>  Choose: %1 &gt; </source>
        <translation>  Valitse: %1 &gt; </translation>
    </message>
    <message>
        <source>  Please choose one of: %1</source>
        <translation>  Valitse jokin näistä: %1</translation>
    </message>
    <message>
        <source>practice: &quot;%1&quot; is not an option here (%2)</source>
        <translation>practice: &quot;%1&quot; ei ole tässä vaihtoehto (%2)</translation>
    </message>
    <message>
        <source>practice: the history could not keep the answer: %1</source>
        <translation>practice: historia ei voinut tallentaa vastausta: %1</translation>
    </message>
    <message>
        <source>Cells to work on: %1</source>
        <translation>Harjoiteltavat solut: %1</translation>
    </message>
    <message>
        <source>Cells mastered (%1 right in a row): %2</source>
        <translation>Hallitut solut (%1 oikein peräkkäin): %2</translation>
    </message>
    <message>
        <source>  practice Strategy school: the decisions you get wrong, against the exact analysis</source>
        <translation>  practice Strategiakoulu: päätökset, joissa erehdyt, tarkkaa analyysia vasten</translation>
    </message>
    <message>
        <source>history whatif: %1 is the choice you made at event %2; name another with --action.</source>
        <translation>history whatif: %1 on valinta, jonka teit tapahtumassa %2; anna toinen valinnalla --action.</translation>
    </message>
    <message>
        <source>--mistakes reads the table&apos;s mistakes from the history; leave out --no-history.</source>
        <translation>--mistakes lukee pöydän virheet historiasta; jätä --no-history pois.</translation>
    </message>
    <message>
        <source>Only these chart cells, comma-separated, as the questions name them (&quot;hard 16/2 v 10,soft 18/2 v 9&quot;).</source>
        <translation>Vain nämä taulukon solut pilkuin eroteltuina, kuten kysymykset ne nimeävät (&quot;hard 16/2 v 10,soft 18/2 v 9&quot;).</translation>
    </message>
    <message>
        <source>Only the N (1 to 10) costliest cells you got wrong at the table under these rules, from the history.</source>
        <translation>Vain N (1–10) kalleinta solua, joissa erehdyit pöydässä näillä säännöillä, historiasta.</translation>
    </message>
    <message>
        <source>practice: unexpected argument &quot;%1&quot;</source>
        <translation>practice: odottamaton argumentti &quot;%1&quot;</translation>
    </message>
    <message>
        <source>practice: the history holds no mistakes at the table under these rules yet.</source>
        <translation>practice: historiassa ei ole vielä pöydän virheitä näillä säännöillä.</translation>
    </message>
    <message>
        <source>Answered %1: %2 right (%3 %), %4 of the wager given away.</source>
        <translation>Vastattu %1: %2 oikein (%3 %), panoksesta menetetty %4.</translation>
    </message>
    <message>
        <source>Pace: %1 answers per minute.</source>
        <translation>Tahti: %1 vastausta minuutissa.</translation>
    </message>
    <message>
        <source>Strategy school: %1 of %2 answers right (%3 %), %4 of the wager given away.</source>
        <translation>Strategiakoulu: %1/%2 vastausta oikein (%3 %), panoksesta menetetty %4.</translation>
    </message>
    <message>
        <source>history whatif: name the decision with --at N, its event number as &apos;history show %1&apos; numbers it</source>
        <translation>history whatif: nimeä päätös valinnalla --at N, sen tapahtuman numerolla sellaisena kuin &apos;history show %1&apos; sen numeroi</translation>
    </message>
    <message>
        <source>chart: --format must be text, html, json, png, svg or pdf (got &quot;%1&quot;).</source>
        <translation>chart: --format-valinnan on oltava text, html, json, png, svg tai pdf (annettiin &quot;%1&quot;).</translation>
    </message>
    <message>
        <source>chart: --format %1 writes a file: give it with --output.</source>
        <translation>chart: --format %1 kirjoittaa tiedoston: anna se valinnalla --output.</translation>
    </message>
    <message>
        <source>chart: %1</source>
        <translation>chart: %1</translation>
    </message>
    <message>
        <source>chart: --output names no file.</source>
        <translation>chart: --output ei nimeä tiedostoa.</translation>
    </message>
    <message>
        <source>chart: --format %1, but --output ends in .%2.</source>
        <translation>chart: --format %1, mutta --output-tiedoston pääte on .%2.</translation>
    </message>
    <message>
        <source>A preset id or a rule file (default: blackjack).</source>
        <translation>Valmiin sääntökokoelman tunnus tai sääntötiedosto (oletus: blackjack).</translation>
    </message>
    <message>
        <source>text, html or json; or a picture: png, svg or pdf (A4, a page per table), written to --output. Default: the --output file&apos;s suffix, else text.</source>
        <translation>text, html tai json; tai kuva: png, svg tai pdf (A4, sivu taulukkoa kohden), kirjoitetaan --output-tiedostoon. Oletus: --output-tiedoston pääte, muuten text.</translation>
    </message>
    <message>
        <source>Keep an exceptional hand when the totals would cost at least this much per round (units of the wager; 0: every one; default: 0.000001).</source>
        <translation>Pidä poikkeuskäsi, kun summien mukaan pelaaminen maksaisi vähintään näin paljon kierrosta kohden (panoksen yksikköinä; 0: jokainen; oletus: 0.000001).</translation>
    </message>
    <message>
        <source>    The basic-strategy chart plays %1 here; with the cards seen so far (yours, the dealer&apos;s and those dealt since the shuffle), %2 is better.</source>
        <translation>    Perusstrategiataulukko pelaa tässä %1; tähän mennessä nähdyillä korteilla (omasi, jakajan ja sekoituksen jälkeen jaetut) %2 on parempi.</translation>
    </message>
    <message>
        <source>Card themes: &apos;theme check FILE.zip&apos; checks a theme zip as the application&apos;s Install does, and prints what it holds or why it is refused.</source>
        <translation>Korttiteemat: &apos;theme check FILE.zip&apos; tarkistaa teeman zip-tiedoston kuten sovelluksen Asenna tekee ja tulostaa sen sisällön tai syyn, miksi se hylätään.</translation>
    </message>
    <message>
        <source>Check a theme zip.</source>
        <translation>Tarkista teeman zip-tiedosto.</translation>
    </message>
    <message>
        <source>The theme zip.</source>
        <translation>Teeman zip-tiedosto.</translation>
    </message>
    <message>
        <source>theme: use &apos;theme check FILE.zip&apos;.</source>
        <translation>theme: käytä muotoa &apos;theme check FILE.zip&apos;.</translation>
    </message>
    <message>
        <source>theme: refused: %1</source>
        <translation>theme: hylätty: %1</translation>
    </message>
    <message>
        <source>theme: %1 is a valid card theme.</source>
        <translation>theme: %1 on kelvollinen korttiteema.</translation>
    </message>
    <message>
        <source>  Name: %1</source>
        <translation>  Nimi: %1</translation>
    </message>
    <message>
        <source>  Author: %1</source>
        <translation>  Tekijä: %1</translation>
    </message>
    <message>
        <source>  Licence: %1</source>
        <translation>  Lisenssi: %1</translation>
    </message>
    <message>
        <source>  Indices: %1</source>
        <translation>  Kulmamerkinnät: %1</translation>
    </message>
    <message>
        <source>Finnish (1, 11, 12, 13)</source>
        <translation>Suomalaiset (1, 11, 12, 13)</translation>
    </message>
    <message>
        <source>standard (A, J, Q, K)</source>
        <translation>tavalliset (A, J, Q, K)</translation>
    </message>
    <message>
        <source>  Colours: %1</source>
        <translation>  Värit: %1</translation>
    </message>
    <message>
        <source>four</source>
        <translation>neljä</translation>
    </message>
    <message>
        <source>two</source>
        <translation>kaksi</translation>
    </message>
    <message>
        <source>  Jokers: %1</source>
        <translation>  Jokerit: %1</translation>
    </message>
    <message>
        <source>its own</source>
        <translation>omat</translation>
    </message>
    <message>
        <source>none (the Standard theme&apos;s Jokers are drawn)</source>
        <translation>ei ole (piirretään Perus-teeman jokerit)</translation>
    </message>
    <message>
        <source>  theme    Card themes: check a theme zip before installing it</source>
        <translation>  theme    Korttiteemat: tarkista teeman zip-tiedosto ennen asentamista</translation>
    </message>
    <message>
        <source>The language of --explain: en or fi (default: the locale&apos;s).</source>
        <translation>Valinnan --explain kieli: en tai fi (oletus: maa-asetuksen mukainen).</translation>
    </message>
    <message>
        <source>rules: --language takes en or fi, not &quot;%1&quot;.</source>
        <translation>rules: --language on en tai fi, ei &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>rules: nothing to do; give --list, --show, --explain or --check FILE.</source>
        <translation>rules: ei tehtävää; anna --list, --show, --explain tai --check TIEDOSTO.</translation>
    </message>
    <message>
        <source>Usage: finnish27-cli &lt;command&gt; [options]

Commands:
  play     Play rounds at a text table (interactive, or scripted from standard input)
  verify   Recompute a shoe&apos;s order from its revealed key (provably fair, P-2, P-3)
  rules    List the presets, show or check rule sets, explain a rule of the reference
  replay   Replay a hand history and check every round against its log
  analyze  Exact house edge under optimal play on the full shoe
  bench    Run the exact-analysis benchmarks once
  chart    Basic-strategy chart of a rule set (text, HTML, JSON; PNG, SVG, PDF)
  hint     EV of every legal action where a round log stops
  simulate Monte Carlo simulation: EV ± standard error, frequencies, rounds/s
  seven27  Bot-only Seven Twenty-Seven games: chips per hand ± standard error
  deal     Dealer school: run a table of computer players, checked step by step
  history  Your rounds kept: list, show, what-if, progress, export, import

Run &apos;finnish27-cli &lt;command&gt; --help&apos; for a command&apos;s options.</source>
        <translation>Käyttö: finnish27-cli &lt;komento&gt; [valitsimet]

Komennot:
  play     Pelaa kierroksia tekstipöydässä (vuorovaikutteisesti tai skriptattuna vakiosyötteestä)
  verify   Laske kengän järjestys uudelleen sen paljastetusta avaimesta (todistettavasti reilu, P-2, P-3)
  rules    Luettele esiasetukset, näytä tai tarkista sääntökokoelmia, selitä sääntöviitteen sääntö
  replay   Toista jakohistoria ja tarkista jokainen kierros lokia vasten
  analyze  Tarkka talon etu optimaalisella pelillä täydestä kengästä
  bench    Aja tarkan analyysin suorituskykytestit kerran
  chart    Sääntökokoelman perusstrategiataulukko (teksti, HTML, JSON; PNG, SVG, PDF)
  hint     Jokaisen sallitun siirron EV kohdassa, johon kierrosloki päättyy
  simulate Monte Carlo -simulaatio: EV ± keskivirhe, frekvenssit, kierrosta/s
  seven27  Pelkkien bottien Seitsemän–kaksikymmentäseitsemän -pelejä: pelimerkit kättä kohden ± keskivirhe
  deal     Jakajakoulu: hoida tietokonepelaajien pöytää, joka vaihe tarkistetaan
  history  Tallennetut kierroksesi: luettelo, näyttö, entä jos, edistyminen, vienti, tuonti

Komennon valitsimet: &apos;finnish27-cli &lt;komento&gt; --help&apos;.</translation>
    </message>
    <message>
        <source>rules: the rules reference has no rule %1 (its rules: %2).</source>
        <translation>rules: sääntöviitteessä ei ole sääntöä %1 (sen säännöt: %2).</translation>
    </message>
    <message>
        <source>rules: %1 (give a rule&apos;s ID such as PL-5, or seven-twenty-seven).</source>
        <translation>rules: %1 (anna säännön tunnus, kuten PL-5, tai seven-twenty-seven).</translation>
    </message>
    <message>
        <source>Print a rule from the rules reference (an ID such as PL-5), or every rule of a game (a preset, seven-twenty-seven, or a rule file); may be given several times.</source>
        <translation>Tulosta sääntö sääntöviitteestä (tunnus kuten PL-5) tai pelin kaikki säännöt (valmis sääntökokoelma, seven-twenty-seven tai sääntötiedosto); voidaan antaa useita kertoja.</translation>
    </message>
</context>
<context>
    <name>f27::cli::PlaySession</name>
    <message>
        <source>%1 — %2 seat(s).</source>
        <translation>%1 — paikkoja: %2.</translation>
    </message>
    <message>
        <source>Shoe: %1 cards, reshuffled after %2 (%3).</source>
        <translation>Kenkä: %1 korttia, sekoitetaan uudelleen %2 kortin jälkeen (%3).</translation>
    </message>
    <message>
        <source>Commitment (SHA-256 of this shoe&apos;s secret key, P-1): %1</source>
        <translation>Sitoumus (tämän kengän salaisen avaimen SHA-256, P-1): %1</translation>
    </message>
    <message>
        <source>At the wager prompt: a number to bet, Enter to repeat the last wager, r to ask for a reshuffle, q to quit.</source>
        <translation>Panoskehotteessa: luku panokseksi, Enter toistaa edellisen panoksen, r pyytää uudelleensekoitusta, q lopettaa.</translation>
    </message>
    <message>
        <source>No seat has money left to wager.</source>
        <translation>Yhdelläkään paikalla ei ole enää rahaa panokseen.</translation>
    </message>
    <message>
        <source>%1 — bankroll %2. Wager [%3]: </source>
        <translation>%1 — pelikassa %2. Panos [%3]: </translation>
    </message>
    <message>
        <source>The shoe will be reshuffled with a fresh key before this round.</source>
        <translation>Kenkä sekoitetaan uudella avaimella ennen tätä kierrosta.</translation>
    </message>
    <message>
        <source>Bet on the [p]layer hand, the [d]ealer hand or a [s]talemate [p]: </source>
        <translation>Panosta [p] pelaajan käteen, [d] jakajan käteen tai [s] tasapeliin [p]: </translation>
    </message>
    <message>
        <source>  Dealer: %1 (showing %2)</source>
        <translation>  Jakaja: %1 (näkyvissä %2)</translation>
    </message>
    <message>
        <source>  %1%2: %3 (%4)%5</source>
        <translation>  %1%2: %3 (%4)%5</translation>
    </message>
    <message>
        <source> hand %1</source>
        <translation> käsi %1</translation>
    </message>
    <message>
        <source>  &lt;- to act</source>
        <translation>  &lt;- vuorossa</translation>
    </message>
    <message>
        <source>%1, choose: %2 </source>
        <translation>%1, valitse: %2 </translation>
    </message>
    <message>
        <source>Please choose one of: %1</source>
        <translation>Valitse jokin näistä: %1</translation>
    </message>
    <message>
        <source>— Round %1 —</source>
        <translation>— Kierros %1 —</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>  Bankrolls: %1</source>
        <translation>  Pelikassat: %1</translation>
    </message>
    <message>
        <source>%1 round(s) played.</source>
        <translation>Kierroksia pelattu: %1.</translation>
    </message>
    <message>
        <source>Finished shoe %1 was shuffled with key %2.</source>
        <translation>Päättynyt kenkä %1 sekoitettiin avaimella %2.</translation>
    </message>
    <message>
        <source>This shoe&apos;s key is now revealed (P-3): %1</source>
        <translation>Tämän kengän avain paljastetaan nyt (P-3): %1</translation>
    </message>
    <message>
        <source>Check it: finnish27-cli verify --key %1 --rules %2 --commitment %3</source>
        <translation>Tarkista se: finnish27-cli verify --key %1 --rules %2 --commitment %3</translation>
    </message>
    <message>
        <source>You leave the table: your hands still to play stand, and the round is played out and settled by the rules.</source>
        <translation>Poistut pöydästä: kätesi, joita ei ole vielä pelattu, jäävät, ja kierros pelataan loppuun ja tilitetään sääntöjen mukaan.</translation>
    </message>
    <message>
        <source>play: the hand history %1 could not be written (%2); the round just played is not in it. The session stops.</source>
        <translation>play: jakohistoriaan %1 ei voitu kirjoittaa (%2); juuri pelattu kierros ei ole siinä. Pelisessio päättyy.</translation>
    </message>
    <message>
        <source>Please enter an amount above 0 and at most %1, in whole cents (e.g. 1, 5, 2.50).</source>
        <translation>Anna määrä, joka on yli 0 ja enintään %1, tasasentteinä (esim. 1, 5, 2.50).</translation>
    </message>
    <message>
        <source>play: the history could not record the end of the session: %1</source>
        <translation>play: historia ei voinut tallentaa istunnon päättymistä: %1</translation>
    </message>
    <message>
        <source>play: the history cannot start a session: %1</source>
        <translation>play: historia ei voi aloittaa istuntoa: %1</translation>
    </message>
    <message>
        <source>play: the history could not save the round in play: %1. The session stops.</source>
        <translation>play: historia ei voinut tallentaa käynnissä olevaa kierrosta: %1. Istunto päättyy.</translation>
    </message>
    <message>
        <source>play: the history could not record the round just played: %1. The session stops.</source>
        <translation>play: historia ei voinut tallentaa juuri pelattua kierrosta: %1. Istunto päättyy.</translation>
    </message>
</context>
<context>
    <name>f27::practice</name>
    <message>
        <source>no decision of the kind &quot;%1&quot; to ask turned up in %2 dealt</source>
        <translation>lajin &quot;%1&quot; kysyttävää päätöstä ei tullut vastaan %2 jaetusta</translation>
    </message>
    <message>
        <source>unknown practice mode &quot;%1&quot; (all, soft, pairs, multi, insurance or exceptions)</source>
        <translation>tuntematon harjoitustapa &quot;%1&quot; (all, soft, pairs, multi, insurance tai exceptions)</translation>
    </message>
    <message>
        <source>these rules never split a pair, so there are no pairs to practise</source>
        <translation>näissä säännöissä pareja ei jaeta, joten pareja ei voi harjoitella</translation>
    </message>
    <message>
        <source>these rules offer no insurance to practise</source>
        <translation>näissä säännöissä ei tarjota vakuutusta harjoiteltavaksi</translation>
    </message>
    <message>
        <source>these rules have no decisions to practise (the bet is settled by fixed play)</source>
        <translation>näissä säännöissä ei ole harjoiteltavia päätöksiä (panos ratkaistaan kiinteällä pelitavalla)</translation>
    </message>
    <message>
        <source>play dealt no decision of the kind &quot;%1&quot; in %2 decisions</source>
        <translation>peli ei jakanut yhtään päätöstä lajia &quot;%1&quot; %2 päätöksen aikana</translation>
    </message>
    <message>
        <source>these cards reach no decision under these rules</source>
        <translation>näillä korteilla ei päädytä päätökseen näissä säännöissä</translation>
    </message>
</context>
</TS>
