import { formatLongDateTime } from '@groundwork/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ButtonSpinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { useSecurityEvents } from '../api/use-account-security';
import { describeUserAgent } from '../lib/user-agent';

/** Events a person should notice: failures and anything that weakens or ends access. */
const WARNING_ACTIONS = new Set([
  'login_failed',
  'mfa_verify_failed',
  'token_reuse_detected',
  'mfa_factor_deleted',
]);

/** The person's own trail: sign-ins, failures, password and authenticator changes, newest first. */
export function SecurityActivityCard() {
  const events = useSecurityEvents();
  const items = events.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Security activity</h2>
        </CardTitle>
        <CardDescription>
          Sign-ins, failed attempts, password and authenticator changes on your account.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {events.isPending ? (
          <p className="text-muted-foreground text-sm">Loading...</p>
        ) : events.isError ? (
          <p role="alert" className="text-destructive text-sm">
            Could not load your security activity: {events.error.message}
          </p>
        ) : items.length === 0 ? (
          <p className="text-muted-foreground text-sm">No activity yet.</p>
        ) : (
          <ol className="grid divide-y rounded-md border" aria-label="Security activity">
            {items.map((e) => (
              <li
                key={e.id}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-3 py-2 text-sm"
              >
                <span className={cn('font-medium', WARNING_ACTIONS.has(e.action) && 'text-destructive')}>
                  {e.description}
                </span>
                <span className="text-muted-foreground text-xs">
                  {formatLongDateTime(e.created_at)}
                  {e.user_agent ? ` · ${describeUserAgent(e.user_agent)}` : ''}
                  {e.ip ? ` · ${e.ip}` : ''}
                </span>
              </li>
            ))}
          </ol>
        )}
        {events.hasNextPage ? (
          <div>
            <Button
              variant="outline"
              onClick={() => void events.fetchNextPage()}
              disabled={events.isFetchingNextPage}
            >
              {events.isFetchingNextPage ? <ButtonSpinner /> : null}
              Show older activity
            </Button>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
