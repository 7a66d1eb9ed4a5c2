import {
  LEGAL_STRUCTURE_LABELS,
  LEGAL_STRUCTURES,
  ORGANIZATION_LIMITS,
  type TOrganization,
  type TOrganizationBasicFormValues,
  type TOrganizationBasicInput,
  ZOrganizationBasicInput,
} from '@groundwork/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Building2Icon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useProfileSection } from '../hooks/use-profile-section';
import { ProfileField, type TProfileFieldSpec } from './profile-field';
import { ProfileSectionCard } from './profile-section-card';

const FIELDS: Record<keyof TOrganizationBasicFormValues, TProfileFieldSpec> = {
  name: { label: 'Company Name', maxLength: ORGANIZATION_LIMITS.name, isRequired: true, isWide: true },
  company_number: { label: 'Company Number', maxLength: ORGANIZATION_LIMITS.company_number },
  legal_structure: {
    label: 'Legal Structure',
    options: LEGAL_STRUCTURES.map((value) => ({ value, label: LEGAL_STRUCTURE_LABELS[value] })),
  },
  ein: { label: 'EIN', maxLength: ORGANIZATION_LIMITS.ein, placeholder: 'XX-XXXXXXX' },
};

export function basicValues(organization: TOrganization): TOrganizationBasicFormValues {
  return {
    name: organization.name,
    company_number: organization.company_number ?? '',
    legal_structure: organization.legal_structure ?? '',
    ein: organization.ein ?? '',
  };
}

function BasicInformationForm({
  defaults,
  canEdit,
}: {
  defaults: TOrganizationBasicFormValues;
  canEdit: boolean;
}) {
  const form = useForm<TOrganizationBasicFormValues, unknown, TOrganizationBasicInput>({
    resolver: zodResolver(ZOrganizationBasicInput),
    defaultValues: defaults,
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const { isEditing, cardProps } = useProfileSection(form, {
    defaults,
    toValues: basicValues,
    firstField: 'name',
    onCompanyNumberTaken: (message) => form.setError('company_number', { message }, { shouldFocus: true }),
  });

  return (
    <ProfileSectionCard
      title="Basic Information"
      description="Your company's name, number, legal structure and tax ID"
      icon={Building2Icon}
      canEdit={canEdit}
      {...cardProps}
    >
      {(Object.keys(FIELDS) as (keyof TOrganizationBasicFormValues)[]).map((name) => (
        <ProfileField
          key={name}
          id={`company-${name.replaceAll('_', '-')}`}
          spec={FIELDS[name]}
          error={errors[name]?.message}
          isEditing={isEditing}
          registration={form.register(name)}
        />
      ))}
    </ProfileSectionCard>
  );
}

/** Spec §2 Company Profile, first card: name, company number, legal structure, EIN. */
export function BasicInformationCard({
  organization,
  canEdit,
}: {
  organization: TOrganization;
  canEdit: boolean;
}) {
  const defaults = basicValues(organization);
  // A save or a reload that changes this card's values starts it again from them.
  return <BasicInformationForm key={JSON.stringify(defaults)} defaults={defaults} canEdit={canEdit} />;
}
