import { Body1 } from '@fluentui/react-components';
import { useEffect } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { useLocation, useNavigation } from 'react-router-dom';
import { SIGN_IN_PATH, signInPath } from '../paths';
import { useSessionChanged } from './useSessionChanged';

/**
 * Rendered where a request was refused because nobody is signed in (UNAUTHENTICATED): drops the
 * session's data (a new Relay environment, see useSessionChanged) and goes to the sign-in page, which
 * comes back here afterwards (`?next=` this page's path and search).
 */
export function SignInRedirect() {
  // The environment whose request was refused: replaced once, even if several parts of the page notice.
  const environment = useRelayEnvironment();
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  const sessionChanged = useSessionChanged();
  const to = signInPath(pathname + search);
  // Already on the way (this component may mount again while that navigation loads): nothing to add.
  const leaving = navigation.location?.pathname === SIGN_IN_PATH;

  useEffect(() => {
    if (!leaving) sessionChanged(to, { stale: environment });
  }, [leaving, sessionChanged, to, environment]);

  return (
    <Body1 as="p" block role="status">
      Sign in to continue…
    </Body1>
  );
}
