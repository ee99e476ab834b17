export { LoginPage } from './components/login-page';
export { RemoteLoginPage } from './components/remote-login-page';
export { postLogout } from './api/post-logout';
