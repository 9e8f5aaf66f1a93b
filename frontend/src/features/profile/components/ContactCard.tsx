import { Button, Input } from 'antd';
import { useState } from 'react';
import type { ContactPayload } from '../api/update-profile';
import type { ProfileUser } from '../profile-user';
import { ProfileFormCard } from './ProfileFormCard';
import card from './profile-card.module.css';
import { useProfileSave } from './use-profile-save';

function fromUser(user: ProfileUser): ContactPayload {
  return {
    phoneNumber: user.phoneNumber ?? '',
    address: user.address ?? '',
    emergencyContactName: user.emergencyContactName ?? '',
    emergencyContactPhone: user.emergencyContactPhone ?? '',
  };
}

const FIELDS = [
  { key: 'phoneNumber', label: 'Phone Number', type: 'tel', autoComplete: 'tel' },
  { key: 'address', label: 'Address', multiline: true, autoComplete: 'street-address' },
  { key: 'emergencyContactName', label: 'Emergency Contact Name', autoComplete: 'off' },
  { key: 'emergencyContactPhone', label: 'Emergency Contact Phone', type: 'tel', autoComplete: 'off' },
] as const;

/** Card 2: view mode shows the saved values; Edit, Cancel (restores) and Save Contact Information. */
export function ContactCard({ user }: { user: ProfileUser }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<ContactPayload>(() => fromUser(user));
  const { save, saving } = useProfileSave();
  const values = editing ? draft : fromUser(user);

  /** Edit and Cancel both start again from the saved values. */
  function startEditing(on: boolean) {
    setDraft(fromUser(user));
    setEditing(on);
  }

  return (
    <ProfileFormCard
      name="contact"
      title="Contact Information"
      headAction={
        editing ? (
          <Button onClick={() => startEditing(false)} disabled={saving}>
            Cancel
          </Button>
        ) : (
          <Button onClick={() => startEditing(true)} aria-label="Edit contact information">
            Edit
          </Button>
        )
      }
      onSubmit={() => save(draft, () => setEditing(false))}
      saveLabel="Save Contact Information"
      saving={saving}
      editing={editing}
    >
      {FIELDS.map((field) => {
        const id = `contact-${field.key}`;
        const common = {
          id,
          value: values[field.key],
          disabled: !editing,
          autoComplete: field.autoComplete,
          maxLength: field.key === 'address' ? 1000 : 200,
        };
        return (
          <div className={card.profileField} key={field.key}>
            <label htmlFor={id}>{field.label}</label>
            {'multiline' in field ? (
              <Input.TextArea
                {...common}
                autoSize={{ minRows: 3, maxRows: 6 }}
                onChange={(event) => setDraft({ ...draft, [field.key]: event.target.value })}
              />
            ) : (
              <Input
                {...common}
                type={'type' in field ? field.type : 'text'}
                onChange={(event) => setDraft({ ...draft, [field.key]: event.target.value })}
              />
            )}
          </div>
        );
      })}
    </ProfileFormCard>
  );
}
