import { DOCUMENT_MAX_BYTES, LIEN_WAIVER_MESSAGES, type TLienWaiver, todayIso } from '@groundwork/shared';
import * as React from 'react';
import { toast } from 'sonner';
import { Field } from '@/components/field';
import { DialogFormFooter, FormDialog } from '@/components/form-dialog';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-fetch';
import { useReceiveLienWaiver } from '../api/use-lien-waivers';

const ACCEPT = 'application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg';

/** Marks a waiver received with the vendor's signed copy (PDF, PNG or JPEG ≤ 20 MB) and the day it came. */
export function ReceiveWaiverDialog({ waiver, onClose }: { waiver: TLienWaiver; onClose: () => void }) {
  const receive = useReceiveLienWaiver();
  const [file, setFile] = React.useState<File | null>(null);
  const [receivedOn, setReceivedOn] = React.useState(() => todayIso());
  const problem = file && file.size > DOCUMENT_MAX_BYTES ? 'The file must be 20 MB or smaller' : undefined;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!file || problem) return;
    try {
      await receive.mutateAsync({ id: waiver.id, file, receivedOn });
      toast.success(LIEN_WAIVER_MESSAGES.received);
      onClose();
    } catch (error) {
      console.error('Receiving the lien waiver failed', error);
      toast.error(errorMessage(error, 'Could not save the signed copy'));
    }
  };

  return (
    <FormDialog
      isOpen
      onOpenChange={(open) => (open ? null : onClose())}
      title={`${waiver.label} waiver received`}
      description={`${waiver.vendor.name} · ${waiver.commitment?.number ?? waiver.job.number}: attach the signed copy.`}
    >
      <form className="grid gap-4" onSubmit={(event) => void submit(event)}>
        <Field id="waiver-file" label="Signed copy (PDF, PNG or JPEG)" error={problem}>
          <Input
            id="waiver-file"
            type="file"
            accept={ACCEPT}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </Field>
        <Field id="waiver-received-on" label="Received on">
          <Input
            id="waiver-received-on"
            type="date"
            value={receivedOn}
            onChange={(e) => setReceivedOn(e.target.value)}
          />
        </Field>
        <DialogFormFooter
          submitLabel="Mark received"
          isSaving={receive.isPending}
          isSubmitDisabled={receive.isPending || !file || problem !== undefined}
          onCancel={onClose}
        />
      </form>
    </FormDialog>
  );
}
