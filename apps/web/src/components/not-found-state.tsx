import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

/** A record page whose record could not be shown: not found (404) or a failed load with a retry. */
export function NotFoundState({
  title,
  message,
  backHref,
  backLabel,
  onRetry,
}: {
  title: string;
  message: string;
  backHref: string;
  backLabel: string;
  onRetry?: () => void;
}) {
  return (
    <div className="mx-auto max-w-6xl">
      <Card>
        <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
          <h1 className="font-semibold text-xl">{title}</h1>
          <p className="max-w-md text-muted-foreground text-sm">{message}</p>
          <div className="flex gap-2">
            {onRetry ? <Button onClick={onRetry}>Try again</Button> : null}
            <Button asChild variant={onRetry ? 'outline' : 'default'}>
              <Link to={backHref}>{backLabel}</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
