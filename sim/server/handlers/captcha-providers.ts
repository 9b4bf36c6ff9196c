import { http, HttpResponse, type RequestHandler } from 'msw'
import type { SiteContext } from '../site-context'

/**
 * Fake CAPTCHA provider scripts at `/fake-providers/{recaptcha,turnstile,hcaptcha}.js`.
 * Each implements the provider's public script API (`grecaptcha.render/execute/reset/
 * getResponse/ready`, `turnstile.*`, `hcaptcha.*`) the way a page sees it, hands out tokens
 * `<captchaToken>-<kind>-<n>` and throws where the server policy's `captchaFailures` say.
 * Calls are counted in `window.__fakeCaptcha` so tests can assert on them.
 */

// Shared by the three scripts: the counters a test reads.
const COUNTERS = `var F=window.__fakeCaptcha=window.__fakeCaptcha||{renders:[],executes:0,v3Actions:[],resets:0,n:0};`

function recaptcha(token: string, fail: readonly string[]): string {
  return `(function(){${COUNTERS}
var token=${JSON.stringify(token)},fail=${JSON.stringify(fail)},widgets=[];
function next(kind){F.n++;return token+'-'+kind+'-'+F.n}
window.grecaptcha={
render:function(el,o){var id=widgets.length;widgets.push({el:el,o:o,response:''});F.renders.push('recaptcha:'+(o.size||'normal'));
var box=document.createElement('div');box.className='fake-recaptcha';
if(o.size!=='invisible'){var b=document.createElement('button');b.type='button';b.className='fake-recaptcha-check';b.textContent="I'm not a robot";
b.onclick=function(){var t=next('v2');widgets[id].response=t;o.callback&&o.callback(t)};box.appendChild(b)}
el.appendChild(box);return id},
execute:function(a,opts){F.executes++;
if(typeof a==='string'){F.v3Actions.push(opts&&opts.action);
if(fail.indexOf('recaptcha-v3-execute')>=0)return Promise.reject(new Error('fake v3 failure'));
return new Promise(function(r){setTimeout(function(){r(next('v3'))},50)})}
if(fail.indexOf('recaptcha-execute')>=0)throw new Error('fake execute failure');
var w=widgets[a];setTimeout(function(){if(w){w.response=next('invisible');w.o.callback&&w.o.callback(w.response)}},10)},
reset:function(id){F.resets++;if(widgets[id||0])widgets[id||0].response=''},
getResponse:function(id){var w=widgets[id||0];return w?w.response:''},
ready:function(cb){setTimeout(cb,0)}};})();`
}

function challenge(name: 'turnstile' | 'hcaptcha', token: string, fail: readonly string[]): string {
  return `(function(){${COUNTERS}
var token=${JSON.stringify(token)},fail=${JSON.stringify(fail)},widgets=[];
// Passive mode: the challenge solves itself shortly after render and after each reset.
function solve(id){setTimeout(function(){F.n++;widgets[id].response=token+'-${name}-'+F.n;widgets[id].o.callback&&widgets[id].o.callback(widgets[id].response)},20)}
window.${name}={
render:function(el,o){if(fail.indexOf('${name}-render')>=0)throw new Error('fake ${name} render failure');
var id=widgets.length;widgets.push({o:o,response:''});F.renders.push('${name}');
var box=document.createElement('div');box.className='fake-${name}';box.textContent='${name} (fake)';el.appendChild(box);
solve(id);return id},
reset:function(id){F.resets++;var w=widgets[id||0];if(w){w.response='';solve(id||0)}},
getResponse:function(id){var w=widgets[id||0];return w?w.response:''}};})();`
}

/** The fake provider scripts, configured by the site's server policy. */
export function captchaProviderHandlers(ctx: SiteContext): RequestHandler[] {
  const js = (body: string) =>
    new HttpResponse(body, { headers: { 'Content-Type': 'application/javascript; charset=utf-8' } })
  return [
    http.get('*/fake-providers/:name', ({ params }) => {
      const { captchaToken: token, captchaFailures: fail } = ctx.policy
      if (params.name === 'recaptcha.js') return js(recaptcha(token, fail))
      if (params.name === 'turnstile.js') return js(challenge('turnstile', token, fail))
      if (params.name === 'hcaptcha.js') return js(challenge('hcaptcha', token, fail))
      return undefined
    }),
  ]
}
