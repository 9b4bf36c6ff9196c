/**
 * A stand-in for sender.net's embed script (cdn.sender.net universal.js): it renders the
 * form into a same-origin iframe it creates in the `[data-sender-form-id]` placeholder, and
 * posts the subscription with the page's `fetch` to stats.sender.net as a string body.
 */
export const SENDER_NET_SCRIPT = `
(function () {
  document.querySelectorAll('[data-sender-form-id]').forEach(function (host) {
    var formId = host.getAttribute('data-sender-form-id')
    var frame = document.createElement('iframe')
    frame.title = 'Newsletter'
    frame.style.cssText = 'width:100%;border:0;height:220px'
    host.appendChild(frame)
    var doc = frame.contentDocument
    doc.body.innerHTML =
      '<div class="sender-subs-embeded-form"><form id="sender-form-content" class="sender-form">' +
      '<label>Email <input class="sender-form-input" type="email" name="email"></label>' +
      '<label>First name <input class="sender-form-input" type="text" name="firstname"></label>' +
      '<button type="submit" class="sender-form-button">Subscribe</button>' +
      '<p class="sender-form-status" role="status"></p></form></div>'
    var form = doc.getElementById('sender-form-content')
    var status = form.querySelector('.sender-form-status')
    form.addEventListener('submit', function (event) {
      event.preventDefault()
      var body = JSON.stringify({
        email: form.elements.email.value,
        firstname: form.elements.firstname.value,
      })
      fetch('https://stats.sender.net/forms/' + formId + '/submit', { method: 'POST', body: body })
        .then(function (response) { return response.json() })
        .then(function () {
          form.setAttribute('data-status', 'subscribed')
          status.textContent = 'Thanks for subscribing!'
        })
        .catch(function (error) {
          form.setAttribute('data-status', 'error')
          status.textContent = String(error && error.message)
        })
    })
  })
})()
`
