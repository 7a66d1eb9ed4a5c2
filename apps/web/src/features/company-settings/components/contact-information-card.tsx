import {
  ORGANIZATION_LIMITS,
  type TOrganization,
  type TOrganizationContactFormValues,
  type TOrganizationContactInput,
  US_STATES,
  ZOrganizationContactInput,
} from '@groundwork/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useProfileSection } from '../hooks/use-profile-section';
import { ProfileField, type TProfileFieldSpec } from './profile-field';
import { ProfileSectionCard } from './profile-section-card';

const FIELDS: Record<keyof TOrganizationContactFormValues, TProfileFieldSpec> = {
  email: { label: 'Email', type: 'email', maxLength: ORGANIZATION_LIMITS.email },
  phone: { label: 'Phone', type: 'tel', maxLength: ORGANIZATION_LIMITS.phone },
  address: { label: 'Address', maxLength: ORGANIZATION_LIMITS.address, isWide: true },
  city: { label: 'City', maxLength: ORGANIZATION_LIMITS.city },
  state: { label: 'State', options: US_STATES.map((code) => ({ value: code, label: code })) },
  zip: { label: 'ZIP Code', maxLength: ORGANIZATION_LIMITS.zip, placeholder: '12345 or 12345-6789' },
};

export function contactValues(organization: TOrganization): TOrganizationContactFormValues {
  return {
    email: organization.email ?? '',
    phone: organization.phone ?? '',
    address: organization.address ?? '',
    city: organization.city ?? '',
    state: organization.state ?? '',
    zip: organization.zip ?? '',
  };
}

function ContactInformationForm({
  defaults,
  canEdit,
}: {
  defaults: TOrganizationContactFormValues;
  canEdit: boolean;
}) {
  const form = useForm<TOrganizationContactFormValues, unknown, TOrganizationContactInput>({
    resolver: zodResolver(ZOrganizationContactInput),
    defaultValues: defaults,
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const { isEditing, cardProps } = useProfileSection(form, {
    defaults,
    toValues: contactValues,
    firstField: 'email',
  });

  return (
    <ProfileSectionCard
      title="Contact Information"
      description="How customers and vendors reach your company"
      icon={MailIcon}
      canEdit={canEdit}
      {...cardProps}
    >
      {(Object.keys(FIELDS) as (keyof TOrganizationContactFormValues)[]).map((name) => (
        <ProfileField
          key={name}
          id={`company-${name}`}
          spec={FIELDS[name]}
          error={errors[name]?.message}
          isEditing={isEditing}
          registration={form.register(name)}
        />
      ))}
    </ProfileSectionCard>
  );
}

/** Spec §2 Company Profile, second card: e-mail, phone, address, city, state, ZIP. */
export function ContactInformationCard({
  organization,
  canEdit,
}: {
  organization: TOrganization;
  canEdit: boolean;
}) {
  const defaults = contactValues(organization);
  return <ContactInformationForm key={JSON.stringify(defaults)} defaults={defaults} canEdit={canEdit} />;
}
