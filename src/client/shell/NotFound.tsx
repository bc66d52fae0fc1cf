import { Body1, makeStyles, Title1, tokens } from '@fluentui/react-components';
import { Helmet } from 'react-helmet-async';
import { RouterLink } from '../ui/RouterLink';
import { HOME_PATH } from '../paths';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    alignItems: 'flex-start',
    '& > *': { margin: 0 },
  },
});

/** Shown for unknown addresses and for projects or issues that do not exist. */
export function NotFound() {
  const styles = useStyles();
  return (
    <section className={styles.root} aria-labelledby="not-found-title">
      <Helmet>
        <title>Not found · Triage</title>
      </Helmet>
      <Title1 as="h1" block id="not-found-title">
        Page not found
      </Title1>
      <Body1 as="p" block>
        There is nothing at this address. The link may be wrong, or what it pointed to is gone.
      </Body1>
      <RouterLink to={HOME_PATH}>Go to all projects</RouterLink>
    </section>
  );
}
