import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** A labelled date picker whose value is YYYY-MM-DD ('' when cleared). */
export function DateField({
  id,
  label,
  value,
  onChange,
  max,
  min,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  max?: string;
  min?: string;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="date"
        className="w-44"
        value={value}
        min={min}
        max={max}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
