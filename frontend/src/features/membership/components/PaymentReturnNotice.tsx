import { App } from 'antd';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A payment method that must redirect (a bank's 3-D Secure page) comes back to the site's origin
 * with Stripe's `redirect_status`: the payment's outcome toast is shown once, and the query
 * parameters are dropped from the address.
 */
export function PaymentReturnNotice() {
  const { notification } = App.useApp();
  const [params, setParams] = useSearchParams();
  const status = params.get('redirect_status');
  useEffect(() => {
    if (!status) return;
    if (status === 'succeeded' || status === 'processing') {
      notification.success({
        title: 'Payment Successful',
        description: 'Welcome to the Sadhana community! Thank you for joining the daily practice.',
      });
    } else {
      notification.error({
        title: 'Payment Failed',
        description: 'Your payment was not completed. Please try again.',
      });
    }
    setParams({}, { replace: true });
  }, [status, notification, setParams]);
  return null;
}
