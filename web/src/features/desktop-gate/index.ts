export { DesktopGate } from './components/desktop-gate';
