/**
 * A stand-in for Contact Form 7's front-end script (includes/swv + index.js): on submit it
 * posts `new FormData(form)` with `fetch` to the REST feedback route, then shows the reply's
 * message in `.wpcf7-response-output` and sets `data-status`, as the plugin does.
 */
export const CF7_SCRIPT = `
(function () {
  var api = window.wpcf7 && window.wpcf7.api
  document.querySelectorAll('.wpcf7 > form').forEach(function (form) {
    form.addEventListener('submit', function (event) {
      event.preventDefault()
      var id = form.querySelector('input[name="_wpcf7"]').value
      var url = api.root + api.namespace + '/contact-forms/' + id + '/feedback'
      var output = form.querySelector('.wpcf7-response-output')
      form.setAttribute('data-status', 'submitting')
      fetch(url, {
        method: 'POST',
        headers: { Accept: 'application/json, */*;q=0.1' },
        body: new FormData(form),
      })
        .then(function (response) { return response.json() })
        .then(function (reply) {
          form.setAttribute('data-status', reply.status || 'error')
          output.textContent = reply.message || ''
          output.removeAttribute('aria-hidden')
        })
        .catch(function (error) {
          form.setAttribute('data-status', 'error')
          output.textContent = String(error && error.message)
        })
    })
  })
})()
`
