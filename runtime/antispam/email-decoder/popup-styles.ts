/**
 * The decoder popup's frame and waiting state (contract h: our styles, not the plugin's).
 * The main bundle's waiting popup and the UI chunk's popup share them, so the one takes the
 * other's place without a visible change; the chunk adds the rest (chunks/ui-styles.ts).
 * Kept short: they are part of the main bundle's start-up bytes. The dimming layer shares the
 * popup's z-index: the popup comes later in the document, so it stays on top.
 */
export const POPUP_CSS =
  '.apbct-popup{position:fixed;z-index:2147483000;top:50%;left:50%;translate:-50% -50%;width:min(372px,100vw - 80px);padding:20px 24px;background:#fff;color:#222;border-radius:8px;box-shadow:0 8px 40px #0005;font:15px/1.5 system-ui;text-align:center}.apbct-popup-fade:before{content:"";position:fixed;inset:0;z-index:2147483000;background:#0005}.apbct-popup p{margin:4px 0}.apbct-email-encoder--popup-header{font-weight:600}.apbct-ee-animation-wrapper{margin-top:8px;font-size:22px}.apbct_dog{margin:0 3px}'
