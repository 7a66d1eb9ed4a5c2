import {
  CERTIFICATE_MESSAGES,
  INSURANCE_KIND_LABELS,
  INSURANCE_KINDS,
  type TCertificate,
  type TCertificateFormValues,
  type TCreateCertificate,
  ZCreateCertificate,
} from '@groundwork/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import * as React from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Field, invalidProps } from '@/components/field';
import { DialogFormFooter, FormDialog } from '@/components/form-dialog';
import { MoneyInput } from '@/components/money-input';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { errorMessage } from '@/lib/api-fetch';
import { useCreateCertificate, useUpdateCertificate } from '../api/use-vendor-certificates';
import { uploadVendorDocument } from '../api/vendor-documents';
import { VendorDocumentInput } from './vendor-document-input';

function formValues(certificate: TCertificate | null): TCertificateFormValues {
  return {
    kind: certificate?.kind ?? 'general_liability',
    carrier: certificate?.carrier ?? '',
    policy_number: certificate?.policy_number ?? '',
    each_occurrence_cents: certificate?.each_occurrence_cents ?? null,
    aggregate_cents: certificate?.aggregate_cents ?? null,
    effective_date: certificate?.effective_date ?? '',
    expiry_date: certificate?.expiry_date ?? '',
    file_path: certificate?.file_path ?? null,
  };
}

/** Add or edit an insurance certificate; a picked file is uploaded first, then the certificate saved. */
export function CertificateDialog({
  vendorId,
  organizationId,
  certificate,
  isOpen,
  onOpenChange,
}: {
  vendorId: string;
  organizationId: string;
  /** Null when adding. */
  certificate: TCertificate | null;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const form = useForm<TCertificateFormValues, unknown, TCreateCertificate>({
    resolver: zodResolver(ZCreateCertificate),
    defaultValues: formValues(certificate),
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const [file, setFile] = React.useState<File | null>(null);
  const [isUploading, setUploading] = React.useState(false);
  const create = useCreateCertificate(vendorId);
  const update = useUpdateCertificate(vendorId);
  const isSaving = isUploading || create.isPending || update.isPending;

  React.useEffect(() => {
    if (isOpen) {
      form.reset(formValues(certificate));
      setFile(null);
    }
  }, [isOpen, certificate, form]);

  const submit = form.handleSubmit(async (values) => {
    try {
      let filePath = values.file_path;
      if (file) {
        setUploading(true);
        filePath = await uploadVendorDocument(organizationId, vendorId, values.kind, file).finally(() =>
          setUploading(false),
        );
      }
      const input = { ...values, file_path: filePath };
      if (certificate) await update.mutateAsync({ id: certificate.id, input });
      else await create.mutateAsync(input);
      toast.success(certificate ? CERTIFICATE_MESSAGES.updated : CERTIFICATE_MESSAGES.created);
      onOpenChange(false);
    } catch (error) {
      console.error('Saving the certificate failed', error);
      toast.error(errorMessage(error, CERTIFICATE_MESSAGES.saveFailed));
    }
  });

  const id = (name: string) => `certificate-${name}`;
  return (
    <FormDialog
      isOpen={isOpen}
      onOpenChange={(open) => (isSaving ? undefined : onOpenChange(open))}
      title={certificate ? 'Edit Certificate' : 'Add Certificate'}
      description="The insurance on the vendor's certificate; attach the certificate as a PDF or an image."
      className="sm:max-w-xl"
    >
      <form onSubmit={submit} noValidate aria-busy={isSaving} className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={id('kind')} label="Kind" error={errors.kind?.message}>
            <NativeSelect id={id('kind')} {...form.register('kind')}>
              {INSURANCE_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {INSURANCE_KIND_LABELS[kind]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id={id('carrier')} label="Carrier" error={errors.carrier?.message}>
            <Input
              id={id('carrier')}
              autoComplete="off"
              aria-required="true"
              {...invalidProps(id('carrier'), errors.carrier?.message)}
              {...form.register('carrier')}
            />
          </Field>
          <Field id={id('policy')} label="Policy Number" error={errors.policy_number?.message}>
            <Input
              id={id('policy')}
              autoComplete="off"
              aria-required="true"
              {...invalidProps(id('policy'), errors.policy_number?.message)}
              {...form.register('policy_number')}
            />
          </Field>
          <Field id={id('each')} label="Each Occurrence" error={errors.each_occurrence_cents?.message}>
            <Controller
              control={form.control}
              name="each_occurrence_cents"
              render={({ field }) => (
                <MoneyInput
                  id={id('each')}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  {...invalidProps(id('each'), errors.each_occurrence_cents?.message)}
                />
              )}
            />
          </Field>
          <Field id={id('aggregate')} label="Aggregate" error={errors.aggregate_cents?.message}>
            <Controller
              control={form.control}
              name="aggregate_cents"
              render={({ field }) => (
                <MoneyInput
                  id={id('aggregate')}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  {...invalidProps(id('aggregate'), errors.aggregate_cents?.message)}
                />
              )}
            />
          </Field>
          <div className="max-sm:hidden" />
          <Field id={id('effective')} label="Effective Date" error={errors.effective_date?.message}>
            <Input
              id={id('effective')}
              type="date"
              aria-required="true"
              {...invalidProps(id('effective'), errors.effective_date?.message)}
              {...form.register('effective_date')}
            />
          </Field>
          <Field id={id('expiry')} label="Expiry Date" error={errors.expiry_date?.message}>
            <Input
              id={id('expiry')}
              type="date"
              aria-required="true"
              {...invalidProps(id('expiry'), errors.expiry_date?.message)}
              {...form.register('expiry_date')}
            />
          </Field>
          <div className="sm:col-span-2">
            <VendorDocumentInput
              id={id('file')}
              label="Certificate File"
              storedPath={certificate?.file_path ?? null}
              file={file}
              onFile={setFile}
            />
          </div>
        </div>
        <DialogFormFooter
          submitLabel={certificate ? 'Save Certificate' : 'Add Certificate'}
          isSaving={isSaving}
          isCancelDisabled={isSaving}
          onCancel={() => onOpenChange(false)}
        />
      </form>
    </FormDialog>
  );
}
