import { useCallback } from 'react';
import { graphql, useMutation, type Disposable } from 'react-relay';
import { ConnectionHandler } from 'relay-runtime';
import type { useCreateProjectMutation as CreateProjectMutation } from '../../../__generated__/useCreateProjectMutation.graphql';
import type { UserErrorData } from '../relay/userErrors';
import type { ProjectValues } from './ProjectFields';

export type CreateProjectOutcome = { kind: 'created'; slug: string } | { kind: 'rejected'; errors: readonly UserErrorData[] };

export interface CreateProjectCallbacks {
  onOutcome: (outcome: CreateProjectOutcome) => void;
  /** No answer: a NetworkError or a GraphQLRequestError (relay/errors.ts). Never retried automatically. */
  onError: (error: Error) => void;
}

const mutation = graphql`
  mutation useCreateProjectMutation($input: CreateProjectInput!, $connections: [ID!]!) {
    createProject(input: $input) {
      projectEdge @prependEdge(connections: $connections) {
        cursor
        node {
          id
          slug
          ...AdminProjectRow_project
          ...ProjectListItem_project
        }
      }
      errors {
        field
        message
        code
      }
    }
  }
`;

/**
 * Creates a project (admins). Not optimistic: the server decides whether the slug is free. The new project
 * goes to the top of both project lists already loaded (the admin list and the home page's).
 */
export function useCreateProjectMutation(): [(values: ProjectValues, callbacks: CreateProjectCallbacks) => Disposable, boolean] {
  const [commit, isInFlight] = useMutation<CreateProjectMutation>(mutation);
  const create = useCallback(
    ({ name, slug, description, visibility }: ProjectValues, { onOutcome, onError }: CreateProjectCallbacks) =>
      commit({
        variables: {
          input: { name, slug, description, visibility },
          // A new project is active: it belongs in the home page's list with and without archived projects.
          connections: [
            ConnectionHandler.getConnectionID('client:root', 'AdminProjectList_projects', { includeArchived: true }),
            ConnectionHandler.getConnectionID('client:root', 'ProjectList_projects', { includeArchived: false }),
            ConnectionHandler.getConnectionID('client:root', 'ProjectList_projects', { includeArchived: true }),
          ],
        },
        onCompleted: ({ createProject: payload }) => {
          const slugCreated = payload.projectEdge?.node.slug;
          if (slugCreated != null && payload.errors.length === 0) onOutcome({ kind: 'created', slug: slugCreated });
          else onOutcome({ kind: 'rejected', errors: payload.errors });
        },
        onError,
      }),
    [commit],
  );
  return [create, isInFlight];
}
