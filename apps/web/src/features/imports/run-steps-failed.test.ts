import type { TImportRun, TImportStageState } from '@groundwork/shared';
import { describe, expect, it } from 'vitest';
import { hasCommittedStage } from './run-steps';

const stage = (status: TImportStageState['status']): TImportStageState => ({
  stage: 'accounts',
  status,
  created: 0,
  updated: 0,
  unchanged: 0,
  error_count: 0,
  message: null,
  finished_at: null,
});

const run = (status: TImportRun['status'], stages: TImportStageState[]) => ({ status, stages });

describe('hasCommittedStage', () => {
  it('resumes (and rolls back) a failed import only once a stage committed', () => {
    expect(hasCommittedStage(run('failed', [stage('done'), stage('failed')]))).toBe(true);
    expect(hasCommittedStage(run('failed', [stage('failed'), stage('pending')]))).toBe(false);
    expect(hasCommittedStage(run('failed', [stage('skipped'), stage('failed')]))).toBe(false);
    expect(hasCommittedStage(run('failed', []))).toBe(false);
  });

  it('is about failed runs only', () => {
    expect(hasCommittedStage(run('imported', [stage('done')]))).toBe(false);
    expect(hasCommittedStage(run('importing', [stage('done')]))).toBe(false);
  });
});
