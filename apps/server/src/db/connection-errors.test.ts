import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DatabaseConnectError, isDatabaseUnavailable, markConnectionLost } from './connection-errors.ts';

const pgError = (code: string, message = 'error') => Object.assign(new Error(message), { code });
const socketError = (code: string) => Object.assign(new Error(`read ${code}`), { code, syscall: 'read' });
const fromQuery = (cause: Error) => new DrizzleQueryError('select 1', [], cause);

describe('isDatabaseUnavailable', () => {
  it('knows a server going away or not there yet by its SQLSTATE, through Drizzle', () => {
    for (const code of ['57P01', '57P02', '57P03', '08006', '08001', '53300']) {
      expect(isDatabaseUnavailable(fromQuery(pgError(code))), code).toBe(true);
    }
  });

  it('knows a connection that could not be opened, or broke under a statement', () => {
    expect(isDatabaseUnavailable(new DatabaseConnectError(socketError('ECONNREFUSED')))).toBe(true);
    expect(isDatabaseUnavailable(fromQuery(new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(
      isDatabaseUnavailable(
        fromQuery(new Error('Client has encountered a connection error and is not queryable')),
      ),
    ).toBe(true);
    // A socket error the pooled client reported as its connection's loss, raw or through Drizzle.
    const reset = socketError('ECONNRESET');
    markConnectionLost(reset);
    expect(isDatabaseUnavailable(reset)).toBe(true);
    expect(isDatabaseUnavailable(fromQuery(reset))).toBe(true);
  });

  it('does not take other failures for it', () => {
    // A statement the database refused is the request's problem, not an outage.
    expect(isDatabaseUnavailable(fromQuery(pgError('23505', 'duplicate key')))).toBe(false);
    expect(isDatabaseUnavailable(fromQuery(pgError('42P01', 'relation does not exist')))).toBe(false);
    // The same socket codes from anything but a database connection (a mail server, say) are not it.
    expect(isDatabaseUnavailable(socketError('ECONNREFUSED'))).toBe(false);
    expect(isDatabaseUnavailable(socketError('ECONNRESET'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
