import PantrixTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import PantrixCore
import PantrixTestDatabases
import Testing
@testable import PantrixWeb

@Suite struct ImportExportTests {
    static func multipart(_ fields: [(name: String, filename: String?, content: String)]) -> (body: String, contentType: String) {
        let boundary = "----pantrix-test-boundary"
        var body = ""
        for field in fields {
            body += "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(field.name)\""
            if let filename = field.filename { body += "; filename=\"\(filename)\"\r\nContent-Type: application/octet-stream" }
            body += "\r\n\r\n\(field.content)\r\n"
        }
        body += "--\(boundary)--\r\n"
        return (body, "multipart/form-data; boundary=\(boundary)")
    }

    @Test func signedInUserImportsAFileAndSeesTheReport() async throws {
        let app = try await TestApp.make()
        try await app.test(.router) { client in
            var browser = Browser(client)
            let signedOut = try await browser.get("/recipes/import")
            #expect(signedOut.status == .seeOther, "import needs an account")
            try await browser.register("importer")
            let form = try await browser.get("/recipes/import")
            let token = try #require(form.csrf)
            let upload = Self.multipart([("_csrf", nil, token), ("file", "stew.html", RecipeImportFixtures.page), ("pasted", nil, "")])
            let page = try await browser.send("/recipes/import", method: .post, body: upload.body, contentType: upload.contentType)
            #expect(page.status == .ok)
            #expect(page.contains("Imported 1 recipe with 3 ingredient lines; 1 line matched no food."))
            #expect(page.contains("No matching food: zzqx flurble"))
            #expect(page.contains(#"They are in your <a href="/favourites">favourites</a>."#))
            #expect(try await browser.get("/favourites").contains("1 favourite"), "an imported recipe is a favourite too")
            let noToken = Self.multipart([("file", "stew.html", RecipeImportFixtures.page)])
            let forged = try await browser.send("/recipes/import", method: .post, body: noToken.body, contentType: noToken.contentType)
            #expect(forged.status == .forbidden)
            let broken = Self.multipart([("_csrf", nil, token), ("pasted", nil, "{\"@type\": \"Recipe\", ")])
            let bad = try await browser.send("/recipes/import", method: .post, body: broken.body, contentType: broken.contentType)
            #expect(bad.status == .unprocessableContent)
            #expect(bad.contains("not valid JSON"))
            #expect(bad.contains("{&quot;@type&quot;: &quot;Recipe&quot;, </textarea>"), "the pasted text stays in the form")
        }
    }

    @Test func exportIsJSONLDAndRespectsPrivacy() async throws {
        let db = try AppDatabase.inMemory()
        let owner = try await db.createUser(username: "owner", email: nil, passwordHash: "x")
        let draft = RecipeDraft(title: "Toast", category: "breakfast", servings: 1, ingredients: ["1 slice bread"], steps: ["Toast it."])
        let open = try await db.addRecipe(PreparedRecipe(draft), origin: .user)
        let hidden = try await db.addRecipe(PreparedRecipe(draft), origin: .user, authorID: owner.id, visibility: .private)
        let app = try await TestApp.make(database: db)
        try await app.test(.router) { client in
            var browser = Browser(client)
            let export = try await browser.get("/recipes/\(open).json")
            #expect(export.status == .ok)
            #expect(export.headers[.contentType] == "application/ld+json; charset=utf-8")
            #expect(export.contains(#""@type": "Recipe""#))
            #expect(export.contains("1 slice bread"))
            let secret = try await browser.get("/recipes/\(hidden).json")
            #expect(secret.status == .notFound)
        }
    }
}

enum RecipeImportFixtures {
    static let page = """
    <!doctype html><html><head><title>Stew</title>
    <script type='application/ld+json' class='yoast-schema-graph'>{"@context":"https://schema.org","@graph":[{"@type":"WebSite","name":"Example"},
    {"@type":"Recipe","name":"Smoky Bean Stew","recipeYield":"4","totalTime":"PT1H","recipeIngredient":["2 cans black beans","1 onion, chopped","zzqx flurble"],
    "recipeInstructions":[{"@type":"HowToStep","text":"Cook it all."}]}]}</script></head><body><h1>Stew</h1></body></html>
    """
}
