/**
 * Whether a layout add-on (Layout & Styles, Multi-Part) registered a form-content view
 * filter on the bus. The original's core ignores `formContentData` rows without one and
 * draws the fields in `order`; so does this front end.
 */
export const layoutAddon = { present: false }
