import { CheckIcon, CopyIcon } from 'lucide-react';
import { errorId, invalidProps } from '@/components/field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

const HEX_RE = /^#[0-9a-fA-F]{6}$/;

/**
 * One brand colour: a swatch, the hex value (an input and a native colour picker while editing) and a
 * copy-to-clipboard button whose icon turns into a check for 2 seconds.
 */
export function ColorField({
  id,
  label,
  description,
  value,
  error,
  isEditing,
  isCopied,
  onChange,
  onBlur,
  onCopy,
}: {
  id: string;
  label: string;
  description: string;
  value: string;
  error?: string;
  isEditing: boolean;
  isCopied: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
  onCopy: () => void;
}) {
  const isValid = HEX_RE.test(value);
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex items-center gap-3">
        <span
          data-testid={`${id}-swatch`}
          aria-hidden="true"
          className="size-10 shrink-0 rounded-md border shadow-xs"
          style={{ backgroundColor: isValid ? value : 'transparent' }}
        />
        {isEditing ? (
          <>
            <Input
              id={id}
              value={value}
              maxLength={7}
              spellCheck={false}
              autoComplete="off"
              className="w-28 font-mono uppercase"
              onChange={(event) => onChange(event.target.value.trim())}
              onBlur={onBlur}
              {...invalidProps(id, error)}
            />
            <input
              type="color"
              aria-label={`${label} picker`}
              value={isValid ? value.toLowerCase() : '#000000'}
              onChange={(event) => onChange(event.target.value)}
              className="h-9 w-11 shrink-0 cursor-pointer rounded-md border bg-background p-1"
            />
          </>
        ) : (
          <Input
            id={id}
            value={value}
            readOnly
            className="w-28 border-transparent bg-transparent px-0 font-medium font-mono uppercase shadow-none"
          />
        )}
        <Button
          variant="ghost"
          size="icon"
          className="ml-auto"
          aria-label={isCopied ? `${label} copied` : `Copy ${label.toLowerCase()}`}
          disabled={!isValid}
          onClick={onCopy}
        >
          {isCopied ? (
            <CheckIcon aria-hidden="true" className="text-success" />
          ) : (
            <CopyIcon aria-hidden="true" />
          )}
        </Button>
      </div>
      <p className="text-muted-foreground text-xs">{description}</p>
      {error ? (
        <p id={errorId(id)} className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}
