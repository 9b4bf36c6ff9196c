/**
 * A stand-in for Divi's newsletter module script: a click on the subscribe button posts
 * `action=et_pb_submit_subscribe_form` with the `et_*` fields by `jQuery.ajax` to
 * admin-ajax and shows the reply's `error` or the success block.
 */
export const DIVI_SCRIPT = `
jQuery(function ($) {
  $('.et_pb_newsletter_button').on('click', function (event) {
    event.preventDefault()
    var $module = $(this).closest('.et_pb_newsletter')
    var $form = $module.find('form')
    var field = function (name) { return $form.find('[name="' + name + '"]').val() || '' }
    $.ajax({
      type: 'POST',
      url: et_pb_custom.ajaxurl,
      dataType: 'json',
      data: {
        action: 'et_pb_submit_subscribe_form',
        et_frontend_nonce: et_pb_custom.et_frontend_nonce,
        et_list_id: field('et_pb_signup_list_id'),
        et_firstname: field('et_pb_signup_firstname'),
        et_lastname: '',
        et_email: field('et_pb_signup_email'),
        et_provider: field('et_pb_signup_provider'),
        et_account: field('et_pb_signup_account_name'),
        et_ip_address: field('et_pb_signup_ip_address'),
        et_hp_email: '',
        et_checksum: field('et_pb_signup_checksum'),
      },
      success: function (data) {
        if (data && data.error) $module.find('.et_pb_newsletter_error').text(data.error).show()
        else $module.find('.et_pb_newsletter_fields').hide().end().find('.et_pb_newsletter_success').show()
      },
    })
  })
})
`
