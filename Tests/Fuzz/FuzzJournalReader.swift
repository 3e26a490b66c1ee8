// libFuzzer entry for the recovery journal reader; built by run.sh, not by SwiftPM.
// A journal is read back after a crash, and may be damaged anywhere: any bytes must come back as
// the records that are intact plus a count of the bytes that were not, never a crash or a hang.
// What is read must also survive being written again (the rewrite after a restore) unchanged.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJournalReader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  let contents = JournalContents.decode(bytes)
  let reading = JournalFraming.payloads(in: bytes)
  let intact = reading.payloads.reduce(0) { $0 + $1.count + JournalFraming.headerSize }
  guard contents.unreadableBytes == reading.unreadableBytes, intact + reading.unreadableBytes == bytes.count,
    reading.resyncChecksummedBytes <= JournalFraming.resyncBudget(forSize: bytes.count) + bytes.count
  else { fail("the framing's counts do not add up", bytes) }

  let rewritten = JournalContents.decode(
    JournalRecord.snapshot(processID: contents.processID, time: 0, records: contents.records, draft: contents.draft))
  guard rewritten.unreadableBytes == 0, rewritten.processID == contents.processID,
    rewritten.records.map(\.catalogPath) == contents.records.map(\.catalogPath),
    rewritten.records.map({ $0.edits.map(\.key) }) == contents.records.map({ $0.edits.map(\.key) }),
    rewritten.draft?.catalogPath == contents.draft?.catalogPath, rewritten.draft?.draft.text == contents.draft?.draft.text
  else { fail("a rewrite of what was read reads back differently", bytes) }
  return 0
}

private func fail(_ message: String, _ bytes: [UInt8]) -> Never {
  FileHandle.standardError.write(Data("journal fuzz: \(message) (\(bytes.count) bytes)\n".utf8))
  abort()
}
