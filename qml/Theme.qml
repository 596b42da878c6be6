pragma Singleton
import QtQuick

// Colours and sizes of the table, in one place.
QtObject {
    readonly property color background: "#14181c"
    readonly property color feltCentre: "#1f7a4a"
    readonly property color feltEdge: "#0f4d2c"
    readonly property color rail: "#5a3518"
    readonly property color railLight: "#8a5a2b"
    readonly property color gold: "#e8c15a"
    readonly property color text: "#f3efe3"
    readonly property color muted: "#b9c7bd"
    readonly property color panel: "#1d2329"
    readonly property color panelBorder: "#2f3942"
    readonly property color win: "#57d38c"
    readonly property color loss: "#ff7a6b"
    readonly property color push: "#e8c15a"
    // Plots (the bankroll chart): the plot area, its grid lines, and the fills above and below
    // the starting amount (the win and loss colours, translucent).
    readonly property color plotBackground: "#182026"
    readonly property color plotGrid: "#2b353e"
    readonly property color gainFill: "#3857d38c"
    readonly property color lossFill: "#38ff7a6b"
    readonly property string fontFamily: "DejaVu Sans"

    function resultColor(result) {
        return result === "win" ? win : result === "lose" ? loss : result === "" ? text : push
    }
}
