/** The id of the one `<style>` element holding UI_CSS, whichever chunk injects it first. */
export const UI_STYLES_ID = 'bramble-antispam-ui-styles'

/**
 * Styles of the decoder popup's result, the email indicator and the badge (contract h: ours, not
 * the plugin's), shared by the UI chunk and the email checker's chunk (dist/email-checker.js),
 * hence here, below both. The popup's frame and waiting state are in
 * email-decoder/popup-styles.ts; the dots' animation starts at full opacity, as the main
 * bundle's waiting popup shows them.
 */
export const UI_CSS = `
#apbct_popup_text p{word-break:break-word}
.apbct-email-encoder-select-whole-email{cursor:pointer;user-select:all}
.top-margin-long{display:block;margin-top:16px}
.apbct_dog{animation:apbct-dog 1.2s infinite ease-in-out}
.apbct_dog_two{animation-delay:.2s}.apbct_dog_three{animation-delay:.4s}
@keyframes apbct-dog{50%{opacity:.2}}
@media (prefers-reduced-motion:reduce){.apbct_dog{animation:none}}
.apbct-email-encoder-got-it-button{padding:6px 18px;border:0;border-radius:4px;background:#0d6efd;color:#fff;font:inherit;cursor:pointer}
.apbct-email-encoder.no-blur .apbct-blur,.no-blur .apbct-blur{filter:none}
.apbct-blur{filter:blur(4px)}
.apbct-tooltip{display:none}
.apbct-check_email_exist-block{position:fixed;z-index:2147482000;width:20px;height:20px;border-radius:50%;
background-position:center;background-repeat:no-repeat;box-sizing:border-box}
.apbct-check_email_exist-load{border:3px solid #ccc;border-top-color:#555;animation:apbct-spin 1s linear infinite}
.apbct-check_email_exist-good_email{background-color:#1C7129}
.apbct-check_email_exist-good_email::after{content:"✓";display:block;color:#fff;font:bold 13px/20px sans-serif;text-align:center}
.apbct-check_email_exist-bad_email{background-color:#E01111}
.apbct-check_email_exist-bad_email::after{content:"!";display:block;color:#fff;font:bold 13px/20px sans-serif;text-align:center}
@keyframes apbct-spin{to{transform:rotate(360deg)}}
.apbct-check_email_exist-popup_description{position:fixed;z-index:2147482001;width:220px;padding:8px 10px;
background:#fff;border:1px solid #ddd;border-radius:4px;box-shadow:0 2px 10px rgba(0,0,0,.15);font:13px/1.4 system-ui,sans-serif}
.apbct-real-user-popup{display:none;position:absolute;z-index:2147482000;width:280px;padding:10px 12px;background:#fff;
color:#222;border:1px solid #ddd;border-radius:6px;box-shadow:0 4px 16px rgba(0,0,0,.15);font:13px/1.4 system-ui,sans-serif}
.apbct-real-user-popup.visible{display:block}
`
