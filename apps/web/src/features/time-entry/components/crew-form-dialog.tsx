import type { TCrew, TTimeEmployeeOption } from '@groundwork/shared';
import * as React from 'react';
import { toast } from 'sonner';
import { DialogFormFooter, FormDialog } from '@/components/form-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { errorMessage } from '@/lib/api-fetch';
import { useSaveCrew } from '../api/use-crews';

/** Add or edit a crew: its name, foreman and members. */
export function CrewFormDialog({
  crew,
  isOpen,
  onOpenChange,
  people,
}: {
  /** null: a new crew. */
  crew: TCrew | null;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  people: readonly TTimeEmployeeOption[];
}) {
  const save = useSaveCrew();
  const [name, setName] = React.useState('');
  const [foreman, setForeman] = React.useState('');
  const [members, setMembers] = React.useState<ReadonlySet<string>>(new Set());
  const [error, setError] = React.useState<string | null>(null);
  React.useEffect(() => {
    if (!isOpen) return;
    setName(crew?.name ?? '');
    setForeman(crew?.foreman_employee_id ?? '');
    setMembers(new Set(crew?.members.map((m) => m.employee_id) ?? []));
    setError(null);
  }, [isOpen, crew]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const saved = await save.mutateAsync({
        id: crew?.id ?? null,
        input: { name, foreman_employee_id: foreman || null, member_ids: [...members] },
      });
      toast.success(crew ? 'Crew saved' : 'Crew added', { description: saved.name });
      onOpenChange(false);
    } catch (caught) {
      setError(errorMessage(caught, 'Please try again.'));
    }
  };

  return (
    <FormDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={crew ? `Edit ${crew.name}` : 'Add crew'}
      description="The foreman enters the time of the crew's members."
      className="max-h-[90vh] overflow-y-auto"
    >
      <form className="grid gap-4" onSubmit={(event) => void submit(event)}>
        <div className="grid gap-2">
          <Label htmlFor="crew-name">Name</Label>
          <Input id="crew-name" value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="crew-foreman">Foreman</Label>
          <NativeSelect id="crew-foreman" value={foreman} onChange={(e) => setForeman(e.target.value)}>
            <option value="">No foreman</option>
            {people.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <fieldset className="grid gap-2">
          <legend className="mb-2 font-medium text-sm">Members</legend>
          <div className="grid max-h-60 gap-1 overflow-y-auto rounded-md border p-2">
            {people.map((person) => (
              <label key={person.id} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={members.has(person.id)}
                  onChange={() =>
                    setMembers((current) => {
                      const next = new Set(current);
                      if (next.has(person.id)) next.delete(person.id);
                      else next.add(person.id);
                      return next;
                    })
                  }
                />
                {person.name}
              </label>
            ))}
          </div>
        </fieldset>
        {error ? (
          <p role="alert" className="text-destructive text-sm">
            {error}
          </p>
        ) : null}
        <DialogFormFooter
          submitLabel={crew ? 'Save crew' : 'Add crew'}
          isSaving={save.isPending}
          onCancel={() => onOpenChange(false)}
        />
      </form>
    </FormDialog>
  );
}
