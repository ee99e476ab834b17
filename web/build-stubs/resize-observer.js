// Build-only stand-in for resize-observer-polyfill (web/vite.config.ts): the browsers the portal supports (Vite's
// default target, the Chromium of the e2e suite) all have ResizeObserver, so rc-resize-observer takes the browser's.
export default globalThis.ResizeObserver;
