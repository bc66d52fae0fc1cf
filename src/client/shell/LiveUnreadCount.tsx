// The header's unread count, live (issue 17): a notification written for the viewer, or one they read or
// marked done in another tab, arrives through the `inboxChanged` subscription as the viewer's new count, and
// Relay's store puts it wherever the viewer's count is shown (the header, the title). After the live stream
// was down and came back, the header's own query is asked again for what was missed meanwhile.
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { graphql, useRelayEnvironment, useSubscription } from 'react-relay';
import { fetchQuery, type GraphQLSubscriptionConfig } from 'relay-runtime';
import HeaderAccountQueryNode, { type HeaderAccountQuery } from '../../../__generated__/HeaderAccountQuery.graphql';
import type { LiveUnreadCountSubscription } from '../../../__generated__/LiveUnreadCountSubscription.graphql';
import { useLiveConnection } from '../relay/resetEnvironment';

const subscription = graphql`
  subscription LiveUnreadCountSubscription {
    inboxChanged {
      viewer {
        id
        # Read by HeaderAccount from the store.
        # eslint-disable-next-line relay/unused-fields
        unreadNotificationCount
      }
    }
  }
`;

/** Keeps the signed-in viewer's unread count live; rendered by the header only while someone is signed in. Shows nothing. */
export function LiveUnreadCount() {
  const environment = useRelayEnvironment();
  const config = useMemo<GraphQLSubscriptionConfig<LiveUnreadCountSubscription>>(() => ({ subscription, variables: {} }), []);
  useSubscription(config);
  const live = useLiveConnection();
  const reconnections = useSyncExternalStore(live.subscribe, live.getReconnections, () => 0);
  useEffect(() => {
    if (reconnections === 0) return;
    // A missed catch-up leaves the count as it was until the next change or page.
    fetchQuery<HeaderAccountQuery>(environment, HeaderAccountQueryNode, {}, { fetchPolicy: 'network-only' }).subscribe({ error: () => {} });
  }, [environment, reconnections]);
  return null;
}
