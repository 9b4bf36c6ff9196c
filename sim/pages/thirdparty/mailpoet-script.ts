/**
 * A stand-in for MailPoet's public.js subscribe flow: the form's `token`, `api_version` and
 * `data[…]` fields go to admin-ajax as `action=mailpoet&…&endpoint=subscribers&method=subscribe`
 * (urlencoded), by `jQuery.post` as the plugin does, or by a bare XMLHttpRequest when
 * `transport` is `'xhr'`. The reply's errors or success message are shown in the form.
 */
export function mailpoetScript(transport: 'jquery' | 'xhr'): string {
  return `
(function () {
  var transport = ${JSON.stringify(transport)}
  function done(form, ok, message) {
    var success = form.querySelector('.mailpoet_validate_success')
    var error = form.querySelector('.mailpoet_validate_error')
    success.style.display = ok ? 'block' : 'none'
    error.style.display = ok ? 'none' : 'block'
    if (!ok) error.textContent = message
  }
  document.querySelectorAll('form.mailpoet_form').forEach(function (form) {
    form.addEventListener('submit', function (event) {
      event.preventDefault()
      var params = new URLSearchParams()
      params.append('action', 'mailpoet')
      params.append('api_version', form.elements.api_version.value)
      params.append('token', form.elements.token.value)
      params.append('endpoint', 'subscribers')
      params.append('method', 'subscribe')
      Array.prototype.forEach.call(form.elements, function (el) {
        if (el.name && el.name.indexOf('data[') === 0) params.append(el.name, el.value)
      })
      var handle = function (status, text) {
        var reply = {}
        try { reply = JSON.parse(text) } catch (e) {}
        if (status >= 200 && status < 300) done(form, true)
        else done(form, false, (reply.errors && reply.errors[0] && reply.errors[0].message) || MailPoetForm.ajax_common_error_message)
      }
      if (transport === 'jquery') {
        jQuery.post(MailPoetForm.ajax_url, params.toString(), null, 'text')
          .done(function (text, _s, xhr) { handle(xhr.status, text) })
          .fail(function (xhr) { handle(xhr.status, xhr.responseText) })
        return
      }
      var xhr = new XMLHttpRequest()
      xhr.open('POST', MailPoetForm.ajax_url)
      xhr.setRequestHeader('Content-Type', 'application/x-www-form-urlencoded; charset=UTF-8')
      xhr.onload = function () { handle(xhr.status, xhr.responseText) }
      xhr.send(params.toString())
    })
  })
})()
`
}
