import { graphql, usePreloadedQuery } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import type { AdminAuditPageQuery } from '../../../__generated__/AdminAuditPageQuery.graphql';
import type { PageProps } from '../shell/PreloadedPage';
import { AdminLayout } from './AdminLayout';
import { auditFiltersFrom } from './auditFilterParams';
import { AuditFilters } from './AuditFilters';
import { AuditLogList } from './AuditLogList';

/** `/admin/audit`: who did what to the workspace and when, newest first, filtered by action and by person. */
export function AdminAuditPage({ queryRef }: PageProps<AdminAuditPageQuery>) {
  const [searchParams] = useSearchParams();
  const filters = auditFiltersFrom(searchParams);
  const data = usePreloadedQuery<AdminAuditPageQuery>(
    graphql`
      query AdminAuditPageQuery($action: AuditAction, $actorId: ID) @preloadable @throwOnFieldError {
        viewer {
          ...AdminLayout_viewer
        }
        ...AuditFilters_query
        ...AuditLogList_query @arguments(action: $action, actorId: $actorId)
      }
    `,
    queryRef,
  );
  return (
    <AdminLayout
      viewer={data.viewer}
      title="Audit log"
      description="Who changed roles, invited people, changed projects’ visibility or archive, deactivated accounts or the sign-up policy, and which sign-ins failed repeatedly. Newest first."
    >
      <AuditFilters query={data} filters={filters} />
      <AuditLogList query={data} filtered={filters.action !== null || filters.actorId !== null} />
    </AdminLayout>
  );
}
