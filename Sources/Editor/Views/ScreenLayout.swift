/// Where everything goes on a screen of a given size: header, grid rows, detail pane, message
/// line and status bar, and how wide the key and language columns are.
///
/// Both `render` and the commands that page or scroll use it, so they agree on the page size.
struct ScreenLayout: Equatable {
  static let minimumWidth = 40
  static let minimumHeight = 10

  let width: Int
  let height: Int
  let isTooSmall: Bool

  let headerRow = 0
  let gridTop = 1
  private(set) var gridRows: Int
  /// The detail pane (or the inline editor) including its top rule.
  private(set) var detailTop: Int
  private(set) var detailHeight: Int
  let messageRow: Int
  let statusRow: Int

  /// The key column, mark included.
  let keyWidth: Int
  /// A language column: one separator column plus the cell.
  let slotWidth: Int
  /// How many target columns fit after the pinned key and source columns.
  let visibleTargets: Int

  init(width: Int, height: Int, languageCount: Int) {
    self.width = width
    self.height = height
    isTooSmall = width < ScreenLayout.minimumWidth || height < ScreenLayout.minimumHeight
    statusRow = height - 1
    messageRow = height - 2
    // The detail pane takes about a third of what the fixed lines leave, 3 to 12 lines.
    detailHeight = max(3, min(12, (height - 3) / 3))
    detailTop = messageRow - detailHeight
    gridRows = max(0, detailTop - gridTop)

    keyWidth = max(12, min(28, width * 28 / 100))
    let remaining = max(0, width - keyWidth)
    let languages = max(1, languageCount)
    // Around 20 columns a language reads well; when every language fits, widen them (to 40).
    let natural = 20
    if remaining >= languages * natural {
      slotWidth = max(1, min(41, remaining / languages))
    } else {
      slotWidth = max(1, remaining / max(min(2, languages), remaining / natural))
    }
    visibleTargets = max(0, min(languages - 1, remaining / slotWidth - 1))
  }

  /// The same screen with the detail pane `rows` taller (at most the grid's rows), taken from
  /// the grid above it: the inline editor shows the source there.
  func growingDetail(by rows: Int) -> ScreenLayout {
    var layout = self
    let rows = max(0, min(rows, gridRows))
    layout.detailTop -= rows
    layout.detailHeight += rows
    layout.gridRows -= rows
    return layout
  }

  /// Columns of the text inside a language cell: after "│", the two marks and a space.
  var cellTextWidth: Int { max(1, slotWidth - 4) }
}
