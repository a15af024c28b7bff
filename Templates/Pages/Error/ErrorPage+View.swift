/// Any failed request.
extension ErrorPage: Page {
    package var content: HTML {
        """
        <section class="panel error-panel">
          <p class="error-code">\(status)</p>
          <h1>\(heading)</h1>
          <p>\(message)</p>
          <p><a class="button" href="\(actionHref)">\(actionLabel)</a></p>
        </section>
        """
    }
}
