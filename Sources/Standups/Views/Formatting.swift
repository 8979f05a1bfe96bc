import CairnWeb
import Foundation
import StandupsDomain
import StandupsFeatures

/// Formats shared by the screens.
enum Formatting {
  /// "5 min", "1 min 30 s".
  static func duration(_ duration: Duration) -> String {
    let seconds = Int(duration.components.seconds)
    let minutes = seconds / 60
    let rest = seconds % 60
    return rest == 0 ? "\(minutes) min" : "\(minutes) min \(rest) s"
  }

  /// "5 minutes", "1 minute": a length as a screen reader should say it.
  static func spokenMinutes(_ minutes: Double) -> String {
    let whole = Int(minutes.rounded())
    return whole == 1 ? "1 minute" : "\(whole) minutes"
  }

  /// "01:05" for 65 seconds.
  static func clock(_ seconds: Int) -> String {
    String(format: "%02d:%02d", seconds / 60, seconds % 60)
  }

  /// A meeting's date and time in the viewer's time zone.
  static func meetingDate(_ date: Date, in timeZone: TimeZone) -> String {
    Meeting.formattedDate(date, in: timeZone)
  }
}

extension Theme {
  /// The theme's main colour for views.
  var color: Color { Color(red: mainColor.red, green: mainColor.green, blue: mainColor.blue) }
  /// The colour of text on the theme's main colour.
  var textColor: Color {
    Color(red: accentColor.red, green: accentColor.green, blue: accentColor.blue)
  }
}
