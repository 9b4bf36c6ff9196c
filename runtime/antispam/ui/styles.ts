/** The modal's styles, injected as `<style id="cleantalk-modal-styles">` (contract e). */
export const MODAL_CSS = `
#cleantalk-modal-overlay{position:fixed;inset:0;z-index:2147483600;display:flex;align-items:center;justify-content:center;background:rgba(0,0,0,.55)}
#cleantalk-modal-inner{position:relative;box-sizing:border-box;max-width:min(560px,calc(100vw - 32px));max-height:calc(100vh - 32px);
overflow:auto;padding:28px 28px 20px;background:#fff;color:#222;border-radius:8px;font:15px/1.5 system-ui,sans-serif;outline:none}
#cleantalk-modal-close{position:absolute;top:6px;right:10px;font-size:24px;line-height:1;cursor:pointer}
#cleantalk-modal-close:focus-visible{outline:2px solid #0d6efd}
#cleantalk-modal-content a{color:#0d6efd}
.cleantalk-modal-message{white-space:pre-wrap;word-break:break-word;margin:0}
.cleantalk-confirm-modal_buttons-block{display:flex;gap:10px;justify-content:flex-end;margin-top:16px}
.cleantalk_link{padding:6px 16px;border:1px solid #0d6efd;border-radius:4px;background:#fff;color:#0d6efd;font:inherit;cursor:pointer}
body.cleantalk-modal-opened{overflow:hidden}
`
