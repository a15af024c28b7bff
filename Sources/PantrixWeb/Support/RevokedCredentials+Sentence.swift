import PantrixCore

extension RevokedCredentials {
    /// What renewing the credentials ended, counted: "3 API tokens were revoked and 2 other
    /// sessions signed out." Said even when nothing ended, so the person knows it was checked.
    var sentence: String {
        var parts: [String] = []
        if apiTokens > 0 { parts.append(apiTokens == 1 ? "1 API token was revoked" : "\(apiTokens) API tokens were revoked") }
        if calendarLinks > 0 { parts.append("your calendar link was turned off") }
        if otherSessions > 0 { parts.append(otherSessions == 1 ? "1 other session signed out" : "\(otherSessions) other sessions signed out") }
        guard let last = parts.popLast() else { return "No other session, API token or calendar link was in use." }
        let text = parts.isEmpty ? last : parts.joined(separator: ", ") + " and " + last
        return text.prefix(1).uppercased() + text.dropFirst() + "."
    }
}
