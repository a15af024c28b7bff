import PantrixCore
import Templates

extension AppServices {
    /// The "shared with your household" note of the kitchen pages: nil while the viewer is in no household.
    func householdNote(_ context: SignedInContext) async throws -> HouseholdNote? {
        HouseholdNote(try await database.household(userID: context.userID, invites: false), viewerID: context.userID)
    }
}
