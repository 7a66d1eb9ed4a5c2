import { IMPORT_MESSAGES as M } from '@groundwork/shared';
import { AppError } from '../../../lib/app-error.ts';

/** What the run routes refuse, with the contract's words. */
export const ImportRunErrors = {
  notFound: () => new AppError('import_run_not_found', M.notFound, 404),
  fileNotFound: () => new AppError('import_file_not_found', 'Import file not found', 404),
  previewNotFound: () =>
    new AppError('import_preview_not_found', 'This import has not been previewed yet', 404),
  notDraft: () => new AppError('import_not_draft', M.notDraft, 409),
  notReady: () => new AppError('import_not_ready', M.notReady, 409),
  busy: () => new AppError('import_busy', M.busy, 409),
  notDeletable: () =>
    new AppError(
      'import_not_deletable',
      'Only a draft import, or one that failed before any stage, can be deleted',
      409,
    ),
  cutoverRequired: () => new AppError('cutover_required', M.cutoverRequired, 400),
  controlUnmapped: (label: string) => new AppError('control_unmapped', M.controlUnmapped(label), 400),
  noFiles: () => new AppError('no_files', 'Upload at least one file before previewing', 400),
  noFile: () => new AppError('no_file', 'Choose a file to upload', 400),
  invalidBody: () =>
    new AppError('invalid_body', 'Send the file as multipart/form-data with the field `file`', 400),
  tooLarge: () => new AppError('file_too_large', M.fileTooLarge, 413),
  unknownFile: (name: string) => new AppError('unknown_file', M.unknownFile(name), 400),
} as const;
