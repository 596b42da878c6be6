<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB">
<context>
    <name>ActionBar</name>
    <message>
        <source>EV %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EV …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The best action by the exact analysis</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AnalysisText</name>
    <message>
        <source>Your bankroll could limit a later double or split, which the analysis does not model; it needs a bankroll of at least %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The five-card poker comparison needs the suits of the unseen cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too few cards are left in the shoe for the analysis.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The analysis was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No decision is due.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The analysis is not available: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These rules reach too many decisions for a basic-strategy chart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody decides in the baccarat-like and slot modes (both hands follow fixed strategies), so there is no chart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The exact analysis covers resplitting up to %1 hands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The exact analysis covers resplits only where every pair of the pair&apos;s kind may be split again (%1 and %2 may not).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pair cards are of too many kinds for the exact analysis of resplits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cards could run out during a round (the table would then shuffle a new shoe), which the analysis does not model.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BankrollChart</name>
    <message>
        <source>rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chart starts after the first round.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BetSidePicker</name>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pays %1 · edge %2</source>
        <extracomment>A bet&apos;s terms: %1 what it pays (&quot;8:1&quot;), %2 its exact house edge (&quot;1.23 %&quot;, &quot;…&quot; while it is computed).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bet on the %1: pays %2, house edge %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardTheme</name>
    <message>
        <source>%1 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot be read (the zip is damaged)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: larger than %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: inflates to more than the %2 its header declares (a damaged or hostile zip)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: damaged (cannot be inflated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: compressed with method %2; only stored and deflated entries can be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: its size does not match its header (the zip is damaged)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: damaged (checksum mismatch)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: more than %2 elements; a card theme&apos;s SVG has at most that many</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: elements nested more than %2 deep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the &lt;use&gt; of &quot;#%2&quot; draws itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not well-formed XML (line %2: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &quot;#%2&quot; draws itself through &lt;use&gt; references</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: its &lt;use&gt; references draw more than %2 elements once expanded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is larger than %1; a card theme is at most that</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a zip archive, or a damaged one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 entries; a card theme has at most %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than %1 entries; a card theme has at most %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the entry &quot;%1&quot; points outside the archive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: encrypted; a card theme cannot be</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the entries unpack to more than %1 in all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the entry &quot;%1&quot; appears twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>index.json must be at the top of the zip, not in %1 (zip the folder&apos;s files, not the folder)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>index.json is missing (it names the theme and its SVG)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>index.json: not a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>index.json: &quot;format&quot; must be 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>index.json: &quot;%1&quot; must be a text of 1 to 200 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>index.json: &quot;indices&quot; must be &quot;finnish&quot; or &quot;standard&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>index.json: &quot;fourColour&quot; must be true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>index.json: &quot;svg&quot; must name a .svg or .svgz file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is missing (index.json names it as the SVG)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: larger than %2 when un-gzipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not gzip-compressed SVG (cannot be un-gzipped)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not an SVG image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: an SVG image that cannot be drawn (Qt SVG refuses it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> and %1 more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no element %2 (every card needs one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no such file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardThemes</name>
    <message>
        <source>High contrast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Part of finnish27, under its licence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The theme was not installed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The theme was not installed: cannot create %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The theme was not installed: cannot write %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Installed the card theme “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChartGridView</name>
    <message>
        <source>%1, against %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChipRack</name>
    <message>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a %1 chip to the bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bet first</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ComputerSeats</name>
    <message>
        <source>Nobody decides in this wager mode: both hands follow fixed strategies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer seats play the basic-strategy chart for these rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer seats play the dealer&apos;s rule until the basic-strategy chart for these rules is derived (seconds).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer seats play the dealer&apos;s rule: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer seats play the dealer&apos;s rule: there is no basic-strategy chart for these rules.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DealerProcedure</name>
    <message>
        <source>the dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (hand %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The next card goes to %1, face up (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The next card goes to %1, face down (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No forced play applies to %1 on %2: the player chooses (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Insurance is offered to every seat on this up-card (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Insurance is offered only when the up-card is %1 (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This table offers no insurance (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hand needs the dealer&apos;s total: the dealer turns the hole card and draws nothing (%1).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DealerSchoolController</name>
    <message>
        <source>There is no seat %1 at this table (seats 1 to %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No round is in play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The round is over: deal the next round (N).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exam passed: %1 error(s) in %2 rounds, %3 s a round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exam failed: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exam: round %1 of %2 · %3 error(s) so far, at most %4 · at most %5 s a round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No exam has been finished yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer exam</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The report could not be written to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The report could not be written to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is no play: hit, stand, double, split, surrender or choice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is no settlement: pay, take, push or surrender.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is no insurance settlement: pay or take.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a dealer step: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hints during an exam.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next: %1 (%2) — %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DealerSchoolPage</name>
    <message>
        <source>Run the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spot the error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Progress &amp; exam</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round over: %1 steps, %2 errors, %3. Next round: N.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round over: %1 of %2 errors caught, %3 false alarms. Next round: N.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter: watch on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the round: deal, declare each hand&apos;s play, play the dealer&apos;s hand, settle every bet. Each step is checked against the rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dealer deals; now and then a step is wrong. Stop the game (Space) on it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer&apos;s log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✗ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right: %1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DrillController</name>
    <message>
        <source>Payouts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand totals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forced plays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer&apos;s play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Showdowns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>H must hit · S must stand · D must double · P must split · U must surrender · C player&apos;s choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>H hit · S stand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P player wins · D dealer wins · T push</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 right (%3 %), median %4 s per answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, %1 answers per minute</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExamTally</name>
    <message>
        <source>only %1 of %2 rounds were dealt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 error(s), at most %2 allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s per round on average, at most %2 s allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer exam — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule set: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass mark: at most %1 error(s) in all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass mark: at most %1 s per round on average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 round(s) dealt, %2 error(s), %3 s per round on average.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not passed: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step categories</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Category</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FairnessDialog</name>
    <message>
        <source>Provably fair shoe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before a shoe is used, its order is fixed by a secret 256-bit key. You see the key&apos;s SHA-256 digest (the commitment) now; when the shoe is finished or you ask for a reshuffle, the key is revealed and anyone can recompute the order from it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This shoe&apos;s commitment (P-1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cards dealt from it so far.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish this shoe and reveal its key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key is revealed when the next round starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished shoes (P-3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2 cards dealt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commitment: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verify</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check it here, or independently: finnish27-cli verify --key &lt;key&gt; --commitment &lt;commitment&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revealed key</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HandView</name>
    <message>
        <source>WIN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LOSE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PUSH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SURRENDER</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>Help: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules of every game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whole rules reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decision:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <source>The history could not be opened, so rounds and answers are not kept: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) left in play when the program stopped were settled by the rules and kept in the history.</source>
        <translation>
            <numerusform>%n round left in play when the program stopped was settled by the rules and kept in the history.</numerusform>
            <numerusform>%n rounds left in play when the program stopped were settled by the rules and kept in the history.</numerusform>
        </translation>
    </message>
    <message>
        <source>A round left in play could not be settled: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your dealer school progress could not be imported: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your dealer school progress was imported into the history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The history could not be deleted: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No history is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not imported: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Imported %n new round(s)</source>
        <translation>
            <numerusform>Imported %n new round</numerusform>
            <numerusform>Imported %n new rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n already in the history.</source>
        <translation>
            <numerusform>%n already in the history.</numerusform>
            <numerusform>%n already in the history.</numerusform>
        </translation>
    </message>
    <message>
        <source>The shoe with commitment %1 was finished when that table was left; its key is revealed: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HistoryModel</name>
    <message>
        <source>Custom rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No history is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Saved %n round(s)</source>
        <translation>
            <numerusform>Saved %n round</numerusform>
            <numerusform>Saved %n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shoe(s).</source>
        <translation>
            <numerusform>%n shoe.</numerusform>
            <numerusform>%n shoes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Saved %n round(s) as CSV.</source>
        <translation>
            <numerusform>Saved %n round as CSV.</numerusform>
            <numerusform>Saved %n rounds as CSV.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message>
        <source>◂ Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All rule sets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Today</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With mistakes</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n round</numerusform>
            <numerusform>%n rounds</numerusform>
        </translation>
    </message>
    <message>
        <source>No history is open: rounds are not kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (settled after a stop)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No rounds here yet: every round you play is kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a round to see it again step by step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous decision (Page Up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back one event (Left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forward one event (Right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next decision (Page Down)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step to a decision of yours (Page Down) to see the exact value of every option.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computing the exact values…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(your choice)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What if you had chosen…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1, %2, bet %3, %4, %n mistake(s)</source>
        <extracomment>A round in the history list, as a screen reader says it: date, rules, bet, result, mistakes.</extracomment>
        <translation>
            <numerusform>%1, %2, bet %3, %4, %n mistake</numerusform>
            <numerusform>%1, %2, bet %3, %4, %n mistakes</numerusform>
        </translation>
    </message>
    <message>
        <source>The round chosen, event by event (Left, Right, Page Up, Page Down)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step through the round</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HistoryProgress</name>
    <message>
        <source>week of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spot the error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Errors caught</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Errors missed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>False alarms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct rounds let pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HouseEdge</name>
    <message>
        <source>— (the rules are not valid)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>computing… %1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no chart for these rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>computing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no chart: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none (the slot mode has one bet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dealer hand %1 %, stalemate %2 %</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JsonTrainingStore</name>
    <message>
        <source>The training record could not be read (%1). It was kept as %2, and a new record was saved.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Finnish 27 — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bankroll %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SHA-256 of this shoe&apos;s secret key (P-1):
%1
Click to verify finished shoes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fair shoe %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finnish 27 — Seven Twenty-Seven</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>7–27 ▸</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seven Twenty-Seven ▸</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play Seven Twenty-Seven against computer opponents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hints (T)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finnish 27 — Dealer school</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>School ▸</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer school ▸</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Train as a dealer: run the table yourself, or spot the dealer&apos;s errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every round you played, step by step (Ctrl+H)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your results and accuracy over time (Ctrl+G)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chart as a picture, drills of your weak spots, your own chart (Ctrl+K)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New bankroll of %1  (N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Menu ▾</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History  (Ctrl+H)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strategy  (Ctrl+K)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Progress  (Ctrl+G)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish this round first: games, rules and seats change between rounds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seven Twenty-Seven</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How to play this game, and its rules (F1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Help  (F1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MessagePanel</name>
    <message>
        <source>Table log</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayingCard</name>
    <message>
        <source>Face-down card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Joker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Six</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seven</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ten</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>King</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>A card&apos;s spoken name: %1 its rank (&quot;Seven&quot;), %2 its suit (&quot;hearts&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PracticeCellsModel</name>
    <message>
        <source>No decisions yet under these rules: drill, or play at the table with hints on, and your chart fills in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cells: %2 mastered, %3 missed. %4 of %5 right; %6 of a bet lost in all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 of %3 right, %4 of a bet lost; box %5 of %6.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PracticeCellsPane</name>
    <message>
        <source>Rows: your hand (hard or soft total and number of cards, pairs, insurance); columns: the dealer&apos;s visible total. Each cell: right / answered, from red (always wrong) through brown to green (always right).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your chart</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PracticeText</name>
    <message>
        <source>hard %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>soft %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pair %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>insurance</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Hard %1, %n card(s), against %2</source>
        <translation>
            <numerusform>Hard %1, %n card, against %2</numerusform>
            <numerusform>Hard %1, %n cards, against %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Soft %1, %n card(s), against %2</source>
        <translation>
            <numerusform>Soft %1, %n card, against %2</numerusform>
            <numerusform>Soft %1, %n cards, against %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Pair of %1 against %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Insurance against %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PresetName</name>
    <message>
        <source>Poker-like Finnish 27</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>21-24-27</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blackjack</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProgressPage</name>
    <message>
        <source>◂ Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All rule sets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per week</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Net result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wagered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decision accuracy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EV lost per 100 decisions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EV lost in all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Net result and accuracy per week</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Net result and accuracy per day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>net</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accuracy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No rounds yet under this selection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Costliest recurring mistakes</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 instead of %3 — %n time(s), cost %4</source>
        <translation>
            <numerusform>%1: %2 instead of %3 — %n time, cost %4</numerusform>
            <numerusform>%1: %2 instead of %3 — %n times, cost %4</numerusform>
        </translation>
    </message>
    <message>
        <source>No costly mistake recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer school</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n</source>
        <translation>
            <numerusform>%1 of %n</numerusform>
            <numerusform>%1 of %n</numerusform>
        </translation>
    </message>
    <message>
        <source>No dealer school answers yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Finnish 27</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finnish 27 and Blackjack at a felt table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A preset id or a rule file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seats at the table, 1 to 7.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Render a seeded round to FILE.png and exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Window size for --screenshot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the time to the first frame and the resident memory, then exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>required, but missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For --screenshot: strategy hints on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The language of the table: en or fi.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For --screenshot with --panel rules: run the rule editor&apos;s simulation (1 million rounds) first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game on show: banking, seven27 (Seven Twenty-Seven; its --screenshot phases: deal, betting or showdown) or school (the dealer school).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For --screenshot with --game school: procedure (run the table; phases start, deal, forced, payout or over) or spot (spot the error; phases watch, catch or over).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finnish27: --size must be WIDTHxHEIGHT from %1x%2 to %3x%3 (got &quot;%4&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finnish27: --seats must be a whole number from 1 to %1 (got &quot;%2&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For --screenshot: the high-contrast colours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For --screenshot: the card theme (default, contrast, classic or an installed theme&apos;s id).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For --screenshot: list the buttons, fields and cards on the screen that have no accessible name and the steps where Tab goes against reading order, and exit with 3 if there is any.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round phase for --screenshot: deal, decision, settled or broke (out of money).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play ROUNDS rounds with hints on and the rule editor open, print the resident memory every 100 rounds, then exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For --screenshot: open fairness, settings, stats, rules, history or progress (these two with a generated history), the strategy school&apos;s chart, drill or yours (after a seeded drill), help, or one rule&apos;s text (rule:ID).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For --screenshot: list the parts of the screen that cover each other (seats, banners, name plates), and exit with 4 if any do.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RecallFelt</name>
    <message>
        <source>DEALER</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RoundRecall</name>
    <message>
        <source>%1 · %2 · bet %3 · result %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No what-if: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Had you chosen %1 instead of %2:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cards drawn: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your result: %1 instead of %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RuleEditor</name>
    <message>
        <source>any hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>soft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>push</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the player wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the dealer wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a rule file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule files (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the rules to play them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard your changes?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules you are editing have unsaved changes.
Save them first with “Save as…”, or discard them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No rule file was given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the rules cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a field path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot hold the value %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a field of these rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bonus %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a list of these rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no entry %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no entries %2 and %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must stand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the rule file must be a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved: these rules have a problem to fix first (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved: these rules have %1 problems to fix first; the first is %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved: no file name was given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved: the built-in presets cannot be changed; save a copy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved: %1 is a folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved: cannot write %1 (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved: writing %1 failed (%2); the file is unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RuleEditorAnalysis</name>
    <message>
        <source>House edge, bet on the player hand:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>House edge, optimal play:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact, per unit staked on the player hand, both hands played by their fixed strategies (nobody decides), dealt from a full shoe.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact, for one seat playing every decision best with the cards seen (composition-dependent), dealt from a full shoe; insurance included.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The exact analysis of every initial deal: a few seconds for the presets, longer for some custom rule sets. It stops when you change the rules or close the editor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>other bets:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>basic strategy:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The exact house edge of the bets on the dealer hand and on a stalemate, per unit staked (finnish27-cli analyze gives all three).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The exact house edge when every hand is played by the basic-strategy chart: the one shipped for a preset, or for changed rules one derived from the exact analysis after the optimal edge (finnish27-cli chart shows a chart).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulated, bet on the player hand:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulated, basic strategy:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The house edge estimated by playing rounds: one seat, dealt as these rules deal (cut card included), with one standard error. Seed 1, so the same rules give the same figure. Where the exact analysis does not cover the rules, it is the one figure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 million rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>10 million rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>100 million rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulate</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RuleEditorBonuses</name>
    <message>
        <source>Bonuses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paid only when the hand wins, every bonus whose conditions all hold for the final hand (F-16). Ranks: the hand is exactly these ranks in any order, e.g. “A&#xa0;K” or “9&#xa0;9&#xa0;9”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pays %1 table minimums</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pays %1 to 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ranks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pays in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>odds (× wager)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>table minimums</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule (for bonuses without one)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RuleEditorDeal</name>
    <message>
        <source>Deal and naturals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dealer&apos;s first two cards, and which two-card hands are naturals, what they pay and who wins when both have one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer&apos;s initial cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hole card first, then an up-card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>up-card first, then a hole card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>both face up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one up-card only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hole-card rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Naturals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>listed pairs of ranks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any two cards making the target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pays (× wager)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When both have one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer checks for a natural at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Natural pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove this pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add pair</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RuleEditorDealer</name>
    <message>
        <source>Dealer strategy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first row that matches the dealer&apos;s hand decides: hit while the total is below its value. No matching row: stand (F-12).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule (for rows without one)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RuleEditorFile</name>
    <message>
        <source>Rule file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule file (as edited, not valid yet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revert</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RuleEditorForced</name>
    <message>
        <source>Forced plays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checked in order before every player decision; the first that holds is played without asking (F-11). Every condition given must hold; empty means any.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer&apos;s hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>will stand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer shows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total vs. dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at or below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>equal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at or above</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>above</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add forced play</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RuleEditorGeneral</name>
    <message>
        <source>Name and family</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The family decides which general rules stand in for rule IDs left empty (F-… for Finnish 27, B-… for blackjack).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id (letters, digits, - _ .)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Family</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finnish 27</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blackjack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tip: these rules differ from the preset “%1”; give them their own id and name, so that the table tells them apart.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RuleEditorHeader</name>
    <message>
        <source>Rule editor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a preset…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>View as file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix the problems first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play these rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the rules to a file and deal with them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal with these rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RuleEditorInsurance</name>
    <message>
        <source>Insurance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A side bet offered on the listed dealer up-cards; it costs the price × wager and pays the payout × its stake when the dealer holds a natural.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Insurance is offered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the dealer&apos;s up-cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price (× wager)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pays (× its stake)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RuleEditorOptions</name>
    <message>
        <source>Player options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card limit, and when the player may double down (F-18), split (F-17) or surrender (F-15).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most cards in a hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0: no limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Totals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First two cards only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After a split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equal value (K+Q) counts as a pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2: no resplit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split Aces take one card each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two-card target after a split beats other totals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Surrender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refund (of the wager)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RuleEditorOutcomes</name>
    <message>
        <source>Outcomes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Predetermined wins and losses, the five-card rule (PL-9) and who wins equally close totals (F-13, F-14). A bust always loses for the player and pays the player for the dealer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player&apos;s exact target wins at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player bust rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A dealer&apos;s exact target wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer bust rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five-card rule: poker hands decide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qualifying hand size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equally close totals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settlement rule</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RuleEditorShoe</name>
    <message>
        <source>Shoe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many decks, Jokers and which ranks the shoe holds, and where the cut card sits: the shoe is reshuffled before the first round that would start with that many cards dealt (F-1, F-2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decks (1–8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jokers per deck (0–4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cut card after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of %1 cards (%2% dealt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card indices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finnish (1, 11, 12, 13)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard (A, J, Q, K)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shoe rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reshuffle rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ranks taken out of every deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the cut card to %1 (the same share of the smaller shoe)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RuleEditorSidebar</name>
    <message>
        <source>No problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problems</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RuleEditorStatus</name>
    <message>
        <source>These rules are valid: ready to save and play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 problem: the field marked in red says what to fix.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 problems: the fields marked in red say what to fix.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Started from the preset “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cards in the shoe</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RuleEditorValues</name>
    <message>
        <source>Card values and the Joker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Point values (F-3). An Ace counts its high value when that keeps the total at or below the target, else its low value; at most one Ace counts high.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ace high value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Joker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>counts 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wild: makes the target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Point value of each rank (A: the Ace&apos;s low value)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RuleEditorWager</name>
    <message>
        <source>Wager mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard: the player backs his own hand. Baccarat-like: bets on the player hand, the dealer hand or a stalemate, both hands played by fixed strategies; slot: a single bet on the player hand. Nobody is consulted in those modes, so double, split, surrender and insurance must be off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>standard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>baccarat-like</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player bet pays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer bet pays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stalemate bet pays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player hand&apos;s strategy (after the forced plays)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule (for rows without one)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RuleField</name>
    <message>
        <source>any</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>general</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jkr</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Joker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, at least</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, at most</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RuleHelp</name>
    <message>
        <source>en</source>
        <comment>the language code of the rules reference in this language</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aim:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>win the pot, or half of it: at the showdown the hand nearest 7 takes one half and the hand nearest 27 the other (S-6). Face cards count ½, an Ace 1 or 11, both at once if it helps (S-1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ending:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>when nobody takes a card the hands are shown (S-5). What &quot;nearest&quot; means is the table&apos;s choice, shown with its limits (S-7). If all but one fold, that player takes the pot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>beat the dealer&apos;s hand without going over 21 (B-11). Cards count their rank, faces 10, an Ace 11 unless that busts you (B-2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A round:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose a bet with the chips and press Deal. You get two cards face up, the dealer one up and one down (B-3). With an Ace up you may insure (B-5); the dealer then checks for blackjack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hit or Stand (B-6); Double on 9, 10 or 11 (B-7), Split a pair (B-9), or Surrender half the bet (B-8), where the rules allow it and the table offers the button.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winning:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fair shoe:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the shoe&apos;s digest is shown before you play and its key after it, so you can check the order (P-1 to P-3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finish closer to 27 than the dealer without going over (F-13). 2–10 count their rank, J 11, Q 12, K 13, a Joker 0; an Ace 14 while that keeps the hand at 27 or under, else 1 (F-3). A hand with an Ace counted 14 is soft (F-4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose a bet with the chips and press Deal. You get two cards face up; the dealer gets a hole card face down and an up-card (PL-2). With an Ace up you are offered insurance (PL-3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose a bet with the chips and press Deal. You and the dealer both get two cards face up (T-2): you see the whole dealer hand while you play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose a bet with the chips and press Deal; the rule set decides how the cards are dealt (F-10). In the baccarat-like and slot modes you pick the hand you back on the felt, and both hands play by fixed strategies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the table plays forced moves for you and names the rule (PL-5); otherwise you choose Hit or Stand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>forced moves depend on the dealer&apos;s visible hand (T-4); otherwise you choose Hit or Stand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the table plays the rule set&apos;s forced moves for you and names the rule (F-11); otherwise you choose from the operations it allows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Finnish 27 wins at once unless the dealer has one too (T-3). The dealer hits hard below 21 and soft below 24 (T-6); otherwise the closer total wins (T-7).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the dealer plays its fixed strategy (F-12); the closer total wins (F-13), and the rule set&apos;s bonus table pays on top (F-16). Rules… shows every option of this rule set and its house edge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the app:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the hint panel gives the exact value of every option; click a rule&apos;s ID in the log or a banner to read the rule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>everyone antes; you get a card face up and one face down (S-2). In turn each player may take a card face down (S-3, S-5), then bets as in poker: pass or bet, then fold, call or raise (S-4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the dealer draws to 17 and hits soft 17 (B-10). An Ace and a ten-value card dealt to you is a blackjack and pays 3:2 (B-4, B-12).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>beat the dealer&apos;s hand without going over its target (B-11), as in Blackjack; this rule set chooses the values, the payouts and the options.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose a bet with the chips and press Deal. The buttons offer what this rule set allows at each decision: hit and stand, and where it allows them double, split, surrender and insurance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the dealer plays the rule set&apos;s fixed strategy; what a blackjack and insurance pay is the rule set&apos;s. Rules… shows every option of this rule set and its house edge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an Ace and a King dealt to you (a Finnish 27) wins at once (PL-4); exactly 27 wins and over 27 loses (PL-6). The dealer draws by fixed rules (PL-7). Below a dealer&apos;s 27, a five-card hand beats a shorter one and two five-card hands compare as poker hands (PL-9); otherwise the closer total wins (PL-10). Bonuses pay on top (PL-12).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the hint panel gives your chances of each half; the settings set the opponents, the ante and the limits. Click a rule&apos;s ID in the log to read the rule.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RuleListItem</name>
    <message>
        <source>Move up (checked earlier)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move down (checked later)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RuleSection</name>
    <message>
        <source>1 problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 problems</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RuleStrategyRows</name>
    <message>
        <source>any hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>soft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Soft hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> of %1 cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> of %1 to %2 cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> of %1 or more cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> of at most %1 cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>always stand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hit below %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hit below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add row</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SchoolAmountField</name>
    <message>
        <source>Sum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The amount to pay or take (A): 15, 17.5 or 35/2. Then P pay, T take, U surrender.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear the amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add %1 to the amount</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SchoolDealerPanel</name>
    <message>
        <source>▼ Down (F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>▲ Up (F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The next card is dealt face down (once), or face up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Insure (I)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Insurance (I)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offer insurance to the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peek (K)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the hole card for a natural</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveal (R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn the hole card up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hit (H)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer hit (H)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dealer draws a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stand (S)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer stand (S)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dealer stands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint (?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the right next step (counted)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1/%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay (P)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take (T)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Push (E)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Surr. (U)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Surrender (U)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ins. pay (⇧P)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay the selected seat&apos;s insurance the amount (Shift+P)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ins. take (⇧T)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the selected seat&apos;s insurance (Shift+T)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a step (/)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any step as text, then Enter (pay 2 17.5):
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The round is over: N deals the next one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a hand or the dealer to deal to it · 1–7 select a seat, 0 the dealer · F1 all keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next ▼ down (F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next ▲ up (F)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SchoolDrills</name>
    <message>
        <source>Timed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start drill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drill over: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the kinds of card above and press Start. Answer with a letter (H, S, D, P, U, C, T) or type a number and press Enter; Enter shows the next card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · level %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 17 or soft 17</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 22.5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ Right: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✗ Your answer %1; right: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter or Space: next card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answered %1 · right %2 · streak %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds per drill</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SchoolExamBar</name>
    <message>
        <source>Save report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abandon exam</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the exam report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report saved.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SchoolFelt</name>
    <message>
        <source>DEALER SCHOOL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DEALER · NEXT CARD FACE DOWN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DEALER</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DISCARDS
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal the next card to the dealer</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SchoolHandMenu</name>
    <message>
        <source>Deal a card face up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal a card face down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must stand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must double</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must surrender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player&apos;s choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Push (nothing paid or taken)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay, take or surrender… (amount)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peek for a natural</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveal the hole card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer hits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer stands</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SchoolHeader</name>
    <message>
        <source>◂ Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◂ Back to the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the banking table (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer players at the table (a new round starts)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys (F1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fair shoe %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SHA-256 of this shoe&apos;s secret key (P-1):
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a rule file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule files (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SchoolKeysHelp</name>
    <message>
        <source>Click a hand / the dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deal the next card there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>select a seat (again: its next hand)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>select the dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deal the next card to the selection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the next card face down (once)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>offer insurance · peek for a natural · reveal the hole card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the dealer hits · stands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shift+H  Shift+S  C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the selected hand must hit · must stand · the player chooses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>type the amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pay · take · push · surrender the selected hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shift+P  Shift+T</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pay · take the selected seat&apos;s insurance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>type any step (pay 2 17.5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the right next step (a hint)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N  Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the next round, once this one is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stop the game: the dealer&apos;s step is wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pause · watch on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>watch on after the supervisor&apos;s note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slower · faster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+1  Ctrl+2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the table · Spot the error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+3  Ctrl+4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drills (H S D P U C T answer, Enter next) · Progress and exam</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>these keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Esc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>back to the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys — Run the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys — Spot the error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SchoolProgress</name>
    <message>
        <source>Part</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Median time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Streak (best)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spot the error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exam:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rounds, at most</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>errors, at most</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>s per round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start exam</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No exam taken yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exam rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Errors allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds per round</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SchoolRoundPanel</name>
    <message>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steps %1 · errors %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hints %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next round (N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Session: rounds %1 · %2 right · median %3 a step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Median</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SchoolSeat</name>
    <message>
        <source>Click: deal the next card here · right-click: every step for this hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hit!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must hit (Shift+H)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stand!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must stand (Shift+S)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No forced play: the player chooses (C)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ins. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stalemate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1 · on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal the next card to seat %1, hand %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SchoolText</name>
    <message>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✗ You: %1. Right: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round over: %1 steps, %2 errors, %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ Stopped: %1. Right: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✗ Missed: %1. Right: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✗ False alarm: %1 was right.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round over: %1 of %2 errors caught, %3 false alarms.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the amount first (such as 15, 17.5 or 35/2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is no amount: write it as 15, 17.5 or 35/2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is negative: a payout or a take is written as a positive amount.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seat %1, hand %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must hit: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must stand: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must double: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must split: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must surrender: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forced play (%1): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card to %1, face up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card to %1, face down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offer insurance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peek for a natural</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player&apos;s choice: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveal the hole card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer hits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer stands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take from %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Push %1: nothing paid or taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Surrender %1: take %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay the insurance of %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the insurance of %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrong amount paid or taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forced play missed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer&apos;s play against the rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bonus not paid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card to the wrong place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Insurance offered on the wrong up-card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>card &lt;seat&gt;[/&lt;hand&gt;] up|down · card dealer up|down · insure · peek · must hit|stand|double|split|surrender &lt;seat&gt; · choice &lt;seat&gt; · reveal · dealer hit|stand · pay|take|surrender &lt;seat&gt; &lt;amount&gt; · push &lt;seat&gt; · insurance pay|take &lt;seat&gt; &lt;amount&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SchoolVerdictBanner</name>
    <message>
        <source>✗ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ Caught: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✗ Missed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✗ False alarm: %1 was right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right: %1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeatView</name>
    <message>
        <source>You · seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SessionStats</name>
    <message>
        <source>Choose a file to export the statistics to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write all of %1 (is the disk full?)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seats at the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealing speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off (instant)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relaxed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No audio output was found; the table plays silently.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card indices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As the game has them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finnish (1, 11, 12, 13)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard (A, J, Q, K)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four-colour deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card backs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strategy hints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the EV of every action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mistake warnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With hints off, point out costly decisions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export history…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import session archive…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete history…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The export takes the rounds the history panel shows (its filter), as a session archive (.zip) or as CSV.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No history is open: rounds are not kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Session archives (*.zip)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import a session archive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete every round, answer and exam kept in the history? This cannot be undone. The round and shoe in play stay until they are finished.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The history was deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Volume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contrast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High contrast: black grounds, white text and borders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install a card theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card themes (*.zip)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The theme could not be removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By %1. %2. Indices: %3; %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finnish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>standard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>four colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two colours</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Seven27Controller</name>
    <message>
        <source>Ante: at least 1 chip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Least bet: at least 1 chip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most bet: at least the least bet (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise cap: 0 or more raises.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting chips: at least the ante (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponents: choose at least one personality.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponents: unknown personality &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ante %1 · bets %2–%3 · %4 raises · %5 · %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra card (S-3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Betting round %1 (S-4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw round (S-5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the table settings and start a game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take a card or stand pat?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to call. Fold or call: no more raises this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to call. Fold, call or raise (%2–%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass or bet (%1–%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand over. Deal the next hand when you are ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are out of chips. Game over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over: nobody is left to play against.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new game: you and %1 opponents, %2 chips each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hand is not over yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand %1: the pack is shuffled; its commitment is %2…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pack ran out of cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown action &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A bet must be %1 to %2 chips.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A raise must add %1 to %2 chips.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No more raises this round: the cap is %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cannot %1 now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pack&apos;s key, for checking the commitment: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bust (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>7: %1 · 27: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>7 + 27</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>27</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 win the pot: everyone else is out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins the pot: everyone else is out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 chips, taken without showing (S-4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 with %3 — %4 chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (the leftover chip goes to %1, first from the dealer&apos;s left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main pot: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side pot %1: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes back %2 uncalled chips (S-4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nearest 7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nearest 27</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody is at or below 7, so the whole pot goes to the 27 half (S-7).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pot of %1 is odd: the 27 half takes the odd chip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>27 half and whole pot: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>7 half: %1 · 27 half: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players: %1 to %2 (you and %3 to %4 computer opponents).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Seven27Controls</name>
    <message>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bet %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stand pat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bet %1–%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise by %1–%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next hand (N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game… (N)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Seven27HintPanel</name>
    <message>
        <source>%1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimating your chances…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>7 half</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>27 half</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suggested: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Seven27Page</name>
    <message>
        <source>◂ Banking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◂ Banking games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the banking games: Finnish 27 and Blackjack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hints (H)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fair pack %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SHA-256 commitment of this hand&apos;s pack (P-1):
%1
Its key, revealed after the hand (P-3):
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SHA-256 commitment of this hand&apos;s pack (P-1):
%1
The key is revealed when the hand is over (P-3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chips %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How to play Seven Twenty-Seven, and its rules (F1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Seven27Seat</name>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Out of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 chips · all in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won %1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Seven27SettingsDialog</name>
    <message>
        <source>Seven Twenty-Seven: table settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mixed: tight, loose, aggressive, balanced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All tight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All loose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All aggressive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All balanced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All naive (draw to 20, always call)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players (with you)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ante</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Least bet or raise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most bet or raise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raises per round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nearest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Seven27Table</name>
    <message>
        <source>SEVEN TWENTY-SEVEN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NEAREST 7 TAKES HALF · NEAREST 27 TAKES HALF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pot %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise cap reached</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Seven27Text</name>
    <message>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bet %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stand pat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One up, one down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two down, one up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nearest wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Over is bust</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Under beats over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Over beats under</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inside beats outside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outside beats inside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the distance counts; equal distances split the half.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A total above a target cannot win that half; over 27 folds at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At equal distance the total below the target wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At equal distance the total above the target wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At equal distance the total between 7 and 27 wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At equal distance the total outside 7 to 27 wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aggressive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balanced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Naive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New hand: %1 deals.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New hand: you deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot pay the ante and is out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cannot pay the ante and are out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 antes %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You ante %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 gets %2 face up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You get %1 face up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You get %1 face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 gets a card face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 passes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bets %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You bet %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 folds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You fold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 calls %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You call %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 raises by %2 (puts in %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You raise by %1 (put in %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You take a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stands pat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You stand pat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is over 27 (%2) and is out of the hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are over 27 (%1) and out of the hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Betting round %1 skipped: fewer than two players can bet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Betting round %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pot is %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra card: each player may take one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw round %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 card taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cards taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins the pot of %2: everyone else is out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You win the pot of %1: everyone else is out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 shows %2: %3 for 7, %4 for 27.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You show %1: %2 for 7, %3 for 27.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes back %2 uncalled chips.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You take back %1 uncalled chips.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins %2 for the 7 half with %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You win %1 for the 7 half with %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins %2 for the 27 half with %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You win %1 for the 27 half with %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ShoeLedger</name>
    <message>
        <source>No such shoe.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The revealed key is not valid: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key does NOT match the commitment shown before play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card %1 dealt was %2, but the key puts %3 there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verified: SHA-256 of the key equals the commitment, and all %1 cards dealt are the first %1 cards of the order the key produces (%2).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ShoeView</name>
    <message>
        <source>%1 cards</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SimulatedEdge</name>
    <message>
        <source>%1 % ± %2 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulating %1 rounds…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not simulated: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rounds of the bet on the player hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rounds playing the dealer&apos;s strategy (no chart: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rounds by the chart for one split, resplitting where it splits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rounds by the basic-strategy chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (stopped)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deriving the basic-strategy chart for these rules first…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SpotBanner</name>
    <message>
        <source>THE DEALER</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paused — P watches on, Space stops</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SpotPanel</name>
    <message>
        <source>STOP (Space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause (P)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watch on (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next round (N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the supervisor&apos;s note, then watch on (Enter).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round over. N deals the next one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watch the dealer. Stop the game (Space) when a step is wrong.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tempo (- / +)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How often the dealer errs where a step can go wrong (from the next round)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SpotTally</name>
    <message>
        <source>This round: %1 of %2 errors caught, %3 false alarms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>caught</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>false alarms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>let pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Session totals</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatsPanel</name>
    <message>
        <source>Session statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Net result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Biggest win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Biggest loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pushed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Doubles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Splits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Surrenders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Naturals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Insured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>won: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Insurance bets taken, and how many of them the dealer&apos;s natural paid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Insurance net</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mistakes: %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not analysed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of analysed decisions that took the best action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EV lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to mistakes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected money given up by choosing worse than the best action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>actual %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected result of the chosen actions, against the actual net result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bonuses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 paid, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No bonus paid yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>× %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bankroll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>start %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new session: clears these statistics, keeps the bankroll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset the statistics?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rounds, results and bankroll chart of this session are cleared. Your bankroll stays as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the session statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand history…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save every round, every shoe&apos;s commitment and revealed key, and these statistics as a zip archive; &apos;finnish27-cli replay FILE.zip&apos; checks it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the hand history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand-history archives (*.zip)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No decision has been analysed yet. Accuracy, EV lost and the expected result need the exact EV of every decision, which the analysis gives in the standard wager mode, hints on or off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>New bankrolls taken: %n (%1)</source>
        <translation>
            <numerusform>New bankroll taken: %n (%1)</numerusform>
            <numerusform>New bankrolls taken: %n (%1)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StrategyChartPane</name>
    <message>
        <source>Save as %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deriving the chart for these rules: %1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cell&apos;s options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Valuing every option exactly…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Point at a cell, or move with the arrow keys, to see what each option is worth (expected value per unit bet, full shoe). Click it or press Enter to drill it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StrategyChartView</name>
    <message>
        <source>(costs %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(best)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chart: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These rules cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These rules have no decisions to chart: the bet is settled by fixed play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chart could not be derived: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2, the highest that hits: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2, the lowest that stands: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no chart to export yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a file ending in .png, .svg or .pdf.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1-chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For these very cards the exact best is not the chart&apos;s: the chart keeps only the exceptions that cost enough per round to be worth learning.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StrategyDrill</name>
    <message>
        <source>These rules cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All decisions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Soft hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3 cards or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Insurance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exceptions to the chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This answer could not be saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Insurance is offered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand %1 of %2, after a split.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right: %1 is the best play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 gives away %2 of the bet; the best play is %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chart plays %1 here; with the cards seen so far (yours, the dealer&apos;s and those dealt since the shuffle), %2 is better.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StrategyDrillPane</name>
    <message>
        <source>Speed (one minute)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decisions dealt as play deals them, more often where you go wrong or a mistake costs most. Press Enter to start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>costs %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(the chart)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space or Enter: next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No answers yet in this session.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 right (%3 %); %4 of a bet given away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time! %1 answers per minute.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s left; %2 answers per minute.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mistakes, costliest first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cost %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You: %1; best: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None so far.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drill these cells</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StrategyHints</name>
    <message>
        <source>Hint: computing the exact values…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hint: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: %1 is best (EV %2 per unit bet).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mistake: %1 (EV %2) instead of %3 (EV %4) cost %5 in expectation.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StrategySchoolPage</name>
    <message>
        <source>◂ Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the table (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strategy school</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chart (Ctrl+1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drill (Ctrl+2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your chart (Ctrl+3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SupervisorPanel</name>
    <message>
        <source>Floor supervisor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ Right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✗ Wrong step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ Caught: the dealer was wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✗ Missed: the dealer was wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✗ False alarm: the dealer was right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ Right to let it pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>CLOSEST TO 27 WINS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CLOSEST TO %1 WINS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DEALER</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DISCARDS
%1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableController</name>
    <message>
        <source>Finish the round before changing the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These rules cannot be played: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now playing %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place a bet of at most your bankroll (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The shoe will be reshuffled with a fresh key before the next round; the current key will then be revealed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place your bet and deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your hand: %1. Your move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dealer shows %1. Insurance costs %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new bankroll of %1: play on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are out of money (bankroll %1). Take a new bankroll of %2 to play on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your bet of %1 is more than your bankroll (%2): clear it and bet again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (changed)</source>
        <extracomment>A preset&apos;s rules loaded with changes (from the rule editor or a file under its id).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stalemate</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainingProgress</name>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your progress could not be saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 error(s) in %2 of %3 rounds, %4 s per round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game watched yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Errors caught: %1 of %2 · missed: %3 · false alarms: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your saved progress could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>f27</name>
    <message>
        <source>%1 exactly %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at most %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at least %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>closer to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the dealer is closer to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the five-card rule: only the player has five cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the five-card rule: only the dealer has five cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>equally close to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bust</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an exact target total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a natural</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>both hold a natural</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the dealer holds a natural</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the dealer busts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the dealer&apos;s exact target total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the better poker hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a two-card target total after a split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>surrender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Joker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bust (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>soft %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hard %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>soft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>while the dealer must hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>when the dealer will stand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>below the dealer&apos;s total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at or below the dealer&apos;s total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>equal to the dealer&apos;s total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at or above the dealer&apos;s total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>above the dealer&apos;s total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (hand %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wagers %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The shoe is reshuffled%1. New commitment: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The previous shoe&apos;s key is revealed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is dealt a card face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is dealt %2%3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> face down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1%2 is dealt %3: %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is offered insurance for %2%3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes insurance for %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 declines insurance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1%2 hits on %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1%2 stands on %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1%2 doubles down on %3%4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1%2 splits%3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1%2 surrenders%3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>split Aces take one card each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the hand has the most cards allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1%2 must hit: %3 (%4%5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1%2 must stand: %3 (%4%5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player hand hits on %1%2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player hand stands on %1%2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dealer checks for a natural: the dealer has one%1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dealer checks for a natural: none%1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dealer turns up the hole card: %1, %2%3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dealer hits on %1%2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dealer stands on %1%2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1%2 wins: %3%4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1%2 loses: %3%4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1%2 pushes: %3%4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1%2 surrenders: %3%4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1%2 is paid the %3 bonus: %4%5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s insurance wins %2%3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s insurance loses %2%3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1%2 settles %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 round result: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dealer&apos;s total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another card raises your expected share.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another card would not raise your share.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your share of the pot is above a fair share.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pot pays enough for your chances.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pot does not pay enough for your chances.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No edge to bet on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>double</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 (%3 cards)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 count as %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jokers: a Joker counts 0 and changes nothing under these rules, so a hand is read without its Jokers (its number of cards is that of its other cards, at least 2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (after a split)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 (the totals would cost %3 per round)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>double %1; surrender %2; split %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; insurance %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>take</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>decline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Basic-strategy chart: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ranks: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hit to: hit while the total is below the number, stand at or above it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Columns: hard/soft and the number of cards in the hand (a count not shown uses the nearest smaller one).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows: the dealer&apos;s face-up card(s), or the total of the two.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Doubles, surrenders, splits and insurance:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none (the chart never doubles, surrenders or splits)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vs %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exceptions (the hand&apos;s cards override the totals):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Basic-strategy chart: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hit to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hit while the total is below the number, stand at or above it. Columns: hard/soft and the number of cards in the hand (a count not shown uses the nearest smaller one).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Doubles, surrenders, splits, insurance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>insurance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None (the chart never doubles, surrenders or splits).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exceptions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jokers: a Joker counts 0 and, past a hand&apos;s first two cards, changes nothing under these rules, so a hand of three cards or more is read without its Jokers (its number of cards is that of its other cards, at least 3; where it has fewer than three other cards, Jokers make up the three).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Surrender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Insure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No insurance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>high card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>three of a kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>straight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full house</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>four of a kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>straight flush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>five of a kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the player hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the dealer hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a stalemate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 bonus pays %2 on %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 bonus pays %2 table minimums of %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the doubled wager is %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a natural pays %1 on %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a win pays 1:1 on %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a two-card %1 after a split is no natural</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a loss takes the wager: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a push returns the wager: nothing is paid or taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a surrender returns %1 of the wager %2: %3 is taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (a split hand)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wager %1, doubled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wager %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player&apos;s %1 wins. How much does the dealer pay?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player&apos;s %1 loses. How much does the dealer take?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player&apos;s %1 pushes. How much does the dealer pay?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player surrenders %1. How much does the dealer take?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table minimum %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>insurance costs %1 of the wager %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with the dealer&apos;s natural it pays %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>without a dealer natural the stake is lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wager %1, insured for %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wager %1, insured.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dealer has a natural. How much does the insurance pay?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dealer has no natural. How much does the dealer take?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a bet on %1 pays %2 on %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a losing bet is taken: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a push returns the bet: nothing is paid or taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hands push.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dealer hand wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player hand wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player hand %1 wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A bet of %1 on %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How much does the dealer take?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How much does the dealer pay?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>take %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pay nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pay %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What is the total of %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = %2 with every Ace low</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one Ace counts %1 without passing %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an Ace counted %1 would pass %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the wild Joker makes it exactly %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>above %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No forced play applies to %1: the player chooses (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player hand holds %1. Does it hit or stand? [h/s]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player holds %1 against the dealer&apos;s %2. Must hit, must stand, or the player&apos;s choice? [h/s/c]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player holds %1. Must hit, must stand, or the player&apos;s choice? [h/s/c]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hand has the most cards allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dealer&apos;s row (%1) always stands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dealer&apos;s row (%1) hits below %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No row of the dealer&apos;s strategy matches, so the dealer stands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dealer holds %1. Hit or stand? [h/s]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1, dealer %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>poker hands: %1 against %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player&apos;s %1 against the dealer&apos;s %2. Who wins? [p/d/t]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1,%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A,%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>H hit, S stand, D double, P split, R surrender; * some hands of the cell are played otherwise (see the exceptions).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hit while the total is below the number, stand at or above it. Columns: h hard, s soft, and the number of cards in the hand (a number not shown uses the nearest smaller one). * the cell has exceptions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>s%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>h%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hands to double or surrender (hard/soft total and number of cards), the pairs to split, and whether to take insurance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hands whose cards override the totals, and what playing them by the totals would cost per round (units of the wager).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>H</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hand \ dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard totals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Soft hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Insurance against %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hit to, by number of cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no file named to write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bets %2 on %3.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>f27::HistoryStore</name>
    <message>
        <source>Your dealer-school progress was moved from %1 into the history (the file is kept as %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The history %1 was damaged (%2). It was moved aside to %3 and a new history started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a shoe of an earlier session (commitment %1) is still in play; export again once it is finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the exported history does not verify: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no round %1 in the history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not an SQLite database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is another program&apos;s database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the damaged history could not be moved aside to %2, so nothing was written to it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a regular file, so it cannot hold a history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its folder cannot be created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this history was written by a newer finnish27 (schema %1; this one knows up to %2), so it is left as it is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a finnish27 history (%1); nothing was changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the shoe would run out before the round ends (a reshuffle would be needed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step %1 is outside the round (0 to %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>event %1 is not a decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>event %1 is not one of the player&apos;s decisions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this round was dealt from no keyed shoe, so its order is not known</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the shoe of this round is still in play: its key is secret until it ends (P-3), and the cards it would deal next are not shown before then</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this round&apos;s shoe was reshuffled during play; what-if is not available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the shoe&apos;s key does not match its commitment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; was not a legal choice there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the round&apos;s cards are not the shoe&apos;s order under its key</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>f27::cli</name>
    <message>
        <source>[h]it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[s]tand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[d]ouble</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>s[p]lit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>s[u]rrender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[y]es, insure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[n]o insurance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play rounds at a text table. One answer per line on standard input, so it can be scripted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A preset id (%1) or a rule file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of seats, 1 to 7.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seats played by the computer, e.g. 2,3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shuffle the first shoe with this key (64 hex digits) instead of a fresh one: reproducible play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each seat&apos;s starting bankroll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The default wager.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop after this many rounds (0: until you quit).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Append every round to this hand-history file (JSON Lines).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>play: --bots names seat &quot;%1&quot;, but the seats are 1 to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>play: cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>play: --key: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay a hand history and check it against its log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print every event, hole cards included.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>replay: give exactly one hand-history file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>— Round %1 —</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 round(s) replayed exactly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule sets: the shipped presets and rule files.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the shipped presets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print a preset or rule file as canonical JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check a rule file (may be given several times).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More rule files to check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: OK (%2, &quot;%3&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recompute the order of a shoe from its revealed key (RULES.md Part 4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The revealed 256-bit key, 64 hex digits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A preset id or a rule file: it fixes the shoe&apos;s composition.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The commitment shown before play; checked against the key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards dealt from the shoe, comma-separated (e.g. AS,10H,JOKER); checked against the start of the order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print {&quot;algorithm&quot;, &quot;commitment&quot;, &quot;cards&quot;} as JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>verify: --key is required.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>verify: --key: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>verify: --rules: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>verify: the key does NOT match the commitment: SHA-256 of the key is %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>verify: --dealt: card %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>verify: dealt card %1 is %2, but the key puts %3 there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Algorithm:  %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commitment: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key matches the commitment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dealt cards match the shoe&apos;s order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order (%1 cards): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact house edge of a rule set under optimal composition-dependent play on the full shoe (docs/analysis.md).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A preset id or a rule file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Threads for the initial deals (default: all cores).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give up after this many seconds (0: never).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the result as JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>analyze: --rules: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>analyze: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules:       %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EV/round:    %1 units of the wager</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>House edge:  %1 % (optimal composition-dependent play, full shoe, exact)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time:        %1 s on %2 thread(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the exact-analysis benchmarks once (docs/performance.md).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comma-separated presets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Live hints timed per preset.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed of the random decisions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time limit per benchmark (0: none).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the results as JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 %3 %4 %5 %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bench: %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak resident memory (VmHWM): %1 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>analyze: basic-strategy chart: %1 % of the dealer views</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skip the basic-strategy chart&apos;s house edge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No progress on standard error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Basic strategy: %1 % house edge with the derived chart (%2 exceptional hands; exact, %3 s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 % of the dealer views done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The basic-strategy chart of a rule set, derived from the exact analysis on the full shoe (docs/analysis.md).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the chart to this file instead of standard output.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Threads (default: all cores).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also compute the chart&apos;s exact house edge (and the optimal one).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chart: --rules: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chart: %1 after %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chart: house edge: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>House edge: %1 % with this chart, %2 % with optimal play (exact, full shoe).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chart: cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The exact EV of every legal action at the decision where a round log stops.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A round log (as &apos;play --log&apos; writes) cut at a decision.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check that the log was played under this preset or rule file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hint: --state LOG is required.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hint: %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hint: %1: the log holds no round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: line %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hint: --rules: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hint: %1: the round was played under &quot;%2&quot;, not under --rules &quot;%3&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hint: %1: the round does not stop at a decision (%2); cut the log right after the events that lead to the decision you want a hint for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it waits for a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hint: %1: the log shows more %2 than the shoe holds since the last reshuffle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hint: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1: insurance? (EV of the whole round, units of the wager)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1, hand %2: %3 %4 against %5 (EV from now on, units of the wager)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>soft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 card(s) seen, %2 unseen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bot-only games of Seven Twenty-Seven (RULES.md Part 3): independent hands from the starting stacks, the deal passing left, each hand&apos;s pack shuffled by the provably fair shuffle under a key derived from the seed (docs/seven27.md). Reports each seat&apos;s net chips per hand with its standard error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seats at the table, 4..10 (default: the number of --bots names, or 5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comma-separated players, one per seat (or one name for every seat): tight, loose, aggressive, balanced, naive, random (default tight,loose,aggressive,naive,naive).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hands to play (default 1000).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed of the shuffle keys and the bots (default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ante (S-2, default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Least one bet or raise may add (S-4, default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most one bet or raise may add (S-4, default 4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raises allowed per betting round (default 3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each seat&apos;s stack at the start of every hand (default 100).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S-2: up-down (default) or down-down-up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S-7: nearest (default), over-bust, under, over, inside or outside.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seven27: unexpected argument &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seven27: --bots names %1 players for %2 seats (give one name per seat, or one name for all).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seven27: --deal must be up-down or down-down-up (got &quot;%1&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seven27: --nearest must be nearest, over-bust, under, over, inside or outside (got &quot;%1&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seven27: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seven27: --bots: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seven Twenty-Seven: %1 hands, %2 players, seed %3, ante %4, bets %5..%6, raise cap %7, %8, %9 (%10 s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seat  bot          net    per hand ± s.e.    won 7  won 27  ms/decision (max)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monte Carlo simulation of a rule set: EV per round ± standard error, outcome, bonus and insurance frequencies (docs/analysis.md, &quot;Simulator&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds to play (default 1000000).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worker threads (default: all cores).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed of the internal PRNG (default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seats at the table, 1..7, all playing the strategy (default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use this chart file (JSON, finnish27-cli chart) for --strategy chart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>auto (default), fast or exact (the Round state machine, slow).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do not print progress on standard error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>simulate: --rules PRESET|FILE is required.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>simulate: --rules: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>simulate: --path must be auto, fast or exact.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>simulate: --chart: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>simulate: deriving the chart failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>simulate: %1 % (%2 of %3 rounds, %4 s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>simulate: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules:        %1 (%2 seat(s), strategy %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Path:         %1%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds:       %1 on %2 thread(s), seed %3%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — interrupted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EV per round: %1 % ± %2 % (one standard error), house edge %3 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed:        %1 rounds/s (%2 s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hands:        %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outcomes:     %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bonus:        %1: %2 % of hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Insurance:    offered %1, taken %2, won %3, net %4 % per round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Doubles %1, splits %2, dealer naturals %3, dealer busts %4, reshuffles %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time the hints in CPU time of the thread, not wall time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 shoe(s) verified against their commitments (P-3); %2 still in play (key not revealed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A hand history written by &apos;play --log&apos;, or a session archive (.zip) exported by the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown command &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where both dealer cards show: one column per dealer total (total, the default) or per pair of face-up cards (cards: closer to optimal play, longer).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chart: --dealer-columns must be total or cards (got &quot;%1&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optimal play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>analyze: %1: %2 % of the initial deals (%3 s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the player hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the dealer hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a stalemate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No player decisions: both hands follow fixed strategies (%1 mode); exact, full shoe.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>baccarat-like</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>analyze: the bet on %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bet on %1: house edge %2 % (EV %3 per unit staked)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Derive the basic-strategy chart even for a preset (whose shipped chart records its exact edge) and compute its edge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Basic strategy: %1 % house edge with the chart shipped for these rules (%2 exceptional hands; exact, recorded when it was derived; --derive derives it again)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The baccarat-like mode: what every seat bets on — player (the default), dealer or stalemate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>simulate: --bet must be player, dealer or stalemate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>simulate: --bet %1 exists in the baccarat-like mode only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skip the full analyses and the simulator; time the hints only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds of the simulator&apos;s benchmark, on one thread and on two (0: skip).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 simulator (chart): %2 M rounds/s on one thread, %3 M on two (×%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 simulator: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chart (the basic-strategy chart shipped for these rules, else derived now; the default), optimal (the full shoe&apos;s composition-dependent strategy as a table: every hand whose best action differs from its total&apos;s, derived now) or mimic (the dealer&apos;s own rule, F-12).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>simulate: --strategy must be chart, optimal or mimic.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>simulate: with resplits the chart is the one derived for these rules splitting once (optimal play is derived hand by hand); it resplits wherever it splits the pair and the rules allow another hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chart: with resplits the chart is derived for these rules splitting once (optimal play is derived hand by hand); it resplits wherever it splits the pair and the rules allow another hand, and --edge values it so.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value every hit, even one that cannot be best (the same house edge; to measure what skipping them saves).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run each full analysis and each simulator benchmark this many times and report the fastest (a shared machine&apos;s noise is one-sided) and the median.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the bench signature instead: a number that changes exactly when the engine&apos;s results do (fixed-seed shuffles, analyses and simulations).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signature: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steps: card &lt;seat&gt;[/&lt;hand&gt;] up|down, card dealer up|down, insure, peek, must hit|stand|double|split|surrender &lt;seat&gt;, choice &lt;seat&gt;, reveal, dealer hit|stand, pay|take|surrender &lt;seat&gt; &lt;amount&gt;, push &lt;seat&gt;, insurance pay|take &lt;seat&gt; &lt;amount&gt;. Amounts as 17.5 or 35/2; a split hand is &lt;seat&gt;/2. &apos;?&apos; shows the right step, q quits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dealer&gt; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Next: %1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  ✓ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  ✗ Wrong: %1. Right: %2 — %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1: %2 steps, %3 errors, %4 s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealt %1 round(s): %2 steps, %3 errors.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1: %2 of %3 right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer school: you run the table. Type each dealer step on standard input; the engine checks it against the rules, step by step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of computer players, 1 to 7.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed of the computer players&apos; wagers and choices.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shuffle the first shoe with this key (64 hex digits): a reproducible deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deal: --key: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer school — %1, %2 computer player(s). You are the dealer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deal: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, or mixed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name a kind: payout, total, forced, dealer, showdown or mixed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drill: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--kind: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answered %1: %2 right (%3 %).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1: %2 of %3 right, now at level %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Median time: %1 s per answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timed: %1 answers per minute.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drills — %1 (%2): %3. %4 question(s), seed %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer each question on one line: amounts as 17.5 or 35/2, totals as 17 or soft 17, plays and winners by letter. q quits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1/%2 · %3, level %4: %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&gt; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  ✓ Right: %1 — %2. %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  ✗ Wrong: the answer is %1 — %2. %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drill: %1. The answers go into a new record; the unreadable file is kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer school drills: payouts, totals, forced plays, the dealer&apos;s play and the showdown as flash cards, generated from the rules. One answer per line on standard input; weak kinds come back more often and each kind&apos;s level follows your answers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>payout, total, forced, dealer, showdown (several, comma-separated), or mixed (every kind the rules have).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Questions to ask, 1 to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed of the questions (default: a fresh one, printed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level to start every kind at, 1 to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the items and the results as JSON (no prompts; without answers the items are still generated).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report the answers per minute.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the answers to this training record (a JSON file).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drill: unexpected argument &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  drill    Dealer school: payout, total, forced-play, dealer and showdown drills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: --%2 must be a whole number from %3 to %4 (got &quot;%5&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: --%2 must be a whole number from 0 to 18446744073709551615 (got &quot;%3&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: --%2 must be a number from %3 to %4 (got &quot;%5&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 round(s) dealt from the shoe still in play match its cards, but cannot be verified until its key is revealed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every card of every round is verified against its shoe.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: more than %2 lines; replay reads hand histories of at most %2 lines.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: line %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: round %2 (line %3): %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>simulate: --chart: %1 is a chart for &quot;%2&quot; (%3), not for the rules simulated, &quot;%4&quot; (%5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>verify: --commitment must be 64 hex digits (a SHA-256 digest), not &quot;%1&quot; (%2 characters).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>analyze: still working (%1 s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>play: --bankroll and --wager must be amounts such as 100 or 12.50: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>play: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The history file (SQLite; default: the application&apos;s, %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record nothing in the history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the history cannot be opened: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deal: the history could not record the step: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drill: the history could not record the answers: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: finnish27-cli history &lt;list|show ID|whatif ID --at N --action A|stats|export FILE|import FILE|delete --yes&gt; [options]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only rounds of this game (a preset id, or &quot;custom&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only rounds under this preset or rule file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only rounds on or after this day (YYYY-MM-DD, local time).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only rounds before this day (YYYY-MM-DD, local time).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only rounds with a mistake (an analysed decision below the best).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: --rules: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: --%2 must be a day such as 2026-11-27 (got &quot;%3&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 round(s) in the history match; newest first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#%1  %2  %3  wager %4  %5%6%7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1 mistake(s), EV lost %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  (settled after an interruption)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: name a round by its number, as &apos;history list&apos; shows it (e.g. 12)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round #%1, %2, %3 — seat %4, wager %5, result %6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shoe %1 (finished; key %2); %3 card(s) of it were dealt before this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shoe %1 (still in play: its key is revealed when it ends).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>   [%1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> mistake: best was %1, cost %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> best play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>history whatif: event %1 is not one of your decisions in round #%2 (they are events %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At event %1 (%2) you chose %3. Exact EV of each option, units of the wager:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The exact values are not available here: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>history whatif: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Had you chosen %1 (later decisions by %2):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the basic-strategy chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the dealer&apos;s own strategy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards drawn after the change: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result: %1 instead of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>history stats: --period must be day or week (got &quot;%1&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not analysed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 round(s), net %2 on %3 wagered, %4 decision(s), accuracy %5, EV lost per 100 decisions %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lifetime: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Costliest recurring mistakes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1: %2 instead of %3, %4 time(s), cost %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer school:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1: %2 of %3 right, median %4 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>history export: name the file to write (FILE.zip, or FILE.csv with --csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>history export: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 round(s) written to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 round(s) from %2 shoe(s) written to %3 (the %4 chosen, with the rest of their sessions: a shoe is checked from its first card). Check it: finnish27-cli replay %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>history import: name the session archive to import (FILE.zip)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>history import: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 round(s) imported; %2 already in the history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list: rounds to show.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list: rounds to skip (newest first).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>whatif: the event number of your decision (as &apos;show&apos; numbers it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stats: day or week.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>export: write CSV instead of a session archive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>delete: confirm deleting the whole history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the result as JSON (list, whatif, stats).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list, show, whatif, stats, export, import, delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>history delete: this deletes every round and answer of %1; run it again with --yes to confirm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>history delete: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The history %1 is empty now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The history&apos;s paging benchmark over a generated history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds in the generated history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows per page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>history bench: the rounds could not be generated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>history bench: generating failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 round(s) left in play when the program stopped were settled by the rules (your hands still to play stood) and recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the shoe with commitment %2 was finished when the program stopped; its key is revealed (P-3): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a round left in play could not be settled: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>history whatif: --action must be one of %1 (got &quot;%2&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>whatif: the other choice (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopped at --max-seconds %1 before the analysis finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>practice: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name the rules with --rules (a preset or a rule file).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1/%2 · %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Dealer shows %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Your hand%1: %2 (%3)%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  &lt;- to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Insurance is offered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Cards seen since the shuffle: %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  ✓ Right: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  ✗ Wrong: %1 is best; %2 gives away %3 of the wager.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    Exact EV: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strategy school: decisions dealt by real play, drawn toward the chart cells you get wrong, each answered against the exact analysis. One answer per line: h, s, d, p, u, y, n (or the action&apos;s name); q stops.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules (a preset or a rule file).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which decisions: all, soft, pairs, multi (three cards or more), insurance or exceptions (where the exact best play is not the chart&apos;s totals&apos;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Questions to ask (1 to %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The drill&apos;s seed (default: random).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the questions, answers and summary as JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>practice: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>practice: deriving the basic-strategy chart for these rules (seconds)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>practice: no basic-strategy chart: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strategy school — %1 (%2), %3: %4 question(s), seed %5. Answer h, s, d, p, u, y or n; q stops.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Choose: %1 &gt; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Please choose one of: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>practice: &quot;%1&quot; is not an option here (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>practice: the history could not keep the answer: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cells to work on: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cells mastered (%1 right in a row): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  practice Strategy school: the decisions you get wrong, against the exact analysis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>history whatif: %1 is the choice you made at event %2; name another with --action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--mistakes reads the table&apos;s mistakes from the history; leave out --no-history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only these chart cells, comma-separated, as the questions name them (&quot;hard 16/2 v 10,soft 18/2 v 9&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the N (1 to 10) costliest cells you got wrong at the table under these rules, from the history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>practice: unexpected argument &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>practice: the history holds no mistakes at the table under these rules yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answered %1: %2 right (%3 %), %4 of the wager given away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pace: %1 answers per minute.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strategy school: %1 of %2 answers right (%3 %), %4 of the wager given away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>history whatif: name the decision with --at N, its event number as &apos;history show %1&apos; numbers it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chart: --format must be text, html, json, png, svg or pdf (got &quot;%1&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chart: --format %1 writes a file: give it with --output.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chart: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chart: --output names no file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chart: --format %1, but --output ends in .%2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A preset id or a rule file (default: blackjack).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>text, html or json; or a picture: png, svg or pdf (A4, a page per table), written to --output. Default: the --output file&apos;s suffix, else text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep an exceptional hand when the totals would cost at least this much per round (units of the wager; 0: every one; default: 0.000001).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    The basic-strategy chart plays %1 here; with the cards seen so far (yours, the dealer&apos;s and those dealt since the shuffle), %2 is better.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card themes: &apos;theme check FILE.zip&apos; checks a theme zip as the application&apos;s Install does, and prints what it holds or why it is refused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check a theme zip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The theme zip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>theme: use &apos;theme check FILE.zip&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>theme: refused: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>theme: %1 is a valid card theme.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Name: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Author: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Licence: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Indices: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finnish (1, 11, 12, 13)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>standard (A, J, Q, K)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Colours: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>four</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Jokers: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none (the Standard theme&apos;s Jokers are drawn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  theme    Card themes: check a theme zip before installing it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The language of --explain: en or fi (default: the locale&apos;s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rules: --language takes en or fi, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rules: nothing to do; give --list, --show, --explain or --check FILE.</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rules: the rules reference has no rule %1 (its rules: %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rules: %1 (give a rule&apos;s ID such as PL-5, or seven-twenty-seven).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print a rule from the rules reference (an ID such as PL-5), or every rule of a game (a preset, seven-twenty-seven, or a rule file); may be given several times.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>f27::cli::PlaySession</name>
    <message>
        <source>%1 — %2 seat(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shoe: %1 cards, reshuffled after %2 (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commitment (SHA-256 of this shoe&apos;s secret key, P-1): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the wager prompt: a number to bet, Enter to repeat the last wager, r to ask for a reshuffle, q to quit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No seat has money left to wager.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — bankroll %2. Wager [%3]: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The shoe will be reshuffled with a fresh key before this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bet on the [p]layer hand, the [d]ealer hand or a [s]talemate [p]: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Dealer: %1 (showing %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1%2: %3 (%4)%5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> hand %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  &lt;- to act</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, choose: %2 </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Please choose one of: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>— Round %1 —</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Bankrolls: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 round(s) played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished shoe %1 was shuffled with key %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This shoe&apos;s key is now revealed (P-3): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check it: finnish27-cli verify --key %1 --rules %2 --commitment %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You leave the table: your hands still to play stand, and the round is played out and settled by the rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>play: the hand history %1 could not be written (%2); the round just played is not in it. The session stops.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Please enter an amount above 0 and at most %1, in whole cents (e.g. 1, 5, 2.50).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>play: the history could not record the end of the session: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>play: the history cannot start a session: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>play: the history could not save the round in play: %1. The session stops.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>play: the history could not record the round just played: %1. The session stops.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>f27::practice</name>
    <message>
        <source>no decision of the kind &quot;%1&quot; to ask turned up in %2 dealt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown practice mode &quot;%1&quot; (all, soft, pairs, multi, insurance or exceptions)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>these rules never split a pair, so there are no pairs to practise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>these rules offer no insurance to practise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>these rules have no decisions to practise (the bet is settled by fixed play)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>play dealt no decision of the kind &quot;%1&quot; in %2 decisions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>these cards reach no decision under these rules</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
