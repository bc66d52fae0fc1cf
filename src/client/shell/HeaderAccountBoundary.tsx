import { Component, type ReactNode } from 'react';
import { isUnauthenticated } from '../relay/isUnauthenticated';

interface Props {
  /** The query reference the account area reads: a new one (the root loader ran again) tries again. */
  attempt: object;
  /** Shown in the account area's place while its query has failed. */
  fallback: ReactNode;
  children: ReactNode;
}

interface State {
  /** The attempt the state belongs to. */
  attempt: object | null;
  /** What the account area threw for that attempt (boxed: a thrown value may be anything, even undefined). */
  failure: { error: unknown } | null;
}

/**
 * Keeps a failure of the header's account query (the server cannot be reached) inside the account area, so
 * that the header, the navigation and the page's own error with its Retry stay on screen: without it the
 * error rose to the root route's boundary, which replaced the whole app with its message. The page's Retry
 * navigates to the same address, which runs the root loader again; its new reference clears the failure.
 *
 * A refused session (UNAUTHENTICATED) goes on to the route's boundary, which leads to the sign-in page.
 */
export class HeaderAccountBoundary extends Component<Props, State> {
  override state: State = { attempt: null, failure: null };

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.attempt === state.attempt ? null : { attempt: props.attempt, failure: null };
  }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failure: { error } };
  }

  override render(): ReactNode {
    const { failure } = this.state;
    if (failure === null) return this.props.children;
    if (isUnauthenticated(failure.error)) throw failure.error;
    return this.props.fallback;
  }
}
