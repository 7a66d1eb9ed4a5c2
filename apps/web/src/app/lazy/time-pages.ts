// One chunk: time pages (issue 21).

export { CrewsPage } from '@/features/time-entry/pages/crews-page';
export { TimeApprovalsPage } from '@/features/time-entry/pages/time-approvals-page';
export { TimeEntryPage } from '@/features/time-entry/pages/time-entry-page';
