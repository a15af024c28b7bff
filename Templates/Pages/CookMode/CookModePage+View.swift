/// /recipes/{id}/cook. Without JavaScript: every step in order, each with an anchor and links to
/// the next and previous. cook-mode.js shows one step at a time with big Previous and Next
/// buttons, turns the timers' buttons on and keeps the screen awake.
extension CookModePage: Page {
    package var content: HTML {
        """
        <article class="cook-mode" data-cook-mode data-steps="\(steps.count)">
          <header class="cook-head">
            <p class="cook-back"><a href="\(recipeHref)">Back to the recipe</a></p>
            <h1>\(title)</h1>
            \(Partials.servingsPicker(servingsPicker))
            \(if: scaled, "<p class=\"notice\">Quantities scaled from \(originalServings) to \(servings) servings.</p>")
            <p class="cook-wake muted small" data-wake-note hidden></p>
          </header>
          <section class="cook-running" data-running hidden aria-labelledby="running-heading">
            <h2 id="running-heading">Running timers</h2>
            <ul class="cook-running-list" data-running-list></ul>
          </section>
          <p class="visually-hidden" role="status" aria-live="polite" data-announce></p>
          \(steps.isEmpty ? "<p>This recipe has no steps written yet.</p>" as HTML : nil)
          <ol class="cook-steps">
            \(HTML(each: steps, step))
          </ol>
          <nav class="cook-controls" aria-label="Steps" data-controls hidden>
            <button type="button" class="button button-secondary cook-prev" data-prev>Previous</button>
            <p class="cook-counter" data-counter aria-live="polite"></p>
            <button type="button" class="button cook-next" data-next>Next</button>
          </nav>
        </article>
        <script src="\(layout.cookModeScript)" defer></script>
        """
    }

    func step(_ step: Step) -> HTML {
        """
        <li class="cook-step" id="\(step.anchor)" tabindex="-1" aria-labelledby="\(step.anchor)-heading" data-step="\(step.number)">
          <h2 id="\(step.anchor)-heading" class="cook-step-heading">Step \(step.number) of \(steps.count)</h2>
          \(step.ingredients.isEmpty ? nil : """
            <ul class="cook-ingredients" aria-label="Ingredients for step \(step.number)">
              \(HTML(each: step.ingredients) { "<li>\($0)</li>" })
            </ul>
            """ as HTML)
          <p class="cook-text">\(step.text)</p>
          \(step.timers.isEmpty ? nil : """
            <ul class="cook-timers" aria-label="Timers for step \(step.number)">
              \(HTML(each: step.timers) { timer in
                """
                <li><span class="cook-timer-text">Timer: \(timer.label)</span>\(timer.note.map { " <span class=\"muted small\">\($0)</span>" as HTML })
                  <button type="button" class="button cook-timer-start" data-timer-seconds="\(timer.seconds)" data-timer-label="\(timer.label)" data-step-number="\(step.number)" hidden>\(timer.button)</button></li>
                """
              })
            </ul>
            """ as HTML)
          <p class="cook-step-links">\(step.previousHref.map { "<a href=\"\($0)\">Previous step</a>" as HTML })\(step.nextHref.map { "<a class=\"button\" href=\"\($0)\">Next step</a>" as HTML } ?? "<a class=\"button\" href=\"\(recipeHref)\">Done: back to the recipe</a>")</p>
        </li>

        """
    }
}
