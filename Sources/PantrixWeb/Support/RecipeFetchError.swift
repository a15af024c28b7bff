/// Why a recipe page could not be fetched, each with the sentence the import page shows under
/// the address field.
enum RecipeFetchError: Error, Equatable, Sendable {
    case emptyAddress
    case invalidAddress
    case unsupportedScheme
    case privateAddress
    case unknownHost
    case cannotConnect
    case tooManyRedirects
    case badRedirect
    case httpStatus(Int)
    case wrongType(String?)
    case tooLarge
    case timeout

    var message: String {
        switch self {
        case .emptyAddress:
            "Paste the address of a recipe page, such as https://example.com/recipes/soup."
        case .invalidAddress:
            "That is not a web address Pantrix can open. Paste the whole address, starting with https://."
        case .unsupportedScheme:
            "Pantrix only fetches web pages: the address must start with https:// or http://."
        case .privateAddress:
            "That address points inside this server's network; Pantrix only fetches public web pages."
        case .unknownHost:
            "No site answers to that name. Check the address for typos."
        case .cannotConnect:
            "The site could not be reached. Check the address, or try again later."
        case .tooManyRedirects:
            "The site sent Pantrix on more than \(RecipeFetcher.maxRedirects) redirects. Open the page in your browser and paste the address it ends at."
        case .badRedirect:
            "The site redirected to an address Pantrix can't follow."
        case .httpStatus(let code):
            "The site answered with an error (HTTP \(code)) instead of the page. Check the address."
        case .wrongType(let type):
            "That address is not a web page\(type.map { " (the site sent \($0))" } ?? ""); Pantrix reads HTML pages and JSON."
        case .tooLarge:
            "The page is larger than 5 MB."
        case .timeout:
            "The site took longer than 10 seconds."
        }
    }
}
