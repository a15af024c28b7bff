import PantrixCore
import Foundation

/// Profiles, cooking history, the leaderboard, the following feed and recipe lists.
extension SampleRecords {
    /// The viewer's own profile.
    package static let profile = Profile(user: viewer, recipeCount: 12, followers: 48, following: 17, viewerFollows: false, isViewer: true)
    package static let profileCards = cards(12, from: 60)
    package static let standing = LeaderboardRow(rank: 137, userID: viewer.id ?? 0, username: viewer.username, points: 240, cooked: 11)

    /// Ten dishes, newest first: one rescued past its use-by, one over the daily limit.
    package static let cookingHistory: [CookingEntry] = (0..<10).map { index in
        let card = allCards[(index * 7 + 3) % allCards.count]
        let used: [PointsRules.UsedItem] = index % 3 == 2 ? [] : [
            .init(name: "eggs", freshness: .fresh), .init(name: "spinach", freshness: index == 1 ? .pastUseBy : .nearUseBy),
            .init(name: "cheddar", freshness: .fresh),
        ].prefix(1 + index % 3).map { $0 }
        let json = String(decoding: (try? JSONEncoder().encode(used)) ?? Data("[]".utf8), as: UTF8.self)
        return CookingEntry(
            id: Int64(900 - index), recipeId: index == 6 ? nil : card.id, recipeTitle: card.title, servings: 2 + index % 4,
            cookedAt: daysAgo(Double(index) * 1.5, hours: 5), points: index == 4 ? 0 : 10 + 5 * used.count,
            photoPoints: index % 4 == 0 ? 15 : 0, withheld: index == 4 ? "dailyLimit" : nil, itemsUsed: json)
    }

    /// Eight of the viewer's dish photos, with their recipes' titles.
    package static let profilePhotos: [(photo: Photo, recipeTitle: String)] = (0..<8).map { index in
        let card = allCards[(index * 11 + 5) % allCards.count]
        return (photo(id: Int64(400 + index), by: viewer.id ?? 0, recipeID: card.id, caption: index % 2 == 0 ? "" : "Second go, better", daysAgo: Double(index * 3)), card.title)
    }

    package static let publicLists: [RecipeListSummary] = [
        RecipeListSummary(id: 12, name: "Sunday lunch", isPublic: true, recipeCount: 9),
        RecipeListSummary(id: 15, name: "Picnic food", isPublic: true, recipeCount: 1),
        RecipeListSummary(id: 17, name: "Cheap and cheerful", isPublic: true, recipeCount: 14),
    ]

    /// All the viewer's lists, public and private.
    package static let lists: [RecipeListSummary] = [
        RecipeListSummary(id: 11, name: "Weeknight dinners", isPublic: false, recipeCount: 18),
        publicLists[0],
        RecipeListSummary(id: 14, name: "Freezer friendly", isPublic: false, recipeCount: 7),
        publicLists[1], publicLists[2],
        RecipeListSummary(id: 19, name: "To try", isPublic: false, recipeCount: 0),
    ]

    /// "Sunday lunch", twelve recipes in the viewer's order.
    package static let listDetail = RecipeListDetail(
        list: RecipeList(id: 12, userId: viewer.id ?? 0, name: "Sunday lunch", isPublic: true, createdAt: daysAgo(200), updatedAt: daysAgo(3)),
        ownerName: viewer.username, cards: [allCards[12]] + cards(11, from: 90), isOwner: true)

    /// Fifty cooks this week; the viewer is further down.
    package static let leaderboard: Leaderboard = {
        let names = ["priya", "tomasz", "lena", "olu", "sam_k", "grace", "ahmed", "ines", "kwame", "yuki"]
        let top = (0..<50).map { index in
            LeaderboardRow(rank: index + 1, userID: Int64(1000 + index), username: "\(names[index % names.count])\(index < 10 ? "" : String(index))",
                           points: 620 - index * 9 - index % 3, cooked: 24 - index / 3)
        }
        return Leaderboard(period: .week, top: top, viewer: standing, participants: 1_843)
    }()

    /// Six people the viewer follows, and their twelve newest recipes.
    package static let followedNames = ["grace", "lena", "olu", "priya", "sam_k", "tomasz"]
    package static let followingFeed: [FeedRecipe] = cards(12, from: 120).enumerated().map { index, card in
        FeedRecipe(card: card, authorName: followedNames[index % followedNames.count], createdAt: daysAgo(Double(index) * 0.8, hours: 2))
    }
    package static let followingPhotos: [(photo: Photo, recipeTitle: String, username: String)] = (0..<8).map { index in
        let card = allCards[(index * 13 + 2) % allCards.count]
        let name = followedNames[(index + 2) % followedNames.count]
        return (photo(id: Int64(500 + index), by: Int64(1000 + index), recipeID: card.id, caption: index % 3 == 0 ? "Weekend batch" : "", daysAgo: Double(index)), card.title, name)
    }

    package static let taste = TastePreferences(
        categories: ["dinner", "soup", "baking"], cuisines: ["Italian", "Indian", "Japanese"], diets: ["vegetarian"],
        excluded: ["coriander", "olives"])
}
