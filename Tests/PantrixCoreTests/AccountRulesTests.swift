import PantrixTestSupport
import Foundation
import Testing
@testable import PantrixCore
import PantrixTestDatabases

@Suite struct AccountRulesTests {
    @Test func bundledListHoldsOverAThousandCommonPasswords() throws {
        let policy = try PasswordPolicy.bundled()
        // The list as committed holds over a thousand passwords, and the bundled policy refuses
        // every one long enough to pass the length rule.
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/PantrixCore/Resources/common-passwords.txt").standardizedFileURL
        let listed = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
            .map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty }
        #expect(listed.count >= 1000)
        let longEnough = listed.filter { $0.count >= 8 }
        #expect(!longEnough.isEmpty && longEnough.allSatisfy { policy.problem(with: $0) != nil })
        for common in ["password", "iloveyou", "sunshine", "PASSWORD1", "trustno1"] where common.count >= 8 {
            #expect(policy.problem(with: common) != nil, "\(common) is refused")
        }
        #expect(policy.problem(with: "tangerine-kettle-42") == nil)
    }

    @Test func passwordLengthIsCountedInCharactersAndBytes() throws {
        let policy = PasswordPolicy(commonPasswords: [])
        #expect(policy.problem(with: "seven77") != nil)
        #expect(policy.problem(with: "eight888") == nil)
        #expect(policy.problem(with: String(repeating: "a", count: 64)) == nil)
        #expect(policy.problem(with: String(repeating: "a", count: 65)) != nil)
        #expect(policy.problem(with: String(repeating: "ü", count: 37))?.contains("72 bytes") == true)
        #expect(policy.problem(with: "samesame", username: "SameSame") != nil)
    }

    @Test func usernamesAreShortAsciiWords() {
        #expect(UsernameRule.problem(with: "ab") != nil)
        #expect(UsernameRule.problem(with: "abc") == nil)
        #expect(UsernameRule.problem(with: "chef_anna-2") == nil)
        #expect(UsernameRule.problem(with: String(repeating: "a", count: 33)) != nil)
        #expect(UsernameRule.problem(with: "anna smith") != nil)
        #expect(UsernameRule.problem(with: "andré") != nil)
        #expect(UsernameRule.problem(with: "<script>") != nil)
    }

    @Test func usernamesAreUniqueIgnoringCase() async throws {
        let db = try AppDatabase.inMemory()
        _ = try await db.createUser(username: "Nigella", email: nil, passwordHash: "x")
        await #expect(throws: AccountError.usernameTaken) {
            _ = try await db.createUser(username: "nigella", email: nil, passwordHash: "y")
        }
        #expect(try await db.user(named: "NIGELLA")?.username == "Nigella")
    }
}
