// One chunk: journal entries (list, form, entry) and the periods they post into.
export { JournalEntriesPage } from '@/features/journal-entries/pages/journal-entries-page';
export { JournalEntryNewPage } from '@/features/journal-entries/pages/journal-entry-new-page';
export { JournalEntryPage } from '@/features/journal-entries/pages/journal-entry-page';
export { PeriodsPage } from '@/features/journal-entries/pages/periods-page';
