// The shell's logout: a second public entry beside index.ts, so that the main layout does not load the login pages
// with it (issue 25 item 4, route budgets).
export { postLogout } from './api/post-logout';
