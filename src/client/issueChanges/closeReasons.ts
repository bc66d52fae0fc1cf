import { CheckmarkCircleRegular } from '@fluentui/react-icons/svg/checkmark-circle';
import { CircleOffRegular } from '@fluentui/react-icons/svg/circle-off';
import { CopyRegular } from '@fluentui/react-icons/svg/copy';
import type { IssueStateReason } from '../../../__generated__/useCloseIssuesMutation.graphql';

/** The reasons an issue can be closed for, in the order every Close menu offers them (issue page, bulk actions). */
export const CLOSE_REASONS: readonly { readonly reason: IssueStateReason; readonly label: string; readonly Icon: typeof CopyRegular }[] = [
  { reason: 'COMPLETED', label: 'Close as completed', Icon: CheckmarkCircleRegular },
  { reason: 'NOT_PLANNED', label: 'Close as not planned', Icon: CircleOffRegular },
  { reason: 'DUPLICATE', label: 'Close as duplicate', Icon: CopyRegular },
];
