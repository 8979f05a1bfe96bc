import IdentifiedCollections

/// Edits as changes, not copies: an edit sheet starts from a snapshot of a standup, other tabs
/// may change the standup meanwhile, and saving must apply only what this person changed to
/// the standup as it is *now*, never write the whole old copy back over newer work (meetings
/// recorded meanwhile, another person's edits to other fields).
extension Standup {
  /// Applies the changes that turned `original` into `edited` to this standup: the title,
  /// duration and theme where they differ, attendees removed, renamed or added (matched by
  /// id). Everything else, past meetings included, stays as it is now.
  public mutating func applyEdit(from original: Standup, to edited: Standup) {
    if edited.title != original.title { title = edited.title }
    if edited.duration != original.duration { duration = edited.duration }
    if edited.theme != original.theme { theme = edited.theme }
    for attendee in original.attendees where edited.attendees[id: attendee.id] == nil {
      attendees.remove(id: attendee.id)
    }
    for attendee in edited.attendees {
      if let before = original.attendees[id: attendee.id] {
        if attendee.name != before.name, attendees[id: attendee.id] != nil {
          attendees[id: attendee.id]?.name = attendee.name
        }
      } else if attendees[id: attendee.id] == nil {
        attendees.append(attendee)
      }
    }
  }

  /// Whether saving `draft`, an edit begun from `original`, would change anything: the title,
  /// duration or theme, or the attendees that have a name (blank rows are dropped on save, so
  /// adding or removing one loses nothing). A form with no such change can close without
  /// asking.
  public static func hasEdits(draft: Standup, original: Standup) -> Bool {
    func named(_ standup: Standup) -> [Attendee] {
      standup.attendees.filter { !$0.name.isBlank }
    }
    return draft.title != original.title || draft.duration != original.duration
      || draft.theme != original.theme || named(draft) != named(original)
  }

  /// Brings a draft of an edit up to date with `current`, the standup as another tab just
  /// saved it: every field the person has not touched (still equal to `original`) takes the
  /// current value, attendees added elsewhere appear, attendees removed elsewhere and not
  /// touched here go. `original` becomes `current`, so saving the draft later applies only
  /// what the person changed.
  public static func rebase(
    draft: inout Standup, original: inout Standup, onto current: Standup
  ) {
    if draft.title == original.title { draft.title = current.title }
    if draft.duration == original.duration { draft.duration = current.duration }
    if draft.theme == original.theme { draft.theme = current.theme }
    for attendee in original.attendees where current.attendees[id: attendee.id] == nil {
      if draft.attendees[id: attendee.id] == attendee { draft.attendees.remove(id: attendee.id) }
    }
    for attendee in current.attendees {
      if let before = original.attendees[id: attendee.id] {
        if draft.attendees[id: attendee.id] == before {
          draft.attendees[id: attendee.id] = attendee
        }
      } else if draft.attendees[id: attendee.id] == nil {
        draft.attendees.append(attendee)
      }
    }
    draft.meetings = current.meetings
    original = current
  }
}
