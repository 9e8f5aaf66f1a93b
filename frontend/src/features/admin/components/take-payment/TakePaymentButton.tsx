import { Button } from 'antd';
import { useState } from 'react';
import { TakePaymentDialog } from './TakePaymentDialog';

/** "Take payment" for one member, opening the dialog that shows their balance. */
export function TakePaymentButton({
  userId,
  name,
  size,
}: {
  userId: string;
  name: string;
  size?: 'small' | 'middle';
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size={size} onClick={() => setOpen(true)} aria-label={`Take payment from ${name}`}>
        Take payment
      </Button>
      {open && <TakePaymentDialog userId={userId} name={name} onClose={() => setOpen(false)} />}
    </>
  );
}
