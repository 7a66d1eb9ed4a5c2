import type { TDocument, TDocumentListQuery, TPage } from '@groundwork/shared';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { documents, projects } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/db-errors.ts';
import { documentJson, selectDocuments, type TDocumentReader, visibleTo } from './document-json.ts';
import { DocumentErrors } from './documents.errors.ts';

/** The job of the caller's organization, or 404 `job_not_found`. */
export async function assertJobExists(tx: Db, organizationId: string, jobId: string): Promise<void> {
  const [job] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.organizationId, organizationId), eq(projects.id, jobId)));
  if (!job) throw DocumentErrors.jobNotFound();
}

/** A page of a job's documents the reader may see, newest first; search matches the file name. */
export async function findJobDocuments(
  tx: Db,
  reader: TDocumentReader,
  jobId: string,
  query: TDocumentListQuery,
): Promise<TPage<TDocument>> {
  await assertJobExists(tx, reader.organizationId, jobId);
  const where = and(
    eq(documents.organizationId, reader.organizationId),
    eq(documents.jobId, jobId),
    visibleTo(reader),
    query.search ? sql`${documents.fileName} ilike ${containsPattern(query.search)}` : undefined,
  );
  const [counted] = await tx.select({ total: count() }).from(documents).where(where);
  const rows = await selectDocuments(tx)
    .where(where)
    .orderBy(desc(documents.createdAt), desc(documents.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    items: rows.map(documentJson),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
