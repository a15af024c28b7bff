/// /plan: the week, a day per row on a phone and seven columns on a desktop. Every change is a
/// form; with JavaScript an entry can also be dragged to another slot (app.js fills in its move form).
extension PlanPage: Page {
    package var content: HTML {
        """
        <h1>Meal plan</h1>
        \(Partials.householdNote(household))
        <nav class="plan-weeks" aria-label="Weeks">
          <a class="button button-small button-secondary" href="\(previousHref)" rel="prev"><span aria-hidden="true">←</span> Previous week</a>
          <h2 class="plan-heading" id="plan-heading">\(heading)</h2>
          <a class="button button-small button-secondary" href="\(nextHref)" rel="next">Next week <span aria-hidden="true">→</span></a>
          \(thisWeekHref.map { "<a class=\"plan-today-link\" href=\"\($0)\">This week</a>" as HTML })
        </nav>
        \(if: isEmpty, "<p class=\"empty-state\">Nothing planned this week. Tap “Add” under a day's meal, or pick a recipe below.</p>")
        <ol class="plan-week" aria-labelledby="plan-heading" data-plan-week>
          \(HTML(each: days, day))
        </ol>
        \(picker.map(pickerSection))
        <section class="plan-tools" aria-label="Plan tools">
          \(addForm)
          <div class="plan-tool">
            <h2>Shop for this week</h2>
            <p class="muted small">Puts on your grocery list what the recipes still to cook this week need beyond your pantry, for all their servings.</p>
            <form method="post" action="\(SiteURL.planShop)" class="inline-form">
              \(Partials.csrf(layout))
              <input type="hidden" name="week" value="\(weekKey)">
              <button type="submit" class="button"\(if: plannedRecipes == 0, " disabled")>Shop for this week</button>
            </form>
          </div>
          \(feedSection)
        </section>
        """
    }

    func day(_ day: DayView) -> HTML {
        """
        <li class="plan-day\(if: day.isToday, " is-today")" id="day-\(day.day)">
          <h3 class="plan-day-name">\(day.label)\(if: day.isToday, " <span class=\"plan-today\">today</span>")</h3>
          \(HTML(each: day.slots) { slot in
            """
            <div class="plan-slot" data-plan-drop data-day="\(day.day)" data-slot="\(slot.slot.rawValue)">
              <h4 class="plan-slot-name">\(slot.slot.label)</h4>
              \(slot.entries.isEmpty ? nil : """
                <ul class="plan-entries">\(HTML(each: slot.entries) { entry(day, slot, $0) })</ul>
                """ as HTML)
              <a class="plan-slot-add" href="\(slot.addHref)" rel="nofollow">Add<span class="visually-hidden"> to \(day.label) \(slot.slot.rawValue)</span></a>
            </div>
            """
          })
        </li>
        """
    }

    func entry(_ day: DayView, _ slot: SlotView, _ entry: EntryView) -> HTML {
        let label = "\(entry.title), \(day.label) \(slot.slot.rawValue)"
        return """
            <li class="plan-entry\(if: entry.cooked, " is-cooked")" draggable="true" data-plan-entry="\(entry.id)">
              \(entry.imageURL.map { "<img class=\"plan-entry-image\" src=\"\($0)\" alt=\"\" width=\"48\" height=\"36\" loading=\"lazy\">" as HTML })
              <span class="plan-entry-title">\(if: entry.cooked, "<span class=\"plan-tick\" aria-hidden=\"true\">✓</span><span class=\"visually-hidden\">Cooked: </span> ")\(entry.href.map { "<a href=\"\($0)\">\(entry.title)</a>" as HTML } ?? "\(entry.title)")</span>
              \(entry.servings.map { "<span class=\"plan-entry-meta\">\($0)</span>" as HTML })
              \(entry.note.map { "<span class=\"plan-entry-note\">\($0)</span>" as HTML })
              <details class="plan-entry-edit">
                <summary>Change<span class="visually-hidden"> \(label)</span></summary>
                <form method="post" action="\(SiteURL.planEntryMove(.value(entry.id)))" class="plan-move" data-plan-move>
                  \(Partials.csrf(layout))
                  <label for="move-day-\(entry.id)">Day</label>
                  <select id="move-day-\(entry.id)" name="day">\(Partials.options(entry.moveDays))</select>
                  <label for="move-slot-\(entry.id)">Meal</label>
                  <select id="move-slot-\(entry.id)" name="slot">\(Partials.options(entry.moveSlots))</select>
                  <button type="submit" class="button button-small">Move<span class="visually-hidden"> \(label)</span></button>
                </form>
                <form method="post" action="\(SiteURL.planEntryDelete(.value(entry.id)))" class="inline-form">
                  \(Partials.csrf(layout))
                  <button type="submit" class="link-button">Remove<span class="visually-hidden"> \(label)</span></button>
                </form>
              </details>
            </li>
            """
    }

    /// Pick a recipe for a day and meal without leaving the plan: the GET form chooses the day, the
    /// meal and a search; each recipe below is one POST that plans it there.
    func pickerSection(_ picker: PlanPicker) -> HTML {
        """
        <section class="panel plan-picker" id="picker" aria-labelledby="picker-heading"\(if: picker.isOpen, " data-open")>
          <h2 id="picker-heading">Add a recipe</h2>
          <form method="get" action="\(SiteURL.plan)#picker" class="plan-picker-form" role="search">
            <input type="hidden" name="week" value="\(picker.weekKey)">
            <div class="form-grid">
              <div class="field"><label for="pick-day">Day</label><select id="pick-day" name="day">\(Partials.options(picker.days))</select></div>
              <div class="field"><label for="pick-slot">Meal</label><select id="pick-slot" name="slot">\(Partials.options(picker.slots))</select></div>
            </div>
            <div class="field">
              <label for="pick-q">Search recipes</label>
              <div class="search-form">
                <input id="pick-q" name="q" type="search" value="\(picker.query)" maxlength="100" placeholder="e.g. soup, pasta, eggs" autocomplete="off">
                <button type="submit" class="button button-secondary">Find</button>
              </div>
            </div>
          </form>
          \(HTML(each: picker.sections) { section in
            """
            <h3 id="\(section.id)">\(section.heading)</h3>
            \(section.choices.isEmpty ? nil : """
              <ul class="plan-choices" aria-labelledby="\(section.id)">
                \(HTML(each: section.choices) { choice in
                  """
                  <li class="plan-choice">
                    <img src="\(choice.imageURL)" alt="" width="64" height="48" loading="lazy">
                    <span class="plan-choice-title">\(choice.title)\(choice.meta.flatMap { $0.isEmpty ? nil : "<span class=\"muted small\">\($0)</span>" as HTML })</span>
                    <form method="post" action="\(SiteURL.planEntries)" class="inline-form">
                      \(Partials.csrf(layout))
                      <input type="hidden" name="recipeId" value="\(choice.recipeID)">
                      <input type="hidden" name="day" value="\(picker.day)">
                      <input type="hidden" name="slot" value="\(picker.slot.rawValue)">
                      <button type="submit" class="button button-small">Add<span class="visually-hidden"> \(choice.title)</span></button>
                    </form>
                  </li>
                  """
                })
              </ul>
              """ as HTML)
            """
          })
          \(if: picker.sections.isEmpty, "<p class=\"muted\">Search for a recipe, or favourite a few to find them here.</p>")
        </section>
        """
    }

    var addForm: HTML {
        """
        <div class="plan-tool">
          <h2>Add to this week</h2>
          <p class="muted small">Something without a recipe, like “leftovers” or “eating out”.</p>
          <form method="post" action="\(SiteURL.planEntries)" class="plan-add" novalidate>
            \(Partials.csrf(layout))
            <div class="field\(if: text.error != nil, " has-error")">
              <label for="plan-text">What</label>
              <input id="plan-text" name="text" type="text" value="\(text.value)" maxlength="100" placeholder="leftovers"\(Partials.invalid(text))>
              \(Partials.fieldError(text))
            </div>
            <div class="form-grid">
              <div class="field"><label for="plan-day">Day</label><select id="plan-day" name="day">\(Partials.options(addDays))</select></div>
              <div class="field"><label for="plan-slot">Meal</label><select id="plan-slot" name="slot">\(Partials.options(addSlots))</select></div>
            </div>
            <div class="field"><label for="plan-note">Note <span class="muted">(optional)</span></label>
              <input id="plan-note" name="note" type="text" maxlength="200"></div>
            <button type="submit" class="button button-secondary">Add to plan</button>
          </form>
        </div>
        """
    }

    var feedSection: HTML {
        """
        <div class="plan-tool" id="calendar">
          <h2>Calendar</h2>
          \(feedLink.map { link in """
            <p>Your private calendar link. Copy it now: it is shown only this once.</p>
            <p><label for="plan-feed-link" class="visually-hidden">Calendar link</label>
              <input id="plan-feed-link" class="plan-feed-link" type="text" readonly value="\(link)"></p>
            """ as HTML } ?? (hasFeed
              ? "<p class=\"muted small\">Your plan has a private calendar link. Lost it? Make a new one; the old one stops working.</p>"
              : "<p class=\"muted small\">Follow your plan in a calendar app with a private link (an iCalendar feed).</p>"))
          <form method="post" action="\(SiteURL.planFeedNew)" class="inline-form">
            \(Partials.csrf(layout))
            <button type="submit" class="button button-secondary">\(hasFeed ? "Make a new link" : "Make a calendar link")</button>
          </form>
          \(hasFeed ? """
            <form method="post" action="\(SiteURL.planFeedDelete)" class="inline-form">
              \(Partials.csrf(layout))
              <button type="submit" class="button button-secondary">Turn the calendar link off</button>
            </form>
            """ as HTML : "")
        </div>
        """
    }
}
