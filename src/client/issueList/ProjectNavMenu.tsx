import { Button, Popover, PopoverSurface, PopoverTrigger } from '@fluentui/react-components';
import { NavigationRegular } from '@fluentui/react-icons/svg/navigation';
import type { ProjectNav_project$key } from '../../../__generated__/ProjectNav_project.graphql';
import { ProjectNav } from './ProjectNav';

interface Props {
  project: ProjectNav_project$key;
  /** The search on screen, to mark its view as current. */
  query: string;
}

/**
 * The project's side navigation folded into a button, for a phone: the issue list is then the first thing
 * on the screen, and the views and labels are one tap away. Keyed by the search where it is used, so that
 * choosing a view closes it.
 */
export function ProjectNavMenu({ project, query }: Props) {
  return (
    <Popover positioning="below-start" trapFocus>
      <PopoverTrigger disableButtonEnhancement>
        <Button icon={<NavigationRegular />}>Views</Button>
      </PopoverTrigger>
      <PopoverSurface aria-label="Views and labels">
        <ProjectNav project={project} query={query} />
      </PopoverSurface>
    </Popover>
  );
}
