// A part of a page whose code loads after the page (the issue page's comment box): its placeholder while the code
// loads; if the code cannot be loaded (the server unreachable, a deploy that removed the chunk), a message with a
// Retry in the part's place, the rest of the page working. A `lazy()` part threw its failed load to the page's error
// boundary, which replaced the whole page with "Something went wrong", and kept failing on every render since React
// keeps a rejected `lazy()` for good; a deferred component forgets a failed load (deferredComponent.ts).
import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { DeferredComponent } from './deferredComponent';

const useStyles = makeStyles({
  failure: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    paddingBlock: tokens.spacingVerticalM,
  },
});

interface Props<P> {
  part: DeferredComponent<P>;
  /** The part's props. */
  props: P;
  /** Shown while the code loads (and while the loaded part suspends). */
  placeholder: ReactNode;
  /** What the part is, for the message: "The comment box". */
  name: string;
}

/** Loads `part` once mounted and renders it with `props`; a failed load says so, with a Retry. */
export function DeferredPart<P extends object>({ part, props, placeholder, name }: Props<P>) {
  const styles = useStyles();
  const Part = useSyncExternalStore(part.subscribe, part.current, part.current);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (Part !== undefined) return;
    let current = true;
    part.load().catch(() => {
      if (current) setFailed(true);
    });
    return () => {
      current = false;
    };
  }, [Part, part, attempt]);

  if (Part !== undefined) {
    return (
      <Suspense fallback={placeholder}>
        {/* Not a component made during render: `part` loads it once and keeps it. */}
        {/* eslint-disable-next-line react-hooks/static-components */}
        <Part {...props} />
      </Suspense>
    );
  }
  if (!failed) return placeholder;
  return (
    <div className={styles.failure} role="alert">
      <Text>{name} could not be loaded. Check your connection and try again.</Text>
      <Button
        onClick={() => {
          setFailed(false);
          setAttempt((count) => count + 1);
        }}
      >
        Retry
      </Button>
    </div>
  );
}
