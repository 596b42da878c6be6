pragma Singleton
import QtQuick
import Finnish27

// Every colour of the application, and its font, in one place: no other QML file writes a
// colour literal. Names say what a colour is for; two uses share a name only when they mean
// the same thing.
QtObject {
    // The settings' high-contrast option (Main.qml): black grounds, white text and borders,
    // brighter result colours; the cards, chips and chart keep theirs (their contrast is theirs).
    property bool highContrast: false
    // Text sizes follow the desktop's (SystemText): px(12) is 12 pixels at the usual size, more
    // where the desktop's text is larger.
    readonly property real textScale: SystemText.scale
    function px(size) { return Math.round(size * textScale) }
    readonly property color background: highContrast ? "#000000" : "#14181c"
    readonly property color feltCentre: highContrast ? "#0b4a2a" : "#1f7a4a"
    readonly property color feltEdge: highContrast ? "#06301a" : "#0f4d2c"
    readonly property color rail: "#5a3518"
    readonly property color railLight: "#8a5a2b"
    readonly property color gold: highContrast ? "#ffd23f" : "#e8c15a"
    readonly property color text: highContrast ? "#ffffff" : "#f3efe3"
    readonly property color muted: highContrast ? "#e6e6e6" : "#b9c7bd"
    readonly property color panel: highContrast ? "#000000" : "#1d2329"
    readonly property color panelBorder: highContrast ? "#ffffff" : "#2f3942"
    readonly property color win: highContrast ? "#7dffb0" : "#57d38c"
    readonly property color loss: highContrast ? "#ff9d91" : "#ff7a6b"
    readonly property color push: highContrast ? "#ffd23f" : "#e8c15a"
    // Plots (the bankroll chart): the plot area, its grid lines, and the fills above and below
    // the starting amount (the win and loss colours, translucent).
    readonly property color plotBackground: highContrast ? "#000000" : "#182026"
    readonly property color plotGrid: highContrast ? "#8a8a8a" : "#2b353e"
    readonly property color gainFill: "#3857d38c"
    readonly property color lossFill: "#38ff7a6b"
    // Controls (the palette of the application and of the rule editor, and the rule
    // editor's own fields and toggles).
    readonly property color controlBase: highContrast ? "#000000" : "#2a323a"
    readonly property color controlAlternate: highContrast ? "#141414" : "#323c45"
    readonly property color controlButton: highContrast ? "#1a1a1a" : "#34404a"
    readonly property color controlLight: highContrast ? "#ffffff" : "#46535e"
    // Edges of fields, check boxes and the slider's handle: visible against the panels.
    readonly property color controlEdge: highContrast ? "#ffffff" : "#7d8b97"
    readonly property color controlDark: highContrast ? "#c0c0c0" : "#1a1f24"
    readonly property color controlHovered: highContrast ? "#303030" : "#3d4954"
    readonly property color controlDisabled: highContrast ? "#1a1a1a" : "#22292f"
    readonly property color highlightedText: "#111111"
    // Gold buttons (actions, the rule editor's play button) and what is written on gold or
    // on a problem badge.
    readonly property color goldPressed: "#b8860b"
    readonly property color goldHovered: "#f0cf6e"
    readonly property color goldBorder: "#6b4f0e"
    readonly property color goldDisabled: "#4a4634"
    readonly property color goldDisabledText: highContrast ? "#d0d0d0" : "#8d8872"
    readonly property color foldButton: "#d9a6a0"
    readonly property color actionText: "#1b1b1b"
    readonly property color textOnBadge: "#1a1a1a"
    // Panels: the rule editor's status, side bar, file text and list entries, the statistics'
    // tiles, the fairness rows, the hint meters.
    readonly property color validBackground: "#17301f"
    readonly property color invalidBackground: "#3a1d1a"
    readonly property color sideBar: highContrast ? "#000000" : "#181d22"
    readonly property color fileText: "#20262c"
    readonly property color listItem: highContrast ? "#0a0a0a" : "#232a31"
    readonly property color listItemBorder: highContrast ? "#ffffff" : "#343f49"
    readonly property color tile: highContrast ? "#0a0a0a" : "#232b32"
    readonly property color tileBorder: highContrast ? "#ffffff" : "#2b353e"
    readonly property color fairnessRow: highContrast ? "#0a0a0a" : "#252c33"
    // The history: the round chosen in the list and the event shown last in its log; the
    // progress plots' second series (accuracy).
    readonly property color currentStep: "#3a4a2c"
    readonly property color accuracyLine: "#8fc3ff"
    readonly property color meterTrack: "#33414c"
    // The message log: outcomes and shoe events (forced plays are gold).
    readonly property color messageOutcome: highContrast ? "#b8ffd2" : "#9fe3b8"
    readonly property color messageShoe: highContrast ? "#b3d7ff" : "#8fc3ff"
    // What is printed on the felt, and the panels laid on it.
    readonly property color feltTitle: highContrast ? "#7fd6a6" : "#3c9a68"
    readonly property color feltSubtitle: highContrast ? "#7fd6a6" : "#35875b"
    readonly property color feltLabel: highContrast ? "#ffffff" : "#9fd3b4"
    readonly property color feltStroke: "#0b3d23"
    readonly property color bettingLine: "#40e8c15a"
    readonly property color seven27Title: "#66f3efe3"
    readonly property color seven27Subtitle: "#55f3efe3"
    readonly property color discardTray: "#22000000"
    readonly property color discardTrayBorder: highContrast ? "#ffffff" : "#3b7d57"
    readonly property color announcement: "#e0101a14"
    readonly property color warning: "#e0301812"
    readonly property color showdownPanel: "#e6141a1f"
    readonly property color totalBadge: "#cc101510"
    readonly property color resultText: "#111"
    // The strategy chart's cells (as printed charts colour them), and "your chart"'s record:
    // from missed (recordBad) to mastered (recordGood).
    readonly property color chartHit: "#e08585"
    readonly property color chartStand: "#ecd77a"
    readonly property color chartDouble: "#86c986"
    readonly property color chartSplit: "#86b3e6"
    readonly property color chartSurrender: "#b8b8b8"
    readonly property color chartOptions: "#b9dcef"
    readonly property color chartHitToLow: "#f6ecc0"
    readonly property color chartHitToHigh: "#d9705f"
    readonly property color chartCellText: "#1b1b1b"
    readonly property color chartCellPlain: highContrast ? "#000000" : "#2a323a"
    readonly property color chartHead: highContrast ? "#000000" : "#34404a"
    readonly property color chartFocus: "#ffffff"
    readonly property color recordBad: "#d9584a"
    readonly property color recordGood: "#4fbf7a"
    // The shoe and its cut card.
    readonly property color shoeBody: "#2a2a2a"
    readonly property color shoeBorder: "#111"
    readonly property color cutCard: "#f1c40f"
    // Cards: the shadow, and the plain face drawn when the card art cannot be loaded.
    readonly property color cardShadow: "#50000000"
    readonly property color cardFace: "white"
    readonly property color cardBack: "#8b1e2d"
    readonly property color cardBorder: highContrast ? "#000000" : "#999"
    readonly property color cardRed: "#c8102e"
    readonly property color cardBlack: "#111"
    // Chips: the rack's 1, 5, 10, 25 and 100, their rings and values; the pot's stacks.
    readonly property var chipColours: ["#ecf0f1", "#c0392b", "#2980b9", "#27ae60", "#2c2c2c"]
    readonly property color chipEdge: "white"
    readonly property color chipRingOnWhite: "#7f8c8d"
    readonly property color chipRing: "#ffffff88"
    readonly property color chipValueOnWhite: "#2c3e50"
    readonly property color chipValue: "white"
    readonly property var potChipColours: ["#c0392b", "#2e86de", "#f3efe3", "#27ae60", "#8e44ad"]
    readonly property color potChipEdge: "#30000000"
    // Seats: the wager marker (the human's, the computer's), Seven Twenty-Seven's seat
    // backgrounds and its dealer button.
    readonly property color humanWager: "#c0392b"
    readonly property color computerWager: "#34495e"
    readonly property color computerWagerBorder: highContrast ? "#ffffff" : "#9fb8a8"
    readonly property color wagerText: "white"
    readonly property color seatWon: "#2b4d36"
    readonly property color seatHuman: highContrast ? "#000000" : "#2d3640"
    readonly property color seatOther: highContrast ? "#0a0a0a" : "#232a31"
    readonly property color dealerMarker: "#c0392b"
    readonly property color dealerMarkerBorder: "#f3efe3"
    readonly property color dealerButton: "#f7f3e8"
    readonly property color dealerButtonBorder: "#8a7a50"
    readonly property color dealerButtonText: "#222"
    // The dealer school: the seats' boxes on the felt (the selected one is gold), an insured
    // seat's insurance chip, the supervisor's verdicts (right, wrong) and the watch countdown.
    readonly property color seatBox: "#26000000"
    readonly property color seatBoxBorder: highContrast ? "#ffffff" : "#3b7d57"
    readonly property color seatBoxHover: "#40000000"
    readonly property color insuranceChip: "#7d3c98"
    readonly property color verdictRight: "#17301f"
    readonly property color verdictWrong: "#3a1d1a"
    readonly property color verdictNeutral: "#232b32"
    readonly property color ruleBadge: "#e8c15a"
    // A rule's ID as a link (log lines, banners, the Help pane).
    readonly property color ruleLink: highContrast ? "#ffd23f" : "#f0cf73"
    readonly property color countdownTrack: "#33414c"
    readonly property color stopButton: "#c0392b"
    readonly property color stopButtonPressed: "#962d22"
    readonly property color stopButtonText: "#ffffff"
    // The school's chips of 0.5, 1, 2.5, 5, 25 and 100 (1, 5, 25 and 100 as the rack's), and
    // whether each one's value is written dark (on a light chip).
    readonly property var schoolChipColours: ["#f39c12", "#ecf0f1", "#8e44ad", "#c0392b", "#27ae60", "#2c2c2c"]
    readonly property var schoolChipDarkText: [true, true, false, false, false, false]
    readonly property color keyCap: highContrast ? "#000000" : "#2a323a"
    readonly property color keyCapBorder: highContrast ? "#ffffff" : "#46535e"
    readonly property string fontFamily: "DejaVu Sans"

    // A string from the engine or a rule file, escaped for a StyledText: shown as written, its
    // tags never obeyed (every other Text is Text.PlainText).
    function escaped(s) {
        return String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
    }

    function resultColor(result) {
        return result === "win" ? win : result === "lose" ? loss : result === "" ? text : push
    }
}
