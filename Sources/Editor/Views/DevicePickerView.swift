import StringCatalog
import TerminalScreen

/// The `d` checklist over the variation editor: every device Xcode offers, ticked or not.
struct DevicePickerView {
  let picker: DevicePicker
  let language: String
  let layout: ScreenLayout

  func draw(into screen: inout Screen) {
    let devices = DeviceForms.all
    let width = min(36, layout.width - 2)
    let height = devices.count + 2
    let left = max(0, (layout.width - width) / 2)
    let top = max(0, min(VariationEditorView.listTop, layout.messageRow - height))
    for y in top..<min(layout.messageRow, top + height) {
      screen.fill(row: y, column: left, width: width, style: Theme.overlay)
      screen.put("│", row: y, column: left, style: Theme.overlayBorder)
      screen.put("│", row: y, column: left + width - 1, style: Theme.overlayBorder)
    }
    let bottom = top + height - 1
    for y in [top, bottom] where y < layout.messageRow {
      screen.fill(row: y, column: left, width: width, style: Theme.overlayBorder, character: "─")
    }
    screen.put(" Devices of \(language) ", row: top, column: left + 2, maxWidth: width - 4, style: Theme.overlayBorder)
    for (offset, device) in devices.enumerated() where top + 1 + offset < min(bottom, layout.messageRow) {
      let y = top + 1 + offset
      let selected = offset == picker.selection
      let style = selected ? Theme.overlaySelection : Theme.overlay
      screen.fill(row: y, column: left + 1, width: width - 2, style: style)
      let box = picker.ticked.contains(device) ? "[x]" : "[ ]"
      let note = device == "other" ? "  (always there)" : ""
      screen.put("\(selected ? "▸" : " ") \(box) \(device)\(note)", row: y, column: left + 2, maxWidth: width - 4, style: style)
    }
  }
}
