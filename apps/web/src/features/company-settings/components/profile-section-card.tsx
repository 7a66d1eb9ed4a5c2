import { PencilIcon } from 'lucide-react';
import type * as React from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { ButtonSpinner } from '@/components/ui/spinner';

/**
 * One card of the company profile (spec §2, §4): read-only until its own Edit toggle is pressed; then
 * Cancel (which resets it) and Save, enabled only when the card's form has changed and is valid.
 */
export function ProfileSectionCard({
  title,
  description,
  icon: Icon,
  canEdit,
  isEditing,
  canSave,
  isSaving,
  onEdit,
  onCancel,
  onSubmit,
  children,
}: {
  title: string;
  description: string;
  icon: React.ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  canEdit: boolean;
  isEditing: boolean;
  canSave: boolean;
  isSaving: boolean;
  onEdit: () => void;
  onCancel: () => void;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  children: React.ReactNode;
}) {
  const headingId = `${title.toLowerCase().replace(/\s+/g, '-')}-heading`;
  return (
    <Card>
      <form aria-label={title} onSubmit={onSubmit} noValidate aria-busy={isSaving} className="grid gap-6">
        <CardHeader className="grid-cols-[1fr_auto] items-start">
          <div className="grid gap-1.5">
            <CardTitle asChild>
              <h2 id={headingId} className="flex items-center gap-2 text-lg">
                <Icon aria-hidden={true} className="size-5 text-primary" />
                {title}
              </h2>
            </CardTitle>
            <CardDescription>{description}</CardDescription>
          </div>
          {canEdit && !isEditing ? (
            <Button variant="outline" size="sm" aria-label={`Edit ${title}`} onClick={onEdit}>
              <PencilIcon aria-hidden="true" />
              Edit
            </Button>
          ) : null}
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">{children}</CardContent>
        {isEditing ? (
          <CardFooter className="justify-end gap-2">
            <Button variant="outline" disabled={isSaving} onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" disabled={!canSave}>
              {isSaving ? <ButtonSpinner /> : null}
              Save Changes
            </Button>
          </CardFooter>
        ) : null}
      </form>
    </Card>
  );
}
