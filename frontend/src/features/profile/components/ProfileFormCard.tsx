import { Button } from 'antd';
import type { ReactNode } from 'react';
import card from './profile-card.module.css';

interface ProfileFormCardProps {
  /** Names the card: its heading is `${name}-title`, its test id `${name}-card`. */
  name: string;
  title: string;
  wide?: boolean;
  /**
   * Beside the title (Edit, Cancel), in a title row; `false` or `null` keep the row empty. Left out,
   * the title stands alone.
   */
  headAction?: ReactNode;
  onSubmit: () => void;
  /** The save button's text ("Save Contact Information"). */
  saveLabel: string;
  saving: boolean;
  /** Whether the save row shows (a card with an Edit button hides it outside editing). */
  editing?: boolean;
  /** Buttons after Save in the save row. */
  moreActions?: ReactNode;
  children: ReactNode;
}

/** A card of the profile page: a title, a form of fields, and a save row. */
export function ProfileFormCard({
  name,
  title,
  wide = false,
  headAction,
  onSubmit,
  saveLabel,
  saving,
  editing = true,
  moreActions,
  children,
}: ProfileFormCardProps) {
  const heading = <h2 id={`${name}-title`}>{title}</h2>;
  return (
    <section
      className={wide ? `${card.profileCard} ${card.profileCardWide}` : card.profileCard}
      aria-labelledby={`${name}-title`}
      data-testid={`${name}-card`}
    >
      {headAction === undefined ? (
        heading
      ) : (
        <div className={card.profileCardHead}>
          {heading}
          {headAction}
        </div>
      )}
      <form
        className={card.profileForm}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
        {editing && (
          <div className={card.profileActions}>
            <Button type="primary" htmlType="submit" loading={saving}>
              {saving ? 'Saving...' : saveLabel}
            </Button>
            {moreActions}
          </div>
        )}
      </form>
    </section>
  );
}
