import Foundation

/// A plan as an iCalendar feed (RFC 5545): one all-day VEVENT per entry, lines ending in CRLF,
/// folded at 75 octets, text escaped.
package enum ICalendar {
    package struct Event: Sendable {
        package let uid: String
        package let day: String
        package let summary: String
        package let description: String

        package init(uid: String, day: String, summary: String, description: String) {
            (self.uid, self.day, self.summary, self.description) = (uid, day, summary, description)
        }
    }

    package static func calendar(name: String, events: [Event], now: Date = Date()) -> String {
        let stamp = timestamp(now)
        var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Pantrix//Meal plan//EN", "CALSCALE:GREGORIAN", "METHOD:PUBLISH",
                     "X-WR-CALNAME:" + escape(name)]
        for event in events {
            let start = event.day.replacingOccurrences(of: "-", with: "")
            let end = UseByDate.date(event.day).map { UseByDate.string($0.addingTimeInterval(86_400)).replacingOccurrences(of: "-", with: "") } ?? start
            lines += ["BEGIN:VEVENT", "UID:" + escape(event.uid), "DTSTAMP:" + stamp, "DTSTART;VALUE=DATE:" + start,
                      "DTEND;VALUE=DATE:" + end, "SUMMARY:" + escape(event.summary), "DESCRIPTION:" + escape(event.description),
                      "TRANSP:TRANSPARENT", "END:VEVENT"]
        }
        lines.append("END:VCALENDAR")
        return lines.map(fold).joined(separator: "\r\n") + "\r\n"
    }

    /// Backslash, semicolon, comma and newlines escaped as TEXT values need.
    package static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "\\": out += "\\\\"
            case ";": out += "\\;"
            case ",": out += "\\,"
            case "\r\n", "\n", "\r": out += "\\n"
            default: out.append(character)
            }
        }
        return out
    }

    /// Lines longer than 75 octets continue on the next line after CRLF and a space, never
    /// splitting a UTF-8 character.
    package static func fold(_ line: String) -> String {
        var out = "", octets = 0
        for scalar in line.unicodeScalars {
            let size = String(scalar).utf8.count
            if octets + size > 75 {
                out += "\r\n "
                octets = 1
            }
            out.unicodeScalars.append(scalar)
            octets += size
        }
        return out
    }

    static func timestamp(_ date: Date) -> String {
        let parts = Calendar(identifier: .gregorian).dateComponents(in: TimeZone(identifier: "UTC")!, from: date)
        return String(format: "%04d%02d%02dT%02d%02d%02dZ", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0,
                      parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0)
    }
}
