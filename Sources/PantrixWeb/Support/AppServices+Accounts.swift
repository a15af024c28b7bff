import PantrixCore

extension AppServices {
    /// Deletes an account with everything in it — the person's own choice in settings, or an
    /// admin's: each recipe with its photos' files, search entries and cook-now entry, then the
    /// person's other photos (and cover photos held for forms), then the account, whose sessions and
    /// other rows go with it.
    /// Returns how many recipes went.
    @discardableResult
    func removeAccount(userID: Int64) async throws -> Int {
        let recipes = try await database.recipes(byAuthor: userID, viewerID: userID, limit: 1_000_000)
        for recipe in recipes {
            try await removeRecipe(id: recipe.id, authorID: userID)
        }
        try await photos.removeFiles(userID: userID)
        try await database.deleteUser(id: userID)
        return recipes.count
    }
}

extension AppServices {
    /// Who may sign up now: what an admin chose in the admin area, else the server's default.
    func registrationMode() async throws -> RegistrationMode {
        try await database.siteSettings().registration ?? config.defaultRegistration
    }

    /// Admins always may make invite links; members when an admin allows it.
    func mayInvite(_ user: User) async throws -> Bool {
        if user.isAdmin { return true }
        return try await database.siteSettings().membersMayInvite
    }
}
