import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { SignInPage } from '../sign-in-page';

/** /login inside the app, where a session that ended or was signed out lands without reloading. */
export default function LoginPage() {
  const queryClient = useQueryClient();
  // Nothing read for the session that ended may show to the next one.
  useEffect(() => queryClient.clear(), [queryClient]);
  return <SignInPage />;
}
