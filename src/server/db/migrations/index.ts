// Every migration, in order. Imported statically (not read from a folder) so that the server runs the same
// way from source, from a bundle and under the test runner.
import type { Migration } from 'kysely';
import * as initial from './0001_initial.ts';
import * as attachments from './0002_attachments.ts';
import * as accounts from './0003_accounts.ts';
import * as tracker from './0004_tracker.ts';
import * as commentAttachments from './0005_comment_attachments.ts';
import * as workspaceAdmin from './0006_workspace_admin.ts';
import * as signUpFailures from './0007_sign_up_failures.ts';
import * as idempotencyKeys from './0008_idempotency_keys.ts';
import * as priorityCodes from './0009_priority_codes.ts';
import * as liveCollaboration from './0010_live_collaboration.ts';
import * as projectArchive from './0011_project_archive.ts';
import * as lastActive from './0012_last_active.ts';
import * as deactivation from './0013_deactivation.ts';
import * as sessionIds from './0014_session_ids.ts';
import * as auditLog from './0015_audit_log.ts';
import * as avatars from './0016_avatars.ts';
import * as invitationMails from './0017_invitation_mails.ts';
import * as descriptionEvents from './0018_description_events.ts';
import * as attachmentRemovedEvents from './0019_attachment_removed_events.ts';
import * as uploadsByPerson from './0020_uploads_by_person.ts';
import * as issueMentions from './0021_issue_mentions.ts';
import * as loginLower from './0022_login_lower.ts';
import * as issueCounts from './0023_issue_counts.ts';
import * as linkIndexes from './0024_link_indexes.ts';
import * as issueRelations from './0025_issue_relations.ts';
import * as linkStates from './0026_link_states.ts';
import * as subIssues from './0027_sub_issues.ts';
import * as notifications from './0028_notifications.ts';
import * as linkNumbers from './0029_link_numbers.ts';
import * as inboxNotices from './0030_inbox_notices.ts';
import * as savedViewNames from './0031_saved_view_names.ts';
import * as linkedNotifications from './0032_linked_notifications.ts';
import * as sessionNotices from './0033_session_notices.ts';
import * as inboxHotUpdates from './0034_inbox_hot_updates.ts';
import * as inboxNoticeSlices from './0035_inbox_notice_slices.ts';
import * as labelLinkStatistics from './0036_label_link_statistics.ts';
import * as searchStates from './0037_search_states.ts';

export const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_attachments': attachments,
  '0003_accounts': accounts,
  '0004_tracker': tracker,
  '0005_comment_attachments': commentAttachments,
  '0006_workspace_admin': workspaceAdmin,
  '0007_sign_up_failures': signUpFailures,
  '0008_idempotency_keys': idempotencyKeys,
  '0009_priority_codes': priorityCodes,
  '0010_live_collaboration': liveCollaboration,
  '0011_project_archive': projectArchive,
  '0012_last_active': lastActive,
  '0013_deactivation': deactivation,
  '0014_session_ids': sessionIds,
  '0015_audit_log': auditLog,
  '0016_avatars': avatars,
  '0017_invitation_mails': invitationMails,
  '0018_description_events': descriptionEvents,
  '0019_attachment_removed_events': attachmentRemovedEvents,
  '0020_uploads_by_person': uploadsByPerson,
  '0021_issue_mentions': issueMentions,
  '0022_login_lower': loginLower,
  '0023_issue_counts': issueCounts,
  '0024_link_indexes': linkIndexes,
  '0025_issue_relations': issueRelations,
  '0026_link_states': linkStates,
  '0027_sub_issues': subIssues,
  '0028_notifications': notifications,
  '0029_link_numbers': linkNumbers,
  '0030_inbox_notices': inboxNotices,
  '0031_saved_view_names': savedViewNames,
  '0032_linked_notifications': linkedNotifications,
  '0033_session_notices': sessionNotices,
  '0034_inbox_hot_updates': inboxHotUpdates,
  '0035_inbox_notice_slices': inboxNoticeSlices,
  '0036_label_link_statistics': labelLinkStatistics,
  '0037_search_states': searchStates,
};
