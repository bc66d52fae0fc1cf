// The Views popover itself, loaded on first use (ProjectIssuesPage, ui/DeferredMenu.tsx).
import { Popover, PopoverSurface, PopoverTrigger } from '@fluentui/react-components';
import type { ProjectNav_project$key } from '../../../__generated__/ProjectNav_project.graphql';
import type { DeferredMenuProps } from '../ui/DeferredMenu';
import { useTabsterForThePageLife } from '../ui/useTabsterForThePageLife';
import { ProjectNav } from './ProjectNav';

interface Props extends DeferredMenuProps {
  project: ProjectNav_project$key;
  /** The search on screen, to mark its view as current. */
  query: string;
}

/**
 * The project's side navigation folded into a button, for a phone: the issue list is then the first thing
 * on the screen, and the views and labels are one tap away. Keyed by the search where it is used, so that
 * choosing a view closes it.
 */
export function ProjectNavMenu({ project, query, trigger, defaultOpen }: Props) {
  // It traps the focus as a modal dialog does, hiding the page behind it, and choosing a view unmounts it open.
  useTabsterForThePageLife();
  return (
    <Popover positioning="below-start" trapFocus defaultOpen={defaultOpen}>
      <PopoverTrigger disableButtonEnhancement>{trigger}</PopoverTrigger>
      <PopoverSurface aria-label="Views and labels">
        <ProjectNav project={project} query={query} />
      </PopoverSurface>
    </Popover>
  );
}
