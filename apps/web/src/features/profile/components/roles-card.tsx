import { roleBadgeVariant, roleLabel, type TMe } from '@groundwork/shared';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** Every role record of the person, by organization; badge styles as spec §6 says. */
export function RolesCard({ me }: { me: TMe }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Roles and organizations</h2>
        </CardTitle>
        <CardDescription>What you can do, and where. An administrator changes these.</CardDescription>
      </CardHeader>
      <CardContent>
        {me.roles.length === 0 ? (
          <p className="text-muted-foreground text-sm">You do not belong to an organization yet.</p>
        ) : (
          <ul className="grid gap-3">
            {me.roles.map((r) => (
              <li
                key={`${r.organization_id}:${r.role}`}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md border px-3 py-2"
              >
                <span className="font-medium">{r.organization_name}</span>
                <Badge variant={roleBadgeVariant(r.role)}>{roleLabel(r.role)}</Badge>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
