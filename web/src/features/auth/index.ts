export { LoginPage } from './components/login-page';
export { postLogout } from './api/post-logout';
