/**
 * A stand-in for GiveWP 3's donation form app inside its iframe: on submit it posts
 * `new FormData(form)` with the frame's own `fetch` to the signed donate route
 * (`givewpDonationFormExports.donateUrl`), then shows the reply — the receipt link on
 * success, the field errors otherwise — as GiveWP does.
 */
export const GIVEWP_FORM_SCRIPT = `
(function () {
  var exportsData = window.givewpDonationFormExports
  var form = document.getElementById('give-next-gen')
  var status = document.getElementById('givewp-form-status')
  form.addEventListener('submit', function (event) {
    event.preventDefault()
    form.setAttribute('data-status', 'submitting')
    fetch(exportsData.donateUrl, { method: 'POST', body: new FormData(form) })
      .then(function (response) { return response.json() })
      .then(function (reply) {
        if (reply.success) {
          form.setAttribute('data-status', 'complete')
          status.textContent = 'Thank you for your donation! Receipt: ' + reply.data.redirectUrl
        } else {
          form.setAttribute('data-status', 'error')
          status.textContent = Object.values((reply.data && reply.data.errors) || {}).join(' ')
        }
      })
      .catch(function (error) {
        form.setAttribute('data-status', 'error')
        status.textContent = String(error && error.message)
      })
  })
})()
`
