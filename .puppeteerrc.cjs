// Bramble never downloads a browser at install time: it uses a system Chromium
// (see sim/driver/resolve-browser.ts for the lookup order).
module.exports = { skipDownload: true }
