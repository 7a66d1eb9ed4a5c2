import type { LucideIcon } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

export function FeatureCard({
  icon: Icon,
  title,
  description,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
}) {
  return (
    <Card className="h-full gap-4 transition-shadow hover:shadow-md">
      <CardHeader>
        <span className="mb-2 flex size-11 items-center justify-center rounded-lg bg-accent text-primary">
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <CardTitle asChild>
          <h2 className="text-base tracking-wide">{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <CardDescription className="text-sm">{description}</CardDescription>
      </CardContent>
    </Card>
  );
}
