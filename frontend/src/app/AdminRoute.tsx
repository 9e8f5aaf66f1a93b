import { AdminPage } from '../features/admin/routes/AdminPage';
import { RequireAdmin } from './RequireAdmin';

/** /admin: the admin screen behind its route guard, loaded as one chunk (the guard needs antd's toasts). */
export function AdminRoute() {
  return (
    <RequireAdmin>
      <AdminPage />
    </RequireAdmin>
  );
}
