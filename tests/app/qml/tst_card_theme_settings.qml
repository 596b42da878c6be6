import QtQuick
import QtTest
import Finnish27

// The card theme in Settings: the shipped themes listed, the choice kept in the settings and
// drawn in the preview, a refused install shown with its reason.
Item {
    id: root
    width: 900
    height: 900

    QtObject {
        id: prefs
        property int seats: 3
        property int animationMs: 0
        property bool sound: false
        property real volume: 0.5
        property string indexStyle: "auto"
        property bool fourColour: false
        property string cardBack: "red"
        property string cardTheme: "default"
        property string language: "en"
        property bool hints: false
        property bool mistakeWarnings: true
    }
    Component {
        id: dialogComponent
        SettingsDialog { settings: prefs }
    }

    TestCase {
        name: "CardThemeSettings"
        when: windowShown

        function cleanup() { prefs.cardTheme = "default" }

        function test_shipped_themes_are_listed_and_chosen() {
            const dialog = createTemporaryObject(dialogComponent, root)
            dialog.open()
            const box = findChild(dialog.contentItem, "cardTheme")
            verify(box)
            const names = CardThemes.themes.map(t => t.name)
            compare(names.slice(0, 3), ["Standard", "High contrast", "Classic"])
            compare(box.currentValue, "default")
            box.activated(2) // as a choice in the list does
            compare(box.currentValue, "classic")
            compare(prefs.cardTheme, "classic")
            const preview = findChild(dialog.contentItem, "themePreview")
            compare(preview.children[0].source, "image://cards/classic-finnish/AS")
            tryCompare(findChild(preview.children[0], "art"), "status", Image.Ready, 2000)
            prefs.fourColour = true
            compare(preview.children[0].source, "image://cards/classic-finnish-4c/AS")
            prefs.fourColour = false
            // Chosen elsewhere (the persisted setting at start): the list follows.
            prefs.cardTheme = "contrast"
            compare(box.currentValue, "contrast")
            dialog.close()
        }

        function test_refused_install_says_why() {
            const dialog = createTemporaryObject(dialogComponent, root)
            dialog.open()
            dialog.installTheme("file:///nonexistent-folder/deck.zip")
            compare(dialog.themeStatus, "The theme was not installed: deck.zip: no such file")
            compare(prefs.cardTheme, "default")
            const status = findChild(dialog.contentItem, "themeStatus")
            verify(status.visible)
            compare(status.text, dialog.themeStatus)
            dialog.close()
        }
    }
}
