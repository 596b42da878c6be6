import QtQuick
import QtMultimedia

// The table's sounds (assets/sounds, made by tools/make_sounds.py). Silent, and creates no
// audio objects at all, when sound is off or the machine has no audio output.
Item {
    id: board
    property bool enabled: true
    property real volume: 0.7
    readonly property bool available: devices.audioOutputs.length > 0

    MediaDevices { id: devices }

    Loader {
        id: effects
        active: board.enabled && board.available
        sourceComponent: Item {
            property var byName: ({ "deal": deal, "chips": chips, "win": win, "loss": loss, "shuffle": shuffle })
            SoundEffect { id: deal; source: "qrc:/sounds/deal.wav"; volume: board.volume }
            SoundEffect { id: chips; source: "qrc:/sounds/chips.wav"; volume: board.volume }
            SoundEffect { id: win; source: "qrc:/sounds/win.wav"; volume: board.volume }
            SoundEffect { id: loss; source: "qrc:/sounds/loss.wav"; volume: board.volume }
            SoundEffect { id: shuffle; source: "qrc:/sounds/shuffle.wav"; volume: board.volume }
        }
    }

    function play(name) {
        if (!effects.item) return
        const effect = effects.item.byName[name]
        if (effect) effect.play()
    }
}
