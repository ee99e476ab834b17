export { SessionReminder } from './components/session-reminder';
export { useSingleTab } from './hooks/use-single-tab';
export { useUnloadLogout } from './hooks/use-unload-logout';
