import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { UploadPolicyProvider_workspace$key } from '../../../__generated__/UploadPolicyProvider_workspace.graphql';
import type { UploadPolicy } from './uploadPolicy';

const UploadPolicyContext = createContext<UploadPolicy | null>(null);

interface Props {
  workspace: UploadPolicyProvider_workspace$key;
  children: ReactNode;
}

/**
 * Hands the workspace's upload policy to every attachment control below it. A page with attachments reads
 * it in its own query (`workspace { ...UploadPolicyProvider_workspace }`), so the limits shown and checked
 * are the server's, not defaults the client guessed.
 */
export function UploadPolicyProvider({ workspace, children }: Props) {
  const data = useFragment(
    graphql`
      fragment UploadPolicyProvider_workspace on Workspace @throwOnFieldError {
        uploadPolicy {
          maxFileBytes
          maxFilesPerUpload
          allowedTypes
        }
      }
    `,
    workspace,
  );
  const { maxFileBytes, maxFilesPerUpload, allowedTypes } = data.uploadPolicy;
  // One object per policy, not per render: the upload hooks depend on it.
  const policy = useMemo<UploadPolicy>(
    () => ({ maxFileBytes, maxFilesPerUpload, allowedTypes }),
    [maxFileBytes, maxFilesPerUpload, allowedTypes],
  );
  return <UploadPolicyContext.Provider value={policy}>{children}</UploadPolicyContext.Provider>;
}

/** The workspace's upload policy. Only under an UploadPolicyProvider: a control without it would guess. */
export function useUploadPolicy(): UploadPolicy {
  const policy = useContext(UploadPolicyContext);
  if (policy === null) throw new Error('useUploadPolicy is used outside an UploadPolicyProvider.');
  return policy;
}
