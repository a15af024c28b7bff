/// A recipe blog post as WordPress with Yoast SEO and WP Recipe Maker renders it: one
/// `@graph` whose Recipe links its author and image by `@id`.
enum WordPressPage {
    static let html = #"""
    <!DOCTYPE html>
    <html lang="en-GB">
    <head>
    <meta charset="UTF-8">
    <title>Easy Banana Bread &#8211; Cosy Kitchen</title>
    <script type="text/javascript">var wprm_public = {"home_url":"https:\/\/cosykitchen.example\/"}; if (a < b) {}</script>
    <script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[
    {"@type":"Article","@id":"https://cosykitchen.example/banana-bread/#article","isPartOf":{"@id":"https://cosykitchen.example/banana-bread/"},"author":{"name":"Jane Baker","@id":"https://cosykitchen.example/#/schema/person/1a2b"},"headline":"Easy Banana Bread","datePublished":"2023-04-12T08:30:00+00:00","mainEntityOfPage":{"@id":"https://cosykitchen.example/banana-bread/"},"image":{"@id":"https://cosykitchen.example/banana-bread/#primaryimage"}},
    {"@type":"WebPage","@id":"https://cosykitchen.example/banana-bread/","url":"https://cosykitchen.example/banana-bread/","name":"Easy Banana Bread &#8211; Cosy Kitchen","breadcrumb":{"@id":"https://cosykitchen.example/banana-bread/#breadcrumb"}},
    {"@type":"ImageObject","inLanguage":"en-GB","@id":"https://cosykitchen.example/banana-bread/#primaryimage","url":"https://cosykitchen.example/wp-content/uploads/2023/04/banana-bread.jpg","contentUrl":"https://cosykitchen.example/wp-content/uploads/2023/04/banana-bread.jpg","width":1200,"height":800},
    {"@type":"BreadcrumbList","@id":"https://cosykitchen.example/banana-bread/#breadcrumb","itemListElement":[{"@type":"ListItem","position":1,"name":"Home","item":"https://cosykitchen.example/"},{"@type":"ListItem","position":2,"name":"Easy Banana Bread"}]},
    {"@type":"Person","@id":"https://cosykitchen.example/#/schema/person/1a2b","name":"Jane Baker","image":{"@type":"ImageObject","url":"https://secure.gravatar.example/avatar/1a2b"}},
    {"@type":"Recipe","name":"Easy Banana Bread","author":{"@id":"https://cosykitchen.example/#/schema/person/1a2b"},"description":"<p>Moist &amp; simple banana bread &ndash; no mixer needed.</p>","datePublished":"2023-04-12T08:30:00+00:00","image":{"@id":"https://cosykitchen.example/banana-bread/#primaryimage"},"recipeYield":["10","1 loaf"],"prepTime":"PT15M","cookTime":"PT1H","totalTime":"PT1H15M","recipeIngredient":["3  ripe bananas, mashed","&frac12; cup melted butter","1 tsp baking soda","Pinch of salt","&frac34; cup sugar","1 large egg, beaten","1 tsp vanilla extract","1&#189; cups plain flour",""],"recipeInstructions":[{"@type":"HowToStep","text":"Preheat the oven to 175&deg;C and butter a 4x8-inch loaf pan.","name":"Preheat the oven to 175&deg;C and butter a 4x8-inch loaf pan.","url":"https://cosykitchen.example/banana-bread/#wprm-recipe-41-step-0-0"},{"@type":"HowToStep","text":"Mix the butter into the mashed bananas, then the baking soda and salt.","url":"https://cosykitchen.example/banana-bread/#wprm-recipe-41-step-0-1"},{"@type":"HowToStep","text":"Stir in the sugar, egg and vanilla. Fold in the flour.","url":"https://cosykitchen.example/banana-bread/#wprm-recipe-41-step-0-2"},{"@type":"HowToStep","text":"<p>Bake for 55&ndash;65 minutes, until a skewer comes out clean.</p>","url":"https://cosykitchen.example/banana-bread/#wprm-recipe-41-step-0-3"}],"recipeCategory":["Breakfast","Snack"],"recipeCuisine":["British"],"keywords":"banana bread, quick bread, Banana Bread","aggregateRating":{"@type":"AggregateRating","ratingValue":"4.86","ratingCount":"112"},"@id":"https://cosykitchen.example/banana-bread/#recipe","isPartOf":{"@id":"https://cosykitchen.example/banana-bread/#article"},"mainEntityOfPage":"https://cosykitchen.example/banana-bread/"}
    ]}</script>
    </head>
    <body class="post-template-default single">
    <article><h1>Easy Banana Bread</h1><p>My grandmother&rsquo;s recipe&hellip;</p></article>
    </body>
    </html>
    """#
}
