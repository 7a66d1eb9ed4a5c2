import {
  type TVendor,
  type TVendorComplianceFormValues,
  VENDOR_LIMITS,
  VENDOR_MESSAGES,
  ZVendorComplianceInput,
} from '@groundwork/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import * as React from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Field, invalidProps } from '@/components/field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { ButtonSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-fetch';
import { useUpdateVendor } from '../api/use-update-vendor';
import { uploadVendorDocument } from '../api/vendor-documents';
import { ComplianceBadge } from './compliance-badge';
import { VendorDocumentInput } from './vendor-document-input';

type TComplianceInput = z.output<typeof ZVendorComplianceInput>;

const SUMMARY: Record<TVendor['compliance']['status'], string> = {
  compliant: 'Insurance, W-9 and license are in order.',
  expiring: 'Something expires within 30 days.',
  expired: 'Something has expired.',
  missing: 'Something required is not on file.',
};

function formValues(vendor: TVendor): TVendorComplianceFormValues {
  return {
    license_number: vendor.license_number ?? '',
    license_expiry: vendor.license_expiry ?? '',
    w9_path: vendor.w9_path,
    w9_received_on: vendor.w9_received_on ?? '',
  };
}

/** The vendor's compliance with every reason, and its W-9 and license (editable by job-cost writers). */
export function ComplianceCard({ vendor, canWrite }: { vendor: TVendor; canWrite: boolean }) {
  const { status, reasons } = vendor.compliance;
  const update = useUpdateVendor(vendor.id);
  const form = useForm<TVendorComplianceFormValues, unknown, TComplianceInput>({
    resolver: zodResolver(ZVendorComplianceInput),
    defaultValues: formValues(vendor),
    mode: 'onTouched',
  });
  const { errors, isDirty } = form.formState;
  const [file, setFile] = React.useState<File | null>(null);
  const [isUploading, setUploading] = React.useState(false);
  const [fileInputKey, setFileInputKey] = React.useState(0);
  const isSaving = isUploading || update.isPending;

  const submit = form.handleSubmit(async (values) => {
    try {
      let w9Path = values.w9_path;
      if (file) {
        setUploading(true);
        w9Path = await uploadVendorDocument(vendor.organization_id, vendor.id, 'w9', file).finally(() =>
          setUploading(false),
        );
      }
      const saved = await update.mutateAsync({
        ...values,
        w9_path: w9Path,
        // A W-9 file with no date: it was received today.
        w9_received_on: values.w9_received_on ?? (file ? new Date().toLocaleDateString('en-CA') : null),
      });
      form.reset(formValues(saved));
      setFile(null);
      setFileInputKey((k) => k + 1);
      toast.success(VENDOR_MESSAGES.updated);
    } catch (error) {
      console.error('Saving the W-9 and license failed', error);
      toast.error(errorMessage(error, VENDOR_MESSAGES.updateFailed));
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex flex-wrap items-center gap-3">
            Compliance <ComplianceBadge status={status} />
          </h2>
        </CardTitle>
        <CardDescription>{SUMMARY[status]}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {reasons.length > 0 ? (
          <ul aria-label="Compliance reasons" className="grid list-disc gap-1 pl-5 text-sm">
            {reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        ) : null}
        <form
          aria-label="W-9 and license"
          onSubmit={submit}
          noValidate
          aria-busy={isSaving}
          className="grid gap-4"
        >
          <fieldset disabled={!canWrite || isSaving} className="grid gap-4 sm:grid-cols-2">
            <Field id="vendor-license-number" label="License Number" error={errors.license_number?.message}>
              <Input
                id="vendor-license-number"
                autoComplete="off"
                maxLength={VENDOR_LIMITS.license_number}
                {...invalidProps('vendor-license-number', errors.license_number?.message)}
                {...form.register('license_number')}
              />
            </Field>
            <Field id="vendor-license-expiry" label="License Expiry" error={errors.license_expiry?.message}>
              <Input
                id="vendor-license-expiry"
                type="date"
                {...invalidProps('vendor-license-expiry', errors.license_expiry?.message)}
                {...form.register('license_expiry')}
              />
            </Field>
            <Field id="vendor-w9-received" label="W-9 Received On" error={errors.w9_received_on?.message}>
              <Input
                id="vendor-w9-received"
                type="date"
                {...invalidProps('vendor-w9-received', errors.w9_received_on?.message)}
                {...form.register('w9_received_on')}
              />
            </Field>
            {canWrite ? (
              <VendorDocumentInput
                key={fileInputKey}
                id="vendor-w9-file"
                label="W-9 File"
                storedPath={vendor.w9_path}
                file={file}
                onFile={setFile}
              />
            ) : (
              <VendorDocumentInput
                id="vendor-w9-file"
                label="W-9 File"
                storedPath={vendor.w9_path}
                file={null}
                onFile={() => {}}
              />
            )}
          </fieldset>
          {canWrite ? (
            <div className="flex justify-end">
              <Button type="submit" disabled={(!isDirty && !file) || isSaving}>
                {isSaving ? <ButtonSpinner /> : null}
                Save W-9 and License
              </Button>
            </div>
          ) : null}
        </form>
      </CardContent>
    </Card>
  );
}
