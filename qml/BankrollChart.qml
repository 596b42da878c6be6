import QtQuick
import Finnish27

// The bankroll over the session as a line against its start: the area between them green
// above and red below, the highest, lowest and starting amounts on the left, the rounds below.
// Presentation only: the points and the money format come from the statistics panel.
Item {
    id: root
    property var points: []                 // the bankroll at the start and after each round
    property var formatMoney: v => String(v) // money as the panel writes it
    property var signedColour: v => Theme.text
    onPointsChanged: canvas.requestPaint()
    readonly property int leftGutter: 50
    readonly property int bottomGutter: 18
    readonly property real plotWidth: width - leftGutter - 6
    readonly property real plotHeight: height - bottomGutter - 8
    // The value range with some air above and below.
    readonly property real high: points.length ? Math.max.apply(null, points) : 1
    readonly property real low: points.length ? Math.min.apply(null, points) : 0
    readonly property var range: {
        const pad = high > low ? (high - low) * 0.1 : Math.max(1, Math.abs(high) * 0.05)
        return [low - pad, high + pad]
    }
    function xAt(i) { return leftGutter + (points.length > 1 ? i / (points.length - 1) : 0) * plotWidth }
    function yAt(v) { return 8 + (range[1] - v) / (range[1] - range[0]) * plotHeight }

    Rectangle { // the plot area
        x: root.leftGutter; y: 8
        width: root.plotWidth; height: root.plotHeight
        color: Theme.plotBackground
        radius: 4
        border.color: Theme.plotGrid
    }
    Canvas {
        id: canvas
        anchors.fill: parent
        visible: root.points.length > 1
        onPaint: {
            const ctx = getContext("2d")
            ctx.reset()
            const pts = root.points
            if (pts.length < 2) return
            const left = root.leftGutter, right = left + root.plotWidth
            const top = 8, bottom = top + root.plotHeight
            const start = pts[0], ys = root.yAt(start)
            // Grid: the highest and lowest bankroll.
            ctx.strokeStyle = Theme.plotGrid
            ctx.lineWidth = 1
            for (const v of [root.high, root.low]) {
                const y = Math.round(root.yAt(v)) + 0.5
                ctx.beginPath(); ctx.moveTo(left, y); ctx.lineTo(right, y); ctx.stroke()
            }
            // The area between the line and the start, green above and red below.
            const path = () => {
                ctx.beginPath()
                ctx.moveTo(root.xAt(0), ys)
                for (let i = 0; i < pts.length; ++i) ctx.lineTo(root.xAt(i), root.yAt(pts[i]))
                ctx.lineTo(root.xAt(pts.length - 1), ys)
                ctx.closePath()
            }
            for (const above of [true, false]) {
                ctx.save()
                ctx.beginPath()
                if (above) ctx.rect(left, top, right - left, ys - top)
                else ctx.rect(left, ys, right - left, bottom - ys)
                ctx.clip()
                path()
                ctx.fillStyle = above ? Theme.gainFill : Theme.lossFill
                ctx.fill()
                ctx.restore()
            }
            // The start line, dashed.
            ctx.strokeStyle = Theme.gold
            ctx.lineWidth = 1
            ctx.beginPath()
            const yl = Math.round(ys) + 0.5
            for (let x = left; x < right; x += 8) {
                ctx.moveTo(x, yl); ctx.lineTo(Math.min(x + 4, right), yl)
            }
            ctx.stroke()
            // The bankroll line.
            ctx.strokeStyle = Theme.text
            ctx.lineWidth = 2
            ctx.lineJoin = "round"
            ctx.beginPath()
            for (let i = 0; i < pts.length; ++i) {
                if (i === 0) ctx.moveTo(root.xAt(i), root.yAt(pts[i]))
                else ctx.lineTo(root.xAt(i), root.yAt(pts[i]))
            }
            ctx.stroke()
            // Round markers while they fit, and the last point always.
            const last = pts.length - 1
            for (let i = 0; i <= last; ++i) {
                if (i !== last && root.plotWidth / last < 9) continue
                ctx.beginPath()
                ctx.arc(root.xAt(i), root.yAt(pts[i]), i === last ? 3.5 : 2, 0, 2 * Math.PI)
                ctx.fillStyle = i === last ? root.signedColour(pts[i] - start) : Theme.text
                ctx.fill()
            }
        }
        onWidthChanged: requestPaint()
        onHeightChanged: requestPaint()
    }
    // Axis labels: the highest and lowest bankroll and the start (which wins over a
    // label too close to it), then the rounds.
    Repeater {
        model: root.points.length > 1 ? [root.high, root.low, root.points[0]] : []
        Text {
            textFormat: Text.PlainText
            required property var modelData
            required property int index
            readonly property real centre: root.yAt(modelData)
            readonly property real startY: root.yAt(root.points[0])
            visible: index === 2
                     || (index === 0 && Math.abs(centre - startY) > 13)
                     || (index === 1 && Math.abs(centre - startY) > 13
                         && Math.abs(centre - root.yAt(root.high)) > 13)
            x: 0
            width: root.leftGutter - 6
            y: Math.max(0, Math.min(root.height - root.bottomGutter - height, centre - height / 2))
            horizontalAlignment: Text.AlignRight
            text: root.formatMoney(modelData)
            color: index === 2 ? Theme.gold : Theme.muted
            font.family: Theme.fontFamily
            font.pixelSize: 10
            font.bold: index === 2
        }
    }
    Text {
        textFormat: Text.PlainText
        visible: root.points.length > 1
        x: root.leftGutter
        y: root.height - height
        text: "0"
        color: Theme.muted
        font.family: Theme.fontFamily
        font.pixelSize: 10
    }
    Text {
        textFormat: Text.PlainText
        visible: root.points.length > 1
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.horizontalCenterOffset: root.leftGutter / 2
        y: root.height - height
        text: qsTr("rounds")
        color: Theme.muted
        font.family: Theme.fontFamily
        font.pixelSize: 10
    }
    Text {
        textFormat: Text.PlainText
        visible: root.points.length > 1
        x: root.leftGutter + root.plotWidth - width
        y: root.height - height
        text: root.points.length - 1
        color: Theme.muted
        font.family: Theme.fontFamily
        font.pixelSize: 10
    }
    Text {
        textFormat: Text.PlainText
        visible: root.points.length < 2
        x: root.leftGutter
        width: root.plotWidth
        y: 8
        height: root.plotHeight
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        wrapMode: Text.Wrap
        text: qsTr("The chart starts after the first round.")
        color: Theme.muted
        font.family: Theme.fontFamily
        font.pixelSize: 12
        font.italic: true
    }
}
