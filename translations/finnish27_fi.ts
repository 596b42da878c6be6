<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fi_FI">
<context>
    <name>ActionBar</name>
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
</context>
<context>
    <name>MessagePanel</name>
    <message>
        <source>Table log</source>
        <translation>Pöytäloki</translation>
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
        <source>Round phase for --screenshot: deal, decision or settled.</source>
        <translation>Kierroksen vaihe valitsimelle --screenshot: deal (jako), decision (päätös) tai settled (ratkaistu).</translation>
    </message>
    <message>
        <source>required, but missing</source>
        <translation>pakollinen, mutta puuttuu</translation>
    </message>
    <message>
        <source>For --screenshot: open fairness, settings, stats or rules.</source>
        <translation>Valitsimelle --screenshot: avaa fairness (reiluus), settings (asetukset), stats (tilastot) tai rules (säännöt).</translation>
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
    <message>
        <source>No problems</source>
        <translation>Ei ongelmia</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Ongelmat</translation>
    </message>
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
        <source>Add forced play</source>
        <translation>Lisää pakotettu siirto</translation>
    </message>
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
        <source>Id</source>
        <translation>Tunnus</translation>
    </message>
    <message>
        <source>Ranks</source>
        <translation>Arvot</translation>
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
        <source>Add bonus</source>
        <translation>Lisää bonus</translation>
    </message>
    <message>
        <source>Rule (for bonuses without one)</source>
        <translation>Sääntö (bonuksille ilman omaa)</translation>
    </message>
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
        <source>The player hand&apos;s strategy (after the forced plays)</source>
        <translation>Pelaajan käden strategia (pakotettujen siirtojen jälkeen)</translation>
    </message>
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
    <message>
        <source>Open a rule file</source>
        <translation>Avaa sääntötiedosto</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Avaa</translation>
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
        <source>Save</source>
        <translation>Tallenna</translation>
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
</context>
<context>
    <name>ShoeView</name>
    <message>
        <source>%1 cards</source>
        <translation>%1 korttia</translation>
    </message>
</context>
<context>
    <name>StatsPanel</name>
    <message>
        <source>No decision has been analysed yet. Accuracy, EV lost and the expected result need the exact EV of every decision, which the strategy hints supply.</source>
        <translation>Yhtään päätöstä ei ole vielä analysoitu. Tarkkuus, menetetty EV ja odotettu tulos edellyttävät jokaisen päätöksen tarkkaa odotusarvoa (EV), jonka strategiavihjeet antavat.</translation>
    </message>
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
        <source>rounds</source>
        <translation>kierrokset</translation>
    </message>
    <message>
        <source>The chart starts after the first round.</source>
        <translation>Kaavio alkaa ensimmäisen kierroksen jälkeen.</translation>
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
        <source>The dealer shows an Ace. Insurance costs %1.</source>
        <translation>Jakajalla näkyy ässä. Vakuutus maksaa %1.</translation>
    </message>
    <message>
        <source>Your hand: %1. Your move.</source>
        <translation>Kätesi: %1. Sinun vuorosi.</translation>
    </message>
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
    <message>
        <source>Dealing…</source>
        <translation>Jaetaan…</translation>
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
        <source>%1 bets %2 on the %3 hand.</source>
        <translation>%1 panostaa %2, kohde: %3.</translation>
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
        <source>play: --seats must be 1 to %1.</source>
        <translation>play: --seats on oltava 1–%1.</translation>
    </message>
    <message>
        <source>play: --bots names seat &quot;%1&quot;, but the seats are 1 to %2.</source>
        <translation>play: --bots nimeää paikan ”%1”, mutta paikat ovat 1–%2.</translation>
    </message>
    <message>
        <source>play: --bankroll and --wager must be positive amounts.</source>
        <translation>play: --bankroll ja --wager on oltava positiivisia määriä.</translation>
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
        <source>A hand history written by &apos;play --log&apos;.</source>
        <translation>Komennon &apos;play --log&apos; kirjoittama jakohistoria.</translation>
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
        <source>%1: cannot be read: %2</source>
        <translation>%1: ei voi lukea: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: round %2: %3</source>
        <translation>%1: kierros %2: %3</translation>
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
        <source>rules: nothing to do; give --list, --show or --check FILE.</source>
        <translation>rules: ei tehtävää; anna --list, --show tai --check FILE.</translation>
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
        <source>analyze: --threads must be 1..64.</source>
        <translation>analyze: --threads on oltava 1..64.</translation>
    </message>
    <message>
        <source>analyze: --max-seconds must be a number of seconds.</source>
        <translation>analyze: --max-seconds on oltava sekuntimäärä.</translation>
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
        <source>Please enter an amount above 0 and at most %1 (e.g. 1, 5, 5/2).</source>
        <translation>Anna määrä, joka on yli 0 ja enintään %1 (esim. 1, 5, 5/2).</translation>
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
        <source>The round is abandoned; the wagers are returned.</source>
        <translation>Kierros keskeytetään; panokset palautetaan.</translation>
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
</context>
</TS>
