"""Favourite a recipe with the heart, put recipes in a list and reorder it, rate and comment —
at desktop and phone widths."""
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from helpers import fill, flash_text, register, submit, wait_for_new_page


def recipe_hrefs(driver):
    links = driver.find_elements(By.CSS_SELECTOR, "section[aria-labelledby=popular-heading] .card-link")
    return [link.get_attribute("href") for link in links]


def test_social_favourite_list_rate_comment(server, browser, shoot, username):
    register(browser, server, username)
    browser.get(server + "/")
    first, second = recipe_hrefs(browser)[:2]

    # The heart flips in place (fetch), with the count, and the favourite shows on /favourites.
    card = browser.find_element(By.CSS_SELECTOR, "section[aria-labelledby=popular-heading] .card")
    heart = card.find_element(By.CSS_SELECTOR, ".favourite-button")
    before = heart.find_element(By.CSS_SELECTOR, ".favourite-count").text
    heart.click()
    WebDriverWait(browser, 10).until(
        lambda d: card.find_element(By.CSS_SELECTOR, ".favourite-button").get_attribute("aria-pressed") == "true")
    after = card.find_element(By.CSS_SELECTOR, ".favourite-count").text
    assert int(after.split()[0]) == int(before.split()[0]) + 1, (before, after)
    shoot("home-favourited")
    browser.get(server + "/favourites")
    assert browser.find_elements(By.CSS_SELECTOR, f".card-link[href='{first.replace(server, '')}']")
    shoot("favourites")

    # A new list from the recipe page, then a second recipe added through the list picker.
    browser.get(first)
    title_first = browser.find_element(By.TAG_NAME, "h1").text
    fill(browser, "new-list-name", "Weeknight dinners")
    submit(browser, browser.find_element(By.CSS_SELECTOR, "form.list-create button"))
    assert "Weeknight dinners" in flash_text(browser)
    browser.get(second)
    title_second = browser.find_element(By.TAG_NAME, "h1").text
    submit(browser, browser.find_element(By.CSS_SELECTOR, "form.list-add button"))
    assert "Added to your list" in flash_text(browser)
    list_link = browser.find_element(By.CSS_SELECTOR, "#lists a[href^='/lists/']")
    submit(browser, list_link)

    def order():
        return [e.text for e in browser.find_elements(By.CSS_SELECTOR, ".list-entry-title")]
    assert order() == [title_first, title_second]
    submit(browser, browser.find_element(By.CSS_SELECTOR, f"button[aria-label='Move {title_second} up']"))
    assert order() == [title_second, title_first]
    shoot("list-reordered")

    # With JavaScript the same can be done by dragging (events synthesised: WebDriver can't
    # drive native drag and drop); the new order is saved and the page reloads.
    html = browser.find_element(By.TAG_NAME, "html")
    browser.execute_script("""
        const items = document.querySelectorAll('ol[data-reorder] li[data-recipe-id]');
        const [top, bottom] = items;
        const data = new DataTransfer();
        bottom.dispatchEvent(new DragEvent('dragstart', {bubbles: true, dataTransfer: data}));
        const box = top.getBoundingClientRect();
        top.dispatchEvent(new DragEvent('dragover', {bubbles: true, cancelable: true, dataTransfer: data, clientY: box.top + 2}));
        top.dispatchEvent(new DragEvent('drop', {bubbles: true, cancelable: true, dataTransfer: data}));
        bottom.dispatchEvent(new DragEvent('dragend', {bubbles: true, dataTransfer: data}));
    """)
    wait_for_new_page(browser, html)
    assert order() == [title_first, title_second]

    # Stars with plain radio buttons, then a comment whose markup is shown as text.
    browser.get(second)
    browser.find_element(By.CSS_SELECTOR, "input[name=stars][value='4']").click()
    submit(browser, browser.find_element(By.CSS_SELECTOR, "form.rating-form button"))
    assert "You rated it 4 stars." in browser.find_element(By.ID, "rating").text
    assert "out of 5 from" in browser.find_element(By.CSS_SELECTOR, ".rating-summary").text
    browser.execute_script("document.getElementById('lists').scrollIntoView()")
    shoot("lists-and-rating")
    fill(browser, "comment-body", "Lovely with <b>extra</b> lemon.")
    submit(browser, browser.find_element(By.CSS_SELECTOR, "form.comment-form button"))
    comment = browser.find_element(By.CSS_SELECTOR, ".comment-body")
    assert comment.text == "Lovely with <b>extra</b> lemon."
    assert not comment.find_elements(By.TAG_NAME, "b")
    browser.execute_script("document.getElementById('comments').scrollIntoView()")
    shoot("rated-and-commented")
