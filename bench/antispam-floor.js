/*
 * Reference script of the anti-spam bench (bench/antispam.ts), never shipped: the least a
 * script can do on the comment page, in native cookie mode with the bot detector off, to
 * keep the browser-side state of spec §3–§5 and §9 that dist/antispam.js keeps there. It is
 * served in place of dist/antispam.js and measured exactly like it, so the bench can show
 * the browser's own cost of the mandated work (storage first uses, cookie writes, one call
 * into script per event) apart from ours.
 *
 * The same operations as the runtime on this page, written flat: no config checks beyond
 * the two keys used, no error handling, no feature or signal structure, no integrations, no
 * decoder, badge, email checks, block-message hooks or pixel (all idle on this page), no
 * teardown. Same storage writes in the same stores; the same listeners (a one-shot move
 * listener re-armed by a 150 ms tick that stops when the pointer rests, first-key, the four
 * first-event flags, typing record per input, click activity); screen info from a
 * ResizeObserver; the visible-fields inputs 1000 ms after ready, styles read in one pass.
 */
;(function () {
  var w = window
  var d = document
  var pub = w.ctPublic || {}
  var t0 = performance.now()
  var unix = function () {
    return Math.floor(Date.now() / 1000)
  }
  var cookie = function (name, value) {
    d.cookie = name + '=' + encodeURIComponent(String(value)) + '; path=/; samesite=lax'
  }
  var local = function (name, value) {
    localStorage.setItem(name, JSON.stringify({ value: JSON.stringify(value), timestamp: unix() }))
  }
  var passive = { capture: true, passive: true }
  var once = { capture: true, passive: true, once: true }

  // Start-up values (contract d): the stale visible-fields cookies are found by one read.
  d.cookie.indexOf('apbct_visible_fields_')
  cookie('ct_ps_timestamp', unix())
  cookie('ct_timezone', -new Date().getTimezoneOffset() / 60)
  local('ct_cookies_type', 'native')
  cookie('ct_checkjs', pub.ct_checkjs_key)
  local('ct_checkjs', String(pub.ct_checkjs_key))
  cookie('ct_checked_emails', '0')
  cookie('ct_checked_emails_exist', '0')
  cookie('apbct_headless', navigator.webdriver === true)
  var hits = localStorage.getItem('apbct_page_hits')
  local('apbct_page_hits', hits ? Number(JSON.parse(JSON.parse(hits).value)) + 1 : 1)
  local('apbct_existing_visitor', 1)
  var sid = sessionStorage.getItem('apbct_session_id')
  if (!sid) {
    sid = ''
    for (var i = 0; i < 10; i++)
      sid += 'abcdefghijklmnopqrstuvwxyz0123456789'[(Math.random() * 36) | 0]
  }
  sessionStorage.setItem('apbct_session_id', sid)
  sessionStorage.setItem(
    'apbct_site_referer',
    sessionStorage.getItem('apbct_site_referer') || d.referrer,
  )
  var page = sessionStorage.getItem('apbct_session_current_page')
  sessionStorage.getItem('apbct_prev_referer')
  if (page !== location.href) sessionStorage.setItem('apbct_session_current_page', location.href)
  cookie('ct_fkp_timestamp', '0')
  cookie('ct_pointer_data', '0')
  cookie('ct_gathering_loaded', true)

  // First key or mouse press.
  var firstPress = function () {
    d.removeEventListener('keydown', firstPress, passive)
    d.removeEventListener('mousedown', firstPress, passive)
    cookie('ct_fkp_timestamp', unix())
  }
  d.addEventListener('keydown', firstPress, passive)
  d.addEventListener('mousedown', firstPress, passive)
  // The first-event flags.
  var flag = function (target, type, name, accept) {
    var listener = function (e) {
      if (accept && !accept(e)) return
      target.removeEventListener(type, listener, passive)
      cookie(name, 'true')
    }
    target.addEventListener(type, listener, passive)
  }
  flag(d, 'keyup', 'ct_has_key_up')
  flag(d, 'focusin', 'ct_has_input_focused', function (e) {
    var n = e.target && e.target.nodeName
    return n === 'INPUT' || n === 'TEXTAREA' || n === 'SELECT'
  })
  flag(w, 'scroll', 'ct_has_scrolled', function (e) {
    return e.target.nodeType !== 1
  })
  // Pointer trail: the first move after each 150 ms tick, written at most every 1200 ms.
  var points = []
  var written = 0
  var tick
  var ticks = 0
  var armed = false
  var moved = false
  var onMove = function (e) {
    armed = false
    points.push([Math.round(e.clientY), Math.round(e.clientX), Math.round(e.timeStamp - t0)])
    if (!moved) {
      moved = true
      cookie('ct_mouse_moved', 'true')
    }
    if (tick === undefined) tick = setInterval(onTick, 150)
  }
  var arm = function () {
    armed = true
    d.addEventListener('mousemove', onMove, once)
  }
  var onTick = function () {
    if (++ticks % 8 === 0 && points.length > written) {
      written = points.length
      cookie('ct_pointer_data', JSON.stringify(points))
    }
    if (armed) {
      clearInterval(tick)
      tick = undefined
    } else arm()
  }
  arm()
  // Typing record of the comment field.
  var typo = {
    countOfKey: 0,
    firstKeyTimestamp: 0,
    lastKeyTimestamp: 0,
    lastDelta: 0,
    speedDelta: 0,
  }
  d.addEventListener(
    'input',
    function (e) {
      if (e.target.name !== 'comment') return
      var at = Date.now()
      if (++typo.countOfKey === 1) typo.firstKeyTimestamp = at
      else {
        var delta = at - typo.lastKeyTimestamp
        if (typo.countOfKey > 2) typo.speedDelta += Math.abs(delta - typo.lastDelta)
        typo.lastDelta = delta
      }
      typo.lastKeyTimestamp = at
    },
    passive,
  )
  // Click activity.
  var activity = { clicks: 0 }
  d.addEventListener(
    'click',
    function () {
      activity.clicks++
    },
    passive,
  )
  // Screen info once laid out.
  var sizes = new ResizeObserver(function () {
    sizes.disconnect()
    var root = d.documentElement
    cookie(
      'ct_screen_info',
      JSON.stringify({
        fullWidth: root.scrollWidth,
        fullHeight: Math.max(d.body.scrollHeight, root.scrollHeight, root.clientHeight),
        visibleWidth: root.clientWidth,
        visibleHeight: root.clientHeight,
      }),
    )
  })
  sizes.observe(d.documentElement)
  // Visible-fields inputs 1000 ms after ready.
  var skip =
    ':not([name=""], [name^="ct_checkjs"], [name="apbct_visible_fields"], [type="submit" i], [type="radio" i], [type="checkbox" i])'
  var fields = 'input[name]' + skip + ', select[name]' + skip + ', textarea[name]' + skip
  d.addEventListener('DOMContentLoaded', function () {
    setTimeout(function () {
      var forms = d.forms
      for (var f = 0; f < forms.length; f++) {
        var shown = []
        var hidden = []
        var els = forms[f].querySelectorAll(fields)
        for (var j = 0; j < els.length; j++) {
          var s = getComputedStyle(els[j])
          var gone =
            els[j].type === 'hidden' ||
            s.display === 'none' ||
            s.visibility === 'hidden' ||
            s.opacity === '0'
          ;(gone ? hidden : shown).push(els[j].name)
        }
        var input = d.createElement('input')
        input.type = 'hidden'
        input.id = 'apbct_visible_fields_' + f
        input.name = 'apbct_visible_fields'
        input.value = btoa(
          JSON.stringify({
            0: {
              visible_fields: shown.join(' '),
              visible_fields_count: shown.length,
              invisible_fields: hidden.join(' '),
              invisible_fields_count: hidden.length,
            },
          }),
        )
        forms[f].appendChild(input)
      }
    }, 1000)
  })
})()
