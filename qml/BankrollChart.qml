import QtQuick
import QtCharts
import Finnish27

// The bankroll over the session as a line (Qt Charts) with the starting amount as a dashed line,
// the rounds below. Presentation only: the points and the money format come from the
// statistics panel.
Item {
    id: root
    property var points: []                 // the bankroll at the start and after each round
    property var formatMoney: v => String(v) // money as the panel writes it
    property var signedColour: v => Theme.text
    onPointsChanged: refill()
    Component.onCompleted: refill()

    // The axes' ranges are set with the points (the value range with some air around it).
    function refill() {
        line.clear()
        start.clear()
        if (points.length < 2) return
        let high = points[0], low = points[0]
        for (let i = 0; i < points.length; ++i) {
            line.append(i, points[i])
            high = Math.max(high, points[i])
            low = Math.min(low, points[i])
        }
        start.append(0, points[0])
        start.append(points.length - 1, points[0])
        const pad = high > low ? (high - low) * 0.1 : Math.max(1, Math.abs(high) * 0.05)
        moneyAxis.max = high + pad
        moneyAxis.min = low - pad
        moneyAxis.max = high + pad // setting the minimum above an old maximum moved it
        roundsAxis.max = points.length - 1
    }

    ChartView {
        id: chart
        objectName: "bankrollChart"
        anchors.fill: parent
        visible: root.points.length > 1
        antialiasing: true
        legend.visible: false
        backgroundColor: Theme.plotBackground
        backgroundRoundness: 4
        plotAreaColor: Theme.plotBackground
        margins { left: 2; right: 6; top: 4; bottom: 2 }
        ValueAxis {
            id: roundsAxis
            min: 0
            max: 1
            tickCount: 2
            labelFormat: "%d"
            labelsColor: Theme.muted
            labelsFont.family: Theme.fontFamily
            labelsFont.pixelSize: 10
            gridLineColor: Theme.plotGrid
            lineVisible: false
            titleText: qsTr("rounds")
            titleBrush: Theme.muted
            titleFont.pixelSize: 10
        }
        ValueAxis {
            id: moneyAxis
            min: 0
            max: 1
            tickCount: 3
            labelFormat: "%.0f"
            labelsColor: Theme.muted
            labelsFont.family: Theme.fontFamily
            labelsFont.pixelSize: 10
            gridLineColor: Theme.plotGrid
            lineVisible: false
        }
        LineSeries {
            id: start
            axisX: roundsAxis
            axisY: moneyAxis
            color: Theme.gold
            width: 1
            style: Qt.DashLine
        }
        LineSeries {
            id: line
            objectName: "bankrollLine"
            axisX: roundsAxis
            axisY: moneyAxis
            color: root.points.length > 1 ? root.signedColour(root.points[root.points.length - 1] - root.points[0])
                                          : Theme.text
            width: 2
        }
    }
    Text {
        textFormat: Text.PlainText
        visible: root.points.length < 2
        anchors.fill: parent
        anchors.margins: 8
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        wrapMode: Text.Wrap
        text: qsTr("The chart starts after the first round.")
        color: Theme.muted
        font.family: Theme.fontFamily
        font.pixelSize: Theme.px(12)
        font.italic: true
    }
}
