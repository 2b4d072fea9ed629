export { LoginForm } from './components/login-form';
export { signIn, startSession, toLoginRequest } from './api/sign-in';
export { useSignOut } from './api/sign-out';
export { useCurrentUser, currentUserQueryOptions } from './api/get-me';
export { usePermissions, permissionsQueryKey, permissionsQueryOptions } from './api/get-permissions';
